// A malformed command line is one line naming the problem, then the usage, with exit status 2.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseCommandLine } from '../../cli/args.ts';
import { CliError } from '../../cli/errors.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';

test('parseCommandLine returns what parseArgs parses', () => {
  const { values, positionals } = parseCommandLine(
    { args: ['show', '355', '--json'], allowPositionals: true, options: { json: { type: 'boolean' } } },
    'usage: x',
  );
  assert.deepEqual(positionals, ['show', '355']);
  assert.equal(values.json, true);
});

test('parseCommandLine turns an unknown option into a CliError: its first line, then the usage', () => {
  assert.throws(
    () => parseCommandLine({ args: ['--bogus'], options: { json: { type: 'boolean' } } }, 'usage: x [--json]'),
    (err: unknown) => err instanceof CliError && err.exitCode === 2 && /^Unknown option '--bogus'.*\nusage: x \[--json\]$/.test(err.message),
  );
});

for (const command of ['rules', 'card', 'cards']) {
  test(`riftcheck ${command} --bogus: exit 2, the problem and the usage on stderr`, () => {
    const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'bin/riftcheck.mjs'), command, '--bogus'], { encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, new RegExp(`^riftcheck ${command}: Unknown option '--bogus'`));
    assert.match(r.stderr, new RegExp(`\\nusage: riftcheck ${command}`));
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  });
}
