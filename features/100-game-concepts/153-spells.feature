@edition:v1.4
Feature: Spells (rules 153–159)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test unit "Footman" costing 3 with 3 Might
    And a test spell "Spark" costing 0 and text "Draw 1."
    And a test spell "Quick Spark" costing 0 and text "[Action]\nDraw 1."
    And a test spell "Snap Spark" costing 0 and text "[Reaction]\nDraw 1."

  @rule:153 @waived:heading
  Rule: 153 Spells

  @rule:154 @waived:definition
  Rule: 154 Spell names a card type; what a spell does and when it may be played are the rules that follow

  Rule: 155 By default a spell is played on its controller's turn, in an open state, outside showdowns

    @rule:155
    Example: On her own turn with no chain, Alice plays a plain spell
      Given Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      Then the action is accepted
      And Alice's Spark is on the chain

    @rule:155
    Example: In a showdown, even with focus, Alice may not play a plain spell
      Given Alice has a Footman in her base
      And Alice has a Spark in her hand
      When Alice moves her Footman to the Bridge
      Then a non-combat showdown is under way at the Bridge
      And Alice has focus
      When Alice plays her Spark
      Then the action is refused
      And Alice's Spark is in Alice's hand

    @rule:155
    Example: While her first spell waits on the chain, Alice may not add a plain spell
      Given Alice has a Spark in her hand
      And Alice has a Spark in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Spark
      And Alice plays her Spark 2
      Then the action is refused
      And Alice's Spark 2 is in Alice's hand

  Rule: 156 The player who plays a spell controls it

    @rule:156 @rule:157
    Example: Bob's spell played on Alice's turn draws for Bob and ends in Bob's trash
      Given Alice has a Spark in her hand
      And Bob has a Snap Spark in his hand
      And Alice has 1 card in her main deck
      And Bob has 1 card in his main deck
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Snap Spark
      And Bob passes
      And Alice passes
      Then Bob's card 1 is in Bob's hand
      And Alice's card 1 is in Alice's main deck
      And Bob's Snap Spark is in Bob's trash

  Rule: 157 A resolved spell goes to its owner's trash

    @rule:157
    Example: Alice's resolved spell is in her trash and nowhere else
      Given Alice has a Spark in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice's Spark is in Alice's trash
      And the chain is empty
      And Bob's trash holds 0 cards

  Rule: 158 Resolving a spell carries out its text

    @rule:158 @rule:158.1
    Example: A spell's instructions run top to bottom: the discard comes before the draw
      Given a test spell "Swap" costing 0 and text "Discard 1. Draw 1."
      And Alice has a Swap in her hand
      And Alice has a Footman in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Swap
      And Alice passes
      And Bob passes
      Then these events happened in order:
        | discarded | Alice's Footman |
        | drew      | Alice's card 1  |
      And Alice's Footman is in Alice's trash
      And Alice's card 1 is in Alice's hand

    @rule:158
    Example: Alice's Prod chooses Bob's Squire, which is not stunned, so its "If it's not stunned" part draws her 1
      Given a test unit "Squire" costing 1 with 1 Might
      And a test spell "Prod" costing 0 and text "Choose a unit. If it's not stunned, draw 1."
      And Bob has a Squire in his base
      And Alice has a Prod in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Prod
      And Alice chooses Bob's Squire
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:158
    Example: Alice's Study Hall, discarded, draws her the 2 of its own "When you discard me", not what its spell text would draw
      Given a test spell "Study Hall" costing 0 and text "When you discard me, draw 2.\nDraw 1.\n[Legion] — Draw 2."
      And a test spell "Purge" costing 0 and text "Discard 1."
      And Alice has a Purge in her hand
      And Alice has a Study Hall in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Purge
      And Alice passes
      And Bob passes
      Then Alice's Study Hall is in Alice's trash
      And the chain holds Alice's Study Hall
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice drew 2 times

  Rule: 158.2 A later part of a spell may replace an earlier part

    @rule:158.2
    Example: With Legion, Alice's Cleave deals 3 to Bob's Ogre in place of the 1 its first line deals, not 4 in all
      Given a test unit "Ogre" costing 0 with 6 Might
      And a test spell "Cleave" costing 0 and text "Deal 1 to a unit.\n[Legion] — Deal 3 to it instead."
      And Bob has an Ogre at the Bridge
      And Alice has a Spark in her hand
      And Alice has a Cleave in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      And Alice plays her Cleave
      And Alice chooses Bob's Ogre
      And Alice passes
      And Bob passes
      Then Bob's Ogre has 3 damage

    @rule:158.2
    Example: With Legion, Alice's Hack deals 3 to the unit its first line chose, named there "that unit", in place of the 1
      Given a test unit "Ogre" costing 0 with 6 Might
      And a test spell "Hack" costing 0 and text "Deal 1 to a unit.\n[Legion] — Deal 3 to that unit instead."
      And Bob has an Ogre at the Bridge
      And Alice has a Spark in her hand
      And Alice has a Hack in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      And Alice plays her Hack
      Then Alice is asked to choose targets among Bob's Ogre
      When Alice chooses Bob's Ogre
      And Alice passes
      And Bob passes
      Then Bob's Ogre has 3 damage

    @rule:158.2
    Example: With Legion, Alice's Twin Cleave deals 3 to each of the two units its first line chose, in place of the 1 it deals them
      Given a test unit "Ogre" costing 0 with 6 Might
      And a test spell "Twin Cleave" costing 0 and text "Deal 1 to up to two units.\n[Legion] — Deal 3 to them instead."
      And Bob has an Ogre at the Bridge
      And Bob has an Ogre at the Bridge
      And Alice has a Spark in her hand
      And Alice has a Twin Cleave in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      And Alice plays her Twin Cleave
      And Alice chooses Bob's Ogre and Bob's Ogre 2
      And Alice passes
      And Bob passes
      Then Bob's Ogre has 3 damage
      And Bob's Ogre 2 has 3 damage

    @rule:158.2
    Example: With Legion, Alice's Cleave deals its 3 to the one unit she chose as she played it, with another unit in play: nothing is chosen again as it resolves
      Given a test unit "Ogre" costing 0 with 6 Might
      And a test spell "Cleave" costing 0 and text "Deal 1 to a unit.\n[Legion] — Deal 3 to it instead."
      And Bob has an Ogre at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Spark in her hand
      And Alice has a Cleave in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      And Alice plays her Cleave
      And Alice chooses Bob's Ogre
      And Alice passes
      And Bob passes
      Then no decision is pending
      And the chain is empty
      And Bob's Ogre has 3 damage
      And Alice's Vanguard Sergeant has 0 damage

    @rule:158.2
    Example: With Legion, Alice's Hew deals its 3 to the enemy unit its own later part names, in place of the 1 of its first line
      Given a test unit "Ogre" costing 0 with 6 Might
      And a test spell "Hew" costing 0 and text "Deal 1 to a unit.\n[Legion] — Deal 3 to an enemy unit instead."
      And Bob has an Ogre at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a Spark in her hand
      And Alice has a Hew in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      And Alice plays her Hew
      Then Alice is asked to choose targets among Bob's Ogre
      When Alice chooses Bob's Ogre
      And Alice passes
      And Bob passes
      Then Bob's Ogre has 3 damage
      And Alice's Vanguard Sergeant has 0 damage

    @rule:158.2
    Example: With Legion, Alice's Study Hall draws the 2 of its later part on top of the 1 of its first line: without "instead" nothing is replaced
      Given a test unit "Page" costing 0 with 1 Might
      And a test spell "Study Hall" costing 0 and text "Draw 1.\n[Legion] — Draw 2."
      And Alice has a Page in her hand
      And Alice has a Study Hall in her hand
      And Alice has 5 cards in her main deck
      When Alice plays her Page
      And Alice plays her Study Hall
      And Alice passes
      And Bob passes
      Then Alice drew 3 times

    @rule:158.2
    Example: Without Legion, Alice's Cleave deals only the 1 of its first line
      Given a test unit "Ogre" costing 0 with 6 Might
      And a test spell "Cleave" costing 0 and text "Deal 1 to a unit.\n[Legion] — Deal 3 to it instead."
      And Bob has an Ogre at the Bridge
      And Alice has a Cleave in her hand
      When Alice plays her Cleave
      And Alice chooses Bob's Ogre
      And Alice passes
      And Bob passes
      Then Bob's Ogre has 1 damage

    @rule:158.2
    Example: The "it" of Alice's Omen is the card it reveals, known only once revealed: a spell on top, so she draws 2 after the reveal
      Given a test spell "Omen" costing 0 and text "Reveal the top card of your Main Deck. If it's a spell, draw 2 instead."
      And Alice has an Omen in her hand
      And Alice has a Spark in her main deck
      And Alice has 3 cards in her main deck
      When Alice plays her Omen
      And Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:158.2
    Example: Alice's Pursuit moves her Footman, which is not Mighty, so the move stands: "its location" is still that of the enemy unit she chose first, the Bridge
      Given a test spell "Pursuit" costing 0 and text "Choose an enemy unit at a battlefield. Move a friendly unit to its location. If it's [Mighty], draw 2 instead."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Footman in her base
      And Alice has a Pursuit in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Pursuit
      And Alice chooses Bob's Vanguard Sergeant
      And Alice chooses her Footman
      And Alice passes
      And Bob passes
      Then Alice's Footman is at the Bridge
      And Alice drew 0 times

    @rule:158.2
    Example: On her own turn, Alice's Study draws 2 in place of the 1 of its first sentence, not 3
      Given a test spell "Study" costing 0 and text "Draw 1. If it's your turn, draw 2 instead."
      And Alice has a Study in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Study
      And Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:158.2
    Example: On Alice's turn, Bob's reaction Study draws only the 1 of its first sentence: it is not his turn
      Given a test spell "Snap Study" costing 0 and text "[Reaction]\nDraw 1. If it's your turn, draw 2 instead."
      And Alice has a Spark in her hand
      And Alice has 2 cards in her main deck
      And Bob has a Snap Study in his hand
      And Bob has 4 cards in his main deck
      When Alice plays her Spark
      And Alice passes
      And Bob plays his Snap Study
      And Bob passes
      And Alice passes
      Then Bob drew 1 time
      And Alice's Spark is on the chain

    @rule:158.2
    Example: Alice's Lore chooses her Mighty unit first: its "draw 2 instead" takes the place of the draw of 1, so she draws 2, not 3
      Given a test unit "Giant" costing 0 with 5 Might
      And a test spell "Lore" costing 0 and text "Choose a unit. Draw 1. If it's [Mighty], draw 2 instead."
      And Alice has a Giant in her base
      And Alice has a Lore in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Lore
      And Alice chooses her Giant
      And Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:158.2
    Example: Alice's Lore chooses a unit that is not Mighty: she draws only the 1 of its second sentence
      Given a test unit "Giant" costing 0 with 5 Might
      And a test spell "Lore" costing 0 and text "Choose a unit. Draw 1. If it's [Mighty], draw 2 instead."
      And Alice has a Giant in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Lore in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Lore
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:158.2
    Example: Alice's Rune Study on her turn draws 2 in place of its 1 and channels a rune with them: the "instead" of one part replaces the draw, not adds to it
      Given a test spell "Rune Study" costing 0 and text "Draw 1. If it's your turn, draw 2 instead and channel 1 rune."
      And Alice has a Rune Study in her hand
      And Alice has 5 cards in her main deck
      And Alice has 3 runes in her rune deck
      When Alice plays her Rune Study
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Alice's rune deck holds 2 runes

    @rule:158.2
    Example: On her own turn, Alice's Study whose second sentence waits for another turn draws only the 1 of its first
      Given a test spell "Study" costing 0 and text "Draw 1. If it's not your turn, draw 2 instead."
      And Alice has a Study in her hand
      And Alice has 4 cards in her main deck
      When Alice plays her Study
      And Alice passes
      And Bob passes
      Then Alice drew 1 time

    @rule:158.2
    Example: Alice's Hex Bolt deals its bigger amount to the unit she chose, and its "you may" still lets her deal nothing
      Given a test unit "Ogre" costing 0 with 6 Might
      And a test unit "Giant" costing 0 with 6 Might
      And a test spell "Hex Bolt" costing 0 and text "You may deal 1 to a unit. If it's your turn, deal 3 instead."
      And a test spell "Hex Dart" costing 0 and text "You may deal 1 to a unit. If it's your turn, deal 3 instead."
      And Bob has an Ogre at the Bridge
      And Bob has a Giant in his base
      And Alice has a Hex Bolt in her hand
      And Alice has a Hex Dart in her hand
      When Alice plays her Hex Bolt
      And Alice chooses Bob's Ogre
      And Alice passes
      And Bob passes
      And Alice answers yes
      Then Bob's Ogre has 3 damage
      And Bob's Giant has 0 damage
      When Alice plays her Hex Dart
      And Alice chooses Bob's Giant
      And Alice passes
      And Bob passes
      And Alice answers no
      Then Bob's Giant has 0 damage
      And Bob's Ogre has 3 damage

    @rule:158.2
    Example: Alice's Wide Bolt whose second sentence names its own units deals 3 to each of Bob's units, not only to the one she chose
      Given a test unit "Ogre" costing 0 with 6 Might
      And a test unit "Giant" costing 0 with 6 Might
      And a test spell "Wide Bolt" costing 0 and text "Deal 1 to a unit. If it's your turn, deal 3 to each enemy unit instead."
      And Bob has an Ogre at the Bridge
      And Bob has a Giant in his base
      And Alice has a Wide Bolt in her hand
      When Alice plays her Wide Bolt
      And Alice chooses Bob's Ogre
      And Alice passes
      And Bob passes
      Then Bob's Ogre has 3 damage
      And Bob's Giant has 3 damage

    @rule:158.2
    Example: Alice's Study Bolt replaces its 1 damage with both parts of its second sentence: 3 damage to the unit she chose, and a draw
      Given a test unit "Ogre" costing 0 with 6 Might
      And a test spell "Study Bolt" costing 0 and text "Deal 1 to a unit. If it's your turn, deal 3 instead and draw 1 instead."
      And Bob has an Ogre at the Bridge
      And Alice has a Study Bolt in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Study Bolt
      And Alice chooses Bob's Ogre
      And Alice passes
      And Bob passes
      Then Bob's Ogre has 3 damage
      And Alice drew 1 time

    @rule:158.2
    Example: Alice's Pair Bolt reads its "it" as the target of the second deal, the one it replaces: the Mighty Giant hit first takes 1, the Ogre hit second takes 1
      Given a test unit "Giant" costing 0 with 5 Might
      And a test unit "Ogre" costing 0 with 4 Might
      And a test spell "Pair Bolt" costing 0 and text "Deal 1 to a unit. Deal 1 to a unit. If it's [Mighty], deal 3 instead."
      And Bob has a Giant at the Bridge
      And Bob has an Ogre in his base
      And Alice has a Pair Bolt in her hand
      When Alice plays her Pair Bolt
      And Alice chooses Bob's Giant
      And Alice chooses Bob's Ogre
      And Alice passes
      And Bob passes
      Then Bob's Giant has 1 damage
      And Bob's Ogre has 1 damage

    @rule:158.2
    Example: Alice's Split Bolt replaces only the deal before its "instead": the Mighty Giant takes 3, and the deal after it still gives the Ogre 1
      Given a test unit "Giant" costing 0 with 5 Might
      And a test unit "Ogre" costing 0 with 4 Might
      And a test spell "Split Bolt" costing 0 and text "Deal 1 to a unit. If it's [Mighty], deal 3 instead. Deal 1 to a unit."
      And Bob has a Giant at the Bridge
      And Bob has an Ogre in his base
      And Alice has a Split Bolt in her hand
      When Alice plays her Split Bolt
      And Alice chooses Bob's Giant
      And Alice chooses Bob's Ogre
      And Alice passes
      And Bob passes
      Then Bob's Giant has 3 damage
      And Bob's Ogre has 1 damage

    @rule:158.2 @rule:411.1
    Example: On her turn, Alice's Cull has Bob kill his unit but leaves her out: she kills none of hers
      Given a test spell "Cull" costing 0 and text "Each player must kill one of their units. If it's your turn, you don't kill a unit this way."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Cull in her hand
      When Alice plays her Cull
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Shipyard Skulker is in Alice's base

    @rule:158.2
    Example: Alice's Off-Cull spares her only on another player's turn: on her own turn both players kill a unit
      Given a test spell "Off-Cull" costing 0 and text "Each player must kill one of their units. If it's not your turn, you don't kill a unit this way."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has an Off-Cull in her hand
      When Alice plays her Off-Cull
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Shipyard Skulker is in Alice's trash

    @rule:158.2
    Example: Alice's Cull and Draw, whose second sentence spares no one, has both players kill a unit and then draws her a card
      Given a test spell "Cull and Draw" costing 0 and text "Each player must kill one of their units. If it's your turn, you draw 1."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Cull and Draw in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Cull and Draw
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Shipyard Skulker is in Alice's trash
      And Alice drew 1 time

    @rule:158.2 @rule:411.1
    Example: Alice's Cull Study, whose second sentence changes nothing before it, has both players kill a unit and then draws her a card
      Given a test spell "Cull Study" costing 0 and text "Each player kills one of their units. Draw 1 if it's your turn."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Shipyard Skulker in his base
      And Alice has a Cull Study in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Cull Study
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice's Shipyard Skulker is in Alice's trash
      And Alice drew 1 time

    @rule:158.2
    Example: Alice's Mighty Scholar draws 2 in place of the 1 of its first sentence, not 3; her Scholar short of Mighty draws only the 1 (3 in all)
      Given a test unit "Scholar" costing 0 with 5 Might and text ":rb_exhaust:: Draw 1. If I'm [Mighty], draw 2 instead."
      And a test unit "Junior Scholar" costing 0 with 4 Might and text ":rb_exhaust:: Draw 1. If I'm [Mighty], draw 2 instead."
      And Alice has a Scholar in her base
      And Alice has a Junior Scholar in her base
      And Alice has 5 cards in her main deck
      When Alice activates her Scholar
      And Alice passes
      And Bob passes
      Then Alice drew 2 times
      When Alice activates her Junior Scholar
      And Alice passes
      And Bob passes
      Then Alice drew 3 times

  Rule: 158.3 Nothing else is finalized or resolved while a spell resolves

    @rule:158.3 @rule:158.3.a
    Example: The death trigger of the unit Alice's spell kills waits until the spell has finished, draw included
      Given a test unit "Martyr" costing 0 with 1 Might and text "[Deathknell][>] Draw 1."
      And a test spell "Execute" costing 0 and text "Kill a unit. Draw 1."
      And Bob has a Martyr at the Bridge
      And Bob has 1 card in his main deck
      And Alice has an Execute in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Execute
      And Alice chooses Bob's Martyr
      And Alice passes
      And Bob passes
      Then Alice's card 1 is in Alice's hand
      And Bob's card 1 is in Bob's main deck
      And the chain holds Bob's Martyr

    @rule:158.3 @rule:158.3.a
    Example: A unit the spell's first instruction dealt lethal damage is still there for its second, and lives
      Given a test spell "Ordeal" costing 0 and text "Deal 3 to a unit. Give a unit +3 :rb_might: this turn."
      And Bob has a Footman in his base
      And Alice has an Ordeal in her hand
      When Alice plays her Ordeal
      And Alice chooses Bob's Footman
      And Alice chooses Bob's Footman
      And Alice passes
      And Bob passes
      Then Bob's Footman is in Bob's base
      And Bob's Footman has 3 damage
      And Bob's Footman's Might is 6

  Rule: 159 Some keywords of a spell are properties of it, not instructions

    @rule:159 @rule:159.1 @rule:159.2 @rule:159.2.a @rule:159.2.a.1
    Example: In a showdown, Alice, holding focus, may play her Action spell
      Given Alice has a Footman in her base
      And Alice has a Quick Spark in her hand
      And Alice has 1 card in her main deck
      When Alice moves her Footman to the Bridge
      Then a non-combat showdown is under way at the Bridge
      When Alice plays her Quick Spark
      Then the action is accepted
      And Alice's Quick Spark is on the chain

  Rule: 159.2.a.1 An Action spell may also be played in open states of showdowns

    @rule:159.2.a.1
    Example: An Action spell still may not be added to a chain
      Given Alice has a Spark in her hand
      And Alice has a Quick Spark in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Spark
      And Alice plays her Quick Spark
      Then the action is refused
      And Alice's Quick Spark is in Alice's hand

  Rule: 159.2.b Reaction

    @rule:159.2.b @rule:159.2.b.1 @rule:159.2
    Example: A Reaction spell may be played in a showdown's open state, as an Action spell may
      Given Alice has a Footman in her base
      And Alice has a Snap Spark in her hand
      And Alice has 1 card in her main deck
      When Alice moves her Footman to the Bridge
      Then a non-combat showdown is under way at the Bridge
      When Alice plays her Snap Spark
      Then the action is accepted
      And Alice's Snap Spark is on the chain

    @rule:159.2.b @rule:159.2.b.2 @rule:159.2.b.3
    Example: A Reaction spell may be added to the chain and resolves before the spell beneath it
      Given Alice has a Spark in her hand
      And Alice has a Snap Spark in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Spark
      And Alice plays her Snap Spark
      Then the action is accepted
      When Alice passes
      And Bob passes
      Then Alice's Snap Spark is in Alice's trash
      And Alice's Spark is on the chain
      And Alice's card 1 is in Alice's hand
      And Alice's card 2 is in Alice's main deck
