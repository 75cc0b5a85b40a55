// Cost changes a resolving ability makes for the rest of the turn: "When you hold here, your non-token
// units cost :rb_energy_1: more to play this turn" (Vaults of Helia). An increase (356.3) of each such
// card its player plays this turn, applied with the others as the cost is totalled; it ends with the
// turn (cleanup.ts).
import type { Instruction } from '../card-text/ast.ts';
import type { Discount } from '../playing-cards/total-cost.ts';
import { hasType, objectOf, type ChainItem, type GameState } from '../state.ts';
import type { Run } from './run.ts';

type StaticEffect = Extract<Instruction, { kind: 'static-effect' }>;

/** "Your [non-token] units cost :rb_energy_1: more to play this turn": whether a non-token unit only, or null for another form. */
function yourUnitsThisTurn(i: StaticEffect): { nonToken: boolean } | null {
  const e = i.effect;
  if (e.kind !== 'cost-change' || i.duration !== 'this-turn' || e.sign !== 1 || e.forEach || e.minimum || e.instead || e.orDelta) return null;
  const subject = e.subject;
  if (subject.kind !== 'select' || subject.determiner !== 'your' || subject.nouns.join() !== 'unit') return null;
  const [f, ...more] = subject.filters;
  if (more.length) return null;
  if (!f) return { nonToken: false };
  return f.kind === 'state' && f.state === 'non-token' ? { nonToken: true } : null;
}

export function readsCostChangeThisTurn(i: StaticEffect): boolean {
  return yourUnitsThisTurn(i) !== null;
}

export function createCostChangeThisTurn(run: Run, i: StaticEffect): void {
  const form = yourUnitsThisTurn(i);
  if (!form || i.effect.kind !== 'cost-change') return;
  const delta = i.effect.delta;
  (run.s.costIncreasesThisTurn ??= []).push({
    player: run.controller,
    source: run.source,
    nonToken: form.nonToken,
    energy: delta.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0),
    power: delta.filter((sym) => sym.kind === 'power').length,
  });
  run.didPrevious = true;
}

/** The increases of this turn the card being played is subject to (356.3). */
export function costIncreasesThisTurn(s: GameState, item: ChainItem): Discount[] {
  if (item.kind !== 'card') return [];
  const card = objectOf(s, item.source).card;
  const isUnit = hasType(card, 'unit') || card.type === 'token';
  return (s.costIncreasesThisTurn ?? []).flatMap((c, k) =>
    c.player === item.controller && isUnit && !(c.nonToken && card.type === 'token')
      ? [{ id: `${c.source}:this-turn:${k}`, label: objectOf(s, c.source).card.name, energy: c.energy, power: c.power }]
      : [],
  );
}
