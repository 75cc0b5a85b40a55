// The hand-kept overrides of the crosswalk (rules/crosswalk-overrides.yaml): for a pair of
// consecutive editions, rule ids whose counterpart text and position cannot decide. Ids only.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, parseDocument, isMap, isScalar, isPair } from 'yaml';
import type { EditionId } from './types.ts';
import { ImportError } from './types.ts';

export const OVERRIDES_FILE = join(dirname(fileURLToPath(import.meta.url)), 'crosswalk-overrides.yaml');
const SHOWN_AS = 'rules/crosswalk-overrides.yaml';

export interface Override {
  from: EditionId;
  to: EditionId;
  id: string;
  /** null: the rule has no counterpart in `to`. */
  counterpart: string | null;
  line: number;
}

const EDITION_IDS = new Set<string>(['v1.0', 'v1.1', 'v1.2', 'v1.3', 'v1.4']);

export function parseOverrides(content: string, shownAs = SHOWN_AS): Override[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(content, { lineCounter });
  const lineOf = (node: unknown): number => {
    const range = (node as { range?: [number, number, number] } | null)?.range;
    return range ? lineCounter.linePos(range[0]).line : 1;
  };
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    throw new ImportError(shownAs, e.linePos?.[0].line ?? 1, e.message.split('\n')[0]);
  }
  const out: Override[] = [];
  if (doc.contents === null) return out;
  if (!isMap(doc.contents)) throw new ImportError(shownAs, lineOf(doc.contents), 'expected a mapping of "vA -> vB" to { id: counterpart }');
  for (const section of doc.contents.items) {
    if (!isPair(section) || !isScalar(section.key)) continue;
    const key = String(section.key.value);
    const m = /^(v1\.\d)\s*->\s*(v1\.\d)$/.exec(key);
    if (!m || !EDITION_IDS.has(m[1]) || !EDITION_IDS.has(m[2])) {
      throw new ImportError(shownAs, lineOf(section.key), `"${key}" is not a pair of editions like "v1.0 -> v1.1"`);
    }
    if (!isMap(section.value)) throw new ImportError(shownAs, lineOf(section.key), `"${key}" must map rule ids to counterparts`);
    for (const item of section.value.items) {
      if (!isScalar(item.key) || !(isScalar(item.value) || item.value === null)) {
        throw new ImportError(shownAs, lineOf(item.key), 'each entry is "id: counterpart-id" or "id: null"');
      }
      const id = String(item.key.value);
      const raw = isScalar(item.value) ? item.value.value : null;
      const counterpart = raw === null || raw === '' ? null : String(raw);
      for (const value of counterpart === null ? [id] : [id, counterpart]) {
        if (!/^\d{3}(\.[0-9a-z]{1,3})*$/.test(value)) throw new ImportError(shownAs, lineOf(item.key), `"${value}" is not a rule id`);
      }
      out.push({ from: m[1] as EditionId, to: m[2] as EditionId, id, counterpart, line: lineOf(item.key) });
    }
  }
  return out;
}

export function loadOverrides(path = OVERRIDES_FILE): Override[] {
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch {
    throw new ImportError(SHOWN_AS, null, 'file not found');
  }
  return parseOverrides(content);
}
