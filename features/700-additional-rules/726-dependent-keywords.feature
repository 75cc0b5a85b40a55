@edition:v1.4
Feature: Dependent keywords (rules 726–727)

  Background:
    Given it is Alice's main phase
    And a test gear "Drill Yard" costing 0 and text "[Legion][>] At the start of your Beginning Phase, draw 1."
    And a test spell "Plain Word" costing 0
    And Alice has 5 cards in her main deck
    And Bob has 5 cards in his main deck

  @rule:726 @waived:heading
  Rule: 726 Dependent Keywords

  Rule: 727.1.a.1 A dependent keyword's condition can carry a duration

    @rule:727 @rule:727.1 @rule:727.1.a @rule:727.1.a.1 @rule:727.1.c
    Example: Legion looks at this turn only: the card Alice played on her last turn does not open it at the start of her next
      Given Alice has a Drill Yard in her base
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob passes
      And Alice ends her turn
      Then the turn player is Bob
      When Bob ends his turn
      Then the turn player is Alice
      And Alice drew 1 time
      And no triggered event happened for Alice's Drill Yard

  Rule: 727.1.b.1 A dependent ability not yet active is still on the card for whatever looks for it

    @rule:727.1.b.1 @rule:727.1.b
    Example: Below Level 3, Bob's "Kill a unit with [Deflect]" may choose Alice's Mosstomper, and pays nothing for its Deflect
      Given a test spell "Ward Breaker" costing 0 and text "Kill a unit with [Deflect]."
      And Alice has a Mosstomper in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Ward Breaker in his hand
      And it is Bob's main phase
      Then Alice's XP is 0
      And Alice's Mosstomper's Might is 3
      When Bob plays his Ward Breaker
      And Bob chooses Alice's Vanguard Sergeant
      Then the action is refused
      When Bob chooses Alice's Mosstomper
      Then Bob's Ward Breaker is targeting Alice's Mosstomper
      When Bob passes
      And Alice passes
      Then Alice's Mosstomper is in Alice's trash

    @rule:727.1.b.2 @rule:727.1.b
    Example: At Level 3 Alice's Mosstomper has 4 Might and its Deflect works: Bob pays a Power to choose it
      Given a test spell "Quick Breaker" costing 0 and text "[Reaction]\nKill a unit with [Deflect]."
      And a test spell "Lesson" costing 0 and text "Gain 3 XP."
      And Alice has a Mosstomper in her base
      And Alice has a Lesson in her hand
      And Alice has a Plain Word in her hand
      And Bob has a Quick Breaker in his hand
      And Bob has 0 Energy and 1 calm Power in his rune pool
      When Alice plays her Lesson
      And Alice passes
      And Bob passes
      Then Alice's XP is 3
      And Alice's Mosstomper's Might is 4
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Breaker
      And Bob chooses Alice's Mosstomper
      And Bob passes
      And Alice passes
      Then Alice's Mosstomper is in Alice's trash
      And Bob's rune pool holds 0 calm Power

  Rule: 727.1.c.2 A dependent passive ability applies from the moment its condition holds

    @rule:727.1.c @rule:727.1.c.2
    Example: Alice's Punching Poro has its printed Might until it is Empowered, and 1 more from then on
      Given Alice has a Punching Poro in her base
      And Alice has a Stalwart Poro in her hand
      Then Alice's Punching Poro's Might is 2
      When Alice activates her Punching Poro
      Then Alice's Stalwart Poro is in Alice's trash
      When Alice passes
      And Bob passes
      Then Alice's Punching Poro's Might is 3

    @rule:727.1.c.2 @rule:824.1.c
    Example: With no XP, Alice's Sentinel's "[Level 3]" protection is not active: Bob's Quick Zap may choose it
      Given a test unit "Sentinel" costing 0 with 2 Might and text "[Level 3][>] Your units here can't be chosen by enemy spells and abilities."
      And a test spell "Quick Zap" costing 0 and text "[Reaction]\nDeal 2 to a unit."
      And a battlefield called the Bridge
      And Alice has a Sentinel at the Bridge
      And Alice has a Plain Word in her hand
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Quick Zap in his hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Zap
      Then Bob is asked to choose targets among Alice's Sentinel and Bob's Vanguard Sergeant

    @rule:727.1.c.2 @rule:824.1.c
    Example: Once her Lesson gives Alice 3 XP, her Sentinel's "[Level 3]" protection applies: Bob's Quick Zap may no longer choose it
      Given a test unit "Sentinel" costing 0 with 2 Might and text "[Level 3][>] Your units here can't be chosen by enemy spells and abilities."
      And a test spell "Quick Zap" costing 0 and text "[Reaction]\nDeal 2 to a unit."
      And a test spell "Lesson" costing 0 and text "Gain 3 XP."
      And a battlefield called the Bridge
      And Alice has a Sentinel at the Bridge
      And Alice has a Lesson in her hand
      And Alice has a Plain Word in her hand
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Quick Zap in his hand
      When Alice plays her Lesson
      And Alice passes
      And Bob passes
      Then Alice's XP is 3
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Zap
      Then Bob is asked to choose targets among Bob's Vanguard Sergeant

  Rule: 727.1.b.3 An ability behind several dependent keywords works only while all their conditions hold

    @rule:727.1.b.3
    Example: Alice's Twin Lamp needs both 3 XP and another card played this turn: with the XP alone it is refused, with both it draws
      Given a test gear "Twin Lamp" costing 0 and text "[Level 3][>>][Legion][>] :rb_exhaust:: Draw 1."
      And a test spell "Lesson" costing 0 and text "Gain 3 XP."
      And Alice has a Twin Lamp in her base
      And Alice has a Lesson in her hand
      And Alice has a Plain Word in her hand
      When Alice plays her Lesson
      And Alice passes
      And Bob passes
      And Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And Alice's XP is 3
      When Alice activates her Twin Lamp
      Then the action is refused citing rule 812.1.c
      And Alice's Twin Lamp is ready
      When Alice plays her Plain Word
      And Alice passes
      And Bob passes
      And Alice activates her Twin Lamp
      Then Alice's Twin Lamp is exhausted
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

  Rule: 727.1.c.3 A dependent activated ability can be activated once its condition holds

    @rule:727.1.c.3
    Example: Alice's Level 3 Drill Lamp cannot be activated with no XP, and can once her Lesson gives her 3
      Given a test gear "Drill Lamp" costing 0 and text "[Level 3][>] :rb_exhaust:: Draw 1."
      And a test spell "Lesson" costing 0 and text "Gain 3 XP."
      And Alice has a Drill Lamp in her base
      And Alice has a Lesson in her hand
      When Alice activates her Drill Lamp
      Then the action is refused
      And Alice's Drill Lamp is ready
      When Alice plays her Lesson
      And Alice passes
      And Bob passes
      And Alice activates her Drill Lamp
      Then Alice's Drill Lamp is exhausted
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:727.1.c.3 @rule:429.3
    Example: Alice has no XP, so her Level 3 Study Spring adds nothing while she pays, and her 1-Energy spell cannot be played
      Given a test gear "Study Spring" costing 0 and text "[Level 3][>] :rb_exhaust:: [Reaction] — [Add] :rb_energy_1:."
      And a test spell "Insight" costing 1 and text "Draw 1."
      And Alice has a Study Spring in her base
      And Alice has an Insight in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Insight
      Then the action is refused
      And Alice's Study Spring is ready
      And Alice's Insight is in Alice's hand

    @rule:727.1.c.3 @rule:429.3
    Example: Once her Lesson gives Alice 3 XP, her Level 3 Study Spring adds its Energy while she pays, and her 1-Energy spell is played
      Given a test gear "Study Spring" costing 0 and text "[Level 3][>] :rb_exhaust:: [Reaction] — [Add] :rb_energy_1:."
      And a test spell "Lesson" costing 0 and text "Gain 3 XP."
      And a test spell "Insight" costing 1 and text "Draw 1."
      And Alice has a Study Spring in her base
      And Alice has a Lesson in her hand
      And Alice has an Insight in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Lesson
      And Alice passes
      And Bob passes
      Then Alice's XP is 3
      When Alice plays her Insight
      And Alice chooses her Study Spring
      Then the chain holds Alice's Insight
      And Alice's Study Spring is exhausted

  Rule: 727.1.c.3.a An activated ability already on the Chain goes on even if its condition stops holding

    @rule:727.1.c.3.a
    Example: Alice spends her 3 XP while her Drill Lamp's ability waits on the Chain: it still draws
      Given a test gear "Drill Lamp" costing 0 and text "[Level 3][>] :rb_exhaust:: Draw 1."
      And a test spell "Lesson" costing 0 and text "Gain 3 XP."
      And a test spell "Quick Cram" costing 0 and text "[Reaction]\nYou may spend 3 XP to draw 2."
      And Alice has a Drill Lamp in her base
      And Alice has a Lesson in her hand
      And Alice has a Quick Cram in her hand
      When Alice plays her Lesson
      And Alice passes
      And Bob passes
      And Alice activates her Drill Lamp
      And Alice plays her Quick Cram
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice drew 2 times
      When Alice passes
      And Bob passes
      Then Alice drew 3 times
