@edition:v1.4
Feature: Adding resources (rule 429)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge
    And a test spell "Windfall of Gold" costing 0 and text "Add :rb_energy_2::rb_rune_fury:."

  @rule:429 @waived:heading
  Rule: 429 Add

  Rule: 429.1 Adding puts resources in the pool, kept for what the effect allows them to pay for

    @rule:429.1
    Example: Lux, Crownguard's Energy, for playing spells only, pays for a spell
      Given a test spell "Spark" costing 2 and text "Draw 1."
      And Alice has a Lux, Crownguard in her base
      And Alice has a Spark in her hand
      When Alice activates her Lux, Crownguard
      Then Alice's rune pool holds 2 Energy
      When Alice plays her Spark
      Then Alice's Spark is a finalized chain item
      And Alice's rune pool holds 0 Energy

    @rule:429.1
    Example: Lux, Crownguard's Energy stays in the pool, unspent, when Alice plays a unit with it
      Given a test unit "Squire" costing 2 with 2 Might and text "When you play me, draw 1."
      And Alice has a Lux, Crownguard in her base
      And Alice has a Squire in her hand
      When Alice activates her Lux, Crownguard
      And Alice plays her Squire
      Then the action is refused citing rule 358.2
      And Alice's rune pool holds 2 Energy
      And Alice's Squire is in Alice's hand

    @rule:429.1
    Example: Alice spends the Energy kept for spells first, and the rest of her pool on a unit after
      Given a test spell "Spark" costing 2 and text "Draw 1."
      And a test unit "Squire" costing 2 with 2 Might and text "When you play me, draw 1."
      And Alice has a Lux, Crownguard in her base
      And Alice has a Spark in her hand
      And Alice has a Squire in her hand
      And Alice has 2 cards in her main deck
      And Alice has 2 Energy in her rune pool
      When Alice activates her Lux, Crownguard
      And Alice plays her Spark
      And Alice passes
      And Bob passes
      And Alice plays her Squire
      Then Alice's rune pool holds 0 Energy
      And Alice's Squire is a finalized chain item

    @rule:429.1
    Example: A ledger on Alice's board makes her Gold add 1 Energy more, though the Gold's own cost killed it; the copies in her hand and trash add nothing
      Given a test gear "Gilded Ledger" costing 0 and text "While your score is within 3 points of the Victory Score, your Gold [Add] an additional :rb_energy_1:."
      And the victory score is 8
      And Alice has 5 points
      And Alice has a Gilded Ledger in her base
      And Alice has a Gilded Ledger in her hand
      And Alice has a Gilded Ledger in her trash
      And a test spell "Prospect" costing 0 and text "Play a Gold gear token."
      And Alice has a Prospect in her hand
      When Alice plays her Prospect
      And Alice passes
      And Bob passes
      And Alice activates her Gold
      Then Alice's base holds no Gold token
      And Alice's rune pool holds 1 universal Power
      And Alice's rune pool holds 1 Energy

    @rule:429.1
    Example: Alice's ledger adds to what her Gold adds, not to what her Coin, another gear, adds
      Given a test gear "Gilded Ledger" costing 0 and text "While your score is within 3 points of the Victory Score, your Gold [Add] an additional :rb_energy_1:."
      And a test gear "Coin" costing 0 and text ":rb_exhaust:: [Add] :rb_energy_1:."
      And the victory score is 8
      And Alice has 5 points
      And Alice has a Gilded Ledger in her base
      And Alice has a Coin in her base
      When Alice activates her Coin
      Then Alice's rune pool holds 1 Energy

    @rule:429.1
    Example: A banner that makes units at a battlefield add 1 Energy more does so for Alice's Miner at the Bridge, not for her Miner in her base
      Given a test gear "Field Banner" costing 0 and text "Your units at a battlefield [Add] an additional :rb_energy_1:."
      And a test unit "Miner" costing 1 with 1 Might and text ":rb_exhaust:: [Add] :rb_energy_1:."
      And Alice has a Field Banner in her base
      And Alice has a Miner at the Bridge
      And Alice has a Miner in her base
      When Alice activates her Miner
      Then Alice's rune pool holds 2 Energy
      When Alice activates her Miner 2
      Then Alice's rune pool holds 3 Energy

    @rule:429.1
    Example: Two Prisms keep Energy and universal Power for spells: Alice's spell spends one Prism's, and the other's stays kept from her units
      Given a test gear "Prism" costing 0 and text ":rb_exhaust:: [Add] :rb_energy_1::rb_rune_rainbow:. Use only to play spells."
      And a test spell "Flare" costing 1 Energy and 1 fury Power and text "Draw 1."
      And a test unit "Squire" costing 1 with 1 Might
      And a test unit "Brute" costing 0 Energy and 1 fury Power with 1 Might
      And Alice has a Prism in her base
      And Alice has a Prism in her base
      And Alice has a Flare in her hand
      And Alice has a Squire in her hand
      And Alice has a Brute in her hand
      And Alice has 2 cards in her main deck
      When Alice activates her Prism
      And Alice activates her Prism 2
      Then Alice's rune pool holds 2 Energy
      And Alice's rune pool holds 2 universal Power
      When Alice plays her Flare
      And Alice passes
      And Bob passes
      Then Alice's hand holds 3 cards
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 universal Power
      When Alice plays her Squire
      Then the action is refused
      When Alice plays her Brute
      Then the action is refused
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 universal Power

    @rule:429.1
    Example: Alice's Grim Bolt, whose extra cost kills her Martyr, spends one Prism's Energy kept for spells, once: the other Prism's stays kept from her Squire
      Given a test gear "Prism" costing 0 and text ":rb_exhaust:: [Add] :rb_energy_1::rb_rune_rainbow:. Use only to play spells."
      And a test spell "Grim Bolt" costing 1 and text "As an additional cost to play me, kill a unit you control.\nDeal 1 to a unit."
      And a test unit "Martyr" costing 0 with 1 Might
      And a test unit "Squire" costing 1 with 1 Might
      And Alice has a Prism in her base
      And Alice has a Prism in her base
      And Alice has a Martyr in her base
      And Alice has a Grim Bolt in her hand
      And Alice has a Squire in her hand
      And Bob has a Playful Phantom at the Bridge
      When Alice activates her Prism
      And Alice activates her Prism 2
      And Alice plays her Grim Bolt
      And Alice chooses Bob's Playful Phantom
      And Alice chooses her Martyr
      Then Alice's Martyr is in Alice's trash
      And Alice's rune pool holds 1 Energy
      When Alice passes
      And Bob passes
      Then Bob's Playful Phantom has 1 damage
      When Alice plays her Squire
      Then the action is refused
      And Alice's rune pool holds 1 Energy

    @rule:429.1
    Example: Alice's Flare spends the universal Power her Prism kept for spells before her own, which then pays for her Brute
      Given a test gear "Prism" costing 0 and text ":rb_exhaust:: [Add] :rb_energy_1::rb_rune_rainbow:. Use only to play spells."
      And a test spell "Flare" costing 1 Energy and 1 fury Power and text "Draw 1."
      And a test unit "Brute" costing 0 Energy and 1 fury Power with 1 Might
      And Alice has a Prism in her base
      And Alice has a Flare in her hand
      And Alice has a Brute in her hand
      And Alice has 1 universal Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Prism
      Then Alice's rune pool holds 2 universal Power
      When Alice plays her Flare
      And Alice passes
      And Bob passes
      And Alice plays her Brute
      Then Alice's Brute is in Alice's base
      And Alice's rune pool holds no Power

    @rule:429.1
    Example: The fury Power Alice's Forge kept for spells stays kept once its Energy is spent, and her own calm Power stays hers
      Given a test gear "Forge" costing 0 and text ":rb_exhaust:: [Add] :rb_energy_1::rb_rune_fury:. Use only to play spells."
      And a test spell "Spark" costing 1 and text "Draw 1."
      And a test unit "Squire" costing 1 with 1 Might
      And a test unit "Brute" costing 0 Energy and 1 fury Power with 1 Might
      And Alice has a Forge in her base
      And Alice has a Spark in her hand
      And Alice has a Squire in her hand
      And Alice has a Brute in her hand
      And Alice has 1 Energy and 1 calm Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Forge
      And Alice plays her Squire
      Then Alice's Squire is in Alice's base
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 calm Power
      And Alice's rune pool holds 1 fury Power
      When Alice plays her Spark
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 0 Energy
      When Alice plays her Brute
      Then the action is refused
      And Alice's Brute is in Alice's hand
      And Alice's rune pool holds 1 fury Power

    @rule:429.1
    Example: Two Ember Forges keep 2 fury Power for spells: a unit may not spend it, a spell costing 2 fury spends both, and her own fury then pays for a unit
      Given a test gear "Ember Forge" costing 0 and text ":rb_exhaust:: [Add] :rb_rune_fury:. Use only to play spells."
      And a test spell "Blaze" costing 0 Energy and 2 fury Power and text "Draw 1."
      And a test unit "Brute" costing 0 Energy and 2 fury Power with 2 Might
      And a test unit "Squire" costing 0 Energy and 1 fury Power with 1 Might
      And Alice has an Ember Forge in her base
      And Alice has an Ember Forge in her base
      And Alice has a Blaze in her hand
      And Alice has a Brute in her hand
      And Alice has a Squire in her hand
      And Alice has 0 Energy and 1 fury Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Ember Forge
      And Alice activates her Ember Forge 2
      Then Alice's rune pool holds 3 fury Power
      When Alice plays her Brute
      Then the action is refused
      When Alice plays her Blaze
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 1 fury Power
      When Alice plays her Squire
      Then Alice's Squire is in Alice's base
      And Alice's rune pool holds no Power

    @rule:429.1
    Example: Of the fury Power two Ember Forges kept for spells, a spell costing 1 fury spends one: the other stays kept from a unit, and her own fury stays hers
      Given a test gear "Ember Forge" costing 0 and text ":rb_exhaust:: [Add] :rb_rune_fury:. Use only to play spells."
      And a test spell "Kindle" costing 0 Energy and 1 fury Power and text "Draw 1."
      And a test unit "Brute" costing 0 Energy and 3 fury Power with 3 Might
      And a test unit "Squire" costing 0 Energy and 1 fury Power with 1 Might
      And Alice has an Ember Forge in her base
      And Alice has an Ember Forge in her base
      And Alice has a Kindle in her hand
      And Alice has a Brute in her hand
      And Alice has a Squire in her hand
      And Alice has 0 Energy and 2 fury Power in her rune pool
      And Alice has 2 cards in her main deck
      When Alice activates her Ember Forge
      And Alice activates her Ember Forge 2
      And Alice plays her Kindle
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 3 fury Power
      When Alice plays her Brute
      Then the action is refused
      When Alice plays her Squire
      Then Alice's Squire is in Alice's base
      And Alice's rune pool holds 2 fury Power

    @rule:429.1 @rule:185.2.d
    Example: The Energy Alice's Drill Horn keeps for units' abilities pays the ability her Banner gives her Recruit token: a token unit is a unit
      Given a test gear "Drill Horn" costing 0 and text ":rb_exhaust:: [Add] :rb_energy_1:. Use only to play units or activated abilities of units."
      And a test gear "Banner" costing 0 and text "Friendly units have \":rb_energy_1:: Draw 1.\""
      And Alice has a Drill Horn in her base
      And Alice has a Banner in her base
      And Alice has a Recruit (NX) in her base
      And Alice has 3 cards in her main deck
      When Alice activates her Drill Horn
      And Alice activates her Recruit (NX)
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's rune pool holds 0 Energy

    @rule:429.1
    Example: The universal Power Alice's Prism kept for spells does not pay to hide her Lurker
      Given a test gear "Prism" costing 0 and text ":rb_exhaust:: [Add] :rb_energy_1::rb_rune_rainbow:. Use only to play spells."
      And a test unit "Lurker" costing 2 with 2 Might and text "[Hidden]"
      And the Bridge is controlled by Alice
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Prism in her base
      And Alice has a Lurker in her hand
      When Alice activates her Prism
      And Alice hides her Lurker at the Bridge
      Then the action is refused
      And Alice's Lurker is in Alice's hand
      And Alice's rune pool holds 1 universal Power

    @rule:429.1
    Example: The Energy Alice's Prism kept for spells does not pay what her Bargain asks as it resolves, so she draws nothing
      Given a test gear "Prism" costing 0 and text ":rb_exhaust:: [Add] :rb_energy_1::rb_rune_rainbow:. Use only to play spells."
      And a test spell "Bargain" costing 0 and text "You may pay :rb_energy_1:. If you do, draw 1."
      And Alice has a Prism in her base
      And Alice has a Bargain in her hand
      And Alice has 2 cards in her main deck
      When Alice activates her Prism
      And Alice plays her Bargain
      And Alice passes
      And Bob passes
      And Alice chooses yes
      Then Alice drew 0 times
      And Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 universal Power

    @rule:429.1
    Example: The universal Power Alice's Prism kept for spells does not pay the Power Bob's Mageseeker Investigator asks of her two units moving together
      Given a test gear "Prism" costing 0 and text ":rb_exhaust:: [Add] :rb_energy_1::rb_rune_rainbow:. Use only to play spells."
      And a test unit "Brawler" costing 0 with 2 Might
      And a test unit "Runner" costing 0 with 1 Might
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Prism in her base
      And Alice has a Runner in her base
      And Alice has a Brawler in her base
      When Alice activates her Prism
      And Alice moves her Runner and her Brawler to the Bridge
      Then the action is refused citing rule 204.4.c
      And Alice's Runner is in Alice's base
      And Alice's rune pool holds 1 universal Power

    @rule:429.1 @rule:204.4.b.1
    Example: With only her Prism's universal Power, kept for spells, Alice's Seal of Rage pays the Power Bob's Mageseeker Investigator asks as her two units move
      Given a test gear "Prism" costing 0 and text ":rb_exhaust:: [Add] :rb_energy_1::rb_rune_rainbow:. Use only to play spells."
      And a test unit "Brawler" costing 0 with 2 Might
      And a test unit "Runner" costing 0 with 1 Might
      And Bob has a Mageseeker Investigator at the Bridge
      And Alice has a Prism in her base
      And Alice has a Seal of Rage in her base
      And Alice has a Runner in her base
      And Alice has a Brawler in her base
      When Alice activates her Prism
      And Alice moves her Runner and her Brawler to the Bridge
      Then Alice's Runner is at the Bridge
      And Alice's Seal of Rage is exhausted
      And Alice's rune pool holds 1 universal Power
      And Alice's rune pool holds 0 fury Power

    @rule:429.1
    Example: Alice's Tithe adds its Energy kept for spells only once she spends the 2 XP it asks: with none it adds nothing, with them it adds 2
      Given a test spell "Tithe" costing 0 and text "Spend 2 XP to [Add] :rb_energy_2:. Use only to play spells."
      And a test spell "Lesson" costing 0 and text "Gain 2 XP."
      And a test unit "Squire" costing 2 with 2 Might
      And Alice has a Tithe in her hand
      And Alice has a Lesson in her hand
      And Alice has a Tithe in her hand
      And Alice has a Squire in her hand
      When Alice plays her Tithe
      And Alice passes
      And Bob passes
      Then Alice's rune pool holds 0 Energy
      When Alice plays her Lesson
      And Alice passes
      And Bob passes
      And Alice plays her Tithe 2
      And Alice passes
      And Bob passes
      Then Alice's XP is 0
      And Alice's rune pool holds 2 Energy
      When Alice plays her Squire
      Then the action is refused citing rule 358.2

    @rule:429.1
    Example: Alice's Late Windfall draws first and then adds 2 Energy kept for spells: the Energy is not spent on a unit
      Given a test spell "Late Windfall" costing 0 and text "Draw 1. [Add] :rb_energy_2:. Use only to play spells."
      And a test unit "Squire" costing 2 with 2 Might
      And Alice has a Late Windfall in her hand
      And Alice has a Squire in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Late Windfall
      And Alice passes
      And Bob passes
      Then Alice drew 1 time
      And Alice's rune pool holds 2 Energy
      When Alice plays her Squire
      Then the action is refused citing rule 358.2

  Rule: 429.2 An Add ability resolves as soon as it is finalized

    @rule:429.1 @rule:429.2 @rule:429.2.a
    Example: Energy Conduit's Add puts 1 Energy in Alice's pool at once, and she keeps priority with the Chain empty
      Given Alice has an Energy Conduit in her base
      When Alice activates her Energy Conduit
      Then Alice's rune pool holds 1 Energy
      And Alice's rune pool holds no Power
      And the chain is empty
      And Alice has priority
      And Alice's Energy Conduit is exhausted

    @rule:429.1 @rule:429.2 @rule:359.2.d @faq:origins:seals-add-energy-seals-enter-exhausted
    Example: A Seal played this turn adds one Power of its domain and no Energy, and stays on the board exhausted
      Given Alice has a Seal of Rage in her hand
      And Alice has 0 Energy and 1 fury Power in her rune pool
      When Alice plays her Seal of Rage
      Then Alice's Seal of Rage is in Alice's base
      And Alice's Seal of Rage is ready
      When Alice activates her Seal of Rage
      Then Alice's rune pool holds 1 fury Power
      And Alice's rune pool holds 0 universal Power
      And Alice's rune pool holds 0 Energy
      And Alice's Seal of Rage is exhausted
      And Alice's Seal of Rage is in Alice's base

    @rule:315.1.b @faq:origins:seals-add-energy-seals-enter-exhausted
    Example: An exhausted Seal readies with Alice's other permanents at the start of her next turn and adds again
      Given Alice has an exhausted Seal of Rage in her base
      And Alice has 2 cards in her main deck
      And Bob has 2 cards in his main deck
      When Alice ends her turn
      And Bob ends his turn
      Then the turn player is Alice
      And the game is in the main phase
      And Alice's Seal of Rage is ready
      When Alice activates her Seal of Rage
      Then Alice's rune pool holds 1 fury Power

    @rule:429.2
    Example: A triggered ability that adds Energy and also draws resolves whole as soon as it is finalized: Alice has the Energy and the card, and the chain is empty
      Given a test gear "Tithe Bell" costing 0 and text "When you play a unit, add :rb_energy_1: and draw 1."
      And a test unit "Footman" costing 0 with 2 Might
      And Alice has a Tithe Bell in her base
      And Alice has a Footman in her hand
      And Alice has 2 cards in her main deck
      When Alice plays her Footman
      Then Alice's rune pool holds 1 Energy
      And Alice drew 1 time
      And the chain is empty
      And Alice has priority

  Rule: 429.2.b A spell that adds resources stays on the Chain like any spell

    @rule:429.2.b @rule:429.1 @rule:429.5
    Example: Windfall of Gold waits on the Chain, and adds its Energy and Power only once it resolves
      Given Alice has a Windfall of Gold in her hand
      When Alice plays her Windfall of Gold
      Then the chain holds Alice's Windfall of Gold
      And Alice's rune pool holds 0 Energy
      When Alice passes
      And Bob passes
      Then Alice's rune pool holds 2 Energy
      And Alice's rune pool holds 1 fury Power

  Rule: 429.3 Add Reactions may be used while paying a cost

    @rule:429.3 @rule:429.3.a
    Example: Alice pays for Void Seeker with Energy Conduit's Add in the middle of paying
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has 1 card in her main deck
      And Alice has an Energy Conduit in her base
      And Alice has a Void Seeker in her hand
      And Alice has 2 Energy and 1 fury Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses Bob's Shipyard Skulker
      Then Alice is asked to choose Add abilities to pay with among her Energy Conduit
      When Alice chooses her Energy Conduit
      Then Alice's Energy Conduit is exhausted
      And Alice's rune pool holds 0 Energy
      And Alice's Void Seeker is a finalized chain item

    @rule:429.3
    Example: While paying, Alice is offered only her own ready abilities that Add with the Reaction tag
      Given a test spell "Insight" costing 2 and text "Draw 2."
      And a test gear "Spring" costing 0 and text ":rb_exhaust:: [Reaction] — [Add] :rb_energy_1:."
      And a test gear "Slow Conduit" costing 0 and text ":rb_exhaust:: [Add] :rb_energy_1:."
      And a test gear "Quick Lamp" costing 0 and text ":rb_exhaust:: [Reaction] — Draw 1."
      And Bob has a Spring in his base
      And Alice has a Spring in her base
      And Alice has an exhausted Spring in her base
      And Alice has a Slow Conduit in her base
      And Alice has a Quick Lamp in her base
      And Alice has an Insight in her hand
      And Alice has 1 Energy in her rune pool
      And Alice has 3 cards in her main deck
      When Alice plays her Insight
      Then Alice is asked to choose Add abilities to pay with among her Spring
      When Alice chooses her Spring
      Then Alice's Spring is exhausted
      And Bob's Spring is ready
      And Alice's rune pool holds 0 Energy
      And Alice's Insight is a finalized chain item

    @rule:429.3
    Example: Alice pays her Font's own Energy ability with the Energy its Add Reaction adds, as that ability does not exhaust it
      Given a test gear "Font" costing 0 and text ":rb_exhaust:: [Reaction] — [Add] :rb_energy_1:.\n:rb_energy_1:: Draw 1."
      And Alice has a Font in her base
      And Alice has 2 cards in her main deck
      When Alice activates ability 2 of her Font
      Then Alice is asked to choose Add abilities to pay with among her Font
      When Alice chooses her Font
      Then Alice's Font is exhausted
      And Alice's rune pool holds 0 Energy
      And the chain holds Alice's Font
      And the activated event for Alice's Font cites rule 350.1

    @rule:429.3
    Example: Alice's Lamp cannot pay its own Energy ability with its Add Reaction, as that ability exhausts it too
      Given a test gear "Lamp" costing 0 and text ":rb_exhaust:: [Reaction] — [Add] :rb_energy_1:.\n:rb_energy_1:, :rb_exhaust:: Draw 1."
      And Alice has a Lamp in her base
      And Alice has 2 cards in her main deck
      When Alice activates ability 2 of her Lamp
      Then the action is refused
      And Alice's Lamp is ready
      And the chain is empty

    @rule:429.3 @rule:135.2.e.5.b
    Example: Alice pays the calm Power of her Sage with the universal Power her Prism Spring adds as she pays
      Given a test unit "Sage" costing 0 Energy and 1 calm Power with 1 Might
      And a test gear "Prism Spring" costing 0 and text ":rb_exhaust:: [Reaction] — [Add] :rb_rune_rainbow:."
      And Alice has a Prism Spring in her base
      And Alice has a Sage in her hand
      When Alice plays her Sage
      Then Alice is asked to choose Add abilities to pay with among her Prism Spring
      When Alice chooses her Prism Spring
      Then Alice's Prism Spring is exhausted
      And Alice's Sage is in Alice's base
      And Alice's rune pool holds no Power

    @rule:429.3 @rule:357.1.a
    Example: Alice's Twin Spring adds two calm Power to the two in her pool as she pays 3 for her Sage, and one calm Power is left
      Given a test unit "Sage" costing 0 Energy and 3 calm Power with 1 Might
      And a test gear "Twin Spring" costing 0 and text ":rb_exhaust:: [Reaction] — [Add] :rb_rune_calm::rb_rune_calm:."
      And Alice has a Twin Spring in her base
      And Alice has a Sage in her hand
      And Alice has 0 Energy and 2 calm Power in her rune pool
      When Alice plays her Sage
      Then Alice is asked to choose Add abilities to pay with among her Twin Spring
      When Alice chooses her Twin Spring
      Then Alice's Twin Spring is exhausted
      And the exhausted event for Alice's Twin Spring cites rule 357.1.a
      And Alice's Sage is in Alice's base
      And Alice's rune pool holds 1 calm Power
      And Alice's rune pool holds 0 universal Power

  Rule: 429.4 Adding is a limited action, done when an effect says so

    @rule:429.4 @rule:429.4.a
    Example: Bob's Reaction adds to his pool on Alice's turn
      Given a test spell "Plain Word" costing 0
      And a test spell "Quick Gold" costing 0 and text "[Reaction]\nAdd :rb_energy_2:."
      And Alice has a Plain Word in her hand
      And Bob has a Quick Gold in his hand
      When Alice plays her Plain Word
      And Alice passes
      And Bob plays his Quick Gold
      And Bob passes
      And Alice passes
      Then Bob's rune pool holds 2 Energy
      And the turn player is Alice
