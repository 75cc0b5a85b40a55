@edition:v1.4
Feature: Phases of the turn (rules 314–317)

  @rule:314 @rule:315 @waived:heading
  Rule: 314 315 Phases of the Turn and Start of Turn, section headings

  Rule: 315.1 Awaken: the turn player readies what they control

    @rule:315.1 @rule:315.1.a @rule:315.1.b
    Example: Alice's exhausted unit and rune ready; Bob's stay exhausted
      Given it is Alice's turn, at the start of the awaken phase
      And Alice has 1 card in her main deck
      And Alice has an exhausted Shipyard Skulker in her base
      And Alice has 2 exhausted runes in her runes
      And Bob has an exhausted Vanguard Sergeant in his base
      And Bob has 1 exhausted rune in his runes
      Then Alice's Shipyard Skulker is ready
      And Alice's rune 1 is ready
      And Alice's rune 2 is ready
      And Bob's Vanguard Sergeant is exhausted
      And Bob's rune 1 is exhausted
      And the readied event for Alice's Shipyard Skulker cites rule 315.1.b

  Rule: 315.2 Beginning phase: the scoring step holds battlefields the turn player controls

    @rule:315.2 @rule:315.2.b @rule:315.2.b.1 @rule:315.2.b.2 @faq:origins:score-conquer-hold-different
    Example: Alice scores the battlefield she controls, but not Bob's
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has 1 card in her main deck
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And the Ford is controlled by Bob
      And Bob has a Shipyard Skulker at the Ford
      Then Alice's score is 1
      And Bob's score is 0
      And these events happened in order:
        | scored | hold |

    @rule:315.2.a @rule:315.2.a.1
    Example: What triggers at the start of the beginning phase resolves before the scoring step
      Given it is Alice's turn, at the start of the beginning phase
      And a test gear "Dawn Bell" costing 0 and text "At the start of your Beginning Phase, draw 1."
      And Alice has a Dawn Bell in her base
      And Alice has 2 cards in her main deck
      And a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      Then the game is in the beginning phase
      And the chain holds Alice's Dawn Bell
      And the triggered event for Alice's Dawn Bell does not cite rule 317.1.a
      And Alice's score is 0
      When Alice passes
      And Bob passes
      Then these events happened in order:
        | phase-began | beginning |
        | drew        | Alice     |
        | scored      | Alice     |
        | phase-began | channel   |
      And Alice's score is 1

    @rule:315.2.a
    Example: The Arena's Greatest, Alice's, gives Bob a point at the start of his first beginning phase
      Given it is Bob's turn, at the start of the beginning phase
      And it is turn 2
      And Bob has 2 cards in his main deck
      And a The Arena's Greatest battlefield called the Arena
      And the Arena is controlled by Alice
      And Alice has a Shipyard Skulker at the Arena
      Then the chain item of the Arena is Alice's
      When Alice passes
      And Bob passes
      Then Bob's score is 1
      And Alice's score is 0

    @rule:315.2.a
    Example: The Obelisk of Power, Alice's, channels a rune for Bob at the start of his first beginning phase
      Given it is Bob's turn, at the start of the beginning phase
      And it is turn 2
      And Bob has 2 cards in his main deck
      And Bob has 3 runes in his rune deck
      And Alice has 2 runes in her rune deck
      And an Obelisk of Power battlefield called the Obelisk
      And the Obelisk is controlled by Alice
      And Alice has a Shipyard Skulker at the Obelisk
      Then the chain item of the Obelisk is Alice's
      When Alice passes
      And Bob passes
      Then Bob's rune deck holds 0 runes
      And Alice's rune deck holds 2 runes

    @rule:315.2.a
    Example: The Arena's Greatest gives nothing at the start of a player's later beginning phases
      Given it is Bob's turn, at the start of the beginning phase
      And it is turn 4
      And Bob has 2 cards in his main deck
      And a The Arena's Greatest battlefield called the Arena
      And the Arena is controlled by Alice
      And Alice has a Shipyard Skulker at the Arena
      Then no triggered event happened for the Arena
      And Bob's score is 0

  Rule: 315.2.b.3 Battlefields of a teammate are not scored

    @rule:315.2.b.3
    Example: In 2v2 the Ford Dave holds at Bob's scoring step scores nothing for Bob, even once Bob takes it
      Given the mode of play is 2v2
      And it is Bob's turn, at the start of the beginning phase
      And it is turn 6
      And a battlefield called the Ford
      And Bob has 1 card in his main deck
      And the Ford is controlled by Dave
      And Dave has a Shipyard Skulker at the Ford
      And a test spell "Bounce" costing 0 and text "Return a unit at a battlefield to its owner's hand."
      And Bob has a Bounce in his hand
      And Bob has a Shipyard Skulker in his base
      Then Bob's score is 0
      When Bob plays his Bounce
      And Bob chooses Dave's Shipyard Skulker
      And Bob passes
      And Carol passes
      And Dave passes
      And Alice passes
      And Bob moves his Shipyard Skulker to the Ford
      And Bob passes
      And Carol passes
      And Dave passes
      And Alice passes
      Then Bob controls the Ford
      And Bob's score is 0
      And Dave's score is 0

  Rule: 315.3 Channel phase: two runes, or as many as remain

    @rule:315.3 @rule:315.3.a @rule:315.3.b
    Example: With three runes in the deck, two are channeled
      Given it is Alice's turn, at the start of the channel phase
      And Alice has 1 card in her main deck
      And Alice has 3 runes in her rune deck
      Then Alice's runes holds 2 runes
      And Alice's rune deck holds 1 rune
      And Alice's rune 1 is in Alice's runes
      And Alice's rune 3 is in Alice's rune deck
      And the channeled event for Alice cites rule 315.3.b

    @rule:315.3.b.1 @faq:origins:run-out-cards-rune-deck
    Example: With one rune left, only that one is channeled
      Given it is Alice's turn, at the start of the channel phase
      And Alice has 1 card in her main deck
      And Alice has 1 rune in her rune deck
      Then Alice's runes holds 1 rune
      And Alice's rune deck holds 0 runes

    @rule:315.3.b
    Example: While a unit at a battlefield says players channel only 1 rune, the channel phase channels 1
      Given it is Alice's turn, at the start of the channel phase
      And a battlefield called the Bridge
      And a test unit "Chimera" costing 0 with 3 Might and text "While I'm at a battlefield, players only channel 1 rune at the start of their Channel Phase."
      And Bob has a Chimera at the Bridge
      And Alice has 1 card in her main deck
      And Alice has 3 runes in her rune deck
      Then Alice's runes holds 1 rune
      And Alice's rune deck holds 2 runes
      And Alice's rune 1 is in Alice's runes
      And the channeled event for Alice cites rule 315.3.b

    @rule:315.3.b
    Example: Any other passive on the board leaves the channel phase at two runes
      Given it is Alice's turn, at the start of the channel phase
      And a test unit "Stubborn Guard" costing 0 with 3 Might and text "I can't be killed."
      And Bob has a Stubborn Guard in his base
      And Alice has 1 card in her main deck
      And Alice has 3 runes in her rune deck
      Then Alice's runes holds 2 runes
      And Alice's rune deck holds 1 rune

    @rule:315.3.b
    Example: Saying players channel only 1 rune does nothing from Bob's hand, nor from his base when it asks to be at a battlefield
      Given it is Alice's turn, at the start of the channel phase
      And a test unit "Dune Warden" costing 0 with 3 Might and text "Players only channel 1 rune at the start of their Channel Phase."
      And a test unit "Chimera" costing 0 with 3 Might and text "While I'm at a battlefield, players only channel 1 rune at the start of their Channel Phase."
      And Bob has a Dune Warden in his hand
      And Bob has a Chimera in his base
      And Alice has 1 card in her main deck
      And Alice has 3 runes in her rune deck
      Then Alice's runes holds 2 runes
      And Alice's rune deck holds 1 rune

  Rule: 315.4 Draw phase: draw one, burning out first if the deck is empty

    @rule:315.4 @rule:315.4.a @rule:315.4.b
    Example: The turn player draws the top card
      Given it is Alice's turn, at the start of the draw phase
      And Alice has 2 cards in her main deck
      Then Alice's card 1 is in Alice's hand
      And Alice's card 2 is in Alice's main deck
      And the drew event for Alice cites rule 315.4.b

    @rule:315.4.b.1 @rule:315.4.b.2 @faq:origins:run-out-cards-main-deck
    Example: An empty deck burns out: the trash is recycled, the opponent scores, then the draw happens
      Given it is Alice's turn, at the start of the draw phase
      And Alice has 3 cards in her trash
      Then Alice burned out 1 time
      And Bob's score is 1
      And Alice's hand holds 1 card
      And Alice's main deck holds 2 cards
      And Alice's trash holds 0 cards

    @rule:315.4.b.1
    Example: A deck with a card left does not burn out
      Given it is Alice's turn, at the start of the draw phase
      And Alice has 1 card in her main deck
      And Alice has 3 cards in her trash
      Then Alice burned out 0 times
      And Bob's score is 0
      And Alice's trash holds 3 cards

  Rule: 316 The main phase

    @rule:316 @rule:316.1 @rule:316.5 @rule:316.5.a
    Example: After the start of turn, the main phase begins and the turn player may act freely
      Given it is Alice's turn, at the start of the awaken phase
      And Alice has 1 card in her main deck
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      Then the game is in the main phase
      And Alice's hand holds 1 card
      And the turn is in a Neutral Open state
      And Alice has priority
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Alice moves her Vanguard Sergeant to the Ford
      Then the action is accepted

    @rule:316.2 @rule:316.4
    Example: The rune pools empty first, then what triggers at the start of the main phase happens
      Given it is Alice's turn, at the start of the draw phase
      And a test gear "Noon Spring" costing 0 and text "At the start of your Main Phase, add :rb_energy_1:."
      And Alice has a Noon Spring in her base
      And Alice has 1 card in her main deck
      And Alice has 3 Energy in her rune pool
      Then the game is in the main phase
      And Alice's rune pool holds 1 Energy

    @rule:316.2 @rule:316.3
    Example: Each player's rune pool empties as the main phase begins
      Given it is Alice's turn, at the start of the draw phase
      And Alice has 1 card in her main deck
      And Alice has 3 Energy in her rune pool
      And Bob has 2 Energy in his rune pool
      Then Alice's rune pool holds 0 Energy
      And Bob's rune pool holds 0 Energy
      And the pool-emptied event for Bob cites rule 316.3

    @rule:316.3
    Example: A rune pool holding only Power, of a domain or universal, empties too as the main phase begins
      Given it is Alice's turn, at the start of the draw phase
      And Alice has 1 card in her main deck
      And Alice has 0 Energy and 1 calm Power in her rune pool
      And Bob has 1 universal Power in his rune pool
      Then the game is in the main phase
      And Alice's rune pool holds no Power
      And Bob's rune pool holds no Power
      And the pool-emptied event for Alice cites rule 316.3
      And the pool-emptied event for Bob cites rule 316.3

    @rule:316.3
    Example: Energy in the pool during the main phase is not emptied by what happens in it
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has 3 Energy in her rune pool
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 3 Energy

    @rule:316.5.b
    Example: Only the turn player plays spells in the main phase
      Given it is Alice's main phase
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Bob has a Quick Word in his hand
      When Bob plays his Quick Word
      Then the action is refused

    @rule:316.6 @rule:316.7 @rule:316.7.a @rule:316.7.b @rule:316.7.e @rule:316.7.f @rule:316.8.a
    Example: A standard move into the opponent's units starts a combat, which includes a showdown
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      And the turn is in a Showdown Open state
      And Alice is the attacker
      And Bob is the defender

    @rule:316.7.b @rule:316.6
    Example: A spell that moves a unit into the opponent's units starts a combat as a standard move does
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Rally" costing 0 and text "Move a friendly unit to a battlefield."
      And Alice has a Rally in her hand
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice plays her Rally
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then a combat is under way at the Bridge
      And Alice is the attacker
      And Bob is the defender

    @rule:316.7.c @rule:316.7.e @rule:316.8.a.1
    Example: The combat runs through its steps to the end between the two players
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Alice controls the Bridge
      And these events happened in order:
        | combat-began  | the Bridge |
        | damaged       | Bob's Recruit (NX) |
        | combat-ended  | the Bridge |

    @rule:316.8 @rule:316.8.b @rule:316.8.b.1 @rule:316.8.c @rule:316.7.a @rule:323.9
    Example: A move to an empty battlefield stages a non-combat showdown in the following cleanup
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then a non-combat showdown is under way at the Bridge
      And these events happened in order:
        | moved          | Alice's Shipyard Skulker |
        | showdown-began | the Bridge               |
      And no combat-began event happened for the Bridge

    @rule:316.9
    Example: Passing in a Neutral Open main phase does not end the turn: only ending it does
      Given it is Alice's main phase
      And Bob has 1 card in his main deck
      When Alice passes
      Then the action is refused citing rule 316.9
      And the turn player is Alice
      And the game is in the main phase
      When Alice ends her turn
      Then the turn player is Bob

    @rule:316.9
    Example: With the chain empty but a showdown under way, Alice may not end her turn
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then the turn is in a Showdown Open state
      And Alice has priority
      When Alice ends her turn
      Then the action is refused citing rule 316.9
      And the turn player is Alice
      And a showdown is under way at the Bridge

  Rule: 316.5.b.1 Teammates playing on the turn player's invitation

    @rule:316.5.b.1
    Example: In 2v2 Carol activates her Lamp, an ability without Action, on Alice's turn only once Alice invites her
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test gear "Lamp" costing 0 and text ":rb_exhaust:: Draw 1."
      And Carol has a Lamp in her base
      And Carol has 2 cards in her main deck
      When Carol activates her Lamp
      Then the action is refused
      And Carol's Lamp is ready
      When Alice invites Carol to play
      And Carol activates her Lamp
      Then Carol's Lamp is exhausted
      When Carol passes
      And Dave passes
      And Alice passes
      And Bob passes
      Then Carol drew 1 time

    @rule:316.5.b.1
    Example: An invitation is good for one play: once Carol's Study resolves, her Lesson waits for a new invitation
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test spell "Study" costing 0 and text "Draw 1."
      And a test spell "Lesson" costing 0 and text "Draw 1."
      And Carol has a Study in her hand
      And Carol has a Lesson in her hand
      And Carol has 3 cards in her main deck
      When Alice invites Carol to play
      And Carol plays her Study
      And Carol passes
      And Dave passes
      And Alice passes
      And Bob passes
      Then Carol drew 1 time
      And Alice has priority
      When Carol plays her Lesson
      Then the action is refused
      When Alice invites Carol to play
      And Carol plays her Lesson
      Then the chain holds Carol's Lesson

    @rule:316.5.b.1 @rule:489.8.a
    Example: In 2v2 Alice cannot invite herself, nor Carol while her Study waits on the Chain; invited, Carol cannot invite Alice back
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test spell "Study" costing 0 and text "Draw 1."
      And Alice has a Study in her hand
      And Alice has 2 cards in her main deck
      When Alice invites Alice to play
      Then the action is refused citing rule 489.8.a
      When Alice invites Carol to play
      And Carol invites Alice to play
      Then the action is refused citing rule 316.5.b.1
      And Carol has priority
      When Carol passes
      Then Alice has priority
      And the priority event for Alice cites rule 489.8.a
      When Alice plays her Study
      And Alice invites Carol to play
      Then the action is refused citing rule 316.5.b.1
      And Alice has priority

  Rule: 316.7.d A combat is always between exactly two players

    @rule:316.7.d
    Example: In FFA3 Carol cannot join Alice and Bob's combat at the Bridge with an Ambush; it is fought out between the two of them
      Given the mode of play is FFA3
      And a battlefield called the Bridge
      And a test unit "Stalker" costing 0 with 5 Might and text "[Ambush]\nI can [Ambush] to battlefields where there are enemy units."
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Recruit (NX) at the Bridge
      And Carol has a Stalker in her hand
      When Alice moves her Vanguard Sergeant to the Bridge
      Then a combat is under way at the Bridge
      When Alice passes
      And Bob passes
      Then Carol has focus
      When Carol plays her Stalker
      Then the action is refused
      When Carol passes
      Then no showdown is under way
      And Alice controls the Bridge
      And Bob's Recruit (NX) is in Bob's trash
      And Carol's Stalker is in Carol's hand

  Rule: 317 The ending phase

    @rule:317.1 @faq:origins:reaction-spell-play-end-opponents-turn
    Example: With nothing triggering at the end of Alice's turn, Bob gets no priority to play his Reaction then
      Given it is Alice's main phase
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Bob has a Quick Word in his hand
      And Bob has 1 card in his main deck
      When Alice ends her turn
      Then the turn player is Bob
      And Bob's Quick Word is in Bob's hand

    @rule:317.1 @rule:317.1.a @rule:317.1.b
    Example: What triggers at the end of the turn happens in the ending step, before the turn passes
      Given it is Alice's main phase
      And a test gear "Dusk Bell" costing 0 and text "At the end of your turn, draw 1."
      And Alice has a Dusk Bell in her base
      And Alice has 1 card in her main deck
      And Bob has 1 card in his main deck
      When Alice ends her turn
      Then the game is in the ending phase
      And the turn player is Alice
      And the chain holds Alice's Dusk Bell
      And Alice has priority
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And the turn player is Bob

    @rule:317.1.a @rule:303.2.a
    Example: End of turn triggers of both players go on the Chain the turn player's first
      Given it is Alice's main phase
      And a test gear "Curfew Bell" costing 0 and text "At the end of turn, draw 1."
      And Alice has a Curfew Bell in her base
      And Bob has a Curfew Bell in his base
      And Alice has 1 card in her main deck
      And Bob has 2 cards in his main deck
      When Alice ends her turn
      Then the chain holds Alice's Curfew Bell, then Bob's Curfew Bell
      And the triggered event for Bob's Curfew Bell cites rule 317.1.a
      And Bob has priority
      When Bob passes
      And Alice passes
      Then the chain holds Alice's Curfew Bell
      And Alice has priority
      When Alice passes
      And Bob passes
      Then Bob's Curfew Bell resolved before Alice's Curfew Bell
      And the turn player is Bob

    @rule:317 @rule:317.1 @rule:317.2 @rule:317.2.a @rule:317.2.b
    Example: Damage on units is healed in the ending phase
      Given it is Alice's main phase
      And Bob has 1 card in his main deck
      And Alice has a Vanguard Sergeant with 2 damage in her base
      And Bob has a Vanguard Sergeant with 1 damage in his base
      When Alice ends her turn
      Then Alice's Vanguard Sergeant has 0 damage
      And Bob's Vanguard Sergeant has 0 damage

    @rule:317.2.c
    Example: Stunned units recover as the turn's effects expire
      Given it is Alice's main phase
      And Bob has 1 card in his main deck
      And Bob has a stunned Vanguard Sergeant in his base
      When Alice ends her turn
      Then Bob's Vanguard Sergeant is not stunned

    @rule:317.2.c
    Example: Lotus Trap's doubling, a "this turn" effect, still holds in Alice's ending step: the 2 her Martyr deals itself at the end of her turn is doubled to a lethal 4
      Given it is Alice's main phase
      And a test unit "Martyr" costing 0 with 4 Might and text "At the end of your turn, deal 2 to me."
      And Bob has 1 card in his main deck
      And Alice has a Martyr in her base
      And Alice has a Lotus Trap in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Lotus Trap
      And Alice chooses her Martyr
      And Alice passes
      And Bob passes
      And Alice ends her turn
      Then the chain holds Alice's Martyr
      When Alice passes
      And Bob passes
      Then the turn player is Bob
      And Alice's Martyr is in Alice's trash

    @rule:317.2.c
    Example: A "this turn" Might bonus lasts until the turn ends, then expires
      Given it is Alice's main phase
      And Bob has 1 card in his main deck
      And Alice has 2 cards in her main deck
      And Alice has a Discipline in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has a Shipyard Skulker in her base
      And a battlefield called the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice plays her Discipline
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 5
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And no showdown is under way
      And Alice's Shipyard Skulker's Might is 5
      When Alice ends her turn
      Then Alice's Shipyard Skulker's Might is 3

    @rule:317.2.d
    Example: Unspent Energy is lost in the expiration step, before the next turn begins
      Given it is Alice's main phase
      And Bob has 1 card in his main deck
      And Alice has 3 Energy in her rune pool
      When Alice ends her turn
      Then Alice's rune pool holds 0 Energy
      And these events happened in order:
        | pool-emptied | Alice |
        | turn-began   | Bob   |
      And the pool-emptied event for Alice cites rule 317.2.d

    @rule:317.2.d
    Example: Unspent universal Power is lost in the expiration step too
      Given it is Alice's main phase
      And Bob has 1 card in his main deck
      And Alice has 1 universal Power in her rune pool
      When Alice ends her turn
      Then Alice's rune pool holds no Power
      And the pool-emptied event for Alice cites rule 317.2.d

    @rule:317.2.d
    Example: Alice spent her only calm Power on her Sage: her pool holds nothing at the expiration step, so no emptying is recorded for her
      Given it is Alice's main phase
      And a test unit "Sage" costing 0 Energy and 1 calm Power with 1 Might
      And Bob has 1 card in his main deck
      And Alice has a Sage in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice plays her Sage
      And Alice ends her turn
      Then the turn player is Bob
      And Alice's rune pool holds no Power
      And no pool-emptied event happened for Alice

    @rule:317.3
    Example: The next player in turn order becomes the turn player
      Given it is Bob's main phase
      And Alice has 1 card in her main deck
      When Bob ends his turn
      Then the turn player is Alice
      And the turn-began event for Alice cites rule 317.3

  @rule:317.2.e @waived:heading
  Rule: 317.2.e The expiration step's closing task, the lead-in to 317.2.f

  Rule: 317.2.f When something went through the Chain during the expiration step, the step starts over

    @rule:317.2.f
    Example: A bonus given by a trigger of the expiration step ends when the step starts over
      Given it is Alice's main phase
      And a test unit "Proud Duelist" costing 3 with 5 Might and text "When a unit you control becomes [Mighty], give it +1 :rb_might: this turn."
      And Bob has a Proud Duelist in his base
      And Bob has 1 card in his main deck
      And Alice has a Mesmerize in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Mesmerize
      And Alice chooses mode 2
      And Alice chooses Bob's Proud Duelist
      And Alice passes
      And Bob passes
      Then Bob's Proud Duelist's Might is 3
      When Alice ends her turn
      Then the game is in the ending phase
      And the chain holds Bob's Proud Duelist
      And Bob has priority
      When Bob passes
      And Alice passes
      Then these events happened in order:
        | resolved      | Bob's Proud Duelist |
        | might-changed | Bob's Proud Duelist |
        | turn-began    | Bob                 |
      And the turn player is Bob
      And Bob's Proud Duelist's Might is 5

    @rule:317.2.f
    Example: Damage dealt by a trigger of the expiration step is healed when the step starts over
      Given it is Alice's main phase
      And a test unit "Sore Winner" costing 3 with 5 Might and text "When a unit you control becomes [Mighty], deal 1 to it."
      And Bob has a Sore Winner in his base
      And Bob has 1 card in his main deck
      And Alice has a Mesmerize in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Mesmerize
      And Alice chooses mode 2
      And Alice chooses Bob's Sore Winner
      And Alice passes
      And Bob passes
      And Alice ends her turn
      Then the chain holds Bob's Sore Winner
      When Bob passes
      And Alice passes
      Then these events happened in order:
        | damaged    | Bob's Sore Winner |
        | turn-began | Bob               |
      And the turn player is Bob
      And Bob's Sore Winner has 0 damage

    @rule:317.2.f @rule:317.2.c
    Example: A trigger of the expiration step deals its 1 to Bob's Sore Winner as it is: Lotus Trap's doubling and Ki Barrier's prevention on it have expired
      Given it is Alice's main phase
      And a test unit "Sore Winner" costing 3 with 5 Might and text "When a unit you control becomes [Mighty], deal 1 to it."
      And Bob has a Sore Winner in his base
      And Bob has 1 card in his main deck
      And Alice has a Mesmerize in her hand
      And Alice has a Lotus Trap in her hand
      And Alice has a Ki Barrier in her hand
      And Alice has 5 Energy in her rune pool
      When Alice plays her Mesmerize
      And Alice chooses mode 2
      And Alice chooses Bob's Sore Winner
      And Alice passes
      And Bob passes
      And Alice plays her Lotus Trap
      And Alice chooses Bob's Sore Winner
      And Alice passes
      And Bob passes
      And Alice plays her Ki Barrier
      And Alice chooses Bob's Sore Winner
      And Alice passes
      And Bob passes
      And Alice ends her turn
      Then the chain holds Bob's Sore Winner
      When Bob passes
      And Alice passes
      Then the damaged event for Bob's Sore Winner has amount 1
