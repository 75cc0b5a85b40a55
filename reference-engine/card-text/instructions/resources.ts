// Resources and score: channel runes, add and pay symbols, spend (XP, buffs, "only to ..."), gain, score.
import type { ObjectRef } from '../ast.ts';
import { PhraseList, type Cursor } from '../cursor.ts';
import { amountNumber } from '../refs/amounts.ts';
import { keywordList } from '../refs/keywords.ts';
import { selectRef } from '../refs/selection.ts';
import { duration, verb, type Body } from './verb-parts.ts';

export function channel(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'channel', actor)) return null;
  const amount = amountNumber(c);
  if (!amount || !c.eatOne('runes', 'rune')) return null;
  return c.eat('exhausted') ? { kind: 'channel', amount, exhausted: true } : { kind: 'channel', amount };
}

export function add(c: Cursor): Body | null {
  const bracketed = !!c.keyword('Add');
  if (!bracketed && !c.eat('add')) return null;
  const syms = c.symbols();
  return syms ? { kind: 'add', resources: syms, bracketed } : null;
}

export function pay(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'pay', actor)) return null;
  const syms = c.symbols();
  return syms ? { kind: 'pay', cost: [{ kind: 'symbols', symbols: syms }] } : null;
}

export function spendXp(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'spend', actor)) return null;
  const amount = amountNumber(c);
  return amount && c.eat('XP') ? { kind: 'spend-xp', amount } : null;
}

/** Longer purposes first (a stable sort keeps the printed order among equals). */
const SPEND_PURPOSES = new PhraseList(
  [
    'to play spells',
    'to play units',
    'to play gear',
    'to play gear or use gear abilities',
    'to play cards',
    'on spells',
    'during showdowns',
    'to play units or activated abilities of units',
  ].sort((a, b) => b.length - a.length),
);
export function spendOnly(c: Cursor): Body | null {
  const form = c.eatOne('Use only', 'Spend this Energy only', 'Spend this only');
  if (!form) return null;
  const purpose = c.eatAny(SPEND_PURPOSES);
  return purpose ? { kind: 'spend-only', purpose, form } : null;
}

export function spendBuff(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'spend', actor)) return null;
  const object = c.try(() => {
    const r = selectRef(c, { nounsOnly: ['buff'] });
    return r;
  });
  return object ? { kind: 'spend-buff', object } : null;
}

export function gain(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'gain', actor)) return null;
  // "It gains [Shield 2] this combat"
  const kws = actor && keywordList(c);
  if (kws) return { kind: 'grant-keyword', object: actor, keywords: kws, duration: duration(c), gains: true };
  const amount = amountNumber(c);
  if (!amount) return null;
  if (c.eatOne('points', 'point')) return { kind: 'score', amount, verb: 'gain' };
  return c.eat('XP') ? { kind: 'gain-xp', amount } : null;
}

/** "You lose 1 point": points taken away, never below zero (194.4). */
export function losePoints(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'lose', actor)) return null;
  const amount = amountNumber(c);
  return amount && c.eatOne('points', 'point') ? { kind: 'score', amount, verb: 'lose' } : null;
}

export function score(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'score', actor)) return null;
  const amount = amountNumber(c);
  return amount && c.eatOne('points', 'point') ? { kind: 'score', amount } : null;
}
