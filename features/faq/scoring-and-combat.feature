@edition:v1.4
Feature: Official rulings on combat and scoring (rules 465–471)
  # Executable answers of the official FAQs (`npx riftcheck faq`); each Example names its source with @faq.

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge

  Rule: 465.2 Both sides deal their total Might as combat damage

    @rule:465.2 @rule:465.2.d @rule:466.5.b @faq:origins:both-sides-combat-same-total-might @faq:origins:mean-combat-tie
    Example: Equal Might on both sides: every unit dies, nobody controls the battlefield and nobody scores
      Given the Bridge is controlled by Bob
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Bob's Shipyard Skulker is in Bob's trash
      And no player controls the Bridge
      And Alice's score is 0
      And Bob's score is 0

  Rule: 466.1 The combat cleanup heals every unit and recalls attackers facing defenders

    @rule:466.1.a.1 @rule:466.1.a.2 @rule:466.3.d @faq:origins:units-both-sides-combat-survive-either @faq:origins:mean-combat-tie @faq:origins:units-heal-combat-damage
    Example: A stunned defender deals nothing and survives: the attacker is recalled, Bob keeps the battlefield, nobody scores
      Given the Bridge is controlled by Bob
      And Bob has a stunned Playful Phantom at the Bridge
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's base
      And Alice's Vanguard Sergeant has 0 damage
      And Bob's Playful Phantom is at the Bridge
      And Bob's Playful Phantom has 0 damage
      And Bob controls the Bridge
      And Alice's score is 0
      And Bob's score is 0

    @rule:466.1.a.1 @faq:origins:units-heal-combat-damage
    Example: The winning attacker is healed of the damage it took as the combat ends
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Playful Phantom in her base
      When Alice moves her Playful Phantom to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Playful Phantom is at the Bridge
      And Alice's Playful Phantom has 0 damage
      And Alice controls the Bridge

    @rule:466.1.a.1 @rule:323.5 @faq:origins:garen-commander-battlefield-along-recruit-token
    Example: Garen dies in combat and his Recruit, given 1 damage while Garen made it 2 Might, is healed before it could die of it
      Given Alice has a Garen, Commander in her base
      And Alice has a Recruit (NX) in her base
      And Bob has a Playful Phantom at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      Then Alice's Recruit (NX)'s Might is 2
      When Alice moves her Garen, Commander and her Recruit (NX) to the Bridge
      And Alice passes
      And Bob passes
      And Bob assigns 5 to Alice's Garen, Commander and 1 to Alice's Recruit (NX)
      Then Alice's Garen, Commander is in Alice's trash
      And Alice's Recruit (NX) is at the Bridge
      And Alice's Recruit (NX) has 0 damage
      And Alice's Recruit (NX)'s Might is 1
      And Bob's Playful Phantom is in Bob's trash
      And Alice controls the Bridge

  Rule: 466.7.c "This combat" effects expire as the combat ends, after control is established

    # The quick rulings of Las Vegas 2026 (under v1.2) expired combat effects before conquering. In v1.4
    # establishing control and its conquer (466.5, 466.6) come before the combat ends (466.7), when
    # "this combat" effects expire (466.7.c): the current answer is tested.
    @rule:466.5.d @rule:466.7.c @faq:rq-vegas-2026:combat-effect-expiration
    Example: A "this combat" bonus still counts when the conquer trigger reads the unit's Might (v1.4)
      Given a test unit "Brute" costing 2 with 2 Might and text "When I conquer, deal damage equal to my Might to a unit an opponent controls."
      And a test spell "Rage" costing 0 and text "[Action]\nGive a friendly unit +2 :rb_might: this combat."
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Brute in her base
      And Alice has a Rage in her hand
      When Alice moves her Brute to the Bridge
      And Alice plays her Rage
      And Alice chooses her Brute
      And Alice passes
      And Bob passes
      Then Alice's Brute's Might is 4
      When Bob passes
      And Alice passes
      Then Alice controls the Bridge
      When Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant is in Bob's trash
      And Alice's Brute's Might is 2

  Rule: 469.1 A conquer is gaining control of a battlefield not yet scored this turn

    # Yone's errata reads control as it was just before the conquest, so the trigger meets a
    # non-combat showdown he wins at an uncontrolled battlefield, not a battlefield taken from Bob.
    @rule:469.1 @rule:348.2.a @faq:spiritforged:yone-trigger-conquer-battlefield-open @editions:v1.3-v1.4
    Example: Yone, Blademaster conquers the uncontrolled Bridge and deals 5 to Bob's unit in his base
      Given Alice has a Yone, Blademaster in her base
      And Bob has a Shipyard Skulker in his base
      When Alice moves her Yone, Blademaster to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Yone, Blademaster
      When Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And the chain is empty

    @rule:469.1 @rule:466.5 @faq:spiritforged:yone-trigger-conquer-battlefield-open @editions:v1.3-v1.4
    Example: Yone, Blademaster conquers the Bridge Bob controlled: his trigger does not meet it
      Given the Bridge is controlled by Bob
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Shipyard Skulker in his base
      And Alice has a Yone, Blademaster in her base
      When Alice moves her Yone, Blademaster to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain is empty
      And Bob's Shipyard Skulker is in Bob's base

  Rule: 471.1.b The final point by conquest needs every battlefield scored this turn

    @rule:471.1.b @rule:471.1.b.1 @faq:origins:last-point-work
    Example: At 7 of 8 points, conquering one of two battlefields draws a card instead of the last point
      Given the victory score is 8
      And Alice has 7 points
      And a battlefield called the Ford
      And Alice has 1 card in her main deck
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice's score is 7
      And Alice's hand holds 1 card
      And nobody has won

    @rule:471.1.b @rule:471.1.b.1 @faq:origins:last-point-work
    Example: At 6 of 8 points, conquering both battlefields one after the other gains both points and wins
      Given the victory score is 8
      And Alice has 6 points
      And a battlefield called the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's score is 7
      When Alice moves her Vanguard Sergeant to the Ford
      And Alice passes
      And Bob passes
      Then Alice's score is 8
      And Alice wins the game
