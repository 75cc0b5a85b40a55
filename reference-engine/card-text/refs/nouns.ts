// The nouns a reference can name, their printed forms, and the capitalised words that are grammar.
import type { ObjectNoun } from '../ast.ts';

export const NOUN_FORMS: Record<string, { noun: ObjectNoun; plural: boolean }> = {
  unit: { noun: 'unit', plural: false },
  units: { noun: 'unit', plural: true },
  gear: { noun: 'gear', plural: false },
  gears: { noun: 'gear', plural: true },
  spell: { noun: 'spell', plural: false },
  spells: { noun: 'spell', plural: true },
  card: { noun: 'card', plural: false },
  cards: { noun: 'card', plural: true },
  rune: { noun: 'rune', plural: false },
  runes: { noun: 'rune', plural: true },
  legend: { noun: 'legend', plural: false },
  legends: { noun: 'legend', plural: true },
  battlefield: { noun: 'battlefield', plural: false },
  battlefields: { noun: 'battlefield', plural: true },
  token: { noun: 'token', plural: false },
  tokens: { noun: 'token', plural: true },
  ability: { noun: 'ability', plural: false },
  abilities: { noun: 'ability', plural: true },
  champion: { noun: 'champion', plural: false },
  champions: { noun: 'champion', plural: true },
  equipment: { noun: 'equipment', plural: false },
  permanent: { noun: 'permanent', plural: false },
  permanents: { noun: 'permanent', plural: true },
  player: { noun: 'player', plural: false },
  players: { noun: 'player', plural: true },
  opponent: { noun: 'opponent', plural: false },
  opponents: { noun: 'opponent', plural: true },
  buff: { noun: 'buff', plural: false },
  buffs: { noun: 'buff', plural: true },
  location: { noun: 'location', plural: false },
  locations: { noun: 'location', plural: true },
  combat: { noun: 'combat', plural: false },
  showdown: { noun: 'showdown', plural: false },
  something: { noun: 'something', plural: false },
  cost: { noun: 'cost', plural: false },
  costs: { noun: 'cost', plural: true },
};

const NOUN_PLURAL: Record<string, string> = {};
for (const [word, f] of Object.entries(NOUN_FORMS)) if (f.plural) NOUN_PLURAL[f.noun] = word;
NOUN_PLURAL.gear = 'gear';
NOUN_PLURAL.equipment = 'equipment';
export function nounWord(noun: ObjectNoun, plural: boolean): string {
  if (noun === 'facedown-card') return plural ? 'facedown cards' : 'facedown card';
  if (noun === 'activated-ability') return plural ? 'activated abilities' : 'activated ability';
  return plural ? (NOUN_PLURAL[noun] ?? `${noun}s`) : noun;
}

/** The names of the gear tokens rule 187 defines (187.5), which a reference may use for the noun ("your Gold"). */
export const GEAR_TOKEN_NAMES: ReadonlySet<string> = new Set(['Gold']);

/** Capitalised words that are grammar, not tags or names. */
export const RESERVED = new Set([
  'i',
  'me',
  'my',
  'you',
  'your',
  'it',
  'its',
  'they',
  'their',
  'them',
  'this',
  'that',
  'the',
  'a',
  'an',
  'all',
  'each',
  'any',
  'up',
  'when',
  'while',
  'if',
  'at',
  'then',
  'choose',
  'deal',
  'kill',
  'play',
  'draw',
  'might',
  'energy',
  'main',
  'deck',
  'xp',
  'another',
  'other',
  'friendly',
  'enemy',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'units',
  'unit',
  'gear',
  'spell',
  'spells',
]);
