@edition:v1.4
Feature: Channeling runes (rule 430)

  Background:
    Given it is Alice's main phase
    And a test spell "Attune" costing 0 and text "Channel 1 rune."
    And a test spell "Slow Attune" costing 0 and text "Channel 1 rune exhausted."
    And a test spell "Deep Attune" costing 0 and text "Channel 2 runes."

  @rule:430 @waived:heading
  Rule: 430 Channel

  Rule: 430.1 Channeling puts runes from the top of the rune deck onto the board

    @rule:430.1 @rule:430.2.a @rule:430.5
    Example: Attune puts the top rune onto the board, ready, and leaves the next one in the deck
      Given Alice has 2 runes in her rune deck
      And Alice has an Attune in her hand
      When Alice plays her Attune
      And Alice passes
      And Bob passes
      Then Alice's rune 1 is in Alice's runes
      And Alice's rune 1 is ready
      And Alice's rune 2 is in Alice's rune deck
      And Alice channeled 1 time
      And the channeled event for Alice's rune 1 went from rune-deck to runes

    @rule:430.1
    Example: A spell that asks a question after channeling 1 rune takes the top rune only, once its question is answered
      Given a test spell "Attune and Ask" costing 0 and text "Channel 1 rune. You may pay :rb_energy_1:. If you do, draw 1."
      And Alice has 3 runes in her rune deck
      And Alice has an Attune and Ask in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Attune and Ask
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then Alice's rune 1 is in Alice's runes
      And Alice's rune 2 is in Alice's rune deck
      And Alice's rune deck holds 2 runes

  Rule: 430.2 The instruction may say how the runes enter the board

    @rule:430.2 @rule:430.5
    Example: "Channel 1 rune exhausted" puts the rune onto the board exhausted
      Given Alice has 2 runes in her rune deck
      And Alice has a Slow Attune in her hand
      When Alice plays her Slow Attune
      And Alice passes
      And Bob passes
      Then Alice's rune 1 is in Alice's runes
      And Alice's rune 1 is exhausted

  Rule: 430.2.a Without such words runes are channeled ready

    @rule:430.2.a @rule:430.5
    Example: Both runes of Deep Attune enter ready
      Given Alice has 3 runes in her rune deck
      And Alice has a Deep Attune in her hand
      When Alice plays her Deep Attune
      And Alice passes
      And Bob passes
      Then Alice's rune 1 is ready
      And Alice's rune 2 is ready
      And Alice's runes holds 2 runes

  Rule: 430.3 With too few runes in the deck, channel what there is

    @rule:430.3
    Example: Deep Attune with one rune left channels that one
      Given Alice has 1 rune in her rune deck
      And Alice has a Deep Attune in her hand
      When Alice plays her Deep Attune
      And Alice passes
      And Bob passes
      Then Alice's rune 1 is in Alice's runes
      And Alice's rune deck holds 0 runes
      And Alice channeled 1 time

    @rule:430.3
    Example: With one rune left, the first "channel, and if you do draw" channels and draws, the second finds none and draws nothing
      Given a test spell "Attune and Study" costing 0 and text "Channel 1 rune. If you do, draw 1."
      And a test spell "Attune and Learn" costing 0 and text "Channel 1 rune. If you do, draw 1."
      And Alice has 1 rune in her rune deck
      And Alice has an Attune and Study in her hand
      And Alice has an Attune and Learn in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Attune and Study
      And Alice passes
      And Bob passes
      Then Alice's rune 1 is in Alice's runes
      And Alice drew 1 time
      When Alice plays her Attune and Learn
      And Alice passes
      And Bob passes
      Then Alice channeled 1 time
      And Alice drew 1 time

  Rule: 430.4 Channeling is a limited action: in the channel phase, or when told to

    @rule:430.4 @rule:430.4.a
    Example: Alice channels exactly two runes in her channel phase
      Given it is Alice's turn, at the start of the channel phase
      And Alice has 3 runes in her rune deck
      And Alice has 1 card in her main deck
      Then the game is in the main phase
      And Alice's rune 1 is in Alice's runes
      And Alice's rune 2 is in Alice's runes
      And Alice's rune 3 is in Alice's rune deck

    @rule:430.4 @rule:430.4.b
    Example: Bob's Reaction makes him channel on Alice's turn
      Given a test spell "Plain Word" costing 0
      And a test spell "Quick Attune" costing 0 and text "[Reaction]\nChannel 1 rune."
      And Alice has a Plain Word in her hand
      And Bob has a Quick Attune in his hand
      And Bob has 2 runes in his rune deck
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Attune
      And Bob passes
      And Alice passes
      Then Bob's rune 1 is in Bob's runes
      And Bob channeled 1 time
      And the channeled event for Bob cites rule 430.4.b

    @rule:430.4 @rule:359.3.e.12
    Example: The enemy unit Alice's Boon chose is returned to Bob's hand in reaction: "its controller" names no one, so no rune is channeled
      Given a battlefield called the Bridge
      And a test spell "Boon" costing 0 and text "Choose an enemy unit. Its controller channels 1 rune."
      And a test spell "Recall Word" costing 0 and text "[Reaction]\nReturn a unit to its owner's hand."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Recall Word in his hand
      And Alice has a Boon in her hand
      And Alice has 2 runes in her rune deck
      And Bob has 2 runes in his rune deck
      When Alice plays her Boon
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Recall Word
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Bob's rune deck holds 2 runes
      And Alice's rune deck holds 2 runes
