@edition:v1.4
Feature: Vision (rule 817)

  Background:
    Given it is Alice's main phase
    And Alice has 3 cards in her main deck

  @rule:817 @waived:heading
  Rule: 817 Vision

  Rule: 817.1 Vision is a triggered ability: when its permanent is played, its controller predicts

    @rule:817.1 @rule:817.1.b @rule:817.1.c
    Example: Alice plays Mystic Poro; once it is on the board, Vision lets her recycle her top card
      Given Alice has a Mystic Poro in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Mystic Poro
      Then Alice's Mystic Poro is in Alice's base
      And the chain holds Alice's Mystic Poro
      When Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 1
      When Alice chooses her card 1
      Then Alice's main deck holds Alice's card 2, Alice's card 3, Alice's card 1 (top first)

    @rule:817.1 @rule:817.1.b
    Example: A unit without Vision has Alice look at nothing
      Given Alice has a Stalwart Poro in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Stalwart Poro
      Then Alice's Stalwart Poro is in Alice's base
      And the chain is empty
      And no triggered event happened for Alice's Stalwart Poro
      And Alice's main deck holds Alice's card 1, Alice's card 2, Alice's card 3 (top first)

    @rule:817.1 @rule:817.1.b
    Example: With Gemcraft Seer in play, Alice's Stalwart Poro has Vision as she plays it and she predicts
      Given Alice has a Gemcraft Seer in her base
      And Alice has a Stalwart Poro in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Stalwart Poro
      Then the chain holds Alice's Stalwart Poro
      When Alice passes
      And Bob passes
      And Alice chooses her card 1
      Then Alice's main deck holds Alice's card 2, Alice's card 3, Alice's card 1 (top first)

    @rule:817.1.b
    Example: Gemcraft Seer predicts once, by its own Vision, and gives Vision to the other units Alice plays but not to her gear
      Given a test unit "Squire" costing 0 with 2 Might
      And a test gear "Lantern" costing 0
      And Alice has a Gemcraft Seer in her hand
      And Alice has a Lantern in her hand
      And Alice has a Squire in her hand
      And Alice has 3 Energy and 1 mind Power in her rune pool
      When Alice plays her Gemcraft Seer
      Then Alice's Gemcraft Seer is in Alice's base
      And the chain holds Alice's Gemcraft Seer
      When Alice passes
      And Bob passes
      And Alice declines to choose any card
      Then the chain is empty
      When Alice plays her Lantern
      Then Alice's Lantern is in Alice's base
      And the chain is empty
      When Alice plays her Squire
      Then the chain holds Alice's Squire
      And the triggered event for Alice's Squire cites rule 817.1.b
      When Alice passes
      And Bob passes
      And Alice chooses her card 1
      Then Alice's main deck holds Alice's card 2, Alice's card 3, Alice's card 1 (top first)

    @rule:817.1.b
    Example: Alice's Gemcraft Seer gives no Vision to the unit Bob plays
      Given it is Bob's main phase
      And a test unit "Squire" costing 0 with 2 Might
      And Alice has a Gemcraft Seer in her base
      And Bob has a Squire in his hand
      When Bob plays his Squire
      Then Bob's Squire is in Bob's base
      And the chain is empty
      And no triggered event happened for Bob's Squire

    @rule:817.1.b @rule:740.1.a
    Example: In 2v2, Alice's Gemcraft Seer gives Vision to the unit her teammate Carol plays: Carol's units are friendly to it
      Given the mode of play is 2v2
      And a test unit "Squire" costing 0 with 2 Might
      And Alice has a Gemcraft Seer in her base
      And Carol has a Squire in her hand
      And Carol has 3 cards in her main deck
      When Alice invites Carol to play
      And Carol plays her Squire
      Then Carol's Squire is in Carol's base
      And the chain holds Carol's Squire
      And the triggered event for Carol's Squire cites rule 817.1.b
      And the chain item of Carol's Squire is Carol's

    @rule:817.1.b
    Example: "Your Mechs have [Vision]" gives Vision to the Mech Alice plays, and none to her unit that is no Mech
      Given a test unit "Forecaster" costing 0 with 2 Might and text "Your Mechs have [Vision]."
      And a test unit "Squire" costing 0 with 2 Might
      And a test unit "Gizmo" costing 0 with 2 Might
      And the test card "Gizmo" has the tag Mech
      And Alice has a Forecaster in her base
      And Alice has a Squire in her hand
      And Alice has a Gizmo in her hand
      When Alice plays her Squire
      Then Alice's Squire is in Alice's base
      And the chain is empty
      And no triggered event happened for Alice's Squire
      When Alice plays her Gizmo
      Then the chain holds Alice's Gizmo
      And the triggered event for Alice's Gizmo cites rule 817.1.b

    @rule:817.1.b
    Example: Alice's "Your Mechs have [Vision]" gives no Vision to the Mech Bob plays: her Mechs are hers only
      Given it is Bob's main phase
      And a test unit "Forecaster" costing 0 with 2 Might and text "Your Mechs have [Vision]."
      And a test unit "Gizmo" costing 0 with 2 Might
      And the test card "Gizmo" has the tag Mech
      And Alice has a Forecaster in her base
      And Bob has a Gizmo in his hand
      When Bob plays his Gizmo
      Then Bob's Gizmo is in Bob's base
      And the chain is empty
      And no triggered event happened for Bob's Gizmo

    @rule:817.1.b
    Example: Breakneck Mech gives Alice's Mechs other keywords but not Vision: the Mech she plays has her predict nothing
      Given a test unit "Gizmo" costing 0 with 2 Might
      And the test card "Gizmo" has the tag Mech
      And Alice has a Breakneck Mech in her base
      And Alice has a Gizmo in her hand
      When Alice plays her Gizmo
      Then Alice's Gizmo is in Alice's base
      And the chain is empty
      And no triggered event happened for Alice's Gizmo

    @rule:817.1.b
    Example: Alice's "Other units have [Vision]" gives Vision to the unit Bob plays: it names no side, and Bob predicts
      Given it is Bob's main phase
      And a test unit "Beacon" costing 0 with 2 Might and text "Other units have [Vision]."
      And a test unit "Squire" costing 0 with 2 Might
      And Alice has a Beacon in her base
      And Bob has a Squire in his hand
      And Bob has 3 cards in his main deck
      When Bob plays his Squire
      Then Bob's Squire is in Bob's base
      And the chain holds Bob's Squire
      And the triggered event for Bob's Squire cites rule 817.1.b
      When Bob passes
      And Alice passes
      And Bob chooses his card 1
      Then Bob's main deck holds Bob's card 2, Bob's card 3, Bob's card 1 (top first)

  Rule: 817.1.a Vision is printed on permanents: a gear has it too

    @rule:817.1.a
    Example: Alice's gear with Vision has her predict as it enters her base
      Given a test gear "Lens" costing 0 and text "[Vision]"
      And Alice has a Lens in her hand
      When Alice plays her Lens
      Then Alice's Lens is in Alice's base
      And the chain holds Alice's Lens
      When Alice passes
      And Bob passes
      And Alice chooses her card 1
      Then Alice's main deck holds Alice's card 2, Alice's card 3, Alice's card 1 (top first)

  Rule: 817.2 Each instance of Vision triggers on its own

    @rule:817.2 @rule:817.2.a
    Example: A unit printed with Vision twice has Alice predict twice, recycling on one and keeping on the other
      Given a test unit "Seer" costing 0 with 1 Might and text "[Vision]\n[Vision]"
      And Alice has a Seer in her hand
      When Alice plays her Seer
      Then the chain holds Alice's Seer, then Alice's Seer
      When Alice passes
      And Bob passes
      And Alice chooses her card 1
      Then Alice's main deck holds Alice's card 2, Alice's card 3, Alice's card 1 (top first)
      When Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 2
      When Alice declines to choose any card
      Then Alice's main deck holds Alice's card 2, Alice's card 3, Alice's card 1 (top first)
      And the chain is empty

  Rule: 817.2.b Keeping the top card on the first Vision shows the same card to the second

    @rule:817.2.b
    Example: Alice keeps her top card on the first Vision and sees it again on the second
      Given a test unit "Seer" costing 0 with 1 Might and text "[Vision]\n[Vision]"
      And Alice has a Seer in her hand
      When Alice plays her Seer
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 1
      When Alice declines to choose any card
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 1

  Rule: 817.3 Whether a permanent has Vision can be checked by other effects

    @rule:817.3
    Example: A spell that kills a unit with Vision may choose Bob's Mystic Poro but not his Stalwart Poro
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Vision]."
      And Alice has a Pick in her hand
      And Bob has a Mystic Poro in his base
      And Bob has a Stalwart Poro in his base
      When Alice plays her Pick
      And Alice chooses Bob's Stalwart Poro
      Then the action is refused
      When Alice chooses Bob's Mystic Poro
      And Alice passes
      And Bob passes
      Then Bob's Mystic Poro is in Bob's trash
