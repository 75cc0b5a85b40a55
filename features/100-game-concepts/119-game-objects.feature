@edition:v1.4
Feature: Game objects and cards (rules 119–133)

  Background:
    Given it is Alice's main phase
    And a test unit "Footman" costing 0 with 3 Might
    And a test gear "Lantern" costing 0

  Rule: 124.1 A card that goes to a zone off the board and back keeps none of its temporary changes

    @rule:124 @rule:124.1
    Example: Alice's unit given +2 Might this turn, returned to her hand and played again, has its printed Might
      Given a test spell "Boost" costing 0 and text "Give a unit +2 :rb_might: this turn."
      And a test spell "Retreat" costing 0 and text "Return a friendly unit to its owner's hand."
      And Alice has a Footman in her base
      And Alice has a Boost in her hand
      And Alice has a Retreat in her hand
      When Alice plays her Boost
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman's Might is 5
      When Alice plays her Retreat
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's hand
      When Alice plays her Footman
      Then Alice's Footman is in Alice's base
      And Alice's Footman's Might is 3

  Rule: 133.4.a.2 Units and gear are the permanents

    @rule:133.4.a.2
    Example: "Kill a permanent" may choose Bob's gear as well as his unit
      Given a test spell "Ruin" costing 0 and text "Kill a permanent."
      And Bob has a Footman in his base
      And Bob has a Lantern in his base
      And Alice has a Ruin in her hand
      When Alice plays her Ruin
      Then Alice is asked to choose targets among Bob's Footman and Bob's Lantern
