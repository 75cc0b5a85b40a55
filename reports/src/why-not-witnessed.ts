// Why a covered rule is not witnessed: the suite's own notes, in features/why-not-witnessed/*.yaml
// (a map "<rule id>": "<reason>" per file, ids in the suite's edition). A rule may honestly stay
// unwitnessed when it only restates another rule, only names what another rule gives consequences to,
// or has no behaviour of its own an engine could get wrong; the note says which. Coverage shows the
// note beside the rule, and a note on a rule that is witnessed after all is a problem to remove.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'yaml';
import type { IndexProblem } from './feature-index.ts';

export const WHY_NOT_WITNESSED_DIR = join('features', 'why-not-witnessed');

export interface WhyNotWitnessed {
  reason: string;
  /** The notes file, relative to the project root. */
  file: string;
}

export interface WhyNotWitnessedNotes {
  notes: Map<string, WhyNotWitnessed>;
  problems: IndexProblem[];
}

const RULE_ID = /^\d{3}(\.\d+)?(\.[a-z])?(\.\d+)?(\.[a-z])?$/;

/** Parses one notes file's text; every entry must be a rule id with a one-line reason. */
export function parseWhyNotWitnessed(text: string, file: string): WhyNotWitnessedNotes {
  const notes = new Map<string, WhyNotWitnessed>();
  const problems: IndexProblem[] = [];
  let data: unknown;
  try {
    data = parse(text);
  } catch (err) {
    return { notes, problems: [{ file, line: 1, message: `not YAML: ${(err as Error).message.split('\n')[0]}` }] };
  }
  if (data === null || data === undefined) return { notes, problems };
  if (typeof data !== 'object' || Array.isArray(data)) return { notes, problems: [{ file, line: 1, message: 'must be a map of "<rule id>": "<reason>"' }] };
  const lines = text.split('\n');
  for (const [id, reason] of Object.entries(data as Record<string, unknown>)) {
    const line = Math.max(1, lines.findIndex((l) => l.trimStart().replace(/^["']/, '').startsWith(id)) + 1);
    if (!RULE_ID.test(id)) problems.push({ file, line, message: `"${id}" is not a rule id` });
    else if (typeof reason !== 'string' || reason.trim() === '') problems.push({ file, line, message: `${id} needs a reason` });
    else notes.set(id, { reason: reason.trim(), file });
  }
  return { notes, problems };
}

/** Every notes file under features/why-not-witnessed/ of `root`; none is an empty set of notes. */
export function readWhyNotWitnessed(root: string): WhyNotWitnessedNotes {
  const dir = join(root, WHY_NOT_WITNESSED_DIR);
  const all: WhyNotWitnessedNotes = { notes: new Map(), problems: [] };
  if (!existsSync(dir)) return all;
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.yaml'))
    .sort()) {
    const file = relative(root, join(dir, name)).split(sep).join('/');
    const { notes, problems } = parseWhyNotWitnessed(readFileSync(join(dir, name), 'utf8'), file);
    all.problems.push(...problems);
    for (const [id, note] of notes) {
      if (all.notes.has(id)) all.problems.push({ file, line: 1, message: `${id} is already explained in ${all.notes.get(id)!.file}` });
      else all.notes.set(id, note);
    }
  }
  return all;
}
