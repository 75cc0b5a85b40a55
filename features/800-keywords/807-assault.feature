@edition:v1.4
Feature: Assault (rule 807)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge

  @rule:807 @waived:heading
  Rule: 807 Assault

  Rule: 807.1 Assault gives a unit Might while it is an attacker

    @rule:807.1 @rule:807.1.a @rule:807.1.b.3 @rule:807.1.c @rule:807.1.d
    Example: Alice's Daring Poro has 3 Might while it attacks Bob's Recruit
      Given Alice has a Daring Poro in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Daring Poro to the Bridge
      Then Alice's Daring Poro is an attacker
      And Alice's Daring Poro's Might is 3

    @rule:807.1.c
    Example: Defending the Bridge, Alice's Daring Poro keeps its 2 Might
      Given it is Bob's main phase
      And the Bridge is controlled by Alice
      And Alice has a Daring Poro at the Bridge
      And Bob has a Recruit (NX) in his base
      When Bob moves his Recruit (NX) to the Bridge
      Then Alice's Daring Poro is a defender
      And Alice's Daring Poro's Might is 2

    @rule:807.1 @rule:476.2
    Example: Its printed Assault makes an attacking 4 Might unit Mighty, so the Assault it has while Mighty adds too: 6 Might
      Given a test unit "Raider" costing 2 with 4 Might and text "[Assault]\nWhile I'm [Mighty], I have [Assault]."
      And Alice has a Raider in her base
      And Bob has a Recruit (NX) at the Bridge
      Then Alice's Raider's Might is 4
      When Alice moves her Raider to the Bridge
      Then Alice's Raider is an attacker
      And Alice's Raider's Might is 6

    @rule:807.1.d
    Example: At a battlefield with no combat, Alice's Daring Poro has its printed 2 Might
      Given Alice has a Daring Poro at the Bridge
      Then Alice's Daring Poro's Might is 2

    @rule:807.1.a
    Example: A token unit has Assault too: Alice's Recruit token with Assault has 2 Might while it attacks
      Given a test spell "Levy" costing 0 and text "Play a ready 1 :rb_might: Recruit unit token with [Assault] to your base."
      And Alice has a Levy in her hand
      And Bob has a Recruit (NX) at the Bridge
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's base holds a ready 1 Might Recruit token controlled by Alice
      When Alice moves her Recruit to the Bridge
      Then the Bridge holds a 2 Might Recruit token controlled by Alice

  Rule: 807.1.d.1 Assault lasts only while the unit stays an attacker

    @rule:807.1.d.1
    Example: Once the combat is over, Alice's Daring Poro is back to 2 Might
      Given Alice has a Daring Poro in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Daring Poro to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Alice's Daring Poro is at the Bridge
      And Alice's Daring Poro is neither attacker nor defender
      And Alice's Daring Poro's Might is 2

  Rule: 807.1.b The number after Assault is the Might it gives

    @rule:807.1.b @rule:807.1.b.1 @rule:807.1.b.2
    Example: A unit with Assault 2 attacks with 2 Might more
      Given a test unit "Duelist" costing 3 with 3 Might and text "[Assault 2]"
      And Alice has a Duelist in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Duelist to the Bridge
      Then Alice's Duelist's Might is 5

    @rule:807.1.b
    Example: A unit with Assault 10 attacks with 10 Might more, the whole number counted
      Given a test unit "Titan" costing 3 with 1 Might and text "[Assault 10]"
      And Alice has a Titan in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Titan to the Bridge
      Then Alice's Titan is an attacker
      And Alice's Titan's Might is 11

    @rule:807.1.b
    Example: Printed with two spaces before its number, Alice's Brute's Assault 2 still gives 2 Might as it attacks, not the 1 of a bare Assault
      Given a test unit "Brute" costing 0 with 1 Might and text "[Assault  2]"
      And Alice has a Brute in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Brute to the Bridge
      Then Alice's Brute is an attacker
      And Alice's Brute's Might is 3

    @rule:807.1.b
    Example: On a line of its text that begins with a space, Alice's Bruiser's Assault 2 still gives 2 Might as it attacks, not the 1 of a bare Assault
      Given a test unit "Bruiser" costing 0 with 1 Might and text "[Tank]\n [Assault 2]"
      And Alice has a Bruiser in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Bruiser to the Bridge
      Then Alice's Bruiser is an attacker
      And Alice's Bruiser's Might is 3

    @rule:807.1
    Example: Assault 2 listed as one of the choices a unit may give itself is not its own: before it chooses, it attacks without it
      Given a test unit "Hammer" costing 3 with 3 Might and text "When I become ready, choose one to give me this turn —\n[Assault 2]\n[Ganking]"
      And Alice has a Hammer in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Hammer to the Bridge
      Then Alice's Hammer is an attacker
      And Alice's Hammer's Might is 3

  Rule: 807.2 The values of a unit's Assault instances add up

    @rule:807.2
    Example: A unit with Assault and Assault 2 attacks with 3 Might more
      Given a test unit "Raider" costing 2 with 2 Might and text "[Assault]\n[Assault 2]"
      And Alice has a Raider in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Raider to the Bridge
      Then Alice's Raider is an attacker
      And Alice's Raider's Might is 5

    @rule:807.2 @rule:807.1
    Example: Under Alice's Purifier, her Skulker equipped with a Serrated Dirk attacks with 1 Might more; her unequipped Sergeant gets nothing, nor anything more from Bob's Purifier
      Given Alice has a Purifier as her legend
      And Bob has a Purifier as his legend
      And Alice has a Serrated Dirk in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Bob has a Recruit (NX) at the Bridge
      When Alice activates her Serrated Dirk
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Shipyard Skulker
      And Alice's Shipyard Skulker's Might is 3
      When Alice moves her Shipyard Skulker and her Vanguard Sergeant to the Bridge
      Then Alice's Shipyard Skulker is an attacker
      And Alice's Shipyard Skulker's Might is 4
      And Alice's Vanguard Sergeant's Might is 4

    @rule:807.1
    Example: Under Alice's Purifier, a Tether attached to her Skulker is no Equipment: the Skulker attacks without Assault, at its own Might
      Given a test gear "Tether" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And Alice has a Purifier as her legend
      And Alice has a Tether in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has 1 Energy in her rune pool
      And Bob has a Recruit (NX) at the Bridge
      When Alice activates her Tether
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Tether was attached to Alice's Shipyard Skulker
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice's Shipyard Skulker is an attacker
      And Alice's Shipyard Skulker's Might is 3

    @rule:807.2
    Example: "Deal damage equal to my [Assault]" deals the summed value of the attacker's Assault and Assault 2
      Given a test unit "Gunner" costing 0 with 2 Might and text "[Assault]\n[Assault 2]\nWhen I attack, deal damage equal to my [Assault] to an enemy unit here."
      And Alice has a Gunner in her base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Gunner to the Bridge
      Then Alice's Gunner is an attacker
      And the chain holds Alice's Gunner
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 3 damage

  Rule: 807.3 Whether a unit has Assault can be checked by other effects

    @rule:807.3
    Example: A spell that kills a unit with Assault may choose Bob's Daring Poro but not his Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Assault]."
      And Alice has a Pick in her hand
      And Bob has a Daring Poro in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Daring Poro
      And Alice passes
      And Bob passes
      Then Bob's Daring Poro is in Bob's trash

    @rule:807.3
    Example: Bob's Brute printed with Assault and a number, the number set off by more than one space, still has Assault for Alice's spell
      Given a test unit "Brute" costing 0 with 1 Might and text "[Assault  2]"
      And a test spell "Pick" costing 0 and text "Kill a unit with [Assault]."
      And Alice has a Pick in her hand
      And Bob has a Brute in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      Then Alice is asked to choose targets among Bob's Brute
