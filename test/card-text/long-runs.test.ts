// Hostile card text: a long run of "[" (or of any unreadable character) costs time in proportion to
// its length, and is reported as one diagnostic per run rather than one per character.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run as card } from '../../cli/commands/card.ts';
import { analyzeTargets } from '../../reference-engine/card-text/index.ts';

/** The fastest of a few analyses of the text, in ms: the least disturbed by other work on the machine. */
function fastest(text: string): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    analyzeTargets(text, {});
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

test('analysing a run of "[" grows linearly with its length', () => {
  // Sizes large enough that fixed costs do not hide the growth ("[" alone is handled much faster below
  // about 60,000 characters, which made a smaller first size look like a jump): "[" alone, and "[" between words.
  for (const [unit, size] of [
    ['[', 100_000],
    ['[a', 20_000],
  ] as const) {
    fastest(unit.repeat(size)); // warm up
    const short = fastest(unit.repeat(size));
    const long = fastest(unit.repeat(size * 10));
    // Ten times the text: quadratic work takes a hundred times as long. Linear work takes about ten times,
    // and up to thirty with the garbage collector's share on a busy machine.
    const ratio = long / Math.max(short, 0.5);
    assert.ok(ratio < 60, `${JSON.stringify(unit)}: ${size} in ${short.toFixed(1)} ms, ${size * 10} in ${long.toFixed(1)} ms (x${ratio.toFixed(1)})`);
  }
});

test('a run of the same fault is one diagnostic at its start, counting the run', () => {
  const { diagnostics } = analyzeTargets('['.repeat(10_000), {});
  const errors = diagnostics.filter((d) => d.severity === 'error');
  assert.deepEqual(errors, [{ severity: 'error', message: 'unclosed "[" in keyword (10000 in a row)', offset: 0 }]);

  const mixed = analyzeTargets('Deal 2 to a unit. @@@ [[[', {}).diagnostics.filter((d) => d.severity === 'error');
  assert.deepEqual(
    mixed.map((d) => [d.offset, d.message]),
    [
      [18, 'unexpected character "@" (3 in a row)'],
      [22, 'unclosed "[" in keyword (3 in a row)'],
    ],
  );
  // A single fault reads as before, and faults separated by a token stay apart.
  const apart = analyzeTargets('Deal 2 @ to @ a unit.', {}).diagnostics.filter((d) => d.severity === 'error');
  assert.deepEqual(
    apart.map((d) => d.message),
    ['unexpected character "@"', 'unexpected character "@"'],
  );
});

test('riftcheck card targets prints a long run of "[" as one line', async () => {
  const lines: string[] = [];
  const code = await card(['targets', '['.repeat(5000)], { out: (l) => lines.push(l), dataDir: null });
  assert.equal(code, 1, 'the text has errors');
  const faults = lines.filter((l) => l.includes('unclosed'));
  assert.deepEqual(faults, ['error at 0: unclosed "[" in keyword (5000 in a row)']);
  assert.ok(lines.length < 10, lines.slice(0, 10).join('\n'));
});
