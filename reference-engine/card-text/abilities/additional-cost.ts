// Additional costs: "As an additional cost to play me, ...", "You may pay ... as an additional cost to play me".
import type { AbilityBody, Cost } from '../ast.ts';
import { firstKeys, type Cursor } from '../cursor.ts';
import { predicate } from '../conditions.ts';
import { clause } from '../instructions/clauses.ts';
import { selectRef } from '../refs/selection.ts';
import { withRestAsEffect } from './activated.ts';

/** A cost as written in an additional-cost sentence: symbols after "pay", or an action. */
function additionalCostItem(c: Cursor): Cost | null {
  const paid = c.try(() => (c.eat('pay') ? c.symbols() : null));
  if (paid) return { kind: 'symbols', symbols: paid };
  const ins = clause(c);
  return ins ? { kind: 'action', instruction: ins } : null;
}

/** What follows the cost sentence on the same line ("If you do, draw 1."). */
function additionalCostRest(c: Cursor, body: Extract<AbilityBody, { kind: 'additional-cost' }>): AbilityBody | null {
  if (!c.eat('.') && !c.done) return null;
  if (c.done) return body;
  return withRestAsEffect(c, body);
}

const ADDITIONAL_COST_STARTS = firstKeys('If', 'You may', 'Any player may', 'As you play', 'As an additional cost to play');

export function additionalCost(c: Cursor): AbilityBody | null {
  if (!c.startsWithAny(ADDITIONAL_COST_STARTS)) return null;
  return c.try(() => {
    const condition = c.try(() => {
      if (!c.eat('If')) return null;
      const p = predicate(c);
      return p && c.eat(',') ? { kind: 'if' as const, predicate: p, form: 'if' as const } : null;
    });
    const body = additionalCostBody(c);
    if (body && condition) body.condition = condition;
    return body;
  });
}

function additionalCostBody(c: Cursor): Extract<AbilityBody, { kind: 'additional-cost' }> | null {
  return c.try(() => {
    const selfWord = (): 'me' | 'this' | null => c.eatOne('me', 'this');
    const done = (b: Extract<AbilityBody, { kind: 'additional-cost' }>, self: 'me' | 'this') => {
      if (self === 'this') b.selfWord = 'this';
      return additionalCostRest(c, b) as Extract<AbilityBody, { kind: 'additional-cost' }> | null;
    };
    if (c.eat('You may')) {
      const cost = additionalCostItem(c);
      if (!cost || !c.eat('as an additional cost to play')) return null;
      const self = selfWord();
      return self && done({ kind: 'additional-cost', cost: [cost], optional: true, form: 'You may X as an additional cost to play me' }, self);
    }
    // "Any player may pay :rb_rune_rainbow: as an additional cost to play a Dragon": offered to every player, for other cards
    if (c.eat('Any player may')) {
      const cost = additionalCostItem(c);
      const forCards = cost && c.eat('as an additional cost to play') ? selectRef(c) : null;
      if (!cost || !forCards) return null;
      return done({ kind: 'additional-cost', cost: [cost], optional: true, form: 'Any player may X as an additional cost to play', forCards }, 'me');
    }
    if (c.eat('As you play')) {
      const self = selfWord();
      if (!self || !c.eat(', you may')) return null;
      const cost = additionalCostItem(c);
      if (!cost || !c.eat('as an additional cost')) return null;
      return done({ kind: 'additional-cost', cost: [cost], optional: true, form: 'As you play me, you may X as an additional cost' }, self);
    }
    if (c.eat('As an additional cost to play')) {
      const self = selfWord();
      if (!self || !c.eat(',')) return null;
      const optional = c.eat('you may');
      const ins = clause(c);
      if (!ins) return null;
      return done({ kind: 'additional-cost', cost: [{ kind: 'action', instruction: ins }], optional, form: 'As an additional cost to play me' }, self);
    }
    return null;
  });
}
