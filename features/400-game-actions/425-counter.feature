@edition:v1.4
Feature: Countering (rule 425)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Insight" costing 2 and text "Draw 2."
    And a test spell "Deny" costing 0 and text "[Reaction]\nCounter a spell."
    And Alice has 3 cards in her main deck

  @rule:425 @waived:heading
  Rule: 425 Counter

  Rule: 425.1 A countered card does nothing and leaves the Chain for the trash

    @rule:425.1 @rule:425.1.a @rule:425.1.a.1 @rule:425.2 @rule:425.2.a @rule:425.3
    Example: Bob's Deny counters Alice's Insight on her turn: it draws nothing and goes to her trash
      Given Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Bob has a Deny in his hand
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Deny
      And Bob chooses Alice's Insight
      And Bob passes
      And Alice passes
      Then the chain is empty
      And Alice drew 0 times
      And Alice's Insight is in Alice's trash
      And Bob's Deny is in Bob's trash

    @rule:425.1 @rule:425.1.a
    Example: Bob's Riposte-like Parry counters Alice's Insight and gives his unit +Might equal to the Insight's Energy cost, read in the trash
      Given a test spell "Parry" costing 0 and text "[Reaction]\nChoose a friendly unit and a spell. Counter that spell and give that unit +:rb_might: equal to that spell's Energy cost this turn."
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Bob has a Shipyard Skulker in his base
      And Bob has a Parry in his hand
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Parry
      And Bob chooses his Shipyard Skulker
      And Bob chooses Alice's Insight
      And Bob passes
      And Alice passes
      Then the chain is empty
      And Alice drew 0 times
      And Alice's Insight is in Alice's trash
      And Bob's Shipyard Skulker's Might is 5

    @rule:425.1 @rule:425.1.a
    Example: Sky Splitter's own rule about its cost does not protect it: Bob's Deny counters it and it deals no damage
      Given a test unit "Herald" costing 7 with 7 Might
      And Alice has a Herald in her base
      And Bob has a Mega-Mech at the Bridge
      And Alice has a Sky Splitter in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      And Bob has a Deny in his hand
      When Alice plays her Sky Splitter
      And Alice chooses Bob's Mega-Mech
      And Alice passes
      And Bob plays his Deny
      And Bob chooses Alice's Sky Splitter
      And Bob passes
      And Alice passes
      Then the chain is empty
      And Alice's Sky Splitter is in Alice's trash
      And Bob's Mega-Mech has 0 damage
      And Bob's Mega-Mech is at the Bridge

    @rule:425.1
    Example: A spell whose text says it can't be killed is still countered by Bob's Quash: only "can't be countered" would stop it
      Given a test spell "Stubborn Word" costing 0 and text "I can't be killed.\nDraw 1."
      And a test spell "Quash" costing 0 and text "[Reaction]\nCounter a spell."
      And Alice has a Stubborn Word in her hand
      And Alice has 4 cards in her main deck
      And Bob has a Quash in his hand
      When Alice plays her Stubborn Word
      And Alice passes
      And Bob plays his Quash
      And Bob chooses Alice's Stubborn Word
      And Bob passes
      And Alice passes
      Then the chain is empty
      And Alice drew 0 times
      And Alice's Stubborn Word is in Alice's trash

    @rule:425.1 @rule:425.1.a
    Example: Bob's counter of an ability may not choose Alice's spell on the chain, only her gear's ability, which then draws her nothing
      Given a test gear "Bell" costing 0 and text "[Reaction][>] :rb_exhaust:: Draw 1."
      And a test spell "Quell" costing 0 and text "[Reaction]\nCounter an ability."
      And Alice has a Bell in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 4 cards in her main deck
      And Bob has a Quell in his hand
      When Alice plays her Insight
      And Alice activates her Bell
      And Alice passes
      And Bob plays his Quell
      Then Bob is asked to choose targets among the chain item of Alice's Bell
      When Bob chooses the chain item of Alice's Insight
      Then the action is refused
      When Bob chooses the chain item of Alice's Bell
      And Bob passes
      And Alice passes
      Then the chain holds Alice's Insight
      When Alice passes
      And Bob passes
      Then Alice drew 2 times

    @rule:425.1 @rule:425.1.a
    Example: Bob's counter of an ability counters the ability Alice's Reap made with "do this", so she draws nothing
      Given a test spell "Reap" costing 0 and text "Kill a unit. If you do, do this: Draw 1."
      And a test spell "Quell" costing 0 and text "[Reaction]\nCounter an ability."
      And Alice has a Reap in her hand
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Quell in his hand
      When Alice plays her Reap
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And the chain holds Alice's Reap
      When Alice passes
      And Bob plays his Quell
      And Bob chooses the chain item of Alice's Reap
      And Bob passes
      And Alice passes
      Then the chain is empty
      And Alice drew 0 times

    @rule:425.1 @rule:425.1.a
    Example: Alice's Deny counters Bob's Quick Word, the newer of two spells on the chain; her Insight below it is untouched and resolves
      Given a test spell "Quick Word" costing 0 and text "[Reaction]\nDraw 1."
      And Alice has an Insight in her hand
      And Alice has a Deny in her hand
      And Alice has 2 Energy in her rune pool
      And Bob has a Quick Word in his hand
      And Bob has 2 cards in his main deck
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      And Alice plays her Deny
      And Alice chooses Bob's Quick Word
      And Alice passes
      And Bob passes
      Then Bob's Quick Word is in Bob's trash
      And no moved event happened for Bob's Quick Word
      And the chain holds Alice's Insight
      When Alice passes
      And Bob passes
      Then Alice drew 2 times
      And Bob drew 0 times
      And Alice's Insight is in Alice's trash

    @rule:425.1 @rule:425.1.a
    Example: Bob's Deny counters Alice's Rally played again, not the ability its first resolution left waiting below it, which still draws her a card
      Given a test spell "Rally" costing 0 and text "[Reaction]\nWhen you play a unit this turn, draw 1."
      And a test spell "Salvage" costing 0 and text "[Reaction]\nReturn a spell from your trash to your hand."
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Rally in her hand
      And Alice has a Salvage in her hand
      And Alice has a Footman in her hand
      And Bob has a Deny in his hand
      When Alice plays her Rally
      And Alice passes
      And Bob passes
      And Alice plays her Salvage
      And Alice chooses her Rally
      And Alice passes
      And Bob passes
      And Alice plays her Footman
      Then the chain holds Alice's Rally
      When Alice plays her Rally
      And Alice passes
      And Bob plays his Deny
      And Bob chooses Alice's Rally
      And Bob passes
      And Alice passes
      Then Alice's Rally is in Alice's trash
      And the chain holds Alice's Rally
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty

    @rule:425.1.a.1
    Example: Bob's Rebuke counters Alice's Insight and sends it back to her hand instead of her trash
      Given a test spell "Rebuke" costing 0 and text "[Reaction]\nCounter a spell. Return it to its owner's hand instead of putting it in their trash."
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Bob has a Rebuke in his hand
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Rebuke
      And Bob chooses Alice's Insight
      And Bob passes
      And Alice passes
      Then the chain is empty
      And Alice drew 0 times
      And Alice's Insight is in Alice's hand
      And these events happened in order:
        | countered | Alice's Insight |
        | moved     | Alice's Insight |
      And the moved event for Alice's Insight went from chain to hand

    @rule:425.1.a.1
    Example: Bob's Rebuff, whose return says nothing of the trash, counters Alice's Insight into her trash first: it is returned to her hand from there
      Given a test spell "Rebuff" costing 0 and text "[Reaction]\nCounter a spell. Return it to its owner's hand."
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Bob has a Rebuff in his hand
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Rebuff
      And Bob chooses Alice's Insight
      And Bob passes
      And Alice passes
      Then the chain is empty
      And Alice drew 0 times
      And Alice's Insight is in Alice's hand
      And the moved event for Alice's Insight went from trash to hand

  Rule: 425.1.b A countered card counts as not played for play triggers

    @rule:425.1.b
    Example: Alice's Muse does not trigger for her countered Insight
      Given a test gear "Muse" costing 0 and text "When you play a spell, draw 1."
      And Alice has a Muse in her base
      And Alice has an Insight in her hand
      And Alice has 2 Energy in her rune pool
      And Bob has a Deny in his hand
      When Alice plays her Insight
      And Alice passes
      And Bob plays his Deny
      And Bob chooses Alice's Insight
      And Bob passes
      And Alice passes
      Then the chain is empty
      And Alice's hand holds 0 cards

  Rule: 425.1.c Countering gives back no cost paid

    @rule:425.1.c @rule:425.1.c.1
    Example: The Energy Alice paid and the unit she killed for her countered Offering stay spent
      Given a test spell "Offering" costing 2 and text "As an additional cost to play me, kill a unit you control.\nDeal 3 to a unit."
      And Alice has an Offering in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Deny in his hand
      When Alice plays her Offering
      And Alice chooses Bob's Vanguard Sergeant
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob plays his Deny
      And Bob chooses Alice's Offering
      And Bob passes
      And Alice passes
      Then Alice's Offering is in Alice's trash
      And Alice's rune pool holds 0 Energy
      And Alice's Shipyard Skulker is in Alice's trash
      And Bob's Vanguard Sergeant has 0 damage
