@edition:v1.4
Feature: Attaching (rule 434)

  Background:
    Given it is Alice's turn, at the start of the beginning phase
    And a battlefield called the Bridge
    And the Bridge is controlled by Alice
    And a test gear "Homing Blade" costing 1 and text "At the start of your Beginning Phase, attach this to a unit you control.\nWhen I move, draw 1."
    And Alice has a Shipyard Skulker at the Bridge
    And Alice has a Vanguard Sergeant in her base
    And Alice has 3 cards in her main deck

  @rule:434 @waived:heading
  Rule: 434 Attach

  Rule: 434.1 Attaching links one card, the attached one, to another, the top-most card

    @rule:434.1 @rule:434.1.a @rule:434.1.a.1 @rule:434.3 @rule:434.4 @rule:719.3
    Example: The Homing Blade's ability attaches it to the unit Alice chose, and it joins that unit at the Bridge
      Given Alice has a Homing Blade in her base
      Then the chain holds Alice's Homing Blade
      And Alice is asked to choose targets among her Shipyard Skulker and her Vanguard Sergeant
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Homing Blade was attached to Alice's Shipyard Skulker
      And Alice's Homing Blade is at the Bridge
      And Alice's Shipyard Skulker is at the Bridge
      And Alice's Vanguard Sergeant is in Alice's base
      And the attached event for Alice's Homing Blade cites rule 434.4

    @rule:434.3 @rule:359.3.e.5
    Example: The unit Alice chose for her Tether dies before its ability resolves: the Tether attaches to nothing and stays in her base
      Given it is Alice's main phase
      And a test gear "Tether" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Tether in her base
      And Alice has 1 Energy in her rune pool
      And Bob has a Snuff in his hand
      When Alice activates her Tether
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob plays his Snuff
      And Bob chooses Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Tether is in Alice's base
      And no attached event happened for Alice's Tether

    @rule:434.3 @rule:359.3.e.14.a
    Example: The unit Alice's Tether would attach to dies first: nothing is attached, so the draw "if you do" after it does not happen
      Given it is Alice's main phase
      And a test gear "Tether" costing 0 and text ":rb_energy_1:: Attach this to a unit you control. If you do, draw 1."
      And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Tether in her base
      And Alice has 1 Energy in her rune pool
      And Bob has a Snuff in his hand
      When Alice activates her Tether
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob plays his Snuff
      And Bob chooses Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Tether is in Alice's base
      And Alice drew 0 times

    @rule:434.1
    Example: Bob breaks Alice's Tether while its ability waits on the chain: from her trash it attaches to nothing
      Given it is Alice's main phase
      And a test gear "Tether" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And a test spell "Smash" costing 0 and text "[Reaction]\nKill a gear."
      And Alice has a Tether in her base
      And Alice has 1 Energy in her rune pool
      And Bob has a Smash in his hand
      When Alice activates her Tether
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob plays his Smash
      And Bob chooses Alice's Tether
      And Bob passes
      And Alice passes
      Then Alice's Tether is in Alice's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Tether is in Alice's trash
      And no attached event happened for Alice's Tether

    @rule:434.1
    Example: Alice's Grave Hook kills her Sergeant and then would attach to it: the Sergeant is in her trash, so the Hook stays loose in her base
      Given it is Alice's main phase
      And a test gear "Grave Hook" costing 0 and text ":rb_exhaust:: Kill a unit you control, then attach this to it."
      And Alice has a Grave Hook in her base
      When Alice activates her Grave Hook
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And no attached event happened for Alice's Grave Hook
      And Alice's Grave Hook is in Alice's base

    @rule:434.1.a
    Example: Alice's Leech chosen as its own top-most card: a card cannot attach to itself, so nothing is attached and she draws nothing
      Given it is Alice's main phase
      And a test unit "Leech" costing 0 with 2 Might and text ":rb_exhaust:: Attach me to a unit you control. If you do, draw 1."
      And Alice has a Leech in her base
      When Alice activates her Leech
      And Alice chooses her Leech
      And Alice passes
      And Bob passes
      Then no attached event happened for Alice's Leech
      And Alice drew 0 times
      And Alice's Leech is in Alice's base

    @rule:434.3 @rule:359.3.e.5
    Example: The unit Alice chose for her Grapnel dies before its ability resolves: nothing is attached, so its "If you do" draws her nothing
      Given it is Alice's main phase
      And a test gear "Grapnel" costing 0 and text ":rb_energy_1:: Attach this to a unit you control. If you do, draw 1."
      And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Grapnel in her base
      And Alice has 1 Energy in her rune pool
      And Bob has a Snuff in his hand
      When Alice activates her Grapnel
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob plays his Snuff
      And Bob chooses Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Grapnel is in Alice's base
      And Alice's hand holds 0 cards

  @rule:434.1.b @waived:physical-handling
  Rule: 434.1.b How attached cards are laid out on the table

  Rule: 434.1.b.1 Several cards may be attached to one top-most card

    @rule:434.1.b.1 @rule:719.3.a
    Example: Both Homing Blades are attached to the Sergeant, and both go with it to the Bridge
      Given Alice has a Homing Blade in her base
      And Alice has a Homing Blade in her base
      Then Alice is asked to order her triggered abilities
      When Alice puts her Homing Blade's ability, then her Homing Blade 2's ability on the chain in that order
      And Alice chooses her Vanguard Sergeant
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's Homing Blade was attached to Alice's Vanguard Sergeant
      And Alice's Homing Blade 2 was attached to Alice's Vanguard Sergeant
      When Alice moves her Vanguard Sergeant to the Bridge
      Then Alice's Homing Blade is at the Bridge
      And Alice's Homing Blade 2 is at the Bridge

  Rule: 434.2 Attaching is a limited action: done when told to, whoever's turn it is and whoever holds priority

    @rule:434.2 @rule:434.2.a
    Example: While Alice's trigger waits on the chain, Bob's gear ability tells him to attach it, and it is attached
      Given a test gear "Grappling Hook" costing 0 and text ":rb_exhaust:: [Reaction] — Attach this to a unit you control."
      And Alice has a Homing Blade in her base
      And Bob has a Grappling Hook in his base
      And Bob has a Playful Phantom in his base
      When Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob activates his Grappling Hook
      And Bob chooses his Playful Phantom
      And Bob passes
      And Alice passes
      Then Bob's Grappling Hook was attached to Bob's Playful Phantom
      And Bob's Grappling Hook is exhausted
      And the turn player is Alice

  Rule: 434.4.a Taking the top-most card's location is not a move

    @rule:434.4.a
    Example: The Homing Blade reaches the Bridge without a move, so its "When I move" ability does not trigger
      Given Alice has a Homing Blade in her base
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Homing Blade is at the Bridge
      And no moved event happened for Alice's Homing Blade
      And the game is in the main phase
      And the chain is empty
      And Alice drew 1 time

  Rule: 434.5 Attaching changes nothing else about either card

    @rule:434.5
    Example: An exhausted Homing Blade stays exhausted as it is attached, and the unit stays ready
      Given Alice has an exhausted Homing Blade in her base
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Homing Blade was attached to Alice's Shipyard Skulker
      And Alice's Homing Blade is exhausted
      And Alice's Shipyard Skulker is ready
      And Alice's Shipyard Skulker has 0 damage

  Rule: 719.3.a Attached cards go wherever their top-most card goes

    @rule:719.3 @rule:719.3.a
    Example: Alice moves the Sergeant out to the Bridge, and the Homing Blade attached to it goes along
      Given Alice has a Homing Blade in her base
      When Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Homing Blade was attached to Alice's Vanguard Sergeant
      And Alice's Homing Blade is in Alice's base
      When Alice moves her Vanguard Sergeant to the Bridge
      Then Alice's Vanguard Sergeant is at the Bridge
      And Alice's Homing Blade is at the Bridge

    @rule:719.3.a
    Example: Alice's Serrated Dirk goes with her equipped Stalwart Poro from her base to the Bridge, and from the Bridge on to the Ford
      Given it is Alice's main phase
      And a battlefield called the Ford
      And a test spell "Shift" costing 0 and text "Move a friendly unit to a battlefield."
      And the Ford is controlled by Alice
      And Alice has a Vanguard Sergeant at the Ford
      And Alice has a Stalwart Poro in her base
      And Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has a Shift in her hand
      And Alice has a Shift in her hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Shift
      And Alice chooses her Stalwart Poro
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk is at the Bridge
      When Alice plays her Shift 2
      And Alice chooses her Stalwart Poro
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro is at the Ford
      And Alice's Serrated Dirk is at the Ford

  Rule: 434.1.c The top-most card gains the Effect Text of every card attached to it

    @rule:434.1.c
    Example: With two charms attached, the Sergeant has both charms' abilities: it taps to draw, and Alice's spell draws her one more
      Given it is Alice's main phase
      And a test gear "Spark Charm" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And the test card "Spark Charm" has effect text "When you play a spell, draw 1."
      And a test gear "Whet Charm" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And the test card "Whet Charm" has effect text ":rb_exhaust:: Draw 1."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Spark Charm in her base
      And Alice has a Whet Charm in her base
      And Alice has a Spark in her hand
      And Alice has 2 Energy in her rune pool
      When Alice activates her Vanguard Sergeant
      Then the action is refused
      When Alice activates her Spark Charm
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice activates her Whet Charm
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice activates her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Vanguard Sergeant is exhausted
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Vanguard Sergeant
      When Alice passes
      And Bob passes
      Then Alice drew 3 times

    @rule:434.1.c
    Example: The charm's text is added to the Squire's own: the Squire still taps to draw, and now draws for Alice's spell too
      Given it is Alice's main phase
      And a test unit "Squire" costing 0 with 2 Might and text ":rb_exhaust:: Draw 1."
      And a test gear "Spark Charm" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And the test card "Spark Charm" has effect text "When you play a spell, draw 1."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Squire in her base
      And Alice has a Spark Charm in her base
      And Alice has a Spark in her hand
      And Alice has 1 Energy in her rune pool
      When Alice activates her Spark Charm
      And Alice chooses her Squire
      And Alice passes
      And Bob passes
      And Alice activates her Squire
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Squire
      When Alice passes
      And Bob passes
      Then Alice drew 3 times

  Rule: 434.1.d The top-most card's Might changes by the Might Bonus of every card attached to it

    @rule:434.1.d
    Example: A +2 charm and a +1 charm on the 4 Might Sergeant make it a 7 Might unit
      Given it is Alice's main phase
      And a test gear "Heavy Charm" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And the test card "Heavy Charm" has a Might bonus of +2
      And a test gear "Light Charm" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And the test card "Light Charm" has a Might bonus of +1
      And Alice has a Heavy Charm in her base
      And Alice has a Light Charm in her base
      And Alice has 2 Energy in her rune pool
      Then Alice's Vanguard Sergeant's Might is 4
      When Alice activates her Heavy Charm
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 6
      When Alice activates her Light Charm
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 7
      And Alice's Shipyard Skulker's Might is 3

  Rule: 434.1.e While attached, a card's own printed text does nothing

    @rule:434.1.e
    Example: The Herald Charm draws Alice a card for the unit she plays while it lies loose, but none once it is attached
      Given it is Alice's main phase
      And a test gear "Herald Charm" costing 0 and text ":rb_energy_1:: Attach this to a unit you control.\nWhen you play a unit, draw 1."
      And a test unit "Page" costing 0 with 1 Might
      And Alice has a Herald Charm in her base
      And Alice has a Page in her hand
      And Alice has a Page in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Page
      And Alice chooses base
      Then the chain holds Alice's Herald Charm
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice activates her Herald Charm
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Herald Charm was attached to Alice's Vanguard Sergeant
      When Alice plays her Page 2
      And Alice chooses base
      Then Alice's Page 2 is in Alice's base
      And the chain is empty
      And Alice drew 1 time

  Rule: 434.1.f Moving an attachment onto another host leaves the previous host

    @rule:434.1.f
    Example: The Tether moved from the Skulker to the Sergeant follows the Sergeant, not the Skulker
      Given a test gear "Tether" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And it is Alice's main phase
      And Alice has a Tether in her base
      And Alice has 2 Energy in her rune pool
      When Alice activates her Tether
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Tether was attached to Alice's Shipyard Skulker
      And Alice's Tether is at the Bridge
      When Alice activates her Tether
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Tether was attached to Alice's Vanguard Sergeant
      And Alice's Tether is in Alice's base
      When Alice moves her Vanguard Sergeant to the Bridge
      Then Alice's Tether is at the Bridge

    @rule:434.1.f @rule:434.4
    Example: Moved from the Skulker at the Bridge to the Sergeant at the Ford, the Tether leaves the Bridge for the Ford
      Given a test gear "Tether" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And it is Alice's main phase
      And a battlefield called the Ford
      And the Ford is controlled by Alice
      And Alice has a Vanguard Sergeant at the Ford
      And Alice has a Tether in her base
      And Alice has 2 Energy in her rune pool
      When Alice activates her Tether
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Tether is at the Bridge
      When Alice activates her Tether
      And Alice chooses her Vanguard Sergeant 2
      And Alice passes
      And Bob passes
      Then Alice's Tether was attached to Alice's Vanguard Sergeant 2
      And Alice's Tether is at the Ford

  Rule: 434.1.g Re-attaching to the same host changes nothing

    @rule:434.1.g @rule:434.1.h
    Example: Attaching the Tether again to the Skulker it is on does not count as attaching, so Alice draws once only
      Given a test gear "Tether" costing 0 and text ":rb_energy_1:: Attach this to a unit you control. If you do, draw 1."
      And it is Alice's main phase
      And Alice has a Tether in her base
      And Alice has 2 Energy in her rune pool
      When Alice activates her Tether
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      When Alice activates her Tether
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Tether is at the Bridge
      And Alice's hand holds 1 card

    # Before v1.3 no rule said otherwise, and the engine plays the Las Vegas 2026 answer (below) in every
    # edition up to v1.2: the Tether detaches and attaches again, so its "if you do" draws again.
    @rule:434.1.f @editions:v1.0
    Example: Under v1.0, attaching the Tether again to the Skulker it is on attaches it anew, so Alice draws twice
      Given a test gear "Tether" costing 0 and text ":rb_energy_1:: Attach this to a unit you control. If you do, draw 1."
      And it is Alice's main phase
      And Alice has a Tether in her base
      And Alice has 2 Energy in her rune pool
      When Alice activates her Tether
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice activates her Tether
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Tether is at the Bridge
      And Alice's hand holds 2 cards

    @rule:434.1.f @editions:v1.1
    Example: Under v1.1, attaching the Tether again to the Skulker it is on attaches it anew, so Alice draws twice
      Given a test gear "Tether" costing 0 and text ":rb_energy_1:: Attach this to a unit you control. If you do, draw 1."
      And it is Alice's main phase
      And Alice has a Tether in her base
      And Alice has 2 Energy in her rune pool
      When Alice activates her Tether
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice activates her Tether
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Tether is at the Bridge
      And Alice's hand holds 2 cards

    # The quick rulings of Las Vegas 2026 (under v1.2) had the Equipment detach and attach again. Since
    # v1.3 attaching a card to the card it is already attached to does nothing (434.1.g, 434.1.h): the
    # current answer is tested, beside the same legend moving the Dirk to Jax from another unit.
    @rule:434.1.g @rule:434.1.h @faq:rq-vegas-2026:jax-grandmaster-arms @editions:v1.3-v1.4
    Example: Grandmaster at Arms attaches Jax's own Dirk to Jax again: nothing happens, so his attach trigger stays silent
      Given it is Alice's main phase
      And Alice has a Grandmaster at Arms as her legend
      And Alice has a Jax, Unrelenting in her base
      And Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice activates her Serrated Dirk
      And Alice chooses her Jax, Unrelenting
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Jax, Unrelenting
      And Alice is asked to decide whether to perform it
      When Alice chooses no
      Then the chain is empty
      When Alice activates ability 2 of her Grandmaster at Arms
      And Alice chooses her Serrated Dirk
      And Alice chooses her Jax, Unrelenting
      And Alice passes
      And Bob passes
      Then Alice's Grandmaster at Arms is exhausted
      And the chain is empty
      And Alice's Serrated Dirk was attached to Alice's Jax, Unrelenting

    # The ruling's own answer, under the edition it was given in: the Dirk detaches and attaches again.
    @rule:434.1.f @faq:rq-vegas-2026:jax-grandmaster-arms @editions:v1.2
    Example: Under v1.2, Grandmaster at Arms attaches Jax's own Dirk to Jax again: it attaches anew, and his attach trigger fires
      Given it is Alice's main phase
      And Alice has a Grandmaster at Arms as her legend
      And Alice has a Jax, Unrelenting in her base
      And Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice activates her Serrated Dirk
      And Alice chooses her Jax, Unrelenting
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Jax, Unrelenting
      And Alice is asked to decide whether to perform it
      When Alice chooses no
      Then the chain is empty
      When Alice activates ability 2 of her Grandmaster at Arms
      And Alice chooses her Serrated Dirk
      And Alice chooses her Jax, Unrelenting
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Jax, Unrelenting
      And the chain holds Alice's Jax, Unrelenting
      And Alice is asked to decide whether to perform it
      When Alice chooses no
      Then the chain is empty
      And these events happened in order:
        | attached | Alice's Serrated Dirk |
        | attached | Alice's Serrated Dirk |

    @rule:434.1.f @faq:rq-vegas-2026:jax-grandmaster-arms
    Example: Grandmaster at Arms moves the Dirk from the Skulker to Jax, and Jax's attach trigger fires
      Given it is Alice's main phase
      And Alice has a Grandmaster at Arms as her legend
      And Alice has a Jax, Unrelenting in her base
      And Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice activates her Serrated Dirk
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice activates ability 2 of her Grandmaster at Arms
      And Alice chooses her Serrated Dirk
      And Alice chooses her Jax, Unrelenting
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Jax, Unrelenting
      And the chain holds Alice's Jax, Unrelenting
      And Alice is asked to decide whether to perform it
      When Alice chooses no
      Then the chain is empty
