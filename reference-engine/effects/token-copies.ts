// Zilean, Time Mage: "Once each turn, if you would play a token unit while I'm at a battlefield, you may
// play that token and an additional copy of it instead." A replacement of a player's playing a unit
// token: its controller may apply it or not (371.2, 371.2.a); not applied, it is not used up this turn
// (371.2.b). The copy is played by the same effect, so it inherits what that effect said of the token
// (ready or exhausted, where it goes: 375).
import { everyObject } from '../state.ts';
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from './compiled.ts';
import { answersYes, type Run } from './run.ts';

/** How many additional copies the player's replacements add to their playing a unit token now, each asked. */
export function additionalTokenCopies(run: Run): number {
  const s = run.s;
  let copies = 0;
  for (const o of everyObject(s)) {
    if (o.controller !== run.controller || !abilitiesActive(o)) continue;
    for (const { index, ability } of abilitiesOfKind(o.card, 'token-copy')) {
      if (ability.whileAtABattlefield && o.zone !== 'battlefield') continue;
      const used = `${o.id}#${index}`;
      if (ability.onceEachTurn && (s.performedThisTurn ?? []).includes(used)) continue;
      if (!answersYes(run, run.controller, `${o.card.name}: play that token and an additional copy of it instead?`, o.id, '371.2.a')) continue;
      if (ability.onceEachTurn) (s.performedThisTurn ??= []).push(used);
      copies++;
    }
  }
  return copies;
}
