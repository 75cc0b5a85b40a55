@edition:v1.4
Feature: Combat (rules 459–466)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Quick Word" costing 0 and text "[Reaction]"
    And a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
    And a test spell "Lure" costing 0 and text "[Action]\nMove an enemy unit to a battlefield."
    And a test spell "Fall Back" costing 0 and text "[Reaction]\nMove up to 2 friendly units to base."
    And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
    And a test unit "Raider" costing 0 with 3 Might and text "When I attack, draw 1."
    And a test unit "Guard" costing 0 with 3 Might and text "When I defend, draw 1."

  @rule:459 @waived:heading
  Rule: 459 Combat, the section heading

  Rule: 460 A combat begins at a cleanup with the Chain empty and no other showdown under way

    @rule:460 @rule:461 @rule:464.1 @rule:464.2 @rule:464.2.c @rule:464.2.c.2 @rule:461.3
    Example: Moving onto Bob's units at a battlefield nobody controls starts a combat there at once
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      And the turn is in a Showdown Open state
      And Alice is the attacker
      And Bob is the defender
      And Alice has focus

    @rule:460 @rule:461 @rule:464.2.c @rule:464.2.c.1 @rule:464.2.c.1.a @rule:464.2.d
    Example: Bob's unit arriving by a spell waits for the Chain to empty, then Bob attacks on Alice's turn
      Given the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Recruit (NX) in his base
      And Bob has a Rally in his hand
      And Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Recruit (NX)
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Recruit (NX) is at the Bridge
      And the chain holds Alice's Quick Word
      And no showdown is under way
      When Alice passes
      And Bob passes
      Then a combat is under way at the Bridge
      And Bob is the attacker
      And Alice is the defender
      And Bob has focus

  Rule: 460.1 A combat staged where a showdown is under way turns that showdown into the combat's showdown

    @rule:460.1 @rule:464.1 @rule:464.2 @rule:464.2.c.1.b
    Example: Alice pulls Bob's unit into her showdown: it becomes a combat showdown and Bob keeps the focus he gained
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) in his base
      And Alice has a Lure in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      Then a non-combat showdown is under way at the Bridge
      When Alice plays her Lure
      And Alice chooses Bob's Recruit (NX)
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then a combat is under way at the Bridge
      And Alice is the attacker
      And Bob has focus

  Rule: 461 Opposing units at a battlefield stage a combat until its steps begin

    @rule:461.1
    Example: With combats staged at two battlefields, the turn player chooses which begins first
      Given a battlefield called the Tower
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) at the Tower
      And Alice has a Quick Word in her hand
      And Alice has a Rally in her hand
      And Alice has a Rally in her hand
      When Alice plays her Quick Word
      And Alice plays her Rally
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Bridge
      And Alice plays her Rally 2
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Tower
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice is asked to choose a battlefield among the Bridge and the Tower
      When Alice chooses the Tower
      Then a combat is under way at the Tower
      And Alice's Shipyard Skulker is at the Bridge

    @rule:461.1
    Example: Bob attacks at two battlefields on Alice's turn, and Alice, the turn player, chooses the first combat
      Given a battlefield called the Tower
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Tower
      And Bob has a Recruit (NX) in his base
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Rally in his hand
      And Bob has a Rally in his hand
      And Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Recruit (NX)
      And Bob chooses the Bridge
      And Bob plays his Rally 2
      And Bob chooses his Vanguard Sergeant
      And Bob chooses the Tower
      And Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice is asked to choose a battlefield among the Bridge and the Tower
      When Alice chooses the Bridge
      Then a combat is under way at the Bridge
      And Bob is the attacker

    @rule:461.2
    Example: When Bob's only unit leaves before the staged combat begins, Alice gets a non-combat showdown instead
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Quick Word in her hand
      And Alice has a Rally in her hand
      And Bob has a Gust in his hand
      And Bob has 2 Energy in his rune pool
      When Alice plays her Quick Word
      And Alice plays her Rally
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Bridge
      And no showdown is under way
      When Alice passes
      And Bob plays his Gust
      And Bob chooses his Recruit (NX)
      And Bob passes
      And Alice passes
      Then Bob's Recruit (NX) is in Bob's hand
      When Alice passes
      And Bob passes
      Then a non-combat showdown is under way at the Bridge
      And no combat-began event happened for the Bridge

    @rule:461.2
    Example: A staged combat whose attacker leaves before it begins is never fought
      Given the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Recruit (NX) in his base
      And Bob has a Rally in his hand
      And Alice has a Quick Word in her hand
      And Alice has a Gust in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Recruit (NX)
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Recruit (NX) is at the Bridge
      When Alice plays her Gust
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's hand
      When Alice passes
      And Bob passes
      Then the chain is empty
      And no showdown is under way
      And no combat-began event happened for the Bridge
      And Alice controls the Bridge

  Rule: 462 A combat is between exactly two players; others cannot play units into it (462.2)

    @rule:462 @rule:462.2
    Example: In FFA3 Carol's Stalker may Ambush to the Ford, where Bob's unit is, but not into Alice and Bob's combat at the Bridge
      Given the mode of play is FFA3
      And a battlefield called the Ford
      And a test unit "Stalker" costing 0 with 2 Might and text "[Ambush]\nI can [Ambush] to battlefields where there are enemy units."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Carol has a Stalker in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      When Alice passes
      And Bob passes
      Then Carol has focus
      When Carol plays her Stalker
      Then no decision is pending
      And Carol's Stalker is at the Ford

    @rule:462 @rule:462.2
    Example: In FFA3, with enemy units only in Alice and Bob's combat at the Bridge, Carol's Stalker has nowhere to Ambush
      Given the mode of play is FFA3
      And a test unit "Stalker" costing 0 with 2 Might and text "[Ambush]\nI can [Ambush] to battlefields where there are enemy units."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Carol has a Stalker in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      When Alice passes
      And Bob passes
      Then Carol has focus
      When Carol plays her Stalker
      Then the action is refused
      And Carol's Stalker is in Carol's hand

    @rule:462 @rule:462.2
    Example: In FFA3 Alice's attacker dies to Bob's spell, yet the combat at the Bridge is still Alice and Bob's: Carol's Stalker cannot Ambush into it
      Given the mode of play is FFA3
      And a test unit "Stalker" costing 0 with 2 Might and text "[Ambush]\nI can [Ambush] to battlefields where there are enemy units."
      And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Snuff in his hand
      And Carol has a Stalker in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      When Alice passes
      And Bob plays his Snuff
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Carol passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And a combat is under way at the Bridge
      And Carol has focus
      When Carol plays her Stalker
      Then the action is refused
      And Carol's Stalker is in Carol's hand

  Rule: 462.2.a A unit an effect would play into a combat of two others goes to its controller's base
    # The redirect itself, with what "here" then names, is the Example of 462.2.b below.

    @rule:462.2.a
    Example: In FFA3 Alice, one of the combat's two players, plays her Muster's Recruit token into her combat at the Bridge
      Given the mode of play is FFA3
      And a test spell "Muster" costing 0 and text "[Action]\nPlay a 2 :rb_might: Recruit unit token to a battlefield."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Muster in her hand
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice has focus
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      And Carol passes
      Then the Bridge holds a 2 Might Recruit token controlled by Alice
      And Alice's base holds no Recruit token

    @rule:462.2.a
    Example: In FFA3 Bob, the defender in Alice's combat at the Bridge, plays his Muster's Recruit token into that combat
      Given the mode of play is FFA3
      And a test spell "Muster" costing 0 and text "[Action]\nPlay a 2 :rb_might: Recruit unit token to a battlefield."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Muster in his hand
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice has focus
      When Alice passes
      Then Bob has focus
      When Bob plays his Muster
      And Bob passes
      And Carol passes
      And Alice passes
      Then the Bridge holds a 2 Might Recruit token controlled by Bob
      And Bob's base holds no Recruit token

    @rule:462.2 @rule:462.2.a
    Example: In FFA3 Carol's Muster may play its Recruit token to the Ford or the Tower, not into Alice and Bob's combat at the Bridge
      Given the mode of play is FFA3
      And a test spell "Muster" costing 0 and text "[Action]\nPlay a 2 :rb_might: Recruit unit token to a battlefield."
      And a battlefield called the Ford
      And a battlefield called the Tower
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Carol has a Muster in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Carol plays her Muster
      And Carol passes
      And Alice passes
      And Bob passes
      Then Carol is asked to choose a battlefield among the Ford and the Tower
      When Carol chooses the Tower
      Then the Tower holds a 2 Might Recruit token controlled by Carol
      And Carol's base holds no Recruit token

    @rule:462.2 @rule:462.2.a
    Example: In FFA3 Alice's spell moves Carol's unit to Bob's at the Bridge, then plays a token to a battlefield: the combat staged there between Bob and Carol leaves only the Ford
      Given the mode of play is FFA3
      And a battlefield called the Ford
      And a test spell "Stir Up" costing 0 and text "Move an enemy unit to a battlefield. Then play a 2 :rb_might: Recruit unit token to a battlefield."
      And Bob has a Recruit (NX) at the Bridge
      And Carol has a Shipyard Skulker in her base
      And Alice has a Stir Up in her hand
      When Alice plays her Stir Up
      And Alice chooses Carol's Shipyard Skulker
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      Then the Ford holds a 2 Might Recruit token controlled by Alice
      And the Bridge holds no Recruit token

  Rule: 462.2.b After such a redirect, "here" in the same effect names the controller's base

    @rule:462.2.b @rule:462.2.a
    Example: In FFA3 Carol's Rally Cry plays its token to a battlefield, but the only one holds Alice and Bob's combat: the token goes to her base, and the units in her base are buffed, not those at the Bridge or in Bob's base
      Given the mode of play is FFA3
      And a test spell "Rally Cry" costing 0 and text "[Action]\nPlay a 2 :rb_might: Recruit unit token to a battlefield. Then give units here +1 :rb_might: this turn."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Vanguard Sergeant in his base
      And Carol has a Vanguard Sergeant in her base
      And Carol has a Rally Cry in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Carol plays her Rally Cry
      And Carol passes
      And Alice passes
      And Bob passes
      Then Carol's base holds a 3 Might Recruit token controlled by Carol
      And the Bridge holds no Recruit token
      And a combat is under way at the Bridge
      And Carol's Vanguard Sergeant's Might is 5
      And Bob's Vanguard Sergeant's Might is 4
      And Alice's Shipyard Skulker's Might is 3


    @rule:462.2.b @rule:462.2.a
    Example: In FFA3 Carol's Double Muster sends its first token away from Alice and Bob's combat to her base, and its second token, played "here", joins it there
      Given the mode of play is FFA3
      And a test spell "Double Muster" costing 0 and text "[Action]\nPlay a 2 :rb_might: Recruit unit token to a battlefield. Then play a 1 :rb_might: Recruit unit token here."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Carol has a Double Muster in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Carol plays her Double Muster
      And Carol passes
      And Alice passes
      And Bob passes
      Then Carol's base holds 2 Recruit tokens controlled by Carol
      And the Bridge holds no Recruit token
      And a combat is under way at the Bridge

    @rule:462.2.b @rule:462.2.a @rule:811.1.d.3
    Example: In FFA3 Carol plays her Muster from hiding at the Bridge, where Alice's and Bob's units are: its token goes to her base instead, and "here" names her base
      Given the mode of play is FFA3
      And a test spell "Muster" costing 2 and text "[Hidden]\n[Action]\nPlay a 1 :rb_might: Recruit unit token. Then give units here +1 :rb_might: this turn."
      And the Bridge is controlled by Carol
      And Carol has a facedown Muster at the Bridge
      And Carol has a Vanguard Sergeant in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob passes
      And From hiding, Carol plays her Muster
      And Carol passes
      And Alice passes
      And Bob passes
      Then Carol's base holds a 2 Might Recruit token controlled by Carol
      And the Bridge holds no Recruit token
      And Carol's Vanguard Sergeant's Might is 5
      And Alice's Shipyard Skulker's Might is 3

    @rule:462.2.b @rule:462.2.a @rule:811.1.d.3
    Example: In FFA3 Carol's Muster, played from hiding at the Bridge and sent to her base, buffs her units in her base only: her unit at the Ford is not "here"
      Given the mode of play is FFA3
      And a battlefield called the Ford
      And a test spell "Muster" costing 2 and text "[Hidden]\n[Action]\nPlay a 1 :rb_might: Recruit unit token. Then give units here +1 :rb_might: this turn."
      And the Bridge is controlled by Carol
      And Carol has a facedown Muster at the Bridge
      And Carol has a Vanguard Sergeant in her base
      And Carol has a Stalwart Poro at the Ford
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob passes
      And From hiding, Carol plays her Muster
      And Carol passes
      And Alice passes
      And Bob passes
      Then Carol's base holds a 2 Might Recruit token controlled by Carol
      And Carol's Vanguard Sergeant's Might is 5
      And Carol's Stalwart Poro's Might is 2

    @rule:462.2 @rule:462.2.b
    Example: In FFA3 Carol's Gilded Drop plays its Gold gear token to the Bridge though Alice and Bob fight there, as only units are kept out, so "here" is not her base
      Given the mode of play is FFA3
      And a test spell "Gilded Drop" costing 0 and text "[Action]\nPlay a Gold gear token to a battlefield. Then give units here +1 :rb_might: this turn."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Carol has a Vanguard Sergeant in her base
      And Carol has a Gilded Drop in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Carol plays her Gilded Drop
      And Carol passes
      And Alice passes
      And Bob passes
      Then Carol's Vanguard Sergeant's Might is 4
      And a combat is under way at the Bridge

  Rule: 462.3 No choice may bring about a combat of more than two players

    @rule:462.3
    Example: In FFA3 Alice's spell may move Bob's and Carol's units together to the Bridge, but not to the Ford, where her own unit is
      Given the mode of play is FFA3
      And a battlefield called the Ford
      And a test spell "Converge" costing 0 and text "Move up to 2 enemy units to a battlefield."
      And Alice has a Converge in her hand
      And Alice has a Shipyard Skulker at the Ford
      And Bob has a Vanguard Sergeant in his base
      And Carol has a Recruit (NX) in her base
      When Alice plays her Converge
      And Alice chooses Bob's Vanguard Sergeant and Carol's Recruit (NX)
      Then Alice is asked to choose a battlefield among the Bridge
      When Alice chooses the Ford
      Then the action is refused
      When Alice chooses the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      Then Bob's Vanguard Sergeant is at the Bridge
      And Carol's Recruit (NX) is at the Bridge
      And Alice's Shipyard Skulker is at the Ford

    @rule:462.3
    Example: In FFA3 Alice's spell may send units of all three players home together: each goes to its own base, where no combat can form
      Given the mode of play is FFA3
      And a battlefield called the Ford
      And a test spell "Scatter Home" costing 0 and text "Move up to 3 units."
      And Alice has a Scatter Home in her hand
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Carol has a Recruit (NX) in her base
      When Alice plays her Scatter Home
      And Alice chooses her Shipyard Skulker, Bob's Vanguard Sergeant and Carol's Recruit (NX)
      Then Alice is asked to choose a battlefield among base
      When Alice chooses base
      And Alice passes
      And Bob passes
      And Carol passes
      Then Alice's Shipyard Skulker is in Alice's base
      And Bob's Vanguard Sergeant is in Bob's base
      And Carol's Recruit (NX) is in Carol's base

  Rule: 462.1 With more than two players, only the combat's two players may move units to its battlefield

    @rule:462.1
    Example: In FFA3 Carol's spell may move Bob's unit into his own combat at the Bridge
      Given the mode of play is FFA3
      And a test spell "Lure" costing 0 and text "[Action]\nMove an enemy unit to a battlefield."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Vanguard Sergeant in his base
      And Carol has a Lure in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      When Alice passes
      Then Bob has focus
      When Bob passes
      Then Carol has focus
      When Carol plays her Lure
      And Carol chooses Bob's Vanguard Sergeant
      And Carol chooses the Bridge
      And Carol passes
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is at the Bridge

  @rule:463 @waived:heading
  Rule: 463 The steps of combat, the heading

  @rule:464 @waived:heading
  Rule: 464 Step 1, the combat showdown step, the heading

  Rule: 464.2 As combat opens, attacker and defender are established and their triggers go on the Chain

    @rule:464.2.c.3 @rule:464.2.e @rule:464.2.a @rule:464.2.f @rule:464.2.g
    Example: Units of both sides take their designations, and the defender's "When I defend" triggers and closes the state
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Guard at the Bridge
      And Bob has 1 card in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice's Shipyard Skulker is an attacker
      And Bob's Guard is a defender
      And the chain holds Bob's Guard
      And the turn is in a Showdown Closed state
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And the turn is in a Showdown Open state

    @rule:464.2.e @rule:464.2.f.1
    Example: An attacker's "When I attack" triggers as the combat opens; without triggers the state stays open
      Given Alice has a Raider in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has 1 card in her main deck
      And Bob has a Recruit (NX) at the Bridge
      And a battlefield called the Tower
      And Bob has a Recruit (NX) at the Tower
      When Alice moves her Raider to the Bridge
      Then the chain holds Alice's Raider
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:464.2.f.1
    Example: A combat whose opening triggers nothing continues in an Open state
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then the chain is empty
      And the turn is in a Showdown Open state

    @rule:464.2.e.1 @rule:464.2.e
    Example: When Bob attacks on Alice's turn, Bob's attack trigger goes on the Chain first, so Alice's defend trigger resolves first
      Given the Bridge is controlled by Alice
      And Alice has a Guard at the Bridge
      And Alice has 2 cards in her main deck
      And Bob has a Raider in his base
      And Bob has 2 cards in his main deck
      And Bob has a Rally in his hand
      And Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Raider
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then the chain holds Bob's Raider, then Alice's Guard
      When Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Alice's Guard resolved before Bob's Raider

    @rule:464.2.e.1 @rule:464.2.e
    Example: Alice's Raider's attack trigger goes on the Chain first, and Bob places his Fort's "When you defend here" on top of it
      Given a test battlefield "Fort" with text "When you defend here, draw 1."
      And a Fort battlefield called the Fort
      And the Fort is controlled by Bob
      And Bob has a Shipyard Skulker at the Fort
      And Alice has a Raider in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Raider to the Fort
      Then a combat is under way at the Fort
      And the chain holds Alice's Raider, then the Fort

    @rule:464.2.e.1 @rule:464.2.e
    Example: Bob's Guard's "When I defend" and his Fort's "When you defend here" trigger together, for Bob to order, above Alice's Raider's
      Given a test battlefield "Fort" with text "When you defend here, draw 1."
      And a Fort battlefield called the Fort
      And the Fort is controlled by Bob
      And Bob has a Guard at the Fort
      And Alice has a Raider in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Raider to the Fort
      Then Bob is asked to order his triggered abilities
      When Bob puts his Guard's ability, then the Fort's ability on the chain in that order
      Then the chain holds Alice's Raider, then Bob's Guard, then the Fort

    @rule:464.2.e.1 @rule:464.2.e
    Example: Bob's Arena's "When combat starts here" joins his Guard's defend trigger, for Bob to order, not Alice's attack trigger
      Given a test battlefield "Arena" with text "When combat starts here, draw 1."
      And an Arena battlefield called the Arena
      And the Arena is controlled by Bob
      And Bob has a Guard at the Arena
      And Alice has a Raider in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Raider to the Arena
      Then Bob is asked to order his triggered abilities
      When Bob puts the Arena's ability, then his Guard's ability on the chain in that order
      Then the chain holds Alice's Raider, then the Arena, then Bob's Guard

    @rule:464.2.e.1 @rule:464.2.e
    Example: In FFA3 Bob's Fort's "When you defend here" is ordered with his Guard's, the defender's, not among Carol's
      Given the mode of play is FFA3
      And a test battlefield "Fort" with text "When you defend here, draw 1."
      And a Fort battlefield called the Fort
      And the Fort is controlled by Bob
      And Bob has a Guard at the Fort
      And Alice has a Shipyard Skulker in her base
      And Bob has 2 cards in his main deck
      When Alice moves her Shipyard Skulker to the Fort
      Then Bob is asked to order his triggered abilities
      When Bob puts the Fort's ability, then his Guard's ability on the chain in that order
      Then the chain holds the Fort, then Bob's Guard

    @rule:464.2.e.1 @rule:464.2.e
    Example: In FFA3 Bob's Arena's "When combat starts here" is ordered with his Guard's, the defender's, not among Carol's
      Given the mode of play is FFA3
      And a test battlefield "Arena" with text "When combat starts here, draw 1."
      And an Arena battlefield called the Arena
      And the Arena is controlled by Bob
      And Bob has a Guard at the Arena
      And Alice has a Shipyard Skulker in her base
      And Bob has 2 cards in his main deck
      When Alice moves her Shipyard Skulker to the Arena
      Then Bob is asked to order his triggered abilities
      When Bob puts his Guard's ability, then the Arena's ability on the chain in that order
      Then the chain holds Bob's Guard, then the Arena

    @rule:464.2.e.1 @rule:464.2.e @rule:190.6.b @rule:170.9
    Example: In FFA3 Bob attacks Carol at the Ford no one controls on Alice's turn: the Ford's "When combat starts here", Alice's, goes on between theirs
      Given the mode of play is FFA3
      And a test battlefield "Ford" with text "When combat starts here, draw 1."
      And a Ford battlefield called the Ford
      And Carol has a Guard at the Ford
      And Bob has a Raider in his base
      And Bob has a Rally in his hand
      And Alice has a Quick Word in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      And Carol has 2 cards in her main deck
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Raider
      And Bob chooses the Ford
      And Bob passes
      And Carol passes
      And Alice passes
      Then Bob's Raider is at the Ford
      And the chain holds Alice's Quick Word
      When Alice passes
      And Bob passes
      And Carol passes
      Then a combat is under way at the Ford
      And Bob is the attacker
      And Carol is the defender
      And the chain holds Bob's Raider, then the Ford, then Carol's Guard
      And the chain item of the Ford is Alice's

  Rule: 464.2.b Effects of a showdown or combat starting happen first as combat opens, before attack and defend triggers

    @rule:464.2.b
    Example: Bob's Diana, Lunari triggers as Alice's attack opens a combat at her battlefield, below Alice's Raider's attack trigger
      Given Bob has a Diana, Lunari at the Bridge
      And Bob has 1 Energy in his rune pool
      And Bob has 2 cards in his main deck
      And Alice has a Raider in her base
      And Alice has 1 card in her main deck
      When Alice moves her Raider to the Bridge
      Then Alice's Raider is an attacker
      And Bob's Diana, Lunari is a defender
      And the chain holds Bob's Diana, Lunari, then Alice's Raider
      And Bob is asked to decide whether to perform it
      When Bob chooses yes
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Bob passes
      And Alice passes
      And Bob declines to choose any card
      Then Bob's rune pool holds 0 Energy
      And Bob drew 0 times

    @rule:464.2.b
    Example: A combat opening at the Bridge sets off Bob's "When a showdown begins here" watcher there, not his same watcher at the Ford
      Given a battlefield called the Ford
      And a test unit "Seer" costing 0 with 1 Might and text "When a showdown begins here, draw 1."
      And the Ford is controlled by Bob
      And Bob has a Seer at the Bridge
      And Bob has a Seer at the Ford
      And Bob has 2 cards in his main deck
      And Alice has a Raider in her base
      And Alice has 1 card in her main deck
      When Alice moves her Raider to the Bridge
      Then the chain holds Bob's Seer, then Alice's Raider

    @rule:464.2.b
    Example: Bob's Picket at the Bridge watches him defend there, not a showdown beginning there: as Alice attacks, it triggers once
      Given a test unit "Picket" costing 0 with 1 Might and text "When you defend here, draw 1."
      And Bob has a Picket at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Raider in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Raider to the Bridge
      Then the chain holds Alice's Raider, then Bob's Picket

    @rule:464.2.b
    Example: A showdown beginning here is one part of an "or": Alice's attacking Herald and Bob's Oracle at the Bridge both trigger as the combat opens
      Given a test unit "Oracle" costing 0 with 1 Might and text "When a showdown begins here or you play a spell, draw 1."
      And a test unit "Herald" costing 0 with 3 Might and text "At the start of your Beginning Phase or when a showdown begins here, draw 1."
      And Bob has an Oracle at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Herald in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Herald to the Bridge
      Then the chain holds Alice's Herald, then Bob's Oracle

  Rule: 464.2.c.3.a A unit that joins the combat later takes its controller's designation at the next cleanup

    @rule:464.2.c.3.a
    Example: Alice's unit moved in during the combat showdown becomes an attacker
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Rally in her hand
      And Bob has a Playful Phantom at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Rally
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is at the Bridge
      And Alice's Vanguard Sergeant is an attacker
      And a combat is under way at the Bridge

    @rule:464.2.c.3.a
    Example: Bob's unit moved in during the combat showdown becomes a defender
      Given Alice has a Playful Phantom in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Recruit (NX) in his base
      And Bob has a Rally in his hand
      When Alice moves her Playful Phantom to the Bridge
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Recruit (NX)
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Recruit (NX) is at the Bridge
      And Bob's Recruit (NX) is a defender
      And Alice's Playful Phantom is an attacker

  @rule:465 @waived:heading
  Rule: 465 Step 2, the combat damage step, the heading

  Rule: 465.1 Combat damage is dealt only while units of both sides remain

    @rule:465.1 @rule:466.5 @rule:466.5.d
    Example: Bob's defenders retreat during the combat showdown: no damage is dealt and Alice conquers at once
      Given the Bridge is controlled by Bob
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Fall Back in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Fall Back
      And Bob chooses his Recruit (NX)
      And Bob passes
      And Alice passes
      Then Bob's Recruit (NX) is in Bob's base
      When Alice passes
      And Bob passes
      Then no showdown is under way
      And Alice controls the Bridge
      And Alice's score is 1
      And no damaged event happened for Alice's Shipyard Skulker

    @rule:465.1 @rule:466.3.a
    Example: Alice's only attacker retreats during the combat showdown: Bob is asked to assign nothing and wins the combat
      Given the Bridge is controlled by Bob
      And Alice has a Shipyard Skulker in her base
      And Alice has a Fall Back in her hand
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Fall Back
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's base
      When Bob passes
      And Alice passes
      Then no decision is pending
      And no showdown is under way
      And no damaged event happened for Bob's Recruit (NX)
      And these events happened in order:
        | combat-ended | Bob |
      And Bob controls the Bridge

  Rule: 465.2 When the combat showdown closes, each side deals its units' summed current Might

    @rule:465.2 @rule:465.2.d
    Example: Might raised during the combat showdown counts when combat damage is dealt
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Boost in her hand
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Boost
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 5
      When Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Alice's Shipyard Skulker is at the Bridge
      And Alice controls the Bridge

    @rule:465.2.c @rule:465.2.c.1 @rule:465.2.c.1.a @rule:465.2.a @rule:465.2.b
    Example: The attacker assigns first, then the defender, and nothing is dealt until both have assigned
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Playful Phantom at the Bridge
      And Bob has a stunned Mega-Mech at the Bridge
      When Alice moves her Shipyard Skulker and her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Playful Phantom and Bob's Mega-Mech
      When Alice assigns 5 to Bob's Playful Phantom and 2 to Bob's Mega-Mech
      Then Bob is asked to split damage among Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      And Bob's Playful Phantom has 0 damage
      And Bob's Mega-Mech has 0 damage
      When Bob assigns 3 to Alice's Shipyard Skulker and 2 to Alice's Vanguard Sergeant
      Then Bob's Playful Phantom is in Bob's trash
      And Alice's Shipyard Skulker is in Alice's trash
      And Bob's Mega-Mech is at the Bridge
      And Alice's Vanguard Sergeant is in Alice's base

    @rule:465.2.a
    Example: Two attackers together kill a defender neither could kill alone
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Recruit (NX) in her base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Shipyard Skulker and her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash

    @rule:465.2.a
    Example: Galio, Indefatigable, who deals no combat damage, adds none of his 6 Might: Bob's Recruit is not hurt
      Given Alice has a Galio, Indefatigable in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Galio, Indefatigable to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is at the Bridge
      And Bob's Recruit (NX) has 0 damage

    @rule:465.2.a
    Example: Bob's Vilemaw keeps Alice's smaller Shipyard Skulker from dealing it combat damage
      Given a test unit "Vilemaw" costing 6 with 4 Might and text "Enemy units here with less Might than me don't deal combat damage."
      And Bob has a Vilemaw with 3 damage at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Bob's Vilemaw is at the Bridge
      And Bob's Vilemaw has 0 damage

    @rule:465.2.a
    Example: Bob's Hermit defends, so its "Your units here don't deal combat damage unless I'm attacking" keeps it from dealing any to Alice's Shipyard Skulker
      Given a test unit "Hermit" costing 0 with 3 Might and text "Your units here don't deal combat damage unless I'm attacking."
      And Bob has a Hermit at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Hermit is in Bob's trash
      And Alice's Shipyard Skulker is at the Bridge
      And Alice's Shipyard Skulker has 0 damage

    @rule:356.3 @rule:356.4
    Example: While Alice's Vex is in combat, her spells cost 1 Energy and 1 Power less, to a minimum of 1 Energy, and Bob's cost 1 Energy and 1 Power more
      Given a test unit "Vex" costing 3 with 5 Might and text "While I'm in combat, friendly spells cost :rb_energy_1::rb_rune_rainbow: less to a minimum of :rb_energy_1:, and enemy spells cost :rb_energy_1::rb_rune_rainbow: more."
      And a test spell "Quick Study" costing 2 and text "[Reaction]\nDraw 1."
      And Alice has a Vex in her base
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Quick Study in her hand
      And Bob has a Quick Study in his hand
      And Alice has 2 Energy in her rune pool
      And Bob has 3 Energy and 1 calm Power in his rune pool
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Vex to the Bridge
      And Alice plays her Quick Study
      Then Alice's rune pool holds 1 Energy
      When Alice passes
      And Bob plays his Quick Study
      Then Bob's rune pool holds 0 Energy
      And Bob's rune pool holds no Power

    @rule:465.2.b
    Example: Two defenders together kill an attacker neither could kill alone
      Given Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And no player controls the Bridge

    @rule:465.2.c
    Example: Alice assigns exactly her summed Might, in amounts of 0 or more, to Bob's units in the combat only
      Given Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Recruit (NX) in his base
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Shipyard Skulker and Bob's Shipyard Skulker 2
      And the question to Alice cites rule 465.2.c
      When Alice assigns 3 to Bob's Shipyard Skulker
      Then the action is refused
      When Alice assigns 3 to Bob's Shipyard Skulker and 1 to Bob's Recruit (NX)
      Then the action is refused
      When Alice assigns 5 to Bob's Shipyard Skulker and -1 to Bob's Shipyard Skulker 2
      Then the action is refused
      When Alice assigns 3 to Bob's Shipyard Skulker and 1 to Bob's Shipyard Skulker 2
      Then Bob's Shipyard Skulker is in Bob's trash
      And Bob's Shipyard Skulker 2 is at the Bridge
      And Bob's Recruit (NX) is in Bob's base

  Rule: 465.2.c.3 Each unit must be assigned lethal damage in full before the next is assigned any

    @rule:465.2.c.3
    Example: Alice may not spread 5 damage over three 3 Might units; she must make one lethal first
      Given Alice has a Playful Phantom in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Playful Phantom to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage
      When Alice assigns 2 to Bob's Shipyard Skulker, 2 to Bob's Shipyard Skulker 2 and 1 to Bob's Shipyard Skulker 3
      Then the action is refused citing rule 465.2.c.3
      When Alice assigns 3 to Bob's Shipyard Skulker and 2 to Bob's Shipyard Skulker 2
      Then Bob's Shipyard Skulker is in Bob's trash
      And Bob's Shipyard Skulker 2 is at the Bridge

    @rule:465.2.c.3 @rule:465.2.c.7
    Example: Alice may not put 2 on each of two units and leave the third without damage
      Given Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage
      When Alice assigns 2 to Bob's Shipyard Skulker, 2 to Bob's Shipyard Skulker 2 and 0 to Bob's Shipyard Skulker 3
      Then the action is refused citing rule 465.2.c.3
      When Alice assigns 3 to Bob's Shipyard Skulker 3 and 1 to Bob's Shipyard Skulker
      Then Bob's Shipyard Skulker 3 is in Bob's trash
      And Bob's Shipyard Skulker is at the Bridge

  Rule: 465.2.c.4 No unit is assigned more than lethal while another unit could still take damage

    @rule:465.2.c.4
    Example: Alice may not put all 5 on Bob's Vanguard Sergeant while his Skulker is left without damage
      Given Alice has a Playful Phantom in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Playful Phantom to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage
      When Alice assigns 5 to Bob's Vanguard Sergeant and 0 to Bob's Shipyard Skulker
      Then the action is refused citing rule 465.2.c.4
      When Alice assigns 4 to Bob's Vanguard Sergeant and 1 to Bob's Shipyard Skulker
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Bob's Shipyard Skulker is at the Bridge

    @rule:465.2.c.4
    Example: Damage already marked lowers what counts as lethal, and so the most a unit may be assigned
      Given Alice has a Playful Phantom in her base
      And Bob has a Vanguard Sergeant with 2 damage at the Bridge
      And Bob has a Playful Phantom at the Bridge
      When Alice moves her Playful Phantom to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage
      When Alice assigns 3 to Bob's Vanguard Sergeant and 2 to Bob's Playful Phantom
      Then the action is refused citing rule 465.2.c.4
      When Alice assigns 2 to Bob's Vanguard Sergeant and 3 to Bob's Playful Phantom
      Then Bob's Vanguard Sergeant is in Bob's trash

    @rule:465.2.c.4 @rule:142.4.c
    Example: Defending with Elder Dragon, Bob needs only 1 damage for each of Alice's units: his 10 kill both her Mega-Mechs unasked
      Given the Bridge is controlled by Bob
      And Alice has a Mega-Mech in her base
      And Alice has a Mega-Mech in her base
      And Bob has an Elder Dragon at the Bridge
      When Alice moves her Mega-Mech and her Mega-Mech 2 to the Bridge
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Mega-Mech is in Alice's trash
      And Alice's Mega-Mech 2 is in Alice's trash
      And Bob's Elder Dragon is in Bob's trash

    @rule:465.2.c.4
    Example: Yeti Brawler's 6 damage on Bob's Recruit, lethal at 1, is 5 excess: its conquest makes two Gold tokens
      Given Alice has a Yeti Brawler in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Yeti Brawler to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Yeti Brawler is at the Bridge
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's base holds 2 Gold tokens controlled by Alice

    @rule:465.2.c.4
    Example: Yeti Brawler's 6 damage on Bob's Vanguard Sergeant, lethal at 4, is only 2 excess: no Gold token
      Given Alice has a Yeti Brawler in her base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Yeti Brawler to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Yeti Brawler is at the Bridge
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's base holds no Gold token

    @rule:465.2.c.4
    Example: Yeti Brawler's 6 damage on Bob's Skulker, lethal at 3, is exactly 3 excess: enough for its two Gold tokens
      Given Alice has a Yeti Brawler in her base
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Yeti Brawler to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Yeti Brawler is at the Bridge
      And Bob's Shipyard Skulker is in Bob's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's base holds 2 Gold tokens controlled by Alice

    @rule:465.2.c.4
    Example: Alice's Crusher assigns 7 excess damage to Bob's Recruit, lethal at 1, and its conquest deals that much, 7, to Bob's unit in his base
      Given a test unit "Crusher" costing 0 with 8 Might and text "When I conquer after an attack, if you assigned 5 or more excess damage to enemy units, deal that much to an enemy unit."
      And a test unit "Ogre" costing 0 with 9 Might
      And Alice has a Crusher in her base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has an Ogre in his base
      When Alice moves her Crusher to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Crusher is at the Bridge
      And Bob's Recruit (NX) is in Bob's trash
      When Alice chooses Bob's Ogre
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Bob's Ogre has 7 damage

    @rule:465.2.c
    Example: Yeti Brawler conquers the empty Bridge without a combat: no damage was assigned, so no Gold token
      Given Alice has a Yeti Brawler in her base
      When Alice moves her Yeti Brawler to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's base holds no Gold token

  Rule: 465.2.c.4.a Damage that will be doubled is lethal from the least amount whose doubling kills

    @rule:465.2.c.4.a @rule:465.2.c.4
    Example: Under Lotus Trap, 2 is lethal for Bob's 3 Might Skulker: Alice may not put 3 on it, and with 2 it dies
      Given Alice has a Lotus Trap in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has a Playful Phantom in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice plays her Lotus Trap
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice moves her Playful Phantom to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage
      When Alice assigns 3 to Bob's Shipyard Skulker and 2 to Bob's Vanguard Sergeant
      Then the action is refused citing rule 465.2.c.4
      When Alice assigns 2 to Bob's Shipyard Skulker and 3 to Bob's Vanguard Sergeant
      Then Bob's Shipyard Skulker is in Bob's trash
      And Bob's Vanguard Sergeant is at the Bridge

  Rule: 465.2.c.5 Damage a unit would prevent counts when assigning it lethal damage

    @rule:465.2.c.5 @rule:465.2.c.4
    Example: Bob's shielded Skulker needs its Might plus the prevented damage to be assigned lethal
      Given Alice has a Mega-Mech in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      When Alice moves her Mega-Mech to the Bridge
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Shipyard Skulker and Bob's Vanguard Sergeant
      When Alice assigns 3 to Bob's Shipyard Skulker and 5 to Bob's Vanguard Sergeant
      Then the action is refused citing rule 465.2.c.4
      When Alice assigns 4 to Bob's Shipyard Skulker and 4 to Bob's Vanguard Sergeant
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Bob's Shipyard Skulker is at the Bridge

    @rule:465.2.c.5 @rule:142.4.c
    Example: Under Alice's Elder Dragon, 1 damage past what Ki Barrier prevents is lethal: her 10 suffice for Bob's shielded Skulker and his Recruit
      Given Alice has an Elder Dragon in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      When Alice moves her Elder Dragon to the Bridge
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Bob's Shipyard Skulker is in Bob's trash
      And Bob's Recruit (NX) is in Bob's trash
      And Alice controls the Bridge

  Rule: 465.2.c.6 Every requirement on the order of assignment is obeyed: Tanks first, then the others, Backline last

    @rule:465.2.c.6 @rule:465.2.c.2
    Example: With a Tank, a plain unit and a Backline unit against her, Alice may not skip the plain one for the Backline one
      Given a test unit "Sentry" costing 2 with 2 Might and text "[Tank]"
      And a test unit "Archer" costing 2 with 2 Might and text "[Backline]"
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Sentry at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has an Archer at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Sentry, Bob's Recruit (NX) and Bob's Archer
      When Alice assigns 2 to Bob's Sentry and 2 to Bob's Archer
      Then the action is refused citing rule 826.3
      When Alice assigns 2 to Bob's Sentry, 1 to Bob's Recruit (NX) and 1 to Bob's Archer
      Then Bob's Sentry is in Bob's trash
      And Bob's Recruit (NX) is in Bob's trash
      And Bob's Archer is at the Bridge

  Rule: 465.2.c.7 Units with the same priority may be assigned damage in any order

    @rule:465.2.c.7
    Example: Alice may give lethal damage to Bob's second Tank before his first
      Given a test unit "Sentry" costing 2 with 2 Might and text "[Tank]"
      And a test unit "Bulwark" costing 2 with 2 Might and text "[Tank]"
      And Alice has a Shipyard Skulker in her base
      And Bob has a Sentry at the Bridge
      And Bob has a Bulwark at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Sentry, Bob's Bulwark and Bob's Recruit (NX)
      When Alice assigns 2 to Bob's Bulwark and 1 to Bob's Sentry
      Then Bob's Bulwark is in Bob's trash
      And Bob's Sentry is at the Bridge
      And Bob's Recruit (NX) is at the Bridge

  Rule: 465.2.c.8 A unit with two requirements that exclude each other meets the one its assigner chooses

    @rule:465.2.c.8
    Example: Bob's Sniper, with Tank and Backline, may take Alice's damage first, as a Tank
      Given a test unit "Sniper" costing 2 with 2 Might and text "[Tank]\n[Backline]"
      And a test unit "Footman" costing 2 with 2 Might
      And Alice has a Shipyard Skulker in her base
      And Bob has a Sniper at the Bridge
      And Bob has a Footman at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Sniper and Bob's Footman
      When Alice assigns 2 to Bob's Sniper and 1 to Bob's Footman
      Then Bob's Sniper is in Bob's trash
      And Bob's Footman is at the Bridge

    @rule:465.2.c.8
    Example: Or Alice may treat Bob's Sniper as Backline and give her damage to his Footman first
      Given a test unit "Sniper" costing 2 with 2 Might and text "[Tank]\n[Backline]"
      And a test unit "Footman" costing 2 with 2 Might
      And Alice has a Shipyard Skulker in her base
      And Bob has a Sniper at the Bridge
      And Bob has a Footman at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Sniper and Bob's Footman
      When Alice assigns 2 to Bob's Footman and 1 to Bob's Sniper
      Then Bob's Footman is in Bob's trash
      And Bob's Sniper is at the Bridge

    @rule:465.2.c.8
    Example: Alice's single point of damage is not forced onto Bob's Sniper: she is asked, and may give it to his Footman
      Given a test unit "Sniper" costing 2 with 2 Might and text "[Tank]\n[Backline]"
      And a test unit "Footman" costing 2 with 2 Might
      And Alice has a Recruit (NX) in her base
      And Bob has a Sniper at the Bridge
      And Bob has a Footman at the Bridge
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Sniper and Bob's Footman
      When Alice assigns 1 to Bob's Footman
      Then Alice's Recruit (NX) is in Alice's trash

    @rule:465.2.c.8
    Example: With enough damage for Bob's Sniper and his Footman both, there is no order to choose: Alice is not asked
      Given a test unit "Sniper" costing 2 with 2 Might and text "[Tank]\n[Backline]"
      And a test unit "Footman" costing 2 with 2 Might
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Sniper at the Bridge
      And Bob has a Footman at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Bob's Sniper is in Bob's trash
      And Bob's Footman is in Bob's trash

  Rule: 465.2.c.9 Each unit with such requirements is settled on its own

    @rule:465.2.c.9
    Example: Alice treats one of Bob's two Snipers as a Tank and the other as Backline
      Given a test unit "Sniper" costing 2 with 2 Might and text "[Tank]\n[Backline]"
      And a test unit "Footman" costing 2 with 2 Might
      And Alice has a Shipyard Skulker in her base
      And Bob has a Sniper at the Bridge
      And Bob has a Sniper at the Bridge
      And Bob has a Footman at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Sniper, Bob's Sniper 2 and Bob's Footman
      When Alice assigns 2 to Bob's Sniper and 1 to Bob's Footman
      Then Bob's Sniper is in Bob's trash
      And Bob's Sniper 2 is at the Bridge
      And Bob's Footman is at the Bridge

    @rule:465.2.c.9
    Example: Alice treats both of Bob's Snipers as Tanks and gives each lethal damage before his Footman
      Given a test unit "Sniper" costing 2 with 2 Might and text "[Tank]\n[Backline]"
      And a test unit "Footman" costing 2 with 2 Might
      And Alice has a Playful Phantom in her base
      And Bob has a Sniper at the Bridge
      And Bob has a Sniper at the Bridge
      And Bob has a Footman at the Bridge
      When Alice moves her Playful Phantom to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Sniper, Bob's Sniper 2 and Bob's Footman
      When Alice assigns 2 to Bob's Sniper, 2 to Bob's Sniper 2 and 1 to Bob's Footman
      Then Bob's Sniper is in Bob's trash
      And Bob's Sniper 2 is in Bob's trash
      And Bob's Footman is at the Bridge

  Rule: 465.2.c.10 A unit that cannot be dealt damage is left out of the requirements of assignment

    @rule:465.2.c.10
    Example: Bob's Wraith cannot be dealt damage, so Alice may put all 3 of her damage on his Recruit
      Given a test unit "Wraith" costing 2 with 3 Might and text "I don't take damage."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Wraith at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Wraith and Bob's Recruit (NX)
      When Alice assigns 3 to Bob's Recruit (NX)
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Wraith is at the Bridge

    @rule:465.2.c.10
    Example: Alice may not give damage to Bob's Wraith while his Recruit lacks lethal damage
      Given a test unit "Wraith" costing 2 with 3 Might and text "I don't take damage."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Wraith at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Wraith and Bob's Recruit (NX)
      When Alice assigns 3 to Bob's Wraith
      Then the action is refused citing rule 465.2.c.10
      When Alice assigns 1 to Bob's Recruit (NX) and 2 to Bob's Wraith
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Wraith is at the Bridge

    @rule:465.2.c.10
    Example: A unit whose next damage is prevented can still be dealt damage: Alice must give Bob's Skulker lethal before his Recruit
      Given a test spell "Shelter" costing 0 and text "[Reaction]\nChoose a unit. The next time it would be dealt damage this turn, prevent it."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Shelter in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Shelter
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Shipyard Skulker and Bob's Recruit (NX)
      When Alice assigns 3 to Bob's Recruit (NX)
      Then the action is refused citing rule 465.2.c.4
      When Alice assigns 3 to Bob's Shipyard Skulker
      Then Bob's Shipyard Skulker is at the Bridge
      And Bob's Recruit (NX) is at the Bridge

    @rule:465.2.c.10
    Example: Bob's Wraith alone against Alice takes all her damage without a question, and none of it is dealt
      Given a test unit "Wraith" costing 2 with 3 Might and text "I don't take damage."
      And the Bridge is controlled by Bob
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Wraith at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then no decision is pending
      And no damaged event happened for Bob's Wraith
      And Bob's Wraith is at the Bridge
      And Alice's Vanguard Sergeant is in Alice's base
      And Bob controls the Bridge

    @rule:465.2.c.10
    Example: With nothing left over for Bob's Wraith, Alice's single point of damage goes to his Recruit without a question
      Given a test unit "Wraith" costing 2 with 3 Might and text "I don't take damage."
      And Alice has a Recruit (NX) in her base
      And Bob has a Wraith at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Bob's Recruit (NX) is in Bob's trash
      And Bob's Wraith is at the Bridge

    @rule:465.2.c.10 @rule:826.3
    Example: Beside Bob's Wraith, his Backline Archer is the one unit to meet: Alice's single point of damage goes to it without a question
      Given a test unit "Wraith" costing 2 with 3 Might and text "I don't take damage."
      And a test unit "Archer" costing 2 with 2 Might and text "[Backline]"
      And Alice has a Recruit (NX) in her base
      And Bob has a Wraith at the Bridge
      And Bob has an Archer at the Bridge
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then no decision is pending
      And these events happened in order:
        | damaged      | Bob's Archer |
        | combat-ended | Bob          |
      And Bob's Archer is at the Bridge
      And Alice's Recruit (NX) is in Alice's trash

    @rule:465.2.c.10
    Example: Bob's Wraith takes only what is left once both his Recruits have lethal damage, and never less than 0
      Given a test unit "Wraith" costing 2 with 3 Might and text "I don't take damage."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Wraith at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Wraith, Bob's Recruit (NX) and Bob's Recruit (NX) 2
      When Alice assigns 1 to Bob's Recruit (NX) and 2 to Bob's Wraith
      Then the action is refused citing rule 465.2.c.10
      When Alice assigns 2 to Bob's Recruit (NX), 2 to Bob's Recruit (NX) 2 and -1 to Bob's Wraith
      Then the action is refused
      When Alice assigns 1 to Bob's Recruit (NX), 1 to Bob's Recruit (NX) 2 and 1 to Bob's Wraith
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Recruit (NX) 2 is in Bob's trash
      And Bob's Wraith is at the Bridge

    @rule:465.2.c.10
    Example: Alice's 0 Might Scout has no damage to put on either of Bob's two Wraiths, so she is not asked where it goes
      Given a test unit "Wraith" costing 2 with 3 Might and text "I don't take damage."
      And a test unit "Scout" costing 0 with 0 Might
      And Alice has a Scout in her base
      And Bob has a Wraith at the Bridge
      And Bob has a Wraith at the Bridge
      When Alice moves her Scout to the Bridge
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Scout is in Alice's trash
      And Bob's Wraith is at the Bridge
      And Bob's Wraith 2 is at the Bridge

    @rule:465.2.c.10 @rule:465.2.c
    Example: Against Bob's two Wraiths, where her damage goes is Alice's to choose: she is asked, and none of it is dealt
      Given a test unit "Wraith" costing 2 with 3 Might and text "I don't take damage."
      And Alice has a Mega-Mech in her base
      And Bob has a Wraith at the Bridge
      And Bob has a Wraith at the Bridge
      When Alice moves her Mega-Mech to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Wraith and Bob's Wraith 2
      When Alice assigns 8 to Bob's Wraith 2
      Then Bob's Wraith 2 is at the Bridge
      And no damaged event happened for Bob's Wraith 2

  Rule: 465.2.d Each unit is dealt the damage assigned to it, prevention applying as it is dealt

    @rule:465.2.d
    Example: Alice's Mega-Mech assigns all 8 to Bob's shielded Skulker, which is dealt what prevention leaves and survives
      Given Alice has a Mega-Mech in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      When Alice moves her Mega-Mech to the Bridge
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | damaged       | Bob's Shipyard Skulker |
        | combat-ended  | the Bridge             |
      And Bob's Shipyard Skulker is at the Bridge

    @rule:465.2.d @rule:465.2.c
    Example: Alice's 8 are more than Bob's two Recruits need: all 8 are still assigned and dealt, no more
      Given Alice has a Mega-Mech in her base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Mega-Mech to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Recruit (NX) 2 is in Bob's trash
      And Bob's units were dealt 8 damage in all
      And Alice's units were dealt 2 damage in all

  @rule:466 @waived:heading
  Rule: 466 Step 3, the resolution step, the heading

  Rule: 466.1 The resolution step begins with a combat cleanup that heals and recalls

    @rule:466.1 @rule:466.1.a @rule:466.1.a.1 @rule:465.3
    Example: After combat damage every unit is healed, those in a base too
      Given Alice has a Vanguard Sergeant in her base
      And Alice has a Playful Phantom with 2 damage in her base
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Vanguard Sergeant has 0 damage
      And Alice's Playful Phantom has 0 damage
      And Alice controls the Bridge

    @rule:466.1.a.2 @rule:466.3.d @rule:466.5
    Example: When both sides survive, the attackers are recalled and the defender keeps the battlefield
      Given the Bridge is controlled by Bob
      And Alice has a Recruit (NX) in her base
      And Bob has a stunned Vanguard Sergeant at the Bridge
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Recruit (NX) is in Alice's base
      And Bob's Vanguard Sergeant is at the Bridge
      And Bob's Vanguard Sergeant has 0 damage
      And Bob controls the Bridge
      And no combat-ended event happened for Alice
      And no combat-ended event happened for Bob

    @rule:466.1.a.2 @faq:origins:symbol-solari
    Example: With Alice's Symbol of the Solari, a tie she attacked in recalls Bob's units too, and nobody keeps the Bridge
      Given a test unit "Wall" costing 0 with 9 Might
      And the Bridge is controlled by Bob
      And Alice has a Symbol of the Solari in her base
      And Alice has a Recruit (NX) in her base
      And Bob has a stunned Wall at the Bridge
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Recruit (NX) is in Alice's base
      And Bob's Wall is in Bob's base
      And no player controls the Bridge

    @rule:466.1.a.2
    Example: Bob's Symbol of the Solari changes nothing when Alice attacks into a tie: only her units are recalled and Bob keeps the Bridge
      Given a test unit "Wall" costing 0 with 9 Might
      And the Bridge is controlled by Bob
      And Bob has a Symbol of the Solari in his base
      And Alice has a Recruit (NX) in her base
      And Bob has a stunned Wall at the Bridge
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Recruit (NX) is in Alice's base
      And Bob's Wall is at the Bridge
      And Bob controls the Bridge

    @rule:466.1.a.2 @faq:origins:symbol-solari-recall-all-units-everywhere
    Example: Symbol of the Solari recalls only the units at the Bridge where the tie happened, not Bob's unit at the Ford
      Given a test unit "Wall" costing 0 with 9 Might
      And a battlefield called the Ford
      And the Bridge is controlled by Bob
      And Alice has a Symbol of the Solari in her base
      And Alice has a Recruit (NX) in her base
      And Bob has a stunned Wall at the Bridge
      And Bob has a Wall at the Ford
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Wall is in Bob's base
      And Bob's Wall 2 is at the Ford

  Rule: 466.2 What combat damage and the combat cleanup put on the Chain resolves before the result is known

    @rule:466.2
    Example: A Deathknell from combat damage resolves before Alice, who won the combat, takes the battlefield
      Given a test unit "Martyr" costing 0 with 2 Might and text "[Deathknell][>] Draw 1."
      And Bob has a Martyr at the Bridge
      And Bob has 1 card in his main deck
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then the chain holds Bob's Martyr
      And a combat is under way at the Bridge
      And no player controls the Bridge
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice controls the Bridge
      And no showdown is under way

  Rule: 466.3 The combat result: the only side with units left wins, the other loses

    @rule:466.3 @rule:466.3.a @rule:466.3.b @rule:466.7
    Example: Alice, the only player with units left, wins the combat
      Given Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | died          | Bob's Shipyard Skulker |
        | combat-ended  | Alice                  |
      And no showdown is under way

    @rule:466.3 @rule:466.3.a @rule:466.3.b
    Example: Bob, the defender, wins when the attacker's units all die
      Given Alice has a Recruit (NX) in her base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | died          | Alice's Recruit (NX) |
        | combat-ended  | Bob                  |

    @rule:466.3.d @rule:466.5.b
    Example: When every unit dies there is no result and nobody controls the battlefield
      Given the Bridge is controlled by Bob
      And Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Bob's Shipyard Skulker is in Bob's trash
      And no combat-ended event happened for Alice
      And no combat-ended event happened for Bob
      And no player controls the Bridge
      And the Bridge is not contested

    @rule:466.3.d @faq:unleashed:results-combat
    Example: Bob is left alone after Alice's attacker is recalled, yet wins nothing: his Victor draws no card
      Given a test unit "Victor" costing 0 with 5 Might and text "When I win a combat, draw 1."
      And the Bridge is controlled by Bob
      And Bob has a stunned Victor at the Bridge
      And Bob has 1 card in his main deck
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's base
      And Bob's Victor is at the Bridge
      And no triggered event happened for Bob's Victor
      And Bob's hand holds 0 cards
      And Bob controls the Bridge

    @rule:466.3 @rule:466.3.a @faq:spiritforged:mean-win-lose-combat
    Example: Bob's Draven wins on defense when Alice's attacker dies, and Bob scores a point for it
      Given the Bridge is controlled by Bob
      And Bob has a Draven, Audacious at the Bridge
      And Alice has a Recruit (NX) in her base
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Recruit (NX) is in Alice's trash
      And the chain holds Bob's Draven, Audacious
      When Bob passes
      And Alice passes
      Then Bob's score is 1
      And Bob controls the Bridge

    @rule:466.3.d @faq:spiritforged:mean-win-lose-combat
    Example: When both sides survive the combat is a tie, and Alice's Draven scores nothing
      Given a test unit "Wall" costing 0 with 9 Might
      And the Bridge is controlled by Bob
      And Bob has a stunned Wall at the Bridge
      And Alice has a Draven, Audacious in her base
      When Alice moves her Draven, Audacious to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Draven, Audacious is in Alice's base
      And Bob's Wall is at the Bridge
      And no triggered event happened for Alice's Draven, Audacious
      And Alice's score is 0

    @rule:466.3 @rule:466.3.a @rule:465.1 @faq:spiritforged:mean-win-lose-combat
    Example: Bob's only unit dies to a spell before combat damage, and Alice's Draven still wins the combat
      Given the Bridge is controlled by Bob
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Draven, Audacious in her base
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      And Alice has 1 card in her main deck
      When Alice moves her Draven, Audacious to the Bridge
      And Alice plays her Void Seeker
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      When Bob passes
      And Alice passes
      Then the chain holds Alice's Draven, Audacious
      When Alice passes
      And Bob passes
      Then Alice's score is 2
      And Alice controls the Bridge

    @rule:466.3 @rule:466.3.b @faq:spiritforged:mean-win-lose-combat
    Example: Alice's Draven dies in the combat he loses, and his other ability scores Bob a point
      Given a test unit "Wall" costing 0 with 9 Might
      And the Bridge is controlled by Bob
      And Bob has a Wall at the Bridge
      And Alice has a Draven, Audacious in her base
      When Alice moves her Draven, Audacious to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Draven, Audacious is in Alice's trash
      And the chain holds Alice's Draven, Audacious
      When Alice passes
      And Bob passes
      Then Bob's score is 1
      And Alice's score is 0

  Rule: 466.3.d.1 No result with units of both players still there stages a new showdown and combat there

    @rule:466.3.d.1
    Example: Alice moves a unit in while her Martyr's Deathknell waits to resolve: both sides remain, and a new combat begins
      Given the Bridge is controlled by Bob
      And a test unit "Martyr" costing 0 with 1 Might and text "[Deathknell] — Draw 1."
      And Alice has 2 cards in her main deck
      And Alice has a Shipyard Skulker in her base
      And Alice has a Martyr in her base
      And Alice has a Recruit (NX) in her base
      And Alice has a Rally in her hand
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker and her Martyr to the Bridge
      And Alice passes
      And Bob passes
      And Alice assigns 4 to Bob's Vanguard Sergeant
      Then Alice's Martyr is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's trash
      When Alice plays her Rally
      And Alice chooses her Recruit (NX)
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Recruit (NX) is at the Bridge
      When Alice passes
      And Bob passes
      Then a combat is under way at the Bridge
      And Alice's Recruit (NX) is an attacker
      And Bob's Recruit (NX) is a defender
      And Bob controls the Bridge

    @rule:466.3.d.1
    Example: Without Alice's unit moving in, Bob alone remains and keeps the Bridge, and no new combat begins
      Given the Bridge is controlled by Bob
      And a test unit "Martyr" costing 0 with 1 Might and text "[Deathknell] — Draw 1."
      And Alice has 2 cards in her main deck
      And Alice has a Shipyard Skulker in her base
      And Alice has a Martyr in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker and her Martyr to the Bridge
      And Alice passes
      And Bob passes
      And Alice assigns 4 to Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then no showdown is under way
      And Bob controls the Bridge

    @rule:466.3.d @rule:466.3.d.1
    Example: With units of both players left once the combat's Chain is done, nobody wins that combat: Alice's "when you win a combat" stays silent
      Given the Bridge is controlled by Bob
      And a test unit "Martyr" costing 0 with 1 Might and text "[Deathknell] — Draw 1."
      And a test unit "Gloater" costing 0 with 1 Might and text "When you win a combat, draw 1."
      And Alice has 2 cards in her main deck
      And Alice has a Gloater in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Martyr in her base
      And Alice has a Recruit (NX) in her base
      And Alice has a Rally in her hand
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker and her Martyr to the Bridge
      And Alice passes
      And Bob passes
      And Alice assigns 4 to Bob's Vanguard Sergeant
      And Alice plays her Rally
      And Alice chooses her Recruit (NX)
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then a combat is under way at the Bridge
      And no triggered event happened for Alice's Gloater
      And no combat-ended event happened for Alice
      And no combat-ended event happened for Bob

  Rule: 466.3.c Units at the battlefield share their controller's combat result

    @rule:466.3.c @rule:466.3.a
    Example: Alice's Victor, left alone at the Bridge, wins the combat with her and draws a card
      Given a test unit "Victor" costing 0 with 5 Might and text "When I win a combat, draw 1."
      And Alice has a Victor in her base
      And Alice has 1 card in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Victor to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And the chain holds Alice's Victor
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice controls the Bridge

    @rule:466.3.a
    Example: Alice's Trophy, "When you play a spell or win a combat", draws her a card as she wins the combat at the Bridge
      Given a test gear "Trophy" costing 0 and text "When you play a spell or win a combat, draw 1."
      And Alice has a Trophy in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has 1 card in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And the chain holds Alice's Trophy
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:466.3.c
    Example: Alice's Victor waiting in her base has no part in the combat her Sergeant wins
      Given a test unit "Victor" costing 0 with 5 Might and text "When I win a combat, draw 1."
      And Alice has a Victor in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has 1 card in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice controls the Bridge
      And no triggered event happened for Alice's Victor
      And Alice's hand holds 0 cards

    @rule:466.3 @rule:466.3.c
    Example: Of Alice's two Victors, the one that won at the Bridge draws; the one holding the Tower had no part in it
      Given a test unit "Victor" costing 0 with 5 Might and text "When I win a combat, draw 1."
      And a battlefield called the Tower
      And the Tower is controlled by Alice
      And Alice has a Victor at the Tower
      And Alice has a Victor in her base
      And Alice has 2 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Victor 2 to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And the chain holds Alice's Victor 2
      And the triggered event for Alice's Victor 2 cites rule 466.3
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And no triggered event happened for Alice's Victor
      And the chain is empty

    @rule:466.3.c @rule:383.1
    Example: Each of Alice's Duelists draws for its own first won combat of the turn, not for a second one; Bob's watcher of his wins sees none of hers
      Given a test unit "Duelist" costing 0 with 5 Might and text "The first time I win a combat each turn, draw 1."
      And a test unit "Gloater" costing 0 with 1 Might and text "When you win a combat or when I hold, draw 1."
      And a battlefield called the Tower
      And a battlefield called the Ford
      And the Tower is controlled by Alice
      And Alice has a Duelist in her base
      And Alice has a Duelist at the Tower
      And Alice has a Rally in her hand
      And Alice has a Lure in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Shipyard Skulker at the Ford
      And Bob has a Shipyard Skulker in his base
      And Bob has a Gloater in his base
      And Bob has 1 card in his main deck
      When Alice moves her Duelist to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And the chain holds Alice's Duelist
      When Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
      When Alice plays her Lure
      And Alice chooses Bob's Shipyard Skulker 3
      And Alice chooses the Tower
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Shipyard Skulker 3 is in Bob's trash
      And the chain holds Alice's Duelist 2
      When Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
      When Alice plays her Rally
      And Alice chooses her Duelist
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker 2 is in Bob's trash
      And Alice controls the Ford
      And the chain is empty
      And Alice's hand holds 2 cards
      And no triggered event happened for Bob's Gloater

  Rule: 466.4 What determining the result put on the Chain resolves before control is established

    @rule:466.4 @rule:466.2 @faq:rq-vegas-2026:combat-winning-losing-timing
    Example: Bob's Deathknell resolves first, then Alice's win trigger, and only then does Alice take the Bridge
      Given a test unit "Victor" costing 0 with 5 Might and text "When I win a combat, draw 1."
      And a test unit "Martyr" costing 0 with 2 Might and text "[Deathknell][>] Draw 1."
      And Alice has a Victor in her base
      And Alice has 1 card in her main deck
      And Bob has a Martyr at the Bridge
      And Bob has 1 card in his main deck
      When Alice moves her Victor to the Bridge
      And Alice passes
      And Bob passes
      Then the chain holds Bob's Martyr
      And no triggered event happened for Alice's Victor
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      And the chain holds Alice's Victor
      And no player controls the Bridge
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice controls the Bridge
      And these events happened in order:
        | triggered     | Bob's Martyr  |
        | triggered     | Alice's Victor |
        | combat-ended  | Alice          |

    @rule:466.4 @rule:471.1.b @faq:spiritforged:win-attack-conquer-before-after-score
    Example: One point short of victory with another battlefield unscored, Alice's Draven scores first and her conquer then draws instead
      Given the victory score is 8
      And a battlefield called the Tower
      And Alice has 6 points
      And Alice has 1 card in her main deck
      And the Bridge is controlled by Bob
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Draven, Audacious in her base
      When Alice moves her Draven, Audacious to the Bridge
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Draven, Audacious
      And Bob controls the Bridge
      When Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice drew 1 time
      And Alice's score is 7
      And nobody has won

  Rule: 466.5 The player left with units establishes control, which conquers if not yet scored this turn

    @rule:466.5 @rule:466.5.a @rule:466.5.d
    Example: The attacker who wins takes control of the battlefield and conquers it
      Given the Bridge is controlled by Bob
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the Bridge is not contested
      And Alice conquered 1 time
      And Alice's score is 1

    @rule:466.5 @rule:466.5.e @rule:466.5.d
    Example: The defender left alone at a battlefield nobody controlled establishes control and conquers on Alice's turn
      Given Alice has a Recruit (NX) in her base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then Bob controls the Bridge
      And Bob conquered 1 time
      And Bob's score is 1
      And Alice's score is 0

    @rule:466.5.d
    Example: "When I conquer after an attack" triggers for Alice's unit that attacked and conquered
      Given a test unit "Victor" costing 0 with 5 Might and text "When I conquer after an attack, draw 1."
      And Alice has a Victor in her base
      And Alice has 2 cards in her main deck
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Victor to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Victor
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:466.5.d
    Example: Alice's attackers conquer the Bridge: each one's "or" trigger with a conquer in it sets off, whichever kind of conquer it names
      Given a test unit "Herald" costing 0 with 1 Might and text "When you conquer or when I hold, draw 1."
      And a test unit "Victor" costing 0 with 1 Might and text "When I conquer or when I hold, draw 1."
      And a test unit "Reaver" costing 0 with 1 Might and text "When I conquer after an attack or when I hold, draw 1."
      And a test unit "Striver" costing 0 with 1 Might and text "The first time I conquer each turn or when I hold, draw 1."
      And Alice has a Herald in her base
      And Alice has a Victor in her base
      And Alice has a Reaver in her base
      And Alice has a Striver in her base
      And Alice has 5 cards in her main deck
      And Bob has a stunned Recruit (NX) at the Bridge
      When Alice moves her Herald, her Victor, her Reaver and her Striver to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to order her triggered abilities
      When Alice puts her Herald's ability, then her Victor's ability, then her Reaver's ability, then her Striver's ability on the chain in that order
      Then the chain holds Alice's Herald, then Alice's Victor, then Alice's Reaver, then Alice's Striver
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain is empty
      And Alice's hand holds 4 cards

    @rule:466.5.d
    Example: Alice's attackers conquer the Bridge: a two-verb "When I conquer or hold" and "When I conquer after an attack or hold" each set off for the conquest
      Given a test unit "Victor" costing 0 with 1 Might and text "When I conquer or hold, draw 1."
      And a test unit "Reaver" costing 0 with 1 Might and text "When I conquer after an attack or hold, draw 1."
      And Alice has a Victor in her base
      And Alice has a Reaver in her base
      And Alice has 3 cards in her main deck
      And Bob has a stunned Recruit (NX) at the Bridge
      When Alice moves her Victor and her Reaver to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to order her triggered abilities
      When Alice puts her Victor's ability, then her Reaver's ability on the chain in that order
      Then the chain holds Alice's Victor, then Alice's Reaver

    @rule:466.5.d
    Example: "When I conquer after an attack" stays silent for Bob's unit that defended and conquered
      Given a test unit "Victor" costing 0 with 5 Might and text "When I conquer after an attack, draw 1."
      And Bob has a Victor at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Recruit (NX) in her base
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then Bob controls the Bridge
      And Bob conquered 1 time
      And the chain is empty
      And Bob's hand holds 0 cards

    @rule:466.5.d
    Example: Alice's unit with "When I hold after an attack" attacks and conquers the Bridge: a conquest is no hold, so it stays silent
      Given a test unit "Keeper" costing 0 with 5 Might and text "When I hold after an attack, draw 1."
      And Alice has a Keeper in her base
      And Alice has 2 cards in her main deck
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Keeper to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice conquered 1 time
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:466.5.d @rule:465.2.c.4
    Example: Tryndamere, Barbarian attacks Bob's Recruit with 7 damage beyond lethal and conquers: a second point
      Given the Bridge is controlled by Bob
      And Alice has a Tryndamere, Barbarian in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Tryndamere, Barbarian to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's score is 1
      When Alice passes
      And Bob passes
      Then Alice's score is 2

    @rule:466.5.c
    Example: Bob's hidden card at the battlefield Alice takes is removed
      Given the Bridge is controlled by Bob
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a facedown Hidden Blade at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Bob's Hidden Blade is in Bob's trash

    @rule:466.5.c @rule:466.6
    Example: Bob's hidden card goes as Alice establishes control, before her conquer trigger resolves
      Given a test unit "Herald" costing 0 with 5 Might and text "When you conquer, draw 1."
      And the Bridge is controlled by Bob
      And Alice has a Herald in her base
      And Alice has 1 card in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a facedown Hidden Blade at the Bridge
      When Alice moves her Herald to the Bridge
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Herald
      And Alice controls the Bridge
      And Bob's Hidden Blade is in Bob's trash

    @rule:466.5.b @rule:466.5.c
    Example: When every unit dies, the Bridge is left uncontrolled at once, and Bob's hidden card there goes before the combat ends
      Given the Bridge is controlled by Bob
      And Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a facedown Hidden Blade at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Hidden Blade is in Bob's trash
      And these events happened in order:
        | died         | Bob's Hidden Blade |
        | combat-ended | the Bridge         |
      And the died event for Bob's Hidden Blade cites rule 466.5.c
      And no player controls the Bridge

    @rule:466.5.c
    Example: Bob's hidden card at the Bridge he keeps shares its controller, and stays
      Given the Bridge is controlled by Bob
      And Alice has a Recruit (NX) in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a facedown Hidden Blade at the Bridge
      When Alice moves her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Recruit (NX) is in Alice's trash
      And Bob controls the Bridge
      And Bob's Hidden Blade is at the Bridge

  Rule: 466.6 What establishing control put on the Chain resolves before the combat ends

    @rule:466.6 @rule:466.7
    Example: Alice's conquer trigger resolves while the combat is still under way, and the combat ends after it
      Given a test unit "Herald" costing 0 with 5 Might and text "When you conquer, draw 1."
      And Alice has a Herald in her base
      And Alice has 1 card in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Herald to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Herald
      And a combat is under way at the Bridge
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And no showdown is under way
      And these events happened in order:
        | drew          | Alice      |
        | combat-ended  | the Bridge |

  Rule: 466.7 Combat ends: designations go, and "this combat" effects expire

    @rule:466.7 @rule:466.7.a
    Example: After the combat the surviving attacker is no longer an attacker
      Given Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      Then Alice's Vanguard Sergeant is an attacker
      When Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is neither attacker nor defender
      And no showdown is under way

    @rule:466.7.c
    Example: Might given for this combat is gone once the combat ends
      Given a test spell "Rush" costing 0 and text "[Reaction]\nGive a unit +3 :rb_might: this combat."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Rush in her hand
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice plays her Rush
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 7
      When Bob passes
      And Alice passes
      Then Alice controls the Bridge
      And Alice's Vanguard Sergeant's Might is 4

    @rule:466.7.c @rule:801.3.b.1
    Example: Ganking taken "this combat" is back once that combat ends: Alice's spell that kills a unit with Ganking takes her Prowler
      Given a test unit "Prowler" costing 1 with 5 Might and text "[Ganking]"
      And a test spell "Blunt" costing 0 and text "[Reaction]\nChoose a unit. It loses [Ganking] this combat."
      And a test spell "Pick" costing 0 and text "Kill a unit with [Ganking]."
      And Alice has a Prowler in her base
      And Alice has a Blunt in her hand
      And Alice has a Pick in her hand
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Prowler to the Bridge
      Then a combat is under way at the Bridge
      When Alice plays her Blunt
      And Alice chooses her Prowler
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Alice controls the Bridge
      When Alice plays her Pick
      And Alice chooses her Prowler
      And Alice passes
      And Bob passes
      Then Alice's Prowler is in Alice's trash

    @rule:466.7.c @rule:432.1.a
    Example: Might doubled for this combat is gone once the combat ends
      Given a test spell "Surge" costing 0 and text "[Reaction]\nChoose a unit. Double its Might this combat."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Surge in her hand
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice plays her Surge
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 8
      When Bob passes
      And Alice passes
      Then Alice controls the Bridge
      And Alice's Vanguard Sergeant's Might is 4

    @rule:466.7.c @rule:477.1.a.1
    Example: Might set for this combat is the unit's own again once the combat ends
      Given a test spell "Brace" costing 0 and text "[Reaction]\nChoose a unit. Its Might becomes 6 this combat."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Brace in her hand
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice plays her Brace
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 6
      When Bob passes
      And Alice passes
      Then Alice controls the Bridge
      And Alice's Vanguard Sergeant's Might is 4

    @rule:466.7.c @rule:477.1.a.1 @rule:317.2.c
    Example: Might set for this turn outlasts the combat it was set in, and ends with the turn
      Given a test spell "Steady" costing 0 and text "[Reaction]\nChoose a unit. Its Might becomes 6 this turn."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Steady in her hand
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice plays her Steady
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 6
      When Bob passes
      And Alice passes
      Then Alice controls the Bridge
      And no showdown is under way
      And Alice's Vanguard Sergeant's Might is 6
      When Alice ends her turn
      Then Alice's Vanguard Sergeant's Might is 4

    @rule:466.7.c @rule:433.1.a
    Example: Might swapped for this combat is the surviving unit's own again once the combat ends
      Given a test spell "Trade" costing 0 and text "[Reaction]\nSwap the Might of two units at the same battlefield this combat."
      And Alice has a Mega-Mech in her base
      And Alice has a Trade in her hand
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Mega-Mech to the Bridge
      And Alice plays her Trade
      And Alice chooses her Mega-Mech and Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech's Might is 3
      And Bob's Shipyard Skulker's Might is 8
      When Bob passes
      And Alice passes
      Then Alice's Mega-Mech is in Alice's trash
      And Bob's Shipyard Skulker is at the Bridge
      And Bob's Shipyard Skulker's Might is 3

    @rule:466.7.c @rule:809.1
    Example: Deflect given for this combat no longer guards Bob's Mega-Mech once the combat ends
      Given a test spell "Ward" costing 0 and text "[Reaction]\nGive a unit [Deflect] this combat."
      And a test spell "Poke" costing 0 and text "Deal 1 to a unit."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Poke in her hand
      And Bob has a Mega-Mech at the Bridge
      And a test spell "Jab" costing 0 and text "[Reaction]\nDeal 1 to a unit."
      And Alice has a Jab in her hand
      And Bob has a Ward in his hand
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob plays his Ward
      And Bob chooses his Mega-Mech
      And Bob passes
      And Alice passes
      And Alice plays her Jab
      And Alice chooses Bob's Mega-Mech
      Then the action is refused citing rule 358.2
      When Alice chooses her Vanguard Sergeant
      Then Alice's Jab is targeting Alice's Vanguard Sergeant
      When Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant has 1 damage
      When Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And no showdown is under way
      When Alice plays her Poke
      And Alice chooses Bob's Mega-Mech
      Then Alice's Poke is targeting Bob's Mega-Mech

  Rule: 466.7.b What happens at the end of a combat happens as it ends

    @rule:466.7.b
    Example: Alice's Old Soldier, the attacker that won, draws her a card once the combat is over
      Given a test unit "Old Soldier" costing 0 with 4 Might and text "When a combat that I was in ends, draw 1."
      And Alice has an Old Soldier in her base
      And Alice has 2 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Old Soldier to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Old Soldier
      And these events happened in order:
        | combat-ended | the Bridge      |
        | triggered    | Alice's Old Soldier |
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:466.7.b
    Example: Bob's Old Soldier in his base was in no combat: the combat at the Bridge ending draws him nothing
      Given a test unit "Old Soldier" costing 0 with 4 Might and text "When a combat that I was in ends, draw 1."
      And Bob has an Old Soldier in his base
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant in her base
      And Bob has 2 cards in his main deck
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain is empty
      And Bob drew 0 times

    @rule:466.7.b @rule:303.2.a
    Example: Alice's Veteran and Bob's Stalwart deal no damage: both live through their combat, Alice's sent back to her base, and as it ends both trigger, Alice's, the turn player's, going on the Chain first
      Given a test unit "Veteran" costing 0 with 0 Might and text "When a combat that I was in ends, draw 1."
      And a test unit "Stalwart" costing 0 with 0 Might and text "When a combat that I was in ends, draw 1."
      And Alice has a Veteran in her base
      And Bob has a Stalwart at the Bridge
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Veteran to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Veteran is in Alice's base
      And Bob's Stalwart is at the Bridge
      And the chain holds Alice's Veteran, then Bob's Stalwart

    @rule:466.7.b
    Example: Bob's Old Soldier dies defending: gone from the board, it draws him nothing as the combat ends
      Given a test unit "Old Soldier" costing 0 with 2 Might and text "When a combat that I was in ends, draw 1."
      And Bob has an Old Soldier at the Bridge
      And Alice has a Vanguard Sergeant in her base
      And Bob has 2 cards in his main deck
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Old Soldier is in Bob's trash
      And the chain is empty
      And Bob drew 0 times
