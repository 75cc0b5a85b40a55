@edition:v1.4
Feature: Domains, rules text and the other parts of a card (rules 134–139)

  @rule:134 @rule:135 @rule:135.2.a @rule:135.2.b @rule:135.2.c @rule:135.2.d @rule:135.2.e @rule:136 @rule:137 @rule:138 @rule:139 @waived:heading
  Rule: 134 Domain, 135 rules text, 136 effect text, 137 Might bonus, 138 flavor text, 139 illustration

  @rule:134.2 @rule:134.2.a @rule:134.2.b @rule:134.2.c @rule:134.2.d @rule:134.2.e @rule:134.2.f @waived:physical-handling
  Rule: 134.2 The color and the symbol of each domain

  @rule:135.2.d.1 @rule:138.1 @rule:138.2 @rule:139.1 @waived:physical-handling
  Rule: 135.2.d.1 How reminder text is printed, and flavor text and illustrations carry no game information

  @rule:135.2.d.2 @rule:135.2.e.1 @rule:135.2.e.2 @rule:135.2.e.3 @waived:definition
  Rule: 135.2.d.2 What reminder text is for, and the symbols of exhausting and of Might

  @rule:135.1 @rule:135.2 @rule:135.2.a.1 @rule:135.2.a.2 @rule:135.2.b.1 @rule:135.2.b.2 @rule:135.2.b.4 @rule:135.2.b.5 @rule:135.2.b.5.a @rule:135.2.b.6 @rule:135.2.c.1 @rule:135.2.e.4 @rule:135.2.e.5 @rule:135.3 @waived:definition
  Rule: 135.1 What rules text, abilities, instructions and keywords are, and the symbol for any domain's Power

  @rule:135.2.c.2 @waived:physical-handling
  Rule: 135.2.c.2 Whether a keyword is printed with reminder text

  Rule: 134.1 A card may belong to several domains, and then belongs to each of them

    @rule:134.1
    Example: Grove Recruit is Fury and Calm: its Calm keeps it out of a deck whose legend is Fury and Chaos
      Given each player brings a 40-card deck
      And Alice's deck has 1 copy of Grove Recruit in its main deck
      Then the game is refused: Alice's deck breaks rule 103.1.b.4

    @rule:134.1
    Example: Twin Recruit is Fury and Chaos, both domains of the deck's legend, so the deck may hold it
      Given each player brings a 40-card deck
      And Alice's deck has 1 copy of Twin Recruit in its main deck
      When the game starts
      Then Alice is asked to mulligan

  Rule: 135.2.b.3 An instruction runs when its text says; one that says nothing runs as the card resolves

    @rule:135.2.b.3
    Example: The additional cost of Alice's spell is paid as she plays it; its draw waits for the spell to resolve
      Given a test spell "Offering" costing 0 and text "As an additional cost to play this, kill a friendly unit.\nDraw 1."
      And Alice has a Shipyard Skulker in her base
      And Alice has an Offering in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Offering
      And Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's trash
      And the chain holds Alice's Offering
      And Alice's hand holds 0 cards
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:135.2.b.3 @rule:356.4.f.1
    Example: Paying the optional cost of her unit as she plays it, Alice pays its Energy and then draws the two cards its "If you do" gives
      Given a test unit "Tinker" costing 0 with 2 Might and text "As you play me, you may pay :rb_energy_1: as an additional cost. If you do, draw 2."
      And Alice has a Tinker in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Tinker
      And Alice pays the optional cost
      Then Alice's rune pool holds 0 Energy
      And Alice drew 2 times
      And Alice's Tinker is in Alice's base
      And the moved event for Alice's Tinker went from chain to base

    @rule:135.2.b.3 @rule:356.4.f.1
    Example: Declining the optional cost of her unit's play, Alice pays nothing and draws nothing
      Given a test unit "Tinker" costing 0 with 2 Might and text "As you play me, you may pay :rb_energy_1: as an additional cost. If you do, draw 2."
      And Alice has a Tinker in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Tinker
      And Alice declines the optional cost
      Then Alice's rune pool holds 1 Energy
      And Alice drew 0 times
      And Alice's Tinker is in Alice's base

  Rule: 135.2.d.3 Reminder text changes nothing

    @rule:135.2.d.3 @rule:135.2.e.6 @rule:135.2.e.6.a
    Example: A calm unit whose Accelerate reminder shows a fury symbol pays its Accelerate with calm Power
      Given a test unit "Misprint" costing 1 with 2 Might and text "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)"
      And the test card "Misprint" belongs to the calm domain
      And Alice has a Misprint in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      When Alice plays her Misprint
      And Alice pays the optional cost
      Then Alice's Misprint is ready
      And Alice's rune pool holds 0 calm Power

    @rule:135.2.d.3 @rule:135.2.e.6 @rule:135.2.e.6.a
    Example: The fury symbol in a calm unit's Accelerate reminder does not let fury Power pay it
      Given a test unit "Misprint" costing 1 with 2 Might and text "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)"
      And the test card "Misprint" belongs to the calm domain
      And Alice has a Misprint in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Misprint
      And Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      Then Alice's Misprint is exhausted
      And Alice's rune pool holds 1 fury Power

  Rule: 135.2.e.5.a A cost of Power of any domain is paid with Power of whatever domain

    @rule:135.2.e.5.a
    Example: Alice hides her body Pakaa Cub paying a fury Power
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Pakaa Cub in her hand
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice hides her Pakaa Cub at the Bridge
      Then Alice's Pakaa Cub is facedown
      And Alice's rune pool holds 0 fury Power

    @rule:135.2.e.5.a
    Example: Without any Power, Alice cannot hide her Pakaa Cub
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Pakaa Cub in her hand
      And Alice has 3 Energy in her rune pool
      When Alice hides her Pakaa Cub at the Bridge
      Then the action is refused
      And Alice's Pakaa Cub is in Alice's hand

  Rule: 135.2.e.5.b Power added as any domain's pays a Power cost of whichever domain

    @rule:135.2.e.5.b
    Example: Alice pays the calm Power of her Sage with universal Power
      Given a test unit "Sage" costing 0 Energy and 1 calm Power with 1 Might
      And Alice has a Sage in her hand
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Sage
      Then Alice's Sage is in Alice's base
      And Alice's rune pool holds 0 universal Power

    @rule:135.2.e.5.b
    Example: One universal Power pays one Power: Alice's Warlord needs a second
      Given a test unit "Warlord" costing 0 Energy and 2 order Power with 4 Might
      And Alice has a Warlord in her hand
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Warlord
      Then the action is refused
      And Alice's rune pool holds 1 universal Power

    @rule:135.2.e.5.b
    Example: Universal Power added by Alice's Gold pays the Power of any domain to hide her Pakaa Cub
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Pakaa Cub in her hand
      And Alice has a Gold in her base
      When Alice activates her Gold
      And Alice hides her Pakaa Cub at the Bridge
      Then Alice's Pakaa Cub is facedown
      And Alice's rune pool holds 0 universal Power

    @rule:135.2.e.5.b @rule:135.2.e.6.c
    Example: Universal Power pays the fury-or-chaos Power of a two-domain unit's Accelerate
      Given a test unit "Tibbers" costing 1 with 3 Might and text "[Accelerate]"
      And the test card "Tibbers" belongs to the fury and chaos domains
      And Alice has a Tibbers in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Tibbers
      And Alice pays the optional cost
      Then Alice's Tibbers is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds no Power

    @rule:135.2.e.5.b @rule:356.2.a.2
    Example: Universal Power pays the Power of any domain that choosing Bob's unit with Deflect adds
      Given a test unit "Warded" costing 3 with 5 Might and text "[Deflect]"
      And a test spell "Zap" costing 1 and text "Deal 1 to a unit."
      And Bob has a Warded in his base
      And Alice has a Zap in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Zap
      And Alice chooses Bob's Warded
      Then Alice's Zap is targeting Bob's Warded
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds no Power

    @rule:135.2.e.5.b
    Example: Alice's own calm Power pays her Sage, so her universal Power is kept
      Given a test unit "Sage" costing 0 Energy and 1 calm Power with 1 Might
      And Alice has a Sage in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Sage
      Then Alice's Sage is in Alice's base
      And Alice's rune pool holds 0 calm Power
      And Alice's rune pool holds 0 fury Power
      And Alice's rune pool holds 1 universal Power

    @rule:135.2.e.5.b @rule:135.2.e.6.c
    Example: Alice's fury Power pays the fury-or-chaos Power of her two-domain unit's Accelerate, so her universal Power is kept
      Given a test unit "Tibbers" costing 1 with 3 Might and text "[Accelerate]"
      And the test card "Tibbers" belongs to the fury and chaos domains
      And Alice has a Tibbers in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Tibbers
      And Alice pays the optional cost
      Then Alice's Tibbers is ready
      And Alice's rune pool holds 0 fury Power
      And Alice's rune pool holds 1 universal Power

    @rule:135.2.e.5.b @rule:135.2.e.6.c
    Example: One universal Power pays the calm Power of Alice's unit but not also the fury-or-chaos Power of its Accelerate
      Given a test unit "Tibbers" costing 1 Energy and 1 calm Power with 3 Might and text "[Accelerate]"
      And the test card "Tibbers" belongs to the fury and chaos domains
      And Alice has a Tibbers in her hand
      And Alice has 2 Energy and 0 fury Power in her rune pool
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Tibbers
      And Alice pays the optional cost
      Then the action is refused
      And Alice's rune pool holds 1 universal Power
      When Alice declines the optional cost
      Then Alice's Tibbers is in Alice's base
      And Alice's rune pool holds no Power

    @rule:135.2.e.5.b @rule:356.2.a.2
    Example: One universal Power pays the calm Power of Alice's Zap but not also the Power of any domain that choosing Bob's unit with Deflect adds
      Given a test unit "Warded" costing 3 with 5 Might and text "[Deflect]"
      And a test spell "Zap" costing 1 Energy and 1 calm Power and text "Deal 1 to a unit."
      And Bob has a Warded in his base
      And Alice has a Stalwart Poro in her base
      And Alice has a Zap in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Zap
      And Alice chooses Bob's Warded
      Then the action is refused citing rule 358.2
      And Alice's rune pool holds 1 universal Power
      When Alice chooses her Stalwart Poro
      Then Alice's Zap is targeting Alice's Stalwart Poro
      And Alice's rune pool holds no Power

    @rule:135.2.e.5.b @rule:204.4.b
    Example: Alice's universal Power pays the applied cost of Bob's Mageseeker Investigator as her two units move
      Given a battlefield called the Bridge
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Stalwart Poro in her base
      And Alice has 1 universal Power in her rune pool
      When Alice moves her Shipyard Skulker and her Stalwart Poro to the Bridge
      Then Alice's Shipyard Skulker is at the Bridge
      And Alice's Stalwart Poro is at the Bridge
      And Alice's rune pool holds no Power

    @rule:135.2.e.5.b @rule:204.4.b
    Example: Alice's fury Power pays the applied cost of Bob's Mageseeker Investigator, so her universal Power is kept
      Given a battlefield called the Bridge
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Stalwart Poro in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has 1 universal Power in her rune pool
      When Alice moves her Shipyard Skulker and her Stalwart Poro to the Bridge
      Then Alice's Shipyard Skulker is at the Bridge
      And Alice's Stalwart Poro is at the Bridge
      And Alice's rune pool holds 0 fury Power
      And Alice's rune pool holds 1 universal Power

  Rule: 135.2.e.6 The own-domain Power of a card: its domain, any of its domains, or any domain when it has none

    @rule:135.2.e.6 @rule:135.2.e.6.b
    Example: A domainless unit pays the own-domain Power of its Accelerate with order Power
      Given a test unit "Drifter" costing 1 with 2 Might and text "[Accelerate]"
      And Alice has a Drifter in her hand
      And Alice has 2 Energy and 1 order Power in her rune pool
      When Alice plays her Drifter
      And Alice pays the optional cost
      Then Alice's Drifter is ready
      And Alice's rune pool holds 0 order Power

    @rule:135.2.e.6 @rule:135.2.e.6.c
    Example: A fury and chaos unit pays the own-domain Power of its Accelerate with chaos Power
      Given a test unit "Tibbers" costing 1 with 3 Might and text "[Accelerate]"
      And the test card "Tibbers" belongs to the fury and chaos domains
      And Alice has a Tibbers in her hand
      And Alice has 2 Energy and 1 chaos Power in her rune pool
      When Alice plays her Tibbers
      And Alice pays the optional cost
      Then Alice's Tibbers is ready
      And Alice's rune pool holds 0 chaos Power
      And Alice's rune pool holds no Power

    @rule:135.2.e.6 @rule:135.2.e.6.c @editions:v1.4
    Example: A fury and chaos unit cannot pay the own-domain Power of its Accelerate with order Power
      Given a test unit "Tibbers" costing 1 with 3 Might and text "[Accelerate]"
      And the test card "Tibbers" belongs to the fury and chaos domains
      And Alice has a Tibbers in her hand
      And Alice has 2 Energy and 1 order Power in her rune pool
      When Alice plays her Tibbers
      And Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      Then Alice's Tibbers is exhausted
      And Alice's rune pool holds 1 order Power

    # Up to v1.3 a [C] on a card of several domains was processed as any Power (134.2.e.6.b in v1.1 and v1.2).
    @rule:135.2.e.6 @rule:135.2.e.6.c @editions:v1.1
    Example: Under v1.1, a fury and chaos unit pays the own-domain Power of its Accelerate with order Power
      Given a test unit "Tibbers" costing 1 with 3 Might and text "[Accelerate]"
      And the test card "Tibbers" belongs to the fury and chaos domains
      And Alice has a Tibbers in her hand
      And Alice has 2 Energy and 1 order Power in her rune pool
      When Alice plays her Tibbers
      And Alice pays the optional cost
      Then Alice's Tibbers is ready
      And Alice's rune pool holds 0 order Power

    @rule:135.2.e.6 @rule:135.2.e.6.c @editions:v1.2
    Example: Under v1.2, a fury and chaos unit pays the own-domain Power of its Accelerate with order Power
      Given a test unit "Tibbers" costing 1 with 3 Might and text "[Accelerate]"
      And the test card "Tibbers" belongs to the fury and chaos domains
      And Alice has a Tibbers in her hand
      And Alice has 2 Energy and 1 order Power in her rune pool
      When Alice plays her Tibbers
      And Alice pays the optional cost
      Then Alice's Tibbers is ready
      And Alice's rune pool holds 0 order Power

    @rule:135.2.e.6 @rule:135.2.e.6.c
    Example: A fury and chaos unit that also costs fury Power pays its fury with the fury Power and its Accelerate with the chaos Power
      Given a test unit "Tibbers" costing 1 Energy and 1 fury Power with 3 Might and text "[Accelerate]"
      And the test card "Tibbers" belongs to the fury and chaos domains
      And Alice has a Tibbers in her hand
      And Alice has 2 Energy and 1 fury and 1 chaos Power in her rune pool
      When Alice plays her Tibbers
      And Alice pays the optional cost
      Then Alice's Tibbers is ready
      And Alice's rune pool holds 0 fury Power
      And Alice's rune pool holds 0 chaos Power

    @rule:135.2.e.6 @rule:135.2.e.6.c @rule:356.3
    Example: Bob's gear adds a Power of any domain to Alice's fury and chaos unit, so her one fury Power pays that but not its Accelerate too
      Given a test unit "Tibbers" costing 1 with 3 Might and text "[Accelerate]"
      And the test card "Tibbers" belongs to the fury and chaos domains
      And a test gear "Toll" costing 0 and text "Enemy units cost :rb_rune_rainbow: more."
      And Bob has a Toll in his base
      And Alice has a Tibbers in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Tibbers
      And Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      Then Alice's Tibbers is exhausted
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds no Power

  Rule: 135.2.e.7 The arrow symbol ties a keyword to the ability after it

    @rule:135.2.e.7 @rule:135.2.e.7.a @rule:135.2.e.7.b
    Example: Played first this turn, Alice's Squad does not draw: its play trigger sits behind Legion's arrow
      Given a test unit "Squad" costing 0 with 1 Might and text "[Legion][>] When you play me, draw 1."
      And Alice has a Squad in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Squad
      Then Alice's Squad is in Alice's base
      And the chain is empty
      And Alice's hand holds 0 cards

    @rule:135.2.e.7 @rule:135.2.e.7.a @rule:135.2.e.7.b
    Example: After another card this turn, the play trigger behind Legion's arrow draws
      Given a test unit "Squad" costing 0 with 1 Might and text "[Legion][>] When you play me, draw 1."
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And Alice has a Quick Word in her hand
      And Alice has a Squad in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Quick Word
      And Alice passes
      And Bob passes
      And Alice plays her Squad
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:135.2.e.7 @rule:135.2.e.7.a @rule:135.2.e.7.b
    Example: The draw behind Deathknell's arrow happens when the unit dies, not when it is played
      Given a test unit "Martyr" costing 0 with 1 Might and text "[Deathknell][>] Draw 1."
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And Alice has a Martyr in her hand
      And Alice has a Smite in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Martyr
      Then Alice's Martyr is in Alice's base
      And Alice's hand holds 1 card
      When Alice plays her Smite
      And Alice chooses her Martyr
      And Alice passes
      And Bob passes
      Then Alice's Martyr is in Alice's trash
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

  Rule: 135.4.a The text of an attached card can still be looked at

    @rule:135.4.a
    Example: A spell that kills a gear with Temporary may choose Alice's attached Spinning Axe
      Given a test spell "Snip" costing 0 and text "Kill a gear with [Temporary]."
      And Alice has a Stalwart Poro in her base
      And Alice has a Spinning Axe in her hand
      And Alice has a Snip in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Spinning Axe
      And Alice chooses her Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Spinning Axe was attached to Alice's Stalwart Poro
      When Alice plays her Snip
      And Alice chooses her Spinning Axe
      And Alice passes
      And Bob passes
      Then Alice's Spinning Axe is in Alice's trash

  Rule: 135.4.b Text given to an attached card stays active

    @rule:135.4.b
    Example: Turn to Dust gives Alice's attached Spinning Axe Temporary, which kills it at her next Beginning Phase
      Given Alice has a Stalwart Poro in her base
      And Alice has a Spinning Axe in her hand
      And Alice has a Turn to Dust in her hand
      And Alice has 4 Energy and 1 fury Power in her rune pool
      And Bob has 2 cards in his main deck
      And Alice has 2 cards in her main deck
      When Alice plays her Spinning Axe
      And Alice chooses her Stalwart Poro
      And Alice passes
      And Bob passes
      And Alice plays her Turn to Dust
      And Alice chooses her Spinning Axe
      And Alice passes
      And Bob passes
      And Alice ends her turn
      And Bob ends his turn
      And Alice passes
      And Bob passes
      Then Alice's Spinning Axe is in Alice's trash
