@edition:v1.4
Feature: States of the turn (rules 307–310)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Quick Word" costing 0 and text "[Reaction]"
    And a test spell "Slow Word" costing 0 and text "[Action]"
    And a test spell "Plain Word" costing 0
    And a test unit "Plain Soldier" costing 0 with 2 Might

  @rule:307 @waived:heading
  Rule: 307 States of the Turn, the section heading

  Rule: 308 The turn is Neutral, or in a Showdown while a showdown or combat is on

    @rule:308 @rule:308.2 @rule:310 @rule:310.1
    Example: With no showdown and no Chain, the main phase is Neutral Open
      Then the turn is in a Neutral Open state

    @rule:308 @rule:308.1 @rule:310.3
    Example: A showdown makes the turn a Showdown state
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then the turn is in a Showdown Open state

    @rule:308.1
    Example: A combat makes the turn a Showdown state
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      And the turn is in a Showdown Open state

    @rule:308.1.a
    Example: A spell without Action or Reaction cannot be played in a showdown
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Plain Word in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Plain Word
      Then the action is refused citing rule 308.1.a
      And Alice's Plain Word is in Alice's hand

    @rule:308.1.a
    Example: A unit without Action or Reaction cannot be played in a showdown
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Plain Soldier in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Plain Soldier
      Then the action is refused citing rule 308.1.a

    @rule:308.1.a @rule:316.8.c
    Example: A spell with Action can be played in a showdown
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Slow Word in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Slow Word
      Then the chain holds Alice's Slow Word
      And the turn is in a Showdown Closed state

    @rule:308.2 @rule:310.2 @rule:316.8.b
    Example: A battlefield contested while a Chain waits leaves the turn Neutral until its showdown begins
      Given a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Quick Word in her hand
      And Alice has a Rally in her hand
      When Alice plays her Quick Word
      And Alice plays her Rally
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Bridge
      And the Bridge is contested
      And the chain holds Alice's Quick Word
      And the turn is in a Neutral Closed state
      When Alice passes
      And Bob passes
      Then the turn is in a Showdown Open state

  Rule: 309 The turn is Closed while a Chain exists, Open otherwise

    @rule:309 @rule:309.1 @rule:310.2
    Example: A Chain in the main phase makes the turn Neutral Closed
      Given Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      Then the turn is in a Neutral Closed state

    @rule:309.1.a
    Example: Only Reaction may be added to a Chain: an Action spell is refused
      Given Alice has a Quick Word in her hand
      And Bob has a Slow Word in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Slow Word
      Then the action is refused citing rule 309.1.a
      And the chain holds Alice's Quick Word

    @rule:309.1.a
    Example: A Reaction spell may be added to a Chain by the opponent
      Given Alice has a Quick Word in her hand
      And Bob has a Quick Word in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Quick Word
      Then the chain holds Alice's Quick Word, then Bob's Quick Word

    @rule:309.2
    Example: The turn is Open again once the Chain has resolved
      Given Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob passes
      Then the turn is in a Neutral Open state

  Rule: 310 The four combined states

    @rule:310.4
    Example: A Chain during a showdown makes the turn Showdown Closed
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Quick Word in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Quick Word
      Then the turn is in a Showdown Closed state

    @rule:310.1.a
    Example: In a Neutral Open state the turn player may play a plain spell
      Given Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      Then the chain holds Alice's Plain Word

    @rule:310.1.a @rule:316.5.b
    Example: In a Neutral Open state the other player may not play, not even a Reaction
      Given Bob has a Quick Word in his hand
      When Bob plays his Quick Word
      Then the action is refused
      And Bob's Quick Word is in Bob's hand
