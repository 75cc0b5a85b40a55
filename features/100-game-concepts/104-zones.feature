@edition:v1.4
Feature: Setup, spaces and zones (rules 104–109)

  @rule:104 @rule:105 @rule:107 @rule:107.1 @rule:107.2 @rule:107.3 @rule:107.4 @waived:heading
  Rule: 104 Setup, 105 spaces, 107 the board and its zones

  @rule:108 @rule:108.1 @rule:108.2 @rule:108.3 @rule:108.4 @rule:108.5 @rule:108.6 @rule:108.7 @waived:heading
  Rule: 108 The zones off the board

  @rule:106 @waived:definition
  Rule: 106 The play area is made of zones, on the board or off it

  @rule:107.2.a @rule:108.6.c @waived:definition
  Rule: 107.2.a The battlefield zone holds the battlefields, and 108.6.c what the banishment stands for

  @rule:108.2.c @rule:108.6.d @rule:108.7.d @waived:physical-handling
  Rule: 108.2.c Trash, banishment and hand keep no order: a player may rearrange them

  Rule: 107.1.c A player's permanents are in that player's base

    Background:
      Given it is Alice's main phase
      And a test spell "Seize" costing 0 and text "Take control of an enemy unit."
      And a test unit "Footman" costing 0 with 3 Might

    @rule:107.1.a @rule:107.1.c
    Example: A unit Alice takes from Bob's base is in her base once the spell is done
      Given Bob has a Footman in his base
      And Alice has a Seize in her hand
      When Alice plays her Seize
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Alice controls Bob's Footman
      And Bob's Footman is in Alice's base

    @rule:107.1.c
    Example: Alice's Armory counts the gear in her own base: her two exhausted Lanterns there make it draw 1, Bob's in his base aside
      Given a test spell "Armory" costing 0 and text "If you have 2 or more exhausted gear in your base, draw 1."
      And a test gear "Lantern" costing 0
      And Alice has an exhausted Lantern in her base
      And Alice has an exhausted Lantern in her base
      And Bob has an exhausted Lantern in his base
      And Alice has an Armory in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Armory
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 107.1.c.1 A card attached to a player's permanent sits in that player's base, whoever controls it

    @rule:107.1.c.1
    Example: Bob takes Alice's equipped Stalwart Poro: her Serrated Dirk goes with it to Bob's base, and stays hers
      Given it is Alice's main phase
      And a test spell "Snatch" costing 0 and text "[Reaction]\nTake control of an enemy unit."
      And a test spell "Daze" costing 0 and text "Stun a unit."
      And Alice has a Stalwart Poro in her base
      And Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has a Daze in her hand
      And Bob has a Snatch in his hand
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Daze
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob plays his Snatch
      And Bob chooses Alice's Stalwart Poro
      And Bob passes
      And Alice passes
      Then Bob controls Alice's Stalwart Poro
      And Alice's Stalwart Poro is in Bob's base
      And Alice's Serrated Dirk is in Bob's base
      And Alice controls Alice's Serrated Dirk

  Rule: 107.3.a Each battlefield has a facedown zone of its own, holding one card (107.3.b)

    Background:
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a battlefield called the Ford
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant at the Ford
      And Alice has a facedown Fox-Fire at the Bridge
      And Alice has a Pakaa Cub in her hand
      And Alice has 0 Energy and 1 body Power in her rune pool

    @rule:107.3.a
    Example: With a card hidden at the Bridge, Alice may still hide one at the Ford
      When Alice hides her Pakaa Cub at the Ford
      Then Alice's Pakaa Cub is at the Ford
      And Alice's Pakaa Cub is facedown

    @rule:107.3.b
    Example: A second card cannot be hidden at the Bridge
      When Alice hides her Pakaa Cub at the Bridge
      Then the action is refused
      And Alice's Pakaa Cub is in Alice's hand

    @rule:107.3.a
    Example: Alice's facedown Fox-Fire is a card at a battlefield, so her Mushroom Pouch draws her a card as her turn begins
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Mushroom Pouch in her base
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Mushroom Pouch
      When Alice passes
      And Bob passes
      Then these events happened in order:
        | resolved    | Alice's Mushroom Pouch |
        | drew        | Alice                  |
        | phase-began | draw                   |

  Rule: 107.3.b.1 An effect may make a facedown zone hold more or fewer cards

    Background:
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And a test gear "Hideout" costing 0 and text "Your facedown zones can hold 2 cards."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a facedown Fox-Fire at the Bridge
      And Alice has a Pakaa Cub in her hand
      And Alice has 0 Energy and 2 body Power in her rune pool

    @rule:107.3.b.1
    Example: With Alice's Hideout, a second card can be hidden at the Bridge
      Given Alice has a Hideout in her base
      When Alice hides her Pakaa Cub at the Bridge
      Then Alice's Pakaa Cub is at the Bridge
      And Alice's Pakaa Cub is facedown

    @rule:107.3.b.1
    Example: Bob's Hideout does not make Alice's facedown zone at the Bridge any larger
      Given Bob has a Hideout in his base
      When Alice hides her Pakaa Cub at the Bridge
      Then the action is refused
      And Alice's Pakaa Cub is in Alice's hand

  Rule: 107.3.b.2 A facedown zone that shrinks below its cards sends the difference to the trash

    @rule:107.3.b.2 @rule:107.3.b.1
    Example: Once Alice's Hideout is gone, she picks which of her two hidden cards at the Bridge goes to her trash
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And a test gear "Hideout" costing 0 and text "Your facedown zones can hold 2 cards."
      And a test spell "Smash" costing 0 and text "Kill a gear."
      And Alice has a Hideout in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a facedown Fox-Fire at the Bridge
      And Alice has a Pakaa Cub in her hand
      And Alice has a Smash in her hand
      And Alice has 0 Energy and 1 body Power in her rune pool
      When Alice hides her Pakaa Cub at the Bridge
      And Alice plays her Smash
      And Alice chooses her Hideout
      And Alice passes
      And Bob passes
      Then Alice is asked to choose the facedown cards to put in the trash among her Fox-Fire and her Pakaa Cub
      And the question to Alice cites rule 107.3.b.2
      When Alice chooses her Fox-Fire and her Pakaa Cub
      Then the action is refused
      And Alice's Pakaa Cub is at the Bridge
      When Alice chooses her Fox-Fire
      Then Alice's Fox-Fire is in Alice's trash
      And the killed event for Alice's Fox-Fire cites rule 107.3.b.2
      And Alice's Pakaa Cub is at the Bridge
      And Alice's Pakaa Cub is facedown

    @rule:107.3.b.2 @rule:107.3.b.1
    Example: Alice's Clutter leaves her facedown zones room for no card: her hidden card at the Bridge goes to her trash, with nothing to choose
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And a test unit "Clutter" costing 0 with 1 Might and text "Your facedown zones can hold 0 cards."
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a facedown Fox-Fire at the Bridge
      And Alice has a Clutter in her hand
      When Alice plays her Clutter
      And Alice chooses base
      Then no decision is pending
      And Alice's Fox-Fire is in Alice's trash
      And the killed event for Alice's Fox-Fire cites rule 107.3.b.2

  Rule: 107.3.c A card is facedown only at a battlefield its controller controls (107.3.d)

    Background:
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Execute" costing 0 and text "Kill a unit."

    @rule:107.3.c
    Example: Alice cannot hide a card at a battlefield no one controls
      Given Alice has a Pakaa Cub in her hand
      And Alice has 0 Energy and 1 body Power in her rune pool
      When Alice hides her Pakaa Cub at the Bridge
      Then the action is refused
      And Alice's Pakaa Cub is in Alice's hand

    @rule:107.3.d
    Example: Alice loses the Bridge when her only unit there dies, and her hidden card there goes in that cleanup
      Given the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a facedown Fox-Fire at the Bridge
      And Alice has an Execute in her hand
      When Alice plays her Execute
      And Alice chooses Alice's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then no player controls the Bridge
      And Alice's Fox-Fire is in Alice's trash

    @rule:107.3.d
    Example: While Alice keeps the Bridge, her hidden card stays there
      Given the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a facedown Fox-Fire at the Bridge
      And Alice has an Execute in her hand
      When Alice plays her Execute
      And Alice chooses Alice's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice's Fox-Fire is at the Bridge

    @rule:107.3.d
    Example: Alice's hidden card trashed as she loses the Bridge is no unit dying: neither its Deathknell nor her Mourner draws
      Given a test unit "Lurker" costing 1 with 1 Might and text "[Deathknell][>] Draw 1."
      And a test unit "Mourner" costing 1 with 1 Might and text "The first time a friendly unit dies each turn, draw 1."
      And a test spell "Recoil" costing 0 and text "Return a unit to its owner's hand."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a facedown Lurker at the Bridge
      And Alice has a Mourner in her base
      And Alice has a Recoil in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Recoil
      And Alice chooses Alice's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then no player controls the Bridge
      And Alice's Lurker is in Alice's trash
      And the chain is empty
      And no triggered event happened for Alice's Mourner
      And no triggered event happened for Alice's Lurker
      And Alice drew 0 times

  Rule: 108.2.a Each player has a trash and a banishment of their own (108.6.a)

    Background:
      Given it is Alice's main phase
      And a test spell "Seize" costing 0 and text "Take control of an enemy unit."
      And a test spell "Execute" costing 0 and text "Kill a unit."
      And a test spell "Exile" costing 0 and text "Banish a unit."
      And Bob has a Shipyard Skulker in his base
      And Alice has a Seize in her hand

    @rule:108.2.a @rule:108.2.b
    Example: Bob's unit, taken by Alice and killed, goes to Bob's trash
      Given Alice has an Execute in her hand
      When Alice plays her Seize
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice plays her Execute
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash

    @rule:108.6.a @rule:108.6.b
    Example: Bob's unit, taken by Alice and banished, goes to Bob's banishment
      Given Alice has an Exile in her hand
      When Alice plays her Seize
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice plays her Exile
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's banishment

  Rule: 107.1.b Each base and each battlefield is a location (107.2.b); a facedown zone is not (107.3.e)

    Background:
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Execute" costing 0 and text "Kill a unit."
      And Alice has an Execute in her hand

    @rule:107.1.b @rule:107.2.b @rule:198
    Example: "Kill a unit" may choose Bob's units in his base and at the Bridge
      Given Bob has a Shipyard Skulker in his base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice plays her Execute
      Then Alice is asked to choose targets among Bob's Shipyard Skulker and Bob's Vanguard Sergeant
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash

    @rule:107.1.b
    Example: Each base is a location of its own: from Alice's base her Beacon's "a unit at a different location" may choose Bob's units in his base and at the Bridge, not her Skulker beside it
      Given a test unit "Beacon" costing 0 with 2 Might and text ":rb_exhaust:: Move a unit at a different location to my battlefield."
      And Alice has a Beacon in her base
      And Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice activates her Beacon
      Then Alice is asked to choose targets among Bob's Shipyard Skulker and Bob's Vanguard Sergeant

    @rule:107.1.b @rule:355.11.a
    Example: Each base is a location of its own: "up to one unit at each location" may take Alice's unit in her base and Bob's in his, not two in her base
      Given a test spell "Scatter" costing 0 and text "Choose up to one unit at each location. Deal 1 to them."
      And Alice has a Scatter in her hand
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Scatter
      And Alice chooses her Shipyard Skulker and her Vanguard Sergeant
      Then the action is refused
      When Alice chooses her Shipyard Skulker and Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker has 1 damage
      And Bob's Shipyard Skulker has 1 damage
      And Alice's Vanguard Sergeant has 0 damage

    @rule:107.2.b
    Example: A battlefield is one location for both players: from the Bridge, Alice's Spotter's "an enemy unit at another location" skips Bob's Sergeant beside it and offers his Skulker in his base
      Given a test unit "Spotter" costing 0 with 2 Might and text ":rb_exhaust:: Deal 1 to an enemy unit at another location."
      And Alice has a Spotter at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker in his base
      When Alice activates her Spotter
      Then Alice is asked to choose targets among Bob's Shipyard Skulker

    @rule:107.1.b
    Example: "A unit in a base" may be Alice's or Bob's unit in their bases, not one at the Bridge
      Given a test spell "Send Home" costing 0 and text "Return a unit in a base to its owner's hand."
      And Alice has a Send Home in her hand
      And Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice plays her Send Home
      Then Alice is asked to choose targets among Alice's Shipyard Skulker and Bob's Shipyard Skulker

    @rule:107.2.b
    Example: A battlefield is one location for both players: at the Bridge, Alice's Beacon's "a unit at a different location" skips Bob's Sergeant there and offers his Skulker in his base
      Given a test unit "Beacon" costing 0 with 2 Might and text ":rb_exhaust:: Move a unit at a different location to my battlefield."
      And Alice has a Beacon at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker in his base
      When Alice activates her Beacon
      Then Alice is asked to choose targets among Bob's Shipyard Skulker

    @rule:107.1.b @rule:107.2.b
    Example: Alice has one unit in her base and one at the Bridge: both are hers wherever they stand, so her Tally's "if you have 2 or more units" draws 1
      Given a test spell "Tally" costing 0 and text "If you have 2 or more units, draw 1."
      And Alice has a Tally in her hand
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has 3 cards in her main deck
      When Alice plays her Tally
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:107.1.b @rule:107.2.b
    Example: Alice's only ready unit is in her base, not at a battlefield: her Survey's "if you control a ready unit at a battlefield" fails
      Given a test spell "Survey" costing 0 and text "If you control a ready unit at a battlefield, draw 1."
      And Alice has a Survey in her hand
      And Alice has a Shipyard Skulker in her base
      And Alice has an exhausted Vanguard Sergeant at the Bridge
      And Alice has 3 cards in her main deck
      When Alice plays her Survey
      And Alice passes
      And Bob passes
      Then Alice drew 0 times

    @rule:107.3.e
    Example: With no card hidden, Alice's unit at the Bridge is no facedown card: her Glimpse's "if you control a facedown card at a battlefield" fails
      Given a test spell "Glimpse" costing 0 and text "If you control a facedown card at a battlefield, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Glimpse in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Glimpse
      And Alice passes
      And Bob passes
      Then Alice drew 0 times

    @rule:107.3.e
    Example: A unit card Bob has hidden at the Bridge is not at a location, so "kill a unit" cannot choose it
      Given the Bridge is controlled by Bob
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant in his base
      And Bob has a facedown Pakaa Cub at the Bridge
      When Alice plays her Execute
      Then Alice is asked to choose targets among Bob's Shipyard Skulker and Bob's Vanguard Sergeant
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Pakaa Cub is at the Bridge

  Rule: 108.3.d The Chosen Champion is played from the champion zone

    @rule:108.3.d
    Example: Alice plays her Chosen Champion from her champion zone
      Given it is Alice's main phase
      And a test unit "Knight" costing 2 with 3 Might
      And Alice has a Knight as her chosen champion
      And Alice has 2 Energy in her rune pool
      When Alice plays her Knight
      Then Alice's Knight is in Alice's base

  Rule: 108.3.c Nothing ordinary puts the Chosen Champion back into the champion zone

    @rule:108.3.c
    Example: Alice's Chosen Champion, played and then returned to her hand, goes to her hand, not to the champion zone
      Given it is Alice's main phase
      And a test unit "Knight" costing 2 with 3 Might
      And a test spell "Send Back" costing 0 and text "Return a unit to its owner's hand."
      And Alice has a Knight as her chosen champion
      And Alice has a Send Back in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Knight
      And Alice plays her Send Back
      And Alice chooses her Knight
      And Alice passes
      And Bob passes
      Then Alice's Knight is in Alice's hand

    @rule:108.3.c.1
    Example: Alice's champion zone is empty but no copy of her champion is in her trash: her Crypt returns nothing, and its "if you do" draws nothing: she draws only her draw phase's card
      Given a test battlefield "Crypt" with text "When you hold here, you may return your Chosen Champion from your trash to your Champion Zone if it is empty. If you do, draw 1."
      And a Crypt battlefield called the Crypt
      And it is Alice's main phase
      And the Crypt is controlled by Alice
      And a test unit "Knight" costing 0 with 3 Might
      And a test unit "Footman" costing 0 with 3 Might
      And Alice has a Knight as her chosen champion
      And Alice has a Footman at the Crypt
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Knight
      And Alice chooses base
      And Alice ends her turn
      And Bob ends his turn
      Then the chain holds the Crypt
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice's Knight is in Alice's base
      And Alice drew 1 time
      And Alice's hand holds 1 card

  Rule: 108.7.b A drawn card goes to its player's own hand (108.7.a)

    @rule:108.7.a @rule:108.7.b
    Example: Bob draws during Alice's turn, into his own hand
      Given it is Alice's main phase
      And a test spell "Quick Study" costing 0 and text "[Reaction]\nDraw 1."
      And a test spell "Plain Word" costing 0
      And Alice has a Plain Word in her hand
      And Bob has a Quick Study in his hand
      And Bob has 1 card in his main deck
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Study
      And Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      And Bob's card 1 is in Bob's hand
      And Alice's hand holds 0 cards

  Rule: 108.1.a Cards and abilities being played wait on the chain

    @rule:108.1.a
    Example: A spell Alice plays waits on the chain until both players pass
      Given it is Alice's main phase
      And a test spell "Plain Word" costing 0
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      Then Alice's Plain Word is on the chain
      When Alice passes
      And Bob passes
      Then Alice's Plain Word is in Alice's trash

  Rule: 108.1.b What is on the chain is public

    @rule:108.1.b
    Example: Bob and a spectator see Alice's spell and its target on the chain
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And Bob has a Stalwart Poro at the Bridge
      And Alice has a Jab in her hand
      When Alice plays her Jab
      And Alice chooses Bob's Stalwart Poro
      Then Bob sees Alice's Jab on the chain
      And a spectator sees Alice's Jab on the chain

    @rule:108.1.b
    Example: Alice sees the ability Bob uses on her turn on the chain
      Given it is Alice's main phase
      And a test gear "Oil Lamp" costing 0 and text ":rb_exhaust:: [Reaction] — Draw 1."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Bob has an Oil Lamp in his base
      And Bob has 1 card in his main deck
      When Alice plays her Spark
      And Alice passes
      And Bob activates his Oil Lamp
      Then Alice sees Bob's Oil Lamp on the chain

  Rule: 108.7.f An effect that says so may act on a hand and the cards in it

    @rule:108.7.f
    Example: Ashe, Focused reveals Bob's hand and banishes the card Alice picks from it; the other stays in his hand
      Given it is Alice's main phase
      And a test unit "Page" costing 0 with 1 Might
      And a test unit "Squire" costing 0 with 1 Might
      And Alice has an Ashe, Focused in her hand
      And Alice has 5 Energy and 1 order Power in her rune pool
      And Bob has a Page in his hand
      And Bob has a Squire in his hand
      When Alice plays her Ashe, Focused
      And Alice passes
      And Bob passes
      And Alice chooses Bob's Page
      Then Bob's Page is in Bob's banishment
      And Bob's Squire is in Bob's hand

  Rule: 108.7.c The cards in a hand are private to their owner, how many there are is public (108.7.e)

    Background:
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And a test unit "Knight" costing 2 with 3 Might
      And Alice has an exhausted Shipyard Skulker with 1 damage at the Bridge
      And Alice has a facedown Fox-Fire at the Bridge
      And Alice has a Pakaa Cub in her hand
      And Alice has a Playful Phantom in her hand
      And Alice has 3 cards in her main deck
      And Alice has 2 runes in her rune deck
      And Alice has a buffed Vanguard Sergeant in her base
      And Alice has a Vanguard Sergeant in her trash
      And Alice has a Playful Phantom in her banishment
      And Alice has a Knight as her chosen champion

    @rule:108.7.c @rule:108.7.e @rule:128.2 @rule:128.4
    Example: Alice sees the faces of the cards in her hand, Bob and a spectator see only how many there are
      Then Alice sees the faces of the cards in Alice's hand
      And Bob does not see the faces of the cards in Alice's hand
      And a spectator does not see the faces of the cards in Alice's hand

    @rule:108.4.d @rule:108.5.d @rule:128.3 @rule:129.3
    Example: No one sees the faces of the cards in the decks, not even their owner
      Then Alice does not see the faces of the cards in Alice's main deck
      And Bob does not see the faces of the cards in Alice's main deck
      And Alice does not see the faces of the cards in Alice's rune deck
      And Bob does not see the faces of the cards in Alice's rune deck

    @rule:107.3.f @rule:128.2.a @rule:128.4 @rule:129.4
    Example: Only Alice, who controls it, sees the face of her facedown card at the Bridge
      Then Alice sees the face of Alice's Fox-Fire
      And Bob does not see the face of Alice's Fox-Fire
      And a spectator does not see the face of Alice's Fox-Fire

    @rule:107.1.d @rule:107.2.c @rule:108.2.d @rule:108.3.e @rule:108.6.e @rule:109 @rule:109.1 @rule:109.2 @rule:128.5 @rule:130.6
    Example: Bob and a spectator see the faces and the state of the cards on the board, in the trash, banishment and champion zone
      Then Bob sees the faces of Alice's Shipyard Skulker, Alice's Vanguard Sergeant and Alice's Knight
      And Bob sees the faces of the cards in Alice's trash
      And Bob sees the faces of the cards in Alice's banishment
      And a spectator sees the faces of the cards in Alice's base
      And a spectator sees the face of Alice's Shipyard Skulker

  Rule: 108.4.a A position puts each card in a zone of one player's own (107.1.a, 107.1.c, 107.4.a, 108.2.a, 108.3.a, 108.5.a to 108.7.a), or at a battlefield (107.2.b, 107.3.a, 170), and only a card the game knows

    @rule:108.4.a
    Example: A position with a card the game does not know in Alice's main deck is refused at her main deck
      Given Alice has a Nameless Wanderer in her main deck
      Then the game cannot be set up, refused at players[0].mainDeck[0]

    @rule:108.5.a
    Example: A position with a card the game does not know in Bob's rune deck is refused at his rune deck
      Given Bob has a Nameless Wanderer in his rune deck
      Then the game cannot be set up, refused at players[1].runeDeck[0]

    @rule:108.7.a
    Example: A position with a card the game does not know in Alice's hand is refused at her hand
      Given Alice has a Nameless Wanderer in her hand
      Then the game cannot be set up, refused at players[0].hand[0]

    @rule:107.1.a
    Example: A position with a card the game does not know in Bob's base is refused at his base
      Given Bob has a Nameless Wanderer in his base
      Then the game cannot be set up, refused at players[1].base[0]

    @rule:107.1.c
    Example: A position with a card the game does not know among Alice's runes is refused at her runes
      Given Alice has a Nameless Wanderer in her runes
      Then the game cannot be set up, refused at players[0].runes[0]

    @rule:108.2.a
    Example: A position with a card the game does not know in Bob's trash is refused at his trash
      Given Bob has a Nameless Wanderer in his trash
      Then the game cannot be set up, refused at players[1].trash[0]

    @rule:108.6.a
    Example: A position with a card the game does not know in Alice's banishment is refused at her banishment
      Given Alice has a Nameless Wanderer in her banishment
      Then the game cannot be set up, refused at players[0].banishment[0]

    @rule:107.4.a
    Example: A position whose legend for Bob is no card the game knows is refused at his legend
      Given Bob has a Nameless Wanderer as his legend
      Then the game cannot be set up, refused at players[1].legend

    @rule:108.3.a
    Example: A position whose Chosen Champion for Alice is no card the game knows is refused at her champion
      Given Alice has a Nameless Wanderer as her chosen champion
      Then the game cannot be set up, refused at players[0].champion

    @rule:170
    Example: A position with a battlefield the game does not know is refused at that battlefield
      Given a battlefield called the Bridge
      And a Nowhere Plains battlefield called the Ford
      Then the game cannot be set up, refused at battlefields[1]

    @rule:107.2.b
    Example: A position with a unit the game does not know at the Bridge is refused at the Bridge's units
      Given a battlefield called the Bridge
      And Bob has a Nameless Wanderer at the Bridge
      Then the game cannot be set up, refused at battlefields[0].units[0]

    @rule:107.3.a
    Example: A position with a card the game does not know in the Bridge's facedown zone is refused there
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a facedown Nameless Wanderer at the Bridge
      Then the game cannot be set up, refused at battlefields[0].facedown[0]
