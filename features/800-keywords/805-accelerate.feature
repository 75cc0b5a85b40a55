@edition:v1.4
Feature: Accelerate (rule 805)

  Background:
    Given it is Alice's main phase

  @rule:805 @waived:heading
  Rule: 805 Accelerate

  Rule: 805.1 Accelerate belongs to units: an extra Energy and Power as the unit is played, and it enters ready

    @rule:805.1 @rule:805.1.a @rule:805.2
    Example: Legion Rearguard, Accelerate paid, enters ready for one Energy and one fury Power more
      Given Alice has a Legion Rearguard in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Legion Rearguard
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then Alice's Legion Rearguard is in Alice's base
      And Alice's Legion Rearguard is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 fury Power

    @rule:805.1.a @rule:805.2
    Example: Legion Rearguard, Accelerate declined, costs only its own cost and enters exhausted
      Given Alice has a Legion Rearguard in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Legion Rearguard
      And Alice declines the optional cost
      Then Alice's Legion Rearguard is in Alice's base
      And Alice's Legion Rearguard is exhausted
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 fury Power

    @rule:805.1
    Example: A gear printed with Accelerate offers no cost to pay as it is played
      Given a test gear "Spur" costing 1 and text "[Accelerate]"
      And Alice has a Spur in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      When Alice plays her Spur
      Then no decision is pending
      And Alice's Spur is in Alice's base
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 calm Power

    @rule:805.1.a @rule:805.2
    Example: With Rek'Sai, Breacher in her base, the Shipyard Skulker The Harrowing plays from Alice's trash has Accelerate, paid in chaos
      Given Alice has a Rek'Sai, Breacher in her base
      And Alice has a The Harrowing in her hand
      And Alice has a Shipyard Skulker in her trash
      And Alice has 7 Energy and 3 chaos Power in her rune pool
      When Alice plays her The Harrowing
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 chaos Power

    @rule:805.2
    Example: Rek'Sai, Breacher gives no Accelerate to the Shipyard Skulker Alice plays from her hand
      Given Alice has a Rek'Sai, Breacher in her base
      And Alice has a Shipyard Skulker in her hand
      And Alice has 4 Energy and 1 chaos Power in her rune pool
      When Alice plays her Shipyard Skulker
      Then no decision is pending
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is exhausted
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 chaos Power

    @rule:805.2
    Example: A Rek'Sai, Breacher in Alice's hand or in Bob's base gives no Accelerate to the Shipyard Skulker she plays from her trash
      Given Alice has a Rek'Sai, Breacher in her hand
      And Bob has a Rek'Sai, Breacher in his base
      And Alice has a The Harrowing in her hand
      And Alice has a Shipyard Skulker in her trash
      And Alice has 7 Energy and 3 chaos Power in her rune pool
      When Alice plays her The Harrowing
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is exhausted
      And Alice's rune pool holds 1 chaos Power

    @rule:805.2
    Example: A friendly unit whose text gives a keyword only to itself gives no Accelerate to the Shipyard Skulker Alice plays from her trash
      Given a test unit "Brute" costing 2 with 2 Might and text "I have [Assault]."
      And Alice has a Brute in her base
      And Alice has a The Harrowing in her hand
      And Alice has a Shipyard Skulker in her trash
      And Alice has 7 Energy and 3 chaos Power in her rune pool
      When Alice plays her The Harrowing
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is exhausted
      And Alice's rune pool holds 1 chaos Power

    @rule:805.2
    Example: Alice's legend that gives Accelerate to units played from elsewhere gives it to the Shipyard Skulker she plays from her trash
      Given a test legend "Breach Queen" with text "Friendly units played from anywhere other than a player's hand have [Accelerate]."
      And Alice has a Breach Queen as her legend
      And Alice has a The Harrowing in her hand
      And Alice has a Shipyard Skulker in her trash
      And Alice has 7 Energy and 3 chaos Power in her rune pool
      When Alice plays her The Harrowing
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is ready
      And Alice's rune pool holds 0 chaos Power

    @rule:805.1
    Example: Alice's Gear Warden, given Tank by its own text while she controls a gear, has no Accelerate: nothing more to pay, and it enters exhausted
      Given a test unit "Gear Warden" costing 0 with 2 Might and text "If you control a gear, I have [Tank]."
      And a test gear "Trinket" costing 0
      And Alice has a Trinket in her base
      And Alice has a Gear Warden in her hand
      And Alice has 1 Energy and 1 calm Power in her rune pool
      When Alice plays her Gear Warden
      Then no decision is pending
      And Alice's Gear Warden is in Alice's base
      And Alice's Gear Warden is exhausted
      And Alice's rune pool holds 1 Energy

    @rule:805.1
    Example: Alice's Gear Runner, with Accelerate while she controls a gear (a condition printed after it), pays it and enters ready
      Given a test unit "Gear Runner" costing 0 with 2 Might and text "I have [Accelerate] if you control a gear."
      And a test gear "Trinket" costing 0
      And Alice has a Trinket in her base
      And Alice has a Gear Runner in her hand
      And Alice has 1 Energy and 1 calm Power in her rune pool
      When Alice plays her Gear Runner
      And Alice pays the optional cost
      Then Alice's Gear Runner is in Alice's base
      And Alice's Gear Runner is ready
      And Alice's rune pool holds 0 Energy

    @rule:805.1
    Example: Alice's Hand Runner, with Accelerate while she holds a card (a condition printed after it), pays it and enters ready
      Given a test unit "Hand Runner" costing 0 with 2 Might and text "I have [Accelerate] while you have a card in your hand."
      And Alice has a Hand Runner in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 1 Energy and 1 calm Power in her rune pool
      When Alice plays her Hand Runner
      And Alice pays the optional cost
      Then Alice's Hand Runner is in Alice's base
      And Alice's Hand Runner is ready
      And Alice's rune pool holds 0 Energy

  Rule: 805.1.a.1 A unit with a domain pays the Power of Accelerate in that domain

    @rule:805.1.a.1
    Example: Legion Rearguard cannot pay its Accelerate with calm Power
      Given Alice has a Legion Rearguard in her hand
      And Alice has 3 Energy and 1 calm Power in her rune pool
      When Alice plays her Legion Rearguard
      And Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      Then Alice's Legion Rearguard is exhausted
      And Alice's rune pool holds 1 calm Power

    @rule:805.1.a.1
    Example: A fury and chaos unit pays its Accelerate with the Power of its second domain
      Given a test unit "Tibbers" costing 1 with 3 Might and text "[Accelerate]"
      And the test card "Tibbers" belongs to the fury and chaos domains
      And Alice has a Tibbers in her hand
      And Alice has 2 Energy and 1 chaos Power in her rune pool
      When Alice plays her Tibbers
      And Alice pays the optional cost
      Then Alice's Tibbers is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 chaos Power

    @rule:805.1.a.1 @editions:v1.4
    Example: A fury and chaos unit cannot pay its Accelerate with calm Power, a domain it does not have
      Given a test unit "Tibbers" costing 1 with 3 Might and text "[Accelerate]"
      And the test card "Tibbers" belongs to the fury and chaos domains
      And Alice has a Tibbers in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      When Alice plays her Tibbers
      And Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      Then Alice's Tibbers is exhausted
      And Alice's rune pool holds 1 calm Power

    @rule:805.1.a.1 @rule:805.1.a.2 @editions:v1.1-v1.3
    Example: Up to v1.3, a unit of two domains pays its Accelerate with a Power of any domain, calm too
      Given a test unit "Tibbers" costing 1 with 3 Might and text "[Accelerate]"
      And the test card "Tibbers" belongs to the fury and chaos domains
      And Alice has a Tibbers in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      When Alice plays her Tibbers
      And Alice pays the optional cost
      Then Alice's Tibbers is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 calm Power

    @rule:805.1.a.1 @editions:v1.1-v1.3
    Example: Up to v1.3 as well, a unit of one domain pays its Accelerate only with that domain's Power
      Given a test unit "Brute" costing 1 with 2 Might and text "[Accelerate]"
      And the test card "Brute" belongs to the fury domain
      And Alice has a Brute in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      When Alice plays her Brute
      And Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      Then Alice's Brute is exhausted
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 calm Power

  Rule: 805.1.a.2 A unit without a domain pays the Power of Accelerate in any domain

    @rule:805.1.a.2
    Example: A domainless unit pays its Accelerate with a calm Power
      Given a test unit "Drifter" costing 1 with 2 Might and text "[Accelerate]"
      And Alice has a Drifter in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      When Alice plays her Drifter
      And Alice pays the optional cost
      Then Alice's Drifter is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 calm Power

    @rule:805.1.a.2 @rule:135.2.e.5.b
    Example: A domainless unit pays its Accelerate with universal Power
      Given a test unit "Drifter" costing 1 with 2 Might and text "[Accelerate]"
      And Alice has a Drifter in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 1 universal Power in her rune pool
      When Alice plays her Drifter
      And Alice pays the optional cost
      Then Alice's Drifter is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds no Power

    @rule:805.1.a.2
    Example: A unit sent with an empty list of domains is domainless too: it pays its Accelerate with a calm Power
      Given a test unit "Drifter" costing 1 with 2 Might and text "[Accelerate]"
      And the test card "Drifter" belongs to no domain
      And Alice has a Drifter in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      When Alice plays her Drifter
      And Alice pays the optional cost
      Then Alice's Drifter is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 calm Power

    @rule:805.1.a.2
    Example: A domainless unit still needs a Power to pay its Accelerate
      Given a test unit "Drifter" costing 1 with 2 Might and text "[Accelerate]"
      And Alice has a Drifter in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Drifter
      And Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      Then Alice's Drifter is exhausted
      And Alice's rune pool holds 1 Energy

  Rule: 805.2.a Accelerate is paid only while the unit is being played

    @rule:805.2.a @rule:805.3
    Example: Alice's exhausted Legion Rearguard in her base offers nothing to pay for it to ready
      Given Alice has an exhausted Legion Rearguard in her base
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice activates her Legion Rearguard
      Then the action is refused
      And Alice's Legion Rearguard is exhausted
      And Alice's rune pool holds 3 Energy

    @rule:805.3
    Example: On the board Accelerate does nothing: Alice's exhausted Legion Rearguard cannot pay for a standard move
      Given a battlefield called the Bridge
      And Alice has an exhausted Legion Rearguard in her base
      When Alice moves her Legion Rearguard to the Bridge
      Then the action is refused
      And Alice's Legion Rearguard is in Alice's base
      And Alice's Legion Rearguard is exhausted

  Rule: 805.2.b Accelerate paid makes the unit enter ready even if it loses the keyword while it is played

    @rule:805.2.b
    Example: Alice's Fickle Runner loses its Accelerate as its discard is paid, and still enters ready
      Given a test unit "Fickle Runner" costing 1 with 2 Might and text "As an additional cost to play me, discard 1.\nWhile you have a card in your hand, I have [Accelerate]."
      And Alice has a Fickle Runner in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      When Alice plays her Fickle Runner
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Fickle Runner is in Alice's base
      And Alice's Fickle Runner is ready
      And Alice's rune pool holds 0 Energy
      And Alice's rune pool holds 0 calm Power

    @rule:805.2.b
    Example: Alice's Fickle Runner played with its Accelerate declined enters exhausted
      Given a test unit "Fickle Runner" costing 1 with 2 Might and text "As an additional cost to play me, discard 1.\nWhile you have a card in your hand, I have [Accelerate]."
      And Alice has a Fickle Runner in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      When Alice plays her Fickle Runner
      And Alice declines the optional cost
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Fickle Runner is exhausted
      And Alice's rune pool holds 1 Energy

  Rule: 805.4 A second Accelerate adds nothing

    @rule:805.4
    Example: A unit printed with Accelerate twice still pays one Energy and one Power more to enter ready
      Given a test unit "Twin Engine" costing 1 with 2 Might and text "[Accelerate]\n[Accelerate]"
      And Alice has a Twin Engine in her hand
      And Alice has 3 Energy and 2 calm Power in her rune pool
      When Alice plays her Twin Engine
      And Alice pays the optional cost
      Then Alice's Twin Engine is ready
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 calm Power

  Rule: 805.6 Accelerate replaces entering exhausted: the unit never exhausts, it is not readied

    @rule:805.6 @rule:805.6.a
    Example: Legion Rearguard with Accelerate paid enters ready without being readied
      Given Alice has a Legion Rearguard in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Legion Rearguard
      And Alice pays the optional cost
      Then Alice's Legion Rearguard is ready
      And no readied event happened for Alice's Legion Rearguard

  Rule: 805.5 Whether a unit has Accelerate can be checked by other effects

    @rule:805.5
    Example: A spell that kills a unit with Accelerate may choose Bob's Legion Rearguard but not his Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Accelerate]."
      And Alice has a Pick in her hand
      And Bob has a Legion Rearguard in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Legion Rearguard
      And Alice passes
      And Bob passes
      Then Bob's Legion Rearguard is in Bob's trash
      And Bob's Shipyard Skulker is in Bob's base

    @rule:805.5 @rule:364.3
    Example: While Bob has a card in his hand, his Sprinter's own "I have [Accelerate] while ..." makes it a unit with Accelerate for Alice's Pick
      Given a test unit "Sprinter" costing 2 with 2 Might and text "I have [Accelerate] while you have a card in your hand."
      And a test spell "Pick" costing 0 and text "Kill a unit with [Accelerate]."
      And Bob has a Sprinter in his base
      And Bob has a Shipyard Skulker in his hand
      And Alice has a Pick in her hand
      When Alice plays her Pick
      And Alice chooses Bob's Sprinter
      And Alice passes
      And Bob passes
      Then Bob's Sprinter is in Bob's trash

    @rule:805.5 @rule:364.3
    Example: With Bob's hand empty, his Sprinter has no Accelerate, and Alice's Pick has no unit to kill
      Given a test unit "Sprinter" costing 2 with 2 Might and text "I have [Accelerate] while you have a card in your hand."
      And a test spell "Pick" costing 0 and text "Kill a unit with [Accelerate]."
      And Bob has a Sprinter in his base
      And Alice has a Pick in her hand
      When Alice plays her Pick
      Then the action is refused citing rule 355.8
