// Mutants of a module's constant tables, for the mutant schemata (schemata.ts).
//
// A mutant that changes a top-level constant (a table of tokens, a list of phases, a number) cannot pick its
// version at run time inside the constant: the constant is computed once, as the module loads. It can be
// switched all the same where the constant is only read inside functions: the schemata compute a twin of
// the constant with the mutant's edits made, right after the original, and each place a function reads the
// constant reads the twin while that mutant is switched on. That is the mutant's own change exactly when:
// - the constant is the module's own (not exported: another module's reads could not be switched) and no
//   other declaration in the file takes its name (each read found is a read of it);
// - every read of it is inside a function body (read at run time, never as the module loads);
// - its value, the original and the mutated, is built from literals, other constants and functions only
//   (computing it twice does nothing else), and nothing changes it later (a twin would not see the change).
import ts from 'typescript';
import type { SpanEdit } from './schemata-edits.ts';

export interface Table {
  name: string;
  /** Where the constant's whole statement ends (the twins go after it). */
  statementEnd: number;
  /** The initializer's span, and the type annotation's text (with its colon; empty when none). */
  start: number;
  end: number;
  annotation: string;
  /** Where each read of the constant is, and whether it is a shorthand property (`{ NAME }`). */
  reads: Array<{ start: number; end: number; shorthand: boolean }>;
}

const CHANGING = ['set', 'add', 'delete', 'clear', 'push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill'];

/** Whether computing the expression only builds a value: literals, other names, functions, collections of them. */
export function inert(e: ts.Node): boolean {
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e) || ts.isTypeAssertionExpression(e))
    return inert(e.expression);
  if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) return true;
  if (ts.isStringLiteral(e) || ts.isNumericLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isIdentifier(e)) return true;
  if ([ts.SyntaxKind.TrueKeyword, ts.SyntaxKind.FalseKeyword, ts.SyntaxKind.NullKeyword].includes(e.kind)) return true;
  if (ts.isTemplateExpression(e)) return e.templateSpans.every((s) => inert(s.expression));
  if (ts.isPrefixUnaryExpression(e))
    return [ts.SyntaxKind.MinusToken, ts.SyntaxKind.PlusToken, ts.SyntaxKind.ExclamationToken].includes(e.operator) && inert(e.operand);
  if (ts.isArrayLiteralExpression(e)) return e.elements.every((x) => (ts.isSpreadElement(x) ? inert(x.expression) : inert(x)));
  if (ts.isObjectLiteralExpression(e))
    return e.properties.every((p) => {
      if (p.name && ts.isComputedPropertyName(p.name) && !inert(p.name.expression)) return false;
      if (ts.isPropertyAssignment(p)) return inert(p.initializer);
      if (ts.isSpreadAssignment(p)) return inert(p.expression);
      return ts.isShorthandPropertyAssignment(p) || ts.isMethodDeclaration(p);
    });
  if (ts.isNewExpression(e)) return ['Set', 'Map'].includes(e.expression.getText()) && (e.arguments ?? []).every(inert);
  if (ts.isCallExpression(e)) return e.expression.getText() === 'Object.freeze' && e.arguments.every(inert);
  return false;
}

function inTypePosition(n: ts.Node): boolean {
  for (let p = n.parent; p; p = p.parent) if (ts.isTypeNode(p) || ts.isTypeAliasDeclaration(p) || ts.isInterfaceDeclaration(p)) return true;
  return false;
}

/**
 * The top-level constant whose value holds the edit, when a mutant of it can be switched by a twin (see
 * above); otherwise why not (null when the edit is in no top-level constant's value).
 */
export function tableOf(source: ts.SourceFile, bodies: ReadonlyArray<{ start: number; end: number }>, edit: SpanEdit): Table | string | null {
  const statement = source.statements.find((st) => st.getStart(source) <= edit.start && edit.end <= st.getEnd());
  if (!statement || !ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) return null;
  const d = statement.declarationList.declarations.find(
    (x) => x.initializer && x.initializer.getStart(source) <= edit.start && edit.end <= x.initializer.getEnd(),
  );
  if (!d || !ts.isIdentifier(d.name) || !d.initializer) return null;
  const name = d.name.text;
  const text = source.text;
  if (statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) || new RegExp(`export\\s*\\{[^}]*\\b${name}\\b`).test(text))
    return `${name} is exported`;
  if (!inert(d.initializer)) return `the value of ${name} is computed by more than literals`;
  if (new RegExp(`\\b${name}\\s*(\\.\\s*(${CHANGING.join('|')})\\s*\\(|(\\.\\s*\\w+|\\[[^\\]]*\\])\\s*=[^=>])`).test(text))
    return `${name} is changed at run time`;
  const reads: Table['reads'] = [];
  let why: string | null = null;
  const visit = (n: ts.Node): void => {
    if (why) return;
    if (ts.isIdentifier(n) && n.text === name && n !== d.name && !inTypePosition(n)) {
      const p = n.parent;
      const isName =
        (ts.isPropertyAccessExpression(p) && p.name === n) ||
        (ts.isPropertyAssignment(p) && p.name === n) ||
        ((ts.isMethodDeclaration(p) || ts.isPropertyDeclaration(p) || ts.isPropertySignature(p)) && p.name === n);
      const declares =
        (ts.isVariableDeclaration(p) || ts.isParameter(p) || ts.isBindingElement(p) || ts.isFunctionDeclaration(p) || ts.isClassDeclaration(p)) && p.name === n;
      if (declares || ts.isImportSpecifier(p) || ts.isImportClause(p)) why = `another declaration in the file is named ${name}`;
      else if (!isName) {
        const at = { start: n.getStart(source), end: n.getEnd() };
        if (!bodies.some((b) => b.start <= at.start && at.end <= b.end)) why = `${name} is read outside any function body`;
        else reads.push({ ...at, shorthand: ts.isShorthandPropertyAssignment(p) });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  if (why) return why;
  return {
    name,
    statementEnd: statement.getEnd(),
    start: d.initializer.getStart(source),
    end: d.initializer.getEnd(),
    annotation: d.type ? `: ${d.type.getText(source)}` : '',
    reads,
  };
}

/** Whether the mutated value of a table is inert too (parsed on its own). */
export function inertText(value: string): boolean {
  const source = ts.createSourceFile('value.ts', `(${value});`, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const [st] = source.statements;
  return source.statements.length === 1 && ts.isExpressionStatement(st) && inert(st.expression);
}
