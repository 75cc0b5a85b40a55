@edition:v1.4
Feature: Showdowns (rules 341–348)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Quick Word" costing 0 and text "[Reaction]"
    And a test spell "Slow Word" costing 0 and text "[Action]"
    And a test spell "Plain Word" costing 0
    And a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
    And a test gear "Lamp" costing 0 and text ":rb_exhaust:: Draw 1."
    And a test gear "Quick Lamp" costing 0 and text ":rb_exhaust:: [Reaction] — Draw 1."

  @rule:341 @waived:heading
  Rule: 341 Showdowns, the section heading

  Rule: 342 A showdown is an Open window where players take turns playing spells

    @rule:342 @rule:342.1 @rule:326 @rule:326.2 @rule:331 @rule:331.2
    Example: A spell played in a showdown starts a Chain of its own
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Slow Word in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      Then the turn is in a Showdown Open state
      When Alice plays her Slow Word
      Then the chain holds Alice's Slow Word
      And the turn is in a Showdown Closed state

    @rule:326 @rule:326.1 @rule:338.1 @rule:338.1.a
    Example: A Chain is a window in which the other player may act
      Given Alice has a Quick Word in her hand
      And Bob has a Quick Word in his hand
      When Alice plays her Quick Word
      And Alice passes
      Then Bob has priority
      When Bob plays his Quick Word
      Then the action is accepted

  Rule: 343 While a showdown or combat is on, the turn is in a Showdown state

    @rule:343 @rule:343.1 @rule:343.2
    Example: The state is Showdown during the showdown and Neutral after it
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then the turn is in a Showdown Open state
      When Alice passes
      And Bob passes
      Then the turn is in a Neutral Open state

    @rule:343.1.a
    Example: A spell without Action or Reaction cannot be played in a showdown
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Plain Word in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Plain Word
      Then the action is refused

    @rule:343.1.b @faq:origins:use-vis-ability-recycle-cards-trash
    Example: An ability without Action or Reaction cannot be activated in a showdown
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Lamp in her base
      And Alice has 1 card in her main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice activates her Lamp
      Then the action is refused
      And Alice's Lamp is ready

    @rule:343.1.b
    Example: An ability with Reaction can be activated in a showdown
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Quick Lamp in her base
      And Alice has 1 card in her main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice activates her Quick Lamp
      Then Alice's Quick Lamp is exhausted

  Rule: 344 A showdown begins when a battlefield is contested in a Neutral Open state

    @rule:344 @rule:344.2 @rule:345
    Example: Moving to an empty battlefield opens a non-combat showdown with the mover in focus
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then a non-combat showdown is under way at the Bridge
      And Alice has focus
      And Alice has priority
      And these events happened in order:
        | showdown-began | Alice |
        | focus          | Alice |
      And the showdown-began event for the Bridge cites rule 344
      And the focus event for Alice cites rule 345

    @rule:344
    Example: Moving to a battlefield one already controls opens no showdown
      Given the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then no showdown is under way
      And the turn is in a Neutral Open state
      And the Bridge is not contested

    @rule:344
    Example: A battlefield contested while a Chain exists waits for the Chain to close before its showdown begins
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Quick Word in her hand
      And Alice has a Rally in her hand
      When Alice plays her Quick Word
      And Alice plays her Rally
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Bridge
      And the chain holds Alice's Quick Word
      And no showdown is under way
      And the turn is in a Neutral Closed state
      When Alice passes
      And Bob passes
      Then a non-combat showdown is under way at the Bridge
      And Alice has focus

    @rule:344.1
    Example: Contesting a battlefield held by the opponent's units opens a combat with its showdown
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      And Alice is the attacker
      And Bob is the defender
      And Alice has focus
      And the showdown-began event for the Bridge cites rule 344.1
      And the focus event for Alice cites rule 464.2.d
      And the combat-began event for the Bridge cites rule 464.2

    @rule:344.1 @rule:316.8.a.1 @rule:316.8.b.1.a @rule:323.14
    Example: An opposing unit arriving during a non-combat showdown turns it into a combat showdown
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) in his base
      And Bob has a Rally in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Recruit (NX)
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then a combat is under way at the Bridge
      And Alice is the attacker
      And Bob's Recruit (NX) is a defender
      And Alice has focus
      And the combat-began event for the Bridge cites rule 323.14

    @rule:323.14
    Example: When Bob's showdown on Alice's turn becomes a combat, Bob, who contested the battlefield, attacks
      Given Bob has a Recruit (NX) in his base
      And Bob has a Rally in his hand
      And Alice has a Quick Word in her hand
      And Alice has a Shipyard Skulker in her base
      And Alice has a Rally in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Recruit (NX)
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then a non-combat showdown is under way at the Bridge
      And Bob has focus
      When Bob passes
      And Alice plays her Rally
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then a combat is under way at the Bridge
      And Bob is the attacker
      And Alice is the defender

    @rule:344.2 @rule:323.6 @rule:323.8 @faq:unleashed:control-battlefields-showdowns
    Example: Alice's unit arrives at the Bridge Bob still holds without units: the showdown opens as Bob loses it, and Alice conquers
      Given a test unit "Footman" costing 0 with 3 Might
      And a test spell "Quick Smite" costing 0 and text "[Reaction]\nKill a unit."
      And the Bridge is controlled by Bob
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Footman in her base
      And Alice has a Rally in her hand
      And Alice has a Quick Smite in her hand
      When Alice plays her Rally
      And Alice chooses her Footman
      And Alice chooses the Bridge
      And Alice plays her Quick Smite
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Bob controls the Bridge
      When Alice passes
      And Bob passes
      Then Alice's Footman is at the Bridge
      And a non-combat showdown is under way at the Bridge
      And no player controls the Bridge
      When Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice conquered 1 time

  Rule: 346 When a Chain a player started closes in a showdown, focus moves on

    @rule:346 @rule:347 @rule:347.1 @rule:347.1.a @rule:347.1.b @rule:340.2.a @rule:335.1
    Example: After Alice's spell resolves in the showdown, Bob gains focus and priority
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Slow Word in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Slow Word
      And Alice passes
      And Bob passes
      Then the turn is in a Showdown Open state
      And Bob has focus
      And Bob has priority
      And the focus event for Bob cites rule 346

    @rule:346 @rule:347.2.a
    Example: A play resets the passes: after it, both players must pass again to end the showdown
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Slow Word in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Slow Word
      And Bob passes
      And Alice passes
      Then Alice has focus
      And a showdown is under way at the Bridge
      When Alice passes
      Then a showdown is under way at the Bridge
      When Bob passes
      Then no showdown is under way
      And Alice controls the Bridge

    @rule:346.1 @rule:335.1
    Example: A Chain opened by an ability that adds resources does not move focus
      Given a test gear "Spring" costing 0 and text ":rb_exhaust:: [Reaction] — [Add] :rb_energy_1:."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Spring in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice activates her Spring
      Then the chain is empty
      And Alice's rune pool holds 1 Energy
      And Alice has focus
      And Alice has priority
      And the priority event for Alice cites rule 335.1

    @rule:346.1 @rule:330.1
    Example: An Add ability joining a Chain a spell opened does not make it a new Chain: focus still passes
      Given a test gear "Spring" costing 0 and text ":rb_exhaust:: [Reaction] — [Add] :rb_energy_1:."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Spring in her base
      And Alice has a Slow Word in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Slow Word
      And Alice activates her Spring
      Then Alice's rune pool holds 1 Energy
      And the chain holds Alice's Slow Word
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Bob has focus
      And Bob has priority

  Rule: 347 The focus player plays a legally timed card or passes

    @rule:347.2 @rule:347.2.b
    Example: Passing focus hands it to the next player, who also gets priority
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      Then Bob has focus
      And Bob has priority
      And the focus event for Bob cites rule 347.2.b
      And the priority event for Bob cites rule 313.2
      And the passed event for Alice cites rule 347.2
      And a showdown is under way at the Bridge

    @rule:347.2.a
    Example: A single pass does not end the showdown
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      Then a showdown is under way at the Bridge
      And Alice's score is 0

  Rule: 348 When all players pass focus in a row, the showdown closes

    @rule:347.2.a @rule:348 @rule:348.2 @rule:348.2.a @rule:348.2.a.1 @faq:origins:score-conquer-hold-different
    Example: After both players pass, the lone mover takes control and conquers
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then no showdown is under way
      And Alice controls the Bridge
      And Alice's score is 1
      And the turn is in a Neutral Open state
      And no player has focus
      And Alice has priority
      And these events happened in order:
        | moved          | control-established |
        | conquered      | Alice               |
        | showdown-ended | the Bridge          |
      And the moved event for the Bridge cites rule 348.2.a
      And the showdown-ended event for the Bridge cites rule 348

    @rule:348.2 @rule:348.2.a @rule:345
    Example: On Alice's turn, Bob's lone unit arriving by a spell takes control of the battlefield for Bob
      Given Bob has a Recruit (NX) in his base
      And Bob has a Rally in his hand
      And Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Recruit (NX)
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Recruit (NX) is at the Bridge
      And no showdown is under way
      When Alice passes
      And Bob passes
      Then a non-combat showdown is under way at the Bridge
      And Bob has focus
      When Bob passes
      And Alice passes
      Then Bob controls the Bridge
      And Bob's score is 1

    @rule:348.2.a.1
    Example: Taking control of a battlefield already scored this turn gives no further point
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Flash in her hand
      And Alice has 2 Energy in her rune pool
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Alice plays her Flash
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then no player controls the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice's score is 1

    @rule:348.1
    Example: A combat showdown that closes goes on to combat damage
      Given Alice has a Vanguard Sergeant in her base
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Vanguard Sergeant is at the Bridge
      And Alice's Vanguard Sergeant has 0 damage
      And Alice controls the Bridge
      And Alice's score is 1
      And no showdown is under way
      And these events happened in order:
        | damaged      | Bob's Shipyard Skulker |
        | moved        | control-established    |
        | conquered    | Alice                  |
        | combat-ended | won by Alice           |
      And the damaged event for Bob's Shipyard Skulker cites rule 465.2.d
      And the moved event for the Bridge cites rule 466.5
      And the combat-ended event for Alice cites rule 466.7

    @rule:348.1
    Example: Damage already marked counts toward lethal, so exactly enough for every defender is dealt without a split
      Given the Bridge is controlled by Bob
      And Alice has a Playful Phantom in her base
      And Bob has a Shipyard Skulker with 1 damage at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      When Alice moves her Playful Phantom to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Bob's Shipyard Skulker 2 is in Bob's trash
      And Alice's Playful Phantom is in Alice's trash
      And no player controls the Bridge

    @rule:348.1
    Example: With more than enough for every defender, each is dealt lethal damage without a split
      Given Alice has a Playful Phantom in her base
      And Bob has a Shipyard Skulker with 1 damage at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Playful Phantom to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Bob's Recruit (NX) is in Bob's trash
      And Alice's Playful Phantom is at the Bridge
      And Alice controls the Bridge

    @rule:348.1
    Example: A side whose units are all stunned has no combat damage to assign and is asked for no split
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a stunned Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker and her Vanguard Sergeant to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash
      And Alice's Shipyard Skulker is at the Bridge
      And Alice's Vanguard Sergeant is at the Bridge
      And Alice controls the Bridge

    @rule:348.1
    Example: A defender who already controls the battlefield and wins the combat keeps it without scoring
      Given the Bridge is controlled by Bob
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And Bob controls the Bridge
      And Bob's score is 0
      And these events happened in order:
        | combat-ended | won by Bob |

    @rule:348.1
    Example: Each side assigns its units' combined Might; the attacker must make each assignment lethal in turn
      Given Alice has a Playful Phantom in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      When Alice moves her Playful Phantom to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Shipyard Skulker and Bob's Vanguard Sergeant
      When Alice assigns 2 to Bob's Shipyard Skulker and 3 to Bob's Vanguard Sergeant
      Then the action is refused citing rule 465.2.c.3
      When Alice assigns 5 to Bob's Shipyard Skulker
      Then the action is refused citing rule 465.2.c.4
      When Alice assigns 3 to Bob's Shipyard Skulker and 1 to Bob's Vanguard Sergeant
      Then the action is refused
      When Alice assigns -1 to Bob's Shipyard Skulker and 6 to Bob's Vanguard Sergeant
      Then the action is refused
      When Alice assigns 3 to Bob's Shipyard Skulker, 2 to Bob's Vanguard Sergeant and 1 to Alice's Playful Phantom
      Then the action is refused
      When Alice assigns 3 to Bob's Shipyard Skulker and 2 to Bob's Vanguard Sergeant
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Playful Phantom is in Alice's trash
      And Bob's Vanguard Sergeant has 0 damage
      And Bob controls the Bridge

    @rule:348.1 @rule:465.2.c.3
    Example: Lethal to one unit, then what is left to the next, while a third unit gets nothing
      Given a test unit "Squire" costing 1 with 2 Might
      And Alice has a Playful Phantom in her base
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Squire at the Bridge
      When Alice moves her Playful Phantom to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Shipyard Skulker, Bob's Vanguard Sergeant and Bob's Squire
      When Alice assigns 3 to Bob's Shipyard Skulker and 2 to Bob's Vanguard Sergeant
      Then Bob's Shipyard Skulker is in Bob's trash
      And Bob's Vanguard Sergeant is at the Bridge
      And Bob's Squire is at the Bridge
      And Alice's Playful Phantom is in Alice's trash
