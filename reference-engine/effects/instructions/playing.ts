// Instructions about spells and plays: play a card by an effect (rule 419, 354.3), counter a spell (419.4.a.1).
import { emit } from '../../events.ts';
import { relocate } from '../../game-actions/zones.ts';
import { startPlayByEffect } from '../../playing-cards/by-effect.ts';
import { zoneLeavingTheChain } from '../../playing-cards/play-record.ts';
import type { BaseModification } from '../../playing-cards/total-cost.ts';
import { actOnEach } from '../referents.ts';
import type { InstructionFamily } from './types.ts';

export const PLAYING: InstructionFamily = {
  play: {
    run(run, i) {
      actOnEach(run, i, i.object, (o) => {
        const ignoring = i.ignoringCost;
        const mods: BaseModification[] =
          ignoring === 'any and all costs'
            ? [{ kind: 'ignore-everything' }]
            : ignoring === 'its Energy cost'
              ? [{ kind: 'ignore-energy' }]
              : ignoring
                ? [{ kind: 'ignore-all' }]
                : i.forCost
                  ? [{ kind: 'replace', replacement: { energy: i.forCost.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0), power: [] } }]
                  : [];
        startPlayByEffect(run.s, o.id, run.controller, mods);
      });
    },
  },
  counter: {
    run(run, i) {
      const s = run.s;
      actOnEach(run, i, i.object, (o) => {
        const countered = s.chain.find((c) => c.source === o.id && c.kind === 'card');
        if (!countered) return false;
        s.chain = s.chain.filter((c) => c !== countered);
        relocate(s, o.id, { zone: 'trash', player: o.owner });
        // 829.1.b.1: a spell played for its Flow cost is banished instead (relocating is silent: it never stays in the trash)
        if (zoneLeavingTheChain(countered) === 'banishment') relocate(s, o.id, { zone: 'banishment', player: o.owner });
        emit(s, { kind: 'countered', object: o.id, player: countered.controller, detail: `by ${run.source}` });
      });
    },
  },
};
