// Compiles a card text that must be fully understood and decompile back to its normal form.
import assert from 'node:assert/strict';
import { compileCardText, decompile, sameText, type Ability } from '../../reference-engine/card-text/index.ts';

export function semanticAbilities(text: string): Ability[] {
  const c = compileCardText(text);
  assert.equal(c.semantic, true, `"${text}" should be semantic: ${c.firstFailure?.phrase ?? ''}`);
  assert.ok(sameText(decompile(c), c.normalized), `round trip of "${text}" gave "${decompile(c)}"`);
  return c.abilities;
}
