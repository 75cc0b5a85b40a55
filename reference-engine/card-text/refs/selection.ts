// Selections: determiner + restrictions before the noun + noun(s) + restrictions after it
// ("up to two friendly units here", "your Mechs", "a legend, unit, or gear").
import type { Amount, Domain, Filter, ObjectNoun, ObjectRef } from '../ast.ts';
import { capitalised, firstKeys, PhraseList, rememberedRule, wordsFound, type Cursor } from '../cursor.ts';
import { GEAR_TOKEN_NAMES, NOUN_FORMS, RESERVED } from './nouns.ts';
import { postFilter } from './restrictions.ts';
import { processCache } from '../../process-caches.ts';

type StateName = Extract<Filter, { kind: 'state' }>['state'];
const PRE_STATES: Record<string, StateName> = {
  exhausted: 'exhausted',
  ready: 'ready',
  buffed: 'buffed',
  damaged: 'damaged',
  stunned: 'stunned',
  attacking: 'attacking',
  defending: 'defending',
  'non-token': 'non-token',
  facedown: 'facedown',
  unbuffed: 'unbuffed',
  undamaged: 'undamaged',
  equipped: 'equipped',
  token: 'token',
  open: 'open',
  attached: 'attached',
  detached: 'detached',
  occupied: 'occupied',
  optional: 'optional',
  additional: 'additional',
};

type Determiner = Extract<ObjectRef, { kind: 'select' }>['determiner'];
/** The words a selection starts with, longer phrases first, and the determiner each one means. */
const DETERMINERS: Record<string, Determiner> = {
  exactly: 'exactly',
  'any number of': 'any-number',
  'one or more': 'one-or-more',
  'up to': 'up-to',
  'one of your': 'one-of',
  'each of your': 'each-of-your',
  'one of their': 'one-of-their',
  'one of its': 'one-of-its',
  'the next': 'next',
  'your next': 'next',
  my: 'my',
  its: 'its',
  their: 'their',
  all: 'all',
  each: 'each',
  another: 'another',
  a: 'a',
  an: 'a',
  any: 'a',
  your: 'your',
  the: 'the',
};
const DETERMINER_LIST = new PhraseList(Object.keys(DETERMINERS));
/** Determiners that may take "your" after them ("all your units"). */
const ORDINALS = new PhraseList(['first', 'second', 'third']);
const NON_TYPES = new PhraseList(['non-unit', 'non-spell', 'non-gear']);
/** The domains' names, as a selection prints them before its noun ("an enemy Order unit"). */
const DOMAIN_WORDS: Readonly<Record<string, Exclude<Domain, 'rainbow'>>> = {
  fury: 'fury',
  calm: 'calm',
  mind: 'mind',
  body: 'body',
  chaos: 'chaos',
  order: 'order',
};
const COUNTED_DETERMINERS: ReadonlySet<Determiner> = new Set(['any-number', 'up-to', 'all', 'number', 'one-or-more']);

export interface SelectOptions {
  /** accept only these nouns */
  nounsOnly?: ObjectNoun[];
}

const SELECT = rememberedRule();
/** Selections restricted to some nouns are remembered apart, one rule per list of nouns. */
const SELECT_ONLY = processCache<string, number>();

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
const SELECT_STARTS = firstKeys(...DETERMINER_LIST.phrases, 'friendly', 'enemy', 'other', 'different', 'activated', ...ORDINALS.phrases, ...NON_TYPES.phrases);

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
    let nounJoin: 'and' | 'and/or' | undefined;
    let serialNouns = false;
    // "each of up to two units": each one chosen
    const eachOf = c.sees('each of up to') && c.eat('each of');
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
      if (w === 'other') {
        c.eat(w);
        filters.push({ kind: 'other', form: 'other', position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      if (
        w !== undefined &&
        PRE_STATES[w] &&
        c.key(1) !== undefined &&
        (NOUN_FORMS[c.key(1)!] ||
          PRE_STATES[c.key(1)!] ||
          c.key(1) === 'friendly' ||
          c.key(1) === 'enemy' ||
          capitalised(c.tok(1)?.t === 'word' ? (c.tok(1) as { v: string }).v : ''))
      ) {
        c.eat(w);
        filters.push({ kind: 'state', state: PRE_STATES[w], position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      const kw = c.try(() => {
        const k = c.keyword('Mighty');
        return k && NOUN_FORMS[c.key() ?? ''] ? k : null;
      });
      if (kw) {
        filters.push({ kind: 'state', state: 'mighty', form: '[Mighty]', position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      // "friendly [Repeat] costs": the costs a keyword names
      const costOf = c.try(() => {
        const k = c.keyword();
        return k && (c.key() === 'costs' || c.key() === 'cost') ? k : null;
      });
      if (costOf) {
        filters.push({ kind: 'keyword', keyword: costOf, position: 'pre', costOf: true, span: [fstart, c.end()] });
        continue;
      }
      const nonTag = c.try(() => {
        const tok = c.tok();
        if (tok?.t !== 'word' || !/^non-[A-Z]/.test(tok.v)) return null;
        c.skip();
        return tok.v.slice(4);
      });
      if (nonTag) {
        filters.push({ kind: 'tag', tag: nonTag, negated: true, position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      // "an activated ability": played as an ability is, not a card
      if (w === 'activated' && NOUN_FORMS[c.key(1) ?? '']?.noun === 'ability') {
        c.eat(w);
        filters.push({ kind: 'activated-only', position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      if (w === 'different' && NOUN_FORMS[c.key(1) ?? '']) {
        c.eat(w);
        filters.push({ kind: 'different', position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      const nth = c.try(() => {
        const w = c.eatAny(ORDINALS);
        return w && NOUN_FORMS[c.key() ?? ''] ? w : null;
      });
      if (nth) {
        filters.push({ kind: 'ordinal', nth: ORDINALS.phrases.indexOf(nth) + 1, word: nth, position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      // ":rb_rune_fury: unit": a unit of that domain (185.3.b.1)
      const domain = c.try(() => {
        const tok = c.tok();
        if (tok?.t !== 'sym' || tok.sym.kind !== 'power' || tok.sym.domain === 'rainbow') return null;
        c.skip();
        return NOUN_FORMS[c.key() ?? ''] ? tok.sym.domain : null;
      });
      if (domain) {
        filters.push({ kind: 'domain', domain, position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      // "an enemy Chaos (:rb_rune_chaos:) unit": the domain named by its word, its symbol a reminder (185.3.b.1)
      const named = c.try(() => {
        const tok = c.tok();
        const d = tok?.t === 'word' && capitalised(tok.v) ? DOMAIN_WORDS[tok.lower] : undefined;
        if (!d) return null;
        c.skip();
        return NOUN_FORMS[c.key() ?? ''] ? d : null;
      });
      if (named) {
        filters.push({ kind: 'domain', domain: named, word: true, position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      const nonType = c.eatAny(NON_TYPES);
      if (nonType) {
        filters.push({ kind: 'type-word', word: nonType, position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      // "Bird, Cat, Dog, Poro, and Ivern units": units with any one of these tags
      const tags = c.try(() => {
        const t = c.properWord(RESERVED);
        const more = t ? tagAlternatives(c, ', and') : null;
        return more && NOUN_FORMS[c.key() ?? ''] ? [t!, ...more] : null;
      });
      if (tags) {
        filters.push({ kind: 'tag', tag: tags[0]!, anyOf: tags, join: 'and', position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      const tag = c.try(() => {
        const t = c.properWord(RESERVED);
        return t && (NOUN_FORMS[c.key() ?? ''] || (c.tok()?.t === 'word' && capitalised((c.tok() as { v: string }).v))) ? t : null;
      });
      if (tag) {
        filters.push({ kind: 'tag', tag, position: 'pre', span: [fstart, c.end()] });
        continue;
      }
      break;
    }
    const nouns: ObjectNoun[] = [];
    let plural = false;
    // "facedown card", only as the last of a serial list ("gear, unit, or facedown card")
    const facedownCard = (k: number): boolean => serialNouns && c.key(k) === 'facedown' && c.key(k + 1) === 'card';
    // "a unit, gear, or activated ability": likewise only the last of a serial list
    const activatedAbility = (k: number): boolean => serialNouns && c.key(k) === 'activated' && c.key(k + 1) === 'ability';
    for (;;) {
      const w = c.key();
      if (!opts.nounsOnly && facedownCard(0)) {
        c.eat('facedown card');
        nouns.push('facedown-card');
        break;
      }
      if (!opts.nounsOnly && activatedAbility(0)) {
        c.eat('activated ability');
        nouns.push('activated-ability');
        // no code tells an activated ability among the objects a selection picks: the restriction names it (support.ts)
        filters.push({ kind: 'activated-only' });
        break;
      }
      const f = w ? NOUN_FORMS[w] : undefined;
      if (!f) break;
      if (opts.nounsOnly && !opts.nounsOnly.includes(f.noun)) break;
      c.eat(w!);
      nouns.push(f.noun);
      plural =
        plural ||
        f.plural ||
        (w === 'equipment' && determiner === 'your') ||
        ((w === 'gear' || w === 'equipment') &&
          (determiner === 'all' ||
            determiner === 'bare' ||
            determiner === 'any-number' ||
            ((determiner === 'up-to' || determiner === 'number') && (count as { value: number }).value > 1)));
      // "a legend, unit, or gear": a serial list of nouns
      if (!opts.nounsOnly && c.sees(',') && NOUN_FORMS[c.key(1) ?? ''] && (c.key(2) === ',' || (c.key(2) === 'or' && nouns.length > 1))) {
        c.eat(',');
        serialNouns = true;
        continue;
      }
      if (serialNouns && c.sees(', or') && (NOUN_FORMS[c.key(2) ?? ''] || facedownCard(2) || activatedAbility(2))) {
        c.eat(', or');
        continue;
      }
      // "units, gear, and/or runes", "units and/or gear"
      if (!opts.nounsOnly && (serialNouns ? c.sees(', and/or') : c.sees('and/or')) && NOUN_FORMS[c.key(serialNouns ? 4 : 3) ?? '']) {
        c.eat(serialNouns ? ', and/or' : 'and/or');
        nounJoin = 'and/or';
        continue;
      }
      // "legends, units, and gear": a serial list of nouns joined by "and"
      if (!opts.nounsOnly && serialNouns && !nounJoin && c.sees(', and') && NOUN_FORMS[c.key(2) ?? '']) {
        c.eat(', and');
        nounJoin = 'and';
        continue;
      }
      // "unit or gear", "units or gear"
      if (c.sees('or') && NOUN_FORMS[c.key(1) ?? ''] && !(opts.nounsOnly && !opts.nounsOnly.includes(NOUN_FORMS[c.key(1)!].noun))) {
        c.eat('or');
        continue;
      }
      // "spells and abilities": a second bare plural noun
      if (!opts.nounsOnly && plural && !nounJoin && nouns.length === 1 && c.sees('and') && NOUN_FORMS[c.key(1) ?? '']?.plural) {
        c.eat('and');
        nounJoin = 'and';
        continue;
      }
      break;
    }
    if (!nouns.length) {
      // a tag standing for the noun: "Your Mechs", "a Poro", "other Dragons"; "your Gold": a gear token's name (187.5)
      const tok = c.tok();
      if (tok?.t !== 'word' || !capitalised(tok.v) || RESERVED.has(tok.lower) || opts.nounsOnly) return null;
      const tokenName = GEAR_TOKEN_NAMES.has(tok.v) && determiner !== 'bare' && !NOUN_FORMS[c.key(1) ?? ''];
      const isPlural = !tokenName && /[^s]s$/.test(tok.v) && determiner !== 'a';
      if (determiner === 'bare' && !isPlural) return null;
      c.skip();
      const tagFilter: Extract<Filter, { kind: 'tag' }> = { kind: 'tag', tag: isPlural ? tok.v.slice(0, -1) : tok.v, noun: tok.v, position: 'pre' };
      const more = isPlural || tokenName ? null : tagAlternatives(c);
      if (more) tagFilter.anyOf = [tok.v, ...more];
      filters.push(tokenName ? { kind: 'token-name', name: tok.v, position: 'pre' } : tagFilter);
      nouns.push(tokenName ? 'gear' : 'unit');
      plural = isPlural;
    }
    // "something" takes no article: it reads as "a"
    if (determiner === 'bare' && nouns.length === 1 && nouns[0] === 'something') determiner = 'a';
    if (determiner === 'bare' && !plural && !filters.length) return null;
    if (determiner === 'another') filters.unshift({ kind: 'other', form: 'another' });
    if (determiner === 'one-of') filters.unshift({ kind: 'controller', who: 'your', form: 'one of your' });
    // "one of its Equipment": attached to what "it" names, which no code here reads yet
    if (determiner === 'one-of-its') filters.unshift({ kind: 'of-its' });
    // "your next spell this turn": the next one you play this turn
    if (lead === 'your next') {
      const fstart = c.offset();
      if (!c.eat('this turn')) return null;
      filters.push({ kind: 'controller', who: 'you-play', form: 'this turn', position: 'post', span: [fstart, c.end()] });
    }
    for (;;) {
      const f = postFilter(c, nouns);
      if (!f) break;
      filters.push(f);
    }
    const ref: Extract<ObjectRef, { kind: 'select' }> = { kind: 'select', determiner, nouns, plural, filters, span: [start, c.end()] };
    if (count) ref.count = count;
    if (plusForm) ref.plusForm = true;
    if (lead === 'your next') ref.yourNext = true;
    if (nounJoin) ref.nounJoin = nounJoin;
    if (eachOf) ref.eachOf = true;
    if (lead === 'any') ref.anyWord = true;
    if (serialNouns) ref.serialNouns = true;
    return ref;
  });
}

/** ", Cat, Dog, or Poro" after a tag: the other tags of a serial "or" list (or "and" list: ", Poro, and Ivern"). */
export function tagAlternatives(c: Cursor, conjunction: ', or' | ', and' = ', or'): string[] | null {
  return c.try(() => {
    const out: string[] = [];
    for (;;) {
      const last = c.eat(conjunction);
      if (!last && !c.eat(',')) return null;
      const w = c.properWord(RESERVED);
      if (!w) return null;
      out.push(w);
      if (last) return out;
    }
  });
}
