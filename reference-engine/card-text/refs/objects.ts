// Any object reference: one reference (token, selection, self, pronoun) or a list of them joined by "and"/"or".
import type { ObjectRef } from '../ast.ts';
import { rememberedRule, type Cursor } from '../cursor.ts';
import { selectRef } from './selection.ts';
import { pronounRef, selfRef } from './self-and-pronouns.ts';
import { tokenSpec } from './tokens.ts';

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
      if (conj)
        return parts.length >= 3 ? { kind: 'both' as const, parts, conjunction: conj === ', and' ? ('and' as const) : ('or' as const), serial: true } : null;
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
