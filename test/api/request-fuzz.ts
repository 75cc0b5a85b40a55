// The requests of the server fuzz, shared by test/api/malformed-requests.test.ts (5,000 in npm test)
// and bench/fuzz.ts (100,000 with memory measured): requests for every operation of openapi.yaml,
// generated from its schemas and broken in random places, and playable two-player games of catalog
// cards whose refs are sometimes the names of Object.prototype's members.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { SchemaArbitraries } from './schema-arbitrary.ts';
import { CATALOG } from '../../reference-engine/catalog/index.ts';

/** Members of every plain JavaScript object: as names they must be names like any other. */
export const PROTOTYPE_NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'prototype', 'isPrototypeOf'];

export const spec = parse(readFileSync(resolve(PROJECT_ROOT, 'openapi.yaml'), 'utf8'));
export const schemas = new SchemaArbitraries(spec);

export interface Operation {
  method: string;
  path: string;
  op: any;
  params: any[];
}

export const operations: Operation[] = Object.entries<any>(spec.paths).flatMap(([path, item]) =>
  ['get', 'post', 'delete']
    .filter((m) => item[m])
    .map((method) => ({
      method,
      path,
      op: item[method],
      params: [...(item.parameters ?? []), ...(item[method].parameters ?? [])].map((p: any) => schemas.resolve(p)),
    })),
);

export interface Sent {
  method: string;
  url: string;
  body?: string;
  operation: Operation;
}

export function requestFor(operation: Operation, liveGames: string[]): fc.Arbitrary<Sent> {
  const pathParams = operation.params.filter((p) => p.in === 'path');
  const queryParams = operation.params.filter((p) => p.in === 'query');
  const segment = (p: any) =>
    p.name === 'gameId'
      ? fc.oneof(fc.constantFrom(...liveGames), fc.string({ maxLength: 140 }), fc.constantFrom(...PROTOTYPE_NAMES))
      : fc.oneof(schemas.valid(p.schema).map(String), fc.string({ maxLength: 20 }));
  const query = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, fc.oneof(schemas.valid(p.schema).map(String), fc.string({ maxLength: 12 }))])), {
    requiredKeys: [],
  });
  const bodySchema = operation.op.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema
    ? fc.oneof({ weight: 8, arbitrary: schemas.malformed(bodySchema).map((v) => JSON.stringify(v)) }, { weight: 1, arbitrary: fc.string({ maxLength: 40 }) })
    : fc.constant(undefined);
  return fc.record({ path: fc.tuple(...pathParams.map(segment)), query, body }).map(({ path, query: q, body: b }) => {
    let url = operation.path;
    pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, encodeURIComponent(path[i] as string))));
    const qs = new URLSearchParams(q as Record<string, string>).toString();
    return { method: operation.method.toUpperCase(), url: qs ? `${url}?${qs}` : url, body: b, operation };
  });
}

export function allowedStatuses(sent: Sent): Set<number> {
  // 404 is allowed everywhere: a random path segment may name no route at all.
  const allowed = new Set([404, ...Object.keys(sent.operation.op.responses).map(Number)]);
  // A segment "." or ".." is resolved away before routing (/games/./actions is /games/actions), so the
  // request may land on another path, one without this method: 405, with the methods it has.
  if (hasDotSegment(sent.url)) allowed.add(405);
  return allowed;
}

function hasDotSegment(url: string): boolean {
  return url
    .split('?')[0]
    .split('/')
    .some((segment) => segment === '.' || segment === '..' || /^(%2e|\.){1,2}$/i.test(segment));
}

/**
 * Two-player setups made of catalog cards in random zones and states, and actions naming their
 * objects: requests that get past validation into the engine, where a crash would be a 500.
 */
export function playableGames(): fc.Arbitrary<{ setup: unknown; actions: unknown[] }> {
  const cards = CATALOG.map((c) => c.name);
  const state = fc.record(
    { card: fc.constantFrom(...cards), exhausted: fc.boolean(), damage: fc.nat(4), buffs: fc.nat(2), stunned: fc.boolean() },
    { requiredKeys: ['card'] },
  );
  const zone = (owner: string, base: number) =>
    fc
      .array(fc.tuple(state, fc.option(fc.constantFrom(...PROTOTYPE_NAMES), { freq: 8 })), { maxLength: 3 })
      .map((objects) => objects.map(([o, special], i) => ({ ...o, ref: special && base === 10 && owner === 'Bob' ? special : `${owner} ${base + i}`, owner })));
  const player = (id: string) =>
    fc.record({
      id: fc.constant(id),
      runePool: fc.record({ energy: fc.nat(9), power: fc.record({ fury: fc.nat(2), calm: fc.nat(2), mind: fc.nat(2) }) }),
      hand: zone(id, 0),
      base: zone(id, 10),
      mainDeck: zone(id, 20),
    });
  // Object.prototype's names in every ref field: as refs of Bob's base (above) and as names of nothing.
  const refs = ['Alice 0', 'Alice 1', 'Alice 10', 'Bob 10', 'Bob 0', 'base', 'Left', ...PROTOTYPE_NAMES];
  const action = fc.oneof(
    fc.record({ kind: fc.constant('play'), player: fc.constantFrom('Alice', 'Bob'), card: fc.constantFrom(...refs) }),
    fc.record({
      kind: fc.constant('move'),
      player: fc.constantFrom('Alice', 'Bob'),
      units: fc.array(fc.constantFrom(...refs), { minLength: 1, maxLength: 2 }),
      to: fc.constantFrom(...refs),
    }),
    fc.record({ kind: fc.constantFrom('pass', 'end-turn'), player: fc.constantFrom('Alice', 'Bob') }),
    fc.record({ kind: fc.constant('activate'), player: fc.constantFrom('Alice', 'Bob'), source: fc.constantFrom(...refs) }),
    fc.record({
      kind: fc.constant('decide'),
      player: fc.constantFrom('Alice', 'Bob'),
      decision: fc.string({ maxLength: 4 }),
      answer: fc.record({ chosen: fc.array(fc.constantFrom(...refs), { maxLength: 2 }) }),
    }),
  );
  const battlefield = fc.record({ ref: fc.constant('Left'), card: fc.constantFrom(...cards), units: zone('Bob', 30) });
  return fc.record({
    setup: fc.record({
      players: fc.tuple(player('Alice'), player('Bob')),
      turnPlayer: fc.constantFrom('Alice', 'Bob'),
      battlefields: fc.array(battlefield, { maxLength: 1 }),
    }),
    actions: fc.array(action, { maxLength: 6 }),
  });
}
