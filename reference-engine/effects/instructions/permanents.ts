// Instructions that change a permanent where it is: ready and exhaust it (rules 414, 415), stun it
// (423), buff it and spend a buff (426), change or double its Might for a while (432), take control of it (359.3.f),
// attach and detach it (434, 435), and kill it (428), with the standing replacements of its death applied.
// Long file: one table of the instructions that act on a permanent where it is, each entry short and sharing the
// helpers above it; split by action, those helpers would be spread over several files.
import { giveFlowAtItsCost, readsFlowAtItsCost } from '../granted-flow.ts';
import { attach } from '../../game-actions/attach.ts';
import { becomeCopy } from '../../game-actions/copy.ts';
import { takeControl } from '../../game-actions/control.ts';
import { contest } from '../../game-actions/move.ts';
import { buff, exhaust, ready, stun } from '../../game-actions/index.ts';
import { buffsWithoutLimit, spendBuff } from '../../game-actions/buff.ts';
import { disempower, empower } from '../../game-actions/empower.ts';
import { emit } from '../../events.ts';
import { applySetMight, isUnit, nextTimestamp, keywordsOf, keywordValue, mightOf, nextPlayer } from '../../state.ts';
import { isAtLocation } from '../../board.ts';
import type { GameObject } from '../../state.ts';
import type { Instruction, ObjectRef } from '../../card-text/ast.ts';
import type { Run } from '../run.ts';
import { candidates } from '../../playing-cards/selection.ts';
import { choosesToApply, deathReplacements, dieTogether, killObject, replacerWithin, type Executor, type ReplacementSequence } from '../replacement.ts';
import { chooseReplacedFirst, chooseReplacement } from '../replacement-order.ts';
import {
  actOnEach,
  actorOf,
  amountOf,
  BURNED_MIGHT,
  chooseAtResolution,
  lastChosen,
  objectsFor,
  rememberBeforeZoneChange,
  selectionContext,
} from '../referents.ts';
import { noteSpellKill } from '../../triggers/spell-kills.ts';
import { checkTriggers } from '../../triggers/check.ts';
import type { ActedVerb } from '../../triggers/types.ts';
import type { InstructionFamily } from './types.ts';

/** "it": what the instructions before acted on, or what the trigger condition named (referents.ts). */
const IT: ObjectRef = { kind: 'pronoun', word: 'it' };

/** "a buffed unit you control": whose buff "spend a buff" spends. */
export const BUFFED_FRIENDLY: Extract<ObjectRef, { kind: 'select' }> = {
  kind: 'select',
  determiner: 'a',
  nouns: ['unit'],
  plural: false,
  filters: [
    { kind: 'controller', who: 'friendly' },
    { kind: 'state', state: 'buffed' },
  ],
};

/** The types of counter the cards place (742): buffs are the only one (701). */
type CounterType = 'buff';
const COUNTER_TYPES: readonly CounterType[] = ['buff'];

/**
 * A decrease "to a minimum of N" (477.3.b, 477.3.e.2.b): limited against the unit's Might when it
 * applies, and remembered at that size for as long as it lasts (snapshotted), never below 0 in size.
 */
function limitedChange(o: GameObject, change: number, minimum: number | undefined, maximum?: number): number {
  // 477.3.e.1.b: an increase "to a maximum of N" likewise, measured when it applies
  if (maximum !== undefined && change > 0) return Math.min(change, Math.max(0, maximum - (mightOf(o) ?? 0)));
  if (minimum === undefined || change >= 0) return change;
  const room = Math.max(0, (mightOf(o) ?? 0) - minimum);
  return -Math.min(-change, room);
}

/**
 * The controller of the resolving spell or ability is responsible for the game action it performed
 * (411.1): "When you ready me" and the like of that player's permanents trigger on it.
 */
function performedBy(run: Run, verb: ActedVerb, done: boolean, o: GameObject, to?: GameObject): boolean {
  if (done) checkTriggers(run.s, { kind: 'acted-on', verb, player: run.controller, object: o.id, ...(to ? { to: to.id } : {}) });
  return done;
}

export const PERMANENTS: InstructionFamily = {
  // 415.1.b: an object already ready (or that can't be readied) is not readied, so that is not done ("If you do", 205)
  ready: {
    run: (run, i) => actOnEach(run, i, i.object, (o) => performedBy(run, 'ready', ready(run.s, o.id), o)),
  },
  exhaust: {
    run: (run, i) =>
      // 414.1.c: an object already exhausted is not exhausted again, so that is not done (414.4: as a cost, it is not paid)
      actOnEach(run, i, i.object, (o) => exhaust(run.s, o.id)),
  },
  stun: {
    run(run, i) {
      const stunned: string[] = [];
      actOnEach(run, i, i.object, (o) => {
        if (performedBy(run, 'stun', stun(run.s, o.id), o)) stunned.push(o.id);
        return stunned.includes(o.id);
      });
      // "When you stun one or more enemy units": once for all the units this instruction stunned
      if (stunned.length > 0) checkTriggers(run.s, { kind: 'acted-on-group', verb: 'stun', player: run.controller, objects: stunned });
    },
  },
  buff: { run: (run, i) => actOnEach(run, i, i.object, (o) => performedBy(run, 'buff', buff(run.s, o.id), o)) },
  // 441.1 / 442.1: set or remove the Empowered status; already so, nothing happens (441.1.c, 442.1.a.1)
  // "When you empower something else" (441): the player whose spell or ability empowers is responsible
  empower: {
    run: (run, i) => actOnEach(run, i, i.object, (o) => (i.negated ? disempower(run.s, o.id) : performedBy(run, 'empower', empower(run.s, o.id), o))),
  },
  'spend-buff': {
    run(run, i) {
      // the type of counter named, or any type when the text names none ("spend a counter", 745.1.a)
      const types: readonly CounterType[] = i.anyCounter ? COUNTER_TYPES : ['buff'];
      const its = i.object.kind === 'select' && i.object.determiner === 'its';
      // "spend its buff" in a replacement: the buff of the unit the replaced event would have happened to, which it then acts on
      const itsOwn = run.eventSubject !== undefined && its;
      // elsewhere the buff of the unit "it" names ("Choose a friendly unit. You may spend its buff to ..."), not any other's
      const named = its && !itsOwn ? objectsFor(run, IT, i).map((o) => o.id) : null;
      const holders = types.includes('buff') ? candidates(run.s, BUFFED_FRIENDLY, selectionContext(run)) : [];
      const [holder] = itsOwn
        ? holders.filter((o) => run.eventSubject?.includes(o.id))
        : named
          ? holders.filter((o) => named.includes(o.id))
          : holders.length <= 1
            ? holders
            : chooseAtResolution(run, BUFFED_FRIENDLY);
      run.didPrevious = holder !== undefined;
      if (itsOwn) run.it = holder ? [holder.id] : [];
      if (holder) spendBuff(run.s, holder.id, run.controller);
    },
  },
  'modify-might': {
    run(run, i) {
      // 432.1.a, 477.3.b: for as long as the effect says; naming no duration (the grammar reads no other), it lasts while the object stays on the board
      const amount = amountOf(run, i.amount, i);
      if (amount === null) return;
      const lasts = i.duration === 'this-combat' ? 'end-of-combat' : i.duration === 'this-turn' ? 'end-of-turn' : 'while-on-board';
      // The keywords given with it; "my keywords" are those the source has as this resolves, later changes aside.
      const keywords = [...(i.keywords ?? []).map((k) => ({ name: k.name, value: k.value ?? 1 })), ...(i.keywordsOf ? keywordsNow(run, i) : [])];
      actOnEach(run, i, i.object, (o) => {
        const might = limitedChange(o, amount * i.sign, i.minimum, i.maximum);
        o.modifiers.push({ might, until: lasts, source: run.source });
        for (const keyword of keywords) o.modifiers.push({ keyword, until: lasts, source: run.source });
        emit(run.s, { kind: 'might-changed', object: o.id, player: o.controller, amount: might });
      });
    },
    unsupported: (i) =>
      // "equal to that spell's Energy cost": its printed Energy cost (206), read wherever the card went (amountOf)
      i.equalTo && !(i.amount.kind === 'cost-of' && i.amount.form === 'Energy cost') && !(i.amount.kind === 'remembered' && i.amount.what === BURNED_MIGHT)
        ? ['Might equal to the cost of another object']
        : (i.keywords ?? []).every((k) => GRANTED_FOR_NOW.has(k.name)) && (!i.keywordsOf || i.duration === 'this-turn' || i.duration === 'this-combat')
          ? []
          : ['grant-keyword'],
  },
  'grant-keyword': {
    run: (run, i) => {
      if (repeatForNextSpell(i)) {
        (run.s.nextSpellRepeat ??= []).push(run.controller); // until a spell takes it as it is played (play-data.ts), or the turn ends
        run.didPrevious = true;
        return;
      }
      if (readsFlowAtItsCost(i)) return actOnEach(run, i, i.object, (o) => giveFlowAtItsCost(o, run.source)); // a spell in the trash (granted-flow.ts)
      if (i.loses) {
        actOnEach(run, i, i.object, (o) => {
          // 801.3.b.1: for as long as the effect says; 801.3.b.2: naming none, while it stays on the board (zones.ts clears it)
          if (i.duration === 'this-turn' || i.duration === 'this-combat') {
            const ends = i.duration === 'this-combat' ? 'end-of-combat' : 'end-of-turn';
            for (const k of i.keywords) o.modifiers.push({ removes: k.name, until: ends, source: run.source });
          } else o.lost = [...(o.lost ?? []), ...i.keywords.map((k) => k.name)];
        });
        return;
      }
      actOnEach(run, i, i.object, (o) => {
        // 801.3.a.2: the effect says how long; "this turn" and "this combat" end as Might changes do.
        if (i.duration === 'this-turn' || i.duration === 'this-combat') {
          const ends = i.duration === 'this-combat' ? 'end-of-combat' : 'end-of-turn';
          for (const k of i.keywords) o.modifiers.push({ keyword: { name: k.name, value: k.value ?? 1 }, until: ends, source: run.source });
          return;
        }
        // A lasting [Temporary]: what a granted keyword does is its keyword's rule (816.1.b, triggers/turn.ts).
        o.granted = [...(o.granted ?? []), ...i.keywords.map((k) => k.name)];
      });
    },
    unsupported: (i) =>
      (i.loses && i.keywords.every((k) => LOST_READ.has(k.name))) ||
      (!i.loses && grantsForNow(i)) ||
      repeatForNextSpell(i) ||
      readsFlowAtItsCost(i) ||
      (i.duration === 'permanent' && !i.gains && i.keywords.every((k) => k.name === 'Temporary'))
        ? []
        : ['grant-keyword'],
  },
  'double-might': {
    run(run, i) {
      // 432.1: increased by its current Might, for as long as the effect says (432.1.a)
      actOnEach(run, i, i.object, (o) => {
        const amount = mightOf(o) ?? 0;
        o.modifiers.push({ might: amount, until: i.duration === 'this-combat' ? 'end-of-combat' : 'end-of-turn', source: run.source });
        emit(run.s, { kind: 'might-changed', object: o.id, player: o.controller, amount });
      });
    },
    unsupported: (i) => (i.duration === 'this-turn' || i.duration === 'this-combat' ? [] : ['double-might for that long']),
  },
  'set-might': {
    run(run, i) {
      // 477.1.a.1: set in the first layer, the latest setting effect applying (480.3)
      actOnEach(run, i, i.object, (o) => {
        const before = mightOf(o) ?? 0;
        const ends = i.duration === 'this-combat' ? 'end-of-combat' : 'end-of-turn';
        o.modifiers.push({ might: 0, sets: i.amount, at: nextTimestamp(run.s), until: ends, source: run.source });
        applySetMight(o);
        emit(run.s, { kind: 'might-changed', object: o.id, player: o.controller, amount: (mightOf(o) ?? 0) - before });
      });
    },
    unsupported: (i) => (i.duration === 'this-turn' || i.duration === 'this-combat' ? [] : ['set-might for that long']),
  },
  'swap-might': {
    run(run, i) {
      // 433.1.b: the lower Might is increased and the higher decreased by their difference, for as long as the effect says
      const pair = objectsFor(run, i.object, i);
      run.it = pair.map((o) => o.id);
      run.didPrevious = pair.length === 2;
      if (pair.length !== 2) return;
      const [low, high] = [...pair].sort((a, b) => (mightOf(a) ?? 0) - (mightOf(b) ?? 0));
      const difference = (mightOf(high) ?? 0) - (mightOf(low) ?? 0);
      if (difference === 0) return; // 433.1.c
      const until = i.duration === 'this-combat' ? 'end-of-combat' : 'end-of-turn';
      const change = (o: GameObject, might: number) => {
        o.modifiers.push({ might, until, source: run.source });
        emit(run.s, { kind: 'might-changed', object: o.id, player: o.controller, amount: might });
      };
      change(low, difference);
      change(high, -difference);
    },
    unsupported: (i) => (i.duration === 'this-turn' || i.duration === 'this-combat' ? [] : ['swap-might for that long']),
  },
  'take-control': {
    run(run, i, { execute }) {
      actOnEach(run, i, i.object, (o) => {
        if (!takeControl(run.s, o.id, run.controller)) return false;
        // 190.3.a: a unit now controlled by a player who does not control its battlefield is present
        // there for that player, and contests it as an arriving unit would.
        if (isUnit(o) && o.zone === 'battlefield' && o.battlefield) contest(run.s, o.battlefield, run.controller, replacerWithin(run, execute));
      });
    },
    // "Lose control of that unit ...": giving control back is not carried out (taking it again would do nothing)
    unsupported: (i) => (i.lose ? ['losing control of a unit'] : []),
  },
  attach: {
    run(run, i) {
      // 434.3: the card it goes to is whatever the effect chose (a target, for "a unit you control").
      const [topMost] = objectsFor(run, i.to, i);
      if (!topMost) {
        run.didPrevious = false;
        run.it = [];
        return;
      }
      actOnEach(run, i, i.object, (o) => performedBy(run, 'attach', attach(run.s, o.id, topMost.id), o, topMost));
    },
  },
  // 746: the buff leaves the first unit and is on the second at once; none moves off a unit without one,
  // nor onto a unit that has one already (702.3)
  'move-buff': {
    run(run, i) {
      const [from] = objectsFor(run, i.from, i);
      const [to] = objectsFor(run, i.to, i);
      run.didPrevious = from !== undefined && to !== undefined && from.id !== to.id && from.buffs > 0 && (to.buffs === 0 || buffsWithoutLimit(to));
      if (!run.didPrevious || !from || !to) return;
      from.buffs -= 1;
      to.buffs += 1;
    },
  },
  // 435.1.a: only a card that is attached can be detached; it stays where its top-most card is (435.4)
  detach: {
    run: (run, i) =>
      actOnEach(run, i, i.object, (o) => {
        const from = o.attachedTo && run.s.objects[o.attachedTo];
        if (from) checkTriggers(run.s, { kind: 'detached', objects: [o.id], decider: from.controller }); // 725.2
        if (!o.attachedTo) return false;
        delete o.attachedTo;
      }),
  },
  'become-copy': {
    run(run, i) {
      // 477.1.b.1: the object it copies is read first ("that unit"), then what becomes the copy ("it":
      // what the previous instruction acted on). "They become copies" reads "they" as the objects just made.
      const [model] = copyModel(run, i);
      const subject: ObjectRef = i.object.kind === 'player' ? { kind: 'pronoun', word: 'they' } : i.object;
      if (!model) {
        run.didPrevious = false;
        run.it = objectsFor(run, subject, i).map((o) => o.id);
        return;
      }
      actOnEach(run, i, subject, (o) => becomeCopy(run.s, o.id, model.id));
    },
  },
  kill: {
    run(run, i, { execute }) {
      const killer = actorOf(run, i) ?? run.controller; // 411.1: the player who performs the kill is responsible for it
      const objects = theirOwn(run, i.object, killer, () => objectsFor(run, i.object, i));
      rememberBeforeZoneChange(run, objects);
      // The deaths of one instruction happen together (370.1.a.2), the replaceable ones first (373.1).
      const together: string[] = [];
      const done = killInReplacementOrder(run, objects, execute, together);
      dieTogether(run.s, together, run.source, killer);
      run.didPrevious = done;
      run.it = objects.map((o) => o.id);
      // "The killed unit" is one that did die: a unit whose death was replaced is still on the board, and
      // an instruction that asks about it finds nothing (rule 359.3.e.12, as the Origins FAQ rules for Baited Hook).
      run.killed = run.didPrevious ? (run.it ?? []).filter((id) => !stillOnBoard(run.s.objects[id])) : [];
      // 428.5.b, 411.6: a kill "with a spell" is the spell's and its controller's, who must be the one killing
      // ("Each player kills one of their units": each other player's kill is theirs, 411.1)
      if (killer === run.s.spellKills?.player) for (const id of run.killed) noteSpellKill(run.s, 'killed', id);
      // every death replaced: done for a cost, but not for "If you do" (370)
      run.replacedPrevious = run.didPrevious && run.killed.length === 0;
    },
  },
};

/**
 * "An opponent kills one of their units": "their" is the performer's, who chooses among their own units
 * (the controller of the card is still "you" elsewhere); read with the performer as the one choosing.
 */
function theirOwn(run: Run, ref: ObjectRef, performer: string, read: () => GameObject[]): GameObject[] {
  if (ref.kind !== 'select' || ref.determiner !== 'one-of-their' || performer === run.controller) return read();
  const controller = run.controller;
  run.controller = performer;
  try {
    return read();
  } finally {
    run.controller = controller;
  }
}

/**
 * What a copy effect copies. "A copy of that unit" names the unit the text chose before ("Choose a
 * unit. Play a Reflection token... It becomes a copy of that unit"), while still a legal target; a
 * chosen unit that left the board is copied no more (359.3.e.6). Anything else is read as written.
 */
function copyModel(run: Run, i: Extract<Instruction, { kind: 'become-copy' }>): GameObject[] {
  return (i.of.kind === 'pronoun' && /^that /.test(i.of.word) ? lastChosen(run) : null) ?? objectsFor(run, i.of, i);
}

/** The keywords a unit's engine reads from a grant lasting this turn or this combat: what each adds (807, 814) or allows (810, 815) or costs (809). */
const GRANTED_FOR_NOW = new Set(['Assault', 'Shield', 'Ganking', 'Tank', 'Deflect']);
/** Keywords whose loss the engine honours where it asks for them (801.3.b): board.ts hasTank, movesBetweenBattlefields, state.ts keywordValue. */
const LOST_READ = new Set(['Assault', 'Shield', 'Ganking', 'Tank']);

/** Each keyword the object named has as the instruction resolves, with its summed value (a bare keyword is 1). */
function keywordsNow(run: Run, i: Extract<Instruction, { kind: 'modify-might' }>): { name: string; value: number }[] {
  const [from] = objectsFor(run, i.keywordsOf!, i);
  if (!from) return [];
  const names = new Set([...keywordsOf(from), ...Object.keys(from.grantedKeywords ?? {})]);
  return [...names].map((name) => ({ name, value: Math.max(1, keywordValue(from, name)) }));
}

/** "Give a unit [Assault 3] this turn", "It gains [Shield 2] this combat": keywords of units, for a turn or a combat. */
function grantsForNow(i: Extract<Instruction, { kind: 'grant-keyword' }>): boolean {
  const ofUnits = i.object.kind !== 'select' || i.object.nouns.every((n) => n === 'unit');
  return ofUnits && (i.duration === 'this-turn' || i.duration === 'this-combat') && i.keywords.every((k) => GRANTED_FOR_NOW.has(k.name));
}

/** "Give the next spell you play this turn [Repeat] equal to its cost" (Temporal Portal), "give your next spell this turn [Repeat] equal to its base cost" (The Academy): its printed cost (820.1.c). */
function repeatForNextSpell(i: Extract<Instruction, { kind: 'grant-keyword' }>): boolean {
  const o = i.object;
  const [k] = i.keywords;
  return (
    o.kind === 'select' &&
    o.determiner === 'next' &&
    o.nouns.length === 1 &&
    o.nouns[0] === 'spell' &&
    o.filters.length === 1 &&
    o.filters[0].kind === 'controller' &&
    o.filters[0].who === 'you-play' &&
    i.keywords.length === 1 &&
    k.name === 'Repeat' &&
    k.equalTo?.kind === 'cost-of' &&
    (k.equalTo.form === 'cost' || k.equalTo.form === 'base cost') && // the same: an effect reads a card's printed cost (206)
    k.equalTo.object.kind === 'pronoun' &&
    !i.gains
  );
}

function stillOnBoard(o: GameObject | undefined): boolean {
  return o !== undefined && isAtLocation(o);
}

/**
 * Kills these objects, whose deaths happen together (370.1.a.2): the replaceable ones are taken first,
 * each player's in turn order (373.1), that player picking which goes first (373), each replacement
 * applied in one sequence only (373.2); the others are added to `together`, to die after them
 * (373.1.a). True when any kill was done (or replaced). A kill instruction and the deaths by lethal
 * damage of a cleanup both go through it.
 */
export function killInReplacementOrder(run: Run, objects: readonly GameObject[], execute: Executor, together: string[]): boolean {
  const sequence: ReplacementSequence = { closed: new Set() }; // 373.2
  const kill = (o: GameObject, together: string[]): boolean =>
    killObject(
      run.s,
      o.id,
      execute,
      (dying, replacers) => chooseReplacement(run, { kind: 'object', object: dying }, replacers),
      together,
      sequence,
      (replacer) => choosesToApply(run, replacer),
    ); // [abilities-and-actions] rule 372
  const taken = new Set<string>();
  let done = false;
  let player = run.s.turnPlayer;
  for (let k = 0; k < run.s.players.length; k++, player = nextPlayer(run.s, player)) {
    for (;;) {
      const open = objects.filter(
        (o) => !taken.has(o.id) && o.controller === player && isAtLocation(o) && deathReplacements(run.s, o.id, sequence.closed).length > 0,
      );
      if (open.length === 0) break;
      const first = open.length > 1 ? chooseReplacedFirst(run, player, open) : open[0];
      taken.add(first.id);
      if (kill(first, together)) done = true;
    }
  }
  for (const o of objects) if (!taken.has(o.id) && kill(o, together)) done = true;
  return done;
}
