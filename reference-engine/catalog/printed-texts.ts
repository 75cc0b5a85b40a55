// The printed text of each catalog card whose text an erratum changed, and when the erratum came out:
// a game under an edition of the rules published before the erratum plays the card as printed (the
// text in force then); from the first edition published after it, the catalog's errata text.
// test/catalog/catalog.test.ts checks each printed text against the gallery and each date against
// the errata notes; a catalog card with errata text and no entry here fails that test.

/** When each errata note was published (faq/errata.json `publishedAt`). */
export const ERRATA_PUBLISHED = {
  origins: '2025-10-28',
  spiritforged: '2026-01-14',
  unleashed: '2026-04-03',
} as const;

export interface PrintedText {
  code: string;
  name: string;
  /** The errata note that changed the text. */
  erratum: keyof typeof ERRATA_PUBLISHED;
  /** The gallery text, as printed. */
  printed: string;
}

export const PRINTED_BEFORE_ERRATA: readonly PrintedText[] = [
  {
    code: 'OGN-044/298',
    name: 'Clockwork Keeper',
    erratum: 'origins',
    printed: 'As you play me, you may pay :rb_rune_calm: as an additional cost. If you do, draw 1.',
  },
  {
    code: 'OGN-077/298',
    name: "Zhonya's Hourglass",
    erratum: 'origins',
    printed:
      "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nThe next time a friendly unit would die, kill this instead. Recall that unit exhausted. (Send it to base. This isn't a move.)",
  },
  {
    code: 'OGN-115/298',
    name: 'Promising Future',
    erratum: 'origins',
    printed:
      'Each player looks at the top 5 cards of their Main Deck, chooses one, then recycles the rest. Starting with the next player, each player plays those cards, ignoring Energy costs. (They must still pay Power costs.)',
  },
  {
    code: 'OGN-160/298',
    name: 'Dazzling Aurora',
    erratum: 'origins',
    printed: 'At the end of your turn, reveal cards from the top of your Main Deck until you reveal a unit. Play it, ignoring its cost, and recycle the rest.',
  },
  {
    code: 'OGN-194/298',
    name: 'Nocturne, Horrifying',
    erratum: 'origins',
    printed:
      "[Ganking] (I can move from battlefield to battlefield.)\nWhen you look at cards from the top of your deck (and don't draw them) and see me, you may play me for :rb_rune_rainbow:.",
  },

  {
    code: 'SFD-053/221',
    name: 'Janna, Savior',
    erratum: 'spiritforged',
    printed:
      '[Reaction] (Play any time, even before spells and abilities resolve, including to a battlefield you control.)\nWhen you play me, heal your units here, then move an enemy unit from here to its base.',
  },
  {
    code: 'SFD-060/221',
    name: 'Tianna Crownguard',
    erratum: 'spiritforged',
    printed:
      "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nWhile I'm at a battlefield, opponents can't score points.",
  },
  {
    code: 'SFD-112/221',
    name: 'Kato the Arm',
    erratum: 'spiritforged',
    printed:
      '[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nWhen I move to a battlefield, give a friendly unit my keywords and +:rb_might: equal to my Might this turn.',
  },
  {
    code: 'SFD-116/221',
    name: 'Yone, Blademaster',
    erratum: 'spiritforged',
    printed:
      "[Weaponmaster] (When you play me, you may [Equip] one of your Equipment to me for :rb_rune_rainbow: less, even if it's already attached.)\nWhen I conquer an open battlefield, deal damage equal to my Might to an enemy unit in a base.",
  },
  {
    code: 'SFD-163/221',
    name: 'Deathgrip',
    erratum: 'spiritforged',
    printed:
      '[Reaction] (Play any time, even before spells and abilities resolve.)\nKill a friendly unit to give +:rb_might: equal to its Might to another friendly unit this turn. Draw 1.',
  },
  {
    code: 'OGN-235/298',
    name: 'Karma, Channeler',
    erratum: 'origins',
    printed:
      "[Vision] (When you play me, look at the top card of your Main Deck. You may recycle it.)\nWhen you recycle one or more cards, buff a friendly unit. (If it doesn't have a buff, it gets a +1 :rb_might: buff. Runes aren't cards.)",
  },
  {
    code: 'OGN-296/298',
    name: 'Void Gate',
    erratum: 'origins',
    printed: 'Spells and abilities affecting units here each deal 1 Bonus Damage. (Each instance of damage the spell deals is increased by 1.)',
  },
  {
    code: 'OGN-121/298',
    name: 'Teemo, Strategist',
    erratum: 'origins',
    printed:
      "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nWhen I defend or I'm played from [Hidden], reveal the top 5 cards of your Main Deck. Deal 1 to an enemy unit here for each card with [Hidden], then recycle them.",
  },
  {
    code: 'OGN-073/298',
    name: 'Sona, Harmonious',
    erratum: 'origins',
    printed: "While I'm at a battlefield, ready 4 friendly runes at the end of your turn.",
  },
  {
    code: 'OGN-181/298',
    name: 'Pack of Wonders',
    erratum: 'origins',
    printed: ":rb_exhaust:: Return another friendly gear, unit, or [Hidden] card to its owner's hand.",
  },
  {
    code: 'OGN-199/298',
    name: 'Tideturner',
    erratum: 'origins',
    printed:
      '[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nWhen you play me, you may choose a friendly unit. Move me to its location and it to my original location.',
  },
  {
    code: 'OGN-107/298',
    name: 'Ava Achiever',
    erratum: 'origins',
    printed: 'When I attack, you may pay :rb_rune_mind: to play a card with [Hidden] from your hand here, ignoring its cost.',
  },
];

const BY_CODE = new Map(PRINTED_BEFORE_ERRATA.map((p) => [p.code, p]));

/** The printed text a card had before its erratum, when the erratum came out after `asOf` (an ISO date). */
export function printedTextAsOf(code: string, asOf: string): string | null {
  const entry = BY_CODE.get(code);
  return entry && ERRATA_PUBLISHED[entry.erratum] > asOf ? entry.printed : null;
}
