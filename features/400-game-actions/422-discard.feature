@edition:v1.4
Feature: Discarding cards (rule 422)

  Background:
    Given it is Alice's main phase
    And a test spell "Toss" costing 0 and text "Discard 1."
    And a test spell "Rummage" costing 0 and text "Discard 2, then draw 2."
    And a test spell "Insight" costing 0 and text "Draw 2."
    And a test gear "Sifter" costing 0 and text "Discard 2: Draw 3."

  @rule:422 @waived:heading
  Rule: 422 Discard

  Rule: 422.1 Discarding sends a card from the hand straight to its owner's trash, its text unused

    @rule:422.1 @rule:422.5
    Example: Alice discards her Insight: it lands in her trash and draws her nothing
      Given Alice has a Toss in her hand
      And Alice has an Insight in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Toss
      And Alice passes
      And Bob passes
      Then Alice's Insight is in Alice's trash
      And Alice's hand holds 0 cards
      And Alice's main deck holds 2 cards
      And these events happened in order:
        | discarded | Alice's Insight |
      And the discarded event for Alice's Insight went from hand to trash

    @rule:422.1
    Example: Alice's spell makes each player discard: Bob's card goes from his hand into his own trash
      Given a test spell "Purge" costing 0 and text "Each player discards 1."
      And Alice has a Purge in her hand
      And Alice has a Shipyard Skulker in her hand
      And Bob has a Vanguard Sergeant in his hand
      When Alice plays her Purge
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Alice's Shipyard Skulker is in Alice's trash
      And the discarded event for Bob's Vanguard Sergeant went from hand to trash
      And the discarded event for Alice's Shipyard Skulker went from hand to trash

  Rule: 422.1.a The discarding player picks the cards

    @rule:422.1.a
    Example: With two cards in hand Alice picks the second one to discard
      Given Alice has a Toss in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Vanguard Sergeant in her hand
      When Alice plays her Toss
      And Alice passes
      And Bob passes
      And Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's hand

    @rule:422.1.a
    Example: Alice picks exactly one card of her own hand for Toss: Bob's card, or two of hers, are refused
      Given Alice has a Toss in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Bob has a Shipyard Skulker in his hand
      When Alice plays her Toss
      And Alice passes
      And Bob passes
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses her Shipyard Skulker and her Vanguard Sergeant
      Then the action is refused
      When Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Vanguard Sergeant is in Alice's hand
      And Bob's Shipyard Skulker is in Bob's hand

    @rule:422.1.a
    Example: With three cards in hand Alice picks which two pay her Sifter's discard cost as she activates it
      Given Alice has a Sifter in her base
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has an Insight in her hand
      And Alice has 3 cards in her main deck
      When Alice activates her Sifter
      Then Alice is asked to choose what pays a cost among her Vanguard Sergeant, her Shipyard Skulker and her Insight
      And the question to Alice cites rule 356.7
      When Alice chooses her Shipyard Skulker and her Insight
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Insight is in Alice's trash
      And Alice's Vanguard Sergeant is in Alice's hand

    @rule:422.1.a
    Example: A cost of "Discard a card" lets Alice pick which of her two cards pays it
      Given a test gear "Whetstone" costing 0 and text "Discard a card: Draw 1."
      And Alice has a Whetstone in her base
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 2 cards in her main deck
      When Alice activates her Whetstone
      Then Alice is asked to choose what pays a cost among her Vanguard Sergeant and her Shipyard Skulker
      When Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's hand

  Rule: 422.1.b What triggers on discarding triggers once the discard is done

    @rule:422.1.b
    Example: Alice discards her Insight, and then her Tinker's discard trigger goes on the chain and draws her a card
      Given a test unit "Tinker" costing 0 with 2 Might and text "When you discard one or more cards, draw 1."
      And Alice has a Tinker in her base
      And Alice has a Toss in her hand
      And Alice has an Insight in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Toss
      And Alice passes
      And Bob passes
      Then Alice's Insight is in Alice's trash
      And Alice's Tinker is on the chain
      And these events happened in order:
        | discarded | Alice's Insight |
        | triggered | Alice's Tinker  |
      And the triggered event for Alice's Tinker cites rule 422.1.b
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's card 1 is in Alice's hand

    @rule:422.1.b
    Example: Alice discards her Drifter: neither her Sieve, watching for recycling, nor the Drifter's own "When I move" sees the discard
      Given a test gear "Sieve" costing 0 and text "When you recycle one or more cards, draw 1."
      And a test unit "Drifter" costing 0 with 1 Might and text "When I move, draw 1."
      And Alice has a Sieve in her base
      And Alice has a Toss in her hand
      And Alice has a Drifter in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Toss
      And Alice passes
      And Bob passes
      Then Alice's Drifter is in Alice's trash
      And the chain is empty
      And Alice drew 0 times

    @rule:422.1.b
    Example: A condition naming both recycling and discarding is met by Alice's discard: her Sorter draws her a card
      Given a test unit "Sorter" costing 0 with 2 Might and text "When you recycle one or more cards or discard one or more cards, draw 1."
      And Alice has a Sorter in her base
      And Alice has a Toss in her hand
      And Alice has an Insight in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Toss
      And Alice passes
      And Bob passes
      Then Alice's Insight is in Alice's trash
      And the chain holds Alice's Sorter
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:422.1.b
    Example: Rummage discards two cards at once, and the Tinker triggers once for them
      Given a test unit "Tinker" costing 0 with 2 Might and text "When you discard one or more cards, draw 1."
      And Alice has a Tinker in her base
      And Alice has a Rummage in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Rummage
      And Alice passes
      And Bob passes
      Then Alice's hand holds 2 cards
      When Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
      And Alice's main deck holds 1 card
      And the chain is empty

  Rule: 422.2 Discarding is a limited action: a player discards when told to, on any turn

    @rule:422.2 @rule:422.2.a
    Example: Bob's own Reaction makes him discard on Alice's turn
      Given a test spell "Plain Word" costing 0
      And a test spell "Quick Toss" costing 0 and text "[Reaction]\nDiscard 1."
      And Alice has a Plain Word in her hand
      And Bob has a Quick Toss in his hand
      And Bob has a Vanguard Sergeant in his hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Toss
      And Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And the turn player is Alice

  Rule: 422.3 A discard cost must be paid in full

    @rule:422.3 @rule:422.5
    Example: With one card in hand the Sifter's "Discard 2" cannot be paid
      Given Alice has a Sifter in her base
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 3 cards in her main deck
      When Alice activates her Sifter
      Then the action is refused citing rule 358.2
      And Alice's Vanguard Sergeant is in Alice's hand

    @rule:422.3
    Example: With two cards in hand it can, and the ability draws 3
      Given Alice has a Sifter in her base
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 3 cards in her main deck
      When Alice activates her Sifter
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's trash
      And Alice's hand holds 3 cards

  Rule: 422.4 An effect discards as many as it can, the rest is ignored

    @rule:422.4
    Example: Rummage with one other card in hand discards it and still draws 2
      Given Alice has a Rummage in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Rummage
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice drew 2 times
      And Alice's hand holds 2 cards

    @rule:422.4
    Example: Rummage with an empty hand discards nothing and still draws 2
      Given Alice has a Rummage in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Rummage
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's hand holds 2 cards
      And Alice's trash holds 1 card
