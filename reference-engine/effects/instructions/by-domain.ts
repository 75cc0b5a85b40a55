// "Reveal the top rune of your rune deck, then recycle it. Do one of the following based on its domain:"
// (Twisted Fate, Gambler): the case labelled with the domain of the rune named is a reflexive trigger
// (387.1.b), added to the Chain as a pending item with its own choices (388.1); none when no case names it.
import type { Instruction } from '../../card-text/ast.ts';
import { addReflexiveItem } from '../reflexive-triggers.ts';
import { itemNotes } from '../referents.ts';
import type { InstructionFamily } from './types.ts';

type OneOf = Extract<Instruction, { kind: 'do-one-of-following' }>;

/** The domain a case's label names (":rb_rune_fury:"); null for another label. */
function domainOf(label: string): string | null {
  return /^:rb_rune_([a-z]+):$/.exec(label)?.[1] ?? null;
}

function readsCases(i: OneOf): boolean {
  return i.basedOn === 'its domain' && i.modes.every((m) => domainOf(m.label) !== null && domainOf(m.label) !== 'rainbow');
}

export const BY_DOMAIN: InstructionFamily = {
  'do-one-of-following': {
    run(run, i) {
      const [id] = run.it ?? [];
      const domains: readonly string[] = (id === undefined ? undefined : run.s.objects[id]?.card.domains) ?? [];
      const chosen = i.modes.find((m) => domains.includes(domainOf(m.label) ?? ''));
      if (chosen) addReflexiveItem(run.s, run.source, run.controller, chosen.body, { notes: itemNotes(run) });
      run.didPrevious = chosen !== undefined;
    },
    nested: (i) => i.modes.flatMap((m) => m.body),
    unsupported: (i) => (readsCases(i) ? [] : ['the instruction do-one-of-following']),
  },
};
