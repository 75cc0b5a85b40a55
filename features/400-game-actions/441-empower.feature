@edition:v1.4
Feature: Empower (rule 441)

  Punching Poro has +1 Might only while it is Empowered, so its Might shows whether it is.

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And Alice has a Punching Poro in her base

  @rule:441 @waived:heading
  Rule: 441 Empower

  Rule: 441.1 Empowering makes game objects Empowered

    @rule:441.1
    Example: Alice's Sanction empowers her Punching Poro, which then has 3 Might
      Given Alice has a Sanction in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Sanction
      And Alice chooses mode 1
      And Alice passes
      And Bob passes
      Then Alice's Punching Poro's Might is 3

    @rule:441.1
    Example: Alice's Rouse empowers her exhausted Pupil: its "When I become Empowered" triggers, its "When I become ready" does not, and it stays exhausted
      Given a test unit "Pupil" costing 0 with 1 Might and text "When I become [Empowered], draw 1.\nWhen I become ready, give me +2 :rb_might: this turn."
      And a test spell "Rouse" costing 0 and text "Empower a unit."
      And Alice has an exhausted Pupil in her base
      And Alice has 3 cards in her main deck
      And Alice has a Rouse in her hand
      When Alice plays her Rouse
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Pupil
      Then the chain holds Alice's Pupil
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty
      And Alice's Pupil is exhausted
      And Alice's Pupil's Might is 1

    @rule:441.1
    Example: Sanction's other mode does not empower Alice's Punching Poro
      Given Alice has a Sanction in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Sanction
      And Alice chooses mode 2
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Punching Poro's Might is 2

  Rule: 441.1.c Empowering what is already Empowered does nothing more

    @rule:441.1.c
    Example: Sanction empowering an Eager Pupil that is already Empowered does not trigger it again
      Given a test unit "Eager Pupil" costing 0 with 1 Might and text "[Empower] :rb_energy_1:\nWhen I become [Empowered], draw 1."
      And Alice has an Eager Pupil in her base
      And Alice has 3 cards in her main deck
      And Alice has a Sanction in her hand
      And Alice has 4 Energy in her rune pool
      When Alice activates her Eager Pupil
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Sanction
      And Alice chooses mode 1
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Eager Pupil
      Then the chain is empty
      And Alice drew 1 time

    @rule:441.1.c
    Example: Alice's Rally on her Eager Pupil, Empowered already, empowers nothing, so its "If you do" draws her nothing
      Given a test unit "Eager Pupil" costing 0 with 1 Might and text "[Empower] :rb_energy_1:"
      And a test spell "Rally" costing 0 and text "Empower a unit. If you do, draw 1."
      And Alice has an Eager Pupil in her base
      And Alice has 3 cards in her main deck
      And Alice has a Rally in her hand
      And Alice has 1 Energy in her rune pool
      When Alice activates her Eager Pupil
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Rally
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Eager Pupil
      Then the chain is empty
      And Alice drew 0 times

  Rule: 441.1.c.1 An object allowed to be Empowered again is Empowered again

    @rule:441.1.c.1
    Example: Rousing Alice's Restless Pupil twice empowers it twice: its "When I become Empowered" draws both times
      Given a test unit "Restless Pupil" costing 0 with 1 Might and text "I can be empowered any number of times.\nWhen I become [Empowered], draw 1."
      And a test spell "Rouse" costing 0 and text "Empower a unit."
      And Alice has a Restless Pupil in her base
      And Alice has 3 cards in her main deck
      And Alice has a Rouse in her hand
      And Alice has a Rouse in her hand
      When Alice plays her Rouse
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Restless Pupil
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Rouse 2
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Restless Pupil
      Then the chain holds Alice's Restless Pupil
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:441.1.c.1
    Example: Without that permission, Alice's second Rouse does nothing to her Pupil, which is already Empowered
      Given a test unit "Pupil" costing 0 with 1 Might and text "When I become [Empowered], draw 1."
      And a test spell "Rouse" costing 0 and text "Empower a unit."
      And Alice has a Pupil in her base
      And Alice has 3 cards in her main deck
      And Alice has a Rouse in her hand
      And Alice has a Rouse in her hand
      When Alice plays her Rouse
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Pupil
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Rouse 2
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Pupil
      Then the chain is empty
      And Alice drew 1 time

    @rule:441.1.c.1
    Example: Kayle, Justified, has +2 Might for each time it is Empowered, up to three times: 9 Might, and a fourth Empower is refused
      Given Alice has a Kayle, Justified in her base
      And Alice has 12 Energy in her rune pool
      Then Alice's Kayle, Justified's Might is 3
      When Alice activates her Kayle, Justified
      And Alice passes
      And Bob passes
      Then Alice's Kayle, Justified's Might is 5
      When Alice activates her Kayle, Justified
      And Alice passes
      And Bob passes
      Then Alice's Kayle, Justified's Might is 7
      When Alice activates her Kayle, Justified
      And Alice passes
      And Bob passes
      Then Alice's Kayle, Justified's Might is 9
      When Alice activates her Kayle, Justified
      Then the action is refused
      And Alice's Kayle, Justified's Might is 9

    @rule:441.1.c.1
    Example: Only once Empowered a third time does Kayle, Justified, gain Ganking and go from the Bridge to the Ford
      Given a battlefield called the Ford
      And Alice has a Kayle, Justified at the Bridge
      And Alice has 9 Energy in her rune pool
      When Alice moves her Kayle, Justified to the Ford
      Then the action is refused
      When Alice activates her Kayle, Justified
      And Alice passes
      And Bob passes
      And Alice activates her Kayle, Justified
      And Alice passes
      And Bob passes
      And Alice moves her Kayle, Justified to the Ford
      Then the action is refused
      When Alice activates her Kayle, Justified
      And Alice passes
      And Bob passes
      And Alice moves her Kayle, Justified to the Ford
      Then Alice's Kayle, Justified is at the Ford

    @rule:441.1.c.1 @rule:441.1.c
    Example: Alice's Keen Pupil may be Empowered up to three times: three Rouses draw her a card each, the fourth does nothing
      Given a test unit "Keen Pupil" costing 0 with 1 Might and text "I can be [Empowered] up to three times.\nWhen I become [Empowered], draw 1."
      And a test spell "Rouse" costing 0 and text "Empower a unit."
      And Alice has a Keen Pupil in her base
      And Alice has 5 cards in her main deck
      And Alice has a Rouse in her hand
      And Alice has a Rouse in her hand
      And Alice has a Rouse in her hand
      And Alice has a Rouse in her hand
      When Alice plays her Rouse
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Keen Pupil
      And Alice passes
      And Bob passes
      And Alice plays her Rouse 2
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Keen Pupil
      And Alice passes
      And Bob passes
      And Alice plays her Rouse 3
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Keen Pupil
      And Alice passes
      And Bob passes
      Then Alice drew 3 times
      When Alice plays her Rouse 4
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Keen Pupil
      Then the chain is empty
      And Alice drew 3 times

  Rule: 441.2 Empowered is a state of game objects on the board

    @rule:441.2
    Example: Punching Poro returned to hand and played again is no longer Empowered
      Given a test spell "Call Back" costing 0 and text "Return a friendly unit to its owner's hand."
      And Alice has a Call Back in her hand
      And Alice has a Stalwart Poro in her hand
      And Alice has 2 Energy in her rune pool
      When Alice activates her Punching Poro
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Punching Poro's Might is 3
      When Alice plays her Call Back
      And Alice chooses Alice's Punching Poro
      And Alice passes
      And Bob passes
      Then Alice's Punching Poro is in Alice's hand
      When Alice plays her Punching Poro
      Then Alice's Punching Poro is in Alice's base
      And Alice's Punching Poro's Might is 2

    @rule:441.2
    Example: Guttural Roar on Alice's Empowered Punching Poro gives +4 instead of +2: 7 Might
      Given Alice has a Stalwart Poro in her hand
      And Alice has a Guttural Roar in her hand
      And Alice has 2 Energy in her rune pool
      When Alice activates her Punching Poro
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Guttural Roar
      And Alice chooses Alice's Punching Poro
      And Alice passes
      And Bob passes
      Then Alice's Punching Poro's Might is 7

    @rule:441.2
    Example: Guttural Roar on Alice's Punching Poro that is not Empowered gives +2: 4 Might
      Given Alice has a Guttural Roar in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Guttural Roar
      And Alice chooses Alice's Punching Poro
      And Alice passes
      And Bob passes
      Then Alice's Punching Poro's Might is 4

    @rule:441.2 @rule:364.3
    Example: Rage Amplifier gives Alice's units on the board +1 Might, and +2 in its place once the gear is Empowered
      Given Alice has a Rage Amplifier in her base
      And Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Shipyard Skulker in her hand
      And Alice has 6 Energy and 1 fury Power in her rune pool
      Then Alice's Shipyard Skulker's Might is 4
      And Bob's Shipyard Skulker's Might is 3
      When Alice activates her Rage Amplifier
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 5
      And Bob's Shipyard Skulker's Might is 3
      And Alice's Shipyard Skulker 2's Might is 3

  Rule: 441.2.a Becoming Empowered through the Empower action is an event abilities can refer to

    @rule:441.2.a
    Example: Sanction empowering Eager Pupil makes its "When I become Empowered" ability draw a card
      Given a test unit "Eager Pupil" costing 0 with 1 Might and text "[Empower] :rb_energy_1:\nWhen I become [Empowered], draw 1."
      And Alice has an Eager Pupil in her base
      And Alice has 3 cards in her main deck
      And Alice has a Sanction in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Sanction
      And Alice chooses mode 1
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Eager Pupil
      Then the chain holds Alice's Eager Pupil
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:441.2.a
    Example: Alice's Sanction empowers her Punching Poro, so her Matriarch of War empowers itself and can pay its Disempower cost
      Given Alice has a Matriarch of War as her legend
      And Alice has an exhausted Shipyard Skulker in her base
      And Alice has a Sanction in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Sanction
      And Alice chooses mode 1
      And Alice passes
      And Bob passes
      And Alice chooses her Punching Poro
      Then the chain holds Alice's Matriarch of War
      When Alice passes
      And Bob passes
      And Alice activates her Matriarch of War
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is ready

    @rule:441.2.a
    Example: Sanction's other mode empowers nothing, so Alice's Matriarch of War stays as it was and cannot pay its Disempower cost
      Given Alice has a Matriarch of War as her legend
      And Alice has an exhausted Shipyard Skulker in her base
      And Alice has a Sanction in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Sanction
      And Alice chooses mode 2
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice activates her Matriarch of War
      Then the action is refused
      And Alice's Shipyard Skulker is exhausted

  Rule: 441.3 Empowering is a limited action: done when an effect says so, whoever's turn it is

    @rule:441.3 @rule:441.3.a
    Example: On Alice's turn Bob's Reaction empowers her Punching Poro, and it becomes Empowered
      Given a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Rouse" costing 0 and text "[Reaction]\nEmpower a unit."
      And Alice has a Quick Word in her hand
      And Bob has a Rouse in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Rouse
      And Bob passes
      And Alice passes
      Then Alice's Punching Poro's Might is 3
      And the turn player is Alice
