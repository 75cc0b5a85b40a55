@edition:v1.4
Feature: Layers (rules 473–480): the arithmetic layer

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
    And a test spell "Sap" costing 0 and text "[Reaction]\nGive a unit -2 :rb_might: this turn."
    And a test spell "Set Four" costing 0 and text "[Reaction]\nChoose a unit. Its Might becomes 4 this turn."
    And a test spell "Set One" costing 0 and text "[Reaction]\nChoose a unit. Its Might becomes 1 this turn."

  @rule:473 @waived:heading
  Rule: 473 Layers, the section heading

  @rule:475 @rule:475.1 @waived:definition
  Rule: 475 Layers only organise the order effects apply in; they add no effect of their own

  @rule:477 @waived:heading
  Rule: 477 The order of the layers, set out by its sub-rules

  @rule:477.1 @waived:heading
  Rule: 477.1 First layer: what a card is

  @rule:477.2 @waived:heading
  Rule: 477.2 Second layer: what abilities a card has

  @rule:480.1.a @rule:480.1.b @rule:480.1.c @waived:definition
  Rule: 480.1.a Timestamps only compare when effects began, and no card refers to them

  Rule: 476 The layers are applied again until nothing changes, each effect once

    @rule:476 @rule:476.1 @rule:476.2 @rule:476.3
    Example: A buff makes a 4 Might unit Mighty, so the Shield it has while Mighty counts when it defends: 6 Might
      Given it is Bob's main phase
      And the Bridge is controlled by Alice
      And a test unit "Duelist" costing 2 with 4 Might and text "While I'm [Mighty], I have [Shield]."
      And Alice has a buffed Duelist at the Bridge
      And Bob has a Shipyard Skulker in his base
      Then Alice's Duelist's Might is 5
      When Bob moves his Shipyard Skulker to the Bridge
      Then Alice's Duelist is a defender
      And Alice's Duelist's Might is 6

    @rule:476 @rule:476.3
    Example: Without the buff the same unit is not Mighty and defends with its 4 Might
      Given it is Bob's main phase
      And the Bridge is controlled by Alice
      And a test unit "Duelist" costing 2 with 4 Might and text "While I'm [Mighty], I have [Shield]."
      And Alice has a Duelist at the Bridge
      And Bob has a Shipyard Skulker in his base
      When Bob moves his Shipyard Skulker to the Bridge
      Then Alice's Duelist is a defender
      And Alice's Duelist's Might is 4

    @rule:476.2
    Example: Its printed Shield makes a defending 4 Might unit Mighty, and the layers applied again give it the second Shield: 6 Might
      Given it is Bob's main phase
      And the Bridge is controlled by Alice
      And a test unit "Warden" costing 2 with 4 Might and text "[Shield]\nWhile I'm [Mighty], I have [Shield]."
      And Alice has a Warden at the Bridge
      And Bob has a Shipyard Skulker in his base
      Then Alice's Warden's Might is 4
      When Bob moves his Shipyard Skulker to the Bridge
      Then Alice's Warden is a defender
      And Alice's Warden's Might is 6

    @rule:476.3
    Example: A defending buffed unit given -2 is no longer Mighty: it loses the Shield too and goes from 6 to 3 Might
      Given it is Bob's main phase
      And the Bridge is controlled by Alice
      And a test unit "Duelist" costing 2 with 4 Might and text "While I'm [Mighty], I have [Shield]."
      And Alice has a buffed Duelist at the Bridge
      And Bob has a Shipyard Skulker in his base
      And Bob has a Sap in his hand
      When Bob moves his Shipyard Skulker to the Bridge
      Then Alice's Duelist's Might is 6
      When Bob plays his Sap
      And Bob chooses Alice's Duelist
      And Bob passes
      And Alice passes
      Then Alice's Duelist's Might is 3

  Rule: 477.1.a.1 Setting a unit's Might happens in the first layer, before every increase and decrease

    @rule:477.1.a.1 @rule:477.1.a @rule:477.1.c
    Example: A 3 Might unit given +2 and then set to 4 has 6 Might: the setting does not undo the increase
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Boost in her hand
      And Alice has a Set Four in her hand
      When Alice plays her Boost
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 5
      When Alice plays her Set Four
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 6

    @rule:477.1.a.1 @rule:477.1.a
    Example: A 3 Might unit set to 4 and then given -2 has 2 Might
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Set Four in her hand
      And Alice has a Sap in her hand
      When Alice plays her Set Four
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 4
      And these events happened in order:
        | might-changed | Alice's Shipyard Skulker |
      When Alice plays her Sap
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 2

    @rule:477.1.a.1
    Example: Setting a 3 Might unit's Might to 1 is a change of -2, and setting it back up to 4 one of +3
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Set One in her hand
      And Alice has a Set Four in her hand
      When Alice plays her Set One
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 1
      And the might-changed event for Alice's Shipyard Skulker has amount -2
      When Alice plays her Set Four
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 4
      And the might-changed event for Alice's Shipyard Skulker has amount 3

  Rule: 477.1.b A copy effect applies in the first layer, so every increase still applies on top of it

    @rule:477.1.b @rule:477.1.b.1
    Example: A buffed 3 Might unit that becomes a copy of a 4 Might unit has 5 Might: the buff stays
      Given a test spell "Copycat" costing 0 and text "[Reaction]\nChoose a unit. It becomes a copy of another friendly unit."
      And Alice has a buffed Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Copycat in her hand
      Then Alice's Shipyard Skulker's Might is 4
      When Alice plays her Copycat
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice chooses her Vanguard Sergeant
      Then Alice's Shipyard Skulker's Might is 5

    @rule:477.1.b @rule:477.1.b.1
    Example: An unbuffed 3 Might unit that becomes a copy of the same 4 Might unit has 4 Might
      Given a test spell "Copycat" costing 0 and text "[Reaction]\nChoose a unit. It becomes a copy of another friendly unit."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Copycat in her hand
      When Alice plays her Copycat
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice chooses her Vanguard Sergeant
      Then Alice's Shipyard Skulker's Might is 4

    @rule:477.1.b
    Example: Becoming a copy is done, so the "If you do" after it draws Alice a card
      Given a test spell "Copy and Study" costing 0 and text "Choose a unit. It becomes a copy of another friendly unit. If you do, draw 1."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Copy and Study in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Copy and Study
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice chooses her Vanguard Sergeant
      Then Alice's Shipyard Skulker's Might is 4
      And Alice drew 1 time

    @rule:477.1.b
    Example: A unit made a copy of itself copies nothing, so the "If you do" after it draws Alice nothing
      Given a test spell "Mirror Study" costing 0 and text "Choose a unit. It becomes a copy of a friendly unit. If you do, draw 1."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Mirror Study in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Mirror Study
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice chooses her Shipyard Skulker
      Then Alice's Shipyard Skulker's Might is 3
      And Alice drew 0 times

    @rule:477.1.b
    Example: "I become a copy of that unit": Alice's Adept becomes a copy of the Vanguard Sergeant she chose, and the Sergeant stays as it was
      Given a test unit "Adept" costing 0 with 1 Might and text "When you play me, choose a unit. I become a copy of that unit."
      And Bob has a Vanguard Sergeant in his base
      And Alice has an Adept in her hand
      When Alice plays her Adept
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Adept's Might is 4
      And Bob's Vanguard Sergeant's Might is 4

    @rule:477.1.b @rule:359.3.e.14.a
    Example: The unit Alice's Adept chose is back in Bob's hand before the copy is made: the Adept stays itself, and the draw "if you do" after it does not happen
      Given a test unit "Adept" costing 0 with 1 Might and text "When you play me, choose a unit. I become a copy of that unit. If you do, draw 1."
      And a test spell "Bounce" costing 0 and text "[Reaction]\nReturn a unit to its owner's hand."
      And Bob has a Vanguard Sergeant in his base
      And Alice has an Adept in her hand
      And Bob has a Bounce in his hand
      And Alice has 3 cards in her main deck
      When Alice plays her Adept
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob plays his Bounce
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Bob's Vanguard Sergeant is in Bob's hand
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Adept's Might is 1
      And Alice drew 0 times

  Rule: 477.1.b.1.a A copy takes the other's name and rules text with its other printed traits

    @rule:477.1.b.1.a @rule:477.1.b.1
    Example: A Reflection token that becomes a copy of Bob's Vanguard Sergeant is a 4 Might Vanguard Sergeant
      Given a test spell "Mimic" costing 0 and text "[Reaction]\nChoose a unit. Play a ready Reflection unit token to your base. Then do this: It becomes a copy of that unit."
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Mimic in her hand
      When Alice plays her Mimic
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's base holds a ready 0 Might Reflection token controlled by Alice
      When Alice passes
      And Bob passes
      Then Alice's base holds a ready 4 Might Vanguard Sergeant token controlled by Alice
      And Alice's base holds no Reflection token

    @rule:477.1.b.1
    Example: Alice's Mimic also stuns an enemy unit, yet "that unit" is still the unit she chose: the Reflection becomes a 4 Might Vanguard Sergeant, not the stunned Mega-Mech
      Given a test spell "Stunning Mimic" costing 0 and text "[Reaction]\nChoose a unit. Stun an enemy unit. Play a ready Reflection unit token to your base. Then do this: It becomes a copy of that unit."
      And Bob has a Vanguard Sergeant in his base
      And Bob has a Mega-Mech in his base
      And Alice has a Stunning Mimic in her hand
      When Alice plays her Stunning Mimic
      And Alice chooses Bob's Vanguard Sergeant
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech is stunned
      When Alice passes
      And Bob passes
      Then Alice's base holds a ready 4 Might Vanguard Sergeant token controlled by Alice
      And Alice's base holds no Reflection token

    @rule:477.1.b.1.a @rule:477.1.b.1
    Example: "They become copies of me": both Reflection tokens Alice's Masker just played become 2 Might Maskers
      Given a test unit "Masker" costing 0 with 2 Might and text "When you play me, play two ready Reflection unit tokens to your base. They become copies of me."
      And Alice has a Masker in her hand
      When Alice plays her Masker
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's base holds no Reflection token
      And Alice's base holds a ready 2 Might Masker token controlled by Alice

    @rule:477.1.b.1
    Example: When the chosen unit has left the board before the copy is made, the Reflection stays a 0 Might Reflection
      Given a test spell "Mimic" costing 0 and text "[Reaction]\nChoose a unit. Play a ready Reflection unit token to your base. Then do this: It becomes a copy of that unit."
      And a test spell "Bounce" costing 0 and text "[Reaction]\nReturn a unit to its owner's hand."
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Mimic in her hand
      And Bob has a Bounce in his hand
      When Alice plays her Mimic
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob plays his Bounce
      And Bob chooses his Vanguard Sergeant
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then Alice's base holds a ready 0 Might Reflection token controlled by Alice
      And Alice's base holds no Vanguard Sergeant token

    @rule:477.1.b.1.a @rule:477.1.b.1
    Example: A unit that becomes a copy of a 2 Might unit with [Assault 2] attacks with 4 Might: the rules text is copied
      Given a test spell "Copycat" costing 0 and text "[Reaction]\nChoose a unit. It becomes a copy of another friendly unit."
      And a test unit "Raider" costing 2 with 2 Might and text "I have [Assault 2]."
      And a battlefield called the Bridge
      And the Bridge is controlled by Bob
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Raider in her base
      And Alice has a Copycat in her hand
      When Alice plays her Copycat
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice chooses her Raider
      Then Alice's Shipyard Skulker's Might is 2
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice's Shipyard Skulker is an attacker
      And Alice's Shipyard Skulker's Might is 4

    @rule:477.1.b.1.a @rule:477.1.b.1 @rule:178.1.a.1
    Example: Alice's Trinket becomes a copy of her Golem Engine, a gear that is also a unit: it is both, so "kill a gear" and "kill a unit" may each choose it
      Given a test gear "Trinket" costing 0
      And a test gear "Golem Engine" costing 0 with 3 Might
      And the test card "Golem Engine" is also a unit
      And a test spell "Mimicry" costing 0 and text "[Reaction]\nChoose a gear. It becomes a copy of another friendly gear."
      And a test spell "Smash" costing 0 and text "Kill a gear."
      And a test spell "Execute" costing 0 and text "Kill a unit."
      And Alice has a Trinket in her base
      And Alice has a Golem Engine in her base
      And Alice has a Mimicry in her hand
      And Alice has a Smash in her hand
      And Alice has an Execute in her hand
      When Alice plays her Mimicry
      And Alice chooses her Trinket
      And Alice passes
      And Bob passes
      And Alice chooses her Golem Engine
      Then Alice's Trinket's Might is 3
      When Alice plays her Smash
      Then Alice is asked to choose targets among Alice's Golem Engine and Alice's Trinket
      When Alice chooses her Golem Engine
      And Alice passes
      And Bob passes
      And Alice plays her Execute
      Then Alice is asked to choose targets among Alice's Trinket

  Rule: 477.1.b.1.b A copy takes the other's printed traits, not what effects did to it, and a copy of a copy takes what it copied

    @rule:477.1.b.1.b
    Example: A Reflection copying a Vanguard Sergeant given +2 this turn has the Sergeant's printed 4 Might
      Given a test spell "Mimic" costing 0 and text "[Reaction]\nChoose a unit. Play a ready Reflection unit token to your base. Then do this: It becomes a copy of that unit."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Boost in her hand
      And Alice has a Mimic in her hand
      When Alice plays her Boost
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 6
      When Alice plays her Mimic
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's base holds a ready 4 Might Vanguard Sergeant token controlled by Alice

    @rule:477.1.b.1.b
    Example: A Reflection copying a Reflection that is a copy of a Vanguard Sergeant is a Vanguard Sergeant too
      Given a test spell "Mimic" costing 0 and text "[Reaction]\nChoose a unit. Play a ready Reflection unit token to your base. Then do this: It becomes a copy of that unit."
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Mimic in her hand
      And Alice has a Mimic in her hand
      When Alice plays her Mimic
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's base holds 1 Vanguard Sergeant tokens controlled by Alice
      When Alice plays her Mimic 2
      And Alice chooses Alice's Reflection
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's base holds 2 Vanguard Sergeant tokens controlled by Alice
      And Alice's base holds no Reflection token

  Rule: 477.1.b.2 An effect copying only some traits copies those alone

    @rule:477.1.b.2
    Example: Svellsongur copies only the Drummer's text: the Drummer has its +1 twice, and Svellsongur stays a gear with no Might
      Given a test unit "Drummer" costing 2 with 2 Might and text "I have +1 :rb_might:."
      And Alice has a Drummer in her base
      And Alice has a Svellsongur in her base
      And Alice has 1 Energy and 1 calm Power in her rune pool
      Then Alice's Drummer's Might is 3
      When Alice activates her Svellsongur
      And Alice chooses Alice's Drummer
      And Alice passes
      And Bob passes
      Then Alice's Svellsongur was attached to Alice's Drummer
      And Alice's Drummer's Might is 4
      And Alice's Svellsongur has no Might

    @rule:477.1.b.2
    Example: Svellsongur, on the board before the Drummer it is attached to, still gives the Drummer its copied +1
      Given a test unit "Drummer" costing 2 with 2 Might and text "I have +1 :rb_might:."
      And Alice has a Svellsongur in her base
      And Alice has a Drummer in her base
      And Alice has 1 Energy and 1 calm Power in her rune pool
      When Alice activates her Svellsongur
      And Alice chooses Alice's Drummer
      And Alice passes
      And Bob passes
      Then Alice's Svellsongur was attached to Alice's Drummer
      And Alice's Drummer's Might is 4
      And Alice's Svellsongur has no Might

  Rule: 478 Two effects in the same layer both apply, in an order a dependency may decide

    @rule:478
    Example: A 4 Might unit under "increased to 5" and given -2 has 5 Might: the raise applies on top of the decrease
      Given a test unit "Banner" costing 2 with 1 Might and text "Friendly units here have their Might increased to 5 :rb_might:."
      And the Bridge is controlled by Alice
      And Alice has a Banner at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Sap in her hand
      Then Alice's Vanguard Sergeant's Might is 5
      When Alice plays her Sap
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 5

    @rule:477.1.b.2 @rule:477.1.b.1.b @faq:spiritforged:svellsongur-copy-text-unit-gained-other
    Example: Svellsongur copies the Drummer's printed text only, not the text another Equipment appended to it: 5 Might, not 6
      Given a test unit "Drummer" costing 2 with 2 Might and text "I have +1 :rb_might:."
      And a test gear "Band" costing 0 and text "[Equip] :rb_energy_1:"
      And the test card "Band" has the tag Equipment
      And the test card "Band" has effect text "I have +1 :rb_might:."
      And Alice has a Drummer in her base
      And Alice has a Band in her base
      And Alice has a Svellsongur in her base
      And Alice has 2 Energy and 1 calm Power in her rune pool
      When Alice activates her Band
      And Alice chooses Alice's Drummer
      And Alice passes
      And Bob passes
      Then Alice's Drummer's Might is 4
      When Alice activates her Svellsongur
      And Alice chooses Alice's Drummer
      And Alice passes
      And Bob passes
      Then Alice's Svellsongur was attached to Alice's Drummer
      And Alice's Drummer's Might is 5

  Rule: 478.1.a One effect depends on another whose application decides whether it exists

    @rule:478.1.a @rule:478
    Example: Boost makes Alice's 4 Might Brute Mighty, so its "+2 while Mighty" exists too: 8 Might
      Given a test unit "Brute" costing 2 with 4 Might and text "While I'm [Mighty], I have +2 :rb_might:."
      And Alice has a Brute in her base
      And Alice has a Boost in her hand
      Then Alice's Brute's Might is 4
      When Alice plays her Boost
      And Alice chooses her Brute
      And Alice passes
      And Bob passes
      Then Alice's Brute's Might is 8

    @rule:478.1.a
    Example: Sap takes Alice's 5 Might Brute below Mighty, so its "+2 while Mighty" is gone: 3 Might
      Given a test unit "Brute" costing 2 with 5 Might and text "While I'm [Mighty], I have +2 :rb_might:."
      And Alice has a Brute in her base
      And Alice has a Sap in her hand
      Then Alice's Brute's Might is 7
      When Alice plays her Sap
      And Alice chooses her Brute
      And Alice passes
      And Bob passes
      Then Alice's Brute's Might is 3

  Rule: 478.1.b One effect depends on another whose application changes how many objects it reaches

    @rule:478.1.b @rule:478
    Example: Boost makes Alice's 4 Might Vanguard Sergeant Mighty, so the Drillmaster's bonus to Mighty units reaches it: 7 Might
      Given a test unit "Drillmaster" costing 2 with 1 Might and text "Friendly [Mighty] units have +1 :rb_might:."
      And Alice has a Drillmaster in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Boost in her hand
      Then Alice's Vanguard Sergeant's Might is 4
      When Alice plays her Boost
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 7

    @rule:478.1.b
    Example: Sap takes Alice's 5 Might Ogre below Mighty, so the Drillmaster's bonus no longer reaches it: 3 Might
      Given a test unit "Drillmaster" costing 2 with 1 Might and text "Friendly [Mighty] units have +1 :rb_might:."
      And a test unit "Ogre" costing 5 with 5 Might and text ""
      And Alice has a Drillmaster in her base
      And Alice has an Ogre in her base
      And Alice has a Sap in her hand
      Then Alice's Ogre's Might is 6
      When Alice plays her Sap
      And Alice chooses her Ogre
      And Alice passes
      And Bob passes
      Then Alice's Ogre's Might is 3

  Rule: 479.2 An effect that depends on another applies right after it, whatever their timestamps

    @rule:479.2 @rule:479 @rule:478.1 @rule:478.1.c @rule:478
    Example: A 4 Might unit under "increased to 5" and then given +2 has 6 Might, not 7: the raise depends on the +2
      Given a test unit "Banner" costing 2 with 1 Might and text "Friendly units here have their Might increased to 5 :rb_might:."
      And the Bridge is controlled by Alice
      And Alice has a Banner at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Boost in her hand
      Then Alice's Vanguard Sergeant's Might is 5
      When Alice plays her Boost
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 6

    @rule:479.2 @rule:479 @rule:478.1.c
    Example: A 3 Might unit under "increased to 5" and then given +2 has 5 Might: the raise adds nothing once the +2 applied
      Given a test unit "Banner" costing 2 with 1 Might and text "Friendly units here have their Might increased to 5 :rb_might:."
      And the Bridge is controlled by Alice
      And Alice has a Banner at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Boost in her hand
      Then Alice's Shipyard Skulker's Might is 5
      When Alice plays her Boost
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 5

  Rule: 479.1 Two effects that alter each other establish no dependency

    @rule:479.1
    Example: A 4 Might unit under "increased to 5" given "+2 to a maximum of 5" has 5 Might, whichever applies first
      Given a test unit "Banner" costing 2 with 1 Might and text "Friendly units here have their Might increased to 5 :rb_might:."
      And a test spell "Small Cap" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn, to a maximum of 5 :rb_might:."
      And the Bridge is controlled by Alice
      And Alice has a Banner at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Small Cap in her hand
      When Alice plays her Small Cap
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 5

  Rule: 480.3 Two effects in the same layer apply in the order they began: the later setting wins

    @rule:480 @rule:480.1 @rule:480.3
    Example: Set to 4 and then to 1, a unit has 1 Might
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Set Four in her hand
      And Alice has a Set One in her hand
      When Alice plays her Set Four
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice plays her Set One
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 1

    @rule:480 @rule:480.1 @rule:480.3
    Example: Set to 1 and then to 4, the same unit has 4 Might
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Set Four in her hand
      And Alice has a Set One in her hand
      When Alice plays her Set One
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice plays her Set Four
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 4

  Rule: 480.2 Text that turns inactive loses its timestamp and takes a new one once active again

    @rule:480.2 @rule:477.1.a.1
    Example: Re-equipped after Set One, the Crown's "My Might is 5" is the later setting again: 5 Might, not 1
      Given a test gear "Crown" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Crown" has the tag Equipment
      And the test card "Crown" has effect text "My Might is 5."
      And a test spell "Unclasp" costing 0 and text "Detach an Equipment."
      And Alice has 0 Energy and 2 fury Power in her rune pool
      And Alice has a Shipyard Skulker in her base
      And Alice has a Crown in her base
      And Alice has a Set One in her hand
      And Alice has an Unclasp in her hand
      When Alice activates her Crown
      And Alice chooses Alice's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 5
      When Alice plays her Set One
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 1
      When Alice plays her Unclasp
      And Alice chooses Alice's Crown
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 1
      When Alice activates her Crown
      And Alice chooses Alice's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 5

    @rule:480.2 @rule:480.3 @rule:477.1.a.1
    Example: A Statue whose own text says "My Might is 5" is set to 1 by Set One, to 5 by a Crown of the same text attached after, and to 1 again once the Crown is detached
      Given a test unit "Statue" costing 2 with 2 Might and text "My Might is 5."
      And a test gear "Crown" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And the test card "Crown" has the tag Equipment
      And the test card "Crown" has effect text "My Might is 5."
      And a test spell "Unclasp" costing 0 and text "Detach an Equipment."
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has a Statue in her base
      And Alice has a Crown in her base
      And Alice has a Set One in her hand
      And Alice has an Unclasp in her hand
      Then Alice's Statue's Might is 5
      When Alice plays her Set One
      And Alice chooses her Statue
      And Alice passes
      And Bob passes
      Then Alice's Statue's Might is 1
      When Alice activates her Crown
      And Alice chooses Alice's Statue
      And Alice passes
      And Bob passes
      Then Alice's Statue's Might is 5
      When Alice plays her Unclasp
      And Alice chooses Alice's Crown
      And Alice passes
      And Bob passes
      Then Alice's Statue's Might is 1

  Rule: 477.2.a A card's text can give it a keyword, with what that keyword does

    @rule:477.2.a @rule:477.2.b @rule:474
    Example: A 2 Might unit whose text says it has Assault 2 attacks with 4 Might
      Given the Bridge is controlled by Bob
      And a test unit "Raider" costing 2 with 2 Might and text "I have [Assault 2]."
      And Alice has a Raider in her base
      And Bob has a Recruit (NX) at the Bridge
      Then Alice's Raider's Might is 2
      When Alice moves her Raider to the Bridge
      Then Alice's Raider is an attacker
      And Alice's Raider's Might is 4

  Rule: 477.2.b A passive naming a group of units gives each of them its keywords in the second layer

    @rule:477.2.b @rule:814.1.c
    Example: Bob's legend Mechanized Menace gives his defending Mega-Mech Shield, not Alice's attacking Mega-Mech
      Given the Bridge is controlled by Bob
      And Bob has a Mechanized Menace as his legend
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Mega-Mech in her base
      When Alice moves her Mega-Mech to the Bridge
      Then Bob's Mega-Mech is a defender
      And Bob's Mega-Mech's Might is 9
      And Alice's Mega-Mech's Might is 8

    @rule:477.2.b @rule:814.1.c
    Example: Mechanized Menace gives nothing to Bob's defending unit that is no Mech
      Given the Bridge is controlled by Bob
      And Bob has a Mechanized Menace as his legend
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Mega-Mech in her base
      When Alice moves her Mega-Mech to the Bridge
      Then Bob's Shipyard Skulker is a defender
      And Bob's Shipyard Skulker's Might is 3

  Rule: 477.3 The arithmetic layer adds every increase and decrease to a unit's Might

    @rule:477.3 @rule:477.3.a
    Example: Two increases of the same unit's Might both count
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Boost in her hand
      And Alice has a Boost in her hand
      When Alice plays her Boost
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice plays her Boost 2
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 7

    @rule:477.3 @rule:477.3.a
    Example: An increase and a decrease of the same size cancel out
      Given Alice has a Vanguard Sergeant in her base
      And Alice has a Boost in her hand
      And Alice has a Sap in her hand
      When Alice plays her Boost
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 6
      When Alice plays her Sap
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 4

  Rule: 477.3.e Increases apply first, decreases last, whatever order they began in

    @rule:477.3.e @rule:477.3.e.1 @rule:477.3.e.1.a @rule:477.3.e.2 @rule:477.3.e.2.a
    Example: A 1 Might unit given -2 and then +2 has 1 Might, not 2
      Given Alice has a Recruit (NX) in her base
      And Alice has a Boost in her hand
      And Alice has a Sap in her hand
      When Alice plays her Sap
      And Alice chooses her Recruit (NX)
      And Alice passes
      And Bob passes
      And Alice plays her Boost
      And Alice chooses her Recruit (NX)
      And Alice passes
      And Bob passes
      Then Alice's Recruit (NX)'s Might is 1

  Rule: 477.3.b A limited change from a spell is measured once, when it applies, and kept at that size

    @rule:477.3.b @rule:477.3.e.2.b
    Example: A decrease to a minimum of 1 on a 2 Might unit stays a -1, so a later +2 leaves it at 3
      Given a test spell "Blind" costing 0 and text "[Reaction]\nGive a unit -4 :rb_might: this turn, to a minimum of 1 :rb_might:."
      And a test unit "Pikeman" costing 2 with 2 Might and text ""
      And Alice has a Pikeman in her base
      And Alice has a Blind in her hand
      And Alice has a Boost in her hand
      When Alice plays her Blind
      And Alice chooses her Pikeman
      And Alice passes
      And Bob passes
      Then Alice's Pikeman's Might is 1
      When Alice plays her Boost
      And Alice chooses her Pikeman
      And Alice passes
      And Bob passes
      Then Alice's Pikeman's Might is 3

    @rule:477.3.b @rule:477.3.e.2.b
    Example: The limit is measured against the Might the unit has when the decrease applies, not its printed Might
      Given a test spell "Blind" costing 0 and text "[Reaction]\nGive a unit -4 :rb_might: this turn, to a minimum of 1 :rb_might:."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Sap in her hand
      And Alice has a Blind in her hand
      When Alice plays her Sap
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 2
      When Alice plays her Blind
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 1

    @rule:477.3.b
    Example: Leona, Zealot's -8 Might to a minimum of 1 leaves Bob's stunned Mega-Mech at her battlefield with 1 Might, and his one in base untouched
      Given the Bridge is controlled by Alice
      And Alice has a Leona, Zealot at the Bridge
      And Bob has a stunned Mega-Mech at the Bridge
      And Bob has a stunned Mega-Mech in his base
      Then Bob's Mega-Mech's Might is 1
      And Bob's Mega-Mech 2's Might is 8

    @rule:477.3.b @rule:477.3.e.1.b
    Example: A Might increase that names no duration is measured once and kept past the end of the turn
      Given a test spell "Swell" costing 0 and text "[Reaction]\nGive a unit +4 :rb_might:, to a maximum of 5 :rb_might:."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Swell in her hand
      When Alice plays her Swell
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 5
      When Alice ends her turn
      Then Alice's Shipyard Skulker's Might is 5

    @rule:477.3.b
    Example: Given +2 Might with no duration, Bob's Skulker still has it on Bob's turn, while a Boost for this turn is gone
      Given a test spell "Swell" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might:."
      And Bob has a Shipyard Skulker in his base
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Swell in her hand
      And Alice has a Boost in her hand
      When Alice plays her Swell
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice plays her Boost
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker's Might is 5
      And Bob's Vanguard Sergeant's Might is 6
      When Alice ends her turn
      Then Bob's Shipyard Skulker's Might is 5
      And Bob's Vanguard Sergeant's Might is 4

    @rule:477.3.b
    Example: Raised to another friendly unit's Might "this turn", Alice's 2 Might Pikeman goes up by 2, keeps it through a later combat, and loses it with the turn
      Given a test spell "Match" costing 0 and text "[Reaction]\nChoose a friendly unit. Increase its Might to the Might of another friendly unit this turn."
      And a test unit "Pikeman" costing 2 with 2 Might and text ""
      And Alice has a Pikeman in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Match in her hand
      When Alice plays her Match
      And Alice chooses her Pikeman
      And Alice passes
      And Bob passes
      Then Alice's Pikeman's Might is 4
      And the might-changed event for Alice's Pikeman has amount 2
      When Alice moves her Pikeman to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice's Pikeman's Might is 4
      When Alice ends her turn
      Then Alice's Pikeman's Might is 2

    @rule:477.3.b
    Example: Raised to another friendly unit's Might "this combat", Alice's attacking Pikeman is back to 2 once the combat is over
      Given a test spell "Rise" costing 0 and text "[Reaction]\nChoose a friendly unit. Increase its Might to the Might of another friendly unit this combat."
      And a test unit "Pikeman" costing 2 with 2 Might and text ""
      And Alice has a Pikeman in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Rise in her hand
      When Alice moves her Pikeman to the Bridge
      And Alice plays her Rise
      And Alice chooses her Pikeman
      And Alice passes
      And Bob passes
      Then Alice's Pikeman's Might is 4
      When Bob passes
      And Alice passes
      Then Alice controls the Bridge
      And Alice's Pikeman's Might is 2

    @rule:477.3.b
    Example: Raised to the Might of her other Vanguard Sergeant, Alice's Sergeant, just as mighty, is left unchanged: no change of 0 is made
      Given a test spell "Match" costing 0 and text "[Reaction]\nChoose a friendly unit. Increase its Might to the Might of another friendly unit this turn."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Match in her hand
      When Alice plays her Match
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 4
      And Alice's Vanguard Sergeant 2's Might is 4
      And no might-changed event happened for Alice's Vanguard Sergeant

    @rule:477.3.b
    Example: Alice's Sergeant, raised to the Might of her other Sergeant, just as mighty, gains nothing, so her Match's "if you do" draws her nothing
      Given a test spell "Match" costing 0 and text "[Reaction]\nChoose a friendly unit. Increase its Might to the Might of another friendly unit this turn. If you do, draw 1."
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Match in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Match
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant's Might is 4
      And the chain is empty
      And Alice drew 0 times

    @rule:477.3.b
    Example: "Increase my Might to its Might this turn": Alice's 1 Might Mimic, played, takes the 4 Might of the Sergeant she chose, and no other unit is asked for
      Given a test unit "Mimic" costing 0 with 1 Might and text "When you play me, choose a unit. Increase my Might to its Might this turn."
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Mimic in her hand
      When Alice plays her Mimic
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then no decision is pending
      And Alice's Mimic's Might is 4
      And the might-changed event for Alice's Mimic has amount 3

  Rule: 477.3.e.1.b A limited increase from a spell is measured once, when it applies, and kept at that size

    @rule:477.3.e.1.b
    Example: +4 to a maximum of 5 on a 3 Might unit is a +2, and stays a +2 when a later -2 brings the unit down
      Given a test spell "Cap" costing 0 and text "[Reaction]\nGive a unit +4 :rb_might: this turn, to a maximum of 5 :rb_might:."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Cap in her hand
      And Alice has a Sap in her hand
      When Alice plays her Cap
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 5
      When Alice plays her Sap
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 3

    @rule:477.3.e.1.b
    Example: The maximum is measured against the Might the unit has when the increase applies: a 3 Might unit given +2 first gains nothing
      Given a test spell "Cap" costing 0 and text "[Reaction]\nGive a unit +4 :rb_might: this turn, to a maximum of 5 :rb_might:."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Boost in her hand
      And Alice has a Cap in her hand
      When Alice plays her Boost
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 5
      When Alice plays her Cap
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 5

  Rule: 477.3.c Increasing by a negative amount increases by 0

    @rule:477.3.c
    Example: Doubling a unit whose Might is below 0 adds nothing, so a later +2 brings a 1 Might unit given -2 back to 1
      Given a test spell "Surge" costing 0 and text "[Reaction]\nChoose a unit. Double its Might this turn."
      And Alice has a Recruit (NX) in her base
      And Alice has a Sap in her hand
      And Alice has a Surge in her hand
      And Alice has a Boost in her hand
      When Alice plays her Sap
      And Alice chooses her Recruit (NX)
      And Alice passes
      And Bob passes
      And Alice plays her Surge
      And Alice chooses her Recruit (NX)
      And Alice passes
      And Bob passes
      Then Alice's Recruit (NX)'s Might is 0
      When Alice plays her Boost
      And Alice chooses her Recruit (NX)
      And Alice passes
      And Bob passes
      Then Alice's Recruit (NX)'s Might is 1
