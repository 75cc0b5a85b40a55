@edition:v1.4
Feature: Reaction (rule 813)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Quick Word" costing 0 and text "[Reaction]"
    And a test spell "Slow Word" costing 0 and text "[Action]"
    And a test spell "Plain Word" costing 0

  @rule:813 @waived:heading
  Rule: 813 Reaction

  Rule: 813.1 Reaction is a permission: while a chain waits, on any player's turn

    @rule:813.1 @rule:813.1.c @rule:813.1.c.1
    Example: Bob answers Alice's spell on her turn with his Reaction spell
      Given Alice has a Plain Word in her hand
      And Bob has a Quick Word in his hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Word
      Then the chain holds Alice's Plain Word, then Bob's Quick Word

    @rule:813.1 @rule:813.1.c.1
    Example: A spell with only Action cannot answer a spell on the chain
      Given Alice has a Plain Word in her hand
      And Bob has a Slow Word in his hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Slow Word
      Then the action is refused citing rule 309.1.a
      And Bob's Slow Word is in Bob's hand

  Rule: 813.1.b Reaction carries every permission of Action too

    @rule:813.1.b
    Example: In the showdown Alice opens on her turn, Bob plays his Reaction spell with the chain empty
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Quick Word in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Quick Word
      Then the chain holds Bob's Quick Word

  Rule: 813.1.a Reaction is found on cards and on the abilities of legends and permanents

    @rule:813.1.a @rule:813.1.c.2 @rule:813.1.d
    Example: Bob activates his legend's Reaction ability while Alice's spell waits on the chain
      Given a test legend "Watcher" with text "[Reaction][>] :rb_exhaust:: Draw 1."
      And Bob has a Watcher as his legend
      And Bob has 2 cards in his main deck
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob activates his Watcher
      And Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      And the chain holds Alice's Plain Word

    @rule:813.1.a @rule:813.1.c.2
    Example: A legend ability with only Action cannot be activated while Alice's spell waits
      Given a test legend "Oracle" with text "[Action][>] :rb_exhaust:: Draw 1."
      And Bob has an Oracle as his legend
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob activates his Oracle
      Then the action is refused citing rule 309.1.a
      And Bob's Oracle is ready

  Rule: 813.1.d "[Reaction][>]" marks an ability, not the card

    @rule:813.1.d
    Example: A unit whose only Reaction is on its ability cannot itself answer a spell
      Given a test unit "Lookout" costing 0 with 2 Might and text "[Reaction][>] :rb_exhaust:: Draw 1."
      And Alice has a Plain Word in her hand
      And Bob has a Lookout in his hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Lookout
      Then the action is refused citing rule 309.1.a
      And Bob's Lookout is in Bob's hand

  Rule: 813.2 Reaction adds to the usual timing; it takes nothing away

    @rule:813.2
    Example: Alice plays her Reaction spell in her own main phase with the chain empty
      Given Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      Then the chain holds Alice's Quick Word

  Rule: 813.3 Reaction only permits: a Reaction unit is still played to its base or a battlefield its player controls

    @rule:813.3 @rule:813.3.a
    Example: Bob's Reaction unit, played in answer on Alice's turn, cannot go to the Bridge Alice controls
      Given the Bridge is controlled by Alice
      And a test unit "Blinker" costing 0 with 3 Might and text "[Reaction]"
      And Alice has a Plain Word in her hand
      And Bob has a Blinker in his hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Blinker
      Then no decision is pending
      When Alice passes
      Then Bob's Blinker is in Bob's base

  Rule: 813.4 A card may have Reaction by a passive of its own only while that passive's condition holds

    @rule:813.4
    Example: Controlling two gear, Bob plays his Gear Word, which then has Reaction, while Alice's spell waits
      Given a test spell "Gear Word" costing 0 and text "If you control a gear, this has [Reaction].\nDraw 1."
      And a test gear "Trinket" costing 0
      And Bob has a Trinket in his base
      And Bob has a Trinket in his base
      And Bob has a Gear Word in his hand
      And Bob has 2 cards in his main deck
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Gear Word
      Then the chain holds Alice's Plain Word, then Bob's Gear Word

    @rule:813.4
    Example: Controlling no gear, Bob's Gear Word has no Reaction and is refused while Alice's spell waits
      Given a test spell "Gear Word" costing 0 and text "If you control a gear, this has [Reaction].\nDraw 1."
      And a test gear "Trinket" costing 0
      And Alice has a Trinket in her base
      And Bob has a Gear Word in his hand
      And Bob has 2 cards in his main deck
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Gear Word
      Then the action is refused citing rule 309.1.a
      And Bob's Gear Word is in Bob's hand

    @rule:813.4
    Example: Bob's Gear Brute, whose own passive gives it Might while he controls a gear but no Reaction, is refused while Alice's spell waits
      Given a test unit "Gear Brute" costing 0 with 2 Might and text "If you control a gear, I have +1 :rb_might:."
      And a test gear "Trinket" costing 0
      And Bob has a Trinket in his base
      And Bob has a Gear Brute in his hand
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Gear Brute
      Then the action is refused citing rule 309.1.a
      And Bob's Gear Brute is in Bob's hand

  Rule: 813.4.a A condition the play itself may fulfil lets the card be played, to be checked later

    @rule:813.4.a
    Example: Bob's Conduit Word has Reaction once paying for it exhausted his Energy Conduit, so it joins Alice's spell on the chain
      Given a test spell "Conduit Word" costing 1 and text "If you control an exhausted gear, this has [Reaction].\nDraw 1."
      And Bob has an Energy Conduit in his base
      And Bob has a Conduit Word in his hand
      And Bob has 2 cards in his main deck
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Conduit Word
      And Bob chooses his Energy Conduit
      Then the chain holds Alice's Plain Word, then Bob's Conduit Word
      And Bob's Energy Conduit is exhausted

    @rule:813.4.a
    Example: In the showdown on Alice's turn, where Action would do, Bob's Conduit Word that may get Reaction from paying is played, and has it by the legality check
      Given a test spell "Conduit Word" costing 1 and text "If you control an exhausted gear, this has [Reaction].\nDraw 1."
      And Alice has a Shipyard Skulker in her base
      And Bob has an Energy Conduit in his base
      And Bob has a Conduit Word in his hand
      And Bob has 2 cards in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Conduit Word
      And Bob chooses his Energy Conduit
      Then the chain holds Bob's Conduit Word
      And Bob's Energy Conduit is exhausted

  Rule: 813.4.b A card whose condition still fails at the legality check is taken back

    @rule:813.4.b
    Example: Paying from his pool leaves Bob's Energy Conduit ready: his Conduit Word, paid for, goes back to his hand
      Given a test spell "Conduit Word" costing 1 and text "If you control an exhausted gear, this has [Reaction].\nDraw 1."
      And Bob has an Energy Conduit in his base
      And Bob has a Conduit Word in his hand
      And Bob has 1 Energy in his rune pool
      And Bob has 2 cards in his main deck
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Conduit Word
      Then the action is refused citing rule 309.1.a
      And Bob's Conduit Word is in Bob's hand
      And Bob's rune pool holds 1 Energy
      And the chain holds Alice's Plain Word

  Rule: 813.5 Whether a card has Reaction can be checked by other effects

    @rule:813.5 @rule:813.5.a
    Example: A spell that kills a unit with Reaction may choose Bob's Blinker but not his Shipyard Skulker
      Given a test unit "Blinker" costing 0 with 3 Might and text "[Reaction]"
      And a test spell "Pick" costing 0 and text "Kill a unit with [Reaction]."
      And Alice has a Pick in her hand
      And Bob has a Blinker in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Blinker
      And Alice passes
      And Bob passes
      Then Bob's Blinker is in Bob's trash
      And Bob's Shipyard Skulker is in Bob's base

    @rule:813.5 @rule:813.5.b
    Example: A counterspell for spells with Reaction counters Alice's Quick Word
      Given a test spell "Snap" costing 0 and text "[Reaction]\nCounter a spell with [Reaction]."
      And Alice has a Quick Word in her hand
      And Bob has a Snap in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Snap
      And Bob chooses Alice's Quick Word
      And Bob passes
      And Alice passes
      Then Alice's Quick Word is in Alice's trash
      And the chain is empty

    @rule:813.5 @rule:813.5.b
    Example: The same counterspell finds nothing to counter in Alice's Plain Word
      Given a test spell "Snap" costing 0 and text "[Reaction]\nCounter a spell with [Reaction]."
      And Alice has a Plain Word in her hand
      And Bob has a Snap in his hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Snap
      Then the action is refused
      And the chain holds Alice's Plain Word

    @rule:813.5 @rule:813.5.c
    Example: A counter for abilities with Reaction counters the Reaction ability of Bob's legend, which draws him nothing
      Given it is Bob's main phase
      And a test legend "Watcher" with text "[Reaction][>] :rb_exhaust:: Draw 1."
      And a test spell "Hush" costing 0 and text "[Reaction]\nCounter an ability with [Reaction]."
      And Bob has a Watcher as his legend
      And Bob has 2 cards in his main deck
      And Alice has a Hush in her hand
      When Bob activates his Watcher
      And Bob passes
      And Alice plays her Hush
      And Alice chooses the chain item of Bob's Watcher
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Bob's hand holds 0 cards
      And Bob's Watcher is exhausted
      And these events happened in order:
        | countered | Bob's Watcher |

    @rule:813.5 @rule:813.5.c
    Example: A counter for abilities with Reaction may choose the Reaction ability of Bob's gear on the chain, not his Reaction spell under it
      Given it is Bob's main phase
      And a test gear "Bell" costing 0 and text "[Reaction][>] :rb_exhaust:: Draw 1."
      And a test legend "Watcher" with text "[Reaction][>] :rb_exhaust:: Draw 1."
      And a test spell "Hush" costing 0 and text "[Reaction]\nCounter an ability with [Reaction]."
      And Bob has a Watcher as his legend
      And Bob has a Bell in his base
      And Bob has a Quick Word in his hand
      And Bob has 2 cards in his main deck
      And Alice has a Hush in her hand
      When Bob plays his Quick Word
      And Bob activates his Watcher
      And Bob activates his Bell
      And Bob passes
      And Alice plays her Hush
      And Alice chooses the chain item of Bob's Quick Word
      Then the action is refused
      When Alice chooses the chain item of Bob's Bell
      And Alice passes
      And Bob passes
      Then the chain holds Bob's Quick Word, then Bob's Watcher

    @rule:813.5 @rule:813.5.c
    Example: The same counter finds nothing to counter in an ability of Bob's legend without Reaction
      Given it is Bob's main phase
      And a test legend "Sleeper" with text ":rb_exhaust:: Draw 1."
      And a test spell "Hush" costing 0 and text "[Reaction]\nCounter an ability with [Reaction]."
      And Bob has a Sleeper as his legend
      And Bob has 2 cards in his main deck
      And Alice has a Hush in her hand
      When Bob activates his Sleeper
      And Bob passes
      And Alice plays her Hush
      Then the action is refused
      And Alice's Hush is in Alice's hand
