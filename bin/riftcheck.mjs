#!/usr/bin/env node
// Entry point of the riftcheck command. Its TypeScript sources run from a bundle that is rebuilt when
// any of them changes (scripts/cli-bundle.mjs): plain JavaScript, no TypeScript loader on the way.
// Under code coverage (c8) they load one by one through tsx instead, as a bundle's source map loses
// branches and functions; so they do when the bundle cannot be built.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { installNativeMatchIndices } from '../reports/src/native-match-indices.mjs';

const command = process.argv[2];
// Before anything loads cucumber: its step matching then uses Node's own match indices (the module says why).
installNativeMatchIndices();
// The command's code: from its bundle, or through tsx under code coverage or when the bundle cannot be
// built (a read-only install, an edit that does not compile), as it always ran before there was a bundle.
let dir = null;
if (!process.env.NODE_V8_COVERAGE) {
  try {
    dir = await (await import('../scripts/cli-bundle.mjs')).cliBundle();
  } catch (err) {
    // Sources that do not compile fail only the commands that load them, as they did through tsx.
    if (err.syscall === undefined) console.error(`riftcheck: running the sources through tsx, as ${err.message.split('\n').slice(0, 2).join(' ')}`);
  }
}
if (dir === null) (await import('tsx/esm/api')).register();
const load = (name) =>
  dir === null ? import(name === 'main' ? '../cli/main.ts' : '../steps/support/short-run-jit.ts') : import(pathToFileURL(join(dir, `${name}.mjs`)).href);
// Every command but serve is a short run that exits: JIT tuned as for a suite run (the module says why).
if (command !== 'serve') await load('short-run-jit');
if (command === 'run') {
  // Feature files parsed by an earlier run are read back instead of parsed again (the module says how).
  (await import('../reports/src/feature-parse-cache.mjs')).installFeatureParseCache();
  // Its test cases are assembled matching each distinct step text once (the module says why).
  (await import('../reports/src/test-case-assembly.mjs')).installTestCaseAssembly();
  // Cucumber loads before source maps are turned on below, as it did before there was a bundle: each of
  // its few hundred modules names a source map of its own, which Node would read and parse (about 0.2 s).
  createRequire(import.meta.url)('@cucumber/cucumber/api');
}
// Before the command's code is compiled, so that the bundle's source map is read: stack traces name the .ts files.
if (dir !== null) process.setSourceMapsEnabled(true);
const { main } = await load('main');
process.exitCode = await main(process.argv.slice(2));
