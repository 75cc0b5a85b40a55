// The Bonus Damage a resolving spell has of its own (713–714): what "the next spell you play this turn
// deals 1 Bonus Damage" gave it (next-spell.ts), and its own text's "This deals 1 Bonus Damage for each
// card with this name in your trash" (Consuming Curse), counted as it deals the damage. The static-effect
// instruction itself does nothing as it is reached: the damage it adds to is dealt by the text's deal.
import type { Instruction } from '../card-text/ast.ts';
import { objectOf } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';
import { nextSpellBonusDamage } from './next-spell.ts';
import { objectsFor } from './referents.ts';
import type { Run } from './run.ts';

type StaticEffect = Extract<Instruction, { kind: 'static-effect' }>;

/** "This deals 1 Bonus Damage [for each ...]": a spell's own Bonus Damage. */
export function readsOwnBonusDamage(i: StaticEffect): boolean {
  const e = i.effect;
  return e.kind === 'bonus-damage' && e.subject.kind === 'self' && e.subject.word === 'this' && !e.to && e.amount.kind === 'number';
}

/** The spell's own Bonus Damage, summed with what it took from "the next spell" effects (714). */
export function spellBonusDamage(run: Run): number {
  const item = run.itemId ? run.s.chain.find((c) => c.id === run.itemId) : undefined;
  if (item?.kind !== 'card') return 0;
  let own = 0;
  for (const { ability } of abilitiesOfKind(objectOf(run.s, item.source).card, 'spell'))
    for (const i of ability.effect) {
      if (i.kind !== 'static-effect' || !readsOwnBonusDamage(i) || i.effect.kind !== 'bonus-damage' || i.effect.amount.kind !== 'number') continue;
      const times = i.effect.forEach ? objectsFor(run, i.effect.forEach, i).length : 1;
      own += i.effect.amount.value * times;
    }
  return own + nextSpellBonusDamage(run);
}
