@edition:v1.4
Feature: Replacements of simultaneous events, whose they are, and applying one only once (rules 370.2, 370.4, 373–375)

  Background:
    Given a battlefield called the Bridge
    And a test spell "Culling" costing 0 and text "Kill up to two units."
    And a test spell "Study" costing 0 and text "Draw 1."
    And a test gear "Tithe Ledger" costing 0 and text "If an opponent would draw, you draw 1 instead."

  Rule: 370.2 A replacement applies once to an event and to whatever replaces that event

    @rule:370.2
    Example: Bob's draw becomes Alice's, which becomes Bob's again; Alice's Ledger has been used, so Bob draws
      Given it is Bob's main phase
      And Alice has a Tithe Ledger in her base
      And Bob has a Tithe Ledger in his base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      And Bob has a Study in his hand
      When Bob plays his Study
      And Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      And Alice's hand holds 0 cards
      And Bob drew 1 time
      And Alice drew 0 times

  Rule: 370.4 A replacement may apply to events that happen together with its source leaving

    @rule:370.4
    Example: Bob's spell kills Alice's Bodyguard and her Skulker together; the Bodyguard still saves the Skulker
      Given it is Bob's main phase
      And a test unit "Bodyguard" costing 2 with 2 Might and text "If a friendly unit would die, kill me instead. Recall that unit, exhaust it, and heal it."
      And Alice has a Bodyguard at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Culling in his hand
      When Bob plays his Culling
      And Bob chooses Alice's Bodyguard and Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Bodyguard is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is exhausted

  Rule: 373 Deaths that happen together are replaced one event at a time, in the order their player picks

    @rule:373
    Example: Bob's spell kills two of Alice's units together; Alice picks the one her Hourglass saves
      Given it is Bob's main phase
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Bob has a Culling in his hand
      When Bob plays his Culling
      And Bob chooses Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Alice is asked to choose which death is replaced first among her Shipyard Skulker, her Vanguard Sergeant
      And the question to Alice cites rule 373
      When Alice chooses her Zhonya's Hourglass
      Then the action is refused
      When Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's base
      And Alice's Vanguard Sergeant is exhausted
      And Alice's Shipyard Skulker is in Alice's trash
      And Alice's Zhonya's Hourglass is in Alice's trash

    @rule:373
    Example: Lethal damage to two of Alice's buffed units: in the cleanup she picks the death her Safety Net replaces, then agrees to pay for it
      Given it is Bob's main phase
      And a test gear "Safety Net" costing 0 and text "If a buffed unit you control would die, you may pay :rb_rune_rainbow:, exhaust me, and spend its buff to heal it, exhaust it, and recall it instead."
      And a test spell "Shockwave" costing 0 and text "Deal 2 to all enemy units at a battlefield."
      And a test unit "Pup" costing 0 with 1 Might
      And a test unit "Cub" costing 0 with 1 Might
      And Alice has a Safety Net in her base
      And Alice has a buffed Pup at the Bridge
      And Alice has a buffed Cub at the Bridge
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Bob has a Shockwave in his hand
      When Bob plays his Shockwave
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Alice is asked to choose which death is replaced first among her Pup, her Cub
      And the question to Alice cites rule 373
      When Alice chooses her Cub
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then no decision is pending
      And Alice's Cub is in Alice's base
      And Alice's Cub is exhausted
      And Alice's Pup is in Alice's trash
      And Alice's Safety Net is exhausted

    @rule:373
    Example: Picking the Skulker instead saves the Skulker, and the Sergeant dies
      Given it is Bob's main phase
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Bob has a Culling in his hand
      When Bob plays his Culling
      And Bob chooses Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      And Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's base
      And Alice's Vanguard Sergeant is in Alice's trash

  Rule: 373.1 Replacements of different players on simultaneous events are carried out in turn order

    @rule:373.1
    Example: On Bob's turn both players' Hourglasses save a unit from one spell; Bob's is carried out first
      Given it is Bob's main phase
      And Alice has a Zhonya's Hourglass in her base
      And Bob has a Zhonya's Hourglass in his base
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Culling in his hand
      When Bob plays his Culling
      And Bob chooses Alice's Shipyard Skulker and Bob's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's base
      And Bob's Vanguard Sergeant is in Bob's base
      And these events happened in order:
        | moved | Bob's Vanguard Sergeant  |
        | moved | Alice's Shipyard Skulker |

  Rule: 373.1.a A replacement's actions come before the simultaneous deaths nothing replaced

    @rule:373.1.a
    Example: Bob's unit, named first, dies only after the Hourglass has sent Alice's unit back to her base
      Given it is Bob's main phase
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Culling in his hand
      When Bob plays his Culling
      And Bob chooses Bob's Vanguard Sergeant and Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's base
      And Bob's Vanguard Sergeant is in Bob's trash
      And these events happened in order:
        | moved | Alice's Shipyard Skulker |
        | died  | Bob's Vanguard Sergeant  |

    @rule:373.1.a
    Example: Alice lets her Martyr's death stand, then its own replacement banishes it to save her Skulker: gone from the board first, the Martyr no longer dies
      Given it is Bob's main phase
      And a test gear "Safety Net" costing 0 and text "If a buffed unit you control would die, you may pay :rb_rune_rainbow:, exhaust me, and spend its buff to heal it, exhaust it, and recall it instead."
      And a test unit "Martyr" costing 2 with 2 Might and text "If another friendly unit would die, banish me instead.\n[Deathknell][>] Draw 1."
      And Alice has a Safety Net in her base
      And Alice has a buffed Martyr at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has a Culling in his hand
      When Bob plays his Culling
      And Bob chooses Alice's Martyr and Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice is asked to choose which death is replaced first among her Martyr, her Shipyard Skulker
      When Alice chooses her Martyr
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then Alice's Shipyard Skulker is at the Bridge
      And Alice's Martyr is in Alice's banishment
      And no died event happened for Alice's Martyr
      And no died event happened for Alice's Shipyard Skulker
      And the chain is empty
      And Alice drew 0 times

  Rule: 373.2 Each replacement applies to simultaneous events in one uninterrupted sequence only

    @rule:373.2 @rule:373.2.a
    Example: Alice's Medic saves her Skulker, her Hourglass then saves her Sergeant; the Medic's sequence is over, so her Squire dies
      Given it is Bob's main phase
      And a test gear "Medic" costing 0 and text "If a friendly unit would die, instead heal that unit, exhaust it, and recall it."
      And a test unit "Squire" costing 1 with 1 Might
      And a test spell "Purge" costing 0 and text "Kill up to three units."
      And Alice has a Medic in her base
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Squire at the Bridge
      And Bob has a Purge in his hand
      When Bob plays his Purge
      And Bob chooses Alice's Shipyard Skulker, Alice's Vanguard Sergeant and Alice's Squire
      And Bob passes
      And Alice passes
      Then Alice is asked to choose which death is replaced first among her Shipyard Skulker, her Vanguard Sergeant, her Squire
      When Alice chooses her Shipyard Skulker
      Then Alice is asked to choose which replacement applies first among her Medic, her Zhonya's Hourglass
      And the question to Alice cites rule 372
      When Alice chooses her Medic
      Then Alice is asked to choose which death is replaced first among her Vanguard Sergeant, her Squire
      When Alice chooses her Vanguard Sergeant
      And Alice chooses her Zhonya's Hourglass
      Then Alice's Shipyard Skulker is in Alice's base
      And Alice's Vanguard Sergeant is in Alice's base
      And Alice's Zhonya's Hourglass is in Alice's trash
      And Alice's Squire is in Alice's trash

    @rule:373.2 @rule:373.2.a
    Example: Applied to all three deaths in one sequence, the Medic saves them all and the Hourglass stays
      Given it is Bob's main phase
      And a test gear "Medic" costing 0 and text "If a friendly unit would die, instead heal that unit, exhaust it, and recall it."
      And a test unit "Squire" costing 1 with 1 Might
      And a test spell "Purge" costing 0 and text "Kill up to three units."
      And Alice has a Medic in her base
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Squire at the Bridge
      And Bob has a Purge in his hand
      When Bob plays his Purge
      And Bob chooses Alice's Shipyard Skulker, Alice's Vanguard Sergeant and Alice's Squire
      And Bob passes
      And Alice passes
      And Alice chooses her Shipyard Skulker
      And Alice chooses her Medic
      And Alice chooses her Vanguard Sergeant
      And Alice chooses her Medic
      And Alice chooses her Medic
      Then Alice's Squire is in Alice's base
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Vanguard Sergeant is in Alice's base
      And Alice's Zhonya's Hourglass is in Alice's base

  Rule: 373.2.a.1 A replacement applied to an event inside another's application does not end that one's sequence

    @rule:373.2.a.1 @rule:373.2.a
    Example: Alice's Medic saves the Bodyguard that died for her Skulker; the Bodyguard's sequence goes on, so it may still save her Sergeant
      Given it is Bob's main phase
      And a test unit "Bodyguard" costing 2 with 2 Might and text "If a friendly unit would die, kill me instead. Recall that unit, exhaust it, and heal it."
      And a test gear "Medic" costing 0 and text "If a friendly unit would die, instead heal that unit, exhaust it, and recall it."
      And Alice has a Bodyguard at the Bridge
      And Alice has a Medic in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Bob has a Culling in his hand
      When Bob plays his Culling
      And Bob chooses Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Alice is asked to choose which death is replaced first among her Shipyard Skulker, her Vanguard Sergeant
      When Alice chooses her Shipyard Skulker
      Then Alice is asked to choose which replacement applies first among her Bodyguard, her Medic
      When Alice chooses her Bodyguard
      Then Alice is asked to choose which replacement applies first among her Bodyguard, her Medic
      When Alice chooses her Bodyguard
      Then Alice's Vanguard Sergeant is in Alice's base
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Bodyguard is in Alice's base
      And Alice's Medic is in Alice's base

  Rule: 374 A replacement is controlled by the controller of its source

    @rule:374
    Example: Bob's own spell would have him draw; Alice's Ledger is hers, so its "you" is Alice and she draws
      Given it is Bob's main phase
      And Alice has a Tithe Ledger in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      And Bob has a Study in his hand
      When Bob plays his Study
      And Bob passes
      And Alice passes
      Then Alice's hand holds 1 card
      And Bob's hand holds 0 cards

    @rule:374
    Example: Alice's Rune Tithe is hers, yet its "they" is Bob, whose draw it replaces: Bob channels the rune, not Alice
      Given it is Bob's main phase
      And a test gear "Rune Tithe" costing 0 and text "If an opponent would draw, they channel 1 rune instead."
      And Alice has a Rune Tithe in her base
      And Alice has 3 runes in her rune deck
      And Bob has 3 runes in his rune deck
      And Bob has 2 cards in his main deck
      And Bob has a Study in his hand
      When Bob plays his Study
      And Bob passes
      And Alice passes
      Then Bob's hand holds 0 cards
      And Bob's rune deck holds 2 runes
      And Alice's rune deck holds 3 runes

  Rule: 375 A replacement takes on what the effect said of the event it replaces

    @rule:375
    Example: Zilean at the Bridge adds a copy of the ready Mech Alice's spell plays, and the copy enters ready too
      Given it is Alice's main phase
      And a test spell "Ready Muster" costing 0 and text "Play a ready 3 :rb_might: Mech unit token to your base."
      And the Bridge is controlled by Alice
      And Alice has a Zilean, Time Mage at the Bridge
      And Alice has a Ready Muster in her hand
      When Alice plays her Ready Muster
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's base holds 2 Mech tokens controlled by Alice
      And Alice's Mech is ready
      And Alice's Mech 2 is ready

    @rule:375
    Example: The copy of a Mech played with nothing said of its state enters exhausted, as that Mech does
      Given it is Alice's main phase
      And a test spell "Muster" costing 0 and text "Play a 3 :rb_might: Mech unit token to your base."
      And the Bridge is controlled by Alice
      And Alice has a Zilean, Time Mage at the Bridge
      And Alice has a Muster in her hand
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's base holds 2 Mech tokens controlled by Alice
      And Alice's Mech is exhausted
      And Alice's Mech 2 is exhausted
