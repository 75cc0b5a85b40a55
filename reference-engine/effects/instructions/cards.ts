// Instructions that move cards between the zones off the board and to them: draw (rule 413),
// discard (414), look at the top of the deck, recycle (416), return to hand, banish (411).
import { emit } from '../../events.ts';
import { discard, draw, recycle } from '../../game-actions/index.ts';
import { relocate } from '../../game-actions/zones.ts';
import type { Decision } from '../../interface.ts';
import { checkChosen } from '../../decisions.ts';
import { objectOf, playerState } from '../../state.ts';
import { recycleFrom } from '../recycle-from.ts';
import { replacerWithin } from '../replacement.ts';
import { orderRecycledRunes } from '../rune-order.ts';
import { actOnEach, actorOf, amountOf, objectsFor, rememberBeforeZoneChange } from '../referents.ts';
import { answerTo } from '../run.ts';
import type { InstructionFamily } from './types.ts';

export const CARDS: InstructionFamily = {
  draw: {
    run(run, i, { execute }) {
      const who = actorOf(run, i);
      const amount = amountOf(run, i.amount, i);
      if (who === null || amount === null) return; // 359.3.e.14.a: its linked instruction did not happen
      // several replacements of the draw are ordered by the drawing player (372.1); replaced, it still counts as done, as a replaced kill does
      draw(run.s, who, amount, '359.3.d', replacerWithin(run, execute));
      run.didPrevious = true;
    },
  },
  discard: {
    run(run, i) {
      const s = run.s;
      const amount = i.amount ? amountOf(run, i.amount, i) : 1;
      const hand = playerState(s, run.controller).hand;
      if (run.itemId === undefined && (amount ?? 0) > hand.length) {
        run.didPrevious = false; // 422.3: paid as a cost, a discard is done in full or not at all
        return;
      }
      const n = Math.min(amount ?? 0, hand.length); // 359.3.e.11: as many as there are
      if (n === 0) {
        run.didPrevious = false;
        return;
      } // a "discard 1 to ..." cost with an empty hand is not paid
      const question = {
        player: run.controller,
        kind: 'choose-objects' as const,
        prompt: `Discard ${n}`,
        source: run.source,
        options: hand.map((id) => ({ id, label: objectOf(s, id).card.name })),
        min: n,
        max: n,
      };
      const chosen = n === hand.length ? [...hand] : (answerTo(run, question, (a) => checkChosen(question as Decision, a)).chosen ?? []);
      for (const id of chosen) discard(s, run.controller, id);
      run.didPrevious = true;
    },
  },
  look: {
    run(run, i) {
      const n = amountOf(run, i.amount, i) ?? 0;
      run.looked = playerState(run.s, run.controller).mainDeck.slice(0, n);
      run.it = [...run.looked];
      run.didPrevious = run.looked.length > 0;
    },
  },
  recycle: {
    run(run, i) {
      const objects = objectsFor(run, i.object, i);
      // together, in random order (416.5); runes in their owner's order ([abilities-and-actions] 416.5.a)
      if (objects.length)
        recycle(
          run.s,
          run.controller,
          objects.map((o) => o.id),
          (owner, runes) => orderRecycledRunes(run, owner, runes),
        );
      run.didPrevious = objects.length > 0;
      run.it = objects.map((o) => o.id);
    },
  },
  'recycle-from': { run: (run, i) => recycleFrom(run, i) }, // [abilities-and-actions] rule 416.6
  'return-to-hand': {
    run(run, i) {
      actOnEach(run, i, i.object, (o) => {
        // "return this from your trash": only while it is still there (rule 385.2: the text names its zone).
        if (i.from === 'your trash' && o.zone !== 'trash') return false;
        rememberBeforeZoneChange(run, [o]);
        const from = o.zone === 'battlefield' ? o.battlefield : o.zone;
        relocate(run.s, o.id, { zone: 'hand', player: o.owner });
        emit(run.s, { kind: 'moved', object: o.id, player: o.owner, from, to: 'hand' });
      });
    },
  },
  banish: {
    run(run, i) {
      actOnEach(run, i, i.object, (o) => {
        const from = o.zone === 'battlefield' ? o.battlefield : o.zone;
        relocate(run.s, o.id, { zone: 'banishment', player: o.owner });
        emit(run.s, { kind: 'moved', object: o.id, player: o.owner, from, to: 'banishment' });
      });
    },
  },
};
