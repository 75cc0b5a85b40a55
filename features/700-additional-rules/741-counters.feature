@edition:v1.4
Feature: Counters (rules 741–749)

  Buffs are the one kind of counter the cards of v1.4 place, so the Examples use them.

  Background:
    Given it is Alice's main phase
    And a test spell "Cash In" costing 0 and text "You may spend a buff to draw 1."
    And Alice has 3 cards in her main deck
    And Bob has 3 cards in his main deck

  @rule:741 @waived:heading
  Rule: 741 Counters

  Rule: 742 Counters are objects that sit on objects on the board

    @rule:742 @rule:743 @rule:744
    Example: The buff on Alice's Sergeant stays there into Bob's turn and keeps adding its Might
      Given Alice has a buffed Vanguard Sergeant in her base
      When Alice ends her turn
      Then the turn player is Bob
      And Alice's Vanguard Sergeant's Might is 5

  Rule: 745 Effects can spend counters

    @rule:745 @rule:745.1 @rule:745.1.b @rule:747
    Example: "Spend a buff" names no unit, so Alice picks which of her buffed units gives it up, and that buff is gone
      Given Alice has a buffed Shipyard Skulker in her base
      And Alice has a buffed Vanguard Sergeant in her base
      And Alice has a Cash In in her hand
      When Alice plays her Cash In
      And Alice passes
      And Bob passes
      And Alice chooses yes
      When Alice chooses her Shipyard Skulker
      Then Alice drew 1 time
      And Alice's Shipyard Skulker's Might is 3
      And Alice's Vanguard Sergeant's Might is 5

    @rule:745 @rule:745.1
    Example: A spell's "Spend a buff" chooses nothing as it is played: a buff is no object to target, so Alice picks whose buff to spend as it resolves
      Given a test spell "Trade" costing 0 and text "Spend a buff. If you do, draw 2."
      And Alice has a buffed Shipyard Skulker in her base
      And Alice has a buffed Vanguard Sergeant in her base
      And Alice has 3 cards in her main deck
      And Alice has a Trade in her hand
      When Alice plays her Trade
      Then no decision is pending
      And Alice's Trade is targeting nothing
      When Alice passes
      And Bob passes
      And Alice chooses her Vanguard Sergeant
      Then Alice drew 2 times
      And Alice's Vanguard Sergeant's Might is 4
      And Alice's Shipyard Skulker's Might is 4

    @rule:745 @rule:745.1
    Example: A gear's cost "Spend a buff" has Alice pick, as she activates it, which of her two buffed units gives up its buff
      Given a test gear "Till" costing 0 and text "Spend a buff: Draw 1."
      And Alice has a Till in her base
      And Alice has a buffed Shipyard Skulker in her base
      And Alice has a buffed Vanguard Sergeant in her base
      When Alice activates her Till
      Then Alice is asked to choose what pays a cost among her Shipyard Skulker and her Vanguard Sergeant
      When Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's Vanguard Sergeant's Might is 4
      And Alice's Shipyard Skulker's Might is 4

    @rule:745 @rule:745.1
    Example: "For each friendly unit, you may spend its buff": only the unit's own buff pays for readying it, so Alice's unbuffed Skulker stays exhausted
      Given a test spell "Stir" costing 0 and text "For each friendly unit, you may spend its buff to ready it. Then buff all friendly units."
      And Alice has an exhausted buffed Vanguard Sergeant in her base
      And Alice has an exhausted Shipyard Skulker in her base
      And Alice has a Stir in her hand
      When Alice plays her Stir
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then no decision is pending
      And Alice's Vanguard Sergeant is ready
      And Alice's Shipyard Skulker is exhausted
      And Alice's Vanguard Sergeant's Might is 5
      And Alice's Shipyard Skulker's Might is 4

    @rule:745 @rule:359.3.e.14
    Example: "For each friendly unit, you may spend its buff ... If you do, draw 1": Alice keeps the buff and draws nothing, then spends it and draws
      Given a test spell "Stir" costing 0 and text "For each friendly unit, you may spend its buff to ready it. If you do, draw 1."
      And Alice has an exhausted buffed Vanguard Sergeant in her base
      And Alice has a Stir in her hand
      And Alice has a Stir in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Stir
      And Alice passes
      And Bob passes
      And Alice chooses no
      Then Alice's Vanguard Sergeant is exhausted
      And Alice drew 0 times
      When Alice plays her Stir 2
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice's Vanguard Sergeant is ready
      And Alice's Vanguard Sergeant's Might is 4
      And Alice drew 1 time

    @rule:745
    Example: "When I conquer, for each friendly unit there, you may spend its buff to ready it": Alice's buffed Sergeant at the Bridge is readied, her one in base is not asked about
      Given a battlefield called the Bridge
      And a test unit "Captain" costing 0 with 5 Might and text "When I conquer, for each friendly unit there, you may spend its buff to ready it."
      And Alice has a Captain in her base
      And Alice has a buffed Vanguard Sergeant in her base
      And Alice has an exhausted buffed Vanguard Sergeant in her base
      When Alice moves her Captain and her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      When Alice passes
      And Bob passes
      And Alice chooses yes
      Then no decision is pending
      And Alice's Vanguard Sergeant is ready
      And Alice's Vanguard Sergeant 2 is exhausted
      And Alice's Vanguard Sergeant 2's Might is 5

  Rule: 745.1.a A counter of no named type may be a counter of any type

    @rule:745.1.a
    Example: "Spend a counter" names no type, so the buff on Alice's Sergeant pays it
      Given a test spell "Cash Out" costing 0 and text "You may spend a counter to draw 1."
      And Alice has a buffed Vanguard Sergeant in her base
      And Alice has a Cash Out in her hand
      When Alice plays her Cash Out
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice drew 1 time
      And Alice's Vanguard Sergeant's Might is 4

  Rule: 746 A counter can be moved from one object to another

    @rule:746
    Example: The buff Alice moves leaves her Sergeant and is on Bob's Skulker
      Given a test spell "Hand Over" costing 0 and text "Move a buff from a friendly unit to an enemy unit."
      And Alice has a buffed Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Hand Over in her hand
      When Alice plays her Hand Over
      And Alice chooses her Vanguard Sergeant
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 4
      And Bob's Shipyard Skulker's Might is 4

    @rule:746 @rule:702.3
    Example: Bob's Skulker already has a buff, so the buff Alice would move has nowhere to go and stays on her Sergeant
      Given a test spell "Hand Over" costing 0 and text "Move a buff from a friendly unit to an enemy unit."
      And Alice has a buffed Vanguard Sergeant in her base
      And Bob has a buffed Shipyard Skulker in his base
      And Alice has a Hand Over in her hand
      When Alice plays her Hand Over
      And Alice chooses her Vanguard Sergeant
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 5
      And Bob's Shipyard Skulker's Might is 4

    @rule:746
    Example: Alice's Sergeant has no buff, so none moves and Bob's Skulker gets none
      Given a test spell "Hand Over" costing 0 and text "Move a buff from a friendly unit to an enemy unit."
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Hand Over in her hand
      When Alice plays her Hand Over
      And Alice chooses her Vanguard Sergeant
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 4
      And Bob's Shipyard Skulker's Might is 3

    @rule:746 @rule:359.3.e.14.a
    Example: Alice's Shuffle moves a buff from her Monk to the same Monk: it goes nowhere else, so nothing is moved and the "if you do" draws nothing
      Given a test unit "Monk" costing 0 with 2 Might and text "I can have any number of buffs."
      And a test spell "Shuffle" costing 0 and text "Move a buff from a friendly unit to a friendly unit. If you do, draw 1."
      And Alice has a buffed Monk in her base
      And Alice has a Shuffle in her hand
      When Alice plays her Shuffle
      And Alice chooses her Monk
      And Alice chooses her Monk
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Monk's Might is 3
      And Alice drew 0 times

    @rule:746 @rule:359.3.e.5
    Example: Alice's buffed Sergeant dies before her Hand Over resolves, so no buff reaches Bob's Skulker
      Given a test spell "Hand Over" costing 0 and text "Move a buff from a friendly unit to an enemy unit."
      And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a buffed Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Hand Over in her hand
      And Bob has a Snuff in his hand
      When Alice plays her Hand Over
      And Alice chooses her Vanguard Sergeant
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Snuff
      And Bob chooses Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Bob's Shipyard Skulker's Might is 3

    @rule:746 @rule:359.3.e.5
    Example: Bob's Skulker dies before Alice's Hand Over resolves, so her Sergeant keeps its buff
      Given a test spell "Hand Over" costing 0 and text "Move a buff from a friendly unit to an enemy unit."
      And a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a buffed Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Hand Over in her hand
      And Bob has a Snuff in his hand
      When Alice plays her Hand Over
      And Alice chooses her Vanguard Sergeant
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Snuff
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Bob's Shipyard Skulker is in Bob's trash
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Vanguard Sergeant's Might is 5

  Rule: 749 Counters have no controller

    @rule:749 @rule:745.2
    Example: Once Alice controls the buffed unit Bob had, its buff is hers to spend
      Given a test spell "Seize" costing 0 and text "Gain control of a unit."
      And Bob has a buffed Shipyard Skulker in his base
      And Alice has a Seize in her hand
      And Alice has a Cash In in her hand
      When Alice plays her Seize
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice controls Bob's Shipyard Skulker
      When Alice plays her Cash In
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice drew 1 time
      And Bob's Shipyard Skulker's Might is 3
