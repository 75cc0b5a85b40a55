// Rule 103 at setup: a game started from deck lists (openapi.yaml DeckSetup) is refused when a deck breaks
// the deck construction rules, naming the rule. The cards carry no supertype, so, as rules/deck-check.ts
// does for deck lists, a *champion unit* is a unit named "<Champion>, <Title>" that carries that
// champion's tag, and a *signature card* is any other main deck card carrying a champion's tag.
import { CATALOG } from './catalog/index.ts';
import { cardReading } from './card-text/readings.ts';
import type { DeckSetup } from './interface.ts';
import { resetWithProcessCaches } from './process-caches.ts';
import type { CardDefinition } from './state.ts';

export interface DeckRefusal {
  rule: string;
  message: string;
  field: string;
}

type Resolve = (card: string) => CardDefinition | null;

const MAIN_DECK_MIN = 40;
const COPIES_MAX = 3;
const SIGNATURE_MAX = 3;
const RUNE_DECK = 12;
const BATTLEFIELDS = 3;

const shortName = (name: string): string | null => (name.includes(', ') ? name.slice(0, name.indexOf(', ')) : null);

function isChampionUnit(c: CardDefinition): boolean {
  const head = shortName(c.name);
  return c.type === 'unit' && head !== null && (c.tags ?? []).includes(head);
}

let catalogChampions: readonly string[] | undefined;
resetWithProcessCaches(() => (catalogChampions = undefined));

/** The champions of the catalog's champion units: the catalog never changes, so they are found once. */
function championsInCatalog(): readonly string[] {
  if (!catalogChampions) {
    const names = new Set<string>();
    for (const c of CATALOG) {
      const head = shortName(c.name);
      if (c.type === 'unit' && head && c.tags.includes(head)) names.add(head);
    }
    catalogChampions = [...names];
  }
  return catalogChampions;
}

/** The champions known: the legend's (a legend carries its champion's tag), and those of the catalog's champion units and of the deck's own. */
function championsOf(legend: CardDefinition | null, cards: readonly CardDefinition[]): Set<string> {
  const names = new Set<string>(legend?.type === 'legend' ? legend.tags : []);
  for (const head of championsInCatalog()) names.add(head);
  for (const c of cards) if (isChampionUnit(c)) names.add(shortName(c.name)!);
  return names;
}

/** "Your deck can have any number of cards named Spiderling": the card's own text lifts 103.2.b's limit of three on its name. */
export function anyNumberAllowed(card: CardDefinition): boolean {
  return cardReading(card.text ?? '').abilities.some((a) => a.kind === 'passive' && a.effect.kind === 'deck-any-number' && a.effect.name === card.name);
}

/**
 * Whether a card may be in a deck of this Domain Identity (103.1.b.3, 103.1.b.4): all its domains are the
 * legend's, or an effect lets the deck have it whatever its domain, and then it counts as within (103.1.b.5).
 */
function withinIdentity(card: CardDefinition, identity: readonly string[]): boolean {
  if (cardReading(card.text ?? '').abilities.some((a) => a.kind === 'passive' && a.effect.kind === 'deck-any-domain')) return true;
  return (card.domains ?? []).every((d) => identity.includes(d));
}

/** The first rule of 103 the deck breaks, or null. Unknown cards are left to the setup's own check. */
export function deckRefusal(deck: DeckSetup, resolve: Resolve, field: string): DeckRefusal | null {
  const refuse = (rule: string, message: string, at = field): DeckRefusal => ({ rule, message: `the deck breaks rule ${rule}: ${message}`, field: at });
  const known = (cards: readonly string[]) => cards.map(resolve).filter((c): c is CardDefinition => c !== null);
  const legend = resolve(deck.legend);
  const champion = resolve(deck.champion);
  const main = known(deck.main);
  const runes = known(deck.runes);
  const battlefields = known(deck.battlefields);

  // 103.1: one Champion Legend, whose domains are the deck's Domain Identity (103.1.b.2).
  if (legend && legend.type !== 'legend') return refuse('103.1', `${legend.name} is not a legend`, `${field}.legend`);
  const identity = legend?.domains ?? [];
  const champions = championsOf(legend, [...(champion ? [champion] : []), ...main]);
  const championTag = (legend?.tags ?? []).find((t) => champions.has(t));

  // 103.2.a.2 and 103.2.d.3: the Chosen Champion is a champion unit of the legend's champion, never a signature card.
  if (champion) {
    const signature = !isChampionUnit(champion) && (champion.tags ?? []).some((t) => champions.has(t));
    if (signature) return refuse('103.2.d.3', `${champion.name} is a signature card, not a champion unit`, `${field}.champion`);
    if (!isChampionUnit(champion)) return refuse('103.2.a.2', `${champion.name} is not a champion unit`, `${field}.champion`);
    if (championTag === undefined || !(champion.tags ?? []).includes(championTag))
      return refuse('103.2.a.2', `${champion.name} is not a champion of ${legend?.name ?? 'the legend'}`, `${field}.champion`);
  }

  // 103.2: at least 40 main deck cards, the Chosen Champion counted; units, gear and spells only.
  const mainDeck = [...(champion ? [champion] : []), ...main];
  if (deck.main.length + 1 < MAIN_DECK_MIN)
    return refuse('103.2', `the main deck holds ${deck.main.length + 1} cards, not at least ${MAIN_DECK_MIN}`, `${field}.main`);
  const misplaced = main.find((c) => c.type !== 'unit' && c.type !== 'gear' && c.type !== 'spell');
  if (misplaced) return refuse('103.2', `${misplaced.name} is not a unit, gear or spell`, `${field}.main`);

  // 103.2.b (103.2.b.1, 103.2.b.2): at most three cards of one name, the Chosen Champion among them.
  const copies = new Map<string, number>();
  for (const c of mainDeck) copies.set(c.name, (copies.get(c.name) ?? 0) + 1);
  for (const [name, n] of copies) {
    if (anyNumberAllowed(mainDeck.find((c) => c.name === name)!)) continue;
    if (n > COPIES_MAX) return refuse('103.2.b', `${n} copies of ${name}`, `${field}.main`);
  }

  // 825.3.a: one card at most of a name with [Unique]; a Unique signature card too, within its three signature cards (825.3.b).
  const twiceUnique = mainDeck.find((c) => (c.keywords ?? []).includes('Unique') && copies.get(c.name)! > 1);
  if (twiceUnique) {
    const signature = !isChampionUnit(twiceUnique) && (twiceUnique.tags ?? []).some((t) => champions.has(t));
    return refuse(signature ? '825.3.b' : '825.3.a', `${copies.get(twiceUnique.name)} copies of ${twiceUnique.name}, which has [Unique]`, `${field}.main`);
  }

  // 103.1.b.1 (103.2.c, 103.3.a.1, 103.4.b): every card within the Domain Identity.
  if (legend) {
    const outside = (cards: readonly CardDefinition[]) => cards.find((c) => !withinIdentity(c, identity));
    const card = outside(mainDeck);
    if (card)
      return refuse((card.domains ?? []).length > 1 ? '103.1.b.4' : '103.1.b.3', `${card.name} is outside the domains of ${legend.name}`, `${field}.main`);
    const rune = outside(runes);
    if (rune) return refuse('103.3.a.1', `${rune.name} is outside the domains of ${legend.name}`, `${field}.runes`);
    const battlefield = outside(battlefields);
    if (battlefield) return refuse('103.4.b', `${battlefield.name} is outside the domains of ${legend.name}`, `${field}.battlefields`);
  }

  // 103.2.d: three signature cards at most, all of the legend's champion.
  const signatures = mainDeck.filter((c) => !isChampionUnit(c) && (c.tags ?? []).some((t) => champions.has(t)));
  if (signatures.length > SIGNATURE_MAX) return refuse('103.2.d.1', `${signatures.length} signature cards`, `${field}.main`);
  const foreign = signatures.find((c) => championTag === undefined || !(c.tags ?? []).includes(championTag));
  if (foreign) return refuse('103.2.d.2', `${foreign.name} is a signature card of another champion`, `${field}.main`);

  // 103.3.a: twelve rune cards.
  if (deck.runes.length !== RUNE_DECK) return refuse('103.3.a', `the rune deck holds ${deck.runes.length} cards, not ${RUNE_DECK}`, `${field}.runes`);
  const notRune = runes.find((c) => c.type !== 'rune');
  if (notRune) return refuse('103.3.a', `${notRune.name} is not a rune`, `${field}.runes`);

  // 103.4.a (485.4.a in a duel): three battlefields; 103.4.c: no two of one name.
  if (deck.battlefields.length !== BATTLEFIELDS)
    return refuse('103.4.a', `${deck.battlefields.length} battlefields, not ${BATTLEFIELDS}`, `${field}.battlefields`);
  const notBattlefield = battlefields.find((c) => c.type !== 'battlefield');
  if (notBattlefield) return refuse('103.4.a', `${notBattlefield.name} is not a battlefield`, `${field}.battlefields`);
  const names = battlefields.map((c) => c.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) return refuse('103.4.c', `two battlefields named ${twice}`, `${field}.battlefields`);
  return null;
}
