@edition:v1.4
Feature: Ignoring effects (rules 764–767)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Clear Shot" costing 0 and text "[Reaction]\nIgnore [Deflect] while paying this spell's cost.\nDeal 1 to a unit."
    And a test spell "Quick Poke" costing 0 and text "[Reaction]\nDeal 1 to a unit."

  @rule:764 @waived:heading
  Rule: 764 Ignoring effects

  Rule: 765 An effect can tell a player to ignore abilities during an action

    @rule:765 @rule:766
    Example: With no Power to spare, Alice's Clear Shot still chooses Bob's Pouty Poro: its Deflect does not count while she pays
      Given Bob has a Pouty Poro at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Clear Shot in her hand
      When Alice plays her Clear Shot
      And Alice chooses Bob's Pouty Poro
      And Alice passes
      And Bob passes
      Then Bob's Pouty Poro has 1 damage
      And the chain is empty

  Rule: 766 An ignored ability counts as inactive for that action

    @rule:766
    Example: Alice keeps her Power: the Deflect of the Pouty Poro her Clear Shot chooses adds nothing to its cost
      Given Bob has a Pouty Poro at the Bridge
      And Alice has a Clear Shot in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice plays her Clear Shot
      And Alice chooses Bob's Pouty Poro
      And Alice passes
      And Bob passes
      Then Bob's Pouty Poro has 1 damage
      And Alice's rune pool holds 1 calm Power

  Rule: 767 Only the action named and only the players told ignore the ability

    @rule:767
    Example: Alice's Quick Poke played on top of her Clear Shot still has to pay for the Pouty Poro's Deflect
      Given Bob has a Pouty Poro at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Clear Shot in her hand
      And Alice has a Quick Poke in her hand
      When Alice plays her Clear Shot
      And Alice chooses Bob's Pouty Poro
      Then the chain holds Alice's Clear Shot
      When Alice plays her Quick Poke
      And Alice chooses Bob's Pouty Poro
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Shipyard Skulker
      Then Alice's Quick Poke is targeting Bob's Shipyard Skulker
