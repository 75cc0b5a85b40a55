// Turns the numbered entries of one source into an Edition: normalised text, statement and
// examples, parent and children, headings told apart from rules, cross-references resolved.
import type { Edition, EditionId, Rule, SourceAnomaly } from './types.ts';
import { ImportError } from './types.ts';
import type { NumberedEntry } from './scan.ts';
import { compareRuleIds, isRegularRuleId, parentId } from './rule-id.ts';
import { normalizeText, referencedIds, splitExamples } from './text.ts';

export interface EditionMeta {
  id: EditionId;
  version: string;
  date: string;
  name: string;
  origin: 'data' | 'seeds';
}

/**
 * A heading names a section ("Gear", "Awaken Phase", "Process of Play") and says nothing itself:
 * a short capitalised phrase without sentence punctuation.
 */
export function looksLikeHeading(text: string): boolean {
  if (text === '' || text.length > 60) return false;
  const first = text.charCodeAt(0);
  if (!(first >= 65 && first <= 90)) return false;
  if (/[.:;!?,]$/.test(text)) return false;
  if (text.includes('Example') || /["“”]/.test(text)) return false;
  const words = text.split(' ');
  if (words.length > 7) return false;
  // A short line that still says something: a condition, an instruction, or a verb.
  if (SENTENCE_OPENERS.has(words[0])) return false;
  return !words.some((w) => VERBS.has(w));
}

const SENTENCE_OPENERS = new Set(['After', 'Before', 'If', 'When', 'Insert', 'Handle', 'Activate', 'This', 'It', 'They']);
const VERBS = new Set(['is', 'are', 'can', 'may', 'must', 'says', 'has', 'have', 'becomes', 'occurs', 'gains']);

export function buildEdition(meta: EditionMeta, file: string, entries: NumberedEntry[], files: string[] = [file]): Edition {
  if (entries.length === 0) throw new ImportError(file, null, 'no numbered rules found');
  const rules = new Map<string, Rule>();
  const ids: string[] = [];
  const anomalies: SourceAnomaly[] = [];
  let previous: string | null = null;
  for (const entry of entries) {
    const text = normalizeText(entry.text);
    const existing = rules.get(entry.id);
    if (existing) {
      anomalies.push(foldRepeated(existing, text, entry));
      continue;
    }
    if (!isRegularRuleId(entry.id)) {
      anomalies.push({ id: entry.id, line: entry.line, kind: 'irregular-number', note: 'number does not follow the number/letter pattern' });
    }
    if (previous !== null && compareRuleIds(previous, entry.id) > 0) {
      anomalies.push({ id: entry.id, line: entry.line, kind: 'runs-backwards', note: `follows ${previous}` });
    }
    const rule: Rule = {
      id: entry.id,
      edition: meta.id,
      kind: 'rule',
      text,
      statement: text,
      examples: [],
      parent: null,
      children: [],
      refs: [],
      source: { file, line: entry.line },
    };
    rules.set(entry.id, rule);
    ids.push(entry.id);
    previous = entry.id;
  }
  for (const id of ids) {
    const rule = rules.get(id)!;
    if (rule.text === '') throw new ImportError(file, rule.source.line, `rule ${id} has no text`);
    const split = splitExamples(rule.text);
    rule.statement = split.statement;
    rule.examples = split.examples;
    rule.kind = looksLikeHeading(rule.text) ? 'heading' : 'rule';
    const direct = parentId(id);
    let parent = direct;
    while (parent !== null && !rules.has(parent)) parent = parentId(parent);
    if (direct !== null && parent !== direct) {
      anomalies.push({ id, line: rule.source.line, kind: 'missing-parent', note: `no ${direct} in the source; attached to ${parent ?? 'nothing'}` });
    }
    rule.parent = parent;
    if (parent !== null) rules.get(parent)!.children.push(id);
  }
  for (const id of ids) {
    const rule = rules.get(id)!;
    const refs = referencedIds(rule.text).filter((r) => r !== id && rules.has(r));
    rule.refs = [...new Set(refs)];
  }
  return { ...meta, rules, ids, files, numberedLines: entries.length, anomalies };
}

/**
 * A number printed twice (v1.1 has the heading "Gear" and the rule after it both as 143; v1.2 prints
 * 744.5 twice). Ids must stay unique, so the second is folded into the first: a heading gives way to
 * the rule, otherwise the text is appended. Nothing of the text is lost, and the anomaly is listed.
 */
function foldRepeated(existing: Rule, text: string, entry: NumberedEntry): SourceAnomaly {
  const wasHeading = looksLikeHeading(existing.text);
  const note = wasHeading ? `printed twice; heading "${existing.text}" gives way to the rule that follows` : 'printed twice; second text appended to the first';
  existing.text = wasHeading ? text : `${existing.text} ${text}`;
  existing.statement = existing.text;
  return { id: entry.id, line: entry.line, kind: 'repeated-number', note };
}
