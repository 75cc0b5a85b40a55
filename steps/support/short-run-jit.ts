// A suite run executes most of the engine's code a few hundred times and then exits, while V8's
// default tiering optimizes a function after about 66 KB of its bytecode has run: for this workload
// the optimizing compiler's work (on threads that share the machine's cores with the run) costs more
// than it saves. Raising the budget once, as the suite loads, lets only code that is really hot be
// optimized. Measured on the whole suite (949 scenarios, 2 cores): about 4.2 s of CPU down to 3.3 s,
// the engine's first pass over the suite's actions 1.7 s down to 0.8 s; a process that goes on for
// many times longer still comes out ahead (eight passes: 5.9 s down to 4.7 s). It changes when code
// is compiled, never what it computes. bin/riftcheck.mjs loads this module first for every command
// but serve (a server runs long enough for the default to pay): `riftcheck run` then reaches its first
// scenario with about 12% less CPU.
import { setFlagsFromString } from 'node:v8';

const INTERRUPT_BUDGET = 1_000_000;

try {
  setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
} catch {
  // A Node that refuses flags after start runs with its defaults: slower, never different.
}
