@edition:v1.4
Feature: Doubling (rule 432)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Surge" costing 0 and text "Choose a unit. Double its Might this turn."

  @rule:432 @waived:heading
  Rule: 432 Double

  Rule: 432.1 Doubling adds to a value as much as it is now

    @rule:432.1
    Example: A buffed Vanguard Sergeant has 5 Might, and doubled it has 10
      Given Alice has a buffed Vanguard Sergeant in her base
      And Alice has a Surge in her hand
      When Alice plays her Surge
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 10

    @rule:432.1
    Example: Doubling Alice's Sergeant changes its Might, and the change is reported as it happens
      Given Alice has a Vanguard Sergeant in her base
      And Alice has a Surge in her hand
      When Alice plays her Surge
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | might-changed | Alice's Vanguard Sergeant |
      And Alice's Vanguard Sergeant's Might is 8

  Rule: 432.1.a The increase lasts as long as the effect says

    @rule:432.1.a
    Example: Doubled "this turn", the Sergeant is back to its own Might once the turn is over
      Given Alice has a Vanguard Sergeant in her base
      And Alice has a Surge in her hand
      And Bob has 1 card in his main deck
      When Alice plays her Surge
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 8
      When Alice ends her turn
      Then the turn player is Bob
      And Alice's Vanguard Sergeant's Might is 4

    @rule:432.1.a
    Example: Lotus Trap doubles the damage dealt to Alice's Footman this turn only: on Bob's turn his Tap deals it 1
      Given a test unit "Footman" costing 0 with 3 Might
      And a test spell "Tap" costing 0 and text "Deal 1 to a unit."
      And Alice has a Footman in her base
      And Alice has a Lotus Trap in her hand
      And Alice has a Tap in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has a Tap in his hand
      And Bob has 2 cards in his main deck
      When Alice plays her Lotus Trap
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      And Alice plays her Tap
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman has 2 damage
      When Alice ends her turn
      Then the turn player is Bob
      And Alice's Footman has 0 damage
      When Bob plays his Tap
      And Bob chooses Alice's Footman
      And Bob passes
      And Alice passes
      Then Alice's Footman has 1 damage

    @rule:432.1.a
    Example: Alice's Bail Out returns her Footman to her hand before doubling the damage to it: played again, it is a new unit, and a Tap deals it 1
      Given a test unit "Footman" costing 0 with 3 Might
      And a test spell "Bail Out" costing 0 and text "Return a friendly unit to its owner's hand. Double all damage that would be dealt to that unit this turn."
      And a test spell "Tap" costing 0 and text "Deal 1 to a unit."
      And Alice has a Footman in her base
      And Alice has a Bail Out in her hand
      And Alice has a Tap in her hand
      When Alice plays her Bail Out
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's hand
      When Alice plays her Footman
      And Alice plays her Tap
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman has 1 damage

    @rule:432.1.a
    Example: Alice's Footman is back in her hand before her spell would double the damage to it: nothing is doubled, so the spell's "if you do" draws her nothing
      Given a test unit "Footman" costing 0 with 3 Might
      And a test spell "Bail Out" costing 0 and text "Return a friendly unit to its owner's hand. Double all damage that would be dealt to that unit this turn. If you do, draw 1."
      And Alice has a Footman in her base
      And Alice has a Bail Out in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Bail Out
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's hand
      And the chain is empty
      And Alice drew 0 times

    @rule:432.2
    Example: Doubling the damage to a unit on the board is a doubling done: Alice's Exposure, "If you do, draw 1", draws her a card
      Given a test unit "Footman" costing 0 with 3 Might
      And a test spell "Exposure" costing 0 and text "Choose a unit. Double all damage that would be dealt to that unit this turn. If you do, draw 1."
      And Alice has a Footman in her base
      And Alice has an Exposure in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Exposure
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 432.2 Doubling is a limited action, done when an effect says so

    @rule:432.2 @rule:432.2.a
    Example: Alice's Surge doubles Bob's unit on her turn
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Surge in her hand
      When Alice plays her Surge
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker's Might is 6
