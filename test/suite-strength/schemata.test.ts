// Mutant schemata: a switched mutant must behave exactly as its text substitution when switched on, and
// the code must behave as the original when no mutant is; mutants that cannot be switched safely are
// left to bundles of their own, each with its reason.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import ts from 'typescript';
import { buildSchemata, parsesCleanly, SWITCH, type SchemataInput } from '../../scripts/suite-strength/schemata.ts';

const ENGINE = `const LIMIT = 3;
export function score(points: number): number {
  const capped = Math.min(points, LIMIT);
  return capped + 1;
}
export const double = (n: number): number => n * 2;
export class Counter {
  total = 0;
  add(n: number): number {
    this.total += n;
    return this.total;
  }
}
`;

const STATEFUL = `const memo = new Map<string, number>();
function lengthOf(s: string): number {
  return s.length;
}
export function cachedLength(s: string): number {
  if (!memo.has(s)) memo.set(s, lengthOf(s));
  return memo.get(s)!;
}
export function shout(s: string): string {
  return s.toUpperCase();
}
`;

const files: Record<string, string> = { 'reference-engine/engine.ts': ENGINE, 'reference-engine/stateful.ts': STATEFUL };
const read = (path: string): string => files[path];

/** A mutant that replaces `find` (once) in the file. */
function mutant(id: string, path: string, find: string, replace: string): SchemataInput {
  const text = files[path];
  assert.equal(text.split(find).length, 2, `${find} occurs once`);
  return { id, files: [[path, text.replace(find, replace)]], edits: [{ file: path, find, replace }] };
}

/** The module's exports, loaded from its TypeScript text. */
async function load(text: string): Promise<Record<string, unknown>> {
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  return (await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`)) as Record<string, unknown>;
}

async function withSwitch<T>(id: string | null, run: () => Promise<T> | T): Promise<T> {
  const g = globalThis as Record<string, unknown>;
  if (id) g[SWITCH] = id;
  try {
    return await run();
  } finally {
    delete g[SWITCH];
  }
}

const MUTANTS = [
  mutant('cap-at-two', 'reference-engine/engine.ts', 'Math.min(points, LIMIT)', 'Math.min(points, LIMIT - 1)'),
  mutant('no-bonus', 'reference-engine/engine.ts', 'return capped + 1;', 'return capped;'),
  mutant('triple', 'reference-engine/engine.ts', 'n * 2', 'n * 3'),
  mutant('adds-twice', 'reference-engine/engine.ts', 'this.total += n;', 'this.total += 2 * n;'),
  mutant('limit-four', 'reference-engine/engine.ts', 'const LIMIT = 3;', 'const LIMIT = 4;'),
  mutant('length-off-by-one', 'reference-engine/stateful.ts', 'return s.length;', 'return s.length + 1;'),
  mutant('lower', 'reference-engine/stateful.ts', 's.toUpperCase()', 's.toLowerCase()'),
];

test('mutants inside function bodies, or of a constant read only by functions, are switched; the functions computing cached state are not', () => {
  const schemata = buildSchemata(MUTANTS, read);
  assert.deepEqual([...schemata.switched].sort(), ['adds-twice', 'cap-at-two', 'limit-four', 'lower', 'no-bonus', 'triple']);
  // lengthOf computes what cachedLength keeps: a value computed under one mutant would outlive it.
  assert.match(schemata.isolated.get('length-off-by-one')!, /module-level state \(memo\)/);
});

test('with no mutant switched on the schemata behave as the original; each switched mutant as its substitution', async () => {
  const schemata = buildSchemata(MUTANTS, read);
  for (const path of Object.keys(files)) {
    const switchedHere = MUTANTS.filter((m) => schemata.switched.has(m.id) && m.files[0][0] === path);
    if (switchedHere.length === 0) continue;
    const combined = await load(schemata.files.get(path)!);
    const probe = async (mod: Record<string, unknown>): Promise<unknown[]> =>
      path.endsWith('engine.ts')
        ? [
            (mod.score as (n: number) => number)(5),
            (mod.score as (n: number) => number)(1),
            (mod.double as (n: number) => number)(4),
            new (mod.Counter as new () => { add(n: number): number })().add(3),
          ]
        : [(mod.shout as (s: string) => string)('Ab'), (mod.cachedLength as (s: string) => number)('abc')];
    assert.deepEqual(await withSwitch(null, () => probe(combined)), await probe(await load(files[path])), `${path} with no mutant on`);
    for (const m of switchedHere) {
      const alone = await load(m.files[0][1]);
      assert.deepEqual(await withSwitch(m.id, () => probe(combined)), await probe(alone), `${m.id} switched on`);
    }
  }
});

test('a mutated text that does not parse is left to a bundle of its own, and the others are still switched', () => {
  const broken = mutant('broken', 'reference-engine/engine.ts', 'return capped + 1;', 'return capped + ;');
  const schemata = buildSchemata([...MUTANTS, broken], read);
  assert.match(schemata.isolated.get('broken')!, /does not parse/);
  assert.ok(schemata.switched.has('no-bonus') && schemata.switched.has('cap-at-two'));
});

test('the card-text grammar is switched like the rest: what the engine keeps of it is in the caches the worker empties', () => {
  files['reference-engine/card-text/words.ts'] = 'export function word(s: string): string {\n  return s.trim();\n}\n';
  const schemata = buildSchemata([mutant('no-trim', 'reference-engine/card-text/words.ts', 's.trim()', 's')], read);
  assert.deepEqual([...schemata.switched], ['no-trim']);
});

test('a cache made through the registry, or a variable it resets, is no state to isolate from; a Map of its own is', () => {
  files['reference-engine/registered.ts'] = `import { processCache, resetWithProcessCaches } from './process-caches.ts';
const lengths = processCache<string, number>();
let calls = 0;
resetWithProcessCaches(() => (calls = 0));
export function cachedLength(s: string): number {
  calls++;
  let n = lengths.get(s);
  if (n === undefined) lengths.set(s, (n = s.length));
  return n;
}
`;
  files['reference-engine/own-map.ts'] = `const lengths = new Map<string, number>();
export function cachedLength(s: string): number {
  let n = lengths.get(s);
  if (n === undefined) lengths.set(s, (n = s.length));
  return n;
}
`;
  const schemata = buildSchemata(
    [
      mutant('registered-length', 'reference-engine/registered.ts', '(n = s.length)', '(n = s.length + 1)'),
      mutant('own-map-length', 'reference-engine/own-map.ts', '(n = s.length)', '(n = s.length + 1)'),
    ],
    read,
  );
  assert.deepEqual([...schemata.switched], ['registered-length']);
  assert.match(schemata.isolated.get('own-map-length')!, /module-level state \(lengths\)/);
});

test('a re-entrancy guard restored in a finally keeps only its setter isolated; a guard left set is state', () => {
  files['reference-engine/guarded.ts'] = `let busy = false;
function inner(n: number): number {
  return n + 1;
}
export function outer(n: number): number {
  if (busy) return n;
  busy = true;
  try {
    return inner(n) * 2;
  } finally {
    busy = false;
  }
}
`;
  files['reference-engine/leaky.ts'] = `let busy = false;
function inner(n: number): number {
  return n + 1;
}
export function outer(n: number): number {
  if (busy) return n;
  busy = true;
  return inner(n) * 2;
}
`;
  const schemata = buildSchemata(
    [
      mutant('guarded-inner', 'reference-engine/guarded.ts', 'return n + 1;', 'return n + 2;'),
      mutant('guarded-outer', 'reference-engine/guarded.ts', 'inner(n) * 2', 'inner(n) * 3'),
      mutant('leaky-inner', 'reference-engine/leaky.ts', 'return n + 1;', 'return n + 2;'),
    ],
    read,
  );
  assert.deepEqual([...schemata.switched], ['guarded-inner']);
  assert.match(schemata.isolated.get('guarded-outer')!, /re-entrancy guard \(busy\)/);
  assert.match(schemata.isolated.get('leaky-inner')!, /module-level state \(busy\)/);
});

test('a substitution that matched inside a longer line and left code that does not parse is told apart (suite strength --check)', () => {
  const before = 'export function settle(s: { n: number }): void {\n  const quiet = refresh(s); // after every step\n  use(quiet);\n}\n';
  assert.ok(parsesCleanly('reference-engine/game.ts', before));
  const broken = before.replace('refresh(s); // after every step\n', 'if (s.n === 0) refresh(s);\n');
  assert.ok(!parsesCleanly('reference-engine/game.ts', broken));
});

test('edits in two functions, an added import and a twin of a table are each switched as their substitution; an exported or load-time table is not', async () => {
  const path = 'reference-engine/tables.ts';
  files[path] = `import { basename } from 'node:path';
const SIZES: Record<string, number> = { small: 1, large: 3 };
export const SHARED = [1, 2];
const LOADED = ['a'];
const FIRST = LOADED[0];
export function size(name: string): number {
  return SIZES[name] ?? 0;
}
export function label(file: string): string {
  return basename(file);
}
export function both(file: string): string {
  return label(file) + size('small') + SHARED.length + FIRST;
}
`;
  const mutants: SchemataInput[] = [
    {
      id: 'two-places',
      files: [],
      edits: [
        { file: path, find: '  return SIZES[name] ?? 0;', replace: '  return SIZES[name] ?? -1;' },
        { file: path, find: 'return basename(file);', replace: 'return basename(file, ".ts");' },
      ],
    },
    {
      id: 'extension',
      files: [],
      edits: [
        { file: path, find: "import { basename } from 'node:path';", replace: "import { basename, extname } from 'node:path';" },
        { file: path, find: 'return basename(file);', replace: 'return extname(file);' },
      ],
    },
    { id: 'large-is-4', files: [], edits: [{ file: path, find: 'large: 3', replace: 'large: 4' }] },
    { id: 'small-is-2', files: [], edits: [{ file: path, find: '  small: 1,', replace: '  small: 2,' }] },
    { id: 'shared-longer', files: [], edits: [{ file: path, find: '[1, 2]', replace: '[1, 2, 3]' }] },
    { id: 'loaded-b', files: [], edits: [{ file: path, find: "['a']", replace: "['b']" }] },
  ].map((m) => {
    let text = files[path];
    for (const e of m.edits) text = text.replace(e.find, e.replace);
    return { ...m, files: [[path, text]] };
  });
  const schemata = buildSchemata(mutants, read);
  assert.deepEqual([...schemata.switched].sort(), ['extension', 'large-is-4', 'small-is-2', 'two-places']);
  assert.match(schemata.isolated.get('shared-longer')!, /SHARED is exported/);
  assert.match(schemata.isolated.get('loaded-b')!, /LOADED is read outside any function body/);
  const combined = await load(schemata.files.get(path)!);
  const probe = (mod: Record<string, unknown>): unknown[] => [
    ...['small', 'large', 'huge'].map((n) => (mod.size as (n: string) => number)(n)),
    (mod.label as (f: string) => string)('/x/card.ts'),
    (mod.both as (f: string) => string)('/y/z.md'),
  ];
  assert.deepEqual(await withSwitch(null, () => probe(combined)), probe(await load(files[path])), 'with no mutant on');
  for (const m of mutants.filter((x) => schemata.switched.has(x.id)))
    assert.deepEqual(await withSwitch(m.id, () => probe(combined)), probe(await load(m.files[0][1])), `${m.id} switched on`);
});
