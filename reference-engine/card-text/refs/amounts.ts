// Amounts: a printed number, X, "that much", "the number of ...", and a Might minimum.
import type { Amount } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { objectRef } from './objects.ts';
import { pronounRef, selfRef } from './self-and-pronouns.ts';

export function amountNumber(c: Cursor): Amount | null {
  const n = c.number();
  if (n) return n.word ? { kind: 'number', value: n.value, word: true } : { kind: 'number', value: n.value };
  if (c.eat('X')) return { kind: 'x' };
  const that = c.eatOne('that much', 'that many');
  if (that) return { kind: 'that-much', form: that };
  return null;
}

/** "the number of cards in your trash", "the highest Might among units you control", "your points". */
export function amountPhrase(c: Cursor): Amount | null {
  return c.try((): Amount | null => {
    if (c.eat('the number of')) {
      const of = objectRef(c);
      return of ? { kind: 'count', of } : null;
    }
    if (c.eat('the highest Might among')) {
      const among = objectRef(c);
      return among ? { kind: 'highest-might', among } : null;
    }
    if (c.eat('your points')) return { kind: 'points', of: { kind: 'player', who: 'you' } };
    const start = c.offset();
    // "with Energy cost no more than my Might"
    // "the Might of the unit you choose"
    if (c.eat('the Might of')) {
      const object = objectRef(c);
      return object ? { kind: 'might-of', object } : null;
    }
    if (c.eat('my Might')) return { kind: 'might-of', object: { kind: 'self', word: 'my', span: [start, c.end()] } };
    if (c.eat('its')) {
      const form = c.eatOne('base cost', 'Energy cost', 'cost');
      return form ? { kind: 'cost-of', object: { kind: 'pronoun', word: 'its', span: [start, start + 3] }, form } : null;
    }
    if (c.eat('the damage marked on')) {
      const object = pronounRef(c) ?? selfRef(c);
      return object ? { kind: 'damage-on', object } : null;
    }
    return null;
  });
}

/** ", to a maximum of 5 :rb_might:" */
export function mightMaximum(c: Cursor): number | null {
  return c.try(() => {
    if (!c.eat(', to a maximum of')) return null;
    const n = c.digits();
    return n !== null && c.eat(':rb_might:') ? n : null;
  });
}

/** ", to a minimum of 1 :rb_might:" */
export function mightMinimum(c: Cursor): number | null {
  return c.try(() => {
    if (!c.eat(', to a minimum of')) return null;
    const n = c.digits();
    return n !== null && c.eat(':rb_might:') ? n : null;
  });
}
