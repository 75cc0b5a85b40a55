@edition:v1.4
Feature: Winning the game (rules 193–196)

  Background:
    Given a battlefield called the Bridge
    And a test spell "Tribute" costing 0 and text "Gain 1 point."
    And a test spell "Spark" costing 0 and text "Draw 1."

  @rule:193 @waived:heading
  Rule: 193 Winning

  Rule: 194 Points are the usual way to win

    @rule:194 @rule:194.1 @rule:194.1.c @rule:194.2
    Example: Alice's spell gains her the point she lacked, and she wins in the cleanup after it resolves
      Given it is Alice's main phase
      And Alice has 7 points
      And Alice has a Tribute in her hand
      When Alice plays her Tribute
      And Alice passes
      And Bob passes
      Then Alice's score is 8
      And Alice wins the game

    @rule:194.1 @rule:194.1.c
    Example: A spell that gains a point does so for the player it names, once
      Given it is Alice's main phase
      And Alice has a Tribute in her hand
      When Alice plays her Tribute
      And Alice passes
      And Bob passes
      Then Alice's score is 1
      And Bob's score is 0
      And nobody has won

    @rule:194.1.c @rule:359.3.e.12
    Example: The enemy unit Alice's Homage chose is returned to Bob's hand in reaction: "its controller" names no one, and nobody gains the point
      Given it is Alice's main phase
      And a test spell "Homage" costing 0 and text "Choose an enemy unit. Its controller gains 1 point."
      And a test spell "Recall Word" costing 0 and text "[Reaction]\nReturn a unit to its owner's hand."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Recall Word in his hand
      And Alice has a Homage in her hand
      When Alice plays her Homage
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Recall Word
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Bob's score is 0
      And Alice's score is 0

    @rule:194.1.c
    Example: The point Alice's Tribute gains her is a point of rule 194.1.c, a spell telling her to gain one
      Given it is Alice's main phase
      And Alice has a Tribute in her hand
      When Alice plays her Tribute
      And Alice passes
      And Bob passes
      Then the scored event for Alice cites rule 194.1.c
      And Alice's score is 1

    @rule:194.1.c
    Example: Alice's spell gains her a point, so what it does "if you do" happens: she draws
      Given it is Alice's main phase
      And a test spell "Tally" costing 0 and text "Gain 1 point. If you do, draw 1."
      And Alice has a Tally in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Tally
      And Alice passes
      And Bob passes
      Then Alice's score is 1
      And Alice's hand holds 1 card

    @rule:194.1.c @rule:359.3.e.14
    Example: "Gain 0 points" gains Alice nothing: no point is scored, and what it does "if you do" does not happen
      Given it is Alice's main phase
      And a test spell "Empty Tally" costing 0 and text "Gain 0 points. If you do, draw 1."
      And Alice has an Empty Tally in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Empty Tally
      And Alice passes
      And Bob passes
      Then Alice's score is 0
      And no scored event happened for Alice
      And Alice drew 0 times

    @rule:194.1.c @rule:359.3.e.14.a
    Example: With Bob's Tianna Crownguard at the Tower, Alice's spell gains her no point, so what it does "if you do" does not happen
      Given it is Alice's main phase
      And a battlefield called the Tower
      And the Tower is controlled by Bob
      And Bob has a Tianna Crownguard at the Tower
      And a test spell "Tally" costing 0 and text "Gain 1 point. If you do, draw 1."
      And Alice has a Tally in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Tally
      And Alice passes
      And Bob passes
      Then Alice's score is 0
      And Alice's hand holds 0 cards

  Rule: 194.1.a Holding a battlefield gains a point

    @rule:194.1.a
    Example: At the start of her turn Alice holds the battlefield she controls
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has 1 card in her main deck
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      Then Alice's score is 1
      And Bob's score is 0

  Rule: 194.1.b Conquering a battlefield gains a point

    @rule:194.1.b
    Example: Alice's lone unit takes the empty battlefield and she scores for conquering it
      Given it is Alice's main phase
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice conquered 1 time
      And Alice's score is 1

  Rule: 194.1.d An opponent's burn out gains a point

    @rule:194.1.d
    Example: Alice draws from an empty deck, burns out, and Bob gains the point
      Given it is Alice's main phase
      And Alice has a Spark in her hand
      And Alice has 1 card in her trash
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice burned out 1 time
      And Bob's score is 1
      And Alice's score is 0

  Rule: 194.2 A player wins in a cleanup with at least the victory score and more points than anyone else

    @rule:194.2 @rule:194.2.a
    Example: Both players are past the victory score; the one with more points wins
      Given it is Alice's main phase
      And Alice has 8 points
      And Bob has 8 points
      And Alice has a Tribute in her hand
      When Alice plays her Tribute
      And Alice passes
      And Bob passes
      Then Alice's score is 9
      And Alice wins the game

    @rule:194.2 @rule:194.2.a
    Example: Bob has more points than Alice, both past the victory score, so Bob wins even on Alice's turn
      Given it is Alice's main phase
      And Alice has 8 points
      And Bob has 9 points
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      Then Bob wins the game

    @rule:194.2 @rule:194.2.b
    Example: Tied at the victory score, nobody wins and play goes on
      Given it is Alice's main phase
      And Alice has 8 points
      And Bob has 8 points
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then nobody has won
      And Alice's card 1 is in Alice's hand
      And Alice has priority

  Rule: 194.3 The victory score is 8 unless something changes it

    @rule:194.3
    Example: With no victory score given, reaching 8 wins
      Given it is Alice's main phase
      And Alice has 7 points
      And Alice has a Tribute in her hand
      When Alice plays her Tribute
      And Alice passes
      And Bob passes
      Then Alice wins the game

    @rule:194.3
    Example: With no victory score given, 7 points do not win
      Given it is Alice's main phase
      And Alice has 6 points
      And Alice has a Tribute in her hand
      When Alice plays her Tribute
      And Alice passes
      And Bob passes
      Then Alice's score is 7
      And nobody has won

  Rule: 194.3.a A mode of play may set another victory score

    @rule:194.3.a
    Example: In a game played to 5, Alice wins on reaching 5
      Given it is Alice's main phase
      And the victory score is 5
      And Alice has 4 points
      And Alice has a Tribute in her hand
      When Alice plays her Tribute
      And Alice passes
      And Bob passes
      Then Alice wins the game

    @rule:194.3.a
    Example: Bob's Banner, a gear in his base that raises the points needed to win by 1, keeps Alice from winning at 8
      Given it is Alice's main phase
      And a test gear "Banner" costing 0 and text "Increase the points needed to win the game by 1."
      And Bob has a Banner in his base
      And Alice has 7 points
      And Alice has a Tribute in her hand
      And Alice has a Tribute in her hand
      When Alice plays her Tribute
      And Alice passes
      And Bob passes
      Then Alice's score is 8
      And nobody has won
      When Alice plays her Tribute 2
      And Alice passes
      And Bob passes
      Then Alice wins the game

  Rule: 194.4 A player's points never go below zero

    @rule:194.4
    Example: Alice, with 1 point, loses 2 and is left with 0
      Given it is Alice's main phase
      And a test spell "Setback" costing 0 and text "You lose 2 points."
      And Alice has 1 point
      And Alice has a Setback in her hand
      When Alice plays her Setback
      And Alice passes
      And Bob passes
      Then Alice's score is 0

    @rule:194.4
    Example: Alice, with 3 points, loses 2 and is left with 1
      Given it is Alice's main phase
      And a test spell "Setback" costing 0 and text "You lose 2 points."
      And Alice has 3 points
      And Alice has a Setback in her hand
      When Alice plays her Setback
      And Alice passes
      And Bob passes
      Then Alice's score is 1

  Rule: 194.4.a Losing points with none to lose is nothing happening

    @rule:194.4.a
    Example: Alice, with no points, loses none, so what her spell does "if you do" does not happen
      Given it is Alice's main phase
      And a test spell "Gamble" costing 0 and text "You lose 1 point. If you do, draw 1."
      And Alice has a Gamble in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Gamble
      And Alice passes
      And Bob passes
      Then Alice's score is 0
      And Alice's hand holds 0 cards

    @rule:194.4.a
    Example: Alice, with 2 points, loses 1, so what her spell does "if you do" happens
      Given it is Alice's main phase
      And a test spell "Gamble" costing 0 and text "You lose 1 point. If you do, draw 1."
      And Alice has 2 points
      And Alice has a Gamble in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Gamble
      And Alice passes
      And Bob passes
      Then Alice's score is 1
      And Alice's hand holds 1 card

  Rule: 194.4.b Nothing watching for lost points triggers when none are lost

    @rule:194.4.b
    Example: Alice, with no points, loses none, so her Ledger watching for lost points does not trigger
      Given it is Alice's main phase
      And a test gear "Ledger" costing 0 and text "When you lose one or more points, draw 1."
      And a test spell "Toll" costing 0 and text "You lose 1 point."
      And Alice has a Ledger in her base
      And Alice has a Toll in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Toll
      And Alice passes
      And Bob passes
      Then Alice's score is 0
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:194.4.b
    Example: Alice, with 2 points, loses 1, and her Ledger watching for lost points draws her a card
      Given it is Alice's main phase
      And a test gear "Ledger" costing 0 and text "When you lose one or more points, draw 1."
      And a test spell "Toll" costing 0 and text "You lose 1 point."
      And Alice has 2 points
      And Alice has a Ledger in her base
      And Alice has a Toll in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Toll
      And Alice passes
      And Bob passes
      Then Alice's score is 1
      And the chain holds Alice's Ledger
      And the triggered event for Alice's Ledger cites rule 194.4.b
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:194.4.b
    Example: Alice, with 2 points, loses 1: her Drum, watching for her holds, does not take the lost point for one
      Given it is Alice's main phase
      And a test gear "Drum" costing 0 and text "When you hold, draw 1."
      And a test spell "Toll" costing 0 and text "You lose 1 point."
      And Alice has 2 points
      And Alice has a Drum in her base
      And Alice has a Toll in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Toll
      And Alice passes
      And Bob passes
      Then Alice's score is 1
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:194.4.b
    Example: Alice's Gong, watching for her holds or lost points, triggers as she loses 1 of her 2 points
      Given it is Alice's main phase
      And a test gear "Gong" costing 0 and text "When you hold or lose one or more points, draw 1."
      And a test spell "Toll" costing 0 and text "You lose 1 point."
      And Alice has 2 points
      And Alice has a Gong in her base
      And Alice has a Toll in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Toll
      And Alice passes
      And Bob passes
      Then Alice's score is 1
      And the chain holds Alice's Gong
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

  Rule: 195 An effect may make a player win

    @rule:195 @rule:196
    Example: Bob's spell says he wins, on Alice's turn and with no points, and the game is over
      Given it is Alice's main phase
      And a test spell "Triumph" costing 0 and text "[Reaction]\nYou win the game."
      And Alice has a Spark in her hand
      And Alice has 2 cards in her main deck
      And Bob has a Triumph in his hand
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Triumph
      And Bob passes
      And Alice passes
      Then Bob wins the game
      And Bob's score is 0
      And Alice's Spark is on the chain
      And the won event for Bob cites rule 195

    @rule:195
    Example: Alice's Gutter Palace makes her win at the start of her turn, with exactly 4 cards in her hand and exactly 4 units at battlefields
      Given it is Alice's turn, at the start of the beginning phase
      And the Bridge is controlled by Alice
      And a test gear "Gutter Palace" costing 0 and text "At the start of your Beginning Phase, if you have exactly 4 cards in hand and exactly 4 units at battlefields, you win the game."
      And Alice has a Gutter Palace in her base
      And Alice has 4 cards in her hand
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      Then the chain holds Alice's Gutter Palace
      When Alice passes
      And Bob passes
      Then Alice wins the game
      And Alice's score is 0

    @rule:195
    Example: With exactly 4 cards in her hand but only 3 units at battlefields, Alice's Gutter Palace does not make her win: both counts must hold
      Given it is Alice's turn, at the start of the beginning phase
      And the Bridge is controlled by Alice
      And a test gear "Gutter Palace" costing 0 and text "At the start of your Beginning Phase, if you have exactly 4 cards in hand and exactly 4 units at battlefields, you win the game."
      And Alice has a Gutter Palace in her base
      And Alice has 4 cards in her hand
      And Alice has 3 cards in her main deck
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      Then the chain is empty
      And the game is in the main phase

  Rule: 195.1 A player an effect tells to lose the game leaves it

    @rule:195.1
    Example: Alice's spell says she loses the game, so Bob, the only player left, wins
      Given it is Alice's main phase
      And a test spell "Forfeit" costing 0 and text "You lose the game."
      And Alice has 5 points
      And Alice has a Forfeit in her hand
      When Alice plays her Forfeit
      And Alice passes
      And Bob passes
      Then Bob wins the game
      And the won event for Bob cites rule 195.1

    @rule:195.1
    Example: In FFA3 Alice's spell says she loses the game: Bob and Carol are both left, so neither has won
      Given the mode of play is FFA3
      And a test spell "Forfeit" costing 0 and text "You lose the game."
      And Alice has a Forfeit in her hand
      When Alice plays her Forfeit
      And Alice passes
      And Bob passes
      And Carol passes
      Then nobody has won

    @rule:195.1
    Example: Alice's spell says an opponent loses the game, so Bob leaves it and Alice wins
      Given it is Alice's main phase
      And a test spell "Doom" costing 0 and text "An opponent loses the game."
      And Bob has 5 points
      And Alice has a Doom in her hand
      When Alice plays her Doom
      And Alice passes
      And Bob passes
      Then Alice wins the game

  Rule: 196 Once a player has won, the game is over

    @rule:196
    Example: After Alice has won, Bob can take no more actions
      Given it is Alice's main phase
      And Alice has 7 points
      And Alice has a Tribute in her hand
      When Alice plays her Tribute
      And Alice passes
      And Bob passes
      Then Alice wins the game
      When Alice ends her turn
      Then the action is refused
      And the turn player is Alice

    @rule:196
    Example: Once her spell has made Alice win, the rest of it is not carried out
      Given it is Alice's main phase
      And a test spell "Final Word" costing 0 and text "You win the game. Gain 1 point."
      And Alice has a Final Word in her hand
      When Alice plays her Final Word
      And Alice passes
      And Bob passes
      Then Alice wins the game
      And Alice's score is 0


    @rule:196 @rule:489.6.a.3
    Example: In 2v2 the point that wins the game for Alice and Carol ends it: Bob's unit her spell dealt lethal damage to is not killed afterwards
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test spell "Parting Shot" costing 0 and text "Deal 3 to a unit at a battlefield. Gain 1 point."
      And Alice has 10 points
      And Carol has 10 points
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Parting Shot in her hand
      When Alice plays her Parting Shot
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice wins the game
      And Bob's Shipyard Skulker has 3 damage
      And Bob's Shipyard Skulker is at the Bridge
