// "... to play a Mech from your trash. Reduce its Energy cost by the Might of the unit you recycled."
// (Rumble, Hotheaded): a discount (356.4) on the card the effect just began playing, of as much Energy as
// the recycled unit had Might as it left the board (its last known Might, 359.3.e.13). The play is
// still pending, its cost not yet totalled, so the discount is counted with the others (play-data.ts).
import type { Instruction } from '../../card-text/ast.ts';
import { playDataOf } from '../../playing-cards/play-record.ts';
import type { Run } from '../run.ts';
import type { InstructionFamily } from './types.ts';

type ReduceCost = Extract<Instruction, { kind: 'reduce-cost' }>;

const RECYCLED_MIGHT = 'the Might of the unit you recycled';

/** "Reduce its Energy cost by the Might of the unit you recycled": the card played just before, by a recycled unit's Might. */
function readsRecycledMightOff(i: ReduceCost): boolean {
  return (
    i.object.kind === 'pronoun' &&
    i.object.word === 'its' &&
    i.energyWord === true &&
    i.by.length === 0 &&
    i.byAmount?.kind === 'remembered' &&
    i.byAmount.what === RECYCLED_MIGHT
  );
}

/** The Might the one unit recycled by this effect, or to pay its cost (357.2), had as it left the board; null when none was. */
function recycledMight(run: Run): number | null {
  const item = run.s.chain.find((c) => c.id === run.itemId);
  const recycled = run.recycled
    ? run.recycled.map((id) => ({ id, might: run.lookBack[id]?.might ?? null }))
    : item
      ? (playDataOf(item).recycledAsCost ?? [])
      : [];
  const [only, ...more] = recycled;
  return only === undefined || more.length > 0 ? null : only.might;
}

export const REDUCING: InstructionFamily = {
  'reduce-cost': {
    run(run) {
      const might = recycledMight(run);
      const playing = (run.it ?? []).flatMap((id) =>
        run.s.chain.filter((c) => c.kind === 'card' && c.source === id && c.status === 'pending' && playDataOf(c).byEffect),
      );
      run.didPrevious = might !== null && might > 0 && playing.length > 0;
      if (!run.didPrevious) return;
      for (const item of playing) {
        const data = playDataOf(item);
        const before = data.effectDiscount?.energy ?? 0;
        data.effectDiscount = {
          id: `${run.source}:reducing`,
          label: run.s.objects[run.source]?.card.name ?? 'the effect',
          ...data.effectDiscount,
          energy: before + might!,
        };
      }
    },
    unsupported: (i) => (readsRecycledMightOff(i) ? [] : ['reduce-cost']),
  },
};
