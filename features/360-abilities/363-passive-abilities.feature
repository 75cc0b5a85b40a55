@edition:v1.4
Feature: Passive abilities (rules 363–366)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Insight" costing 2 and text "Draw 2."
    And a test gear "Tax Office" costing 0 and text "Spells you play cost :rb_energy_1: less."
    And a test unit "Warden" costing 2 with 2 Might and text "While I'm at a battlefield, spells you play cost :rb_energy_1: less."
    And a test unit "Bargain" costing 4 with 3 Might and text "I cost :rb_energy_2: less."
    And Alice has 3 cards in her main deck

  @rule:363 @waived:heading
  Rule: 363 Passive abilities

  Rule: 364 A passive ability changes how play goes, in many shapes of text

    @rule:364.1 @rule:364
    Example: A permanent's standing statement makes Alice's spell cheaper
      Given Alice has a Tax Office in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy

    @rule:364.1 @rule:364
    Example: Alice's Tax Office makes only the spells she plays cheaper: Bob's Reaction on her turn costs him its full 2 Energy
      Given a test spell "Quick Study" costing 2 and text "[Reaction]\nDraw 1."
      And Alice has a Tax Office in her base
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Bob has a Quick Study in his hand
      And Bob has 2 Energy in his rune pool
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Quick Study
      Then Alice's rune pool holds 0 Energy
      And Bob's rune pool holds 0 Energy
      And Bob's Quick Study is on the chain

    @rule:364.1
    Example: Alice's Tax Office makes the Reaction she plays on Bob's turn cheaper too
      Given it is Bob's main phase
      And a test spell "Quick Study" costing 2 and text "[Reaction]\nDraw 1."
      And Alice has a Tax Office in her base
      And Alice has a Quick Study in her hand
      And Alice has 2 Energy in her rune pool
      And Bob has an Insight in his hand
      And Bob has 2 Energy in his rune pool
      And Bob has 2 cards in his main deck
      When Bob plays his Insight
      And Bob passes
      And Alice plays her Quick Study
      Then Alice's rune pool holds 1 Energy
      And Bob's rune pool holds 0 Energy
      And Alice's Quick Study is on the chain

    @rule:364.1
    Example: Alice's Tax Office makes her spells cheaper, not the unit she plays
      Given a test unit "Footman" costing 2 with 2 Might
      And Alice has a Tax Office in her base
      And Alice has a Footman in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Footman
      Then Alice's Footman is in Alice's base
      And Alice's rune pool holds 0 Energy

    @rule:364
    Example: Garen gives +1 Might to Alice's other units where he stands, not to himself, to her units in her base or at another battlefield, or to Bob's
      Given a battlefield called the Ford
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And Alice has a Garen, Commander at the Bridge
      And Alice has a Recruit (NX) at the Bridge
      And Alice has a Recruit (NX) in her base
      And Bob has a Recruit (NX) in his base
      And Alice has a Recruit (NX) at the Ford
      Then Alice's Recruit (NX)'s Might is 2
      And Alice's Recruit (NX) 2's Might is 1
      And Alice's Garen, Commander's Might is 5
      And Bob's Recruit (NX)'s Might is 1
      And Alice's Recruit (NX) 3's Might is 1

    @rule:364
    Example: In 2v2, Garen in Alice's base gives +1 Might to her other unit there, not to her teammate Carol's unit in Carol's base
      Given the mode of play is 2v2
      And Alice has a Garen, Commander in her base
      And Alice has a Recruit (NX) in her base
      And Carol has a Recruit (NX) in her base
      Then Alice's Recruit (NX)'s Might is 2
      And Carol's Recruit (NX)'s Might is 1

    @rule:364
    Example: Leona, Zealot in Alice's base lowers no stunned unit in Bob's base: his base is not where she is
      Given Alice has a Leona, Zealot in her base
      And Bob has a stunned Mega-Mech in his base
      Then Bob's Mega-Mech's Might is 8

    @rule:364
    Example: Once Garen moves to the Bridge, Alice's unit in her base loses his bonus and the one at the Bridge gains it
      Given the Bridge is controlled by Alice
      And Alice has a Garen, Commander in her base
      And Alice has a Recruit (NX) at the Bridge
      And Alice has a Recruit (NX) in her base
      Then Alice's Recruit (NX) 2's Might is 2
      And Alice's Recruit (NX)'s Might is 1
      When Alice moves her Garen, Commander to the Bridge
      Then Alice's Recruit (NX)'s Might is 2
      And Alice's Recruit (NX) 2's Might is 1

    @rule:364
    Example: Rumble, Scrapper gives +1 Might to Alice's Mechs, himself included, not to Bob's Mech or her other units
      Given Alice has a Rumble, Scrapper in her base
      And Alice has a Mega-Mech in her base
      And Alice has a Recruit (NX) in her base
      And Bob has a Mega-Mech in his base
      Then Alice's Rumble, Scrapper's Might is 5
      And Alice's Mega-Mech's Might is 9
      And Alice's Recruit (NX)'s Might is 1
      And Bob's Mega-Mech's Might is 8

    @rule:364
    Example: Ornn, Forge God has +1 Might for each of Alice's gear on the board, not for Bob's nor for one in her trash
      Given Alice has an Ornn, Forge God in her base
      And Alice has a Tax Office in her base
      And Alice has a Tax Office in her base
      And Bob has a Tax Office in his base
      And Alice has a Tax Office in her trash
      Then Alice's Ornn, Forge God's Might is 6

    @rule:364
    Example: A Spiderling counts Alice's other Spiderlings where it stands: not itself, her unit of another name, her Spiderling elsewhere or Bob's
      Given the Bridge is controlled by Alice
      And Alice has a Spiderling at the Bridge
      And Alice has a Spiderling at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Spiderling in her base
      And Bob has a Spiderling at the Bridge
      Then Alice's Spiderling's Might is 2
      And Alice's Spiderling 2's Might is 2
      And Alice's Spiderling 3's Might is 1
      And Bob's Spiderling's Might is 1

    @rule:364
    Example: Illaoi, Prophet of the Great Kraken counts Alice's token units wherever they are, not her other unit nor Bob's token
      Given the Bridge is controlled by Alice
      And Alice has an Illaoi, Prophet of the Great Kraken in her base
      And Alice has a Sprite in her base
      And Alice has a Sprite at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Bob has a Sprite in his base
      Then Alice's Illaoi, Prophet of the Great Kraken's Might is 6

    @rule:364
    Example: Petal Pixie counts Alice's units with Temporary at its battlefield; in her base it is at none and counts nothing
      Given the Bridge is controlled by Alice
      And Alice has a Petal Pixie at the Bridge
      And Alice has a Sprite at the Bridge
      And Alice has a Sprite at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Sprite at the Bridge
      And Alice has a Petal Pixie in her base
      And Alice has a Sprite in her base
      Then Alice's Petal Pixie's Might is 4
      And Alice's Petal Pixie 2's Might is 2

    @rule:364
    Example: Sett, Kingpin at the Bridge counts Alice's buffed unit there, not her unbuffed one nor the buffed one in her base
      Given the Bridge is controlled by Alice
      And Alice has a Sett, Kingpin at the Bridge
      And Alice has a buffed Shipyard Skulker at the Bridge
      And Alice has a Recruit (NX) at the Bridge
      And Alice has a buffed Shipyard Skulker in her base
      Then Alice's Sett, Kingpin's Might is 6

    @rule:364
    Example: In Alice's base Sett, Kingpin is at no battlefield and counts nothing, not even the buffed unit beside him
      Given Alice has a Sett, Kingpin in her base
      And Alice has a buffed Shipyard Skulker in her base
      Then Alice's Sett, Kingpin's Might is 5

    @rule:364
    Example: Lee Sin, Centered gives +2 Might to Alice's other buffed unit at his battlefield only
      Given the Bridge is controlled by Alice
      And Alice has a Lee Sin, Centered at the Bridge
      And Alice has a buffed Shipyard Skulker at the Bridge
      And Alice has a Recruit (NX) at the Bridge
      And Alice has a buffed Shipyard Skulker in her base
      Then Alice's Shipyard Skulker's Might is 6
      And Alice's Shipyard Skulker 2's Might is 4
      And Alice's Recruit (NX)'s Might is 1
      And Alice's Lee Sin, Centered's Might is 6

    @rule:364
    Example: Draven, Showboat's Might is increased by Alice's points, not by Bob's
      Given Alice has 4 points
      And Bob has 6 points
      And Alice has a Draven, Showboat in her base
      Then Alice's Draven, Showboat's Might is 7

    @rule:364
    Example: Dr. Mundo, Expert's Might is increased by the cards in Alice's trash, not by those in Bob's nor by her points
      Given Alice has 3 cards in her trash
      And Bob has 2 cards in his trash
      And Alice has 4 points
      And Alice has a Dr. Mundo, Expert in her base
      Then Alice's Dr. Mundo, Expert's Might is 9

    @rule:364
    Example: Plaza Guardian costs one less for each of Alice's gear, not for Bob's
      Given Alice has a Tax Office in her base
      And Alice has a Tax Office in her base
      And Bob has a Tax Office in his base
      And Alice has a Plaza Guardian in her hand
      And Alice has 9 Energy in her rune pool
      When Alice plays her Plaza Guardian
      Then Alice's rune pool holds 1 Energy

    @rule:364
    Example: Played from Alice's hand, Void Drone costs its full 3 Energy: its discount is for plays from elsewhere
      Given Alice has a Void Drone in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Void Drone
      Then Alice's rune pool holds 0 Energy

    @rule:364
    Example: At the Kinkou Temple, Alice's Sett, Kingpin, who has Tank, gets +1 Might, and her Shipyard Skulker there none
      Given a Kinkou Temple battlefield called the Temple
      And the Temple is controlled by Alice
      And Alice has a Sett, Kingpin at the Temple
      And Alice has a Shipyard Skulker at the Temple
      Then Alice's Sett, Kingpin's Might is 6
      And Alice's Shipyard Skulker's Might is 3

    @rule:364
    Example: A unit that raises the Might of Alice's units where it stands to 4 raises itself too, not hers elsewhere or in her hand, nor Bob's there
      Given a test unit "Standard" costing 2 with 1 Might and text "Units you control here have their Might increased to 4 :rb_might:."
      And a battlefield called the Ford
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And Alice has a Standard at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker at the Ford
      And Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Shipyard Skulker in her hand
      Then Alice's Standard's Might is 4
      And Alice's Shipyard Skulker's Might is 4
      And Alice's Shipyard Skulker 2's Might is 3
      And Alice's Shipyard Skulker 3's Might is 3
      And Bob's Shipyard Skulker's Might is 3
      And Alice's Shipyard Skulker 4's Might is 3

    @rule:364
    Example: A Hexer at the Bridge lowers Bob's unit there, not his unit in his base: "here" reaches either player's units where it stands
      Given a test unit "Hexer" costing 2 with 2 Might and text "Enemy units have -1 :rb_might: here."
      And Alice has a Hexer at the Bridge
      And Bob has a Mega-Mech at the Bridge
      And Bob has a Mega-Mech in his base
      Then Bob's Mega-Mech's Might is 7
      And Bob's Mega-Mech 2's Might is 8

    @rule:364
    Example: A Might bonus for Mighty units gives nothing from Alice's hand, and gives it once the card is in her base
      Given a test unit "Warbanner" costing 0 with 1 Might and text "Friendly [Mighty] units have +1 :rb_might:."
      And Alice has a Warbanner in her hand
      And Alice has a Tax Office in her base
      And Alice has a Mega-Mech in her base
      Then Alice's Mega-Mech's Might is 8
      When Alice plays her Warbanner
      Then Alice's Mega-Mech's Might is 9

    @rule:364
    Example: Once Bob's Bannerman is gone, his Recruit no longer has the Tank it gave: Alice's spell that kills a unit with Tank may not choose it
      Given a test unit "Bannerman" costing 3 with 3 Might and text "Other friendly units have [Tank]."
      And a test unit "Sentry" costing 2 with 2 Might and text "[Tank]"
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And a test spell "Pick" costing 0 and text "Kill a unit with [Tank]."
      And Alice has a Smite in her hand
      And Alice has a Pick in her hand
      And Bob has a Bannerman in his base
      And Bob has a Recruit (NX) in his base
      And Bob has a Sentry in his base
      When Alice plays her Smite
      And Alice chooses Bob's Bannerman
      And Alice passes
      And Bob passes
      Then Bob's Bannerman is in Bob's trash
      When Alice plays her Pick
      And Alice chooses Bob's Recruit (NX)
      Then the action is refused
      When Alice chooses Bob's Sentry
      And Alice passes
      And Bob passes
      Then Bob's Sentry is in Bob's trash
      And Bob's Recruit (NX) is in Bob's base

    @rule:364
    Example: A Brawler counts Bob's units for "each enemy unit", not Alice's
      Given a test unit "Brawler" costing 2 with 1 Might and text "I have +1 :rb_might: for each enemy unit."
      And Alice has a Brawler in her base
      And Alice has a Recruit (NX) in her base
      And Alice has a Recruit (NX) in her base
      And Bob has a Recruit (NX) in his base
      And Bob has a Recruit (NX) in his base
      Then Alice's Brawler's Might is 3

    @rule:364
    Example: A Tinkerer counts Alice's other Mechs, not her unit that is no Mech
      Given a test unit "Tinkerer" costing 2 with 1 Might and text "I have +1 :rb_might: for each other friendly Mech."
      And Alice has a Tinkerer in her base
      And Alice has a Mega-Mech in her base
      And Alice has a Recruit (NX) in her base
      Then Alice's Tinkerer's Might is 2

    @rule:364
    Example: A Marshal counts Alice's units with Tank, not itself nor her unit without it
      Given a test unit "Marshal" costing 2 with 1 Might and text "I have +1 :rb_might: for each friendly unit with [Tank]."
      And a test unit "Sentry" costing 2 with 2 Might and text "[Tank]"
      And Alice has a Marshal in her base
      And Alice has a Sentry in her base
      And Alice has a Recruit (NX) in her base
      Then Alice's Marshal's Might is 2

    @rule:364
    Example: A Quartermaster counts Alice's units and gear for "each friendly unit or gear", itself included, not Bob's
      Given a test unit "Quartermaster" costing 2 with 1 Might and text "I have +1 :rb_might: for each friendly unit or gear."
      And Alice has a Quartermaster in her base
      And Alice has a Recruit (NX) in her base
      And Alice has a Tax Office in her base
      And Bob has a Recruit (NX) in his base
      And Bob has a Tax Office in his base
      Then Alice's Quartermaster's Might is 4

    @rule:364
    Example: Two Might bonuses on one line of a Captain stand apart: Alice's other unit gets +1, the Captain itself +2
      Given a test unit "Captain" costing 2 with 2 Might and text "Other friendly units have +1 :rb_might:. I have +2 :rb_might:."
      And Alice has a Captain in her base
      And Alice has a Recruit (NX) in her base
      Then Alice's Captain's Might is 4
      And Alice's Recruit (NX)'s Might is 2

  @rule:364.2 @waived:definition
  Rule: 364.2 How to recognise a passive ability

  Rule: 364.3 A passive ability can depend on a condition

    @rule:364.3 @rule:364.3.a
    Example: While the Warden is at a battlefield, Alice's spell costs one less
      Given Alice has a Warden at the Bridge
      And the Bridge is controlled by Alice
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy

    @rule:364.3 @rule:364.3.a
    Example: With the Warden in base the condition fails and the spell costs full price
      Given Alice has a Warden in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 0 Energy

    @rule:364.3 @rule:364.3.a
    Example: A discount worded "as long as" its unit is at a battlefield works as "while" does: Alice's spell costs one less
      Given a test unit "Steward" costing 2 with 2 Might and text "As long as I'm at a battlefield, spells you play cost :rb_energy_1: less."
      And Alice has a Steward at the Bridge
      And the Bridge is controlled by Alice
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy

    @rule:364.3 @rule:364.3.a
    Example: A discount that asks its unit not to be at a battlefield gives nothing while it is there
      Given a test unit "Hermit" costing 2 with 2 Might and text "While I'm not at a battlefield, spells you play cost :rb_energy_1: less."
      And Alice has a Hermit at the Bridge
      And the Bridge is controlled by Alice
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 0 Energy

    @rule:364.3 @rule:364.3.a
    Example: A discount that asks its unit not to be at a battlefield applies from Alice's base
      Given a test unit "Hermit" costing 2 with 2 Might and text "While I'm not at a battlefield, spells you play cost :rb_energy_1: less."
      And Alice has a Hermit in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy

    @rule:364.3 @rule:364.3.a
    Example: A discount that holds unless its unit is at a battlefield gives nothing while it is there
      Given a test unit "Recluse" costing 2 with 2 Might and text "Spells you play cost :rb_energy_1: less unless I'm at a battlefield."
      And Alice has a Recluse at the Bridge
      And the Bridge is controlled by Alice
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 0 Energy

    @rule:364.3 @rule:364.3.a
    Example: A discount that holds unless its unit is at a battlefield applies from Alice's base
      Given a test unit "Recluse" costing 2 with 2 Might and text "Spells you play cost :rb_energy_1: less unless I'm at a battlefield."
      And Alice has a Recluse in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy

    @rule:364.3 @rule:364.3.a
    Example: A discount that asks its unit to be at a battlefield Alice controls gives nothing while it is at one Bob controls
      Given a test unit "Sheriff" costing 2 with 2 Might and text "While I'm at a battlefield you control, spells you play cost :rb_energy_1: less."
      And Alice has a Sheriff at the Bridge
      And the Bridge is controlled by Bob
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 0 Energy

    @rule:364.3 @rule:364.3.a
    Example: A discount that asks its unit to be at a battlefield Alice controls applies while it is at hers
      Given a test unit "Sheriff" costing 2 with 2 Might and text "While I'm at a battlefield you control, spells you play cost :rb_energy_1: less."
      And Alice has a Sheriff at the Bridge
      And the Bridge is controlled by Alice
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy

    @rule:364.3 @rule:364.3.a
    Example: A discount that asks its unit to be in Alice's base applies there, and gives nothing once the unit is at a battlefield
      Given a test unit "Homebody" costing 2 with 2 Might and text "While I'm in your base, spells you play cost :rb_energy_1: less."
      And a test unit "Rover" costing 2 with 2 Might and text "While I'm in your base, spells you play cost :rb_energy_1: less."
      And Alice has a Homebody in her base
      And Alice has a Rover at the Bridge
      And the Bridge is controlled by Alice
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy

    @rule:364.3 @rule:364.3.a
    Example: A discount that asks its unit to be buffed at a battlefield gives nothing to an unbuffed one there
      Given a test unit "Veteran" costing 2 with 2 Might and text "While I'm buffed at a battlefield, spells you play cost :rb_energy_1: less."
      And Alice has a Veteran at the Bridge
      And the Bridge is controlled by Alice
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 0 Energy

    @rule:364.3 @rule:364.3.a
    Example: A discount whose condition is not about where its unit stands applies from Alice's base while the condition holds
      Given a test unit "Mentor" costing 2 with 2 Might and text "While I'm buffed, spells you play cost :rb_energy_1: less."
      And Alice has a buffed Mentor in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy

    @rule:364.3 @rule:364.3.a
    Example: The same discount gives nothing while its unit is not buffed: Alice's spell costs full price
      Given a test unit "Mentor" costing 2 with 2 Might and text "While I'm buffed, spells you play cost :rb_energy_1: less."
      And Alice has a Mentor in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 0 Energy

    @rule:364.3 @rule:364.3.a
    Example: A gear's discount that asks for two gear applies from Alice's base once she controls two
      Given a test gear "Workshop" costing 0 and text "While you control two or more gear, spells you play cost :rb_energy_1: less."
      And a test gear "Anvil" costing 0
      And Alice has a Workshop in her base
      And Alice has an Anvil in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy

    @rule:364.3 @rule:364.3.a
    Example: A passive that holds "unless" its unit is exhausted: Alice's ready Sentry has 2 more Might, her exhausted one none
      Given a test unit "Sentry" costing 2 with 2 Might and text "I have +2 :rb_might: unless I'm exhausted."
      And Alice has a Sentry in her base
      And Alice has an exhausted Sentry in her base
      Then Alice's Sentry's Might is 4
      And Alice's Sentry 2's Might is 2

    @rule:364.3 @rule:364.3.a
    Example: Wizened Elder has one more Might only while buffed: Alice's buffed one has 6, her unbuffed one 4
      Given Alice has a buffed Wizened Elder in her base
      And Alice has a Wizened Elder in her base
      Then Alice's Wizened Elder's Might is 6
      And Alice's Wizened Elder 2's Might is 4

    @rule:364.3 @rule:364.3.a
    Example: Alice's buffed Bilgewater Bully has Ganking and goes from the Bridge to the Ford
      Given a battlefield called the Ford
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And Alice has a buffed Bilgewater Bully at the Bridge
      When Alice moves her Bilgewater Bully to the Ford
      Then Alice's Bilgewater Bully is at the Ford

    @rule:364.3 @rule:364.3.a
    Example: Alice's unbuffed Bilgewater Bully has no Ganking and may not go from the Bridge to the Ford
      Given a battlefield called the Ford
      And the Bridge is controlled by Alice
      And the Ford is controlled by Alice
      And Alice has a Bilgewater Bully at the Bridge
      When Alice moves her Bilgewater Bully to the Ford
      Then the action is refused citing rule 144.4.b
      And Alice's Bilgewater Bully is at the Bridge

    @rule:364.3
    Example: The Adept has 2 more Might once Alice has spent a Power this turn, and keeps them after later actions of the turn
      Given it is Alice's main phase
      And a test unit "Adept" costing 0 with 1 Might and text "If you've spent at least :rb_rune_rainbow: this turn, I have +2 :rb_might:."
      And a test gear "Blade" costing 0 and text "[Equip] :rb_rune_fury: (:rb_rune_fury:: Attach this to a unit you control.)"
      And Alice has an Adept in her base
      And Alice has a Blade in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      Then Alice's Adept's Might is 1
      When Alice activates her Blade
      And Alice chooses her Adept
      And Alice passes
      And Bob passes
      Then Alice's Blade was attached to Alice's Adept
      And Alice's Adept's Might is 3

    @rule:364.3
    Example: The Strider has 2 more Might only after its second move of the turn, the Runner 1 more after its first
      Given a test unit "Strider" costing 0 with 1 Might and text "If I have moved twice this turn, I have +2 :rb_might:."
      And a test unit "Runner" costing 0 with 1 Might and text "If I have moved this turn, I have +1 :rb_might:."
      And a test spell "Retreat" costing 0 and text "Move a friendly unit to base."
      And the Bridge is controlled by Alice
      And Alice has a Strider at the Bridge
      And Alice has a Runner at the Bridge
      And Alice has a Retreat in her hand
      And Alice has a Retreat in her hand
      Then Alice's Runner's Might is 1
      When Alice plays her Retreat
      And Alice chooses her Runner
      And Alice passes
      And Bob passes
      Then Alice's Runner is in Alice's base
      And Alice's Runner's Might is 2
      And Alice's Strider's Might is 1
      When Alice plays her Retreat 2
      And Alice chooses her Strider
      And Alice passes
      And Bob passes
      Then Alice's Strider is in Alice's base
      And Alice's Strider's Might is 1
      When Alice moves her Strider to the Bridge
      Then Alice's Strider's Might is 3

    @rule:364.3
    Example: The Scholar has 2 more Might once Alice has spent 4 Energy on one spell this turn, not after a 2 Energy spell
      Given it is Alice's main phase
      And a test unit "Scholar" costing 0 with 1 Might and text "If you've spent :rb_energy_4: or more to play a spell this turn, I have +2 :rb_might:."
      And a test spell "Study" costing 2 and text "Draw 1."
      And a test spell "Research" costing 4 and text "Draw 1."
      And Alice has a Scholar in her base
      And Alice has a Study in her hand
      And Alice has a Research in her hand
      And Alice has 6 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Study
      And Alice passes
      And Bob passes
      Then Alice's Scholar's Might is 1
      When Alice plays her Research
      And Alice passes
      And Bob passes
      Then Alice's Scholar's Might is 3

    @rule:364 @rule:364.3
    Example: Bob's Recruit has no Tank from his Bannerman in his hand, nor from his Drillmaster in his base while it is at no battlefield
      Given a test unit "Bannerman" costing 3 with 3 Might and text "Other friendly units have [Tank]."
      And a test unit "Drillmaster" costing 3 with 3 Might and text "While I'm at a battlefield, other friendly units have [Tank]."
      And a test unit "Sentry" costing 2 with 2 Might and text "[Tank]"
      And a test spell "Pick" costing 0 and text "Kill a unit with [Tank]."
      And Alice has a Pick in her hand
      And Bob has a Bannerman in his hand
      And Bob has a Drillmaster in his base
      And Bob has a Recruit (NX) in his base
      And Bob has a Sentry in his base
      When Alice plays her Pick
      And Alice chooses Bob's Recruit (NX)
      Then the action is refused
      When Alice chooses Bob's Sentry
      And Alice passes
      And Bob passes
      Then Bob's Sentry is in Bob's trash
      And Bob's Recruit (NX) is in Bob's base

    @rule:364.3 @rule:809.1
    Example: While Bob's Aegis is buffed, his other units have Deflect: Alice's spell pays one Power more to choose his Sergeant
      Given a test unit "Aegis" costing 2 with 2 Might and text "While I'm buffed, other friendly units have [Deflect]."
      And a test spell "Poke" costing 0 and text "Deal 1 to a unit."
      And Bob has a buffed Aegis in his base
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Poke in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice plays her Poke
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 1 damage
      And Alice's rune pool holds 0 calm Power

    @rule:364.3 @rule:170.8 @rule:190.6.a
    Example: The Shrine Alice controls gives her unit there +1 Might once a unit has died this turn, not before
      Given a test battlefield "Shrine" with text "If a unit died this turn, units here have +1 :rb_might:."
      And a Shrine battlefield called the Shrine
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And the Shrine is controlled by Alice
      And Alice has a Vanguard Sergeant at the Shrine
      And Bob has a Recruit (NX) in his base
      And Alice has a Smite in her hand
      Then Alice's Vanguard Sergeant's Might is 4
      When Alice plays her Smite
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Alice's Vanguard Sergeant's Might is 5

    @rule:364.3 @rule:170.8 @rule:190.6.a
    Example: The Shrine Alice controls gives her unit there +1 Might, and +2 instead once a unit has died this turn
      Given a test battlefield "Shrine" with text "Units here have +1 :rb_might:. If a unit died this turn, they have +2 :rb_might: instead."
      And a Shrine battlefield called the Shrine
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And the Shrine is controlled by Alice
      And Alice has a Vanguard Sergeant at the Shrine
      And Bob has a Recruit (NX) in his base
      And Alice has a Smite in her hand
      Then Alice's Vanguard Sergeant's Might is 5
      When Alice plays her Smite
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Alice's Vanguard Sergeant's Might is 6

    @rule:364.3 @rule:170.8
    Example: The Shrine's "they have +2 instead" on a line of its own still replaces the +1 given on the line before it
      Given a test battlefield "Shrine" with text "Units here have +1 :rb_might:.\nIf a unit died this turn, they have +2 :rb_might: instead."
      And a Shrine battlefield called the Shrine
      And a test spell "Smite" costing 0 and text "Kill a unit."
      And the Shrine is controlled by Alice
      And Alice has a Vanguard Sergeant at the Shrine
      And Bob has a Recruit (NX) in his base
      And Alice has a Smite in her hand
      Then Alice's Vanguard Sergeant's Might is 5
      When Alice plays her Smite
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Alice's Vanguard Sergeant's Might is 6

    @rule:364.3 @rule:364.3.a
    Example: Alice's Standard backs every friendly attacker, not only a lone one: both her Skulkers get +1 Might, Bob's defender nothing
      Given a test gear "Standard" costing 0 and text "While a friendly unit attacks, it gets +1 :rb_might:."
      And Alice has a Standard in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Shipyard Skulker and her Shipyard Skulker 2 to the Bridge
      Then a combat is under way at the Bridge
      And Alice's Shipyard Skulker's Might is 4
      And Alice's Shipyard Skulker 2's Might is 4
      And Bob's Vanguard Sergeant's Might is 4

    @rule:364.3 @rule:364.3.a
    Example: Bob's Captain at the Bridge helps a friendly unit defending alone there only: his Sergeant defending alone at the Ford keeps its Might
      Given a battlefield called the Ford
      And a test unit "Captain" costing 2 with 2 Might and text "While a friendly unit here is defending alone, it gets +2 :rb_might:."
      And Bob has a Captain at the Bridge
      And Bob has a Vanguard Sergeant at the Ford
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Ford
      Then a combat is under way at the Ford
      And Bob's Vanguard Sergeant's Might is 4
      And Bob's Captain's Might is 2

    @rule:364.3
    Example: "While I'm in your base": Alice's Homebody in her base has +1 Might, her other one at the Bridge has not
      Given a test unit "Homebody" costing 0 with 2 Might and text "While I'm in your base, I have +1 :rb_might:."
      And the Bridge is controlled by Alice
      And Alice has a Homebody in her base
      And Alice has a Homebody at the Bridge
      Then Alice's Homebody's Might is 3
      And Alice's Homebody 2's Might is 2

    @rule:364.3
    Example: "While you have another unit here": Alice's Picket beside her Footman at the Bridge has +1 Might, her Picket alone in her base has not
      Given a test unit "Picket" costing 0 with 2 Might and text "While you have another unit here, I have +1 :rb_might:."
      And a test unit "Footman" costing 0 with 3 Might
      And the Bridge is controlled by Alice
      And Alice has a Picket at the Bridge
      And Alice has a Footman at the Bridge
      And Alice has a Picket in her base
      Then Alice's Picket's Might is 3
      And Alice's Picket 2's Might is 2

    @rule:364.3
    Example: "While you control a unit" is met by the Loner itself, a unit Alice controls: alone on the board it has +1 Might
      Given a test unit "Loner" costing 0 with 2 Might and text "While you control a unit, I have +1 :rb_might:."
      And Alice has a Loner in her base
      Then Alice's Loner's Might is 3

    @rule:364.3
    Example: "While I'm at a battlefield you control": Alice's Holder at the Bridge she controls has +1 Might, her Holder in her base has not
      Given a test unit "Holder" costing 0 with 2 Might and text "While I'm at a battlefield you control, I have +1 :rb_might:."
      And the Bridge is controlled by Alice
      And Alice has a Holder at the Bridge
      And Alice has a Holder in her base
      Then Alice's Holder's Might is 3
      And Alice's Holder 2's Might is 2

    @rule:364.3
    Example: "While I'm attacking with another unit": Alice's Flanker attacking the Bridge beside her Footman has +1 Might
      Given a test unit "Flanker" costing 0 with 2 Might and text "While I'm attacking with another unit, I have +1 :rb_might:."
      And a test unit "Footman" costing 0 with 3 Might
      And Alice has a Flanker in her base
      And Alice has a Footman in her base
      And Bob has a Footman at the Bridge
      When Alice moves her Flanker and her Footman to the Bridge
      Then a combat is under way at the Bridge
      And Alice's Flanker's Might is 3

    @rule:364.3
    Example: Alice's Flanker attacking the Bridge alone has no other unit with it: its Might stays 2
      Given a test unit "Flanker" costing 0 with 2 Might and text "While I'm attacking with another unit, I have +1 :rb_might:."
      And a test unit "Footman" costing 0 with 3 Might
      And Alice has a Flanker in her base
      And Bob has a Footman at the Bridge
      When Alice moves her Flanker to the Bridge
      Then a combat is under way at the Bridge
      And Alice's Flanker's Might is 2

    @rule:364.3
    Example: Alice's Flanker beside her Footman in her base is not attacking, and attacking the Bridge without it, it has no other attacker: its Might stays 2
      Given a test unit "Flanker" costing 0 with 2 Might and text "While I'm attacking with another unit, I have +1 :rb_might:."
      And a test unit "Footman" costing 0 with 3 Might
      And Alice has a Flanker in her base
      And Alice has a Footman in her base
      And Bob has a Footman at the Bridge
      Then Alice's Flanker's Might is 2
      When Alice moves her Flanker to the Bridge
      Then a combat is under way at the Bridge
      And Alice's Flanker's Might is 2

    @rule:364.3 @rule:323.2
    Example: Alice's spell moves her Footman into the Flanker's combat: until the cleanup gives it its designation, the Flanker has no other attacker beside it, so the same spell's kill of 2 Might units takes it
      Given a test unit "Flanker" costing 0 with 2 Might and text "While I'm attacking with another unit, I have +1 :rb_might:."
      And a test unit "Footman" costing 0 with 3 Might
      And a test spell "Rush In" costing 0 and text "[Action]\nMove a friendly unit to a battlefield. Then kill all units with 2 :rb_might: or less."
      And Alice has a Flanker in her base
      And Alice has a Footman in her base
      And Bob has a Footman at the Bridge
      And Alice has a Rush In in her hand
      When Alice moves her Flanker to the Bridge
      Then a combat is under way at the Bridge
      And Alice's Flanker's Might is 2
      When Alice plays her Rush In
      And Alice chooses Alice's Footman
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Flanker is in Alice's trash
      And Alice's Footman is at the Bridge
      And Alice's Footman is an attacker

    @rule:364.3 @rule:323.2
    Example: Alice's spell moves her attacking Footman from the Bridge to the Ford: the Flanker it leaves behind has no other attacker with it there, so the same spell's kill of 2 Might units takes it
      Given a battlefield called the Ford
      And a test unit "Flanker" costing 0 with 2 Might and text "While I'm attacking with another unit, I have +1 :rb_might:."
      And a test unit "Footman" costing 0 with 3 Might
      And a test spell "Pull Back" costing 0 and text "[Action]\nMove a friendly unit to a battlefield. Then kill all units with 2 :rb_might: or less."
      And Alice has a Flanker in her base
      And Alice has a Footman in her base
      And Bob has a Footman at the Bridge
      And Alice has a Pull Back in her hand
      When Alice moves her Flanker and her Footman to the Bridge
      Then a combat is under way at the Bridge
      And Alice's Flanker's Might is 3
      When Alice plays her Pull Back
      And Alice chooses Alice's Footman
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Flanker is in Alice's trash
      And Alice's Footman is at the Ford

  Rule: 364.3.a A passive with "if" holds only while its condition does

    @rule:364.3 @rule:364.3.a
    Example: With Bob 3 points short of the Victory Score, Alice's Leona, Zealot enters ready
      Given the victory score is 8
      And Bob has 5 points
      And Alice has a Leona, Zealot in her hand
      And Alice has 6 Energy and 1 calm Power in her rune pool
      When Alice plays her Leona, Zealot
      Then Alice's Leona, Zealot is in Alice's base
      And Alice's Leona, Zealot is ready

    @rule:364.3 @rule:364.3.a
    Example: With Bob 4 points short and Alice herself 1 point short, Alice's Leona, Zealot enters exhausted: only an opponent's score counts
      Given the victory score is 8
      And Bob has 4 points
      And Alice has 7 points
      And Alice has a Leona, Zealot in her hand
      And Alice has 6 Energy and 1 calm Power in her rune pool
      When Alice plays her Leona, Zealot
      Then Alice's Leona, Zealot is in Alice's base
      And Alice's Leona, Zealot is exhausted

    @rule:364.3 @rule:364.3.a
    Example: "While I'm Mighty, I have Deflect" gives Deflect only to the Mighty one: Bob's "Kill a unit with Deflect" may not choose Alice's 3-Might Guard, and pays a Power for her 5-Might one
      Given a test unit "Poised Guard" costing 0 with 3 Might and text "While I'm [Mighty], I have [Deflect]."
      And a test unit "Poised Giant" costing 0 with 5 Might and text "While I'm [Mighty], I have [Deflect]."
      And a test spell "Ward Breaker" costing 0 and text "Kill a unit with [Deflect]."
      And Alice has a Poised Guard in her base
      And Alice has a Poised Giant in her base
      And Bob has a Ward Breaker in his hand
      And Bob has 0 Energy and 1 calm Power in his rune pool
      And it is Bob's main phase
      When Bob plays his Ward Breaker
      And Bob chooses Alice's Poised Guard
      Then the action is refused
      When Bob chooses Alice's Poised Giant
      And Bob passes
      And Alice passes
      Then Alice's Poised Giant is in Alice's trash
      And Alice's Poised Guard is in Alice's base
      And Bob's rune pool holds 0 calm Power

    @rule:364.3 @rule:364.3.a
    Example: Alice's Brooder has 2 more Might only once she has discarded a card this turn: not on the next turn, nor when Bob discards
      Given a test unit "Brooder" costing 0 with 2 Might and text "If you've discarded a card this turn, I have +2 :rb_might:."
      And a test spell "Toss" costing 0 and text "Discard 1."
      And Alice has a Brooder in her base
      And Alice has a Toss in her hand
      And Alice has a Shipyard Skulker in her hand
      And Bob has a Toss in his hand
      And Bob has a Shipyard Skulker in his hand
      And Bob has 3 cards in his main deck
      Then Alice's Brooder's Might is 2
      When Alice plays her Toss
      Then Alice's Brooder's Might is 2
      When Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Alice's Brooder's Might is 4
      When Alice ends her turn
      Then Alice's Brooder's Might is 2
      When Bob plays his Toss
      And Bob passes
      And Alice passes
      And Bob chooses his Shipyard Skulker
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Brooder's Might is 2

    @rule:364.3 @rule:364.3.a
    Example: In a game of three, Carol within 3 points of the Victory Score is enough for Alice's Leona, Zealot to enter ready, though Bob is far from it
      Given the mode of play is FFA3
      And the victory score is 8
      And Bob has 0 points
      And Carol has 6 points
      And Alice has a Leona, Zealot in her hand
      And Alice has 6 Energy and 1 calm Power in her rune pool
      When Alice plays her Leona, Zealot
      Then Alice's Leona, Zealot is in Alice's base
      And Alice's Leona, Zealot is ready

    @rule:364.3 @rule:364.3.a
    Example: Having spent exactly 4 Energy on a spell this turn, Alice may play Jhin, Meticulous Killer for one mind Power
      Given a test spell "Plain Word" costing 4
      And Alice has a Plain Word in her hand
      And Alice has a Jhin, Meticulous Killer in her hand
      And Alice has 4 Energy and 1 mind Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Plain Word
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Jhin, Meticulous Killer
      Then Alice is asked to decide an optional cost
      When Alice pays the optional cost
      Then the chain holds Alice's Jhin, Meticulous Killer
      And Alice's rune pool holds 0 mind Power

    @rule:364.3 @rule:364.3.a
    Example: The 4 Energy Bob spent on his spell this turn do not count for Alice's Jhin, Meticulous Killer
      Given a test spell "Plain Word" costing 0
      And a test spell "Retort" costing 4 and text "[Reaction]"
      And Alice has a Plain Word in her hand
      And Alice has a Jhin, Meticulous Killer in her hand
      And Alice has 1 Energy and 1 mind Power in her rune pool
      And Alice has 3 cards in her main deck
      And Bob has a Retort in his hand
      And Bob has 4 Energy in his rune pool
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Retort
      And Bob passes
      And Alice passes
      Then Bob's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Jhin, Meticulous Killer
      Then the action is refused

    @rule:364.3 @rule:364.3.a
    Example: The 4 Energy Alice spent on a unit this turn do not count for her Jhin, Meticulous Killer: only a spell's do
      Given a test unit "Squire" costing 4 with 2 Might
      And Alice has a Squire in her hand
      And Alice has a Jhin, Meticulous Killer in her hand
      And Alice has 4 Energy and 1 mind Power in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Squire
      Then Alice's Squire is in Alice's base
      When Alice plays her Jhin, Meticulous Killer
      Then the action is refused

    @rule:364.3.a
    Example: "While you have 8+ runes" counts the runes each player has, ready or exhausted: Alice's Sage gets its bonus, Bob's with seven runes does not
      Given a test unit "Sage" costing 0 with 4 Might and text "While you have 8+ runes, I have +4 :rb_might:."
      And Alice has 5 runes in her runes
      And Alice has 3 exhausted runes in her runes
      And Bob has 7 runes in his runes
      And Alice has a Sage in her base
      And Bob has a Sage in his base
      Then Alice's Sage's Might is 8
      And Bob's Sage's Might is 4

    @rule:364.3.a
    Example: "While you have two or more gear in your base" counts the gear in Alice's base: with two there, her spell costs one less
      Given a test gear "Workbench" costing 0 and text "While you have two or more gear in your base, spells you play cost :rb_energy_1: less."
      And a test gear "Anvil" costing 0
      And Alice has a Workbench in her base
      And Alice has an Anvil in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy

  @rule:365 @waived:heading
  Rule: 365 Passive abilities of permanents

  Rule: 365.1 A permanent's passive ability works only on the board

    @rule:365.1
    Example: The Tax Office in Alice's trash does not make her spell cheaper
      Given Alice has a Tax Office in her trash
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 0 Energy

    @rule:365.1
    Example: The Tax Office in Alice's hand does not make her spell cheaper either
      Given Alice has a Tax Office in her hand
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Insight
      Then Alice's rune pool holds 0 Energy

    @rule:365.1
    Example: Soul Shepherd in Alice's hand gives her token unit no Might, though Bob's Garen works on the board; once played to her base, it does
      Given Alice has a Soul Shepherd in her hand
      And Alice has a Sprite in her base
      And Bob has a Garen, Commander in his base
      And Alice has 5 Energy in her rune pool
      Then Alice's Sprite's Might is 3
      When Alice plays her Soul Shepherd
      Then Alice's Soul Shepherd is in Alice's base
      And Alice's Sprite's Might is 4

  @rule:366 @waived:heading
  Rule: 366 Passive abilities of cards off the board

  Rule: 366.1 Off the board, a passive ability says where it works

    @rule:366.1 @rule:366.2 @rule:366.2.a
    Example: A unit that costs less by its own text is cheaper when played from the hand
      Given Alice has a Bargain in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Bargain
      Then Alice's Bargain is in Alice's base
      And Alice's rune pool holds 2 Energy

  Rule: 366.2.a A cost-changing passive applies in every zone the card can be played from

    @rule:366.2.a @rule:366.2
    Example: Played from the champion zone, the unit is just as cheap
      Given Alice has a Bargain as her chosen champion
      And Alice has 2 Energy in her rune pool
      When Alice plays Alice's Bargain
      Then Alice's Bargain is in Alice's base
      And Alice's rune pool holds 0 Energy
