// A possessive reference: "a friendly unit's Might", "that enemy unit's battlefield". The lexer keeps
// "unit's" as one word, so the reference is read from the words up to it with the "'s" taken off.
import type { ObjectRef } from '../ast.ts';
import { Cursor } from '../cursor.ts';
import type { Token } from '../lexer.ts';
import { singleRef } from './objects.ts';

/** How far ahead the possessive word may be: a determiner and a few restrictions before the noun. */
const MAX_WORDS = 5;

/** "a friendly unit's": the object whose something follows; the cursor then stands after the "'s". */
export function possessiveRef(c: Cursor): ObjectRef | null {
  for (let k = 0; k < MAX_WORDS; k++) {
    const t = c.tok(k);
    if (t?.t !== 'word') return null;
    if (!t.lower.endsWith("'s") || t.lower.length < 3) continue;
    const toks: Token[] = [...c.toks.slice(c.pos, c.pos + k), { ...t, v: t.v.slice(0, -2), lower: t.lower.slice(0, -2) }];
    const sub = new Cursor(toks);
    // "that enemy unit's": the unit named before, as "that unit" is
    if (k === 2 && sub.eat('that enemy unit')) {
      for (let i = 0; i <= k; i++) c.skip();
      return { kind: 'pronoun', word: 'that unit', printed: 'that enemy unit', span: [toks[0].at, c.end()] };
    }
    const ref = singleRef(sub);
    if (!ref || !sub.done) return null;
    for (let i = 0; i <= k; i++) c.skip();
    return ref;
  }
  return null;
}
