// Triggered abilities: the events they watch ("When I attack", "the first time ... each turn") or the
// moment of the turn, and the delayed triggers an effect creates ("When it dies this turn, ...").
import type { AbilityBody, EventPattern, ObjectRef, Trigger } from '../ast.ts';
import { firstKeys, PhraseList, rememberedRule, type Cursor } from '../cursor.ts';
import { predicate } from '../conditions.ts';
import { locationRef } from '../refs/locations.ts';
import { objectRef } from '../refs/objects.ts';
import { isSingularActor, playerRef } from '../refs/players.ts';
import { selectRef } from '../refs/selection.ts';
import { selfRef } from '../refs/self-and-pronouns.ts';
import { phaseTrigger } from '../timing.ts';
import { thirdPerson } from '../verb-forms.ts';
import { withRestAsEffect } from './activated.ts';

const EVENT_VERBS = [
  'banish',
  'burn',
  'hide',
  'reveal',
  'begin',
  'leave',
  'empower',
  'attach',
  'attack',
  'defend',
  'conquer',
  'hold',
  'move',
  'die',
  'play',
  'discard',
  'draw',
  'score',
  'spend',
  'recycle',
  'channel',
  'kill',
  'ready',
  'exhaust',
  'buff',
  'stun',
  'gain',
  'choose',
  'deal',
  'become',
  'win',
  'take',
  'use',
  'lose',
];
/** The event verbs as a plural subject takes them, then as a singular one does ("dies"), each form read back to its verb. */
const EVENT_VERB_OF = new Map([...EVENT_VERBS.map((v) => [v, v]), ...EVENT_VERBS.map((v) => [thirdPerson(v), v])] as Array<[string, string]>);
const PLURAL_EVENT_VERBS = new PhraseList(EVENT_VERBS);
const SINGULAR_EVENT_VERBS = new PhraseList(EVENT_VERBS.map(thirdPerson));
/** "or" and another event verb: a second event of the same subject. */
const OR_PLURAL_EVENT_VERBS = new PhraseList(EVENT_VERBS.map((v) => `or ${v}`));
const OR_SINGULAR_EVENT_VERBS = new PhraseList(EVENT_VERBS.map((v) => `or ${thirdPerson(v)}`));

function eventVerb(c: Cursor, subject: ObjectRef): string | null {
  const kw = c.keyword('Stun', 'Buff');
  if (kw) return `[${kw.name}]`;
  const singular = isSingularActor(subject);
  const form = c.eatAny(singular ? SINGULAR_EVENT_VERBS : PLURAL_EVENT_VERBS);
  if (form) return EVENT_VERB_OF.get(form)!;
  // "I'm played", "is played"
  return null;
}

function eventRest(c: Cursor, subject: ObjectRef, verb: string, form?: string): EventPattern {
  const ev: EventPattern = { kind: 'event', subject, verb };
  if (form) ev.form = form;
  // "When you lose one or more points": points taken away (194.4.b: not when there were none to lose)
  if (verb === 'lose') {
    const points = c.eatOne('one or more points', 'points', 'a point');
    if (points) ev.form = points;
    return ev;
  }
  // "any unit takes damage": what it takes, as a word (no object of the game)
  const damage = verb === 'take' && c.key() === 'damage' && c.eat('damage') ? ({ kind: 'pronoun', word: 'damage' } as ObjectRef) : null;
  const object = damage ?? (c.sees('one on one') || c.sees('each turn') ? null : c.try(() => (verb === 'become' ? becomeState(c) : objectRef(c))));
  if (object) ev.object = object;
  if ((verb === 'kill' || verb === 'choose') && object && c.eat('with a spell')) ev.with = 'a spell';
  const to = verb === 'attach' ? c.try(() => (c.eat('to') ? objectRef(c) : null)) : null;
  if (to) ev.to = to;
  const where = c.try(() => {
    const zone = c.try(() => (c.eat('from') ? c.eatOne('face down', '[Hidden]', 'anywhere other than your hand') : null));
    if (zone) return { prep: 'from' as const, at: { kind: 'zone' as const, zone } };
    if (c.eat('to your Main Deck')) return { prep: 'to' as const, at: { kind: 'zone' as const, zone: 'your Main Deck' as const } };
    if (c.eat('here')) return { prep: 'bare' as const, at: { kind: 'here' as const } };
    const timing = c.eatOne("on an opponent's turn", 'on your turn', 'during a showdown', 'during your turn', 'during your Beginning Phase', 'after an attack');
    if (timing) return { prep: 'bare' as const, at: { kind: 'timing' as const, form: timing } };
    const combat = c.eatOne('in combat', 'one on one', 'alone');
    if (combat) return { prep: 'bare' as const, at: { kind: 'combat' as const, form: combat } };
    if (c.eat('there')) return { prep: 'bare' as const, at: { kind: 'there' as const } };
    const prep = c.eatOne('to', 'at', 'from', 'in');
    if (!prep) return null;
    const at = locationRef(c);
    return at ? { prep: prep as 'to', at } : null;
  });
  if (where) ev.where = where;
  // "from face down on your turn": a timing after where it comes from
  if (where?.prep === 'from' && c.eat('on your turn')) ev.during = 'on your turn';
  // "When you conquer here with one or more [Mighty] units": the units it is done with
  const using = where && verb === 'conquer' ? c.try(() => (c.eat('with') ? objectRef(c) : null)) : null;
  if (using) ev.using = using;
  // "your second card in a turn": the ordinal counts within a period
  const ordinal = object?.kind === 'select' && object.filters.some((f) => f.kind === 'ordinal');
  const period = ordinal ? c.eatOne('in a turn', 'each turn') : null;
  if (period) ev.period = period;
  return ev;
}

/** "[Empowered]", "[Mighty]", "ready" after "become": the state as a keyword reference. */
function becomeState(c: Cursor): ObjectRef | null {
  const start = c.offset();
  const k = c.keyword('Empowered', 'Mighty');
  if (k) return { kind: 'pronoun', word: `[${k.name}]`, span: [start, c.end()] };
  const w = c.eatOne('ready', 'exhausted', 'buffed');
  return w ? { kind: 'pronoun', word: w, span: [start, c.end()] } : null;
}

const itRef = (): ObjectRef => ({ kind: 'pronoun', word: 'it' });

const PARTICIPLES: Record<string, string> = { discarded: 'be-discarded', killed: 'be-killed' };
const PARTICIPLE_LIST = new PhraseList(Object.keys(PARTICIPLES));

/** ", discarded, or killed" after "this is played": each a further event of the subject. */
function moreParticiples(c: Cursor, subject: ObjectRef): EventPattern[] | null {
  return c.try(() => {
    const out: EventPattern[] = [];
    for (;;) {
      const last = c.eat(', or');
      if (!last && !c.eat(',')) return null;
      const p = c.eatAny(PARTICIPLE_LIST);
      if (!p) return null;
      out.push({ kind: 'event', subject, verb: PARTICIPLES[p], form: p, subjectShared: true, serial: true });
      if (last) return out;
    }
  });
}

function eventPatterns(c: Cursor): EventPattern[] | null {
  return c.try(() => {
    const played = c.try(() => {
      const s = c.eatOne("I'm", "it's", "they're");
      if (!s || !c.eat('played')) return null;
      const subject: ObjectRef = s === "I'm" ? { kind: 'self', word: 'I' } : { kind: 'pronoun', word: s === "it's" ? 'it' : 'they' };
      const ev: EventPattern = { kind: 'event', subject, verb: 'be-played', form: `${s} played` };
      const from = c.try(() => (c.eat('from') ? c.keyword() : null));
      if (from) ev.form += ` from [${from.name}]`;
      return ev;
    });
    if (played) return [played];
    const reaches = c.try(() => {
      if (!c.eat('my Might becomes')) return null;
      const n = c.digits();
      return n !== null && c.eat('or more') ? n : null;
    });
    if (reaches !== null) return [{ kind: 'event', subject: { kind: 'self', word: 'my' }, verb: 'might-reaches', reaches }];
    // "When combat starts here": a combat at this battlefield begins
    if (c.eat('combat starts here'))
      return [{ kind: 'event', subject: { kind: 'location', where: { kind: 'here' } }, verb: 'combat-starts', form: 'combat starts here' }];
    // "When a combat that I was in ends" (it ends with me in it or not, 466)
    if (c.eat('a combat that I was in ends'))
      return [{ kind: 'event', subject: { kind: 'self', word: 'I' }, verb: 'combat-ends', form: 'a combat that I was in ends' }];
    // "When a friendly unit is played this turn", "When this is played"
    const passive = c.try(() => {
      const subject = selectRef(c) ?? selfRef(c);
      if (!subject) return null;
      const form = c.eatOne('is played', 'are played', "is returned to a player's hand", 'is detached');
      if (!form) return null;
      // "When this is detached": the card's own detaching (725.2)
      if (form === 'is detached') return { kind: 'event' as const, subject, verb: 'be-detached', form };
      // "this turn" after it is the lifetime of a delayed trigger ("When a friendly unit is played this turn, buff it"): left to delayedWhen
      return { kind: 'event' as const, subject, verb: form.includes('returned') ? 'be-returned' : 'be-played', form };
    });
    if (passive) {
      // "When this is played, discarded, or killed": more participles of the same subject, in a serial list
      const more = passive.form === 'is played' ? moreParticiples(c, passive.subject) : null;
      return more ? [passive, ...more] : [passive];
    }
    // "it" names what the effect acted on: "When it dies this turn, ..." (a delayed trigger)
    const subjectOf = () =>
      c.try(() => (c.sees('I') ? selfRef(c, true) : null)) ?? playerRef(c) ?? selectRef(c) ?? selfRef(c) ?? (c.eat('it') ? itRef() : null);
    let subject = subjectOf();
    if (!subject) return null;
    const out: EventPattern[] = [];
    let shared = false;
    for (;;) {
      const v = eventVerb(c, subject);
      if (!v) return out.length ? out : null;
      const ev = eventRest(c, subject, v);
      if (shared) ev.subjectShared = true;
      out.push(ev);
      if (!c.sees('or')) break;
      const subj = subject;
      if (c.seesAny(isSingularActor(subj) ? OR_SINGULAR_EVENT_VERBS : OR_PLURAL_EVENT_VERBS) || (c.sees('or') && c.tok(1)?.t === 'kw')) {
        c.eat('or');
        shared = true;
        continue;
      }
      // "When you play me or I attack": a second event with its own subject
      const other = c.try(() => {
        c.eat('or');
        const s = subjectOf();
        return s && c.try(() => eventVerb(c, s)) ? s : null;
      });
      if (!other) break;
      c.pos -= 1;
      subject = other;
      shared = false;
    }
    // "When you choose or ready me": a player's verb printed without its object shares the next one's
    for (let k = out.length - 2; k >= 0; k--) {
      const [e, next] = [out[k]!, out[k + 1]!];
      if (e.subject.kind === 'player' && !e.object && !e.to && !e.where && next.subjectShared && next.object) {
        e.object = next.object;
        e.objectShared = true;
      }
    }
    return out;
  });
}

/** "When it dies this turn, ...": a trigger created by an effect (delayed), up to its comma. */
/** "the next time it takes damage this turn", "the next time you play a unit this turn": a delayed trigger that fires once. */
export function nextTime(c: Cursor): Trigger | null {
  if (c.key() !== 'the' || c.key(1) !== 'next' || c.key(2) !== 'time') return null;
  return c.try(() => {
    c.eat('the next time');
    const events = eventPatterns(c);
    return events && c.eat('this turn') ? { kind: 'when', events, form: 'the next time', period: 'this turn' } : null;
  });
}

export function delayedWhen(c: Cursor): Trigger | null {
  // "When I hold, the next time you play a unit this turn, ready it"
  const next = c.try(() => {
    const t = nextTime(c);
    return t && c.eat(',') ? t : null;
  });
  if (next) return next;
  if (!c.startsWithAny(WHEN_STARTS)) return null;
  return c.try(() => {
    const t = whenTrigger(c);
    if (!t || t.kind !== 'when') return null;
    // a copy: the trigger may be a remembered reading
    const lasting: Trigger = c.eat('this turn') ? { ...t, period: 'this turn' } : t;
    return c.eat(',') ? lasting : null;
  });
}

const WHEN_TRIGGER = rememberedRule();
const WHEN_STARTS = firstKeys('Once each turn,', 'When', 'Whenever', 'After');

function whenTrigger(c: Cursor): Trigger | null {
  if (!c.startsWithAny(WHEN_STARTS)) return null;
  return c.remember(WHEN_TRIGGER, readWhenTrigger);
}

function readWhenTrigger(c: Cursor): Trigger | null {
  return c.try(() => {
    const once = c.eat('Once each turn,');
    const form = c.eatOne('When', 'Whenever', 'After');
    if (!form) return null;
    const events = eventPatterns(c);
    if (!events) return null;
    const t: Trigger = { kind: 'when', events, form: form as 'When' };
    if (once) t.oncePerTurn = true;
    const during = c.try(() => (c.eat('while') ? predicate(c) : null));
    if (during) t.while = during;
    return t;
  });
}

function firstTimeTrigger(c: Cursor): Trigger | null {
  if (c.key() !== 'the') return null;
  return c.try(() => {
    const nth = c.eatOne('the first time', 'the second time', 'the third time');
    if (!nth) return null;
    const events = eventPatterns(c);
    if (!events || events.length !== 1) return null;
    const period = c.eatOne('each turn', 'this turn', 'each game', 'in a turn');
    if (!period) return null;
    const t: Trigger = { kind: 'first-time', event: events[0], period };
    if (nth !== 'the first time') t.ordinal = nth === 'the second time' ? 2 : 3;
    return t;
  });
}

/** "When a player chooses a friendly unit here with a spell for the first time each turn": the first-time trigger worded after its event. */
function firstTimeAfterEvent(c: Cursor): Trigger | null {
  if (c.key() !== 'when' || !c.keys.includes('first', c.pos)) return null;
  return c.try(() => {
    c.eat('When');
    const events = eventPatterns(c);
    if (!events || events.length !== 1 || !c.eat('for the first time')) return null;
    const period = c.eatOne('each turn', 'this turn');
    return period ? { kind: 'first-time', event: events[0], period, printedAfter: true } : null;
  });
}

/** "As you play me", "As you play this": what happens as the card is played. */
function asTrigger(c: Cursor): Trigger | null {
  // "As I'm revealed from your deck, ...": while a look at the deck shows it
  if (c.key() === 'as' && c.sees("As I'm revealed from your deck,") && c.eat("As I'm revealed from your deck")) {
    const subject: ObjectRef = { kind: 'self', word: 'I' };
    return { kind: 'as', event: { kind: 'event', subject, verb: 'be-revealed', form: "I'm revealed from your deck" } };
  }
  if (c.key() !== 'as' || c.key(1) !== 'you' || c.key(2) !== 'play') return null;
  return c.try(() => {
    c.eat('As');
    const events = eventPatterns(c);
    return events?.length === 1 && c.sees(',') ? { kind: 'as', event: events[0] } : null;
  });
}

function trigger(c: Cursor): Trigger | null {
  const as = asTrigger(c);
  if (as) return as;
  const first = firstTimeAfterEvent(c) ?? whenTrigger(c) ?? phaseTrigger(c) ?? firstTimeTrigger(c);
  if (!first) return null;
  const triggers = [first];
  let conjunction = 'or' as 'or' | 'and';
  for (;;) {
    const more = c.try(() => {
      const conj = c.eatOne('or', 'and');
      if (!conj || (triggers.length > 1 && conj !== conjunction)) return null;
      const t = whenTrigger(c) ?? phaseTrigger(c) ?? firstTimeTrigger(c);
      return t ? { conj, t } : null;
    });
    if (!more) break;
    conjunction = more.conj as 'or';
    triggers.push(more.t);
  }
  if (triggers.length === 1) return first;
  return conjunction === 'and' ? { kind: 'any-of', triggers, conjunction } : { kind: 'any-of', triggers };
}

/** "While you control this battlefield, when you play a spell": the trigger's "while" printed before it. */
function whileFirst(c: Cursor): Trigger | null {
  if (c.key() !== 'while') return null;
  return c.try((): Trigger | null => {
    c.eat('While');
    const p = predicate(c);
    if (!p || !c.eat(',') || c.key() !== 'when') return null;
    const t = trigger(c);
    return t?.kind === 'when' && !t.while ? { ...t, while: p, whileFirst: true } : null;
  });
}

export function triggered(c: Cursor): AbilityBody | null {
  return c.try(() => {
    let trig: Trigger | null;
    const dk = c.try(() => {
      const k = c.keyword('Deathknell');
      const form = k && c.eatOne('—', '[>]');
      return k && form ? form : null;
    });
    // "If you control fewer runes than an opponent at the start of your Beginning Phase, ...": the
    // condition printed before the moment it is checked at
    const lead = dk
      ? null
      : c.try(() => {
          if (!c.eat('If')) return null;
          const p = predicate(c);
          const t = p ? phaseTrigger(c) : null;
          return p && t && c.eat(',') ? { p, t } : null;
        });
    if (lead) {
      const body: Extract<AbilityBody, { kind: 'triggered' }> = {
        kind: 'triggered',
        trigger: lead.t,
        condition: { kind: 'if', predicate: lead.p, form: 'If' },
        effect: [],
      };
      return withRestAsEffect(c, body);
    }
    if (dk) trig = { kind: 'keyword', keyword: 'Deathknell', form: dk };
    else {
      trig = whileFirst(c) ?? trigger(c);
      if (!trig || !c.eat(',')) return null;
    }
    const body: Extract<AbilityBody, { kind: 'triggered' }> = { kind: 'triggered', trigger: trig, effect: [] };
    return withRestAsEffect(c, body);
  });
}
