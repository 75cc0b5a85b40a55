@edition:v1.4
Feature: Moving (rule 420)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Retreat" costing 1 and text "Move a friendly unit to base."

  @rule:420 @waived:heading
  Rule: 420 Move

  Rule: 420.2 Moving is a limited action: done when told to, whoever's turn it is and whoever holds priority

    @rule:420.2 @rule:420.2.a
    Example: On Alice's turn Bob may not move his unit home at will, but his Flash tells him to and he does
      Given a test spell "Insight" costing 1 and text "Draw 2."
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Flash in his hand
      And Bob has 2 Energy in his rune pool
      When Bob moves his Vanguard Sergeant to his base
      Then the action is refused
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Flash
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant is in Bob's base
      And Bob's Vanguard Sergeant is ready
      And the turn player is Alice

    @rule:420.2
    Example: Alice's Rally tells Bob, the opponent she chooses, to move his unit on her turn: he moves it to the battlefield her unit went to
      Given a test spell "Rally" costing 3 and text "Move a unit you control to a battlefield you control. Then, choose an opponent. They move a unit they control to the same battlefield."
      And the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Rally in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Rally
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is at the Bridge
      And Bob's Shipyard Skulker is at the Bridge

    @rule:420.2
    Example: "The same battlefield" Bob is told to move to is the battlefield of the text's move to a battlefield, not the base of a move home after it
      Given a test spell "Rally Home" costing 0 and text "Move a unit you control to a battlefield you control. Move a unit you control to base. Then, choose an opponent. They move a unit they control to the same battlefield."
      And the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Playful Phantom at the Bridge
      And Bob has a Shipyard Skulker in his base
      And Alice has a Rally Home in her hand
      When Alice plays her Rally Home
      And Alice chooses her Vanguard Sergeant
      And Alice chooses her Playful Phantom
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is at the Bridge
      And Alice's Playful Phantom is in Alice's base
      And Bob's Shipyard Skulker is at the Bridge

    @rule:420.2
    Example: "The same battlefield" Bob is told to move to is still the one Alice's unit went to when a move between them named no battlefield
      Given a test unit "Drill Sergeant" costing 0 with 2 Might and text ":rb_exhaust:: Move a unit you control to a battlefield you control. Move an enemy unit to my battlefield. Then, choose an opponent. They move a unit they control to the same battlefield."
      And the Bridge is controlled by Alice
      And Alice has a Drill Sergeant in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker in his base
      When Alice activates her Drill Sergeant
      And Alice chooses her Vanguard Sergeant
      And Alice chooses Bob's Shipyard Skulker
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is at the Bridge
      And Alice's Drill Sergeant is in Alice's base
      And Bob's Shipyard Skulker is at the Bridge

    @rule:420.2
    Example: Alice's Fall Back tells her, by name, to move her unit home: she moves it, no opponent having been chosen
      Given a test spell "Fall Back" costing 0 and text "Draw 1. You move a friendly unit to base."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Fall Back in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Fall Back
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's base
      And Alice drew 1 time

  Rule: 420.1 A move takes an object from one board location to another

    @rule:420.1 @rule:420.2.a @faq:origins:exhaust-unit-move-spell-ability
    Example: A spell's instruction moves Alice's unit from the Bridge to her base, and it stays ready
      Given Alice has a Shipyard Skulker at the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Retreat in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Retreat
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is ready
      And these events happened in order:
        | moved | Alice's Shipyard Skulker |

    @rule:420.1
    Example: Alice's Lure Keeper at the Bridge moves Bob's unit from his base to "this battlefield": the Bridge, where the Keeper stands
      Given a test unit "Lure Keeper" costing 0 with 2 Might and text ":rb_exhaust:: Move an enemy unit to this battlefield."
      And a battlefield called the Ford
      And Alice has a Lure Keeper at the Bridge
      And the Bridge is controlled by Alice
      And Bob has a Shipyard Skulker in his base
      When Alice activates her Lure Keeper
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is at the Bridge

    @rule:420.1
    Example: Alice's Trickster at the Bridge and her Skulker in her base move to each other's locations
      Given a test unit "Trickster" costing 0 with 2 Might and text ":rb_exhaust:: Move me and a unit you control to each other's locations."
      And Alice has a Trickster at the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker in her base
      When Alice activates her Trickster
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Trickster is in Alice's base
      And Alice's Shipyard Skulker is at the Bridge

    @rule:420.1
    Example: Alice's Trickster and her Skulker trade locations, and the text's "If you do" sees that they moved: she draws
      Given a test unit "Trickster" costing 0 with 2 Might and text ":rb_exhaust:: Move me and a unit you control to each other's locations. If you do, draw 1."
      And Alice has a Trickster at the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker in her base
      And Alice has 2 cards in her main deck
      When Alice activates her Trickster
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Trickster is in Alice's base
      And Alice's Shipyard Skulker is at the Bridge
      And Alice drew 1 time

    @rule:420.1
    Example: Alice's Swapper goes to her Giant's location and the Giant to its original one, and the "it" after them is still the Giant: being Mighty, she draws
      Given a test unit "Swapper" costing 0 with 2 Might and text ":rb_exhaust:: Choose another friendly unit. Move me to its location and that unit to my original location. If it's [Mighty], draw 1."
      And a test unit "Giant" costing 0 with 5 Might
      And the Bridge is controlled by Alice
      And Alice has a Swapper at the Bridge
      And Alice has a Giant in her base
      And Alice has 2 cards in her main deck
      When Alice activates her Swapper
      And Alice chooses her Giant
      And Alice passes
      And Bob passes
      Then Alice's Swapper is in Alice's base
      And Alice's Giant is at the Bridge
      And Alice drew 1 time

    @rule:420.1 @rule:359.3.e.6
    Example: Bob kills Alice's Swapper before its ability resolves: a card in the trash is at no location, so it is not moved to her base, and her Giant stays there
      Given a test unit "Swapper" costing 0 with 2 Might and text ":rb_exhaust:: Choose another friendly unit. Move me to its location and that unit to my original location."
      And a test spell "Snipe" costing 0 and text "[Reaction]\nKill a unit."
      And a test unit "Giant" costing 0 with 5 Might
      And the Bridge is controlled by Alice
      And Alice has a Swapper at the Bridge
      And Alice has a Giant in her base
      And Bob has a Snipe in his hand
      When Alice activates her Swapper
      And Alice chooses her Giant
      And Alice passes
      And Bob plays his Snipe
      And Bob chooses Alice's Swapper
      And Bob passes
      And Alice passes
      Then Alice's Swapper is in Alice's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Swapper is in Alice's trash
      And Alice's Giant is in Alice's base

    @rule:420.1
    Example: Alice's Rally Point moves her Skulker from her base to the battlefield of the enemy unit she chose: the Ford, not the Bridge
      Given a test spell "Rally Point" costing 0 and text "Choose an enemy unit at a battlefield. Move a friendly unit to that enemy unit's battlefield."
      And a battlefield called the Ford
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Rally Point in her hand
      When Alice plays her Rally Point
      And Alice chooses Bob's Vanguard Sergeant
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Ford

    @rule:420.1
    Example: Alice's Field Marshal moves her Skulker from the Bridge to her base, then its "it" is still that unit: the Skulker gets +2 Might
      Given a test unit "Field Marshal" costing 0 with 2 Might and text ":rb_exhaust:: Move a friendly unit to its owner's base. Give it +2 :rb_might: this turn."
      And Alice has a Field Marshal in her base
      And Alice has a Shipyard Skulker at the Bridge
      And the Bridge is controlled by Alice
      When Alice activates her Field Marshal
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker's Might is 5
      And Alice's Field Marshal's Might is 2

  Rule: 420.3 The standard move: exhaust units to move them

    @rule:420.3 @rule:420.3.a @rule:420.3.b @rule:420.2.b @faq:origins:move-multiple-units-together-battlefield @faq:origins:standard-move
    Example: Alice exhausts two units to move them together to the Bridge
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Shipyard Skulker and her Vanguard Sergeant to the Bridge
      Then Alice's Shipyard Skulker is at the Bridge
      And Alice's Vanguard Sergeant is at the Bridge
      And Alice's Shipyard Skulker is exhausted
      And Alice's Vanguard Sergeant is exhausted

    @rule:420.3
    Example: Being discretionary, the standard move waits for a Neutral Open state: not in the combat Alice's first move began
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      Then a combat is under way at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then the action is refused
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is ready

    @rule:420.3.a @faq:origins:standard-move
    Example: An exhausted unit cannot pay for a standard move
      Given Alice has a Shipyard Skulker in her base
      And Alice has an exhausted Vanguard Sergeant in her base
      When Alice moves her Shipyard Skulker and her Vanguard Sergeant to the Bridge
      Then the action is refused
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is ready
