// "[Burn 1]. When you burn a unit this way, do this: Give a friendly unit +:rb_might: equal to the burned
// card's Might this turn." (Forgotten Relic): a reflexive trigger (387, 388.1) of each card of that kind
// the instruction before burned; in its instructions "the burned card" is that card, now in the trash.
import type { Instruction } from '../../card-text/ast.ts';
import { nounMatches } from '../../playing-cards/selection.ts';
import { addReflexive } from './flow.ts';
import type { InstructionFamily } from './types.ts';

type WhenThisWay = Extract<Instruction, { kind: 'when-this-way' }>;

/** "When you burn a unit this way": a card of one kind, with no other restriction. */
function readsBurnedOfAKind(i: WhenThisWay): boolean {
  const o = i.object;
  return i.verb === 'burn' && o.kind === 'select' && o.determiner === 'a' && o.nouns.length === 1 && o.filters.length === 0 && !o.count;
}

/** Whether the instruction just before a "When you burn ... this way" is the burn it looks at: after any other, run.it holds no burned card. */
export function followsABurn(before: readonly Instruction[]): boolean {
  const last = before.at(-1);
  return last?.kind === 'keyword-action' && last.keyword.name === 'Burn';
}

export const WHEN_THIS_WAY: InstructionFamily = {
  'when-this-way': {
    run(run, i) {
      const kind = i.object.kind === 'select' ? i.object.nouns : [];
      const burned = (run.it ?? []).filter((id) => {
        const o = run.s.objects[id];
        return o?.zone === 'trash' && nounMatches(o, kind); // a unit card, by its type, though in the trash
      });
      run.didPrevious = burned.length > 0;
      for (const id of burned) {
        run.it = [id];
        addReflexive(run, i.body);
      }
    },
    nested: (i) => i.body,
    unsupported: (i) => (readsBurnedOfAKind(i) ? [] : ['when-this-way']),
  },
};
