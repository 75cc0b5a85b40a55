// Grammar of object references: determiner + restrictions + noun(s) + restrictions, pronouns,
// self references, players and locations.
import type { Amount, Comparison, Filter, LocationRef, ObjectNoun, ObjectRef, PlayerWho, TokenSpec } from './ast.ts';
import type { Cursor } from './cursor.ts';
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

export function playerRef(c: Cursor): ObjectRef | null {
  const start = c.offset();
  for (const [phrase, who] of PLAYER_PHRASES) {
    if (c.eat(phrase)) {
      // "each player's", "an opponent's" belong to a possessive, not to a subject
      return { kind: 'player', who, span: [start, c.end()] };
    }
  }
  return null;
}

/** Players that take the third-person verb form ("each player kills", "its controller draws"). */
export function isSingularActor(ref: ObjectRef | undefined): boolean {
  if (!ref) return false;
  if (ref.kind === 'player') return !['you', 'they', 'players', 'your-opponents', 'everyone', 'you-or-ally', 'opponents'].includes(ref.who);
  if (ref.kind === 'self') return ref.word !== 'I';
  if (ref.kind === 'pronoun') return !['they', 'them', 'we'].includes(ref.word) && !/s$/.test(ref.word);
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

export function selfRef(c: Cursor, allowI = false): ObjectRef | null {
  const start = c.offset();
  if (allowI && c.eat('I')) return { kind: 'self', word: 'I', span: [start, c.end()] };
  for (const [phrase, word] of SELF_PHRASES) {
    if (c.sees(phrase)) {
      // "this" followed by a noun is a self reference only for the noun forms listed above
      if (phrase === 'this' && c.key(1) !== undefined && ((NOUN_FORMS[c.key(1)!] && NOUN_FORMS[c.key(1)!].noun !== 'cost') || ['turn', 'way', 'combat'].includes(c.key(1)!))) return null;
      c.eat(phrase);
      return { kind: 'self', word, span: [start, c.end()] };
    }
  }
  return null;
}

export function pronounRef(c: Cursor): ObjectRef | null {
  const start = c.offset();
  const word = c.eatOne(...PRONOUNS);
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

function locationRefBody(c: Cursor): LocationRef | null {
  if (c.eat('here')) return { kind: 'here' };
  if (c.eat('there')) return { kind: 'there' };
  const base = c.try(() => {
    const whose = c.eatOne("its owner's", 'your', 'its', 'their', 'my', 'a', 'the');
    if (!c.eat('base') && !c.eat('bases')) return null;
    return whose ? { kind: 'base' as const, whose: whose as 'your' } : { kind: 'base' as const };
  });
  if (base) return base;
  const bf = c.try(() => {
    const start = c.offset();
    const pron = c.eatOne('the same battlefield', 'the same location', 'that battlefield', 'this battlefield', 'its battlefield', 'my battlefield', 'their battlefield');
    if (pron) return { kind: 'battlefield' as const, ref: { kind: 'pronoun' as const, word: pron, span: [start, c.end()] as [number, number] } };
    const ref = selectRef(c, { nounsOnly: ['battlefield', 'location'] });
    return ref ? { kind: 'battlefield' as const, ref } : null;
  });
  return bf;
}

/** Restrictions written after the noun. */
function postFilter(c: Cursor, nouns: ObjectNoun[]): Filter | null {
  const start = c.offset();
  const done = (f: Filter): Filter => ({ ...f, position: 'post', span: [start, c.end()] } as Filter);
  if (c.eat('that was uncontrolled')) return done({ kind: 'state', state: 'uncontrolled', form: 'that was uncontrolled' });
  if (c.eat('other than mine')) return done({ kind: 'other', form: 'other than mine' });
  if (nouns[0] === 'something') {
    const other = c.eatOne('else', 'besides me');
    if (other) return done({ kind: 'other', form: other });
    // "something that's [Empowered]", "something else that's exhausted"
    const state = c.try(() => {
      if (!c.eat("that's")) return null;
      const k = c.keyword('Empowered');
      if (k) return 'empowered' as const;
      return c.eatOne('exhausted', 'ready');
    });
    if (state) return done({ kind: 'state', state, form: state === 'empowered' ? "that's [Empowered]" : `that's ${state}` });
  }
  const chooses = c.try((): Filter | null => {
    const form = c.eatOne('that chooses', 'that choose');
    const object = form ? selfRef(c) ?? pronounRef(c) ?? selectRef(c) : null;
    if (!form || !object) return null;
    // "that chooses it and no other friendly unit"
    const noOther = c.try(() => (c.eat('and no other') ? selectRef(c) : null));
    return noOther ? { kind: 'chooses', object, form, noOther } : { kind: 'chooses', object, form };
  });
  if (chooses) return done(chooses);
  const where = c.try(() => (c.eat('where') ? predicate(c) : null));
  if (where) return done({ kind: 'where', predicate: where });
  if (nouns.includes('battlefield') && nouns.length === 1) {
    // battlefields take only control restrictions here; "a battlefield here" is not printed
  } else {
    if (c.eat('in combat')) return done({ kind: 'state', state: 'in-combat', form: 'in combat' });
    if (c.eat('in a showdown')) return done({ kind: 'state', state: 'in-showdown', form: 'in a showdown' });
    const here = c.eatOne('here', 'there');
    if (here) return done({ kind: 'location', at: { kind: here === 'here' ? 'here' : 'there' }, form: 'bare' });
    const at = c.try(() => {
      const prep = c.eatOne('at', 'in');
      if (!prep) return null;
      const where = locationRef(c);
      return where ? { kind: 'location' as const, at: where, form: prep as 'at' | 'in' } : null;
    });
    if (at) return done(at);
  }
  const ctl = c.eatOne('you or allies control', 'you own', 'you play this turn', 'you play', 'you pay', "you don't control", 'you control', 'an opponent controls', 'your opponents control', 'opponents control', 'they control', 'its controller controls');
  if (ctl) {
    const who = ({ 'you or allies control': 'allied', 'you own': 'you-own', 'you control': 'you-control', 'an opponent controls': 'an-opponent-controls', 'they control': 'they-control', 'you play': 'you-play', 'you play this turn': 'you-play', 'you pay': 'you-pay' } as Record<string, string>)[ctl] ?? 'opponent-controls';
    return done({ kind: 'controller', who: who as 'you-control', form: ctl });
  }
  const zone = c.try(() => {
    const prep = c.eatOne('in', 'from');
    if (!prep) return null;
    if (c.eat('hand')) return { kind: 'zone' as const, zone: 'hand' as const, owner: 'your' as const, form: `${prep} hand` };
    if (c.eat('trashes')) return { kind: 'zone' as const, zone: 'trash' as const, owner: 'any' as const, form: `${prep} trashes` };
    const owner = c.eatOne('your', 'their', "its owner's", "an opponent's", 'a', 'any');
    const z = c.eatOne('trash', 'hand', 'Main Deck', 'deck', 'Rune Deck', 'Champion Zone', 'hands');
    if (!owner || !z) return null;
    const zoneName = ({ trash: 'trash', hand: 'hand', hands: 'hand', 'Main Deck': 'main-deck', deck: 'main-deck', 'Rune Deck': 'rune-deck', 'Champion Zone': 'champion-zone' } as const)[z];
    const ownerName = ({ your: 'your', their: 'their', "its owner's": 'its-owner', "an opponent's": 'an-opponent', a: 'any', any: 'any' } as const)[owner];
    return { kind: 'zone' as const, zone: zoneName, owner: ownerName, form: `${prep} ${owner} ${z}` };
  });
  if (zone) return done(zone);
  const playedFrom = c.try(() => (c.eat('played from') ? c.eatOne("anywhere other than a player's hand", 'anywhere other than your hand') : null));
  if (playedFrom) return done({ kind: 'played-from', from: playedFrom });
  const among = c.eatOne('from among them', 'revealed this way', 'from it');
  if (among) return done({ kind: 'among', form: among });
  if (c.eat('with my name')) return done({ kind: 'same-name', as: { kind: 'self', word: 'my' } });
  if (c.eat('with this name')) return done({ kind: 'same-name', as: { kind: 'self', word: 'this' } });
  const attachedTo = c.try(() => (c.eat('attached to') ? selfRef(c) ?? pronounRef(c) : null));
  if (attachedTo) return done({ kind: 'attached-to', to: attachedTo });
  const upTo = c.try((): Filter | null => {
    if (!c.eat('that has Might up to')) return null;
    const n = c.digits();
    if (n === null || !c.eat('more than')) return null;
    const than = pronounRef(c) ?? selectRef(c);
    return than ? { kind: 'might-relative', op: '<=', than, offset: n, form: 'that has Might up to' } : null;
  });
  if (upTo) return done(upTo);
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
  if (energy) return done(energy);
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
  if (withF) return done(withF);
  const without = c.try((): Filter | null => {
    if (!c.eat('without')) return null;
    const kw = c.keyword();
    return kw ? { kind: 'keyword', keyword: kw, negated: true } : null;
  });
  if (without) return done(without);
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
  if (cost) return done(cost);
  return null;
}

export interface SelectOptions {
  /** accept only these nouns */
  nounsOnly?: ObjectNoun[];
}

/** A selection: "a unit", "all enemy units here", "up to two friendly units", "your legend". */
export function selectRef(c: Cursor, opts: SelectOptions = {}): Extract<ObjectRef, { kind: 'select' }> | null {
  return c.try(() => {
    const start = c.offset();
    const filters: Filter[] = [];
    let determiner: Extract<ObjectRef, { kind: 'select' }>['determiner'] = 'bare';
    let count: Amount | undefined;
    let plusForm = false;
    let nounJoin: 'and' | undefined;
    let serialNouns = false;
    if (c.eat('exactly')) {
      const n = c.number();
      if (!n) return null;
      determiner = 'exactly';
      count = n.word ? { kind: 'number', value: n.value, word: true } : { kind: 'number', value: n.value };
    } else if (c.eat('any number of')) determiner = 'any-number';
    else if (c.eat('one or more')) determiner = 'one-or-more';
    else if (c.eat('up to')) {
      const n = c.number();
      if (!n) return null;
      determiner = 'up-to';
      count = n.word ? { kind: 'number', value: n.value, word: true } : { kind: 'number', value: n.value };
    } else if (c.eat('one of your')) { determiner = 'one-of'; }
    else if (c.eat('each of your')) { determiner = 'each-of-your'; }
    else if (c.eat('one of their')) { determiner = 'one-of-their'; }
    else if (c.eat('the next')) { determiner = 'next'; }
    else if (c.eat('my')) { determiner = 'my'; }
    else if (c.eat('its')) { determiner = 'its'; }
    else if (c.eat('their')) { determiner = 'their'; }
    else if (c.eatOne('all')) determiner = 'all';
    else if (c.eat('each')) determiner = 'each';
    else if (c.eat('another')) { determiner = 'another'; }
    else if (c.eatOne('a', 'an')) determiner = 'a';
    else if (c.eat('your')) determiner = 'your';
    else if (c.eat('the')) determiner = 'the';
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
    if (['any-number', 'up-to', 'all', 'number', 'one-or-more'].includes(determiner) && c.sees('your') && c.key(1) !== undefined) {
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
      if (w !== undefined && PRE_STATES[w] && c.key(1) !== undefined && (NOUN_FORMS[c.key(1)!] || PRE_STATES[c.key(1)!] || c.key(1) === 'friendly' || c.key(1) === 'enemy' || /^[A-Z]/.test(c.tok(1)?.t === 'word' ? (c.tok(1) as { v: string }).v : ''))) {
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
        c.eat(tok.v);
        return tok.v.slice(4);
      });
      if (nonTag) { filters.push({ kind: 'tag', tag: nonTag, negated: true, position: 'pre', span: [fstart, c.end()] }); continue; }
      const nth = c.try(() => {
        const w = c.eatOne('first', 'second', 'third');
        return w && NOUN_FORMS[c.key() ?? ''] ? w : null;
      });
      if (nth) { filters.push({ kind: 'ordinal', nth: ['first', 'second', 'third'].indexOf(nth) + 1, word: nth, position: 'pre', span: [fstart, c.end()] }); continue; }
      const nonType = c.eatOne('non-unit', 'non-spell', 'non-gear');
      if (nonType) { filters.push({ kind: 'type-word', word: nonType, position: 'pre', span: [fstart, c.end()] }); continue; }
      const tag = c.try(() => {
        const t = c.properWord(RESERVED);
        return t && (NOUN_FORMS[c.key() ?? ''] || (c.tok()?.t === 'word' && /^[A-Z]/.test((c.tok() as { v: string }).v))) ? t : null;
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
      if (tok?.t !== 'word' || !/^[A-Z]/.test(tok.v) || RESERVED.has(tok.lower) || opts.nounsOnly) return null;
      const isPlural = /[^s]s$/.test(tok.v) && determiner !== 'a';
      if (determiner === 'bare' && !isPlural) return null;
      c.eat(tok.v);
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

/** A token description: "a ready 3 :rb_might: Sprite unit token with [Temporary]", "three 1 :rb_might: Recruit unit tokens". */
export function tokenSpec(c: Cursor): TokenSpec | null {
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
      const w = c.properWord(new Set(['unit', 'gear', 'battlefield']));
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

export function singleRef(c: Cursor): ObjectRef | null {
  const start = c.offset();
  const tok = tokenSpec(c);
  if (tok) return { kind: 'token', token: tok, span: [start, c.end()] };
  return selectRef(c) ?? selfRef(c) ?? pronounRef(c);
}
