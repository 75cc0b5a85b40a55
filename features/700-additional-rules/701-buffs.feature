@edition:v1.4
Feature: Buffs (rules 701–705)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Bolster" costing 0 and text "Buff a unit."
    And a test spell "Cash In" costing 0 and text "You may spend a buff to draw 1."
    And a test spell "Cull the Strong" costing 0 and text "Kill a buffed unit."
    And Alice has 3 cards in her main deck

  @rule:700 @waived:heading
  Rule: 700 Additional Rules

  @rule:701 @waived:heading
  Rule: 701 Buffs

  Rule: 702 A buff is a counter that sits on a unit

    @rule:702 @rule:702.2 @rule:702.2.a @rule:703
    Example: Alice's Bolster puts a buff on her Skulker: it is buffed and has 1 more Might
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Bolster in her hand
      And Alice has a Cull the Strong in her hand
      When Alice plays her Bolster
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 4
      When Alice plays her Cull the Strong
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash

  @rule:702.1 @waived:physical-handling
  Rule: 702.1 What players use to mark a buff

  Rule: 702.2.b Spending a buff takes one counter off the unit

    @rule:702.2 @rule:702.2.b
    Example: Alice spends her Skulker's buff to draw; the Skulker is back to its printed Might
      Given Alice has a buffed Shipyard Skulker in her base
      And Alice has a Cash In in her hand
      When Alice plays her Cash In
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice drew 1 time
      And Alice's Shipyard Skulker's Might is 3

    @rule:702.2.b
    Example: Alice spends a buff, and her Treasurer watching for that draws her one more card, citing 702.2.b; Bob's does not
      Given a test gear "Treasurer" costing 0 and text "When you spend a buff, draw 1."
      And Alice has a Treasurer in her base
      And Bob has a Treasurer in his base
      And Bob has 3 cards in his main deck
      And Alice has a buffed Shipyard Skulker in her base
      And Alice has a Cash In in her hand
      When Alice plays her Cash In
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice drew 1 time
      And the chain holds Alice's Treasurer
      And the triggered event for Alice's Treasurer cites rule 702.2.b
      And no triggered event happened for Bob's Treasurer
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Bob drew 0 times

  Rule: 702.2.b.1 No buff can be spent from a unit without one

    @rule:702.2.b.1
    Example: Alice controls only an unbuffed Skulker, so she has no buff to spend and draws nothing
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Cash In in her hand
      When Alice plays her Cash In
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice drew 0 times
      And Alice's Shipyard Skulker's Might is 3

    @rule:702.2.b.1
    Example: Alice's Tithe may spend only the buff of the unit it chose: her chosen Skulker has none, so her Sergeant keeps its buff and she draws nothing
      Given a test spell "Tithe" costing 0 and text "Choose a friendly unit. You may spend its buff to draw 1."
      And Alice has a buffed Vanguard Sergeant in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Tithe in her hand
      When Alice plays her Tithe
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then no decision is pending
      And Alice drew 0 times
      And Alice's Vanguard Sergeant's Might is 5

    @rule:702.2.b
    Example: With two buffed units, Alice's Tithe spends the buff of the one it chose, without asking whose
      Given a test spell "Tithe" costing 0 and text "Choose a friendly unit. You may spend its buff to draw 1."
      And Alice has a buffed Vanguard Sergeant in her base
      And Alice has a buffed Shipyard Skulker in her base
      And Alice has a Tithe in her hand
      When Alice plays her Tithe
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then no decision is pending
      And Alice drew 1 time
      And Alice's Shipyard Skulker's Might is 3
      And Alice's Vanguard Sergeant's Might is 5

  Rule: 702.2.b.2 A player spends buffs only from units they control

    @rule:702.2.b.2 @rule:745.2
    Example: Bob's unit has a buff but Alice's do not, so Alice spends nothing and Bob's unit keeps its buff
      Given Alice has a Shipyard Skulker in her base
      And Bob has a buffed Shipyard Skulker in his base
      And Alice has a Cash In in her hand
      When Alice plays her Cash In
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice drew 0 times
      And Bob's Shipyard Skulker's Might is 4

    @rule:702.2.b.2 @rule:745.2
    Example: With a buffed unit of her own beside Bob's, Alice spends her own unit's buff
      Given Alice has a buffed Vanguard Sergeant in her base
      And Bob has a buffed Shipyard Skulker in his base
      And Alice has a Cash In in her hand
      When Alice plays her Cash In
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice drew 1 time
      And Alice's Vanguard Sergeant's Might is 4
      And Bob's Shipyard Skulker's Might is 4

  Rule: 702.3 A unit carries one buff at most

    @rule:702.3 @rule:702.3.a @rule:703
    Example: Bolstering Alice's already buffed Sergeant adds no second buff
      Given Alice has a buffed Vanguard Sergeant in her base
      And Alice has a Bolster in her hand
      And Alice has a Bolster in her hand
      When Alice plays her Bolster
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice plays her Bolster 2
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 5
      And no buffed event happened for Alice's Vanguard Sergeant

  Rule: 704 Effects can look for, count and act on buffs

    @rule:704
    Example: Cull the Strong can choose only a buffed unit
      Given Alice has a Shipyard Skulker in her base
      And Bob has a buffed Shipyard Skulker in his base
      And Alice has a Cull the Strong in her hand
      When Alice plays her Cull the Strong
      And Alice chooses her Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Shipyard Skulker is in Alice's base

    @rule:704 @rule:703
    Example: After Alice's Stand United, each buff on her units gives 1 more Might for the rest of the turn; Bob's buffed unit gains nothing
      Given Alice has a buffed Shipyard Skulker in her base
      And Alice has a Shipyard Skulker in her base
      And Bob has a buffed Shipyard Skulker in his base
      And Alice has a Stand United in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Stand United
      And Alice chooses her Shipyard Skulker 2
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 5
      And Alice's Shipyard Skulker 2's Might is 5
      And Bob's Shipyard Skulker's Might is 4

    @rule:704 @rule:703
    Example: Two spells making buffs give 1 more Might each, the second asking a question after it, make a buff worth 3
      Given it is Alice's main phase
      And a test spell "Rally" costing 0 and text "Buffs give an additional +1 :rb_might: to friendly units this turn."
      And a test spell "Rouse" costing 0 and text "Buffs give an additional +1 :rb_might: to friendly units this turn. You may pay :rb_energy_1:. If you do, draw 1."
      And a test unit "Page" costing 0 with 1 Might
      And Alice has a buffed Page in her base
      And Alice has a Rally in her hand
      And Alice has a Rouse in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Rally
      And Alice passes
      And Bob passes
      Then Alice's Page's Might is 3
      When Alice plays her Rouse
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then Alice's Page's Might is 4

    @rule:704 @rule:703
    Example: A spell making buffs give 2 more Might turns Alice's buffed Page from 2 Might to 4, and its "if you do" draws her a card
      Given it is Alice's main phase
      And a test spell "Surge" costing 0 and text "Buffs give an additional +2 :rb_might: to friendly units this turn. If you do, draw 1."
      And a test unit "Page" costing 0 with 1 Might
      And Alice has a buffed Page in her base
      And Alice has a Surge in her hand
      And Alice has 2 cards in her main deck
      Then Alice's Page's Might is 2
      When Alice plays her Surge
      And Alice passes
      And Bob passes
      Then Alice's Page's Might is 4
      And Alice drew 1 time

  Rule: 704.1 A buff is a counter, so spending one targets nothing

    @rule:704.1
    Example: Cash In chooses the buff to spend only as it resolves, among Alice's buffed units, and targets nothing
      Given Alice has a buffed Shipyard Skulker in her base
      And Alice has a buffed Vanguard Sergeant in her base
      And Alice has a Cash In in her hand
      When Alice plays her Cash In
      Then no decision is pending
      And Alice's Cash In is targeting nothing
      When Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice chooses her Vanguard Sergeant
      Then Alice drew 1 time
      And Alice's Vanguard Sergeant's Might is 4
      And Alice's Shipyard Skulker's Might is 4

    @rule:704.1
    Example: Alice's Wake spends her Sergeant's buff to ready "it": the exhausted Squire it chose is readied, not the Sergeant whose buff paid
      Given a test spell "Wake" costing 0 and text "Choose a unit. You may spend a buff to ready it."
      And a test unit "Squire" costing 1 with 1 Might
      And Alice has a buffed Vanguard Sergeant in her base
      And Alice has an exhausted Squire in her base
      And Alice has a Wake in her hand
      When Alice plays her Wake
      And Alice chooses her Squire
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's Squire is ready
      And Alice's Vanguard Sergeant's Might is 4

  Rule: 705 A unit that leaves play loses its buffs

    @rule:705 @rule:748 @rule:742
    Example: Alice's buffed Skulker goes back to her hand; played again, it has no buff
      Given a test spell "Send Back" costing 0 and text "Return a unit to its owner's hand."
      And Alice has a buffed Shipyard Skulker at the Bridge
      And Alice has a Send Back in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Send Back
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's hand
      When Alice plays her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker's Might is 3

  Rule: 705.1 A champion back in the champion zone has no buff

    @rule:705.1
    Example: Alice's buffed champion dies, Hallowed Tomb returns it to her champion zone, and played again it has no buff
      Given a Hallowed Tomb battlefield called the Tomb
      And the Tomb is controlled by Alice
      And a test unit "Oracle, Seer" costing 0 with 3 Might
      And Alice has an Oracle, Seer as her chosen champion
      And a test unit "Footman" costing 0 with 3 Might
      And Alice has a Footman at the Tomb
      And Bob has 3 cards in his main deck
      And Alice has a Bolster in her hand
      And Alice has a Cull the Strong in her hand
      When Alice plays her Oracle, Seer
      And Alice chooses base
      And Alice plays her Bolster
      And Alice chooses her Oracle, Seer
      And Alice passes
      And Bob passes
      Then Alice's Oracle, Seer's Might is 4
      When Alice plays her Cull the Strong
      And Alice chooses her Oracle, Seer
      And Alice passes
      And Bob passes
      Then Alice's Oracle, Seer is in Alice's trash
      When Alice ends her turn
      And Bob ends his turn
      Then the chain holds the Tomb
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice's Oracle, Seer is in Alice's champion zone
      When Alice plays her Oracle, Seer
      And Alice chooses base
      Then Alice's Oracle, Seer is in Alice's base
      And Alice's Oracle, Seer's Might is 3
