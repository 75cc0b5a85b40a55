@edition:v1.4
Feature: Legends and objects of several types (rules 173–178)

  Background:
    Given it is Alice's main phase
    And a test legend "Oracle" with text ":rb_exhaust:: Draw 1."

  @rule:173 @rule:177 @waived:heading
  Rule: 173 Legends, and objects of several types

  Rule: 174.8 A Legend may have activated abilities

    @rule:174.8 @rule:107.4.c
    Example: Alice exhausts her legend to use its ability and draws a card
      Given Alice has an Oracle as her legend
      And Alice has 2 cards in her main deck
      When Alice activates her Oracle
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's Oracle is exhausted

    @rule:174.8
    Example: An exhausted legend cannot pay its exhaust cost, so its ability cannot be used
      Given Alice has an exhausted Oracle as her legend
      And Alice has 2 cards in her main deck
      When Alice activates her Oracle
      Then the action is refused
      And Alice's hand holds 0 cards
      And the chain is empty

  Rule: 174.5 A Legend can be chosen by effects

    @rule:174 @rule:174.5
    Example: Alice's spell readies her exhausted Legend
      Given a test spell "Rouse" costing 0 and text "Ready a legend."
      And Alice has an exhausted Oracle as her legend
      And Alice has a Rouse in her hand
      When Alice plays her Rouse
      And Alice chooses Alice's Oracle
      And Alice passes
      And Bob passes
      Then Alice's Oracle is ready

  Rule: 174.6 A Legend's passive abilities work from the Legend Zone

    @rule:174.6
    Example: Alice's Legend makes her spell cheaper, so she plays it with an empty pool
      Given a test legend "Patron" with text "Your spells cost :rb_energy_1: less."
      And a test spell "Study" costing 1 and text "Draw 1."
      And Alice has a Patron as her legend
      And Alice has a Study in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Study
      Then the action is accepted
      And Alice's Study is on the chain

  Rule: 174.7 A Legend's triggered abilities trigger from the Legend Zone

    @rule:174.7
    Example: Alice's Legend draws her a card when she plays a spell
      Given a test legend "Muse" with text "When you play a spell, draw 1."
      And a test spell "Chant" costing 0 and text "Draw 1."
      And Alice has a Muse as her legend
      And Alice has a Chant in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Chant
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Muse
      And Alice's card 2 is in Alice's main deck
      When Alice passes
      And Bob passes
      Then Alice's card 2 is in Alice's hand

    @rule:174.7
    Example: From her Legend Zone, Alice's Herald sees the units she plays, and her second card of the turn
      Given a test legend "Herald" with text "When you play a unit, draw 1.\nWhen you play your second card in a turn, draw 1."
      And a test unit "Squire" costing 0 with 2 Might
      And Alice has a Herald as her legend
      And Alice has a Squire in her hand
      And Alice has a Squire in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Squire
      Then the chain holds Alice's Herald
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Squire 2
      Then the chain holds Alice's Herald, then Alice's Herald
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 3 times
      And the chain is empty

  Rule: 175 Legends are not permanents

    @rule:175 @rule:174.3 @rule:107.4.b @rule:107.4.d
    Example: "Kill a permanent" may not choose Bob's Legend
      Given a test unit "Footman" costing 0 with 3 Might
      And a test spell "Ruin" costing 0 and text "Kill a permanent."
      And Bob has an Oracle as his legend
      And Bob has a Footman in his base
      And Alice has a Ruin in her hand
      When Alice plays her Ruin
      Then Alice is asked to choose targets among Bob's Footman

  Rule: 174.4 A Legend can't be moved

    @rule:174.4 @rule:107.4.d
    Example: Alice may not make a standard move with her Legend
      Given a battlefield called the Bridge
      And Alice has an Oracle as her legend
      When Alice moves her Oracle to the Bridge
      Then the action is refused
      And Alice's Oracle is ready

  Rule: 107.4.d The Champion Legend stays in the Legend Zone

    @rule:107.4.d
    Example: Alice's Exile chooses Bob's Oracle, his Champion Legend, but cannot banish it: it stays his legend, and her "If you do" draws nothing
      Given a test spell "Exile" costing 0 and text "Banish a legend. If you do, draw 1."
      And Bob has an Oracle as his legend
      And Alice has an Exile in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Exile
      And Alice chooses Bob's Oracle
      And Alice passes
      And Bob passes
      Then Bob's Oracle is in Bob's legend zone
      And Alice drew 0 times

    @rule:107.4.d
    Example: Alice's Recall Note cannot return her own Oracle, her Champion Legend, to her hand
      Given a test spell "Recall Note" costing 0 and text "Return a legend to its owner's hand."
      And Alice has an Oracle as her legend
      And Alice has a Recall Note in her hand
      When Alice plays her Recall Note
      And Alice chooses Alice's Oracle
      And Alice passes
      And Bob passes
      Then Alice's Oracle is in Alice's legend zone
      And Alice's hand holds 0 cards

    @rule:107.4.d
    Example: Alice's Homecoming fails to send her Champion Legend to her hand, so its "If you do" draws her nothing
      Given a test spell "Homecoming" costing 0 and text "Return a legend to its owner's hand. If you do, draw 1."
      And Alice has an Oracle as her legend
      And Alice has a Homecoming in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Homecoming
      And Alice chooses Alice's Oracle
      And Alice passes
      And Bob passes
      Then Alice's Oracle is in Alice's legend zone
      And Alice drew 0 times
      And Alice's hand holds 0 cards

  Rule: 107.4.d.1 An effect may add a legend to the Legend Zone, and it is no Champion Legend

    @rule:107.4.d.1
    Example: Alice's Heirloom adds a Relic legend token to her Legend Zone, where her Oracle stays her Champion Legend
      Given a test spell "Heirloom" costing 0 and text "Play a Relic legend token."
      And Alice has an Oracle as her legend
      And Alice has a Heirloom in her hand
      When Alice plays her Heirloom
      And Alice passes
      And Bob passes
      Then Alice's legend zone holds a Relic token controlled by Alice
      And Alice's Oracle is in Alice's legend zone
      And Alice's base holds no Relic token

  Rule: 107.4.d.2 A legend that is no Champion Legend may be removed from the Legend Zone

    @rule:107.4.d.2 @rule:107.4.d
    Example: Alice's Topple removes her Relic legend token, while her Oracle, her Champion Legend, cannot be removed
      Given a test spell "Heirloom" costing 0 and text "Play a Relic legend token."
      And a test spell "Topple" costing 0 and text "Kill all legends."
      And Alice has an Oracle as her legend
      And Alice has a Heirloom in her hand
      And Alice has a Topple in her hand
      When Alice plays her Heirloom
      And Alice passes
      And Bob passes
      And Alice plays her Topple
      And Alice passes
      And Bob passes
      Then Alice's legend zone holds no Relic token
      And Alice's Oracle is in Alice's legend zone
      And the killed event for Alice's Relic cites rule 428
      And the killed event for Alice's Relic went from legend to banishment

    @rule:107.4.d.2
    Example: Of Alice's two Relic legend tokens, her Snuff removes the one she chooses; the other stays in her Legend Zone
      Given a test spell "Heirloom" costing 0 and text "Play a Relic legend token."
      And a test spell "Snuff" costing 0 and text "Kill a legend."
      And Alice has an Oracle as her legend
      And Alice has a Heirloom in her hand
      And Alice has a Heirloom in her hand
      And Alice has a Snuff in her hand
      When Alice plays her Heirloom
      And Alice passes
      And Bob passes
      And Alice plays her Heirloom 2
      And Alice passes
      And Bob passes
      And Alice plays her Snuff
      And Alice chooses Alice's Relic
      And Alice passes
      And Bob passes
      Then Alice's Relic 2 is in Alice's legend zone
      And Alice's legend zone holds a Relic token controlled by Alice

    @rule:107.4.d.2
    Example: Removing her Relic legend token is a kill done: Alice's "Kill all legends. If you do, draw 1." draws her a card
      Given a test spell "Heirloom" costing 0 and text "Play a Relic legend token."
      And a test spell "Last Rites" costing 0 and text "Kill all legends. If you do, draw 1."
      And Alice has a Heirloom in her hand
      And Alice has a Last Rites in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Heirloom
      And Alice passes
      And Bob passes
      And Alice plays her Last Rites
      And Alice passes
      And Bob passes
      Then Alice's legend zone holds no Relic token
      And Alice drew 1 time

    @rule:107.4.d.2 @rule:107.4.d
    Example: Alice's Champion Legend is not removed, so "Kill all legends. If you do, draw 1." draws her nothing
      Given a test spell "Last Rites" costing 0 and text "Kill all legends. If you do, draw 1."
      And Alice has an Oracle as her legend
      And Alice has a Last Rites in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Last Rites
      And Alice passes
      And Bob passes
      Then Alice's Oracle is in Alice's legend zone
      And Alice drew 0 times

  Rule: 174.2.a A Legend is not played

    @rule:174.2.a
    Example: Alice may not play her Legend
      Given Alice has an Oracle as her legend
      When Alice plays her Oracle
      Then the action is refused
      And the chain is empty

  Rule: 178 An object may have several types, and effects on any of them affect it (178.3)

    @rule:178 @rule:178.3 @rule:178.1
    Example: "Kill all gear" kills Alice's Golem, a unit that is also a gear, and spares her plain unit
      Given a test unit "Golem" costing 2 with 3 Might
      And the test card "Golem" is also a gear
      And a test unit "Footman" costing 2 with 2 Might
      And a test spell "Scrap" costing 0 and text "Kill all gear."
      And Alice has a Golem in her base
      And Alice has a Footman in her base
      And Alice has a Scrap in her hand
      When Alice plays her Scrap
      And Alice passes
      And Bob passes
      Then Alice's Golem is in Alice's trash
      And Alice's Footman is in Alice's base

    @rule:178.3
    Example: "Kill a gear" may choose Bob's Golem, a unit that is also a gear, but not his plain unit
      Given a test unit "Golem" costing 2 with 3 Might
      And the test card "Golem" is also a gear
      And a test unit "Footman" costing 2 with 2 Might
      And a test spell "Wreck" costing 0 and text "Kill a gear."
      And Bob has a Golem in his base
      And Bob has a Footman in his base
      And Alice has a Wreck in her hand
      When Alice plays her Wreck
      Then Alice is asked to choose targets among Bob's Golem

  Rule: 178.1.a.1 A unit that is also a gear has Might, takes damage, enters exhausted and may be played where units may

    @rule:178.1.a.1 @rule:178.1.a @rule:178.1
    Example: Alice's Golem, a gear that is also a unit, enters exhausted with 3 Might; her plain gear enters ready
      Given a test gear "Golem" costing 0 with 3 Might
      And the test card "Golem" is also a unit
      And a test gear "Lantern" costing 0
      And Alice has a Golem in her hand
      And Alice has a Lantern in her hand
      When Alice plays her Golem
      And Alice plays her Lantern
      Then Alice's Golem is in Alice's base
      And Alice's Golem is exhausted
      And Alice's Golem's Might is 3
      And Alice's Lantern is ready

    @rule:178.1.a.1 @rule:178.1
    Example: Bob's Golem, a gear that is also a unit, dies to 3 damage dealt to a unit
      Given a test gear "Golem" costing 0 with 3 Might
      And the test card "Golem" is also a unit
      And a test spell "Zap" costing 0 and text "Deal 3 to a unit."
      And Bob has a Golem in his base
      And Alice has a Zap in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Golem
      And Alice passes
      And Bob passes
      Then Bob's Golem is in Bob's trash

    @rule:178.1.a.1
    Example: Alice may play her Golem, a gear that is also a unit, to the battlefield she controls
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And a test gear "Golem" costing 0 with 3 Might
      And the test card "Golem" is also a unit
      And Alice has a Golem in her hand
      When Alice plays her Golem
      And Alice chooses the Bridge
      Then Alice's Golem is at the Bridge

    @rule:178.1.a.1
    Example: Alice's Shell, a unit printed with no Might, still has Might: 0, so the 1 damage of a Zap kills it
      Given a test unit "Shell" costing 0
      And a test spell "Zap" costing 0 and text "Deal 1 to a unit."
      And Alice has a Shell in her base
      And Alice has a Zap in her hand
      Then Alice's Shell's Might is 0
      When Alice plays her Zap
      And Alice chooses her Shell
      And Alice passes
      And Bob passes
      Then Alice's Shell is in Alice's trash

    @rule:178.1.a.1
    Example: Alice's Husk, a gear printed with no Might that is also a unit, has Might 0, and a +2 Might spell gives it 2
      Given a test gear "Husk" costing 0
      And the test card "Husk" is also a unit
      And a test spell "Lift" costing 0 and text "Give a unit +2 :rb_might: this turn."
      And Alice has a Husk in her base
      And Alice has a Lift in her hand
      Then Alice's Husk's Might is 0
      When Alice plays her Lift
      And Alice chooses her Husk
      And Alice passes
      And Bob passes
      Then Alice's Husk's Might is 2

  Rule: 178.1.a.1.a A unit that is also a gear is not recalled from a battlefield in a cleanup, as a gear would be

    @rule:178.1.a.1.a
    Example: After a cleanup Alice's Golem, a gear that is also a unit, stays at the Bridge; her plain gear there goes home
      Given a battlefield called the Bridge
      And the Bridge is controlled by Alice
      And a test gear "Golem" costing 0 with 3 Might
      And the test card "Golem" is also a unit
      And a test gear "Lantern" costing 0
      And Alice has a Golem in her base
      And Alice has a Lantern at the Bridge
      When Alice moves her Golem to the Bridge
      Then Alice's Golem is at the Bridge
      And Alice's Lantern is in Alice's base

  Rule: 178.1.a.2 A rune of another type too is recycled to the rune deck

    @rule:178.1.a.2
    Example: Alice recycles her Runeling, a unit that is also a rune, into her rune deck
      Given a test unit "Runeling" costing 1 with 1 Might
      And the test card "Runeling" is also a rune
      And a test spell "Reuse" costing 0 and text "Recycle a card from your trash."
      And Alice has a Runeling in her trash
      And Alice has a Reuse in her hand
      When Alice plays her Reuse
      And Alice chooses Alice's Runeling
      And Alice passes
      And Bob passes
      Then Alice's Runeling is in Alice's rune deck

    @rule:178.1.a.2
    Example: Alice recycles her plain unit into her main deck
      Given a test unit "Footman" costing 1 with 1 Might
      And a test spell "Reuse" costing 0 and text "Recycle a card from your trash."
      And Alice has a Footman in her trash
      And Alice has a Reuse in her hand
      When Alice plays her Reuse
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's main deck

  Rule: 178.2 An object of several types may do what each of its types may; a unit may move (178.2.a), to a battlefield (178.2.a.1)

    @rule:178.2 @rule:178.2.a @rule:178.2.a.1
    Example: Alice's Golem, a gear that is also a unit, moves to the Bridge; her plain gear may not
      Given a battlefield called the Bridge
      And a test gear "Golem" costing 0 with 3 Might
      And the test card "Golem" is also a unit
      And a test gear "Lantern" costing 0
      And Alice has a Golem in her base
      And Alice has a Lantern in her base
      When Alice moves her Golem to the Bridge
      Then Alice's Golem is at the Bridge
      When Alice moves her Lantern to the Bridge
      Then the action is refused
      And Alice's Lantern is in Alice's base

  Rule: 107.4.b The Legend Zone is not a location

    @rule:107.4.b @rule:364
    Example: Alice's and Bob's legends give Might to their units "here", but a legend is at no location: their units in their bases get nothing
      Given a test legend "Banner" with text "Friendly units here have +1 :rb_might:."
      And a test legend "Pennant" with text "Friendly units have +1 :rb_might: here."
      And a test unit "Footman" costing 2 with 2 Might
      And Alice has a Banner as her legend
      And Bob has a Pennant as his legend
      And Alice has a Footman in her base
      And Bob has a Footman in his base
      Then Alice's Footman's Might is 2
      And Bob's Footman's Might is 2

    @rule:107.4.b @rule:364
    Example: Alice's legend that names no place gives her unit in her base +1 Might; Bob's legend raising his units' Might "here" raises none
      Given a test legend "Standard" with text "Friendly units have +1 :rb_might:."
      And a test legend "Beacon" with text "Friendly units here have their Might increased to 5 :rb_might:."
      And a test unit "Footman" costing 2 with 2 Might
      And Alice has a Standard as her legend
      And Bob has a Beacon as his legend
      And Alice has a Footman in her base
      And Bob has a Footman in his base
      Then Alice's Footman's Might is 3
      And Bob's Footman's Might is 2
