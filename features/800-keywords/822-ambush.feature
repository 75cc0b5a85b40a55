@edition:v1.4
Feature: Ambush (rule 822)

  Background:
    Given it is Bob's main phase
    And a battlefield called the Bridge
    And a battlefield called the Ford
    And the Bridge is controlled by Alice
    And the Ford is controlled by Alice
    And a test spell "Insight" costing 1 and text "Draw 2."
    And Bob has an Insight in his hand
    And Bob has 1 Energy in his rune pool
    And Bob has 2 cards in his main deck
    And Alice has a Soulspinner in her hand
    And Alice has 3 Energy in her rune pool

  @rule:822 @waived:heading
  Rule: 822 Ambush

  Rule: 822.1.b Ambush lets the unit be played as a Reaction to a battlefield where its player has units

    @rule:822.1 @rule:822.1.a @rule:822.1.b
    Example: On Bob's turn Alice answers his spell with her Soulspinner, which goes to the Bridge where her Skulker is
      Given Alice has a Shipyard Skulker at the Bridge
      When Bob plays his Insight
      And Bob passes
      And Alice plays her Soulspinner
      Then no decision is pending
      And Alice's Soulspinner is at the Bridge
      And Bob's Insight is on the chain
      And Alice's rune pool holds 0 Energy

    @rule:822.1.b
    Example: With no unit at any battlefield, Alice cannot answer Bob's spell with her Soulspinner
      Given Alice has a Shipyard Skulker in her base
      When Bob plays his Insight
      And Bob passes
      And Alice plays her Soulspinner
      Then the action is refused citing rule 309.1.a
      And Alice's Soulspinner is in Alice's hand

    @rule:822.1.b
    Example: Alice's Lurker, whose own Reaction needs a gear she lacks, still answers Bob's spell by Ambush, to the Bridge where her Skulker is
      Given a test unit "Lurker" costing 1 with 1 Might and text "[Ambush]\nWhile you control a gear, I have [Reaction]."
      And Alice has a Lurker in her hand
      And Alice has a Shipyard Skulker at the Bridge
      When Bob plays his Insight
      And Bob passes
      And Alice plays her Lurker
      Then no decision is pending
      And Alice's Lurker is at the Bridge
      And the chain holds Bob's Insight
      And Alice's rune pool holds 2 Energy

  Rule: 822.1.c Ambush adds battlefields with the player's units to where the unit may be played

    @rule:822.1.c
    Example: In her main phase Alice may play her Soulspinner to the Ford, which Bob holds but where her Skulker stands
      Given it is Alice's main phase
      And the Ford is controlled by Bob
      And Alice has a Shipyard Skulker at the Ford
      When Alice plays her Soulspinner
      Then Alice is asked to choose a battlefield among base, the Bridge and the Ford
      When Alice chooses the Ford
      Then Alice's Soulspinner is at the Ford

    @rule:822.1.c
    Example: In her main phase, her Skulker at the Bridge she controls, Alice is offered base, the Bridge and the Ford for her Soulspinner, the Bridge only once
      Given it is Alice's main phase
      And Alice has a Shipyard Skulker at the Bridge
      When Alice plays her Soulspinner
      Then Alice is asked to choose a battlefield among base, the Bridge and the Ford
      When Alice chooses the Bridge
      Then Alice's Soulspinner is at the Bridge

    @rule:822.1.c
    Example: In her main phase, with no unit at any battlefield and none in her control, Alice plays her Soulspinner to her base like any unit
      Given it is Alice's main phase
      And the Bridge is controlled by Bob
      And the Ford is controlled by Bob
      When Alice plays her Soulspinner
      Then no decision is pending
      And Alice's Soulspinner is in Alice's base
      And Alice's rune pool holds 0 Energy

  Rule: 822.1.d Ambush as a verb plays the unit with Ambush's permissions, as its text widens them

    @rule:822.1.d
    Example: Alice's Stalker may Ambush where Bob has units: she answers his spell with it at the Ford, where she has none
      Given the Ford is controlled by Bob
      And a test unit "Stalker" costing 1 with 2 Might and text "[Ambush]\nI can [Ambush] to battlefields where there are enemy units."
      And Alice has a Stalker in her hand
      And Bob has a Shipyard Skulker at the Ford
      When Bob plays his Insight
      And Bob passes
      And Alice plays her Stalker
      Then no decision is pending
      And Alice's Stalker is at the Ford
      And Bob's Insight is on the chain

    @rule:822.1.d
    Example: Attacking Bob's Ford, Alice plays her Stalker in the showdown, allowed there by the keyword and by its text alike: it goes to the Ford with no place to choose
      Given it is Alice's main phase
      And the Ford is controlled by Bob
      And a test unit "Stalker" costing 1 with 2 Might and text "[Ambush]\nI can [Ambush] to battlefields where there are enemy units."
      And Alice has a Stalker in her hand
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Ford
      When Alice moves her Shipyard Skulker to the Ford
      Then a combat is under way at the Ford
      When Alice plays her Stalker
      Then no decision is pending
      And Alice's Stalker is at the Ford

    @rule:822.1.d
    Example: In the same position, Alice's Soulspinner, with only the keyword, cannot answer Bob's spell
      Given the Ford is controlled by Bob
      And Bob has a Shipyard Skulker at the Ford
      When Bob plays his Insight
      And Bob passes
      And Alice plays her Soulspinner
      Then the action is refused
      And Alice's Soulspinner is in Alice's hand

  Rule: 822.2 A second Ambush adds nothing

    @rule:822.2
    Example: Alice answers Bob's spell with a unit printed with Ambush twice, once, to the Bridge where her Skulker is
      Given a test unit "Lurker" costing 1 with 1 Might and text "[Ambush]\n[Ambush]"
      And Alice has a Lurker in her hand
      And Alice has a Shipyard Skulker at the Bridge
      When Bob plays his Insight
      And Bob passes
      And Alice plays her Lurker
      Then no decision is pending
      And Alice's Lurker is at the Bridge
      And Alice's rune pool holds 2 Energy

  Rule: 822.3 Ambush's battlefield must still hold its player's units when the play is finalized

    @rule:822.3
    Example: Alice's Ambush unit cannot go to the Ford, which Bob holds, once its cost has killed her only unit there
      Given it is Alice's main phase
      And the Ford is controlled by Bob
      And a test unit "Ambusher" costing 0 with 2 Might and text "[Ambush]\nAs an additional cost to play me, kill a unit you control."
      And Alice has an Ambusher in her hand
      And Alice has a Shipyard Skulker at the Ford
      When Alice plays her Ambusher
      And Alice chooses the Ford
      Then the action is refused citing rule 822.3
      When Alice chooses base
      And Alice chooses her Shipyard Skulker
      Then Alice's Ambusher is in Alice's base
      And Alice's Shipyard Skulker is in Alice's trash

    @rule:822.3
    Example: With a second unit of hers left at the Ford, Alice's Ambush unit goes there
      Given it is Alice's main phase
      And the Ford is controlled by Bob
      And a test unit "Ambusher" costing 0 with 2 Might and text "[Ambush]\nAs an additional cost to play me, kill a unit you control."
      And Alice has an Ambusher in her hand
      And Alice has a Shipyard Skulker at the Ford
      And Alice has a Stalwart Poro at the Ford
      When Alice plays her Ambusher
      And Alice chooses the Ford
      And Alice chooses her Shipyard Skulker
      Then Alice's Ambusher is at the Ford
      And Alice's Shipyard Skulker is in Alice's trash

  Rule: 822.3.a A battlefield its player controls stays valid without Ambush

    @rule:822.3.a
    Example: Alice's Ambush unit still goes to the Bridge she controls, though its cost killed her only unit there
      Given it is Alice's main phase
      And a test unit "Ambusher" costing 0 with 2 Might and text "[Ambush]\nAs an additional cost to play me, kill a unit you control."
      And Alice has an Ambusher in her hand
      And Alice has a Shipyard Skulker at the Bridge
      When Alice plays her Ambusher
      And Alice chooses the Bridge
      And Alice chooses her Shipyard Skulker
      Then Alice's Ambusher is at the Bridge
      And Alice's Shipyard Skulker is in Alice's trash

    @rule:822.3.a
    Example: Played in answer to Bob's spell by Ambush's Reaction, Alice's unit cannot go to the Bridge once its cost killed her only unit there
      Given a test unit "Ambusher" costing 0 with 2 Might and text "[Ambush]\nAs an additional cost to play me, kill a unit you control."
      And Alice has an Ambusher in her hand
      And Alice has a Shipyard Skulker at the Bridge
      When Bob plays his Insight
      And Bob passes
      And Alice plays her Ambusher
      Then the action is refused citing rule 822.3
      And Alice's Ambusher is in Alice's hand
      And Alice's Shipyard Skulker is at the Bridge

  Rule: 822.4 Whether a unit has Ambush can be checked by other effects

    @rule:822.4
    Example: A spell that kills a unit with Ambush may choose Bob's Soulspinner but not his Shipyard Skulker
      Given it is Alice's main phase
      And a test spell "Pick" costing 0 and text "Kill a unit with [Ambush]."
      And Alice has a Pick in her hand
      And Bob has a Soulspinner in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Soulspinner
      And Alice passes
      And Bob passes
      Then Bob's Soulspinner is in Bob's trash
