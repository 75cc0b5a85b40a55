@edition:v1.4
Feature: Responsibility for game actions (rule 411)

  Background:
    Given it is Alice's main phase
    And a test spell "Plain Word" costing 0
    And a test spell "Quick Reuse" costing 0 and text "[Reaction]\nRecycle a card from your trash."
    And a test spell "Grave Robbing" costing 0 and text "Recycle a card from an opponent's trash."

  @rule:411 @waived:heading
  Rule: 411 Responsibility

  Rule: 411.1 The player who performs a game action is responsible for it

    @rule:411.1 @rule:411.4
    Example: Bob recycles with his reaction on Alice's turn: his Karma sees him recycle, Alice's Karma does not
      Given Alice has a Karma, Channeler in her base
      And Bob has a Karma, Channeler in his base
      And Alice has a Plain Word in her hand
      And Bob has a Quick Reuse in his hand
      And Bob has 1 card in his trash
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Reuse
      And Bob chooses his card 1
      And Bob passes
      And Alice passes
      Then Bob's main deck holds Bob's card 1 (top first)
      And Bob's Karma, Channeler is on the chain
      When Bob chooses his Karma, Channeler
      And Bob passes
      And Alice passes
      Then Bob's Karma, Channeler's Might is 7
      And Alice's Karma, Channeler's Might is 6
      And no triggered event happened for Alice's Karma, Channeler

    @rule:411.4
    Example: Alice's spell moves Bob's unit: her Snare sees her move an enemy unit and draws, his does not
      Given a battlefield called the Bridge
      And a test gear "Snare" costing 0 and text "When you move an enemy unit, draw 1."
      And a test spell "Shove" costing 0 and text "Move an enemy unit to base."
      And Alice has a Snare in her base
      And Bob has a Snare in his base
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Shove in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Shove
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's base
      And the chain holds Alice's Snare
      And no triggered event happened for Bob's Snare
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Bob drew 0 times

    @rule:411.4
    Example: Alice's Switcher trades locations with Bob's unit: her Snare sees her move an enemy unit and draws
      Given a battlefield called the Bridge
      And a test unit "Switcher" costing 0 with 2 Might and text ":rb_exhaust:: Move me and an enemy unit to each other's locations."
      And a test gear "Snare" costing 0 and text "When you move an enemy unit, draw 1."
      And Alice has a Snare in her base
      And Alice has 2 cards in her main deck
      And Alice has a Switcher at the Bridge
      And the Bridge is controlled by Alice
      And Bob has a Shipyard Skulker in his base
      When Alice activates her Switcher
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Switcher is in Alice's base
      And Bob's Shipyard Skulker is at the Bridge
      And the chain holds Alice's Snare
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:411.4
    Example: Alice moves Bob's unit to the Bridge and her Border Ward replaces the contest that follows with a recall: the move still happened, so her Snare draws
      Given a battlefield called the Bridge
      And a test unit "Lure Keeper" costing 0 with 2 Might and text ":rb_exhaust:: Move an enemy unit to this battlefield."
      And a test gear "Snare" costing 0 and text "When you move an enemy unit, draw 1."
      And a test gear "Border Ward" costing 0 and text "If a battlefield would become contested, recall all enemy units instead."
      And Alice has a Snare in her base
      And Alice has a Border Ward in her base
      And Alice has 2 cards in her main deck
      And Alice has a Lure Keeper at the Bridge
      And the Bridge is controlled by Alice
      And Bob has a Shipyard Skulker in his base
      When Alice activates her Lure Keeper
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's base
      And the chain holds Alice's Snare
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 411.2 An action the game's own procedures perform is nobody's

    @rule:411.2
    Example: Alice's units ready in her Awaken step without her readying them: "When you ready me" stays quiet
      Given it is Bob's main phase
      And a test unit "Sprinter" costing 1 with 1 Might and text "When you ready me, draw 1."
      And Alice has an exhausted Sprinter in her base
      And Alice has 3 cards in her main deck
      When Bob ends his turn
      Then the turn player is Alice
      And Alice's Sprinter is ready
      And no triggered event happened for Alice's Sprinter

  Rule: 411.3 Some rules make a player responsible for an action another player carries out

    @rule:411.3 @rule:411.4
    Example: Alice recycles a card from Bob's trash; the recycling is Bob's, so his Karma triggers and hers does not
      Given Alice has a Karma, Channeler in her base
      And Bob has a Karma, Channeler in his base
      And Alice has a Grave Robbing in her hand
      And Bob has 1 card in his trash
      When Alice plays her Grave Robbing
      And Alice chooses Bob's card 1
      And Alice passes
      And Bob passes
      Then Bob's main deck holds Bob's card 1 (top first)
      And the chain holds Bob's Karma, Channeler
      When Bob chooses his Karma, Channeler
      And Bob passes
      And Alice passes
      Then Bob's Karma, Channeler's Might is 7
      And Alice's Karma, Channeler's Might is 6

  Rule: 411.6 Doing something "with" an object takes the object's spell or ability, controlled by the player responsible

    @rule:411.6 @rule:411.5 @rule:411.5.a @rule:428.5.c.1
    Example: Bob's spell kills Alice's unit: Bob killed it with his spell, so his Phoenix Eye draws and Alice's does not
      Given a battlefield called the Bridge
      And a test gear "Phoenix Eye" costing 0 and text "When you kill a unit with a spell, draw 1."
      And a test spell "Poke" costing 0 and text "[Reaction]\nDeal 3 to a unit."
      And Alice has a Phoenix Eye in her base
      And Bob has a Phoenix Eye in his base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Plain Word in her hand
      And Bob has a Poke in his hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Poke
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And the chain holds Alice's Plain Word, then Bob's Phoenix Eye
      And no triggered event happened for Alice's Phoenix Eye

    @rule:411.6 @rule:411.1 @rule:428.5.b
    Example: Alice's "each player kills one of their units" makes Bob kill his unit: that kill is his, so neither player's Phoenix Eye draws
      Given a test gear "Phoenix Eye" costing 0 and text "When you kill a unit with a spell, draw 1."
      And a test spell "Cull" costing 0 and text "Each player kills one of their units."
      And Alice has a Phoenix Eye in her base
      And Bob has a Phoenix Eye in his base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Cull in her hand
      When Alice plays her Cull
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And no triggered event happened for Alice's Phoenix Eye
      And no triggered event happened for Bob's Phoenix Eye

    @rule:411.6 @rule:411.1 @rule:428.5.b
    Example: Alice's "each player kills one of their units" has her kill her own unit: a kill with her spell, so her Phoenix Eye draws
      Given a test gear "Phoenix Eye" costing 0 and text "When you kill a unit with a spell, draw 1."
      And a test spell "Cull" costing 0 and text "Each player kills one of their units."
      And Alice has a Phoenix Eye in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Cull in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Cull
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And the chain holds Alice's Phoenix Eye

    @rule:411.1 @rule:428.5.b
    Example: Alice's Toll makes Bob kill one of his units: he chooses which, not among Alice's, and the kill is his, so his Headsman draws him a card and hers does not
      Given a test gear "Headsman" costing 0 and text "When you kill a unit, draw 1."
      And a test spell "Toll" costing 0 and text "An opponent kills one of their units."
      And Alice has a Headsman in her base
      And Bob has a Headsman in his base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Toll in her hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Toll
      And Alice passes
      And Bob passes
      And Bob chooses Alice's Vanguard Sergeant
      Then the action is refused
      When Bob chooses his Shipyard Skulker
      Then Bob's Shipyard Skulker is in Bob's trash
      And Bob's Vanguard Sergeant is in Bob's base
      And Alice's Vanguard Sergeant is in Alice's base
      And the chain holds Bob's Headsman
      And no triggered event happened for Alice's Headsman

  Rule: 411.6.a An ability one object gives another counts as used "with" both

    @rule:411.6.a @editions:v1.4
    Example: Alice's Keeper banishes a Page with the ability her Reliquary gives it; the Reliquary then plays the Page as banished with it
      Given a test unit "Page" costing 1 with 1 Might
      And a test unit "Keeper" costing 1 with 2 Might
      And a test gear "Reliquary" costing 0 and text "Friendly units have \":rb_exhaust:: Banish a unit from your trash.\"\n:rb_exhaust:: Play a unit banished with this. (You must pay its costs.)"
      And Alice has a Reliquary in her base
      And Alice has a Keeper in her base
      And Alice has a Page in her trash
      And Alice has 1 Energy in her rune pool
      When Alice activates her Keeper
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's banishment
      And Alice's Keeper is exhausted
      When Alice activates her Reliquary
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's base
      And Alice's rune pool holds 0 Energy

    @rule:411.6.a @editions:v1.4
    Example: The Page Alice's Keeper banished with the ability her Reliquary gives it is not banished with her Urn: the Urn has no unit to play
      Given a test unit "Page" costing 1 with 1 Might
      And a test unit "Keeper" costing 1 with 2 Might
      And a test gear "Reliquary" costing 0 and text "Friendly units have \":rb_exhaust:: Banish a unit from your trash.\""
      And a test gear "Urn" costing 0 and text ":rb_exhaust:: Play a unit banished with this. (You must pay its costs.)"
      And Alice has a Reliquary in her base
      And Alice has an Urn in her base
      And Alice has a Keeper in her base
      And Alice has a Page in her trash
      And Alice has 1 Energy in her rune pool
      When Alice activates her Keeper
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's banishment
      When Alice activates her Urn
      Then the action is refused
      And Alice's Page is in Alice's banishment

    @rule:411.6.a @editions:v1.4
    Example: Alice's Reliquary gives her Keeper an ability for the turn; the Page the Keeper banishes with it is banished with the Reliquary too, which then plays it
      Given a test unit "Page" costing 1 with 1 Might
      And a test unit "Keeper" costing 1 with 2 Might
      And a test gear "Reliquary" costing 0 and text ":rb_energy_1:: Choose a friendly unit. This turn, that unit has \":rb_exhaust:: Banish a unit from your trash.\"\n:rb_exhaust:: Play a unit banished with this. (You must pay its costs.)"
      And Alice has a Reliquary in her base
      And Alice has a Keeper in her base
      And Alice has a Page in her trash
      And Alice has 2 Energy in her rune pool
      When Alice activates ability 1 of her Reliquary
      And Alice chooses her Keeper
      And Alice passes
      And Bob passes
      And Alice activates her Keeper
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's banishment
      And Alice's Keeper is exhausted
      When Alice activates ability 2 of her Reliquary
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's base
      And Alice's rune pool holds 0 Energy

    @rule:411.6.a @editions:v1.4
    Example: The Reliquary's ability on Alice's Keeper, used with her spell waiting below it on the chain, banishes the Page with the Reliquary too
      Given a test unit "Page" costing 1 with 1 Might
      And a test unit "Keeper" costing 1 with 2 Might
      And a test spell "Plain Word" costing 0
      And a test gear "Reliquary" costing 0 and text "Friendly units have \":rb_exhaust:: [Reaction] — Banish a unit from your trash.\"\n:rb_exhaust:: Play a unit banished with this. (You must pay its costs.)"
      And Alice has a Reliquary in her base
      And Alice has a Keeper in her base
      And Alice has a Page in her trash
      And Alice has a Plain Word in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Plain Word
      And Alice activates her Keeper
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's banishment
      And Alice's Plain Word is on the chain
      When Alice passes
      And Bob passes
      And Alice activates her Reliquary
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's base

    @rule:411.6.a @editions:v1.4
    Example: Alice's Keeper banishes a Page with its own ability, not the one her Reliquary gives it: the Reliquary has no unit to play
      Given a test unit "Page" costing 1 with 1 Might
      And a test unit "Keeper" costing 1 with 2 Might and text ":rb_exhaust:: Banish a unit from your trash."
      And a test gear "Reliquary" costing 0 and text "Friendly units have \":rb_exhaust:: Draw 1.\"\n:rb_exhaust:: Play a unit banished with this. (You must pay its costs.)"
      And Alice has a Reliquary in her base
      And Alice has a Keeper in her base
      And Alice has a Page in her trash
      And Alice has 1 Energy in her rune pool
      When Alice activates her Keeper
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      Then Alice's Page is in Alice's banishment
      And Alice's Keeper is exhausted
      When Alice activates her Reliquary
      Then the action is refused
      And Alice's Page is in Alice's banishment

    @rule:411.6.a @editions:v1.4
    Example: Alice's Keeper, given +2 Might by one spell and an ability by another this turn, has that ability to activate
      Given a test unit "Keeper" costing 1 with 2 Might
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And a test spell "Gift" costing 0 and text "Choose a friendly unit. This turn, that unit has \":rb_exhaust:: Draw 1.\""
      And Alice has 3 cards in her main deck
      And Alice has a Keeper in her base
      And Alice has a Boost in her hand
      And Alice has a Gift in her hand
      When Alice plays her Boost
      And Alice chooses her Keeper
      And Alice passes
      And Bob passes
      Then Alice's Keeper's Might is 4
      When Alice plays her Gift
      And Alice chooses her Keeper
      And Alice passes
      And Bob passes
      Then Alice's hand holds 0 cards
      When Alice activates her Keeper
      And Alice passes
      And Bob passes
      Then Alice's Keeper is exhausted
      And Alice's hand holds 1 card

    @rule:411.6.a @editions:v1.4
    Example: Alice's Keeper, given an ability this turn by her spell, has it to activate
      Given a test unit "Keeper" costing 1 with 2 Might
      And a test spell "Gift" costing 0 and text "Choose a friendly unit. This turn, that unit has \":rb_exhaust:: Draw 1.\""
      And Alice has 3 cards in her main deck
      And Alice has a Keeper in her base
      And Alice has a Gift in her hand
      When Alice plays her Gift
      And Alice chooses her Keeper
      And Alice passes
      And Bob passes
      And Alice activates her Keeper
      And Alice passes
      And Bob passes
      Then Alice's Keeper is exhausted
      And Alice's hand holds 1 card

    @rule:411.6.a @editions:v1.4
    Example: The "When I move" Alice's Gift gives her Keeper this turn draws her a card as she moves it home, and is gone on Bob's turn: his move of the Keeper draws nothing
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And a test unit "Keeper" costing 1 with 2 Might
      And a test spell "Gift" costing 0 and text "Choose a friendly unit. This turn, that unit has \"When I move, draw 1.\""
      And a test spell "Shove" costing 0 and text "Move an enemy unit to a battlefield."
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Alice has a Keeper at the Bridge
      And Alice has a Gift in her hand
      And Bob has a Shove in his hand
      When Alice plays her Gift
      And Alice chooses her Keeper
      And Alice passes
      And Bob passes
      And Alice moves her Keeper to her base
      Then the chain holds Alice's Keeper
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice ends her turn
      Then the turn player is Bob
      When Bob plays his Shove
      And Bob chooses Alice's Keeper
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Alice's Keeper is at the Bridge
      And the chain is empty
      And Alice drew 1 time

    @rule:411.6.a @editions:v1.4
    Example: Once Alice's Mentor is killed, her Keeper no longer has the ability the Mentor gave it
      Given a test unit "Keeper" costing 1 with 2 Might
      And a test unit "Mentor" costing 2 with 2 Might and text "Other friendly units have \":rb_exhaust:: Draw 1.\""
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has 3 cards in her main deck
      And Alice has a Keeper in her base
      And Alice has a Mentor in her base
      And Alice has a Smite in her hand
      When Alice plays her Smite
      And Alice chooses her Mentor
      And Alice passes
      And Bob passes
      Then Alice's Mentor is in Alice's trash
      When Alice activates her Keeper
      Then the action is refused
      And Alice's Keeper is ready

    @rule:411.6.a @editions:v1.4
    Example: Alice's Keeper has both abilities her Mentor and her Tutor give it, and uses each
      Given a test unit "Keeper" costing 1 with 2 Might
      And a test unit "Mentor" costing 2 with 2 Might and text "Other friendly units have \":rb_exhaust:: Draw 1.\""
      And a test unit "Tutor" costing 2 with 2 Might and text "Other friendly units have \":rb_energy_1:: Draw 1.\""
      And Alice has 3 cards in her main deck
      And Alice has 1 Energy in her rune pool
      And Alice has a Keeper in her base
      And Alice has a Mentor in her base
      And Alice has a Tutor in her base
      When Alice activates ability 1 of her Keeper
      And Alice passes
      And Bob passes
      And Alice activates ability 2 of her Keeper
      And Alice passes
      And Bob passes
      Then Alice's hand holds 2 cards
      And Alice's Keeper is exhausted
      And Alice's rune pool holds 0 Energy

    @rule:411.6.a @editions:v1.4
    Example: Alice's Mentor in her hand gives her Keeper no ability: only from the board does it give one
      Given a test unit "Keeper" costing 1 with 2 Might
      And a test unit "Mentor" costing 2 with 2 Might and text "Other friendly units have \":rb_exhaust:: Draw 1.\""
      And a test gear "Tax Office" costing 0 and text "Spells you play cost :rb_energy_1: less."
      And Alice has 3 cards in her main deck
      And Alice has a Tax Office in her base
      And Alice has a Keeper in her base
      And Alice has a Mentor in her hand
      When Alice activates her Keeper
      Then the action is refused
      And Alice's Keeper is ready

    @rule:411.6.a @editions:v1.4
    Example: Without a Reliquary on the board Alice's Keeper has no ability to activate
      Given a test unit "Keeper" costing 1 with 2 Might
      And Alice has a Keeper in her base
      And Alice has 1 card in her trash
      When Alice activates her Keeper
      Then the action is refused
      And Alice's Keeper is ready

    @rule:411.6.a @editions:v1.4
    Example: The Gardens of Becoming give the unit Alice has there their XP ability; her unit at another battlefield has none
      Given a Gardens of Becoming battlefield called the Gardens
      And a battlefield called the Bridge
      And a test unit "Keeper" costing 1 with 2 Might
      And Alice has a Keeper at the Gardens
      And Alice has a Keeper at the Bridge
      When Alice activates her Keeper 2
      Then the action is refused
      When Alice activates her Keeper
      And Alice passes
      And Bob passes
      Then Alice's XP is 1
      And Alice's Keeper is exhausted
      And Alice's Keeper 2 is ready
