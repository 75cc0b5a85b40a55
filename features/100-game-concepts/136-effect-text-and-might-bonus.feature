@edition:v1.4
Feature: Effect Text and Might Bonus: what an attached card gives the card it is attached to (rules 136–137)

  Background:
    Given it is Alice's main phase
    And Alice has a Stalwart Poro in her base
    And Alice has 0 Energy and 2 fury Power in her rune pool
    And a test spell "Daze" costing 0 and text "Stun a unit."
    And a test gear "Wardsword" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
    And the test card "Wardsword" has the tag Equipment
    And the test card "Wardsword" has effect text "When you play a spell, draw 1."

  Rule: 136.2.b Effect Text does nothing until its card is attached

    @rule:136.1 @rule:136.2 @rule:136.2.b
    Example: The Wardsword lying unattached in Alice's base draws her nothing when she plays a spell
      Given Alice has a Wardsword in her base
      And Alice has a Daze in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Daze
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro is stunned
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:136.2 @rule:136.2.b
    Example: Once attached to Alice's Stalwart Poro, the Wardsword's draw works once, for the Poro, and not for itself
      Given Alice has a Wardsword in her base
      And Alice has a Daze in her hand
      And Alice has 2 cards in her main deck
      When Alice activates her Wardsword
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Daze
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

  Rule: 136.2 Effect Text may hold any ability, keywords included

    @rule:136.2
    Example: A Wardsword whose effect text is Deflect keeps Bob, with no Power, from choosing Alice's equipped Poro
      Given the test card "Wardsword" has effect text "[Deflect]"
      And a test spell "Quick Poke" costing 0 and text "[Reaction]\nDeal 1 to a unit."
      And Alice has a Wardsword in her base
      And Alice has a Daze in her hand
      And Bob has a Quick Poke in his hand
      And Bob has a Shipyard Skulker in his base
      When Alice activates her Wardsword
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Daze
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob plays his Quick Poke
      And Bob chooses Alice's Stalwart Poro
      Then the action is refused citing rule 358.2
      When Bob chooses Bob's Shipyard Skulker
      Then Bob's Quick Poke is targeting Bob's Shipyard Skulker

  Rule: 136.2.a An Equipment may have no Effect Text: its unit keeps its own abilities and gains none

    @rule:136.2.a
    Example: Alice's Scribe wearing a text-less Iron Band still draws for her own ability, once
      Given a test unit "Scribe" costing 0 with 1 Might and text "When you play a spell, draw 1."
      And a test gear "Iron Band" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Iron Band" has the tag Equipment
      And Alice has a Scribe in her base
      And Alice has an Iron Band in her base
      And Alice has a Daze in her hand
      And Alice has 3 cards in her main deck
      When Alice activates her Iron Band
      And Alice chooses Alice's Scribe
      And Alice passes
      And Bob passes
      Then Alice's Iron Band was attached to Alice's Scribe
      When Alice plays her Daze
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:136.2.a
    Example: A text-less Charm whose own rules text holds a passive gives Alice's Drummer nothing: the Drummer keeps its own +1 once
      Given a test unit "Drummer" costing 0 with 2 Might and text "I have +1 :rb_might:."
      And a test gear "Charm" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)\nI can't be killed."
      And the test card "Charm" has the tag Equipment
      And Alice has a Drummer in her base
      And Alice has a Charm in her base
      Then Alice's Drummer's Might is 3
      When Alice activates her Charm
      And Alice chooses Alice's Drummer
      And Alice passes
      And Bob passes
      Then Alice's Charm was attached to Alice's Drummer
      And Alice's Drummer's Might is 3

  Rule: 136.2.c Effect Text is added to the top-most card's own text, which stays

    @rule:136.2.c
    Example: Alice's Scribe wearing the Wardsword draws twice when she plays a spell: once for each text
      Given a test unit "Scribe" costing 0 with 1 Might and text "When you play a spell, draw 1."
      And Alice has a Scribe in her base
      And Alice has a Wardsword in her base
      And Alice has a Daze in her hand
      And Alice has 3 cards in her main deck
      When Alice activates her Wardsword
      And Alice chooses Alice's Scribe
      And Alice passes
      And Bob passes
      And Alice plays her Daze
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's hand holds 2 cards

    @rule:136.2.c
    Example: Alice's Raider keeps its own Ganking under the Ward's appended Tank, and moves from the Bridge straight to the Ford
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test unit "Raider" costing 0 with 2 Might and text "[Ganking]"
      And a test gear "Ward" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Ward" has the tag Equipment
      And the test card "Ward" has effect text "[Tank]"
      And Alice has a Raider at the Bridge
      And Alice has a Ward in her base
      When Alice activates her Ward
      And Alice chooses Alice's Raider
      And Alice passes
      And Bob passes
      Then Alice's Ward was attached to Alice's Raider
      When Alice moves her Raider to the Ford
      Then Alice's Raider is at the Ford

  Rule: 136.2.d "This" in Effect Text names the attached card, not the card it is attached to

    @rule:136.2.d
    Example: The Spur's appended "exhaust this" exhausts the Spur, and Alice's Stalwart Poro wearing it stays ready
      Given a test gear "Spur" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Spur" has the tag Equipment
      And the test card "Spur" has effect text "When you play a spell, exhaust this."
      And Alice has a Spur in her base
      And Alice has a Daze in her hand
      When Alice activates her Spur
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Spur is ready
      When Alice plays her Daze
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's Spur is exhausted
      And Alice's Stalwart Poro is ready

    @rule:136.2.d
    Example: The Spur appends an activated ability to Alice's Stalwart Poro; used from the Poro, its "exhaust this" still exhausts the Spur
      Given a test gear "Spur" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Spur" has the tag Equipment
      And the test card "Spur" has effect text ":rb_rune_fury:: Exhaust this."
      And Alice has a Spur in her base
      When Alice activates her Spur
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Spur is ready
      When Alice activates her Stalwart Poro
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Spur is exhausted
      And Alice's Stalwart Poro is ready

    @rule:136.2.d
    Example: Bob kills the Spur while the ability it appended to Alice's Stalwart Poro waits on the chain; its "exhaust this" still names the Spur, so the Poro stays ready
      Given a test gear "Spur" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Spur" has the tag Equipment
      And the test card "Spur" has effect text ":rb_rune_fury:: Exhaust this."
      And a test spell "Smash" costing 0 and text "[Reaction]\nKill a gear."
      And Alice has a Spur in her base
      And Bob has a Smash in his hand
      When Alice activates her Spur
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice activates her Stalwart Poro
      And Alice passes
      And Bob plays his Smash
      And Bob chooses Alice's Spur
      And Bob passes
      And Alice passes
      Then Alice's Spur is in Alice's trash
      And the chain holds Alice's Stalwart Poro
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Stalwart Poro is ready

    @rule:136.2.d
    Example: "Exhaust me" in the same Effect Text still names Alice's Stalwart Poro, and the Spur stays ready
      Given a test gear "Spur" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Spur" has the tag Equipment
      And the test card "Spur" has effect text "When you play a spell, exhaust me."
      And Alice has a Spur in her base
      And Alice has a Daze in her hand
      When Alice activates her Spur
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Daze
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro is exhausted
      And Alice's Spur is ready

    @rule:136.2.d
    Example: With a Ward and then a Spur on Alice's Stalwart Poro, the Spur's appended "exhaust this" still names the Spur, not the Ward
      Given a test gear "Ward" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Ward" has the tag Equipment
      And the test card "Ward" has effect text "[Tank]"
      And a test gear "Spur" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Spur" has the tag Equipment
      And the test card "Spur" has effect text "When you play a spell, exhaust this."
      And Alice has a Ward in her base
      And Alice has a Spur in her base
      And Alice has a Daze in her hand
      When Alice activates her Ward
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice activates her Spur
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Daze
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's Spur is exhausted
      And Alice's Ward is ready
      And Alice's Stalwart Poro is ready

    @rule:136.2.d
    Example: Alice's Lantern, a gear wearing the Spur, exhausts itself by its own "exhaust this" while the Spur stays ready
      Given a test gear "Spur" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Spur" has the tag Equipment
      And the test card "Spur" has effect text "[Tank]"
      And a test gear "Lantern" costing 0 and text "When you play a spell, exhaust this."
      And a test legend "Quartermaster" with text ":rb_exhaust:: Attach a detached Equipment you control to a gear you control."
      And Alice has a Quartermaster as her legend
      And Alice has a Spur in her base
      And Alice has a Lantern in her base
      And Alice has a Daze in her hand
      When Alice activates her Quartermaster
      And Alice chooses Alice's Spur
      And Alice chooses Alice's Lantern
      And Alice passes
      And Bob passes
      Then Alice's Spur was attached to Alice's Lantern
      When Alice plays her Daze
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's Lantern is exhausted
      And Alice's Spur is ready

  Rule: 137.1 A Might Bonus is a signed number added to the top-most card's Might

    @rule:137.1 @rule:137.3
    Example: A Millstone's -1 Might bonus takes a point from Alice's 2 Might Stalwart Poro
      Given a test gear "Millstone" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Millstone" has the tag Equipment
      And the test card "Millstone" has a Might bonus of -1
      And Alice has a Millstone in her base
      When Alice activates her Millstone
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro's Might is 1

  Rule: 137.2 A Might Bonus may be +0

    @rule:137.2
    Example: A Tin Ring's +0 Might bonus leaves Alice's Stalwart Poro at 2 Might
      Given a test gear "Tin Ring" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Tin Ring" has the tag Equipment
      And the test card "Tin Ring" has a Might bonus of +0
      And Alice has a Tin Ring in her base
      When Alice activates her Tin Ring
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Tin Ring was attached to Alice's Stalwart Poro
      And Alice's Stalwart Poro's Might is 2

  Rule: 137.3 Each attached card's Might Bonus counts towards its top-most card's Might

    @rule:137.3
    Example: A +2 Heavy Blade and a +1 Light Blade on Alice's Stalwart Poro make it a 5 Might unit
      Given a test gear "Heavy Blade" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Heavy Blade" has the tag Equipment
      And the test card "Heavy Blade" has a Might bonus of +2
      And a test gear "Light Blade" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Light Blade" has the tag Equipment
      And the test card "Light Blade" has a Might bonus of +1
      And Alice has a Heavy Blade in her base
      And Alice has a Light Blade in her base
      When Alice activates her Heavy Blade
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice activates her Light Blade
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro's Might is 5

  Rule: 137.3.a The Might Bonus holds only while its card is attached

    @rule:137.3.a
    Example: Once Pick kills the attached Heavy Blade, Alice's Stalwart Poro is back to 2 Might
      Given a test gear "Heavy Blade" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Heavy Blade" has the tag Equipment
      And the test card "Heavy Blade" has a Might bonus of +2
      And a test spell "Pick" costing 0 and text "Kill a gear."
      And Alice has a Heavy Blade in her base
      And Alice has a Pick in her hand
      When Alice activates her Heavy Blade
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro's Might is 4
      When Alice plays her Pick
      And Alice chooses Alice's Heavy Blade
      And Alice passes
      And Bob passes
      Then Alice's Heavy Blade is in Alice's trash
      And Alice's Stalwart Poro's Might is 2

  Rule: 137.3.b A Might Bonus on a card with no Might is ignored

    @rule:137.3.b
    Example: Alice's Quartermaster hangs the Heavy Blade on her Lantern, a gear: the Lantern gets no Might
      Given a test gear "Heavy Blade" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Heavy Blade" has the tag Equipment
      And the test card "Heavy Blade" has a Might bonus of +2
      And a test gear "Lantern" costing 0
      And a test legend "Quartermaster" with text ":rb_exhaust:: Attach a detached Equipment you control to a gear you control."
      And Alice has a Quartermaster as her legend
      And Alice has a Heavy Blade in her base
      And Alice has a Lantern in her base
      When Alice activates her Quartermaster
      And Alice chooses Alice's Heavy Blade
      And Alice chooses Alice's Lantern
      And Alice passes
      And Bob passes
      Then Alice's Heavy Blade was attached to Alice's Lantern
      And Alice's Lantern has no Might
      And Alice's Stalwart Poro's Might is 2
