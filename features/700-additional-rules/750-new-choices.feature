@edition:v1.4
Feature: Making new choices (rules 750–755)

  Bob takes control of Alice's spell on the Chain with Reverse, which lets him choose its targets again.

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Zap" costing 0 and text "Deal 2 to a unit."
    And a test spell "Jolt" costing 0 and text "Deal 2 to an enemy unit."
    And a test spell "Reverse" costing 0 and text "[Reaction]\nGain control of a spell. You may make new choices for it."
    And Alice has a Vanguard Sergeant at the Bridge
    And Bob has a Shipyard Skulker at the Bridge
    And Bob has a Reverse in his hand

  @rule:750 @waived:heading
  Rule: 750 Making new choices

  Rule: 751 An effect can let a player make new choices for a finalized item

    @rule:751 @rule:751.1 @rule:752 @rule:752.1
    Example: Bob turns Alice's Zap from his Skulker to her Sergeant; the Skulker it already chose is no new choice
      Given Alice has a Zap in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Zap
      And Bob passes
      And Alice passes
      Then Bob is asked to decide whether to perform it among yes and no
      When Bob chooses yes
      Then Bob is asked to choose targets among Alice's Vanguard Sergeant
      When Bob chooses Alice's Vanguard Sergeant
      Then the chain holds Alice's Zap
      And Alice's Zap is targeting Alice's Vanguard Sergeant
      When Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant has 2 damage
      And Bob's Shipyard Skulker has 0 damage

    @rule:751 @rule:751.1
    Example: Bob remakes only the choice of the Zap his Reverse took: Alice's Prick above it keeps its target and asks her nothing, and Bob may pick one new target, not two
      Given a test spell "Prick" costing 0 and text "[Reaction]\nDeal 1 to a unit."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Zap in her hand
      And Alice has a Prick in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Shipyard Skulker
      And Alice plays her Prick
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Zap
      And Bob passes
      And Alice passes
      And Bob chooses yes
      Then Bob is asked to choose targets among Alice's Vanguard Sergeant and Bob's Vanguard Sergeant
      And the question to Bob cites rule 751
      When Bob chooses Alice's Vanguard Sergeant and Bob's Vanguard Sergeant
      Then the action is refused
      When Bob chooses Alice's Vanguard Sergeant
      Then the chain holds Alice's Zap, then Alice's Prick
      And Alice's Zap is targeting Alice's Vanguard Sergeant
      And Alice's Prick is targeting Bob's Shipyard Skulker
      And these events happened in order:
        | targeted | Alice's Zap   |
        | targeted | Alice's Prick |
        | targeted | Alice's Zap   |
      And the targeted event for Alice's Zap cites rule 751
      When Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker has 1 damage
      When Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant has 2 damage
      And Bob's Shipyard Skulker has 1 damage

  Rule: 752.2 Choices made as the item is played and optional additional costs stay as they were

    @rule:752.2
    Example: Alice paid the optional cost of her Big Zap; Bob, choosing its target again, is asked nothing about that cost
      Given a test spell "Big Zap" costing 0 and text "You may pay :rb_energy_1: as an additional cost to play this.\nDeal 2 to a unit."
      And Alice has a Big Zap in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Big Zap
      And Alice pays the optional cost
      And Alice chooses Bob's Shipyard Skulker
      Then Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Big Zap
      And Bob passes
      And Alice passes
      And Bob chooses yes
      And Bob chooses Alice's Vanguard Sergeant
      Then Alice's Big Zap is targeting Alice's Vanguard Sergeant
      When Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant has 2 damage
      And Bob's Shipyard Skulker has 0 damage

  Rule: 753 Any subset of the choices may be remade

    @rule:753
    Example: Bob takes Alice's Zap but keeps the target it has: his Skulker still takes the damage
      Given Alice has a Zap in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Zap
      And Bob passes
      And Alice passes
      And Bob chooses yes
      And Bob declines to choose any target
      Then Alice's Zap is targeting Bob's Shipyard Skulker
      And the targeted event for Alice's Zap names Bob's Shipyard Skulker
      When Bob passes
      And Alice passes
      Then Bob's Shipyard Skulker has 2 damage
      And Alice's Vanguard Sergeant has 0 damage

    @rule:753 @rule:753.1
    Example: Bob keeps the battlefield Alice's Field Zap chose and remakes only its unit, which must still be one there
      Given a battlefield called the Ford
      And a test spell "Field Zap" costing 0 and text "Choose a battlefield. Deal 2 to a unit there."
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Field Zap in her hand
      When Alice plays her Field Zap
      And Alice chooses the Bridge
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Field Zap
      And Bob passes
      And Alice passes
      And Bob chooses yes
      And Bob declines to choose any target
      Then Bob is asked to choose targets among Alice's Vanguard Sergeant
      When Bob chooses Alice's Vanguard Sergeant
      Then Alice's Field Zap is targeting the Bridge and Alice's Vanguard Sergeant
      When Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant has 2 damage
      And Bob's Shipyard Skulker has 0 damage
      And Bob's Vanguard Sergeant has 0 damage

    @rule:753
    Example: With no other battlefield for Alice's Field Zap to choose, Bob is asked only about its unit
      Given a test spell "Field Zap" costing 0 and text "Choose a battlefield. Deal 2 to a unit there."
      And Alice has a Field Zap in her hand
      When Alice plays her Field Zap
      And Alice chooses the Bridge
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Field Zap
      And Bob passes
      And Alice passes
      Then Bob is asked to decide whether to perform it
      When Bob chooses yes
      Then Bob is asked to choose targets among Alice's Vanguard Sergeant
      When Bob chooses Alice's Vanguard Sergeant
      Then Alice's Field Zap is targeting the Bridge and Alice's Vanguard Sergeant

    @rule:753 @rule:751
    Example: Bob remakes only the first target of Alice's Split Zap: the Zap newly targets her Sergeant, and the second target, kept, is not targeted anew
      Given a test spell "Split Zap" costing 0 and text "Deal 2 to a unit at a battlefield. Deal 1 to a unit in a base."
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Split Zap in her hand
      When Alice plays her Split Zap
      And Alice chooses Bob's Shipyard Skulker
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Split Zap
      And Bob passes
      And Alice passes
      And Bob chooses yes
      Then Bob is asked to choose targets among Alice's Vanguard Sergeant
      When Bob chooses Alice's Vanguard Sergeant
      Then Alice's Split Zap is targeting Alice's Vanguard Sergeant and Bob's Vanguard Sergeant
      And the targeted event for Alice's Split Zap names Alice's Vanguard Sergeant
      When Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant has 2 damage
      And Bob's Vanguard Sergeant has 1 damage
      And Bob's Shipyard Skulker has 0 damage

  Rule: 753.1 New choices must be legal ones

    @rule:753.1
    Example: Alice's Jolt, now Bob's, may only choose a unit that is an enemy of Bob's
      Given Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Jolt in her hand
      When Alice plays her Jolt
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Jolt
      And Bob passes
      And Alice passes
      And Bob chooses yes
      Then Bob is asked to choose targets among Alice's Vanguard Sergeant
      When Bob chooses Bob's Vanguard Sergeant
      Then the action is refused
      When Bob chooses Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Alice's Vanguard Sergeant has 2 damage
      And Bob's Vanguard Sergeant has 0 damage

    @rule:753.1
    Example: Alice's Twin Prick chose two units; Bob, remaking that choice, must pick two new ones, not one
      Given a test spell "Twin Prick" costing 0 and text "Deal 1 to two units."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Twin Prick in her hand
      When Alice plays her Twin Prick
      And Alice chooses Bob's Shipyard Skulker and Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Twin Prick
      And Bob passes
      And Alice passes
      And Bob chooses yes
      Then Bob is asked to choose targets among Alice's Vanguard Sergeant and Alice's Shipyard Skulker
      When Bob chooses Alice's Vanguard Sergeant
      Then the action is refused citing rule 753.1
      When Bob chooses Alice's Vanguard Sergeant and Alice's Shipyard Skulker
      Then Alice's Twin Prick is targeting Alice's Vanguard Sergeant and Alice's Shipyard Skulker

    @rule:753.1
    Example: Bob keeps the battlefield Alice's Regroup chose; its unit, remade, must still be at a different location from that battlefield
      Given a battlefield called the Ford
      And a test spell "Regroup" costing 0 and text "Choose a battlefield you control and a unit you control at a different location. Move that unit to that battlefield and give it +2 :rb_might: this turn."
      And the Bridge is controlled by Alice
      And the Ford is controlled by Bob
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has a Regroup in her hand
      When Alice plays her Regroup
      And Alice chooses the Bridge
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Regroup
      And Bob passes
      And Alice passes
      And Bob chooses yes
      And Bob declines to choose any target
      Then Bob is asked to choose targets among Bob's Vanguard Sergeant

    @rule:753.1
    Example: Alice's Cull chose enemy units with total Might 5 or less; Bob's new choices for it must keep to that total
      Given a test spell "Cull" costing 0 and text "Kill any number of enemy units at a battlefield with total Might 5 or less."
      And a test unit "Lug" costing 0 with 3 Might
      And Alice has a Lug at the Bridge
      And Alice has a Lug at the Bridge
      And Alice has a Cull in her hand
      When Alice plays her Cull
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Cull
      And Bob passes
      And Alice passes
      And Bob chooses yes
      And Bob chooses Alice's Lug and Alice's Lug 2
      Then the action is refused citing rule 753.1
      When Bob chooses Alice's Lug
      Then Alice's Cull is targeting Alice's Lug

  Rule: 753.2 With no legal new choice, the player cannot choose to make new choices

    @rule:753.2 @rule:753.1
    Example: Alice has no unit left to be Bob's enemy target, so Bob is not offered new choices and the Jolt fizzles on his own Skulker
      Given a test spell "Snuff" costing 0 and text "[Reaction]\nKill a unit."
      And Alice has a Jolt in her hand
      And Alice has a Snuff in her hand
      When Alice plays her Jolt
      And Alice chooses Bob's Shipyard Skulker
      And Alice plays her Snuff
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's trash
      When Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Jolt
      And Bob passes
      And Alice passes
      Then the chain item of Alice's Jolt is Bob's
      When Bob passes
      And Alice passes
      Then Bob's Shipyard Skulker has 0 damage
      And the chain is empty

    @rule:753.2 @rule:751
    Example: Bob's Redirect is for all spells: his Jolt has no new target to choose, but his Prick has one, so he may make new choices and turns the Prick
      Given it is Bob's main phase
      And a test spell "Prick" costing 0 and text "[Reaction]\nDeal 1 to a unit."
      And a test spell "Redirect" costing 0 and text "[Reaction]\nYou may make new choices for all spells."
      And Bob has a Jolt in his hand
      And Bob has a Prick in his hand
      And Bob has a Redirect in his hand
      When Bob plays his Jolt
      And Bob chooses Alice's Vanguard Sergeant
      And Bob plays his Prick
      And Bob chooses his Shipyard Skulker
      And Bob plays his Redirect
      And Bob passes
      And Alice passes
      Then Bob is asked to decide whether to perform it among yes and no
      When Bob chooses yes
      Then Bob is asked to choose targets among Alice's Vanguard Sergeant
      When Bob chooses Alice's Vanguard Sergeant
      Then Bob's Jolt is targeting Alice's Vanguard Sergeant
      And Bob's Prick is targeting Alice's Vanguard Sergeant

  Rule: 754 A new target's targeting effects trigger then

    @rule:754
    Example: Bob's Show-Off triggers when Bob's new choice for Alice's Zap picks it
      Given a test unit "Show-Off" costing 0 with 3 Might and text "When you choose me, draw 1."
      And Bob has a Show-Off at the Bridge
      And Bob has 3 cards in his main deck
      And Alice has a Zap in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Zap
      And Bob passes
      And Alice passes
      And Bob chooses yes
      And Bob chooses his Show-Off
      Then Bob drew 0 times
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice's Zap is targeting Bob's Show-Off

  Rule: 755 Costs that new choices would bring are ignored

    @rule:755 @rule:755.1
    Example: Bob needs no Power to turn Alice's Zap onto her Pouty Poro, for all its Deflect
      Given Alice has a Pouty Poro at the Bridge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Reverse
      And Bob chooses Alice's Zap
      And Bob passes
      And Alice passes
      And Bob chooses yes
      And Bob chooses Alice's Pouty Poro
      Then Alice's Zap is targeting Alice's Pouty Poro
      When Bob passes
      And Alice passes
      Then Alice's Pouty Poro is in Alice's trash
      And Bob's Shipyard Skulker has 0 damage
