@edition:v1.4
Feature: Paying the costs of a play (rule 357)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge

  Rule: 357.1 The Energy and Power of the total cost are paid together

    @rule:357 @rule:357.1
    Example: Void Seeker takes 3 Energy and 1 fury Power from the pool
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 4 Energy and 2 fury Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses Bob's Shipyard Skulker
      Then Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 fury Power

    @rule:357.1
    Example: Power of another domain does not pay for chaos or order Power
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has an Ezreal, Prodigy in her hand
      And Alice has a Hidden Blade in her hand
      And Alice has 3 Energy and 2 fury Power in her rune pool
      When Alice plays her Ezreal, Prodigy
      Then the action is refused citing rule 358.2
      When Alice plays her Hidden Blade
      Then the action is refused citing rule 358.2
      And Alice's Ezreal, Prodigy is in Alice's hand
      And Alice's Hidden Blade is in Alice's hand
      And Alice's rune pool holds 3 Energy
      And Alice's rune pool holds 2 fury Power
      And Bob's Shipyard Skulker is at the Bridge

  Rule: 357.1.a Add abilities with Reaction may be used while paying

    @rule:357.1.a @rule:357.3
    Example: Short of Energy, Alice pays for Void Seeker with Energy Conduit's Add as she pays, not without it
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has 1 card in her main deck
      And Alice has an Energy Conduit in her base
      And Alice has a Void Seeker in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses Bob's Shipyard Skulker
      Then Alice is asked to choose Add abilities to pay with among her Energy Conduit
      And the question to Alice cites rule 357.1.a
      When Alice declines to choose any Add ability
      Then the action is refused citing rule 358.2
      And Alice's Void Seeker is a pending chain item
      And Alice's rune pool holds 2 Energy
      And Alice's Energy Conduit is ready
      And Alice is asked to choose Add abilities to pay with among her Energy Conduit
      When Alice chooses her Energy Conduit
      Then Alice's Energy Conduit is exhausted
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power
      And Alice's Void Seeker is a finalized chain item
      And these events happened in order:
        | paid | power: fury |
      And the paid event for Alice cites rule 357.1
      When Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash

    @rule:357.1.a @rule:358.5
    Example: An Add ability without Reaction cannot be used in the middle of paying, so nothing can pay and the play is undone
      Given a test gear "Slow Conduit" costing 0 and text ":rb_exhaust:: [Add] :rb_energy_1:."
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Slow Conduit in her base
      And Alice has a Void Seeker in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      Then the action is refused citing rule 358.2
      And Alice's Slow Conduit is ready
      And Alice's Void Seeker is in Alice's hand
      And Alice's rune pool holds 2 Energy
      And Alice's rune pool holds 1 fury Power
      And the chain is empty
      And the turn is in a Neutral Open state

    @rule:357.1.a @rule:358.2
    Example: Bob's Energy Conduit is no Add ability of Alice's: short of Energy, her Void Seeker is refused
      Given Bob has a Shipyard Skulker at the Bridge
      And Bob has an Energy Conduit in his base
      And Alice has a Void Seeker in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      Then the action is refused citing rule 358.2
      And Alice's Void Seeker is in Alice's hand
      And Bob's Energy Conduit is ready
      And Alice's rune pool holds 2 Energy

    @rule:357.1.a
    Example: With enough in the pool, nothing is asked and Energy Conduit stays ready
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has an Energy Conduit in her base
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses Bob's Shipyard Skulker
      Then no decision is pending
      And Alice's Energy Conduit is ready
      And Alice's rune pool holds 0 Energy

  Rule: 357.2 Non-standard costs are paid as well

    @rule:357.2 @rule:351.1 @rule:359.2
    Example: Paying Cruel Patron's cost kills the chosen friendly unit and the Patron enters the board
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Cruel Patron in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Cruel Patron
      And Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Cruel Patron is in Alice's base
      And Alice's rune pool holds 0 Energy
      And the paid event for Alice's Cruel Patron names Alice's Vanguard Sergeant

    @rule:357.2 @rule:730.2
    Example: Spending 2 XP for her Tutor's ability is a cost that acts on no object: Alice's XP goes to 0, and the cost paid names nothing
      Given a test gear "Tutor" costing 0 and text "Spend 2 XP, :rb_exhaust:: Buff a unit."
      And a test spell "Short Lesson" costing 0 and text "Gain 2 XP."
      And Alice has a Tutor in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Short Lesson in her hand
      When Alice plays her Short Lesson
      And Alice passes
      And Bob passes
      And Alice activates her Tutor
      And Alice chooses her Shipyard Skulker
      Then Alice's XP is 0
      And the paid event for Alice's Tutor names no object

    @rule:357.2 @rule:357.3 @rule:002
    Example: Alice's Stalwart, which can't be killed, cannot pay Cruel Patron's cost: that answer is refused, and her Skulker pays it
      Given a test unit "Stalwart" costing 3 with 3 Might and text "I can't be killed."
      And Alice has a Stalwart at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Cruel Patron in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Cruel Patron
      And Alice chooses her Stalwart
      Then the action is refused citing rule 355.16
      And Alice's Stalwart is at the Bridge
      When Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Cruel Patron is in Alice's base
      And Alice's Stalwart is at the Bridge

    @rule:357.2 @rule:357.3 @rule:358.2
    Example: Alice's only friendly unit is her Stalwart, which can't be killed: nothing can pay Cruel Patron's cost, so playing it is refused at once
      Given a test unit "Stalwart" costing 3 with 3 Might and text "I can't be killed."
      And Alice has a Stalwart at the Bridge
      And Alice has a Cruel Patron in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Cruel Patron
      Then the action is refused citing rule 358.2
      And Alice's Cruel Patron is in Alice's hand
      And Alice's Stalwart is at the Bridge
      And the chain is empty
      And no decision is pending

    @rule:357.2 @rule:149.1
    Example: Playing a gear whose ability costs exhausting it pays only the gear's Energy: the gear is never exhausted
      Given a test gear "Lamp" costing 1 and text ":rb_exhaust:: Draw 1."
      And Alice has a Lamp in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Lamp
      Then Alice's Lamp is ready
      And Alice's rune pool holds 0 Energy
      And no exhausted event happened for Alice's Lamp

    @rule:357.2
    Example: A discard cost discards the card Alice chooses, and only that one
      Given a test spell "Reckless Bolt" costing 1 and text "As an additional cost to play this, you may discard 1.\nDeal 3 to a unit at a battlefield. If you paid the additional cost, deal 5 to it instead."
      And Bob has a Playful Phantom at the Bridge
      And Alice has a Reckless Bolt in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Reckless Bolt
      And Alice pays the optional cost
      And Alice chooses Bob's Playful Phantom
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's hand
      And Bob's Playful Phantom is in Bob's trash

  Rule: 357.3 No payment that is sure to make the play illegal

    @rule:357.3
    Example: With five Energy Conduits, paying Alice's Rust with the Conduit it targets is refused, and she pays with another
      Given a test spell "Rust" costing 1 and text "Kill a ready gear."
      And Alice has an Energy Conduit in her base
      And Alice has an Energy Conduit in her base
      And Alice has an Energy Conduit in her base
      And Alice has an Energy Conduit in her base
      And Alice has an Energy Conduit in her base
      And Alice has a Rust in her hand
      When Alice plays her Rust
      And Alice chooses her Energy Conduit 5
      And Alice chooses her Energy Conduit 5
      Then the action is refused
      And Alice's Energy Conduit 5 is ready
      When Alice chooses her Energy Conduit
      And Alice passes
      And Bob passes
      Then Alice's Energy Conduit 5 is in Alice's trash

    @rule:357.3 @rule:355.16
    Example: Choosing to pay Accelerate without the fury Power for it is refused, declining is allowed
      Given Alice has a Legion Rearguard in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Legion Rearguard
      And Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      Then Alice's Legion Rearguard is in Alice's base
      And Alice's Legion Rearguard is exhausted

    @rule:357.3
    Example: Paying Accelerate without the fury Power is refused at once, even with the entry location still to choose
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Legion Rearguard in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Legion Rearguard
      And Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      And Alice chooses the Bridge
      Then Alice's Legion Rearguard is at the Bridge
      And Alice's Legion Rearguard is exhausted

    @rule:357.3
    Example: A unit a spell plays from Alice's hand may pay Accelerate only with the fury Power for it: paying is refused, declining plays it
      Given a test spell "Summons" costing 1 and text "Play a unit from your hand, ignoring its cost. Draw 1."
      And Alice has a Summons in her hand
      And Alice has a Legion Rearguard in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Summons
      And Alice passes
      And Bob passes
      And Alice chooses her Legion Rearguard
      And Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      Then Alice's Legion Rearguard is in Alice's base
      And Alice's Legion Rearguard is exhausted

    @rule:357.3 @rule:355.16
    Example: A unit a spell plays from Alice's otherwise empty hand may not take its optional discard of 2: paying is refused, declining plays it
      Given a test spell "Summon" costing 0 and text "Play a unit from your hand, ignoring its cost."
      And a test unit "Gambler" costing 0 with 2 Might and text "As you play me, you may discard 2 as an additional cost. If you do, draw 2."
      And Alice has a Summon in her hand
      And Alice has a Gambler in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Gambler
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      Then Alice's Gambler is in Alice's base
      And Alice drew 0 times

    @rule:357.3 @rule:355.16
    Example: A unit a spell plays may not take its optional "kill a unit you control" while Alice has no other unit: paying is refused, declining plays it
      Given a test spell "Summon" costing 0 and text "Play a unit from your hand, ignoring its cost."
      And a test unit "Zealot" costing 0 with 2 Might and text "As you play me, you may kill a unit you control as an additional cost. If you do, draw 2."
      And Alice has a Summon in her hand
      And Alice has a Zealot in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Zealot
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      Then Alice's Zealot is in Alice's base
      And Alice drew 0 times

    @rule:355.16 @rule:357.3
    Example: Killing her only unit to pay the optional cost of the spell Alice's Summon plays would leave it no target: paying is refused, as she could decline, and declining plays it
      Given a test spell "Summon" costing 0 and text "Play a spell from your hand."
      And a test spell "Blood Gift" costing 2 and text "You may kill a unit you control as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nStun a unit you control."
      And Alice has a Summon in her hand
      And Alice has a Blood Gift in her hand
      And Alice has a Shipyard Skulker in her base
      And Alice has 2 Energy in her rune pool
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Blood Gift
      And Alice pays the optional cost
      Then the action is refused
      When Alice declines the optional cost
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is stunned
      And Alice's rune pool holds 0 Energy

    @rule:357.3 @rule:355.16
    Example: A spell another spell plays may not take its optional discard of 2 with one card in Alice's hand, though a second discount is still to answer: paying is refused, the second is taken
      Given a test spell "Summon" costing 0 and text "Play a spell from your hand, ignoring its cost."
      And a test spell "Swap Meet" costing 4 and text "You may discard 2 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nYou may discard 1 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nDraw 1."
      And Alice has a Summon in her hand
      And Alice has a Swap Meet in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Swap Meet
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      And Alice pays the optional cost
      Then no decision is pending
      And Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Swap Meet is a finalized chain item

    @rule:357.3 @rule:358.5
    Example: A spell Alice's Summon plays cannot be paid for however she answers: with no choice left, she may pay its optional discard, and the play is then undone with nothing discarded
      Given a test spell "Summon" costing 0 and text "Play a spell from your hand."
      And a test spell "Double Trade" costing 5 and text "You may discard 1 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nYou may discard 2 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nDraw 1."
      And Alice has a Summon in her hand
      And Alice has a Double Trade in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Mega-Mech in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Double Trade
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then the action is accepted
      When Alice declines the optional cost
      And Alice chooses her Vanguard Sergeant
      Then no decision is pending
      And Alice's Double Trade is in Alice's hand
      And Alice's Vanguard Sergeant is in Alice's hand
      And Alice's Summon is in Alice's trash
      And the chain is empty
      And Alice drew 0 times

    @rule:357.3 @rule:356.4.a
    Example: Alice's Poro Trade is within her 1 Energy only if she pays its discard and then chooses Bob's Poro: paying the discard is not refused, as the choice to come brings it within reach
      Given a test spell "Poro Trade" costing 5 and text "You may discard 1 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nThis costs :rb_energy_2: less if you choose a Poro.\nStun a unit."
      And a test unit "Fluffball" costing 1 with 1 Might
      And the test card "Fluffball" has the tag Poro
      And Bob has a Fluffball in his base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Poro Trade in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Poro Trade
      And Alice pays the optional cost
      Then the action is accepted
      When Alice chooses Bob's Fluffball
      And Alice applies the discounts in the order offered
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Poro Trade is a finalized chain item

  Rule: 357.2.a A cost replaced by a replacement effect still counts as paid

    @rule:357.2.a @faq:origins:play-cruel-patron-kill-one-units
    Example: Zhonya's Hourglass saves the unit Alice kills for Cruel Patron, and the Patron is still played
      Given Alice has a Zhonya's Hourglass in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Cruel Patron in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Cruel Patron
      And Alice chooses her Shipyard Skulker
      Then Alice's Zhonya's Hourglass is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is exhausted
      And Alice's Cruel Patron is in Alice's base
