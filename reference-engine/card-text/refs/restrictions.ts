// Restrictions written after a selection's noun: "you control", "in your trash", "with 3 :rb_might: or less", ...
import type { Amount, Comparison, Filter, ObjectNoun } from '../ast.ts';
import { firstKeys, PhraseList, type Cursor } from '../cursor.ts';
import { predicate } from '../conditions.ts';
import { amountPhrase } from './amounts.ts';
import { locationRef } from './locations.ts';
import { selectRef } from './selection.ts';
import { pronounRef, selfRef } from './self-and-pronouns.ts';

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

/** Who controls (or plays, or pays for) the objects, as written after the noun, and what it means. */
const CONTROLLERS: Record<string, string> = {
  'you or allies control': 'allied',
  'you own': 'you-own',
  'you play this turn': 'you-play',
  'you play': 'you-play',
  'you pay': 'you-pay',
  "you don't control": 'opponent-controls',
  'you control': 'you-control',
  'an opponent controls': 'an-opponent-controls',
  'your opponents control': 'opponent-controls',
  'opponents control': 'opponent-controls',
  'they control': 'they-control',
  'its controller controls': 'opponent-controls',
};
const CONTROLLER_LIST = new PhraseList(Object.keys(CONTROLLERS));
const ZONE_OWNERS = new PhraseList(['your', 'their', "its owner's", "an opponent's", 'a', 'any'] as const);
const ZONES = new PhraseList(['trash', 'hand', 'Main Deck', 'deck', 'Rune Deck', 'Champion Zone', 'hands'] as const);
const AMONG = new PhraseList(['from among them', 'revealed this way', 'from it']);

/** Every phrase a restriction after the noun starts with (`postFilter` reads nothing else first). */
const POST_FILTER_STARTS = firstKeys(
  'this kills',
  'of',
  'it chooses',
  'that was uncontrolled',
  'other than mine',
  'else',
  'besides me',
  "that's",
  'that are',
  "you're",
  'that chooses',
  'that choose',
  'where',
  'in combat',
  'in a showdown',
  'alone',
  'here',
  'there',
  'anywhere',
  'attacking',
  'at',
  'in',
  ...CONTROLLER_LIST.phrases,
  'from',
  'played from',
  'banished with',
  ...AMONG.phrases,
  'with my name',
  'with this name',
  'attached to',
  'that has Might up to',
  'with Energy cost',
  'with Power cost',
  "you've played this turn",
  'I moved to or from',
  'you spend',
  'spent',
  'that costs',
  'with',
  'each',
  'without',
  'costing',
  'with cost',
);

/** A restriction read after the noun, from `start` to here. */
function afterNoun(c: Cursor, start: number, f: Filter): Filter {
  return { ...f, position: 'post', span: [start, c.end()] } as Filter;
}

/** "that's in combat with <object>", "that's being chosen by <object>": what the object is caught up in now. */
function situationClause(c: Cursor): Filter | null {
  return c.try((): Filter | null => {
    if (!c.eat("that's")) return null;
    if (c.eat('in combat with')) {
      const other = selectRef(c);
      return other ? ({ kind: 'in-combat-with', object: other } as Filter) : null;
    }
    if (!c.eat('being chosen by')) return null;
    const by = selectRef(c);
    return by ? ({ kind: 'being-chosen-by', by } as Filter) : null;
  });
}

/** One such clause, or two joined by "or" (either is enough). */
function situationClauses(c: Cursor): Filter | null {
  const first = situationClause(c);
  if (!first) return null;
  const second = c.try(() => (c.eat('or') ? situationClause(c) : null));
  return second ? ({ kind: 'either-situation', filters: [first, second] } as Filter) : first;
}

/** Restrictions written after the noun. */
export function postFilter(c: Cursor, nouns: ObjectNoun[]): Filter | null {
  if (!c.startsWithAny(POST_FILTER_STARTS)) return null;
  const start = c.offset();
  // "that's in combat with an enemy Fury unit or that's being chosen by an enemy Fury spell"
  const situation = situationClauses(c);
  if (situation) return afterNoun(c, start, situation);
  // "an activated ability of a gear": an ability of such an object
  if (nouns.length === 1 && nouns[0] === 'ability' && c.key() === 'of') {
    const source = c.try(() => (c.eat('of') ? selectRef(c) : null));
    if (source) return afterNoun(c, start, { kind: 'ability-of', source });
  }
  // "for each unit this kills": killed by the spell or ability's own damage
  if (c.eat('this kills')) return afterNoun(c, start, { kind: 'killed-by-this' });
  // "a unit it chooses": chosen by the spell or ability named before
  if (c.eat('it chooses')) return afterNoun(c, start, { kind: 'chosen-by', by: { kind: 'pronoun', word: 'it' } });
  // "the unit you choose": the object the controller chooses for the ability
  if (c.eat('you choose')) return afterNoun(c, start, { kind: 'chosen-by', by: { kind: 'player', who: 'you' } });
  if (c.eat('that was uncontrolled')) return afterNoun(c, start, { kind: 'state', state: 'uncontrolled', form: 'that was uncontrolled' });
  if (c.eat('other than mine')) return afterNoun(c, start, { kind: 'other', form: 'other than mine' });
  // "a unit that's [Empowered]", "an enemy gear that's [Empowered]"
  if (nouns[0] !== 'something' && c.try(() => (c.eat("that's") && c.keyword('Empowered') ? true : null)))
    return afterNoun(c, start, { kind: 'state', state: 'empowered', form: "that's [Empowered]" });
  // "Your units that are [Empowered]"
  if (c.try(() => (c.eat('that are') && c.keyword('Empowered') ? true : null)))
    return afterNoun(c, start, { kind: 'state', state: 'empowered', form: 'that are [Empowered]' });
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
    const object = form ? (selfRef(c) ?? pronounRef(c) ?? selectRef(c)) : null;
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
    // "an enemy unit attacking here"
    if (c.sees('attacking here') && c.eat('attacking')) return afterNoun(c, start, { kind: 'state', state: 'attacking', form: 'attacking' });
    // "an enemy unit alone at that battlefield"
    if (c.eat('alone')) return afterNoun(c, start, { kind: 'state', state: 'alone', form: 'alone' });
    // "a friendly unit anywhere": at any location, its base included
    if (c.eat('anywhere')) return afterNoun(c, start, { kind: 'location', at: { kind: 'everywhere', word: 'anywhere' }, form: 'bare' });
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
  // "each card you've played this turn", "each buff you spend": what the player did with them
  const done = c.eatOne("you've played this turn", 'you spend', 'spent');
  if (done) return afterNoun(c, start, { kind: 'done-by-you', form: done });
  const ctl = c.eatAny(CONTROLLER_LIST);
  if (ctl) return afterNoun(c, start, { kind: 'controller', who: CONTROLLERS[ctl] as 'you-control', form: ctl });
  const zone = c.try(() => {
    const prep = c.eatOne('in', 'from');
    if (!prep) return null;
    if (c.eat('hand')) return { kind: 'zone' as const, zone: 'hand' as const, owner: 'your' as const, form: `${prep} hand` };
    if (c.eat('trashes')) return { kind: 'zone' as const, zone: 'trash' as const, owner: 'any' as const, form: `${prep} trashes` };
    // "from opponents' trashes": any opponent's
    if (c.eat("opponents' trashes"))
      return { kind: 'zone' as const, zone: 'trash' as const, owner: 'an-opponent' as const, form: `${prep} opponents' trashes` };
    const owner = c.eatAny(ZONE_OWNERS);
    const z = c.eatAny(ZONES);
    if (!owner || !z) return null;
    const zoneName = (
      {
        trash: 'trash',
        hand: 'hand',
        hands: 'hand',
        'Main Deck': 'main-deck',
        deck: 'main-deck',
        'Rune Deck': 'rune-deck',
        'Champion Zone': 'champion-zone',
      } as const
    )[z];
    const ownerName = ({ your: 'your', their: 'their', "its owner's": 'its-owner', "an opponent's": 'an-opponent', a: 'any', any: 'any' } as const)[owner];
    return { kind: 'zone' as const, zone: zoneName, owner: ownerName, form: `${prep} ${owner} ${z}` };
  });
  if (zone) return afterNoun(c, start, zone);
  const playedFrom = c.try(() => (c.eat('played from') ? c.eatOne("anywhere other than a player's hand", 'anywhere other than your hand') : null));
  if (playedFrom) return afterNoun(c, start, { kind: 'played-from', from: playedFrom });
  const among = c.eatAny(AMONG);
  if (among) return afterNoun(c, start, { kind: 'among', form: among });
  if (nouns.length === 1 && nouns[0] === 'battlefield' && c.eat("you're attacking")) return afterNoun(c, start, { kind: 'attacked-by', who: 'you' });
  // "a battlefield I moved to or from": either end of the move that triggered the ability
  if (nouns.length === 1 && nouns[0] === 'battlefield' && c.eat('I moved to or from'))
    return afterNoun(c, start, { kind: 'moved-between', form: 'I moved to or from' });
  if (nouns.length === 1 && nouns[0] === 'battlefield' && c.eat('you conquered this turn'))
    return afterNoun(c, start, { kind: 'conquered-this-turn', by: 'you' });
  // "a unit banished with this" (Cursed Sarcophagus): linked to what this object's own abilities banished
  const banishedWith = c.try(() => (c.eat('banished with') ? c.eatOne('this', 'me') : null));
  if (banishedWith) return afterNoun(c, start, { kind: 'banished-with', word: banishedWith as 'this' | 'me' });
  // "a unit with the named tag": the tag a "name a tag" instruction named
  if (c.eat('with the named tag')) return afterNoun(c, start, { kind: 'named-tag' });
  if (c.eat('with that name')) return afterNoun(c, start, { kind: 'named-card' });
  if (c.eat('with my name')) return afterNoun(c, start, { kind: 'same-name', as: { kind: 'self', word: 'my' } });
  if (c.eat('with this name')) return afterNoun(c, start, { kind: 'same-name', as: { kind: 'self', word: 'this' } });
  if (c.eat('with the same controller')) return afterNoun(c, start, { kind: 'same-controller' });
  const attachedTo = c.try(() => (c.eat('attached to') ? (selfRef(c) ?? pronounRef(c)) : null));
  if (attachedTo) return afterNoun(c, start, { kind: 'attached-to', to: attachedTo });
  const upTo = c.try((): Filter | null => {
    if (!c.eat('that has Might up to')) return null;
    const n = c.digits();
    if (n === null || !c.eat('more than')) return null;
    const than = pronounRef(c) ?? selectRef(c);
    return than ? { kind: 'might-relative', op: '<=', than, offset: n, form: 'that has Might up to' } : null;
  });
  if (upTo) return afterNoun(c, start, upTo);
  // "that costs no more Energy and no more Power than the killed unit": each part of the cost against that object's
  const bothParts = c.try((): Filter | null => {
    if (!c.eat('that costs no more Energy and no more Power than')) return null;
    const object = pronounRef(c) ?? selectRef(c);
    return object ? { kind: 'energy-cost-vs', op: '<=', than: { kind: 'cost-of', object, form: 'cost' }, form: 'no more than', powerToo: true } : null;
  });
  if (bothParts) return afterNoun(c, start, bothParts);
  const energy = c.try((): Filter | null => {
    const form = c.eatOne('with Energy cost', 'that costs', 'with Power cost');
    if (!form) return null;
    const bound = c.eatOne('no more than', 'less than', 'at least', 'more than') ?? '';
    const value = c.symbols();
    // "with Energy cost less than your points": compared with an amount of the game
    const than = !value && bound && form === 'with Energy cost' ? amountPhrase(c) : null;
    if (than)
      return {
        kind: 'energy-cost-vs',
        op: bound === 'no more than' ? '<=' : bound === 'less than' ? '<' : bound === 'at least' ? '>=' : '>',
        than,
        form: bound,
      };
    if (!value) return null;
    const tail = bound ? '' : (c.eatOne('or more', 'or less') ?? '');
    const op: Comparison =
      bound === 'no more than' || tail === 'or less'
        ? '<='
        : bound === 'less than'
          ? '<'
          : bound === 'at least' || tail === 'or more'
            ? '>='
            : bound === 'more than'
              ? '>'
              : '=';
    // "a card with Power cost :rb_rune_rainbow::rb_rune_rainbow: or more"
    if (form === 'with Power cost') return { kind: 'power-cost', op, value, form: `${form}|${bound}|${tail}` };
    const f: Extract<Filter, { kind: 'energy-cost' }> = { kind: 'energy-cost', op, value, form: `${form}|${bound}|${tail}` };
    const power =
      bound === 'no more than'
        ? c.try(() => {
            const word = c.eatOne('and no more than', 'and Power cost no more than');
            const s = word && c.symbols();
            if (s && word === 'and Power cost no more than') f.powerWord = true;
            return s;
          })
        : null;
    if (power) f.power = power;
    return f;
  });
  if (energy) return afterNoun(c, start, energy);
  // "a battlefield with exactly one other unit you control": a count of the objects at it
  const holding =
    nouns.length === 1 && nouns[0] === 'battlefield' && c.sees('with exactly')
      ? c.try((): Filter | null => {
          c.eat('with');
          const what = selectRef(c);
          if (!what || what.determiner !== 'exactly') return null;
          return c.eat('there') ? { kind: 'holding', what, there: true } : { kind: 'holding', what };
        })
      : null;
  if (holding) return afterNoun(c, start, holding);
  const withF = c.try((): Filter | null => {
    // "a battlefield with total Might ..." would steal the restriction of the units before it
    if (nouns.length === 1 && nouns[0] === 'battlefield') return null;
    // "enemy units here each with 5 :rb_might: or less": each of them, one by one
    const each = c.sees('each with') && c.eat('each');
    if (!c.eat('with')) return null;
    if (each) {
      const m = mightComparison(c);
      return m ? { kind: 'might', op: m.op, value: m.value, form: m.form, each: true } : null;
    }
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
