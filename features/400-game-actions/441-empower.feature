@edition:v1.4
Feature: Empower (rule 441)

  Punching Poro has +1 Might only while it is Empowered, so its Might shows whether it is.

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And Alice has a Punching Poro in her base

  @rule:441 @waived:heading
  Rule: 441 Empower

  Rule: 441.1 Empowering makes game objects Empowered

    @rule:441.1
    Example: Alice's Sanction empowers her Punching Poro, which then has 3 Might
      Given Alice has a Sanction in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Sanction
      And Alice chooses mode 1
      And Alice passes
      And Bob passes
      Then Alice's Punching Poro's Might is 3

    @rule:441.1
    Example: Sanction's other mode does not empower Alice's Punching Poro
      Given Alice has a Sanction in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Sanction
      And Alice chooses mode 2
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Punching Poro's Might is 2

  Rule: 441.2 Empowered is a state of game objects on the board

    @rule:441.2
    Example: Punching Poro returned to hand and played again is no longer Empowered
      Given a test spell "Call Back" costing 0 and text "Return a friendly unit to its owner's hand."
      And Alice has a Call Back in her hand
      And Alice has a Stalwart Poro in her hand
      And Alice has 2 Energy in her rune pool
      When Alice activates her Punching Poro
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Punching Poro's Might is 3
      When Alice plays her Call Back
      And Alice chooses Alice's Punching Poro
      And Alice passes
      And Bob passes
      Then Alice's Punching Poro is in Alice's hand
      When Alice plays her Punching Poro
      Then Alice's Punching Poro is in Alice's base
      And Alice's Punching Poro's Might is 2
