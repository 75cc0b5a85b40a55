// Location references: "here", "your base", "a battlefield you control".
import type { LocationRef } from '../ast.ts';
import { PhraseList, type Cursor } from '../cursor.ts';
import { possessiveRef } from './possessive.ts';
import { selectRef } from './selection.ts';

export function locationRef(c: Cursor): LocationRef | null {
  const start = c.offset();
  const loc = locationRefBody(c);
  return loc ? { ...loc, span: [start, c.end()] } : null;
}

const BASE_OWNERS = new PhraseList(["its owner's", 'your', 'its', 'their', 'my', 'a', 'the']);
const BATTLEFIELD_PRONOUNS = new PhraseList([
  'the same battlefield',
  'the same location',
  'that battlefield',
  'this battlefield',
  'its battlefield',
  'my battlefield',
  'their battlefield',
]);

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
  if (bf) return bf;
  // "that enemy unit's battlefield": where an object already named is
  return c.try(() => {
    const object = possessiveRef(c);
    return object && c.eat('battlefield') ? { kind: 'location-of' as const, object, noun: 'battlefield' as const } : null;
  });
}
