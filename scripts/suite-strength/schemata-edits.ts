// A mutant's edits one by one, for the mutant schemata (schemata.ts): where in the original text each
// edit lies, and which edits only add imports.
//
// A mutant whose edits sit in two functions of one file changes two bodies, each of which can be switched;
// taken as one span from its first edit to its last, the change would cross the code between them and the
// mutant would need a bundle of its own. So each edit is placed on its own, and that is used only when it is
// exactly the mutant's text: the edits applied to the original one by one give the very text of the
// substitution, or (a replacement indented differently from the code it replaces) the same program once
// parsed and printed.
//
// An edit that only adds imports (a name more from a module, or a module more) changes no behaviour by
// itself: the schemata carry every such import unconditionally, as further import declarations after the
// file's own, so the mutant's switched bodies can use them.
import ts from 'typescript';
import { occurrences } from './layout.ts';
import type { Edit } from './mutation-types.ts';

/** One edit on the original text: `original.slice(start, end)` becomes `text`. */
export interface SpanEdit {
  start: number;
  end: number;
  text: string;
}

function parse(path: string, text: string): ts.SourceFile {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** The text with the (disjoint) edits made. */
export function applyEdits(original: string, edits: readonly SpanEdit[]): string {
  let out = '';
  let at = 0;
  for (const e of [...edits].sort((a, b) => a.start - b.start)) {
    out += original.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + original.slice(at);
}

/** The edit narrowed to what it changes: the text it keeps at either end left out. */
function narrowed(original: string, e: SpanEdit): SpanEdit {
  const old = original.slice(e.start, e.end);
  let head = 0;
  while (head < old.length && head < e.text.length && old[head] === e.text[head]) head++;
  let tail = 0;
  while (tail < old.length - head && tail < e.text.length - head && old[old.length - 1 - tail] === e.text[e.text.length - 1 - tail]) tail++;
  return { start: e.start + head, end: e.end - tail, text: e.text.slice(head, e.text.length - tail) };
}

/**
 * The replacement without the whitespace it shares with `find` at either end: the match leaves that
 * whitespace out (layout.ts), so it is layout the replacement would only add beside the file's own.
 */
function withoutOuterLayout(e: Edit): string {
  const lead = (t: string): string => /^\s*/.exec(t)![0];
  const trail = (t: string): string => /\s*$/.exec(t)![0];
  let text = e.replace;
  let n = 0;
  while (n < lead(e.find).length && n < lead(text).length && e.find[n] === text[n]) n++;
  text = text.slice(n);
  const [f, r] = [trail(e.find), trail(text)];
  let m = 0;
  while (m < f.length && m < r.length && f[f.length - 1 - m] === r[r.length - 1 - m]) m++;
  return text.slice(0, text.length - m);
}

const printed = (path: string, text: string): string => ts.createPrinter().printFile(parse(path, text));

/**
 * The mutant's edits of one file as disjoint edits of the original text, when that is exactly its
 * substitution (`mutated`, the text its edits give one after another); null when it is not (two edits
 * overlap, or one finds text another wrote).
 */
export function spanEdits(path: string, original: string, edits: readonly Edit[], mutated: string): SpanEdit[] | null {
  const placed: SpanEdit[] = [];
  for (const e of edits.filter((x) => x.file === path)) {
    const found = occurrences(original, e.find);
    if (found.length !== 1) return null;
    placed.push(narrowed(original, { ...found[0], text: withoutOuterLayout(e) }));
  }
  placed.sort((a, b) => a.start - b.start);
  if (placed.some((e, i) => i > 0 && e.start < placed[i - 1].end)) return null;
  const text = applyEdits(original, placed);
  if (text === mutated) return placed;
  return printed(path, text) === printed(path, mutated) ? placed : null;
}

/** One binding an import declaration makes, as a declaration of its own. */
export interface Binding {
  local: string;
  declaration: string;
}

function bindingsOf(source: ts.SourceFile): Binding[] {
  const found: Binding[] = [];
  for (const st of source.statements) {
    if (!ts.isImportDeclaration(st) || !st.importClause) continue;
    const from = st.moduleSpecifier.getText(source);
    const clause = st.importClause;
    const typeOnly = clause.isTypeOnly ? 'type ' : '';
    if (clause.name) found.push({ local: clause.name.text, declaration: `import ${typeOnly}${clause.name.text} from ${from};` });
    const named = clause.namedBindings;
    if (named && ts.isNamespaceImport(named)) found.push({ local: named.name.text, declaration: `import ${typeOnly}* as ${named.name.text} from ${from};` });
    else if (named) {
      for (const el of named.elements) {
        const imported = (el.propertyName ?? el.name).getText(source);
        const type = typeOnly || (el.isTypeOnly ? 'type ' : '');
        found.push({ local: el.name.text, declaration: `import ${type}{ ${imported} as ${el.name.text} } from ${from};` });
      }
    }
  }
  return found;
}

/** Every statement other than an import with a binding, as text: what an edit adding imports leaves as it was. */
const otherStatements = (source: ts.SourceFile): string[] =>
  source.statements.filter((st) => !(ts.isImportDeclaration(st) && st.importClause)).map((st) => st.getText(source));

/**
 * The import bindings the edit adds, when that is all it does (every other statement as it was, every binding
 * of the original kept); null otherwise.
 */
export function addedImports(path: string, original: ts.SourceFile, edit: SpanEdit): Binding[] | null {
  const after = parse(path, applyEdits(original.text, [edit]));
  const before = otherStatements(original);
  const now = otherStatements(after);
  if (before.length !== now.length || before.some((t, i) => t !== now[i])) return null;
  const had = bindingsOf(original);
  const has = bindingsOf(after);
  const same = (a: Binding, b: Binding): boolean => a.local === b.local && a.declaration === b.declaration;
  if (!had.every((b) => has.some((x) => same(x, b)))) return null;
  return has.filter((b) => !had.some((x) => same(x, b)));
}

/** Where further import declarations go: after the file's last top-level import (at its start when there is none). */
export function afterImports(source: ts.SourceFile): number {
  const imports = source.statements.filter(ts.isImportDeclaration);
  return imports.length ? imports[imports.length - 1].getEnd() : 0;
}

/** The names the file declares or imports at its top level (an added import must not take one of them). */
export function topLevelNames(source: ts.SourceFile): Set<string> {
  const names = new Set(bindingsOf(source).map((b) => b.local));
  for (const st of source.statements) {
    if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations) {
        if (ts.isIdentifier(d.name)) names.add(d.name.text);
      }
    else if (
      (ts.isFunctionDeclaration(st) ||
        ts.isClassDeclaration(st) ||
        ts.isEnumDeclaration(st) ||
        ts.isInterfaceDeclaration(st) ||
        ts.isTypeAliasDeclaration(st)) &&
      st.name
    )
      names.add(st.name.text);
  }
  return names;
}
