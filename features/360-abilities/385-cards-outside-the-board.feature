@edition:v1.4
Feature: Triggered abilities of cards outside the board (rule 385)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test gear "Rocket Rack" costing 0 and text "When you conquer, you may discard 2 to return this from your trash to your hand."
    And a test gear "War Drum" costing 0 and text "When you conquer, draw 1."

  # The protocol's view and event log show every zone to everyone, so no scenario can tell what a
  # zone's level of information lets each player see of a trigger there.
  @rule:385.1 @waived:unobservable
  Rule: 385.1 A trigger off the board goes by its zone's level of information

  Rule: 385.2 A trigger off the board says itself where it works

    @rule:385.2
    Example: A gear whose trigger returns a unit it chose from Alice's trash describes no other context for itself, so it works from the board
      Given a test gear "Grave Digger" costing 0 and text "When you conquer, choose a unit in your trash. Return it from your trash to your hand."
      And Alice has a Grave Digger in her base
      And Alice has a Vanguard Sergeant in her trash
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Grave Digger
      And the triggered event for Alice's Grave Digger does not cite rule 385.2
      When Alice chooses Alice's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's hand
      And the chain is empty

    @rule:385.2
    Example: Alice conquers, and the Super Mega Death Rocket! in her trash returns to her hand for a discard
      Given Alice has a Super Mega Death Rocket! in her trash
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Super Mega Death Rocket!
      When Alice chooses yes
      And Alice passes
      And Bob passes
      Then Alice's Super Mega Death Rocket! is in Alice's hand
      And Alice's Vanguard Sergeant is in Alice's trash
      And the chain is empty

    @rule:385.2
    Example: The trigger of the Super Mega Death Rocket! in Alice's trash cites 385.2, the rule that lets it work from there
      Given Alice has a Super Mega Death Rocket! in her trash
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then the chain holds Alice's Super Mega Death Rocket!
      And the triggered event for Alice's Super Mega Death Rocket! cites rule 385.2
      When Alice chooses no
      Then the chain is empty
      And Alice's Super Mega Death Rocket! is in Alice's trash

    @rule:385.2
    Example: Alice declines to discard, and the Super Mega Death Rocket! stays in her trash
      Given Alice has a Super Mega Death Rocket! in her trash
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Alice chooses no
      Then Alice's Super Mega Death Rocket! is in Alice's trash
      And Alice's Vanguard Sergeant is in Alice's hand
      And the chain is empty

    @rule:385.2
    Example: Bob banishes the Rocket Rack from Alice's trash before its ability resolves: "return this from your trash" then finds it gone and leaves it in banishment
      Given a test spell "Grave Sweep" costing 0 and text "[Reaction]\nBanish a card from any trash."
      And Alice has a Rocket Rack in her trash
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Bob has a Grave Sweep in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Rocket Rack
      When Alice chooses yes
      And Alice passes
      And Bob plays his Grave Sweep
      And Bob chooses Alice's Rocket Rack
      And Bob passes
      And Alice passes
      Then Alice's Rocket Rack is in Alice's banishment
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Rocket Rack is in Alice's banishment

    @rule:385.2
    Example: Bob banishes Alice's Homing Crate from her trash before its ability resolves: it returns nothing, so its "If you do, draw 1" draws her nothing
      Given a test gear "Homing Crate" costing 0 and text "When you conquer, return this from your trash to your hand. If you do, draw 1."
      And a test spell "Grave Sweep" costing 0 and text "[Reaction]\nBanish a card from any trash."
      And Alice has a Homing Crate in her trash
      And Alice has a Shipyard Skulker in her base
      And Alice has 2 cards in her main deck
      And Bob has a Grave Sweep in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's Homing Crate
      When Alice passes
      And Bob plays his Grave Sweep
      And Bob chooses Alice's Homing Crate
      And Bob passes
      And Alice passes
      Then Alice's Homing Crate is in Alice's banishment
      When Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Homing Crate is in Alice's banishment
      And Alice drew 0 times

    @rule:385.2 @rule:384.2
    Example: On the board, a conquer ability returning its own card from the board, or another card from the trash, works from the board
      Given a test gear "Boomerang" costing 0 and text "When you conquer, return me to your hand."
      And a test gear "Digger" costing 0 and text "When you conquer, return a unit from your trash to your hand."
      And Alice has a Boomerang in her base
      And Alice has a Digger in her base
      And Alice has a Vanguard Sergeant in her trash
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And Alice is asked to order her triggered abilities
      When Alice puts her Boomerang's ability, then her Digger's ability on the chain in that order
      And Alice chooses her Vanguard Sergeant
      Then the chain holds Alice's Boomerang, then Alice's Digger
      When Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      And Alice's Vanguard Sergeant is in Alice's hand
      And Alice's Boomerang is in Alice's hand

    @rule:385.2
    Example: In Alice's hand, the Super Mega Death Rocket! does not trigger when she conquers
      Given Alice has a Super Mega Death Rocket! in her hand
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain is empty
      And no decision is pending
      And Alice's Super Mega Death Rocket! is in Alice's hand
      And Alice's Vanguard Sergeant is in Alice's hand

    @rule:385.2 @rule:384.2
    Example: On the board, an ability that names the trash does not trigger, while a board ability of the same moment does
      Given Alice has a Rocket Rack in her base
      And Alice has a War Drum in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her hand
      And Alice has 2 cards in her main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain holds Alice's War Drum
      When Alice passes
      And Bob passes
      Then Alice drew 1 time
      And the chain is empty
      And no decision is pending
      And Alice's Rocket Rack is in Alice's base
      And Alice's Vanguard Sergeant is in Alice's hand

    @rule:385.2
    Example: The Super Mega Death Rocket! in Bob's trash does not trigger when Alice conquers
      Given Bob has a Super Mega Death Rocket! in his trash
      And Bob has a Vanguard Sergeant in his hand
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And the chain is empty
      And no decision is pending
      And Bob's Super Mega Death Rocket! is in Bob's trash
