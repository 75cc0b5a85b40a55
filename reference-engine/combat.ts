// The combat damage and resolution steps (rules 465–466), run as tasks once the combat showdown closes.
import { ask, type DecisionHandler } from './decisions.ts';
import { replaceOutsideResolution } from './effects/replaced-events.ts';
import { emit } from './events.ts';
import { preventionsOn } from './game-actions/damage.ts';
import { doublingsOn } from './game-actions/damage.ts';
import { cannotTakeDamage, dealsNoCombatDamage } from './game-actions/damage.ts';
import { dealDamage, kill, scoreBattlefield } from './game-actions/index.ts';
import type { PlayerId, Refusal } from './interface.ts';
import { endShowdown } from './showdown.ts';
import { checkTriggers } from './triggers/check.ts';
import { noteCombatWon } from './triggers/combat-won.ts';
import { anyDamageKills } from './effects/lethal-damage.ts';
import { ignoresKeyword } from './effects/compiled.ts';
import { abilitiesActive, hasBackline, hasTank } from './board.ts';
import { everyObject, battlefieldState, mightOf, objectOf, unitsAt, type GameObject, type GameState } from './state.ts';

type Assignment = Record<string, number>;

/**
 * Damage still needed to make a unit's marked damage lethal (rule 142.4.b). Its Prevent Values apply
 * to the assignment (465.2.c.5, 437.5.a), so they are added; while one prevents all of the damage, no
 * amount is lethal (437.5.b).
 */
function needed(s: GameState, o: GameObject): number {
  if (preventionsOn(s, o).some((p) => p.value === 'all')) return Infinity;
  const prevented = preventionsOn(s, o).reduce((sum, p) => sum + (p.value === 'all' ? 0 : p.value), 0);
  const assigner = assignerAgainst(s, o);
  // "Any amount of your damage is enough to kill enemy units": one of the assigner's is lethal (lethal-damage.ts).
  if (assigner !== null && assigner !== o.controller && anyDamageKills(s, assigner)) return 1 + prevented;
  // 465.2.c.4.a: damage doubled as it is dealt is lethal from the least assigned amount whose doubling is
  const factor = 2 ** doublingsOn(s, o);
  return Math.ceil((Math.max(1, (mightOf(o) ?? 0) - o.damage) + prevented) / factor);
}

/** The combatant whose units deal combat damage to this unit: the other side's player. */
function assignerAgainst(s: GameState, o: GameObject): PlayerId | null {
  const sd = s.showdown!;
  return o.controller === sd.attacker ? sd.defender : sd.attacker;
}

function totalMight(s: GameState, units: GameObject[]): number {
  // "I don't deal combat damage" (Galio, Indefatigable): its Might is not in the sum its player assigns (465.2.a)
  units = units.filter((u) => !dealsNoCombatDamage(s, u));
  // Stunned units add nothing to combat damage (rule 423.1.b).
  return units.filter((u) => !u.stunned).reduce((sum, u) => sum + (mightOf(u) ?? 0), 0);
}

/** Not held back by [Backline]; a unit with Tank as well may be assigned damage first (465.2.c.8). */
function inFront(o: GameObject): boolean {
  return !hasBackline(o) || hasTank(o);
}

/** The only legal assignment when there is no real choice; null when the assigner must choose (rules 465.2.c.3–4, 815.1.b). */
function forcedAssignment(s: GameState, total: number, all: GameObject[]): Assignment | null {
  // 465.2.c.10: a unit that cannot be dealt damage is left out of every requirement; damage beyond what
  // the others need may still go on it, a choice
  const targets = all.filter((t) => !cannotTakeDamage(s, t));
  if (targets.length < all.length && targets.length > 0 && total > targets.reduce((sum, u) => sum + needed(s, u), 0)) return null;
  if (targets.length === 0) return all.length === 1 ? { [all[0].id]: total } : total === 0 ? {} : null;
  if (total === 0) return {};
  if (targets.length === 1) return { [targets[0].id]: total };
  // 465.2.c.8: a unit with both Tank and Backline leaves the assigner the choice of which it meets
  if (targets.some(withTankAndBackline) && total < targets.reduce((sum, u) => sum + needed(s, u), 0)) return null;
  const tanks = targets.filter(hasTank);
  if (tanks.length === 1 && total <= needed(s, tanks[0])) return { [tanks[0].id]: total };
  const front = targets.filter(inFront);
  if (front.length === 1 && total <= needed(s, front[0])) return { [front[0].id]: total };
  const lethalForAll = targets.reduce((sum, u) => sum + needed(s, u), 0);
  if (total < lethalForAll) return null;
  // Enough for everyone: each gets lethal, the rest goes on the last (nothing observable depends on where).
  const out: Assignment = {};
  for (const u of targets) out[u.id] = needed(s, u);
  out[targets[targets.length - 1].id] += total - lethalForAll;
  return out;
}

function withTankAndBackline(o: GameObject): boolean {
  return hasTank(o) && hasBackline(o);
}

/**
 * Checks a chosen split against rules 465.2.c.3–465.2.c.9. A unit with both Tank and Backline meets
 * one of the two, whichever the assigner chooses, unit by unit (465.2.c.8, 465.2.c.9): the split stands
 * if some such choice makes it legal; otherwise the refusal is the one with each such unit a Tank.
 */
export function assignmentRefusal(s: GameState, total: number, all: GameObject[], given: Assignment): Refusal | null {
  // 465.2.c.10: units that cannot be dealt damage are exempt from the requirements: they may take only what
  // is left once every other unit has lethal damage
  const exempt = all.filter((t) => cannotTakeDamage(s, t));
  const onExempt = exempt.reduce((sum, t) => sum + (given[t.id] ?? 0), 0);
  if (exempt.some((t) => !Number.isInteger(given[t.id] ?? 0) || (given[t.id] ?? 0) < 0))
    return { code: 'invalid-decision', reason: 'amounts are whole numbers, 0 or more' };
  const targets = all.filter((t) => !exempt.includes(t));
  const amounts = Object.fromEntries(Object.entries(given).filter(([id]) => !exempt.some((t) => t.id === id)));
  if (onExempt > 0 && targets.some((t) => (amounts[t.id] ?? 0) < needed(s, t)))
    return {
      code: 'invalid-decision',
      reason: 'a unit that cannot be dealt damage takes only what is left once the others have lethal damage',
      rule: '465.2.c.10',
    };
  total -= onExempt;
  const torn = targets.filter(withTankAndBackline);
  let first: Refusal | null = null;
  for (let mask = (1 << torn.length) - 1; mask >= 0; mask--) {
    const asTank = new Set(torn.filter((_, k) => mask & (1 << k)));
    const tank = (o: GameObject) => hasTank(o) && (!torn.includes(o) || asTank.has(o));
    const backline = (o: GameObject) => hasBackline(o) && !asTank.has(o);
    const refusal = refusalWith(s, total, targets, amounts, tank, backline);
    if (!refusal) return null;
    first ??= refusal;
  }
  return first;
}

/** The refusal of a split, each unit having Tank and Backline as the two predicates say (465.2.c.6: every requirement obeyed). */
function refusalWith(
  s: GameState,
  total: number,
  targets: GameObject[],
  amounts: Assignment,
  hasTank: (o: GameObject) => boolean,
  hasBackline: (o: GameObject) => boolean,
): Refusal | null {
  const inFront = (o: GameObject) => !hasBackline(o) || hasTank(o);
  const ids = new Set(targets.map((t) => t.id));
  const bad = Object.keys(amounts).find((k) => !ids.has(k));
  if (bad) return { code: 'invalid-decision', reason: `${bad} is not a unit receiving this damage` };
  const values = targets.map((t) => amounts[t.id] ?? 0);
  if (values.some((v) => !Number.isInteger(v) || v < 0)) return { code: 'invalid-decision', reason: 'amounts are whole numbers, 0 or more' };
  if (values.reduce((a, b) => a + b, 0) !== total) return { code: 'invalid-decision', reason: `the amounts must add up to ${total}` };
  const tanks = targets.filter(hasTank);
  const tanksShort = tanks.some((t) => (amounts[t.id] ?? 0) < needed(s, t));
  if (tanksShort && targets.some((t) => !hasTank(t) && (amounts[t.id] ?? 0) > 0)) {
    return {
      code: 'invalid-decision',
      reason: 'every unit with [Tank] must be assigned lethal damage before a unit without it',
      rule: tanks.length > 1 ? '815.1.c.2' : '815.1.b',
    };
  }
  const front = targets.filter(inFront);
  const frontShort = front.some((t) => (amounts[t.id] ?? 0) < needed(s, t));
  if (frontShort && targets.some((t) => !inFront(t) && (amounts[t.id] ?? 0) > 0)) {
    return { code: 'invalid-decision', reason: 'a unit with [Backline] is assigned damage only once every unit without it has lethal damage', rule: '826.3' };
  }
  // While a Tank lacks lethal damage only the Tanks may take any, each still lethal before the next (815.1.c.1);
  // so too the units in front of those with Backline (826.4.a).
  const pool = tanksShort ? tanks : frontShort ? front : targets;
  const partial = pool.filter((t) => (amounts[t.id] ?? 0) > 0 && (amounts[t.id] ?? 0) < needed(s, t));
  const untouched = pool.filter((t) => (amounts[t.id] ?? 0) === 0);
  // Lethal in full before the next unit: every damaged unit but one has lethal damage (465.2.c.3's own example: 3 then 2).
  if (partial.length > 1) {
    return { code: 'invalid-decision', reason: 'a unit must be assigned lethal damage before another is assigned any', rule: '465.2.c.3' };
  }
  const over = pool.filter((t) => (amounts[t.id] ?? 0) > needed(s, t));
  if (over.length > 0 && (partial.length > 0 || untouched.length > 0)) {
    return { code: 'invalid-decision', reason: 'no unit takes more than lethal while another could take damage', rule: '465.2.c.4' };
  }
  return null;
}

/** Rule 465.2: attacker then defender assign their summed Might; then all of it is dealt at once. */
export function combatDamageStep(s: GameState): void {
  const sd = s.showdown!;
  const attackers = unitsAt(s, sd.battlefield).filter((u) => u.controller === sd.attacker);
  const defenders = unitsAt(s, sd.battlefield).filter((u) => u.controller === sd.defender);
  if (attackers.length > 0 && defenders.length > 0) {
    assignNext(s, { order: [sd.attacker!, sd.defender!], assigned: {} });
    return;
  }
  finishDamage(s, {});
}

/**
 * The units an assigner's combat damage goes to, as that assigner meets them: while they control a unit
 * here that has them ignore [Tank] as they assign (Dune Surfer), each such Tank counts as inactive for this
 * assignment alone (766); the other assigner still meets it (767).
 */
function opposingUnits(s: GameState, assigner: PlayerId): GameObject[] {
  const sd = s.showdown!;
  const targets = unitsAt(s, sd.battlefield).filter((u) => u.controller !== assigner);
  const ignoring = unitsAt(s, sd.battlefield, assigner).some((u) => abilitiesActive(u) && ignoresKeyword(u.card, 'Tank', 'assigning combat damage here'));
  return ignoring ? targets.map(withoutTank) : targets;
}

/** A view of the unit with its [Tank] inactive, printed or given for a while; the unit itself is unchanged. */
function withoutTank(o: GameObject): GameObject {
  const keywords = (o.card.keywords ?? []).filter((k) => k !== 'Tank');
  const modifiers = o.modifiers.map((m) => (m.keyword?.name === 'Tank' ? { ...m, keyword: { ...m.keyword, value: 0 } } : m));
  return { ...o, card: { ...o.card, keywords }, modifiers };
}

interface DamageProgress {
  order: PlayerId[]; // assigners still to go, attacker first
  assigned: Assignment;
}

function assignNext(s: GameState, progress: DamageProgress): void {
  const sd = s.showdown!;
  while (progress.order.length > 0) {
    const assigner = progress.order[0];
    const own = unitsAt(s, sd.battlefield, assigner);
    const targets = opposingUnits(s, assigner);
    const total = totalMight(s, own);
    const forced = forcedAssignment(s, total, targets);
    if (forced === null) {
      ask(
        s,
        {
          player: assigner,
          kind: 'split-damage',
          prompt: `assign ${total} combat damage among the opposing units`,
          options: targets.map((t) => ({ id: t.id, label: t.card.name })),
          min: 1,
          max: targets.length,
          total,
          rule: '465.2.c',
        },
        { kind: 'combat-damage', order: progress.order, assigned: progress.assigned },
      );
      return;
    }
    for (const [id, n] of Object.entries(forced)) progress.assigned[id] = (progress.assigned[id] ?? 0) + n;
    progress.order = progress.order.slice(1);
  }
  finishDamage(s, progress.assigned);
}

/** An assigner's split of their combat damage (465.2.c). */
export const combatDamageAssigned: DecisionHandler<'combat-damage'> = (s, answer, decision, progress) => {
  const targets = opposingUnits(s, decision.player);
  const amounts = answer.amounts ?? {};
  const refusal = assignmentRefusal(s, decision.total ?? 0, targets, amounts);
  if (refusal) return refusal;
  const assigned = { ...progress.assigned };
  for (const [id, n] of Object.entries(amounts)) assigned[id] = (assigned[id] ?? 0) + n;
  assignNext(s, { order: progress.order.slice(1), assigned });
  return null;
};

/** What each assigner assigned beyond the lethal damage of each unit (465.2.c.4): the card text's "excess damage". */
function excessOf(s: GameState, assigned: Assignment): Record<PlayerId, number> {
  const excess: Record<PlayerId, number> = {};
  for (const [id, n] of Object.entries(assigned)) {
    const o = objectOf(s, id);
    const by = assignerAgainst(s, o);
    if (by !== null) excess[by] = (excess[by] ?? 0) + Math.max(0, n - needed(s, o));
  }
  return excess;
}

function finishDamage(s: GameState, assigned: Assignment): void {
  const sd = s.showdown!;
  s.excessAssigned = excessOf(s, assigned);
  // Damage to attackers comes from defenders and vice versa (rule 417.6.c.1); dealt simultaneously (465.2.c.1.a).
  for (const [id, n] of Object.entries(assigned)) dealDamage(s, id, n, sd.battlefield, '465.2.d', undefined, assignerAgainst(s, objectOf(s, id)) ?? undefined);
  // Rule 465.3: skip FEPR, go to the resolution step.
  s.tasks.unshift({ kind: 'cleanup', special: 'combat' }, { kind: 'combat-result' }, { kind: 'combat-control' }, { kind: 'combat-end' });
}

/** The combat's attacker and defender that still have units at its battlefield. */
function playersRemaining(s: GameState): PlayerId[] {
  const sd = s.showdown!;
  return [sd.attacker, sd.defender].filter((p): p is PlayerId => p !== null && unitsAt(s, sd.battlefield, p).length > 0);
}

/** Rule 466.3: who won; the winner's "win a combat" abilities trigger, and resolve before control is settled (466.4). */
export function combatResultStep(s: GameState): void {
  const sd = s.showdown!;
  const remaining = playersRemaining(s);
  const noResult = sd.attackersRecalled || remaining.length !== 1;
  sd.winner = noResult ? null : remaining[0];
  if (!sd.winner) return;
  checkTriggers(s, { kind: 'combat-won', player: sd.winner, battlefield: sd.battlefield });
  noteCombatWon(s, sd.winner, sd.battlefield);
}

/** Rule 466.5: the player left alone at the battlefield establishes control of it. */
export function combatControlStep(s: GameState): void {
  const sd = s.showdown!;
  const b = battlefieldState(s, sd.battlefield);
  const remaining = playersRemaining(s);
  // 466.3.d.1: no result with both players' units still here (some arrived as the Chain of 466.2 resolved):
  // a showdown and a combat are staged here again, so nobody establishes control and the contest stays (466.5)
  if (remaining.length === 2) return;
  if (remaining.length === 1) {
    const winner = remaining[0];
    if (b.controller !== winner) {
      const before = b.controller;
      b.controller = winner;
      emit(s, { kind: 'moved', object: b.id, player: winner, detail: 'control-established', rule: '466.5' });
      scoreBattlefield(s, winner, b.id, 'conquer', replaceOutsideResolution, before);
    }
  } else if (remaining.length === 0) {
    b.controller = null;
  }
  // 466.5.c: hidden cards here that do not share the battlefield's controller go now, before what
  // establishing control triggered resolves (466.6), not at a later cleanup.
  for (const id of [...b.facedown]) if (objectOf(s, id).controller !== b.controller) kill(s, id, { rule: '466.5.c' });
  b.contestedBy = null;
}

/** Rule 466.7: combat ends; designations and "this combat" effects go. */
export function combatEndStep(s: GameState): void {
  const sd = s.showdown!;
  emit(s, {
    kind: 'combat-ended',
    object: sd.battlefield,
    player: sd.winner ?? undefined,
    detail: sd.winner ? `won by ${sd.winner}` : 'no-result',
    rule: '466.7',
  });
  for (const o of everyObject(s)) {
    o.designation = undefined;
    o.modifiers = o.modifiers.filter((m) => m.until !== 'end-of-combat');
  }
  endShowdown(s);
  checkTriggers(s, { kind: 'combat-ended', units: sd.designated ?? [] }); // 466.7.b
}
