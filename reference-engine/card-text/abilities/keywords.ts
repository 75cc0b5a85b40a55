// Keyword lines: "[Tank]", "[Assault 2], [Deflect]", "[Equip] :rb_energy_1:".
import type { Ability } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { effect } from '../instructions/clauses.ts';
import { costList } from './activated.ts';

/** Keywords that carry a cost after them on the line ("[Equip] :rb_rune_rainbow:"). */
const COSTED_KEYWORDS = new Set(['equip', 'empower', 'repeat', 'accelerate', 'flow']);

/** Keywords the gallery sometimes prints without brackets, alone on a line. */
const BARE_KEYWORDS = new Set(['action', 'reaction', 'hidden', 'ganking', 'tank', 'deflect', 'accelerate']);

/** A line made only of keywords: "[Tank]", "[Assault 2]", "[Equip] :rb_energy_1:". */
export function keywordLine(c: Cursor): Ability[] | null {
  const word = c.tok();
  if (c.toks.length === 1 && word?.t === 'word' && BARE_KEYWORDS.has(word.lower)) {
    c.eat(word.v);
    return [{ kind: 'keyword', keyword: { name: word.v, bare: true }, span: [word.at, c.end()] }];
  }
  // otherwise the line is keywords only: it starts with one
  if (word?.t !== 'kw') return null;
  return c.try(() => {
    const out: Ability[] = [];
    while (!c.done) {
      const start = c.offset();
      const kw = c.keyword();
      if (!kw) return null;
      if (COSTED_KEYWORDS.has(kw.name.toLowerCase())) {
        const dash = c.try(() => (c.eat('—') ? costList(c) : null));
        if (dash) kw.dashCost = dash;
        else {
          const syms = c.symbols();
          if (syms) kw.cost = syms;
        }
      }
      const ability: Extract<Ability, { kind: 'keyword' }> = { kind: 'keyword', keyword: kw, span: [start, c.end()] };
      if (c.eat(',')) ability.separator = ',';
      else if (c.eat('.')) {
        const eff = effect(c);
        if (!eff || !c.done) return null;
        ability.effect = eff;
      }
      out.push(ability);
    }
    return out.length ? out : null;
  });
}
