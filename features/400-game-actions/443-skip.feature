@edition:v1.4
Feature: Skipping (rule 443)

  Background:
    Given a battlefield called the Bridge
    And a test gear "Drought" costing 0 and text "Skip your Draw Phase."
    And a test gear "Lull" costing 0 and text "Skip your Beginning Phase."
    And a test gear "Almanac" costing 0 and text "At the start of your Beginning Phase, draw 1."

  @rule:443 @waived:heading
  Rule: 443 Skip

  Rule: 443.1 A skipped procedure of the turn is replaced with nothing

    @rule:443.1 @rule:443.1.a @rule:443.1.a.2 @rule:443.1.b @rule:443.2 @rule:443.4
    Example: With Drought in her base Alice's turn has no draw phase, she draws nothing, and her main phase follows her channel phase
      Given it is Bob's main phase
      And Alice has a Drought in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Bob ends his turn
      Then the turn player is Alice
      And the game is in the main phase
      And exactly these phases began, in order: ending, awaken, beginning, channel and main
      And Alice drew 0 times
      And Alice's hand holds 0 cards
      And Alice's main deck holds 2 cards

  @rule:443.1.a.1 @waived:definition
  Rule: 443.1.a.1 What an event is

  Rule: 443.2 Play goes on past what was skipped

    @rule:443.2 @rule:443.2.a
    Example: With Lull, Alice's beginning phase is skipped: no hold point, no beginning-phase trigger, and the channel phase comes next
      Given it is Bob's main phase
      And the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Lull in her base
      And Alice has an Almanac in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Bob ends his turn
      Then the game is in the main phase
      And exactly these phases began, in order: ending, awaken, channel, draw and main
      And Alice drew 1 time
      And Alice's hand holds 1 card
      And Alice's score is 0

    @rule:443.2.a
    Example: Without Lull, Almanac's beginning-phase trigger draws Alice a card before her draw phase
      Given it is Bob's main phase
      And Alice has an Almanac in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Bob ends his turn
      Then the game is in the beginning phase
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 2 times

  Rule: 443.3 A player skips only what an effect tells them to skip

    @rule:443.3 @rule:443.3.a
    Example: Alice's Drought skips only her own draw phase; Bob draws in his
      Given it is Alice's main phase
      And Alice has a Drought in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice ends her turn
      Then the turn player is Bob
      And the game is in the main phase
      And Bob drew 1 time
      And Bob's hand holds 1 card
