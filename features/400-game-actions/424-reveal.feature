@edition:v1.4
Feature: Revealing cards (rule 424)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Trap" costing 0 and text "[Hidden]"
    And a test spell "Scan" costing 0 and text "Reveal the top 2 cards of your Main Deck. Deal 1 to a unit at a battlefield for each card with [Hidden] revealed this way."

  @rule:424 @waived:heading
  Rule: 424 Reveal

  Rule: 424.1 Revealing shows cards of a hidden zone to every player, and only the cards named

    @rule:424.1 @rule:424.3 @rule:424.1.a.1
    Example: Scan reveals exactly Alice's top two cards, and its damage counts the Hidden cards among them
      Given Bob has a Mega-Mech at the Bridge
      And Alice has a Scan in her hand
      And Alice has a Trap in her main deck
      And Alice has a Trap in her main deck
      And Alice has 1 card in her main deck
      And Alice has a Trap in her main deck
      When Alice plays her Scan
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage

    @rule:424.1 @rule:424.3 @rule:424.1.a.1
    Example: Cards below the revealed ones are not revealed, Hidden or not
      Given Bob has a Mega-Mech at the Bridge
      And Alice has a Scan in her hand
      And Alice has 2 cards in her main deck
      And Alice has a Trap in her main deck
      When Alice plays her Scan
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 0 damage

    @rule:424.1
    Example: Revealing the top rune of Alice's rune deck shows a rune, not her top card: "recycle it" leaves her Main Deck as it was
      Given a test spell "Rune Flip" costing 0 and text "Reveal the top rune of your rune deck, then recycle it."
      And Alice has a Rune Flip in her hand
      And Alice has 2 runes in her rune deck
      And Alice has 3 cards in her main deck
      When Alice plays her Rune Flip
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's main deck holds Alice's card 1, Alice's card 2, Alice's card 3 (top first)

    @rule:424.1
    Example: "Reveal the top rune of your rune deck. If you do, draw 1." draws Alice a card: she had a rune to reveal
      Given a test spell "Rune Glance" costing 0 and text "Reveal the top rune of your rune deck. If you do, draw 1."
      And Alice has a Rune Glance in her hand
      And Alice has 1 rune in her rune deck
      And Alice has 3 cards in her main deck
      When Alice plays her Rune Glance
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:424.1
    Example: With her rune deck empty, Alice reveals no rune, so "If you do, draw 1." draws her nothing
      Given a test spell "Rune Glance" costing 0 and text "Reveal the top rune of your rune deck. If you do, draw 1."
      And Alice has a Rune Glance in her hand
      And Alice has 0 runes in her rune deck
      And Alice has 3 cards in her main deck
      When Alice plays her Rune Glance
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times

    @rule:424.1
    Example: With her Main Deck empty, Alice's Lookout reveals no card, so "if it's a spell" does not hold and it gets no Might
      Given a test unit "Lookout" costing 0 with 2 Might and text "When I move, reveal the top card of your Main Deck. If it's a spell, give me +2 :rb_might: this turn."
      And the Bridge is controlled by Alice
      And Alice has a Lookout in her base
      And Alice has 0 cards in her main deck
      When Alice moves her Lookout to the Bridge
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Lookout is at the Bridge
      And Alice's Lookout's Might is 2

  Rule: 424.1.a Revealed is a passing state of a card, not a place it goes

    @rule:424.1.a @rule:424.1.a.2 @rule:424.1.b
    Example: The cards Scan revealed are still Alice's top cards, in the same order, and nothing else happened to them
      Given Bob has a Mega-Mech at the Bridge
      And Alice has a Scan in her hand
      And Alice has a Trap in her main deck
      And Alice has 1 card in her main deck
      And Alice has a Trap in her main deck
      When Alice plays her Scan
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 1 damage
      And Alice's main deck holds Alice's Trap, Alice's card 1, Alice's Trap 2 (top first)
      And Alice's hand holds 0 cards
      And Alice's trash holds 1 card

    @rule:424.1.a.1
    Example: Alice's Warden reveals a Cat from among the cards it looks at, and its "if you revealed a Cat" buffs a friendly unit
      Given a test unit "Warden" costing 0 with 2 Might and text "When you play me, look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. Recycle the rest. Then if you revealed a Bird, Cat, Dog, or Poro, do this: [Buff] a friendly unit."
      And a test unit "Tabby" costing 0 with 2 Might
      And the test card "Tabby" has the tag Cat
      And Alice has a Warden in her hand
      And Alice has a Tabby in her main deck
      And Alice has 2 cards in her main deck
      When Alice plays her Warden
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice chooses her Tabby
      Then Alice's Tabby is in Alice's hand
      When Alice chooses her Warden
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Warden's Might is 3

    @rule:424.1.a.1
    Example: Alice's Peek reveals a Cat unit and another card: one Cat among the cards revealed is enough for "if you revealed a Cat"
      Given a test spell "Peek" costing 0 and text "Reveal the top 2 cards of your Main Deck. Then if you revealed a Cat, draw 1."
      And a test unit "Tabby" costing 0 with 2 Might
      And the test card "Tabby" has the tag Cat
      And a test unit "Mutt" costing 0 with 2 Might
      And Alice has a Peek in her hand
      And Alice has a Tabby in her main deck
      And Alice has a Mutt in her main deck
      When Alice plays her Peek
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's hand holds 1 card

    @rule:424.1.a.1
    Example: "If you revealed a Cat" means a Cat unit: the Cat spell Alice's Peek reveals does not count
      Given a test spell "Peek" costing 0 and text "Reveal the top 2 cards of your Main Deck. Then if you revealed a Cat, draw 1."
      And a test spell "Catnip" costing 0 and text "Draw 1."
      And the test card "Catnip" has the tag Cat
      And a test unit "Mutt" costing 0 with 2 Might
      And Alice has a Peek in her hand
      And Alice has a Catnip in her main deck
      And Alice has a Mutt in her main deck
      When Alice plays her Peek
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's hand holds 0 cards

    @rule:424.4.a @rule:413.1.a @editions:v1.2-v1.4
    Example: Nocturne, left on top as Alice's Seeker looks, is played as she reveals him from among them: gone from her deck, he is not drawn
      Given a test spell "Seeker" costing 0 and text "Look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. Recycle the rest."
      And Alice has a Seeker in her hand
      And Alice has a Nocturne, Horrifying in her main deck
      And Alice has 3 cards in her main deck
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice plays her Seeker
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      And Alice chooses yes
      And Alice chooses her Nocturne, Horrifying
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then no decision is pending
      And Alice's Nocturne, Horrifying is in Alice's base
      And Alice's hand holds 0 cards
      And Alice drew 0 times

  Rule: 424.1.a.3 Cards stay revealed until the spell or ability that revealed them has resolved

    @rule:424.1.a.3
    Example: A later spell that counts cards revealed this way sees none of the cards Scan revealed
      Given a test spell "Echo" costing 0 and text "Deal 1 to a unit at a battlefield for each card with [Hidden] revealed this way."
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Scan in her hand
      And Alice has an Echo in her hand
      And Alice has a Trap in her main deck
      And Alice has a Trap in her main deck
      When Alice plays her Scan
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage
      When Alice plays her Echo
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage
      And Alice's Echo is in Alice's trash

  Rule: 424.2 Revealing is a limited action, done when an effect says so

    @rule:424.2 @rule:424.2.a
    Example: Bob's Scan, played as a reaction on Alice's turn, reveals the top of Bob's own deck
      Given a test spell "Quick Scan" costing 0 and text "[Reaction]\nReveal the top 2 cards of your Main Deck. Deal 1 to a unit at a battlefield for each card with [Hidden] revealed this way."
      And Alice has a Mega-Mech at the Bridge
      And Alice has a Trap in her main deck
      And Alice has a Trap in her main deck
      And Bob has a Quick Scan in his hand
      And Bob has a Trap in his main deck
      And Bob has 1 card in his main deck
      And a test spell "Plain Word" costing 0
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Scan
      And Bob chooses Alice's Mega-Mech
      And Bob passes
      And Alice passes
      Then Alice's Mega-Mech has 1 damage
      And Bob's main deck holds Bob's Trap, Bob's card 1 (top first)

  @rule:424.2.b @waived:physical-handling
  Rule: 424.2.b Showing a card of your hand to another player is not revealing it

  Rule: 424.3.a Revealing a zone with no number reveals every card in it

    @rule:424.3.a
    Example: Show reveals Alice's whole hand, and its damage counts both Hidden cards in it
      Given a test spell "Show" costing 0 and text "Reveal your hand. Deal 1 to a unit at a battlefield for each card with [Hidden] revealed this way."
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Show in her hand
      And Alice has a Trap in her hand
      And Alice has 1 card in her hand
      And Alice has a Trap in her hand
      When Alice plays her Show
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage
      And Alice's hand holds 3 cards

  Rule: 424.3.a.1 Cards that join the zone after it was revealed are not revealed

    @rule:424.3.a.1
    Example: The Hidden cards Alice draws after revealing her hand are not counted as revealed
      Given a test spell "Show and Draw" costing 0 and text "Reveal your hand. Draw 2. Deal 1 to a unit at a battlefield for each card with [Hidden] revealed this way."
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Show and Draw in her hand
      And Alice has a Trap in her hand
      And Alice has a Trap in her main deck
      And Alice has a Trap in her main deck
      When Alice plays her Show and Draw
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 1 damage
      And Alice's hand holds 3 cards

  Rule: 424.4 While revealed, cards may be acted on by the same effect

    @rule:424.4.a
    Example: Alice's Cat Call may reveal only a Cat unit from among the three cards it looks at, and draws the Tabby she reveals
      Given a test spell "Cat Call" costing 0 and text "Look at the top 3 cards of your Main Deck. You may reveal a Cat unit from among them and draw it. Recycle the rest."
      And a test unit "Tabby" costing 0 with 2 Might
      And the test card "Tabby" has the tag Cat
      And Alice has a Cat Call in her hand
      And Alice has a Vanguard Sergeant in her main deck
      And Alice has a Tabby in her main deck
      And Alice has 2 cards in her main deck
      When Alice plays her Cat Call
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then no decision is pending
      And Alice's Tabby is in Alice's hand
      And Alice's Vanguard Sergeant is in Alice's main deck
      And Alice's hand holds 1 card

    @rule:424.4.a
    Example: Stacked Deck puts exactly one of the three cards Alice looked at into her hand and recycles the other two
      Given Alice has a Stacked Deck in her hand
      And Alice has 4 cards in her main deck
      And Alice has 1 Energy in her rune pool
      When Alice plays her Stacked Deck
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 1, her card 2 and her card 3
      When Alice chooses her card 1 and her card 2
      Then the action is refused
      When Alice chooses her card 2
      Then Alice's card 2 is in Alice's hand
      And Alice's card 1 and Alice's card 3 are the bottom 2 cards of Alice's main deck
      And Alice's main deck holds 3 cards

    @rule:424.4.a
    Example: "Put 2 into your hand" after a look: Alice picks two of the three cards, and the third is recycled
      Given a test spell "Dig Deep" costing 0 and text "Look at the top 3 cards of your Main Deck. Put 2 into your hand and recycle the rest."
      And Alice has a Dig Deep in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Dig Deep
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 1, her card 2 and her card 3
      When Alice chooses her card 1 and her card 3
      Then Alice's card 1 is in Alice's hand
      And Alice's card 3 is in Alice's hand
      And Alice's main deck holds Alice's card 4, Alice's card 2 (top first)

    @rule:424.4 @rule:424.4.a
    Example: A Teemo-like spell recycles the cards it revealed, and the card below them becomes the top card
      Given a test spell "Sweep" costing 0 and text "Reveal the top 2 cards of your Main Deck. Deal 1 to a unit at a battlefield for each card with [Hidden] revealed this way. Recycle the revealed cards. Draw 1."
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Sweep in her hand
      And Alice has a Trap in her main deck
      And Alice has 2 cards in her main deck
      When Alice plays her Sweep
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 1 damage
      And Alice's card 2 is in Alice's hand
      And Alice's Trap is in Alice's main deck
      And Alice's card 1 is in Alice's main deck

    @rule:424.4.a @rule:424.1.a.2
    Example: Alice's Pakaa Protector moves and reveals a spell on top of Alice's deck: the spell goes to her trash and Pakaa gets +2 Might this turn
      Given a test spell "Plain Word" costing 0
      And the Bridge is controlled by Alice
      And Alice has a Pakaa Protector in her base
      And Alice has a Plain Word in her main deck
      And Alice has 1 card in her main deck
      When Alice moves her Pakaa Protector to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Plain Word is in Alice's trash
      And the moved event for Alice's Plain Word went from main-deck to trash
      And Alice's main deck holds Alice's card 1 (top first)
      And Alice's hand holds 0 cards
      And Alice's Pakaa Protector's Might is 6

    @rule:424.4.a @rule:413.1.a
    Example: Alice's Pakaa Protector moves and reveals a unit on top of Alice's deck: she draws it, and Pakaa's Might stays 4
      Given the Bridge is controlled by Alice
      And Alice has a Pakaa Protector in her base
      And Alice has a Shipyard Skulker in her main deck
      And Alice has 1 card in her main deck
      When Alice moves her Pakaa Protector to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's hand
      And the drew event for Alice cites rule 413.1.a
      And Alice's main deck holds Alice's card 1 (top first)
      And Alice's trash holds 0 cards
      And Alice's Pakaa Protector's Might is 4

    @rule:424.4.a @rule:424.1.a.2
    Example: Bob defends at his Ravenbloom Conservatory and reveals a spell on top of his deck: it goes to his hand
      Given a test spell "Plain Word" costing 0
      And a Ravenbloom Conservatory battlefield called the Grove
      And the Grove is controlled by Bob
      And Bob has a Shipyard Skulker at the Grove
      And Bob has a Plain Word in his main deck
      And Bob has 1 card in his main deck
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Grove
      Then the chain holds the Grove
      When Bob passes
      And Alice passes
      Then Bob's Plain Word is in Bob's hand
      And the moved event for Bob's Plain Word went from main-deck to hand
      And Bob's main deck holds Bob's card 1 (top first)

    @rule:424.4.a @rule:424.1.a.2
    Example: Bob defends at his Ravenbloom Conservatory and reveals a unit on top of his deck: it is recycled, not put into his hand
      Given a test spell "Plain Word" costing 0
      And a Ravenbloom Conservatory battlefield called the Grove
      And the Grove is controlled by Bob
      And Bob has a Shipyard Skulker at the Grove
      And Bob has a Mega-Mech in his main deck
      And Bob has 1 card in his main deck
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Grove
      Then the chain holds the Grove
      When Bob passes
      And Alice passes
      Then Bob's hand holds 0 cards
      And Bob's main deck holds Bob's card 1, Bob's Mega-Mech (top first)

    @rule:424.4.a @rule:424.1.a.2
    Example: Dazzling Aurora reveals Alice's top cards until the first unit, plays that unit and recycles the spells revealed before it
      Given a test spell "Plain Word" costing 0
      And a test spell "Idle Word" costing 0
      And a test unit "Minnow" costing 3 with 1 Might
      And Alice has a Dazzling Aurora in her base
      And Alice has a Plain Word in her main deck
      And Alice has an Idle Word in her main deck
      And Alice has a Minnow in her main deck
      And Alice has 1 card in her main deck
      When Alice ends her turn
      Then the chain holds Alice's Dazzling Aurora
      When Alice passes
      And Bob passes
      Then Alice's Minnow is in Alice's base
      And Alice's Plain Word and Alice's Idle Word are the bottom 2 cards of Alice's main deck
      And Alice's main deck holds 3 cards

    @rule:424.4.a @rule:424.1.a.2
    Example: Dazzling Aurora reveals Alice's whole deck without finding a unit: nothing is played and the revealed cards are recycled
      Given a test spell "Plain Word" costing 0
      And a test spell "Idle Word" costing 0
      And Alice has a Dazzling Aurora in her base
      And Alice has a Plain Word in her main deck
      And Alice has an Idle Word in her main deck
      When Alice ends her turn
      Then the chain holds Alice's Dazzling Aurora
      When Alice passes
      And Bob passes
      Then Alice's Plain Word is in Alice's main deck
      And Alice's Idle Word is in Alice's main deck
      And Alice's main deck holds 2 cards
      And Alice's trash holds 0 cards

    @rule:424.4.a
    Example: With Alice's deck empty, Dazzling Aurora reveals nothing and plays nothing, and the turn goes on to Bob
      Given Alice has a Dazzling Aurora in her base
      And Alice has 0 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice ends her turn
      Then the chain holds Alice's Dazzling Aurora
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's main deck holds 0 cards
      And Alice's trash holds 0 cards
      And Alice's base holds 1 card
      And the turn player is Bob
