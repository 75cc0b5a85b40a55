@edition:v1.4
Feature: Reflexive, delayed and linked abilities (rules 386–397)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Later Word" costing 0 and text "Draw 1 at the end of this turn."
    And a test unit "Promiser" costing 0 with 1 Might and text "When you play me, draw 1 at the end of this turn."
    And a test spell "Execution" costing 0 and text "Kill a unit."
    And a test spell "Second Thought" costing 0 and text "Draw 1. Do this: Draw 1."
    And a test spell "Reap" costing 0 and text "Kill a unit. If you do, do this: Draw 1."
    And a test spell "Chain Strike" costing 0 and text "Deal 1 to a unit. Do this: Deal 1 to a unit."

  @rule:386 @waived:heading
  Rule: 386 Reflexive triggers

  @rule:389 @waived:heading
  Rule: 389 Delayed abilities

  @rule:393 @waived:heading
  Rule: 393 Linked abilities

  Rule: 387 "Do this:" is a reflexive trigger: it puts a new item on the chain

    @rule:387 @rule:387.1 @rule:388
    Example: Alice's Second Thought draws her a card, then its "do this" goes on the chain, and Bob may answer before the second card
      Given Alice has a Second Thought in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Second Thought
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's Second Thought is in Alice's trash
      And the chain holds Alice's Second Thought
      When Alice passes
      And Bob passes
      Then Alice's hand holds 2 cards
      And the chain is empty

  Rule: 387.1.a "Do this N times" puts the new ability on the chain N times

    @rule:387.1.a @rule:388.2
    Example: Alice's Double Jab puts two abilities on the chain, each choosing its own unit, and both deal their damage
      Given a test spell "Double Jab" costing 0 and text "Do this twice: Deal 1 to a unit."
      And a test unit "Ox" costing 5 with 5 Might
      And Bob has an Ox at the Bridge
      And Alice has a Double Jab in her hand
      When Alice plays her Double Jab
      And Alice passes
      And Bob passes
      And Alice chooses Bob's Ox
      And Alice chooses Bob's Ox
      Then the chain holds Alice's Double Jab, then Alice's Double Jab
      When Alice passes
      And Bob passes
      Then Bob's Ox has 1 damage
      When Alice passes
      And Bob passes
      Then Bob's Ox has 2 damage
      And the chain is empty

    @rule:387.1.a
    Example: Alice's Flurry, "do this 3 times", puts three abilities on the chain and deals its damage three times
      Given a test spell "Flurry" costing 0 and text "Do this 3 times: Deal 1 to a unit."
      And a test unit "Ox" costing 5 with 5 Might
      And Bob has an Ox at the Bridge
      And Alice has a Flurry in her hand
      When Alice plays her Flurry
      And Alice passes
      And Bob passes
      And Alice chooses Bob's Ox
      And Alice chooses Bob's Ox
      And Alice chooses Bob's Ox
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Bob's Ox has 3 damage
      And the chain is empty

  Rule: 387.1.b "Do the following" names which of its abilities goes on the chain

    @rule:387.1.b
    Example: Hwei discards a unit, so only its Unit case goes on the chain: Hwei gets +3 Might and Alice draws no more
      Given Alice has a Hwei, Brooding Painter at the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Later Word in her main deck
      And Alice has 2 cards in her main deck
      When Alice moves her Hwei, Brooding Painter to her base
      Then the chain holds Alice's Hwei, Brooding Painter
      When Alice passes
      And Bob passes
      And Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Later Word is in Alice's hand
      And the chain holds Alice's Hwei, Brooding Painter
      When Alice passes
      And Bob passes
      Then Alice's Hwei, Brooding Painter's Might is 8
      And Alice drew 1 time
      And the chain is empty

    @rule:387.1.b
    Example: Hwei discards a spell, so its Spell case goes on the chain instead: Alice draws again and Hwei keeps its Might
      Given Alice has a Hwei, Brooding Painter at the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Later Word in her main deck
      And Alice has 2 cards in her main deck
      When Alice moves her Hwei, Brooding Painter to her base
      And Alice passes
      And Bob passes
      And Alice chooses her Later Word
      Then Alice's Later Word is in Alice's trash
      And the chain holds Alice's Hwei, Brooding Painter
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's Hwei, Brooding Painter's Might is 5
      And Alice's Vanguard Sergeant is in Alice's hand
      And the chain is empty

    @rule:387.1.b
    Example: Alice's Sketcher discards a unit, and only a Spell case is written: no ability goes on the chain
      Given a test unit "Sketcher" costing 0 with 2 Might and text "When I move, draw 1, then discard 1. Then, do the following based on the discarded card's type:\nSpell — Draw 1."
      And Alice has a Sketcher at the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Later Word in her main deck
      And Alice has 2 cards in her main deck
      When Alice moves her Sketcher to her base
      And Alice passes
      And Bob passes
      And Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's trash
      And the chain is empty
      And Alice drew 1 time
      And Alice's Later Word is in Alice's hand

  Rule: 387.2 A reflexive trigger with a condition goes on the chain only if the condition is met

    @rule:387.2 @rule:387.3
    Example: Alice's Reap kills Bob's unit, so its "do this" goes on the chain and draws her a card
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Reap in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Reap
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And the chain holds Alice's Reap
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:387.2 @rule:387.3
    Example: Bob's Hourglass replaces the death, so Alice did not kill: her "do this" never goes on the chain
      Given Bob has a Zhonya's Hourglass in his base
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Reap in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Reap
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's base
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:387.2 @rule:387.3 @rule:388.1
    Example: Alice's Finisher deals Bob's Pup lethal damage; it dies in the cleanup after the spell, and then the "do this" goes on the chain
      Given a test spell "Finisher" costing 0 and text "Deal 3 to a unit at a battlefield. If this kills it, do this: Draw 1."
      And a test unit "Pup" costing 0 with 2 Might
      And Bob has a Pup at the Bridge
      And Alice has a Finisher in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Finisher
      And Alice chooses Bob's Pup
      And Alice passes
      And Bob passes
      Then Bob's Pup is in Bob's trash
      And the chain holds Alice's Finisher
      And Alice's Finisher is targeting nothing
      And the triggered event for Alice's Finisher cites rule 388.1
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:387.2 @rule:387.3
    Example: Bob is first asked whether to save his Pup from the Finisher's damage; he declines, it dies, and the "do this" still goes on the chain
      Given a test spell "Finisher" costing 0 and text "Deal 3 to a unit at a battlefield. If this kills it, do this: Draw 1."
      And a test unit "Pup" costing 0 with 2 Might
      And a test gear "Safety Net" costing 0 and text "If a buffed unit you control would die, you may pay :rb_rune_rainbow:, exhaust me, and spend its buff to heal it, exhaust it, and recall it instead."
      And Bob has a Safety Net in his base
      And Bob has a buffed Pup at the Bridge
      And Bob has 0 Energy and 1 fury Power in his rune pool
      And Alice has a Finisher in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Finisher
      And Alice chooses Bob's Pup
      And Alice passes
      And Bob passes
      Then Bob is asked to decide whether to perform it
      When Bob chooses no
      Then Bob's Pup is in Bob's trash
      And the chain holds Alice's Finisher
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:387.2
    Example: Bob's Pup survives the Finisher's damage, so no "do this" goes on the chain after the spell
      Given a test spell "Finisher" costing 0 and text "Deal 3 to a unit at a battlefield. If this kills it, do this: Draw 1."
      And a test unit "Pup" costing 0 with 5 Might
      And Bob has a Pup at the Bridge
      And Alice has a Finisher in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Finisher
      And Alice chooses Bob's Pup
      And Alice passes
      And Bob passes
      Then Bob's Pup is at the Bridge
      And Bob's Pup has 3 damage
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:387.2 @rule:387.3
    Example: Alice's Slayer kills Bob's Pup outright, so its "do this" goes on the chain at once and draws her a card
      Given a test spell "Slayer" costing 0 and text "Kill a unit at a battlefield. If this kills it, do this: Draw 1."
      And a test unit "Pup" costing 0 with 2 Might
      And Bob has a Pup at the Bridge
      And Alice has a Slayer in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Slayer
      And Alice chooses Bob's Pup
      And Alice passes
      And Bob passes
      Then Bob's Pup is in Bob's trash
      And the chain holds Alice's Slayer
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:387.2
    Example: Bob's Hourglass saves his Pup from Alice's Slayer, so its "do this" never goes on the chain
      Given a test spell "Slayer" costing 0 and text "Kill a unit at a battlefield. If this kills it, do this: Draw 1."
      And a test unit "Pup" costing 0 with 2 Might
      And Bob has a Zhonya's Hourglass in his base
      And Bob has a Pup at the Bridge
      And Alice has a Slayer in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Slayer
      And Alice chooses Bob's Pup
      And Alice passes
      And Bob passes
      Then Bob's Pup is in Bob's base
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:387.2
    Example: Bob's Pup, marked earlier this turn to be banished if it would die, is banished by Alice's Slayer instead: no "do this" goes on the chain
      Given a test spell "Slayer" costing 0 and text "Kill a unit at a battlefield. If this kills it, do this: Draw 1."
      And a test spell "Mark" costing 0 and text "Deal 1 to a unit at a battlefield. If it would die this turn, banish it instead."
      And a test unit "Pup" costing 0 with 3 Might
      And Bob has a Pup at the Bridge
      And Alice has a Mark in her hand
      And Alice has a Slayer in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Mark
      And Alice chooses Bob's Pup
      And Alice passes
      And Bob passes
      And Alice plays her Slayer
      And Alice chooses Bob's Pup
      And Alice passes
      And Bob passes
      Then Bob's Pup is in Bob's banishment
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:387.2 @rule:388.1
    Example: The Reclaimer's "do this", added once Bob's Pup died in the cleanup, still knows the Pup as "it" and returns it to his hand
      Given a test spell "Reclaimer" costing 0 and text "Deal 3 to a unit at a battlefield. If this kills it, do this: Return it to its owner's hand."
      And a test unit "Pup" costing 0 with 2 Might
      And Bob has a Pup at the Bridge
      And Alice has a Reclaimer in her hand
      When Alice plays her Reclaimer
      And Alice chooses Bob's Pup
      And Alice passes
      And Bob passes
      Then Bob's Pup is in Bob's trash
      And the chain holds Alice's Reclaimer
      When Alice passes
      And Bob passes
      Then Bob's Pup is in Bob's hand

  Rule: 388.1 The new ability is played as a pending item, choosing its own targets

    @rule:388.1
    Example: Chain Strike's "do this" chooses its target only once it goes on the chain, after the first damage
      Given Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Chain Strike in her hand
      When Alice plays her Chain Strike
      And Alice chooses Bob's Shipyard Skulker
      Then Alice's Chain Strike is targeting Bob's Shipyard Skulker
      When Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker has 1 damage
      And Alice is asked to choose targets among Bob's Shipyard Skulker and Bob's Vanguard Sergeant
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 1 damage
      And Bob's Shipyard Skulker has 1 damage

    @rule:388.1
    Example: The "do this" of Alice's Second Thought is an ability, not her spell played again: her Scribe draws for the spell once only
      Given a test unit "Scribe" costing 0 with 1 Might and text "When you play a spell, draw 1."
      And Alice has a Scribe in her base
      And Alice has a Second Thought in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Second Thought
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 3 times

  Rule: 390.2 A delayed trigger names the moment of the turn it waits for

    @rule:390 @rule:390.2 @rule:391
    Example: Alice's Later Word resolves in her main phase; the draw it promises comes in her ending step, not before
      Given Alice has a Later Word in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Later Word
      And Alice passes
      And Bob passes
      Then Alice's hand holds 0 cards
      And the chain is empty
      When Alice ends her turn
      Then the game is in the ending phase
      And the turn player is Alice
      And the chain holds Alice's Later Word
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:390.2 @rule:317.1.a
    Example: The draw Alice's Later Word put off goes on the chain at the end of her turn, as an effect of the ending step
      Given Alice has a Later Word in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Later Word
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times
      When Alice ends her turn
      Then the chain holds Alice's Later Word
      And the triggered event for Alice's Later Word cites rule 317.1.a
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the turn player is Bob

    @rule:390.2 @rule:391
    Example: A spell that puts off a draw and then asks a question puts off one draw only: Alice draws once at her turn's end
      Given a test spell "Later Offer" costing 0 and text "Draw 1 at the end of this turn. You may pay :rb_energy_1:. If you do, draw 1."
      And Alice has a Later Word in her hand
      And Alice has a Later Offer in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 4 cards in her main deck
      When Alice plays her Later Word
      And Alice passes
      And Bob passes
      And Alice plays her Later Offer
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then Alice drew 0 times
      When Alice ends her turn
      Then the chain holds Alice's Later Word, then Alice's Later Offer
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the turn player is Bob

    @rule:390.2 @rule:316.4
    Example: "Your next Main Phase" is Alice's own: the draw she put off waits through Bob's turn, past the end-of-turn draws she and Bob put off, and comes at the start of her next Main Phase
      Given a test spell "Far Word" costing 0 and text "Draw 1 at the start of your next Main Phase."
      And a test spell "Late Reply" costing 0 and text "[Reaction]\nDraw 1 at the end of this turn."
      And Alice has a Far Word in her hand
      And Alice has a Later Word in her hand
      And Bob has a Late Reply in his hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Far Word
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Later Word
      And Alice passes
      And Bob plays his Late Reply
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice ends her turn
      Then the game is in the ending phase
      And the chain holds Alice's Later Word, then Bob's Late Reply
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the turn player is Bob
      And the game is in the main phase
      And the chain is empty
      When Bob ends his turn
      Then the turn player is Alice
      And the chain holds Alice's Far Word
      And the triggered event for Alice's Far Word cites rule 316.4
      When Alice passes
      And Bob passes
      Then Alice drew 3 times

    @rule:390.2
    Example: Deadly Flourish kills Bob's Recruit, and the death it waits for this turn makes Alice a Gold token; the draw her Later Word put off still waits for the turn's end
      Given Bob has a Recruit (NX) at the Bridge
      And Alice has a Later Word in her hand
      And Alice has a Deadly Flourish in her hand
      And Alice has 4 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Later Word
      And Alice passes
      And Bob passes
      And Alice plays her Deadly Flourish
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And the chain holds Alice's Deadly Flourish
      When Alice passes
      And Bob passes
      Then Alice's base holds an exhausted Gold token controlled by Alice
      And Alice drew 0 times
      When Alice ends her turn
      Then the chain holds Alice's Later Word
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:390.2
    Example: Deadly Flourish waits for the death of the unit it damaged, later in the turn, and no other
      Given Bob has a Recruit (NX) at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Deadly Flourish in her hand
      And Alice has an Execution in her hand
      And Alice has an Execution in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Deadly Flourish
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 3 damage
      When Alice plays her Execution
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And the chain is empty
      And Alice's base holds no Gold token
      When Alice plays her Execution 2
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And the triggered event for Alice's Deadly Flourish cites rule 359.3.e.16
      When Alice passes
      And Bob passes
      Then Alice's base holds an exhausted Gold token controlled by Alice

    @rule:390.2
    Example: In the ability a death waited for "this turn" sets off, "it" is the unit that died: Alice's Grave Word returns Bob's Recruit from his trash to his hand
      Given a test spell "Grave Word" costing 0 and text "Deal 3 to a unit. When it dies this turn, return it to its owner's hand."
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Grave Word in her hand
      When Alice plays her Grave Word
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And the chain holds Alice's Grave Word
      When Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's hand

    @rule:390.2 @rule:359.3.e.4
    Example: The death Alice's Grave Word waits for triggers once: her Page, returned to her hand by it and played again, is a new object, and its second death that turn leaves it in her trash
      Given it is Alice's main phase
      And a test spell "Grave Word" costing 0 and text "Deal 3 to a unit. When it dies this turn, return it to its owner's hand."
      And a test spell "Zap" costing 0 and text "Deal 3 to a unit."
      And a test unit "Page" costing 0 with 1 Might
      And Alice has a Page in her base
      And Alice has a Grave Word in her hand
      And Alice has a Zap in her hand
      When Alice plays her Grave Word
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Grave Word
      When Alice passes
      And Bob passes
      Then Alice's Page is in Alice's hand
      When Alice plays her Page
      Then Alice's Page is in Alice's base
      When Alice plays her Zap
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's trash
      And the chain is empty

    @rule:390.2
    Example: A death waited for "this turn" that comes in the next turn triggers nothing
      Given a test spell "Marking" costing 0 and text "Deal 1 to a unit. When it dies this turn, draw 1."
      And a test unit "Stout" costing 0 with 3 Might
      And Bob has a Stout in his base
      And Alice has a Marking in her hand
      And Bob has an Execution in his hand
      And Bob has 1 card in his main deck
      When Alice plays her Marking
      And Alice chooses Bob's Stout
      And Alice passes
      And Bob passes
      Then Bob's Stout has 1 damage
      And the chain is empty
      When Alice ends her turn
      Then the turn player is Bob
      When Bob plays his Execution
      And Bob chooses his Stout
      And Bob passes
      And Alice passes
      Then Bob's Stout is in Bob's trash
      And the chain is empty
      And Alice drew 0 times

    @rule:390.2
    Example: Damage waited for "this turn" kills each unit it befalls that turn; damage that comes in the next turn triggers nothing
      Given a test spell "Decree" costing 0 and text "When any unit takes damage this turn, kill it."
      And a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And a test unit "Stout" costing 0 with 3 Might
      And a test unit "Brute" costing 0 with 3 Might
      And a test unit "Footman" costing 0 with 1 Might
      And Bob has a Stout in his base
      And Bob has a Brute in his base
      And Alice has a Brute in her base
      And Alice has a Decree in her hand
      And Alice has a Footman in her hand
      And Alice has a Jab in her hand
      And Alice has a Jab in her hand
      And Bob has a Jab in his hand
      And Bob has 1 card in his main deck
      When Alice plays her Decree
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Footman
      Then the chain is empty
      And Alice's Footman is in Alice's base
      When Alice plays her Jab
      And Alice chooses Bob's Brute
      And Alice passes
      And Bob passes
      Then Bob's Brute has 1 damage
      And the chain holds Alice's Decree
      And the triggered event for Alice's Decree cites rule 359.3.e.16
      When Alice passes
      And Bob passes
      Then Bob's Brute is in Bob's trash
      When Alice plays her Jab 2
      And Alice chooses her Brute
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's Brute is in Alice's trash
      And the chain is empty
      When Alice ends her turn
      Then the turn player is Bob
      When Bob plays his Jab
      And Bob chooses his Stout
      And Bob passes
      And Alice passes
      Then Bob's Stout has 1 damage
      And the chain is empty
      And Bob's Stout is in Bob's base

    @rule:390.2 @rule:383.1.b
    Example: "The next time a unit takes damage this turn" goes off once, not once a unit, when one spell damages two units at once
      Given a test spell "Tripwire" costing 0 and text "The next time a unit takes damage this turn, draw 1."
      And a test spell "Shockwave" costing 0 and text "Deal 1 to all units."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Tripwire in her hand
      And Alice has a Shockwave in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Tripwire
      And Alice passes
      And Bob passes
      And Alice plays her Shockwave
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 1 damage
      And Alice's Vanguard Sergeant has 1 damage
      And the chain holds Alice's Tripwire
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:390.2 @rule:740.1.a
    Example: In 2v2 Alice's Rally waits for a friendly unit's play this turn: the Footman her teammate Carol plays is friendly, and is buffed; the unit her opponent Bob plays is not
      Given the mode of play is 2v2
      And a test spell "Rally" costing 0 and text "When a friendly unit is played this turn, buff it."
      And a test unit "Footman" costing 0 with 1 Might
      And a test unit "Ambusher" costing 0 with 1 Might and text "[Reaction]"
      And a test spell "Study" costing 0 and text "Draw 1."
      And Alice has a Rally in her hand
      And Alice has a Study in her hand
      And Alice has 1 card in her main deck
      And Carol has a Footman in her hand
      And Bob has an Ambusher in his hand
      When Alice plays her Rally
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then the chain is empty
      When Alice invites Carol to play
      And Carol plays her Footman
      Then Carol's Footman is in Carol's base
      And the chain holds Alice's Rally
      When Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Carol's Footman's Might is 2
      When Alice plays her Study
      And Alice passes
      And Bob plays his Ambusher
      Then Bob's Ambusher is in Bob's base
      And the chain holds Alice's Study

    @rule:390.2
    Example: In 2v2 "the next time you play a unit this turn" readies only the first unit Alice herself plays after her Muster: not her teammate Carol's, nor the gear Alice plays, nor Alice's second
      Given the mode of play is 2v2
      And a test spell "Muster" costing 0 and text "The next time you play a unit this turn, ready it."
      And a test unit "Footman" costing 0 with 1 Might
      And a test gear "Lantern" costing 0
      And Alice has a Muster in her hand
      And Alice has a Lantern in her hand
      And Alice has a Footman in her hand
      And Alice has a Footman in her hand
      And Carol has a Footman in her hand
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then the chain is empty
      When Alice invites Carol to play
      And Carol plays her Footman
      Then Carol's Footman is exhausted
      And the chain is empty
      When Alice plays her Lantern
      Then Alice's Lantern is in Alice's base
      And the chain is empty
      When Alice plays her Footman
      Then Alice's Footman is exhausted
      And the chain holds Alice's Muster
      When Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice's Footman is ready
      When Alice plays her Footman 2
      Then the chain is empty
      And Alice's Footman 2 is exhausted

    @rule:390.2
    Example: A Recruit token Alice's Levy plays is a unit she plays: her Muster's "the next time you play a unit this turn" readies it; the draw her Later Word put off still waits for the turn's end
      Given a test spell "Muster" costing 0 and text "The next time you play a unit this turn, ready it."
      And a test spell "Levy" costing 0 and text "Play a Recruit unit token."
      And Alice has a Later Word in her hand
      And Alice has a Muster in her hand
      And Alice has a Levy in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Later Word
      And Alice passes
      And Bob passes
      And Alice plays her Muster
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Muster
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's base holds a ready Recruit token controlled by Alice
      When Alice ends her turn
      Then the chain holds Alice's Later Word
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:390.2 @rule:359.3.f.3.a
    Example: "When it wins a combat this turn" waits for the unit Alice's Resolve chose: her Sergeant's win at the Bridge draws nothing, her Brute's at the Tower draws
      Given a test spell "Resolve" costing 0 and text "Give a friendly unit +3 :rb_might: this turn. When it wins a combat this turn, draw 1."
      And a test unit "Brute" costing 0 with 3 Might
      And a battlefield called the Tower
      And Alice has a Resolve in her hand
      And Alice has a Brute in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has 2 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Shipyard Skulker at the Tower
      When Alice plays her Resolve
      And Alice chooses her Brute
      And Alice passes
      And Bob passes
      Then Alice's Brute's Might is 6
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain is empty
      And Alice drew 0 times
      When Alice moves her Brute to the Tower
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker 2 is in Bob's trash
      And the chain holds Alice's Resolve
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:390.2 @rule:359.3.f.3.a
    Example: Alice's Brute, waiting at the Tower with her Resolve on it, wins nothing when her Sergeant wins the combat at the Bridge
      Given a test spell "Resolve" costing 0 and text "Give a friendly unit +3 :rb_might: this turn. When it wins a combat this turn, draw 1."
      And a test unit "Brute" costing 0 with 3 Might
      And a battlefield called the Tower
      And the Tower is controlled by Alice
      And Alice has a Resolve in her hand
      And Alice has a Brute at the Tower
      And Alice has a Vanguard Sergeant in her base
      And Alice has 2 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      When Alice plays her Resolve
      And Alice chooses her Brute
      And Alice passes
      And Bob passes
      Then Alice's Brute's Might is 6
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice controls the Bridge
      And the chain is empty
      And Alice drew 0 times

    @rule:390.2 @rule:359.3.f.3.a
    Example: "Here" in a delayed trigger is fixed as it is made: the token Alice's Herald puts off comes to her base, though the Herald died before the turn's end
      Given a test unit "Herald" costing 0 with 2 Might and text ":rb_exhaust:: Play a 1 :rb_might: Recruit unit token here at the end of this turn."
      And Alice has a Herald in her base
      And Alice has an Execution in her hand
      When Alice activates her Herald
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Execution
      And Alice chooses her Herald
      And Alice passes
      And Bob passes
      Then Alice's Herald is in Alice's trash
      When Alice ends her turn
      Then the chain holds Alice's Herald
      When Alice passes
      And Bob passes
      Then Alice's base holds a 1 Might Recruit token controlled by Alice

    @rule:390.2 @rule:359.3.f.3.b
    Example: The move that set off Alice's Stalker is still known to the play it waits for: the unit she plays later lets her deal 1 to a unit at the Bridge her Stalker moved to
      Given a test unit "Stalker" costing 0 with 2 Might and text "When I move, the next time you play a unit this turn, deal 1 to a unit at a battlefield I moved to or from."
      And a test unit "Footman" costing 0 with 2 Might
      And the Bridge is controlled by Alice
      And Alice has a Stalker in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Footman in her hand
      And Bob has a Vanguard Sergeant in his base
      When Alice moves her Stalker to the Bridge
      Then the chain holds Alice's Stalker
      When Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Footman
      And Alice chooses base
      Then Alice is asked to choose targets among Alice's Stalker and Alice's Shipyard Skulker
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker has 1 damage
      And Bob's Vanguard Sergeant has 0 damage

    @rule:390.2 @rule:359.3.f.3.b
    Example: The move that set off Alice's Reaper is still known to the death it waits for: as the enemy unit it chose dies, she deals 1 to a unit at the Bridge her Reaper moved to
      Given a test unit "Reaper" costing 0 with 2 Might and text "When I move, choose an enemy unit. When it dies this turn, deal 1 to a unit at a battlefield I moved to or from."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And the Bridge is controlled by Alice
      And Alice has a Reaper in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Smite in her hand
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Shipyard Skulker in his base
      When Alice moves her Reaper to the Bridge
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Smite
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Alice is asked to choose targets among Alice's Reaper and Alice's Shipyard Skulker
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker has 1 damage
      And Bob's Shipyard Skulker has 0 damage

    @rule:390.5 @rule:359.3.f.3.b
    Example: The move that set off Alice's Warder is still known when she next holds: her delayed ability deals 1 to a unit at the Bridge her Warder moved to
      Given a test unit "Warder" costing 0 with 2 Might and text "When I move, choose an enemy unit. When you hold, deal 1 to a unit at a battlefield I moved to or from."
      And the Bridge is controlled by Alice
      And Alice has a Warder in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant in his base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice moves her Warder to the Bridge
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice ends her turn
      And Bob ends his turn
      Then Alice is asked to choose targets among Alice's Warder and Alice's Shipyard Skulker
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker has 1 damage

  Rule: 390.3 A delayed replacement waits for the event it names, within its time

    @rule:390.3 @rule:390.1
    Example: Alice's Fallbacks save each its own unit from its next death only: the Skulker's first kill recalls it, exhausted and healed, the Sergeant's Fallback is still there for its own kill, and the Skulker's second kill kills it
      Given a test spell "Fallback" costing 0 and text "[Reaction]\nChoose a unit you control. The next time it would die this turn, heal it, exhaust it, and recall it instead."
      And Alice has a Shipyard Skulker at the Bridge with 1 damage
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Fallback in her hand
      And Alice has a Fallback in her hand
      And Alice has an Execution in her hand
      And Alice has an Execution in her hand
      And Alice has an Execution in her hand
      When Alice plays her Fallback
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice plays her Fallback 2
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice plays her Execution
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is exhausted
      And Alice's Shipyard Skulker has 0 damage
      And no died event happened for Alice's Shipyard Skulker
      When Alice plays her Execution 2
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's base
      And no died event happened for Alice's Vanguard Sergeant
      When Alice plays her Execution 3
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash

    @rule:390.3
    Example: A Fallback that asks a question after making its replacement makes it once: it saves Alice's Skulker from one death, and the second kills it
      Given a test spell "Fallback" costing 0 and text "[Reaction]\nChoose a unit you control. The next time it would die this turn, heal it, exhaust it, and recall it instead."
      And a test spell "Asking Fallback" costing 0 and text "[Reaction]\nChoose a unit you control. The next time it would die this turn, heal it, exhaust it, and recall it instead. You may pay :rb_energy_1:. If you do, draw 1."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Fallback in her hand
      And Alice has an Asking Fallback in her hand
      And Alice has an Execution in her hand
      And Alice has an Execution in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Fallback
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice plays her Asking Fallback
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      And Alice plays her Execution
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's base
      And no died event happened for Alice's Shipyard Skulker
      When Alice plays her Execution 2
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash

    @rule:390.3 @rule:390.1
    Example: Alice's Scour deals lethal damage and its delayed replacement banishes Bob's Skulker as it would die in the cleanup
      Given a test spell "Scour" costing 0 and text "Deal 3 to a unit at a battlefield. If it would die this turn, banish it instead."
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Scour in her hand
      When Alice plays her Scour
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's banishment
      And no died event happened for Bob's Shipyard Skulker

    @rule:390.3
    Example: Alice's Safeguard, "if it would die this turn", saves her Skulker from each of its deaths that turn, not only the first
      Given a test spell "Safeguard" costing 0 and text "Choose a unit you control. If it would die this turn, recall it instead."
      And a test spell "Cull" costing 0 and text "Kill a unit."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Safeguard in her hand
      And Alice has a Cull in her hand
      And Alice has a Cull in her hand
      When Alice plays her Safeguard
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice plays her Cull
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's base
      When Alice plays her Cull 2
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's base
      And no died event happened for Alice's Shipyard Skulker

    @rule:390.3 @rule:428.5.a
    Example: A killed gear dies as a unit does: Alice's Ward on her Lantern banishes it in place of the death her Smash would cause
      Given a test spell "Ward" costing 0 and text "Choose a gear you control. If it would die this turn, banish it instead."
      And a test spell "Smash" costing 0 and text "Kill a gear."
      And a test gear "Lantern" costing 0
      And Alice has a Lantern in her base
      And Alice has a Ward in her hand
      And Alice has a Smash in her hand
      When Alice plays her Ward
      And Alice chooses her Lantern
      And Alice passes
      And Bob passes
      And Alice plays her Smash
      And Alice chooses her Lantern
      And Alice passes
      And Bob passes
      Then Alice's Lantern is in Alice's banishment
      And no died event happened for Alice's Lantern

  Rule: 390.3.a "Then banish it" on a played chain item replaces its leaving the chain, unless its own execution moves it

    @rule:390.3.a
    Example: Alice plays her Homing Word from her trash for its Flow cost; its own text returns it to her hand, so it is not banished
      Given a test spell "Homing Word" costing 0 and text "[Flow] :rb_energy_1:\nDraw 1. Return this to its owner's hand."
      And Alice has a Homing Word in her trash
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Homing Word
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Homing Word is in Alice's hand

    @rule:390.3.a
    Example: Bob counters the Homing Word Alice played from her trash: leaving the chain by the counter, it is banished
      Given a test spell "Homing Word" costing 0 and text "[Flow] :rb_energy_1:\nDraw 1. Return this to its owner's hand."
      And a test spell "Deny" costing 0 and text "[Reaction]\nCounter a spell."
      And Alice has a Homing Word in her trash
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has a Deny in his hand
      When Alice plays her Homing Word
      And Alice passes
      And Bob plays his Deny
      And Bob chooses Alice's Homing Word
      And Bob passes
      And Alice passes
      Then Alice's Homing Word is in Alice's banishment
      And Alice drew 0 times

  Rule: 390.4 A delayed passive ability applies only in the window the effect that made it names

    @rule:390.4
    Example: After Alice uses her Dawn Disc, her next unit enters ready and the one after it exhausted
      Given a test gear "Dawn Disc" costing 0 and text ":rb_exhaust:: The next unit you play this turn enters ready."
      And a test unit "Page" costing 0 with 1 Might
      And Alice has a Dawn Disc in her base
      And Alice has a Page in her hand
      And Alice has a Page in her hand
      When Alice activates her Dawn Disc
      And Alice passes
      And Bob passes
      And Alice plays her Page
      And Alice plays her Page 2
      Then Alice's Page is ready
      And Alice's Page 2 is exhausted

    @rule:390.4
    Example: A second "next unit enters ready", from an ability that then asks a question, readies one more unit, not two
      Given a test gear "Dawn Disc" costing 0 and text ":rb_exhaust:: The next unit you play this turn enters ready."
      And a test gear "Dusk Disc" costing 0 and text ":rb_exhaust:: The next unit you play this turn enters ready. You may pay :rb_energy_1:. If you do, draw 1."
      And a test unit "Page" costing 0 with 1 Might
      And Alice has a Dawn Disc in her base
      And Alice has a Dusk Disc in her base
      And Alice has a Page in her hand
      And Alice has a Page in her hand
      And Alice has a Page in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Dawn Disc
      And Alice passes
      And Bob passes
      And Alice plays her Page
      Then Alice's Page is ready
      When Alice activates her Dusk Disc
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      And Alice plays her Page 2
      And Alice plays her Page 3
      Then Alice's Page 2 is ready
      And Alice's Page 3 is exhausted

    @rule:390.4
    Example: Alice uses her Dawn Disc and plays no unit; on her next turn her unit enters exhausted
      Given a test gear "Dawn Disc" costing 0 and text ":rb_exhaust:: The next unit you play this turn enters ready."
      And a test unit "Page" costing 0 with 1 Might
      And Alice has a Dawn Disc in her base
      And Alice has a Page in her hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice activates her Dawn Disc
      And Alice passes
      And Bob passes
      And Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the game is in the main phase
      When Alice plays her Page
      Then Alice's Page is exhausted

  Rule: 390.5 A delayed linked ability lasts as long as what it is linked to stays where the ability left it

    @rule:390.5 @rule:390.5.a @rule:390.5.c @rule:390.5.c.1
    Example: Ashe banishes the Page from Bob's hand; Ashe dies, but when Bob holds, the Page, still banished, returns to his hand
      Given a test unit "Page" costing 0 with 1 Might
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has an Ashe, Focused in her hand
      And Alice has a Smite in her hand
      And Alice has 5 Energy and 1 order Power in her rune pool
      And Bob has a Page in his hand
      And Bob has a Shipyard Skulker at the Bridge
      And the Bridge is controlled by Bob
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Ashe, Focused
      And Alice passes
      And Bob passes
      Then Bob's Page is in Bob's banishment
      When Alice plays her Smite
      And Alice chooses her Ashe, Focused
      And Alice passes
      And Bob passes
      Then Alice's Ashe, Focused is in Alice's trash
      When Alice ends her turn
      Then the turn player is Bob
      And the chain holds Alice's Ashe, Focused
      When Alice passes
      And Bob passes
      Then Bob's Page is in Bob's hand

    @rule:390.5 @rule:390.5.a @rule:390.5.c @rule:390.5.c.2
    Example: Alice's Tender marks Bob's Ox, which stays on the board; when Alice next holds, her delayed ability deals 1 to it
      Given a test unit "Tender" costing 0 with 1 Might and text "When you play me, choose an enemy unit. When you hold, deal 1 to it."
      And a test unit "Ox" costing 5 with 5 Might
      And Alice has a Tender in her hand
      And Bob has an Ox in his base
      And Alice has a Shipyard Skulker at the Bridge
      And the Bridge is controlled by Alice
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Tender
      And Alice chooses base
      And Alice chooses Bob's Ox
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the chain holds Alice's Tender
      And the triggered event for Alice's Tender cites rule 390.5
      When Alice passes
      And Bob passes
      Then Bob's Ox has 1 damage

    @rule:390.5.a @rule:390.5.c.2
    Example: Bob's Ox that Alice's Tender marked leaves the board; the window is closed, and nothing goes on the chain when Alice holds
      Given a test unit "Tender" costing 0 with 1 Might and text "When you play me, choose an enemy unit. When you hold, deal 1 to it."
      And a test unit "Ox" costing 5 with 5 Might
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Tender in her hand
      And Alice has a Smite in her hand
      And Bob has an Ox in his base
      And Alice has a Shipyard Skulker at the Bridge
      And the Bridge is controlled by Alice
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Tender
      And Alice chooses base
      And Alice chooses Bob's Ox
      And Alice passes
      And Bob passes
      And Alice plays her Smite
      And Alice chooses Bob's Ox
      And Alice passes
      And Bob passes
      Then Bob's Ox is in Bob's trash
      When Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the game is in the main phase
      And the chain is empty
      And Alice's score is 1

  Rule: 390.5.b A delayed linked ability that names its source lasts while the source stays where it was

    @rule:390.5.b
    Example: Alice's Warden is still on the board when she holds, though it moved from her base to the Bridge: its delayed ability gives it +2 Might
      Given a test unit "Warden" costing 0 with 1 Might and text "I enter ready.\nWhen you play me, draw 1. When you hold, give me +2 :rb_might: this turn."
      And Alice has a Warden in her hand
      And Alice has a Shipyard Skulker at the Bridge
      And the Bridge is controlled by Alice
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Warden
      And Alice chooses base
      And Alice passes
      And Bob passes
      And Alice moves her Warden to the Bridge
      Then Alice's Warden is at the Bridge
      When Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the chain holds Alice's Warden
      When Alice passes
      And Bob passes
      Then Alice's Warden's Might is 3

    @rule:390.5.b
    Example: Alice's Warden has died before she holds: the window of its delayed ability is closed, and nothing goes on the chain
      Given a test unit "Warden" costing 0 with 1 Might and text "When you play me, draw 1. When you hold, give me +2 :rb_might: this turn."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Warden in her hand
      And Alice has a Smite in her hand
      And Alice has a Shipyard Skulker at the Bridge
      And the Bridge is controlled by Alice
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Warden
      And Alice chooses base
      And Alice passes
      And Bob passes
      And Alice plays her Smite
      And Alice chooses her Warden
      And Alice passes
      And Bob passes
      Then Alice's Warden is in Alice's trash
      When Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the game is in the main phase
      And the chain is empty

    @rule:390.5.b @rule:390.5.a
    Example: Alice's Keeper, linked to Bob's Ox and to itself, has died before she holds: though the Ox is still on the board, the window is closed and the Ox takes no damage
      Given a test unit "Keeper" costing 0 with 1 Might and text "When you play me, choose an enemy unit. When you hold, deal 1 to it and give me +1 :rb_might: this turn."
      And a test unit "Ox" costing 5 with 5 Might
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Keeper in her hand
      And Alice has a Smite in her hand
      And Bob has an Ox in his base
      And Alice has a Shipyard Skulker at the Bridge
      And the Bridge is controlled by Alice
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Keeper
      And Alice chooses base
      And Alice chooses Bob's Ox
      And Alice passes
      And Bob passes
      And Alice plays her Smite
      And Alice chooses her Keeper
      And Alice passes
      And Bob passes
      Then Alice's Keeper is in Alice's trash
      When Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the game is in the main phase
      And the chain is empty
      And Bob's Ox has 0 damage

  Rule: 391 A delayed ability works only in the window it was given

    @rule:390 @rule:391
    Example: The delayed draw of Alice's turn is spent at its end; when Bob's turn ends, Alice draws nothing more (only her next draw phase's card)
      Given Alice has a Later Word in her hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Later Word
      And Alice passes
      And Bob passes
      And Alice ends her turn
      And Alice passes
      And Bob passes
      Then the turn player is Bob
      And Alice's hand holds 1 card
      When Bob ends his turn
      Then the turn player is Alice
      And the game is in the main phase
      And Alice's hand holds 2 cards
      And Alice's main deck holds 1 card

  Rule: 392 A delayed ability goes off whether or not its source is still on the board

    @rule:392
    Example: Alice's Promiser is killed before the turn ends; the draw its play effect promised still comes
      Given Alice has a Promiser in her hand
      And Alice has an Execution in her hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Promiser
      Then the chain holds Alice's Promiser
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      When Alice plays her Execution
      And Alice chooses her Promiser
      And Alice passes
      And Bob passes
      Then Alice's Promiser is in Alice's trash
      When Alice ends her turn
      Then the chain holds Alice's Promiser
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice drew 1 time

    @rule:392
    Example: Alice's Herald dies before she holds; its delayed "When you hold, draw 1" names nothing of the Herald, so it still goes on the chain as she holds
      Given a test unit "Herald" costing 0 with 1 Might and text "When you play me, draw 1. When you hold, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Herald in her hand
      And Alice has a Smite in her hand
      And Alice has a Shipyard Skulker at the Bridge
      And the Bridge is controlled by Alice
      And Alice has 4 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Herald
      And Alice chooses base
      And Alice passes
      And Bob passes
      And Alice plays her Smite
      And Alice chooses her Herald
      And Alice passes
      And Bob passes
      Then Alice's Herald is in Alice's trash
      And Alice's hand holds 1 card
      When Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the chain holds Alice's Herald
      When Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards

  Rule: 394 Linked abilities: abilities of one card that refer to one another

    @rule:394 @rule:394.1 @rule:396 @editions:v1.2-v1.4
    Example: Clockwork Keeper's play effect reads the additional cost its other ability let Alice pay, for that play only
      Given Alice has a Clockwork Keeper in her hand
      And Alice has a Clockwork Keeper in her hand
      And Alice has 4 Energy and 1 calm Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Clockwork Keeper
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Clockwork Keeper 2
      And Alice declines the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Clockwork Keeper 2 is in Alice's base

  Rule: 395 Abilities are linked only on one object (or granted by one source)

    @rule:395 @rule:394.1
    Example: Alice's first Cursed Sarcophagus banished her Page; her second one, already in her base, cannot play it, the first one can
      Given a test unit "Page" costing 1 with 1 Might
      And Alice has a Cursed Sarcophagus in her hand
      And Alice has a Cursed Sarcophagus in her base
      And Alice has a Page in her trash
      And Alice has 5 Energy and 1 chaos Power in her rune pool
      When Alice plays her Cursed Sarcophagus
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's banishment
      When Alice activates her Cursed Sarcophagus 2
      Then the action is refused
      And Alice's Cursed Sarcophagus 2 is ready
      When Alice activates her Cursed Sarcophagus
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's base
      And Alice's rune pool holds 0 Energy

  Rule: 397 A linked ability acts only on what the abilities it is linked with affected

    @rule:397
    Example: A Page that Alice's Exile banished is none of her Cursed Sarcophagus's to play
      Given a test unit "Page" costing 1 with 1 Might
      And a test spell "Exile" costing 0 and text "Banish a unit."
      And Alice has a Cursed Sarcophagus in her base
      And Alice has a Page in her base
      And Alice has an Exile in her hand
      When Alice plays her Exile
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's banishment
      When Alice activates her Cursed Sarcophagus
      Then the action is refused
      And Alice's Page is in Alice's banishment

    @rule:397
    Example: The Page Alice's Cursed Sarcophagus banished as it was played is hers to play with it, paying its cost
      Given a test unit "Page" costing 1 with 1 Might
      And Alice has a Cursed Sarcophagus in her hand
      And Alice has a Page in her trash
      And Alice has 5 Energy and 1 chaos Power in her rune pool
      When Alice plays her Cursed Sarcophagus
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's banishment
      When Alice activates her Cursed Sarcophagus
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's base
      And Alice's rune pool holds 0 Energy

    @rule:397 @rule:394.1
    Example: Alice's Maestro puts in her trash the four spells it banished, only once there are four, and draws her 1
      Given a test legend "Maestro" with text "When you play a spell, if you spent :rb_energy_4: or more, you may banish it. Then, if there are four spells banished with me, put each in its trash, channel 4 runes, and draw 1."
      And a test spell "Aria" costing 4
      And Alice has a Maestro as her legend
      And Alice has an Aria in her hand
      And Alice has an Aria in her hand
      And Alice has an Aria in her hand
      And Alice has an Aria in her hand
      And Alice has 16 Energy in her rune pool
      And Alice has 4 runes in her rune deck
      And Alice has 3 cards in her main deck
      When Alice plays her Aria
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      When Alice plays her Aria 2
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      When Alice plays her Aria 3
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice's Aria is in Alice's banishment
      And Alice's Aria 2 is in Alice's banishment
      And Alice's Aria 3 is in Alice's banishment
      And Alice drew 0 times
      When Alice plays her Aria 4
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Aria is in Alice's trash
      And Alice's Aria 2 is in Alice's trash
      And Alice's Aria 3 is in Alice's trash
      And Alice's Aria 4 is in Alice's trash
      And the moved event for Alice's Aria 2 went from banishment to trash
      And Alice drew 1 time
