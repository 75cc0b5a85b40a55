@edition:v1.4
Feature: Deathknell (rule 808)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test unit "Martyr" costing 0 with 1 Might and text "[Deathknell][>] Draw 1."
    And a test spell "Smite" costing 1 and text "Kill a unit."

  @rule:808 @waived:heading
  Rule: 808 Deathknell

  Rule: 808.1.c Deathknell means "when I die", however the unit dies

    @rule:808.1.c @rule:808.1 @rule:808.1.a @rule:808.1.b @rule:808.1.b.1 @rule:808.1.c.1
    Example: Killed by Alice's spell, Bob's Martyr still draws him a card
      Given Bob has a Martyr at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Martyr
      And Alice passes
      And Bob passes
      Then Bob's Martyr is in Bob's trash
      And the chain holds Bob's Martyr
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      And the chain is empty

    @rule:808.1.c
    Example: Bob's Martyr stays silent when another of his units dies beside it
      Given Bob has a Martyr at the Bridge
      And Bob has a Playful Phantom at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Playful Phantom
      And Alice passes
      And Bob passes
      Then Bob's Playful Phantom is in Bob's trash
      And Bob's Martyr is at the Bridge
      And the chain is empty
      And Bob's hand holds 0 cards

    @rule:808.1.c
    Example: Bob's LeBlanc, Fragmented, killed in his main phase, draws him 1: it is not his Beginning Phase
      Given it is Bob's main phase
      And Bob has a LeBlanc, Fragmented at the Bridge
      And Bob has 3 cards in his main deck
      And Bob has a Smite in his hand
      And Bob has 1 Energy in his rune pool
      When Bob plays his Smite
      And Bob chooses his LeBlanc, Fragmented
      And Bob passes
      And Alice passes
      Then the chain holds Bob's LeBlanc, Fragmented
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And the chain is empty

  Rule: 808.1.a Deathknell belongs to permanents: gear has it too

    @rule:808.1.a
    Example: Bob's gear with Deathknell, killed by Alice's spell, draws him a card
      Given a test gear "Last Lantern" costing 0 and text "[Deathknell][>] Draw 1."
      And a test spell "Smash" costing 0 and text "Kill a gear."
      And Bob has a Last Lantern in his base
      And Bob has 2 cards in his main deck
      And Alice has a Smash in her hand
      When Alice plays her Smash
      And Alice chooses Bob's Last Lantern
      And Alice passes
      And Bob passes
      Then Bob's Last Lantern is in Bob's trash
      And the chain holds Bob's Last Lantern
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card

  Rule: 808.1.d It triggers on being killed and put in the trash, not on leaving the board otherwise

    @rule:808.1.d
    Example: Returned to Bob's hand, his Martyr does not die and draws him nothing
      Given a test spell "Send Home" costing 0 and text "Return a unit to its owner's hand."
      And Bob has a Martyr at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Send Home in her hand
      When Alice plays her Send Home
      And Alice chooses Bob's Martyr
      And Alice passes
      And Bob passes
      Then Bob's Martyr is in Bob's hand
      And the chain is empty
      And Bob's hand holds 1 card
      And no triggered event happened for Bob's Martyr

    @rule:808.1.d
    Example: Killed by Alice's Scrap, Bob's Scrapheap sees its own kill and draws him 1
      Given a test spell "Scrap" costing 0 and text "Kill a gear."
      And a test gear "Scrapheap" costing 2 and text "When this is played, discarded, or killed, draw 1."
      And Bob has a Scrapheap in his base
      And Bob has 2 cards in his main deck
      And Alice has a Scrap in her hand
      When Alice plays her Scrap
      And Alice chooses Bob's Scrapheap
      And Alice passes
      And Bob passes
      Then Bob's Scrapheap is in Bob's trash
      And the chain holds Bob's Scrapheap
      When Bob passes
      And Alice passes
      Then the chain is empty
      And Bob drew 1 time

    @rule:808.1.d
    Example: Bob's Lookout, watching its own move or its play or kill, sees Alice's Smite kill it and draws him 1
      Given a test unit "Lookout" costing 0 with 2 Might and text "When I move or when this is played, or killed, draw 1."
      And Bob has a Lookout at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Lookout
      And Alice passes
      And Bob passes
      Then Bob's Lookout is in Bob's trash
      And the chain holds Bob's Lookout
      When Bob passes
      And Alice passes
      Then the chain is empty
      And Bob drew 1 time

  Rule: 808.1.d.1 A death replaced by something else leaves the Deathknell without effect

    @rule:808.1.d.1
    Example: Zhonya's Hourglass saves Bob's Martyr from Alice's Smite, and the Martyr draws nothing
      Given Bob has a Martyr at the Bridge
      And Bob has a Zhonya's Hourglass in his base
      And Bob has 2 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Martyr
      And Alice passes
      And Bob passes
      Then Bob's Martyr is in Bob's base
      And Bob's Zhonya's Hourglass is in Bob's trash
      And the chain is empty
      And Bob's hand holds 0 cards

  Rule: 808.1.d.2 The Deathknell goes on the chain before its unit reaches the trash

    @rule:808.1.d.2
    Example: Bob's Martyr's ability triggers before the Martyr dies
      Given Bob has a Martyr at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Martyr
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | triggered        | Bob's Martyr |
        | chain-item-added | Bob's Martyr |
        | died             | Bob's Martyr |

  Rule: 808.1.d.3 The Deathknell remembers where its unit was

    @rule:808.1.d.3
    Example: Bob's Herald, killed at the Bridge, leaves a Recruit token at the Bridge
      Given a test unit "Herald" costing 0 with 1 Might and text "[Deathknell][>] Play a 1 :rb_might: Recruit unit token here."
      And Bob has a Herald at the Bridge
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Herald
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Herald is in Bob's trash
      And the Bridge holds a 1 Might Recruit token controlled by Bob

    @rule:808.1.d.3
    Example: Bob's Herald, killed in his base, leaves its Recruit token in his base
      Given a test unit "Herald" costing 0 with 1 Might and text "[Deathknell][>] Play a 1 :rb_might: Recruit unit token here."
      And Bob has a Herald in his base
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Herald
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Herald is in Bob's trash
      And Bob's base holds a 1 Might Recruit token controlled by Bob

    @rule:808.1.d.3
    Example: Bob's Hero had 5 Might as it died, so its Deathknell reads it as Mighty then and draws him 2
      Given a test unit "Hero" costing 0 with 5 Might and text "[Deathknell][>] If I was [Mighty], draw 2."
      And Bob has a Hero at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Hero
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Hero is in Bob's trash
      And Bob's hand holds 2 cards

    @rule:808.1.d.3
    Example: Bob's Hero with 4 Might was not Mighty as it died, so its Deathknell draws him nothing
      Given a test unit "Hero" costing 0 with 4 Might and text "[Deathknell][>] If I was [Mighty], draw 2."
      And Bob has a Hero at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Hero
      And Alice passes
      And Bob passes
      Then Bob's Hero is in Bob's trash
      And Bob's hand holds 0 cards

    @rule:808.1.d.3
    Example: Bob's buffed Veteran, killed, draws him 1: its "if I was buffed" reads the buff noted before it reached the trash
      Given a test unit "Veteran" costing 0 with 1 Might and text "[Deathknell][>] If I was buffed, draw 1."
      And Bob has a buffed Veteran at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Veteran
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Veteran is in Bob's trash
      And Bob drew 1 time

    @rule:808.1.d.3
    Example: Bob's 4 Might Dud was not Mighty as it died, so its "if I was not [Mighty]" draws him 1
      Given a test unit "Dud" costing 0 with 4 Might and text "[Deathknell][>] If I was not [Mighty], draw 1."
      And Bob has a Dud at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Dud
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Dud is in Bob's trash
      And Bob's hand holds 1 card

    @rule:808.1.d.3
    Example: Bob's Hero was Mighty but not buffed as it died: "if I was [Mighty] and buffed" asks both, so it draws him nothing
      Given a test unit "Hero" costing 0 with 5 Might and text "[Deathknell][>] If I was [Mighty] and buffed, draw 2."
      And Bob has a Hero at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Hero
      And Alice passes
      And Bob passes
      Then Bob's Hero is in Bob's trash
      And Bob's hand holds 0 cards

    @rule:808.1.d.3 @rule:740.2.a
    Example: Bob's Loner, alone at the Bridge as Alice kills it, draws him 1 from its Deathknell
      Given a test unit "Loner" costing 0 with 2 Might and text "[Deathknell][>] If I died alone, draw 1."
      And Bob has a Loner at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Loner
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Loner is in Bob's trash
      And Bob's hand holds 1 card

    @rule:808.1.d.3 @rule:740.2.a
    Example: Bob's Loner had a friendly Martyr beside it as it died, so it did not die alone and draws him nothing
      Given a test unit "Loner" costing 0 with 2 Might and text "[Deathknell][>] If I died alone, draw 1."
      And Bob has a Loner at the Bridge
      And Bob has a Martyr at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Loner
      And Alice passes
      And Bob passes
      Then Bob's Loner is in Bob's trash
      And Bob's Martyr is at the Bridge
      And Bob's hand holds 0 cards

    @rule:808.1.d.3 @rule:740.2.a
    Example: Bob's Mingler asks whether it died with company: a friendly Martyr stood beside it, so its Deathknell draws him 1
      Given a test unit "Mingler" costing 0 with 2 Might and text "[Deathknell][>] If I didn't die alone, draw 1."
      And Bob has a Mingler at the Bridge
      And Bob has a Martyr at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Mingler
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Mingler is in Bob's trash
      And Bob's Martyr is at the Bridge
      And Bob's hand holds 1 card

    @rule:808.1.d.3 @rule:359.3.f.3
    Example: Bob's Scout died at the Bridge: resolving from the trash, its Deathknell still knows it was at a battlefield and draws him 2
      Given a test unit "Scout" costing 0 with 1 Might and text "[Deathknell][>] Draw 1. If I was at a battlefield, draw 1."
      And Bob has a Scout at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Scout
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Scout is in Bob's trash
      And Bob's hand holds 2 cards

    @rule:808.1.d.3 @rule:359.3.f.3
    Example: Bob's Scout dies at the Bridge to his own Snuff in answer to Alice's Spark: its Deathknell, resolving above her Spark, still knows it was at a battlefield and draws him 2
      Given a test unit "Scout" costing 0 with 1 Might and text "[Deathknell][>] Draw 1. If I was at a battlefield, draw 1."
      And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Bob has a Scout at the Bridge
      And Bob has a Snuff in his hand
      And Bob has 3 cards in his main deck
      And Alice has a Spark in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Snuff
      And Bob chooses his Scout
      And Bob passes
      And Alice passes
      Then Bob's Scout is in Bob's trash
      And the chain holds Alice's Spark, then Bob's Scout
      When Bob passes
      And Alice passes
      Then Bob's hand holds 2 cards
      And the chain holds Alice's Spark

    @rule:808.1.d.3 @rule:359.3.f.3
    Example: Bob's Scout died in his base, so its Deathknell draws him only the first card, not the one for being at a battlefield
      Given a test unit "Scout" costing 0 with 1 Might and text "[Deathknell][>] Draw 1. If I was at a battlefield, draw 1."
      And Bob has a Scout in his base
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Scout
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Scout is in Bob's trash
      And Bob's hand holds 1 card

    @rule:808.1.d.3 @rule:383.2.a.1
    Example: Bob's 4 Might Guard was not Mighty as it died: its Deathknell never triggers, so once Smite is done the chain is empty and Alice is free to act
      Given a test unit "Guard" costing 0 with 4 Might and text "[Deathknell][>] If I was [Mighty], draw 1."
      And Bob has a Guard at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Guard
      And Alice passes
      And Bob passes
      Then Bob's Guard is in Bob's trash
      And no triggered event happened for Bob's Guard
      And the chain is empty
      And the turn is in a Neutral Open state
      And Alice has priority
      And Bob's hand holds 0 cards

    @rule:808.1.d.3 @rule:383.2.a.1
    Example: Bob's 5 Might Guard was Mighty as it died: its Deathknell triggers, waits on the chain, and draws him 1 once both pass
      Given a test unit "Guard" costing 0 with 5 Might and text "[Deathknell][>] If I was [Mighty], draw 1."
      And Bob has a Guard at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Guard
      And Alice passes
      And Bob passes
      Then Bob's Guard is in Bob's trash
      And the chain holds Bob's Guard
      And Bob's hand holds 0 cards
      When Bob passes
      And Alice passes
      Then the chain is empty
      And Bob's hand holds 1 card

    @rule:808.1.d.3 @rule:383.2.a.1
    Example: Bob's 5 Might Dud was Mighty as it died, so its "if I was not [Mighty]" keeps its Deathknell from triggering at all
      Given a test unit "Dud" costing 0 with 5 Might and text "[Deathknell][>] If I was not [Mighty], draw 1."
      And Bob has a Dud at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Dud
      And Alice passes
      And Bob passes
      Then Bob's Dud is in Bob's trash
      And no triggered event happened for Bob's Dud
      And the chain is empty
      And the turn is in a Neutral Open state
      And Bob's hand holds 0 cards

    @rule:808.1.d.3 @rule:740.2.a @rule:383.2.a.1
    Example: Bob's Loner had a friendly Martyr beside it as it died: its Deathknell never triggers, and nothing waits on the chain after Smite
      Given a test unit "Loner" costing 0 with 2 Might and text "[Deathknell][>] If I died alone, draw 1."
      And Bob has a Loner at the Bridge
      And Bob has a Martyr at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Loner
      And Alice passes
      And Bob passes
      Then Bob's Loner is in Bob's trash
      And no triggered event happened for Bob's Loner
      And the chain is empty
      And the turn is in a Neutral Open state
      And Alice has priority
      And Bob's hand holds 0 cards

    @rule:808.1.d.3 @rule:740.2.a @rule:383.2.a.1
    Example: Bob's Loner died alone at the Bridge: its Deathknell triggers and waits on the chain before it draws him 1
      Given a test unit "Loner" costing 0 with 2 Might and text "[Deathknell][>] If I died alone, draw 1."
      And Bob has a Loner at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Loner
      And Alice passes
      And Bob passes
      Then the chain holds Bob's Loner
      And Bob's hand holds 0 cards
      When Bob passes
      And Alice passes
      Then the chain is empty
      And Bob's hand holds 1 card

    @rule:808.1.d.3 @rule:740.2.a @rule:383.2.a.1
    Example: Bob's Mingler died alone, so its "if I didn't die alone" keeps its Deathknell off the chain
      Given a test unit "Mingler" costing 0 with 2 Might and text "[Deathknell][>] If I didn't die alone, draw 1."
      And Bob has a Mingler at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Mingler
      And Alice passes
      And Bob passes
      Then Bob's Mingler is in Bob's trash
      And no triggered event happened for Bob's Mingler
      And the chain is empty
      And Bob's hand holds 0 cards

    @rule:808.1.d.3 @rule:383.2.a.1
    Example: Bob's Sentry died in his base: its "if I was at a battlefield" Deathknell does not trigger at all
      Given a test unit "Sentry" costing 0 with 1 Might and text "[Deathknell][>] If I was at a battlefield, draw 1."
      And Bob has a Sentry in his base
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Sentry
      And Alice passes
      And Bob passes
      Then Bob's Sentry is in Bob's trash
      And no triggered event happened for Bob's Sentry
      And the chain is empty
      And the turn is in a Neutral Open state
      And Bob's hand holds 0 cards

    @rule:808.1.d.3 @rule:383.2.a.1
    Example: Bob's Sentry died at the Bridge: its "if I was at a battlefield" Deathknell triggers and, resolving from the trash, draws him 1
      Given a test unit "Sentry" costing 0 with 1 Might and text "[Deathknell][>] If I was at a battlefield, draw 1."
      And Bob has a Sentry at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Sentry
      And Alice passes
      And Bob passes
      Then the chain holds Bob's Sentry
      When Bob passes
      And Alice passes
      Then Bob's Sentry is in Bob's trash
      And Bob's hand holds 1 card

    @rule:808.1.d.3 @rule:359.3.f.3
    Example: Bob's Keeper died in his base: its Deathknell's "If I was in your base" holds from the trash, so it draws him 2
      Given a test unit "Keeper" costing 0 with 1 Might and text "[Deathknell][>] Draw 1. If I was in your base, draw 1."
      And Bob has a Keeper in his base
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Keeper
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Keeper is in Bob's trash
      And Bob's hand holds 2 cards

    @rule:808.1.d.3 @rule:359.3.f.3
    Example: Bob's Rover died at the Bridge: "If I was not in your base" holds for its Deathknell, so it draws him 2
      Given a test unit "Rover" costing 0 with 1 Might and text "[Deathknell][>] Draw 1. If I was not in your base, draw 1."
      And Bob has a Rover at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Rover
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Rover is in Bob's trash
      And Bob's hand holds 2 cards

    @rule:808.1.d.3 @rule:359.3.f.3
    Example: Bob's Veteran was ready but not buffed as it died: "If I was ready and buffed" asks both, so its Deathknell draws him only 1
      Given a test unit "Veteran" costing 0 with 1 Might and text "[Deathknell][>] Draw 1. If I was ready and buffed, draw 1."
      And Bob has a Veteran at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Veteran
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Veteran is in Bob's trash
      And Bob's hand holds 1 card

    @rule:808.1.d.3 @rule:359.3.f.3
    Example: Bob's Wanderer died at the Bridge, not in his base: "If I was in your base at a battlefield" asks both places, so its Deathknell draws him only 1
      Given a test unit "Wanderer" costing 0 with 1 Might and text "[Deathknell][>] Draw 1. If I was in your base at a battlefield, draw 1."
      And Bob has a Wanderer at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Wanderer
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Wanderer is in Bob's trash
      And Bob's hand holds 1 card

    @rule:808.1.d.3 @rule:740.2.a
    Example: Bob's Drifter died alone at the Bridge: its Deathknell draws him 1, then 1 more for "If I died alone"
      Given a test unit "Drifter" costing 0 with 2 Might and text "[Deathknell][>] Draw 1. If I died alone, draw 1."
      And Bob has a Drifter at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Drifter
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Drifter is in Bob's trash
      And Bob's hand holds 2 cards

    @rule:808.1.d.3
    Example: Bob's Brawler was dealt 1 this turn before Alice killed it: its Deathknell knows it was hurt, so "If I haven't been dealt damage this turn" draws him nothing more
      Given a test unit "Brawler" costing 0 with 3 Might and text "[Deathknell][>] Draw 1. If I haven't been dealt damage this turn, draw 1."
      And a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And Bob has a Brawler at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Jab in her hand
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Jab
      And Alice chooses Bob's Brawler
      And Alice passes
      And Bob passes
      Then Bob's Brawler has 1 damage
      When Alice plays her Smite
      And Alice chooses Bob's Brawler
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Brawler is in Bob's trash
      And Bob's hand holds 1 card

    @rule:808.1.d.3 @rule:383.2.a.1
    Example: Bob's Bruiser was dealt 1 this turn before it died: its Deathknell "If I haven't been dealt damage this turn" does not trigger
      Given a test unit "Bruiser" costing 0 with 3 Might and text "[Deathknell][>] If I haven't been dealt damage this turn, draw 1."
      And a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And Bob has a Bruiser at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Jab in her hand
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Jab
      And Alice chooses Bob's Bruiser
      And Alice passes
      And Bob passes
      And Alice plays her Smite
      And Alice chooses Bob's Bruiser
      And Alice passes
      And Bob passes
      Then Bob's Bruiser is in Bob's trash
      And no triggered event happened for Bob's Bruiser
      And the chain is empty
      And Bob's hand holds 0 cards

  Rule: 808.2 Each Deathknell of a unit triggers on its own

    @rule:808.2
    Example: Bob's unit with two Deathknells draws him two cards when it dies
      Given a test unit "Twin Martyr" costing 0 with 1 Might and text "[Deathknell][>] Draw 1.\n[Deathknell][>] Draw 1."
      And Bob has a Twin Martyr at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Twin Martyr
      And Alice passes
      And Bob passes
      And Bob puts his Twin Martyr's ability, then his Twin Martyr's ability on the chain in that order
      Then the chain holds Bob's Twin Martyr, then Bob's Twin Martyr
      When Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      Then Bob's hand holds 2 cards

    @rule:808.2 @rule:808.1.b.1 @rule:808.1.c.1
    Example: Each of two different Deathknells of Bob's unit does its own effect
      Given a test unit "Split Martyr" costing 0 with 1 Might and text "[Deathknell][>] Draw 1.\n[Deathknell][>] Draw 2."
      And Bob has a Split Martyr at the Bridge
      And Bob has 4 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Split Martyr
      And Alice passes
      And Bob passes
      And Bob puts his Split Martyr's ability 1, then his Split Martyr's ability 2 on the chain in that order
      Then the chain holds Bob's Split Martyr, then Bob's Split Martyr
      When Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      Then Bob's hand holds 3 cards

  Rule: 808.2.a The dying permanent's controller orders its Deathknells, once the spell that killed it is done

    @rule:808.2.a
    Example: Bob is asked to order his Split Martyr's two Deathknells only after Alice's Smite has left the chain
      Given a test unit "Split Martyr" costing 0 with 1 Might and text "[Deathknell][>] Draw 1.\n[Deathknell][>] Draw 2."
      And Bob has a Split Martyr at the Bridge
      And Bob has 4 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Split Martyr
      And Alice passes
      And Bob passes
      Then Bob is asked to order his triggered abilities
      And Alice's Smite is in Alice's trash
      And Bob's Split Martyr is in Bob's trash
      When Bob puts his Split Martyr's ability 2, then his Split Martyr's ability 1 on the chain in that order
      Then the chain holds Bob's Split Martyr, then Bob's Split Martyr
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card

    @rule:808.2.a
    Example: Put on the chain the other way round, Bob's Draw 2 resolves first
      Given a test unit "Split Martyr" costing 0 with 1 Might and text "[Deathknell][>] Draw 1.\n[Deathknell][>] Draw 2."
      And Bob has a Split Martyr at the Bridge
      And Bob has 4 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Split Martyr
      And Alice passes
      And Bob passes
      And Bob puts his Split Martyr's ability 1, then his Split Martyr's ability 2 on the chain in that order
      And Bob passes
      And Alice passes
      Then Bob's hand holds 2 cards

    @rule:808.2.a @rule:383.3.d.1
    Example: Alice's Smite kills Bob's Split Martyr beside her Vigil's two "When a unit dies": Alice, the turn player, orders hers first, then Bob his two Deathknells
      Given a test gear "Vigil" costing 0 and text "When a unit dies, draw 1.\nWhen a unit dies, draw 2."
      And a test unit "Split Martyr" costing 0 with 1 Might and text "[Deathknell][>] Draw 1.\n[Deathknell][>] Draw 2."
      And Bob has a Split Martyr at the Bridge
      And Bob has 4 cards in his main deck
      And Alice has 4 cards in her main deck
      And Alice has a Vigil in her base
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      And Alice chooses Bob's Split Martyr
      And Alice passes
      And Bob passes
      Then Alice is asked to order her triggered abilities
      When Alice puts her Vigil's ability 1, then her Vigil's ability 2 on the chain in that order
      Then Bob is asked to order his triggered abilities
      When Bob puts his Split Martyr's ability 2, then his Split Martyr's ability 1 on the chain in that order
      Then the chain holds Alice's Vigil, then Alice's Vigil, then Bob's Split Martyr, then Bob's Split Martyr

  Rule: 808.3 Whether a permanent has Deathknell can be checked by other effects

    @rule:808.3
    Example: A spell that kills a unit with Deathknell may choose Bob's Martyr but not his Playful Phantom
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Deathknell]."
      And Alice has a Pick in her hand
      And Bob has a Martyr in his base
      And Bob has a Playful Phantom in his base
      And Bob has 2 cards in his main deck
      When Alice plays her Pick
      And Alice chooses Bob's Playful Phantom
      Then the action is refused
      When Alice chooses Bob's Martyr
      And Alice passes
      And Bob passes
      Then Bob's Martyr is in Bob's trash
      And Bob's Playful Phantom is in Bob's base

    @rule:808.3
    Example: Bob's Envoy, not Empowered, has no Deathknell yet: Alice's spell that kills a unit with Deathknell may choose only his Martyr
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Deathknell]."
      And a test unit "Envoy" costing 2 with 2 Might and text "[Empower] :rb_energy_1:\n[Empowered][>][>>][Deathknell][>] Draw 1."
      And Alice has a Pick in her hand
      And Bob has a Martyr in his base
      And Bob has an Envoy in his base
      When Alice plays her Pick
      Then Alice is asked to choose targets among Bob's Martyr

    @rule:808.3
    Example: Bob's Lich makes his own Martyr's Deathknell trigger an additional time, not Alice's Martyr's: Bob draws 2, Alice 1
      Given a test spell "Culling" costing 0 and text "Kill up to two units."
      And a test unit "Lich" costing 0 with 3 Might and text "Your [Deathknell] effects trigger an additional time."
      And Alice has a Martyr in her base
      And Bob has a Martyr in his base
      And Bob has a Lich in his base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Alice has a Culling in her hand
      When Alice plays her Culling
      And Alice chooses her Martyr and Bob's Martyr
      And Alice passes
      And Bob passes
      Then Bob is asked to order his triggered abilities
      When Bob puts his Martyr's ability, then his Martyr's ability on the chain in that order
      Then the chain holds Alice's Martyr, then Bob's Martyr, then Bob's Martyr
      When Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      Then Bob drew 2 times
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
      And Bob drew 2 times

    @rule:808.3
    Example: Alice's Lich adds nothing to the death her Grave Word waits for this turn: a delayed ability is no Deathknell, and it goes on the chain once
      Given a test unit "Lich" costing 0 with 3 Might and text "Your [Deathknell] effects trigger an additional time."
      And a test spell "Grave Word" costing 0 and text "Deal 3 to a unit. When it dies this turn, return it to its owner's hand."
      And Alice has a Lich in her base
      And Alice has a Grave Word in her hand
      And Bob has a Recruit (NX) at the Bridge
      When Alice plays her Grave Word
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And the chain holds Alice's Grave Word
      When Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's hand
      And the chain is empty
