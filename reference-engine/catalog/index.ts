// Looks cards up by official code or exact name (a name that several printings share resolves to
// the first entry of the catalog).
import { CATALOG, type CatalogCard } from './cards.ts';
import { PLAIN_CARDS } from './plain.ts';

export { PLAIN_CARDS } from './plain.ts';
export { CATALOG, type CatalogCard, type CardDomain, type CatalogCardType } from './cards.ts';
export { TAGS } from './tags.ts';
export { ERRATA_PUBLISHED, PRINTED_BEFORE_ERRATA, printedTextAsOf, type PrintedText } from './printed-texts.ts';

// Plain cards are found by code only: their names stay free for a scenario's own test cards.
const byCode = new Map<string, CatalogCard>([...CATALOG, ...PLAIN_CARDS].map((card) => [card.code, card]));
const byName = new Map<string, CatalogCard>();
for (const card of CATALOG) if (!byName.has(card.name)) byName.set(card.name, card);

export function findCard(codeOrName: string): CatalogCard | undefined {
  return byCode.get(codeOrName) ?? byName.get(codeOrName);
}
