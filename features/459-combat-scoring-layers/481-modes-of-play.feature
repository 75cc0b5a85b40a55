@edition:v1.4
Feature: Modes of play (rules 481–489: 1v1, FFA3, FFA4 and 2v2)

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

    @rule:483.3
    Example: An FFA3 game set up to be played to 5 is won at 5, not at the mode's usual 8
      Given the mode of play is FFA3
      And it is Alice's main phase
      And a battlefield called the Bridge
      And the victory score is 5
      And Alice has 4 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
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

    @rule:485.7
    Example: Bob's third rune in his first channel phase is the one 485.7 gives him, after the two of every channel phase
      Given it is Bob's turn, at the start of the channel phase
      And it is turn 2
      And Bob has 1 card in his main deck
      And Bob has 4 runes in his rune deck
      Then Bob channeled 3 times
      And the channeled event for Bob cites rule 485.7

    @rule:485.7
    Example: Alice, going first, takes turn 2 as an additional turn: she channels two runes, the extra one being only for the player going second
      Given it is Alice's turn, at the start of the channel phase
      And it is turn 2
      And Alice has 1 card in her main deck
      And Alice has 4 runes in her rune deck
      Then Alice's runes holds 2 runes
      And Alice's rune deck holds 2 runes

  @rule:487 @rule:488 @rule:489 @rule:489.5 @rule:489.8 @waived:heading
  Rule: 487 The headings of the three- and four-player modes (487 FFA3, 488 FFA4, 489 2v2), of 2v2's setup and of its unique rules

  @rule:487.4.a @rule:488.4.a @rule:489.4.a @waived:tournament-procedure
  Rule: 487.4.a Each player brings three battlefields in their deck, in every mode of more than two players

  @rule:489.5.c.2 @rule:489.5.c.3 @waived:physical-handling
  Rule: 489.5.c.2 How the turn passes around the table depends on where teammates sit

  @rule:489.8.f @rule:489.8.f.1 @waived:physical-handling
  Rule: 489.8.f A player may show their hand to anyone, their teammate too, which reveals nothing as a game action

  Rule: 487.1 Three players take their turns in order, each facing the other two

    @rule:487.1 @rule:483.1
    Example: In FFA3, Bob's turn is followed by Carol's, not Alice's
      Given the mode of play is FFA3
      And it is Bob's main phase
      And it is turn 2
      And Carol has 1 card in her main deck
      And Alice has 1 card in her main deck
      When Bob ends his turn
      Then the turn player is Carol

    @rule:487.1
    Example: In FFA3, Carol's turn is followed by Alice's again
      Given the mode of play is FFA3
      And it is Carol's main phase
      And it is turn 3
      And Alice has 1 card in her main deck
      And Bob has 1 card in his main deck
      When Carol ends her turn
      Then the turn player is Alice

    @rule:487.1
    Example: An FFA3 game with a fourth player, Dave, cannot be set up
      Given the mode of play is FFA3
      And Dave has 1 point
      Then the game cannot be set up, refused at players

    @rule:487.1
    Example: An FFA3 setup listing Alice twice beside Bob has two players, not three, and cannot be set up
      Given the mode of play is FFA3
      And the setup lists the players Alice, Bob and Alice
      Then the game cannot be set up, refused at players

    @rule:487.2 @rule:483.2.b
    Example: In FFA3 reaching 8 points is no win while the two opponents have as many
      Given the mode of play is FFA3
      And it is Alice's main phase
      And a battlefield called the Bridge
      And Alice has 7 points
      And Bob has 8 points
      And Carol has 8 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      Then Alice's score is 8
      And nobody has won

  Rule: 487.3 FFA3 and FFA4 are played to 8 points

    @rule:487.3 @rule:487.6
    Example: Without a victory score named, 8 points win an FFA3 game
      Given the mode of play is FFA3
      And it is Carol's main phase
      And it is turn 3
      And a battlefield called the Bridge
      And Carol has 7 points
      And Carol has a Shipyard Skulker in her base
      When Carol moves her Shipyard Skulker to the Bridge
      And Carol passes
      And Alice passes
      And Bob passes
      Then Carol's score is 8
      And Carol wins the game

    @rule:488.3 @rule:488.6 @rule:488.1 @rule:488.2
    Example: Without a victory score named, 8 points win an FFA4 game, for Dave too
      Given the mode of play is FFA4
      And it is Dave's main phase
      And it is turn 4
      And a battlefield called the Bridge
      And Dave has 7 points
      And Dave has a Shipyard Skulker in his base
      When Dave moves his Shipyard Skulker to the Bridge
      And Dave passes
      And Alice passes
      And Bob passes
      And Carol passes
      Then Dave's score is 8
      And Dave wins the game

    @rule:488.2
    Example: An FFA4 setup naming teams cannot be set up: each of the four plays alone
      Given the mode of play is FFA4
      And the setup names the teams Alice and Carol against Bob and Dave
      Then the game cannot be set up, refused at teams

  Rule: 487.4 Three battlefields are in play in FFA3, one of each player's three; in FFA4 and 2v2 the first player's are left out

    @rule:487.4 @rule:487.5
    Example: An FFA3 game from decks has three battlefields, one from each player
      Given the mode of play is FFA3
      And each player brings a 40-card deck
      And the seed is 7
      When the game starts
      Then 3 battlefields are in play, one of each player's three
      And Alice is asked to mulligan

    @rule:488.4 @rule:488.4.b @rule:488.5
    Example: An FFA4 game from decks has three battlefields: the first player brings none
      Given the mode of play is FFA4
      And each player brings a 40-card deck
      And the seed is 7
      When the game starts
      Then 3 battlefields are in play, one of each player's three but the first player's
      And Alice is asked to mulligan

    @rule:489.4 @rule:489.5.a @rule:489.5.b
    Example: A 2v2 game from decks has three battlefields: the first player brings none
      Given the mode of play is 2v2
      And each player brings a 40-card deck
      And Bob goes first
      And the seed is 7
      When the game starts
      Then 3 battlefields are in play, one of each player's three but the first player's
      And Bob is asked to mulligan

  Rule: 487.7 With three or four players, the first player skips their first draw and the last channels one rune more

    @rule:487.7 @rule:488.7 @rule:489.7
    Example: In FFA3, Alice, going first, draws nothing in her first draw phase
      Given the mode of play is FFA3
      And it is Alice's turn, at the start of the draw phase
      And Alice has 2 cards in her main deck
      Then Alice's hand holds 0 cards
      And Alice's main deck holds 2 cards

    @rule:487.7
    Example: In FFA3, Bob draws as usual in his first draw phase
      Given the mode of play is FFA3
      And it is Bob's turn, at the start of the draw phase
      And it is turn 2
      And Bob has 2 cards in his main deck
      Then Bob's hand holds 1 card

    @rule:487.7
    Example: In FFA3, Carol, going last, channels three runes in her first channel phase
      Given the mode of play is FFA3
      And it is Carol's turn, at the start of the channel phase
      And it is turn 3
      And Carol has 1 card in her main deck
      And Carol has 4 runes in her rune deck
      Then Carol's runes holds 3 runes

    @rule:487.7
    Example: In FFA3, Bob, going second but not last, channels two runes
      Given the mode of play is FFA3
      And it is Bob's turn, at the start of the channel phase
      And it is turn 2
      And Bob has 1 card in his main deck
      And Bob has 4 runes in his rune deck
      Then Bob's runes holds 2 runes

    @rule:488.7
    Example: In FFA4, Dave, going last, channels three runes in his first channel phase
      Given the mode of play is FFA4
      And it is Dave's turn, at the start of the channel phase
      And it is turn 4
      And Dave has 1 card in his main deck
      And Dave has 4 runes in his rune deck
      Then Dave's runes holds 3 runes

    @rule:489.7
    Example: In 2v2, Alice, going first, draws nothing in her first draw phase
      Given the mode of play is 2v2
      And it is Alice's turn, at the start of the draw phase
      And Alice has 2 cards in her main deck
      Then Alice's hand holds 0 cards

  Rule: 489.1 In 2v2 four players form two teams of two, and turn order alternates the teams

    @rule:489.1 @rule:489.2 @rule:489.5.c @rule:489.5.c.1
    Example: In 2v2, Alice's turn is followed by Bob's, an opponent, then Carol's, her teammate
      Given the mode of play is 2v2
      And it is Alice's main phase
      And Bob has 1 card in his main deck
      And Carol has 1 card in her main deck
      And Alice has 1 card in her main deck
      When Alice ends her turn
      Then the turn player is Bob
      When Bob ends his turn
      Then the turn player is Carol

    @rule:489.5.c @rule:489.5.c.1
    Example: Teams that seat Alice's teammate Bob right after her cannot be set up, since turn order alternates the teams
      Given the mode of play is 2v2
      And the setup names the teams Alice and Bob against Carol and Dave
      Then the game cannot be set up, refused at teams

    @rule:489.1 @rule:489.5.c.1 @rule:489.6.a.3
    Example: A 2v2 setup naming no teams gets them from turn order: Alice and Carol win together, Bob and Dave do not
      Given the mode of play is 2v2
      And the setup names no teams
      And it is Alice's main phase
      And a test spell "Tribute" costing 0 and text "Gain 1 point."
      And Alice has 10 points
      And Carol has 10 points
      And Alice has a Tribute in her hand
      When Alice plays her Tribute
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Carol's score is 11
      And the winners are Alice and Carol, and nobody else

  Rule: 489.2 In 2v2 each player has two opponents and one teammate, who is no opponent

    @rule:489.2
    Example: Alice's spell sets off Bob's Echo, which watches opponents' spells, but not Carol's
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test spell "Plain Word" costing 0
      And a test gear "Echo" costing 0 and text "When an opponent plays a spell, draw 1."
      And Bob has an Echo in his base
      And Carol has an Echo in her base
      And Bob has 1 card in his main deck
      And Carol has 1 card in her main deck
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then the chain holds Bob's Echo
      When Bob passes
      And Carol passes
      And Dave passes
      And Alice passes
      Then Bob drew 1 time
      And Carol drew 0 times

    @rule:489.2 @editions:v1.3-v1.4
    Example: Alice chooses Carol's Tianna Crownguard without paying for its Deflect, which only opponents pay
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test spell "Rouse" costing 0 and text "Ready a friendly unit."
      And Alice has a Rouse in her hand
      And Carol has an exhausted Tianna Crownguard in her base
      When Alice plays her Rouse
      And Alice chooses Carol's Tianna Crownguard
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Carol's Tianna Crownguard is ready

    @rule:489.2
    Example: Carol moves a unit to a battlefield: the watchers of opponents' moves of Bob and Dave trigger, her teammate Alice's does not
      Given the mode of play is 2v2
      And it is Carol's main phase
      And a battlefield called the Bridge
      And a test unit "Sentinel" costing 0 with 1 Might and text "When an opponent moves to a battlefield, draw 1."
      And a test unit "Lookout" costing 0 with 1 Might and text "When an opponent moves to a battlefield or when I hold, draw 1."
      And Alice has a Sentinel in her base
      And Bob has a Sentinel in his base
      And Dave has a Lookout in his base
      And Carol has a Shipyard Skulker in her base
      And Alice has 1 card in her main deck
      And Bob has 1 card in his main deck
      And Dave has 1 card in his main deck
      When Carol moves her Shipyard Skulker to the Bridge
      Then the chain holds Dave's Lookout, then Bob's Sentinel

    @rule:489.2
    Example: A 2v2 setup naming three teams cannot be set up, though each team has two players
      Given the mode of play is 2v2
      And the setup names the teams Alice and Carol against Bob and Dave against Alice and Carol
      Then the game cannot be set up, refused at teams

    @rule:489.2
    Example: A 2v2 setup naming a team of three cannot be set up
      Given the mode of play is 2v2
      And the setup names the teams Alice and Carol against Bob, Dave and Dave
      Then the game cannot be set up, refused at teams

    @rule:489.2
    Example: A 2v2 setup whose teams leave Dave out cannot be set up
      Given the mode of play is 2v2
      And the setup names the teams Alice and Carol against Bob and Eve
      Then the game cannot be set up, refused at teams

  Rule: 489.3 2v2 is played to 11 points, and the first team there wins

    @rule:489.3 @rule:489.6
    Example: In 2v2, 8 points do not win
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a battlefield called the Bridge
      And Alice has 7 points
      And Carol has 7 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice's score is 8
      And nobody has won

    @rule:489.3 @rule:489.6 @rule:489.6.a @rule:489.6.a.3
    Example: In 2v2, Alice reaching 11 points wins the game for her team, Carol too
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a battlefield called the Bridge
      And Alice has 10 points
      And Carol has 10 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice's score is 11
      And Alice wins the game
      And Carol wins the game
      And the won event for Alice cites rule 489.6.a.3

    @rule:489.6
    Example: In 2v2 both teams stand at 11 points: neither has more, so nobody wins and play goes on
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has 11 points
      And Carol has 11 points
      And Bob has 11 points
      And Dave has 11 points
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then nobody has won
      And Alice's hand holds 1 card

  Rule: 489.6.a.1 When a player concedes in 2v2, their whole team loses

    @rule:489.6.a.1 @rule:489.6.a.2
    Example: Carol concedes, and Bob and Dave win
      Given the mode of play is 2v2
      And it is Alice's main phase
      When Carol concedes
      Then Bob wins the game
      And Dave wins the game

  Rule: 489.8.a On a teammate's turn a player plays only when invited, with the turn player's priority

    @rule:489.8.a
    Example: Carol may not play her Study on Alice's turn until Alice invites her; invited, she plays it without Action
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test spell "Study" costing 0 and text "Draw 1."
      And Carol has a Study in her hand
      And Carol has 2 cards in her main deck
      When Carol plays her Study
      Then the action is refused
      When Alice invites Carol to play
      Then Carol has priority
      And the priority event for Carol cites rule 489.8.a
      When Carol plays her Study
      Then the chain holds Carol's Study
      When Carol passes
      And Dave passes
      And Alice passes
      And Bob passes
      Then Carol drew 1 time
      And Alice has priority

    @rule:489.8.a
    Example: Alice cannot invite Bob, her opponent; invited, Carol may only play or pass, and passing hands the priority back
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a battlefield called the Bridge
      And Carol has a Shipyard Skulker in her base
      When Alice invites Bob to play
      Then the action is refused
      When Alice invites Carol to play
      And Carol moves her Shipyard Skulker to the Bridge
      Then the action is refused
      When Carol passes
      Then Alice has priority
      And Carol's Shipyard Skulker is in Carol's base

    @rule:489.8.a @rule:316.9
    Example: Carol, invited to play with Alice's priority, may not end Alice's turn
      Given the mode of play is 2v2
      And it is Alice's main phase
      When Alice invites Carol to play
      Then Carol has priority
      When Carol ends her turn
      Then the action is refused citing rule 316.9
      And the turn player is Alice
      And the game is in the main phase

  Rule: 489.8.d A team shares its points

    @rule:489.8.d @rule:489.8.d.1 @rule:489.8.d.2
    Example: Alice conquers a battlefield, and Carol's score rises with hers
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a battlefield called the Bridge
      And Alice has 3 points
      And Carol has 3 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice's score is 4
      And Carol's score is 4
      And Bob's score is 0

    @rule:489.8.d.1
    Example: A position where Alice and Carol, teammates, have different scores cannot be set up
      Given the mode of play is 2v2
      And Alice has 3 points
      And Carol has 5 points
      Then the game cannot be set up, refused at players

  Rule: 489.8.b A battlefield a teammate controlled at the start of a player's turn is not the team's to score that turn

    @rule:489.8.b
    Example: Alice makes Carol's unit leave the Bridge, takes it, and scores no point for it
      Given the mode of play is 2v2
      And it is Alice's turn, at the start of the beginning phase
      And it is turn 5
      And Alice has 1 card in her main deck
      And a battlefield called the Bridge
      And the Bridge is controlled by Carol
      And Carol has a Shipyard Skulker at the Bridge
      And a test spell "Bounce" costing 0 and text "Return a unit at a battlefield to its owner's hand."
      And Alice has a Bounce in her hand
      And Alice has a Shipyard Skulker in her base
      When Alice plays her Bounce
      And Alice chooses Carol's Shipyard Skulker
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      And Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice controls the Bridge
      And Alice's score is 0
      And Carol's score is 0

  Rule: 489.8.g.1 In 2v2 the Final Point by conquest needs every battlefield scored but those a teammate held at the scoring step

    @rule:489.8.g @rule:489.8.g.1
    Example: Alice at 10 conquers the Ford for the Final Point though the Bridge, Carol's at her scoring step, is unscored
      Given the mode of play is 2v2
      And it is Alice's turn, at the start of the beginning phase
      And it is turn 5
      And Alice has 2 cards in her main deck
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And the Bridge is controlled by Carol
      And Carol has a Shipyard Skulker at the Bridge
      And Alice has 10 points
      And Carol has 10 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Ford
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice's score is 11
      And Carol wins the game

    @rule:489.8.g @rule:489.8.g.2
    Example: Alice at 10 conquering the Ford draws instead of the Final Point while Bob's Bridge is unscored
      Given the mode of play is 2v2
      And it is Alice's turn, at the start of the beginning phase
      And it is turn 5
      And Alice has 2 cards in her main deck
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And the Bridge is controlled by Bob
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has 10 points
      And Carol has 10 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Ford
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice's score is 10
      And Alice's hand holds 2 cards
      And nobody has won

  Rule: 489.8.h Teammates may not play the same Champion Legend

    @rule:489.8.h @faq:origins:2v2-ally-bring-same-legend-same
    Example: Alice and Carol cannot both bring the Oracle
      Given the mode of play is 2v2
      And a test legend "Oracle"
      And Alice has an Oracle as her legend
      And Carol has an Oracle as her legend
      Then the game cannot be set up, refused at players

    @rule:489.8.h
    Example: Alice and Bob, opponents, may both bring the Oracle
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test legend "Oracle"
      And Alice has an Oracle as her legend
      And Bob has an Oracle as his legend
      Then the turn player is Alice

  Rule: 489.8.i Teammates may not bring the same battlefields

    @rule:489.8.i @faq:origins:2v2-ally-bring-same-legend-same
    Example: Carol may not bring the Ford when Alice, her teammate, brings it too
      Given the mode of play is 2v2
      And each player brings a 40-card deck
      And Carol's deck has the battlefields Ford, Bay and Cliff
      Then the game is refused: Carol's deck breaks rule 489.8.i

    @rule:489.8.i
    Example: Carol may bring the same battlefields as Dave, an opponent
      Given the mode of play is 2v2
      And each player brings a 40-card deck
      And Carol's deck has the battlefields Bay, Cliff and Dune
      And Dave's deck has the battlefields Bay, Cliff and Dune
      And the seed is 7
      When the game starts
      Then 3 battlefields are in play, one of each player's three but the first player's
      And Alice is asked to mulligan

    @rule:489.8.i
    Example: Listing Carol before Alice in their team changes nothing: Carol, later in turn order, is still the one refused for bringing the Ford
      Given the mode of play is 2v2
      And the setup names the teams Carol and Alice against Bob and Dave
      And each player brings a 40-card deck
      And Carol's deck has the battlefields Ford, Bay and Cliff
      Then the game is refused: Carol's deck breaks rule 489.8.i

    @rule:489.8.i
    Example: Carol may not bring the Void Gate under its card code when Alice, her teammate, brings it under its name
      Given the mode of play is 2v2
      And each player brings a 40-card deck
      And Alice's deck has the battlefields Void Gate, Ford and Pass
      And Carol's deck has the battlefields OGN-296/298, Bay and Cliff
      Then the game is refused: Carol's deck breaks rule 489.8.i

  Rule: 489.8.d.3 What checks a player gaining points checks their team

    @rule:489.8.d.3
    Example: Carol's Tianna Crownguard, which stops opponents gaining points, does not stop Alice, her teammate
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Tower
      And the Tower is controlled by Carol
      And Carol has a Tianna Crownguard at the Tower
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice's score is 1
      And Carol's score is 1

    @rule:489.8.d.3
    Example: Bob's Tianna Crownguard stops Alice's team gaining points, Carol's score too
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Tower
      And the Tower is controlled by Bob
      And Bob has a Tianna Crownguard at the Tower
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice controls the Bridge
      And Alice's score is 0
      And Carol's score is 0

  Rule: 489.8.e Friendly objects include a teammate's

    @rule:489.8.e @faq:origins:card-refers-friendly-unit-mean
    Example: Alice readies Carol's exhausted unit with a spell for a friendly unit
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test spell "Rouse" costing 0 and text "Ready a friendly unit."
      And Alice has a Rouse in her hand
      And Carol has an exhausted Shipyard Skulker in her base
      When Alice plays her Rouse
      And Alice chooses Carol's Shipyard Skulker
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Carol's Shipyard Skulker is ready

    @rule:489.8.e
    Example: "A unit you or allies control" may be Alice's or Carol's, not Bob's or Dave's
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test spell "Rouse" costing 0 and text "Ready a unit you or allies control."
      And Alice has a Rouse in her hand
      And Alice has an exhausted Vanguard Sergeant in her base
      And Carol has an exhausted Shipyard Skulker in her base
      And Bob has an exhausted Shipyard Skulker in his base
      And Dave has an exhausted Vanguard Sergeant in his base
      When Alice plays her Rouse
      Then Alice is asked to choose targets among her Vanguard Sergeant and Carol's Shipyard Skulker

    @rule:489.8.e
    Example: Carol's Warden keeps enemy spells off her other friendly units, her teammate Alice's Sergeant among them: Bob's Zap may choose only the Warden and his own unit
      Given the mode of play is 2v2
      And it is Bob's main phase
      And a test unit "Warden" costing 0 with 2 Might and text "Other friendly units can't be chosen by enemy spells and abilities."
      And a test spell "Zap" costing 0 and text "Deal 2 to a unit."
      And Carol has a Warden in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Zap in his hand
      When Bob plays his Zap
      Then Bob is asked to choose targets among Carol's Warden and his Shipyard Skulker

  Rule: 489.8.c Control is not shared: a player may not move where their teammate's units are

    @rule:489.8.c @faq:origins:ally-share-control-battlefields
    Example: Alice may not move her unit to the Bridge, where Carol's unit is
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a battlefield called the Bridge
      And Carol has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then the action is refused citing rule 447.2.b

    @rule:447.2.b
    Example: A position where Alice and Carol, teammates, both have units at the Bridge cannot be set up
      Given the mode of play is 2v2
      And a battlefield called the Bridge
      And Carol has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      Then the game cannot be set up, refused at battlefields

    @rule:489.8.c.1
    Example: Alice may not hide a card at the Bridge, which Carol controls
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a battlefield called the Bridge
      And the Bridge is controlled by Carol
      And Carol has a Shipyard Skulker at the Bridge
      And Alice has a Pakaa Cub in her hand
      And Alice has 0 Energy and 1 body Power in her rune pool
      When Alice hides her Pakaa Cub at the Bridge
      Then the action is refused
      And Alice's Pakaa Cub is in Alice's hand

    @rule:489.8.c.2
    Example: Alice may not standard-move Carol's unit
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a battlefield called the Bridge
      And Carol has a Shipyard Skulker in her base
      When Alice moves Carol's Shipyard Skulker to the Bridge
      Then the action is refused
      And Carol's Shipyard Skulker is in Carol's base
