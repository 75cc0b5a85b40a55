// A revision of the rules that is not one of the published editions: a draft the rules team is about
// to publish, read from the same kinds of file (the markdown or text export of the PDF), given a name
// of its own, and crosswalked to the edition it revises. Nothing of it is stored: it is read each time.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { buildEdition } from './build-edition.ts';
import { EDITION_CATALOG } from './corpus.ts';
import { buildCrosswalk } from './crosswalk.ts';
import { scanNumberedLines } from './scan.ts';
import { ImportError, UnknownEditionError, type Corpus, type Crosswalk, type Edition, type EditionId } from './types.ts';

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/** Reads a draft edition from `path` under the name `name`. */
export function readDraftEdition(path: string, name: string): Edition {
  if (!NAME.test(name)) throw new ImportError(basename(path), null, `--as "${name}": a draft's name is letters, digits, ".", "_" and "-" (e.g. v1.5-draft)`);
  if (EDITION_CATALOG.some(({ meta }) => meta.id === name || `v${meta.version}` === name)) {
    throw new ImportError(basename(path), null, `--as "${name}" is the name of a published edition; give the draft a name of its own (e.g. ${name}-draft)`);
  }
  if (!existsSync(path)) throw new ImportError(path, null, 'file not found');
  const content = readFileSync(path, 'utf8');
  const scan = scanNumberedLines(content);
  if (scan.entries.length < 10)
    throw new ImportError(path, null, `found ${scan.entries.length} numbered rules: is this a rules document (markdown or text export)?`);
  let date = 'draft';
  for (const { text } of scan.preamble) {
    const m = /Last\s+Updated:?\s+(\d{4}-\d{2}-\d{2})/i.exec(text);
    if (m) date = m[1];
  }
  // A draft is an edition under a name of its own; EditionId names the published ones, so it is cast.
  return buildEdition({ id: name as EditionId, version: name, date, name: `draft ${name}`, origin: 'data' }, path, scan.entries);
}

/** The edition a draft revises and the draft, as a corpus of two with their crosswalk. */
export function draftCorpus(base: Edition, draft: Edition): Corpus {
  let crosswalk: Crosswalk | null = null;
  const editions = [base, draft];
  const corpus: Corpus = {
    editions,
    newest: draft,
    edition(spec?: string): Edition {
      if (spec === undefined || spec === '') return draft;
      const found = editions.find((e) => e.id === spec || e.version === spec || `v${e.version}` === spec || e.date === spec);
      if (!found) throw new UnknownEditionError(`edition "${spec}" is neither ${base.id} nor the draft ${draft.id}`, [base.id, draft.id]);
      return found;
    },
    crosswalk(): Crosswalk {
      return (crosswalk ??= buildCrosswalk(editions, []));
    },
  };
  return corpus;
}
