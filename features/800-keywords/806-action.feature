@edition:v1.4
Feature: Action (rule 806)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Slow Word" costing 0 and text "[Action]"
    And a test spell "Plain Word" costing 0
    And Alice has a Shipyard Skulker in her base

  @rule:806 @waived:heading
  Rule: 806 Action

  Rule: 806.1 Action is a permission: showdowns, on any player's turn

    @rule:806.1 @rule:806.1.b @rule:806.1.c @rule:806.1.c.1
    Example: In the showdown Alice opens on her turn, Bob plays a spell with Action
      Given Bob has a Slow Word in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Slow Word
      Then the chain holds Bob's Slow Word

    @rule:806.1 @rule:806.1.b
    Example: In the same showdown, Bob's spell without Action is refused
      Given Bob has a Plain Word in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Plain Word
      Then the action is refused citing rule 308.1.a
      And Bob's Plain Word is in Bob's hand

  Rule: 806.1.a Action is found on cards and on the abilities of legends and permanents

    @rule:806.1.a @rule:806.1.c.2 @rule:806.1.d
    Example: Bob activates his legend's Action ability in the showdown on Alice's turn
      Given a test legend "Oracle" with text "[Action][>] :rb_exhaust:: Draw 1."
      And Bob has an Oracle as his legend
      And Bob has 2 cards in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob activates his Oracle
      And Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      And Bob's Oracle is exhausted

    @rule:806.1.a @rule:806.1.c.2
    Example: A legend ability without Action cannot be activated in the showdown
      Given a test legend "Sage" with text ":rb_exhaust:: Draw 1."
      And Bob has a Sage as his legend
      And Bob has 2 cards in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob activates his Sage
      Then the action is refused citing rule 308.1.a
      And Bob's Sage is ready

    @rule:806.1.a @rule:806.1.c.2
    Example: A unit's Action ability can be activated in a showdown
      Given a test unit "Tinker" costing 0 with 2 Might and text "[Action][>] :rb_exhaust:: Draw 1."
      And Alice has a Tinker in her base
      And Alice has 2 cards in her main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice activates her Tinker
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

  Rule: 806.1.d "[Action][>]" marks an ability, not the card

    @rule:806.1.d
    Example: A unit whose only Action is on its ability cannot itself be played in a showdown
      Given a test unit "Tinker" costing 0 with 2 Might and text "[Action][>] :rb_exhaust:: Draw 1."
      And Alice has a Tinker in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Tinker
      Then the action is refused citing rule 308.1.a
      And Alice's Tinker is in Alice's hand

  Rule: 806.2 Action adds showdowns to the usual timing; it takes nothing away

    @rule:806.2
    Example: Alice plays her spell with Action in her main phase, outside any showdown
      Given Alice has a Slow Word in her hand
      When Alice plays her Slow Word
      Then the chain holds Alice's Slow Word
      And the turn is in a Neutral Closed state

  Rule: 806.3 Action only permits: an Action unit is still played to its base or a battlefield its player controls

    @rule:806.3
    Example: In the showdown at the Bridge, which nobody controls yet, Alice's Action unit goes to her base
      Given a test unit "Quick Soldier" costing 0 with 2 Might and text "[Action]"
      And Alice has a Quick Soldier in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Quick Soldier
      Then no decision is pending
      When Bob passes
      Then Alice's Quick Soldier is in Alice's base

  Rule: 806.4 A card may have Action by a passive of its own only while that passive's condition holds

    @rule:806.4
    Example: Controlling a gear, Bob plays his Gear Word, which then has Action, in the showdown on Alice's turn
      Given a test spell "Gear Word" costing 0 and text "If you control a gear, this has [Action].\nDraw 1."
      And a test gear "Trinket" costing 0
      And Bob has a Trinket in his base
      And Bob has a Gear Word in his hand
      And Bob has 2 cards in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Gear Word
      Then the chain holds Bob's Gear Word

    @rule:806.4
    Example: Controlling no gear, Bob's Gear Word has no Action and is refused in the showdown
      Given a test spell "Gear Word" costing 0 and text "If you control a gear, this has [Action].\nDraw 1."
      And a test gear "Trinket" costing 0
      And Alice has a Trinket in her base
      And Bob has a Gear Word in his hand
      And Bob has 2 cards in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Gear Word
      Then the action is refused citing rule 308.1.a
      And Bob's Gear Word is in Bob's hand

    @rule:806.4
    Example: Controlling a gear, Bob's Gear Word has Action, which still does not let him play it in answer to Alice's spell
      Given a test spell "Gear Word" costing 0 and text "If you control a gear, this has [Action].\nDraw 1."
      And a test gear "Trinket" costing 0
      And Bob has a Trinket in his base
      And Bob has a Gear Word in his hand
      And Bob has 2 cards in his main deck
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Gear Word
      Then the action is refused citing rule 309.1.a
      And Bob's Gear Word is in Bob's hand
      And the chain holds Alice's Plain Word

  Rule: 806.4.a A condition the play itself may fulfil lets the card be played, to be checked later

    @rule:806.4.a
    Example: Bob's Conduit Word has Action once paying for it exhausted his Energy Conduit, so it is played in the showdown
      Given a test spell "Conduit Word" costing 1 and text "If you control an exhausted gear, this has [Action].\nDraw 1."
      And Bob has an Energy Conduit in his base
      And Bob has a Conduit Word in his hand
      And Bob has 2 cards in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Conduit Word
      Then Bob is asked to choose Add abilities to pay with among his Energy Conduit
      When Bob chooses his Energy Conduit
      Then the chain holds Bob's Conduit Word
      And Bob's Energy Conduit is exhausted

    @rule:806.4.a
    Example: Bob's Conduit Bolt, paid for by exhausting his Energy Conduit, has Action: played in the showdown, it chooses Alice's unit
      Given a test spell "Conduit Bolt" costing 1 and text "If you control an exhausted gear, this has [Action].\nDeal 1 to a unit."
      And Bob has an Energy Conduit in his base
      And Bob has a Conduit Bolt in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Conduit Bolt
      And Bob chooses Alice's Shipyard Skulker
      And Bob chooses his Energy Conduit
      Then the chain holds Bob's Conduit Bolt
      And Bob's Energy Conduit is exhausted

    @rule:806.4.a @rule:806.4
    Example: While Alice's spell waits, Bob's Conduit Word that could get only Action from paying is refused at once: no Action would let it answer a spell
      Given a test spell "Conduit Word" costing 1 and text "If you control an exhausted gear, this has [Action].\nDraw 1."
      And Bob has an Energy Conduit in his base
      And Bob has a Conduit Word in his hand
      And Bob has 2 cards in his main deck
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Conduit Word
      Then the action is refused citing rule 309.1.a
      And no decision is pending
      And Bob's Energy Conduit is ready
      And Bob's Conduit Word is in Bob's hand

  Rule: 806.4.b A card whose condition still fails at the legality check is taken back

    @rule:806.4.b
    Example: Paying from his pool leaves Bob's Energy Conduit ready: his Conduit Word, paid for, is taken back to his hand
      Given a test spell "Conduit Word" costing 1 and text "If you control an exhausted gear, this has [Action].\nDraw 1."
      And Bob has an Energy Conduit in his base
      And Bob has a Conduit Word in his hand
      And Bob has 1 Energy in his rune pool
      And Bob has 2 cards in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Conduit Word
      Then the action is refused citing rule 308.1.a
      And Bob's Conduit Word is in Bob's hand
      And Bob's rune pool holds 1 Energy
      And Bob's Energy Conduit is ready

    @rule:806.4.b
    Example: Paying from his pool would leave Bob's Energy Conduit ready: his Conduit Bolt, which would choose a unit, is refused as he plays it
      Given a test spell "Conduit Bolt" costing 1 and text "If you control an exhausted gear, this has [Action].\nDeal 1 to a unit."
      And Bob has an Energy Conduit in his base
      And Bob has a Conduit Bolt in his hand
      And Bob has 1 Energy in his rune pool
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Conduit Bolt
      Then the action is refused citing rule 308.1.a
      And no decision is pending
      And Bob's Conduit Bolt is in Bob's hand
      And Bob's rune pool holds 1 Energy
      And Bob's Energy Conduit is ready

  Rule: 806.5 Whether a card has Action can be checked by other effects

    @rule:806.5 @rule:806.5.a
    Example: A spell that kills a unit with Action may choose Bob's Quick Soldier but not his Shipyard Skulker
      Given a test unit "Quick Soldier" costing 0 with 2 Might and text "[Action]"
      And a test spell "Pick" costing 0 and text "Kill a unit with [Action]."
      And Alice has a Pick in her hand
      And Bob has a Quick Soldier in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Quick Soldier
      And Alice passes
      And Bob passes
      Then Bob's Quick Soldier is in Bob's trash
      And Bob's Shipyard Skulker is in Bob's base

    @rule:806.5 @rule:806.5.b
    Example: A counterspell for spells with Action counters Alice's Slow Word
      Given a test spell "Snip" costing 0 and text "[Reaction]\nCounter a spell with [Action]."
      And Alice has a Slow Word in her hand
      And Bob has a Snip in his hand
      When Alice plays her Slow Word
      And Alice passes
      And Bob plays his Snip
      And Bob chooses Alice's Slow Word
      And Bob passes
      And Alice passes
      Then Alice's Slow Word is in Alice's trash
      And the chain is empty

    @rule:806.5 @rule:806.5.b
    Example: The same counterspell finds nothing to counter in Alice's Plain Word
      Given a test spell "Snip" costing 0 and text "[Reaction]\nCounter a spell with [Action]."
      And Alice has a Plain Word in her hand
      And Bob has a Snip in his hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Snip
      Then the action is refused
      And the chain holds Alice's Plain Word

    @rule:806.5 @rule:806.5.c
    Example: A counter for abilities with Action counters the Action ability of Alice's legend, which draws her nothing
      Given a test legend "Drillmaster" with text "[Action][>] :rb_exhaust:: Draw 1."
      And a test spell "Snip" costing 0 and text "[Reaction]\nCounter an ability with [Action]."
      And Alice has a Drillmaster as her legend
      And Alice has 2 cards in her main deck
      And Bob has a Snip in his hand
      When Alice activates her Drillmaster
      And Alice passes
      And Bob plays his Snip
      And Bob chooses the chain item of Alice's Drillmaster
      And Bob passes
      And Alice passes
      Then the chain is empty
      And Alice's hand holds 0 cards
      And Alice's Drillmaster is exhausted

    @rule:806.5 @rule:806.5.c
    Example: The same counter finds nothing to counter in an ability of Alice's legend without Action
      Given a test legend "Sleeper" with text ":rb_exhaust:: Draw 1."
      And a test spell "Snip" costing 0 and text "[Reaction]\nCounter an ability with [Action]."
      And Alice has a Sleeper as her legend
      And Alice has 2 cards in her main deck
      And Bob has a Snip in his hand
      When Alice activates her Sleeper
      And Alice passes
      And Bob plays his Snip
      Then the action is refused
      And Bob's Snip is in Bob's hand
      And the chain holds Alice's Sleeper
