@edition:v1.4
Feature: Dealing damage (rule 417)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Poke" costing 0 and text "Deal 2 to a unit at a battlefield."
    And a test spell "Shockwave" costing 0 and text "Deal 2 to all enemy units at a battlefield."
    And a test gear "Ballista" costing 0 and text ":rb_exhaust:: Deal 2 to a unit at a battlefield."

  @rule:417 @waived:heading
  Rule: 417 Deal

  Rule: 417.1 Spells and abilities deal damage to units

    @rule:417.1 @rule:417.1.b @rule:417.3 @rule:417.7
    Example: A spell and then a gear's ability each deal 2 to Bob's unit, which adds up to 4
      Given Bob has a Mega-Mech at the Bridge
      And Alice has a Poke in her hand
      And Alice has a Ballista in her base
      When Alice plays her Poke
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage
      When Alice activates her Ballista
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 4 damage

    @rule:417.1
    Example: Only units are dealt damage: Alice's Scorch, told to deal 2 to Bob's gear, marks none on it and no damage event happens
      Given a test spell "Scorch" costing 0 and text "Deal 2 to a gear."
      And a test gear "Lantern" costing 0
      And Alice has a Scorch in her hand
      And Bob has a Lantern in his base
      When Alice plays her Scorch
      And Alice chooses Bob's Lantern
      And Alice passes
      And Bob passes
      Then Bob's Lantern has 0 damage
      And no damaged event happened for Bob's Lantern

    @rule:417.1 @rule:417.1.b
    Example: "Damage equal to the number of cards in your hand" counts Alice's hand as the spell resolves: 2 cards, 2 damage
      Given a test spell "Hand Cannon" costing 0 and text "Deal damage equal to the number of cards in your hand to a unit."
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Hand Cannon in her hand
      And Alice has a Poke in her hand
      And Alice has a Poke in her hand
      When Alice plays her Hand Cannon
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage

  Rule: 417.1.a Assigning combat damage is not dealing it; the damage is dealt once assignment is done

    @rule:417.1.a @rule:417.3.a @rule:417.7
    Example: Alice's assignment marks no damage until Bob has assigned his too
      Given a test unit "Footman" costing 0 with 2 Might
      And Alice has a Footman in her base
      And Alice has a Footman in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a stunned Vanguard Sergeant at the Bridge
      When Alice moves her Footman and her Footman 2 to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Shipyard Skulker and Bob's Vanguard Sergeant
      When Alice assigns 3 to Bob's Shipyard Skulker and 1 to Bob's Vanguard Sergeant
      Then Bob is asked to split damage among Alice's Footman and Alice's Footman 2
      And Bob's Shipyard Skulker has 0 damage
      And Bob's Vanguard Sergeant has 0 damage
      When Bob assigns 2 to Alice's Footman and 1 to Alice's Footman 2
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Footman is in Alice's trash
      And Alice's Footman 2 is in Alice's base

  Rule: 417.1.b Dealt damage is marked on the unit, on top of what it has

    @rule:417.1.b
    Example: Poke on a unit that already has 3 damage leaves it with 5
      Given Bob has a Mega-Mech with 3 damage at the Bridge
      And Alice has a Poke in her hand
      When Alice plays her Poke
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 5 damage

    @rule:417.1.b
    Example: Damage equal to what is already marked on the unit doubles it: Bob's Mega-Mech with 3 damage ends with 6
      Given a test unit "Crone" costing 0 with 2 Might and text "When you play me, deal damage to a unit equal to the damage marked on it."
      And Bob has a Mega-Mech with 3 damage at the Bridge
      And Alice has a Crone in her hand
      When Alice plays her Crone
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 6 damage

  Rule: 417.1.c Each unit has its own damage marked

    @rule:417.1.c @rule:417.1.d
    Example: Shockwave marks the full 2 on each of Bob's units there, not 2 split among them
      Given Bob has a Mega-Mech at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Mega-Mech at the Bridge
      And Alice has a Shockwave in her hand
      When Alice plays her Shockwave
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage
      And Bob's Vanguard Sergeant has 2 damage
      And Alice's Mega-Mech has 0 damage

  Rule: 417.1.d Damage can be dealt to several units at once

    @rule:417.1.d
    Example: Shockwave deals its damage to all three of Bob's units there
      Given Bob has a Mega-Mech at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Shockwave in her hand
      When Alice plays her Shockwave
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage
      And Bob's Vanguard Sergeant has 2 damage
      And Bob's Shipyard Skulker has 2 damage

  @rule:417.2 @waived:definition
  Rule: 417.2 Dealing is said of damage only

  Rule: 417.3 Dealing damage is a limited action, done when an effect or combat says so

    @rule:417.3
    Example: Alice's Poke damages Bob's unit on Alice's turn
      Given Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Poke in her hand
      When Alice plays her Poke
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 2 damage

    @rule:417.3
    Example: A spell saying "you deal 2" deals the 2 itself: Alice's Zap marks 2 on Bob's Mega-Mech
      Given a test spell "Zap" costing 0 and text "You deal 2 to a unit."
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage

  Rule: 417.5 Bonus Damage raises what a deal action distributes

    @rule:417.4 @rule:417.5 @rule:417.6 @rule:417.6.a @faq:origins:spell-deals-damage-one-more-units @editions:v1.2-v1.4
    Example: A spell dealing damage at Void Gate and elsewhere deals the Bonus Damage only to the units at Void Gate
      Given a Void Gate battlefield called the Gate
      And a test spell "Quake" costing 0 and text "Deal 2 to ALL units at battlefields."
      And Bob has a Vanguard Sergeant at the Gate
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Quake in her hand
      When Alice plays her Quake
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 3 damage
      And Bob's Vanguard Sergeant 2 has 2 damage

    @rule:417.4 @rule:417.5 @rule:417.6.b.2 @rule:417.6.b.2.a @faq:origins:spell-deals-damage-one-more-units @editions:v1.2-v1.4
    Example: An ability's damage to a unit at Void Gate gets the Bonus Damage too
      Given a Void Gate battlefield called the Gate
      And Bob has a Vanguard Sergeant at the Gate
      And Alice has a Ballista in her base
      When Alice activates her Ballista
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 3 damage

    @rule:417.5 @rule:417.6.b @rule:417.6.b.1 @rule:417.6.b.3 @editions:v1.2-v1.4
    Example: A unit that a spell makes deal damage at Void Gate deals its Might and no Bonus Damage
      Given a Void Gate battlefield called the Gate
      And Bob has a Vanguard Sergeant at the Gate
      And Alice has a Shipyard Skulker in her base
      And Alice has a Last Breath in her hand
      And Alice has 3 Energy and 1 calm and 1 chaos Power in her rune pool
      When Alice plays her Last Breath
      And Alice chooses her Shipyard Skulker
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 3 damage

    @rule:417.6.b.3
    Example: With Challenge, Alice's Annie, Fiery and Bob's Cruel Patron deal each other their Mights, and Annie's Bonus Damage adds nothing
      Given Alice has an Annie, Fiery in her base
      And Bob has a Cruel Patron at the Bridge
      And Alice has a Challenge in her hand
      And Alice has 2 Energy and 1 body Power in her rune pool
      When Alice plays her Challenge
      And Alice chooses her Annie, Fiery
      And Alice chooses Bob's Cruel Patron
      And Alice passes
      And Bob passes
      Then Bob's Cruel Patron has 4 damage
      And Alice's Annie, Fiery is in Alice's trash

    @rule:417.6.b.3
    Example: Alice's Vine and the enemy unit it chose deal each other their own Mights
      Given a test unit "Vine" costing 0 with 6 Might and text "When you play me, choose an enemy unit at a battlefield. We deal damage equal to our Mights to each other."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Vine in her hand
      When Alice plays her Vine
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Alice's Vine has 4 damage

    @rule:417.6.b.3
    Example: After Alice's Bruiser and Bob's Wall deal each other their Mights, "them" are those two: both are stunned, and each damage cites 417.6.b.3
      Given a test unit "Bruiser" costing 0 with 3 Might and text "When you play me, choose an enemy unit at a battlefield. We deal damage equal to our Mights to each other. Then stun them."
      And a test unit "Wall" costing 0 with 5 Might
      And Alice has a Bruiser in her hand
      And Bob has a Wall at the Bridge
      When Alice plays her Bruiser
      And Alice chooses Bob's Wall
      And Alice passes
      And Bob passes
      Then Bob's Wall has 3 damage
      And Bob's Wall is stunned
      And Alice's Bruiser is in Alice's trash
      And the damaged event for Bob's Wall cites rule 417.6.b.3
      And the damaged event for Alice's Bruiser cites rule 417.6.b.3

    @rule:417.6.b.3
    Example: Alice's Gentlemen's Duel chooses her Champ and then Bob's Brute one instruction apart: "they" are the two, and each deals the other its Might
      Given a test unit "Champ" costing 0 with 2 Might
      And a test unit "Brute" costing 0 with 3 Might
      And Alice has a Champ in her base
      And Bob has a Brute at the Bridge
      And Alice has a Gentlemen's Duel in her hand
      And Alice has 6 Energy and 1 body Power in her rune pool
      When Alice plays her Gentlemen's Duel
      And Alice chooses her Champ
      And Alice chooses Bob's Brute
      And Alice passes
      And Bob passes
      Then Bob's Brute is in Bob's trash
      And Alice's Champ has 3 damage

  Rule: 417.6.b.4 The controller of the damage's source is responsible for it

    @rule:417.6.b.4 @rule:417.6.b.3
    Example: Alice's Challenge makes Bob's Footman deal 1 to her Titan; that damage is Bob's, so his Elder Dragon makes it lethal
      Given a test unit "Titan" costing 0 with 6 Might
      And a test unit "Footman" costing 0 with 1 Might
      And Alice has a Titan in her base
      And Bob has a Footman at the Bridge
      And Bob has an Elder Dragon in his base
      And Alice has a Challenge in her hand
      And Alice has 2 Energy and 1 body Power in her rune pool
      When Alice plays her Challenge
      And Alice chooses her Titan
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Alice's Titan is in Alice's trash
      And Bob's Footman is in Bob's trash

  Rule: 417.6.c Combat damage is dealt by the units that assigned it

    @rule:417.6.c @rule:417.6.c.1 @editions:v1.2-v1.4
    Example: At Void Gate the defender's 3 combat damage gets no Bonus Damage, and Alice's 4 Might attacker survives it
      Given a Void Gate battlefield called the Gate
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker at the Gate
      When Alice moves her Vanguard Sergeant to the Gate
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Vanguard Sergeant is at the Gate
      And no died event happened for Alice's Vanguard Sergeant
