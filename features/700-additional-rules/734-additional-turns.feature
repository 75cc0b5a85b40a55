@edition:v1.4
Feature: Additional turns (rules 734–738)

  Background:
    Given it is Alice's main phase
    And a test spell "Stolen Moment" costing 0 and text "[Reaction]\nTake a turn after this one."
    And Alice has 5 cards in her main deck
    And Bob has 5 cards in his main deck

  @rule:734 @waived:heading
  Rule: 734 Additional Turns

  Rule: 735 "Take a turn after this one" gives its player an additional turn right after the current one

    @rule:735 @rule:736
    Example: Alice's Time Warp gives her the next turn; then the turns go on with Bob's
      Given Alice has a Time Warp in her hand
      And Alice has 10 Energy and 4 mind Power in her rune pool
      When Alice plays her Time Warp
      And Alice passes
      And Bob passes
      Then Alice's Time Warp is in Alice's banishment
      When Alice ends her turn
      Then the turn player is Alice
      And the turn number is 2
      When Alice ends her turn
      Then the turn player is Bob
      When Bob ends his turn
      Then the turn player is Alice

    @rule:735 @rule:359.3.e.12
    Example: The enemy unit Alice's Gift of Time chose is returned to Bob's hand in reaction: "its controller" names no one, so nobody takes a turn after this one
      Given a battlefield called the Bridge
      And a test spell "Gift of Time" costing 0 and text "Choose an enemy unit. Its controller takes a turn after this one."
      And a test spell "Recall Word" costing 0 and text "[Reaction]\nReturn a unit to its owner's hand."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Recall Word in his hand
      And Alice has a Gift of Time in her hand
      When Alice plays her Gift of Time
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Recall Word
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice ends her turn
      Then the turn player is Bob
      When Bob ends his turn
      Then the turn player is Alice

    @rule:735 @rule:359.3.e.14
    Example: Taking a turn after this one is something done, so the "if you do" after it draws Alice a card
      Given it is Alice's main phase
      And a test spell "Encore" costing 0 and text "Take a turn after this one. If you do, draw 1."
      And Alice has an Encore in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Encore
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice ends her turn
      Then the turn player is Alice

    @rule:735
    Example: Two spells each giving Alice a turn after this one, the second asking a question after it, give her exactly two more turns
      Given it is Alice's main phase
      And a test spell "Warp" costing 0 and text "Take a turn after this one."
      And a test spell "Rewarp" costing 0 and text "Take a turn after this one. You may pay :rb_energy_1:. If you do, draw 1."
      And Alice has a Warp in her hand
      And Alice has a Rewarp in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 6 cards in her main deck
      And Bob has 6 cards in his main deck
      When Alice plays her Warp
      And Alice passes
      And Bob passes
      And Alice plays her Rewarp
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      And Alice ends her turn
      Then the turn player is Alice
      When Alice ends her turn
      Then the turn player is Alice
      When Alice ends her turn
      Then the turn player is Bob

    @rule:735
    Example: Without an additional turn, Alice's turn is followed by Bob's
      When Alice ends her turn
      Then the turn player is Bob

    # Time Warp banishes itself as its first execution ends; a spell off the Chain stops there
    # (359.3.e.15), so its repeat never runs.
    @rule:359.3.e.15 @rule:820.1.d @faq:rq-vegas-2026:repeated-spell-resolution
    Example: Time Warp given Repeat by Temporal Portal, Repeat paid, still gives Alice one additional turn only
      Given Alice has a Temporal Portal in her base
      And Alice has a Time Warp in her hand
      And Alice has 20 Energy and 9 mind Power in her rune pool
      When Alice activates her Temporal Portal
      And Alice passes
      And Bob passes
      And Alice plays her Time Warp
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice's Time Warp is in Alice's banishment
      And Alice's rune pool holds 0 Energy
      When Alice ends her turn
      Then the turn player is Alice
      When Alice ends her turn
      Then the turn player is Bob

  Rule: 737 An additional turn leaves the turn order as it was

    @rule:737 @rule:736
    Example: Bob takes an additional turn after Alice's; his own turn in the order still comes next, then Alice's
      Given a test spell "Plain Word" costing 0
      And Bob has a Stolen Moment in his hand
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Stolen Moment
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice ends her turn
      Then the turn player is Bob
      And the turn number is 2
      When Bob ends his turn
      Then the turn player is Bob
      And the turn number is 3
      When Bob ends his turn
      Then the turn player is Alice

  Rule: 738 Each new additional turn goes in right after the current one, ahead of those queued before it

    @rule:738 @rule:737
    Example: Bob's Stolen Moment resolves before Alice's Time Warp, so Alice's additional turn comes first, then Bob's, then Bob's own
      Given Bob has a Stolen Moment in his hand
      And Alice has a Time Warp in her hand
      And Alice has 10 Energy and 4 mind Power in her rune pool
      When Alice plays her Time Warp
      And Alice passes
      And Bob plays his Stolen Moment
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      And Alice ends her turn
      Then the turn player is Alice
      And the turn number is 2
      When Alice ends her turn
      Then the turn player is Bob
      And the turn number is 3
      When Bob ends his turn
      Then the turn player is Bob
      When Bob ends his turn
      Then the turn player is Alice
      And the turn number is 5
