@edition:v1.4
Feature: Tokens (rules 179–187)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Levy" costing 0 and text "Play a Recruit unit token."
    And a test spell "Spark" costing 0 and text "Draw 1."

  @rule:179 @waived:heading
  Rule: 179 Tokens

  @rule:185.3 @waived:heading
  Rule: 185.3 How tokens differ from cards

  @rule:181 @waived:physical-handling
  Rule: 181 Anything may stand for a token on the table

  Rule: 180 Spells and abilities create tokens

    @rule:180 @rule:187 @rule:187.1 @rule:185.2 @rule:185.2.b
    Example: Alice's spell creates a Recruit token, which has 1 Might though the spell names none
      Given Alice has a Levy in her hand
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's base holds a 1 Might Recruit token controlled by Alice

    @rule:180
    Example: A spell that plays a Recruit token for each enemy unit plays two for Bob's two units, none for Alice's own
      Given a test spell "Answering Levy" costing 0 and text "Play a Recruit unit token for each enemy unit."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Cruel Patron at the Bridge
      And Alice has an Answering Levy in her hand
      When Alice plays her Answering Levy
      And Alice passes
      And Bob passes
      Then Alice's base holds 2 Recruit tokens controlled by Alice

    @rule:180
    Example: A spell that plays no Recruit token plays nothing: the Bridge does not become contested, and "If you do" draws nothing
      Given a test spell "Empty Levy" costing 0 and text "Play 0 1 :rb_might: Recruit unit tokens to a battlefield. If you do, draw 1."
      And a test gear "Alarm Bell" costing 0 and text "If a battlefield would become contested, draw 1 instead."
      And Alice has an Alarm Bell in her base
      And Alice has 2 cards in her main deck
      And Alice has an Empty Levy in her hand
      When Alice plays her Empty Levy
      And Alice passes
      And Bob passes
      Then no decision is pending
      And the chain is empty
      And the Bridge holds no Recruit token
      And Alice's base holds no Recruit token
      And Alice's hand holds 0 cards

    @rule:180
    Example: A spell that plays no Recruit token gives Alice's Zilean no token to copy: she is asked nothing
      Given a test spell "Empty Muster" costing 0 and text "Play 0 1 :rb_might: Recruit unit tokens."
      And the Bridge is controlled by Alice
      And Alice has a Zilean, Time Mage at the Bridge
      And Alice has an Empty Muster in her hand
      When Alice plays her Empty Muster
      And Alice passes
      And Bob passes
      Then no decision is pending
      And the chain is empty
      And Alice's base holds no Recruit token

  Rule: 182 A token is controlled by the controller of what created it

    @rule:182
    Example: Bob's spell on Alice's turn creates the token under Bob's control
      Given a test spell "Muster" costing 0 and text "[Reaction]\nPlay a Recruit unit token."
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Bob has a Muster in his hand
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Muster
      And Bob passes
      And Alice passes
      Then Bob's base holds a Recruit token controlled by Bob
      And Alice's base holds no Recruit token

  Rule: 183 A token is owned by the controller of what created it

    @rule:183
    Example: Bob's spell on Alice's turn creates a token Bob owns
      Given a test spell "Muster" costing 0 and text "[Reaction]\nPlay a Recruit unit token."
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Bob has a Muster in his hand
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Muster
      And Bob passes
      And Alice passes
      Then Bob's base holds a Recruit token controlled by Bob and owned by Bob

  Rule: 184.3 The creating effect may give the token abilities

    @rule:184.3
    Example: A Recruit token made with Temporary is killed at the start of Alice's next turn
      Given a test spell "Drill" costing 0 and text "Play a Recruit unit token with [Temporary]."
      And Alice has a Drill in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Drill
      And Alice passes
      And Bob passes
      Then Alice's base holds a Recruit token controlled by Alice
      When Alice ends her turn
      And Bob ends his turn
      And Alice passes
      And Bob passes
      Then Alice's base holds no Recruit token

    @rule:184.3
    Example: A Recruit token made without Temporary is still there at the start of Alice's next turn
      Given Alice has a Levy in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      And Alice ends her turn
      And Bob ends his turn
      Then the chain is empty
      And Alice's base holds a Recruit token controlled by Alice

  Rule: 184.1 The creating effect may have the token enter ready

    @rule:184 @rule:184.1
    Example: A token the effect says is ready enters ready
      Given a test spell "Summon" costing 0 and text "Play a ready 2 :rb_might: Sand Soldier unit token."
      And Alice has a Summon in her hand
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      Then Alice's base holds a ready 2 Might Sand Soldier token controlled by Alice

    @rule:184.1
    Example: Alice's Ambush makes the units she plays this turn enter ready, but the Gold gear token it plays exhausted stays exhausted
      Given a test spell "Ambush" costing 0 and text "Units you play this turn enter ready. Play a Gold gear token exhausted."
      And Alice has an Ambush in her hand
      When Alice plays her Ambush
      And Alice passes
      And Bob passes
      Then Alice's base holds an exhausted Gold token controlled by Alice

  Rule: 185.2.a A token an effect plays is played, as a card of its type would be

    @rule:185.2.a
    Example: Levy plays a Recruit token, and Alice's Drill Yard, watching for units she plays, sees the play
      Given a test gear "Drill Yard" costing 0 and text "When you play a unit, draw 1."
      And Alice has a Drill Yard in her base
      And Alice has a Levy in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's Recruit is in Alice's base
      And the chain holds Alice's Drill Yard
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

  Rule: 185.2.d A token follows the rules of its type

    @rule:185.2.d
    Example: A gear token Alice's Forge names Mech is a gear, not the Mech unit token of rule 187: "Kill all units" leaves it
      Given a test spell "Forge" costing 0 and text "Play a Mech gear token."
      And a test spell "Purge" costing 0 and text "Kill all units."
      And Alice has a Forge in her hand
      And Alice has a Purge in her hand
      When Alice plays her Forge
      And Alice passes
      And Bob passes
      And Alice plays her Purge
      And Alice passes
      And Bob passes
      Then Alice's base holds a Mech token controlled by Alice

    @rule:185.2.d
    Example: Unit tokens Alice's Muster names Gold and Fury are units with no ability: neither has the gear's or the rune's to activate
      Given a test spell "Muster" costing 0 and text "Play a ready 1 :rb_might: Gold unit token. Play a ready 1 :rb_might: Fury unit token."
      And Alice has a Muster in her hand
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      Then Alice's base holds a ready 1 Might Gold token controlled by Alice
      And Alice's base holds a ready 1 Might Fury token controlled by Alice
      When Alice activates her Gold
      Then the action is refused
      When Alice activates her Fury
      Then the action is refused

    @rule:185.2.d @rule:187.3
    Example: A unit token enters exhausted, as units do
      Given a test spell "Summon" costing 0 and text "Play a Sand Soldier unit token."
      And Alice has a Summon in her hand
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      Then Alice's base holds an exhausted 2 Might Sand Soldier token controlled by Alice

    @rule:185.2.d @rule:184.1 @rule:187.5
    Example: A gear token enters ready, as gear does: Alice's new Gold, its ability its own, is killed at once to add universal Power
      Given a test spell "Prospect" costing 0 and text "Play a Gold gear token."
      And Alice has a Prospect in her hand
      When Alice plays her Prospect
      And Alice passes
      And Bob passes
      Then Alice's Gold is in Alice's base
      And Alice's Gold is ready
      When Alice activates her Gold
      Then Alice's rune pool holds 1 universal Power
      And Alice's base holds no Gold token

    @rule:185.2.d @rule:185.2.c
    Example: A unit token dies to an effect on units, and one on Recruits finds it by its tag
      Given a test spell "Purge" costing 0 and text "Kill all Recruits."
      And Alice has a Levy in her hand
      And Alice has a Purge in her hand
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's base holds a Recruit token controlled by Alice
      When Alice plays her Purge
      And Alice passes
      And Bob passes
      Then Alice's base holds no Recruit token

    @rule:185.2.d
    Example: A unit token is a friendly unit to a battlefield watching for one chosen there: Alice's spell choosing her Recruit draws her 1
      Given a test battlefield "Dream Grove" with text "When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1."
      And a Dream Grove battlefield called the Tree
      And the Tree is controlled by Alice
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Footman at the Tree
      And a test spell "Rally" costing 0 and text "Play a ready Recruit unit token."
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And Alice has a Rally in her hand
      And Alice has a Boost in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Rally
      And Alice passes
      And Bob passes
      And Alice moves her Recruit to the Tree
      Then Alice's Recruit is at the Tree
      And no showdown is under way
      When Alice plays her Boost
      And Alice chooses Alice's Recruit
      Then the chain holds Alice's Boost, then the Tree
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:185.2.d
    Example: A Mech token created ready moves at once and, in combat, deals damage equal to its 3 Might
      Given a test spell "Quick Muster" costing 0 and text "Play a ready 3 :rb_might: Mech unit token to your base."
      And a test unit "Guard" costing 0 with 3 Might
      And Alice has a Quick Muster in her hand
      And Bob has a Guard at the Bridge
      When Alice plays her Quick Muster
      And Alice passes
      And Bob passes
      Then Alice's Mech is not stunned
      When Alice moves her Mech to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Guard is in Bob's trash

    @rule:185.2.d @rule:187.5
    Example: Bob's Gold, a gear token, has no Might, so "a unit or gear with 3 Might or less" does not offer it
      Given a test spell "Sweep Aside" costing 0 and text "[Action]\nReturn a unit or gear with 3 :rb_might: or less to its owner's hand."
      And Bob has a Gold in his base
      And Bob has a Recruit (NX) in his base
      And Alice has a Sweep Aside in her hand
      Then Bob's Gold has no Might
      When Alice plays her Sweep Aside
      Then Alice is asked to choose targets among Bob's Recruit (NX)

    @rule:185.2.d @rule:187.5
    Example: Bob's Gold is a gear token, not a unit: a spell returning a unit offers only his Recruit
      Given a test spell "Send Back" costing 0 and text "Return a unit to its owner's hand."
      And Bob has a Gold in his base
      And Bob has a Recruit (NX) in his base
      And Alice has a Send Back in her hand
      When Alice plays her Send Back
      Then Alice is asked to choose targets among Bob's Recruit (NX)

  Rule: 185.3.a.1 A token has no cost, and its cost counts as 0

    @rule:185.3.a.1 @rule:185.2.d @rule:187.5 @faq:spiritforged:pickpocket-kill-gold-token
    Example: Alice's Pickpocket may kill Bob's Gold token: a gear whose Energy cost counts as 0
      Given Bob has a Gold in his base
      And Alice has a Pickpocket in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Pickpocket
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to choose targets among Bob's Gold
      When Alice chooses Bob's Gold
      And Alice passes
      And Bob passes
      Then Bob's base holds no Gold token
      And Alice's base holds an exhausted Gold token controlled by Alice

  Rule: 184.2 The creating effect may say where the token enters

    @rule:184.2
    Example: A unit's ability makes its token where the unit is
      Given a test unit "Drummer" costing 0 with 2 Might and text ":rb_exhaust:: Play a Recruit unit token here."
      And the Bridge is controlled by Alice
      And Alice has a Drummer at the Bridge
      When Alice activates her Drummer
      And Alice passes
      And Bob passes
      Then the Bridge holds a Recruit token controlled by Alice
      And Alice's base holds no Recruit token

    @rule:184.2 @rule:457.1
    Example: A Gold gear token played to a battlefield does not make it contested, as only units do: Alice's Alarm Bell draws her nothing
      Given a test spell "Gilded Drop" costing 0 and text "Play a Gold gear token to a battlefield."
      And a test gear "Alarm Bell" costing 0 and text "If a battlefield would become contested, draw 1 instead."
      And Alice has an Alarm Bell in her base
      And Alice has 2 cards in her main deck
      And Alice has a Gilded Drop in her hand
      When Alice plays her Gilded Drop
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's base holds a Gold token controlled by Alice
      And Alice's hand holds 0 cards

  Rule: 185.2.e A token is recycled as a card of its type would be

    @rule:185.2.e @rule:186.1
    Example: Alice recycles her Recruit token: it leaves her base for her main deck, where it ceases to exist
      Given a test spell "Undo" costing 0 and text "Recycle a unit you control."
      And Alice has a Levy in her hand
      And Alice has an Undo in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's base holds a Recruit token controlled by Alice
      When Alice plays her Undo
      And Alice chooses Alice's Recruit
      And Alice passes
      And Bob passes
      Then Alice's base holds no Recruit token
      And Alice's main deck holds 2 cards

  Rule: 186.1 A token put into a zone off the board ceases to exist

    @rule:186 @rule:186.1 @rule:185 @rule:185.1
    Example: A killed token does not stay in the trash
      Given a test spell "Purge" costing 0 and text "Kill all units."
      And Alice has a Levy in her hand
      And Alice has a Purge in her hand
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      And Alice plays her Purge
      And Alice passes
      And Bob passes
      Then Alice's base holds no Recruit token
      And Alice's trash holds 2 cards

  Rule: 185.1 "Token" is a category of objects, as "card" is

    @rule:185.1
    Example: Soul Shepherd's "your token units" gives Alice's Recruit token +1 Might, not her Shipyard Skulker
      Given Alice has a Soul Shepherd in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Levy in her hand
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's base holds a 2 Might Recruit token controlled by Alice
      And Alice's Shipyard Skulker's Might is 3
      And Alice's Soul Shepherd's Might is 3

    @rule:185.1 @rule:185.2.a
    Example: Alice's Mint, watching for tokens she plays, sees the Recruit token her Levy plays
      Given a test gear "Mint" costing 0 and text "When you play a token, draw 1."
      And Alice has a Mint in her base
      And Alice has a Levy in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's Recruit is in Alice's base
      And the chain holds Alice's Mint
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:185.1 @rule:187.8
    Example: "A unit at a token battlefield" offers Bob's unit at the Brush token, not the one at the Bridge, a battlefield card
      Given a Brush battlefield called the Brush
      And a test spell "Zap" costing 0 and text "Deal 2 to a unit at a token battlefield."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Vanguard Sergeant at the Brush
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant 2

  Rule: 185.1.a A token stays a token, whatever it becomes a copy of

    @rule:185.1.a
    Example: Alice's Reflection token that becomes a copy of Bob's Vanguard Sergeant is a token still, and ceases to exist when killed
      Given a test spell "Mimic" costing 0 and text "[Reaction]\nChoose a unit. Play a ready Reflection unit token to your base. Then do this: It becomes a copy of that unit."
      And a test spell "Purge" costing 0 and text "Kill all units in a base."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Mimic in her hand
      And Alice has a Purge in her hand
      When Alice plays her Mimic
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's base holds a ready 4 Might Vanguard Sergeant token controlled by Alice
      When Alice plays her Purge
      And Alice passes
      And Bob passes
      Then Alice's base holds no Vanguard Sergeant token
      And Alice's trash holds 2 cards

    @rule:185.1.a
    Example: Alice's Mimic resolves above her own Spark: the Reflection still becomes a copy of the unit Mimic chose, read from Mimic's own reflexive item
      Given a test spell "Mimic" costing 0 and text "[Reaction]\nChoose a unit. Play a ready Reflection unit token to your base. Then do this: It becomes a copy of that unit."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Spark in her hand
      And Alice has a Mimic in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Spark
      And Alice plays her Mimic
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Spark then Alice's Mimic
      When Alice passes
      And Bob passes
      Then Alice's base holds a ready 4 Might Vanguard Sergeant token controlled by Alice
      And the chain holds Alice's Spark

  Rule: 185.1.b A card stays a card, whatever it becomes a copy of

    @rule:185.1.b
    Example: Alice's Footman that becomes a copy of her Recruit token is no token: "kill a token" may choose only the Recruit
      Given a test unit "Footman" costing 0 with 3 Might
      And a test spell "Copycat" costing 0 and text "[Reaction]\nChoose a unit. It becomes a copy of another friendly unit."
      And a test spell "Cull" costing 0 and text "Kill a token."
      And Alice has a Footman in her base
      And Alice has a Recruit (NX) in her base
      And Alice has a Copycat in her hand
      And Alice has a Cull in her hand
      When Alice plays her Copycat
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      And Alice chooses her Recruit (NX)
      And Alice plays her Cull
      Then Alice is asked to choose targets among Alice's Recruit (NX)

    @rule:185.1.b
    Example: Alice's Footman, a copy of her Recruit token, goes to her trash when it dies: a card does not cease to exist
      Given a test unit "Footman" costing 0 with 3 Might
      And a test spell "Copycat" costing 0 and text "[Reaction]\nChoose a unit. It becomes a copy of another friendly unit."
      And a test spell "Execute" costing 0 and text "Kill a unit."
      And Alice has a Footman in her base
      And Alice has a Recruit (NX) in her base
      And Alice has a Copycat in her hand
      And Alice has an Execute in her hand
      When Alice plays her Copycat
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      And Alice chooses her Recruit (NX)
      And Alice plays her Execute
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash

    @rule:185.1.b
    Example: Alice's Trinket, a gear card that becomes a copy of her Gold token, is a gear still: "kill a gear" may choose either
      Given a test gear "Trinket" costing 0
      And a test spell "Mimicry" costing 0 and text "[Reaction]\nChoose a gear. It becomes a copy of another friendly gear."
      And a test spell "Smash" costing 0 and text "Kill a gear."
      And Alice has a Trinket in her base
      And Alice has a Gold in her base
      And Alice has a Mimicry in her hand
      And Alice has a Smash in her hand
      When Alice plays her Mimicry
      And Alice chooses her Trinket
      And Alice passes
      And Bob passes
      And Alice chooses her Gold
      And Alice plays her Smash
      Then Alice is asked to choose targets among Alice's Gold and Alice's Trinket

  Rule: 185.3.a.1 A token has no cost, but counts as costing 0

    @rule:185.3.a.1 @rule:185.3.a
    Example: "Kill a unit that costs 2 or less" may choose a Recruit token, not a unit printed at 3
      Given a test unit "Veteran" costing 3 with 3 Might
      And a test spell "Cull" costing 0 and text "Kill a unit that costs :rb_energy_2: or less."
      And Bob has a Veteran in his base
      And Alice has a Levy in her hand
      And Alice has a Cull in her hand
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      And Alice plays her Cull
      Then Alice is asked to choose targets among Alice's Recruit

    @rule:185.3.a.1
    Example: Alice's Measure gives her Recruit token +Might equal to the token's Energy cost, which counts as 0, and her Veteran its printed 3
      Given a test spell "Measure" costing 0 and text "Choose a friendly unit. Give that unit +:rb_might: equal to that unit's Energy cost this turn."
      And a test unit "Veteran" costing 3 with 3 Might
      And Alice has a Recruit (NX) in her base
      And Alice has a Veteran in her base
      And Alice has a Measure in her hand
      And Alice has a Measure in her hand
      When Alice plays her Measure
      And Alice chooses her Recruit (NX)
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Recruit (NX)'s Might is 1
      When Alice plays her Measure 2
      And Alice chooses her Veteran
      And Alice passes
      And Bob passes
      Then Alice's Veteran's Might is 6

  Rule: 185.3.a.2 A copy effect may give a token a cost

    @rule:185.3.a.2
    Example: Alice's Reflection, a copy of Bob's Vanguard Sergeant, costs what the Sergeant costs: "costs 2 or less" cannot choose it
      Given a test spell "Mimic" costing 0 and text "[Reaction]\nChoose a unit. Play a ready Reflection unit token to your base. Then do this: It becomes a copy of that unit."
      And a test spell "Cull" costing 0 and text "Kill a unit that costs :rb_energy_2: or less."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Recruit (NX) in her base
      And Alice has a Mimic in her hand
      And Alice has a Cull in her hand
      When Alice plays her Mimic
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's base holds a ready 4 Might Vanguard Sergeant token controlled by Alice
      When Alice plays her Cull
      Then Alice is asked to choose targets among Alice's Recruit (NX)

  Rule: 185.3.b A token has no domain

    @rule:185.3.b
    Example: "Kill a Fury unit" may choose Bob's Fury Zealot, not his Recruit token
      Given a test unit "Zealot" costing 0 with 1 Might
      And the test card "Zealot" belongs to the fury domain
      And a test spell "Purge" costing 0 and text "Kill a :rb_rune_fury: unit."
      And Bob has a Zealot in his base
      And Bob has a Recruit (NX) in his base
      And Alice has a Purge in her hand
      When Alice plays her Purge
      Then Alice is asked to choose targets among Bob's Zealot

  Rule: 185.3.b.1 An effect may give a token a domain

    @rule:185.3.b.1 @rule:185.3.b
    Example: While Bob's Banner makes his units Fury, "kill a Fury unit" may choose his Recruit token, but not Alice's
      Given a test gear "Banner" costing 0 and text "Units you control are :rb_rune_fury:."
      And a test spell "Purge" costing 0 and text "Kill a :rb_rune_fury: unit."
      And Bob has a Banner in his base
      And Bob has a Recruit (NX) in his base
      And Bob has a Recruit (NX) in his base
      And Alice has a Recruit (NX) in her base
      And Alice has a Purge in her hand
      When Alice plays her Purge
      Then Alice is asked to choose targets among Bob's Recruit (NX) and Bob's Recruit (NX) 2

    @rule:185.3.b.1 @rule:185.3.b
    Example: Bob's Lich has a passive ability that gives no domain: "kill a Fury unit" still may choose his Fury Zealot only, not his Recruit token
      Given a test unit "Lich" costing 0 with 3 Might and text "Your [Deathknell] effects trigger an additional time."
      And a test unit "Zealot" costing 0 with 1 Might
      And the test card "Zealot" belongs to the fury domain
      And a test spell "Purge" costing 0 and text "Kill a :rb_rune_fury: unit."
      And Bob has a Lich in his base
      And Bob has a Zealot in his base
      And Bob has a Recruit (NX) in his base
      And Alice has a Purge in her hand
      When Alice plays her Purge
      Then Alice is asked to choose targets among Bob's Zealot

    @rule:185.3.b.1
    Example: Bob's Pennant makes his Fury units Calm: his printed-Fury Zealot is Calm, his Recruit token is not
      Given a test gear "Pennant" costing 0 and text "Fury units you control are :rb_rune_calm:."
      And a test unit "Zealot" costing 0 with 1 Might
      And the test card "Zealot" belongs to the fury domain
      And a test spell "Purge" costing 0 and text "Kill a :rb_rune_calm: unit."
      And Bob has a Pennant in his base
      And Bob has a Zealot in his base
      And Bob has a Recruit (NX) in his base
      And Alice has a Purge in her hand
      When Alice plays her Purge
      Then Alice is asked to choose targets among Bob's Zealot

    @rule:185.3.b.1 @rule:185.3.b
    Example: Bob's Banner in his hand gives nothing a domain: "kill a Fury unit" may choose his Fury Zealot, not his Recruit token
      Given a test gear "Banner" costing 0 and text "Units you control are :rb_rune_fury:."
      And a test unit "Zealot" costing 0 with 1 Might
      And the test card "Zealot" belongs to the fury domain
      And a test spell "Purge" costing 0 and text "Kill a :rb_rune_fury: unit."
      And Bob has a Banner in his hand
      And Bob has a Zealot in his base
      And Bob has a Recruit (NX) in his base
      And Alice has a Purge in her hand
      When Alice plays her Purge
      Then Alice is asked to choose targets among Bob's Zealot

  Rule: 187 A named token has the characteristics the rules list for it

    @rule:187 @rule:187.4
    Example: A Mech token has 3 Might
      Given a test spell "Forge" costing 0 and text "Play a Mech unit token."
      And Alice has a Forge in her hand
      When Alice plays her Forge
      And Alice passes
      And Bob passes
      Then Alice's base holds a 3 Might Mech token controlled by Alice

    @rule:187 @rule:187.6
    Example: A Reflection token has 0 Might
      Given a test spell "Mirror" costing 0 and text "Play a Reflection unit token."
      And Alice has a Mirror in her hand
      When Alice plays her Mirror
      And Alice passes
      And Bob passes
      Then Alice's base holds a 0 Might Reflection token controlled by Alice

    @rule:187 @rule:187.10
    Example: A Tentacle token has 1 Might
      Given a test spell "Lure" costing 0 and text "Play a Tentacle unit token."
      And Alice has a Lure in her hand
      When Alice plays her Lure
      And Alice passes
      And Bob passes
      Then Alice's base holds a 1 Might Tentacle token controlled by Alice

    @rule:187.2
    Example: A Sprite token has 3 Might and Temporary: it dies as its controller's next Beginning Phase starts
      Given a test spell "Glamour" costing 0 and text "Play a Sprite unit token."
      And Alice has a Glamour in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Glamour
      And Alice passes
      And Bob passes
      Then Alice's base holds a 3 Might Sprite token controlled by Alice
      When Alice ends her turn
      Then Alice's base holds a Sprite token controlled by Alice
      When Bob ends his turn
      Then the game is in the beginning phase
      When Alice passes
      And Bob passes
      Then Alice's base holds no Sprite token

    @rule:187.7
    Example: A Bird token has 1 Might and Deflect: Bob can't pay to choose it without Power to spare
      Given a test spell "Nest" costing 0 and text "Play a Bird unit token."
      And a test spell "Peck" costing 0 and text "[Reaction]\nDeal 1 to a unit."
      And Alice has a Nest in her hand
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Bob has a Peck in his hand
      When Alice plays her Nest
      And Alice passes
      And Bob passes
      Then Alice's base holds a 1 Might Bird token controlled by Alice
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Peck
      Then the action is refused
      And Bob's Peck is in Bob's hand

  Rule: 187.9 A Baron Pit battlefield token lets units move to it from anywhere

    @rule:187.9
    Example: Alice's unit at the Bridge moves straight to the Baron Pit, but not to the Ford
      Given a Baron Pit battlefield called the Pit
      And a battlefield called the Ford
      And a test unit "Scout" costing 0 with 2 Might
      And Alice has a Scout at the Bridge
      And Alice has a Scout at the Bridge
      And the Bridge is controlled by Alice
      When Alice moves her Scout 2 to the Ford
      Then the action is refused
      And Alice's Scout 2 is at the Bridge
      When Alice moves her Scout to the Pit
      Then Alice's Scout is at the Pit

    @rule:187.9
    Example: From anywhere but itself: Alice's unit already at the Baron Pit may not move to the Baron Pit
      Given a Baron Pit battlefield called the Pit
      And a test unit "Scout" costing 0 with 2 Might
      And Alice has a Scout at the Pit
      And the Pit is controlled by Alice
      When Alice moves her Scout to the Pit
      Then the action is refused
      And Alice's Scout is ready

  Rule: 187.11 A Shadow Clone token is a 0 Might unit that may banish a unit from its trash to get Assault 4 as it attacks

    @rule:187.11 @rule:187
    Example: Alice's Death Mark plays a 0 Might Shadow Clone token into her base
      Given Alice has a Death Mark in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Death Mark
      And Alice passes
      And Bob passes
      Then Alice's base holds a 0 Might Shadow Clone token controlled by Alice
      And Alice's main deck holds 0 cards

    @rule:187.11
    Example: Alice's Shadow Clone banishes a unit from her trash as it attacks, and attacks with 4 Might
      Given a test spell "Shade" costing 0 and text "Play a ready 0 :rb_might: Shadow Clone unit token."
      And Alice has a Shade in her hand
      And Alice has a Recruit (NX) in her trash
      And Bob has a Recruit (NX) at the Bridge
      When Alice plays her Shade
      And Alice passes
      And Bob passes
      Then Alice's base holds a ready 0 Might Shadow Clone token controlled by Alice
      When Alice moves her Shadow Clone to the Bridge
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      And Alice chooses Alice's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Alice's Recruit (NX) is in Alice's banishment
      And the Bridge holds a 4 Might Shadow Clone token controlled by Alice

    @rule:187.11
    Example: Alice's Shadow Clone that banishes nothing attacks with its 0 Might and dies to Bob's Recruit
      Given a test spell "Shade" costing 0 and text "Play a ready 0 :rb_might: Shadow Clone unit token."
      And Alice has a Shade in her hand
      And Alice has a Recruit (NX) in her trash
      And Bob has a Recruit (NX) at the Bridge
      When Alice plays her Shade
      And Alice passes
      And Bob passes
      And Alice moves her Shadow Clone to the Bridge
      And Alice chooses no
      And Alice passes
      And Bob passes
      Then Alice's Recruit (NX) is in Alice's trash
      And the Bridge holds no Shadow Clone token
      And Bob's Recruit (NX) is at the Bridge

  Rule: 187.8 A Brush battlefield token gives Bird, Cat, Dog, Poro and Ivern units there +1 Might

    @rule:187.8
    Example: Green Father puts a Brush in the place of the Bridge: Alice's Cat there gets +1 Might, her Scout does not
      Given Alice has a Green Father as her legend
      And a test unit "Scout" costing 0 with 2 Might
      And a test unit "Tabby" costing 0 with 2 Might
      And the test card "Tabby" has the tag Cat
      And Alice has a Scout in her base
      And Alice has a Tabby in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Scout and her Tabby to the Bridge
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's Tabby's Might is 2
      When Alice passes
      And Bob passes
      Then the Bridge is a Brush battlefield
      And Alice's Tabby's Might is 3
      And Alice's Scout's Might is 2
