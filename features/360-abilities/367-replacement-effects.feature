@edition:v1.4
Feature: Replacement effects (rules 367–371)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Execution" costing 1 and text "Kill a unit at a battlefield."
    And a test spell "Culling" costing 0 and text "Kill up to two units."
    And a test spell "Double Tap" costing 0 and text "Kill a unit. Kill a unit."
    And a test unit "Mourner" costing 2 with 2 Might and text "The first time a friendly unit dies each turn, draw 1."
    And a test spell "Study" costing 0 and text "Draw 1."
    And a test gear "Toll Gate" costing 0 and text "Once each turn, if an opponent would draw, you draw 1 instead."
    And a test gear "Toll Offer" costing 0 and text "Once each turn, if an opponent would draw, you may draw 1 instead."

  @rule:367 @waived:heading
  Rule: 367 Replacement effects

  Rule: 368 A replacement effect changes how another effect is carried out

    @rule:368 @rule:368.1 @rule:369 @rule:369.1 @rule:370 @rule:370.1.b @rule:370.1.c @editions:v1.2-v1.4
    Example: Zhonya's Hourglass replaces the death of the unit Bob's spell kills
      Given it is Bob's main phase
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Shipyard Skulker with 2 damage at the Bridge
      And Bob has an Execution in his hand
      And Bob has 1 Energy in his rune pool
      When Bob plays his Execution
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Zhonya's Hourglass is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is exhausted
      And Alice's Shipyard Skulker has 0 damage
      And no died event happened for Alice's Shipyard Skulker
      And no triggered event happened for Alice's Zhonya's Hourglass

    @rule:368 @rule:370.1.b @editions:v1.2-v1.4
    Example: Alice's Warp Charm replaces the death of her unit with a move home, carried out as Bob's spell would kill it
      Given it is Bob's main phase
      And a test gear "Warp Charm" costing 0 and text "If a unit you control would die, kill this instead. Move that unit to base and heal it."
      And Alice has a Warp Charm in her base
      And Alice has a Shipyard Skulker with 2 damage at the Bridge
      And Bob has an Execution in his hand
      And Bob has 1 Energy in his rune pool
      When Bob plays his Execution
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Warp Charm is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker has 0 damage
      And no died event happened for Alice's Shipyard Skulker

    @rule:368 @rule:368.1 @editions:v1.2-v1.4
    Example: Bob's turn draw, replaced by Alice's Oracle, reveals her top card; a spell, so she draws 2 in its place and Bob draws nothing
      Given a test gear "Oracle" costing 0 and text "If an opponent would draw, reveal the top card of your Main Deck instead. If it's a spell, draw 2 instead."
      And Alice has an Oracle in her base
      And Alice has a Study in her main deck
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice ends her turn
      Then the turn player is Bob
      And Alice drew 2 times
      And Bob drew 0 times

    @rule:370 @editions:v1.2-v1.4
    Example: The kill the Hourglass replaced is not done, but the draw after it is: its "If you do" draws Bob a second card
      Given it is Bob's main phase
      And a test spell "Cull and Count" costing 0 and text "Kill a unit at a battlefield. Draw 1. If you do, draw 1."
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Cull and Count in his hand
      And Bob has 3 cards in his main deck
      When Bob plays his Cull and Count
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's base
      And Bob drew 2 times

    @rule:368 @rule:370 @faq:origins:use-cards-save-unit-thats-already @editions:v1.2-v1.4
    Example: The Hourglass saves a unit already exhausted in base: it heals it and leaves it there, exhausted
      Given a test spell "Doom" costing 1 and text "Kill a unit."
      And it is Bob's main phase
      And Alice has a Zhonya's Hourglass in her base
      And Alice has an exhausted Shipyard Skulker with 1 damage in her base
      And Bob has a Doom in his hand
      And Bob has 1 Energy in his rune pool
      When Bob plays his Doom
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Zhonya's Hourglass is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is exhausted
      And Alice's Shipyard Skulker has 0 damage

    @rule:368 @rule:323.5 @editions:v1.2-v1.4
    Example: Zhonya's Hourglass replaces the death of Alice's Pup by lethal damage in the cleanup: healed, exhausted and recalled, it lives
      Given it is Bob's main phase
      And a test spell "Scorch" costing 0 and text "Deal 2 to a unit."
      And a test unit "Pup" costing 0 with 2 Might
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Pup at the Bridge
      And Bob has a Scorch in his hand
      When Bob plays his Scorch
      And Bob chooses Alice's Pup
      And Bob passes
      And Alice passes
      Then Alice's Pup is in Alice's base
      And Alice's Pup is exhausted
      And Alice's Pup has 0 damage
      And no died event happened for Alice's Pup
      And Alice's Zhonya's Hourglass is in Alice's trash

  Rule: 369.2 Some game actions, burning out among them, are replacement effects

    @rule:369.2
    Example: Alice would draw from her empty deck; burning out takes its place, and she draws from the recycled trash
      Given Alice has a Study in her hand
      And Alice has 2 cards in her trash
      When Alice plays her Study
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | burned-out | Alice |
        | recycled   | Alice |
        | scored     | Bob   |
        | drew       | Alice |
      And Alice's hand holds 1 card
      And Alice's main deck holds 1 card

  Rule: 369.3 "I enter ready" replaces the way a unit enters the board

    @rule:369.3
    Example: Alice's Sprinter enters her base ready; her plain Squire, played the same way, enters exhausted
      Given a test unit "Sprinter" costing 1 with 1 Might and text "I enter ready."
      And a test unit "Squire" costing 1 with 1 Might
      And Alice has a Sprinter in her hand
      And Alice has a Squire in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Sprinter
      And Alice plays her Squire
      Then Alice's Sprinter is in Alice's base
      And Alice's Sprinter is ready
      And Alice's Squire is in Alice's base
      And Alice's Squire is exhausted

    @rule:369.3
    Example: Alice's Iron Ballista enters her base exhausted, as its text says, not ready as gear otherwise enters
      Given Alice has an Iron Ballista in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Iron Ballista
      Then Alice's Iron Ballista is in Alice's base
      And Alice's Iron Ballista is exhausted

    @rule:369.3
    Example: After Confront resolves, the Squire Alice plays that turn enters her base ready
      Given a test unit "Squire" costing 1 with 1 Might
      And Alice has a Confront in her hand
      And Alice has a Squire in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Confront
      And Alice passes
      And Bob passes
      And Alice plays her Squire
      Then Alice's Squire is in Alice's base
      And Alice's Squire is ready

    @rule:369.3
    Example: After Confront resolves, the Recruit token Alice's Levy plays that turn enters her base ready too
      Given a test spell "Levy" costing 0 and text "Play a Recruit unit token."
      And Alice has a Confront in her hand
      And Alice has a Levy in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Confront
      And Alice passes
      And Bob passes
      And Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's base holds a ready Recruit token controlled by Alice

    @rule:369.3
    Example: After Confront resolves, the Recruit token Alice's Muster plays exhausted, as its text says, stays exhausted
      Given a test spell "Muster" costing 0 and text "Play a Recruit unit token exhausted."
      And Alice has a Confront in her hand
      And Alice has a Muster in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Confront
      And Alice passes
      And Bob passes
      And Alice plays her Muster
      And Alice passes
      And Bob passes
      Then Alice's base holds an exhausted Recruit token controlled by Alice

    @rule:369.3
    Example: Alice's Squire enters ready beside her Wurm, which says other friendly units enter ready; the Wurm itself entered exhausted
      Given a test unit "Wurm" costing 1 with 5 Might and text "Other friendly units enter ready."
      And a test unit "Squire" costing 1 with 1 Might
      And Alice has a Wurm in her hand
      And Alice has a Squire in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Wurm
      And Alice plays her Squire
      Then Alice's Wurm is exhausted
      And Alice's Squire is ready

    @rule:369.3
    Example: Vayne, Hunter enters ready while Bob controls a battlefield, though no one controls the other one
      Given a battlefield called the Ford
      And the Bridge is controlled by Bob
      And Alice has a Vayne, Hunter in her hand
      And Alice has 4 Energy and 1 fury Power in her rune pool
      When Alice plays her Vayne, Hunter
      Then Alice's Vayne, Hunter is in Alice's base
      And Alice's Vayne, Hunter is ready

    @rule:369.3
    Example: Vayne, Hunter enters exhausted while the only battlefield controlled is Alice's own
      Given the Bridge is controlled by Alice
      And Alice has a Vayne, Hunter in her hand
      And Alice has 4 Energy and 1 fury Power in her rune pool
      When Alice plays her Vayne, Hunter
      And Alice chooses base
      Then Alice's Vayne, Hunter is in Alice's base
      And Alice's Vayne, Hunter is exhausted

    @rule:369.3
    Example: Alice's Dune Runner enters ready only while she has two or fewer cards in her hand
      Given a test unit "Dune Runner" costing 1 with 3 Might and text "If you have two or fewer cards in your hand, I enter ready."
      And Alice has a Dune Runner in her hand
      And Alice has 2 cards in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Dune Runner
      Then Alice's Dune Runner is ready

    @rule:369.3
    Example: With three other cards in her hand, Alice's Dune Runner enters exhausted, even played to the Bridge she controls
      Given the Bridge is controlled by Alice
      And a test unit "Dune Runner" costing 1 with 3 Might and text "If you have two or fewer cards in your hand, I enter ready."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Dune Runner in her hand
      And Alice has 3 cards in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Dune Runner
      And Alice chooses the Bridge
      Then Alice's Dune Runner is at the Bridge
      And Alice's Dune Runner is exhausted

    @rule:369.3
    Example: Alice's Breakneck Mech enters ready as she controls another Mech, her Mega-Mech
      Given Alice has a Mega-Mech in her base
      And Alice has a Breakneck Mech in her hand
      And Alice has 8 Energy and 2 mind Power in her rune pool
      When Alice plays her Breakneck Mech
      Then Alice's Breakneck Mech is ready

    @rule:369.3
    Example: Bob's Mega-Mech is not Alice's: her Breakneck Mech enters exhausted
      Given Bob has a Mega-Mech in his base
      And Alice has a Breakneck Mech in her hand
      And Alice has 8 Energy and 2 mind Power in her rune pool
      When Alice plays her Breakneck Mech
      Then Alice's Breakneck Mech is exhausted

    @rule:369.3
    Example: With two other Mechs, both Mega-Mechs, Alice's Breakneck Mech enters ready: "another Mech" asks for one or more
      Given Alice has a Mega-Mech in her base
      And Alice has a Mega-Mech in her base
      And Alice has a Breakneck Mech in her hand
      And Alice has 8 Energy and 2 mind Power in her rune pool
      When Alice plays her Breakneck Mech
      Then Alice's Breakneck Mech is ready

    @rule:369.3
    Example: Alice's Sentry enters ready with two other units in her base
      Given a test unit "Sentry" costing 1 with 2 Might and text "I enter ready if you have two or more other units in your base."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Sentry in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Sentry
      Then Alice's Sentry is ready

    @rule:369.3
    Example: Under Alice's Foundry, which says her tokens enter ready, the Recruit token her Levy plays is ready, but not her Squire, though the Foundry gives it +1 Might
      Given a test gear "Foundry" costing 0 and text "Your tokens enter ready.\nYour units have +1 :rb_might:."
      And a test spell "Levy" costing 0 and text "Play a Recruit unit token."
      And a test unit "Squire" costing 1 with 1 Might
      And Alice has a Foundry in her base
      And Alice has a Levy in her hand
      And Alice has a Squire in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's base holds a ready Recruit token controlled by Alice
      When Alice plays her Squire
      Then Alice's Squire is exhausted
      And Alice's Squire's Might is 2

    @rule:369.3
    Example: Under Alice's Foundry, which says her tokens enter ready, the Recruit token her spell plays exhausted stays exhausted: the effect said so
      Given a test gear "Foundry" costing 0 and text "Your tokens enter ready."
      And a test spell "Drill" costing 0 and text "Play a Recruit unit token exhausted."
      And Alice has a Foundry in her base
      And Alice has a Drill in her hand
      When Alice plays her Drill
      And Alice passes
      And Bob passes
      Then Alice's base holds an exhausted Recruit token controlled by Alice

    @rule:369.3
    Example: Bob's Magma Wurm readies only his own units as they enter: the Squire Alice plays enters exhausted
      Given a test unit "Squire" costing 1 with 1 Might
      And Bob has a Magma Wurm in his base
      And Alice has a Squire in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Squire
      Then Alice's Squire is in Alice's base
      And Alice's Squire is exhausted

    @rule:369.3
    Example: Alice's Shadow, played to the Bridge she controls, enters ready; her second Shadow, played to her base, enters exhausted
      Given the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shadow in her hand
      And Alice has a Shadow in her hand
      And Alice has 6 Energy in her rune pool
      When Alice plays her Shadow
      And Alice chooses the Bridge
      And Alice plays her Shadow 2
      And Alice chooses base
      Then Alice's Shadow is at the Bridge
      And Alice's Shadow is ready
      And Alice's Shadow 2 is in Alice's base
      And Alice's Shadow 2 is exhausted

    @rule:369.3
    Example: Alice's Adept, played to the Bridge she controls with its "if" bonus on, still enters exhausted: only "enter ready" text readies it
      Given the Bridge is controlled by Alice
      And a test unit "Adept" costing 0 Energy and 1 fury Power with 1 Might and text "If you've spent at least :rb_rune_rainbow: this turn, I have +2 :rb_might:."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has an Adept in her hand
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice plays her Adept
      And Alice chooses the Bridge
      Then Alice's Adept is at the Bridge
      And Alice's Adept's Might is 3
      And Alice's Adept is exhausted

    @rule:369.3
    Example: Alice's first Towering Pairofant enters exhausted; once Bob's unit has died this turn, her second enters ready
      Given a test spell "Execute" costing 0 and text "Kill a unit."
      And Bob has a Shipyard Skulker in his base
      And Alice has a Towering Pairofant in her hand
      And Alice has a Towering Pairofant in her hand
      And Alice has an Execute in her hand
      And Alice has 12 Energy in her rune pool
      When Alice plays her Towering Pairofant
      Then Alice's Towering Pairofant is exhausted
      When Alice plays her Execute
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      When Alice plays her Towering Pairofant 2
      Then Alice's Towering Pairofant 2 is ready

    @rule:369.3
    Example: "If a unit died this turn" counts Alice's own unit too: once it has died, her Towering Pairofant enters ready
      Given a test spell "Execute" costing 0 and text "Kill a unit."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Towering Pairofant in her hand
      And Alice has an Execute in her hand
      And Alice has 6 Energy in her rune pool
      When Alice plays her Execute
      And Alice chooses Alice's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      When Alice plays her Towering Pairofant
      Then Alice's Towering Pairofant is ready

    @rule:369.3
    Example: Alice's Squire dies at the Frozen Fortress during her Beginning Phase; in her Main Phase her Watcher, which enters ready after such a death, is ready
      Given it is Alice's turn, at the start of the beginning phase
      And a Frozen Fortress battlefield called the Fortress
      And a test unit "Watcher" costing 0 with 2 Might and text "If a friendly unit died during your Beginning Phase this turn, I enter ready."
      And a test unit "Squire" costing 1 with 1 Might
      And the Fortress is controlled by Alice
      And Alice has a Squire at the Fortress
      And Alice has a Watcher in her hand
      And Alice has 3 cards in her main deck
      Then the chain holds the Fortress
      When Alice passes
      And Bob passes
      Then Alice's Squire is in Alice's trash
      And the game is in the main phase
      When Alice plays her Watcher
      Then Alice's Watcher is ready

    @rule:369.3
    Example: Only Bob's unit dies in Alice's Beginning Phase, and hers dies in her Main Phase: neither is a friendly death in her Beginning Phase, so her Watcher enters exhausted
      Given it is Alice's turn, at the start of the beginning phase
      And a Frozen Fortress battlefield called the Fortress
      And a test unit "Watcher" costing 0 with 2 Might and text "If a friendly unit died during your Beginning Phase this turn, I enter ready."
      And a test unit "Squire" costing 1 with 1 Might
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And the Fortress is controlled by Bob
      And Bob has a Squire at the Fortress
      And Alice has a Squire in her base
      And Alice has a Smite in her hand
      And Alice has a Watcher in her hand
      And Alice has 3 cards in her main deck
      Then the chain holds the Fortress
      When Bob passes
      And Alice passes
      Then Bob's Squire is in Bob's trash
      And the game is in the main phase
      When Alice plays her Smite
      And Alice chooses Alice's Squire
      And Alice passes
      And Bob passes
      Then Alice's Squire is in Alice's trash
      When Alice plays her Watcher
      Then Alice's Watcher is exhausted

    @rule:369.3
    Example: On Bob's turn, Alice's Squire dies in his Beginning Phase, not hers: her Reaction Watcher enters exhausted, while her Reaction Hunter, which asks only that a unit died this turn, enters ready
      Given it is Bob's turn, at the start of the beginning phase
      And a Frozen Fortress battlefield called the Fortress
      And a test unit "Watcher" costing 0 with 2 Might and text "[Reaction]\nIf a friendly unit died during your Beginning Phase this turn, I enter ready."
      And a test unit "Hunter" costing 0 with 2 Might and text "[Reaction]\nIf a unit died this turn, I enter ready."
      And a test unit "Squire" costing 1 with 1 Might
      And the Fortress is controlled by Alice
      And Alice has a Squire at the Fortress
      And Alice has a Watcher in her hand
      And Alice has a Hunter in her hand
      And Bob has a Study in his hand
      And Bob has 3 cards in his main deck
      Then the chain holds the Fortress
      When Alice passes
      And Bob passes
      Then Alice's Squire is in Alice's trash
      And the game is in the main phase
      When Bob plays his Study
      And Bob passes
      And Alice plays her Watcher
      Then Alice's Watcher is exhausted
      When Bob passes
      And Alice plays her Hunter
      Then Alice's Hunter is ready

  Rule: 370.1 A replacement applies only to the events its own text qualifies

    @rule:370.1
    Example: The Hourglass watches only friendly units: Alice's spell still kills Bob's unit
      Given Alice has a Zhonya's Hourglass in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has an Execution in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Execution
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Zhonya's Hourglass is in Alice's base

    @rule:370.1 @rule:740.1.a
    Example: In 2v2 the Hourglass's "friendly unit" takes in Alice's teammate Carol's unit: it saves the Footman Alice kills
      Given the mode of play is 2v2
      And a test unit "Footman" costing 0 with 1 Might
      And Alice has a Zhonya's Hourglass in her base
      And Carol has a Footman at the Bridge
      And Alice has an Execution in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Execution
      And Alice chooses Carol's Footman
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice's Zhonya's Hourglass is in Alice's trash
      And Carol's Footman is in Carol's base
      And Carol's Footman is exhausted
      And no died event happened for Carol's Footman

    @rule:370.1 @rule:371
    Example: Zilean copies its controller's unit tokens only, once a turn and from a battlefield: Alice's Gold gear token is played alone, unasked, her Recruit copied once, her next Recruit not, and neither her Zilean in base nor Bob's at the Ford asks
      Given a test spell "Mint" costing 0 and text "Play a Gold gear token."
      And a test spell "Levy" costing 0 and text "Play a Recruit unit token."
      And a test spell "Rally" costing 0 and text "Play a Recruit unit token."
      And the Bridge is controlled by Alice
      And Alice has a Zilean, Time Mage at the Bridge
      And Alice has a Zilean, Time Mage in her base
      And a battlefield called the Ford
      And the Ford is controlled by Bob
      And Bob has a Zilean, Time Mage at the Ford
      And Alice has a Mint in her hand
      And Alice has a Levy in her hand
      And Alice has a Rally in her hand
      When Alice plays her Mint
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's base holds 1 Gold tokens controlled by Alice
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      And the question to Alice cites rule 371.2.a
      When Alice chooses yes
      Then Alice's base holds 2 Recruit tokens controlled by Alice
      When Alice plays her Rally
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's base holds 3 Recruit tokens controlled by Alice

    @rule:370.1 @rule:371
    Example: Each of Alice's two Zileans at a battlefield is used once this turn, so her Recruit token comes with two more copies
      Given a test spell "Levy" costing 0 and text "Play a Recruit unit token."
      And the Bridge is controlled by Alice
      And Alice has a Zilean, Time Mage at the Bridge
      And Alice has a Zilean, Time Mage at the Bridge
      And Alice has a Levy in her hand
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's base holds 3 Recruit tokens controlled by Alice

    @rule:370.1
    Example: Each of Alice's replacements takes only the event it names: "If you would draw" her own draw, "If a battlefield that was uncontrolled would become contested" her unit's move into the uncontrolled Bridge
      Given a test gear "Inkwell" costing 0 and text "If you would draw, [Add] :rb_energy_2: instead."
      And a test gear "Watchtower" costing 0 and text "If a battlefield that was uncontrolled would become contested, [Add] :rb_energy_1: instead."
      And Alice has an Inkwell in her base
      And Alice has a Watchtower in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Study in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Study
      And Alice passes
      And Bob passes
      Then Alice drew 0 times
      And Alice's hand holds 0 cards
      And Alice's rune pool holds 2 Energy
      When Alice moves her Vanguard Sergeant to the Bridge
      Then the Bridge is not contested
      And Alice's rune pool holds 3 Energy
      And Alice's Vanguard Sergeant is at the Bridge

    @rule:370.1
    Example: Alice's "If you would draw" takes only her own draws: Bob's Study still draws him a card, and Alice adds nothing
      Given it is Bob's main phase
      And a test gear "Inkwell" costing 0 and text "If you would draw, [Add] :rb_energy_2: instead."
      And Alice has an Inkwell in her base
      And Bob has a Study in his hand
      And Bob has 1 card in his main deck
      When Bob plays his Study
      And Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice's rune pool holds 0 Energy

    @rule:370.1
    Example: Alice's "If a player would draw" takes her own draw too: her Study draws her nothing, and she adds 1 Energy instead
      Given a test gear "Wishing Well" costing 0 and text "If a player would draw, [Add] :rb_energy_1: instead."
      And Alice has a Wishing Well in her base
      And Alice has a Study in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Study
      And Alice passes
      And Bob passes
      Then Alice drew 0 times
      And Alice's rune pool holds 1 Energy

    @rule:370.1
    Example: Alice's "If a battlefield that was uncontrolled would become contested" does not take her move into the Bridge Bob controls: it becomes contested, and she adds nothing
      Given a test gear "Watchtower" costing 0 and text "If a battlefield that was uncontrolled would become contested, [Add] :rb_energy_1: instead."
      And the Bridge is controlled by Bob
      And Alice has a Watchtower in her base
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      Then the Bridge is contested
      And Alice's rune pool holds 0 Energy

    @rule:370.1
    Example: Alice's Healer saves only her other units at its battlefield with less Might than it: the Skulker there is recalled, the Sergeant there and the Skulker in base die
      Given a test unit "Healer" costing 0 with 4 Might and text "If another friendly unit here would die, if it has less Might than this unit, instead heal it, exhaust it, and recall it."
      And Alice has a Healer at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Culling in her hand
      And Alice has an Execution in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Culling
      And Alice chooses her Shipyard Skulker and her Shipyard Skulker 2
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is exhausted
      And Alice's Shipyard Skulker 2 is in Alice's trash
      When Alice plays her Execution
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Healer is at the Bridge

    @rule:368
    Example: Alice's Avenger replaces her Skulker's death with damage: the Skulker stays, and Bob's unit is dealt 1
      Given a test unit "Avenger" costing 2 with 2 Might and text "If another friendly unit would die, deal 1 to each enemy unit instead."
      And a test unit "Bulwark" costing 0 with 9 Might
      And Alice has an Avenger in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Bulwark at the Bridge
      And Alice has a Culling in her hand
      When Alice plays her Culling
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Bridge
      And Bob's Bulwark has 1 damage
      And Alice's Avenger has 0 damage

    @rule:370.1
    Example: Alice's Sentinel saves another of her units only if it is damaged as it would die, and never saves itself
      Given a test unit "Sentinel" costing 0 with 2 Might and text "If another friendly unit would die, if it is damaged, instead heal it, exhaust it, and recall it."
      And a test unit "Scout" costing 0 with 2 Might
      And a test spell "Zap" costing 0 and text "Deal 2 to a unit."
      And a test spell "Blast" costing 0 and text "Deal 2 to a unit."
      And Alice has a Sentinel at the Bridge
      And Alice has a Scout at the Bridge
      And Alice has a Scout at the Bridge
      And Alice has a Double Tap in her hand
      And Alice has a Zap in her hand
      And Alice has a Blast in her hand
      When Alice plays her Zap
      And Alice chooses her Scout
      And Alice passes
      And Bob passes
      Then Alice's Scout is in Alice's base
      And Alice's Scout is exhausted
      When Alice plays her Double Tap
      And Alice chooses her Scout 2
      And Alice chooses her Scout
      And Alice passes
      And Bob passes
      Then Alice's Scout 2 is in Alice's trash
      And Alice's Scout is in Alice's trash
      When Alice plays her Blast
      And Alice chooses her Sentinel
      And Alice passes
      And Bob passes
      Then Alice's Sentinel is in Alice's trash

    @rule:370.1
    Example: Alice's Cot saves only her exhausted units and her Cradle only her ready ones: each of her Scouts is saved by the one that names its state
      Given a test gear "Cot" costing 0 and text "If an exhausted unit you control would die, instead heal it, ready it, and recall it."
      And a test gear "Cradle" costing 0 and text "If a ready unit you control would die, instead heal it, exhaust it, and recall it."
      And a test unit "Scout" costing 0 with 2 Might
      And Alice has a Cot in her base
      And Alice has a Cradle in her base
      And Alice has an exhausted Scout at the Bridge
      And Alice has a Scout at the Bridge
      And Alice has a Culling in her hand
      When Alice plays her Culling
      And Alice chooses her Scout and her Scout 2
      And Alice passes
      And Bob passes
      Then Alice is asked to choose which death is replaced first among her Scout, her Scout 2
      When Alice chooses her Scout
      Then Alice's Scout is in Alice's base
      And Alice's Scout is ready
      And Alice's Scout 2 is in Alice's base
      And Alice's Scout 2 is exhausted

  Rule: 370.1.a A replaced event never happens: what watches for it sees nothing

    @rule:370.1.a @rule:370.1.a.1 @rule:370.1.c
    Example: The Hourglass saves Alice's unit from Bob's spell; her Mourner, watching for deaths, sees none
      Given it is Bob's main phase
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Mourner in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has 2 cards in her main deck
      And Bob has an Execution in his hand
      And Bob has 1 Energy in his rune pool
      When Bob plays his Execution
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's base
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:370.1.a
    Example: Without the Hourglass the same death happens, and the Mourner draws Alice a card
      Given it is Bob's main phase
      And Alice has a Mourner in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has 2 cards in her main deck
      And Bob has an Execution in his hand
      And Bob has 1 Energy in his rune pool
      When Bob plays his Execution
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's hand holds 1 card

  Rule: 370.1.a.2 Only the deaths of one game action are simultaneous

    @rule:370.1.a.2
    Example: One kill of two units: the Skulker and the Mourner die together, so the Mourner sees no death
      Given it is Bob's main phase
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Mourner at the Bridge
      And Alice has 2 cards in her main deck
      And Bob has a Culling in his hand
      When Bob plays his Culling
      And Bob chooses Alice's Shipyard Skulker and Alice's Mourner
      And Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Mourner is in Alice's trash
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:370.1.a.2
    Example: Two kills one after the other: the Mourner, still on the board, sees the Skulker die first
      Given it is Bob's main phase
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Mourner at the Bridge
      And Alice has 2 cards in her main deck
      And Bob has a Double Tap in his hand
      When Bob plays his Double Tap
      And Bob chooses Alice's Shipyard Skulker
      And Bob chooses Alice's Mourner
      And Bob passes
      And Alice passes
      Then Alice's Mourner is in Alice's trash
      And the chain holds Alice's Mourner
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

  Rule: 370.1.b.1 An "as" replacement adds its action to the event it names

    @rule:370.1.b.1 @rule:424.4.a @rule:354.3 @editions:v1.2-v1.4 @faq:origins:exactly-ability-work
    Example: Seen among the cards Stacked Deck looks at, Nocturne is banished at once and played for one Power once the spell has finished
      Given a test unit "Minnow" costing 1 with 1 Might
      And Alice has a Stacked Deck in her hand
      And Alice has a Minnow in her main deck
      And Alice has a Nocturne, Horrifying in her main deck
      And Alice has a Shipyard Skulker in her main deck
      And Alice has 2 cards in her main deck
      And Alice has 1 Energy and 1 order Power in her rune pool
      When Alice plays her Stacked Deck
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to choose from among the cards looked at among her Minnow and her Shipyard Skulker
      And the question to Alice cites rule 424.4.a
      When Alice chooses her Minnow
      Then Alice's Minnow is in Alice's hand
      And the moved event for Alice's Minnow cites rule 424.4.a
      And the moved event for Alice's Minnow went from main-deck to hand
      And Alice's Nocturne, Horrifying is in Alice's base
      And Alice's Nocturne, Horrifying is exhausted
      And Alice's Shipyard Skulker is in Alice's main deck
      And Alice's main deck holds 3 cards
      And Alice's rune pool holds 0 order Power

    @rule:370.1.b.1 @rule:424.4.a @rule:354.3 @editions:v1.2-v1.4
    Example: Nocturne, played from Stacked Deck for one Power, costs Alice no Energy: the 2 Energy she has left after the spell stay in her pool
      Given a test unit "Minnow" costing 1 with 1 Might
      And Alice has a Stacked Deck in her hand
      And Alice has a Minnow in her main deck
      And Alice has a Nocturne, Horrifying in her main deck
      And Alice has a Shipyard Skulker in her main deck
      And Alice has 2 cards in her main deck
      And Alice has 3 Energy and 1 order Power in her rune pool
      When Alice plays her Stacked Deck
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to choose from among the cards looked at among her Minnow and her Shipyard Skulker
      When Alice chooses her Minnow
      Then Alice's Minnow is in Alice's hand
      And Alice's Nocturne, Horrifying is in Alice's base
      And Alice's Nocturne, Horrifying is exhausted
      And Alice's Shipyard Skulker is in Alice's main deck
      And Alice's main deck holds 3 cards
      And Alice's rune pool holds 0 order Power
      And Alice's rune pool holds 2 Energy

    @rule:370.1.b.1 @rule:424.1.a.2 @editions:v1.2-v1.4 @faq:origins:ok-nocturne-ability-work-triggered-ability
    Example: Revealed rather than looked at, Nocturne still may be banished and played, before the revealed cards are recycled
      Given a test spell "Glimpse" costing 0 and text "Reveal the top 2 cards of your Main Deck. Recycle the revealed cards."
      And Alice has a Glimpse in her hand
      And Alice has a Nocturne, Horrifying in her main deck
      And Alice has 3 cards in her main deck
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice plays her Glimpse
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then no decision is pending
      And Alice's Nocturne, Horrifying is in Alice's base
      And Alice's main deck holds 3 cards
      And Alice's card 2 is in Alice's main deck
      And Alice's rune pool holds 0 fury Power

    @rule:370.1.b.1 @editions:v1.2-v1.4 @faq:origins:ok-nocturne-ability-work-triggered-ability
    Example: Alice may leave Nocturne where he is: not banished, he is recycled with the other revealed card
      Given a test spell "Glimpse" costing 0 and text "Reveal the top 2 cards of your Main Deck. Recycle the revealed cards."
      And Alice has a Glimpse in her hand
      And Alice has a Nocturne, Horrifying in her main deck
      And Alice has 3 cards in her main deck
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice plays her Glimpse
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then no decision is pending
      And Alice's Nocturne, Horrifying is in Alice's main deck
      And Alice's main deck holds 4 cards
      And Alice's rune pool holds 1 fury Power

    @rule:370.1.b.1 @editions:v1.2-v1.4 @faq:origins:dazzling-aurora-reveal-nocturne-play-keep
    Example: Dazzling Aurora reveals Nocturne and Alice keeps him in the deck: he is the unit found, played for free, and the revealing stops there
      Given a test unit "Minnow" costing 1 with 1 Might
      And Alice has a Dazzling Aurora in her base
      And Alice has a Study in her main deck
      And Alice has a Nocturne, Horrifying in her main deck
      And Alice has a Minnow in her main deck
      And Alice has 1 card in her main deck
      When Alice ends her turn
      Then the chain holds Alice's Dazzling Aurora
      When Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then no decision is pending
      And Alice's Nocturne, Horrifying is in Alice's base
      And Alice's Minnow is in Alice's main deck
      And Alice's Study is in Alice's main deck
      And Alice's main deck holds 3 cards

    @rule:370.1.b.1 @editions:v1.2-v1.4 @faq:origins:dazzling-aurora-reveal-nocturne-play-keep
    Example: Dazzling Aurora reveals Nocturne and Alice banishes him to play him for one Power: the unit found is gone, so the revealing stops and nothing more is played
      Given a test unit "Minnow" costing 1 with 1 Might
      And Alice has a Dazzling Aurora in her base
      And Alice has a Study in her main deck
      And Alice has a Nocturne, Horrifying in her main deck
      And Alice has a Minnow in her main deck
      And Alice has 1 card in her main deck
      And Alice has 0 Energy and 1 mind Power in her rune pool
      When Alice ends her turn
      Then the chain holds Alice's Dazzling Aurora
      When Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then no decision is pending
      And Alice's Nocturne, Horrifying is in Alice's base
      And Alice's Minnow is in Alice's main deck
      And Alice's Study is in Alice's main deck
      And Alice's main deck holds 3 cards
      And Alice's rune pool holds 0 mind Power

    @rule:370.1.b.1 @editions:v1.2-v1.4
    Example: Nocturne, the unit Alice's Dig Site reveals, is played as she sees him: gone from her deck, he is not the "it" Dig Site recycles, and he stays in her base
      Given a test gear "Dig Site" costing 0 and text "At the end of your turn, reveal cards from the top of your Main Deck until you reveal a unit. Recycle it."
      And Alice has a Dig Site in her base
      And Alice has a Study in her main deck
      And Alice has a Nocturne, Horrifying in her main deck
      And Alice has 1 card in her main deck
      And Alice has 0 Energy and 1 mind Power in her rune pool
      When Alice ends her turn
      Then the chain holds Alice's Dig Site
      When Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then no decision is pending
      And Alice's Nocturne, Horrifying is in Alice's base
      And no recycled event happened for Alice's Nocturne, Horrifying
      And Alice's Study is in Alice's main deck
      And Alice's main deck holds 2 cards

    @rule:370.1.b.1 @rule:424.1.b @editions:v1.2-v1.4
    Example: A unit written like Undertitan adds its 2 Energy as Alice reveals it from her deck, from among the cards looked at or from the top, not as she only looks at it, and its play ability does nothing there
      Given a test unit "Deep Titan" costing 6 with 5 Might and text "When you play me, give your other units +2 :rb_might: this turn.\nAs I'm revealed from your deck, [Add] :rb_energy_2:."
      And a test spell "Seek" costing 0 and text "Look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. Recycle the rest."
      And a test spell "Flip" costing 0 and text "Reveal the top card of your Main Deck."
      And Alice has a Deep Titan in her main deck
      And Alice has a Study in her main deck
      And Alice has a Study in her main deck
      And Alice has a Deep Titan in her main deck
      And Alice has a Shipyard Skulker in her base
      And Alice has a Seek in her hand
      And Alice has a Flip in her hand
      When Alice plays her Seek
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 0 Energy
      And Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then no decision is pending
      And Alice's rune pool holds 2 Energy
      And Alice's Deep Titan is in Alice's hand
      And Alice's Shipyard Skulker's Might is 3
      When Alice plays her Flip
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 4 Energy
      And Alice's Deep Titan 2 is in Alice's main deck

    @rule:370.1.b.1 @rule:424.1.b @editions:v1.2-v1.4
    Example: The 2 Energy a unit written like Undertitan adds as Alice reveals it help her play it from her hand, and then its play ability works
      Given a test unit "Deep Titan" costing 6 with 5 Might and text "When you play me, give your other units +2 :rb_might: this turn.\nAs I'm revealed from your deck, [Add] :rb_energy_2:."
      And a test spell "Seek" costing 0 and text "Look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. Recycle the rest."
      And Alice has a Deep Titan in her main deck
      And Alice has a Study in her main deck
      And Alice has a Shipyard Skulker in her base
      And Alice has a Seek in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Seek
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's rune pool holds 6 Energy
      And Alice's Shipyard Skulker's Might is 3
      When Alice plays her Deep Titan
      And Alice passes
      And Bob passes
      Then Alice's Deep Titan is in Alice's base
      And Alice's rune pool holds 0 Energy
      And Alice's Shipyard Skulker's Might is 5

    @rule:370.1.b.1 @rule:424.1.b @editions:v1.2-v1.4
    Example: Dazzling Aurora reveals a unit written like Undertitan as the unit it finds: its 2 Energy are added as it is revealed, then it is played
      Given a test unit "Deep Titan" costing 6 with 5 Might and text "When you play me, give your other units +2 :rb_might: this turn.\nAs I'm revealed from your deck, [Add] :rb_energy_2:."
      And Alice has a Dazzling Aurora in her base
      And Alice has a Study in her main deck
      And Alice has a Deep Titan in her main deck
      And Alice has 1 card in her main deck
      When Alice ends her turn
      Then the chain holds Alice's Dazzling Aurora
      When Alice passes
      And Bob passes
      Then Alice's rune pool holds 2 Energy
      And Alice's Deep Titan is in Alice's base
      And Alice's Study is in Alice's main deck

  Rule: 370.3 A replacement active in one zone applies once its card is there before the event

    @rule:370.3
    Example: Alice's Grave Warden, already in her trash, banishes itself from there to save her Skulker
      Given a test unit "Grave Warden" costing 2 with 2 Might and text "If a friendly unit would die, banish me from your trash instead. Recall that unit, exhaust it, and heal it."
      And Alice has a Grave Warden in her trash
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Culling in her hand
      When Alice plays her Culling
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is exhausted
      And Alice's Grave Warden is in Alice's banishment

    @rule:370.3
    Example: Alice's Grave Warden dies together with her Skulker: it was not in her trash before the Skulker died, so both die
      Given a test unit "Grave Warden" costing 2 with 2 Might and text "If a friendly unit would die, banish me from your trash instead. Recall that unit, exhaust it, and heal it."
      And Alice has a Grave Warden at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Culling in her hand
      When Alice plays her Culling
      And Alice chooses her Grave Warden and her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Grave Warden is in Alice's trash

    @rule:370.3
    Example: A replacement that banishes its card from the trash and also recalls the unit still acts from the trash: Alice's Grave Keeper there saves her Skulker
      Given a test unit "Grave Keeper" costing 2 with 2 Might and text "If a friendly unit would die, banish me from your trash and recall that unit exhausted instead."
      And Alice has a Grave Keeper in her trash
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Culling in her hand
      When Alice plays her Culling
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is exhausted
      And Alice's Grave Keeper is in Alice's banishment

    @rule:370.3
    Example: A replacement that banishes its card without naming the trash acts from the board: Alice's Martyr in her base is banished and her Skulker lives
      Given a test unit "Martyr" costing 2 with 2 Might and text "If another friendly unit would die, banish me instead."
      And Alice has a Martyr in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Culling in her hand
      When Alice plays her Culling
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Bridge
      And Alice's Martyr is in Alice's banishment
      And no died event happened for Alice's Shipyard Skulker

    @rule:370.3
    Example: A replacement that returns its card from the trash to hand acts from the trash: Alice's Grave Caller there comes back, and her Skulker lives
      Given a test unit "Grave Caller" costing 2 with 2 Might and text "If a friendly unit would die, return me from your trash to your hand instead."
      And Alice has a Grave Caller in her trash
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Culling in her hand
      When Alice plays her Culling
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Bridge
      And Alice's Grave Caller is in Alice's hand

    @rule:370.3
    Example: Alice's Grave Caller on the board does not save her Skulker: its replacement acts only from her trash
      Given a test unit "Grave Caller" costing 2 with 2 Might and text "If a friendly unit would die, return me from your trash to your hand instead."
      And Alice has a Grave Caller in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Culling in her hand
      When Alice plays her Culling
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Grave Caller is in Alice's base

  Rule: 371 A replacement "once each turn" applies to one event a turn

    @rule:371 @rule:371.1
    Example: Bob draws twice on his turn; Alice's Toll Gate takes only the first draw for her
      Given it is Bob's main phase
      And Alice has a Toll Gate in her base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Bob has a Study in his hand
      And Bob has a Study in his hand
      When Bob plays his Study
      And Bob passes
      And Alice passes
      Then Alice's hand holds 1 card
      And Bob's hand holds 1 card
      When Bob plays his Study 2
      And Bob passes
      And Alice passes
      Then Alice's hand holds 1 card
      And Bob's hand holds 1 card
      And Bob drew 1 time

    @rule:371.1
    Example: Bob's one spell draws twice; Alice's Toll Gate takes the first draw, the second is still Bob's, and Bob's own Toll Gate in his hand replaces nothing
      Given it is Bob's main phase
      And a test spell "Double Study" costing 0 and text "Draw 1. Draw 1."
      And Alice has a Toll Gate in her base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Bob has a Double Study in his hand
      And Bob has a Toll Gate in his hand
      When Bob plays his Double Study
      And Bob passes
      And Alice passes
      Then no decision is pending
      And Alice drew 1 time
      And Bob drew 1 time
      And Alice's hand holds 1 card
      And Bob's hand holds 2 cards

    @rule:371.1 @rule:372.1
    Example: "Once each turn" counts for each Toll Gate on its own: Alice's two Toll Gates take both of Bob's draws
      Given it is Bob's main phase
      And a test spell "Double Study" costing 0 and text "Draw 1. Draw 1."
      And Alice has a Toll Gate in her base
      And Alice has a Toll Gate in her base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Bob has a Double Study in his hand
      When Bob plays his Double Study
      And Bob passes
      And Alice passes
      Then Bob is asked to choose which replacement applies first among Alice's Toll Gate, Alice's Toll Gate 2
      When Bob chooses Alice's Toll Gate 2
      Then no decision is pending
      And Alice drew 2 times
      And Bob drew 0 times
      And Bob's hand holds 0 cards

  Rule: 371.2 A replacement that says "may" is applied only if its controller chooses to

    @rule:371.2
    Example: Alice's Ledger says no "may": it takes her draw and deals 1 to Bob's unit for each of her two units without asking her
      Given a test gear "Ledger" costing 0 and text "If you would draw, deal 1 to each enemy unit for each friendly unit instead."
      And Alice has a Ledger in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Shipyard Skulker in her base
      And a test unit "Bulwark" costing 0 with 9 Might
      And Bob has a Bulwark in his base
      And Alice has a Study in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Study
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice drew 0 times
      And Bob's Bulwark has 2 damage

    @rule:371.2 @rule:371.2.a @rule:371.2.b
    Example: Alice declines her Toll Offer on Bob's first draw; it is still unused, and she takes his second
      Given it is Bob's main phase
      And Alice has a Toll Offer in her base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Bob has a Study in his hand
      And Bob has a Study in his hand
      When Bob plays his Study
      And Bob passes
      And Alice passes
      Then Alice is asked to decide whether to perform it
      And the question to Alice cites rule 371.2.a
      When Alice chooses no
      Then Bob drew 1 time
      And Alice drew 0 times
      When Bob plays his Study 2
      And Bob passes
      And Alice passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice drew 1 time
      And Bob drew 1 time

    @rule:371.2 @rule:371.2.a
    Example: Alice agrees to her Toll Bridge on Bob's draw: she draws in his place and also deals 1 to each of his units, the second half of what it does instead
      Given it is Bob's main phase
      And a test gear "Toll Bridge" costing 0 and text "If an opponent would draw, you may draw 1 and deal 1 to each enemy unit instead."
      And a test unit "Bulwark" costing 0 with 9 Might
      And Alice has a Toll Bridge in her base
      And Bob has a Bulwark in his base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Bob has a Study in his hand
      When Bob plays his Study
      And Bob passes
      And Alice passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then no decision is pending
      And Alice drew 1 time
      And Bob drew 0 times
      And Bob's Bulwark has 1 damage

    @rule:371.2 @rule:371.2.b
    Example: Alice declines her Toll Bridge on Bob's draw: the whole replacement is declined, so Bob draws and his unit is dealt nothing
      Given it is Bob's main phase
      And a test gear "Toll Bridge" costing 0 and text "If an opponent would draw, you may draw 1 and deal 1 to each enemy unit instead."
      And a test unit "Bulwark" costing 0 with 9 Might
      And Alice has a Toll Bridge in her base
      And Bob has a Bulwark in his base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Bob has a Study in his hand
      When Bob plays his Study
      And Bob passes
      And Alice passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then no decision is pending
      And Alice drew 0 times
      And Bob drew 1 time
      And Bob's Bulwark has 0 damage

    @rule:371.2.b @rule:315.4.b
    Example: Alice declines her Toll Offer on the draw of Bob's draw phase: Bob draws, and his draw is still the draw phase's
      Given it is Bob's turn, at the start of the beginning phase
      And Alice has a Toll Offer in her base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then Bob drew 1 time
      And the drew event for Bob cites rule 315.4.b
      And Alice drew 0 times

    @rule:371.2 @rule:371.2.a
    Example: Alice applies her Toll Offer to Bob's first draw; on his second she is not asked again
      Given it is Bob's main phase
      And Alice has a Toll Offer in her base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Bob has a Study in his hand
      And Bob has a Study in his hand
      When Bob plays his Study
      And Bob passes
      And Alice passes
      And Alice chooses yes
      Then Alice drew 1 time
      And Bob drew 0 times
      When Bob plays his Study 2
      And Bob passes
      And Alice passes
      Then no decision is pending
      And Bob drew 1 time
      And Alice drew 1 time

    @rule:371.2 @rule:371.2.a
    Example: Alice declines her Safety Net for her Pup dealt lethal damage; it dies in that cleanup and she is not asked again
      Given it is Bob's main phase
      And a test gear "Safety Net" costing 0 and text "If a buffed unit you control would die, you may pay :rb_rune_rainbow:, exhaust me, and spend its buff to heal it, exhaust it, and recall it instead."
      And a test spell "Scorch" costing 0 and text "Deal 3 to a unit."
      And a test unit "Pup" costing 0 with 2 Might
      And Alice has a Safety Net in her base
      And Alice has a buffed Pup at the Bridge
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Bob has a Scorch in his hand
      When Bob plays his Scorch
      And Bob chooses Alice's Pup
      And Bob passes
      And Alice passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then no decision is pending
      And Alice's Pup is in Alice's trash
      And Alice's Safety Net is ready
      And Alice's rune pool holds 1 fury Power

    @rule:371.2
    Example: Without the Power to pay for her Safety Net, Alice is not offered it: her buffed Pup dealt lethal damage simply dies
      Given it is Bob's main phase
      And a test gear "Safety Net" costing 0 and text "If a buffed unit you control would die, you may pay :rb_rune_rainbow:, exhaust me, and spend its buff to heal it, exhaust it, and recall it instead."
      And a test spell "Scorch" costing 0 and text "Deal 3 to a unit."
      And a test unit "Pup" costing 0 with 2 Might
      And Alice has a Safety Net in her base
      And Alice has a buffed Pup at the Bridge
      And Bob has a Scorch in his hand
      When Bob plays his Scorch
      And Bob chooses Alice's Pup
      And Bob passes
      And Alice passes
      Then no decision is pending
      And Alice's Pup is in Alice's trash
      And Alice's Safety Net is ready

    @rule:371.2 @rule:371.2.a @rule:370.1
    Example: Alice applies her Safety Net to her Pup dealt lethal damage: the Pup's own buff is spent, not her other unit's, and the Pup is healed and recalled
      Given it is Bob's main phase
      And a test gear "Safety Net" costing 0 and text "If a buffed unit you control would die, you may pay :rb_rune_rainbow:, exhaust me, and spend its buff to heal it, exhaust it, and recall it instead."
      And a test spell "Scorch" costing 0 and text "Deal 3 to a unit."
      And a test unit "Pup" costing 0 with 2 Might
      And Alice has a Safety Net in her base
      And Alice has a buffed Vanguard Sergeant in her base
      And Alice has a buffed Pup at the Bridge
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Bob has a Scorch in his hand
      When Bob plays his Scorch
      And Bob chooses Alice's Pup
      And Bob passes
      And Alice passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then no decision is pending
      And Alice's Pup is in Alice's base
      And Alice's Pup has 0 damage
      And Alice's Pup is exhausted
      And Alice's Pup's Might is 2
      And Alice's Vanguard Sergeant's Might is 5
      And Alice's Safety Net is exhausted
      And Alice's rune pool holds 0 fury Power

  Rule: 372 With several replacements for one event, the affected object's controller picks the order

    @rule:372 @rule:370
    Example: Alice picks her second Hourglass to save her unit from Bob's spell; the first stays
      Given it is Bob's main phase
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has an Execution in his hand
      And Bob has 1 Energy in his rune pool
      When Bob plays his Execution
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice is asked to choose which replacement applies first among her Zhonya's Hourglass, her Zhonya's Hourglass 2
      When Alice chooses her Zhonya's Hourglass 2
      Then Alice's Zhonya's Hourglass 2 is in Alice's trash
      And Alice's Zhonya's Hourglass is in Alice's base
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is exhausted

    @rule:372
    Example: Picking the first Hourglass instead sends that one to the trash
      Given it is Bob's main phase
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has an Execution in his hand
      And Bob has 1 Energy in his rune pool
      When Bob plays his Execution
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice chooses her Zhonya's Hourglass
      Then Alice's Zhonya's Hourglass is in Alice's trash
      And Alice's Zhonya's Hourglass 2 is in Alice's base
      And Alice's Shipyard Skulker is in Alice's base
