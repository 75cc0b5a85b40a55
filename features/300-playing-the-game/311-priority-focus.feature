@edition:v1.4
Feature: Priority and focus (rules 311–313)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Quick Word" costing 0 and text "[Reaction]"
    And a test spell "Slow Word" costing 0 and text "[Action]"

  @rule:311 @waived:heading
  Rule: 311 Priority and Focus, the section heading

  Rule: 312 At most one player has priority, the right to take discretionary actions

    @rule:312 @rule:312.1 @rule:312.1.a @rule:312.2.a
    Example: In the main phase the turn player alone has priority and may act
      Given Alice has a Shipyard Skulker in her base
      Then Alice has priority
      When Alice moves her Shipyard Skulker to the Bridge
      Then the action is accepted

    @rule:312.2.a
    Example: On Bob's turn, once the Chain is gone, priority comes back to Bob, not to Alice
      Given it is Bob's main phase
      And Bob has a Quick Word in his hand
      When Bob plays his Quick Word
      And Bob passes
      And Alice passes
      Then the turn is in a Neutral Open state
      And Bob has priority

    @rule:312.1 @rule:312.1.a
    Example: A player without priority may not take a discretionary action
      Given Bob has a Shipyard Skulker in his base
      When Bob moves his Shipyard Skulker to the Bridge
      Then the action is refused citing rule 312.1
      And Bob's Shipyard Skulker is in Bob's base

    @rule:312.1.b
    Example: Once the game is won nobody has priority, so nobody may act
      Given the victory score is 8
      And Alice has 7 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice wins the game
      And no player has priority
      When Bob passes
      Then the action is refused

    @rule:312.1.b.1
    Example: A player without priority still makes the choices a combat asks of them
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Playful Phantom at the Bridge
      When Alice moves her Shipyard Skulker and her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then no player has priority
      And Bob is asked to split damage among Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      When Bob assigns 3 to Alice's Shipyard Skulker and 2 to Alice's Vanguard Sergeant
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Vanguard Sergeant has 0 damage
      And Alice's Vanguard Sergeant is at the Bridge

    @rule:312.1.b.1
    Example: The choice a combat asks of Bob is his alone: Alice may not split the damage for him
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Playful Phantom at the Bridge
      When Alice moves her Shipyard Skulker and her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Bob is asked to split damage among Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      When Alice assigns 3 to her Shipyard Skulker and 2 to her Vanguard Sergeant
      Then the action is refused citing rule 312.1.b.1
      And Bob is asked to split damage among Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      And Alice's Shipyard Skulker has 0 damage

    @rule:312.2.b @rule:313.2
    Example: Gaining focus in a showdown brings priority
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      Then Bob has focus
      And Bob has priority

    @rule:312.2.c @rule:336.1
    Example: Bob passes last, but the trigger Alice's spell set off is on top, so Alice receives priority
      Given it is Bob's main phase
      And a test unit "Skitter" costing 1 with 1 Might and text "When I move, draw 1."
      And a test spell "Fall Back" costing 0 and text "[Reaction]\nMove a friendly unit to base."
      And Alice has a Skitter at the Bridge
      And Alice has a Fall Back in her hand
      And Alice has 1 card in her main deck
      And Bob has a Quick Word in his hand
      When Bob plays his Quick Word
      And Bob passes
      And Alice plays her Fall Back
      And Alice chooses her Skitter
      And Alice passes
      And Bob passes
      Then Alice's Skitter is in Alice's base
      And the chain holds Bob's Quick Word, then Alice's Skitter
      And Alice's Skitter is a finalized chain item
      And Alice has priority

    @rule:312.2.d @rule:312.3
    Example: Passing on a Chain moves priority to the next player, taking it from the passer
      Given Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      Then Bob has priority
      When Alice passes
      Then the action is refused citing rule 312.1

  @rule:312.2 @waived:heading
  Rule: 312.2 The moments a player receives priority, the lead-in to 312.2.a–312.2.d

  Rule: 313 At most one player has focus, the permission to act in a Showdown Open state

    @rule:313 @rule:313.1 @rule:345
    Example: The player who contested the battlefield holds focus as the showdown begins
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice has focus
      And Bob does not have focus

    @rule:313.1
    Example: Holding focus in a Showdown Open state, the player who is not the turn player may play an Action spell
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Slow Word in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      Then Bob has focus
      And the turn is in a Showdown Open state
      When Bob plays his Slow Word
      Then the chain holds Bob's Slow Word

    @rule:313.1.a
    Example: The focus player may not play a spell without Action or Reaction
      Given a test spell "Plain Word" costing 0
      And Alice has a Shipyard Skulker in her base
      And Alice has a Plain Word in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Plain Word
      Then the action is refused
      And Alice has focus

    @rule:313.3
    Example: Passing priority on a Chain during a showdown keeps focus
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Quick Word in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Quick Word
      And Alice passes
      Then Bob has priority
      And Alice has focus

    @rule:313.4
    Example: Focus without priority does not allow acting
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Quick Word in her hand
      And Alice has a Slow Word in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Quick Word
      And Alice passes
      And Alice plays her Slow Word
      Then the action is refused citing rule 313.4
      And Alice has focus

    @rule:313.5
    Example: Nobody has focus in a Neutral state
      Then no player has focus

    @rule:313.5
    Example: Focus is gone once the showdown is over
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then the turn is in a Neutral Open state
      And no player has focus
