@edition:v1.4
Feature: Official rulings on battlefields that limit scoring (rules 170.8, 469)
  # Executable answers of the official FAQs (`npx riftcheck faq`) about battlefields' passive abilities; each Example names its source with @faq.

  Background:
    Given it is Alice's main phase
    And a Forgotten Monument battlefield called the Monument
    And a test unit "Footman" costing 0 with 3 Might
    And a test gear "Banner" costing 0 and text "When you conquer, draw 1."
    And Alice has a Footman in her base
    And Alice has a Banner in her base
    And Alice has 3 cards in her main deck

  Rule: 170.8 A battlefield's passive ability applies to what happens there

    @rule:170.8 @rule:469.1 @faq:spiritforged:forgotten-monument-work-same-tianna-receive
    Example: On her second turn Alice takes the Forgotten Monument but does not conquer it: no point and no conquer trigger
      Given it is turn 3
      When Alice moves her Footman to the Monument
      And Alice passes
      And Bob passes
      Then Alice controls the Monument
      And Alice conquered 0 times
      And Alice's score is 0
      And no triggered event happened for Alice's Banner

    @rule:170.8 @rule:469.1 @faq:spiritforged:forgotten-monument-work-same-tianna-receive
    Example: On her third turn Alice conquers the Forgotten Monument as any battlefield
      Given it is turn 5
      When Alice moves her Footman to the Monument
      And Alice passes
      And Bob passes
      Then Alice controls the Monument
      And Alice conquered 1 time
      And Alice's score is 1
      And the chain holds Alice's Banner

    @rule:170.8 @rule:469.2 @faq:spiritforged:forgotten-monument-work-same-tianna-receive
    Example: Holding the Forgotten Monument on her second turn gains Alice no point
      Given it is turn 3
      And it is Alice's turn, at the start of the beginning phase
      And the Monument is controlled by Alice
      And Alice has a Footman at the Monument
      Then the game is in the main phase
      And Alice's score is 0

    @rule:170.8 @rule:469.2 @faq:spiritforged:forgotten-monument-work-same-tianna-receive
    Example: Holding the Forgotten Monument on her third turn gains Alice a point
      Given it is turn 5
      And it is Alice's turn, at the start of the beginning phase
      And the Monument is controlled by Alice
      And Alice has a Footman at the Monument
      Then the game is in the main phase
      And Alice's score is 1
