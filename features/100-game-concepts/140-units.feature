@edition:v1.4
Feature: Units (rules 140–146)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a battlefield called the Ford
    And a test unit "Footman" costing 0 with 3 Might
    And a test unit "Brawler" costing 0 with 2 Might and text ":rb_exhaust:: Draw 1."
    And a test gear "Lantern" costing 0
    And a test spell "Execute" costing 0 and text "Kill a unit."
    And a test spell "Spark" costing 0 and text "Draw 1."

  @rule:140 @waived:heading
  Rule: 140 Units

  @rule:141 @rule:141.1 @rule:141.1.a @rule:141.1.b @rule:141.2 @waived:heading
  Rule: 141 What a unit is, on the board, in the trash, and as a card type

  Rule: 141.1.a.1 On the board a unit is at a location: its base or a battlefield

    @rule:141.1.a.1
    Example: Alice's unit is played to her base
      Given Alice has a Footman in her hand
      When Alice plays her Footman
      Then Alice's Footman is in Alice's base
      And Alice's hand holds 0 cards

    @rule:141.1.a.1 @rule:146 @rule:146.1 @rule:198.2
    Example: After two moves, "kill a unit at a battlefield" finds each unit at the location it is now in
      Given a test spell "Snipe" costing 0 and text "Kill a unit at a battlefield."
      And the Bridge is controlled by Alice
      And Alice has a Footman at the Bridge
      And Alice has a Brawler in her base
      And Alice has a Snipe in her hand
      When Alice moves her Brawler to the Bridge
      And Alice moves her Footman to her base
      And Alice plays her Snipe
      Then Alice is asked to choose targets among Alice's Brawler

  @rule:141.1.a.2 @waived:unobservable
  Rule: 141.1.a.2 Units on the board are public: the protocol shows every zone to every player, so nothing private can be told apart yet

  Rule: 141.1.a.3 Effects that name units choose among units on the board

    @rule:141.1.a.3
    Example: "Kill a unit" may not choose a gear
      Given Bob has a Footman in his base
      And Bob has a Lantern in his base
      And Alice has an Execute in her hand
      When Alice plays her Execute
      Then Alice is asked to choose targets among Bob's Footman

  Rule: 141.1.a.4 A unit on the board can be killed

    @rule:141.1.a.4
    Example: A unit in its base is killed as surely as one at a battlefield
      Given Bob has a Footman in his base
      And Alice has an Execute in her hand
      When Alice plays her Execute
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash

  Rule: 141.1.b.2 A unit in the trash is off the board: effects on units on the board can't reach it

    @rule:141.1.b.1 @rule:141.1.b.2
    Example: "Kill a unit" chooses only among units on the board, not the one in the trash
      Given Bob has a Footman in his trash
      And Bob has a Brawler in his base
      And Alice has an Execute in her hand
      When Alice plays her Execute
      Then Alice is asked to choose targets among Bob's Brawler

  Rule: 141.1.b.3 Effects that name units in the trash reach them there

    @rule:141.1.b.3 @rule:141.2.a @rule:141.2.b
    Example: "Return a unit from your trash" takes the unit and leaves the spell
      Given a test spell "Recall" costing 0 and text "Return a unit from your trash to your hand."
      And Alice has a Recall in her hand
      And Alice has a Footman in her trash
      And Alice has a Spark in her trash
      When Alice plays her Recall
      Then Alice is asked to choose targets among Alice's Footman
      When Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's hand
      And Alice's Spark is in Alice's trash

  Rule: 142 Damage is marked on units

    @rule:142 @rule:142.2 @rule:142.3 @rule:142.3.a @rule:143.3 @rule:143.3.a
    Example: Damage dealt by Alice's spell is marked on the one unit it was dealt to
      Given a test spell "Jab" costing 0 and text "Deal 2 to a unit."
      And Bob has a Footman in his base
      And Bob has a Footman in his base
      And Alice has a Jab in her hand
      When Alice plays her Jab
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman has 2 damage
      And Bob's Footman 2 has 0 damage
      And Bob's Footman is in Bob's base

  @rule:142.1 @waived:definition
  Rule: 142.1 Damage is not a game object

  Rule: 142.4 Lethal damage: some damage, at least the unit's Might

    @rule:142.4 @rule:142.4.a @rule:142.4.b @rule:143.2 @rule:143.2.a
    Example: Damage equal to a unit's Might kills it in the cleanup; one less does not
      Given Alice has a Footman with 3 damage in her base
      And Alice has a Brawler with 1 damage in her base
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And Alice's Brawler is in Alice's base

    @rule:142.4.b
    Example: A unit with 0 Might and no damage does not die; one point of damage kills it
      Given a test unit "Wisp" costing 0 with 0 Might
      And Alice has a Wisp in her base
      And Alice has a Wisp with 1 damage in her base
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice's Wisp is in Alice's base
      And Alice's Wisp 2 is in Alice's trash

  Rule: 142.3.b An effect may speak of the damage one player marked

    @rule:142.3.b @rule:142.3.a
    Example: Damage Bob marked on his own unit is not Alice's, so her Elder Dragon does not make it lethal
      Given a test spell "Nick" costing 0 and text "Deal 1 to a unit."
      And it is Bob's main phase
      And Alice has an Elder Dragon in her base
      And Bob has a Nick in his hand
      And Bob has a Footman in his base
      When Bob plays his Nick
      And Bob chooses his Footman
      And Bob passes
      And Alice passes
      Then Bob's Footman has 1 damage
      And Bob's Footman is in Bob's base

  Rule: 142.4.c Some effects change how much damage is lethal

    @rule:142.4.c @rule:142.3.b @faq:unleashed:lethal-damage-modification
    Example: While Alice controls Elder Dragon, 1 of her damage kills Bob's 3 Might unit
      Given a test spell "Nick" costing 0 and text "Deal 1 to a unit."
      And Alice has an Elder Dragon in her base
      And Alice has a Nick in her hand
      And Bob has a Footman in his base
      When Alice plays her Nick
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash

    @rule:142.4.c @faq:unleashed:lethal-damage-modification
    Example: Elder Dragon makes Alice's damage lethal to enemy units only, not to her own
      Given a test spell "Nick" costing 0 and text "Deal 1 to a unit."
      And Alice has an Elder Dragon in her base
      And Alice has a Nick in her hand
      And Alice has a Footman in her base
      When Alice plays her Nick
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman has 1 damage
      And Alice's Footman is in Alice's base

    @rule:142.4.c @faq:unleashed:lethal-damage-modification
    Example: Damage Alice marked before her Elder Dragon entered becomes lethal once it is on the board
      Given a test spell "Nick" costing 0 and text "Deal 1 to a unit."
      And Alice has a Nick in her hand
      And Alice has an Elder Dragon in her hand
      And Alice has 12 Energy and 4 body Power in her rune pool
      And Bob has a Footman in his base
      When Alice plays her Nick
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman has 1 damage
      And Bob's Footman is in Bob's base
      When Alice plays her Elder Dragon
      Then Bob's Footman is in Bob's trash
      And Alice is asked to choose targets
      When Alice declines to choose any target

    @rule:142.4.c @rule:465.2.c.3 @faq:unleashed:lethal-damage-modification
    Example: With Elder Dragon, 1 combat damage is lethal, so Alice's 3 Might attacker kills both of Bob's 3 Might units
      Given Alice has an Elder Dragon in her base
      And Alice has a Footman in her base
      And Bob has a Footman at the Bridge
      And Bob has a Footman at the Bridge
      When Alice moves her Footman to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And Bob's Footman 2 is in Bob's trash

    @rule:142.4.c @rule:437.2.a @faq:unleashed:play-counter-strike-response-opponents-elder
    Example: Bob's Counter Strike prevents all of Elder Dragon's damage to his unit, so it does not die
      Given Alice has an Elder Dragon in her hand
      And Alice has 12 Energy and 4 body Power in her rune pool
      And Bob has a Footman at the Bridge
      And Bob has a Footman in his base
      And Bob has a Counter Strike in his hand
      And Bob has 2 Energy and 1 calm Power in his rune pool
      And Bob has 1 card in his main deck
      When Alice plays her Elder Dragon
      And Alice chooses Bob's Footman and Bob's Footman 2
      Then the chain holds Alice's Elder Dragon
      When Alice passes
      And Bob plays his Counter Strike
      And Bob chooses his Footman
      And Bob passes
      And Alice passes
      Then Bob drew 1 time
      When Alice passes
      And Bob passes
      Then Bob's Footman is at the Bridge
      And Bob's Footman has 0 damage
      And Bob's Footman 2 is in Bob's trash

    @rule:142.4.c
    Example: Alice's 1 damage on Bob's Footman stays hers after Bob's own 1: once her Elder Dragon is in play, the 2 damage are lethal
      Given a test spell "Tap" costing 0 and text "[Reaction]\nDeal 1 to a unit."
      And a test spell "Plain Word" costing 0
      And Alice has an Elder Dragon in her hand
      And Alice has a Tap in her hand
      And Alice has a Plain Word in her hand
      And Alice has 12 Energy and 4 body Power in her rune pool
      And Bob has a Footman at the Bridge
      And Bob has a Tap in his hand
      When Alice plays her Tap
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman has 1 damage
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Tap
      And Bob chooses his Footman
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Footman has 2 damage
      When Alice plays her Elder Dragon
      And Alice declines to choose any target
      Then Bob's Footman is in Bob's trash

    @rule:142.4.c @faq:unleashed:opponent-plays-elder-dragon-targets-two
    Example: Elder Dragon targets one of Bob's units at each location; the two Bob's Flash moves to base are not dealt damage
      Given Alice has an Elder Dragon in her hand
      And Alice has 12 Energy and 4 body Power in her rune pool
      And Bob has a Footman at the Bridge
      And Bob has a Footman at the Ford
      And Bob has a Footman in his base
      And Bob has a Flash in his hand
      And Bob has 2 Energy in his rune pool
      When Alice plays her Elder Dragon
      And Alice chooses Bob's Footman, Bob's Footman 2 and Bob's Footman 3
      And Alice passes
      And Bob plays his Flash
      And Bob chooses his Footman and his Footman 2
      And Bob passes
      And Alice passes
      Then Bob's Footman is in Bob's base
      And Bob's Footman 2 is in Bob's base
      When Alice passes
      And Bob passes
      Then Bob's Footman has 0 damage
      And Bob's Footman 2 has 0 damage
      And Bob's Footman 3 is in Bob's trash

    @rule:142.4.c
    Example: Elder Dragon's target at the Bridge is given Might in reaction but not moved: it is still a legal target and dies with the other
      Given a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And Alice has an Elder Dragon in her hand
      And Alice has 12 Energy and 4 body Power in her rune pool
      And Bob has a Footman at the Bridge
      And Bob has a Footman at the Ford
      And Bob has a Boost in his hand
      When Alice plays her Elder Dragon
      And Alice chooses Bob's Footman and Bob's Footman 2
      And Alice passes
      And Bob plays his Boost
      And Bob chooses his Footman
      And Bob passes
      And Alice passes
      Then Bob's Footman's Might is 5
      When Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And Bob's Footman 2 is in Bob's trash

    @rule:142.4.c @rule:355.11.a @faq:unleashed:opponent-plays-elder-dragon-targets-two
    Example: Elder Dragon cannot target two of Bob's units at the same location
      Given Alice has an Elder Dragon in her hand
      And Alice has 12 Energy and 4 body Power in her rune pool
      And Bob has a Footman at the Bridge
      And Bob has a Footman at the Bridge
      When Alice plays her Elder Dragon
      And Alice chooses Bob's Footman and Bob's Footman 2
      Then the action is refused
      When Alice chooses Bob's Footman
      Then the chain holds Alice's Elder Dragon

  Rule: 142.5 Damage can be healed

    @rule:142.5 @rule:143.3.b @rule:143.3.b.1
    Example: Damage on Alice's unit is gone when her turn ends
      Given Alice has a Footman with 2 damage in her base
      When Alice ends her turn
      Then Alice's Footman has 0 damage
      And Alice's Footman is in Alice's base

  Rule: 143.3.b.2 Damage is healed in a combat's cleanup

    @rule:143.3.b.2 @rule:143.3.b
    Example: Alice's unit survives the combat it wins and is healed at once
      Given a test unit "Brute" costing 0 with 5 Might
      And the Bridge is controlled by Bob
      And Bob has a Footman at the Bridge
      And Alice has a Brute in her base
      When Alice moves her Brute to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And Alice's Brute is at the Bridge
      And Alice's Brute has 0 damage
      And Alice controls the Bridge

  @rule:143 @waived:heading
  Rule: 143 A unit's own properties

  Rule: 143.1 A unit may have tags, which effects can name

    @rule:143.1 @rule:143.1.a @rule:143.1.b @rule:133.8 @rule:133.8.a
    Example: "Kill a Pirate" offers the Pirate and not the Recruit
      Given a test spell "Cutlass" costing 0 and text "Kill a Pirate."
      And Bob has a Shipyard Skulker in his base
      And Bob has a Recruit (NX) in his base
      And Alice has a Cutlass in her hand
      When Alice plays her Cutlass
      Then Alice is asked to choose targets among Bob's Shipyard Skulker

  Rule: 143.2 Might is a unit's statistic: other permanents have none

    @rule:143.2
    Example: "A permanent with less Might than me" of Alice's Tyrant may choose Bob's 2 Might Brawler, but not his Lantern, which has no Might
      Given a test unit "Tyrant" costing 0 with 3 Might and text "When you play me, kill a permanent with less Might than me."
      And Bob has a Brawler in his base
      And Bob has a Lantern in his base
      And Alice has a Tyrant in her hand
      When Alice plays her Tyrant
      Then Alice is asked to choose targets among Bob's Brawler

  Rule: 143.2.b Might below 0 counts as 0

    @rule:143.2.b
    Example: A 2 Might unit given -4 has 0 Might, and without damage it lives
      Given a test spell "Sap" costing 0 and text "Give a unit -4 :rb_might: this turn."
      And Bob has a Brawler in his base
      And Alice has a Sap in her hand
      When Alice plays her Sap
      And Alice chooses Bob's Brawler
      And Alice passes
      And Bob passes
      Then Bob's Brawler's Might is 0
      And Bob's Brawler is in Bob's base

  Rule: 143.2.b.1 Increases and decreases apply to the real Might, below 0 too

    @rule:143.2.b.1
    Example: A 2 Might unit given -4 and then +3 has 1 Might
      Given a test spell "Sap" costing 0 and text "Give a unit -4 :rb_might: this turn."
      And a test spell "Boost" costing 0 and text "Give a unit +3 :rb_might: this turn."
      And Bob has a Brawler in his base
      And Alice has a Sap in her hand
      And Alice has a Boost in her hand
      When Alice plays her Sap
      And Alice chooses Bob's Brawler
      And Alice passes
      And Bob passes
      And Alice plays her Boost
      And Alice chooses Bob's Brawler
      And Alice passes
      And Bob passes
      Then Bob's Brawler's Might is 1

  Rule: 143.4 Units enter the board exhausted

    @rule:143.4
    Example: Alice's unit is exhausted as it arrives in her base
      Given Alice has a Footman in her hand
      When Alice plays her Footman
      Then Alice's Footman is exhausted

  Rule: 143.4.a Accelerate lets a unit enter ready

    @rule:143.4.a
    Example: Alice pays Accelerate and her unit enters ready
      Given a test unit "Sprinter" costing 0 with 2 Might and text "[Accelerate] (You may pay :rb_energy_1::rb_rune_rainbow: as an additional cost to have me enter ready.)"
      And Alice has a Sprinter in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      When Alice plays her Sprinter
      And Alice pays the optional cost
      Then Alice's Sprinter is ready

  Rule: 144 Units have the standard move

    @rule:144 @rule:144.1 @rule:144.2 @rule:144.4 @rule:144.4.a @rule:141.1.a.1 @rule:146 @rule:146.1
    Example: Alice exhausts her ready unit to move it from base to a battlefield
      Given Alice has a Footman in her base
      When Alice moves her Footman to the Bridge
      Then Alice's Footman is at the Bridge
      And Alice's Footman is exhausted
      And the exhausted event for Alice's Footman cites rule 144.2
      And the moved event for Alice's Footman cites rule 144
      And no paid event happened for Alice

    @rule:144.2
    Example: An exhausted unit can't pay for a standard move
      Given Alice has an exhausted Footman in her base
      When Alice moves her Footman to the Bridge
      Then the action is refused
      And Alice's Footman is in Alice's base

    @rule:144
    Example: Alice may not make a standard move with Bob's unit
      Given Bob has a Footman in his base
      When Alice moves Bob's Footman to the Bridge
      Then the action is refused citing rule 144
      And Bob's Footman is in Bob's base

    @rule:144.4
    Example: A unit in its owner's hand is not on the board and has no standard move
      Given Alice has a Footman in her hand
      When Alice moves her Footman to the Bridge
      Then the action is refused citing rule 144.4
      And Alice's Footman is in Alice's hand

    @rule:144.4
    Example: Alice may not move her unit to a battlefield that is not in the game
      Given Alice has a Footman in her base
      When Alice moves her Footman to the Moor
      Then the action is refused
      And Alice's Footman is in Alice's base
      And Alice's Footman is ready

    @rule:144
    Example: Alice may not standard-move a unit that is not in the game, and her real unit named with it stays put
      Given Alice has a Footman in her base
      When Alice moves her Footman and her Ghost to the Bridge
      Then the action is refused
      And Alice's Footman is in Alice's base
      And Alice's Footman is ready

  Rule: 144.1.a A standard move is made in its controller's main phase

    @rule:144.1.a
    Example: Alice moves her unit in her main phase
      Given Alice has a Footman in her base
      When Alice moves her Footman to the Bridge
      Then the action is accepted
      And Alice's Footman is at the Bridge

    @rule:144.1.a
    Example: In her Beginning Phase, with her own trigger on the chain, Alice may not move her unit
      Given it is Alice's turn, at the start of the beginning phase
      And a test gear "Dawn Lamp" costing 0 and text "At the start of your Beginning Phase, draw 1."
      And Alice has a Dawn Lamp in her base
      And Alice has a Footman in her base
      And Alice has 2 cards in her main deck
      Then Alice has priority
      When Alice moves her Footman to the Bridge
      Then the action is refused citing rule 144.1.a
      And Alice's Footman is in Alice's base

  Rule: 144.1.b No standard move in a closed state

    @rule:144.1 @rule:144.1.b
    Example: While Alice's spell is on the chain, her unit may not move
      Given Alice has a Footman in her base
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice moves her Footman to the Bridge
      Then the action is refused citing rule 144.1.b
      And Alice's Footman is in Alice's base

  Rule: 144.1.c No standard move during a showdown or combat

    @rule:144.1.c
    Example: Once her first unit starts a showdown, Alice's second unit may not move
      Given Alice has a Footman in her base
      And Alice has a Brawler in her base
      When Alice moves her Footman to the Bridge
      Then a non-combat showdown is under way at the Bridge
      When Alice moves her Brawler to the Bridge
      Then the action is refused citing rule 144.1.c
      And Alice's Brawler is in Alice's base

  Rule: 144.3 Several units may make their standard move as one action

    @rule:144.3 @rule:144.3.b @rule:144.4.b
    Example: Units at two battlefields go back to base in one move
      Given Alice has a Footman at the Bridge
      And Alice has a Brawler at the Ford
      When Alice moves her Footman and her Brawler to her base
      Then the action is accepted
      And Alice's Footman is in Alice's base
      And Alice's Brawler is in Alice's base
      And Alice's Footman is exhausted
      And Alice's Brawler is exhausted

    @rule:144.3 @rule:144.3.a @rule:144.3.c
    Example: Two units from base go to one battlefield together, both exhausted
      Given Alice has a Footman in her base
      And Alice has a Brawler in her base
      When Alice moves her Footman and her Brawler to the Bridge
      Then Alice's Footman is at the Bridge
      And Alice's Brawler is at the Bridge
      And Alice's Footman is exhausted
      And Alice's Brawler is exhausted

    @rule:144.3.c
    Example: Both units are exhausted to pay for the move before either of them moves
      Given Alice has a Footman in her base
      And Alice has a Brawler in her base
      When Alice moves her Footman and her Brawler to the Bridge
      Then these events happened in order:
        | exhausted | Alice's Footman |
        | exhausted | Alice's Brawler |
        | moved     | Alice's Footman |
        | moved     | Alice's Brawler |

  Rule: 144.4.b From a battlefield a unit moves only to its base

    @rule:144.4 @rule:144.4.b
    Example: Without Ganking, a unit at one battlefield may not move to another
      Given Alice has a Footman at the Bridge
      When Alice moves her Footman to the Ford
      Then the action is refused
      And Alice's Footman is at the Bridge

    @rule:144.4.b
    Example: A unit in its base may not move to its base
      Given Alice has a Footman in her base
      When Alice moves her Footman to her base
      Then the action is refused citing rule 144.4.b
      And Alice's Footman is ready

    @rule:144.4.b
    Example: Alice's Stake in her base, which can't move to base anyway, is refused for being at base already
      Given a test unit "Stake" costing 0 with 2 Might and text "I can't move to base."
      And Alice has a Stake in her base
      When Alice moves her Stake to her base
      Then the action is refused citing rule 144.4.b
      And Alice's Stake is ready

    @rule:144.4.b
    Example: A battlefield's own permission that is not the Baron Pit's opens no way in from another battlefield
      Given a test battlefield "Shrine" with text "I can be empowered any number of times."
      And a Shrine battlefield called the Shrine
      And Alice has a Footman at the Bridge
      When Alice moves her Footman to the Shrine
      Then the action is refused citing rule 144.4.b
      And Alice's Footman is at the Bridge

  Rule: 144.4.a.1 A battlefield with units of two other players is closed to a standard move

    @rule:144.4.a.1
    Example: In FFA3 Alice may not standard-move her Footman to the Bridge, where Bob and Carol have units
      Given the mode of play is FFA3
      And Bob has a Footman at the Bridge
      And Carol has a Footman at the Bridge
      And Alice has a Footman in her base
      When Alice moves her Footman to the Bridge
      Then the action is refused
      And Alice's Footman is in Alice's base

  Rule: 144.4.c.1 Ganking lets a unit move from battlefield to battlefield

    @rule:144.4.c @rule:144.4.c.1
    Example: Alice's unit with Ganking moves from one battlefield to another
      Given a test unit "Raider" costing 0 with 2 Might and text "[Ganking] (I can move from battlefield to battlefield.)"
      And Alice has a Raider at the Bridge
      When Alice moves her Raider to the Ford
      Then Alice's Raider is at the Ford

    @rule:144.4
    Example: Ganking lets a unit move to another battlefield, not to the one it is at
      Given a test unit "Raider" costing 0 with 2 Might and text "[Ganking] (I can move from battlefield to battlefield.)"
      And Alice has a Raider at the Bridge
      When Alice moves her Raider to the Bridge
      Then the action is refused citing rule 144.4
      And Alice's Raider is ready

  Rule: 145 Units may have activated abilities

    @rule:145 @rule:145.1 @rule:145.2 @rule:145.2.a @rule:145.2.a.1
    Example: Alice exhausts her unit for its ability, which waits on the chain and then draws like a spell
      Given Alice has a Brawler in her base
      And Alice has 1 card in her main deck
      When Alice activates her Brawler
      Then the chain holds Alice's Brawler
      And Alice's Brawler is exhausted
      When Alice passes
      And Bob passes
      Then Alice's card 1 is in Alice's hand
      And the chain is empty
      And Alice's Brawler is in Alice's base

    @rule:145.2.a
    Example: As with a played card, the target of a unit's ability is chosen as it is activated and dealt with on resolution
      Given a test unit "Slinger" costing 0 with 1 Might and text ":rb_exhaust:: Deal 1 to a unit."
      And Alice has a Slinger in her base
      And Bob has a Footman in his base
      When Alice activates her Slinger
      Then Alice is asked to choose targets among Alice's Slinger and Bob's Footman
      When Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman has 1 damage
      And Alice's Slinger has 0 damage

    @rule:145.1
    Example: Every symbol before the colon is the cost: Alice pays the Energy and exhausts her unit
      Given a test unit "Seer" costing 0 with 1 Might and text ":rb_energy_1::rb_exhaust:: Draw 1."
      And Alice has a Seer in her base
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice activates her Seer
      Then Alice's Seer is exhausted
      And Alice's rune pool holds 0 Energy

    @rule:145.2
    Example: In a showdown Alice may not use her unit's ability
      Given Alice has a Footman in her base
      And Alice has a Brawler in her base
      And Alice has 1 card in her main deck
      When Alice moves her Footman to the Bridge
      Then a non-combat showdown is under way at the Bridge
      When Alice activates her Brawler
      Then the action is refused
      And Alice's Brawler is ready
