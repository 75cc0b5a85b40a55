// The cards a scenario sends besides catalog cards: plain cards with no text, and the test cards it uses.
import type { Setup, TestCard } from '../drivers/protocol.ts';

/**
 * A battlefield without abilities, for scenarios about where units are rather than what a battlefield
 * does. A plain card (openapi.yaml, ObjectSetup.card), not a test card: an engine builds it without
 * compiling any text.
 */
export const DEFAULT_BATTLEFIELD = 'riftcheck:plain-battlefield';

/** A rune without abilities: a plain card (openapi.yaml, ObjectSetup.card), built without any text. */
export const BASIC_RUNE = 'riftcheck:basic-rune';

/**
 * The declared test cards a setup uses: those its objects are built from, and those named in the text
 * of a used card (a card that creates another, for instance). A Background declares every test card
 * its Examples need; each Example sends only its own, so one that uses none needs no card-text compiler.
 */
export function usedTestCards(setup: Omit<Setup, 'testCards'>, declared: readonly TestCard[]): TestCard[] {
  const ids = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) for (const v of value) collect(v);
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (key === 'card' && typeof v === 'string') ids.add(v);
        // a deck (openapi.yaml DeckSetup) names its cards as plain strings
        else if (key === 'deck' && v && typeof v === 'object') for (const card of Object.values(v).flat()) ids.add(String(card));
        else collect(v);
      }
    }
  };
  collect(setup);
  const used = declared.filter((c) => ids.has(c.id));
  for (let i = 0; i < used.length; i++) {
    for (const c of declared) if (!used.includes(c) && used[i]!.text.includes(c.name)) used.push(c);
  }
  return declared.filter((c) => used.includes(c));
}

/**
 * Whether the test card is declared already, the same card (a step repeated, a deck's card list): a card of the same
 * name with another definition (a Background's "Sifter" and an Example's own) is refused, or the Example would
 * silently play with the first.
 */
export function alreadyDeclared(declared: readonly TestCard[], card: TestCard): boolean {
  const known = declared.find((c) => c.id === card.id);
  if (!known) return false;
  const { stock: _stock, ...before } = known;
  if (JSON.stringify(before) !== JSON.stringify(card))
    throw new Error(`the test card "${card.name}" is declared already with another definition (in the Background?): give this one another name`);
  return true;
}
