// Passive abilities printed about a group by its possessive: "Your Dragons' Energy costs are reduced
// by :rb_energy_2:, to a minimum of :rb_energy_1:" and "Your opponents' [Hidden] cards can't be revealed here";
// and standing changes of how players pay or are dealt damage: "Players ignore [Deflect] while paying
// for spells and abilities choosing something here", "prevent all damage that enemy spells and abilities would deal to me".
import type { PassiveEffect } from '../ast.ts';
import { capitalised, type Cursor } from '../cursor.ts';
import { selectRef } from '../refs/selection.ts';
import { selfRef } from '../refs/self-and-pronouns.ts';

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

/** "Players ignore [Deflect] while paying for spells and abilities choosing something here": every player, for such choices. */
function playersIgnore(c: Cursor): PassiveEffect | null {
  return c.try(() => {
    if (!c.eat('Players ignore')) return null;
    const keyword = c.keyword();
    return keyword && c.eat('while paying for spells and abilities choosing something here')
      ? { kind: 'players-ignore-keyword', keyword, during: 'paying for spells and abilities choosing something here' }
      : null;
  });
}

/** "prevent all damage that enemy spells and abilities would deal to me": a standing prevention by kind of source (437). */
function preventsDamageFrom(c: Cursor): PassiveEffect | null {
  return c.try(() => {
    if (!c.eat('prevent all damage that')) return null;
    const from = selectRef(c);
    if (!from || (!c.eat('would deal damage to') && !c.eat('would deal to'))) return null;
    const to = selfRef(c);
    return to ? { kind: 'prevents-damage-from', from, to } : null;
  });
}

export function groupPassive(c: Cursor): PassiveEffect | null {
  return tagCostsReduced(c) ?? hiddenUnrevealable(c) ?? playersIgnore(c) ?? preventsDamageFrom(c);
}
