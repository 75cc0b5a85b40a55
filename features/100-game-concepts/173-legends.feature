@edition:v1.4
Feature: Legends (rules 173–177)

  Background:
    Given it is Alice's main phase
    And a test legend "Oracle" with text ":rb_exhaust:: Draw 1."

  Rule: 174.8 A Legend may have activated abilities

    @rule:174.8
    Example: Alice exhausts her legend to use its ability and draws a card
      Given Alice has an Oracle as her legend
      And Alice has 2 cards in her main deck
      When Alice activates her Oracle
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's Oracle is exhausted

    @rule:174.8
    Example: An exhausted legend cannot pay its exhaust cost, so its ability cannot be used
      Given Alice has an exhausted Oracle as her legend
      And Alice has 2 cards in her main deck
      When Alice activates her Oracle
      Then the action is refused
      And Alice's hand holds 0 cards
      And the chain is empty
