@edition:v1.4
Feature: Readying (rule 415)

  Background:
    Given a battlefield called the Bridge
    And a test spell "Rouse" costing 1 and text "Ready a unit."
    And a test spell "Jolt" costing 1 and text "Deal 1 to a ready unit."

  @rule:415 @waived:heading
  Rule: 415 Ready

  Rule: 415.1 Readying makes an exhausted object on the board available again

    @rule:415.1 @rule:415.3.b
    Example: A spell readies an exhausted unit
      Given it is Alice's main phase
      And Alice has an exhausted Shipyard Skulker at the Bridge
      And Alice has a Rouse in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Rouse
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is ready
      And these events happened in order:
        | readied | Alice's Shipyard Skulker |

    @rule:415.1
    Example: A spell readies an exhausted gear too: readying is not for units alone
      Given it is Alice's main phase
      And a test spell "Oil" costing 1 and text "Ready a gear."
      And a test gear "Lamp" costing 0 and text ":rb_exhaust:: Draw 1."
      And Alice has an exhausted Lamp in her base
      And Alice has an Oil in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Oil
      And Alice chooses her Lamp
      And Alice passes
      And Bob passes
      Then Alice's Lamp is ready

    @rule:415.1
    Example: Alice's Rouse readies her exhausted Fretter, whose "When I become ready" gives it +2 Might this turn; its "When I become Empowered" stays quiet
      Given it is Alice's main phase
      And a test unit "Fretter" costing 2 with 2 Might and text "When I become ready, give me +2 :rb_might: this turn.\nWhen I become [Empowered], draw 1."
      And Alice has an exhausted Fretter in her base
      And Alice has a Rouse in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Rouse
      And Alice chooses her Fretter
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Fretter
      When Alice passes
      And Bob passes
      Then Alice's Fretter's Might is 4
      And the chain is empty
      And Alice drew 0 times

    @rule:415.1
    Example: Alice's Rouse readies her 3-Might Fretter, whose "When I become ready" makes it Mighty: that is no second readying, so it ends at 5 Might
      Given it is Alice's main phase
      And a test unit "Fretter" costing 2 with 3 Might and text "When I become ready, give me +2 :rb_might: this turn."
      And Alice has an exhausted Fretter in her base
      And Alice has a Rouse in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Rouse
      And Alice chooses her Fretter
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Fretter
      When Alice passes
      And Bob passes
      Then Alice's Fretter's Might is 5
      And the chain is empty

    @rule:415.1
    Example: Alice's Fretter, ready already, is not readied by her Rouse, so nothing triggers
      Given it is Alice's main phase
      And a test unit "Fretter" costing 2 with 2 Might and text "When I become ready, give me +2 :rb_might: this turn."
      And Alice has a Fretter in her base
      And Alice has a Rouse in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Rouse
      And Alice chooses her Fretter
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Fretter's Might is 2

    @rule:415.1 @rule:107.4.c
    Example: Alice's spell readies her exhausted legend, an object on the board: her Valet's "When you ready something else" draws her a card
      Given it is Alice's main phase
      And a test legend "Oracle" with text ":rb_exhaust:: Draw 1."
      And a test spell "Wake" costing 0 and text "Ready a legend."
      And a test unit "Valet" costing 0 with 1 Might and text "When you ready something else, draw 1."
      And Alice has an exhausted Oracle as her legend
      And Alice has a Valet in her base
      And Alice has a Wake in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Wake
      And Alice chooses Alice's Oracle
      And Alice passes
      And Bob passes
      Then Alice's Oracle is ready
      And the chain holds Alice's Valet
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

  @rule:415.1.a @waived:physical-handling
  Rule: 415.1.a Turning the card upright

  Rule: 415.1.b A ready unit cannot be readied again

    @rule:415.1.b @rule:415.1.c
    Example: Readying an already ready unit changes nothing
      Given it is Alice's main phase
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Rouse in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Rouse
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is ready
      And no readied event happened for Alice's Shipyard Skulker

    @rule:415.1.b @rule:415.1.c
    Example: Rousing her ready Sprinter does not ready it, so its "When you ready me" draws Alice nothing
      Given it is Alice's main phase
      And a test unit "Sprinter" costing 1 with 1 Might and text "When you ready me, draw 1."
      And Alice has a Sprinter in her base
      And Alice has a Rouse in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Rouse
      And Alice chooses her Sprinter
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times

    @rule:415.1.b @rule:415.1.c
    Example: Alice's Perk draws her nothing when it chooses her ready unit, and a card when it readies her exhausted one
      Given it is Alice's main phase
      And a test spell "Perk" costing 0 and text "Ready a unit. If you do, draw 1."
      And Alice has a Shipyard Skulker in her base
      And Alice has an exhausted Vanguard Sergeant in her base
      And Alice has a Perk in her hand
      And Alice has a Perk in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Perk
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times
      When Alice plays her Perk 2
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is ready
      And Alice drew 1 time

  Rule: 415.2 Other effects can look at whether an object is ready

    @rule:415.2
    Example: A spell that wants a ready unit may choose one, and not an exhausted one
      Given it is Alice's main phase
      And Bob has an exhausted Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Jolt in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Jolt
      Then Alice is asked to choose targets among Bob's Vanguard Sergeant
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 1 damage
      And Bob's Shipyard Skulker has 0 damage

  Rule: 415.3 Readying is a limited action: done when told to, whoever's turn it is and whoever holds priority

    @rule:415.3 @rule:415.3.b
    Example: On Alice's turn Bob's Reaction tells him to ready his unit, and he does
      Given it is Alice's main phase
      And a test spell "Perk Up" costing 1 and text "[Reaction]\nReady a unit."
      And Alice has an exhausted Shipyard Skulker at the Bridge
      And Alice has a Rouse in her hand
      And Alice has 1 Energy in her rune pool
      And Bob has an exhausted Vanguard Sergeant in his base
      And Bob has a Perk Up in his hand
      And Bob has 1 Energy in his rune pool
      When Alice plays her Rouse
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob plays his Perk Up
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant is ready
      And Alice's Shipyard Skulker is exhausted
      And the turn player is Alice

    @rule:415.3.b
    Example: Alice's Rouse readying her Drillmaster itself leaves its "When you ready another unit" silent; readying her Skulker sets it off
      Given it is Alice's main phase
      And a test unit "Drillmaster" costing 0 with 1 Might and text "When you ready another unit, draw 1."
      And Alice has an exhausted Drillmaster in her base
      And Alice has an exhausted Shipyard Skulker in her base
      And Alice has a Rouse in her hand
      And Alice has a Rouse in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Rouse
      And Alice chooses her Drillmaster
      And Alice passes
      And Bob passes
      Then Alice's Drillmaster is ready
      And the chain is empty
      And Alice drew 0 times
      When Alice plays her Rouse 2
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is ready
      And the chain holds Alice's Drillmaster
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:415.3.b
    Example: Alice's Keeper watches her readying a unit of her own: her Rouse readying Bob's Skulker leaves it silent, readying her Skulker sets it off
      Given it is Alice's main phase
      And a test gear "Keeper" costing 0 and text "When you ready your unit, draw 1."
      And Alice has a Keeper in her base
      And Bob has an exhausted Shipyard Skulker at the Bridge
      And Alice has an exhausted Shipyard Skulker in her base
      And Alice has a Rouse in her hand
      And Alice has a Rouse in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Rouse
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is ready
      And the chain is empty
      And no triggered event happened for Alice's Keeper
      And Alice drew 0 times
      When Alice plays her Rouse 2
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is ready
      And the chain holds Alice's Keeper
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 415.3.a The awaken phase readies what the turn player controls

    @rule:415.3.a
    Example: Alice's exhausted objects ready in her awaken phase, Bob's stay exhausted
      Given it is Alice's turn, at the start of the awaken phase
      And Alice has 1 card in her main deck
      And Alice has an exhausted Shipyard Skulker at the Bridge
      And Alice has an exhausted Vanguard Sergeant in her base
      And Alice has 1 exhausted rune in her runes
      And Bob has an exhausted Shipyard Skulker in his base
      Then the game is in the main phase
      And Alice's Shipyard Skulker is ready
      And Alice's Vanguard Sergeant is ready
      And Alice's rune 1 is ready
      And Bob's Shipyard Skulker is exhausted

    @rule:415.3.a @rule:002 @rule:054.1
    Example: Alice's Gatekeeper, which can't be readied, stays exhausted through her awaken phase and her Rouse
      Given it is Alice's turn, at the start of the awaken phase
      And a test unit "Gatekeeper" costing 2 with 3 Might and text "I can't be readied."
      And Alice has 1 card in her main deck
      And Alice has an exhausted Gatekeeper in her base
      And Alice has an exhausted Vanguard Sergeant in her base
      And Alice has a Fury Rune in her runes
      And Alice has a Rouse in her hand
      Then the game is in the main phase
      And Alice's Gatekeeper is exhausted
      And Alice's Vanguard Sergeant is ready
      When Alice activates her Fury Rune
      And Alice plays her Rouse
      And Alice chooses her Gatekeeper
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Gatekeeper is exhausted

    @rule:415.3.a
    Example: Alice's Stalwart, which only can't be killed, and her Lich, which only adds Deathknell triggers, ready in her awaken phase
      Given it is Alice's turn, at the start of the awaken phase
      And a test unit "Stalwart" costing 2 with 3 Might and text "I can't be killed."
      And a test unit "Lich" costing 0 with 3 Might and text "Your [Deathknell] effects trigger an additional time."
      And Alice has 1 card in her main deck
      And Alice has an exhausted Stalwart in her base
      And Alice has an exhausted Lich in her base
      Then the game is in the main phase
      And Alice's Stalwart is ready
      And Alice's Lich is ready
