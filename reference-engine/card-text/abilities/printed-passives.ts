// Passive abilities printed about a group by its possessive: "Your Dragons' Energy costs are reduced
// by :rb_energy_2:, to a minimum of :rb_energy_1:" and "Your opponents' [Hidden] cards can't be revealed here".
import type { PassiveEffect } from '../ast.ts';
import { capitalised, type Cursor } from '../cursor.ts';

/** "Your Dragons' Energy costs are reduced by :rb_energy_2:, to a minimum of :rb_energy_1:": the cost to play each (356). */
function tagCostsReduced(c: Cursor): PassiveEffect | null {
  return c.try(() => {
    if (!c.eat('Your')) return null;
    const tok = c.tok();
    if (tok?.t !== 'word' || !capitalised(tok.v) || !tok.v.endsWith("s'")) return null;
    c.skip();
    if (!c.eat('Energy costs are reduced by')) return null;
    const by = c.symbols();
    if (!by || !c.eat(', to a minimum of')) return null;
    const minimum = c.symbols();
    return minimum ? { kind: 'tag-energy-costs-reduced', tag: tok.v.slice(0, -2), by, minimum } : null;
  });
}

/** "Your opponents' [Hidden] cards can't be revealed here": their facedown cards here stay hidden from effects that reveal. */
function hiddenUnrevealable(c: Cursor): PassiveEffect | null {
  return c.try(() => {
    if (!c.eat("Your opponents'") || !c.keyword('Hidden') || !c.eat("cards can't be revealed here")) return null;
    return { kind: 'hidden-unrevealable', whose: 'your opponents', where: { kind: 'here' } };
  });
}

export function groupPassive(c: Cursor): PassiveEffect | null {
  return tagCostsReduced(c) ?? hiddenUnrevealable(c);
}
