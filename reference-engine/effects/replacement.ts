// Kill, with the standing replacement effects of permanents applied ("If a friendly unit would die,
// ... instead"). A replaced kill still counts as done for a cost (rule 357.2.a).
// Also the standing replacements of events on players ("If an opponent would draw, ...") and on
// battlefields ("If a battlefield would become contested, ..."), applied within a resolving effect
// here and anywhere else through replaced-events.ts.
import type { Ability, EventPattern, Instruction, ReplacementSpec } from '../card-text/ast.ts';
import { kill, unitsDied, type EventReplacer, type ReplaceableEvent } from '../game-actions/index.ts';
import { deathOf } from '../triggers/died.ts';
import { checkTriggers } from '../triggers/check.ts';
import type { PlayerId } from '../interface.ts';
import {
  everyObject,
  battlefieldState,
  cloneState,
  isChampionLegend,
  isUnit,
  type DelayedReplacement,
  type GameObject,
  type GameState,
  type ObjectId,
} from '../state.ts';
import { abilitiesOf } from './compiled.ts';
import { isAtLocation } from '../board.ts';
import { chooseReplacement, type Affected } from './replacement-order.ts';
import { readsDeathCondition, replacesDeathOf, watchesOwnUnitDeath } from './standing-death.ts';
import { answersYes, standaloneRun, type Run } from './run.ts';
import { processList } from '../process-caches.ts';

/**
 * The permanent's "If a friendly unit would die, ... instead" ability. When the compiler reads it
 * as an effect whose first instruction is the replacement, the sentences after "instead" belong to
 * the replacement too.
 */
function standingDeathReplacement(abilities: readonly Ability[]): Extract<Ability, { kind: 'replacement' }> | undefined {
  for (const a of abilities) {
    if (a.kind === 'replacement' && watchesOwnUnitDeath(a.replacement.event)) return appliedToDeaths(a) ? a : undefined;
    if (a.kind === 'spell' && a.effect[0]?.kind === 'replacement' && watchesOwnUnitDeath(a.effect[0].replacement.event)) {
      const [head, ...rest] = a.effect;
      return { kind: 'replacement', replacement: { ...head.replacement, then: [...(head.replacement.then ?? []), ...rest] } };
    }
  }
  return undefined;
}

/**
 * The standing death replacements killObject and the cleanup apply: no "once each turn" (371.1), no
 * "during combat", none its controller may decline (a question no death here asks yet), and a
 * condition of its own only when standing-death.ts evaluates it.
 */
function appliedToDeaths(a: Extract<Ability, { kind: 'replacement' }>): boolean {
  const spec = a.replacement;
  const optional = mayApply(spec);
  return !a.condition && !spec.oncePerTurn && !spec.duringCombat && (!optional || readsOptionalCost(optional)) && readsDeathCondition(spec.condition);
}

/**
 * "banish me from your trash instead", "return me from your trash to your hand instead": the replacement
 * describes itself as active in its card's trash (370.3, like 385.2).
 */
function actsFromTrash(a: Extract<Ability, { kind: 'replacement' }>): boolean {
  return a.replacement.instead.some((i) => (i.kind === 'banish' || i.kind === 'return-to-hand') && i.object.kind === 'self' && i.from === 'your trash');
}

/** Picks which of several applicable replacements applies first (rule 372: the dying unit's controller decides). */
export type ReplacerChooser = (dying: GameObject, replacers: GameObject[]) => GameObject;

/** "I can't be killed": card text that forbids its own death beats every rule that would kill it (002, 054.1). */
export function cannotBeKilled(o: GameObject): boolean {
  return abilitiesOf(o.card).some(
    (a) => a.kind === 'passive' && a.effect.kind === 'cant' && a.effect.subject.kind === 'self' && a.effect.action === 'be killed',
  );
}

type DeathReplacement = { replacer: GameObject; replacement: Extract<Ability, { kind: 'replacement' }>; delayed?: DelayedReplacement };

/** The delayed replacements a resolved instruction created for the death of `id` (390.3), as replacements of the spell or permanent that created them. */
function delayedDeathReplacements(s: GameState, id: ObjectId): DeathReplacement[] {
  const out: DeathReplacement[] = [];
  for (const delayed of s.delayedReplacements ?? []) {
    const replacer = s.objects[delayed.source];
    if (!replacer || !delayed.objects.includes(id)) continue;
    out.push({
      replacer,
      replacement: {
        kind: 'replacement',
        replacement: { event: { kind: 'event', subject: { kind: 'pronoun', word: 'it' }, verb: 'die' }, instead: delayed.instead, form: 'the next time' },
      },
      delayed,
    });
  }
  return out;
}

/** A delayed replacement of "the next time" is used up as it applies (390.3). */
function useUp(s: GameState, delayed: DelayedReplacement | undefined): void {
  if (delayed?.once) s.delayedReplacements = (s.delayedReplacements ?? []).filter((d) => d !== delayed);
}

/**
 * The deaths of one kill, replaced in order (373.2): each replacement applies in one sequence only,
 * and is `closed` once another one is applied after it. `last` is the one applied last.
 */
export interface ReplacementSequence {
  closed: Set<ObjectId>;
  last?: ObjectId;
}

/** The standing replacements that would replace the death of the permanent `id` now (368, 370.1), in board order, none whose sequence is over. */
export function deathReplacements(s: GameState, id: ObjectId, closed?: ReadonlySet<ObjectId>): DeathReplacement[] {
  const dying = s.objects[id];
  const applicable: DeathReplacement[] = [];
  // a gear dies as a unit does (428.5.a, 808.1.a): "If it would die" on a gear replaces its death too
  if (!dying) return applicable;
  for (const replacer of everyObject(s)) {
    // whose unit it watches is read by replacesDeathOf: "a friendly unit" takes in a teammate's (740.1.a), "a unit you control" only its controller's
    if (replacer.id === id) continue;
    const replacement = standingDeathReplacement(abilitiesOf(replacer.card));
    // 370.3: a replacement that says it acts from the trash applies only once its card is there
    const where = replacement && actsFromTrash(replacement) ? replacer.zone === 'trash' : isAtLocation(replacer);
    if (replacement && where && !closed?.has(replacer.id) && replacesDeathOf(s, replacement, replacer, dying)) applicable.push({ replacer, replacement });
  }
  applicable.push(...delayedDeathReplacements(s, id).filter((d) => !closed?.has(d.replacer.id)));
  return applicable;
}

/**
 * "you may pay :rb_rune_rainbow:, exhaust me, and spend its buff to ... instead" (371.2): the costs a
 * death's optional replacement may ask for, each one done or not as a whole (pay: 444.2).
 */
function readsOptionalCost(body: Instruction): boolean {
  if (body.kind !== 'cost-to') return false;
  return body.cost.every(
    (c) =>
      c.kind === 'pay' ||
      (c.kind === 'exhaust' && c.object.kind === 'self') ||
      (c.kind === 'spend-buff' && c.object.kind === 'select' && c.object.determiner === 'its'),
  );
}

/** Whether every cost of the optional replacement can be paid now: tried on a copy of the game (a cost half paid is none paid). */
function payable(s: GameState, d: DeathReplacement, dying: GameObject, body: Extract<Instruction, { kind: 'cost-to' }>, execute: Executor): boolean {
  const trial: Run = { ...standaloneRun(cloneState(s), d.replacer.controller, d.replacer.id), eventSubject: [dying.id] };
  for (const cost of body.cost) {
    execute(trial, [cost]);
    if (!trial.didPrevious) return false;
  }
  return true;
}

/**
 * The replacements offered for this death: each optional one only if its costs can be paid and its
 * controller applies it (371.2.a; one declined is not applied, 371.2.b), then standing for what it
 * does once applied. Without a way to ask, an optional one is not applied.
 */
function offered(s: GameState, dying: GameObject, all: DeathReplacement[], execute: Executor, applies?: (replacer: GameObject) => boolean): DeathReplacement[] {
  return all.flatMap((d) => {
    const body = mayApply(d.replacement.replacement);
    if (!body) return [d];
    if (body.kind !== 'cost-to' || !applies || !payable(s, d, dying, body, execute) || !applies(d.replacer)) return [];
    return [{ ...d, replacement: { ...d.replacement, replacement: { ...d.replacement.replacement, instead: [body] } } }];
  });
}

/**
 * Kills an object; returns true when the kill happened or was replaced (either way it was done).
 * `execute` carries out a replacement's instructions, with "that unit" meaning the unit that would have died.
 * An unreplaced death does not happen yet: the object is added to `together`, for `dieTogether`.
 */
export function killObject(
  s: GameState,
  id: ObjectId,
  execute: Executor,
  chooseReplacer: ReplacerChooser | undefined,
  together: ObjectId[],
  sequence?: ReplacementSequence,
  applies?: (replacer: GameObject) => boolean,
): boolean {
  const dying = s.objects[id];
  // a legend in a Legend Zone: no replacement of a death applies; the Champion Legend cannot be removed (107.4.d),
  // so killing it is not done ("If you do", 205), while a legend an effect added may be (107.4.d.2)
  if (dying?.zone === 'legend') return !isChampionLegend(s, id) && together.push(id) > 0;
  if (!dying || !isAtLocation(dying)) return false;
  // "I can't be killed": the instruction is impossible and is skipped (358.3.a, 359.3.e.6).
  if (cannotBeKilled(dying)) return false;
  // [abilities-and-actions] All the replacements that apply are found first; with several, the
  // chooser (when the caller can ask) picks the one applied; it replaces the death, so the others
  // no longer have an event to replace (rules 370.2, 372).
  const applicable = offered(s, dying, deathReplacements(s, id, sequence?.closed), execute, applies);
  if (applicable.length > 0) {
    const chosen =
      applicable.length > 1 && chooseReplacer
        ? chooseReplacer(
            dying,
            applicable.map((a) => a.replacer),
          )
        : applicable[0].replacer;
    const { replacer, replacement, delayed } = applicable.find((a) => a.replacer.id === chosen.id) ?? applicable[0];
    if (sequence) {
      if (sequence.last !== undefined && sequence.last !== replacer.id) sequence.closed.add(sequence.last);
      sequence.last = replacer.id;
    }
    useUp(s, delayed);
    const run: Run = { ...standaloneRun(s, replacer.controller, replacer.id), eventSubject: [id] };
    execute(run, [...replacement.replacement.instead, ...(replacement.replacement.then ?? [])]);
    return true;
  }
  together.push(id);
  return true;
}

/**
 * The deaths one kill instruction causes and no replacement replaced happen together (370.1.a.2),
 * once every replacement applied has been carried out (373.1.a): each dies (its own death triggers
 * checked as it does), then what is left on the board sees them all, as in a cleanup (323.5).
 */
export function dieTogether(s: GameState, ids: readonly ObjectId[], by?: ObjectId, player?: PlayerId): void {
  const dying = ids.map((id) => s.objects[id]).filter((o) => o !== undefined && (isAtLocation(o) || o.zone === 'legend'));
  // `player`: the one responsible for the kill instruction (428.5.b)
  const deaths = dying.filter((o) => isUnit(o) && !o.facedown).map((o) => ({ ...deathOf(o), ...(player ? { by: player } : {}) }));
  // Their death triggers are found before any of them leaves, as in a cleanup (323.4): each sees the others still there ("If I died alone").
  for (const o of dying) if (o.zone !== 'legend' && !o.facedown) checkTriggers(s, { kind: 'dying', object: o.id });
  for (const o of dying) kill(s, o.id, { by, rule: '428', together: true, triggered: true });
  unitsDied(s, deaths);
}

type ReplacementAbility = Extract<Ability, { kind: 'replacement' }>;

/** Whether a standing replacement's event pattern names this event, as seen by the replacer's controller. */
function watches(pattern: EventPattern, controller: PlayerId, affected: Affected): boolean {
  const subject = pattern.subject;
  if (affected.kind === 'player') {
    if (pattern.verb !== 'draw' || subject.kind !== 'player') return false;
    if (subject.who === 'you') return affected.player === controller;
    if (subject.who === 'an-opponent') return affected.player !== controller;
    return subject.who === 'a-player';
  }
  if (affected.kind === 'battlefield') {
    // "a battlefield", optionally "an uncontrolled battlefield"; other restrictions are not read here
    if (pattern.verb !== 'become contested' || subject.kind !== 'select' || !subject.nouns.includes('battlefield')) return false;
    return subject.filters.every((f) => f.kind === 'state' && f.state === 'uncontrolled' && affected.battlefield.controller === null);
  }
  return false;
}

/**
 * Whether a standing replacement watches an event the engine replaces: a friendly unit's death
 * (killObject, not "once each turn"), a draw or a battlefield becoming contested (replaceEvent).
 */
function replacedByEngine(pattern: EventPattern, oncePerTurn?: boolean): boolean {
  if (watchesOwnUnitDeath(pattern)) return !oncePerTurn;
  const subject = pattern.subject;
  if (pattern.verb === 'draw') return subject.kind === 'player' && ['you', 'an-opponent', 'a-player'].includes(subject.who);
  return (
    pattern.verb === 'become contested' &&
    subject.kind === 'select' &&
    subject.nouns.includes('battlefield') &&
    subject.filters.every((f) => f.kind === 'state' && f.state === 'uncontrolled')
  );
}

/** Whether the engine carries out this standing replacement: a death one as appliedToDeaths says, another with no condition of its own. */
export function replacementCarriedOut(a: ReplacementAbility): boolean {
  const spec = a.replacement;
  if (watchesOwnUnitDeath(spec.event)) return appliedToDeaths(a);
  return !a.condition && !spec.condition && !spec.duringCombat && replacedByEngine(spec.event, spec.oncePerTurn);
}

/** The standing replacements of permanents on the board that apply to an event on `affected`, in board order. */
function applicableReplacements(s: GameState, affected: Affected): { replacer: GameObject; replacement: ReplacementAbility }[] {
  const out: { replacer: GameObject; replacement: ReplacementAbility }[] = [];
  for (const replacer of everyObject(s)) {
    if (!isAtLocation(replacer) || replacer.facedown) continue;
    for (const a of abilitiesOf(replacer.card)) {
      if (a.kind !== 'replacement' || !watches(a.replacement.event, replacer.controller, affected)) continue;
      if (a.replacement.oncePerTurn && (s.performedThisTurn ?? []).includes(usedKey(replacer.id))) continue; // 371.1
      out.push({ replacer, replacement: a });
    }
  }
  return out;
}

/** Replacers applied to the event being replaced and to the events replacing it (370.2), innermost last. */
const applying = processList<ObjectId>();

export type Executor = (run: Run, list: readonly Instruction[]) => void;

/**
 * Replaces an event an instruction of `run` is about to perform on a player or a battlefield, if
 * standing replacements apply: with several, the player rule 372 names picks the one that applies
 * (the others then have no event left to replace). Its instructions run as its controller's, within
 * the same run, so any question they ask is answered like the rest of the resolution. True when
 * the event was replaced.
 */
export function replaceEvent(run: Run, affected: Affected, execute: Executor): boolean {
  const declined: ObjectId[] = [];
  for (;;) {
    const applicable = applicableReplacements(run.s, affected).filter((a) => !applying.includes(a.replacer.id) && !declined.includes(a.replacer.id));
    if (applicable.length === 0) return false;
    const chosen =
      applicable.length > 1
        ? chooseReplacement(
            run,
            affected,
            applicable.map((a) => a.replacer),
          )
        : applicable[0].replacer;
    const { replacer, replacement } = applicable.find((a) => a.replacer.id === chosen.id) ?? applicable[0];
    const spec = replacement.replacement;
    const optional = mayApplyAll(spec);
    // 371.2.a–b: one its controller declines is not applied, and counts as unused this turn.
    if (optional && !choosesToApply(run, replacer)) {
      declined.push(replacer.id);
      continue;
    }
    if (spec.oncePerTurn) (run.s.performedThisTurn ??= []).push(usedKey(replacer.id)); // 371.1
    const saved = { controller: run.controller, source: run.source, it: run.it, eventSubject: run.eventSubject, chosenPlayer: run.chosenPlayer };
    run.controller = replacer.controller;
    run.source = replacer.id;
    run.it = null;
    // "If an opponent would draw, they ... instead": "they" is the player the replaced event would have happened to
    if (affected.kind === 'player') run.chosenPlayer = affected.player;
    applying.push(replacer.id);
    try {
      execute(run, [...(optional ?? spec.instead), ...(spec.then ?? [])]);
    } finally {
      applying.pop();
      Object.assign(run, saved);
    }
    return true;
  }
}

/** How "once each turn" replacements are noted as used this turn (371.1), among the abilities performed. */
function usedKey(replacer: ObjectId): string {
  return `${replacer}#replacement`;
}

/** "..., you may <do X> instead": the instruction applied if its controller chooses to (371.2); undefined when it is not optional. */
function mayApply(spec: ReplacementSpec): Instruction | undefined {
  const [first] = spec.instead;
  return spec.instead.length === 1 && first.kind === 'optional' ? first.body : undefined;
}

/**
 * What an optional replacement does if applied: "you may draw 1 and deal 1 to each enemy unit instead" is one choice,
 * its "may" covering all it joins with "and" (371.2); undefined when it is not optional.
 */
function mayApplyAll(spec: ReplacementSpec): Instruction[] | undefined {
  const one = mayApply(spec);
  if (one) return [one];
  const [first, ...rest] = spec.instead;
  return first?.kind === 'optional' && rest.length > 0 && rest.every((i) => i.join === 'and') ? [first.body, ...rest] : undefined;
}

/** 371.2.a: whether the controller of an optional replacement applies it to this event. */
export function choosesToApply(run: Run, replacer: GameObject): boolean {
  return answersYes(run, replacer.controller, `Apply the replacement effect of ${replacer.card.name}?`, replacer.id, '371.2.a');
}

/** What rule 372 asks about for a replaceable event: the player drawing, or the battlefield. */
export function affectedBy(s: GameState, event: Exclude<ReplaceableEvent, { kind: 'die' }>): Affected {
  return event.kind === 'draw' ? { kind: 'player', player: event.player } : { kind: 'battlefield', battlefield: battlefieldState(s, event.battlefield) };
}

/** Whether a standing replacement not already applied (370.2) would replace the event; a death, whether one of killObject's would. */
export function isReplaceable(s: GameState, event: ReplaceableEvent): boolean {
  if (event.kind === 'die') return event.objects.some((id) => deathReplacements(s, id).length > 0);
  return applicableReplacements(s, affectedBy(s, event)).some((a) => !applying.includes(a.replacer.id));
}

/**
 * How card text resolving in `run` has the draws and contests it causes replaced: within the run,
 * so the question of rule 372 and those of the replacement's own instructions are answered like
 * the rest of the resolution.
 */
export function replacerWithin(run: Run, execute: Executor): EventReplacer {
  return (s, event) => event.kind !== 'die' && replaceEvent(run, affectedBy(s, event), execute);
}
