@edition:v1.4
Feature: Battlefields (rules 169–172)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a battlefield called the Ford
    And a test unit "Skyrider" costing 0 with 2 Might and text "You may play me to an open battlefield."
    And a test unit "Footman" costing 0 with 3 Might

  @rule:169 @waived:heading
  Rule: 169 Battlefields

  @rule:197 @waived:heading
  Rule: 197 Locations

  Rule: 170.11 Card text may speak of occupied, uncontrolled and open battlefields

    @rule:170.11 @rule:170.11.a @rule:170.11.b @rule:170.11.c
    Example: An uncontrolled battlefield with Bob's unit on it is occupied, so it is not open to Alice's unit
      Given Bob has a Footman at the Ford
      And Alice has a Skyrider in her hand
      When Alice plays her Skyrider
      Then Alice is asked to choose a battlefield among base and the Bridge
      When Alice chooses the Bridge
      Then Alice's Skyrider is at the Bridge

    @rule:170.11.b @rule:170.11.c
    Example: A battlefield Bob controls is not uncontrolled, so it is not open to Alice's unit
      Given the Ford is controlled by Bob
      And Bob has a Footman at the Ford
      And Alice has a Skyrider in her hand
      When Alice plays her Skyrider
      Then Alice is asked to choose a battlefield among base and the Bridge

    @rule:170.11.c @rule:170.11.b
    Example: A battlefield Bob controls with none of his units left there is still not open to Alice's unit
      Given the Ford is controlled by Bob
      And Alice has a Skyrider in her hand
      When Alice plays her Skyrider
      Then Alice is asked to choose a battlefield among base and the Bridge
      When Alice chooses the Bridge
      Then Alice's Skyrider is at the Bridge

    @rule:170.11.c @rule:170.11.a
    Example: A spell moving a unit to an open battlefield offers the empty Bridge, not the Ford where Bob's unit stands
      Given a test spell "Landfall" costing 0 and text "Move a friendly unit to an open battlefield."
      And Bob has a Footman at the Ford
      And Alice has a Footman in her base
      And Alice has a Landfall in her hand
      When Alice plays her Landfall
      And Alice chooses her Footman
      Then Alice is asked to choose a battlefield among the Bridge
      When Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Footman is at the Bridge
      And Bob's Footman is at the Ford

    @rule:170.11.c @rule:170.11.a
    Example: A spell moving a unit to an open location offers the empty Bridge only: the Ford has Bob's unit, and no base is a battlefield that could be open
      Given a test spell "Drift" costing 0 and text "Move a friendly unit to an open location."
      And Bob has a Footman at the Ford
      And Alice has a Footman in her base
      And Alice has a Drift in her hand
      When Alice plays her Drift
      And Alice chooses her Footman
      Then Alice is asked to choose a battlefield among the Bridge
      When Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Footman is at the Bridge

  Rule: 170.5 Battlefields are locations units move from and to

    @rule:170.5 @rule:170.5.b @rule:170.6 @rule:200
    Example: Two of Alice's units move together to the Bridge
      Given Alice has a Footman in her base
      And Alice has a Skyrider in her base
      When Alice moves her Footman and her Skyrider to the Bridge
      Then Alice's Footman is at the Bridge
      And Alice's Skyrider is at the Bridge

    @rule:170.5 @rule:170.5.a @rule:200
    Example: Alice's unit moves from the Bridge back to her base
      Given Alice has a Footman at the Bridge
      When Alice moves her Footman to her base
      Then Alice's Footman is in Alice's base
      And Alice's Footman is exhausted

    @rule:170.5 @rule:198.1
    Example: A unit at a battlefield is at a location, so "kill a unit" may choose it there as in a base
      Given a test spell "Execute" costing 0 and text "Kill a unit."
      And Bob has a Footman at the Bridge
      And Bob has a Skyrider in his base
      And Alice has an Execute in her hand
      When Alice plays her Execute
      Then Alice is asked to choose targets among Bob's Footman and Bob's Skyrider

    @rule:198.1
    Example: "A unit at a location" is a unit at a battlefield or in a base: Alice's Zap may hit Bob's unit in his base
      Given a test spell "Zap" costing 0 and text "Deal 2 to a unit at a location."
      And Bob has a Footman at the Bridge
      And Bob has a Recruit (NX) in his base
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Footman and Bob's Recruit (NX)
      When Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash

  Rule: 170.7 A spell or ability may target a battlefield

    @rule:170.7 @rule:355.10.d
    Example: "All enemy units at a battlefield" has Alice target the Ford, and Bob's unit at the Bridge is spared
      Given a test spell "Blaze" costing 0 and text "Deal 3 to all enemy units at a battlefield."
      And Bob has a Footman at the Bridge
      And Bob has a Footman at the Ford
      And Alice has a Blaze in her hand
      When Alice plays her Blaze
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      When Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Bob's Footman 2 is in Bob's trash
      And Bob's Footman is at the Bridge

  Rule: 170.8 A battlefield's passive ability works on what is "here", that battlefield (053.3)

    @rule:170.8 @rule:053.3 @editions:v1.2-v1.4
    Example: Void Gate adds its Bonus Damage to the unit there, not to the one at the Bridge
      Given a Void Gate battlefield called the Gate
      And a test spell "Quake" costing 0 and text "Deal 2 to ALL units at battlefields."
      And Bob has a Vanguard Sergeant at the Gate
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Quake in her hand
      When Alice plays her Quake
      And Alice passes
      And Bob passes
      Then Bob's Vanguard Sergeant has 3 damage
      And Bob's Vanguard Sergeant 2 has 2 damage

    @rule:170.8 @rule:190.6.d
    Example: The Camp Alice controls raises her Footman there to 5 Might, not her Footman at the Bridge
      Given a test battlefield "Camp" with text "Friendly units here have their Might increased to 5 :rb_might:."
      And a Camp battlefield called the Camp
      And the Camp is controlled by Alice
      And Alice has a Footman at the Camp
      And Alice has a Footman at the Bridge
      Then Alice's Footman's Might is 5
      And Alice's Footman 2's Might is 3

    @rule:170.8
    Example: The Yard Alice controls gives +1 to her Mighty unit there, not to her Footman beside it
      Given a test battlefield "Yard" with text "Friendly [Mighty] units here have +1 :rb_might:."
      And a Yard battlefield called the Yard
      And a test unit "Giant" costing 0 with 5 Might
      And the Yard is controlled by Alice
      And Alice has a Giant at the Yard
      And Alice has a Footman at the Yard
      Then Alice's Giant's Might is 6
      And Alice's Footman's Might is 3

  Rule: 170.9 A battlefield's triggered abilities trigger from the battlefield itself

    @rule:170.9 @rule:190.6 @rule:190.6.a
    Example: Alice holds the Shrine: its "When you hold here" goes on the Chain as hers and she draws
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Shrine" with text "When you hold here, draw 1."
      And a Shrine battlefield called the Shrine
      And the Shrine is controlled by Alice
      And Alice has a Footman at the Shrine
      And Alice has 3 cards in her main deck
      Then the chain holds the Shrine
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 2 times

    @rule:170.9
    Example: Alice holds the Bridge, not the Shrine Bob controls: the Shrine does not trigger
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Shrine" with text "When you hold here, draw 1."
      And a Shrine battlefield called the Shrine
      And the Shrine is controlled by Bob
      And Bob has a Footman at the Shrine
      And the Bridge is controlled by Alice
      And Alice has a Footman at the Bridge
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      Then no triggered event happened for the Shrine
      And the game is in the main phase
      And Alice drew 1 time
      And Bob drew 0 times

    @rule:170.9 @rule:190.6 @rule:190.6.a
    Example: Alice conquers the Crossing: its "When you conquer here" is hers and she draws
      Given a test battlefield "Crossing" with text "When you conquer here, draw 1."
      And a Crossing battlefield called the Crossing
      And Alice has a Footman in her base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice moves her Footman to the Crossing
      And Alice passes
      And Bob passes
      Then Alice controls the Crossing
      And the chain holds the Crossing
      And the triggered event for the Crossing cites rule 190.6.a
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Bob drew 0 times

    @rule:170.9
    Example: Alice conquers the Bridge: the Crossing, conquered by no one, does not trigger
      Given a test battlefield "Crossing" with text "When you conquer here, draw 1."
      And a Crossing battlefield called the Crossing
      And Alice has a Footman in her base
      And Alice has 3 cards in her main deck
      When Alice moves her Footman to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And no triggered event happened for the Crossing
      And Alice drew 0 times

    @rule:170.9 @rule:190.6 @rule:190.6.a
    Example: Alice attacks the Fort Bob holds: its "When you defend here" is Bob's, not the attacker's
      Given it is Alice's main phase
      And a test battlefield "Fort" with text "When you defend here, draw 1."
      And a Fort battlefield called the Fort
      And the Fort is controlled by Bob
      And Bob has a Footman at the Fort
      And Alice has a Footman in her base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice moves her Footman to the Fort
      Then a combat is under way at the Fort
      And the chain holds the Fort
      And the chain item of the Fort is Bob's
      And the triggered event for the Fort cites rule 190.6.a
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice drew 0 times

    @rule:170.9
    Example: Alice moves into the empty Fort: nobody defends, and the Fort does not trigger
      Given it is Alice's main phase
      And a test battlefield "Fort" with text "When you defend here, draw 1."
      And a Fort battlefield called the Fort
      And Alice has a Footman in her base
      When Alice moves her Footman to the Fort
      And Alice passes
      And Bob passes
      Then Alice controls the Fort
      And no triggered event happened for the Fort

    @rule:170.9
    Example: Bob's Footman at the Cove returned to his hand sets off the Cove, and Bob draws; a Footman returned from a base does not
      Given it is Alice's main phase
      And a test battlefield "Cove" with text "When a unit here is returned to a player's hand, that player draws 1."
      And a Cove battlefield called the Cove
      And a test spell "Recoil" costing 0 and text "Return a unit to its owner's hand."
      And the Cove is controlled by Bob
      And Bob has a Footman at the Cove
      And Bob has a Footman in his base
      And Alice has a Recoil in her hand
      And Alice has a Recoil in her hand
      And Bob has 3 cards in his main deck
      When Alice plays her Recoil
      And Alice chooses Bob's Footman 2
      And Alice passes
      And Bob passes
      Then Bob's Footman 2 is in Bob's hand
      And these events happened in order:
        | moved | Bob's Footman 2 |
      And no triggered event happened for the Cove
      When Alice plays her Recoil 2
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's hand
      And the chain holds the Cove
      And the triggered event for the Cove cites rule 190.6.c
      When Bob passes
      And Alice passes
      Then Bob drew 1 time

    @rule:170.9
    Example: Alice's Serrated Dirk, attached to her Poro at the Cove, is returned to her hand: it is no unit, so the Cove does not trigger
      Given a test battlefield "Cove" with text "When a unit here is returned to a player's hand, that player draws 1."
      And a Cove battlefield called the Cove
      And a test spell "Disarm" costing 0 and text "Return a gear to its owner's hand."
      And the Cove is controlled by Alice
      And Alice has a Stalwart Poro at the Cove
      And Alice has a Serrated Dirk in her base
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has a Disarm in her hand
      And Alice has 3 cards in her main deck
      When Alice activates her Serrated Dirk
      And Alice chooses Alice's Stalwart Poro
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk was attached to Alice's Stalwart Poro
      When Alice plays her Disarm
      And Alice chooses Alice's Serrated Dirk
      And Alice passes
      And Bob passes
      Then Alice's Serrated Dirk is in Alice's hand
      And no triggered event happened for the Cove
      And Alice drew 0 times

    @rule:170.9
    Example: Alice's facedown Pakaa Cub at the Cove, returned to her hand, is a hidden card there, not a unit: the Cove does not trigger
      Given a test battlefield "Cove" with text "When a unit here is returned to a player's hand, that player draws 1."
      And a Cove battlefield called the Cove
      And a test spell "Unveil" costing 0 and text "Return a facedown card to its owner's hand."
      And the Cove is controlled by Alice
      And Alice has a facedown Pakaa Cub at the Cove
      And Alice has an Unveil in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Unveil
      And Alice chooses Alice's Pakaa Cub
      And Alice passes
      And Bob passes
      Then Alice's Pakaa Cub is in Alice's hand
      And no triggered event happened for the Cove
      And Alice drew 0 times

    @rule:170.9 @rule:190.6 @rule:190.6.a
    Example: "its owner" on the Cove's return ability is the returned unit's owner, and the ability stays its holder's: Bob draws
      Given it is Alice's main phase
      And a test battlefield "Cove" with text "When a unit here is returned to a player's hand, its owner draws 1."
      And a Cove battlefield called the Cove
      And a test spell "Recoil" costing 0 and text "Return a unit to its owner's hand."
      And the Cove is controlled by Bob
      And Bob has a Footman at the Cove
      And Alice has a Recoil in her hand
      And Bob has 3 cards in his main deck
      And Alice has 3 cards in her main deck
      When Alice plays her Recoil
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then the chain holds the Cove
      And the triggered event for the Cove cites rule 190.6.a
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice drew 0 times

    @rule:170.9 @rule:190.6 @rule:190.6.a
    Example: Bob's Footman returned from the Cove he holds sets off only the Cove's return ability, his as its holder; its defend ability stays silent
      Given it is Alice's main phase
      And a test battlefield "Cove" with text "When you defend here, draw 1.\nWhen a unit here is returned to a player's hand, draw 1."
      And a Cove battlefield called the Cove
      And a test spell "Recoil" costing 0 and text "Return a unit to its owner's hand."
      And the Cove is controlled by Bob
      And Bob has a Footman at the Cove
      And Alice has a Recoil in her hand
      And Bob has 3 cards in his main deck
      And Alice has 3 cards in her main deck
      When Alice plays her Recoil
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's hand
      And the chain holds the Cove
      And the chain item of the Cove is Bob's
      And the triggered event for the Cove cites rule 190.6.a
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice drew 0 times
      And the chain is empty

    @rule:170.9
    Example: A gear and a facedown unit card leaving the Cove for Alice's hand are no unit returned from there: the Cove stays silent
      Given it is Alice's main phase
      And a test battlefield "Cove" with text "When a unit here is returned to a player's hand, that player draws 1."
      And a Cove battlefield called the Cove
      And a test gear "Tether" costing 0 and text ":rb_energy_1:: Attach this to a unit you control."
      And a test spell "Unhook" costing 0 and text "Return a gear to its owner's hand."
      And a test spell "Unmask" costing 0 and text "Return a facedown card to its owner's hand."
      And the Cove is controlled by Alice
      And Alice has a Footman at the Cove
      And Alice has a facedown Vanguard Sergeant at the Cove
      And Alice has a Tether in her base
      And Alice has 1 Energy in her rune pool
      And Alice has an Unhook in her hand
      And Alice has an Unmask in her hand
      And Alice has 3 cards in her main deck
      When Alice activates her Tether
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      Then Alice's Tether is at the Cove
      When Alice plays her Unhook
      And Alice chooses her Tether
      And Alice passes
      And Bob passes
      Then Alice's Tether is in Alice's hand
      And the chain is empty
      When Alice plays her Unmask
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's hand
      And the chain is empty
      And no triggered event happened for the Cove
      And Alice drew 0 times

    @rule:170.9 @rule:190.6 @rule:190.6.a
    Example: Alice plays a Footman to the Market she holds: its "When a player plays a unit here" triggers, where her hold, her spell and a move away do not
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Market" with text "When a player plays a unit here, draw 1."
      And a Market battlefield called the Market
      And a test spell "Blank" costing 0
      And the Market is controlled by Alice
      And Alice has a Footman at the Market
      And Alice has a Footman in her hand
      And Alice has a Blank in her hand
      And Alice has 3 cards in her main deck
      Then no triggered event happened for the Market
      And the game is in the main phase
      When Alice plays her Blank
      And Alice passes
      And Bob passes
      Then no triggered event happened for the Market
      When Alice plays her Footman 2
      And Alice chooses the Market
      Then Alice's Footman 2 is at the Market
      And the chain holds the Market
      And the chain item of the Market is Alice's
      And the triggered event for the Market cites rule 190.6.a
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      When Alice moves her Footman to her base
      Then the chain is empty
      And Alice drew 2 times

    @rule:170.9 @rule:190.6.b
    Example: Alice plays her Skyrider to the open Market: its "When a player plays a unit here" is hers by 190.6.b and gives the Skyrider +1 Might
      Given a test battlefield "Market" with text "When a player plays a unit here, give it +1 :rb_might: this turn."
      And a Market battlefield called the Market
      And Alice has a Footman in her base
      And Alice has a Skyrider in her hand
      When Alice plays her Skyrider
      And Alice chooses the Market
      Then Alice's Skyrider is at the Market
      And the chain holds the Market
      And the chain item of the Market is Alice's
      And the triggered event for the Market cites rule 190.6.b
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Skyrider's Might is 3
      And Alice's Footman's Might is 3

    @rule:170.9 @rule:190.6 @rule:190.6.a
    Example: A unit moving from the Pass Alice holds sets off its "When a unit moves from here" on that unit, not its "When you defend here"; her hold and a unit played there set off neither
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Pass" with text "When you defend here, draw 1.\nWhen a unit moves from here, give it +1 :rb_might: this turn."
      And a Pass battlefield called the Pass
      And the Pass is controlled by Alice
      And Alice has a Footman at the Pass
      And Alice has a Footman in her hand
      And Alice has 3 cards in her main deck
      Then no triggered event happened for the Pass
      And the game is in the main phase
      When Alice plays her Footman 2
      And Alice chooses the Pass
      Then Alice's Footman 2 is at the Pass
      And no triggered event happened for the Pass
      When Alice moves her Footman to her base
      Then the chain holds the Pass
      And the chain item of the Pass is Alice's
      And the triggered event for the Pass cites rule 190.6.a
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Footman's Might is 4
      And Alice's Footman 2's Might is 3
      And Alice drew 1 time

    @rule:170.9 @rule:190.6 @rule:190.6.a
    Example: The Vault's "While you control this battlefield, when you play a spell" sees Alice's spell, as she holds it, and not Bob's reaction
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Vault" with text "While you control this battlefield, when you play a spell, draw 1."
      And a Vault battlefield called the Vault
      And a test spell "Blank" costing 0
      And a test spell "Quick Word" costing 0 and text "[Reaction]"
      And the Vault is controlled by Alice
      And Alice has a Footman at the Vault
      And Alice has a Blank in her hand
      And Bob has a Quick Word in his hand
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      Then no triggered event happened for the Vault
      And the game is in the main phase
      When Alice plays her Blank
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      And Alice passes
      Then Bob's Quick Word is in Bob's trash
      And no triggered event happened for the Vault
      When Alice passes
      And Bob passes
      Then the chain holds the Vault
      And the chain item of the Vault is Alice's
      And the triggered event for the Vault cites rule 190.6.a
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 2 times
      And Bob drew 0 times

    @rule:170.9 @rule:190.6 @rule:190.6.a
    Example: Alice attacks the Arena Bob holds: its "When combat starts here" is Bob's, and its "When you hold here" waits for a hold
      Given it is Alice's main phase
      And a test battlefield "Arena" with text "When you hold here, draw 1.\nWhen combat starts here, draw 1."
      And an Arena battlefield called the Arena
      And the Arena is controlled by Bob
      And Bob has a Footman at the Arena
      And Alice has a Footman in her base
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      When Alice moves her Footman to the Arena
      Then a combat is under way at the Arena
      And the chain holds the Arena
      And the chain item of the Arena is Bob's
      And the triggered event for the Arena cites rule 190.6.a
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice drew 0 times

    @rule:170.9
    Example: Alice attacks the Ring Bob holds: only its "When combat starts here" triggers, not its "When you hold", which names no place
      Given it is Alice's main phase
      And a test battlefield "Ring" with text "When you hold, draw 1.\nWhen combat starts here, draw 1."
      And a Ring battlefield called the Ring
      And the Ring is controlled by Bob
      And Bob has a Footman at the Ring
      And Alice has a Footman in her base
      And Bob has 3 cards in his main deck
      When Alice moves her Footman to the Ring
      Then a combat is under way at the Ring
      And the chain holds the Ring
      When Bob passes
      And Alice passes
      Then Bob drew 1 time

    @rule:170.9 @rule:190.6.a
    Example: Alice holds the Barrow: its "When you hold here" deals its damage to the units there, not to Bob's unit at the Bridge
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Barrow" with text "When you hold here, deal 1 to each unit there."
      And a Barrow battlefield called the Barrow
      And the Barrow is controlled by Alice
      And Alice has a Footman at the Barrow
      And Bob has a Footman at the Bridge
      Then the chain holds the Barrow
      When Alice passes
      And Bob passes
      Then Alice's Footman has 1 damage
      And Bob's Footman has 0 damage

    @rule:170.9 @rule:190.6.a
    Example: The Keep's "When you hold here or when you defend here" triggers as Alice holds it
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Keep" with text "When you hold here or when you defend here, draw 1."
      And a Keep battlefield called the Keep
      And the Keep is controlled by Alice
      And Alice has a Footman at the Keep
      And Alice has 3 cards in her main deck
      Then the chain holds the Keep
      And the chain item of the Keep is Alice's
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 2 times

    @rule:170.9 @rule:190.6.a
    Example: The Keep's "When you hold here or when you defend here" triggers for Bob as Alice attacks him there
      Given it is Alice's main phase
      And a test battlefield "Keep" with text "When you hold here or when you defend here, draw 1."
      And a Keep battlefield called the Keep
      And the Keep is controlled by Bob
      And Bob has a Footman at the Keep
      And Alice has a Footman in her base
      And Bob has 3 cards in his main deck
      When Alice moves her Footman to the Keep
      Then a combat is under way at the Keep
      And the chain holds the Keep
      And the chain item of the Keep is Bob's
      When Bob passes
      And Alice passes
      Then Bob drew 1 time

    @rule:170.9
    Example: The Tower's "When you defend here or hold here", one condition naming two events, triggers as Alice holds it
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Tower" with text "When you defend here or hold here, draw 1."
      And a Tower battlefield called the Tower
      And the Tower is controlled by Alice
      And Alice has a Footman at the Tower
      And Alice has 3 cards in her main deck
      Then the chain holds the Tower
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 2 times

    @rule:170.9
    Example: The Gate's "When you hold here or conquer here", one condition naming two events, triggers as Alice holds it
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Gate" with text "When you hold here or conquer here, draw 1."
      And a Gate battlefield called the Gate
      And the Gate is controlled by Alice
      And Alice has a Footman at the Gate
      And Alice has 3 cards in her main deck
      Then the chain holds the Gate
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 2 times

    @rule:170.9 @rule:708 @rule:469.1
    Example: A battlefield watching for conquests made with a Mighty unit stays silent as Alice's 3-Might Footman conquers it (its text alone, or joined by "or" to a hold), and triggers as her 5-Might Victor conquers another
      Given a test battlefield "Temple" with text "When you conquer here with one or more [Mighty] units, draw 1."
      And a Temple battlefield called the Temple
      And a Temple battlefield called the Sanctum
      And a test battlefield "Vault" with text "When you conquer here with one or more [Mighty] units or when you hold here, draw 1."
      And a Vault battlefield called the Vault
      And a test unit "Victor" costing 0 with 5 Might
      And Alice has a Footman in her base
      And Alice has a Footman in her base
      And Alice has a Victor in her base
      And Alice has 2 cards in her main deck
      When Alice moves her Footman to the Temple
      And Alice passes
      And Bob passes
      Then Alice controls the Temple
      And the chain is empty
      And Alice's hand holds 0 cards
      When Alice moves her Footman 2 to the Vault
      And Alice passes
      And Bob passes
      Then Alice controls the Vault
      And the chain is empty
      And Alice's hand holds 0 cards
      When Alice moves her Victor to the Sanctum
      And Alice passes
      And Bob passes
      Then Alice controls the Sanctum
      And the chain holds the Sanctum
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card

    @rule:170.9 @rule:708 @rule:469.1
    Example: Alice's 3-Might Footman and 5-Might Victor conquer the Temple together: one Mighty unit among them is enough, and it draws her a card
      Given a test battlefield "Temple" with text "When you conquer here with one or more [Mighty] units, draw 1."
      And a Temple battlefield called the Temple
      And a test unit "Victor" costing 0 with 5 Might
      And Alice has a Footman in her base
      And Alice has a Victor in her base
      And Alice has 2 cards in her main deck
      When Alice moves her Footman and her Victor to the Temple
      And Alice passes
      And Bob passes
      Then Alice controls the Temple
      And the chain holds the Temple
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:170.9 @rule:469.1
    Example: A battlefield watching for conquests made with one or more units, of any kind, triggers as Alice's Footman conquers it
      Given a test battlefield "Forum" with text "When you conquer here with one or more units, draw 1."
      And a Forum battlefield called the Forum
      And Alice has a Footman in her base
      And Alice has 2 cards in her main deck
      When Alice moves her Footman to the Forum
      And Alice passes
      And Bob passes
      Then Alice controls the Forum
      And the chain holds the Forum
      When Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:170.9 @rule:708 @rule:469.1
    Example: A Shrine watching for a hold here, or a conquest here made with a Mighty unit, stays silent as Alice's 3-Might Footman conquers it
      Given a test battlefield "Shrine" with text "When you hold here or conquer here with one or more [Mighty] units, draw 1."
      And a Shrine battlefield called the Shrine
      And Alice has a Footman in her base
      And Alice has 2 cards in her main deck
      When Alice moves her Footman to the Shrine
      And Alice passes
      And Bob passes
      Then Alice controls the Shrine
      And the chain is empty
      And Alice drew 0 times

    @rule:170.9 @rule:383.1.b
    Example: Bob's spell chooses Alice's Footman at her Grove, whose "draw 1" names no player: the Grove's ability is Alice's, she draws, and it cites 383.1.b
      Given a test battlefield "Dream Grove" with text "When a player chooses a friendly unit here with a spell for the first time each turn, draw 1."
      And a Dream Grove battlefield called the Grove
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And a test spell "Ping" costing 0
      And the Grove is controlled by Alice
      And Alice has a Footman at the Grove
      And Alice has a Ping in her hand
      And Bob has a Boost in his hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Ping
      And Alice passes
      And Bob plays his Boost
      And Bob chooses Alice's Footman
      Then the chain holds Alice's Ping, then Bob's Boost, then the Grove
      And the chain item of the Grove is Alice's
      And the triggered event for the Grove cites rule 383.1.b
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Bob drew 0 times

    @rule:170.9 @rule:383.1.b
    Example: Alice plays her Footman to her Spring, whose "draw 1" names no player: the Spring's first-unit ability draws her a card
      Given a test battlefield "Spring" with text "The first time a player plays a non-token unit here each turn, draw 1."
      And a Spring battlefield called the Spring
      And the Spring is controlled by Alice
      And Alice has a Footman at the Spring
      And Alice has a Footman in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Footman 2
      And Alice chooses the Spring
      Then the chain holds the Spring
      And the chain item of the Spring is Alice's
      And the triggered event for the Spring cites rule 383.1.b
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time
    @rule:170.9 @rule:383.1.b
    Example: Alice's Stalker Ambushes to Bob's Spring, whose ability says "you draw 1": the ability is Bob's, as the Spring's controller, so he draws and Alice, who played the unit, does not
      Given it is Bob's main phase
      And a test battlefield "Spring" with text "The first time a player plays a non-token unit here each turn, you draw 1."
      And a Spring battlefield called the Spring
      And a test unit "Stalker" costing 0 with 2 Might and text "[Ambush]\nI can [Ambush] to battlefields where there are enemy units."
      And a test spell "Ping" costing 0
      And the Spring is controlled by Bob
      And Bob has a Footman at the Spring
      And Bob has a Ping in his hand
      And Alice has a Stalker in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Bob plays his Ping
      And Bob passes
      And Alice plays her Stalker
      Then Alice's Stalker is at the Spring
      And the chain holds Bob's Ping, then the Spring
      And the chain item of the Spring is Bob's
      When Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice drew 0 times


    @rule:170.9
    Example: A unit played to Alice's Grove is no choice made by a spell: the Grove stays quiet, and Alice's spell choosing a unit there later sets it off
      Given a test battlefield "Grove" with text "The first time a player chooses a friendly unit here with a spell each turn, they draw 1."
      And a Grove battlefield called the Grove
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And the Grove is controlled by Alice
      And Alice has a Footman at the Grove
      And Alice has a Footman in her hand
      And Alice has a Boost in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Footman 2
      And Alice chooses the Grove
      Then Alice's Footman 2 is at the Grove
      And the chain is empty
      And no triggered event happened for the Grove
      When Alice plays her Boost
      And Alice chooses her Footman
      Then the chain holds Alice's Boost, then the Grove

    @rule:170.9
    Example: A spell choosing Alice's unit at her Spring is no unit played there: the Spring stays quiet
      Given a test battlefield "Spring" with text "The first time a player plays a non-token unit here each turn, they may move another unit they control here to its base."
      And a Spring battlefield called the Spring
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And the Spring is controlled by Alice
      And Alice has a Footman at the Spring
      And Alice has a Boost in her hand
      When Alice plays her Boost
      And Alice chooses her Footman
      Then the chain holds Alice's Boost
      And no triggered event happened for the Spring
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Footman is at the Spring

    @rule:170.9 @rule:383.1
    Example: Two Dream Groves each watch for their own first choice of the turn: Alice's spell at one sets off that one, her next spell at the other sets off the other
      Given a test battlefield "Dream Grove" with text "When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1."
      And a Dream Grove battlefield called the Grove
      And a Dream Grove battlefield called the Glade
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And the Grove is controlled by Alice
      And the Glade is controlled by Alice
      And Alice has a Footman at the Grove
      And Alice has a Footman at the Glade
      And Alice has a Boost in her hand
      And Alice has a Boost in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Boost
      And Alice chooses her Footman
      Then the chain holds Alice's Boost, then the Grove
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's hand holds 2 cards
      When Alice plays her Boost 2
      And Alice chooses her Footman 2
      Then the chain holds Alice's Boost 2, then the Glade
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's hand holds 2 cards

    @rule:170.9 @rule:383.1
    Example: Two Springs each watch for their own first unit played there in a turn: Alice's unit played to one sets off that one, her next unit played to the other sets off the other
      Given a test battlefield "Spring" with text "The first time a player plays a non-token unit here each turn, they may move another unit they control here to its base."
      And a Spring battlefield called the Spring
      And a Spring battlefield called the Well
      And the Spring is controlled by Alice
      And the Well is controlled by Alice
      And Alice has a Footman at the Spring
      And Alice has a Footman at the Well
      And Alice has a Footman in her hand
      And Alice has a Footman in her hand
      When Alice plays her Footman 3
      And Alice chooses the Spring
      Then the chain holds the Spring
      When Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses no
      Then the chain is empty
      When Alice plays her Footman 4
      And Alice chooses the Well
      Then the chain holds the Well
      When Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's Footman 2 is in Alice's base
      And Alice's Footman 4 is at the Well

    @rule:170.9 @rule:383.1
    Example: Alice's Sifter, whose play has her choose a card to discard, is the first unit played at the Well this turn: the Well sets off as it enters, after the Spring did for her Footman
      Given a test battlefield "Spring" with text "The first time a player plays a non-token unit here each turn, they may move another unit they control here to its base."
      And a Spring battlefield called the Spring
      And a Spring battlefield called the Well
      And the Spring is controlled by Alice
      And the Well is controlled by Alice
      And a test unit "Sifter" costing 0 with 1 Might and text "As you play me, you may pay :rb_energy_1: as an additional cost. If you do, discard 1."
      And Alice has a Footman at the Spring
      And Alice has a Footman at the Well
      And Alice has a Footman in her hand
      And Alice has a Sifter in her hand
      And Alice has a Footman in her hand
      And Alice has a Footman in her hand
      And Alice has 1 Energy in her rune pool
      When Alice plays her Footman 3
      And Alice chooses the Spring
      Then the chain holds the Spring
      When Alice passes
      And Bob passes
      And Alice chooses no
      Then the chain is empty
      When Alice plays her Sifter
      And Alice pays the optional cost
      And Alice chooses the Well
      And Alice chooses her Footman 4
      And Alice passes
      And Bob passes
      Then Alice's Footman 4 is in Alice's trash
      And Alice's Sifter is at the Well
      And the chain holds the Well

    @rule:170.9 @rule:464.2.c
    Example: "When combat starts here, the attacker and defender each add 1 Energy": Alice attacking and Bob defending both get it
      Given it is Alice's main phase
      And a test battlefield "Threshold" with text "When combat starts here, the attacker and defender each [Add] :rb_energy_1:."
      And a Threshold battlefield called the Threshold
      And the Threshold is controlled by Bob
      And Bob has a Footman at the Threshold
      And Alice has a Footman in her base
      When Alice moves her Footman to the Threshold
      Then a combat is under way at the Threshold
      And Alice's rune pool holds 1 Energy
      And Bob's rune pool holds 1 Energy

    @rule:170.9 @rule:464.2.c
    Example: In FFA3 "the attacker and defender each add 1 Energy" gives none to Carol, who is neither
      Given the mode of play is FFA3
      And it is Alice's main phase
      And a test battlefield "Threshold" with text "When combat starts here, the attacker and defender each [Add] :rb_energy_1:."
      And a Threshold battlefield called the Threshold
      And the Threshold is controlled by Bob
      And Bob has a Footman at the Threshold
      And Alice has a Footman in her base
      When Alice moves her Footman to the Threshold
      Then a combat is under way at the Threshold
      And Alice's rune pool holds 1 Energy
      And Bob's rune pool holds 1 Energy
      And Carol's rune pool holds 0 Energy

    @rule:170.9 @rule:464.2.c
    Example: With no combat, "the attacker and defender each add 1 Energy" adds none: Alice moves to the empty Threshold
      Given it is Alice's main phase
      And a test battlefield "Threshold" with text "When you conquer here, the attacker and defender each [Add] :rb_energy_1:."
      And a Threshold battlefield called the Threshold
      And Alice has a Footman in her base
      When Alice moves her Footman to the Threshold
      And Alice passes
      And Bob passes
      Then Alice controls the Threshold
      And Alice's rune pool holds 0 Energy
      And Bob's rune pool holds 0 Energy

  Rule: 170.10 A battlefield's activated abilities are used from the battlefield itself

    @rule:170.10 @rule:190.6 @rule:190.6.a
    Example: Alice, who controls the Altar, pays its Energy cost and draws
      Given a test battlefield "Altar" with text ":rb_energy_1:: Draw 1."
      And an Altar battlefield called the Altar
      And the Altar is controlled by Alice
      And Alice has a Footman at the Altar
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates the Altar
      Then the chain holds the Altar
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's rune pool holds 0 Energy

    @rule:170.10 @rule:190.6 @rule:190.6.a
    Example: Alice may not use the ability of the Altar Bob controls
      Given a test battlefield "Altar" with text ":rb_energy_1:: Draw 1."
      And an Altar battlefield called the Altar
      And the Altar is controlled by Bob
      And Bob has a Footman at the Altar
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice activates the Altar
      Then the action is refused citing rule 190.6
      And Alice's rune pool holds 1 Energy

  Rule: 199.1 A battlefield is a location, and also an object at that location

    @rule:199 @rule:199.1 @rule:170
    Example: The Frozen Fortress's "here" is the place it stands: the unit there takes 1, the one at the Bridge none
      Given it is Alice's turn, at the start of the beginning phase
      And a Frozen Fortress battlefield called the Fortress
      And Bob has a Footman at the Fortress
      And Bob has a Skyrider at the Bridge
      Then the chain holds the Fortress
      When Alice passes
      And Bob passes
      Then Bob's Footman has 1 damage
      And Bob's Skyrider has 0 damage

  Rule: 170.2.a A battlefield card is not played

    @rule:170.2.a
    Example: A Shrine battlefield card in Alice's hand cannot be played, though it costs nothing
      Given a test battlefield "Shrine" with text "When you hold here, draw 1."
      And Alice has a Shrine in her hand
      When Alice plays her Shrine
      Then the action is refused citing rule 170.2.a
      And Alice's Shrine is in Alice's hand

  Rule: 170.4 A battlefield is never moved

    @rule:170.4
    Example: "Move an enemy permanent to its owner's base" may choose Bob's Footman, not the battlefield Bob controls
      Given a test spell "Uproot" costing 0 and text "Move an enemy permanent to its owner's base."
      And the Bridge is controlled by Bob
      And Bob has a Footman at the Bridge
      And Alice has an Uproot in her hand
      When Alice plays her Uproot
      Then Alice is asked to choose targets among Bob's Footman
      When Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's base

  Rule: 171 Battlefields are not permanents, and no effect kills them (170.3)

    @rule:171 @rule:170.3
    Example: "Kill a permanent" may choose Bob's unit and gear, not the battlefield Bob controls
      Given a test spell "Ruin" costing 0 and text "Kill a permanent."
      And a test gear "Lantern" costing 0
      And the Bridge is controlled by Bob
      And Bob has a Footman at the Bridge
      And Bob has a Lantern in his base
      And Alice has a Ruin in her hand
      When Alice plays her Ruin
      Then Alice is asked to choose targets among Bob's Footman and Bob's Lantern
