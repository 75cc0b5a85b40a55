@edition:v1.4
Feature: Ganking (rule 810)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a battlefield called the Ford
    And the Bridge is controlled by Alice
    And the Ford is controlled by Alice

  @rule:810 @waived:heading
  Rule: 810 Ganking

  Rule: 810.1 Ganking lets a unit's standard move go from one battlefield to another

    @rule:810.1 @rule:810.1.a @rule:810.1.b @rule:810.1.c
    Example: Alice's Vi, Destructive moves from the Bridge straight to the Ford
      Given Alice has a Vi, Destructive at the Bridge
      When Alice moves her Vi, Destructive to the Ford
      Then Alice's Vi, Destructive is at the Ford
      And Alice's Vi, Destructive is exhausted

    @rule:810.1 @rule:810.1.b
    Example: Without Ganking, Alice's Shipyard Skulker cannot go from the Bridge to the Ford
      Given Alice has a Shipyard Skulker at the Bridge
      When Alice moves her Shipyard Skulker to the Ford
      Then the action is refused citing rule 144.4.b
      And Alice's Shipyard Skulker is at the Bridge
      And Alice's Shipyard Skulker is ready

    @rule:810.1 @rule:708
    Example: A 4 Might unit whose own passive gives it +1 Might is Mighty, so it has the Ganking it has while Mighty and goes from the Bridge to the Ford
      Given a test unit "Striver" costing 2 with 4 Might and text "I have +1 :rb_might:.\nWhile I'm [Mighty], I have [Ganking]."
      And Alice has a Striver at the Bridge
      Then Alice's Striver's Might is 5
      When Alice moves her Striver to the Ford
      Then Alice's Striver is at the Ford

    @rule:810.1 @rule:814.1
    Example: A 4 Might unit's printed Shield gives no Might away from a defence, so it is not Mighty and lacks the Ganking it has while Mighty
      Given a test unit "Sentry" costing 2 with 4 Might and text "[Shield]\nWhile I'm [Mighty], I have [Ganking]."
      And Alice has a Sentry at the Bridge
      Then Alice's Sentry's Might is 4
      When Alice moves her Sentry to the Ford
      Then the action is refused citing rule 144.4.b
      And Alice's Sentry is at the Bridge

    @rule:810.1.a
    Example: A token unit has Ganking too: Alice's ready Recruit token with Ganking goes from the Bridge to the Ford
      Given a test unit "Herald" costing 0 with 2 Might and text ":rb_exhaust:: Play a ready 1 :rb_might: Recruit unit token with [Ganking] here."
      And Alice has a Herald at the Bridge
      When Alice activates her Herald
      And Alice passes
      And Bob passes
      Then the Bridge holds a ready 1 Might Recruit token controlled by Alice
      When Alice moves her Recruit to the Ford
      Then the Ford holds an exhausted 1 Might Recruit token controlled by Alice

    @rule:810.1.b @rule:477.2.b
    Example: At the Windswept Hillock, whose units have Ganking, Alice's Shipyard Skulker goes on to the Ford
      Given a Windswept Hillock battlefield called the Hillock
      And the Hillock is controlled by Alice
      And Alice has a Shipyard Skulker at the Hillock
      When Alice moves her Shipyard Skulker to the Ford
      Then Alice's Shipyard Skulker is at the Ford

    @rule:810.1.b @rule:477.2.b
    Example: The Windswept Hillock gives Ganking only to units there: Alice's Shipyard Skulker at the Ford cannot move to it
      Given a Windswept Hillock battlefield called the Hillock
      And the Hillock is controlled by Alice
      And Alice has a Shipyard Skulker at the Ford
      When Alice moves her Shipyard Skulker to the Hillock
      Then the action is refused citing rule 144.4.b
      And Alice's Shipyard Skulker is at the Ford

  Rule: 810.1.c.1 Ganking takes no option away: the unit may still go back to its base

    @rule:810.1.c.1
    Example: Alice's Vi, Destructive goes home from the Bridge
      Given Alice has a Vi, Destructive at the Bridge
      When Alice moves her Vi, Destructive to her base
      Then Alice's Vi, Destructive is in Alice's base
      And Alice's Vi, Destructive is exhausted

  Rule: 810.1.c.2 Ganking costs nothing of its own: the move costs what a standard move costs

    @rule:810.1.c.2
    Example: Moving between battlefields exhausts Vi, Destructive like any standard move, and takes no Energy
      Given Alice has a Vi, Destructive at the Bridge
      And Alice has 2 Energy in her rune pool
      When Alice moves her Vi, Destructive to the Ford
      Then Alice's Vi, Destructive is exhausted
      And Alice's rune pool holds 2 Energy

  Rule: 810.1.c.3 Ganking gives no extra move

    @rule:810.1.c.3
    Example: Having moved from the Bridge to the Ford, Vi, Destructive cannot move on to the Bridge again
      Given Alice has a Vi, Destructive at the Bridge
      When Alice moves her Vi, Destructive to the Ford
      And Alice moves her Vi, Destructive to the Bridge
      Then the action is refused citing rule 144.2
      And Alice's Vi, Destructive is at the Ford

  Rule: 810.2 A second Ganking adds nothing

    @rule:810.2
    Example: A unit printed with Ganking twice still makes one move, which exhausts it
      Given a test unit "Prowler" costing 2 with 3 Might and text "[Ganking]\n[Ganking]"
      And Alice has a Prowler at the Bridge
      When Alice moves her Prowler to the Ford
      Then Alice's Prowler is at the Ford
      When Alice moves her Prowler to the Bridge
      Then the action is refused citing rule 144.2

  Rule: 810.3 Whether a unit has Ganking can be checked by other effects

    @rule:810.3
    Example: A spell that kills a unit with Ganking may choose Bob's Vi, Destructive but not his Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Ganking]."
      And Alice has a Pick in her hand
      And Bob has a Vi, Destructive in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Vi, Destructive
      And Alice passes
      And Bob passes
      Then Bob's Vi, Destructive is in Bob's trash
      And Bob's Shipyard Skulker is in Bob's base
