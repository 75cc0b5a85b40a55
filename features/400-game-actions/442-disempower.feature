@edition:v1.4
Feature: Disempower (rule 442)

  A test gear pays its draw with disempowering itself: whether it can pay that cost shows whether it
  is Empowered, and Covert Informant draws as it moves only while it is Empowered.

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test gear "Fading Tome" costing 0 and text "[Empower] :rb_energy_1:\nDisempower this, :rb_energy_1:: Draw 1."
    And Alice has 3 cards in her main deck

  @rule:442 @waived:heading
  Rule: 442 Disempower

  Rule: 442.1 Disempowering takes the Empowered status away

    @rule:442.1 @rule:441.1.a
    Example: An Empowered Fading Tome disempowers itself to draw once, and cannot do it a second time
      Given Alice has a Fading Tome in her base
      And Alice has 3 Energy in her rune pool
      When Alice activates her Fading Tome
      And Alice passes
      And Bob passes
      And Alice activates ability 2 of her Fading Tome
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's rune pool holds 1 Energy
      When Alice activates ability 2 of her Fading Tome
      Then the action is refused
      And Alice's rune pool holds 1 Energy

    @rule:442.1 @rule:442.1.a
    Example: Alice's Sanction disempowers her Empowered Covert Informant, which then moves without drawing
      Given Alice has a Covert Informant in her base
      And Alice has a Sanction in her hand
      And Alice has 6 Energy in her rune pool
      When Alice activates her Covert Informant
      And Alice passes
      And Bob passes
      And Alice plays her Sanction
      And Alice chooses mode 2
      And Alice passes
      And Bob passes
      And Alice moves her Covert Informant to the Bridge
      Then the chain is empty
      And Alice drew 0 times

  Rule: 442.1.a Only what is Empowered can be disempowered

    @rule:442.1.a
    Example: Sanction's second mode can choose only the Empowered unit, not Bob's unit beside it
      Given Alice has a Covert Informant in her base
      And Bob has a Stalwart Poro in his base
      And Alice has a Sanction in her hand
      And Alice has 6 Energy in her rune pool
      When Alice activates her Covert Informant
      And Alice passes
      And Bob passes
      And Alice plays her Sanction
      And Alice chooses mode 2
      Then the chain holds Alice's Sanction
      When Alice passes
      And Bob passes
      And Alice moves her Covert Informant to the Bridge
      Then the chain is empty
      And Alice drew 0 times

  Rule: 442.1.a.1 Disempowering what is not Empowered does nothing, so it cannot pay a cost

    @rule:442.1.a.1
    Example: A Fading Tome that is not Empowered cannot pay its Disempower cost
      Given Alice has a Fading Tome in her base
      And Alice has 3 Energy in her rune pool
      When Alice activates ability 2 of her Fading Tome
      Then the action is refused
      And Alice's rune pool holds 3 Energy
      And Alice drew 0 times

  Rule: 442.2 Disempowering is a limited action: done when an effect says so, whoever's turn it is

    @rule:442.2 @rule:442.2.a
    Example: On Alice's turn Bob's Reaction disempowers her Covert Informant, which then moves without drawing
      Given a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Quell" costing 0 and text "[Reaction]\nDisempower a unit that's [Empowered]."
      And Alice has a Covert Informant in her base
      And Alice has a Quick Word in her hand
      And Bob has a Quell in his hand
      And Alice has 3 Energy in her rune pool
      When Alice activates her Covert Informant
      And Alice passes
      And Bob passes
      And Alice plays her Quick Word
      And Alice passes
      And Bob plays his Quell
      And Bob passes
      And Alice passes
      Then the chain holds Alice's Quick Word
      When Alice passes
      And Bob passes
      And Alice moves her Covert Informant to the Bridge
      Then the chain is empty
      And Alice drew 0 times
