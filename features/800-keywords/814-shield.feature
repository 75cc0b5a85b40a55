@edition:v1.4
Feature: Shield (rule 814)

  Background:
    Given it is Bob's main phase
    And a battlefield called the Bridge
    And the Bridge is controlled by Alice

  @rule:814 @waived:heading
  Rule: 814 Shield

  Rule: 814.1 Shield gives a unit Might while it is a defender

    @rule:814.1 @rule:814.1.a @rule:814.1.b.3 @rule:814.1.c @rule:814.1.d
    Example: Alice's Stalwart Poro has 3 Might while it defends the Bridge
      Given Alice has a Stalwart Poro at the Bridge
      And Bob has a Shipyard Skulker in his base
      When Bob moves his Shipyard Skulker to the Bridge
      Then Alice's Stalwart Poro is a defender
      And Alice's Stalwart Poro's Might is 3

    @rule:814.1.c
    Example: Attacking, Alice's Stalwart Poro keeps its 2 Might
      Given it is Alice's main phase
      And the Bridge is controlled by Bob
      And Alice has a Stalwart Poro in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Stalwart Poro to the Bridge
      Then Alice's Stalwart Poro is an attacker
      And Alice's Stalwart Poro's Might is 2

    @rule:814.1.d
    Example: At the battlefield she holds with no combat, Alice's Stalwart Poro has its printed 2 Might
      Given Alice has a Stalwart Poro at the Bridge
      Then Alice's Stalwart Poro's Might is 2

    @rule:814.1.a
    Example: A token unit has Shield too: Alice's Recruit token with Shield has 2 Might while it defends the Bridge
      Given it is Alice's main phase
      And a test unit "Herald" costing 0 with 2 Might and text ":rb_exhaust:: Play a 1 :rb_might: Recruit unit token with [Shield] here."
      And Alice has a Herald at the Bridge
      And Bob has a Shipyard Skulker in his base
      And Bob has 1 card in his main deck
      When Alice activates her Herald
      And Alice passes
      And Bob passes
      Then the Bridge holds a 1 Might Recruit token controlled by Alice
      When Alice ends her turn
      Then the turn player is Bob
      When Bob moves his Shipyard Skulker to the Bridge
      Then the Bridge holds a 2 Might Recruit token controlled by Alice

  Rule: 814.1.d.1 Shield lasts only while the unit stays a defender

    @rule:814.1.d.1
    Example: Once Bob's attack is beaten off, Alice's Stalwart Poro is back to 2 Might
      Given Alice has a Stalwart Poro at the Bridge
      And Bob has a Recruit (NX) in his base
      When Bob moves his Recruit (NX) to the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Alice's Stalwart Poro is at the Bridge
      And Alice's Stalwart Poro is neither attacker nor defender
      And Alice's Stalwart Poro's Might is 2

  Rule: 814.1.b The number after Shield is the Might it gives

    @rule:814.1.b @rule:814.1.b.1 @rule:814.1.b.2
    Example: A unit with Shield 2 defends with 2 Might more
      Given a test unit "Warden" costing 3 with 3 Might and text "[Shield 2]"
      And Alice has a Warden at the Bridge
      And Bob has a Shipyard Skulker in his base
      When Bob moves his Shipyard Skulker to the Bridge
      Then Alice's Warden's Might is 5

  Rule: 814.2 The values of a unit's Shield instances add up

    @rule:814.2
    Example: A unit with Shield and Shield 2 defends with 3 Might more
      Given a test unit "Bulwark" costing 3 with 3 Might and text "[Shield]\n[Shield 2]"
      And Alice has a Bulwark at the Bridge
      And Bob has a Shipyard Skulker in his base
      When Bob moves his Shipyard Skulker to the Bridge
      Then Alice's Bulwark is a defender
      And Alice's Bulwark's Might is 6

  Rule: 814.3 Whether a unit has Shield can be checked by other effects

    @rule:814.3
    Example: A spell that kills a unit with Shield may choose Alice's Stalwart Poro but not her Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Shield]."
      And Bob has a Pick in his hand
      And Alice has a Stalwart Poro in her base
      And Alice has a Shipyard Skulker in her base
      When Bob plays his Pick
      And Bob chooses Alice's Shipyard Skulker
      Then the action is refused
      When Bob chooses Alice's Stalwart Poro
      And Bob passes
      And Alice passes
      Then Alice's Stalwart Poro is in Alice's trash
