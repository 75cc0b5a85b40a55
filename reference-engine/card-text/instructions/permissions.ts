// Permissions an effect grants its controller for a while: "You can look at their facedown cards
// this turn", "You can hide cards ignoring costs this turn"; and an exemption from the instruction
// before: "you don't kill a unit this way".
import type { Instruction, ObjectRef } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { duration, type Body } from './verb-parts.ts';
import { verbPhrase } from './verb-phrase.ts';

/** Only the controller is granted these: "You can ...". */
function byYou(actor: ObjectRef | undefined): boolean {
  return actor?.kind === 'player' && actor.who === 'you';
}

/** "You can look at their facedown cards this turn": the chosen player's facedown cards are no longer hidden from you. */
export function lookAtFacedown(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!byYou(actor) || !c.eat('can look at their facedown cards')) return null;
  return { kind: 'may-look-at-facedown', whose: { kind: 'player', who: 'they' }, duration: duration(c) };
}

/** "You can hide cards ignoring costs this turn": hiding (421) without paying its cost. */
export function hideIgnoringCosts(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!byYou(actor) || !c.eat('can hide cards ignoring costs')) return null;
  return { kind: 'hide-ignoring-costs', duration: duration(c) };
}

/** "you don't kill a unit this way": the instruction before, which would have the actor do this, spares them. */
export function notThisWay(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!byYou(actor) || !c.eat("don't")) return null;
  const body = verbPhrase(c, undefined) as Instruction | null;
  return body && c.eat('this way') ? { kind: 'not-this-way', body } : null;
}
