@edition:v1.4
Feature: Who orders several replacement effects on a player or a battlefield (rules 372.1–372.2)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test gear "Tithe Ledger" costing 0 and text "If an opponent would draw, you draw 1 instead."
    And a test gear "Toll Chest" costing 0 and text "If an opponent would draw, [Add] :rb_energy_2: instead."
    And a test gear "Border Ward" costing 0 and text "If a battlefield would become contested, draw 1 instead."
    And a test gear "Border Toll" costing 0 and text "If a battlefield would become contested, [Add] :rb_energy_2: instead."
    And a test spell "Plain Word" costing 0
    And a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."

  Rule: 372.1 A player acted on orders the replacements of that event

    @rule:372.1
    Example: Alice's spell makes Bob draw on Alice's turn; Bob, not Alice, picks which of her two replacements applies
      Given Alice has a Tithe Ledger in her base
      And Alice has a Toll Chest in her base
      And Alice has 3 cards in her main deck
      And Alice has a Hidden Blade in her hand
      And Alice has 2 Energy and 1 order Power in her rune pool
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has 2 cards in his main deck
      When Alice plays her Hidden Blade
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob is asked to choose which replacement applies first among Alice's Tithe Ledger, Alice's Toll Chest
      And the question to Bob cites rule 372.1
      When Bob chooses his Shipyard Skulker
      Then the action is refused
      When Bob chooses Alice's Toll Chest
      Then Alice's rune pool holds 2 Energy
      And Alice drew 0 times
      And Bob drew 0 times
      And Bob's hand holds 0 cards
      And Bob's Shipyard Skulker is in Bob's trash

    @rule:372.1
    Example: When Bob picks the Ledger instead, Alice draws and the Chest adds nothing
      Given Alice has a Tithe Ledger in her base
      And Alice has a Toll Chest in her base
      And Alice has 3 cards in her main deck
      And Alice has a Hidden Blade in her hand
      And Alice has 2 Energy and 1 order Power in her rune pool
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has 2 cards in his main deck
      When Alice plays her Hidden Blade
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      And Bob chooses Alice's Tithe Ledger
      Then Alice drew 1 time
      And Alice's rune pool holds 0 Energy
      And Bob drew 0 times

    @rule:372.1
    Example: With a single replacement nobody is asked; the draw is replaced all the same
      Given Alice has a Toll Chest in her base
      And Alice has a Hidden Blade in her hand
      And Alice has 2 Energy and 1 order Power in her rune pool
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has 2 cards in his main deck
      When Alice plays her Hidden Blade
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's rune pool holds 2 Energy
      And Bob's hand holds 0 cards

    @rule:372.1
    Example: The draw of Bob's own draw phase is replaced too: Alice's Ledger has her draw instead
      Given it is Bob's turn, at the start of the draw phase
      And Alice has a Tithe Ledger in her base
      And Alice has 3 cards in her main deck
      And Bob has 2 cards in his main deck
      Then the game is in the main phase
      And Alice drew 1 time
      And Bob drew 0 times
      And Bob's hand holds 0 cards
      And Alice's hand holds 1 card

    @rule:372.1
    Example: With two replacements on his draw-phase draw, the game waits in the draw phase until Bob picks one
      Given it is Bob's turn, at the start of the draw phase
      And Alice has a Tithe Ledger in her base
      And Alice has a Toll Chest in her base
      And Alice has 3 cards in her main deck
      And Bob has 2 cards in his main deck
      Then Bob is asked to choose which replacement applies first among Alice's Tithe Ledger, Alice's Toll Chest
      And the game is in the draw phase
      When Bob chooses Alice's Tithe Ledger and Alice's Toll Chest
      Then the action is refused
      And the game is in the draw phase
      When Bob chooses Alice's Tithe Ledger
      Then the game is in the main phase
      And Alice drew 1 time
      And Bob drew 0 times
      And Bob's hand holds 0 cards

  Rule: 372.2 For a battlefield nobody controls, the turn player orders the replacements

    @rule:372.2
    Example: Bob's unit contests the uncontrolled Bridge on Alice's turn; Alice orders Bob's two replacements
      Given Bob has a Border Ward in his base
      And Bob has a Border Toll in his base
      And Bob has 2 cards in his main deck
      And Bob has a Shipyard Skulker in his base
      And Bob has a Rally in his hand
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Shipyard Skulker
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Alice is asked to choose which replacement applies first among Bob's Border Ward, Bob's Border Toll
      And the question to Alice cites rule 372.2
      When Alice chooses Bob's Border Toll
      Then Bob's rune pool holds 2 Energy
      And Bob drew 0 times
      And Bob's Shipyard Skulker is at the Bridge
      And the Bridge is not contested

    @rule:372.2
    Example: When Alice picks the Ward instead, Bob draws and the Toll adds nothing
      Given Bob has a Border Ward in his base
      And Bob has a Border Toll in his base
      And Bob has 2 cards in his main deck
      And Bob has a Shipyard Skulker in his base
      And Bob has a Rally in his hand
      And Alice has a Plain Word in her hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Shipyard Skulker
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      And Alice chooses Bob's Border Ward
      Then Bob drew 1 time
      And Bob's rune pool holds 0 Energy
      And the Bridge is not contested

    @rule:372 @rule:372.2
    Example: A battlefield Bob controls is Bob's to decide for, even on Alice's turn
      Given the Bridge is controlled by Bob
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Border Ward in her base
      And Alice has a Border Toll in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Rally in her hand
      When Alice plays her Rally
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Bob is asked to choose which replacement applies first among Alice's Border Ward, Alice's Border Toll
      And the question to Bob cites rule 372

    @rule:372.2
    Example: Alice's standard move would contest the uncontrolled Bridge; Bob's Ward replaces that, so no showdown opens
      Given Bob has a Border Ward in his base
      And Bob has 2 cards in his main deck
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then Bob drew 1 time
      And Alice's Shipyard Skulker is at the Bridge
      And the Bridge is not contested
      And no showdown is under way

    @rule:372.2
    Example: With two of Bob's replacements on the contest her standard move would cause, Alice picks the one that applies
      Given Bob has a Border Ward in his base
      And Bob has a Border Toll in his base
      And Bob has 2 cards in his main deck
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice is asked to choose which replacement applies first among Bob's Border Ward, Bob's Border Toll
      When Alice chooses Bob's Border Toll
      Then Bob's rune pool holds 2 Energy
      And Bob drew 0 times
      And the Bridge is not contested
      And no showdown is under way
