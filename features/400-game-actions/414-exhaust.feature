@edition:v1.4
Feature: Exhausting (rule 414)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Drowse" costing 1 and text "Exhaust a unit."
    And a test spell "Sap" costing 1 and text "Deal 1 to an exhausted unit."
    And a test gear "Lamp" costing 0 and text ":rb_exhaust:: Draw 1."

  @rule:414 @waived:heading
  Rule: 414 Exhaust

  Rule: 414.1 Exhausting turns a ready object on the board to spent

    @rule:414.1
    Example: A spell exhausts a ready unit on the board
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Drowse in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Drowse
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is exhausted
      And these events happened in order:
        | exhausted | Bob's Shipyard Skulker |

  Rule: 414.3 Exhausting is a limited action: done when told to, whoever's turn it is and whoever holds priority

    @rule:414.3
    Example: On Alice's turn Bob's Reaction tells him to exhaust her unit, and he does
      Given a test spell "Doze" costing 1 and text "[Reaction]\nExhaust a unit."
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Drowse in her hand
      And Alice has 1 Energy in her rune pool
      And Bob has a Doze in his hand
      And Bob has 1 Energy in his rune pool
      When Alice plays her Drowse
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Doze
      And Bob chooses Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant is exhausted
      And Bob's Shipyard Skulker is ready
      And the turn player is Alice

  @rule:414.1.a @waived:physical-handling
  Rule: 414.1.a Turning the card sideways

  Rule: 414.1.b An exhausted object cannot be exhausted again

    @rule:414.1.b @rule:414.1.c
    Example: Exhausting an exhausted unit does not exhaust it a second time
      Given Bob has an exhausted Shipyard Skulker at the Bridge
      And Alice has a Drowse in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Drowse
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is exhausted
      And no exhausted event happened for Bob's Shipyard Skulker
      And Alice's Drowse is in Alice's trash

    @rule:414.1.b @rule:414.1.c
    Example: Alice's Nap draws her nothing when it chooses Bob's exhausted unit, and a card when it exhausts his ready one
      Given a test spell "Nap" costing 0 and text "Exhaust a unit. If you do, draw 1."
      And Bob has an exhausted Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Nap in her hand
      And Alice has a Nap in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Nap
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times
      When Alice plays her Nap 2
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is exhausted
      And Alice drew 1 time

  Rule: 414.2 Other effects can look at whether an object is exhausted

    @rule:414.2
    Example: A spell that wants an exhausted unit may choose one, and not a ready one
      Given Bob has an exhausted Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Sap in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Sap
      Then Alice is asked to choose targets among Bob's Shipyard Skulker
      When Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker has 1 damage
      And Bob's Vanguard Sergeant has 0 damage

  Rule: 414.3.a Exhausting is mostly paid as a cost

    @rule:414.3.a @rule:414.5
    Example: The exhaust symbol of an ability's cost exhausts the gear that has it
      Given Alice has a Lamp in her base
      And Alice has 1 card in her main deck
      When Alice activates her Lamp
      Then Alice's Lamp is exhausted
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:414.3.a
    Example: The standard move exhausts the unit as its cost
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice's Shipyard Skulker is at the Bridge
      And Alice's Shipyard Skulker is exhausted

  Rule: 414.4 An exhaust cost must really be paid

    @rule:414.4 @rule:414.5 @rule:414.1.b
    Example: An exhausted gear cannot pay its exhaust symbol, so its ability cannot be used
      Given Alice has an exhausted Lamp in her base
      And Alice has 1 card in her main deck
      When Alice activates her Lamp
      Then the action is refused citing rule 358.2
      And Alice's hand holds 0 cards
      And the chain is empty

    @rule:414.4
    Example: An exhausted unit cannot pay the exhaust cost of a standard move
      Given Alice has an exhausted Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then the action is refused
      And Alice's Shipyard Skulker is in Alice's base

    @rule:414.4 @rule:414.1.b
    Example: Alice says yes to the exhaust cost of her exhausted Bellows' trigger: it cannot be paid, so the ability leaves the chain and she draws nothing
      Given a test gear "Bellows" costing 0 and text "When you play a unit, exhaust this to draw 1."
      And a test unit "Squire" costing 1 with 1 Might
      And Alice has an exhausted Bellows in her base
      And Alice has a Squire in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Squire
      And Alice answers yes
      Then the chain is empty
      And Alice's Bellows is exhausted
      And Alice drew 0 times
