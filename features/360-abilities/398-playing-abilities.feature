@edition:v1.4
Feature: Playing or activating abilities (rules 398–406)

  Background:
    Given it is Alice's main phase
    And a test unit "Squire" costing 1 with 1 Might
    And a test unit "Pyro" costing 1 with 1 Might and text "When you play me, deal 1 to an enemy unit."
    And a test gear "Lamp" costing 0 and text ":rb_exhaust:: Deal 1 to an enemy unit."
    And a test gear "Ledger" costing 0 and text "When you play this, exhaust this to draw 1."

  @rule:398 @waived:heading
  Rule: 398 Playing or activating abilities

  Rule: 400 An ability on the chain is pending until it has gone through the steps of play

    @rule:399 @rule:400 @rule:400.1 @rule:403.1.b @rule:406.1 @rule:406.2 @rule:406.5
    Example: The Pyro's ability waits on the chain as a pending item until Alice has chosen its target, then is finalized
      Given Alice has a Pyro in her hand
      And Alice has 2 Energy in her rune pool
      And Bob has a Squire in his base
      When Alice plays her Pyro
      Then Alice's Pyro is a pending chain item
      And Alice is asked to choose targets among Bob's Squire
      When Alice chooses Bob's Squire
      Then Alice's Pyro is a finalized chain item
      And Alice's rune pool holds 1 Energy
      And Bob's Squire has 0 damage
      When Alice passes
      And Bob passes
      Then Bob's Squire is in Bob's trash
      And the chain is empty

  Rule: 400.2 An ability that adds resources resolves as soon as it is finalized

    @rule:400.2
    Example: The Spark Jar's triggered Add resolves at once: nobody passes and the Energy is in Alice's pool
      Given a test gear "Spark Jar" costing 0 and text "When you play this, [Add] :rb_energy_1:."
      And Alice has a Spark Jar in her hand
      When Alice plays her Spark Jar
      Then the chain is empty
      And Alice's rune pool holds 1 Energy
      And the turn is in a Neutral Open state

    @rule:400.2
    Example: An ability that draws, unlike one that adds, waits on the chain for the players to pass
      Given a test gear "Page Jar" costing 0 and text "When you play this, draw 1."
      And Alice has a Page Jar in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Page Jar
      Then Alice's Page Jar is a finalized chain item
      And Alice drew 0 times
      And the turn is in a Neutral Closed state

  @rule:401 @waived:heading
  Rule: 401 Step 1: activate or trigger the ability

  Rule: 401.2 An ability that triggers while an effect resolves waits for the effect to finish

    @rule:401.2
    Example: Bob's Martyr dies to the first part of Alice's spell; its ability asks for a target only after the spell has drawn
      Given a test spell "Purge" costing 0 and text "Kill a unit. Draw 1."
      And a test unit "Martyr" costing 1 with 1 Might and text "[Deathknell][>] Deal 1 to a unit."
      And Alice has a Purge in her hand
      And Alice has a Squire in her base
      And Alice has 2 cards in her main deck
      And Bob has a Martyr in his base
      When Alice plays her Purge
      And Alice chooses Bob's Martyr
      And Alice passes
      And Bob passes
      Then Bob's Martyr is in Bob's trash
      And Alice drew 1 time
      And the chain holds Bob's Martyr
      And Bob is asked to choose targets among Alice's Squire

  Rule: 401.1 The ability goes on the chain as a pending item and closes the state

    @rule:401.1
    Example: While the Pyro's ability waits for its target the turn is closed, though no card stands for it on the chain
      Given Alice has a Pyro in her hand
      And Alice has 1 Energy in her rune pool
      And Bob has a Squire in his base
      When Alice plays her Pyro
      Then the chain holds Alice's Pyro
      And Alice's Pyro is in Alice's base
      And the turn is in a Neutral Closed state
      And Alice is asked to choose targets among Bob's Squire

  @rule:402 @waived:heading
  Rule: 402 Step 2: make relevant choices

  Rule: 402.2 An ability's targets are chosen as it is played, not as it resolves

    @rule:402.2
    Example: Alice chooses the Pyro's target before anyone passes
      Given Alice has a Pyro in her hand
      And Alice has 1 Energy in her rune pool
      And Bob has a Squire in his base
      And Bob has a Squire in his base
      When Alice plays her Pyro
      Then Alice is asked to choose targets among Bob's Squire and Bob's Squire 2
      When Alice chooses Bob's Squire 2
      And Alice passes
      And Bob passes
      Then Bob's Squire 2 is in Bob's trash
      And Bob's Squire is in Bob's base

  Rule: 402.3 An activated ability with no legal choice cannot be activated

    @rule:402.3
    Example: With no enemy unit to deal 1 to, Alice cannot activate her Lamp
      Given Alice has a Lamp in her base
      When Alice activates her Lamp
      Then the action is refused
      And Alice's Lamp is ready
      And the chain is empty

    @rule:402.3 @rule:403.1 @rule:403.1.a
    Example: With Bob's Squire to deal 1 to, Alice activates her Lamp and pays its exhaust cost
      Given Alice has a Lamp in her base
      And Bob has a Squire in his base
      When Alice activates her Lamp
      Then the action is accepted
      And Alice is asked to choose targets among Bob's Squire
      When Alice chooses Bob's Squire
      Then Alice's Lamp is exhausted
      And Alice's Lamp is a finalized chain item

  Rule: 402.4 A triggered ability with no legal choice leaves the chain

    @rule:402.4 @rule:402.4.a
    Example: With no enemy unit, the Pyro's ability leaves the chain and Alice's play of the Pyro stands
      Given Alice has a Pyro in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Pyro
      Then the action is accepted
      And Alice's Pyro is in Alice's base
      And the chain is empty
      And no countered event happened for Alice's Pyro
      And no decision is pending
      And the turn is in a Neutral Open state

  Rule: 402.4.b With legal choices, a triggered ability's controller must make them

    @rule:402.4.b
    Example: Alice cannot decline to choose the Pyro's target while Bob has a unit
      Given Alice has a Pyro in her hand
      And Alice has 1 Energy in her rune pool
      And Bob has a Squire in his base
      When Alice plays her Pyro
      And Alice declines to choose any target
      Then the action is refused
      And Alice is asked to choose targets among Bob's Squire

  @rule:403 @waived:heading
  Rule: 403 Step 3: determine the total cost

  Rule: 403.2 The choices made for an ability can raise its cost

    @rule:403.2
    Example: Aiming her Lamp at Bob's unit with Deflect costs Alice a Power she does not have; his plain unit costs nothing more
      Given a test unit "Warded" costing 3 with 5 Might and text "[Deflect]"
      And Alice has a Lamp in her base
      And Bob has a Warded in his base
      And Bob has a Squire in his base
      When Alice activates her Lamp
      And Alice chooses Bob's Warded
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Squire
      Then Alice's Lamp is targeting Bob's Squire
      And Alice's Lamp is exhausted

    @rule:403.2
    Example: With a calm Power in her pool, Alice pays the Deflect of Bob's unit as she activates her Lamp
      Given a test unit "Warded" costing 3 with 5 Might and text "[Deflect]"
      And Alice has a Lamp in her base
      And Bob has a Warded in his base
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice activates her Lamp
      And Alice chooses Bob's Warded
      Then Alice's Lamp is targeting Bob's Warded
      And Alice's rune pool holds 0 calm Power

  Rule: 403.3 Other cost changes then apply to the ability's cost

    @rule:403.3
    Example: With two friendly units with Temporary, Alice's Bashful Bloom costs her 2 Energy, not 4
      Given a test unit "Wisp" costing 1 with 1 Might and text "[Temporary]"
      And Alice has a Bashful Bloom as her legend
      And Alice has a Wisp in her base
      And Alice has a Wisp in her base
      And Bob has a Wisp in his base
      And Alice has 2 Energy in her rune pool
      When Alice activates her Bashful Bloom
      Then the action is accepted
      And Alice's rune pool holds 0 Energy
      And Alice's Bashful Bloom is exhausted
      When Alice passes
      And Bob passes
      Then Alice's base holds a ready 3 Might Sprite token controlled by Alice

    @rule:403.3
    Example: With one friendly unit with Temporary (Bob's does not count), Alice's Bashful Bloom costs 3 Energy, more than her 2
      Given a test unit "Wisp" costing 1 with 1 Might and text "[Temporary]"
      And Alice has a Bashful Bloom as her legend
      And Alice has a Wisp in her base
      And Bob has a Wisp in his base
      And Bob has a Wisp in his base
      And Alice has 2 Energy in her rune pool
      When Alice activates her Bashful Bloom
      Then the action is refused
      And Alice's rune pool holds 2 Energy
      And Alice's Bashful Bloom is ready

    @rule:403.3
    Example: Only the second ability of Alice's Dynamo says it costs 2 more: using it costs her 3 Energy, using the first 1
      Given a test gear "Dynamo" costing 0 and text ":rb_energy_1:: Draw 1.\n:rb_energy_1:: Draw 2. This ability costs :rb_energy_2: more."
      And Alice has a Dynamo in her base
      And Alice has 4 Energy in her rune pool
      And Alice has 5 cards in her main deck
      When Alice activates ability 2 of her Dynamo
      Then Alice's rune pool holds 1 Energy
      When Alice passes
      And Bob passes
      And Alice activates her Dynamo
      Then Alice's rune pool holds 0 Energy

    @rule:403.3
    Example: Alice's Forge ability says it costs one fury Power more for each gear she controls: with two gear it takes 2 fury Power
      Given a test gear "Forge" costing 0 and text ":rb_energy_1:: Draw 1. This ability costs :rb_rune_fury: more for each gear you control."
      And a test gear "Anvil" costing 0
      And Alice has a Forge in her base
      And Alice has an Anvil in her base
      And Alice has 1 Energy and 3 fury Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Forge
      Then Alice's rune pool holds 1 fury Power
      And Alice's rune pool holds 0 Energy

    @rule:403.3
    Example: The 2 Energy more that Alice's Dynamo's ability says it costs is no part of the Dynamo's own cost: she plays it for 1
      Given a test gear "Dynamo" costing 1 and text ":rb_energy_1:: Draw 2. This ability costs :rb_energy_2: more."
      And Alice has a Dynamo in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Dynamo
      Then Alice's rune pool holds 0 Energy
      And Alice's Dynamo is in Alice's base

    @rule:403.3 @rule:356.3
    Example: Bob's Toll makes Alice's units cost more to play, not their abilities: she uses her Scribe's for its 1 Energy, and her Page costs her 2
      Given a test gear "Toll" costing 0 and text "Enemy units cost :rb_energy_1: more."
      And a test unit "Scribe" costing 1 with 1 Might and text ":rb_energy_1:: Draw 1."
      And Bob has a Toll in his base
      And a test unit "Page" costing 1 with 1 Might
      And Alice has a Scribe in her base
      And Alice has a Page in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Scribe
      Then Alice's rune pool holds 2 Energy
      When Alice passes
      And Bob passes
      And Alice plays her Page
      Then Alice's rune pool holds 0 Energy
      And Alice's Page is in Alice's base

  @rule:404 @waived:heading
  Rule: 404 Step 4: pay the costs

  Rule: 404.2 A triggered ability's cost may be declined, and the ability then leaves the chain

    @rule:404.2 @rule:404.2.a
    Example: Alice declines to exhaust her Ledger: the ability leaves the chain and the Ledger stays ready
      Given Alice has a Ledger in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Ledger
      Then Alice is asked to decide whether to perform it
      And the question to Alice cites rule 404.2
      When Alice chooses no
      Then the chain is empty
      And no countered event happened for Alice's Ledger
      And Alice's Ledger is ready
      And Alice drew 0 times

    @rule:404.2
    Example: Asked whether to pay her Ledger's exhaust, Alice must answer it: choosing nothing is refused, and the question stays until she says no
      Given Alice has a Ledger in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Ledger
      And Alice declines to choose any card
      Then the action is refused
      And Alice is asked to decide whether to perform it
      When Alice chooses no
      Then the chain is empty
      And Alice's Ledger is ready

    @rule:404.2 @rule:404.1
    Example: Alice pays the Ledger's exhaust as the ability is finalized, and draws when it resolves
      Given Alice has a Ledger in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Ledger
      And Alice chooses yes
      Then Alice's Ledger is exhausted
      And Alice's Ledger is a finalized chain item
      And Alice drew 0 times
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty

    @rule:404.2
    Example: Alice says yes to her Till's Energy cost with her pool spent on the Squire: it cannot be paid, so the ability leaves the chain and she draws nothing
      Given a test gear "Till" costing 0 and text "When you play a unit, pay :rb_energy_1: to draw 1."
      And a test unit "Squire" costing 1 with 1 Might
      And Alice has a Till in her base
      And Alice has a Squire in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Squire
      And Alice answers yes
      Then the chain is empty
      And Alice's Squire is in Alice's base
      And Alice drew 0 times

  @rule:405 @waived:heading
  Rule: 405 Step 5: check legality

  Rule: 405.1 An ability's targets are checked again once its costs are paid

    @rule:405.1
    Example: The unit Alice kills to pay for her Altar cannot also be the target its ability deals 3 to: it is not offered
      Given a test gear "Altar" costing 0 and text "Kill a unit you control: Deal 3 to a unit."
      And Alice has an Altar in her base
      And Alice has a Squire in her base
      And Alice has a Squire in her base
      When Alice activates her Altar
      And Alice chooses her Squire
      Then Alice is asked to choose what pays a cost among her Squire 2
      When Alice chooses her Squire
      Then the action is refused citing rule 355.16
      And Alice's Squire is in Alice's base
      When Alice chooses her Squire 2
      Then Alice's Squire 2 is in Alice's trash
      And Alice's Altar is targeting Alice's Squire
      And Alice's Altar is a finalized chain item

  Rule: 405.2 An ability may not lead to an illegal state, as for a card (358.3)

    @rule:405.2
    Example: In FFA3 Alice's Beacon moves Bob's and Carol's units together to the Bridge, not to the Ford, where her unit is
      Given the mode of play is FFA3
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test gear "Beacon" costing 0 and text ":rb_exhaust:: Move up to 2 enemy units to a battlefield."
      And Alice has a Beacon in her base
      And Alice has a Shipyard Skulker at the Ford
      And Bob has a Vanguard Sergeant in his base
      And Carol has a Recruit (NX) in her base
      When Alice activates her Beacon
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

  @rule:406 @waived:heading
  Rule: 406 Step 6: proceed with play

  Rule: 406.2 An ability that has gone through its steps of play is a finalized chain item

    @rule:406.2
    Example: Alice's Bell's ability is activated once it is finalized; her Echo's trigger, finalized too, is no activation
      Given a test gear "Bell" costing 0 and text ":rb_exhaust:: Draw 1."
      And a test gear "Echo" costing 0 and text "When you play a spell, draw 1."
      And a test spell "Study" costing 0 and text "Draw 1."
      And Alice has a Bell in her base
      And Alice has an Echo in her base
      And Alice has a Study in her hand
      And Alice has 4 cards in her main deck
      When Alice activates her Bell
      Then Alice's Bell is a finalized chain item
      And these events happened in order:
        | activated | Alice's Bell |
      When Alice passes
      And Bob passes
      And Alice plays her Study
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Echo
      And Alice's Echo is a finalized chain item
      And no activated event happened for Alice's Echo

  Rule: 406.3 The next pending item goes through its steps of play once one is finalized

    @rule:406.3
    Example: Two "you may" abilities trigger together: Alice decides the second as soon as the first is finalized
      Given it is Alice's turn, at the start of the beginning phase
      And a test gear "Dawn Ledger" costing 0 and text "At the start of your Beginning Phase, you may draw 1."
      And Alice has a Dawn Ledger in her base
      And Alice has a Dawn Ledger in her base
      And Alice has 4 cards in her main deck
      When Alice puts her Dawn Ledger's ability, then her Dawn Ledger 2's ability on the chain in that order
      Then Alice's Dawn Ledger is a pending chain item
      And Alice's Dawn Ledger 2 is a pending chain item
      And Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's Dawn Ledger is a finalized chain item
      And Alice's Dawn Ledger 2 is a pending chain item
      And Alice is asked to decide whether to perform it
      When Alice chooses no
      Then the chain holds Alice's Dawn Ledger
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
