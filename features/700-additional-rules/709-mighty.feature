@edition:v1.4
Feature: Mighty (rules 706–711)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test unit "Proud Duelist" costing 3 with 5 Might and text "When a unit you control becomes [Mighty], give it +1 :rb_might: this turn."
    And a test spell "Hobble" costing 0 and text "[Reaction]\nGive a unit -2 :rb_might: this combat."

  @rule:706 @waived:heading
  Rule: 706 Mighty

  Rule: 707 Effects can ask whether a unit is Mighty

    @rule:707
    Example: An effect that kills a Mighty unit cannot choose Bob's 4 Might Sergeant
      Given a test spell "Topple" costing 0 and text "Kill a [Mighty] unit."
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Topple in her hand
      When Alice plays her Topple
      And Alice chooses Bob's Vanguard Sergeant
      Then the action is refused
      When Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech is in Bob's trash
      And Bob's Vanguard Sergeant is at the Bridge

    @rule:707
    Example: "If a friendly unit is Mighty" asks only whether one is: Alice's Mega-Mech is, so she draws, and she picks no unit
      Given a test spell "Muster" costing 0 and text "If a friendly unit is [Mighty], draw 1."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Mega-Mech in her base
      And Alice has a Muster in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Muster
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice drew 1 time

    @rule:707
    Example: Alice's Braggart asks "if I'm Mighty" of itself as its ability resolves: with 5 Might it draws her a card, with 4 it does not
      Given a test unit "Braggart" costing 0 with 5 Might and text ":rb_exhaust:: If I'm [Mighty], draw 1."
      And a test unit "Boaster" costing 0 with 4 Might and text ":rb_exhaust:: If I'm [Mighty], draw 1."
      And Alice has a Braggart in her base
      And Alice has a Boaster in her base
      And Alice has 3 cards in her main deck
      When Alice activates her Braggart
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice activates her Boaster
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

  Rule: 708 A unit with 5 Might or more is Mighty

    @rule:708
    Example: Bob's buffed Sergeant has exactly 5 Might, so it is Mighty and Topple can kill it
      Given a test spell "Topple" costing 0 and text "Kill a [Mighty] unit."
      And Bob has a buffed Vanguard Sergeant at the Bridge
      And Alice has a Topple in her hand
      When Alice plays her Topple
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash

  Rule: 709 A unit becomes Mighty the moment its Might goes from under 5 to 5 or more

    @rule:709 @rule:710
    Example: A debuff that lasts the combat ends with it; Alice's Duelist is Mighty again and its ability triggers
      Given Alice has a Proud Duelist in her base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Hobble in his hand
      When Alice moves her Proud Duelist to the Bridge
      And Alice passes
      And Bob plays his Hobble
      And Bob chooses Alice's Proud Duelist
      And Bob passes
      And Alice passes
      Then Alice's Proud Duelist's Might is 3
      When Alice passes
      And Bob passes
      Then these events happened in order:
        | combat-ended | the Bridge            |
        | triggered    | Alice's Proud Duelist |
      And the chain holds Alice's Proud Duelist
      When Alice passes
      And Bob passes
      Then Alice's Proud Duelist's Might is 6

    @rule:709 @rule:383.3.d @faq:origins:mighty-mean
    Example: Alice's Discipline makes her Skulker Mighty; she orders her two Duelists' abilities after the spell has resolved, once
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Proud Duelist in her base
      And Alice has a Proud Duelist in her base
      And Alice has a Discipline in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Discipline
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice is asked to order her triggered abilities
      And Alice's Discipline is in Alice's trash
      When Alice puts her Proud Duelist's ability, then her Proud Duelist 2's ability on the chain in that order
      Then the chain holds Alice's Proud Duelist, then Alice's Proud Duelist 2
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 7
      And Alice drew 1 time
      And the chain is empty

    @rule:709
    Example: Bob's unit becoming Mighty is no unit Alice controls: her Duelist waits for her own Squire
      Given a test unit "Squire" costing 0 with 3 Might
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And Alice has a Proud Duelist in her base
      And Alice has a Squire in her base
      And Bob has a Squire in his base
      And Alice has a Boost in her hand
      And Alice has a Boost in her hand
      When Alice plays her Boost
      And Alice chooses Bob's Squire
      And Alice passes
      And Bob passes
      Then Bob's Squire's Might is 5
      And the chain is empty
      And no triggered event happened for Alice's Proud Duelist
      When Alice plays her Boost 2
      And Alice chooses Alice's Squire
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Proud Duelist
      And the triggered event for Alice's Proud Duelist cites rule 709
      When Alice passes
      And Bob passes
      Then Alice's Squire's Might is 6
      And Bob's Squire's Might is 5
      And the chain is empty

    @rule:709
    Example: "When I become [Mighty]" watches its own unit only: Alice's Hopeful draws as it becomes Mighty, not as her Squire does
      Given a test unit "Squire" costing 0 with 3 Might
      And a test unit "Hopeful" costing 0 with 3 Might and text "When I become [Mighty], draw 1."
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And Alice has a Hopeful in her base
      And Alice has a Squire in her base
      And Alice has a Boost in her hand
      And Alice has a Boost in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Boost
      And Alice chooses Alice's Squire
      And Alice passes
      And Bob passes
      Then Alice's Squire's Might is 5
      And the chain is empty
      When Alice plays her Boost 2
      And Alice chooses Alice's Hopeful
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Hopeful
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty

    @rule:709
    Example: "When I attack or become [Mighty]" sees its unit become Mighty though it does not attack
      Given a test unit "Eager" costing 0 with 3 Might and text "When I attack or become [Mighty], draw 1."
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And Alice has an Eager in her base
      And Alice has a Boost in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Boost
      And Alice chooses Alice's Eager
      And Alice passes
      And Bob passes
      Then Alice's Eager's Might is 5
      And the chain holds Alice's Eager
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:709
    Example: Watchers joined by "or" to another condition still see their unit become Mighty and its Might reach 10; Alice's watcher of its own moves sees neither
      Given a test unit "Hopeful" costing 0 with 3 Might and text "When I become [Mighty] or when I hold, draw 1."
      And a test unit "Colossus" costing 0 with 8 Might and text "When my Might becomes 10 or more or when I hold, draw 1."
      And a test unit "Courier" costing 0 with 2 Might and text "The first time I move each turn, draw 1."
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And Alice has a Hopeful in her base
      And Alice has a Colossus in her base
      And Alice has a Courier in her base
      And Alice has a Boost in her hand
      And Alice has a Boost in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Boost
      And Alice chooses Alice's Hopeful
      And Alice passes
      And Bob passes
      Then Alice's Hopeful's Might is 5
      And the chain holds Alice's Hopeful
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      When Alice plays her Boost 2
      And Alice chooses Alice's Colossus
      And Alice passes
      And Bob passes
      Then Alice's Colossus's Might is 10
      And the chain holds Alice's Colossus
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And the chain is empty

  Rule: 711 Off the board a unit is judged by its printed Might

    @rule:709 @rule:711
    Example: A Duelist played from Alice's hand was Mighty there already, so entering the board does not make it become Mighty
      Given Alice has a Proud Duelist in her base
      And Alice has a Proud Duelist in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Proud Duelist 2
      Then Alice's Proud Duelist 2 is in Alice's base
      And the chain is empty
      And no triggered event happened for Alice's Proud Duelist
      And Alice's Proud Duelist 2's Might is 5
