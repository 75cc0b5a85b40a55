@edition:v1.4
Feature: Reflexive, delayed and linked abilities (rules 386–397)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Later Word" costing 0 and text "Draw 1 at the end of this turn."
    And a test unit "Promiser" costing 0 with 1 Might and text "When you play me, draw 1 at the end of this turn."
    And a test spell "Execution" costing 0 and text "Kill a unit."

  @rule:386 @waived:heading
  Rule: 386 Reflexive triggers

  @rule:389 @waived:heading
  Rule: 389 Delayed abilities

  @rule:393 @waived:heading
  Rule: 393 Linked abilities

  Rule: 390.2 A delayed trigger names the moment of the turn it waits for

    @rule:390 @rule:390.2 @rule:391
    Example: Alice's Later Word resolves in her main phase; the draw it promises comes in her ending step, not before
      Given Alice has a Later Word in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Later Word
      And Alice passes
      And Bob passes
      Then Alice's hand holds 0 cards
      And the chain is empty
      When Alice ends her turn
      Then the game is in the ending phase
      And the turn player is Alice
      And the chain holds Alice's Later Word
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

  Rule: 391 A delayed ability works only in the window it was given

    @rule:390 @rule:391
    Example: The delayed draw of Alice's turn is spent at its end; when Bob's turn ends, Alice draws nothing more (only her next draw phase's card)
      Given Alice has a Later Word in her hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Later Word
      And Alice passes
      And Bob passes
      And Alice ends her turn
      And Alice passes
      And Bob passes
      Then the turn player is Bob
      And Alice's hand holds 1 card
      When Bob ends his turn
      Then the turn player is Alice
      And the game is in the main phase
      And Alice's hand holds 2 cards
      And Alice's main deck holds 1 card

  Rule: 392 A delayed ability goes off whether or not its source is still on the board

    @rule:392
    Example: Alice's Promiser is killed before the turn ends; the draw its play effect promised still comes
      Given Alice has a Promiser in her hand
      And Alice has an Execution in her hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Promiser
      Then the chain holds Alice's Promiser
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      When Alice plays her Execution
      And Alice chooses her Promiser
      And Alice passes
      And Bob passes
      Then Alice's Promiser is in Alice's trash
      When Alice ends her turn
      Then the chain holds Alice's Promiser
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice drew 1 time
