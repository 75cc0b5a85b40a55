// The cards the suite's scenarios use, carried inside the project so that the suite and the
// reference engine need nothing outside the repo. Texts are the official gallery's printed texts
// (symbols as `:rb_energy_1:`) with the card errata applied where one exists; `textVersion` says
// which. `test/catalog/catalog.test.ts` checks every entry against the source material.
// Long file: data, one entry per catalog card.
import type { Domain } from '../card-text/ast.ts';

export type CardDomain = Exclude<Domain, 'rainbow'>;
export type CatalogCardType = 'unit' | 'spell' | 'gear' | 'rune' | 'battlefield' | 'legend';

export interface CatalogCard {
  /** Official code, e.g. "OGN-024/298". */
  code: string;
  name: string;
  type: CatalogCardType;
  /** Energy cost; null for cards that are never paid for (tokens). */
  energy: number | null;
  /**
   * Power cost by domain. `powerKnown: false` means the source material does not give it; the
   * engine then treats the card as costing no Power, which is what the rules' own examples state
   * for the cards they describe (Legion Rearguard, Clockwork Keeper).
   */
  power: Partial<Record<CardDomain, number>>;
  powerKnown: boolean;
  might: number | null;
  domains: CardDomain[];
  tags: string[];
  text: string;
  /** "printed" (gallery text), or "errata <set> <date of the errata snapshot>". */
  textVersion: string;
  token?: boolean;
}

const ORIGINS_ERRATA = 'errata Origins (snapshot 2026-07-25)';

export const CATALOG: readonly CatalogCard[] = [
  {
    code: 'OGN-256/298', name: 'Fox-Fire', type: 'spell', energy: 3, power: {}, powerKnown: false, might: null,
    domains: ['calm', 'mind'], tags: ['Ahri'], textVersion: 'printed',
    text: '[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nKill any number of units at a battlefield with total Might 4 or less.',
  },
  {
    code: 'OGN-208/298', name: 'Cruel Patron', type: 'unit', energy: 4, power: {}, powerKnown: false, might: 6,
    domains: ['order'], tags: ['Noxus'], textVersion: 'printed',
    text: 'As an additional cost to play me, kill a friendly unit.',
  },
  {
    code: 'OGN-024/298', name: 'Void Seeker', type: 'spell', energy: 3, power: { fury: 1 }, powerKnown: true, might: null,
    domains: ['fury'], tags: [], textVersion: 'printed',
    text: '[Action] (Play on your turn or in showdowns.)\nDeal 4 to a unit at a battlefield. Draw 1.',
  },
  {
    code: 'OGN-260/298', name: 'Last Breath', type: 'spell', energy: 3, power: { calm: 1, chaos: 1 }, powerKnown: true, might: null,
    domains: ['calm', 'chaos'], tags: ['Yasuo'], textVersion: 'printed',
    text: '[Action] (Play on your turn or in showdowns.)\nReady a friendly unit. It deals damage equal to its Might to an enemy unit at a battlefield.',
  },
  {
    code: 'OGN-014/298', name: 'Sky Splitter', type: 'spell', energy: 8, power: { fury: 1 }, powerKnown: true, might: null,
    domains: ['fury'], tags: [], textVersion: 'printed',
    text: "[Action] (Play on your turn or in showdowns.)\nThis spell's Energy cost is reduced by the highest Might among units you control.\nDeal 5 to a unit at a battlefield.",
  },
  {
    code: 'OGN-084/298', name: 'Eager Apprentice', type: 'unit', energy: 3, power: {}, powerKnown: false, might: 3,
    domains: ['mind'], tags: ['Piltover'], textVersion: 'printed',
    text: "While I'm at a battlefield, the Energy costs for spells you play is reduced by :rb_energy_1:, to a minimum of :rb_energy_1:.",
  },
  {
    code: 'OGN-010/298', name: 'Legion Rearguard', type: 'unit', energy: 2, power: {}, powerKnown: false, might: 2,
    domains: ['fury'], tags: ['Trifarian', 'Noxus'], textVersion: 'printed',
    text: '[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)',
  },
  {
    code: 'OGN-044/298', name: 'Clockwork Keeper', type: 'unit', energy: 2, power: {}, powerKnown: false, might: 2,
    domains: ['calm'], tags: ['Shurima'], textVersion: ORIGINS_ERRATA,
    text: 'You may pay :rb_rune_calm: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, draw 1.',
  },
  {
    code: 'OGN-077/298', name: "Zhonya's Hourglass", type: 'gear', energy: 2, power: {}, powerKnown: false, might: null,
    domains: ['calm'], tags: [], textVersion: ORIGINS_ERRATA,
    text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nIf a friendly unit would die, kill this instead. Heal that unit, exhaust it, and recall it. (Send it to base. This isn't a move.)",
  },
  {
    code: 'OGN-242/298', name: 'Baited Hook', type: 'gear', energy: 3, power: {}, powerKnown: false, might: null,
    domains: ['order'], tags: [], textVersion: ORIGINS_ERRATA,
    text: ':rb_energy_1::rb_rune_order:, :rb_exhaust:: Kill a friendly unit. Look at the top 5 cards of your Main Deck. You may banish a unit from among them that has Might up to 1 more than the killed unit and play it, ignoring its cost. Then recycle the rest.',
  },
  {
    code: 'OGN-213/298', name: 'Hidden Blade', type: 'spell', energy: 2, power: { order: 1 }, powerKnown: true, might: null,
    domains: ['order'], tags: [], textVersion: 'printed',
    text: '[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nKill a unit at a battlefield. Its controller draws 2.',
  },
  {
    code: 'OGS-011/024', name: 'Flash', type: 'spell', energy: 2, power: {}, powerKnown: false, might: null,
    domains: ['chaos'], tags: [], textVersion: 'printed',
    text: '[Reaction] (Play any time, even before spells and abilities resolve.)\nMove up to 2 friendly units to base.',
  },
  {
    code: 'OGN-169/298', name: 'Gust', type: 'spell', energy: 1, power: {}, powerKnown: false, might: null,
    domains: ['chaos'], tags: [], textVersion: 'printed',
    text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nReturn a unit at a battlefield with 3 :rb_might: or less to its owner's hand.",
  },
  {
    code: 'UNL-106/219', name: 'Repulse', type: 'spell', energy: 1, power: { body: 1 }, powerKnown: true, might: null,
    domains: ['body'], tags: [], textVersion: 'printed',
    text: '[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a friendly unit at a battlefield. Counter an enemy spell or ability that chooses it and no other friendly unit.',
  },
  {
    code: 'OGN-058/298', name: 'Discipline', type: 'spell', energy: 2, power: {}, powerKnown: false, might: null,
    domains: ['calm'], tags: [], textVersion: 'printed',
    text: '[Reaction] (Play any time, even before spells and abilities resolve.)\nGive a unit +2 :rb_might: this turn. Draw 1.',
  },
  {
    code: 'OGN-064/298', name: 'Wind Wall', type: 'spell', energy: 3, power: { calm: 2 }, powerKnown: true, might: null,
    domains: ['calm'], tags: [], textVersion: 'printed',
    text: '[Reaction] (Play any time, even before spells and abilities resolve.)\nCounter a spell.',
  },
  {
    code: 'VEN-052/166', name: 'Mesmerize', type: 'spell', energy: 1, power: {}, powerKnown: false, might: null,
    domains: ['mind'], tags: [], textVersion: 'printed',
    text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose one —\nReturn a friendly unit to its owner's hand.\nGive an enemy unit -2 :rb_might: this turn.",
  },
  {
    code: 'OGN-098/298', name: 'Energy Conduit', type: 'gear', energy: 3, power: {}, powerKnown: false, might: null,
    domains: ['mind'], tags: [], textVersion: 'printed',
    text: ":rb_exhaust:: [Reaction] — [Add] :rb_energy_1:. (Abilities that add resources can't be reacted to.)",
  },
  {
    code: 'OGN-076/298', name: 'Yasuo, Remorseful', type: 'unit', energy: 6, power: { calm: 2 }, powerKnown: true, might: 6,
    domains: ['calm'], tags: ['Yasuo', 'Ionia'], textVersion: 'printed',
    text: 'When I attack, deal damage equal to my Might to an enemy unit here.',
  },
  {
    code: 'UNL-082/219', name: 'Lillia, Fae Fawn', type: 'unit', energy: 3, power: {}, powerKnown: false, might: 3,
    domains: ['mind'], tags: ['Fae', 'Lillia', 'Ionia'], textVersion: 'printed',
    text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_mind: as an additional cost to have me enter ready.)\nWhen I move from a location, play a 3 :rb_might: Sprite unit token with [Temporary] there. (Kill it at the start of its controller's Beginning Phase, before scoring.)",
  },
  {
    code: 'UNL-050/219', name: 'Iascylla', type: 'unit', energy: 7, power: { calm: 1 }, powerKnown: true, might: 6,
    domains: ['calm'], tags: ['Bilgewater'], textVersion: 'printed',
    text: 'When I hold, at the start of your next Main Phase, you may move an enemy unit to this battlefield.',
  },
  {
    code: 'SFD-149/221', name: 'Ezreal, Prodigy', type: 'unit', energy: 3, power: { chaos: 1 }, powerKnown: true, might: 3,
    domains: ['chaos'], tags: ['Ezreal', 'Piltover'], textVersion: 'printed',
    text: 'When you play me, discard 1, then draw 2.\nOptional additional costs you pay cost :rb_energy_1: or :rb_rune_rainbow: less.',
  },
  {
    code: 'OGN-272/298', name: 'Recruit (NX)', type: 'unit', energy: null, power: {}, powerKnown: false, might: 1,
    domains: [], tags: ['Recruit'], textVersion: 'printed', token: true,
    text: '',
  },
  {
    code: 'OGN-175/298', name: 'Shipyard Skulker', type: 'unit', energy: 3, power: {}, powerKnown: false, might: 3,
    domains: ['chaos'], tags: ['Pirate', 'Bilgewater'], textVersion: 'printed',
    text: '',
  },
  {
    code: 'OGN-219/298', name: 'Vanguard Sergeant', type: 'unit', energy: 4, power: {}, powerKnown: false, might: 4,
    domains: ['order'], tags: ['Elite', 'Demacia'], textVersion: 'printed',
    text: '',
  },
  {
    code: 'OGN-049/298', name: 'Playful Phantom', type: 'unit', energy: 5, power: {}, powerKnown: false, might: 5,
    domains: ['calm'], tags: ['Spirit', 'Shadow Isles'], textVersion: 'printed',
    text: '',
  },
  {
    code: 'OGN-059/298', name: 'Eclipse Herald', type: 'unit', energy: 7, power: { calm: 1 }, powerKnown: true, might: 7,
    domains: ['calm'], tags: ['Bird', 'Mount Targon'], textVersion: 'printed',
    text: 'When you stun an enemy unit, ready me and give me +1 :rb_might: this turn.',
  },
  {
    // The source gives its Power cost as 1 without a domain; fury (its first domain) is recorded.
    code: 'OGN-252/298', name: 'Super Mega Death Rocket!', type: 'spell', energy: 4, power: { fury: 1 }, powerKnown: true, might: null,
    domains: ['fury', 'chaos'], tags: ['Jinx'], textVersion: 'printed',
    text: 'Deal 5 to a unit.\nWhen you conquer, you may discard 1 to return this from your trash to your hand.',
  },
  {
    code: 'OGN-088/298', name: 'Mega-Mech', type: 'unit', energy: 7, power: {}, powerKnown: false, might: 8,
    domains: ['mind'], tags: ['Mech', 'Bandle City'], textVersion: 'printed',
    text: '',
  },
  {
    code: 'VEN-126/166', name: 'Ki Barrier', type: 'spell', energy: 2, power: {}, powerKnown: false, might: null,
    domains: ['order'], tags: [], textVersion: 'printed',
    text: '[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a unit. Prevent the next 7 damage that would be dealt to it this turn. (Opponents can assign it extra combat damage to kill it.)',
  },
  {
    // The source gives its Power cost as 1 without a domain; calm (its first domain) is recorded.
    code: 'SFD-194/221', name: 'Counter Strike', type: 'spell', energy: 2, power: { calm: 1 }, powerKnown: true, might: null,
    domains: ['calm', 'body'], tags: ['Jax'], textVersion: 'printed',
    text: '[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a unit. The next time that unit would be dealt damage this turn, prevent it. Draw 1.',
  },
];
