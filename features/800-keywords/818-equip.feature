@edition:v1.4
Feature: Equip (rule 818)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And Alice has a Stalwart Poro at the Bridge

  @rule:818 @waived:heading
  Rule: 818 Equip

  Rule: 818.1 Equip is an activated ability: pay its cost, attach the gear to a unit its controller chooses

    @rule:818.1 @rule:818.1.b @rule:818.1.b.2 @rule:818.1.c @rule:818.1.c.2
    Example: Alice pays Serrated Dirk's fury Power to attach it to her Stalwart Poro at the Bridge
      Given Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      Then Alice's rune pool holds 0 fury Power
      When Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Stalwart Poro
      And Alice's Serrated Dirk is at the Bridge
      And Alice's Stalwart Poro is at the Bridge

    @rule:818.1 @rule:818.1.c
    Example: Without the fury Power of its Equip cost, Alice cannot activate Serrated Dirk
      Given Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice activates her Serrated Dirk
      Then the action is refused
      And Alice's Serrated Dirk is in Alice's base

    @rule:818.1 @rule:377.2.a
    Example: Equip is an activated ability: as Alice's Serrated Dirk attaches, her Counter, watching for activated abilities she uses, triggers and draws
      Given a test gear "Counter" costing 0 and text "When you use an activated ability, draw 1."
      And Alice has a Counter in her base
      And Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Stalwart Poro
      And the chain holds Alice's Counter
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 818.1.a Equip belongs to Equipment gear: a unit printed with it has nothing to activate

    @rule:818.1.a
    Example: A unit printed with Equip cannot be activated to attach itself
      Given a test unit "Squire" costing 0 with 1 Might and text "[Equip] :rb_energy_1:"
      And Alice has a Squire in her base
      And Alice has 1 Energy in her rune pool
      When Alice activates her Squire
      Then the action is refused
      And Alice's rune pool holds 1 Energy

    @rule:818.1.a
    Example: A gear printed with Equip is Equipment, its tag unlisted: a spell that kills an Equipment may choose Alice's Band
      Given a test gear "Band" costing 0 and text "[Equip] :rb_energy_1:"
      And a test spell "Scrap" costing 0 and text "Kill an Equipment."
      And Alice has a Band in her base
      And Alice has a Scrap in her hand
      When Alice plays her Scrap
      And Alice chooses her Band
      And Alice passes
      And Bob passes
      Then Alice's Band is in Alice's trash

  Rule: 818.1.b.1 The unit Equip attaches to is a target, chosen among units its controller controls

    @rule:818.1.b.1
    Example: Alice's Serrated Dirk targets the unit she chooses while its ability waits on the chain
      Given Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      Then Alice's Serrated Dirk is targeting Alice's Stalwart Poro

    @rule:818.1.b.1 @rule:818.1.c.2
    Example: Serrated Dirk cannot be attached to Bob's unit
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice activates her Serrated Dirk
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Alice's Stalwart Poro
      Then Alice's Serrated Dirk is targeting Alice's Stalwart Poro

  Rule: 818.1.c.1 Triggers set off by paying Equip's cost wait on the chain above it

    @rule:818.1.c.1 @rule:818.1.c.3
    Example: Blade of the Ruined King kills Alice's Martyr as its cost; the Martyr's Deathknell resolves first
      Given a test unit "Martyr" costing 0 with 1 Might and text "[Deathknell][>] Draw 1."
      And Alice has a Martyr in her base
      And Alice has a Blade of the Ruined King in her base
      And Alice has 0 Energy and 1 order Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Blade of the Ruined King
      And Alice chooses Alice's Stalwart Poro
      And Alice chooses Alice's Martyr
      Then Alice's Martyr is in Alice's trash
      And the chain holds Alice's Blade of the Ruined King, then Alice's Martyr
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain holds Alice's Blade of the Ruined King
      When Alice passes
      And Bob passes
      Then Alice's Blade of the Ruined King was attached to Alice's Stalwart Poro

  Rule: 818.1.c.3 Equip costs may be actions as well as resources

    @rule:818.1.c.3
    Example: Without a friendly unit to kill, Alice cannot pay Blade of the Ruined King's Equip
      Given a test spell "Pick" costing 0 and text "Kill a unit."
      And Alice has a Blade of the Ruined King in her base
      And Alice has 0 Energy and 1 order Power in her rune pool
      And Alice has a Pick in her hand
      When Alice plays her Pick
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro is in Alice's trash
      When Alice activates her Blade of the Ruined King
      Then the action is refused
      And Alice's rune pool holds 1 order Power

    @rule:818.1.c.3 @rule:818.1.b.1 @rule:358.1
    Example: With her Stalwart Poro as her only unit, Alice cannot activate Blade of the Ruined King: the unit it would attach to is the one it would kill
      Given Alice has a Blade of the Ruined King in her base
      And Alice has 0 Energy and 1 order Power in her rune pool
      When Alice activates her Blade of the Ruined King
      Then the action is refused citing rule 358.1
      And no decision is pending
      And the chain is empty
      And Alice's Stalwart Poro is at the Bridge
      And Alice's rune pool holds 1 order Power

  Rule: 818.1.c.4 Text beside Equip may change its cost

    @rule:818.1.c.4
    Example: With 2 runes, Alice pays 3 Energy less 2 to equip her Rune Blade
      Given a test gear "Rune Blade" costing 0 and text "[Equip] :rb_energy_3:. This ability costs :rb_energy_1: less for each rune you control."
      And the test card "Rune Blade" has the tag Equipment
      And Alice has a Rune Blade in her base
      And Alice has 2 exhausted runes in her runes
      And Alice has 1 Energy in her rune pool
      When Alice activates her Rune Blade
      And Alice chooses Alice's Stalwart Poro
      Then Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then Alice's Rune Blade was attached to Alice's Stalwart Poro

    @rule:818.1.c.4
    Example: The cost text beside the Equip of Alice's Rune Lance changes that ability, printed after another one
      Given a test gear "Rune Lance" costing 0 and text ":rb_energy_1:, :rb_exhaust:: Draw 1.\n[Equip] :rb_energy_3:. This ability costs :rb_energy_1: less for each rune you control."
      And the test card "Rune Lance" has the tag Equipment
      And Alice has a Rune Lance in her base
      And Alice has 2 exhausted runes in her runes
      And Alice has 1 Energy in her rune pool
      When Alice activates ability 2 of her Rune Lance
      And Alice chooses Alice's Stalwart Poro
      Then Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then Alice's Rune Lance was attached to Alice's Stalwart Poro

    @rule:818.1.c.4
    Example: With 1 rune and 1 Energy, Alice cannot equip her Rune Blade
      Given a test gear "Rune Blade" costing 0 and text "[Equip] :rb_energy_3:. This ability costs :rb_energy_1: less for each rune you control."
      And the test card "Rune Blade" has the tag Equipment
      And Alice has a Rune Blade in her base
      And Alice has 1 exhausted rune in her runes
      And Alice has 1 Energy in her rune pool
      When Alice activates her Rune Blade
      Then the action is refused
      And Alice's Rune Blade is in Alice's base

  Rule: 818.1.c.5 Text beside Equip may change when it can be used

    @rule:818.1.c.5
    Example: Alice's Quick Blade, whose Equip has Reaction, is equipped while her own spell waits on the chain
      Given a test gear "Quick Blade" costing 0 and text "[Reaction][>] [Equip] :rb_energy_1:"
      And the test card "Quick Blade" has the tag Equipment
      And a test spell "Plain Word" costing 0
      And Alice has a Quick Blade in her base
      And Alice has a Plain Word in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Plain Word
      And Alice activates her Quick Blade
      And Alice chooses Alice's Stalwart Poro
      Then Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then Alice's Quick Blade was attached to Alice's Stalwart Poro
      And the chain holds Alice's Plain Word

    @rule:818.1.c.5
    Example: A Blade whose Equip has no such text cannot be equipped while Alice's spell waits on the chain
      Given a test gear "Slow Blade" costing 0 and text "[Equip] :rb_energy_1:"
      And the test card "Slow Blade" has the tag Equipment
      And a test spell "Plain Word" costing 0
      And Alice has a Slow Blade in her base
      And Alice has a Plain Word in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Plain Word
      And Alice activates her Slow Blade
      Then the action is refused
      And Alice's rune pool holds 1 Energy

  Rule: 818.2 Once the Equip's attach is done, the chosen unit is equipped

    @rule:818.2 @rule:818.3 @rule:818.3.b
    Example: Alice's spell for equipped units has nothing to choose until her Serrated Dirk is attached
      Given a test spell "Disarm" costing 0 and text "Kill an equipped unit."
      And Alice has a Disarm in her hand
      And Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice plays her Disarm
      Then the action is refused
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Stalwart Poro
      When Alice plays her Disarm
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro is in Alice's trash

  Rule: 818.2.a Being equipped is an event other abilities can trigger on

    @rule:818.2.a
    Example: Serrated Dirk equipped to Alice's Jax, Unrelenting sets off his ability, and Alice pays 1 Energy to draw
      Given Alice has a Jax, Unrelenting at the Bridge
      And Alice has a Serrated Dirk in her base
      And Alice has 1 Energy and 1 fury Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Jax, Unrelenting
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Jax, Unrelenting
      And the chain holds Alice's Jax, Unrelenting
      And Alice is asked to decide whether to perform it
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's rune pool holds 0 Energy

    @rule:818.2.a
    Example: Equipped to Alice's other unit, Serrated Dirk sets off nothing of her Jax, Unrelenting
      Given Alice has a Jax, Unrelenting at the Bridge
      And Alice has a Serrated Dirk in her base
      And Alice has 1 Energy and 1 fury Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Stalwart Poro
      And no triggered event happened for Alice's Jax, Unrelenting
      And the chain is empty

  Rule: 818.3 A unit is equipped while one or more Equipment are attached to it

    @rule:818.3 @rule:818.3.b @rule:818.3.c
    Example: A unit carrying a gear that is not Equipment is not equipped
      Given a test gear "Tether" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And a test spell "Disarm" costing 0 and text "Kill an equipped unit."
      And Alice has a Tether in her base
      And Alice has a Disarm in her hand
      And Alice has 1 Energy in her rune pool
      When Alice activates her Tether
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Tether was attached to Alice's Stalwart Poro
      When Alice plays her Disarm
      Then the action is refused

  Rule: 818.3.a Equipped lasts exactly as long as the Equipment stays attached

    @rule:818.3.a
    Example: Once its Serrated Dirk is detached, Alice's Shipyard Skulker in her base is no longer equipped
      Given a test spell "Unclasp" costing 0 and text "Detach an Equipment."
      And a test spell "Disarm" costing 0 and text "Kill an equipped unit."
      And Alice has a Serrated Dirk in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has an Unclasp in her hand
      And Alice has a Disarm in her hand
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice plays her Unclasp
      And Alice chooses Alice's Serrated Dirk
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk is in Alice's base
      When Alice plays her Disarm
      Then the action is refused

  Rule: 818.4 Each Equip on a gear is an ability of its own, activated for its own cost

    @rule:818.4
    Example: Alice activates the second Equip of her Buckle and pays its 2 Energy
      Given a test gear "Buckle" costing 0 and text "[Equip] :rb_energy_1:\n[Equip] :rb_energy_2:"
      And Alice has a Buckle in her base
      And Alice has 3 Energy in her rune pool
      When Alice activates ability 2 of her Buckle
      And Alice chooses Alice's Stalwart Poro
      Then Alice's rune pool holds 1 Energy
      When Alice passes
      And Bob passes
      Then Alice's Buckle was attached to Alice's Stalwart Poro

  Rule: 818.5 Whether a gear has Equip can be checked by other effects

    @rule:818.5
    Example: A spell that kills a gear with Equip may choose Bob's Doran's Shield but not his plain gear
      Given a test spell "Pick" costing 0 and text "Kill a gear with [Equip]."
      And a test gear "Trinket" costing 0
      And Alice has a Pick in her hand
      And Bob has a Doran's Shield in his base
      And Bob has a Trinket in his base
      When Alice plays her Pick
      And Alice chooses Bob's Trinket
      Then the action is refused
      When Alice chooses Bob's Doran's Shield
      And Alice passes
      And Bob passes
      Then Bob's Doran's Shield is in Bob's trash

  Rule: 818.5.a Whether a gear has Equip can be checked even while its text is inactive

    @rule:818.5.a @rule:818.5
    Example: Alice's Serrated Dirk, attached and so with its text inactive, still has Equip for a spell that kills a gear with Equip
      Given a test spell "Pick" costing 0 and text "Kill a gear with [Equip]."
      And Alice has a Serrated Dirk in her base
      And Alice has a Pick in her hand
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Stalwart Poro
      When Alice plays her Pick
      And Alice chooses Alice's Serrated Dirk
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk is in Alice's trash
