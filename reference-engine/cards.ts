// Turns a setup's card name (official code, exact name, or test card id) into the engine's card definition.
import { findCard, printedTextAsOf } from './catalog/index.ts';
import { CURRENT_EDITION, EDITION_PUBLISHED, isEdition } from './editions.ts';
import type { Domain, TestCard } from './interface.ts';
import { keywordLines, type CardDefinition } from './state.ts';
import { processCache } from './process-caches.ts';

// Per text: every game places its test cards anew, each object reading its card's text again.
const keywordsByText = processCache<string, readonly string[]>();

/**
 * Keywords printed as "[Name]" at the start of a line of text, e.g. "[Action]", "[Reaction]",
 * "[Deathknell][>] ...". An Action or Reaction followed by "[>]" or a dash heads an activated
 * ability ("[Action][>] :rb_exhaust:: ..."): the ability has it, not the card (806.1.d, 813.1.d).
 */
export function keywordsInText(text: string): string[] {
  let found = keywordsByText.get(text);
  if (!found) keywordsByText.set(text, (found = readKeywords(text)));
  return [...found]; // the caller's own list: a card definition keeps it
}

function readKeywords(text: string): string[] {
  const found: string[] = [];
  for (const line of keywordLines(text)) {
    for (const m of line.matchAll(/^\s*\[([A-Z][A-Za-z-]*)(?:\s+\d+)?\](\s*(?:\[>\]|—))?/g)) {
      const headsAbility = m[2] !== undefined && (m[1] === 'Action' || m[1] === 'Reaction');
      if (!headsAbility) found.push(m[1]);
    }
  }
  return found;
}

// A catalog card's definition never changes: built once, frozen, and shared by every game and object.
const catalogDefinitions = processCache<string, CardDefinition | null>();

/**
 * A card's definition in a game under `edition`: a test card as sent, a catalog card with the text in
 * force when the edition was published (as printed before a later erratum, catalog/printed-texts.ts).
 */
export function cardDefinition(name: string, testCards: readonly TestCard[], edition: string = CURRENT_EDITION): CardDefinition | null {
  const test = testCards.find((c) => c.id === name);
  if (test) {
    const { id, name: cardName, type, alsoTypes, cost, might, domains, tags, keywords, text, effectText, mightBonus } = test;
    const card: CardDefinition = { id, name: cardName, type, cost, might, domains, tags, keywords: keywords ?? keywordsInText(text), text };
    if (alsoTypes?.length) card.alsoTypes = alsoTypes.filter((t) => t !== type);
    if (effectText) card.effectText = effectText;
    if (mightBonus !== undefined) card.mightBonus = mightBonus;
    return card;
  }
  const code = findCard(name)?.code;
  const printed = code === undefined ? null : printedTextAsOf(code, EDITION_PUBLISHED[isEdition(edition) ? edition : CURRENT_EDITION]);
  const key = printed === null ? name : `${name}\u0000as printed`;
  let definition = catalogDefinitions.get(key);
  if (definition === undefined) {
    definition = catalogDefinition(name, printed);
    catalogDefinitions.set(key, definition);
  }
  return definition;
}

function catalogDefinition(name: string, printedText: string | null): CardDefinition | null {
  const found = findCard(name);
  if (!found) return null;
  const card = printedText === null ? found : { ...found, text: printedText };
  const power: Domain[] = [];
  for (const [domain, n] of Object.entries(card.power)) for (let i = 0; i < (n ?? 0); i++) power.push(domain as Domain);
  return deepFreeze({
    id: card.code,
    name: card.name,
    type: card.token ? 'token' : card.type,
    cost: card.energy === null ? undefined : { energy: card.energy, power },
    might: card.might ?? undefined,
    domains: card.domains && [...card.domains],
    tags: card.tags && [...card.tags],
    keywords: keywordsInText(card.text),
    text: card.type === 'rune' && card.text === '' && card.domains.length === 1 ? basicRuneText(card.domains[0]) : card.text,
  });
}

/**
 * Rule 164.2: a basic rune, whose card prints no text, always has two abilities: exhaust it to add
 * 1 Energy, recycle it (even exhausted) to add 1 Power of its domain. Written here in card text so
 * they are compiled, offered and carried out like any printed ability.
 */
export function basicRuneText(domain: string): string {
  return `:rb_exhaust:: [Reaction] — [Add] :rb_energy_1:.\nRecycle this: [Reaction] — [Add] :rb_rune_${domain}:.`;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
