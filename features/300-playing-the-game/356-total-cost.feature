@edition:v1.4
Feature: Working out the total cost of a play (rule 356)

  Background:
    Given it is Alice's main phase

  Rule: 356.2 Additional costs are added to the cost

    @rule:356.2 @rule:356.2.b.1 @rule:355.1.a @rule:359.2.c @rule:356 @rule:355.1 @faq:origins:much-pay-accelerate-cost
    Example: Legion Rearguard paying Accelerate costs 1 Energy and 1 fury Power more and enters ready
      Given Alice has a Legion Rearguard in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Legion Rearguard
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then Alice's Legion Rearguard is in Alice's base
      And Alice's Legion Rearguard is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:356.2.b.1 @rule:359.2.c
    Example: Declining Accelerate, Legion Rearguard costs only its 2 Energy and enters exhausted
      Given Alice has a Legion Rearguard in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Legion Rearguard
      And Alice declines the optional cost
      Then Alice's Legion Rearguard is exhausted
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 fury Power

    @rule:356.2.b @rule:356.2.b.1 @rule:359.2.b @editions:v1.2-v1.4
    Example: Clockwork Keeper's optional Power cost, once paid, makes its play ability draw
      Given Alice has a Clockwork Keeper in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Clockwork Keeper
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's rune pool holds 0 calm Power

    @rule:356.2.b.1 @editions:v1.2-v1.4
    Example: Clockwork Keeper played without its optional cost draws nothing
      Given Alice has a Clockwork Keeper in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Clockwork Keeper
      And Alice declines the optional cost
      And Alice passes
      And Bob passes
      Then Alice's hand holds 0 cards
      And Alice's rune pool holds 1 calm Power

    @rule:356.2.a.1 @rule:356.7
    Example: Cruel Patron cannot be played without a friendly unit to kill
      Given Alice has a Cruel Patron in her hand
      And Alice has 4 Energy in her rune pool
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Cruel Patron
      Then the action is refused citing rule 358.2
      And Alice's Cruel Patron is in Alice's hand
      And Bob's Shipyard Skulker is in Bob's base

  Rule: 356.1 Base cost modifications come first, and later costs still add up

    @rule:356.1.b.3 @rule:356.1.b.1
    Example: Legion Rearguard played ignoring its costs still costs its Accelerate when that is paid
      Given a test spell "Summon" costing 1 and text "Play a unit from your hand, ignoring its cost."
      And Alice has a Summon in her hand
      And Alice has a Legion Rearguard in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Legion Rearguard
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then Alice's Legion Rearguard is in Alice's base
      And Alice's Legion Rearguard is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power


    @rule:356.1.b.3 @rule:356.1.b.1
    Example: A Bruiser played ignoring its cost still has Alice discard for its own additional cost
      Given a test spell "Summon" costing 1 and text "Play a unit from your hand, ignoring its cost."
      And a test unit "Bruiser" costing 3 with 4 Might and text "As an additional cost to play me, discard 1."
      And Alice has a Summon in her hand
      And Alice has a Bruiser in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Bruiser
      Then Alice's Bruiser is in Alice's base
      And Alice's Vanguard Sergeant is in Alice's trash
      And Alice's rune pool holds 0 Energy
    @rule:356.1.b.2 @rule:355.10.a.1 @rule:355.9.a
    Example: Played from the trash ignoring only its Energy cost, a unit still costs its Power; the trash is public so it is a target
      Given a test spell "Raise" costing 1 and text "Play a unit from your trash, ignoring its Energy cost."
      And a test unit "Brute" costing 3 Energy and 1 fury Power with 4 Might
      And Alice has a Raise in her hand
      And Alice has a Brute in her trash
      And Alice has 4 Energy and 1 fury Power in her rune pool
      When Alice plays her Raise
      Then Alice is asked to choose targets among her Brute
      When Alice chooses her Brute
      And Alice passes
      And Bob passes
      Then Alice's Brute is in Alice's base
      And Alice's rune pool holds 3 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:356.1.b.2
    Example: Played from the trash "ignoring Energy costs", a unit still costs its Power
      Given a test spell "Rise" costing 1 and text "Play a unit from your trash, ignoring Energy costs."
      And a test unit "Brute" costing 3 Energy and 1 fury Power with 4 Might
      And Alice has a Rise in her hand
      And Alice has a Brute in her trash
      And Alice has 4 Energy and 1 fury Power in her rune pool
      When Alice plays her Rise
      And Alice chooses her Brute
      And Alice passes
      And Bob passes
      Then Alice's Brute is in Alice's base
      And Alice's rune pool holds 3 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:356.1.b.1 @rule:356.1.b
    Example: Played ignoring its cost, a unit costs neither its Energy nor its Power
      Given a test spell "Summon" costing 1 and text "Play a unit from your hand, ignoring its cost."
      And a test unit "Brute" costing 3 Energy and 1 fury Power with 4 Might
      And Alice has a Summon in her hand
      And Alice has a Brute in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Brute
      Then Alice's Brute is in Alice's base
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:356.1.b @rule:356.1.b.1
    Example: Alice pays her Gambit's optional discard, so its own text has her ignore its cost: she pays no Energy
      Given a test spell "Gambit" costing 2 and text "You may discard 1 as an additional cost to play this. If you do, ignore this spell's cost.\nDraw 1."
      And Alice has a Gambit in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Gambit
      And Alice pays the optional cost
      Then Alice's rune pool holds 2 Energy
      And Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Gambit is a finalized chain item

    @rule:356.1.b @rule:356.1.b.1
    Example: Alice's Gambit, its cost ignored for the discard she paid, then resolves and draws her one card; ignoring its cost is no part of what it does as it resolves
      Given a test spell "Gambit" costing 2 and text "You may discard 1 as an additional cost to play this. If you do, ignore this spell's cost.\nDraw 1."
      And Alice has a Gambit in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Gambit
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
      And Alice's rune pool holds 2 Energy

  Rule: 356.4 Discounts are applied last, in the order the player chooses, each with its own minimum

    @rule:356.4 @rule:356.4.a @rule:356.4.b @rule:356.4.d @rule:356.4.d.1 @rule:356.4.e @faq:rq-vegas-2026:multiple-cost-reductions
    Example: Eager Apprentice's discount first, then Sky Splitter's own, brings Sky Splitter down to 0 Energy
      Given a battlefield called the Bridge
      And a test unit "Herald" costing 7 with 7 Might
      And Alice has a Eager Apprentice at the Bridge
      And Alice has a Herald in her base
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Sky Splitter in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      When Alice plays her Sky Splitter
      And Alice chooses Bob's Mega-Mech
      Then Alice is asked to order the discounts
      And the question to Alice cites rule 356.4.d.1
      When Alice applies the discounts of her Eager Apprentice, then her Sky Splitter
      Then Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 0 fury Power
      And Alice's Sky Splitter is a finalized chain item

    @rule:356.4.d.1 @rule:356.4.e
    Example: The two discounts of one sentence of Alice's Benefactor are hers to order: the one without a floor first, her spell costing 4 comes down only to 2
      Given a test unit "Benefactor" costing 3 with 2 Might and text "Friendly spells cost :rb_energy_2: less to a minimum of :rb_energy_2:, and your spells cost :rb_energy_1: less."
      And a test spell "Insight" costing 4 and text "Draw 1."
      And Alice has a Benefactor in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Insight
      Then Alice is asked to order the discounts
      When Alice applies the discounts in the reverse of the order offered
      Then Alice's rune pool holds 0 Energy
      And Alice's Insight is a finalized chain item

    @rule:356.4
    Example: A second discount on Alice's next spell, from an ability that asks a question after it, takes 1 Energy off that spell only
      Given it is Alice's main phase
      And a test gear "Coupon" costing 0 and text ":rb_exhaust:: The next spell you play this turn costs :rb_energy_1: less."
      And a test gear "Coupon Plus" costing 0 and text ":rb_exhaust:: The next spell you play this turn costs :rb_energy_1: less. You may pay :rb_energy_1:. If you do, draw 1."
      And a test spell "Bolt" costing 2
      And Alice has a Coupon in her base
      And Alice has a Coupon Plus in her base
      And Alice has a Bolt in her hand
      And Alice has a Bolt in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Coupon
      And Alice passes
      And Bob passes
      And Alice plays her Bolt
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 2 Energy
      When Alice activates her Coupon Plus
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      And Alice plays her Bolt 2
      Then Alice's rune pool holds 1 Energy

    @rule:356.4.d.1 @rule:356.4.e @faq:rq-vegas-2026:multiple-cost-reductions
    Example: In the other order Eager Apprentice's minimum of 1 stops its discount, so Sky Splitter costs 1 Energy
      Given a battlefield called the Bridge
      And a test unit "Herald" costing 7 with 7 Might
      And Alice has a Eager Apprentice at the Bridge
      And Alice has a Herald in her base
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Sky Splitter in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      When Alice plays her Sky Splitter
      And Alice chooses Bob's Mega-Mech
      And Alice applies the discounts of her Sky Splitter, then her Eager Apprentice
      Then Alice's rune pool holds 0 Energy
      And Alice's Sky Splitter is a finalized chain item

    @rule:356.4.a
    Example: In her base Eager Apprentice gives no discount and nothing is asked
      Given a battlefield called the Bridge
      And a test unit "Herald" costing 7 with 7 Might
      And Alice has a Eager Apprentice in her base
      And Alice has a Herald in her base
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Sky Splitter in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      When Alice plays her Sky Splitter
      And Alice chooses Bob's Mega-Mech
      Then no decision is pending
      And Alice's rune pool holds 0 Energy

    @rule:356.4.b @rule:356.4
    Example: Alice pays her Trade-In's optional discard, so its own text reduces its cost by 2 and it costs her 1 Energy
      Given a test spell "Trade-In" costing 3 and text "You may discard 1 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nDraw 1."
      And Alice has a Trade-In in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Trade-In
      And Alice pays the optional cost
      Then Alice's rune pool holds 2 Energy
      And Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Trade-In is a finalized chain item

    @rule:356.4.b @rule:356.4
    Example: Alice pays her Scrapper's optional discard, so "I cost 2 less" takes 2 off its cost, and it enters exhausted as units do
      Given a test unit "Scrapper" costing 4 with 3 Might and text "You may discard 1 as an additional cost to play this. If you do, I cost :rb_energy_2: less."
      And Alice has a Scrapper in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Scrapper
      And Alice pays the optional cost
      Then Alice's rune pool holds 1 Energy
      And Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Scrapper is in Alice's base
      And Alice's Scrapper is exhausted

    @rule:356.4.b
    Example: An optional discard whose effect is to draw takes nothing off the cost of Alice's Gamble: paid, it costs her its full 2 Energy
      Given a test spell "Gamble" costing 2 and text "You may discard 1 as an additional cost to play this. If you do, draw 2.\nDraw 1."
      And Alice has a Gamble in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 4 cards in her main deck
      When Alice plays her Gamble
      And Alice pays the optional cost
      Then Alice's rune pool holds 0 Energy
      And Alice's Vanguard Sergeant is in Alice's trash
      When Alice passes
      And Bob passes
      Then Alice drew 3 times

    @rule:356.4.b
    Example: Alice's Rebate, its optional discard paid, takes nothing off its own cost: the 2 Energy it takes off goes to her next spell
      Given a test spell "Rebate" costing 3 and text "You may discard 1 as an additional cost to play this. If you do, the next spell you play this turn costs :rb_energy_2: less.\nDraw 1."
      And a test spell "Insight" costing 2 and text "Draw 1."
      And Alice has a Rebate in her hand
      And Alice has an Insight in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 5 Energy in her rune pool
      And Alice has 4 cards in her main deck
      When Alice plays her Rebate
      And Alice pays the optional cost
      And Alice chooses her Vanguard Sergeant
      Then Alice's rune pool holds 2 Energy
      And Alice's Vanguard Sergeant is in Alice's trash
      When Alice passes
      And Bob passes
      And Alice plays her Insight
      Then Alice's rune pool holds 2 Energy

    @rule:356.4.b
    Example: Alice declines her Trade-In's optional discard and pays its whole cost
      Given a test spell "Trade-In" costing 3 and text "You may discard 1 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nDraw 1."
      And Alice has a Trade-In in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Trade-In
      And Alice declines the optional cost
      Then Alice's rune pool holds 0 Energy
      And Alice's Vanguard Sergeant is in Alice's hand
      And Alice's Trade-In is a finalized chain item

    @rule:356.4.b
    Example: With only 1 Energy Alice may still play her Trade-In, as paying its optional discard brings its cost down to 1
      Given a test spell "Trade-In" costing 3 and text "You may discard 1 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nDraw 1."
      And Alice has a Trade-In in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Trade-In
      And Alice pays the optional cost
      Then Alice's rune pool holds 0 Energy
      And Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Trade-In is a finalized chain item

    @rule:356.4.b @rule:357.3
    Example: With no Energy Alice may still play her Blood Bolt at Bob's unit, as killing her unit for its optional cost takes 2 off
      Given a test spell "Blood Bolt" costing 2 and text "You may kill a unit you control as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nDeal 3 to an enemy unit."
      And Alice has a Blood Bolt in her hand
      And Alice has a Shipyard Skulker in her base
      And Bob has a Mega-Mech at the Bridge
      When Alice plays her Blood Bolt
      And Alice pays the optional cost
      And Alice chooses Bob's Mega-Mech
      And Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Blood Bolt is a finalized chain item
      When Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 3 damage

    @rule:356.4.b @rule:357.3
    Example: With 1 Energy Alice may play her Double Trade, costing 5, only by paying both its optional discards, each taking 2 off
      Given a test spell "Double Trade" costing 5 and text "You may discard 1 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nYou may discard 2 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nDraw 1."
      And Alice has a Double Trade in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Recruit (NX) in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Double Trade
      And Alice pays the optional cost
      And Alice declines the optional cost
      Then the action is refused citing rule 358.2
      When Alice pays the optional cost
      And Alice chooses her Vanguard Sergeant
      And Alice chooses her Shipyard Skulker and her Recruit (NX)
      And Alice applies the discounts in the order offered
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's hand holds 0 cards
      And Alice's Double Trade is a finalized chain item

    @rule:357.3
    Example: Alice's two other cards cannot pay both of her Double Trade's optional discards, one of 1 and one of 2: paying both is refused, and she keeps her cards
      Given a test spell "Double Trade" costing 5 and text "You may discard 1 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nYou may discard 2 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nDraw 1."
      And Alice has a Double Trade in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 5 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Double Trade
      And Alice pays the optional cost
      And Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      And Alice chooses her Vanguard Sergeant
      Then no decision is pending
      And Alice's rune pool holds 2 Energy
      And Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's hand
      And Alice's Double Trade is a finalized chain item

    @rule:356.4.b @rule:357.3
    Example: Even with its optional discard paid, Alice's spell costs 3 and she has 2 Energy: she is refused at once, however many ways there are to choose its targets
      Given a test spell "Trade Daze" costing 5 and text "You may discard 1 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nStun up to one unit. Stun up to one unit."
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Trade Daze in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Trade Daze
      Then the action is refused citing rule 358.2
      And Alice's Trade Daze is in Alice's hand
      And Alice's Vanguard Sergeant is in Alice's hand
      And the chain is empty

    @rule:356.4.b @rule:356.4.d.1
    Example: The 2 Energy Alice's paid discard takes off her Trade-In and her Tax Office's 1 are two discounts she puts in order: the spell costs her nothing
      Given a test spell "Trade-In" costing 3 and text "You may discard 1 as an additional cost to play this. If you do, reduce my cost by :rb_energy_2:.\nDraw 1."
      And a test gear "Tax Office" costing 0 and text "Spells you play cost :rb_energy_1: less."
      And Alice has a Tax Office in her base
      And Alice has a Trade-In in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Trade-In
      And Alice pays the optional cost
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Trade-In, then her Tax Office
      Then Alice's rune pool holds 1 Energy
      And Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Trade-In is a finalized chain item

    @rule:356.4 @rule:356.4.b
    Example: A discount of one Energy leaves the Power of Alice's spell to pay in full
      Given a test gear "Tax Office" costing 0 and text "Spells you play cost :rb_energy_1: less."
      And a test spell "Blaze" costing 2 Energy and 1 fury Power and text "Draw 1."
      And Alice has a Tax Office in her base
      And Alice has a Blaze in her hand
      And Alice has 1 Energy and 2 fury Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Blaze
      Then Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 1 fury Power
      And Alice's Blaze is a finalized chain item

    @rule:356.4 @rule:356.4.a @rule:356.4.d.1
    Example: Each of Alice's two Tax Offices takes one Energy off her spell, in the order she chooses; Bob's takes nothing off it
      Given a test gear "Tax Office" costing 0 and text "Spells you play cost :rb_energy_1: less."
      And a test spell "Insight" costing 3 and text "Draw 1."
      And Alice has a Tax Office in her base
      And Alice has a Tax Office in her base
      And Bob has a Tax Office in his base
      And Alice has an Insight in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Insight
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Tax Office, then her Tax Office 2
      Then Alice's rune pool holds 2 Energy

    @rule:356.4
    Example: In 2v2, Alice's "friendly spells" discount reaches the spell of Carol, her teammate, and her "spells you play" and "your spells" discounts do not
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test gear "Alliance Fund" costing 0 and text "Friendly spells cost :rb_energy_1: less."
      And a test gear "Tax Haven" costing 0 and text "Spells you play cost :rb_energy_2: less."
      And a test gear "Privy Purse" costing 0 and text "Your spells cost :rb_energy_3: less."
      And a test spell "Insight" costing 4 and text "Draw 1."
      And Alice has an Alliance Fund in her base
      And Alice has a Tax Haven in her base
      And Alice has a Privy Purse in her base
      And Carol has an Insight in her hand
      And Carol has 4 Energy in her rune pool
      When Alice invites Carol to play
      And Carol plays her Insight
      Then Carol's rune pool holds 1 Energy
      And Carol's Insight is a finalized chain item

    @rule:356.4
    Example: Alice's discount on "spells with [Reaction]" takes nothing off her spell without the keyword, and 1 Energy off her Reaction spell
      Given it is Alice's main phase
      And a test gear "Quickening" costing 0 and text "Spells with [Reaction] cost :rb_energy_1: less."
      And a test spell "Insight" costing 2 and text "Draw 1."
      And a test spell "Snap" costing 2 and text "[Reaction]\nDraw 1."
      And Alice has a Quickening in her base
      And Alice has an Insight in her hand
      And Alice has a Snap in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy
      When Alice plays her Snap
      Then Alice's rune pool holds 0 Energy
      And Alice's Snap is a finalized chain item

    @rule:356.4 @rule:811.1.b
    Example: Played from hiding, Alice's Flicker counts as a spell with [Reaction] for her discount, and not as one with [Action]
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And a test gear "Quickening" costing 0 and text "Spells with [Reaction] cost :rb_energy_1: less."
      And a test gear "Hastening" costing 0 and text "Spells with [Action] cost :rb_energy_2: less."
      And a test spell "Flicker" costing 3 and text "[Hidden]\n[Repeat] :rb_energy_2:\nDraw 1."
      And Alice has a Quickening in her base
      And Alice has a Hastening in her base
      And Alice has a facedown Flicker at the Bridge
      And Alice has 3 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When From hiding, Alice plays her Flicker
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then no decision is pending
      And Alice's rune pool holds 2 Energy
      And Alice's Flicker is a finalized chain item

    @rule:356.4
    Example: In 2v2, Alice's discount on spells she or her allies control reaches Carol's spell; her discount on spells she controls does not
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a test gear "Alliance Fund" costing 0 and text "Spells you or allies control cost :rb_energy_1: less."
      And a test gear "Privy Purse" costing 0 and text "Spells you control cost :rb_energy_2: less."
      And a test spell "Insight" costing 4 and text "Draw 1."
      And Alice has an Alliance Fund in her base
      And Alice has a Privy Purse in her base
      And Carol has an Insight in her hand
      And Carol has 4 Energy in her rune pool
      When Alice invites Carol to play
      And Carol plays her Insight
      Then Carol's rune pool holds 1 Energy
      And Carol's Insight is a finalized chain item

    @rule:356.4
    Example: Alice's discount on Pirate units takes 1 Energy off her Shipyard Skulker, and nothing off her Vanguard Sergeant
      Given it is Alice's main phase
      And a test gear "Dockyard" costing 0 and text "Your Pirate units cost :rb_energy_1: less."
      And Alice has a Dockyard in her base
      And Alice has a Shipyard Skulker in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 6 Energy in her rune pool
      When Alice plays her Shipyard Skulker
      Then Alice's rune pool holds 4 Energy
      When Alice plays her Vanguard Sergeant
      Then Alice's rune pool holds 0 Energy

    @rule:356.4
    Example: A discount on "your units or gear" takes 1 Energy off Alice's gear
      Given it is Alice's main phase
      And a test gear "Workshop" costing 0 and text "Your units or gear cost :rb_energy_1: less."
      And a test gear "Anvil" costing 3
      And Alice has a Workshop in her base
      And Alice has an Anvil in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Anvil
      Then Alice's rune pool holds 1 Energy

    @rule:356.4
    Example: A discount on "your cards" takes 1 Energy off Alice's spell
      Given it is Alice's main phase
      And a test gear "Library" costing 0 and text "Your cards cost :rb_energy_1: less."
      And a test spell "Insight" costing 3 and text "Draw 1."
      And Alice has a Library in her base
      And Alice has an Insight in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy
      And Alice's Insight is a finalized chain item

    @rule:356.4 @rule:829.1
    Example: Alice's discount on spells she plays from her trash takes 1 Energy off Dredge Up played from there, and nothing off the one from her hand
      Given it is Alice's main phase
      And a test gear "Ossuary" costing 0 and text "Spells you play from your trash cost :rb_energy_1: less."
      And Alice has an Ossuary in her base
      And Alice has a Dredge Up in her trash
      And Alice has a Dredge Up in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Dredge Up
      Then Alice's rune pool holds 2 Energy
      When Alice passes
      And Bob passes
      And Alice plays her Dredge Up 2
      Then Alice's rune pool holds 0 Energy

    @rule:356.4.b
    Example: A discount of one Energy for each card in Alice's trash counts her two cards there, not Bob's
      Given a test gear "Archive" costing 0 and text "Spells you play cost :rb_energy_1: less for each card in your trash."
      And a test spell "Insight" costing 3 and text "Draw 1."
      And a test unit "Footman" costing 1 with 2 Might
      And Alice has an Archive in her base
      And Alice has a Footman in her trash
      And Alice has a Footman in her trash
      And Bob has a Footman in his trash
      And Alice has an Insight in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Insight
      Then Alice's rune pool holds 2 Energy

    @rule:356.4 @rule:356.4.a
    Example: Alice's Void Seeker chooses her Irelia, Graceful, whose discount Alice takes in Power: the spell costs her 3 Energy and no fury Power
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And Alice has a Irelia, Graceful at the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses her Irelia, Graceful
      Then Alice is asked to choose a mode among first, second
      And the question to Alice cites rule 356.4
      When Alice chooses Energy and Power
      Then the action is refused
      When Alice chooses Power
      Then Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 1 fury Power
      And Alice's Void Seeker is targeting Alice's Irelia, Graceful

    @rule:356.4.a
    Example: Irelia, Graceful discounts only the spells that choose her: Alice's Void Seeker at Bob's unit beside her costs its whole 3 Energy and 1 fury Power
      Given a battlefield called the Bridge
      And a test unit "Footman" costing 2 with 2 Might
      And Alice has a Irelia, Graceful at the Bridge
      And Bob has a Footman at the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses Bob's Footman
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:356.4.a
    Example: Irelia, Graceful discounts spells only: the ability of Alice's Sling that chooses her is asked no discount and deals its damage
      Given a battlefield called the Bridge
      And a test gear "Sling" costing 0 and text ":rb_exhaust:: Deal 1 to a unit."
      And Alice has a Irelia, Graceful at the Bridge
      And Alice has a Sling in her base
      When Alice activates her Sling
      And Alice chooses her Irelia, Graceful
      Then no decision is pending
      And Alice's Sling is exhausted
      When Alice passes
      And Bob passes
      Then Alice's Irelia, Graceful has 1 damage

    @rule:356.4.a
    Example: Irelia, Graceful discounts only her controller's spells: Bob's Void Seeker choosing her costs him its whole 3 Energy and 1 fury Power
      Given it is Bob's main phase
      And a battlefield called the Bridge
      And Alice has a Irelia, Graceful at the Bridge
      And Bob has a Void Seeker in his hand
      And Bob has 3 Energy and 1 fury Power in his rune pool
      When Bob plays his Void Seeker
      And Bob chooses Alice's Irelia, Graceful
      Then no decision is pending
      And Bob's rune pool holds 0 Energy
      And Bob's rune pool holds 0 fury Power

    @rule:356.4.a
    Example: A spell of Alice's that chooses Irelia, Graceful with another unit still gets her discount, taken in Energy: 1 Energy off, the fury Power paid
      Given a battlefield called the Bridge
      And a test spell "Twin Sparks" costing 2 Energy and 1 fury Power and text "Deal 2 to up to two units."
      And a test unit "Footman" costing 2 with 2 Might
      And Alice has a Irelia, Graceful at the Bridge
      And Bob has a Footman at the Bridge
      And Alice has a Twin Sparks in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Twin Sparks
      And Alice chooses her Irelia, Graceful and Bob's Footman
      Then Alice is asked to choose a mode among first, second
      When Alice chooses Energy
      Then Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 0 fury Power
      And Alice's Twin Sparks is targeting Alice's Irelia, Graceful and Bob's Footman

    @rule:356.4.a
    Example: Alice's spell choosing both her Muses gets a discount from each, in the form she picks for each: 1 Energy off from one, the fury Power off from the other
      Given a battlefield called the Bridge
      And a test spell "Twin Sparks" costing 2 Energy and 1 fury Power and text "Deal 2 to up to two units."
      And a test unit "Muse" costing 2 with 4 Might and text "Your spells that choose me cost :rb_energy_1: or :rb_rune_rainbow: less."
      And Alice has a Muse at the Bridge
      And Alice has a Muse at the Bridge
      And Alice has a Twin Sparks in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Twin Sparks
      And Alice chooses her Muse and her Muse 2
      Then Alice is asked to choose a mode among first, second
      When Alice chooses Energy
      Then Alice is asked to choose a mode among first, second
      When Alice chooses Power
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Muse, then her Muse 2
      Then Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 fury Power

    @rule:356.4.a
    Example: Alice's Muse in her trash gives no discount to her spell that chooses it there: Cleanse costs her its 1 Energy
      Given a test spell "Cleanse" costing 1 and text "Banish a card from your trash."
      And a test unit "Muse" costing 2 with 4 Might and text "Your spells that choose me cost :rb_energy_1: less."
      And Alice has a Muse in her trash
      And Alice has a Cleanse in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Cleanse
      And Alice chooses her Muse
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then Alice's Muse is in Alice's banishment

    @rule:356.4.a
    Example: Killing Alice's Muse to pay for her spell is no choosing of it: the Muse's discount takes nothing off and Offering costs her its 1 Energy
      Given a battlefield called the Bridge
      And a test spell "Offering" costing 1 and text "As an additional cost to play this, kill a friendly unit.\nDraw 1."
      And a test unit "Muse" costing 2 with 4 Might and text "Your spells that choose me cost :rb_energy_1: less."
      And Alice has a Muse at the Bridge
      And Alice has an Offering in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Offering
      And Alice chooses her Muse
      Then Alice's rune pool holds 0 Energy
      And Alice's Muse is in Alice's trash

    @rule:356.4.a
    Example: Alice's Warden makes her Reaction spells 1 cheaper once, also when her spell chooses the Warden itself
      Given a battlefield called the Bridge
      And a test unit "Warden" costing 2 with 2 Might and text "Your spells with [Reaction] cost :rb_energy_1: less."
      And a test spell "Boost" costing 2 and text "[Reaction]\nGive a unit +1 :rb_might: this turn."
      And Alice has a Warden at the Bridge
      And Alice has a Boost in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Boost
      And Alice chooses her Warden
      Then no decision is pending
      And Alice's rune pool holds 1 Energy

    @rule:356.4.b
    Example: Alice's Rumbler recycles her Page of 0 Might: its Mech is reduced by nothing, so only her Workshop's discount applies and no order is asked
      Given a test unit "Rumbler" costing 0 with 2 Might and text "When I conquer, you may recycle another friendly unit to play a Mech from your trash. Reduce its Energy cost by the Might of the unit you recycled."
      And a test unit "Page" costing 0 with 0 Might
      And a test unit "Clank" costing 2 with 3 Might
      And the test card "Clank" has the tag Mech
      And a test gear "Workshop" costing 0 and text "Your units cost :rb_energy_1: less."
      And a battlefield called the Bridge
      And Alice has a Rumbler in her base
      And Alice has a Page in her base
      And Alice has a Workshop in her base
      And Alice has a Clank in her trash
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice moves her Rumbler to the Bridge
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice chooses her Clank
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      And Alice chooses base
      Then the chain is empty
      And Alice's Clank is in Alice's base
      And Alice's rune pool holds 1 Energy

    @rule:356.4.b @rule:356.4.d.1
    Example: Alice's Rumbler recycles her Page of 3 Might: its Mech costing 5 is reduced by 3, she orders that with her Workshop's discount and pays 1 Energy
      Given a test unit "Rumbler" costing 0 with 2 Might and text "When I conquer, you may recycle another friendly unit to play a Mech from your trash. Reduce its Energy cost by the Might of the unit you recycled."
      And a test unit "Page" costing 0 with 3 Might
      And a test unit "Clank" costing 5 with 3 Might
      And the test card "Clank" has the tag Mech
      And a test gear "Workshop" costing 0 and text "Your units cost :rb_energy_1: less."
      And a battlefield called the Bridge
      And Alice has a Rumbler in her base
      And Alice has a Page in her base
      And Alice has a Workshop in her base
      And Alice has a Clank in her trash
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice moves her Rumbler to the Bridge
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice chooses her Clank
      And Alice chooses her Page
      And Alice passes
      And Bob passes
      And Alice chooses base
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Rumbler, then her Workshop
      Then the chain is empty
      And Alice's Clank is in Alice's base
      And Alice's rune pool holds 1 Energy

    @rule:356.4.a
    Example: The Sandswept Tomb takes the fury Power off Alice's Void Seeker, which chooses her own unit there
      Given a Sandswept Tomb battlefield called the Tomb
      And the Tomb is controlled by Alice
      And a test unit "Footman" costing 2 with 5 Might
      And Alice has a Footman at the Tomb
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses her Footman
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 1 fury Power

    @rule:356.4.a
    Example: The Sandswept Tomb discounts no spell choosing an enemy unit there, nor one choosing Alice's unit at another battlefield
      Given a Sandswept Tomb battlefield called the Tomb
      And a battlefield called the Bridge
      And a test unit "Footman" costing 2 with 5 Might
      And Bob has a Footman at the Tomb
      And Alice has a Footman at the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has a Void Seeker in her hand
      And Alice has 6 Energy and 2 fury Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Void Seeker
      And Alice chooses Bob's Footman
      Then Alice's rune pool holds 3 Energy
      And Alice's rune pool holds 1 fury Power
      When Alice passes
      And Bob passes
      And Alice plays her Void Seeker 2
      And Alice chooses her Footman
      Then Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:356.4.a
    Example: A spell choosing Alice's unit at the Sandswept Tomb and Bob's unit elsewhere still gets the Tomb's discount
      Given a Sandswept Tomb battlefield called the Tomb
      And a battlefield called the Bridge
      And a test spell "Twin Sparks" costing 2 Energy and 1 fury Power and text "Deal 2 to up to two units."
      And a test unit "Footman" costing 2 with 5 Might
      And Alice has a Footman at the Tomb
      And Bob has a Footman at the Bridge
      And Alice has a Twin Sparks in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Twin Sparks
      And Alice chooses her Footman and Bob's Footman
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 1 fury Power

    @rule:356.4.a
    Example: A spell choosing an ability on the Chain, no unit, gets no discount from the Sandswept Tomb and is paid in full
      Given it is Bob's main phase
      And a Sandswept Tomb battlefield called the Tomb
      And the Tomb is controlled by Alice
      And a test unit "Footman" costing 2 with 5 Might
      And a test gear "Lamp" costing 0 and text "[Reaction][>] :rb_exhaust:: Draw 1."
      And a test spell "Hush" costing 1 Energy and 1 fury Power and text "[Reaction]\nCounter an ability with [Reaction]."
      And Alice has a Footman at the Tomb
      And Bob has a Lamp in his base
      And Bob has 2 cards in his main deck
      And Alice has a Hush in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      When Bob activates his Lamp
      And Bob passes
      And Alice plays her Hush
      And Alice chooses the chain item of Bob's Lamp
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power
      When Alice passes
      And Bob passes
      Then Bob's hand holds 0 cards

    @rule:356.4.a
    Example: A Crypt's discount on spells choosing "a unit here" friendly to them takes the fury Power off Alice's Void Seeker choosing her unit there
      Given a test battlefield "Crypt" with text "Each spell that chooses a unit here that are friendly to it costs :rb_rune_rainbow: less."
      And a Crypt battlefield called the Crypt
      And the Crypt is controlled by Alice
      And a test unit "Footman" costing 2 with 5 Might
      And Alice has a Footman at the Crypt
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses her Footman
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 1 fury Power

    @rule:356.4.a
    Example: A Crypt's discount on spells choosing "units here" friendly to them takes the fury Power off Alice's Void Seeker choosing her unit there
      Given a test battlefield "Crypt" with text "Each spell that chooses units here that are friendly to it costs :rb_rune_rainbow: less."
      And a Crypt battlefield called the Crypt
      And the Crypt is controlled by Alice
      And a test unit "Footman" costing 2 with 5 Might
      And Alice has a Footman at the Crypt
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses her Footman
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 1 fury Power

    @rule:356.4.a
    Example: A Crypt's discount is for spells choosing units there, not gear: Alice's Smash choosing her Serrated Dirk, attached to her Footman at the Crypt, costs her the fury Power too
      Given a test battlefield "Crypt" with text "Each spell that chooses a unit here that are friendly to it costs :rb_rune_rainbow: less."
      And a Crypt battlefield called the Crypt
      And the Crypt is controlled by Alice
      And a test unit "Footman" costing 2 with 5 Might
      And a test spell "Smash" costing 1 Energy and 1 fury Power and text "[Action]\nKill a gear."
      And Alice has a Footman in her base
      And Alice has a Serrated Dirk in her base
      And Alice has a Smash in her hand
      And Alice has 1 Energy and 2 fury Power in her rune pool
      When Alice activates her Serrated Dirk
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Footman
      When Alice moves her Footman to the Crypt
      Then Alice's Serrated Dirk is at the Crypt
      And Alice's rune pool holds 1 fury Power
      When Alice plays her Smash
      And Alice chooses her Serrated Dirk
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power
      When Alice passes
      And Bob passes
      Then Alice's Serrated Dirk is in Alice's trash

    @rule:356.4.a
    Example: At the Risen Altar she controls, Alice takes its discount in Energy and empowers her Covert Informant for 2 Energy
      Given a Risen Altar battlefield called the Altar
      And the Altar is controlled by Alice
      And Alice has a Covert Informant at the Altar
      And Alice has 3 Energy in her rune pool
      When Alice activates her Covert Informant
      Then Alice is asked to choose a mode among first, second
      When Alice chooses Energy
      Then Alice's rune pool holds 1 Energy
      And the chain holds Alice's Covert Informant

    @rule:356.4.a
    Example: A battlefield with two Empower discounts asks about each: Alice takes Energy from one and Power from the other, so her Covert Informant's 3 Energy comes down to 2
      Given a test battlefield "Twin Altar" with text "[Empower] costs of your units here cost :rb_energy_1: or :rb_rune_rainbow: less.\n[Empower] costs of your units here cost :rb_energy_1: or :rb_rune_rainbow: less."
      And a Twin Altar battlefield called the Altar
      And the Altar is controlled by Alice
      And Alice has a Covert Informant at the Altar
      And Alice has 3 Energy in her rune pool
      When Alice activates her Covert Informant
      Then Alice is asked to choose a mode among first, second
      When Alice chooses Energy
      Then Alice is asked to choose a mode among first, second
      When Alice chooses Power
      Then Alice is asked to order the discounts
      When Alice applies the discounts in the order offered
      Then Alice's rune pool holds 1 Energy
      And the chain holds Alice's Covert Informant

    @rule:356.4.a
    Example: An Empower discount whose first form takes Energy and Power off offers that form as the Energy one: Alice takes it, and her Covert Informant costs 2 Energy
      Given a test battlefield "Mixed Altar" with text "[Empower] costs of your units here cost :rb_energy_1::rb_rune_rainbow: or :rb_rune_rainbow: less."
      And a Mixed Altar battlefield called the Altar
      And the Altar is controlled by Alice
      And Alice has a Covert Informant at the Altar
      And Alice has 3 Energy in her rune pool
      When Alice activates her Covert Informant
      Then Alice is asked to choose a mode among first, second
      When Alice chooses Energy
      Then Alice's rune pool holds 1 Energy
      And the chain holds Alice's Covert Informant

    @rule:356.4.a
    Example: The Risen Altar discounts the Empower costs of its controller's units only: at the Altar nobody controls, Alice's Covert Informant pays its whole 3 Energy
      Given a Risen Altar battlefield called the Altar
      And Alice has a Covert Informant at the Altar
      And Alice has 3 Energy in her rune pool
      When Alice activates her Covert Informant
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And the chain holds Alice's Covert Informant

    @rule:356.4.a
    Example: The Risen Altar discounts only the Empower costs of units there: Alice's Covert Informant in her base pays its whole 3 Energy
      Given a Risen Altar battlefield called the Altar
      And the Altar is controlled by Alice
      And a test unit "Guard" costing 0 with 1 Might
      And Alice has a Guard at the Altar
      And Alice has a Covert Informant in her base
      And Alice has 3 Energy in her rune pool
      When Alice activates her Covert Informant
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And the chain holds Alice's Covert Informant

    @rule:356.4.a
    Example: The Risen Altar discounts Empower costs only: the other ability of Alice's Adept there costs its whole 2 Energy and nothing is asked
      Given a Risen Altar battlefield called the Altar
      And the Altar is controlled by Alice
      And a test unit "Adept" costing 0 with 2 Might and text "[Empower] :rb_energy_2:\n:rb_energy_2:: Draw 1."
      And Alice has a Adept at the Altar
      And Alice has 2 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice activates ability 2 of her Adept
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:356.4.a
    Example: A Plaza's discount on spells is none on the Empower ability of Alice's Covert Informant there: it costs its whole 3 Energy and nothing is asked
      Given a test battlefield "Plaza" with text "Your spells cost :rb_energy_1: less."
      And a Plaza battlefield called the Plaza
      And the Plaza is controlled by Alice
      And Alice has a Covert Informant at the Plaza
      And Alice has 3 Energy in her rune pool
      When Alice activates her Covert Informant
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And the chain holds Alice's Covert Informant

    @rule:356.4.d.1
    Example: Alice must order each of her two discounts once: naming one twice is refused, with or without the other
      Given a test gear "Coupon" costing 0 and text "Spells you play cost :rb_energy_1: less."
      And a test spell "Hex" costing 2 and text "Kill a unit."
      And Alice has a Coupon in her base
      And Alice has a Coupon in her base
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Hex in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Hex
      And Alice chooses Bob's Vanguard Sergeant
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Coupon, then her Coupon
      Then the action is refused citing rule 356.4.d.1
      When Alice applies the discounts of her Coupon, then her Coupon 2, then her Coupon
      Then the action is refused citing rule 356.4.d.1
      When Alice applies the discounts of her Coupon 2, then her Coupon
      Then Alice's rune pool holds 2 Energy
      And Alice's Hex is a finalized chain item

    @rule:356.4 @rule:356.4.a
    Example: With exactly two units at the Bridge she controls, Alice's Warden costs her 2 Energy and 1 order Power less
      Given a battlefield called the Bridge
      And a test unit "Warden" costing 4 Energy and 1 order Power with 3 Might and text "I cost :rb_energy_2::rb_rune_order: less if you control a battlefield with exactly two units there."
      And the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Warden in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Warden
      And Alice chooses base
      Then Alice's rune pool holds 0 Energy
      And Alice's Warden is in Alice's base

    @rule:356.4.a
    Example: With three units at the Bridge, Alice's Warden gets no discount and her 2 Energy cannot pay for it
      Given a battlefield called the Bridge
      And a test unit "Warden" costing 4 Energy and 1 order Power with 3 Might and text "I cost :rb_energy_2::rb_rune_order: less if you control a battlefield with exactly two units there."
      And the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Recruit (NX) at the Bridge
      And Alice has a Warden in her hand
      And Alice has 2 Energy and 1 order Power in her rune pool
      When Alice plays her Warden
      Then the action is refused citing rule 358.2
      And Alice's Warden is in Alice's hand

    @rule:356.4.a
    Example: Two units at the Bridge Bob controls give Alice's Warden no discount: the battlefield must be one she controls
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test unit "Warden" costing 4 Energy and 1 order Power with 3 Might and text "I cost :rb_energy_2::rb_rune_order: less if you control a battlefield with exactly two units there."
      And the Bridge is controlled by Bob
      And the Ford is controlled by Alice
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Recruit (NX) at the Ford
      And Alice has a Warden in her hand
      And Alice has 4 Energy and 1 order Power in her rune pool
      When Alice plays her Warden
      And Alice chooses base
      Then Alice's rune pool holds 0 Energy
      And Alice's Warden is in Alice's base

    @rule:356.4 @rule:356.4.a
    Example: Alice controls the Bridge with two units and the Ford with one: one such battlefield suffices for her Warden's discount
      Given a battlefield called the Bridge
      And a battlefield called the Ford
      And a test unit "Warden" costing 4 Energy and 1 order Power with 3 Might and text "I cost :rb_energy_2::rb_rune_order: less if you control a battlefield with exactly two units there."
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Recruit (NX) at the Ford
      And Alice has a Warden in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Warden
      And Alice chooses base
      Then Alice's rune pool holds 0 Energy
      And Alice's Warden is in Alice's base

    @rule:356.4 @rule:356.4.a
    Example: Alice's Snare costs 2 Energy less when she chooses a Poro with it, and its whole cost when she chooses another unit
      Given a test spell "Snare" costing 3 and text "This costs :rb_energy_2: less if you choose a Poro.\nStun a unit."
      And a test unit "Fluffball" costing 1 with 1 Might
      And the test card "Fluffball" has the tag Poro
      And Bob has a Fluffball in his base
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Snare in her hand
      And Alice has a Snare in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Snare
      And Alice chooses Bob's Fluffball
      Then Alice's rune pool holds 3 Energy
      When Alice passes
      And Bob passes
      And Alice plays her Snare 2
      And Alice chooses Bob's Vanguard Sergeant
      Then Alice's rune pool holds 0 Energy

    @rule:356.4 @rule:356.4.a
    Example: Alice's Rally costs 2 Energy less when she chooses a unit of her own, and its whole cost when she chooses Bob's
      Given a test spell "Rally" costing 3 and text "This costs :rb_energy_2: less if you choose a friendly unit.\nStun a unit."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Rally in her hand
      And Alice has a Rally in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Rally
      And Alice chooses her Shipyard Skulker
      Then Alice's rune pool holds 3 Energy
      When Alice passes
      And Bob passes
      And Alice plays her Rally 2
      And Alice chooses Bob's Vanguard Sergeant
      Then Alice's rune pool holds 0 Energy

    @rule:356.4 @rule:356.4.a
    Example: Alice's Double Snare picks a Poro and a Sergeant: one Poro among her choices earns the discount
      Given a test spell "Double Snare" costing 3 and text "This costs :rb_energy_2: less if you choose a Poro.\nStun up to two units."
      And a test unit "Fluffball" costing 1 with 1 Might
      And the test card "Fluffball" has the tag Poro
      And Bob has a Fluffball in his base
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Double Snare in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Double Snare
      And Alice chooses Bob's Fluffball and Bob's Vanguard Sergeant
      Then no decision is pending
      And Alice's rune pool holds 2 Energy

    @rule:356.4 @rule:356.4.a @rule:357.3
    Example: With 1 Energy and no Power Alice may still play her Double Snare on Bob's Poro alone: that choice brings its cost down to 1, while adding his Deflect unit would cost a Power
      Given a test spell "Double Snare" costing 3 and text "This costs :rb_energy_2: less if you choose a Poro.\nStun up to two units."
      And a test unit "Fluffball" costing 1 with 1 Might
      And the test card "Fluffball" has the tag Poro
      And a test unit "Puffball" costing 1 with 1 Might and text "[Deflect]"
      And Bob has a Fluffball in his base
      And Bob has a Puffball in his base
      And Alice has a Double Snare in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Double Snare
      Then Alice is asked to choose targets among Bob's Fluffball and Bob's Puffball
      When Alice chooses Bob's Fluffball and Bob's Puffball
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Fluffball
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then Bob's Fluffball is stunned
      And Bob's Puffball is not stunned

    @rule:356.4.a @rule:357.3
    Example: Even choosing Bob's Poro, Alice's Twin Snare would cost her 1 Energy, and she has none: she is refused at once, whichever of his seven units it might stun
      Given a test spell "Twin Snare" costing 3 and text "This costs :rb_energy_2: less if you choose a Poro.\nStun up to one unit. Stun up to one unit."
      And a test unit "Fluffball" costing 1 with 1 Might
      And the test card "Fluffball" has the tag Poro
      And Bob has a Fluffball in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Twin Snare in her hand
      When Alice plays her Twin Snare
      Then the action is refused citing rule 358.2
      And Alice's Twin Snare is in Alice's hand
      And the chain is empty

    @rule:356.4.a @rule:357.3
    Example: The 2 Energy Alice's Poro Herder takes off its own play if it chooses a Poro is no discount on its ability: with 2 Energy she may not activate it, whichever of Bob's units it might stun
      Given a test unit "Poro Herder" costing 3 with 2 Might and text "This costs :rb_energy_2: less if you choose a Poro.\n:rb_energy_3:, :rb_exhaust:: Stun up to one unit. Stun up to one unit."
      And a test unit "Fluffball" costing 1 with 1 Might
      And the test card "Fluffball" has the tag Poro
      And Alice has a Poro Herder in her base
      And Bob has a Fluffball in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Shipyard Skulker in his base
      And Alice has 2 Energy in her rune pool
      When Alice activates her Poro Herder
      Then the action is refused citing rule 358.2
      And Alice's Poro Herder is ready
      And the chain is empty

    @rule:356.4 @rule:356.4.a
    Example: Alice's Tribute targets her Lamp and kills her Skulker to pay: neither a gear as its target nor a unit given up for its cost is a friendly unit she chooses, so she pays in full
      Given a test spell "Tribute" costing 3 and text "As an additional cost to play me, kill a unit you control.\nThis costs :rb_energy_2: less if you choose a friendly unit.\nKill a gear."
      And a test gear "Lamp" costing 0 and text "[Reaction][>] :rb_exhaust:: Draw 1."
      And Alice has a Lamp in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Tribute in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Tribute
      And Alice chooses her Lamp
      And Alice chooses her Shipyard Skulker
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's Shipyard Skulker is in Alice's trash

    @rule:356.4
    Example: "For each Mech" counts Bob's Mechs with Alice's, "for each of your Mechs" only hers
      Given a test unit "Gearwright" costing 5 with 2 Might and text "I cost :rb_energy_1: less for each Mech."
      And a test unit "Foreman" costing 5 with 2 Might and text "I cost :rb_energy_1: less for each of your Mechs."
      And a test unit "Cog" costing 1 with 1 Might
      And the test card "Cog" has the tag Mech
      And Alice has a Cog in her base
      And Bob has a Cog in his base
      And Bob has a Cog in his base
      And Alice has a Gearwright in her hand
      And Alice has a Foreman in her hand
      And Alice has 6 Energy in her rune pool
      When Alice plays her Gearwright
      Then Alice's rune pool holds 4 Energy
      When Alice plays her Foreman
      Then Alice's rune pool holds 0 Energy

    @rule:356.4 @rule:356.4.a
    Example: Both of the discounts Alice's Ironclad prints apply when both their conditions hold: it costs her 2 Energy, not 5
      Given a test unit "Ironclad" costing 5 with 4 Might and text "I cost :rb_energy_1: less if you control a Mech.\nI cost :rb_energy_2: less if you control a gear."
      And a test unit "Cog" costing 1 with 1 Might
      And the test card "Cog" has the tag Mech
      And a test gear "Trinket" costing 0
      And Alice has a Cog in her base
      And Alice has a Trinket in her base
      And Alice has an Ironclad in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Ironclad
      Then Alice is asked to order the discounts
      When Alice applies the discounts in the order offered
      Then Alice's rune pool holds 1 Energy
      And Alice's Ironclad is in Alice's base

    @rule:356.4 @rule:356.4.e
    Example: After three cards played this turn, Alice's Battering Ram costs 1 less for each, but never less than its own minimum of 1
      Given a test unit "Battering Ram" costing 3 with 4 Might and text "I cost :rb_energy_1: less for each card you've played this turn, to a minimum of :rb_energy_1:."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has 3 cards in her main deck
      And Alice has a Spark in her hand
      And Alice has a Spark in her hand
      And Alice has a Spark in her hand
      And Alice has a Battering Ram in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      And Alice plays her Spark 2
      And Alice passes
      And Bob passes
      And Alice plays her Spark 3
      And Alice passes
      And Bob passes
      And Alice plays her Battering Ram
      Then Alice's Battering Ram is in Alice's base
      And Alice's rune pool holds 0 Energy

    @rule:356.4 @rule:356.4.e
    Example: Alice's Battering Ram counts only the cards she played this turn, not the one Bob played in answer to hers
      Given a test unit "Battering Ram" costing 3 with 4 Might and text "I cost :rb_energy_1: less for each card you've played this turn, to a minimum of :rb_energy_1:."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And a test spell "Quick Study" costing 0 and text "[Reaction]\nDraw 1."
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      And Alice has a Spark in her hand
      And Bob has a Quick Study in his hand
      And Alice has a Battering Ram in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Quick Study
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      And Alice plays her Battering Ram
      Then Alice's Battering Ram is in Alice's base
      And Alice's rune pool holds 0 Energy

    @rule:356.4
    Example: Alice held two battlefields as her turn began, then conquered a third: her Giant costs 4 Energy and 2 calm Power less, nothing for the conquest
      Given it is Alice's turn, at the start of the beginning phase
      And a battlefield called the Tower
      And a battlefield called the Ford
      And a test unit "Giant" costing 5 Energy and 2 calm Power with 5 Might and text "I cost :rb_energy_2::rb_rune_calm: less for each point you scored from holding this turn."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And the Tower is controlled by Alice
      And Alice has a Shipyard Skulker at the Tower
      And Alice has a Shipyard Skulker in her base
      And Alice has a Giant in her hand
      And Alice has a Fury Rune in her runes
      And Alice has 1 card in her main deck
      Then the game is in the main phase
      And Alice's score is 2
      When Alice moves her Shipyard Skulker 3 to the Ford
      And Alice passes
      And Bob passes
      Then Alice's score is 3
      When Alice activates her Fury Rune
      And Alice plays her Giant
      And Alice chooses base
      Then Alice's Giant is in Alice's base
      And Alice's rune pool holds 0 Energy

    @rule:356.4
    Example: Alice held the Bridge as her turn began: her Brute's discount of 2 Energy and 1 calm Power per point so scored takes off its Energy, not its fury Power
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Brute" costing 2 Energy and 1 fury Power with 3 Might and text "I cost :rb_energy_2::rb_rune_calm: less for each point you scored from holding this turn."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Brute in her hand
      And Alice has a Fury Rune in her runes
      And Alice has 1 card in her main deck
      Then the game is in the main phase
      And Alice's score is 1
      When Alice plays her Brute
      Then the action is refused
      When Alice activates ability 2 of her Fury Rune
      And Alice plays her Brute
      And Alice chooses base
      Then Alice's Brute is in Alice's base
      And Alice's rune pool holds 0 fury Power

    @rule:356.4
    Example: Alice held the Bridge as her turn began: the discount of 1 fury Power per point so scored takes 1 of her Giant's 2 fury Power, and none of the Power of any domain her Sprite's Accelerate adds
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Giant" costing 2 Energy and 2 fury Power with 5 Might and text "I cost :rb_energy_2::rb_rune_fury: less for each point you scored from holding this turn."
      And a test unit "Sprite" costing 2 with 2 Might and text "[Accelerate]\nI cost :rb_energy_2::rb_rune_fury: less for each point you scored from holding this turn."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Giant in her hand
      And Alice has a Sprite in her hand
      And Alice has a Fury Rune in her runes
      And Alice has a Fury Rune in her runes
      And Alice has 1 card in her main deck
      Then the game is in the main phase
      And Alice's score is 1
      When Alice activates her Fury Rune
      And Alice activates ability 2 of her Fury Rune
      And Alice activates ability 2 of her Fury Rune 2
      And Alice plays her Giant
      And Alice chooses base
      Then Alice's Giant is in Alice's base
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 fury Power
      When Alice plays her Sprite
      And Alice pays the optional cost
      And Alice chooses base
      Then Alice's Sprite is in Alice's base
      And Alice's Sprite is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:356.4 @rule:356.4.d.1
    Example: Alice held the Bridge as her turn began: her Giant's discount per point so scored and her Forge's discount on units are two, which she puts in order
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Giant" costing 4 with 5 Might and text "I cost :rb_energy_2: less for each point you scored from holding this turn."
      And a test gear "Forge" costing 0 and text "Units you play cost :rb_energy_1: less."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Forge in her base
      And Alice has a Giant in her hand
      And Alice has a Fury Rune in her runes
      And Alice has 1 card in her main deck
      Then the game is in the main phase
      And Alice's score is 1
      When Alice activates her Fury Rune
      And Alice plays her Giant
      And Alice chooses base
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Giant, then her Forge
      Then Alice's Giant is in Alice's base
      And Alice's rune pool holds 0 Energy

    @rule:356.4
    Example: Alice held the Bridge as her turn began: her Sage's discount per point so scored is on playing it, not on its ability's cost
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Sage" costing 3 with 2 Might and text "I cost :rb_energy_2: less for each point you scored from holding this turn.\n:rb_energy_1:, :rb_exhaust:: Draw 1."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Sage in her base
      And Alice has a Fury Rune in her runes
      And Alice has 2 cards in her main deck
      Then the game is in the main phase
      And Alice's score is 1
      When Alice activates her Fury Rune
      And Alice activates her Sage
      And Alice passes
      And Bob passes
      Then Alice's Sage is exhausted
      And Alice's rune pool holds 0 Energy

    @rule:356.4
    Example: Alice held the Bridge as her turn began: her Squire's discount of 1 Energy and 1 Power of any domain per point so scored takes off its fury Power too
      Given it is Alice's turn, at the start of the beginning phase
      And a test unit "Squire" costing 2 Energy and 1 fury Power with 2 Might and text "I cost :rb_energy_1::rb_rune_rainbow: less for each point you scored from holding this turn."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Squire in her hand
      And Alice has a Fury Rune in her runes
      And Alice has 1 card in her main deck
      Then the game is in the main phase
      And Alice's score is 1
      When Alice activates her Fury Rune
      And Alice plays her Squire
      And Alice chooses base
      Then Alice's Squire is in Alice's base
      And Alice's rune pool holds 0 Energy

    @rule:356.4
    Example: Alice held two battlefields and then conquered a third: her Veteran's discount per point scored from conquering counts the conquest only
      Given it is Alice's turn, at the start of the beginning phase
      And a battlefield called the Tower
      And a battlefield called the Ford
      And a test unit "Veteran" costing 2 with 4 Might and text "I cost :rb_energy_1: less for each point you scored from conquering this turn."
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And the Tower is controlled by Alice
      And Alice has a Shipyard Skulker at the Tower
      And Alice has a Shipyard Skulker in her base
      And Alice has a Veteran in her hand
      And Alice has a Fury Rune in her runes
      And Alice has 1 card in her main deck
      Then the game is in the main phase
      And Alice's score is 2
      When Alice moves her Shipyard Skulker 3 to the Ford
      And Alice passes
      And Bob passes
      Then Alice's score is 3
      When Alice activates her Fury Rune
      And Alice plays her Veteran
      And Alice chooses base
      Then Alice's Veteran is in Alice's base
      And Alice's rune pool holds 0 Energy

    @rule:356.4
    Example: Bob conquered the Bridge during Alice's turn: her Veteran's discount per point she scored from conquering counts none of his
      Given a battlefield called the Bridge
      And a test spell "Pause" costing 0 and text "[Reaction]"
      And a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And a test unit "Veteran" costing 2 with 4 Might and text "I cost :rb_energy_1: less for each point you scored from conquering this turn."
      And Alice has a Pause in her hand
      And Alice has a Veteran in her hand
      And Alice has 2 Energy in her rune pool
      And Bob has a Shipyard Skulker in his base
      And Bob has a Rally in his hand
      When Alice plays her Pause
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Shipyard Skulker
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's score is 1
      When Alice plays her Veteran
      Then Alice's Veteran is in Alice's base
      And Alice's rune pool holds 0 Energy

    @rule:356.4
    Example: Alice scored no point this turn: her Giant's discount per point scored from holding takes nothing off, and her Forge's discount alone applies with no order to choose
      Given a test gear "Forge" costing 0 and text "Your units cost :rb_energy_1: less."
      And a test unit "Giant" costing 3 with 5 Might and text "I cost :rb_energy_2: less for each point you scored from holding this turn."
      And Alice has a Forge in her base
      And Alice has a Giant in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Giant
      Then Alice's rune pool holds 0 Energy
      And Alice's Giant is in Alice's base

    @rule:356.4
    Example: A unit that costs 1 less for each Tank unit Alice controls counts her two Tank units and not her other one
      Given a test unit "Brute" costing 3 with 3 Might and text "I cost :rb_energy_1: less for each unit you control with [Tank]."
      And a test unit "Wall" costing 2 with 2 Might and text "[Tank]"
      And a test unit "Page" costing 1 with 1 Might
      And Alice has a Wall in her base
      And Alice has a Wall in her base
      And Alice has a Page in her base
      And Alice has a Brute in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Brute
      Then Alice's rune pool holds 0 Energy
      And Alice's Brute is in Alice's base

    @rule:356.4
    Example: A unit that costs 1 less for each exhausted unit Alice controls counts her exhausted one and not her ready one
      Given a test unit "Brute" costing 3 with 3 Might and text "I cost :rb_energy_1: less for each exhausted unit you control."
      And a test unit "Page" costing 1 with 1 Might
      And Alice has an exhausted Page in her base
      And Alice has a Page in her base
      And Alice has a Brute in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Brute
      Then Alice's rune pool holds 0 Energy
      And Alice's Brute is in Alice's base

    @rule:356.4
    Example: A unit that costs 1 less for each friendly unit counts Alice's two units and not Bob's
      Given a test unit "Brute" costing 3 with 3 Might and text "I cost :rb_energy_1: less for each friendly unit."
      And a test unit "Page" costing 1 with 1 Might
      And Alice has a Page in her base
      And Alice has a Page in her base
      And Bob has a Page in his base
      And Alice has a Brute in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Brute
      Then Alice's rune pool holds 0 Energy
      And Alice's Brute is in Alice's base

    @rule:356.4
    Example: A unit that costs 1 less for each card with its name in Alice's trash counts her two copies there and not her other card
      Given a test unit "Brute" costing 3 with 3 Might and text "I cost :rb_energy_1: less for each card with my name in your trash."
      And a test unit "Page" costing 1 with 1 Might
      And Alice has a Brute in her hand
      And Alice has a Brute in her trash
      And Alice has a Brute in her trash
      And Alice has a Page in her trash
      And Alice has 1 Energy in her rune pool
      When Alice plays her Brute
      Then Alice's rune pool holds 0 Energy
      And Alice's Brute is in Alice's base

    @rule:356.4
    Example: A battlefield whose text makes its controller's spells cheaper takes 1 Energy off the spell of Alice, who controls it
      Given a test battlefield "Haven" with text "Your spells cost :rb_energy_1: less."
      And a Haven battlefield called the Haven
      And the Haven is controlled by Alice
      And a test spell "Spark" costing 2 and text "Draw 1."
      And Alice has a Spark in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      Then Alice's rune pool holds 0 Energy
      And Alice's Spark is a finalized chain item

    @rule:356.4
    Example: A Herald whose text cuts Dragons' Energy costs takes 2 Energy off Alice's Dragon, down to its minimum of 1, and nothing off her other unit
      Given a test unit "Herald" costing 4 with 3 Might and text "Your Dragons' Energy costs are reduced by :rb_energy_2:, to a minimum of :rb_energy_1:."
      And a test unit "Drake" costing 3 with 3 Might
      And the test card "Drake" has the tag Dragon
      And a test unit "Page" costing 2 with 1 Might
      And Alice has a Herald in her base
      And Alice has a Drake in her hand
      And Alice has a Page in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Drake
      Then Alice's rune pool holds 1 Energy
      And Alice's Drake is in Alice's base
      When Alice plays her Page
      Then the action is refused

    @rule:356.4
    Example: Bob's Herald cuts the Energy costs of his own Dragons only: Alice's Drake costs her its full 3 Energy
      Given a test unit "Herald" costing 4 with 3 Might and text "Your Dragons' Energy costs are reduced by :rb_energy_2:, to a minimum of :rb_energy_1:."
      And a test unit "Drake" costing 3 with 3 Might
      And the test card "Drake" has the tag Dragon
      And Bob has a Herald in his base
      And Alice has a Drake in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Drake
      Then Alice's rune pool holds 0 Energy
      And Alice's Drake is in Alice's base

    @rule:356.4
    Example: Alice's own Herald takes nothing off her Page, which is a Poro, not a Dragon
      Given a test unit "Herald" costing 4 with 3 Might and text "Your Dragons' Energy costs are reduced by :rb_energy_2:, to a minimum of :rb_energy_1:."
      And a test unit "Page" costing 2 with 1 Might
      And the test card "Page" has the tag Poro
      And Alice has a Herald in her base
      And Alice has a Page in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Page
      Then Alice's rune pool holds 0 Energy
      And Alice's Page is in Alice's base

    @rule:356.4 @rule:356.4.c.1
    Example: Two Heralds of Alice each take 2 Energy off her Dragon, in the order she chooses: her Wyrm costs 2 of its 6
      Given a test unit "Herald" costing 4 with 3 Might and text "Your Dragons' Energy costs are reduced by :rb_energy_2:, to a minimum of :rb_energy_1:."
      And a test unit "Wyrm" costing 6 with 6 Might
      And the test card "Wyrm" has the tag Dragon
      And Alice has a Herald in her base
      And Alice has a Herald in her base
      And Alice has a Wyrm in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Wyrm
      Then Alice is asked to order the discounts
      When Alice applies the discounts in the reverse of the order offered
      Then Alice's rune pool holds 0 Energy
      And Alice's Wyrm is in Alice's base

    @rule:356.4 @rule:356.4.d.1
    Example: With 2 Energy Alice may play her Wyrm only by applying her Warlord's cut of Dragons' costs before her Herald's: in the other order the Warlord's minimum of 3 stops it
      Given a test unit "Herald" costing 4 with 3 Might and text "Your Dragons' Energy costs are reduced by :rb_energy_2:, to a minimum of :rb_energy_1:."
      And a test unit "Warlord" costing 4 with 3 Might and text "Your Dragons' Energy costs are reduced by :rb_energy_1:, to a minimum of :rb_energy_3:."
      And a test unit "Wyrm" costing 5 with 6 Might
      And the test card "Wyrm" has the tag Dragon
      And Alice has a Herald in her base
      And Alice has a Warlord in her base
      And Alice has a Wyrm in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Wyrm
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Herald, then her Warlord
      Then the action is refused
      When Alice applies the discounts of her Warlord, then her Herald
      Then Alice's rune pool holds 0 Energy
      And Alice's Wyrm is in Alice's base

    @rule:356.4
    Example: Alice's spell asking whether she spent 4 Energy on it draws her its second card when she pays its full 4 Energy
      Given a test spell "Deep Study" costing 4 and text "Draw 1. If you spent :rb_energy_4: or more, draw 1."
      And Alice has a Deep Study in her hand
      And Alice has 4 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Deep Study
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 0 Energy
      And Alice drew 2 times

    @rule:356.4
    Example: With a discount of one Energy, Alice spends only 3 Energy on the same spell, so it draws her one card
      Given a test spell "Deep Study" costing 4 and text "Draw 1. If you spent :rb_energy_4: or more, draw 1."
      And a test gear "Tax Office" costing 0 and text "Spells you play cost :rb_energy_1: less."
      And Alice has a Tax Office in her base
      And Alice has a Deep Study in her hand
      And Alice has 4 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Deep Study
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 1 Energy
      And Alice drew 1 time

    @rule:356.4 @rule:403.3
    Example: The discount a gear's ability gives itself and a Depot's discount on the first gear ability are both offered to order, each under its source: Alice's Forge ability costs her nothing
      Given a test battlefield "Depot" with text "While you control this battlefield, the first friendly gear activated ability played each turn costs :rb_energy_1: less."
      And a Depot battlefield called the Depot
      And the Depot is controlled by Alice
      And a test unit "Guard" costing 0 with 1 Might
      And Alice has a Guard at the Depot
      And a test gear "Forge" costing 0 and text ":rb_energy_3:: Draw 1. This ability costs :rb_energy_1: less for each gear you control."
      And a test gear "Anvil" costing 0
      And Alice has a Forge in her base
      And Alice has an Anvil in her base
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Forge
      And Alice applies the discounts of her Forge, then the Depot
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 1 Energy
      And Alice drew 1 time

    @rule:356.4 @rule:818.1.c.4
    Example: The discount an Equip ability's own text gives and a Depot's discount on the first gear ability are both offered to order, each under its source: Alice's Rune Blade equips for nothing
      Given a test battlefield "Depot" with text "While you control this battlefield, the first friendly gear activated ability played each turn costs :rb_energy_1: less."
      And a Depot battlefield called the Depot
      And the Depot is controlled by Alice
      And a test unit "Guard" costing 0 with 1 Might
      And Alice has a Guard at the Depot
      And a test gear "Rune Blade" costing 0 and text "[Equip] :rb_energy_3:. This ability costs :rb_energy_1: less for each rune you control."
      And the test card "Rune Blade" has the tag Equipment
      And Alice has a Rune Blade in her base
      And Alice has a Stalwart Poro in her base
      And Alice has 2 exhausted runes in her runes
      And Alice has 1 Energy in her rune pool
      When Alice activates her Rune Blade
      And Alice chooses Alice's Stalwart Poro
      And Alice applies the discounts of her Rune Blade, then the Depot
      And Alice passes
      And Bob passes
      Then Alice's Rune Blade was attached to Alice's Stalwart Poro
      And Alice's rune pool holds 1 Energy

  Rule: 356.3 Increases come before discounts

    @rule:356.3
    Example: A 1 Energy increase is added before a discount with a minimum, so the spell costs 1
      Given a test gear "Tax" costing 0 and text "Your spells cost :rb_energy_1: more."
      And a test unit "Helper" costing 3 with 3 Might and text "Your spells cost :rb_energy_2: less, to a minimum of :rb_energy_1:."
      And a test spell "Spark" costing 2 and text "Draw 1."
      And Alice has a Tax in her base
      And Alice has a Helper in her base
      And Alice has a Spark in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      Then Alice's rune pool holds 2 Energy

    @rule:356.3
    Example: Two spells each making Alice's units cost 1 Energy more this turn, the second asking a question after it, raise a unit's cost by 2
      Given it is Alice's main phase
      And a test spell "Toll" costing 0 and text "Your units cost :rb_energy_1: more to play this turn."
      And a test spell "Retoll" costing 0 and text "Your units cost :rb_energy_1: more to play this turn. You may pay :rb_energy_1:. If you do, draw 1."
      And a test unit "Page" costing 0 with 1 Might
      And Alice has a Toll in her hand
      And Alice has a Retoll in her hand
      And Alice has a Page in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Toll
      And Alice passes
      And Bob passes
      And Alice plays her Retoll
      And Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      And Alice plays her Page
      Then Alice's rune pool holds 1 Energy

    @rule:356.3
    Example: Alice holds the Vaults of Helia, so her units cost 1 Energy more this turn: a 2 Energy unit is too dear for her 2 Energy; a 2 Energy spell and her unit's ability cost what they did
      Given it is Alice's turn, at the start of the beginning phase
      And a Vaults of Helia battlefield called the Vaults
      And a test unit "Guard" costing 0 with 2 Might
      And a test unit "Page" costing 2 with 1 Might
      And a test spell "Spark" costing 2 and text "Draw 1."
      And a test unit "Scout" costing 0 with 1 Might and text ":rb_exhaust:: Draw 1."
      And the Vaults is controlled by Alice
      And Alice has a Guard at the Vaults
      And Alice has a Scout in her base
      And Alice has a Page in her hand
      And Alice has a Spark in her hand
      And Alice has a Fury Rune in her runes
      And Alice has a Fury Rune in her runes
      And Alice has 3 cards in her main deck
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      When Alice activates her Scout
      Then Alice's Scout is exhausted
      When Alice passes
      And Bob passes
      And Alice activates her Fury Rune
      And Alice activates her Fury Rune 2
      And Alice plays her Page
      Then the action is refused
      When Alice plays her Spark
      Then Alice's rune pool holds 0 Energy
      And Alice's Spark is a finalized chain item

    @rule:356.3
    Example: A spell makes Alice's units cost one Fury Power more this turn: her 1 Energy unit takes her Fury Power as well as her Energy
      Given it is Alice's main phase
      And a test spell "Levy" costing 0 and text "Your units cost :rb_rune_fury: more to play this turn."
      And a test unit "Page" costing 1 with 1 Might
      And Alice has a Levy in her hand
      And Alice has a Page in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      When Alice plays her Levy
      And Alice passes
      And Bob passes
      And Alice plays her Page
      Then Alice's rune pool holds 0 fury Power
      And Alice's rune pool holds 0 Energy
      And Alice's Page is in Alice's base

    @rule:356.3
    Example: A spell raising the cost of Alice's units this turn does so, so its "if you do" draws her a card, and her 1 Energy unit then costs her 2
      Given it is Alice's main phase
      And a test spell "Tithe" costing 0 and text "Your units cost :rb_energy_1: more to play this turn. If you do, draw 1."
      And a test unit "Page" costing 1 with 1 Might
      And Alice has a Tithe in her hand
      And Alice has a Page in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Tithe
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Page
      Then Alice's rune pool holds 0 Energy

    @rule:356.3
    Example: Alice's spell raises the cost of her own units for the turn, not Bob's: his 1 Energy reaction unit played in her turn costs him 1
      Given it is Alice's main phase
      And a test spell "Toll" costing 0 and text "Your units cost :rb_energy_1: more to play this turn."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And a test unit "Lurker" costing 1 with 1 Might and text "[Reaction]"
      And Alice has a Toll in her hand
      And Alice has a Spark in her hand
      And Bob has a Lurker in his hand
      And Bob has 1 Energy in his rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Toll
      And Alice passes
      And Bob passes
      And Alice plays her Spark
      And Alice passes
      And Bob plays his Lurker
      Then Bob's rune pool holds 0 Energy
      And Bob's Lurker is in Bob's base

    @rule:356.3
    Example: At a battlefield whose showdowns raise Reaction costs, a Reaction spell costs Alice one Power more only while a showdown is under way there
      Given a test battlefield "Vortex" with text "During showdowns here, cards with [Reaction] cost :rb_rune_rainbow: more to play."
      And a Vortex battlefield called the Vortex
      And a test spell "Quick" costing 1 and text "[Reaction]\nDraw 1."
      And a test spell "Swift" costing 1 and text "[Reaction]\nDraw 1."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Quick in her hand
      And Alice has a Swift in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Quick
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 1 fury Power
      And Alice's rune pool holds 1 Energy
      When Alice moves her Shipyard Skulker to the Vortex
      Then a showdown is under way at the Vortex
      When Alice plays her Swift
      Then Alice's rune pool holds 0 fury Power
      And Alice's rune pool holds 0 Energy
      And Alice's Swift is a finalized chain item

    @rule:356.3
    Example: Bob's Toll raises Alice's spell by one Power for each unit Bob controls, not for each of hers
      Given a test gear "Toll" costing 0 and text "Enemy spells cost :rb_rune_rainbow: more for each friendly unit."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And a test unit "Page" costing 1 with 1 Might
      And Bob has a Toll in his base
      And Bob has a Page in his base
      And Bob has a Page in his base
      And Alice has a Page in her base
      And Alice has a Spark in her hand
      And Alice has 0 Energy and 3 fury Power in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      Then Alice's rune pool holds 1 fury Power
      And Alice's Spark is a finalized chain item

  Rule: 356.6 Energy costs do not go below 0

    @rule:356.6
    Example: A discount larger than the cost leaves it at 0, giving no Energy back
      Given a test spell "Freebie" costing 2 and text "This spell costs :rb_energy_5: less.\nDraw 1."
      And Alice has a Freebie in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Freebie
      Then Alice's rune pool holds 1 Energy
      And Alice's Freebie is a finalized chain item

    @rule:356.6
    Example: Alice's Tax Office takes nothing off a spell that already costs 0, and gives her no Energy back
      Given a test gear "Tax Office" costing 0 and text "Spells you play cost :rb_energy_1: less."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Tax Office in her base
      And Alice has a Spark in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      Then Alice's rune pool holds 1 Energy
      And Alice's Spark is a finalized chain item

  @rule:356.2.a @waived:heading
  Rule: 356.2.a Mandatory additional costs, the heading

  Rule: 356.1.a Playing a card "for" a cost replaces its base cost

    @rule:356.1.a
    Example: A 4 Energy unit played "for 1 Energy" costs 1 Energy
      Given a test spell "Bargain" costing 1 and text "Play a unit from your hand for :rb_energy_1:."
      And Alice has a Bargain in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Bargain
      And Alice passes
      And Bob passes
      And Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's base
      And Alice's rune pool holds 1 Energy

    @rule:356.1.a
    Example: A 4 Energy unit played "for 1 Energy and one fury Power" costs exactly those: 1 Energy and the fury Power
      Given a test spell "Pact" costing 1 and text "Play a unit from your hand for :rb_energy_1::rb_rune_fury:."
      And Alice has a Pact in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Pact
      And Alice passes
      And Bob passes
      And Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's base
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:356.1.a
    Example: Alice's Tinkerer, which she may play for one mind Power, costs her that Power instead of its 5 Energy when she takes it
      Given a test unit "Tinkerer" costing 5 with 3 Might and text "You may play me for :rb_rune_mind:."
      And Alice has a Tinkerer in her hand
      And Alice has 5 Energy and 1 mind Power in her rune pool
      When Alice plays her Tinkerer
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then Alice's Tinkerer is in Alice's base
      And Alice's rune pool holds 5 Energy
      And Alice's rune pool holds 0 mind Power

    @rule:356.1.a
    Example: Alice's Artificer may be played for one mind Power while she controls a gear: with her Lamp in her base she is offered that cost and pays it
      Given a test gear "Lamp" costing 0
      And a test unit "Artificer" costing 5 with 3 Might and text "If you control a gear, you may play me for :rb_rune_mind:."
      And Alice has a Lamp in her base
      And Alice has an Artificer in her hand
      And Alice has 5 Energy and 1 mind Power in her rune pool
      When Alice plays her Artificer
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then Alice's Artificer is in Alice's base
      And Alice's rune pool holds 5 Energy
      And Alice's rune pool holds 0 mind Power

    @rule:356.1.a
    Example: Without a gear Alice is not offered her Artificer's cost of one mind Power: it costs her its 5 Energy
      Given a test unit "Artificer" costing 5 with 3 Might and text "If you control a gear, you may play me for :rb_rune_mind:."
      And Alice has an Artificer in her hand
      And Alice has 5 Energy and 1 mind Power in her rune pool
      When Alice plays her Artificer
      Then Alice's Artificer is in Alice's base
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 1 mind Power

    @rule:356.1.a @rule:356.4.b @rule:357.3
    Example: With 3 Energy and no mind Power Alice may play her 5 Energy Tinker, whose discard takes 2 off, though taking its mind Power cost as well would leave her short
      Given a test unit "Tinker" costing 5 with 3 Might and text "You may play me for :rb_rune_mind:.\nYou may discard 1 as an additional cost to play this. If you do, I cost :rb_energy_2: less."
      And Alice has a Tinker in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Tinker
      And Alice pays the optional cost
      And Alice declines the optional cost
      Then no decision is pending
      And Alice's Tinker is in Alice's base
      And Alice's Vanguard Sergeant is in Alice's trash
      And Alice's rune pool holds 0 Energy

  Rule: 356.1.c Effects that look at a card's cost see its printed cost

    @rule:356.1.c
    Example: A spell printed at 8 Energy but paid 0 is not "a spell that costs 4 or less"
      Given a test spell "Windfall" costing 8 and text "This spell costs :rb_energy_8: less.\nDraw 1."
      And a test spell "Snuff" costing 1 and text "[Reaction]\nCounter a spell that costs :rb_energy_4: or less."
      And Alice has a Windfall in her hand
      And Alice has 1 card in her main deck
      And Bob has a Snuff in his hand
      And Bob has 1 Energy in his rune pool
      When Alice plays her Windfall
      And Alice passes
      And Bob plays his Snuff
      Then the action is refused citing rule 355.8
      And Bob's Snuff is in Bob's hand

    @rule:356.1.c
    Example: A spell printed at 2 Energy may be countered by it
      Given a test spell "Trickle" costing 2 and text "Draw 1."
      And a test spell "Snuff" costing 1 and text "[Reaction]\nCounter a spell that costs :rb_energy_4: or less."
      And Alice has a Trickle in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 1 card in her main deck
      And Bob has a Snuff in his hand
      And Bob has 1 Energy in his rune pool
      When Alice plays her Trickle
      And Alice passes
      And Bob plays his Snuff
      Then Bob is asked to choose targets among Alice's Trickle

    @rule:356.1.c
    Example: "A unit with Energy cost less than your points" with Alice at 2 points may choose Bob's unit printed at 1, not those printed at 2 or 3
      Given a test spell "Cull" costing 0 and text "Kill a unit with Energy cost less than your points."
      And a test unit "Footman" costing 1 with 1 Might
      And a test unit "Squire" costing 2 with 2 Might
      And a test unit "Veteran" costing 3 with 3 Might
      And Alice has 2 points
      And Bob has a Footman in his base
      And Bob has a Squire in his base
      And Bob has a Veteran in his base
      And Alice has a Cull in her hand
      When Alice plays her Cull
      Then Alice is asked to choose targets among Bob's Footman

    @rule:356.1.c
    Example: "A unit costing 2 Energy or less" may choose Bob's units printed at 1 and 2, not the one at 3
      Given a test spell "Cull" costing 0 and text "Kill a unit costing :rb_energy_2: or less."
      And a test unit "Footman" costing 1 with 1 Might
      And a test unit "Squire" costing 2 with 2 Might
      And a test unit "Veteran" costing 3 with 3 Might
      And Bob has a Footman in his base
      And Bob has a Squire in his base
      And Bob has a Veteran in his base
      And Alice has a Cull in her hand
      When Alice plays her Cull
      Then Alice is asked to choose targets among Bob's Footman and Bob's Squire

    @rule:356.1.c
    Example: "A unit with Energy cost no more than my Might" of Alice's 2 Might Judge may choose Bob's units printed at 1 and 2 and his Recruit token, which has no cost, not the one at 3
      Given a test unit "Judge" costing 3 with 2 Might and text "When you play me, kill a unit with Energy cost no more than my Might."
      And a test unit "Footman" costing 1 with 1 Might
      And a test unit "Squire" costing 2 with 2 Might
      And a test unit "Veteran" costing 3 with 3 Might
      And Bob has a Footman in his base
      And Bob has a Squire in his base
      And Bob has a Veteran in his base
      And Bob has a Recruit (NX) in his base
      And Alice has a Judge in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Judge
      Then Alice is asked to choose targets among Bob's Footman, Bob's Squire and Bob's Recruit (NX)

    @rule:356.1.c
    Example: "A unit with Power cost of two runes or more" may choose Bob's unit printed with two fury runes, not one printed with one
      Given a test spell "Topple" costing 0 and text "Kill a unit with Power cost :rb_rune_rainbow::rb_rune_rainbow: or more."
      And a test unit "Brute" costing 2 Energy and 2 fury Power with 4 Might
      And a test unit "Stalker" costing 2 Energy and 1 fury Power with 2 Might
      And Bob has a Brute in his base
      And Bob has a Stalker in his base
      And Alice has a Topple in her hand
      When Alice plays her Topple
      Then Alice is asked to choose targets among Bob's Brute

    @rule:356.1.c
    Example: Alice's Scout draws her a card as she plays her unit printed with two fury runes, and none for the one printed with one
      Given it is Alice's main phase
      And a test gear "Scout" costing 0 and text "When you play a card with Power cost :rb_rune_rainbow::rb_rune_rainbow: or more, draw 1."
      And a test unit "Brute" costing 2 Energy and 2 fury Power with 4 Might
      And a test unit "Stalker" costing 2 Energy and 1 fury Power with 2 Might
      And Alice has a Scout in her base
      And Alice has a Stalker in her hand
      And Alice has a Brute in her hand
      And Alice has 4 Energy and 3 fury Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Stalker
      Then Alice's Stalker is in Alice's base
      And the chain is empty
      When Alice plays her Brute
      Then Alice's Brute is in Alice's base
      And the chain holds Alice's Scout
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:356.1.c
    Example: "Energy cost no more than 3 and no more than one rune" may choose Bob's unit printed with one fury rune, not the one printed with two
      Given a test spell "Prune" costing 0 and text "Kill a unit with Energy cost no more than :rb_energy_3: and no more than :rb_rune_rainbow:."
      And a test unit "Brute" costing 2 Energy and 2 fury Power with 4 Might
      And a test unit "Stalker" costing 2 Energy and 1 fury Power with 2 Might
      And Bob has a Brute in his base
      And Bob has a Stalker in his base
      And Alice has a Prune in her hand
      When Alice plays her Prune
      Then Alice is asked to choose targets among Bob's Stalker

    @rule:356.1.c
    Example: A token and a unit printed with Energy only have no runes in their Power cost: "two runes or more" may not choose them, "no more than one rune" may
      Given a test spell "Prune" costing 0 and text "Kill a unit with Energy cost no more than :rb_energy_3: and no more than :rb_rune_rainbow:."
      And a test spell "Topple" costing 0 and text "Kill a unit with Power cost :rb_rune_rainbow::rb_rune_rainbow: or more."
      And a test unit "Brute" costing 2 Energy and 2 fury Power with 4 Might
      And a test unit "Page" costing 1 with 1 Might
      And Bob has a Brute in his base
      And Bob has a Page in his base
      And Bob has a Recruit (NX) in his base
      And Alice has a Prune in her hand
      And Alice has a Topple in her hand
      When Alice plays her Topple
      Then Alice is asked to choose targets among Bob's Brute
      When Alice chooses Bob's Brute
      And Alice passes
      And Bob passes
      Then Bob's Brute is in Bob's trash
      When Alice plays her Prune
      Then Alice is asked to choose targets among Bob's Page and Bob's Recruit (NX)

  Rule: 356.5 Changes to the total cost come after discounts

    @rule:356.5 @rule:356.5.a
    Example: Played ignoring any and all costs, Cruel Patron needs no friendly unit killed
      Given a test spell "Summon" costing 1 and text "Play a unit from your hand, ignoring any and all costs."
      And Alice has a Summon in her hand
      And Alice has a Cruel Patron in her hand
      And Alice has a Shipyard Skulker in her base
      And Alice has 1 Energy in her rune pool
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Cruel Patron
      Then no decision is pending
      And Alice's Cruel Patron is in Alice's base
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds no Power

    @rule:356.5.a @rule:356.5
    Example: Played ignoring any and all costs, Alice's Brute needs neither its Energy nor its fury Power from her empty pool
      Given a test spell "Summon" costing 1 and text "Play a unit from your hand, ignoring any and all costs."
      And a test unit "Brute" costing 3 Energy and 1 fury Power with 4 Might
      And Alice has a Summon in her hand
      And Alice has a Brute in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Summon
      And Alice passes
      And Bob passes
      And Alice chooses her Brute
      Then Alice's Brute is in Alice's base
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds no Power

  Rule: 356.2.a.2 Choosing an opponent's unit with Deflect costs more Power

    @rule:356.2.a.2
    Example: Targeting Bob's unit with Deflect needs one more Power of any domain
      Given a battlefield called the Bridge
      And a test unit "Warded" costing 3 with 5 Might and text "[Deflect]"
      And Bob has a Warded at the Bridge
      And Bob has a Playful Phantom at the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses Bob's Warded
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Playful Phantom
      Then Alice's Void Seeker is targeting Bob's Playful Phantom

    @rule:356.2.a.2
    Example: With a spare calm Power, Alice pays for the Deflect
      Given a battlefield called the Bridge
      And a test unit "Warded" costing 3 with 5 Might and text "[Deflect]"
      And Bob has a Warded at the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury and 1 calm Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses Bob's Warded
      Then Alice's Void Seeker is targeting Bob's Warded
      And Alice's rune pool holds 0 calm Power
      And Alice's rune pool holds 0 fury Power
      And Alice's rune pool holds no Power

    @rule:356.4
    Example: Here to Help plays Alice's 5-Energy Footman to the Bridge she controls for 2 Energy
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And a test unit "Footman" costing 5 with 5 Might
      And Alice has a Here to Help in her hand
      And Alice has a Footman in her hand
      And Alice has 4 Energy and 1 body Power in her rune pool
      When Alice plays her Here to Help
      And Alice passes
      And Bob passes
      And Alice chooses yes
      And Alice chooses her Footman
      Then Alice's Footman is at the Bridge
      And Alice's rune pool holds 0 Energy

    @rule:356.4
    Example: Alice's discount on her next card goes to the unit she plays next, and leaves her discount on her next spell waiting for the spell after it
      Given a test gear "Coupon" costing 0 and text ":rb_exhaust:: The next spell you play this turn costs :rb_energy_1: less."
      And a test gear "Voucher" costing 0 and text ":rb_exhaust:: The next card you play this turn costs :rb_energy_1: less."
      And a test unit "Page" costing 2 with 1 Might
      And a test spell "Spark" costing 2 and text "Draw 1."
      And Alice has a Coupon in her base
      And Alice has a Voucher in her base
      And Alice has a Page in her hand
      And Alice has a Spark in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Coupon
      And Alice passes
      And Bob passes
      And Alice activates her Voucher
      And Alice passes
      And Bob passes
      And Alice plays her Page
      Then Alice's Page is in Alice's base
      And Alice's rune pool holds 1 Energy
      When Alice plays her Spark
      Then Alice's Spark is a finalized chain item
      And Alice's rune pool holds 0 Energy

    @rule:356.4
    Example: Alice's discount on her next spell waits for a spell of hers: Bob's Reaction spell played before it pays in full, and her spell after it takes the discount
      Given it is Alice's main phase
      And a test gear "Coupon" costing 0 and text ":rb_exhaust:: The next spell you play this turn costs :rb_energy_1: less. If you do, draw 1."
      And a test gear "Lamp" costing 0 and text ":rb_exhaust:: Draw 1."
      And a test spell "Snap" costing 1 and text "[Reaction]\nDraw 1."
      And a test spell "Bolt" costing 1 and text "Draw 1."
      And Alice has a Coupon in her base
      And Alice has a Lamp in her base
      And Alice has a Bolt in her hand
      And Bob has a Snap in his hand
      And Bob has 1 Energy in his rune pool
      And Alice has 4 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice activates her Coupon
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice activates her Lamp
      And Alice passes
      And Bob plays his Snap
      Then Bob's rune pool holds 0 Energy
      And the chain holds Alice's Lamp, then Bob's Snap
      When Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Bolt
      Then Alice's Bolt is a finalized chain item

    @rule:356.4.d.1
    Example: Alice orders her discount on her next spell before her Helper's discount with a minimum: her 3 Energy Bolt comes to 2, and the minimum leaves it at 1
      Given it is Alice's main phase
      And a test gear "Coupon" costing 0 and text ":rb_exhaust:: The next spell you play this turn costs :rb_energy_1: less."
      And a test unit "Helper" costing 3 with 3 Might and text "Your spells cost :rb_energy_2: less, to a minimum of :rb_energy_1:."
      And a test spell "Bolt" costing 3 and text "Draw 1."
      And Alice has a Coupon in her base
      And Alice has a Helper in her base
      And Alice has a Bolt in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Coupon
      And Alice passes
      And Bob passes
      And Alice plays her Bolt
      And Alice applies the discounts of her Coupon, then her Helper
      Then Alice's Bolt is a finalized chain item
      And Alice's rune pool holds 1 Energy

    @rule:356.4
    Example: Alice's discount of one Power of any domain on her next spell takes the fury Power off her Blaze and leaves its Energy to pay
      Given a test gear "Token" costing 0 and text ":rb_exhaust:: The next spell you play this turn costs :rb_rune_rainbow: less."
      And a test spell "Blaze" costing 2 Energy and 1 fury Power and text "Draw 1."
      And Alice has a Token in her base
      And Alice has a Blaze in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Token
      And Alice passes
      And Bob passes
      And Alice plays her Blaze
      Then Alice's Blaze is a finalized chain item
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 fury Power

    @rule:356.4
    Example: Raging Firebrand's discount waits for Alice's next spell played: a spell she cannot afford even so leaves it waiting, her unit pays in full, the next spell costs 5 Energy less and its Power in full, the one after it pays in full
      Given a test unit "Page" costing 2 with 1 Might
      And a test spell "Blaze" costing 5 Energy and 1 fury Power and text "Draw 1."
      And a test spell "Spark" costing 2 and text "Draw 1."
      And a test spell "Inferno" costing 8 and text "Draw 1."
      And Alice has a Raging Firebrand in her hand
      And Alice has an Inferno in her hand
      And Alice has a Page in her hand
      And Alice has a Blaze in her hand
      And Alice has a Spark in her hand
      And Alice has 8 Energy and 2 fury Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Raging Firebrand
      And Alice passes
      And Bob passes
      Then Alice's Raging Firebrand is in Alice's base
      And the chain is empty
      And Alice's rune pool holds 2 Energy
      And Alice's rune pool holds 1 fury Power
      When Alice plays her Inferno
      Then the action is refused
      When Alice plays her Page
      Then Alice's rune pool holds 0 Energy
      When Alice plays her Blaze
      Then Alice's Blaze is a finalized chain item
      And Alice's rune pool holds 0 fury Power
      When Alice passes
      And Bob passes
      And Alice plays her Spark
      Then the action is refused

  Rule: 356.4.c A discount on one component of the cost applies to it as it is added, before the others

    @rule:356.4.c
    Example: Ezreal's discount takes Double Tap's optional cost to nothing first, so Eager Apprentice's minimum of 1 then stops its own
      Given a battlefield called the Bridge
      And a test spell "Double Tap" costing 1 and text "You may pay :rb_energy_1: as an additional cost to play this.\nDraw 1."
      And Alice has an Ezreal, Prodigy in her base
      And Alice has an Eager Apprentice at the Bridge
      And Alice has a Double Tap in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Double Tap
      And Alice pays the optional cost
      Then Alice's rune pool holds 0 Energy
      And Alice's Double Tap is a finalized chain item

    @rule:356.4.c @rule:356.4.f @faq:spiritforged:costs-ezreal-prodigy-reduce-reduce-repeat
    Example: With Ezreal alone, Double Tap's optional cost is free, so 1 Energy pays for the spell and its optional cost
      Given a test spell "Double Tap" costing 1 and text "You may pay :rb_energy_1: as an additional cost to play this.\nDraw 1."
      And Alice has an Ezreal, Prodigy in her base
      And Alice has a Double Tap in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Double Tap
      And Alice pays the optional cost
      Then Alice's rune pool holds 0 Energy
      And Alice's Double Tap is a finalized chain item

    @rule:356.4.c @rule:356.4.d
    Example: Ezreal's discount on the optional cost comes first, so a discount on the whole cost with a minimum of 1 leaves Double Tap at 1
      Given a test spell "Double Tap" costing 1 and text "You may pay :rb_energy_1: as an additional cost to play this.\nDraw 1."
      And a test gear "Thrift Charm" costing 0 and text "Your spells cost :rb_energy_1: less, to a minimum of :rb_energy_1:."
      And Alice has an Ezreal, Prodigy in her base
      And Alice has a Thrift Charm in her base
      And Alice has a Double Tap in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Double Tap
      And Alice pays the optional cost
      Then Alice's rune pool holds 1 Energy
      And Alice's Double Tap is a finalized chain item

    @rule:356.4.c
    Example: A discount on optional additional costs takes 1 Energy off the Accelerate Alice pays for her Legion Rearguard
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And Alice has a Haggler in her base
      And Alice has a Legion Rearguard in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Legion Rearguard
      And Alice pays the optional cost
      Then Alice's Legion Rearguard is in Alice's base
      And Alice's Legion Rearguard is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:356.4.c
    Example: A discount on optional additional costs takes the Repeat of Alice's Echo to nothing: she repeats its draw for free
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test spell "Echo" costing 0 and text "[Repeat] :rb_energy_1:\nDraw 1."
      And Alice has a Haggler in her base
      And Alice has an Echo in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Echo
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's rune pool holds 1 Energy

    @rule:356.4.c
    Example: A discount on optional additional costs also takes 1 Energy off the Repeat Alice's Echo Chamber gives her spell
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test gear "Echo Chamber" costing 0 and text "Your spells have [Repeat] :rb_energy_2:."
      And a test spell "Insight" costing 1 and text "Draw 1."
      And Alice has a Haggler in her base
      And Alice has an Echo Chamber in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Insight
      And Alice pays the optional cost
      Then Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:356.4.c
    Example: Ezreal's discount takes the fury Power off an optional cost of one fury Power, so Alice's 1 Energy pays for the spell and that cost
      Given a test spell "Fury Tap" costing 1 and text "You may pay :rb_rune_fury: as an additional cost to play this.\nDraw 1."
      And Alice has an Ezreal, Prodigy in her base
      And Alice has a Fury Tap in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Fury Tap
      And Alice pays the optional cost
      Then Alice's rune pool holds 0 Energy
      And Alice's Fury Tap is a finalized chain item

    @rule:356.4.c
    Example: Bob's discount on optional additional costs takes nothing off Alice's: her Double Tap costs her 2 Energy
      Given a test spell "Double Tap" costing 1 and text "You may pay :rb_energy_1: as an additional cost to play this.\nDraw 1."
      And a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And Bob has a Haggler in his base
      And Alice has a Double Tap in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Double Tap
      And Alice pays the optional cost
      Then Alice's rune pool holds 1 Energy
      And Alice's Double Tap is a finalized chain item

    @rule:356.4.c
    Example: Alice's Toll, which makes her spells cost 1 more, takes nothing off Double Tap's optional cost: spell, optional cost and increase cost her 3 Energy
      Given a test gear "Toll" costing 0 and text "Your spells cost :rb_energy_1: more."
      And a test spell "Double Tap" costing 1 and text "You may pay :rb_energy_1: as an additional cost to play this.\nDraw 1."
      And Alice has a Toll in her base
      And Alice has a Double Tap in her hand
      And Alice has 4 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Double Tap
      And Alice pays the optional cost
      Then Alice's rune pool holds 1 Energy
      And Alice's Double Tap is a finalized chain item

    @rule:356.4.c
    Example: A Spire Alice controls takes 1 Energy off the Repeat of her Echo: she repeats its draw for free
      Given a test battlefield "Spire" with text "While you control this battlefield, friendly [Repeat] costs cost :rb_energy_1: less."
      And a Spire battlefield called the Spire
      And the Spire is controlled by Alice
      And a test spell "Echo" costing 0 and text "[Repeat] :rb_energy_1:\nDraw 1."
      And Alice has an Echo in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Echo
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's rune pool holds 1 Energy

    @rule:356.4.c
    Example: A Spire Bob controls, and one nobody controls, take nothing off the Repeat of Alice's Echo
      Given a test battlefield "Spire" with text "While you control this battlefield, friendly [Repeat] costs cost :rb_energy_1: less."
      And a Spire battlefield called the Spire
      And a Spire battlefield called the Tower
      And the Spire is controlled by Bob
      And a test spell "Echo" costing 0 and text "[Repeat] :rb_energy_1:\nDraw 1."
      And Alice has an Echo in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Echo
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's rune pool holds 0 Energy

    @rule:356.4.c
    Example: A Spire takes nothing off an optional cost that is no Repeat: Alice's Double Tap costs her 2 Energy at the Spire she controls
      Given a test battlefield "Spire" with text "While you control this battlefield, friendly [Repeat] costs cost :rb_energy_1: less."
      And a Spire battlefield called the Spire
      And the Spire is controlled by Alice
      And a test spell "Double Tap" costing 1 and text "You may pay :rb_energy_1: as an additional cost to play this.\nDraw 1."
      And Alice has a Double Tap in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Double Tap
      And Alice pays the optional cost
      Then Alice's rune pool holds 1 Energy
      And Alice's Double Tap is a finalized chain item

    @rule:356.4.c
    Example: Alice's Tinkerer played for its mind Power pays no optional additional cost: Haggler's and Ezreal's discounts take nothing off it and ask nothing
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test unit "Tinkerer" costing 5 with 3 Might and text "You may play me for :rb_rune_mind:."
      And Alice has an Ezreal, Prodigy in her base
      And Alice has a Haggler in her base
      And Alice has a Tinkerer in her hand
      And Alice has 5 Energy and 1 mind Power in her rune pool
      When Alice plays her Tinkerer
      And Alice pays the optional cost
      Then Alice's Tinkerer is in Alice's base
      And Alice's rune pool holds 5 Energy
      And Alice's rune pool holds 0 mind Power

    @rule:356.4.c
    Example: Haggler's own discount does not reach the Accelerate Alice pays as she plays it: she pays the whole Accelerate
      Given a test unit "Haggler" costing 2 with 2 Might and text "[Accelerate] (You may pay :rb_energy_1::rb_rune_rainbow: as an additional cost to have me enter ready.)\nOptional additional costs you pay cost :rb_energy_1: less."
      And Alice has a Haggler in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Haggler
      And Alice pays the optional cost
      Then Alice's Haggler is ready
      And Alice's rune pool holds 0 Energy

  Rule: 356.4.c.1 Several discounts on the same component apply in the order the player chooses

    @rule:356.4.c.1 @rule:356.4.e
    Example: Haggler's discount first leaves the optional cost at 1, then Ezreal's takes it to nothing: with 1 Energy Alice may pay it in that order only
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_2: less, to a minimum of :rb_energy_1:."
      And a test spell "Triple Tap" costing 1 and text "You may pay :rb_energy_3: as an additional cost to play this.\nDraw 1."
      And Alice has an Ezreal, Prodigy in her base
      And Alice has a Haggler in her base
      And Alice has a Triple Tap in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Triple Tap
      And Alice pays the optional cost
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Ezreal, Prodigy, then her Haggler
      Then the action is refused
      When Alice applies the discounts of her Haggler, then her Ezreal, Prodigy
      Then Alice's rune pool holds 0 Energy
      And Alice's Triple Tap is a finalized chain item

    @rule:356.4.c.1 @rule:356.4.e
    Example: In the other order Ezreal's discount leaves 2, and Haggler's minimum of 1 keeps the optional cost at 1
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_2: less, to a minimum of :rb_energy_1:."
      And a test spell "Triple Tap" costing 1 and text "You may pay :rb_energy_3: as an additional cost to play this.\nDraw 1."
      And Alice has an Ezreal, Prodigy in her base
      And Alice has a Haggler in her base
      And Alice has a Triple Tap in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Triple Tap
      And Alice pays the optional cost
      And Alice applies the discounts of her Ezreal, Prodigy, then her Haggler
      Then Alice's rune pool holds 1 Energy
      And Alice's Triple Tap is a finalized chain item

    @rule:356.4.c.1
    Example: Haggler's and Ezreal's discounts both reach an optional cost of 1 Energy and one fury Power: Alice orders them, Haggler's first, and pays nothing for it
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test spell "Mixed Tap" costing 1 and text "You may pay :rb_energy_1::rb_rune_fury: as an additional cost to play this.\nDraw 1."
      And Alice has an Ezreal, Prodigy in her base
      And Alice has a Haggler in her base
      And Alice has a Mixed Tap in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Mixed Tap
      And Alice pays the optional cost
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Haggler, then her Ezreal, Prodigy
      Then Alice's rune pool holds 0 Energy
      And Alice's Mixed Tap is a finalized chain item

    @rule:356.4.c.1 @rule:358.1
    Example: Only with Haggler's discount first is Rust's optional cost within Alice's Energy Conduit, whose use would exhaust the only gear Rust may kill: paying it is refused for the target
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_3: less, to a minimum of :rb_energy_2:."
      And a test spell "Costly Rust" costing 0 and text "You may pay :rb_energy_4: as an additional cost to play this.\nKill a ready gear."
      And Alice has an Ezreal, Prodigy in her base
      And Alice has a Haggler in her base
      And Alice has an Energy Conduit in her base
      And Alice has a Costly Rust in her hand
      When Alice plays her Costly Rust
      And Alice pays the optional cost
      Then the action is refused citing rule 358.1
      When Alice declines the optional cost
      And Alice chooses her Energy Conduit
      And Alice passes
      And Bob passes
      Then Alice's Energy Conduit is in Alice's trash

    @rule:356.4.c.1
    Example: A Spire's discount and Bargainer's, with its minimum of 1, both reach the Repeat of Alice's Echo: with no Energy she may repeat only with Bargainer's applied first
      Given a test battlefield "Spire" with text "While you control this battlefield, friendly [Repeat] costs cost :rb_energy_1: less."
      And a Spire battlefield called the Spire
      And the Spire is controlled by Alice
      And a test unit "Bargainer" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_2: less, to a minimum of :rb_energy_1:."
      And a test spell "Echo" costing 0 and text "[Repeat] :rb_energy_3:\nDraw 1."
      And Alice has a Bargainer in her base
      And Alice has an Echo in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Echo
      And Alice pays the optional cost
      Then Alice is asked to order the discounts
      When Alice applies the discounts of the Spire, then her Bargainer
      Then the action is refused
      When Alice applies the discounts of her Bargainer, then the Spire
      And Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:356.4.c.1
    Example: Of her Echo's two Repeats, a Spire's and Haggler's Energy discounts both reach only the one that costs Energy: Alice orders them there, and nowhere for the fury Power one
      Given a test battlefield "Spire" with text "While you control this battlefield, friendly [Repeat] costs cost :rb_energy_1: less."
      And a Spire battlefield called the Spire
      And the Spire is controlled by Alice
      And a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test spell "Echo" costing 0 and text "[Repeat] :rb_rune_fury:\n[Repeat] — :rb_energy_2:\nDraw 1."
      And Alice has a Haggler in her base
      And Alice has an Echo in her hand
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Echo
      And Alice pays the optional cost
      And Alice pays the optional cost
      Then Alice is asked to order the discounts
      When Alice applies the discounts of the Spire, then her Haggler
      Then no decision is pending
      And Alice's rune pool holds 0 fury Power
      When Alice passes
      And Bob passes
      Then Alice drew 3 times

    @rule:356.4.c.1
    Example: A Repeat given by Alice's Echo Chamber and one her Hourglass grants equal to the spell's cost: the Spire's and Haggler's discounts reach both, and she orders them for each
      Given a test battlefield "Spire" with text "While you control this battlefield, friendly [Repeat] costs cost :rb_energy_1: less."
      And a Spire battlefield called the Spire
      And the Spire is controlled by Alice
      And Alice has a Shipyard Skulker at the Spire
      And a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test gear "Echo Chamber" costing 0 and text "Your spells have [Repeat] :rb_energy_2:."
      And a test gear "Hourglass" costing 0 and text ":rb_exhaust:: Give the next spell you play this turn [Repeat] equal to its cost. If you do, draw 1."
      And a test spell "Insight" costing 2 and text "Draw 1."
      And Alice has a Haggler in her base
      And Alice has an Echo Chamber in her base
      And Alice has a Hourglass in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 4 cards in her main deck
      When Alice activates her Hourglass
      And Alice passes
      And Bob passes
      And Alice plays her Insight
      And Alice pays the optional cost
      And Alice pays the optional cost
      Then Alice is asked to order the discounts
      When Alice applies the discounts of the Spire, then her Haggler
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Haggler, then the Spire
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then Alice drew 4 times

    @rule:356.4.c.1
    Example: The Repeat Alice's Hourglass grants equal to her spell's Energy and fury Power is reached by Haggler's Energy discount and Prism's Power one: she orders them, and pays the Repeat nothing
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test unit "Prism" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_rune_rainbow: less."
      And a test gear "Hourglass" costing 0 and text ":rb_exhaust:: Give the next spell you play this turn [Repeat] equal to its cost. If you do, draw 1."
      And a test spell "Fiery Study" costing 1 Energy and 1 fury Power and text "Draw 1."
      And Alice has a Haggler in her base
      And Alice has a Prism in her base
      And Alice has a Hourglass in her base
      And Alice has a Fiery Study in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      And Alice has 4 cards in her main deck
      When Alice activates her Hourglass
      And Alice passes
      And Bob passes
      And Alice plays her Fiery Study
      And Alice pays the optional cost
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Prism, then her Haggler
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power
      When Alice passes
      And Bob passes
      Then Alice drew 3 times

    @rule:356.4.c.1
    Example: Of the Repeats two of Alice's gear give her spell, Haggler's and Bargainer's Energy discounts reach only the one that costs Energy: she orders them there, and nowhere for the fury Power one
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test unit "Bargainer" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_2: less, to a minimum of :rb_energy_1:."
      And a test gear "Echo Chamber" costing 0 and text "Your spells have [Repeat] :rb_energy_2:."
      And a test gear "Fury Chamber" costing 0 and text "Your spells have [Repeat] :rb_rune_fury:."
      And a test spell "Insight" costing 0 and text "Draw 1."
      And Alice has a Haggler in her base
      And Alice has a Bargainer in her base
      And Alice has an Echo Chamber in her base
      And Alice has a Fury Chamber in her base
      And Alice has an Insight in her hand
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has 4 cards in her main deck
      When Alice plays her Insight
      And Alice pays the optional cost
      And Alice pays the optional cost
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Bargainer, then her Haggler
      Then no decision is pending
      And Alice's rune pool holds 0 fury Power
      When Alice passes
      And Bob passes
      Then Alice drew 3 times

    @rule:356.4.c.1
    Example: Haggler's and Bargainer's Energy discounts have nothing to reduce in a Repeat that costs a discard: Alice pays it with no order to choose
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test unit "Bargainer" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_2: less, to a minimum of :rb_energy_1:."
      And a test spell "Riposte" costing 0 and text "[Repeat] — Discard 1\nDraw 1."
      And Alice has a Haggler in her base
      And Alice has a Bargainer in her base
      And Alice has a Riposte in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Riposte
      And Alice pays the optional cost
      Then no decision is pending
      And Alice's Shipyard Skulker is in Alice's trash
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:356.4.c.1 @rule:357.3
    Example: Haggler's and Bargainer's discounts reach both Repeats of Alice's Echo, its own and the one her Echo Chamber gives: with no Energy she may pay both, putting Bargainer's first for each
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test unit "Bargainer" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_2: less, to a minimum of :rb_energy_1:."
      And a test gear "Echo Chamber" costing 0 and text "Your spells have [Repeat] :rb_energy_2:."
      And a test spell "Echo" costing 0 and text "[Repeat] :rb_energy_2:\nDraw 1."
      And Alice has a Haggler in her base
      And Alice has a Bargainer in her base
      And Alice has an Echo Chamber in her base
      And Alice has an Echo in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Echo
      And Alice pays the optional cost
      And Alice pays the optional cost
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Bargainer, then her Haggler
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Bargainer, then her Haggler
      And Alice passes
      And Bob passes
      Then Alice drew 3 times

    @rule:356.4.c.1
    Example: Only Haggler's discount reaches the optional cost of Alice's Double Tap, not a Spire's: she is asked no order and pays 1 Energy for it
      Given a test battlefield "Spire" with text "While you control this battlefield, friendly [Repeat] costs cost :rb_energy_1: less."
      And a Spire battlefield called the Spire
      And the Spire is controlled by Alice
      And a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test spell "Double Tap" costing 0 and text "You may pay :rb_energy_2: as an additional cost to play this.\nDraw 1."
      And Alice has a Haggler in her base
      And Alice has a Double Tap in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Double Tap
      And Alice pays the optional cost
      Then Alice's rune pool holds 1 Energy
      And Alice's Double Tap is a finalized chain item

    @rule:356.4.c.1
    Example: Haggler's and Ezreal's discounts both reach the Accelerate of Alice's Legion Rearguard: she must name each once, puts Haggler's first, and pays nothing for it
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And Alice has an Ezreal, Prodigy in her base
      And Alice has a Haggler in her base
      And Alice has a Legion Rearguard in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Legion Rearguard
      And Alice pays the optional cost
      Then Alice is asked to order the discounts
      And the question to Alice cites rule 356.4.c.1
      When Alice applies the discounts of her Haggler, then her Haggler
      Then the action is refused
      When Alice applies the discounts of her Haggler, then her Ezreal, Prodigy
      Then Alice's Legion Rearguard is in Alice's base
      And Alice's Legion Rearguard is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 1 fury Power

    @rule:356.4.c.1
    Example: A discount of one Power only cannot reduce an optional cost of Energy: with Haggler's beside it, Alice is asked no order
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test unit "Trader" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_rune_rainbow: less."
      And a test spell "Double Tap" costing 1 and text "You may pay :rb_energy_2: as an additional cost to play this.\nDraw 1."
      And Alice has a Haggler in her base
      And Alice has a Trader in her base
      And Alice has a Double Tap in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Double Tap
      And Alice pays the optional cost
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's Double Tap is a finalized chain item

    @rule:356.4.c.1
    Example: An optional discard is no cost Haggler's or Ezreal's discount can reduce: Alice is asked no order and discards for her Gamble
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test spell "Gamble" costing 2 and text "You may discard 1 as an additional cost to play this. If you do, draw 2.\nDraw 1."
      And Alice has an Ezreal, Prodigy in her base
      And Alice has a Haggler in her base
      And Alice has a Gamble in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 4 cards in her main deck
      When Alice plays her Gamble
      And Alice pays the optional cost
      Then no decision is pending
      And Alice's rune pool holds 0 Energy
      And Alice's Vanguard Sergeant is in Alice's trash

    @rule:356.4.c.1
    Example: Alice plays her Tinkerer for its mind Power and declines its optional Energy cost: with nothing for the discounts to reduce she is asked no order
      Given a test unit "Haggler" costing 2 with 2 Might and text "Optional additional costs you pay cost :rb_energy_1: less."
      And a test unit "Tinkerer" costing 5 with 3 Might and text "You may play me for :rb_rune_mind:.\nYou may pay :rb_energy_1: as an additional cost to play this."
      And Alice has an Ezreal, Prodigy in her base
      And Alice has a Haggler in her base
      And Alice has a Tinkerer in her hand
      And Alice has 5 Energy and 1 mind Power in her rune pool
      When Alice plays her Tinkerer
      And Alice declines the optional cost
      And Alice pays the optional cost
      Then no decision is pending
      And Alice's Tinkerer is in Alice's base
      And Alice's rune pool holds 5 Energy
      And Alice's rune pool holds 0 mind Power

  Rule: 356.4.f A discount may reduce an additional cost, even to nothing

    @rule:356.4.f @rule:356.4.f.1 @editions:v1.2-v1.4
    Example: Clockwork Keeper's optional cost, discounted to nothing, still counts as paid and it draws
      Given a test gear "Workshop" costing 0 and text "Your units cost :rb_rune_rainbow: less."
      And Alice has a Workshop in her base
      And Alice has a Clockwork Keeper in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Clockwork Keeper
      And Alice pays the optional cost
      And Alice passes
      And Bob passes
      Then Alice's Clockwork Keeper is in Alice's base
      And Alice's hand holds 1 card

    @rule:356.4 @rule:356.4.a
    Example: Ornn's Forge takes 1 off the first gear Alice plays this turn, not off her second
      Given an Ornn's Forge battlefield called the Forge
      And the Forge is controlled by Alice
      And a test unit "Guard" costing 0 with 1 Might
      And Alice has a Guard at the Forge
      And a test gear "Trinket" costing 1
      And Alice has a Trinket in her hand
      And Alice has a Trinket in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Trinket
      Then Alice's Trinket is in Alice's base
      And Alice's rune pool holds 1 Energy
      When Alice plays her Trinket 2
      Then Alice's Trinket 2 is in Alice's base
      And Alice's rune pool holds 0 Energy

    @rule:356.4 @rule:356.4.a
    Example: Alice controlling two Ornn's Forges has 1 taken off her first gear by each of them
      Given an Ornn's Forge battlefield called the Forge
      And an Ornn's Forge battlefield called the Anvil
      And the Forge is controlled by Alice
      And the Anvil is controlled by Alice
      And a test unit "Guard" costing 0 with 1 Might
      And Alice has a Guard at the Forge
      And Alice has a Guard at the Anvil
      And a test gear "Trinket" costing 2
      And Alice has a Trinket in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Trinket
      Then Alice is asked to order the discounts
      When Alice applies the discounts of the Forge, then the Anvil
      Then Alice's Trinket is in Alice's base
      And Alice's rune pool holds 2 Energy

    @rule:356.4 @rule:356.4.a
    Example: Bob taking the first gear Alice played this turn does not make her second one the first: Ornn's Forge takes nothing off it
      Given an Ornn's Forge battlefield called the Forge
      And the Forge is controlled by Alice
      And a test unit "Guard" costing 0 with 1 Might
      And Alice has a Guard at the Forge
      And a test gear "Trinket" costing 1
      And a test spell "Ping" costing 0 and text "[Action]\nDraw 1."
      And a test spell "Grab" costing 0 and text "[Reaction]\nTake control of an enemy gear."
      And Alice has a Trinket in her hand
      And Alice has a Trinket in her hand
      And Alice has a Ping in her hand
      And Alice has 1 card in her main deck
      And Bob has a Grab in his hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Trinket
      Then Alice's Trinket is in Alice's base
      And Alice's rune pool holds 1 Energy
      When Alice plays her Ping
      And Alice passes
      And Bob plays his Grab
      And Bob chooses Alice's Trinket
      And Bob passes
      And Alice passes
      Then Bob controls Alice's Trinket
      When Alice passes
      And Bob passes
      And Alice plays her Trinket 2
      Then Alice's Trinket 2 is in Alice's base
      And Alice's rune pool holds 0 Energy

    @rule:356.4 @rule:356.4.a
    Example: Piltovan Forge takes 1 off Alice's first gear ability this turn, not off her second
      Given a Piltovan Forge battlefield called the Forge
      And the Forge is controlled by Alice
      And a test unit "Guard" costing 0 with 1 Might
      And Alice has a Guard at the Forge
      And a test gear "Lamp" costing 0 and text ":rb_energy_1:: Draw 1."
      And Alice has a Lamp in her base
      And Alice has a Lamp in her base
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Lamp
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 2 Energy
      When Alice activates her Lamp 2
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 1 Energy
      And Alice drew 2 times

    @rule:356.4 @rule:356.4.a
    Example: A gear card Alice played first this turn is no gear ability: Piltovan Forge still takes 1 off her first one
      Given a Piltovan Forge battlefield called the Forge
      And the Forge is controlled by Alice
      And a test unit "Guard" costing 0 with 1 Might
      And Alice has a Guard at the Forge
      And a test gear "Lamp" costing 0 and text ":rb_energy_1:: Draw 1."
      And a test gear "Trinket" costing 0
      And Alice has a Lamp in her base
      And Alice has a Trinket in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Trinket
      Then Alice's Trinket is in Alice's base
      When Alice activates her Lamp
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 1 Energy
      And Alice drew 1 time

    @rule:356.4 @rule:356.4.a
    Example: Ornn's Forge takes nothing off a unit or a gear's ability, and still takes 1 off the first gear Alice plays after them
      Given an Ornn's Forge battlefield called the Forge
      And the Forge is controlled by Alice
      And a test unit "Guard" costing 0 with 1 Might
      And Alice has a Guard at the Forge
      And a test gear "Lamp" costing 0 and text ":rb_energy_1:: Draw 1."
      And a test gear "Trinket" costing 1
      And Alice has a Lamp in her base
      And a test unit "Recruit" costing 1 with 1 Might
      And Alice has a Recruit in her hand
      And Alice has a Trinket in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Recruit
      And Alice chooses base
      Then Alice's Recruit is in Alice's base
      And Alice's rune pool holds 2 Energy
      When Alice activates her Lamp
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 1 Energy
      And Alice drew 1 time
      When Alice plays her Trinket
      Then Alice's Trinket is in Alice's base
      And Alice's rune pool holds 1 Energy

    @rule:356.4 @rule:356.4.a
    Example: Piltovan Forge takes nothing off Alice's gear card nor off Bob's gear ability, and Bob's does not use up Alice's first
      Given a Piltovan Forge battlefield called the Forge
      And the Forge is controlled by Alice
      And a test unit "Guard" costing 0 with 1 Might
      And Alice has a Guard at the Forge
      And a test gear "Lamp" costing 0 and text ":rb_energy_1:: Draw 1."
      And a test gear "Quick Lamp" costing 0 and text ":rb_energy_1:: [Reaction] — Draw 1."
      And a test gear "Trinket" costing 1
      And a test spell "Insight" costing 0 and text "Draw 1."
      And Alice has a Lamp in her base
      And Alice has a Trinket in her hand
      And Alice has an Insight in her hand
      And Bob has a Quick Lamp in his base
      And Alice has 2 Energy in her rune pool
      And Bob has 1 Energy in his rune pool
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice plays her Trinket
      Then Alice's Trinket is in Alice's base
      And Alice's rune pool holds 1 Energy
      When Alice plays her Insight
      And Alice passes
      And Bob activates his Quick Lamp
      Then Bob's rune pool holds 0 Energy
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice activates her Lamp
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 1 Energy
      And Alice drew 2 times

    @rule:356.4 @rule:356.4.a
    Example: Alice's two Ornn's Forges take nothing off the triggered ability of her gear, and ask no order of their discounts for it
      Given an Ornn's Forge battlefield called the Forge
      And an Ornn's Forge battlefield called the Anvil
      And the Forge is controlled by Alice
      And the Anvil is controlled by Alice
      And a test unit "Guard" costing 0 with 1 Might
      And Alice has a Guard at the Forge
      And Alice has a Guard at the Anvil
      And a test gear "Bell" costing 0 and text "When you play a unit, draw 1."
      And a test unit "Recruit" costing 1 with 1 Might
      And Alice has a Bell in her base
      And Alice has a Recruit in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Recruit
      And Alice chooses base
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's rune pool holds 0 Energy

    @rule:356.4 @rule:356.4.a
    Example: A Depot's discount counts only non-token gear abilities: Alice's Gold token's ability, played first, does not use it up, so her Lamp's ability costs her nothing
      Given a test battlefield "Depot" with text "While you control this battlefield, the first friendly non-token gear activated ability played each turn costs :rb_energy_1: less."
      And a Depot battlefield called the Depot
      And the Depot is controlled by Alice
      And a test unit "Guard" costing 0 with 1 Might
      And Alice has a Guard at the Depot
      And a test spell "Prospect" costing 0 and text "Play a Gold gear token."
      And a test gear "Lamp" costing 0 and text ":rb_energy_1:: Draw 1."
      And Alice has a Prospect in her hand
      And Alice has a Lamp in her base
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Prospect
      And Alice passes
      And Bob passes
      And Alice activates her Gold
      Then Alice's rune pool holds 1 universal Power
      When Alice activates her Lamp
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 1 Energy
      And Alice drew 1 time
