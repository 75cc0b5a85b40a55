// What an object is and who controls it: take, gain or lose control of; become a copy of.
import type { ObjectRef } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { objectRef } from '../refs/objects.ts';
import { verb, type Body } from './verb-parts.ts';

export function takeControl(c: Cursor, actor: ObjectRef | undefined): Body | null {
  const lose = verb(c, 'lose', actor);
  const gain = !lose && verb(c, 'gain', actor);
  if ((!lose && !gain && !verb(c, 'take', actor)) || !c.eat('control of')) return null;
  const object = objectRef(c);
  if (!object) return null;
  return lose ? { kind: 'take-control', object, lose } : gain ? { kind: 'take-control', object, gain } : { kind: 'take-control', object };
}

/** "You control it until I leave the board" (Akshan): a change of control that ends with the source leaving. */
export function controlUntil(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (actor?.kind !== 'player' || actor.who !== 'you' || !c.eat('control')) return null;
  const object = objectRef(c);
  return object && c.eat('until I leave the board') ? { kind: 'control-until', object, until: 'I leave the board' } : null;
}

export function becomeCopy(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!actor || !verb(c, 'become', actor)) return null;
  const plural = c.eat('copies of');
  if (!plural && !c.eat('a copy of')) return null;
  const of = objectRef(c);
  if (!of) return null;
  return plural ? { kind: 'become-copy', object: actor, of, plural } : { kind: 'become-copy', object: actor, of };
}
