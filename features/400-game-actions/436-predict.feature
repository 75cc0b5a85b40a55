@edition:v1.4
Feature: Predicting (rule 436)

  Background:
    Given it is Alice's main phase
    And a test spell "Glimpse" costing 0 and text "[Predict]."
    And a test spell "Foresight" costing 0 and text "[Predict 3]."

  @rule:436 @waived:heading
  Rule: 436 Predict

  Rule: 436.1 Predicting looks at the top card, which the player may recycle

    @rule:436.1 @rule:436.3 @rule:436.3.a
    Example: Alice predicts and recycles her top card, which goes to the bottom of her deck
      Given Alice has a Glimpse in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Glimpse
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 1
      When Alice chooses her card 1
      Then Alice's main deck holds Alice's card 2, Alice's card 3, Alice's card 1 (top first)

    @rule:436.1
    Example: Alice predicts and keeps her top card where it is
      Given Alice has a Glimpse in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Glimpse
      And Alice passes
      And Bob passes
      And Alice declines to choose any card
      Then Alice's main deck holds Alice's card 1, Alice's card 2, Alice's card 3 (top first)

  Rule: 436.1.a Predicting several: recycle any of them, put the rest back on top in any order

    @rule:436.1.a @rule:436.3
    Example: Alice predicts 3, recycles the second and puts the third back above the first
      Given Alice has a Foresight in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Foresight
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 1, her card 2 and her card 3
      When Alice chooses her card 2
      And Alice chooses her card 3 and her card 1
      Then Alice's main deck holds Alice's card 3, Alice's card 1, Alice's card 4, Alice's card 2 (top first)

    @rule:436.1
    Example: Nocturne, seen as Alice predicts 3, is played at once: she may recycle only the two cards still on top
      Given Alice has a Foresight in her hand
      And Alice has a Nocturne, Horrifying in her main deck
      And Alice has 3 cards in her main deck
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice plays her Foresight
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to choose the cards to recycle among her card 1 and her card 2
      When Alice chooses her card 1
      Then Alice's Nocturne, Horrifying is in Alice's base
      And Alice's main deck holds Alice's card 2, Alice's card 3, Alice's card 1 (top first)

    @rule:436.1.a
    Example: Alice predicts 3 and recycles two of them
      Given Alice has a Foresight in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Foresight
      And Alice passes
      And Bob passes
      And Alice chooses her card 1 and her card 3
      Then Alice's card 2 is in Alice's main deck
      And Alice's card 1 and Alice's card 3 are the bottom 2 cards of Alice's main deck
      And Alice's main deck holds 4 cards

    @rule:436.1 @rule:436.1.a
    Example: Alice predicts 3: she may recycle only cards she looked at, and orders only the ones she kept
      Given Alice has a Foresight in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Foresight
      And Alice passes
      And Bob passes
      Then the question to Alice cites rule 436.1
      When Alice chooses her card 4
      Then the action is refused
      When Alice chooses her card 2
      Then the question to Alice cites rule 436.1.a
      When Alice chooses her card 3 and her card 2
      Then the action is refused
      When Alice chooses her card 3
      Then the action is refused
      When Alice chooses her card 3 and her card 1
      Then Alice's main deck holds Alice's card 3, Alice's card 1, Alice's card 4, Alice's card 2 (top first)

  Rule: 436.2 Predicting is a limited action, done when an effect says so

    @rule:436.2 @rule:436.2.a
    Example: Bob's Reaction has him predict on Alice's turn
      Given a test spell "Plain Word" costing 0
      And a test spell "Quick Glimpse" costing 0 and text "[Reaction]\n[Predict]."
      And Alice has a Plain Word in her hand
      And Bob has a Quick Glimpse in his hand
      And Bob has 2 cards in his main deck
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Glimpse
      And Bob passes
      And Alice passes
      Then Bob is asked to choose from among the cards looked at among his card 1
      When Bob chooses his card 1
      Then Bob's main deck holds Bob's card 2, Bob's card 1 (top first)

  Rule: 436.4 Predicting more than the deck holds predicts what there is, and does not burn out

    @rule:436.4 @rule:436.4.a
    Example: Foresight with one card in the deck looks at that one, with no burn out
      Given Alice has a Foresight in her hand
      And Alice has 1 card in her main deck
      And Alice has 2 cards in her trash
      When Alice plays her Foresight
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 1
      When Alice chooses her card 1
      Then Alice burned out 0 times
      And Bob's score is 0
      And Alice's main deck holds 1 card
      And Alice's trash holds 3 cards

    @rule:436.4 @rule:436.4.a
    Example: Foresight with an empty deck looks at nothing: Alice is asked nothing and does not burn out
      Given Alice has a Foresight in her hand
      And Alice has 0 cards in her main deck
      And Alice has 2 cards in her trash
      When Alice plays her Foresight
      And Alice passes
      And Bob passes
      Then no decision is pending
      And the chain is empty
      And Alice burned out 0 times
      And Bob's score is 0
      And Alice's trash holds 3 cards
