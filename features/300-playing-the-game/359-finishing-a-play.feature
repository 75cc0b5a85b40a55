@edition:v1.4
Feature: Finishing a play (rule 359)

  Rule: 359.3.e.5 An illegal target is left alone while the rest of the spell still happens

    @rule:359.3.e.5 @rule:359.3.e.1 @rule:359.3.e.2 @rule:359.3.e.6
    Example: Void Seeker's target is moved to base in reaction, yet its caster still draws
      Given a battlefield called the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Flash in his hand
      And Bob has 2 Energy in his rune pool
      When Alice plays her Void Seeker
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Flash
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's base
      And Bob's Shipyard Skulker has 0 damage
      And Alice's hand holds 1 card
      And Alice's Void Seeker is in Alice's trash

    @rule:359.3.e.5 @rule:359.3.e.2
    Example: The unit Alice's Ambush may kill has gone to base: that "you may" can no longer be followed, so she is not asked and simply draws, though Bob has another unit at the Ford
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Ambush" costing 0 and text "You may kill a unit at a battlefield. Draw 1."
      And Alice has an Ambush in her hand
      And Alice has 2 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Bob has a Flash in his hand
      And Bob has 2 Energy in his rune pool
      When Alice plays her Ambush
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Flash
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice drew 1 time
      And Bob's Shipyard Skulker is in Bob's base
      And Bob's Vanguard Sergeant is at the Ford

    @rule:359.3.e.6
    Example: With no battlefield in play, Alice's Muster cannot play its Recruit token to one: the instruction is ignored, and no token comes into her base instead
      Given a test spell "Muster" costing 0 and text "Play a 2 :rb_might: Recruit unit token to a battlefield."
      And Alice has a Muster in her hand
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's base holds no Recruit token

    @rule:359.3.e.5 @rule:359.3.e.2
    Example: Bob kills his own unit in reaction to Alice's Cull: no one channels for the gone target's controller, yet Alice still draws
      Given a test spell "Cull" costing 0 and text "Kill a unit. Its controller channels 1 rune. Draw 1."
      And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Cull in her hand
      And Alice has 2 cards in her main deck
      And Alice has 2 runes in her rune deck
      And Bob has a Snuff in his hand
      And Bob has a Vanguard Sergeant in his base
      And Bob has 2 runes in his rune deck
      When Alice plays her Cull
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Snuff
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
      And Bob channeled 0 times
      And Alice channeled 0 times

    @rule:359.3.e.5 @rule:359.3.e.2
    Example: Bob's unit chosen by Alice's Chop dies in reaction: Chop still kills his gear, and "return that unit" returns nothing, least of all the gear it just killed
      Given a battlefield called the Bridge
      And a test spell "Chop" costing 0 and text "Choose a unit and a gear. Kill that gear. Return that unit to its owner's hand."
      And a test spell "Snuff Out" costing 0 and text "[Reaction]\nKill a unit."
      And a test gear "Trinket" costing 0
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Trinket in his base
      And Bob has a Snuff Out in his hand
      And Alice has a Chop in her hand
      When Alice plays her Chop
      And Alice chooses Bob's Vanguard Sergeant
      And Alice chooses Bob's Trinket
      And Alice passes
      And Bob plays his Snuff Out
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Bob's Trinket is in Bob's trash
      And Bob's Vanguard Sergeant is in Bob's trash
      And Bob's hand holds 0 cards

  Rule: 359.2.d Gear enters the board ready at its controller's base

    @rule:359.2.d @rule:351.1
    Example: A gear played while Alice controls a battlefield still enters ready at her base
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And a test gear "Lantern" costing 1
      And Alice has a Lantern in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Lantern
      Then no decision is pending
      And Alice's Lantern is in Alice's base
      And Alice's Lantern is ready

    @rule:359.2.d
    Example: The event of Alice's Lantern entering the board says it came from the chain, ready, under the gear's rule
      Given a test gear "Lantern" costing 0
      And Alice has a Lantern in her hand
      When Alice plays her Lantern
      Then the moved event for Alice's Lantern went from chain to base
      And the moved event for Alice's Lantern cites rule 359.2.d
      And these events happened in order:
        | moved | ready |

  Rule: 359.2.c A unit enters the board exhausted at the place chosen for it

    @rule:359.2.c
    Example: The event of Alice's Squire entering her base says it came from the chain, exhausted, under the unit's rule
      Given a test unit "Squire" costing 0 with 2 Might
      And Alice has a Squire in her hand
      When Alice plays her Squire
      Then Alice's Squire is in Alice's base
      And Alice's Squire is exhausted
      And the moved event for Alice's Squire went from chain to base
      And the moved event for Alice's Squire cites rule 359.2.c
      And these events happened in order:
        | moved | exhausted |

  Rule: 359.3 A spell stays on the chain until it resolves, then goes to the trash

    @rule:359.3 @rule:359.3.a @rule:359.1 @rule:352.1 @rule:352.2 @rule:350.1 @rule:351.2 @rule:359.3.d @rule:359
    Example: Void Seeker is pending while its target is chosen, finalized afterwards, and played only then
      Given a battlefield called the Bridge
      And Bob has a Playful Phantom at the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Void Seeker
      Then Alice's Void Seeker is a pending chain item
      And Alice's Void Seeker has not been played
      When Alice chooses Bob's Playful Phantom
      Then Alice's Void Seeker is a finalized chain item
      And Alice's Void Seeker has been played
      When Alice passes
      And Bob passes
      Then Bob's Playful Phantom has 4 damage
      And Alice's Void Seeker is in Alice's trash
      And Alice's hand holds 1 card

  Rule: 359.3.d A resolving spell's effect is carried out as its text says

    @rule:359.3.d
    Example: "Draw 1 unless you have 3 or more cards in your hand" draws nothing with 3 cards left in hand, and draws with 1
      Given it is Alice's main phase
      And a test spell "Thrift" costing 0 and text "Draw 1 unless you have 3 or more cards in your hand."
      And a test unit "Footman" costing 0 with 3 Might
      And Alice has a Thrift in her hand
      And Alice has a Thrift in her hand
      And Alice has a Footman in her hand
      And Alice has a Footman in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Thrift
      And Alice passes
      And Bob passes
      Then Alice drew 0 times
      And Alice's hand holds 3 cards
      When Alice plays her Footman
      And Alice plays her Thrift 2
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's card 1 is in Alice's hand
      And Alice's hand holds 2 cards

    @rule:359.3.d
    Example: "If there is an enemy unit at a battlefield, draw 1" is read on the board as the spell resolves: Bob's unit at the Bridge makes Alice draw
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Scout Report" costing 0 and text "If there is an enemy unit at a battlefield, draw 1."
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Scout Report in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Scout Report
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:359.3.d
    Example: "When I move, draw 1 if there's an enemy unit here": Alice's Runner draws where Bob has a unit, not where he has none
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test unit "Runner" costing 0 with 5 Might and text "When I move, draw 1 if there's an enemy unit here."
      And Alice has a Runner in her base
      And Alice has a Runner in her base
      And Bob has a Recruit (NX) at the Ford
      And Alice has 2 cards in her main deck
      When Alice moves her Runner to the Bridge
      And Alice passes
      And Bob passes
      Then Alice drew 0 times
      When Alice passes
      And Bob passes
      Then Alice controls the Bridge
      When Alice moves her Runner 2 to the Ford
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 359.3.e.8 Only the targets still legal are acted on

    @rule:359.3.e.8 @rule:359.3.e.2 @faq:origins:units-choose-fox-fire-targets-them
    Example: One of Fox-Fire's two Recruits is moved to base; the other still dies
      Given a battlefield called the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Flash in his hand
      And Bob has 2 Energy in his rune pool
      And Alice has a Fox-Fire in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Fox-Fire
      And Alice chooses Bob's Recruit (NX) and Bob's Recruit (NX) 2
      And Alice passes
      And Bob plays his Flash
      And Bob chooses his Recruit (NX)
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's base
      And Bob's Recruit (NX) 2 is in Bob's trash

    @rule:359.3.e.8 @rule:359.3.e.2
    Example: The unit chosen with a battlefield is returned to hand: "that unit" names nothing, so nothing moves and the chosen battlefield stays put
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Regroup" costing 0 and text "Choose a battlefield you control and a unit you control at a different location. Move that unit to that battlefield and give it +2 :rb_might: this turn."
      And the Ford is controlled by Alice
      And Alice has a Stalwart Poro at the Ford
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Regroup in her hand
      And Bob has a Gust in his hand
      And Bob has 1 Energy in his rune pool
      When Alice plays her Regroup
      And Alice chooses the Ford
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob plays his Gust
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's hand
      And Alice's Stalwart Poro is at the Ford
      And Alice controls the Ford
      And the chain is empty
      And no decision is pending

    @rule:359.3.e.8 @rule:359.3.e.5
    Example: The ability Alice's counter targets is countered first by Bob's own: her counter acts on nothing and she still draws
      Given it is Bob's main phase
      And a battlefield called the Bridge
      And a test legend "Watcher" with text "[Reaction][>] :rb_exhaust:: Draw 1."
      And a test spell "Hush" costing 0 and text "[Reaction]\nCounter an ability with [Reaction]. Draw 1."
      And Bob has a Watcher as his legend
      And Bob has 2 cards in his main deck
      And Alice has 2 cards in her main deck
      And Alice has a Hush in her hand
      And Bob has a Hush in his hand
      When Bob activates his Watcher
      And Bob passes
      And Alice plays her Hush
      And Alice chooses the chain item of Bob's Watcher
      And Alice passes
      And Bob plays his Hush
      And Bob chooses the chain item of Bob's Watcher
      And Bob passes
      And Alice passes
      Then the chain holds Alice's Hush
      And Bob drew 1 time
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
      And Bob drew 1 time
      And Alice's Hush is in Alice's trash

    @rule:359.3.e.8 @rule:359.3.e.2
    Example: The unit chosen "at a different location" from the chosen battlefield has moved there before resolution: it is no longer a legal target and gets no Might
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Regroup" costing 0 and text "Choose a battlefield you control and a unit you control at a different location. Move that unit to that battlefield and give it +2 :rb_might: this turn."
      And a test spell "Shove" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield you control."
      And the Ford is controlled by Alice
      And Alice has a Stalwart Poro at the Ford
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Regroup in her hand
      And Alice has a Shove in her hand
      When Alice plays her Regroup
      And Alice chooses the Ford
      And Alice chooses her Shipyard Skulker
      And Alice plays her Shove
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Ford
      And the chain holds Alice's Regroup
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Shipyard Skulker's Might is 3

    @rule:359.3.e.8 @rule:359.3.e.12
    Example: The first unit Alice's Pincer chose is returned to hand: with no place left to differ from, Bob's unit it chose second is no longer legal and lives
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Pincer" costing 0 and text "Choose a unit you control and an enemy unit at a different location. Kill them."
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Pincer in her hand
      And Bob has a Gust in his hand
      And Bob has 1 Energy in his rune pool
      When Alice plays her Pincer
      And Alice chooses her Shipyard Skulker
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Gust
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's hand
      And the chain is empty
      And Bob's Vanguard Sergeant is at the Ford

  Rule: 359.3.e.11 An instruction is followed as far as it can be

    @rule:359.3.e.11 @rule:359.3.e.6
    Example: With one card in hand, "discard 2, then draw 2" discards that card and still draws 2
      Given a test spell "Rummage" costing 1 and text "Discard 2, then draw 2."
      And Alice has a Rummage in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Rummage
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's hand holds 2 cards

    @rule:359.3.e.11
    Example: Alice's Ward replaces her Sergeant's death with "discard 2": with one card in hand she discards it, and the Sergeant lives
      Given a test gear "Ward" costing 0 and text "If a friendly unit would die, discard 2 instead."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Ward in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Smite in her hand
      And Alice has a Shipyard Skulker in her hand
      When Alice plays her Smite
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's base
      And Alice's Shipyard Skulker is in Alice's trash
      And Alice's hand holds 0 cards

    @rule:359.3.e.6
    Example: Alice's Drifter, moved to the Bridge by her Quick Shift before her Shift resolves, is already there: Shift moves nothing
      Given a battlefield called the Bridge
      And a test unit "Drifter" costing 1 with 1 Might and text "When I move, draw 1."
      And a test unit "Squire" costing 1 with 1 Might
      And a test spell "Shift" costing 0 and text "Move a friendly unit to a battlefield."
      And a test spell "Quick Shift" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And the Bridge is controlled by Alice
      And Alice has a Squire at the Bridge
      And Alice has a Drifter in her base
      And Alice has a Shift in her hand
      And Alice has a Quick Shift in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Shift
      And Alice chooses her Drifter
      And Alice chooses the Bridge
      And Alice plays her Quick Shift
      And Alice chooses her Drifter
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Drifter is at the Bridge
      And the chain holds Alice's Shift, then Alice's Drifter
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice passes
      And Bob passes
      Then Alice's Drifter is at the Bridge
      And the chain is empty
      And Alice drew 1 time

    @rule:359.3.e.6 @rule:359.3.e.14.a
    Example: Alice's Drifter is already at the Bridge when her Shift resolves: the move is ignored, and so is its "If you do"
      Given a battlefield called the Bridge
      And a test unit "Drifter" costing 1 with 1 Might
      And a test unit "Squire" costing 1 with 1 Might
      And a test spell "Shift" costing 0 and text "Move a friendly unit to a battlefield. If you do, draw 1."
      And a test spell "Quick Shift" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And the Bridge is controlled by Alice
      And Alice has a Squire at the Bridge
      And Alice has a Drifter in her base
      And Alice has a Shift in her hand
      And Alice has a Quick Shift in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Shift
      And Alice chooses her Drifter
      And Alice chooses the Bridge
      And Alice plays her Quick Shift
      And Alice chooses her Drifter
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Drifter is at the Bridge
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Drifter is at the Bridge
      And Alice drew 0 times

    @rule:359.3.e.14.a
    Example: Alice's Overkill kills Bob's unit, then "Kill it" finds it already in his trash: that kill is not done, so its "If you do" draws nothing
      Given a battlefield called the Bridge
      And a test spell "Overkill" costing 0 and text "Kill a unit at a battlefield. Kill it. If you do, draw 1."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has an Overkill in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Overkill
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And the chain is empty
      And Alice drew 0 times

    @rule:359.3.e.14.a
    Example: With Alice's trash empty, her Sweep recycles nothing, so its "If you do" draws nothing
      Given a test spell "Sweep" costing 0 and text "Recycle all cards in your trash. If you do, draw 1."
      And Alice has a Sweep in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Sweep
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's trash holds 1 card
      And Alice drew 0 times

    @rule:359.3.e.14.a
    Example: Alice's first Peek looks at her one card and draws it; with her deck then empty, her second Peek looks at nothing and its "If you do" draws nothing
      Given a test spell "Peek" costing 0 and text "Look at the top 3 cards of your Main Deck. If you do, draw 1."
      And Alice has a Peek in her hand
      And Alice has a Peek in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Peek
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's card 1 is in Alice's hand
      When Alice plays her Peek 2
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
      And Bob's score is 0

    @rule:359.3.e.14.a
    Example: Alice's first Flash reveals her one card and draws it; with her deck then empty, her second Flash reveals nothing and its "If you do" draws nothing
      Given a test spell "Flash" costing 0 and text "Reveal the top card of your Main Deck. If you do, draw 1."
      And Alice has a Flash in her hand
      And Alice has a Flash in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Flash
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's card 1 is in Alice's hand
      When Alice plays her Flash 2
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
      And Bob's score is 0

    @rule:359.3.e.14.a
    Example: With Alice's hand empty, her Show of Hands reveals nothing, so its "If you do" draws nothing
      Given a test spell "Show of Hands" costing 0 and text "Reveal your hand. If you do, draw 1."
      And Alice has a Show of Hands in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Show of Hands
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times

    @rule:359.3.e.6
    Example: Alice's Drifter, sent home by her Quick Retreat before her Retreat resolves, is already in her base: Retreat moves nothing
      Given a battlefield called the Bridge
      And a test unit "Drifter" costing 1 with 1 Might and text "When I move, draw 1."
      And a test unit "Squire" costing 1 with 1 Might
      And a test spell "Retreat" costing 0 and text "Move a friendly unit to base."
      And a test spell "Quick Retreat" costing 0 and text "[Reaction]\nMove a friendly unit to base."
      And the Bridge is controlled by Alice
      And Alice has a Squire at the Bridge
      And Alice has a Drifter at the Bridge
      And Alice has a Retreat in her hand
      And Alice has a Quick Retreat in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Retreat
      And Alice chooses her Drifter
      And Alice plays her Quick Retreat
      And Alice chooses her Drifter
      And Alice passes
      And Bob passes
      Then Alice's Drifter is in Alice's base
      And the chain holds Alice's Retreat, then Alice's Drifter
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice passes
      And Bob passes
      Then Alice's Drifter is in Alice's base
      And the chain is empty
      And Alice drew 1 time

    @rule:359.3.e.6 @rule:359.3.e.14.a
    Example: Alice's Trickster and her Skulker are both at the Bridge: trading locations moves neither, so its "If you do" draws nothing
      Given a battlefield called the Bridge
      And a test unit "Trickster" costing 0 with 2 Might and text ":rb_exhaust:: Move me and a unit you control to each other's locations. If you do, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Trickster at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has 2 cards in her main deck
      When Alice activates her Trickster
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Trickster is at the Bridge
      And Alice's Shipyard Skulker is at the Bridge
      And no moved event happened for Alice's Trickster
      And no moved event happened for Alice's Shipyard Skulker
      And Alice drew 0 times

    @rule:359.3.e.6
    Example: Bob kills Alice's Trickster before its trade of locations resolves: with one of the two gone, her Skulker stays in her base
      Given a battlefield called the Bridge
      And a test unit "Trickster" costing 0 with 2 Might and text ":rb_exhaust:: Move me and a unit you control to each other's locations."
      And a test spell "Snipe" costing 0 and text "[Reaction]\nKill a unit."
      And the Bridge is controlled by Alice
      And Alice has a Trickster at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Bob has a Snipe in his hand
      When Alice activates her Trickster
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob plays his Snipe
      And Bob chooses Alice's Trickster
      And Bob passes
      And Alice passes
      Then Alice's Trickster is in Alice's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Trickster is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's base

    @rule:359.3.e.6
    Example: Bob kills the unit Alice's Trickster would trade locations with: the Trickster stays at the Bridge
      Given a battlefield called the Bridge
      And a test unit "Trickster" costing 0 with 2 Might and text ":rb_exhaust:: Move me and a unit you control to each other's locations."
      And a test spell "Snipe" costing 0 and text "[Reaction]\nKill a unit."
      And the Bridge is controlled by Alice
      And Alice has a Trickster at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Bob has a Snipe in his hand
      When Alice activates her Trickster
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob plays his Snipe
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Trickster is at the Bridge

    @rule:359.3.e.6
    Example: Alice's Jester names the other unit first and itself second; Bob kills the Jester first, so her Skulker stays in her base
      Given a battlefield called the Bridge
      And a test unit "Jester" costing 0 with 2 Might and text ":rb_exhaust:: Move a unit you control and me to each other's locations."
      And a test spell "Snipe" costing 0 and text "[Reaction]\nKill a unit."
      And the Bridge is controlled by Alice
      And Alice has a Jester at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Bob has a Snipe in his hand
      When Alice activates her Jester
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob plays his Snipe
      And Bob chooses Alice's Jester
      And Bob passes
      And Alice passes
      Then Alice's Jester is in Alice's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Jester is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's base

    @rule:359.3.e.6
    Example: A spell has no location to go back to: Alice's Shuffle moves her Skulker to her Sergeant's battlefield, and "it to my original location" is ignored
      Given a battlefield called the Bridge
      And a test spell "Shuffle" costing 0 and text "Choose a unit you control. Move a friendly unit to its location and it to my original location."
      And the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Shuffle in her hand
      When Alice plays her Shuffle
      And Alice chooses her Vanguard Sergeant
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Shipyard Skulker is at the Bridge
      And Alice's Vanguard Sergeant is at the Bridge

    @rule:359.3.e.6
    Example: Alice's Marshal sends her Skulker to her Sergeant's battlefield, and the Sergeant "to my original location", the Bridge where it already is: it makes no move
      Given a battlefield called the Bridge
      And a test unit "Marshal" costing 0 with 2 Might and text ":rb_exhaust:: Choose a unit you control. Move a friendly unit to its location and it to my original location."
      And the Bridge is controlled by Alice
      And Alice has a Marshal at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice activates her Marshal
      And Alice chooses her Vanguard Sergeant
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Shipyard Skulker is at the Bridge
      And Alice's Vanguard Sergeant is at the Bridge
      And no moved event happened for Alice's Vanguard Sergeant

    @rule:359.3.e.5 @rule:359.3.e.6
    Example: The friendly unit Alice's Order makes deal 3 is returned to hand first: the spell deals nothing in its place
      Given a test spell "Order" costing 0 and text "Ready a friendly unit. It deals 3 to an enemy unit at a battlefield."
      And a battlefield called the Bridge
      And Alice has an exhausted Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Gust in his hand
      And Bob has 1 Energy in his rune pool
      And Alice has an Order in her hand
      When Alice plays her Order
      And Alice chooses her Shipyard Skulker
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Gust
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's hand
      And the chain is empty
      And Bob's Vanguard Sergeant has 0 damage

  Rule: 359.3.e.12 Information about an object that is gone reads as null

    @rule:359.3.e.12 @rule:359.3.e.9 @rule:359.3.f.2.a
    Example: Last Breath's friendly unit is returned to hand: nothing is dealt, not even 0 as if its Might were 0
      Given a battlefield called the Bridge
      And Alice has an exhausted Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Gust in his hand
      And Bob has 1 Energy in his rune pool
      And Alice has a Last Breath in her hand
      And Alice has 3 Energy and 1 calm and 1 chaos Power in her rune pool
      When Alice plays her Last Breath
      And Alice chooses her Shipyard Skulker
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Gust
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's hand
      And Bob's Vanguard Sergeant has 0 damage

    @rule:359.3.e.12
    Example: Bob's Spite, in his trash as its Deathknell resolves, has no Might for "less Might than me": Alice's 1 Might Page is not killed
      Given a test unit "Spite" costing 0 with 3 Might and text "[Deathknell][>] Kill a unit with less Might than me."
      And a test unit "Page" costing 0 with 1 Might
      And a test spell "Execute" costing 0 and text "Kill a unit."
      And Bob has a Spite in his base
      And Alice has a Page in her base
      And Alice has an Execute in her hand
      When Alice plays her Execute
      And Alice chooses Bob's Spite
      And Alice passes
      And Bob passes
      Then Bob's Spite is in Bob's trash
      And Alice's Page is in Alice's base
      And the chain is empty

    @rule:359.3.e.12
    Example: Bob's Grudge, in his trash as its Deathknell resolves, has no Might to bound "Energy cost no more than my Might": Alice's Page printed at 0 is not killed
      Given a test unit "Grudge" costing 0 with 3 Might and text "[Deathknell][>] Kill a unit with Energy cost no more than my Might."
      And a test unit "Page" costing 0 with 1 Might
      And a test spell "Execute" costing 0 and text "Kill a unit."
      And Bob has a Grudge in his base
      And Alice has a Page in her base
      And Alice has an Execute in her hand
      When Alice plays her Execute
      And Alice chooses Bob's Grudge
      And Alice passes
      And Bob passes
      Then Bob's Grudge is in Bob's trash
      And Alice's Page is in Alice's base
      And the chain is empty

    @rule:359.3.e.12 @rule:359.3.f.2.a
    Example: The enemy unit Alice's Scorch chose is returned to Bob's hand in reaction: "its controller" names no one, and nobody burns
      Given a battlefield called the Bridge
      And a test spell "Scorch" costing 0 and text "Choose an enemy unit. Its controller [Burn 2]."
      And a test spell "Recall Word" costing 0 and text "[Reaction]\nReturn a unit to its owner's hand."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Recall Word in his hand
      And Bob has 3 cards in his main deck
      And Alice has 3 cards in her main deck
      And Alice has a Scorch in her hand
      When Alice plays her Scorch
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Recall Word
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's hand
      And the chain is empty
      And Bob's main deck holds 3 cards
      And Alice's main deck holds 3 cards

    @rule:359.3.e.12 @editions:v1.1-v1.4
    Example: Alice's Tally kills Bob's 2-Might Scout, then asks in the present whether it has 3 Might or less: in the trash it has none, so she draws nothing
      Given a battlefield called the Bridge
      And a test unit "Scout" costing 0 with 2 Might
      And a test spell "Tally" costing 0 and text "Kill a unit at a battlefield. If it has 3 :rb_might: or less, draw 1."
      And Bob has a Scout at the Bridge
      And Alice has a Tally in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Tally
      And Alice chooses Bob's Scout
      And Alice passes
      And Bob passes
      Then Bob's Scout is in Bob's trash
      And Alice's hand holds 0 cards

    @rule:359.3.e.12 @editions:v1.1-v1.4
    Example: Cleave's unit is returned to hand: its Might reads as null, so no damage is split and Alice is asked nothing
      Given a test spell "Cleave" costing 0 and text "Choose a unit you control. It deals damage equal to its Might split among up to 3 enemy units."
      And a battlefield called the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Gust in his hand
      And Bob has 1 Energy in his rune pool
      And Alice has a Cleave in her hand
      When Alice plays her Cleave
      And Alice chooses her Shipyard Skulker
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Gust
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's hand
      And no decision is pending
      And the chain is empty
      And Bob's Vanguard Sergeant has 0 damage

    @rule:359.3.e.12 @rule:417.6.b.3
    Example: Challenge's friendly unit is returned to hand: with no other unit to fight, the enemy unit is dealt nothing
      Given a battlefield called the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Gust in his hand
      And Bob has 1 Energy in his rune pool
      And Alice has a Challenge in her hand
      And Alice has 2 Energy and 1 body Power in her rune pool
      When Alice plays her Challenge
      And Alice chooses her Shipyard Skulker
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Gust
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's hand
      And Bob's Vanguard Sergeant has 0 damage
      And the chain is empty

    @rule:359.3.e.12 @rule:417.6.b.3 @rule:186.1
    Example: Challenge's friendly unit is a Recruit token Bob kills: it ceases to exist, and the enemy unit is dealt nothing
      Given a battlefield called the Bridge
      And a test spell "Levy" costing 0 and text "Play a Recruit unit token."
      And Alice has a Levy in her hand
      And Bob has a Vanguard Sergeant at the Bridge
      And a test spell "Execute" costing 0 and text "[Reaction]\nKill a unit."
      And Bob has an Execute in his hand
      And Alice has a Challenge in her hand
      And Alice has 2 Energy and 1 body Power in her rune pool
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      And Alice plays her Challenge
      And Alice chooses her Recruit
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Execute
      And Bob chooses Alice's Recruit
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice's base holds no Recruit token
      And Bob's Vanguard Sergeant has 0 damage
      And the chain is empty

    @rule:359.3.e.12
    Example: Alice's Tithe kills no unit, so "its controller" names no one: nobody gains the point
      Given a battlefield called the Bridge
      And a test spell "Tithe" costing 0 and text "Kill up to one enemy unit. Its controller gains 1 point."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Tithe in her hand
      When Alice plays her Tithe
      And Alice declines to choose any target
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is at the Bridge
      And no scored event happened for Alice
      And no scored event happened for Bob

    @rule:359.3.e.12
    Example: Alice's Detour kills no unit, so "its controller" names no one: no one takes the turn, and Bob's comes next
      Given a battlefield called the Bridge
      And a test spell "Detour" costing 0 and text "Kill up to one enemy unit. Its controller takes a turn after this one."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Detour in her hand
      When Alice plays her Detour
      And Alice declines to choose any target
      And Alice passes
      And Bob passes
      And Alice ends her turn
      Then the turn player is Bob

    @rule:359.3.e.12 @editions:v1.1-v1.4
    Example: Baited Hook's friendly unit returned to hand: its Might is null, so no card looked at can be chosen
      Given a battlefield called the Bridge
      And a test unit "Minnow" costing 1 with 1 Might
      And Alice has a Baited Hook in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Minnow in her main deck
      And Alice has a Vanguard Sergeant in her main deck
      And Alice has 3 cards in her main deck
      And Alice has 1 Energy and 1 order Power in her rune pool
      And Bob has a Gust in his hand
      And Bob has 1 Energy in his rune pool
      When Alice activates her Baited Hook
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob plays his Gust
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Shipyard Skulker is in Alice's hand
      And Alice's Minnow is in Alice's main deck
      And Alice's main deck holds 5 cards
      And Alice's Baited Hook is exhausted
      And Alice's rune pool holds 0 Energy

    @rule:359.3.e.12 @rule:186.1 @editions:v1.1-v1.4
    Example: Alice's Recruit token chosen by her Stare Down is killed first and ceases to exist: with no Might to compare, Bob's 0 Might Mite at the Bridge stays
      Given a test spell "Rally" costing 0 and text "Play a ready Recruit unit token."
      And a test spell "Stare Down" costing 0 and text "Choose a friendly unit and a battlefield. Move all enemy units at that battlefield with less Might than the chosen unit to their base."
      And a test spell "Purge" costing 0 and text "[Reaction]\nKill a unit."
      And a test unit "Mite" costing 0 with 0 Might
      And Bob has a Mite at the Bridge
      And Alice has a Rally in her hand
      And Alice has a Stare Down in her hand
      And Bob has a Purge in his hand
      When Alice plays her Rally
      And Alice passes
      And Bob passes
      And Alice plays her Stare Down
      And Alice chooses Alice's Recruit
      And Alice chooses the Bridge
      And Alice passes
      And Bob plays his Purge
      And Bob chooses Alice's Recruit
      And Bob passes
      And Alice passes
      Then Alice's base holds no Recruit token
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Bob's Mite is at the Bridge

    @rule:359.3.e.12 @editions:v1.0
    Example: Under v1.0, the friendly unit returned to hand reads as Might 0, so Baited Hook offers the units of Might up to 1
      Given a battlefield called the Bridge
      And a test unit "Minnow" costing 1 with 1 Might
      And Alice has a Baited Hook in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Minnow in her main deck
      And Alice has a Vanguard Sergeant in her main deck
      And Alice has 3 cards in her main deck
      And Alice has 1 Energy and 1 order Power in her rune pool
      And Bob has a Gust in his hand
      And Bob has 1 Energy in his rune pool
      When Alice activates her Baited Hook
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob plays his Gust
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's Shipyard Skulker is in Alice's hand
      And Alice's Minnow is in Alice's base
      And Alice's Vanguard Sergeant is in Alice's main deck

    @rule:359.3.e.12 @rule:370 @editions:v1.1-v1.4 @faq:origins:use-effect-like-unlicensed-armory-prevent
    Example: Zhonya's Hourglass saves Baited Hook's friendly unit: no unit was killed, so no card looked at can be chosen
      Given a battlefield called the Bridge
      And a test unit "Minnow" costing 1 with 1 Might
      And Alice has a Baited Hook in her base
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Minnow in her main deck
      And Alice has a Vanguard Sergeant in her main deck
      And Alice has 3 cards in her main deck
      And Alice has 1 Energy and 1 order Power in her rune pool
      When Alice activates her Baited Hook
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Zhonya's Hourglass is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Minnow is in Alice's main deck
      And Alice's main deck holds 5 cards

    @rule:359.3.e.12.a @rule:359.3.e.13
    Example: With its unit killed, Baited Hook offers the looked-at units of Might up to 1 more, and plays the one chosen for free
      Given a battlefield called the Bridge
      And a test unit "Minnow" costing 1 with 1 Might
      And Alice has a Baited Hook in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Minnow in her main deck
      And Alice has a Vanguard Sergeant in her main deck
      And Alice has a Playful Phantom in her main deck
      And Alice has 2 cards in her main deck
      And Alice has 1 Energy and 1 order Power in her rune pool
      When Alice activates her Baited Hook
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice is asked to choose from among the cards looked at among her Minnow, her Vanguard Sergeant, Alice's card 1 and Alice's card 2
      When Alice chooses her Vanguard Sergeant
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Vanguard Sergeant is in Alice's base
      And Alice's Vanguard Sergeant is exhausted
      And Alice's main deck holds 4 cards
      And Alice's rune pool holds 0 Energy

    @rule:359.3.e.12.a @rule:359.3.f.2
    Example: With its friendly unit still there, Last Breath readies it and deals its Might as it is then, its buff included
      Given a battlefield called the Bridge
      And Alice has an exhausted buffed Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Last Breath in her hand
      And Alice has 3 Energy and 1 calm and 1 chaos Power in her rune pool
      When Alice plays her Last Breath
      And Alice chooses her Shipyard Skulker
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is ready
      And Bob's Mega-Mech has 4 damage

    @rule:359.3.e.12
    Example: Alice's Grab draws the card it revealed, so "put it in your trash" no longer finds it on top of her deck: the card stays in her hand
      Given a test spell "Grab and Toss" costing 0 and text "Reveal the top card of your Main Deck. Draw it. Put it in your trash."
      And Alice has a Grab and Toss in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Grab and Toss
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's card 1 is in Alice's hand
      And Alice's trash holds 1 card
      And Alice's main deck holds Alice's card 2, Alice's card 3 (top first)

    @rule:359.3.e.12 @rule:359.3.f.2.a
    Example: Bob kills the enemy unit whose battlefield Alice's Rally Point names, so that battlefield reads as null: her Skulker stays in her base
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Rally Point" costing 0 and text "Choose an enemy unit at a battlefield. Move a friendly unit to its battlefield."
      And a test spell "Last Stand" costing 0 and text "[Reaction]\nKill a friendly unit."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Rally Point in her hand
      And Bob has a Last Stand in his hand
      When Alice plays her Rally Point
      And Alice chooses Bob's Vanguard Sergeant
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob plays his Last Stand
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Shipyard Skulker is in Alice's base

    @rule:359.3.e.12 @rule:359.3.f.2.a
    Example: Bob kills the enemy unit whose battlefield Alice's Muster All names, and no other unit was chosen: her units in base stay there
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Muster All" costing 0 and text "Choose an enemy unit at a battlefield. Move all friendly units in your base to that enemy unit's battlefield."
      And a test spell "Last Stand" costing 0 and text "[Reaction]\nKill a friendly unit."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Muster All in her hand
      And Bob has a Last Stand in his hand
      When Alice plays her Muster All
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Last Stand
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Shipyard Skulker is in Alice's base

    @rule:359.3.e.12 @rule:359.3.f.2.a
    Example: Bob kills Alice's only unit at the Ford she chose for her Reinforce, so the Ford is no longer a legal choice and "that battlefield" names none: her Skulker stays in her base
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Reinforce" costing 0 and text "Choose a battlefield with exactly one unit you control. Move a friendly unit in your base to that battlefield."
      And a test spell "Snipe" costing 0 and text "[Reaction]\nKill a unit."
      And the Ford is controlled by Alice
      And Alice has a Vanguard Sergeant at the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has a Reinforce in her hand
      And Bob has a Snipe in his hand
      When Alice plays her Reinforce
      And Alice chooses the Ford
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob plays his Snipe
      And Bob chooses Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Shipyard Skulker is in Alice's base

  Rule: 359.3.e.14 A linked instruction happens only if the one it refers to did

    @rule:359.3.e.14
    Example: Alice's Usurp picks her own Vanguard Sergeant: control does not change hands, so its "If you do" draws her nothing
      Given a test spell "Usurp" costing 0 and text "Take control of a unit. If you do, draw 1."
      And Alice has a Usurp in her hand
      And Alice has a Vanguard Sergeant in her base
      And Alice has 3 cards in her main deck
      When Alice plays her Usurp
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's base
      And Alice drew 0 times

    @rule:359.3.e.14
    Example: Alice's Usurp picks Bob's Vanguard Sergeant: she takes it, so its "If you do" draws her a card
      Given a test spell "Usurp" costing 0 and text "Take control of a unit. If you do, draw 1."
      And Alice has a Usurp in her hand
      And Bob has a Vanguard Sergeant in his base
      And Alice has 3 cards in her main deck
      When Alice plays her Usurp
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Alice's base
      And Alice drew 1 time

    @rule:359.3.e.14
    Example: Adding Energy is an action done: the "If you do" after Alice's Windfall adds 1 draws her a card
      Given a test spell "Windfall" costing 0 and text "Add :rb_energy_1:. If you do, draw 1."
      And Alice has a Windfall in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Windfall
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's rune pool holds 1 Energy
      And Alice drew 1 time

    @rule:359.3.e.14
    Example: Alice's Cull counts the units it killed, not the card she discarded in between: two killed, she draws two
      Given a battlefield called the Bridge
      And a test spell "Cull" costing 0 and text "Kill all units with 2 :rb_might: or less. Discard 1. Draw 1 for each killed this way."
      And a test unit "Runt" costing 0 with 2 Might
      And Bob has a Runt at the Bridge
      And Bob has a Runt in his base
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Cull in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Cull
      And Alice passes
      And Bob passes
      Then Bob's Runt is in Bob's trash
      And Bob's Runt 2 is in Bob's trash
      And Bob's Vanguard Sergeant is in Bob's base
      And Alice's Shipyard Skulker is in Alice's trash
      And Alice drew 2 times

    @rule:359.3.e.14
    Example: Alice's Purge banishes from the trash exactly the units its kill sent there, not the unit that survived it
      Given a battlefield called the Bridge
      And a test spell "Purge" costing 0 and text "Kill all units with 2 :rb_might: or less. Banish each killed this way."
      And a test unit "Runt" costing 0 with 2 Might
      And Bob has a Runt at the Bridge
      And Bob has a Runt in his base
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Purge in her hand
      When Alice plays her Purge
      And Alice passes
      And Bob passes
      Then Bob's Runt is in Bob's banishment
      And Bob's Runt 2 is in Bob's banishment
      And Bob's Vanguard Sergeant is in Bob's base

    @rule:359.3.e.14 @rule:359.3.e.14.a
    Example: Bob's Lilting Lullaby cannot counter Alice's spell that can't be countered, so its ban on that spell's controller, linked to the counter, does not happen either: Alice plays her Spark
      Given a test spell "Unbending Word" costing 0 and text "This can't be countered.\nDraw 1."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has an Unbending Word in her hand
      And Alice has a Spark in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Lilting Lullaby in his hand
      And Bob has 2 Energy and 2 calm Power in his rune pool
      When Alice plays her Unbending Word
      And Alice passes
      And Bob plays his Lilting Lullaby
      And Bob chooses Alice's Unbending Word
      And Bob passes
      And Alice passes
      Then the chain holds Alice's Unbending Word
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Spark
      Then Alice's Spark is a finalized chain item

    @rule:359.3.e.14 @rule:359.3.e.14.a
    Example: Bob's Hush fails to counter Alice's spell that can't be countered, so neither its ban on her spells nor its "if you do" after the ban happens: Bob draws nothing
      Given a test spell "Unbending Word" costing 0 and text "This can't be countered.\nDraw 1."
      And a test spell "Hush" costing 0 and text "[Reaction]\nCounter a spell. Its controller can't play spells this turn. If you do, draw 1."
      And Alice has an Unbending Word in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Hush in his hand
      And Bob has 2 cards in his main deck
      When Alice plays her Unbending Word
      And Alice passes
      And Bob plays his Hush
      And Bob chooses Alice's Unbending Word
      And Bob passes
      And Alice passes
      Then the chain holds Alice's Unbending Word
      And Bob's hand holds 0 cards

    @rule:359.3.e.14
    Example: Alice's Guard sets up the recall of her Mega-Mech should it die this turn, so the "if you do" after it draws her a card
      Given a battlefield called the Bridge
      And a test spell "Guard" costing 0 and text "Choose a friendly unit. If it would die this turn, recall it instead. If you do, draw 1."
      And Alice has a Mega-Mech at the Bridge
      And Alice has a Guard in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Guard
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:359.3.e.14
    Example: Bob kills the Mega-Mech Alice's Guard chose before it resolves: there is no death left to set up a recall for, and the "if you do" draws her no card
      Given a battlefield called the Bridge
      And a test spell "Guard" costing 0 and text "Choose a friendly unit. If it would die this turn, recall it instead. If you do, draw 1."
      And a test spell "Execute" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Mega-Mech at the Bridge
      And Alice has a Guard in her hand
      And Alice has 2 cards in her main deck
      And Bob has an Execute in his hand
      When Alice plays her Guard
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob plays his Execute
      And Bob chooses Alice's Mega-Mech
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech is in Alice's trash
      And Alice drew 0 times

    @rule:359.3.e.14
    Example: Choosing an opponent is done as Alice's Glare resolves, so the "if you do" after it draws her a card
      Given a test spell "Glare" costing 0 and text "Choose an opponent. If you do, draw 1."
      And Alice has a Glare in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Glare
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:359.3.e.14
    Example: Being let to look at the chosen opponent's facedown cards is done as Alice's Snoop resolves, so the "if you do" after it draws her a card
      Given a test spell "Snoop" costing 0 and text "Choose an opponent. You can look at their facedown cards this turn. If you do, draw 1."
      And Alice has a Snoop in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Snoop
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:359.3.e.14 @rule:359.3.e.12
    Example: Bob kills the Titan that was to deal the damage: the Strike deals none, and its "if you do" draws Alice no card
      Given a battlefield called the Bridge
      And a test unit "Titan" costing 0 with 3 Might
      And a test spell "Strike" costing 0 and text "Choose a friendly unit. It deals 3 to an enemy unit. If you do, draw 1."
      And a test spell "Execute" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Strike in her hand
      And Alice has 2 cards in her main deck
      And Alice has a Titan at the Bridge
      And Bob has a Mega-Mech at the Bridge
      And Bob has an Execute in his hand
      When Alice plays her Strike
      And Alice chooses her Titan
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Execute
      And Bob chooses Alice's Titan
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice's Titan is in Alice's trash
      And Bob's Mega-Mech has 0 damage
      And Alice drew 0 times

    @rule:359.3.e.14 @rule:438.1
    Example: Alice conquers the Quarry, whose ability replaces it with a Brush: the replacing was done, so its "if you do" draws her a card
      Given a battlefield called the Bridge
      And a test battlefield "Quarry" with text "When you conquer here, replace this with a Brush battlefield token. If you do, draw 1."
      And a Quarry battlefield called the Quarry
      And a test unit "Scout" costing 0 with 2 Might
      And Alice has a Scout in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Scout to the Quarry
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the Quarry is a Brush battlefield
      And Alice drew 1 time

    @rule:359.3.e.14 @rule:170.9
    Example: Alice holds her Ring, whose ability activates the conquer ability of her Raider there: that was done, so its "if you do" draws her a card too
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Ring" with text "When you hold here, you activate the conquer effects of units here. If you do, draw 1."
      And a Ring battlefield called the Ring
      And a test unit "Raider" costing 0 with 2 Might and text "When I conquer, draw 1."
      And the Ring is controlled by Alice
      And Alice has a Raider at the Ring
      And Alice has 5 cards in her main deck
      Then the chain holds the Ring
      When Alice passes
      And Bob passes
      Then the chain holds Alice's Raider
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 3 times

    @rule:359.3.e.14 @rule:439.5
    Example: Adding a Brush battlefield token to the board is done as it resolves, so the "if you do" after it draws Alice a card
      Given a battlefield called the Bridge
      And a test spell "Overgrowth" costing 0 and text "Add a Brush battlefield token to the board. If you do, draw 1."
      And Alice has an Overgrowth in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Overgrowth
      And Alice passes
      And Bob passes
      Then the Brush is a Brush battlefield
      And Alice drew 1 time

    @rule:359.3.e.14
    Example: Alice's Levy plays a Recruit for Bob's one unit, so the "if you do" after it draws her a card
      Given a battlefield called the Bridge
      And a test spell "Levy" costing 0 and text "Play a Recruit unit token for each enemy unit. If you do, draw 1."
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Levy in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's base holds a 1 Might Recruit token controlled by Alice
      And Alice drew 1 time

    @rule:359.3.e.14
    Example: "+1 Might for each enemy unit there" gives nothing where there is none, so the "if you do" after it draws Alice nothing; at the Ford it draws
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Muster" costing 0 and text "Give a friendly unit at a battlefield +1 :rb_might: this turn for each enemy unit there. If you do, draw 1."
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Vanguard Sergeant at the Ford
      And Bob has a Mega-Mech at the Ford
      And Alice has a Muster in her hand
      And Alice has a Muster in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Muster
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 4
      And no might-changed event happened for Alice's Vanguard Sergeant
      And Alice drew 0 times
      When Alice plays her Muster 2
      And Alice chooses her Vanguard Sergeant 2
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant 2's Might is 5
      And Alice drew 1 time

    @rule:359.3.e.14 @rule:437.1.b
    Example: Preventing all spell and ability damage for the turn is done as it resolves, so the "if you do" after it draws Alice a card
      Given a test spell "Calm" costing 0 and text "Prevent all spell and ability damage this turn. If you do, draw 1."
      And Alice has 2 cards in her main deck
      And Alice has a Calm in her hand
      When Alice plays her Calm
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:359.3.e.14 @rule:417.6.b.3
    Example: Alice's Bruiser and the enemy unit it chose, both of 3 Might, deal each other 3, so the "if you do" after their exchange draws her a card
      Given a battlefield called the Bridge
      And a test unit "Bruiser" costing 0 with 3 Might and text "When you play me, choose an enemy unit at a battlefield. We deal damage equal to our Mights to each other. If you do, draw 1."
      And a test unit "Wall" costing 0 with 3 Might
      And Alice has a Bruiser in her hand
      And Alice has 2 cards in her main deck
      And Bob has a Wall at the Bridge
      When Alice plays her Bruiser
      And Alice chooses Bob's Wall
      And Alice passes
      And Bob passes
      Then Alice's Bruiser is in Alice's trash
      And Bob's Wall is in Bob's trash
      And Alice drew 1 time

    @rule:359.3.e.14 @rule:417.6.b.3
    Example: Alice's Bruiser and the enemy unit it chose, both of 0 Might, deal each other nothing, so the "if you do" after their exchange draws her no card
      Given a battlefield called the Bridge
      And a test unit "Bruiser" costing 0 with 0 Might and text "When you play me, choose an enemy unit at a battlefield. We deal damage equal to our Mights to each other. If you do, draw 1."
      And a test unit "Wall" costing 0 with 0 Might
      And Alice has a Bruiser in her hand
      And Alice has 2 cards in her main deck
      And Bob has a Wall at the Bridge
      When Alice plays her Bruiser
      And Alice chooses Bob's Wall
      And Alice passes
      And Bob passes
      Then Alice drew 0 times

    @rule:359.3.e.14 @rule:359.3.e.12
    Example: Bob kills the Wall Alice's Bruiser chose: the Bruiser has no one to exchange damage with, so the "if you do" after it draws her no card
      Given a battlefield called the Bridge
      And a test unit "Bruiser" costing 0 with 3 Might and text "When you play me, choose an enemy unit at a battlefield. We deal damage equal to our Mights to each other. If you do, draw 1."
      And a test unit "Wall" costing 0 with 3 Might
      And a test spell "Execute" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Bruiser in her hand
      And Alice has 2 cards in her main deck
      And Bob has a Wall at the Bridge
      And Bob has an Execute in his hand
      When Alice plays her Bruiser
      And Alice chooses Bob's Wall
      And Alice passes
      And Bob plays his Execute
      And Bob chooses his Wall
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Wall is in Bob's trash
      And Alice's Bruiser has 0 damage
      And Alice drew 0 times

    @rule:359.3.e.14
    Example: With no card left in her hand, Alice cannot recycle one, so "if you do, draw 2" does not happen and nobody asks her
      Given a test spell "Trade In" costing 0 and text "You may recycle a card from your hand. If you do, draw 2."
      And Alice has a Trade In in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Trade In
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice drew 0 times
      And Alice's main deck holds 3 cards

    @rule:359.3.e.14
    Example: Alice's Hourglass gives her next spell Repeat, and its "if you do" then draws her a card
      Given a test gear "Hourglass" costing 0 and text ":rb_exhaust:: Give the next spell you play this turn [Repeat] equal to its cost. If you do, draw 1."
      And Alice has a Hourglass in her base
      And Alice has 3 cards in her main deck
      When Alice activates her Hourglass
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:359.3.e.14 @rule:359.3.e.13 @rule:359.3.e.14.b
    Example: Hidden Blade kills Bob's unit, and Bob, its controller, draws 2
      Given a battlefield called the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Hidden Blade in her hand
      And Alice has 2 Energy and 1 order Power in her rune pool
      When Alice plays her Hidden Blade
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Bob's hand holds 2 cards

    @rule:359.3.e.13
    Example: Alice's Rumbler recycles her 3 Might Page as it conquers and reads that Might after: her Mech costing 3 is played from her trash for nothing
      Given a test unit "Rumbler" costing 0 with 2 Might and text "When I conquer, you may recycle another friendly unit to play a Mech from your trash. Reduce its Energy cost by the Might of the unit you recycled."
      And a test unit "Page" costing 0 with 3 Might
      And a test unit "Clank" costing 3 with 3 Might
      And the test card "Clank" has the tag Mech
      And a battlefield called the Bridge
      And Alice has a Rumbler in her base
      And Alice has a Page in her base
      And Alice has a Clank in her trash
      And Alice has 3 cards in her main deck
      When Alice moves her Rumbler to the Bridge
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice chooses her Clank
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      And Alice chooses base
      Then the chain is empty
      And Alice's Page is in Alice's main deck
      And Alice's Clank is in Alice's base

    @rule:359.3.e.13
    Example: Bob's spell kills the unit he controls but Alice owns: it goes to her trash, Bob, its controller as it died, draws 2, and Alice, its owner, draws 1
      Given it is Bob's main phase
      And a test spell "Cull" costing 0 and text "Kill a unit. Its controller draws 2. Its owner draws 1."
      And Bob has Alice's Shipyard Skulker in his base
      And Bob has a Cull in his hand
      And Alice has 2 cards in her main deck
      And Bob has 3 cards in his main deck
      When Bob plays his Cull
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Bob's hand holds 2 cards
      And Alice's hand holds 1 card

    @rule:359.3.e.13
    Example: Bob's spell returns the unit he controls but Alice owns to her hand: Bob, its controller as it left the board, draws 2
      Given it is Bob's main phase
      And a test spell "Send Off" costing 0 and text "Return a unit to its owner's hand. Its controller draws 2."
      And Bob has Alice's Shipyard Skulker in his base
      And Bob has a Send Off in his hand
      And Alice has 2 cards in her main deck
      And Bob has 3 cards in his main deck
      When Bob plays his Send Off
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's hand
      And Bob drew 2 times
      And Alice drew 0 times

    @rule:359.3.e.13
    Example: Alice's Ransom kills Bob's Sergeant, then asks its controller as it died: Bob pays 1 Energy, and Alice draws nothing
      Given a battlefield called the Bridge
      And a test spell "Ransom" costing 0 and text "Kill an enemy unit. Draw 2 unless its controller pays :rb_energy_1:."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Ransom in her hand
      And Alice has 3 cards in her main deck
      And Bob has 1 Energy in his rune pool
      When Alice plays her Ransom
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob is asked to decide whether to perform it
      When Bob chooses yes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Bob's rune pool holds 0 Energy
      And Alice drew 0 times

    @rule:359.3.e.13
    Example: Alice's Toll kills Bob's Sergeant, then asks its controller as it died: Bob has her draw 1, and she gains no XP
      Given a battlefield called the Bridge
      And a test spell "Toll" costing 0 and text "Kill an enemy unit. Gain 2 XP unless its controller has you draw 1."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Toll in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Toll
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob is asked to decide whether to perform it
      When Bob chooses yes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Alice drew 1 time
      And Alice's XP is 0

    @rule:359.3.e.13 @rule:359.3.e.14
    Example: Alice's Sift discards her 3 Might Page and reads its Might in her trash: it had 3, so she draws 2
      Given a test spell "Sift" costing 0 and text "Discard a card. If it had 3 :rb_might: or more, draw 2."
      And a test unit "Page" costing 0 with 3 Might
      And Alice has a Sift in her hand
      And Alice has a Page in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Sift
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's trash
      And Alice's hand holds 2 cards

    @rule:359.3.e.13 @rule:359.3.e.14
    Example: Alice's Sift discards her 2 Might Squire: it had less than 3 Might, so she draws nothing
      Given a test spell "Sift" costing 0 and text "Discard a card. If it had 3 :rb_might: or more, draw 2."
      And a test unit "Squire" costing 0 with 2 Might
      And Alice has a Sift in her hand
      And Alice has a Squire in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Sift
      And Alice passes
      And Bob passes
      Then Alice's Squire is in Alice's trash
      And Alice's hand holds 0 cards

    @rule:359.3.e.14.b @faq:origins:unit-killed-hidden-blade-one-cards
    Example: Zhonya's Hourglass replaces the kill of Hidden Blade's target, yet the unit's controller still draws 2
      Given a battlefield called the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Zhonya's Hourglass in his base
      And Bob has 2 cards in his main deck
      And Alice has a Hidden Blade in her hand
      And Alice has 2 Energy and 1 order Power in her rune pool
      When Alice plays her Hidden Blade
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Zhonya's Hourglass is in Bob's trash
      And Bob's Shipyard Skulker is in Bob's base
      And Bob's hand holds 2 cards

    @rule:359.3.e.14.a @rule:359.3.e.7 @faq:rq-vegas-2026:last-known-information
    Example: Hidden Blade's unit moved to base is not killed, so its controller does not draw
      Given a battlefield called the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has 2 cards in his main deck
      And Bob has a Flash in his hand
      And Bob has 2 Energy in his rune pool
      And Alice has a Hidden Blade in her hand
      And Alice has 2 Energy and 1 order Power in her rune pool
      When Alice plays her Hidden Blade
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Flash
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's base
      And Bob's hand holds 0 cards
      And Alice's Hidden Blade is in Alice's trash
      And Alice's Hidden Blade has been played

    @rule:359.3.e.14 @rule:355.10 @faq:spiritforged:first-friendly-unit-deathgrip-cost-target @editions:v1.3-v1.4
    Example: Deathgrip chooses both of Alice's units as it is played and kills the first only as it resolves; the second gets its Might
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Deathgrip in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Deathgrip
      And Alice chooses her Shipyard Skulker
      And Alice chooses her Vanguard Sergeant
      Then Alice's Deathgrip is targeting Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      And Alice's Shipyard Skulker is in Alice's base
      When Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Vanguard Sergeant's Might is 7
      And Alice drew 1 time

    @rule:359.3.e.14.b @faq:spiritforged:first-friendly-unit-deathgrip-cost-target @editions:v1.3-v1.4
    Example: Zhonya's Hourglass replaces the death Deathgrip deals, so "if you do" fails: no Might, but Alice still draws
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Zhonya's Hourglass in her base
      And Alice has a Deathgrip in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Deathgrip
      And Alice chooses her Shipyard Skulker
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Zhonya's Hourglass is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Vanguard Sergeant's Might is 4
      And Alice drew 1 time

    @rule:359.3.e.14.a @rule:359.3.e.5 @faq:spiritforged:first-friendly-unit-deathgrip-cost-target @editions:v1.3-v1.4
    Example: Deathgrip's first unit dies to Bob's spell before it resolves: it is no longer a legal target, so no Might, but Alice still draws
      Given a test spell "Quick Smite" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Deathgrip in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has a Quick Smite in his hand
      When Alice plays her Deathgrip
      And Alice chooses her Shipyard Skulker
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob plays his Quick Smite
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's trash
      When Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 4
      And Alice drew 1 time

    @rule:359.3.e.14.a
    Example: Alice's Double Study draws 1, and that draw done, its "If you do" draws her another
      Given a test spell "Double Study" costing 0 and text "Draw 1. If you do, draw 1."
      And Alice has a Double Study in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Double Study
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 2 times

    @rule:359.3.e.14.a
    Example: Alice's Pick puts into her hand the one of her two top cards she chooses, so its "If you do" draws her the other
      Given a test spell "Pick" costing 0 and text "Look at the top two cards of your Main Deck. Put 1 into your hand. If you do, draw 1."
      And Alice has a Pick in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Pick
      And Alice passes
      And Bob passes
      And Alice chooses her card 2
      Then the chain is empty
      And Alice's card 2 is in Alice's hand
      And Alice's card 1 is in Alice's hand
      And Alice drew 1 time

    @rule:359.3.e.14.a
    Example: With Alice's deck empty, her Pick looks at nothing and puts nothing into her hand, so its "If you do" does not burn her out
      Given a test spell "Pick" costing 0 and text "Look at the top two cards of your Main Deck. Put 1 into your hand. If you do, draw 1."
      And Alice has a Pick in her hand
      And Alice has 0 cards in her main deck
      When Alice plays her Pick
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times
      And Bob's score is 0

    @rule:359.3.e.14.a
    Example: Alice's Flip puts the card it revealed into her hand, so its "If you do" draws her the next one
      Given a test spell "Flip" costing 0 and text "Reveal the top card of your Main Deck. Put it in your hand. If you do, draw 1."
      And Alice has a Flip in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Flip
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's card 1 is in Alice's hand
      And Alice's card 2 is in Alice's hand
      And Alice drew 1 time

    @rule:359.3.e.14.a
    Example: With Alice's deck empty, her Flip reveals no card to put into her hand, so its "If you do" does not burn her out
      Given a test spell "Flip" costing 0 and text "Reveal the top card of your Main Deck. Put it in your hand. If you do, draw 1."
      And Alice has a Flip in her hand
      And Alice has 0 cards in her main deck
      When Alice plays her Flip
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times
      And Bob's score is 0

    @rule:359.3.e.14.a
    Example: Alice's Grab draws the card it revealed, so its "If you do" draws her one more
      Given a test spell "Grab" costing 0 and text "Reveal the top card of your Main Deck. Draw it. If you do, draw 1."
      And Alice has a Grab in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Grab
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 2 times
      And Alice's card 1 is in Alice's hand
      And Alice's card 2 is in Alice's hand

    @rule:359.3.e.14.a
    Example: With Alice's deck empty, her Grab reveals no card to draw, so its "If you do" does not burn her out
      Given a test spell "Grab" costing 0 and text "Reveal the top card of your Main Deck. Draw it. If you do, draw 1."
      And Alice has a Grab in her hand
      And Alice has 0 cards in her main deck
      When Alice plays her Grab
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times
      And Bob's score is 0

    @rule:359.3.e.14.a
    Example: Alice's Mill puts her top two cards into her trash, so its "If you do" draws her the third
      Given a test spell "Mill" costing 0 and text "Put the top 2 cards of your Main Deck into your trash. If you do, draw 1."
      And Alice has a Mill in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Mill
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's card 1 is in Alice's trash
      And Alice's card 2 is in Alice's trash
      And Alice drew 1 time

    @rule:359.3.e.14.a
    Example: A Mill that puts the top 0 cards into the trash puts none there, so its "If you do" draws nothing
      Given a test spell "Empty Mill" costing 0 and text "Put the top 0 cards of your Main Deck into your trash. If you do, draw 1."
      And Alice has an Empty Mill in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Empty Mill
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's main deck holds 3 cards
      And Alice drew 0 times

    @rule:359.3.e.14.a
    Example: Alice's Sift keeps one of three cards and puts the other two into her trash, so its "If you do" draws her the fourth
      Given a test spell "Sift" costing 0 and text "Look at the top 3 cards of your Main Deck. Put 1 into your hand. Put the rest into your trash. If you do, draw 1."
      And Alice has a Sift in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Sift
      And Alice passes
      And Bob passes
      And Alice chooses her card 2
      Then the chain is empty
      And Alice's card 1 is in Alice's trash
      And Alice's card 3 is in Alice's trash
      And Alice's card 4 is in Alice's hand
      And Alice drew 1 time

    @rule:359.3.e.14.a
    Example: Alice's Narrow Sift keeps the one card it looked at: no rest is left for her trash, so its "If you do" draws nothing
      Given a test spell "Narrow Sift" costing 0 and text "Look at the top 1 card of your Main Deck. Put 1 into your hand. Put the rest into your trash. If you do, draw 1."
      And Alice has a Narrow Sift in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Narrow Sift
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's card 1 is in Alice's hand
      And Alice's trash holds 1 card
      And Alice drew 0 times

    @rule:359.3.e.14.a
    Example: Alice predicts and keeps her top card: the prediction was done, so its "If you do" draws that card
      Given a test spell "Scry" costing 0 and text "[Predict], then if you do, draw 1."
      And Alice has a Scry in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Scry
      And Alice passes
      And Bob passes
      And Alice declines to choose any card
      Then the chain is empty
      And Alice drew 1 time
      And Alice's card 1 is in Alice's hand

    @rule:359.3.e.14.a
    Example: With Alice's deck empty, her prediction looks at nothing, so its "If you do" does not burn her out
      Given a test spell "Scry" costing 0 and text "[Predict], then if you do, draw 1."
      And Alice has a Scry in her hand
      And Alice has 0 cards in her main deck
      When Alice plays her Scry
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times
      And Bob's score is 0

    @rule:359.3.e.14.a
    Example: Alice's hand holds a card as her Show of Hands reveals it, so its "If you do" draws her 1
      Given a test spell "Show of Hands" costing 0 and text "Reveal your hand. If you do, draw 1."
      And a test spell "Study" costing 0 and text "Draw 1."
      And Alice has a Show of Hands in her hand
      And Alice has a Study in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Show of Hands
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:359.3.e.14.a
    Example: Alice's Rouse makes the units she plays this turn enter ready, and that done, its "If you do" draws her 1
      Given a test spell "Rouse" costing 0 and text "Units you play this turn enter ready. If you do, draw 1."
      And Alice has a Rouse in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Rouse
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:359.3.e.14.a
    Example: Alice's Sun Call makes her next unit this turn enter ready, and that done, its "If you do" draws her 1
      Given a test spell "Sun Call" costing 0 and text "The next unit you play this turn enters ready. If you do, draw 1."
      And Alice has a Sun Call in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Sun Call
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:359.3.e.14.a
    Example: Bob's Quell counters the ability of Alice's Bell, so its "If you do" draws him 1 and the Bell draws Alice nothing
      Given a test gear "Bell" costing 0 and text "[Reaction][>] :rb_exhaust:: Draw 1."
      And a test spell "Quell" costing 0 and text "[Reaction]\nCounter an ability. If you do, draw 1."
      And Alice has a Bell in her base
      And Alice has 4 cards in her main deck
      And Bob has 4 cards in his main deck
      And Bob has a Quell in his hand
      When Alice activates her Bell
      And Alice passes
      And Bob plays his Quell
      And Bob chooses the chain item of Alice's Bell
      And Bob passes
      And Alice passes
      Then the chain is empty
      And Alice drew 0 times
      And Bob drew 1 time

    @rule:359.3.e.14
    Example: Alice's Flip puts the card it revealed into her trash, and "Recycle it" then finds that card there
      Given a test spell "Flip" costing 0 and text "Reveal the top card of your Main Deck. Put it in your trash. Recycle it."
      And Alice has a Flip in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Flip
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's main deck holds Alice's card 2, Alice's card 3, Alice's card 1 (top first)

    @rule:359.3.e.14
    Example: Alice's Grab draws the card it revealed, and "Recycle it" then takes that card from her hand
      Given a test spell "Grab" costing 0 and text "Reveal the top card of your Main Deck. Draw it. Recycle it."
      And Alice has a Grab in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Grab
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's main deck holds Alice's card 2, Alice's card 3, Alice's card 1 (top first)

    @rule:359.3.e.14
    Example: Alice's Sift puts into her trash the two cards it looked at, and "Recycle them" then takes both from there
      Given a test spell "Sift" costing 0 and text "Look at the top two cards of your Main Deck. Put the rest into your trash. Recycle them."
      And Alice has a Sift in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Sift
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's trash holds 1 card
      And Alice's main deck holds 3 cards
      And Alice's card 3 is in Alice's main deck

    @rule:359.3.e.14.a
    Example: Alice's Dawn Lamp reveals her cards down to a unit, so its "If you do" draws her the top card
      Given a test gear "Dawn Lamp" costing 0 and text "At the end of your turn, reveal cards from the top of your Main Deck until you reveal a unit. If you do, draw 1."
      And Alice has a Dawn Lamp in her base
      And Alice has 1 card in her main deck
      And Alice has a Vanguard Sergeant in her main deck
      And Alice has 1 card in her main deck
      And Bob has 3 cards in his main deck
      When Alice ends her turn
      Then the chain holds Alice's Dawn Lamp
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's card 1 is in Alice's hand
      And Alice's Vanguard Sergeant is in Alice's main deck

    @rule:359.3.e.14.a
    Example: With Alice's deck empty, her Dawn Lamp reveals nothing, so its "If you do" does not burn her out
      Given a test gear "Dawn Lamp" costing 0 and text "At the end of your turn, reveal cards from the top of your Main Deck until you reveal a unit. If you do, draw 1."
      And Alice has a Dawn Lamp in her base
      And Alice has 0 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice ends her turn
      Then the chain holds Alice's Dawn Lamp
      When Alice passes
      And Bob passes
      Then Alice drew 0 times
      And Bob's score is 0

    @rule:359.3.e.14
    Example: Alice's Cycle recycles her Study from her hand, and "Draw it" then draws that same card back from the bottom of her deck
      Given a test spell "Cycle" costing 0 and text "Recycle a card from your hand. Draw it."
      And a test spell "Study" costing 0 and text "Draw 1."
      And Alice has a Cycle in her hand
      And Alice has a Study in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Cycle
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Study is in Alice's hand
      And Alice drew 1 time
      And Alice's main deck holds Alice's card 1, Alice's card 2 (top first)

    @rule:359.3.e.14.a
    Example: Alice's Duet Keeper puts its banished spells in her trash only once there are two, and only then does its "If you do" recycle them
      Given a test legend "Duet Keeper" with text "When you play a spell, you may banish it. Then, if there are two spells banished with me, put each in its trash. If you do, recycle them."
      And a test spell "Aria" costing 0
      And Alice has a Duet Keeper as her legend
      And Alice has an Aria in her hand
      And Alice has an Aria in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Aria
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Aria is in Alice's banishment
      When Alice plays her Aria 2
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Aria is in Alice's main deck
      And Alice's Aria 2 is in Alice's main deck
      And Alice's main deck holds 5 cards

    @rule:359.3.e.14
    Example: Alice's Empty Urn has banished nothing, so "put each in its trash" moves no card and its "If you do" draws her nothing
      Given a test spell "Empty Urn" costing 0 and text "If there are exactly 0 cards banished with me, put each in its trash. If you do, draw 1."
      And Alice has an Empty Urn in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Empty Urn
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Empty Urn is in Alice's trash
      And Alice drew 0 times

    @rule:359.3.e.14
    Example: Alice's Stare Down moves Bob's units at the chosen battlefield with less Might than her chosen unit: his 3 at the Bridge, not his 4 there nor his 2 at the Ford
      Given a battlefield called the Ford
      And a test spell "Stare Down" costing 0 and text "Choose a friendly unit and a battlefield. Move all enemy units at that battlefield with less Might than the chosen unit to their base."
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Stalwart Poro at the Ford
      And Alice has a Stare Down in her hand
      When Alice plays her Stare Down
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's base
      And Bob's Vanguard Sergeant is at the Bridge
      And Bob's Stalwart Poro is at the Ford

  Rule: 359.3.e.10 A spell none of whose instructions can be carried out is still played

    @rule:359.3.e.10
    Example: Alice's "deal 2" loses its only target, yet her Muse still triggers for the spell she played
      Given a battlefield called the Bridge
      And a test spell "Zap" costing 1 and text "Deal 2 to a unit at a battlefield."
      And a test gear "Muse" costing 0 and text "When you play a spell, draw 1."
      And Alice has a Muse in her base
      And Alice has 1 card in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Flash in his hand
      And Bob has 2 Energy in his rune pool
      And Alice has a Zap in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Zap
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Flash
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker has 0 damage
      And Alice's Zap is in Alice's trash
      And the chain holds Alice's Muse
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 359.3.e.14.c "If you do" asks whether the action was done to it, not how it turned out

    @rule:359.3.e.14.c @rule:437.2
    Example: Ki Barrier takes 7 of the 9 damage, yet the spell's "If you do" still draws
      Given a battlefield called the Bridge
      And a test spell "Siege Bolt" costing 0 and text "Deal 9 to a unit at a battlefield. If you do, draw 1."
      And Alice has a Siege Bolt in her hand
      And Alice has 2 cards in her main deck
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      When Alice plays her Siege Bolt
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Mega-Mech
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage
      And Bob's Mega-Mech is at the Bridge
      And Alice drew 1 time
      And Alice's hand holds 1 card

  Rule: 359.3.e.3 A target that stops qualifying and then qualifies again is legal

    @rule:359.3.e.3
    Example: Moved to base and back to the Bridge before Void Seeker resolves, the unit is still its target
      Given a battlefield called the Bridge
      And a test spell "Dash" costing 1 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And Bob has a Playful Phantom at the Bridge
      And Bob has a Flash in his hand
      And Bob has a Dash in his hand
      And Bob has 3 Energy in his rune pool
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Void Seeker
      And Alice chooses Bob's Playful Phantom
      And Alice passes
      And Bob plays his Flash
      And Bob chooses his Playful Phantom
      And Bob passes
      And Alice passes
      Then Bob's Playful Phantom is in Bob's base
      When Alice passes
      And Bob plays his Dash
      And Bob chooses his Playful Phantom
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Playful Phantom has 4 damage

  Rule: 359.3.e.4 A target that left the board and came back is a new object

    @rule:359.3.e.4
    Example: Returned to hand and played again to the Bridge, the unit is no longer Void Seeker's target
      Given a battlefield called the Bridge
      And the Bridge is controlled by Bob
      And a test unit "Blinker" costing 1 with 3 Might and text "[Reaction]"
      And Bob has a Blinker at the Bridge
      And Bob has a Gust in his hand
      And Bob has 2 Energy in his rune pool
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Void Seeker
      And Alice chooses Bob's Blinker
      And Alice passes
      And Bob plays his Gust
      And Bob chooses his Blinker
      And Bob passes
      And Alice passes
      Then Bob's Blinker is in Bob's hand
      When Alice passes
      And Bob plays his Blinker
      And Bob chooses the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Blinker is at the Bridge
      And Bob's Blinker has 0 damage
      And Alice's hand holds 1 card

  Rule: 359.3.e.9.a What a finalized spell chooses, as others count it: mistargeted choices stay, those gone off the board do not

    @rule:359.3.e.9.a @rule:359.3.e.9 @rule:355.8 @faq:unleashed:play-alpha-strike-targeting-master-yi
    Example: Moved to base by Flash, Bob's unit is still chosen by Fox-Fire, so Repulse has no Fox-Fire to take and cannot be played
      Given a battlefield called the Bridge
      And Bob has a Legion Rearguard at the Bridge
      And Bob has a Clockwork Keeper at the Bridge
      And Bob has a Flash in his hand
      And Bob has a Repulse in his hand
      And Bob has 3 Energy and 1 body Power in his rune pool
      And Alice has a Fox-Fire in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Fox-Fire
      And Alice chooses Bob's Legion Rearguard and Bob's Clockwork Keeper
      And Alice passes
      And Bob plays his Flash
      And Bob chooses his Clockwork Keeper
      And Bob passes
      And Alice passes
      Then Bob's Clockwork Keeper is in Bob's base
      When Alice passes
      And Bob plays his Repulse
      Then the action is refused citing rule 355.8
      And Bob's Repulse is in Bob's hand
      And the chain holds Alice's Fox-Fire

    @rule:359.3.e.9.a @rule:355.8
    Example: Alice's Execute that chooses her own unit chooses no unit friendly to Bob, so his Snag has nothing to counter
      Given a battlefield called the Bridge
      And a test spell "Execute" costing 0 and text "Kill a unit."
      And a test spell "Snag" costing 0 and text "[Reaction]\nCounter an enemy spell that chooses a friendly unit."
      And Alice has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has an Execute in her hand
      And Bob has a Snag in his hand
      When Alice plays her Execute
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob plays his Snag
      Then the action is refused
      And Bob's Snag is in Bob's hand
      And the chain holds Alice's Execute

    @rule:359.3.e.9.a
    Example: Alice's Execute that chooses Bob's unit chooses a unit friendly to Bob, so his Snag counters it and the unit lives
      Given a battlefield called the Bridge
      And a test spell "Execute" costing 0 and text "Kill a unit."
      And a test spell "Snag" costing 0 and text "[Reaction]\nCounter an enemy spell that chooses a friendly unit."
      And Alice has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has an Execute in her hand
      And Bob has a Snag in his hand
      When Alice plays her Execute
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Snag
      Then Bob is asked to choose targets among Alice's Execute
      When Bob chooses Alice's Execute
      And Bob passes
      And Alice passes
      Then Alice's Execute is in Alice's trash
      And Bob's Shipyard Skulker is at the Bridge

    @rule:359.3.e.9.a
    Example: Alice's Warden counters Bob's Execute that chooses it, and not his Bolt that chooses her other unit
      Given a battlefield called the Bridge
      And a test unit "Warden" costing 0 with 3 Might and text "[Reaction][>] :rb_exhaust:: Counter an enemy spell that chooses me."
      And a test spell "Execute" costing 0 and text "[Reaction]\nKill a unit."
      And a test spell "Bolt" costing 0 and text "[Reaction]\nDeal 1 to a unit."
      And Alice has a Warden at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And it is Bob's main phase
      And Bob has an Execute in his hand
      And Bob has a Bolt in his hand
      When Bob plays his Bolt
      And Bob chooses Alice's Vanguard Sergeant
      And Bob plays his Execute
      And Bob chooses Alice's Warden
      And Bob passes
      And Alice activates her Warden
      Then Alice is asked to choose targets among Bob's Execute

    @rule:359.3.e.9.a
    Example: "A spell that chooses them" after two friendly units are chosen is one choosing both: Alice may counter Bob's Twin Bolt, not his Bolt that chooses one of them
      Given a battlefield called the Bridge
      And a test spell "Hold Fast" costing 0 and text "[Reaction]\nChoose two friendly units. Counter a spell that chooses them."
      And a test spell "Bolt" costing 0 and text "[Reaction]\nDeal 1 to a unit."
      And a test spell "Twin Bolt" costing 0 and text "[Reaction]\nDeal 1 to each of up to two units."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Hold Fast in her hand
      And it is Bob's main phase
      And Bob has a Bolt in his hand
      And Bob has a Twin Bolt in his hand
      When Bob plays his Bolt
      And Bob chooses Alice's Vanguard Sergeant
      And Bob plays his Twin Bolt
      And Bob chooses Alice's Vanguard Sergeant and Alice's Shipyard Skulker
      And Bob passes
      And Alice plays her Hold Fast
      And Alice chooses her Shipyard Skulker and her Vanguard Sergeant
      Then Alice is asked to choose targets among Bob's Twin Bolt

    @rule:359.3.e.9.a
    Example: Alice's Sniper's ability chooses Bob's Sergeant: Repulse sees the ability on the chain choose it, and counters it, so the Sergeant is dealt nothing
      Given a battlefield called the Bridge
      And the Bridge is controlled by Bob
      And a test unit "Sniper" costing 0 with 2 Might and text "[Reaction][>] :rb_exhaust:: Deal 1 to a unit."
      And Alice has a Sniper in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Repulse in his hand
      And Bob has 3 Energy and 1 body Power in his rune pool
      When Alice activates her Sniper
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Repulse
      And Bob chooses his Vanguard Sergeant
      And Bob chooses the chain item of Alice's Sniper
      And Bob passes
      And Alice passes
      Then the chain is empty
      And Bob's Vanguard Sergeant has 0 damage
      And Bob's Repulse is in Bob's trash

    @rule:359.3.e.9.a
    Example: Under Alice's Bolt on her own Sergeant, her Sniper's ability choosing Bob's Sergeant is still the one Repulse sees choosing his unit, so he counters the ability and only her Sergeant is dealt 1
      Given a battlefield called the Bridge
      And the Bridge is controlled by Bob
      And a test unit "Sniper" costing 0 with 2 Might and text "[Reaction][>] :rb_exhaust:: Deal 1 to a unit."
      And a test spell "Bolt" costing 0 and text "[Reaction]\nDeal 1 to a unit."
      And Alice has a Sniper in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Bolt in her hand
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Repulse in his hand
      And Bob has 3 Energy and 1 body Power in his rune pool
      When Alice plays her Bolt
      And Alice chooses her Vanguard Sergeant
      And Alice activates her Sniper
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Repulse
      And Bob chooses his Vanguard Sergeant
      And Bob chooses the chain item of Alice's Sniper
      And Bob passes
      And Alice passes
      Then the chain holds Alice's Bolt
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Bob's Vanguard Sergeant has 0 damage
      And Alice's Vanguard Sergeant has 1 damage

    @rule:359.3.e.9.a @rule:359.3.e.4
    Example: Returned to hand by Gust and played again, the unit is a new object Fox-Fire does not choose, so Repulse counters Fox-Fire
      Given a battlefield called the Bridge
      And the Bridge is controlled by Bob
      And a test unit "Blinker" costing 1 with 2 Might and text "[Reaction]"
      And Bob has a Legion Rearguard at the Bridge
      And Bob has a Blinker at the Bridge
      And Bob has a Gust in his hand
      And Bob has a Repulse in his hand
      And Bob has 3 Energy and 1 body Power in his rune pool
      And Alice has a Fox-Fire in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Fox-Fire
      And Alice chooses Bob's Legion Rearguard and Bob's Blinker
      And Alice passes
      And Bob plays his Gust
      And Bob chooses his Blinker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob plays his Blinker
      And Bob chooses the Bridge
      Then Bob's Blinker is at the Bridge
      When Alice passes
      And Bob plays his Repulse
      And Bob chooses his Legion Rearguard
      Then Bob is asked to choose targets among Alice's Fox-Fire
      When Bob chooses Alice's Fox-Fire
      And Bob passes
      And Alice passes
      Then Alice's Fox-Fire is in Alice's trash
      And Bob's Legion Rearguard is at the Bridge
      And Bob's Blinker is at the Bridge

    @rule:359.3.e.9.a @faq:unleashed:play-alpha-strike-targeting-master-yi
    Example: Returned to Bob's hand by Gust, the unit no longer counts, so Repulse counters Fox-Fire
      Given a battlefield called the Bridge
      And Bob has a Legion Rearguard at the Bridge
      And Bob has a Clockwork Keeper at the Bridge
      And Bob has a Gust in his hand
      And Bob has a Repulse in his hand
      And Bob has 2 Energy and 1 body Power in his rune pool
      And Alice has a Fox-Fire in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Fox-Fire
      And Alice chooses Bob's Legion Rearguard and Bob's Clockwork Keeper
      And Alice passes
      And Bob plays his Gust
      And Bob chooses his Clockwork Keeper
      And Bob passes
      And Alice passes
      Then Bob's Clockwork Keeper is in Bob's hand
      When Alice passes
      And Bob plays his Repulse
      And Bob chooses his Legion Rearguard
      Then Bob is asked to choose targets among Alice's Fox-Fire
      When Bob chooses Alice's Fox-Fire
      And Bob passes
      And Alice passes
      Then Alice's Fox-Fire is in Alice's trash
      And Bob's Legion Rearguard is at the Bridge

    @rule:359.3.e.9.a
    Example: Alice's Jab chooses only her own Recruit: Bob's Rearguard is not chosen, so Repulse has nothing to counter and cannot be played
      Given a battlefield called the Bridge
      And a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And Bob has a Legion Rearguard at the Bridge
      And Bob has a Repulse in his hand
      And Bob has 1 Energy and 1 body Power in his rune pool
      And Alice has a Recruit (NX) in her base
      And Alice has a Jab in her hand
      When Alice plays her Jab
      And Alice chooses her Recruit (NX)
      And Alice passes
      And Bob plays his Repulse
      Then the action is refused citing rule 355.8
      And Bob's Repulse is in Bob's hand
      And the chain holds Alice's Jab

    @rule:359.3.e.9.a
    Example: Of Alice's two spells on the chain, only the Jab that chooses Bob's Rearguard is one Repulse may counter, not the Poke above it
      Given a battlefield called the Bridge
      And a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And a test spell "Poke" costing 0 and text "[Reaction]\nDeal 1 to a unit."
      And Bob has a Legion Rearguard at the Bridge
      And Bob has a Repulse in his hand
      And Bob has 1 Energy and 1 body Power in his rune pool
      And Alice has a Recruit (NX) in her base
      And Alice has a Jab in her hand
      And Alice has a Poke in her hand
      When Alice plays her Jab
      And Alice chooses Bob's Legion Rearguard
      And Alice plays her Poke
      And Alice chooses her Recruit (NX)
      And Alice passes
      And Bob plays his Repulse
      And Bob chooses his Legion Rearguard
      Then Bob is asked to choose targets among Alice's Jab

    @rule:359.3.e.9.a
    Example: Fox-Fire chooses Bob's Rearguard and Alice's own Recruit: no other unit of Bob's, so Repulse counters it
      Given a battlefield called the Bridge
      And Bob has a Legion Rearguard at the Bridge
      And Alice has a Recruit (NX) at the Bridge
      And Bob has a Repulse in his hand
      And Bob has 1 Energy and 1 body Power in his rune pool
      And Alice has a Fox-Fire in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Fox-Fire
      And Alice chooses Bob's Legion Rearguard and her Recruit (NX)
      And Alice passes
      And Bob plays his Repulse
      And Bob chooses his Legion Rearguard
      Then Bob is asked to choose targets among Alice's Fox-Fire
      When Bob chooses Alice's Fox-Fire
      And Bob passes
      And Alice passes
      Then Alice's Fox-Fire is in Alice's trash
      And Bob's Legion Rearguard is at the Bridge
      And Alice's Recruit (NX) is at the Bridge

  @rule:359.3.e @waived:heading
  Rule: 359.3.e Illegal and impossible instructions, the heading

  @rule:359.3.f @waived:heading
  Rule: 359.3.f Referents, the heading

  @rule:359.3.f.1
  Rule: 359.3.f.1 What a referent is

    @rule:359.3.f.1
    Example: "Its controller" and "their base" are read from the spell's target: Bob's stunned Sergeant is moved to Bob's base, his other unit stays
      Given a test spell "Rout" costing 0 and text "Stun an enemy unit. Its controller moves it to their base."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Rout in her hand
      When Alice plays her Rout
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant and Bob's Shipyard Skulker
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is stunned
      And Bob's Vanguard Sergeant is in Bob's base
      And Bob's Shipyard Skulker is at the Bridge
      And Alice's Shipyard Skulker is in Alice's base

    @rule:359.3.f.1
    Example: The "they" after "an opponent" in Alice's Gift is Bob, the opponent named: Bob channels the rune and draws, Alice draws nothing
      Given a test spell "Gift" costing 0 and text "An opponent channels 1 rune. They draw 1."
      And Alice has a Gift in her hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Bob has 3 runes in his rune deck
      When Alice plays her Gift
      And Alice passes
      And Bob passes
      Then Bob's rune deck holds 2 runes
      And Bob drew 1 time
      And Alice drew 0 times

    @rule:359.3.f.1
    Example: "There" and "that battlefield" name the place of what the text acted on: the chosen unit's battlefield, the one a moved unit left, the one it went to
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Rally" costing 0 and text "Give a friendly unit at a battlefield +1 :rb_might: this turn for each enemy unit there."
      And a test spell "Clear Out" costing 0 and text "Move an enemy unit from a battlefield to its base. Then, if there's an enemy unit alone at that battlefield, draw 1."
      And a test spell "Pull In" costing 0 and text "Move an enemy unit to a battlefield where you have units. If you have exactly two units there, they each get +1 :rb_might: this turn."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Ford
      And Bob has a Cruel Patron at the Ford
      And Bob has a Playful Phantom at the Ford
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Rally in her hand
      And Alice has a Clear Out in her hand
      And Alice has a Pull In in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Rally
      And Alice chooses her Shipyard Skulker 3
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker 3's Might is 5
      When Alice plays her Clear Out
      And Alice chooses Bob's Cruel Patron
      And Alice passes
      And Bob passes
      Then Bob's Cruel Patron is in Bob's base
      And Alice drew 1 time
      When Alice plays her Pull In
      And Alice chooses Bob's Vanguard Sergeant
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is at the Bridge
      And Alice's Shipyard Skulker's Might is 4
      And Alice's Shipyard Skulker 2's Might is 4
      And Bob's Vanguard Sergeant's Might is 4

    @rule:359.3.f.1 @rule:359.3.e.8
    Example: Bob kills the unit Alice's Clear Out would move, so it moves nothing and its "that battlefield" names none: Alice draws nothing, though Bob's Phantom is alone at the Bridge
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Clear Out" costing 0 and text "Move an enemy unit from a battlefield to its base. Then, if there's an enemy unit alone at that battlefield, draw 1."
      And a test spell "Last Stand" costing 0 and text "[Reaction]\nKill a friendly unit."
      And Bob has a Cruel Patron at the Bridge
      And Bob has a Playful Phantom at the Bridge
      And Alice has a Clear Out in her hand
      And Bob has a Last Stand in his hand
      And Alice has 2 cards in her main deck
      When Alice plays her Clear Out
      And Alice chooses Bob's Cruel Patron
      And Alice passes
      And Bob plays his Last Stand
      And Bob chooses his Cruel Patron
      And Bob passes
      And Alice passes
      Then Bob's Cruel Patron is in Bob's trash
      When Alice passes
      And Bob passes
      Then Bob's Playful Phantom is at the Bridge
      And Alice drew 0 times

    @rule:359.3.f.1
    Example: Alice declines her Lure's optional move, so it moves nothing and its "that battlefield" names none: she draws nothing, though Bob's Patron is alone at the Bridge
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Lure" costing 0 and text "You may move an enemy unit from a battlefield to its base. Then, if there's an enemy unit alone at that battlefield, draw 1."
      And Bob has a Cruel Patron at the Bridge
      And Alice has a Lure in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Lure
      And Alice chooses Bob's Cruel Patron
      And Alice passes
      And Bob passes
      And Alice chooses no
      Then the chain is empty
      And Bob's Cruel Patron is at the Bridge
      And Alice drew 0 times

    @rule:359.3.f.1
    Example: "That battlefield" after a kill is the one the killed unit died at: Bob's Skulker is left alone at the Bridge, so Alice draws
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Cull Out" costing 0 and text "Kill an enemy unit at a battlefield. Then, if there's an enemy unit alone at that battlefield, draw 1."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Cruel Patron at the Ford
      And Bob has a Playful Phantom at the Ford
      And Alice has a Cull Out in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Cull Out
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Alice drew 1 time

    @rule:359.3.f.1
    Example: "That battlefield" is the one Bob's moved unit left: two of his units are still there, so nothing is alone there and Alice does not draw, though his Recruit is alone at the Bridge
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Clear Out" costing 0 and text "Move an enemy unit from a battlefield to its base. Then, if there's an enemy unit alone at that battlefield, draw 1."
      And Alice has a Shipyard Skulker at the Ford
      And Bob has a Cruel Patron at the Ford
      And Bob has a Playful Phantom at the Ford
      And Bob has a Vanguard Sergeant at the Ford
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Clear Out in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Clear Out
      And Alice chooses Bob's Cruel Patron
      And Alice passes
      And Bob passes
      Then Bob's Cruel Patron is in Bob's base
      And Alice drew 0 times

    @rule:359.3.f.1
    Example: "There" is still where the moved unit went after the text has done something else to that unit: the Bridge, where Alice has her two units
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Drag In" costing 0 and text "Move an enemy unit to a battlefield where you have units. Give it -1 :rb_might: this turn. If you have exactly two units there, draw 1."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Ford
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Drag In in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Drag In
      And Alice chooses Bob's Vanguard Sergeant
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is at the Bridge
      And Bob's Vanguard Sergeant's Might is 3
      And Alice drew 1 time

    @rule:359.3.f.1
    Example: Alice's Cull kills Bob's two units of 1 Might, and its "draw 1 for each of them" counts those two: she draws two cards
      Given a battlefield called the Bridge
      And a test spell "Cull" costing 0 and text "Kill all enemy units with 1 :rb_might: or less. Draw 1 for each of them."
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) in his base
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Cull in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Cull
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Vanguard Sergeant is in Bob's base
      And Alice drew 2 times

    @rule:359.3.f.1
    Example: "Choose a friendly unit and a gear. Ready that unit and kill that gear": the gear dies, the unit is only readied
      Given it is Alice's main phase
      And a test spell "Tinker" costing 0 and text "Choose a friendly unit and a gear. Ready that unit and kill that gear."
      And a test gear "Bare Charm" costing 0
      And Alice has an exhausted Shipyard Skulker in her base
      And Bob has a Bare Charm in his base
      And Alice has a Tinker in her hand
      When Alice plays her Tinker
      And Alice chooses her Shipyard Skulker
      And Alice chooses Bob's Bare Charm
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Bob's Bare Charm is in Bob's trash
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is ready

    @rule:359.3.f.1
    Example: "Their owners draw 1" after killing Bob's unit that Alice controls: Bob, its owner, draws, not Alice
      Given it is Alice's main phase
      And a test spell "Cull" costing 0 and text "Kill all friendly units. Their owners draw 1."
      And Alice has Bob's Vanguard Sergeant in her base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Alice has a Cull in her hand
      When Alice plays her Cull
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Bob drew 1 time
      And Alice drew 0 times

    @rule:359.3.f.1 @rule:170.9
    Example: A battlefield's own "this battlefield" is that battlefield: the Snare pulls Bob's unit from his base to the Snare
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test battlefield "Snare" with text "When you play a spell, move an enemy unit to this battlefield."
      And a Snare battlefield called the Snare
      And a test spell "Ping" costing 0
      And the Snare is controlled by Alice
      And Alice has a Vanguard Sergeant at the Snare
      And Bob has a Shipyard Skulker in his base
      And Alice has a Ping in her hand
      When Alice plays her Ping
      And Alice passes
      And Bob passes
      Then the chain holds the Snare
      When Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is at the Snare

    @rule:359.3.f.1 @rule:170.9
    Example: A battlefield's own "my battlefield" is that battlefield: the Lodge pulls Bob's unit from his base to the Lodge
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test battlefield "Lodge" with text "When you play a spell, move an enemy unit to my battlefield."
      And a Lodge battlefield called the Lodge
      And a test spell "Ping" costing 0
      And the Lodge is controlled by Alice
      And Alice has a Vanguard Sergeant at the Lodge
      And Bob has a Shipyard Skulker in his base
      And Alice has a Ping in her hand
      When Alice plays her Ping
      And Alice passes
      And Bob passes
      Then the chain holds the Lodge
      When Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is at the Lodge

    @rule:359.3.f.1
    Example: A Caller in its base has no battlefield for "move it to my battlefield": the Knight Alice plays to the Bridge stays there, and its "If you do" draws nothing
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test unit "Caller" costing 0 with 2 Might and text "When you play a unit, move it to my battlefield. If you do, draw 1."
      And a test unit "Knight" costing 0 with 3 Might
      And the Bridge is controlled by Alice
      And Alice has a Caller in her base
      And Alice has a Knight in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Knight
      And Alice chooses the Bridge
      Then the chain holds Alice's Caller
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Knight is at the Bridge
      And Alice drew 0 times

    @rule:359.3.f.1
    Example: "Unless its controller has you draw 2" asks the controller of the chosen unit: Bob has Alice draw, and his Sergeant is dealt nothing
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Threat" costing 0 and text "Choose an enemy unit. Deal 3 to it unless its controller has you draw 2."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Threat in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Threat
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob is asked to decide whether to perform it
      When Bob chooses yes
      Then Alice drew 2 times
      And Bob's Vanguard Sergeant has 0 damage

    @rule:359.3.f.1
    Example: "That battlefield" is the battlefield the text chose, though a unit was chosen before it: Alice's Skulker goes to the Ford
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Summon" costing 0 and text "Choose a unit you control in your base and a battlefield you control. Move that unit to that battlefield."
      And the Ford is controlled by Alice
      And Alice has a Vanguard Sergeant at the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has a Summon in her hand
      When Alice plays her Summon
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Ford

    @rule:359.3.f.1
    Example: Alice's Muster, played over her Drifter's waiting trigger, still moves her Sergeant to the battlefield it chose: the Ford
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test unit "Drifter" costing 1 with 1 Might and text "When I move, draw 1."
      And a test spell "Muster" costing 0 and text "[Reaction]\nChoose a battlefield you control and a unit you control in your base. Move that unit to that battlefield."
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And Alice has a Drifter at the Bridge
      And Alice has a Shipyard Skulker at the Ford
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Muster in her hand
      And Alice has 2 cards in her main deck
      When Alice moves her Drifter to her base
      Then the chain holds Alice's Drifter
      When Alice plays her Muster
      And Alice chooses the Ford
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is at the Ford

  Rule: 359.3.e.16 A delayed ability whose moment has already passed is never created

    @rule:359.3.e.16
    Example: A delayed draw created in the main phase happens in the ending step of that turn
      Given a test spell "Later Word" costing 0 and text "[Reaction]\nDraw 1 at the end of this turn."
      And Alice has a Later Word in her hand
      And Alice has 1 card in her main deck
      And Bob has 1 card in his main deck
      When Alice plays her Later Word
      And Alice passes
      And Bob passes
      Then Alice's hand holds 0 cards
      And Alice's Later Word is in Alice's trash
      When Alice ends her turn
      Then the game is in the ending phase
      And the chain holds Alice's Later Word
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And the turn player is Bob

    @rule:359.3.e.16
    Example: The same delayed draw created during the ending step is not created: Bob draws neither then nor at his own turn's end
      Given a test spell "Later Word" costing 0 and text "[Reaction]\nDraw 1 at the end of this turn."
      And a test gear "Dusk Bell" costing 0 and text "At the end of your turn, draw 1."
      And Alice has a Dusk Bell in her base
      And Alice has 2 cards in her main deck
      And Bob has a Later Word in his hand
      And Bob has 3 cards in his main deck
      When Alice ends her turn
      Then the chain holds Alice's Dusk Bell
      When Alice passes
      And Bob plays his Later Word
      And Bob passes
      And Alice passes
      Then Bob's Later Word is in Bob's trash
      And the chain holds Alice's Dusk Bell
      When Alice passes
      And Bob passes
      Then the turn player is Bob
      And the game is in the main phase
      And Bob's hand holds 1 card
      When Bob ends his turn
      Then the turn player is Alice
      And Bob's hand holds 1 card

    @rule:359.3.e.16
    Example: Only the end of the turn has passed in the ending step: a death waited for "this turn", made then, still triggers
      Given a test spell "Last Rites" costing 0 and text "[Reaction]\nDeal 3 to a unit. When it dies this turn, draw 1."
      And a test gear "Dusk Bell" costing 0 and text "At the end of your turn, draw 1."
      And a test unit "Pup" costing 0 with 2 Might
      And Alice has a Dusk Bell in her base
      And Alice has a Pup in her base
      And Alice has 2 cards in her main deck
      And Bob has a Last Rites in his hand
      And Bob has 3 cards in his main deck
      When Alice ends her turn
      Then the chain holds Alice's Dusk Bell
      When Alice passes
      And Bob plays his Last Rites
      And Bob chooses Alice's Pup
      And Bob passes
      And Alice passes
      Then Alice's Pup is in Alice's trash
      And the triggered event for Bob's Last Rites cites rule 359.3.e.16
      And Bob's hand holds 0 cards
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      And the chain holds Alice's Dusk Bell

  Rule: 359.3.f.2.a A referent of a target that is no longer legal names nothing

    @rule:359.3.f.2.a @rule:359.3.f.2
    Example: Returned to Bob's hand, the unit Alice's Wave chose is at no place, so "each unit there" is dealt nothing, at the Bridge it left, at the Ford or in a base
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And a test spell "Wave" costing 0 and text "Return a unit to its owner's hand. Deal 1 to each unit there."
      And Alice has a Wave in her hand
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Bob has a Vanguard Sergeant in his base
      When Alice plays her Wave
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's hand
      And Bob's Vanguard Sergeant has 0 damage
      And Bob's Vanguard Sergeant 2 has 0 damage
      And Bob's Vanguard Sergeant 3 has 0 damage

    @rule:359.3.f.2.a
    Example: Alice's Muster names no place by "there", so no Recruit token is played anywhere and its "If you do" draws nothing
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Muster" costing 0 and text "Play a Recruit unit token there. If you do, draw 1."
      And Alice has a Muster in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's base holds no Recruit token
      And the Bridge holds no Recruit token
      And Alice's hand holds 0 cards

    @rule:359.3.f.2.a
    Example: Bob kills his own Sergeant before Alice's Threat resolves: "its controller" names no one, so no one is asked to have Alice draw
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Threat" costing 0 and text "Choose an enemy unit. Deal 3 to it unless its controller has you draw 2."
      And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Threat in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Snuff in his hand
      When Alice plays her Threat
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Snuff
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And the chain holds Alice's Threat
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times

    @rule:359.3.f.2.a
    Example: Bob kills his own Sergeant before Alice's Levy resolves: "its controller" names no one, so no one is asked to pay and Bob keeps his Energy
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Levy" costing 0 and text "Choose an enemy unit. Deal 3 to it unless its controller pays :rb_energy_1:."
      And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Levy in her hand
      And Bob has a Snuff in his hand
      And Bob has 1 Energy in his rune pool
      When Alice plays her Levy
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Snuff
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And the chain holds Alice's Levy
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Bob's rune pool holds 1 Energy

  Rule: 359.3.f.3 What a trigger condition names is noted when the condition is met

    @rule:359.3.f.3 @rule:370.1
    Example: The "it" of the Herald's "draw 2 instead" is the unit its trigger condition saw played: Alice's Mighty Giant draws her 2 in place of 1, her Page just 1
      Given it is Alice's main phase
      And a test unit "Giant" costing 0 with 5 Might
      And a test unit "Page" costing 0 with 1 Might
      And a test gear "Herald" costing 0 and text "When you play a unit, draw 1. If it's [Mighty], draw 2 instead."
      And Alice has a Herald in her base
      And Alice has a Giant in her hand
      And Alice has a Page in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Giant
      Then the chain holds Alice's Herald
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      When Alice plays her Page
      Then the chain holds Alice's Herald
      When Alice passes
      And Bob passes
      Then Alice drew 3 times

    @rule:359.3.f.3
    Example: Alice's Herald, set off by a Mighty Giant she plays in reaction to her own Lull, reads its "it" as that Giant, not anything of the Lull below it: she draws 2
      Given it is Alice's main phase
      And a test unit "Giant" costing 0 with 5 Might and text "[Reaction]"
      And a test spell "Lull" costing 0 and text "Draw 1."
      And a test gear "Herald" costing 0 and text "When you play a unit, draw 1. If it's [Mighty], draw 2 instead."
      And Alice has a Herald in her base
      And Alice has a Lull in her hand
      And Alice has a Giant in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Lull
      And Alice plays her Giant
      Then the chain holds Alice's Lull, then Alice's Herald
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:359.3.f.3
    Example: Alice's Raider moves to the Bridge: the enemy units "there" are those at the Bridge, the battlefield it moved to, and none elsewhere
      Given a battlefield called the Bridge
      And a battlefield called the Tower
      And a test unit "Raider" costing 0 with 2 Might and text "When I move to a battlefield, deal 1 to each enemy unit there."
      And Alice has a Raider in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Tower
      And Bob has a Playful Phantom in his base
      When Alice moves her Raider to the Bridge
      Then the chain holds Alice's Raider
      When Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 1 damage
      And Bob's Shipyard Skulker has 0 damage
      And Bob's Playful Phantom has 0 damage

    @rule:359.3.f.3
    Example: Alice's Striker moves to the Bridge: the enemy unit "there" it may target is one at the Bridge, not one elsewhere
      Given a battlefield called the Bridge
      And a battlefield called the Tower
      And a test unit "Striker" costing 0 with 2 Might and text "When I move to a battlefield, deal 1 to an enemy unit there."
      And Alice has a Striker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Tower
      And Bob has a Playful Phantom in his base
      When Alice moves her Striker to the Bridge
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 1 damage
      And Bob's Shipyard Skulker has 0 damage

    @rule:359.3.f.3
    Example: Alice's Porter moves to the Bridge: with no move before it in the text, "the same battlefield" its ability sends her Skulker to is the Bridge, where the Porter went
      Given a battlefield called the Bridge
      And a battlefield called the Tower
      And a test unit "Porter" costing 0 with 2 Might and text "When I move to a battlefield, move a unit you control to the same battlefield."
      And Alice has a Porter in her base
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Porter to the Bridge
      Then the chain holds Alice's Porter
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Bridge

    @rule:359.3.f.3
    Example: Alice's Footman attacks at the Bridge: her Warden at the Tower brings an enemy unit from that battlefield, the Bridge, to its own
      Given a battlefield called the Bridge
      And a battlefield called the Tower
      And a battlefield called the Ford
      And a test unit "Warden" costing 0 with 2 Might and text "When a friendly unit attacks, move an enemy unit at that battlefield to my battlefield."
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Warden at the Tower
      And Alice has a Footman in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Playful Phantom in his base
      And Bob has a Stalwart Poro at the Ford
      When Alice moves her Footman to the Bridge
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant and Bob's Shipyard Skulker
      When Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is at the Tower
      And Bob's Vanguard Sergeant is at the Bridge
      And Bob's Playful Phantom is in Bob's base

    @rule:359.3.f.3
    Example: Alice's Footman attacks at the Bridge: her Sentry first chooses a friendly unit, and "that battlefield" is still the Bridge, where the Footman attacked, not the place of the unit chosen
      Given a battlefield called the Bridge
      And a battlefield called the Tower
      And a test unit "Sentry" costing 0 with 2 Might and text "When a friendly unit attacks, choose a friendly unit. Stun an enemy unit at that battlefield."
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Sentry at the Tower
      And Alice has a Footman in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Stalwart Poro at the Tower
      When Alice moves her Footman to the Bridge
      Then Alice is asked to choose targets among her Sentry and her Footman
      When Alice chooses her Sentry
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is stunned
      And Bob's Stalwart Poro is not stunned

    @rule:359.3.f.3
    Example: Alice's Footman attacks: her Marshal's "an enemy unit with less Might than it" compares with the Footman its trigger named, so it may stun Bob's Recruit, not his Sergeant
      Given a battlefield called the Bridge
      And a test unit "Marshal" costing 0 with 1 Might and text "When a friendly unit attacks, stun an enemy unit with less Might than it."
      And a test unit "Footman" costing 0 with 3 Might
      And Alice has a Marshal in her base
      And Alice has a Footman in her base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Footman to the Bridge
      Then Alice is asked to choose targets among Bob's Recruit (NX)
      When Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is stunned
      And Bob's Vanguard Sergeant is not stunned

    @rule:359.3.f.3
    Example: Alice's Herald moves to the Ford: its "friendly units there" are her units at the Ford, not those at the Bridge or in her base
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test unit "Herald" costing 0 with 2 Might and text "When I move, give friendly units there +1 :rb_might: this turn."
      And Alice has a Herald in her base
      And Alice has a Stalwart Poro at the Ford
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Herald to the Ford
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro's Might is 3
      And Alice's Vanguard Sergeant's Might is 4
      And Alice's Shipyard Skulker's Might is 3

    @rule:359.3.f.3
    Example: Alice's Herald moves to her base: its "friendly units there" are her units in her base, not those at the battlefields
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test unit "Herald" costing 0 with 2 Might and text "When I move, give friendly units there +1 :rb_might: this turn."
      And Alice has a Herald at the Bridge
      And Alice has a Stalwart Poro at the Ford
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Herald to her base
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro's Might is 2
      And Alice's Vanguard Sergeant's Might is 4
      And Alice's Shipyard Skulker's Might is 4
      And Alice's Herald's Might is 3

    @rule:359.3.f.3
    Example: Alice's Beacon moves to her base: "units there" are the units in her base, not Bob's in his base nor those at the Bridge
      Given a battlefield called the Bridge
      And a test unit "Beacon" costing 0 with 2 Might and text "When I move, give units there +1 :rb_might: this turn."
      And Alice has a Beacon at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Stalwart Poro at the Bridge
      When Alice moves her Beacon to her base
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 4
      And Alice's Beacon's Might is 3
      And Bob's Vanguard Sergeant's Might is 4
      And Bob's Stalwart Poro's Might is 2

    @rule:359.3.f.3
    Example: Alice's Courier's first move of the turn takes it to the Ford: its "friendly units there" are her units at the Ford, not those at the Bridge or in her base
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test unit "Courier" costing 0 with 2 Might and text "The first time I move each turn, give friendly units there +1 :rb_might: this turn."
      And Alice has a Courier in her base
      And Alice has a Stalwart Poro at the Ford
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Courier to the Ford
      And Alice passes
      And Bob passes
      Then Alice's Stalwart Poro's Might is 3
      And Alice's Courier's Might is 3
      And Alice's Vanguard Sergeant's Might is 4
      And Alice's Shipyard Skulker's Might is 3

    @rule:359.3.f.3
    Example: In 2v2 Alice holds the Bridge: her teammate Carol's "When you or an ally hold" gives the friendly units there, at the Bridge, +1 Might, not Alice's unit in her base
      Given the mode of play is 2v2
      And it is Alice's turn, at the start of the beginning phase
      And a test gear "Banner" costing 0 and text "When you or an ally hold, give friendly units there +1 :rb_might: this turn."
      And Carol has a Banner in her base
      And the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Carol has 3 cards in her main deck
      And Dave has 3 cards in his main deck
      Then the chain holds Carol's Banner
      When Carol passes
      And Dave passes
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 5
      And Alice's Shipyard Skulker's Might is 3

    @rule:359.3.f.3
    Example: Lillia moves from the Bridge and is then sent to hand in reaction: the Sprite still appears at the Bridge
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And a test spell "Send Home" costing 0 and text "[Reaction]\nReturn a unit to its owner's hand."
      And Alice has a Lillia, Fae Fawn at the Bridge
      And Bob has a Send Home in his hand
      When Alice moves her Lillia, Fae Fawn to her base
      Then the chain holds Alice's Lillia, Fae Fawn
      When Alice passes
      And Bob plays his Send Home
      And Bob chooses Alice's Lillia, Fae Fawn
      And Bob passes
      And Alice passes
      Then Alice's Lillia, Fae Fawn is in Alice's hand
      And the chain holds Alice's Lillia, Fae Fawn
      When Alice passes
      And Bob passes
      Then the Bridge holds a 3 Might Sprite token controlled by Alice
      And Alice controls the Bridge

    @rule:359.3.f.3
    Example: Lillia moving from her base to the Bridge leaves the Sprite in her base, where she moved from
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Lillia, Fae Fawn in her base
      When Alice moves her Lillia, Fae Fawn to the Bridge
      Then the chain holds Alice's Lillia, Fae Fawn
      When Alice passes
      And Bob passes
      Then Alice's base holds a Sprite token controlled by Alice
      And Alice's Lillia, Fae Fawn is at the Bridge

    @rule:359.3.f.3
    Example: Alice stuns Bob's unit at the Bridge: her Herald at the Tower moves to the Bridge, the battlefield of the stun, with no battlefield to pick; stunning his unit in his base sets off nothing
      Given a battlefield called the Bridge
      And a battlefield called the Tower
      And the Tower is controlled by Alice
      And a test unit "Herald" costing 1 with 2 Might and text "When you stun an enemy unit at a battlefield, you may move me to that battlefield."
      And a test spell "Dazzle" costing 0 and text "[Stun] an enemy unit."
      And a test unit "Scout" costing 1 with 1 Might
      And Alice has a Herald at the Tower
      And Alice has a Dazzle in her hand
      And Alice has a Dazzle in her hand
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Tower
      And Bob has a Scout in his base
      When Alice plays her Dazzle 2
      And Alice chooses Bob's Scout
      And Alice passes
      And Bob passes
      Then Bob's Scout is stunned
      And the chain is empty
      And Alice's Herald is at the Tower
      When Alice plays her Dazzle
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is stunned
      And the chain holds Alice's Herald
      And Alice is asked to decide whether to perform it
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice's Herald is at the Bridge
      And the chain is empty

    @rule:359.3.f.3
    Example: "When you stun an enemy unit, deal 1 to it": "it" is the unit Alice's spell stunned, not another of Bob's
      Given a test unit "Jailer" costing 0 with 1 Might and text "When you stun an enemy unit, deal 1 to it."
      And a test spell "Stare Down" costing 0 and text "Stun a unit."
      And a test unit "Ox" costing 0 with 5 Might
      And Alice has a Jailer in her base
      And Alice has a Stare Down in her hand
      And Bob has an Ox in his base
      And Bob has a Vanguard Sergeant in his base
      When Alice plays her Stare Down
      And Alice chooses Bob's Ox
      And Alice passes
      And Bob passes
      Then Bob's Ox is stunned
      And the chain holds Alice's Jailer
      When Alice passes
      And Bob passes
      Then Bob's Ox has 1 damage
      And Bob's Vanguard Sergeant has 0 damage
      And the chain is empty

    @rule:359.3.f.3
    Example: Alice stuns Bob's unit at the Tower: her Vex, Mocking comes from her base to the Tower, not to the Bridge
      Given a battlefield called the Bridge
      And a battlefield called the Tower
      And a test spell "Dazzle" costing 0 and text "[Stun] an enemy unit."
      And Alice has a Vex, Mocking in her base
      And Alice has a Dazzle in her hand
      And Bob has a Vanguard Sergeant at the Tower
      And Bob has a Shipyard Skulker at the Bridge
      When Alice plays her Dazzle
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Vex, Mocking
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice's Vex, Mocking is at the Tower
      And the chain is empty

    @rule:359.3.f.3
    Example: Alice stuns Bob's unit at the Tower: her Stalker, whose trigger says "move me there", comes from her base to the Tower, not to the Bridge
      Given a battlefield called the Bridge
      And a battlefield called the Tower
      And a test unit "Stalker" costing 0 with 2 Might and text "When you [Stun] an enemy unit at a battlefield, you may move me there."
      And a test spell "Dazzle" costing 0 and text "[Stun] an enemy unit."
      And Alice has a Stalker in her base
      And Alice has a Dazzle in her hand
      And Bob has a Vanguard Sergeant at the Tower
      And Bob has a Shipyard Skulker at the Bridge
      When Alice plays her Dazzle
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Stalker
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice's Stalker is at the Tower
      And the chain is empty

    @rule:359.3.f.3
    Example: Might of Demacia counts Alice's units at the battlefield she conquered: 5 at the Tower draw her 2, then 3 at the Bridge draw nothing, though 8 stand at battlefields
      Given a battlefield called the Bridge
      And a battlefield called the Tower
      And a test legend "Might of Demacia" with text "When you conquer, if you have 4+ units at that battlefield, draw 2."
      And Alice has a Might of Demacia as her legend
      And Alice has a Shipyard Skulker in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has 4 cards in her main deck
      When Alice moves her Shipyard Skulker, her Shipyard Skulker 2, her Shipyard Skulker 3, her Shipyard Skulker 4 and her Shipyard Skulker 5 to the Tower
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Might of Demacia
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      When Alice moves her Vanguard Sergeant, her Vanguard Sergeant 2 and her Vanguard Sergeant 3 to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain is empty
      And Alice drew 2 times

    @rule:359.3.f.3
    Example: In a game with the Bridge as its only battlefield, Alice conquers it with 4 units and Might of Demacia counts them there: she draws 2
      Given a battlefield called the Bridge
      And a test legend "Might of Demacia" with text "When you conquer, if you have 4+ units at that battlefield, draw 2."
      And Alice has a Might of Demacia as her legend
      And Alice has a Shipyard Skulker in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has 4 cards in her main deck
      When Alice moves her Shipyard Skulker, her Shipyard Skulker 2, her Shipyard Skulker 3 and her Shipyard Skulker 4 to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Might of Demacia
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:359.3.f.3
    Example: Alice stuns Bob's unit in his base, at no battlefield: her Sentinel's "units at that battlefield" names none, so it does not trigger though her Skulker stands at the Bridge
      Given a battlefield called the Bridge
      And a test legend "Sentinel" with text "When you stun an enemy unit, if you have 1 or more units at that battlefield, draw 1."
      And a test spell "Stare Down" costing 0 and text "Stun a unit."
      And Alice has a Sentinel as her legend
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Stare Down in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Vanguard Sergeant in his base
      When Alice plays her Stare Down
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is stunned
      And no triggered event happened for Alice's Sentinel
      And Alice drew 0 times

    @rule:359.3.f.3
    Example: "Friendly units there" of a defend trigger are Bob's units at the battlefield he defends, not his unit in base
      Given it is Alice's main phase
      And a test gear "Watchtower" costing 0 and text "When you defend at a battlefield, give friendly units there +1 :rb_might: this turn."
      And a test unit "Sentry" costing 1 with 3 Might
      And Alice has a Sentry in her base
      And Bob has a Watchtower in his base
      And Bob has a Sentry at the Bridge
      And Bob has a Sentry in his base
      When Alice moves her Sentry to the Bridge
      Then the chain holds Bob's Watchtower
      When Bob passes
      And Alice passes
      Then Bob's Sentry's Might is 4
      And Bob's Sentry 2's Might is 3

    @rule:359.3.f.3
    Example: "When you play a unit, give that unit ..." buffs the unit just played, not Alice's other unit
      Given it is Alice's main phase
      And a test gear "Drill Yard" costing 0 and text "When you play a unit, give that unit +1 :rb_might: this turn."
      And a test unit "Knight" costing 0 with 3 Might
      And Alice has a Drill Yard in her base
      And Alice has a Knight in her base
      And Alice has a Knight in her hand
      When Alice plays her Knight 2
      Then the chain holds Alice's Drill Yard
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Knight 2's Might is 4
      And Alice's Knight's Might is 3

    @rule:359.3.f.3
    Example: A trigger that also targets an enemy unit: "that unit" is still the unit just played, and the enemy unit only takes the damage
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test gear "Drill Yard" costing 0 and text "When you play a unit, give that unit +1 :rb_might: this turn and deal 1 to an enemy unit."
      And a test unit "Knight" costing 0 with 3 Might
      And Alice has a Drill Yard in her base
      And Alice has a Knight in her hand
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice plays her Knight
      Then the chain holds Alice's Drill Yard
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Knight's Might is 4
      And Bob's Vanguard Sergeant has 1 damage
      And Bob's Vanguard Sergeant's Might is 4

    @rule:359.3.f.3
    Example: Alice's Bell at the start of Bob's first beginning phase: "that player" and the "they" after it are both Bob, who draws twice
      Given it is Bob's turn, at the start of the beginning phase
      And it is turn 2
      And a battlefield called the Bridge
      And a test gear "Bell" costing 0 and text "At the start of each player's Beginning Phase, that player draws 1. Then they draw 1."
      And Alice has a Bell in her base
      And Bob has 3 cards in his main deck
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Bell
      When Alice passes
      And Bob passes
      Then Alice drew 0 times
      And Bob drew 3 times

    @rule:359.3.f.3 @rule:359.3.f.1
    Example: Alice's Lantern at the start of Bob's beginning phase stuns her own unit: "its controller" is that unit's controller, Alice, not Bob whose phase it is
      Given it is Bob's turn, at the start of the beginning phase
      And it is turn 2
      And a battlefield called the Bridge
      And a test gear "Lantern" costing 0 and text "At the start of each player's Beginning Phase, stun a unit. Its controller draws 1."
      And Alice has a Lantern in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has 3 cards in his main deck
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Lantern
      When Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is stunned
      And Alice drew 1 time
      And Bob drew 1 time

    @rule:359.3.f.3
    Example: Alice's Bell resolves above Bob's own beginning-phase trigger: "that player" is still Bob, whose phase began
      Given it is Bob's turn, at the start of the beginning phase
      And it is turn 2
      And a battlefield called the Bridge
      And a test gear "Bell" costing 0 and text "At the start of each player's Beginning Phase, that player draws 1."
      And a test gear "Drum" costing 0 and text "At the start of your Beginning Phase, draw 1."
      And Alice has a Bell in her base
      And Bob has a Drum in his base
      And Alice has 3 cards in her main deck
      And Bob has 4 cards in his main deck
      Then the chain holds Bob's Drum then Alice's Bell (oldest first)
      When Alice passes
      And Bob passes
      Then Alice drew 0 times
      And Bob drew 1 time
      And the chain holds Bob's Drum
      When Bob passes
      And Alice passes
      Then Alice drew 0 times
      And Bob drew 3 times

  Rule: 359.3.f.3.a A delayed ability's information is fixed as the ability is created

    @rule:359.3.f.3.a
    Example: The Wisp appears where Marker was as its delayed ability was created, though Marker was recalled since
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And a test unit "Marker" costing 1 with 1 Might and text "When I move, play a 1 :rb_might: Wisp unit token here at the end of this turn."
      And a test spell "Call Back" costing 0 and text "[Reaction]\nRecall a unit."
      And Alice has a Marker in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Call Back in her hand
      And Bob has 1 card in his main deck
      When Alice moves her Marker to the Bridge
      Then the chain holds Alice's Marker
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Marker is at the Bridge
      When Alice plays her Call Back
      And Alice chooses her Marker
      And Alice passes
      And Bob passes
      Then Alice's Marker is in Alice's base
      When Alice ends her turn
      Then the chain holds Alice's Marker
      When Alice passes
      And Bob passes
      Then the Bridge holds a 1 Might Wisp token controlled by Alice
      And Alice's Marker is in Alice's base

    @rule:359.3.f.3.a
    Example: A battlefield's own delayed "here" is that battlefield: the Wisp the Glade promises when Alice conquers it appears at the Glade, not in her base
      Given a battlefield called the Bridge
      And a test battlefield "Glade" with text "When you conquer here, play a 1 :rb_might: Wisp unit token here at the end of this turn."
      And a Glade battlefield called the Glade
      And a test unit "Scout" costing 0 with 2 Might
      And Alice has a Scout in her base
      When Alice moves her Scout to the Glade
      And Alice passes
      And Bob passes
      Then the chain holds the Glade
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's base holds no Wisp token
      When Alice ends her turn
      Then the chain holds the Glade
      When Alice passes
      And Bob passes
      Then the Glade holds a 1 Might Wisp token controlled by Alice
      And Alice's base holds no Wisp token

  Rule: 359.3.f.3.b A delayed ability may take what it names from the trigger condition of the ability that made it

    @rule:359.3.f.3.b
    Example: Iascylla is recalled in reaction to her hold trigger: at the start of the main phase the enemy unit still moves to the battlefield she held
      Given it is Alice's turn, at the start of her beginning phase
      And a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And a test spell "Call Back" costing 0 and text "[Reaction]\nRecall a unit."
      And Alice has an Iascylla at the Bridge
      And Alice has 1 card in her main deck
      And Bob has a Shipyard Skulker in his base
      And Bob has a Call Back in his hand
      Then the game is in the beginning phase
      And the chain holds Alice's Iascylla
      When Alice passes
      And Bob plays his Call Back
      And Bob chooses Alice's Iascylla
      And Bob passes
      And Alice passes
      Then Alice's Iascylla is in Alice's base
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And the chain holds Alice's Iascylla
      When Alice chooses yes
      Then Alice is asked to choose targets among Bob's Shipyard Skulker
      When Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is at the Bridge
      And Alice's Iascylla is in Alice's base

  Rule: 359.3.f.4 "Enemy" in a triggered ability is seen from the ability's controller

    @rule:359.3.f.4
    Example: Bob takes control of Yasuo in reaction to his attack trigger: the trigger still deals damage to Bob's unit
      Given a battlefield called the Bridge
      And a test spell "Turncoat" costing 0 and text "[Reaction]\nTake control of an enemy unit at a battlefield."
      And Alice has a Yasuo, Remorseful in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Turncoat in his hand
      When Alice moves her Yasuo, Remorseful to the Bridge
      Then a combat is under way at the Bridge
      And Alice is asked to choose targets among Bob's Vanguard Sergeant
      When Alice chooses Bob's Vanguard Sergeant
      Then the chain holds Alice's Yasuo, Remorseful
      When Alice passes
      And Bob plays his Turncoat
      And Bob chooses Alice's Yasuo, Remorseful
      And Bob passes
      And Alice passes
      Then Bob controls Alice's Yasuo, Remorseful
      And the chain holds Alice's Yasuo, Remorseful
      When Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Alice's Yasuo, Remorseful has 0 damage

  Rule: 359.2.a A permanent's passive abilities work once it is on the board

    @rule:359.2.a
    Example: Once Alice's discount unit has entered, her next spell costs less
      Given a test unit "Helper" costing 2 with 2 Might and text "Your spells cost :rb_energy_1: less."
      And a test spell "Spark" costing 2 and text "Draw 1."
      And Alice has a Helper in her hand
      And Alice has a Spark in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Helper
      Then Alice's rune pool holds 1 Energy
      When Alice plays her Spark
      Then Alice's rune pool holds 0 Energy
      And Alice's Spark is a finalized chain item

  Rule: 359.3.e.15 A spell that leaves the chain while resolving stops there

    @rule:359.3.e.15
    Example: A spell that first returns itself to hand does not go on to draw
      Given a test spell "Boomerang" costing 1 and text "Return this to its owner's hand. Draw 1."
      And Alice has a Boomerang in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Boomerang
      And Alice passes
      And Bob passes
      Then Alice's Boomerang is in Alice's hand
      And Alice's hand holds 1 card

    @rule:359.3.e.15
    Example: A Reaction that returns itself to hand above another spell on the chain does not go on to draw either
      Given a test spell "Boomerang" costing 0 and text "[Reaction]\nReturn this to its owner's hand. Draw 1."
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Quick Word in her hand
      And Alice has a Boomerang in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Quick Word
      And Alice plays her Boomerang
      And Alice passes
      And Bob passes
      Then Alice's Boomerang is in Alice's hand
      And Alice's hand holds 1 card
      And Alice drew 0 times
      And Alice's Quick Word is on the chain

  Rule: 359.3.b Items still pending are finalized before play goes on

    @rule:359.3.b
    Example: The Deathknell of the unit Alice kills to pay for her spell is finalized at once, and resolves before the spell
      Given a test spell "Offering" costing 1 and text "As an additional cost to play me, kill a unit you control.\nDeal 3 to a unit."
      And a test unit "Martyr" costing 0 with 1 Might and text "[Deathknell][>] Draw 1."
      And Alice has a Martyr in her base
      And Bob has a Playful Phantom at the Bridge
      And Alice has an Offering in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Offering
      And Alice chooses Bob's Playful Phantom
      And Alice chooses her Martyr
      Then Alice's Martyr is in Alice's trash
      And the chain holds Alice's Offering, then Alice's Martyr
      And Alice's Martyr is a finalized chain item
      And Alice has priority
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Bob's Playful Phantom has 0 damage
      When Alice passes
      And Bob passes
      Then Bob's Playful Phantom has 3 damage
      And Alice's hand holds 1 card
