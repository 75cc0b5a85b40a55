// The reference engine's own guard on its layers (reference-engine/README.md): no module imports,
// directly or through others, a module that imports it back, and no module imports from a layer
// above its own as the README's `layers` block places them. The import statements of every .ts file
// under reference-engine/ are read as text, type-only imports included (a type cycle still ties the
// modules' meanings together); each strongly connected group of more than one file is a cycle. The
// only cycles allowed are inside card-text/, whose phrase readers are mutually recursive as the
// grammar is.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ENGINE = resolve(dirname(fileURLToPath(import.meta.url)), '../../reference-engine');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every relative module a file imports or re-exports (`import ... from`, `export ... from`, `import '...'`). */
export function importsOf(text: string): string[] {
  const out: string[] = [];
  const statement = /(?:^|\n)\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const m of text.matchAll(statement)) out.push(m[1]);
  return out;
}

/** Strongly connected groups of more than one module (Tarjan), each sorted, as paths relative to the engine. */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}

function engineGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(ENGINE)) {
    const from = relative(ENGINE, file);
    const targets = importsOf(readFileSync(file, 'utf8'))
      .map((spec) => relative(ENGINE, resolve(dirname(file), spec)))
      .filter((to) => !to.startsWith('..'));
    graph.set(from, targets);
  }
  return graph;
}

/** The README's layers, bottom first: each a list of paths (a path ending in "/" is a folder). */
export function layersOf(readme: string): string[][] {
  const block = /```layers\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('reference-engine/README.md has no ```layers block');
  return block[1]
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) =>
      line
        .slice(line.indexOf(':') + 1)
        .trim()
        .split(/\s+/),
    );
}

/** The layer of a module: that of the longest path that places it, or undefined when none does. */
export function layerOf(layers: readonly string[][], file: string): number | undefined {
  let best: { layer: number; length: number } | undefined;
  layers.forEach((paths, layer) => {
    for (const path of paths) {
      const places = path.endsWith('/') ? file.startsWith(path) : file === path;
      if (places && (!best || path.length > best.length)) best = { layer, length: path.length };
    }
  });
  return best?.layer;
}

test('the import reader finds imports, type-only imports and re-exports, and only relative ones', () => {
  const text = [
    "import { a } from './a.ts';",
    "import type { B } from '../b.ts';",
    "import './side.ts';",
    "export { c } from './c.ts';",
    "export * from './d.ts';",
    "import { z } from 'zod';",
    "import {\n  e,\n  type F,\n} from './e.ts';",
  ].join('\n');
  assert.deepEqual(importsOf(text), ['./a.ts', '../b.ts', './side.ts', './c.ts', './d.ts', './e.ts']);
});

test('the cycle finder reports each loop once, whole, and nothing for a chain', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a', 'd']],
    ['d', ['e']],
    ['e', []],
    ['f', ['f']],
  ]);
  assert.deepEqual(cyclesOf(graph).sort(), [['a', 'b', 'c'], ['f']]);
  assert.deepEqual(
    cyclesOf(
      new Map([
        ['x', ['y']],
        ['y', []],
      ]),
    ),
    [],
  );
});

test('the reference engine has no import cycle outside the card-text grammar', () => {
  const graph = engineGraph();
  assert.ok(graph.size > 50, `only ${graph.size} engine modules found under ${ENGINE}`);
  const cycles = cyclesOf(graph).filter((group) => !group.every((file) => file.startsWith('card-text/')));
  assert.equal(cycles.length, 0, `modules that import each other in a loop:\n${cycles.map((g) => `  ${g.join(' ⇄ ')}`).join('\n')}`);
});

test('the layer reader places files by the longest path, folders by their prefix', () => {
  const layers = layersOf('text\n```layers\n0 bottom: a.ts lib/\n1 top: lib/special.ts b.ts\n```\n');
  assert.deepEqual(layers, [
    ['a.ts', 'lib/'],
    ['lib/special.ts', 'b.ts'],
  ]);
  assert.equal(layerOf(layers, 'lib/x.ts'), 0);
  assert.equal(layerOf(layers, 'lib/special.ts'), 1);
  assert.equal(layerOf(layers, 'c.ts'), undefined);
});

test('every engine module imports only from its own layer or those below, as reference-engine/README.md places them', () => {
  const layers = layersOf(readFileSync(join(ENGINE, 'README.md'), 'utf8'));
  const graph = engineGraph();
  const unplaced = [...graph.keys()].filter((file) => layerOf(layers, file) === undefined);
  assert.deepEqual(unplaced, [], 'modules the README does not place in a layer');
  const upward: string[] = [];
  for (const [file, targets] of graph) {
    const own = layerOf(layers, file)!;
    for (const to of targets) {
      const their = layerOf(layers, to);
      if (their !== undefined && their > own) upward.push(`${file} (layer ${own}) imports ${to} (layer ${their})`);
    }
  }
  assert.deepEqual(upward, [], `imports that point up a layer:\n${upward.join('\n')}`);
});
