@edition:v1.4
Feature: Tank (rule 815)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test unit "Guard" costing 2 with 2 Might and text "[Tank]"
    And a test unit "Wall" costing 2 with 2 Might and text "[Tank]"

  @rule:815 @waived:heading
  Rule: 815 Tank

  Rule: 815.1.b A unit with Tank takes lethal combat damage before its side's units without it

    @rule:815.1 @rule:815.1.a @rule:815.1.b @rule:815.1.c
    Example: All of Alice's 5 damage must go to Bob's Horns of the Dragon, and Bob's Recruit is spared
      Given Alice has a Playful Phantom in her base
      And Bob has a Horns of the Dragon at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Playful Phantom to the Bridge
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Bob's Recruit (NX) is at the Bridge
      And Bob's Horns of the Dragon is at the Bridge
      And Alice's Playful Phantom is in Alice's trash

    @rule:815.1.b @rule:815.1.c
    Example: Alice may not put her damage on Bob's Playful Phantom while his Guard with Tank lacks lethal damage
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Guard at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Playful Phantom at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Guard, Bob's Recruit (NX) and Bob's Playful Phantom
      When Alice assigns 3 to Bob's Playful Phantom
      Then the action is refused citing rule 815.1.b
      When Alice assigns 2 to Bob's Guard and 1 to Bob's Recruit (NX)
      Then Bob's Guard is in Bob's trash
      And Bob's Recruit (NX) is in Bob's trash
      And Bob's Playful Phantom is at the Bridge

    @rule:815.1.b
    Example: An attacker with a passive ability of its own is still held to Bob's Guard with Tank first
      Given a test unit "Brute" costing 0 with 2 Might and text "I have +1 :rb_might:."
      And Alice has a Brute in her base
      And Bob has a Guard at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Playful Phantom at the Bridge
      When Alice moves her Brute to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Guard, Bob's Recruit (NX) and Bob's Playful Phantom
      When Alice assigns 3 to Bob's Playful Phantom
      Then the action is refused citing rule 815.1.b
      When Alice assigns 2 to Bob's Guard and 1 to Bob's Recruit (NX)
      Then Bob's Guard is in Bob's trash
      And Bob's Recruit (NX) is in Bob's trash
      And Bob's Playful Phantom is at the Bridge

    @rule:815.1.a
    Example: A token unit has Tank too: Bob's Recruit token with Tank takes Alice's damage before his Herald
      Given it is Bob's main phase
      And a test unit "Herald" costing 0 with 2 Might and text ":rb_exhaust:: Play a 2 :rb_might: Recruit unit token with [Tank] here."
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
      And the Bridge holds no Recruit token
      And Bob's Herald is at the Bridge

    @rule:815.1.b @rule:477.2.b
    Example: Bob's Bannerman gives his Recruit at the Bridge Tank: Alice's damage goes to the Recruit first
      Given a test unit "Bannerman" costing 3 with 3 Might and text "Other friendly units here have [Tank]."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Bannerman at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Bannerman and Bob's Recruit (NX)
      When Alice assigns 3 to Bob's Bannerman
      Then the action is refused citing rule 815.1.b
      When Alice assigns 2 to Bob's Bannerman and 1 to Bob's Recruit (NX)
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Bannerman is at the Bridge

    @rule:815.1.b
    Example: Bob's Recruit given Tank for the turn by a spell takes Alice's damage first
      Given a test spell "Stand Firm" costing 0 and text "Give a unit [Tank] this turn."
      And Alice has a Stand Firm in her hand
      And Alice has a Shipyard Skulker in her base
      And Bob has a Playful Phantom at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice plays her Stand Firm
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      And Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Playful Phantom and Bob's Recruit (NX)
      When Alice assigns 3 to Bob's Playful Phantom
      Then the action is refused citing rule 815.1.b

    @rule:815.1.b
    Example: Bob's Guard that lost Tank for the turn no longer keeps Alice's damage off his other units
      Given a test spell "Clip" costing 0 and text "Choose a unit. It loses [Tank] this turn."
      And Alice has a Clip in her hand
      And Alice has a Shipyard Skulker in her base
      And Bob has a Guard at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Playful Phantom at the Bridge
      When Alice plays her Clip
      And Alice chooses Bob's Guard
      And Alice passes
      And Bob passes
      And Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Guard, Bob's Recruit (NX) and Bob's Playful Phantom
      When Alice assigns 3 to Bob's Playful Phantom
      Then no decision is pending
      And Bob's Guard is at the Bridge
      And Bob's Recruit (NX) is at the Bridge

  Rule: 815.1.c.1 Among the Tanks, each is still given lethal damage before the next

    @rule:815.1.c.1
    Example: Alice spreads her 3 damage over Bob's three Tanks: refused; lethal to one, the rest to another is allowed
      Given a test unit "Bulwark" costing 2 with 2 Might and text "[Tank]"
      And Alice has a Shipyard Skulker in her base
      And Bob has a Guard at the Bridge
      And Bob has a Wall at the Bridge
      And Bob has a Bulwark at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Guard, Bob's Wall and Bob's Bulwark
      When Alice assigns 1 to Bob's Guard, 1 to Bob's Wall and 1 to Bob's Bulwark
      Then the action is refused citing rule 465.2.c.3
      When Alice assigns 1 to Bob's Guard and 2 to Bob's Wall
      Then Bob's Wall is in Bob's trash
      And Bob's Guard is at the Bridge
      And Bob's Bulwark is at the Bridge

    @rule:815.1.c.1
    Example: Lethal to Bob's Wall, then the last point to his Guard, leaving his Recruit untouched
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Guard at the Bridge
      And Bob has a Wall at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Guard, Bob's Wall and Bob's Recruit (NX)
      When Alice assigns 1 to Bob's Guard and 2 to Bob's Wall
      Then Bob's Wall is in Bob's trash
      And Bob's Guard is at the Bridge
      And Bob's Recruit (NX) is at the Bridge

  Rule: 815.1.c.2 With several Tanks, any of them may come first, but all before the others

    @rule:815.1.c.2
    Example: Bob's Wall, his second unit with Tank, must have lethal damage before his Recruit gets any
      Given Alice has a Vanguard Sergeant in her base
      And Bob has a Guard at the Bridge
      And Bob has a Wall at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Guard, Bob's Wall and Bob's Recruit (NX)
      When Alice assigns 2 to Bob's Guard, 1 to Bob's Wall and 1 to Bob's Recruit (NX)
      Then the action is refused citing rule 815.1.c.2
      When Alice assigns 2 to Bob's Wall and 2 to Bob's Guard
      Then Bob's Guard is in Bob's trash
      And Bob's Wall is in Bob's trash
      And Bob's Recruit (NX) is at the Bridge

  Rule: 815.2 A second Tank adds nothing

    @rule:815.2
    Example: Bob's unit printed with Tank twice takes Alice's single point of damage, as one with Tank once would
      Given a test unit "Double Guard" costing 2 with 2 Might and text "[Tank]\n[Tank]"
      And Alice has a Recruit (NX) in her base
      And Bob has a Double Guard at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Recruit (NX) is in Alice's trash
      And Bob's Double Guard is at the Bridge
      And Bob's Shipyard Skulker is at the Bridge

  Rule: 815.3 Whether a unit has Tank can be checked by other effects

    @rule:815.3
    Example: A spell that kills a unit with Tank may choose Bob's Horns of the Dragon but not his Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Tank]."
      And Alice has a Pick in her hand
      And Bob has a Horns of the Dragon in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Horns of the Dragon
      And Alice passes
      And Bob passes
      Then Bob's Horns of the Dragon is in Bob's trash

    @rule:815.3
    Example: Bob's Bannerman that gives his other units Tank has no Tank itself: Alice's spell that kills a unit with Tank may choose only his Recruit
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Tank]."
      And a test unit "Bannerman" costing 3 with 3 Might and text "Other friendly units have [Tank]."
      And Alice has a Pick in her hand
      And Bob has a Bannerman in his base
      And Bob has a Recruit (NX) in his base
      When Alice plays her Pick
      And Alice chooses Bob's Bannerman
      Then the action is refused
      When Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Bannerman is in Bob's base
