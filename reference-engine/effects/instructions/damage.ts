// Damage instructions: deal damage (rule 433), divide damage among targets (355.14), prevent it
// (437) and heal it.
import { shieldedFromSpellDamage } from '../spell-damage-shield.ts';
import { addDoubling, addPrevention, dealDamage, heal, type PreventionChooser } from '../../game-actions/damage.ts';
import type { DecisionAnswer } from '../../interface.ts';
import type { Ability, Amount, Instruction, PassiveEffect } from '../../card-text/ast.ts';
import { amount as amountText } from '../../card-text/decompile/refs.ts';
import { abilitiesActive, isAtLocation } from '../../board.ts';
import type { PlayerId } from '../../interface.ts';
import { everyObject, isUnit, mightOf, objectOf, type GameObject, type GameState, type ObjectId } from '../../state.ts';
import { abilitiesOfKind } from '../compiled.ts';
import { chooseReplacement } from '../replacement-order.ts';
import { actOnEach, amountOf, objectsFor } from '../referents.ts';
import { answerTo, type Run } from '../run.ts';
import { noteSpellKill } from '../../triggers/spell-kills.ts';
import type { InstructionFamily } from './types.ts';
import { spellBonusDamage } from '../spell-bonus-damage.ts';

/** With several Prevent Values on a unit, its controller picks the one that applies first (rule 372). */
function preventionOrder(run: Run): PreventionChooser {
  return (unit, preventions) => {
    const sources = [...new Set(preventions.map((p) => p.source))].map((id) => objectOf(run.s, id));
    if (sources.length === 1) return preventions[0];
    const chosen = chooseReplacement(run, { kind: 'object', object: unit }, sources);
    return preventions.find((p) => p.source === chosen.id) ?? preventions[0];
  };
}

/** "Spells and abilities deal N Bonus Damage to units here" (a battlefield's): its N, or null for any other form. */
export function bonusToUnitsHere(a: Extract<Ability, { kind: 'passive' }>): number | null {
  const e: PassiveEffect = a.effect;
  if (e.kind !== 'bonus-damage' || a.condition || e.forEach || e.amount.kind !== 'number') return null;
  const by = e.subject;
  const to = e.to;
  const bySpellsAndAbilities =
    by.kind === 'select' && by.filters.length === 0 && by.nouns.length === 2 && by.nouns.includes('spell') && by.nouns.includes('ability');
  const toUnitsHere =
    to?.kind === 'select' &&
    to.nouns.length === 1 &&
    to.nouns[0] === 'unit' &&
    to.filters.length === 1 &&
    to.filters[0].kind === 'location' &&
    to.filters[0].at.kind === 'here';
  return bySpellsAndAbilities && toUnitsHere ? e.amount.value : null;
}

/**
 * The Bonus Damage a spell or ability (no other object dealing it) adds to its damage to this unit:
 * the battlefield's for units there, and its controller's permanents' for all its damage, all
 * instances summed and applied once (714).
 */
export function bonusDamageTo(s: GameState, unit: GameObject, controller: PlayerId, ofTheSpell = 0): number {
  return Math.max(0, bonusHere(s, unit) + bonusDamageOf(s, controller) + ofTheSpell); // 714, 714.2
}

/** The Bonus Damage the battlefield a unit is at grants to spells' and abilities' damage to it. */
function bonusHere(s: GameState, unit: GameObject): number {
  const at = unit.zone === 'battlefield' ? s.battlefields.find((b) => b.id === unit.battlefield) : undefined;
  return at ? abilitiesOfKind(at.card, 'passive').reduce((sum, { ability }) => sum + (bonusToUnitsHere(ability) ?? 0), 0) : 0;
}

/** "Your spells and abilities deal N Bonus Damage" (Annie, Fiery): its N, or null for any other form. */
export function bonusToYourSpellsAndAbilities(a: Extract<Ability, { kind: 'passive' }>): number | null {
  const e: PassiveEffect = a.effect;
  if (e.kind !== 'bonus-damage' || a.condition || e.forEach || e.to || e.amount.kind !== 'number') return null;
  const by = e.subject;
  const yours = by.kind === 'select' && by.determiner === 'your' && by.filters.length === 0 && by.nouns.length === 2;
  return yours && by.nouns.includes('spell') && by.nouns.includes('ability') ? e.amount.value : null;
}

/**
 * The Bonus Damage a player's permanents on the board, and the battlefields they control (190.6.a: a
 * battlefield's "you" is its controller, no one's when uncontrolled), grant to all of that player's
 * spells and abilities, summed (714).
 */
export function bonusDamageOf(s: GameState, controller: PlayerId): number {
  const cards = [
    ...everyObject(s)
      .filter((o) => o.controller === controller && abilitiesActive(o))
      .map((o) => o.card),
    ...s.battlefields.filter((b) => b.controller === controller).map((b) => b.card),
  ];
  let total = 0;
  for (const card of cards) for (const { ability } of abilitiesOfKind(card, 'passive')) total += bonusToYourSpellsAndAbilities(ability) ?? 0;
  return total;
}

function splitRefusal(a: DecisionAnswer, ids: readonly ObjectId[], total: number) {
  const amounts = a.amounts ?? {};
  const keys = Object.keys(amounts);
  if (keys.some((k) => !ids.includes(k))) return { code: 'invalid-decision' as const, reason: 'damage may go only to the targets', rule: '355.14.d' };
  if (keys.some((k) => !Number.isInteger(amounts[k]) || amounts[k] < 1))
    return { code: 'invalid-decision' as const, reason: 'each target receives at least 1 damage', rule: '355.14.g' };
  const sum = keys.reduce((n, k) => n + amounts[k], 0);
  if (sum !== total) return { code: 'invalid-decision' as const, reason: `the amounts must add up to ${total}`, rule: '355.14.e' };
  if (keys.length < Math.min(ids.length, total))
    return { code: 'invalid-decision' as const, reason: `keep at least ${Math.min(ids.length, total)} targets`, rule: '355.14.h.1' };
  return null;
}

type Fight = Extract<Instruction, { kind: 'fight' }>;

/** "They/We deal damage equal to their/our Mights to each other": the printed forms the engine carries out. */
function readsPair(i: Fight): boolean {
  if (i.form === 'our') return i.pair.kind === 'pronoun' && i.pair.word === 'we';
  return i.pair.kind === 'player' && i.pair.who === 'they';
}

/**
 * The two units of a fight: "we" is the source and the unit just chosen; "they" are the two units
 * the text named before, the last instruction's pair or else the two it chose as targets.
 */
function fighters(run: Run, i: Fight): GameObject[] {
  const onBoard = (ids: readonly ObjectId[]) => [...new Set(ids)].map((id) => run.s.objects[id]).filter((o) => o !== undefined && isUnit(o) && isAtLocation(o));
  if (i.form === 'our') return onBoard([run.source, ...(run.it ?? [])]);
  return run.it?.length === 2 ? onBoard(run.it) : onBoard(run.targets.flat());
}

/** The kinds of amount `amountOf` (referents.ts) works out; "that much" is what a condition before it measured (Run.thatMuch). */
const EVALUATED_AMOUNTS: ReadonlySet<Amount['kind']> = new Set(['number', 'might-of', 'count', 'remembered', 'keyword-value', 'that-much']);

/** "Equal to the damage marked on it": "it" is the unit the damage is dealt to. */
function damageMarkedOnTarget(amount: Amount): boolean {
  return amount.kind === 'damage-on' && amount.object.kind === 'pronoun' && amount.object.word === 'it';
}

export const DAMAGE: InstructionFamily = {
  fight: {
    // 417.6.b.3: each unit deals damage equal to its Might to the other, the units and not the spell
    // being its source (so no Bonus Damage of the spell's); each unit's controller is responsible (417.6.b.4).
    run(run, i) {
      const pair = fighters(run, i);
      run.didPrevious = false;
      run.it = pair.map((o) => o.id);
      if (pair.length !== 2) return; // 359.3.e.12: one of them is gone, so there is no other to deal damage to
      const [first, second] = pair;
      const [fromFirst, fromSecond] = [mightOf(first) ?? 0, mightOf(second) ?? 0];
      const toSecond = dealDamage(run.s, second.id, fromFirst, first.id, '417.6.b.3', preventionOrder(run), first.controller);
      const toFirst = dealDamage(run.s, first.id, fromSecond, second.id, '417.6.b.3', preventionOrder(run), second.controller);
      run.didPrevious = toFirst + toSecond > 0;
    },
    unsupported: (i) => (readsPair(i) ? [] : ['fight']),
  },

  'deal-damage': {
    run(run, i) {
      if (i.form === 'N' && i.instead) throw new Error(`"deal ... instead" of ${run.source} was reached apart from the deal it changes`);
      // "damage to a unit equal to the damage marked on it": each target's own damage, read as it is dealt to
      const markedOnTarget = damageMarkedOnTarget(i.amount);
      const amount = markedOnTarget ? 0 : amountOf(run, i.amount, i);
      const dealer = i.actor && i.actor.kind !== 'player' ? objectsFor(run, i.actor, i)[0] : undefined;
      if (amount === null || (i.actor && i.actor.kind !== 'player' && !dealer)) {
        run.didPrevious = false;
        return; // 359.3.e.12: built on missing information, ignored
      }
      // Unyielding Spirit: damage the text deals without naming an object that deals it is spell or ability damage (the Origins FAQ).
      if (!dealer && run.s.spellDamagePrevented) {
        run.didPrevious = false;
        run.it = objectsFor(run, i.to, i).map((o) => o.id);
        return;
      }
      // 715.4: Bonus Damage only adds to damage that is dealt; an object dealing it gets none of the spell's.
      const withBonus = (o: GameObject) => {
        // 437: a unit's "prevent all damage that enemy spells and abilities would deal to me" takes all of it
        if (!dealer && shieldedFromSpellDamage(run.s, o, run.controller)) return 0;
        const dealt = markedOnTarget ? o.damage : amount;
        return dealer || dealt < 1 ? dealt : dealt + bonusDamageTo(run.s, o, run.controller, spellBonusDamage(run));
      };
      actOnEach(run, i, i.to, (o) => dealDamage(run.s, o.id, withBonus(o), dealer?.id ?? run.source, undefined, preventionOrder(run), run.controller) > 0);
      if (!dealer && run.didPrevious) for (const id of run.it ?? []) noteSpellKill(run.s, 'damaged', id); // 428.5.c
    },
    // "deal 2 instead", naming no object: the deal before it of the other amount, carried out with it (instead.ts dealsOtherAmount)
    unsupported: (i) => [
      ...(i.form === 'N' && !i.instead ? ['the instruction deal-damage naming no object'] : []),
      // an amount `amountOf` cannot work out would deal nothing, silently
      ...(EVALUATED_AMOUNTS.has(i.amount.kind) || damageMarkedOnTarget(i.amount) || (i.amount.kind === 'cost-of' && i.amount.form === 'Energy cost')
        ? []
        : [`the instruction deal-damage of the amount "${amountText(i.amount)}"`]),
    ],
  },
  'split-damage': {
    run(run, i) {
      const printed = amountOf(run, i.amount, i);
      const objects = objectsFor(run, i.among, i);
      if (printed === null || objects.length === 0 || run.s.spellDamagePrevented) return;
      // 715.3: a Bonus Damage the action itself gets raises the amount to split; one granted only to
      // units at a location is added to what each of them receives.
      const amount = printed + Math.max(0, bonusDamageOf(run.s, run.controller) + spellBonusDamage(run)); // 714.2: a sum below zero adds none
      const question = {
        player: run.controller,
        kind: 'split-damage' as const,
        prompt: `Divide ${amount} damage among the targets`,
        source: run.source,
        options: objects.map((o) => ({ id: o.id, label: o.card.name })),
        min: Math.min(objects.length, amount),
        max: Math.min(objects.length, amount),
        total: amount,
        rule: '355.14.e',
      };
      const answer = answerTo(run, question, (a) =>
        splitRefusal(
          a,
          objects.map((o) => o.id),
          amount,
        ),
      );
      for (const [id, n] of Object.entries(answer.amounts ?? {})) {
        if (shieldedFromSpellDamage(run.s, objectOf(run.s, id), run.controller)) continue; // 437: all of it prevented
        const dealt = dealDamage(run.s, id, n + Math.max(0, bonusHere(run.s, objectOf(run.s, id))), run.source, '355.14', preventionOrder(run), run.controller);
        if (dealt) noteSpellKill(run.s, 'damaged', id); // 428.5.c
      }
      run.it = Object.keys(answer.amounts ?? {});
    },
  },
  'prevent-spell-damage': {
    run(run) {
      run.s.spellDamagePrevented = true; // until the end of the turn (cleanup.ts)
      run.didPrevious = true;
    },
  },
  'prevent-damage': {
    run(run, i) {
      // rule 437
      const amount = i.amount ? amountOf(run, i.amount, i) : null;
      if (i.amount && amount === null) {
        run.didPrevious = false;
        return;
      }
      actOnEach(run, i, i.to, (o) => addPrevention(run.s, o.id, amount ?? 'all', run.source, i.form === 'the next time'));
    },
  },
  'double-damage': {
    run: (run, i) => actOnEach(run, i, i.to, (o) => addDoubling(run.s, o.id)),
  },
  heal: {
    run: (run, i) =>
      actOnEach(run, i, i.object, (o) => {
        heal(run.s, o.id);
      }),
  },
};
