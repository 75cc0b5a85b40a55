// Moving objects: recall, move, return to hand, attach.
import type { ObjectRef } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { locationRef } from '../refs/locations.ts';
import { objectRef } from '../refs/objects.ts';
import { pronounRef } from '../refs/self-and-pronouns.ts';
import { verb, type Body } from './verb-parts.ts';

export function recall(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'recall', actor)) return null;
  const object = objectRef(c);
  if (!object) return null;
  return c.eat('exhausted') ? { kind: 'recall', object, exhausted: true } : { kind: 'recall', object };
}

export function move(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'move', actor)) return null;
  const object = objectRef(c);
  if (!object) return null;
  const body: Extract<Body, { kind: 'move' }> = { kind: 'move', object };
  const either = c.try(() => (c.eat('to or from') ? locationRef(c) : null));
  if (either) {
    body.toOrFrom = either;
    return body;
  }
  // "Move me and a Shadow Clone you control to each other's locations": the two trade places
  if (object.kind === 'both' && object.parts.length === 2 && c.eat("to each other's locations")) return { ...body, swap: true };
  const from = c.try(() => (c.eat('from') ? locationRef(c) : null));
  if (from) body.from = from;
  const to = c.try(() => (c.eat('to') ? locationRef(c) : null));
  if (to) {
    body.to = to;
    const back = c.try(() => {
      if (!c.eat('and')) return null;
      const other = objectRef(c);
      return other && c.eat('to my original location') ? other : null;
    });
    if (back) body.andBack = back;
  } else {
    const bare = c.eatOne('here', 'there');
    if (bare) {
      body.to = { kind: bare };
      body.toForm = 'bare';
    }
  }
  return body;
}

export function returnToHand(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'return', actor)) return null;
  const object = objectRef(c);
  const fromTrash = c.eat('from your trash');
  if (!object || !c.eat('to')) return null;
  const form = c.eatOne(
    "its owner's hand",
    "my owner's hand",
    "their owner's hands",
    "their owners' hands",
    "their owner's hand",
    'your hand',
    'their hand',
    'hand',
  );
  if (!form) return null;
  const body: Extract<Body, { kind: 'return-to-hand' }> = fromTrash
    ? { kind: 'return-to-hand', object, form, from: 'your trash' }
    : { kind: 'return-to-hand', object, form };
  // "Counter a spell. Return it to its owner's hand instead of putting it in their trash": where the countered card goes
  if (c.eat('instead of putting it in their trash')) body.insteadOfTrash = true;
  return body;
}

/** "return your Chosen Champion from your trash to your Champion Zone if it is empty". */
export function returnChosenChampion(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'return', actor)) return null;
  return c.eat('your chosen champion from your trash to your champion zone if it is empty') ? { kind: 'return-chosen-champion' } : null;
}

/** "move a buff from X to Y" (746). */
export function moveBuff(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'move', actor) || !c.eat('a buff from')) return null;
  const from = objectRef(c);
  if (!from || !c.eat('to')) return null;
  const to = objectRef(c);
  return to ? { kind: 'move-buff', from, to } : null;
}

/** "I may be moved with it" (Stealthy Pursuer): the actor goes along with the object that moves. */
export function beMovedWith(c: Cursor): Body | null {
  if (!c.eat('be moved with')) return null;
  const other = objectRef(c);
  return other ? { kind: 'be-moved-with', with: other } : null;
}

export function attach(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'attach', actor)) return null;
  const object = objectRef(c);
  if (!object || !c.eat('to')) return null;
  const to = objectRef(c);
  return to ? { kind: 'attach', object, to } : null;
}

/** "that Equipment": the Equipment chosen before, as "that gear" (an Equipment is a gear). */
function thatEquipment(c: Cursor): ObjectRef | null {
  const start = c.offset();
  return c.eat('that Equipment') ? { kind: 'pronoun', word: 'that gear', printed: 'that Equipment', span: [start, c.end()] } : null;
}

/** "Attach that Equipment to that unit or detach that Equipment from that unit": one of the two, as the performer picks. */
export function attachOrDetach(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'attach', actor)) return null;
  const equipment = thatEquipment(c);
  const unit = equipment && c.eat('to') ? objectRef(c) : null;
  if (!equipment || !unit || !c.eat('or detach') || !thatEquipment(c) || !c.eat('from')) return null;
  const again = objectRef(c);
  return again?.kind === 'pronoun' && unit.kind === 'pronoun' && again.word === unit.word ? { kind: 'attach-or-detach', equipment, unit } : null;
}

/** "move each to the other's location": two objects named before, each moved to where the other is. */
export function swapLocations(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'move', actor)) return null;
  const objects = pronounRef(c);
  return objects && c.eat("to the other's location") ? { kind: 'swap-locations', objects } : null;
}

/** "banish your hand and trash": every card of the zones named. */
export function banishZones(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'banish', actor) || !c.eat('your')) return null;
  const zones: ('hand' | 'trash')[] = [];
  for (let z = c.eatOne('hand', 'trash'); z; z = c.eat('and') ? c.eatOne('hand', 'trash') : null) zones.push(z);
  return zones.length > 1 && new Set(zones).size === zones.length ? { kind: 'banish-zones', whose: 'your', zones } : null;
}
