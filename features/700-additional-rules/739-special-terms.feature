@edition:v1.4
Feature: Special terms (rules 739–740)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a battlefield called the Ford
    And a test spell "Pep Talk" costing 0 and text "Buff a friendly unit."
    And a test spell "Snipe" costing 0 and text "Kill an enemy unit."
    And a test spell "Cash In" costing 0 and text "You may spend a buff to draw 1."
    And Alice has 3 cards in her main deck

  @rule:739 @waived:heading
  Rule: 739 Special Terms

  @rule:740 @rule:740.1 @rule:740.2 @rule:740.3 @rule:740.4 @waived:heading
  Rule: 740 Words that card text and the rules use in a particular sense

  Rule: 740.1.a Objects with the same controller are friendly

    @rule:740.1.a
    Example: Pep Talk buffs only a unit Alice controls
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Pep Talk in her hand
      When Alice plays her Pep Talk
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 4
      And Bob's Shipyard Skulker's Might is 3

    @rule:740.1.a
    Example: In 2v2, Ornn, Forge God counts Carol's gear as friendly, while Illaoi counts no token of Carol's as one Alice controls
      Given the mode of play is 2v2
      And a test gear "Anvil" costing 0
      And Alice has an Ornn, Forge God in her base
      And Alice has an Illaoi, Prophet of the Great Kraken in her base
      And Carol has an Anvil in her base
      And Carol has a Sprite in her base
      And Bob has an Anvil in his base
      Then Alice's Ornn, Forge God's Might is 5
      And Alice's Illaoi, Prophet of the Great Kraken's Might is 4

  Rule: 740.1.b Objects whose controllers are opponents are enemies

    @rule:740.1.b @rule:740.1.a
    Example: In 2v2, Alice's passives take Carol's unit as friendly and only Bob's as an enemy: +1 to Carol's unit, -1 to Bob's, neither the other way round
      Given the mode of play is 2v2
      And a test unit "Herald" costing 0 with 1 Might and text "Other friendly units have +1 :rb_might:."
      And a test unit "Blight" costing 0 with 1 Might and text "Enemy units have -1 :rb_might:."
      And Alice has a Herald in her base
      And Alice has a Blight in her base
      And Carol has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker in his base
      Then Carol's Shipyard Skulker's Might is 4
      And Bob's Shipyard Skulker's Might is 2

    @rule:740.1.b
    Example: Snipe kills only a unit of Alice's opponent
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Snipe in her hand
      When Alice plays her Snipe
      And Alice chooses her Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Shipyard Skulker is in Alice's base

    @rule:740.1.b
    Example: Once Alice has killed Bob's unit, an enemy unit has died this turn, so her Spoils of War costs 2 Energy less
      Given a test spell "Execute" costing 0 and text "Kill a unit."
      And Bob has a Shipyard Skulker in his base
      And Alice has an Execute in her hand
      And Alice has a Spoils of War in her hand
      And Alice has 2 Energy and 1 body Power in her rune pool
      When Alice plays her Execute
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      When Alice plays her Spoils of War
      Then Alice's rune pool holds 0 Energy
      And Alice's Spoils of War is a finalized chain item

    @rule:740.1.b @rule:740.1.a
    Example: A unit of Alice's own that died this turn is no enemy unit: her Spoils of War keeps its full cost
      Given a test spell "Execute" costing 0 and text "Kill a unit."
      And Alice has a Shipyard Skulker in her base
      And Alice has an Execute in her hand
      And Alice has a Spoils of War in her hand
      And Alice has 2 Energy and 1 body Power in her rune pool
      When Alice plays her Execute
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      When Alice plays her Spoils of War
      Then the action is refused

    @rule:740.1.b @rule:740.1.a
    Example: A battlefield nobody controls is neither friend nor enemy to any unit: its passives for a friendly or an enemy defender leave Bob's Sergeant at 4 Might
      Given a test battlefield "Neutral Ground" with text "While a friendly unit defends, it gets +2 :rb_might:.\nWhile an enemy unit defends, it gets +2 :rb_might:."
      And a Neutral Ground battlefield called the Ground
      And Bob has a Vanguard Sergeant at the Ground
      And Alice has a Shipyard Skulker in her base
      Then no player controls the Ground
      When Alice moves her Shipyard Skulker to the Ground
      Then a combat is under way at the Ground
      And Bob's Vanguard Sergeant's Might is 4
      And Alice's Shipyard Skulker's Might is 3

  Rule: 740.2.a A unit is alone when no other friendly unit shares its location

    @rule:740.2.a
    Example: Alice's Loner attacks Bob's Sergeant by itself: it is alone, though Alice has a unit in her base
      Given a test unit "Loner" costing 0 with 3 Might and text "When I attack alone, draw 1."
      And Alice has a Loner in her base
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Loner to the Bridge
      Then a combat is under way at the Bridge
      And the chain holds Alice's Loner
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:740.2.a
    Example: Alice's Loner attacks beside her Skulker: it is not alone, and its ability stays quiet
      Given a test unit "Loner" costing 0 with 3 Might and text "When I attack alone, draw 1."
      And Alice has a Loner in her base
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Loner and her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      And no triggered event happened for Alice's Loner

    @rule:740.2.a
    Example: Bob's Guard defends the Bridge beside his Skulker: it is not alone, and its "When I defend alone" stays quiet
      Given a test unit "Guard" costing 0 with 2 Might and text "When I defend alone, draw 1."
      And the Bridge is controlled by Bob
      And Bob has a Guard at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      Then a combat is under way at the Bridge
      And no triggered event happened for Bob's Guard

    @rule:740.2.a
    Example: Alice holds the Bridge with her Keeper and her Skulker there: the Keeper is not alone, so its "When I hold alone" stays quiet
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Keeper" costing 0 with 2 Might and text "When I hold alone, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Keeper at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has 3 cards in her main deck
      Then the chain is empty
      And no triggered event happened for Alice's Keeper

    @rule:740.2.a
    Example: Alice holds the Bridge with her Keeper alone there, her Skulker in her base: the Keeper's "When I hold alone" triggers
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Keeper" costing 0 with 2 Might and text "When I hold alone, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Keeper at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Keeper

    @rule:740.2.a
    Example: At the Forbidding Waste, Bob's Sergeant defending alone has 2 less Might and falls to Alice's Skulker
      Given a Forbidding Waste battlefield called the Waste
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Waste
      When Alice moves her Shipyard Skulker to the Waste
      Then Bob's Vanguard Sergeant's Might is 2
      When Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Alice's Shipyard Skulker is at the Waste

    @rule:740.2.a
    Example: At the Forbidding Waste, Bob's two Sergeants defend together: neither is alone, and they keep their Might
      Given a Forbidding Waste battlefield called the Waste
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Waste
      And Bob has a Vanguard Sergeant at the Waste
      When Alice moves her Shipyard Skulker to the Waste
      Then Bob's Vanguard Sergeant's Might is 4
      And Bob's Vanguard Sergeant 2's Might is 4

    @rule:740.2.a
    Example: Bob's Banner helps his Sergeant defending alone at the Bridge, Alice's Pennant her Skulker attacking alone there, and the Forbidding Waste, elsewhere, takes nothing from him
      Given a Forbidding Waste battlefield called the Waste
      And a test gear "Banner" costing 0 and text "While a friendly unit defends alone, it gets +2 :rb_might:."
      And a test gear "Pennant" costing 0 and text "While a friendly unit attacks alone, it gets +1 :rb_might:."
      And Bob has a Banner in his base
      And Bob has a Banner in his hand
      And Alice has a Pennant in her base
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then Bob's Vanguard Sergeant 2's Might is 6
      And Bob's Vanguard Sergeant's Might is 4
      And Alice's Shipyard Skulker's Might is 4

    @rule:740.2.a
    Example: Alice's Taunt weakens Bob's Sergeant defending alone and Bob's Ward her Skulker attacking alone: each names the other side's lone unit
      Given a test gear "Taunt" costing 0 and text "While an enemy unit defends alone, it gets -1 :rb_might:."
      And a test gear "Ward" costing 0 and text "While an enemy unit is attacking alone, it has -2 :rb_might:."
      And Alice has a Taunt in her base
      And Bob has a Ward in his base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then Bob's Vanguard Sergeant's Might is 3
      And Alice's Shipyard Skulker's Might is 1

    @rule:740.2.a
    Example: Alice's Taunt and Ward name only Bob's lone units: his two defenders are not alone and her own lone attacker is not an enemy, so all keep their Might
      Given a test gear "Taunt" costing 0 and text "While an enemy unit defends alone, it gets -1 :rb_might:."
      And a test gear "Ward" costing 0 and text "While an enemy unit is attacking alone, it has -2 :rb_might:."
      And Alice has a Taunt in her base
      And Alice has a Ward in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      And Bob's Vanguard Sergeant's Might is 4
      And Bob's Vanguard Sergeant 2's Might is 4
      And Alice's Shipyard Skulker's Might is 3

    @rule:740.2.a
    Example: A gear beside Alice's Hermit in her base leaves it alone, so it has its +2 Might; her Skulker beside her Monk does not
      Given a test unit "Hermit" costing 0 with 3 Might and text "While I'm alone, I have +2 :rb_might:."
      And a test unit "Monk" costing 0 with 3 Might and text "While I'm alone, I have +2 :rb_might:."
      And a test gear "Lantern" costing 0
      And Alice has a Hermit in her base
      And Alice has a Lantern in her base
      And Alice has a Monk at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      Then Alice's Hermit's Might is 5
      And Alice's Monk's Might is 3

  Rule: 740.2.b One on one: the unit and the single enemy unit facing it are both alone

    @rule:740.2.b
    Example: Alice's Duelist attacks Bob's only unit at the Bridge: one on one
      Given a test unit "Duelist" costing 0 with 3 Might and text "When I attack one on one, draw 1."
      And Alice has a Duelist in her base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Duelist to the Bridge
      Then the chain holds Alice's Duelist
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:740.2.b
    Example: Alice's Duelist attacks alone into two of Bob's units: the enemy is not alone, so not one on one
      Given a test unit "Duelist" costing 0 with 3 Might and text "When I attack one on one, draw 1."
      And Alice has a Duelist in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Duelist to the Bridge
      Then a combat is under way at the Bridge
      And no triggered event happened for Alice's Duelist

    @rule:740.2.b
    Example: Alice's Duelist and her Skulker attack Bob's one unit: the Duelist is not alone, so not one on one
      Given a test unit "Duelist" costing 0 with 3 Might and text "When I attack one on one, draw 1."
      And Alice has a Duelist in her base
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Duelist and her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      And no triggered event happened for Alice's Duelist

  Rule: 740.2.c A unit is in combat at the battlefield of the combat, with a combat designation

    @rule:740.2.c
    Example: Bob's defender that Alice's spell moves from the combat to the Ford is no longer in combat when the same spell hits the units in combat
      Given a test spell "Shove" costing 0 and text "[Action]\nMove an enemy unit to a battlefield. Then deal 1 to each unit in combat."
      And Alice has a Mega-Mech in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Shove in her hand
      When Alice moves her Mega-Mech to the Bridge
      Then a combat is under way at the Bridge
      When Alice plays her Shove
      And Alice chooses Bob's Vanguard Sergeant
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is at the Ford
      And Bob's Vanguard Sergeant has 0 damage
      And Bob's Shipyard Skulker has 1 damage

    @rule:740.2.c @rule:323.2
    Example: Alice's Skulker that her spell moves from her base into the combat has no designation yet, so the same spell's damage to the units in combat misses it
      Given a test spell "Rush In" costing 0 and text "[Action]\nMove a friendly unit to a battlefield. Then deal 1 to each unit in combat."
      And Alice has a Mega-Mech in her base
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Rush In in her hand
      When Alice moves her Mega-Mech to the Bridge
      Then a combat is under way at the Bridge
      When Alice plays her Rush In
      And Alice chooses Alice's Shipyard Skulker
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Bridge
      And Alice's Shipyard Skulker has 0 damage
      And Alice's Mega-Mech has 1 damage
      And Alice's Shipyard Skulker is an attacker

    @rule:740.2.c
    Example: Cannon Barrage hits Bob's defender at the Bridge, not his units at the Ford or in his base
      Given Alice has a Mega-Mech in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Cannon Barrage in her hand
      And Alice has 2 Energy and 1 body Power in her rune pool
      When Alice moves her Mega-Mech to the Bridge
      Then a combat is under way at the Bridge
      When Alice plays her Cannon Barrage
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 2 damage
      And Bob's Vanguard Sergeant 2 has 0 damage
      And Bob's Vanguard Sergeant 3 has 0 damage
      And Alice's Mega-Mech has 0 damage

    @rule:740.2.c
    Example: Outside a combat Cannon Barrage finds no unit in combat
      Given Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Cannon Barrage in her hand
      And Alice has 2 Energy and 1 body Power in her rune pool
      When Alice plays her Cannon Barrage
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 0 damage

    @rule:740.2.c
    Example: In a non-combat showdown at the Bridge, Alice's unit there is in no combat, so her spell for a unit in combat has no target
      Given a test spell "Spur" costing 0 and text "[Reaction]\nGive a unit in combat +2 :rb_might: this turn."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Spur in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      Then a non-combat showdown is under way at the Bridge
      When Alice plays her Spur
      Then the action is refused
      And Alice's Spur is in Alice's hand

    @rule:740.2.c
    Example: Alice's Snipe kills Bob's Draven at the Bridge with no combat under way: he dies out of combat, so his "When I die in combat" stays quiet
      Given Bob has a Draven, Audacious at the Bridge
      And Alice has 1 universal Power in her rune pool
      And Alice has a Snipe in her hand
      When Alice plays her Snipe
      And Alice chooses Bob's Draven, Audacious
      And Alice passes
      And Bob passes
      Then Bob's Draven, Audacious is in Bob's trash
      And the chain is empty
      And no triggered event happened for Bob's Draven, Audacious
      And Alice's score is 0

    @rule:740.2.c
    Example: Bob's defender that Alice's spell moves out of the combat to his base and then kills there dies out of combat, so its "When I die in combat" stays quiet
      Given a test unit "Martyr" costing 0 with 2 Might and text "When I die in combat, draw 1."
      And a test spell "Cast Out" costing 0 and text "[Action]\nMove an enemy unit to its base. Then kill it."
      And Alice has a Mega-Mech in her base
      And Bob has a Martyr at the Bridge
      And Alice has a Cast Out in her hand
      When Alice moves her Mega-Mech to the Bridge
      Then a combat is under way at the Bridge
      And Bob's Martyr is a defender
      When Alice plays her Cast Out
      And Alice chooses Bob's Martyr
      And Alice passes
      And Bob passes
      Then Bob's Martyr is in Bob's trash
      And no triggered event happened for Bob's Martyr

    @rule:740.2.c @rule:464.2.c.3.a
    Example: Bob's unit that Alice's spell drags into the combat and kills at once dies before any cleanup gives it a designation: out of combat, its "When I die in combat" stays quiet
      Given a test unit "Martyr" costing 0 with 2 Might and text "When I die in combat, draw 1."
      And a test spell "Drag In" costing 0 and text "[Action]\nMove an enemy unit to a battlefield. Then kill it."
      And Alice has a Mega-Mech in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Martyr in his base
      And Alice has a Drag In in her hand
      When Alice moves her Mega-Mech to the Bridge
      Then a combat is under way at the Bridge
      And Bob's Vanguard Sergeant is a defender
      When Alice plays her Drag In
      And Alice chooses Bob's Martyr
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Martyr is in Bob's trash
      And no triggered event happened for Bob's Martyr

  Rule: 740.3.a A tie: units of different players still at the combat's battlefield at step 3d of the combat cleanup

    @rule:740.3.a
    Example: Neither of two 0 Might units hurts the other, so the combat is a tie and Alice's attacker is recalled
      Given a test unit "Scarecrow" costing 0 with 0 Might
      And Alice has a Scarecrow in her base
      And Bob has a Scarecrow at the Bridge
      When Alice moves her Scarecrow to the Bridge
      Then a combat is under way at the Bridge
      When Alice passes
      And Bob passes
      Then no showdown is under way
      And Alice's Scarecrow is in Alice's base
      And Bob's Scarecrow is at the Bridge

    @rule:740.3.a
    Example: Alice's Mega-Mech destroys Bob's only defender: no tie, so the Mech stays at the Bridge
      Given Alice has a Mega-Mech in her base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Mega-Mech to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Alice's Mega-Mech is at the Bridge

  Rule: 740.4.a "Do X to do Y": X is a cost within the instruction, Y its effect

    @rule:740.4.a @rule:740.4.a.1
    Example: Cash In asks for its cost only as it resolves, and draws once the buff is spent
      Given Alice has a buffed Shipyard Skulker in her base
      And Alice has a Cash In in her hand
      When Alice plays her Cash In
      Then no decision is pending
      And Alice's Shipyard Skulker's Might is 4
      When Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice drew 1 time
      And Alice's Shipyard Skulker's Might is 3

  Rule: 740.4.a.1 A spell's cost within an instruction is paid as it resolves, and gives the effect only if paid

    @rule:740.4.a.1
    Example: Alice declines Cash In's cost as it resolves, so she draws nothing
      Given Alice has a buffed Shipyard Skulker in her base
      And Alice has a Cash In in her hand
      When Alice plays her Cash In
      And Alice passes
      And Bob passes
      And Alice chooses no
      Then Alice drew 0 times
      And Alice's Shipyard Skulker's Might is 4

  Rule: 740.4.a.2 A cost opening a triggered ability's effect is paid as the ability is finalized

    @rule:740.4.a.2
    Example: Alice discards for the Tinker as its ability goes on the chain, and draws on resolution
      Given a test gear "Tinker" costing 0 and text "When you play this, you may discard 1 to draw 2."
      And Alice has a Tinker in her hand
      And Alice has a Shipyard Skulker in her hand
      When Alice plays her Tinker
      And Alice chooses yes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice drew 0 times
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

  Rule: 740.4.a.2.a A cost later in a triggered ability's effect is paid as it resolves

    @rule:740.4.a.2.a
    Example: The Scholar's later discard is asked only once its ability resolves
      Given a test gear "Scholar" costing 0 and text "When you play this, draw 1, then you may discard 1 to draw 2."
      And Alice has a Scholar in her hand
      And Alice has a Shipyard Skulker in her hand
      When Alice plays her Scholar
      Then no decision is pending
      And Alice's Shipyard Skulker is in Alice's hand
      When Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      And Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice drew 3 times
