@edition:v1.4
Feature: Weaponmaster (rule 821)

  Background:
    Given it is Alice's main phase
    And Alice has a Veteran Poro in her hand
    And Alice has 2 Energy in her rune pool

  @rule:821 @waived:heading
  Rule: 821 Weaponmaster

  Rule: 821.1 Weaponmaster triggers as its unit is played: an Equipment of its controller may be attached to it

    @rule:821.1 @rule:821.1.b @rule:821.1.c @rule:821.1.c.3 @rule:821.1.c.6
    Example: Veteran Poro takes Alice's Forgefire Cape for its Equip cost less one Power of any domain: for nothing
      Given Alice has a Forgefire Cape in her base
      When Alice plays her Veteran Poro
      Then Alice's Veteran Poro is in Alice's base
      And the chain holds Alice's Veteran Poro
      When Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her Forgefire Cape
      When Alice chooses her Forgefire Cape
      Then Alice's Forgefire Cape was attached to Alice's Veteran Poro
      And no targeted event happened for Alice's Forgefire Cape
      And the chain is empty

    @rule:821.1.c
    Example: Veteran Poro's Weaponmaster goes on the chain as it enters, a trigger that cites 821.1.c
      Given Alice has a Forgefire Cape in her base
      When Alice plays her Veteran Poro
      Then the chain holds Alice's Veteran Poro
      And the triggered event for Alice's Veteran Poro cites rule 821.1.c
      When Alice passes
      And Bob passes
      And Alice chooses her Forgefire Cape
      Then Alice's Forgefire Cape was attached to Alice's Veteran Poro

    @rule:821.1 @rule:821.1.b @faq:spiritforged:reminder-text-weaponmaster-says-may-core
    Example: Alice may decline, and her Forgefire Cape stays unattached
      Given Alice has a Forgefire Cape in her base
      When Alice plays her Veteran Poro
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her Forgefire Cape
      When Alice declines to choose any card
      Then no attached event happened for Alice's Forgefire Cape
      And Alice's Forgefire Cape is in Alice's base
      And the chain is empty

  Rule: 821.1.a Weaponmaster belongs to units: a gear printed with it triggers nothing

    @rule:821.1.a
    Example: A gear printed with Weaponmaster enters without asking for an Equipment
      Given a test gear "Rack" costing 0 and text "[Weaponmaster]"
      And Alice has a Forgefire Cape in her base
      And Alice has a Rack in her hand
      When Alice plays her Rack
      Then Alice's Rack is in Alice's base
      And the chain is empty
      And no decision is pending

  Rule: 821.1.c.1 Weaponmaster may choose an Equipment without an Equip ability

    @rule:821.1.c.1
    Example: Veteran Poro offers Alice's Bare Charm, an Equipment with no Equip ability, beside her Forgefire Cape
      Given a test gear "Bare Charm" costing 0
      And the test card "Bare Charm" has the tag Equipment
      And Alice has a Bare Charm in her base
      And Alice has a Forgefire Cape in her base
      When Alice plays her Veteran Poro
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her Bare Charm and her Forgefire Cape
      When Alice declines to choose any card
      Then the chain is empty

    @rule:821.1.c.1 @rule:821.1.c
    Example: Veteran Poro offers only the Equipment Alice controls on the board: not Bob's Forgefire Cape, not the Serrated Dirk in her hand, not her other unit
      Given Alice has a Forgefire Cape in her base
      And Bob has a Forgefire Cape in his base
      And Alice has a Serrated Dirk in her hand
      And Alice has a Stalwart Poro in her base
      When Alice plays her Veteran Poro
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her Forgefire Cape
      And the question to Alice cites rule 821.1.c
      When Alice chooses Bob's Forgefire Cape
      Then the action is refused
      When Alice chooses her Forgefire Cape
      Then Alice's Forgefire Cape was attached to Alice's Veteran Poro
      And the attached event for Alice's Forgefire Cape cites rule 821.1.b
      And no attached event happened for Bob's Forgefire Cape

    @rule:821.1.c.1
    Example: Alice controls no Equipment: her Veteran Poro's Weaponmaster resolves without asking her anything
      Given Alice has a Stalwart Poro in her base
      When Alice plays her Veteran Poro
      Then the chain holds Alice's Veteran Poro
      When Alice passes
      And Bob passes
      Then the chain is empty
      And no decision is pending

  Rule: 821.1.c.4 An Equipment without an Equip cost cannot be paid for: it stays where it is

    @rule:821.1.c.4 @rule:821.1.c.1
    Example: Alice chooses her Bare Charm for Veteran Poro: with no Equip cost to pay, it stays unattached in her base
      Given a test gear "Bare Charm" costing 0
      And the test card "Bare Charm" has the tag Equipment
      And Alice has a Bare Charm in her base
      When Alice plays her Veteran Poro
      And Alice passes
      And Bob passes
      And Alice chooses her Bare Charm
      Then no attached event happened for Alice's Bare Charm
      And Alice's Bare Charm is in Alice's base

    @rule:821.1.c.4 @rule:821.1.c.1
    Example: Alice's Tinker Charm has an ability with a cost, but no Equip: chosen for Veteran Poro, it stays in her base and her Energy is not spent
      Given a test gear "Tinker Charm" costing 0 and text ":rb_energy_1:: Draw 1."
      And the test card "Tinker Charm" has the tag Equipment
      And Alice has a Tinker Charm in her base
      And Alice has 3 Energy in her rune pool
      When Alice plays her Veteran Poro
      And Alice passes
      And Bob passes
      And Alice chooses her Tinker Charm
      Then no attached event happened for Alice's Tinker Charm
      And Alice's Tinker Charm is in Alice's base
      And Alice's rune pool holds 1 Energy

  Rule: 821.1.c.2 Weaponmaster pays the Equip cost as text altering it makes it

    @rule:821.1.c.2
    Example: With 2 runes, Veteran Poro takes Alice's Rune Blade for its Equip cost of 3 Energy less 2: 1 Energy
      Given a test gear "Rune Blade" costing 0 and text "[Equip] :rb_energy_3:. This ability costs :rb_energy_1: less for each rune you control."
      And the test card "Rune Blade" has the tag Equipment
      And Alice has a Rune Blade in her base
      And Alice has 2 exhausted runes in her runes
      And Alice has 3 Energy in her rune pool
      When Alice plays her Veteran Poro
      And Alice passes
      And Bob passes
      And Alice chooses her Rune Blade
      Then Alice's Rune Blade was attached to Alice's Veteran Poro
      And Alice's rune pool holds 0 Energy

    @rule:821.1.c.2
    Example: Veteran Poro takes Alice's Rune Blade, whose Equip is its second ability, for its Equip cost of 3 Energy less 2 for her runes: 1 Energy
      Given a test gear "Rune Blade" costing 0 and text ":rb_exhaust:: Draw 1.\n[Equip] :rb_energy_3:. This ability costs :rb_energy_1: less for each rune you control."
      And the test card "Rune Blade" has the tag Equipment
      And Alice has a Rune Blade in her base
      And Alice has 2 exhausted runes in her runes
      And Alice has 3 Energy in her rune pool
      When Alice plays her Veteran Poro
      And Alice passes
      And Bob passes
      And Alice chooses her Rune Blade
      Then Alice's Rune Blade was attached to Alice's Veteran Poro
      And Alice's rune pool holds 0 Energy

    @rule:821.1.c.2
    Example: Alice's Fury Blade's Equip cost names its fury Power before its Energy: the discount for her runes comes off the Energy only, and Veteran Poro takes the Blade for 1 Energy and the fury Power
      Given a test gear "Fury Blade" costing 0 and text "[Equip] :rb_rune_fury::rb_energy_3:. This ability costs :rb_energy_1: less for each rune you control."
      And the test card "Fury Blade" has the tag Equipment
      And Alice has a Fury Blade in her base
      And Alice has 2 exhausted runes in her runes
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Veteran Poro
      And Alice passes
      And Bob passes
      And Alice chooses her Fury Blade
      Then Alice's Fury Blade was attached to Alice's Veteran Poro
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:821.1.c @rule:821.1.b
    Example: For her Rites, Alice's Weaponmaster unit pays the whole Equip cost, recycling 2 cards from her trash as well as her chaos Power; the attaching sets off the unit's own "when you attach"
      Given a test unit "Squire" costing 0 with 2 Might and text "[Weaponmaster]\nWhen you attach an Equipment to me, draw 1."
      And a test gear "Rites" costing 0 and text "[Equip] — :rb_rune_chaos:, Recycle 2 cards from your trash"
      And the test card "Rites" has the tag Equipment
      And Alice has a Squire in her hand
      And Alice has a Rites in her base
      And Alice has a Stalwart Poro in her trash
      And Alice has a Stalwart Poro in her trash
      And Alice has 0 Energy and 1 chaos Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Squire
      And Alice passes
      And Bob passes
      And Alice chooses her Rites
      Then Alice's Rites was attached to Alice's Squire
      And Alice's trash holds 0 cards
      And Alice's rune pool holds 0 chaos Power
      And the chain holds Alice's Squire
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 821.1.c.3 An Equip cost without a Power of any domain is paid in full

    @rule:821.1.c.3 @rule:821.1.c.2
    Example: Serrated Dirk's fury Power is not reduced: Veteran Poro takes it for that Power
      Given Alice has a Serrated Dirk in her base
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Veteran Poro
      And Alice passes
      And Bob passes
      And Alice chooses her Serrated Dirk
      Then Alice's Serrated Dirk was attached to Alice's Veteran Poro
      And Alice's rune pool holds 0 fury Power

  Rule: 821.1.c.5 An Equip cost that cannot be paid leaves the Equipment where it is, still attached

    @rule:821.1.c.5
    Example: Bob kills Alice's Veteran Poro before its Weaponmaster resolves: with no unit to attach to, it asks Alice for nothing
      Given a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Forgefire Cape in her base
      And Bob has a Snuff in his hand
      When Alice plays her Veteran Poro
      And Alice passes
      And Bob plays his Snuff
      And Bob chooses Alice's Veteran Poro
      And Bob passes
      And Alice passes
      Then Alice's Veteran Poro is in Alice's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And no decision is pending
      And no attached event happened for Alice's Forgefire Cape

    @rule:821.1.c.5
    Example: Without fury Power left, Alice's Serrated Dirk stays on her Stalwart Poro at the Bridge
      Given a battlefield called the Bridge
      And Alice has a Stalwart Poro at the Bridge
      And Alice has a Serrated Dirk in her base
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Stalwart Poro
      When Alice plays her Veteran Poro
      And Alice passes
      And Bob passes
      And Alice chooses her Serrated Dirk
      Then Alice's Serrated Dirk was attached to Alice's Stalwart Poro
      And Alice's Serrated Dirk is at the Bridge
      And the chain is empty

    @rule:821.1.b @rule:821.1.c.5
    Example: With fury Power left, Veteran Poro takes Alice's Serrated Dirk off her Stalwart Poro
      Given a battlefield called the Bridge
      And Alice has a Stalwart Poro at the Bridge
      And Alice has a Serrated Dirk in her base
      And Alice has 2 Energy and 2 fury Power in her rune pool
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Stalwart Poro
      When Alice plays her Veteran Poro
      And Alice passes
      And Bob passes
      And Alice chooses her Serrated Dirk
      Then Alice's Serrated Dirk was attached to Alice's Veteran Poro
      And Alice's Serrated Dirk is in Alice's base
      And Alice's rune pool holds 0 fury Power

  Rule: 821.1.c.7 Each Weaponmaster of a unit triggers on its own and may choose another Equipment

    @rule:821.1.c.7
    Example: A unit printed with Weaponmaster twice takes both Alice's Forgefire Cape and her Serrated Dirk
      Given a test unit "Duelist" costing 0 with 2 Might and text "[Weaponmaster]\n[Weaponmaster]"
      And Alice has a Duelist in her hand
      And Alice has a Forgefire Cape in her base
      And Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice plays her Duelist
      Then the chain holds Alice's Duelist, then Alice's Duelist
      When Alice passes
      And Bob passes
      And Alice chooses her Forgefire Cape
      And Alice passes
      And Bob passes
      And Alice chooses her Serrated Dirk
      Then Alice's Forgefire Cape was attached to Alice's Duelist
      And Alice's Serrated Dirk was attached to Alice's Duelist
      And the chain is empty

  Rule: 821.1.d Two Weaponmasters of a unit that choose the same Equipment each resolve on their own

    @rule:821.1.d
    Example: Both Weaponmasters of Alice's unit choose her Forgefire Cape: the second may choose it again, already on the unit
      Given a test unit "Duelist" costing 0 with 2 Might and text "[Weaponmaster]\n[Weaponmaster]"
      And Alice has a Duelist in her hand
      And Alice has a Forgefire Cape in her base
      When Alice plays her Duelist
      Then the chain holds Alice's Duelist, then Alice's Duelist
      When Alice passes
      And Bob passes
      And Alice chooses her Forgefire Cape
      Then Alice's Forgefire Cape was attached to Alice's Duelist
      And the chain holds Alice's Duelist
      When Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her Forgefire Cape
      When Alice chooses her Forgefire Cape
      Then Alice's Forgefire Cape was attached to Alice's Duelist
      And Alice's Forgefire Cape is in Alice's base
      And the chain is empty

    @rule:821.1.d @rule:821.1.c.5 @editions:v1.3-v1.4
    Example: The second Weaponmaster of Alice's unit chooses the Forgefire Cape already on it: nothing is attached again, so the unit's "when you attach" is set off once
      Given a test unit "Duelist" costing 0 with 2 Might and text "[Weaponmaster]\n[Weaponmaster]\nWhen you attach an Equipment to me, draw 1."
      And Alice has a Duelist in her hand
      And Alice has a Forgefire Cape in her base
      And Alice has 3 cards in her main deck
      When Alice plays her Duelist
      And Alice passes
      And Bob passes
      And Alice chooses her Forgefire Cape
      Then the chain holds Alice's Duelist, then Alice's Duelist
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice passes
      And Bob passes
      And Alice chooses her Forgefire Cape
      Then the chain is empty
      And Alice drew 1 time

  Rule: 821.2 Weaponmaster does nothing once its unit is on the board

    @rule:821.2
    Example: Alice's Veteran Poro already in her base asks for nothing as she plays another unit
      Given Alice has a Veteran Poro in her base
      And Alice has a Forgefire Cape in her base
      And Alice has a Stalwart Poro in her hand
      When Alice plays her Stalwart Poro
      Then Alice's Stalwart Poro is in Alice's base
      And the chain is empty
      And no decision is pending

  Rule: 821.3 Whether a unit has Weaponmaster can be checked by other effects

    @rule:821.3
    Example: A spell that kills a unit with Weaponmaster may choose Bob's Veteran Poro but not his Stalwart Poro
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Weaponmaster]."
      And Alice has a Pick in her hand
      And Bob has a Veteran Poro in his base
      And Bob has a Stalwart Poro in his base
      When Alice plays her Pick
      And Alice chooses Bob's Stalwart Poro
      Then the action is refused
      When Alice chooses Bob's Veteran Poro
      And Alice passes
      And Bob passes
      Then Bob's Veteran Poro is in Bob's trash
