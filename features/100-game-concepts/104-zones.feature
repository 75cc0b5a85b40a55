@edition:v1.4
Feature: Setup, spaces and zones (rules 104–109)

  @rule:104 @rule:105 @rule:107 @rule:107.1 @rule:107.2 @rule:107.3 @rule:107.4 @waived:heading
  Rule: 104 Setup, 105 spaces, 107 the board and its zones

  @rule:108 @rule:108.1 @rule:108.2 @rule:108.3 @rule:108.4 @rule:108.5 @rule:108.6 @rule:108.7 @waived:heading
  Rule: 108 The zones off the board

  @rule:106 @waived:definition
  Rule: 106 The play area is made of zones, on the board or off it
