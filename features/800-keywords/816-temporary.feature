@edition:v1.4
Feature: Temporary (rule 816)

  Background:
    Given it is Alice's turn, at the start of the beginning phase
    And a battlefield called the Bridge
    And the Bridge is controlled by Alice
    And Alice has 2 cards in her main deck

  @rule:816 @waived:heading
  Rule: 816 Temporary

  Rule: 816.1 Temporary kills its permanent as its controller's Beginning Phase starts, before scoring

    @rule:816.1 @rule:816.1.a @rule:816.1.b @rule:816.1.c
    Example: Alice's Sprite at the Bridge dies before she scores the Bridge
      Given Alice has a Sprite at the Bridge
      Then the game is in the beginning phase
      And the chain holds Alice's Sprite
      And the triggered event for Alice's Sprite cites rule 816.1.b
      And Alice's score is 0
      When Alice passes
      And Bob passes
      Then Alice's Sprite is in Alice's trash
      And these events happened in order:
        | phase-began | beginning      |
        | triggered   | Alice's Sprite |
        | died        | Alice's Sprite |
        | scored      | Alice          |
      And Alice's score is 1

    @rule:816.1 @rule:816.1.b
    Example: Alice's Drummer beside her Sprite has a passive ability of its own, one that stops no trigger: the Sprite still dies as her Beginning Phase starts
      Given a test unit "Drummer" costing 2 with 2 Might and text "I have +1 :rb_might:."
      And Alice has a Drummer at the Bridge
      And Alice has a Sprite at the Bridge
      Then the game is in the beginning phase
      And the chain holds Alice's Sprite
      When Alice passes
      And Bob passes
      Then Alice's Sprite is in Alice's trash
      And Alice's Drummer is at the Bridge

    @rule:816.1 @rule:808.1.c
    Example: Alice's Temporary unit dies in her Beginning Phase, so its "if it's your Beginning Phase" Deathknell draws 2
      Given a test unit "Fading Echo" costing 0 with 1 Might and text "[Temporary]\n[Deathknell][>] Draw 1. If it's your Beginning Phase, draw 2 instead."
      And Alice has a Fading Echo in her base
      And Alice has 4 cards in her main deck
      When Alice passes
      And Bob passes
      Then Alice's Fading Echo is in Alice's trash
      And the chain holds Alice's Fading Echo
      When Alice passes
      And Bob passes
      Then these events happened in order:
        | died        | Alice's Fading Echo |
        | drew        | Alice               |
        | drew        | Alice               |
        | phase-began | draw                |
      And Alice drew 3 times

    @rule:816.1.b @rule:816.1.c
    Example: Bob's Sprite lives through Alice's Beginning Phase
      Given Bob has a Sprite in his base
      Then the chain is empty
      And Bob's Sprite is in Bob's base
      And no triggered event happened for Bob's Sprite

    @rule:816.1.b @rule:816.1.c
    Example: Alice's Stillness, naming no battlefield, stops the Temporary of her Sprites wherever they are, at the Bridge and in her base
      Given a test gear "Stillness" costing 0 and text "Your [Temporary] effects don't trigger."
      And Alice has a Stillness in her base
      And Alice has a Sprite at the Bridge
      And Alice has a Sprite in her base
      Then the chain is empty
      And Alice's Sprite is at the Bridge
      And Alice's Sprite 2 is in Alice's base
      And no triggered event happened for Alice's Sprite
      And no triggered event happened for Alice's Sprite 2

    @rule:816.1.b @rule:816.1.c
    Example: Alice's Mirage at the Bridge stops the Temporary of her Sprite there, not of her Sprite in her base, nor her Keeper's hold effect there, which triggers once
      Given a test unit "Mirage" costing 0 with 4 Might and text "Your [Temporary] effects at my battlefield don't trigger."
      And a test unit "Keeper" costing 1 with 1 Might and text "When I hold, draw 1."
      And Alice has a Mirage at the Bridge
      And Alice has a Keeper at the Bridge
      And Alice has a Sprite at the Bridge
      And Alice has a Sprite in her base
      Then the chain holds Alice's Sprite 2
      When Alice passes
      And Bob passes
      Then Alice's Sprite 2 is in Alice's trash
      And Alice's Sprite is at the Bridge
      And no triggered event happened for Alice's Sprite
      And the chain holds Alice's Keeper

    @rule:816.1.b @rule:816.1.c
    Example: Alice's Mirage in her base is at no battlefield: its "at my battlefield" names none, and her Sprite in her base still dies
      Given a test unit "Mirage" costing 0 with 4 Might and text "Your [Temporary] effects at my battlefield don't trigger."
      And Alice has a Mirage in her base
      And Alice has a Sprite in her base
      Then the chain holds Alice's Sprite
      When Alice passes
      And Bob passes
      Then Alice's Sprite is in Alice's trash

  Rule: 816.1.a Temporary belongs to permanents: gear has it too

    @rule:816.1.a
    Example: Alice's gear with Temporary is killed as her Beginning Phase starts
      Given a test gear "Flare" costing 0 and text "[Temporary]"
      And Alice has a Flare in her base
      Then the chain holds Alice's Flare
      When Alice passes
      And Bob passes
      Then Alice's Flare is in Alice's trash

  Rule: 816.1.b A Temporary an effect gave is active even on an attached card, whose printed text is not

    @rule:816.1.b @rule:718.2 @faq:unleashed:play-turn-dust-attached-equipment-equipment
    Example: Turn to Dust on Alice's attached Forgefire Cape: the Cape dies as her next Beginning Phase starts
      Given it is Alice's main phase
      And Alice has a Veteran Poro in her hand
      And Alice has a Forgefire Cape in her base
      And Alice has a Turn to Dust in her hand
      And Alice has 4 Energy in her rune pool
      And Bob has 2 cards in his main deck
      When Alice plays her Veteran Poro
      And Alice chooses base
      And Alice passes
      And Bob passes
      And Alice chooses her Forgefire Cape
      Then Alice's Forgefire Cape was attached to Alice's Veteran Poro
      When Alice plays her Turn to Dust
      And Alice chooses her Forgefire Cape
      And Alice passes
      And Bob passes
      And Alice ends her turn
      And Bob ends his turn
      Then the game is in the beginning phase
      And the chain holds Alice's Forgefire Cape
      When Alice passes
      And Bob passes
      Then Alice's Forgefire Cape is in Alice's trash

  Rule: 816.2 A second Temporary adds nothing: it triggers once

    @rule:816.2 @rule:816.2.a
    Example: Alice's unit printed with Temporary twice triggers once
      Given a test unit "Wisp" costing 1 with 2 Might and text "[Temporary]\n[Temporary]"
      And Alice has a Wisp in her base
      Then the chain holds Alice's Wisp
      When Alice passes
      And Bob passes
      Then Alice's Wisp is in Alice's trash
      And the chain is empty

    @rule:816.2.a @rule:718.2 @faq:unleashed:temporary-granted-attached-spinning-axe-die
    Example: Alice's attached Spinning Axe given Temporary dies by that one: its printed Temporary is inactive
      Given it is Alice's main phase
      And Alice has a Stalwart Poro in her base
      And Alice has a Spinning Axe in her hand
      And Alice has a Turn to Dust in her hand
      And Alice has 4 Energy and 1 fury Power in her rune pool
      And Bob has 2 cards in his main deck
      When Alice plays her Spinning Axe
      And Alice chooses her Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Spinning Axe was attached to Alice's Stalwart Poro
      When Alice plays her Turn to Dust
      And Alice chooses her Spinning Axe
      And Alice passes
      And Bob passes
      And Alice ends her turn
      And Bob ends his turn
      Then the game is in the beginning phase
      And the chain holds Alice's Spinning Axe
      When Alice passes
      And Bob passes
      Then Alice's Spinning Axe is in Alice's trash
      And the chain is empty

    @rule:718.2 @rule:135.4 @faq:unleashed:temporary-granted-attached-spinning-axe-die
    Example: Without a given Temporary, Alice's attached Spinning Axe lives through her Beginning Phase
      Given it is Alice's main phase
      And Alice has a Stalwart Poro in her base
      And Alice has a Spinning Axe in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      And Bob has 2 cards in his main deck
      When Alice plays her Spinning Axe
      And Alice chooses her Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Spinning Axe was attached to Alice's Stalwart Poro
      When Alice ends her turn
      And Bob ends his turn
      Then the game is in the main phase
      And the chain is empty
      And Alice's Spinning Axe is in Alice's base

  Rule: 816.3 Whether a permanent has Temporary can be checked by other effects

    @rule:816.3
    Example: A spell that kills a unit with Temporary may choose Bob's Sprite but not his Shipyard Skulker
      Given it is Alice's main phase
      And a test spell "Pick" costing 0 and text "Kill a unit with [Temporary]."
      And Alice has a Pick in her hand
      And Bob has a Sprite in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Sprite
      And Alice passes
      And Bob passes
      Then Bob's Sprite is in Bob's trash
