@edition:v1.4
Feature: Unique (rule 825)

  @rule:825 @waived:heading
  Rule: 825 Unique

  Rule: 825.3 Unique restricts deck construction: one card of its name per deck

    Background:
      Given each player brings a 40-card deck

    @rule:825.1 @rule:825.2 @rule:825.3 @rule:825.3.a
    Example: Two copies of a gear with Unique are refused in Alice's deck
      Given Alice's deck has 2 copies of Crown of Ash in its main deck
      Then the game is refused: Alice's deck breaks rule 825.3.a

    @rule:825.1 @rule:825.2 @rule:825.3 @rule:825.3.a
    Example: One copy of a gear with Unique is allowed
      Given Alice's deck has 1 copy of Crown of Ash in its main deck
      When the game starts
      Then Alice is asked to mulligan

  Rule: 825.3.b A Unique signature card: three signature cards as usual, but one of that name

    Background:
      Given each player brings a 40-card deck

    @rule:825.3.b
    Example: Oracle's Diadem, a Unique signature card, with two Oracle's Lamps makes three signature cards: allowed
      Given Alice's deck has 1 copy of Oracle's Diadem in its main deck
      And Alice's deck has 2 copies of Oracle's Lamp in its main deck
      When the game starts
      Then Alice is asked to mulligan

    @rule:825.3.b
    Example: Two Oracle's Diadems are refused, though two signature cards are within the three allowed
      Given Alice's deck has 2 copies of Oracle's Diadem in its main deck
      Then the game is refused: Alice's deck breaks rule 825.3.b

  Rule: 825.4 Unique does nothing during a game

    Background:
      Given it is Alice's main phase

    @rule:825.4
    Example: Alice plays a second Forgefire Cape beside the one in her base, and both stay
      Given Alice has a Forgefire Cape in her base
      And Alice has a Forgefire Cape in her hand
      And Alice has 4 Energy and 1 calm, 1 mind Power in her rune pool
      When Alice plays her Forgefire Cape 2
      Then Alice's Forgefire Cape 2 is in Alice's base
      And Alice's Forgefire Cape is in Alice's base

  Rule: 825.5 Whether a card has Unique can be checked by other effects

    Background:
      Given it is Alice's main phase

    @rule:825.5
    Example: A spell that kills a gear with Unique may choose Bob's Forgefire Cape but not his Doran's Shield
      Given a test spell "Pick" costing 0 and text "Kill a gear with [Unique]."
      And Alice has a Pick in her hand
      And Bob has a Forgefire Cape in his base
      And Bob has a Doran's Shield in his base
      When Alice plays her Pick
      And Alice chooses Bob's Doran's Shield
      Then the action is refused
      When Alice chooses Bob's Forgefire Cape
      And Alice passes
      And Bob passes
      Then Bob's Forgefire Cape is in Bob's trash
