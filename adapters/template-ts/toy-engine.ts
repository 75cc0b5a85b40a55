// A toy Riftbound engine, the smallest that runs part of the suite honestly: it knows a handful of
// vanilla cards and builds test units that have no text, plays units from the hand paying Energy, refuses what the rules forbid of that, and
// ends turns (ready, channel 2, draw 1). Everything else it answers *unsupported*, so the suite
// reports it as such instead of failing it. Replace it with a call into your own engine.
import { AdapterSetupRejected, refuse, setupObjects, unsupported, type Engine, type EventInput, type ObjectInput, type Setup } from 'riftcheck/adapter';

interface Card {
  code: string;
  name: string;
  type: 'unit' | 'rune' | 'battlefield';
  energy: number;
  might: number | null;
}

const CARDS: Card[] = [
  { code: 'OGN-175/298', name: 'Shipyard Skulker', type: 'unit', energy: 3, might: 3 },
  { code: 'OGN-219/298', name: 'Vanguard Sergeant', type: 'unit', energy: 4, might: 4 },
  { code: 'OGN-049/298', name: 'Playful Phantom', type: 'unit', energy: 5, might: 5 },
  { code: 'OGN-088/298', name: 'Mega-Mech', type: 'unit', energy: 7, might: 8 },
  { code: 'riftcheck:basic-rune', name: 'Basic Rune', type: 'rune', energy: 0, might: null },
  { code: 'riftcheck:plain-battlefield', name: 'Plain Battlefield', type: 'battlefield', energy: 0, might: null },
];

type Thing = ObjectInput & { energy: number };
type Zone = 'hand' | 'mainDeck' | 'runeDeck' | 'base' | 'runes' | 'trash' | 'banishment';
const ZONES: Zone[] = ['hand', 'mainDeck', 'runeDeck', 'base', 'runes', 'trash', 'banishment'];

interface Player extends Record<Zone, Thing[]> {
  id: string;
  points: number;
  energy: number;
}

interface Game {
  turn: number;
  turnPlayer: string;
  players: Player[];
  battlefields: Array<{ ref: string; card: string; name: string; controller: string | null; units: Thing[] }>;
}

function card(name: string, known: readonly Card[] = CARDS): Card {
  return known.find((c) => c.code === name || c.name === name) ?? unsupported(`card:${name}`, `the toy engine does not know the card ${name}`);
}

/**
 * The setup's test units with no text: stats only, so no card-text compiler is needed to build them.
 * (A test card naming a stock card in `stock` would be built from that behaviour: this toy knows none.)
 */
function vanillaTestUnits(setup: Setup): Card[] {
  return (setup.testCards ?? [])
    .filter((t) => t.type === 'unit' && t.text.trim() === '' && !t.cost?.power?.length)
    .map((t) => ({ code: t.id, name: t.name, type: 'unit', energy: t.cost?.energy ?? 0, might: t.might ?? 0 }));
}

function thing(id: string, cardName: string, owner: string, o: Partial<ObjectInput>, known: readonly Card[] = CARDS): Thing {
  const c = card(cardName, known);
  const { exhausted = false, damage = 0, buffs = 0, stunned = false, facedown = false } = o;
  if (buffs || stunned || facedown) unsupported('object states (buffs, stunned, face down)');
  return { ref: id, card: c.code, name: c.name, type: c.type, owner, controller: o.controller ?? owner, might: c.might, exhausted, damage, energy: c.energy };
}

export const toyEngine: Engine<Game> = {
  info: { name: 'riftcheck toy engine (TypeScript template)', version: '0.1.0', editions: ['v1.4'], features: ['mode:1v1'] },

  create(setup: Setup, refs) {
    if ((setup.phase ?? 'main') !== 'main') unsupported(`phase:${setup.phase}`);
    if (setup.players.some((p) => p.legend || p.champion || Object.keys(p.runePool?.power ?? {}).length || p.runePool?.universal))
      unsupported('legends, champions and Power');
    if (setup.players.length !== 2) unsupported('mode:not 1v1');
    const known = [...CARDS, ...vanillaTestUnits(setup)];
    let n = 0;
    // The suite's refs become ids of our own (o1, o2, ...): the kit maps them back in every answer.
    const id = (ref: string) => {
      refs.bind(ref, `o${++n}`);
      return `o${n}`;
    };
    const game: Game = {
      turn: setup.turn ?? 1,
      turnPlayer: setup.turnPlayer,
      players: setup.players.map(
        (p) => ({ id: p.id, points: p.points ?? 0, energy: p.runePool?.energy ?? 0, ...Object.fromEntries(ZONES.map((z) => [z, []])) }) as Player,
      ),
      battlefields: (setup.battlefields ?? []).map((b) => {
        if (b.gear?.length || b.facedown?.length) unsupported('gear and hidden cards at battlefields');
        const c = card(b.card);
        return { ref: id(b.ref), card: c.code, name: c.name, controller: b.controller ?? null, units: [] };
      }),
    };
    for (const { object, player, zone } of setupObjects(setup)) {
      const owner = player ?? object.owner;
      if (!owner) throw new AdapterSetupRejected(`${object.ref} at a battlefield names no owner`, 'battlefields');
      const made = thing(id(object.ref), object.card, owner, object, known);
      const field = game.battlefields.find((b) => b.ref === refs.idOf(zone));
      if (field) field.units.push(made);
      else game.players.find((p) => p.id === player)![zone as Zone].push(made);
    }
    return game;
  },

  act(game, action) {
    const me = game.players.find((p) => p.id === action.player) ?? refuse('illegal-action', `no player ${action.player}`);
    if (action.kind !== 'play' && action.kind !== 'pass' && action.kind !== 'end-turn') return unsupported(action.kind);
    // No Chain, no showdown: the turn player always holds priority in a Neutral Open state.
    if (me.id !== game.turnPlayer) return refuse('no-priority', `${game.turnPlayer} has priority, not ${me.id}`);
    if (action.kind === 'pass') return refuse('illegal-action', 'in a Neutral Open state there is nothing to pass: the turn player ends the turn');
    if (action.kind === 'play') {
      // A unit may enter at a battlefield its player controls: a choice this toy does not offer.
      if (game.battlefields.some((b) => b.controller === me.id)) return unsupported('choosing where a unit enters');
      return play(me, action.card, action.hidden);
    }
    return endTurn(game, me);
  },

  view(game) {
    const rest = (p: Player) => Object.fromEntries(ZONES.map((z) => [z, p[z].map(({ energy: _, ...o }) => o)]));
    return {
      turn: game.turn,
      turnPlayer: game.turnPlayer,
      players: game.players.map((p) => ({ id: p.id, points: p.points, runePool: { energy: p.energy, power: {} }, ...rest(p) })),
      battlefields: game.battlefields.map((b) => ({ ...b, units: b.units.map(({ energy: _, ...o }) => o) })),
    };
  },
};

function play(me: Player, id: string, hidden: boolean | undefined): EventInput[] {
  if (hidden) unsupported('playing from hiding');
  const i = me.hand.findIndex((o) => o.ref === id);
  if (i < 0) return refuse('illegal-action', `${id} is not in ${me.id}'s hand`);
  const unit = me.hand[i]!;
  if (unit.type !== 'unit') return unsupported(`playing a ${unit.type}`);
  if (me.energy < unit.energy) return refuse('cannot-afford', `needs ${unit.energy} Energy, the pool has ${me.energy}`);
  me.energy -= unit.energy;
  me.hand.splice(i, 1);
  me.base.push({ ...unit, exhausted: true });
  const e = (kind: EventInput['kind'], extra: Partial<EventInput> = {}): EventInput => ({ kind, player: me.id, object: id, ...extra });
  return [
    e('chain-item-added'),
    e('paid', { amount: unit.energy }),
    e('played'),
    e('chain-item-finalized'),
    e('resolved'),
    e('moved', { from: 'hand', to: 'base' }),
    { kind: 'priority', player: me.id },
  ];
}

function endTurn(game: Game, me: Player): EventInput[] {
  if (game.battlefields.some((b) => b.units.length || b.controller)) unsupported('scoring battlefields at the start of a turn');
  const next = game.players[(game.players.indexOf(me) + 1) % game.players.length]!;
  if (next.mainDeck.length === 0) unsupported('burning out');
  const events: EventInput[] = [{ kind: 'phase-began', player: me.id, detail: 'ending' }];
  for (const p of game.players) {
    if (p.energy) events.push({ kind: 'pool-emptied', player: p.id });
    p.energy = 0;
    for (const o of p.base) o.damage = 0;
  }
  game.turn += 1;
  game.turnPlayer = next.id;
  events.push({ kind: 'turn-began', player: next.id }, { kind: 'phase-began', player: next.id, detail: 'awaken' });
  for (const o of [...next.base, ...next.runes]) {
    if (o.exhausted) events.push({ kind: 'readied', object: o.ref });
    o.exhausted = false;
  }
  events.push({ kind: 'phase-began', player: next.id, detail: 'beginning' }, { kind: 'phase-began', player: next.id, detail: 'channel' });
  for (const rune of next.runeDeck.splice(0, 2)) {
    next.runes.push(rune);
    events.push({ kind: 'channeled', object: rune.ref, from: 'rune-deck', to: 'runes' });
  }
  events.push({ kind: 'phase-began', player: next.id, detail: 'draw' });
  const drawn = next.mainDeck.shift()!;
  next.hand.push(drawn);
  events.push({ kind: 'drew', object: drawn.ref, from: 'main-deck', to: 'hand' });
  events.push({ kind: 'phase-began', player: next.id, detail: 'main' }, { kind: 'priority', player: next.id });
  return events;
}
