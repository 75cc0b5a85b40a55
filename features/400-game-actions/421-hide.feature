@edition:v1.4
Feature: Hiding cards (rule 421)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a battlefield called the Ford
    And the Bridge is controlled by Alice
    And Alice has a Shipyard Skulker at the Bridge

  @rule:421 @waived:heading
  Rule: 421 Hide

  Rule: 421.1 Hiding puts a card facedown at a battlefield its player controls

    @rule:421.1 @rule:421.2 @rule:421.2.a @faq:origins:hide-card-hidden
    Example: Alice pays one Power to hide her Fox-Fire at the Bridge; no chain opens
      Given Alice has a Fox-Fire in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice hides her Fox-Fire at the Bridge
      Then Alice's Fox-Fire is at the Bridge
      And Alice's Fox-Fire is facedown
      And Alice's rune pool holds 0 calm Power
      And Alice's hand holds 0 cards
      And the chain is empty
      And the turn is in a Neutral Open state
      And Alice has priority

    @rule:421.1
    Example: Alice hides her Fox-Fire, and her Lookout watching for her hiding a card draws her one; Bob's does not
      Given a test gear "Lookout" costing 0 and text "When you hide a card, draw 1."
      And Alice has a Lookout in her base
      And Bob has a Lookout in his base
      And Alice has a Fox-Fire in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice hides her Fox-Fire at the Bridge
      Then Alice's Fox-Fire is facedown
      And the chain holds Alice's Lookout
      And the triggered event for Alice's Lookout cites rule 421
      And no triggered event happened for Bob's Lookout
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Bob drew 0 times

    @rule:421.1
    Example: Hiding a card is not discarding it: Alice's Tinker, watching for her discards, stays quiet as she hides her Fox-Fire
      Given a test unit "Tinker" costing 0 with 2 Might and text "When you discard one or more cards, draw 1."
      And Alice has a Tinker in her base
      And Alice has a Fox-Fire in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice hides her Fox-Fire at the Bridge
      Then Alice's Fox-Fire is facedown
      And the chain is empty
      And no triggered event happened for Alice's Tinker
      And Alice drew 0 times

    @rule:421.1 @faq:origins:hide-card-hidden
    Example: Alice cannot hide at a battlefield she does not control
      Given Alice has a Fox-Fire in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      And the Ford is controlled by Bob
      And Bob has a Shipyard Skulker at the Ford
      When Alice hides her Fox-Fire at the Ford
      Then the action is refused
      And Alice's Fox-Fire is in Alice's hand
      And Alice's rune pool holds 1 calm Power

    @rule:421.1 @rule:811.1.b
    Example: Alice's Lurker, a unit with Hidden, is hidden at the Bridge for one Power: the hide and its payment cite their rules
      Given a test unit "Lurker" costing 2 with 2 Might and text "[Hidden]"
      And Alice has a Lurker in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice hides her Lurker at the Bridge
      Then Alice's Lurker is at the Bridge
      And Alice's Lurker is facedown
      And the moved event for Alice's Lurker cites rule 421.1
      And the paid event for Alice cites rule 811.1.b
      And Alice's rune pool holds 0 calm Power

    @rule:421.2.a @rule:811.1.b
    Example: Alice's Chosen Champion with Hidden may be hidden from her Champion Zone
      Given a test unit "Lurker" costing 2 with 2 Might and text "[Hidden]"
      And Alice has a Lurker as her chosen champion
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice hides her Lurker at the Bridge
      Then Alice's Lurker is at the Bridge
      And Alice's Lurker is facedown
      And Alice's rune pool holds 0 calm Power

    @rule:421.1 @rule:421.2.a @rule:811.1.b
    Example: Alice may not hide her Lurker at the Ford she does not control, nor her Squire without Hidden, nor a Lurker from her base
      Given a test unit "Lurker" costing 2 with 2 Might and text "[Hidden]"
      And a test unit "Squire" costing 1 with 1 Might
      And the Ford is controlled by Bob
      And Bob has a Shipyard Skulker at the Ford
      And Alice has a Lurker in her hand
      And Alice has a Squire in her hand
      And Alice has a Lurker in her base
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice hides her Lurker at the Ford
      Then the action is refused citing rule 421.1
      When Alice hides her Squire at the Bridge
      Then the action is refused citing rule 421.2.a
      When Alice hides her Lurker 2 at the Bridge
      Then the action is refused citing rule 811.1.b
      And Alice's Lurker 2 is in Alice's base
      When Alice hides her Lurker at the Moon
      Then the action is refused
      And Alice's Lurker is in Alice's hand
      And Alice's Lurker is in Alice's hand
      And Alice's rune pool holds 1 calm Power

  Rule: 421.2.a Only a card with the Hidden keyword can be hidden, and only for its cost

    @rule:421.2.a
    Example: A spell without Hidden cannot be hidden
      Given Alice has a Void Seeker in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice hides her Void Seeker at the Bridge
      Then the action is refused
      And Alice's Void Seeker is in Alice's hand

    @rule:421.2.a
    Example: Without a Power in her pool Alice cannot pay to hide
      Given Alice has a Fox-Fire in her hand
      And Alice has 3 Energy in her rune pool
      When Alice hides her Fox-Fire at the Bridge
      Then the action is refused
      And Alice's Fox-Fire is in Alice's hand
      And Alice's rune pool holds 3 Energy

  Rule: 421.2 Hiding is discretionary: only on the player's own turn

    @rule:421.2
    Example: Bob cannot hide a card on Alice's turn
      Given the Ford is controlled by Bob
      And Bob has a Shipyard Skulker at the Ford
      And Bob has a Hidden Blade in his hand
      And Bob has 0 Energy and 1 order Power in his rune pool
      When Bob hides his Hidden Blade at the Ford
      Then the action is refused
      And Bob's Hidden Blade is in Bob's hand

  Rule: 421.3 What a hidden card may do is set by what hid it

    @rule:421.3 @faq:origins:play-unit-hid-battlefield-play-base @faq:origins:hid-card-last-turn-play-card @faq:origins:play-card-hidden-gains-several-additional
    Example: On a later turn Alice plays her hidden Lurker for nothing, and it enters where it was hidden
      Given a test unit "Lurker" costing 3 with 2 Might and text "[Hidden]"
      And Alice has a facedown Lurker at the Bridge
      When From hiding, Alice plays her Lurker
      Then Alice's Lurker is at the Bridge
      And Alice's Lurker is face up
      And Alice's Lurker is exhausted
      And Alice's rune pool holds 0 Energy

    @rule:421.3
    Example: Played from hiding for nothing, Alice's Stalker needs neither its Energy nor its fury Power from her empty pool
      Given a test unit "Stalker" costing 2 Energy and 1 fury Power with 2 Might and text "[Hidden]"
      And Alice has a facedown Stalker at the Bridge
      When From hiding, Alice plays her Stalker
      Then Alice's Stalker is at the Bridge
      And Alice's Stalker is face up
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds no Power

    @rule:421.3 @faq:origins:hide-card-opponent-uses-spell-move
    Example: Alice cannot play the Lurker from hiding on the turn she hid it
      Given a test unit "Lurker" costing 3 with 2 Might and text "[Hidden]"
      And Alice has a Lurker in her hand
      And Alice has 3 Energy and 1 body Power in her rune pool
      When Alice hides her Lurker at the Bridge
      And From hiding, Alice plays her Lurker
      Then the action is refused
      And Alice's Lurker is at the Bridge
      And Alice's Lurker is facedown
      And Alice's rune pool holds 3 Energy

    @rule:421.3
    Example: Its [Reaction] lets Alice play the hidden Lurker on Bob's turn, while his spell is on the chain
      Given it is Bob's main phase
      And a test unit "Lurker" costing 3 with 2 Might and text "[Hidden]"
      And a test spell "Insight" costing 1 and text "Draw 2."
      And Alice has a facedown Lurker at the Bridge
      And Bob has an Insight in his hand
      And Bob has 1 Energy in his rune pool
      And Bob has 2 cards in his main deck
      When Bob plays his Insight
      And Bob passes
      And From hiding, Alice plays her Lurker
      Then Alice's Lurker is at the Bridge
      And Alice's Lurker is face up
      And Bob's Insight is on the chain

    @rule:421.3
    Example: Bob may not play Alice's hidden Lurker from hiding, even with his own Reaction timing on her turn
      Given a test unit "Lurker" costing 3 with 2 Might and text "[Hidden]"
      And a test spell "Insight" costing 0 and text "Draw 2."
      And Alice has a facedown Lurker at the Bridge
      And Alice has an Insight in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Insight
      And Alice passes
      And From hiding, Bob plays Alice's Lurker
      Then the action is refused citing rule 421.3
      And Alice's Lurker is at the Bridge
      And Alice's Lurker is facedown

    @rule:421.3
    Example: A card in the hand is not played from hiding
      Given a test unit "Lurker" costing 3 with 2 Might and text "[Hidden]"
      And Alice has a Lurker in her hand
      And Alice has 3 Energy in her rune pool
      When From hiding, Alice plays her Lurker
      Then the action is refused
      And Alice's Lurker is in Alice's hand

    @rule:421.3
    Example: Alice names for a play from hiding a card that is nowhere in the game: the play is refused, and her hidden Lurker stays hidden
      Given a test unit "Lurker" costing 3 with 2 Might and text "[Hidden]"
      And Alice has a facedown Lurker at the Bridge
      When From hiding, Alice plays her Phantom
      Then the action is refused
      And Alice's Lurker is at the Bridge
      And Alice's Lurker is facedown
      And the chain is empty

    @rule:421.3 @rule:811.6
    Example: Hidden on her own turn, Alice's Lurker may be played from hiding on Bob's next turn, while his spell is on the chain
      Given a test unit "Lurker" costing 3 with 2 Might and text "[Hidden]"
      And a test spell "Quick Study" costing 0 and text "Draw 1."
      And Alice has a Lurker in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      And Bob has a Quick Study in his hand
      And Bob has 3 cards in his main deck
      When Alice hides her Lurker at the Bridge
      And Alice ends her turn
      Then the turn player is Bob
      And the game is in the main phase
      When Bob plays his Quick Study
      And Bob passes
      And From hiding, Alice plays her Lurker
      Then Alice's Lurker is at the Bridge
      And Alice's Lurker is face up
      And Bob's Quick Study is on the chain

  Rule: 421.4 A facedown card that changes zones is revealed

    @rule:421.4
    Example: Alice's hidden card is trashed once she no longer holds the battlefield, and it is face up there
      Given Alice has a Fox-Fire in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice hides her Fox-Fire at the Bridge
      Then Alice's Fox-Fire is facedown
      When Alice moves her Shipyard Skulker to her base
      Then no player controls the Bridge
      And Alice's Fox-Fire is in Alice's trash
      And Alice's Fox-Fire is face up
