// Random starting positions for the playouts: two players with decks, hands, bases, runes and rune
// pools drawn from the project's card catalog, two battlefields (each held by at most one player, as
// after a cleanup), random points below the victory score, a random turn player. Every position is
// one the protocol's setup allows; the engine decides the rest.
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { CATALOG, type CatalogCard } from '../../reference-engine/catalog/index.ts';
import type { ObjectSetup, PlayerSetup, Setup } from '../../reference-engine/interface.ts';
import { unsupportedParts } from '../../reference-engine/playing-cards/support.ts';
import type { Random } from './random.ts';

const PLAYERS = ['Alice', 'Bob'] as const;
const DOMAINS = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'] as const;

/**
 * The catalog's main-deck cards (no tokens, runes, battlefields or legends) whose whole text the
 * engine carries out: a card it refuses as unsupported would make every action of the game refused.
 */
export const MAIN_DECK_CARDS: readonly CatalogCard[] = CATALOG.filter(
  (c) => !c.token && (c.type === 'unit' || c.type === 'spell' || c.type === 'gear') && unsupportedParts(compileCardText(c.text).abilities).length === 0,
);
const UNITS = MAIN_DECK_CARDS.filter((c) => c.type === 'unit');

export function randomSetup(rng: Random, seed: number): Setup {
  let n = 0;
  const obj = (player: string, card: CatalogCard, extra: Partial<ObjectSetup> = {}): ObjectSetup => ({
    ref: `${player} ${++n} ${card.name}`,
    card: card.code,
    ...extra,
  });
  const cards = (player: string, lo: number, hi: number, from: readonly CatalogCard[] = MAIN_DECK_CARDS) =>
    Array.from({ length: rng.int(lo, hi) }, () => obj(player, rng.pick(from)));
  const unitOnBoard = (player: string): ObjectSetup => {
    const card = rng.pick(UNITS);
    const extra: Partial<ObjectSetup> = {};
    if (rng.chance(0.3)) extra.exhausted = true;
    if (rng.chance(0.2) && (card.might ?? 0) > 1) extra.damage = rng.int(1, (card.might ?? 1) - 1);
    if (rng.chance(0.2)) extra.buffs = 1;
    return obj(player, card, extra);
  };
  const runes = (player: string, count: number, exhausted = false): ObjectSetup[] =>
    Array.from({ length: count }, () => ({
      ref: `${player} rune ${++n}`,
      card: 'riftcheck:basic-rune',
      ...(exhausted && rng.chance(0.5) ? { exhausted: true } : {}),
    }));

  const victoryScore = rng.int(3, 8);
  const players: PlayerSetup[] = PLAYERS.map((id) => {
    const power: Record<string, number> = {};
    for (const d of rng.subset(DOMAINS, 0, 3)) power[d] = rng.int(1, 2);
    return {
      id,
      points: rng.int(0, victoryScore - 1),
      runePool: { energy: rng.int(0, 8), power },
      hand: cards(id, 0, 6),
      mainDeck: cards(id, 0, 14),
      runeDeck: runes(id, rng.int(0, 6)),
      runes: runes(id, rng.int(0, 4), true),
      base: Array.from({ length: rng.int(0, 3) }, () => unitOnBoard(id)),
      trash: cards(id, 0, 3),
    };
  });
  const battlefields = ['North', 'South'].map((ref) => {
    const holder = rng.pick([null, ...PLAYERS]);
    return holder
      ? {
          ref,
          card: 'riftcheck:plain-battlefield',
          controller: holder,
          units: Array.from({ length: rng.int(0, 2) }, () => ({ ...unitOnBoard(holder), owner: holder })),
        }
      : { ref, card: 'riftcheck:plain-battlefield' };
  });
  return { seed, victoryScore, players, turnPlayer: rng.pick(PLAYERS), battlefields };
}
