@edition:v1.4
Feature: Hidden (rule 811)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And the Bridge is controlled by Alice
    And Alice has a Shipyard Skulker at the Bridge

  @rule:811 @waived:heading
  Rule: 811 Hidden

  Rule: 811.1 Only a card with Hidden may be hidden

    @rule:811.1 @rule:811.1.a @rule:811.1.b @rule:811.1.c @rule:811.1.c.2
    Example: Alice pays one Power to hide her Pakaa Cub at the Bridge, and no chain opens
      Given Alice has a Pakaa Cub in her hand
      And Alice has 0 Energy and 1 body Power in her rune pool
      When Alice hides her Pakaa Cub at the Bridge
      Then Alice's Pakaa Cub is at the Bridge
      And Alice's Pakaa Cub is facedown
      And Alice's rune pool holds 0 body Power
      And the chain is empty
      And the turn is in a Neutral Open state

    @rule:811.1 @rule:811.1.c
    Example: Alice's Vanguard Sergeant, without Hidden, cannot be hidden
      Given Alice has a Vanguard Sergeant in her hand
      And Alice has 0 Energy and 1 body Power in her rune pool
      When Alice hides her Vanguard Sergeant at the Bridge
      Then the action is refused
      And Alice's Vanguard Sergeant is in Alice's hand
      And Alice's rune pool holds 1 body Power

  Rule: 811.1.a Spells, units and gear may have Hidden

    @rule:811.1.a
    Example: Alice hides her gear with Hidden at the Bridge
      Given a test gear "Snare" costing 2 and text "[Hidden]"
      And Alice has a Snare in her hand
      And Alice has 0 Energy and 1 body Power in her rune pool
      When Alice hides her Snare at the Bridge
      Then Alice's Snare is at the Bridge
      And Alice's Snare is facedown
      And Alice's rune pool holds 0 body Power

  Rule: 811.1.b Hiding: own turn, Open state, one Power, a battlefield of one's own with nothing hidden yet

    @rule:811.1.b
    Example: Alice cannot hide while her own spell waits on the chain
      Given a test spell "Plain Word" costing 0
      And Alice has a Plain Word in her hand
      And Alice has a Pakaa Cub in her hand
      And Alice has 0 Energy and 1 body Power in her rune pool
      When Alice plays her Plain Word
      And Alice hides her Pakaa Cub at the Bridge
      Then the action is refused citing rule 811.1.b
      And Alice's Pakaa Cub is in Alice's hand

    @rule:811.1.b
    Example: A second card cannot be hidden where one already is
      Given Alice has a facedown Fox-Fire at the Bridge
      And Alice has a Pakaa Cub in her hand
      And Alice has 0 Energy and 1 body Power in her rune pool
      When Alice hides her Pakaa Cub at the Bridge
      Then the action is refused citing rule 811.1.b
      And Alice's Pakaa Cub is in Alice's hand

    @rule:811.1.b
    Example: Without a Power, Alice cannot pay to hide
      Given Alice has a Pakaa Cub in her hand
      And Alice has 3 Energy in her rune pool
      When Alice hides her Pakaa Cub at the Bridge
      Then the action is refused citing rule 811.1.b
      And Alice's Pakaa Cub is in Alice's hand

    @rule:811.1.b
    Example: After her Veil lets her hide ignoring costs this turn, Alice hides her Pakaa Cub with no Power, paying nothing
      Given a test spell "Veil" costing 0 and text "You can hide cards ignoring costs this turn."
      And Alice has a Veil in her hand
      And Alice has a Pakaa Cub in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Veil
      And Alice passes
      And Bob passes
      And Alice hides her Pakaa Cub at the Bridge
      Then Alice's Pakaa Cub is at the Bridge
      And Alice's Pakaa Cub is facedown
      And no paid event happened for Alice's Pakaa Cub

    @rule:811.1.b
    Example: Being let to hide ignoring costs counts as done: the "if you do" of Alice's spell draws her a card, and her Pakaa Cub hides for nothing
      Given a test spell "Deep Veil" costing 0 and text "You can hide cards ignoring costs this turn. If you do, draw 1."
      And Alice has a Deep Veil in her hand
      And Alice has a Pakaa Cub in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Deep Veil
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice hides her Pakaa Cub at the Bridge
      Then Alice's Pakaa Cub is facedown
      And no paid event happened for Alice's Pakaa Cub

    @rule:811.1.b
    Example: Hidden this turn, the Pakaa Cub cannot be played from hiding until a later turn
      Given Alice has a Pakaa Cub in her hand
      And Alice has 3 Energy and 1 body Power in her rune pool
      When Alice hides her Pakaa Cub at the Bridge
      And From hiding, Alice plays her Pakaa Cub
      Then the action is refused citing rule 811.1.b
      And Alice's Pakaa Cub is facedown

    @rule:811.1.b
    Example: Hiding her Fox-Fire this turn does not keep Alice from playing the Pakaa Cub she hid on an earlier turn
      Given a battlefield called the Ford
      And the Ford is controlled by Alice
      And Alice has a Vanguard Sergeant at the Ford
      And Alice has a facedown Pakaa Cub at the Bridge
      And Alice has a Fox-Fire in her hand
      And Alice has 0 Energy and 1 body Power in her rune pool
      When Alice hides her Fox-Fire at the Ford
      Then Alice's Fox-Fire is at the Ford
      When From hiding, Alice plays her Pakaa Cub
      Then Alice's Pakaa Cub is at the Bridge
      And Alice's Pakaa Cub is face up
      And Alice's Fox-Fire is facedown

    @rule:811.1.b @rule:811.1.c.3 @rule:811.1.d.1
    Example: On a later turn Alice plays her hidden Pakaa Cub for nothing, at the Bridge, opening a chain
      Given Alice has a facedown Pakaa Cub at the Bridge
      When From hiding, Alice plays her Pakaa Cub
      Then no decision is pending
      And these events happened in order:
        | chain-item-added | Alice's Pakaa Cub |
        | resolved         | Alice's Pakaa Cub |
      And Alice's Pakaa Cub is at the Bridge
      And Alice's Pakaa Cub is face up
      And Alice's rune pool holds 0 Energy

    @rule:811.1.c.3
    Example: Alice's hidden spell, played on a later turn, waits on the chain for both players to pass
      Given a test spell "Trick" costing 2 and text "[Hidden]\nDraw 1."
      And Alice has a facedown Trick at the Bridge
      And Alice has 2 cards in her main deck
      When From hiding, Alice plays her Trick
      Then Alice's Trick is on the chain
      And the turn is in a Neutral Closed state
      And Alice's hand holds 0 cards
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's Trick is in Alice's trash

    @rule:811.1.c.3 @rule:811.6 @rule:359.2
    Example: Played from hiding in reaction to her own spell, Alice's Pakaa Cub enters the Bridge at once, while the spell still waits on the chain
      Given a test spell "Trick" costing 0 and text "Draw 1."
      And Alice has a facedown Pakaa Cub at the Bridge
      And Alice has a Trick in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Trick
      And From hiding, Alice plays her Pakaa Cub
      Then Alice's Pakaa Cub is at the Bridge
      And Alice's Pakaa Cub is face up
      And Alice's Trick is on the chain
      And Alice's hand holds 0 cards
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's Trick is in Alice's trash

  Rule: 811.1.c.1 Hiding a card is not playing it

    @rule:811.1.c.1
    Example: The hidden Pakaa Cub has not been played
      Given Alice has a Pakaa Cub in her hand
      And Alice has 0 Energy and 1 body Power in her rune pool
      When Alice hides her Pakaa Cub at the Bridge
      Then Alice's Pakaa Cub has not been played

  Rule: 811.1.d.1.a Hidden gear, too, is played to the battlefield it was hidden at

    # The gear enters at the Bridge, and the cleanup that follows recalls it as it recalls any
    # unattached gear at a battlefield (323.7); where it stood does not limit what it saves.
    @rule:811.1.d.1.a @rule:811.1.d.1 @rule:323.7 @faq:origins:zhonyas-hourglass-stand-united-theyre-played
    Example: Alice's Zhonya's Hourglass, played from hiding, enters at the Bridge, and later saves her unit at the Ford
      Given a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Smite" costing 0 and text "[Reaction]\nKill a unit."
      And a battlefield called the Ford
      And the Ford is controlled by Alice
      And Alice has a Recruit (NX) at the Ford
      And Alice has a Quick Word in her hand
      And Bob has a Smite in his hand
      And Alice has a facedown Zhonya's Hourglass at the Bridge
      When From hiding, Alice plays her Zhonya's Hourglass
      Then Alice's Zhonya's Hourglass moved from the Bridge to her base
      And Alice's Zhonya's Hourglass is face up
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Smite
      And Bob chooses Alice's Recruit (NX)
      And Bob passes
      And Alice passes
      Then Alice's Zhonya's Hourglass is in Alice's trash
      And Alice's Recruit (NX) is in Alice's base
      And Alice's Recruit (NX) is exhausted

    @rule:811.1.d.1.a
    Example: Alice's hidden gear, played from hiding, enters at the Spring, yet the Spring's watcher of units played there stays silent: it is no unit
      Given a test battlefield "Spring" with text "The first time a player plays a non-token unit here each turn, they may move another unit they control here to its base."
      And a Spring battlefield called the Spring
      And the Spring is controlled by Alice
      And Alice has a Shipyard Skulker at the Spring
      And a test gear "Snare" costing 2 and text "[Hidden]"
      And Alice has a facedown Snare at the Spring
      When From hiding, Alice plays her Snare
      Then Alice's Snare is face up
      And Alice's Snare moved from the Spring to her base
      And no triggered event happened for the Spring
      And Alice's Shipyard Skulker 2 is at the Spring

    @rule:811.1.d.1.a
    Example: Alice's hidden gear, played from hiding at the Wharf, is no unit played there: the Wharf's "When a player plays a unit here" stays silent
      Given a test battlefield "Wharf" with text "When a player plays a unit here, draw 1."
      And a Wharf battlefield called the Wharf
      And the Wharf is controlled by Alice
      And Alice has a Shipyard Skulker at the Wharf
      And a test gear "Snare" costing 2 and text "[Hidden]"
      And Alice has a facedown Snare at the Wharf
      And Alice has 2 cards in her main deck
      When From hiding, Alice plays her Snare
      Then Alice's Snare is face up
      And no triggered event happened for the Wharf
      And Alice drew 0 times

  Rule: 811.1.d.2 A card played from hiding chooses its targets at the battlefield it was hidden at

    @rule:811.1.d.2 @faq:origins:play-spell-targets-hid-choose-targets
    Example: Alice's Dart, played from hiding at the Bridge, may hit only a unit at the Bridge
      Given a test spell "Dart" costing 2 and text "[Hidden]\n[Action]\nDeal 2 to a unit."
      And a battlefield called the Ford
      And Bob has a Recruit (NX) at the Ford
      And Bob has a Recruit (NX) in his base
      And Alice has a Recruit (NX) at the Bridge
      And Alice has a facedown Dart at the Bridge
      When From hiding, Alice plays her Dart
      Then Alice is asked to choose targets among her Shipyard Skulker and her Recruit (NX)
      When Alice chooses Bob's Recruit (NX)
      Then the action is refused
      When Alice chooses her Recruit (NX)
      And Alice passes
      And Bob passes
      Then Alice's Recruit (NX) is in Alice's trash
      And Bob's Recruit (NX) is at the Ford

    @rule:811.1.d.2 @faq:origins:hidden-changes-mean-tideturner-seems-like @editions:v1.2-v1.4
    Example: Played from hiding at the Bridge, Tideturner may choose Alice's unit in her base and swap places with it
      Given Alice has a Recruit (NX) in her base
      And Bob has a Recruit (NX) in his base
      And Alice has a facedown Tideturner at the Bridge
      When From hiding, Alice plays her Tideturner
      Then Alice's Tideturner is at the Bridge
      When Alice chooses yes
      Then Alice is asked to choose targets among her Recruit (NX)
      When Alice chooses her Recruit (NX)
      And Alice passes
      And Bob passes
      Then Alice's Tideturner is in Alice's base
      And Alice's Recruit (NX) is at the Bridge
      And Bob's Recruit (NX) is in Bob's base

    @rule:811.1.d.2 @rule:811.1.d
    Example: With no enemy unit at the Bridge, Alice cannot play her hidden Jab, though Bob has units elsewhere
      Given a test spell "Jab" costing 2 and text "[Hidden]\n[Action]\nDeal 2 to an enemy unit."
      And a battlefield called the Ford
      And Bob has a Recruit (NX) at the Ford
      And Alice has a facedown Jab at the Bridge
      When From hiding, Alice plays her Jab
      Then the action is refused
      And Alice's Jab is at the Bridge
      And Alice's Jab is facedown

    @rule:811.1.d.2 @rule:811.1.b
    Example: Alice's hidden Jab, refused for want of an enemy unit at the Bridge, still fills the facedown zone there: her Pakaa Cub cannot be hidden beside it
      Given a test spell "Jab" costing 2 and text "[Hidden]\n[Action]\nDeal 2 to an enemy unit."
      And a battlefield called the Ford
      And Bob has a Recruit (NX) at the Ford
      And Alice has a facedown Jab at the Bridge
      And Alice has a Pakaa Cub in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When From hiding, Alice plays her Jab
      Then the action is refused
      When Alice hides her Pakaa Cub at the Bridge
      Then the action is refused citing rule 811.1.b
      And Alice's Pakaa Cub is in Alice's hand
      And Alice's Jab is facedown

    @rule:811.1.d.2 @faq:origins:play-spell-targets-hid-choose-targets
    Example: The play ability of Alice's Sniper, played from hiding at the Bridge, chooses only among units at the Bridge
      Given a test unit "Sniper" costing 3 with 2 Might and text "[Hidden]\nWhen you play me, deal 1 to a unit."
      And a battlefield called the Ford
      And Bob has a Recruit (NX) at the Ford
      And Alice has a facedown Sniper at the Bridge
      When From hiding, Alice plays her Sniper
      Then Alice is asked to choose targets among her Shipyard Skulker and her Sniper

    @rule:811.1.d.2
    Example: Played from hiding at the Bridge, Alice's Grave Call may still return a unit from her trash, which is at no battlefield
      Given a test spell "Grave Call" costing 2 and text "[Hidden]\n[Action]\nReturn a unit from your trash to your hand."
      And Alice has a Vanguard Sergeant in her trash
      And Alice has a facedown Grave Call at the Bridge
      When From hiding, Alice plays her Grave Call
      Then Alice is asked to choose targets among her Vanguard Sergeant
      When Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's hand

    @rule:811.1.d.2
    Example: Alice's Jolt, played from hiding at the Bridge, may hit an exhausted unit there, and not one elsewhere
      Given a test spell "Jolt" costing 2 and text "[Hidden]\n[Action]\nDeal 2 to an exhausted unit."
      And a battlefield called the Ford
      And Bob has an exhausted Recruit (NX) at the Ford
      And Bob has an exhausted Vanguard Sergeant at the Bridge
      And Alice has a facedown Jolt at the Bridge
      When From hiding, Alice plays her Jolt
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 2 damage
      And Bob's Recruit (NX) is at the Ford

    @rule:811.1.d.2
    Example: "A unit at a battlefield" of Alice's Dart, played from hiding at the Bridge, is a unit at the Bridge
      Given a test spell "Dart" costing 2 and text "[Hidden]\n[Action]\nDeal 2 to a unit at a battlefield."
      And a battlefield called the Ford
      And Bob has a Recruit (NX) at the Ford
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a facedown Dart at the Bridge
      When From hiding, Alice plays her Dart
      Then Alice is asked to choose targets among her Shipyard Skulker and Bob's Vanguard Sergeant

    @rule:811.1.d.2 @rule:811.1.d.2.a
    Example: The play ability of Alice's Beacon, played from hiding at the Bridge, may choose a unit at a different location: one in a base, not one at the Bridge
      Given a test unit "Beacon" costing 3 with 2 Might and text "[Hidden]\nWhen you play me, move a unit at a different location to my battlefield."
      And Bob has a Recruit (NX) in his base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a facedown Beacon at the Bridge
      When From hiding, Alice plays her Beacon
      Then Alice is asked to choose targets among Bob's Recruit (NX)

    @rule:811.1.d.2
    Example: Alice's Seek, played from hiding at the Bridge, still reveals a unit from among the cards she looks at in her deck
      Given a test spell "Seek" costing 2 and text "[Hidden]\n[Action]\nLook at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. Recycle the rest."
      And a test spell "Study" costing 1 and text "Draw 1."
      And Alice has a Vanguard Sergeant in her main deck
      And Alice has a Study in her main deck
      And Alice has a Study in her main deck
      And Alice has a facedown Seek at the Bridge
      When From hiding, Alice plays her Seek
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's Vanguard Sergeant is in Alice's hand

    @rule:811.1.d.2 @rule:355.9.a.4
    Example: Alice's Awaken, played from hiding at the Bridge, may still ready a legend, which is at no battlefield
      Given a test legend "Sage"
      And a test legend "Warlord"
      And a test spell "Awaken" costing 1 and text "[Hidden]\n[Action]\nReady a legend."
      And Alice has an exhausted Sage as her legend
      And Bob has an exhausted Warlord as his legend
      And Alice has a facedown Awaken at the Bridge
      When From hiding, Alice plays her Awaken
      Then Alice is asked to choose targets among Alice's Sage and Bob's Warlord
      When Alice chooses her Sage
      And Alice passes
      And Bob passes
      Then Alice's Sage is ready

    @rule:811.1.d.2
    Example: Alice's Quell, played from hiding at the Bridge, may still counter an ability on the chain, which is at no battlefield
      Given a test gear "Bell" costing 0 and text "[Reaction][>] :rb_exhaust:: Draw 1."
      And a test spell "Quell" costing 0 and text "[Hidden]\n[Reaction]\nCounter an ability."
      And Bob has a Bell in his base
      And Bob has 2 cards in his main deck
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a facedown Quell at the Bridge
      And Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob activates his Bell
      And Bob passes
      And From hiding, Alice plays her Quell
      Then Alice is asked to choose targets among the chain item of Bob's Bell
      When Alice chooses the chain item of Bob's Bell
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Quick Word
      And Bob drew 0 times

    @rule:811.3
    Example: Played from the hand for its cost, the same Dart may hit a unit anywhere
      Given a test spell "Dart" costing 2 and text "[Hidden]\n[Action]\nDeal 2 to a unit."
      And a battlefield called the Ford
      And Bob has a Recruit (NX) at the Ford
      And Alice has a Dart in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Dart
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash

  Rule: 811.1.d.2.a Each choice of a card played from hiding is held to its battlefield on its own

    @rule:811.1.d.2.a
    Example: Alice's Snare, played from hiding, counters a spell on the chain but deals its damage only to a unit at the Bridge
      Given a test spell "Snare" costing 2 and text "[Hidden]\n[Action]\nCounter a spell. Deal 2 to a unit."
      And a test spell "Plain Word" costing 0
      And Alice has a Plain Word in her hand
      And Bob has a Recruit (NX) in his base
      And Alice has a facedown Snare at the Bridge
      When Alice plays her Plain Word
      And From hiding, Alice plays her Snare
      Then Alice is asked to choose targets among her Plain Word
      When Alice chooses her Plain Word
      Then Alice is asked to choose targets among her Shipyard Skulker
      When Alice chooses Bob's Recruit (NX)
      Then the action is refused
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Plain Word is in Alice's trash
      And Alice's Shipyard Skulker has 2 damage
      And Bob's Recruit (NX) is in Bob's base

  Rule: 811.1.d.3 A unit a card played from hiding puts into play enters at that battlefield

    @rule:811.1.d.3 @faq:origins:play-card-hid-cards-effects-include
    Example: Alice's Muster, played from hiding at the Bridge, plays its Recruit token at the Bridge, not in her base
      Given a test spell "Muster" costing 2 and text "[Hidden]\n[Action]\nPlay a 1 :rb_might: Recruit unit token."
      And Alice has a facedown Muster at the Bridge
      When From hiding, Alice plays her Muster
      And Alice passes
      And Bob passes
      Then the Bridge holds a 1 Might Recruit token controlled by Alice
      And Alice's base holds no Recruit token

    @rule:811.3
    Example: Played from the hand, the same Muster plays its Recruit token in Alice's base
      Given a test spell "Muster" costing 2 and text "[Hidden]\n[Action]\nPlay a 1 :rb_might: Recruit unit token."
      And Alice has a Muster in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      Then Alice's base holds a 1 Might Recruit token controlled by Alice

  Rule: 811.2 The rest of a hidden card's text works as usual

    @rule:811.2
    Example: Played from hiding, a unit's own play ability still draws Alice a card
      Given a test unit "Scout" costing 3 with 2 Might and text "[Hidden]\nWhen you play me, draw 1."
      And Alice has a facedown Scout at the Bridge
      And Alice has 2 cards in her main deck
      When From hiding, Alice plays her Scout
      Then Alice's Scout is at the Bridge
      And the chain holds Alice's Scout
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

  Rule: 811.3 A card with Hidden may instead be played from the hand for its cost

    @rule:811.3
    Example: Alice plays her Pakaa Cub from her hand for its 3 Energy
      Given Alice has a Pakaa Cub in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Pakaa Cub
      And Alice chooses the Bridge
      Then Alice's Pakaa Cub is at the Bridge
      And Alice's Pakaa Cub is face up
      And Alice's rune pool holds 0 Energy

    @rule:811.3
    Example: "When I'm played from [Hidden]" sees Alice's Lurker played from hiding, not the one she plays from her hand for its cost
      Given a test unit "Lurker" costing 0 with 2 Might and text "[Hidden]\nWhen I'm played from [Hidden], draw 1."
      And Alice has a facedown Lurker at the Bridge
      And Alice has a Lurker in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Lurker 2
      And Alice chooses the Bridge
      Then Alice's Lurker 2 is at the Bridge
      And the chain is empty
      And no triggered event happened for Alice's Lurker 2
      When From hiding, Alice plays her Lurker
      Then Alice's Lurker is at the Bridge
      And the chain holds Alice's Lurker
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:383.2.a
    Example: "When you play me from face down on your turn" stays silent as Bob plays his Stalker from hiding on Alice's turn
      Given a test unit "Stalker" costing 0 with 2 Might and text "[Hidden]\nWhen you play me from face down on your turn, draw 1."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And the Bridge is controlled by Bob
      And Bob has a facedown Stalker at the Bridge
      And Alice has a Spark in her hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Spark
      And Alice passes
      And From hiding, Bob plays his Stalker
      Then Bob's Stalker is at the Bridge
      And Bob's Stalker is face up
      And the chain holds Alice's Spark
      And no triggered event happened for Bob's Stalker
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
      And Bob drew 0 times

    @rule:383.2.a
    Example: "When you play me from face down on your turn" draws Alice a card as she plays her Stalker from hiding on her own turn
      Given a test unit "Stalker" costing 0 with 2 Might and text "[Hidden]\nWhen you play me from face down on your turn, draw 1."
      And Alice has a facedown Stalker at the Bridge
      And Alice has 3 cards in her main deck
      When From hiding, Alice plays her Stalker
      Then Alice's Stalker is at the Bridge
      And the chain holds Alice's Stalker
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:383.2.a
    Example: A Recruit token Alice's Levy plays was never face down: her Lookout's "When you play a unit from face down" stays silent
      Given a test gear "Lookout" costing 0 and text "When you play a unit from face down, draw 1."
      And a test spell "Levy" costing 0 and text "Play a Recruit unit token."
      And Alice has a Lookout in her base
      And Alice has a Levy in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's base holds a Recruit token controlled by Alice
      And the chain is empty
      And no triggered event happened for Alice's Lookout
      And Alice drew 0 times

    @rule:383.2.a
    Example: A Recruit token Alice's Levy plays was never hidden: her Lantern's "When you play a unit from [Hidden]" stays silent
      Given a test gear "Lantern" costing 0 and text "When you play a unit from [Hidden], draw 1."
      And a test spell "Levy" costing 0 and text "Play a Recruit unit token."
      And Alice has a Lantern in her base
      And Alice has a Levy in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      Then Alice's base holds a Recruit token controlled by Alice
      And the chain is empty
      And no triggered event happened for Alice's Lantern
      And Alice drew 0 times

    @rule:811.3 @faq:origins:avas-ability-let-hide-cards @faq:origins:restrictions-ava-place-card-play-here @editions:v1.2-v1.4
    Example: Ava Achiever plays Alice's Pakaa Cub from her hand face up, ignoring its cost, at the battlefield Ava attacks
      Given a battlefield called the Ford
      And Bob has a Recruit (NX) at the Ford
      And Alice has an Ava Achiever in her base
      And Alice has a Pakaa Cub in her hand
      And Alice has 0 Energy and 1 mind Power in her rune pool
      When Alice moves her Ava Achiever to the Ford
      And Alice chooses yes
      And Alice passes
      And Bob passes
      And Alice chooses her Pakaa Cub
      Then Alice's Pakaa Cub is at the Ford
      And Alice's Pakaa Cub is face up
      And Alice's rune pool holds 0 Energy

    @rule:811.3 @faq:origins:restrictions-ava-place-card-play-here @editions:v1.2-v1.4
    Example: Ava Achiever's "here" is for units only: the Zhonya's Hourglass she plays from Alice's hand enters her base
      Given a battlefield called the Ford
      And Bob has a Recruit (NX) at the Ford
      And Alice has an Ava Achiever in her base
      And Alice has a Zhonya's Hourglass in her hand
      And Alice has 0 Energy and 1 mind Power in her rune pool
      When Alice moves her Ava Achiever to the Ford
      And Alice chooses yes
      And Alice passes
      And Bob passes
      And Alice chooses her Zhonya's Hourglass
      Then Alice's Zhonya's Hourglass is in Alice's base
      And Alice's Zhonya's Hourglass is face up

    @rule:811.3
    Example: "If you played this from your hand" holds for the Insight Alice plays from her hand, not for the one she plays from hiding
      Given a test spell "Insight" costing 0 and text "[Hidden]\n[Action]\nDraw 1. If you played this from your hand, draw 1."
      And Alice has a facedown Insight at the Bridge
      And Alice has an Insight in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Insight 2
      And Alice passes
      And Bob passes
      Then Alice's Insight 2 is in Alice's trash
      And Alice drew 2 times
      When From hiding, Alice plays her Insight
      And Alice passes
      And Bob passes
      Then Alice's Insight is in Alice's trash
      And Alice drew 3 times

    @rule:811.3
    Example: A unit's own play ability reads "if you played this from your hand" too: Alice's Courier from her hand draws her a card, the one from hiding, in reaction to her Spark, does not
      Given a test unit "Courier" costing 0 with 1 Might and text "[Hidden]\nWhen you play me, if you played this from your hand, draw 1."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Spark in her hand
      And Alice has a facedown Courier at the Bridge
      And Alice has a Courier in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Courier 2
      And Alice chooses base
      And Alice passes
      And Bob passes
      Then Alice's Courier 2 is in Alice's base
      And the chain is empty
      And Alice drew 1 time
      When Alice plays her Spark
      And From hiding, Alice plays her Courier
      And Alice passes
      And Bob passes
      Then Alice's Courier is at the Bridge
      And the chain holds Alice's Spark
      And Alice drew 1 time
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 2 times

  Rule: 811.4 A second Hidden adds nothing: hiding still costs one Power

    @rule:811.4
    Example: Alice hides a unit printed with Hidden twice for a single Power
      Given a test unit "Lurker" costing 0 with 1 Might and text "[Hidden]\n[Hidden]"
      And Alice has a Lurker in her hand
      And Alice has 0 Energy and 2 body Power in her rune pool
      When Alice hides her Lurker at the Bridge
      Then Alice's Lurker is at the Bridge
      And Alice's Lurker is facedown
      And Alice's rune pool holds 1 body Power

  Rule: 811.5 Whether a card has Hidden can be checked, face up or facedown

    @rule:811.5 @rule:811.5.a
    Example: A spell that kills a unit with Hidden may choose Bob's face-up Pakaa Cub but not his Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Hidden]."
      And Alice has a Pick in her hand
      And Bob has a Pakaa Cub in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Pakaa Cub
      And Alice passes
      And Bob passes
      Then Bob's Pakaa Cub is in Bob's trash

    @rule:811.5.a @faq:origins:pack-wonders-return-hand @editions:v1.2-v1.4
    Example: Pack of Wonders may return Alice's facedown card at the Bridge, but not the card with Hidden in her trash
      Given Alice has a Pack of Wonders in her base
      And Alice has a facedown Hidden Blade at the Bridge
      And Alice has a Pakaa Cub in her trash
      When Alice activates her Pack of Wonders
      Then Alice is asked to choose targets among her Shipyard Skulker and her Hidden Blade
      When Alice chooses her Hidden Blade
      And Alice passes
      And Bob passes
      Then Alice's Hidden Blade is in Alice's hand
      And Alice's Pakaa Cub is in Alice's trash

  Rule: 811.6 A hidden card has Reaction while facedown

    @rule:811.6
    Example: Alice plays her hidden Pakaa Cub on Bob's turn, in answer to his spell
      Given it is Bob's main phase
      And a test spell "Insight" costing 1 and text "Draw 2."
      And Alice has a facedown Pakaa Cub at the Bridge
      And Bob has an Insight in his hand
      And Bob has 1 Energy in his rune pool
      And Bob has 2 cards in his main deck
      When Bob plays his Insight
      And Bob passes
      And From hiding, Alice plays her Pakaa Cub
      Then Alice's Pakaa Cub is at the Bridge
      And Alice's Pakaa Cub is face up
      And Bob's Insight is on the chain

    @rule:811.6 @rule:337.2 @rule:340.4 @rule:339.1
    Example: Alice's hidden Pakaa Cub, played in answer to Bob's spell, enters at once; Bob, whose spell is then the newest item, gets priority and both must pass again
      Given it is Bob's main phase
      And a test spell "Insight" costing 1 and text "Draw 2."
      And Alice has a facedown Pakaa Cub at the Bridge
      And Bob has an Insight in his hand
      And Bob has 1 Energy in his rune pool
      And Bob has 2 cards in his main deck
      When Bob plays his Insight
      And Bob passes
      And From hiding, Alice plays her Pakaa Cub
      Then Alice's Pakaa Cub is at the Bridge
      And Bob's Insight is on the chain
      And Bob has priority
      When Bob passes
      Then Bob's Insight is on the chain
      And Alice has priority
      When Alice passes
      Then Bob's Insight is in Bob's trash
      And Bob's hand holds 2 cards

    @rule:811.6 @rule:383.4.a.2 @rule:340.4
    Example: Alice's hidden Lurker, played in answer to Bob's spell, enters at once and its play effect goes above his spell, resolving first
      Given it is Bob's main phase
      And a test spell "Insight" costing 1 and text "Draw 2."
      And a test unit "Lurker" costing 2 with 2 Might and text "[Hidden]\nWhen you play me, draw 1."
      And Alice has a facedown Lurker at the Bridge
      And Alice has 2 cards in her main deck
      And Bob has an Insight in his hand
      And Bob has 1 Energy in his rune pool
      And Bob has 2 cards in his main deck
      When Bob plays his Insight
      And Bob passes
      And From hiding, Alice plays her Lurker
      Then Alice's Lurker is at the Bridge
      And the chain holds Bob's Insight, then Alice's Lurker
      And Alice has priority
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Bob's Insight is on the chain
      And Bob has priority
      When Bob passes
      And Alice passes
      Then Bob's hand holds 2 cards

  Rule: 811.6.a That a facedown card may react is not shown to the other player

    @rule:811.6.a
    Example: While Bob's spell waits and Alice may answer it with her hidden card, Bob still does not see that card's face
      Given it is Bob's main phase
      And a test spell "Insight" costing 1 and text "Draw 2."
      And Alice has a facedown Pakaa Cub at the Bridge
      And Bob has an Insight in his hand
      And Bob has 1 Energy in his rune pool
      And Bob has 2 cards in his main deck
      When Bob plays his Insight
      And Bob passes
      Then Alice has priority
      And Alice sees the face of Alice's Pakaa Cub
      And Bob does not see the face of Alice's Pakaa Cub
      And a spectator does not see the face of Alice's Pakaa Cub
