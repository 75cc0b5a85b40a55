@edition:v1.4
Feature: Cleanups (rules 318–324)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Quick Word" costing 0 and text "[Reaction]"
    And a test unit "Plain Soldier" costing 0 with 2 Might
    And a test unit "Nobody" costing 0 with 0 Might

  @rule:318 @waived:heading
  Rule: 318 Cleanups, the section heading

  Rule: 319 Cleanups happen after state transitions, chain changes, board changes and moves

    @rule:319.5
    Example: A triggered ability with no unit to choose leaves the Chain, and the cleanup after that starts the combat its move made
      Given a test unit "Lone Drummer" costing 0 with 2 Might and text "When I move to a battlefield, give another friendly unit +1 :rb_might: this turn."
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Lone Drummer in her base
      When Alice moves her Lone Drummer to the Bridge
      Then the chain is empty
      And a combat is under way at the Bridge

    @rule:319 @rule:319.7 @rule:319.8 @rule:323.5
    Example: A move is followed by a cleanup, which kills a unit with lethal damage
      Given Bob has a Shipyard Skulker with 3 damage in his base
      And Alice has a Plain Soldier in her base
      When Alice moves her Plain Soldier to the Bridge
      Then Bob's Shipyard Skulker is in Bob's trash
      And the killed event for Bob's Shipyard Skulker cites rule 323.5

    @rule:319.1 @rule:319.3 @rule:319.4
    Example: Adding an item to the Chain is followed by a cleanup, before anything resolves
      Given Bob has a Shipyard Skulker with 3 damage in his base
      And Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      Then Bob's Shipyard Skulker is in Bob's trash
      And the chain holds Alice's Quick Word

    @rule:319.2
    Example: The phases of the start of turn are followed by cleanups
      Given it is Alice's turn, at the start of the awaken phase
      And Alice has 1 card in her main deck
      And Bob has a Shipyard Skulker with 3 damage in his base
      Then Bob's Shipyard Skulker is in Bob's trash

    @rule:319.4 @faq:unleashed:cleanup-while-im-finalizing-card-ability
    Example: A unit killed to pay for a spell is gone from its battlefield in the cleanup after the spell is finalized
      Given a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And a test spell "Last Rites" costing 0 and text "[Reaction]\nAs an additional cost to play me, kill a unit you control.\nDraw 1."
      And a battlefield called the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Rally in her hand
      And Alice has a Last Rites in her hand
      And Alice has 1 card in her main deck
      When Alice moves her Shipyard Skulker to the Ford
      And Alice plays her Rally
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then the Bridge is contested
      When Bob passes
      And Alice plays her Last Rites
      And Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's trash
      And the chain holds Alice's Last Rites
      And Alice's Last Rites is a finalized chain item
      And these events happened in order:
        | paid | kill as a cost |
      And the paid event for Alice cites rule 357.2
      And the Bridge is not contested

    @rule:319.2
    Example: The draw and main phases alone are followed by cleanups
      Given it is Alice's turn, at the start of the draw phase
      And Alice has 1 card in her main deck
      And Bob has a Shipyard Skulker with 3 damage in his base
      Then the game is in the main phase
      And Bob's Shipyard Skulker is in Bob's trash

    @rule:319.6
    Example: A card hidden at a battlefield enters the board, and that alone is followed by a cleanup
      Given the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Bob has a Shipyard Skulker with 3 damage in his base
      And Alice has a Fox-Fire in her hand
      And Alice has 0 Energy and 1 calm Power in her rune pool
      When Alice hides her Fox-Fire at the Bridge
      Then the chain is empty
      And Bob's Shipyard Skulker is in Bob's trash

    @rule:319.5 @rule:319.1 @rule:321 @rule:321.1
    Example: Damage dealt while a spell resolves kills only in the cleanup after it has fully resolved
      Given Alice has a Void Seeker in her hand
      And Alice has 3 Energy and 1 fury Power in her rune pool
      And Alice has 1 card in her main deck
      And Bob has a Shipyard Skulker at the Bridge
      When Alice plays her Void Seeker
      And Alice chooses Bob's Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And these events happened in order:
        | damaged | Bob's Shipyard Skulker |
        | drew    | Alice                  |
        | killed  | Bob's Shipyard Skulker |

    @rule:319.5
    Example: In the ending step, a spell resolved above the end-of-turn trigger is followed at once by a cleanup, which kills the unit it damaged
      Given a test gear "Dusk Bell" costing 0 and text "At the end of your turn, draw 1."
      And a test spell "Smite" costing 0 and text "[Reaction]\nDeal 3 to a unit."
      And Alice has a Dusk Bell in her base
      And Alice has 2 cards in her main deck
      And Bob has a Smite in his hand
      And Bob has a Shipyard Skulker at the Bridge
      When Alice ends her turn
      Then the chain holds Alice's Dusk Bell
      When Alice passes
      And Bob plays his Smite
      And Bob chooses his Shipyard Skulker
      And Bob passes
      And Alice passes
      Then Bob's Shipyard Skulker is in Bob's trash
      And the chain holds Alice's Dusk Bell

    @rule:319.5
    Example: In the beginning phase, a spell resolved above a start-of-turn trigger is followed at once by a cleanup, which kills the unit it damaged
      Given a test gear "Dawn Bell" costing 0 and text "At the start of your turn, draw 1."
      And a test spell "Smite" costing 0 and text "[Reaction]\nDeal 3 to a unit."
      And it is Bob's main phase
      And Alice has a Dawn Bell in her base
      And Alice has 2 cards in her main deck
      And Alice has a Smite in her hand
      And Alice has a Shipyard Skulker at the Bridge
      When Bob ends his turn
      Then the turn player is Alice
      And the chain holds Alice's Dawn Bell
      When Alice plays her Smite
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And the chain holds Alice's Dawn Bell

  Rule: 322 A cleanup that changed something is followed by another, until nothing changes

    @rule:322 @rule:322.1 @rule:323.11.a @rule:323.12 @rule:345
    Example: A contest applied late in one cleanup stages and starts a showdown in the next cleanup
      Given a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Flash in her hand
      And Alice has a Rally in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Flash
      And Alice chooses her Vanguard Sergeant
      And Alice plays her Rally
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is at the Bridge
      And no showdown is under way
      When Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's base
      And a non-combat showdown is under way at the Bridge
      And Bob has focus

    @rule:322 @rule:322.1 @rule:323.2.c
    Example: The cleanup after combat damage recalls the attacker, and the next cleanup takes away its attacker role
      Given a test unit "Martyr" costing 0 with 1 Might and text "[Deathknell][>] Draw 1."
      And Alice has a Plain Soldier in her base
      And Bob has a Martyr at the Bridge
      And Bob has a stunned Vanguard Sergeant at the Bridge
      And Bob has 1 card in his main deck
      When Alice moves her Plain Soldier to the Bridge
      And Alice passes
      And Bob passes
      Then Alice is asked to split damage among Bob's Martyr and Bob's Vanguard Sergeant
      When Alice assigns 1 to Bob's Martyr and 1 to Bob's Vanguard Sergeant
      Then the chain holds Bob's Martyr
      And Bob has priority
      And Alice's Plain Soldier is in Alice's base
      And Alice's Plain Soldier is neither attacker nor defender
      When Bob passes
      And Alice passes
      Then the moved event for Alice's Plain Soldier cites rule 466.1.a.2
      And these events happened in order:
        | combat-ended | no-result |

    @rule:322 @rule:322.1
    Example: A death in one cleanup takes away a Might bonus, and the next cleanup kills the unit it kept alive
      Given a test spell "Nick" costing 0 and text "Deal 1 to a unit."
      And Alice has a Garen, Commander with 4 damage at the Bridge
      And Alice has a Vanguard Sergeant with 4 damage at the Bridge
      And Alice has a Nick in her hand
      Then Alice's Vanguard Sergeant's Might is 5
      When Alice plays her Nick
      And Alice chooses her Garen, Commander
      And Alice passes
      And Bob passes
      Then Alice's Garen, Commander is in Alice's trash
      And Alice's Vanguard Sergeant is in Alice's trash

  @rule:323.3 @waived:heading
  Rule: 323.3 Handling the board state, the lead-in to tasks 3a and 3b (323.4, 323.5)

  Rule: 323 The tasks of a cleanup, in order

    @rule:323 @rule:323.1
    Example: Reaching the victory score with more points than the opponent wins at the next cleanup
      Given the victory score is 8
      And Alice has 7 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Alice's score is 8
      And Alice wins the game
      And the won event for Alice cites rule 323.1

    @rule:323 @rule:323.1
    Example: A cleanup that finds a winner does nothing after it, not even kill a lethally damaged unit
      Given the victory score is 8
      And Alice has 7 points
      And a test spell "Last Word" costing 0 and text "Deal 3 to a unit.\nYou score 1 point."
      And Bob has a Vanguard Sergeant with 1 damage at the Bridge
      And Alice has a Last Word in her hand
      When Alice plays her Last Word
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice wins the game
      And Bob's Vanguard Sergeant is at the Bridge
      And no died event happened for Bob's Vanguard Sergeant

    @rule:323.1
    Example: Being at the victory score while tied with the opponent does not win, going ahead does
      Given the victory score is 8
      And Alice has 8 points
      And Bob has 8 points
      And Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then nobody has won
      When Alice passes
      And Bob passes
      Then Alice's score is 9
      And Alice wins the game

    @rule:323 @rule:323.4 @rule:320 @rule:320.1 @rule:323.6
    Example: A dying unit's Deathknell goes on the Chain first, and is finalized only after the cleanup
      Given a test unit "Martyr" costing 0 with 2 Might and text "[Deathknell][>] Draw 1."
      And the Bridge is controlled by Bob
      And Bob has a Martyr with 2 damage at the Bridge
      And Bob has 1 card in his main deck
      And Alice has a Plain Soldier in her base
      And a battlefield called the Ford
      When Alice moves her Plain Soldier to the Ford
      Then Bob's Martyr is in Bob's trash
      And these events happened in order:
        | triggered            | Bob's Martyr |
        | chain-item-added     | Bob's Martyr |
        | killed               | Bob's Martyr |
        | chain-item-finalized | Bob's Martyr |
      And the chain holds Bob's Martyr
      And Bob has priority
      And the priority event for Bob cites rule 337.4
      And Bob controls the Bridge
      When Bob passes
      And Alice passes
      Then Bob's hand holds 1 card
      And no player controls the Bridge

    @rule:323.5
    Example: Damage short of lethal does not kill
      Given Bob has a Shipyard Skulker with 2 damage in his base
      And Alice has a Plain Soldier in her base
      When Alice moves her Plain Soldier to the Bridge
      Then Bob's Shipyard Skulker is in Bob's base

    @rule:323.5 @faq:spiritforged:unit-0-less-might-automatically-die
    Example: A unit with 0 Might and no damage has no lethal damage
      Given Bob has a Nobody in his base
      And Alice has a Plain Soldier in her base
      When Alice moves her Plain Soldier to the Bridge
      Then Bob's Nobody is in Bob's base

    @rule:323.2 @rule:323.2.a
    Example: Units at the combat's battlefield carry their controller's designation
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice's Shipyard Skulker is an attacker
      And Bob's Recruit (NX) is a defender

    @rule:323.2 @rule:323.2.a
    Example: Units at another battlefield take no designation during a combat
      Given a battlefield called the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant at the Ford
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge
      And Alice's Shipyard Skulker is an attacker
      And Alice's Vanguard Sergeant is neither attacker nor defender

    @rule:323.2.b
    Example: A unit that changes controller in mid-combat swaps its designation for its new controller's
      Given a test spell "Turncoat" costing 0 and text "[Reaction]\nTake control of an enemy unit at a battlefield."
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Turncoat in his hand
      When Alice moves her Shipyard Skulker and her Vanguard Sergeant to the Bridge
      Then Alice's Vanguard Sergeant is an attacker
      When Alice passes
      And Bob plays his Turncoat
      And Bob chooses Alice's Vanguard Sergeant
      And Bob passes
      And Alice passes
      Then Bob controls Alice's Vanguard Sergeant
      And Alice's Vanguard Sergeant is at the Bridge
      And Alice's Vanguard Sergeant is a defender
      And Alice's Shipyard Skulker is an attacker
      And a combat is under way at the Bridge

    @rule:323.2 @rule:323.2.a
    Example: A unit that arrives at the combat's battlefield mid-combat takes its controller's designation
      Given a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Recruit (NX) in his base
      And Bob has a Rally in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Recruit (NX)
      And Bob chooses the Bridge
      And Bob passes
      And Alice passes
      Then Bob's Recruit (NX) is at the Bridge
      And Bob's Recruit (NX) is a defender
      And Alice's Shipyard Skulker is an attacker

    @rule:323.2.c
    Example: A unit that leaves the combat's battlefield loses its designation
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Vanguard Sergeant at the Bridge
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Flash in his hand
      And Bob has 2 Energy in his rune pool
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Flash
      And Bob chooses his Recruit (NX)
      And Bob passes
      And Alice passes
      Then Bob's Recruit (NX) is in Bob's base
      And Bob's Recruit (NX) is neither attacker nor defender
      And Bob's Vanguard Sergeant is a defender

    @rule:323.6
    Example: A battlefield left without its controller's units is no longer controlled
      Given the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      When Alice moves her Shipyard Skulker to her base
      Then no player controls the Bridge
      And these events happened in order:
        | moved | control-lost |
      And the moved event for the Bridge cites rule 323.6

    @rule:323.6
    Example: A battlefield keeps its controller while one of their units remains
      Given the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Vanguard Sergeant at the Bridge
      When Alice moves her Shipyard Skulker to her base
      Then Alice controls the Bridge

    @rule:323.7
    Example: Gear at a battlefield goes back to its controller's base
      Given a test gear "Lantern" costing 1
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Lantern at the Bridge
      And Alice has a Vanguard Sergeant in her base
      When Alice moves her Vanguard Sergeant to the Bridge
      Then Alice's Lantern is in Alice's base
      And the moved event for Alice's Lantern cites rule 323.7

    @rule:323.7
    Example: A unit Alice takes control of in Bob's base is recalled to her base
      Given a test spell "Seize" costing 0 and text "Take control of an enemy unit."
      And Bob has a Vanguard Sergeant in his base
      And Alice has a Seize in her hand
      When Alice plays her Seize
      And Alice chooses Bob's Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice controls Bob's Vanguard Sergeant
      And Bob's Vanguard Sergeant is in Alice's base
      And the moved event for Bob's Vanguard Sergeant cites rule 323.7

    @rule:323.7
    Example: A hidden card at a battlefield its owner does not control goes to the trash
      Given the Bridge is controlled by Bob
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a facedown Fox-Fire at the Bridge
      And Alice has a Shipyard Skulker in her base
      And a battlefield called the Ford
      When Alice moves her Shipyard Skulker to the Ford
      Then Alice's Fox-Fire is in Alice's trash
      And the killed event for Alice's Fox-Fire cites rule 323.7
      And the killed event for Alice's Fox-Fire went from the Bridge to trash

    @rule:323.7
    Example: A hidden card at a battlefield its owner controls stays
      Given the Bridge is controlled by Alice
      And Alice has a Vanguard Sergeant at the Bridge
      And Alice has a facedown Fox-Fire at the Bridge
      And Alice has a Shipyard Skulker in her base
      And a battlefield called the Ford
      When Alice moves her Shipyard Skulker to the Ford
      Then Alice's Fox-Fire is at the Bridge

    @rule:323.8 @rule:323.12
    Example: A contested battlefield with the contester's units stages a showdown that then begins
      Given Alice has a Shipyard Skulker in her base
      When Alice moves her Shipyard Skulker to the Bridge
      Then a non-combat showdown is under way at the Bridge
      And the Bridge is contested

    @rule:323.12
    Example: With showdowns staged at two battlefields, the turn player chooses where the first begins
      Given a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And a battlefield called the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Rally in her hand
      And Alice has a Rally in her hand
      When Alice plays her Rally
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Bridge
      And Alice plays her Rally 2
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      And the question to Alice cites rule 323.12
      When Alice chooses her Shipyard Skulker
      Then the action is refused
      When Alice chooses the Ford
      Then a non-combat showdown is under way at the Ford

    @rule:323.13
    Example: With combats staged at two battlefields, the turn player chooses where the first is fought
      Given a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And a battlefield called the Ford
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Recruit (NX) at the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Rally in her hand
      And Alice has a Rally in her hand
      When Alice plays her Rally
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Bridge
      And Alice plays her Rally 2
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice is asked to choose a battlefield among the Bridge and the Ford
      And the question to Alice cites rule 323.13
      When Alice chooses the Ford
      Then a combat is under way at the Ford

    @rule:323.9 @rule:323.13
    Example: A contested battlefield with both players' units stages a combat that then begins
      Given Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      Then a combat is under way at the Bridge

    @rule:323.9.a @rule:323.13
    Example: A combat staged during another showdown stays staged and begins once the turn is Neutral Open
      Given a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And a battlefield called the Ford
      And the Ford is controlled by Alice
      And Alice has a Vanguard Sergeant at the Ford
      And Alice has a Shipyard Skulker in her base
      And Bob has a Recruit (NX) in his base
      And Bob has a Rally in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Recruit (NX)
      And Bob chooses the Ford
      And Bob passes
      And Alice passes
      Then Bob's Recruit (NX) is at the Ford
      And a non-combat showdown is under way at the Bridge
      When Alice passes
      And Bob passes
      Then Alice controls the Bridge
      And a combat is under way at the Ford
      And Bob is the attacker
      And Bob has focus

    @rule:323.10 @rule:323.12 @rule:323.8
    Example: A staged combat whose opponents are no longer both present is not fought; a showdown begins instead
      Given a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And a battlefield called the Ford
      And the Ford is controlled by Alice
      And Alice has a Vanguard Sergeant at the Ford
      And Alice has a Shipyard Skulker in her base
      And Alice has a Flash in her hand
      And Alice has 2 Energy in her rune pool
      And Bob has a Recruit (NX) in his base
      And Bob has a Rally in his hand
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob plays his Rally
      And Bob chooses his Recruit (NX)
      And Bob chooses the Ford
      And Bob passes
      And Alice passes
      And Alice plays her Flash
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's base
      When Bob passes
      And Alice passes
      Then a non-combat showdown is under way at the Ford
      And Bob has focus
      And Bob's Recruit (NX) has 0 damage

    @rule:323.11 @rule:323.11.a
    Example: When the contester leaves, the other player's units left there contest the battlefield in turn
      Given a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And a battlefield called the Ford
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Rally in her hand
      And Alice has a Flash in her hand
      And Alice has 2 Energy in her rune pool
      When Alice moves her Shipyard Skulker to the Ford
      And Alice plays her Rally
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      Then the Bridge is contested
      When Bob passes
      And Alice plays her Flash
      And Alice chooses her Vanguard Sergeant
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's base
      And the Bridge is contested
      When Bob passes
      And Alice passes
      Then Alice controls the Ford
      And a non-combat showdown is under way at the Bridge
      And Bob has focus

    @rule:323.11.a @rule:323.12
    Example: A contest that passes to the player left behind is staged in the same cleanup as a showdown elsewhere, so the turn player picks the first
      Given a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And a battlefield called the Ford
      And Bob has a Recruit (NX) at the Bridge
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Shipyard Skulker in her base
      And Alice has a Flash in her hand
      And Alice has a Rally in her hand
      And Alice has a Rally in her hand
      And Alice has 2 Energy in her rune pool
      When Alice plays her Flash
      And Alice chooses her Vanguard Sergeant
      And Alice plays her Rally
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Ford
      And Alice plays her Rally 2
      And Alice chooses her Vanguard Sergeant
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is at the Bridge
      And Alice's Shipyard Skulker is at the Ford
      When Alice passes
      And Bob passes
      Then Alice's Vanguard Sergeant is in Alice's base
      And Alice is asked to choose a battlefield among the Bridge and the Ford
      When Alice chooses the Bridge
      Then a non-combat showdown is under way at the Bridge
      And Bob has focus

    @rule:323.11 @rule:323.11.a
    Example: In FFA3 Alice's contesting unit dies at Bob's Bridge, where Carol took one of Bob's units: Carol, not Bob, contests it in turn
      Given the mode of play is FFA3
      And a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And a test spell "Nick" costing 0 and text "Deal 1 to a unit."
      And a test spell "Turncoat" costing 0 and text "[Reaction]\nTake control of an enemy unit at a battlefield."
      And the Bridge is controlled by Bob
      And Bob has a Plain Soldier at the Bridge
      And Bob has a Plain Soldier at the Bridge
      And Alice has a Shipyard Skulker with 2 damage in her base
      And Alice has a Nick in her hand
      And Alice has a Rally in her hand
      And Carol has a Turncoat in her hand
      When Alice plays her Nick
      And Alice chooses her Shipyard Skulker
      And Alice plays her Rally
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Bridge
      And Alice passes
      And Bob passes
      And Carol passes
      Then Alice's Shipyard Skulker is at the Bridge
      And the Bridge is contested
      When Alice passes
      And Bob passes
      And Carol plays her Turncoat
      And Carol chooses Bob's Plain Soldier 2
      And Carol passes
      And Alice passes
      And Bob passes
      Then Carol controls Bob's Plain Soldier 2
      When Alice passes
      And Bob passes
      And Carol passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And the Bridge is contested
      And Bob controls the Bridge

    @rule:323.11
    Example: A contester's unit that dies as the Chain empties leaves no contest and no showdown behind
      Given a test spell "Rally" costing 0 and text "[Reaction]\nMove a friendly unit to a battlefield."
      And a test spell "Nick" costing 0 and text "Deal 1 to a unit."
      And a battlefield called the Ford
      And Alice has a Shipyard Skulker with 2 damage in her base
      And Alice has a Nick in her hand
      And Alice has a Rally in her hand
      When Alice plays her Nick
      And Alice chooses her Shipyard Skulker
      And Alice plays her Rally
      And Alice chooses her Shipyard Skulker
      And Alice chooses the Ford
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is at the Ford
      And the Ford is contested
      When Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's trash
      And the Ford is not contested
      And no showdown is under way
      And Alice has priority

    @rule:323.8.a @rule:323.11
    Example: When the contester's units leave during the showdown, the battlefield ends up uncontested and uncontrolled
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Flash in her hand
      And Alice has 2 Energy in her rune pool
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice plays her Flash
      And Alice chooses her Shipyard Skulker
      And Alice passes
      And Bob passes
      Then Alice's Shipyard Skulker is in Alice's base
      And a non-combat showdown is under way at the Bridge
      And the Bridge is contested
      When Bob passes
      And Alice passes
      Then no showdown is under way
      And the Bridge is not contested
      And no player controls the Bridge
      And Alice's score is 0

  Rule: 323.6 Control is lost only in an Open state

    @rule:323.6 @rule:355.2 @faq:unleashed:mentioned-rule-187-4-c-earlier @faq:unleashed:cleanup-while-im-finalizing-card-ability
    Example: Alice kills her lone unit at the Bridge to pay for Cruel Patron, keeps the Bridge and plays the Patron there
      Given the Bridge is controlled by Alice
      And Alice has a Recruit (NX) at the Bridge
      And Alice has a Cruel Patron in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Cruel Patron
      And Alice chooses the Bridge
      And Alice chooses her Recruit (NX)
      Then Alice's Recruit (NX) is in Alice's trash
      And Alice's Cruel Patron is at the Bridge
      And Alice controls the Bridge
      And no showdown is under way

  Rule: 323.5 Units with 0 or less Might die only to damage

    @rule:323.5 @rule:142.4 @faq:spiritforged:mean-units-might-go-0-below @faq:spiritforged:unit-0-less-might-automatically-die
    Example: Shrunk to 0 Might, Bob's Recruit stays on the board, and 1 damage is then enough to kill it
      Given a test spell "Wither" costing 0 and text "Give a unit -1 :rb_might: this turn."
      And a test spell "Jab" costing 0 and text "Deal 1 to a unit."
      And Bob has a Recruit (NX) in his base
      And Alice has a Wither in her hand
      And Alice has a Jab in her hand
      When Alice plays her Wither
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX)'s Might is 0
      And Bob's Recruit (NX) is in Bob's base
      When Alice plays her Jab
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is in Bob's trash

    @rule:465.2.b @rule:323.5 @faq:spiritforged:unit-negative-might-contribute-negative-damage
    Example: A unit of negative Might adds nothing to its side's combat damage, and dies to any damage
      Given a test spell "Wither" costing 0 and text "Give a unit -3 :rb_might: this turn."
      And the Bridge is controlled by Bob
      And Bob has a Recruit (NX) at the Bridge
      And Bob has a Shipyard Skulker at the Bridge
      And Alice has a Wither in her hand
      And Alice has a Shipyard Skulker in her base
      When Alice plays her Wither
      And Alice chooses Bob's Recruit (NX)
      And Alice passes
      And Bob passes
      Then Bob's Recruit (NX) is at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      And Alice assigns 1 to Bob's Recruit (NX) and 2 to Bob's Shipyard Skulker
      Then Alice's Shipyard Skulker is in Alice's trash
      And Bob's Recruit (NX) is in Bob's trash
      And Bob's Shipyard Skulker is at the Bridge
      And Bob controls the Bridge

  Rule: 324 Special cleanups add their own steps

    @rule:324 @rule:324.1 @faq:origins:units-both-sides-combat-survive-either @faq:origins:units-heal-combat-damage
    Example: The combat cleanup heals survivors and recalls attackers facing surviving defenders
      Given Alice has a Shipyard Skulker in her base
      And Bob has a stunned Playful Phantom at the Bridge
      When Alice moves her Shipyard Skulker to the Bridge
      And Alice passes
      And Bob passes
      Then Bob's Playful Phantom has 0 damage
      And Alice's Shipyard Skulker is in Alice's base
      And Bob's Playful Phantom is at the Bridge
      And Alice's score is 0

    @rule:324.1
    Example: The ending special cleanup heals units, which a normal cleanup does not
      Given Alice has a Vanguard Sergeant with 2 damage in her base
      And Alice has a Shipyard Skulker in her base
      And Bob has 1 card in his main deck
      When Alice moves her Shipyard Skulker to the Bridge
      Then Alice's Vanguard Sergeant has 2 damage
      When Alice passes
      And Bob passes
      And Alice ends her turn
      Then Alice's Vanguard Sergeant has 0 damage

  @rule:324.2 @waived:unobservable
  Rule: 324.2 What follows a special cleanup is a normal cleanup
    # The inserted steps of the ending and combat cleanups (heal all units, expire "this turn"
    # effects, empty rune pools, recall attackers facing defenders) change nothing when repeated at
    # once, and nothing can happen between a cleanup and the one it causes (rule 320), so an engine
    # that repeated the special steps ends in the same state.
