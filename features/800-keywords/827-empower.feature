@edition:v1.4
Feature: Empower (rule 827)

  Covert Informant draws a card as it moves only while it is Empowered, so whether its [Empower]
  ability did its work shows in what happens when it moves.

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And Alice has a Covert Informant in her base
    And Alice has 3 cards in her main deck

  @rule:827 @waived:heading
  Rule: 827 Empower

  Rule: 827.1 Empower is an activated ability: paying its cost makes its source Empowered

    @rule:827.1 @rule:827.1.b @rule:827.1.c @rule:827.1.c.1 @rule:827.2
    Example: Alice pays 3 Energy to empower her Covert Informant, which then draws as it moves
      Given Alice has 3 Energy in her rune pool
      When Alice activates her Covert Informant
      Then Alice's rune pool holds 0 Energy
      And the chain holds Alice's Covert Informant
      When Alice passes
      And Bob passes
      And Alice moves her Covert Informant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:827.1 @rule:827.1.c
    Example: Without the 3 Energy of its Empower cost, Alice cannot activate her Covert Informant
      Given Alice has 2 Energy in her rune pool
      When Alice activates her Covert Informant
      Then the action is refused
      And Alice's rune pool holds 2 Energy

    @rule:827.1 @rule:827.1.c
    Example: A keyword printed above Empower is not an Empower of its own: with 2 Energy Alice still cannot empower her Guard Adept
      Given a test unit "Guard Adept" costing 0 with 2 Might and text "[Tank]\n[Empower] :rb_energy_3:\n[Empowered][>] When I move, draw 1."
      And Alice has a Guard Adept in her base
      And Alice has 2 Energy in her rune pool
      When Alice activates her Guard Adept
      Then the action is refused
      And Alice's rune pool holds 2 Energy

  Rule: 827.1.a Empower is found on permanents and legends

    @rule:827.1.a
    Example: A gear on the board, Questionable Tome, can use its Empower ability
      Given Alice has a Questionable Tome in her base
      When Alice activates her Questionable Tome
      Then Alice's Questionable Tome is exhausted
      And the chain holds Alice's Questionable Tome

  Rule: 827.1.b.1 The source of Empower is not its target

    @rule:827.1.b.1
    Example: With Bob's unit beside it, activating Covert Informant's Empower asks Alice to choose nothing
      Given Bob has a Stalwart Poro in his base
      And Alice has 3 Energy in her rune pool
      When Alice activates her Covert Informant
      Then the chain holds Alice's Covert Informant
      When Alice passes
      And Bob passes
      And Alice moves her Covert Informant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 827.1.c.1 Empower may be used only while its source is not already Empowered

    @rule:827.1.c.1 @rule:441.1.b
    Example: Once her Covert Informant is Empowered, Alice cannot activate its Empower again
      Given Alice has 6 Energy in her rune pool
      When Alice activates her Covert Informant
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 3 Energy
      When Alice activates her Covert Informant
      Then the action is refused citing rule 827.1.c.1
      And Alice's rune pool holds 3 Energy

  Rule: 827.1.c.2 An Empower cost may be other than resources

    @rule:827.1.c.2
    Example: Questionable Tome's Empower costs exhausting it, so an exhausted Tome cannot pay it
      Given Alice has an exhausted Questionable Tome in her base
      When Alice activates her Questionable Tome
      Then the action is refused

  Rule: 827.1.c.3 Text beside Empower may change its cost

    @rule:827.1.c.3
    Example: With 5 runes, Alice empowers her Frostcoat Mother for 12 Energy less 5: 7 Energy
      Given Alice has a Frostcoat Mother in her base
      And Alice has 5 exhausted runes in her runes
      And Alice has 7 Energy in her rune pool
      When Alice activates her Frostcoat Mother
      Then Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then Alice's Frostcoat Mother's Might is 6

    @rule:827.1.c.3
    Example: With 5 runes and 6 Energy, Alice cannot empower her Frostcoat Mother
      Given Alice has a Frostcoat Mother in her base
      And Alice has 5 exhausted runes in her runes
      And Alice has 6 Energy in her rune pool
      When Alice activates her Frostcoat Mother
      Then the action is refused
      And Alice's Frostcoat Mother's Might is 3

    @rule:827.1.c.3
    Example: With 4 runes, Alice empowers her Sandspinner for 5 Energy less 3: 2 Energy
      Given a test unit "Sandspinner" costing 0 with 2 Might and text "[Empower] :rb_energy_5:. This ability costs :rb_energy_3: less if you control 4 or fewer runes."
      And Alice has a Sandspinner in her base
      And Alice has 4 exhausted runes in her runes
      And Alice has 2 Energy in her rune pool
      When Alice activates her Sandspinner
      Then Alice's rune pool holds 0 Energy

    @rule:827.1.c.3
    Example: With 5 runes, the discount of her Sandspinner's Empower does not apply and 2 Energy cannot pay it
      Given a test unit "Sandspinner" costing 0 with 2 Might and text "[Empower] :rb_energy_5:. This ability costs :rb_energy_3: less if you control 4 or fewer runes."
      And Alice has a Sandspinner in her base
      And Alice has 5 exhausted runes in her runes
      And Alice has 2 Energy in her rune pool
      When Alice activates her Sandspinner
      Then the action is refused
      And Alice's rune pool holds 2 Energy

  Rule: 827.1.c.4 Text beside Empower may change when it can be used

    @rule:827.1.c.4
    Example: Alice empowers her Swift Adept, whose Empower has Reaction, while her own spell waits on the chain
      Given a test unit "Swift Adept" costing 0 with 2 Might and text "[Reaction][>] [Empower] :rb_energy_1:\n[Empowered][>] When I move, draw 1."
      And a test spell "Plain Word" costing 0
      And Alice has a Swift Adept in her base
      And Alice has a Plain Word in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Plain Word
      And Alice activates her Swift Adept
      Then Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then the chain holds Alice's Plain Word
      When Alice passes
      And Bob passes
      And Alice moves her Swift Adept to the Bridge
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:827.1.c.4 @rule:827.3
    Example: An Empower with Reaction and two costs joined by "or" keeps its Reaction for either cost: Alice pays the body Power while her spell waits on the chain
      Given a test unit "Swift Twin Adept" costing 0 with 2 Might and text "[Reaction][>] [Empower] — :rb_energy_1: or :rb_rune_body:\n[Empowered][>] When I move, draw 1."
      And a test spell "Plain Word" costing 0
      And Alice has a Swift Twin Adept in her base
      And Alice has a Plain Word in her hand
      And Alice has 0 Energy and 1 body Power in her rune pool
      When Alice plays her Plain Word
      And Alice activates ability 2 of her Swift Twin Adept
      Then Alice's rune pool holds 0 body Power
      When Alice passes
      And Bob passes
      Then the chain holds Alice's Plain Word

    @rule:827.1.c.4
    Example: An Empower with no such text cannot be used while Alice's spell waits on the chain
      Given a test unit "Slow Adept" costing 0 with 2 Might and text "[Empower] :rb_energy_1:\n[Empowered][>] When I move, draw 1."
      And a test spell "Plain Word" costing 0
      And Alice has a Slow Adept in her base
      And Alice has a Plain Word in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Plain Word
      And Alice activates her Slow Adept
      Then the action is refused
      And Alice's rune pool holds 1 Energy

  Rule: 827.3 Each instance of Empower is its own activated ability with its own cost

    @rule:827.3
    Example: A unit with two Empower abilities may be empowered by paying either cost
      Given a test unit "Twin Adept" costing 0 with 2 Might and text "[Empower] :rb_energy_3:\n[Empower] :rb_energy_1:\n[Empowered][>] When I move, draw 1."
      And Alice has a Twin Adept in her base
      And Alice has 1 Energy in her rune pool
      When Alice activates ability 2 of her Twin Adept
      Then Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      And Alice moves her Twin Adept to the Bridge
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:827.3
    Example: The first of the two Empower abilities still costs its own 3 Energy
      Given a test unit "Twin Adept" costing 0 with 2 Might and text "[Empower] :rb_energy_3:\n[Empower] :rb_energy_1:\n[Empowered][>] When I move, draw 1."
      And Alice has a Twin Adept in her base
      And Alice has 1 Energy in her rune pool
      When Alice activates her Twin Adept
      Then the action is refused
      And Alice's rune pool holds 1 Energy

    @rule:827.3
    Example: An Empower with two costs joined by "or" may be paid with the second: Alice pays 1 body Power
      Given a test unit "Either Adept" costing 0 with 2 Might and text "[Empower] — :rb_energy_1: or :rb_rune_body:\n[Empowered][>] When I move, draw 1."
      And Alice has an Either Adept in her base
      And Alice has 0 Energy and 1 body Power in her rune pool
      When Alice activates ability 2 of her Either Adept
      Then Alice's rune pool holds 0 body Power
      When Alice passes
      And Bob passes
      And Alice moves her Either Adept to the Bridge
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 827.4 Whether a permanent has Empower can be checked by other effects

    @rule:827.4
    Example: A spell that kills a unit with Empower may choose Bob's Shadow Fiend but not his Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Empower]."
      And Alice has a Pick in her hand
      And Bob has a Shadow Fiend in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Shadow Fiend
      And Alice passes
      And Bob passes
      Then Bob's Shadow Fiend is in Bob's trash
