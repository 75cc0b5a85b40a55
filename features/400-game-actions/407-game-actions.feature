@edition:v1.4
Feature: Game actions and who may take them (rules 407–412)

  Background:
    Given a battlefield called the Bridge
    And a battlefield called the Ford
    And a test spell "Insight" costing 1 and text "Draw 2."

  @rule:407 @waived:heading
  Rule: 407 Game actions

  @rule:408 @waived:definition
  Rule: 408 What a game action is

  Rule: 409 Players act on their own turn unless told otherwise

    @rule:409 @rule:421.2
    Example: Holding focus and priority in a showdown on Alice's turn, Bob still may not hide a card
      Given it is Alice's main phase
      And the Ford is controlled by Bob
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker at the Ford
      And Bob has a Hidden Blade in his hand
      And Bob has 0 Energy and 1 order Power in his rune pool
      When Alice moves her Vanguard Sergeant to the Bridge
      Then a non-combat showdown is under way at the Bridge
      When Alice passes
      Then Bob has focus
      And Bob has priority
      And the turn is in a Showdown Open state
      When Bob hides his Hidden Blade at the Ford
      Then the action is refused
      And Bob's Hidden Blade is in Bob's hand
      And Bob's rune pool holds 1 order Power

    @rule:409 @rule:419.2
    Example: A Reaction card says otherwise, so Bob may play it on Alice's turn, but not a plain spell
      Given it is Alice's main phase
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Flash in his hand
      And Bob has an Insight in his hand
      And Bob has 3 Energy in his rune pool
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Insight
      Then the action is refused
      When Bob plays his Flash
      And Bob chooses his Shipyard Skulker
      Then Bob's Flash is on the chain

  @rule:410 @rule:410.1 @rule:410.2 @waived:heading
  Rule: 410 The two kinds of game action

  Rule: 410.1.a Discretionary actions need the player's own turn in a Neutral Open state

    @rule:410.1.a
    Example: Alice may make a standard move in a Neutral Open state, not while her spell is on the chain
      Given it is Alice's main phase
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Insight
      And Alice moves her Shipyard Skulker to the Bridge
      Then the action is refused
      When Alice passes
      And Bob passes
      Then the turn is in a Neutral Open state
      When Alice moves her Vanguard Sergeant to the Bridge
      Then Alice's Vanguard Sergeant is at the Bridge

  Rule: 410.1.b Any number of discretionary actions in a turn

    @rule:410.1.b @rule:410.1.b.1
    Example: Alice plays a spell, then moves two units one after the other, all in one turn
      Given it is Alice's main phase
      And the Bridge is controlled by Alice
      And Alice has a Recruit (NX) at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      And Alice moves her Shipyard Skulker to the Bridge
      And Alice moves her Vanguard Sergeant to the Bridge
      Then Alice's hand holds 2 cards
      And Alice's Shipyard Skulker is at the Bridge
      And Alice's Vanguard Sergeant is at the Bridge

  Rule: 410.1.b.2 Only while the costs can be paid

    @rule:410.1.b.2 @rule:419.2.a
    Example: Without the Energy for it Alice cannot play her spell; with it she can
      Given it is Alice's main phase
      And Alice has an Insight in her hand
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 4 cards in her main deck
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      And Alice plays her Insight 2
      Then the action is refused
      And Alice's Insight 2 is in Alice's hand
      And Alice's hand holds 3 cards

  Rule: 410.1.b.3 Never into a forbidden action or state

    @rule:410.1.b.3
    Example: A unit at one battlefield may not move straight to another, though it may go home
      Given it is Alice's main phase
      And Alice has a Shipyard Skulker at the Bridge
      When Alice moves her Shipyard Skulker to the Ford
      Then the action is refused
      And Alice's Shipyard Skulker is at the Bridge
      And Alice's Shipyard Skulker is ready
      When Alice moves her Shipyard Skulker to her base
      Then Alice's Shipyard Skulker is in Alice's base

  Rule: 410.2.a Limited actions happen only when the turn or an effect calls for them

    @rule:410.2.a @rule:410.2.b
    Example: Over Bob's whole start of turn only Bob draws, once, in his draw phase
      Given it is Bob's turn, at the start of the awaken phase
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      Then the game is in the main phase
      And Bob drew 1 time
      And Alice drew 0 times
      And Alice's hand holds 0 cards

  @rule:412 @waived:heading
  Rule: 412 The kinds of game action
