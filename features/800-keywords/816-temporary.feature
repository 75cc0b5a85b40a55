@edition:v1.4
Feature: Temporary (rule 816)

  Background:
    Given it is Alice's turn, at the start of the beginning phase
    And a battlefield called the Bridge
    And the Bridge is controlled by Alice
    And Alice has 2 cards in her main deck

  @rule:816 @waived:heading
  Rule: 816 Temporary

  Rule: 816.1 Temporary kills its permanent as its controller's Beginning Phase starts, before scoring

    @rule:816.1 @rule:816.1.a @rule:816.1.b @rule:816.1.c
    Example: Alice's Sprite at the Bridge dies before she scores the Bridge
      Given Alice has a Sprite at the Bridge
      Then the game is in the beginning phase
      And the chain holds Alice's Sprite
      And Alice's score is 0
      When Alice passes
      And Bob passes
      Then Alice's Sprite is in Alice's trash
      And these events happened in order:
        | phase-began | beginning      |
        | triggered   | Alice's Sprite |
        | died        | Alice's Sprite |
        | scored      | Alice          |
      And Alice's score is 1

    @rule:816.1.b @rule:816.1.c
    Example: Bob's Sprite lives through Alice's Beginning Phase
      Given Bob has a Sprite in his base
      Then the chain is empty
      And Bob's Sprite is in Bob's base
      And no triggered event happened for Bob's Sprite

  Rule: 816.1.a Temporary belongs to permanents: gear has it too

    @rule:816.1.a
    Example: Alice's gear with Temporary is killed as her Beginning Phase starts
      Given a test gear "Flare" costing 0 and text "[Temporary]"
      And Alice has a Flare in her base
      Then the chain holds Alice's Flare
      When Alice passes
      And Bob passes
      Then Alice's Flare is in Alice's trash

  Rule: 816.2 A second Temporary adds nothing: it triggers once

    @rule:816.2 @rule:816.2.a
    Example: Alice's unit printed with Temporary twice triggers once
      Given a test unit "Wisp" costing 1 with 2 Might and text "[Temporary]\n[Temporary]"
      And Alice has a Wisp in her base
      Then the chain holds Alice's Wisp
      When Alice passes
      And Bob passes
      Then Alice's Wisp is in Alice's trash
      And the chain is empty

  Rule: 816.3 Whether a permanent has Temporary can be checked by other effects

    @rule:816.3
    Example: A spell that kills a unit with Temporary may choose Bob's Sprite but not his Shipyard Skulker
      Given it is Alice's main phase
      And a test spell "Pick" costing 0 and text "Kill a unit with [Temporary]."
      And Alice has a Pick in her hand
      And Bob has a Sprite in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Sprite
      And Alice passes
      And Bob passes
      Then Bob's Sprite is in Bob's trash
