@edition:v1.4
Feature: Deflect (rule 809)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Poke" costing 0 and text "Deal 1 to a unit."
    And a test spell "Quick Word" costing 0 and text "[Reaction]"

  @rule:809 @waived:heading
  Rule: 809 Deflect

  Rule: 809.1 Deflect makes an opponent pay Power to choose its permanent

    @rule:809.1 @rule:809.1.a @rule:809.1.b.3 @rule:809.1.c @rule:809.1.d
    Example: Alice's spell that chooses Bob's Pouty Poro needs one Power more
      Given Bob has a Pouty Poro at the Bridge
      And Alice has a Poke in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice plays her Poke
      And Alice chooses Bob's Pouty Poro
      And Alice passes
      And Bob passes
      Then Bob's Pouty Poro has 1 damage
      And Alice's rune pool holds 0 calm Power

    @rule:809.1
    Example: Deflect given with Might for the turn guards Alice's Sergeant: Bob, with no Power, cannot choose it
      Given a test spell "Cloak" costing 0 and text "Give a friendly unit +1 :rb_might: and [Deflect] this turn."
      And a test spell "Snipe" costing 0 and text "[Reaction]\nDeal 1 to a unit."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Cloak in her hand
      And Alice has a Quick Word in her hand
      And Bob has a Snipe in his hand
      When Alice plays her Cloak
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 5
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Snipe
      Then the action is refused citing rule 358.2
      And Bob's Snipe is in Bob's hand

    @rule:809.1 @rule:809.1.b.3 @rule:809.1.c
    Example: Without a Power to spare, Alice's spell cannot choose Bob's Pouty Poro
      Given Bob has a Pouty Poro at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Poke in her hand
      When Alice plays her Poke
      And Alice chooses Bob's Pouty Poro
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Shipyard Skulker
      Then Alice's Poke is targeting Bob's Shipyard Skulker

    @rule:809.1 @editions:v1.1-v1.2
    Example: Under v1.2 Bob's Kato the Arm, as printed before his erratum, has Deflect beside Alice's Janna, also as printed: Alice's spell cannot choose Kato without a Power
      Given Alice has a Janna, Savior in her hand
      And Alice has a Poke in her hand
      And Bob has a Kato the Arm in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Poke
      And Alice chooses Bob's Kato the Arm
      Then the action is refused
      When Alice chooses Bob's Shipyard Skulker
      Then Alice's Poke is targeting Bob's Shipyard Skulker

    @rule:809.1 @rule:357.3
    Example: Bob's unit with Deflect, the last of two Alice's spell may choose, does not stop her playing it without a Power to spare
      Given a test unit "Puffball" costing 1 with 1 Might and text "[Deflect]"
      And a test unit "Footman" costing 1 with 2 Might
      And Bob has a Footman at the Bridge
      And Bob has a Puffball at the Bridge
      And Alice has a Poke in her hand
      When Alice plays her Poke
      Then Alice is asked to choose targets among Bob's Footman and Bob's Puffball
      When Alice chooses Bob's Puffball
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Footman
      Then Alice's Poke is targeting Bob's Footman

    @rule:809.1 @rule:357.3
    Example: With Bob's Pouty Poro the only unit to choose and no Power to spare, Alice's spell cannot be played at all
      Given Bob has a Pouty Poro at the Bridge
      And Alice has a Poke in her hand
      When Alice plays her Poke
      Then the action is refused citing rule 358.2
      And Alice's Poke is in Alice's hand
      And the chain is empty

    @rule:809.1 @rule:357.3
    Example: Whichever of Bob's nine Deflect units Alice's spell chose first and second, she could not pay for it: the play is refused at once, however many ways there are to choose
      Given a test spell "Double Tap" costing 0 and text "Deal 1 to a unit. Deal 1 to a unit."
      And a test unit "Puffball" costing 1 with 1 Might and text "[Deflect]"
      And Bob has a Puffball at the Bridge
      And Bob has a Puffball at the Bridge
      And Bob has a Puffball at the Bridge
      And Bob has a Puffball at the Bridge
      And Bob has a Puffball at the Bridge
      And Bob has a Puffball at the Bridge
      And Bob has a Puffball at the Bridge
      And Bob has a Puffball at the Bridge
      And Bob has a Puffball at the Bridge
      And Alice has a Double Tap in her hand
      When Alice plays her Double Tap
      Then the action is refused citing rule 358.2
      And Alice's Double Tap is in Alice's hand
      And the chain is empty

    @rule:809.1 @rule:357.3
    Example: With no gear to choose first and only Bob's six Deflect units for the two damages, Alice's spell is refused at once: no way to choose lets her pay
      Given a test spell "Scrap Shot" costing 0 and text "Kill up to one gear. Deal 1 to a unit. Deal 1 to a unit."
      And a test unit "Puffball" costing 1 with 1 Might and text "[Deflect]"
      And Bob has a Puffball at the Bridge
      And Bob has a Puffball at the Bridge
      And Bob has a Puffball at the Bridge
      And Bob has a Puffball at the Bridge
      And Bob has a Puffball at the Bridge
      And Bob has a Puffball at the Bridge
      And Alice has a Scrap Shot in her hand
      When Alice plays her Scrap Shot
      Then the action is refused citing rule 358.2
      And Alice's Scrap Shot is in Alice's hand
      And the chain is empty

    @rule:809.1 @rule:357.3 @rule:355.13
    Example: With Bob's Deflect unit the only one to choose and no Power to spare, Alice may still play her "Kill up to two units", choosing none
      Given a test spell "Cull" costing 0 and text "Kill up to two units."
      And a test unit "Warded" costing 3 with 5 Might and text "[Deflect]"
      And Bob has a Warded at the Bridge
      And Alice has a Cull in her hand
      When Alice plays her Cull
      Then Alice is asked to choose targets among Bob's Warded
      When Alice declines to choose any target
      Then Alice's Cull is a finalized chain item
      And Alice's Cull is targeting nothing

    @rule:809.1 @rule:357.3
    Example: With two discounts still to order, Alice's spell cannot choose Bob's Pouty Poro without a Power to spare
      Given a test spell "Jab" costing 1 and text "Deal 1 to a unit."
      And Alice has an Eager Apprentice at the Bridge
      And Alice has an Eager Apprentice at the Bridge
      And Bob has a Pouty Poro at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Jab in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Jab
      And Alice chooses Bob's Pouty Poro
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Shipyard Skulker
      Then Alice is asked to order the discounts
      When Alice applies the discounts of her Eager Apprentice, then her Eager Apprentice 2
      Then Alice's Jab is targeting Bob's Shipyard Skulker
      And Alice's rune pool holds 0 Energy

    @rule:809.1 @rule:357.3
    Example: Alice's two-mode spell cannot take the mode whose only choice is Bob's Pouty Poro when she has no Power to spare
      Given a test spell "Twist" costing 0 and text "Choose one —\nReturn a friendly unit to its owner's hand.\nDeal 1 to an enemy unit."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Pouty Poro at the Bridge
      And Alice has a Twist in her hand
      When Alice plays her Twist
      And Alice chooses mode 2
      Then the action is refused citing rule 358.2
      When Alice chooses mode 1
      And Alice chooses her Shipyard Skulker
      Then Alice's Twist is targeting Alice's Shipyard Skulker

  Rule: 809.1.c Only an opponent pays, and pays again for each time its spell chooses the permanent

    @rule:809.1.c
    Example: Bob's spell chooses his own Pouty Poro without paying any Power
      Given it is Bob's main phase
      And Bob has a Pouty Poro at the Bridge
      And Bob has a Poke in his hand
      When Bob plays his Poke
      And Bob chooses his Pouty Poro
      And Bob passes
      And Alice passes
      Then Bob's Pouty Poro has 1 damage

    @rule:809.1.c @faq:spiritforged:falling-star-icathian-rain-deflect
    Example: Falling Star choosing Bob's Pouty Poro for both of its damages costs two Power more
      Given Bob has a Pouty Poro at the Bridge
      And Alice has a Falling Star in her hand
      And Alice has 2 Energy and 2 fury and 2 calm Power in her rune pool
      When Alice plays her Falling Star
      And Alice chooses Bob's Pouty Poro
      And Alice chooses Bob's Pouty Poro
      Then Alice's Falling Star is a finalized chain item
      And Alice's rune pool holds 0 calm Power
      When Alice passes
      And Bob passes
      Then Bob's Pouty Poro is in Bob's trash

    @rule:809.1.c @faq:spiritforged:falling-star-icathian-rain-deflect
    Example: With one Power to spare, Falling Star may choose Bob's Pouty Poro only once
      Given Bob has a Pouty Poro at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Falling Star in her hand
      And Alice has 2 Energy and 2 fury and 1 calm Power in her rune pool
      When Alice plays her Falling Star
      And Alice chooses Bob's Pouty Poro
      And Alice chooses Bob's Pouty Poro
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Shipyard Skulker
      Then Alice's Falling Star is a finalized chain item
      And Alice's rune pool holds 0 calm Power

  Rule: 809.1.b The number after Deflect is the Power it asks

    @rule:809.1.b @rule:809.1.b.1 @rule:809.1.b.2
    Example: Choosing Bob's unit with Deflect 2 takes two Power more
      Given a test unit "Warded" costing 3 with 5 Might and text "[Deflect 2]"
      And Bob has a Warded at the Bridge
      And Alice has a Poke in her hand
      And Alice has 0 Energy and 1 calm and 1 order Power in her rune pool
      When Alice plays her Poke
      And Alice chooses Bob's Warded
      And Alice passes
      And Bob passes
      Then Bob's Warded has 1 damage
      And Alice's rune pool holds 0 calm Power
      And Alice's rune pool holds 0 order Power

    @rule:809.1.b @rule:809.1.b.2
    Example: One Power is not enough to choose Bob's unit with Deflect 2
      Given a test unit "Warded" costing 3 with 5 Might and text "[Deflect 2]"
      And Bob has a Warded at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Poke in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice plays her Poke
      And Alice chooses Bob's Warded
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Shipyard Skulker
      Then Alice's Poke is targeting Bob's Shipyard Skulker

  Rule: 809.1.c.1 The Power for Deflect may be of any domain

    @rule:809.1.c.1
    Example: Alice pays the Deflect of Bob's fury Pouty Poro for her fury spell with calm Power
      Given Bob has a Pouty Poro at the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury and 1 calm Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses Bob's Pouty Poro
      Then Alice's Void Seeker is targeting Bob's Pouty Poro
      And Alice's rune pool holds 0 calm Power
      And Alice's rune pool holds 0 fury Power

  Rule: 809.1.d Abilities that choose a Deflect permanent pay too

    @rule:809.1.d
    Example: Alice's gear ability that chooses Bob's Pouty Poro needs one Power more
      Given a test gear "Sling" costing 0 and text ":rb_exhaust:: Deal 1 to a unit."
      And Alice has a Sling in her base
      And Bob has a Pouty Poro at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      When Alice activates her Sling
      And Alice chooses Bob's Pouty Poro
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker has 1 damage
      And Bob's Pouty Poro has 0 damage

    @rule:809.1.d @rule:356.2.a.2 @faq:spiritforged:deflect-costs-arent-optional-now
    Example: Alice's Ezreal, Prodigy does not spare her the Power to choose Bob's Pouty Poro
      Given Alice has an Ezreal, Prodigy in her base
      And Bob has a Pouty Poro at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Poke in her hand
      When Alice plays her Poke
      And Alice chooses Bob's Pouty Poro
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Shipyard Skulker
      Then Alice's Poke is targeting Bob's Shipyard Skulker

  Rule: 809.2 Several Deflects on one permanent add up

    @rule:809.2
    Example: Bob's unit with Deflect and Deflect 2 takes three Power more to choose
      Given a test unit "Bulwark" costing 3 with 5 Might and text "[Deflect]\n[Deflect 2]"
      And Bob has a Bulwark at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Poke in her hand
      And Alice has 0 Energy and 1 calm and 1 order Power in her rune pool
      When Alice plays her Poke
      And Alice chooses Bob's Bulwark
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Shipyard Skulker
      Then Alice's Poke is targeting Bob's Shipyard Skulker

    @rule:809.2
    Example: With three Power, Alice's spell chooses Bob's unit with Deflect and Deflect 2
      Given a test unit "Bulwark" costing 3 with 5 Might and text "[Deflect]\n[Deflect 2]"
      And Bob has a Bulwark at the Bridge
      And Alice has a Poke in her hand
      And Alice has 0 Energy and 1 calm and 2 order Power in her rune pool
      When Alice plays her Poke
      And Alice chooses Bob's Bulwark
      Then Alice's Poke is targeting Bob's Bulwark
      And Alice's rune pool holds 0 calm Power
      And Alice's rune pool holds 0 order Power

    @rule:809.1 @rule:801.3.a @editions:v1.3-v1.4
    Example: The Deflect Bob's Kato the Arm gave his Shipyard Skulker this turn makes Alice's spell pay one Power more to choose it
      Given it is Bob's main phase
      And a test spell "Sting" costing 0 and text "[Reaction]\nDeal 1 to a unit."
      And the Bridge is controlled by Bob
      And Bob has a Kato the Arm in his base
      And Bob has a Shipyard Skulker in his base
      And Bob has a Quick Word in his hand
      And Alice has a Sting in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Bob moves his Kato the Arm to the Bridge
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      And Alice plays her Sting
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker has 1 damage
      And Alice's rune pool holds 0 calm Power

    @rule:809.1 @rule:809.2
    Example: Bob's gear gives his buffed Sergeant Deflect "if it didn't already": Alice pays one Power more to choose it
      Given a test gear "Refuge" costing 2 and text "Friendly buffed units have [Deflect] if they didn't already."
      And Bob has a Refuge in his base
      And Bob has a buffed Vanguard Sergeant at the Bridge
      And Alice has a Poke in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice plays her Poke
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 1 damage
      And Alice's rune pool holds 0 calm Power

    @rule:809.2
    Example: Bob's gear gives Deflect to his buffed units, and his buffed Pouty Poro adds it to its printed one: Alice pays two Power more
      Given a test gear "Rampart" costing 2 and text "Friendly buffed units have [Deflect]."
      And Bob has a Rampart in his base
      And Bob has a buffed Pouty Poro at the Bridge
      And Alice has a Poke in her hand
      And Alice has 0 Energy and 2 calm Power in her rune pool
      When Alice plays her Poke
      And Alice chooses Bob's Pouty Poro
      And Alice passes
      And Bob passes
      Then Bob's Pouty Poro has 1 damage
      And Alice's rune pool holds 0 calm Power

    @rule:809.2
    Example: A Deflect given only "if they didn't already" does not add to the printed one: Bob's buffed Pouty Poro still takes one Power more, not two
      Given a test gear "Refuge" costing 2 and text "Friendly buffed units have [Deflect] if they didn't already."
      And Bob has a Refuge in his base
      And Bob has a buffed Pouty Poro at the Bridge
      And Alice has a Poke in her hand
      And Alice has 0 Energy and 2 calm Power in her rune pool
      When Alice plays her Poke
      And Alice chooses Bob's Pouty Poro
      And Alice passes
      And Bob passes
      Then Bob's Pouty Poro has 1 damage
      And Alice's rune pool holds 1 calm Power

    @rule:809.2
    Example: Bob's buffed Sergeant given Deflect 2 by one gear keeps it under another that gives Deflect only "if they didn't already": two Power more
      Given a test gear "Refuge" costing 2 and text "Friendly buffed units have [Deflect] if they didn't already."
      And a test gear "Ward" costing 2 and text "Friendly units have [Deflect 2]."
      And Bob has a Refuge in his base
      And Bob has a Ward in his base
      And Bob has a buffed Vanguard Sergeant at the Bridge
      And Alice has a Poke in her hand
      And Alice has 0 Energy and 2 calm Power in her rune pool
      When Alice plays her Poke
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 1 damage
      And Alice's rune pool holds 0 calm Power

  Rule: 809.1.a Deflect belongs to permanents: gear has it too

    @rule:809.1.a
    Example: Without a Power to spare, Alice's spell that could choose only Bob's gear with Deflect cannot be played
      Given a test gear "Mirror Plate" costing 0 and text "[Deflect]"
      And a test spell "Smash" costing 0 and text "Kill a gear."
      And Bob has a Mirror Plate in his base
      And Alice has a Smash in her hand
      When Alice plays her Smash
      Then the action is refused citing rule 358.2
      And Alice's Smash is in Alice's hand
      And Bob's Mirror Plate is in Bob's base

    @rule:809.1.a
    Example: With a Power to spare, Alice's spell kills Bob's gear with Deflect
      Given a test gear "Mirror Plate" costing 0 and text "[Deflect]"
      And a test spell "Smash" costing 0 and text "Kill a gear."
      And Bob has a Mirror Plate in his base
      And Alice has a Smash in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice plays her Smash
      And Alice chooses Bob's Mirror Plate
      And Alice passes
      And Bob passes
      Then Bob's Mirror Plate is in Bob's trash
      And Alice's rune pool holds 0 calm Power

  Rule: 809.3 Whether a permanent has Deflect can be checked by other effects

    @rule:809.3
    Example: A spell that kills a unit with Deflect may choose Alice's Pouty Poro but not her Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Deflect]."
      And Alice has a Pick in her hand
      And Alice has a Pouty Poro in her base
      And Alice has a Shipyard Skulker in her base
      When Alice plays her Pick
      And Alice chooses her Shipyard Skulker
      Then the action is refused
      When Alice chooses her Pouty Poro
      And Alice passes
      And Bob passes
      Then Alice's Pouty Poro is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's base
