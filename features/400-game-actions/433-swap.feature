@edition:v1.4
Feature: Swapping (rule 433)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge

  @rule:433 @waived:heading
  Rule: 433 Swap

  Rule: 433.1 Swapping two values reverses them

    @rule:433.1 @rule:433.1.b
    Example: Switcheroo gives Alice's Skulker the Mega-Mech's 8 Might and the Mega-Mech the Skulker's 3
      Given Alice has a Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Switcheroo in her hand
      And Alice has 2 Energy and 2 chaos Power in her rune pool
      When Alice plays her Switcheroo
      And Alice chooses her Shipyard Skulker and Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 8
      And Bob's Mega-Mech's Might is 3
      And these events happened in order:
        | might-changed | Alice's Shipyard Skulker |
      And these events happened in order:
        | might-changed | Bob's Mega-Mech |

  Rule: 433.1.b The lower value is increased and the higher decreased by their difference

    @rule:433.1.b
    Example: A buffed Skulker has 4 Might; swapped with a Mega-Mech it has 8 and the Mega-Mech 4
      Given Alice has a buffed Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Switcheroo in her hand
      And Alice has 2 Energy and 2 chaos Power in her rune pool
      When Alice plays her Switcheroo
      And Alice chooses her Shipyard Skulker and Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 8
      And Bob's Mega-Mech's Might is 4

    @rule:433.1 @rule:359.3.e.14
    Example: Alice's Trade Places swaps the Might of her Skulker and Bob's Mega-Mech, so its "if you do" draws her a card
      Given a test spell "Trade Places" costing 0 and text "Swap the Might of two units this turn. If you do, draw 1."
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Trade Places in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Trade Places
      And Alice chooses her Shipyard Skulker and Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 8
      And Bob's Mega-Mech's Might is 3
      And Alice drew 1 time

    @rule:433.1
    Example: After Alice's Trade Places swaps the Mights of her Skulker and Bob's Mega-Mech, "them" are those two, and both are stunned
      Given a test spell "Trade Places" costing 0 and text "Swap the Might of two units this turn. Then stun them."
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Trade Places in her hand
      When Alice plays her Trade Places
      And Alice chooses her Shipyard Skulker and Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 8
      And Alice's Shipyard Skulker is stunned
      And Bob's Mega-Mech is stunned

    @rule:433.1 @rule:359.3.e.14.a
    Example: Bob returns Alice's Skulker to her hand before Trade Places resolves: with one unit left nothing is swapped, and Alice draws nothing
      Given a test spell "Trade Places" costing 0 and text "Swap the Might of two units this turn. If you do, draw 1."
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Trade Places in her hand
      And Alice has 2 cards in her main deck
      And Bob has a Gust in his hand
      And Bob has 1 Energy in his rune pool
      When Alice plays her Trade Places
      And Alice chooses her Shipyard Skulker and Bob's Mega-Mech
      And Alice passes
      And Bob plays his Gust
      And Bob chooses Alice's Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's hand
      And the chain is empty
      And Bob's Mega-Mech's Might is 8
      And Alice drew 0 times

  Rule: 433.1.a The increase and the decrease last as long as the swapping effect says

    @rule:433.1.a
    Example: Swapped "this turn", both units have their own Might again once the turn is over
      Given Alice has a Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Switcheroo in her hand
      And Alice has 2 Energy and 2 chaos Power in her rune pool
      And Bob has 1 card in his main deck
      When Alice plays her Switcheroo
      And Alice chooses her Shipyard Skulker and Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 8
      And Bob's Mega-Mech's Might is 3
      When Alice ends her turn
      Then the turn player is Bob
      And Alice's Shipyard Skulker's Might is 3
      And Bob's Mega-Mech's Might is 8

  Rule: 433.1.c Swapping two equal values does nothing

    @rule:433.1.c
    Example: Two 3 Might Skulkers swapped keep their 3 Might and neither Might changes
      Given Alice has a Shipyard Skulker at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Switcheroo in her hand
      And Alice has 2 Energy and 2 chaos Power in her rune pool
      When Alice plays her Switcheroo
      And Alice chooses her Shipyard Skulker and Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 3
      And Bob's Shipyard Skulker's Might is 3
      And no might-changed event happened for Alice's Shipyard Skulker
      And no might-changed event happened for Bob's Shipyard Skulker
      And Alice's Switcheroo is in Alice's trash

  Rule: 433.2 Swapping is a limited action, done when an effect says so

    @rule:433.2 @rule:433.2.a
    Example: Bob swaps two units with a reaction on Alice's turn
      Given a test spell "Quick Swap" costing 0 and text "[Reaction]\nSwap the Might of two units at the same battlefield this turn."
      And a test spell "Plain Word" costing 0
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Plain Word in her hand
      And Bob has a Quick Swap in his hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Swap
      And Bob chooses Alice's Shipyard Skulker and his Mega-Mech
      And Bob passes
      And Alice passes
      Then Alice's Shipyard Skulker's Might is 8
      And Bob's Mega-Mech's Might is 3
