// Instructions about resources: Add Energy and Power to the rune pool (rule 429), channel runes
// from the rune deck (430) and pay resources from the pool (444).
import type { Instruction, ResourceSymbol } from '../../card-text/ast.ts';
import { emit } from '../../events.ts';
import { addResources, addUniversalPower, channel, withUniversalSpent } from '../../game-actions/index.ts';
import type { Domain } from '../../interface.ts';
import { playerState } from '../../state.ts';
import { payingFrom, readsPurpose, reserve, spendablePool } from '../../game-actions/reserved-resources.ts';
import { addedAlso } from '../adds-additional.ts';
import { actorOf, amountOf } from '../referents.ts';
import type { InstructionFamily } from './types.ts';
import { notePowerSpent } from '../turn-history.ts';

/** The Energy the symbols show, all told. */
function energyIn(symbols: readonly ResourceSymbol[]): number {
  return symbols.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0);
}

/** Whether an Add is among these instructions (within a cost-to too): what "Use only ..." after them keeps (Run.added). */
export function addsBefore(before: readonly Instruction[]): boolean {
  return before.some((i) => i.kind === 'add' || (i.kind === 'cost-to' && addsBefore(i.effect)));
}

export const RESOURCES: InstructionFamily = {
  'gain-xp': {
    run(run, i) {
      // 730.1: the player's XP goes up by the amount; there is no limit to it (733)
      const n = amountOf(run, i.amount, i);
      run.didPrevious = n !== null && n > 0;
      if (n !== null && n > 0) playerState(run.s, run.controller).xp += n;
      // "If you've gained XP this turn" (effects/turn-history.ts)
      if (run.didPrevious && !(run.s.xpGainedThisTurn ??= []).includes(run.controller)) run.s.xpGainedThisTurn.push(run.controller);
    },
  },
  'spend-xp': {
    run(run, i) {
      // 730.2: spending lowers the player's XP; XP the player does not have cannot be spent
      const n = amountOf(run, i.amount, i);
      const p = playerState(run.s, run.controller);
      run.didPrevious = n !== null && p.xp >= n;
      if (n !== null && p.xp >= n) p.xp -= n;
    },
  },
  add: {
    run(run, i) {
      // 429: what the text adds, and what passives add to an Add of this source ("your Gold [Add] an additional ...")
      const symbols = [...(Array.isArray(i.resources) ? i.resources : []), ...addedAlso(run.s, run.source)];
      const energy = energyIn(symbols);
      const power: Partial<Record<Domain, number>> = {};
      for (const sym of symbols) if (sym.kind === 'power' && sym.domain !== 'rainbow') power[sym.domain] = (power[sym.domain] ?? 0) + 1;
      const universal = symbols.filter((sym) => sym.kind === 'power' && sym.domain === 'rainbow').length;
      addResources(run.s, run.controller, energy, power);
      addUniversalPower(run.s, run.controller, universal); // 163.2.b
      run.added = { energy, power, universal };
      // 359.3.e.14: an Add is a game action done, as "If you do" after it asks
      run.didPrevious = true;
    },
    // an amount named elsewhere ("[Add] that much Energy") is not added by the symbols above
    unsupported: (i) => (Array.isArray(i.resources) ? [] : ['adding that much']),
  },
  // "Use only to play spells", "Spend this Energy only during showdowns": what the Add before it added is kept for that
  'spend-only': {
    run(run, i) {
      if (run.added) reserve(run.s, run.controller, run.added, i.purpose);
    },
    unsupported: (i) => (readsPurpose(i.purpose) ? [] : [`spending only ${i.purpose}`]),
  },
  channel: {
    run(run, i) {
      const n = amountOf(run, i.amount, i);
      const who = actorOf(run, i); // "that player channels 1 rune"
      // 430.2: the instruction may say how the runes enter (exhausted); 430.3: as many as there are
      run.channeled = n !== null && who !== null ? channel(run.s, who, n, { exhausted: i.exhausted, rule: '430.4.b' }) : 0;
      run.didPrevious = run.channeled > 0;
    },
  },
  pay: {
    run(run, i) {
      // 444.2: the resources leave the pool only if they are all there; otherwise nothing is paid
      const symbols = i.cost.flatMap((c) => (c.kind === 'symbols' ? c.symbols : []));
      const energy = energyIn(symbols);
      const power = symbols.flatMap((sym) => (sym.kind === 'power' ? [sym.domain] : []));
      const spent = power.map((d) => (d === 'rainbow' ? 'any' : d));
      // 429.1: what the pool keeps for other purposes ("Use only to play spells") pays for no instruction
      const spendable = withUniversalSpent(spendablePool(run.s, run.controller, null), spent); // 135.2.e.5.b
      const need: Partial<Record<Domain, number>> = {};
      for (const d of power) if (d !== 'rainbow') need[d] = (need[d] ?? 0) + 1;
      const spare = Object.entries(spendable.power).reduce((n, [d, k]) => n + Math.max(0, (k ?? 0) - (need[d as Domain] ?? 0)), 0);
      const enough =
        spendable.energy >= energy &&
        Object.entries(need).every(([d, k]) => (spendable.power[d as Domain] ?? 0) >= (k ?? 0)) &&
        spare >= power.filter((d) => d === 'rainbow').length;
      run.didPrevious = enough;
      if (!enough) return;
      payingFrom(run.s, run.controller, null, () => {
        const payer = playerState(run.s, run.controller);
        const pool = withUniversalSpent(payer.runePool, spent);
        payer.runePool = pool;
        pool.energy -= energy;
        for (const d of [...power].sort((a, b) => Number(a === 'rainbow') - Number(b === 'rainbow'))) {
          const from = d === 'rainbow' ? (Object.keys(pool.power) as Domain[]).find((k) => (pool.power[k] ?? 0) > 0)! : d;
          pool.power[from] = (pool.power[from] ?? 0) - 1;
        }
      });
      notePowerSpent(run.s, run.controller, power.length);
      emit(run.s, { kind: 'paid', player: run.controller, object: run.source, amount: energy, rule: '444.1' });
    },
    unsupported: (i) =>
      i.cost.every((c) => c.kind === 'symbols' && c.symbols.every((sym: ResourceSymbol) => sym.kind === 'energy' || sym.kind === 'power')) ? [] : ['pay that'],
  },
};
