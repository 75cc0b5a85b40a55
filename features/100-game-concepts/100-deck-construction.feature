@edition:v1.4
Feature: Deck construction (rules 100–103)

  @rule:100 @rule:101 @waived:heading
  Rule: 100 Game concepts, and 101 deck construction

  @rule:102 @waived:physical-handling
  Rule: 102 Each player brings their own cards

  @rule:103.2.a @rule:103.3 @rule:103.4 @waived:heading
  Rule: 103.2.a The Chosen Champion, 103.3 the rune deck and 103.4 the battlefields

  @rule:103.2.e @waived:tournament-procedure
  Rule: 103.2.e Which cards a format allows
