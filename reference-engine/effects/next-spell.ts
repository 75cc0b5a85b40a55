// Lasting effects on "the next spell you play this turn": "costs :rb_energy_5: less" (Raging Firebrand,
// a discount, 356.4) and "deals 1 Bonus Damage" (Ravenborn Tome, 713–715). Each waits, for its player,
// until a spell of theirs is put on the Chain this turn; that spell takes every one waiting and keeps
// them while it is played and resolves. Unused, they expire as the turn ends (cleanup.ts).
import type { Instruction, ObjectRef } from '../card-text/ast.ts';
import { playDataOf } from '../playing-cards/play-record.ts';
import type { Discount } from '../playing-cards/total-cost.ts';
import { objectOf, type ChainItem, type GameState, type NextSpellChange } from '../state.ts';
import type { Run } from './run.ts';

type StaticEffect = Extract<Instruction, { kind: 'static-effect' }>;

/** "The next spell you play this turn" (or "the next card ..."): the effect lasts the turn (cleanup.ts), so it must say so. */
function nextSpellOfYours(ref: ObjectRef): boolean {
  if (ref.kind !== 'select' || ref.determiner !== 'next' || (ref.nouns.join() !== 'spell' && ref.nouns.join() !== 'card')) return false;
  const [whose, ...more] = ref.filters;
  return !more.length && whose?.kind === 'controller' && whose.who === 'you-play' && whose.form === 'you play this turn';
}

const anyCard = (ref: ObjectRef): boolean => ref.kind === 'select' && ref.nouns.join() === 'card';

/** The change a "next spell" effect makes, or null for a form the engine does not carry out. */
function changeOf(i: StaticEffect): Omit<NextSpellChange, 'player' | 'source'> | null {
  const e = i.effect;
  if (e.kind === 'cost-change' && e.sign === -1 && !e.forEach && !e.minimum && nextSpellOfYours(e.subject)) {
    const energy = e.delta.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0);
    const power = e.delta.filter((sym) => sym.kind === 'power').length;
    return { discount: { energy, power }, ...(anyCard(e.subject) ? { anyCard: true as const } : {}) };
  }
  if (e.kind === 'bonus-damage' && !e.forEach && !e.to && e.amount.kind === 'number' && nextSpellOfYours(e.subject) && !anyCard(e.subject))
    return { bonusDamage: e.amount.value };
  return null;
}

export function readsNextSpellChange(i: StaticEffect): boolean {
  return changeOf(i) !== null;
}

/** Creates the effect: it waits for the controller's next spell (until the turn ends). */
export function createNextSpellChange(run: Run, i: StaticEffect): void {
  const change = changeOf(i);
  if (!change) return;
  (run.s.nextSpellChanges ??= []).push({ player: run.controller, source: run.source, ...change });
  run.didPrevious = true;
}

/** A spell just put on the Chain takes every "next spell" effect its player has waiting; any card, the "next card" ones. */
export function takeNextSpellChanges(s: GameState, item: ChainItem): void {
  if (item.kind !== 'card') return;
  const spell = objectOf(s, item.source).card.type === 'spell';
  const taken = (s.nextSpellChanges ?? []).filter((c) => c.player === item.controller && (spell || c.anyCard));
  if (!taken.length) return;
  s.nextSpellChanges = s.nextSpellChanges!.filter((c) => !taken.includes(c));
  playDataOf(item).nextSpellChanges = taken;
}

/** A play undone (358.5): what it took waits for the next spell again. */
export function returnNextSpellChanges(s: GameState, item: ChainItem): void {
  const taken = playDataOf(item).nextSpellChanges;
  if (taken?.length) (s.nextSpellChanges ??= []).push(...taken);
}

/** The discounts the spell took (356.4), applied with its others. */
export function nextSpellDiscounts(s: GameState, item: ChainItem): Discount[] {
  return (playDataOf(item).nextSpellChanges ?? []).flatMap((c, k) =>
    c.discount ? [{ id: `${c.source}:next-spell:${k}`, label: objectOf(s, c.source).card.name, energy: c.discount.energy, power: c.discount.power }] : [],
  );
}

/** The Bonus Damage the resolving spell took, summed (714); 0 for anything else. */
export function nextSpellBonusDamage(run: Run): number {
  const item = run.itemId ? run.s.chain.find((c) => c.id === run.itemId) : undefined;
  return item?.kind === 'card' ? (playDataOf(item).nextSpellChanges ?? []).reduce((n, c) => n + (c.bonusDamage ?? 0), 0) : 0;
}
