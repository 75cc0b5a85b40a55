// The quick check of an engine's answer or a request body (api/exact-match.ts) must never let through
// what zod would refuse or change: wherever it says yes, zod accepts the value and gives it back
// unchanged. The reference engine's answers and requests broken in one place, and values generated from openapi.yaml.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { z } from 'zod';
import * as answers from '../../api/response-schemas.ts';
import * as requests from '../../api/schemas.ts';
import { exactMatch } from '../../api/exact-match.ts';
import { schemas, spec } from './request-fuzz.ts';
import { engine, smallSetup } from './support.ts';

/** Answers of the reference engine over a short game, as an engine sends them (JSON), to break in one place. */
function realAnswers(): Array<[z.ZodType, unknown]> {
  const created = engine.createGame(smallSetup());
  assert.ok(created.ok);
  const out: Array<[z.ZodType, unknown]> = [[answers.gameCreatedSchema, { gameId: 'g-1', view: engine.viewOf(created.game) }]];
  let game = created.game;
  for (const action of [
    { kind: 'pass', player: 'Bob' },
    { kind: 'end-turn', player: 'Alice' },
  ] as const) {
    const next = engine.act(game, action);
    game = next.game;
    out.push([next.result.ok ? answers.actionAcceptedSchema : answers.actionRefusedSchema, next.result]);
  }
  out.push([answers.eventLogSchema, { gameId: 'g-1', events: engine.eventsOf(game) }]);
  out.push([answers.capabilitiesSchema, engine.capabilities]);
  out.push([requests.setupSchema, smallSetup()]);
  out.push([requests.actionSchema, { kind: 'decide', player: 'Alice', decision: 'd-1', answer: { chosen: ['x'], amounts: { x: 2 } } }]);
  return out.map(([schema, value]) => [schema, JSON.parse(JSON.stringify(value))]);
}

/** The places inside a JSON value: each parent and key. */
function places(value: unknown): Array<{ parent: any; key: string }> {
  const found: Array<{ parent: any; key: string }> = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const key of Object.keys(node)) {
      found.push({ parent: node, key });
      walk((node as any)[key]);
    }
  };
  walk(value);
  return found;
}

/** Where the quick check says yes, zod accepts the value and gives it back as it is. */
function agreesWithZod(schema: z.ZodType, value: unknown): boolean {
  if (!exactMatch(schema)(value)) return false;
  const parsed = schema.safeParse(value);
  assert.ok(parsed.success, `accepted what zod refuses: ${JSON.stringify(value).slice(0, 300)}`);
  assert.deepEqual(parsed.data, value);
  return true;
}

test("the reference engine's answers pass the quick check as they are; broken in one place, it says yes only where zod accepts them unchanged", () => {
  const real = realAnswers();
  for (const [schema, value] of real) assert.ok(exactMatch(schema)(value), JSON.stringify(value).slice(0, 200));
  let yes = 0;
  fc.assert(
    fc.property(fc.nat(real.length - 1), fc.nat(), fc.nat(3), fc.jsonValue({ maxDepth: 2 }), (which, pick, how, junk) => {
      const [schema, original] = real[which]!;
      const value = structuredClone(original);
      const all = places(value);
      const { parent, key } = all[pick % all.length]!;
      if (how === 0 && !Array.isArray(parent)) delete parent[key];
      else if (how === 1 && !Array.isArray(parent)) parent[`${key}-added`] = junk;
      else parent[key] = junk;
      if (agreesWithZod(schema, value)) yes++;
    }),
    { numRuns: 1000, seed: 12 },
  );
  assert.ok(yes > 0, 'some broken answers are still valid (an optional key deleted, a string for a string)');
});

const GENERATED: Array<[string, z.ZodType]> = [
  ['View', answers.viewSchema],
  ['GameEvent', answers.gameEventSchema],
  ['ActionAccepted', answers.actionAcceptedSchema],
  ['ActionRefused', answers.actionRefusedSchema],
  ['GameCreated', answers.gameCreatedSchema],
  ['EventLog', answers.eventLogSchema],
  ['Capabilities', answers.capabilitiesSchema],
  ['Setup', requests.setupSchema],
  ['Action', requests.actionSchema],
];

test('answers generated from openapi.yaml, valid or broken: where the quick check says yes, zod accepts them unchanged', () => {
  for (const [name, schema] of GENERATED) {
    fc.assert(
      fc.property(schemas.malformed(spec.components.schemas[name]), (value) => void agreesWithZod(schema, value)),
      { numRuns: 100, seed: 12 },
    );
  }
});

test('the quick check says no to a value zod would change (an added key) or refuse (a wrong type, a key missing)', () => {
  const check = exactMatch(answers.refusalSchema);
  assert.equal(check({ code: 'no-priority', reason: 'not yours' }), true);
  assert.equal(check({ code: 'no-priority', reason: 'not yours', extra: 1 }), false);
  assert.equal(check({ code: 'no-priority', reason: 7 }), false);
  assert.equal(check({ code: 'no-such-code', reason: 'x' }), false);
  assert.equal(check({ code: 'no-priority' }), false);
  assert.equal(check(JSON.parse('{"code":"no-priority","reason":"x","__proto__":{}}')), false);
  assert.equal(exactMatch(answers.gameEventSchema)({ seq: 1.5, kind: 'passed' }), false);
  assert.equal(exactMatch(answers.gameEventSchema)({ seq: -1, kind: 'passed' }), false);
  assert.equal(exactMatch(answers.gameCreatedSchema)({ gameId: '', view: {} }), false);
  assert.equal(exactMatch(z.number().gt(0).gte(0))(0), false, 'the strictest of two bounds holds');
  assert.equal(exactMatch(z.number().int().min(1).max(3))(3), true);
  assert.equal(exactMatch(z.number().int().min(1).max(3))(4), false);
  assert.equal(exactMatch(z.string().regex(/a/))('a'), false, 'a check it does not know leaves zod to decide');
});
