// The observable state as the protocol shows it (interface.ts View): refs, zones, turn state, chain.
import type { BattlefieldView, ObjectView, PlayerView, View } from './interface.ts';
import { winnersWith } from './modes.ts';
import { mightOf, turnState, type GameObject, type GameState } from './state.ts';

export function objectView(o: GameObject): ObjectView {
  return {
    ref: o.id,
    card: o.card.id,
    name: o.card.name,
    type: o.card.type,
    owner: o.owner,
    controller: o.controller,
    exhausted: o.exhausted,
    damage: o.damage,
    might: mightOf(o),
    buffs: o.buffs,
    stunned: o.stunned,
    facedown: o.facedown,
    designation: o.designation ?? null,
  };
}

export function buildView(s: GameState): View {
  const ov = (id: string) => objectView(s.objects[id]);
  const players: PlayerView[] = s.players.map((p) => ({
    id: p.id,
    points: p.points,
    xp: p.xp, // public information (729.2): no view hides it
    runePool: { energy: p.runePool.energy, power: { ...p.runePool.power }, ...(p.runePool.universal ? { universal: p.runePool.universal } : {}) },
    hand: p.hand.map(ov),
    mainDeck: p.mainDeck.map(ov),
    runeDeck: p.runeDeck.map(ov),
    base: p.base.map(ov),
    runes: p.runes.map(ov),
    trash: p.trash.map(ov),
    banishment: p.banishment.map(ov),
    legend: p.legend ? ov(p.legend) : null,
    ...(p.legends?.length ? { otherLegends: p.legends.map(ov) } : {}), // 107.4.d.1
    champion: p.champion ? ov(p.champion) : null,
  }));
  const battlefields: BattlefieldView[] = s.battlefields.map((b) => ({
    ref: b.id,
    card: b.card.id,
    name: b.card.name,
    ...(b.owner ? { owner: b.owner } : {}),
    controller: b.controller,
    contested: b.contestedBy !== null,
    units: b.units.map(ov),
    gear: b.gear.map(ov),
    facedown: b.facedown.map(ov),
  }));
  const { mode, chain } = turnState(s);
  const pending = s.pendingDecision;
  return {
    gameId: s.gameId,
    edition: s.edition,
    turn: s.turn,
    turnPlayer: s.turnPlayer,
    phase: s.phase,
    state: { mode, chain },
    priority: s.priority,
    focus: s.focus,
    showdown: s.showdown
      ? { battlefield: s.showdown.battlefield, combat: s.showdown.combat, attacker: s.showdown.attacker, defender: s.showdown.defender }
      : null,
    players,
    battlefields,
    chain: s.chain.map((c) => ({
      id: c.id,
      source: c.source,
      controller: c.controller,
      status: c.status,
      targets: c.targets.map((t) => [...t]),
      ...(c.kind === 'card' ? { card: ov(c.source) } : {}),
    })),
    pendingDecision: pending
      ? (({ continuation: _continuation, ...decision }) => ({ ...decision, options: decision.options.map((o) => ({ ...o })) }))(pending)
      : null,
    winner: s.winner,
    ...(s.winner && s.teams ? { winners: winnersWith(s, s.winner) } : {}),
  };
}

/** Whom a view is for: a player's id, or `spectator` (openapi.yaml GET /games/{gameId}?as=). */
export const SPECTATOR = 'spectator';

/**
 * The view as one player, or a spectator, may see it (rule 128): a card in another player's hand is
 * private to its owner (108.7.c), the decks are secret to everyone (108.4.d, 108.5.d), and a facedown
 * card is private to its controller (107.3.f, 129.4), unless an effect lets the viewer look at that player's (`seesFacedownOf`). A hidden card keeps its ref and its place, so
 * the size of a hand stays public (108.7.e); every other zone shows its cards face up (109, 130.6).
 */
export function viewAs(view: View, viewer: string, seesFacedownOf: readonly string[] = []): View {
  const hidden = new Set<string>();
  const mask = (list: ObjectView[], secret: (o: ObjectView) => boolean): ObjectView[] =>
    list.map((o) => {
      if (!secret(o)) return o;
      hidden.add(o.ref);
      return { ...o, card: '', name: '', type: '', exhausted: false, damage: 0, might: null, buffs: 0, stunned: false, designation: null, hidden: true };
    });
  const players = view.players.map((p) => ({
    ...p,
    hand: mask(p.hand, () => p.id !== viewer),
    mainDeck: mask(p.mainDeck, () => true),
    runeDeck: mask(p.runeDeck, () => true),
  }));
  const battlefields = view.battlefields.map((b) => ({
    ...b,
    facedown: mask(b.facedown, (o) => o.controller !== viewer && !seesFacedownOf.includes(o.controller)),
  }));
  const d = view.pendingDecision;
  const pendingDecision = d && { ...d, options: d.options.map((o) => (hidden.has(o.id) ? { ...o, label: '' } : o)) };
  return { ...view, players, battlefields, pendingDecision };
}
