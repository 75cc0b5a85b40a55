// Rule numbers in the edition a user asks for: commands find rules in v1.4 and cite them in any
// edition through the rules crosswalk (the closest mapped ancestor stands in for a sub-rule the
// other edition lacks).
import { CURRENT_EDITION, editionIdOf, loadCorpus, needsDataMessage, UnknownEditionError, type Corpus } from '../rules/index.ts';
import { CliError } from './errors.ts';
import { citeIn } from '../rules/cite.ts';

export function editionOf(spec: string | undefined): string {
  if (spec === undefined) return CURRENT_EDITION;
  try {
    return editionIdOf(spec);
  } catch (err) {
    if (err instanceof UnknownEditionError) throw new CliError(err.message);
    throw err;
  }
}

/** Maps v1.4 rule ids to another edition through the rules crosswalk, when it can be loaded. */
export function citationMapper(edition: string, dataDir: string | null): { map: (id: string) => string; note?: string } {
  if (edition === 'v1.4') return { map: (id) => id };
  let corpus: Corpus;
  try {
    corpus = loadCorpus({ dataDir });
  } catch (err) {
    return { map: (id) => id, note: `rule numbers stay v1.4: the rules could not be loaded (${(err as Error).message})` };
  }
  if (!corpus.editions.some((e) => e.id === 'v1.4') || !corpus.editions.some((e) => e.id === edition)) {
    return { map: (id) => id, note: `rule numbers stay v1.4: ${needsDataMessage(`citing ${edition}`)}` };
  }
  return { map: citeIn(corpus, edition) };
}
