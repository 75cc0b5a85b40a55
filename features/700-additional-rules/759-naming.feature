@edition:v1.4
Feature: Naming cards and tags (rules 759–763)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test gear "Tag Slate" costing 0 and text "When you play me, name a tag.\n:rb_exhaust:: Give a unit with the named tag -2 :rb_might: this turn."
    And a test gear "Name Slate" costing 0 and text "When you play me, name a card.\n:rb_exhaust:: Give a unit with that name -2 :rb_might: this turn."
    And a test gear "Spell Slate" costing 0 and text "When you play me, name a spell."
    And a test unit "Quillon the Bold" costing 2 with 4 Might
    And a test unit "Quillon the Meek" costing 2 with 4 Might
    And a test spell "Zap" costing 0 and text "Deal 2 to a unit."
    And a test unit "Zap Hound" costing 2 with 4 Might
    And a test unit "Marcher" costing 2 with 4 Might
    And a test unit "Old Marcher" costing 2 with 4 Might
    And the test card "Marcher" has the tag Demacia

  @rule:759 @waived:heading
  Rule: 759 Naming cards, types and tags

  Rule: 760 An effect may have a player name a card, a type or a tag

    @rule:760 @editions:v1.4
    Example: Alice's Tag Slate has her name a tag, and her slate then shrinks only a unit with that tag
      Given Alice has a Tag Slate in her hand
      And Bob has a Marcher at the Bridge
      And Bob has a Quillon the Bold at the Bridge
      When Alice plays her Tag Slate
      And Alice passes
      And Bob passes
      Then Alice is asked to name a tag
      And the question to Alice cites rule 760
      When Alice names the tag Demacia
      And Alice activates her Tag Slate
      Then Alice is asked to choose targets among Bob's Marcher
      When Alice chooses Bob's Marcher
      And Alice passes
      And Bob passes
      Then Bob's Marcher's Might is 2
      And Bob's Quillon the Bold's Might is 4

    @rule:760 @editions:v1.4
    Example: Alice's Tag Slate, with the tag Demacia named, shrinks only a unit with that tag, not Bob's Shipyard Skulker with other tags
      Given Alice has a Tag Slate in her hand
      And Bob has a Marcher at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      When Alice plays her Tag Slate
      And Alice passes
      And Bob passes
      And Alice names the tag Demacia
      And Alice activates her Tag Slate
      Then Alice is asked to choose targets among Bob's Marcher

    @rule:760 @editions:v1.4
    Example: Naming a card counts as done: the "if you do" of Alice's Naming Bell draws her a card once she has named one
      Given a test spell "Naming Bell" costing 0 and text "Name a card. If you do, draw 1."
      And Alice has a Naming Bell in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Naming Bell
      And Alice passes
      And Bob passes
      Then Alice is asked to name a card
      When Alice names Fox-Fire
      Then Alice drew 1 time

    @rule:760 @editions:v1.4
    Example: A Tag Slate that was never played named no tag: its ability finds no unit with "the named tag" and cannot be activated
      Given Alice has a Tag Slate in her base
      And Bob has a Marcher at the Bridge
      When Alice activates her Tag Slate
      Then the action is refused
      And Bob's Marcher's Might is 4

    @rule:760 @editions:v1.4
    Example: Alice's The List has her name a tag as she plays it, before anyone passes; it then shrinks only a unit with that tag
      Given Alice has a The List in her hand
      And Alice has 1 Energy in her rune pool
      And Bob has a Marcher at the Bridge
      And Bob has a Quillon the Bold at the Bridge
      When Alice plays her The List
      Then Alice is asked to name a tag
      When Alice names the tag Demacia
      Then Alice's The List is in Alice's base
      When Alice activates her The List
      Then Alice is asked to choose targets among Bob's Marcher
      When Alice chooses Bob's Marcher
      And Alice passes
      And Bob passes
      Then Bob's Marcher's Might is 2
      And Bob's Quillon the Bold's Might is 4

    @rule:760 @editions:v1.4
    Example: A gear that names a card as it is played asks Alice for a card's name, not a tag, before anyone passes
      Given a test gear "Card Ledger" costing 0 and text "As you play this, name a card.\n:rb_exhaust:: Give a unit with that name -2 :rb_might: this turn."
      And Alice has a Card Ledger in her hand
      And Bob has a Marcher at the Bridge
      And Bob has a Quillon the Bold at the Bridge
      When Alice plays her Card Ledger
      Then Alice is asked to name a card
      And the question to Alice cites rule 760
      When Alice names Quillon the Bold
      Then Alice's Card Ledger is in Alice's base
      When Alice activates her Card Ledger
      Then Alice is asked to choose targets among Bob's Quillon the Bold

    @rule:760 @rule:358.2 @editions:v1.4
    Example: A gear that names a card as it is played and must kill a friendly unit to be paid cannot be played when Alice's only unit can't be killed, whatever she would name
      Given a test gear "Pact Ledger" costing 0 and text "As you play this, name a card.\nAs an additional cost to play this, kill a friendly unit.\n:rb_exhaust:: Give a unit with that name -2 :rb_might: this turn."
      And a test unit "Stubborn Guard" costing 0 with 3 Might and text "I can't be killed."
      And Alice has a Pact Ledger in her hand
      And Alice has a Stubborn Guard in her base
      When Alice plays her Pact Ledger
      Then the action is refused
      And Alice's Pact Ledger is in Alice's hand
      And Alice's Stubborn Guard is in Alice's base
      And no decision is pending

    @rule:760 @rule:763 @editions:v1.4
    Example: As The List is played, a word that is no tag is refused as its name, and a tag is then taken
      Given Alice has a The List in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her The List
      Then Alice is asked to name a tag
      When Alice names the tag Pizza
      Then the action is refused citing rule 763
      When Alice names the tag Poro
      Then Alice's The List is in Alice's base

    @rule:760 @editions:v1.4
    Example: A gear that names a tag as it is revealed from the deck asks nothing as Alice plays it from her hand
      Given a test gear "Deck Slate" costing 0 and text "As I'm revealed from your deck, name a tag."
      And Alice has a Deck Slate in her hand
      When Alice plays her Deck Slate
      Then Alice's Deck Slate is in Alice's base
      And Alice has priority

    @rule:760 @editions:v1.4
    Example: Told to name a spell, Alice cannot name a unit
      Given Alice has a Spell Slate in her hand
      And Alice has a Zap in her hand
      And Bob has a Zap Hound in his hand
      When Alice plays her Spell Slate
      And Alice passes
      And Bob passes
      Then Alice is asked to name a spell
      When Alice names Zap Hound
      Then the action is refused citing rule 760
      When Alice names Zap
      Then Alice has priority

    @rule:760 @editions:v1.4
    Example: Fallen Feline at a battlefield stops Bob from playing the spell Alice named, and only that one
      Given the Bridge is controlled by Alice
      And a test spell "Quick Zap" costing 0 and text "[Reaction]\nDeal 2 to a unit."
      And a test spell "Quick Spark" costing 0 and text "[Reaction]\nDeal 2 to a unit."
      And Alice has a Fallen Feline in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has a Marcher at the Bridge
      And Bob has a Quick Zap in his hand
      And Bob has a Quick Spark in his hand
      And Bob has an Old Marcher in his base
      And Alice has a Zap in her hand
      When Alice plays her Fallen Feline
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to name a spell
      When Alice names Quick Zap
      And Alice plays her Zap
      And Alice chooses Bob's Old Marcher
      And Alice passes
      And Bob plays his Quick Zap
      Then the action is refused citing rule 358.4
      When Bob plays his Quick Spark
      And Bob chooses Alice's Marcher
      And Bob passes
      And Alice passes
      Then Alice's Marcher has 2 damage

    @rule:760 @editions:v1.4
    Example: Fallen Feline in Alice's base does not stop Bob from playing the spell she named: its restriction holds only at a battlefield
      Given a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Fallen Feline in her hand
      And Alice has 2 Energy in her rune pool
      And Bob has a Quick Word in his hand
      And Bob has an Old Marcher in his base
      And Alice has a Zap in her hand
      When Alice plays her Fallen Feline
      And Alice passes
      And Bob passes
      Then Alice is asked to name a spell
      When Alice names Quick Word
      Then Alice's Fallen Feline is in Alice's base
      When Alice plays her Zap
      And Alice chooses Bob's Old Marcher
      And Alice passes
      And Bob plays his Quick Word
      Then Bob's Quick Word is on the chain

    @rule:760 @editions:v1.4
    Example: Alice's gear with no condition forbids Bob the spell she names while it is in her base, and only that spell
      Given a test gear "Ban Slate" costing 0 and text "When you play me, name a spell.\nOpponents can't play spells with that name."
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And a test spell "Quick Spark" costing 0 and text "[Reaction]\nDeal 2 to a unit."
      And Alice has a Ban Slate in her hand
      And Alice has a Marcher in her base
      And Bob has a Quick Word in his hand
      And Bob has a Quick Spark in his hand
      And Bob has an Old Marcher in his base
      And Alice has a Zap in her hand
      When Alice plays her Ban Slate
      And Alice passes
      And Bob passes
      Then Alice is asked to name a spell
      When Alice names Quick Word
      Then Alice's Ban Slate is in Alice's base
      When Alice plays her Zap
      And Alice chooses Bob's Old Marcher
      And Alice passes
      And Bob plays his Quick Word
      Then the action is refused citing rule 358.4
      When Bob plays his Quick Spark
      And Bob chooses Alice's Marcher
      And Bob passes
      And Alice passes
      Then Alice's Marcher has 2 damage

    @rule:760 @editions:v1.4
    Example: Naming a spell forbids nothing by itself: with Alice's two slates naming Quick Word, one of them unkillable, Bob still plays it
      Given a test gear "Mark Slate" costing 0 and text "When you play me, name a spell."
      And a test gear "Iron Slate" costing 0 and text "When you play me, name a spell.\nI can't be killed."
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Mark Slate in her hand
      And Alice has an Iron Slate in her hand
      And Bob has a Quick Word in his hand
      And Bob has an Old Marcher in his base
      And Alice has a Zap in her hand
      When Alice plays her Mark Slate
      And Alice passes
      And Bob passes
      Then Alice is asked to name a spell
      When Alice names Quick Word
      And Alice plays her Iron Slate
      And Alice passes
      And Bob passes
      Then Alice is asked to name a spell
      When Alice names Quick Word
      Then Alice's Mark Slate is in Alice's base
      And Alice's Iron Slate is in Alice's base
      When Alice plays her Zap
      And Alice chooses Bob's Old Marcher
      And Alice passes
      And Bob plays his Quick Word
      Then Bob's Quick Word is on the chain

  Rule: 761 A card is named by its name or by what only it has

    @rule:761 @rule:761.1 @editions:v1.4
    Example: The exact name names that card, even when it is part of another card's name
      Given Alice has a Name Slate in her hand
      And Bob has a Marcher at the Bridge
      And Bob has an Old Marcher at the Bridge
      When Alice plays her Name Slate
      And Alice passes
      And Bob passes
      Then Alice is asked to name a card
      When Alice names Marcher
      And Alice activates her Name Slate
      Then Alice is asked to choose targets among Bob's Marcher
      When Alice chooses Bob's Marcher
      And Alice passes
      And Bob passes
      Then Bob's Marcher's Might is 2
      And Bob's Old Marcher's Might is 4

    @rule:761 @rule:761.2 @editions:v1.4
    Example: Part of a name names the one card that has it; a part two cards share names neither
      Given Alice has a Name Slate in her hand
      And Bob has a Quillon the Bold at the Bridge
      And Bob has a Quillon the Meek at the Bridge
      When Alice plays her Name Slate
      And Alice passes
      And Bob passes
      And Alice names Quillon
      Then the action is refused citing rule 761.2
      When Alice names Bold
      And Alice activates her Name Slate
      Then Alice is asked to choose targets among Bob's Quillon the Bold
      When Alice chooses Bob's Quillon the Bold
      And Alice passes
      And Bob passes
      Then Bob's Quillon the Bold's Might is 2
      And Bob's Quillon the Meek's Might is 4

    @rule:761 @rule:761.2 @editions:v1.4
    Example: Two words of a name, said with extra space between them, still name the one card that has both
      Given Alice has a Name Slate in her hand
      And Bob has a Quillon the Bold at the Bridge
      And Bob has a Quillon the Meek at the Bridge
      When Alice plays her Name Slate
      And Alice passes
      And Bob passes
      And Alice names the  Bold
      And Alice activates her Name Slate
      Then Alice is asked to choose targets among Bob's Quillon the Bold
      When Alice chooses Bob's Quillon the Bold
      And Alice passes
      And Bob passes
      Then Bob's Quillon the Bold's Might is 2
      And Bob's Quillon the Meek's Might is 4

    @rule:761 @rule:761.2 @editions:v1.4
    Example: A word of a name that ends in a full stop names the card whose name has that word
      Given a test unit "Tarn Jr." costing 2 with 4 Might
      And Alice has a Name Slate in her hand
      And Bob has a Tarn Jr. at the Bridge
      And Bob has a Marcher at the Bridge
      When Alice plays her Name Slate
      And Alice passes
      And Bob passes
      And Alice names Jr.
      And Alice activates her Name Slate
      Then Alice is asked to choose targets among Bob's Tarn Jr.
      When Alice chooses Bob's Tarn Jr.
      And Alice passes
      And Bob passes
      Then Bob's Tarn Jr.'s Might is 2

    @rule:761 @rule:761.1 @editions:v1.4
    Example: A card's exact name, said with a space before it, still names that card and not one whose name merely holds it
      Given Alice has a Name Slate in her hand
      And Bob has a Marcher at the Bridge
      And Bob has an Old Marcher at the Bridge
      When Alice plays her Name Slate
      And Alice passes
      And Bob passes
      And Alice names  Marcher
      And Alice activates her Name Slate
      Then Alice is asked to choose targets among Bob's Marcher
      When Alice chooses Bob's Marcher
      And Alice passes
      And Bob passes
      Then Bob's Marcher's Might is 2
      And Bob's Old Marcher's Might is 4

  Rule: 762 Only a card of the format can be named

    @rule:762 @editions:v1.4
    Example: Alice may name a spell that is in no deck of this game
      Given Alice has a Spell Slate in her hand
      When Alice plays her Spell Slate
      And Alice passes
      And Bob passes
      And Alice names Fox-Fire
      Then Alice has priority

    @rule:762 @editions:v1.4
    Example: In a game of catalog cards only, Alice's Fallen Feline names Fox-Fire, a spell of the format that no one brought
      Given Alice has a Fallen Feline in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Fallen Feline
      And Alice passes
      And Bob passes
      Then Alice is asked to name a spell
      When Alice names Fox-Fire
      Then Alice has priority
      And Alice's Fallen Feline is in Alice's base

    @rule:762.1 @editions:v1.4
    Example: A name no card has cannot be named
      Given Alice has a Name Slate in her hand
      When Alice plays her Name Slate
      And Alice passes
      And Bob passes
      And Alice names Pizza Golem
      Then the action is refused citing rule 762.1
      When Alice names Fox-Fire
      Then Alice has priority

    @rule:762.2 @editions:v1.4
    Example: A token's name cannot be named
      Given Alice has a Name Slate in her hand
      When Alice plays her Name Slate
      And Alice passes
      And Bob passes
      And Alice names Sprite
      Then the action is refused citing rule 762.2
      When Alice names Fox-Fire
      Then Alice has priority

  Rule: 763 Only a tag that exists can be named

    @rule:763 @editions:v1.4
    Example: A word that is no tag cannot be named as a tag
      Given Alice has a Tag Slate in her hand
      When Alice plays her Tag Slate
      And Alice passes
      And Bob passes
      And Alice names the tag Pizza
      Then the action is refused citing rule 763
      When Alice names the tag Poro
      Then Alice has priority

    @rule:763 @editions:v1.4
    Example: A tag said with a space before it is still that tag: the Tag Slate then shrinks the unit that has it
      Given Alice has a Tag Slate in her hand
      And Bob has a Marcher at the Bridge
      And Bob has a Quillon the Bold at the Bridge
      When Alice plays her Tag Slate
      And Alice passes
      And Bob passes
      And Alice names the tag  Demacia
      And Alice activates her Tag Slate
      Then Alice is asked to choose targets among Bob's Marcher

    @rule:763.1 @editions:v1.4
    Example: A tag of the list can be named though no card of the game has it
      Given Alice has a Tag Slate in her hand
      When Alice plays her Tag Slate
      And Alice passes
      And Bob passes
      And Alice names the tag Kathkan
      Then Alice has priority

