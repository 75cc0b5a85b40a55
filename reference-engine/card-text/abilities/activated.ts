// Activated abilities: costs, a colon, the effect ("[Reaction][>] :rb_exhaust:: ..."), and the rest-of-line
// effect the other ability kinds end with too.
import type { AbilityBody, Cost, Instruction } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { clause, effect } from '../instructions/clauses.ts';

function costItem(c: Cursor): Cost | null {
  const syms = c.symbols();
  if (syms) return { kind: 'symbols', symbols: syms };
  const ins = clause(c);
  return ins ? { kind: 'action', instruction: ins } : null;
}

export function costList(c: Cursor): Cost[] | null {
  const out: Cost[] = [];
  for (;;) {
    const item = costItem(c);
    if (!item) return null;
    out.push(item);
    if (!c.eat(',')) break;
  }
  return out;
}

export function activated(c: Cursor): AbilityBody | null {
  return c.try(() => {
    let speed: 'Action' | 'Reaction' | undefined;
    const pre = c.try(() => {
      const k = c.keyword('Reaction', 'Action');
      return k && c.eat('[>]') ? k : null;
    });
    if (pre) speed = pre.name as 'Reaction';
    const costs = costList(c);
    if (!costs || !c.eat(':')) return null;
    const body: Extract<AbilityBody, { kind: 'activated' }> = { kind: 'activated', costs, effect: [] };
    if (speed) {
      body.speed = speed;
      body.speedForm = '[>]';
    }
    const post = c.try(() => {
      const k = c.keyword('Reaction', 'Action');
      const sep = k && (c.eat('—') ? '—' : c.sees(', [Legion]') && c.eat(',') ? ',' : null);
      return k && sep ? { k, sep } : null;
    });
    if (post) {
      body.speed = post.k.name as 'Reaction';
      body.speedForm = post.sep as '—';
    }
    const legion = c.try(() => {
      const k = c.keyword('Legion');
      return k && c.eat('—') ? k : null;
    });
    if (legion) body.condition = { kind: 'keyword-condition', keyword: 'Legion' };
    return withRestAsEffect(c, body);
  });
}

/** The rest of the line is the ability's effect; all of it must be read. */
export function withRestAsEffect<T extends { effect?: Instruction[] }>(c: Cursor, body: T): T | null {
  const eff = effect(c);
  if (!eff || !c.done) return null;
  body.effect = eff;
  return body;
}
