@edition:v1.4
Feature: The Chain and how items on it are handled (rules 325–340)

  Background:
    Given it is Alice's main phase
    And a test spell "Quick Word" costing 0 and text "[Reaction]"
    And a test spell "Slow Word" costing 0 and text "[Action]"
    And a test spell "Plain Word" costing 0
    And a test unit "Plain Soldier" costing 0 with 2 Might

  @rule:325 @rule:327 @rule:332 @waived:heading
  Rule: 325 327 332 Section headings of the Chain chapter

  Rule: 328 Playing a card puts it on the Chain, which exists while it holds an item

    @rule:328 @rule:328.1 @rule:330 @rule:331 @rule:331.1 @rule:309.1 @rule:310.2
    Example: A played spell waits on the Chain and the turn is Neutral Closed
      Given Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      Then the chain holds Alice's Quick Word
      And Alice's hand holds 0 cards
      And the turn is in a Neutral Closed state

    @rule:330 @rule:331.2 @rule:309.2 @rule:340.2
    Example: Once its last item resolves, the Chain is gone and the turn is Open again
      Given Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob passes
      Then the chain is empty
      And the turn is in a Neutral Open state
      And Alice's Quick Word is in Alice's trash

  Rule: 329 Items enter the Chain pending and become finalized

    @rule:329 @rule:329.1 @rule:329.2 @rule:329.3
    Example: An item is pending when added, then finalized before anyone may respond
      Given Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      Then Alice's Quick Word is a finalized chain item
      And these events happened in order:
        | chain-item-added     | Alice's Quick Word |
        | chain-item-finalized | Alice's Quick Word |
      And the chain-item-added event for Alice's Quick Word cites rule 329
      And the chain-item-finalized event for Alice's Quick Word cites rule 329.3

    @rule:329.1 @rule:330 @rule:331 @rule:331.1
    Example: An item still pending while its controller chooses targets is already on the Chain and closes the turn
      Given a battlefield called the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      And Bob has a Shipyard Skulker at the Bridge
      When Alice plays her Void Seeker
      Then Alice is asked to choose targets among Bob's Shipyard Skulker
      And Alice's Void Seeker is a pending chain item
      And the turn is in a Neutral Closed state
      When Alice chooses Bob's Shipyard Skulker
      Then Alice's Void Seeker is a finalized chain item

  Rule: 330 Only one Chain exists; a new play joins the existing one

    @rule:330.1 @rule:330.2 @rule:338.1.a.4 @rule:338.1.a.5 @rule:338.1.a.7
    Example: A reaction played while a Chain exists goes on top of that Chain
      Given Alice has a Quick Word in her hand
      And Bob has a Quick Word in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Quick Word
      Then the chain holds Alice's Quick Word, then Bob's Quick Word
      And these events happened in order:
        | chain-item-added     | Bob's Quick Word |
        | chain-item-finalized | Bob's Quick Word |

    @rule:338.1.a.5
    Example: The player who started the Chain may add another item before passing
      Given Alice has a Quick Word in her hand
      And Alice has a Quick Word in her hand
      When Alice plays Alice's Quick Word
      And Alice plays Alice's Quick Word 2
      Then the chain holds Alice's Quick Word, then Alice's Quick Word 2

  Rule: 331 By default nothing is played while the turn is Closed

    @rule:331.1.a @rule:309.1.a @rule:338.1.a.1 @rule:338.1.a.2 @rule:338.1.a.6
    Example: A spell without Reaction cannot join an existing Chain
      Given Alice has a Quick Word in her hand
      And Alice has a Slow Word in her hand
      When Alice plays her Quick Word
      And Alice plays her Slow Word
      Then the action is refused citing rule 309.1.a
      And the chain holds Alice's Quick Word

    @rule:331.1.a @rule:309.1.a
    Example: A unit cannot be played while a Chain exists
      Given Alice has a Quick Word in her hand
      And Alice has a Plain Soldier in her hand
      When Alice plays her Quick Word
      And Alice plays her Plain Soldier
      Then the action is refused citing rule 309.1.a

    @rule:331.2
    Example: A spell without Reaction is fine once the Chain is gone
      Given Alice has a Quick Word in her hand
      And Alice has a Plain Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob passes
      And Alice plays her Plain Word
      Then the chain holds Alice's Plain Word

    @rule:331.1.b @rule:338.1.a.1
    Example: An ability without Reaction cannot be activated while a Chain exists
      Given a test gear "Lamp" costing 0 and text ":rb_exhaust:: Draw 1."
      And Alice has a Lamp in her base
      And Alice has a Quick Word in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Quick Word
      And Alice activates her Lamp
      Then the action is refused citing rule 309.1.a
      And Alice's Lamp is ready
      And the chain holds Alice's Quick Word

  Rule: 333 Tasks are handled before anyone continues

    @rule:333 @rule:333.1 @rule:334 @rule:334.1 @rule:334.2 @rule:334.2.a
    Example: The cleanup after a resolution kills a unit only after the whole spell has resolved
      Given a battlefield called the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      And Alice has 1 card in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      When Alice plays her Void Seeker
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And these events happened in order:
        | damaged | Bob's Shipyard Skulker |
        | drew    | Alice                  |
        | killed  | Bob's Shipyard Skulker |

    @rule:333 @rule:333.1 @rule:334 @rule:334.2 @rule:334.2.a @rule:336
    Example: A trigger set off during a resolution waits for the cleanup: the unit it killed is no longer a target
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test unit "Skitter" costing 1 with 1 Might and text "When I move, deal 1 to a unit at a battlefield."
      And a test spell "Rout" costing 0 and text "Deal 3 to a unit at a battlefield. Move a friendly unit to base."
      And Alice has a Skitter at the Ford
      And Alice has a Rout in her hand
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice plays her Rout
      And Alice chooses Bob's Shipyard Skulker
      And Alice chooses her Skitter
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice is asked to choose targets among Bob's Vanguard Sergeant
      When Alice chooses Bob's Vanguard Sergeant
      Then Alice's Skitter is targeting Bob's Vanguard Sergeant

  Rule: 335 With nothing outstanding in the main phase, the turn player gets priority

    @rule:335 @rule:312.2.a
    Example: After a Chain empties in the main phase, priority returns to the turn player
      Given Bob has a Quick Word in his hand
      And Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice has priority
      And the priority event for Alice cites rule 335

    @rule:335 @rule:305
    Example: Outside the main phase nothing waits for a player: the start of turn runs straight into the main phase
      Given it is Alice's turn, at the start of the awaken phase
      And Alice has 1 card in her main deck
      Then the game is in the main phase
      And Alice has priority

  Rule: 336 Pending items are processed by finalize, execute, pass, resolve

    @rule:336 @rule:337 @rule:337.1
    Example: Items are finalized in the order they were added
      Given Alice has a Quick Word in her hand
      And Alice has a Quick Word in her hand
      When Alice plays Alice's Quick Word
      And Alice plays Alice's Quick Word 2
      Then these events happened in order:
        | chain-item-finalized | Alice's Quick Word   |
        | chain-item-finalized | Alice's Quick Word 2 |

  Rule: 337 Finalizing gives priority to the controller of the next item, without passing it

    @rule:337.1 @rule:337.1.b @rule:337.3
    Example: Triggers that go on the chain together are finalized oldest first
      Given a test gear "Curfew Bell" costing 0 and text "At the end of turn, draw 1."
      And Alice has a Curfew Bell in her base
      And Bob has a Curfew Bell in his base
      And Alice has 1 card in her main deck
      And Bob has 2 cards in his main deck
      When Alice ends her turn
      Then these events happened in order:
        | chain-item-finalized | Alice's Curfew Bell |
        | chain-item-finalized | Bob's Curfew Bell   |
        | priority             | Bob                 |

    @rule:337.1 @rule:337.1.b
    Example: Each pending trigger's own controller makes its choices, the oldest item's first
      Given a battlefield called the Ford
      And a test gear "Parting Shot" costing 0 and text "At the end of turn, deal 1 to a unit at a battlefield."
      And Alice has a Parting Shot in her base
      And Bob has a Parting Shot in his base
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Bob has 1 card in his main deck
      When Alice ends her turn
      Then Alice is asked to choose targets among Alice's Shipyard Skulker and Bob's Vanguard Sergeant
      When Alice chooses Bob's Vanguard Sergeant
      Then Bob is asked to choose targets among Alice's Shipyard Skulker and Bob's Vanguard Sergeant
      When Bob chooses Alice's Shipyard Skulker
      Then Alice's Parting Shot is targeting Bob's Vanguard Sergeant
      And Bob's Parting Shot is targeting Alice's Shipyard Skulker

    @rule:337.3 @rule:337.4
    Example: No one gains priority while a later trigger still waits to be finalized
      Given a battlefield called the Ford
      And a test gear "Parting Shot" costing 0 and text "At the end of turn, deal 1 to a unit at a battlefield."
      And Alice has a Parting Shot in her base
      And Bob has a Parting Shot in his base
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Bob has 1 card in his main deck
      When Alice ends her turn
      And Alice chooses Bob's Vanguard Sergeant
      Then Bob is asked to choose targets among Alice's Shipyard Skulker and Bob's Vanguard Sergeant
      And no player has priority
      When Bob chooses Alice's Shipyard Skulker
      Then Bob has priority

    @rule:337.3 @rule:337.4
    Example: Alice's trigger, finalized with no choice to make, gives no one priority while Bob's later trigger still waits for its target
      Given a battlefield called the Ford
      And a test gear "Curfew Bell" costing 0 and text "At the end of turn, draw 1."
      And a test gear "Parting Shot" costing 0 and text "At the end of turn, deal 1 to a unit at a battlefield."
      And Alice has a Curfew Bell in her base
      And Bob has a Parting Shot in his base
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has 1 card in her main deck
      When Alice ends her turn
      Then Bob is asked to choose targets among Alice's Shipyard Skulker and Bob's Vanguard Sergeant
      And no player has priority
      When Bob chooses Alice's Shipyard Skulker
      Then Bob has priority

    @rule:337.1.a @rule:337.4 @rule:312.2.c @rule:338 @rule:338.1 @rule:338.1.a
    Example: The player who played keeps priority after finalizing and may act again
      Given Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      Then Alice has priority
      And the turn is in a Neutral Closed state

    @rule:337.4 @rule:312.2.c
    Example: After Bob adds an item, Bob has priority
      Given Alice has a Quick Word in her hand
      And Bob has a Quick Word in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Quick Word
      Then Bob has priority

    @rule:337.2
    Example: A unit resolves as soon as it is finalized, without waiting for passes
      Given Alice has a Plain Soldier in her hand
      When Alice plays her Plain Soldier
      Then the chain is empty
      And Alice's Plain Soldier is in Alice's base
      And no passed event happened for Alice
      And Alice has priority

    @rule:337.2
    Example: A spell does not resolve on finalizing, it waits for passes
      Given Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      Then Alice's Quick Word is a finalized chain item
      And no resolved event happened for Alice's Quick Word

  Rule: 338 The player with priority plays a legally timed card or passes

    @rule:338.1.b @rule:338.1.b.1 @rule:339.2 @rule:312.2.d @rule:312.3
    Example: Passing priority on a Chain hands it to the next player and nothing resolves yet
      Given Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      Then Bob has priority
      And the chain holds Alice's Quick Word
      And no resolved event happened for Alice's Quick Word
      And the passed event for Alice cites rule 338.1.b
      And the priority event for Bob cites rule 339.2

    @rule:338.1.a.3 @rule:312.1 @rule:312.1.a
    Example: Only the player holding priority may add to the Chain
      Given Alice has a Quick Word in her hand
      And Bob has a Quick Word in his hand
      When Alice plays her Quick Word
      And Bob plays his Quick Word
      Then the action is refused citing rule 312.1

  Rule: 339 When all players pass in a row, the newest item resolves

    @rule:339 @rule:339.1 @rule:340 @rule:340.1
    Example: Two passes in a row resolve the item
      Given Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob passes
      Then Alice's Quick Word is in Alice's trash
      And the resolved event for Alice's Quick Word cites rule 340.1

    @rule:339.1
    Example: A pass followed by a new item does not count towards resolving
      Given Alice has a Quick Word in her hand
      And Bob has a Quick Word in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      Then Alice has priority
      And the chain holds Alice's Quick Word, then Bob's Quick Word

  Rule: 340 The newest finalized item resolves first; then who acts next depends on what is left

    @rule:340.1 @rule:340.4
    Example: The newest item resolves first and its controller's opponent's item waits, with priority to its controller
      Given Alice has a Quick Word in her hand
      And Bob has a Quick Word in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      And Alice passes
      Then Bob's Quick Word is in Bob's trash
      And the chain holds Alice's Quick Word
      And Alice has priority

    @rule:340.4
    Example: On Alice's turn, once her newest item resolves, Bob gets priority because the newest item left is his
      Given Alice has a Quick Word in her hand
      And Alice has a Quick Word in her hand
      And Bob has a Quick Word in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      And Alice plays her Quick Word 2
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Quick Word, then Bob's Quick Word
      And Bob has priority
      And the priority event for Bob cites rule 340.4

    @rule:340.1
    Example: The oldest item resolves last
      Given Alice has a Quick Word in her hand
      And Bob has a Quick Word in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Quick Word resolved before Alice's Quick Word
      And the chain is empty

    @rule:338.1.a.7
    Example: An item added while others wait is finalized before anything else resolves
      Given Alice has a Quick Word in her hand
      And Bob has a Quick Word in his hand
      And Bob has a Quick Word in his hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays Bob's Quick Word
      And Bob plays Bob's Quick Word 2
      Then Bob's Quick Word 2 is a finalized chain item
      And Bob has priority

    @rule:340.3 @rule:336.1
    Example: A trigger set off by a resolving item is finalized before the item beneath it resolves
      Given it is Bob's main phase
      And a battlefield called the Bridge
      And a test unit "Skitter" costing 1 with 1 Might and text "When I move, draw 1."
      And a test spell "Fall Back" costing 0 and text "[Reaction]\nMove a friendly unit to base."
      And Alice has a Skitter at the Bridge
      And Alice has a Fall Back in her hand
      And Alice has 1 card in her main deck
      And Bob has a Quick Word in his hand
      When Bob plays his Quick Word
      And Bob passes
      And Alice plays her Fall Back
      And Alice chooses her Skitter
      And Alice passes
      And Bob passes
      Then Alice's Fall Back is in Alice's trash
      And the chain holds Bob's Quick Word, then Alice's Skitter
      And Alice's Skitter is a finalized chain item
      And no resolved event happened for Bob's Quick Word
      And Alice has priority
      And the priority event for Alice cites rule 337.4

    @rule:340.3
    Example: The unit Alice's spell plays as it resolves is still pending above her other spell: no one has priority while she chooses where it enters
      Given a test spell "Summon" costing 0 and text "[Reaction]\nPlay a unit from your hand, ignoring its cost."
      And the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Quick Word in her hand
      And Alice has a Summon in her hand
      And Alice has a Plain Soldier in her hand
      When Alice plays her Quick Word
      And Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Plain Soldier
      Then Alice's Plain Soldier is a pending chain item
      And Alice's Plain Soldier is targeting nothing
      And no player has priority
      When Alice chooses base
      Then Alice's Plain Soldier is in Alice's base
      And Alice's Quick Word is on the chain
      And Alice has priority

    @rule:340.3 @rule:340.4
    Example: A trigger a resolution sets off goes to Finalize first: its controller gains no priority while choosing its target
      Given a battlefield called the Ford
      And a test unit "Skitter" costing 1 with 1 Might and text "When I move, deal 1 to a unit at a battlefield."
      And a test spell "Shove" costing 0 and text "[Reaction]\nMove an enemy unit to base."
      And Bob has a Skitter at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker at the Ford
      And Alice has a Quick Word in her hand
      And Alice has a Shove in her hand
      When Alice plays her Quick Word
      And Alice plays her Shove
      And Alice chooses Bob's Skitter
      And Alice passes
      And Bob passes
      Then Bob is asked to choose targets among Alice's Shipyard Skulker and Bob's Vanguard Sergeant
      And Bob does not have priority
      When Bob chooses Alice's Shipyard Skulker
      Then Bob has priority
