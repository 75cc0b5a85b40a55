// Keyword lines: "[Tank]", "[Assault 2], [Deflect]", "[Equip] :rb_energy_1:".
import type { Ability, KeywordRef } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { effect } from '../instructions/clauses.ts';
import { costList } from './activated.ts';

/** Keywords that carry a cost after them on the line ("[Equip] :rb_rune_rainbow:"). */
const COSTED_KEYWORDS = new Set(['equip', 'empower', 'repeat', 'accelerate', 'flow']);

/** Keywords the gallery sometimes prints without brackets, alone on a line. */
const BARE_KEYWORDS = new Set(['action', 'reaction', 'hidden', 'ganking', 'tank', 'deflect', 'accelerate']);

/** "— :rb_energy_1: or :rb_rune_body:", "— :rb_energy_1: / :rb_rune_rainbow: / ...": two or more costs to pick from. */
function costOptions(c: Cursor): NonNullable<KeywordRef['costOptions']> | null {
  if (c.key() !== '—') return null;
  return c.try(() => {
    c.eat('—');
    const first = c.symbols();
    const sep = first ? c.eatOne('or', '/') : null;
    if (!first || !sep) return null;
    const costs = [first];
    do {
      const next = c.symbols();
      if (!next) return null;
      costs.push(next);
    } while (c.eat(sep));
    return { costs, sep };
  });
}

/** "Equip :rb_rune_body:": a costed keyword the gallery printed without brackets, alone on its line. */
function bareCostedKeyword(c: Cursor): Ability[] | null {
  const word = c.tok();
  if (word?.t !== 'word' || word.lower !== 'equip') return null;
  return c.try(() => {
    c.skip();
    const cost = c.symbols();
    return cost && c.done ? [{ kind: 'keyword', keyword: { name: 'Equip', bare: true, cost }, span: [word.at, c.end()] }] : null;
  });
}

/** "[Reaction][>] [Equip] :rb_energy_1:": an Equip or Empower with the timing it may be used at (818.1.c.5, 827.1.c.4). */
function timedKeyword(c: Cursor): Ability[] | null {
  return c.try(() => {
    const start = c.offset();
    const speed = c.keyword('Reaction', 'Action');
    if (!speed || !c.eat('[>]') || !['Equip', 'Empower'].some((name) => c.sees(`[${name}]`))) return null;
    const read = keywordLine(c);
    if (read?.length !== 1 || read[0].kind !== 'keyword') return null;
    return [{ ...read[0], speed: speed.name as 'Reaction', span: [start, c.end()] }];
  });
}

/** A line made only of keywords: "[Tank]", "[Assault 2]", "[Equip] :rb_energy_1:". */
export function keywordLine(c: Cursor): Ability[] | null {
  const timed = timedKeyword(c);
  if (timed) return timed;
  const word = c.tok();
  if (c.toks.length === 1 && word?.t === 'word' && BARE_KEYWORDS.has(word.lower)) {
    c.eat(word.v);
    return [{ kind: 'keyword', keyword: { name: word.v, bare: true }, span: [word.at, c.end()] }];
  }
  const bare = bareCostedKeyword(c);
  if (bare) return bare;
  // otherwise the line is keywords only: it starts with one
  if (word?.t !== 'kw') return null;
  return c.try(() => {
    const out: Ability[] = [];
    while (!c.done) {
      const start = c.offset();
      const kw = c.keyword();
      if (!kw) return null;
      if (COSTED_KEYWORDS.has(kw.name.toLowerCase())) {
        const options = costOptions(c);
        if (options) kw.costOptions = options;
        const dash = options ? null : c.try(() => (c.eat('—') ? costList(c) : null));
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
