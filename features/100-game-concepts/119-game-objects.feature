@edition:v1.4
Feature: Game objects and cards (rules 119–133)

  Background:
    Given it is Alice's main phase
    And a test unit "Footman" costing 0 with 3 Might
    And a test gear "Lantern" costing 0

  @rule:119 @rule:125 @rule:127 @rule:128 @rule:129 @rule:130 @rule:131 @rule:131.2 @rule:131.3 @rule:132 @rule:133 @waived:heading
  Rule: 119 Game objects, 125 cards and their parts up to 133 categories

  @rule:133.4.a @rule:133.4.b @rule:133.5.a @rule:133.6.a @rule:133.6.b @waived:heading
  Rule: 133.4.a Permanents, spells, runes, battlefields and legends as categories

  @rule:120 @rule:121 @rule:122 @rule:123 @rule:126 @waived:definition
  Rule: 120 What a game object is, and 126 that a game is played with cards

  @rule:129.1 @rule:129.2 @rule:130.1 @rule:130.2 @rule:130.3 @waived:physical-handling
  Rule: 129.1 How the back and the front of a physical card look

  @rule:128.1 @rule:130.5 @waived:definition
  Rule: 128.1 A card is always in some zone, and 130.5 what face up means

  @rule:124.2 @rule:133.1 @rule:133.2 @waived:definition
  Rule: 124.2 The statuses an object may have, and 133.1 categories of cards, each dealt with under its own rule

  @rule:131.2.a @rule:131.3.a @rule:131.3.b @rule:132.2 @rule:132.3 @waived:physical-handling
  Rule: 131.2.a Where the cost and the name are printed, and cards printed in other languages

  Rule: 124.1 A card that goes to a zone off the board and back keeps none of its temporary changes

    @rule:124 @rule:124.1
    Example: Alice's unit given +2 Might this turn, returned to her hand and played again, has its printed Might
      Given a test spell "Boost" costing 0 and text "Give a unit +2 :rb_might: this turn."
      And a test spell "Retreat" costing 0 and text "Return a friendly unit to its owner's hand."
      And Alice has a Footman in her base
      And Alice has a Boost in her hand
      And Alice has a Retreat in her hand
      When Alice plays her Boost
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman's Might is 5
      When Alice plays her Retreat
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's hand
      When Alice plays her Footman
      Then Alice's Footman is in Alice's base
      And Alice's Footman's Might is 3

    @rule:124.1
    Example: Alice's exhausted, stunned Footman keeps neither status in her hand, and played again it is not stunned
      Given a test spell "Retreat" costing 0 and text "Return a friendly unit to its owner's hand."
      And Alice has an exhausted stunned Footman in her base
      And Alice has a Retreat in her hand
      When Alice plays her Retreat
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's hand
      And Alice's Footman is ready
      And Alice's Footman is not stunned
      When Alice plays her Footman
      Then Alice's Footman is in Alice's base
      And Alice's Footman is not stunned

    @rule:124.1 @rule:365.1
    Example: Alice's Bragger, the only card in the game, returns itself to her hand and loses the Might its own text gave it on the board
      Given a test unit "Bragger" costing 0 with 2 Might and text "I have +1 :rb_might:.\n:rb_exhaust:: Return me to my owner's hand."
      And Alice has a Bragger in her base
      Then Alice's Bragger's Might is 3
      When Alice activates her Bragger
      And Alice passes
      And Bob passes
      Then Alice's Bragger is in Alice's hand
      And Alice's Bragger's Might is 2

    @rule:124.1 @rule:365.1
    Example: Alice's Hulk, the only card in the game, has [Tank] while buffed; back in her hand it has none, so counting her cards with [Tank] draws her nothing
      Given a test unit "Hulk" costing 0 with 2 Might and text "While I'm buffed, I have [Tank].\n:rb_exhaust:: Return me to my owner's hand. Draw 1 for each card with [Tank] in your hand."
      And Alice has a buffed Hulk in her base
      Then Alice's Hulk's Might is 3
      When Alice activates her Hulk
      And Alice passes
      And Bob passes
      Then Alice's Hulk is in Alice's hand
      And Alice drew 0 times
      And Alice burned out 0 times

    @rule:124 @rule:124.1
    Example: Alice's Footman under Lotus Trap, returned to her hand and played again, takes its damage no longer doubled
      Given a test spell "Tap" costing 0 and text "Deal 1 to a unit."
      And a test spell "Retreat" costing 0 and text "Return a friendly unit to its owner's hand."
      And Alice has a Footman in her base
      And Alice has a Lotus Trap in her hand
      And Alice has a Tap in her hand
      And Alice has a Tap in her hand
      And Alice has a Retreat in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Lotus Trap
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      And Alice plays her Tap
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman has 2 damage
      When Alice plays her Retreat
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's hand
      When Alice plays her Footman
      And Alice plays her Tap 2
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman has 1 damage

    @rule:124
    Example: Alice's Courier, moved, returned to her hand and played again, is a new object: its next move is again its first this turn
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test unit "Courier" costing 0 with 2 Might and text "The first time I move each turn, draw 1."
      And a test unit "Squire" costing 1 with 1 Might
      And a test spell "Shift" costing 0 and text "Move a friendly unit to a battlefield."
      And a test spell "Recoil" costing 0 and text "Return a unit to its owner's hand."
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And Alice has a Squire at the Bridge
      And Alice has a Squire at the Ford
      And Alice has a Courier at the Bridge
      And Alice has a Shift in her hand
      And Alice has a Shift in her hand
      And Alice has a Recoil in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Shift
      And Alice chooses her Courier
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Courier
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Recoil
      And Alice chooses her Courier
      And Alice passes
      And Bob passes
      Then Alice's Courier is in Alice's hand
      When Alice plays her Courier
      And Alice chooses base
      Then Alice's Courier is in Alice's base
      When Alice plays her Shift 2
      And Alice chooses her Courier
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Courier
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:124
    Example: Alice's Raider, having conquered, returned to her hand and played again, is a new object: its next conquest is again its first this turn
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test unit "Raider" costing 0 with 2 Might and text "The first time I conquer each turn, draw 1."
      And a test spell "Shift" costing 0 and text "Move a friendly unit to a battlefield."
      And a test spell "Recoil" costing 0 and text "Return a unit to its owner's hand."
      And Alice has a Raider in her base
      And Alice has a Shift in her hand
      And Alice has a Shift in her hand
      And Alice has a Recoil in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Shift
      And Alice chooses her Raider
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Raider
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Recoil
      And Alice chooses her Raider
      And Alice passes
      And Bob passes
      Then Alice's Raider is in Alice's hand
      When Alice plays her Raider
      Then Alice's Raider is in Alice's base
      When Alice plays her Shift 2
      And Alice chooses her Raider
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice controls the Ford
      And the chain holds Alice's Raider
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:124
    Example: Alice's Raider, having conquered, goes home and out again as the same object: its next conquest this turn is not its first
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test unit "Raider" costing 0 with 2 Might and text "The first time I conquer each turn, draw 1."
      And a test spell "Shift" costing 0 and text "Move a friendly unit to a battlefield."
      And Alice has a Raider in her base
      And Alice has a Shift in her hand
      And Alice has a Shift in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Shift
      And Alice chooses her Raider
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Raider
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice moves her Raider to her base
      Then Alice's Raider is in Alice's base
      When Alice plays her Shift 2
      And Alice chooses her Raider
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice controls the Ford
      And the chain is empty
      And Alice drew 1 time

    @rule:124
    Example: The unit Alice's Payout killed is a new object in the trash, so "if it was an enemy unit" reads it as it was when killed
      Given a battlefield called the Bridge
      And a test spell "Payout" costing 0 and text "Kill a unit at a battlefield. If it was an enemy unit, draw 1. If it was a friendly unit, draw 2."
      And Bob has a Footman at the Bridge
      And Alice has a Payout in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Payout
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And Alice drew 1 time
      And Alice's hand holds 1 card

    @rule:124
    Example: Alice's own unit, killed by her Payout, was a friendly unit as it was killed
      Given a battlefield called the Bridge
      And a test spell "Payout" costing 0 and text "Kill a unit at a battlefield. If it was an enemy unit, draw 1. If it was a friendly unit, draw 2."
      And Alice has a Footman at the Bridge
      And Alice has a Payout in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Payout
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And Alice drew 2 times
      And Alice's hand holds 2 cards

    @rule:124
    Example: Bob's unit, returned to his hand by Alice's Rebuff, is a new object there, so "if it was an enemy unit" reads it as it was on the board
      Given a battlefield called the Bridge
      And a test spell "Rebuff" costing 0 and text "Return a unit at a battlefield to its owner's hand. If it was an enemy unit, draw 1. If it was a friendly unit, draw 2."
      And Bob has a Footman at the Bridge
      And Alice has a Rebuff in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Rebuff
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's hand
      And Alice drew 1 time
      And Alice's hand holds 1 card

    @rule:124
    Example: Alice's ready Martyr, killed, is a new object in her trash, neither ready nor exhausted: its Deathknell's "if I'm ready" does not hold
      Given a test unit "Martyr" costing 0 with 2 Might and text "[Deathknell][>] Draw 1. If I'm ready, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Martyr in her base
      And Alice has a Smite in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses her Martyr
      And Alice passes
      And Bob passes
      Then Alice's Martyr is in Alice's trash
      And the chain holds Alice's Martyr
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:124
    Example: Alice's Weigh reads the Might Bob's Footman had as it was killed, 3, so she draws 1
      Given a battlefield called the Bridge
      And a test spell "Weigh" costing 0 and text "Kill a unit at a battlefield. If it had 3 :rb_might: or more, draw 1."
      And Bob has a Footman at the Bridge
      And Alice has a Weigh in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Weigh
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And Alice's hand holds 1 card

    @rule:124
    Example: Bob's Scout had 2 Might as Alice's Weigh killed it, less than 3, so she draws nothing
      Given a battlefield called the Bridge
      And a test unit "Scout" costing 0 with 2 Might
      And a test spell "Weigh" costing 0 and text "Kill a unit at a battlefield. If it had 3 :rb_might: or more, draw 1."
      And Bob has a Scout at the Bridge
      And Alice has a Weigh in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Weigh
      And Alice chooses Bob's Scout
      And Alice passes
      And Bob passes
      Then Bob's Scout is in Bob's trash
      And Alice's hand holds 0 cards

    @rule:124
    Example: The Lantern Alice's Scrapper killed was Bob's gear, not a unit: neither "if it was an enemy unit" nor "if it had 3 Might or less" holds
      Given a test spell "Scrapper" costing 0 and text "Kill a unit or gear. If it was an enemy unit, draw 1. If it had 3 :rb_might: or less, draw 1."
      And Bob has a Lantern in his base
      And Alice has a Scrapper in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Scrapper
      And Alice chooses Bob's Lantern
      And Alice passes
      And Bob passes
      Then Bob's Lantern is in Bob's trash
      And Alice's hand holds 0 cards

    @rule:124
    Example: Bob's 3 Might Footman, killed by Alice's Scrapper, was an enemy unit with 3 Might or less: both conditions hold and she draws 2
      Given a test spell "Scrapper" costing 0 and text "Kill a unit or gear. If it was an enemy unit, draw 1. If it had 3 :rb_might: or less, draw 1."
      And Bob has a Footman in his base
      And Alice has a Scrapper in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Scrapper
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And Alice's hand holds 2 cards

    @rule:124
    Example: Alice chooses not to kill with her Maybe: there is no "it" that was an enemy unit, so she draws nothing
      Given a battlefield called the Bridge
      And a test spell "Maybe" costing 0 and text "You may kill a unit at a battlefield. If it was an enemy unit, draw 1."
      And Bob has a Footman at the Bridge
      And Alice has a Maybe in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Maybe
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      And Alice chooses no
      Then Bob's Footman is at the Bridge
      And Alice's hand holds 0 cards

  Rule: 128.6 No one is made to act on hidden cards of a named type: the player may ignore the instruction (128.6.a)

    @rule:128.6 @rule:128.6.a
    Example: Summons says to play a unit from Alice's hand; she holds one, but may ignore the instruction
      Given a test spell "Summons" costing 0 and text "Play a unit from your hand, ignoring its cost."
      And Alice has a Summons in her hand
      And Alice has a Footman in her hand
      When Alice plays her Summons
      And Alice passes
      And Bob passes
      And Alice declines to choose any card
      Then Alice's Footman is in Alice's hand
      And Alice's Summons is in Alice's trash
      And the chain is empty

    @rule:128.6 @rule:128.6.a
    Example: Alice may also follow Summons and play the unit from her hand
      Given a test spell "Summons" costing 0 and text "Play a unit from your hand, ignoring its cost."
      And Alice has a Summons in her hand
      And Alice has a Footman in her hand
      When Alice plays her Summons
      And Alice passes
      And Bob passes
      And Alice chooses her Footman
      Then Alice's Footman is in Alice's base

    @rule:128.6 @rule:128.6.a
    Example: "Play a unit from your Main Deck": the deck is secret too, so Alice may ignore the instruction though her deck holds a unit
      Given a test spell "Call" costing 0 and text "Play a unit from your Main Deck, ignoring its cost."
      And Alice has a Call in her hand
      And Alice has a Footman in her main deck
      And Alice has 2 cards in her main deck
      When Alice plays her Call
      And Alice passes
      And Bob passes
      And Alice declines to choose any card
      Then Alice's Footman is in Alice's main deck
      And Alice's Call is in Alice's trash
      And the chain is empty

    @rule:128.6
    Example: An instruction about any card of Alice's hand names no type or quality: she is made to follow it
      Given a test spell "Windfall" costing 0 and text "Play a card from your hand, ignoring its cost."
      And Alice has a Windfall in her hand
      And Alice has a Footman in her hand
      When Alice plays her Windfall
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Footman is in Alice's base

  Rule: 130.4 A card is played face up

    @rule:130.4
    Example: Alice's Pakaa Cub, played from hiding, enters the Bridge face up for Bob to see
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Footman at the Bridge
      And Alice has a facedown Pakaa Cub at the Bridge
      Then Bob does not see the face of Alice's Pakaa Cub
      When From hiding, Alice plays her Pakaa Cub
      Then Alice's Pakaa Cub is at the Bridge
      And Alice's Pakaa Cub is face up
      And Bob sees the face of Alice's Pakaa Cub

  Rule: 133.4.a.1 A permanent stays on the board once it is played

    @rule:133.4.a.1
    Example: Alice's Lantern and Footman are in her base once they have been played
      Given Alice has a Lantern in her hand
      And Alice has a Footman in her hand
      When Alice plays her Lantern
      And Alice plays her Footman
      Then Alice's Lantern is in Alice's base
      And Alice's Footman is in Alice's base
      And Alice's base holds 2 objects

  Rule: 133.4.b.1 A spell does not stay on the board once it has resolved

    @rule:133.4.b.1
    Example: Alice's spell goes to her trash once it has resolved, and her base stays empty
      Given a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice's Spark is in Alice's trash
      And Alice's base holds 0 objects

  Rule: 133.4.a.2 Units and gear are the permanents

    @rule:133.4.a.2
    Example: "Kill a permanent" may choose Bob's gear as well as his unit
      Given a test spell "Ruin" costing 0 and text "Kill a permanent."
      And Bob has a Footman in his base
      And Bob has a Lantern in his base
      And Alice has a Ruin in her hand
      When Alice plays her Ruin
      Then Alice is asked to choose targets among Bob's Footman and Bob's Lantern

  Rule: 133.3 Effects may name categories to include or to exclude

    @rule:133.3
    Example: "Kill a non-unit permanent" may choose Bob's gear, not his unit
      Given a test spell "Ruin" costing 0 and text "Kill a non-unit permanent."
      And Bob has a Footman in his base
      And Bob has a Lantern in his base
      And Alice has a Ruin in her hand
      When Alice plays her Ruin
      Then Alice is asked to choose targets among Bob's Lantern
      When Alice chooses Bob's Lantern
      And Alice passes
      And Bob passes
      Then Bob's Lantern is in Bob's trash
      And Bob's Footman is in Bob's base

    @rule:133.3
    Example: "Kill a non-gear permanent" may choose Bob's unit, not his gear
      Given a test spell "Wreck" costing 0 and text "Kill a non-gear permanent."
      And Bob has a Footman in his base
      And Bob has a Lantern in his base
      And Alice has a Wreck in her hand
      When Alice plays her Wreck
      Then Alice is asked to choose targets among Bob's Footman
