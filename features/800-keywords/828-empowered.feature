@edition:v1.4
Feature: Empowered (rule 828)

  Punching Poro has +1 Might only while it is Empowered; it empowers itself by discarding a card.

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And Alice has a Punching Poro in her base
    And Alice has a Stalwart Poro in her hand

  @rule:828 @waived:heading
  Rule: 828 Empowered

  Rule: 828.1 Empowered is a dependent keyword: the text after it works only while its card is Empowered

    @rule:828.1 @rule:828.1.a @rule:828.1.b @rule:828.1.b.1 @rule:828.1.b.2 @rule:828.1.c
    Example: Punching Poro not Empowered has its printed 2 Might
      Then Alice's Punching Poro's Might is 2

    @rule:828.1 @rule:828.1.a @rule:828.1.b @rule:828.1.b.1 @rule:828.1.b.2 @rule:828.1.c @rule:827.1.c.2
    Example: Once Alice discards a card to empower it, Punching Poro has 3 Might
      When Alice activates her Punching Poro
      Then Alice's Stalwart Poro is in Alice's trash
      When Alice passes
      And Bob passes
      Then Alice's Punching Poro's Might is 3

    @rule:828.1.c
    Example: An Empowered Covert Informant draws as it moves, one not Empowered does not
      Given Alice has a Covert Informant at the Bridge
      And Alice has 2 cards in her main deck
      When Alice moves her Covert Informant to her base
      Then the chain is empty
      And Alice drew 0 times
