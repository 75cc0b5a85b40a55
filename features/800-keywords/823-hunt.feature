@edition:v1.4
Feature: Hunt (rule 823)

  # XP is not part of the view: what a Hunt gives is seen through what Alice can then spend XP on
  # (Crowd Favorite: "Spend 2 XP: [Buff] me") or through a [Level 3] ability that wakes.

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Footnote" costing 0 and text "Gain 1 XP."
    And a test spell "Plain Word" costing 0
    And a test gear "Study Lamp" costing 0 and text "[Level 3][>] When you play a spell, draw 1."

  @rule:823 @waived:heading
  Rule: 823 Hunt

  Rule: 823.1 Hunt is a triggered ability of units, set off as they conquer and as they hold

    @rule:823.1 @rule:823.1.a @rule:823.1.b @rule:823.1.c.1 @rule:823.1.c.3 @rule:823.1.c
    Example: Voracious Gromp conquers the Bridge: its Hunt 3 triggers and gives Alice the 3 XP her Study Lamp's Level 3 needs
      Given Alice has a Voracious Gromp in her base
      And Alice has a Study Lamp in her base
      And Alice has a Plain Word in her hand
      And Alice has 2 cards in her main deck
      When Alice moves her Voracious Gromp to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Voracious Gromp
      When Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Plain Word
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Study Lamp
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:823.1.c.1
    Example: A Tracker printed with [Assault], "When I conquer" and then [Hunt 3] offers its Hunt as its third ability when Alice orders the two conquer triggers
      Given a test unit "Tracker" costing 0 with 2 Might and text "[Assault]\nWhen I conquer, draw 1.\n[Hunt 3]"
      And Alice has a Tracker in her base
      And Alice has a Study Lamp in her base
      And Alice has a Plain Word in her hand
      And Alice has 3 cards in her main deck
      When Alice moves her Tracker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice is asked to order her triggered abilities
      When Alice puts her Tracker's ability 2, then her Tracker's ability 3 on the chain in that order
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
      When Alice plays her Plain Word
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Study Lamp
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:823.1.c.1
    Example: The Hunt of Voracious Gromp conquering the Bridge goes on the chain as a conquer trigger that cites 823.1.c.1
      Given Alice has a Voracious Gromp in her base
      When Alice moves her Voracious Gromp to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Voracious Gromp
      And the triggered event for Alice's Voracious Gromp cites rule 823.1.c.1
      When Alice passes
      And Bob passes
      Then the chain is empty

    @rule:823.1.c.1 @rule:823.1.c.3
    Example: Gromp's Hunt 3 pays for Crowd Favorite's 2 XP once, and leaves too little for a second time
      Given Alice has a Voracious Gromp in her base
      And Alice has a Crowd Favorite in her base
      When Alice moves her Voracious Gromp to the Bridge
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice activates her Crowd Favorite
      And Alice passes
      And Bob passes
      Then Alice's Crowd Favorite's Might is 4
      When Alice activates her Crowd Favorite
      Then the action is refused

    @rule:823.1 @rule:823.1.b
    Example: A unit that moves to a battlefield Alice already controls conquers nothing, and its Hunt stays quiet
      Given the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Voracious Gromp in her base
      When Alice moves her Voracious Gromp to the Bridge
      Then the chain is empty
      And no triggered event happened for Alice's Voracious Gromp

  Rule: 823.1.b Hunt is also a Hold effect

    @rule:823.1.b @rule:823.1.c.1
    Example: Alice holds the Bridge: her Voracious Gromp there triggers, her Voracious Gromp in base does not
      Given it is Alice's turn, at the start of the beginning phase
      And the Bridge is controlled by Alice
      And Alice has a Voracious Gromp at the Bridge
      And Alice has a Voracious Gromp in her base
      Then the chain holds Alice's Voracious Gromp
      And no triggered event happened for Alice's Voracious Gromp 2

    @rule:823.1.b @rule:823.1.c.1
    Example: The 3 XP of holding with Gromp let Alice's Crowd Favorite spend 2 in her main phase
      Given it is Alice's turn, at the start of the beginning phase
      And the Bridge is controlled by Alice
      And Alice has a Voracious Gromp at the Bridge
      And Alice has a Crowd Favorite in her base
      And Alice has 3 cards in her main deck
      When Alice passes
      And Bob passes
      And Alice activates her Crowd Favorite
      And Alice passes
      And Bob passes
      Then Alice's Crowd Favorite's Might is 4

  Rule: 823.1.c.2 A Hunt without a number is Hunt 1

    @rule:823.1.c.2 @rule:823.1.c.1
    Example: Crowd Favorite's bare Hunt gives 1 XP: with Footnote's 1 more, Alice can spend 2
      Given Alice has a Crowd Favorite in her base
      And Alice has a Footnote in her hand
      When Alice moves her Crowd Favorite to the Bridge
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Crowd Favorite
      When Alice passes
      And Bob passes
      And Alice plays her Footnote
      And Alice passes
      And Bob passes
      And Alice activates her Crowd Favorite
      And Alice passes
      And Bob passes
      Then Alice's Crowd Favorite's Might is 4

    @rule:823.1.c.2
    Example: Without the conquest, Footnote's 1 XP alone is not enough for Crowd Favorite
      Given Alice has a Crowd Favorite in her base
      And Alice has a Footnote in her hand
      When Alice plays her Footnote
      And Alice passes
      And Bob passes
      And Alice activates her Crowd Favorite
      Then the action is refused

  Rule: 823.2 The Hunt values of a unit's instances add up, in one trigger

    @rule:823.2
    Example: A unit with Hunt and Hunt 2 conquers: one trigger gives Alice 3 XP, enough for her Study Lamp's Level 3
      Given a test unit "Twin Tracker" costing 2 with 2 Might and text "[Hunt]\n[Hunt 2]"
      And Alice has a Twin Tracker in her base
      And Alice has a Study Lamp in her base
      And Alice has a Plain Word in her hand
      And Alice has 2 cards in her main deck
      When Alice moves her Twin Tracker to the Bridge
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Twin Tracker
      When Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Plain Word
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Study Lamp

  Rule: 823.3 Whether a unit has Hunt can be checked by other effects

    @rule:823.3
    Example: A spell that kills a unit with Hunt may choose Bob's Voracious Gromp but not his Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Hunt]."
      And Alice has a Pick in her hand
      And Bob has a Voracious Gromp at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Voracious Gromp
      And Alice passes
      And Bob passes
      Then Bob's Voracious Gromp is in Bob's trash
