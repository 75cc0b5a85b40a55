@edition:v1.4
Feature: Legion (rule 812)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Quick Word" costing 0 and text "[Reaction]"
    And Alice has a Trifarian Gloryseeker in her hand
    And Alice has 2 Energy in her rune pool

  @rule:812 @waived:heading
  Rule: 812 Legion

  Rule: 812.1 Legion is a dependent keyword: its text works only if its controller played another card this turn

    @rule:812.1 @rule:812.1.a @rule:812.1.b @rule:812.1.b.1 @rule:812.1.b.2
    Example: Played as Alice's first card of the turn, Gloryseeker is no other card: its Legion text stays inactive
      When Alice plays her Trifarian Gloryseeker
      Then the chain is empty
      And Alice's Trifarian Gloryseeker's Might is 2

    @rule:812.1 @rule:812.1.b @rule:812.1.b.1
    Example: After Alice plays another card, Gloryseeker gains its Legion text and buffs itself
      Given Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob passes
      And Alice plays her Trifarian Gloryseeker
      And Alice passes
      And Bob passes
      Then Alice's Trifarian Gloryseeker's Might is 3

  Rule: 812.1.c Legion works once its controller has played another card this turn

    @rule:812.1.c @rule:727.1.c.1
    Example: Played first this turn, Alice's Gloryseeker does not buff itself
      When Alice plays her Trifarian Gloryseeker
      Then Alice's Trifarian Gloryseeker is in Alice's base
      And the chain is empty
      And no triggered event happened for Alice's Trifarian Gloryseeker
      And Alice's Trifarian Gloryseeker's Might is 2

    @rule:812.1.c @rule:727.1.c.1
    Example: After Alice's Quick Word, her Gloryseeker buffs itself as it is played
      Given Alice has a Quick Word in her hand
      When Alice plays her Quick Word
      And Alice passes
      And Bob passes
      And Alice plays her Trifarian Gloryseeker
      Then the chain holds Alice's Trifarian Gloryseeker
      When Alice passes
      And Bob passes
      Then Alice's Trifarian Gloryseeker's Might is 3

    @rule:812.1.c @faq:origins:legion-effect-play-token-use-ability
    Example: An ability Alice used earlier is no card played, so her Gloryseeker stays unbuffed
      Given a test gear "Barracks" costing 0 and text ":rb_exhaust:: Play a 1 :rb_might: Recruit unit token here."
      And Alice has a Barracks in her base
      When Alice activates her Barracks
      And Alice passes
      And Bob passes
      Then Alice's base holds a 1 Might Recruit token controlled by Alice
      When Alice plays her Trifarian Gloryseeker
      Then the chain is empty
      And no triggered event happened for Alice's Trifarian Gloryseeker
      And Alice's Trifarian Gloryseeker's Might is 2

    @rule:812.1.c
    Example: A card Bob played this turn is not one Alice played, so her Gloryseeker played after his Quick Word stays unbuffed
      Given a test gear "Bell" costing 0 and text ":rb_exhaust:: Draw 1."
      And Alice has a Bell in her base
      And Alice has 2 cards in her main deck
      And Bob has a Quick Word in his hand
      When Alice activates her Bell
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Trifarian Gloryseeker
      Then Alice's Trifarian Gloryseeker is in Alice's base
      And no triggered event happened for Alice's Trifarian Gloryseeker
      And Alice's Trifarian Gloryseeker's Might is 2

    @rule:812.1.c @faq:origins:hide-card-count-legion
    Example: Hiding a card is not playing one, so Alice's Gloryseeker stays unbuffed
      Given the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Fox-Fire in her hand
      And Alice has 2 Energy and 1 calm Power in her rune pool
      When Alice hides her Fox-Fire at the Bridge
      Then Alice's Fox-Fire is facedown
      When Alice plays her Trifarian Gloryseeker
      And Alice chooses the Bridge
      Then the chain is empty
      And no triggered event happened for Alice's Trifarian Gloryseeker
      And Alice's Trifarian Gloryseeker's Might is 2

    @rule:812.1.c @faq:origins:use-sun-discs-ability-turn-play
    Example: Alice plays Sun Disc and uses it the same turn: the disc itself is the card played, and her next unit enters ready
      Given Alice has a Sun Disc in her hand
      And Alice has 4 Energy and 1 fury Power in her rune pool
      When Alice plays her Sun Disc
      Then Alice's Sun Disc is in Alice's base
      When Alice activates her Sun Disc
      And Alice passes
      And Bob passes
      And Alice plays her Trifarian Gloryseeker
      And Alice passes
      And Bob passes
      Then Alice's Trifarian Gloryseeker is in Alice's base
      And Alice's Trifarian Gloryseeker is ready

    @rule:812.1.c @faq:origins:use-sun-discs-ability-turn-play
    Example: On a later turn with no card played yet, Alice's Sun Disc gives nothing, and her next unit enters exhausted
      Given Alice has a Sun Disc in her base
      When Alice activates her Sun Disc
      And Alice passes
      And Bob passes
      And Alice plays her Trifarian Gloryseeker
      Then Alice's Trifarian Gloryseeker is in Alice's base
      And Alice's Trifarian Gloryseeker is exhausted

    @rule:812.1.c
    Example: Only Bob has played a card this turn, a Quick Word in answer to Alice's Sun Disc: its Legion text gives her nothing, and her next unit enters exhausted
      Given Alice has a Sun Disc in her base
      And Bob has a Quick Word in his hand
      When Alice activates her Sun Disc
      And Alice passes
      And Bob plays his Quick Word
      And Bob passes
      And Alice passes
      And Alice passes
      And Bob passes
      Then the chain is empty
      When Alice plays her Trifarian Gloryseeker
      Then Alice's Trifarian Gloryseeker is in Alice's base
      And Alice's Trifarian Gloryseeker is exhausted

  Rule: 812.2 One card played satisfies every Legion its player's cards have

    @rule:812.2
    Example: After one Quick Word, both Legion abilities of Alice's Twin Standard trigger as it is played
      Given a test unit "Twin Standard" costing 0 with 1 Might and text "[Legion][>] When you play me, draw 1.\n[Legion][>] When you play me, draw 1."
      And Alice has a Twin Standard in her hand
      And Alice has a Quick Word in her hand
      And Alice has 3 cards in her main deck
      When Alice plays her Quick Word
      And Alice passes
      And Bob passes
      And Alice plays her Twin Standard
      And Alice passes
      And Bob passes
      And Alice passes
      And Bob passes
      Then Alice drew 2 times

  Rule: 812.3 Whether a card has Legion can be checked by other effects

    @rule:812.3
    Example: A spell that kills a unit with Legion may choose Bob's Trifarian Gloryseeker but not his Shipyard Skulker
      Given a test spell "Pick" costing 0 and text "Kill a unit with [Legion]."
      And Alice has a Pick in her hand
      And Bob has a Trifarian Gloryseeker in his base
      And Bob has a Shipyard Skulker in his base
      When Alice plays her Pick
      And Alice chooses Bob's Shipyard Skulker
      Then the action is refused
      When Alice chooses Bob's Trifarian Gloryseeker
      And Alice passes
      And Bob passes
      Then Bob's Trifarian Gloryseeker is in Bob's trash
