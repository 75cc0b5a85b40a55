@edition:v1.4
Feature: Flow (rule 829)

  Background:
    Given it is Alice's main phase
    And Alice has 2 cards in her main deck

  @rule:829 @waived:heading
  Rule: 829 Flow

  Rule: 829.1 Flow lets a spell be played from its owner's trash for its Flow cost, and then banishes it

    @rule:829.1 @rule:829.1.b @rule:829.1.c
    Example: Alice plays Dredge Up from her trash for its Flow cost: she draws, and Dredge Up is banished
      Given Alice has a Dredge Up in her trash
      And Alice has 2 Energy in her rune pool
      When Alice plays her Dredge Up
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Dredge Up is in Alice's banishment
      And Alice's rune pool holds 0 Energy

    @rule:829.1 @rule:829.1.b
    Example: Played from her hand, Dredge Up goes to Alice's trash as any spell does
      Given Alice has a Dredge Up in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Dredge Up
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Dredge Up is in Alice's trash

    @rule:829.1
    Example: A spell without Flow cannot be played from Alice's trash
      Given a test spell "Plain Word" costing 0 and text "Draw 1."
      And Alice has a Plain Word in her trash
      When Alice plays her Plain Word
      Then the action is refused
      And Alice's Plain Word is in Alice's trash

  Rule: 829.1.a Flow belongs to spells: a unit printed with it stays in the trash

    @rule:829.1.a
    Example: A unit printed with Flow cannot be played from Alice's trash
      Given a test unit "Revenant" costing 0 with 1 Might and text "[Flow] :rb_energy_1:"
      And Alice has a Revenant in her trash
      And Alice has 1 Energy in her rune pool
      When Alice plays her Revenant
      Then the action is refused
      And Alice's Revenant is in Alice's trash

  Rule: 829.1.b.1 A Flow spell leaving the Chain other than by its own resolution is banished too

    @rule:829.1.b.1
    Example: Bob counters the Dredge Up Alice played from her trash: it is banished, not put back in her trash
      Given a test spell "Deny" costing 0 and text "[Reaction]\nCounter a spell."
      And Bob has a Deny in his hand
      And Alice has a Dredge Up in her trash
      And Alice has 2 Energy in her rune pool
      When Alice plays her Dredge Up
      And Alice passes
      And Bob plays his Deny
      And Bob chooses Alice's Dredge Up
      And Bob passes
      And Alice passes
      Then Alice's Dredge Up is in Alice's banishment
      And Alice drew 0 times

  Rule: 829.1.b.2 Played for its Flow cost, a spell keeps its usual timing

    @rule:829.1.b.2
    Example: Alice cannot play Dredge Up from her trash while her own spell waits on the chain
      Given a test spell "Plain Word" costing 0 and text "Draw 1."
      And Alice has a Plain Word in her hand
      And Alice has a Dredge Up in her trash
      And Alice has 2 Energy in her rune pool
      When Alice plays her Plain Word
      And Alice plays her Dredge Up
      Then the action is refused
      And Alice's Dredge Up is in Alice's trash

  Rule: 829.1.c.1 The Flow cost replaces the spell's own cost

    @rule:829.1.c.1 @rule:829.1.c
    Example: Brittle Steel costs 2 Energy from the hand but 4 Energy and a fury Power from the trash
      Given a test gear "Trinket" costing 0
      And Bob has a Trinket in his base
      And Alice has a Brittle Steel in her trash
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Brittle Steel
      Then the action is refused
      And Alice's Brittle Steel is in Alice's trash

    @rule:829.1.c.1
    Example: Alice plays Brittle Steel from her trash for 4 Energy and a fury Power
      Given a test gear "Trinket" costing 0
      And Bob has a Trinket in his base
      And Alice has a Brittle Steel in her trash
      And Alice has 4 Energy and 1 fury Power in her rune pool
      When Alice plays her Brittle Steel
      And Alice chooses Bob's Trinket
      And Alice passes
      And Bob passes
      Then Bob's Trinket is in Bob's trash
      And Alice's Brittle Steel is in Alice's banishment
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:829.1.c.1 @rule:356.4
    Example: Played from her trash for its Flow cost, Alice's Wisp takes the 2 Energy off that its text gives away from the hand
      Given a test spell "Wisp" costing 3 and text "Draw 1.\n[Flow] :rb_energy_3:\nThis costs :rb_energy_2: less to play from anywhere other than your hand."
      And Alice has a Wisp in her trash
      And Alice has 2 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Wisp
      Then Alice's rune pool holds 1 Energy
      And Alice's Wisp is a finalized chain item

    @rule:829.1.c.1 @rule:357.3
    Example: From her trash Alice's spell costs its Flow cost of 3, not its own 0: without the Energy she is refused at once, however many ways there are to choose its targets
      Given a test spell "Echo Daze" costing 0 and text "Stun up to one unit. Stun up to one unit.\n[Flow] :rb_energy_3:"
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Alice has an Echo Daze in her trash
      When Alice plays her Echo Daze
      Then the action is refused citing rule 358.2
      And Alice's Echo Daze is in Alice's trash
      And the chain is empty

  Rule: 829.1.c.2 A Flow cost may ask for more than resources

    @rule:829.1.c.2
    Example: Alice pays a Flow cost of 1 Energy and a discard: her Shipyard Skulker goes to the trash as she plays the spell from there
      Given a test spell "Echo" costing 3 and text "Draw 1.\n[Flow] — :rb_energy_1:, Discard 1"
      And Alice has an Echo in her trash
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Stalwart Poro in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Echo
      And Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's trash
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Echo is in Alice's banishment
      And Alice's rune pool holds 0 Energy

    @rule:829.1.c.2
    Example: Alice pays a Flow cost of a discard and an exhaust: she picks the card to discard and then the unit to exhaust, each for its own part
      Given a test spell "Echo" costing 3 and text "Draw 1.\n[Flow] — Discard 1, exhaust a friendly unit"
      And Alice has an Echo in her trash
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Stalwart Poro in her hand
      And Alice has a Vanguard Sergeant in her base
      When Alice plays her Echo
      And Alice chooses her Shipyard Skulker
      And Alice chooses her Vanguard Sergeant
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Vanguard Sergeant is exhausted
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Stalwart Poro is in Alice's hand
    @rule:829.1.c.2
    Example: With no card in her hand to discard, Alice cannot pay that Flow cost
      Given a test spell "Echo" costing 3 and text "Draw 1.\n[Flow] — :rb_energy_1:, Discard 1"
      And Alice has an Echo in her trash
      And Alice has 1 Energy in her rune pool
      When Alice plays her Echo
      Then the action is refused
      And Alice's Echo is in Alice's trash

  Rule: 829.1.c.3 Of a spell's several Flow costs, its player picks the one to pay

    @rule:829.1.c.3 @rule:358.2
    Example: With no unit of hers to kill, Alice may not pick the Flow cost that kills one: she pays the other, 1 Energy
      Given a test spell "Twin Pact" costing 3 and text "Draw 1.\n[Flow] :rb_energy_1:\n[Flow] — Kill a friendly unit"
      And Alice has a Twin Pact in her trash
      And Alice has 1 Energy in her rune pool
      When Alice plays her Twin Pact
      Then Alice is asked to choose a mode
      When Alice chooses Flow 2
      Then the action is refused citing rule 358.2
      When Alice chooses Flow 1
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's rune pool holds 0 Energy

    @rule:829.1.c.3
    Example: Alice plays a spell with two Flow costs from her trash and pays the second, a fury Power
      Given a test spell "Twin Echo" costing 3 and text "Draw 1.\n[Flow] :rb_energy_4:\n[Flow] :rb_rune_fury:"
      And Alice has a Twin Echo in her trash
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice plays her Twin Echo
      Then Alice is asked to choose a mode
      And the question to Alice cites rule 829.1.c.3
      When Alice chooses Flow 2
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Twin Echo is in Alice's banishment
      And Alice's rune pool holds 0 fury Power

    @rule:829.1.c.3
    Example: Alice may pay the first of the two Flow costs instead, 4 Energy, and keeps her fury Power
      Given a test spell "Twin Echo" costing 3 and text "Draw 1.\n[Flow] :rb_energy_4:\n[Flow] :rb_rune_fury:"
      And Alice has a Twin Echo in her trash
      And Alice has 4 Energy and 1 fury Power in her rune pool
      When Alice plays her Twin Echo
      And Alice chooses Flow 1
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 1 fury Power

    @rule:829.1.c.3
    Example: A Flow given at the spell's own cost comes after its printed one: Alice picks it and pays the spell's cost of 1, not the 4 Energy printed
      Given a battlefield called the Bridge
      And a test unit "Storm Caller" costing 0 with 2 Might and text "When I conquer, give a spell in your trash [Flow] equal to its cost this turn."
      And a test spell "Far Echo" costing 1 and text "Draw 1.\n[Flow] :rb_energy_4:"
      And Alice has a Storm Caller in her base
      And Alice has a Far Echo in her trash
      And Alice has 1 Energy in her rune pool
      When Alice moves her Storm Caller to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      When Alice chooses her Far Echo
      And Alice passes
      And Bob passes
      And Alice plays her Far Echo
      Then Alice is asked to choose a mode
      When Alice chooses Flow 2
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Far Echo is in Alice's banishment
      And Alice's rune pool holds 0 Energy

    @rule:829.1.c.3
    Example: Given a Flow at the spell's own cost, Alice may still pick the printed Flow and pay its 4 Energy
      Given a battlefield called the Bridge
      And a test unit "Storm Caller" costing 0 with 2 Might and text "When I conquer, give a spell in your trash [Flow] equal to its cost this turn."
      And a test spell "Far Echo" costing 1 and text "Draw 1.\n[Flow] :rb_energy_4:"
      And Alice has a Storm Caller in her base
      And Alice has a Far Echo in her trash
      And Alice has 5 Energy in her rune pool
      When Alice moves her Storm Caller to the Bridge
      And Alice passes
      And Bob passes
      And Alice chooses her Far Echo
      And Alice passes
      And Bob passes
      And Alice plays her Far Echo
      And Alice chooses Flow 1
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Far Echo is in Alice's banishment
      And Alice's rune pool holds 1 Energy

    @rule:829.1 @rule:317.2.c
    Example: A Flow given "this turn" at the spell's own cost is gone once Alice's turn ends: on her next turn the spell stays in her trash
      Given a battlefield called the Bridge
      And a test unit "Storm Caller" costing 0 with 2 Might and text "When I conquer, give a spell in your trash [Flow] equal to its cost this turn."
      And a test spell "Plain Word" costing 0 and text "Draw 1."
      And Bob has 2 cards in his main deck
      And Alice has a Storm Caller in her base
      And Alice has a Plain Word in her trash
      When Alice moves her Storm Caller to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      When Alice chooses her Plain Word
      And Alice passes
      And Bob passes
      And Alice ends her turn
      And Bob ends his turn
      And Alice plays her Plain Word
      Then the action is refused
      And Alice's Plain Word is in Alice's trash

    @rule:829.1
    Example: Giving a spell in her trash a Flow at its own cost counts as done: Alice's "if you do" draws her a card
      Given a test spell "Echo Call" costing 0 and text "Give a spell in your trash [Flow] equal to its cost this turn. If you do, draw 1."
      And a test spell "Plain Word" costing 0 and text "Draw 1."
      And Alice has an Echo Call in her hand
      And Alice has a Plain Word in her trash
      And Alice has 2 cards in her main deck
      When Alice plays her Echo Call
      And Alice chooses her Plain Word
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Plain Word
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's Plain Word is in Alice's banishment

    @rule:829.1.c.3 @rule:355.1.a
    Example: With a fury Power and no Energy, Alice plays her spell with two Flow costs from her trash for the fury Power, declining its optional Energy cost
      Given a test spell "Twin Spark" costing 3 and text "You may pay :rb_energy_1: as an additional cost to play this. If you do, draw 1.\nDraw 1.\n[Flow] :rb_energy_4:\n[Flow] :rb_rune_fury:"
      And Alice has a Twin Spark in her trash
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice plays her Twin Spark
      Then Alice is asked to choose a mode
      When Alice chooses Flow 2
      Then Alice is asked to decide an optional cost
      When Alice declines the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Twin Spark is in Alice's banishment
      And Alice's rune pool holds 0 fury Power

    @rule:829.1.c.3 @rule:357.3
    Example: From her hand neither of its two Flow costs is on offer: short of its own cost of 3, Alice is refused at once, however many ways there are to choose its targets
      Given a test spell "Twin Daze" costing 3 and text "Stun up to one unit. Stun up to one unit.\n[Flow] :rb_energy_1:\n[Flow] :rb_rune_fury:"
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Twin Daze in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      When Alice plays her Twin Daze
      Then the action is refused citing rule 358.2
      And Alice's Twin Daze is in Alice's hand
      And the chain is empty

  Rule: 829.2 Whether a spell has Flow can be checked by other effects

    @rule:829.2
    Example: Bob's Snap counters a spell with Flow but cannot choose one without it
      Given a test spell "Snap" costing 0 and text "[Reaction]\nCounter a spell with [Flow]."
      And a test spell "Plain Word" costing 0 and text "Draw 1."
      And Bob has a Snap in his hand
      And Alice has a Dredge Up in her hand
      And Alice has a Plain Word in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Snap
      Then the action is refused
      When Bob passes
      And Alice plays her Dredge Up
      And Alice passes
      And Bob plays his Snap
      And Bob chooses Alice's Dredge Up
      And Bob passes
      And Alice passes
      Then Alice's Dredge Up is in Alice's trash
      And Alice drew 1 time
