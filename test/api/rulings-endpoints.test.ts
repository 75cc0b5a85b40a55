// The rulings endpoints, each with valid and invalid input, over whatever corpus this machine has
// (the full editions when the data is present, else the seed excerpts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { indexFeatures } from '../../reports/src/feature-index.ts';
import { needsData } from '../support/data.ts';
import { call, referenceApp, sharedCorpus, smallSetup } from './support.ts';
import { createApp } from '../../api/app.ts';
import { engine } from './support.ts';

const app = referenceApp();
const corpus = sharedCorpus();
const newest = corpus.newest;
const someRule = newest.ids.map((id) => newest.rules.get(id)!).find((r) => r.kind === 'rule' && r.children.length > 0)!;

test('GET /editions lists the loaded editions oldest first with their sizes', async () => {
  const res = await call(app, 'GET', '/editions');
  assert.equal(res.status, 200);
  assert.equal(res.body.newest, newest.id);
  assert.deepEqual(
    res.body.editions.map((e: { id: string; rules: number }) => [e.id, e.rules]),
    corpus.editions.map((e) => [e.id, e.ids.length]),
  );
});

test('GET /rules/{id} answers the rule of the asked edition (newest by default)', async () => {
  const res = await call(app, 'GET', `/rules/${someRule.id}`);
  assert.equal(res.status, 200);
  assert.equal(res.body.edition, newest.id);
  assert.equal(res.body.text, someRule.text);
  assert.deepEqual(res.body.children, someRule.children);
  const dotted = await call(app, 'GET', `/rules/${someRule.id}.?edition=${newest.version}`);
  assert.equal(dotted.body.id, someRule.id, 'a trailing dot and a bare version number are accepted');
  const oldest = corpus.editions[0]!;
  const oldRule = oldest.ids.find((id) => oldest.rules.get(id)!.kind === 'rule')!;
  const old = await call(app, 'GET', `/rules/${oldRule}?edition=${oldest.id}`);
  assert.equal(old.body.edition, oldest.id);
  assert.equal(old.body.text, oldest.rules.get(oldRule)!.text);
});

test('GET /rules/{id}: unknown rule 404 with suggestions, unknown edition 404, malformed id 400', async () => {
  const unknown = await call(app, 'GET', '/rules/9999.99');
  assert.equal(unknown.status, 404);
  assert.ok(Array.isArray(unknown.body.suggestions) && unknown.body.suggestions.length > 0);
  assert.equal((await call(app, 'GET', `/rules/${someRule.id}?edition=v9.9`)).status, 404);
  const bad = await call(app, 'GET', '/rules/chain');
  assert.equal(bad.status, 400);
  assert.equal(bad.body.errors[0].path, 'path.ruleId');
});

test('GET /rules?search= ranks rules containing the words; the query is validated', async () => {
  const word = someRule.statement.split(/\W+/).filter((w) => w.length > 5)[0] ?? 'chain';
  const res = await call(app, 'GET', `/rules?search=${encodeURIComponent(word)}&limit=3`);
  assert.equal(res.status, 200);
  assert.ok(res.body.results.length > 0 && res.body.results.length <= 3);
  const hit = newest.rules.get(res.body.results[0].id)!;
  assert.match(hit.text.toLowerCase(), new RegExp(word.toLowerCase().slice(0, 5)));
  for (const [query, path] of [
    ['', 'query.search'],
    ['search=%20%20', 'query.search'],
    ['search=x&limit=0', 'query.limit'],
    ['search=x&limit=many', 'query.limit'],
  ]) {
    const r = await call(app, 'GET', `/rules?${query}`);
    assert.equal(r.status, 400, query);
    assert.equal(r.body.errors[0].path, path, query);
  }
});

test('GET /rules/{id}/crosswalk gives a counterpart in every other loaded edition, as the corpus maps it', async () => {
  const res = await call(app, 'GET', `/rules/${someRule.id}/crosswalk`);
  assert.equal(res.status, 200);
  const editions: string[] = res.body.counterparts.map((c: { edition: string }) => c.edition);
  for (const other of corpus.editions.filter((e) => e !== newest)) assert.ok(editions.includes(other.id), other.id);
  assert.ok(!editions.includes(newest.id));
  assert.deepEqual(res.body.counterparts, corpus.crosswalk().row(newest.id, someRule.id));
  assert.equal((await call(app, 'GET', '/rules/9999/crosswalk')).status, 404);
});

test('GET /rules/355/crosswalk finds "make relevant choices" under 559 in v1.0 and 352 in v1.1', { skip: needsData }, async () => {
  const res = await call(app, 'GET', '/rules/355/crosswalk?edition=v1.4');
  const byEdition = Object.fromEntries(res.body.counterparts.map((c: { edition: string; id: string }) => [c.edition, c.id]));
  assert.equal(byEdition['v1.0'], '559');
  assert.equal(byEdition['v1.1'], '352');
});

test('GET /editions/{from}/diff/{to} diffs two editions, optionally by chapter', async () => {
  const [from, to] = [corpus.editions[0]!, newest];
  const res = await call(app, 'GET', `/editions/${from.id}/diff/${to.id}`);
  assert.equal(res.status, 200);
  assert.equal(res.body.from, from.id);
  assert.equal(res.body.to, to.id);
  const touched = res.body.added.length + res.body.removed.length + res.body.renumbered.length + res.body.edited.length + res.body.unchanged;
  assert.ok(touched > 0);
  const chapter = await call(app, 'GET', `/editions/${from.id}/diff/${to.id}?chapter=300-399`);
  assert.deepEqual(chapter.body.chapter, [300, 399]);
  for (const a of chapter.body.added) assert.ok(Math.floor(Number(a.id.split('.')[0])) >= 300 && Number(a.id.split('.')[0]) <= 399, a.id);
  assert.equal((await call(app, 'GET', `/editions/${from.id}/diff/v7`)).status, 404);
  assert.equal((await call(app, 'GET', `/editions/${from.id}/diff/${to.id}?chapter=three`)).body.errors[0].path, 'query.chapter');
});

test('GET /rules/{id}/scenarios lists the Examples tagged with the rule or its sub-rules', async (t) => {
  const index = indexFeatures();
  const tagged = index.examples.find((e) => e.ruleIds.length > 0);
  if (!tagged) return t.skip('the suite has no tagged Examples yet');
  const rule = tagged.ruleIds[0]!;
  const res = await call(app, 'GET', `/rules/${rule}/scenarios`);
  assert.equal(res.status, 200);
  const expected = index.examples.filter((e) => e.ruleIds.some((r) => r === rule || r.startsWith(rule + '.')));
  assert.deepEqual(
    res.body.scenarios.map((s: { file: string; line: number }) => `${s.file}:${s.line}`),
    expected.map((e) => `${e.file}:${e.line}`),
  );
  assert.match(res.body.scenarios[0].gherkin, /Example|Scenario/);
  assert.equal((await call(app, 'GET', '/rules/x/scenarios')).status, 400);
});

test('GET /rules/{id}/scenarios reads other editions through the crosswalk', { skip: needsData }, async () => {
  const res = await call(app, 'GET', '/rules/352/scenarios?edition=v1.1');
  assert.equal(res.status, 200);
  assert.equal(res.body.suiteRule, '355');
});

test('GET /editions/{from}/play/{to}: the documented behaviour changes between two editions, and the Examples holding in only one', async () => {
  const res = await call(app, 'GET', '/editions/1.3/play/v1.4');
  assert.equal(res.status, 200);
  assert.deepEqual([res.body.from, res.body.to], ['v1.3', 'v1.4']);
  const accelerate = res.body.changes.find((c: { id: string }) => c.id === 'own-domain-power-of-several-domains');
  assert.deepEqual(accelerate?.rules, { from: '805.1.a.2', to: '805.1.a.1' });
  assert.ok(!res.body.changes.some((c: { id: string }) => c.id === 'unavailable-information'), 'v1.3 and v1.4 agree on information that is gone');
  // the Examples whose @editions hold in exactly one of the two: the Accelerate pair, the v1.0 Baited Hook one is in neither
  const holdsIn = (s: { gherkin: string; file: string; line: number }) =>
    indexFeatures()
      .examples.find((e) => e.file === s.file && e.line === s.line)!
      .tags.find((t) => t.startsWith('@editions:'));
  const tags = res.body.scenarios.map(holdsIn);
  assert.ok(tags.includes('@editions:v1.4') && tags.includes('@editions:v1.1-v1.3'), tags.join(' '));
  assert.ok(!tags.includes('@editions:v1.0'));
  // either order, and older editions: the v1.0 change and the errata texts show up
  const old = await call(app, 'GET', '/editions/v1.4/play/v1.0');
  assert.deepEqual(old.body.changes.map((c: { id: string }) => c.id).sort(), [
    'origins-errata-texts',
    'own-domain-power-of-several-domains',
    'reattach-to-same-top-most',
    'spiritforged-errata-texts',
    'unavailable-information',
  ]);
  assert.equal((await call(app, 'GET', '/editions/v1.4/play/v1.4')).body.changes.length, 0);
  assert.equal((await call(app, 'GET', '/editions/v9/play/v1.4')).status, 404);
});

test('POST /rulings/targets tells targets from mere mentions, with the deciding rule', async () => {
  const res = await call(app, 'POST', '/rulings/targets', { text: 'Deal 3 to a unit at a battlefield.' });
  assert.equal(res.status, 200);
  const unit = res.body.mentions.find((m: { what: string }) => m.what === 'unit');
  assert.equal(unit.target, true);
  assert.match(unit.rule, /^\d+(\.\w+)*$/);
  assert.equal(res.body.normalized.slice(unit.span[0], unit.span[1]), unit.phrase);
  const all = await call(app, 'POST', '/rulings/targets', { text: 'Kill all gear.' });
  assert.ok(
    all.body.mentions.every((m: { target: boolean }) => !m.target),
    JSON.stringify(all.body.mentions),
  );
  assert.equal((await call(app, 'POST', '/rulings/targets', { text: '' })).body.errors[0].path, 'body.text');
  assert.equal((await call(app, 'POST', '/rulings/targets', { text: 'x'.repeat(4001) })).status, 400);
  assert.equal((await call(app, 'POST', '/rulings/targets', { words: 'Kill' })).body.errors[0].path, 'body.text');
});

test('POST /rulings/targets takes an edition as every command does, and refuses one nobody knows as GET /rules does', async () => {
  const text = 'Move a unit to a battlefield.';
  const destination = async (edition: string) => {
    const res = await call(app, 'POST', '/rulings/targets', { text, edition });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.mentions.find((m: { what: string }) => m.what === 'battlefield').target;
  };
  // A destination is no target from v1.4 on, whichever way v1.4 is named; it was one in v1.1.
  for (const named of ['v1.4', '1.4', '2026-07-16']) assert.equal(await destination(named), false, named);
  assert.equal(await destination('v1.1'), true);
  const unknown = await call(app, 'POST', '/rulings/targets', { text, edition: 'v9' });
  assert.equal(unknown.status, 404);
  assert.match(unknown.type, /problem\+json/);
  const rules = await call(app, 'GET', '/rules?search=chain&edition=v9');
  assert.equal(rules.status, 404);
  const wording = (detail: string) => detail.replace(/ (Known|Loaded): .*$/, '');
  assert.equal(wording(unknown.body.detail), wording(rules.body.detail));
  assert.match(unknown.body.detail, /^unknown edition "v9"/);
  assert.equal((await call(app, 'POST', '/rulings/targets', { text, edition: 'v1.3' })).status, 200, 'an edition the analyser knows, loaded or not');
});

test('POST /rulings/outcome answers the transcript: every step, refusals included, and the rules cited', async () => {
  const actions = [
    { kind: 'pass', player: 'Bob' },
    { kind: 'end-turn', player: 'Alice' },
  ];
  const res = await call(app, 'POST', '/rulings/outcome', { setup: smallSetup(), actions });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.steps.length, 2);
  assert.equal(res.body.steps[0].ok, false);
  assert.equal(res.body.steps[0].refusal.code, 'no-priority');
  assert.equal(res.body.steps[1].ok, true);
  assert.deepEqual(res.body.steps[1].view, res.body.final);
  const cited = [...res.body.steps.flatMap((s: { rules: string[] }) => s.rules)];
  for (const r of cited) assert.ok(res.body.rules.includes(r), r);
  assert.equal(app.store.size, 0, 'an outcome stores no game');
  const bad = await call(app, 'POST', '/rulings/outcome', { setup: smallSetup(), actions: [{ kind: 'fly' }] });
  assert.equal(bad.body.errors[0].path, 'body.actions[0].kind');
  const setup = smallSetup();
  setup.players[1]!.base = [{ ref: 'ghost', card: 'No Such Card Anywhere' }];
  const rejected = await call(app, 'POST', '/rulings/outcome', { setup, actions: [] });
  assert.equal(rejected.status, 422);
  assert.match(rejected.body.field, /^setup\./);
});

test('/openapi.yaml serves the contract and /docs renders it without fetching anything', async () => {
  const spec = await call(app, 'GET', '/openapi.yaml');
  assert.equal(spec.status, 200);
  assert.equal(spec.body, readFileSync(resolve(PROJECT_ROOT, 'openapi.yaml'), 'utf8'));
  const docs = await call(app, 'GET', '/docs');
  assert.equal(docs.status, 200);
  assert.match(docs.type, /text\/html/);
  for (const op of spec.body.matchAll(/operationId: (\w+)/g)) assert.ok(docs.body.includes(`id="op-${op[1]}"`), op[1]);
  assert.doesNotMatch(docs.body, /(src|href)=["']?(https?:)?\/\//, 'no external resources');
});

test('without a corpus or analyser the rulings answer 503, and the protocol still works', async () => {
  const bare = createApp({ engine });
  assert.equal((await call(bare, 'GET', '/editions')).status, 503);
  assert.equal((await call(bare, 'GET', '/rules/355')).status, 503);
  assert.equal((await call(bare, 'POST', '/rulings/targets', { text: 'Kill a unit.' })).status, 503);
  assert.equal((await call(bare, 'POST', '/games', smallSetup())).status, 201);
});

test('repeated rule and card-text questions get the same answer as the first; invalid ones are never cached', async () => {
  const fresh = referenceApp();
  const first = await call(fresh, 'GET', `/rules/${someRule.id}`);
  const again = await call(fresh, 'GET', `/rules/${someRule.id}`);
  assert.deepEqual(again.body, first.body);
  assert.match(again.type, /application\/json/);
  const body = { text: 'Stun a unit at a battlefield.' };
  const a = await call(fresh, 'POST', '/rulings/targets', body);
  const b = await call(fresh, 'POST', '/rulings/targets', body);
  assert.deepEqual(b.body, a.body);
  for (let i = 0; i < 2; i++) assert.equal((await call(fresh, 'POST', '/rulings/targets', { text: '' })).status, 400);
  for (let i = 0; i < 2; i++) assert.equal((await call(fresh, 'GET', '/rules/9999.99')).status, 404);
});
