@edition:v1.4
Feature: Costs (rules 201–206)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test unit "Footman" costing 0 with 3 Might
    And a test spell "Trade" costing 0 and text "Discard 1 to draw 2."

  @rule:201 @rule:204 @waived:heading
  Rule: 201 Costs, and the kinds of cost

  Rule: 203 A cost must be paid to get the effect linked to it

    @rule:202 @rule:203 @rule:203.1 @rule:204.3 @rule:204.3.b
    Example: Alice discards a card as the cost and draws two as its effect
      Given Alice has a Trade in her hand
      And Alice has a Footman in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Trade
      Then Alice's Footman is in Alice's hand
      When Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And Alice's card 1 is in Alice's hand
      And Alice's card 2 is in Alice's hand

    @rule:204.3 @rule:204.3.b
    Example: Alice pays 2 of her 3 Energy as her spell resolves, and its "that much" deals exactly those 2 to Bob's unit
      Given a test spell "Measured Blast" costing 0 and text "Pay any amount of Energy to deal that much to a unit at a battlefield."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Measured Blast in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Measured Blast
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then the question to Alice cites rule 204.3.b
      When Alice chooses 2 Energy
      Then Bob's Vanguard Sergeant has 2 damage
      And Alice's rune pool holds 1 Energy

    @rule:204.3.b
    Example: Alice pays one amount, no more than her pool holds, as her spell resolves: two amounts, or 4 of her 3 Energy, are refused
      Given a test spell "Measured Blast" costing 0 and text "Pay any amount of Energy to deal that much to a unit at a battlefield."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Measured Blast in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Measured Blast
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice chooses 1 Energy and 2 Energy
      Then the action is refused
      When Alice chooses 4 Energy
      Then the action is refused
      When Alice chooses 3 Energy
      Then Bob's Vanguard Sergeant has 3 damage
      And Alice's rune pool holds 0 Energy

    @rule:204.3.b
    Example: Alice is asked for an amount of Energy to pay, and an answer that names no amount is refused
      Given a test spell "Measured Blast" costing 0 and text "Pay any amount of Energy to deal that much to a unit at a battlefield."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Measured Blast in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Measured Blast
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice is asked to choose an amount
      When Alice assigns 2 to Bob's Vanguard Sergeant
      Then the action is refused
      When Alice chooses 2 Energy
      Then Bob's Vanguard Sergeant has 2 damage
      And Alice's rune pool holds 1 Energy

    @rule:204.3 @rule:204.3.b
    Example: Alice's Power-paid spell lets her pay up to her 2 Power, not her 1 Energy, and its "that much" deals those 2 to each of Bob's units there
      Given a test spell "Slow Time" costing 0 and text "Pay any amount of :rb_rune_rainbow: to deal that much to all enemy units at a battlefield."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Footman at the Bridge
      And Alice has a Slow Time in her hand
      And Alice has 1 Energy and 2 fury Power in her rune pool
      When Alice plays her Slow Time
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      And Alice chooses 2 Power of any domain
      Then Bob's Vanguard Sergeant has 2 damage
      And Bob's Footman has 2 damage
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds no Power

    @rule:204.3.b
    Example: Alice's universal Power counts toward "any amount of :rb_rune_rainbow:": with 1 fury and 1 universal Power she pays 2 and deals 2
      Given a test spell "Slow Time" costing 0 and text "Pay any amount of :rb_rune_rainbow: to deal that much to all enemy units at a battlefield."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Slow Time in her hand
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Slow Time
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      And Alice chooses 2 Power of any domain
      Then Bob's Vanguard Sergeant has 2 damage
      And Alice's rune pool holds no Power

    @rule:204.3.b
    Example: "Pay any amount of Energy to [Add] that much :rb_rune_rainbow:": Alice pays 2 of her 3 Energy and gets 2 universal Power
      Given a test spell "Transmute" costing 0 and text "Pay any amount of Energy to [Add] that much :rb_rune_rainbow:."
      And Alice has a Transmute in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Transmute
      And Alice passes
      And Bob passes
      And Alice chooses 2 Energy
      Then Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 2 universal Power

    @rule:204.3.b
    Example: After "pay any amount of Energy", a printed amount is not "that much": Alice pays 1 and her spell still deals its 2
      Given a test spell "Toll Blast" costing 0 and text "Pay any amount of Energy to deal 2 to a unit at a battlefield."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Toll Blast in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Toll Blast
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice chooses 1 Energy
      Then Bob's Vanguard Sergeant has 2 damage
      And Alice's rune pool holds 2 Energy

    @rule:204.3.b
    Example: After "pay any amount of Energy", an [Add] of printed symbols is not "that much": Alice pays 2 of her 3 Energy, deals 2 and adds her 1 Energy
      Given a test spell "Toll Spark" costing 0 and text "Pay any amount of Energy to deal that much to a unit at a battlefield and [Add] :rb_energy_1:."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Toll Spark in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Toll Spark
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice chooses 2 Energy
      Then Bob's Vanguard Sergeant has 2 damage
      And Alice's rune pool holds 2 Energy

  Rule: 204.3.a A cost opening a triggered ability is paid as the ability is finalized

    @rule:204.3.a
    Example: Alice discards for her unit's "when you play me" ability while it waits on the chain, and draws when it resolves
      Given a test unit "Scholar" costing 0 with 1 Might and text "When you play me, discard 1 to draw 2."
      And Alice has a Scholar in her hand
      And Alice has a Footman in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Scholar
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's Footman is in Alice's trash
      And the chain holds Alice's Scholar
      And Alice's main deck holds 2 cards
      When Alice passes
      And Bob passes
      Then Alice's card 1 is in Alice's hand
      And Alice's card 2 is in Alice's hand

  Rule: 205 "You may pay ... If you do" is no cost: the payment is an action taken as the ability resolves

    @rule:205
    Example: Alice says yes to her Patron's payment, but pays its Energy only as the ability resolves, not as it goes on the chain
      Given a test unit "Patron" costing 0 with 1 Might and text "When you play me, you may pay :rb_energy_1:. If you do, draw 1."
      And Alice has a Patron in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 2 cards in her main deck
      When Alice plays her Patron
      And Alice chooses yes
      Then the chain holds Alice's Patron
      And Alice's rune pool holds 1 Energy
      When Alice passes
      And Bob passes
      Then Alice's rune pool holds 0 Energy
      And Alice's hand holds 1 card

    @rule:205
    Example: Alice spends the Energy before her Patron's ability resolves: nothing is paid then, so she does not draw for it
      Given a test unit "Patron" costing 0 with 1 Might and text "When you play me, you may pay :rb_energy_1:. If you do, draw 1."
      And a test spell "Quick Study" costing 1 and text "[Reaction]\nDraw 1."
      And Alice has a Patron in her hand
      And Alice has a Quick Study in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Patron
      And Alice chooses yes
      And Alice plays her Quick Study
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's main deck holds 2 cards

  Rule: 203.3 A cost that can't be paid gives no effect

    @rule:203 @rule:203.3
    Example: With nothing to discard, Alice draws nothing
      Given Alice has a Trade in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Trade
      And Alice passes
      And Bob passes
      Then Alice's hand holds 0 cards
      And Alice's main deck holds 2 cards

    @rule:203.3
    Example: Alice's Barter has her discard and pay Energy; with her hand empty the cost is not paid whole, so she draws nothing and its "If you do" draws nothing either
      Given a test spell "Barter" costing 0 and text "Discard 1 and pay :rb_energy_1: to draw 2. If you do, draw 1."
      And Alice has a Barter in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Barter
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 0 times

  Rule: 203.2 A cost whose action was replaced still counts as paid

    @rule:203.2
    Example: Zhonya's Hourglass dies in place of the unit Alice kills as the cost, and she still draws
      Given a test spell "Offering" costing 0 and text "Kill a friendly unit to draw 2."
      And Alice has a Footman in her base
      And Alice has a Zhonya's Hourglass in her base
      And Alice has an Offering in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Offering
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's base
      And Alice's Zhonya's Hourglass is in Alice's trash
      And Alice's card 1 is in Alice's hand
      And Alice's card 2 is in Alice's hand

  Rule: 204.1 The base cost must be paid to play a card or ability

    @rule:204.1 @rule:204.1.a @rule:131.1 @rule:163.1
    Example: A card's printed Energy cost is paid from the rune pool as it is played
      Given a test spell "Study" costing 2 and text "Draw 1."
      And Alice has a Study in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Study
      Then the action is accepted
      And Alice's rune pool holds 1 Energy

    @rule:204.1 @rule:204.1.a @rule:131.1 @rule:163.1
    Example: Short of its printed cost, Alice may not play the card
      Given a test spell "Study" costing 2 and text "Draw 1."
      And Alice has a Study in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Study
      Then the action is refused
      And Alice's Study is in Alice's hand
      And Alice's rune pool holds 1 Energy

  Rule: 204.1.b An activated ability's base cost is what comes before its colon

    @rule:204.1.b
    Example: Alice pays the Energy before the colon to use her gear
      Given a test gear "Meter" costing 0 and text ":rb_energy_1:, :rb_exhaust:: Draw 1."
      And Alice has a Meter in her base
      And Alice has 2 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice activates her Meter
      Then the chain holds Alice's Meter
      And Alice's rune pool holds 1 Energy
      And Alice's Meter is exhausted

    @rule:204.1.b
    Example: Without the Energy before the colon, the ability can't be used
      Given a test gear "Meter" costing 0 and text ":rb_energy_1:, :rb_exhaust:: Draw 1."
      And Alice has a Meter in her base
      And Alice has 1 card in her main deck
      When Alice activates her Meter
      Then the action is refused
      And Alice's Meter is ready

  Rule: 204.2 An additional cost is paid on top of the base cost

    @rule:204.2 @rule:204.2.a
    Example: Alice discards a card as she plays her unit with an additional cost
      Given a test unit "Zealot" costing 0 with 2 Might and text "As an additional cost to play me, discard 1."
      And Alice has a Zealot in her hand
      And Alice has a Footman in her hand
      When Alice plays her Zealot
      Then Alice's Footman is in Alice's trash
      And Alice's Zealot is in Alice's base

    @rule:204.2 @rule:204.2.a
    Example: With nothing to discard, Alice may not play that unit
      Given a test unit "Zealot" costing 0 with 2 Might and text "As an additional cost to play me, discard 1."
      And Alice has a Zealot in her hand
      When Alice plays her Zealot
      Then the action is refused
      And Alice's Zealot is in Alice's hand

  Rule: 204.4 An applied cost is put on a game action by a passive ability

    @rule:204.4 @rule:204.4.b
    Example: Moving two units at once to the battlefield of Bob's Mageseeker Investigator costs Alice one Power, paid as they move
      Given a test unit "Brawler" costing 0 with 2 Might
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      And Alice has 0 Energy and 2 calm Power in her rune pool
      When Alice moves her Footman and her Brawler to the Bridge
      Then Alice's Footman is at the Bridge
      And Alice's Brawler is at the Bridge
      And Alice's rune pool holds 1 calm Power
      And the chain is empty
      And the paid event for Alice cites rule 204.4.b

    @rule:204.4
    Example: Moving one unit to the battlefield of Bob's Mageseeker Investigator costs Alice nothing more
      Given Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Footman in her base
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice moves her Footman to the Bridge
      Then Alice's Footman is at the Bridge
      And Alice's rune pool holds 1 calm Power

    @rule:204.4 @rule:204.4.b
    Example: The one Power Alice pays as her two units move counts as spent, so her Adept, which asks two spent this turn, gets nothing yet
      Given a test unit "Brawler" costing 0 with 2 Might
      And a test unit "Adept" costing 0 with 1 Might and text "If you've spent at least :rb_rune_rainbow::rb_rune_rainbow: this turn, I have +2 :rb_might:."
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has an Adept in her base
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      And Alice has 0 Energy and 2 calm Power in her rune pool
      When Alice moves her Footman and her Brawler to the Bridge
      Then Alice's Footman is at the Bridge
      And Alice's rune pool holds 1 calm Power
      And Alice's Adept's Might is 1

  Rule: 204.4.a The cost applies to the game action it names and no other

    @rule:204.4.a
    Example: Moving two units to a battlefield without Bob's Mageseeker Investigator costs Alice nothing more
      Given a test unit "Brawler" costing 0 with 2 Might
      And a battlefield called the Ford
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice moves her Footman and her Brawler to the Ford
      Then Alice's Footman is at the Ford
      And Alice's rune pool holds 1 calm Power

    @rule:204.4.a
    Example: Bob moving two of his own units to his Mageseeker Investigator's battlefield pays nothing
      Given a test unit "Brawler" costing 0 with 2 Might
      And it is Bob's main phase
      And Bob has a Mageseeker Investigator at the Bridge
      And Bob has a Footman in his base
      And Bob has a Brawler in his base
      And Bob has 0 Energy and 1 calm Power in his rune pool
      When Bob moves his Footman and his Brawler to the Bridge
      Then Bob's Footman is at the Bridge
      And Bob's rune pool holds 1 calm Power

  Rule: 204.4.b.1 An Add Reaction may be used while an applied cost is paid

    @rule:204.4.b.1 @rule:204.4.b
    Example: Short of Power, Alice exhausts her Seal of Rage as her two units move to the battlefield of Bob's Mageseeker Investigator
      Given a test unit "Brawler" costing 0 with 2 Might
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Seal of Rage in her base
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      When Alice moves her Footman and her Brawler to the Bridge
      Then Alice's Footman is at the Bridge
      And Alice's Brawler is at the Bridge
      And Alice's Seal of Rage is exhausted
      And Alice's rune pool holds 0 fury Power

    @rule:204.4.b.1
    Example: An exhausted Seal of Rage adds nothing, so the two units cannot move together
      Given a test unit "Brawler" costing 0 with 2 Might
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has an exhausted Seal of Rage in her base
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      When Alice moves her Footman and her Brawler to the Bridge
      Then the action is refused
      And Alice's Footman is in Alice's base

    @rule:204.4.b.1
    Example: Alice's Ember Pot asks Energy as well as its exhausting, and she has none, so it adds no Power and her two units cannot move together
      Given a test unit "Brawler" costing 0 with 2 Might
      And a test gear "Ember Pot" costing 0 and text ":rb_exhaust:, :rb_energy_1:: [Reaction] — [Add] :rb_rune_fury:."
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has an Ember Pot in her base
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      When Alice moves her Footman and her Brawler to the Bridge
      Then the action is refused
      And Alice's Footman is in Alice's base
      And Alice's Ember Pot is ready

    @rule:204.4.b.1
    Example: Alice's Ember Pot costs one Energy besides its exhausting, written as one cost, and she has none, so her two units cannot move together
      Given a test unit "Brawler" costing 0 with 2 Might
      And a test gear "Ember Pot" costing 0 and text ":rb_energy_1::rb_exhaust:: [Reaction] — [Add] :rb_rune_fury:."
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has an Ember Pot in her base
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      When Alice moves her Footman and her Brawler to the Bridge
      Then the action is refused
      And Alice's Footman is in Alice's base
      And Alice's Ember Pot is ready

    @rule:204.4.b.1
    Example: Alice's Ember Pot asks two discards, and her hand is empty, so it adds no Power and her two units cannot move together
      Given a test unit "Brawler" costing 0 with 2 Might
      And a test gear "Ember Pot" costing 0 and text "Discard 2: [Reaction] — [Add] :rb_rune_fury:."
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has an Ember Pot in her base
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      When Alice moves her Footman and her Brawler to the Bridge
      Then the action is refused
      And Alice's Footman is in Alice's base

    @rule:204.4.b.1
    Example: Alice's one fury Power and her Seal of Rage together pay the two Power her three units moving at once cost
      Given a test unit "Brawler" costing 0 with 2 Might
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Seal of Rage in her base
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      And Alice has a Stalwart Poro in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice moves her Footman and her Brawler and her Stalwart Poro to the Bridge
      Then Alice's Footman is at the Bridge
      And Alice's Stalwart Poro is at the Bridge
      And Alice's Seal of Rage is exhausted
      And Alice's rune pool holds no Power

    @rule:204.4.b.1 @rule:135.2.e.5.b
    Example: Short of Power, Alice exhausts her Prism Spring for a universal Power as her two units move to the battlefield of Bob's Mageseeker Investigator
      Given a test unit "Brawler" costing 0 with 2 Might
      And a test gear "Prism Spring" costing 0 and text ":rb_exhaust:: [Reaction] — [Add] :rb_rune_rainbow:."
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Prism Spring in her base
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      When Alice moves her Footman and her Brawler to the Bridge
      Then Alice's Footman is at the Bridge
      And Alice's Brawler is at the Bridge
      And Alice's Prism Spring is exhausted
      And Alice's rune pool holds no Power

    @rule:204.4.b.1
    Example: Moving one unit costs nothing more, so Alice's Seal of Rage stays ready
      Given Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Seal of Rage in her base
      And Alice has a Footman in her base
      When Alice moves her Footman to the Bridge
      Then Alice's Footman is at the Bridge
      And Alice's Seal of Rage is ready

    @rule:204.4.b.1
    Example: Alice already holding a fury Power pays the applied cost with it, and her Seal of Rage stays ready
      Given a test unit "Brawler" costing 0 with 2 Might
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Seal of Rage in her base
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice moves her Footman and her Brawler to the Bridge
      Then Alice's Footman is at the Bridge
      And Alice's Brawler is at the Bridge
      And Alice's Seal of Rage is ready
      And Alice's rune pool holds 0 fury Power

    @rule:204.4.b.1
    Example: Short of one Power, Alice exhausts one of her two Seals of Rage, and not her Spring, which adds no Power
      Given a test unit "Brawler" costing 0 with 2 Might
      And a test gear "Spring" costing 0 and text ":rb_exhaust:: [Reaction] — [Add] :rb_energy_1:."
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Spring in her base
      And Alice has a Seal of Rage in her base
      And Alice has a Seal of Rage in her base
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      When Alice moves her Footman and her Brawler to the Bridge
      Then Alice's Footman is at the Bridge
      And Alice's Brawler is at the Bridge
      And Alice's Spring is ready
      And Alice's Seal of Rage is exhausted
      And Alice's Seal of Rage 2 is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:204.4.b.1
    Example: A unit exhausted by its own move cannot also exhaust for its Add, so Alice's two units cannot move together
      Given a test unit "Ember Sprite" costing 0 with 1 Might and text ":rb_exhaust:: [Reaction] — [Add] :rb_rune_fury:."
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Footman in her base
      And Alice has an Ember Sprite in her base
      When Alice moves her Footman and her Ember Sprite to the Bridge
      Then the action is refused
      And Alice's Footman is in Alice's base
      And Alice's Ember Sprite is in Alice's base
      And Alice's Ember Sprite is ready

  Rule: 204.4.c Without paying the applied cost, the game action cannot be performed

    @rule:204.4.c
    Example: Without a Power, Alice cannot move two units at once to the battlefield of Bob's Mageseeker Investigator
      Given a test unit "Brawler" costing 0 with 2 Might
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      When Alice moves her Footman and her Brawler to the Bridge
      Then the action is refused citing rule 204.4.c
      And Alice's Footman is in Alice's base
      And Alice's Footman is ready
      When Alice moves her Footman to the Bridge
      Then Alice's Footman is at the Bridge

  Rule: 206 Effects read a card's printed cost, whatever was paid for it

    @rule:206
    Example: Sky Splitter, played for 1 Energy, still costs 8 to a counter that looks for 4 or less
      Given a test unit "Herald" costing 7 with 7 Might
      And a test spell "Snuff" costing 0 and text "[Reaction]\nCounter a spell that costs :rb_energy_4: or less."
      And Alice has a Herald in her base
      And Bob has a Footman at the Bridge
      And Alice has a Sky Splitter in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      And Bob has a Snuff in his hand
      When Alice plays her Sky Splitter
      And Alice chooses Bob's Footman
      Then Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob plays his Snuff
      Then the action is refused
      And Bob's Snuff is in Bob's hand

    @rule:206
    Example: The same counter may take a spell printed at 4
      Given a test spell "Bolt" costing 4 and text "Deal 1 to a unit."
      And a test spell "Snuff" costing 0 and text "[Reaction]\nCounter a spell that costs :rb_energy_4: or less."
      And Bob has a Footman at the Bridge
      And Alice has a Bolt in her hand
      And Alice has 4 Energy in her rune pool
      And Bob has a Snuff in his hand
      When Alice plays her Bolt
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob plays his Snuff
      Then Bob is asked to choose targets among Alice's Bolt

  Rule: 206.1 Effects read an ability's base cost, whatever it was reduced to

    @rule:206.1
    Example: Alice's Relay ability, reduced to 2 Energy, still has Energy cost 5 for her Tally, which draws her a card
      Given a test gear "Relay" costing 0 and text ":rb_energy_5:, :rb_exhaust:: Draw 1. This ability costs :rb_energy_1: less for each rune you control."
      And a test gear "Tally" costing 0 and text "When you use an ability with Energy cost :rb_energy_5: or more, draw 1."
      And Alice has a Relay in her base
      And Alice has a Tally in her base
      And Alice has 3 exhausted runes in her runes
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Relay
      Then Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's hand holds 2 cards
      And the chain is empty

    @rule:206.1
    Example: A Tally that looks for Energy cost 6 or more does not see the Relay's base cost of 5
      Given a test gear "Relay" costing 0 and text ":rb_energy_5:, :rb_exhaust:: Draw 1. This ability costs :rb_energy_1: less for each rune you control."
      And a test gear "Tally" costing 0 and text "When you use an ability with Energy cost :rb_energy_6: or more, draw 1."
      And Alice has a Relay in her base
      And Alice has a Tally in her base
      And Alice has 3 exhausted runes in her runes
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates her Relay
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And the chain is empty
