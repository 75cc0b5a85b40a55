@edition:v1.4
Feature: Conceding (rules 649–652)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge

  @rule:649 @waived:heading
  Rule: 649 Conceding, the section heading

  Rule: 650 A player may concede at any time

    @rule:650 @rule:651 @rule:651.1
    Example: Bob concedes on Alice's turn while Alice has priority, and Alice wins
      Given Alice has a Shipyard Skulker in her base
      Then Alice has priority
      When Bob concedes
      Then Alice wins the game
      And no player has priority
      And the won event for Alice cites rule 651.1

    @rule:650
    Example: Bob concedes while Alice must answer a decision of the combat damage step
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Playful Phantom at the Bridge
      When Alice moves her Shipyard Skulker and her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Bob is asked to split damage among Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      When Bob concedes
      Then Alice wins the game
      And no decision is pending

  Rule: 651 The conceding player leaves the game; the one player left wins

    @rule:651 @rule:651.1
    Example: Alice, the turn player, concedes and Bob wins; neither may act after
      Given Alice has 5 points
      When Alice concedes
      Then Bob wins the game
      When Alice ends her turn
      Then the action is refused
      When Bob concedes
      Then the action is refused

  Rule: 651.2 With more than one player left, the conceding player is removed and the game goes on

    @rule:651.2 @rule:651.3
    Example: In FFA3 Carol concedes: she leaves, nobody wins, and she can do nothing more
      Given the mode of play is FFA3
      When Carol concedes
      Then Carol is no longer in the game
      And nobody has won
      And the turn player is Alice
      When Carol concedes
      Then the action is refused

    @rule:651.2 @rule:652.5
    Example: In FFA3 Alice and Carol are tied at 8 points, so nobody has won; once Carol concedes, Alice has more than anyone left and wins
      Given the mode of play is FFA3
      And it is Alice's main phase
      And Alice has 8 points
      And Carol has 8 points
      Then nobody has won
      When Carol concedes
      Then Carol is no longer in the game
      And Alice wins the game

  Rule: 651.4 A conceding player's teammates lose and leave with them

    @rule:651.4
    Example: In 2v2 Alice concedes, so Carol loses with her and Bob and Dave win
      Given the mode of play is 2v2
      When Alice concedes
      Then Bob wins the game
      And Dave wins the game

  Rule: 652 Removing a player from a game that goes on: their cards leave, and the turn passes on

    @rule:652 @rule:652.1
    Example: In FFA3 the unit Carol controlled but Alice owns is banished when Carol concedes
      Given the mode of play is FFA3
      And Carol has Alice's Shipyard Skulker in her base
      When Carol concedes
      Then Alice's Shipyard Skulker is in Alice's banishment

    @rule:652.1
    Example: In FFA3 the unit Carol controlled but Alice owns moves to Alice's banishment under 652.1, while Carol's own unit is not moved there
      Given the mode of play is FFA3
      And Carol has Alice's Shipyard Skulker in her base
      And Carol has a Playful Phantom in her base
      When Carol concedes
      Then the moved event for Alice's Shipyard Skulker cites rule 652.1
      And the moved event for Alice's Shipyard Skulker went from base to banishment
      And no moved event happened for Carol's Playful Phantom

    @rule:652.3
    Example: In FFA3 the unit Carol owns but Bob controls leaves the game when Carol concedes
      Given the mode of play is FFA3
      And Bob has Carol's Shipyard Skulker in his base
      And Bob has a Vanguard Sergeant in his base
      When Carol concedes
      Then Bob's base holds 1 object
      And Bob's Vanguard Sergeant is in Bob's base

    @rule:652.5 @rule:652.5.a @rule:652.5.a.1
    Example: In FFA3 Bob concedes on his turn, and the turn goes on to Carol, the next player
      Given the mode of play is FFA3
      And it is Bob's main phase
      And it is turn 2
      And Carol has 1 card in her main deck
      When Bob concedes
      Then Bob is no longer in the game
      And the turn player is Carol

    @rule:652.5.a.1
    Example: In FFA4 Bob concedes on his turn, and Carol, next after him, takes the next turn
      Given the mode of play is FFA4
      And it is Bob's main phase
      And it is turn 2
      And Carol has 1 card in her main deck
      When Bob concedes
      Then Bob is no longer in the game
      And the turn player is Carol

    @rule:652.5.a.1
    Example: In FFA4 Carol concedes on her turn, and Dave, next after her, takes the next turn
      Given the mode of play is FFA4
      And it is Carol's main phase
      And it is turn 3
      And Dave has 1 card in his main deck
      When Carol concedes
      Then Carol is no longer in the game
      And the turn player is Dave

    @rule:651.3 @rule:652.5.a.1
    Example: In FFA3 Alice, the turn player, concedes while Bob orders the triggers her move set off: she holds priority no more, and once his triggers have resolved Bob's turn begins
      Given the mode of play is FFA3
      And a test unit "Sentinel" costing 0 with 1 Might and text "When an opponent moves to a battlefield, draw 1."
      And a test unit "Lookout" costing 0 with 1 Might and text "When an opponent moves to a battlefield or when I hold, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker in her base
      And Bob has a Sentinel in his base
      And Bob has a Lookout in his base
      And Bob has 3 cards in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      Then Bob is asked to order his triggered abilities
      When Alice concedes
      Then Alice is no longer in the game
      And Alice does not have priority
      And Bob is asked to order his triggered abilities
      When Bob puts his Sentinel's ability, then his Lookout's ability on the chain in that order
      Then the chain holds Bob's Sentinel, then Bob's Lookout
      And Bob has priority
      When Bob passes
      And Carol passes
      And Bob passes
      And Carol passes
      Then the chain is empty
      And the turn player is Bob

  Rule: 652.2 The battlefield a removed player brought, if in use, leaves the game

    @rule:652.2 @rule:652.2.a @rule:652.2.b
    Example: In FFA3 Carol concedes: the Bridge she brought becomes a token battlefield, and Alice's unit and hidden card there stay
      Given the mode of play is FFA3
      And the Bridge is owned by Carol
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a facedown Hidden Blade at the Bridge
      When Carol concedes
      Then the Bridge is a token battlefield with no abilities
      And Alice's Shipyard Skulker is at the Bridge
      And Alice's Hidden Blade is at the Bridge
      And Alice controls the Bridge
      And the moved event for Carol cites rule 652.2.a

    @rule:652.2
    Example: In FFA3 Carol concedes: only the battlefield she brought is replaced, Alice's stays as it is
      Given the mode of play is FFA3
      And a battlefield called the Tower
      And the Bridge is owned by Carol
      And the Tower is owned by Alice
      And Alice has a Shipyard Skulker at the Tower
      When Carol concedes
      Then the Bridge is a token battlefield with no abilities
      And the Tower is a Plain Battlefield battlefield
      And Alice's Shipyard Skulker is at the Tower

    @rule:652.2
    Example: In FFA3 the Bridge Carol brought was already replaced by Alice's Brush token: it is not in use, so when Carol concedes the Brush stays
      Given the mode of play is FFA3
      And the Bridge is owned by Carol
      And Alice has a Green Father as her legend
      And a test unit "Scout" costing 0 with 2 Might
      And Alice has a Scout in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Scout to the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      And Alice passes
      And Bob passes
      And Carol passes
      Then the Bridge is a Brush battlefield
      When Carol concedes
      Then Carol is no longer in the game
      And the Bridge is a Brush battlefield
      And Alice controls the Bridge

  Rule: 652.2.c What the removed battlefield's text applied ends at once

    @rule:652.2.c @rule:652.2.a @editions:v1.2-v1.4
    Example: In FFA3 Carol concedes: her Void Gate no longer adds Bonus Damage to Alice's spell at its place
      Given the mode of play is FFA3
      And a Void Gate battlefield called the Gate
      And the Gate is owned by Carol
      And a test spell "Zap" costing 0 and text "Deal 2 to a unit."
      And Bob has a Vanguard Sergeant at the Gate
      And Alice has a Zap in her hand
      When Carol concedes
      And Alice plays her Zap
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 2 damage
      And Bob's Vanguard Sergeant is at the Gate
      And the Gate is a token battlefield with no abilities

  Rule: 652.4 The spells and abilities a removed player controls on the Chain are countered

    @rule:652.4
    Example: In FFA3 Bob concedes with his Sting on the Chain: it is countered, and Alice's Skulker survives
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Sting" costing 0 and text "[Reaction]\nDeal 3 to a unit."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Quick Word in her hand
      And Bob has a Sting in his hand
      When Alice plays her Quick Word
      And Alice passes
      Then Bob has priority
      When Bob plays his Sting
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      Then Carol has priority
      When Bob concedes
      Then Bob is no longer in the game
      And the chain holds Alice's Quick Word
      And Carol has priority
      When Carol passes
      And Alice passes
      Then the chain is empty
      And Alice's Shipyard Skulker is in Alice's base

    @rule:652.4
    Example: In FFA3 Bob concedes with a Sting Alice owns on the Chain: it is countered and goes to Alice's trash
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Sting" costing 0 and text "[Reaction]\nDeal 3 to a unit."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Quick Word in her hand
      And Bob has Alice's Sting in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays Alice's Sting
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Bob concedes
      Then Bob is no longer in the game
      And the chain holds Alice's Quick Word
      And Alice's Sting is in Alice's trash
      When Carol passes
      And Alice passes
      Then the chain is empty
      And Alice's Shipyard Skulker is in Alice's base

    @rule:652.4
    Example: In FFA3 the Sting Bob leaves on the Chain as he concedes is countered under 652.4
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Sting" costing 0 and text "[Reaction]\nDeal 3 to a unit."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Quick Word in her hand
      And Bob has a Sting in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Sting
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Bob concedes
      Then the countered event for Bob's Sting cites rule 652.4
      And no countered event happened for Alice's Quick Word

  Rule: 652.5.c With a player removed, Priority on the Chain goes on without them

    @rule:652.5.c @rule:652.4
    Example: In FFA3 Bob concedes while choosing the target of his end-of-turn trigger, with no one holding priority: his trigger is countered, and Alice, whose trigger is left on the Chain, receives priority
      Given the mode of play is FFA3
      And a battlefield called the Ford
      And a test gear "Parting Shot" costing 0 and text "At the end of turn, deal 1 to a unit at a battlefield."
      And Alice has a Parting Shot in her base
      And Bob has a Parting Shot in his base
      And Alice has a Shipyard Skulker at the Bridge
      And Carol has a Vanguard Sergeant at the Ford
      When Alice ends her turn
      And Alice chooses Carol's Vanguard Sergeant
      Then Bob is asked to choose targets among Alice's Shipyard Skulker and Carol's Vanguard Sergeant
      And no player has priority
      When Bob concedes
      Then Bob is no longer in the game
      And the chain holds Alice's Parting Shot
      And Alice has priority
      When Alice passes
      Then Carol has priority
      When Carol passes
      Then the chain is empty
      And Carol's units were dealt 1 damage in all

    @rule:652.5.c @rule:652.5.c.1
    Example: In FFA3 Bob concedes while he holds priority: Carol, next in turn order, receives it, and her pass ends the run
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      Then Bob has priority
      When Bob concedes
      Then Carol has priority
      And the chain holds Alice's Quick Word
      When Carol passes
      Then the chain is empty

    @rule:652.5.c.1
    Example: In FFA3 Carol receives priority under 652.5.c.1 when Bob concedes holding it
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob concedes
      Then the priority event for Carol cites rule 652.5.c.1

    @rule:652.5.c @rule:652.5.c.1
    Example: In FFA4 Dave concedes while Bob holds priority: Bob keeps it
      Given the mode of play is FFA4
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      Then Bob has priority
      When Dave concedes
      Then Bob has priority
      And the chain holds Alice's Quick Word

    @rule:652.5.c @rule:652.5.c.2
    Example: In FFA3 Carol concedes holding priority after Alice and Bob passed: Alice's spell resolves
      Given the mode of play is FFA3
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Boost in her hand
      When Alice plays her Boost
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Carol has priority
      When Carol concedes
      Then the chain is empty
      And Alice's Shipyard Skulker's Might is 5

    @rule:652.5.c @rule:652.5.c.2
    Example: In FFA3 Bob concedes after passing, while Carol holds priority: his pass no longer counts, and Carol must still pass
      Given the mode of play is FFA3
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Boost in her hand
      When Alice plays her Boost
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Carol has priority
      When Bob concedes
      Then the chain holds Alice's Boost
      And Carol has priority
      When Carol passes
      Then the chain is empty
      And Alice's Shipyard Skulker's Might is 5

  Rule: 652.5.b With a player removed, Focus in a showdown goes on without them

    @rule:652.5.b @rule:652.5.b.2
    Example: In FFA3 Carol concedes holding focus after Alice and Bob passed it: the showdown ends and the combat is fought
      Given the mode of play is FFA3
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Carol has focus
      When Carol concedes
      Then Bob's Recruit (NX) is in Bob's trash
      And Alice controls the Bridge

    @rule:652.5.b @rule:652.5.b.1
    Example: In FFA4 Carol concedes holding focus in Alice's combat with Bob: Dave, next in turn order, receives it
      Given the mode of play is FFA4
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Carol has focus
      When Carol concedes
      Then Dave has focus
      And a combat is under way at the Bridge
      And the Bridge is contested
      When Dave passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Alice controls the Bridge

    @rule:652.5.b.1
    Example: In FFA4 Dave receives focus under 652.5.b.1 when Carol concedes holding it
      Given the mode of play is FFA4
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Carol concedes
      Then the focus event for Dave cites rule 652.5.b.1

    @rule:652.5.b @rule:652.5.b.1
    Example: In FFA4 Dave concedes while Carol holds focus in Alice's combat with Bob: Carol keeps it
      Given the mode of play is FFA4
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Carol has focus
      When Dave concedes
      Then Carol has focus
      When Carol passes
      Then Bob's Recruit (NX) is in Bob's trash

    @rule:652.5.b @rule:652.5.b.2
    Example: In FFA4 Bob concedes after passing focus in Alice's combat with Dave: his pass no longer counts, so Dave still receives focus
      Given the mode of play is FFA4
      And Alice has a Shipyard Skulker in her base
      And Dave has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Carol has focus
      When Bob concedes
      And Carol passes
      Then Dave has focus
      And a combat is under way at the Bridge

    @rule:650 @rule:652.1 @rule:652.5.b.1
    Example: In FFA3 Bob, defending against Alice, concedes holding focus: his units leave, Carol receives focus, and Alice conquers
      Given the mode of play is FFA3
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      Then Bob has focus
      When Bob concedes
      Then Bob is no longer in the game
      And Carol has focus
      And a combat is under way at the Bridge
      When Carol passes
      Then Alice controls the Bridge
      And Alice's Shipyard Skulker is at the Bridge

    @rule:650 @rule:652.5.b.2
    Example: In FFA4 Bob, defending against Alice, concedes after passing focus while Carol holds it: the combat goes on without him
      Given the mode of play is FFA4
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Carol has focus
      When Bob concedes
      Then Carol has focus
      When Carol passes
      Then Dave has focus
      When Dave passes
      Then Alice controls the Bridge

    @rule:650 @rule:652.4 @rule:652.5.a.1
    Example: In FFA3 Alice, the turn player, concedes with a Chain under way: her spell is countered, Bob's resolves, then Bob's turn begins
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Sting" costing 0 and text "[Reaction]\nDeal 3 to a unit."
      And Alice has a Quick Word in her hand
      And Bob has a Sting in his hand
      And Carol has a Shipyard Skulker in her base
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Sting
      And Bob chooses Carol's Shipyard Skulker
      And Bob passes
      Then Carol has priority
      When Alice concedes
      Then Alice is no longer in the game
      And the chain holds Bob's Sting
      And Carol has priority
      When Carol passes
      Then the chain is empty
      And Carol's Shipyard Skulker is in Carol's trash
      And the turn player is Bob

    @rule:650 @rule:652.5.a.1 @rule:652.5.b.1
    Example: In FFA3 Alice, the turn player, concedes holding focus in her combat: Bob receives focus, the combat ends, then Bob's turn begins
      Given the mode of play is FFA3
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice has focus
      When Alice concedes
      Then Alice is no longer in the game
      And Bob has focus
      And a combat is under way at the Bridge
      And the Bridge is not contested
      And the turn number is 1
      When Bob passes
      And Carol passes
      Then no showdown is under way
      And Bob's Recruit (NX) is at the Bridge
      And the turn player is Bob
      And the turn number is 2

    @rule:650 @rule:651.3 @rule:652.4
    Example: In FFA3 Bob concedes while choosing a target for his Sting: the question is dropped, the Sting countered, and Carol receives priority
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Sting" costing 0 and text "[Reaction]\nDeal 3 to a unit."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Quick Word in her hand
      And Bob has a Sting in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Sting
      Then Bob is asked to choose targets
      When Bob concedes
      Then Bob is no longer in the game
      And no decision is pending
      And the chain holds Alice's Quick Word
      And Carol has priority
      When Carol passes
      And Alice passes
      Then the chain is empty
      And Alice's Shipyard Skulker is in Alice's base

    @rule:650 @rule:651.3 @rule:652.1
    Example: In FFA3 Bob concedes while splitting his combat damage as defender: the question is dropped and Alice's units conquer unharmed
      Given the mode of play is FFA3
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Playful Phantom at the Bridge
      When Alice moves her Shipyard Skulker and her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      Then Bob is asked to split damage among Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      When Bob concedes
      Then no decision is pending
      And Alice controls the Bridge
      And Alice's Shipyard Skulker has 0 damage
      And Alice's Vanguard Sergeant has 0 damage

    @rule:652.4 @rule:652.1
    Example: In FFA3 Bob concedes with the ability of Alice's Lookout he controls on the Chain: the ability is countered and the Lookout banished, not trashed
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test unit "Lookout" costing 0 with 2 Might and text "[Reaction][>] :rb_exhaust:: Draw 1."
      And Alice has a Quick Word in her hand
      And Bob has Alice's Lookout in his base
      When Alice plays her Quick Word
      And Alice passes
      And Bob activates Alice's Lookout
      Then the chain holds Alice's Quick Word, then Alice's Lookout
      When Bob concedes
      Then the chain holds Alice's Quick Word
      And Alice's Lookout is in Alice's banishment

    @rule:652.1 @rule:652.3
    Example: In FFA3 Carol concedes controlling the Bridge while a Chain is under way: no player controls the Bridge from then on
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Quick Word in her hand
      And the Bridge is controlled by Carol
      And Carol has a Shipyard Skulker at the Bridge
      When Alice plays her Quick Word
      And Alice passes
      And Carol concedes
      Then Carol is no longer in the game
      And no player controls the Bridge

    @rule:652.5.b.1 @rule:652.5.c.1
    Example: In FFA3 Bob concedes holding focus with only his own spell on the Chain: Carol receives priority with focus, not as Chain priority
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Shipyard Skulker in her base
      And Carol has a Recruit (NX) at the Bridge
      And Bob has a Quick Word in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      Then Bob has focus
      When Bob plays his Quick Word
      And Bob concedes
      Then the chain is empty
      And Carol has focus
      And the priority event for Carol cites rule 313.2

    @rule:650 @rule:652.5.c.1
    Example: In FFA4 Dave concedes while Bob chooses a target for his Sting: Bob's question stays, and priority then skips Dave
      Given the mode of play is FFA4
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Sting" costing 0 and text "[Reaction]\nDeal 3 to a unit."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Quick Word in her hand
      And Bob has a Sting in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Sting
      Then Bob is asked to choose targets among Alice's Shipyard Skulker
      When Dave concedes
      Then Dave is no longer in the game
      And Bob is asked to choose targets among Alice's Shipyard Skulker
      When Bob chooses Alice's Shipyard Skulker
      And Bob passes
      Then Carol has priority
      When Carol passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's trash

    @rule:651.3 @rule:652.3
    Example: In FFA3 Carol concedes while Bob chooses a target for his Sting among her unit and Alice's: only Alice's is left to choose
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Sting" costing 0 and text "[Reaction]\nDeal 3 to a unit."
      And Alice has a Shipyard Skulker in her base
      And Carol has a Vanguard Sergeant in her base
      And Alice has a Quick Word in her hand
      And Bob has a Sting in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Sting
      Then Bob is asked to choose targets among Alice's Shipyard Skulker and Carol's Vanguard Sergeant
      When Carol concedes
      Then Carol is no longer in the game
      And Bob is asked to choose targets among Alice's Shipyard Skulker
      When Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's trash

    @rule:651.3 @rule:652.3
    Example: In FFA3 Carol concedes while Bob chooses one target for his Sting among her unit and two of Alice's: he may still choose only one of the two left
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Sting" costing 0 and text "[Reaction]\nDeal 3 to a unit."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Carol has a Playful Phantom in her base
      And Alice has a Quick Word in her hand
      And Bob has a Sting in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Sting
      Then Bob is asked to choose targets among Alice's Shipyard Skulker, Alice's Vanguard Sergeant and Carol's Playful Phantom
      When Carol concedes
      Then Bob is asked to choose targets among Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      And Bob may choose at most 1 of them
      When Bob chooses Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      Then the action is refused
      When Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Vanguard Sergeant is in Alice's base

    @rule:651.3 @rule:652.3
    Example: In FFA3 Carol concedes while Bob chooses which opponent his Nudge makes draw: only Alice is left to choose
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Nudge" costing 0 and text "[Reaction]\nChoose an opponent. They draw 1."
      And Alice has a Quick Word in her hand
      And Alice has 1 card in her main deck
      And Bob has a Nudge in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Nudge
      And Bob passes
      And Carol passes
      And Alice passes
      Then Bob is asked to choose a player among Alice and Carol
      When Carol concedes
      Then Carol is no longer in the game
      And Bob is asked to choose a player among Alice
      When Bob chooses Alice
      Then Alice drew 1 time

    @rule:651.3 @rule:652.3 @rule:652.1
    Example: In FFA3 Alice concedes while Bob chooses a target for his Sting: the units she controls or owns are gone from his choice, and her spell beneath his is countered
      Given the mode of play is FFA3
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Sting" costing 0 and text "[Reaction]\nDeal 3 to a unit."
      And Alice has Carol's Shipyard Skulker in her base
      And Carol has Alice's Vanguard Sergeant in her base
      And Carol has a Playful Phantom in her base
      And Alice has a Quick Word in her hand
      And Bob has a Sting in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Sting
      Then Bob is asked to choose targets among Carol's Shipyard Skulker, Alice's Vanguard Sergeant and Carol's Playful Phantom
      When Alice concedes
      Then Alice is no longer in the game
      And Bob is asked to choose targets among Carol's Playful Phantom
      And Carol's Shipyard Skulker is in Carol's banishment
      And the countered event for Alice's Quick Word cites rule 652.4
      When Bob chooses Carol's Playful Phantom
      And Bob passes
      And Carol passes
      Then Carol's Playful Phantom has 3 damage

    @rule:651.3 @rule:652.3
    Example: In FFA3 Carol concedes while Bob decides on the Repeat her gear under his control gives his spell: the question goes with the gear, and his spell resolves once
      Given the mode of play is FFA3
      And a test gear "Echo Chamber" costing 0 and text "Your spells have [Repeat] :rb_energy_2:."
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Insight" costing 1 and text "[Reaction]\nDraw 1."
      And Bob has Carol's Echo Chamber in his base
      And Alice has a Quick Word in her hand
      And Bob has an Insight in his hand
      And Bob has 5 Energy in his rune pool
      And Bob has 3 cards in his main deck
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Insight
      Then Bob is asked to decide an optional cost
      When Carol concedes
      Then Carol is no longer in the game
      And no decision is pending
      And Bob's rune pool holds 4 Energy
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
