@edition:v1.4
Feature: The golden and silver rules (rules 000–056)

  Background:
    Given it is Alice's main phase
    And a test unit "Stalwart" costing 3 with 3 Might and text "I can't be killed."
    And a test unit "Footman" costing 3 with 3 Might
    And a test spell "Spark" costing 0 and text "Draw 1."

  @rule:000 @waived:heading
  Rule: 000 Golden and silver rules

  @rule:001 @waived:heading
  Rule: 001 The golden rule

  @rule:050 @waived:heading
  Rule: 050 The silver rule

  Rule: 002 What a card says wins over what the rules say

    @rule:002
    Example: Lethal damage kills a unit in a cleanup, but not one whose text says it can't be killed
      Given Alice has a Stalwart with 3 damage in her base
      And Alice has a Footman with 3 damage in her base
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice's Stalwart is in Alice's base
      And Alice's Footman is in Alice's trash

    @rule:002
    Example: Only text saying a unit can't be killed saves it from lethal damage: Alice's Anchor, which only can't move, dies
      Given a test unit "Anchor" costing 3 with 3 Might and text "I can't move."
      And Alice has an Anchor with 3 damage in her base
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice's Anchor is in Alice's trash

    @rule:002 @rule:128.4 @rule:129.4
    Example: Alice's Peek lets her, and no one else, see the face of Bob's facedown card, until her turn ends
      Given a battlefield called the Bridge
      And the Bridge is controlled by Bob
      And a test spell "Peek" costing 0 and text "Choose an opponent. You can look at their facedown cards this turn."
      And Bob has a Footman at the Bridge
      And Bob has a facedown Fox-Fire at the Bridge
      And Alice has a Peek in her hand
      Then Alice does not see the face of Bob's Fox-Fire
      When Alice plays her Peek
      And Alice passes
      And Bob passes
      Then Alice sees the face of Bob's Fox-Fire
      And a spectator does not see the face of Bob's Fox-Fire
      When Alice ends her turn
      Then Alice does not see the face of Bob's Fox-Fire

    @rule:002 @rule:128.4 @rule:129.4
    Example: Alice's Spy, seeing Bob play a unit, lets her see the face of his facedown card: "their" is the player who played it
      Given it is Bob's main phase
      And a battlefield called the Bridge
      And the Bridge is controlled by Bob
      And a test unit "Spy" costing 0 with 1 Might and text "When an opponent plays a unit, you can look at their facedown cards this turn."
      And a test unit "Squire" costing 0 with 1 Might
      And Alice has a Spy in her base
      And Bob has a Footman at the Bridge
      And Bob has a facedown Fox-Fire at the Bridge
      And Bob has a Squire in his hand
      When Bob plays his Squire
      And Bob chooses base
      Then the chain holds Alice's Spy
      And Alice does not see the face of Bob's Fox-Fire
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice sees the face of Bob's Fox-Fire
      And a spectator does not see the face of Bob's Fox-Fire

  Rule: 051 Words on cards carry the meaning the rules give them

    @rule:051
    Example: "Draw 2" on a card is the rules' draw: with one card left, the player draws it and burns out
      Given a test spell "Study" costing 0 and text "Draw 2."
      And Alice has a Study in her hand
      And Alice has 1 card in her main deck
      And Alice has 1 card in her trash
      When Alice plays her Study
      And Alice passes
      And Bob passes
      Then Alice burned out 1 time
      And Bob's score is 1
      And Alice's hand holds 2 cards

  Rule: 053 A card names itself in the first person

    @rule:053 @rule:053.1
    Example: A unit's "me" is that unit
      Given a test unit "Brawler" costing 2 with 2 Might and text ":rb_exhaust:: Give me +2 :rb_might: this turn."
      And Alice has a Brawler in her base
      And Alice has a Footman in her base
      When Alice activates her Brawler
      And Alice passes
      And Bob passes
      Then Alice's Brawler's Might is 4
      And Alice's Footman's Might is 3

    @rule:053 @rule:053.2
    Example: A gear's "this" is that gear
      Given a test gear "Fuse" costing 1 and text ":rb_exhaust:: Kill this."
      And a test gear "Lantern" costing 1
      And Alice has a Fuse in her base
      And Alice has a Lantern in her base
      When Alice activates her Fuse
      And Alice passes
      And Bob passes
      Then Alice's Fuse is in Alice's trash
      And Alice's Lantern is in Alice's base

  Rule: 053.4 A card may call itself by its name, meaning what "me" or "this" would

    @rule:053.4
    Example: Alice's Brawler that gives "Brawler" +2 Might gives it to itself, not to her other Brawler
      Given a test unit "Brawler" costing 2 with 2 Might and text ":rb_exhaust:: Give Brawler +2 :rb_might: this turn."
      And Alice has a Brawler in her base
      And Alice has a Brawler in her base
      When Alice activates her Brawler
      And Alice passes
      And Bob passes
      Then Alice's Brawler's Might is 4
      And Alice's Brawler 2's Might is 2

    @rule:053.4
    Example: A gear's "Kill Fuse" kills that Fuse, not Alice's other one
      Given a test gear "Fuse" costing 1 and text ":rb_exhaust:: Kill Fuse."
      And Alice has a Fuse in her base
      And Alice has a Fuse in her base
      When Alice activates her Fuse 2
      And Alice passes
      And Bob passes
      Then Alice's Fuse 2 is in Alice's trash
      And Alice's Fuse is in Alice's base

    @rule:053.4
    Example: A spell's "Hex deals 1 Bonus Damage" is the spell's own Bonus Damage, added to the damage it deals
      Given a test spell "Hex" costing 0 and text "Deal 2 to a unit at a battlefield. Hex deals 1 Bonus Damage."
      And a test unit "Bulwark" costing 0 with 9 Might
      And Bob has a Bulwark at the Bridge
      And Alice has a Hex in her hand
      When Alice plays her Hex
      And Alice chooses Bob's Bulwark
      And Alice passes
      And Bob passes
      Then Bob's Bulwark has 3 damage

    @rule:053.4
    Example: A gear's "If you do, B.F. Kit costs 2 less" takes 2 Energy off that gear's own cost, its name read whole
      Given a test gear "B.F. Kit" costing 3 and text "As you play B.F. Kit, you may discard 2 as an additional cost. If you do, B.F. Kit costs :rb_energy_2: less."
      And Alice has a B.F. Kit in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her B.F. Kit
      And Alice pays the optional cost
      Then Alice's rune pool holds 2 Energy
      And Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's trash

    @rule:053.4
    Example: A battlefield's "replace Quarry with a Brush battlefield token" replaces the Quarry itself when Alice conquers it
      Given a test battlefield "Quarry" with text "When you conquer here, replace Quarry with a Brush battlefield token. If you do, draw 1."
      And a Quarry battlefield called the Quarry
      And Alice has a Footman in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Footman to the Quarry
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the Quarry is a Brush battlefield
      And Alice drew 1 time

  Rule: 052 "Card" in card text means a main deck card: runes are not among them

    @rule:052 @rule:161.1
    Example: "Kill a card" may choose Bob's unit in his base, but not the rune beside it
      Given a test spell "Unmake" costing 0 and text "Kill a card."
      And Bob has a Footman in his base
      And Bob has 1 exhausted rune in his runes
      And Alice has an Unmake in her hand
      When Alice plays her Unmake
      Then Alice is asked to choose targets among Bob's Footman

  @rule:054 @waived:heading
  Rule: 054 Can't beats can

  Rule: 054.1 What a card forbids wins over what another card allows

    @rule:054.1
    Example: A spell may kill a unit, but a unit that can't be killed survives it
      Given a test spell "Execute" costing 0 and text "Kill a unit at a battlefield."
      And Bob has a Stalwart at the Bridge
      And Alice has an Execute in her hand
      When Alice plays her Execute
      And Alice chooses Bob's Stalwart
      And Alice passes
      And Bob passes
      Then Bob's Stalwart is at the Bridge
      And Alice's Execute is in Alice's trash

    @rule:054.1
    Example: The same spell kills a unit that nothing protects
      Given a test spell "Execute" costing 0 and text "Kill a unit at a battlefield."
      And Bob has a Footman at the Bridge
      And Alice has an Execute in her hand
      When Alice plays her Execute
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash

    @rule:054.1 @rule:425.1
    Example: A spell may counter a spell, but Alice's spell that can't be countered stays on the chain and resolves, and the counter's "if you do" does not happen
      Given a test spell "Unbending Word" costing 0 and text "This can't be countered.\nDraw 1."
      And a test spell "Negate" costing 0 and text "[Reaction]\nCounter a spell. If you do, draw 1."
      And Alice has an Unbending Word in her hand
      And Bob has a Negate in his hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Unbending Word
      And Alice passes
      And Bob plays his Negate
      And Bob chooses Alice's Unbending Word
      And Bob passes
      And Alice passes
      Then Bob's Negate is in Bob's trash
      And the chain holds Alice's Unbending Word
      And no countered event happened for Alice's Unbending Word
      And Bob's hand holds 0 cards
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Unbending Word is in Alice's trash

    @rule:054.1
    Example: After Alice plays Brynhir Thundersong, Bob may not play his Reaction spell that turn, while Alice still plays hers
      Given a test spell "Quick Spark" costing 0 and text "[Reaction]\nDraw 1."
      And Alice has a Brynhir Thundersong in her hand
      And Alice has 6 Energy in her rune pool
      And Alice has a Spark in her hand
      And Bob has a Quick Spark in his hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Brynhir Thundersong
      And Alice passes
      And Bob passes
      Then Alice's Brynhir Thundersong is in Alice's base
      And the chain is empty
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Quick Spark
      Then the action is refused citing rule 054.1
      When Bob passes
      Then Alice's hand holds 1 card
      And Bob's hand holds 1 card

    @rule:054.1
    Example: After Alice plays Brynhir Thundersong, Bob may not play his Reaction unit that turn either: the ban covers every card, not only spells
      Given a test spell "Quick Spark" costing 0 and text "[Reaction]\nDraw 1."
      And a test unit "Lurker" costing 0 with 1 Might and text "[Reaction]"
      And Alice has a Brynhir Thundersong in her hand
      And Alice has 6 Energy in her rune pool
      And Alice has a Quick Spark in her hand
      And Bob has a Lurker in his hand
      And Alice has 2 cards in her main deck
      When Alice plays her Brynhir Thundersong
      And Alice passes
      And Bob passes
      Then Alice's Brynhir Thundersong is in Alice's base
      When Alice plays her Quick Spark
      And Alice passes
      And Bob plays his Lurker
      Then the action is refused citing rule 054.1
      And Bob's Lurker is in Bob's hand

    @rule:054.1
    Example: A spell that bars Alice's opponents from playing cards this turn has done so, so its "if you do" draws her a card, and Bob's Reaction spell is refused
      Given a test spell "Decree" costing 0 and text "Opponents can't play cards this turn. If you do, draw 1."
      And a test spell "Quick Spark" costing 0 and text "[Reaction]\nDraw 1."
      And Alice has a Decree in her hand
      And Alice has a Quick Spark in her hand
      And Bob has a Quick Spark in his hand
      And Alice has 2 cards in her main deck
      When Alice plays her Decree
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Quick Spark
      And Alice passes
      And Bob plays his Quick Spark
      Then the action is refused citing rule 054.1

    @rule:054.1
    Example: Alice's Decree bars Bob from playing cards this turn, not from activating his gear: his Bell's Reaction ability still answers her spell
      Given a test spell "Decree" costing 0 and text "Opponents can't play cards this turn."
      And a test gear "Bell" costing 0 and text "[Reaction][>] :rb_exhaust:: Draw 1."
      And a test spell "Quick Spark" costing 0 and text "[Reaction]\nDraw 1."
      And Alice has a Decree in her hand
      And Alice has a Quick Spark in her hand
      And Bob has a Bell in his base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Decree
      And Alice passes
      And Bob passes
      And Alice plays her Quick Spark
      And Alice passes
      And Bob activates his Bell
      Then the chain holds Alice's Quick Spark, then Bob's Bell
      When Bob passes
      And Alice passes
      Then Bob drew 1 time

    @rule:054.1
    Example: Brynhir Thundersong stops Bob playing cards, not activating his gear: his Bell's Reaction ability still answers Alice's spell
      Given a test gear "Bell" costing 0 and text "[Reaction][>] :rb_exhaust:: Draw 1."
      And Alice has a Brynhir Thundersong in her hand
      And Alice has 6 Energy in her rune pool
      And Alice has a Spark in her hand
      And Bob has a Bell in his base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Brynhir Thundersong
      And Alice passes
      And Bob passes
      Then Alice's Brynhir Thundersong is in Alice's base
      When Alice plays her Spark
      And Alice passes
      And Bob activates his Bell
      Then the chain holds Alice's Spark, then Bob's Bell
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card

    @rule:054.1
    Example: Without Brynhir Thundersong, Bob may answer Alice's Reaction spell with his own
      Given a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Quick Word in her hand
      And Bob has a Quick Word in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Quick Word
      Then the chain holds Alice's Quick Word, then Bob's Quick Word

    @rule:054.1
    Example: Once Bob's Lilting Lullaby counters her spell, Alice may play no other spell this turn, but may still play a unit
      Given Alice has a Spark in her hand
      And Alice has a Spark in her hand
      And Alice has a Footman in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 3 cards in her main deck
      And Bob has a Lilting Lullaby in his hand
      And Bob has 2 Energy and 2 calm Power in his rune pool
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Lilting Lullaby
      And Bob chooses Alice's Spark
      And Bob passes
      And Alice passes
      Then Alice's Spark is in Alice's trash
      And Alice's hand holds 2 cards
      When Alice plays her Spark 2
      Then the action is refused citing rule 054.1
      And Alice's Spark 2 is in Alice's hand
      When Alice plays her Footman
      Then Alice's Footman is in Alice's base

    @rule:054.1
    Example: Alice's Lilting Lullaby counters her own Spark, so the ban falls on her, the Spark's controller, not on her opponent
      Given Alice has a Spark in her hand
      And Alice has a Spark in her hand
      And Alice has a Lilting Lullaby in her hand
      And Alice has 2 Energy and 2 calm Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Spark
      And Alice plays her Lilting Lullaby
      And Alice chooses her Spark
      And Alice passes
      And Bob passes
      Then Alice's Spark is in Alice's trash
      When Alice plays her Spark 2
      Then the action is refused citing rule 054.1
      And Alice's Spark 2 is in Alice's hand

    @rule:054.1
    Example: Alice's Warden stuns the Footman Bob plays, and Bob's spell cannot move it this turn, though the same spell moves his Sergeant
      Given it is Bob's main phase
      And a battlefield called the Bridge
      And a test unit "Warden" costing 4 with 4 Might and text "When an opponent plays a unit while I'm at a battlefield, [Stun] it. They can't move it this turn."
      And a test spell "Advance" costing 0 and text "Move a friendly unit to a battlefield."
      And Alice has a Warden at the Bridge
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Footman in his hand
      And Bob has an Advance in his hand
      And Bob has an Advance in his hand
      And Bob has 3 Energy in his rune pool
      When Bob plays his Footman
      Then Bob's Footman is in Bob's base
      And the chain holds Alice's Warden
      When Alice passes
      And Bob passes
      Then Bob's Footman is stunned
      When Bob plays his Advance
      And Bob chooses his Footman
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Footman is in Bob's base
      When Bob plays his Advance 2
      And Bob chooses his Vanguard Sergeant
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant is at the Bridge

    @rule:054.1
    Example: The ban Alice's Warden lays on moving Bob's Footman lasts only the turn: on his next turn Bob moves it to the Bridge
      Given it is Bob's main phase
      And a battlefield called the Bridge
      And a test unit "Warden" costing 4 with 4 Might and text "When an opponent plays a unit while I'm at a battlefield, [Stun] it. They can't move it this turn."
      And Alice has a Warden at the Bridge
      And Bob has a Footman in his hand
      And Bob has 3 Energy in his rune pool
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Bob plays his Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is stunned
      When Bob ends his turn
      And Alice ends her turn
      Then the turn player is Bob
      When Bob moves his Footman to the Bridge
      Then Bob's Footman is at the Bridge

    @rule:054.1
    Example: Bob plays his Reaction unit over Alice's spell; her Warden's ban falls on Bob, who played it, so his Reaction spell cannot move it
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test unit "Warden" costing 4 with 4 Might and text "When an opponent plays a unit, they can't move it this turn."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And a test unit "Lurker" costing 0 with 1 Might and text "[Reaction]"
      And a test spell "Dash" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And Alice has a Warden in her base
      And Alice has a Spark in her hand
      And Bob has a Lurker in his hand
      And Bob has a Dash in his hand
      And Alice has 3 cards in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Lurker
      Then Bob's Lurker is in Bob's base
      And the chain holds Alice's Spark, then Alice's Warden
      When Alice passes
      And Bob passes
      Then the chain holds Alice's Spark
      When Alice passes
      And Bob plays his Dash
      And Bob chooses his Lurker
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Lurker is in Bob's base
      And the chain holds Alice's Spark

    @rule:054.1
    Example: Alice's Pin names Bob as "they": his Dash cannot move the Lurker it hurt this turn, though it moves his other Lurker
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Pin" costing 0 and text "Deal 1 to a unit. Choose an opponent. They can't move it this turn."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And a test unit "Lurker" costing 0 with 3 Might
      And a test spell "Dash" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And Alice has a Pin in her hand
      And Alice has a Spark in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Lurker in his base
      And Bob has a Lurker in his base
      And Bob has a Dash in his hand
      And Bob has a Dash in his hand
      When Alice plays her Pin
      And Alice chooses Bob's Lurker
      And Alice passes
      And Bob passes
      Then Bob's Lurker has 1 damage
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Dash
      And Bob chooses his Lurker
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Lurker is in Bob's base
      When Alice passes
      And Bob plays his Dash 2
      And Bob chooses his Lurker 2
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Lurker 2 is at the Bridge

    @rule:054.1
    Example: Alice's Jailer set off by its own attack has no player who played a unit to be "they": no one is banned from moving, so its "If you do" draws her nothing
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test unit "Jailer" costing 0 with 5 Might and text "When an opponent plays a unit or when I attack, [Stun] an enemy unit here. They can't move it this turn. If you do, draw 1."
      And Alice has a Jailer in her base
      And Alice has 3 cards in her main deck
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Jailer to the Bridge
      Then the chain holds Alice's Jailer
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is stunned
      And Alice drew 0 times

  Rule: 054.2 What a card says may be done "only" in some circumstances cannot be done in any other

    @rule:054.2
    Example: Alice's Lookout, whose ability may be used only at a battlefield, uses it at the Bridge
      Given a test unit "Lookout" costing 1 with 1 Might and text ":rb_exhaust:: Draw 1. Use only while I'm at a battlefield."
      And Alice has a Lookout at the Bridge
      And Alice has 2 cards in her main deck
      When Alice activates her Lookout
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:054.2
    Example: In her base, the same Lookout cannot use its ability
      Given a test unit "Lookout" costing 1 with 1 Might and text ":rb_exhaust:: Draw 1. Use only while I'm at a battlefield."
      And Alice has a Lookout in her base
      And Alice has 2 cards in her main deck
      When Alice activates her Lookout
      Then the action is refused
      And Alice's Lookout is ready
      And Alice's hand holds 0 cards

  Rule: 055 Card text is carried out as far as it can be

    @rule:055
    Example: Bob has nothing to discard, yet the draw after it still happens
      Given a test spell "Purge" costing 0 and text "Each player discards 1. Draw 1."
      And Alice has a Purge in her hand
      And Alice has a Footman in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Purge
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And Alice's card 1 is in Alice's hand

  Rule: 055.1 A card whose every instruction is impossible is still played and resolves, doing nothing

    @rule:055.1
    Example: A discard with no cards in any hand resolves and goes to the trash
      Given a test spell "Purge" costing 0 and text "Each player discards 1."
      And Alice has a Purge in her hand
      When Alice plays her Purge
      And Alice passes
      And Bob passes
      Then Alice's Purge is in Alice's trash
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:055.1
    Example: With no battlefield in the game, "play a Recruit token to a battlefield" is impossible: Alice's Muster resolves, plays no token at all, and its "If you do" draws nothing
      Given a test spell "Muster" costing 0 and text "Play a Recruit unit token to a battlefield. If you do, draw 1."
      And Alice has a Muster in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      Then Alice's Muster is in Alice's trash
      And the chain is empty
      And Alice's base holds no Recruit token
      And Alice's hand holds 0 cards

  Rule: 056 A card never goes to a zone off the board that belongs to another player

    @rule:056 @rule:056.2
    Example: Bob's unit, taken by Alice, dies to Bob's trash, not Alice's
      Given a test spell "Seize" costing 0 and text "Take control of a unit."
      And a test spell "Execute" costing 0 and text "Kill a unit."
      And Bob has a Footman in his base
      And Alice has a Seize in her hand
      And Alice has an Execute in her hand
      When Alice plays her Seize
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Alice controls Bob's Footman
      When Alice plays her Execute
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And Alice's trash holds 2 cards

  Rule: 056.1 The player's zones off the board: main deck, rune deck, trash, hand, champion zone, banishment

    @rule:056.1 @rule:056.2
    Example: Bob's unit, taken by Alice, is banished to Bob's banishment, not Alice's
      Given a test spell "Seize" costing 0 and text "Take control of a unit."
      And a test spell "Exile" costing 0 and text "Banish a unit."
      And Bob has a Footman in his base
      And Alice has a Seize in her hand
      And Alice has an Exile in her hand
      When Alice plays her Seize
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Alice controls Bob's Footman
      When Alice plays her Exile
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's banishment
