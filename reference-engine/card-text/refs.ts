// Grammar of object references: determiner + restrictions + noun(s) + restrictions, pronouns,
// self references, players and locations.
import type { Amount, Comparison, Filter, LocationRef, ObjectNoun, ObjectRef, PlayerWho, TokenSpec } from './ast.ts';
import { PhraseList, capitalised, firstKeys, rememberedRule, wordsFound, type Cursor } from './cursor.ts';
import { predicate } from './conditions.ts';

export const NOUN_FORMS: Record<string, { noun: ObjectNoun; plural: boolean }> = {
  unit: { noun: 'unit', plural: false }, units: { noun: 'unit', plural: true },
  gear: { noun: 'gear', plural: false }, gears: { noun: 'gear', plural: true },
  spell: { noun: 'spell', plural: false }, spells: { noun: 'spell', plural: true },
  card: { noun: 'card', plural: false }, cards: { noun: 'card', plural: true },
  rune: { noun: 'rune', plural: false }, runes: { noun: 'rune', plural: true },
  legend: { noun: 'legend', plural: false }, legends: { noun: 'legend', plural: true },
  battlefield: { noun: 'battlefield', plural: false }, battlefields: { noun: 'battlefield', plural: true },
  token: { noun: 'token', plural: false }, tokens: { noun: 'token', plural: true },
  ability: { noun: 'ability', plural: false }, abilities: { noun: 'ability', plural: true },
  champion: { noun: 'champion', plural: false }, champions: { noun: 'champion', plural: true },
  equipment: { noun: 'equipment', plural: false },
  permanent: { noun: 'permanent', plural: false }, permanents: { noun: 'permanent', plural: true },
  player: { noun: 'player', plural: false }, players: { noun: 'player', plural: true },
  opponent: { noun: 'opponent', plural: false }, opponents: { noun: 'opponent', plural: true },
  buff: { noun: 'buff', plural: false }, buffs: { noun: 'buff', plural: true },
  location: { noun: 'location', plural: false }, locations: { noun: 'location', plural: true },
  combat: { noun: 'combat', plural: false }, showdown: { noun: 'showdown', plural: false },
  something: { noun: 'something', plural: false }, cost: { noun: 'cost', plural: false }, costs: { noun: 'cost', plural: true },
};

const NOUN_PLURAL: Record<string, string> = {};
for (const [word, f] of Object.entries(NOUN_FORMS)) if (f.plural) NOUN_PLURAL[f.noun] = word;
NOUN_PLURAL.gear = 'gear';
NOUN_PLURAL.equipment = 'equipment';
export function nounWord(noun: ObjectNoun, plural: boolean): string {
  return plural ? NOUN_PLURAL[noun] ?? `${noun}s` : noun;
}

type StateName = Extract<Filter, { kind: 'state' }>['state'];
const PRE_STATES: Record<string, StateName> = {
  exhausted: 'exhausted', ready: 'ready', buffed: 'buffed', damaged: 'damaged', stunned: 'stunned',
  attacking: 'attacking', defending: 'defending', 'non-token': 'non-token', facedown: 'facedown',
  unbuffed: 'unbuffed', undamaged: 'undamaged', equipped: 'equipped', token: 'token', open: 'open',
  attached: 'attached', detached: 'detached', occupied: 'occupied', optional: 'optional', additional: 'additional',
};

/** Capitalised words that are grammar, not tags or names. */
export const RESERVED = new Set([
  'i', 'me', 'my', 'you', 'your', 'it', 'its', 'they', 'their', 'them', 'this', 'that', 'the', 'a', 'an',
  'all', 'each', 'any', 'up', 'when', 'while', 'if', 'at', 'then', 'choose', 'deal', 'kill', 'play', 'draw',
  'might', 'energy', 'main', 'deck', 'xp', 'another', 'other', 'friendly', 'enemy', 'one', 'two', 'three',
  'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'units', 'unit', 'gear', 'spell', 'spells',
]);

const PLAYER_PHRASES: [string, PlayerWho][] = [
  ['you or an ally', 'you-or-ally'], ['each player', 'each-player'], ['each opponent', 'each-opponent'], ['an opponent', 'an-opponent'],
  ['its controller', 'its-controller'], ['its owner', 'its-owner'], ['that player', 'that-player'],
  ['a player', 'a-player'], ['your opponents', 'your-opponents'], ['opponents', 'opponents'],
  ['players', 'players'], ['they', 'they'], ['you', 'you'], ['the player', 'that-player'], ['everyone', 'everyone'],
];
export const PLAYER_TEXT: Record<string, string> = Object.fromEntries(PLAYER_PHRASES.map(([p, w]) => [w, p]));
PLAYER_TEXT['that-player'] = 'that player';
PLAYER_TEXT['your-opponents'] = 'your opponents';

const PLAYER_LIST = new PhraseList(PLAYER_PHRASES.map(([phrase]) => phrase));
const PLAYER_WHO = new Map(PLAYER_PHRASES);

export function playerRef(c: Cursor): ObjectRef | null {
  const start = c.offset();
  const phrase = c.eatAny(PLAYER_LIST);
  // "each player's", "an opponent's" belong to a possessive, not to a subject
  return phrase ? { kind: 'player', who: PLAYER_WHO.get(phrase)!, span: [start, c.end()] } : null;
}

const PLURAL_PLAYERS: ReadonlySet<string> = new Set(['you', 'they', 'players', 'your-opponents', 'everyone', 'you-or-ally', 'opponents']);
const PLURAL_PRONOUNS: ReadonlySet<string> = new Set(['they', 'them', 'we']);

/** Players that take the third-person verb form ("each player kills", "its controller draws"). */
export function isSingularActor(ref: ObjectRef | undefined): boolean {
  if (!ref) return false;
  if (ref.kind === 'player') return !PLURAL_PLAYERS.has(ref.who);
  if (ref.kind === 'self') return ref.word !== 'I';
  if (ref.kind === 'pronoun') return !PLURAL_PRONOUNS.has(ref.word) && !ref.word.endsWith('s');
  if (ref.kind === 'select') return !ref.plural || ref.determiner === 'one-of' || ref.determiner === 'one-of-their';
  if (ref.kind === 'both') return false;
  return true;
}

const SELF_PHRASES: [string, Extract<ObjectRef, { kind: 'self' }>['word']][] = [
  ['this battlefield', 'this battlefield'],
  ['this unit', 'this unit'], ['this gear', 'this gear'], ['this spell', 'this spell'],
  ['myself', 'myself'], ['me', 'me'], ['this', 'this'],
];
const PRONOUNS = [
  'those units', 'that unit', 'that card', 'that gear', 'that spell', 'that rune', 'that token', 'that ability',
  'the killed unit', 'the chosen unit', 'the rest', 'itself', 'themselves', 'it', 'them', 'both', 'the other',
  'their hand', 'your hand', 'one', 'we', 'something else', 'the revealed cards', 'the board', 'that location', 'its location', 'my location', 'each of them', 'all of them', 'each',
];

const SELF_LIST = new PhraseList(SELF_PHRASES.map(([phrase]) => phrase));
const SELF_WORD = new Map(SELF_PHRASES);
const PRONOUN_LIST = new PhraseList(PRONOUNS);
/** Words after "this" that make it no self reference ("this turn"). */
const NOT_SELF_AFTER_THIS = new Set(['turn', 'way', 'combat']);

export function selfRef(c: Cursor, allowI = false): ObjectRef | null {
  const start = c.offset();
  if (allowI && c.eat('I')) return { kind: 'self', word: 'I', span: [start, c.end()] };
  const phrase = c.seesAny(SELF_LIST);
  if (!phrase) return null;
  // "this" followed by a noun is a self reference only for the noun forms listed above
  const after = c.key(1);
  if (phrase === 'this' && after !== undefined && ((NOUN_FORMS[after] && NOUN_FORMS[after].noun !== 'cost') || NOT_SELF_AFTER_THIS.has(after))) return null;
  c.eat(phrase);
  return { kind: 'self', word: SELF_WORD.get(phrase)!, span: [start, c.end()] };
}

export function pronounRef(c: Cursor): ObjectRef | null {
  const start = c.offset();
  const word = c.eatAny(PRONOUN_LIST);
  return word ? { kind: 'pronoun', word, span: [start, c.end()] } : null;
}

/** "N :rb_might: or less", "N or more :rb_might:" etc. after "with". */
export function mightComparison(c: Cursor): { op: Comparison; value: Amount; form: string } | null {
  return c.try(() => {
    const n = c.number();
    if (!n) return null;
    const value: Amount = { kind: 'number', value: n.value };
    if (c.eat(':rb_might: or less')) return { op: '<=' as Comparison, value, form: 'N M or less' };
    if (c.eat(':rb_might: or more')) return { op: '>=' as Comparison, value, form: 'N M or more' };
    if (c.eat(':rb_might: or greater')) return { op: '>=' as Comparison, value, form: 'N M or greater' };
    if (c.eat(':rb_might:')) return { op: '=' as Comparison, value, form: 'N M' };
    return null;
  });
}

export function locationRef(c: Cursor): LocationRef | null {
  const start = c.offset();
  const loc = locationRefBody(c);
  return loc ? { ...loc, span: [start, c.end()] } : null;
}

const BASE_OWNERS = new PhraseList(["its owner's", 'your', 'its', 'their', 'my', 'a', 'the']);
const BATTLEFIELD_PRONOUNS = new PhraseList(['the same battlefield', 'the same location', 'that battlefield', 'this battlefield', 'its battlefield', 'my battlefield', 'their battlefield']);

function locationRefBody(c: Cursor): LocationRef | null {
  if (c.eat('here')) return { kind: 'here' };
  if (c.eat('there')) return { kind: 'there' };
  const base = c.try(() => {
    const whose = c.eatAny(BASE_OWNERS);
    if (!c.eat('base') && !c.eat('bases')) return null;
    return whose ? { kind: 'base' as const, whose: whose as 'your' } : { kind: 'base' as const };
  });
  if (base) return base;
  const bf = c.try(() => {
    const start = c.offset();
    const pron = c.eatAny(BATTLEFIELD_PRONOUNS);
    if (pron) return { kind: 'battlefield' as const, ref: { kind: 'pronoun' as const, word: pron, span: [start, c.end()] as [number, number] } };
    const ref = selectRef(c, { nounsOnly: ['battlefield', 'location'] });
    return ref ? { kind: 'battlefield' as const, ref } : null;
  });
  return bf;
}

/** Who controls (or plays, or pays for) the objects, as written after the noun, and what it means. */
const CONTROLLERS: Record<string, string> = {
  'you or allies control': 'allied', 'you own': 'you-own', 'you play this turn': 'you-play', 'you play': 'you-play', 'you pay': 'you-pay',
  "you don't control": 'opponent-controls', 'you control': 'you-control', 'an opponent controls': 'an-opponent-controls',
  'your opponents control': 'opponent-controls', 'opponents control': 'opponent-controls', 'they control': 'they-control',
  'its controller controls': 'opponent-controls',
};
const CONTROLLER_LIST = new PhraseList(Object.keys(CONTROLLERS));
const ZONE_OWNERS = new PhraseList(['your', 'their', "its owner's", "an opponent's", 'a', 'any'] as const);
const ZONES = new PhraseList(['trash', 'hand', 'Main Deck', 'deck', 'Rune Deck', 'Champion Zone', 'hands'] as const);
const AMONG = new PhraseList(['from among them', 'revealed this way', 'from it']);

/** Every phrase a restriction after the noun starts with (`postFilter` reads nothing else first). */
const POST_FILTER_STARTS = firstKeys(
  'that was uncontrolled', 'other than mine', 'else', 'besides me', "that's", 'that chooses', 'that choose', 'where', 'in combat',
  'in a showdown', 'here', 'there', 'at', 'in', ...CONTROLLER_LIST.phrases, 'from', 'played from', ...AMONG.phrases, 'with my name',
  'with this name', 'attached to', 'that has Might up to', 'with Energy cost', 'that costs', 'with', 'without', 'costing', 'with cost',
);

/** A restriction read after the noun, from `start` to here. */
function afterNoun(c: Cursor, start: number, f: Filter): Filter {
  return { ...f, position: 'post', span: [start, c.end()] } as Filter;
}

/** Restrictions written after the noun. */
function postFilter(c: Cursor, nouns: ObjectNoun[]): Filter | null {
  if (!c.startsWithAny(POST_FILTER_STARTS)) return null;
  const start = c.offset();
  if (c.eat('that was uncontrolled')) return afterNoun(c, start, { kind: 'state', state: 'uncontrolled', form: 'that was uncontrolled' });
  if (c.eat('other than mine')) return afterNoun(c, start, { kind: 'other', form: 'other than mine' });
  if (nouns[0] === 'something') {
    const other = c.eatOne('else', 'besides me');
    if (other) return afterNoun(c, start, { kind: 'other', form: other });
    // "something that's [Empowered]", "something else that's exhausted"
    const state = c.try(() => {
      if (!c.eat("that's")) return null;
      const k = c.keyword('Empowered');
      if (k) return 'empowered' as const;
      return c.eatOne('exhausted', 'ready');
    });
    if (state) return afterNoun(c, start, { kind: 'state', state, form: state === 'empowered' ? "that's [Empowered]" : `that's ${state}` });
  }
  const chooses = c.try((): Filter | null => {
    const form = c.eatOne('that chooses', 'that choose');
    const object = form ? selfRef(c) ?? pronounRef(c) ?? selectRef(c) : null;
    if (!form || !object) return null;
    // "that chooses it and no other friendly unit"
    const noOther = c.try(() => (c.eat('and no other') ? selectRef(c) : null));
    return noOther ? { kind: 'chooses', object, form, noOther } : { kind: 'chooses', object, form };
  });
  if (chooses) return afterNoun(c, start, chooses);
  const where = c.try(() => (c.eat('where') ? predicate(c) : null));
  if (where) return afterNoun(c, start, { kind: 'where', predicate: where });
  if (nouns.includes('battlefield') && nouns.length === 1) {
    // battlefields take only control restrictions here; "a battlefield here" is not printed
  } else {
    if (c.eat('in combat')) return afterNoun(c, start, { kind: 'state', state: 'in-combat', form: 'in combat' });
    if (c.eat('in a showdown')) return afterNoun(c, start, { kind: 'state', state: 'in-showdown', form: 'in a showdown' });
    const here = c.eatOne('here', 'there');
    if (here) return afterNoun(c, start, { kind: 'location', at: { kind: here === 'here' ? 'here' : 'there' }, form: 'bare' });
    const at = c.try(() => {
      const prep = c.eatOne('at', 'in');
      if (!prep) return null;
      const where = locationRef(c);
      return where ? { kind: 'location' as const, at: where, form: prep as 'at' | 'in' } : null;
    });
    if (at) return afterNoun(c, start, at);
  }
  const ctl = c.eatAny(CONTROLLER_LIST);
  if (ctl) return afterNoun(c, start, { kind: 'controller', who: CONTROLLERS[ctl] as 'you-control', form: ctl });
  const zone = c.try(() => {
    const prep = c.eatOne('in', 'from');
    if (!prep) return null;
    if (c.eat('hand')) return { kind: 'zone' as const, zone: 'hand' as const, owner: 'your' as const, form: `${prep} hand` };
    if (c.eat('trashes')) return { kind: 'zone' as const, zone: 'trash' as const, owner: 'any' as const, form: `${prep} trashes` };
    const owner = c.eatAny(ZONE_OWNERS);
    const z = c.eatAny(ZONES);
    if (!owner || !z) return null;
    const zoneName = ({ trash: 'trash', hand: 'hand', hands: 'hand', 'Main Deck': 'main-deck', deck: 'main-deck', 'Rune Deck': 'rune-deck', 'Champion Zone': 'champion-zone' } as const)[z];
    const ownerName = ({ your: 'your', their: 'their', "its owner's": 'its-owner', "an opponent's": 'an-opponent', a: 'any', any: 'any' } as const)[owner];
    return { kind: 'zone' as const, zone: zoneName, owner: ownerName, form: `${prep} ${owner} ${z}` };
  });
  if (zone) return afterNoun(c, start, zone);
  const playedFrom = c.try(() => (c.eat('played from') ? c.eatOne("anywhere other than a player's hand", 'anywhere other than your hand') : null));
  if (playedFrom) return afterNoun(c, start, { kind: 'played-from', from: playedFrom });
  const among = c.eatAny(AMONG);
  if (among) return afterNoun(c, start, { kind: 'among', form: among });
  if (c.eat('with my name')) return afterNoun(c, start, { kind: 'same-name', as: { kind: 'self', word: 'my' } });
  if (c.eat('with this name')) return afterNoun(c, start, { kind: 'same-name', as: { kind: 'self', word: 'this' } });
  const attachedTo = c.try(() => (c.eat('attached to') ? selfRef(c) ?? pronounRef(c) : null));
  if (attachedTo) return afterNoun(c, start, { kind: 'attached-to', to: attachedTo });
  const upTo = c.try((): Filter | null => {
    if (!c.eat('that has Might up to')) return null;
    const n = c.digits();
    if (n === null || !c.eat('more than')) return null;
    const than = pronounRef(c) ?? selectRef(c);
    return than ? { kind: 'might-relative', op: '<=', than, offset: n, form: 'that has Might up to' } : null;
  });
  if (upTo) return afterNoun(c, start, upTo);
  const energy = c.try((): Filter | null => {
    const form = c.eatOne('with Energy cost', 'that costs');
    if (!form) return null;
    const bound = c.eatOne('no more than', 'less than', 'at least', 'more than') ?? '';
    const value = c.symbols();
    if (!value) return null;
    const tail = bound ? '' : c.eatOne('or more', 'or less') ?? '';
    const op: Comparison = bound === 'no more than' || tail === 'or less' ? '<=' : bound === 'less than' ? '<' : bound === 'at least' || tail === 'or more' ? '>=' : bound === 'more than' ? '>' : '=';
    const f: Extract<Filter, { kind: 'energy-cost' }> = { kind: 'energy-cost', op, value, form: `${form}|${bound}|${tail}` };
    const power = bound === 'no more than' ? c.try(() => (c.eat('and no more than') ? c.symbols() : null)) : null;
    if (power) f.power = power;
    return f;
  });
  if (energy) return afterNoun(c, start, energy);
  const withF = c.try((): Filter | null => {
    // "a battlefield with total Might ..." would steal the restriction of the units before it
    if (nouns.length === 1 && nouns[0] === 'battlefield') return null;
    if (!c.eat('with')) return null;
    if (c.eat('total Might')) {
      const n = c.number();
      const op = c.eatOne('or less', 'or more');
      return n && op ? { kind: 'total-might', op: op === 'or less' ? '<=' : '>=', value: { kind: 'number', value: n.value } } : null;
    }
    const m = mightComparison(c);
    if (m) return { kind: 'might', op: m.op, value: m.value, form: m.form };
    const rel = c.eatOne('less Might than', 'more Might than');
    if (rel) {
      const than = selfRef(c) ?? pronounRef(c) ?? selectRef(c);
      return than ? { kind: 'might-relative', op: rel.startsWith('less') ? '<' : '>', than, form: rel } : null;
    }
    const kw = c.keyword();
    if (kw) return { kind: 'keyword', keyword: kw };
    return null;
  });
  if (withF) return afterNoun(c, start, withF);
  const without = c.try((): Filter | null => {
    if (!c.eat('without')) return null;
    const kw = c.keyword();
    return kw ? { kind: 'keyword', keyword: kw, negated: true } : null;
  });
  if (without) return afterNoun(c, start, without);
  const cost = c.try((): Filter | null => {
    const prefix = c.eatOne('costing', 'with cost');
    if (!prefix) return null;
    const form = c.eatOne('no more than', 'at least', 'exactly') ?? '';
    const syms = c.symbols();
    if (!syms) return null;
    const tail = form ? '' : (c.eatOne('or less', 'or more') ?? '');
    const op: Comparison = form === 'no more than' || tail === 'or less' ? '<=' : form === 'at least' || tail === 'or more' ? '>=' : '=';
    const f: Extract<Filter, { kind: 'cost' }> = { kind: 'cost', op, value: syms, form: form || tail };
    if (prefix === 'with cost') f.prefix = prefix;
    const power = form === 'no more than' ? c.try(() => (c.eat('and no more than') ? c.symbols() : null)) : null;
    if (power) f.power = power;
    return f;
  });
  if (cost) return afterNoun(c, start, cost);
  return null;
}

type Determiner = Extract<ObjectRef, { kind: 'select' }>['determiner'];
/** The words a selection starts with, longer phrases first, and the determiner each one means. */
const DETERMINERS: Record<string, Determiner> = {
  exactly: 'exactly', 'any number of': 'any-number', 'one or more': 'one-or-more', 'up to': 'up-to', 'one of your': 'one-of',
  'each of your': 'each-of-your', 'one of their': 'one-of-their', 'the next': 'next', my: 'my', its: 'its', their: 'their',
  all: 'all', each: 'each', another: 'another', a: 'a', an: 'a', your: 'your', the: 'the',
};
const DETERMINER_LIST = new PhraseList(Object.keys(DETERMINERS));
/** Determiners that may take "your" after them ("all your units"). */
const ORDINALS = new PhraseList(['first', 'second', 'third']);
const NON_TYPES = new PhraseList(['non-unit', 'non-spell', 'non-gear']);
const COUNTED_DETERMINERS: ReadonlySet<Determiner> = new Set(['any-number', 'up-to', 'all', 'number', 'one-or-more']);

export interface SelectOptions {
  /** accept only these nouns */
  nounsOnly?: ObjectNoun[];
}

const SELECT = rememberedRule();
/** Selections restricted to some nouns are remembered apart, one rule per list of nouns. */
const SELECT_ONLY = new Map<string, number>();

/** A selection: "a unit", "all enemy units here", "up to two friendly units", "your legend". */
export function selectRef(c: Cursor, opts: SelectOptions = {}): Extract<ObjectRef, { kind: 'select' }> | null {
  if (!maySelect(c)) return null;
  let rule = SELECT;
  if (opts.nounsOnly) {
    const nouns = opts.nounsOnly.join(' ');
    rule = SELECT_ONLY.get(nouns) ?? rememberedRule();
    SELECT_ONLY.set(nouns, rule);
  }
  return c.remember(rule, readSelectRef, opts);
}

const PRE_STATE_WORDS = wordsFound(PRE_STATES);
const NOUN_WORDS = wordsFound(NOUN_FORMS);
/** Words a selection may read first, besides numbers, capitalised tags and the noun and state words. */
const SELECT_STARTS = firstKeys(...DETERMINER_LIST.phrases, 'friendly', 'enemy', 'other', ...ORDINALS.phrases, ...NON_TYPES.phrases);

/**
 * Whether a selection could read the next token: a determiner, a number, a restriction before the
 * noun, a noun, a tag. Any other token makes it fail before reading anything.
 */
function maySelect(c: Cursor): boolean {
  const tok = c.tok();
  if (tok === undefined || tok.t === 'sym' || tok.t === 'punct') return false;
  if (tok.t !== 'word' || c.seesNumber()) return true;
  const w = tok.lower;
  return SELECT_STARTS.has(w) || PRE_STATE_WORDS.has(w) || NOUN_WORDS.has(w) || w.startsWith('non-') || (capitalised(tok.v) && !RESERVED.has(w));
}

function readSelectRef(c: Cursor, opts: SelectOptions): Extract<ObjectRef, { kind: 'select' }> | null {
  return c.try(() => {
    const start = c.offset();
    const filters: Filter[] = [];
    let determiner: Extract<ObjectRef, { kind: 'select' }>['determiner'] = 'bare';
    let count: Amount | undefined;
    let plusForm = false;
    let nounJoin: 'and' | undefined;
    let serialNouns = false;
    const lead = c.eatAny(DETERMINER_LIST);
    if (lead === 'exactly' || lead === 'up to') {
      const n = c.number();
      if (!n) return null;
      determiner = DETERMINERS[lead];
      count = n.word ? { kind: 'number', value: n.value, word: true } : { kind: 'number', value: n.value };
    } else if (lead !== null) determiner = DETERMINERS[lead];
    else {
      const n = c.try(() => {
        const num = c.number();
        // "2 :rb_might:" is a token's might, not a count
        return num && c.tok()?.t !== 'sym' ? num : null;
      });
      if (n) {
        determiner = 'number';
        count = n.word ? { kind: 'number', value: n.value, word: true } : { kind: 'number', value: n.value };
        const bound = c.eatOne('or more', 'or fewer', '+');
        if (bound) determiner = bound === 'or fewer' ? 'or-fewer' : 'or-more';
        if (bound === '+') plusForm = true;
      }
    }
    // "any number of your units", "all your units"
    if (COUNTED_DETERMINERS.has(determiner) && c.sees('your') && c.key(1) !== undefined) {
      const fstart = c.offset();
      c.eat('your');
      filters.push({ kind: 'controller', who: 'your', position: 'pre', span: [fstart, c.end()] });
    }
    // restrictions before the noun
    for (;;) {
      const fstart = c.offset();
      const w = c.key();
      if (w === 'friendly' || w === 'enemy') {
        c.eat(w);
        filters.push({ kind: 'controller', who: w, position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      if (w === 'other') { c.eat(w); filters.push({ kind: 'other', form: 'other', position: 'pre', span: [fstart, c.end()] }); continue; }
      if (w !== undefined && PRE_STATES[w] && c.key(1) !== undefined && (NOUN_FORMS[c.key(1)!] || PRE_STATES[c.key(1)!] || c.key(1) === 'friendly' || c.key(1) === 'enemy' || capitalised(c.tok(1)?.t === 'word' ? (c.tok(1) as { v: string }).v : ''))) {
        c.eat(w);
        filters.push({ kind: 'state', state: PRE_STATES[w], position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      const kw = c.try(() => {
        const k = c.keyword('Mighty');
        return k && NOUN_FORMS[c.key() ?? ''] ? k : null;
      });
      if (kw) { filters.push({ kind: 'state', state: 'mighty', form: '[Mighty]', position: 'pre', span: [fstart, c.end()] }); continue; }
      const nonTag = c.try(() => {
        const tok = c.tok();
        if (tok?.t !== 'word' || !/^non-[A-Z]/.test(tok.v)) return null;
        c.skip();
        return tok.v.slice(4);
      });
      if (nonTag) { filters.push({ kind: 'tag', tag: nonTag, negated: true, position: 'pre', span: [fstart, c.end()] }); continue; }
      const nth = c.try(() => {
        const w = c.eatAny(ORDINALS);
        return w && NOUN_FORMS[c.key() ?? ''] ? w : null;
      });
      if (nth) { filters.push({ kind: 'ordinal', nth: ORDINALS.phrases.indexOf(nth) + 1, word: nth, position: 'pre', span: [fstart, c.end()] }); continue; }
      const nonType = c.eatAny(NON_TYPES);
      if (nonType) { filters.push({ kind: 'type-word', word: nonType, position: 'pre', span: [fstart, c.end()] }); continue; }
      const tag = c.try(() => {
        const t = c.properWord(RESERVED);
        return t && (NOUN_FORMS[c.key() ?? ''] || (c.tok()?.t === 'word' && capitalised((c.tok() as { v: string }).v))) ? t : null;
      });
      if (tag) { filters.push({ kind: 'tag', tag, position: 'pre', span: [fstart, c.end()] }); continue; }
      break;
    }
    const nouns: ObjectNoun[] = [];
    let plural = false;
    for (;;) {
      const w = c.key();
      const f = w ? NOUN_FORMS[w] : undefined;
      if (!f) break;
      if (opts.nounsOnly && !opts.nounsOnly.includes(f.noun)) break;
      c.eat(w!);
      nouns.push(f.noun);
      plural = plural || f.plural || (w === 'equipment' && determiner === 'your') || ((w === 'gear' || w === 'equipment') && (determiner === 'all' || determiner === 'bare' || determiner === 'any-number' || (determiner === 'up-to' || determiner === 'number') && (count as { value: number }).value > 1));
      // "a legend, unit, or gear": a serial list of nouns
      if (!opts.nounsOnly && c.sees(',') && NOUN_FORMS[c.key(1) ?? ''] && (c.key(2) === ',' || (c.key(2) === 'or' && nouns.length > 1))) { c.eat(','); serialNouns = true; continue; }
      if (serialNouns && c.sees(', or') && NOUN_FORMS[c.key(2) ?? '']) { c.eat(', or'); continue; }
      // "unit or gear", "units or gear"
      if (c.sees('or') && NOUN_FORMS[c.key(1) ?? ''] && !(opts.nounsOnly && !opts.nounsOnly.includes(NOUN_FORMS[c.key(1)!].noun))) { c.eat('or'); continue; }
      // "spells and abilities": a second bare plural noun
      if (!opts.nounsOnly && plural && !nounJoin && nouns.length === 1 && c.sees('and') && NOUN_FORMS[c.key(1) ?? '']?.plural) { c.eat('and'); nounJoin = 'and'; continue; }
      break;
    }
    if (!nouns.length) {
      // a tag standing for the noun: "Your Mechs", "a Poro", "other Dragons"
      const tok = c.tok();
      if (tok?.t !== 'word' || !capitalised(tok.v) || RESERVED.has(tok.lower) || opts.nounsOnly) return null;
      const isPlural = /[^s]s$/.test(tok.v) && determiner !== 'a';
      if (determiner === 'bare' && !isPlural) return null;
      c.skip();
      const tagFilter: Extract<Filter, { kind: 'tag' }> = { kind: 'tag', tag: isPlural ? tok.v.slice(0, -1) : tok.v, noun: tok.v, position: 'pre' };
      const more = isPlural ? null : tagAlternatives(c);
      if (more) tagFilter.anyOf = [tok.v, ...more];
      filters.push(tagFilter);
      nouns.push('unit');
      plural = isPlural;
    }
    // "something" takes no article: it reads as "a"
    if (determiner === 'bare' && nouns.length === 1 && nouns[0] === 'something') determiner = 'a';
    if (determiner === 'bare' && !plural && !filters.length) return null;
    if (determiner === 'another') filters.unshift({ kind: 'other', form: 'another' });
    if (determiner === 'one-of') filters.unshift({ kind: 'controller', who: 'your', form: 'one of your' });
    for (;;) {
      const f = postFilter(c, nouns);
      if (!f) break;
      filters.push(f);
    }
    const ref: Extract<ObjectRef, { kind: 'select' }> = { kind: 'select', determiner, nouns, plural, filters, span: [start, c.end()] };
    if (count) ref.count = count;
    if (plusForm) ref.plusForm = true;
    if (nounJoin) ref.nounJoin = nounJoin;
    if (serialNouns) ref.serialNouns = true;
    return ref;
  });
}

/** Nouns that end a token's name. */
const TOKEN_NOUNS: ReadonlySet<string> = new Set(['unit', 'gear', 'battlefield']);

/** A token description: "a ready 3 :rb_might: Sprite unit token with [Temporary]", "three 1 :rb_might: Recruit unit tokens". */
export function tokenSpec(c: Cursor): TokenSpec | null {
  // a token description starts with its count: "a", "an" or a number
  if (!c.seesNumber() && c.key() !== 'a' && c.key() !== 'an') return null;
  return c.try(() => {
    let count: Amount;
    if (c.eatOne('a', 'an')) count = { kind: 'number', value: 1 };
    else {
      const n = c.number();
      if (!n) return null;
      count = n.word ? { kind: 'number', value: n.value, word: true } : { kind: 'number', value: n.value };
    }
    const ready = c.eat('ready');
    let might: number | undefined;
    const m = c.try(() => { const d = c.digits(); return d !== null && c.eat(':rb_might:') ? d : null; });
    if (m !== null) might = m;
    const asEnergy = m === null ? c.try(() => {
      const s = c.symbols();
      return s && s.length === 2 && s[0].kind === 'energy' && s[1].kind === 'might-symbol' ? s[0].amount : null;
    }) : null;
    if (asEnergy !== null) might = asEnergy;
    const nameParts: string[] = [];
    for (;;) {
      const w = c.properWord(TOKEN_NOUNS);
      if (!w) break;
      nameParts.push(w);
    }
    if (!nameParts.length) return null;
    const noun = c.eatOne('unit', 'gear', 'battlefield');
    if (!noun || !c.eatOne('tokens', 'token')) return null;
    const keywords = [];
    if (c.eat('with')) {
      for (;;) {
        const k = c.keyword();
        if (!k) break;
        keywords.push(k);
        if (!c.eat('and')) break;
      }
      if (!keywords.length) return null;
    }
    const from = c.try(() => (c.eat('from') ? c.properWord(RESERVED) : null));
    const spec: TokenSpec = { count, name: nameParts.join(' '), noun, keywords };
    if (asEnergy !== null) spec.mightAsEnergy = true;
    if (from) spec.from = from;
    if (might !== undefined) spec.might = might;
    if (ready) spec.ready = true;
    return spec;
  });
}

/** ", Cat, Dog, or Poro" after a tag: the other tags of a serial "or" list. */
function tagAlternatives(c: Cursor): string[] | null {
  return c.try(() => {
    const out: string[] = [];
    for (;;) {
      const last = c.eat(', or');
      if (!last && !c.eat(',')) return null;
      const w = c.properWord(RESERVED);
      if (!w) return null;
      out.push(w);
      if (last) return out;
    }
  });
}

/** "A, B, and C": a serial list of three or more references. */
function serialRefs(c: Cursor, first: ObjectRef): ObjectRef | null {
  return c.try(() => {
    const parts = [first];
    for (;;) {
      const conj = c.eatOne(', and', ', or');
      if (!conj && !c.eat(',')) return null;
      const next = selectRef(c) ?? selfRef(c);
      if (!next) return null;
      parts.push(next);
      if (conj) return parts.length >= 3 ? { kind: 'both' as const, parts, conjunction: conj === ', and' ? 'and' as const : 'or' as const, serial: true } : null;
    }
  });
}

/** Any object reference usable as the object of an instruction. */
export function objectRef(c: Cursor): ObjectRef | null {
  const first = singleRef(c);
  if (!first) return null;
  const serial = first.kind === 'select' ? serialRefs(c, first) : null;
  if (serial) return serial;
  // "another friendly unit and an enemy unit"
  const more = c.try(() => {
    const conj = c.eatOne('and', 'or');
    if (!conj) return null;
    const next = c.try(() => selectRef(c) ?? selfRef(c));
    return next ? { conj, next } : null;
  });
  if (more) return { kind: 'both', parts: [first, more.next], conjunction: more.conj as 'and' };
  return first;
}

const SINGLE = rememberedRule();

export function singleRef(c: Cursor): ObjectRef | null {
  return c.remember(SINGLE, readSingleRef);
}

function readSingleRef(c: Cursor): ObjectRef | null {
  const start = c.offset();
  const tok = tokenSpec(c);
  if (tok) return { kind: 'token', token: tok, span: [start, c.end()] };
  return selectRef(c) ?? selfRef(c) ?? pronounRef(c);
}
