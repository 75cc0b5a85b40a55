// Abilities and permissions an instruction gives for a while: "This turn, that unit has "When I conquer, you may move me
// to my base."" (Relentless Pursuit), "give it ":rb_rune_rainbow::rb_rune_rainbow:: Ready me."" this turn
// (Dominus). The unit has the quoted ability as its own (411.6.a) until the turn ends or it leaves the
// board (a modifier, cleared with the others: cleanup.ts, zones.ts); the board's granted texts are
// gathered with the passives' (passive-might.ts grantedAbilities).
import { ability as abilityText } from '../../card-text/decompile/abilities.ts';
import { isOnBoard } from '../../board.ts';
import { actOnEach } from '../referents.ts';
import { letLookAtFacedown, readsMayLookAtFacedown } from '../lasting-effects.ts';
import type { InstructionFamily } from './types.ts';

export const GRANTING: InstructionFamily = {
  // "You can look at their facedown cards this turn": a permission lasting the turn (lasting-effects.ts)
  'may-look-at-facedown': {
    run: (run) => letLookAtFacedown(run),
    unsupported: (i) => (readsMayLookAtFacedown(i) ? [] : ['may-look-at-facedown']),
  },
  'grant-ability': {
    run(run, i) {
      const text = abilityText(i.ability);
      actOnEach(run, i, i.object, (o) => {
        if (!isOnBoard(o.zone)) return false;
        o.modifiers.push({ ability: text, until: 'end-of-turn', source: run.source });
      });
    },
    unsupported: (i) => (i.duration === 'this-turn' && (i.ability.kind === 'triggered' || i.ability.kind === 'activated') ? [] : ['grant-ability']),
  },
};
