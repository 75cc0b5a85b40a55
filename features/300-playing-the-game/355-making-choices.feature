@edition:v1.4
Feature: Making the choices of a play, and targeting (rule 355)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge

  Rule: 355.1.a Whether to pay an optional additional cost is chosen as the card is played

    @rule:355.1.a @rule:355.1
    Example: Having played a spell this turn, Alice pays her Crescent Guardian's chaos Power as she plays it, and it enters ready
      Given a test spell "Study" costing 0 and text "Draw 1."
      And Alice has a Study in her hand
      And Alice has a Crescent Guardian in her hand
      And Alice has 4 Energy and 1 chaos Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Study
      And Alice passes
      And Bob passes
      And Alice plays her Crescent Guardian
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then Alice's Crescent Guardian is in Alice's base
      And Alice's Crescent Guardian is ready
      And Alice's rune pool holds 0 chaos Power

    @rule:355.1.a
    Example: Having played a unit but no spell this turn, while Bob played one, Alice is not offered her Crescent Guardian's cost, and it enters exhausted
      Given a test unit "Footman" costing 0 with 2 Might
      And a test gear "Lamp" costing 0 and text ":rb_exhaust:: Draw 1."
      And a test spell "Quick Study" costing 0 and text "[Reaction]\nDraw 1."
      And Alice has a Footman in her hand
      And Alice has a Lamp in her base
      And Alice has 1 card in her main deck
      And Bob has a Quick Study in his hand
      And Bob has 1 card in his main deck
      And Alice has a Crescent Guardian in her hand
      And Alice has 4 Energy and 1 chaos Power in her rune pool
      When Alice plays her Footman
      Then Alice's Footman is in Alice's base
      When Alice activates her Lamp
      And Alice passes
      And Bob plays his Quick Study
      And Bob passes
      And Alice passes
      Then Bob drew 1 time
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty
      When Alice plays her Crescent Guardian
      Then Alice's Crescent Guardian is in Alice's base
      And Alice's Crescent Guardian is exhausted
      And Alice's rune pool holds 1 chaos Power

    @rule:355.1.a @rule:359.2.c
    Example: Alice pays her Clockwork Keeper's optional cost, which only makes it draw: it enters exhausted, as units do
      Given Alice has a Clockwork Keeper in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Clockwork Keeper
      Then Alice is asked to decide an optional cost
      And the question to Alice cites rule 355.1.a
      When Alice pays the optional cost
      Then Alice's Clockwork Keeper is in Alice's base
      And Alice's Clockwork Keeper is exhausted
      And Alice's rune pool holds 0 calm Power

    @rule:355.1.a @rule:805.1
    Example: Alice answers yes to her unit's Accelerate: she pays it as she plays the unit, which enters ready
      Given a test unit "Sprinter" costing 1 with 2 Might and text "[Accelerate]"
      And the test card "Sprinter" belongs to the fury domain
      And Alice has a Sprinter in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Sprinter
      Then Alice is asked to decide an optional cost
      When Alice answers yes to the optional cost
      Then Alice's Sprinter is in Alice's base
      And Alice's Sprinter is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:355.1.a @rule:805.1
    Example: Alice answers no to her unit's Accelerate: she pays only its own cost and it enters exhausted
      Given a test unit "Sprinter" costing 1 with 2 Might and text "[Accelerate]"
      And the test card "Sprinter" belongs to the fury domain
      And Alice has a Sprinter in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Sprinter
      Then Alice is asked to decide an optional cost
      When Alice answers no to the optional cost
      Then Alice's Sprinter is in Alice's base
      And Alice's Sprinter is exhausted
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 fury Power

  Rule: 355.2 A unit is played to a base or a battlefield its controller controls

    @rule:355.2 @rule:355.2.a @rule:359.2.c
    Example: Alice picks between her base and the battlefield she controls, and the unit enters exhausted there
      Given a battlefield called the Ford
      And the Bridge is controlled by Alice
      And the Ford is controlled by Bob
      And Alice has a Shipyard Skulker in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Shipyard Skulker
      Then Alice is asked to choose a battlefield among base and the Bridge
      And the question to Alice cites rule 355.2
      When Alice chooses the Bridge
      Then Alice's Shipyard Skulker is at the Bridge
      And Alice's Shipyard Skulker is exhausted

    @rule:355.2 @rule:170.8
    Example: Alice controls the Bridge and the Rockfall Path, but may play her Shipyard Skulker only to her base or the Bridge
      Given a Rockfall Path battlefield called the Path
      And the Bridge is controlled by Alice
      And the Path is controlled by Alice
      And Alice has a Shipyard Skulker in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Shipyard Skulker
      Then Alice is asked to choose a battlefield among base and the Bridge

    @rule:170.8 @rule:144.4.b
    Example: The Rockfall Path limits plays, not moves: Alice's Shipyard Skulker there goes home
      Given a Rockfall Path battlefield called the Path
      And the Path is controlled by Alice
      And Alice has a Shipyard Skulker at the Path
      When Alice moves her Shipyard Skulker to her base
      Then Alice's Shipyard Skulker is in Alice's base

    @rule:355.2
    Example: Perched Grimwyrm may be played only to a battlefield Alice conquered this turn: having conquered none, she cannot play it, not even to her base
      Given the Bridge is controlled by Alice
      And Alice has a Perched Grimwyrm in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Perched Grimwyrm
      Then the action is refused citing rule 355.2
      And Alice's Perched Grimwyrm is in Alice's hand
      And Alice's rune pool holds 4 Energy

    @rule:355.2
    Example: Here to Help plays Alice's unit only to a battlefield she controls: with Bob's Ford beside her Bridge, it goes to the Bridge unasked
      Given a battlefield called the Ford
      And the Bridge is controlled by Alice
      And the Ford is controlled by Bob
      And a test unit "Footman" costing 5 with 5 Might
      And Bob has a Stalwart Poro at the Ford
      And Alice has a Here to Help in her hand
      And Alice has a Footman in her hand
      And Alice has 4 Energy and 1 body Power in her rune pool
      When Alice plays her Here to Help
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice chooses her Footman
      Then Alice's Footman is at the Bridge
      And no decision is pending

    @rule:355.2
    Example: A unit an effect plays "to your base" goes to Alice's base unasked, though she controls the Bridge
      Given a test spell "Muster" costing 0 and text "Play a unit from your hand to your base, ignoring its cost."
      And the Bridge is controlled by Alice
      And Alice has a Muster in her hand
      And Alice has a Shipyard Skulker in her hand
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      And Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's base
      And no decision is pending

    @rule:355.2
    Example: A unit an effect plays "to your base" goes to Alice's base though she controls no battlefield
      Given a test spell "Muster" costing 0 and text "Play a unit from your hand to your base, ignoring its cost."
      And Alice has a Muster in her hand
      And Alice has a Shipyard Skulker in her hand
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      And Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's base

    @rule:355.2 @rule:355.2.a
    Example: An effect that plays a unit "to a battlefield you control" plays none when Alice controls no battlefield: her unit stays in hand, and its "if you do" draws nothing
      Given a test spell "Vanguard Call" costing 0 and text "Play a unit from your hand to a battlefield you control, ignoring its cost. If you do, draw 1."
      And Alice has a Vanguard Call in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Vanguard Call
      And Alice passes
      And Bob passes
      And Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's hand
      And Alice's hand holds 1 card

    @rule:355.2.b
    Example: An effect that plays a unit "to any battlefield" may put Alice's unit at the Bridge, though she controls no battlefield
      Given a test spell "Pounce" costing 0 and text "Banish a friendly unit, then its owner plays it to any battlefield, ignoring its cost."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Pounce in her hand
      When Alice plays her Pounce
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Bridge

    @rule:355.2 @rule:355.2.a
    Example: Vilemaw's Lair limits moves, not plays: Alice may play her Shipyard Skulker to the Lair she controls
      Given a Vilemaw's Lair battlefield called the Lair
      And the Lair is controlled by Alice
      And Alice has a Shipyard Skulker in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Shipyard Skulker
      Then Alice is asked to choose a battlefield among base and the Lair
      When Alice chooses the Lair
      Then Alice's Shipyard Skulker is at the Lair

  Rule: 355.5 Objects the card picks are chosen as it is played

    @rule:355.5 @rule:355.7 @rule:355.9 @rule:355.9.a @rule:355.9.a.1 @rule:355.9.b @rule:355.10.d.2 @rule:355
    Example: Void Seeker may target only units at a battlefield, never a card in hand or a unit at base
      Given Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Playful Phantom in his hand
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      Then Alice is asked to choose targets among Bob's Shipyard Skulker
      And the question to Alice cites rule 355.5
      And Alice's Void Seeker is a pending chain item
      And the turn is in a Neutral Closed state
      When Alice chooses Bob's Shipyard Skulker
      Then Alice's Void Seeker is a finalized chain item
      And Alice's Void Seeker is targeting Bob's Shipyard Skulker

    @rule:355.5.a @rule:355.10.d @rule:355.10.d.1
    Example: A spell that damages by criteria alone chooses nothing as it is played
      Given a test spell "Wave" costing 1 and text "Deal 1 to all units at battlefields."
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Wave in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Wave
      Then no decision is pending
      And Alice's Wave is targeting nothing

    @rule:355.10.d
    Example: "All enemy units at a battlefield" asks which battlefield, and only Bob's units there are dealt damage
      Given a battlefield called the Ford
      And a test spell "Shockwave" costing 0 and text "Deal 2 to all enemy units at a battlefield."
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Ford
      And Alice has a Shockwave in her hand
      When Alice plays her Shockwave
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      And the question to Alice cites rule 355.10.d
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage
      And Bob's Shipyard Skulker has 0 damage

    @rule:355.10.d
    Example: "All enemy units at a battlefield", dealt damage for each card in Alice's hand, still has her choose the battlefield as she plays the spell
      Given a battlefield called the Ford
      And a test spell "Tremor" costing 0 and text "Deal 1 to all enemy units at a battlefield for each card in your hand."
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Ford
      And Alice has a Tremor in her hand
      And Alice has 2 cards in her hand
      When Alice plays her Tremor
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage
      And Bob's Shipyard Skulker has 0 damage

    @rule:355.10.d @rule:355.9.b
    Example: A Crescent Strike-like spell deals 4 to the unit chosen at the chosen battlefield and 1 to each other enemy unit there, none elsewhere
      Given a battlefield called the Ford
      And a test spell "Crescent" costing 0 and text "[Action]\nChoose a battlefield and an enemy unit there. Deal 4 to that unit and 1 to each other enemy unit there."
      And a test unit "Ox" costing 0 with 6 Might
      And a test unit "Goat" costing 0 with 3 Might
      And a test unit "Ram" costing 0 with 3 Might
      And Bob has an Ox at the Bridge
      And Bob has a Goat at the Bridge
      And Bob has a Ram at the Ford
      And Alice has a Crescent in her hand
      When Alice plays her Crescent
      And Alice chooses the Bridge
      Then Alice is asked to choose targets among Bob's Ox and Bob's Goat
      When Alice chooses Bob's Ox
      And Alice passes
      And Bob passes
      Then Bob's Ox has 4 damage
      And Bob's Goat has 1 damage
      And Bob's Ram has 0 damage

    @rule:355.10.d @rule:359.3.e.2
    Example: Bob moves the Ox that Alice's Crescent Strike-like spell chose from the chosen battlefield to the Ford: no longer there, it is dealt nothing, and the units still there take their 1
      Given a battlefield called the Ford
      And a test spell "Crescent" costing 0 and text "[Action]\nChoose a battlefield and an enemy unit there. Deal 4 to that unit and 1 to each other enemy unit there."
      And a test spell "Slip Away" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And a test unit "Ox" costing 0 with 6 Might
      And a test unit "Goat" costing 0 with 3 Might
      And Bob has an Ox at the Bridge
      And Bob has a Goat at the Bridge
      And Bob has a Slip Away in his hand
      And Alice has a Crescent in her hand
      When Alice plays her Crescent
      And Alice chooses the Bridge
      And Alice chooses Bob's Ox
      And Alice passes
      And Bob plays his Slip Away
      And Bob chooses his Ox
      And Bob chooses the Ford
      And Bob passes
      And Alice passes
      Then Bob's Ox is at the Ford
      When Alice passes
      And Bob passes
      Then Bob's Ox has 0 damage
      And Bob's Goat has 1 damage

    @rule:355.10.d
    Example: Alice answers her spell's optional cost before she picks the battlefield: the damage goes to Bob's units at the one she picked
      Given a battlefield called the Ford
      And a test spell "Costly Shockwave" costing 0 and text "You may pay :rb_energy_1: as an additional cost to play this.\nDeal 2 to all enemy units at a battlefield."
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Ford
      And Alice has a Costly Shockwave in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Costly Shockwave
      And Alice declines the optional cost
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage
      And Bob's Shipyard Skulker has 0 damage
      And Alice's rune pool holds 1 Energy

    @rule:355.10.d
    Example: "Each enemy unit at a battlefield" and "enemy units at a battlefield" ask which battlefield too, as each spell is played
      Given a battlefield called the Ford
      And a test spell "Ripple" costing 0 and text "Deal 1 to each enemy unit at a battlefield."
      And a test spell "Tremor" costing 0 and text "Deal 1 to enemy units at a battlefield."
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Ford
      And Alice has a Ripple in her hand
      And Alice has a Tremor in her hand
      When Alice plays her Ripple
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 1 damage
      And Bob's Shipyard Skulker has 0 damage
      When Alice plays her Tremor
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage
      And Bob's Shipyard Skulker has 0 damage

    @rule:355.5 @rule:354.2
    Example: Until Alice chooses its target, her pending spell targets nothing
      Given a test spell "Spark" costing 1 and text "Deal 1 to a unit."
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) in his base
      And Alice has a Spark in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Spark
      Then Alice is asked to choose targets among Bob's Recruit (NX) and Bob's Recruit (NX) 2
      And Alice's Spark is a pending chain item
      And Alice's Spark is targeting nothing
      When Alice chooses Bob's Recruit (NX)
      Then Alice's Spark is targeting Bob's Recruit (NX)

    @rule:355.5
    Example: Until Alice chooses its target, her gear's pending ability targets nothing
      Given a test gear "Sling" costing 0 and text ":rb_exhaust:: Deal 1 to a unit."
      And Alice has a Sling in her base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) in his base
      When Alice activates her Sling
      Then Alice's Sling is a pending chain item
      And Alice's Sling is targeting nothing
      When Alice chooses Bob's Recruit (NX) 2
      Then Alice's Sling is targeting Bob's Recruit (NX) 2

  Rule: 355.9.a.1 "Unit" means a unit on the board

    @rule:355.9.a.1 @rule:355.9.a
    Example: "Kill a unit" may choose units at a battlefield or in a base, never a unit card in a hand or trash
      Given a test spell "Smite" costing 1 and text "Kill a unit."
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Playful Phantom in his hand
      And Bob has a Mega-Mech in his trash
      And Alice has a Smite in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Smite
      Then Alice is asked to choose targets among Bob's Shipyard Skulker and Bob's Vanguard Sergeant

  Rule: 355.9.a A battlefield, a zone of the board, may be chosen too

    @rule:355.9.a
    Example: Siphon Power chooses a battlefield, and changes the Might of the units there only
      Given a battlefield called the Ford
      And Alice has a Recruit (NX) at the Ford
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Siphon Power in her hand
      And Alice has 2 Energy and 1 mind Power in her rune pool
      When Alice plays her Siphon Power
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Recruit (NX)'s Might is 2
      And Bob's Vanguard Sergeant's Might is 3
      And Alice's Shipyard Skulker's Might is 3

    @rule:355.9.a
    Example: "A battlefield with exactly one unit you control" offers the Bridge, where Alice has one, not the Ford, where she has two
      Given a battlefield called the Ford
      And a test spell "Rally Point" costing 0 and text "Choose a battlefield with exactly one unit you control. Give friendly units there +1 :rb_might: this turn."
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Recruit (NX) at the Ford
      And Alice has a Vanguard Sergeant at the Ford
      And Alice has a Rally Point in her hand
      When Alice plays her Rally Point
      Then Alice is asked to choose a battlefield among the Bridge

    @rule:355.9.a
    Example: "A battlefield with exactly one other unit you control" of Alice's Herald offers the Bridge, where her Skulker stands beside the Herald, and the Ford, not the Tower with two
      Given a battlefield called the Ford
      And a battlefield called the Tower
      And a test unit "Herald" costing 0 with 2 Might and text ":rb_exhaust:: Choose a battlefield with exactly one other unit you control. Give friendly units there +1 :rb_might: this turn."
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And the Tower is controlled by Alice
      And Alice has a Herald at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Recruit (NX) at the Ford
      And Alice has a Recruit (NX) at the Tower
      And Alice has a Vanguard Sergeant at the Tower
      When Alice activates her Herald
      Then Alice is asked to choose a battlefield among the Bridge and the Ford

    @rule:355.9.a
    Example: "A card from your trash" is a card in Alice's trash: Bob's trash is offered nothing
      Given a test spell "Reuse" costing 0 and text "Recycle a card from your trash."
      And Alice has 1 card in her trash
      And Bob has 1 card in his trash
      And Alice has a Reuse in her hand
      When Alice plays her Reuse
      Then Alice is asked to choose targets among Alice's card 1

    @rule:355.9.a
    Example: "A card from an opponent's trash" is a card in Bob's trash: Alice's own trash is offered nothing
      Given a test spell "Grave Robbing" costing 0 and text "Recycle a card from an opponent's trash."
      And Alice has 1 card in her trash
      And Bob has 1 card in his trash
      And Alice has a Grave Robbing in her hand
      When Alice plays her Grave Robbing
      Then Alice is asked to choose targets among Bob's card 1

    @rule:355.9.a
    Example: "A card from a trash" may be a card in either player's trash
      Given a test spell "Sift" costing 0 and text "Recycle a card from a trash."
      And Alice has 1 card in her trash
      And Bob has 1 card in his trash
      And Alice has a Sift in her hand
      When Alice plays her Sift
      Then Alice is asked to choose targets among Alice's card 1 and Bob's card 1

    @rule:355.9.a
    Example: "A card from their trash", after Alice chooses an opponent, is a card in Bob's trash, not in hers
      Given a test spell "Rummage" costing 0 and text "Choose an opponent. Recycle a card from their trash."
      And Alice has 1 card in her trash
      And Bob has 1 card in his trash
      And Alice has a Rummage in her hand
      When Alice plays her Rummage
      Then Alice is asked to choose targets among Bob's card 1

  Rule: 355.9.b A target must meet every restriction the text names

    @rule:355.9.b
    Example: "A damaged unit" offers only the unit with damage on it
      Given a test spell "Finish Off" costing 0 and text "Kill a damaged unit."
      And Bob has a Shipyard Skulker with 1 damage at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Finish Off in her hand
      When Alice plays her Finish Off
      Then Alice is asked to choose targets among Bob's Shipyard Skulker

    @rule:355.9.b
    Example: "A stunned unit" offers only the stunned unit
      Given a test spell "Pin Down" costing 0 and text "Kill a stunned unit."
      And Bob has a stunned Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Pin Down in her hand
      When Alice plays her Pin Down
      Then Alice is asked to choose targets among Bob's Shipyard Skulker

    @rule:355.9.b
    Example: "A token unit" offers only the token
      Given a test spell "Sweep" costing 0 and text "Kill a token unit."
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Sweep in her hand
      When Alice plays her Sweep
      Then Alice is asked to choose targets among Bob's Recruit (NX)

    @rule:355.9.b
    Example: "A non-token unit" offers every unit but the token
      Given a test spell "Purge" costing 0 and text "Kill a non-token unit."
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Purge in her hand
      When Alice plays her Purge
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant

    @rule:355.9.b
    Example: "An undamaged unit" offers only the unit without damage
      Given a test spell "Clean Cut" costing 0 and text "Kill an undamaged unit."
      And Bob has a Shipyard Skulker with 1 damage at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Clean Cut in her hand
      When Alice plays her Clean Cut
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant

    @rule:355.9.b
    Example: "An unbuffed unit" offers only the unit without a buff
      Given a test spell "Plain Strike" costing 0 and text "Kill an unbuffed unit."
      And Bob has a buffed Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Plain Strike in her hand
      When Alice plays her Plain Strike
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant

    @rule:355.9.b
    Example: In Alice's combat at the Bridge, "an attacking unit" offers only her attacker
      Given a test spell "Rebuke" costing 0 and text "[Action]\nKill an attacking unit."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Rebuke in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Rebuke
      Then Alice is asked to choose targets among Alice's Shipyard Skulker

    @rule:355.9.b
    Example: In Alice's combat at the Bridge, "a defending unit" offers only Bob's defender
      Given a test spell "Breach" costing 0 and text "[Action]\nKill a defending unit."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Breach in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Breach
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant

    @rule:355.9.b
    Example: "A unit in a showdown" offers the units at the Bridge, where the showdown is, not Bob's unit at the Ford
      Given a test spell "Crossfire" costing 0 and text "[Action]\nKill a unit in a showdown."
      And a battlefield called the Ford
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Stalwart Poro at the Ford
      And Alice has a Crossfire in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Crossfire
      Then Alice is asked to choose targets among Alice's Shipyard Skulker and Bob's Vanguard Sergeant

    @rule:355.9.b
    Example: Decree of Focus offers Alice's unit in combat with Bob's Fury unit, not her unit in her base
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Stalwart Poro in her base
      And Bob has a Legion Rearguard at the Bridge
      And Alice has a Decree of Focus in her hand
      And Alice has 1 Energy in her rune pool
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Decree of Focus
      Then Alice is asked to choose targets among Alice's Shipyard Skulker

    @rule:355.9.b @rule:355.8
    Example: In combat with Bob's Order unit, Alice's unit is no choice for Decree of Focus, which cannot be played
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Decree of Focus in her hand
      And Alice has 1 Energy in her rune pool
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Decree of Focus
      Then the action is refused citing rule 355.8
      And Alice's Decree of Focus is in Alice's hand

    @rule:355.9.b
    Example: Decree of Focus offers Alice's unit that Bob's Fury spell is choosing, and saves it
      Given a test spell "Bolt" costing 0 and text "[Reaction]\nDeal 4 to a unit at a battlefield."
      And the test card "Bolt" belongs to the fury domain
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Stalwart Poro at the Bridge
      And Alice has a Quick Word in her hand
      And Alice has a Decree of Focus in her hand
      And Alice has 1 Energy in her rune pool
      And Bob has a Bolt in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Bolt
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice plays her Decree of Focus
      Then Alice is asked to choose targets among Alice's Shipyard Skulker
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 7
      When Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker is at the Bridge
      And Alice's Shipyard Skulker has 4 damage

    @rule:355.9.b
    Example: "A friendly unit that's in combat with an enemy unit" offers Alice's unit in combat at the Bridge, not her unit in her base
      Given a test spell "Rally" costing 0 and text "[Reaction]\nChoose a friendly unit that's in combat with an enemy unit. Give it +1 :rb_might: this turn."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Stalwart Poro in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Rally in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Rally
      Then Alice is asked to choose targets among Alice's Shipyard Skulker

    @rule:355.9.b
    Example: "A unit that's in combat with an enemy unit" offers Alice's attacker alone: Bob's two defenders fight on one side, and his unit in base is in no combat
      Given a test spell "Rally" costing 0 and text "[Reaction]\nChoose a unit that's in combat with an enemy unit. Give it +1 :rb_might: this turn."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Stalwart Poro at the Bridge
      And Bob has a Stalwart Poro in his base
      And Alice has a Rally in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Rally
      Then Alice is asked to choose targets among Alice's Shipyard Skulker

    @rule:355.9.b
    Example: "A friendly unit that's being chosen by an enemy spell" offers Alice's unit Bob's spell is choosing, not her other unit
      Given a test spell "Bolt" costing 0 and text "[Reaction]\nDeal 4 to a unit at a battlefield."
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Brace" costing 0 and text "[Reaction]\nChoose a friendly unit that's being chosen by an enemy spell. Give it +1 :rb_might: this turn."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Stalwart Poro at the Bridge
      And Alice has a Quick Word in her hand
      And Alice has a Brace in her hand
      And Bob has a Bolt in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Bolt
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice plays her Brace
      Then Alice is asked to choose targets among Alice's Shipyard Skulker

    @rule:355.9.b
    Example: "A unit at a different location" after choosing the Bridge offers Alice's units elsewhere, not the one at the Bridge
      Given a test spell "Regroup" costing 0 and text "Choose a battlefield you control and a unit you control at a different location. Move that unit to that battlefield."
      And a battlefield called the Ford
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Stalwart Poro at the Ford
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Regroup in her hand
      When Alice plays her Regroup
      And Alice chooses the Bridge
      Then Alice is asked to choose targets among Alice's Stalwart Poro and Alice's Vanguard Sergeant

    @rule:355.9.b
    Example: "An enemy unit at that battlefield" after choosing the Ford offers only Bob's unit at the Ford, not his unit at the Bridge
      Given a battlefield called the Ford
      And a test spell "Pick Off" costing 0 and text "Choose a battlefield and an enemy unit at that battlefield. Deal 3 to that unit."
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Pick Off in her hand
      When Alice plays her Pick Off
      And Alice chooses the Ford
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 3 damage
      And Bob's Shipyard Skulker has 0 damage

    @rule:355.9.b
    Example: "A battlefield you control and a unit you control in your base" offers only the unit in Alice's base, which moves to the chosen battlefield
      Given a test spell "Muster" costing 0 and text "Choose a battlefield you control and a unit you control in your base. Move that unit to that battlefield."
      And a battlefield called the Ford
      And the Ford is controlled by Alice
      And Alice has a Stalwart Poro at the Ford
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Muster in her hand
      When Alice plays her Muster
      And Alice chooses the Ford
      Then Alice is asked to choose targets among Alice's Vanguard Sergeant
      When Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is at the Ford
      And Alice's Shipyard Skulker is at the Bridge

    @rule:355.9.b
    Example: A unit's "move an enemy unit in a base to my battlefield" takes Bob's unit from his base to the battlefield the unit was played to
      Given a test unit "Hooker" costing 0 with 2 Might and text "When you play me, move an enemy unit in a base to my battlefield."
      And the Bridge is controlled by Alice
      And Alice has a Hooker in her hand
      And Bob has a Vanguard Sergeant in his base
      When Alice plays her Hooker
      And Alice chooses the Bridge
      Then the chain holds Alice's Hooker
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is at the Bridge

    @rule:355.9.b @rule:355.4.a
    Example: "Move an enemy unit from a battlefield to a different battlefield" offers only Bob's unit at the Bridge, then only the Ford, and moves it there
      Given a battlefield called the Ford
      And a test spell "Shift" costing 0 and text "Move an enemy unit from a battlefield to a different battlefield."
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Stalwart Poro at the Bridge
      And Alice has a Shift in her hand
      When Alice plays her Shift
      Then Alice is asked to choose targets among Bob's Shipyard Skulker
      When Alice chooses Bob's Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is at the Ford
      And Bob's Vanguard Sergeant is in Bob's base
      And Alice's Stalwart Poro is at the Bridge

    @rule:355.9.b
    Example: "From a battlefield" restricts both units chosen to move: Alice may pick only her unit at the Bridge and Bob's there, not those in the bases
      Given a test spell "Withdraw" costing 0 and text "Move a friendly unit and an enemy unit from a battlefield to their bases."
      And Alice has a Stalwart Poro at the Bridge
      And Alice has a Playful Phantom in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Withdraw in her hand
      When Alice plays her Withdraw
      Then Alice is asked to choose targets among her Stalwart Poro
      When Alice chooses her Stalwart Poro
      Then Alice is asked to choose targets among Bob's Shipyard Skulker
      When Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro is in Alice's base
      And Bob's Shipyard Skulker is in Bob's base

  Rule: 355.8 A spell with a target but no valid choice cannot be played

    @rule:355.8
    Example: Void Seeker with no unit at any battlefield is refused
      Given Bob has a Shipyard Skulker in his base
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      Then the action is refused citing rule 355.8
      And Alice's Void Seeker is in Alice's hand
      And Alice's rune pool holds 3 Energy

    @rule:355.8 @rule:355.3
    Example: Mesmerize with no unit on the board for either of its modes is refused as it begins
      Given Alice has a Mesmerize in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Mesmerize
      Then the action is refused citing rule 355.8
      And Alice's Mesmerize is in Alice's hand
      And Alice's rune pool holds 1 Energy

    @rule:355.8 @rule:355.3
    Example: With only Alice's unit on the board, Mesmerize may still be played for its first mode though its second has no target
      Given Alice has a Shipyard Skulker at the Bridge
      And Alice has a Mesmerize in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Mesmerize
      Then Alice is asked to choose a mode among mode 1 and mode 2
      When Alice chooses mode 1
      Then Alice is asked to choose targets among her Shipyard Skulker

    @rule:355.8 @rule:355.3
    Example: With no enemy unit and no gear on the board, neither mode of Alice's spell has anything to choose, the split one included: it is refused as it begins
      Given a test spell "Forked Hail" costing 0 and text "Choose one —\nDeal 3 damage split among two enemy units.\nKill a gear."
      And Alice has a Forked Hail in her hand
      When Alice plays her Forked Hail
      Then the action is refused citing rule 355.8
      And Alice's Forked Hail is in Alice's hand
      And the chain is empty

    @rule:355.8 @faq:rq-vegas-2026:tideturner-targeting @editions:v1.2-v1.4
    Example: Tideturner's play trigger with no unit Alice controls elsewhere has no target and never reaches the chain
      Given a battlefield called the Ford
      And Alice has a Tideturner in her hand
      And Alice has 2 Energy in her rune pool
      And Bob has a Recruit (NX) at the Bridge
      When Alice plays her Tideturner
      Then Alice's Tideturner is in Alice's base
      And the chain is empty
      And Bob's Recruit (NX) is at the Bridge

    @rule:355.8 @faq:rq-vegas-2026:tideturner-targeting
    Example: Tideturner's trigger is optional: with her unit at the Bridge to choose, Alice declines to put it on the chain
      Given Alice has a Tideturner in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has a Recruit (NX) at the Bridge
      When Alice plays her Tideturner
      Then Alice is asked to decide whether to perform it among yes and no
      And the question to Alice cites rule 383.3.a
      When Alice chooses no
      Then the chain is empty
      And Alice's Tideturner is in Alice's base
      And Alice's Recruit (NX) is at the Bridge

  Rule: 355.10 Which mentioned objects are targets, and the exceptions

    @rule:355.10 @rule:355.10.c @rule:356.2.a.1 @rule:356.7
    Example: Cruel Patron's friendly unit to kill is a cost, not a target
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Cruel Patron in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Cruel Patron
      Then Alice is asked to choose what pays a cost among her Shipyard Skulker
      And the question to Alice cites rule 356.7
      When Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Cruel Patron is in Alice's base
      And Alice's Cruel Patron is exhausted

    @rule:355.10.b @rule:355.9.b
    Example: "a unit at a battlefield" targets the unit, the battlefield is only a restriction
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Hidden Blade in her hand
      And Alice has 2 Energy and 1 order Power in her rune pool
      When Alice plays her Hidden Blade
      Then Alice is asked to choose targets among Bob's Shipyard Skulker
      When Alice chooses Bob's Shipyard Skulker
      Then Alice's Hidden Blade is targeting Bob's Shipyard Skulker

    @rule:355.10.b
    Example: A move "to a battlefield where you have units" still restricts where the unit goes: Alice may send it to the Bridge or the Tower, not the Ford
      Given a battlefield called the Ford
      And a battlefield called the Tower
      And a test spell "Pull In" costing 0 and text "Move an enemy unit to a battlefield where you have units."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Tower
      And Bob has a Vanguard Sergeant at the Ford
      And Bob has a Stalwart Poro in his base
      And Alice has a Pull In in her hand
      When Alice plays her Pull In
      And Alice chooses Bob's Stalwart Poro
      Then Alice is asked to choose a battlefield among the Bridge and the Tower
      When Alice chooses the Ford
      Then the action is refused
      When Alice chooses the Tower
      And Alice passes
      And Bob passes
      Then Bob's Stalwart Poro is at the Tower

    @rule:355.9.b
    Example: Gust may choose a unit at a battlefield with 3 Might or less, not one with 4
      Given Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Gust in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Gust
      Then Alice is asked to choose targets among Bob's Shipyard Skulker
      When Alice chooses Bob's Vanguard Sergeant
      Then the action is refused
      When Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's hand
      And Bob's Vanguard Sergeant is at the Bridge

    @rule:355.9.b
    Example: Public Execution may kill only an enemy unit with less Might than the friendly unit chosen before it
      Given Alice has a Shipyard Skulker at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Public Execution in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Public Execution
      Then Alice is asked to choose targets among her Shipyard Skulker
      When Alice chooses her Shipyard Skulker
      Then Alice is asked to choose targets among Bob's Recruit (NX)
      When Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Vanguard Sergeant is in Bob's base

    @rule:355.9.b
    Example: "Less Might than that unit" compares with the friendly unit chosen before: Alice's Judgement may kill Bob's Recruit, not his Sergeant
      Given a test spell "Judgement" costing 0 and text "Choose a friendly unit. Kill an enemy unit with less Might than that unit."
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Judgement in her hand
      When Alice plays her Judgement
      Then Alice is asked to choose targets among her Shipyard Skulker
      When Alice chooses her Shipyard Skulker
      Then Alice is asked to choose targets among Bob's Recruit (NX)
      When Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Vanguard Sergeant is in Bob's base

    @rule:355.9.b
    Example: Alice's Bully in her base may stun only an enemy unit with less Might than its own 4
      Given a test unit "Bully" costing 0 with 4 Might and text ":rb_exhaust:: Stun an enemy unit with less Might than me."
      And Alice has a Bully in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice activates her Bully
      Then Alice is asked to choose targets among Bob's Shipyard Skulker

    @rule:355.9.b
    Example: Alice's Challenger, moved to the Ford, may move only an enemy unit there with less Might than its own 5
      Given a test unit "Challenger" costing 5 with 5 Might and text "When I move, you may move an enemy unit here with less Might than me to a different battlefield."
      And a test unit "Ogre" costing 6 with 6 Might
      And a battlefield called the Ford
      And Alice has a Challenger in her base
      And Bob has a Vanguard Sergeant at the Ford
      And Bob has an Ogre at the Ford
      When Alice moves her Challenger to the Ford
      And Alice chooses yes
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant
      When Alice chooses Bob's Ogre
      Then the action is refused

    @rule:355.9.b
    Example: "A unit or gear with 3 Might or less" offers the small units, never a gear, which has no Might to compare
      Given a test spell "Sweep Aside" costing 1 and text "[Action]\nReturn a unit or gear with 3 :rb_might: or less to its owner's hand."
      And a test gear "Lantern" costing 0
      And Bob has a Lantern in his base
      And Bob has a Recruit (NX) in his base
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Sweep Aside in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Sweep Aside
      Then Alice is asked to choose targets among Bob's Recruit (NX)
      When Alice chooses Bob's Lantern
      Then the action is refused

    @rule:355.9.b
    Example: "An enemy unit at another location", chosen for a unit in Alice's base, may be a unit in Bob's base, not one beside it
      Given a test unit "Far Shot" costing 2 with 2 Might and text "When you play me, deal 1 to an enemy unit at another location."
      And a test unit "Ogre" costing 6 with 6 Might
      And Bob has a Recruit (NX) in his base
      And Bob has an Ogre at the Bridge
      And Alice has a Far Shot in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Far Shot
      Then Alice is asked to choose targets among Bob's Recruit (NX) and Bob's Ogre
      When Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash

    @rule:355.9.b
    Example: "A unit at another battlefield", chosen by Alice's Slinger at the Bridge, is Bob's unit at the Ford, not one at the Bridge
      Given a battlefield called the Ford
      And a test unit "Slinger" costing 0 with 2 Might and text ":rb_exhaust:: Deal 2 to a unit at another battlefield."
      And Alice has a Slinger at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      When Alice activates her Slinger
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant 2
      When Alice chooses Bob's Vanguard Sergeant 2
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant 2 has 2 damage
      And Bob's Vanguard Sergeant has 0 damage

    @rule:355.9.b
    Example: "A unit with my name" in Alice's trash is her other Echo, not her Vanguard Sergeant beside it
      Given a test unit "Echo" costing 0 with 2 Might and text "When you play me, return a unit with my name from your trash to your hand."
      And Alice has an Echo in her hand
      And Alice has an Echo in her trash
      And Alice has a Vanguard Sergeant in her trash
      When Alice plays her Echo
      Then Alice is asked to choose targets among Alice's Echo 2
      When Alice chooses her Vanguard Sergeant
      Then the action is refused

    @rule:355.9.b
    Example: "A non-spell card" in Alice's trash may be her unit, not her spell
      Given a test spell "Sorting" costing 0 and text "Return a non-spell card from your trash to your hand."
      And a test spell "Plain Word" costing 0
      And Alice has a Sorting in her hand
      And Alice has a Vanguard Sergeant in her trash
      And Alice has a Plain Word in her trash
      When Alice plays her Sorting
      Then Alice is asked to choose targets among Alice's Vanguard Sergeant

    @rule:355.8 @rule:355.9.b
    Example: Public Execution choosing Alice's Recruit first leaves no enemy with less Might to kill: that choice is refused, her Skulker is not
      Given Alice has a Recruit (NX) at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Stalwart Poro at the Bridge
      And Alice has a Public Execution in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Public Execution
      And Alice chooses her Recruit (NX)
      Then the action is refused citing rule 355.8
      When Alice chooses her Shipyard Skulker
      Then Alice is asked to choose targets among Bob's Stalwart Poro

    @rule:355.9.b
    Example: Moonfall may choose only a battlefield where Alice has units
      Given a battlefield called the Ford
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Moonfall in her hand
      And Alice has 3 Energy and 1 mind Power in her rune pool
      When Alice plays her Moonfall
      Then Alice is asked to choose a battlefield among the Bridge

    @rule:355.9.b
    Example: "A battlefield where you have two or more units" offers the Bridge, where Alice has three, not the Ford, where she has one; "exactly one unit" offers the Ford
      Given a battlefield called the Ford
      And a test spell "Rally" costing 0 and text "Choose a battlefield where you have two or more units. Give friendly units there +1 :rb_might: this turn."
      And a test spell "Muster" costing 0 and text "Choose a battlefield where you have exactly one unit. Give friendly units there +1 :rb_might: this turn."
      And Alice has a Muster in her hand
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Recruit (NX) at the Bridge
      And Alice has a Recruit (NX) at the Bridge
      And Alice has a Vanguard Sergeant at the Ford
      And Alice has a Rally in her hand
      When Alice plays her Rally
      Then Alice is asked to choose a battlefield among the Bridge
      When Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 4
      And Alice's Vanguard Sergeant's Might is 4
      When Alice plays her Muster
      Then Alice is asked to choose a battlefield among the Ford

    @rule:355.9.b @rule:740.1.a
    Example: In 2v2 "a battlefield where you or an ally have units" offers the Bridge, where Carol has a unit, and the Tower, where Alice has one, not the Ford, where only Bob has
      Given the mode of play is 2v2
      And a battlefield called the Ford
      And a battlefield called the Tower
      And a test spell "Flare" costing 0 and text "Choose a battlefield where you or an ally have units. Stun all units there."
      And Carol has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Tower
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Flare in her hand
      When Alice plays her Flare
      Then Alice is asked to choose a battlefield among the Bridge and the Tower

  Rule: 355.11 A group of targets may have to meet a restriction as a whole

    @rule:355.11 @rule:355.11.a
    Example: Fox-Fire may choose Recruits at one battlefield whose total Might is 4 or less, not more
      Given Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Fox-Fire in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Fox-Fire
      And Alice chooses Bob's Recruit (NX), Bob's Recruit (NX) 2 and Bob's Vanguard Sergeant
      Then the action is refused citing rule 355.11.a
      When Alice chooses Bob's Recruit (NX) and Bob's Recruit (NX) 2
      Then Alice's Fox-Fire is targeting Bob's Recruit (NX) and Bob's Recruit (NX) 2

    @rule:355.11 @rule:355.11.a
    Example: Fox-Fire's "at a battlefield" is one battlefield for the whole group: Recruits at the Bridge and the Ford together are refused
      Given a battlefield called the Ford
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) at the Ford
      And Alice has a Fox-Fire in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Fox-Fire
      And Alice chooses Bob's Recruit (NX) and Bob's Recruit (NX) 2
      Then the action is refused citing rule 355.11.a
      When Alice chooses Bob's Recruit (NX) 2
      Then Alice's Fox-Fire is targeting Bob's Recruit (NX) 2

    @rule:355.11 @rule:355.11.a
    Example: Switcheroo's two units "at the same battlefield" are one group: Alice's Skulker at the Bridge and Bob's Mega-Mech at the Ford together are refused
      Given a battlefield called the Ford
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Ford
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Switcheroo in her hand
      And Alice has 2 Energy and 2 chaos Power in her rune pool
      When Alice plays her Switcheroo
      And Alice chooses her Shipyard Skulker and Bob's Mega-Mech
      Then the action is refused citing rule 355.11.a
      When Alice chooses her Shipyard Skulker and Bob's Vanguard Sergeant
      Then Alice's Switcheroo is targeting Alice's Shipyard Skulker and Bob's Vanguard Sergeant

    @rule:355.11 @rule:355.11.a @rule:355.16
    Example: Alice's spell may stun Bob's two Scouts, whose total Might is 2, though his Lug stands between them: the play is not refused for want of a fitting pair
      Given a test spell "Pair Snare" costing 0 and text "Stun two units with total Might 3 or less."
      And a test unit "Scout" costing 0 with 1 Might
      And a test unit "Lug" costing 0 with 3 Might
      And Bob has a Scout at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Scout at the Bridge
      And Alice has a Pair Snare in her hand
      When Alice plays her Pair Snare
      And Alice chooses Bob's Scout and Bob's Lug
      Then the action is refused citing rule 355.11.a
      When Alice chooses Bob's Scout and Bob's Scout 2
      And Alice passes
      And Bob passes
      Then Bob's Scout is stunned
      And Bob's Scout 2 is stunned
      And Bob's Lug is not stunned

    @rule:355.11 @rule:355.11.a @rule:355.16
    Example: Among Bob's eleven Lugs and two Scouts only the Scouts make a pair of total Might 3 or less: Alice may still play her spell and choose them
      Given a test spell "Pair Snare" costing 0 and text "Stun two units with total Might 3 or less."
      And a test unit "Scout" costing 0 with 1 Might
      And a test unit "Lug" costing 0 with 3 Might
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Scout at the Bridge
      And Bob has a Scout at the Bridge
      And Alice has a Pair Snare in her hand
      When Alice plays her Pair Snare
      And Alice chooses Bob's Scout and Bob's Scout 2
      And Alice passes
      And Bob passes
      Then Bob's Scout is stunned
      And Bob's Scout 2 is stunned
      And Bob's Lug is not stunned

    @rule:355.11 @rule:355.11.a
    Example: Bob's only pair of total Might 3 or less is two Scouts far apart among his Lugs: Alice may still play her spell and choose them
      Given a test spell "Pair Snare" costing 0 and text "Stun two units with total Might 3 or less."
      And a test unit "Scout" costing 0 with 1 Might
      And a test unit "Lug" costing 0 with 3 Might
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Scout at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Scout at the Bridge
      And Alice has a Pair Snare in her hand
      When Alice plays her Pair Snare
      And Alice chooses Bob's Scout and Bob's Scout 2
      And Alice passes
      And Bob passes
      Then Bob's Scout is stunned
      And Bob's Scout 2 is stunned
      And Bob's Lug is not stunned

    @rule:355.11 @rule:355.11.a
    Example: Bob's two Lugs have total Might 6: with no pair of total Might 3 or less to choose, Alice's spell cannot be played
      Given a test spell "Pair Snare" costing 0 and text "Stun two units with total Might 3 or less."
      And a test unit "Lug" costing 0 with 3 Might
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Alice has a Pair Snare in her hand
      When Alice plays her Pair Snare
      Then the action is refused
      And Alice's Pair Snare is in Alice's hand
      And the chain is empty

    @rule:355.11 @rule:355.11.a
    Example: Bob's two units stand at different battlefields: Alice's spell that stuns two units at a battlefield cannot be played, for want of a group that meets its restriction
      Given a battlefield called the Ford
      And a test spell "Pair Snare" costing 0 and text "Stun two units at a battlefield."
      And a test unit "Lug" costing 0 with 3 Might
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Ford
      And Alice has a Pair Snare in her hand
      When Alice plays her Pair Snare
      Then the action is refused citing rule 355.11.a
      And no decision is pending
      And Alice's Pair Snare is in Alice's hand

    @rule:355.11 @rule:355.11.a
    Example: Bob's thirteen Lugs make seventy-eight pairs, none of total Might 3 or less: Alice's spell cannot be played, and she is left no question
      Given a test spell "Pair Snare" costing 0 and text "Stun two units with total Might 3 or less."
      And a test unit "Lug" costing 0 with 3 Might
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Alice has a Pair Snare in her hand
      When Alice plays her Pair Snare
      Then the action is refused citing rule 355.11.a
      And no decision is pending
      And Alice's Pair Snare is in Alice's hand
      And the chain is empty

    @rule:355.11 @rule:355.11.a
    Example: Alice's damage split among up to two enemy units with total Might 4 or less may go all to one of Bob's Lugs, though the two together are too mighty
      Given a test spell "Hail" costing 0 and text "Deal 4 damage split among up to two enemy units with total Might 4 or less."
      And a test unit "Lug" costing 0 with 3 Might
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Alice has a Hail in her hand
      When Alice plays her Hail
      And Alice chooses Bob's Lug and Bob's Lug 2
      Then the action is refused citing rule 355.11.a
      When Alice chooses Bob's Lug
      And Alice passes
      And Bob passes
      And Alice assigns 4 to Bob's Lug
      Then Bob's Lug is in Bob's trash
      And Bob's Lug 2 has 0 damage

    @rule:355.11 @rule:355.11.a
    Example: Alice's damage split among up to two enemy units with total Might 8 or more goes to Bob's Giant and Lug together, as neither alone is mighty enough
      Given a test spell "Heavy Hail" costing 0 and text "Deal 4 damage split among up to two enemy units with total Might 8 or more."
      And a test unit "Lug" costing 0 with 3 Might
      And a test unit "Giant" costing 0 with 5 Might
      And Bob has a Giant at the Bridge
      And Bob has a Lug at the Bridge
      And Alice has a Heavy Hail in her hand
      When Alice plays her Heavy Hail
      And Alice chooses Bob's Giant
      Then the action is refused citing rule 355.11.a
      When Alice chooses Bob's Giant and Bob's Lug
      And Alice passes
      And Bob passes
      And Alice assigns 1 to Bob's Giant and 3 to Bob's Lug
      Then Bob's Giant has 1 damage
      And Bob's Lug is in Bob's trash

    @rule:355.11 @rule:355.11.a
    Example: Of Bob's twelve units only his Giant with a Lug reaches total Might 8, and they make sixty-six pairs: Alice may still play her damage split among up to two such units
      Given a test spell "Heavy Hail" costing 0 and text "Deal 4 damage split among up to two enemy units with total Might 8 or more."
      And a test unit "Lug" costing 0 with 3 Might
      And a test unit "Giant" costing 0 with 5 Might
      And Bob has a Giant at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Alice has a Heavy Hail in her hand
      When Alice plays her Heavy Hail
      And Alice chooses Bob's Giant and Bob's Lug 5
      And Alice passes
      And Bob passes
      And Alice assigns 1 to Bob's Giant and 3 to Bob's Lug 5
      Then Bob's Giant has 1 damage
      And Bob's Lug 5 is in Bob's trash
      And Bob's Lug 4 has 0 damage

    @rule:355.11 @rule:355.11.a
    Example: No two of Bob's thirteen Lugs reach total Might 8: Alice's spell that stuns two units with total Might 8 or more cannot be played
      Given a test spell "Heavy Snare" costing 0 and text "Stun two units with total Might 8 or more."
      And a test unit "Lug" costing 0 with 3 Might
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Alice has a Heavy Snare in her hand
      When Alice plays her Heavy Snare
      Then the action is refused citing rule 355.11.a
      And no decision is pending
      And Alice's Heavy Snare is in Alice's hand

    @rule:355.11 @rule:355.11.a
    Example: "Two units with total Might 8 or more" is met only by Bob's Giant with a Lug: Alice may play her spell, and two Lugs are refused
      Given a test spell "Heavy Snare" costing 0 and text "Stun two units with total Might 8 or more."
      And a test unit "Lug" costing 0 with 3 Might
      And a test unit "Giant" costing 0 with 5 Might
      And Bob has a Giant at the Bridge
      And Bob has a Lug at the Bridge
      And Bob has a Lug at the Bridge
      And Alice has a Heavy Snare in her hand
      When Alice plays her Heavy Snare
      And Alice chooses Bob's Lug and Bob's Lug 2
      Then the action is refused citing rule 355.11.a
      When Alice chooses Bob's Lug and Bob's Giant
      And Alice passes
      And Bob passes
      Then Bob's Lug is stunned
      And Bob's Giant is stunned
      And Bob's Lug 2 is not stunned

    @rule:355.11
    Example: "Up to two units at battlefields" sets no restriction on the group: a Recruit at the Bridge and one at the Ford may be chosen together
      Given a battlefield called the Ford
      And a test spell "Sweep" costing 0 and text "Kill up to two units at battlefields."
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) at the Ford
      And Alice has a Sweep in her hand
      When Alice plays her Sweep
      And Alice chooses Bob's Recruit (NX) and Bob's Recruit (NX) 2
      Then Alice's Sweep is targeting Bob's Recruit (NX) and Bob's Recruit (NX) 2
      When Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Recruit (NX) 2 is in Bob's trash

    @rule:355.11.b @faq:origins:units-choose-fox-fire-targets-them @faq:origins:mean-units-originally-chose-die-move
    Example: After a Recruit grows, Fox-Fire's caster keeps a fitting subset of the original targets only
      Given Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Discipline in his hand
      And Bob has 2 Energy in his rune pool
      And Bob has 1 card in his main deck
      And Alice has a Fox-Fire in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Fox-Fire
      And Alice chooses Bob's Recruit (NX), Bob's Recruit (NX) 2, Bob's Recruit (NX) 3 and Bob's Recruit (NX) 4
      And Alice passes
      And Bob plays his Discipline
      And Bob chooses his Recruit (NX)
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice is asked to choose a subset of the targets among Bob's Recruit (NX), Bob's Recruit (NX) 2, Bob's Recruit (NX) 3 and Bob's Recruit (NX) 4
      And the question to Alice cites rule 355.11.b
      When Alice chooses Bob's Recruit (NX), Bob's Recruit (NX) 2 and Bob's Recruit (NX) 3
      Then the action is refused citing rule 355.11.b
      When Alice chooses Bob's Recruit (NX) 2 and Bob's Recruit (NX) 5
      Then the action is refused
      When Alice chooses Bob's Recruit (NX) and Bob's Recruit (NX) 2
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Recruit (NX) 2 is in Bob's trash
      And Bob's Recruit (NX) 3 is at the Bridge
      And Bob's Recruit (NX) 4 is at the Bridge
      And Bob's Recruit (NX) 5 is at the Bridge

  Rule: 355.13 "Any number" and "up to" allow choosing none

    @rule:355.13
    Example: Fox-Fire is played with no targets at all
      Given Bob has a Recruit (NX) at the Bridge
      And Alice has a Fox-Fire in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Fox-Fire
      And Alice declines to choose any target
      Then Alice's Fox-Fire is a finalized chain item
      And Alice's Fox-Fire is targeting nothing
      And no targeted event happened for Alice's Fox-Fire

    @rule:355.13 @rule:355.8
    Example: With no unit anywhere, Alice may still play her "Kill up to two units", choosing none
      Given a test spell "Cull" costing 1 and text "Kill up to two units."
      And Alice has a Cull in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Cull
      And Alice declines to choose any target
      Then Alice's Cull is a finalized chain item
      And Alice's Cull is targeting nothing
      And Alice's rune pool holds 0 Energy

    @rule:355.13 @rule:355.8
    Example: With no gear anywhere, Alice may still play her "Kill up to one gear. Deal 1 to a unit.", choosing no gear and Bob's unit
      Given a test spell "Scrap Shot" costing 0 and text "Kill up to one gear. Deal 1 to a unit."
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Scrap Shot in her hand
      When Alice plays her Scrap Shot
      And Alice declines to choose any target
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 1 damage
      And Alice's Scrap Shot is in Alice's trash

    @rule:355.13 @rule:355.11
    Example: Alice's Purge may choose no unit at all, though a group of none has no total Might of 4 or more
      Given a test spell "Purge" costing 0 and text "Kill any number of units with total Might 4 or more."
      And a test unit "Footman" costing 0 with 3 Might
      And Bob has a Footman at the Bridge
      And Alice has a Purge in her hand
      When Alice plays her Purge
      And Alice declines to choose any target
      Then Alice's Purge is a finalized chain item
      And Alice's Purge is targeting nothing

    @rule:355.13
    Example: Alice's Glare chooses no unit, so its "it" names nothing: though Bob's Footman is stunned already, "if it's stunned" does not hold
      Given a test spell "Glare" costing 0 and text "Stun up to one unit. If it's stunned, draw 1."
      And a test unit "Footman" costing 0 with 3 Might
      And Bob has a stunned Footman at the Bridge
      And Alice has a Glare in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Glare
      And Alice declines to choose any target
      And Alice passes
      And Bob passes
      Then Alice drew 0 times
      And Alice's Glare is in Alice's trash

    @rule:355.13
    Example: Alice's Recall Order chooses no unit, so its "it" names nothing: "if it's a unit" does not hold and she draws nothing
      Given a test spell "Recall Order" costing 0 and text "Return up to one unit to its owner's hand. If it's a unit, draw 1."
      And a test unit "Footman" costing 0 with 3 Might
      And Bob has a Footman at the Bridge
      And Alice has a Recall Order in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Recall Order
      And Alice declines to choose any target
      And Alice passes
      And Bob passes
      Then Alice drew 0 times
      And Bob's Footman is at the Bridge

    @rule:355.13
    Example: Alice's Glare chooses Bob's Footman and stuns it, so "if it's stunned" holds and she draws 1
      Given a test spell "Glare" costing 0 and text "Stun up to one unit. If it's stunned, draw 1."
      And a test unit "Footman" costing 0 with 3 Might
      And Bob has a Footman at the Bridge
      And Alice has a Glare in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Glare
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is stunned
      And Alice drew 1 time

    @rule:355.13 @rule:355.8 @faq:spiritforged:jannas-play-effect-used-heal-units @editions:v1.3-v1.4
    Example: With no enemy at the Bridge, Janna's play effect still goes on the chain and heals Alice's unit there
      Given the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker with 2 damage at the Bridge
      And Alice has a Janna, Savior in her hand
      And Alice has 3 Energy and 1 calm Power in her rune pool
      When Alice plays her Janna, Savior
      And Alice chooses the Bridge
      Then Alice's Janna, Savior is at the Bridge
      When Alice declines to choose any target
      Then Alice's Janna, Savior is a finalized chain item
      When Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker has 0 damage
      And the chain is empty

    @rule:355.13 @editions:v1.3-v1.4
    Example: From v1.3 Janna's errata text moves "up to one" enemy unit, so Alice may leave Bob's Sergeant where it is
      Given the Bridge is controlled by Alice
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Janna, Savior in her hand
      And Alice has 3 Energy and 1 calm Power in her rune pool
      When Alice plays her Janna, Savior
      And Alice chooses the Bridge
      And Alice declines to choose any target
      Then Alice's Janna, Savior is a finalized chain item
      When Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is at the Bridge

    @rule:355.8 @editions:v1.1-v1.2
    Example: Under v1.2 Janna plays as printed, before her erratum: "move an enemy unit" needs one chosen while one is there
      Given the Bridge is controlled by Alice
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Janna, Savior in her hand
      And Alice has 3 Energy and 1 calm Power in her rune pool
      When Alice plays her Janna, Savior
      And Alice chooses the Bridge
      And Alice declines to choose any target
      Then the action is refused
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's base

  Rule: 355.14 Split damage: the targets are chosen as it is played, the amounts as it resolves

    @rule:355.14.b
    Example: Damage counted from Alice's hand is split among the two enemy units she chooses as she plays the spell
      Given a test spell "Hail" costing 0 and text "Deal damage equal to the number of cards in your hand split among any number of enemy units."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Hail in her hand
      And Alice has a Playful Phantom in her hand
      And Alice has a Stalwart Poro in her hand
      When Alice plays her Hail
      And Alice chooses Bob's Vanguard Sergeant and Bob's Shipyard Skulker
      Then Alice's Hail is targeting Bob's Vanguard Sergeant and Bob's Shipyard Skulker
      When Alice passes
      And Bob passes
      And Alice assigns 1 to Bob's Vanguard Sergeant and 1 to Bob's Shipyard Skulker
      Then Bob's Vanguard Sergeant has 1 damage
      And Bob's Shipyard Skulker has 1 damage

    @rule:355.14.b
    Example: After readying her 1-Might unit, the damage counted from Alice's hand, not that unit's Might, bounds the enemy units she may split it among
      Given a test spell "Rouse" costing 0 and text "Ready a friendly unit. Deal damage equal to the number of cards in your hand split among any number of enemy units."
      And a test unit "Page" costing 0 with 1 Might
      And Alice has a Page in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Rouse in her hand
      And Alice has a Playful Phantom in her hand
      And Alice has a Stalwart Poro in her hand
      When Alice plays her Rouse
      And Alice chooses her Page
      And Alice chooses Bob's Vanguard Sergeant and Bob's Shipyard Skulker
      Then Alice's Rouse is targeting Alice's Page, Bob's Vanguard Sergeant and Bob's Shipyard Skulker

    @rule:355.14.b
    Example: Alice's 3-Might Brute readies her 1-Might unit and splits damage equal to its own Might: two enemy units may be chosen, whatever the readied unit's Might
      Given a test unit "Brute" costing 0 with 3 Might and text ":rb_exhaust:: Ready a friendly unit. Deal damage equal to my Might split among any number of enemy units."
      And a test unit "Page" costing 0 with 1 Might
      And Alice has a Brute in her base
      And Alice has a Page in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      When Alice activates her Brute
      And Alice chooses her Page
      And Alice chooses Bob's Vanguard Sergeant and Bob's Shipyard Skulker
      Then the chain holds Alice's Brute
      When Alice passes
      And Bob passes
      And Alice assigns 2 to Bob's Vanguard Sergeant and 1 to Bob's Shipyard Skulker
      Then Bob's Vanguard Sergeant has 2 damage

    @rule:355.14
    Example: A split among up to three enemy units played with none chosen resolves with nothing to divide, and no one is asked to divide it
      Given a test spell "Scatter" costing 0 and text "Deal 5 damage split among up to three enemy units."
      And Alice has a Mega-Mech at the Bridge
      And Alice has a Scatter in her hand
      When Alice plays her Scatter
      And Alice declines to choose any target
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech has 0 damage
      And Alice's Scatter is in Alice's trash

    @rule:355.14.a @rule:355.14.b @rule:355.14.c @rule:355.14.d @rule:355.14.e @rule:355.14.f @rule:355.14.g
    Example: Each chosen unit is a target, and the damage is divided only on resolution, at least 1 each
      Given a test spell "Volley" costing 2 and text "Deal 4 damage split among up to two enemy units."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Playful Phantom in his base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Volley in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Volley
      Then the question to Alice cites rule 355.14.b
      When Alice chooses Bob's Vanguard Sergeant, Bob's Playful Phantom and Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Vanguard Sergeant and Bob's Playful Phantom
      Then Alice's Volley is targeting Bob's Vanguard Sergeant and Bob's Playful Phantom
      And no decision is pending
      When Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Vanguard Sergeant and Bob's Playful Phantom
      When Alice assigns 4 to Bob's Vanguard Sergeant and 0 to Bob's Playful Phantom
      Then the action is refused citing rule 355.14.g
      When Alice assigns 2 to Bob's Vanguard Sergeant and 1 to Bob's Playful Phantom
      Then the action is refused citing rule 355.14.e
      When Alice assigns 3 to Bob's Vanguard Sergeant and 1 to Bob's Playful Phantom
      Then Bob's Vanguard Sergeant has 3 damage
      And Bob's Playful Phantom has 1 damage

    @rule:355.14
    Example: "Them" after a split are the units the damage was divided among: both of Bob's units are stunned
      Given a test spell "Scatter" costing 0 and text "Deal 4 damage split among up to two enemy units. Then stun them."
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Scatter in her hand
      When Alice plays her Scatter
      And Alice chooses Bob's Mega-Mech and Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice assigns 3 to Bob's Mega-Mech and 1 to Bob's Shipyard Skulker
      Then Bob's Mega-Mech has 3 damage
      And Bob's Mega-Mech is stunned
      And Bob's Shipyard Skulker is stunned

    @rule:355.14.e
    Example: Alice divides her Volley's 4 as it resolves: the question and each unit's damage cite the splitting rules
      Given a test spell "Volley" costing 0 and text "Deal 4 damage split among up to two enemy units."
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Volley in her hand
      When Alice plays her Volley
      And Alice chooses Bob's Mega-Mech and Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Mega-Mech and Bob's Shipyard Skulker
      And the question to Alice cites rule 355.14.e
      When Alice assigns 3 to Bob's Mega-Mech and 1 to Bob's Shipyard Skulker
      Then Bob's Mega-Mech has 3 damage
      And the damaged event for Bob's Mega-Mech cites rule 355.14

    @rule:355.14.c @rule:355.14.d @rule:355.14.f
    Example: With 2 damage to split, at most two units may be chosen though the text allows three, and each gets some of it
      Given a test spell "Sparks" costing 1 and text "Deal 2 damage split among up to three enemy units."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Playful Phantom in his base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Sparks in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Sparks
      And Alice chooses Bob's Vanguard Sergeant, Bob's Playful Phantom and Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Vanguard Sergeant and Bob's Playful Phantom
      Then Alice's Sparks is targeting Bob's Vanguard Sergeant and Bob's Playful Phantom
      When Alice passes
      And Bob passes
      And Alice assigns 1 to Bob's Vanguard Sergeant and 1 to Bob's Shipyard Skulker
      Then the action is refused citing rule 355.14.d
      When Alice assigns 2 to Bob's Vanguard Sergeant
      Then the action is refused
      When Alice assigns 1 to Bob's Vanguard Sergeant and 1 to Bob's Playful Phantom
      Then Bob's Vanguard Sergeant has 1 damage
      And Bob's Playful Phantom has 1 damage
      And Bob's Shipyard Skulker has 0 damage

    @rule:355.14.c
    Example: With no Power for a Deflect, Alice may still split her Sparks on one unit: only the pair with Bob's Warded is out of reach
      Given a test spell "Sparks" costing 1 and text "Deal 2 damage split among up to three enemy units."
      And a test unit "Warded" costing 3 with 5 Might and text "[Deflect]"
      And Bob has a Warded at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Sparks in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Sparks
      Then Alice is asked to choose targets among Bob's Warded and Bob's Vanguard Sergeant
      When Alice chooses Bob's Warded and Bob's Vanguard Sergeant
      Then the action is refused
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice assigns 2 to Bob's Vanguard Sergeant
      Then Bob's Vanguard Sergeant has 2 damage
      And Bob's Warded has 0 damage

    @rule:355.14.c
    Example: Damage equal to the Might of the unit chosen first caps the split targets: a 2-Might unit allows two of three
      Given a test spell "Cleave" costing 1 and text "Choose a unit you control. It deals damage equal to its Might split among up to 3 enemy units."
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Footman at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Playful Phantom in his base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Cleave in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Cleave
      And Alice chooses her Footman
      And Alice chooses Bob's Vanguard Sergeant, Bob's Playful Phantom and Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Vanguard Sergeant and Bob's Playful Phantom
      Then Alice's Cleave is targeting Alice's Footman, Bob's Vanguard Sergeant and Bob's Playful Phantom

    @rule:355.14.a @rule:355.14.e
    Example: Damage split among "them" goes to the two units Alice chose before it: nothing more is chosen for the split as she plays the spell
      Given a test spell "Forked Bolt" costing 0 and text "Choose two enemy units. Deal 3 damage split among them."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Playful Phantom in his base
      And Alice has a Forked Bolt in her hand
      When Alice plays her Forked Bolt
      And Alice chooses Bob's Vanguard Sergeant and Bob's Shipyard Skulker
      Then Alice's Forked Bolt is targeting Bob's Vanguard Sergeant and Bob's Shipyard Skulker
      And no decision is pending
      When Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Vanguard Sergeant and Bob's Shipyard Skulker
      When Alice assigns 2 to Bob's Vanguard Sergeant and 1 to Bob's Shipyard Skulker
      Then Bob's Vanguard Sergeant has 2 damage
      And Bob's Shipyard Skulker has 1 damage
      And Bob's Playful Phantom has 0 damage

    @rule:355.14.a @rule:355.14.b @rule:355.14.c @faq:unleashed:play-alpha-strike-targeting-master-yi
    Example: Damage split among "enemy units at battlefields" goes only to those Alice chooses as she plays the spell: two of Bob's three units there, not his unit in base
      Given a test spell "Onslaught" costing 0 and text "Deal 3 damage split among enemy units at battlefields."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Playful Phantom in his base
      And Alice has an Onslaught in her hand
      When Alice plays her Onslaught
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant, Bob's Mega-Mech and Bob's Shipyard Skulker
      When Alice chooses Bob's Vanguard Sergeant and Bob's Mega-Mech
      Then Alice's Onslaught is targeting Bob's Vanguard Sergeant and Bob's Mega-Mech
      When Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Vanguard Sergeant and Bob's Mega-Mech
      When Alice assigns 2 to Bob's Vanguard Sergeant and 1 to Bob's Mega-Mech
      Then Bob's Vanguard Sergeant has 2 damage
      And Bob's Mega-Mech has 1 damage
      And Bob's Shipyard Skulker has 0 damage

    @rule:355.14.a @rule:355.10.d
    Example: Damage split among all enemy units chooses none of them as the spell is played: Alice divides it among both of Bob's units as it resolves
      Given a test spell "Spatter" costing 0 and text "Deal 3 damage split among all enemy units."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker in his base
      And Alice has a Spatter in her hand
      When Alice plays her Spatter
      Then no decision is pending
      And Alice's Spatter is targeting nothing
      When Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Vanguard Sergeant and Bob's Shipyard Skulker
      When Alice assigns 1 to Bob's Vanguard Sergeant and 2 to Bob's Shipyard Skulker
      Then Bob's Vanguard Sergeant has 1 damage
      And Bob's Shipyard Skulker has 2 damage

  Rule: 355.3 A mode is chosen as the card is played, and decides what can be targeted

    @rule:355.3
    Example: Choosing Mesmerize's second mode, Alice may target only enemy units
      Given Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Mesmerize in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Mesmerize
      Then Alice is asked to choose a mode among mode 1 and mode 2
      And the question to Alice cites rule 355.3
      When Alice chooses mode 2
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant's Might is 2

    @rule:355.3
    Example: Choosing Mesmerize's first mode, Alice may target only friendly units
      Given Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Mesmerize in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Mesmerize
      And Alice chooses mode 1
      Then Alice is asked to choose targets among her Shipyard Skulker
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's hand
      And Alice's hand holds 1 card

    @rule:355.3 @rule:355.8
    Example: With no gear on the board, Alice may still play her spell for its first mode, which targets nothing; its second, which needs a gear, is refused
      Given a test spell "Fork" costing 0 and text "Choose one —\nDraw 1.\nKill a gear."
      And Alice has a Fork in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Fork
      Then Alice is asked to choose a mode among mode 1 and mode 2
      When Alice chooses mode 2
      Then the action is refused
      When Alice chooses mode 1
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:355.3
    Example: Alice's spell with a line before its modes draws for that line and for the mode she chose
      Given a test spell "Prelude" costing 0 and text "Draw 1.\nChoose one —\nDraw 1.\nKill a gear."
      And Alice has a Prelude in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Prelude
      Then Alice is asked to choose a mode among mode 1 and mode 2
      When Alice chooses mode 1
      And Alice passes
      And Bob passes
      Then Alice drew 2 times

  Rule: 355.4 The destination of a move is chosen as the card is played, somewhere else than where the unit is

    @rule:355.4 @rule:355.4.a @faq:origins:play-charm-say-not-only-unit
    Example: Moving a unit already at the Bridge, only the Ford is offered
      Given a battlefield called the Ford
      And a test spell "Dash" costing 1 and text "Move a friendly unit to a battlefield."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Dash in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Dash
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Ford
      And the question to Alice cites rule 355.4
      When Alice chooses the Ford
      Then Alice's Dash is a finalized chain item

    @rule:355.4 @rule:355.4.a
    Example: Alice's Muster moves all her units in base to a battlefield it does not target: the Bridge, where the enemy unit it stuns stands, is offered as well as the Ford
      Given a battlefield called the Ford
      And a test spell "Muster" costing 0 and text "Stun an enemy unit. Move all friendly units in your base to a battlefield."
      And Alice has a Muster in her hand
      And Alice has a Shipyard Skulker in her base
      And Bob has a Mega-Mech at the Bridge
      When Alice plays her Muster
      And Alice chooses Bob's Mega-Mech
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      When Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech is stunned
      And Alice's Shipyard Skulker is at the Bridge

    @rule:355.4 @rule:355.4.a
    Example: "Move an enemy unit" names no place: its owner's base or another battlefield, chosen as the spell is played
      Given a battlefield called the Ford
      And a test spell "Shove" costing 0 and text "Move an enemy unit."
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Shove in her hand
      When Alice plays her Shove
      And Alice chooses Bob's Shipyard Skulker
      Then Alice is asked to choose a battlefield among base and the Ford
      When Alice chooses base
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's base
      And the chain is empty

    @rule:355.4 @rule:355.4.a
    Example: A unit in its base moved by "Move an enemy unit" can only go to a battlefield
      Given a battlefield called the Ford
      And a test spell "Shove" costing 0 and text "Move an enemy unit."
      And Bob has a Shipyard Skulker in his base
      And Alice has a Shove in her hand
      When Alice plays her Shove
      And Alice chooses Bob's Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is at the Ford

    @rule:355.4
    Example: A move Alice "may pay to" make has its destination chosen as the spell is played too; she decides to pay as it resolves
      Given a battlefield called the Ford
      And a test spell "Paid Dash" costing 0 and text "You may pay :rb_energy_1: to move a friendly unit to a battlefield."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Paid Dash in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Paid Dash
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's Shipyard Skulker is at the Ford
      And Alice's rune pool holds 0 Energy

    @rule:355.4
    Example: A move that happens only "if you do" has its destination chosen as the spell is played too
      Given a battlefield called the Ford
      And a test spell "Rally Cry" costing 0 and text "Buff a friendly unit. If you do, move it to a battlefield."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Rally Cry in her hand
      When Alice plays her Rally Cry
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Ford

    @rule:355.4.a
    Example: Moving two of her units, one in her base and one at the Bridge, to a place the spell does not name, Alice is offered her base and the Ford
      Given a battlefield called the Ford
      And a test spell "Shuffle" costing 0 and text "Move two friendly units."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shuffle in her hand
      When Alice plays her Shuffle
      And Alice chooses her Shipyard Skulker and her Vanguard Sergeant
      Then Alice is asked to choose a battlefield among base and the Ford

    @rule:355.4.a
    Example: "If you do, move it" naming no place moves the unit Alice buffs at the Bridge: she may send it to her base or the Ford, not where it is
      Given a battlefield called the Ford
      And a test spell "Regroup" costing 0 and text "Buff a friendly unit. If you do, move it."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Regroup in her hand
      When Alice plays her Regroup
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among base and the Ford
      When Alice chooses base
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's base

    @rule:355.4.a
    Example: "If you do, move it" naming no place, for a unit in Alice's base: only the battlefields are on offer
      Given a battlefield called the Ford
      And a test spell "Regroup" costing 0 and text "Buff a friendly unit. If you do, move it."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Regroup in her hand
      When Alice plays her Regroup
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Ford

    @rule:355.4 @rule:355.4.a
    Example: A unit's "Move me" naming no place offers its base and the other battlefield, not the Bridge where it stands
      Given a battlefield called the Ford
      And a test unit "Skipper" costing 0 with 2 Might and text ":rb_exhaust:: Move me."
      And Alice has a Skipper at the Bridge
      When Alice activates her Skipper
      Then Alice is asked to choose a battlefield among base and the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Skipper is at the Ford

    @rule:355.4 @rule:355.4.a
    Example: "Move it" after a draw moves the unit Alice buffed, not the enemy unit she stunned before it or readies after it: the Skulker may leave the Bridge for her base or the Ford
      Given a battlefield called the Ford
      And a test spell "Feint" costing 0 and text "Stun an enemy unit. Buff a friendly unit. If you do, draw 1 and move it. Ready an enemy unit."
      And Alice has a Feint in her hand
      And Alice has 1 card in her main deck
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      When Alice plays her Feint
      And Alice chooses Bob's Vanguard Sergeant
      And Alice chooses her Shipyard Skulker
      And Alice chooses Bob's Vanguard Sergeant
      Then Alice is asked to choose a battlefield among base and the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Ford
      And Alice drew 1 time

    @rule:355.4.a
    Example: With her only unit already at the only battlefield, Alice's Dash has nowhere to move it and cannot be played
      Given a test spell "Dash" costing 1 and text "Move a friendly unit to a battlefield."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Dash in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Dash
      Then the action is refused citing rule 355.4.a
      And Alice's Dash is in Alice's hand
      And Alice's rune pool holds 1 Energy

    @rule:355.4
    Example: "Move a friendly unit to its battlefield" names the battlefield of the enemy unit chosen before: no battlefield is asked for
      Given a battlefield called the Ford
      And a test spell "Join" costing 0 and text "Choose an enemy unit at a battlefield. Move a friendly unit to its battlefield."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Join in her hand
      When Alice plays her Join
      And Alice chooses Bob's Vanguard Sergeant
      And Alice chooses her Shipyard Skulker
      Then no decision is pending
      When Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Ford

    @rule:355.4
    Example: A unit's "When you play me, move an enemy unit" has Alice pick the unit and then its destination, and Bob's unit goes there
      Given a battlefield called the Ford
      And a test unit "Herder" costing 0 with 2 Might and text "When you play me, move an enemy unit."
      And Alice has a Herder in her hand
      And Bob has a Vanguard Sergeant at the Ford
      When Alice plays her Herder
      Then the chain holds Alice's Herder
      When Alice chooses Bob's Vanguard Sergeant
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is at the Bridge

    @rule:355.4
    Example: A unit's "move it to my battlefield" names the unit's own battlefield: the unit just played goes there with no place asked
      Given a test unit "Caller" costing 0 with 2 Might and text "When you play a unit, move it to my battlefield."
      And a test unit "Knight" costing 0 with 3 Might
      And the Bridge is controlled by Alice
      And Alice has a Caller at the Bridge
      And Alice has a Knight in her hand
      When Alice plays her Knight
      And Alice chooses base
      Then the chain holds Alice's Caller
      When Alice passes
      And Bob passes
      Then Alice's Knight is at the Bridge

  Rule: 355.5.b A triggered ability chooses its targets when it goes on the chain, not as its card is played

    @rule:355.5.b
    Example: A unit whose play ability deals damage asks for the target only once it has entered
      Given a test unit "Sniper" costing 2 with 2 Might and text "When you play me, deal 2 to a unit at a battlefield."
      And Bob has a Playful Phantom at the Bridge
      And Alice has a Sniper in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Sniper
      Then Alice's Sniper is in Alice's base
      And Alice is asked to choose targets among Bob's Playful Phantom
      When Alice chooses Bob's Playful Phantom
      And Alice passes
      And Bob passes
      Then Bob's Playful Phantom has 2 damage

    @rule:355.5.b
    Example: A play ability with nothing to target does not stop the unit from being played where Alice chooses
      Given a test unit "Tinker" costing 2 with 2 Might and text "When you play me, return a gear from your trash to your hand."
      And the Bridge is controlled by Alice
      And Alice has a Tinker in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Tinker
      And Alice chooses the Bridge
      Then Alice's Tinker is at the Bridge
      And no decision is pending
      And the chain is empty

  Rule: 355.9.c A spell cannot target itself

    @rule:355.9.c @rule:355.9.a.2
    Example: Wind Wall may counter Alice's Void Seeker but not itself, and "spell" means a spell on the chain
      Given Bob has a Playful Phantom at the Bridge
      And Bob has a Shipyard Skulker in his hand
      And Bob has a Flash in his hand
      And Bob has a Wind Wall in his hand
      And Bob has 3 Energy and 2 calm Power in his rune pool
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Void Seeker
      And Alice chooses Bob's Playful Phantom
      And Alice passes
      And Bob plays his Wind Wall
      Then Bob is asked to choose targets among Alice's Void Seeker
      When Bob chooses Alice's Void Seeker
      And Bob passes
      And Alice passes
      Then Alice's Void Seeker is in Alice's trash
      And Bob's Playful Phantom has 0 damage
      And Alice's hand holds 0 cards

    @rule:355.9.c
    Example: Bob's "Counter all spells" counters Alice's spell but not itself, so it goes on to its draw
      Given a test spell "Insight" costing 0 and text "Draw 2."
      And a test spell "Hush" costing 0 and text "[Reaction]\nCounter all spells. Draw 1."
      And Alice has an Insight in her hand
      And Bob has a Hush in his hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Hush
      And Bob passes
      And Alice passes
      Then the chain is empty
      And Alice's Insight is in Alice's trash
      And Bob's Hush is in Bob's trash
      And Alice drew 0 times
      And Bob drew 1 time

    @rule:355.10.d
    Example: Alice's Captain, set off by the Knight she plays, gives each other friendly unit +1 Might: "other" leaves out only the Captain, not the Knight that set it off
      Given a test unit "Captain" costing 0 with 2 Might and text "When you play another unit, give each other friendly unit +1 :rb_might: this turn."
      And a test unit "Knight" costing 0 with 3 Might
      And Alice has a Captain in her base
      And Alice has a Knight in her base
      And Alice has a Knight in her hand
      When Alice plays her Knight 2
      Then the chain holds Alice's Captain
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Knight 2's Might is 4
      And Alice's Knight's Might is 4
      And Alice's Captain's Might is 2

  Rule: 355.10.c.1 In "do X to do Y", X is a cost and is not targeted

    @rule:355.10.c.1 @rule:355.12
    Example: Spending a buff to move a friendly unit targets the unit only
      Given a test spell "Regroup" costing 1 and text "You may spend a buff to move a unit you control to base."
      And Alice has a buffed Shipyard Skulker at the Bridge
      And Alice has a Regroup in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Regroup
      Then Alice is asked to choose targets among her Shipyard Skulker
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker's Might is 3

    @rule:355.10.c.1
    Example: The unit Alice exhausts to draw is no target: her Tap Out goes on the chain with nothing to choose, and draws as it resolves
      Given a test spell "Tap Out" costing 1 and text "You may exhaust a unit you control to draw 1."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Tap Out in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Tap Out
      Then no decision is pending
      And the chain holds Alice's Tap Out
      When Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's Shipyard Skulker is exhausted
      And Alice drew 1 time

  Rule: 355.10.e Objects chosen by other players are not targets

    @rule:355.10.e
    Example: "Each player kills a unit they control": nobody chooses as it is played, each player chooses their own as it resolves
      Given a test spell "Purge" costing 1 and text "Each player kills a unit they control."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Playful Phantom in his base
      And Bob has a Mega-Mech in his base
      And Alice has a Purge in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Purge
      Then no decision is pending
      When Alice passes
      And Bob passes
      And Alice chooses her Shipyard Skulker
      And Bob chooses his Mega-Mech
      Then Alice's Shipyard Skulker is in Alice's trash
      And Bob's Mega-Mech is in Bob's trash
      And Alice's Vanguard Sergeant is in Alice's base
      And Bob's Playful Phantom is in Bob's base

    @rule:355.10.e
    Example: "Each player kills one of their units": each chooses among their own, so Bob may not pick Alice's
      Given a test spell "Cull" costing 0 and text "Each player kills one of their units."
      And Alice has a Recruit (NX) in her base
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Cull in her hand
      When Alice plays her Cull
      And Alice passes
      And Bob passes
      And Bob chooses Alice's Recruit (NX)
      Then the action is refused
      When Bob chooses his Vanguard Sergeant
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Bob's Shipyard Skulker is in Bob's base
      And Alice's Recruit (NX) is in Alice's trash

  Rule: 355.10.f What a player "must" do is chosen as it resolves

    @rule:355.10.f
    Example: "You must recycle one of your runes" chooses the rune only as it resolves
      Given a test spell "Tithe" costing 1 and text "You must recycle one of your runes."
      And Alice has 2 runes in her runes
      And Alice has a Tithe in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Tithe
      Then no decision is pending
      When Alice passes
      And Bob passes
      And Alice chooses Alice's rune 2
      Then Alice's rune 2 is in Alice's rune deck
      And Alice's rune 1 is in Alice's runes

    @rule:355.10.f
    Example: "Recycle a rune you control" targets the rune as it is played
      Given a test spell "Offering" costing 1 and text "Recycle a rune you control."
      And Alice has 2 runes in her runes
      And Alice has a Offering in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Offering
      Then Alice is asked to choose targets among Alice's rune 1 and Alice's rune 2

  Rule: 355.12 With "you may", targets are still chosen up front and the decision comes later

    @rule:355.12
    Example: Alice picks the unit as she plays the spell, then declines the kill as it resolves but still draws
      Given a test spell "Ambush" costing 1 and text "You may kill a unit at a battlefield. Draw 1."
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Ambush in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Ambush
      Then Alice is asked to choose targets among Bob's Shipyard Skulker
      When Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice chooses no
      Then Bob's Shipyard Skulker is at the Bridge
      And Alice's hand holds 1 card

  Rule: 355.16 No choice that is sure to make the play illegal

    @rule:355.16 @rule:358.1
    Example: The unit Alice targets is not offered as the one she kills to pay the cost, and choosing it is refused
      Given a test spell "Sacrifice" costing 1 and text "As an additional cost to play me, kill a unit you control.\nDeal 3 to a unit."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Sacrifice in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Sacrifice
      And Alice chooses her Shipyard Skulker
      Then Alice is asked to choose what pays a cost among her Vanguard Sergeant
      When Alice chooses her Shipyard Skulker
      Then the action is refused citing rule 355.16
      And Alice's Shipyard Skulker is in Alice's base
      When Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Sacrifice is targeting Alice's Shipyard Skulker

    @rule:355.16 @rule:355.1.a
    Example: The spell Alice's Summon plays is within her 1 Energy only if she pays both its optional discards: declining the first is refused, paying both plays it
      Given a test spell "Summon" costing 0 and text "Play a spell from your hand."
      And a test spell "Double Trade" costing 5 and text "You may discard 1 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nYou may discard 2 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nDraw 1."
      And Alice has a Summon in her hand
      And Alice has a Double Trade in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Mega-Mech in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Double Trade
      And Alice declines the optional cost
      Then the action is refused
      When Alice pays the optional cost
      And Alice pays the optional cost
      And Alice chooses her Vanguard Sergeant
      And Alice chooses her Shipyard Skulker and her Mega-Mech
      And Alice applies the discounts in the order offered
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's hand holds 0 cards
      And Alice's Double Trade is a finalized chain item

  Rule: 355.17 Other choices are made as the card resolves

    @rule:355.17
    Example: Which two cards to discard is chosen as the spell resolves
      Given a test spell "Rummage" costing 1 and text "Discard 2, then draw 2."
      And Alice has a Rummage in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Playful Phantom in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Rummage
      Then no decision is pending
      When Alice passes
      And Bob passes
      And Alice chooses her Shipyard Skulker and her Playful Phantom
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Playful Phantom is in Alice's trash
      And Alice's Vanguard Sergeant is in Alice's hand
      And Alice's hand holds 3 cards

    @rule:355.17
    Example: Cards of her hand are picked as the spell resolves: "up to 2" lets Alice pick one, never three; "any number" then takes both left
      Given a test spell "Sift" costing 0 and text "Recycle up to 2 cards from your hand. Banish any number of cards from your hand."
      And Alice has a Sift in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Playful Phantom in her hand
      When Alice plays her Sift
      Then no decision is pending
      When Alice passes
      And Bob passes
      Then the question to Alice cites rule 355.17
      When Alice chooses her Shipyard Skulker, her Vanguard Sergeant and her Playful Phantom
      Then the action is refused
      When Alice chooses her Vanguard Sergeant
      And Alice chooses her Shipyard Skulker and her Playful Phantom
      Then Alice's Vanguard Sergeant is in Alice's main deck
      And Alice's Shipyard Skulker is in Alice's banishment
      And Alice's Playful Phantom is in Alice's banishment

    @rule:355.17
    Example: "Banish any number of cards from your hand" lets Alice banish none as the spell resolves
      Given a test spell "Purge" costing 0 and text "Banish any number of cards from your hand."
      And Alice has a Purge in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Vanguard Sergeant in her hand
      When Alice plays her Purge
      And Alice passes
      And Bob passes
      Then the question to Alice cites rule 355.17
      When Alice declines to choose any card
      Then no decision is pending
      And the chain is empty
      And Alice's Shipyard Skulker is in Alice's hand
      And Alice's Vanguard Sergeant is in Alice's hand

    @rule:355.17
    Example: "Choose a player" is answered as the spell resolves, and Alice may pick herself: she draws, Bob does not
      Given a test spell "Summons" costing 0 and text "Choose a player. They draw 1."
      And Alice has a Summons in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Summons
      Then no decision is pending
      When Alice passes
      And Bob passes
      Then the question to Alice cites rule 355.17
      When Alice chooses Alice and Bob
      Then the action is refused
      When Alice chooses Alice
      Then Alice drew 1 time
      And Bob drew 0 times

    @rule:355.17
    Example: "Choose an opponent. That player draws 1.": the opponent chosen as the spell resolves draws, not Alice
      Given a test spell "Gift" costing 0 and text "Choose an opponent. That player draws 1."
      And Alice has a Gift in her hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Gift
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Bob drew 1 time
      And Alice drew 0 times

    @rule:355.17
    Example: "Choose an opponent. They may discard 1": Bob decides as the spell resolves and discards his own card; the draw after "If they do" is Alice's
      Given a test spell "Offer" costing 0 and text "Choose an opponent. They may discard 1. If they do, draw 2."
      And Alice has an Offer in her hand
      And Alice has 1 card in her hand
      And Alice has 3 cards in her main deck
      And Bob has 1 card in his hand
      And Bob has 3 cards in his main deck
      When Alice plays her Offer
      And Alice passes
      And Bob passes
      Then Bob is asked to decide whether to perform it
      When Bob chooses yes
      Then Bob's card 1 is in Bob's trash
      And Alice's card 1 is in Alice's hand
      And Alice drew 2 times
      And Bob drew 0 times

    @rule:355.17
    Example: "You may recycle one or both of them": Alice picks one of the two cards looked at as the spell resolves, and only it goes to the bottom
      Given a test spell "Sift" costing 0 and text "Look at the top two cards of your Main Deck. You may recycle one or both of them."
      And Alice has a Sift in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Sift
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice chooses her card 1
      Then no decision is pending
      And Alice's main deck holds Alice's card 2, Alice's card 3, Alice's card 4, Alice's card 1 (top first)

    @rule:355.17
    Example: "Recycle up to two of them" lets Alice keep all three cards she looked at, and never recycle all three
      Given a test spell "Sift" costing 0 and text "Look at the top three cards of your Main Deck. Recycle up to two of them."
      And Alice has a Sift in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Sift
      And Alice passes
      And Bob passes
      And Alice chooses her card 1, her card 2 and her card 3
      Then the action is refused
      When Alice declines to choose any card
      Then no decision is pending
      And the chain is empty
      And Alice's main deck holds Alice's card 1, Alice's card 2, Alice's card 3, Alice's card 4 (top first)

    @rule:355.17
    Example: "You may recycle one or both of them": once Alice says yes, she must pick at least one of them
      Given a test spell "Sift" costing 0 and text "Look at the top two cards of your Main Deck. You may recycle one or both of them."
      And Alice has a Sift in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Sift
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice declines to choose any card
      Then the action is refused
      When Alice chooses her card 2
      Then no decision is pending
      And Alice's main deck holds Alice's card 1, Alice's card 3, Alice's card 2 (top first)

    @rule:355.17
    Example: "Recycle up to two of them" after a look at an empty deck has nothing to pick from, so nothing is asked
      Given a test spell "Sift" costing 0 and text "Look at the top two cards of your Main Deck. Recycle up to two of them."
      And Alice has a Sift in her hand
      And Alice has 0 cards in her main deck
      When Alice plays her Sift
      And Alice passes
      And Bob passes
      Then no decision is pending
      And the chain is empty
      And Alice's Sift is in Alice's trash

    @rule:355.17
    Example: "Increase its Might to the Might of another friendly unit": the unit chosen is not another, so the only other one is read and nothing is asked
      Given a test spell "Rally" costing 0 and text "Choose a friendly unit. Increase its Might to the Might of another friendly unit this turn."
      And Alice has a Stalwart Poro in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Rally in her hand
      When Alice plays her Rally
      And Alice chooses her Stalwart Poro
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Stalwart Poro's Might is 4

    @rule:355.17
    Example: "Increase its Might to the Might of a friendly unit", not "another": Alice may read her chosen Pikeman itself, and it stays at 2
      Given a test spell "Even Out" costing 0 and text "Choose a friendly unit. Increase its Might to the Might of a friendly unit this turn."
      And a test unit "Pikeman" costing 2 with 2 Might and text ""
      And Alice has a Pikeman in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has an Even Out in her hand
      When Alice plays her Even Out
      And Alice chooses her Pikeman
      And Alice passes
      And Bob passes
      And Alice chooses her Pikeman
      Then no decision is pending
      And Alice's Pikeman's Might is 2

    @rule:355.17
    Example: Alice picks herself for "Choose a player. They draw 1": the "an opponent" after it is still Bob, so each draws once
      Given a test spell "Gift" costing 0 and text "Choose a player. They draw 1. An opponent draws 1."
      And Alice has a Gift in her hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Gift
      And Alice passes
      And Bob passes
      And Alice chooses Alice
      Then Alice drew 1 time
      And Bob drew 1 time

  @rule:355.6 @waived:heading
  Rule: 355.6 Targeting, the heading

  @rule:355.14 @waived:heading
  Rule: 355.14 Splitting, the heading

  @rule:355.15 @waived:unobservable
  Rule: 355.15 Choices stay as made unless an effect says otherwise

  Rule: 355.9.a.4 "Legend" means a legend in a legend zone

    @rule:355.9.a.4
    Example: "Ready a legend" may choose either player's legend
      Given a test legend "Sage"
      And a test legend "Warlord"
      And a test spell "Awaken" costing 1 and text "Ready a legend."
      And Alice has an exhausted Sage as her legend
      And Bob has an exhausted Warlord as his legend
      And Alice has a Awaken in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Awaken
      Then Alice is asked to choose targets among Alice's Sage and Bob's Warlord
      When Alice chooses her Sage
      And Alice passes
      And Bob passes
      Then Alice's Sage is ready
      And Bob's Warlord is exhausted

  Rule: 355.14.h With less damage than targets at resolution, the player drops targets but keeps as many as there is damage

    @rule:355.14.h @rule:355.14.h.1
    Example: Alice's unit shrinks to 2 Might, so she splits 2 damage over two of her three targets
      Given a test spell "Cleave" costing 1 and text "Choose a unit you control. It deals damage equal to its Might split among up to 3 enemy units."
      And Alice has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Playful Phantom at the Bridge
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Mesmerize in his hand
      And Bob has 1 Energy in his rune pool
      And Alice has a Cleave in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Cleave
      And Alice chooses her Vanguard Sergeant
      And Alice chooses Bob's Shipyard Skulker, Bob's Playful Phantom and Bob's Mega-Mech
      And Alice passes
      And Bob plays his Mesmerize
      And Bob chooses mode 2
      And Bob chooses Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage
      And the damage is to be split among at least 2 and at most 2 of them
      When Alice assigns 2 to Bob's Playful Phantom
      Then the action is refused citing rule 355.14.h.1
      When Alice assigns 1 to Bob's Playful Phantom and 1 to Bob's Mega-Mech
      Then Bob's Playful Phantom has 1 damage
      And Bob's Mega-Mech has 1 damage
      And Bob's Shipyard Skulker has 0 damage

  Rule: 355.2.b A card may allow its unit to be played to places normally not allowed

    @rule:355.2.b
    Example: A unit allowed onto open battlefields may go to the uncontrolled Bridge but not to Bob's Ford
      Given a battlefield called the Ford
      And the Ford is controlled by Bob
      And a test unit "Skyrider" costing 2 with 2 Might and text "You may play me to an open battlefield."
      And Alice has a Skyrider in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Skyrider
      Then Alice is asked to choose a battlefield among base and the Bridge
      When Alice chooses the Bridge
      Then Alice's Skyrider is at the Bridge

    @rule:355.2.b
    Example: A spell playing the banished unit to any battlefield lets Alice put it at the Ford Bob controls, not at her base
      Given a battlefield called the Ford
      And a test spell "Wild Hunt" costing 2 and text "Banish a friendly unit, then its owner plays it to any battlefield, ignoring its cost."
      And the Ford is controlled by Bob
      And a test unit "Footman" costing 5 with 2 Might
      And Alice has a Footman in her base
      And Alice has a Wild Hunt in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Wild Hunt
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      When Alice chooses the Ford
      Then Alice's Footman is at the Ford

    @rule:355.2.b
    Example: A unit whose text lets it be played only to a battlefield Alice conquered this turn goes to the Bridge she has just conquered
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test unit "Raider" costing 0 with 2 Might and text "Play me only to a battlefield you conquered this turn."
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Footman in her base
      And Alice has a Raider in her hand
      When Alice moves her Footman to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      When Alice plays her Raider
      Then Alice's Raider is at the Bridge

    @rule:355.2.b
    Example: Bob conquered the Ford this turn, Alice none: though her Arachnoid Horror lets her units go where his unit is alone, her unit played only to a battlefield she conquered this turn has nowhere to go
      Given it is Bob's main phase
      And a battlefield called the Ford
      And a test unit "Raider" costing 0 with 2 Might and text "[Reaction]\nPlay me only to a battlefield you conquered this turn."
      And a test spell "Study" costing 0 and text "Draw 1."
      And Alice has an Arachnoid Horror in her base
      And Alice has a Raider in her hand
      And Bob has a Shipyard Skulker in his base
      And Bob has a Study in his hand
      And Bob has 1 card in his main deck
      When Bob moves his Shipyard Skulker to the Ford
      And Bob passes
      And Alice passes
      Then Bob controls the Ford
      When Bob plays his Study
      And Bob passes
      And Alice plays her Raider
      Then the action is refused
      And Alice's Raider is in Alice's hand

    @rule:355.2.b
    Example: With Miss Fortune, Buccaneer in her base, Alice may play her Shipyard Skulker to the open Bridge, not to Bob's Ford
      Given a battlefield called the Ford
      And the Ford is controlled by Bob
      And Alice has a Miss Fortune, Buccaneer in her base
      And Alice has a Shipyard Skulker in her hand
      And Alice has 5 Energy in her rune pool
      When Alice plays her Shipyard Skulker
      Then Alice is asked to choose a battlefield among base and the Bridge
      When Alice chooses the Bridge
      Then Alice's Shipyard Skulker is at the Bridge

    @rule:355.2.b
    Example: A unit whose text lets friendly units onto open battlefields gives itself no such permission from Alice's hand: it goes to her base though the Bridge is open
      Given a test unit "Bosun" costing 2 with 2 Might and text "Friendly units may be played to open battlefields."
      And Alice has a Bosun in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Bosun
      Then no decision is pending
      And Alice's Bosun is in Alice's base

    @rule:355.2.b
    Example: Bob's Miss Fortune, Buccaneer gives Alice's units no such permission: her Shipyard Skulker goes to her base
      Given Bob has a Miss Fortune, Buccaneer in his base
      And Alice has a Shipyard Skulker in her hand
      And Alice has 5 Energy in her rune pool
      When Alice plays her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's base

    @rule:355.2.b
    Example: Dauntless Vanguard may be played to Bob's Ford while Bob has a unit there
      Given a battlefield called the Ford
      And the Ford is controlled by Bob
      And Bob has a Shipyard Skulker at the Ford
      And Alice has a Dauntless Vanguard in her hand
      And Alice has 4 Energy and 1 body Power in her rune pool
      When Alice plays her Dauntless Vanguard
      Then Alice is asked to choose a battlefield among base and the Ford
      When Alice chooses the Ford
      Then Alice's Dauntless Vanguard is at the Ford

    @rule:355.2.b
    Example: Dauntless Vanguard may not be played to Bob's Ford once nobody is there: it goes to Alice's base
      Given a battlefield called the Ford
      And the Ford is controlled by Bob
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Dauntless Vanguard in her hand
      And Alice has 4 Energy and 1 body Power in her rune pool
      When Alice plays her Dauntless Vanguard
      Then Alice's Dauntless Vanguard is in Alice's base

    @rule:355.2.b
    Example: With Arachnoid Horror in her base, Alice's Shipyard Skulker may be played to the Ford where Bob's unit is alone
      Given a battlefield called the Ford
      And the Ford is controlled by Bob
      And Bob has a Shipyard Skulker at the Ford
      And Alice has an Arachnoid Horror in her base
      And Alice has a Shipyard Skulker in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Shipyard Skulker
      Then Alice is asked to choose a battlefield among base and the Ford
      When Alice chooses the Ford
      Then Alice's Shipyard Skulker is at the Ford

    @rule:355.2.b
    Example: Arachnoid Horror gives no such way onto the Ford where Bob has two units: Alice's Shipyard Skulker goes to her base
      Given a battlefield called the Ford
      And the Ford is controlled by Bob
      And Bob has a Shipyard Skulker at the Ford
      And Bob has a Stalwart Poro at the Ford
      And Alice has an Arachnoid Horror in her base
      And Alice has a Shipyard Skulker in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's base

    @rule:355.2.b
    Example: Neither Bob's Arachnoid Horror nor Alice's Dauntless Vanguard, whose permission is its own, gives Alice's units a way onto the Ford where Bob's unit is alone
      Given a battlefield called the Ford
      And the Ford is controlled by Bob
      And Bob has an Arachnoid Horror at the Ford
      And Alice has a Dauntless Vanguard in her base
      And Alice has a Shipyard Skulker in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's base

    @rule:355.2.b
    Example: Arachnoid Horror itself may be played from Alice's hand to the Ford where Bob's unit is alone, not to his Tower where he has two
      Given a battlefield called the Ford
      And a battlefield called the Tower
      And the Ford is controlled by Bob
      And Bob has a Shipyard Skulker at the Ford
      And the Tower is controlled by Bob
      And Bob has a Shipyard Skulker at the Tower
      And Bob has a Stalwart Poro at the Tower
      And Alice has an Arachnoid Horror in her hand
      And Alice has 6 Energy and 1 body Power in her rune pool
      When Alice plays her Arachnoid Horror
      Then Alice is asked to choose a battlefield among base and the Ford
      When Alice chooses the Ford
      Then Alice's Arachnoid Horror is at the Ford

    @rule:355.2.b
    Example: Attacking at the Bridge, Alice may play Rengar, Pouncing there as a Reaction
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Rengar, Pouncing in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice is the attacker
      When Alice plays her Rengar, Pouncing
      Then Alice is asked to choose a battlefield among base and the Bridge
      When Alice chooses the Bridge
      Then Alice's Rengar, Pouncing is at the Bridge

    @rule:355.2.b
    Example: Attacking at the Bridge, Alice may play there a Reaction unit whose permission to go where she attacks stands beside another passive
      Given a test unit "Prowler" costing 2 with 3 Might and text "[Reaction]\nI can't be killed.\nI can be played to a battlefield you're attacking."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Prowler in her hand
      And Alice has 2 Energy in her rune pool
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice is the attacker
      When Alice plays her Prowler
      Then Alice is asked to choose a battlefield among base and the Bridge
      When Alice chooses the Bridge
      Then Alice's Prowler is at the Bridge

    @rule:355.2.b
    Example: Attacking at the Bridge, Alice may not play there an Action unit whose text lets it go only to open battlefields
      Given a test unit "Scout" costing 1 with 1 Might and text "[Action]\nI can't be killed.\nYou may play me to an open battlefield."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Scout in her hand
      And Alice has 1 Energy in her rune pool
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice is the attacker
      When Alice plays her Scout
      And Bob passes
      Then Alice's Scout is in Alice's base

    @rule:355.2.b
    Example: Defending at the Bridge, Bob may play his Rengar, Pouncing only to his base
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Rengar, Pouncing in his hand
      And Bob has 3 Energy and 1 fury Power in his rune pool
      When Alice moves her Shipyard Skulker to the Bridge
      Then Bob is the defender
      When Alice passes
      And Bob plays his Rengar, Pouncing
      Then Bob's Rengar, Pouncing is in Bob's base

    @rule:355.2.b
    Example: Attacking nowhere, Alice plays Rengar, Pouncing to her base: its permission for a battlefield she attacks does not open the empty Bridge to it
      Given Alice has a Rengar, Pouncing in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Rengar, Pouncing
      Then no decision is pending
      And Alice's Rengar, Pouncing is in Alice's base

    @rule:355.2.b
    Example: In 2v2 Dauntless Vanguard may not be played to the Ford of Alice's teammate Carol, where Carol's unit is: it is no enemy battlefield, and the unit goes to Alice's base
      Given the mode of play is 2v2
      And a battlefield called the Ford
      And the Ford is controlled by Carol
      And Carol has a Shipyard Skulker at the Ford
      And Alice has a Dauntless Vanguard in her hand
      And Alice has 4 Energy and 1 body Power in her rune pool
      When Alice plays her Dauntless Vanguard
      Then no decision is pending
      And Alice's Dauntless Vanguard is in Alice's base

    @rule:355.2.b
    Example: Bob attacks the Bridge Alice holds with her Skulker, his Sergeant alone there: Alice's Action unit allowed where an enemy unit is alone is offered her base and the Bridge, each once
      Given it is Bob's main phase
      And the Bridge is controlled by Alice
      And a test unit "Lurker" costing 1 with 1 Might and text "[Action]\nI can be played to an occupied battlefield if an enemy unit is alone there."
      And Alice has a Lurker in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant in his base
      When Bob moves his Vanguard Sergeant to the Bridge
      Then a combat is under way at the Bridge
      When Bob passes
      And Alice plays her Lurker
      Then Alice is asked to choose a battlefield among base and the Bridge
      When Alice chooses the Bridge
      Then Alice's Lurker is at the Bridge

  Rule: 355.9.a.3 "Facedown card" means a card hidden at a battlefield

    @rule:355.9.a.3 @faq:origins:mean-return-card-deck-hand-face
    Example: "Kill a facedown card" may choose Bob's hidden card but not the same card in his hand
      Given a test spell "Expose" costing 1 and text "Kill a facedown card."
      And the Bridge is controlled by Bob
      And Bob has a facedown Flash at the Bridge
      And Bob has a Flash in his hand
      And Alice has a Expose in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Expose
      Then Alice is asked to choose targets among Bob's Flash
      When Alice chooses Bob's Flash
      And Alice passes
      And Bob passes
      Then Bob's Flash is in Bob's trash
      And Bob's Flash 2 is in Bob's hand

    @rule:355.9.a.3
    Example: "A gear, token, or facedown card" may choose Bob's gear and his hidden card, not his unit that is neither
      Given a test spell "Sweep" costing 1 and text "Kill a gear, token, or facedown card."
      And a test gear "Lantern" costing 0
      And the Bridge is controlled by Bob
      And Bob has a facedown Flash at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Lantern in his base
      And Alice has a Sweep in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Sweep
      Then Alice is asked to choose targets among Bob's Flash and Bob's Lantern

  Rule: 355.9.a.5 "A unit in the champion zone" means the chosen champion there

    @rule:355.9.a.5
    Example: Readying a unit in the champion zone may choose Alice's champion, not her units in base
      Given a test spell "Rally Call" costing 1 and text "Ready a unit in your champion zone."
      And a test unit "Hero" costing 4 with 4 Might
      And Alice has an exhausted Hero as her chosen champion
      And Alice has an exhausted Shipyard Skulker in her base
      And Alice has a Rally Call in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Rally Call
      Then Alice is asked to choose targets among Alice's Hero
      When Alice chooses her Hero
      And Alice passes
      And Bob passes
      Then Alice's Hero is ready
      And Alice's Shipyard Skulker is exhausted

  Rule: 355.14.i What choosing a target cost stays paid when that target is dropped

    @rule:355.14.i
    Example: Alice paid Deflect for a unit she later drops from the split; the Power is not given back
      Given a test spell "Cleave" costing 1 and text "Choose a unit you control. It deals damage equal to its Might split among up to 3 enemy units."
      And a test unit "Warded" costing 3 with 5 Might and text "[Deflect]"
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Warded at the Bridge
      And Bob has a Playful Phantom at the Bridge
      And Bob has a Mesmerize in his hand
      And Bob has 1 Energy in his rune pool
      And Alice has a Cleave in her hand
      And Alice has 1 Energy and 1 mind Power in her rune pool
      When Alice plays her Cleave
      And Alice chooses her Shipyard Skulker
      And Alice chooses Bob's Warded and Bob's Playful Phantom
      Then Alice's rune pool holds 0 mind Power
      When Alice passes
      And Bob plays his Mesmerize
      And Bob chooses mode 2
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      And Alice assigns 1 to Bob's Playful Phantom
      Then Bob's Playful Phantom has 1 damage
      And Bob's Warded has 0 damage
      And Alice's rune pool holds 0 mind Power
