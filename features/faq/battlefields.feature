@edition:v1.4
Feature: Official rulings on battlefields' own abilities (rules 103.2.a.3, 108.3.c.1, 170.9)
  # Executable answers of the official FAQs (`npx riftcheck faq`) about what battlefields' texts do; each Example names its source with @faq.

  Background:
    Given it is Alice's main phase
    And a Hallowed Tomb battlefield called the Tomb
    And the Tomb is controlled by Alice
    And a test unit "Footman" costing 0 with 3 Might
    And a test unit "Oracle, Seer" costing 0 with 3 Might
    And a test unit "Oracle, Sage" costing 0 with 3 Might
    And Alice has a Footman at the Tomb
    And Alice has an Oracle, Seer as her chosen champion
    And Alice has 3 cards in her main deck
    And Bob has 3 cards in his main deck

  Rule: 103.2.a.3 Every card of the Chosen Champion's name is the Chosen Champion

    @rule:103.2.a.3 @rule:108.3.c.1 @rule:170.9 @faq:origins:card-only-return-specific-card-picked
    Example: Alice's champion zone is empty: Hallowed Tomb returns another copy of her Oracle, Seer from her trash
      Given Alice has an Oracle, Seer in her trash
      When Alice plays her Oracle, Seer
      And Alice chooses base
      And Alice ends her turn
      And Bob ends his turn
      Then the chain holds the Tomb
      And Alice is asked to decide whether to perform it
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice's Oracle, Seer 2 is in Alice's champion zone
      And the moved event for Alice's Oracle, Seer 2 went from trash to champion
      And Alice's Oracle, Seer is in Alice's base

    @rule:103.2.a.3 @rule:132.4 @faq:origins:different-card-same-champion-tag-jinx
    Example: Oracle, Sage shares the champion's tag, not its name: Hallowed Tomb does not return it
      Given Alice has an Oracle, Sage in her trash
      When Alice plays her Oracle, Seer
      And Alice chooses base
      And Alice ends her turn
      And Bob ends his turn
      Then the chain holds the Tomb
      And Alice is asked to decide whether to perform it
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice's Oracle, Sage is in Alice's trash
      And Alice's Oracle, Seer is in Alice's base

  Rule: 108.3.c.1 A Chosen Champion returns to the Champion Zone only while it is empty

    @rule:108.3.c.1 @faq:origins:card-only-return-specific-card-picked
    Example: Alice's Oracle, Seer is still in her champion zone: Hallowed Tomb leaves the copy in her trash
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has an Oracle, Seer in her trash
      Then the chain holds the Tomb
      And Alice is asked to decide whether to perform it
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice's Oracle, Seer 2 is in Alice's trash
      And Alice's Oracle, Seer is in Alice's champion zone
