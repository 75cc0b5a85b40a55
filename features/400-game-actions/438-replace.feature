@edition:v1.4
Feature: Replacing a card with a token (rule 438)
  # Green Father (a legend) replaces a battlefield Alice scores with a Brush battlefield token, whose own
  # text swaps it back when she scores it. Each Example conquers or holds with Alice's Scout.

  Background:
    Given it is Alice's main phase
    And a test battlefield "Meadow" with text ""
    And a Meadow battlefield called the Bridge
    And a Meadow battlefield called the Tower
    And Alice has a Green Father as her legend
    And a test unit "Scout" costing 0 with 2 Might
    And Alice has a Scout in her base
    And Alice has 3 cards in her main deck
    And Bob has 3 cards in his main deck

  @rule:438 @waived:heading
  Rule: 438 Replace

  Rule: 438.1 A token takes the place of what it replaces, with the statuses there

    @rule:438.1 @rule:438.2.a @rule:438.3 @rule:438.3.a @rule:438.3.b @rule:438.3.b.1 @rule:439.2.c
    Example: Green Father puts a Brush token in the place of the Bridge Alice conquered; she still controls it
      When Alice moves her Scout to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's Green Father is exhausted
      When Alice passes
      And Bob passes
      Then the Bridge is a Brush battlefield
      And the Tower is a Meadow battlefield
      And Alice controls the Bridge
      And the moved event for Alice cites rule 438.1
      And Alice's Scout is at the Bridge

    @rule:438.5 @rule:438.7.b
    Example: Green Father replaces the Bridge one turn and the Tower the next: each Meadow waits in banishment as its own card, and each Brush swaps back for its own
      Given a test unit "Runner" costing 0 with 2 Might
      And Alice has a Runner in her base
      When Alice moves her Scout to the Bridge
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the Bridge is a Brush battlefield
      When Alice ends her turn
      And Bob ends his turn
      Then Alice is asked to order her triggered abilities
      When Alice puts her Green Father's ability, then the Bridge's ability on the chain in that order
      And Alice chooses no
      And Alice chooses no
      And Alice moves her Runner to the Tower
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the Tower is a Brush battlefield
      And the Bridge is a Brush battlefield
      When Alice ends her turn
      And Bob ends his turn
      Then Alice is asked to order her triggered abilities
      When Alice puts her Green Father's ability, then the Bridge's ability on the chain in that order
      And Alice puts her Green Father's ability, then the Tower's ability on the chain in that order
      And Alice chooses no
      And Alice chooses yes
      And Alice chooses no
      And Alice chooses yes
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the Bridge is a Meadow battlefield
      And the Tower is a Meadow battlefield
      And the chain is empty

    @rule:438.1 @rule:438.3.b
    Example: The Brush token's own text works in the Bridge's place: Alice's Poro there gets +1 Might, her Scout does not
      Given a test unit "Pup" costing 0 with 2 Might
      And the test card "Pup" has the tag Poro
      And Alice has a Pup in her base
      When Alice moves her Scout and her Pup to the Bridge
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's Pup's Might is 2
      When Alice passes
      And Bob passes
      Then Alice's Pup's Might is 3
      And Alice's Scout's Might is 2

    @rule:438.1 @rule:194.3.a @rule:471.1.b @faq:unleashed:conquer-aspirants-climb-green-father-brush
    Example: At 8 points each, Alice conquers Aspirant's Climb and draws; replaced by Brush, the Climb no longer raises the score to win, and 8 to 8 wins nothing
      Given an Aspirant's Climb battlefield called the Climb
      And Alice has 8 points
      And Bob has 8 points
      When Alice moves her Scout to the Climb
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's score is 8
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then the Climb is a Brush battlefield
      And Alice's score is 8
      And Bob's score is 8
      And nobody has won

    @rule:438.1 @rule:194.3.a @faq:unleashed:conquer-aspirants-climb-green-father-brush
    Example: At 8 points to Bob's 7, Alice wins as soon as Brush replaces the Climb: the points needed are 8 again
      Given an Aspirant's Climb battlefield called the Climb
      And Alice has 8 points
      And Bob has 7 points
      When Alice moves her Scout to the Climb
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And nobody has won
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice wins the game

    @rule:438.1 @rule:438.2 @rule:438.2.a @rule:194.3.a @faq:unleashed:conquer-aspirants-climb-green-father-brush
    Example: Alice declines Green Father's replacing: the Climb stays, and 8 points to Bob's 7 still do not win
      Given an Aspirant's Climb battlefield called the Climb
      And Alice has 8 points
      And Bob has 7 points
      When Alice moves her Scout to the Climb
      And Alice passes
      And Bob passes
      And Alice chooses no
      Then the Climb is an Aspirant's Climb battlefield
      And Alice's Green Father is ready
      And nobody has won

    @rule:438.1
    Example: The Brush token in the Bridge's place is a battlefield: Alice's spell that chooses a battlefield may choose it
      Given a test spell "Rally" costing 0 and text "Choose a battlefield. Give friendly units there +1 :rb_might: this turn."
      And Alice has a Rally in her hand
      When Alice moves her Scout to the Bridge
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the Bridge is a Brush battlefield
      When Alice plays her Rally
      Then Alice is asked to choose a battlefield among the Bridge and the Tower
      When Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Scout's Might is 3

    @rule:438.3.a @rule:438.1
    Example: Played from her hand, Alice's Usurper names no battlefield by "that battlefield": nothing is replaced, and its "If you do" draws nothing
      Given a test gear "Usurper" costing 0 and text "When you play this, replace that battlefield with a Brush battlefield token. If you do, draw 1."
      And Alice has a Usurper in her hand
      When Alice plays her Usurper
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Usurper is in Alice's base
      And the Bridge is a Meadow battlefield
      And the Tower is a Meadow battlefield
      And Alice's hand holds 0 cards

  Rule: 438.1.a The token is the same object for what targets or refers to the one it replaced

    @rule:438.1.a
    Example: The Pit's own conquer ability, put on the chain before Green Father's, still gives its chosen unit +1 Might after Brush replaces the Pit
      Given a test battlefield "Pit" with text "When you conquer here, give a unit here +1 :rb_might: this turn."
      And a Pit battlefield called the Pit
      When Alice moves her Scout to the Pit
      And Alice passes
      And Bob passes
      Then Alice is asked to order her triggered abilities
      When Alice puts the Pit's ability, then her Green Father's ability on the chain in that order
      And Alice chooses her Scout
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then the Pit is a Brush battlefield
      And Alice's Scout's Might is 2
      When Alice passes
      And Bob passes
      Then Alice's Scout's Might is 3

  Rule: 438.4 Replacing is not banishing

    @rule:438.4 @rule:438.5.a
    Example: Alice's Reliquary draws when her spell banishes a unit, but not when Green Father replaces the Bridge she conquered
      Given a test gear "Reliquary" costing 0 and text "When you banish a card or battlefield, draw 1."
      And a test spell "Outcast" costing 0 and text "Banish a unit."
      And Alice has a Reliquary in her base
      And Alice has an Outcast in her hand
      And Bob has a Vanguard Sergeant in his base
      When Alice plays her Outcast
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's banishment
      And the chain holds Alice's Reliquary
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice moves her Scout to the Bridge
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the Bridge is a Brush battlefield
      And the chain is empty
      And Alice drew 1 time

  Rule: 438.5 The replaced card goes to banishment

    @rule:438.5 @rule:438.7 @rule:438.7.a @rule:438.7.b
    Example: Holding the Brush the next turn, Alice swaps it back: the Climb, waiting in banishment, returns to its place, still hers
      Given an Aspirant's Climb battlefield called the Climb
      When Alice moves her Scout to the Climb
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the Climb is a Brush battlefield
      When Alice ends her turn
      And Bob ends his turn
      Then Alice is asked to order her triggered abilities
      When Alice puts her Green Father's ability, then the Climb's ability on the chain in that order
      And Alice chooses no
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the Climb is an Aspirant's Climb battlefield
      And Alice controls the Climb
      And Alice's Scout is at the Climb

  Rule: 438.6 A replaced token ceases to exist

    @rule:438.3.b.1 @rule:438.5 @rule:438.6 @rule:438.6.a @rule:438.7 @rule:438.7.b @rule:438.7.b.1 @faq:unleashed:brush-brush-swap-back-original-battlefield
    Example: Brush on Brush: the first Brush ceases to exist, and the second can still be swapped back for the Climb it replaced
      Given an Aspirant's Climb battlefield called the Climb
      When Alice moves her Scout to the Climb
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the Climb is a Brush battlefield
      And a moved event went from the Climb to banishment citing rule 438.5
      When Alice ends her turn
      And Bob ends his turn
      Then Alice is asked to order her triggered abilities
      When Alice puts the Climb's ability, then her Green Father's ability on the chain in that order
      Then the chain holds the Climb, then Alice's Green Father
      When Alice chooses yes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the Climb is a Brush battlefield
      And a moved event went from the Climb to banishment citing rule 438.6
      When Alice passes
      And Bob passes
      Then the Climb is an Aspirant's Climb battlefield
      And no decision is pending
      And a moved event went from the Climb to banishment citing rule 438.7.b
      And a moved event went from banishment to the Climb citing rule 438.7.b

  Rule: 438.7 A token that replaced something can be swapped back

    @rule:438.7 @rule:438.7.b
    Example: Alice's Round Trip replaces the Bridge she conquered with a Brush and swaps it straight back: the Bridge returns, and "If you do" draws her a card
      Given a test gear "Round Trip" costing 0 and text "When you conquer, replace that battlefield with a Brush battlefield token, then replace that battlefield with the battlefield it replaced. If you do, draw 1."
      And Alice has a Round Trip in her base
      When Alice moves her Scout to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to order her triggered abilities
      When Alice puts her Green Father's ability, then her Round Trip's ability on the chain in that order
      And Alice chooses no
      And Alice passes
      And Bob passes
      Then the Bridge is a Meadow battlefield
      And a moved event went from banishment to the Bridge citing rule 438.7.b
      And Alice's hand holds 1 card

    @rule:438.7 @rule:438.7.b.1 @rule:438.7.c
    Example: A Brush in play from the start replaced nothing: conquering it, Alice's "swap back" does nothing, though the Climb her Green Father replaced is in banishment
      Given an Aspirant's Climb battlefield called the Climb
      And a Brush battlefield called the Patch
      And a test unit "Runner" costing 0 with 2 Might
      And Alice has a Runner in her base
      When Alice moves her Scout to the Climb
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the Climb is a Brush battlefield
      When Alice moves her Runner to the Patch
      And Alice passes
      And Bob passes
      Then Alice controls the Patch
      And Alice is asked to order her triggered abilities
      When Alice puts her Green Father's ability, then the Patch's ability on the chain in that order
      And Alice chooses no
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the Patch is a Brush battlefield
      And the Climb is a Brush battlefield
      And the chain is empty

    @rule:438.7.c @rule:652.3
    Example: In FFA3 the Meadow Carol brought waits replaced by Alice's Brush when Carol concedes: it leaves the game with her, so holding the Brush swaps nothing back
      Given the mode of play is FFA3
      And the Bridge is owned by Carol
      And Carol has 3 cards in her main deck
      When Alice moves her Scout to the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      And Carol passes
      Then the Bridge is a Brush battlefield
      When Carol concedes
      And Alice ends her turn
      And Bob ends his turn
      Then Alice is asked to order her triggered abilities
      When Alice puts her Green Father's ability, then the Bridge's ability on the chain in that order
      And Alice chooses no
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the Bridge is a Brush battlefield
      And Alice controls the Bridge
      And the chain is empty
