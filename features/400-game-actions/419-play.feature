@edition:v1.4
Feature: Playing as a game action (rule 419)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Insight" costing 1 and text "Draw 2."
    And a test spell "Summons" costing 1 and text "Play a unit from your hand, ignoring its cost. Draw 1."
    And a test unit "Squire" costing 2 with 2 Might

  @rule:419 @waived:heading
  Rule: 419 Play

  Rule: 419.1 Playing puts the card on the chain

    @rule:419.1 @rule:419.2
    Example: Alice's spell goes from her hand onto the chain and waits there
      Given Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Insight
      Then Alice's Insight is on the chain
      And Alice's hand holds 0 cards
      And the turn is in a Neutral Closed state

  Rule: 419.1.a By default cards are played from the hand or the champion zone

    @rule:419.1.a
    Example: A unit in the trash cannot be played, while the chosen champion can
      Given a test unit "Knight" costing 2 with 3 Might
      And Alice has a Squire in her trash
      And Alice has a Knight as her chosen champion
      And Alice has 4 Energy in her rune pool
      When Alice plays her Squire
      Then the action is refused
      And Alice's Squire is in Alice's trash
      When Alice plays her Knight
      Then Alice's Knight is in Alice's base

  Rule: 419.2.a A card can be played while its costs and choices can be met

    @rule:419.2.a
    Example: Void Seeker has nothing to aim at until a unit is at a battlefield
      Given Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      Then the action is refused
      And Alice's Void Seeker is in Alice's hand

    @rule:419.2.a
    Example: With a unit at a battlefield and the resources for it, Void Seeker can be played
      Given Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      And Alice has 1 card in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      When Alice plays her Void Seeker
      And Alice chooses Bob's Shipyard Skulker
      Then Alice's Void Seeker is on the chain

  Rule: 419.3 An effect can play a card as part of its resolution

    @rule:419.3 @rule:419.3.a @rule:419.3.b
    Example: Summons plays the Squire from Alice's hand, which then enters exhausted like any played unit
      Given Alice has a Summons in her hand
      And Alice has a Squire in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Summons
      And Alice passes
      And Bob passes
      And Alice chooses her Squire
      Then Alice's Squire has been played
      And Alice's Squire is in Alice's base
      And Alice's Squire is exhausted
      And Alice's rune pool holds 0 Energy

    @rule:419.3 @rule:419.3.b
    Example: Temporal Breach banishes Bob's unit at the Bridge, and Bob plays it again to the Bridge, where it is his
      Given the Bridge is controlled by Bob
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Temporal Breach in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Temporal Breach
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has been played
      And Bob's Vanguard Sergeant is at the Bridge
      And Bob controls Bob's Vanguard Sergeant
      And Bob controls the Bridge

    @rule:419.3 @rule:419.3.b
    Example: Temporal Breach banishes Bob's unit at the second of two battlefields, the Ford, and Bob plays it again to the Ford, not the Bridge
      Given a battlefield called the Ford
      And the Ford is controlled by Bob
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Temporal Breach in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Temporal Breach
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has been played
      And Bob's Vanguard Sergeant is at the Ford

    @rule:419.3 @rule:419.3.b
    Example: Temporal Breach banishes Alice's unit in her base, and she plays it again to her base
      Given Alice has a Vanguard Sergeant in her base
      And Alice has a Temporal Breach in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Temporal Breach
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant has been played
      And Alice's Vanguard Sergeant is in Alice's base

    @rule:419.3 @rule:419.3.b
    Example: Banishing two units, then having their owners play them to the same location, puts each back where it was: Bob's at the Bridge, Alice's in her base
      Given a test spell "Twin Breach" costing 0 and text "Banish two units, then their owners play them to the same location, ignoring their costs."
      And the Bridge is controlled by Bob
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Twin Breach in her hand
      When Alice plays her Twin Breach
      And Alice chooses Bob's Vanguard Sergeant and Alice's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Bob's Vanguard Sergeant has been played
      And Alice's Shipyard Skulker has been played
      And Bob's Vanguard Sergeant is at the Bridge
      And Alice's Shipyard Skulker is in Alice's base

    @rule:419.3 @rule:419.3.b
    Example: A unit banished from Alice's trash was at no location, so "plays it to the same location" has nowhere to play it: it stays banished
      Given a test spell "Grave Breach" costing 0 and text "Banish a unit from your trash, then its owner plays it to the same location, ignoring its cost."
      And Alice has a Shipyard Skulker in her trash
      And Alice has a Grave Breach in her hand
      When Alice plays her Grave Breach
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Shipyard Skulker is in Alice's banishment

    @rule:419.3.b @rule:359.3.e.14
    Example: A unit banished from Alice's trash is not played "to the same location", so the "If you do" after that play draws her nothing
      Given a test spell "Grave Breach" costing 0 and text "Banish a unit from your trash, then its owner plays it to the same location, ignoring its cost. If you do, draw 1."
      And Alice has a Shipyard Skulker in her trash
      And Alice has a Grave Breach in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Grave Breach
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Shipyard Skulker is in Alice's banishment
      And Alice drew 0 times

    @rule:419.3 @rule:419.3.b
    Example: Alice's Snatch banishes Bob's unit and says she plays it: she does, so it enters her base, under her control
      Given a test spell "Snatch" costing 0 and text "[Action]\nBanish an enemy unit. You play it, ignoring its cost."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Snatch in her hand
      When Alice plays her Snatch
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has been played
      And Bob's Vanguard Sergeant is in Alice's base
      And Alice controls Bob's Vanguard Sergeant

    @rule:419.3 @rule:419.3.b @faq:origins:card-like-harrowing-instructs-play-another
    Example: The Harrowing brings a unit back from Alice's trash for its Power cost alone
      Given a test unit "Brute" costing 3 Energy and 1 fury Power with 4 Might
      And Alice has a The Harrowing in her hand
      And Alice has a Brute in her trash
      And Alice has 6 Energy and 2 chaos and 1 fury Power in her rune pool
      When Alice plays her The Harrowing
      And Alice chooses her Brute
      And Alice passes
      And Bob passes
      Then Alice's Brute is in Alice's base
      And Alice's Brute is exhausted
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power
      And Alice's rune pool holds 0 chaos Power
      And Alice's The Harrowing is in Alice's trash
      And the chain is empty

    @rule:419.3 @rule:419.3.b @faq:origins:card-like-harrowing-instructs-play-another
    Example: Without the Power to pay for it, the unit The Harrowing began to play goes back to Alice's trash
      Given a test unit "Brute" costing 3 Energy and 1 fury Power with 4 Might
      And Alice has a The Harrowing in her hand
      And Alice has a Brute in her trash
      And Alice has 9 Energy and 2 chaos Power in her rune pool
      When Alice plays her The Harrowing
      And Alice chooses her Brute
      And Alice passes
      And Bob passes
      Then Alice's Brute is in Alice's trash
      And Alice's rune pool holds 3 Energy
      And Alice's The Harrowing is in Alice's trash
      And the chain is empty

    @rule:419.3 @editions:v1.2-v1.4 @faq:origins:exactly-someone-plays-promising-future
    Example: Promising Future: each player in turn sets aside one of their top five, then each plays it without paying its Energy
      Given a test unit "Minnow" costing 1 with 1 Might
      And Alice has a Promising Future in her hand
      And Alice has 5 Energy and 1 mind Power in her rune pool
      And Alice has a Squire in her main deck
      And Alice has 5 cards in her main deck
      And Bob has a Minnow in his main deck
      And Bob has 5 cards in his main deck
      When Alice plays her Promising Future
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her Squire, Alice's card 1, Alice's card 2, Alice's card 3 and Alice's card 4
      When Alice chooses her Squire
      Then Bob is asked to choose from among the cards looked at among his Minnow, Bob's card 1, Bob's card 2, Bob's card 3 and Bob's card 4
      When Bob chooses his Minnow and Bob's card 1
      Then the action is refused
      When Bob chooses his Minnow
      Then no decision is pending
      And Alice's Squire is in Alice's base
      And Bob's Minnow is in Bob's base
      And Alice's main deck holds 5 cards
      And Bob's main deck holds 5 cards
      And Alice's card 1 is in Alice's main deck
      And Alice's rune pool holds 0 Energy

    @rule:419.3 @editions:v1.2-v1.4
    Example: Promising Future with Bob's main deck empty: he has nothing to set aside, and Alice's card is still played
      Given Alice has a Promising Future in her hand
      And Alice has 5 Energy and 1 mind Power in her rune pool
      And Alice has a Squire in her main deck
      And Alice has 5 cards in her main deck
      And Bob has 0 cards in his main deck
      When Alice plays her Promising Future
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her Squire, Alice's card 1, Alice's card 2, Alice's card 3 and Alice's card 4
      When Alice chooses her Squire
      Then no decision is pending
      And Alice's Squire is in Alice's base
      And the chain is empty
      And Bob's main deck holds 0 cards

    @rule:419.3 @editions:v1.2-v1.4
    Example: Alice's Twin Future sets aside the card she banishes as "one of them", not the other card it banishes as "the rest": she plays her Squire, and the Pike stays banished
      Given a test spell "Twin Future" costing 0 and text "Each player looks at the top 2 cards of their Main Deck, banishes one of them, then banishes the rest. Starting with the next player, each player plays those cards, ignoring Energy costs."
      And a test unit "Pike" costing 1 with 2 Might
      And Alice has a Twin Future in her hand
      And Alice has a Squire in her main deck
      And Alice has a Pike in her main deck
      And Alice has 2 cards in her main deck
      And Bob has 0 cards in his main deck
      When Alice plays her Twin Future
      And Alice passes
      And Bob passes
      And Alice chooses her Squire
      Then no decision is pending
      And Alice's Squire is in Alice's base
      And Alice's Pike is in Alice's banishment
      And Alice's main deck holds 2 cards

    @rule:419.3 @rule:370.1.b.1 @editions:v1.2-v1.4 @faq:origins:promising-future-resolves-one-more-players
    Example: Promising Future shows Alice a Nocturne: she banishes him by his own ability besides the card she sets aside, and both are played
      Given a test unit "Minnow" costing 1 with 1 Might
      And Alice has a Promising Future in her hand
      And Alice has 5 Energy and 2 mind Power in her rune pool
      And Alice has a Nocturne, Horrifying in her main deck
      And Alice has a Squire in her main deck
      And Alice has 4 cards in her main deck
      And Bob has a Minnow in his main deck
      And Bob has 4 cards in his main deck
      When Alice plays her Promising Future
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to choose from among the cards looked at among her Squire, Alice's card 1, Alice's card 2 and Alice's card 3
      When Alice chooses her Squire
      And Bob chooses his Minnow
      Then no decision is pending
      And Alice's Nocturne, Horrifying is in Alice's base
      And Alice's Squire is in Alice's base
      And Bob's Minnow is in Bob's base
      And Alice's main deck holds 4 cards
      And Alice's rune pool holds 0 mind Power

    @rule:419.3 @editions:v1.2-v1.4
    Example: Promising Future lets Alice play the unit she sets aside without its Energy, but she still pays its fury Power
      Given a test unit "Minnow" costing 1 with 1 Might
      And a test unit "Brute" costing 3 Energy and 1 fury Power with 4 Might
      And Alice has a Promising Future in her hand
      And Alice has 5 Energy and 1 mind and 1 fury Power in her rune pool
      And Alice has a Brute in her main deck
      And Alice has 4 cards in her main deck
      And Bob has a Minnow in his main deck
      And Bob has 4 cards in his main deck
      When Alice plays her Promising Future
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her Brute, Alice's card 1, Alice's card 2, Alice's card 3 and Alice's card 4
      When Alice chooses her Brute
      And Bob chooses his Minnow
      Then no decision is pending
      And Alice's Brute is in Alice's base
      And Bob's Minnow is in Bob's base
      And Alice's rune pool holds 0 fury Power

  Rule: 419.3.c Nothing to play: the rest of the effect still happens

    @rule:419.3.c
    Example: With no unit in her hand, Summons plays nothing and Alice still draws
      Given Alice has a Summons in her hand
      And Alice has 2 cards in her main deck
      And Alice has 1 Energy in her rune pool
      When Alice plays her Summons
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Summons is in Alice's trash
      And the chain is empty

    @rule:419.3.c
    Example: Alice controls no battlefield, so Here to Help has nowhere to play her unit to: it stays in her hand
      Given a test unit "Footman" costing 5 with 5 Might
      And Alice has a Here to Help in her hand
      And Alice has a Footman in her hand
      And Alice has 4 Energy and 1 body Power in her rune pool
      When Alice plays her Here to Help
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice chooses her Footman
      Then no decision is pending
      And Alice's Footman is in Alice's hand
      And Alice's Here to Help is in Alice's trash
      And Alice's rune pool holds 2 Energy
      And the chain is empty

  @rule:419.4 @waived:heading
  Rule: 419.4 Abilities that care about cards being played

  Rule: 419.4.a A play trigger waits for the played card to resolve

    @rule:419.4.a
    Example: Muse's "when you play a spell" triggers only once Alice's spell has resolved
      Given a test gear "Muse" costing 0 and text "When you play a spell, draw 1."
      And Alice has a Muse in her base
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Insight
      Then the chain holds Alice's Insight
      And Alice has priority
      When Alice passes
      And Bob passes
      Then Alice's hand holds 2 cards
      And the chain holds Alice's Muse
      And Alice's Muse is a finalized chain item
      And the triggered event for Alice's Muse cites rule 419.4.a
      When Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
      And the chain is empty

    @rule:419.4.a
    Example: "When you play a unit" sees a unit card once it resolves, and a token an effect plays, but not a spell
      Given a test gear "Drill Yard" costing 0 and text "When you play a unit, draw 1."
      And a test unit "Knight" costing 0 with 3 Might
      And a test spell "Muster" costing 0 and text "Play a 1 :rb_might: Recruit unit token."
      And Alice has a Drill Yard in her base
      And Alice has a Knight in her hand
      And Alice has a Muster in her hand
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 5 cards in her main deck
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then Alice's hand holds 4 cards
      And the chain is empty
      When Alice plays her Knight
      Then Alice's Knight is in Alice's base
      And the chain holds Alice's Drill Yard
      When Alice passes
      And Bob passes
      Then Alice's hand holds 4 cards
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Drill Yard
      When Alice passes
      And Bob passes
      Then Alice's hand holds 4 cards
      And Alice's Recruit is in Alice's base
      And the chain is empty

    @rule:419.4.a
    Example: "When you play a unit, give it ..." gives the unit just played, not Alice's unit already in play
      Given a test gear "Drill Yard" costing 0 and text "When you play a unit, give it +1 :rb_might: this turn."
      And a test unit "Knight" costing 0 with 3 Might
      And Alice has a Drill Yard in her base
      And Alice has a Knight in her base
      And Alice has a Knight in her hand
      When Alice plays her Knight 2
      Then Alice's Knight 2 is in Alice's base
      And the chain holds Alice's Drill Yard
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Knight 2's Might is 4
      And Alice's Knight's Might is 3

    @rule:419.4.a
    Example: "another unit" is blind to its own play; "a [Mighty] unit" only to units with 5 Might or more
      Given a test unit "Page" costing 0 with 2 Might and text "When you play another unit, draw 1."
      And a test gear "War Drum" costing 0 and text "When you play a [Mighty] unit, draw 1."
      And a test unit "Knight" costing 0 with 3 Might
      And a test unit "Giant" costing 0 with 5 Might
      And Alice has a War Drum in her base
      And Alice has a Page in her hand
      And Alice has a Knight in her hand
      And Alice has a Giant in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Page
      Then Alice's Page is in Alice's base
      And the chain is empty
      When Alice plays her Knight
      Then the chain holds Alice's Page
      When Alice passes
      And Bob passes
      Then Alice's hand holds 2 cards
      When Alice plays her Giant
      Then the chain holds Alice's Page, then Alice's War Drum
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
      And the chain is empty

    @rule:419.4.a
    Example: A watcher of her own spells of cost 5 and up ignores Alice's cheap spell, sees her costly one, and never Bob's
      Given a test gear "Beacon" costing 0 and text "When you play a spell that costs :rb_energy_5: or more, draw 1."
      And a test spell "Tome" costing 5 and text "Draw 1."
      And Alice has a Beacon in her base
      And Bob has a Beacon in his base
      And Alice has an Insight in her hand
      And Alice has a Tome in her hand
      And Alice has 6 Energy in her rune pool
      And Alice has 5 cards in her main deck
      And Bob has 5 cards in his main deck
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain is empty
      When Alice plays her Tome
      And Alice passes
      And Bob passes
      Then Alice drew 3 times
      And the chain holds Alice's Beacon
      When Alice passes
      And Bob passes
      Then Alice drew 4 times
      And Bob drew 0 times
      And the chain is empty

    @rule:419.4.a
    Example: Ember Monk and "from anywhere other than your hand" see a card played from hiding, not one played from the hand
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And a test spell "Whisper" costing 0 and text "[Hidden]\n[Action]\nDraw 1."
      And a test spell "Murmur" costing 0 and text "[Hidden]\n[Action]\nDraw 1."
      And a test gear "Outlet" costing 0 and text "When you play a card from anywhere other than your hand, draw 1."
      And Alice has an Ember Monk in her base
      And Alice has an Outlet in her base
      And Alice has a facedown Whisper at the Bridge
      And Alice has a Murmur in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Murmur
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's hand holds 1 card
      And Alice's Ember Monk's Might is 4
      When From hiding, Alice plays her Whisper
      And Alice passes
      And Bob passes
      Then Alice's hand holds 2 cards
      And the chain holds Alice's Ember Monk, then Alice's Outlet
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Ember Monk's Might is 6
      And Alice's hand holds 3 cards

    @rule:419.4.a
    Example: "When you play a spell or gear" sees both kinds: Alice's Anvil draws her a card for her Spark and another for her Cog
      Given a test gear "Anvil" costing 0 and text "When you play a spell or gear, draw 1."
      And a test spell "Spark" costing 0 and text "[Action]"
      And a test gear "Cog" costing 0
      And a test unit "Pup" costing 0 with 1 Might
      And Alice has an Anvil in her base
      And Alice has a Spark in her hand
      And Alice has a Cog in her hand
      And Alice has a Pup in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Pup
      Then Alice's Pup is in Alice's base
      And the chain is empty
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Anvil
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Cog
      Then Alice's Cog is in Alice's base
      And the chain holds Alice's Anvil
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 2 times

    @rule:419.4.a
    Example: A unit Alice plays out of Bob's hand comes from anywhere other than her hand: her Outlet draws her a card
      Given a test spell "Pilfer" costing 0 and text "Play a unit from an opponent's hand to your base, ignoring its cost."
      And a test gear "Outlet" costing 0 and text "When you play a card from anywhere other than your hand, draw 1."
      And Alice has an Outlet in her base
      And Alice has a Pilfer in her hand
      And Bob has a Shipyard Skulker in his hand
      And Alice has 3 cards in her main deck
      When Alice plays her Pilfer
      And Alice passes
      And Bob passes
      And Alice chooses Bob's Shipyard Skulker
      Then Bob's Shipyard Skulker is in Alice's base
      And the chain holds Alice's Outlet
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:419.4.a
    Example: "When you play a card on an opponent's turn" sees Alice's Reaction on Bob's turn, not on her own
      Given a test gear "Night Watch" costing 0 and text "When you play a card on an opponent's turn, draw 1."
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And it is Bob's main phase
      And Alice has a Night Watch in her base
      And Alice has a Quick Word in her hand
      And Alice has 5 cards in her main deck
      And Bob has a Quick Word in his hand
      When Bob plays his Quick Word
      And Bob passes
      And Alice plays her Quick Word
      And Alice passes
      And Bob passes
      Then the chain holds Bob's Quick Word, then Alice's Night Watch
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:419.4.a
    Example: On Alice's own turn her card is no play on an opponent's turn
      Given a test gear "Night Watch" costing 0 and text "When you play a card on an opponent's turn, draw 1."
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Night Watch in her base
      And Alice has a Quick Word in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Quick Word
      And Alice passes
      And Bob passes
      Then Alice's Quick Word is in Alice's trash
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:419.4.a
    Example: "When I'm played" is the card's own play, seen as it enters the board
      Given a test unit "Herald" costing 0 with 2 Might and text "When I'm played, draw 1."
      And Alice has a Herald in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Herald
      Then Alice's Herald is in Alice's base
      And the chain holds Alice's Herald
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And the chain is empty

    @rule:419.4.a
    Example: Alice's second spell of the turn, which asks her a question as it resolves, is her second card played once the question is answered
      Given it is Alice's main phase
      And a test gear "Tempo" costing 0 and text "When you play your second card in a turn, draw 1."
      And a test spell "Ping" costing 0
      And a test spell "Offer" costing 0 and text "You may pay :rb_energy_1:. If you do, draw 1."
      And Alice has a Tempo in her base
      And Alice has a Ping in her hand
      And Alice has an Offer in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Ping
      And Alice passes
      And Bob passes
      And Alice plays her Offer
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then the chain holds Alice's Tempo
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:419.4.a
    Example: "When you play your second card each turn" waits for Alice's second spell of the turn and draws her one card
      Given it is Alice's main phase
      And a test gear "Tempo" costing 0 and text "When you play your second card each turn, draw 1."
      And a test spell "Ping" costing 0
      And a test spell "Pong" costing 0
      And Alice has a Tempo in her base
      And Alice has a Ping in her hand
      And Alice has a Pong in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Ping
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Pong
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Tempo
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 419.4.a.1 A card that never resolves sets off no play trigger

    @rule:419.4.a.1
    Example: Bob counters Alice's spell, so her Muse never triggers
      Given a test gear "Muse" costing 0 and text "When you play a spell, draw 1."
      And a test spell "Snuff" costing 1 and text "[Reaction]\nCounter a spell that costs :rb_energy_4: or less."
      And Alice has a Muse in her base
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      And Bob has a Snuff in his hand
      And Bob has 1 Energy in his rune pool
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Snuff
      And Bob chooses Alice's Insight
      And Bob passes
      And Alice passes
      Then Alice's Insight is in Alice's trash
      And the chain is empty
      And Alice's hand holds 0 cards
      And Alice's main deck holds 3 cards

  Rule: 419.4.b Abilities that look at cards played count those finalized, whatever became of them

    @rule:419.4.b
    Example: Bob counters Alice's Quick Word, and her Gloryseeker's Legion still counts it as a card she played
      Given a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Deny" costing 0 and text "[Reaction]\nCounter a spell."
      And Alice has a Quick Word in her hand
      And Alice has a Trifarian Gloryseeker in her hand
      And Alice has 2 Energy in her rune pool
      And Bob has a Deny in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Deny
      And Bob chooses Alice's Quick Word
      And Bob passes
      And Alice passes
      Then Alice's Quick Word is in Alice's trash
      And the chain is empty
      When Alice plays her Trifarian Gloryseeker
      Then the chain holds Alice's Trifarian Gloryseeker
      When Alice passes
      And Bob passes
      Then Alice's Trifarian Gloryseeker's Might is 3

    @rule:419.4.b
    Example: Alice's Echo, her first card this turn, is finalized as it resolves but is not "another card" she played: she draws nothing
      Given a test spell "Echo" costing 0 and text "If you've played another card this turn, draw 1."
      And Alice has an Echo in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Echo
      And Alice passes
      And Bob passes
      Then Alice's Echo is in Alice's trash
      And Alice's hand holds 0 cards

    @rule:419.4.b
    Example: Alice's Study, her first card this turn, is finalized before it resolves, so it is itself "a spell" she played: she draws 1
      Given a test spell "Study" costing 0 and text "If you've played a spell this turn, draw 1."
      And Alice has a Study in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Study
      And Alice passes
      And Bob passes
      Then Alice's Study is in Alice's trash
      And Alice's hand holds 1 card

    @rule:419.4.b
    Example: Alice's Echo, played after her Insight resolved, sees another card she played this turn and draws 1
      Given a test spell "Echo" costing 0 and text "If you've played another card this turn, draw 1."
      And Alice has an Insight in her hand
      And Alice has an Echo in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 5 cards in her main deck
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
      When Alice plays her Echo
      And Alice passes
      And Bob passes
      Then Alice's Echo is in Alice's trash
      And Alice's hand holds 3 cards

    @rule:419.4.b
    Example: Alice's Pair needs both a unit and a spell played: alone it draws nothing, after her Squire it draws 1
      Given a test spell "Pair" costing 0 and text "If you have played a unit and a spell this turn, draw 1."
      And Alice has a Pair in her hand
      And Alice has a Pair in her hand
      And Alice has a Squire in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 5 cards in her main deck
      When Alice plays her Pair
      And Alice passes
      And Bob passes
      Then Alice's Pair is in Alice's trash
      And Alice's hand holds 2 cards
      When Alice plays her Squire
      Then Alice's Squire is in Alice's base
      When Alice plays her Pair 2
      And Alice passes
      And Bob passes
      Then Alice's Pair 2 is in Alice's trash
      And Alice's hand holds 1 card

    @rule:419.4.b
    Example: Alice's Spite asks whether an opponent played a spell: her own spells this turn do not count
      Given a test spell "Spite" costing 0 and text "If an opponent has played a spell this turn, draw 1."
      And Alice has an Insight in her hand
      And Alice has a Spite in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 5 cards in her main deck
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      And Alice plays her Spite
      And Alice passes
      And Bob passes
      Then Alice's Spite is in Alice's trash
      And Alice's hand holds 2 cards

    @rule:419.4.b
    Example: In FFA3 Bob answered Alice's Insight with a spell and Carol played none: "an opponent has played a spell" holds for Alice's Spite
      Given the mode of play is FFA3
      And a test spell "Spite" costing 0 and text "If an opponent has played a spell this turn, draw 1."
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has an Insight in her hand
      And Alice has a Spite in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 5 cards in her main deck
      And Bob has a Quick Word in his hand
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      And Carol passes
      And Alice passes
      Then Bob's Quick Word is in Bob's trash
      When Alice passes
      And Bob passes
      And Carol passes
      Then Alice's hand holds 3 cards
      When Alice plays her Spite
      And Alice passes
      And Bob passes
      And Carol passes
      Then Alice's Spite is in Alice's trash
      And Alice's hand holds 3 cards

    @rule:419.4.b
    Example: Alice's Muster asks for a non-token unit played this turn: her Squire counts, and she draws 1
      Given a test spell "Muster" costing 0 and text "If you've played a non-token unit this turn, draw 1."
      And Alice has a Squire in her hand
      And Alice has a Muster in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Squire
      Then Alice's Squire is in Alice's base
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      Then Alice's Muster is in Alice's trash
      And Alice drew 1 time

    @rule:419.4.b
    Example: No token is ever played, so Alice's Levy, asking for a token unit played this turn, draws nothing after her Squire
      Given a test spell "Levy" costing 0 and text "If you've played a token unit this turn, draw 1."
      And Alice has a Squire in her hand
      And Alice has a Levy in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Squire
      Then Alice's Squire is in Alice's base
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's Levy is in Alice's trash
      And Alice drew 0 times

    @rule:419.4.b
    Example: Bob answered Alice's Insight with a spell, his only opponent's play: "each opponent has played a spell" holds for Alice's Rivalry
      Given a test spell "Rivalry" costing 0 and text "If each opponent has played a spell this turn, draw 1."
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has an Insight in her hand
      And Alice has a Rivalry in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 5 cards in her main deck
      And Bob has a Quick Word in his hand
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      And Alice passes
      Then Bob's Quick Word is in Bob's trash
      When Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
      When Alice plays her Rivalry
      And Alice passes
      And Bob passes
      Then Alice's Rivalry is in Alice's trash
      And Alice's hand holds 3 cards

    @rule:419.4.b
    Example: In FFA3 Bob answered Alice's Insight with a spell but Carol played none: "each opponent has played a spell" fails for Alice's Rivalry
      Given the mode of play is FFA3
      And a test spell "Rivalry" costing 0 and text "If each opponent has played a spell this turn, draw 1."
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has an Insight in her hand
      And Alice has a Rivalry in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 5 cards in her main deck
      And Bob has a Quick Word in his hand
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      And Carol passes
      And Alice passes
      Then Bob's Quick Word is in Bob's trash
      When Alice passes
      And Bob passes
      And Carol passes
      Then Alice's hand holds 3 cards
      When Alice plays her Rivalry
      And Alice passes
      And Bob passes
      And Carol passes
      Then Alice's Rivalry is in Alice's trash
      And Alice's hand holds 2 cards

    @rule:419.4.b @faq:unleashed:play-singularity-opponent-counters-play-jhin
    Example: Bob counters Alice's Singularity, yet the 6 Energy she spent on it lets her play Jhin, Meticulous Killer for one mind Power
      Given a test spell "Deny" costing 0 and text "[Reaction]\nCounter a spell."
      And Alice has a Singularity in her hand
      And Alice has a Jhin, Meticulous Killer in her hand
      And Alice has 6 Energy and 3 mind Power in her rune pool
      And Alice has 3 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Deny in his hand
      When Alice plays her Singularity
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Deny
      And Bob chooses Alice's Singularity
      And Bob passes
      And Alice passes
      Then Alice's Singularity is in Alice's trash
      And Bob's Shipyard Skulker has 0 damage
      And the chain is empty
      When Alice plays her Jhin, Meticulous Killer
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then the chain holds Alice's Jhin, Meticulous Killer
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 mind Power

    @rule:419.4.b @faq:unleashed:play-singularity-opponent-counters-play-jhin
    Example: With only 1 Energy spent on a spell this turn, Jhin, Meticulous Killer is not offered for one mind Power
      Given a test spell "Deny" costing 0 and text "[Reaction]\nCounter a spell."
      And Alice has an Insight in her hand
      And Alice has a Jhin, Meticulous Killer in her hand
      And Alice has 1 Energy and 1 mind Power in her rune pool
      And Alice has 3 cards in her main deck
      And Bob has a Deny in his hand
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Deny
      And Bob chooses Alice's Insight
      And Bob passes
      And Alice passes
      Then the chain is empty
      When Alice plays her Jhin, Meticulous Killer
      Then the action is refused
