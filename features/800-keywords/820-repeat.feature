@edition:v1.4
Feature: Repeat (rule 820)

  Background:
    Given it is Alice's main phase
    And Alice has 5 cards in her main deck

  @rule:820 @waived:heading
  Rule: 820 Repeat

  Rule: 820.1 Repeat is an optional additional cost: paid, the spell's effect is executed once more

    @rule:820.1 @rule:820.1.b @rule:820.1.c @rule:820.1.c.1 @rule:820.1.d
    Example: Alice pays the Repeat of Downstage Dramatics: she pays 4 Energy and draws 2
      Given Alice has a Downstage Dramatics in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Downstage Dramatics
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's hand holds 2 cards
      And Alice's rune pool holds 0 Energy

    @rule:820.1 @rule:820.1.b @rule:820.1.c.1
    Example: Alice declines the Repeat of Downstage Dramatics: she pays 2 Energy and draws 1
      Given Alice has a Downstage Dramatics in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Downstage Dramatics
      And Alice declines the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's rune pool holds 2 Energy

    @rule:820.1 @rule:820.1.c.1 @rule:365.1
    Example: Alice's gear on the board gives her spell one Repeat, paid as she plays it: Bob's two and her two in hand give none
      Given a test gear "Echo Chamber" costing 0 and text "Your spells have [Repeat] :rb_energy_2:."
      And a test spell "Insight" costing 1 and text "Draw 1."
      And Alice has an Echo Chamber in her base
      And Bob has an Echo Chamber in his base
      And Bob has an Echo Chamber in his base
      And Alice has an Echo Chamber in her hand
      And Alice has an Echo Chamber in her hand
      And Alice has an Insight in her hand
      And Alice has 5 Energy in her rune pool
      When Alice plays her Insight
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then no decision is pending
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's rune pool holds 2 Energy

    @rule:820.1
    Example: Alice pays her Gamble's Repeat but declines its discard: "if you paid the additional cost" names the discard, so each execution draws only 1
      Given a test spell "Gamble" costing 0 and text "[Repeat] :rb_energy_1:\nAs an additional cost to play this, you may discard 1.\nDraw 1. If you paid the additional cost, draw 1."
      And Alice has a Gamble in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Gamble
      And Alice declines the optional cost
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's Vanguard Sergeant is in Alice's hand
      And Alice's rune pool holds 0 Energy

    @rule:820.1 @rule:820.1.b
    Example: Alice declines the Repeat of her Riposte, whose cost is a discard: she discards nothing and draws once
      Given a test spell "Riposte" costing 0 and text "[Repeat] — Discard 1\nDraw 1."
      And Alice has a Riposte in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Riposte
      And Alice declines the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Shipyard Skulker is in Alice's hand
      And Alice's hand holds 2 cards

  Rule: 820.1.a Repeat belongs to spells: a unit printed with it offers no cost to pay

    @rule:820.1.a
    Example: A unit printed with Repeat is played without any optional cost and enters once
      Given a test unit "Echo" costing 1 with 1 Might and text "[Repeat] :rb_energy_1:"
      And Alice has an Echo in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Echo
      Then no decision is pending
      And Alice's Echo is in Alice's base
      And Alice's rune pool holds 1 Energy

    @rule:820.1.a
    Example: Alice's gear that gives her spells a Repeat gives her unit none: it is played with nothing asked
      Given a test gear "Echo Chamber" costing 0 and text "Your spells have [Repeat] :rb_energy_2:."
      And a test unit "Footman" costing 1 with 2 Might
      And Alice has an Echo Chamber in her base
      And Alice has a Footman in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Footman
      Then no decision is pending
      And Alice's Footman is in Alice's base
      And Alice's rune pool holds 2 Energy

  Rule: 820.1.c The cost printed after Repeat is what the player pays, Power included

    @rule:820.1.c @rule:820.1.c.1
    Example: Rocket Barrage's Repeat costs 4 Energy and a mind Power more; without them Alice cannot pay it
      Given Alice has a Rocket Barrage in her hand
      And Alice has 7 Energy and 2 mind Power in her rune pool
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Rocket Barrage
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then the action is refused
      When Alice declines the optional cost
      And Alice chooses mode 1
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's rune pool holds 3 Energy
      And Alice's rune pool holds 1 mind Power

    # Temporal Portal gives the next spell a Repeat equal to its printed cost: Find Your Center's own
    # discount lowers its base cost once, never the Repeat (3 - 2 + 3 = 4).
    @rule:820.1.c @rule:820.1.c.1 @rule:356.4 @rule:356.4.a @faq:spiritforged:parts-spell-repeat-ability-cause-repeated
    Example: With Bob 3 points from victory, Find Your Center given Repeat by Temporal Portal costs Alice 4 Energy and draws twice
      Given the victory score is 8
      And Bob has 5 points
      And Alice has 2 runes in her rune deck
      And Alice has a Temporal Portal in her base
      And Alice has a Find Your Center in her hand
      And Alice has 5 Energy and 1 mind Power in her rune pool
      When Alice activates her Temporal Portal
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Find Your Center
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's rune pool holds 1 Energy

    @rule:820.1.c @rule:820.1.c.1 @rule:356.4 @rule:356.4.a @faq:spiritforged:parts-spell-repeat-ability-cause-repeated
    Example: With Bob 4 points from victory, Find Your Center has no discount: with its Repeat it costs Alice 6 Energy
      Given the victory score is 8
      And Bob has 4 points
      And Alice has 2 runes in her rune deck
      And Alice has a Temporal Portal in her base
      And Alice has a Find Your Center in her hand
      And Alice has 6 Energy and 1 mind Power in her rune pool
      When Alice activates her Temporal Portal
      And Alice passes
      And Bob passes
      And Alice plays her Find Your Center
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's rune pool holds 0 Energy

    @rule:820.1.c.1
    Example: Temporal Portal's Repeat goes to the next spell only: the one after it offers no Repeat
      Given a test spell "Plain Word" costing 0 and text "Draw 1."
      And Alice has a Temporal Portal in her base
      And Alice has a Plain Word in her hand
      And Alice has a Find Your Center in her hand
      And Alice has 3 Energy and 1 mind Power in her rune pool
      When Alice activates her Temporal Portal
      And Alice passes
      And Bob passes
      And Alice plays her Plain Word
      And Alice declines the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Find Your Center
      Then no decision is pending

    @rule:820.1.c.1
    Example: Declined, the Repeat Temporal Portal gave Alice's 2 Energy spell adds nothing to its cost, and its effect happens once
      Given a test spell "Plain Word" costing 2 and text "Draw 1."
      And Alice has a Temporal Portal in her base
      And Alice has a Plain Word in her hand
      And Alice has 2 Energy and 1 mind Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Temporal Portal
      And Alice passes
      And Bob passes
      And Alice plays her Plain Word
      And Alice declines the optional cost
      Then Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty

    @rule:820.1.c.1
    Example: Paid, the Repeat Temporal Portal gave Alice's spell costs its printed Power as well as its Energy
      Given a test spell "Calm Word" costing 1 Energy and 1 calm Power and text "Draw 1."
      And Alice has a Temporal Portal in her base
      And Alice has a Calm Word in her hand
      And Alice has 2 Energy and 3 calm Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Temporal Portal
      And Alice passes
      And Bob passes
      And Alice plays her Calm Word
      And Alice pays the optional cost
      Then Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 calm Power
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:820.1.c.1
    Example: Temporal Portal's Repeat waits for a spell: the unit Alice plays first takes none, and her Plain Word after it is offered the Repeat
      Given a test spell "Plain Word" costing 0 and text "Draw 1."
      And a test unit "Page" costing 0 with 1 Might
      And Alice has a Temporal Portal in her base
      And Alice has a Page in her hand
      And Alice has a Plain Word in her hand
      And Alice has 3 Energy and 1 mind Power in her rune pool
      When Alice activates her Temporal Portal
      And Alice passes
      And Bob passes
      And Alice plays her Page
      Then no decision is pending
      When Alice plays her Plain Word
      Then Alice is asked to decide an optional cost

    @rule:820.1.c.1
    Example: Alice's play of a spell she cannot afford is undone, and the Repeat Temporal Portal gave still waits: her Plain Word after it is offered it
      Given a test spell "Plain Word" costing 0 and text "Draw 1."
      And a test spell "Grand Word" costing 5 and text "Draw 1."
      And Alice has a Temporal Portal in her base
      And Alice has a Grand Word in her hand
      And Alice has a Plain Word in her hand
      And Alice has 3 Energy and 1 mind Power in her rune pool
      When Alice activates her Temporal Portal
      And Alice passes
      And Bob passes
      And Alice plays her Grand Word
      Then the action is refused
      And Alice's Grand Word is in Alice's hand
      When Alice plays her Plain Word
      Then Alice is asked to decide an optional cost

    @rule:820.1.c
    Example: A Repeat whose cost is written after a dash takes that Energy: Alice pays 2 for her Echo's second draw
      Given a test spell "Echo" costing 0 and text "[Repeat] — :rb_energy_2:\nDraw 1."
      And Alice has an Echo in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Echo
      And Alice pays the optional cost
      Then Alice's rune pool holds 1 Energy
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

  Rule: 820.1.c.2 Two Repeats on one spell are paid or declined one by one

    @rule:820.1.c.2 @rule:820.3
    Example: Alice pays the first of two Repeats and declines the second: the effect happens twice
      Given a test spell "Echoes" costing 0 and text "[Repeat] :rb_energy_1:\n[Repeat] :rb_energy_2:\nDraw 1."
      And Alice has an Echoes in her hand
      And Alice has 3 Energy and 1 mind Power in her rune pool
      When Alice plays her Echoes
      And Alice pays the optional cost
      And Alice declines the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's rune pool holds 2 Energy

    @rule:820.1.c.2 @rule:820.3
    Example: Alice pays both Repeats of her Double Riposte, each a discard of its own: she picks a card for each, and draws three times
      Given a test spell "Double Riposte" costing 0 and text "[Repeat] — Discard 1\n[Repeat] — Discard 1\nDraw 1."
      And Alice has a Double Riposte in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Stalwart Poro in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Double Riposte
      And Alice pays the optional cost
      And Alice pays the optional cost
      And Alice chooses Alice's Shipyard Skulker
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice drew 3 times
      And Alice's Shipyard Skulker is in Alice's trash
      And Alice's Stalwart Poro is in Alice's trash
      And Alice's Vanguard Sergeant is in Alice's hand

    @rule:820.1.c.2
    Example: With one card in hand besides her Double Riposte, Alice may pay one of its Repeats but not the second, which would need a card of its own
      Given a test spell "Double Riposte" costing 0 and text "[Repeat] — Discard 1\n[Repeat] — Discard 1\nDraw 1."
      And Alice has a Double Riposte in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Double Riposte
      And Alice pays the optional cost
      And Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's Shipyard Skulker is in Alice's trash

  Rule: 820.1.c.3 A Repeat cost is paid at most once

    @rule:820.1.c.3
    Example: One Repeat, paid, adds exactly one more draw and is asked once
      Given a test spell "Echo" costing 0 and text "[Repeat] :rb_energy_1:\nDraw 1."
      And Alice has an Echo in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Echo
      And Alice pays the optional cost
      Then no decision is pending
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's rune pool holds 2 Energy

  Rule: 820.1.d Repeat paid: the chain item's instructions are executed one more time as it resolves

    @rule:820.1.d @rule:820.1.d.1
    Example: Desert's Call with its Repeat paid plays two Sand Soldiers
      Given Alice has a Desert's Call in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Desert's Call
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice's base holds 2 Sand Soldier tokens controlled by Alice

  Rule: 820.1.d.2 Only the instructions done on resolution are repeated, not the costs of playing

    @rule:820.1.d.2
    Example: A Repeat that costs a discard is paid once, and its repeat discards nothing more
      Given a test spell "Riposte" costing 0 and text "[Repeat] — Discard 1\nDraw 1."
      And Alice has a Riposte in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Stalwart Poro in her hand
      When Alice plays her Riposte
      And Alice pays the optional cost
      And Alice chooses Alice's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's Shipyard Skulker is in Alice's trash
      And Alice's Stalwart Poro is in Alice's hand
      And Alice's hand holds 3 cards

  Rule: 820.2 The repeated execution's choices are made while playing, with the first ones

    @rule:820.2
    Example: Alice chooses both targets of a repeated "Deal 2 to a unit" as she plays it
      Given a test spell "Jolt" costing 0 and text "[Repeat] :rb_energy_1:\nDeal 2 to a unit."
      And Alice has a Jolt in her hand
      And Alice has 1 Energy in her rune pool
      And Bob has a Shipyard Skulker in his base
      And Bob has a Stalwart Poro in his base
      When Alice plays her Jolt
      And Alice pays the optional cost
      And Alice chooses Bob's Shipyard Skulker
      And Alice chooses Bob's Stalwart Poro
      Then no decision is pending
      When Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker has 2 damage
      And Bob's Stalwart Poro is in Bob's trash

  Rule: 820.2.a The repeated execution may choose another mode or target than the first

    @rule:820.2.a
    Example: Rocket Barrage repeated deals 4 to Bob's unit in his base and kills his gear
      Given a test gear "Trinket" costing 0
      And Alice has a Rocket Barrage in her hand
      And Alice has 8 Energy and 2 mind Power in her rune pool
      And Bob has a Shipyard Skulker in his base
      And Bob has a Trinket in his base
      When Alice plays her Rocket Barrage
      And Alice pays the optional cost
      And Alice chooses mode 1
      And Alice chooses mode 2
      And Alice chooses Bob's Shipyard Skulker
      And Alice chooses Bob's Trinket
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Bob's Trinket is in Bob's trash

    # Both executions may choose the same unit; the second finds it gone, so its kill and the linked draw are skipped.
    @rule:820.2.a @rule:359.3.e.14.a @faq:rq-vegas-2026:hidden-blade-repeated
    Example: Hidden Blade repeated by Temporal Portal, both times at Bob's Skulker: it dies once and Bob draws 2, not 4
      Given a battlefield called the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has 5 cards in his main deck
      And Alice has a Temporal Portal in her base
      And Alice has a Hidden Blade in her hand
      And Alice has 4 Energy and 1 mind and 2 order Power in her rune pool
      When Alice activates her Temporal Portal
      And Alice passes
      And Bob passes
      And Alice plays her Hidden Blade
      And Alice pays the optional cost
      And Alice chooses Bob's Shipyard Skulker
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Bob drew 2 times
      And Alice's rune pool holds 0 Energy

    @rule:820.2.a @faq:rq-vegas-2026:hidden-blade-repeated
    Example: Hidden Blade repeated at two of Bob's units kills both, and Bob draws 4
      Given a battlefield called the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Stalwart Poro at the Bridge
      And Bob has 5 cards in his main deck
      And Alice has a Temporal Portal in her base
      And Alice has a Hidden Blade in her hand
      And Alice has 4 Energy and 1 mind and 2 order Power in her rune pool
      When Alice activates her Temporal Portal
      And Alice passes
      And Bob passes
      And Alice plays her Hidden Blade
      And Alice pays the optional cost
      And Alice chooses Bob's Shipyard Skulker
      And Alice chooses Bob's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Bob's Stalwart Poro is in Bob's trash
      And Bob drew 4 times

    @rule:820.2.a @rule:417.6.b.3
    Example: Challenge repeated by Temporal Portal pits each execution's own pair: Alice's Squire and Knight each fight Bob's Brute in turn
      Given a battlefield called the Bridge
      And a test unit "Squire" costing 0 with 2 Might
      And a test unit "Knight" costing 0 with 3 Might
      And a test unit "Brute" costing 0 with 9 Might
      And Alice has a Squire in her base
      And Alice has a Knight in her base
      And Bob has a Brute at the Bridge
      And Alice has a Temporal Portal in her base
      And Alice has a Challenge in her hand
      And Alice has 9 Energy and 2 mind and 2 body and 2 order Power in her rune pool
      When Alice activates her Temporal Portal
      And Alice passes
      And Bob passes
      And Alice plays her Challenge
      And Alice pays the optional cost
      And Alice chooses her Squire
      And Alice chooses Bob's Brute
      And Alice chooses her Knight
      And Alice chooses Bob's Brute
      And Alice passes
      And Bob passes
      Then Bob's Brute has 5 damage
      And Alice's Squire is in Alice's trash
      And Alice's Knight is in Alice's trash

    @rule:820.2.a @rule:355.4 @faq:rq-vegas-2026:repeated-temptation
    Example: Temptation repeated moves two of Bob's units from different battlefields, each only to a battlefield where Bob has a unit
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a battlefield called the Tower
      And a battlefield called the Arena
      And Alice has a Temptation in her hand
      And Alice has 4 Energy in her rune pool
      And Alice has a Shipyard Skulker at the Arena
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Bob has a Mega-Mech at the Tower
      When Alice plays her Temptation
      And Alice pays the optional cost
      And Alice chooses Bob's Shipyard Skulker
      And Alice chooses Bob's Vanguard Sergeant
      Then Alice is asked to choose a battlefield among the Ford and the Tower
      When Alice chooses the Tower
      Then Alice is asked to choose a battlefield among the Bridge and the Tower
      When Alice chooses the Tower
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is at the Tower
      And Bob's Vanguard Sergeant is at the Tower
      And Alice's rune pool holds 0 Energy

    @rule:820.2.a @rule:355.4 @faq:rq-vegas-2026:repeated-temptation
    Example: In FFA3 Temptation repeated moves Bob's unit and Carol's unit, each only to a battlefield where its own controller has a unit
      Given the mode of play is FFA3
      And a battlefield called the Ford
      And a battlefield called the Tower
      And a battlefield called the Arena
      And Alice has a Temptation in her hand
      And Alice has 4 Energy in her rune pool
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Tower
      And Carol has a Vanguard Sergeant at the Ford
      And Carol has a Stalwart Poro at the Arena
      And the Tower is controlled by Bob
      And the Arena is controlled by Carol
      When Alice plays her Temptation
      And Alice pays the optional cost
      And Alice chooses Bob's Shipyard Skulker
      And Alice chooses Carol's Vanguard Sergeant
      Then Alice is asked to choose a battlefield among the Tower
      When Alice chooses the Tower
      Then Alice is asked to choose a battlefield among the Arena
      When Alice chooses the Arena
      And Alice passes
      And Bob passes
      And Carol passes
      Then Bob's Shipyard Skulker is at the Tower
      And Carol's Vanguard Sergeant is at the Arena

    @rule:820.2.a @rule:359.3.e.5 @faq:rq-vegas-2026:repeated-temptation
    Example: One of the two units Temptation chose dies before it resolves: the other is still moved
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a battlefield called the Tower
      And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Temptation in her hand
      And Alice has 4 Energy in her rune pool
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Bob has a Mega-Mech at the Tower
      And Bob has a Snuff in his hand
      When Alice plays her Temptation
      And Alice pays the optional cost
      And Alice chooses Bob's Shipyard Skulker
      And Alice chooses Bob's Vanguard Sergeant
      And Alice chooses the Tower
      And Alice chooses the Tower
      And Alice passes
      And Bob plays his Snuff
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Bob's Shipyard Skulker is in Bob's trash
      When Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is at the Tower
      And Bob's Mega-Mech is at the Tower

  Rule: 820.3 Each Repeat paid adds one more execution

    @rule:820.3
    Example: Alice pays both Repeats of a spell and draws three times
      Given a test spell "Echoes" costing 0 and text "[Repeat] :rb_energy_1:\n[Repeat] :rb_energy_2:\nDraw 1."
      And Alice has an Echoes in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Echoes
      And Alice pays the optional cost
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 3 times
      And Alice's rune pool holds 0 Energy

    @rule:820.3
    Example: Alice plays one Echoes paying both Repeats, then another paying only one: the second draws twice, not three times
      Given a test spell "Echoes" costing 0 and text "[Repeat] :rb_energy_1:\n[Repeat] :rb_energy_2:\nDraw 1."
      And Alice has an Echoes in her hand
      And Alice has an Echoes in her hand
      And Alice has 4 Energy in her rune pool
      And Alice has 6 cards in her main deck
      When Alice plays her Echoes
      And Alice pays the optional cost
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 3 times
      When Alice plays her Echoes 2
      And Alice pays the optional cost
      And Alice declines the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 5 times
      And Alice's rune pool holds 0 Energy

  Rule: 820.3.a However often it is executed, the spell is played once

    @rule:820.3.a
    Example: Alice's Muse draws once for Downstage Dramatics played with its Repeat
      Given a test gear "Muse" costing 0 and text "When you play a spell, draw 1."
      And Alice has a Muse in her base
      And Alice has a Downstage Dramatics in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Downstage Dramatics
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain holds Alice's Muse
      When Alice passes
      And Bob passes
      Then Alice drew 3 times
      And the chain is empty

  Rule: 820.4 Whether a spell has Repeat can be checked by other effects

    @rule:820.4
    Example: Bob's Snap counters a spell with Repeat but cannot choose one without it
      Given a test spell "Snap" costing 0 and text "[Reaction]\nCounter a spell with [Repeat]."
      And a test spell "Plain Word" costing 0 and text "Draw 1."
      And Bob has a Snap in his hand
      And Alice has a Downstage Dramatics in her hand
      And Alice has a Plain Word in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Snap
      Then the action is refused
      When Bob passes
      And Alice plays her Downstage Dramatics
      And Alice declines the optional cost
      And Alice passes
      And Bob plays his Snap
      And Bob chooses Alice's Downstage Dramatics
      And Bob passes
      And Alice passes
      Then Alice's Downstage Dramatics is in Alice's trash
      And Alice drew 1 time

    @rule:820.4 @rule:820.1.c.1
    Example: The Plain Word Temporal Portal gave Repeat has it on the chain: Bob's Snap may counter it
      Given a test spell "Snap" costing 0 and text "[Reaction]\nCounter a spell with [Repeat]."
      And a test spell "Plain Word" costing 0 and text "Draw 1."
      And Bob has a Snap in his hand
      And Alice has a Temporal Portal in her base
      And Alice has a Plain Word in her hand
      And Alice has 3 Energy and 1 mind Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Temporal Portal
      And Alice passes
      And Bob passes
      And Alice plays her Plain Word
      And Alice declines the optional cost
      And Alice passes
      And Bob plays his Snap
      And Bob chooses Alice's Plain Word
      And Bob passes
      And Alice passes
      Then Alice's Plain Word is in Alice's trash
      And Alice drew 0 times
