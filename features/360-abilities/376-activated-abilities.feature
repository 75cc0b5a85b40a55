@edition:v1.4
Feature: Activated abilities (rules 376–381)

  Background:
    Given a battlefield called the Bridge
    And a test gear "Well" costing 0 and text ":rb_energy_1:: Draw 1."
    And a test spell "Insight" costing 1 and text "Draw 2."
    And a test unit "Sentry" costing 2 with 2 Might and text ":rb_exhaust:: Draw 1."

  @rule:376 @waived:heading
  Rule: 376 Activated abilities

  Rule: 377 An activated ability can be used again and again, each time for its cost

    @rule:377 @rule:377.1
    Example: Alice uses her Well twice, paying one Energy and drawing one card each time
      Given it is Alice's main phase
      And Alice has a Well in her base
      And Alice has 3 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Well
      Then Alice's rune pool holds 2 Energy
      And Alice's Well is ready
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      When Alice activates her Well
      And Alice passes
      And Bob passes
      Then Alice's hand holds 2 cards
      And Alice's rune pool holds 1 Energy

    @rule:377 @rule:377.1
    Example: Without the Energy before the colon the ability cannot be used
      Given it is Alice's main phase
      And Alice has a Well in her base
      And Alice has 3 cards in her main deck
      When Alice activates her Well
      Then the action is refused citing rule 358.2
      And Alice's hand holds 0 cards
      And the chain is empty

  Rule: 377.2 "Use" names activating an ability, and a condition on its use must hold to activate it

    @rule:377.2 @rule:377.2.b
    Example: Alice's Lookout, at the Bridge, may use its ability; it draws her a card
      Given a test unit "Lookout" costing 1 with 1 Might and text ":rb_exhaust:: Draw 1. Use only while I'm at a battlefield."
      And it is Alice's main phase
      And Alice has a Lookout at the Bridge
      And Alice has 2 cards in her main deck
      When Alice activates her Lookout
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's Lookout is exhausted

    @rule:377.2 @rule:377.2.b
    Example: In her base the same Lookout may not use it: the activation is refused and nothing is paid
      Given a test unit "Lookout" costing 1 with 1 Might and text ":rb_exhaust:: Draw 1. Use only while I'm at a battlefield."
      And it is Alice's main phase
      And Alice has a Lookout in her base
      And Alice has 2 cards in her main deck
      When Alice activates her Lookout
      Then the action is refused citing rule 377.2.b
      And Alice's Lookout is ready
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:377.2.b
    Example: "Use my abilities only while I'm at a battlefield": in her base Alice's Scholar may not use its ability, and nothing is paid; at the Bridge her other Scholar may
      Given a test unit "Scholar" costing 1 with 1 Might and text ":rb_exhaust:: Draw 1.\nUse my abilities only while I'm at a battlefield."
      And it is Alice's main phase
      And Alice has a Scholar in her base
      And the Bridge is controlled by Alice
      And Alice has a Scholar at the Bridge
      And Alice has 2 cards in her main deck
      When Alice activates her Scholar
      Then the action is refused citing rule 377.2.b
      And Alice's Scholar is ready
      And the chain is empty
      And Alice's hand holds 0 cards
      When Alice activates her Scholar 2
      And Alice passes
      And Bob passes
      Then Alice's Scholar 2 is exhausted
      And Alice's hand holds 1 cards

    @rule:377.2.b
    Example: "Use only while I'm at a battlefield you control": at the Bridge Alice controls, her Outrider may use its ability and draws her a card
      Given a test unit "Outrider" costing 1 with 1 Might and text "[Reaction][>] :rb_energy_1:: Draw 1. Use only while I'm at a battlefield you control."
      And it is Alice's main phase
      And the Bridge is controlled by Alice
      And Alice has an Outrider at the Bridge
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Outrider
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's rune pool holds 0 Energy

    @rule:377.2.b
    Example: Alice's Outrider moved to the Bridge Bob still controls is at a battlefield, but not one she controls: in the showdown its ability may not be used
      Given a test unit "Outrider" costing 1 with 1 Might and text "[Reaction][>] :rb_energy_1:: Draw 1. Use only while I'm at a battlefield you control."
      And it is Alice's main phase
      And the Bridge is controlled by Bob
      And Alice has an Outrider in her base
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice moves her Outrider to the Bridge
      Then a non-combat showdown is under way at the Bridge
      And Alice has focus
      When Alice activates her Outrider
      Then the action is refused citing rule 377.2.b
      And Alice's rune pool holds 1 Energy
      And Alice's hand holds 0 cards

    @rule:377.2.b
    Example: An "if" in the effect is no condition of use: in her base Alice may use her Scout's ability, which then draws nothing
      Given a test unit "Scout" costing 1 with 1 Might and text ":rb_exhaust:: If I'm at a battlefield, draw 1."
      And it is Alice's main phase
      And Alice has a Scout in her base
      And Alice has 2 cards in her main deck
      When Alice activates her Scout
      Then the action is accepted
      When Alice passes
      And Bob passes
      Then Alice's Scout is exhausted
      And Alice's hand holds 0 cards
      And the chain is empty

    @rule:377.2 @rule:377.2.b
    Example: Alice's Hungry Wolf may be used only once she has chosen an enemy unit this turn (her own unit is not one, nor Bob's gear), and then only once that turn
      Given a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And a test spell "Poke" costing 0 and text "Deal 1 to a unit."
      And a test spell "Smash" costing 0 and text "Kill a gear."
      And a test gear "Anvil" costing 0
      And it is Alice's main phase
      And Alice has an exhausted Hungry Wolf in her base
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Jab in her hand
      And Alice has a Poke in her hand
      And Alice has a Smash in her hand
      And Bob has an Anvil in his base
      And Alice has 0 Energy and 2 order Power in her rune pool
      When Alice activates her Hungry Wolf
      Then the action is refused citing rule 377.2.b
      When Alice plays her Poke
      And Alice chooses Alice's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker has 1 damage
      When Alice activates her Hungry Wolf
      Then the action is refused citing rule 377.2.b
      When Alice plays her Smash
      And Alice chooses Bob's Anvil
      And Alice passes
      And Bob passes
      Then Bob's Anvil is in Bob's trash
      When Alice activates her Hungry Wolf
      Then the action is refused citing rule 377.2.b
      When Alice plays her Jab
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice activates her Hungry Wolf
      And Alice passes
      And Bob passes
      Then Alice's Hungry Wolf is ready
      And Alice's Hungry Wolf's Might is 5
      When Alice activates her Hungry Wolf
      Then the action is refused citing rule 377.2.b
      And Alice's rune pool holds 1 order Power

    @rule:377.2.b
    Example: Alice's Hungry Wolf counts her spell that chose an enemy unit beside her own, but not Bob's spell choosing his own unit
      Given a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And a test spell "Lunge" costing 0 and text "[Reaction]\nDeal 3 to a unit."
      And a test spell "Sweep" costing 0 and text "Deal 2 to up to two units."
      And it is Alice's main phase
      And Alice has an exhausted Hungry Wolf in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Jab in her hand
      And Alice has a Sweep in her hand
      And Bob has a Lunge in his hand
      And Alice has 0 Energy and 1 order Power in her rune pool
      When Alice plays her Jab
      And Alice chooses Alice's Vanguard Sergeant
      And Alice passes
      And Bob plays his Lunge
      And Bob chooses Bob's Vanguard Sergeant
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 3 damage
      When Alice activates her Hungry Wolf
      Then the action is refused citing rule 377.2.b
      When Alice plays her Sweep
      And Alice chooses Alice's Vanguard Sergeant and Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      When Alice activates her Hungry Wolf
      And Alice passes
      And Bob passes
      Then Alice's Hungry Wolf is ready

    @rule:377.2.b @rule:355.10.c
    Example: Exhausting Bob's unit to pay for her Snare's ability does not count for Alice's Hungry Wolf: a cost chooses no target
      Given a test gear "Snare" costing 0 and text "Exhaust an enemy unit: Draw 1."
      And it is Alice's main phase
      And Alice has an exhausted Hungry Wolf in her base
      And Alice has a Snare in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has 0 Energy and 1 order Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Snare
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is exhausted
      And Alice drew 1 time
      When Alice activates her Hungry Wolf
      Then the action is refused citing rule 377.2.b

    @rule:377.2.b
    Example: A once-a-turn ability whose activation was refused for want of a target has not been used: Alice uses it later that turn
      Given it is Alice's main phase
      And a test gear "Muse" costing 0 and text "When you play a spell, draw 1."
      And a test gear "Relay" costing 0 and text ":rb_energy_1:: Deal 1 to an exhausted unit. Use only once per turn."
      And a test spell "Ping" costing 0
      And a test unit "Squire" costing 0 with 3 Might
      And Alice has a Muse in her base
      And Alice has a Relay in her base
      And Alice has a Ping in her hand
      And Alice has a Squire in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Ping
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Muse
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice activates her Relay
      Then the action is refused
      When Alice plays her Squire
      Then Alice's Squire is exhausted
      When Alice activates her Relay
      And Alice chooses her Squire
      And Alice passes
      And Bob passes
      Then Alice's Squire has 1 damage

    @rule:377.2.b
    Example: Each of Alice's two Relays may be used once this turn, the one's use leaving the other free, while her Beacon, limited only to a battlefield, is used twice
      Given it is Alice's main phase
      And a test gear "Relay" costing 0 and text ":rb_energy_1:: Deal 1 to a unit. Use only once per turn."
      And a test unit "Beacon" costing 0 with 2 Might and text ":rb_energy_1:: Draw 1. Use only while I'm at a battlefield."
      And Alice has a Relay in her base
      And Alice has a Relay in her base
      And Alice has a Beacon at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has 4 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Relay
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice activates her Relay 2
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 2 damage
      When Alice activates her Relay
      Then the action is refused citing rule 377.2.b
      When Alice activates her Beacon
      And Alice passes
      And Bob passes
      And Alice activates her Beacon
      And Alice passes
      And Bob passes
      Then Alice's hand holds 2 cards

  Rule: 377.2.a A trigger on using an ability is met as the ability resolves, not as it is activated

    @rule:377.2.a
    Example: Alice's Tally and Counter wait while her Sentry's ability is on the chain, and trigger once it has resolved; Bob's Tally and the one in her hand do not
      Given it is Alice's main phase
      And a test gear "Tally" costing 0 and text "When you use an ability, draw 1."
      And a test gear "Counter" costing 0 and text "When you use an activated ability, draw 1."
      And Alice has a Tally in her base
      And Alice has a Counter in her base
      And Alice has a Tally in her hand
      And Bob has a Tally in his base
      And Alice has a Sentry in her base
      And Alice has 4 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice activates her Sentry
      Then the chain holds Alice's Sentry
      And no triggered event happened for Alice's Tally
      And no triggered event happened for Alice's Counter
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the triggered event for Alice's Tally cites rule 377.2.a
      And the triggered event for Alice's Counter cites rule 377.2.a
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 3 times
      And the chain is empty
      And Bob drew 0 times

    @rule:377.2.a
    Example: Alice's Prize and her legend's watcher see her use her Well, a gear's ability, not her Sentry's; Bob's Prize and the one in her hand do not
      Given it is Alice's main phase
      And a test unit "Prize" costing 2 with 2 Might and text "When you use an activated ability of a gear, give me +1 :rb_might: this turn."
      And a test legend "Tinkerer" with text "When you use an activated ability of a gear, draw 1."
      And Alice has a Tinkerer as her legend
      And Alice has a Prize in her base
      And Alice has a Prize in her hand
      And Bob has a Prize in his base
      And Alice has a Sentry in her base
      And Alice has a Well in her base
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Sentry
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Prize's Might is 2
      And Alice drew 1 time
      When Alice activates her Well
      And Alice passes
      And Bob passes
      Then the triggered event for Alice's Prize cites rule 377.2.a
      And the triggered event for Alice's Tinkerer cites rule 377.2.a
      And Alice drew 2 times
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's Prize's Might is 3
      And the chain is empty
      And Alice drew 3 times
      And Bob's Prize's Might is 2

    @rule:377.2.a
    Example: Alice's Prize does not see her use her legend's ability: her legend is no gear
      Given it is Alice's main phase
      And a test unit "Prize" costing 2 with 2 Might and text "When you use an activated ability of a gear, give me +1 :rb_might: this turn."
      And a test legend "Oracle" with text ":rb_exhaust:: Draw 1."
      And Alice has an Oracle as her legend
      And Alice has a Prize in her base
      And Alice has 2 cards in her main deck
      When Alice activates her Oracle
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty
      And no triggered event happened for Alice's Prize
      And Alice's Prize's Might is 2

    @rule:377.2.a @rule:174.7
    Example: Alice's legend watching for any ability she uses sees her Well resolve and draws her a card; Bob's does not
      Given it is Alice's main phase
      And a test legend "Scholar of Tools" with text "When you use an ability, draw 1."
      And Alice has a Scholar of Tools as her legend
      And Bob has a Scholar of Tools as his legend
      And Alice has a Well in her base
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice activates her Well
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain holds Alice's Scholar of Tools
      And the triggered event for Alice's Scholar of Tools cites rule 377.2.a
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain is empty
      And Bob drew 0 times

    @rule:377.2.a
    Example: Alice's Curator draws for her unit, her gear and her gear's ability that cost 3 Energy or more, but not for a unit or ability costing less
      Given it is Alice's main phase
      And a test unit "Curator" costing 0 with 1 Might and text "When you play a unit, gear, or activated ability with Energy cost :rb_energy_3: or more, draw 1."
      And a test unit "Imp" costing 2 with 2 Might
      And a test unit "Ogre" costing 3 with 3 Might
      And a test gear "Forge" costing 3 and text ":rb_energy_1:: Draw 1.\n:rb_energy_3:, Exhaust me: Draw 1."
      And Alice has a Curator in her base
      And Alice has an Imp in her hand
      And Alice has an Ogre in her hand
      And Alice has a Forge in her hand
      And Alice has 12 Energy in her rune pool
      And Alice has 6 cards in her main deck
      When Alice plays her Imp
      Then Alice's Imp is in Alice's base
      And the chain is empty
      When Alice plays her Ogre
      Then the chain holds Alice's Curator
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Forge
      Then the chain holds Alice's Curator
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      When Alice activates ability 2 of her Forge
      And Alice passes
      And Bob passes
      Then Alice drew 3 times
      And the chain holds Alice's Curator
      When Alice passes
      And Bob passes
      Then Alice drew 4 times
      And the chain is empty
      When Alice activates her Forge
      And Alice passes
      And Bob passes
      Then Alice drew 5 times
      And the chain is empty

  Rule: 377.3 An activated ability goes on the chain and waits for responses

    @rule:377.3 @rule:377.3.a @rule:377.3.a.1 @rule:377.3.b @rule:377.3.b.2 @rule:377.3.b.3
    Example: Bob answers Alice's activation with a Reaction; the ability resolves after his spell
      Given it is Alice's main phase
      And Alice has a Well in her base
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Flash in his hand
      And Bob has 2 Energy in his rune pool
      When Alice activates her Well
      Then Alice's Well is a finalized chain item
      And the turn is in a Neutral Closed state
      And Alice's hand holds 0 cards
      When Alice passes
      And Bob plays his Flash
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Bob's Shipyard Skulker is in Bob's base
      And Alice's hand holds 0 cards
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And the chain is empty
      And the turn is in a Neutral Open state
      And Bob's Flash resolved before Alice's Well

    @rule:377.3 @rule:377.3.b.2
    Example: Bob answers by killing the Reliquary that gave Alice's Keeper the ability she activated: the ability stays on the chain, then resolves and leaves it
      Given it is Alice's main phase
      And a test unit "Page" costing 1 with 1 Might
      And a test unit "Keeper" costing 1 with 2 Might
      And a test gear "Reliquary" costing 0 and text "Friendly units have \":rb_exhaust:: Banish a unit from your trash.\""
      And a test spell "Smash" costing 0 and text "[Reaction]\nKill a gear."
      And Alice has a Reliquary in her base
      And Alice has a Keeper in her base
      And Alice has a Page in her trash
      And Bob has a Smash in his hand
      When Alice activates her Keeper
      And Alice chooses her Page
      And Alice passes
      And Bob plays his Smash
      And Bob chooses Alice's Reliquary
      And Bob passes
      And Alice passes
      Then Alice's Reliquary is in Alice's trash
      And the chain holds Alice's Keeper
      When Alice passes
      And Bob passes
      Then the chain is empty
      And the turn is in a Neutral Open state
      And Alice's Page is in Alice's banishment

    @rule:377.3 @rule:377.3.b.2
    Example: Alice's Keeper holds two given abilities and she uses the second; Bob kills the gear that gave the first, and the second still resolves as it was activated
      Given it is Alice's main phase
      And a test unit "Page" costing 1 with 1 Might
      And a test unit "Keeper" costing 1 with 2 Might
      And a test gear "Lantern" costing 0 and text "Friendly units have \":rb_exhaust:: Draw 1.\""
      And a test gear "Reliquary" costing 0 and text "Friendly units have \":rb_exhaust:: Banish a unit from your trash.\""
      And a test spell "Smash" costing 0 and text "[Reaction]\nKill a gear."
      And Alice has a Lantern in her base
      And Alice has a Reliquary in her base
      And Alice has a Keeper in her base
      And Alice has a Page in her trash
      And Bob has a Smash in his hand
      When Alice activates ability 2 of her Keeper
      And Alice chooses her Page
      And Alice passes
      And Bob plays his Smash
      And Bob chooses Alice's Lantern
      And Bob passes
      And Alice passes
      Then Alice's Lantern is in Alice's trash
      And the chain holds Alice's Keeper
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Page is in Alice's banishment

    @rule:377.3.b.1
    Example: Alice's Banner goes on the chain pending and waits for its target; chosen, it is paid for and finalized
      Given a test gear "Banner" costing 0 and text ":rb_exhaust:: Give a unit +1 :rb_might: this turn."
      And it is Alice's main phase
      And Alice has a Banner in her base
      And Alice has a Shipyard Skulker at the Bridge
      When Alice activates her Banner
      Then Alice's Banner is a pending chain item
      And Alice's Banner is ready
      And Alice is asked to choose targets among Alice's Shipyard Skulker
      When Alice chooses her Shipyard Skulker
      Then Alice's Banner is a finalized chain item
      And Alice's Banner is exhausted
      And Alice's Banner is targeting Alice's Shipyard Skulker

  Rule: 378 Only the controller decides to use an ability

    @rule:378
    Example: Bob cannot use the ability of Alice's Well, even when he holds priority
      Given it is Alice's main phase
      And Alice has a Well in her base
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has 2 Energy in his rune pool
      And Bob has 2 cards in his main deck
      When Alice plays her Insight
      And Alice passes
      Then Bob has priority
      When Bob activates Alice's Well
      Then the action is refused
      And Bob's hand holds 0 cards
      And Bob's rune pool holds 2 Energy

    @rule:378
    Example: Holding priority, Bob may use his own Reaction gear but not Alice's
      Given a test gear "Quick Lamp" costing 0 and text ":rb_exhaust:: [Reaction] — Draw 1."
      And it is Alice's main phase
      And Alice has a Quick Lamp in her base
      And Bob has a Quick Lamp in his base
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Insight
      And Alice passes
      Then Bob has priority
      When Bob activates Alice's Quick Lamp
      Then the action is refused citing rule 380
      When Bob activates his Quick Lamp
      And Bob passes
      And Alice passes
      Then Bob's hand holds 1 card

  Rule: 379 Permanents carry activated abilities

    @rule:379 @rule:380
    Example: A unit on the board uses its own exhaust ability
      Given it is Alice's main phase
      And Alice has a Sentry at the Bridge
      And the Bridge is controlled by Alice
      And Alice has 1 card in her main deck
      When Alice activates her Sentry
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's Sentry is exhausted
      And the exhausted event for Alice's Sentry cites rule 357.2

  Rule: 380 Activated mainly while on the board

    @rule:380
    Example: The Well in Alice's hand cannot be used
      Given it is Alice's main phase
      And Alice has a Well in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Well
      Then the action is refused citing rule 380
      And Alice's rune pool holds 1 Energy
      And Alice's main deck holds 2 cards

  Rule: 381 Only on the controller's turn, in an Open state

    @rule:381 @rule:174.8 @faq:origins:use-legend-ability-opponents-turn
    Example: Holding priority on Alice's turn, Bob may not use his legend's ability, which has no Reaction
      Given a test legend "Oracle" with text ":rb_exhaust:: Draw 1."
      And it is Alice's main phase
      And Bob has an Oracle as his legend
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Insight
      And Alice passes
      Then Bob has priority
      When Bob activates his Oracle
      Then the action is refused
      And Bob's Oracle is ready
      And Bob's hand holds 0 cards

    @rule:381 @rule:380 @faq:origins:use-exhaust-ability-unit-combat
    Example: A unit exhausted by its standard move into combat cannot pay for its exhaust ability
      Given a test unit "Quick Sentry" costing 2 with 2 Might and text ":rb_exhaust:: [Reaction] — Draw 1."
      And it is Alice's main phase
      And Alice has a Quick Sentry in her base
      And Alice has 2 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Quick Sentry to the Bridge
      Then a combat is under way at the Bridge
      When Alice activates her Quick Sentry
      Then the action is refused
      And Alice's hand holds 0 cards

    @rule:381 @rule:380 @faq:origins:use-exhaust-ability-unit-combat
    Example: A ready defender may use its exhaust ability with Reaction during the combat
      Given a test unit "Quick Sentry" costing 2 with 2 Might and text ":rb_exhaust:: [Reaction] — Draw 1."
      And it is Alice's main phase
      And Bob has a Quick Sentry at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      Then Bob has priority
      When Bob activates his Quick Sentry
      Then Bob's Quick Sentry is exhausted
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card

    @rule:381
    Example: Bob cannot use his Well on Alice's turn
      Given it is Alice's main phase
      And Bob has a Well in his base
      And Bob has 1 Energy in his rune pool
      And Bob has 2 cards in his main deck
      When Bob activates his Well
      Then the action is refused
      And Bob's hand holds 0 cards

    @rule:381
    Example: Alice cannot use her Well while her own spell is on the chain, but can once it has resolved
      Given it is Alice's main phase
      And Alice has a Well in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 4 cards in her main deck
      When Alice plays her Insight
      And Alice activates her Well
      Then the action is refused
      When Alice passes
      And Bob passes
      And Alice activates her Well
      And Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
