// openapi.yaml itself: it lints clean, the committed generated types match it, every field is
// documented with an example, and its version is the protocol version the suite and engine speak.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { PROTOCOL_VERSION } from '../../protocol/index.ts';
import { GENERATED_PATH, SPEC_PATH, VERSION_PATH, generateApiTypes, generateVersion } from '../../scripts/generate-protocol.ts';
import { PROTOCOL_VERSION as SUITE_PROTOCOL_VERSION } from '../../steps/drivers/protocol.ts';
import { engine } from './support.ts';

const specText = readFileSync(SPEC_PATH, 'utf8');
const spec = parse(specText);

test('the committed protocol/generated/ is what openapi.yaml generates', async () => {
  assert.equal(readFileSync(GENERATED_PATH, 'utf8'), await generateApiTypes(specText), 'run npm run generate:protocol');
  assert.equal(readFileSync(VERSION_PATH, 'utf8'), generateVersion(specText), 'run npm run generate:protocol');
});

test('the drift check notices a changed contract', async () => {
  const changed = specText.replace("description: The scenario's name for the player.", 'description: Renamed.');
  assert.notEqual(changed, specText);
  assert.notEqual(await generateApiTypes(changed), await generateApiTypes(specText));
  const bumped = specText.replace(/^ {2}version: .*$/m, '  version: 2.0.0');
  assert.match(generateVersion(bumped), /PROTOCOL_VERSION = "2\.0\.0";/);
  assert.throws(() => generateVersion(specText.replace(/^ {2}version: .*$/m, '  version: one')), /info\.version must be a semver string/);
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
  assert.equal(SUITE_PROTOCOL_VERSION, PROTOCOL_VERSION);
  const caps = typeof engine.capabilities === 'function' ? engine.capabilities() : engine.capabilities;
  assert.equal(caps.protocol, PROTOCOL_VERSION);
});

test('the protocol version is written once, in the generated protocol/generated/version.ts', () => {
  const literal = new RegExp(`['"]${PROTOCOL_VERSION.replaceAll('.', '\\.')}['"]`);
  const sources = ['api', 'bench', 'bin', 'cli', 'protocol', 'reference-engine', 'reports/src', 'rules', 'scripts', 'steps'];
  const written = sources
    .flatMap((dir) => readdirSync(resolve(PROJECT_ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
    .filter((file) => /\.(ts|mjs)$/.test(file) && !file.startsWith('protocol/generated/'))
    .filter((file) => literal.test(readFileSync(resolve(PROJECT_ROOT, file), 'utf8')));
  assert.ok(written.length === 0, `the protocol version written by hand in ${written.join(', ')}: import PROTOCOL_VERSION from protocol/index.ts`);
});
