// A game started from deck lists (openapi.yaml DeckSetup): the part of the setup process that lays the
// decks out, from the setup's seed. Legend and Chosen Champion go to their zones (111, 112); each
// player's battlefields are set aside and one of them chosen at random (113, 485.5); main and rune
// decks are shuffled into their zones (114); the setup's turn player goes first (115: the fair method
// is the players' own, the setup records its result). The draws and mulligans that follow are
// setup-process.ts.
import type { DeckSetup, PlayerId, Setup } from './interface.ts';
import { nextRandom, shuffled } from './rng.ts';
import { modeRules } from './modes.ts';
import { playerState, type GameState } from './state.ts';

/** Whether the setup gives decks instead of a position; a mix of both is refused by the caller. */
export function givesDecks(setup: Setup): boolean {
  return setup.players.some((p) => p.deck !== undefined);
}

/** What a deck setup must leave out: the engine makes the position. Null when the setup is well-formed. */
export function deckSetupProblem(setup: Setup): { message: string; field: string } | null {
  for (const [i, p] of setup.players.entries()) {
    const field = `players[${i}]`;
    if (!p.deck) return { message: 'when one player gives a deck, every player does', field: `${field}.deck` };
    const zones = (['legend', 'champion', 'hand', 'mainDeck', 'runeDeck', 'base', 'runes', 'trash', 'banishment'] as const).filter((z) => p[z] !== undefined);
    if (zones.length)
      return { message: `a player with a deck starts with no ${zones.join(', ')}: the setup process makes them`, field: `${field}.${zones[0]}` };
    if (p.points || p.runePool) return { message: 'a player with a deck starts with no points or rune pool', field };
  }
  if (setup.battlefields?.length) return { message: 'with decks, the battlefields come from the decks (485.5)', field: 'battlefields' };
  if (setup.phase !== undefined || setup.turn !== undefined)
    return { message: 'with decks, the game starts at turn 1 after the setup process', field: setup.phase !== undefined ? 'phase' : 'turn' };
  return null;
}

/** The engine's refs for what it makes: "Alice's Cleave", then "Alice's Cleave 2". */
function namer(): (base: string) => string {
  const used = new Map<string, number>();
  return (base) => {
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base} ${n}`;
  };
}

export interface DeckPlacer {
  /** The name of the card a deck entry names (by name or code), for the ref of its object. */
  name(card: string): string;
  /** Places one card of the deck, as buildState places a setup's object; returns its ref. */
  object(player: PlayerId, ref: string, card: string, zone: 'legend' | 'champion' | 'main-deck' | 'rune-deck', field: string): string;
  battlefield(ref: string, card: string, field: string, owner: PlayerId): void;
}

/** Rules 111–114 and 485.5: every player's deck laid out, shuffled and one battlefield each chosen. */
export function layOutDecks(s: GameState, setup: Setup, place: DeckPlacer): void {
  const ref = namer();
  const nameOf = place.name;
  setup.players.forEach((p, i) => {
    const deck = p.deck as DeckSetup;
    const f = `players[${i}].deck`;
    const me = playerState(s, p.id);
    me.legend = place.object(p.id, ref(`${p.id}'s ${nameOf(deck.legend)}`), deck.legend, 'legend', `${f}.legend`);
    me.champion = place.object(p.id, ref(`${p.id}'s ${nameOf(deck.champion)}`), deck.champion, 'champion', `${f}.champion`);
    me.chosenChampion = s.objects[me.champion]!.card.name;
    const main = deck.main.map((card, j) => place.object(p.id, ref(`${p.id}'s ${nameOf(card)}`), card, 'main-deck', `${f}.main[${j}]`));
    const runes = deck.runes.map((card, j) => place.object(p.id, ref(`${p.id}'s ${nameOf(card)}`), card, 'rune-deck', `${f}.runes[${j}]`));
    me.mainDeck = shuffled(s, main);
    me.runeDeck = shuffled(s, runes);
  });
  setup.players.forEach((p, i) => {
    // 488.4.b, 489.5.b: in ffa4 and 2v2 the player taking the first turn brings no battlefield into play.
    if (p.id === setup.turnPlayer && modeRules(s).firstPlayerBringsNoBattlefield) return;
    const choices = (p.deck as DeckSetup).battlefields;
    const j = Math.floor(nextRandom(s) * choices.length);
    place.battlefield(ref(nameOf(choices[j]!)), choices[j]!, `players[${i}].deck.battlefields[${j}]`, p.id); // 170.1: whoever brought it owns it
  });
}
