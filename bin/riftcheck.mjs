#!/usr/bin/env node
// Entry point of the riftcheck command: registers tsx so the TypeScript sources run as they are.
import { register } from 'tsx/esm/api';
register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
