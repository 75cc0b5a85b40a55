#!/usr/bin/env node
// Entry point of the riftcheck command. Its TypeScript sources run from a bundle that is rebuilt when
// any of them changes (scripts/cli-bundle.mjs): plain JavaScript, no TypeScript loader on the way.
// Under code coverage (c8) they load one by one through tsx instead, as a bundle's source map loses
// branches and functions.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { installNativeMatchIndices } from '../reports/src/native-match-indices.mjs';
// Before anything loads cucumber: its step matching then uses Node's own match indices (the module says why).
installNativeMatchIndices();
// A run loads cucumber before source maps are turned on below, as it did before there was a bundle: each of
// cucumber's few hundred modules names a source map of its own, which Node would read and parse (about 0.2 s).
if (process.argv[2] === 'run') createRequire(import.meta.url)('@cucumber/cucumber/api');
let module;
if (process.env.NODE_V8_COVERAGE) {
  (await import('tsx/esm/api')).register();
  module = (name) => import(name === 'main' ? '../cli/main.ts' : '../steps/support/short-run-jit.ts');
} else {
  const { cliBundle } = await import('../scripts/cli-bundle.mjs');
  const dir = await cliBundle();
  // Before the bundle is compiled, so that its source map is read: stack traces name the .ts files.
  process.setSourceMapsEnabled(true);
  module = (name) => import(pathToFileURL(join(dir, `${name}.mjs`)).href);
}
// Every command but serve is a short run that exits: JIT tuned as for a suite run (the module says why).
if (process.argv[2] !== 'serve') await module('short-run-jit');
const { main } = await module('main');
process.exitCode = await main(process.argv.slice(2));
