@edition:v1.4
Feature: Official rulings on the modes of more than two players (rules 107, 347, 489)
  # Executable answers of the official FAQs (`npx riftcheck faq`) about free-for-all and 2v2 games; each Example
  # names its source with @faq.

  @faq:origins:units-shared-between-teammates-too
  Example: In 2v2 "your units" are Alice's own: her spell readies her unit but not her teammate Carol's
    Given the mode of play is 2v2
    And it is Alice's main phase
    And a test spell "Rally" costing 0 and text "Ready your units."
    And Alice has a Rally in her hand
    And Alice has an exhausted Vanguard Sergeant in her base
    And Carol has an exhausted Shipyard Skulker in her base
    When Alice plays her Rally
    And Alice passes
    And Bob passes
    And Carol passes
    And Dave passes
    Then Alice's Vanguard Sergeant is ready
    And Carol's Shipyard Skulker is exhausted

  Rule: 107.1.c What a player controls is in their own base, never another's

    @rule:107.1.c @faq:origins:move-allys-unit-own-base-unforgiven
    Example: Alice moves her teammate Carol's unit "to your base": it goes to Carol's base, not Alice's
      Given the mode of play is 2v2
      And it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Homeward" costing 0 and text "Move a friendly unit to your base."
      And Alice has a Homeward in her hand
      And Carol has a Shipyard Skulker at the Bridge
      When Alice plays her Homeward
      And Alice chooses Carol's Shipyard Skulker
      And Alice passes
      And Bob passes
      And Carol passes
      And Dave passes
      Then Carol's Shipyard Skulker is in Carol's base
      And Carol controls Carol's Shipyard Skulker

  Rule: 347.2.b In a showdown, focus passes to each next player in turn order

    @rule:347.2.b @faq:origins:free-all-play-actions-reactions-showdown
    Example: In FFA3 Carol, with no unit at the contested Bridge, gets focus after Alice and Bob pass and plays an Action
      Given the mode of play is FFA3
      And it is Alice's main phase
      And a battlefield called the Bridge
      And a test spell "Insight" costing 0 and text "[Action]\nDraw 1."
      And Bob has a Vanguard Sergeant at the Bridge
      And Alice has a Shipyard Skulker in her base
      And Carol has an Insight in her hand
      And Carol has 2 cards in her main deck
      When Alice moves her Shipyard Skulker to the Bridge
      And Carol plays her Insight
      Then the action is refused
      When Alice passes
      And Bob passes
      And Carol plays her Insight
      And Carol passes
      And Alice passes
      And Bob passes
      Then Carol's hand holds 1 card
