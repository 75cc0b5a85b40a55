@edition:v1.4
Feature: Detaching (rule 435)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And the Bridge is controlled by Alice
    And a test gear "Tether" costing 0 and text ":rb_energy_1:: Attach this to a unit you control.\n:rb_energy_1:: Detach this. If you do, draw 1."
    And Alice has a Tether in her base
    And Alice has 2 Energy in her rune pool
    And Alice has 3 cards in her main deck

  @rule:435 @waived:heading
  Rule: 435 Detach

  Rule: 435.1 Detaching unlinks an attached card from its top-most card

    @rule:435.1 @rule:435.1.b @rule:435.1.b.2 @rule:435.3
    Example: Detached from the Sergeant, the Tether no longer follows it to the Bridge
      Given Alice has a Vanguard Sergeant in her base
      When Alice activates her Tether
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice activates ability 2 of her Tether
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      When Alice moves her Vanguard Sergeant to the Bridge
      Then Alice's Vanguard Sergeant is at the Bridge
      And Alice's Tether is in Alice's base

  Rule: 435.1.a.1 Detaching a card that is not attached does nothing

    @rule:435.1.a.1 @rule:435.1.a
    Example: The Tether, attached to nothing, is not detached, so Alice draws nothing
      Given Alice has a Vanguard Sergeant at the Bridge
      When Alice activates ability 2 of her Tether
      And Alice passes
      And Bob passes
      Then Alice's hand holds 0 cards
      And Alice's Tether is in Alice's base

    @rule:435.1.a.1
    Example: Alice's Latch, attached to nothing, is not detached by its own ability, so its "when this is detached" does not trigger
      Given a test gear "Latch" costing 0 and text ":rb_energy_1:: Detach this.\nWhen this is detached, draw 1."
      And Alice has a Latch in her base
      When Alice activates her Latch
      And Alice passes
      And Bob passes
      Then the chain is empty
      And no triggered event happened for Alice's Latch
      And Alice's hand holds 0 cards

  @rule:435.1.b.1 @waived:physical-handling
  Rule: 435.1.b.1 A detached card is no longer laid under its former top-most card

  Rule: 435.1.c Once detached, a card's own printed text works again and its Effect Text stops working

    @rule:435.1.c
    Example: The Hook's own spell trigger is silent while it is attached and draws once it is detached; its Effect Text gives the Hook nothing
      Given a test gear "Hook" costing 0 and text ":rb_energy_1:: Attach this to a unit you control.\n:rb_energy_1:: Detach this.\nWhen you play a spell, draw 1."
      And the test card "Hook" has effect text ":rb_exhaust:: Draw 1."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Hook in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Spark in her hand
      And Alice has a Spark in her hand
      When Alice activates her Hook
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice plays her Spark
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
      When Alice activates ability 2 of her Hook
      And Alice passes
      And Bob passes
      And Alice plays her Spark 2
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Hook
      When Alice passes
      And Bob passes
      Then Alice drew 3 times
      When Alice activates ability 3 of her Hook
      Then the action is refused
      And Alice's Hook is ready

  Rule: 435.1.d Once a card is detached, its top-most card loses that card's Effect Text

    @rule:435.1.d
    Example: Of the two charms on the Sergeant, only the detached Tether's ability leaves it; the Spark Charm's stays
      Given a test gear "Spark Charm" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And the test card "Spark Charm" has effect text "When you play a spell, draw 1."
      And the test card "Tether" has effect text ":rb_exhaust:: Draw 1."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Spark Charm in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Spark in her hand
      And Alice has 3 Energy in her rune pool
      When Alice activates her Tether
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice activates her Spark Charm
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice activates ability 2 of her Tether
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice activates her Vanguard Sergeant
      Then the action is refused
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Vanguard Sergeant
      When Alice passes
      And Bob passes
      Then Alice drew 3 times

  Rule: 435.1.e Once a card is detached, its Might Bonus no longer counts for its top-most card

    @rule:435.1.e
    Example: The Sergeant is 6 Might with the +2 Tether on it, and back to 4 once the Tether is detached
      Given the test card "Tether" has a Might bonus of +2
      And Alice has a Vanguard Sergeant in her base
      When Alice activates her Tether
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 6
      When Alice activates ability 2 of her Tether
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 4
      And Alice's Tether is in Alice's base

  Rule: 435.2 Detaching is a limited action, done when an effect says so

    @rule:435.2 @rule:435.2.a @rule:435.3
    Example: Bob's reaction detaches Alice's Tether on Alice's turn, and it no longer follows her Sergeant
      Given a test spell "Plain Word" costing 0
      And a test spell "Unhook" costing 0 and text "[Reaction]\nDetach a gear."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Plain Word in her hand
      And Bob has an Unhook in his hand
      When Alice activates her Tether
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice plays her Plain Word
      And Alice passes
      And Bob plays his Unhook
      And Bob chooses Alice's Tether
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      And Alice moves her Vanguard Sergeant to the Bridge
      Then Alice's Vanguard Sergeant is at the Bridge
      And Alice's Tether is in Alice's base

  Rule: 435.4 A detached card stays where its top-most card is

    @rule:435.4 @rule:435.4.a
    Example: Detached at the Bridge, the Tether stays there until the cleanup recalls it to Alice's base
      Given Alice has a Vanguard Sergeant at the Bridge
      When Alice activates her Tether
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice activates ability 2 of her Tether
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | attached | Alice's Tether |
        | drew     | Alice          |
        | moved    | Alice's Tether |
      And Alice's Tether is in Alice's base
      And Alice's Vanguard Sergeant is at the Bridge

  Rule: 435.4.b When the top-most card leaves the board, the attached card stays at its last location

    @rule:435.4.b
    Example: The Sergeant the Tether is attached to dies at the Bridge; the Tether stays on the board and is recalled
      Given a test spell "Smite" costing 0 and text "Kill a unit at a battlefield."
      And Alice has a Smite in her hand
      And Alice has a Vanguard Sergeant at the Bridge
      When Alice activates her Tether
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice plays her Smite
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Tether is in Alice's base

    @rule:435.4.b @rule:323.7
    Example: Of Alice's two Tethers at the Bridge, the cleanup recalls the one her dead Sergeant left behind; the one on her Skulker stays
      Given a test spell "Smite" costing 0 and text "Kill a unit at a battlefield."
      And Alice has a Tether in her base
      And Alice has a Smite in her hand
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      When Alice activates her Tether
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice activates her Tether 2
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Tether 2 is at the Bridge
      When Alice plays her Smite
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Tether is in Alice's base
      And Alice's Tether 2 is at the Bridge
      And Alice's Shipyard Skulker is at the Bridge
