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
      And the moved event for Bob's Vanguard Sergeant went from the Bridge to banishment

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
      And the moved event for Alice's Vanguard Sergeant went from trash to banishment

    @rule:427.1
    Example: Alice's Exile banishes a unit, not a battlefield: her gear watching for a banished battlefield stays silent, the one watching for a banished unit draws
      Given a test gear "Cairn" costing 0 and text "When you banish a battlefield, draw 1."
      And a test gear "Urn" costing 0 and text "When you banish a unit, draw 1."
      And Alice has a Cairn in her base
      And Alice has an Urn in her base
      And Alice has 3 cards in her main deck
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has an Exile in her hand
      When Alice plays her Exile
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Urn
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty

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

  Rule: 427.3 An object can refer to the cards it banished itself

    @rule:427.3
    Example: The Cursed Sarcophagus plays the Page it banished from Alice's trash, but not the one her Outcast banished
      Given a test unit "Page" costing 1 with 1 Might
      And a test spell "Outcast" costing 0 and text "Banish a unit."
      And Alice has a Cursed Sarcophagus in her hand
      And Alice has a Page in her trash
      And Alice has a Page in her base
      And Alice has an Outcast in her hand
      And Alice has 5 Energy and 1 chaos Power in her rune pool
      When Alice plays her Cursed Sarcophagus
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's banishment
      When Alice plays her Outcast
      And Alice chooses her Page 2
      And Alice passes
      And Bob passes
      Then Alice's Page 2 is in Alice's banishment
      When Alice activates her Cursed Sarcophagus
      Then Alice is asked to choose targets among her Page
      When Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's base
      And Alice's Page 2 is in Alice's banishment

  Rule: 427.3.a Another object of the same name cannot refer to those cards

    @rule:427.3.a
    Example: Alice's second Cursed Sarcophagus cannot play the Page her first one banished; the first one can
      Given a test unit "Page" costing 1 with 1 Might
      And Alice has a Cursed Sarcophagus in her base
      And Alice has a Cursed Sarcophagus in her hand
      And Alice has a Page in her trash
      And Alice has 5 Energy and 1 chaos Power in her rune pool
      When Alice plays her Cursed Sarcophagus 2
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's banishment
      When Alice activates her Cursed Sarcophagus
      Then the action is refused
      And Alice's Cursed Sarcophagus is ready
      When Alice activates her Cursed Sarcophagus 2
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's base
      And Alice's Cursed Sarcophagus 2 is exhausted
