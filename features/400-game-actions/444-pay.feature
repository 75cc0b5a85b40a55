@edition:v1.4
Feature: Paying resources (rule 444)

  Background:
    Given it is Alice's main phase
    And a test spell "Bargain" costing 0 and text "You may pay :rb_energy_1:. If you do, draw 1."
    And a test spell "Fury Bargain" costing 0 and text "You may pay :rb_rune_fury:. If you do, draw 1."
    And Alice has 2 cards in her main deck

  @rule:444 @waived:heading
  Rule: 444 Pay

  Rule: 444.1 Paying takes the resource out of the rune pool

    @rule:444.1 @rule:444.2
    Example: Alice pays 1 Energy from her pool, and so draws
      Given Alice has a Bargain in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Bargain
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's rune pool holds 1 Energy
      And Alice drew 1 time

    @rule:444.1
    Example: Alice's payment for her Bargain, made as it resolves, is a payment of rule 444.1
      Given Alice has a Bargain in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Bargain
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then the paid event for Alice cites rule 444.1
      And Alice's rune pool holds 0 Energy
      And Alice drew 1 time

    @rule:444.1
    Example: Each Power Alice pays as her Fury Bargains resolve counts once as spent: two in all, enough for her Adept that asks two, not for her Zealot that asks three
      Given a test unit "Adept" costing 0 with 1 Might and text "If you've spent at least :rb_rune_rainbow::rb_rune_rainbow: this turn, I have +2 :rb_might:."
      And a test unit "Zealot" costing 0 with 1 Might and text "If you've spent at least :rb_rune_rainbow::rb_rune_rainbow::rb_rune_rainbow: this turn, I have +2 :rb_might:."
      And Alice has an Adept in her base
      And Alice has a Zealot in her base
      And Alice has a Fury Bargain in her hand
      And Alice has a Fury Bargain in her hand
      And Alice has 0 Energy and 2 fury Power in her rune pool
      When Alice plays her Fury Bargain
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's Adept's Might is 1
      When Alice plays her Fury Bargain 2
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice drew 2 times
      And Alice's rune pool holds no Power
      And Alice's Adept's Might is 3
      And Alice's Zealot's Might is 1

  Rule: 444.1.a Energy and Power are what is paid

    @rule:444.1.a
    Example: Alice pays a fury Power from her pool
      Given Alice has a Fury Bargain in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      When Alice plays her Fury Bargain
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's rune pool holds 0 fury Power
      And Alice's rune pool holds 1 Energy
      And Alice drew 1 time

    @rule:444.1.a
    Example: With calm Power listed before her fury Power, Alice's fury cost still takes the fury and leaves both calm
      Given Alice has a Fury Bargain in her hand
      And Alice has 0 Energy and 2 calm and 1 fury Power in her rune pool
      When Alice plays her Fury Bargain
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's rune pool holds 0 fury Power
      And Alice's rune pool holds 2 calm Power
      And Alice drew 1 time

    @rule:444.1.a
    Example: Alice pays a Power of any domain and a fury Power from 1 fury and 2 calm Power: the fury pays the fury, a calm the other
      Given a test spell "Prism Bargain" costing 0 and text "You may pay :rb_rune_rainbow::rb_rune_fury:. If you do, draw 1."
      And Alice has a Prism Bargain in her hand
      And Alice has 0 Energy and 1 fury and 2 calm Power in her rune pool
      When Alice plays her Prism Bargain
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's rune pool holds 0 fury Power
      And Alice's rune pool holds 1 calm Power
      And Alice drew 1 time

    @rule:444.1.a @rule:163.2.b
    Example: Alice's universal Power pays the Power of any domain of her Prism Bargain, her fury Power the fury
      Given a test spell "Prism Bargain" costing 0 and text "You may pay :rb_rune_rainbow::rb_rune_fury:. If you do, draw 1."
      And Alice has a Prism Bargain in her hand
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Prism Bargain
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice drew 1 time
      And Alice's rune pool holds no Power

    @rule:444.1.a @rule:163.2.b
    Example: Alice's universal Power pays the calm Power her Calm Bargain asks, and her fury Power is left
      Given a test spell "Calm Bargain" costing 0 and text "You may pay :rb_rune_calm:. If you do, draw 1."
      And Alice has a Calm Bargain in her hand
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Calm Bargain
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice drew 1 time
      And Alice's rune pool holds 1 fury Power
      And Alice's rune pool holds 0 universal Power

    @rule:444.1.a @rule:444.2
    Example: Alice cannot pay a fury Power and a Power of any domain from a single fury Power, so she pays nothing
      Given a test spell "Prism Bargain" costing 0 and text "You may pay :rb_rune_rainbow::rb_rune_fury:. If you do, draw 1."
      And Alice has a Prism Bargain in her hand
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice plays her Prism Bargain
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's rune pool holds 1 fury Power
      And Alice drew 0 times

  Rule: 444.2 The player may pay what is in the pool; not paying, the instruction is ignored

    @rule:444.2
    Example: Alice chooses not to pay, keeps her Energy and draws nothing
      Given Alice has a Bargain in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Bargain
      And Alice passes
      And Bob passes
      And Alice chooses no
      Then Alice's rune pool holds 2 Energy
      And Alice drew 0 times

    @rule:444.2
    Example: With no Energy in her pool Alice cannot pay, so nothing follows
      Given Alice has a Bargain in her hand
      When Alice plays her Bargain
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's rune pool holds 0 Energy
      And Alice drew 0 times

    @rule:444.2
    Example: Bob's Tax counters Alice's spell unless she pays 2 Energy: she pays, and her Insight resolves
      Given a test spell "Insight" costing 1 and text "Draw 2."
      And a test spell "Tax" costing 0 and text "[Reaction]\nCounter a spell unless its controller pays :rb_energy_2:."
      And Alice has an Insight in her hand
      And Alice has 3 Energy in her rune pool
      And Bob has a Tax in his hand
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Tax
      And Bob chooses Alice's Insight
      And Bob passes
      And Alice passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's rune pool holds 0 Energy
      And the chain holds Alice's Insight
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:444.2
    Example: Bob's Tax counters Alice's spell unless she pays 2 Energy: she chooses not to pay, keeps her Energy, and her Insight is countered
      Given a test spell "Insight" costing 1 and text "Draw 2."
      And a test spell "Tax" costing 0 and text "[Reaction]\nCounter a spell unless its controller pays :rb_energy_2:."
      And Alice has an Insight in her hand
      And Alice has 3 Energy in her rune pool
      And Bob has a Tax in his hand
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Tax
      And Bob chooses Alice's Insight
      And Bob passes
      And Alice passes
      And Alice chooses no
      Then Alice's rune pool holds 2 Energy
      And the chain is empty
      And Alice's Insight is in Alice's trash
      And Alice drew 0 times

    @rule:444.2
    Example: Alice's Levy asks the controller of the unit she chose before it: Bob pays 1 Energy from his pool, and his Sergeant is dealt nothing
      Given a battlefield called the Bridge
      And a test spell "Levy" costing 0 and text "Choose an enemy unit. Deal 3 to it unless its controller pays :rb_energy_1:."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Levy in her hand
      And Bob has 1 Energy in his rune pool
      When Alice plays her Levy
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob is asked to decide whether to perform it
      When Bob chooses yes
      Then Bob's rune pool holds 0 Energy
      And Bob's Vanguard Sergeant has 0 damage
      And the chain is empty

  Rule: 444.2.a Not paying the costs of a play undoes the play

    @rule:444.2.a
    Example: Alice cannot pay 2 Energy for her Insight with 1 in her pool, and the Insight stays in her hand
      Given a test spell "Insight" costing 2 and text "Draw 2."
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Insight
      Then the action is refused
      And Alice's Insight is in Alice's hand
      And Alice's rune pool holds 1 Energy
      And the chain is empty

  Rule: 444.2.b A payment that is the cost of something else, left unpaid, stops that thing

    @rule:444.2.b
    Example: Alice pays 1 Energy to draw, and draws
      Given a test spell "Toll" costing 0 and text "You may pay :rb_energy_1: to draw 1."
      And Alice has a Toll in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Toll
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's rune pool holds 0 Energy
      And Alice drew 1 time

    @rule:444.2.b
    Example: With nothing in her pool Alice cannot pay the Energy, so she does not draw either
      Given a test spell "Toll" costing 0 and text "You may pay :rb_energy_1: to draw 1."
      And Alice has a Toll in her hand
      When Alice plays her Toll
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's rune pool holds 0 Energy
      And Alice drew 0 times
      And Alice's hand holds 0 cards

  Rule: 444.2.c Add Reactions may be used whenever a player is told to pay

    @rule:444.2.c
    Example: Alice pays for her Insight with Energy Conduit's Add as she pays it
      Given a test spell "Insight" costing 2 and text "Draw 2."
      And Alice has an Energy Conduit in her base
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Insight
      Then Alice is asked to choose Add abilities to pay with among her Energy Conduit
      When Alice chooses her Energy Conduit
      Then Alice's Energy Conduit is exhausted
      And Alice's rune pool holds 0 Energy
      And Alice's Insight is a finalized chain item

  Rule: 444.3 Paying is a limited action, done when an effect says so

    @rule:444.3 @rule:444.3.a
    Example: Bob's Reaction has him pay from his pool on Alice's turn
      Given a test spell "Plain Word" costing 0
      And a test spell "Quick Bargain" costing 0 and text "[Reaction]\nYou may pay :rb_energy_1:. If you do, draw 1."
      And Alice has a Plain Word in her hand
      And Bob has a Quick Bargain in his hand
      And Bob has 1 Energy in his rune pool
      And Bob has 1 card in his main deck
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Bargain
      And Bob passes
      And Alice passes
      And Bob chooses yes
      Then Bob's rune pool holds 0 Energy
      And Bob drew 1 time
