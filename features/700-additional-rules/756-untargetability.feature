@edition:v1.4
Feature: Untargetability (rules 756–758)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Zap" costing 0 and text "Deal 2 to a unit."
    And a test spell "Quick Zap" costing 0 and text "[Reaction]\nDeal 2 to a unit."
    And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
    And a test unit "Warden" costing 0 with 2 Might and text "[Reaction]\nOther friendly units can't be chosen by enemy spells and abilities."

  @rule:756 @waived:heading
  Rule: 756 Untargetability

  Rule: 757 An effect can make an object one that some spells and abilities cannot choose

    @rule:757 @rule:757.1 @rule:758
    Example: Alice's Zap cannot choose Bob's Ruin Runner
      Given Bob has a Ruin Runner at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant
      When Alice chooses Bob's Ruin Runner
      Then the action is refused
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 2 damage

    @rule:757 @rule:757.1
    Example: Bob's Twilight Shroud makes his Sergeant one Alice's spells cannot choose for the rest of the turn; his other Sergeant stays a choice, and on Alice's turn the first may be chosen again
      Given it is Bob's main phase
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Twilight Shroud in his hand
      And Bob has 1 Energy in his rune pool
      And Bob has a Spark in his hand
      And Bob has 2 cards in his main deck
      And Alice has a Snuff in her hand
      And Alice has a Zap in her hand
      And Alice has 2 cards in her main deck
      When Bob plays his Twilight Shroud
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Bob's Twilight Shroud is in Bob's trash
      When Bob plays his Spark
      And Bob passes
      And Alice plays her Snuff
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant 2
      When Alice chooses Bob's Vanguard Sergeant 2
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant 2 is in Bob's trash
      And Bob's Vanguard Sergeant is at the Bridge
      When Bob passes
      And Alice passes
      And Bob ends his turn
      Then the turn player is Alice
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant

    @rule:757 @rule:757.1
    Example: Bob's Packleader keeps Alice's Zap off his smaller unit at its battlefield, not off itself or his unit in base, and keeps his own Prick off no unit of Alice's
      Given a test unit "Packleader" costing 0 with 5 Might and text "Your units here with less Might than me can't be chosen by enemy spells and abilities."
      And a test spell "Prick" costing 0 and text "[Reaction]\nDeal 1 to a unit."
      And Bob has a Prick in his hand
      And Bob has a Packleader at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Packleader, Bob's Vanguard Sergeant 2 and Alice's Shipyard Skulker
      When Alice chooses Bob's Packleader
      And Alice passes
      And Bob plays his Prick
      Then Bob is asked to choose targets among Bob's Packleader, Bob's Vanguard Sergeant, Bob's Vanguard Sergeant 2 and Alice's Shipyard Skulker

    @rule:757 @rule:757.1
    Example: In his base too, Bob's Packleader keeps Alice's Zap off his smaller unit beside it there, not off his unit at the Bridge
      Given a test unit "Packleader" costing 0 with 5 Might and text "Your units here with less Might than me can't be chosen by enemy spells and abilities."
      And Bob has a Packleader in his base
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Packleader and Bob's Vanguard Sergeant 2

    @rule:757 @rule:757.1
    Example: Bob's Runt keeps Alice's Zap off his units beside it with more Might than it, not off his unit with less
      Given a test unit "Runt" costing 0 with 3 Might and text "Your units here with more Might than me can't be chosen by enemy spells and abilities."
      And a test unit "Squire" costing 0 with 1 Might
      And Bob has a Runt at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Squire at the Bridge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Runt and Bob's Squire

    @rule:757 @rule:757.1
    Example: Bob's Lookout, "while I'm attacking" only, is not attacking in his base: Alice's Zap may choose it
      Given a test unit "Lookout" costing 0 with 2 Might and text "While I'm attacking, your units here can't be chosen by enemy spells and abilities."
      And Bob has a Lookout in his base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Lookout and Bob's Vanguard Sergeant

    @rule:757 @rule:757.1
    Example: Alice's Lookout attacking at the Bridge keeps Bob's Quick Zap off itself there; his own unit he may still choose
      Given a test unit "Lookout" costing 0 with 2 Might and text "While I'm attacking, your units here can't be chosen by enemy spells and abilities."
      And Alice has a Lookout in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Quick Zap in his hand
      When Alice moves her Lookout to the Bridge
      And Alice passes
      And Bob plays his Quick Zap
      Then Bob is asked to choose targets among Bob's Vanguard Sergeant

    @rule:757 @rule:757.1
    Example: Bob's Sentinel defending at the Bridge is in combat but not attacking, so "while I'm in combat and attacking" leaves it open to Alice's Quick Zap
      Given a test unit "Sentinel" costing 0 with 2 Might and text "While I'm in combat and attacking, your units here can't be chosen by enemy spells and abilities."
      And Bob has a Sentinel at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Quick Zap in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Quick Zap
      Then Alice is asked to choose targets among Alice's Shipyard Skulker and Bob's Sentinel

    @rule:757 @rule:757.1
    Example: Bob's Keeper at the Bridge keeps Alice's Zap off the units he controls there, itself among them; her own unit beside them she may choose
      Given a test unit "Keeper" costing 0 with 2 Might and text "Units you control here can't be chosen by enemy spells and abilities."
      And Bob has a Keeper at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Alice's Shipyard Skulker

    @rule:757 @rule:757.1
    Example: Bob's Keeper at the Bridge reaches only the units he controls there: his own Zap may still choose Alice's Skulker beside it
      Given it is Bob's main phase
      And a test unit "Keeper" costing 0 with 2 Might and text "Units you control here can't be chosen by enemy spells and abilities."
      And Bob has a Keeper at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Zap in his hand
      When Bob plays his Zap
      Then Bob is asked to choose targets among Bob's Keeper and Alice's Shipyard Skulker

    @rule:757 @rule:757.1
    Example: Alice's Giant in her base reaches only the units in her base: Bob's smaller Sergeant in his own base stays open to her Zap
      Given a test unit "Giant" costing 0 with 6 Might and text "Units here with less Might than me can't be chosen by enemy spells and abilities."
      And Alice has a Giant in her base
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Alice's Giant and Bob's Vanguard Sergeant

    @rule:757 @rule:757.1
    Example: Bob's Patron legend is at no location, so its "Your units here" reaches none of his units: Alice's Zap may choose his Sergeant in base
      Given a test legend "Patron" with text "Your units here can't be chosen by enemy spells and abilities."
      And Bob has a Patron as his legend
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant

    @rule:757 @rule:824.1.c
    Example: An uncontrolled battlefield's "[Level 1][>]" limit has no controller whose XP could open it: Alice's Zap may choose Bob's Sergeant there
      Given a test battlefield "Shrine" with text "[Level 1][>] Units here can't be chosen by enemy spells and abilities."
      And a Shrine battlefield called the Shrine
      And Bob has a Vanguard Sergeant at the Shrine
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant

    @rule:757 @rule:757.1
    Example: Bob's Totem is gear with no Might, so no unit has more Might than it: its limit keeps Alice's Zap off none of his units
      Given a test gear "Totem" costing 0 and text "Units with more Might than me can't be chosen by enemy spells and abilities."
      And Bob has a Totem in his base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant

    @rule:757 @rule:757.1
    Example: Bob's Warden keeps Alice's spells off his other units only: her Smash may still choose his gear
      Given a test spell "Smash" costing 0 and text "Kill a gear."
      And a test gear "Anvil" costing 0
      And Bob has a Warden at the Bridge
      And Bob has an Anvil in his base
      And Alice has a Smash in her hand
      When Alice plays her Smash
      And Alice chooses Bob's Anvil
      And Alice passes
      And Bob passes
      Then Bob's Anvil is in Bob's trash

    @rule:757 @rule:757.1 @rule:170.8
    Example: A battlefield's "Units here can't be chosen by enemy spells and abilities" keeps Alice's Zap off Bob's unit there, not off his unit at the Bridge
      Given a test battlefield "Haven" with text "Units here can't be chosen by enemy spells and abilities."
      And a Haven battlefield called the Haven
      And Bob has a Vanguard Sergeant at the Haven
      And Bob has a Ruin Runner at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant 2
      When Alice chooses Bob's Vanguard Sergeant
      Then the action is refused

    @rule:757 @rule:190.6.a @rule:740.1.a
    Example: The Haven Bob controls keeps Alice's Zap off his friendly unit there; uncontrolled, it has no friendly units to keep
      Given a test battlefield "Haven" with text "Friendly units here can't be chosen by enemy spells and abilities."
      And a Haven battlefield called the Haven
      And a test battlefield "Moor" with text "Friendly units here can't be chosen by enemy spells and abilities."
      And a Moor battlefield called the Moor
      And the Haven is controlled by Bob
      And Bob has a Vanguard Sergeant at the Haven
      And Bob has a Vanguard Sergeant at the Moor
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant 2

  Rule: 758 Untargetable objects are no legal targets for the spells and abilities named

    @rule:758
    Example: Ruin Runner keeps out enemy spells only: Bob's own Zap can choose it
      Given it is Bob's main phase
      And Bob has a Ruin Runner at the Bridge
      And Bob has a Zap in his hand
      When Bob plays his Zap
      And Bob chooses his Ruin Runner
      And Bob passes
      And Alice passes
      Then Bob's Ruin Runner has 2 damage

    @rule:758 @rule:383.2.a
    Example: Alice's Flash stuns Bob's Ruin Runner with no choice made, and her Jailer's "When you stun an enemy unit" counts it: a trigger condition chooses nothing
      Given a test unit "Jailer" costing 1 with 1 Might and text "When you stun an enemy unit, draw 1."
      And a test spell "Flash" costing 0 and text "Stun all enemy units."
      And Alice has a Jailer in her base
      And Alice has a Flash in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Ruin Runner in his base
      When Alice plays her Flash
      And Alice passes
      And Bob passes
      Then Bob's Ruin Runner is stunned
      And the chain holds Alice's Jailer
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:758 @rule:383.2.a
    Example: Alice's Flash stuns Bob's Ruin Runner with no choice made, and her Watchman's "When you stun another unit" counts it as well
      Given a test unit "Watchman" costing 1 with 1 Might and text "When you stun another unit, draw 1."
      And a test spell "Flash" costing 0 and text "Stun all enemy units."
      And Alice has a Watchman in her base
      And Alice has a Flash in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Ruin Runner in his base
      When Alice plays her Flash
      And Alice passes
      And Bob passes
      Then Bob's Ruin Runner is stunned
      And the chain holds Alice's Watchman
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:758 @rule:383.2.a
    Example: Alice's legend watching for "one or more enemy units" stunned counts Bob's Ruin Runner, which her spells cannot choose
      Given a test legend "Dawnwatch" with text "When you stun one or more enemy units, draw 1."
      And a test spell "Flash" costing 0 and text "Stun all enemy units."
      And Alice has a Dawnwatch as her legend
      And Alice has a Flash in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Ruin Runner in his base
      When Alice plays her Flash
      And Alice passes
      And Bob passes
      Then Bob's Ruin Runner is stunned
      And the chain holds Alice's Dawnwatch
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 758.1 A target that becomes untargetable before the spell resolves is a mistarget

    @rule:758.1
    Example: Bob's Warden arrives in answer to Alice's Zap, so the Zap no longer reaches his Sergeant
      Given Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Warden in his hand
      And Alice has a Zap in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Warden
      Then Bob's Warden is in Bob's base
      And the chain holds Alice's Zap
      When Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 0 damage
      And the chain is empty

  Rule: 758.2 A spell that leaves the category an object is protected from may reach it again

    @rule:758.2
    Example: Bob takes control of Alice's Zap after his Warden arrived: no longer an enemy spell, it hits his own Sergeant
      Given a test spell "Steal" costing 0 and text "[Reaction]\nGain control of a spell."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Warden in his hand
      And Bob has a Steal in his hand
      And Alice has a Zap in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Warden
      And Alice passes
      And Bob plays his Steal
      And Bob chooses Alice's Zap
      And Bob passes
      And Alice passes
      Then the chain holds Alice's Zap
      When Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant has 2 damage
      And the chain is empty

  Rule: 758.2.a An object that stops being among those made untargetable is a legal target again

    @rule:758.2.a
    Example: Alice kills Bob's Warden before her Zap resolves, so the Zap hits his Sergeant after all
      Given Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Warden in his hand
      And Alice has a Zap in her hand
      And Alice has a Snuff in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Warden
      And Alice plays her Snuff
      And Alice chooses Bob's Warden
      And Alice passes
      And Bob passes
      Then Bob's Warden is in Bob's trash
      When Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 2 damage
