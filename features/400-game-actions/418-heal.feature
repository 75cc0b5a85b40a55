@edition:v1.4
Feature: Healing units (rule 418)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Mend" costing 0 and text "Heal a unit."
    And a test spell "Field Hospital" costing 0 and text "Heal all units."

  @rule:418 @waived:heading
  Rule: 418 Heal

  Rule: 418.1 Healing takes all the damage off a unit

    @rule:418.1 @rule:418.3 @rule:418.3.a
    Example: Alice's Mend clears all 3 damage from Bob's unit on her turn
      Given Bob has a Vanguard Sergeant with 3 damage at the Bridge
      And Alice has a Mend in her hand
      When Alice plays her Mend
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 0 damage

  Rule: 418.1.a Damage cleared for any reason is healing

    @rule:418.1.a
    Example: The end of the turn clears the damage of every unit
      Given Alice has a Vanguard Sergeant with 2 damage in her base
      And Bob has a Vanguard Sergeant with 3 damage at the Bridge
      And Bob has 1 card in his main deck
      When Alice ends her turn
      Then Alice's Vanguard Sergeant has 0 damage
      And Bob's Vanguard Sergeant has 0 damage

  Rule: 418.2 Several units can be healed at once

    @rule:418.2
    Example: Field Hospital heals every damaged unit, on both sides
      Given Alice has a Vanguard Sergeant with 2 damage in her base
      And Bob has a Vanguard Sergeant with 3 damage at the Bridge
      And Bob has a Shipyard Skulker with 1 damage at the Bridge
      And Alice has a Field Hospital in her hand
      When Alice plays her Field Hospital
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant has 0 damage
      And Bob's Vanguard Sergeant has 0 damage
      And Bob's Shipyard Skulker has 0 damage
