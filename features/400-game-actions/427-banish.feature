@edition:v1.4
Feature: Banishing (rule 427)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Exile" costing 0 and text "Banish a unit at a battlefield."
    And a test unit "Martyr" costing 0 with 2 Might and text "[Deathknell][>] Draw 1."

  @rule:427 @waived:heading
  Rule: 427 Banish

  Rule: 427.1 Banishing puts a card from any zone into banishment

    @rule:427.1 @rule:427.2 @rule:427.4 @rule:427.4.a @rule:427.5
    Example: Alice's Exile banishes Bob's unit from the Bridge on her turn
      Given Bob has a Vanguard Sergeant at the Bridge
      And Alice has an Exile in her hand
      When Alice plays her Exile
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's banishment

    @rule:427.1 @rule:427.5
    Example: A card is banished from Alice's trash too
      Given a test spell "Cleanse" costing 0 and text "Banish a card from your trash."
      And Alice has a Cleanse in her hand
      And Alice has a Vanguard Sergeant in her trash
      When Alice plays her Cleanse
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's banishment

  Rule: 427.2.a Banishing is not killing

    @rule:427.2.a @rule:427.2
    Example: Bob's banished Martyr does not die, so its Deathknell does not trigger
      Given Bob has a Martyr at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has an Exile in her hand
      When Alice plays her Exile
      And Alice chooses Bob's Martyr
      And Alice passes
      And Bob passes
      Then Bob's Martyr is in Bob's banishment
      And the chain is empty
      And no died event happened for Bob's Martyr
      And Bob's hand holds 0 cards

  Rule: 427.2.b Banishing is not discarding

    @rule:427.2.b @rule:427.2
    Example: A card banished from Alice's hand is not discarded
      Given a test spell "Purge" costing 0 and text "Banish a card from your hand."
      And Alice has a Purge in her hand
      And Alice has a Vanguard Sergeant in her hand
      When Alice plays her Purge
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's banishment
      And no discarded event happened for Alice's Vanguard Sergeant
