@edition:v1.4
Feature: Conceding (rules 649–652)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge

  @rule:649 @waived:heading
  Rule: 649 Conceding, the section heading

  Rule: 650 A player may concede at any time

    @rule:650 @rule:651 @rule:651.1
    Example: Bob concedes on Alice's turn while Alice has priority, and Alice wins
      Given Alice has a Shipyard Skulker in her base
      Then Alice has priority
      When Bob concedes
      Then Alice wins the game
      And no player has priority

    @rule:650
    Example: Bob concedes while Alice must answer a decision of the combat damage step
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Playful Phantom at the Bridge
      When Alice moves her Shipyard Skulker and her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Bob is asked to split damage among Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      When Bob concedes
      Then Alice wins the game
      And no decision is pending

  Rule: 651 The conceding player leaves the game; the one player left wins

    @rule:651 @rule:651.1
    Example: Alice, the turn player, concedes and Bob wins; neither may act after
      Given Alice has 5 points
      When Alice concedes
      Then Bob wins the game
      When Alice ends her turn
      Then the action is refused
      When Bob concedes
      Then the action is refused

  Rule: 651.2 With more than one player left, the conceding player is removed and the game goes on

    @rule:651.2 @rule:651.3
    Example: In FFA3 Carol concedes: she leaves, nobody wins, and she can do nothing more
      Given the mode of play is FFA3
      When Carol concedes
      Then Carol is no longer in the game
      And nobody has won
      And the turn player is Alice
      When Carol concedes
      Then the action is refused

  Rule: 651.4 A conceding player's teammates lose and leave with them

    @rule:651.4
    Example: In 2v2 Alice concedes, so Carol loses with her and Bob and Dave win
      Given the mode of play is 2v2
      When Alice concedes
      Then Bob wins the game
      And Dave wins the game

  Rule: 652 Removing a player from a game that goes on: their cards leave, and the turn passes on

    @rule:652 @rule:652.1
    Example: In FFA3 the unit Carol controlled but Alice owns is banished when Carol concedes
      Given the mode of play is FFA3
      And Carol has Alice's Shipyard Skulker in her base
      When Carol concedes
      Then Alice's Shipyard Skulker is in Alice's banishment

    @rule:652.3
    Example: In FFA3 the unit Carol owns but Bob controls leaves the game when Carol concedes
      Given the mode of play is FFA3
      And Bob has Carol's Shipyard Skulker in his base
      And Bob has a Vanguard Sergeant in his base
      When Carol concedes
      Then Bob's base holds 1 object
      And Bob's Vanguard Sergeant is in Bob's base

    @rule:652.5 @rule:652.5.a @rule:652.5.a.1
    Example: In FFA3 Bob concedes on his turn, and the turn goes on to Carol, the next player
      Given the mode of play is FFA3
      And it is Bob's main phase
      And it is turn 2
      And Carol has 1 card in her main deck
      When Bob concedes
      Then Bob is no longer in the game
      And the turn player is Carol

  @rule:652.2 @rule:652.2.a @rule:652.2.b @rule:652.2.c @rule:652.4 @rule:652.5.b @rule:652.5.b.1 @rule:652.5.b.2 @rule:652.5.c @rule:652.5.c.1 @rule:652.5.c.2 @waived:multiplayer
  Rule: 652.2 A removed player's battlefield, Chain items, focus and priority
