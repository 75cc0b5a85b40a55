@edition:v1.4
Feature: Quick-Draw (rule 819)

  Background:
    Given it is Alice's main phase
    And a test spell "Plain Word" costing 0 and text "Draw 1."
    And Alice has a Plain Word in her hand
    And Alice has 2 cards in her main deck
    And Bob has a Stalwart Poro in his base
    And Bob has 1 Energy in his rune pool

  @rule:819 @waived:heading
  Rule: 819 Quick-Draw

  Rule: 819.1 Quick-Draw lets an Equipment be played at Reaction speed and attaches it as it is played

    @rule:819.1 @rule:819.1.b @rule:819.1.c @rule:819.1.d
    Example: Bob plays Cloth Armor in answer to Alice's spell; it enters his base and attaches to his Stalwart Poro
      Given Bob has a Cloth Armor in his hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Cloth Armor
      Then Bob's Cloth Armor is in Bob's base
      And Bob is asked to choose targets among Bob's Stalwart Poro
      When Bob chooses Bob's Stalwart Poro
      Then the chain holds Alice's Plain Word, then Bob's Cloth Armor
      When Bob passes
      And Alice passes
      Then Bob's Cloth Armor was attached to Bob's Stalwart Poro
      And the chain holds Alice's Plain Word

    @rule:819.1.d
    Example: Cloth Armor played on Bob's own turn attaches as it is played, by a trigger that cites 819.1.d
      Given it is Bob's main phase
      And Bob has a Cloth Armor in his hand
      When Bob plays his Cloth Armor
      Then Bob's Cloth Armor is in Bob's base
      And the triggered event for Bob's Cloth Armor cites rule 819.1.d
      When Bob chooses Bob's Stalwart Poro
      And Bob passes
      And Alice passes
      Then Bob's Cloth Armor was attached to Bob's Stalwart Poro
      And the chain is empty

    @rule:819.1.d
    Example: An Equipment that has Quick-Draw from Alice's "Your Equipment everywhere have [Quick-Draw]" attaches as she plays it
      Given a test unit "Armsmaster" costing 0 with 2 Might and text "Your Equipment everywhere have [Quick-Draw]."
      And a test gear "Bare Charm" costing 0
      And the test card "Bare Charm" has the tag Equipment
      And Alice has an Armsmaster in her base
      And Alice has a Stalwart Poro in her base
      And Alice has a Bare Charm in her hand
      When Alice plays her Bare Charm
      Then Alice's Bare Charm is in Alice's base
      And the triggered event for Alice's Bare Charm cites rule 819.1.d
      When Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Bare Charm was attached to Alice's Stalwart Poro
      And the chain is empty

    @rule:819.1.b @rule:819.1.c
    Example: An Equipment without Quick-Draw cannot be played in answer to Alice's spell, whatever other passives Bob's units have
      Given Bob has a Doran's Shield in his hand
      And Bob has a Rumble, Scrapper in his base
      And Bob has a Gemcraft Seer in his base
      And Bob has a Dune Surfer in his base
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Doran's Shield
      Then the action is refused

    @rule:819.1.b @rule:819.1.c @rule:819.1.d
    Example: Bob's Armorer gives his Equipment Quick-Draw: his Doran's Shield is played in answer to Alice's spell and attaches to his Stalwart Poro
      Given a test unit "Armorer" costing 0 with 1 Might and text "Your Equipment everywhere have [Quick-Draw]."
      And Bob has an Armorer in his base
      And Bob has a Doran's Shield in his hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Doran's Shield
      Then Bob's Doran's Shield is in Bob's base
      When Bob chooses Bob's Stalwart Poro
      And Bob passes
      And Alice passes
      Then Bob's Doran's Shield was attached to Bob's Stalwart Poro
      And the chain holds Alice's Plain Word

  Rule: 819.1.a Quick-Draw belongs to gear: a unit printed with it is played and attaches nothing

    @rule:819.1.a
    Example: A unit printed with Quick-Draw enters Alice's base without attaching to anything
      Given a test unit "Page" costing 0 with 1 Might and text "[Quick-Draw]"
      And Alice has a Stalwart Poro in her base
      And Alice has a Page in her hand
      When Alice plays her Page
      Then Alice's Page is in Alice's base
      And the chain is empty
      And no attached event happened for Alice's Page

  Rule: 819.2 A second Quick-Draw adds nothing: the gear attaches once

    @rule:819.2
    Example: A gear printed with Quick-Draw twice triggers once
      Given a test gear "Bracer" costing 0 and text "[Quick-Draw]\n[Quick-Draw]"
      And Alice has a Stalwart Poro in her base
      And Alice has a Bracer in her hand
      When Alice plays her Bracer
      Then the chain holds Alice's Bracer
      When Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Bracer was attached to Alice's Stalwart Poro
      And the chain is empty

    @rule:819.1.d
    Example: A gear printed with Vision and Quick-Draw both predicts and attaches as Alice plays it
      Given a test gear "Lens" costing 0 and text "[Vision]\n[Quick-Draw]"
      And the test card "Lens" has the tag Equipment
      And Alice has a Stalwart Poro in her base
      And Alice has a Lens in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Lens
      Then the chain holds Alice's Lens, then Alice's Lens
      When Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Lens was attached to Alice's Stalwart Poro
      And the chain holds Alice's Lens
      When Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 1
      When Alice chooses her card 1
      Then the chain is empty

    @rule:819.1.d
    Example: A gear printed with Vision only, given Quick-Draw by Alice's Armsmaster, both predicts and attaches as she plays it
      Given a test unit "Armsmaster" costing 0 with 2 Might and text "Your Equipment everywhere have [Quick-Draw]."
      And a test gear "Lens" costing 0 and text "[Vision]"
      And the test card "Lens" has the tag Equipment
      And Alice has an Armsmaster in her base
      And Alice has a Stalwart Poro in her base
      And Alice has a Lens in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Lens
      Then the chain holds Alice's Lens, then Alice's Lens
      When Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Lens was attached to Alice's Stalwart Poro
      And the chain holds Alice's Lens
      When Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 1
      When Alice chooses her card 1
      Then the chain is empty

    @rule:819.2 @rule:819.1.d
    Example: A gear printed with Quick-Draw that Alice's Armsmaster also gives Quick-Draw attaches by one trigger only
      Given a test unit "Armsmaster" costing 0 with 2 Might and text "Your Equipment everywhere have [Quick-Draw]."
      And a test gear "Bracer" costing 0 and text "[Quick-Draw]"
      And the test card "Bracer" has the tag Equipment
      And Alice has an Armsmaster in her base
      And Alice has a Stalwart Poro in her base
      And Alice has a Bracer in her hand
      When Alice plays her Bracer
      Then the chain holds Alice's Bracer
      When Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Bracer was attached to Alice's Stalwart Poro
      And the chain is empty

  Rule: 819.3 Whether a gear has Quick-Draw can be checked by other effects

    @rule:819.3
    Example: A spell that kills a gear with Quick-Draw may choose Bob's Cloth Armor but not his Doran's Shield
      Given a test spell "Pick" costing 0 and text "Kill a gear with [Quick-Draw]."
      And Alice has a Pick in her hand
      And Bob has a Cloth Armor in his base
      And Bob has a Doran's Shield in his base
      When Alice plays her Pick
      And Alice chooses Bob's Doran's Shield
      Then the action is refused
      When Alice chooses Bob's Cloth Armor
      And Alice passes
      And Bob passes
      Then Bob's Cloth Armor is in Bob's trash
