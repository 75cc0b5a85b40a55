// The interpreter of compiled card text: executes instructions top to bottom through the game
// actions (rule 359.3.d), skipping what refers to illegal targets (359.3.e.5–8), following partial
// instructions as far as they go (359.3.e.11), treating information about an object that is gone as
// null (359.3.e.12) and looking back at an object's characteristics before it changed zones (359.3.e.13).
import type { Amount, Instruction, LocationRef, ObjectRef, Predicate } from '../card-text/ast.ts';
import { checkChosen } from '../decisions.ts';
import { emit } from '../events.ts';
import { addResources, buff, dealDamage, heal, discard, draw, exhaust, moveTogether, ready, recall, recycle, stun } from '../game-actions/index.ts';
import { relocate } from '../game-actions/zones.ts';
import { takeControl } from '../game-actions/control.ts';
import { attach } from '../game-actions/attach.ts';
import { createDelayed } from '../delayed-triggers.ts';
import { triggerSubjectOf } from '../becomes-mighty.ts';
import { createToken } from '../game-actions/token.ts';
import { triggerNotesOf } from '../self-triggers.ts';
import type { Decision, DecisionAnswer, Domain } from '../interface.ts';
import { candidates, groupQualifies, literalAmount, qualifies, type SelectionContext } from '../playing-cards/selection.ts';
import { mightOf, objectOf, playerState, type GameObject, type ObjectId, type TriggerNotes } from '../state.ts';
import { killObject, replacerWithin } from './replacement.ts';
import { chooseReplacement } from './replacement-order.ts';
import { addPrevention, type PreventionChooser } from '../game-actions/damage.ts';
import { recycleFrom } from './recycle-from.ts';
import { orderRecycledRunes } from './rune-order.ts';
import { startPlayByEffect } from '../playing-cards/process-of-play.ts';
import type { BaseModification } from '../playing-cards/total-cost.ts';
import { answerTo, type Run } from './run.ts';
import { isThisBattlefield, objectsActedOn } from './slots.ts';

import { isAtLocation, isOffBoard } from '../board.ts';

function selectionContext(run: Run): SelectionContext {
  const killed = run.killed?.[0];
  return {
    controller: run.controller,
    source: run.source,
    itemSource: run.itemId ? run.source : undefined,
    among: run.looked,
    referenceMight: killed === undefined ? null : run.lookBack[killed]?.might ?? null,
    it: run.it ?? undefined,
  };
}

/** Whether the object changed zones to or from a non-board zone since its choice (359.3.e.2, e.4). */
function changedZones(run: Run, id: ObjectId): boolean {
  for (let i = run.targetMark; i < run.s.events.length; i++) {
    const e = run.s.events[i];
    if (e.object !== id) continue;
    if ((e.to && isOffBoard(e.to)) || (e.from && isOffBoard(e.from))) return true;
  }
  return false;
}

/** The slot's targets that are still legal as the item resolves. */
export function legalTargets(run: Run, slotIndex: number): GameObject[] {
  const slot = run.slots[slotIndex];
  const chosen = run.targets[slotIndex] ?? [];
  return chosen
    .map((id) => run.s.objects[id])
    .filter((o): o is GameObject => o !== undefined && !changedZones(run, o.id) && qualifies(run.s, o, slot.ref, selectionContext(run)));
}

/**
 * The objects an instruction acts on. A chosen slot yields its legal targets; when a group no
 * longer fulfils its group restriction, the controller picks a subset of the original targets that
 * does (355.11.b). A pronoun yields what the previous instruction acted on.
 */
function objectsFor(run: Run, ref: ObjectRef, instruction: Instruction): GameObject[] {
  const slotIndex = run.slots.findIndex((slot) => slot.ref === ref && slot.instruction === instruction);
  if (slotIndex >= 0) {
    const legal = legalTargets(run, slotIndex);
    if (groupQualifies(legal, ref)) return legal;
    return chooseSubset(run, legal, ref);
  }
  switch (ref.kind) {
    case 'self': return run.s.objects[run.source] ? [run.s.objects[run.source]] : [];
    case 'pronoun':
      if (run.eventSubject && /^that /.test(ref.word)) return run.eventSubject.map((id) => objectOf(run.s, id));
      if (ref.word === 'the rest') return (run.looked ?? []).map((id) => objectOf(run.s, id)).filter((o) => o.zone === 'main-deck');
      if (ref.word === 'the killed unit') return (run.killed ?? []).map((id) => objectOf(run.s, id));
      return (run.it ?? triggerSubject(run)).map((id) => run.s.objects[id]).filter((o) => o !== undefined);
    case 'select':
      if (ref.determiner === 'all' || ref.determiner === 'each' || ref.determiner === 'bare') return candidates(run.s, ref, selectionContext(run));
      return chooseAtResolution(run, ref);
    case 'both': return ref.parts.flatMap((part) => objectsFor(run, part, instruction));
    default: return [];
  }
}

function chooseSubset(run: Run, legal: GameObject[], ref: ObjectRef): GameObject[] {
  const question = {
    player: run.controller,
    kind: 'choose-objects' as const,
    prompt: 'The chosen group no longer meets its restriction: choose which of the original targets to affect',
    source: run.source,
    options: legal.map((o) => ({ id: o.id, label: o.card.name })),
    min: 0,
    max: legal.length,
    rule: '355.11.b',
  };
  const answer = answerTo(run, question, (a) => {
    const bad = checkChosen(question as Decision, a);
    if (bad) return bad;
    const group = (a.chosen ?? []).map((id) => objectOf(run.s, id));
    return groupQualifies(group, ref) ? null : { code: 'invalid-decision', reason: 'that group does not meet the restriction either', rule: '355.11.b' };
  });
  return (answer.chosen ?? []).map((id) => objectOf(run.s, id));
}

/** Selections made as the item resolves (355.10.e, 355.10.f, 355.17). */
function chooseAtResolution(run: Run, ref: Extract<ObjectRef, { kind: 'select' }>): GameObject[] {
  const pool = candidates(run.s, ref, selectionContext(run));
  if (pool.length === 0) return [];
  const n = literalAmount(ref.count) ?? 1;
  const min = ref.determiner === 'up-to' || ref.determiner === 'any-number' ? 0 : Math.min(n, pool.length);
  const max = ref.determiner === 'any-number' ? pool.length : Math.min(n, pool.length);
  if (min === max && max === pool.length) return pool; // no choice to make
  const question = {
    player: run.controller, kind: 'choose-objects' as const, prompt: 'Choose as the effect resolves', source: run.source,
    options: pool.map((o) => ({ id: o.id, label: o.card.name })), min, max, rule: '355.17',
  };
  const answer = answerTo(run, question, (a) => checkChosen(question as Decision, a));
  return (answer.chosen ?? []).map((id) => objectOf(run.s, id));
}

/** An amount, or null when it reads information that is no longer available (359.3.e.12). */
function amountOf(run: Run, amount: Amount, instruction: Instruction): number | null {
  switch (amount.kind) {
    case 'number': return amount.value;
    case 'might-of': {
      const [o] = objectsFor(run, amount.object, instruction);
      return o ? mightOf(o) : null;
    }
    case 'count': return objectsFor(run, amount.of, instruction).length;
    case 'remembered': {
      const id = (run.it ?? [])[0];
      return id !== undefined ? run.lookBack[id]?.might ?? null : null;
    }
    default: return null;
  }
}

function rememberBeforeZoneChange(run: Run, objects: readonly GameObject[]): void {
  for (const o of objects) run.lookBack[o.id] = { controller: o.controller, might: mightOf(o) };
}

function holds(run: Run, p: Predicate): boolean {
  switch (p.kind) {
    case 'did-previous': return run.didPrevious;
    case 'paid-additional-cost': return run.paidAdditionalCost;
    default: return false;
  }
}

/** The player an instruction's actor names; null when it names something no longer known. */
function actorOf(run: Run, i: Instruction): string | null {
  if (!i.actor) return run.controller;
  if (i.actor.kind === 'player') {
    if (i.actor.who === 'you') return run.controller;
    if (i.actor.who === 'its-controller' || i.actor.who === 'its-owner') {
      const id = (run.it ?? [])[0];
      if (id === undefined) return null;
      const o = run.s.objects[id];
      const known = run.lookBack[id];
      if (i.actor.who === 'its-owner') return o ? o.owner : null;
      return known ? known.controller : o && isAtLocation(o) ? o.controller : null;
    }
  }
  return run.controller;
}

/** Executes a list of instructions top to bottom. */
export function execute(run: Run, list: readonly Instruction[]): void {
  for (const i of list) {
    if (run.s.winner) return;
    // 359.3.e.15: a spell or ability that left the Chain stops resolving.
    if (run.itemId && !run.s.chain.some((c) => c.id === run.itemId)) return;
    const item = run.itemId ? run.s.chain.find((c) => c.id === run.itemId) : undefined;
    if (item?.kind === 'card' && run.s.objects[item.source]?.zone !== 'chain') return;
    executeOne(run, i);
  }
}

function actOnEach(run: Run, i: Instruction, ref: ObjectRef, f: (o: GameObject) => boolean | void): void {
  const objects = objectsFor(run, ref, i);
  let done = false;
  for (const o of objects) if (f(o) !== false) done = true;
  run.didPrevious = done;
  run.it = objects.map((o) => o.id);
}

export function executeOne(run: Run, i: Instruction): void {
  const s = run.s;
  if (i.actor?.kind === 'player' && (i.actor.who === 'each-player' || i.actor.who === 'each-opponent')) {
    // 355.10.e: each player makes their own choice as it resolves, in turn order.
    const everyone = s.players.map((p) => p.id).filter((p) => i.actor?.kind === 'player' && (i.actor.who === 'each-player' || p !== run.controller));
    const controller = run.controller;
    for (const p of everyone) {
      run.controller = p;
      executeOne(run, { ...i, actor: undefined } as Instruction);
    }
    run.controller = controller;
    return;
  }
  switch (i.kind) {
    case 'deal-damage': {
      const amount = amountOf(run, i.amount, i);
      const dealer = i.actor && i.actor.kind !== 'player' ? objectsFor(run, i.actor, i)[0] : undefined;
      if (amount === null || (i.actor && i.actor.kind !== 'player' && !dealer)) {
        run.didPrevious = false;
        return; // 359.3.e.12: built on missing information, ignored
      }
      actOnEach(run, i, i.to, (o) => dealDamage(s, o.id, amount, dealer?.id ?? run.source, undefined, preventionOrder(run)) > 0);
      return;
    }
    case 'split-damage': {
      const amount = amountOf(run, i.amount, i);
      const objects = objectsFor(run, i.among, i);
      if (amount === null || objects.length === 0) return;
      const question = {
        player: run.controller, kind: 'split-damage' as const, prompt: `Divide ${amount} damage among the targets`, source: run.source,
        options: objects.map((o) => ({ id: o.id, label: o.card.name })), min: Math.min(objects.length, amount), max: Math.min(objects.length, amount), total: amount, rule: '355.14.e',
      };
      const answer = answerTo(run, question, (a) => splitRefusal(a, objects.map((o) => o.id), amount));
      for (const [id, n] of Object.entries(answer.amounts ?? {})) dealDamage(s, id, n, run.source, '355.14', preventionOrder(run));
      run.it = Object.keys(answer.amounts ?? {});
      return;
    }
    case 'kill':
      actOnEach(run, i, i.object, (o) => {
        rememberBeforeZoneChange(run, [o]);
        return killObject(s, o.id, execute, run.source, (dying, replacers) => chooseReplacement(run, { kind: 'object', object: dying }, replacers)); // [abilities-and-actions] rule 372
      });
      run.killed = run.didPrevious ? [...(run.it ?? [])] : [];
      return;
    case 'look': {
      const n = amountOf(run, i.amount, i) ?? 0;
      run.looked = playerState(s, run.controller).mainDeck.slice(0, n);
      run.it = [...run.looked];
      run.didPrevious = run.looked.length > 0;
      return;
    }
    case 'banish':
      actOnEach(run, i, i.object, (o) => {
        const from = o.zone === 'battlefield' ? o.battlefield : o.zone;
        relocate(s, o.id, { zone: 'banishment', player: o.owner });
        emit(s, { kind: 'moved', object: o.id, player: o.owner, from, to: 'banishment' });
      });
      return;
    case 'choose': actOnEach(run, i, i.object, () => {}); return;
    case 'prevent-damage': { // rule 437
      const amount = i.amount ? amountOf(run, i.amount, i) : null;
      if (i.amount && amount === null) { run.didPrevious = false; return; }
      actOnEach(run, i, i.to, (o) => addPrevention(s, o.id, amount ?? 'all', run.source, !i.amount));
      return;
    }
    case 'heal': actOnEach(run, i, i.object, (o) => { heal(s, o.id); }); return;
    case 'ready': actOnEach(run, i, i.object, (o) => { ready(s, o.id); }); return;
    case 'exhaust': actOnEach(run, i, i.object, (o) => { exhaust(s, o.id); }); return;
    case 'stun': actOnEach(run, i, i.object, (o) => stun(s, o.id)); return;
    case 'buff': actOnEach(run, i, i.object, (o) => buff(s, o.id)); return;
    case 'take-control': actOnEach(run, i, i.object, (o) => takeControl(s, o.id, run.controller)); return;
    case 'attach': {
      // 434.3: the card it goes to is whatever the effect chose (a target, for "a unit you control").
      const [topMost] = objectsFor(run, i.to, i);
      if (!topMost) { run.didPrevious = false; run.it = []; return; }
      actOnEach(run, i, i.object, (o) => attach(s, o.id, topMost.id));
      return;
    }
    case 'delayed': run.didPrevious = createDelayed(s, i, run.controller, run.source, itemNotes(run)); return;
    case 'create-token': {
      const where = tokenLocation(run, i.to);
      const n = amountOf(run, i.token.count, i);
      if (where === null || n === null) { run.didPrevious = false; run.it = []; return; } // 359.3.f.2.a
      run.it = Array.from({ length: n }, () => createToken(s, run.controller, i.token, where, i.exhausted));
      run.didPrevious = n > 0;
      return;
    }
    case 'recall': actOnEach(run, i, i.object, (o) => { recall(s, o.id); if (i.exhausted) exhaust(s, o.id); }); return;
    case 'move': {
      const fixed = i.to?.kind === 'battlefield' && isThisBattlefield(i.to.ref);
      const to = fixed ? thisBattlefield(run) : i.to?.kind === 'base' ? 'base' : i.to?.kind === 'battlefield' ? run.destinations.shift() ?? null : null;
      const moving: ObjectId[] = [];
      actOnEach(run, i, i.object, (o) => {
        // 359.3.e.6: an impossible move (nowhere to go, or already there) is ignored.
        if (to === null || (to === 'base' ? o.zone === 'base' : o.zone === 'battlefield' && o.battlefield === to)) return false;
        moving.push(o.id);
      });
      // one move: the destination becomes contested once, its replacements applied within this run (rules 450, 370.1.a.1, 372.2)
      if (to !== null && moving.length > 0) moveTogether(s, moving, to, undefined, replacerWithin(run, execute));
      return;
    }
    case 'counter':
      actOnEach(run, i, i.object, (o) => {
        const countered = s.chain.find((c) => c.source === o.id && c.kind === 'card');
        if (!countered) return false;
        s.chain = s.chain.filter((c) => c !== countered);
        relocate(s, o.id, { zone: 'trash', player: o.owner });
        emit(s, { kind: 'countered', object: o.id, player: countered.controller, detail: `by ${run.source}` });
      });
      return;
    case 'play':
      actOnEach(run, i, i.object, (o) => {
        const ignoring = i.ignoringCost;
        const mods: BaseModification[] =
          ignoring === 'any and all costs' ? [{ kind: 'ignore-everything' }]
          : ignoring === 'its Energy cost' ? [{ kind: 'ignore-energy' }]
          : ignoring ? [{ kind: 'ignore-all' }]
          : i.forCost ? [{ kind: 'replace', replacement: { energy: i.forCost.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0), power: [] } }]
          : [];
        startPlayByEffect(s, o.id, run.controller, mods);
      });
      return;
    case 'return-to-hand':
      actOnEach(run, i, i.object, (o) => {
        // "return this from your trash": only while it is still there (rule 385.2: the text names its zone).
        if (i.from === 'your trash' && o.zone !== 'trash') return false;
        rememberBeforeZoneChange(run, [o]);
        const from = o.zone === 'battlefield' ? o.battlefield : o.zone;
        relocate(s, o.id, { zone: 'hand', player: o.owner });
        emit(s, { kind: 'moved', object: o.id, player: o.owner, from, to: 'hand' });
      });
      return;
    case 'modify-might': {
      const amount = amountOf(run, i.amount, i);
      if (amount === null) return;
      actOnEach(run, i, i.object, (o) => {
        o.modifiers.push({ might: amount * i.sign, until: i.duration === 'this-combat' ? 'end-of-combat' : 'end-of-turn', source: run.source });
        emit(s, { kind: 'might-changed', object: o.id, player: o.controller, amount: amount * i.sign });
      });
      return;
    }
    case 'draw': {
      const who = actorOf(run, i);
      const amount = amountOf(run, i.amount, i);
      if (who === null || amount === null) return; // 359.3.e.14.a: its linked instruction did not happen
      // several replacements of the draw are ordered by the drawing player (372.1); replaced, it still counts as done, as a replaced kill does
      draw(s, who, amount, '359.3.d', replacerWithin(run, execute));
      run.didPrevious = true;
      return;
    }
    case 'discard': {
      const amount = i.amount ? amountOf(run, i.amount, i) : 1;
      const hand = playerState(s, run.controller).hand;
      const n = Math.min(amount ?? 0, hand.length); // 359.3.e.11: as many as there are
      if (n === 0) { run.didPrevious = false; return; } // a "discard 1 to ..." cost with an empty hand is not paid
      const question = {
        player: run.controller, kind: 'choose-objects' as const, prompt: `Discard ${n}`, source: run.source,
        options: hand.map((id) => ({ id, label: objectOf(s, id).card.name })), min: n, max: n,
      };
      const chosen = n === hand.length ? [...hand] : answerTo(run, question, (a) => checkChosen(question as Decision, a)).chosen ?? [];
      for (const id of chosen) discard(s, run.controller, id);
      run.didPrevious = true;
      return;
    }
    case 'recycle-from': // [abilities-and-actions] rule 416.6
      return recycleFrom(run, i);
    case 'recycle': {
      const objects = objectsFor(run, i.object, i);
      // together, in random order (416.5); runes in their owner's order ([abilities-and-actions] 416.5.a)
      if (objects.length) recycle(s, run.controller, objects.map((o) => o.id), (owner, runes) => orderRecycledRunes(run, owner, runes));
      run.didPrevious = objects.length > 0;
      run.it = objects.map((o) => o.id);
      return;
    }
    case 'optional': {
      // Nothing could be chosen: nothing to ask. A later "it" then names nothing (359.3.e.14.a).
      if (!anythingToActOn(run, i.body)) { run.didPrevious = false; run.it = []; return; }
      const question = {
        player: run.controller, kind: 'yes-no' as const, prompt: 'Do you want to do this?', source: run.source,
        options: [{ id: 'yes', label: 'yes' }, { id: 'no', label: 'no' }], min: 1, max: 1,
      };
      const answer = answerTo(run, question, () => null);
      if (answer.accept === true || (answer.chosen ?? []).includes('yes')) executeOne(run, i.body);
      else {
        run.didPrevious = false;
        run.it = [];
      }
      return;
    }
    case 'conditional': {
      const yes = i.condition.kind === 'if' && holds(run, i.condition.predicate) !== (i.condition.form === 'unless');
      execute(run, yes ? i.then : i.otherwise ?? []);
      return;
    }
    case 'do-this': execute(run, i.body); return;
    case 'add': {
      const symbols = Array.isArray(i.resources) ? i.resources : [];
      const energy = symbols.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0);
      const power: Partial<Record<Domain, number>> = {};
      for (const sym of symbols) if (sym.kind === 'power' && sym.domain !== 'rainbow') power[sym.domain] = (power[sym.domain] ?? 0) + 1;
      addResources(s, run.controller, energy, power);
      return;
    }
    case 'cost-to': {
      // 355.10.c.1: "[do X] to [do Y]": Y happens only if X was done.
      let paid = true;
      for (const cost of i.cost) {
        executeOne(run, cost);
        paid = paid && run.didPrevious;
      }
      if (paid) execute(run, i.effect);
      else run.didPrevious = false;
      return;
    }
    case 'spend-buff': {
      const holders = candidates(s, { kind: 'select', determiner: 'a', nouns: ['unit'], plural: false, filters: [{ kind: 'controller', who: 'friendly' }, { kind: 'state', state: 'buffed' }] }, selectionContext(run));
      const [holder] = holders.length <= 1 ? holders : chooseAtResolution(run, { kind: 'select', determiner: 'a', nouns: ['unit'], plural: false, filters: [{ kind: 'controller', who: 'friendly' }, { kind: 'state', state: 'buffed' }] });
      run.didPrevious = holder !== undefined;
      if (holder) holder.buffs -= 1;
      return;
    }
    default:
      // Plays of cards using such instructions are refused as unsupported (process-of-play.ts), so
      // reaching one is an engine fault, not a game event.
      throw new Error(`instruction "${i.kind}" of ${run.source} is not interpreted`);
  }
}

/**
 * Where a token goes: "there" is what the trigger condition noted (359.3.f.3: where the source
 * moved from, whatever happened to the source since); "here" is where the source was as a delayed
 * ability was created (359.3.f.3.a), otherwise where it is now; null when that information is missing.
 */
function tokenLocation(run: Run, to: LocationRef | undefined): string | null {
  if (!to || to.kind === 'base') return 'base';
  if (to.kind === 'there') return itemNotes(run).from ?? null;
  if (to.kind === 'here') {
    const noted = itemNotes(run).here;
    if (noted) return noted;
    const o = run.s.objects[run.source];
    return o && o.zone === 'battlefield' ? o.battlefield ?? null : o && o.zone === 'base' ? 'base' : null;
  }
  return null;
}

/** What the trigger condition of the resolving item noted (359.3.f.3). */
function itemNotes(run: Run): TriggerNotes {
  const item = run.itemId ? run.s.chain.find((c) => c.id === run.itemId) : undefined;
  return triggerNotesOf(item?.data);
}

/** With several Prevent Values on a unit, its controller picks the one that applies first (rule 372). */
function preventionOrder(run: Run): PreventionChooser {
  return (unit, preventions) => {
    const sources = [...new Set(preventions.map((p) => p.source))].map((id) => objectOf(run.s, id));
    if (sources.length === 1) return preventions[0];
    const chosen = chooseReplacement(run, { kind: 'object', object: unit }, sources);
    return preventions.find((p) => p.source === chosen.id) ?? preventions[0];
  };
}

/** "it" before any instruction acted on anything: the object the trigger condition named (359.3.f.3). */
function triggerSubject(run: Run): ObjectId[] {
  const item = run.itemId ? run.s.chain.find((c) => c.id === run.itemId) : undefined;
  return triggerSubjectOf(item?.data) ?? [];
}

/** "this battlefield": the battlefield the trigger condition named (359.3.f.3.b), else where the source is. */
function thisBattlefield(run: Run): string | null {
  const noted = itemNotes(run).battlefield;
  if (noted) return noted;
  const o = run.s.objects[run.source];
  return o && o.zone === 'battlefield' ? o.battlefield ?? null : null;
}

function splitRefusal(a: DecisionAnswer, ids: readonly ObjectId[], total: number) {
  const amounts = a.amounts ?? {};
  const keys = Object.keys(amounts);
  if (keys.some((k) => !ids.includes(k))) return { code: 'invalid-decision' as const, reason: 'damage may go only to the targets', rule: '355.14.d' };
  if (keys.some((k) => !Number.isInteger(amounts[k]) || amounts[k] < 1)) return { code: 'invalid-decision' as const, reason: 'each target receives at least 1 damage', rule: '355.14.g' };
  const sum = keys.reduce((n, k) => n + amounts[k], 0);
  if (sum !== total) return { code: 'invalid-decision' as const, reason: `the amounts must add up to ${total}`, rule: '355.14.e' };
  if (keys.length < Math.min(ids.length, total)) return { code: 'invalid-decision' as const, reason: `keep at least ${Math.min(ids.length, total)} targets`, rule: '355.14.h.1' };
  return null;
}

/** Whether an instruction that picks objects as it resolves has anything to pick from. */
function anythingToActOn(run: Run, i: Instruction): boolean {
  const refs = objectsActedOn(i).filter((ref) => ref.kind === 'select' && !run.slots.some((slot) => slot.ref === ref));
  return refs.every((ref) => candidates(run.s, ref, selectionContext(run)).length > 0);
}
