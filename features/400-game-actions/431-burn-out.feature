@edition:v1.4
Feature: Burning out (rule 431)

  Background:
    Given it is Alice's main phase
    And a test spell "Insight" costing 0 and text "Draw 2."

  @rule:431 @waived:heading
  Rule: 431 Burn Out

  Rule: 431.1 Taking more cards from the main deck than it holds burns out

    @rule:431.1 @rule:431.1.a @rule:431.2 @rule:431.2.a @rule:431.2.b @rule:431.2.c @rule:431.2.d @rule:431.5
    Example: Drawing 2 from a one-card deck: draw it, recycle the trash, Bob scores, then draw again
      Given Alice has an Insight in her hand
      And Alice has 1 card in her main deck
      And Alice has 2 cards in her trash
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | drew       | Alice's card 1 |
        | burned-out | Alice          |
        | recycled   | Alice          |
        | scored     | Bob            |
        | drew       | Alice          |
      And Alice burned out 1 time
      And Bob's score is 1
      And Alice's score is 0
      And Alice's hand holds 2 cards
      And Alice's main deck holds 1 card

    @rule:431.1 @rule:431.1.a
    Example: Drawing 2 from a two-card deck does not burn out
      Given Alice has an Insight in her hand
      And Alice has 2 cards in her main deck
      And Alice has 2 cards in her trash
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then Alice burned out 0 times
      And Bob's score is 0
      And Alice's hand holds 2 cards

    @rule:431.2 @rule:431.2.c
    Example: Alice's burn out, drawing from an empty deck, is the sequence of rule 431.2, and Bob's point comes from choosing him
      Given Alice has an Insight in her hand
      And Alice has 0 cards in her main deck
      And Alice has 3 cards in her trash
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then the burned-out event for Alice cites rule 431.2
      And the scored event for Bob cites rule 431.2.c
      And Bob's score is 1
      And Alice's hand holds 2 cards

  Rule: 431.1.c Looking at or revealing more cards than the deck holds takes what there is, without burning out

    @rule:431.1.c
    Example: Alice reveals the top 3 of a one-card deck: she reveals that card and does not burn out
      Given a battlefield called the Bridge
      And a test spell "Trap" costing 0 and text "[Hidden]"
      And a test spell "Deep Scan" costing 0 and text "Reveal the top 3 cards of your Main Deck. Deal 1 to a unit at a battlefield for each card with [Hidden] revealed this way."
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Deep Scan in her hand
      And Alice has a Trap in her main deck
      And Alice has 2 cards in her trash
      When Alice plays her Deep Scan
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 1 damage
      And Alice burned out 0 times
      And Bob's score is 0
      And Alice's main deck holds 1 card
      And Alice's trash holds 3 cards

  Rule: 431.1.c.1 With too few cards looked at for what follows, the rest is ignored, without burning out

    @rule:431.1.c.1
    Example: Alice looks at the top 3 of an empty deck: there is no unit to reveal and draw, and she does not burn out
      Given a test spell "Seek" costing 0 and text "Look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. Recycle the rest."
      And Alice has a Seek in her hand
      And Alice has 2 cards in her trash
      When Alice plays her Seek
      And Alice passes
      And Bob passes
      Then Alice burned out 0 times
      And Bob's score is 0
      And Alice's hand holds 0 cards
      And Alice's trash holds 3 cards

    @rule:431.1.c.1 @rule:424.4.a
    Example: Stacked Deck looks at the one card left in Alice's deck: it goes to her hand with nothing to pick, none is recycled, and she does not burn out
      Given Alice has a Stacked Deck in her hand
      And Alice has 1 card in her main deck
      And Alice has 1 Energy in her rune pool
      When Alice plays her Stacked Deck
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's card 1 is in Alice's hand
      And Alice's main deck holds 0 cards
      And Alice burned out 0 times
      And Bob's score is 0

    @rule:431.1.c.1 @rule:370.1.b.1 @editions:v1.2-v1.4 @faq:origins:reveal-multiple-nocturnes-play-more-one
    Example: Stacked Deck shows three Nocturnes and Alice plays all three: no card is left to put into her hand or to recycle
      Given Alice has a Stacked Deck in her hand
      And Alice has a Nocturne, Horrifying in her main deck
      And Alice has a Nocturne, Horrifying in her main deck
      And Alice has a Nocturne, Horrifying in her main deck
      And Alice has 2 cards in her main deck
      And Alice has 1 Energy and 3 chaos Power in her rune pool
      When Alice plays her Stacked Deck
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice chooses yes
      And Alice chooses yes
      And Alice chooses yes
      And Alice chooses yes
      And Alice chooses yes
      Then no decision is pending
      And Alice's Nocturne, Horrifying is in Alice's base
      And Alice's Nocturne, Horrifying 2 is in Alice's base
      And Alice's Nocturne, Horrifying 3 is in Alice's base
      And Alice's hand holds 0 cards
      And Alice's main deck holds 2 cards
      And Alice's card 1 is in Alice's main deck
      And Alice's rune pool holds 0 chaos Power

  Rule: 431.3 A deck that stays empty burns out again, each time giving a point, until someone wins

    @rule:431.3 @rule:431.3.a @rule:431.3.c @rule:431.3.c.1
    Example: With nothing in deck or trash Alice burns out until Bob reaches the victory score, and not once more
      Given the victory score is 3
      And Alice has an Insight in her hand
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then Bob wins the game
      And Bob's score is 3
      And Alice burned out 3 times

    @rule:431.3.c.1
    Example: Bob wins the moment Alice's burn out gives him his eighth point: Alice draws nothing more from her recycled deck
      Given Bob has 7 points
      And Alice has an Insight in her hand
      And Alice has 0 cards in her main deck
      And Alice has 2 cards in her trash
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then Bob wins the game
      And the won event for Bob cites rule 431.3.c.1
      And Alice burned out 1 time
      And Alice's hand holds 0 cards
      And Alice's main deck holds 2 cards

    @rule:431.3.c @rule:431.3.c.1
    Example: Alice's spell brings her to 8 points before her burn out brings Bob to 8: level with her, he does not win, and she draws the recycled card
      Given a test spell "Last Gasp" costing 0 and text "Gain 1 point. Draw 1."
      And Alice has 7 points
      And Bob has 7 points
      And Alice has a Last Gasp in her hand
      And Alice has 0 cards in her main deck
      And Alice has 1 card in her trash
      When Alice plays her Last Gasp
      And Alice passes
      And Bob passes
      Then nobody has won
      And Alice burned out 1 time
      And Alice's score is 8
      And Bob's score is 8
      And Alice's hand holds 1 card

    @rule:431.3.c.1
    Example: Alice's burn out wins Bob the game in the middle of Windfall: Bob's own draw never happens
      Given a test spell "Windfall" costing 0 and text "Each player draws 1."
      And Bob has 7 points
      And Alice has a Windfall in her hand
      And Alice has 0 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Windfall
      And Alice passes
      And Bob passes
      Then Bob wins the game
      And Alice burned out 1 time
      And Bob drew 0 times
      And Bob's main deck holds 2 cards

  Rule: 431.3.b The points of burn outs repeated in sequence cannot be prevented

    @rule:431.3.b @editions:v1.3-v1.4
    Example: Alice's Tianna Crownguard stops the point of Alice's first burn out, but not those of the burn outs that follow
      Given the victory score is 3
      And a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Tianna Crownguard at the Bridge
      And Alice has an Insight in her hand
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then Bob wins the game
      And Bob's score is 3
      And Alice burned out 4 times

    @rule:431.3.b @editions:v1.3-v1.4
    Example: Alice's two burn outs on the same turn, with a play between them, are not a sequence: her Tianna Crownguard stops the point of each
      Given a test spell "Spark" costing 0 and text "Draw 1."
      And a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Tianna Crownguard at the Bridge
      And Alice has 1 card in her trash
      And Alice has a Spark in her hand
      And Alice has a Spark in her hand
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice burned out 1 time
      And Bob's score is 0
      When Alice plays her Spark 2
      And Alice passes
      And Bob passes
      Then Alice burned out 2 times
      And Bob's score is 0
      And Alice's hand holds 2 cards

  Rule: 431.4 Burning out is a limited action: it happens when a player is told to draw too many

    @rule:431.4 @rule:431.4.a
    Example: Bob, told to draw on Alice's turn with an empty deck, burns out and Alice scores
      Given a test spell "Windfall" costing 0 and text "Each player draws 1."
      And Alice has a Windfall in her hand
      And Alice has 1 card in her main deck
      And Bob has 1 card in his trash
      When Alice plays her Windfall
      And Alice passes
      And Bob passes
      Then Bob burned out 1 time
      And Alice's score is 1
      And Bob's hand holds 1 card
      And the turn player is Alice
