// Every command that reads the source material answers a --data that does not exist the same way:
// one line on stderr naming the directory and the flag, exit status 2, no stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';

const COMMANDS = [
  ['rules', 'stats'],
  ['card', 'targets', 'Kill a unit.', '--edition', 'v1.1'],
  ['cards', 'compile'],
  ['serve', '--port', '0'],
];

for (const args of COMMANDS) {
  test(`riftcheck ${args[0]}: a missing --data directory is one line and exit 2`, () => {
    const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'bin/riftcheck.mjs'), ...args, '--data', '/nonexistent-riftbound'], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(r.status, 2, r.stderr);
    assert.equal(r.stderr, `riftcheck ${args[0]}: data directory /nonexistent-riftbound does not exist (named by --data)\n`);
  });
}

test('RIFTBOUND_DATA naming a missing directory is reported as such', () => {
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'bin/riftcheck.mjs'), 'rules', 'stats'], {
    encoding: 'utf8',
    env: { ...process.env, RIFTBOUND_DATA: '/nonexistent-riftbound' },
  });
  assert.equal(r.status, 2);
  assert.match(r.stderr, /data directory \/nonexistent-riftbound does not exist \(named by RIFTBOUND_DATA\)/);
});
