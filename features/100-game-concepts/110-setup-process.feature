@edition:v1.4
Feature: The setup process of a game started from decks (rules 110-118)

  Background:
    Given each player brings a 40-card deck
    And Bob goes first
    And the seed is 7

  @rule:110 @waived:heading
  Rule: 110 The setup process

  Rule: 111 The Champion Legend starts in the Legend Zone, and the Chosen Champion in the Champion Zone (112)

    @rule:111 @rule:112 @rule:103.1.a @rule:103.2.a.1 @rule:107.4.a @rule:108.3.a @rule:108.3.b @rule:133.4 @rule:133.6 @rule:133.6.b.1 @rule:174.2 @rule:174.2.b
    Example: Once the game starts, each player's legend and Chosen Champion are in their zones, not among the cards dealt
      When the game starts
      Then Alice's legend and chosen champion are in her legend and champion zones
      And Bob's legend and chosen champion are in his legend and champion zones
      And Bob is asked to mulligan

    @rule:111 @rule:174.8
    Example: A legend the setup process put in the Legend Zone works from there: on her first turn Alice exhausts hers to draw
      Given Alice's deck has Lamplit Oracle as its legend
      When the game starts
      And Bob keeps his hand
      And Alice keeps her hand
      And Bob ends his turn
      Then the turn player is Alice
      And Alice's hand holds 5 cards
      When Alice activates her Lamplit Oracle
      And Alice passes
      And Bob passes
      Then Alice's Lamplit Oracle is exhausted
      And Alice's hand holds 6 cards

    @rule:114 @rule:114.1
    Example: The main deck the setup process laid out is the one Alice's legend looks at: she is shown its top cards to recycle
      Given Alice's deck has Seeing Oracle as its legend
      When the game starts
      And Bob keeps his hand
      And Alice keeps her hand
      And Bob ends his turn
      And Alice activates her Seeing Oracle
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at

    @rule:114 @rule:114.2
    Example: The rune deck the setup process laid out is the one Alice's legend reveals a rune of: the rune goes from that deck back under it
      Given Alice's deck has Rune-reading Oracle as its legend
      When the game starts
      And Bob keeps his hand
      And Alice keeps her hand
      And Bob ends his turn
      And Alice activates her Rune-reading Oracle
      And Alice passes
      And Bob passes
      Then the recycled event for Alice went from rune-deck to rune-deck

  Rule: 127.1 Whoever brings a card to the game owns it

    @rule:127.1 @rule:174.1
    Example: Each player owns the legend, the champion and every card of the deck they brought
      When the game starts
      Then Alice owns every card of her deck
      And Bob owns every card of his deck
      And Bob is asked to mulligan

    @rule:127.1
    Example: A card owned by Carol, who is not in the game, cannot be set up in Bob's base
      Given Alice brings no deck
      And Bob brings no deck
      And Bob has Carol's Shipyard Skulker in his base
      And the setup lists the players Alice and Bob
      Then the game cannot be set up, refused at players[1].base[0]

    @rule:127.1
    Example: A gear at the Bridge owned by Carol, who is not in the game, cannot be set up
      Given Alice brings no deck
      And Bob brings no deck
      And a battlefield called the Bridge
      And a test gear "Lantern" costing 1
      And Carol has a Lantern at the Bridge
      And the setup lists the players Alice and Bob
      Then the game cannot be set up, refused at battlefields[0].gear[0]

  Rule: 113 The battlefields are set aside, and the mode says which are used (113.1)

    @rule:113
    Example: A game from decks cannot be given a battlefield of its own: the battlefields come from the decks
      Given a battlefield called the Ford
      Then the game cannot be set up, refused at battlefields

    @rule:113 @rule:113.1 @rule:172
    Example: In a duel each player's three battlefields are set aside and one of each is used
      When the game starts
      Then 2 battlefields are in play, one of each player's three
      And Bob is asked to mulligan

  Rule: 170.1 A battlefield is owned by the player who brought it

    @rule:170.1
    Example: Each player owns the battlefield their own deck brought into play
      Given Bob's deck has the battlefields Bay, Cliff and Dune
      When the game starts
      Then Alice owns the battlefield in play from her deck
      And Bob owns the battlefield in play from his deck
      And Bob is asked to mulligan

    @rule:170.1
    Example: A battlefield owned by Carol, who is not in the game, cannot be set up
      Given Alice brings no deck
      And Bob brings no deck
      And a battlefield called the Bridge
      And the Bridge is owned by Carol
      And the setup lists the players Alice and Bob
      Then the game cannot be set up, refused at battlefields[0]

  Rule: 170.2 Battlefields are not shuffled into a deck: they start the game on the board (133.6.a.1, 170.2.b)

    @rule:170.2 @rule:133.6.a.1 @rule:170.2.b
    Example: Once the game starts, a battlefield of each player is in play, and none is among the cards of a deck or hand
      When the game starts
      Then 2 battlefields are in play, one of each player's three
      And Alice's main deck holds 35 cards
      And Alice's hand holds 4 cards
      And Bob's main deck holds 35 cards
      And Bob's rune deck holds 12 cards
      And Bob is asked to mulligan

  Rule: 114 Both decks are shuffled into their zones (114.1, 114.2)

    @rule:114 @rule:114.1 @rule:114.2 @rule:103.3.b @rule:108.4.a @rule:108.4.b @rule:108.4.c @rule:108.5.a @rule:108.5.b @rule:108.5.c @rule:133.5 @rule:161.2
    Example: The main deck holds the 39 other cards less those drawn, the rune deck all 12 runes
      When the game starts
      Then Alice's main deck holds 35 cards
      And Alice's rune deck holds 12 cards
      And Bob's main deck holds 35 cards
      And Bob is asked to mulligan

    @rule:114
    Example: The main deck is shuffled: the cards left in it are not in the order Alice listed them
      When the game starts
      Then the cards left in Alice's main deck are not in the order of her deck list
      And Bob is asked to mulligan

    @rule:114.2
    Example: Each of Alice's twelve runes, named as the engine makes them, waits in her rune deck once the game starts
      When the game starts
      Then Alice's Basic Rune is in Alice's rune deck
      And Alice's Basic Rune 2 is in Alice's rune deck
      And Alice's Basic Rune 12 is in Alice's rune deck
      And Bob is asked to mulligan

  Rule: 115.1.b Seating sets the order of turns after the first player

    @rule:115.1.b @rule:115.1.c
    Example: In FFA3 with Bob going first, play goes round the seats from him: Bob, Carol, then Alice
      Given the mode of play is FFA3
      And each player brings a 40-card deck
      When the game starts
      Then Bob is asked to mulligan
      When Bob keeps his hand
      Then Carol is asked to mulligan
      When Carol keeps her hand
      Then Alice is asked to mulligan
      When Alice keeps her hand
      Then the turn player is Bob
      When Bob ends his turn
      Then the turn player is Carol
      When Carol ends her turn
      Then the turn player is Alice
      When Alice ends her turn
      Then the turn player is Bob

  Rule: 115.1.b.1 Whoever goes first takes turn 1, once setup is done (118)

    @rule:115 @rule:115.1 @rule:115.1.a @rule:115.1.b.1 @rule:118
    Example: With Bob going first, Bob mulligans first and takes turn 1
      When the game starts
      Then Bob is asked to mulligan
      When Bob keeps his hand
      Then Alice is asked to mulligan
      When Alice keeps her hand
      Then the turn number is 1
      And the turn player is Bob
      And the game is in the main phase
      And Bob has priority
      And the turn-began event for Bob cites rule 118
      And exactly these phases began, in order: awaken, beginning, channel, draw and main

    @rule:118
    Example: A game from decks begins with turn 1: a setup naming turn 3 cannot be set up
      Given it is turn 3
      Then the game cannot be set up, refused at turn

    @rule:118
    Example: A game from decks begins with the first player's turn after the setup process: a setup naming a phase cannot be set up
      Given it is Bob's main phase
      Then the game cannot be set up, refused at phase

    @rule:118
    Example: A game from decks begins with no points scored: a setup giving Bob 3 points cannot be set up
      Given Bob has 3 points
      Then the game cannot be set up, refused at players[1]

    @rule:115.1.b.1
    Example: Bob cannot go first in a game between Alice and Carol: the first player is one of the game's players
      Given the setup lists the players Alice and Carol
      And each player brings a 40-card deck
      Then the game cannot be set up, refused at turnPlayer

  Rule: 115.1.c Turns go round the players in order, back to the first player, until the game ends

    @rule:115.1.c
    Example: After Bob's turn and Alice's, turn 3 is Bob's again
      When the game starts
      And Bob keeps his hand
      And Alice keeps her hand
      And Bob ends his turn
      Then the turn number is 2
      And the turn player is Alice
      When Alice ends her turn
      Then the turn number is 3
      And the turn player is Bob

  Rule: 116 Each player draws four cards

    @rule:116
    Example: Before any mulligan, each player holds four cards
      When the game starts
      Then Alice's hand holds 4 cards
      And Bob's hand holds 4 cards
      And the drew event for Alice cites rule 116
      And Bob is asked to mulligan

    @rule:116
    Example: A game from decks cannot start with a card already in a player's hand: the setup process deals the hands
      Given Alice has a Shipyard Skulker in her hand
      Then the game cannot be set up, refused at players[0].hand

  Rule: 117 In turn order, each player may mulligan

    @rule:117 @rule:117.1
    Example: The first player's mulligan is a choice of up to two cards from the whole hand, and the second player waits for it
      When the game starts
      Then Bob is asked to mulligan
      And the question to Bob cites rule 117.1
      When Bob sets aside his first 2 cards
      Then Alice is asked to mulligan

  Rule: 117.1 Up to two cards may be set aside

    @rule:128.4 @rule:108.7.c
    Example: Bob sees the cards he may set aside; Alice sees only that he is choosing among four
      When the game starts
      Then Bob is asked to mulligan
      And Bob sees the cards among the options of Bob's decision
      And Alice does not see the cards among the options of Bob's decision
      When Bob keeps his hand
      Then Alice is asked to mulligan

    @rule:117.1
    Example: Three cards cannot be set aside
      When the game starts
      And Bob sets aside his first 3 cards
      Then the action is refused
      And Bob is asked to mulligan

  Rule: 117.2 As many cards are drawn as were set aside

    @rule:117.2
    Example: Setting two aside keeps the hand at four cards
      When the game starts
      And Bob sets aside his first 2 cards
      Then Bob's hand holds 4 cards
      And Bob's main deck holds 35 cards
      And the drew event for Bob cites rule 117.2
      And Alice is asked to mulligan

    @rule:117.2
    Example: Keeping the hand draws nothing
      When the game starts
      And Bob keeps his hand
      Then Bob's hand holds 4 cards
      And Bob's main deck holds 35 cards
      And the drew event for Bob cites rule 116
      And Alice is asked to mulligan

  Rule: 117.3 The cards set aside are recycled

    @rule:117.3
    Example: The two cards set aside go to the bottom of the main deck, after the replacements were drawn
      When the game starts
      And Bob sets aside his first 2 cards
      Then the cards Bob set aside are the bottom cards of his main deck, not in his hand
      And Alice is asked to mulligan

  Rule: 485.7 The player going second channels one more rune in their first turn

    @rule:485.7 @rule:115.2
    Example: Bob, going first, channels 2 runes in his first turn and Alice channels 3 in hers
      When the game starts
      And Bob keeps his hand
      And Alice keeps her hand
      Then Bob's runes holds 2 runes
      When Bob ends his turn
      Then the turn player is Alice
      And Alice's runes holds 3 runes
