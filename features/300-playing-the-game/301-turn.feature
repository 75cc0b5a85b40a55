@edition:v1.4
Feature: The turn (rules 301–306)

  @rule:300 @waived:heading
  Rule: 300 Playing the game, the chapter heading

  @rule:301 @waived:heading
  Rule: 301 The Turn, the section heading

  Rule: 302 Turns go round until someone wins

    @rule:302 @rule:306
    Example: Turns alternate between the two players
      Given it is Alice's main phase
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the turn number is 3

    @rule:302
    Example: Once a player has won, play stops
      Given it is Alice's main phase
      And the victory score is 8
      And Alice has 7 points
      And a battlefield called the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice wins the game
      When Alice ends her turn
      Then the action is refused

  Rule: 303 Phases come in a fixed order; game actions happen one at a time and completely

    @rule:303
    Example: The start of turn phases run awaken, beginning, channel, draw, then main
      Given it is Alice's turn, at the start of the awaken phase
      And Alice has 1 card in her main deck
      And Alice has 2 runes in her rune deck
      Then these events happened in order:
        | phase-began | awaken    |
        | phase-began | beginning |
        | phase-began | channel   |
        | channeled   | Alice     |
        | phase-began | draw      |
        | drew        | Alice     |
        | phase-began | main      |
      And the game is in the main phase
      And the phase-began event for Alice cites rule 314
      And exactly these phases began, in order: awaken, beginning, channel, draw and main

    @rule:303.1
    Example: A draw that burns out is carried through to the end: the card is still drawn
      Given it is Alice's turn, at the start of the draw phase
      And Alice has 2 cards in her trash
      Then these events happened in order:
        | burned-out | Alice |
        | recycled   | Alice |
        | scored     | Bob   |
        | drew       | Alice |
      And Alice's hand holds 1 card
      And Alice's main deck holds 1 card

  Rule: 303.2 Game actions are never performed at the same time

    @rule:303.2 @rule:303.2.a
    Example: "Each player draws 1" on Bob's turn: Bob draws, then Alice draws, one after the other
      Given it is Bob's main phase
      And a test spell "Windfall" costing 0 and text "Each player draws 1."
      And Bob has a Windfall in his hand
      And Alice has 1 card in her main deck
      And Bob has 1 card in his main deck
      When Bob plays his Windfall
      And Bob passes
      And Alice passes
      Then these events happened in order:
        | drew | Bob   |
        | drew | Alice |

    @rule:303.2 @rule:303.2.a
    Example: "Each player discards 1, then draws 1. Draw 1.": Alice does the whole sequence, then Bob, then Alice alone draws once more
      Given a test spell "Shuffle Round" costing 0 and text "Each player discards 1, then draws 1. Draw 1."
      And Alice has a Shuffle Round in her hand
      And Alice has a Shipyard Skulker in her hand
      And Bob has a Vanguard Sergeant in his hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Shuffle Round
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | discarded | Alice's Shipyard Skulker |
        | drew      | Alice                    |
        | discarded | Bob's Vanguard Sergeant  |
        | drew      | Bob                      |
      And Alice drew 2 times
      And Bob drew 1 time

    @rule:303.2 @rule:303.2.a
    Example: "Starting with the next player, each player draws 1" on Alice's turn: Bob draws first, then Alice, each only once
      Given a test spell "Relay" costing 0 and text "Starting with the next player, each player draws 1."
      And Alice has a Relay in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Relay
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | drew | Bob   |
        | drew | Alice |
      And Alice drew 1 time
      And Bob drew 1 time

    @rule:303.2 @rule:303.2.a
    Example: After each player, starting with the next, has drawn 1, Alice's "if you do" draws her 1 more
      Given a test spell "Relay Bonus" costing 0 and text "Starting with the next player, each player draws 1. If you do, draw 1."
      And Alice has a Relay Bonus in her hand
      And Alice has 3 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Relay Bonus
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Bob drew 1 time

    @rule:303.2 @rule:303.2.a
    Example: With no card in either hand, no one discards when each player in turn is to discard 1, so Alice's "if you do" draws nothing
      Given a test spell "Relay Purge" costing 0 and text "Starting with the next player, each player discards 1. If you do, draw 1."
      And Alice has a Relay Purge in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Relay Purge
      And Alice passes
      And Bob passes
      Then Alice drew 0 times

    @rule:303.2 @rule:303.2.a
    Example: "Each player discards 1, then draws 1" as the whole text: Alice discards and draws, then Bob does
      Given a test spell "Fresh Hands" costing 0 and text "Each player discards 1, then draws 1."
      And Alice has a Fresh Hands in her hand
      And Alice has a Shipyard Skulker in her hand
      And Bob has a Vanguard Sergeant in his hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Fresh Hands
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | discarded | Alice's Shipyard Skulker |
        | drew      | Alice                    |
        | discarded | Bob's Vanguard Sergeant  |
        | drew      | Bob                      |

    @rule:303.2
    Example: "Each opponent discards 1, then draws 1": only Bob discards and draws; Alice keeps her card and draws nothing
      Given a test spell "Hand Swap" costing 0 and text "Each opponent discards 1, then draws 1."
      And Alice has a Hand Swap in her hand
      And Alice has a Shipyard Skulker in her hand
      And Bob has a Vanguard Sergeant in his hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Hand Swap
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Bob drew 1 time
      And Alice's Shipyard Skulker is in Alice's hand
      And Alice drew 0 times

  Rule: 303.2.a Simultaneous triggers are ordered by turn order, the turn player's first

    @rule:303.2.a
    Example: Both players' end of turn triggers: the turn player's goes on the Chain first
      Given it is Bob's main phase
      And a test gear "Curfew Bell" costing 0 and text "At the end of turn, draw 1."
      And Alice has a Curfew Bell in her base
      And Bob has a Curfew Bell in his base
      And Alice has 2 cards in her main deck
      And Bob has 1 card in his main deck
      When Bob ends his turn
      Then the chain holds Bob's Curfew Bell, then Alice's Curfew Bell

    @rule:303.2.a
    Example: From Bob's end of turn to Alice's Main Phase, each moment sets off only the watchers of that moment, the turn player's first
      Given it is Bob's main phase
      And a test gear "Dusk Bell" costing 0 and text "At the end of the turn, draw 1."
      And a test gear "Vesper" costing 0 and text "At the end of each player's turn, draw 1."
      And a test gear "Dawn Bell" costing 0 and text "At the start of each turn, draw 1."
      And a test gear "Noon Spring" costing 0 and text "At the start of your Main Phase, draw 1."
      And Alice has a Dusk Bell in her base
      And Bob has a Vesper in his base
      And Alice has a Dawn Bell in her base
      And Alice has a Noon Spring in her base
      And Bob has a Noon Spring in his base
      And Alice has 5 cards in her main deck
      And Bob has 5 cards in his main deck
      When Bob ends his turn
      Then the chain holds Bob's Vesper, then Alice's Dusk Bell
      When Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then the turn player is Alice
      And the chain holds Alice's Dawn Bell
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And the chain holds Alice's Noon Spring
      And no triggered event happened for Bob's Noon Spring
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 4 times
      And Bob drew 1 time
  Rule: 304 The turn player is the one taking the turn

    @rule:304
    Example: Only the turn player may act in their main phase
      Given it is Bob's main phase
      And Alice has a Shipyard Skulker in her base
      And a battlefield called the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then the action is refused
      And the turn player is Bob

  Rule: 305 With an empty Chain and no more actions from the turn player, the game moves on

    @rule:305 @rule:316.9 @rule:316.9.a @rule:316.9.b
    Example: Ending the turn moves from the main phase to the ending phase and on to the next turn
      Given it is Alice's main phase
      And Bob has 1 card in his main deck
      When Alice ends her turn
      Then these events happened in order:
        | phase-began | Alice |
        | turn-began  | Bob   |
      And the turn player is Bob

    @rule:305
    Example: The turn cannot end while a Chain exists
      Given it is Alice's main phase
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice ends her turn
      Then the action is refused
      And the turn player is Alice

  Rule: 306 The turn player changes only after their ending phase

    @rule:306 @rule:317.3
    Example: After Alice's ending phase Bob is the turn player in his main phase
      Given it is Alice's main phase
      And Bob has 1 card in his main deck
      When Alice ends her turn
      Then the turn player is Bob
      And the game is in the main phase
      And Bob has priority
      And the turn number is 2
      And exactly these phases began, in order: ending, awaken, beginning, channel, draw and main
