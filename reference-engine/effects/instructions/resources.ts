// Instructions about resources: Add Energy and Power to the rune pool (rule 429) and channel runes
// from the rune deck (430).
import { addResources, channel } from '../../game-actions/index.ts';
import type { Domain } from '../../interface.ts';
import { amountOf } from '../referents.ts';
import type { InstructionFamily } from './types.ts';

export const RESOURCES: InstructionFamily = {
  add: {
    run(run, i) {
      const symbols = Array.isArray(i.resources) ? i.resources : [];
      const energy = symbols.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0);
      const power: Partial<Record<Domain, number>> = {};
      for (const sym of symbols) if (sym.kind === 'power' && sym.domain !== 'rainbow') power[sym.domain] = (power[sym.domain] ?? 0) + 1;
      addResources(run.s, run.controller, energy, power);
    },
  },
  channel: {
    run(run, i) {
      const n = amountOf(run, i.amount, i);
      // 430.2: the instruction may say how the runes enter (exhausted); 430.3: as many as there are
      run.didPrevious = n !== null && channel(run.s, run.controller, n, { exhausted: i.exhausted, rule: '430.4.b' }) > 0;
    },
  },
};
