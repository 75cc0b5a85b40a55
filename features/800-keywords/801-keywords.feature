@edition:v1.4
Feature: Keywords in general (rules 800–804)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a battlefield called the Ford
    And the Bridge is controlled by Alice
    And the Ford is controlled by Alice

  @rule:800 @waived:heading
  Rule: 800 Keywords

  Rule: 801 A keyword is a short name for an ability, and it works without its reminder text

    @rule:801 @rule:801.1
    Example: A unit printed with a bare Deflect, no reminder text, makes Alice pay for choosing it
      Given a test unit "Warded" costing 2 with 2 Might and text "[Deflect]"
      And a test spell "Poke" costing 0 and text "Deal 1 to a unit."
      And Bob has a Warded at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Poke in her hand
      When Alice plays her Poke
      And Alice chooses Bob's Warded
      Then the action is refused citing rule 358.2
      When Alice chooses Bob's Shipyard Skulker
      Then Alice's Poke is targeting Bob's Shipyard Skulker

  @rule:801.2 @rule:801.2.a @waived:physical-handling
  Rule: 801.2 Keywords are printed highlighted, in a colour that changes nothing

  Rule: 801.3 Other effects may name a keyword

    @rule:801.3
    Example: A spell that kills a unit with Ganking may choose Bob's Vi, Destructive but not his Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Ganking]."
      And Alice has a Pick in her hand
      And Bob has a Vi, Destructive in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Vi, Destructive
      And Alice passes
      And Bob passes
      Then Bob's Vi, Destructive is in Bob's trash

  Rule: 801.3.a Other effects may give a unit a keyword

    @rule:801.3.a
    Example: Vault Breaker gives Alice's Shipyard Skulker Ganking, so it goes from the Bridge straight to the Ford
      Given Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vault Breaker in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      When Alice plays her Vault Breaker
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice moves her Shipyard Skulker to the Ford
      Then Alice's Shipyard Skulker is at the Ford

    @rule:801.3.a
    Example: Vault Breaker gives Alice's Shipyard Skulker Assault 2, so it attacks Bob's Recruit with 5 Might
      Given the Bridge is controlled by Bob
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vault Breaker in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      When Alice plays her Vault Breaker
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice moves her Shipyard Skulker to the Bridge
      Then Alice's Shipyard Skulker is an attacker
      And Alice's Shipyard Skulker's Might is 5

    @rule:801.3.a @rule:710 @faq:spiritforged:kato-give-keywords-hes-gained-during @editions:v1.3-v1.4
    Example: Kato the Arm hands on the Ganking Vault Breaker gave him and his buffed Might of 4, and a later boost to him changes nothing
      Given a test spell "Pep" costing 0 and text "[Reaction]\nGive a unit +2 :rb_might: this turn."
      And Alice has a buffed Kato the Arm in her base
      And Alice has a Pep in her hand
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vault Breaker in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      When Alice plays her Vault Breaker
      And Alice chooses her Kato the Arm
      And Alice passes
      And Bob passes
      And Alice moves her Kato the Arm to the Bridge
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 7
      When Alice plays her Pep
      And Alice chooses her Kato the Arm
      And Alice passes
      And Bob passes
      Then Alice's Kato the Arm's Might is 6
      And Alice's Shipyard Skulker's Might is 7
      When Alice moves her Shipyard Skulker to the Ford
      Then Alice's Shipyard Skulker is at the Ford

    @rule:801.3.a @editions:v1.3-v1.4
    Example: Kato the Arm hands on the Assault 2 Vault Breaker gave him at its full value: Alice's Skulker attacks with 9 Might
      Given a battlefield called the Keep
      And the Keep is controlled by Bob
      And Bob has a Recruit (NX) at the Keep
      And Alice has a buffed Kato the Arm in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vault Breaker in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      When Alice plays her Vault Breaker
      And Alice chooses her Kato the Arm
      And Alice passes
      And Bob passes
      And Alice moves her Kato the Arm to the Bridge
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker's Might is 7
      When Alice moves her Shipyard Skulker to the Keep
      Then Alice's Shipyard Skulker is an attacker
      And Alice's Shipyard Skulker's Might is 9

    @rule:801.3.a @rule:806.5.b
    Example: The Repeat Temporal Portal gives Alice's spell is added to the Action printed on it: Bob's spell that counters a spell with Action may still counter it
      Given a test spell "Stop" costing 0 and text "[Reaction]\nCounter a spell with [Action]."
      And a test spell "Quick Word" costing 0 and text "[Action]\nDraw 1."
      And Bob has a Stop in his hand
      And Alice has a Temporal Portal in her base
      And Alice has a Quick Word in her hand
      And Alice has 3 Energy and 1 mind Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Temporal Portal
      And Alice passes
      And Bob passes
      And Alice plays her Quick Word
      And Alice declines the optional cost
      And Alice passes
      And Bob plays his Stop
      And Bob chooses Alice's Quick Word
      And Bob passes
      And Alice passes
      Then Alice's Quick Word is in Alice's trash
      And Alice drew 0 times

  Rule: 801.3.a.1 A keyword given to a unit that already has it does what that keyword's own rules say

    @rule:801.3.a.1
    Example: Vault Breaker's Assault 2 adds to the Assault Daring Poro has printed: it attacks with 5 Might
      Given the Bridge is controlled by Bob
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Daring Poro in her base
      And Alice has a Vault Breaker in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      When Alice plays her Vault Breaker
      And Alice chooses her Daring Poro
      And Alice passes
      And Bob passes
      And Alice moves her Daring Poro to the Bridge
      Then Alice's Daring Poro is an attacker
      And Alice's Daring Poro's Might is 5

  Rule: 801.3.a.2 A given keyword lasts as long as the effect that gave it says

    @rule:801.3.a.2
    Example: The Ganking Vault Breaker gave "this turn" is gone on Alice's next turn
      Given Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vault Breaker in her hand
      And Alice has 1 Energy and 1 fury Power in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Vault Breaker
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the game is in the main phase
      When Alice moves her Shipyard Skulker to the Ford
      Then the action is refused
      And Alice's Shipyard Skulker is at the Bridge

  Rule: 801.3.a.3 A keyword given with no duration lasts as long as the object stays where it is

    @rule:801.3.a.3
    Example: The Temporary Turn to Dust gave Alice's gear outlasts the turn: the gear dies as her next Beginning Phase starts
      Given a test gear "Trinket" costing 0
      And Alice has a Trinket in her base
      And Alice has a Turn to Dust in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Turn to Dust
      And Alice chooses her Trinket
      And Alice passes
      And Bob passes
      And Alice ends her turn
      And Bob ends his turn
      Then the game is in the beginning phase
      And the chain holds Alice's Trinket
      When Alice passes
      And Bob passes
      Then Alice's Trinket is in Alice's trash

    @rule:801.3.a.3 @editions:v1.2-v1.4
    Example: Returned to Alice's hand by Pack of Wonders and played again, her gear no longer has the Temporary Turn to Dust gave it
      Given a test gear "Trinket" costing 0
      And Alice has a Trinket in her base
      And Alice has a Pack of Wonders in her base
      And Alice has a Turn to Dust in her hand
      And Alice has 2 Energy in her rune pool
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Turn to Dust
      And Alice chooses her Trinket
      And Alice passes
      And Bob passes
      And Alice activates her Pack of Wonders
      And Alice chooses her Trinket
      And Alice passes
      And Bob passes
      Then Alice's Trinket is in Alice's hand
      When Alice plays her Trinket
      Then Alice's Trinket is in Alice's base
      When Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the game is in the main phase
      And Alice's Trinket is in Alice's base

  Rule: 801.3.b Other effects may take a keyword away from a unit

    @rule:801.3.b
    Example: Once Alice's spell takes its Ganking away, her Raider cannot go from the Bridge to the Ford
      Given a test unit "Raider" costing 1 with 3 Might and text "[Ganking]"
      And a test spell "Clip" costing 0 and text "Choose a unit. It loses [Ganking] this turn."
      And Alice has a Raider at the Bridge
      And Alice has a Clip in her hand
      When Alice plays her Clip
      And Alice chooses her Raider
      And Alice passes
      And Bob passes
      And Alice moves her Raider to the Ford
      Then the action is refused
      And Alice's Raider is at the Bridge

    @rule:801.3.b
    Example: The spell takes Ganking only from the unit it chose: Alice's Raider still goes from the Bridge to the Ford
      Given a test unit "Raider" costing 1 with 3 Might and text "[Ganking]"
      And a test spell "Clip" costing 0 and text "Choose a unit. It loses [Ganking] this turn."
      And Alice has a Raider at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Clip in her hand
      When Alice plays her Clip
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      And Alice moves her Raider to the Ford
      Then Alice's Raider is at the Ford

    @rule:801.3.b
    Example: After Alice's spell takes its Ganking away, her spell that kills a unit with Ganking has no unit to choose
      Given a test unit "Raider" costing 1 with 3 Might and text "[Ganking]"
      And a test spell "Snip" costing 0 and text "Choose a unit. It loses [Ganking]."
      And a test spell "Pick" costing 0 and text "Kill a unit with [Ganking]."
      And Alice has a Raider in her base
      And Alice has a Snip in her hand
      And Alice has a Pick in her hand
      When Alice plays her Snip
      And Alice chooses her Raider
      And Alice passes
      And Bob passes
      And Alice plays her Pick
      Then the action is refused citing rule 355.8
      And Alice's Pick is in Alice's hand

    @rule:801.3.b
    Example: Once Alice's spell takes Assault 2 from her Raider, it attacks with its 1 Might and Bob's 2 Might Guard survives
      Given a test unit "Raider" costing 1 with 1 Might and text "[Assault 2]"
      And a test unit "Guard" costing 0 with 2 Might
      And a test spell "Blunt" costing 0 and text "Choose a unit. It loses [Assault] this turn."
      And Alice has a Raider in her base
      And Bob has a Guard at the Bridge
      And Alice has a Blunt in her hand
      When Alice plays her Blunt
      And Alice chooses her Raider
      And Alice passes
      And Bob passes
      And Alice moves her Raider to the Bridge
      Then Alice's Raider is an attacker
      And Alice's Raider's Might is 1
      When Alice passes
      And Bob passes
      Then Bob's Guard is at the Bridge
      And Alice's Raider is in Alice's trash

    @rule:801.3.b
    Example: Ganking taken from Alice's Raider this turn is gone though a Might boost stays on it too, and its Assault stays: a spell for a unit with Ganking finds none, one for a unit with Assault finds it
      Given a test unit "Raider" costing 1 with 3 Might and text "[Ganking]\n[Assault]"
      And a test spell "Clip" costing 0 and text "Choose a unit. It loses [Ganking] this turn."
      And a test spell "Boost" costing 0 and text "Give a unit +1 :rb_might: this turn."
      And a test spell "Pick" costing 0 and text "Kill a unit with [Ganking]."
      And a test spell "Smite" costing 0 and text "Kill a unit with [Assault]."
      And Alice has a Raider in her base
      And Alice has a Clip in her hand
      And Alice has a Boost in her hand
      And Alice has a Pick in her hand
      And Alice has a Smite in her hand
      When Alice plays her Clip
      And Alice chooses her Raider
      And Alice passes
      And Bob passes
      And Alice plays her Boost
      And Alice chooses her Raider
      And Alice passes
      And Bob passes
      Then Alice's Raider's Might is 4
      When Alice plays her Pick
      Then the action is refused citing rule 355.8
      When Alice plays her Smite
      And Alice chooses her Raider
      And Alice passes
      And Bob passes
      Then Alice's Raider is in Alice's trash

  Rule: 801.3.b.1 A keyword taken away stays away as long as the effect says

    @rule:801.3.b.1
    Example: Ganking taken "this turn" is back on Alice's next turn: her Raider goes from the Bridge to the Ford
      Given a test unit "Raider" costing 1 with 3 Might and text "[Ganking]"
      And a test spell "Clip" costing 0 and text "Choose a unit. It loses [Ganking] this turn."
      And Alice has a Raider at the Bridge
      And Alice has a Clip in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Clip
      And Alice chooses her Raider
      And Alice passes
      And Bob passes
      And Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the game is in the main phase
      When Alice moves her Raider to the Ford
      Then Alice's Raider is at the Ford

  Rule: 801.3.b.2 A keyword taken away with no duration stays away while the object stays where it is

    @rule:801.3.b.2
    Example: Ganking taken with no duration is still gone on Alice's next turn: her Raider stays at the Bridge
      Given a test unit "Raider" costing 1 with 3 Might and text "[Ganking]"
      And a test spell "Snip" costing 0 and text "Choose a unit. It loses [Ganking]."
      And Alice has a Raider at the Bridge
      And Alice has a Snip in her hand
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice plays her Snip
      And Alice chooses her Raider
      And Alice passes
      And Bob passes
      And Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the game is in the main phase
      When Alice moves her Raider to the Ford
      Then the action is refused
      And Alice's Raider is at the Bridge

    @rule:801.3.b.2 @editions:v1.2-v1.4
    Example: Returned to Alice's hand by Pack of Wonders and played again, her Raider has the Ganking the spell took
      Given a test unit "Raider" costing 0 with 3 Might and text "[Ganking]"
      And a test spell "Snip" costing 0 and text "Choose a unit. It loses [Ganking]."
      And a test spell "Pick" costing 0 and text "Kill a unit with [Ganking]."
      And Alice has a Pick in her hand
      And Alice has a Raider in her base
      And Alice has a Pack of Wonders in her base
      And Alice has a Snip in her hand
      When Alice plays her Snip
      And Alice chooses her Raider
      And Alice passes
      And Bob passes
      And Alice activates her Pack of Wonders
      And Alice chooses her Raider
      And Alice passes
      And Bob passes
      Then Alice's Raider is in Alice's hand
      When Alice plays her Raider
      Then Alice's Raider is in Alice's base
      When Alice plays her Pick
      And Alice chooses her Raider
      And Alice passes
      And Bob passes
      Then Alice's Raider is in Alice's trash

  Rule: 802 A card may have any number of keywords

    @rule:802
    Example: A unit with Accelerate, Deflect and Ganking has all three
      Given a test unit "Raider" costing 1 with 3 Might and text "[Accelerate]\n[Deflect]\n[Ganking]"
      And Alice has a Raider in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      When Alice plays her Raider
      And Alice pays the optional cost
      And Alice chooses the Bridge
      Then Alice's Raider is at the Bridge
      And Alice's Raider is ready
      When Alice moves her Raider to the Ford
      Then Alice's Raider is at the Ford

    @rule:802
    Example: Bob pays for choosing Alice's unit by its Deflect, the third of its keywords
      Given it is Bob's main phase
      And a test unit "Raider" costing 1 with 3 Might and text "[Accelerate]\n[Ganking]\n[Deflect]"
      And a test spell "Poke" costing 0 and text "Deal 1 to a unit."
      And Alice has a Raider at the Bridge
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Poke in his hand
      When Bob plays his Poke
      And Bob chooses Alice's Raider
      Then the action is refused citing rule 358.2
      When Bob chooses Alice's Shipyard Skulker
      Then Bob's Poke is targeting Alice's Shipyard Skulker

  Rule: 803 A keyword's effect happens where it is printed among the card's other text

    @rule:803
    Example: Clairvoyance predicts 5 before it draws 2: Alice draws the cards she kept on top
      Given Alice has a Clairvoyance in her hand
      And Alice has 7 Energy in her rune pool
      And Alice has 6 cards in her main deck
      When Alice plays her Clairvoyance
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 1, her card 2, her card 3, her card 4 and her card 5
      When Alice chooses her card 1 and her card 2
      And Alice chooses her card 3, her card 4 and her card 5
      Then Alice's card 3 is in Alice's hand
      And Alice's card 4 is in Alice's hand
      And Alice's main deck holds Alice's card 5, Alice's card 6, Alice's card 1, Alice's card 2 (top first)

    @rule:803
    Example: A Predict printed after a draw looks at the card below the one drawn
      Given a test spell "Hindsight" costing 0 and text "Draw 1.\n[Predict]."
      And Alice has a Hindsight in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Hindsight
      And Alice passes
      And Bob passes
      Then Alice is asked to choose from among the cards looked at among her card 2
      When Alice chooses her card 2
      Then Alice's card 1 is in Alice's hand
      And Alice's main deck holds Alice's card 3, Alice's card 2 (top first)

  @rule:804 @waived:heading
  Rule: 804 Keyword Glossary
