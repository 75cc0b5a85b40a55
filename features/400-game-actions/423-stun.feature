@edition:v1.4
Feature: Stunning units (rule 423)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Daze" costing 0 and text "Stun a unit at a battlefield."

  @rule:423 @waived:heading
  Rule: 423 Stun

  Rule: 423.1 Stunning marks a chosen unit on the board as stunned

    @rule:423.1 @rule:423.2 @rule:423.2.a
    Example: Alice's spell stuns Bob's unit on Alice's turn, and leaves it exhausted as it was not
      Given Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Daze in her hand
      When Alice plays her Daze
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is stunned
      And Bob's Vanguard Sergeant is ready
      And these events happened in order:
        | stunned | Bob's Vanguard Sergeant |

    @rule:423.1
    Example: Alice's spell stuns both of Bob's units in one act, so her legend watching for that draws her one card; her Almanac, waiting for her Beginning Phase, does not trigger
      Given a test legend "Dawnwatch" with text "When you stun one or more enemy units, draw 1."
      And a test spell "Flash" costing 0 and text "Stun all enemy units."
      And a test unit "Scout" costing 1 with 1 Might
      And a test gear "Almanac" costing 0 and text "At the start of your Beginning Phase, draw 1."
      And Alice has a Dawnwatch as her legend
      And Alice has an Almanac in her base
      And Alice has 3 cards in her main deck
      And Alice has a Flash in her hand
      And Bob has a Shipyard Skulker in his base
      And Bob has a Scout in his base
      When Alice plays her Flash
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is stunned
      And Bob's Scout is stunned
      And the chain holds Alice's Dawnwatch
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And no triggered event happened for Alice's Almanac

    @rule:423.1 @rule:383.1
    Example: A stun watcher joined by "or" to another condition still triggers: Alice's Jailer and her legend's watcher for one or more enemy units each draw her a card as she stuns Bob's unit
      Given a test unit "Jailer" costing 0 with 1 Might and text "When you play me or when you stun an enemy unit, draw 1."
      And a test legend "Nightwatch" with text "When you hold or when you stun one or more enemy units, draw 1."
      And a test spell "Stare Down" costing 0 and text "Stun a unit."
      And Alice has a Nightwatch as her legend
      And Alice has a Jailer in her base
      And Alice has a Stare Down in her hand
      And Alice has 3 cards in her main deck
      And Bob has a Vanguard Sergeant in his base
      When Alice plays her Stare Down
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is stunned
      And the chain holds Alice's Jailer, then Alice's Nightwatch
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain is empty

    @rule:423.1
    Example: Stunning a unit of her own sets off nothing for Alice's legend watching for enemy units
      Given a test legend "Dawnwatch" with text "When you stun one or more enemy units, draw 1."
      And Alice has a Dawnwatch as her legend
      And Alice has 3 cards in her main deck
      And Alice has a Shipyard Skulker in her base
      And a test spell "Stare Down" costing 0 and text "Stun a unit."
      And Alice has a Stare Down in her hand
      When Alice plays her Stare Down
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is stunned
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:423.1
    Example: Only the stunning player's watcher sees the stun, and only a stun: Bob's Dawnwatch ignores Alice's stun, Alice's ignores her buff
      Given a test legend "Dawnwatch" with text "When you stun one or more enemy units, draw 1."
      And a test spell "Stare Down" costing 0 and text "Stun a unit."
      And a test spell "Bolster" costing 0 and text "Buff a unit."
      And Alice has a Dawnwatch as her legend
      And Bob has a Dawnwatch as his legend
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Stare Down in her hand
      And Alice has a Bolster in her hand
      When Alice plays her Stare Down
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is stunned
      And the chain is empty
      When Alice plays her Bolster
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then the chain is empty
      And no triggered event happened for Alice's Dawnwatch
      And no triggered event happened for Bob's Dawnwatch
      And Bob's hand holds 0 cards

    @rule:423.1 @rule:411.1
    Example: In FFA3 Alice's stun sets off each of her own watchers once: the one for an enemy unit and the one for one or more; the watcher in her hand, the one for stunning itself and her later buff set off nothing
      Given the mode of play is FFA3
      And a test legend "Dawnwatch" with text "When you stun one or more enemy units, deal 1 to them."
      And a test unit "Stunwatch" costing 0 with 1 Might and text "When you stun an enemy unit, draw 1."
      And a test unit "Sleeper" costing 0 with 1 Might and text "When you stun me, draw 1."
      And Alice has a Dawnwatch as her legend
      And Alice has a Stunwatch in her base
      And Alice has a Sleeper in her base
      And Alice has a Stunwatch in her hand
      And Alice has 5 cards in her main deck
      And a test spell "Bolster" costing 0 and text "Buff a unit."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Daze in her hand
      And Alice has a Bolster in her hand
      When Alice plays her Daze
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Carol passes
      Then Bob's Vanguard Sergeant is stunned
      When Alice passes
      And Bob passes
      And Carol passes
      And Alice passes
      And Bob passes
      And Carol passes
      Then the chain is empty
      And Alice drew 1 time
      And Bob's Vanguard Sergeant has 1 damage
      When Alice plays her Bolster
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Carol passes
      Then the chain is empty
      And Alice drew 1 time

  Rule: 423.1.a.1 A stunned unit cannot be stunned again

    @rule:423.1.a @rule:423.1.a.1
    Example: Stunning an already stunned unit changes nothing and is no stun event
      Given Bob has a stunned Vanguard Sergeant at the Bridge
      And Alice has a Daze in her hand
      When Alice plays her Daze
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is stunned
      And no stunned event happened for Bob's Vanguard Sergeant

    @rule:423.1.a.1
    Example: Stunning an already stunned unit is not done: the "If you do" after it gives Alice no card
      Given a test spell "Dazzle" costing 0 and text "Stun a unit at a battlefield. If you do, draw 1."
      And Bob has a stunned Vanguard Sergeant at the Bridge
      And Alice has a Dazzle in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Dazzle
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is stunned
      And Alice drew 0 times

  Rule: 423.1.a.2 Stun wears off in the cleanup at the end of the turn

    @rule:423.1.a.2
    Example: A unit stunned during Alice's turn is still stunned at its end and no longer once it is over
      Given Bob has a Vanguard Sergeant at the Bridge
      And Bob has 1 card in his main deck
      And Alice has a Daze in her hand
      When Alice plays her Daze
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is stunned
      When Alice ends her turn
      Then Bob's Vanguard Sergeant is not stunned
      And the turn player is Bob

  Rule: 423.1.b A stunned unit adds no Might to combat damage

    @rule:423.1.b
    Example: A stunned defender deals no damage back, and the attacker survives
      Given a test unit "Brawler" costing 0 with 3 Might
      And Alice has a Brawler in her base
      And Bob has a stunned Shipyard Skulker at the Bridge
      When Alice moves her Brawler to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Brawler is at the Bridge
      And Bob's Shipyard Skulker is in Bob's trash

    @rule:423.1.b
    Example: The same defender, not stunned, deals its 3 Might back and both die
      Given a test unit "Brawler" costing 0 with 3 Might
      And Alice has a Brawler in her base
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Brawler to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Brawler is in Alice's trash
      And Bob's Shipyard Skulker is in Bob's trash

  Rule: 423.1.c A stunned unit still dies only to damage at least its Might

    @rule:423.1.c
    Example: A stunned Vanguard Sergeant survives 3 damage and dies to 4
      Given a test spell "Poke" costing 0 and text "Deal 3 to a unit at a battlefield."
      And a test spell "Jab" costing 0 and text "Deal 1 to a unit at a battlefield."
      And Bob has a stunned Vanguard Sergeant at the Bridge
      And Alice has a Poke in her hand
      And Alice has a Jab in her hand
      When Alice plays her Poke
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 3 damage
      And Bob's Vanguard Sergeant is at the Bridge
      When Alice plays her Jab
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash

  Rule: 423.2 Stunning is a limited action, done when an effect says so

    @rule:423.2 @rule:423.2.a
    Example: Bob's unit is stunned on Alice's turn because her spell says so
      Given Bob has a Shipyard Skulker in his base
      And a test spell "Stare Down" costing 0 and text "Stun a unit."
      And Alice has a Stare Down in her hand
      When Alice plays her Stare Down
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is stunned
