// Per-edition counts, set against the counts the source material's README gives, with the reasons
// wherever they differ.
import type { Edition, EditionId } from './types.ts';

/** "numbered rules" per edition as the source README states them. */
export const README_COUNTS: Record<EditionId, number> = { 'v1.0': 1364, 'v1.1': 1617, 'v1.2': 1795, 'v1.3': 2088, 'v1.4': 2381 };

export interface EditionStats {
  edition: EditionId;
  origin: 'data' | 'seeds';
  files: string[];
  numberedLines: number;
  ids: number;
  rules: number;
  headings: number;
  readme: number;
  explanation: string[];
}

export function editionStats(edition: Edition): EditionStats {
  let headings = 0;
  for (const rule of edition.rules.values()) if (rule.kind === 'heading') headings++;
  const readme = README_COUNTS[edition.id];
  const explanation: string[] = [];
  if (edition.origin === 'seeds') {
    explanation.push(`only the seed excerpt is loaded (${edition.ids[0]}–${edition.ids[edition.ids.length - 1]}); name a data directory for the full edition`);
  } else {
    if (edition.numberedLines !== readme) {
      explanation.push(`the source has ${edition.numberedLines} numbered lines, the README says ${readme}`);
    }
    for (const a of edition.anomalies) {
      if (a.kind === 'repeated-number') explanation.push(`${a.id} (line ${a.line}) is numbered twice in the source: ${a.note}, so one id fewer`);
    }
  }
  const notes = edition.anomalies.filter((a) => a.kind !== 'repeated-number').map((a) => `${a.id} (line ${a.line}): ${a.note}`);
  if (edition.origin === 'data' && notes.length > 0) explanation.push(`numbering irregularities kept as printed: ${notes.join('; ')}`);
  return {
    edition: edition.id,
    origin: edition.origin,
    files: edition.files,
    numberedLines: edition.numberedLines,
    ids: edition.ids.length,
    rules: edition.ids.length - headings,
    headings,
    readme,
    explanation,
  };
}
