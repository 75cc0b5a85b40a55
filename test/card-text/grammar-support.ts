// What the grammar tests share: compile a text that must be understood and give itself back, and
// pick the parts of the tree a test looks at.
import assert from 'node:assert/strict';
import { compileCardText, decompile, sameText, type Ability, type Instruction, type ObjectRef } from '../../reference-engine/card-text/index.ts';

export function compiled(text: string) {
  const c = compileCardText(text);
  assert.equal(c.semantic, true, `"${text}" should be semantic: ${c.diagnostics.map((d) => d.message).join('; ')}`);
  assert.ok(sameText(decompile(c), text), `round trip of "${text}" gave "${decompile(c)}"`);
  return c;
}
export function only(text: string): Ability {
  const c = compiled(text);
  assert.equal(c.abilities.length, 1);
  return c.abilities[0];
}
export function effectOf(text: string): Instruction[] {
  const a = only(text);
  assert.ok(a.kind === 'spell' || a.kind === 'triggered' || a.kind === 'activated', `effect-bearing ability, got ${a.kind}`);
  return a.effect;
}
export function first(text: string): Instruction {
  return effectOf(text)[0];
}
export function sel(r: ObjectRef | undefined): Extract<ObjectRef, { kind: 'select' }> {
  assert.equal(r?.kind, 'select');
  return r as Extract<ObjectRef, { kind: 'select' }>;
}

/** The text, compiled, and the effect of its spell ability `n`. */
export function spellLine(text: string, n = 0) {
  const c = compiled(text);
  const a = c.abilities[n];
  assert.ok(a.kind === 'spell');
  return { c, effect: a.effect };
}
/** The one passive ability of a text that must be understood. */
export function passiveOf(text: string) {
  const a = only(text);
  assert.equal(a.kind, 'passive');
  return a as Extract<typeof a, { kind: 'passive' }>;
}
