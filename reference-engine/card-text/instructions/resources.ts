// Resources and score: channel runes, add and pay symbols, spend (XP, buffs, "only to ..."), gain, score.
import type { ObjectRef } from '../ast.ts';
import { PhraseList, type Cursor } from '../cursor.ts';
import { amountNumber } from '../refs/amounts.ts';
import { keywordList } from '../refs/keywords.ts';
import { selectRef } from '../refs/selection.ts';
import { tokenSpec } from '../refs/tokens.ts';
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
  if (syms) return { kind: 'add', resources: syms, bracketed };
  // "[Add] that much Energy", "[Add] that much :rb_rune_rainbow:"
  return c.try(() => {
    const that = c.eatOne('that much');
    const of = that ? (c.eat('Energy') ? ('Energy' as const) : c.symbols()) : null;
    if (!of || (Array.isArray(of) && of.length !== 1)) return null;
    return { kind: 'add', resources: { kind: 'that-much', form: 'that much' }, bracketed, of: Array.isArray(of) ? of[0] : of };
  });
}

/** "Add a Brush battlefield token to the board" (439.5: creating, formatted as "Add [X] to [Y]"). */
export function addToBoard(c: Cursor): Body | null {
  if (!c.eat('add')) return null;
  const token = tokenSpec(c);
  if (!token || token.noun !== 'battlefield' || !c.eat('to the board')) return null;
  return { kind: 'add-to-board', token };
}

export function pay(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'pay', actor)) return null;
  const syms = c.symbols();
  if (syms) return { kind: 'pay', cost: [{ kind: 'symbols', symbols: syms }] };
  // "pay 2 XP": spending it
  const xp = c.try(() => {
    const amount = amountNumber(c);
    return amount && c.eat('XP') ? amount : null;
  });
  if (xp) return { kind: 'spend-xp', amount: xp, paid: true };
  // "Pay any amount of :rb_rune_rainbow:", "Pay any amount of Energy"
  if (!c.eat('any amount of')) return null;
  if (c.eat('Energy')) return { kind: 'pay-any', resource: 'Energy' };
  const one = c.symbols();
  return one?.length === 1 ? { kind: 'pay-any', resource: one[0] } : null;
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
  const start = c.offset();
  // "spend a counter": no type named, so a counter of any type (745.1.a)
  if (c.eat('a counter'))
    return {
      kind: 'spend-buff',
      object: { kind: 'select', determiner: 'a', nouns: ['buff'], plural: false, filters: [], span: [start, c.end()] },
      anyCounter: true,
    };
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

/** "It loses [Tank] this turn": keywords the actor no longer has (801.3.b). */
export function loseKeywords(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'lose', actor)) return null;
  const kws = actor && keywordList(c);
  return kws ? { kind: 'grant-keyword', object: actor, keywords: kws, duration: duration(c), gains: true, loses: true } : null;
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
