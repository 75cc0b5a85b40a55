@edition:v1.4
Feature: Playing cards, and putting them on the chain (rules 349–354)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge

  @rule:349 @waived:heading
  Rule: 349 Playing cards, the section heading

  @rule:350 @waived:definition
  Rule: 350 What playing a card means

  Rule: 350.1 A card is played once its whole process of play is done

    @rule:350.1 @rule:355.7
    Example: Alice's Jab targets the one of Bob's units she chooses, and only then is played
      Given a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Jab in her hand
      When Alice plays her Jab
      And Alice chooses Bob's Vanguard Sergeant
      Then Alice's Jab is a finalized chain item
      And these events happened in order:
        | targeted | target 1    |
        | played   | Alice's Jab |
      And the targeted event for Alice's Jab cites rule 355.7
      And the played event for Alice's Jab cites rule 350.1

  @rule:350.2 @waived:definition
  Rule: 350.2 Tokens are not cards yet can be played

  @rule:351 @waived:heading
  Rule: 351 Cards behave differently when played, the lead-in

  @rule:352 @waived:heading
  Rule: 352 The states a card passes through, the lead-in

  @rule:353 @waived:heading
  Rule: 353 The process of play, the section heading

  Rule: 354 The card first goes to the chain, pending, which closes the state

    @rule:354 @rule:354.1 @rule:354.2 @rule:352.1
    Example: While Alice chooses Void Seeker's target, the card has left her hand and waits on the chain
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      Then Alice's hand holds 0 cards
      And Alice's Void Seeker is a pending chain item
      And the turn is in a Neutral Closed state
      And Alice is asked to choose targets among Bob's Shipyard Skulker

    @rule:354.2
    Example: While Alice's Jab waits on the chain for its target, neither Alice nor Bob can pass before she chooses it
      Given a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Jab in her hand
      When Alice plays her Jab
      Then Alice is asked to choose targets among Bob's Shipyard Skulker and Bob's Vanguard Sergeant
      When Alice passes
      Then the action is refused
      When Bob passes
      Then the action is refused
      And Alice's Jab is a pending chain item
      When Alice chooses Bob's Vanguard Sergeant
      Then Alice's Jab is a finalized chain item
      And Alice's Jab is targeting Bob's Vanguard Sergeant

    @rule:312.1.b.1
    Example: While Alice's Jab waits for its target, an answer sent to another question than hers is refused and her question stays
      Given a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And Bob has a Shipyard Skulker at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Jab in her hand
      When Alice plays her Jab
      And Alice answers another question than the one pending, choosing Bob's Vanguard Sergeant
      Then the action is refused
      And Alice is asked to choose targets among Bob's Shipyard Skulker and Bob's Vanguard Sergeant
      When Alice chooses Bob's Shipyard Skulker
      Then Alice's Jab is targeting Bob's Shipyard Skulker

    @rule:312.1.b.1
    Example: With no question put to anyone, Alice's answer is refused and the game goes on as before
      When Alice answers a question while none is pending
      Then the action is refused
      And Alice has priority

    @rule:354
    Example: A card that is not in Alice's hand cannot be played from where it is
      Given Alice has a Void Seeker in her trash
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      Then the action is refused citing rule 354
      And Alice's Void Seeker is in Alice's trash
      And the chain is empty

    @rule:354
    Example: A card that is nowhere in the game cannot be played: Alice's play of a Void Seeker she does not have is refused
      Given Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      Then the action is refused
      And the chain is empty
      And Alice's rune pool holds 3 Energy

  Rule: 354.3 A card played by an effect waits until that effect has finished

    @rule:354.3 @rule:355.10.a @rule:355.17 @rule:356.1 @rule:356.1.b @rule:356.1.b.1
    Example: A unit played from hand by a spell is picked as the spell resolves, costs nothing, and comes after the spell's draw
      Given a test spell "Summon" costing 1 and text "Play a unit from your hand, ignoring its cost. Draw 1."
      And Alice has a Summon in her hand
      And Alice has a Vanguard Sergeant in her hand
      And Alice has a Shipyard Skulker in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 1 card in her main deck
      When Alice plays her Summon
      Then no decision is pending
      And Alice's Summon is targeting nothing
      When Alice passes
      And Bob passes
      And Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's base
      And Alice's Vanguard Sergeant is exhausted
      And Alice's Shipyard Skulker is in Alice's hand
      And Alice's rune pool holds 0 Energy
      And these events happened in order:
        | drew   | Alice                      |
        | played | Alice's Vanguard Sergeant  |

    @rule:354.3
    Example: A spell played from hand by another spell waits on the chain, then resolves and draws
      Given a test spell "Encore" costing 0 and text "Play a spell from your hand, ignoring its cost."
      And a test spell "Study" costing 2 and text "Draw 1."
      And Alice has an Encore in her hand
      And Alice has a Study in her hand
      And Alice has 1 card in her main deck
      When Alice plays her Encore
      And Alice passes
      And Bob passes
      And Alice chooses her Study
      Then Alice's Study is on the chain
      And Alice's Study is targeting nothing
      When Alice passes
      And Bob passes
      Then Alice's Study is in Alice's trash
      And Alice drew 1 time

  Rule: 354.4 Outstanding tasks are finished before a play goes on

    @rule:354.4 @rule:319.3
    Example: The cleanup Alice's play makes outstanding removes Bob's lethally damaged unit before she chooses a target
      Given Bob has a Shipyard Skulker with 3 damage at the Bridge
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      Then Bob's Shipyard Skulker is in Bob's trash
      And Alice is asked to choose targets among Bob's Vanguard Sergeant
