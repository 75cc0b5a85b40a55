@edition:v1.4
Feature: Creating game objects (rule 439)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Muster" costing 0 and text "Play a 3 :rb_might: Mech unit token to your base."

  @rule:439 @waived:heading
  Rule: 439 Create

  Rule: 439.1 Creating brings a new object into the game

    @rule:439.1 @rule:439.2.a @rule:439.3 @rule:439.3.a @rule:439.5
    Example: Muster creates a 3 Might Mech token in Alice's base, exhausted as a token enters
      Given Alice has a Muster in her hand
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      Then Alice's base holds a 3 Might Mech token controlled by Alice
      And Alice's Mech is exhausted

    @rule:439.1 @rule:439.3
    Example: "Play two" creates two tokens
      Given a test spell "Double Muster" costing 0 and text "Play two 1 :rb_might: Recruit unit tokens to your base."
      And Alice has a Double Muster in her hand
      When Alice plays her Double Muster
      And Alice passes
      And Bob passes
      Then Alice's Recruit is in Alice's base
      And Alice's Recruit 2 is in Alice's base

    @rule:439.3.a
    Example: Alice's Mech token follows the rules of tokens: killed, it ceases to exist instead of staying in her trash
      Given a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Muster in her hand
      And Alice has a Smite in her hand
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      And Alice plays her Smite
      And Alice chooses her Mech
      And Alice passes
      And Bob passes
      Then Alice's base holds no Mech token
      And Alice's trash holds 2 cards

    @rule:439.1 @rule:180
    Example: Three Rallies create three Recruit tokens, each a new object of its own
      Given a test spell "Rally" costing 0 and text "Play a Recruit unit token."
      And Alice has a Rally in her hand
      And Alice has a Rally in her hand
      And Alice has a Rally in her hand
      When Alice plays her Rally
      And Alice passes
      And Bob passes
      Then the moved event for Alice's Recruit cites rule 180
      When Alice plays her Rally 2
      And Alice passes
      And Bob passes
      And Alice plays her Rally 3
      And Alice passes
      And Bob passes
      Then Alice's Recruit is in Alice's base
      And Alice's Recruit 2 is in Alice's base
      And Alice's Recruit 3 is in Alice's base

  Rule: 439.2 The effect says where the created object goes

    @rule:439.2
    Example: A token played "here" is created at the Bridge where its source is
      Given a test unit "Herald" costing 0 with 2 Might and text ":rb_exhaust:: Play a 1 :rb_might: Recruit unit token here."
      And Alice has a Herald at the Bridge
      And the Bridge is controlled by Alice
      When Alice activates her Herald
      And Alice passes
      And Bob passes
      Then the Bridge holds a 1 Might Recruit token controlled by Alice

  Rule: 439.2.a A created object did not exist anywhere before the zone it is created to

    @rule:439.2.a
    Example: A Recruit token Bob creates at the Tower did not move there, so Alice's Volibear, Imposing does not draw
      Given it is Bob's main phase
      And a battlefield called the Tower
      And the Bridge is controlled by Alice
      And the Tower is controlled by Bob
      And a test unit "Herald" costing 0 with 2 Might and text ":rb_exhaust:: Play a 1 :rb_might: Recruit unit token here."
      And Bob has a Herald at the Tower
      And Alice has a Volibear, Imposing at the Bridge
      And Alice has 2 cards in her main deck
      When Bob activates his Herald
      And Bob passes
      And Alice passes
      Then the Tower holds a 1 Might Recruit token controlled by Bob
      And the chain is empty
      And Alice drew 0 times

  Rule: 439.2.b With no zone named, the object is created where its type belongs

    @rule:439.2.b @rule:439.2.b.1
    Example: A unit token played without a place goes to Alice's base, the only place she can play a unit, not to the battlefield
      Given a test spell "Levy" costing 0 and text "Play a 1 :rb_might: Recruit unit token."
      And Alice has a Levy in her hand
      And Alice has a Vanguard Sergeant at the Bridge
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's base holds a 1 Might Recruit token controlled by Alice
      And the Bridge holds no Recruit token
      And the moved event for Alice's Recruit went to base

  Rule: 439.2.b.2 A created spell goes on the Chain

    @rule:439.2.b.2
    Example: A Flash spell token is created on the Chain, where it resolves and ceases to exist, never in Alice's base
      Given a test spell "Conjure" costing 0 and text "Create a Flash spell token."
      And Alice has a Conjure in her hand
      When Alice plays her Conjure
      And Alice passes
      And Bob passes
      Then the chain holds a Flash token controlled by Alice
      And Alice's base holds no Flash token
      And Alice's Flash is targeting nothing
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's base holds no Flash token
      And Alice's trash holds 1 card

    @rule:439.2.b.2
    Example: The Flash spell token Alice's Conjure creates on the Chain is not a spell she played: her Scribe draws for the Conjure only
      Given a test spell "Conjure" costing 0 and text "Create a Flash spell token."
      And a test unit "Scribe" costing 0 with 1 Might and text "When you play a spell, draw 1."
      And Alice has a Scribe in her base
      And Alice has a Conjure in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Conjure
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:439.2.b.2
    Example: The Flash spell token on the Chain is a spell there: Bob's Quash may choose it and counters it
      Given a test spell "Conjure" costing 0 and text "Create a Flash spell token."
      And a test spell "Quash" costing 0 and text "[Reaction]\nCounter a spell."
      And Alice has a Conjure in her hand
      And Bob has a Quash in his hand
      When Alice plays her Conjure
      And Alice passes
      And Bob passes
      Then the chain holds a Flash token controlled by Alice
      When Alice passes
      And Bob plays his Quash
      Then Bob is asked to choose targets among Alice's Flash
      When Bob chooses Alice's Flash
      And Bob passes
      And Alice passes
      Then the chain is empty
      And Alice's base holds no Flash token

  Rule: 439.2.b.3 A created rune goes to its controller's base, among the runes

    @rule:439.2.b.3
    Example: A Fury rune token is created among Alice's runes, not as a permanent in her base
      Given a test spell "Rune Call" costing 0 and text "Create a Fury rune token."
      And Alice has a Rune Call in her hand
      When Alice plays her Rune Call
      And Alice passes
      And Bob passes
      Then Alice's runes holds a Fury token controlled by Alice
      And Alice's base holds no Fury token
      And the moved event for Alice's Fury cites rule 439.2.b

    @rule:439.2.b.3 @rule:185.2.d
    Example: The Fury rune token is a rune of the Fury domain: Alice's "Recycle a friendly Fury rune" may choose it
      Given a test spell "Rune Call" costing 0 and text "Create a Fury rune token."
      And a test spell "Rune Return" costing 0 and text "Recycle a friendly Fury rune."
      And Alice has a Rune Call in her hand
      And Alice has a Rune Return in her hand
      When Alice plays her Rune Call
      And Alice passes
      And Bob passes
      And Alice plays her Rune Return
      Then Alice is asked to choose targets among Alice's Fury
      When Alice chooses Alice's Fury
      And Alice passes
      And Bob passes
      Then Alice's runes holds no Fury token

    @rule:439.2.b.3 @rule:185.2.d @rule:164.2
    Example: A Fury rune token is a basic rune of its domain: Alice recycles it for 1 fury Power
      Given a test spell "Rune Call" costing 0 and text "Create a Fury rune token."
      And Alice has a Rune Call in her hand
      When Alice plays her Rune Call
      And Alice passes
      And Bob passes
      And Alice activates ability 2 of her Fury
      Then Alice's rune pool holds 1 fury Power
      And Alice's runes holds no Fury token

  Rule: 439.2.b.4 A created legend goes to the Legend Zone

    @rule:439.2.b.4
    Example: A Sentinel legend token is created in Alice's Legend Zone, not as a permanent in her base
      Given a test spell "Legend Call" costing 0 and text "Create a Sentinel legend token."
      And Alice has a Legend Call in her hand
      When Alice plays her Legend Call
      And Alice passes
      And Bob passes
      Then Alice's legend zone holds a Sentinel token controlled by Alice
      And Alice's base holds no Sentinel token

  Rule: 439.2.b.5 A created battlefield goes where battlefields are

    @rule:439.2.b.5 @rule:439.5
    Example: Overgrowth adds a Brush battlefield beside the Bridge, not a permanent in Alice's base, and the Brush's own text works there
      Given a test spell "Overgrowth" costing 0 and text "Add a Brush battlefield token to the board."
      And Alice has an Overgrowth in her hand
      And Alice has a Punching Poro in her base
      When Alice plays her Overgrowth
      And Alice passes
      And Bob passes
      Then the Brush is a Brush battlefield
      And Alice's base holds no Brush token
      And the moved event for the Brush cites rule 439.2.b.5
      When Alice moves her Punching Poro to the Brush
      And Alice passes
      And Bob passes
      Then Alice's Punching Poro is at the Brush
      And Alice's Punching Poro's Might is 3
      When Alice chooses no
      Then the Brush is a Brush battlefield

  Rule: 439.4.b A created battlefield is nobody's as it is created

    @rule:439.4.b
    Example: Bob adds a Brush while Alice's spell waits on the chain: nobody controls it, so Alice's unit moving there conquers it
      Given a test spell "Plain Word" costing 0
      And a test spell "Overgrowth" costing 0 and text "[Reaction]\nAdd a Brush battlefield token to the board."
      And Alice has a Plain Word in her hand
      And Bob has an Overgrowth in his hand
      And Alice has a Shipyard Skulker in her base
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Overgrowth
      And Bob passes
      And Alice passes
      Then the chain holds Alice's Plain Word
      And no player controls the Brush
      When Alice passes
      And Bob passes
      Then the chain is empty
      When Alice moves her Shipyard Skulker to the Brush
      And Alice passes
      And Bob passes
      Then Alice controls the Brush
      And Alice conquered 1 time
      And Alice's score is 1
      When Alice chooses no
      Then the Brush is a Brush battlefield

  Rule: 439.3 The effect says what the created object is and in what state

    @rule:439.3
    Example: A token created "ready" enters ready
      Given a test spell "Quick Muster" costing 0 and text "Play a ready 3 :rb_might: Mech unit token to your base."
      And Alice has a Quick Muster in her hand
      When Alice plays her Quick Muster
      And Alice passes
      And Bob passes
      Then Alice's Mech is ready

  Rule: 439.4 The creator owns and controls what is created

    @rule:439.4 @rule:439.4.a @rule:439.6 @rule:439.6.a
    Example: Bob's Reaction creates a Mech on Alice's turn, in his base and under his control
      Given a test spell "Plain Word" costing 0
      And a test spell "Quick Muster" costing 0 and text "[Reaction]\nPlay a 3 :rb_might: Mech unit token to your base."
      And Alice has a Plain Word in her hand
      And Bob has a Quick Muster in his hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Muster
      And Bob passes
      And Alice passes
      Then Bob's base holds a 3 Might Mech token controlled by Bob
      And Bob's Mech is in Bob's base
