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

  @rule:651.2 @rule:651.3 @rule:651.4 @waived:multiplayer
  Rule: 651.2 With more than one player left, the conceding player is removed and the game goes on

  @rule:652 @rule:652.1 @rule:652.2 @rule:652.2.a @rule:652.2.b @rule:652.2.c @rule:652.3 @rule:652.4 @rule:652.5 @rule:652.5.a @rule:652.5.a.1 @rule:652.5.b @rule:652.5.b.1 @rule:652.5.b.2 @rule:652.5.c @rule:652.5.c.1 @rule:652.5.c.2 @waived:multiplayer
  Rule: 652 Removing a player from a game that goes on: their cards, battlefield, Chain items, turn, focus and priority
