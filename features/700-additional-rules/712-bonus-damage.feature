@edition:v1.4
Feature: Bonus Damage (rules 712–715)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Zap" costing 0 and text "Deal 2 to a unit."
    And a test spell "Twin Zap" costing 0 and text "Deal 2 to up to two units."
    And a test spell "Scatter" costing 0 and text "Deal 5 damage split among up to three enemy units."

  @rule:712 @waived:heading
  Rule: 712 Bonus Damage

  Rule: 713 Bonus Damage raises what a deal action deals

    @rule:713 @rule:715 @rule:715.1
    Example: With Annie on Alice's side, Alice's Zap deals 3 to Bob's Sergeant
      Given Alice has an Annie, Fiery in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 3 damage

    @rule:713 @rule:715.1
    Example: Annie's Bonus Damage raises a deal of 1 too: Alice's Flick deals 2 to Bob's Sergeant
      Given a test spell "Flick" costing 0 and text "Deal 1 to a unit."
      And Alice has an Annie, Fiery in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Flick in her hand
      When Alice plays her Flick
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 2 damage

    @rule:713 @rule:715.1
    Example: Annie grants her Bonus Damage to her controller's spells only: Bob's Zap deals 2
      Given Alice has an Annie, Fiery in her base
      And Alice has a Vanguard Sergeant at the Bridge
      And Bob has a Zap in his hand
      And it is Bob's main phase
      When Bob plays his Zap
      And Bob chooses Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant has 2 damage

    @rule:713
    Example: Alice's Ravenborn Tome gives her next spell 1 Bonus Damage: her first Zap deals 3, her second deals 2
      Given Alice has a Ravenborn Tome in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Zap in her hand
      And Alice has a Zap in her hand
      When Alice activates her Ravenborn Tome
      And Alice passes
      And Bob passes
      And Alice plays her Zap
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 3 damage
      When Alice plays her Zap 2
      And Alice chooses Bob's Vanguard Sergeant 2
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant 2 has 2 damage

    @rule:713
    Example: The Bonus Damage Ravenborn Tome gives Alice's next spell is no discount: her one discount takes 1 Energy off the spell, with no order to choose, and it deals 3
      Given a test gear "Coupon" costing 0 and text "Your spells cost :rb_energy_1: less."
      And a test spell "Jolt" costing 2 and text "Deal 2 to a unit."
      And Alice has a Ravenborn Tome in her base
      And Alice has a Coupon in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Jolt in her hand
      And Alice has 1 Energy in her rune pool
      When Alice activates her Ravenborn Tome
      And Alice passes
      And Bob passes
      And Alice plays her Jolt
      And Alice chooses Bob's Vanguard Sergeant
      Then Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 3 damage

    @rule:713
    Example: A spell's own "This deals 1 Bonus Damage" is for that spell alone: Alice's Zap played after it deals 2
      Given a test spell "Hex" costing 0 and text "Deal 2 to a unit. This deals 1 Bonus Damage."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Hex in her hand
      And Alice has a Zap in her hand
      When Alice plays her Hex
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 3 damage
      When Alice plays her Zap
      And Alice chooses Bob's Vanguard Sergeant 2
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant 2 has 2 damage

    @rule:713 @rule:714
    Example: A spell's own "1 Bonus Damage for each card with this name in your trash" adds to the Bonus Damage Ravenborn Tome gives it, and to no other spell's damage
      Given a test spell "Hex" costing 0 and text "Deal 2 to a unit at a battlefield. This deals 1 Bonus Damage for each card with this name in your trash."
      And a test spell "Lance" costing 0 and text "[Reaction]\nDeal 4 to a unit at a battlefield."
      And a test unit "Bulwark" costing 0 with 9 Might
      And Alice has a Ravenborn Tome in her base
      And Alice has a Hex in her trash
      And Alice has a Hex in her hand
      And Alice has a Bulwark at the Bridge
      And Bob has a Bulwark at the Bridge
      And Bob has a Lance in his trash
      And Bob has a Lance in his hand
      When Alice activates her Ravenborn Tome
      And Alice passes
      And Bob passes
      And Alice plays her Hex 2
      And Alice chooses Bob's Bulwark
      And Alice passes
      And Bob plays his Lance 2
      And Bob chooses Alice's Bulwark
      And Bob passes
      And Alice passes
      Then Alice's Bulwark has 4 damage
      And the chain holds Alice's Hex 2
      When Alice passes
      And Bob passes
      Then Bob's Bulwark has 4 damage

    @rule:713
    Example: Each card with this name in Alice's trash adds 1 to her Hex's Bonus Damage: with two there it deals 2 more
      Given a test spell "Hex" costing 0 and text "Deal 2 to a unit at a battlefield. This deals 1 Bonus Damage for each card with this name in your trash."
      And a test unit "Bulwark" costing 0 with 9 Might
      And Alice has a Hex in her trash
      And Alice has a Hex in her trash
      And Alice has a Hex in her hand
      And Bob has a Bulwark at the Bridge
      When Alice plays her Hex 3
      And Alice chooses Bob's Bulwark
      And Alice passes
      And Bob passes
      Then Bob's Bulwark has 4 damage

    @rule:713
    Example: The Bonus Damage of Alice's Ravenborn Tome stays with her spell that took it: Bob's damage spell resolving above it deals no more
      Given a test spell "Spark" costing 0 and text "Draw 1."
      And a test spell "Lance" costing 0 and text "[Reaction]\nDeal 4 to a unit at a battlefield."
      And a test unit "Wall" costing 0 with 9 Might
      And Alice has a Ravenborn Tome in her base
      And Alice has a Wall at the Bridge
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Bob has a Lance in his hand
      When Alice activates her Ravenborn Tome
      And Alice passes
      And Bob passes
      And Alice plays her Spark
      And Alice passes
      And Bob plays his Lance
      And Bob chooses Alice's Wall
      And Bob passes
      And Alice passes
      Then Alice's Wall has 4 damage
      And the chain holds Alice's Spark

  Rule: 714 Several Bonus Damages on one deal action add up and apply once

    @rule:714 @rule:714.1 @editions:v1.2-v1.4
    Example: Annie's and Void Gate's Bonus Damage add up: Alice's Zap deals 4 to a unit at the Gate
      Given a Void Gate battlefield called the Gate
      And Alice has an Annie, Fiery in her base
      And Bob has a Mega-Mech at the Gate
      And Alice has a Zap in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 4 damage

    @rule:714
    Example: Two Annies give Alice's Zap 2 Bonus Damage
      Given Alice has an Annie, Fiery in her base
      And Alice has an Annie, Fiery in her base
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 4 damage

  Rule: 714.2 Bonus Damage that sums below zero adds nothing and takes nothing away

    @rule:714.2 @rule:714 @rule:714.1
    Example: Annie's 1 and a Dampener's -2 sum to -1 Bonus Damage, so Alice's Zap deals its printed 2
      Given a test unit "Dampener" costing 2 with 2 Might and text "Your spells and abilities deal -2 Bonus Damage."
      And Alice has an Annie, Fiery in her base
      And Alice has a Dampener in her base
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage

    @rule:714.2
    Example: With a Dampener's -2 Bonus Damage alone, Alice's Scatter still splits its whole 5
      Given a test unit "Dampener" costing 2 with 2 Might and text "Your spells and abilities deal -2 Bonus Damage."
      And Alice has a Dampener in her base
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Scatter in her hand
      When Alice plays her Scatter
      And Alice chooses Bob's Mega-Mech and Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice assigns 3 to Bob's Mega-Mech and 2 to Bob's Vanguard Sergeant
      Then Bob's Mega-Mech has 3 damage
      And Bob's Vanguard Sergeant has 2 damage

  Rule: 715.2 With several targets, each one gets the Bonus Damage

    @rule:715 @rule:715.2
    Example: Alice's Twin Zap deals 3 to each of its two targets
      Given Alice has an Annie, Fiery in her base
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Twin Zap in her hand
      When Alice plays her Twin Zap
      And Alice chooses Bob's Mega-Mech and Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 3 damage
      And Bob's Vanguard Sergeant has 3 damage

  Rule: 715.3 Split damage is split after the Bonus Damage is added

    @rule:715.3
    Example: Scatter with Annie splits 6, not 5 plus 1 on each share
      Given Alice has an Annie, Fiery in her base
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Scatter in her hand
      When Alice plays her Scatter
      And Alice chooses Bob's Mega-Mech and Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice assigns 4 to Bob's Mega-Mech and 2 to Bob's Vanguard Sergeant
      Then Bob's Mega-Mech has 4 damage
      And Bob's Vanguard Sergeant has 2 damage

    @rule:715.3 @editions:v1.2-v1.4
    Example: At Void Gate the Gate's Bonus Damage goes on each share of Alice's Scatter: 2 and 3 become 3 and 4
      Given a Void Gate battlefield called the Gate
      And Bob has a Mega-Mech at the Gate
      And Bob has a Vanguard Sergeant at the Gate
      And Alice has a Scatter in her hand
      When Alice plays her Scatter
      And Alice chooses Bob's Mega-Mech and Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Mega-Mech and Bob's Vanguard Sergeant
      When Alice assigns 2 to Bob's Mega-Mech and 3 to Bob's Vanguard Sergeant
      Then Bob's Mega-Mech has 3 damage
      And Bob's Vanguard Sergeant is in Bob's trash

    @rule:715.3 @rule:713
    Example: Scatter after Alice's Ravenborn Tome splits 6: the Tome's Bonus Damage for her next spell raises the amount split
      Given Alice has a Ravenborn Tome in her base
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Scatter in her hand
      When Alice activates her Ravenborn Tome
      And Alice passes
      And Bob passes
      And Alice plays her Scatter
      And Alice chooses Bob's Mega-Mech and Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice assigns 4 to Bob's Mega-Mech and 2 to Bob's Vanguard Sergeant
      Then Bob's Mega-Mech has 4 damage
      And Bob's Vanguard Sergeant has 2 damage

    @rule:715.3
    Example: A 1 damage split with Annie's Bonus Damage may take two targets
      Given a test spell "Spark Shower" costing 0 and text "Deal 1 damage split among any number of enemy units."
      And Alice has an Annie, Fiery in her base
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Spark Shower in her hand
      When Alice plays her Spark Shower
      And Alice chooses Bob's Mega-Mech and Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice assigns 1 to Bob's Mega-Mech and 1 to Bob's Vanguard Sergeant
      Then Bob's Mega-Mech has 1 damage
      And Bob's Vanguard Sergeant has 1 damage

  Rule: 715.4 No damage dealt, no Bonus Damage

    @rule:715.4
    Example: Alice's hand is empty, so her spell deals no damage and Annie adds nothing
      Given a test spell "Hand Cannon" costing 0 and text "Deal damage equal to the number of cards in your hand to a unit."
      And Alice has an Annie, Fiery in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Hand Cannon in her hand
      When Alice plays her Hand Cannon
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 0 damage
      And no damaged event happened for Bob's Vanguard Sergeant

  Rule: 715.4.a Damage that is reduced is reduced from the total with its Bonus Damage

    @rule:715.4.a
    Example: Bob's Ki Barrier prevents 7 of the 8 that Alice's spell deals with Annie's Bonus Damage
      Given a test spell "Blast" costing 0 and text "Deal 7 to a unit."
      And Alice has an Annie, Fiery in her base
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      And Alice has a Blast in her hand
      When Alice plays her Blast
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Mega-Mech
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 1 damage

    @rule:715.4.a
    Example: Bob's Ki Barrier prevents all 7 that Alice's 6 damage spell deals with Annie's Bonus Damage
      Given a test spell "Lesser Blast" costing 0 and text "Deal 6 to a unit."
      And Alice has an Annie, Fiery in her base
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      And Alice has a Lesser Blast in her hand
      When Alice plays her Lesser Blast
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Mega-Mech
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 0 damage
