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
    Example: Hidden this turn, the Pakaa Cub cannot be played from hiding until a later turn
      Given Alice has a Pakaa Cub in her hand
      And Alice has 3 Energy and 1 body Power in her rune pool
      When Alice hides her Pakaa Cub at the Bridge
      And From hiding, Alice plays her Pakaa Cub
      Then the action is refused citing rule 811.1.b
      And Alice's Pakaa Cub is facedown

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

  Rule: 811.1.c.1 Hiding a card is not playing it

    @rule:811.1.c.1
    Example: The hidden Pakaa Cub has not been played
      Given Alice has a Pakaa Cub in her hand
      And Alice has 0 Energy and 1 body Power in her rune pool
      When Alice hides her Pakaa Cub at the Bridge
      Then Alice's Pakaa Cub has not been played

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
