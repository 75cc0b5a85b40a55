@edition:v1.4
Feature: Deck construction (rules 100–103)

  @rule:100 @rule:101 @waived:heading
  Rule: 100 Game concepts, and 101 deck construction

  @rule:102 @waived:physical-handling
  Rule: 102 Each player brings their own cards

  @rule:103.2.a @rule:103.3 @rule:103.4 @waived:heading
  Rule: 103.2.a The Chosen Champion, 103.3 the rune deck and 103.4 the battlefields

  @rule:103.2.e @waived:tournament-procedure
  Rule: 103.2.e Which cards a format allows

  Rule: 103 A player's deck: a legend, a main deck, a rune deck and battlefields

    Background:
      Given each player brings a 40-card deck
      And Bob goes first

    @rule:103 @rule:103.1.b.2 @rule:176 @rule:176.1 @rule:103.2 @rule:103.2.b @rule:103.3.a @rule:103.4.a
    Example: A deck of a legend, its champion and 39 more cards, 12 runes and three battlefields starts a game
      When the game starts
      Then Bob is asked to mulligan

    @rule:103
    Example: A game cannot start with Alice bringing a deck and Bob none: a deck is what each player plays with
      Given Bob brings no deck
      Then the game cannot be set up, refused at players[1].deck

    @rule:103
    Example: A deck whose legend is no card the game knows is refused at Alice's legend
      Given Alice's deck has Nameless Wanderer as its legend
      Then the game cannot be set up, refused at players[0].deck.legend

    @rule:103
    Example: A deck whose chosen champion is no card the game knows is refused at Bob's champion
      Given Bob's deck has Nameless Wanderer as its chosen champion
      Then the game cannot be set up, refused at players[1].deck.champion

    @rule:103
    Example: A main deck holding a card the game does not know is refused at that card of Alice's main deck
      Given Alice's deck has 1 copy of Nameless Wanderer in its main deck
      Then the game cannot be set up, refused at players[0].deck.main[38]

    @rule:103
    Example: A rune deck holding a card the game does not know is refused at that card of Bob's rune deck
      Given Bob's deck has 1 Nameless Wanderer in its rune deck
      Then the game cannot be set up, refused at players[1].deck.runes[

    @rule:103
    Example: Battlefields the game does not know are refused at one of Alice's battlefields
      Given Alice's deck has the battlefields Nowhere, Elsewhere and Neverland
      Then the game cannot be set up, refused at players[0].deck.battlefields[

  Rule: 103.1 One Champion Legend, which sets the deck's domains

    Background:
      Given each player brings a 40-card deck

    @rule:103.1
    Example: A unit in the legend's place is refused
      Given Alice's deck has Calm Recruit as its legend
      Then the game is refused: Alice's deck breaks rule 103.1

    @rule:103.1.b @rule:103.1.b.1 @rule:103.1.b.2 @rule:103.1.b.3 @rule:103.2.c
    Example: A Calm unit is refused in a deck whose legend is Fury and Chaos
      Given Alice's deck has 1 copy of Calm Recruit in its main deck
      Then the game is refused: Alice's deck breaks rule 103.1.b.3

    @rule:103.1.b.5
    Example: A Calm unit whose own text lets any deck have it is allowed in a Fury and Chaos deck
      Given Alice's deck has 1 copy of Calm Wanderer in its main deck
      When the game starts
      Then Alice is asked to mulligan

    @rule:103.1.b.4
    Example: A Fury and Chaos unit is allowed in a Fury and Chaos deck
      Given Alice's deck has 1 copy of Twin Recruit in its main deck
      When the game starts
      Then Alice is asked to mulligan

    @rule:103.1.b.4
    Example: A Fury and Calm unit is refused in a Fury and Chaos deck, though Fury is one of its domains
      Given Alice's deck has 1 copy of Grove Recruit in its main deck
      Then the game is refused: Alice's deck breaks rule 103.1.b.4

    @rule:103.1.b.3
    Example: A Calm unit with an ability of its own is still refused in a Fury and Chaos deck
      Given Alice's deck has 1 copy of Calm Guardian in its main deck
      Then the game is refused: Alice's deck breaks rule 103.1.b.3

  Rule: 103.2 Forty cards or more in the main deck, counting the Chosen Champion

    Background:
      Given each player brings a 40-card deck

    @rule:103 @rule:103.2
    Example: A main deck of 39 cards with its champion is refused
      Given Bob's deck has 38 cards in its main deck besides its chosen champion
      Then the game is refused: Bob's deck breaks rule 103.2

    @rule:103.2
    Example: A main deck of more than 40 cards is allowed
      Given Bob's deck has 45 cards in its main deck besides its chosen champion
      When the game starts
      Then Alice is asked to mulligan

    @rule:103.2
    Example: A rune among the main deck's cards is refused
      Given Alice's deck has 1 copy of Fury Stone in its main deck
      Then the game is refused: Alice's deck breaks rule 103.2

    @rule:103.2
    Example: Spells, gear and units with keywords are all main deck cards
      Given Alice's deck has 2 copies of Fury Bolt in its main deck
      And Alice's deck has 1 copy of Steel Guard in its main deck
      And Alice's deck has 1 copy of Crown of Ash in its main deck
      When the game starts
      Then Alice is asked to mulligan

  Rule: 103.2.a.2 The Chosen Champion is a champion unit of the legend's champion

    Background:
      Given each player brings a 40-card deck

    @rule:103.2.a.2
    Example: Another champion of the same legend may be the Chosen Champion
      Given Alice's deck has Oracle, Sage as its chosen champion
      When the game starts
      Then Alice is asked to mulligan

    @rule:103.2.a.2 @rule:133.7.a @rule:133.8.b
    Example: A champion unit of another champion cannot be the Chosen Champion
      Given Alice's deck has Rival, Duelist as its chosen champion
      Then the game is refused: Alice's deck breaks rule 103.2.a.2

    @rule:103.2.a.2
    Example: A unit that carries no champion tag cannot be the Chosen Champion
      Given Alice's deck has Recruit 1 as its chosen champion
      Then the game is refused: Alice's deck breaks rule 103.2.a.2

    @rule:103.2.d.3 @rule:133.7 @rule:133.7.b
    Example: A signature unit of the legend's champion cannot be the Chosen Champion
      Given Alice's deck has Oracle's Familiar as its chosen champion
      Then the game is refused: Alice's deck breaks rule 103.2.d.3

    @rule:103.2.d.3
    Example: A gear carrying the champion's tag and titled like a champion unit is a signature card, not the Chosen Champion
      Given Alice's deck has Oracle, Relic as its chosen champion
      Then the game is refused: Alice's deck breaks rule 103.2.d.3

  Rule: 103.2.b At most three cards of one name

    Background:
      Given each player brings a 40-card deck

    @rule:103.2.b
    Example: A fourth copy of a unit is refused
      Given Alice's deck has 1 more copy of Recruit 1 in its main deck
      Then the game is refused: Alice's deck breaks rule 103.2.b

    @rule:103.2.b @rule:103.2.b.1
    Example: The Chosen Champion and two more copies of it are allowed
      Given Alice's deck has 2 copies of Oracle, Seer in its main deck
      When the game starts
      Then Alice is asked to mulligan

    @rule:103.2.b.1
    Example: The Chosen Champion and three more copies of it are refused
      Given Alice's deck has 3 copies of Oracle, Seer in its main deck
      Then the game is refused: Alice's deck breaks rule 103.2.b

    @rule:103.2.b
    Example: A card whose own text allows any number of copies of its name may have four copies
      Given Alice's deck has 4 copies of Swarmling in its main deck
      When the game starts
      Then Alice is asked to mulligan

    @rule:103.2.b
    Example: A card whose text allows any number of copies of another name still has at most three of its own
      Given Alice's deck has 4 copies of Swarm Mother in its main deck
      Then the game is refused: Alice's deck breaks rule 103.2.b

    @rule:103.2.b
    Example: A card with text that says nothing of copies still has at most three
      Given Alice's deck has 4 copies of Steel Guard in its main deck
      Then the game is refused: Alice's deck breaks rule 103.2.b

    @rule:103.2.b.2 @rule:132.1 @rule:132.4
    Example: Three copies each of two champions of the same character are allowed, as their names differ
      Given Alice's deck has 2 copies of Oracle, Seer in its main deck
      And Alice's deck has 3 copies of Oracle, Sage in its main deck
      When the game starts
      Then Alice is asked to mulligan

  Rule: 103.2.d At most three signature cards, all of the legend's champion

    Background:
      Given each player brings a 40-card deck

    @rule:103.2.d @rule:103.2.d.1
    Example: Three signature cards are allowed
      Given Alice's deck has 2 copies of Oracle's Lamp in its main deck
      And Alice's deck has 1 copy of Oracle's Familiar in its main deck
      When the game starts
      Then Alice is asked to mulligan

    @rule:103.2.d @rule:103.2.d.1
    Example: Four signature cards are refused, though no name has more than three copies
      Given Alice's deck has 2 copies of Oracle's Lamp in its main deck
      And Alice's deck has 2 copies of Oracle's Familiar in its main deck
      Then the game is refused: Alice's deck breaks rule 103.2.d.1

    @rule:103.2.d @rule:103.2.d.2 @rule:133.8.b
    Example: A signature card of another champion is refused
      Given Alice's deck has 1 copy of Rival, Duelist in its main deck
      And Alice's deck has 1 copy of Rival's Blade in its main deck
      Then the game is refused: Alice's deck breaks rule 103.2.d.2

    @rule:103.2.d.2
    Example: A Chosen Champion that is also a champion unit of Rival makes Rival a champion: a Rival signature card is refused
      Given Alice's deck has Rival, Turncoat as its chosen champion
      And Alice's deck has 1 copy of Rival's Blade in its main deck
      Then the game is refused: Alice's deck breaks rule 103.2.d.2

    @rule:103.2.d.2
    Example: A card carrying the tag of another champion is refused, though the deck holds no unit of that champion
      Given Alice's deck has 1 copy of Viktor's Lens in its main deck
      Then the game is refused: Alice's deck breaks rule 103.2.d.2

    @rule:103.2.d.2
    Example: A card carrying a tag that names no champion is no signature card and is allowed
      Given Alice's deck has 1 copy of Ward, Keeper in its main deck
      And Alice's deck has 1 copy of Ward Banner in its main deck
      When the game starts
      Then Alice is asked to mulligan

    @rule:103.2.d.2
    Example: A unit named after a tag with no title is no champion unit, so another card sharing that tag is no signature card
      Given Alice's deck has 1 copy of Poros in its main deck
      And Alice's deck has 1 copy of Poro Snack in its main deck
      When the game starts
      Then Alice is asked to mulligan

    @rule:103.2.d.2
    Example: A champion unit of another champion is not a signature card and is allowed
      Given Alice's deck has 1 copy of Rival, Duelist in its main deck
      When the game starts
      Then Alice is asked to mulligan

  Rule: 103.3.a A rune deck of exactly 12 runes, within the deck's domains

    Background:
      Given each player brings a 40-card deck

    @rule:103.3.a
    Example: Eleven runes are refused
      Given Bob's deck has 11 runes in its rune deck
      Then the game is refused: Bob's deck breaks rule 103.3.a

    @rule:103.3.a @rule:161.2.a
    Example: Thirteen runes are refused
      Given Bob's deck has 13 runes in its rune deck
      Then the game is refused: Bob's deck breaks rule 103.3.a

    @rule:103.3.a.1
    Example: A Fury rune is allowed in a Fury and Chaos deck
      Given Bob's deck has 2 Fury Stone in its rune deck
      When the game starts
      Then Alice is asked to mulligan

    @rule:103.3.a.1
    Example: A Calm rune is refused in a Fury and Chaos deck
      Given Bob's deck has 1 Calm Rune in its rune deck
      Then the game is refused: Bob's deck breaks rule 103.3.a.1

    @rule:103.3.a
    Example: A unit among the twelve cards of the rune deck is refused
      Given Bob's deck has 1 Twin Recruit in its rune deck
      Then the game is refused: Bob's deck breaks rule 103.3.a

  Rule: 103.4.a Three battlefields in a duel, of different names, within the deck's domains

    Background:
      Given each player brings a 40-card deck

    @rule:103.4.a
    Example: Two battlefields are refused in a duel
      Given Alice's deck has the battlefields Ford and Pass
      Then the game is refused: Alice's deck breaks rule 103.4.a

    @rule:103.4.c
    Example: Two battlefields of one name are refused
      Given Alice's deck has the battlefields Plain Battlefield, Ford and Ford
      Then the game is refused: Alice's deck breaks rule 103.4.c

    @rule:103.4.b
    Example: A Calm battlefield is refused in a Fury and Chaos deck
      Given Alice's deck has the battlefields Calm Grove, Ford and Pass
      Then the game is refused: Alice's deck breaks rule 103.4.b

    @rule:103.4.a
    Example: A unit among the three battlefields is refused
      Given Alice's deck has the battlefields Ford, Pass and Twin Recruit
      Then the game is refused: Alice's deck breaks rule 103.4.a

    @rule:103.4.a
    Example: A battlefield the engine does not know is refused, though another of the three is the one chosen for play
      Given the seed is 1
      And Alice's deck has the battlefields Plain Battlefield, Ford and Nowhere
      Then the game cannot be set up
