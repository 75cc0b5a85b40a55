@edition:v1.4
Feature: Abilities in general (rules 360–362)

  @rule:360 @waived:heading
  Rule: 360 Abilities

  @rule:361 @rule:361.1 @waived:definition
  Rule: 361 What an ability is, and its kinds

  Rule: 362 One card, several abilities of several kinds

    @rule:362
    Example: A unit's play trigger and both of its activated abilities all work
      Given it is Alice's main phase
      And a test unit "Scholar" costing 1 with 1 Might and text "When you play me, draw 1.\n:rb_energy_1:: Draw 1.\n:rb_energy_2:: Draw 2."
      And Alice has a Scholar in her hand
      And Alice has 4 Energy in her rune pool
      And Alice has 5 cards in her main deck
      When Alice plays her Scholar
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's rune pool holds 3 Energy
      When Alice activates ability 2 of her Scholar
      And Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
      And Alice's rune pool holds 1 Energy
      When Alice activates her Scholar
      And Alice passes
      And Bob passes
      Then Alice's hand holds 4 cards
      And Alice's rune pool holds 0 Energy
