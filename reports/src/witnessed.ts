// Witnessed coverage: a rule is witnessed when one of its rule mutants (a deliberate mistake in the
// reference engine, scripts/suite-strength/mutations.ts) is killed by an Example that carries the
// rule's tag. A tag alone says only what an Example claims to test; a witnessed rule is one where the
// suite has been shown to catch a mistake in it.
//
// The suite-strength run records, per mutant, which scenarios failed; witnessing() turns that into
// the committed, generated features/witnessed.json, which coverage reads (witnessedRuleIds).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { compareRuleIds } from '../../rules/rule-id.ts';
import type { FeatureIndex, IndexedExample } from './feature-index.ts';

export const WITNESSED_SCHEMA = 'riftcheck/witnessed@1';
/** Where the generated file lives, relative to the project root. */
export const WITNESSED_FILE = 'features/witnessed.json';
/** The edition mutants name their rules in (the suite's). */
export const MUTANT_EDITION = 'v1.4';

/** A scenario that failed under a mutant: its Example's file and keyword line (an Outline's, for its rows). */
export interface FailedScenario {
  file: string;
  line: number;
  name: string;
}

/** What one suite-strength run found for one mutant. */
export interface MutantResult {
  id: string;
  /** The rule ids the mutant breaks (ruleIdsOf in mutations.ts). */
  ruleIds: string[];
  verdict: 'killed' | 'survived' | 'error';
  /** Scenarios that failed, from the run that decided the verdict (empty when it survived). */
  failed: FailedScenario[];
}

export interface WitnessingExample {
  file: string;
  line: number;
  name: string;
  /** The mutant's rule ids this Example carries: the rules its failure witnesses. */
  rules: string[];
}

export interface WitnessedMutant {
  id: string;
  rules: string[];
  killed: boolean;
  /** Of the mutant's rules, those witnessed by the kill. */
  witnessed: string[];
  /** The failing Examples that carry one of the mutant's tags (empty: killed only by untagged Examples, or not killed). */
  killedBy: WitnessingExample[];
}

export interface WitnessedFile {
  schema: typeof WITNESSED_SCHEMA;
  generatedBy: string;
  edition: string;
  /** Every rule id witnessed by at least one mutant, sorted. */
  witnessed: string[];
  mutants: WitnessedMutant[];
}

/**
 * Which rules the mutants witness: a rule is witnessed by a killed mutant that names it when one of
 * the scenarios that failed is an Example carrying that rule's tag (its own tag, or one inherited from
 * its Rule: block or Feature). A kill by Examples that lack the tag kills the mutant but witnesses nothing.
 */
export function witnessing(results: readonly MutantResult[], index: FeatureIndex): WitnessedFile {
  const byPlace = new Map<string, IndexedExample>();
  for (const e of index.examples) byPlace.set(`${e.file}:${e.line}`, e);
  const mutants: WitnessedMutant[] = [];
  for (const r of results) {
    if (r.verdict === 'error') throw new Error(`mutant ${r.id} errored: its witnessing is unknown`);
    const killedBy: WitnessingExample[] = [];
    if (r.verdict === 'killed') {
      const seen = new Set<string>();
      for (const f of r.failed) {
        const example = byPlace.get(`${f.file}:${f.line}`);
        if (!example || seen.has(`${f.file}:${f.line}`)) continue;
        seen.add(`${f.file}:${f.line}`);
        if (example.edition !== null && example.edition !== MUTANT_EDITION) continue;
        const rules = r.ruleIds.filter((id) => example.ruleIds.includes(id));
        if (rules.length > 0) killedBy.push({ file: example.file, line: example.line, name: example.name, rules });
      }
    }
    const witnessed = r.ruleIds.filter((id) => killedBy.some((k) => k.rules.includes(id)));
    mutants.push({ id: r.id, rules: [...r.ruleIds], killed: r.verdict === 'killed', witnessed, killedBy });
  }
  return {
    schema: WITNESSED_SCHEMA,
    generatedBy: 'npm run suite-strength -- --update (never edit by hand)',
    edition: MUTANT_EDITION,
    witnessed: sortIds(new Set(mutants.flatMap((m) => m.witnessed))),
    mutants,
  };
}

/** How a fresh run differs from the committed file: what it lost (a regression) and what it gained. */
export interface WitnessDrift {
  /** Rule ids the file lists as witnessed that the run no longer witnesses. */
  lostRules: string[];
  /** Rule ids the run witnesses that the file does not list. */
  gainedRules: string[];
  /** Per mutant: a change in killed or in its witnessed rules, or a mutant only one side has. */
  mutants: string[];
}

/**
 * Compares a run's witnessing with the committed file. With `partial` (a run of some mutants only),
 * only the mutants the run has are compared, and rules only through them.
 */
export function witnessDrift(committed: WitnessedFile, fresh: WitnessedFile, partial = false): WitnessDrift {
  const before = new Map(committed.mutants.map((m) => [m.id, m]));
  const after = new Map(fresh.mutants.map((m) => [m.id, m]));
  const mutants: string[] = [];
  for (const m of fresh.mutants) {
    const old = before.get(m.id);
    if (!old) {
      mutants.push(`${m.id}: not in the file yet`);
      continue;
    }
    if (old.killed !== m.killed) mutants.push(`${m.id}: ${old.killed ? 'was killed, now survives' : 'survived, now killed'}`);
    const lost = old.witnessed.filter((id) => !m.witnessed.includes(id));
    const gained = m.witnessed.filter((id) => !old.witnessed.includes(id));
    if (lost.length) mutants.push(`${m.id}: no longer witnesses ${lost.join(', ')}`);
    if (gained.length) mutants.push(`${m.id}: now also witnesses ${gained.join(', ')}`);
    if (old.rules.join() !== m.rules.join()) mutants.push(`${m.id}: names ${m.rules.join(', ')} (the file says ${old.rules.join(', ')})`);
    // Coverage finds the killers by file and name (lines move with every edit and are not compared).
    const killers = (k: WitnessingExample[]) =>
      k
        .map((e) => `${e.file}: ${e.name} (${e.rules.join(' ')})`)
        .sort()
        .join('; ');
    if (!lost.length && !gained.length && killers(old.killedBy) !== killers(m.killedBy)) {
      mutants.push(`${m.id}: killed by other tagged Examples now: ${killers(m.killedBy) || 'none'}`);
    }
  }
  if (!partial) for (const id of before.keys()) if (!after.has(id)) mutants.push(`${id}: in the file but no longer a mutant`);
  const scope = partial ? committed.mutants.filter((m) => after.has(m.id)) : committed.mutants;
  const was = new Set(partial ? scope.flatMap((m) => m.witnessed) : committed.witnessed);
  const now = new Set(fresh.witnessed);
  return {
    lostRules: sortIds([...was].filter((id) => !now.has(id))),
    gainedRules: partial ? [] : sortIds([...now].filter((id) => !was.has(id))),
    mutants,
  };
}

/** The committed file with the given mutants' entries replaced (a partial --update), kept in mutation order. */
export function mergeWitnessed(committed: WitnessedFile | null, fresh: WitnessedFile, order: readonly string[]): WitnessedFile {
  const byId = new Map((committed?.mutants ?? []).map((m) => [m.id, m]));
  for (const m of fresh.mutants) byId.set(m.id, m);
  const mutants = order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return { ...fresh, witnessed: sortIds(new Set(mutants.flatMap((m) => m.witnessed))), mutants };
}

/** The committed file of a project, or null when it has none. A malformed file is an error, not "nothing witnessed". */
export function readWitnessedFile(path = join(PROJECT_ROOT, WITNESSED_FILE)): WitnessedFile | null {
  if (!existsSync(path)) return null;
  const data = JSON.parse(readFileSync(path, 'utf8')) as WitnessedFile;
  if (data.schema !== WITNESSED_SCHEMA || !Array.isArray(data.mutants) || !Array.isArray(data.witnessed)) {
    throw new Error(`${path} is not a ${WITNESSED_SCHEMA} file; regenerate it with npm run suite-strength -- --update`);
  }
  return data;
}

export function formatWitnessedFile(file: WitnessedFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/**
 * The rule ids (in the mutants' edition) that the committed file shows witnessed by Examples the given
 * suite still has: an Example of the same file and name that still carries the tag. A suite that is
 * not the one the file was made from (a fixture, a subset) gets witnessed only what it really contains.
 */
export function witnessedRuleIds(file: WitnessedFile | null, index: FeatureIndex): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!file) return out;
  const examples = new Map<string, IndexedExample[]>();
  for (const e of index.examples) {
    const key = `${e.file}\0${e.name}`;
    examples.set(key, [...(examples.get(key) ?? []), e]);
  }
  for (const m of file.mutants) {
    if (!m.killed) continue;
    for (const k of m.killedBy) {
      const still = examples.get(`${k.file}\0${k.name}`) ?? [];
      for (const id of k.rules) {
        if (!m.witnessed.includes(id) || !still.some((e) => e.ruleIds.includes(id) && (e.edition === null || e.edition === file.edition))) continue;
        const by = out.get(id) ?? [];
        if (!by.includes(m.id)) out.set(id, [...by, m.id]);
      }
    }
  }
  return out;
}

function sortIds(ids: Iterable<string>): string[] {
  return [...ids].sort(compareRuleIds);
}
