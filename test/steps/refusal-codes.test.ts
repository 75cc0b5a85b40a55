// An engine's refusal is judged alike by both drivers: a code the protocol does not define is an engine fault.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse } from 'yaml';
import { checkRefusalCode, EngineFault } from '../../steps/drivers/driver.ts';

const spec = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: { RefusalCode: { enum: string[] } } };
};

test('every refusal code of openapi.yaml is accepted', () => {
  for (const code of spec.components.schemas.RefusalCode.enum) assert.doesNotThrow(() => checkRefusalCode(code), code);
});

test('a code the protocol does not define, an empty one, or none is an engine fault', () => {
  for (const code of ['', 'refused', 'toString', undefined, 3]) assert.throws(() => checkRefusalCode(code), EngineFault, String(code));
});
