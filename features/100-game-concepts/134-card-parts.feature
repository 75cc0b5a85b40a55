@edition:v1.4
Feature: Domains, rules text and the other parts of a card (rules 134–139)

  @rule:134 @rule:135 @rule:135.2.a @rule:135.2.b @rule:135.2.c @rule:135.2.d @rule:135.2.e @rule:136 @rule:137 @rule:138 @rule:139 @waived:heading
  Rule: 134 Domain, 135 rules text, 136 effect text, 137 Might bonus, 138 flavor text, 139 illustration

  @rule:134.2 @rule:134.2.a @rule:134.2.b @rule:134.2.c @rule:134.2.d @rule:134.2.e @rule:134.2.f @waived:physical-handling
  Rule: 134.2 The color and the symbol of each domain

  @rule:135.2.d.1 @rule:138.1 @rule:138.2 @rule:139.1 @waived:physical-handling
  Rule: 135.2.d.1 How reminder text is printed, and flavor text and illustrations carry no game information

  @rule:135.2.d.2 @rule:135.2.e.1 @rule:135.2.e.2 @rule:135.2.e.3 @waived:definition
  Rule: 135.2.d.2 What reminder text is for, and the symbols of exhausting and of Might

  @rule:135.1 @rule:135.2 @rule:135.2.a.1 @rule:135.2.a.2 @rule:135.2.b.1 @rule:135.2.b.2 @rule:135.2.b.4 @rule:135.2.b.5 @rule:135.2.b.5.a @rule:135.2.b.6 @rule:135.2.c.1 @rule:135.2.e.4 @rule:135.2.e.5 @rule:135.3 @waived:definition
  Rule: 135.1 What rules text, abilities, instructions and keywords are, and the symbol for any domain's Power

  @rule:135.2.c.2 @waived:physical-handling
  Rule: 135.2.c.2 Whether a keyword is printed with reminder text
