// /docs in a real browser: it renders from the contract, asks nothing of any other host, and its
// "Send" forms call the API. Skipped where no Chromium is installed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { listen } from '../../api/server.ts';
import { referenceApp } from './support.ts';
import { CHROMIUM, needsChromium } from '../support/browser.ts';

test('the docs page works offline and its forms call the API', { skip: needsChromium }, async () => {
  const server = await listen(referenceApp());
  const browser = await chromium.launch({ executablePath: CHROMIUM!, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(server.url)) foreign.push(req.url());
    });
    await page.goto(`${server.url}/docs`);
    assert.match(await page.title(), /riftcheck/);
    const caps = page.locator('#op-getCapabilities');
    await caps.locator('summary').click();
    await caps.locator('button').click();
    await page.waitForFunction(() => document.querySelector('#op-getCapabilities .out')?.textContent?.startsWith('200'));
    assert.match((await caps.locator('.out').textContent()) ?? '', /"protocol": "1\./);

    const rule = page.locator('#op-getRule');
    await rule.locator('summary').click();
    await rule.locator('input[name="ruleId"]').fill('9999.99');
    await rule.locator('button').click();
    await page.waitForFunction(() => /^\d{3}/.test(document.querySelector('#op-getRule .out')?.textContent ?? ''));
    assert.match((await rule.locator('.out').textContent()) ?? '', /^404/);

    const create = page.locator('#op-createGame');
    await create.locator('summary').click();
    await create.locator('button').click(); // the body is prefilled with the Setup example
    await page.waitForFunction(() => /^\d{3}/.test(document.querySelector('#op-createGame .out')?.textContent ?? ''));
    assert.match((await create.locator('.out').textContent()) ?? '', /^(201|422)/);
    assert.deepEqual(foreign, []);
  } finally {
    await browser.close();
    await server.close();
  }
});
