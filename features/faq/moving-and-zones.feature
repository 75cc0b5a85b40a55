@edition:v1.4
Feature: Official rulings on moving, zones and limits (rules 144, 170, 315, 428, 810)
  # Executable answers of the official FAQs (`npx riftcheck faq`); each Example names its source with @faq.

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a battlefield called the Ford

  Rule: 144.1 The standard move is made in the main phase, outside showdowns

    @rule:144.1.c @faq:origins:move-more-units-before-combat-starts
    Example: Once Alice's move has started a combat, her other unit cannot join it by a standard move
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      Then a combat is under way at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then the action is refused
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is ready

    @rule:144.1 @rule:420.3 @faq:origins:use-units-standard-move-target
    Example: The standard move uses no chain, so there is nothing to react to and the unit is there at once
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice's Shipyard Skulker is at the Bridge
      And the chain is empty
      And no targeted event happened for Alice's Shipyard Skulker

  Rule: 810 Ganking lets the standard move go from battlefield to battlefield

    @rule:810.1.b @rule:144.4.c.1 @faq:origins:ganking-allow-unit-move-extra-time
    Example: A unit with Ganking moves from one battlefield to another; one without it may not
      Given a test unit "Raider" costing 2 with 2 Might and text "[Ganking]"
      And the Bridge is controlled by Alice
      And Alice has a Raider at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      When Alice moves her Shipyard Skulker to the Ford
      Then the action is refused
      When Alice moves her Raider to the Ford
      Then Alice's Raider is at the Ford
      And Alice's Raider is exhausted

    @rule:810.1.c.3 @faq:origins:ganking-allow-unit-move-extra-time
    Example: Ganking adds no second move: once moved, the exhausted unit cannot move again
      Given a test unit "Raider" costing 2 with 2 Might and text "[Ganking]"
      And the Bridge is controlled by Alice
      And Alice has a Raider at the Bridge
      And the Ford is controlled by Alice
      And Alice has a Shipyard Skulker at the Ford
      When Alice moves her Raider to the Ford
      And Alice moves her Raider to the Bridge
      Then the action is refused
      And Alice's Raider is at the Ford

  Rule: 170.6 Any number of units can be at a battlefield

    @rule:170.6 @faq:origins:maximum-number-units-base-battlefield
    Example: Five of Alice's units move to the Bridge together, and all five are there
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Playful Phantom in her base
      And Alice has a Recruit (NX) in her base
      And Alice has an Eager Apprentice in her base
      When Alice moves her Shipyard Skulker, her Vanguard Sergeant, her Playful Phantom, her Recruit (NX) and her Eager Apprentice to the Bridge
      Then Alice's Shipyard Skulker is at the Bridge
      And Alice's Vanguard Sergeant is at the Bridge
      And Alice's Playful Phantom is at the Bridge
      And Alice's Recruit (NX) is at the Bridge
      And Alice's Eager Apprentice is at the Bridge

  Rule: 315.4.b The draw phase draws one card, whatever the hand holds

    @rule:315.4.b @faq:origins:maximum-hand-size
    Example: With ten cards in hand Alice still draws her eleventh, and keeps all of them
      Given it is Alice's turn, at the start of the draw phase
      And Alice has 10 cards in her hand
      And Alice has 2 cards in her main deck
      Then the game is in the main phase
      And Alice's hand holds 11 cards

  Rule: 428.2 A killed permanent goes to its owner's trash

    @rule:428.2 @rule:419.1.a @faq:origins:put-chosen-champion-back-champion-zone
    Example: Alice's chosen champion, played and then killed, goes to her trash, not back to the champion zone
      Given a test unit "Knight" costing 2 with 3 Might
      And a test spell "Doom" costing 0 and text "Kill a unit."
      And Alice has a Knight as her chosen champion
      And Alice has a Doom in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Knight
      Then Alice's Knight is in Alice's base
      When Alice plays her Doom
      And Alice chooses her Knight
      And Alice passes
      And Bob passes
      Then Alice's Knight is in Alice's trash
