@edition:v1.4
Feature: Triggered abilities (rules 382–385)

  Background:
    Given a battlefield called the Bridge
    And a test gear "Dawn Bell" costing 0 and text "At the start of your Beginning Phase, draw 1."
    And a test gear "Muse" costing 0 and text "When you play a spell, draw 1."
    And a test gear "Curfew Bell" costing 0 and text "At the end of turn, draw 1."
    And a test spell "Insight" costing 1 and text "Draw 2."
    And a test unit "Squire" costing 1 with 1 Might
    And a test gear "Lark" costing 0 and text "At the start of your Beginning Phase, draw 1."

  @rule:382 @waived:heading
  Rule: 382 Triggered abilities

  Rule: 383 A triggered ability happens whenever its condition is met

    @rule:383 @rule:383.1 @rule:383.2 @rule:383.2.a @rule:383.2.b @rule:419.4
    Example: Alice's Muse draws one card for each spell she plays
      Given it is Alice's main phase
      And Alice has a Muse in her base
      And Alice has an Insight in her hand
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 8 cards in her main deck
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 3 times
      And the chain is empty
      When Alice plays her Insight 2
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 6 times
      And the chain is empty

    @rule:383
    Example: Alice's Sentry dies in the combat it loses: its "When I die in combat" triggers, its "When I hold" does not
      Given it is Alice's main phase
      And a test unit "Sentry" costing 0 with 1 Might and text "When I die in combat, draw 1.\nWhen I hold, draw 1."
      And a test unit "Wall" costing 0 with 9 Might
      And the Bridge is controlled by Bob
      And Bob has a Wall at the Bridge
      And Alice has a Sentry in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Sentry to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Sentry is in Alice's trash
      And the chain holds Alice's Sentry
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty

    @rule:383
    Example: Alice's Martyr dies in the combat it loses: its two-verb "When I die in combat or defend" triggers for the death
      Given it is Alice's main phase
      And a test unit "Martyr" costing 0 with 1 Might and text "When I die in combat or defend, draw 1."
      And a test unit "Wall" costing 0 with 9 Might
      And the Bridge is controlled by Bob
      And Bob has a Wall at the Bridge
      And Alice has a Martyr in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Martyr to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Martyr is in Alice's trash
      And the chain holds Alice's Martyr

    @rule:383
    Example: Alice's Warrior dies in the combat it loses: its "When I die in combat or when I hold" triggers for the death
      Given it is Alice's main phase
      And a test unit "Warrior" costing 0 with 1 Might and text "When I die in combat or when I hold, draw 1."
      And a test unit "Wall" costing 0 with 9 Might
      And the Bridge is controlled by Bob
      And Bob has a Wall at the Bridge
      And Alice has a Warrior in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Warrior to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Warrior is in Alice's trash
      And the chain holds Alice's Warrior
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty

    @rule:383
    Example: The Homebody leaving Alice's base and the Wanderer coming back to it set off neither: each watches its own direction only
      Given it is Alice's main phase
      And a test unit "Wanderer" costing 0 with 1 Might and text "When I move from base, draw 1."
      And a test unit "Homebody" costing 0 with 1 Might and text "When I move to base, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Wanderer at the Bridge
      And Alice has a Homebody in her base
      When Alice moves her Homebody to the Bridge
      Then no triggered event happened for Alice's Homebody
      When Alice moves her Wanderer to her base
      Then no triggered event happened for Alice's Wanderer
      And the chain is empty

    @rule:383
    Example: Alice's units watching their own moves: leaving her base sets off the Wanderer, coming back to it the Homebody; the Scorer's "When I score" is no move
      Given it is Alice's main phase
      And a test unit "Wanderer" costing 0 with 1 Might and text "When I move from base, draw 1."
      And a test unit "Homebody" costing 0 with 1 Might and text "When I move to base, draw 1."
      And a test unit "Scorer" costing 0 with 1 Might and text "When I score, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Homebody at the Bridge
      And Alice has a Wanderer in her base
      And Alice has a Scorer in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Wanderer and her Scorer to the Bridge
      Then the chain holds Alice's Wanderer
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty
      When Alice moves her Homebody to her base
      Then the chain holds Alice's Homebody
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And no triggered event happened for Alice's Scorer

    @rule:383
    Example: Bob's Guard, defending alone, triggers as the combat begins and then dies in it: being alone is no death in combat, so it does not trigger again
      Given it is Alice's main phase
      And a test unit "Guard" costing 0 with 1 Might and text "When I defend alone, draw 1."
      And a test unit "Wall" costing 0 with 9 Might
      And the Bridge is controlled by Bob
      And Bob has a Guard at the Bridge
      And Alice has a Wall in her base
      And Bob has 3 cards in his main deck
      When Alice moves her Wall to the Bridge
      Then the chain holds Bob's Guard
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      When Alice passes
      And Bob passes
      Then Bob's Guard is in Bob's trash
      And the chain is empty
      And Bob drew 1 time

    @rule:383
    Example: Alice's Almanac, "When you play me or at the start of your Beginning Phase", triggers as her Beginning Phase starts
      Given it is Alice's turn, at the start of the beginning phase
      And a test gear "Almanac" costing 0 and text "When you play me or at the start of your Beginning Phase, draw 1."
      And Alice has an Almanac in her base
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Almanac
      And Alice drew 0 times

    @rule:383.2 @rule:383.2.a
    Example: Bob's Echo answers a spell Alice plays, while his Muse watches only his own spells
      Given it is Alice's main phase
      And a test gear "Echo" costing 0 and text "When an opponent plays a spell, draw 1."
      And Bob has an Echo in his base
      And Bob has a Muse in his base
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then the chain holds Bob's Echo
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice drew 2 times
      And the chain is empty

    @rule:383.2 @rule:383.2.a @rule:383.4.c @rule:383.4.c.2 @rule:383.4.c.2.a
    Example: The unit that conquers meets its "When I conquer"; the same text on a unit at base does not
      Given it is Alice's main phase
      And a test unit "Scout" costing 1 with 1 Might and text "When I conquer, draw 1."
      And a test unit "Lookout" costing 1 with 1 Might and text "When I conquer, draw 1."
      And Alice has a Scout in her base
      And Alice has a Lookout in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Scout to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Scout
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty

    @rule:383.2.a
    Example: "When you play a unit or a spell" is met by Alice's spell as well as by her unit
      Given it is Alice's main phase
      And a test gear "Crier" costing 0 and text "When you play a unit or a spell, draw 1."
      And a test spell "Ping" costing 0
      And a test unit "Page" costing 0 with 1 Might
      And Alice has a Crier in her base
      And Alice has a Ping in her hand
      And Alice has a Page in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Ping
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Crier
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
      When Alice plays her Page
      Then the chain holds Alice's Crier
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 2 times

    @rule:383.2.a
    Example: "When you play a spell or use an ability" is met by Alice's spell alone: her Lamp draws her one card
      Given it is Alice's main phase
      And a test gear "Lamp" costing 0 and text "When you play a spell or use an ability, draw 1."
      And a test spell "Ping" costing 0
      And Alice has a Lamp in her base
      And Alice has a Ping in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Ping
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Lamp
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:383.2.a
    Example: "When you play a spell or draw your second card each turn" is met by Alice's second draw alone, from her Well, with no spell played
      Given it is Alice's main phase
      And a test unit "Reader" costing 0 with 2 Might and text "When you play a spell or draw your second card each turn, give me +1 :rb_might: this turn."
      And a test gear "Well" costing 0 and text ":rb_energy_1:: Draw 1."
      And Alice has a Reader in her base
      And Alice has a Well in her base
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Well
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty
      When Alice activates her Well
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain holds Alice's Reader
      When Alice passes
      And Bob passes
      Then Alice's Reader's Might is 3

    @rule:383.2.a
    Example: "When an opponent plays a spell or moves to a battlefield" is met by Bob's move alone
      Given it is Bob's main phase
      And a test unit "Lookout" costing 0 with 1 Might and text "When an opponent plays a spell or moves to a battlefield, draw 1."
      And Alice has a Lookout in her base
      And Bob has a Stalwart Poro in his base
      And Alice has 2 cards in her main deck
      When Bob moves his Stalwart Poro to the Bridge
      Then the chain holds Alice's Lookout
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2 @rule:383.2.a
    Example: Playing a unit does not meet a condition about spells
      Given it is Alice's main phase
      And Alice has a Muse in her base
      And Alice has a Squire in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Squire
      Then Alice's Squire is in Alice's base
      And the chain is empty
      And Alice drew 0 times

    @rule:383.1
    Example: "At" a point of the turn: the Dawn Bell triggers at the start of Alice's beginning phase
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Dawn Bell in her base
      And Alice has 2 cards in her main deck
      Then the chain holds Alice's Dawn Bell
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:383.1
    Example: The point named is the start of its controller's beginning phase: Bob's Dawn Bell stays quiet on Alice's turn
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Dawn Bell in her base
      And Bob has a Dawn Bell in his base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      Then the chain holds Alice's Dawn Bell
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Bob's hand holds 0 cards

    @rule:383.2.a
    Example: "The first time I move each turn" meets its condition on the Courier's first move only
      Given it is Alice's main phase
      And a test unit "Courier" costing 0 with 2 Might and text "The first time I move each turn, draw 1."
      And a test spell "Hop" costing 0 and text "Move a friendly unit."
      And the Bridge is controlled by Alice
      And Alice has a Courier in her base
      And Alice has a Hop in her hand
      And Alice has 3 cards in her main deck
      When Alice moves her Courier to the Bridge
      Then the chain holds Alice's Courier
      And these events happened in order:
        | triggered        | Alice's Courier |
        | chain-item-added | Alice's Courier |
      When Alice passes
      And Bob passes
      Then Alice's hand holds 2 cards
      And the chain is empty
      When Alice plays her Hop
      And Alice chooses her Courier
      And Alice chooses base
      And Alice passes
      And Bob passes
      Then Alice's Courier is in Alice's base
      And the chain is empty
      And Alice's hand holds 1 card

    @rule:383.2.a
    Example: The Courier's first move of the turn, made by a spell that then asks a question, meets the condition, though another unit moved before
      Given it is Alice's main phase
      And a test unit "Courier" costing 0 with 2 Might and text "The first time I move each turn, draw 1."
      And a test unit "Page" costing 0 with 1 Might
      And a test spell "Skip" costing 0 and text "Move a friendly unit. You may pay :rb_energy_1:. If you do, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Page in her base
      And Alice has a Courier in her base
      And Alice has a Skip in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice moves her Page to the Bridge
      And Alice plays her Skip
      And Alice chooses her Courier
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then Alice's Courier is at the Bridge
      And the chain holds Alice's Courier
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a
    Example: Lucian, Merciless readies after his first conquest of the turn, and not after his second
      Given it is Alice's main phase
      And a battlefield called the Ford
      And a test spell "Hop" costing 0 and text "Move a friendly unit."
      And Alice has a Lucian, Merciless in her base
      And Alice has a Hop in her hand
      When Alice moves her Lucian, Merciless to the Bridge
      And Alice passes
      And Bob passes
      Then Alice conquered 1 time
      And the chain holds Alice's Lucian, Merciless
      When Alice passes
      And Bob passes
      Then Alice's Lucian, Merciless is ready
      When Alice plays her Hop
      And Alice chooses her Lucian, Merciless
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's Lucian, Merciless is at the Ford
      And Alice conquered 2 times
      And the chain is empty

    @rule:383.2.a
    Example: Jayce, Brilliant Inventor sees Alice's first gear of the turn, and not her second
      Given it is Alice's main phase
      And a test gear "Cog" costing 0
      And a test gear "Spring" costing 0
      And a test unit "Tinker" costing 0 with 1 Might
      And Alice has a Jayce, Brilliant Inventor in her base
      And a test unit "Smith" costing 0 with 1 Might
      And Alice has an exhausted Tinker in her base
      And Alice has an exhausted Smith in her base
      And Alice has a Cog in her hand
      And Alice has a Spring in her hand
      When Alice plays her Cog
      Then Alice's Cog is in Alice's base
      And the chain holds Alice's Jayce, Brilliant Inventor
      When Alice chooses yes
      And Alice chooses Alice's Tinker
      And Alice passes
      And Bob passes
      Then Alice's Tinker is ready
      When Alice plays her Spring
      Then Alice's Spring is in Alice's base
      And the chain is empty
      And Alice's Smith is exhausted

    @rule:383.2.a
    Example: "The first time you play a non-token gear each turn or when you play me": Alice's Tinker, played from her hand, draws her a card by its second condition
      Given it is Alice's main phase
      And a test unit "Tinker" costing 0 with 1 Might and text "The first time you play a non-token gear each turn or when you play me, draw 1."
      And Alice has a Tinker in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Tinker
      Then Alice's Tinker is in Alice's base
      And the chain holds Alice's Tinker
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:383.2.a
    Example: "When I attack or you play me from face down": Alice's Ambusher played from her hand meets neither condition and draws nothing
      Given it is Alice's main phase
      And a test unit "Ambusher" costing 0 with 1 Might and text "When I attack or you play me from face down, draw 1."
      And Alice has an Ambusher in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Ambusher
      Then Alice's Ambusher is in Alice's base
      And the chain is empty
      And no triggered event happened for Alice's Ambusher
      And Alice drew 0 times

    @rule:383.2.a
    Example: "The first time you play a non-token gear each turn or when you play me from face down": Alice's Prowler, played from her hand, meets neither condition
      Given it is Alice's main phase
      And a test unit "Prowler" costing 0 with 1 Might and text "[Hidden]\nThe first time you play a non-token gear each turn or when you play me from face down, draw 1."
      And Alice has a Prowler in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Prowler
      Then Alice's Prowler is in Alice's base
      And the chain is empty
      And no triggered event happened for Alice's Prowler
      And Alice drew 0 times

    @rule:383.2.a
    Example: A gear Bob played earlier in Alice's turn leaves her Jayce, Brilliant Inventor's first non-token gear of the turn still to come
      Given it is Alice's main phase
      And a test gear "Cog" costing 0
      And a test gear "Snare" costing 0 and text "[Reaction]"
      And a test spell "Ping" costing 0
      And a test unit "Tinker" costing 0 with 1 Might
      And Alice has a Jayce, Brilliant Inventor in her base
      And Alice has an exhausted Tinker in her base
      And Alice has a Ping in her hand
      And Alice has a Cog in her hand
      And Bob has a Snare in his hand
      When Alice plays her Ping
      And Alice passes
      And Bob plays his Snare
      Then Bob's Snare is in Bob's base
      When Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Cog
      Then Alice's Cog is in Alice's base
      And the chain holds Alice's Jayce, Brilliant Inventor
      When Alice chooses yes
      And Alice chooses Alice's Tinker
      And Alice passes
      And Bob passes
      Then Alice's Tinker is ready

    @rule:383.2.a
    Example: A unit Alice played earlier in the turn leaves Jayce, Brilliant Inventor's first non-token gear of the turn still to come
      Given it is Alice's main phase
      And a test gear "Cog" costing 0
      And a test unit "Page" costing 0 with 1 Might
      And a test unit "Tinker" costing 0 with 1 Might
      And Alice has a Jayce, Brilliant Inventor in her base
      And Alice has an exhausted Tinker in her base
      And Alice has a Page in her hand
      And Alice has a Cog in her hand
      When Alice plays her Page
      Then Alice's Page is in Alice's base
      And the chain is empty
      When Alice plays her Cog
      Then Alice's Cog is in Alice's base
      And the chain holds Alice's Jayce, Brilliant Inventor
      When Alice chooses yes
      And Alice chooses Alice's Tinker
      And Alice passes
      And Bob passes
      Then Alice's Tinker is ready

    @rule:383.2.a
    Example: "The third time I move in a turn" waits for the Whirler's third move
      Given it is Alice's main phase
      And a test unit "Whirler" costing 0 with 2 Might and text "The third time I move in a turn, draw 1."
      And a test spell "Hop" costing 0 and text "Move a friendly unit."
      And the Bridge is controlled by Alice
      And a test spell "Leap" costing 0 and text "Move a friendly unit."
      And Alice has a Whirler in her base
      And Alice has a Hop in her hand
      And Alice has a Leap in her hand
      And Alice has 3 cards in her main deck
      When Alice moves her Whirler to the Bridge
      Then the chain is empty
      When Alice plays her Hop
      And Alice chooses her Whirler
      And Alice chooses base
      And Alice passes
      And Bob passes
      Then Alice's Whirler is in Alice's base
      And the chain is empty
      When Alice plays her Leap
      And Alice chooses her Whirler
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Whirler
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And the chain is empty

    @rule:383.2.a
    Example: "When I move to a battlefield" triggers as the Drummer arrives at the Bridge, not as it goes back to base
      Given it is Alice's main phase
      And a test unit "Drummer" costing 1 with 1 Might and text "When I move to a battlefield, draw 1."
      And Alice has a Drummer in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Drummer to the Bridge
      Then the chain holds Alice's Drummer
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty

    @rule:383.2.a
    Example: The Drummer moving from the Bridge to its base does not meet "When I move to a battlefield"
      Given it is Alice's main phase
      And a test unit "Drummer" costing 1 with 1 Might and text "When I move to a battlefield, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Drummer at the Bridge
      And Alice has 3 cards in her main deck
      When Alice moves her Drummer to her base
      Then Alice's Drummer is in Alice's base
      And no triggered event happened for Alice's Drummer
      And the chain is empty

    @rule:383.2.a
    Example: A base is a location too: "When I move to a location" triggers as the Rover goes home from the Bridge, as it does going out to a battlefield
      Given it is Alice's main phase
      And a test unit "Rover" costing 1 with 1 Might and text "When I move to a location, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Rover at the Bridge
      And Alice has a Rover in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Rover to her base
      Then the chain holds Alice's Rover
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice moves her Rover 2 to the Bridge
      Then the chain holds Alice's Rover 2
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain is empty

    @rule:383.2.a
    Example: "When I move from a battlefield" triggers as Alice's Scout leaves the Bridge for her base, not as her other Scout leaves her base for the Bridge
      Given it is Alice's main phase
      And a test unit "Scout" costing 1 with 1 Might and text "When I move from a battlefield, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Scout in her base
      And Alice has a Scout at the Bridge
      And Alice has 3 cards in her main deck
      When Alice moves her Scout 2 to her base
      Then the chain holds Alice's Scout 2
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice moves her Scout to the Bridge
      Then Alice's Scout is at the Bridge
      And no triggered event happened for Alice's Scout
      And the chain is empty
      And Alice drew 1 time

    @rule:383.2.a
    Example: "When I move from my battlefield" names the battlefield the Strider stands at: it triggers for the one leaving the Bridge, not for the one leaving Alice's base
      Given it is Alice's main phase
      And a test unit "Strider" costing 1 with 1 Might and text "When I move from my battlefield, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Strider in her base
      And Alice has a Strider at the Bridge
      And Alice has 3 cards in her main deck
      When Alice moves her Strider to the Bridge
      Then Alice's Strider is at the Bridge
      And no triggered event happened for Alice's Strider
      And the chain is empty
      When Alice moves her Strider 2 to her base
      Then the chain holds Alice's Strider 2
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a @rule:411.1 @rule:411.4
    Example: Alice's spell readies her Sprinter: "When you ready me" triggers; Bob readying it with his spell does not
      Given it is Alice's main phase
      And a test unit "Sprinter" costing 1 with 1 Might and text "When you ready me, draw 1."
      And a test spell "Second Wind" costing 0 and text "[Action]\nReady a unit."
      And Alice has an exhausted Sprinter in her base
      And Alice has a Second Wind in her hand
      And Bob has a Second Wind in his hand
      And Alice has 3 cards in her main deck
      When Alice plays her Second Wind
      And Alice chooses her Sprinter
      And Alice passes
      And Bob passes
      Then Alice's Sprinter is ready
      And the chain holds Alice's Sprinter
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a @rule:411.1 @rule:411.4
    Example: Bob's spell readies Alice's Sprinter: Bob is responsible for that, so "When you ready me" stays quiet
      Given it is Bob's main phase
      And a test unit "Sprinter" costing 1 with 1 Might and text "When you ready me, draw 1."
      And a test spell "Second Wind" costing 0 and text "[Action]\nReady a unit."
      And Alice has an exhausted Sprinter in her base
      And Bob has a Second Wind in his hand
      And Alice has 3 cards in her main deck
      When Bob plays his Second Wind
      And Bob chooses Alice's Sprinter
      And Bob passes
      And Alice passes
      Then Alice's Sprinter is ready
      And no triggered event happened for Alice's Sprinter
      And the chain is empty

    @rule:383.2.a @rule:411.1
    Example: "When you ready me or stun one or more enemy units": Alice's spell stunning Bob's Footman sets off Tinker through its second half
      Given it is Alice's main phase
      And a test unit "Tinker" costing 1 with 1 Might and text "When you ready me or stun one or more enemy units, draw 1."
      And a test unit "Footman" costing 0 with 3 Might
      And a test spell "Jolt" costing 0 and text "[Action]\nStun a unit."
      And Alice has a Tinker in her base
      And Bob has a Footman in his base
      And Alice has a Jolt in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Jolt
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is stunned
      And the chain holds Alice's Tinker
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty

    @rule:383.2.a @rule:383.4.b
    Example: "When you choose or ready me" triggers when Alice's spell chooses her Duelist
      Given it is Alice's main phase
      And a test unit "Duelist" costing 1 with 1 Might and text "When you choose or ready me, draw 1."
      And a test spell "Hearten" costing 0 and text "Give a unit +1 :rb_might: this turn."
      And Alice has a Duelist at the Bridge
      And Alice has a Hearten in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Hearten
      And Alice chooses her Duelist
      Then the chain holds Alice's Hearten, then Alice's Duelist
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a
    Example: "When you attach an Equipment to me" triggers for the unit Serrated Dirk is attached to, not for another
      Given it is Alice's main phase
      And a test unit "Armsman" costing 1 with 1 Might and text "When you attach an Equipment to me, draw 1."
      And Alice has an Armsman at the Bridge
      And Alice has a Stalwart Poro at the Bridge
      And Alice has a Serrated Dirk in her base
      And Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 2 fury Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Stalwart Poro
      And no triggered event happened for Alice's Armsman
      When Alice activates her Serrated Dirk 2
      And Alice chooses Alice's Armsman
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk 2 was attached to Alice's Armsman
      And the chain holds Alice's Armsman
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.1
    Example: "At the start of your turn" triggers as Alice's turn begins, and Bob's copy of it waits for his turn
      Given it is Alice's turn, at the start of the awaken phase
      And a test gear "Sunrise Horn" costing 0 and text "At the start of your turn, draw 1."
      And Alice has a Sunrise Horn in her base
      And Bob has a Sunrise Horn in his base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      Then the chain holds Alice's Sunrise Horn
      When Alice passes
      And Bob passes
      Then these events happened in order:
        | drew        | Alice     |
        | phase-began | beginning |
      And Bob drew 0 times

  Rule: 383.1.b A "first time" condition met by several things at once triggers only once

    @rule:383.1.b @faq:origins:first-time-unit-dies-turn-actually
    Example: Two of Bob's units die together in combat, and his Mourner draws him one card, not two
      Given it is Alice's main phase
      And a test unit "Mourner" costing 0 with 2 Might and text "The first time a friendly unit dies each turn, draw 1."
      And Bob has a Mourner in his base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Playful Phantom in her base
      When Alice moves her Playful Phantom to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Bob's Recruit (NX) 2 is in Bob's trash
      And the chain holds Bob's Mourner
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      And the chain is empty
      And Alice controls the Bridge

    @rule:383.1
    Example: Once a friendly unit has died this turn, the next death draws Bob nothing
      Given it is Alice's main phase
      And a test unit "Mourner" costing 0 with 2 Might and text "The first time a friendly unit dies each turn, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Bob has a Mourner in his base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Squire at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      When Alice plays her Smite
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then the chain holds Bob's Mourner
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      When Alice plays her Smite 2
      And Alice chooses Bob's Squire
      And Alice passes
      And Bob passes
      Then Bob's Squire is in Bob's trash
      And the chain is empty
      And Bob's hand holds 1 card

    @rule:383.1
    Example: "The first time a friendly unit you control dies each turn" triggers when Smite kills Alice's own unit
      Given it is Alice's main phase
      And a test unit "Mourner" costing 0 with 2 Might and text "The first time a friendly unit you control dies each turn, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Mourner in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Smite in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And the chain holds Alice's Mourner
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:383.1
    Example: Alice's first friendly death of the turn sets off her "another friendly unit" Vigil once, and not her Runner, whose first time is its own first move
      Given it is Alice's main phase
      And a test gear "Vigil" costing 0 and text "The first time another friendly unit you control dies each turn, draw 1."
      And a test unit "Runner" costing 0 with 2 Might and text "The first time I move each turn, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Vigil in her base
      And Alice has a Runner in her base
      And Alice has a Squire in her base
      And Alice has a Squire in her base
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Alice's Squire
      And Alice passes
      And Bob passes
      Then Alice's Squire is in Alice's trash
      And the chain holds Alice's Vigil
      And no triggered event happened for Alice's Runner
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
      When Alice plays her Smite 2
      And Alice chooses Alice's Squire 2
      And Alice passes
      And Bob passes
      Then Alice's Squire 2 is in Alice's trash
      And the chain is empty
      And Alice drew 1 time
      And no triggered event happened for Alice's Runner

    @rule:383.1 @rule:178.1.a.1
    Example: Only the first non-token unit Alice plays to a watching battlefield in a turn, here a gear that is also a unit, sends her other unit there back to base
      Given a test battlefield "Spring" with text "The first time a player plays a non-token unit here each turn, they may move another unit they control here to its base."
      And a Spring battlefield called the Spring
      And the Spring is controlled by Alice
      And a test unit "Footman" costing 0 with 1 Might
      And a test gear "Golem" costing 0 with 3 Might
      And the test card "Golem" is also a unit
      And Alice has a Footman at the Spring
      And Alice has a Golem in her hand
      And Alice has a Footman in her hand
      When Alice plays her Golem
      Then Alice is asked to choose a battlefield among base and the Spring
      When Alice chooses the Spring
      Then the chain holds the Spring
      And the triggered event for the Spring cites rule 190.6.c
      When Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's Footman is in Alice's base
      And Alice's Golem is at the Spring
      When Alice plays her Footman 2
      And Alice chooses the Spring
      Then the chain is empty
      And Alice's Footman 2 is at the Spring
      And Alice's Golem is at the Spring

    @rule:383.1
    Example: Bob's unit died first this turn; Alice's own unit, killed by her spell that then asks her a question, is still her first friendly death
      Given it is Alice's main phase
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And a test spell "Culling" costing 0 and text "Kill a unit. You may pay :rb_energy_1:. If you do, draw 1."
      And a test unit "Watcher" costing 0 with 1 Might and text "The first time a friendly unit dies each turn, draw 1."
      And a test unit "Footman" costing 0 with 1 Might
      And Bob has a Footman in his base
      And Alice has a Watcher in her base
      And Alice has a Footman in her base
      And Alice has a Smite in her hand
      And Alice has a Culling in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      When Alice plays her Culling
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then Alice's Footman is in Alice's trash
      And the chain holds Alice's Watcher
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.1 @rule:740.1.a
    Example: In 2v2 the death of her teammate Carol's unit is Alice's first friendly death of the turn; her own unit's after it is not
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test unit "Watcher" costing 0 with 1 Might and text "The first time a friendly unit dies each turn, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And a test unit "Footman" costing 0 with 1 Might
      And Alice has a Watcher in her base
      And Carol has a Footman in her base
      And Alice has a Footman in her base
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Carol's Footman
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Carol's Footman is in Carol's trash
      And the chain holds Alice's Watcher
      When Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice drew 1 time
      When Alice plays her Smite 2
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice's Footman is in Alice's trash
      And the chain is empty
      And Alice drew 1 time

    @rule:383.1 @rule:740.1.a
    Example: In 2v2 the death of Bob's unit is no friendly death for Alice or Carol; Alice's unit's is a friendly death for both, and each of their Watchers triggers
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test unit "Watcher" costing 0 with 1 Might and text "The first time a friendly unit dies each turn, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And a test unit "Footman" costing 0 with 1 Might
      And Alice has a Watcher in her base
      And Carol has a Watcher in her base
      And Bob has a Footman in his base
      And Alice has a Footman in her base
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      And Alice has 3 cards in her main deck
      And Carol has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Bob's Footman is in Bob's trash
      And the chain is empty
      When Alice plays her Smite 2
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice's Footman is in Alice's trash
      And the chain holds Alice's Watcher, then Carol's Watcher

    @rule:383.1 @rule:740.1.a
    Example: In 2v2, once Alice's unit has died, Carol's own unit dying later in the turn is no first friendly death for Carol's Watcher
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test unit "Watcher" costing 0 with 1 Might and text "The first time a friendly unit dies each turn, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And a test unit "Footman" costing 0 with 1 Might
      And Carol has a Watcher in her base
      And Alice has a Footman in her base
      And Carol has a Footman in her base
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      And Carol has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then the chain holds Carol's Watcher
      When Carol passes
      And Dave passes
      And Alice passes
      And Bob passes
      Then Carol drew 1 time
      When Alice plays her Smite 2
      And Alice chooses Carol's Footman
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Carol's Footman is in Carol's trash
      And the chain is empty
      And Carol drew 1 time

    @rule:383.1
    Example: Alice's and Bob's units die together: each player's Watcher sees its own side's first death, not the other side's
      Given it is Alice's main phase
      And a test unit "Watcher" costing 0 with 1 Might and text "The first time a friendly unit dies each turn, draw 1."
      And a test spell "Culling" costing 0 and text "Kill up to two units."
      And a test unit "Footman" costing 0 with 1 Might
      And Alice has a Watcher in her base
      And Bob has a Watcher in his base
      And Alice has a Footman in her base
      And Bob has a Footman in his base
      And Alice has a Culling in her hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Culling
      And Alice chooses her Footman and Bob's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And Bob's Footman is in Bob's trash
      And the chain holds Alice's Watcher, then Bob's Watcher

    @rule:383.1.b
    Example: Both of Alice's Squires die to the Frozen Fortress during her Beginning Phase, and her Shard draws her one card; two deaths later in the turn draw none
      Given it is Alice's turn, at the start of the beginning phase
      And a Frozen Fortress battlefield called the Fortress
      And a test gear "Shard" costing 0 and text "The first time a friendly unit dies during your Beginning Phase each turn, draw 1."
      And a test spell "Cull" costing 0 and text "Kill up to two units."
      And the Fortress is controlled by Alice
      And Alice has a Shard in her base
      And Alice has a Squire at the Fortress
      And Alice has a Squire at the Fortress
      And Alice has a Squire in her base
      And Alice has a Squire in her base
      And Alice has a Cull in her hand
      And Alice has 3 cards in her main deck
      Then the chain holds the Fortress
      When Alice passes
      And Bob passes
      Then Alice's Squire is in Alice's trash
      And Alice's Squire 2 is in Alice's trash
      And the chain holds Alice's Shard
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 2 times
      And the chain is empty
      When Alice plays her Cull
      And Alice chooses Alice's Squire 3 and Alice's Squire 4
      And Alice passes
      And Bob passes
      Then Alice's Squire 3 is in Alice's trash
      And Alice's Squire 4 is in Alice's trash
      And the chain is empty
      And Alice drew 2 times

    @rule:383.1.b
    Example: Alice's Reaction kills her Squire in her Beginning Phase, and her Shard draws her a card; the Fortress's kill after it in that phase is no first death
      Given it is Alice's turn, at the start of the beginning phase
      And a Frozen Fortress battlefield called the Fortress
      And a test gear "Shard" costing 0 and text "The first time a friendly unit dies during your Beginning Phase each turn, draw 1."
      And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And the Fortress is controlled by Alice
      And Alice has a Shard in her base
      And Alice has a Squire at the Fortress
      And Alice has a Squire in her base
      And Alice has a Snuff in her hand
      And Alice has 3 cards in her main deck
      Then the chain holds the Fortress
      When Alice plays her Snuff
      And Alice chooses Alice's Squire 2
      And Alice passes
      And Bob passes
      Then Alice's Squire 2 is in Alice's trash
      And the chain holds the Fortress, then Alice's Shard
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice passes
      And Bob passes
      Then Alice's Squire is in Alice's trash
      And the game is in the main phase
      And the chain is empty
      And Alice drew 2 times

    @rule:383.1.b
    Example: After Alice's Reaction kills Bob's Squire in her Beginning Phase, her Reaction that asks a question after killing her own Squire is her first friendly death there: her Shard triggers
      Given it is Alice's turn, at the start of the beginning phase
      And a Frozen Fortress battlefield called the Fortress
      And a test unit "Warden" costing 0 with 3 Might
      And a test gear "Shard" costing 0 and text "The first time a friendly unit dies during your Beginning Phase each turn, draw 1."
      And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And a test spell "Dear Snuff" costing 0 and text "[Reaction]\nKill a unit. You may pay :rb_energy_1:. If you do, draw 1."
      And the Fortress is controlled by Alice
      And Alice has a Shard in her base
      And Alice has a Warden at the Fortress
      And Alice has a Squire in her base
      And Bob has a Squire in his base
      And Alice has a Snuff in her hand
      And Alice has a Dear Snuff in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      Then the chain holds the Fortress
      When Alice plays her Snuff
      And Alice chooses Bob's Squire
      And Alice passes
      And Bob passes
      Then Bob's Squire is in Bob's trash
      And the chain holds the Fortress
      When Alice plays her Dear Snuff
      And Alice chooses Alice's Squire
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's Squire is in Alice's trash
      And Alice drew 1 time
      And the chain holds the Fortress, then Alice's Shard

    @rule:383.1.b
    Example: Bob's Squire dies at the start of Alice's Beginning Phase, which is not his: his Shard stays quiet
      Given it is Alice's turn, at the start of the beginning phase
      And a Frozen Fortress battlefield called the Fortress
      And a test gear "Shard" costing 0 and text "The first time a friendly unit dies during your Beginning Phase each turn, draw 1."
      And the Fortress is controlled by Bob
      And Bob has a Shard in his base
      And Bob has a Squire at the Fortress
      And Bob has 3 cards in his main deck
      Then the chain holds the Fortress
      When Bob passes
      And Alice passes
      Then Bob's Squire is in Bob's trash
      And the chain is empty
      And no triggered event happened for Bob's Shard
      And Bob drew 0 times

    @rule:383.1.b
    Example: A friendly unit dying in Alice's Main Phase is not one dying during her Beginning Phase: her Shard stays quiet
      Given it is Alice's main phase
      And a test gear "Shard" costing 0 and text "The first time a friendly unit dies during your Beginning Phase each turn, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Shard in her base
      And Alice has a Squire in her base
      And Alice has a Smite in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Alice's Squire
      And Alice passes
      And Bob passes
      Then Alice's Squire is in Alice's trash
      And the chain is empty
      And no triggered event happened for Alice's Shard
      And Alice drew 0 times

    @rule:383.1 @rule:383.1.b
    Example: Each player's Mourner counts only its own side's deaths: a combat that kills a unit of each side triggers both, once each
      Given it is Alice's main phase
      And a test unit "Mourner" costing 0 with 2 Might and text "The first time a friendly unit dies each turn, draw 1."
      And Alice has a Mourner in her base
      And Bob has a Mourner in his base
      And Alice has a Squire in her base
      And Bob has a Squire at the Bridge
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Squire to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Squire is in Alice's trash
      And Bob's Squire is in Bob's trash
      And the chain holds Alice's Mourner, then Bob's Mourner
      And the triggered event for Alice's Mourner cites rule 383.1.b
      When Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Bob's hand holds 1 card
      And the chain is empty

    @rule:383.1
    Example: Bob's unit dies and only Bob's Mourner triggers: Alice's, with no friendly death, stays quiet
      Given it is Alice's main phase
      And a test unit "Mourner" costing 0 with 2 Might and text "The first time a friendly unit dies each turn, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Mourner in her base
      And Bob has a Mourner in his base
      And Bob has a Squire at the Bridge
      And Alice has a Smite in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Smite
      And Alice chooses Bob's Squire
      And Alice passes
      And Bob passes
      Then Bob's Squire is in Bob's trash
      And the chain holds Bob's Mourner
      And the chain item of Bob's Mourner is Bob's
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      And Alice's hand holds 0 cards
      And the chain is empty
    @rule:383 @faq:rq-vegas-2026:volibear-imposing
    Example: Alice's spell moves Bob's Stalwart Poro to the Tower, and Alice's Volibear, Imposing at the Bridge draws her a card
      Given it is Alice's main phase
      And a test spell "Shove" costing 0 and text "Move an enemy unit to a battlefield."
      And a battlefield called the Tower
      And the Bridge is controlled by Alice
      And Alice has a Volibear, Imposing at the Bridge
      And Bob has a Stalwart Poro in his base
      And Alice has a Shove in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Shove
      And Alice chooses Bob's Stalwart Poro
      And Alice chooses the Tower
      And Alice passes
      And Bob passes
      Then Bob's Stalwart Poro is at the Tower
      And the chain holds Alice's Volibear, Imposing
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383 @faq:rq-vegas-2026:volibear-imposing
    Example: Bob moves two Stalwart Poros to the Tower in one move, and Alice's Volibear, Imposing draws her one card
      Given it is Bob's main phase
      And a battlefield called the Tower
      And the Bridge is controlled by Alice
      And Alice has a Volibear, Imposing at the Bridge
      And Bob has a Stalwart Poro in his base
      And Bob has a Stalwart Poro in his base
      And Alice has 2 cards in her main deck
      When Bob moves his Stalwart Poro and his Stalwart Poro 2 to the Tower
      Then the chain holds Alice's Volibear, Imposing
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383 @faq:rq-vegas-2026:volibear-imposing
    Example: Bob's Stalwart Poro moving to the Bridge, where Alice's Volibear, Imposing is, does not trigger it
      Given it is Bob's main phase
      And the Bridge is controlled by Alice
      And Alice has a Volibear, Imposing at the Bridge
      And Bob has a Stalwart Poro in his base
      And Alice has 2 cards in her main deck
      When Bob moves his Stalwart Poro to the Bridge
      Then no triggered event happened for Alice's Volibear, Imposing
      And a combat is under way at the Bridge

    @rule:383
    Example: A watcher of any opponent's move sees Bob's unit move to its own battlefield; neither Bob's own such watcher nor Alice's watcher of its own moves sees his move
      Given it is Bob's main phase
      And a test unit "Sentinel" costing 0 with 1 Might and text "When an opponent moves to a battlefield, draw 1."
      And the Bridge is controlled by Alice
      And a test unit "Runner" costing 0 with 1 Might and text "When I move to a battlefield, draw 1."
      And Alice has a Sentinel at the Bridge
      And Alice has a Runner in her base
      And Bob has a Sentinel in his base
      And Bob has a Stalwart Poro in his base
      And Alice has 1 card in her main deck
      And Bob has 1 card in his main deck
      When Bob moves his Stalwart Poro to the Bridge
      Then the chain holds Alice's Sentinel

    @rule:383
    Example: Bob's unit going home from the Ford makes no move to a battlefield, so Alice's watcher of opponents' moves stays quiet
      Given it is Bob's main phase
      And a test unit "Sentinel" costing 0 with 1 Might and text "When an opponent moves to a battlefield, draw 1."
      And the Ford is controlled by Bob
      And Alice has a Sentinel in her base
      And Bob has a Stalwart Poro at the Ford
      And Alice has 1 card in her main deck
      When Bob moves his Stalwart Poro to his base
      Then no triggered event happened for Alice's Sentinel

  Rule: 383.2.a.1 An "if" right after the trigger condition is part of the condition

    @rule:383.2.a.1
    Example: The Watchman at a battlefield meets its condition at the end of Alice's turn and draws
      Given it is Alice's main phase
      And a test unit "Watchman" costing 1 with 1 Might and text "At the end of your turn, if I am at a battlefield, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Watchman at the Bridge
      And Alice has 2 cards in her main deck
      When Alice ends her turn
      Then the chain holds Alice's Watchman
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a.1
    Example: In her base the Watchman does not trigger at all: its ability never goes on the chain
      Given it is Alice's main phase
      And a test unit "Watchman" costing 1 with 1 Might and text "At the end of your turn, if I am at a battlefield, draw 1."
      And Alice has a Watchman in her base
      And Alice has 2 cards in her main deck
      When Alice ends her turn
      Then no triggered event happened for Alice's Watchman
      And Alice drew 0 times

    @rule:383.2.a.1
    Example: Recalled in reaction to its ability, the Watchman still draws: the condition was checked as it triggered
      Given it is Alice's main phase
      And a test unit "Watchman" costing 1 with 1 Might and text "At the end of your turn, if I am at a battlefield, draw 1."
      And a test spell "Call Back" costing 0 and text "[Reaction]\nRecall a unit."
      And the Bridge is controlled by Alice
      And Alice has a Watchman at the Bridge
      And Alice has 2 cards in her main deck
      And Bob has a Call Back in his hand
      When Alice ends her turn
      Then the chain holds Alice's Watchman
      When Alice passes
      And Bob plays his Call Back
      And Bob chooses Alice's Watchman
      And Bob passes
      And Alice passes
      Then Alice's Watchman is in Alice's base
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a.1
    Example: Alice's unbuffed Night Owl does not trigger at the end of her turn: "if I'm buffed" is part of its trigger condition
      Given it is Alice's main phase
      And a test unit "Night Owl" costing 1 with 1 Might and text "At the end of your turn, if I'm buffed, draw 1."
      And Alice has a Night Owl in her base
      And Alice has 2 cards in her main deck
      When Alice ends her turn
      Then no triggered event happened for Alice's Night Owl
      And Alice drew 0 times

    @rule:383.2.a.1
    Example: Alice's buffed Night Owl meets its "if I'm buffed" at the end of her turn: it triggers and draws her 1
      Given it is Alice's main phase
      And a test unit "Night Owl" costing 1 with 1 Might and text "At the end of your turn, if I'm buffed, draw 1."
      And Alice has a buffed Night Owl in her base
      And Alice has 2 cards in her main deck
      When Alice ends her turn
      Then the chain holds Alice's Night Owl
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a.1
    Example: "If it's exhausted" after "When you play a unit" reads the unit played, not the Greeter: Alice's Squire enters exhausted, so she draws 1
      Given it is Alice's main phase
      And a test gear "Greeter" costing 0 and text "When you play a unit, if it's exhausted, draw 1."
      And Alice has a Greeter in her base
      And Alice has a Squire in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Squire
      Then the chain holds Alice's Greeter
      When Alice passes
      And Bob passes
      Then Alice's Squire is exhausted
      And Alice drew 1 time

    @rule:383.2.a.1
    Example: Bob's Night Guard killed on Alice's turn does not trigger: its "if it's your turn" is part of its trigger condition
      Given it is Alice's main phase
      And a test unit "Night Guard" costing 0 with 1 Might and text "[Deathknell][>] If it's your turn, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Bob has a Night Guard at the Bridge
      And Bob has 2 cards in his main deck
      And Alice has a Smite in her hand
      When Alice plays her Smite
      And Alice chooses Bob's Night Guard
      And Alice passes
      And Bob passes
      Then Bob's Night Guard is in Bob's trash
      And no triggered event happened for Bob's Night Guard
      And Bob drew 0 times

    @rule:383.2.a.1
    Example: Alice's own Night Guard killed on her turn meets its "if it's your turn": it triggers and draws her 1
      Given it is Alice's main phase
      And a test unit "Night Guard" costing 0 with 1 Might and text "[Deathknell][>] If it's your turn, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Night Guard at the Bridge
      And Alice has 2 cards in her main deck
      And Alice has a Smite in her hand
      When Alice plays her Smite
      And Alice chooses her Night Guard
      And Alice passes
      And Bob passes
      Then Alice's Night Guard is in Alice's trash
      And the chain holds Alice's Night Guard
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a.1
    Example: Alice has played no spell this turn, so her Tutor's "if you've played a spell this turn" keeps it from triggering as she plays a unit
      Given it is Alice's main phase
      And a test gear "Tutor" costing 0 and text "When you play a unit, if you've played a spell this turn, draw 1."
      And Alice has a Tutor in her base
      And Alice has a Squire in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Squire
      Then no triggered event happened for Alice's Tutor
      And Alice drew 0 times

    @rule:383.2.a.1
    Example: Having played a spell this turn, Alice plays a unit and her Tutor triggers and draws her 1
      Given it is Alice's main phase
      And a test gear "Tutor" costing 0 and text "When you play a unit, if you've played a spell this turn, draw 1."
      And a test spell "Musing" costing 0 and text "Draw 1."
      And Alice has a Tutor in her base
      And Alice has a Musing in her hand
      And Alice has a Squire in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Musing
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Squire
      Then the chain holds Alice's Tutor
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:383.2.a.1
    Example: With Bob 4 points short of the Victory Score, Alice's Poppy, Paragon does not trigger as she plays it: it stays exhausted and she gains no XP
      Given it is Alice's main phase
      And the victory score is 8
      And Bob has 4 points
      And Alice has a Poppy, Paragon in her hand
      And Alice has 5 Energy in her rune pool
      When Alice plays her Poppy, Paragon
      Then no triggered event happened for Alice's Poppy, Paragon
      And Alice's Poppy, Paragon is exhausted
      And Alice's XP is 0

    @rule:383.2.a.1
    Example: With Bob 3 points short of the Victory Score, Alice's Poppy, Paragon triggers as she plays it, readies and gives her 3 XP
      Given it is Alice's main phase
      And the victory score is 8
      And Bob has 5 points
      And Alice has a Poppy, Paragon in her hand
      And Alice has 5 Energy in her rune pool
      When Alice plays her Poppy, Paragon
      Then the chain holds Alice's Poppy, Paragon
      When Alice passes
      And Bob passes
      Then Alice's Poppy, Paragon is ready
      And Alice's XP is 3

    @rule:383.2.a.1
    Example: In a game of three, Bob is within 3 points of the Victory Score but Carol is not, so Alice's Herald that asks it of each opponent does not trigger
      Given the mode of play is FFA3
      And it is Alice's main phase
      And the victory score is 8
      And Bob has 6 points
      And Carol has 2 points
      And a test unit "Herald" costing 0 with 1 Might and text "When you play me, if each opponent's score is within 3 points of the Victory Score, draw 2."
      And Alice has a Herald in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Herald
      Then no triggered event happened for Alice's Herald
      And Alice drew 0 times

    @rule:383.2.a.1
    Example: In a game of three, Bob and Carol are both within 3 points of the Victory Score, so the same Herald triggers and draws Alice 2
      Given the mode of play is FFA3
      And it is Alice's main phase
      And the victory score is 8
      And Bob has 6 points
      And Carol has 5 points
      And a test unit "Herald" costing 0 with 1 Might and text "When you play me, if each opponent's score is within 3 points of the Victory Score, draw 2."
      And Alice has a Herald in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Herald
      Then the chain holds Alice's Herald
      When Alice passes
      And Bob passes
      And Carol passes
      Then Alice's hand holds 2 cards

    @rule:383.2.a.1
    Example: Alice's Stalker attacks the Bridge where Bob's Squire is alone: its condition holds, so it gets +2 Might and she gains 2 XP
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test unit "Squire" costing 1 with 1 Might
      And a test unit "Stalker" costing 0 with 2 Might and text "When I attack or defend, if an enemy unit is alone here, give me +2 :rb_might: this turn and gain 2 XP."
      And Alice has a Stalker in her base
      And Bob has a Squire at the Bridge
      When Alice moves her Stalker to the Bridge
      Then a combat is under way at the Bridge
      And the chain holds Alice's Stalker
      When Alice passes
      And Bob passes
      Then Alice's XP is 2
      And Alice's Stalker's Might is 4

    @rule:383.2.a.1
    Example: Alice's Stalker attacks the Bridge where Bob has two Squires: no enemy unit is alone there, so it does not trigger
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test unit "Squire" costing 1 with 1 Might
      And a test unit "Stalker" costing 0 with 2 Might and text "When I attack or defend, if an enemy unit is alone here, give me +2 :rb_might: this turn and gain 2 XP."
      And Alice has a Stalker in her base
      And Bob has a Squire at the Bridge
      And Bob has a Squire at the Bridge
      When Alice moves her Stalker to the Bridge
      Then a combat is under way at the Bridge
      And no triggered event happened for Alice's Stalker
      And Alice's XP is 0
      And Alice's Stalker's Might is 2

    @rule:383.2.a.1
    Example: "If a unit is stunned", of any side: Bob's stunned Squire meets the condition of Alice's Watcher as she plays a spell, so it triggers and draws
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test unit "Squire" costing 1 with 1 Might
      And a test unit "Watcher" costing 0 with 1 Might and text "When you play a spell, if a unit is stunned, draw 1."
      And a test spell "Musing" costing 0 and text "Draw 1."
      And Alice has a Watcher in her base
      And Bob has a stunned Squire at the Bridge
      And Alice has a Musing in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Musing
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain is empty

    @rule:383.2.a.1
    Example: With Bob's Squire not stunned, no unit is, so Alice's Watcher does not trigger as she plays a spell
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test unit "Squire" costing 1 with 1 Might
      And a test unit "Watcher" costing 0 with 1 Might and text "When you play a spell, if a unit is stunned, draw 1."
      And a test spell "Musing" costing 0 and text "Draw 1."
      And Alice has a Watcher in her base
      And Bob has a Squire at the Bridge
      And Alice has a Musing in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Musing
      And Alice passes
      And Bob passes
      Then no triggered event happened for Alice's Watcher
      And Alice drew 1 time
      And the chain is empty

    @rule:383.2.a.1
    Example: Alice's other units have 1 Might in all, short of 5, so her Marshal's "if your other units have total Might 5 or more" keeps it from triggering as she plays a spell
      Given it is Alice's main phase
      And a test unit "Marshal" costing 0 with 1 Might and text "When you play a spell, if your other units have total Might 5 or more, draw 1."
      And a test spell "Musing" costing 0 and text "Draw 1."
      And Alice has a Marshal in her base
      And Alice has a Squire in her base
      And Alice has a Musing in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Musing
      And Alice passes
      And Bob passes
      Then no triggered event happened for Alice's Marshal
      And Alice drew 1 time
      And the chain is empty

    @rule:383.2.a.1
    Example: Alice's two other units have 6 Might in all, so her Marshal triggers as she plays a spell and draws
      Given it is Alice's main phase
      And a test unit "Marshal" costing 0 with 1 Might and text "When you play a spell, if your other units have total Might 5 or more, draw 1."
      And a test unit "Footman" costing 0 with 3 Might
      And a test spell "Musing" costing 0 and text "Draw 1."
      And Alice has a Marshal in her base
      And Alice has a Footman in her base
      And Alice has a Footman in her base
      And Alice has a Musing in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Musing
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain is empty

    @rule:383.2.a.1
    Example: Alice's one other unit has exactly 5 Might, which is "5 or more": her Marshal triggers as she plays a spell and draws
      Given it is Alice's main phase
      And a test unit "Marshal" costing 0 with 1 Might and text "When you play a spell, if your other units have total Might 5 or more, draw 1."
      And a test unit "Brute" costing 0 with 5 Might
      And a test spell "Musing" costing 0 and text "Draw 1."
      And Alice has a Marshal in her base
      And Alice has a Brute in her base
      And Alice has a Musing in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Musing
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain is empty

    @rule:383.2.a.1
    Example: Only Alice's Page shares her Steward's base, 2 Might, so "if your other units here have total Might 3 or less" holds though her Footman at the Bridge has 3 more
      Given it is Alice's main phase
      And a test unit "Steward" costing 0 with 1 Might and text "When you play a spell, if your other units here have total Might 3 or less, draw 1."
      And a test unit "Page" costing 0 with 2 Might
      And a test unit "Footman" costing 0 with 3 Might
      And a test spell "Musing" costing 0 and text "Draw 1."
      And Alice has a Steward in her base
      And Alice has a Page in her base
      And Alice has a Footman at the Bridge
      And Alice has a Musing in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Musing
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain is empty

    @rule:383.2.a.1
    Example: Alice controls 4 runes, so her Eclipse Dragon's move meets its condition and draws
      Given it is Alice's main phase
      And the Bridge is controlled by Alice
      And Alice has an Eclipse Dragon in her base
      And Alice has 4 runes in her runes
      And Alice has 2 cards in her main deck
      When Alice moves her Eclipse Dragon to the Bridge
      Then the chain holds Alice's Eclipse Dragon
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a.1
    Example: Alice controls 5 runes, more than the 4 or fewer her Eclipse Dragon asks, so its move triggers nothing
      Given it is Alice's main phase
      And the Bridge is controlled by Alice
      And Alice has an Eclipse Dragon in her base
      And Alice has 5 runes in her runes
      And Alice has 2 cards in her main deck
      When Alice moves her Eclipse Dragon to the Bridge
      Then no triggered event happened for Alice's Eclipse Dragon
      And Alice drew 0 times

    @rule:383.2.a.1
    Example: Alice's Revna the Lorekeeper triggers for her spell that cost 4 Energy, not for the one that cost 3
      Given it is Alice's main phase
      And a test spell "Study" costing 3 and text "Draw 1."
      And a test spell "Research" costing 4 and text "Draw 1."
      And Alice has an exhausted Revna the Lorekeeper in her base
      And Alice has a Study in her hand
      And Alice has a Research in her hand
      And Alice has 7 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Study
      And Alice passes
      And Bob passes
      Then no triggered event happened for Alice's Revna the Lorekeeper
      And Alice's Revna the Lorekeeper is exhausted
      When Alice plays her Research
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Revna the Lorekeeper
      When Alice passes
      And Bob passes
      Then Alice's Revna the Lorekeeper is ready

    @rule:383.2.a.1
    Example: Shen, Scourge of Shadows holds the Bridge with exactly one other unit of Alice's there and draws
      Given it is Alice's turn, at the start of the beginning phase
      And the Bridge is controlled by Alice
      And Alice has a Shen, Scourge of Shadows at the Bridge
      And Alice has a Squire at the Bridge
      And Alice has a Squire in her base
      And Bob has a Squire at the Bridge
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Shen, Scourge of Shadows

    @rule:383.2.a.1
    Example: With two other units of Alice's at the Bridge, Shen, Scourge of Shadows holds it without triggering
      Given it is Alice's turn, at the start of the beginning phase
      And the Bridge is controlled by Alice
      And Alice has a Shen, Scourge of Shadows at the Bridge
      And Alice has a Squire at the Bridge
      And Alice has a Squire at the Bridge
      And Alice has 3 cards in her main deck
      Then no triggered event happened for Alice's Shen, Scourge of Shadows

    @rule:383.2.a.1
    Example: Alice controls fewer runes than Bob as her Beginning Phase starts, so her Forsaken Baccai gets +1 Might
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Forsaken Baccai in her base
      And Alice has 1 rune in her runes
      And Bob has 2 runes in his runes
      Then the chain holds Alice's Forsaken Baccai
      When Alice passes
      And Bob passes
      Then Alice's Forsaken Baccai's Might is 3

    @rule:383.2.a.1
    Example: Alice controls as many runes as Bob, so her Forsaken Baccai's condition fails and nothing triggers
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Forsaken Baccai in her base
      And Alice has 2 runes in her runes
      And Bob has 2 runes in his runes
      Then no triggered event happened for Alice's Forsaken Baccai
      And Alice's Forsaken Baccai's Might is 2

    @rule:383.2.a.1
    Example: Alice controls 2 runes as her Beginning Phase starts, so her Hoarder's condition on her own runes holds, though Bob controls fewer
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Hoarder" costing 0 with 2 Might and text "If you control 2 or more runes at the start of your Beginning Phase, give me +1 :rb_might: this turn."
      And Alice has a Hoarder in her base
      And Alice has 2 runes in her runes
      And Bob has 1 rune in his runes
      Then the chain holds Alice's Hoarder
      When Alice passes
      And Bob passes
      Then Alice's Hoarder's Might is 3

    @rule:383.2.a.1
    Example: Alice controls 1 rune as her Beginning Phase starts, short of the 2 her Hoarder asks, so it does not trigger
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Hoarder" costing 0 with 2 Might and text "If you control 2 or more runes at the start of your Beginning Phase, give me +1 :rb_might: this turn."
      And Alice has a Hoarder in her base
      And Alice has 1 rune in her runes
      And Bob has 3 runes in his runes
      Then no triggered event happened for Alice's Hoarder
      And Alice's Hoarder's Might is 2

    @rule:383.2.a.1
    Example: As Bob's Beginning Phase starts it is not Alice's turn, so her Nightwatch's "if it's not your turn" holds and it triggers, drawing her 1
      Given it is Bob's turn, at the start of the beginning phase
      And a test unit "Nightwatch" costing 0 with 2 Might and text "If it's not your turn at the start of each player's Beginning Phase, draw 1."
      And Alice has a Nightwatch in her base
      And Alice has 2 cards in her main deck
      Then the chain holds Alice's Nightwatch
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a.1
    Example: As her own Beginning Phase starts it is Alice's turn, so her Nightwatch's "if it's not your turn" fails and it does not trigger
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Nightwatch" costing 0 with 2 Might and text "If it's not your turn at the start of each player's Beginning Phase, draw 1."
      And Alice has a Nightwatch in her base
      And Alice has 2 cards in her main deck
      Then no triggered event happened for Alice's Nightwatch

    @rule:383.2.a.1
    Example: Three units stand at battlefields as Alice's Beginning Phase starts, so her Herald's "if there are two units at battlefields" holds: two is the least it asks
      Given a battlefield called the Bridge
      And a battlefield called the Tower
      And it is Alice's turn, at the start of the beginning phase
      And a test unit "Herald" costing 0 with 2 Might and text "If there are two units at battlefields at the start of your Beginning Phase, give me +1 :rb_might: this turn."
      And Alice has a Herald in her base
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Shipyard Skulker at the Tower
      Then the chain holds Alice's Herald
      When Alice passes
      And Bob passes
      Then Alice's Herald's Might is 3

    @rule:383.2.a.1
    Example: Alice controls the Bridge as her Beginning Phase starts, so her Warden's "if you control a battlefield" holds
      Given a battlefield called the Bridge
      And it is Alice's turn, at the start of the beginning phase
      And a test unit "Warden" costing 0 with 2 Might and text "If you control a battlefield at the start of your Beginning Phase, give me +1 :rb_might: this turn."
      And the Bridge is controlled by Alice
      And Alice has a Warden in her base
      Then the chain holds Alice's Warden
      When Alice passes
      And Bob passes
      Then Alice's Warden's Might is 3

    @rule:383.2.a.1
    Example: Alice conquers the Tower with one unit while two more of hers hold the Bridge: her Marshal's "2 or more units at a battlefield" is not limited to the Tower, and it draws 1
      Given a battlefield called the Bridge
      And a battlefield called the Tower
      And a test legend "Marshal" with text "When you conquer, if you control 2 or more units at a battlefield, draw 1."
      And Alice has a Marshal as her legend
      And the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Shipyard Skulker 2 to the Tower
      And Alice passes
      And Bob passes
      Then Alice controls the Tower
      And the chain holds Alice's Marshal
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a.1
    Example: In a game of three, Alice controls fewer runes than Bob though not than Carol, which is enough for her Forsaken Baccai
      Given the mode of play is FFA3
      And it is Alice's turn, at the start of the beginning phase
      And Alice has a Forsaken Baccai in her base
      And Alice has 1 rune in her runes
      And Bob has 2 runes in his runes
      Then the chain holds Alice's Forsaken Baccai
      When Alice passes
      And Bob passes
      And Carol passes
      Then Alice's Forsaken Baccai's Might is 3

    @rule:383.2.a.1
    Example: Alice's Poro wins its combat unhurt against a unit with no Might, so as the combat ends it draws her a card
      Given a test unit "Poro" costing 3 with 3 Might and text "When a combat that I was in ends, if I haven't been dealt damage this turn, draw 1."
      And a test unit "Scarecrow" costing 0 with 0 Might
      And Alice has a Poro in her base
      And Alice has 2 cards in her main deck
      And Bob has a Scarecrow at the Bridge
      When Alice moves her Poro to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Scarecrow is in Bob's trash
      And Alice's Poro has 0 damage
      And the chain holds Alice's Poro
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a.1
    Example: Dealt 2 in its combat, Alice's Poro survives but does not trigger as the combat ends
      Given a test unit "Poro" costing 3 with 3 Might and text "When a combat that I was in ends, if I haven't been dealt damage this turn, draw 1."
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Poro in her base
      And Alice has 2 cards in her main deck
      And Bob has a Footman at the Bridge
      When Alice moves her Poro to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And Alice's Poro is at the Bridge
      And no triggered event happened for Alice's Poro
      And Alice drew 0 times

    @rule:383.2.a.1
    Example: Alice's Poro was dealt 1 on Bob's turn, not this turn: unhurt in its combat on her own turn, it draws her a card as the combat ends
      Given it is Bob's main phase
      And a test unit "Poro" costing 3 with 3 Might and text "When a combat that I was in ends, if I haven't been dealt damage this turn, draw 1."
      And a test unit "Scarecrow" costing 0 with 0 Might
      And a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And Alice has a Poro in her base
      And Alice has 3 cards in her main deck
      And Bob has a Jab in his hand
      And Bob has a Scarecrow at the Bridge
      When Bob plays his Jab
      And Bob chooses Alice's Poro
      And Bob passes
      And Alice passes
      Then Alice's Poro has 1 damage
      When Bob ends his turn
      Then the game is in the main phase
      And the turn player is Alice
      And Alice drew 1 time
      When Alice moves her Poro to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Scarecrow is in Bob's trash
      And the chain holds Alice's Poro
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:383.2.a.1
    Example: Alice's Brawler, dealt 2 in its combat and still standing, meets "if I have been dealt damage this turn" and draws her a card
      Given a test unit "Brawler" costing 3 with 3 Might and text "When a combat that I was in ends, if I have been dealt damage this turn, draw 1."
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Brawler in her base
      And Alice has 2 cards in her main deck
      And Bob has a Footman at the Bridge
      When Alice moves her Brawler to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And Alice's Brawler is at the Bridge
      And the chain holds Alice's Brawler
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a.1
    Example: A buff is not damage: Alice's Poro, buffed before its combat and unhurt in it, still draws her a card as the combat ends
      Given a test unit "Poro" costing 3 with 3 Might and text "When a combat that I was in ends, if I haven't been dealt damage this turn, draw 1."
      And a test unit "Scarecrow" costing 0 with 0 Might
      And a test spell "Boon" costing 0 and text "[Buff] a friendly unit."
      And Alice has a Poro in her base
      And Alice has a Boon in her hand
      And Alice has 2 cards in her main deck
      And Bob has a Scarecrow at the Bridge
      When Alice plays her Boon
      And Alice chooses her Poro
      And Alice passes
      And Bob passes
      Then Alice's Poro's Might is 4
      When Alice moves her Poro to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Scarecrow is in Bob's trash
      And the chain holds Alice's Poro
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a.1
    Example: Alice's Poro was dealt 1 in her base this turn; moving to the Bridge does not clear that, so it does not trigger as its combat ends
      Given a test unit "Poro" costing 3 with 3 Might and text "When a combat that I was in ends, if I haven't been dealt damage this turn, draw 1."
      And a test unit "Scarecrow" costing 0 with 0 Might
      And a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And Alice has a Poro in her base
      And Alice has a Jab in her hand
      And Alice has 2 cards in her main deck
      And Bob has a Scarecrow at the Bridge
      When Alice plays her Jab
      And Alice chooses her Poro
      And Alice passes
      And Bob passes
      Then Alice's Poro has 1 damage
      When Alice moves her Poro to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Scarecrow is in Bob's trash
      And Alice's Poro is at the Bridge
      And no triggered event happened for Alice's Poro
      And Alice drew 0 times

    @rule:383.2.a.1
    Example: Alice's Mender, dealt 1 and returned to her hand, comes back as a new object dealt nothing this turn: played again, it draws her a card
      Given a test unit "Mender" costing 0 with 3 Might and text "When you play me, if I haven't been dealt damage this turn, draw 1."
      And a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And a test spell "Send Home" costing 0 and text "Return a unit to its owner's hand."
      And Alice has a Mender in her base
      And Alice has a Jab in her hand
      And Alice has a Send Home in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Jab
      And Alice chooses her Mender
      And Alice passes
      And Bob passes
      Then Alice's Mender has 1 damage
      When Alice plays her Send Home
      And Alice chooses her Mender
      And Alice passes
      And Bob passes
      Then Alice's Mender is in Alice's hand
      When Alice plays her Mender
      Then the chain holds Alice's Mender
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.a.1
    Example: Alice's Patron draws her a card as she plays it only once she has spent 4 Energy on a spell this turn
      Given a test unit "Patron" costing 0 with 1 Might and text "When you play me, if you've spent :rb_energy_4: or more to play a spell this turn, draw 1."
      And a test spell "Research" costing 4 and text "[Add] :rb_energy_1:."
      And Alice has a Patron in her hand
      And Alice has a Patron in her hand
      And Alice has a Research in her hand
      And Alice has 4 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Patron
      And Alice passes
      And Bob passes
      Then Alice drew 0 times
      When Alice plays her Research
      And Alice passes
      And Bob passes
      And Alice plays her Patron 2
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 383.2.c A trigger's condition is read once its event has happened

    @rule:383.2.c
    Example: Alice's Warden in her base does not see the unit Bob plays: "while I'm at a battlefield" does not hold
      Given it is Bob's main phase
      And a test unit "Warden" costing 0 with 4 Might and text "When an opponent plays a unit while I'm at a battlefield, [Stun] it."
      And a test unit "Footman" costing 0 with 3 Might
      And Alice has a Warden in her base
      And Bob has a Footman in his hand
      When Bob plays his Footman
      Then Bob's Footman is in Bob's base
      And the chain is empty
      And no triggered event happened for Alice's Warden
      And Bob's Footman is not stunned

    @rule:383.2.c
    Example: Alice's Keepsake killed in her base sees itself leave the board from her trash, and draws
      Given it is Alice's main phase
      And a test gear "Keepsake" costing 0 and text "When this leaves the board, draw 1."
      And a test spell "Scrap" costing 0 and text "Kill a gear."
      And Alice has a Keepsake in her base
      And Alice has a Scrap in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Scrap
      And Alice chooses her Keepsake
      And Alice passes
      And Bob passes
      Then Alice's Keepsake is in Alice's trash
      And the chain holds Alice's Keepsake
      And the triggered event for Alice's Keepsake cites rule 383.2.c
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.c
    Example: Alice's Lamplighter returned to her hand from the Bridge sees itself leave the board, and draws; its other trigger stays quiet
      Given it is Alice's main phase
      And a test unit "Lamplighter" costing 1 with 1 Might and text "When I leave the board, draw 1.\nWhen I hold, draw 1."
      And a test spell "Recoil" costing 0 and text "Return a unit to its owner's hand."
      And the Bridge is controlled by Alice
      And Alice has a Lamplighter at the Bridge
      And Alice has a Recoil in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Recoil
      And Alice chooses her Lamplighter
      And Alice passes
      And Bob passes
      Then Alice's Lamplighter is in Alice's hand
      And the chain holds Alice's Lamplighter
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.c
    Example: A Keepsake discarded from Alice's hand never was on the board: nothing triggers
      Given it is Alice's main phase
      And a test gear "Keepsake" costing 0 and text "When this leaves the board, draw 1."
      And a test spell "Let Go" costing 0 and text "Discard 1."
      And Alice has a Keepsake in her hand
      And Alice has a Let Go in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Let Go
      And Alice passes
      And Bob passes
      Then Alice's Keepsake is in Alice's trash
      And no triggered event happened for Alice's Keepsake
      And the chain is empty
      And Alice drew 0 times

    @rule:383.2.c @rule:383
    Example: "When my Might becomes 10 or more" triggers as the Might rises to 10, not as it rises further, and for Bob's unit too
      Given it is Alice's main phase
      And a test unit "Colossus" costing 0 with 5 Might and text "When my Might becomes 10 or more, draw 1."
      And a test unit "Titan" costing 0 with 8 Might and text "When my Might becomes 10 or more, draw 1."
      And a test spell "Double Up" costing 0 and text "Choose a unit. Double its Might this turn."
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And Alice has a Colossus in her base
      And Bob has a Titan in his base
      And Alice has a Double Up in her hand
      And Alice has a Boost in her hand
      And Alice has a Boost in her hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Double Up
      And Alice chooses Alice's Colossus
      And Alice passes
      And Bob passes
      Then Alice's Colossus's Might is 10
      And the chain holds Alice's Colossus
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty
      When Alice plays her Boost
      And Alice chooses Alice's Colossus
      And Alice passes
      And Bob passes
      Then Alice's Colossus's Might is 12
      And the chain is empty
      When Alice plays her Boost 2
      And Alice chooses Bob's Titan
      And Alice passes
      And Bob passes
      Then Bob's Titan's Might is 10
      And the chain holds Bob's Titan
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice drew 1 time
      And the chain is empty

    @rule:383.2.c
    Example: "When a friendly unit moves from my location" triggers for the watcher the unit left, not for one elsewhere nor for the watcher's own move
      Given it is Alice's main phase
      And a battlefield called the Ford
      And a test unit "Shadow" costing 0 with 2 Might and text "When a friendly unit moves from my location, give it +1 :rb_might: this turn."
      And a test unit "Lurker" costing 0 with 2 Might and text "When a friendly unit moves from my location, draw 1."
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And Alice has a Shadow at the Bridge
      And Alice has a Squire at the Bridge
      And Alice has a Lurker at the Ford
      And Alice has 3 cards in her main deck
      When Alice moves her Squire to her base
      Then the chain holds Alice's Shadow
      When Alice passes
      And Bob passes
      Then Alice's Squire's Might is 2
      And Alice drew 0 times
      And the chain is empty
      When Alice moves her Shadow to her base
      Then the chain is empty
      And Alice drew 0 times

    @rule:383.2.c
    Example: In 2v2 a unit leaving Alice's base triggers her watcher there, not her teammate Carol's in Carol's own base
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test unit "Shadow" costing 0 with 2 Might and text "When a friendly unit moves from my location, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Shadow in her base
      And Carol has a Shadow in her base
      And Alice has a Squire in her base
      And Alice has 2 cards in her main deck
      And Carol has 2 cards in her main deck
      When Alice moves her Squire to the Bridge
      Then the chain holds Alice's Shadow
      When Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice drew 1 time
      And Carol drew 0 times

    @rule:383.2.c
    Example: A unit leaving Alice's base does not set off her "When a friendly unit moves from my location" watcher at the Bridge
      Given it is Alice's main phase
      And a test unit "Lurker" costing 0 with 2 Might and text "When a friendly unit moves from my location, draw 1."
      And a battlefield called the Ford
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And Alice has a Lurker at the Bridge
      And Alice has a Squire in her base
      And Alice has 2 cards in her main deck
      When Alice moves her Squire to the Ford
      Then the chain is empty
      And no triggered event happened for Alice's Lurker

    @rule:383.2.c
    Example: Bob's unit leaving the Bridge does not set off Alice's "When a friendly unit moves from my location" watcher there
      Given it is Alice's main phase
      And a test unit "Lurker" costing 0 with 2 Might and text "When a friendly unit moves from my location, draw 1."
      And a test spell "Shove" costing 0 and text "Move an enemy unit to its base."
      And Alice has a Lurker at the Bridge
      And Bob has a Squire at the Bridge
      And Alice has a Shove in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Shove
      And Alice chooses Bob's Squire
      And Alice passes
      And Bob passes
      Then Bob's Squire is in Bob's base
      And no triggered event happened for Alice's Lurker

    @rule:383.2.c
    Example: A gear moving out of Alice's base is no unit: her "When a friendly unit moves from my location" watcher there stays silent
      Given it is Alice's main phase
      And a test unit "Lurker" costing 0 with 2 Might and text "When a friendly unit moves from my location, draw 1."
      And a test gear "Lantern" costing 0
      And a test spell "Shift" costing 0 and text "Move a friendly gear to a battlefield."
      And the Bridge is controlled by Alice
      And Alice has a Lurker in her base
      And Alice has a Lantern in her base
      And Alice has a Shift in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Shift
      And Alice chooses Alice's Lantern
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | moved | Alice's Lantern |
      And no triggered event happened for Alice's Lurker
      And Alice drew 0 times

    @rule:383.2.c @rule:740.1.a
    Example: In 2v2 "When another friendly unit dies" sees Carol's unit die, since a teammate's unit is friendly; Bob's unit is not
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test unit "Griever" costing 0 with 1 Might and text "When another friendly unit dies, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And a test unit "Footman" costing 0 with 1 Might
      And Alice has a Griever in her base
      And Carol has a Footman in her base
      And Bob has a Footman in his base
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Bob's Footman is in Bob's trash
      And the chain is empty
      When Alice plays her Smite 2
      And Alice chooses Carol's Footman
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Carol's Footman is in Carol's trash
      And the chain holds Alice's Griever

    @rule:383.2.c
    Example: Alice's watchers of a buffed, a damaged and a Mighty friendly unit's death read each unit as it was on the board
      Given it is Alice's main phase
      And a test gear "Banner" costing 0 and text "When a buffed friendly unit dies, draw 1."
      And a test gear "Bandage" costing 0 and text "When a damaged friendly unit dies, draw 1."
      And a test gear "Crown" costing 0 and text "When a friendly [Mighty] unit dies, draw 1."
      And a test unit "Footman" costing 0 with 1 Might
      And a test unit "Colossus" costing 0 with 5 Might
      And a test unit "Sentinel" costing 0 with 3 Might
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Banner in her base
      And Alice has a Bandage in her base
      And Alice has a Crown in her base
      And Alice has a buffed Footman in her base
      And Alice has a Colossus in her base
      And Alice has a Sentinel with 1 damage in her base
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And the chain holds Alice's Banner
      And no triggered event happened for Alice's Bandage
      And no triggered event happened for Alice's Crown
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
      When Alice plays her Smite 2
      And Alice chooses Alice's Colossus
      And Alice passes
      And Bob passes
      Then Alice's Colossus is in Alice's trash
      And the chain holds Alice's Crown
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 2 times
      When Alice plays her Smite 3
      And Alice chooses Alice's Sentinel
      And Alice passes
      And Bob passes
      Then Alice's Sentinel is in Alice's trash
      And the chain holds Alice's Bandage
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 3 times

    @rule:383.2.c
    Example: Alice's Warden at the Bridge sees an enemy unit die there; neither Bob's unit dying in his base nor her own at the Bridge sets it off
      Given it is Alice's main phase
      And a test unit "Warden" costing 0 with 3 Might and text "When an enemy unit here dies, draw 1, then banish it."
      And a test unit "Footman" costing 0 with 1 Might
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Warden at the Bridge
      And Alice has a Footman at the Bridge
      And Bob has a Footman at the Bridge
      And Bob has a Footman in his base
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Bob's Footman 2
      And Alice passes
      And Bob passes
      Then Bob's Footman 2 is in Bob's trash
      When Alice plays her Smite 2
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And the chain is empty
      And no triggered event happened for Alice's Warden
      When Alice plays her Smite 3
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And the chain holds Alice's Warden
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Bob's Footman is in Bob's banishment

    @rule:383.2.c
    Example: "Here" is where the watcher is: Alice's Warden in her base sees no unit die in Bob's base, her Warden at the Bridge none die at the Tower
      Given it is Alice's main phase
      And a test unit "Warden" costing 0 with 3 Might and text "When an enemy unit here dies, draw 1."
      And a test unit "Footman" costing 0 with 1 Might
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And a battlefield called the Tower
      And Alice has a Warden in her base
      And Alice has a Warden at the Bridge
      And Bob has a Footman in his base
      And Bob has a Footman at the Tower
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And the chain is empty
      When Alice plays her Smite 2
      And Alice chooses Bob's Footman 2
      And Alice passes
      And Bob passes
      Then Bob's Footman 2 is in Bob's trash
      And the chain is empty
      And no triggered event happened for Alice's Warden
      And no triggered event happened for Alice's Warden 2
      And Alice drew 0 times

    @rule:383.2.c
    Example: Alice's Shrine watches her Poros dying and her Banner her units attacking: a Footman dying sets off neither, a Poro dying sets off the Shrine
      Given it is Alice's main phase
      And a test gear "Shrine" costing 0 and text "When a friendly Poro dies, draw 1."
      And a test gear "Banner" costing 0 and text "When a friendly unit attacks, draw 1."
      And a test unit "Footman" costing 0 with 1 Might
      And a test unit "Pup" costing 0 with 1 Might
      And the test card "Pup" has the tag Poro
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Shrine in her base
      And Alice has a Banner in her base
      And Alice has a Footman in her base
      And Alice has a Pup in her base
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And the chain is empty
      And no triggered event happened for Alice's Shrine
      When Alice plays her Smite 2
      And Alice chooses Alice's Pup
      And Alice passes
      And Bob passes
      Then Alice's Pup is in Alice's trash
      And the chain holds Alice's Shrine
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
      And no triggered event happened for Alice's Banner

    @rule:383.2.c @rule:383.3.e
    Example: "Once each turn, when an enemy unit dies, banish it": the "it" of Alice's Ledger is Bob's unit that died
      Given it is Alice's main phase
      And a test gear "Ledger" costing 0 and text "Once each turn, when an enemy unit dies, banish it."
      And a test unit "Footman" costing 0 with 1 Might
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Ledger in her base
      And Bob has a Footman in his base
      And Alice has a Smite in her hand
      When Alice plays her Smite
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And the chain holds Alice's Ledger
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Bob's Footman is in Bob's banishment

    @rule:383.2.c
    Example: Two of Bob's units die at once, and Alice's "When one or more enemy units die" triggers once for both
      Given it is Alice's main phase
      And a test gear "Ledger" costing 0 and text "When one or more enemy units die, draw 1."
      And a test unit "Footman" costing 0 with 1 Might
      And a test spell "Cull" costing 0 and text "Kill up to two units."
      And Alice has a Ledger in her base
      And Bob has a Footman in his base
      And Bob has a Footman in his base
      And Alice has a Cull in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Cull
      And Alice chooses Bob's Footman and Bob's Footman 2
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And Bob's Footman 2 is in Bob's trash
      And the chain holds Alice's Ledger
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:383.2.c
    Example: Two of Bob's units die at once, and Alice's "Once each turn, when an enemy unit dies" triggers for one of them only
      Given it is Alice's main phase
      And a test gear "Ledger" costing 0 and text "Once each turn, when an enemy unit dies, draw 1."
      And a test unit "Footman" costing 0 with 1 Might
      And a test spell "Cull" costing 0 and text "Kill up to two units."
      And Alice has a Ledger in her base
      And Bob has a Footman in his base
      And Bob has a Footman in his base
      And Alice has a Cull in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Cull
      And Alice chooses Bob's Footman and Bob's Footman 2
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And Bob's Footman 2 is in Bob's trash
      And the chain holds Alice's Ledger
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:383.2.c
    Example: Two of Bob's units die at once, and Alice's "When an enemy unit dies" triggers for each of them: she has two triggers to order
      Given it is Alice's main phase
      And a test gear "Ledger" costing 0 and text "When an enemy unit dies, draw 1."
      And a test unit "Footman" costing 0 with 1 Might
      And a test spell "Cull" costing 0 and text "Kill up to two units."
      And Alice has a Ledger in her base
      And Bob has a Footman in his base
      And Bob has a Footman in his base
      And Alice has a Cull in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Cull
      And Alice chooses Bob's Footman and Bob's Footman 2
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And Bob's Footman 2 is in Bob's trash
      And Alice is asked to order her triggered abilities

    @rule:383.2.c
    Example: "When an enemy unit dies while I'm at a battlefield": Alice's Lurker at the Bridge sees Bob's unit die, her Lurker in her base does not
      Given it is Alice's main phase
      And a test unit "Lurker" costing 0 with 2 Might and text "When an enemy unit dies while I'm at a battlefield, draw 1."
      And a test unit "Footman" costing 0 with 1 Might
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Lurker at the Bridge
      And Alice has a Lurker in her base
      And Bob has a Footman in his base
      And Alice has a Smite in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And the chain holds Alice's Lurker
      And no triggered event happened for Alice's Lurker 2
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.2.c @rule:740.1.a
    Example: In 2v2 "When another unit you control dies" is blind to teammate Carol's unit dying, and sees Alice's own
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test unit "Keeper" costing 0 with 1 Might and text "When another unit you control dies, draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And a test unit "Footman" costing 0 with 1 Might
      And Alice has a Keeper in her base
      And Carol has a Footman in her base
      And Alice has a Footman in her base
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Carol's Footman
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Carol's Footman is in Carol's trash
      And the chain is empty
      And no triggered event happened for Alice's Keeper
      When Alice plays her Smite 2
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Alice's Footman is in Alice's trash
      And the chain holds Alice's Keeper

  Rule: 383.2.c.1 An object that arrives together with its trigger's event sees that event

    @rule:383.2.c @rule:383.2.c.1 @rule:419.4.a @faq:origins:play-darius-trifarian-second-card-turn
    Example: Darius played as Alice's second card of the turn sees himself played: he readies and gets +2 Might
      Given it is Alice's main phase
      And Alice has an Insight in her hand
      And Alice has a Darius, Trifarian in her hand
      And Alice has 2 cards in her main deck
      And Alice has 6 Energy and 1 fury Power in her rune pool
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
      When Alice plays her Darius, Trifarian
      Then the chain holds Alice's Darius, Trifarian
      When Alice passes
      And Bob passes
      Then Alice's Darius, Trifarian is ready
      And Alice's Darius, Trifarian's Might is 7

    @rule:383.2.c @rule:419.4.a @faq:origins:play-darius-third-card-ready-gain
    Example: Darius played as Alice's third card missed her second one, and her fourth card does not count either
      Given it is Alice's main phase
      And Alice has an Insight in her hand
      And Alice has a Squire in her hand
      And Alice has a Darius, Trifarian in her hand
      And Alice has a Muse in her hand
      And Alice has 2 cards in her main deck
      And Alice has 7 Energy and 1 fury Power in her rune pool
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      And Alice plays her Squire
      And Alice plays her Darius, Trifarian
      And Alice plays her Muse
      Then no triggered event happened for Alice's Darius, Trifarian
      And Alice's Darius, Trifarian is exhausted
      And Alice's Darius, Trifarian's Might is 5
      And the chain is empty

    @rule:383.2.c.1 @rule:428.5.b @faq:origins:immortal-phoenix-return-unit-killed-other
    Example: Alice's Hidden Blade kills her own Immortal Phoenix, which sees it from her trash and is played again
      Given the Bridge is controlled by Alice
      And Alice has an Immortal Phoenix at the Bridge
      And Alice has a Hidden Blade in her hand
      And Alice has 2 cards in her main deck
      And Alice has 6 Energy and 1 order and 2 fury Power in her rune pool
      When Alice plays her Hidden Blade
      And Alice chooses her Immortal Phoenix
      And Alice passes
      And Bob passes
      Then Alice's Immortal Phoenix is in Alice's trash
      And Alice is asked to decide whether to perform it
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice is asked to choose a battlefield among base and the Bridge
      When Alice chooses base
      Then Alice's Immortal Phoenix is in Alice's base

    @rule:383.2.c.1
    Example: A discarded card's "When you discard me" triggers from the trash it lands in
      Given a test unit "Ember Pup" costing 0 with 2 Might and text "When you discard me, draw 1."
      And a test spell "Toss" costing 0 and text "Discard 1."
      And Alice has a Toss in her hand
      And Alice has an Ember Pup in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Toss
      And Alice passes
      And Bob passes
      Then Alice's Ember Pup is in Alice's trash
      And the chain holds Alice's Ember Pup
      And the triggered event for Alice's Ember Pup cites rule 383.2.c.1
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And the chain is empty

    @rule:383.2.c.1
    Example: A discarded gear's "When this is ... discarded" triggers from the trash it lands in
      Given a test gear "Scrapheap" costing 2 and text "When this is played, discarded, or killed, draw 1."
      And a test spell "Toss" costing 0 and text "Discard 1."
      And Alice has a Toss in her hand
      And Alice has a Scrapheap in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Toss
      And Alice passes
      And Bob passes
      Then Alice's Scrapheap is in Alice's trash
      And the chain holds Alice's Scrapheap
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty

    @rule:383.2.c.1
    Example: The same card played rather than discarded never sees a discard
      Given a test unit "Ember Pup" costing 0 with 2 Might and text "When you discard me, draw 1."
      And a test spell "Toss" costing 0 and text "Discard 1."
      And Alice has a Toss in her hand
      And a test unit "Pebble" costing 0 with 1 Might
      And Alice has an Ember Pup in her hand
      And Alice has a Pebble in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Ember Pup
      And Alice plays her Toss
      And Alice passes
      And Bob passes
      Then Alice's Pebble is in Alice's trash
      And the chain is empty
      And Alice's main deck holds 2 cards

  Rule: 383.2.c.2 An object that leaves together with its trigger's event does not see it

    @rule:383.2.c @rule:383.1.b @faq:origins:wraith-echoes-trigger-own-death
    Example: Wraith of Echoes draws for the first friendly unit to die in a turn, and only for the first
      Given it is Bob's main phase
      And a test spell "Smite" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Wraith of Echoes at the Bridge
      And Alice has a Squire at the Bridge
      And Alice has a Squire at the Bridge
      And Alice has 2 cards in her main deck
      And Bob has a Smite in his hand
      And Bob has a Smite in his hand
      When Bob plays his Smite
      And Bob chooses Alice's Squire
      And Bob passes
      And Alice passes
      Then Alice's Squire is in Alice's trash
      And the chain holds Alice's Wraith of Echoes
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Bob plays his Smite 2
      And Bob chooses Alice's Squire 2
      And Bob passes
      And Alice passes
      Then Alice's Squire 2 is in Alice's trash
      And the chain is empty
      And Alice drew 1 time

    @rule:383.2.c @rule:383.2.c.2 @faq:origins:wraith-echoes-trigger-own-death
    Example: Wraith of Echoes killed first does not see its own death
      Given it is Bob's main phase
      And a test spell "Smite" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Wraith of Echoes at the Bridge
      And Alice has a Squire at the Bridge
      And Alice has 2 cards in her main deck
      And Bob has a Smite in his hand
      When Bob plays his Smite
      And Bob chooses Alice's Wraith of Echoes
      And Bob passes
      And Alice passes
      Then Alice's Wraith of Echoes is in Alice's trash
      And no triggered event happened for Alice's Wraith of Echoes
      And the chain is empty
      And Alice drew 0 times

    @rule:383.2.c @rule:383.2.c.2 @faq:origins:other-units-die-same-time-wraith
    Example: Units that die together with Wraith of Echoes to Unchecked Power go unseen by it
      Given it is Alice's main phase
      And Alice has a Wraith of Echoes at the Bridge
      And Alice has a Squire at the Bridge
      And Bob has a Squire at the Bridge
      And Alice has an Unchecked Power in her hand
      And Alice has 7 Energy and 2 mind Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Unchecked Power
      And Alice passes
      And Bob passes
      Then Alice's Wraith of Echoes is in Alice's trash
      And Alice's Squire is in Alice's trash
      And Bob's Squire is in Bob's trash
      And no triggered event happened for Alice's Wraith of Echoes
      And the chain is empty
      And Alice drew 0 times

    @rule:383.2.c
    Example: Viktor, Leader sees Alice's Squire die to Bob's Smite and plays her a Recruit token
      Given it is Bob's main phase
      And a test spell "Smite" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Viktor, Leader at the Bridge
      And Alice has a Squire at the Bridge
      And Bob has a Smite in his hand
      When Bob plays his Smite
      And Bob chooses Alice's Squire
      And Bob passes
      And Alice passes
      Then the chain holds Alice's Viktor, Leader
      When Alice passes
      And Bob passes
      Then Alice's base holds a 1 Might Recruit token controlled by Alice

    @rule:383.2.c
    Example: Viktor, Leader does not answer the death of a Recruit
      Given it is Bob's main phase
      And a test spell "Smite" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Viktor, Leader at the Bridge
      And Alice has a Recruit (NX) at the Bridge
      And Bob has a Smite in his hand
      When Bob plays his Smite
      And Bob chooses Alice's Recruit (NX)
      And Bob passes
      And Alice passes
      Then no triggered event happened for Alice's Viktor, Leader
      And Alice's base holds no Recruit token

    @rule:383.2.c
    Example: On Alice's turn, her Viktor, Leader sees her own Noxus Squire die, once, and not Bob's
      Given it is Alice's main phase
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And the test card "Squire" has the tag Noxus
      And Alice has a Viktor, Leader in her base
      And Alice has a Squire in her base
      And Bob has a Squire in his base
      And Alice has a Smite in her hand
      And Alice has a Smite in her hand
      When Alice plays her Smite
      And Alice chooses Bob's Squire
      And Alice passes
      And Bob passes
      Then Bob's Squire is in Bob's trash
      And the chain is empty
      And no triggered event happened for Alice's Viktor, Leader
      When Alice plays her Smite 2
      And Alice chooses Alice's Squire
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Viktor, Leader
      And the triggered event for Alice's Viktor, Leader cites rule 383.2.c
      When Alice passes
      And Bob passes
      Then Alice's base holds a 1 Might Recruit token controlled by Alice
      And the chain is empty

    @rule:383.2.c @rule:383.2.c.2
    Example: Viktor, Leader dying together with Alice's Squire to Unchecked Power does not see it die
      Given it is Alice's main phase
      And Alice has a Viktor, Leader at the Bridge
      And Alice has a Squire at the Bridge
      And Alice has an Unchecked Power in her hand
      And Alice has 7 Energy and 2 mind Power in her rune pool
      When Alice plays her Unchecked Power
      And Alice passes
      And Bob passes
      Then Alice's Viktor, Leader is in Alice's trash
      And Alice's Squire is in Alice's trash
      And no triggered event happened for Alice's Viktor, Leader
      And Alice's base holds no Recruit token

    @rule:383.2.a.1 @faq:unleashed:triggered-abilities @editions:v1.2-v1.4
    Example: Sona, Harmonious at the Bridge readies Alice's runes at the end of her turn
      Given it is Alice's main phase
      And the Bridge is controlled by Alice
      And Alice has a Sona, Harmonious at the Bridge
      And Alice has 2 exhausted runes in her runes
      When Alice ends her turn
      Then the chain holds Alice's Sona, Harmonious
      When Alice chooses her rune 1 and her rune 2
      And Alice passes
      And Bob passes
      Then Alice's rune 1 is ready
      And Alice's rune 2 is ready

    @rule:383.2.a.1 @faq:unleashed:triggered-abilities @editions:v1.2-v1.4
    Example: Sona, Harmonious in Alice's base does not trigger: being at a battlefield is part of the condition
      Given it is Alice's main phase
      And Alice has a Sona, Harmonious in her base
      And Alice has 2 exhausted runes in her runes
      When Alice ends her turn
      Then no triggered event happened for Alice's Sona, Harmonious
      And Alice's rune 1 is exhausted

  Rule: 383.3 A met condition puts the ability on the chain like an activation

    @rule:383.3 @rule:406.4
    Example: Bob answers the Dawn Bell's ability on the chain with a Reaction, which resolves first
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Dawn Bell in her base
      And Alice has 2 cards in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Flash in his hand
      And Bob has 2 Energy in his rune pool
      Then the chain holds Alice's Dawn Bell
      And the turn is in a Neutral Closed state
      When Alice passes
      And Bob plays his Flash
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Bob's Shipyard Skulker is in Bob's base
      And Alice drew 0 times
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Bob's Flash resolved before Alice's Dawn Bell

  Rule: 383.3.a A "you may" opening a triggered ability is decided as it is finalized

    @rule:383.3.a @rule:383.3.a.1 @rule:402.1
    Example: Alice takes the Scholar's "you may" before anyone passes; the draw waits for the resolution
      Given it is Alice's main phase
      And a test unit "Scholar" costing 1 with 1 Might and text "When you play me, you may draw 1."
      And Alice has a Scholar in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Scholar
      Then Alice's Scholar is in Alice's base
      And Alice's Scholar is a pending chain item
      And Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's Scholar is a finalized chain item
      And Alice drew 0 times
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty
      And no decision is pending

    @rule:383.3.a
    Example: Alice answers yes to her Tinker's "you may" as a plain yes: she discards as it is finalized and draws 2 on resolution
      Given it is Alice's main phase
      And a test gear "Tinker" costing 0 and text "When you play this, you may discard 1 to draw 2."
      And Alice has a Tinker in her hand
      And Alice has a Squire in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Tinker
      Then Alice is asked to decide whether to perform it
      When Alice answers yes
      Then Alice's Squire is in Alice's trash
      And Alice's Tinker is a finalized chain item
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:383.3.a @rule:355.3
    Example: Alice takes her Oracle's opening "you may" as it is finalized, then picks the mode that follows it; both draws wait for the resolution
      Given it is Alice's main phase
      And a test unit "Oracle" costing 0 with 1 Might and text "When you play me, you may draw 1. Then choose one —\nDraw 1.\nDraw 2."
      And Alice has an Oracle in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Oracle
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to choose a mode among mode 1 and mode 2
      When Alice chooses mode 2
      Then Alice's Oracle is a finalized chain item
      And Alice drew 0 times
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 3 times

  Rule: 383.3.a.2 Declined as it is finalized, the ability leaves the chain as if it never triggered

    @rule:383.3.a.2 @rule:402.1 @rule:402.1.a
    Example: Alice declines the Scholar's "you may": the ability leaves the chain at once and nobody gets to pass on it
      Given it is Alice's main phase
      And a test unit "Scholar" costing 1 with 1 Might and text "When you play me, you may draw 1."
      And Alice has a Scholar in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Scholar
      And Alice chooses no
      Then the chain is empty
      And the turn is in a Neutral Open state
      And no decision is pending
      And Alice drew 0 times

    @rule:383.3.a.2 @faq:unleashed:triggered-abilities
    Example: Alice declines Disarming Rake's "you may": the ability leaves the chain and Bob's gear stays
      Given it is Alice's main phase
      And a test gear "Trinket" costing 1
      And Bob has a Trinket in his base
      And Alice has a Disarming Rake in her hand
      And Alice has 3 Energy and 1 calm Power in her rune pool
      When Alice plays her Disarming Rake
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then the chain is empty
      And no decision is pending
      And Bob's Trinket is in Bob's base

    @rule:383.3.a.2
    Example: Alice's answer to her Tinker's "you may" must be yes or no; she answers a plain no, and the ability leaves the chain with her Squire in her hand
      Given it is Alice's main phase
      And a test gear "Tinker" costing 0 and text "When you play this, you may discard 1 to draw 2."
      And Alice has a Tinker in her hand
      And Alice has a Squire in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Tinker
      Then Alice is asked to decide whether to perform it
      When Alice chooses maybe
      Then the action is refused
      When Alice answers no
      Then the chain is empty
      And no decision is pending
      And Alice's Squire is in Alice's hand
      And Alice drew 0 times

  Rule: 383.3.a.3 A "you may" later in the effect is decided on resolution

    @rule:383.3.a.3
    Example: The Sifter's "you may discard" comes after its draw, so it is finalized without a question and asks as it resolves
      Given it is Alice's main phase
      And a test unit "Sifter" costing 1 with 1 Might and text "When you play me, draw 1. You may discard 1."
      And Alice has a Sifter in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Sifter
      Then no decision is pending
      And Alice's Sifter is a finalized chain item
      When Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice drew 1 time
      And Alice's hand holds 0 cards
      And the chain is empty

    @rule:383.3.a.3
    Example: Alice answers the Sifter's "you may discard" on resolution with a plain yes, and discards the card she drew
      Given it is Alice's main phase
      And a test unit "Sifter" costing 1 with 1 Might and text "When you play me, draw 1. You may discard 1."
      And Alice has a Sifter in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Sifter
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice answers yes
      Then Alice drew 1 time
      And Alice's hand holds 0 cards
      And the chain is empty

    @rule:383.3.a.3
    Example: Alice answers the Sifter's "you may discard" on resolution with a plain no, and keeps the card she drew
      Given it is Alice's main phase
      And a test unit "Sifter" costing 1 with 1 Might and text "When you play me, draw 1. You may discard 1."
      And Alice has a Sifter in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Sifter
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice answers no
      Then Alice drew 1 time
      And Alice's hand holds 1 card
      And the chain is empty

  Rule: 383.3.b A cost opening a triggered ability's effect is its base cost

    @rule:383.3.b
    Example: The Tinker's opening cost of a discard and an exhaust is paid as it is finalized, Alice picking the card and the unit each for its own part
      Given it is Alice's main phase
      And a test gear "Tinker" costing 0 and text "When you play this, you may discard 1 and exhaust a friendly unit to draw 2."
      And Alice has a Tinker in her hand
      And Alice has a Squire in her hand
      And Alice has a Stalwart Poro in her hand
      And Alice has a Vanguard Sergeant in her base
      And Alice has 3 cards in her main deck
      When Alice plays her Tinker
      And Alice answers yes
      And Alice chooses her Squire
      And Alice chooses her Vanguard Sergeant
      Then Alice's Squire is in Alice's trash
      And Alice's Vanguard Sergeant is exhausted
      And Alice's Tinker is a finalized chain item
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's Stalwart Poro is in Alice's hand

    @rule:383.3.b @rule:403.1.b.1 @rule:404.1
    Example: Alice pays the Tinker's discard as the ability is finalized; its draw comes on resolution
      Given it is Alice's main phase
      And a test gear "Tinker" costing 0 and text "When you play this, you may discard 1 to draw 2."
      And Alice has a Tinker in her hand
      And Alice has a Squire in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Tinker
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's Squire is in Alice's trash
      And Alice's Tinker is a finalized chain item
      And Alice drew 0 times
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain is empty

    @rule:383.3.b @rule:403.1.b.1
    Example: With two cards in hand, Alice chooses which one pays the Tinker's cost before the ability is finalized
      Given it is Alice's main phase
      And a test gear "Tinker" costing 0 and text "When you play this, you may discard 1 to draw 2."
      And Alice has a Tinker in her hand
      And Alice has a Squire in her hand
      And Alice has a Squire in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Tinker
      And Alice chooses yes
      Then Alice is asked to choose what pays a cost among Alice's Squire and Alice's Squire 2
      When Alice chooses her Squire 2
      Then Alice's Squire 2 is in Alice's trash
      And Alice's Squire is in Alice's hand
      And Alice's Tinker is a finalized chain item

    @rule:383.3.b @rule:808.1.c @faq:unleashed:triggered-abilities
    Example: Ekko, Recurrent's Deathknell is paid by recycling Ekko as the ability is finalized, and readies Alice's runes on resolution
      Given it is Alice's main phase
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And the Bridge is controlled by Alice
      And Alice has an Ekko, Recurrent at the Bridge
      And Alice has 2 exhausted runes in her runes
      And Bob has 1 exhausted rune in his runes
      And Alice has a Smite in her hand
      When Alice plays her Smite
      And Alice chooses her Ekko, Recurrent
      And Alice passes
      And Bob passes
      Then Alice's Ekko, Recurrent is a pending chain item
      And Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's Ekko, Recurrent is in Alice's main deck
      And Alice's Ekko, Recurrent is a finalized chain item
      And Alice's rune 1 is exhausted
      When Alice passes
      And Bob passes
      Then Alice's rune 1 is ready
      And Alice's rune 2 is ready
      And Bob's rune 1 is exhausted

  Rule: 383.3.b.1 A triggered ability whose cost is not paid is not finalized

    @rule:383.3.b.1
    Example: With an empty hand Alice cannot pay the Tinker's discard, so the ability leaves the chain without drawing
      Given it is Alice's main phase
      And a test gear "Tinker" costing 0 and text "When you play this, you may discard 1 to draw 2."
      And Alice has a Tinker in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Tinker
      And Alice chooses yes
      Then the chain is empty
      And no decision is pending
      And Alice drew 0 times

    @rule:383.3.b.1
    Example: Alice answers yes to the Tinker with an empty hand: her answer is taken, and the ability she cannot pay for leaves the chain
      Given it is Alice's main phase
      And a test gear "Tinker" costing 0 and text "When you play this, you may discard 1 to draw 2."
      And Alice has a Tinker in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Tinker
      And Alice answers yes
      Then the chain is empty
      And no decision is pending
      And Alice drew 0 times

  Rule: 383.3.c Triggers go on the chain in closed states and on any player's turn

    @rule:383.3.c
    Example: Bob's Muse triggers on Alice's turn while her spell is still on the chain
      Given it is Alice's main phase
      And Bob has a Muse in his base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Flash in his hand
      And Bob has 2 Energy in his rune pool
      And Bob has 2 cards in his main deck
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Flash
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      Then Bob drew 1 time
      And the chain holds Alice's Insight
      And the turn is in a Neutral Closed state
      And Alice drew 0 times

  Rule: 383.3.d A player orders their own simultaneous triggers

    @rule:383.3.d @rule:340.1
    Example: Alice's spell kills Bob's unit and sets off two of her triggers: once she orders them, the spell is gone from the chain and never resolves again
      Given it is Alice's main phase
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And a test unit "Footman" costing 0 with 3 Might
      And a test unit "Crow" costing 0 with 1 Might and text "When an enemy unit dies, draw 1."
      And a test gear "Vigil Bell" costing 0 and text "When an enemy unit dies, draw 1."
      And Alice has a Crow in her base
      And Alice has a Vigil Bell in her base
      And Bob has a Footman at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Smite in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Smite
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Alice is asked to order her triggered abilities
      When Alice puts her Crow's ability, then her Vigil Bell's ability on the chain in that order
      Then the chain holds Alice's Crow, then Alice's Vigil Bell (oldest first)
      And Alice's Smite is in Alice's trash
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's hand holds 2 cards
      And Bob's Shipyard Skulker is at the Bridge

    @rule:383.3.d @rule:340.3
    Example: While Alice orders the two triggers her spell set off, her other spell waits below them and no one has priority
      Given it is Alice's main phase
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Smite" costing 0 and text "[Reaction]\nKill a unit."
      And a test unit "Footman" costing 0 with 3 Might
      And a test unit "Crow" costing 0 with 1 Might and text "When an enemy unit dies, draw 1."
      And a test gear "Vigil Bell" costing 0 and text "When an enemy unit dies, draw 1."
      And Alice has a Crow in her base
      And Alice has a Vigil Bell in her base
      And Bob has a Footman at the Bridge
      And Alice has a Quick Word in her hand
      And Alice has a Smite in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Quick Word
      And Alice plays her Smite
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Alice is asked to order her triggered abilities
      And no player has priority
      When Alice puts her Crow's ability, then her Vigil Bell's ability on the chain in that order
      Then the chain holds Alice's Quick Word, then Alice's Crow, then Alice's Vigil Bell (oldest first)
      And Alice has priority

    @rule:383.3.d
    Example: Alice puts the Lark's ability on the chain last, so it resolves first
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Dawn Bell in her base
      And Alice has a Lark in her base
      And Alice has 3 cards in her main deck
      Then Alice is asked to order her triggered abilities
      When Alice puts her Dawn Bell's ability, then her Lark's ability on the chain in that order
      Then the chain holds Alice's Dawn Bell, then Alice's Lark (oldest first)
      When Alice passes
      And Bob passes
      Then Alice's card 1 is in Alice's hand
      And the chain holds Alice's Dawn Bell

    @rule:383.3.d
    Example: Named the other way round, the Dawn Bell's ability resolves first
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Dawn Bell in her base
      And Alice has a Lark in her base
      And Alice has 3 cards in her main deck
      When Alice puts her Lark's ability, then her Dawn Bell's ability on the chain in that order
      Then the chain holds Alice's Lark, then Alice's Dawn Bell (oldest first)
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | resolved | Alice's Dawn Bell |
        | drew     | Alice's card 1    |
        | resolved | Alice's Lark      |

    @rule:383.3.d
    Example: A single trigger needs no ordering
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Dawn Bell in her base
      And Alice has 3 cards in her main deck
      Then no decision is pending
      And the chain holds Alice's Dawn Bell

    @rule:383.3.d
    Example: Alice must name the order of both her bells: naming only one is refused
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Dawn Bell in her base
      And Alice has a Lark in her base
      And Alice has 3 cards in her main deck
      Then Alice is asked to order her triggered abilities
      And the question to Alice cites rule 383.3.d
      When Alice puts her Lark's ability on the chain in that order
      Then the action is refused citing rule 383.3.d
      And the chain is empty
      When Alice puts her Dawn Bell's ability, then her Lark's ability on the chain in that order
      Then the chain holds Alice's Dawn Bell, then Alice's Lark (oldest first)

    @rule:383.3.d
    Example: Naming her Lark's ability twice is no order of both her bells: refused, with or without the Dawn Bell's named too
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Dawn Bell in her base
      And Alice has a Lark in her base
      And Alice has 3 cards in her main deck
      Then Alice is asked to order her triggered abilities
      When Alice answers the order question with her Lark's ability, then her Lark's ability
      Then the action is refused citing rule 383.3.d
      And the chain is empty
      When Alice answers the order question with her Lark's ability, then her Lark's ability, then her Dawn Bell's ability
      Then the action is refused citing rule 383.3.d
      And the chain is empty
      When Alice puts her Lark's ability, then her Dawn Bell's ability on the chain in that order
      Then the chain holds Alice's Lark, then Alice's Dawn Bell (oldest first)

  Rule: 383.3.d.1 Simultaneous triggers of several players: the turn player's go on first

    @rule:383.3.d.1
    Example: At the end of Alice's turn both Curfew Bells trigger; Alice's goes on first, so Bob's resolves first
      Given it is Alice's main phase
      And Alice has a Curfew Bell in her base
      And Bob has a Curfew Bell in his base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice ends her turn
      Then the chain holds Alice's Curfew Bell, then Bob's Curfew Bell (oldest first)
      When Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | drew | Bob   |
        | drew | Alice |

  Rule: 383.3.e An ability that triggers "once each turn" is performed once a turn at most

    @rule:383.1.a @rule:383.3.e @rule:383.3.e.1
    Example: Alice's Tally draws for the first spell she plays this turn, and not for the second
      Given it is Alice's main phase
      And a test gear "Tally" costing 0 and text "Once each turn, when you play a spell, draw 1."
      And Alice has a Tally in her base
      And Alice has an Insight in her hand
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 8 cards in her main deck
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Tally
      When Alice passes
      And Bob passes
      Then Alice drew 3 times
      When Alice plays her Insight 2
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 5 times

    @rule:383.3.e @rule:383.3.e.1
    Example: Alice's Rover, "once each turn" on its first of two trigger conditions, draws for its first move this turn and not for its second
      Given it is Alice's main phase
      And a test unit "Rover" costing 0 with 2 Might and text "Once each turn, when I move or when I hold, draw 1."
      And a test spell "Dash" costing 0 and text "Move a friendly unit to a battlefield."
      And a test spell "Withdraw" costing 0 and text "Move a friendly unit to base."
      And the Bridge is controlled by Alice
      And Alice has a Rover in her base
      And Alice has a Dash in her hand
      And Alice has a Withdraw in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Dash
      And Alice chooses her Rover
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Rover
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Withdraw
      And Alice chooses her Rover
      And Alice passes
      And Bob passes
      Then Alice's Rover is in Alice's base
      And the chain is empty
      And Alice drew 1 time

  Rule: 383.3.e.2 A "you may" once-each-turn ability counts only when its controller performs it

    @rule:383.3.e.2 @rule:383.3.e.2.a @rule:383.3.e.2.b
    Example: Alice declines her Tally's draw on her first spell; it triggers again on her second and she takes it
      Given it is Alice's main phase
      And a test gear "Tally" costing 0 and text "Once each turn, when you play a spell, you may draw 1."
      And Alice has a Tally in her base
      And Alice has an Insight in her hand
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 8 cards in her main deck
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      And Alice's Tally is targeting nothing
      When Alice chooses no
      Then the chain is empty
      When Alice plays her Insight 2
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice drew 5 times
      And the chain is empty

  @rule:383.4 @waived:heading
  Rule: 383.4 Trigger conditions the rules name

  @rule:383.4.a.1 @rule:383.4.a.3 @rule:383.4.c.1 @rule:383.4.c.3 @rule:383.4.d.1 @rule:383.4.d.3 @rule:383.4.e.1 @rule:383.4.e.3 @rule:383.4.f.1 @rule:383.4.f.3 @waived:definition
  Rule: 383.4.a.1 How play, conquer, hold, attack and defend triggers are usually worded, and what they are called

  Rule: 383.4.a.2 A play effect goes on the chain once its permanent is finalized and on the board

    @rule:383.4.a @rule:383.4.a.2
    Example: Alice's Herald enters her base first, and only then does its play effect trigger
      Given it is Alice's main phase
      And a test unit "Herald" costing 1 with 1 Might and text "When you play me, draw 1."
      And Alice has a Herald in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Herald
      Then the chain holds Alice's Herald
      And these events happened in order:
        | chain-item-finalized | Alice's Herald |
        | moved                | Alice's Herald |
        | triggered            | Alice's Herald |

    @rule:383.4.a
    Example: A play effect paired with another trigger condition still triggers as its permanent is played
      Given it is Alice's main phase
      And a test unit "Smith" costing 1 with 1 Might and text "When you play me or when I hold, draw 1."
      And Alice has a Smith in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Smith
      Then Alice's Smith is in Alice's base
      And the chain holds Alice's Smith
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:383.4.a
    Example: "When you play me or another Dragon" triggers as Alice plays it, not for her Page, which is no Dragon, and again for her Wyrm, which is one
      Given it is Alice's main phase
      And a test unit "Gemdragon" costing 0 with 1 Might and text "When you play me or another Dragon, draw 1."
      And a test unit "Wyrm" costing 0 with 2 Might
      And the test card "Wyrm" has the tag Dragon
      And a test unit "Page" costing 0 with 2 Might
      And Alice has a Gemdragon in her hand
      And Alice has a Wyrm in her hand
      And Alice has a Page in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Gemdragon
      Then Alice's Gemdragon is in Alice's base
      And the chain holds Alice's Gemdragon
      When Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
      When Alice plays her Page
      Then Alice's Page is in Alice's base
      And the chain is empty
      When Alice plays her Wyrm
      Then Alice's Wyrm is in Alice's base
      And the chain holds Alice's Gemdragon
      When Alice passes
      And Bob passes
      Then Alice's hand holds 2 cards

  Rule: 383.4.a.4 A trigger on another object's play is no play effect

    @rule:383.4.a.4
    Example: Alice's Scout comes out of hiding at the Bridge; her Drillmaster's trigger on that play is not the Scout's play effect, so its token goes to her base
      Given a test unit "Scout" costing 3 with 2 Might and text "[Hidden]\nWhen you play me, play a 1 :rb_might: Recruit unit token."
      And a test unit "Drillmaster" costing 1 with 1 Might and text "When you play a card, play a 1 :rb_might: Recruit unit token."
      And Alice has a Drillmaster in her base
      And Alice has a facedown Scout at the Bridge
      When From hiding, Alice plays her Scout
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And the Bridge holds a 1 Might Recruit token controlled by Alice
      And Alice's base holds a 1 Might Recruit token controlled by Alice

  @rule:383.4.b.4 @waived:definition
  Rule: 383.4.b.4 What targeting effects are called

  Rule: 383.4.b A targeting effect triggers when its controller targets its source

    @rule:383.4.b
    Example: Alice's Cheer chooses no enemy unit for its first part and her Decoy for its second: the Decoy's "When you choose me" still triggers
      Given it is Alice's main phase
      And a test unit "Decoy" costing 1 with 1 Might and text "When you choose me, draw 1."
      And a test spell "Cheer" costing 0 and text "Stun up to one enemy unit. Give a friendly unit +1 :rb_might: this turn."
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Decoy at the Bridge
      And Alice has a Cheer in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Cheer
      And Alice declines to choose any target
      And Alice chooses her Decoy
      Then the chain holds Alice's Cheer, then Alice's Decoy
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:383.4.b @rule:383.4.b.1 @rule:383.4.b.2
    Example: Alice's spell targets her Decoy; the Decoy's trigger goes on the chain above the finalized spell and resolves first
      Given it is Alice's main phase
      And a test unit "Decoy" costing 1 with 1 Might and text "When you choose me, draw 1."
      And a test spell "Hearten" costing 0 and text "Give a unit +1 :rb_might: this turn."
      And Alice has a Decoy at the Bridge
      And Alice has a Hearten in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Hearten
      And Alice chooses her Decoy
      Then the chain holds Alice's Hearten, then Alice's Decoy
      And Alice's Hearten is a finalized chain item
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's Decoy's Might is 1
      And the chain holds Alice's Hearten

    @rule:383.4.b @rule:383.4.b.2
    Example: "When you choose me with a spell" stays silent as Alice's gear ability chooses her Decoy, and triggers as her spell does
      Given it is Alice's main phase
      And a test unit "Decoy" costing 1 with 3 Might and text "When you choose me with a spell, draw 1."
      And a test spell "Hearten" costing 0 and text "Give a unit +1 :rb_might: this turn."
      And a test gear "Sling" costing 0 and text ":rb_exhaust:: Deal 1 to a unit."
      And Alice has a Decoy at the Bridge
      And Alice has a Sling in her base
      And Alice has a Hearten in her hand
      And Alice has 2 cards in her main deck
      When Alice activates her Sling
      And Alice chooses her Decoy
      Then the chain holds Alice's Sling
      When Alice passes
      And Bob passes
      Then Alice's Decoy has 1 damage
      And the chain is empty
      And Alice's hand holds 1 card
      When Alice plays her Hearten
      And Alice chooses her Decoy
      Then the chain holds Alice's Hearten, then Alice's Decoy
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And the chain holds Alice's Hearten

    @rule:383.4.b @rule:383.4.b.2
    Example: A targeting effect joined by "or" to another condition still triggers as Alice's spell chooses its unit
      Given it is Alice's main phase
      And a test unit "Decoy" costing 1 with 1 Might and text "When you choose me or when I hold, draw 1."
      And a test spell "Hearten" costing 0 and text "Give a unit +1 :rb_might: this turn."
      And Alice has a Decoy at the Bridge
      And Alice has a Hearten in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Hearten
      And Alice chooses her Decoy
      Then the chain holds Alice's Hearten, then Alice's Decoy
      And the triggered event for Alice's Decoy cites rule 383.4.b.2

    @rule:383.4.b.1
    Example: Bob's spell targeting Alice's Decoy is not Alice choosing it: nothing triggers
      Given it is Bob's main phase
      And a test unit "Decoy" costing 1 with 1 Might and text "When you choose me, draw 1."
      And a test spell "Hearten" costing 0 and text "Give a unit +1 :rb_might: this turn."
      And Alice has a Decoy at the Bridge
      And Bob has a Hearten in his hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Bob plays his Hearten
      And Bob chooses Alice's Decoy
      Then the chain holds Bob's Hearten
      And no triggered event happened for Alice's Decoy

    @rule:383.4.b.2
    Example: An ability that targets the Decoy sets it off too, once the ability is finalized
      Given it is Alice's main phase
      And a test unit "Decoy" costing 1 with 1 Might and text "When you choose me, draw 1."
      And a test gear "Banner" costing 0 and text ":rb_exhaust:: Give a unit +1 :rb_might: this turn."
      And Alice has a Decoy at the Bridge
      And Alice has a Banner in her base
      And Alice has 2 cards in her main deck
      When Alice activates her Banner
      And Alice chooses her Decoy
      Then the chain holds Alice's Banner, then Alice's Decoy
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:383.4.b.3
    Example: A spell that gives every friendly unit Might chooses none of them: the Decoy does not trigger
      Given it is Alice's main phase
      And a test unit "Decoy" costing 1 with 1 Might and text "When you choose me, draw 1."
      And a test spell "Muster" costing 0 and text "Give friendly units +1 :rb_might: this turn."
      And Alice has a Decoy at the Bridge
      And Alice has a Muster in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      Then Alice's Decoy's Might is 2
      And no triggered event happened for Alice's Decoy
      And Alice's hand holds 0 cards

    @rule:383.4.b @rule:383.4.b.2
    Example: Alice's Wheel watches her choose a friendly unit: her spell on her own unit sets it off, on Bob's unit it does not
      Given it is Alice's main phase
      And a test gear "Wheel" costing 0 and text "When you choose a friendly unit, draw 1."
      And a test spell "Hearten" costing 0 and text "Give a unit +1 :rb_might: this turn."
      And Alice has a Wheel in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Hearten in her hand
      And Alice has a Hearten in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Hearten
      And Alice chooses Bob's Shipyard Skulker
      Then the chain holds Alice's Hearten
      And no triggered event happened for Alice's Wheel
      When Alice passes
      And Bob passes
      And Alice plays her Hearten 2
      And Alice chooses Alice's Shipyard Skulker
      Then the chain holds Alice's Hearten 2, then Alice's Wheel
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.4.b
    Example: "It" in the Wheel's ability is the friendly unit Alice chose: her exhausted Skulker is readied
      Given it is Alice's main phase
      And a test gear "Wheel" costing 0 and text "When you choose a friendly unit, ready it."
      And a test spell "Hearten" costing 0 and text "Give a unit +1 :rb_might: this turn."
      And Alice has a Wheel in her base
      And Alice has an exhausted Shipyard Skulker at the Bridge
      And Alice has an exhausted Vanguard Sergeant at the Bridge
      And Alice has a Hearten in her hand
      When Alice plays her Hearten
      And Alice chooses Alice's Shipyard Skulker
      Then the chain holds Alice's Hearten, then Alice's Wheel
      When Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is ready
      And Alice's Vanguard Sergeant is exhausted

    @rule:383.4.c.2.a
    Example: Alice's Squire conquers the Bridge, and her Vayne, Hunter holding the Tower was not there: its "When I conquer" stays quiet
      Given it is Alice's main phase
      And a battlefield called the Tower
      And the Tower is controlled by Alice
      And Alice has a Vayne, Hunter at the Tower
      And Alice has a Squire in her base
      When Alice moves her Squire to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain is empty
      And no triggered event happened for Alice's Vayne, Hunter

    @rule:383.4.b
    Example: Alice's counter chooses the ability Bob's legend put on the chain: her Decoy, not chosen, stays silent
      Given it is Bob's main phase
      And a test legend "Watcher" with text "[Reaction][>] :rb_exhaust:: Draw 1."
      And a test spell "Hush" costing 0 and text "[Reaction]\nCounter an ability with [Reaction]."
      And a test unit "Decoy" costing 1 with 1 Might and text "When you choose me, draw 1."
      And Bob has a Watcher as his legend
      And Bob has 2 cards in his main deck
      And Alice has a Decoy in her base
      And Alice has a Hush in her hand
      And Alice has 2 cards in her main deck
      When Bob activates his Watcher
      And Bob passes
      And Alice plays her Hush
      And Alice chooses the chain item of Bob's Watcher
      Then no triggered event happened for Alice's Decoy
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times
      And Bob's hand holds 0 cards

  Rule: 383.4.c.2.b "When you conquer" triggers for the player who conquered

    @rule:383.4.c.2 @rule:383.4.c.2.b
    Example: Alice conquers: her War Drum in base triggers, Bob's does not
      Given it is Alice's main phase
      And a test gear "War Drum" costing 0 and text "When you conquer, draw 1."
      And Alice has a War Drum in her base
      And Bob has a War Drum in his base
      And Alice has a Shipyard Skulker in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's War Drum
      And no triggered event happened for Bob's War Drum

    @rule:383.4.c.2.b
    Example: Alice conquers the Bridge: of her watchers only the Scavenger's "When you conquer" triggers; her hold watcher, her Runner's first move and her Phoenix's return from the trash do not
      Given it is Alice's main phase
      And a test gear "Ledger" costing 0 and text "When you hold, draw 1."
      And a test unit "Scavenger" costing 0 with 1 Might and text "When you conquer, return a unit from your trash to your hand."
      And a test unit "Phoenix" costing 0 with 2 Might and text "When you conquer, return me from your trash to your hand."
      And a test unit "Runner" costing 0 with 2 Might and text "The first time I move each turn, draw 1."
      And a test unit "Footman" costing 0 with 1 Might
      And Alice has a Ledger in her base
      And Alice has a Scavenger in her base
      And Alice has a Phoenix in her base
      And Alice has a Runner in her base
      And Alice has a Footman in her trash
      And Alice has 3 cards in her main deck
      When Alice moves her Phoenix and her Runner to the Bridge
      Then the chain holds Alice's Runner
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Scavenger
      And no triggered event happened for Alice's Ledger
      And no triggered event happened for Alice's Phoenix
      When Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's hand
      And the chain is empty
      And Alice drew 1 time

  Rule: 383.4.c.2.c A conquer effect triggers even when the conquest gains no point

    @rule:383.4.c.2.c @editions:v1.3-v1.4
    Example: Bob's Tianna Crownguard stops Alice's point for conquering the Bridge; her War Drum triggers all the same
      Given it is Alice's main phase
      And a test gear "War Drum" costing 0 and text "When you conquer, draw 1."
      And a battlefield called the Tower
      And the Tower is controlled by Bob
      And Bob has a Tianna Crownguard at the Tower
      And Alice has a War Drum in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has 2 cards in her main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice's score is 0
      And the chain holds Alice's War Drum
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 383.4.d.2.a "When I hold" triggers for units at the battlefield held

    @rule:383.4.d @rule:383.4.d.2 @rule:383.4.d.2.a
    Example: Alice holds the Bridge: her Keeper there triggers, her Keeper in base does not
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Keeper" costing 1 with 1 Might and text "When I hold, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Keeper at the Bridge
      And Alice has a Keeper in her base
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Keeper
      And no triggered event happened for Alice's Keeper 2

    @rule:383.4.d.2.a
    Example: In 2v2 only the turn player holds: Alice's Keeper at the Bridge triggers, her teammate Carol's at the Ford she holds does not
      Given the mode of play is 2v2
      And it is Alice's turn, at the start of the beginning phase
      And a test unit "Keeper" costing 1 with 1 Might and text "When I hold, draw 1."
      And a battlefield called the Ford
      And the Bridge is controlled by Alice
      And the Ford is controlled by Carol
      And Alice has a Keeper at the Bridge
      And Carol has a Keeper at the Ford
      And Alice has 3 cards in her main deck
      And Carol has 3 cards in her main deck
      Then the chain holds Alice's Keeper
      And no triggered event happened for Carol's Keeper

    @rule:383.4.d.2.a
    Example: Alice holds the Bridge: her Sentinel there, "When I hold here", triggers
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Sentinel" costing 0 with 2 Might and text "When I hold here, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Sentinel at the Bridge
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Sentinel

  Rule: 383.4.d.2.b "When you hold" triggers for the permanents of the player who held

    @rule:383.4.d.2.b
    Example: Alice holds the Bridge: her Watchtower in base triggers, Bob's does not
      Given it is Alice's turn, at the start of the beginning phase
      And a test gear "Watchtower" costing 0 and text "When you hold, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Watchtower in her base
      And Bob has a Watchtower in his base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      Then the chain holds Alice's Watchtower
      And no triggered event happened for Bob's Watchtower
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 2 times
      And Bob drew 0 times

    @rule:383.4.d.2.b
    Example: Alice holds the Bridge: her Almanac's "When you conquer or when you hold" triggers for the hold
      Given it is Alice's turn, at the start of the beginning phase
      And a test gear "Almanac" costing 0 and text "When you conquer or when you hold, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has an Almanac in her base
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Almanac
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 2 times

    @rule:383.4.d.2.b
    Example: In 2v2 Alice holds the Bridge: "When you or an ally hold" triggers for her and for her teammate Carol, once each, not for Bob; Carol's "When you hold" stays quiet
      Given the mode of play is 2v2
      And it is Alice's turn, at the start of the beginning phase
      And a test gear "Rally Horn" costing 0 and text "When you or an ally hold, draw 1."
      And a test gear "Watchtower" costing 0 and text "When you hold, draw 1."
      And Carol has a Watchtower in her base
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Rally Horn in her base
      And Carol has a Rally Horn in her base
      And Bob has a Rally Horn in his base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Carol has 3 cards in her main deck
      Then the chain holds Alice's Rally Horn, then Carol's Rally Horn
      And no triggered event happened for Bob's Rally Horn
      And no triggered event happened for Carol's Watchtower

    @rule:383.4.d.2.b
    Example: Alice's Watchman at the Bridge she holds has "When you hold", not "When I hold": it triggers once
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Watchman" costing 1 with 1 Might and text "When you hold, draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Watchman at the Bridge
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Watchman

  Rule: 383.4.d.2.c A hold effect triggers even when the hold gains no point

    @rule:383.4.d.2.c @editions:v1.3-v1.4
    Example: Bob's Tianna Crownguard stops Alice's point for holding the Bridge; her Keeper there triggers all the same
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Keeper" costing 1 with 1 Might and text "When I hold, draw 1."
      And a battlefield called the Tower
      And the Tower is controlled by Bob
      And Bob has a Tianna Crownguard at the Tower
      And the Bridge is controlled by Alice
      And Alice has a Keeper at the Bridge
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Keeper
      And Alice's score is 0

  Rule: 383.4.e.2 An attack trigger goes on the chain as its unit becomes an attacker

    @rule:383.4.e.2 @rule:383.4.f.2
    Example: Alice's Loner attacks alone against two defenders and triggers; Bob's Brawler, "When I attack or defend", triggers as it defends
      Given it is Alice's main phase
      And a test unit "Loner" costing 0 with 9 Might and text "When I attack alone, draw 1."
      And a test unit "Brawler" costing 0 with 1 Might and text "When I attack or defend, draw 1."
      And a test unit "Footman" costing 0 with 1 Might
      And the Bridge is controlled by Bob
      And Bob has a Brawler at the Bridge
      And Bob has a Footman at the Bridge
      And Alice has a Loner in her base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice moves her Loner to the Bridge
      Then the chain holds Alice's Loner, then Bob's Brawler

    @rule:383.4.e @rule:383.4.e.2
    Example: Alice's Charger attacks and triggers; Bob's Charger defends, and its "When I attack" stays quiet
      Given it is Alice's main phase
      And a test unit "Charger" costing 1 with 3 Might and text "When I attack, draw 1."
      And Alice has a Charger in her base
      And Bob has a Charger at the Bridge
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Charger to the Bridge
      Then a combat is under way at the Bridge
      And the chain holds Alice's Charger
      And no triggered event happened for Bob's Charger

    @rule:383.4.e.2 @rule:383.4.f.2
    Example: Alice's lone attacker sets off her "When a friendly unit attacks or defends alone"; Bob's two defenders are not alone, so his stays quiet
      Given it is Alice's main phase
      And a test gear "Mask" costing 0 and text "When a friendly unit attacks or defends alone, give it +1 :rb_might: this turn."
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Mask in her base
      And Bob has a Mask in his base
      And Alice has a Footman in her base
      And Bob has a Footman at the Bridge
      And Bob has a Footman at the Bridge
      When Alice moves her Footman to the Bridge
      Then a combat is under way at the Bridge
      And the chain holds Alice's Mask
      And no triggered event happened for Bob's Mask
      When Alice passes
      And Bob passes
      Then Alice's Footman's Might is 3
      And Bob's Footman's Might is 2

    @rule:383.4.e.2 @rule:383.4.f.2
    Example: Alice's two attackers each set off her "When a friendly unit attacks", once for each; Bob's lone defender leaves his "When a friendly unit attacks alone" quiet
      Given it is Alice's main phase
      And a test gear "Horn" costing 0 and text "When a friendly unit attacks, give it +1 :rb_might: this turn."
      And a test gear "Lone Horn" costing 0 and text "When a friendly unit attacks alone, draw 1."
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Horn in her base
      And Bob has a Lone Horn in his base
      And Alice has a Footman in her base
      And Alice has a Shipyard Skulker in her base
      And Bob has a Footman at the Bridge
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice moves her Footman and her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      And Alice is asked to order her triggered abilities
      And no triggered event happened for Bob's Lone Horn
      When Alice puts her Horn's ability, then her Horn's ability on the chain in that order
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's Footman's Might is 3
      And Alice's Shipyard Skulker's Might is 4
      And Bob drew 0 times

  Rule: 383.4.e.2.a An attack trigger is checked once a combat, however often its unit becomes an attacker

    @rule:383.4.e.2.a
    Example: Alice's Charger attacks, is recalled and moved back into the same combat; it triggered only the first time
      Given it is Alice's main phase
      And a test unit "Charger" costing 1 with 3 Might and text "When I attack, draw 1."
      And a test spell "Retreat" costing 0 and text "[Reaction]\nRecall a friendly unit."
      And a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And Alice has a Charger in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Retreat in her hand
      And Alice has a Rally in her hand
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has 3 cards in her main deck
      When Alice moves her Charger and her Shipyard Skulker to the Bridge
      Then the chain holds Alice's Charger
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Retreat
      And Alice chooses her Charger
      And Alice passes
      And Bob passes
      Then Alice's Charger is in Alice's base
      When Bob passes
      And Alice plays her Rally
      And Alice chooses her Charger
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Charger is an attacker
      And the chain is empty
      And Alice drew 1 time

  Rule: 383.4.e.2.b A unit joining a combat triggers only if the rest of its attack condition holds as it joins

    @rule:383.4.e.2.b
    Example: Alice's Lancer, not Empowered, joins the attack at the Bridge: its Empowered "When I attack" stays quiet
      Given it is Alice's main phase
      And a test unit "Lancer" costing 1 with 2 Might and text "[Empowered][>] When I attack, draw 1."
      And a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And Alice has a Mega-Mech in her base
      And Alice has a Lancer in her base
      And Alice has a Rally in her hand
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has 3 cards in her main deck
      When Alice moves her Mega-Mech to the Bridge
      Then a combat is under way at the Bridge
      When Alice plays her Rally
      And Alice chooses her Lancer
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Lancer is an attacker
      And no triggered event happened for Alice's Lancer
      And the chain is empty

    @rule:383.4.e.2.b
    Example: Empowered first, the Lancer joins the attack and its "When I attack" triggers as it becomes an attacker
      Given it is Alice's main phase
      And a test unit "Lancer" costing 1 with 2 Might and text "[Empowered][>] When I attack, draw 1."
      And a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And a test spell "Rouse" costing 0 and text "[Reaction]\nEmpower a unit."
      And Alice has a Mega-Mech in her base
      And Alice has a Lancer in her base
      And Alice has a Rally in her hand
      And Alice has a Rouse in her hand
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has 3 cards in her main deck
      When Alice plays her Rouse
      And Alice passes
      And Bob passes
      And Alice chooses her Lancer
      And Alice moves her Mega-Mech to the Bridge
      Then a combat is under way at the Bridge
      When Alice plays her Rally
      And Alice chooses her Lancer
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Lancer is an attacker
      And the chain holds Alice's Lancer
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.4.e.2.b
    Example: Alice's Shipyard Skulker attacks the Bridge, which Bob controls, so Bob's Nine-Tailed Fox gives it -1 Might; Alice's own Fox does not
      Given it is Alice's main phase
      And the Bridge is controlled by Bob
      And Bob has a Nine-Tailed Fox as his legend
      And Alice has a Nine-Tailed Fox as her legend
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice's Shipyard Skulker is an attacker
      And the chain holds Bob's Nine-Tailed Fox
      When Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker's Might is 2
      And no triggered event happened for Alice's Nine-Tailed Fox

    @rule:383.4.e.2.b
    Example: Attacking Bob's unit at a battlefield Bob does not control sets off nothing for his Nine-Tailed Fox
      Given it is Alice's main phase
      And Bob has a Nine-Tailed Fox as his legend
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice's Shipyard Skulker is an attacker
      And the chain is empty
      And Alice's Shipyard Skulker's Might is 3

    @rule:383.4.e.2.b
    Example: "When a unit attacks a battlefield you control" counts the unit that attacks the Bridge, not Bob's unit defending it, and only for Bob, who controls it
      Given it is Alice's main phase
      And the Bridge is controlled by Bob
      And a test gear "Picket" costing 0 and text "When a unit attacks a battlefield you control, draw 1."
      And Bob has a Picket in his base
      And Alice has a Picket in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice's Shipyard Skulker is an attacker
      And Bob's Vanguard Sergeant is a defender
      And the chain holds Bob's Picket
      And no triggered event happened for Alice's Picket
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice drew 0 times

    @rule:383.4.e.2.b
    Example: "When a [Mighty] unit attacks a battlefield you control" triggers once when Alice's Giant and Brute attack the Bridge Bob controls: for the Giant only
      Given it is Alice's main phase
      And the Bridge is controlled by Bob
      And a test gear "Watchfire" costing 0 and text "When a [Mighty] unit attacks a battlefield you control, draw 1."
      And a test unit "Giant" costing 0 with 5 Might
      And a test unit "Brute" costing 0 with 2 Might
      And Bob has a Watchfire in his base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Giant in her base
      And Alice has a Brute in her base
      And Bob has 2 cards in his main deck
      When Alice moves her Giant and her Brute to the Bridge
      Then Alice's Giant is an attacker
      And Alice's Brute is an attacker
      And the chain holds Bob's Watchfire
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And the chain is empty

    @rule:383.4.e.2
    Example: "When a unit attacks a battlefield you control or you play a spell" triggers for Bob as Alice's Skulker attacks the Bridge he controls
      Given it is Alice's main phase
      And the Bridge is controlled by Bob
      And a test gear "Alarm" costing 0 and text "When a unit attacks a battlefield you control or you play a spell, draw 1."
      And Bob has an Alarm in his base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Bob has 2 cards in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice's Shipyard Skulker is an attacker
      And the chain holds Bob's Alarm

    @rule:383.4.e.2.b @rule:383.1
    Example: "When an enemy unit attacks a battlefield you control" joined by "or" to another condition still triggers as Alice's Skulker attacks the Bridge Bob controls
      Given it is Alice's main phase
      And the Bridge is controlled by Bob
      And a test gear "Beacon" costing 0 and text "When you hold or when an enemy unit attacks a battlefield you control, draw 1."
      And Bob has a Beacon in his base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Bob has 2 cards in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice's Shipyard Skulker is an attacker
      And the chain holds Bob's Beacon
      When Bob passes
      And Alice passes
      Then Bob drew 1 time

  Rule: 383.4.f.2 A defend trigger goes on the chain as its unit becomes a defender

    @rule:383.4.f @rule:383.4.f.2
    Example: Bob's Sentinel defends and triggers; Alice's attacking Sentinel does not
      Given it is Alice's main phase
      And a test unit "Sentinel" costing 1 with 3 Might and text "When I defend, draw 1."
      And Alice has a Sentinel in her base
      And Bob has a Sentinel at the Bridge
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Sentinel to the Bridge
      Then a combat is under way at the Bridge
      And the chain holds Bob's Sentinel
      And no triggered event happened for Alice's Sentinel

    @rule:383.4.f @rule:383.4.f.2
    Example: "When you defend at a battlefield" triggers for Bob, who defends, from his gear in base, and its "there" is the battlefield defended; Alice's copy stays quiet
      Given it is Alice's main phase
      And a test gear "Watchtower" costing 0 and text "When you defend at a battlefield, if you have exactly one unit there, draw 1."
      And a test unit "Sentry" costing 1 with 3 Might
      And Alice has a Watchtower in her base
      And Bob has a Watchtower in his base
      And Alice has a Sentry in her base
      And Bob has a Sentry at the Bridge
      And Bob has a Sentry in his base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Sentry to the Bridge
      Then a combat is under way at the Bridge
      And the chain holds Bob's Watchtower
      And the triggered event for Bob's Watchtower cites rule 383.4.f
      And no triggered event happened for Alice's Watchtower
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice drew 0 times

    @rule:383.4.f @rule:383.1
    Example: "When you defend at a battlefield" joined by "or" to another condition still triggers for Bob as he defends the Bridge
      Given it is Alice's main phase
      And a test gear "Signal Post" costing 0 and text "When you hold or when you defend at a battlefield, draw 1."
      And a test unit "Sentry" costing 1 with 3 Might
      And Bob has a Signal Post in his base
      And Alice has a Sentry in her base
      And Bob has a Sentry at the Bridge
      And Bob has 2 cards in his main deck
      When Alice moves her Sentry to the Bridge
      Then a combat is under way at the Bridge
      And the chain holds Bob's Signal Post
      When Bob passes
      And Alice passes
      Then Bob drew 1 time

    @rule:383.4.f
    Example: A unit's own "When I defend at a battlefield" is not its player's "When you defend at a battlefield": Bob's defending Sentinel triggers once, his Sentinel in base not at all
      Given it is Alice's main phase
      And a test unit "Sentinel" costing 1 with 3 Might and text "When I defend at a battlefield, draw 1."
      And a test unit "Sentry" costing 1 with 3 Might
      And Alice has a Sentry in her base
      And Bob has a Sentinel at the Bridge
      And Bob has a Sentinel in his base
      And Bob has 2 cards in his main deck
      When Alice moves her Sentry to the Bridge
      Then a combat is under way at the Bridge
      And the chain holds Bob's Sentinel
      And no triggered event happened for Bob's Sentinel 2
      When Bob passes
      And Alice passes
      Then Bob drew 1 time

    @rule:383.4.f
    Example: A unit's "When you defend here" is its player's defence where it stands: Bob's Picket at the Bridge triggers as he defends there; his Pickets in base, at the Ford and facedown, his Watchman's "When you hold" and Alice's attacking Picket do not
      Given it is Alice's main phase
      And a battlefield called the Ford
      And a test unit "Picket" costing 1 with 3 Might and text "When you defend here, draw 1."
      And a test unit "Watchman" costing 1 with 3 Might and text "When you hold, draw 1."
      And the Bridge is controlled by Bob
      And Alice has a Picket in her base
      And Bob has a Picket at the Bridge
      And Bob has a Picket in his base
      And Bob has a Picket at the Ford
      And Bob has a facedown Picket at the Bridge
      And Bob has a Watchman at the Bridge
      And Bob has 2 cards in his main deck
      When Alice moves her Picket to the Bridge
      Then a combat is under way at the Bridge
      And the chain holds Bob's Picket
      And the triggered event for Bob's Picket cites rule 383.4.f
      And no triggered event happened for Bob's Picket 2
      And no triggered event happened for Bob's Picket 3
      And no triggered event happened for Bob's Picket 4
      And no triggered event happened for Bob's Watchman
      And no triggered event happened for Alice's Picket
      When Bob passes
      And Alice passes
      Then Bob drew 1 time

    @rule:383.4.f @rule:383.4.f.2 @faq:origins:many-enemy-units-target-teemo-choose @editions:v1.2-v1.4
    Example: Teemo's defend trigger has one target, an enemy unit here chosen as it goes on the chain
      Given it is Alice's main phase
      And Bob has a Teemo, Strategist at the Bridge
      And Bob has a Hidden Blade in his main deck
      And Bob has a Vanguard Sergeant in his main deck
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Vanguard Sergeant and her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      And Bob is asked to choose targets among Alice's Vanguard Sergeant and Alice's Shipyard Skulker
      When Bob chooses Alice's Vanguard Sergeant
      Then Bob's Teemo, Strategist is targeting Alice's Vanguard Sergeant
      When Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant has 1 damage
      And Alice's Shipyard Skulker has 0 damage

    @rule:383.4.f @rule:383.4.f.2 @faq:origins:cards-count-teemo-ember-monk-count @editions:v1.2-v1.4
    Example: Teemo counts the revealed cards that have [Hidden], not those whose text only mentions it, as Ember Monk's does
      Given it is Alice's main phase
      And a test spell "Unmask" costing 1 and text "Deal 2 to a unit with [Hidden]."
      And a test unit "Snoop" costing 2 with 2 Might and text "When you play me, deal 1 to a unit with [Hidden]."
      And Bob has a Teemo, Strategist at the Bridge
      And Bob has a Hidden Blade in his main deck
      And Bob has an Unmask in his main deck
      And Bob has a Fox-Fire in his main deck
      And Bob has a Snoop in his main deck
      And Bob has a Vanguard Sergeant in his main deck
      And Bob has a Hidden Blade in his main deck
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      And Bob chooses Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant has 2 damage
      And Bob's main deck holds 6 cards

    @rule:383.4.f @rule:383.4.f.2 @faq:origins:card-play-hidden-during-combat-ability @editions:v1.2-v1.4
    Example: Teemo played from hiding into a combat becomes a defender then, and his defend trigger goes off once
      Given it is Alice's main phase
      And the Bridge is controlled by Bob
      And Bob has a facedown Teemo, Strategist at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Hidden Blade in his main deck
      And Bob has a Vanguard Sergeant in his main deck
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      Then a combat is under way at the Bridge
      And no triggered event happened for Bob's Teemo, Strategist
      When Alice passes
      And From hiding, Bob plays his Teemo, Strategist
      Then Bob's Teemo, Strategist is a defender
      And the chain holds Bob's Teemo, Strategist
      When Bob chooses Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant has 1 damage
      And the chain is empty

  Rule: 383.4.f.2.b A unit joining a combat as a defender triggers only if the rest of its defend condition holds as it joins

    @rule:383.4.f.2.b
    Example: Bob's Guard, not Empowered, joins the defence of the Bridge: its Empowered "When I defend" stays quiet
      Given it is Alice's main phase
      And a test unit "Guard" costing 1 with 2 Might and text "[Empowered][>] When I defend, draw 1."
      And a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And Alice has a Mega-Mech in her base
      And Bob has a Guard in his base
      And Bob has a Rally in his hand
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has 3 cards in his main deck
      When Alice moves her Mega-Mech to the Bridge
      Then a combat is under way at the Bridge
      When Alice passes
      And Bob plays his Rally
      And Bob chooses his Guard
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Guard is a defender
      And no triggered event happened for Bob's Guard
      And the chain is empty

  Rule: 383.4.f.2.a A defend trigger is checked once a combat, however often its unit becomes a defender

    @rule:383.4.f.2.a
    Example: Bob's Sentinel defends, is recalled and moved back into the same combat; it triggered only the first time
      Given it is Alice's main phase
      And a test unit "Sentinel" costing 1 with 3 Might and text "When I defend, draw 1."
      And a test spell "Retreat" costing 0 and text "[Reaction]\nRecall a friendly unit."
      And a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And Bob has a Sentinel at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Retreat in his hand
      And Bob has a Rally in his hand
      And Alice has a Shipyard Skulker in her base
      And Bob has 3 cards in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      Then the chain holds Bob's Sentinel
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      When Alice passes
      And Bob plays his Retreat
      And Bob chooses his Sentinel
      And Bob passes
      And Alice passes
      Then Bob's Sentinel is in Bob's base
      When Alice passes
      And Bob plays his Rally
      And Bob chooses his Sentinel
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Sentinel is a defender
      And the chain is empty
      And Bob drew 1 time

    @rule:383.4.f @rule:383.4.f.2.a
    Example: Bob's Fort's "When you defend here" triggers as the combat opens; his second unit joining the defence does not set it off again
      Given it is Alice's main phase
      And a test battlefield "Fort" with text "When you defend here, draw 1."
      And a Fort battlefield called the Fort
      And the Fort is controlled by Bob
      And a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And Bob has a Vanguard Sergeant at the Fort
      And Bob has a Shipyard Skulker in his base
      And Bob has a Rally in his hand
      And Alice has a Mega-Mech in her base
      And Bob has 3 cards in his main deck
      When Alice moves her Mega-Mech to the Fort
      Then the chain holds the Fort
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      When Alice passes
      And Bob plays his Rally
      And Bob chooses his Shipyard Skulker
      And Bob chooses the Fort
      And Bob passes
      And Alice passes
      Then Bob's Shipyard Skulker is a defender
      And the chain is empty
      And Bob drew 1 time

  Rule: 383.4.g An effect may activate named triggered abilities, and only those

    @rule:383.4.g
    Example: A unit's own "activate the conquer effects of units here" activates those of the units at its battlefield, not of one in Alice's base
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And a test unit "Rallier" costing 0 with 2 Might and text ":rb_exhaust:: Activate the conquer effects of units here."
      And a test unit "Raider" costing 0 with 2 Might and text "When I conquer, draw 1."
      And Alice has a Rallier at the Bridge
      And Alice has a Raider at the Bridge
      And Alice has a Raider in her base
      And Alice has 3 cards in her main deck
      When Alice activates her Rallier
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Raider
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:383.4.g
    Example: Alice's Rallier in her base has no battlefield "here": its "activate the conquer effects of units here" activates nothing, not even the Raider beside it
      Given a test unit "Rallier" costing 0 with 2 Might and text ":rb_exhaust:: Activate the conquer effects of units here."
      And a test unit "Raider" costing 0 with 2 Might and text "When I conquer, draw 1."
      And Alice has a Rallier in her base
      And Alice has a Raider in her base
      And Alice has 3 cards in her main deck
      When Alice activates her Rallier
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Rallier is exhausted
      And Alice drew 0 times

    @rule:383.4.g
    Example: Holding Reckoner's Arena activates the conquer effect of Alice's Raider there, not the attack trigger of her Charger beside it
      Given it is Alice's turn, at the start of the beginning phase
      And a Reckoner's Arena battlefield called the Arena
      And a test unit "Raider" costing 0 with 2 Might and text "When I conquer, draw 1."
      And a test unit "Charger" costing 0 with 2 Might and text "When I attack, draw 1."
      And the Arena is controlled by Alice
      And Alice has a Raider at the Arena
      And Alice has a Charger at the Arena
      And Alice has 3 cards in her main deck
      Then the chain holds the Arena
      When Alice passes
      And Bob passes
      Then the chain holds Alice's Raider
      And no triggered event happened for Alice's Charger
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:383.4.g
    Example: Holding Reckoner's Arena activates Alice's Raider there, not her Phoenix, whose conquer ability works from her trash, nor the facedown card she hides there
      Given it is Alice's turn, at the start of the beginning phase
      And a Reckoner's Arena battlefield called the Arena
      And a test unit "Raider" costing 0 with 2 Might and text "When I conquer, draw 1."
      And a test unit "Phoenix" costing 0 with 2 Might and text "When you conquer, return me from your trash to your hand."
      And a test unit "Lurker" costing 0 with 2 Might and text "When you conquer, draw 1."
      And the Arena is controlled by Alice
      And Alice has a Raider at the Arena
      And Alice has a Phoenix at the Arena
      And Alice has a facedown Lurker at the Arena
      And Alice has 3 cards in her main deck
      Then the chain holds the Arena
      When Alice passes
      And Bob passes
      Then the chain holds Alice's Raider
      And no triggered event happened for Alice's Phoenix
      And no triggered event happened for Alice's Lurker
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 2 times

    @rule:383.4.g @rule:718.2
    Example: Alice attaches her Grapple Golem, a gear that is also a unit, to her Raider at Reckoner's Arena before the Arena's ability resolves: only the Raider's conquer ability is activated, the attached Golem's text is inactive
      Given it is Alice's turn, at the start of the beginning phase
      And a Reckoner's Arena battlefield called the Arena
      And a test unit "Raider" costing 0 with 2 Might and text "When I conquer, draw 1."
      And a test gear "Grapple Golem" costing 0 and text ":rb_exhaust:: [Reaction] — Attach this to a unit you control.\nWhen I conquer, draw 1."
      And the test card "Grapple Golem" is also a unit
      And the Arena is controlled by Alice
      And Alice has a Raider at the Arena
      And Alice has a Grapple Golem at the Arena
      And Alice has 3 cards in her main deck
      Then the chain holds the Arena
      When Alice activates her Grapple Golem
      And Alice chooses her Raider
      And Alice passes
      And Bob passes
      Then Alice's Grapple Golem was attached to Alice's Raider
      And the chain holds the Arena
      When Alice passes
      And Bob passes
      Then the chain holds Alice's Raider
      And no triggered event happened for Alice's Grapple Golem
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 2 times

  Rule: 383.4.g.1 An activated ability still checks the rest of its condition

    @rule:383.4.g.1
    Example: With no card in hand, the "if" of Alice's Hoarder holds, so the Arena's activation puts it on the chain
      Given it is Alice's turn, at the start of the beginning phase
      And a Reckoner's Arena battlefield called the Arena
      And a test unit "Hoarder" costing 0 with 2 Might and text "When I conquer, if you have 2 or fewer cards in your hand, draw 1."
      And the Arena is controlled by Alice
      And Alice has a Hoarder at the Arena
      And Alice has 3 cards in her main deck
      Then the chain holds the Arena
      When Alice passes
      And Bob passes
      Then the chain holds Alice's Hoarder

    @rule:383.4.g.1
    Example: With three cards in hand, the "if" of Alice's Hoarder fails, so the Arena's activation does not put it on the chain
      Given it is Alice's turn, at the start of the beginning phase
      And a Reckoner's Arena battlefield called the Arena
      And a test unit "Hoarder" costing 0 with 2 Might and text "When I conquer, if you have 2 or fewer cards in your hand, draw 1."
      And the Arena is controlled by Alice
      And Alice has a Hoarder at the Arena
      And Alice has 3 cards in her hand
      And Alice has 3 cards in her main deck
      Then the chain holds the Arena
      When Alice passes
      And Bob passes
      Then the chain is empty
      And no triggered event happened for Alice's Hoarder

    @rule:383.4.g.1 @rule:190.6.a
    Example: The Arena activates the conquer effect of Alice's unit there, not that of her unit holding the Tower
      Given it is Alice's turn, at the start of the beginning phase
      And a Reckoner's Arena battlefield called the Arena
      And a battlefield called the Tower
      And a test unit "Herald" costing 0 with 2 Might and text "When you conquer, draw 1."
      And the Arena is controlled by Alice
      And the Tower is controlled by Alice
      And Alice has a Herald at the Arena
      And Alice has a Herald at the Tower
      And Alice has 3 cards in her main deck
      Then the chain holds the Arena
      And the triggered event for the Arena cites rule 190.6.a
      When Alice passes
      And Bob passes
      Then the chain holds Alice's Herald
      And the triggered event for Alice's Herald cites rule 383.4.g.1
      And no triggered event happened for Alice's Herald 2
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:383.4.g.1 @rule:178.3
    Example: Alice's Totem, a gear that is also a unit, is one of the units at the Arena: its conquer effect is activated
      Given it is Alice's turn, at the start of the beginning phase
      And a Reckoner's Arena battlefield called the Arena
      And a test gear "Totem" costing 0 with 2 Might and text "When you conquer, draw 1."
      And the test card "Totem" is also a unit
      And the Arena is controlled by Alice
      And Alice has a Totem at the Arena
      And Alice has 3 cards in her main deck
      Then the chain holds the Arena
      When Alice passes
      And Bob passes
      Then the chain holds Alice's Totem
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's Totem is at the Arena

  @rule:384 @waived:heading
  Rule: 384 Triggered abilities of permanents

  Rule: 384.2 A permanent's trigger is checked only while it is on the board

    @rule:384.1 @rule:384.2
    Example: A Dawn Bell in Alice's hand does not trigger at the start of her beginning phase
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Dawn Bell in her hand
      And Alice has 2 cards in her main deck
      Then the game is in the main phase
      And the chain is empty
      And Alice drew 1 time
      And Alice's Dawn Bell is in Alice's hand

    @rule:384.1 @rule:384.2
    Example: A Muse in Alice's trash does not draw when she plays a spell
      Given it is Alice's main phase
      And Alice has a Muse in her trash
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 4 cards in her main deck
      When Alice plays her Insight
      Then the chain holds Alice's Insight
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain is empty

    @rule:384.2
    Example: A Herald in Alice's hand gives nothing when she plays her Squire: it is not on the board, so the Squire just resolves
      Given it is Alice's main phase
      And a test gear "Herald" costing 0 and text "When you play a unit, stun a unit."
      And Alice has a Herald in her hand
      And Alice has a Squire in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Squire
      Then no decision is pending
      And the chain is empty
      And Alice's Squire is in Alice's base
      And Alice's Herald is in Alice's hand

    @rule:384.2 @rule:419.4.a
    Example: Only the "When you play a unit" gear on Alice's board sees her unit: the copy in her hand and Bob's copy stay quiet
      Given it is Alice's main phase
      And a test gear "Drill Yard" costing 0 and text "When you play a unit, draw 1."
      And Alice has a Drill Yard in her base
      And Alice has a Drill Yard in her hand
      And Bob has a Drill Yard in his base
      And Alice has a Squire in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Squire
      Then Alice's Squire is in Alice's base
      And the chain holds Alice's Drill Yard
      And the triggered event for Alice's Drill Yard cites rule 419.4.a
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Bob drew 0 times
      And Alice's Drill Yard 2 is in Alice's hand
      And the chain is empty

    @rule:384.2
    Example: Alice's Hermit, banished by her own spell, is off the board as it is banished: its "When you banish a unit" stays silent, her Urn on the board draws
      Given it is Alice's main phase
      And a test spell "Exile" costing 0 and text "Banish a unit at a battlefield."
      And a test unit "Hermit" costing 0 with 1 Might and text "When you banish a unit, draw 1."
      And a test gear "Urn" costing 0 and text "When you banish a unit, draw 1."
      And Alice has a Hermit at the Bridge
      And Alice has an Urn in her base
      And Alice has an Exile in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Exile
      And Alice chooses her Hermit
      And Alice passes
      And Bob passes
      Then Alice's Hermit is in Alice's banishment
      And the chain holds Alice's Urn
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:384.2 @rule:419.4.a
    Example: Alice's second card of the turn sets off her Darius on the board, not the Darius in her hand nor Bob's
      Given it is Alice's main phase
      And Alice has an exhausted Darius, Trifarian in her base
      And Alice has a Darius, Trifarian in her hand
      And Bob has an exhausted Darius, Trifarian in his base
      And Alice has a Squire in her hand
      And Alice has a Squire in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Squire
      Then the chain is empty
      When Alice plays her Squire 2
      Then Alice's Squire 2 is in Alice's base
      And the chain holds Alice's Darius, Trifarian
      And the triggered event for Alice's Darius, Trifarian cites rule 419.4.a
      When Alice passes
      And Bob passes
      Then Alice's Darius, Trifarian's Might is 7
      And Alice's Darius, Trifarian is ready
      And Bob's Darius, Trifarian's Might is 5
      And Bob's Darius, Trifarian is exhausted
      And the chain is empty

  @rule:385 @waived:heading
  Rule: 385 Triggered abilities of cards off the board
