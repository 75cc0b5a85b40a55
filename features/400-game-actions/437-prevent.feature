@edition:v1.4
Feature: Preventing damage (rule 437)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Jab" costing 0 and text "[Reaction]\nDeal 4 to a unit at a battlefield."
    And a test spell "Haymaker" costing 0 and text "[Reaction]\nDeal 9 to a unit at a battlefield."
    And a test spell "Plain Word" costing 0

  @rule:437 @waived:heading
  Rule: 437 Prevent

  Rule: 437.2 Prevented damage is replaced by that damage less the Prevent Value

    @rule:437.1 @rule:437.1.a @rule:437.1.b @rule:437.1.b.1 @rule:437.1.b.1.a @rule:437.2 @rule:437.2.a @rule:437.3 @rule:437.3.b @rule:437.3.a
    Example: Ki Barrier's 7 soak up a first Jab, most of a second, and then run out
      Given Bob has a Mega-Mech at the Bridge
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      And Alice has a Jab in her hand
      And Alice has a Jab in her hand
      And Alice has a Jab in her hand
      When Alice plays her Jab
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Mega-Mech
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 0 damage
      When Alice plays her Jab 2
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 1 damage
      When Alice plays her Jab 3
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 5 damage

    @rule:437.2 @rule:437.3
    Example: Alice's Asking Jab, which asks her a question after its damage, uses up Ki Barrier's 7 by its 4 once: the next Jab is dealt 1
      Given a test spell "Asking Jab" costing 0 and text "Deal 4 to a unit at a battlefield. You may pay :rb_energy_1:. If you do, draw 1."
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      And Alice has an Asking Jab in her hand
      And Alice has a Jab in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Asking Jab
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Mega-Mech
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then Bob's Mega-Mech has 0 damage
      When Alice plays her Jab
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 1 damage

    @rule:437.3.a
    Example: Alice's Ki Barrier, used up by a Haymaker, is gone: her later Counter Strike alone meets the next Jab, with no order to choose
      Given Alice has a Mega-Mech at the Bridge
      And Alice has a Ki Barrier in her hand
      And Alice has a Counter Strike in her hand
      And Alice has a Haymaker in her hand
      And Alice has a Jab in her hand
      And Alice has 4 Energy and 1 calm Power in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Ki Barrier
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      And Alice plays her Haymaker
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech has 2 damage
      When Alice plays her Counter Strike
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      And Alice plays her Jab
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Mega-Mech has 2 damage

  Rule: 437.1.a.1 A Prevent Value counts the Bonus Damage added to the damage it prevents

    @rule:437.1.a.1
    Example: At Void Gate a 6 damage spell deals 7, and Ki Barrier's 7 prevent all of it
      Given a Void Gate battlefield called the Gate
      And a test spell "Cross" costing 0 and text "[Reaction]\nDeal 6 to a unit at a battlefield."
      And Bob has a Mega-Mech at the Gate
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      And Alice has a Cross in her hand
      When Alice plays her Cross
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Mega-Mech
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 0 damage
      And no damaged event happened for Bob's Mega-Mech

    @rule:437.1.a.1
    Example: At Void Gate a 7 damage spell deals 8, and Ki Barrier's 7 leave 1 of it
      Given a Void Gate battlefield called the Gate
      And a test spell "Cross" costing 0 and text "[Reaction]\nDeal 7 to a unit at a battlefield."
      And Bob has a Mega-Mech at the Gate
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      And Alice has a Cross in her hand
      When Alice plays her Cross
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Mega-Mech
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 1 damage

  Rule: 437.3.c A Prevent Value of All stays All

    @rule:437.3.c
    Example: Bob's Bulwark prevents all of a 9 and then all of a 4 dealt to his Mega-Mech the same turn
      Given a test spell "Bulwark" costing 0 and text "[Reaction]\nPrevent all damage that would be dealt to a friendly unit this turn."
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Bulwark in his hand
      And Alice has a Haymaker in her hand
      And Alice has a Jab in her hand
      When Alice plays her Haymaker
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Bulwark
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 0 damage
      When Alice plays her Jab
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 0 damage
      And no damaged event happened for Bob's Mega-Mech

  Rule: 437.4 Damage prevented in full was never dealt

    @rule:437.4 @rule:437.2.a @rule:417.1.e @rule:417.1.e.1
    Example: The Jab Ki Barrier absorbs whole leaves no damage and no damage event
      Given Bob has a Mega-Mech at the Bridge
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      And Alice has a Jab in her hand
      When Alice plays her Jab
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Mega-Mech
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 0 damage
      And no damaged event happened for Bob's Mega-Mech
      And Alice's Jab is in Alice's trash

    @rule:437.4 @rule:359.3.e.14
    Example: Counter Strike prevents all of Alice's Bolt, so the Bolt dealt nothing and its "if you do" draws her no card
      Given a test spell "Bolt" costing 0 and text "Deal 2 to a unit at a battlefield. If you do, draw 1."
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Counter Strike in his hand
      And Bob has 2 Energy and 1 calm Power in his rune pool
      And Bob has 1 card in his main deck
      And Alice has 2 cards in her main deck
      And Alice has a Bolt in her hand
      When Alice plays her Bolt
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Counter Strike
      And Bob chooses his Mega-Mech
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 0 damage
      And Alice drew 0 times

  Rule: 437.1.b A prevention says how much damage, from which source, and for how long

    @rule:437.1.b @rule:437.1.b.1.b @faq:origins:unyielding-spirit-card
    Example: After Bob's Unyielding Spirit, the damage Alice's Jab deals is prevented: no object of hers deals it
      Given Bob has a Shipyard Skulker at the Bridge
      And Bob has an Unyielding Spirit in his hand
      And Bob has 1 Energy and 1 body Power in his rune pool
      And Alice has a Jab in her hand
      When Alice plays her Jab
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Unyielding Spirit
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker has 0 damage
      And Bob's Shipyard Skulker is at the Bridge

    @rule:437.1.b @rule:359.3.e.14 @faq:origins:unyielding-spirit-card
    Example: After Bob's Unyielding Spirit, Alice's Bolt deals nothing, so its "if you do" draws her no card
      Given a test spell "Bolt" costing 0 and text "Deal 2 to a unit at a battlefield. If you do, draw 1."
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has an Unyielding Spirit in his hand
      And Bob has 1 Energy and 1 body Power in his rune pool
      And Alice has 2 cards in her main deck
      And Alice has a Bolt in her hand
      When Alice plays her Bolt
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Unyielding Spirit
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker has 0 damage
      And Alice drew 0 times

    @rule:437.1.b @faq:origins:unyielding-spirit-card
    Example: After Bob's Unyielding Spirit, Alice's Stinger deals nothing, but "it" is still the unit it aimed at: that unit is stunned
      Given a test spell "Stinger" costing 0 and text "Deal 2 to a unit at a battlefield. Stun it."
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has an Unyielding Spirit in his hand
      And Bob has 1 Energy and 1 body Power in his rune pool
      And Alice has a Stinger in her hand
      When Alice plays her Stinger
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Unyielding Spirit
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker has 0 damage
      And Bob's Shipyard Skulker is stunned

    @rule:437.1.b @faq:origins:unyielding-spirit-card
    Example: Unyielding Spirit does not stop Last Breath, whose damage Alice's unit deals
      Given Bob has a Shipyard Skulker at the Bridge
      And Bob has an Unyielding Spirit in his hand
      And Bob has 1 Energy and 1 body Power in his rune pool
      And Alice has a Mega-Mech in her base
      And Alice has a Last Breath in her hand
      And Alice has 3 Energy and 1 calm and 1 chaos Power in her rune pool
      When Alice plays her Last Breath
      And Alice chooses her Mega-Mech
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob plays his Unyielding Spirit
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash

    @rule:437.1.b
    Example: While Bob controls 7 runes, his Esteemed Hierophant is dealt nothing by Alice's Jab, but his own Jab still deals it 4
      Given Bob has an Esteemed Hierophant at the Bridge
      And Bob has 7 runes in his runes
      And Alice has a Jab in her hand
      And Alice has a Plain Word in her hand
      And Bob has a Jab in his hand
      When Alice plays her Jab
      And Alice chooses Bob's Esteemed Hierophant
      And Alice passes
      And Bob passes
      Then Bob's Esteemed Hierophant has 0 damage
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Jab
      And Bob chooses his Esteemed Hierophant
      And Bob passes
      And Alice passes
      Then Bob's Esteemed Hierophant has 4 damage

    @rule:437.1.b
    Example: While Bob controls 7 runes, the share of Alice's split damage put on his Esteemed Hierophant is prevented, and his Sergeant still takes its share
      Given a test spell "Scatter" costing 0 and text "Deal 5 damage split among up to three enemy units."
      And Bob has an Esteemed Hierophant at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has 7 runes in his runes
      And Alice has a Scatter in her hand
      When Alice plays her Scatter
      And Alice chooses Bob's Esteemed Hierophant and Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Esteemed Hierophant and Bob's Vanguard Sergeant
      When Alice assigns 2 to Bob's Esteemed Hierophant and 3 to Bob's Vanguard Sergeant
      Then Bob's Esteemed Hierophant has 0 damage
      And Bob's Vanguard Sergeant has 3 damage

    @rule:437.1.b
    Example: With 6 runes Bob's Esteemed Hierophant is not protected: Alice's Jab deals it 4
      Given Bob has an Esteemed Hierophant at the Bridge
      And Bob has 6 runes in his runes
      And Alice has a Jab in her hand
      When Alice plays her Jab
      And Alice chooses Bob's Esteemed Hierophant
      And Alice passes
      And Bob passes
      Then Bob's Esteemed Hierophant has 4 damage

    @rule:437.1.b
    Example: A passive ability that prevents nothing leaves Alice's Jab all of its 4 damage on Bob's Stalwart
      Given a test unit "Stalwart" costing 0 with 3 Might and text "I can't be killed."
      And Bob has a Stalwart at the Bridge
      And Alice has a Jab in her hand
      When Alice plays her Jab
      And Alice chooses Bob's Stalwart
      And Alice passes
      And Bob passes
      Then Bob's Stalwart has 4 damage
      And Bob's Stalwart is at the Bridge

  Rule: 437.1.b.2 A prevention applies to the next damage the unit would be dealt

    @rule:437.1.b.2 @rule:437.7 @rule:437.1.b.1.b
    Example: Counter Strike prevents all of the next damage, however large, and only that one
      Given Bob has a Mega-Mech at the Bridge
      And Bob has a Counter Strike in his hand
      And Bob has 2 Energy and 1 calm Power in his rune pool
      And Bob has 1 card in his main deck
      And Alice has a Haymaker in her hand
      And Alice has a Jab in her hand
      When Alice plays her Haymaker
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Counter Strike
      And Bob chooses his Mega-Mech
      And Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      When Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 0 damage
      And Bob's Mega-Mech is at the Bridge
      When Alice plays her Jab
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 4 damage

    @rule:437.1.b.2
    Example: Of two Counter Strikes on Alice's Mega-Mech, the one she applies to a Haymaker is spent, and the other still stops the next Jab
      Given Alice has a Mega-Mech at the Bridge
      And Alice has a Counter Strike in her hand
      And Alice has a Counter Strike in her hand
      And Alice has a Haymaker in her hand
      And Alice has a Jab in her hand
      And Alice has 4 Energy and 2 calm Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Counter Strike
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      And Alice plays her Counter Strike 2
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      And Alice plays her Haymaker
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice is asked to choose which replacement applies first among her Counter Strike, her Counter Strike 2
      When Alice chooses her Counter Strike
      Then Alice's Mega-Mech has 0 damage
      When Alice plays her Jab
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech has 0 damage

    @rule:437.1.b.2 @rule:437.7
    Example: Alice applies her Ki Barrier first to a Haymaker on her Mega-Mech: it takes 7, Counter Strike the other 2, and both are then spent
      Given Alice has a Mega-Mech at the Bridge
      And Alice has a Ki Barrier in her hand
      And Alice has a Counter Strike in her hand
      And Alice has a Haymaker in her hand
      And Alice has a Jab in her hand
      And Alice has 4 Energy and 1 calm Power in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Ki Barrier
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      And Alice plays her Counter Strike
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      And Alice plays her Haymaker
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice is asked to choose which replacement applies first among her Ki Barrier, her Counter Strike
      When Alice chooses her Ki Barrier
      Then Alice's Mega-Mech has 0 damage
      When Alice plays her Jab
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech has 4 damage

    @rule:437.1.b.2 @rule:437.7
    Example: Alice applies her Counter Strike first to a Haymaker on her Mega-Mech: it takes all 9, and her Ki Barrier is left whole for the next Jab
      Given Alice has a Mega-Mech at the Bridge
      And Alice has a Ki Barrier in her hand
      And Alice has a Counter Strike in her hand
      And Alice has a Haymaker in her hand
      And Alice has a Jab in her hand
      And Alice has 4 Energy and 1 calm Power in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Ki Barrier
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      And Alice plays her Counter Strike
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      And Alice plays her Haymaker
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice is asked to choose which replacement applies first among her Ki Barrier, her Counter Strike
      When Alice chooses her Counter Strike
      Then Alice's Mega-Mech has 0 damage
      When Alice plays her Jab
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech has 0 damage

    @rule:437.1.b.2
    Example: Two Prevent Values from one spell of Alice's on her Mega-Mech take the next Jab's 4 between them, with no order to choose
      Given a test spell "Ward" costing 0 and text "Prevent the next 2 damage that would be dealt to a friendly unit this turn. Prevent the next 2 damage that would be dealt to it this turn."
      And Alice has a Mega-Mech at the Bridge
      And Alice has a Ward in her hand
      And Alice has a Jab in her hand
      When Alice plays her Ward
      And Alice passes
      And Bob passes
      And Alice plays her Jab
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech has 0 damage
      And no decision is pending

  Rule: 437.7 A prevention is a delayed replacement that lasts only its turn

    @rule:437.7
    Example: Bob shields his unit on Alice's turn; on Bob's own turn Alice's Jab hits in full
      Given Bob has a Mega-Mech at the Bridge
      And Bob has a Ki Barrier in his hand
      And Bob has a Plain Word in his hand
      And Bob has 2 Energy in his rune pool
      And Bob has 2 cards in his main deck
      And Alice has 2 cards in her main deck
      And Alice has a Jab in her hand
      And Alice has a Jab in her hand
      When Alice plays her Jab
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Mega-Mech
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 0 damage
      When Alice ends her turn
      Then the turn player is Bob
      When Bob plays his Plain Word
      And Bob passes
      And Alice plays her Jab 2
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 4 damage

    @rule:437.7 @rule:124
    Example: Alice's Mega-Mech shielded by Ki Barrier, returned to her hand and played again, is a new unit: a Poke deals it 2
      Given a test spell "Send Back" costing 0 and text "Return a unit to its owner's hand."
      And a test spell "Poke" costing 0 and text "Deal 2 to a unit."
      And Alice has a Mega-Mech at the Bridge
      And Alice has a Ki Barrier in her hand
      And Alice has a Send Back in her hand
      And Alice has a Poke in her hand
      And Alice has a Poke in her hand
      And Alice has 9 Energy in her rune pool
      When Alice plays her Ki Barrier
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      And Alice plays her Poke
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech has 0 damage
      When Alice plays her Send Back
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech is in Alice's hand
      When Alice plays her Mega-Mech
      And Alice plays her Poke 2
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech has 2 damage

    @rule:437.7
    Example: Alice's Mega-Mech keeps Ki Barrier's shield as it moves home from the Bridge: a Poke then deals it nothing
      Given a test spell "Poke" costing 0 and text "Deal 2 to a unit."
      And Alice has a Mega-Mech at the Bridge
      And Alice has a Ki Barrier in her hand
      And Alice has a Poke in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Ki Barrier
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      And Alice moves her Mega-Mech to her base
      Then Alice's Mega-Mech is in Alice's base
      When Alice plays her Poke
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech has 0 damage

    @rule:437.7
    Example: Alice's Bail Out returns her Mega-Mech to her hand before shielding it: played again, it is a new unit with no shield, and a Poke deals it 2
      Given a test spell "Bail Out" costing 0 and text "Return a friendly unit to its owner's hand. Prevent the next 3 damage that would be dealt to it this turn."
      And a test spell "Poke" costing 0 and text "Deal 2 to a unit."
      And Alice has a Mega-Mech at the Bridge
      And Alice has a Bail Out in her hand
      And Alice has a Poke in her hand
      And Alice has 7 Energy in her rune pool
      When Alice plays her Bail Out
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech is in Alice's hand
      When Alice plays her Mega-Mech
      And Alice plays her Poke
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice's Mega-Mech has 2 damage

    @rule:437.7
    Example: Alice's Footman is back in her hand before her spell would shield it: nothing is shielded, so the spell's "if you do" draws her nothing
      Given a test unit "Footman" costing 0 with 3 Might
      And a test spell "Bail Out" costing 0 and text "Return a friendly unit to its owner's hand. Prevent the next 3 damage that would be dealt to it this turn. If you do, draw 1."
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

    @rule:437.6
    Example: Shielding a unit on the board is a prevention done: Alice's Guard Up, "If you do, draw 1", draws her a card
      Given a test spell "Guard Up" costing 0 and text "Choose a unit. Prevent the next 2 damage that would be dealt to it this turn. If you do, draw 1."
      And Alice has a Mega-Mech at the Bridge
      And Alice has a Guard Up in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Guard Up
      And Alice chooses her Mega-Mech
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:437.7
    Example: Alice's prevention lasts into her turn's ending step: the 3 her Martyr deals itself at the end of her turn is prevented
      Given a test unit "Martyr" costing 0 with 3 Might and text "At the end of your turn, deal 3 to me."
      And a test spell "Shelter" costing 0 and text "Choose a unit. The next time it would be dealt damage this turn, prevent it."
      And Alice has a Martyr at the Bridge
      And Alice has a Shelter in her hand
      And Bob has 2 cards in his main deck
      When Alice plays her Shelter
      And Alice chooses her Martyr
      And Alice passes
      And Bob passes
      And Alice ends her turn
      Then the chain holds Alice's Martyr
      When Alice passes
      And Bob passes
      Then the turn player is Bob
      And Alice's Martyr is at the Bridge

  Rule: 437.5 Combat damage assigned to a protected unit is reduced as it is dealt

    @rule:437.5 @rule:417.3.a @rule:417.7
    Example: Alice's Mega-Mech assigns its 8 to Bob's shielded Skulker, which is dealt only 1 and survives
      Given Alice has a Mega-Mech in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      When Alice moves her Mega-Mech to the Bridge
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | damaged       | Bob's Shipyard Skulker |
        | combat-ended  | the Bridge             |
      And no died event happened for Bob's Shipyard Skulker
      And Bob's Shipyard Skulker is at the Bridge
      And Alice's Mega-Mech is in Alice's base

    @rule:437.5
    Example: Alice's Skulker, shielded by two Ki Barriers, attacks Bob's Mega-Mech: its 8 use up one Barrier and 1 of the other, and the Skulker is dealt nothing
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Ki Barrier in her hand
      And Alice has a Ki Barrier in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Ki Barrier
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice plays her Ki Barrier 2
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | combat-ended | the Bridge |
      And the damaged event for Bob's Mega-Mech has amount 3
      And no damaged event happened for Alice's Shipyard Skulker
      And no died event happened for Alice's Shipyard Skulker

  Rule: 437.5.a A protected unit may be assigned combat damage up to what is lethal after its prevention

    @rule:437.5.a
    Example: Bob's Skulker under Ki Barrier may take more than its Might, and his Sergeant no more than lethal while it can
      Given Alice has a Mega-Mech in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      When Alice moves her Mega-Mech to the Bridge
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Shipyard Skulker and Bob's Vanguard Sergeant
      When Alice assigns 3 to Bob's Shipyard Skulker and 5 to Bob's Vanguard Sergeant
      Then the action is refused
      When Alice assigns 4 to Bob's Shipyard Skulker and 4 to Bob's Vanguard Sergeant
      Then Bob's Shipyard Skulker is at the Bridge
      And Bob's Vanguard Sergeant is in Bob's trash

  Rule: 437.5.b No amount of damage is lethal to a unit whose Prevent Value is All

    @rule:437.5.b
    Example: Bob's Skulker is protected from all damage: Alice may put all her Mega-Mech's damage on it, and never more than lethal on the Sergeant while it could take some
      Given a test spell "Bulwark" costing 0 and text "[Reaction]\nPrevent all damage that would be dealt to a friendly unit this turn."
      And Alice has a Mega-Mech in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Bulwark in his hand
      When Alice moves her Mega-Mech to the Bridge
      And Alice passes
      And Bob plays his Bulwark
      And Bob passes
      And Alice passes
      And Bob chooses his Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Shipyard Skulker and Bob's Vanguard Sergeant
      When Alice assigns 3 to Bob's Shipyard Skulker and 5 to Bob's Vanguard Sergeant
      Then the action is refused
      When Alice assigns 8 to Bob's Shipyard Skulker and 0 to Bob's Vanguard Sergeant
      Then Bob's Shipyard Skulker is at the Bridge
      And Bob's Shipyard Skulker has 0 damage
      And Bob's Vanguard Sergeant is at the Bridge

  Rule: 437.6 Preventing is a limited action, done when an effect says so

    @rule:437.6 @rule:437.6.a
    Example: Bob shields his own unit on Alice's turn because his Ki Barrier says so
      Given Bob has a Mega-Mech at the Bridge
      And Bob has a Ki Barrier in his hand
      And Bob has 2 Energy in his rune pool
      And Alice has a Jab in her hand
      When Alice plays her Jab
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Ki Barrier
      And Bob chooses his Mega-Mech
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 0 damage
