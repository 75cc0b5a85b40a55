// Opens a deliberately failing fixture run's index.html in headless Chromium and checks what a reader
// sees: the chapter tree, the counts, a failure entry with its diff and reproduce command, the filters.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { engineLabel } from '../../reports/src/conformance-run.ts';
import { fixtureRun } from '../fixtures/fixture-run.ts';
import { startToyEngine } from '../fixtures/toy-engine.ts';
import type { RunningToyEngine } from '../fixtures/toy-engine.ts';
import { needsData } from '../support/data.ts';
import { CHROMIUM, needsChromium } from '../support/browser.ts';

describe('index.html of a failing run, in headless Chromium', { skip: needsChromium }, () => {
  let engine: RunningToyEngine;
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];

  before(async () => {
    engine = await startToyEngine({ mistake: 'units-enter-ready' });
    const out = mkdtempSync(join(tmpdir(), 'rc-html-'));
    const run = await fixtureRun(engine.url, out);
    assert.equal(run.code, 1, run.stderr);
    const html = join(realpathSync(join(out, engineLabel(engine.url), 'latest')), 'index.html');
    browser = await chromium.launch({
      executablePath: CHROMIUM!,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    page = await browser.newPage();
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(pathToFileURL(html).href);
  });
  after(async () => {
    await browser?.close();
    await engine?.close();
  });

  test('the chapter tree lists chapters, their rules and their scenarios', async () => {
    const tree = await page.$$eval('details.chapter', (chapters) =>
      chapters.map((c) => ({
        chapter: (c as HTMLElement).dataset.chapter,
        rules: [...c.querySelectorAll('.rule')].map((r) => (r as HTMLElement).dataset.rule),
        scenarios: c.querySelectorAll('li.scenario').length,
      })),
    );
    assert.deepEqual(tree, [
      { chapter: '355', rules: ['355.10'], scenarios: 2 },
      { chapter: '359', rules: ['359.2', '359.3'], scenarios: 5 },
    ]);
  });

  test('the counts and the bar of each chapter render', async () => {
    assert.equal(await page.textContent('#totals [data-total="failed"]'), '3 failed');
    assert.equal(await page.textContent('#totals [data-total="passed"]'), '1 passed');
    const counts = await page.$eval('details.chapter[data-chapter="359"] .counts', (e) => e.textContent);
    assert.equal(counts, '5 scenarios: 1 passed · 3 failed · 1 errored');
    const bar = await page.$$eval('details.chapter[data-chapter="359"] .bar span', (spans) => spans.map((s) => [s.className, (s as HTMLElement).style.width]));
    assert.deepEqual(bar, [
      ['passed', '20%'],
      ['failed', '60%'],
      ['errored', '20%'],
    ]);
  });

  test('a failure entry shows the failing step, expected against shown, the transcript and the reproduce command', async () => {
    const entry = page.locator('li.scenario[data-status="failed"]', { hasText: 'a played unit enters exhausted' }).first();
    assert.ok(await entry.locator('.failure').isVisible(), 'failures are open by default');
    assert.match((await entry.locator('.failure strong').textContent()) ?? '', /Then "Recruit" is exhausted in her base/);
    assert.equal(await entry.locator('.diff .del').textContent(), "- expected: 'exhausted'");
    assert.equal((await entry.locator('.diff .ins').textContent())?.replace(/\s+/g, ' '), "+ shown: 'ready'");
    assert.deepEqual(await entry.locator('ol.transcript > li').evaluateAll((lis) => lis.map((li) => li.className)), [
      'step-PASSED',
      'step-PASSED',
      'step-FAILED',
    ]);
    assert.match(
      (await entry.locator('.reproduce code').textContent()) ?? '',
      /^RIFTCHECK_ENGINE=http:\/\/127\.0\.0\.1:\d+ npx cucumber-js -c test\/fixtures\/cucumber\.mjs test\/fixtures\/features\/playing\.feature:7 --name/,
    );
  });

  test('the status filters hide scenarios, then rules and chapters left empty', async () => {
    const passed = page.locator('li.scenario[data-status="passed"]');
    assert.ok(await passed.isVisible());
    await page.uncheck('.filters input[data-status="passed"]');
    assert.ok(!(await passed.isVisible()));
    assert.ok(!(await page.locator('.rule[data-rule="359.3"]').isVisible()), 'a rule with only passed scenarios disappears');
    await page.uncheck('.filters input[data-status="unsupported"]');
    await page.uncheck('.filters input[data-status="errored"]');
    assert.ok(!(await page.locator('details.chapter[data-chapter="355"]').isVisible()), 'a chapter with nothing left disappears');
    assert.ok(await page.locator('details.chapter[data-chapter="359"]').isVisible());
    await page.check('.filters input[data-status="passed"]');
    assert.ok(await passed.isVisible());
  });

  test('the page is self-contained: it loads nothing but itself', () => {
    assert.equal(requests.length, 1);
    assert.match(requests[0]!, /^file:.*index\.html$/);
  });

  test('rule text from the loaded edition and the coverage table render', { skip: needsData }, async () => {
    assert.ok(((await page.textContent('.rule[data-rule="359.2"] .rule-text')) ?? '').length > 10);
    assert.match(
      (await page.textContent('#coverage-totals')) ?? '',
      /rules of v1\.4 355–359: 0 witnessed( \(0% of covered non-heading rules\))?, 3 tagged only \(3 covered, 0 with a reason\), 1 waived, \d+ missing/,
    );
    assert.equal(await page.locator('table.coverage tr.cov-waived').count(), 1);
  });
});
