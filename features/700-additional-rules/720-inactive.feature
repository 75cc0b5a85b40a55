@edition:v1.4
Feature: Inactive text (rules 720–725)

  Background:
    Given it is Alice's main phase
    And Alice has a Stalwart Poro in her base
    And Alice has a Spinning Axe in her hand
    And Alice has 2 Energy and 1 fury Power in her rune pool
    And Bob has 2 cards in his main deck
    And Alice has 2 cards in her main deck
    And a test spell "Axe Hunt" costing 0 and text "Kill a gear with [Temporary]."

  @rule:720 @waived:heading
  Rule: 720 Inactive

  Rule: 722 Inactive text is still on the card

    @rule:722 @rule:722.1 @rule:722.2
    Example: Axe Hunt may choose Alice's attached Spinning Axe: its inactive Temporary still counts for the choice
      Given Alice has an Axe Hunt in her hand
      When Alice plays her Spinning Axe
      And Alice chooses her Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Spinning Axe was attached to Alice's Stalwart Poro
      When Alice plays her Axe Hunt
      And Alice chooses Alice's Spinning Axe
      Then Alice's Axe Hunt is targeting Alice's Spinning Axe
      When Alice passes
      And Bob passes
      Then Alice's Spinning Axe is in Alice's trash
      And Alice's Stalwart Poro is in Alice's base

  Rule: 723 Rules text is active unless something makes it inactive

    @rule:723
    Example: Alice's Spinning Axe, played with no unit to attach it to, keeps its Temporary active and dies as her next turn begins
      Given a test spell "Snipe" costing 0 and text "Kill a unit."
      And Alice has a Snipe in her hand
      When Alice plays her Snipe
      And Alice chooses her Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Spinning Axe
      Then Alice's Spinning Axe is in Alice's base
      When Alice ends her turn
      And Bob ends his turn
      Then the game is in the beginning phase
      And the chain holds Alice's Spinning Axe
      When Alice passes
      And Bob passes
      Then Alice's Spinning Axe is in Alice's trash
