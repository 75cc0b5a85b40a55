// What a fresh clone meets without the rules data (RIFTBOUND_DATA=none: the seed excerpts only, even
// where the data is present): every command names what it lacks in one wording, an edition that does
// not exist is a different error, and both read the same in every command and over HTTP.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { riftcheck, type CommandResult } from '../fixtures/fixture-run.ts';
import { call, referenceApp } from '../api/support.ts';
import { loadCorpus, needsDataMessage } from '../../rules/index.ts';

const NONE = { RIFTBOUND_DATA: 'none' };
const noData = (args: string[]) => riftcheck(args, NONE);

/** One line on stderr, exit status 2, and the message after "riftcheck <command>: ". */
function oneLineError(r: CommandResult, command: string): string {
  assert.equal(r.code, 2, r.stderr);
  assert.equal(r.stdout, '');
  const lines = r.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, r.stderr);
  assert.ok(lines[0]!.startsWith(`riftcheck ${command}: `), lines[0]);
  return lines[0]!.slice(`riftcheck ${command}: `.length);
}

describe('without the rules data', () => {
  test("the README's rule lookups say v1.4 needs the rules data", async () => {
    const [show, byDate] = await Promise.all([noData(['rules', 'show', '355.10.d']), noData(['rules', 'show', '301', '--edition', '2026-07-16'])]);
    assert.equal(oneLineError(show, 'rules'), 'v1.4 needs the rules data: pass --data DIR or set RIFTBOUND_DATA');
    assert.equal(oneLineError(byDate, 'rules'), needsDataMessage('v1.4'));
  });

  test('a number outside a seed excerpt says so without contradicting itself', async () => {
    const message = oneLineError(await noData(['rules', 'show', '355', '--edition', 'v1.2']), 'rules');
    assert.match(message, /^no rule 355 in the seed excerpt of v1\.2; /);
    assert.ok(message.includes(needsDataMessage('v1.2')), message);
    assert.doesNotMatch(message, /which is 355 in v1\.2/);
  });

  test("coverage names the edition asked for, not the suite's", async () => {
    const [plain, older] = await Promise.all([noData(['coverage']), noData(['coverage', '--edition', 'v1.0'])]);
    assert.equal(oneLineError(plain, 'coverage'), needsDataMessage('coverage of v1.4'));
    assert.equal(oneLineError(older, 'coverage'), needsDataMessage('coverage of v1.0'));
  });

  test('cards compile and a diff of seed excerpts say the same', async () => {
    const [cards, diff] = await Promise.all([noData(['cards', 'compile']), noData(['rules', 'diff', 'v1.1', 'v1.2'])]);
    assert.equal(oneLineError(cards, 'cards'), `${needsDataMessage('cards compile')} (it reads the card list, cards/cards.json)`);
    assert.equal(diff.code, 0, diff.stderr);
    assert.match(diff.stdout, new RegExp(`rules not compared: .*; ${needsDataMessage('comparing them').replace(/[.]/g, '\\.')}\\)`));
  });

  test('GET /rules over HTTP: the same words, as a 404 (the server has no such rule to give)', async () => {
    const app = referenceApp({ corpus: loadCorpus({ dataDir: null }) });
    const current = await call(app, 'GET', '/rules/355?edition=v1.4');
    assert.equal(current.status, 404);
    assert.equal(current.body.detail, needsDataMessage('v1.4'));
    // No edition named: the server's default is the newest loaded, the v1.2 excerpt, which lacks 355.
    const plain = await call(app, 'GET', '/rules/355');
    assert.equal(plain.status, 404);
    assert.ok(plain.body.detail.endsWith(needsDataMessage('v1.2')), plain.body.detail);
  });
});

test('an edition that does not exist reads the same in every command', async () => {
  const results = await Promise.all([
    noData(['rules', 'show', '352', '--edition', 'v9']),
    noData(['coverage', '--edition', 'v9']),
    noData(['run', '--edition', 'v9']),
    noData(['card', 'targets', 'Deal 2 to a unit.', '--edition', 'v9']),
  ]);
  const messages = results.map((r, i) => oneLineError(r, ['rules', 'coverage', 'run', 'card'][i]!));
  assert.match(messages[0]!, /^unknown edition "v9"; the editions are v1\.0 \(2025-06-02\), v1\.1 .*, v1\.4 \(2026-07-16\)$/);
  for (const m of messages) assert.equal(m, messages[0]);
});

test('rules diff refuses editions given newest first, in one line', async () => {
  const message = oneLineError(await noData(['rules', 'diff', 'v1.1', 'v1.0']), 'rules');
  assert.equal(message, 'diff runs from the older edition to the newer: v1.1 is newer than v1.0 (rules diff v1.0 v1.1)');
});
