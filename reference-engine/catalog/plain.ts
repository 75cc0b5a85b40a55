// Cards with no text that the suite uses as scenery: the default battlefield and the runes of
// "Alice has 3 runes in her runes". They are not printed cards, so their codes start with
// "riftcheck:" and can never clash with an official code. An engine without a card-text compiler
// can still build them: a battlefield or rune with no abilities needs nothing but its type.
import type { CatalogCard } from './cards.ts';

function plain(code: string, name: string, type: 'battlefield' | 'rune'): CatalogCard {
  return { code, name, type, energy: null, power: {}, powerKnown: true, might: null, domains: [], tags: [], text: '', textVersion: 'riftcheck plain card' };
}

export const PLAIN_CARDS: readonly CatalogCard[] = [
  plain('riftcheck:plain-battlefield', 'Plain Battlefield', 'battlefield'),
  plain('riftcheck:basic-rune', 'Basic Rune', 'rune'),
  // the token battlefield with no abilities that takes a removed player's battlefield's place (652.2.a)
  { ...plain('riftcheck:token-battlefield', 'Token Battlefield', 'battlefield'), token: true },
];
