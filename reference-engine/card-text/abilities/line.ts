// One line of card text → its abilities: keywords, or a gate and one ability of some kind, or a spell effect.
import type { Ability, AbilityBody, KeywordRef } from '../ast.ts';
import { Cursor } from '../cursor.ts';
import { effect } from '../instructions/clauses.ts';
import { activated } from './activated.ts';
import { additionalCost } from './additional-cost.ts';
import { keywordLine } from './keywords.ts';
import { passive } from './passive.ts';
import { replacement } from './replacement.ts';
import { seenOnTop } from './seen-on-top.ts';
import { tokenCopy } from './token-copy.ts';
import { triggered } from './triggered.ts';

function spell(c: Cursor): AbilityBody | null {
  return c.try(() => {
    const eff = effect(c);
    return eff && c.done ? { kind: 'spell', effect: eff } : null;
  });
}

/** The gate of a line: "[Empowered][>]", "[Level 6][>]", "[Legion] —", "[Mighty] —". */
function gate(c: Cursor): Ability['gate'] | null {
  if (c.tok()?.t !== 'kw') return null;
  return c.try(() => {
    const k = c.keyword('Empowered', 'Level', 'Legion', 'Mighty', 'Vision');
    if (!k) return null;
    // "[Level 11][>>][Legion][>]": several dependent keywords gate one ability (727.1.b.3)
    const also: KeywordRef[] = [];
    const next = () => c.try(() => (c.eat('[>>]') ? c.keyword('Empowered', 'Level', 'Legion', 'Mighty') : null));
    for (let more = next(); more; more = next()) also.push(more);
    if (also.length) return c.eat('[>]') ? { keyword: k, form: '[>]', also } : null;
    const form = c.eatOne('[>]', '—');
    if (!form) return null;
    // "[>>]": the gated ability is itself a keyword's ("[Deathknell][>] ...", "[Reaction][>] ...")
    return form === '[>]' && c.eat('[>>]') ? { keyword: k, form, chained: true } : { keyword: k, form };
  });
}

/** An ability in quotes ("Units here have \":rb_exhaust:: Gain 1 XP.\""): read apart, up to the closing quote. */
export function quotedAbility(c: Cursor): Ability | null {
  if (c.key() !== '"') return null;
  let close = c.pos + 1;
  while (close < c.toks.length && c.keys[close] !== '"') close++;
  if (close >= c.toks.length) return null;
  const inner = new Cursor(c.toks.slice(c.pos + 1, close));
  const read = abilityLine(inner);
  if (!read || !inner.done || read.length !== 1) return null;
  c.pos = close;
  c.skip();
  return read[0];
}

/**
 * "Your units have +1 :rb_might:. If I'm [Empowered], they have +2 :rb_might: instead.": a line of
 * several sentences, each a passive ability of its own (under a gate, each gated, and a replacement too).
 */
function passiveSentences(c: Cursor, g?: Ability['gate']): Ability[] | null {
  // a line of one sentence was read whole already: nothing to split
  const stop = c.keys.indexOf('.', c.pos);
  if (stop < 0 || stop >= c.toks.length - 1) return null;
  const out: Ability[] = [];
  // under a gate ("[Empowered][>] Your spells can't be countered. If ... would ..., ..."), each sentence is gated,
  // and may be a replacement too; the gate is printed once, before the first
  const sentenceAbility = (s: Cursor): Ability | null => {
    // "As an additional cost to play me, kill ... . You may [Ambush] me to ...": an additional cost may open the line
    const a = (passive(s) ?? (g ? replacement(s) : out.length ? null : additionalCost(s))) as Ability | null;
    if (a && g) a.gate = out.length ? { ...g, shared: true } : g;
    return a;
  };
  let from = c.pos;
  for (let k = c.pos; k < c.toks.length; k++) {
    if (c.keys[k] !== '.' || k === c.toks.length - 1 || c.keys[k + 1] === ')') continue;
    const sentence = new Cursor(c.toks.slice(from, k + 1));
    const a = sentenceAbility(sentence);
    if (!a || !sentence.done) return null;
    a.span = [c.toks[from].at, sentence.end()];
    out.push(a);
    from = k + 1;
  }
  if (!out.length) return null;
  const last = new Cursor(c.toks.slice(from));
  const a = sentenceAbility(last);
  if (!a || !last.done) return null;
  a.span = [c.toks[from].at, last.end()];
  out.push(a);
  c.pos = c.toks.length;
  return out;
}

/** Compile one line into abilities; null when the grammar cannot read it. */
export function abilityLine(c: Cursor): Ability[] | null {
  const kws = keywordLine(c);
  if (kws) return kws;
  const g = gate(c);
  const start = c.offset();
  const body = seenOnTop(c) ?? additionalCost(c) ?? activated(c) ?? triggered(c) ?? tokenCopy(c) ?? replacement(c) ?? passive(c) ?? spell(c);
  if (!body) return passiveSentences(c, g ?? undefined);
  // the body was built for this line alone: it takes the span itself rather than a copy
  const ability = body as Ability;
  ability.span = [start, c.end()];
  if (g) ability.gate = g;
  return [ability];
}
