// Damage: "deal 3 to a unit", "deal damage equal to their Mights to each other", "prevent the next 7 damage".
import type { ObjectRef } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { amountNumber, amountPhrase } from '../refs/amounts.ts';
import { objectRef } from '../refs/objects.ts';
import { verb, type Body } from './verb-parts.ts';

export function deal(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'deal', actor)) return null;
  const amount = amountNumber(c);
  if (amount) {
    if (c.eat('damage split among')) {
      const among = objectRef(c);
      return among ? { kind: 'split-damage', amount, among, form: 'N damage split among' } : null;
    }
    // "deal that much damage to all enemy units"
    const damage = amount.kind === 'that-much' && c.eat('damage');
    // "If I'm [Empowered], deal 2 instead": to what the instruction it replaces dealt damage to
    if (!damage && c.sees('instead')) return { kind: 'deal-damage', amount, to: { kind: 'pronoun', word: 'it' }, form: 'N' };
    if (!c.eat('to')) return null;
    const to = objectRef(c);
    return to ? { kind: 'deal-damage', amount, to, form: damage ? 'N damage to' : 'N to' } : null;
  }
  const after = c.try(() => {
    // "deal damage to a unit equal to the damage marked on it"
    const to = c.eat('damage to') ? objectRef(c) : null;
    const amount = to && c.eat('equal to') ? amountPhrase(c) : null;
    return to && amount ? { kind: 'deal-damage' as const, amount, to, form: 'damage to equal to' } : null;
  });
  if (after) return after;
  // "Deal its Energy cost as damage to a unit"
  const as = c.try(() => {
    const amount = c.sees('its') ? amountPhrase(c) : null;
    const to = amount && c.eat('as damage to') ? objectRef(c) : null;
    return amount && to ? { kind: 'deal-damage' as const, amount, to, form: 'as damage to' } : null;
  });
  if (as) return as;
  if (c.eat('damage equal to')) {
    const of = c.try(() => {
      if (c.eatOne('my Might', 'my :rb_might:')) return { kind: 'might-of' as const, object: { kind: 'self' as const, word: 'my' as const } };
      if (c.eat('my [Assault]')) return { kind: 'keyword-value' as const, keyword: 'Assault', of: { kind: 'self' as const, word: 'my' as const } };
      if (c.eat('its Might')) return { kind: 'might-of' as const, object: { kind: 'pronoun' as const, word: 'its' } };
      if (c.eat('the number of')) {
        const what = objectRef(c);
        return what ? { kind: 'count' as const, of: what } : null;
      }
      return null;
    });
    if (!of) return null;
    if (c.eat('split among')) {
      const among = objectRef(c);
      return among ? { kind: 'split-damage', amount: of, among, form: 'damage equal to split among' } : null;
    }
    if (!c.eat('to')) return null;
    const to = objectRef(c);
    return to ? { kind: 'deal-damage', amount: of, to, form: 'damage equal to' } : null;
  }
  return null;
}

export function fight(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!actor || !c.eat('deal damage equal to')) return null;
  const form = c.eatOne('their Mights', 'our Mights');
  if (!form || !c.eat('to each other')) return null;
  return { kind: 'fight', pair: actor, form: form === 'their Mights' ? 'their' : 'our' };
}

/** "double all damage that would be dealt to it this turn" (Lotus Trap). */
export function doubleDamage(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'double', actor) || !c.eat('all damage that would be dealt to')) return null;
  const to = objectRef(c);
  return to && c.eat('this turn') ? { kind: 'double-damage', to, period: 'this turn' } : null;
}

/** "prevent the next 7 damage that would be dealt to it this turn" (rule 437.1.b.1); "prevent all spell and ability damage this turn". */
export function prevent(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'prevent', actor)) return null;
  if (c.eat('all spell and ability damage this turn')) return { kind: 'prevent-spell-damage', period: 'this turn' };
  if (c.eat('all damage that would be dealt to')) {
    const to = objectRef(c);
    return to && c.eat('this turn') ? { kind: 'prevent-damage', to, period: 'this turn', form: 'all damage' } : null;
  }
  if (!c.eat('the next')) return null;
  const amount = amountNumber(c);
  if (!amount || !c.eat('damage that would be dealt to')) return null;
  const to = objectRef(c);
  return to && c.eat('this turn') ? { kind: 'prevent-damage', to, amount, period: 'this turn', form: 'the next N damage' } : null;
}
