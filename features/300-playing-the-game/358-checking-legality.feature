@edition:v1.4
Feature: Checking that a play is legal (rule 358)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge

  Rule: 358.1 Every target chosen must still be legal

    @rule:358.1
    Example: Alice's Marshal may move her other unit at the Bridge beside it to the Ford: "a different location" is read from the chosen Ford, not from the Marshal
      Given a battlefield called the Ford
      And a test unit "Marshal" costing 0 with 2 Might and text ":rb_exhaust:: Choose a battlefield you control and a unit you control at a different location. Move that unit to that battlefield."
      And the Ford is controlled by Alice
      And Alice has a Marshal at the Bridge
      And Alice has a Stalwart Poro at the Ford
      And Alice has a Shipyard Skulker at the Bridge
      When Alice activates her Marshal
      And Alice chooses the Ford
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Ford
      And Alice's Marshal is at the Bridge

    @rule:358.1 @rule:358.5
    Example: Alice's only Energy is her Energy Conduit's, and paying with it would exhaust the only ready gear her Rust may kill: the Rust cannot be played
      Given a test spell "Rust" costing 1 and text "Kill a ready gear."
      And Alice has an Energy Conduit in her base
      And Alice has a Rust in her hand
      When Alice plays her Rust
      Then the action is refused citing rule 358.1
      And no decision is pending
      And Alice's Rust is in Alice's hand
      And Alice's Energy Conduit is ready

    @rule:358.1 @rule:358.5
    Example: Alice's Drillmaster, exhausted to use its ability, is then no ready unit to stun: with no other ready unit, the ability cannot be used
      Given a test unit "Drillmaster" costing 0 with 2 Might and text ":rb_exhaust:: Stun a ready unit."
      And Alice has a Drillmaster in her base
      When Alice activates her Drillmaster
      Then the action is refused citing rule 358.1
      And no decision is pending
      And Alice's Drillmaster is ready
      And the chain is empty

    @rule:358.1
    Example: Alice's Drillmaster may not choose itself as the ready unit its ability stuns, but may choose Bob's
      Given a test unit "Drillmaster" costing 0 with 2 Might and text ":rb_exhaust:: Stun a ready unit."
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Drillmaster in her base
      And Bob has a Footman at the Bridge
      When Alice activates her Drillmaster
      And Alice chooses her Drillmaster
      Then the action is refused citing rule 358.1
      When Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is stunned
      And Alice's Drillmaster is exhausted
      And Alice's Drillmaster is not stunned

    @rule:358.1
    Example: With two Energy Conduits, Alice pays her Rust with one and kills the other, still ready
      Given a test spell "Rust" costing 1 and text "Kill a ready gear."
      And Alice has an Energy Conduit in her base
      And Alice has an Energy Conduit in her base
      And Alice has a Rust in her hand
      When Alice plays her Rust
      And Alice chooses her Energy Conduit 2
      And Alice chooses her Energy Conduit
      And Alice passes
      And Bob passes
      Then Alice's Energy Conduit 2 is in Alice's trash
      And Alice's Energy Conduit is exhausted

    @rule:358.1
    Example: With 1 Energy in her pool, Alice plays her Rust without her Energy Conduit and kills the Conduit, still ready
      Given a test spell "Rust" costing 1 and text "Kill a ready gear."
      And Alice has an Energy Conduit in her base
      And Alice has a Rust in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Rust
      And Alice chooses her Energy Conduit
      And Alice passes
      And Bob passes
      Then Alice's Energy Conduit is in Alice's trash
      And Alice's rune pool holds 0 Energy

    @rule:358.1
    Example: With four Energy Conduits, Alice pays her Rust with one and kills another, still ready
      Given a test spell "Rust" costing 1 and text "Kill a ready gear."
      And Alice has an Energy Conduit in her base
      And Alice has an Energy Conduit in her base
      And Alice has an Energy Conduit in her base
      And Alice has an Energy Conduit in her base
      And Alice has a Rust in her hand
      When Alice plays her Rust
      And Alice chooses her Energy Conduit 4
      And Alice chooses her Energy Conduit
      And Alice passes
      And Bob passes
      Then Alice's Energy Conduit 4 is in Alice's trash
      And Alice's Energy Conduit is exhausted
      And Alice's Energy Conduit 2 is ready

    @rule:358.1
    Example: With five Energy Conduits, Alice may still pay her Rust with one and kill another, still ready
      Given a test spell "Rust" costing 1 and text "Kill a ready gear."
      And Alice has an Energy Conduit in her base
      And Alice has an Energy Conduit in her base
      And Alice has an Energy Conduit in her base
      And Alice has an Energy Conduit in her base
      And Alice has an Energy Conduit in her base
      And Alice has a Rust in her hand
      When Alice plays her Rust
      And Alice chooses her Energy Conduit 5
      And Alice chooses her Energy Conduit
      And Alice passes
      And Bob passes
      Then Alice's Energy Conduit 5 is in Alice's trash
      And Alice's Energy Conduit is exhausted
      And Alice's Energy Conduit 2 is ready

    @rule:358.1
    Example: Alice's Double Rust needs both her Energy Conduits ready, and paying with either would exhaust one: the spell cannot be played
      Given a test spell "Double Rust" costing 1 and text "Kill two ready gears."
      And Alice has an Energy Conduit in her base
      And Alice has an Energy Conduit in her base
      And Alice has a Double Rust in her hand
      When Alice plays her Double Rust
      Then the action is refused citing rule 358.1
      And no decision is pending
      And Alice's Double Rust is in Alice's hand

  Rule: 358.2 The costs must have been paid, or the play is undone

    @rule:358.2 @rule:358.5 @rule:358
    Example: Cruel Patron without enough Energy is refused before any friendly unit dies
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Cruel Patron in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Cruel Patron
      Then the action is refused citing rule 358.2
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Cruel Patron is in Alice's hand
      And Alice's rune pool holds 3 Energy
      And the chain is empty

    @rule:358.2
    Example: Cruel Patron with no friendly unit to kill is refused as it is played, before Alice is asked where it enters
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Cruel Patron in her hand
      And Alice has 5 Energy in her rune pool
      When Alice plays her Cruel Patron
      Then the action is refused citing rule 358.2
      And Alice's Cruel Patron is in Alice's hand
      And the chain is empty

    @rule:358.2 @rule:805.1
    Example: A unit with Accelerate that must kill a friendly unit to be played is refused when Alice's only unit can't be killed, whether or not she would pay its Accelerate
      Given a test unit "Grim Runner" costing 0 with 2 Might and text "[Accelerate]\nAs an additional cost to play this, kill a friendly unit."
      And a test unit "Stubborn Guard" costing 0 with 3 Might and text "I can't be killed."
      And Alice has a Grim Runner in her hand
      And Alice has a Stubborn Guard in her base
      And Alice has 1 Energy and 1 calm Power in her rune pool
      When Alice plays her Grim Runner
      Then the action is refused
      And Alice's Grim Runner is in Alice's hand
      And Alice's Stubborn Guard is in Alice's base
      And Alice's rune pool holds 1 Energy
      And the chain is empty

  Rule: 358.4 The card must be allowed at this timing

    @rule:358.4 @rule:358.5 @rule:359.3.c
    Example: While Alice's spell waits on the chain, Bob may react with a Reaction but not with an Action spell
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      And Bob has a Void Seeker in his hand
      And Bob has a Flash in his hand
      And Bob has 5 Energy and 1 fury Power in his rune pool
      When Alice plays her Void Seeker
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Void Seeker
      Then the action is refused citing rule 309.1.a
      And Bob's Void Seeker is in Bob's hand
      And Bob's rune pool holds 5 Energy
      When Bob plays his Flash
      And Bob chooses his Shipyard Skulker
      Then the chain holds Alice's Void Seeker, then Bob's Flash

    @rule:358.4 @rule:358.5
    Example: On her third turn Alice may not play Ol' Poro, which can't be played on its player's first three turns
      Given it is turn 5
      And Alice has an Ol' Poro in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Ol' Poro
      Then the action is refused citing rule 358.4
      And Alice's Ol' Poro is in Alice's hand
      And Alice's rune pool holds 2 Energy

    @rule:358.4
    Example: On her first turn Alice plays a unit whose text forbids something other than an early play
      Given it is turn 1
      And a test unit "Stalwart" costing 2 with 3 Might and text "I can't be killed."
      And Alice has a Stalwart in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Stalwart
      Then Alice's Stalwart is in Alice's base

    @rule:358.4
    Example: On her first turn Alice uses the ability of a unit in her base that can't be played on her first three turns: only playing it is forbidden
      Given it is turn 1
      And a test unit "Elder" costing 2 with 2 Might and text "I can't be played on your first, second, or third turns.\n:rb_exhaust:: Draw 1."
      And Alice has an Elder in her base
      And Alice has 1 card in her main deck
      When Alice activates her Elder
      And Alice passes
      And Bob passes
      Then Alice's Elder is exhausted
      And Alice's hand holds 1 card

    @rule:358.4
    Example: On her fourth turn Alice plays Ol' Poro
      Given it is turn 7
      And Alice has an Ol' Poro in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Ol' Poro
      Then Alice's Ol' Poro is in Alice's base

    @rule:358.4
    Example: On Alice's fourth turn Bob has begun only three: his Reaction unit barred from its player's first three turns may not answer her spell
      Given it is turn 7
      And a test spell "Spark" costing 0 and text "Draw 1."
      And a test unit "Elder" costing 0 with 2 Might and text "[Reaction]\nI can't be played on your first, second, or third turns."
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Bob has an Elder in his hand
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Elder
      Then the action is refused citing rule 358.4
      And Bob's Elder is in Bob's hand
      And the chain holds Alice's Spark

    @rule:358.2 @rule:730.2
    Example: A unit whose additional cost spends 2 XP Alice does not have is refused as it is played, before she is asked where it enters
      Given a test unit "Drillmaster" costing 0 with 2 Might and text "As an additional cost to play me, spend 2 XP."
      And the Bridge is controlled by Alice
      And Alice has a Drillmaster in her hand
      When Alice plays her Drillmaster
      Then the action is refused citing rule 358.2
      And Alice's Drillmaster is in Alice's hand
      And the chain is empty

    @rule:358.2
    Example: A spell whose additional cost spends 2 XP Alice does not have is refused as it is played, however many ways its two targets could be chosen
      Given a test spell "Drill" costing 0 and text "As an additional cost to play this, spend 2 XP.\nStun a unit. Ready a unit."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Playful Phantom in her base
      And Alice has a Playful Phantom in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Playful Phantom in his base
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Drill in her hand
      When Alice plays her Drill
      Then the action is refused citing rule 358.2
      And Alice's Drill is in Alice's hand
      And the chain is empty

  Rule: 358.5 A play that fails a check is undone

    @rule:358.5 @rule:358.2
    Example: A unit a spell plays from the trash ignoring only its Energy cost, with no Power to pay, goes back to the trash
      Given a test spell "Raise" costing 1 and text "Play a unit from your trash, ignoring its Energy cost."
      And a test unit "Brute" costing 3 Energy and 1 fury Power with 4 Might
      And Alice has a Raise in her hand
      And Alice has a Brute in her trash
      And Alice has 4 Energy in her rune pool
      When Alice plays her Raise
      And Alice chooses her Brute
      And Alice passes
      And Bob passes
      Then Alice's Brute is in Alice's trash
      And Alice's Raise is in Alice's trash
      And Alice's rune pool holds 3 Energy
      And the chain is empty

    @rule:358.5
    Example: A spell an ability plays from the trash, short of Power, is undone, and Alice's discount on her next spell waits on for the spell she plays after it
      Given a test gear "Coupon" costing 0 and text ":rb_exhaust:: The next spell you play this turn costs :rb_energy_1: less."
      And a test gear "Reliquary" costing 0 and text ":rb_exhaust:: Play a spell from your trash, ignoring its Energy cost."
      And a test spell "Blaze" costing 2 Energy and 1 fury Power and text "Draw 1."
      And a test spell "Bolt" costing 1 and text "Draw 1."
      And Alice has a Coupon in her base
      And Alice has a Reliquary in her base
      And Alice has a Blaze in her trash
      And Alice has a Bolt in her hand
      And Alice has 3 cards in her main deck
      When Alice activates her Coupon
      And Alice passes
      And Bob passes
      And Alice activates her Reliquary
      And Alice chooses her Blaze
      And Alice passes
      And Bob passes
      Then Alice's Blaze is in Alice's trash
      And the chain is empty
      When Alice plays her Bolt
      Then Alice's Bolt is a finalized chain item

    @rule:358.5
    Example: A spell an ability plays from the trash, short of Power, is undone, and the Repeat Alice's Hourglass gave her next spell waits on for the spell she plays after it
      Given a test gear "Hourglass" costing 0 and text ":rb_exhaust:: Give the next spell you play this turn [Repeat] equal to its cost. If you do, draw 1."
      And a test gear "Reliquary" costing 0 and text ":rb_exhaust:: Play a spell from your trash, ignoring its Energy cost."
      And a test spell "Blaze" costing 2 Energy and 1 fury Power and text "Draw 1."
      And a test spell "Insight" costing 1 and text "Draw 1."
      And Alice has a Hourglass in her base
      And Alice has a Reliquary in her base
      And Alice has a Blaze in her trash
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 4 cards in her main deck
      When Alice activates her Hourglass
      And Alice passes
      And Bob passes
      And Alice activates her Reliquary
      And Alice chooses her Blaze
      And Alice passes
      And Bob passes
      And Alice declines the optional cost
      Then Alice's Blaze is in Alice's trash
      And the chain is empty
      When Alice plays her Insight
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 3 times
      And Alice's rune pool holds 0 Energy

    @rule:358.5
    Example: Alice's two Hourglasses each give a Repeat: the spell her Reliquary plays and cannot pay for hands its Repeat back, so her next two spells each have one
      Given a test gear "Hourglass" costing 0 and text ":rb_exhaust:: Give the next spell you play this turn [Repeat] equal to its cost. If you do, draw 1."
      And a test gear "Reliquary" costing 0 and text ":rb_exhaust:: Play a spell from your trash, ignoring its Energy cost."
      And a test spell "Blaze" costing 2 Energy and 1 fury Power and text "Draw 1."
      And a test spell "Insight" costing 1 and text "Draw 1."
      And Alice has a Hourglass in her base
      And Alice has a Hourglass in her base
      And Alice has a Reliquary in her base
      And Alice has a Blaze in her trash
      And Alice has an Insight in her hand
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 6 cards in her main deck
      When Alice activates her Hourglass
      And Alice passes
      And Bob passes
      And Alice activates her Hourglass 2
      And Alice passes
      And Bob passes
      And Alice activates her Reliquary
      And Alice chooses her Blaze
      And Alice passes
      And Bob passes
      And Alice declines the optional cost
      Then Alice's Blaze is in Alice's trash
      And the chain is empty
      When Alice plays her Insight
      Then Alice is asked to decide an optional cost
      When Alice declines the optional cost
      And Alice passes
      And Bob passes
      And Alice plays her Insight 2
      Then Alice is asked to decide an optional cost

    @rule:358.5 @rule:358.2
    Example: Cruel Patron, played by a spell while Alice has no friendly unit to kill, cannot pay its cost: it goes back to her hand and nothing is left to decide
      Given a test spell "Summon" costing 0 and text "Play a unit from your hand, ignoring its cost."
      And Alice has a Summon in her hand
      And Alice has a Cruel Patron in her hand
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Cruel Patron
      Then no decision is pending
      And Alice's Cruel Patron is in Alice's hand
      And Alice's Summon is in Alice's trash
      And the chain is empty

    @rule:358.5 @rule:358.1
    Example: A spell Alice's Summon plays kills its own target to pay its cost: the play is undone, the unit is back in her base and the spell in her hand
      Given a test spell "Summon" costing 0 and text "Play a spell from your hand, ignoring its cost."
      And a test spell "Offering" costing 0 and text "As an additional cost to play this, kill a friendly unit.\nDeal 3 to a unit."
      And Alice has a Summon in her hand
      And Alice has an Offering in her hand
      And Alice has a Shipyard Skulker in her base
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Offering
      And Alice chooses her Shipyard Skulker
      And Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's base
      And Alice's Offering is in Alice's hand
      And the chain is empty

    @rule:358.5 @rule:358.1
    Example: A spell a gear plays from the trash must kill Alice's only unit to pay and also choose it: the target is gone once paid, so the play is undone, her unit and her fury Power back
      Given a test gear "Reliquary" costing 0 and text ":rb_exhaust:: Play a spell from your trash, ignoring its Energy cost."
      And a test spell "Dark Pact" costing 2 Energy and 1 fury Power and text "As an additional cost to play this, kill a friendly unit.\nGive a friendly unit +2 :rb_might: this turn."
      And Alice has a Reliquary in her base
      And Alice has a Dark Pact in her trash
      And Alice has a Vanguard Sergeant in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice activates her Reliquary
      And Alice chooses her Dark Pact
      And Alice passes
      And Bob passes
      And Alice chooses her Vanguard Sergeant
      And Alice chooses her Vanguard Sergeant
      Then Alice's Dark Pact is in Alice's trash
      And Alice's Vanguard Sergeant is in Alice's base
      And Alice's rune pool holds 1 fury Power
      And the chain is empty

    @rule:358.5 @rule:358.1
    Example: The cost of Alice's Altar's ability kills the unit it chose: the ability is undone, and her Sergeant is back in her base
      Given it is Alice's main phase
      And a test gear "Altar" costing 0 and text "When you play this, you may kill a friendly unit to deal 3 to a unit."
      And Alice has an Altar in her hand
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Mega-Mech at the Bridge
      When Alice plays her Altar
      And Alice chooses yes
      And Alice chooses her Vanguard Sergeant
      And Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's base
      And Bob's Mega-Mech has 0 damage
      And the chain is empty

    @rule:358.5 @rule:358.2 @rule:357.3
    Example: Cruel Patron, played by a spell while both of Alice's units can't be killed, offers her both for its cost as she has no other choice: the kill fails, so it goes back to her hand
      Given a test spell "Summon" costing 0 and text "Play a unit from your hand, ignoring its cost."
      And a test unit "Stalwart" costing 3 with 3 Might and text "I can't be killed."
      And Alice has a Stalwart in her base
      And Alice has a Stalwart in her base
      And Alice has a Summon in her hand
      And Alice has a Cruel Patron in her hand
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Cruel Patron
      Then Alice is asked to choose what pays a cost among her Stalwart and her Stalwart 2
      When Alice chooses her Stalwart
      Then Alice's Cruel Patron is in Alice's hand
      And Alice's Stalwart is in Alice's base
      And Alice's Stalwart 2 is in Alice's base
      And the chain is empty

    @rule:358.5 @rule:358.1
    Example: Alice's Offering is refused, as killing her Raider for its cost would leave it no target: the Raider is as it was, so its next conquest this turn is not its first
      Given a battlefield called the Ford
      And a test unit "Raider" costing 0 with 2 Might and text "The first time I conquer each turn, draw 1."
      And a test spell "Shift" costing 0 and text "Move a friendly unit to a battlefield."
      And a test spell "Offering" costing 0 and text "As an additional cost to play me, kill a unit you control.\nDeal 3 to a unit."
      And Alice has a Raider in her base
      And Alice has a Shift in her hand
      And Alice has a Shift in her hand
      And Alice has an Offering in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Shift
      And Alice chooses her Raider
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Raider
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice moves her Raider to her base
      And Alice plays her Offering
      Then the action is refused citing rule 358.1
      And Alice's Raider is in Alice's base
      When Alice plays her Shift 2
      And Alice chooses her Raider
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice controls the Ford
      And the chain is empty
      And Alice drew 1 time

    @rule:358.5 @rule:358.1
    Example: Alice's Offering, refused as killing her only unit for its cost would leave it no target, leaves no gear ability played this turn: the Depot still takes 1 off her Lantern's
      Given a test battlefield "Depot" with text "While you control this battlefield, the first friendly gear activated ability played each turn costs :rb_energy_1: less."
      And a Depot battlefield called the Depot
      And the Depot is controlled by Alice
      And a test unit "Guard" costing 0 with 1 Might
      And a test legend "Oracle" with text ":rb_exhaust:: Draw 1."
      And a test gear "Spring" costing 0 and text ":rb_exhaust:: [Reaction] — [Add] :rb_energy_1:."
      And a test gear "Lantern" costing 0 and text ":rb_energy_1:: Draw 1."
      And a test spell "Offering" costing 1 and text "As an additional cost to play me, kill a unit you control.\nDeal 3 to a unit."
      And Alice has a Guard at the Depot
      And Alice has an Oracle as her legend
      And Alice has a Spring in her base
      And Alice has a Lantern in her base
      And Alice has an Offering in her hand
      And Alice has 3 cards in her main deck
      When Alice activates her Oracle
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Offering
      Then the action is refused citing rule 358.1
      And Alice's Spring is ready
      When Alice activates her Lantern
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's Spring is ready
      And Alice's rune pool holds 0 Energy

    @rule:358.5 @rule:358.1
    Example: Alice's Rite, refused as recycling her only rune for its cost would leave it no target, leaves the rune among hers, where it stays after her next spell
      Given a test spell "Rite" costing 0 and text "As an additional cost to play me, recycle a rune you control.\nReady a rune you control."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has 1 exhausted runes in her runes
      And Alice has a Rite in her hand
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Rite
      Then the action is refused citing rule 358.1
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice's runes holds 1 rune
      And Alice's Rite is in Alice's hand

    @rule:358.5 @rule:358.1
    Example: Alice's Exhume, refused as banishing her Footman for its cost would leave it no target, leaves the Footman in her trash and her banishment empty
      Given a test unit "Footman" costing 0 with 3 Might
      And a test spell "Exhume" costing 0 and text "As an additional cost to play me, banish a card from your trash.\nReturn a unit from your trash to your hand."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Footman in her trash
      And Alice has an Exhume in her hand
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Exhume
      Then the action is refused citing rule 358.1
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And Alice's banishment holds 0 cards
      And Alice's trash holds 2 cards

  Rule: 358.3 A play may not lead to an illegal state, such as units of three players at one battlefield

    @rule:358.3
    Example: In FFA3 Alice's spell moves her unit and Bob's together to the Bridge, not to the Ford, which would then hold units of three players
      Given the mode of play is FFA3
      And a battlefield called the Ford
      And a test spell "Gather" costing 0 and text "Move up to 2 units to a battlefield."
      And Alice has a Gather in her hand
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant in his base
      And Carol has a Recruit (NX) at the Ford
      When Alice plays her Gather
      And Alice chooses her Shipyard Skulker and Bob's Vanguard Sergeant
      Then Alice is asked to choose a battlefield among the Bridge
      When Alice chooses the Ford
      Then the action is refused
      When Alice chooses the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      Then Alice's Shipyard Skulker is at the Bridge
      And Bob's Vanguard Sergeant is at the Bridge
      And Carol's Recruit (NX) is at the Ford

  Rule: 358.3.a Something that forbids a game action does not forbid playing the card

    @rule:358.3.a @rule:359.3.e.6
    Example: A unit that can't be killed can still be chosen; on resolution the kill is skipped and the draw happens
      Given a test unit "Stalwart" costing 3 with 3 Might and text "I can't be killed."
      And a test spell "Execute" costing 1 and text "Kill a unit at a battlefield. Draw 1."
      And Bob has a Stalwart at the Bridge
      And Alice has a Execute in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Execute
      And Alice chooses Bob's Stalwart
      And Alice passes
      And Bob passes
      Then Bob's Stalwart is at the Bridge
      And Alice's hand holds 1 card

    @rule:358.3.a
    Example: Alice's Trickster may choose her Anchor, which can't move, to trade locations with: the Trickster goes to her base, the Anchor stays there too
      Given a test unit "Trickster" costing 0 with 2 Might and text ":rb_exhaust:: Move me and a unit you control to each other's locations."
      And a test unit "Anchor" costing 0 with 3 Might and text "I can't move."
      And Alice has a Trickster at the Bridge
      And the Bridge is controlled by Alice
      And Alice has an Anchor in her base
      When Alice activates her Trickster
      And Alice chooses her Anchor
      And Alice passes
      And Bob passes
      Then Alice's Trickster is in Alice's base
      And Alice's Anchor is in Alice's base

    @rule:358.3.a
    Example: Alice's Empowered Warden can't be dealt damage out of combat: her Poke leaves it unmarked, and her Jab still marks her Warden that is not Empowered
      Given a test unit "Warden" costing 0 with 3 Might and text "[Empower] :rb_energy_1:\n[Empowered][>] I have +3 :rb_might: and can't be dealt damage unless I'm in combat."
      And a test spell "Poke" costing 0 and text "Deal 2 to a unit at a battlefield."
      And a test spell "Jab" costing 0 and text "Deal 2 to a unit at a battlefield."
      And Alice has a Warden at the Bridge
      And Alice has a Warden at the Bridge
      And Alice has a Poke in her hand
      And Alice has a Jab in her hand
      And Alice has 1 Energy in her rune pool
      When Alice activates her Warden
      And Alice passes
      And Bob passes
      Then Alice's Warden's Might is 6
      When Alice plays her Poke
      And Alice chooses her Warden
      And Alice passes
      And Bob passes
      Then Alice's Warden has 0 damage
      When Alice plays her Jab
      And Alice chooses her Warden 2
      And Alice passes
      And Bob passes
      Then Alice's Warden 2 has 2 damage
      And Alice's Warden has 0 damage

    @rule:358.3.a
    Example: In combat Alice's Empowered Warden can be dealt damage: Bob's Mega-Mech deals it lethal damage
      Given a test unit "Warden" costing 0 with 3 Might and text "[Empower] :rb_energy_1:\n[Empowered][>] I have +3 :rb_might: and can't be dealt damage unless I'm in combat."
      And Alice has a Warden in her base
      And Bob has a Mega-Mech at the Bridge
      And Alice has 1 Energy in her rune pool
      When Alice activates her Warden
      And Alice passes
      And Bob passes
      Then Alice's Warden's Might is 6
      When Alice moves her Warden to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Warden is in Alice's trash
      And Bob's Mega-Mech is at the Bridge

    @rule:358.3.a
    Example: While Bob's Minotaur Reckoner is in play, Alice's spell may still choose her unit, but it stays at the Bridge; a move to the Ford still happens
      Given a test spell "Fall Back" costing 0 and text "Move a friendly unit to its base."
      And a test spell "Advance" costing 0 and text "Move a friendly unit to a battlefield."
      And a battlefield called the Ford
      And Bob has a Minotaur Reckoner in his base
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Fall Back in her hand
      And Alice has an Advance in her hand
      When Alice plays her Fall Back
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is at the Bridge
      When Alice moves her Vanguard Sergeant to her base
      Then the action is refused
      When Alice plays her Advance
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is at the Ford

    @rule:358.3.a
    Example: While Bob's Minotaur Reckoner is in play, Alice's "Move a friendly unit to its base. If you do, draw 1" moves nothing, so she draws nothing
      Given a test spell "Fall Back" costing 0 and text "Move a friendly unit to its base. If you do, draw 1."
      And Bob has a Minotaur Reckoner in his base
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Fall Back in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Fall Back
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is at the Bridge
      And Alice drew 0 times

    @rule:358.3.a
    Example: At Vilemaw's Lair Alice's unit makes no move home, neither by her spell nor by a standard move, while her unit at the Bridge goes home
      Given a test spell "Fall Back" costing 0 and text "Move a friendly unit to its base."
      And a test unit "Runner" costing 0 with 2 Might
      And a Vilemaw's Lair battlefield called the Lair
      And Alice has a Vanguard Sergeant at the Lair
      And Alice has a Runner at the Bridge
      And Alice has a Fall Back in her hand
      When Alice plays her Fall Back
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is at the Lair
      When Alice moves her Vanguard Sergeant to her base
      Then the action is refused
      When Alice moves her Runner to her base
      Then Alice's Runner is in Alice's base

    @rule:358.3.a
    Example: Alice's Stake, which can't move to base, stays at the Bridge under her Fall Back and makes no standard move home, while her Runner beside it goes home
      Given a test spell "Fall Back" costing 0 and text "Move a friendly unit to its base."
      And a test unit "Stake" costing 0 with 2 Might and text "I can't move to base."
      And a test unit "Runner" costing 0 with 2 Might
      And Alice has a Stake at the Bridge
      And Alice has a Runner at the Bridge
      And Alice has a Fall Back in her hand
      When Alice plays her Fall Back
      And Alice chooses her Stake
      And Alice passes
      And Bob passes
      Then Alice's Stake is at the Bridge
      When Alice moves her Stake to her base
      Then the action is refused
      When Alice moves her Runner to her base
      Then Alice's Runner is in Alice's base

    @rule:358.3.a
    Example: Alice's Sleeper, which can't be readied, is under no restriction on moves: it goes home from the Bridge
      Given a test unit "Sleeper" costing 0 with 2 Might and text "I can't be readied."
      And Alice has a Sleeper at the Bridge
      When Alice moves her Sleeper to her base
      Then Alice's Sleeper is in Alice's base

    @rule:358.3.a
    Example: Alice's Gatekeeper holds units at its own battlefield only: her Runner at the Bridge with it makes no move home, her Runner at the Ford goes home
      Given a test unit "Gatekeeper" costing 0 with 2 Might and text "Units can't move from here to base."
      And a test unit "Runner" costing 0 with 2 Might
      And a battlefield called the Ford
      And Alice has a Gatekeeper at the Bridge
      And Alice has a Runner at the Bridge
      And Alice has a Runner at the Ford
      When Alice moves her Runner to her base
      Then the action is refused
      When Alice moves her Runner 2 to her base
      Then Alice's Runner 2 is in Alice's base
