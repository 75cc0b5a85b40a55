@edition:v1.4
Feature: Burning cards (rule 440)

  Background:
    Given it is Alice's main phase
    And a test spell "Singe" costing 0 and text "[Burn 2]."

  @rule:440 @waived:heading
  Rule: 440 Burn

  Rule: 440.1 Burning puts cards from the top of the main deck into the trash

    @rule:440.1 @rule:440.2 @rule:440.2.a
    Example: Singe burns Alice's top two cards and leaves the third
      Given Alice has a Singe in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Singe
      And Alice passes
      And Bob passes
      Then Alice's card 1 is in Alice's trash
      And Alice's card 2 is in Alice's trash
      And Alice's main deck holds Alice's card 3 (top first)
      And Alice drew 0 times
      And the moved event for Alice's card 1 went from main-deck to trash
      And the moved event for Alice's card 1 cites rule 440.1

    @rule:440.1
    Example: "Put the top 2 cards of your Main Deck into your trash" moves Alice's top two cards there and leaves the third
      Given a test spell "Dig" costing 0 and text "Put the top 2 cards of your Main Deck into your trash."
      And Alice has a Dig in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Dig
      And Alice passes
      And Bob passes
      Then Alice's card 1 is in Alice's trash
      And Alice's card 2 is in Alice's trash
      And Alice's main deck holds Alice's card 3 (top first)
      And the moved event for Alice's card 2 cites rule 440.1

    @rule:440.1
    Example: Lightning Rush draws the card Alice chooses among her top three and puts the two others from the top of her deck into her trash
      Given Alice has a Lightning Rush in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has an Iron Ballista in her main deck
      And Alice has a Shipyard Skulker in her main deck
      And Alice has a Vanguard Sergeant in her main deck
      And Alice has an Annie, Fiery in her main deck
      When Alice plays her Lightning Rush
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's hand
      And Alice's Iron Ballista is in Alice's trash
      And Alice's Vanguard Sergeant is in Alice's trash
      And Alice's main deck holds Alice's Annie, Fiery (top first)
      And the moved event for Alice's Iron Ballista cites rule 440.1
      And the moved event for Alice's Iron Ballista went from main-deck to trash
      And the moved event for Alice's Vanguard Sergeant cites rule 440.1

  Rule: 440.1.a What watches burning goes off once the card is burned

    @rule:440.1.a
    Example: Alice burns her top card; her Ember Journal triggers after it is in her trash and draws the next one
      Given a test spell "Flick" costing 0 and text "[Burn 1]."
      And a test gear "Ember Journal" costing 0 and text "When you burn a card, draw 1."
      And Alice has an Ember Journal in her base
      And Alice has a Flick in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Flick
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | moved     | Alice's card 1        |
        | triggered | Alice's Ember Journal |
      And the chain holds Alice's Ember Journal
      When Alice passes
      And Bob passes
      Then Alice's card 1 is in Alice's trash
      And Alice's card 2 is in Alice's hand
      And Alice's main deck holds Alice's card 3 (top first)

    @rule:440.1.a
    Example: "When you burn a unit" looks at the card burned: a burned spell sets it off no more than a unit left on top does
      Given a test spell "Flick" costing 0 and text "[Burn 1]."
      And a test gear "Ember Journal" costing 0 and text "When you burn a unit, draw 1."
      And Alice has an Ember Journal in her base
      And Alice has a Flick in her hand
      And Alice has a Singe in her main deck
      And Alice has a Vanguard Sergeant in her main deck
      When Alice plays her Flick
      And Alice passes
      And Bob passes
      Then Alice's Singe is in Alice's trash
      And the chain is empty
      And Alice drew 0 times

    @rule:440.1.a
    Example: Burning a unit sets off "When you burn a unit"
      Given a test spell "Flick" costing 0 and text "[Burn 1]."
      And a test gear "Ember Journal" costing 0 and text "When you burn a unit, draw 1."
      And Alice has an Ember Journal in her base
      And Alice has a Flick in her hand
      And Alice has a Vanguard Sergeant in her main deck
      And Alice has a Singe in her main deck
      When Alice plays her Flick
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And the chain holds Alice's Ember Journal
      When Alice passes
      And Bob passes
      Then Alice's Singe is in Alice's hand

    @rule:440.1.a @rule:387.1
    Example: Alice's Cinder Lamp burns with her deck empty: she burns out, her Sergeant comes back from her trash and is burned, once, so the Lamp draws her one card
      Given a test gear "Cinder Lamp" costing 0 and text ":rb_energy_1:: [Burn 1]. When you burn a unit this way, do this: Draw 1."
      And Alice has a Cinder Lamp in her base
      And Alice has 2 Energy in her rune pool
      And Alice has 0 cards in her main deck
      And Alice has a Vanguard Sergeant in her trash
      When Alice activates her Cinder Lamp
      And Alice passes
      And Bob passes
      Then Alice burned out 1 time
      And Bob's score is 1
      And Alice's Vanguard Sergeant is in Alice's trash
      And the chain holds Alice's Cinder Lamp
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:440.1.a @rule:387.1
    Example: Alice's Cinder Lamp burns her top card and draws her one only when that card is a unit: it looks at what this burn burned
      Given a test gear "Cinder Lamp" costing 0 and text ":rb_energy_1:: [Burn 1]. When you burn a unit this way, do this: Draw 1."
      And Alice has a Cinder Lamp in her base
      And Alice has 2 Energy in her rune pool
      And Alice has a Vanguard Sergeant in her main deck
      And Alice has a Singe in her main deck
      And Alice has a Singe in her main deck
      When Alice activates her Cinder Lamp
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And the chain holds Alice's Cinder Lamp
      When Alice passes
      And Bob passes
      Then Alice's Singe is in Alice's hand
      When Alice activates her Cinder Lamp
      And Alice passes
      And Bob passes
      Then Alice's Singe 2 is in Alice's trash
      And the chain is empty
      And Alice drew 1 time

    @rule:440.1.a @rule:359.3.e.13
    Example: Alice's Relic Lamp burns a 4-Might Vanguard Sergeant, then gives her unit +Might equal to the burned card's Might this turn
      Given a test gear "Relic Lamp" costing 0 and text ":rb_energy_1:: [Burn 1]. When you burn a unit this way, do this: Give a friendly unit +:rb_might: equal to the burned card's Might this turn."
      And Alice has a Relic Lamp in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has 1 Energy in her rune pool
      And Alice has a Vanguard Sergeant in her main deck
      When Alice activates her Relic Lamp
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And the chain holds Alice's Relic Lamp
      When Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Shipyard Skulker's Might is 7

    @rule:440.1.a @rule:359.3.e.14
    Example: "If you do" after Alice's Cinder Ledger's "When you burn a unit this way" gives her XP when the burned card is a unit, and none when it is a spell
      Given a test gear "Cinder Ledger" costing 0 and text ":rb_energy_1:: [Burn 1]. When you burn a unit this way, do this: Draw 1. If you do, gain 1 XP."
      And Alice has a Cinder Ledger in her base
      And Alice has 2 Energy in her rune pool
      And Alice has a Vanguard Sergeant in her main deck
      And Alice has a Singe in her main deck
      And Alice has a Singe in her main deck
      When Alice activates her Cinder Ledger
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice's XP is 1
      When Alice passes
      And Bob passes
      Then Alice's Singe is in Alice's hand
      When Alice activates her Cinder Ledger
      And Alice passes
      And Bob passes
      Then Alice's Singe 2 is in Alice's trash
      And the chain is empty
      And Alice's XP is 1

  Rule: 440.3 Burning is a limited action, done when an effect or cost says so

    @rule:440.3 @rule:440.3.a
    Example: Bob's Reaction has him burn on Alice's turn
      Given a test spell "Plain Word" costing 0
      And a test spell "Quick Singe" costing 0 and text "[Reaction]\n[Burn 1]."
      And Alice has a Plain Word in her hand
      And Bob has a Quick Singe in his hand
      And Bob has 2 cards in his main deck
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Singe
      And Bob passes
      And Alice passes
      Then Bob's card 1 is in Bob's trash
      And Bob's main deck holds Bob's card 2 (top first)

    @rule:440.3
    Example: Alice's Acolyte burns her top card as it moves, and that burn pays for its +1 Might
      Given a test unit "Acolyte" costing 0 with 2 Might and text "When I move, you may [Burn 1] to give me +1 :rb_might: this turn."
      And the Bridge is controlled by Alice
      And Alice has an Acolyte in her base
      And Alice has 2 cards in her main deck
      When Alice moves her Acolyte to the Bridge
      And Alice chooses yes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's card 1 is in Alice's trash
      And Alice's main deck holds Alice's card 2 (top first)
      And Alice's Acolyte's Might is 3

  Rule: 440.4 Burning more than the deck holds burns what there is, burns out, then burns the rest

    @rule:440.4 @rule:431.1.b
    Example: Singe with one card in the deck burns it, burns out, and burns one more
      Given Alice has a Singe in her hand
      And Alice has 1 card in her main deck
      And Alice has 2 cards in her trash
      When Alice plays her Singe
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | moved      | Alice's card 1 |
        | burned-out | Alice          |
        | moved      | Alice          |
      And Alice burned out 1 time
      And Bob's score is 1
      And Alice's main deck holds 2 cards
      And Alice's trash holds 2 cards

    @rule:440.4 @rule:387.1
    Example: Alice's Relic Lamp burns her only card, burns out and burns that card again: "this way" sees the two burns, not the card's trip back to the deck
      Given a test gear "Relic Lamp" costing 0 and text ":rb_energy_1:: [Burn 2]. When you burn a unit this way, do this: Give a friendly unit +:rb_might: equal to the burned card's Might this turn."
      And Alice has a Relic Lamp in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has 1 Energy in her rune pool
      And Alice has a Vanguard Sergeant in her main deck
      When Alice activates her Relic Lamp
      And Alice passes
      And Bob passes
      Then Alice burned out 1 time
      And Alice's Vanguard Sergeant is in Alice's trash
      And the chain holds Alice's Relic Lamp, then Alice's Relic Lamp
      When Alice chooses her Shipyard Skulker
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Shipyard Skulker's Might is 11
