@edition:v1.4
Feature: Empowered (rule 828)

  Punching Poro has +1 Might only while it is Empowered; it empowers itself by discarding a card.

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And Alice has a Punching Poro in her base
    And Alice has a Stalwart Poro in her hand

  @rule:828 @waived:heading
  Rule: 828 Empowered

  Rule: 828.1 Empowered is a dependent keyword: the text after it works only while its card is Empowered

    @rule:828.1 @rule:828.1.a @rule:828.1.b @rule:828.1.b.1 @rule:828.1.b.2 @rule:828.1.c
    Example: Punching Poro not Empowered has its printed 2 Might
      Then Alice's Punching Poro's Might is 2

    @rule:828.1 @rule:828.1.a @rule:828.1.b @rule:828.1.b.1 @rule:828.1.b.2 @rule:828.1.c @rule:827.1.c.2
    Example: Once Alice discards a card to empower it, Punching Poro has 3 Might
      When Alice activates her Punching Poro
      Then Alice's Stalwart Poro is in Alice's trash
      When Alice passes
      And Bob passes
      Then Alice's Punching Poro's Might is 3

    @rule:828.1.c
    Example: A Covert Informant that is not Empowered moves without drawing
      Given Alice has a Covert Informant at the Bridge
      And Alice has 2 cards in her main deck
      When Alice moves her Covert Informant to her base
      Then the chain is empty
      And Alice drew 0 times

    @rule:828.1.c @rule:828.1.b.1
    Example: Shadow Fiend not Empowered attacks with its printed 2 Might: its Assault 3 waits for Empowered
      Given Alice has a Shadow Fiend in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shadow Fiend to the Bridge
      Then Alice's Shadow Fiend is an attacker
      And Alice's Shadow Fiend's Might is 2

    @rule:828.1.c @rule:828.1.b.1
    Example: Once Alice empowers her Shadow Fiend, it attacks with Assault 3: 5 Might
      Given Alice has a Shadow Fiend in her base
      And Bob has a Recruit (NX) at the Bridge
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice activates her Shadow Fiend
      And Alice passes
      And Bob passes
      Then Alice's Shadow Fiend's Might is 2
      When Alice moves her Shadow Fiend to the Bridge
      Then Alice's Shadow Fiend is an attacker
      And Alice's Shadow Fiend's Might is 5

    @rule:828.1.c
    Example: Defender of Tomorrow's Empowered ability cannot be used before it is Empowered, and readies two gear after
      Given Alice has a Defender of Tomorrow as her legend
      And Alice has an exhausted Forgefire Cape in her base
      And Alice has an exhausted Doran's Shield in her base
      And Alice has 3 Energy and 2 calm Power in her rune pool
      When Alice activates ability 3 of her Defender of Tomorrow
      Then the action is refused citing rule 828.1.c
      When Alice activates her Defender of Tomorrow
      And Alice passes
      And Bob passes
      And Alice activates ability 3 of her Defender of Tomorrow
      And Alice chooses her Forgefire Cape and her Doran's Shield
      And Alice passes
      And Bob passes
      Then Alice's Forgefire Cape is ready
      And Alice's Doran's Shield is ready

    @rule:828.1.c
    Example: Alice's Applied Researchers not Empowered discount nothing: her 2-Energy Spark cannot be paid with 1
      Given a test spell "Spark" costing 2 and text "Draw 1."
      And Alice has an Applied Researchers in her base
      And Alice has a Spark in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Spark
      Then the action is refused

    @rule:828.1.c
    Example: Once Empowered, Alice's Applied Researchers make her 2-Energy Spark cost 1
      Given a test spell "Spark" costing 2 and text "Draw 1."
      And Alice has an Applied Researchers in her base
      And Alice has a Spark in her hand
      And Alice has 2 cards in her main deck
      And Alice has 4 Energy in her rune pool
      When Alice activates her Applied Researchers
      Then Alice's rune pool holds 1 Energy
      When Alice passes
      And Bob passes
      And Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's rune pool holds 0 Energy

  Rule: 828.1.d A "When I become Empowered" ability triggers as its source becomes Empowered

    @rule:828.1.d @rule:827.2.a
    Example: Eager Pupil draws a card as its own Empower ability empowers it
      Given a test unit "Eager Pupil" costing 0 with 1 Might and text "[Empower] :rb_energy_1:\nWhen I become [Empowered], draw 1."
      And Alice has an Eager Pupil in her base
      And Alice has 2 cards in her main deck
      And Alice has 1 Energy in her rune pool
      When Alice activates her Eager Pupil
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Eager Pupil
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 828.2 Whether a card has an Empowered ability can be checked by other effects

    @rule:828.2
    Example: A spell that kills a unit with Empowered may choose Bob's Shadow Fiend, not yet Empowered, but not his Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Empowered]."
      And Alice has a Pick in her hand
      And Bob has a Shadow Fiend in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Shadow Fiend
      And Alice passes
      And Bob passes
      Then Bob's Shadow Fiend is in Bob's trash
