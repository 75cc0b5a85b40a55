// Regenerates protocol/generated/ from openapi.yaml: the types of every schema and operation
// (openapi.ts) and the protocol version from info.version (version.ts). With --check, fails when a
// committed file differs from what openapi.yaml generates, so neither can drift from the contract.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import { PROJECT_ROOT } from '../rules/data-dir.ts';

export const SPEC_PATH = resolve(PROJECT_ROOT, 'openapi.yaml');
export const GENERATED_PATH = resolve(PROJECT_ROOT, 'protocol/generated/openapi.ts');
export const VERSION_PATH = resolve(PROJECT_ROOT, 'protocol/generated/version.ts');

export async function generateApiTypes(specText: string): Promise<string> {
  // The spec is parsed here and handed over as an object so nothing is fetched or resolved remotely.
  const ast = await openapiTS(parse(specText) as OpenAPI3, { silent: true });
  return COMMENT_HEADER + astToString(ast);
}

/** The one protocol version constant of the project, taken from the contract's info.version. */
export function generateVersion(specText: string): string {
  const version = (parse(specText) as { info?: { version?: unknown } }).info?.version;
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(`openapi.yaml info.version must be a semver string (major.minor.patch), not ${JSON.stringify(version)}`);
  }
  return [
    '// Generated from openapi.yaml by scripts/generate-protocol.ts (npm run generate:protocol): do not edit.',
    '',
    "/** The adapter protocol's version (openapi.yaml info.version) that this suite, server and reference engine speak. */",
    `export const PROTOCOL_VERSION = ${JSON.stringify(version)};`,
    '',
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const specText = readFileSync(SPEC_PATH, 'utf8');
  const files: Array<[string, string]> = [
    [GENERATED_PATH, await generateApiTypes(specText)],
    [VERSION_PATH, generateVersion(specText)],
  ];
  let drifted = 0;
  for (const [path, generated] of files) {
    const name = relative(PROJECT_ROOT, path);
    if (!check) {
      writeFileSync(path, generated);
      console.log(`wrote ${name}`);
      continue;
    }
    let committed: string;
    try {
      committed = readFileSync(path, 'utf8');
    } catch {
      console.error(`${name} is missing: run npm run generate:protocol`);
      drifted++;
      continue;
    }
    if (committed !== generated) {
      const a = committed.split('\n');
      const b = generated.split('\n');
      const line = a.findIndex((l, i) => l !== b[i]);
      console.error(`${name} has drifted from openapi.yaml (first difference at line ${line + 1}): run npm run generate:protocol`);
      drifted++;
      continue;
    }
    console.log(`${name} matches openapi.yaml`);
  }
  return drifted === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
