@edition:v1.4
Feature: Modes of play (rules 481–486: the two-player modes)

  @rule:481 @waived:heading
  Rule: 481 Modes of play, the section heading

  @rule:482 @rule:483 @rule:483.1 @rule:483.2 @rule:483.2.a @rule:483.2.b @rule:483.4 @rule:483.4.b @rule:483.5 @rule:483.6 @rule:483.8 @rule:483.8.a @waived:definition
  Rule: 482 There are several modes, each defining its players, their formation, battlefields, setup, format and first turn

  @rule:483.4.a @waived:tournament-procedure
  Rule: 483.4.a A mode's battlefield count may bear on competitive deck building

  Rule: 483.3 A mode's victory score is the total a player must reach to win

    @rule:483.3 @rule:483.3.a
    Example: In a game played to 5, reaching 5 points wins
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And the victory score is 5
      And Alice has 4 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's score is 5
      And Alice wins the game

  @rule:484 @rule:485 @rule:486 @waived:heading
  Rule: 484 Sanctioned modes, and the headings of the two 1v1 modes (485 Duel, 486 Match)

  @rule:485.1 @rule:485.2 @rule:486.1 @rule:486.2 @waived:definition
  Rule: 485.1 A 1v1 game has two players, each the other's only opponent, without teams

  Rule: 485.3 Both 1v1 modes are played to 8 points

    @rule:485.3 @rule:486.3
    Example: Without a victory score named, 8 points win a 1v1 game
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And Alice has 7 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's score is 8
      And Alice wins the game

    @rule:485.3 @rule:486.3
    Example: Without a victory score named, 7 points do not win a 1v1 game
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And Alice has 6 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's score is 7
      And nobody has won

  @rule:485.4 @rule:485.5 @rule:486.4 @waived:physical-handling
  Rule: 485.4 Two battlefields, one chosen by each player from the three they bring, placed before play

  @rule:485.4.a @rule:485.6 @rule:486.4.a @rule:486.5 @rule:486.5.a @rule:486.6 @rule:486.6.a @rule:486.6.a.1 @rule:486.6.a.2 @waived:tournament-procedure
  Rule: 485.6 Deck building, best of one or of three, and choosing battlefields across the games of a match

  Rule: 485.7 In both 1v1 modes, the player going second channels one rune more in their first channel phase

    @rule:485.7 @rule:486.7 @rule:483.7
    Example: Bob, going second, channels three runes in his first channel phase
      Given it is Bob's turn, at the start of the channel phase
      And it is turn 2
      And Bob has 1 card in his main deck
      And Bob has 4 runes in his rune deck
      Then Bob's runes holds 3 runes
      And Bob's rune deck holds 1 rune

    @rule:485.7 @rule:486.7
    Example: In his later turns Bob channels two runes as usual
      Given it is Bob's turn, at the start of the channel phase
      And it is turn 4
      And Bob has 1 card in his main deck
      And Bob has 4 runes in his rune deck
      Then Bob's runes holds 2 runes
      And Bob's rune deck holds 2 runes

    @rule:485.7
    Example: Alice, going first, channels two runes in her first channel phase
      Given it is Alice's turn, at the start of the channel phase
      And Alice has 1 card in her main deck
      And Alice has 4 runes in her rune deck
      Then Alice's runes holds 2 runes
