// The size of a battlefield's Facedown Zone (107.3.b): one card, unless a passive of the player who
// controls the battlefield changes it ("Your facedown zones can hold 2 cards.", 107.3.b.1). When it
// becomes smaller than the cards there, that player puts the difference in the trash in the next
// cleanup (107.3.b.2), choosing which when there is a choice.
import { abilitiesActive } from '../board.ts';
import { ask, checkChosen, type DecisionHandler } from '../decisions.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { everyObject, objectOf, type BattlefieldState, type GameState } from '../state.ts';
import { kill } from './index.ts';

/** How many cards the battlefield's Facedown Zone holds now. */
export function facedownCapacity(s: GameState, b: BattlefieldState): number {
  if (b.controller === null) return 1;
  let cards: number | undefined;
  for (const o of everyObject(s)) {
    if (o.controller !== b.controller || !abilitiesActive(o)) continue;
    for (const { ability } of abilitiesOfKind(o.card, 'passive')) {
      if (ability.effect.kind === 'facedown-capacity' && !ability.condition) cards = Math.max(cards ?? 0, ability.effect.cards);
    }
  }
  return cards ?? 1;
}

/** Part of a cleanup: a Facedown Zone holding more than it may loses the difference to the trash (107.3.b.2). */
export function trimFacedownZones(s: GameState): void {
  for (const b of s.battlefields) {
    const excess = b.facedown.length - facedownCapacity(s, b);
    if (excess <= 0 || b.controller === null) continue;
    if (excess === b.facedown.length) {
      for (const id of [...b.facedown]) kill(s, id, { rule: '107.3.b.2' });
      continue;
    }
    ask(
      s,
      {
        player: b.controller,
        kind: 'choose-objects',
        prompt: `choose ${excess} facedown card(s) at ${b.id} to put in the trash`,
        options: b.facedown.map((id) => ({ id, label: objectOf(s, id).card.name })),
        min: excess,
        max: excess,
        rule: '107.3.b.2',
      },
      { kind: 'facedown-excess', battlefield: b.id },
    );
    return;
  }
}

/** The facedown cards the zone's controller chose go to the trash. */
export const facedownExcessChosen: DecisionHandler<'facedown-excess'> = (s, answer, decision) => {
  const refusal = checkChosen(decision, answer);
  if (refusal) return refusal;
  for (const id of answer.chosen ?? []) kill(s, id, { rule: '107.3.b.2' });
  return null;
};
