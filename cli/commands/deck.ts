// riftcheck deck check <file|-> [--mode duel] [--edition v1.x] [--json] [--data DIR]
// A deck list (the text export deck builders share, or a JSON/YAML document: rules/deck-list.ts)
// against the deck construction rules (rules/deck-check.ts): legal, or each violation with its rule.
// Card identity from the card list of the rules data when there is one, else from the project's catalog.
import { readFileSync } from 'node:fs';
import { CATALOG } from '../../reference-engine/catalog/index.ts';
import { loadCardList } from '../../rules/card-list.ts';
import { resolveDataDir } from '../../rules/data-dir.ts';
import { checkDeck, DECK_MODES, deckCardsFrom, deckCardsFromCardList, type DeckCheck, type DeckMode } from '../../rules/deck-check.ts';
import { DeckListError, parseDeckList } from '../../rules/deck-list.ts';
import { parseCommandLine } from '../args.ts';
import { CliError } from '../errors.ts';
import { citationMapper, editionOf } from '../rule-citations.ts';

const USAGE = `usage: riftcheck deck check <file | -> [options]
  Checks a deck list against the deck construction rules (v1.4 103, and the mode's battlefield count):
  legal, or each violation with the rule it breaks. Exits 0 when legal, 1 when not, 2 on bad input.
  The list: the text export of deck builders (Legend:, Champion:, MainDeck:, Battlefields:, Runes:,
  Sideboard: headers, then "3 Card Name" lines) or a JSON/YAML document
  { legend, champion, main, runes, battlefields, sideboard } with "3 Card Name" entries; "-" reads stdin.
options: --mode ${Object.keys(DECK_MODES).join('|')} (default duel)  --edition v1.0..v1.4 (cite that edition's numbers)
         --data DIR (the card list; without it, only the project's catalog cards are known)  --json`;

export interface DeckIo {
  out?: (line: string) => void;
  /** overrides the data directory resolution (null: the catalog only); used by tests. */
  dataDir?: string | null;
  stdin?: () => string;
}

export async function run(argv: string[], io: DeckIo = {}): Promise<number> {
  const out = io.out ?? ((line: string) => console.log(line));
  const { values, positionals } = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        mode: { type: 'string', default: 'duel' },
        edition: { type: 'string' },
        data: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    },
    USAGE,
  );
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const [sub, file, ...extra] = positionals;
  if (sub !== 'check' || !file || extra.length) throw new CliError(USAGE);
  const mode = values.mode as string;
  if (!(mode in DECK_MODES)) throw new CliError(`unknown mode ${mode} (modes: ${Object.keys(DECK_MODES).join(', ')})`);
  const edition = editionOf(values.edition as string | undefined);
  let text: string;
  try {
    text = file === '-' ? (io.stdin ?? (() => readFileSync(0, 'utf8')))() : readFileSync(file, 'utf8');
  } catch (err) {
    throw new CliError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  let list;
  try {
    list = parseDeckList(text);
  } catch (err) {
    if (err instanceof DeckListError) throw new CliError(`${file}: ${err.message}`);
    throw err;
  }
  const dataDir = io.dataDir !== undefined ? io.dataDir : resolveDataDir(values.data as string | undefined);
  const cards = dataDir ? deckCardsFromCardList(loadCardList(dataDir)) : deckCardsFrom(CATALOG);
  const result = checkDeck(list, cards, mode as DeckMode);
  const cite = citationMapper(edition, dataDir);
  const cited = { ...result, edition, violations: result.violations.map((v) => ({ ...v, rule: cite.map(v.rule) })) };
  if (values.json) out(JSON.stringify({ ...cited, cardSource: dataDir ? 'card list' : 'catalog' }, null, 2));
  else printCheck(cited, out, dataDir ? null : 'cards known: the project catalog only (give --data DIR or RIFTBOUND_DATA for the card list)', cite.note);
  return result.legal ? 0 : 1;
}

function printCheck(r: Omit<DeckCheck, 'edition'> & { edition: string }, out: (line: string) => void, ...notes: Array<string | null | undefined>): void {
  const { main, runes, battlefields, signature } = r.counts;
  out(
    `${r.legal ? 'legal' : 'not legal'} (${r.edition} rules, ${r.mode}): main deck ${main}, runes ${runes}, battlefields ${battlefields}, signature cards ${signature}; Domain Identity ${r.domainIdentity.join(', ') || '(none)'}`,
  );
  for (const u of r.unknownCards) {
    out(
      `  unknown card ${JSON.stringify(u.card)}${u.line ? ` (line ${u.line})` : ''}${u.suggestions.length ? `: did you mean ${u.suggestions.join(', ')}?` : ''}`,
    );
  }
  for (const v of r.violations) out(`  ${v.rule}  ${v.message}`);
  for (const note of notes) if (note) out(`note: ${note}`);
}
