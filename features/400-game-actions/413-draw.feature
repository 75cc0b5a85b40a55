@edition:v1.4
Feature: Drawing cards (rule 413)

  Background:
    Given a test spell "Insight" costing 1 and text "Draw 2."

  @rule:413 @waived:heading
  Rule: 413 Draw

  Rule: 413.1 A draw moves the top card of the main deck into the hand

    @rule:413.1 @rule:413.2.a @rule:413.1.a
    Example: In her own draw phase Alice takes her top card, and only one
      Given it is Alice's turn, at the start of the draw phase
      And Alice has 3 cards in her main deck
      And Bob has 2 cards in his main deck
      Then Alice's card 1 is in Alice's hand
      And the drew event for Alice's card 1 went from main-deck to hand
      And Alice's card 2 is in Alice's main deck
      And Alice's hand holds 1 card
      And Bob's hand holds 0 cards
      And Bob's main deck holds 2 cards

    @rule:413.1 @rule:413.1.a
    Example: Bob puts his unit on top of his main deck as Alice's Verdict tells him, and his next draw takes it
      Given it is Alice's main phase
      And a test spell "Verdict" costing 0 and text "Choose an enemy unit at a battlefield. Its owner places it on the top or bottom of their Main Deck."
      And Alice has a Verdict in her hand
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has 2 cards in his main deck
      When Alice plays her Verdict
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Bob chooses top
      Then Bob's main deck holds Bob's Vanguard Sergeant, Bob's card 1, Bob's card 2 (top first)
      When Alice ends her turn
      Then Bob's Vanguard Sergeant is in Bob's hand
      And Bob's card 1 is in Bob's main deck

    @rule:413.1.a
    Example: Double Trouble draws the unit Alice reveals from among her top 3 cards, not her top card
      Given it is Alice's main phase
      And Alice has a Double Trouble in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has an Iron Ballista in her main deck
      And Alice has a Shipyard Skulker in her main deck
      And Alice has a Vanguard Sergeant in her main deck
      And Alice has an Annie, Fiery in her main deck
      When Alice plays her Double Trouble
      And Alice declines the optional cost
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's hand
      And Alice's Iron Ballista is in Alice's main deck
      And Alice's Shipyard Skulker is in Alice's main deck
      And Alice's hand holds 1 card
      And Alice's main deck holds 3 cards

    @rule:413.1
    Example: Each card drawn is a draw of its own: Alice's Scholar sees her second card of the turn, drawn by her Insight, not her third
      Given it is Alice's main phase
      And a test unit "Scholar" costing 0 with 2 Might and text "When you draw your second card each turn, give me +1 :rb_might: this turn."
      And a test spell "Glance" costing 0 and text "Draw 1."
      And Alice has a Scholar in her base
      And Bob has a Scholar in his base
      And Alice has an Insight in her hand
      And Alice has a Glance in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 4 cards in her main deck
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
      And the chain holds Alice's Scholar
      And the triggered event for Alice's Scholar cites rule 413.1
      And no triggered event happened for Bob's Scholar
      When Alice passes
      And Bob passes
      Then Alice's Scholar's Might is 3
      When Alice plays her Glance
      And Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
      And the chain is empty
      And Alice's Scholar's Might is 3

    @rule:413.1
    Example: Bob's draw is no draw of Alice's: when both draw, each Scholar counts its own controller's cards only
      Given it is Alice's main phase
      And a test unit "Scholar" costing 0 with 2 Might and text "When you draw your second card each turn, give me +1 :rb_might: this turn."
      And a test spell "Largesse" costing 0 and text "Each player draws 1."
      And Alice has a Scholar in her base
      And Bob has a Scholar in his base
      And Alice has a Largesse in her hand
      And Alice has a Largesse in her hand
      And Alice has 4 cards in her main deck
      And Bob has 4 cards in his main deck
      When Alice plays her Largesse
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Bob drew 1 time
      And the chain is empty
      And no triggered event happened for Alice's Scholar
      And no triggered event happened for Bob's Scholar
      When Alice plays her Largesse 2
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Bob drew 2 times
      And the chain holds Alice's Scholar, then Bob's Scholar

    @rule:413.1
    Example: Alice's draw on Bob's turn is not one of her turn: her draw phase card is her first, and her Scholar waits for the next
      Given it is Bob's main phase
      And a test unit "Scholar" costing 0 with 2 Might and text "When you draw your second card each turn, give me +1 :rb_might: this turn."
      And a test spell "Largesse" costing 0 and text "Each player draws 1."
      And a test spell "Glance" costing 0 and text "Draw 1."
      And Alice has a Scholar in her base
      And Bob has a Largesse in his hand
      And Alice has a Glance in her hand
      And Alice has 4 cards in her main deck
      And Bob has 4 cards in his main deck
      When Bob plays his Largesse
      And Bob passes
      And Alice passes
      Then Alice drew 1 time
      And the chain is empty
      When Bob ends his turn
      Then the turn player is Alice
      And the game is in the main phase
      And Alice drew 2 times
      And no triggered event happened for Alice's Scholar
      When Alice plays her Glance
      And Alice passes
      And Bob passes
      Then Alice drew 3 times
      And the chain holds Alice's Scholar

    @rule:413.1
    Example: The card Alice takes in her draw phase counts as her first of the turn: the one her Glance draws after it is her second
      Given it is Alice's turn, at the start of the draw phase
      And a test unit "Scholar" costing 0 with 2 Might and text "When you draw your second card each turn, give me +1 :rb_might: this turn."
      And a test spell "Glance" costing 0 and text "Draw 1."
      And Alice has a Scholar in her base
      And Alice has a Glance in her hand
      And Alice has 3 cards in her main deck
      Then the game is in the main phase
      And Alice drew 1 time
      And no triggered event happened for Alice's Scholar
      When Alice plays her Glance
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain holds Alice's Scholar

  Rule: 413.2 Drawing is a limited action: done when told to, whoever's turn it is and whoever holds priority

    @rule:413.2 @rule:413.2.b @rule:410.2.b
    Example: Alice's spell tells each player to draw, and Bob draws on Alice's turn without priority
      Given it is Alice's main phase
      And a test spell "Windfall" costing 0 and text "Each player draws 1."
      And Alice has a Windfall in her hand
      And Alice has 1 card in her main deck
      And Bob has 1 card in his main deck
      When Alice plays her Windfall
      And Alice passes
      And Bob passes
      Then Bob drew 1 time
      And Bob's card 1 is in Bob's hand
      And Alice's card 1 is in Alice's hand
      And the turn player is Alice

  Rule: 413.2.b Effects may tell a player to draw

    @rule:413.2.b @rule:359.3.e.14
    Example: "Draw 1 for each enemy unit" with no enemy unit draws nothing, so the "if you do" after it plays Alice no Recruit
      Given it is Alice's main phase
      And a test spell "Tithe" costing 0 and text "Draw 1 for each enemy unit. If you do, play a Recruit unit token."
      And Alice has a Tithe in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Tithe
      And Alice passes
      And Bob passes
      Then Alice drew 0 times
      And Alice's base holds no Recruit token

    @rule:413.2.b @rule:359.3.e.14
    Example: "Draw 1 for each enemy unit" with two enemy units draws Alice 2, and the "if you do" after it plays her a Recruit
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Tithe" costing 0 and text "Draw 1 for each enemy unit. If you do, play a Recruit unit token."
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Mega-Mech in his base
      And Alice has a Tithe in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Tithe
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's hand holds 2 cards
      And Alice's base holds a 1 Might Recruit token controlled by Alice

    @rule:413.2.b @rule:413.3
    Example: "Draw 2" on a resolving spell moves exactly the top two cards to the hand
      Given it is Alice's main phase
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's card 1 is in Alice's hand
      And Alice's card 2 is in Alice's hand
      And Alice's card 3 is in Alice's main deck
      And Bob drew 0 times

    @rule:413.2.b @rule:359.3.d
    Example: Insight's draws are its effect carried out as it resolves, and say so
      Given it is Alice's main phase
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then the drew event for Alice's card 2 cites rule 359.3.d
      And the drew event for Alice's card 1 cites rule 359.3.d

    @rule:413.2.b
    Example: Show of Strength draws Alice one card for each of her Mighty units, and none for the others
      Given it is Alice's main phase
      And Alice has a Cruel Patron in her base
      And Alice has a Yasuo, Remorseful in her base
      And Alice has a Shipyard Skulker in her base
      And Bob has a Cruel Patron in his base
      And Alice has a Show of Strength in her hand
      And Alice has 2 Energy and 1 body Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Show of Strength
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's card 3 is in Alice's main deck

    @rule:413.2.b
    Example: A spell that draws one card for each unit counts every unit on the board, Bob's as well as Alice's
      Given it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Headcount" costing 0 and text "Draw 1 for each unit."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Cruel Patron at the Bridge
      And Alice has a Headcount in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Headcount
      And Alice passes
      And Bob passes
      Then Alice drew 3 times
      And Alice's card 4 is in Alice's main deck

    @rule:413.2.b
    Example: With one card in her hand, Alice's Loose Cannon draws her a card at the start of her beginning phase
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Loose Cannon as her legend
      And Alice has a Shipyard Skulker in her hand
      And Bob has 3 cards in his hand
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Loose Cannon
      When Alice passes
      And Bob passes
      Then these events happened in order:
        | resolved    | Alice's Loose Cannon |
        | drew        | Alice                |
        | phase-began | draw                 |
      And Alice's card 2 is in Alice's hand

    @rule:413.2.b
    Example: With two cards in her hand, Alice's Loose Cannon draws her nothing
      Given it is Alice's turn, at the start of the beginning phase
      And Alice has a Loose Cannon as her legend
      And Alice has a Shipyard Skulker in her hand
      And Alice has an Iron Ballista in her hand
      And Alice has 3 cards in her main deck
      Then the chain holds Alice's Loose Cannon
      When Alice passes
      And Bob passes
      Then Alice's card 1 is in Alice's hand
      And Alice's card 2 is in Alice's main deck

  Rule: 413.4 Drawing past the end of the deck: draw what is left, burn out, then finish

    @rule:413.4 @rule:413.4.a @rule:413.4.b @rule:413.4.c
    Example: Drawing 2 from a one-card deck draws it, burns out, then draws the second card
      Given it is Alice's main phase
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      And Alice has 2 cards in her trash
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | drew       | Alice's card 1 |
        | burned-out | Alice          |
        | drew       | Alice          |
      And Alice burned out 1 time
      And Bob's score is 1
      And Alice's hand holds 2 cards
      And Alice's main deck holds 1 card
      And Alice's trash holds 1 card

    @rule:413.4 @rule:413.4.a
    Example: A deck that holds enough cards does not burn out
      Given it is Alice's main phase
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      And Alice has 2 cards in her trash
      When Alice plays her Insight
      And Alice passes
      And Bob passes
      Then Alice burned out 0 times
      And Bob's score is 0
      And Alice's hand holds 2 cards
