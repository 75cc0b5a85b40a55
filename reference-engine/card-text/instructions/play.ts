// Playing cards and tokens, replacing a battlefield, ignoring a cost, new choices for a copy.
import type { LocationRef, ObjectRef } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { locationRef } from '../refs/locations.ts';
import { objectRef } from '../refs/objects.ts';
import { pronounRef } from '../refs/self-and-pronouns.ts';
import { tokenSpec } from '../refs/tokens.ts';
import { verb, type Body } from './verb-parts.ts';

export function play(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'play', actor)) return null;
  const start = c.offset();
  const token = tokenSpec(c);
  if (token) {
    const body: Extract<Body, { kind: 'create-token' }> = { kind: 'create-token', token };
    if (c.eat('exhausted')) body.exhausted = true;
    placeOf(c, body);
    if (!body.exhausted && c.eat('exhausted')) body.exhausted = true;
    return body;
  }
  void start;
  const object = objectRef(c);
  if (!object) return null;
  const body: Extract<Body, { kind: 'play' }> = { kind: 'play', object };
  // "play me from your trash": a self reference takes no restrictions, so the zone is the action's
  if (object.kind === 'self' && c.eat('from your trash')) body.from = 'your trash';
  placeOf(c, body);
  if (c.eat('exhausted')) body.exhausted = true;
  const forCost = c.try(() => (c.eat('for') ? c.symbols() : null));
  if (forCost) body.forCost = forCost;
  if (c.eat('this turn')) body.period = 'this turn';
  // ", reducing its cost by :rb_energy_2:", ", reducing its Energy cost by :rb_energy_5:"
  let energyWord = false;
  const reducing = c.try(() => {
    energyWord = !c.eat(', reducing its cost by');
    return !energyWord || c.eat(', reducing its Energy cost by') ? c.symbols() : null;
  });
  if (reducing) body.reducingCostBy = reducing;
  if (reducing && energyWord) body.reducingEnergyWord = true;
  const ignoring = c.try(() =>
    c.eat(', ignoring') ? c.eatOne('its Energy cost', 'Energy costs', 'any and all costs', 'its costs', 'its cost', 'their costs') : null,
  );
  if (ignoring) body.ignoringCost = ignoring;
  // "without paying its Energy cost": the same as ignoring it (its Power cost is still paid)
  else if (c.eat('without paying its Energy cost')) {
    body.ignoringCost = 'its Energy cost';
    body.withoutPaying = true;
  }
  return body;
}

/** "Create a Fury rune token": a token made where its type belongs unless a place is named (439.2.b, 439.5). */
export function create(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'create', actor)) return null;
  const token = tokenSpec(c);
  if (!token) return null;
  const body: Extract<Body, { kind: 'create-token' }> = { kind: 'create-token', token, created: true };
  placeOf(c, body);
  return body;
}

/** Where a played card or token goes: "to a battlefield", "here", "into your base", "in your base". */
function placeOf(c: Cursor, body: { to?: LocationRef; toForm?: 'bare' | 'in' | 'into' | 'at' }): void {
  const to = c.try(() => (c.eat('to') ? locationRef(c) : null));
  if (to) {
    body.to = to;
    return;
  }
  const bare = c.eatOne('here', 'there');
  if (bare) {
    body.to = { kind: bare };
    body.toForm = 'bare';
    return;
  }
  const prep = c.try(() => {
    const p = c.eatOne('into', 'in', 'at');
    const at = p && c.sees('your base') ? locationRef(c) : null;
    return p && at ? { p, at } : null;
  });
  if (prep) {
    body.to = prep.at;
    body.toForm = prep.p as 'in';
  }
}

export function replaceWith(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'replace', actor)) return null;
  const object = replacedObject(c);
  if (!object || !c.eat('with')) return null;
  const start = c.offset();
  // "the battlefield it replaced": swapping a token back for what it replaced (438.7)
  if (c.eat('the battlefield it replaced'))
    return { kind: 'replace', object, with: { kind: 'pronoun', word: 'the battlefield it replaced', span: [start, c.end()] } };
  const token = tokenSpec(c);
  return token ? { kind: 'replace', object, with: { kind: 'token', token, span: [start, c.end()] } } : null;
}

/** What is replaced: a battlefield ("that battlefield"), or the card itself ("this"). */
function replacedObject(c: Cursor): ObjectRef | null {
  const start = c.offset();
  if (c.sees('this with') && c.eat('this')) return { kind: 'self', word: 'this', span: [start, c.end()] };
  const object = locationRef(c);
  return object?.kind === 'battlefield' ? object.ref : null;
}

/** "ignore this spell's cost" */
export function ignoreCost(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'ignore', actor)) return null;
  const start = c.offset();
  if (!c.eat("this spell's cost")) return null;
  return { kind: 'ignore-cost', object: { kind: 'self', word: 'this spell', span: [start, start + 'this spell'.length] } };
}

export function newChoices(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'make', actor) || !c.eat('new choices for')) return null;
  const object = pronounRef(c) ?? objectRef(c);
  return object ? { kind: 'new-choices', object } : null;
}
