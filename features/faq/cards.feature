@edition:v1.4
Feature: Official rulings on named cards (rules 355, 466)
  # Executable answers of the official FAQs (`npx riftcheck faq`) about real cards; each Example names its source with @faq.

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test unit "Ogre" costing 0 with 6 Might

  Rule: 466.1 The combat cleanup heals every unit before what it set off resolves

    @rule:466.1.a.1 @rule:808 @faq:origins:damage-kogmaws-deathknell-ability-before-after
    Example: Kog'Maw's Deathknell resolves after the combat healing, so the Ogre keeps its 4 damage after the combat
      Given the Bridge is controlled by Bob
      And Bob has a Kog'Maw, Caustic at the Bridge
      And Alice has an Ogre in her base
      When Alice moves her Ogre to the Bridge
      And Alice passes
      And Bob passes
      And Bob passes
      And Alice passes
      Then Bob's Kog'Maw, Caustic is in Bob's trash
      And Alice's Ogre is at the Bridge
      And Alice's Ogre has 4 damage
      And Alice controls the Bridge

  Rule: 355.6 Every target must be chosen as the card is played

    @rule:355.6 @faq:origins:spell-multiple-targets-like-back-back
    Example: Back to Back needs two different friendly units: with one, it cannot be played
      Given Alice has a Back to Back in her hand
      And Alice has a Shipyard Skulker in her base
      And Alice has 3 Energy in her rune pool
      When Alice plays her Back to Back
      Then the action is refused
      And Alice's Back to Back is in Alice's hand

    @rule:355.6 @faq:origins:spell-multiple-targets-like-back-back
    Example: With two friendly units, Back to Back targets both and gives each +2 Might
      Given Alice has a Back to Back in her hand
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has 3 Energy in her rune pool
      When Alice plays her Back to Back
      And Alice chooses her Shipyard Skulker and her Vanguard Sergeant
      Then Alice's Back to Back is targeting Alice's Shipyard Skulker and Alice's Vanguard Sergeant
      When Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 5
      And Alice's Vanguard Sergeant's Might is 6
