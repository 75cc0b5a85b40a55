// Mutant schemata: many rule mutants compiled into one copy of the engine, each switched on at run time.
//
// Rebuilding and reloading the whole suite for every mutant costs far more than running the few Examples
// tagged with its rule. So the mutants that allow it share one bundle: every function whose body a
// mutant changes gets, in that bundle, a body that picks the mutant's version or the original by the
// global `__riftcheckMutant`, set by the worker before each run. The engine's code stays warm across
// mutants, and a mutant costs only its Examples.
//
// A mutant is switched only when that is exactly the same change as its text substitution: each of its
// edits (placed one by one, schemata-edits.ts) lies inside one function body, so the body with the edit
// made is the whole change, in the same scope (closures, `this` and `arguments` unchanged); or only adds
// imports; or changes a module's own constant that only functions read, given a twin the reads pick
// (schemata-tables.ts). Every other mutant keeps the old way (a bundle of its own, fresh modules): any
// other edit at the top level of a module (an exported table), an edit in a
// file that keeps state between calls at module level (a cache or a counter: a value computed under one
// mutant could be read under the next), and a mutated text that does not parse. The engine's caches made
// through its registry (reference-engine/process-caches.ts: compiled card texts, derived values, variables
// reset with them) are no such state: the worker empties them before and after each switched mutant's run.
import ts from 'typescript';
import type { Edit } from './mutation-types.ts';
import { addedImports, afterImports, applyEdits, spanEdits, topLevelNames, type Binding, type SpanEdit } from './schemata-edits.ts';
import { inertText, tableOf, type Table } from './schemata-tables.ts';

/** The global the switched bodies read; set to a mutant's id for its runs, deleted otherwise. */
export const SWITCH = '__riftcheckMutant';

export interface SchemataInput {
  id: string;
  /** Project-relative path -> the whole text of that file with the mutant's edits made. */
  files: Array<[string, string]>;
  /** The edits that made them, when known: each is then placed on its own (schemata-edits.ts). */
  edits?: readonly Edit[];
}

export interface Schemata {
  /** Project-relative path -> the text with every switched mutant's bodies in it. */
  files: Map<string, string>;
  /** Ids of the mutants the bundle built from `files` carries. */
  switched: Set<string>;
  /** Every other mutant, with why it needs a bundle of its own. */
  isolated: Map<string, string>;
}

interface Body {
  /** The span of the body's own text: inside the braces of a block, the whole expression of an arrow's. */
  start: number;
  end: number;
  block: boolean;
}

function parse(path: string, text: string): ts.SourceFile {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** Whether the text parses as TypeScript (a substitution can match inside a longer line and leave broken code). */
export function parsesCleanly(path: string, text: string): boolean {
  const diagnostics = (parse(path, text) as unknown as { parseDiagnostics?: unknown[] }).parseDiagnostics;
  return !diagnostics || diagnostics.length === 0;
}

/** Every function-like node's body in the file. */
function bodies(source: ts.SourceFile): Body[] {
  const found: Body[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const body = node.body as ts.Node;
      if (ts.isBlock(body)) found.push({ start: body.getStart(source) + 1, end: body.getEnd() - 1, block: true });
      else found.push({ start: body.getStart(source), end: body.getEnd(), block: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Whether the top-level `let` is a re-entrancy guard rather than state kept between calls: initialised to
 * a literal, and every function assigning it does so before a try statement of its own body whose
 * `finally` puts the literal back, so no value it takes outlives the call that set it.
 */
function isCallGuard(name: string, init: ts.Expression | undefined, source: ts.SourceFile, functions: Map<string, ts.Node>): boolean {
  if (
    !init ||
    !(
      ts.isLiteralExpression(init) ||
      init.kind === ts.SyntaxKind.TrueKeyword ||
      init.kind === ts.SyntaxKind.FalseKeyword ||
      init.kind === ts.SyntaxKind.NullKeyword
    )
  )
    return false;
  const initial = init.getText(source);
  const isAssignment = (n: ts.Node): n is ts.BinaryExpression =>
    ts.isBinaryExpression(n) &&
    ts.isIdentifier(n.left) &&
    n.left.text === name &&
    n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    n.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
  const assignments = (node: ts.Node): ts.BinaryExpression[] => {
    const found: ts.BinaryExpression[] = [];
    const visit = (n: ts.Node): void => {
      if (isAssignment(n)) found.push(n);
      else if (ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) {
        if (ts.isIdentifier(n.operand) && n.operand.text === name) found.push(n as unknown as ts.BinaryExpression);
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };
  const everywhere = assignments(source);
  if (everywhere.length === 0) return false;
  let covered = 0;
  for (const fn of functions.values()) {
    const body = ts.isFunctionDeclaration(fn) ? fn.body : undefined;
    const inFn = assignments(fn);
    if (inFn.length === 0) continue;
    if (!body) return false;
    const restoring = body.statements.find(
      (st): st is ts.TryStatement =>
        ts.isTryStatement(st) &&
        !!st.finallyBlock &&
        st.finallyBlock.statements.some(
          (f) =>
            ts.isExpressionStatement(f) &&
            isAssignment(f.expression) &&
            f.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
            f.expression.right.getText(source) === initial,
        ),
    );
    if (!restoring) return false;
    const restoringAt = restoring.finallyBlock!;
    for (const a of inFn) {
      const inFinally = a.getStart(source) >= restoringAt.getStart(source) && a.getEnd() <= restoringAt.getEnd();
      if (!inFinally && a.getEnd() > restoring.tryBlock.getStart(source)) return false;
    }
    covered += inFn.length;
  }
  return covered === everywhere.length;
}

/**
 * The parts of the file a switched mutant must not touch, with why: for a file that keeps state between
 * calls at module level outside the engine's cache registry (a top-level let or var the registry does not
 * reset, or a Map, Set or weak one it changes), the functions that touch that state and every function of the file they call
 * (they compute what is kept); for a re-entrancy guard (isCallGuard), only the functions setting it;
 * none otherwise.
 */
function statefulSpans(path: string, source: ts.SourceFile): Array<{ start: number; end: number; why: string }> {
  const state: string[] = [];
  // Variables the registry puts back when the worker empties the caches (resetWithProcessCaches(() => (x = ...))).
  const reset = new Set<string>();
  for (const statement of source.statements) {
    if (
      ts.isExpressionStatement(statement) &&
      ts.isCallExpression(statement.expression) &&
      statement.expression.expression.getText(source) === 'resetWithProcessCaches'
    ) {
      const visit = (n: ts.Node): void => {
        if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(n.left)) reset.add(n.left.text);
        ts.forEachChild(n, visit);
      };
      visit(statement.expression);
    }
  }
  const guards: Array<{ name: string; init: ts.Expression | undefined }> = [];
  const functions = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) functions.set(statement.name.text, statement);
    if (!ts.isVariableStatement(statement)) continue;
    const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name)) continue;
      const init = d.initializer;
      if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) functions.set(d.name.text, statement);
      else if (!constant && !reset.has(d.name.text)) guards.push({ name: d.name.text, init });
      else if (init && ts.isNewExpression(init) && ['Map', 'WeakMap', 'Set', 'WeakSet'].includes(init.expression.getText(source))) {
        if (new RegExp(`\\b${d.name.text}\\s*\\.\\s*(set|add|delete|clear)\\s*\\(`).test(source.text)) state.push(d.name.text);
      }
    }
  }
  const callGuards = guards.filter((g) => isCallGuard(g.name, g.init, source, functions)).map((g) => g.name);
  state.push(...guards.map((g) => g.name).filter((name) => !callGuards.includes(name)));
  if (state.length === 0 && callGuards.length === 0) return [];
  const names = (node: ts.Node): Set<string> => {
    const found = new Set<string>();
    const visit = (n: ts.Node): void => {
      if (ts.isIdentifier(n)) found.add(n.text);
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };
  const tainted = new Set([...functions].filter(([, node]) => state.some((s) => names(node).has(s))).map(([name]) => name));
  for (let grown = true; grown;) {
    grown = false;
    for (const name of [...tainted]) {
      for (const callee of names(functions.get(name)!)) {
        if (functions.has(callee) && !tainted.has(callee)) {
          tainted.add(callee);
          grown = true;
        }
      }
    }
  }
  const why = `${path} keeps module-level state (${state.join(', ')}) that this function computes or changes`;
  const spans = [...tainted].map((name) => ({ start: functions.get(name)!.getStart(source), end: functions.get(name)!.getEnd(), why }));
  // A guard's value never outlives a call, so what its setters call computes nothing kept; the setters
  // themselves stay out (a mutant there could leave the guard set for the next mutant's run).
  for (const [name, node] of functions) {
    const set = callGuards.filter((g) => names(node).has(g));
    if (set.length > 0 && !tainted.has(name)) {
      spans.push({ start: node.getStart(source), end: node.getEnd(), why: `${path} keeps a re-entrancy guard (${set.join(', ')}) that this function sets` });
    }
  }
  return spans;
}

/** The span of `original` that `mutated` changes: the text between their longest common prefix and suffix. */
function changedSpan(original: string, mutated: string): { start: number; end: number; delta: number } {
  let start = 0;
  const shortest = Math.min(original.length, mutated.length);
  while (start < shortest && original[start] === mutated[start]) start++;
  let tail = 0;
  while (tail < shortest - start && original[original.length - 1 - tail] === mutated[mutated.length - 1 - tail]) tail++;
  return { start, end: original.length - tail, delta: mutated.length - original.length };
}

const contains = (outer: Body, inner: { start: number; end: number }): boolean => outer.start <= inner.start && inner.end <= outer.end;

interface Placed {
  id: string;
  /** The mutant's edits of the file that lie in function bodies, on the original text. */
  edits: SpanEdit[];
  /** The import bindings it adds to the file. */
  imports: Binding[];
  /** The constant tables it changes, each with its edits and the mutated value of its twin (schemata-tables.ts). */
  tables: Array<{ table: Table; edits: SpanEdit[]; value: string }>;
  mutated: string;
}

/** The file's text with each mutant's bodies switched in beside the original ones, and every import they add. */
function rewrite(source: ts.SourceFile, all: Body[], entries: Placed[]): string {
  const original = source.text;
  // Each edit goes to the innermost body holding it; a chosen body inside another chosen body is merged
  // into the outer one, so the bodies rewritten never nest.
  const innermost = (span: { start: number; end: number }): Body =>
    all.filter((b) => contains(b, span)).reduce((best, b) => (b.end - b.start < best.end - best.start ? b : best));
  const chosen = new Set(entries.flatMap((e) => e.edits.map(innermost)));
  const kept: Body[] = [];
  for (const body of [...chosen].sort((a, b) => b.end - b.start - (a.end - a.start))) if (!kept.some((k) => contains(k, body))) kept.push(body);
  const test = (id: string): string => `(globalThis as any).${SWITCH} === ${JSON.stringify(id)}`;
  const imports = [...new Set(entries.flatMap((e) => e.imports.map((b) => b.declaration)))];
  const replaced: SpanEdit[] = imports.length ? [{ start: afterImports(source), end: afterImports(source), text: `\n${imports.join('\n')}\n` }] : [];
  // Each changed table gets a twin per mutant after its statement, and its reads pick the twin of the mutant switched on.
  const reads: SpanEdit[] = [];
  const tables = new Map<Table, Array<{ id: string; twin: string; value: string }>>();
  for (const e of entries) {
    for (const t of e.tables) {
      const same = [...tables.keys()].find((k) => k.name === t.table.name) ?? t.table;
      tables.set(same, [...(tables.get(same) ?? []), { id: e.id, twin: `${t.table.name}__${e.id.replace(/\W/g, '_')}`, value: t.value }]);
    }
  }
  for (const [table, twins] of tables) {
    const declared = twins.map((v) => `\nconst ${v.twin}${table.annotation} = ${v.value};`).join('');
    replaced.push({ start: table.statementEnd, end: table.statementEnd, text: declared });
    for (const r of table.reads) {
      const picked = twins.reduceRight((otherwise, v) => `(${test(v.id)} ? ${v.twin} : ${otherwise})`, table.name);
      reads.push({ start: r.start, end: r.end, text: r.shorthand ? `${table.name}: ${picked}` : picked });
    }
  }
  replaced.push(...reads.filter((r) => !kept.some((b) => contains(b, r))));
  const disjoint = (own: SpanEdit[]) => (r: SpanEdit) => !own.some((x) => x.start < r.end && r.start < x.end);
  for (const body of kept) {
    const shift = (x: SpanEdit): SpanEdit => ({ ...x, start: x.start - body.start, end: x.end - body.start });
    const readsHere = reads.filter((r) => contains(body, r));
    const original_ = original.slice(body.start, body.end);
    const plain = applyEdits(original_, readsHere.map(shift));
    const variants = entries.flatMap((e) => {
      const inside = e.edits.filter((x) => contains(body, x));
      return inside.length ? [{ id: e.id, text: applyEdits(original_, [...inside, ...readsHere.filter(disjoint(inside))].map(shift)) }] : [];
    });
    const text = body.block
      ? `\n${variants.map((v) => `if (${test(v.id)}) {${v.text}\n}`).join(' else ')} else {${plain}\n}\n`
      : variants.reduceRight((otherwise, v) => `(${test(v.id)} ? (${v.text}) : ${otherwise})`, `(${plain})`);
    replaced.push({ start: body.start, end: body.end, text });
  }
  return applyEdits(original, replaced);
}

/**
 * Builds the schemata of the given mutants over the original texts (`read` gives a project-relative
 * path's text). A mutant is switched only if every file it edits can carry it.
 */
export function buildSchemata(mutants: SchemataInput[], read: (path: string) => string): Schemata {
  const isolated = new Map<string, string>();
  const perFile = new Map<string, Placed[]>();
  const sources = new Map<
    string,
    { source: ts.SourceFile; bodies: Body[]; stateful: Array<{ start: number; end: number; why: string }>; names: Set<string> }
  >();
  const fileInfo = (path: string) => {
    let info = sources.get(path);
    if (!info) {
      const source = parse(path, read(path));
      info = { source, bodies: bodies(source), stateful: statefulSpans(path, source), names: topLevelNames(source) };
      sources.set(path, info);
    }
    return info;
  };

  /** Per file: the import bindings added so far, by local name (one name may not be bound to two things). */
  const importsOf = new Map<string, Map<string, string>>();
  for (const m of mutants) {
    let reason: string | null = null;
    const placed: Array<[string, Placed]> = [];
    for (const [path, mutated] of m.files) {
      const info = fileInfo(path);
      const original = info.source.text;
      const whole = changedSpan(original, mutated);
      const edits = (m.edits && spanEdits(path, original, m.edits, mutated)) ?? [
        { start: whole.start, end: whole.end, text: mutated.slice(whole.start, whole.end + whole.delta) },
      ];
      const entry: Placed = { id: m.id, edits: [], imports: [], tables: [], mutated };
      for (const edit of edits) {
        const stateful = info.stateful.find((f) => f.start < edit.end && edit.start < f.end);
        if (stateful) reason = stateful.why;
        else if (info.bodies.some((b) => contains(b, edit))) entry.edits.push(edit);
        else if (addedImports(path, info.source, edit) === null) {
          const table = tableOf(info.source, info.bodies, edit);
          if (table === null || typeof table === 'string') reason = `an edit outside any function body in ${path}${table ? ` (${table})` : ''}`;
          else {
            const known = entry.tables.find((t) => t.table.name === table.name);
            if (known) known.edits.push(edit);
            else entry.tables.push({ table, edits: [edit], value: '' });
          }
        } else {
          const added = addedImports(path, info.source, edit);
          const bound = importsOf.get(path);
          const clash = added?.find((b) => info.names.has(b.local) || (bound?.has(b.local) && bound.get(b.local) !== b.declaration));
          if (!added) reason = `an edit outside any function body in ${path}`;
          else if (clash) reason = `an import it adds to ${path} takes the name ${clash.local}, bound otherwise`;
          else entry.imports.push(...added);
        }
        if (reason) break;
      }
      for (const t of entry.tables) {
        t.value = applyEdits(
          original.slice(t.table.start, t.table.end),
          t.edits.map((x) => ({ ...x, start: x.start - t.table.start, end: x.end - t.table.start })),
        );
        if (!reason && !inertText(t.value)) reason = `the mutated value of ${t.table.name} in ${path} is computed by more than literals`;
      }
      if (reason) break;
      placed.push([path, entry]);
    }
    if (reason) {
      isolated.set(m.id, reason);
      continue;
    }
    for (const [path, entry] of placed) {
      perFile.set(path, [...(perFile.get(path) ?? []), entry]);
      for (const b of entry.imports) importsOf.set(path, (importsOf.get(path) ?? new Map<string, string>()).set(b.local, b.declaration));
    }
  }

  const files = new Map<string, string>();
  for (const [path, entries] of perFile) {
    const { source } = fileInfo(path);
    const text = rewrite(source, fileInfo(path).bodies, entries);
    if (parsesCleanly(path, text)) {
      files.set(path, text);
      continue;
    }
    // Some mutant's text does not parse (on its own it would fail to build too): leave those out.
    const broken = entries.filter((e) => !parsesCleanly(path, e.mutated));
    for (const e of broken) isolated.set(e.id, `the mutated ${path} does not parse`);
    const rest = entries.filter((e) => !broken.includes(e));
    const retried = rewrite(source, fileInfo(path).bodies, rest);
    if (parsesCleanly(path, retried)) files.set(path, retried);
    else for (const e of rest) isolated.set(e.id, `the schemata of ${path} does not parse`);
  }
  // A mutant with edits in several files is switched only if every one of those files was kept.
  const switched = new Set<string>();
  for (const m of mutants) {
    if (isolated.has(m.id)) continue;
    const lost = m.files.find(([path]) => !files.has(path));
    if (lost) isolated.set(m.id, `the schemata of ${lost[0]} does not parse`);
    else switched.add(m.id);
  }
  return { files, switched, isolated };
}
