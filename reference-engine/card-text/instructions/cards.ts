// Cards in decks, hands and trash: draw, discard, put, look at, reveal the top, recycle, predict.
import type { ObjectRef } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { amountNumber } from '../refs/amounts.ts';
import { objectRef } from '../refs/objects.ts';
import { selectRef } from '../refs/selection.ts';
import { pronounRef } from '../refs/self-and-pronouns.ts';
import { verb, type Body } from './verb-parts.ts';

export function draw(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'draw', actor)) return null;
  const amount = amountNumber(c);
  if (amount) return { kind: 'draw', amount };
  // "reveal a unit from among them and draw it"
  const object = c.try(() => pronounRef(c) ?? selectRef(c));
  return object ? { kind: 'draw', amount: { kind: 'number', value: 1 }, object } : null;
}

export function discard(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'discard', actor)) return null;
  const amount = c.try(() => {
    const a = amountNumber(c);
    // "discard 1" but not "discard 1 unit"
    return a && !(c.key() ?? '').match(/^(unit|card|spell|gear)s?$/) ? a : null;
  });
  if (amount) return { kind: 'discard', amount };
  const hand = c.eatOne('their hand', 'your hand', 'their hands');
  if (hand) return { kind: 'discard', object: { kind: 'pronoun', word: hand } };
  const object = objectRef(c);
  return object ? { kind: 'discard', object } : null;
}

export function put(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'put', actor)) return null;
  const body: Extract<Body, { kind: 'put' }> = { kind: 'put', into: 'your hand', prep: 'into' };
  const top = c.try(() => {
    if (!c.eat('the top')) return null;
    const amount = amountNumber(c);
    if (!amount || !c.eat('cards of')) return null;
    const where = c.eatOne('your Main Deck');
    return where ? { amount, where } : null;
  });
  if (top) body.top = top;
  else {
    const amount = c.try(() => {
      const a = amountNumber(c);
      return a && (c.sees('into') || c.sees('in')) ? a : null;
    });
    if (amount) body.amount = amount;
    else {
      const object = c.try(() => pronounRef(c) ?? selectRef(c));
      if (!object) return null;
      body.object = object;
    }
  }
  const prep = c.eatOne('into', 'in');
  const into = prep && c.eatOne('your hand', 'your trash', 'its trash');
  if (!prep || !into) return null;
  body.prep = prep;
  body.into = into;
  const from = c.try(() => (c.eat('from') ? c.eatOne('your Champion Zone or the board') : null));
  if (from) body.from = from;
  return body;
}

/** "... on the top or bottom of <deck>": the performer picks which end. */
export function putOnDeck(c: Cursor, actor: ObjectRef | undefined): Body | null {
  const v = verb(c, 'put', actor) ? 'put' : verb(c, 'place', actor) ? 'place' : null;
  if (!v) return null;
  const object = c.try(() => pronounRef(c) ?? selectRef(c));
  if (!object || !c.eat('on the top or bottom of')) return null;
  const deck = c.eatOne('your Main Deck', 'their Main Deck');
  return deck ? { kind: 'put-on-deck', object, verb: v, deck } : null;
}

/** "Put those you don't back in any order": the looked-at cards left return to the top of the deck. */
export function putBack(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'put', actor)) return null;
  const object = pronounRef(c);
  return object && c.eat('back in any order') ? { kind: 'put-back', object, anyOrder: true } : null;
}

export function look(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'look', actor) || !c.eat('at the top')) return null;
  const amount = amountNumber(c);
  if (!amount || !c.eatOne('cards of', 'card of')) return null;
  const where = c.eatOne('your Main Deck', 'their Main Deck', "an opponent's Main Deck");
  return where ? { kind: 'look', amount, where } : null;
}

export function revealTop(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'reveal', actor) || !c.eat('the top')) return null;
  const amount = c.try(() => amountNumber(c)) ?? { kind: 'number' as const, value: 1 };
  const noun = c.eatOne('cards', 'card', 'runes', 'rune');
  if (!noun || !c.eat('of')) return null;
  const where = c.eatOne('your Main Deck', 'their Main Deck', "an opponent's Main Deck", 'your rune deck', 'your Rune Deck');
  return where ? { kind: 'reveal-top', amount, noun: noun.startsWith('rune') ? 'rune' : 'card', where } : null;
}

export function revealUntil(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'reveal', actor) || !c.eat('cards from the top of your Main Deck until you reveal a unit')) return null;
  return { kind: 'reveal-until', noun: 'unit', where: 'your Main Deck' };
}

export function recycleFrom(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'recycle', actor)) return null;
  const amount = amountNumber(c);
  return amount && c.eat('from your trash') ? { kind: 'recycle-from', amount, zone: 'trash' } : null;
}

export function predict(c: Cursor): Body | null {
  const k = c.keyword('Predict', 'Burn');
  if (!k) return null;
  return k.name === 'Predict' ? { kind: 'predict', amount: { kind: 'number', value: k.value ?? 1 } } : { kind: 'keyword-action', keyword: k };
}
