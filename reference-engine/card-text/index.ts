// Riftbound card text: compiler (text → semantic tree), decompiler (tree → canonical text) and the
// targeting analysis (which mentions are targets, and the rule that decides it).
export type * from './ast.ts';
export { compileCardText, decompile, sameText } from './compile.ts';
export { analyzeTargets } from './targets.ts';
export type { Mention, MentionKind, TargetAnalysis, TargetOptions } from './targets.ts';
export { normalizeText } from './lexer.ts';
