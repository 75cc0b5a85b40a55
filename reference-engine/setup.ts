// Builds a GameState from the protocol's declarative Setup, rejecting what cannot be a game.
import { cardDefinition } from './cards.ts';
import { CURRENT_EDITION, EDITIONS, isEdition } from './editions.ts';
import type { BattlefieldSetup, ObjectSetup, PlayerId, Setup } from './interface.ts';
import { deckSetupProblem, givesDecks, layOutDecks } from './deck-layout.ts';
import { MODES, positionProblem, sharedBattlefieldProblem, teamsOf } from './modes.ts';
import { deckRefusal } from './deck-legality.ts';
import { battlefieldInPlay, objectTable, putObject, type GameObject, type GameState, type PlayerState, type ZoneName } from './state.ts';

export const EDITION = CURRENT_EDITION;
const DEFAULT_VICTORY_SCORE = 8;

export class SetupError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function buildState(setup: Setup, gameId: string): GameState {
  if (setup.edition !== undefined && !isEdition(setup.edition)) {
    throw new SetupError(`edition ${setup.edition} is not one this engine plays (${EDITIONS.join(', ')})`, 'edition');
  }
  const modeName = setup.mode ?? '1v1';
  const mode = Object.hasOwn(MODES, modeName) ? MODES[modeName] : undefined;
  if (!mode) throw new SetupError(`mode ${String(modeName)} is not a sanctioned mode (${Object.keys(MODES).join(', ')})`, 'mode');
  if (!Array.isArray(setup.players) || setup.players.length !== mode.players) {
    throw new SetupError(`a ${modeName} game needs exactly ${mode.players} players (483.1)`, 'players');
  }
  const ids = setup.players.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw new SetupError('player ids must be distinct', 'players');
  if (!ids.includes(setup.turnPlayer)) throw new SetupError(`turn player ${setup.turnPlayer} is not a player`, 'turnPlayer');
  if (setup.teams !== undefined && !mode.teams) throw new SetupError(`a ${modeName} game has no teams (483.2.a)`, 'teams');
  const teams = mode.teams ? teamsOf(ids, setup.teams) : undefined;
  if (typeof teams === 'string') throw new SetupError(teams, 'teams');
  const seed = setup.seed ?? 1;
  const s: GameState = {
    gameId,
    edition: setup.edition ?? EDITION,
    victoryScore: setup.victoryScore ?? DEFAULT_VICTORY_SCORE,
    ...(modeName !== '1v1' ? { mode: modeName } : {}),
    ...(teams ? { teams } : {}),
    rng: { seed, state: seed },
    turn: setup.turn ?? 1,
    turnPlayer: setup.turnPlayer,
    phase: setup.phase ?? 'main',
    players: [],
    objects: objectTable(),
    battlefields: [],
    chain: [],
    chainOpenedBy: null,
    chainPasses: 0,
    priority: null,
    focus: null,
    showdown: null,
    tasks: [],
    feprCount: 0,
    pendingDecision: null,
    winner: null,
    testCards: setup.testCards ?? [],
    events: [],
    nextId: 1,
  };

  // 483.3: a mode other than 1v1 may set another victory score (489.3).
  if (setup.victoryScore === undefined && mode.victoryScore !== undefined) s.victoryScore = mode.victoryScore;

  const place = (o: ObjectSetup, field: string, owner: PlayerId, zone: ZoneName, battlefield?: string): string => {
    if (!o || typeof o.ref !== 'string' || o.ref === '') throw new SetupError('every object needs a ref', field);
    if (s.objects[o.ref] || s.battlefields.some((b) => b.id === o.ref)) throw new SetupError(`ref "${o.ref}" is used twice`, field);
    const card = cardDefinition(o.card, s.testCards, s.edition);
    if (!card) throw new SetupError(`unknown card "${o.card}" (not an official code, a catalog name or a test card id)`, field);
    const realOwner = o.owner ?? owner;
    if (!ids.includes(realOwner)) throw new SetupError(`owner ${realOwner} is not a player`, field);
    const controller = o.controller ?? realOwner;
    if (!ids.includes(controller)) throw new SetupError(`controller ${controller} is not a player`, field);
    const obj: GameObject = {
      id: o.ref,
      card,
      owner: realOwner,
      controller,
      zone,
      battlefield,
      exhausted: o.exhausted ?? false,
      damage: o.damage ?? 0,
      buffs: o.buffs ?? 0,
      stunned: o.stunned ?? false,
      facedown: o.facedown ?? zone === 'facedown',
      modifiers: [],
    };
    putObject(s, obj);
    return o.ref;
  };

  setup.players.forEach((p, i) => {
    const f = `players[${i}]`;
    const list = (items: ObjectSetup[] | undefined, name: string, zone: ZoneName) => (items ?? []).map((o, j) => place(o, `${f}.${name}[${j}]`, p.id, zone));
    const player: PlayerState = {
      id: p.id,
      points: p.points ?? 0,
      xp: 0,
      runePool: {
        energy: p.runePool?.energy ?? 0,
        power: { ...(p.runePool?.power ?? {}) },
        ...(p.runePool?.universal ? { universal: p.runePool.universal } : {}),
      },
      mainDeck: list(p.mainDeck, 'mainDeck', 'main-deck'),
      runeDeck: list(p.runeDeck, 'runeDeck', 'rune-deck'),
      hand: list(p.hand, 'hand', 'hand'),
      base: list(p.base, 'base', 'base'),
      runes: list(p.runes, 'runes', 'runes'),
      trash: list(p.trash, 'trash', 'trash'),
      banishment: list(p.banishment, 'banishment', 'banishment'),
      legend: p.legend ? place(p.legend, `${f}.legend`, p.id, 'legend') : null,
      champion: p.champion ? place(p.champion, `${f}.champion`, p.id, 'champion') : null,
    };
    if (player.champion) player.chosenChampion = s.objects[player.champion]!.card.name;
    s.players.push(player);
  });

  if (givesDecks(setup)) {
    const problem = deckSetupProblem(setup);
    if (problem) throw new SetupError(problem.message, problem.field);
    layOutDecks(s, setup, {
      name: (card) => cardDefinition(card, s.testCards, s.edition)?.name ?? card,
      object: (player, ref, card, zone, field) => place({ ref, card }, field, player, zone),
      battlefield: (ref, card, field, owner) => addBattlefield({ ref, card }, field, owner),
    });
    for (const [i, p] of setup.players.entries()) {
      // Only one battlefield of a deck comes into play (layOutDecks placed it): the others must be cards too, whichever is chosen.
      const unknown = p.deck!.battlefields.findIndex((card) => !cardDefinition(card, s.testCards, s.edition));
      if (unknown >= 0) throw new SetupError(`unknown battlefield card "${p.deck!.battlefields[unknown]}"`, `players[${i}].deck.battlefields[${unknown}]`);
      const refusal = deckRefusal(p.deck!, (card) => cardDefinition(card, s.testCards, s.edition), `players[${i}].deck`);
      if (refusal) throw new SetupError(refusal.message, refusal.field);
    }
    const shared = sharedBattlefieldProblem(s.teams ?? [], setup.players, (card) => cardDefinition(card, s.testCards, s.edition)?.name ?? card);
    if (shared) throw new SetupError(shared.message, shared.field);
    return s;
  }
  (setup.battlefields ?? []).forEach((b, i) => addBattlefield(b, `battlefields[${i}]`));
  const problem = positionProblem(s);
  if (problem) throw new SetupError(problem.message, problem.field);
  return s;

  function addBattlefield(b: BattlefieldSetup, f: string, owner?: PlayerId): void {
    if (!b || typeof b.ref !== 'string') throw new SetupError('every battlefield needs a ref', f);
    if (s.objects[b.ref] || s.battlefields.some((x) => x.id === b.ref)) throw new SetupError(`ref "${b.ref}" is used twice`, f);
    const card = cardDefinition(b.card, s.testCards, s.edition);
    if (!card) throw new SetupError(`unknown battlefield card "${b.card}"`, f);
    const controller = b.controller ?? null;
    if (controller !== null && !ids.includes(controller)) throw new SetupError(`controller ${controller} is not a player`, f);
    owner ??= b.owner;
    if (owner !== undefined && !ids.includes(owner)) throw new SetupError(`owner ${owner} is not a player`, f);
    const onIt = (items: ObjectSetup[] | undefined, name: string, zone: ZoneName) =>
      (items ?? []).map((o, j) => {
        if (!o.owner) throw new SetupError(`objects at a battlefield need an owner`, `${f}.${name}[${j}]`);
        return place(o, `${f}.${name}[${j}]`, o.owner, zone, b.ref);
      });
    const units = onIt(b.units, 'units', 'battlefield');
    const gear = onIt(b.gear, 'gear', 'battlefield');
    const facedown = onIt(b.facedown, 'facedown', 'facedown');
    Object.assign(battlefieldInPlay(s, b.ref, card, controller), { ...(owner ? { owner } : {}), units, gear, facedown });
  }
}
