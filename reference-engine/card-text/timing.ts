// Moments of the turn: "at the start of your Beginning Phase", "at end of turn".
import type { Trigger } from './ast.ts';
import { PhraseList, type Cursor } from './cursor.ts';

const PHASES = new PhraseList([
  "each player's Beginning Phase",
  "each player's first Beginning Phase",
  'your Beginning Phase',
  'your Main Phase',
  'your turn',
  'each turn',
  "each player's turn",
  'your next Main Phase',
  'combat',
  'the turn',
  'this turn',
  'turn',
]);

export function phaseTrigger(c: Cursor): Trigger | null {
  if (c.key() !== 'at') return null;
  return c.try(() => {
    if (!c.eat('at')) return null;
    const bare = !c.eat('the');
    const edge = c.eatOne('start', 'end');
    if (!edge || !c.eat('of')) return null;
    const phase = c.eatAny(PHASES);
    if (!phase) return null;
    const t: Trigger = { kind: 'phase', edge, phase, whose: '' };
    if (bare) t.bare = true;
    return t;
  });
}
