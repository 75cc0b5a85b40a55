// `riftcheck coverage` over the real editions, with the report fixtures as the suite (so the test does
// not depend on the state of features/).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { needsData } from '../support/data.ts';
import { riftcheck } from '../fixtures/fixture-run.ts';
import type { CoverageReport } from '../../reports/src/coverage.ts';

const SUITE = ['--features', 'test/fixtures/features', '--witnessed', 'test/fixtures/witnessed.json'];

describe('riftcheck coverage', { skip: needsData }, () => {
  test('--rules lists every v1.4 rule of the range as witnessed, tagged only, waived or missing; --check exits 1 while any is missing', async () => {
    const r = await riftcheck(['coverage', '--edition', 'v1.4', '--chapter', '359', '--rules', '--check', ...SUITE]);
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stdout, /^ {2}359\.1\s+waived\s+definition\s+test\/fixtures\/features\/playing\.feature:44$/m);
    assert.match(r.stdout, /^ {2}359\.2\s+witnessed\s+3 examples, e\.g\. test\/fixtures\/features\/playing\.feature:7 {2}mutant units-enter-ready$/m);
    // Killed, but by no Example tagged 359.3: tagged only.
    assert.match(r.stdout, /^ {2}359\.3\s+tagged-only\s+1 example, e\.g\. test\/fixtures\/features\/playing\.feature:13$/m);
    assert.match(r.stdout, /^ {2}359\s+missing$/m);
    assert.match(
      r.stdout,
      /^\d+ rules: 1 witnessed \(50% of covered non-heading rules\), 1 tagged only \(2 covered, 0 with a reason\), 1 waived, \d+ missing$/m,
    );
  });

  test('a record that names no Example of the suite witnesses nothing in it; a --witnessed file that is absent is an error', async () => {
    const r = await riftcheck(['coverage', '--chapter', '355-359', '--rules', '--features', 'test/fixtures/features']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^ {2}359\.2\s+tagged-only\s+/m, "the project's own record names no Example of the fixture suite");
    assert.match(r.stdout, /^By chapter:$/m);
    assert.match(
      r.stdout,
      /^ {2}359 +\d+ rules: 0 witnessed \(0% of covered non-heading rules\), 2 tagged only \(2 covered, 0 with a reason\), 1 waived, \d+ missing$/m,
    );
    const missing = await riftcheck(['coverage', '--chapter', '359', '--rules', ...SUITE.slice(0, 2), '--witnessed', 'test/fixtures/none.json']);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--witnessed test\/fixtures\/none\.json: file not found/);
  });

  test('plain coverage is a line per section, and exits 0 once it has reported', async () => {
    const r = await riftcheck(['coverage', ...SUITE]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^Rule coverage of v1\.4 by the suite \(written in v1\.4\), by section$/m);
    assert.match(r.stdout, /^section +rules +witnessed +tagged-only +waived +missing$/m);
    assert.match(r.stdout, /^300-399 +\d+ +1 +2 +1 +\d+ +Playing the Game$/m);
    assert.match(r.stdout, /^total +2\d{3} +1 +2 +1 +2\d{3}$/m);
    assert.ok(r.stdout.split('\n').length < 20, 'a screenful, not a line per rule');
    const chapters = await riftcheck(['coverage', '--chapter', '355-359', ...SUITE]);
    assert.equal(chapters.code, 0, chapters.stderr);
    assert.match(chapters.stdout, /^355 +\d+ +0 +1 +0 +\d+ +Make relevant choices$/m);
    assert.match(chapters.stdout, /^359 +\d+ +1 +1 +1 +\d+/m);
  });

  test('--json gives the same accounting, and --report-only exits 0', async () => {
    const r = await riftcheck(['coverage', '--chapter', '359-359', '--json', '--report-only', ...SUITE]);
    assert.equal(r.code, 0, r.stderr);
    const report = JSON.parse(r.stdout) as CoverageReport;
    assert.equal(report.edition, 'v1.4');
    assert.deepEqual(report.chapter, [359, 359]);
    assert.ok(report.rows.every((row) => row.id.split('.')[0] === '359'));
    assert.equal(report.totals.rules, report.rows.length);
    assert.deepEqual(
      report.rows.filter((row) => row.status === 'covered').map((row) => row.id),
      ['359.2', '359.3'],
    );
    assert.deepEqual(
      report.rows.filter((row) => row.status === 'covered').map((row) => row.level),
      ['witnessed', 'tagged-only'],
    );
    assert.deepEqual(report.rows.find((row) => row.id === '359.2')!.witnessedBy, ['units-enter-ready']);
    assert.equal(report.witnessSource, 'test/fixtures/witnessed.json');
    assert.deepEqual(report.chapters, [
      {
        chapter: 359,
        rules: report.totals.rules,
        covered: 2,
        witnessed: 1,
        'tagged-only': 1,
        waived: 1,
        missing: report.totals.missing,
        removed: 0,
        coveredNonHeading: 2,
        witnessedNonHeading: 1,
        unexplained: 1,
      },
    ]);
  });

  test('an older edition is accounted through the crosswalk, none reported missing without a reason', async (t) => {
    const r = await riftcheck(['coverage', '--edition', 'v1.1', '--chapter', '307-356', '--json', '--report-only', ...SUITE]);
    if (r.code !== 0 && /todo/.test(r.stderr)) return t.skip('the crosswalk is not built yet');
    assert.equal(r.code, 0, r.stderr);
    const report = JSON.parse(r.stdout) as CoverageReport;
    assert.equal(report.suiteEdition, 'v1.4');
    for (const row of report.rows) {
      if (row.status === 'removed') assert.ok(row.removedIn && row.suiteId === null, `${row.id} names the edition that removed it`);
      else assert.ok(row.suiteId, `${row.id} has a v1.4 counterpart`);
    }
  });

  test('bad input is one line and exit 2', async () => {
    const chapter = await riftcheck(['coverage', '--chapter', '359-301']);
    assert.equal(chapter.code, 2);
    assert.match(chapter.stderr, /--chapter "359-301" is not a range/);
    const edition = await riftcheck(['coverage', '--edition', 'v7']);
    assert.equal(edition.code, 2);
    assert.match(edition.stderr, /unknown edition "v7"/);
    const empty = mkdtempSync(join(tmpdir(), 'rc-nodata-'));
    const data = await riftcheck(['coverage', '--data', empty]);
    assert.equal(data.code, 2);
    assert.match(data.stderr, /rules\/raw\/v1\.0_2025-06-02\.txt: file not found/);
  });
});
