@edition:v1.4
Feature: Backline (rule 826)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test unit "Archer" costing 2 with 2 Might and text "[Backline]"
    And a test unit "Slinger" costing 2 with 2 Might and text "[Backline]"

  @rule:826 @waived:heading
  Rule: 826 Backline

  Rule: 826.3 A unit with Backline takes combat damage only after its side's other units have lethal damage

    @rule:826.1 @rule:826.2 @rule:826.3 @rule:826.4
    Example: Alice's single point of damage must go to Bob's Recruit, not to his Archer with Backline
      Given Alice has a Recruit (NX) in her base
      And Bob has an Archer at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Bob's Recruit (NX) is in Bob's trash
      And Bob's Archer is at the Bridge

    @rule:826.3
    Example: Bob's Caitlyn, Patrolling must be assigned combat damage last, as if she had Backline: Alice's single point goes to his Recruit
      Given Alice has a Recruit (NX) in her base
      And Bob has a Caitlyn, Patrolling at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Bob's Recruit (NX) is in Bob's trash
      And Bob's Caitlyn, Patrolling is at the Bridge
      And Bob's Caitlyn, Patrolling has 0 damage

    @rule:826.3 @rule:826.4
    Example: Alice may not damage Bob's Archer before his Recruit and Playful Phantom have lethal damage
      Given Alice has a Shipyard Skulker in her base
      And Bob has an Archer at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Playful Phantom at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Archer, Bob's Recruit (NX) and Bob's Playful Phantom
      When Alice assigns 2 to Bob's Archer and 1 to Bob's Recruit (NX)
      Then the action is refused citing rule 826.3
      When Alice assigns 1 to Bob's Recruit (NX) and 2 to Bob's Playful Phantom
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Playful Phantom is at the Bridge
      And Bob's Archer is at the Bridge

    @rule:826.2
    Example: A token unit has Backline too: Alice's damage must go to Bob's Herald before his Recruit token with Backline
      Given it is Bob's main phase
      And a test unit "Herald" costing 0 with 2 Might and text ":rb_exhaust:: Play a 2 :rb_might: Recruit unit token with [Backline] here."
      And a test unit "Footman" costing 0 with 2 Might
      And the Bridge is controlled by Bob
      And Bob has a Herald at the Bridge
      And Alice has a Footman in her base
      And Alice has 1 card in her main deck
      When Bob activates his Herald
      And Bob passes
      And Alice passes
      Then the Bridge holds a 2 Might Recruit token controlled by Bob
      When Bob ends his turn
      Then the turn player is Alice
      When Alice moves her Footman to the Bridge
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Bob's Herald is in Bob's trash
      And the Bridge holds a 2 Might Recruit token controlled by Bob

  Rule: 826.4.a The units in front are still each given lethal damage before the next

    @rule:826.4.a
    Example: Alice may not split her 3 damage over Bob's Sergeant and Phantom, though his Archer waits behind
      Given Alice has a Shipyard Skulker in her base
      And Bob has an Archer at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Playful Phantom at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Archer, Bob's Vanguard Sergeant and Bob's Playful Phantom
      When Alice assigns 1 to Bob's Vanguard Sergeant and 2 to Bob's Playful Phantom
      Then the action is refused citing rule 465.2.c.3
      When Alice assigns 3 to Bob's Vanguard Sergeant
      Then Bob's Vanguard Sergeant is at the Bridge
      And Bob's Archer is at the Bridge

  Rule: 826.4.b With several Backline units, any may take damage once the others in front have lethal

    @rule:826.4.b
    Example: Bob's Recruit first, then Alice splits the rest over his Slinger and his Archer
      Given Alice has a Vanguard Sergeant in her base
      And Bob has an Archer at the Bridge
      And Bob has a Slinger at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Archer, Bob's Slinger and Bob's Recruit (NX)
      When Alice assigns 2 to Bob's Archer and 2 to Bob's Slinger
      Then the action is refused citing rule 826.3
      When Alice assigns 1 to Bob's Recruit (NX), 2 to Bob's Slinger and 1 to Bob's Archer
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Slinger is in Bob's trash
      And Bob's Archer is at the Bridge

  Rule: 826.5 A second Backline adds nothing

    @rule:826.5
    Example: Bob's unit printed with Backline twice is spared Alice's single point, as one with Backline once would be
      Given a test unit "Double Archer" costing 2 with 2 Might and text "[Backline]\n[Backline]"
      And Alice has a Recruit (NX) in her base
      And Bob has a Double Archer at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Bob's Recruit (NX) is in Bob's trash
      And Bob's Double Archer is at the Bridge

  Rule: 826.6 Whether a unit has Backline can be checked by other effects

    @rule:826.6
    Example: A spell that kills a unit with Backline may choose Bob's Archer but not his Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Backline]."
      And Alice has a Pick in her hand
      And Bob has an Archer in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Archer
      And Alice passes
      And Bob passes
      Then Bob's Archer is in Bob's trash
