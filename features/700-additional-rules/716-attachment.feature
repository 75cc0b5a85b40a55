@edition:v1.4
Feature: Attachment (rules 716–719)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And Alice has a Stalwart Poro in her base
    And Alice has a Serrated Dirk in her base
    And Alice has 0 Energy and 1 fury Power in her rune pool
    And a test spell "Unbind" costing 0 and text "Kill an attached gear."
    And a test spell "Scrap" costing 0 and text "Kill all gear."
    And a test spell "Pick" costing 0 and text "Kill a gear."
    And a test spell "Unclasp" costing 0 and text "Detach an Equipment."
    And a test spell "Daze" costing 0 and text "Stun a unit."
    And a test spell "Snipe" costing 0 and text "Kill a unit."

  @rule:716 @waived:heading
  Rule: 716 Attachment

  Rule: 717 Attaching links two cards: one becomes attached, the other its top-most card

    @rule:717 @rule:718 @rule:719
    Example: Alice's Serrated Dirk, attached to her Stalwart Poro, is an attached gear, and Unbind may kill it
      Given Alice has an Unbind in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Stalwart Poro
      When Alice plays her Unbind
      And Alice chooses Alice's Serrated Dirk
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk is in Alice's trash
      And Alice's Stalwart Poro is in Alice's base

  Rule: 718 Attached: the state of the card linked to a top-most card

    @rule:718
    Example: A Serrated Dirk never attached is no attached gear: Unbind has nothing to kill
      Given Alice has an Unbind in her hand
      When Alice plays her Unbind
      Then the action is refused
      And Alice's Serrated Dirk is in Alice's base

  Rule: 718.1 A card stays attached until it is detached

    @rule:718.1
    Example: Once Unclasp detaches the Serrated Dirk, Unbind no longer finds an attached gear
      Given Alice has an Unclasp in her hand
      And Alice has an Unbind in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Unclasp
      And Alice chooses Alice's Serrated Dirk
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk is in Alice's base
      When Alice plays her Unbind
      Then the action is refused

    @rule:718.1
    Example: Moving its top-most card does not detach the Serrated Dirk: at the Bridge Unbind still finds it
      Given a test spell "Snap Unbind" costing 0 and text "[Action]\nKill an attached gear."
      And Alice has a Snap Unbind in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice moves her Stalwart Poro to the Bridge
      Then Alice's Serrated Dirk is at the Bridge
      When Alice plays her Snap Unbind
      And Alice chooses Alice's Serrated Dirk
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk is in Alice's trash

    @rule:718.1
    Example: Alice's Quartermaster attaches only a detached Equipment: not the Serrated Dirk on her Poro
      Given a test legend "Quartermaster" with text ":rb_exhaust:: Attach a detached Equipment you control to a unit you control."
      And Alice has a Quartermaster as her legend
      And Alice has a Doran's Shield in her base
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice activates her Quartermaster
      And Alice chooses Alice's Serrated Dirk
      Then the action is refused
      When Alice chooses Alice's Doran's Shield
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Doran's Shield was attached to Alice's Stalwart Poro

  Rule: 718.2 An attached card's own rules text does nothing while it is attached

    @rule:718.2
    Example: Attached to Alice's Poro, her Tether no longer watches a friendly unit leave her base
      Given a test gear "Tether" costing 0 and text ":rb_rune_fury:: Attach this to a unit you control.\nWhen a friendly unit moves from my location, draw 1."
      And Alice has a Tether in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has 2 cards in her main deck
      When Alice activates her Tether
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Tether was attached to Alice's Stalwart Poro
      When Alice moves her Shipyard Skulker to the Bridge
      Then no triggered event happened for Alice's Tether
      And Alice drew 0 times

    @rule:718.2
    Example: Attached to Alice's Poro, her Lantern's "At the end of your turn" stays quiet as her turn ends
      Given a test gear "Lantern" costing 0 and text ":rb_rune_fury:: Attach this to a unit you control.\nAt the end of your turn, draw 1."
      And Alice has a Lantern in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice activates her Lantern
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Lantern was attached to Alice's Stalwart Poro
      When Alice ends her turn
      Then the turn player is Bob
      And no triggered event happened for Alice's Lantern
      And Alice drew 0 times

  Rule: 718.3 The abilities of an attached card's Effect Text are appended to its top-most card

    @rule:718.3 @rule:719.1 @rule:718.5.g @rule:477.2.c
    Example: Alice's Poro wearing the Wardsword draws her a card when she plays a spell
      Given a test gear "Wardsword" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Wardsword" has the tag Equipment
      And the test card "Wardsword" has effect text "When you play a spell, draw 1."
      And Alice has a Wardsword in her base
      And Alice has a Daze in her hand
      And Alice has 2 cards in her main deck
      When Alice activates her Wardsword
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Wardsword was attached to Alice's Stalwart Poro
      When Alice plays her Daze
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Stalwart Poro
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:718.3 @rule:719.1
    Example: The appended ability is the top-most card's own: the equipped Poro may use it, and it exhausts the Poro
      Given a test gear "Whetstone Blade" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Whetstone Blade" has the tag Equipment
      And the test card "Whetstone Blade" has effect text ":rb_exhaust:: Draw 1."
      And Alice has a Whetstone Blade in her base
      And Alice has 2 cards in her main deck
      When Alice activates her Stalwart Poro
      Then the action is refused
      When Alice activates her Whetstone Blade
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice activates her Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's Stalwart Poro is exhausted
      And Alice's Whetstone Blade is ready

  Rule: 718.4 An attached card's Might Bonus changes its top-most card's Might

    @rule:718.4 @rule:718.5.g @rule:477.3.d
    Example: The Heavy Blade's +2 Might bonus makes Alice's 2 Might Stalwart Poro a 4 Might one
      Given a test gear "Heavy Blade" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Heavy Blade" has the tag Equipment
      And the test card "Heavy Blade" has a Might bonus of +2
      And Alice has a Heavy Blade in her base
      Then Alice's Stalwart Poro's Might is 2
      When Alice activates her Heavy Blade
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro's Might is 4

    @rule:718.4
    Example: A Might bonus can be negative: the Leaden Charm takes 1 from Alice's Stalwart Poro, until it is detached
      Given a test gear "Leaden Charm" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Leaden Charm" has the tag Equipment
      And the test card "Leaden Charm" has a Might bonus of -1
      And Alice has a Leaden Charm in her base
      And Alice has an Unclasp in her hand
      When Alice activates her Leaden Charm
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro's Might is 1
      When Alice plays her Unclasp
      And Alice chooses Alice's Leaden Charm
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro's Might is 2

  Rule: 718.5 An attached card is still a card on the board in every way

    @rule:718.5 @rule:718.5.a
    Example: Scrap kills every gear, the attached Serrated Dirk among them
      Given Alice has a Scrap in her hand
      And Bob has a Doran's Shield in his base
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Scrap
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk is in Alice's trash
      And Bob's Doran's Shield is in Bob's trash
      And Alice's Stalwart Poro is in Alice's base

  Rule: 718.5.b An attached card can still be chosen and targeted

    @rule:718.5.b
    Example: Pick may choose Alice's attached Serrated Dirk
      Given Alice has a Pick in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Pick
      And Alice chooses Alice's Serrated Dirk
      Then Alice's Pick is targeting Alice's Serrated Dirk
      When Alice passes
      And Bob passes
      Then Alice's Serrated Dirk is in Alice's trash

    @rule:718.5.b
    Example: "One of its Equipment" of the unit Alice chose is the Dirk attached to her Poro, not her other Dirk in her base
      Given a test spell "Shatter" costing 0 and text "Choose a unit. Kill one of its Equipment."
      And Alice has a Serrated Dirk in her base
      And Alice has a Shatter in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Shatter
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk is in Alice's trash
      And Alice's Serrated Dirk 2 is in Alice's base

    @rule:718.5.b
    Example: "One of its Equipment" of the Poro Alice chose is not the Dirk attached to her other Poro
      Given a test spell "Shatter" costing 0 and text "Choose a unit. Kill one of its Equipment."
      And Alice has a Stalwart Poro in her base
      And Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 2 fury Power in her rune pool
      And Alice has a Shatter in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice activates her Serrated Dirk 2
      And Alice chooses Alice's Stalwart Poro 2
      And Alice passes
      And Bob passes
      And Alice plays her Shatter
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk is in Alice's trash
      And Alice's Serrated Dirk 2 is in Alice's base

  Rule: 718.5.c An attached card moves only with its top-most card

    @rule:718.5.c
    Example: Shift cannot move Alice's attached Serrated Dirk away from her Stalwart Poro
      Given the Bridge is controlled by Alice
      And a test spell "Shift" costing 0 and text "Move a friendly gear to a battlefield."
      And Alice has a Shift in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Shift
      And Alice chooses Alice's Serrated Dirk
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then no moved event happened for Alice's Serrated Dirk
      And Alice's Serrated Dirk is in Alice's base
      And Alice's Stalwart Poro is in Alice's base

    @rule:718.5.c
    Example: Once detached, the Serrated Dirk is Shift's to move (and the cleanup then sends the lone gear home)
      Given the Bridge is controlled by Alice
      And a test spell "Shift" costing 0 and text "Move a friendly gear to a battlefield."
      And Alice has a Shift in her hand
      And Alice has an Unclasp in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Unclasp
      And Alice chooses Alice's Serrated Dirk
      And Alice passes
      And Bob passes
      And Alice plays her Shift
      And Alice chooses Alice's Serrated Dirk
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | moved | Alice's Serrated Dirk |
      And Alice's Stalwart Poro is in Alice's base

  Rule: 718.5.d A card is attached to one top-most card at a time

    @rule:718.5.d @rule:719
    Example: Alice's Armsmaster moves the attached Serrated Dirk to her Skulker: the Poro is no longer equipped
      Given a test legend "Armsmaster" with text ":rb_exhaust:: Attach an attached Equipment you control to a unit you control."
      And Alice has an Armsmaster as her legend
      And Alice has a Shipyard Skulker in her base
      And a test spell "Disarm" costing 0 and text "Kill an equipped unit."
      And Alice has a Disarm in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice activates her Armsmaster
      And Alice chooses Alice's Serrated Dirk
      And Alice chooses Alice's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Shipyard Skulker
      When Alice plays her Disarm
      And Alice chooses Alice's Stalwart Poro
      Then the action is refused
      When Alice chooses Alice's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash

  Rule: 718.5.f A change of control of the top-most card leaves its attached cards' control alone

    @rule:718.5.f @rule:718.5.e
    Example: Bob seizes Alice's equipped Stalwart Poro; Alice still controls the Serrated Dirk attached to it
      Given a test spell "Seize" costing 0 and text "[Reaction]\nGain control of an enemy unit."
      And Bob has a Seize in his hand
      And Alice has a Daze in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Daze
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob plays his Seize
      And Bob chooses Alice's Stalwart Poro
      And Bob passes
      And Alice passes
      Then Bob controls Alice's Stalwart Poro
      And Alice controls Alice's Serrated Dirk

  Rule: 719.1 A top-most card has its attached cards' effect text only while they stay attached

    @rule:719.1
    Example: Once Unclasp detaches the Whetstone Blade, Alice's Stalwart Poro no longer has the Blade's ability
      Given a test gear "Whetstone Blade" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Whetstone Blade" has the tag Equipment
      And the test card "Whetstone Blade" has effect text ":rb_exhaust:: Draw 1."
      And Alice has a Whetstone Blade in her base
      And Alice has an Unclasp in her hand
      And Alice has 2 cards in her main deck
      When Alice activates her Whetstone Blade
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Unclasp
      And Alice chooses Alice's Whetstone Blade
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro is ready
      When Alice activates her Stalwart Poro
      Then the action is refused
      And Alice's hand holds 0 cards

  Rule: 719.2 A card stops being a top-most card once nothing is attached to it

    @rule:719.2
    Example: Unclasp detaches the only card on Alice's Stalwart Poro: it is no longer equipped
      Given a test spell "Disarm" costing 0 and text "Kill an equipped unit."
      And Alice has an Unclasp in her hand
      And Alice has a Disarm in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Unclasp
      And Alice chooses Alice's Serrated Dirk
      And Alice passes
      And Bob passes
      And Alice plays her Disarm
      Then the action is refused
      And Alice's Stalwart Poro is in Alice's base

  Rule: 719.4 The ready or exhausted state of a top-most card and of its attached cards are each their own

    @rule:719.4
    Example: Moving exhausts Alice's Stalwart Poro; the Serrated Dirk that goes with it stays ready
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice moves her Stalwart Poro to the Bridge
      Then Alice's Stalwart Poro is exhausted
      And Alice's Serrated Dirk is at the Bridge
      And Alice's Serrated Dirk is ready

  Rule: 719.4.a Other statuses are not shared either, location and the attachment itself aside

    @rule:719.4.a
    Example: Daze stuns Alice's Stalwart Poro; its attached Serrated Dirk is not stunned
      Given Alice has a Daze in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Daze
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro is stunned
      And Alice's Serrated Dirk is not stunned

  Rule: 719.5 When the top-most card leaves the board, its attached cards detach and stay where they are

    @rule:719.5
    Example: Snipe kills Alice's equipped Stalwart Poro; the Serrated Dirk stays in her base, no longer attached
      Given Alice has a Snipe in her hand
      And Alice has an Unbind in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Snipe
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro is in Alice's trash
      And Alice's Serrated Dirk is in Alice's base
      When Alice plays her Unbind
      Then the action is refused

  Rule: 719.5.a The top-most card's controller decides the order its cards detach in

    @rule:719.5.a @rule:725.2
    Example: Bob, who took Alice's equipped Stalwart Poro, decides the order its detaching cards' triggers take: Lodestone first
      Given a test gear "Lodestone" costing 0 and text "[Equip] :rb_energy_1:\nWhen this is detached, draw 1."
      And a test gear "Amulet" costing 0 and text "[Equip] :rb_energy_1:\nWhen this is detached, draw 1."
      And the test card "Lodestone" has the tag Equipment
      And the test card "Amulet" has the tag Equipment
      And a test spell "Seize" costing 0 and text "[Reaction]\nGain control of an enemy unit."
      And Alice has 2 Energy in her rune pool
      And Alice has a Lodestone in her base
      And Alice has an Amulet in her base
      And Alice has a Snipe in her hand
      And Bob has a Seize in his hand
      When Alice activates her Lodestone
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice activates her Amulet
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Snipe
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob plays his Seize
      And Bob chooses Alice's Stalwart Poro
      And Bob passes
      And Alice passes
      Then Bob controls Alice's Stalwart Poro
      When Alice passes
      And Bob passes
      Then Alice's Stalwart Poro is in Alice's trash
      And Bob is asked to order his triggered abilities
      When Bob puts Alice's Lodestone's ability, then Alice's Amulet's ability on the chain in that order
      Then the chain holds Alice's Lodestone, then Alice's Amulet
      And the chain item of Alice's Lodestone is Alice's

    @rule:719.5.a @rule:725.2
    Example: Bob, who took Alice's equipped Stalwart Poro, decides the order its detaching cards' triggers take: Amulet first
      Given a test gear "Lodestone" costing 0 and text "[Equip] :rb_energy_1:\nWhen this is detached, draw 1."
      And a test gear "Amulet" costing 0 and text "[Equip] :rb_energy_1:\nWhen this is detached, draw 1."
      And the test card "Lodestone" has the tag Equipment
      And the test card "Amulet" has the tag Equipment
      And a test spell "Seize" costing 0 and text "[Reaction]\nGain control of an enemy unit."
      And Alice has 2 Energy in her rune pool
      And Alice has a Lodestone in her base
      And Alice has an Amulet in her base
      And Alice has a Snipe in her hand
      And Bob has a Seize in his hand
      When Alice activates her Lodestone
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice activates her Amulet
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Snipe
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob plays his Seize
      And Bob chooses Alice's Stalwart Poro
      And Bob passes
      And Alice passes
      Then Bob controls Alice's Stalwart Poro
      When Alice passes
      And Bob passes
      Then Alice's Stalwart Poro is in Alice's trash
      And Bob is asked to order his triggered abilities
      When Bob puts Alice's Amulet's ability, then Alice's Lodestone's ability on the chain in that order
      Then the chain holds Alice's Amulet, then Alice's Lodestone
      And the chain item of Alice's Amulet is Alice's
