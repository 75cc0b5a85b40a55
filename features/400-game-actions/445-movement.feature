@edition:v1.4
Feature: Movement (rules 445–453)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test unit "Scout" costing 0 with 2 Might and text "When I move, draw 1."
    And a test spell "Advance" costing 0 and text "Move a friendly unit to a battlefield."
    And a test spell "Bounce" costing 0 and text "Return a unit at a battlefield to its owner's hand."

  @rule:445 @waived:heading
  Rule: 445 Movement

  Rule: 446 Moving is a limited action: an effect may move units on any turn

    @rule:446
    Example: Bob's Flash moves his unit home on Alice's turn
      Given a test spell "Plain Word" costing 0
      And Alice has a Plain Word in her hand
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Flash in his hand
      And Bob has 2 Energy in his rune pool
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Flash
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant is in Bob's base
      And the turn player is Alice

  Rule: 446.1 A permanent going from one place on the board to another moves, however it is told to

    @rule:446.1 @rule:449 @rule:449.1 @rule:447 @rule:447.1 @rule:447.2
    Example: Advance moves Alice's Scout from her base to the Bridge, and its "When I move" triggers
      Given Alice has a Scout in her base
      And Alice has an Advance in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Advance
      And Alice chooses her Scout
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Scout is at the Bridge
      And Alice's Scout moved from her base to the Bridge
      And the chain holds Alice's Scout
      And these events happened in order:
        | moved     | Alice's Scout |
        | triggered | Alice's Scout |
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:446.1
    Example: Moved from the Bridge to the Ford, Alice's Skirmisher may hit a unit at either battlefield of the move, not one in Bob's base
      Given a battlefield called the Ford
      And a test unit "Skirmisher" costing 0 with 2 Might and text "When I move, deal 1 to a unit at a battlefield I moved to or from."
      And the Bridge is controlled by Alice
      And Alice has a Skirmisher at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Bob has a Shipyard Skulker in his base
      And Alice has an Advance in her hand
      When Alice plays her Advance
      And Alice chooses her Skirmisher
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Skirmisher is at the Ford
      And Alice is asked to choose targets among Alice's Skirmisher, Alice's Shipyard Skulker and Bob's Vanguard Sergeant
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker has 1 damage

    @rule:446.1
    Example: Moved from the Bridge to the Ford, Alice's Skirmisher may not hit Bob's unit at the Tower, a battlefield the move did not touch
      Given a battlefield called the Ford
      And a battlefield called the Tower
      And a test unit "Skirmisher" costing 0 with 2 Might and text "When I move, deal 1 to a unit at a battlefield I moved to or from."
      And the Bridge is controlled by Alice
      And Alice has a Skirmisher at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Bob has a Recruit (NX) at the Tower
      And Alice has an Advance in her hand
      When Alice plays her Advance
      And Alice chooses her Skirmisher
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Skirmisher is at the Ford
      And Alice is asked to choose targets among Alice's Skirmisher and Bob's Vanguard Sergeant

    @rule:447 @rule:359.3.e.6
    Example: A battlefield told to move itself stays where it is: only a permanent moves, and the game goes on
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Shrine" with text "When you hold here, move me to a battlefield."
      And a Shrine battlefield called the Shrine
      And the Shrine is controlled by Alice
      And Alice has a Scout at the Shrine
      And Alice has 3 cards in her main deck
      Then the chain holds the Shrine
      When Alice chooses the Shrine
      And Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice's Scout is at the Shrine
      And Alice drew 1 time

    @rule:447 @rule:355.4.a
    Example: A battlefield told to move itself to no named place is offered only the battlefields, not a base: it has none to go to, and it stays where it is
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Shrine" with text "When you hold here, move me."
      And a Shrine battlefield called the Shrine
      And the Shrine is controlled by Alice
      And Alice has a Scout at the Shrine
      And Alice has 3 cards in her main deck
      Then the chain holds the Shrine
      And Alice is asked to choose a battlefield among the Bridge and the Shrine
      When Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice's Scout is at the Shrine

    @rule:447 @rule:359.3.e.6
    Example: A battlefield told to move itself does not move, so its "If you do" draws nothing: Alice draws only her draw phase's card
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Shrine" with text "When you hold here, move me to a battlefield. If you do, draw 1."
      And a Shrine battlefield called the Shrine
      And the Shrine is controlled by Alice
      And Alice has a Scout at the Shrine
      And Alice has 3 cards in her main deck
      Then the chain holds the Shrine
      When Alice chooses the Shrine
      And Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice's Scout is at the Shrine
      And Alice drew 1 time

  Rule: 449.1 The effect that moves a unit says where it may go

    @rule:449.1
    Example: Advance moves a unit to a battlefield, so Alice's Skulker at the Bridge may go to the Ford but not home
      Given a battlefield called the Ford
      And Alice has a Shipyard Skulker at the Bridge
      And the Bridge is controlled by Alice
      And Alice has an Advance in her hand
      When Alice plays her Advance
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Ford

    @rule:449.1
    Example: A spell moving a unit to a battlefield Alice controls offers the Ford she holds, not the uncontrolled Bridge
      Given a battlefield called the Ford
      And a test spell "Regroup" costing 0 and text "Move a friendly unit to a battlefield you control."
      And the Ford is controlled by Alice
      And Alice has a Vanguard Sergeant at the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has a Regroup in her hand
      When Alice plays her Regroup
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Ford

    @rule:449.1 @rule:190.6.d
    Example: A spell moving a unit to an enemy battlefield offers the Ford Bob holds, not the uncontrolled Bridge, which is no one's
      Given a battlefield called the Ford
      And a test spell "Raid" costing 0 and text "Move a friendly unit to an enemy battlefield."
      And the Ford is controlled by Bob
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has a Raid in her hand
      When Alice plays her Raid
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Ford

    @rule:449.1 @rule:170.11
    Example: A spell moving a unit to an open battlefield offers the empty uncontrolled Bridge, not the empty Ford Alice controls
      Given a battlefield called the Ford
      And a test spell "Scout Out" costing 0 and text "Move a friendly unit to an open battlefield."
      And the Ford is controlled by Alice
      And Alice has a Shipyard Skulker in her base
      And Alice has a Scout Out in her hand
      When Alice plays her Scout Out
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Bridge

    @rule:449.1
    Example: A spell moving a unit to a battlefield with exactly one unit Alice controls offers the Bridge with one, not the Ford with two
      Given a battlefield called the Ford
      And a test spell "Pair Up" costing 0 and text "Move a friendly unit to a battlefield with exactly one unit you control."
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Vanguard Sergeant at the Ford
      And Alice has a Recruit (NX) at the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has a Pair Up in her hand
      When Alice plays her Pair Up
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Bridge

    @rule:449.1
    Example: A spell moving a unit to a battlefield where an opponent has units offers the Ford, where Bob has one, not the Bridge, where only Alice has
      Given a battlefield called the Ford
      And a test spell "Incursion" costing 0 and text "Move a friendly unit to a battlefield where an opponent has units."
      And the Bridge is controlled by Alice
      And the Ford is controlled by Bob
      And Alice has a Vanguard Sergeant at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has an Incursion in her hand
      When Alice plays her Incursion
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Ford

    @rule:449.1
    Example: A spell moving a unit to a battlefield where Alice controls a unit offers the Tower, where she has one, not the Ford, where only Bob has
      Given a battlefield called the Ford
      And a battlefield called the Tower
      And a test spell "Rejoin" costing 0 and text "Move a friendly unit to a battlefield where you control a unit."
      And the Ford is controlled by Bob
      And the Tower is controlled by Alice
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Vanguard Sergeant at the Tower
      And Alice has a Shipyard Skulker in her base
      And Alice has a Rejoin in her hand
      When Alice plays her Rejoin
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Tower

    @rule:449.1
    Example: A spell moving a unit to a battlefield where Alice doesn't have units offers the empty Bridge and Bob's Ford, not the Tower where she has one
      Given a battlefield called the Ford
      And a battlefield called the Tower
      And a test spell "Spread Out" costing 0 and text "Move a friendly unit to a battlefield where you don't have units."
      And the Ford is controlled by Bob
      And the Tower is controlled by Alice
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Vanguard Sergeant at the Tower
      And Alice has a Shipyard Skulker in her base
      And Alice has a Spread Out in her hand
      When Alice plays her Spread Out
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Bridge and the Ford

    @rule:449.1
    Example: Advance names no controller for its battlefield: Alice's Skulker may go to the Ford Bob holds or to the uncontrolled Bridge
      Given a battlefield called the Ford
      And the Ford is controlled by Bob
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has an Advance in her hand
      When Alice plays her Advance
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      When Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Bridge

    @rule:449.1
    Example: A unit's "a unit at a different location to my battlefield" offers the units away from its battlefield and brings the chosen one to it
      Given a battlefield called the Ford
      And a test unit "Beacon" costing 0 with 2 Might and text ":rb_exhaust:: Move a unit at a different location to my battlefield."
      And the Bridge is controlled by Alice
      And Alice has a Beacon at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Stalwart Poro at the Ford
      When Alice activates her Beacon
      Then Alice is asked to choose targets among Alice's Vanguard Sergeant and Bob's Stalwart Poro
      When Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is at the Bridge
      And Bob's Stalwart Poro is at the Ford

    @rule:449.1 @rule:359.3.e.2
    Example: Bob's unit the Beacon chose at the Ford moves to his base before it resolves: still at a different location, it is brought to the Beacon's battlefield
      Given a battlefield called the Ford
      And a test unit "Beacon" costing 0 with 2 Might and text ":rb_exhaust:: Move a unit at a different location to my battlefield."
      And a test spell "Fall Back" costing 0 and text "[Reaction]\nMove a friendly unit to base."
      And the Bridge is controlled by Alice
      And Alice has a Beacon at the Bridge
      And Bob has a Stalwart Poro at the Ford
      And Bob has a Fall Back in his hand
      When Alice activates her Beacon
      And Alice chooses Bob's Stalwart Poro
      And Alice passes
      And Bob plays his Fall Back
      And Bob chooses his Stalwart Poro
      And Bob passes
      And Alice passes
      Then Bob's Stalwart Poro is in Bob's base
      When Alice passes
      And Bob passes
      Then Bob's Stalwart Poro is at the Bridge

  Rule: 446.2 Changing zones is not in itself a move

    @rule:446.2 @rule:420.1
    Example: Bounced from the Bridge to Alice's hand, the Scout has not moved and draws nothing
      Given Alice has a Scout at the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Bounce in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Bounce
      And Alice chooses her Scout
      And Alice passes
      And Bob passes
      Then Alice's Scout is in Alice's hand
      And the chain is empty
      And Alice's hand holds 1 card
      And the moved event for Alice's Scout went from the Bridge to hand

    @rule:446.2
    Example: Returned from her base to her hand, the Scout has not moved either and draws nothing
      Given a test spell "Recoil" costing 0 and text "Return a unit to its owner's hand."
      And Alice has a Scout in her base
      And Alice has a Recoil in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Recoil
      And Alice chooses her Scout
      And Alice passes
      And Bob passes
      Then Alice's Scout is in Alice's hand
      And the chain is empty
      And Alice's hand holds 1 card
      And the moved event for Alice's Scout went from base to hand

  Rule: 446.3 A move happens at once, off the Chain

    @rule:446.3 @rule:446.3.a @rule:446.3.b @rule:446.3.c @rule:448
    Example: Alice's standard move puts the Scout at the Bridge at once; only its triggered ability uses the Chain
      Given Alice has a Scout in her base
      And Alice has 2 cards in her main deck
      When Alice moves her Scout to the Bridge
      Then Alice's Scout is at the Bridge
      And the chain holds Alice's Scout
      And Alice has priority

  Rule: 447.2.a With more than two players, a combat's battlefield is closed to outsiders

    @rule:447.2.a @rule:462.1
    Example: In FFA3 Carol's spell cannot bring her unit into the combat at the Bridge, even once Bob's unit there is gone
      Given the mode of play is FFA3
      And a battlefield called the Ford
      And a test spell "Smite" costing 0 and text "[Action]\nKill a unit."
      And a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Smite in her hand
      And Bob has a Recruit (NX) at the Bridge
      And Carol has a Vanguard Sergeant at the Ford
      And Carol has a Rally in her hand
      When Alice moves her Vanguard Sergeant to the Bridge
      Then a combat is under way at the Bridge
      When Alice plays her Smite
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      And Carol passes
      Then Bob's Recruit (NX) is in Bob's trash
      And a combat is under way at the Bridge
      And Bob has focus
      When Bob passes
      Then Carol has focus
      When Carol plays her Rally
      And Carol chooses her Vanguard Sergeant
      And Carol chooses the Bridge
      And Carol passes
      And Alice passes
      And Bob passes
      Then Carol's Vanguard Sergeant is in Carol's base

    @rule:447.2.a
    Example: In FFA3, with a combat under way at the Bridge, Carol's spell still moves her unit to the Ford, where no combat is
      Given the mode of play is FFA3
      And a battlefield called the Ford
      And a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And the Ford is controlled by Carol
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Recruit (NX) at the Bridge
      And Carol has a Vanguard Sergeant in her base
      And Carol has a Rally in her hand
      When Alice moves her Vanguard Sergeant to the Bridge
      Then a combat is under way at the Bridge
      When Alice passes
      Then Bob has focus
      When Bob passes
      Then Carol has focus
      When Carol plays her Rally
      And Carol chooses her Vanguard Sergeant
      And Carol chooses the Ford
      And Carol passes
      And Alice passes
      And Bob passes
      Then Carol's Vanguard Sergeant is at the Ford

  Rule: 447.2.b A teammate's battlefield is closed to a player's units

    @rule:447.2.b
    Example: In 2v2 Alice may not move her unit to the Bridge, where Carol's unit is
      Given the mode of play is 2v2
      And Carol has a Vanguard Sergeant at the Bridge
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      Then the action is refused citing rule 447.2.b
      And Alice's Vanguard Sergeant is in Alice's base

    @rule:447.2.b
    Example: In 2v2 Alice may move her unit to the Bridge, where Bob's unit is
      Given the mode of play is 2v2
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      Then Alice's Vanguard Sergeant is at the Bridge

  Rule: 447.2.c A move to a place the unit may not go is a recall instead

    @rule:447.2.c
    Example: In FFA3 Alice's spell moving her unit where Bob and Carol have units recalls it instead
      Given the mode of play is FFA3
      And a battlefield called the Ford
      And Alice has an Advance in her hand
      And Alice has a Vanguard Sergeant at the Ford
      And Bob has a Vanguard Sergeant at the Bridge
      And Carol has a Vanguard Sergeant at the Bridge
      When Alice plays her Advance
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      Then Alice's Vanguard Sergeant is in Alice's base
      And the moved event for Alice's Vanguard Sergeant cites rule 447.2.c

    @rule:447.2.c @rule:449.2
    Example: In FFA3 Alice's Switcher trades locations with Bob's unit where Carol's unit is too: it is recalled instead, and Bob's unit still goes to the Ford
      Given the mode of play is FFA3
      And a battlefield called the Ford
      And a test unit "Switcher" costing 0 with 2 Might and text ":rb_exhaust:: Move me and an enemy unit to each other's locations."
      And Alice has a Switcher at the Ford
      And Bob has a Vanguard Sergeant at the Bridge
      And Carol has a Vanguard Sergeant at the Bridge
      When Alice activates her Switcher
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Carol passes
      Then Alice's Switcher is in Alice's base
      And the moved event for Alice's Switcher cites rule 447.2.c
      And Bob's Vanguard Sergeant is at the Ford
      And Carol's Vanguard Sergeant is at the Bridge

  Rule: 448 A player may standard-move the units they control, not others'

    @rule:448
    Example: Alice may not standard-move Bob's unit
      Given Bob has a Vanguard Sergeant in his base
      When Alice moves Bob's Vanguard Sergeant to the Bridge
      Then the action is refused
      And Bob's Vanguard Sergeant is in Bob's base

  Rule: 449.2 No unit joins a battlefield where two other players already have units

    @rule:449.2
    Example: In FFA3 Alice may not move her unit to the Bridge, where Bob and Carol have units
      Given the mode of play is FFA3
      And Bob has a Vanguard Sergeant at the Bridge
      And Carol has a Vanguard Sergeant at the Bridge
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      Then the action is refused citing rule 449.2
      And Alice's Vanguard Sergeant is in Alice's base

    @rule:449.2
    Example: In FFA3 Alice may move her unit to the Bridge, where only Bob has units
      Given the mode of play is FFA3
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      Then Alice's Vanguard Sergeant is at the Bridge

    @rule:449.2
    Example: A position with units of Alice, Bob and Carol all at the Bridge cannot be set up
      Given the mode of play is FFA3
      And Alice has a Vanguard Sergeant at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Carol has a Vanguard Sergeant at the Bridge
      Then the game cannot be set up, refused at battlefields

  Rule: 450 The destination becomes contested unless the mover controls it

    @rule:450 @rule:451 @rule:453
    Example: Advance to an uncontrolled empty Bridge contests it, and the cleanup that follows opens a showdown there
      Given Alice has a Vanguard Sergeant in her base
      And Alice has an Advance in her hand
      When Alice plays her Advance
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then the Bridge is contested
      And a non-combat showdown is under way at the Bridge

    @rule:450
    Example: A unit moved to a battlefield its controller already holds does not contest it
      Given the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      Then the Bridge is not contested
      And no showdown is under way
      And Alice controls the Bridge

  Rule: 452 Moving into the opponent's units starts a combat

    @rule:452 @rule:453
    Example: Advance into Bob's unit at the Bridge starts a combat with Alice attacking
      Given Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has an Advance in her hand
      When Alice plays her Advance
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then a combat is under way at the Bridge
      And Alice is the attacker
      And Bob is the defender

  Rule: 453 A cleanup follows each completed move

    @rule:453 @rule:452
    Example: Alice's standard move into Bob's unit is followed at once by a cleanup that starts the combat
      Given Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      Then a combat is under way at the Bridge
      And Alice is the attacker
