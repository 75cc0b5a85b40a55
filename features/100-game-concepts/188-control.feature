@edition:v1.4
Feature: Control (rules 188–192)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test unit "Footman" costing 0 with 3 Might
    And a test unit "Brawler" costing 0 with 2 Might
    And a test spell "Execute" costing 0 and text "Kill a unit."

  @rule:188 @rule:190 @rule:191 @waived:heading
  Rule: 188 Control: of battlefields, and of everything else

  @rule:189 @waived:definition
  Rule: 189 Control names a player's hold over a game object; what it does is set out by type below

  Rule: 190.2 A battlefield is controlled by one player or by no one

    @rule:190.1 @rule:190.2 @rule:190.2.a @rule:190.2.b @rule:190.4
    Example: The empty Bridge is controlled by no one until Alice's lone unit takes it at the end of the showdown
      Given Alice has a Footman in her base
      Then no player controls the Bridge
      When Alice moves her Footman to the Bridge
      Then no player controls the Bridge
      When Alice passes
      And Bob passes
      Then Alice controls the Bridge

    @rule:190.2
    Example: "A unit at a location you control" is one at Alice's Bridge, not at the Ford Bob controls nor at the Tower no one controls
      Given a battlefield called the Ford
      And a battlefield called the Tower
      And the Bridge is controlled by Alice
      And the Ford is controlled by Bob
      And a test spell "Zap" costing 0 and text "Deal 2 to a unit at a location you control."
      And Bob has a Footman at the Bridge
      And Bob has a Footman at the Ford
      And Bob has a Footman at the Tower
      And Alice has a Zap in her hand
      When Alice plays her Zap
      Then Alice is asked to choose targets among Bob's Footman

    @rule:190.2
    Example: "Up to one enemy unit at each location you control" offers Bob's unit at Alice's Bridge, not the one at the Ford Bob controls nor the one in his base
      Given a battlefield called the Ford
      And the Bridge is controlled by Alice
      And the Ford is controlled by Bob
      And a test spell "Purge" costing 0 and text "Choose up to one enemy unit at each location you control. Kill them."
      And Bob has a Footman at the Bridge
      And Bob has a Footman at the Ford
      And Bob has a Footman in his base
      And Alice has a Purge in her hand
      When Alice plays her Purge
      Then Alice is asked to choose targets among Bob's Footman
      When Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's trash
      And Bob's Footman 2 is at the Ford
      And Bob's Footman 3 is in Bob's base

    @rule:190.2
    Example: "If there is a battlefield you control" holds for Alice while she controls the Bridge: her spell draws 1
      Given a battlefield called the Tower
      And the Bridge is controlled by Alice
      And a test spell "Survey" costing 0 and text "If there is a battlefield you control, draw 1."
      And Alice has a Survey in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Survey
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:190.2
    Example: "If there is a battlefield you control" fails for Alice when Bob controls the Bridge and no one the Tower: her spell draws nothing
      Given a battlefield called the Tower
      And the Bridge is controlled by Bob
      And a test spell "Survey" costing 0 and text "If there is a battlefield you control, draw 1."
      And Alice has a Survey in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Survey
      And Alice passes
      And Bob passes
      Then Alice drew 0 times

    @rule:190.2
    Example: A Bridge controlled by Carol, who is not in the game, cannot be set up
      Given the Bridge is controlled by Carol
      And the setup lists the players Alice and Bob
      Then the game cannot be set up, refused at battlefields[0]

  Rule: 190.3.a A unit of a player who does not control a battlefield contests it on arrival

    @rule:190.3 @rule:190.3.a @rule:190.3.a.1 @rule:190.3.c
    Example: Alice's unit arriving at a battlefield she does not control contests it, and a showdown follows
      Given Alice has a Footman in her base
      When Alice moves her Footman to the Bridge
      Then the Bridge is contested
      And a non-combat showdown is under way at the Bridge

    @rule:190.3.a.1 @rule:190.3.c
    Example: Alice's unit arriving at the battlefield she controls contests nothing
      Given the Bridge is controlled by Alice
      And Alice has a Footman at the Bridge
      And Alice has a Brawler in her base
      When Alice moves her Brawler to the Bridge
      Then the Bridge is not contested
      And no showdown is under way
      And Alice controls the Bridge

    @rule:190.3.a @rule:190.3.a.1
    Example: Alice's unit played to the open Bridge contests it like a unit moving there, and she takes it after the showdown
      Given a test unit "Skyrider" costing 0 with 2 Might and text "You may play me to an open battlefield."
      And Alice has a Skyrider in her hand
      When Alice plays her Skyrider
      And Alice chooses the Bridge
      Then Alice's Skyrider is at the Bridge
      And the Bridge is contested
      And a non-combat showdown is under way at the Bridge
      When Alice passes
      And Bob passes
      Then Alice controls the Bridge

    @rule:190.3.a @rule:190.3.a.1
    Example: The Sprite that Lillia leaves behind at the Bridge nobody controls contests it
      Given Alice has a Lillia, Fae Fawn at the Bridge
      When Alice moves her Lillia, Fae Fawn to her base
      And Alice passes
      And Bob passes
      Then the Bridge holds a 3 Might Sprite token controlled by Alice
      And the Bridge is contested
      And a non-combat showdown is under way at the Bridge
      When Alice passes
      And Bob passes
      Then Alice controls the Bridge
    @rule:190.3.a @rule:190.4.c @rule:344.2 @faq:spiritforged:use-hostile-takeover-take-control-opponents
    Example: Alice takes Bob's only unit at his Bridge: Bob loses the Bridge as a non-combat showdown opens, and Alice conquers
      Given a test spell "Takeover" costing 5 and text "Take control of an enemy unit at a battlefield. Ready it."
      And the Bridge is controlled by Bob
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Takeover in her hand
      And Alice has 5 Energy in her rune pool
      When Alice plays her Takeover
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice controls Bob's Shipyard Skulker
      And a non-combat showdown is under way at the Bridge
      And no player controls the Bridge
      When Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice conquered 1 time

    @rule:190.3.a @rule:344.1 @faq:spiritforged:use-hostile-takeover-take-control-opponents
    Example: Alice takes one of Bob's two units at his Bridge, and a combat follows there
      Given a test spell "Takeover" costing 5 and text "Take control of an enemy unit at a battlefield. Ready it."
      And the Bridge is controlled by Bob
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Takeover in her hand
      And Alice has 5 Energy in her rune pool
      When Alice plays her Takeover
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice controls Bob's Shipyard Skulker
      And a combat is under way at the Bridge
      And Alice is the attacker
      And Bob controls the Bridge

  Rule: 190.3.b A contested battlefield stays contested while its showdown goes on

    @rule:190.3.b
    Example: The Bridge stays contested through Alice's first pass and is settled when the showdown ends
      Given Alice has a Footman in her base
      When Alice moves her Footman to the Bridge
      And Alice passes
      Then the Bridge is contested
      And a showdown is under way at the Bridge
      When Bob passes
      Then the Bridge is not contested
      And Alice controls the Bridge

    @rule:190.3.b
    Example: Alice's unit dies during the showdown it started; the Bridge stays contested until the showdown ends
      Given a test spell "Purge" costing 0 and text "[Action]\nKill a unit."
      And Alice has a Footman in her base
      And Alice has a Purge in her hand
      When Alice moves her Footman to the Bridge
      Then a non-combat showdown is under way at the Bridge
      When Alice plays her Purge
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And a showdown is under way at the Bridge
      And the Bridge is contested

  Rule: 190.3.b.1 A contested battlefield the contester has left, with no showdown or combat there, is no longer contested after the next cleanup

    @rule:190.3.b.1
    Example: Alice's Footman contests the Bridge during a showdown at the Ford, then leaves: the Bridge is no longer contested, though Bob's unit stays
      Given a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And a battlefield called the Ford
      And the Bridge is controlled by Bob
      And Bob has a Brawler at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Footman in her base
      And Alice has a Rally in her hand
      And Alice has a Flash in her hand
      And Alice has 2 Energy in her rune pool
      When Alice moves her Shipyard Skulker to the Ford
      And Alice plays her Rally
      And Alice chooses her Footman
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Footman is at the Bridge
      And the Bridge is contested
      And a non-combat showdown is under way at the Ford
      When Bob passes
      And Alice plays her Flash
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's base
      And a non-combat showdown is under way at the Ford
      And the Bridge is not contested
      And Bob controls the Bridge

  @rule:190.3.d @waived:unobservable
  Rule: 190.3.d No effect may read the contested status, so there is nothing for an effect to observe

  Rule: 190.4.c A battlefield with none of its controller's units is lost in the next cleanup

    @rule:190.4.c @rule:190.2 @rule:190.2.a @rule:190.2.b
    Example: Alice kills her only unit at the Bridge and no longer controls it
      Given the Bridge is controlled by Alice
      And Alice has a Footman at the Bridge
      And Alice has an Execute in her hand
      When Alice plays her Execute
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And no player controls the Bridge

    @rule:190.4.a @rule:190.4.c @rule:190.5
    Example: Alice keeps the Bridge while one of her units is still there
      Given the Bridge is controlled by Alice
      And Alice has a Footman at the Bridge
      And Alice has a Brawler at the Bridge
      And Alice has an Execute in her hand
      When Alice plays her Execute
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And Alice controls the Bridge

    @rule:190.4.a
    Example: An exhausted unit holds the Bridge as well as a ready one
      Given the Bridge is controlled by Alice
      And Alice has a Footman at the Bridge
      And Alice has an exhausted Brawler at the Bridge
      And Alice has an Execute in her hand
      When Alice plays her Execute
      And Alice chooses Alice's Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is in Alice's trash
      And Alice controls the Bridge

    @rule:190.5
    Example: Alice's control of the Bridge lasts into Bob's turn
      Given the Bridge is controlled by Alice
      And Alice has a Footman at the Bridge
      When Alice ends her turn
      Then the turn player is Bob
      And Alice controls the Bridge

  Rule: 190.4.b Control does not change while a showdown or combat goes on there

    @rule:190.4.b
    Example: Bob's last unit at the Bridge dies during the combat; Bob keeps control until the combat settles it
      Given a test spell "Purge" costing 0 and text "[Action]\nKill a unit."
      And the Bridge is controlled by Bob
      And Bob has a Brawler at the Bridge
      And Alice has a Footman in her base
      And Alice has a Purge in her hand
      When Alice moves her Footman to the Bridge
      Then a combat is under way at the Bridge
      When Alice plays her Purge
      And Alice chooses Bob's Brawler
      And Alice passes
      And Bob passes
      Then Bob's Brawler is in Bob's trash
      And a combat is under way at the Bridge
      And Bob controls the Bridge

  Rule: 190.6.a A controlled battlefield's abilities are its controller's

    @rule:190.6 @rule:190.6.a @rule:170.9
    Example: At the start of Alice's beginning phase, the Frozen Fortress Bob controls triggers as Bob's
      Given it is Alice's turn, at the start of the beginning phase
      And a Frozen Fortress battlefield called the Fortress
      And the Fortress is controlled by Bob
      And Bob has a Footman at the Fortress
      Then the chain item of the Fortress is Bob's
      When Bob passes
      And Alice passes
      Then Bob's Footman has 1 damage

    @rule:190.6.a
    Example: The Fortress Alice controls triggers on her own turn as hers, and says so by 190.6.a
      Given it is Alice's turn, at the start of the beginning phase
      And a Frozen Fortress battlefield called the Fortress
      And the Fortress is controlled by Alice
      And Alice has a Footman at the Fortress
      Then the chain item of the Fortress is Alice's
      And the triggered event for the Fortress cites rule 190.6.a
      When Alice passes
      And Bob passes
      Then Alice's Footman has 1 damage

    @rule:190.6.a @rule:170.9
    Example: The "you" of a Dream Grove Alice controls is Alice: her gear's ability choosing her unit there sets nothing off, Bob's spell choosing it and his own unit in base sets it off as hers
      Given a test battlefield "Dream Grove" with text "When a player chooses a friendly unit here with a spell for the first time each turn, you draw 1."
      And a Dream Grove battlefield called the Grove
      And a test spell "Cull" costing 0 and text "[Reaction]\nKill up to two units."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And a test gear "Sling" costing 0 and text ":rb_exhaust:: Deal 1 to a unit."
      And the Grove is controlled by Alice
      And Alice has a Footman at the Grove
      And Alice has a Sling in her base
      And Alice has a Spark in her hand
      And Bob has a Footman in his base
      And Bob has a Cull in his hand
      And Alice has 2 cards in her main deck
      And Bob has 1 card in his main deck
      When Alice activates her Sling
      And Alice chooses her Footman
      Then the chain holds Alice's Sling
      When Alice passes
      And Bob passes
      Then Alice's Footman has 1 damage
      And the chain is empty
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Cull
      And Bob chooses his Footman and Alice's Footman
      Then the chain holds Alice's Spark, then Bob's Cull, then the Grove
      And the chain item of the Grove is Alice's
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And the chain holds Alice's Spark, then Bob's Cull
      And Bob's hand holds 0 cards

    @rule:190.6.a @rule:714
    Example: A Forge Alice controls gives her spells its Bonus Damage: her Zap deals 3 to Bob's Mega-Mech there, Bob's own Zap only 2 to hers
      Given a test battlefield "Forge" with text "Your spells and abilities deal 1 Bonus Damage."
      And a Forge battlefield called the Forge
      And the Forge is controlled by Alice
      And a test spell "Zap" costing 0 and text "[Reaction]\nDeal 2 to a unit."
      And Bob has a Mega-Mech at the Forge
      And Alice has a Footman in her base
      And Alice has a Zap in her hand
      And Bob has a Zap in his hand
      When Alice plays her Zap
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Zap
      And Bob chooses Alice's Footman
      And Bob passes
      And Alice passes
      Then Alice's Footman has 2 damage
      When Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 3 damage

    @rule:190.6.a @rule:170.9
    Example: Bob controls the Lectern: the "you draw 1" of its "When a player plays a spell" is Bob's draw when Alice plays her spell
      Given a test battlefield "Lectern" with text "When a player plays a spell, you draw 1."
      And a Lectern battlefield called the Lectern
      And a test spell "Ping" costing 0
      And the Lectern is controlled by Bob
      And Bob has a Footman at the Lectern
      And Alice has a Ping in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Ping
      And Alice passes
      And Bob passes
      Then the chain holds the Lectern
      And the chain item of the Lectern is Bob's
      And the triggered event for the Lectern cites rule 190.6.a
      When Bob passes
      And Alice passes
      Then the chain is empty
      And Bob drew 1 time
      And Alice drew 0 times

    @rule:190.6.a @rule:170.9
    Example: Alice controls the Pulpit: its own "When you play a spell" is hers, and her spell draws her a card by it
      Given a test battlefield "Pulpit" with text "When you play a spell, draw 1."
      And a Pulpit battlefield called the Pulpit
      And a test spell "Ping" costing 0
      And the Pulpit is controlled by Alice
      And Alice has a Footman at the Pulpit
      And Alice has a Ping in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Ping
      And Alice passes
      And Bob passes
      Then the chain holds the Pulpit
      And the chain item of the Pulpit is Alice's
      And the triggered event for the Pulpit cites rule 190.6.a
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 1 time

    @rule:190.6.a
    Example: Alice controls the Study and the Library, each drawing when she spends 2 or more on a spell: her 2-Energy spell sets off both
      Given a test battlefield "Study" with text "When you play a spell, if you spent :rb_energy_2: or more, draw 1."
      And a test battlefield "Library" with text "While you control this battlefield, when you play a spell, if you spent :rb_energy_2: or more, draw 1."
      And a Study battlefield called the Study
      And a Library battlefield called the Library
      And a test spell "Heave" costing 2
      And the Study is controlled by Alice
      And Alice has a Footman at the Study
      And the Library is controlled by Alice
      And Alice has a Footman at the Library
      And Alice has a Heave in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Heave
      And Alice passes
      And Bob passes
      Then the chain holds the Study, then the Library
      And the chain item of the Study is Alice's
      And the chain item of the Library is Alice's

    @rule:190.6.a @rule:190.6.d
    Example: Alice plays a spell: the Gallery Bob controls reads "When an opponent plays a spell" and triggers as Bob's; Bob's Pulpit ("When you play a spell") and the Alcove no one controls ("When an opponent plays a spell") stay quiet
      Given a test battlefield "Pulpit" with text "When you play a spell, draw 1."
      And a test battlefield "Gallery" with text "When an opponent plays a spell, draw 1."
      And a Pulpit battlefield called the Pulpit
      And a Gallery battlefield called the Gallery
      And a Gallery battlefield called the Alcove
      And a test spell "Ping" costing 0
      And the Pulpit is controlled by Bob
      And Bob has a Footman at the Pulpit
      And the Gallery is controlled by Bob
      And Bob has a Footman at the Gallery
      And Alice has a Ping in her hand
      And Bob has 2 cards in his main deck
      When Alice plays her Ping
      And Alice passes
      And Bob passes
      Then the chain holds the Gallery
      And the chain item of the Gallery is Bob's
      And the triggered event for the Gallery cites rule 190.6.a
      And no triggered event happened for the Pulpit
      And no triggered event happened for the Alcove

    @rule:190.6.a
    Example: The Watch Alice controls reads "When you hold": as she holds it, the ability is hers and she draws
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Watch" with text "When you hold, draw 1."
      And a Watch battlefield called the Watch
      And the Watch is controlled by Alice
      And Alice has a Footman at the Watch
      And Alice has 3 cards in her main deck
      Then the chain holds the Watch
      And the chain item of the Watch is Alice's
      And the triggered event for the Watch cites rule 190.6.a
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 2 times

    @rule:190.6.a
    Example: The Watch Alice controls reads "When you hold ... there": holding it, its damage falls on the units at the Watch, not on Bob's at the Bridge
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Watch" with text "When you hold, deal 1 to each unit there."
      And a Watch battlefield called the Watch
      And the Watch is controlled by Alice
      And Alice has a Footman at the Watch
      And Bob has a Footman at the Bridge
      Then the chain holds the Watch
      When Alice passes
      And Bob passes
      Then Alice's Footman has 1 damage
      And Bob's Footman has 0 damage

    @rule:190.6.a
    Example: In 2v2 Alice holds the Bridge: the "When you or an ally hold" of the Post her teammate Carol controls triggers as Carol's; Bob's Post and Carol's plain "When you hold" Watch do not
      Given the mode of play is 2v2
      And it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Post" with text "When you or an ally hold, draw 1."
      And a test battlefield "Watch" with text "When you hold, draw 1."
      And a Post battlefield called the Near Post
      And a Post battlefield called the Far Post
      And a Watch battlefield called the Watch
      And the Bridge is controlled by Alice
      And Alice has a Footman at the Bridge
      And the Near Post is controlled by Carol
      And Carol has a Footman at the Near Post
      And the Watch is controlled by Carol
      And Carol has a Footman at the Watch
      And the Far Post is controlled by Bob
      And Bob has a Footman at the Far Post
      And Carol has 2 cards in her main deck
      Then the chain holds the Near Post
      And the chain item of the Near Post is Carol's
      And no triggered event happened for the Far Post
      And no triggered event happened for the Watch
      When Carol passes
      And Dave passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Carol drew 1 time

  Rule: 190.6.b An uncontrolled battlefield's abilities are the turn player's

    @rule:190.6 @rule:190.6.b @rule:170.9
    Example: On Bob's turn, the uncontrolled Frozen Fortress triggers as Bob's
      Given it is Bob's turn, at the start of the beginning phase
      And a Frozen Fortress battlefield called the Fortress
      Then the chain item of the Fortress is Bob's

    @rule:190.6 @rule:190.6.b
    Example: On Alice's turn, the same uncontrolled Frozen Fortress triggers as Alice's
      Given it is Alice's turn, at the start of the beginning phase
      And a Frozen Fortress battlefield called the Fortress
      Then the chain item of the Fortress is Alice's

    @rule:190.6.b
    Example: With no one controlling it, the Fortress's trigger is Bob's on his turn, by 190.6.b
      Given it is Bob's turn, at the start of the beginning phase
      And a Frozen Fortress battlefield called the Fortress
      Then the chain item of the Fortress is Bob's
      And the triggered event for the Fortress cites rule 190.6.b
      When Bob passes
      And Alice passes
      Then the chain is empty

    @rule:190.6.b @rule:170.9
    Example: Combat starts at the Ford, which no one controls: its "When combat starts here" is Alice's, the turn player's, by 190.6.b
      Given a test battlefield "Ford" with text "When combat starts here, draw 1."
      And a Ford battlefield called the Ford
      And Bob has a Footman at the Ford
      And Alice has a Footman in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice moves her Footman to the Ford
      Then a combat is under way at the Ford
      And the chain holds the Ford
      And the chain item of the Ford is Alice's
      And the triggered event for the Ford cites rule 190.6.b

    @rule:190.6.b @rule:170.9
    Example: Bob's Footman at the Cove, which no one controls, is returned to his hand: the Cove's return ability is Alice's, the turn player's, by 190.6.b
      Given it is Alice's main phase
      And a test battlefield "Cove" with text "When a unit here is returned to a player's hand, draw 1."
      And a Cove battlefield called the Cove
      And a test spell "Recoil" costing 0 and text "Return a unit to its owner's hand."
      And Bob has a Footman at the Cove
      And Alice has a Recoil in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Recoil
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's hand
      And the chain holds the Cove
      And the chain item of the Cove is Alice's
      And the triggered event for the Cove cites rule 190.6.b
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Bob drew 0 times

    @rule:190.6.b @rule:170.9
    Example: Alice's Footman moves away from the Shoal, which no one controls: its "When a unit moves from here" is Alice's, by 190.6.b
      Given a test battlefield "Shoal" with text "When a unit moves from here, draw 1."
      And a Shoal battlefield called the Shoal
      And Alice has a Footman at the Shoal
      And Alice has 2 cards in her main deck
      When Alice moves her Footman to base
      Then Alice's Footman is in Alice's base
      And the chain holds the Shoal
      And the chain item of the Shoal is Alice's
      And the triggered event for the Shoal cites rule 190.6.b

  Rule: 190.6.d The "you" of an uncontrolled battlefield is no one

    @rule:190.6.d @rule:714
    Example: A Forge no one controls gives no one its Bonus Damage: Alice's Zap deals 2 to Bob's Mega-Mech there
      Given a test battlefield "Forge" with text "Your spells and abilities deal 1 Bonus Damage."
      And a Forge battlefield called the Forge
      And a test spell "Zap" costing 0 and text "Deal 2 to a unit."
      And Bob has a Mega-Mech at the Forge
      And Alice has a Zap in her hand
      When Alice plays her Zap
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob passes
      Then Bob's Mega-Mech has 2 damage

    @rule:190.6.d
    Example: An uncontrolled Watch's "When you hold" is no one's: Alice holds the Bridge and nothing triggers from the Watch
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Watch" with text "When you hold, draw 1."
      And a Watch battlefield called the Watch
      And the Bridge is controlled by Alice
      And Alice has a Footman at the Bridge
      And Alice has 3 cards in her main deck
      Then no triggered event happened for the Watch
      And the game is in the main phase
      And Alice drew 1 time

    @rule:190.6 @rule:190.6.d
    Example: An uncontrolled Well's "At the start of your Beginning Phase" is no one's: nobody draws from it
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Well" with text "At the start of your Beginning Phase, draw 1."
      And a Well battlefield called the Well
      And Alice has 3 cards in her main deck
      Then no triggered event happened for the Well
      And the game is in the main phase
      And Alice drew 1 time

    @rule:190.6 @rule:190.6.d @rule:190.6.a
    Example: Once Alice controls the Well, its "your Beginning Phase" is hers and she draws from it
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Well" with text "At the start of your Beginning Phase, draw 1."
      And a Well battlefield called the Well
      And the Well is controlled by Alice
      And Alice has a Footman at the Well
      And Alice has 3 cards in her main deck
      Then the chain item of the Well is Alice's
      When Alice passes
      And Bob passes
      Then the game is in the main phase
      And Alice drew 2 times

    @rule:190.6 @rule:190.6.d @rule:190.6.a
    Example: The Well Bob controls does not trigger at the start of Alice's beginning phase: it is not his
      Given it is Alice's turn, at the start of the beginning phase
      And a test battlefield "Well" with text "At the start of your Beginning Phase, draw 1."
      And a Well battlefield called the Well
      And the Well is controlled by Bob
      And Bob has a Footman at the Well
      And Alice has 3 cards in her main deck
      And Bob has 3 cards in his main deck
      Then no triggered event happened for the Well
      And Bob drew 0 times

    @rule:190.6 @rule:190.6.d @rule:356.3
    Example: An uncontrolled Tollgate's "Enemy spells cost 1 more" is no one's: Alice's spell costs her only its own 1 Energy
      Given a test battlefield "Tollgate" with text "Enemy spells cost :rb_energy_1: more."
      And a Tollgate battlefield called the Gate
      And a test spell "Insight" costing 1 and text "Draw 1."
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy
      And Alice's Insight is a finalized chain item

    @rule:190.6 @rule:190.6.d @rule:356.3
    Example: Once Bob controls the Tollgate, Alice's spell is an enemy's to it and costs her 1 Energy more
      Given a test battlefield "Tollgate" with text "Enemy spells cost :rb_energy_1: more."
      And a Tollgate battlefield called the Gate
      And the Gate is controlled by Bob
      And Bob has a Footman at the Gate
      And a test spell "Insight" costing 1 and text "Draw 1."
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Insight
      Then Alice's rune pool holds 0 Energy
      And Alice's Insight is a finalized chain item

    @rule:190.6 @rule:190.6.d @rule:356.3
    Example: An uncontrolled Market's "Your spells cost 1 less" is no one's, an uncontrolled Toll Road's "Spells cost 1 more" is everyone's: Alice's spell costs her 2 Energy
      Given a test battlefield "Market" with text "Your spells cost :rb_energy_1: less."
      And a Market battlefield called the Market
      And a test battlefield "Toll Road" with text "Spells cost :rb_energy_1: more."
      And a Toll Road battlefield called the Toll Road
      And a test spell "Insight" costing 1 and text "Draw 1."
      And Alice has an Insight in her hand
      And Alice has 3 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Insight
      Then Alice's rune pool holds 1 Energy
      And Alice's Insight is a finalized chain item

    @rule:190.6 @rule:190.6.d @rule:356.3
    Example: "Spells from your trash cost 1 less" on a Crypt nobody controls, and on one Bob controls, takes nothing off the Dredge Up Alice plays from her own trash
      Given a test battlefield "Crypt" with text "Spells from your trash cost :rb_energy_1: less."
      And a Crypt battlefield called the Crypt
      And a Crypt battlefield called the Vault
      And the Vault is controlled by Bob
      And Bob has a Footman at the Vault
      And Alice has a Dredge Up in her trash
      And Alice has 3 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Dredge Up
      Then Alice's rune pool holds 1 Energy
      And Alice's Dredge Up is a finalized chain item

    @rule:190.6.d @rule:740.1.a @rule:740.1.b
    Example: Uncontrolled, the Camp has no friendly units and the Moor no enemy ones: neither passive changes Alice's units there
      Given a test battlefield "Camp" with text "Friendly units here have +1 :rb_might:."
      And a Camp battlefield called the Camp
      And a test battlefield "Moor" with text "Enemy units here have -1 :rb_might:."
      And a Moor battlefield called the Moor
      And Alice has a Footman at the Camp
      And Alice has a Brawler at the Moor
      Then no player controls the Camp
      And Alice's Footman's Might is 3
      And Alice's Brawler's Might is 2

    @rule:190.6.a @rule:740.1.a
    Example: Once Alice controls the Camp, her Footman there is friendly to it and gets its +1
      Given a test battlefield "Camp" with text "Friendly units here have +1 :rb_might:."
      And a Camp battlefield called the Camp
      And the Camp is controlled by Alice
      And Alice has a Footman at the Camp
      Then Alice's Footman's Might is 4

    @rule:190.6.a @rule:740.1.b
    Example: The Moor Alice controls takes 1 Might from Bob's Brawler moving in, not from her own Footman
      Given it is Bob's turn, at the start of the beginning phase
      And a test battlefield "Moor" with text "Enemy units here have -1 :rb_might:."
      And a Moor battlefield called the Moor
      And the Moor is controlled by Alice
      And Alice has a Footman at the Moor
      And Bob has a Brawler in his base
      And Bob has 3 cards in his main deck
      Then the game is in the main phase
      And Alice's Footman's Might is 3
      When Bob moves his Brawler to the Moor
      Then Alice controls the Moor
      And Bob's Brawler's Might is 1
      And Alice's Footman's Might is 3

  Rule: 190.6.c A battlefield's ability whose text has a named player choose is that player's

    @rule:190.6 @rule:190.6.c @rule:170.9 @faq:unleashed:control-battlefield-abilities
    Example: Alice plays a spell at Abandoned Hall, which she controls: she gives her unit there +1 Might
      Given an Abandoned Hall battlefield called the Hall
      And a test spell "Spark" costing 0 and text "Draw 1."
      And the Hall is controlled by Alice
      And Alice has a Footman at the Hall
      And Alice has a Footman in her base
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then the chain holds the Hall
      When Alice passes
      And Bob passes
      Then Alice is asked to decide whether to perform it
      When Alice chooses yes
      Then Alice's Footman's Might is 4
      And Alice's Footman 2's Might is 3

    @rule:190.6 @rule:190.6.c @faq:unleashed:control-battlefield-abilities
    Example: Alice plays a spell while Bob controls Abandoned Hall: the ability is Alice's, so Bob's unit there gets nothing
      Given an Abandoned Hall battlefield called the Hall
      And a test spell "Spark" costing 0 and text "Draw 1."
      And the Hall is controlled by Bob
      And Bob has a Footman at the Hall
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then the chain holds the Hall
      When Alice passes
      And Bob passes
      Then Bob's Footman's Might is 3
      And the chain is empty

    @rule:190.6.c
    Example: Alice's spell sets off Abandoned Hall, which Bob controls, as Alice's ability: its "they may" makes it hers by 190.6.c
      Given an Abandoned Hall battlefield called the Hall
      And a test spell "Spark" costing 0 and text "Draw 1."
      And the Hall is controlled by Bob
      And Bob has a Footman at the Hall
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then the chain holds the Hall
      And the chain item of the Hall is Alice's
      And the triggered event for the Hall cites rule 190.6.c

    @rule:190.6.c @rule:170.9
    Example: A Dream Grove Bob controls watches for the chooser's own friendly units there: Alice choosing her unit at another battlefield or Bob's unit there sets nothing off, Bob choosing his sets it off as his
      Given a test battlefield "Dream Grove" with text "When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1."
      And a Dream Grove battlefield called the Grove
      And a test spell "Boost" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And the Grove is controlled by Bob
      And Bob has a Footman at the Grove
      And the Bridge is controlled by Alice
      And Alice has a Footman at the Bridge
      And Alice has a Boost in her hand
      And Alice has a Boost in her hand
      And Bob has a Boost in his hand
      And Alice has 1 card in her main deck
      And Bob has 1 card in his main deck
      When Alice plays her Boost
      And Alice chooses her Footman
      Then the chain holds Alice's Boost
      When Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Boost 2
      And Alice chooses Bob's Footman
      Then the chain holds Alice's Boost 2
      When Alice passes
      And Bob plays his Boost
      And Bob chooses his Footman
      Then the chain holds Alice's Boost 2, then Bob's Boost, then the Grove
      And the chain item of the Grove is Bob's
      And the triggered event for the Grove cites rule 190.6.c
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      And Alice's hand holds 0 cards

  Rule: 191.1 Playing a card makes a player its controller

    @rule:191.1 @rule:191.3
    Example: Bob's unit played on Alice's turn enters under Bob's control
      Given a test unit "Ambusher" costing 0 with 2 Might and text "[Reaction]"
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Bob has an Ambusher in his hand
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Ambusher
      Then Bob controls Bob's Ambusher
      And Bob's Ambusher is in Bob's base

    @rule:191.3
    Example: A Footman in Alice's base controlled by Carol, who is not in the game, cannot be set up
      Given Alice has a Footman in her base
      And Alice's Footman is controlled by Carol
      And the setup lists the players Alice and Bob
      Then the game cannot be set up, refused at players[0].base[0]

  Rule: 191.2 The player who plays a spell makes its choices and pays its costs

    @rule:191.2 @rule:191.2.a @rule:191.2.c
    Example: Bob's spell on Alice's turn asks Bob for its target and spends Bob's Energy
      Given a test spell "Spark" costing 0 and text "Draw 1."
      And a test spell "Jab" costing 1 and text "[Reaction]\nDeal 1 to a unit."
      And Alice has a Footman in her base
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Alice has 1 Energy in her rune pool
      And Bob has a Jab in his hand
      And Bob has 1 Energy in his rune pool
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Jab
      Then Bob is asked to choose targets among Alice's Footman
      When Bob chooses Alice's Footman
      Then Bob's rune pool holds 0 Energy
      And Alice's rune pool holds 1 Energy

    @rule:191.2.b
    Example: Bob's modal spell on Alice's turn asks Bob for its mode
      Given a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Footman in her base
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Bob has a Mesmerize in his hand
      And Bob has 1 Energy in his rune pool
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Mesmerize
      And Bob chooses mode 2
      Then Bob is asked to choose targets among Alice's Footman
      When Bob chooses Alice's Footman
      And Bob passes
      And Alice passes
      Then Alice's Footman's Might is 1

  Rule: 191.3.a The controller of a permanent decides about its inherent abilities

    @rule:191.3.a
    Example: Bob controls Alice's Footman, so on his turn he makes its standard move to the Bridge
      Given it is Bob's main phase
      And Bob has Alice's Footman in his base
      When Bob moves Alice's Footman to the Bridge
      Then Alice's Footman is at the Bridge
      And Bob controls Alice's Footman

    @rule:191.3.a
    Example: Alice owns the Footman Bob controls, yet she cannot move it on her turn
      Given Bob has Alice's Footman in his base
      When Alice moves Alice's Footman to the Bridge
      Then the action is refused
      And Alice's Footman is in Bob's base

  Rule: 191.3.b The controller of a permanent decides about its own abilities

    @rule:191.3.b
    Example: Bob controls Alice's Oil Lamp, so on his turn he uses it and draws
      Given a test gear "Oil Lamp" costing 0 and text ":rb_exhaust:: Draw 1."
      And it is Bob's main phase
      And Bob has Alice's Oil Lamp in his base
      And Bob has 1 card in his main deck
      When Bob activates Alice's Oil Lamp
      And Bob passes
      And Alice passes
      Then Bob's hand holds 1 card

    @rule:191.3.b
    Example: Alice owns the Oil Lamp Bob controls, yet she cannot use it on her turn
      Given a test gear "Oil Lamp" costing 0 and text ":rb_exhaust:: Draw 1."
      And Bob has Alice's Oil Lamp in his base
      And Alice has 1 card in her main deck
      When Alice activates Alice's Oil Lamp
      Then the action is refused
      And Alice's Oil Lamp is ready

  Rule: 191.3.c The player who plays a permanent makes the decisions of playing it

    @rule:191.3.c
    Example: Bob's unit played on Alice's turn: Bob decides whether to pay its optional cost
      Given a test unit "Sprinter" costing 0 with 2 Might and text "[Reaction]\n[Accelerate] (You may pay :rb_energy_1::rb_rune_rainbow: as an additional cost to have me enter ready.)"
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Bob has a Sprinter in his hand
      And Bob has 1 Energy and 1 fury Power in his rune pool
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Sprinter
      Then Bob is asked to decide an optional cost
      When Bob pays the optional cost
      Then Bob's Sprinter is ready
      And Bob's rune pool holds 0 Energy

  Rule: 191.3.d The player who plays a permanent makes the decisions of its "when you play me" ability

    @rule:191.3.d
    Example: Bob's unit played on Alice's turn: Bob decides whether to take its "you may"
      Given a test unit "Herald" costing 0 with 2 Might and text "[Reaction]\nWhen you play me, you may draw 1."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Bob has a Herald in his hand
      And Bob has 1 card in his main deck
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Herald
      Then Bob is asked to decide whether to perform it
      When Bob chooses yes
      And Bob passes
      And Alice passes
      Then Bob's card 1 is in Bob's hand

  Rule: 191.4 The player who uses an ability controls it, chooses for it and gets its effect

    @rule:191.4 @rule:191.4.a @rule:191.4.c
    Example: Bob uses his gear's Reaction ability on Alice's turn: he chooses its target
      Given a test gear "Sling" costing 0 and text ":rb_exhaust:: [Reaction] — Deal 1 to a unit."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Footman in her base
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Bob has a Sling in his base
      When Alice plays her Spark
      And Alice passes
      And Bob activates his Sling
      Then Bob is asked to choose targets among Alice's Footman
      When Bob chooses Alice's Footman
      And Bob passes
      And Alice passes
      Then Alice's Footman has 1 damage

    @rule:191.4.d
    Example: Bob's gear's modal ability used on Alice's turn asks Bob for its mode
      Given a test gear "Totem" costing 0 and text ":rb_exhaust:: [Reaction] — Choose one —\nDraw 1.\nDeal 1 to a unit."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Footman in her base
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Bob has a Totem in his base
      When Alice plays her Spark
      And Alice passes
      And Bob activates his Totem
      And Bob chooses mode 2
      Then Bob is asked to choose targets among Alice's Footman
      When Bob chooses Alice's Footman
      And Bob passes
      And Alice passes
      Then Alice's Footman has 1 damage

    @rule:191.4.e
    Example: Bob's gear's Energy cost used on Alice's turn comes from Bob's rune pool
      Given a test gear "Oil Lamp" costing 0 and text ":rb_energy_1::rb_exhaust:: [Reaction] — Draw 1."
      And a test spell "Spark" costing 0 and text "Draw 1."
      And Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      And Alice has 1 Energy in her rune pool
      And Bob has an Oil Lamp in his base
      And Bob has 1 Energy in his rune pool
      And Bob has 1 card in his main deck
      When Alice plays her Spark
      And Alice passes
      And Bob activates his Oil Lamp
      Then Bob's rune pool holds 0 Energy
      And Alice's rune pool holds 1 Energy

  Rule: 191.4.b An ability stays under the control of who used it when its source changes hands

    @rule:191.4.b
    Example: Bob takes Alice's Oil Lamp while its ability waits on the chain; the draw is still Alice's
      Given a test gear "Oil Lamp" costing 0 and text ":rb_exhaust:: Draw 1."
      And a test spell "Grab" costing 0 and text "[Reaction]\nTake control of an enemy gear."
      And Alice has an Oil Lamp in her base
      And Alice has 1 card in her main deck
      And Bob has 1 card in his main deck
      And Bob has a Grab in his hand
      When Alice activates her Oil Lamp
      And Alice passes
      And Bob plays his Grab
      And Bob chooses Alice's Oil Lamp
      And Bob passes
      And Alice passes
      Then Bob controls Alice's Oil Lamp
      When Alice passes
      And Bob passes
      Then Alice's hand holds 1 card
      And Bob's hand holds 0 cards

  Rule: 191.4.a.1 The ability of a card off the board is its owner's

    @rule:191.4.a.1 @rule:385.2
    Example: The Super Mega Death Rocket! in Alice's trash watches Alice's conquests: its ability is hers
      Given Alice has a Super Mega Death Rocket! in her trash
      And Alice has a Footman in her base
      And Alice has a Brawler in her hand
      When Alice moves her Footman to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain item of Alice's Super Mega Death Rocket! is Alice's
      And Alice is asked to decide whether to perform it
      When Alice chooses no
      Then Alice's Super Mega Death Rocket! is in Alice's trash

    @rule:191.4.a.1
    Example: When Bob conquers, the Super Mega Death Rocket! in Alice's trash does not trigger for him
      Given it is Bob's main phase
      And Alice has a Super Mega Death Rocket! in her trash
      And Bob has a Footman in his base
      And Bob has a Brawler in his hand
      When Bob moves his Footman to the Bridge
      And Bob passes
      And Alice passes
      Then Bob controls the Bridge
      And the chain is empty
      And no decision is pending
      And Alice's Super Mega Death Rocket! is in Alice's trash

  Rule: 192.1 Control is one and the same status for every kind of game object

    @rule:192 @rule:192.1
    Example: Alice controls both the battlefield she took and the unit that took it
      Given Alice has a Footman in her base
      When Alice moves her Footman to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice controls Alice's Footman

  Rule: 192 An effect that names the units a player controls reads each unit's controller

    @rule:192
    Example: Alice's Guard finds her Footman the only unit she controls at the Bridge, though Bob's Brawler is there: +2 in all
      Given a test spell "Guard" costing 0 and text "[Reaction]\nGive a friendly unit +1 :rb_might: this turn, then an additional +1 :rb_might: this turn if it is the only unit you control there."
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      And Alice has a Guard in her hand
      And Bob has a Brawler at the Bridge
      When Alice moves her Footman to the Bridge
      Then a combat is under way at the Bridge
      When Alice plays her Guard
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman's Might is 5

    @rule:192
    Example: Alice's Guard finds a second unit of hers beside her Footman in her base: only the first +1
      Given a test spell "Guard" costing 0 and text "[Reaction]\nGive a friendly unit +1 :rb_might: this turn, then an additional +1 :rb_might: this turn if it is the only unit you control there."
      And Alice has a Footman in her base
      And Alice has a Brawler in her base
      And Alice has a Guard in her hand
      When Alice plays her Guard
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman's Might is 4
