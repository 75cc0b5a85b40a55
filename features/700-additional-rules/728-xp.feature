@edition:v1.4
Feature: XP (rules 728–733)

  Background:
    Given it is Alice's main phase
    And a test gear "Study Lamp" costing 0 and text "[Level 3][>] When you play a spell, draw 1."
    And a test spell "Lesson" costing 0 and text "Gain 3 XP."
    And a test spell "Short Lesson" costing 0 and text "Gain 2 XP."
    And a test spell "Footnote" costing 0 and text "Gain 1 XP."
    And a test spell "Cram" costing 0 and text "You may spend 3 XP to draw 2."
    And a test spell "Plain Word" costing 0
    And Alice has a Study Lamp in her base
    And Alice has 5 cards in her main deck

  @rule:728 @waived:heading
  Rule: 728 XP

  Rule: 729 XP is a resource players gain and spend

    @rule:729 @rule:730 @rule:730.1 @rule:727.1.b.2 @rule:727.1.c.1 @rule:727.1.c.1.a @rule:725.4
    Example: Alice's Lesson gives her 3 XP as it resolves, and her Level 3 lamp triggers on that very play
      Given Alice has a Lesson in her hand
      When Alice plays her Lesson
      Then the chain holds Alice's Lesson
      When Alice passes
      And Bob passes
      Then the chain holds Alice's Study Lamp
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:730.1 @rule:727 @rule:727.1 @rule:727.1.a @rule:727.1.b @rule:727.1.b.2 @rule:727.1.c.1
    Example: With only 2 XP Alice's Level 3 lamp stays inactive
      Given Alice has a Short Lesson in her hand
      And Alice has a Plain Word in her hand
      When Alice plays her Short Lesson
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Plain Word
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times
      And no triggered event happened for Alice's Study Lamp

  @rule:729.1 @rule:729.1.a @waived:physical-handling
  Rule: 729.1 How players mark their XP

  Rule: 729.2 How much XP a player has is public

    @rule:729.2
    Example: Alice's Lesson gives her 3 XP, and Bob and a spectator see her 3 XP as well
      Given Alice has a Lesson in her hand
      Then Alice's XP is 0
      When Alice plays her Lesson
      And Alice passes
      And Bob passes
      Then Alice's XP is 3
      And Bob sees Alice's XP as 3
      And a spectator sees Alice's XP as 3
      And Alice sees Alice's XP as 3

  Rule: 730.1 Gaining XP adds to what the player has

    @rule:730.1 @rule:729
    Example: 2 XP and then 1 XP add up to the 3 the lamp needs
      Given Alice has a Short Lesson in her hand
      And Alice has a Footnote in her hand
      When Alice plays her Short Lesson
      And Alice passes
      And Bob passes
      And Alice plays her Footnote
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Study Lamp
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:730.1
    Example: Once Alice's Footnote has given her XP, her Scholar's "gained XP this turn" bonus applies
      Given a test unit "Scholar" costing 0 with 2 Might and text "If you've gained XP this turn, I have +1 :rb_might:."
      And Alice has a Scholar in her base
      And Alice has a Footnote in her hand
      Then Alice's Scholar's Might is 2
      When Alice plays her Footnote
      And Alice passes
      And Bob passes
      Then Alice's XP is 1
      And Alice's Scholar's Might is 3

    @rule:730.1 @rule:359.3.e.14
    Example: "Gain 0 XP" gains Alice nothing: her Scholar's "gained XP this turn" bonus stays off and the "if you do" after it draws nothing
      Given a test unit "Scholar" costing 0 with 2 Might and text "If you've gained XP this turn, I have +1 :rb_might:."
      And a test spell "Blank Page" costing 0 and text "Gain 0 XP. If you do, draw 1."
      And Alice has a Scholar in her base
      And Alice has a Blank Page in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Blank Page
      And Alice passes
      And Bob passes
      Then Alice's XP is 0
      And Alice's Scholar's Might is 2
      And Alice drew 0 times

    @rule:730.1
    Example: "Gain 1 XP for each friendly unit" with two units gives Alice 2 XP
      Given a test spell "Roll Call" costing 0 and text "Gain 1 XP for each friendly unit."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Roll Call in her hand
      When Alice plays her Roll Call
      And Alice passes
      And Bob passes
      Then Alice's XP is 2

  Rule: 730.2 Spending XP takes it away from the player

    @rule:730 @rule:730.2 @rule:731 @rule:731.1 @rule:727.1.b.2
    Example: Alice spends her 3 XP on Cram, and her lamp is inactive again
      Given Alice has a Lesson in her hand
      And Alice has a Cram in her hand
      When Alice plays her Lesson
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Cram
      Then Alice's Cram is targeting nothing
      When Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice drew 3 times
      And the chain is empty

    @rule:730.2
    Example: With 2 XP Alice cannot spend 3, so Cram draws nothing
      Given Alice has a Short Lesson in her hand
      And Alice has a Cram in her hand
      When Alice plays her Short Lesson
      And Alice passes
      And Bob passes
      And Alice plays her Cram
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice drew 0 times
      And Alice's XP is 2

    @rule:730.2
    Example: Alice's Tutor costs 2 XP to use: refused with none, usable once she has gained them
      Given a test gear "Tutor" costing 0 and text "Spend 2 XP, :rb_exhaust:: Buff a unit."
      And Alice has a Tutor in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Short Lesson in her hand
      When Alice activates her Tutor
      Then the action is refused citing rule 358.2
      And Alice's Tutor is ready
      When Alice plays her Short Lesson
      And Alice passes
      And Bob passes
      And Alice activates her Tutor
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 4
      And Alice's Tutor is exhausted

  Rule: 732 Teammates do not share XP

    @rule:732
    Example: In 2v2 Alice's 3 XP open her Level 3 Lookout, not her teammate Carol's
      Given the mode of play is 2v2
      And a test gear "Lookout" costing 0 and text "[Level 3][>] When an opponent plays a spell, draw 1."
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Lookout in her base
      And Carol has a Lookout in her base
      And Carol has 5 cards in her main deck
      And Alice has a Lesson in her hand
      And Alice has a Plain Word in her hand
      And Bob has a Quick Word in his hand
      When Alice plays her Lesson
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then the chain holds Alice's Study Lamp
      When Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      And Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      And Carol passes
      And Dave passes
      And Alice passes
      Then the chain holds Alice's Plain Word, then Alice's Lookout
      And no triggered event happened for Carol's Lookout

  Rule: 733 A player's XP has no upper limit

    @rule:733
    Example: Alice builds up 12 XP, enough for a Level 12 ability as well as the Level 3 one
      Given a test gear "Sage's Lamp" costing 0 and text "[Level 12][>] When you play a spell, draw 1."
      And a test spell "Long Study" costing 0 and text "Gain 12 XP."
      And Alice has a Sage's Lamp in her base
      And Alice has a Long Study in her hand
      When Alice plays her Long Study
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain is empty
