// openapi.yaml itself: it lints clean, the committed generated types match it, every field is
// documented with an example, and its version is the protocol version the suite and engine speak.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { GENERATED_PATH, SPEC_PATH, generateApiTypes } from '../../scripts/generate-api-types.ts';
import { PROTOCOL_VERSION } from '../../steps/drivers/protocol.ts';
import { engine } from './support.ts';

const specText = readFileSync(SPEC_PATH, 'utf8');
const spec = parse(specText);

test('the committed api/generated/openapi.ts is what openapi.yaml generates', async () => {
  assert.equal(readFileSync(GENERATED_PATH, 'utf8'), await generateApiTypes(specText), 'run npm run generate:api');
});

test('the drift check notices a changed contract', async () => {
  const changed = specText.replace('description: The scenario\'s name for the player.', 'description: Renamed.');
  assert.notEqual(changed, specText);
  assert.notEqual(await generateApiTypes(changed), await generateApiTypes(specText));
});

test('openapi.yaml lints clean with redocly, offline', async () => {
  const cli = resolve(PROJECT_ROOT, 'node_modules/@redocly/cli/bin/cli.js');
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, 'lint', 'openapi.yaml', '--format', 'stylish'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).catch((err: { stdout: string; stderr: string }) => assert.fail(`${err.stdout}\n${err.stderr}`));
  assert.doesNotMatch(stdout + stderr, /\d+:\d+\s+(error|warning)/);
});

test('every property and parameter has a description, and every scalar field an example', () => {
  const missing: string[] = [];
  const check = (where: string, s: any) => {
    if (s.$ref) return;
    if (!s.description) missing.push(`${where}: description`);
    const scalar = s.type !== 'object' && s.type !== 'array' && !s.oneOf && !s.$ref;
    if (scalar && !s.examples?.length && !s.const) missing.push(`${where}: example`);
  };
  for (const [name, schema] of Object.entries<any>(spec.components.schemas)) {
    if (!schema.description) missing.push(`${name}: description`);
    for (const [prop, s] of Object.entries<any>(schema.properties ?? {})) check(`${name}.${prop}`, s);
  }
  for (const [name, p] of Object.entries<any>(spec.components.parameters)) check(`parameter ${name}`, { ...p.schema, description: p.description });
  for (const item of Object.values<any>(spec.paths)) {
    for (const op of Object.values<any>(item)) {
      if (!Array.isArray(op?.parameters)) continue;
      for (const p of op.parameters) if (!p.$ref) check(`parameter ${p.name}`, { ...p.schema, description: p.description });
    }
  }
  assert.deepEqual(missing, []);
});

test('the contract, the suite and the reference engine speak the same protocol version', () => {
  assert.equal(spec.info.version, PROTOCOL_VERSION);
  assert.equal(spec.info['x-protocol-version'], PROTOCOL_VERSION);
  const caps = typeof engine.capabilities === 'function' ? engine.capabilities() : engine.capabilities;
  assert.equal(caps.protocol, PROTOCOL_VERSION);
});
