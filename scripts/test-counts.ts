// How `npm test` counts what a runner did, from the runner's own output.

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * node --test with the TAP reporter. Its closing "# skipped N" counts skipped tests only: a skipped
 * suite (describe with skip), and the tests in it, are not in it. So every skip is counted from the
 * "# SKIP" directive on its result line, tests and suites alike, at any depth; "# todo N" adds too.
 */
export function countTap(output: string): Tally | null {
  const num = (key: string) => {
    const m = output.match(new RegExp(`^# ${key} (\\d+)$`, 'm'));
    return m ? Number(m[1]) : null;
  };
  const passed = num('pass');
  if (passed === null) return null;
  const skips = output.match(/^\s*ok \d+ - .*# SKIP\b/gm)?.length ?? 0;
  return { passed, failed: (num('fail') ?? 0) + (num('cancelled') ?? 0), skipped: Math.max(skips, num('skipped') ?? 0) + (num('todo') ?? 0) };
}

/** cucumber's summary: "12 scenarios (1 failed, 2 skipped, 9 passed)". */
export function countCucumber(output: string): Tally | null {
  const m = output.match(/^(\d+) scenarios? \(([^)]*)\)/m);
  if (!m) return /^0 scenarios/m.test(output) ? { passed: 0, failed: 0, skipped: 0 } : null;
  const part = (key: string) => Number(m[2].match(new RegExp(`(\\d+) ${key}`))?.[1] ?? 0);
  return {
    passed: part('passed'),
    failed: part('failed') + part('undefined') + part('ambiguous'),
    skipped: part('skipped') + part('pending'),
  };
}
