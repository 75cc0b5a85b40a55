@edition:v1.4
Feature: Killing permanents (rule 428)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Smite" costing 0 and text "Kill a unit at a battlefield."
    And a test spell "Poke" costing 0 and text "Deal 2 to a unit."
    And a test unit "Martyr" costing 0 with 2 Might and text "[Deathknell][>] Draw 1."

  @rule:428 @waived:heading
  Rule: 428 Kill

  Rule: 428.1 Killing puts a permanent from the board into the trash

    @rule:428.1 @rule:428.2 @rule:428.3 @rule:428.3.a @rule:428.1.a @rule:428.1.a.1 @rule:428.1.a.1.a @rule:428.6 @rule:428.5.b
    Example: Alice's Smite kills the unit she took from Bob, and it goes to Bob's trash; the kill is Alice's, so her Trophy Rack draws
      Given a test spell "Turncoat" costing 0 and text "Take control of an enemy unit at a battlefield."
      And a test gear "Trophy Rack" costing 0 and text "When you kill a unit, draw 1."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Trophy Rack in her base
      And Alice has 1 card in her main deck
      And Alice has a Turncoat in her hand
      And Alice has a Smite in her hand
      When Alice plays her Turncoat
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice controls Bob's Vanguard Sergeant
      And a non-combat showdown is under way at the Bridge
      When Alice passes
      And Bob passes
      And Alice plays her Smite
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And the died event for Bob's Vanguard Sergeant cites rule 428
      And Alice's trash holds 2 cards
      And the chain holds Alice's Trophy Rack
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 428.1.a.1 An active kill is done by an instruction or as a cost

    @rule:428.1.a.1 @rule:428.1.a
    Example: Killing the Relic is the cost of its ability: it goes to the trash and Alice draws
      Given a test gear "Relic" costing 0 and text "Kill this: Draw 1."
      And Alice has a Relic in her base
      And Alice has 2 cards in her main deck
      When Alice activates her Relic
      Then Alice's Relic is in Alice's trash
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

  Rule: 428.1.a.1.b A unit killed by an instruction has its own death abilities put on the Chain before it goes

    @rule:428.1.a.1.b
    Example: Smite on Bob's Martyr: its Deathknell triggers while it is still on the board, then it dies
      Given Bob has a Martyr at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Smite in her hand
      When Alice plays her Smite
      And Alice chooses Bob's Martyr
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | triggered | Bob's Martyr |
        | died      | Bob's Martyr |
      And the chain holds Bob's Martyr
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card

  Rule: 428.1.a.2 Lethal damage kills without an instruction

    @rule:428.1.a.2 @rule:428.4 @rule:428.1.a
    Example: A unit in its base dealt lethal damage dies in the cleanup
      Given Bob has a Martyr in his base
      And Bob has 2 cards in his main deck
      And Alice has a Poke in her hand
      When Alice plays her Poke
      And Alice chooses Bob's Martyr
      And Alice passes
      And Bob passes
      Then Bob's Martyr is in Bob's trash
      And the chain holds Bob's Martyr
      And the triggered event for Bob's Martyr cites rule 323.4

    @rule:428.1.a.2 @rule:428.4
    Example: A unit at a battlefield dealt less than lethal damage stays
      Given Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Poke in her hand
      When Alice plays her Poke
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is at the Bridge
      And Bob's Vanguard Sergeant has 2 damage

    @rule:428.1.a.2 @rule:323.5
    Example: Alice's Footman dealt lethal damage dies once in the cleanup: her Griever, watching other friendly units die, draws her 1 card
      Given it is Alice's main phase
      And a test unit "Griever" costing 0 with 1 Might and text "When another friendly unit dies, draw 1."
      And a test spell "Zap" costing 0 and text "Deal 3 to a unit."
      And a test unit "Footman" costing 0 with 1 Might
      And Alice has a Griever in her base
      And Alice has a Footman in her base
      And Alice has a Zap in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Zap
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And the chain holds Alice's Griever
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

  Rule: 428.5.b The player whose instruction kills a unit is responsible for that kill

    @rule:428.5.b
    Example: Alice's "When you kill a stunned enemy unit" reads each unit Alice kills as it was: not Bob's ready Pup, only his stunned one
      Given a test gear "Pillory" costing 0 and text "When you kill a stunned enemy unit, draw 1, then banish it."
      And a test unit "Pup" costing 0 with 2 Might
      And a test spell "Slay" costing 0 and text "Kill a unit."
      And Alice has a Pillory in her base
      And Bob has a Pup in his base
      And Bob has a stunned Pup in his base
      And Alice has a Slay in her hand
      And Alice has a Slay in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Slay
      And Alice chooses Bob's Pup
      And Alice passes
      And Bob passes
      Then Bob's Pup is in Bob's trash
      And the chain is empty
      And no triggered event happened for Alice's Pillory
      When Alice plays her Slay 2
      And Alice chooses Bob's Pup 2
      And Alice passes
      And Bob passes
      Then Bob's Pup 2 is in Bob's trash
      And the chain holds Alice's Pillory
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Bob's Pup 2 is in Bob's banishment

    @rule:428.5.b
    Example: Bob's exhausted, buffed, damaged and Mighty Brute, killed by Alice, sets off each of her four watchers of a unit so killed
      Given a test gear "Tally" costing 0 and text "When you kill a buffed unit, draw 1."
      And a test gear "Wound Count" costing 0 and text "When you kill a damaged unit, draw 1."
      And a test gear "Night Watch" costing 0 and text "When you kill an exhausted unit, draw 1."
      And a test gear "Giant Bane" costing 0 and text "When you kill a [Mighty] unit, draw 1."
      And a test unit "Brute" costing 0 with 5 Might
      And a test spell "Slay" costing 0 and text "Kill a unit."
      And Alice has a Tally in her base
      And Alice has a Wound Count in her base
      And Alice has a Night Watch in her base
      And Alice has a Giant Bane in her base
      And Bob has an exhausted buffed Brute with 1 damage in his base
      And Alice has a Slay in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Slay
      And Alice chooses Bob's Brute
      And Alice passes
      And Bob passes
      Then Bob's Brute is in Bob's trash
      And Alice is asked to order her triggered abilities
      When Alice puts her Tally's ability, then her Wound Count's ability, then her Night Watch's ability, then her Giant Bane's ability on the chain in that order
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 4 times
      And the chain is empty

    @rule:428.5.b
    Example: Alice's Purge cannot kill Bob's Stalwart, which can't be killed: the spell killed nothing, so her Phoenix Eye does not trigger
      Given a test gear "Phoenix Eye" costing 0 and text "When you kill a unit with a spell, draw 1."
      And a test spell "Purge" costing 0 and text "Kill a unit."
      And a test unit "Stalwart" costing 0 with 3 Might and text "I can't be killed."
      And Alice has a Phoenix Eye in her base
      And Alice has a Purge in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Stalwart at the Bridge
      When Alice plays her Purge
      And Alice chooses Bob's Stalwart
      And Alice passes
      And Bob passes
      Then Bob's Stalwart is at the Bridge
      And the chain is empty
      And Alice drew 0 times

  Rule: 428.5.c A unit that dies in the cleanup after a spell damaged it was killed by that spell

    @rule:428.5.c @faq:origins:mean-kill-unit-spell-seems-like
    Example: Alice's Poke deals lethal damage to Bob's unit, so her Immortal Phoenix in the trash sees her kill a unit with a spell
      Given Alice has an Immortal Phoenix in her trash
      And Bob has a Recruit (NX) in his base
      And Alice has a Poke in her hand
      And Alice has 4 Energy and 2 fury Power in her rune pool
      When Alice plays her Poke
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Alice is asked to decide whether to perform it
      When Alice chooses no
      Then the chain is empty
      And Alice's Immortal Phoenix is in Alice's trash

    @rule:428.5.c @rule:383.2.c.1
    Example: Alice's kill with a spell wakes the Immortal Phoenix in her trash, citing 383.2.c.1, not the one in her base
      Given Alice has an Immortal Phoenix in her base
      And Alice has an Immortal Phoenix in her trash
      And Bob has a Recruit (NX) in his base
      And Alice has a Poke in her hand
      When Alice plays her Poke
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And the triggered event for Alice's Immortal Phoenix 2 cites rule 383.2.c.1
      And no triggered event happened for Alice's Immortal Phoenix
      When Alice chooses no
      Then the chain is empty
      And Alice's Immortal Phoenix 2 is in Alice's trash

    @rule:428.5.c @faq:origins:mean-kill-unit-spell-seems-like
    Example: Last Breath makes Alice's unit deal the lethal damage, so her Immortal Phoenix does not trigger
      Given a test unit "Brute" costing 0 with 5 Might
      And Alice has an Immortal Phoenix in her trash
      And Alice has a Brute in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Last Breath in her hand
      And Alice has 3 Energy and 1 calm and 1 chaos Power in her rune pool
      When Alice plays her Last Breath
      And Alice chooses her Brute
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And no triggered event happened for Alice's Immortal Phoenix

    @rule:428.5.c @faq:origins:mean-kill-unit-spell-seems-like
    Example: Poke damage that proves lethal only later, after a Stupefy-like Might loss, is no kill with a spell
      Given a test spell "Sap" costing 0 and text "Give a unit -2 :rb_might: this turn."
      And Alice has an Immortal Phoenix in her trash
      And Bob has a Shipyard Skulker in his base
      And Alice has a Poke in her hand
      And Alice has a Sap in her hand
      When Alice plays her Poke
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker has 2 damage
      When Alice plays her Sap
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And no triggered event happened for Alice's Immortal Phoenix

    @rule:428.5.c
    Example: Alice's Scatter puts 2 of its 5 on Bob's Footman, which dies in the cleanup: a kill with a spell, so her Phoenix Eye draws
      Given a test gear "Phoenix Eye" costing 0 and text "When you kill a unit with a spell, draw 1."
      And a test spell "Scatter" costing 0 and text "Deal 5 damage split among up to three enemy units."
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Phoenix Eye in her base
      And Alice has a Scatter in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Footman at the Bridge
      And Bob has a Mega-Mech at the Bridge
      When Alice plays her Scatter
      And Alice chooses Bob's Footman and Bob's Mega-Mech
      And Alice passes
      And Bob passes
      And Alice assigns 2 to Bob's Footman and 3 to Bob's Mega-Mech
      Then Bob's Footman is in Bob's trash
      And the chain holds Alice's Phoenix Eye
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:428.5.c @rule:185.2.d
    Example: A unit token is a unit: Alice's Purge killing her Recruit token, and her Zap dealing lethal damage to another, each sets off her Phoenix Eye
      Given a test gear "Phoenix Eye" costing 0 and text "When you kill a unit with a spell, draw 1."
      And a test spell "Levy" costing 0 and text "Play two Recruit unit tokens to your base."
      And a test spell "Purge" costing 0 and text "Kill a unit."
      And a test spell "Zap" costing 0 and text "Deal 3 to a unit."
      And Alice has a Phoenix Eye in her base
      And Alice has a Levy in her hand
      And Alice has a Purge in her hand
      And Alice has a Zap in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's base holds 2 Recruit tokens controlled by Alice
      When Alice plays her Purge
      And Alice chooses Alice's Recruit
      And Alice passes
      And Bob passes
      Then Alice's base holds a Recruit token controlled by Alice
      And the chain holds Alice's Phoenix Eye
      And the triggered event for Alice's Phoenix Eye does not cite rule 383.2.c.1
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Zap
      And Alice chooses Alice's Recruit 2
      And Alice passes
      And Bob passes
      Then Alice's base holds no Recruit token
      And the chain holds Alice's Phoenix Eye
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:428.5.c
    Example: A kill with a spell sets off a trigger that also watches a hold, whether it reads "or hold" or "or when you hold": the lethal damage of Alice's Blast
      Given a test gear "Trophy" costing 0 and text "When you kill a unit with a spell or hold, draw 1."
      And a test gear "Banner" costing 0 and text "When you kill a unit with a spell or when you hold, draw 1."
      And a test spell "Blast" costing 0 and text "Deal 5 to a unit."
      And Alice has a Trophy in her base
      And Alice has a Banner in her base
      And Alice has a Blast in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      When Alice plays her Blast
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice is asked to order her triggered abilities
      When Alice puts her Trophy's ability, then her Banner's ability on the chain in that order
      Then the chain holds Alice's Trophy, then Alice's Banner
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:428.5.c
    Example: Alice's Scope watches her choosing a unit with a spell, not her killing one: it triggers as her Blast chooses Bob's Skulker, and not again as the Blast kills it
      Given a test gear "Scope" costing 0 and text "When you choose a unit with a spell, draw 1."
      And a test spell "Blast" costing 0 and text "Deal 5 to a unit."
      And Alice has a Scope in her base
      And Alice has a Blast in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      When Alice plays her Blast
      And Alice chooses Bob's Shipyard Skulker
      Then the chain holds Alice's Blast, then Alice's Scope
      When Alice passes
      And Bob passes
      Then the chain holds Alice's Blast
      When Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And the chain is empty
      And Alice drew 1 time

  Rule: 428.5.c.1 Whoever dealt the lethal damage is responsible for the kill in the cleanup

    @rule:428.5.c.1 @rule:428.5.c
    Example: On Alice's turn Bob's reaction deals his own Pup lethal damage: Bob killed it, so his Trophy Rack draws; Alice's stays quiet, and so does his Horn watching unit plays
      Given a test gear "Trophy Rack" costing 0 and text "When you kill a unit, draw 1."
      And a test gear "Horn" costing 0 and text "When you play a unit, draw 1."
      And a test unit "Pup" costing 0 with 2 Might
      And a test spell "Plain Word" costing 0
      And a test spell "Jab" costing 0 and text "[Reaction]\nDeal 2 to a unit."
      And Alice has a Trophy Rack in her base
      And Bob has a Trophy Rack in his base
      And Bob has a Horn in his base
      And Bob has a Pup in his base
      And Alice has a Plain Word in her hand
      And Bob has a Jab in his hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Jab
      And Bob chooses his Pup
      And Bob passes
      And Alice passes
      Then Bob's Pup is in Bob's trash
      And the chain holds Alice's Plain Word, then Bob's Trophy Rack
      And the triggered event for Bob's Trophy Rack cites rule 428.5
      And no triggered event happened for Alice's Trophy Rack
      When Bob passes
      And Alice passes
      Then Bob drew 1 time

  Rule: 428.5.c.2 A unit killed in the combat cleanup is killed by the combat damage, not by a spell that damaged it earlier

    @rule:428.5.c.2 @rule:428.5 @rule:428.5.a
    Example: Alice's Nick damages Bob's Skulker during the showdown; her Mega-Mech's combat damage kills it, so her Phoenix Eye does not see a kill with a spell
      Given a test gear "Phoenix Eye" costing 0 and text "When you kill a unit with a spell, draw 1."
      And a test spell "Nick" costing 0 and text "[Action]\nDeal 1 to a unit at a battlefield."
      And Alice has a Phoenix Eye in her base
      And Alice has a Mega-Mech in her base
      And Alice has a Nick in her hand
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has 3 cards in her main deck
      When Alice moves her Mega-Mech to the Bridge
      And Alice plays her Nick
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker has 1 damage
      When Bob passes
      And Alice passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And no triggered event happened for Alice's Phoenix Eye
      And Alice's hand holds 0 cards

  Rule: 428.5.d An ability a spell creates shares the spell's kills

    @rule:428.5.d @rule:428.5 @rule:428.5.a
    Example: The "do this" of Alice's Follow-Through deals the lethal damage: she killed a unit with a spell, and her Phoenix Eye draws
      Given a test gear "Phoenix Eye" costing 0 and text "When you kill a unit with a spell, draw 1."
      And a test spell "Follow-Through" costing 0 and text "Do this: Deal 3 to a unit."
      And Alice has a Phoenix Eye in her base
      And Alice has a Follow-Through in her hand
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has 3 cards in her main deck
      When Alice plays her Follow-Through
      And Alice passes
      And Bob passes
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And the chain holds Alice's Phoenix Eye
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:428.5.d
    Example: The same damage from a gear's ability is no kill with a spell: the Phoenix Eye stays quiet
      Given a test gear "Phoenix Eye" costing 0 and text "When you kill a unit with a spell, draw 1."
      And a test gear "Ballista" costing 0 and text ":rb_exhaust:: Deal 3 to a unit."
      And Alice has a Phoenix Eye in her base
      And Alice has a Ballista in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has 3 cards in her main deck
      When Alice activates her Ballista
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And no triggered event happened for Alice's Phoenix Eye

    @rule:428.5.d
    Example: A "do this" that a gear's ability creates deals the lethal damage: no spell created it, so the Phoenix Eye stays quiet
      Given a test gear "Phoenix Eye" costing 0 and text "When you kill a unit with a spell, draw 1."
      And a test gear "Slow Ballista" costing 0 and text ":rb_exhaust:: Do this: Deal 3 to a unit."
      And Alice has a Phoenix Eye in her base
      And Alice has a Slow Ballista in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has 3 cards in her main deck
      When Alice activates her Slow Ballista
      And Alice passes
      And Bob passes
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And the chain is empty
      And no triggered event happened for Alice's Phoenix Eye
      And Alice drew 0 times

  Rule: 428.2 A killed permanent goes straight from its place on the board to its owner's trash

    @rule:428.2 @rule:428.1
    Example: Alice's spell kills Bob's gear in his base: it goes from his base straight to his trash
      Given a test spell "Shatter" costing 0 and text "Kill a gear."
      And a test gear "Trinket" costing 0
      And Bob has a Trinket in his base
      And Alice has a Shatter in her hand
      When Alice plays her Shatter
      And Alice chooses Bob's Trinket
      And Alice passes
      And Bob passes
      Then Bob's Trinket is in Bob's trash
      And the killed event for Bob's Trinket went from base to trash

  Rule: 428.2.a Only a unit or gear leaving the board is killed

    @rule:428.2.a
    Example: A unit card Alice discards from her hand goes to her trash without dying; her unit killed on the board does die
      Given a test unit "Mourner" costing 0 with 2 Might and text "The first time a friendly unit dies each turn, draw 1."
      And a test spell "Toss" costing 0 and text "Discard 1."
      And Alice has a Mourner in her base
      And Alice has a Toss in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Smite in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Toss
      And Alice passes
      And Bob passes
      And Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's trash
      And no triggered event happened for Alice's Mourner
      When Alice plays her Smite
      And Alice chooses her Shipyard Skulker 2
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker 2 is in Alice's trash
      And the chain holds Alice's Mourner

  Rule: 428.2.b A kill is not a move

    @rule:428.2.b @rule:428.2
    Example: Bob's killed unit goes to his trash with a death and no move
      Given Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Smite in her hand
      When Alice plays her Smite
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And no moved event happened for Bob's Vanguard Sergeant
      And these events happened in order:
        | died | Bob's Vanguard Sergeant |
      And the killed event for Bob's Vanguard Sergeant went from the Bridge to trash
      And the died event for Bob's Vanguard Sergeant went from the Bridge to trash

  Rule: 428.3 Killing is a limited action, done when an effect says so

    @rule:428.3 @rule:428.3.a
    Example: Alice's Smite kills Bob's unit on Alice's turn
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Smite in her hand
      When Alice plays her Smite
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash

    @rule:428.3 @rule:428.3.a
    Example: Alice's Decree has Bob kill one of his own units: he picks between his two, and Alice's unit is not among them
      Given a test spell "Decree" costing 0 and text "An opponent kills one of their units."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Mega-Mech at the Bridge
      And Alice has a Decree in her hand
      When Alice plays her Decree
      And Alice passes
      And Bob passes
      And Bob chooses his Vanguard Sergeant
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Bob's Shipyard Skulker is at the Bridge
      And Alice's Mega-Mech is at the Bridge
