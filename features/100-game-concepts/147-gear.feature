@edition:v1.4
Feature: Gear (rules 147–152)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test unit "Footman" costing 0 with 3 Might
    And a test gear "Lantern" costing 0
    And a test gear "Lamp" costing 0 and text ":rb_exhaust:: Draw 1."
    And a test spell "Smash" costing 0 and text "Kill a gear."

  @rule:147 @rule:148 @rule:148.1 @rule:148.1.a @rule:148.1.b @rule:148.2 @rule:149 @waived:heading
  Rule: 147 Gear: what it is on the board, in the trash, and as a card type

  Rule: 148.1.a.1 Gear is played to its controller's base

    @rule:148.1.a.1 @rule:149.2 @rule:152 @rule:152.1 @rule:152.2
    Example: Though Alice controls a battlefield, her gear enters her base without a choice of place
      Given the Bridge is controlled by Alice
      And Alice has a Footman at the Bridge
      And Alice has a Lantern in her hand
      When Alice plays her Lantern
      Then no decision is pending
      And Alice's Lantern is in Alice's base

  @rule:148.1.a.2 @waived:unobservable
  Rule: 148.1.a.2 Gear on the board is public: the protocol shows every zone to every player, so nothing private can be told apart yet

  Rule: 148.1.a.3 Effects that name gear choose among gear on the board

    @rule:148.1.a.3 @rule:148.1.b.1 @rule:148.1.b.2
    Example: "Kill a gear" may choose neither a unit nor a gear in the trash
      Given Bob has a Lantern in his base
      And Bob has a Lantern in his trash
      And Bob has a Footman in his base
      And Alice has a Smash in her hand
      When Alice plays her Smash
      Then Alice is asked to choose targets among Bob's Lantern

  Rule: 148.1.a.4 Gear on the board can be killed

    @rule:148.1.a.4
    Example: Alice's spell kills Bob's gear
      Given Bob has a Lantern in his base
      And Alice has a Smash in her hand
      When Alice plays her Smash
      And Alice chooses Bob's Lantern
      And Alice passes
      And Bob passes
      Then Bob's Lantern is in Bob's trash

  Rule: 148.1.b.3 Effects that name gear in the trash reach it there

    @rule:148.1.b.3 @rule:148.2.a @rule:148.2.b
    Example: "Return a gear from your trash" offers the gear and not the unit beside it
      Given a test spell "Salvage" costing 0 and text "Return a gear from your trash to your hand."
      And Alice has a Salvage in her hand
      And Alice has a Lantern in her trash
      And Alice has a Footman in her trash
      When Alice plays her Salvage
      Then Alice is asked to choose targets among Alice's Lantern
      When Alice chooses Alice's Lantern
      And Alice passes
      And Bob passes
      Then Alice's Lantern is in Alice's hand
      And Alice's Footman is in Alice's trash

  Rule: 149.1 Gear enters ready

    @rule:149.1
    Example: Alice's gear is ready as it arrives, and can be used at once
      Given Alice has a Lamp in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Lamp
      Then Alice's Lamp is ready
      When Alice activates her Lamp
      Then the action is accepted

  Rule: 149.3 Gear left at a battlefield unattached goes back to base in a cleanup

    @rule:149.3 @rule:152.2
    Example: Alice's gear at a battlefield is recalled to her base in the next cleanup
      Given a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Lantern at the Bridge
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice's Lantern is in Alice's base

    @rule:149.3 @rule:358.5
    Example: Alice's Scrap, refused as returning her Lantern for its cost would leave it no target, leaves the Lantern at the Bridge: her next spell's cleanup recalls it
      Given a test spell "Scrap" costing 0 and text "As an additional cost to play me, return a friendly gear to its owner's hand.\nKill a gear."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Lantern at the Bridge
      And Alice has a Scrap in her hand
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Scrap
      Then the action is refused citing rule 358.1
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice's Lantern is in Alice's base
      And Alice's Scrap is in Alice's hand

  Rule: 152.1 Where a gear sits, in a base or at a battlefield, is where it is located

    @rule:152 @rule:152.1
    Example: Gear attached to a unit goes with it to the Bridge, and there "kill a gear" finds it
      Given a test unit "Porter" costing 0 with 2 Might
      And a test gear "Tether" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And the Bridge is controlled by Alice
      And Alice has a Footman at the Bridge
      And Alice has a Porter in her base
      And Alice has a Tether in her base
      And Alice has 1 Energy in her rune pool
      And Alice has a Smash in her hand
      When Alice activates her Tether
      And Alice chooses her Porter
      And Alice passes
      And Bob passes
      And Alice moves her Porter to the Bridge
      Then Alice's Tether is at the Bridge
      When Alice plays her Smash
      Then Alice is asked to choose targets among Alice's Tether

  Rule: 151 Gear may have activated abilities

    @rule:151 @rule:151.1 @rule:151.2 @rule:151.2.a @rule:151.2.a.1
    Example: Alice exhausts her gear for its ability, which waits on the chain, then draws
      Given Alice has a Lamp in her base
      And Alice has 1 card in her main deck
      When Alice activates her Lamp
      Then the chain holds Alice's Lamp
      And Alice's Lamp is exhausted
      When Alice passes
      And Bob passes
      Then Alice's card 1 is in Alice's hand
      And Alice's Lamp is in Alice's base

    @rule:151.2.a
    Example: As with a played card, the target of a gear's ability is chosen as it is activated and dealt with on resolution
      Given a test gear "Sling" costing 0 and text ":rb_exhaust:: Deal 1 to a unit."
      And Alice has a Sling in her base
      And Bob has a Footman in his base
      When Alice activates her Sling
      Then Alice is asked to choose targets among Bob's Footman
      When Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman has 1 damage

    @rule:151.1
    Example: Every symbol before the colon is the cost: Alice pays the Energy and exhausts her gear
      Given a test gear "Censer" costing 0 and text ":rb_energy_1::rb_exhaust:: Draw 1."
      And Alice has a Censer in her base
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice activates her Censer
      Then Alice's Censer is exhausted
      And Alice's rune pool holds 0 Energy

    @rule:151.2
    Example: In a showdown Alice may not use her gear's ability
      Given Alice has a Footman in her base
      And Alice has a Lamp in her base
      And Alice has 1 card in her main deck
      When Alice moves her Footman to the Bridge
      Then a non-combat showdown is under way at the Bridge
      When Alice activates her Lamp
      Then the action is refused
      And Alice's Lamp is ready

  Rule: 150 Gear with the Equipment tag is Equipment, and effects can tell it apart (150.1, 150.5)

    @rule:150 @rule:150.1 @rule:150.5
    Example: "Kill an Equipment" may choose Bob's Serrated Dirk but not his Lantern, a gear without the tag
      Given a test spell "Disarm" costing 0 and text "Kill an Equipment."
      And Bob has a Serrated Dirk in his base
      And Bob has a Lantern in his base
      And Alice has a Disarm in her hand
      When Alice plays her Disarm
      Then Alice is asked to choose targets among Bob's Serrated Dirk

    @rule:150 @rule:150.1 @rule:150.5
    Example: With only a Lantern on the board, Alice's "Kill an Equipment" has nothing to choose
      Given a test spell "Disarm" costing 0 and text "Kill an Equipment."
      And Bob has a Lantern in his base
      And Alice has a Disarm in her hand
      When Alice plays her Disarm
      Then the action is refused
      And Alice's Disarm is in Alice's hand

  Rule: 150.2 Equipment has an Effect Text and a Might Bonus, both for the unit it is attached to

    @rule:150.2
    Example: Alice's Footman wearing the Warhammer has 2 Might more and the Warhammer's draw ability
      Given a test gear "Warhammer" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Warhammer" has the tag Equipment
      And the test card "Warhammer" has effect text ":rb_exhaust:: Draw 1."
      And the test card "Warhammer" has a Might bonus of +2
      And Alice has a Footman in her base
      And Alice has a Warhammer in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Footman
      Then the action is refused
      When Alice activates her Warhammer
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman's Might is 5
      When Alice activates her Footman
      And Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Alice's Footman is exhausted

  Rule: 150.3 Equipment may have Equip

    @rule:150.3
    Example: Alice pays Serrated Dirk's Equip cost and it is attached to her Footman
      Given Alice has a Footman in her base
      And Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice activates her Serrated Dirk
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Footman

  Rule: 150.4 Equipment is still gear

    @rule:150.4
    Example: "Kill a gear" may choose Bob's Serrated Dirk, and kills it
      Given Bob has a Serrated Dirk in his base
      And Alice has a Smash in her hand
      When Alice plays her Smash
      Then Alice is asked to choose targets among Bob's Serrated Dirk
      When Alice chooses Bob's Serrated Dirk
      And Alice passes
      And Bob passes
      Then Bob's Serrated Dirk is in Bob's trash
