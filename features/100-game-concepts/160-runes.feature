@edition:v1.4
Feature: Runes and rune pools (rules 160–168)

  Background:
    Given a test spell "Spark" costing 0 and text "Draw 1."
    And a test gear "Coin" costing 0 and text ":rb_exhaust:: [Reaction] — Add :rb_energy_1:."

  @rule:160 @rule:165 @waived:heading
  Rule: 160 Runes and the rune pool

  @rule:164 @waived:heading
  Rule: 164 Basic runes

  @rule:161 @waived:definition
  Rule: 161 Rune is a card type

  @rule:166.3 @waived:physical-handling
  Rule: 166.3 Energy and Power need no physical tracker

  Rule: 161.1.a A rune stays on the board but is not a permanent

    @rule:161.1.a @rule:133.5.a.1
    Example: "Kill a permanent" may choose Bob's unit but none of his runes
      Given it is Alice's main phase
      And a test unit "Footman" costing 0 with 3 Might
      And a test spell "Ruin" costing 0 and text "Kill a permanent."
      And Bob has a Footman in his base
      And Bob has 2 exhausted runes in his runes
      And Alice has a Ruin in her hand
      When Alice plays her Ruin
      Then Alice is asked to choose targets among Bob's Footman

  Rule: 163.2 Power pays Power costs of its own domain

    @rule:163.2 @rule:163.2.a
    Example: A fury Power cost is paid with fury Power
      Given it is Alice's main phase
      And a test gear "Brazier" costing 0 and text ":rb_rune_fury:, :rb_exhaust:: Draw 1."
      And Alice has a Brazier in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has 1 card in her main deck
      When Alice activates her Brazier
      Then the chain holds Alice's Brazier
      And Alice's rune pool holds 0 fury Power

    @rule:163.2 @rule:163.2.a
    Example: Calm Power can't pay a fury Power cost
      Given it is Alice's main phase
      And a test gear "Brazier" costing 0 and text ":rb_rune_fury:, :rb_exhaust:: Draw 1."
      And Alice has a Brazier in her base
      And Alice has 0 Energy and 1 calm Power in her rune pool
      And Alice has 1 card in her main deck
      When Alice activates her Brazier
      Then the action is refused
      And Alice's Brazier is ready

  Rule: 163.2.b Universal Power pays a Power cost of any domain

    @rule:163.2.b
    Example: Alice's Gold adds universal Power, and it pays the fury Power of her Brute
      Given it is Alice's main phase
      And a test unit "Brute" costing 0 Energy and 1 fury Power with 2 Might
      And Alice has a Gold in her base
      And Alice has a Brute in her hand
      When Alice activates her Gold
      Then Alice's rune pool holds 1 universal Power
      And Alice's rune pool holds 0 fury Power
      When Alice plays her Brute
      Then Alice's Brute is in Alice's base
      And Alice's rune pool holds 0 universal Power
      And Alice's rune pool holds no Power

    @rule:163.2.b
    Example: Without her Gold's universal Power, Alice cannot pay the fury Power of her Brute
      Given it is Alice's main phase
      And a test unit "Brute" costing 0 Energy and 1 fury Power with 2 Might
      And Alice has a Brute in her hand
      When Alice plays her Brute
      Then the action is refused
      And Alice's Brute is in Alice's hand

    @rule:163.2.b @rule:163.1.a
    Example: Universal Power is Power, not Energy: it does not pay the Energy of Alice's Footman
      Given it is Alice's main phase
      And a test unit "Footman" costing 1 with 3 Might
      And Alice has a Footman in her hand
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Footman
      Then the action is refused
      And Alice's rune pool holds 1 universal Power

  Rule: 164.2 A basic rune has two abilities: exhaust it for Energy, recycle it for Power of its domain

    @rule:164.2 @rule:164.2.a @rule:162 @rule:163 @faq:origins:runes-work-energy-power-recycle-exhausted
    Example: Alice exhausts her Fury Rune for 1 Energy, then recycles the exhausted rune for 1 fury Power
      Given it is Alice's main phase
      And Alice has a Fury Rune in her runes
      When Alice activates her Fury Rune
      Then Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 0 fury Power
      And Alice's Fury Rune is exhausted
      And the chain is empty
      When Alice activates ability 2 of her Fury Rune
      Then Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 fury Power
      And Alice's Fury Rune is in Alice's rune deck

    @rule:164.2.b @rule:164.2.b.1 @rule:163.2.a.1 @rule:164.1 @rule:161.2.b @faq:origins:runes-work-energy-power-recycle-exhausted
    Example: Recycled on Bob's turn, while his spell waits on the chain, Alice's Fury Rune adds fury Power and goes under her rune deck
      Given it is Bob's main phase
      And Bob has a Spark in his hand
      And Bob has 1 card in his main deck
      And Alice has 1 rune in her rune deck
      And Alice has a Fury Rune in her runes
      When Bob plays his Spark
      And Bob passes
      And Alice activates ability 2 of her Fury Rune
      Then Alice's rune pool holds 1 fury Power
      And Alice's rune pool holds 0 Energy
      And Alice's rune deck holds Alice's rune 1, Alice's Fury Rune (top first)
      And the chain holds Bob's Spark

    @rule:164.2.a
    Example: An exhausted Fury Rune cannot be exhausted again for Energy
      Given it is Alice's main phase
      And Alice has an exhausted Fury Rune in her runes
      When Alice activates her Fury Rune
      Then the action is refused
      And Alice's rune pool holds 0 Energy

  Rule: 166.1 What a card adds goes to its controller's rune pool

    @rule:166 @rule:166.1 @rule:168
    Example: Bob's gear adds Energy to Bob's pool, even on Alice's turn
      Given it is Alice's main phase
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Bob has a Coin in his base
      When Alice plays her Spark
      And Alice passes
      And Bob activates his Coin
      Then Bob's rune pool holds 1 Energy
      And Alice's rune pool holds 0 Energy

  Rule: 166.2 Energy and Power are spent only once added to the rune pool

    @rule:166.2
    Example: Alice adds the Energy of both her runes as she pays, and her 2-cost spell is played
      Given it is Alice's main phase
      And a test spell "Bolt" costing 2 and text "Draw 1."
      And Alice has a Bolt in her hand
      And Alice has a Fury Rune in her runes
      And Alice has a Fury Rune in her runes
      And Alice has 2 cards in her main deck
      When Alice plays her Bolt
      And Alice chooses her Fury Rune and her Fury Rune 2
      Then the chain holds Alice's Bolt
      And Alice's Fury Rune is exhausted
      And Alice's Fury Rune 2 is exhausted
      And Alice's rune pool holds 0 Energy

    @rule:166.2
    Example: Alice adds the Energy of only one rune: the other's is not in her pool, so her 2-cost spell cannot be paid until she adds both
      Given it is Alice's main phase
      And a test spell "Bolt" costing 2 and text "Draw 1."
      And Alice has a Bolt in her hand
      And Alice has a Fury Rune in her runes
      And Alice has a Fury Rune in her runes
      And Alice has 2 cards in her main deck
      When Alice plays her Bolt
      And Alice chooses her Fury Rune
      Then the action is refused
      And Alice's Fury Rune is ready
      And Alice's Fury Rune 2 is ready
      And Alice's rune pool holds 0 Energy
      When Alice chooses her Fury Rune and her Fury Rune 2
      Then the chain holds Alice's Bolt

  Rule: 167 Every rune pool empties at the start of each main phase and the end of each turn

    @rule:167 @rule:167.1
    Example: Energy left over from Alice's draw phase is gone, for both players, when her main phase starts
      Given it is Alice's turn, at the start of the draw phase
      And Alice has 1 card in her main deck
      And Alice has 2 Energy in her rune pool
      And Bob has 1 Energy in his rune pool
      Then the game is in the main phase
      And Alice's rune pool holds 0 Energy
      And Bob's rune pool holds 0 Energy

  Rule: 163.1.a Energy has no domain and pays no Power

    @rule:163.1.a @rule:163.1.b
    Example: Three Energy do not pay a cost of one fury Power
      Given it is Alice's main phase
      And a test unit "Adept" costing 0 Energy and 1 fury Power with 2 Might
      And Alice has an Adept in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Adept
      Then the action is refused
      And Alice's Adept is in Alice's hand

    @rule:163.1.a
    Example: One fury Power pays it
      Given it is Alice's main phase
      And a test unit "Adept" costing 0 Energy and 1 fury Power with 2 Might
      And Alice has an Adept in her hand
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice plays her Adept
      Then Alice's Adept is in Alice's base
