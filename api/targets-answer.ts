// The JSON answer of POST /rulings/targets, shared by the request's own thread and the analysis
// worker (targets-thread.ts): one encoding wherever the analysis runs.
import type { Schemas } from '../protocol/index.ts';

export interface TargetMention {
  phrase: string;
  span: [number, number];
  what: string;
  target: boolean;
  rule: string;
  why: string;
}

/** What a card-text analyser gives back (reference-engine/card-text `analyzeTargets` or an engine's own). */
export interface CardTextAnalysis {
  normalized: string;
  mentions: TargetMention[];
  diagnostics: Array<Schemas['TextDiagnostic']>;
}

/** The JSON of a targeting analysis: only the fields of the contract, in its order. */
export function targetsAnswer({ normalized, mentions, diagnostics }: CardTextAnalysis): string {
  return JSON.stringify({
    normalized,
    mentions: mentions.map(({ phrase, span, what, target, rule, why }) => ({ phrase, span, what, target, rule, why })),
    diagnostics: diagnostics.map(({ severity, message, offset, length }) =>
      length === undefined ? { severity, message, offset } : { severity, message, offset, length },
    ),
  } satisfies Schemas['TargetsAnalysis']);
}
