// Looks cards up by official code or exact name (a name that several printings share resolves to
// the first entry of the catalog).
import { CATALOG, type CatalogCard } from './cards.ts';

export { CATALOG, type CatalogCard, type CardDomain, type CatalogCardType } from './cards.ts';

const byCode = new Map<string, CatalogCard>(CATALOG.map((card) => [card.code, card]));
const byName = new Map<string, CatalogCard>();
for (const card of CATALOG) if (!byName.has(card.name)) byName.set(card.name, card);

export function findCard(codeOrName: string): CatalogCard | undefined {
  return byCode.get(codeOrName) ?? byName.get(codeOrName);
}
