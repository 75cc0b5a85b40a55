@edition:v1.4
Feature: Official rulings on battlefields and scoring (rules 170.8, 170.9, 469)
  # Executable answers of the official FAQs (`npx riftcheck faq`) about battlefields' abilities and scoring; each Example names its source with @faq.

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

    @rule:170.8 @rule:469.2
    Example: With no scoring at the Forgotten Monument on her second turn, there is no hold either: Alice's Keeper there does not draw
      Given it is turn 3
      And it is Alice's turn, at the start of the beginning phase
      And a test unit "Keeper" costing 0 with 3 Might and text "When I hold, draw 1."
      And the Monument is controlled by Alice
      And Alice has a Keeper at the Monument
      Then the game is in the main phase
      And Alice's score is 0
      And no triggered event happened for Alice's Keeper
      And Alice drew 1 time

    @rule:170.8 @rule:469.2
    Example: With no scoring at the Forgotten Monument on her second turn, Bob's "When an opponent scores" does not trigger either
      Given it is turn 3
      And it is Alice's turn, at the start of the beginning phase
      And a test gear "Sentinel" costing 0 and text "When an opponent scores, draw 1."
      And the Monument is controlled by Alice
      And Alice has a Footman at the Monument
      And Bob has a Sentinel in his base
      Then the game is in the main phase
      And Alice's score is 0
      And no triggered event happened for Bob's Sentinel

    @rule:170.8 @rule:469.2 @faq:spiritforged:forgotten-monument-work-same-tianna-receive
    Example: Holding the Forgotten Monument on her third turn gains Alice a point
      Given it is turn 5
      And it is Alice's turn, at the start of the beginning phase
      And the Monument is controlled by Alice
      And Alice has a Footman at the Monument
      Then the game is in the main phase
      And Alice's score is 1

    @rule:170.8 @rule:469.2
    Example: Bob, second in turn order, holds the Forgotten Monument on turn 4, only his second turn: no point
      Given it is turn 4
      And it is Bob's turn, at the start of the beginning phase
      And the Monument is controlled by Bob
      And Bob has a Footman at the Monument
      And Bob has 3 cards in his main deck
      Then the game is in the main phase
      And Bob's score is 0

    @rule:170.8 @rule:469.1
    Example: Another battlefield's "can't" forbids no scoring: on her first turn Alice conquers the Rockfall Path and scores
      Given a Rockfall Path battlefield called the Path
      When Alice moves her Footman to the Path
      And Alice passes
      And Bob passes
      Then Alice controls the Path
      And Alice conquered 1 time
      And Alice's score is 1

  Rule: 170.9 A battlefield's triggered ability works from the battlefield

    @rule:170.9 @faq:unleashed:hold-reckoners-arena-yone-blademaster-place @editions:v1.3-v1.4
    Example: Holding Reckoner's Arena sets off the Raider's conquer ability there, not Yone's, which needs a battlefield that was uncontrolled
      Given it is Alice's turn, at the start of the beginning phase
      And a Reckoner's Arena battlefield called the Arena
      And a test unit "Raider" costing 0 with 2 Might and text "When I conquer, draw 1."
      And the Arena is controlled by Alice
      And Alice has a Yone, Blademaster at the Arena
      And Alice has a Raider at the Arena
      And Alice has a Raider in her base
      And Bob has a Footman in his base
      Then the chain holds the Arena
      When Alice passes
      And Bob passes
      Then the chain holds Alice's Raider
      And no triggered event happened for Alice's Yone, Blademaster
      And no triggered event happened for Alice's Raider 2
      And no triggered event happened for Alice's Banner
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 2 times
      And Bob's Footman has 0 damage
