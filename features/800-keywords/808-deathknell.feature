@edition:v1.4
Feature: Deathknell (rule 808)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test unit "Martyr" costing 0 with 1 Might and text "[Deathknell][>] Draw 1."
    And a test spell "Smite" costing 1 and text "Kill a unit."

  Rule: 808.1.c Deathknell means "when I die", however the unit dies

    @rule:808.1.c
    Example: Killed by Alice's spell, Bob's Martyr still draws him a card
      Given Bob has a Martyr at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Martyr
      And Alice passes
      And Bob passes
      Then Bob's Martyr is in Bob's trash
      And the chain holds Bob's Martyr
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      And the chain is empty

    @rule:808.1.c
    Example: Bob's Martyr stays silent when another of his units dies beside it
      Given Bob has a Martyr at the Bridge
      And Bob has a Playful Phantom at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Playful Phantom
      And Alice passes
      And Bob passes
      Then Bob's Playful Phantom is in Bob's trash
      And Bob's Martyr is at the Bridge
      And the chain is empty
      And Bob's hand holds 0 cards
