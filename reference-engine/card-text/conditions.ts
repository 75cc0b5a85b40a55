// Grammar of predicates (the part after "if", "while", "as long as", "unless").
// Long file: one alternation of every predicate form the printings use, each a few lines; split by
// form it would scatter the one ordered list that decides which reading wins.
import type { EventPattern, Filter, Instruction, ObjectNoun, ObjectRef, Predicate } from './ast.ts';
import { verbPhrase } from './instructions/verb-phrase.ts';
import { haveTags } from './instructions/tags.ts';
import { PhraseList, firstKeys, type Cursor } from './cursor.ts';
import { locationRef } from './refs/locations.ts';
import { NOUN_FORMS } from './refs/nouns.ts';
import { objectRef } from './refs/objects.ts';
import { isSingularActor, playerRef } from './refs/players.ts';
import { mightComparison } from './refs/restrictions.ts';
import { selectRef } from './refs/selection.ts';
import { keywordList } from './refs/keywords.ts';
import { pronounRef, selfRef } from './refs/self-and-pronouns.ts';

const DID = [
  "you can't",
  "you couldn't",
  "you don't",
  'you do',
  'they do',
  "they don't",
  'you did',
  'it dies',
  'you can',
  'it does',
  'he does',
  'she does',
  'you spent a buff this way',
];
const PAID = ['you paid the additional cost', 'you paid its additional cost', 'you paid my additional cost', 'you paid the [Repeat] cost'];

/** "I'm" → subject I + verb "am"; "it's" → it + "is". */
const CONTRACTED: Record<string, { subject: ObjectRef; verb: string }> = {
  "i'm": { subject: { kind: 'self', word: 'I' }, verb: "'m" },
  "it's": { subject: { kind: 'pronoun', word: 'it' }, verb: "'s" },
  "they're": { subject: { kind: 'pronoun', word: 'they' }, verb: "'re" },
};
const CONTRACTED_TEXT: Record<string, string> = { "'m": "I'm", "'s": "it's", "'re": "they're" };
export function contractedText(verb: string): string | undefined {
  return CONTRACTED_TEXT[verb];
}

type StateName = Extract<Filter, { kind: 'state' }>['state'];
const STATES: StateName[] = ['exhausted', 'ready', 'buffed', 'damaged', 'stunned', 'attacking', 'defending', 'facedown', 'unbuffed', 'undamaged', 'equipped'];

const STATE_LIST = new PhraseList(STATES);
const AND_STATE_LIST = new PhraseList(STATES.map((s) => `and ${s}`));

/** What follows "is"/"'m"/"had": a state, a place, a kind of object, a might comparison. */
function isTest(c: Cursor): { nouns?: ObjectNoun[]; kindOf?: ObjectRef; filters: Filter[] } | null {
  const filters: Filter[] = [];
  for (;;) {
    const start = c.offset();
    // "it's already stunned": in that state before this effect acts
    const already = c.try(() => (c.eat('already') && c.seesAny(STATE_LIST) ? true : null));
    const st = c.seesAny(STATE_LIST);
    // "attacking or defending": in combat, as printed
    if (c.eat('attacking or defending')) filters.push({ kind: 'state', state: 'in-combat', form: 'attacking or defending', span: [start, c.end()] });
    else if (st) {
      c.eat(st);
      filters.push(
        already ? { kind: 'state', state: st, form: `already ${st}`, span: [start, c.end()] } : { kind: 'state', state: st, span: [start, c.end()] },
      );
      // "I'm attacking with another unit": not alone in it
      const along = st === 'attacking' ? c.try(() => (c.eat('with') ? selectRef(c) : null)) : null;
      if (along) filters.push({ kind: 'along-with', object: along, position: 'post', span: [start, c.end()] });
    } else if (c.keyword('Mighty')) filters.push({ kind: 'state', state: 'mighty', form: '[Mighty]', span: [start, c.end()] });
    else if (c.keyword('Empowered')) {
      // "While I'm [Empowered] three times": how many times, which no state of an object tells
      if (c.eat('three times')) filters.push({ kind: 'empowered-times', times: 3, span: [start, c.end()] });
      else filters.push({ kind: 'state', state: 'empowered', form: '[Empowered]', span: [start, c.end()] });
    } else if (c.eat('in combat')) filters.push({ kind: 'state', state: 'in-combat', form: 'in combat', span: [start, c.end()] });
    else if (c.eat('in a showdown')) filters.push({ kind: 'state', state: 'in-showdown', form: 'in a showdown', span: [start, c.end()] });
    else if (c.eat('alone')) filters.push({ kind: 'state', state: 'alone', form: 'alone', span: [start, c.end()] });
    else if (c.eat('the only unit you control there'))
      filters.push({ kind: 'state', state: 'only-yours-there', form: 'the only unit you control there', span: [start, c.end()] });
    else {
      const loc = c.try((): Filter | null => {
        if (c.eat('here')) return { kind: 'location', at: { kind: 'here' }, form: 'bare' };
        // "if it's not there already": at the place named, before this effect acts
        if (c.eat('there already')) return { kind: 'location', at: { kind: 'there' }, form: 'bare', already: true };
        const prep = c.eatOne('at', 'in');
        if (!prep) return null;
        const at = locationRef(c);
        return at ? { kind: 'location', at, form: prep as 'at' } : null;
      });
      if (loc) filters.push({ ...loc, span: [start, c.end()] } as Filter);
      else {
        const might = c.try((): Filter | null => {
          const m = mightComparison(c);
          return m ? { kind: 'might', ...m } : null;
        });
        if (might) filters.push(might);
        else {
          const rel = c.try((): Filter | null => {
            const form = c.eatOne('less Might than', 'more Might than');
            const than = form ? (selfRef(c) ?? pronounRef(c)) : null;
            return form && than ? { kind: 'might-relative', op: form.startsWith('less') ? '<' : '>', than, form } : null;
          });
          if (rel) filters.push(rel);
          else break;
        }
      }
    }
    // "defending alone": a second state right after the first, without "and"
    if (c.sees('alone') && filters.length && filters[filters.length - 1].kind === 'state') {
      const s = c.offset();
      c.eat('alone');
      filters.push({ kind: 'state', state: 'alone', form: 'alone', position: 'post', span: [s, c.end()] });
      continue;
    }
    // "alone here": a place right after a state, without "and"
    if (c.sees('here') || c.sees('there') || c.sees('at')) {
      const at = c.try(() => {
        const s = c.offset();
        if (c.eat('here')) return { kind: 'location' as const, at: { kind: 'here' as const }, form: 'bare' as const, span: [s, c.end()] as [number, number] };
        if (c.eat('there')) return { kind: 'location' as const, at: { kind: 'there' as const }, form: 'bare' as const, span: [s, c.end()] as [number, number] };
        const where = c.eat('at') ? locationRef(c) : null;
        return where ? { kind: 'location' as const, at: where, form: 'at' as const, span: [s, c.end()] as [number, number] } : null;
      });
      if (at) {
        filters.push({ ...at, position: 'post' });
        continue;
      }
    }
    if (!c.sees('and') || !(c.seesAny(AND_STATE_LIST) || c.sees('and at'))) break;
    c.eat('and');
  }
  if (filters.length) return { filters };
  const nouns = nounsOf(c);
  if (nouns) return { nouns, filters: [] };
  const kindOf = c.try(() => {
    const r = selectRef(c);
    return r && r.determiner === 'a' ? r : null;
  });
  return kindOf ? { kindOf, filters: [] } : null;
}

function nounsOf(c: Cursor) {
  return c.try(() => {
    const ref = selectRef(c);
    return ref && ref.determiner === 'a' && !ref.filters.length ? ref.nouns : null;
  });
}

function objectIs(c: Cursor): Predicate | null {
  return c.try(() => {
    let subject: ObjectRef | null;
    let verb: string | null;
    const contracted = CONTRACTED[c.key() ?? ''];
    if (contracted) {
      c.eat(c.key()!);
      subject = contracted.subject;
      verb = contracted.verb;
    } else {
      subject = selfRef(c, true) ?? pronounRef(c) ?? selectRef(c);
      if (!subject) return null;
      verb = c.eatOne('is', 'are', 'was', 'had', 'has', 'am');
      if (!verb) return null;
    }
    const negated = c.eat('not');
    const test = isTest(c);
    if (!test) return null;
    const p: Extract<Predicate, { kind: 'object-is' }> = { kind: 'object-is', subject, verb, filters: test.filters };
    if (test.nouns) p.nouns = test.nouns;
    if (test.kindOf) p.kindOf = test.kindOf;
    if (negated) p.negated = true;
    return p;
  });
}

function playerChooses(c: Cursor): Predicate | null {
  return c.try(() => {
    const player = playerRef(c);
    if (!player || !c.eat(player.kind === 'player' && player.who === 'you' ? 'choose' : 'chooses')) return null;
    const object = objectRef(c);
    return object ? { kind: 'chooses', player, object } : null;
  });
}

function playerHas(c: Cursor): Predicate | null {
  return c.try(() => {
    const player = playerRef(c);
    if (!player) return null;
    // "you control fewer runes than an opponent"
    const fewer = c.try((): Predicate | null => {
      const verb = c.eatOne('control', 'controls', 'have', 'has');
      if (!verb || !c.eat('fewer')) return null;
      const what = selectRef(c);
      const than = what?.plural && c.eat('than') ? playerRef(c) : null;
      return what && than ? { kind: 'fewer-than', player, verb, what, than } : null;
    });
    if (fewer) return fewer;
    const negated = c.eatOne("don't", "doesn't");
    const verb = c.eatOne('control', 'controls', 'have', 'has');
    if (!verb) return null;
    const object = objectRef(c);
    if (!object) return null;
    return negated ? { kind: 'player-has', player, verb, object, negated } : { kind: 'player-has', player, verb, object };
  });
}

const PAST: Record<string, string> = {
  played: 'play',
  gained: 'gain',
  discarded: 'discard',
  died: 'die',
  moved: 'move',
  conquered: 'conquer',
  attacked: 'attack',
  chosen: 'choose',
  drawn: 'draw',
  killed: 'kill',
  held: 'hold',
  scored: 'score',
  recycled: 'recycle',
  revealed: 'reveal',
};
const PAST_TEXT: Record<string, string> = Object.fromEntries(Object.entries(PAST).map(([p, b]) => [b, p]));
const PAST_LIST = new PhraseList(Object.keys(PAST));
const PERIOD_LIST = new PhraseList(['during your Beginning Phase this turn', 'this turn', 'this game']);

/** "you've played a spell this turn", "a unit died this turn", "an enemy unit has died this turn". */
function eventHappened(c: Cursor): Predicate | null {
  return c.try(() => {
    let subject: ObjectRef | null;
    let aux: string;
    if (c.eat("you've")) {
      subject = { kind: 'player', who: 'you' };
      aux = "'ve";
    } else {
      subject = (c.sees('I') ? selfRef(c, true) : null) ?? selectRef(c) ?? playerRef(c);
      if (!subject) return null;
      if (c.eat('has')) aux = 'has';
      else if (c.eat('have')) aux = 'have';
      else aux = c.eatOne("hasn't", "haven't") ?? '';
    }
    // "I didn't die alone" (after the death: 808's "get the effect")
    if (!aux && subject.kind === 'self' && c.eat("didn't die")) {
      const event: EventPattern = { kind: 'event', subject, verb: 'die' };
      if (c.eat('alone')) event.where = { prep: 'bare', at: { kind: 'combat', form: 'alone' } };
      return { kind: 'event-happened', event, period: '', form: "didn't" };
    }
    // "I haven't been dealt damage this turn"
    if (aux && c.eat('been dealt damage')) {
      const period = c.eatAny(PERIOD_LIST);
      return period ? { kind: 'event-happened', event: { kind: 'event', subject, verb: 'be dealt damage' }, period, form: aux } : null;
    }
    // "If you play me to a battlefield, I enter ready": the play being made, where it goes
    if (!aux && subject.kind === 'player' && subject.who === 'you' && c.sees('play me to') && c.eat('play')) {
      const object = selfRef(c);
      const to = object && c.eat('to') ? locationRef(c) : null;
      return object && to?.kind === 'battlefield'
        ? { kind: 'event-happened', event: { kind: 'event', subject, verb: 'play', object, where: { prep: 'to', at: to } }, period: '', form: 'now' }
        : null;
    }
    const past = c.eatAny(PAST_LIST);
    if (!past) return null;
    const event: EventPattern = { kind: 'event', subject, verb: PAST[past] };
    const object = c.try(() => (c.eat('XP') ? ({ kind: 'pronoun', word: 'XP' } as ObjectRef) : objectRef(c)));
    if (object) event.object = object;
    if (c.eat('alone')) event.where = { prep: 'bare', at: { kind: 'combat', form: 'alone' } };
    // "you played this from your hand"
    else if (past === 'played' && object && c.eat('from your hand')) event.where = { prep: 'from', at: { kind: 'zone', zone: 'your hand' } };
    const twice = c.eat('twice');
    const period = c.eatAny(PERIOD_LIST) ?? '';
    // "you've chosen enemy units and/or gear twice this turn with spells or unit abilities"
    if (period && c.eat('with spells or unit abilities')) event.with = 'spells or unit abilities';
    if (twice) return period ? { kind: 'event-happened', event, period, form: aux, times: 'twice' } : null;
    // "if you revealed a Bird, ...": what the effect just revealed, no period needed
    if (!period && !aux && !event.where && past !== 'revealed') return null;
    return { kind: 'event-happened', event, period, form: aux };
  });
}

export function eventHappenedText(p: Extract<Predicate, { kind: 'event-happened' }>, ref: (r: ObjectRef) => string): string {
  if (p.form === 'now' && p.event.where?.prep === 'to' && p.event.where.at.kind === 'battlefield')
    return `${ref(p.event.subject)} ${p.event.verb}${p.event.object ? ` ${ref(p.event.object)}` : ''} to ${ref(p.event.where.at.ref)}`;
  const subj = p.form === "'ve" ? "you've" : `${ref(p.event.subject)}${p.form ? ` ${p.form}` : ''}`;
  const obj = p.event.object ? ` ${ref(p.event.object)}` : '';
  const where = p.event.where;
  const alone = where?.at.kind === 'combat' ? ` ${where.at.form}` : where?.at.kind === 'zone' ? ` ${where.prep} ${where.at.zone}` : '';
  const verb = p.event.verb === 'be dealt damage' ? 'been dealt damage' : p.form === "didn't" ? p.event.verb : (PAST_TEXT[p.event.verb] ?? p.event.verb);
  return `${subj} ${verb}${obj}${alone}${p.times ? ` ${p.times}` : ''}${p.period ? ` ${p.period}` : ''}${p.event.with ? ` with ${p.event.with}` : ''}`;
}

function spent(c: Cursor): Predicate | null {
  if (c.key() !== "you've" && c.key() !== 'you') return null;
  return c.try(() => {
    const who = c.eatOne("you've spent", 'you spent');
    if (!who) return null;
    const atLeast = c.eat('at least');
    const value = c.symbols();
    if (!value) return null;
    if (!atLeast && !c.eat('or more')) return null;
    const p: Extract<Predicate, { kind: 'spent' }> = {
      kind: 'spent',
      who: { kind: 'player', who: 'you' },
      op: '>=',
      value,
      perfect: who === "you've spent",
      bound: atLeast ? 'at least' : 'or more',
    };
    if (c.eat('to play a spell')) p.purpose = 'to play a spell';
    if (c.eat('this turn')) p.period = 'this turn';
    return p;
  });
}

function exists(c: Cursor): Predicate | null {
  if (c.key() !== 'there' && c.key() !== "there's") return null;
  return c.try(() => {
    const form = c.eatOne('there is', 'there are', "there's");
    if (!form) return null;
    const what = objectRef(c);
    return what ? { kind: 'exists', what, form } : null;
  });
}

const SCORE_STARTS = firstKeys("an opponent's score", 'your score', "each opponent's score");

function scoreWithin(c: Cursor): Predicate | null {
  if (!c.startsWithAny(SCORE_STARTS)) return null;
  return c.try(() => {
    const whose = c.eatOne("an opponent's score", 'your score', "each opponent's score");
    if (!whose || !c.eat('is')) return null;
    const negated = c.eat('not');
    if (!c.eat('within')) return null;
    const n = c.digits();
    if (n === null || !c.eat('points of the Victory Score')) return null;
    const who: ObjectRef = { kind: 'player', who: whose === 'your score' ? 'you' : whose.startsWith('an') ? 'an-opponent' : 'each-opponent' };
    return negated ? { kind: 'score-within', who, points: n, negated } : { kind: 'score-within', who, points: n };
  });
}

function excessDamage(c: Cursor): Predicate | null {
  if (c.key() !== 'you') return null;
  return c.try(() => {
    if (!c.eat('you assigned')) return null;
    const n = c.digits();
    if (n === null || !c.eat('or more excess damage')) return null;
    const to = c.try(() => (c.eat('to') ? objectRef(c) : null));
    return to ? { kind: 'excess-damage', amount: n, to } : { kind: 'excess-damage', amount: n };
  });
}

/** "you couldn't channel 2 runes this way": the instruction, as done just before, fell short. */
function couldNot(c: Cursor): Predicate | null {
  if (c.key() !== 'you' || c.key(1) !== "couldn't") return null;
  return c.try(() => {
    c.eat("you couldn't");
    const instruction = verbPhrase(c, undefined) as Instruction | null;
    return instruction && c.eat('this way') ? { kind: 'could-not', instruction } : null;
  });
}

/** "your other units have total Might 5 or more". */
function totalMight(c: Cursor): Predicate | null {
  return c.try(() => {
    const of = selectRef(c);
    if (!of || !of.plural || !c.eat('have total Might')) return null;
    const value = c.digits();
    const op = value === null ? null : c.eatOne('or more', 'or less');
    return op && value !== null ? { kind: 'total-might', of, op: op === 'or more' ? '>=' : '<=', value } : null;
  });
}

/** "a friendly unit defends alone" (while it does). */
function does(c: Cursor): Predicate | null {
  return c.try(() => {
    const subject = selectRef(c);
    if (!subject || subject.plural) return null;
    const verb = c.eatOne('attacks', 'defends');
    if (!verb) return null;
    const p: Extract<Predicate, { kind: 'does' }> = { kind: 'does', subject, verb: verb === 'attacks' ? 'attack' : 'defend' };
    if (c.eat('alone')) p.alone = true;
    return p;
  });
}

/** "this kills it" (Disintegrate): whether the damage just dealt killed it. */
function thisKills(c: Cursor): Predicate | null {
  if (c.key() !== 'this' || c.key(1) !== 'kills') return null;
  return c.try(() => {
    c.eat('this kills');
    const object = pronounRef(c) ?? selfRef(c);
    return object ? { kind: 'this-kills', object } : null;
  });
}

/** "its controller pays :rb_energy_2:" (after "unless"). */
function pays(c: Cursor): Predicate | null {
  return c.try(() => {
    const player = playerRef(c);
    if (!player || !c.eat(isSingularActor(player) ? 'pays' : 'pay')) return null;
    const cost = c.symbols();
    return cost ? { kind: 'pays', player, cost } : null;
  });
}

/** "its controller has you draw 2" (after "unless"). */
function hasYouDo(c: Cursor): Predicate | null {
  return c.try(() => {
    const player = playerRef(c);
    if (!player || !c.eat(isSingularActor(player) ? 'has you' : 'have you')) return null;
    const instruction = verbPhrase(c, undefined) as Instruction | null;
    return instruction ? { kind: 'has-you-do', player, instruction } : null;
  });
}

/** "my Might is greater than the total Might of enemy units there". */
function mightOverTotal(c: Cursor): Predicate | null {
  if (c.key() !== 'my') return null;
  return c.try(() => {
    if (!c.eat('my Might is greater than the total Might of')) return null;
    const than = selectRef(c);
    return than ? { kind: 'might-over-total', subject: { kind: 'self', word: 'my' }, than } : null;
  });
}

const TURN_LIST = new PhraseList(["it's your turn", "it's not your turn", "it's your Beginning Phase", "it's your Main Phase"]);
const PAID_LIST = new PhraseList(PAID);
const DID_LIST = new PhraseList(DID);
const POSSESSION_VERBS: ReadonlySet<string> = new Set(['have', 'has', 'control', 'controls']);

/** "at least one of them has [Temporary]": a quantifier over the objects a pronoun names. */
function atLeastOneHas(c: Cursor): Predicate | null {
  if (c.key() !== 'at') return null;
  return c.try((): Predicate | null => {
    if (!c.eat('at least one of')) return null;
    const of = pronounRef(c);
    const keywords = of && c.eat('has') ? keywordList(c) : null;
    return of && keywords ? { kind: 'at-least-one-has', of, keywords } : null;
  });
}

function simplePredicate(c: Cursor): Predicate | null {
  const turn = c.eatAny(TURN_LIST);
  if (turn) {
    const p: Extract<Predicate, { kind: 'your-turn' }> = { kind: 'your-turn' };
    if (turn.includes('not')) p.negated = true;
    if (turn.endsWith('Phase')) p.phase = turn.slice("it's your ".length);
    return p;
  }
  const could = couldNot(c);
  if (could) return could;
  const paid = c.eatAny(PAID_LIST);
  if (paid) return { kind: 'paid-additional-cost', form: paid };
  // "you don't have units there" is a possession, not a reference to the previous instruction
  const did = c.try(() => {
    const d = c.eatAny(DID_LIST);
    return d && !POSSESSION_VERBS.has(c.key() ?? '') ? d : null;
  });
  if (did) return { kind: 'did-previous', form: did };
  return (
    atLeastOneHas(c) ??
    thisKills(c) ??
    pays(c) ??
    hasYouDo(c) ??
    mightOverTotal(c) ??
    haveTags(c) ??
    does(c) ??
    totalMight(c) ??
    scoreWithin(c) ??
    excessDamage(c) ??
    spent(c) ??
    exists(c) ??
    objectIs(c) ??
    playerHas(c) ??
    playerChooses(c) ??
    eventHappened(c)
  );
}

export function predicate(c: Cursor): Predicate | null {
  const first = simplePredicate(c);
  if (!first) return null;
  const parts = [first];
  let joiner: 'and' | 'or' | null = null;
  for (;;) {
    const next = c.try(() => {
      const j = c.eatOne('and', 'or');
      if (!j || (joiner && j !== joiner)) return null;
      const p = simplePredicate(c);
      return p ? { j, p } : null;
    });
    if (!next) break;
    joiner = next.j as 'and' | 'or';
    parts.push(next.p);
  }
  return parts.length === 1 ? first : { kind: joiner === 'or' ? 'any-of' : 'all-of', parts };
}

void NOUN_FORMS;
