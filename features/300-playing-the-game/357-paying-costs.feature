@edition:v1.4
Feature: Paying the costs of a play (rule 357)

  Background:
    Given it is Alice's main phase
    And a battlefield called the Bridge

  Rule: 357.1 The Energy and Power of the total cost are paid together

    @rule:357 @rule:357.1
    Example: Void Seeker takes 3 Energy and 1 fury Power from the pool
      Given Bob has a Shipyard Skulker at the Bridge
      And Alice has a Void Seeker in her hand
      And Alice has 4 Energy and 2 fury Power in her rune pool
      When Alice plays her Void Seeker
      And Alice chooses Bob's Shipyard Skulker
      Then Alice's rune pool holds 1 Energy
      And Alice's rune pool holds 1 fury Power

  Rule: 357.2 Non-standard costs are paid as well

    @rule:357.2 @rule:351.1 @rule:359.2
    Example: Paying Cruel Patron's cost kills the chosen friendly unit and the Patron enters the board
      Given Alice has a Shipyard Skulker in her base
      And Alice has a Vanguard Sergeant in her base
      And Alice has a Cruel Patron in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Cruel Patron
      And Alice chooses her Vanguard Sergeant
      Then Alice's Vanguard Sergeant is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Cruel Patron is in Alice's base
      And Alice's rune pool holds 0 Energy

  Rule: 357.3 No payment that is sure to make the play illegal

    @rule:357.3 @rule:355.16
    Example: Choosing to pay Accelerate without the fury Power for it is refused, declining is allowed
      Given Alice has a Legion Rearguard in her hand
      And Alice has 3 Energy in her rune pool
      When Alice plays her Legion Rearguard
      And Alice pays the optional cost
      Then the action is refused citing rule 358.2
      When Alice declines the optional cost
      Then Alice's Legion Rearguard is in Alice's base
      And Alice's Legion Rearguard is exhausted

  Rule: 357.2.a A cost replaced by a replacement effect still counts as paid

    @rule:357.2.a
    Example: Zhonya's Hourglass saves the unit Alice kills for Cruel Patron, and the Patron is still played
      Given Alice has a Zhonya's Hourglass in her base
      And Alice has a Shipyard Skulker at the Bridge
      And Alice has a Cruel Patron in her hand
      And Alice has 4 Energy in her rune pool
      When Alice plays her Cruel Patron
      And Alice chooses her Shipyard Skulker
      Then Alice's Zhonya's Hourglass is in Alice's trash
      And Alice's Shipyard Skulker is in Alice's base
      And Alice's Shipyard Skulker is exhausted
      And Alice's Cruel Patron is in Alice's base
