@edition:v1.4
Feature: Level (rule 824)

  # XP is not part of the view: test spells give it, and what a [Level N] ability does shows how much there is.

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Long Lesson" costing 0 and text "Gain 10 XP."
    And a test spell "Footnote" costing 0 and text "Gain 1 XP."
    And a test spell "Short Lesson" costing 0 and text "Gain 2 XP."
    And a test spell "Lesson" costing 0 and text "Gain 6 XP."

  @rule:824 @waived:heading
  Rule: 824 Level

  Rule: 824.1 Level makes an ability depend on its controller's XP

    @rule:824.1 @rule:824.1.b.1 @rule:824.1.c @rule:824.1.b @rule:824.1.b.2 @rule:824.1.a
    Example: Targonian Visionary has 6 Might at 10 XP, and 10 Might once Alice reaches 11
      Given Alice has a Targonian Visionary in her base
      And Alice has a Long Lesson in her hand
      And Alice has a Footnote in her hand
      When Alice plays her Long Lesson
      And Alice passes
      And Bob passes
      Then Alice's Targonian Visionary's Might is 6
      When Alice plays her Footnote
      And Alice passes
      And Bob passes
      Then Alice's Targonian Visionary's Might is 10

  Rule: 824.1.c The dependent ability is active while the controller has N XP or more

    @rule:824.1.c @rule:190.6.a
    Example: The Arena Alice controls, whose bonus needs Level 2, gives her unit there +1 Might once she has 2 XP
      Given a test battlefield "Arena" with text "[Level 2][>] Units here have +1 :rb_might:."
      And an Arena battlefield called the Arena
      And the Arena is controlled by Alice
      And Alice has a Vanguard Sergeant at the Arena
      And Alice has a Short Lesson in her hand
      Then Alice's Vanguard Sergeant's Might is 4
      When Alice plays her Short Lesson
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 5

    @rule:824.1.c @rule:190.6.d
    Example: An Arena no one controls gives no bonus through its Level 2: Alice's 2 XP are not its controller's, and her unit there keeps its Might
      Given a test battlefield "Arena" with text "[Level 2][>] Units here have +1 :rb_might:."
      And an Arena battlefield called the Arena
      And Alice has a Vanguard Sergeant at the Arena
      And Alice has a Short Lesson in her hand
      Then Alice's Vanguard Sergeant's Might is 4
      When Alice plays her Short Lesson
      And Alice passes
      And Bob passes
      Then Alice's XP is 2
      And Alice's Vanguard Sergeant's Might is 4

    @rule:824.1.c @rule:190.6.a @rule:356.4
    Example: The Academy Alice controls takes 1 Energy off her spell through its Level 2 once she has 2 XP
      Given a test battlefield "Academy" with text "[Level 2][>] Spells cost :rb_energy_1: less."
      And an Academy battlefield called the Academy
      And the Academy is controlled by Alice
      And Alice has a Vanguard Sergeant at the Academy
      And a test spell "Spark" costing 1 and text "Draw 1."
      And Alice has a Short Lesson in her hand
      And Alice has a Spark in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Short Lesson
      And Alice passes
      And Bob passes
      And Alice plays her Spark
      Then Alice's rune pool holds 1 Energy
      And Alice's Spark is a finalized chain item

    @rule:824.1.c @rule:190.6.d @rule:356.4
    Example: An Academy no one controls takes nothing off Alice's spell through its Level 2: her 2 XP are not its controller's
      Given a test battlefield "Academy" with text "[Level 2][>] Spells cost :rb_energy_1: less."
      And an Academy battlefield called the Academy
      And a test spell "Spark" costing 1 and text "Draw 1."
      And Alice has a Short Lesson in her hand
      And Alice has a Spark in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Short Lesson
      And Alice passes
      And Bob passes
      Then Alice's XP is 2
      When Alice plays her Spark
      Then Alice's rune pool holds 0 Energy
      And Alice's Spark is a finalized chain item

    @rule:824.1.c @rule:824.1.b.1
    Example: With 2 XP Alice's Bandle Soldier enters exhausted
      Given Alice has a Bandle Soldier in her hand
      And Alice has a Short Lesson in her hand
      And Alice has 4 Energy and 1 order Power in her rune pool
      When Alice plays her Short Lesson
      And Alice passes
      And Bob passes
      And Alice plays her Bandle Soldier
      Then Alice's Bandle Soldier is in Alice's base
      And Alice's Bandle Soldier is exhausted

    @rule:824.1.c @rule:824.1.b.1
    Example: With 3 XP Alice's Bandle Soldier enters ready
      Given Alice has a Bandle Soldier in her hand
      And Alice has a Short Lesson in her hand
      And Alice has a Footnote in her hand
      And Alice has 4 Energy and 1 order Power in her rune pool
      When Alice plays her Short Lesson
      And Alice passes
      And Bob passes
      And Alice plays her Footnote
      And Alice passes
      And Bob passes
      And Alice plays her Bandle Soldier
      Then Alice's Bandle Soldier is in Alice's base
      And Alice's Bandle Soldier is ready

    @rule:824.1.c
    Example: With 3 XP Alice's Scorchclaw has 1 more Might and enters ready; with 2 XP her first one did neither
      Given a test unit "Scorchclaw" costing 3 with 3 Might and text "[Level 3][>] I have +1 :rb_might: and enter ready."
      And Alice has a Scorchclaw in her hand
      And Alice has a Scorchclaw in her hand
      And Alice has a Short Lesson in her hand
      And Alice has a Footnote in her hand
      And Alice has 6 Energy in her rune pool
      When Alice plays her Short Lesson
      And Alice passes
      And Bob passes
      And Alice plays her Scorchclaw
      Then Alice's Scorchclaw is exhausted
      And Alice's Scorchclaw's Might is 3
      When Alice plays her Footnote
      And Alice passes
      And Bob passes
      And Alice plays her Scorchclaw 2
      Then Alice's Scorchclaw 2 is in Alice's base
      And Alice's Scorchclaw 2 is ready
      And Alice's Scorchclaw 2's Might is 4
      And Alice's Scorchclaw is exhausted

    @rule:824.1.c
    Example: With 6 XP Alice's Deep Study also stuns: she chooses an enemy unit as she plays it
      Given a test spell "Deep Study" costing 0 and text "Draw 1.\n[Level 6][>] [Stun] an enemy unit."
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Lesson in her hand
      And Alice has a Deep Study in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Lesson
      And Alice passes
      And Bob passes
      And Alice plays her Deep Study
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is stunned
      And Alice drew 1 time

    @rule:824.1.c @rule:824.1.b
    Example: Without the XP, Deep Study only draws: nothing to choose, nothing stunned
      Given a test spell "Deep Study" costing 0 and text "Draw 1.\n[Level 6][>] [Stun] an enemy unit."
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Deep Study in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Deep Study
      Then no decision is pending
      When Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is not stunned
      And Alice drew 1 time

    @rule:824.1.c
    Example: Alice's Dojo readies her units only from 11 XP: at 10 her first Squire enters exhausted, at 11 her second enters ready
      Given a test gear "Dojo" costing 0 and text "[Level 11][>] Your units enter ready."
      And a test unit "Squire" costing 0 with 1 Might
      And Alice has a Dojo in her base
      And Alice has a Long Lesson in her hand
      And Alice has a Footnote in her hand
      And Alice has a Squire in her hand
      And Alice has a Squire in her hand
      When Alice plays her Long Lesson
      And Alice passes
      And Bob passes
      And Alice plays her Squire
      Then Alice's Squire is exhausted
      When Alice plays her Footnote
      And Alice passes
      And Bob passes
      And Alice plays her Squire 2
      Then Alice's Squire 2 is ready

    @rule:824.1.c
    Example: At 11 XP the higher Level's "instead" replaces the lower one's discount: Alice's Study costs 1, not nothing
      Given a test spell "Study" costing 5 and text "Draw 1.\n[Level 6][>] This costs :rb_energy_2: less.\n[Level 11][>] This costs :rb_energy_4: less instead."
      And Alice has a Long Lesson in her hand
      And Alice has a Footnote in her hand
      And Alice has a Study in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Long Lesson
      And Alice passes
      And Bob passes
      And Alice plays her Footnote
      And Alice passes
      And Bob passes
      And Alice plays her Study
      Then Alice's rune pool holds 0 Energy
      And Alice's Study is a finalized chain item

  Rule: 824.1.c.1 A new controller's XP decides

    @rule:824.1.c.1
    Example: Alice, with 11 XP, takes Bob's Targonian Visionary: it has 10 Might under her, 6 under Bob who has none
      Given a test spell "Seize" costing 0 and text "Take control of an enemy unit."
      And Bob has a Targonian Visionary in his base
      And Alice has a Long Lesson in her hand
      And Alice has a Footnote in her hand
      And Alice has a Seize in her hand
      When Alice plays her Long Lesson
      And Alice passes
      And Bob passes
      And Alice plays her Footnote
      And Alice passes
      And Bob passes
      Then Bob's Targonian Visionary's Might is 6
      When Alice plays her Seize
      And Alice chooses Bob's Targonian Visionary
      And Alice passes
      And Bob passes
      Then Alice controls Bob's Targonian Visionary
      And Bob's Targonian Visionary's Might is 10

  Rule: 824.1.d The dependent ability stops as soon as the controller has fewer than N XP

    @rule:824.1.d
    Example: Alice spends 2 of her 11 XP on Crowd Favorite, and her Targonian Visionary is back to 6 Might
      Given Alice has a Targonian Visionary in her base
      And Alice has a Crowd Favorite in her base
      And Alice has a Long Lesson in her hand
      And Alice has a Footnote in her hand
      When Alice plays her Long Lesson
      And Alice passes
      And Bob passes
      And Alice plays her Footnote
      And Alice passes
      And Bob passes
      Then Alice's Targonian Visionary's Might is 10
      When Alice activates her Crowd Favorite
      And Alice passes
      And Bob passes
      Then Alice's Crowd Favorite's Might is 4
      And Alice's Targonian Visionary's Might is 6

  Rule: 824.2 Whether a card has Level can be checked by other effects

    @rule:824.2
    Example: A spell that kills a unit with Level may choose Bob's Targonian Visionary but not his Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Level]."
      And Alice has a Pick in her hand
      And Bob has a Targonian Visionary in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Targonian Visionary
      And Alice passes
      And Bob passes
      Then Bob's Targonian Visionary is in Bob's trash
