// References to the card carrying the text ("me", "this unit") and pronouns pointing back ("it", "that unit").
import type { ObjectRef } from '../ast.ts';
import { NUMBER_WORD_OF, PhraseList, type Cursor } from '../cursor.ts';
import { NOUN_FORMS } from './nouns.ts';

const SELF_PHRASES: [string, Extract<ObjectRef, { kind: 'self' }>['word']][] = [
  ['this battlefield', 'this battlefield'],
  ['this unit', 'this unit'],
  ['this gear', 'this gear'],
  ['this spell', 'this spell'],
  ['myself', 'myself'],
  ['me', 'me'],
  ['this', 'this'],
];
const PRONOUNS = [
  'those units',
  'those cards',
  'that unit',
  'that card',
  'that gear',
  'that spell',
  'that rune',
  'that token',
  'that ability',
  'the killed unit',
  'the chosen unit',
  'the rest',
  'the remaining cards',
  'itself',
  'themselves',
  'it',
  'them',
  'both',
  'the other',
  'their hand',
  'your hand',
  'one of them',
  'one',
  'we',
  'something else',
  'the revealed cards',
  'the board',
  'that location',
  'its location',
  'my location',
  'each of them',
  'all of them',
  'each',
];

const SELF_LIST = new PhraseList(SELF_PHRASES.map(([phrase]) => phrase));
const SELF_WORD = new Map(SELF_PHRASES);
const PRONOUN_LIST = new PhraseList(PRONOUNS);
/** Words after "this" that make it no self reference ("this turn"). */
const NOT_SELF_AFTER_THIS = new Set(['turn', 'way', 'combat', "ability's"]);

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
  // "for each killed this way": the units an earlier instruction (an additional cost) killed
  if (c.eat('each killed this way')) return { kind: 'pronoun', word: 'the killed unit', printed: 'each killed this way', span: [start, c.end()] };
  // "Draw any you didn't banish": of the cards looked at, those not taken, as "the rest" (431.1.c.1)
  if (c.eat("any you didn't banish")) return { kind: 'pronoun', word: 'the rest', printed: "any you didn't banish", span: [start, c.end()] };
  // "Put those you don't back": of the cards looked at, those the instruction before did not take, as "the rest"
  if (c.eat("those you don't")) return { kind: 'pronoun', word: 'the rest', printed: "those you don't", span: [start, c.end()] };
  // "You may recycle one or both of them": one or two of the objects named before, as "up to two of them" under "may"
  if (c.eat('one or both of them')) return { kind: 'pronoun', word: 'them', upTo: 2, printed: 'one or both of them', span: [start, c.end()] };
  // "Ready up to two of them": a chosen number of the objects an earlier instruction made or named
  const upTo = c.sees('up to')
    ? c.try(() => {
        if (!c.eat('up to')) return null;
        const n = c.number();
        return n && c.eat('of them') ? n : null;
      })
    : null;
  if (upTo) {
    return {
      kind: 'pronoun',
      word: 'them',
      upTo: upTo.value,
      printed: `up to ${upTo.word ? NUMBER_WORD_OF[upTo.value] : upTo.value} of them`,
      span: [start, c.end()],
    };
  }
  const word = c.eatAny(PRONOUN_LIST);
  if (!word) return null;
  // "the remaining cards" means what "the rest" does: the cards looked at and not taken
  if (word === 'the remaining cards') return { kind: 'pronoun', word: 'the rest', printed: word, span: [start, c.end()] };
  return { kind: 'pronoun', word, span: [start, c.end()] };
}
