#!/usr/bin/env node
// Entry point of the riftcheck command: registers tsx so the TypeScript sources run as they are.
import { register } from 'tsx/esm/api';
import { installNativeMatchIndices } from '../reports/src/native-match-indices.mjs';
// Before anything loads cucumber: its step matching then uses Node's own match indices (the module says why).
installNativeMatchIndices();
register();
// Every command but serve is a short run that exits: JIT tuned as for a suite run (the module says why).
if (process.argv[2] !== 'serve') await import('../steps/support/short-run-jit.ts');
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
