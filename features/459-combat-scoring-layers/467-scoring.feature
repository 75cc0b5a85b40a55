@edition:v1.4
Feature: Scoring (rules 467–472)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And the victory score is 8

  @rule:467 @waived:heading
  Rule: 467 Scoring, the section heading

  Rule: 468 Scoring is gaining a point by taking or keeping control of a battlefield

    @rule:468 @rule:468.1 @rule:469 @rule:469.1 @rule:469.1.b
    Example: Taking control of a battlefield in a showdown conquers it and gains a point
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice conquered 1 time
      And Alice's score is 1
      And Bob's score is 0

    @rule:469.1 @rule:469.1.b
    Example: Winning a combat conquers the battlefield the loser controlled
      Given the Bridge is controlled by Bob
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice conquered 1 time
      And Alice's score is 1

    @rule:469.1
    Example: Moving to a battlefield one already controls is not a conquer
      Given the Bridge is controlled by Alice
      And Alice has a Recruit (NX) at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice conquered 0 times
      And Alice's score is 0

    @rule:469.1
    Example: Alice's conquer of the Bridge and the point it scores both cite the conquer rule
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then the conquered event for Alice cites rule 469.1
      And the scored event for Alice cites rule 469.1

    @rule:469.1
    Example: Alice conquers and scores: Bob's Sentinel watching for an opponent's score draws him a card; Alice's own does not
      Given a test gear "Sentinel" costing 0 and text "When an opponent scores, draw 1."
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Sentinel in her base
      And Bob has a Sentinel in his base
      And Alice has a Footman in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Footman to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's score is 1
      And the chain holds Bob's Sentinel
      And the triggered event for Bob's Sentinel cites rule 469
      And no triggered event happened for Alice's Sentinel
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice drew 0 times

    @rule:469.1
    Example: On Alice's turn Bob's Dash takes the open Bridge and he scores: Alice's Sentinel, the turn player's, triggers once for his score
      Given a test gear "Sentinel" costing 0 and text "When an opponent scores, draw 1."
      And a test unit "Footman" costing 0 with 2 Might
      And a test spell "Spark" costing 0 and text "Draw 1."
      And a test spell "Dash" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And Alice has a Sentinel in her base
      And Alice has a Spark in her hand
      And Bob has a Footman in his base
      And Bob has a Dash in his hand
      And Alice has 3 cards in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Dash
      And Bob chooses his Footman
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Footman is at the Bridge
      When Alice passes
      And Bob passes
      Then a showdown is under way at the Bridge
      When Bob passes
      And Alice passes
      Then Bob's score is 1
      And the chain holds Alice's Sentinel

  Rule: 469.1.a With teammates, a battlefield a teammate held at one's scoring step cannot be conquered by the team

    @rule:469.1.a
    Example: In 2v2 Alice takes the Bridge Carol held at Alice's scoring step, and scores nothing for it
      Given the mode of play is 2v2
      And it is Alice's turn, at the start of the beginning phase
      And it is turn 5
      And Alice has 1 card in her main deck
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

    @rule:469.1.a
    Example: In 2v2 the Bridge Carol took only after Alice's scoring step is Alice's to conquer
      Given the mode of play is 2v2
      And it is turn 5
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
      And Alice's score is 1

  Rule: 469.2 Holding: keeping control of a battlefield into one's Beginning Phase scores it

    @rule:469.2 @rule:469 @rule:468.1
    Example: Alice holds the battlefield she controls as her turn begins; Bob's battlefield scores nothing for her
      Given it is Alice's turn, at the start of the beginning phase
      And a battlefield called the Tower
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And the Tower is controlled by Bob
      And Bob has a Shipyard Skulker at the Tower
      And Alice has 1 card in her main deck
      Then the game is in the main phase
      And Alice's score is 1
      And Bob's score is 0
      And Alice conquered 0 times

    @rule:469.2
    Example: The point Alice's hold of the Bridge scores cites the hold rule
      Given it is Alice's turn, at the start of the beginning phase
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has 1 card in her main deck
      Then the game is in the main phase
      And the scored event for Alice cites rule 469.2

    @rule:469.2 @rule:469
    Example: A hold is a way to score: Alice's Victor at the Bridge she holds meets "When I score", her Victor in base does not
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Victor" costing 1 with 1 Might and text "When I score, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Victor at the Bridge
      And Alice has a Victor in her base
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Victor
      And no triggered event happened for Alice's Victor 2

    @rule:469.2 @rule:469
    Example: Alice's hold is a score for Bob's Sentinel watching for an opponent's score: it triggers and he draws
      Given it is Alice's turn, at the start of the beginning phase
      And a test gear "Sentinel" costing 0 and text "When an opponent scores, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Sentinel in his base
      And Alice has 1 card in her main deck
      And Bob has 1 card in his main deck
      Then the chain holds Bob's Sentinel
      When Bob passes
      And Alice passes
      Then Bob drew 1 time

  Rule: 470 A battlefield scores at most once per player per turn

    @rule:470
    Example: Holding a battlefield and then conquering it again the same turn scores only once
      Given it is Alice's turn, at the start of the beginning phase
      And the Bridge is controlled by Alice
      And a test spell "Fall Back" costing 0 and text "[Reaction]\nMove up to 2 friendly units to base."
      And Alice has a Recruit (NX) at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Fall Back in her hand
      And Alice has 1 card in her main deck
      Then the game is in the main phase
      And Alice's score is 1
      When Alice plays her Fall Back
      And Alice chooses her Recruit (NX)
      And Alice passes
      And Bob passes
      Then no player controls the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice's score is 1

  Rule: 471 Scoring gains up to one point, then triggers the battlefield's score abilities

    @rule:471 @rule:471.1 @rule:471.1.a @rule:471.1.b @rule:471.1.b.1
    Example: One point from victory, a conquer that leaves another battlefield unscored this turn draws a card instead
      Given a battlefield called the Tower
      And Alice has 7 points
      And Alice has 1 card in her main deck
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice conquered 1 time
      And Alice drew 1 time
      And Alice's score is 7
      And nobody has won

    @rule:471.1.b.1
    Example: The card Alice draws instead of her final point cites the rule that has her draw it
      Given a battlefield called the Tower
      And Alice has 7 points
      And Alice has 1 card in her main deck
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then the drew event for Alice cites rule 471.1.b.1
      And Alice's score is 7

    @rule:471.1.b @rule:471.1.b.1 @rule:472
    Example: Having scored every other battlefield this turn, the conquer gains the final point and wins
      Given a battlefield called the Tower
      And Alice has 6 points
      And Alice has 1 card in her main deck
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Shipyard Skulker to the Tower
      And Alice passes
      And Bob passes
      Then Alice's score is 7
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's score is 8
      And Alice drew 0 times
      And Alice wins the game

    @rule:471.1.b
    Example: Further from victory, a conquer gains its point even with another battlefield unscored
      Given a battlefield called the Tower
      And Alice has 6 points
      And Alice has 1 card in her main deck
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's score is 7
      And Alice drew 0 times

    @rule:471.1.a.1 @rule:472
    Example: A hold gains the final point even with another battlefield unscored this turn
      Given it is Alice's turn, at the start of the beginning phase
      And a battlefield called the Tower
      And Alice has 7 points
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has 1 card in her main deck
      Then Alice's score is 8
      And Alice wins the game

    @rule:471 @rule:471.2 @rule:471.2.a
    Example: A conquer that draws instead of scoring the final point still triggers conquer abilities
      Given a test unit "Herald" costing 0 with 3 Might and text "When you conquer, draw 1."
      And a battlefield called the Tower
      And Alice has 7 points
      And Alice has 2 cards in her main deck
      And Alice has a Herald in her base
      When Alice moves her Herald to the Bridge
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain holds Alice's Herald
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's score is 7

    @rule:471.2.b
    Example: Holding a battlefield triggers the hold abilities of units there
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Keeper" costing 0 with 3 Might and text "When I hold, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Keeper at the Bridge
      And Alice has 2 cards in her main deck
      Then the chain holds Alice's Keeper
      When Alice passes
      And Bob passes
      Then these events happened in order:
        | resolved    | Alice's Keeper |
        | drew        | Alice          |
        | phase-began | draw           |
      And Alice's score is 1

    @rule:471.2.c @rule:471.2.a
    Example: Conquering the same battlefield twice in a turn triggers conquer abilities only once
      Given a test unit "Herald" costing 0 with 3 Might and text "When you conquer, draw 1."
      And Alice has 3 cards in her main deck
      And Alice has a Herald in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Flash in her hand
      And Alice has 2 Energy in her rune pool
      When Alice moves her Herald to the Bridge
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Flash
      And Alice chooses her Herald
      And Alice passes
      And Bob passes
      Then no player controls the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain is empty
      And Alice drew 1 time
      And Alice's score is 1

    @rule:471.1
    Example: Bob's Fallen Feline at the Tower forbids Alice only spells with its name, not points: she conquers the Bridge and gains 1
      Given a test unit "Herald" costing 0 with 3 Might
      And a battlefield called the Tower
      And the Tower is controlled by Bob
      And Bob has a Fallen Feline at the Tower
      And Alice has a Herald in her base
      When Alice moves her Herald to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice's score is 1

    @rule:471.1 @rule:471.2 @faq:spiritforged:conquer-hold-battlefields-while-opponent-tianna @editions:v1.3-v1.4
    Example: With Bob's Tianna Crownguard at the Tower, Alice still conquers the Bridge and its conquer ability triggers, but gains no point
      Given a test unit "Herald" costing 0 with 3 Might and text "When you conquer, draw 1."
      And a battlefield called the Tower
      And the Tower is controlled by Bob
      And Bob has a Tianna Crownguard at the Tower
      And Alice has 2 cards in her main deck
      And Alice has a Herald in her base
      When Alice moves her Herald to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice conquered 1 time
      And Alice's score is 0
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:471.1.b @rule:471.1.b.1 @faq:spiritforged:conquer-hold-battlefields-while-opponent-tianna @editions:v1.3-v1.4
    Example: One point from victory, with Bob's Tianna Crownguard at the Tower, Alice's conquer of the Bridge still draws her a card instead of the final point
      Given a battlefield called the Tower
      And the Tower is controlled by Bob
      And Bob has a Tianna Crownguard at the Tower
      And Alice has 7 points
      And Alice has 1 card in her main deck
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice conquered 1 time
      And Alice drew 1 time
      And Alice's score is 7

    @rule:471.1 @faq:spiritforged:conquer-hold-battlefields-while-opponent-tianna @editions:v1.3-v1.4
    Example: Bob's Tianna Crownguard in his base does not stop Alice gaining the point for conquering the Bridge
      Given Bob has a Tianna Crownguard in his base
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice conquered 1 time
      And Alice's score is 1

    @rule:471.1
    Example: Bob's gear saying his opponents can't gain points, with no condition, keeps Alice's conquer of the Bridge from scoring while it sits in his base
      Given a test gear "Curfew Bell" costing 0 and text "Opponents can't gain points."
      And Bob has a Curfew Bell in his base
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice conquered 1 time
      And Alice controls the Bridge
      And Alice's score is 0

    @rule:471.2.a
    Example: Alice's Bramble makes her conquer effects for conquering its battlefield trigger an additional time: her Scout conquering the Bridge beside it draws her 2
      Given a test unit "Bramble" costing 0 with 2 Might and text "Your conquer effects for conquering here trigger an additional time."
      And a test unit "Scout" costing 0 with 1 Might and text "When I conquer, draw 1."
      And Alice has a Bramble in her base
      And Alice has a Scout in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Bramble and her Scout to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice conquered 1 time
      And Alice is asked to order her triggered abilities
      When Alice puts her Scout's ability, then her Scout's ability on the chain in that order
      Then the chain holds Alice's Scout, then Alice's Scout
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 2 times

    @rule:471.2.b
    Example: Alice's Sentinel makes her hold effects for holding its battlefield trigger an additional time: her Keeper holding the Bridge beside it draws her 2, and her draw phase 1 more
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Sentinel" costing 0 with 2 Might and text "Your hold effects for holding here trigger an additional time."
      And a test unit "Keeper" costing 0 with 1 Might and text "When I hold, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Sentinel at the Bridge
      And Alice has a Keeper at the Bridge
      And Alice has 4 cards in her main deck
      Then the chain holds Alice's Keeper, then Alice's Keeper
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the turn player is Alice
      And the game is in the main phase
      And Alice drew 3 times

    @rule:471.2.a
    Example: Alice's Bramble at the Tower adds nothing to the conquer effects of her Scout conquering the Bridge: she draws 1
      Given a battlefield called the Tower
      And a test unit "Bramble" costing 0 with 2 Might and text "Your conquer effects for conquering here trigger an additional time."
      And a test unit "Scout" costing 0 with 1 Might and text "When I conquer, draw 1."
      And the Tower is controlled by Alice
      And Alice has a Bramble at the Tower
      And Alice has a Scout in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Scout to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Scout
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:471.2.a @rule:471.2.b
    Example: Bob's Totem doubles only his conquer and hold effects there: his Victor winning the combat at the Bridge beside it triggers once
      Given a test unit "Totem" costing 0 with 2 Might and text "Your conquer effects for conquering here trigger an additional time.\nYour hold effects for holding here trigger an additional time."
      And a test unit "Victor" costing 0 with 5 Might and text "When I win a combat, draw 1."
      And the Bridge is controlled by Bob
      And Bob has a Totem at the Bridge
      And Bob has a Victor at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Recruit (NX) in her base
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Totem and Bob's Victor
      When Alice assigns 1 to Bob's Victor and 0 to Bob's Totem
      Then Alice's Recruit (NX) is in Alice's trash
      And the chain holds Bob's Victor
      When Bob passes
      And Alice passes
      Then Bob drew 1 time

    @rule:471.2.b @rule:823.1.b
    Example: Alice's Sentinel also doubles the Hunt of her Stalker holding the Bridge beside it, Hunt being a hold effect
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Sentinel" costing 0 with 2 Might and text "Your hold effects for holding here trigger an additional time."
      And a test unit "Stalker" costing 0 with 1 Might and text "[Hunt]"
      And the Bridge is controlled by Alice
      And Alice has a Sentinel at the Bridge
      And Alice has a Stalker at the Bridge
      Then the chain holds Alice's Stalker, then Alice's Stalker

    @rule:471.2.b
    Example: Alice's Sentinel at the Bridge doubles the "When you hold" of her Ledger in her base as she holds the Bridge: she draws 2, and her draw phase 1 more
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Sentinel" costing 0 with 2 Might and text "Your hold effects for holding here trigger an additional time."
      And a test gear "Ledger" costing 0 and text "When you hold, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Sentinel at the Bridge
      And Alice has a Ledger in her base
      And Alice has 4 cards in her main deck
      Then Alice is asked to order her triggered abilities
      When Alice puts her Ledger's ability, then her Ledger's ability on the chain in that order
      Then the chain holds Alice's Ledger, then Alice's Ledger
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 3 times

    @rule:471.2.b
    Example: Alice's Sentinel at the Tower adds nothing to the hold effects of her Keeper holding the Bridge: she draws 1, and her draw phase 1 more
      Given it is Alice's turn, at the start of the beginning phase
      And a battlefield called the Tower
      And a test unit "Sentinel" costing 0 with 2 Might and text "Your hold effects for holding here trigger an additional time."
      And a test unit "Keeper" costing 0 with 1 Might and text "When I hold, draw 1."
      And the Bridge is controlled by Alice
      And the Tower is controlled by Alice
      And Alice has a Sentinel at the Tower
      And Alice has a Keeper at the Bridge
      And Alice has 4 cards in her main deck
      Then the chain holds Alice's Keeper
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 2 times

    @rule:471.2.b
    Example: Alice's Sentinel in her base is at no battlefield: the delayed "When you hold" her Warden set up in her base triggers once
      Given a test unit "Sentinel" costing 0 with 2 Might and text "Your hold effects for holding here trigger an additional time."
      And a test unit "Warden" costing 0 with 1 Might and text "When you play me, draw 1. When you hold, give me +2 :rb_might: this turn."
      And Alice has a Sentinel in her base
      And Alice has a Warden in her hand
      And Alice has a Shipyard Skulker at the Bridge
      And the Bridge is controlled by Alice
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Warden
      And Alice chooses base
      And Alice passes
      And Bob passes
      Then Alice's Warden is in Alice's base
      When Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the chain holds Alice's Warden
      When Alice passes
      And Bob passes
      Then Alice's Warden's Might is 3

  Rule: 472 At a cleanup, reaching the victory score with more points than every opponent wins

    @rule:472
    Example: Reaching exactly the victory score with more points than the opponent wins
      Given Alice has 7 points
      And Bob has 3 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's score is 8
      And Alice wins the game

    @rule:472
    Example: Below the victory score, more points than the opponent does not win
      Given Alice has 6 points
      And Bob has 3 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's score is 7
      And nobody has won
