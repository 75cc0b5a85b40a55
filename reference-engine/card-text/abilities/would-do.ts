// What a spell or ability "would" do in a replacement, as instructions are printed: "If a spell or
// ability that chooses me would stun me, give me -:rb_might:, or return me to hand, ..." and "If a
// spell or ability you control would give -:rb_might: to a unit it chooses, it gives an additional
// -1 :rb_might:" (a modification: the event still happens, 372).
import type { EventPattern, Instruction, ObjectRef } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { objectRef } from '../refs/objects.ts';
import { pronounRef, selfRef } from '../refs/self-and-pronouns.ts';

const MINUS_MIGHT = '-:rb_might:';

/** One thing done: "stun me", "return me to hand", "give me -:rb_might:", "give -:rb_might: to a unit it chooses". */
function oneDoing(c: Cursor, subject: ObjectRef): EventPattern | null {
  return c.try((): EventPattern | null => {
    const verb = c.eatOne('stun', 'return', 'give');
    if (!verb) return null;
    if (verb === 'give' && c.eat(`${MINUS_MIGHT} to`)) {
      const to = objectRef(c);
      return to ? { kind: 'event', subject, verb, gives: MINUS_MIGHT, to } : null;
    }
    const object = selfRef(c) ?? pronounRef(c);
    if (!object) return null;
    if (verb === 'stun') return { kind: 'event', subject, verb, object };
    if (verb === 'return') return c.eat('to hand') ? { kind: 'event', subject, verb, object, toHand: true } : null;
    return c.eat(MINUS_MIGHT) ? { kind: 'event', subject, verb, object, gives: MINUS_MIGHT } : null;
  });
}

/** "stun me, give me -:rb_might:, or return me to hand": one thing, or a serial list of them (any one of which is replaced). */
export function wouldDo(c: Cursor, subject: ObjectRef): EventPattern[] | null {
  const first = oneDoing(c, subject);
  if (!first) return null;
  const out = [first];
  for (;;) {
    const next = c.try(() => {
      const last = c.eat(', or');
      if (!last && !c.eat(',')) return null;
      const e = oneDoing(c, subject);
      return e ? { e, last } : null;
    });
    if (!next) break;
    out.push(next.e);
    if (next.last) return out.map((e) => ({ ...e, serial: true }));
  }
  return out.length === 1 ? out : null;
}

/** "it gives an additional -1 :rb_might:": the spell or ability gives that much more with the same instruction. */
export function givesAdditional(c: Cursor): Instruction | null {
  return c.try((): Instruction | null => {
    if (!c.eat('it gives an additional')) return null;
    const sign = c.eatOne('-', '+');
    const n = c.digits();
    if (!sign || n === null || !c.eat(':rb_might:')) return null;
    return { kind: 'additional-might', amount: { kind: 'number', value: n }, sign: sign === '-' ? -1 : 1, actor: { kind: 'pronoun', word: 'it' } };
  });
}
