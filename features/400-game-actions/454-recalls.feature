@edition:v1.4
Feature: Recalls (rules 454–458)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test unit "Scout" costing 0 with 2 Might and text "When I move, draw 1."
    And a test spell "Call Back" costing 0 and text "Recall a unit."

  @rule:454 @waived:heading
  Rule: 454 Recalls

  Rule: 456 A recall takes a permanent to its base without moving it

    @rule:455 @rule:456 @rule:456.1 @rule:456.2
    Example: Call Back takes Alice's Scout home, and its "When I move" does not trigger
      Given Alice has a Scout at the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Call Back in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Call Back
      And Alice chooses her Scout
      And Alice passes
      And Bob passes
      Then Alice's Scout is in Alice's base
      And the chain is empty
      And Alice's hand holds 0 cards

  Rule: 456.3 What stops a permanent from moving does not stop a recall

    @rule:456.3
    Example: Bob's Anchor, which can't move, is still recalled by Call Back
      Given a test unit "Anchor" costing 0 with 3 Might and text "I can't move."
      And Bob has an Anchor at the Bridge
      And Alice has a Call Back in her hand
      When Alice plays her Call Back
      And Alice chooses Bob's Anchor
      And Alice passes
      And Bob passes
      Then Bob's Anchor is in Bob's base

    @rule:456.3
    Example: A spell that moves Bob's Anchor home leaves it where it is, and Alice's own Anchor makes no standard move
      Given a test unit "Anchor" costing 0 with 3 Might and text "I can't move."
      And a test spell "Shove" costing 0 and text "Move a unit at a battlefield to its base."
      And Bob has an Anchor at the Bridge
      And Alice has an Anchor in her base
      And Alice has a Shove in her hand
      When Alice moves her Anchor to the Bridge
      Then the action is refused
      When Alice plays her Shove
      And Alice chooses Bob's Anchor
      And Alice passes
      And Bob passes
      Then Bob's Anchor is at the Bridge
      And Alice's Anchor is in Alice's base

  Rule: 457 Gear can be recalled

    @rule:457 @rule:457.1
    Example: Equipment left alone at the Bridge by its unit's death is recalled to Alice's base
      Given a test gear "Homing Blade" costing 1 and text "At the start of your Beginning Phase, attach this to a unit you control."
      And a test spell "Smite" costing 0 and text "Kill a unit at a battlefield."
      And it is Alice's turn, at the start of the beginning phase
      And Alice has a Vanguard Sergeant at the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Homing Blade in her base
      And Alice has a Smite in her hand
      And Alice has 2 cards in her main deck
      When Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Homing Blade is at the Bridge
      And the game is in the main phase
      When Alice plays her Smite
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Homing Blade is in Alice's base
      And the moved event for Alice's Homing Blade went from the Bridge to base
      And the moved event for Alice's Homing Blade cites rule 323.7

  Rule: 458 A recall leaves the permanent's state as it was

    @rule:458 @rule:458.1
    Example: Recalled, Bob's exhausted, stunned and damaged unit stays so
      Given Bob has an exhausted stunned Vanguard Sergeant with 2 damage at the Bridge
      And Alice has a Call Back in her hand
      When Alice plays her Call Back
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's base
      And Bob's Vanguard Sergeant is exhausted
      And Bob's Vanguard Sergeant is stunned
      And Bob's Vanguard Sergeant has 2 damage

    @rule:458 @rule:458.1
    Example: Recalled, Bob's ready unit stays ready: "Recall a unit" does not exhaust it
      Given Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Call Back in her hand
      When Alice plays her Call Back
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's base
      And Bob's Vanguard Sergeant is ready

    @rule:458
    Example: "Recall a unit exhausted" sends Bob's ready unit home exhausted: only the text's own word changes its state
      Given a test spell "Hard Call" costing 0 and text "Recall a unit exhausted."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Hard Call in her hand
      When Alice plays her Hard Call
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's base
      And Bob's Vanguard Sergeant is exhausted
