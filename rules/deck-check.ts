// The deck construction rules of v1.4 (103 and the modes' battlefield counts) applied to a deck list:
// legal, or each violation with the rule it breaks. Card identity comes from the caller: the card list
// of the rules data (deckCardsFromCardList) or the project's catalog.
//
// The card list has no supertype field, so two kinds are derived, and documented as such:
// - a *champion unit* is a unit named "<Champion>, <Title>" that carries its champion's tag;
// - a *signature card* is any other card (not a legend) carrying a champion tag, a champion tag being
//   a legend's tag that names a champion (some champion unit is named after it: "Kennen", not "Yordle").
import type { CardRecord } from './card-list.ts';
import type { DeckEntry, DeckList } from './deck-list.ts';
import { closestStrings } from './lookup.ts';

export type DeckCardType = 'unit' | 'spell' | 'gear' | 'rune' | 'legend' | 'battlefield' | 'other';

export interface DeckCard {
  code: string;
  name: string;
  type: DeckCardType;
  /** Lower case; a colorless card has none. */
  domains: string[];
  tags: string[];
  /** What the card's own text says about deck construction: absent when it says nothing. */
  construction?: DeckPermissions;
}

/** Deck construction read from a card's text: the only card text that matters before a game. */
export interface DeckPermissions {
  /** [Unique]: one card of its name per deck (825.3.a), a signature card included (825.3.b). */
  unique?: true;
  /** "Your deck can have any number of cards named <its name>": no limit of three on its name (103.2.b). */
  anyNumber?: true;
  /** "Your deck can have me regardless of my domain": within any Domain Identity (103.1.b.5). */
  anyDomain?: true;
}

export interface DeckViolation {
  /** The v1.4 rule the deck breaks. */
  rule: string;
  message: string;
  /** The cards concerned, by name. */
  cards?: string[];
}

export interface UnknownCard {
  card: string;
  line?: number;
  /** Close names of known cards, for a typo. */
  suggestions: string[];
}

export interface DeckCheck {
  legal: boolean;
  edition: 'v1.4';
  mode: DeckMode;
  violations: DeckViolation[];
  unknownCards: UnknownCard[];
  /** What the list holds, as read: the main deck counts the chosen champion. */
  counts: { main: number; runes: number; battlefields: number; signature: number; sideboard: number };
  /** The legend's domains: the deck's Domain Identity (103.1.b.2). */
  domainIdentity: string[];
}

/** The sanctioned modes of play and the rule that says each player brings three battlefields. */
export const DECK_MODES = { duel: '485.4.a', match: '486.4.a', ffa3: '487.4.a', ffa4: '488.4.a', '2v2': '489.4.a' } as const;
export type DeckMode = keyof typeof DECK_MODES;

const MAIN_DECK_MIN = 40;
const COPIES_MAX = 3;
const SIGNATURE_MAX = 3;
const RUNES = 12;
const BATTLEFIELDS = 3;
const SUGGESTED = 20;

/** The card list's records as deck cards. */
export function deckCardsFromCardList(records: readonly CardRecord[]): DeckCard[] {
  return deckCardsFrom(records.map((r) => ({ ...r, type: r.type ?? '' })));
}

/** Cards of another source (the project's catalog): a token is never a deck card. */
export function deckCardsFrom(
  cards: ReadonlyArray<{ code: string; name: string; type: string; domains: readonly string[]; tags: readonly string[]; token?: boolean; text?: string }>,
): DeckCard[] {
  return cards.map((c) => {
    const construction = deckPermissions(c.name, c.text ?? '');
    return {
      code: c.code,
      name: c.name,
      type: c.token ? 'other' : deckCardType(c.type),
      domains: c.domains.map((d) => d.toLowerCase()).filter((d) => d !== 'colorless'),
      tags: [...c.tags],
      ...(construction ? { construction } : {}),
    };
  });
}

/** The deck construction a card's text changes (the keyword and the two permissions printed on cards), or null. */
export function deckPermissions(name: string, text: string): DeckPermissions | null {
  const permissions: DeckPermissions = {};
  if (/\[Unique\]/.test(text)) permissions.unique = true;
  const anyNumber = /Your deck can have any number of cards named ([^.]+)\./.exec(text);
  if (anyNumber && anyNumber[1].trim() === name) permissions.anyNumber = true;
  if (/Your deck can have me regardless of my domain/.test(text)) permissions.anyDomain = true;
  return Object.keys(permissions).length ? permissions : null;
}

export function deckCardType(type: string | null): DeckCardType {
  const t = (type ?? '').toLowerCase();
  return t === 'unit' || t === 'spell' || t === 'gear' || t === 'rune' || t === 'legend' || t === 'battlefield' ? t : 'other';
}

/** Names of the champions: the part before the comma of a unit named "<Champion>, <Title>" that carries that tag. */
function championNames(cards: readonly DeckCard[]): Set<string> {
  const names = new Set<string>();
  for (const c of cards) {
    const head = c.type === 'unit' && c.name.includes(', ') ? c.name.slice(0, c.name.indexOf(', ')) : null;
    if (head && c.tags.includes(head)) names.add(head);
  }
  return names;
}

const isChampionUnit = (c: DeckCard, champions: Set<string>): boolean =>
  c.type === 'unit' && c.name.includes(', ') && champions.has(c.name.slice(0, c.name.indexOf(', '))) && c.tags.includes(c.name.slice(0, c.name.indexOf(', ')));

export function checkDeck(list: DeckList, cards: readonly DeckCard[], mode: DeckMode = 'duel'): DeckCheck {
  const byKey = new Map<string, DeckCard>();
  for (const c of cards) {
    if (!byKey.has(c.code.toLowerCase())) byKey.set(c.code.toLowerCase(), c);
    if (!byKey.has(c.name.toLowerCase())) byKey.set(c.name.toLowerCase(), c);
  }
  // A code without its "/298" suffix names the card too.
  for (const c of cards) {
    const short = c.code.replace(/\/\d+$/, '').toLowerCase();
    if (!byKey.has(short)) byKey.set(short, c);
  }
  const unknownCards: UnknownCard[] = [];
  const names = [...new Set(cards.map((c) => c.name))];
  const resolve = (entries: readonly DeckEntry[]): Array<{ card: DeckCard; count: number }> =>
    entries.flatMap((e) => {
      const card = byKey.get(e.card.trim().toLowerCase());
      if (card) return [{ card, count: e.count }];
      // Suggestions cost a comparison with every name: the first few unknown cards get them.
      const suggestions = unknownCards.length < SUGGESTED ? closestStrings(e.card.toLowerCase(), names, 3) : [];
      unknownCards.push({ card: e.card, ...(e.line === undefined ? {} : { line: e.line }), suggestions });
      return [];
    });

  const legends = resolve(list.legend);
  const chosen = resolve(list.champion);
  const main = resolve(list.main);
  const runes = resolve(list.runes);
  const battlefields = resolve(list.battlefields);
  const sideboard = resolve(list.sideboard);
  const violations: DeckViolation[] = [];
  const add = (rule: string, message: string, names?: string[]) => violations.push({ rule, message, ...(names?.length ? { cards: [...new Set(names)] } : {}) });
  const total = (xs: Array<{ count: number }>) => xs.reduce((n, x) => n + x.count, 0);
  const champions = championNames(cards);

  // 103.1: one Champion Legend; its domains are the Domain Identity, its champion tag the deck's.
  const legendCount = total(list.legend);
  if (legendCount !== 1) add('103.1', `a deck has exactly one Champion Legend; this list has ${legendCount}`);
  const legend = legends.length === 1 && legends[0]!.count === 1 ? legends[0]!.card : undefined;
  if (legend && legend.type !== 'legend') add('103.1', `${legend.name} is a ${legend.type}, not a legend`, [legend.name]);
  const identity = legend?.type === 'legend' ? legend.domains : [];
  const championTag = legend?.type === 'legend' ? legend.tags.find((t) => champions.has(t)) : undefined;

  // 103.2.a.2: one Chosen Champion, a champion unit with the legend's champion tag; 103.2.d.3: never a signature card.
  const chosenCount = total(list.champion);
  if (chosenCount !== 1) add('103.2.a', `a deck has exactly one Chosen Champion; this list has ${chosenCount}`);
  const champion = chosen.length === 1 && chosen[0]!.count === 1 ? chosen[0]!.card : undefined;
  if (champion) {
    const isSignature = champion.type !== 'legend' && !isChampionUnit(champion, champions) && champion.tags.some((t) => champions.has(t));
    if (isSignature) add('103.2.d.3', `${champion.name} is a signature card, not a champion unit: it cannot be the Chosen Champion`, [champion.name]);
    else if (!isChampionUnit(champion, champions)) add('103.2.a.2', `${champion.name} is not a champion unit`, [champion.name]);
    else if (championTag && !champion.tags.includes(championTag)) {
      add('103.2.a.2', `${champion.name} does not carry the tag ${championTag} of the legend ${legend!.name}`, [champion.name]);
    }
  }

  // 103.2: at least 40 main deck cards, the Chosen Champion among them; units, gear and spells only.
  const mainDeck = [...chosen, ...main];
  const mainCount = total(mainDeck);
  if (mainCount < MAIN_DECK_MIN)
    add('103.2', `the Main Deck holds ${mainCount} card${mainCount === 1 ? '' : 's'} with the Chosen Champion; it needs at least ${MAIN_DECK_MIN}`);
  const misplaced = main.filter(({ card }) => card.type !== 'unit' && card.type !== 'spell' && card.type !== 'gear');
  if (misplaced.length)
    add(
      '103.2',
      `the Main Deck holds units, gear and spells only, not ${misplaced.map(({ card }) => `${card.name} (${card.type})`).join(', ')}`,
      misplaced.map(({ card }) => card.name),
    );

  // 103.2.b: at most 3 copies of a name, the Chosen Champion included, unless the card's text allows any number;
  // 825.3: one of a name with [Unique].
  const copies = new Map<string, number>();
  for (const { card, count } of mainDeck) copies.set(card.name, (copies.get(card.name) ?? 0) + count);
  const permissions = new Map(mainDeck.map(({ card }) => [card.name, card.construction ?? {}]));
  for (const [name, n] of copies) {
    const { unique, anyNumber } = permissions.get(name)!;
    if (unique && n > 1) {
      const card = mainDeck.find((e) => e.card.name === name)!.card;
      const signature = !isChampionUnit(card, champions) && card.tags.some((t) => champions.has(t));
      add(signature ? '825.3.b' : '825.3.a', `${n} copies of ${name}, which has [Unique]: at most one of its name`, [name]);
    } else if (n > COPIES_MAX && !anyNumber) add('103.2.b', `${n} copies of ${name}; at most ${COPIES_MAX} of one name (the Chosen Champion counts)`, [name]);
  }

  // 103.1.b (103.2.c, 103.3.a.1, 103.4.b): every card within the Domain Identity.
  if (legend?.type === 'legend') {
    const outside = [...mainDeck, ...runes, ...battlefields].filter(
      ({ card }) => !card.construction?.anyDomain && card.domains.some((d) => !identity.includes(d)),
    );
    for (const { card } of dedupe(outside)) {
      const rule = card.type === 'rune' ? '103.3.a.1' : card.type === 'battlefield' ? '103.4.b' : card.domains.length > 1 ? '103.1.b.4' : '103.1.b.3';
      add(rule, `${card.name} (${card.domains.join(', ')}) is outside the Domain Identity ${identity.join(', ') || '(none)'} of ${legend.name}`, [card.name]);
    }
  }

  // 103.2.d: at most 3 signature cards in all, each of the legend's champion.
  const signatures = mainDeck.filter(({ card }) => !isChampionUnit(card, champions) && card.tags.some((t) => champions.has(t)));
  const signatureCount = total(signatures);
  if (signatureCount > SIGNATURE_MAX)
    add(
      '103.2.d.1',
      `${signatureCount} signature cards; at most ${SIGNATURE_MAX} in all`,
      signatures.map(({ card }) => card.name),
    );
  if (championTag) {
    const foreign = signatures.filter(({ card }) => !card.tags.includes(championTag));
    if (foreign.length)
      add(
        '103.2.d.2',
        `signature cards of another champion than ${championTag}: ${foreign.map(({ card }) => card.name).join(', ')}`,
        foreign.map(({ card }) => card.name),
      );
  }

  // 103.3.a: a Rune Deck of 12 rune cards.
  const runeCount = total(runes);
  if (runeCount !== RUNES) add('103.3.a', `the Rune Deck holds ${runeCount} cards; it holds exactly ${RUNES}`);
  const notRunes = runes.filter(({ card }) => card.type !== 'rune');
  if (notRunes.length)
    add(
      '103.3.a',
      `the Rune Deck holds rune cards only, not ${notRunes.map(({ card }) => card.name).join(', ')}`,
      notRunes.map(({ card }) => card.name),
    );

  // 103.4.a with the mode's rule: three battlefields; 103.4.c: of different names.
  const battlefieldCount = total(battlefields);
  if (battlefieldCount !== BATTLEFIELDS)
    add(DECK_MODES[mode], `${mode} asks each player for ${BATTLEFIELDS} battlefields (103.4.a); this list has ${battlefieldCount}`);
  const notBattlefields = battlefields.filter(({ card }) => card.type !== 'battlefield');
  if (notBattlefields.length)
    add(
      '103.4',
      `${notBattlefields.map(({ card }) => card.name).join(', ')} is not a battlefield`,
      notBattlefields.map(({ card }) => card.name),
    );
  const twice = [...count(battlefields)].filter(([, n]) => n > 1).map(([name]) => name);
  if (twice.length) add('103.4.c', `more than one battlefield named ${twice.join(', ')}`, twice);

  return {
    legal: violations.length === 0 && unknownCards.length === 0,
    edition: 'v1.4',
    mode,
    violations,
    unknownCards,
    counts: { main: mainCount, runes: runeCount, battlefields: battlefieldCount, signature: signatureCount, sideboard: total(sideboard) },
    domainIdentity: identity,
  };
}

function dedupe<T extends { card: DeckCard }>(xs: T[]): T[] {
  const seen = new Set<string>();
  return xs.filter((x) => !seen.has(x.card.name) && seen.add(x.card.name));
}

function count(xs: Array<{ card: DeckCard; count: number }>): Map<string, number> {
  const m = new Map<string, number>();
  for (const { card, count: n } of xs) m.set(card.name, (m.get(card.name) ?? 0) + n);
  return m;
}
