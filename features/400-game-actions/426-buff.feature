@edition:v1.4
Feature: Buffing units (rule 426)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Bolster" costing 0 and text "Buff a unit."
    And a test spell "Rally Cry" costing 0 and text "Buff a friendly unit. If you do, draw 1."

  @rule:426 @waived:heading
  Rule: 426 Buff

  Rule: 426.1 Buffing puts a buff counter on a unit, and it stays

    @rule:426.1 @rule:426.1.b
    Example: A buffed Vanguard Sergeant has 5 Might, and still has it next turn
      Given Alice has a Vanguard Sergeant in her base
      And Alice has a Bolster in her hand
      And Bob has 1 card in his main deck
      When Alice plays her Bolster
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 5
      When Alice ends her turn
      Then the turn player is Bob
      And Alice's Vanguard Sergeant's Might is 5

  @rule:426.1.a @waived:definition
  Rule: 426.1.a A buff counter is an object too

  Rule: 426.1.b.1 A unit that has a buff counter gets no second one

    @rule:426.1.b @rule:426.1.b.1
    Example: Buffing an already buffed Vanguard Sergeant leaves it at 5 Might
      Given Alice has a buffed Vanguard Sergeant in her base
      And Alice has a Bolster in her hand
      When Alice plays her Bolster
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 5
      And no buffed event happened for Alice's Vanguard Sergeant

  Rule: 426.1.b.2 A unit allowed more buffs may be buffed again

    @rule:426.1.b.2
    Example: Alice's Monk, which can have any number of buffs, gets a second buff and has 4 Might
      Given a test unit "Monk" costing 0 with 2 Might and text "I can have any number of buffs."
      And Alice has a buffed Monk in her base
      And Alice has a Bolster in her hand
      When Alice plays her Bolster
      And Alice chooses her Monk
      And Alice passes
      And Bob passes
      Then Alice's Monk's Might is 4
      And these events happened in order:
        | buffed | Alice's Monk |

    @rule:426.1.b.2
    Example: The Monk's permission is its own: Alice's buffed Sergeant beside it gets no second buff
      Given a test unit "Monk" costing 0 with 2 Might and text "I can have any number of buffs."
      And Alice has a Monk in her base
      And Alice has a buffed Vanguard Sergeant in her base
      And Alice has a Bolster in her hand
      When Alice plays her Bolster
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 5
      And no buffed event happened for Alice's Vanguard Sergeant

    @rule:426.1.b.1 @rule:426.1.b.2
    Example: Only a permission to have more buffs allows a second one: Alice's buffed Warden, whose own text is another, gets none
      Given a test unit "Warden" costing 0 with 2 Might and text "I can't be killed."
      And Alice has a buffed Warden in her base
      And Alice has a Bolster in her hand
      When Alice plays her Bolster
      And Alice chooses her Warden
      And Alice passes
      And Bob passes
      Then Alice's Warden's Might is 3
      And no buffed event happened for Alice's Warden

  Rule: 426.1.c An already buffed unit may be chosen, but is not buffed by it

    @rule:426.1.c @rule:426.3
    Example: Rally Cry on an already buffed unit is legal but buffs nothing, so Alice draws nothing
      Given Alice has a buffed Vanguard Sergeant in her base
      And Alice has a Rally Cry in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Rally Cry
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 5
      And Alice drew 0 times
      And Alice's Rally Cry is in Alice's trash

    @rule:426.1.c @rule:426.3
    Example: Rally Cry on an unbuffed unit buffs it, so Alice draws
      Given Alice has a Vanguard Sergeant in her base
      And Alice has a Rally Cry in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Rally Cry
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 5
      And Alice drew 1 time

  Rule: 426.2 Buffing is a limited action, done when an effect says so

    @rule:426.2 @rule:426.2.a
    Example: Alice's Bolster buffs Bob's unit on Alice's turn
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Bolster in her hand
      When Alice plays her Bolster
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker's Might is 4

    @rule:426.2 @rule:411.4
    Example: Alice's Bolster buffing her Squire is her buffing it, so the Squire's "When you buff me" draws her a card
      Given a test unit "Squire" costing 0 with 2 Might and text "When you buff me, draw 1."
      And Alice has a Squire in her base
      And Alice has a Bolster in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Bolster
      And Alice chooses her Squire
      And Alice passes
      And Bob passes
      Then Alice's Squire's Might is 3
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
