@edition:v1.4
Feature: Legends (rules 173–177)

  Background:
    Given it is Alice's main phase
    And a test legend "Oracle" with text ":rb_exhaust:: Draw 1."

  @rule:173 @rule:177 @waived:heading
  Rule: 173 Legends, and objects of several types

  Rule: 174.8 A Legend may have activated abilities

    @rule:174.8 @rule:107.4.c
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

  Rule: 174.5 A Legend can be chosen by effects

    @rule:174 @rule:174.5
    Example: Alice's spell readies her exhausted Legend
      Given a test spell "Rouse" costing 0 and text "Ready a legend."
      And Alice has an exhausted Oracle as her legend
      And Alice has a Rouse in her hand
      When Alice plays her Rouse
      And Alice chooses Alice's Oracle
      And Alice passes
      And Bob passes
      Then Alice's Oracle is ready

  Rule: 174.6 A Legend's passive abilities work from the Legend Zone

    @rule:174.6
    Example: Alice's Legend makes her spell cheaper, so she plays it with an empty pool
      Given a test legend "Patron" with text "Your spells cost :rb_energy_1: less."
      And a test spell "Study" costing 1 and text "Draw 1."
      And Alice has a Patron as her legend
      And Alice has a Study in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Study
      Then the action is accepted
      And Alice's Study is on the chain

  Rule: 174.7 A Legend's triggered abilities trigger from the Legend Zone

    @rule:174.7
    Example: Alice's Legend draws her a card when she plays a spell
      Given a test legend "Muse" with text "When you play a spell, draw 1."
      And a test spell "Chant" costing 0 and text "Draw 1."
      And Alice has a Muse as her legend
      And Alice has a Chant in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Chant
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Muse
      And Alice's card 2 is in Alice's main deck
      When Alice passes
      And Bob passes
      Then Alice's card 2 is in Alice's hand

  Rule: 175 Legends are not permanents

    @rule:175 @rule:174.3 @rule:107.4.b @rule:107.4.d
    Example: "Kill a permanent" may not choose Bob's Legend
      Given a test unit "Footman" costing 0 with 3 Might
      And a test spell "Ruin" costing 0 and text "Kill a permanent."
      And Bob has an Oracle as his legend
      And Bob has a Footman in his base
      And Alice has a Ruin in her hand
      When Alice plays her Ruin
      Then Alice is asked to choose targets among Bob's Footman

  Rule: 174.4 A Legend can't be moved

    @rule:174.4 @rule:107.4.d
    Example: Alice may not make a standard move with her Legend
      Given a battlefield called the Bridge
      And Alice has an Oracle as her legend
      When Alice moves her Oracle to the Bridge
      Then the action is refused
      And Alice's Oracle is ready

  Rule: 174.2.a A Legend is not played

    @rule:174.2.a
    Example: Alice may not play her Legend
      Given Alice has an Oracle as her legend
      When Alice plays her Oracle
      Then the action is refused
      And the chain is empty
