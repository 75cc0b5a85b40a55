// Regenerates api/generated/openapi.ts from openapi.yaml; with --check, fails when the committed
// file differs from what openapi.yaml generates (so the types can never drift from the contract).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import { PROJECT_ROOT } from '../rules/data-dir.ts';

export const SPEC_PATH = resolve(PROJECT_ROOT, 'openapi.yaml');
export const GENERATED_PATH = resolve(PROJECT_ROOT, 'api/generated/openapi.ts');

export async function generateApiTypes(specText: string): Promise<string> {
  // The spec is parsed here and handed over as an object so nothing is fetched or resolved remotely.
  const ast = await openapiTS(parse(specText) as OpenAPI3, { silent: true });
  return COMMENT_HEADER + astToString(ast);
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const generated = await generateApiTypes(readFileSync(SPEC_PATH, 'utf8'));
  if (!check) {
    writeFileSync(GENERATED_PATH, generated);
    console.log(`wrote ${GENERATED_PATH}`);
    return 0;
  }
  let committed: string;
  try {
    committed = readFileSync(GENERATED_PATH, 'utf8');
  } catch {
    console.error(`${GENERATED_PATH} is missing: run npm run generate:api`);
    return 1;
  }
  if (committed !== generated) {
    const a = committed.split('\n');
    const b = generated.split('\n');
    const line = a.findIndex((l, i) => l !== b[i]);
    console.error(`api/generated/openapi.ts has drifted from openapi.yaml (first difference at line ${line + 1}): run npm run generate:api`);
    return 1;
  }
  console.log('api/generated/openapi.ts matches openapi.yaml');
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
