// Lists of keywords as an instruction or a passive names them: "[Assault 2] and [Tank]".
import type { KeywordRef } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { amountPhrase } from './amounts.ts';

export function keywordList(c: Cursor): KeywordRef[] | null {
  const out: KeywordRef[] = [];
  for (;;) {
    const k = c.keyword();
    if (!k) break;
    const equal = k.value === undefined ? c.try(() => (c.eat('equal to') ? amountPhrase(c) : null)) : null;
    if (equal) k.equalTo = equal;
    // "have [Repeat] :rb_energy_2::rb_rune_chaos:": a keyword with its cost
    const cost = k.name === 'Repeat' ? c.symbols() : null;
    if (cost) k.cost = cost;
    out.push(k);
    if (c.sees(',') && c.tok(1)?.t === 'kw') {
      c.eat(',');
      continue;
    }
    if (c.sees(', and') && c.tok(2)?.t === 'kw') {
      c.eat(', and');
      continue;
    }
    if (c.sees('and') && c.tok(1)?.t === 'kw') {
      c.eat('and');
      continue;
    }
    break;
  }
  return out.length ? out : null;
}
