@edition:v1.4
Feature: Inactive text (rules 720–725)

  Background:
    Given it is Alice's main phase
    And Alice has a Stalwart Poro in her base
    And Alice has a Spinning Axe in her hand
    And Alice has 2 Energy and 1 fury Power in her rune pool
    And Bob has 2 cards in his main deck
    And Alice has 2 cards in her main deck
    And a test spell "Axe Hunt" costing 0 and text "Kill a gear with [Temporary]."

  @rule:720 @waived:heading
  Rule: 720 Inactive

  Rule: 721 Text can be made inactive: it is then as if it were not there

    @rule:721 @rule:721.1 @rule:721.2
    Example: Alice's Rallying Standard raises her Stalwart Poro to 5 Might from her base, but not once attached to it
      Given a test gear "Rallying Standard" costing 0 and text "Friendly units here have their Might increased to 5 :rb_might:.\n[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Rallying Standard" has the tag Equipment
      And Alice has a Rallying Standard in her base
      Then Alice's Stalwart Poro's Might is 5
      When Alice activates her Rallying Standard
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Rallying Standard was attached to Alice's Stalwart Poro
      And Alice's Stalwart Poro's Might is 2

  Rule: 721.2 An inactive ability does not trigger and does not apply

    @rule:721 @rule:721.2
    Example: Alice's Chiming Dagger draws her a card for a spell while it lies in her base, and none once attached
      Given a test gear "Chiming Dagger" costing 0 and text "When you play a spell, draw 1.\n[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Chiming Dagger" has the tag Equipment
      And a test spell "Spark" costing 0 and text "Draw 1."
      And a test spell "Flicker" costing 0 and text "Draw 1."
      And Alice has a Chiming Dagger in her base
      And Alice has a Spark in her hand
      And Alice has a Flicker in her hand
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Chiming Dagger
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      When Alice activates her Chiming Dagger
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Flicker
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 3 times

    @rule:721.2
    Example: Alice readies her two Buckles: the one attached to her Stalwart Poro has its "When you ready me" inactive and draws nothing, the one in her base draws her a card
      Given a test gear "Buckle" costing 0 and text "When you ready me, draw 1.\n[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Buckle" has the tag Equipment
      And a test spell "Oil" costing 0 and text "Ready a gear."
      And Alice has an exhausted Buckle in her base
      And Alice has an exhausted Buckle in her base
      And Alice has an Oil in her hand
      And Alice has an Oil in her hand
      When Alice activates her Buckle
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Oil
      And Alice chooses her Buckle
      And Alice passes
      And Bob passes
      Then Alice's Buckle is ready
      And the chain is empty
      And no triggered event happened for Alice's Buckle
      And Alice drew 0 times
      When Alice plays her Oil 2
      And Alice chooses her Buckle 2
      And Alice passes
      And Bob passes
      Then Alice's Buckle 2 is ready
      And the chain holds Alice's Buckle 2
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:721.2
    Example: Alice's Tinker Charm, attached to her Stalwart Poro by its own Equip, does not see that activated ability resolve: she draws nothing
      Given a test gear "Tinker Charm" costing 0 and text "When you use an activated ability, draw 1.\n[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Tinker Charm" has the tag Equipment
      And Alice has a Tinker Charm in her base
      When Alice activates her Tinker Charm
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Tinker Charm was attached to Alice's Stalwart Poro
      And the chain is empty
      And Alice drew 0 times

    @rule:721.2
    Example: Attached to Alice's Stalwart Poro, her Tally Blade sees neither her second card of the turn nor her discard
      Given a test gear "Tally Blade" costing 0 and text "When you play your second card in a turn, draw 1.\nWhen you discard one or more cards, draw 1.\n[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Tally Blade" has the tag Equipment
      And a test spell "Spark" costing 0 and text "Draw 1."
      And a test spell "Toss" costing 0 and text "Discard 1."
      And Alice has a Tally Blade in her base
      And Alice has a Spark in her hand
      And Alice has a Toss in her hand
      When Alice activates her Tally Blade
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Tally Blade was attached to Alice's Stalwart Poro
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Toss
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Spinning Axe
      Then Alice's Spinning Axe is in Alice's trash
      And the chain is empty
      And Alice drew 1 time

    @rule:721.2
    Example: Attached to Alice's Stalwart Poro, her Gauge Blade no longer sees her use her Well's activated ability
      Given a test gear "Gauge Blade" costing 0 and text "When you use an activated ability, draw 1.\n[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Gauge Blade" has the tag Equipment
      And a test gear "Well" costing 0 and text ":rb_energy_1:: Draw 1."
      And Alice has a Gauge Blade in her base
      And Alice has a Well in her base
      When Alice activates her Gauge Blade
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Gauge Blade was attached to Alice's Stalwart Poro
      And the chain is empty
      When Alice activates her Well
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty

    @rule:721.2
    Example: Attached to Alice's Stalwart Poro, her Tally Blade no longer sees her use an ability
      Given a test gear "Tally Blade" costing 0 and text "When you use an ability, draw 1.\n[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Tally Blade" has the tag Equipment
      And a test gear "Well" costing 0 and text ":rb_energy_1:: Draw 1."
      And Alice has a Tally Blade in her base
      And Alice has a Well in her base
      When Alice activates her Tally Blade
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Tally Blade was attached to Alice's Stalwart Poro
      When Alice activates her Well
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty

  Rule: 724 Effect text is inactive unless its card is attached

    @rule:724
    Example: The Wardsword lying unattached in Alice's base gives nothing: no card drawn for her spell
      Given a test gear "Wardsword" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Wardsword" has the tag Equipment
      And the test card "Wardsword" has effect text "When you play a spell, draw 1."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Wardsword in her base
      And Alice has a Spark in her hand
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:724
    Example: Attached, the Wardsword's effect text works through Alice's Stalwart Poro: her spell draws her a second card
      Given a test gear "Wardsword" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Wardsword" has the tag Equipment
      And the test card "Wardsword" has effect text "When you play a spell, draw 1."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Wardsword in her base
      And Alice has a Spark in her hand
      When Alice activates her Wardsword
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Spark
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Stalwart Poro
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

  Rule: 725 Some inactive text still works in set cases

    @rule:725 @rule:725.3
    Example: Veteran Poro's Weaponmaster reads the Equip cost of Alice's attached Serrated Dirk, and takes the Dirk for it
      Given a battlefield called the Bridge
      And Alice has a Serrated Dirk in her base
      And Alice has a Veteran Poro in her hand
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
      And Alice's rune pool holds 0 fury Power

  Rule: 725.1 An attached card's own text about attaching works as it attaches

    @rule:725.1
    Example: Alice's Keen Edge is attached by its Equip, and its own trigger on being attached still draws her a card
      Given a test gear "Keen Edge" costing 0 and text "[Equip] :rb_energy_1:\nWhen you attach this to a unit, draw 1."
      And Alice has a Keen Edge in her base
      When Alice activates her Keen Edge
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Keen Edge was attached to Alice's Stalwart Poro
      And the chain holds Alice's Keen Edge
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 725.2 An attached card's own text about detaching works as it detaches

    @rule:725.2
    Example: Unclasp detaches Alice's Loose Strap, and the Strap's own trigger on being detached draws her a card
      Given a test gear "Loose Strap" costing 0 and text "[Equip] :rb_energy_1:\nWhen this is detached, draw 1."
      And the test card "Loose Strap" has the tag Equipment
      And a test spell "Unclasp" costing 0 and text "Detach an Equipment."
      And Alice has a Loose Strap in her base
      And Alice has an Unclasp in her hand
      When Alice activates her Loose Strap
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Loose Strap was attached to Alice's Stalwart Poro
      And Alice drew 0 times
      When Alice plays her Unclasp
      And Alice chooses Alice's Loose Strap
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Loose Strap
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:725.2 @rule:383.1
    Example: A detach trigger joined by "or" to another condition works too: Unclasp detaches Alice's Buckle, whose trigger draws her a card
      Given a test gear "Buckle" costing 0 and text "[Equip] :rb_energy_1:\nWhen you play me or when this is detached, draw 1."
      And the test card "Buckle" has the tag Equipment
      And a test spell "Unclasp" costing 0 and text "Detach an Equipment."
      And Alice has a Buckle in her base
      And Alice has an Unclasp in her hand
      When Alice activates her Buckle
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Buckle was attached to Alice's Stalwart Poro
      And Alice drew 0 times
      When Alice plays her Unclasp
      And Alice chooses Alice's Buckle
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Buckle
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:725.2
    Example: Only a trigger about its detaching fires as a card detaches: Unclasp detaches Alice's Keepsake, and its "When this is played" stays quiet
      Given a test gear "Keepsake" costing 0 and text "[Equip] :rb_energy_1:\nWhen this is played, draw 1."
      And the test card "Keepsake" has the tag Equipment
      And a test spell "Unclasp" costing 0 and text "Detach an Equipment."
      And Alice has a Keepsake in her base
      And Alice has an Unclasp in her hand
      And Alice has 2 cards in her main deck
      When Alice activates her Keepsake
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Keepsake was attached to Alice's Stalwart Poro
      When Alice plays her Unclasp
      And Alice chooses Alice's Keepsake
      And Alice passes
      And Bob passes
      Then the chain is empty
      And no triggered event happened for Alice's Keepsake
      And Alice drew 0 times

    @rule:725.2 @rule:719.5
    Example: Alice's equipped Stalwart Poro dies; the Loose Strap detaches from it and its trigger draws her a card
      Given a test gear "Loose Strap" costing 0 and text "[Equip] :rb_energy_1:\nWhen this is detached, draw 1."
      And the test card "Loose Strap" has the tag Equipment
      And a test spell "Snipe" costing 0 and text "Kill a unit."
      And Alice has a Loose Strap in her base
      And Alice has a Snipe in her hand
      When Alice activates her Loose Strap
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Snipe
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro is in Alice's trash
      And the chain holds Alice's Loose Strap
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Loose Strap is in Alice's base

  Rule: 722 Inactive text is still on the card

    @rule:722 @rule:722.1 @rule:722.2
    Example: Axe Hunt may choose Alice's attached Spinning Axe: its inactive Temporary still counts for the choice
      Given Alice has an Axe Hunt in her hand
      When Alice plays her Spinning Axe
      And Alice chooses her Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Spinning Axe was attached to Alice's Stalwart Poro
      When Alice plays her Axe Hunt
      And Alice chooses Alice's Spinning Axe
      Then Alice's Axe Hunt is targeting Alice's Spinning Axe
      When Alice passes
      And Bob passes
      Then Alice's Spinning Axe is in Alice's trash
      And Alice's Stalwart Poro is in Alice's base

  Rule: 723 Rules text is active unless something makes it inactive

    @rule:723
    Example: Alice's Spinning Axe, played with no unit to attach it to, keeps its Temporary active and dies as her next turn begins
      Given a test spell "Snipe" costing 0 and text "Kill a unit."
      And Alice has a Snipe in her hand
      When Alice plays her Snipe
      And Alice chooses her Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Spinning Axe
      Then Alice's Spinning Axe is in Alice's base
      When Alice ends her turn
      And Bob ends his turn
      Then the game is in the beginning phase
      And the chain holds Alice's Spinning Axe
      When Alice passes
      And Bob passes
      Then Alice's Spinning Axe is in Alice's trash
