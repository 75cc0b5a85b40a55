// View defaults: an engine reports what it tracks, the kit fills in the rest of openapi.yaml's View
// with the values of a game where nothing of that kind has happened (no damage, no buffs, an empty
// Chain, no showdown, nobody has won), so a small engine need not know every field of the protocol.
import type { BattlefieldView, ObjectView, PlayerView, View } from '../../protocol/index.ts';

/** An object: its id (`ref`, turned into the suite's ref by the kit), card and type; the rest defaults. */
export type ObjectInput = Partial<ObjectView> & Pick<ObjectView, 'ref' | 'card' | 'type'>;
export type PlayerInput = Partial<Omit<PlayerView, 'hand' | 'mainDeck' | 'runeDeck' | 'base' | 'runes' | 'trash' | 'banishment' | 'legend' | 'champion'>> & {
  id: string;
} & Partial<Record<'hand' | 'mainDeck' | 'runeDeck' | 'base' | 'runes' | 'trash' | 'banishment', ObjectInput[]>> & {
    legend?: ObjectInput | null;
    champion?: ObjectInput | null;
  };
export type BattlefieldInput = Partial<Omit<BattlefieldView, 'units' | 'gear' | 'facedown'>> &
  Pick<BattlefieldView, 'ref' | 'card'> &
  Partial<Record<'units' | 'gear' | 'facedown', ObjectInput[]>>;
/** A view: the players and whose turn it is; everything else defaults. */
export type ViewInput = Partial<Omit<View, 'players' | 'battlefields'>> & {
  turnPlayer: string;
  players: PlayerInput[];
  battlefields?: BattlefieldInput[];
};

function completeObject(o: ObjectInput, player: string | null): ObjectView {
  const owner = o.owner ?? player ?? o.controller ?? '';
  return {
    name: o.card,
    controller: o.controller ?? owner,
    exhausted: false,
    damage: 0,
    might: null,
    buffs: 0,
    stunned: false,
    facedown: false,
    designation: null,
    ...o,
    owner,
  };
}

export function completeView(v: ViewInput, edition: string): View {
  const objects = (list: ObjectInput[] | undefined, player: string | null) => (list ?? []).map((o) => completeObject(o, player));
  const players: PlayerView[] = v.players.map((p) => ({
    points: 0,
    ...p,
    runePool: { energy: p.runePool?.energy ?? 0, power: p.runePool?.power ?? {}, ...(p.runePool?.universal ? { universal: p.runePool.universal } : {}) },
    hand: objects(p.hand, p.id),
    mainDeck: objects(p.mainDeck, p.id),
    runeDeck: objects(p.runeDeck, p.id),
    base: objects(p.base, p.id),
    runes: objects(p.runes, p.id),
    trash: objects(p.trash, p.id),
    banishment: objects(p.banishment, p.id),
    legend: p.legend ? completeObject(p.legend, p.id) : null,
    champion: p.champion ? completeObject(p.champion, p.id) : null,
  }));
  const battlefields: BattlefieldView[] = (v.battlefields ?? []).map((b) => ({
    name: b.card,
    controller: null,
    contested: false,
    ...b,
    units: objects(b.units, null),
    gear: objects(b.gear, null),
    facedown: objects(b.facedown, null),
  }));
  return {
    gameId: '',
    edition,
    turn: 1,
    phase: 'main',
    state: { mode: 'neutral', chain: 'open' },
    priority: v.turnPlayer,
    focus: null,
    showdown: null,
    chain: [],
    pendingDecision: null,
    winner: null,
    ...v,
    players,
    battlefields,
  };
}
