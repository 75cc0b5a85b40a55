// Token descriptions: "a ready 3 :rb_might: Sprite unit token with [Temporary]".
import type { Amount, TokenSpec } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { RESERVED } from './nouns.ts';

/** Nouns that end a token's name. */
const TOKEN_NOUNS: ReadonlySet<string> = new Set(['unit', 'gear', 'battlefield', 'spell', 'rune', 'legend']);

/** A token description: "a ready 3 :rb_might: Sprite unit token with [Temporary]", "three 1 :rb_might: Recruit unit tokens". */
export function tokenSpec(c: Cursor): TokenSpec | null {
  // a token description starts with its count: "a", "an" or a number
  if (!c.seesNumber() && c.key() !== 'a' && c.key() !== 'an' && c.key() !== 'the') return null;
  return c.try(() => {
    let count: Amount;
    // "the Baron Pit battlefield token": the one token of that name
    const the = c.eat('the');
    if (the || c.eatOne('a', 'an')) count = { kind: 'number', value: 1 };
    else {
      const n = c.number();
      if (!n) return null;
      count = n.word ? { kind: 'number', value: n.value, word: true } : { kind: 'number', value: n.value };
    }
    const ready = c.eat('ready');
    let might: number | undefined;
    const m = c.try(() => {
      const d = c.digits();
      return d !== null && c.eat(':rb_might:') ? d : null;
    });
    if (m !== null) might = m;
    const asEnergy =
      m === null
        ? c.try(() => {
            const s = c.symbols();
            return s && s.length === 2 && s[0].kind === 'energy' && s[1].kind === 'might-symbol' ? s[0].amount : null;
          })
        : null;
    if (asEnergy !== null) might = asEnergy;
    const nameParts: string[] = [];
    for (;;) {
      const w = c.properWord(TOKEN_NOUNS);
      if (!w) break;
      nameParts.push(w);
    }
    if (!nameParts.length) return null;
    const noun = c.eatOne('unit', 'gear', 'battlefield', 'spell', 'rune', 'legend');
    if (!noun || !c.eatOne('tokens', 'token')) return null;
    const keywords = [];
    if (c.eat('with')) {
      for (;;) {
        const k = c.keyword();
        if (!k) break;
        keywords.push(k);
        if (!c.eat('and')) break;
      }
      if (!keywords.length) return null;
    }
    const from = c.try(() => (c.eat('from') ? c.properWord(RESERVED) : null));
    const spec: TokenSpec = { count, name: nameParts.join(' '), noun, keywords };
    if (asEnergy !== null) spec.mightAsEnergy = true;
    if (from) spec.from = from;
    if (might !== undefined) spec.might = might;
    if (ready) spec.ready = true;
    if (the) spec.the = true;
    return spec;
  });
}
