@edition:v1.4
Feature: Recycling (rule 416)

  Background:
    Given it is Alice's main phase
    And a test spell "Reuse" costing 1 and text "Recycle a card from your trash."
    And a test spell "Sweep" costing 1 and text "Recycle all cards in your trash."
    And a test spell "Rune Return" costing 1 and text "Recycle a friendly rune."
    And a test spell "Rune Harvest" costing 1 and text "Recycle two friendly runes."
    And a test spell "Grave Robbing" costing 1 and text "Recycle a card from an opponent's trash."
    And a test gear "Compactor" costing 0 and text "Recycle a card from your trash: Draw 1."
    And a test spell "Reclaim" costing 1 and text "Recycle 2 from your trash."
    And a test gear "Baler" costing 0 and text "Recycle 2 from your trash: Draw 1."

  @rule:416 @waived:heading
  Rule: 416 Recycle

  Rule: 416.2 Recycling is a limited action: done when told to, whoever's turn it is and whoever holds priority

    @rule:416.2 @rule:416.2.a @rule:312.1.b.1
    Example: Bob's Reaction tells him to recycle on Alice's turn, and he picks the cards while nobody holds priority
      Given a test spell "Salvage" costing 1 and text "[Reaction]\nRecycle 2 from your trash."
      And a test spell "Insight" costing 1 and text "Draw 2."
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has a Salvage in his hand
      And Bob has 1 Energy in his rune pool
      And Bob has 3 cards in his trash
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Salvage
      And Bob passes
      And Alice passes
      Then no player has priority
      And Bob is asked to choose the cards to recycle among Bob's card 1, Bob's card 2, Bob's card 3
      When Bob chooses Bob's card 1 and Bob's card 3
      Then Bob's card 1, Bob's card 3 are the bottom 2 cards of Bob's main deck
      And Bob's card 2 is in Bob's trash
      And the turn player is Alice

  Rule: 416.1 A recycled card goes under its deck

    @rule:416.1 @rule:416.1.a @rule:416.2.a
    Example: A main deck card recycled from the trash goes to the bottom of the main deck, and is no rune for Battle Mistress's "when you recycle a rune"
      Given Alice has a Battle Mistress as her legend
      And Alice has 2 cards in her main deck
      And Alice has 2 cards in her trash
      And Alice has a Reuse in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Reuse
      And Alice chooses Alice's card 4
      And Alice passes
      And Bob passes
      Then Alice's main deck holds Alice's card 1, Alice's card 2, Alice's card 4 (top first)
      And Alice's card 3 is in Alice's trash
      And no triggered event happened for Alice's Battle Mistress
      And the chain is empty

    @rule:416.1 @rule:416.1.b
    Example: A rune is recycled to the bottom of the rune deck, not the main deck
      Given Alice has 1 rune in her rune deck
      And Alice has 2 runes in her runes
      And Alice has 1 card in her main deck
      And Alice has a Rune Return in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Rune Return
      And Alice chooses Alice's rune 2
      And Alice passes
      And Bob passes
      Then Alice's rune deck holds Alice's rune 1, Alice's rune 2 (top first)
      And Alice's main deck holds 1 card
      And Alice's rune 3 is in Alice's runes

    @rule:416.1.b @faq:origins:karma-trigger-off-recycling-runes
    Example: Runes are no cards: recycling one does not set off Karma's "when you recycle one or more cards"
      Given Alice has a Karma, Channeler in her base
      And Alice has 1 rune in her rune deck
      And Alice has 2 runes in her runes
      And Alice has a Rune Return in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Rune Return
      And Alice chooses Alice's rune 2
      And Alice passes
      And Bob passes
      Then Alice's rune deck holds Alice's rune 1, Alice's rune 2 (top first)
      And no triggered event happened for Alice's Karma, Channeler
      And Alice's Karma, Channeler's Might is 6

    @rule:416.1.b
    Example: Alice's Tinker, "When you recycle a rune or play a spell", draws her a card as she recycles her Fury Rune for Power
      Given a test gear "Tinker" costing 0 and text "When you recycle a rune or play a spell, draw 1."
      And Alice has a Tinker in her base
      And Alice has a Fury Rune in her runes
      And Alice has 2 cards in her main deck
      When Alice activates ability 2 of her Fury Rune
      Then Alice's Fury Rune is in Alice's rune deck
      And the chain holds Alice's Tinker
      And the triggered event for Alice's Tinker cites rule 416
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:416.1.b
    Example: Recycling a rune sets off Battle Mistress's "when you recycle a rune", though no card was recycled
      Given Alice has a Battle Mistress as her legend
      And Alice has a Karma, Channeler in her base
      And Alice has 1 rune in her rune deck
      And Alice has 2 runes in her runes
      And Alice has a Rune Return in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Rune Return
      And Alice chooses Alice's rune 2
      And Alice passes
      And Bob passes
      Then Alice's rune deck holds Alice's rune 1, Alice's rune 2 (top first)
      And the chain holds Alice's Battle Mistress
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice's Battle Mistress is exhausted
      And Alice's base holds an exhausted Gold token controlled by Alice
      And Alice's Karma, Channeler's Might is 6

    @rule:416.1.a @rule:355.9.c @faq:origins:karma-trigger-off-recycling-runes
    Example: Karma's [Vision] recycles Alice's top card, a card of her main deck, and Karma buffs herself for it
      Given Alice has a Karma, Channeler in her hand
      And Alice has 2 cards in her main deck
      And Alice has 6 Energy and 1 order Power in her rune pool
      When Alice plays her Karma, Channeler
      Then the chain holds Alice's Karma, Channeler
      When Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 1
      When Alice chooses her card 1
      Then Alice's main deck holds Alice's card 2, Alice's card 1 (top first)
      And the chain holds Alice's Karma, Channeler
      When Alice chooses her Karma, Channeler
      And Alice passes
      And Bob passes
      Then Alice's Karma, Channeler's Might is 7


    @rule:416.1.a
    Example: Alice's Reuse recycles a card from her trash into her main deck: her Karma on the board buffs a unit, citing 416; the Karma in her hand does nothing
      Given Alice has a Karma, Channeler in her base
      And Alice has a Karma, Channeler in her hand
      And Alice has 1 card in her main deck
      And Alice has 1 card in her trash
      And Alice has a Reuse in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Reuse
      And Alice chooses Alice's card 2
      And Alice passes
      And Bob passes
      Then Alice's main deck holds Alice's card 1, Alice's card 2 (top first)
      And the chain holds Alice's Karma, Channeler
      And the triggered event for Alice's Karma, Channeler cites rule 416
      And no triggered event happened for Alice's Karma, Channeler 2
      When Alice chooses her Karma, Channeler
      And Alice passes
      And Bob passes
      Then Alice's Karma, Channeler's Might is 7
      And the chain is empty

    @rule:416.1.a
    Example: Recycling a card is not discarding it: Alice's Reuse sets off nothing of her Tinker, which watches her discards
      Given a test unit "Tinker" costing 0 with 2 Might and text "When you discard one or more cards, draw 1."
      And Alice has a Tinker in her base
      And Alice has 1 card in her main deck
      And Alice has 1 card in her trash
      And Alice has a Reuse in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Reuse
      And Alice chooses Alice's card 2
      And Alice passes
      And Bob passes
      Then Alice's main deck holds Alice's card 1, Alice's card 2 (top first)
      And the chain is empty
      And no triggered event happened for Alice's Tinker
      And Alice's hand holds 0 cards

    @rule:416.1.c @rule:416.1.a
    Example: Alice recycles a card from Bob's trash, and it goes under Bob's main deck, not hers
      Given Alice has 1 card in her main deck
      And Bob has 1 card in his main deck
      And Bob has 1 card in his trash
      And Alice has a Grave Robbing in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Grave Robbing
      And Alice chooses Bob's card 2
      And Alice passes
      And Bob passes
      Then Bob's main deck holds Bob's card 1, Bob's card 2 (top first)
      And Alice's main deck holds 1 card
      And Bob's trash holds 0 cards

    @rule:416.1.c @faq:origins:karma-trigger-off-recycling-cards-into
    Example: The card Alice recycles from Bob's trash is recycled by Bob, so Alice's Karma does not trigger
      Given Alice has a Karma, Channeler in her base
      And Bob has 1 card in his trash
      And Alice has a Grave Robbing in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Grave Robbing
      And Alice chooses Bob's card 1
      And Alice passes
      And Bob passes
      Then Bob's main deck holds Bob's card 1 (top first)
      And no triggered event happened for Alice's Karma, Channeler
      And Alice's Karma, Channeler's Might is 6


    @rule:416.5.a
    Example: Alice sends rune 3 under first, then rune 2
      Given Alice has 1 rune in her rune deck
      And Alice has 2 runes in her runes
      And Alice has 1 card in her main deck
      And Alice has a Rune Harvest in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Rune Harvest
      And Alice chooses Alice's rune 2 and Alice's rune 3
      And Alice passes
      And Bob passes
      Then Alice is asked to choose the order of the recycled runes among Alice's rune 2, Alice's rune 3
      And the question to Alice cites rule 416.5.a
      When Alice chooses Alice's rune 3 and Alice's rune 2
      Then Alice's rune deck holds Alice's rune 1, Alice's rune 3, Alice's rune 2 (top first)

    @rule:416.5.a
    Example: The other order leaves rune 3 at the very bottom; an order that leaves a rune out or names one twice is refused
      Given Alice has 1 rune in her rune deck
      And Alice has 2 runes in her runes
      And Alice has 1 card in her main deck
      And Alice has a Rune Harvest in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Rune Harvest
      And Alice chooses Alice's rune 2 and Alice's rune 3
      And Alice passes
      And Bob passes
      And Alice chooses Alice's rune 2
      Then the action is refused citing rule 416.5.a
      When Alice chooses Alice's rune 2 and Alice's rune 2
      Then the action is refused citing rule 416.5.a
      When Alice chooses Alice's rune 2, Alice's rune 3 and Alice's rune 2
      Then the action is refused
      When Alice chooses Alice's rune 2 and Alice's rune 3
      Then Alice's rune deck holds Alice's rune 1, Alice's rune 2, Alice's rune 3 (top first)

    @rule:416.5.a @rule:178.1.a.2
    Example: Alice predicts 2 and recycles both, units that are also runes: she orders them under her rune deck
      Given a test spell "Peek" costing 1 and text "[Predict 2]."
      And a test unit "Runeling" costing 1 with 1 Might
      And the test card "Runeling" is also a rune
      And a test unit "Runecrab" costing 1 with 1 Might
      And the test card "Runecrab" is also a rune
      And Alice has a Runeling in her main deck
      And Alice has a Runecrab in her main deck
      And Alice has 1 rune in her rune deck
      And Alice has a Peek in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Peek
      And Alice passes
      And Bob passes
      And Alice chooses Alice's Runeling and Alice's Runecrab
      Then Alice is asked to choose the order of the recycled runes among Alice's Runeling, Alice's Runecrab
      When Alice chooses Alice's Runecrab and Alice's Runeling
      Then Alice's rune deck holds Alice's rune 1, Alice's Runecrab, Alice's Runeling (top first)

    @rule:416.1.b
    Example: Alice's Card Sharp attacks and recycles the top rune of her rune deck: the rune goes from the top of that deck to its bottom
      Given a battlefield called the Bridge
      And a test unit "Card Sharp" costing 0 with 3 Might and text "When I attack, reveal the top rune of your rune deck, then recycle it."
      And Alice has a Card Sharp in her base
      And Alice has 2 runes in her rune deck
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Card Sharp to the Bridge
      Then the chain holds Alice's Card Sharp
      When Alice passes
      And Bob passes
      Then the recycled event for Alice's rune 1 went from rune-deck to rune-deck
      And Alice's rune deck holds Alice's rune 2, Alice's rune 1 (top first)

  Rule: 416.3 A recycle cost must be payable

    @rule:416.3 @rule:416.2.a
    Example: With an empty trash the recycle cost cannot be paid; with a card there it can
      Given Alice has a Compactor in her base
      And Alice has 2 cards in her main deck
      When Alice activates her Compactor
      Then the action is refused
      And Alice's hand holds 0 cards

    @rule:416.3
    Example: Recycling the one card in the trash pays for the ability
      Given Alice has a Compactor in her base
      And Alice has 2 cards in her main deck
      And Alice has 1 card in her trash
      When Alice activates her Compactor
      And Alice chooses Alice's card 3
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's trash holds 0 cards
      And Alice's card 3 is in Alice's main deck

    @rule:416.3
    Example: A cost of recycling two is not paid by recycling the one card in the trash
      Given Alice has a Baler in her base
      And Alice has 2 cards in her main deck
      And Alice has 1 card in her trash
      When Alice activates her Baler
      Then the action is refused
      And Alice's trash holds 1 card
      And Alice's hand holds 0 cards

    @rule:416.3
    Example: With two cards in the trash the cost of recycling two is paid
      Given Alice has a Baler in her base
      And Alice has 2 cards in her main deck
      And Alice has 2 cards in her trash
      When Alice activates her Baler
      And Alice passes
      And Bob passes
      Then Alice's trash holds 0 cards
      And Alice's main deck holds 3 cards
      And Alice's hand holds 1 card

  Rule: 416.4 An effect recycles all it can

    @rule:416.4 @rule:416.5
    Example: Recycling all of the trash puts every card there under the main deck at once
      Given Alice has 1 card in her main deck
      And Alice has 3 cards in her trash
      And Alice has a Sweep in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Sweep
      And Alice passes
      And Bob passes
      Then Alice's trash holds 1 card
      And Alice's Sweep is in Alice's trash
      And Alice's main deck holds 4 cards
      And Alice's card 2, Alice's card 3, Alice's card 4 are the bottom 3 cards of Alice's main deck

  Rule: 416.6 "Recycle X from" a zone: the player picks X cards there, without targeting

    @rule:416.6 @rule:416.4
    Example: Reclaim targets nothing as it is played; on resolution Alice picks 2 of her 3 trashed cards
      Given Alice has 1 card in her main deck
      And Alice has 3 cards in her trash
      And Alice has a Reclaim in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Reclaim
      Then Alice's Reclaim is a finalized chain item
      And Alice's Reclaim is targeting nothing
      When Alice passes
      And Bob passes
      Then Alice is asked to choose the cards to recycle among Alice's card 2, Alice's card 3, Alice's card 4
      And the question to Alice cites rule 416.6
      When Alice chooses Alice's card 2
      Then the action is refused
      When Alice chooses Alice's card 2 and Alice's card 4
      Then Alice's card 3 is in Alice's trash
      And Alice's card 2, Alice's card 4 are the bottom 2 cards of Alice's main deck
      And Alice's Reclaim is in Alice's trash

    @rule:416.6
    Example: Recycling from an empty trash recycles nothing, so "if you do" does not follow
      Given a test spell "Rummage" costing 1 and text "Recycle 2 from your trash. If you do, draw 1."
      And Alice has 2 cards in her main deck
      And Alice has a Rummage in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Rummage
      And Alice passes
      And Bob passes
      Then Alice's hand holds 0 cards
      And Alice's main deck holds 2 cards

    @rule:416.6
    Example: Recycling the trash's cards counts as done, so "if you do" draws
      Given a test spell "Rummage" costing 1 and text "Recycle 2 from your trash. If you do, draw 1."
      And Alice has 1 card in her main deck
      And Alice has 2 cards in her trash
      And Alice has a Rummage in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Rummage
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's main deck holds 2 cards
      And Alice's trash holds 1 card

    @rule:416.4 @rule:416.6
    Example: With a single card in the trash, Reclaim recycles just that one
      Given Alice has 1 card in her main deck
      And Alice has 1 card in her trash
      And Alice has a Reclaim in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Reclaim
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's main deck holds Alice's card 1, Alice's card 2 (top first)
      And Alice's trash holds 1 card
