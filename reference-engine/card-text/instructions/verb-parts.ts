// Pieces every verb parser uses: the verb in its actor's form, the result type, a duration.
import type { Duration, InstructionBody, ObjectRef } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { isSingularActor } from '../refs/players.ts';
import { thirdPerson } from '../verb-forms.ts';

/** Consume a verb in the form its actor needs. */
export function verb(c: Cursor, base: string, actor: ObjectRef | undefined): boolean {
  return c.eat(isSingularActor(actor) ? thirdPerson(base) : base);
}

export function duration(c: Cursor): Duration {
  if (c.eat('this turn')) return 'this-turn';
  if (c.eat('this combat')) return 'this-combat';
  return 'permanent';
}

export type Body = InstructionBody;
