@edition:v1.4
Feature: Ignoring effects (rules 764–767)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Clear Shot" costing 0 and text "[Reaction]\nIgnore [Deflect] while paying this spell's cost.\nDeal 1 to a unit."
    And a test spell "Quick Poke" costing 0 and text "[Reaction]\nDeal 1 to a unit."
    And a test unit "Guard" costing 2 with 2 Might and text "[Tank]"
    And a test unit "Footman" costing 2 with 2 Might

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

    @rule:765 @rule:766
    Example: Heisho, Shell of the World has Alice ignore the Deflect of Bob's unit there: her Void Seeker choosing it costs no more Power
      Given a Heisho, Shell of the World battlefield called Heisho
      And a test unit "Warded" costing 3 with 5 Might and text "[Deflect]"
      And Bob has a Warded at Heisho
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses Bob's Warded
      Then Alice's Void Seeker is targeting Bob's Warded
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:765
    Example: Heisho, Shell of the World ignores Deflect only for choices there: Alice's Void Seeker choosing Bob's unit at the Bridge still needs its Power
      Given a Heisho, Shell of the World battlefield called Heisho
      And a test unit "Warded" costing 3 with 5 Might and text "[Deflect]"
      And Bob has a Warded at the Bridge
      And Bob has a Warded at Heisho
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses Bob's Warded
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Warded 2
      Then Alice's Void Seeker is targeting Bob's Warded 2

    @rule:765
    Example: Heisho, Shell of the World counts abilities too: Alice's Sling choosing Bob's Deflect unit there costs her no Power
      Given a Heisho, Shell of the World battlefield called Heisho
      And a test unit "Warded" costing 3 with 5 Might and text "[Deflect]"
      And a test gear "Sling" costing 0 and text ":rb_exhaust:: Deal 1 to a unit."
      And Bob has a Warded at Heisho
      And Alice has a Sling in her base
      When Alice activates her Sling
      And Alice chooses Bob's Warded
      Then Alice's Sling is exhausted
      When Alice passes
      And Bob passes
      Then Bob's Warded has 1 damage

    @rule:765
    Example: A spell choosing Bob's Deflect unit at Heisho, Shell of the World and his unit at the Bridge is paid ignoring the Deflect
      Given a Heisho, Shell of the World battlefield called Heisho
      And a test unit "Warded" costing 3 with 5 Might and text "[Deflect]"
      And a test spell "Cull" costing 0 and text "Kill up to two units."
      And Bob has a Warded at Heisho
      And Bob has a Footman at the Bridge
      And Alice has a Cull in her hand
      When Alice plays her Cull
      And Alice chooses Bob's Warded and Bob's Footman
      Then Alice's Cull is targeting Bob's Warded and Bob's Footman
      And Alice's Cull is a finalized chain item

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

    @rule:766
    Example: Alice's Dune Surfer lets her give Bob's Footman lethal damage before his Guard with Tank
      Given Alice has a Dune Surfer in her base
      And Bob has a Guard at the Bridge
      And Bob has a Footman at the Bridge
      When Alice moves her Dune Surfer to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Guard and Bob's Footman
      When Alice assigns 2 to Bob's Footman and 1 to Bob's Guard
      Then Bob's Footman is in Bob's trash
      And Bob's Guard is at the Bridge

    @rule:766
    Example: Alice's Dune Surfer makes only the Tank of Bob's Sniper inactive: its Backline still holds it back
      Given a test unit "Sniper" costing 2 with 2 Might and text "[Tank]\n[Backline]"
      And Alice has a Dune Surfer in her base
      And Bob has a Sniper at the Bridge
      And Bob has a Footman at the Bridge
      When Alice moves her Dune Surfer to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Sniper and Bob's Footman
      When Alice assigns 2 to Bob's Sniper and 1 to Bob's Footman
      Then the action is refused citing rule 826.3
      When Alice assigns 2 to Bob's Footman and 1 to Bob's Sniper
      Then Bob's Footman is in Bob's trash
      And Bob's Sniper is at the Bridge

    @rule:766
    Example: A Tank Bob gives his Footman this turn is ignored too, while Alice's Dune Surfer is among her units at the Bridge
      Given a test spell "Stand Firm" costing 0 and text "[Reaction]\nGive a unit [Tank] this turn."
      And Alice has a Dune Surfer in her base
      And Alice has a Recruit (NX) in her base
      And Bob has a Footman at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Stand Firm in his hand
      When Alice moves her Dune Surfer and her Recruit (NX) to the Bridge
      And Alice passes
      And Bob plays his Stand Firm
      And Bob chooses his Footman
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Footman and Bob's Vanguard Sergeant
      When Alice assigns 4 to Bob's Vanguard Sergeant
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Bob's Footman is at the Bridge

    @rule:766
    Example: Only Tank goes inactive under Alice's Dune Surfer: Bob's Footman keeps the +2 Might he gave it and survives her 3 damage
      Given a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And Alice has a Dune Surfer in her base
      And Bob has a Guard at the Bridge
      And Bob has a Footman at the Bridge
      And Bob has a Boost in his hand
      When Alice moves her Dune Surfer to the Bridge
      And Alice passes
      And Bob plays his Boost
      And Bob chooses his Footman
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Guard and Bob's Footman
      When Alice assigns 3 to Bob's Footman
      Then Bob's Footman is at the Bridge
      And Bob's Guard is at the Bridge

  Rule: 767 Only the action named and only the players told ignore the ability

    @rule:767
    Example: Alice's Dune Surfer ignores Tank only: the Shield Bob gives his Footman this turn still counts, so her 3 damage is not lethal to all and she is asked
      Given a test spell "Brace" costing 0 and text "[Reaction]\nGive a unit [Shield 2] this turn."
      And Alice has a Dune Surfer in her base
      And Bob has a Footman at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Brace in his hand
      When Alice moves her Dune Surfer to the Bridge
      And Alice passes
      And Bob plays his Brace
      And Bob chooses his Footman
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Footman and Bob's Recruit (NX)
      When Alice assigns 2 to Bob's Footman and 1 to Bob's Recruit (NX)
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Footman is at the Bridge

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

    @rule:767
    Example: Alice's Dune Surfer has Alice ignore Tank, not Bob: his damage must still meet her Guard first
      Given Alice has a Dune Surfer in her base
      And Alice has a Guard in her base
      And Bob has a Footman at the Bridge
      And Bob has a Guard at the Bridge
      When Alice moves her Dune Surfer and her Guard to the Bridge
      And Alice passes
      And Bob passes
      Then Bob is asked to split damage among Alice's Dune Surfer and Alice's Guard
      When Bob assigns 4 to Alice's Dune Surfer
      Then the action is refused citing rule 815.1.b
      When Bob assigns 2 to Alice's Guard and 2 to Alice's Dune Surfer
      Then Alice's Guard is in Alice's trash
      And Alice's Dune Surfer is at the Bridge
