// Every printing playable: each card of the card list is put into a sandbox game built for it and
// used through the reference engine, the way a player would: a unit, spell or gear played from hand
// with resources to spare and targets of every kind on the board; a legend's first activated ability
// activated; a battlefield or rune placed and a round of turns played over it. Questions are answered
// with the first acceptable answer, then the players pass until the Chain is empty. The outcome is
// `resolved`, `unsupported` (refused, naming the part of the text the engine does not carry out),
// `refused` (refused for another reason: the sandbox did not suit the card), `stuck` (a question no
// answer satisfies, or no end in sight) or `fault` (the engine threw). The last two are engine bugs.
import { compileCardText } from '../../reference-engine/card-text/index.ts';
import { act, createGame, viewOf, type Action, type DecisionAnswer, type Game, type Setup, type TestCard, type View } from '../../reference-engine/index.ts';
import type { CardRecord } from '../../rules/card-list.ts';
import { CATALOG } from '../../reference-engine/catalog/cards.ts';

export type Playability = 'resolved' | 'unsupported' | 'refused' | 'stuck' | 'fault';

export interface PlayResult {
  code: string;
  name: string;
  outcome: Playability;
  /** The refusal's or the fault's words (empty when resolved). */
  detail: string;
}

const TYPES: Record<string, TestCard['type']> = { Unit: 'unit', Spell: 'spell', Gear: 'gear', Rune: 'rune', Battlefield: 'battlefield', Legend: 'legend' };
const DOMAINS = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'] as const;
const SCENERY: TestCard[] = [
  { id: 'sandbox:unit', name: 'Sandbox Unit', type: 'unit', cost: { energy: 1 }, might: 3, tags: ['Poro'], text: '' },
  { id: 'sandbox:small', name: 'Sandbox Pup', type: 'unit', cost: { energy: 1 }, might: 1, text: '' },
  { id: 'sandbox:gear', name: 'Sandbox Gear', type: 'gear', cost: { energy: 1 }, text: '' },
  { id: 'sandbox:spell', name: 'Sandbox Spell', type: 'spell', cost: { energy: 1 }, text: 'Draw 1.' },
  // what some cards need before they can be used at all: a unit of a domain, a Mighty unit, a detached Equipment
  { id: 'sandbox:brute', name: 'Sandbox Brute', type: 'unit', cost: { energy: 1 }, might: 5, domains: ['body', 'chaos'], text: '' },
  { id: 'sandbox:blade', name: 'Sandbox Blade', type: 'gear', cost: { energy: 1 }, tags: ['Equipment'], text: '[Equip] :rb_energy_1:' },
  { id: 'sandbox:monk', name: 'Sandbox Monk', type: 'unit', cost: { energy: 1 }, might: 2, domains: ['calm'], text: '' },
  // what a prelude plays first (PRELUDES)
  { id: 'sandbox:xp', name: 'Sandbox Lesson', type: 'spell', cost: { energy: 1 }, text: 'Gain 3 XP.' },
  { id: 'sandbox:empower', name: 'Sandbox Surge', type: 'spell', cost: { energy: 1 }, text: 'Empower a legend.' },
  { id: 'sandbox:reflex', name: 'Sandbox Reflex', type: 'spell', cost: { energy: 1 }, text: '[Reaction]\nStun an enemy unit at a battlefield.' },
];

/**
 * What a player does first when the card cannot be used in the plain sandbox (no spell on the Chain to
 * counter, no XP to spend, nothing Empowered to disempower, no Equipment attached): each list is tried
 * in turn, from the same start, until the card's own action is not refused.
 */
interface Prelude {
  readonly actions: readonly Action[];
  readonly resolved: boolean;
  /** Whose turn the sandbox starts on, when not Alice's (her rune pool is still full then). */
  readonly onTurnOf?: string;
}
const PRELUDES: readonly Prelude[] = [
  { actions: [{ kind: 'play', player: 'Alice', card: 'Alice xp' }], resolved: true },
  { actions: [{ kind: 'play', player: 'Alice', card: 'Alice empower' }], resolved: true },
  { actions: [{ kind: 'activate', player: 'Alice', source: 'Alice blade', ability: 0 }], resolved: true },
  // a spell of her own left on the Chain; then one of Bob's, choosing a unit of hers, above it
  { actions: [{ kind: 'play', player: 'Alice', card: 'Alice first spell' }], resolved: false },
  {
    actions: [
      { kind: 'play', player: 'Alice', card: 'Alice first spell' },
      { kind: 'pass', player: 'Alice' },
      { kind: 'play', player: 'Bob', card: 'Bob reflex' },
      { kind: 'pass', player: 'Bob' },
    ],
    resolved: false,
  },
  // a conquest this turn ("Play me only to a battlefield you conquered this turn"): her Brute (5 Might) attacks Bob's one unit (3) at South
  {
    actions: [
      { kind: 'move', player: 'Alice', units: ['Alice brute'], to: 'South' },
      { kind: 'pass', player: 'Alice' },
      { kind: 'pass', player: 'Bob' },
    ],
    resolved: true,
  },
  // a combat still going: her Brute attacks South and the card is played in its showdown ("an attacking unit")
  { actions: [{ kind: 'move', player: 'Alice', units: ['Alice brute'], to: 'South' }], resolved: false },
  // Bob's combat: the sandbox on his turn, his Brute attacks North, he passes, and she answers in the showdown ("an attacking enemy unit")
  {
    actions: [
      { kind: 'move', player: 'Bob', units: ['Bob brute'], to: 'North' },
      { kind: 'pass', player: 'Bob' },
    ],
    resolved: false,
    onTurnOf: 'Bob',
  },
];

/** The turn of a later sandbox: Alice's fourth (she takes the odd turns of two players). */
const LATER_TURN = 7;

/** The printing as the protocol's test card (the card list gives no Power costs: Energy only). */
function testCardOf(card: CardRecord): TestCard | null {
  const type = card.type ? TYPES[card.type] : undefined;
  if (!type) return null;
  const domains = card.domains.map((d) => d.toLowerCase()).filter((d): d is (typeof DOMAINS)[number] => (DOMAINS as readonly string[]).includes(d));
  return {
    id: `printing:${card.code}`,
    name: card.name,
    type,
    ...(type === 'unit' || type === 'spell' || type === 'gear' ? { cost: { energy: card.energy ?? 0 } } : {}),
    ...(card.might !== null ? { might: card.might } : {}),
    domains,
    tags: card.tags,
    text: card.text,
  };
}

export function sandboxFor(card: CardRecord): { setup: Setup; first: Action | null } | null {
  const printed = testCardOf(card);
  if (!printed) return null;
  let n = 0;
  const some = (who: string, id: string, count: number) => Array.from({ length: count }, () => ({ ref: `${who} ${id.split(':')[1]} ${++n}`, card: id }));
  const one = (who: string, id: string) => ({ ref: `${who} ${id.split(':')[1]}`, card: id });
  const runes = (who: string, count: number) => Array.from({ length: count }, () => ({ ref: `${who} rune ${++n}`, card: 'riftcheck:basic-rune' }));
  const pool = { energy: 20, power: Object.fromEntries(DOMAINS.map((d) => [d, 4])) };
  const self = { ref: 'the card', card: printed.id };
  const alice = {
    id: 'Alice',
    runePool: pool,
    hand: [
      ...(['unit', 'spell', 'gear'].includes(printed.type) ? [self] : []),
      { ref: 'Alice first spell', card: 'sandbox:spell' },
      ...some('Alice', 'sandbox:spell', 1),
      ...some('Alice', 'sandbox:unit', 1),
      one('Alice', 'sandbox:xp'),
      one('Alice', 'sandbox:empower'),
    ],
    mainDeck: [...some('Alice', 'sandbox:unit', 4), ...some('Alice', 'sandbox:spell', 4)],
    runeDeck: runes('Alice', 4),
    runes: printed.type === 'rune' ? [self, ...runes('Alice', 2)] : runes('Alice', 3),
    trash: [...some('Alice', 'sandbox:unit', 2), ...some('Alice', 'sandbox:spell', 1)],
    base: [
      ...some('Alice', 'sandbox:unit', 2),
      ...some('Alice', 'sandbox:small', 1),
      ...some('Alice', 'sandbox:gear', 1),
      one('Alice', 'sandbox:brute'),
      one('Alice', 'sandbox:blade'),
    ],
    ...(printed.type === 'legend' ? { legend: self } : {}),
  };
  const bob = {
    id: 'Bob',
    runePool: pool,
    hand: [...some('Bob', 'sandbox:spell', 2), ...some('Bob', 'sandbox:unit', 1), one('Bob', 'sandbox:reflex')],
    mainDeck: [...some('Bob', 'sandbox:unit', 4), ...some('Bob', 'sandbox:spell', 4)],
    runeDeck: runes('Bob', 4),
    runes: runes('Bob', 3),
    trash: [...some('Bob', 'sandbox:unit', 2), ...some('Bob', 'sandbox:spell', 1)],
    base: [
      ...some('Bob', 'sandbox:unit', 2),
      ...some('Bob', 'sandbox:small', 1),
      ...some('Bob', 'sandbox:gear', 1),
      one('Bob', 'sandbox:brute'),
      // an enemy unit of a domain no other unit has ("an enemy Calm unit")
      one('Bob', 'sandbox:monk'),
    ],
  };
  const setup: Setup = {
    seed: 1,
    players: [alice, bob],
    turnPlayer: 'Alice',
    battlefields: [
      {
        ref: 'North',
        card: printed.type === 'battlefield' ? printed.id : 'riftcheck:plain-battlefield',
        controller: 'Alice',
        units: [...some('Alice', 'sandbox:unit', 1), ...some('Alice', 'sandbox:small', 1)].map((u) => ({ ...u, owner: 'Alice' })),
      },
      { ref: 'South', card: 'riftcheck:plain-battlefield', controller: 'Bob', units: some('Bob', 'sandbox:unit', 1).map((u) => ({ ...u, owner: 'Bob' })) },
    ],
    testCards: [printed, ...SCENERY],
  };
  const activated = compileCardText(card.text).abilities.some((a) => a.kind === 'activated');
  const first: Action | null = ['unit', 'spell', 'gear'].includes(printed.type)
    ? { kind: 'play', player: 'Alice', card: 'the card' }
    : (printed.type === 'legend' || printed.type === 'rune') && activated
      ? { kind: 'activate', player: 'Alice', source: 'the card', ability: 0 }
      : null;
  return { setup, first };
}

/** The names of the cards a view shows (hands it may see, bases, battlefields), each once. */
function namesInView(view: View): string[] {
  const objects = [...view.players.flatMap((p) => [...p.hand, ...p.base]), ...view.battlefields.flatMap((b) => [...b.units, ...b.gear])];
  return [...new Set(objects.map((o) => o.name).filter((n): n is string => typeof n === 'string'))];
}

/** Answers to try for a question, most plausible first: accept before decline, each window of the fewest options allowed, the most. */
export function answersFor(view: View): DecisionAnswer[] {
  const d = view.pendingDecision!;
  const ids = d.options.map((o) => o.id);
  switch (d.kind) {
    case 'order-triggers':
    case 'order-cost-modifiers':
      return [{ order: ids }];
    case 'optional-cost':
    case 'yes-no':
      return [{ accept: true }, { accept: false }, { chosen: [] }];
    case 'choose-amount':
      // the most first: paying none does nothing
      return [...ids].reverse().map((id) => ({ chosen: [id] }));
    case 'split-damage':
      return ids.map((id) => ({ chosen: [id], amounts: { [id]: d.total ?? 0 } }));
    case 'name-card': {
      // Any card the view shows by name, the asker's own first; then, as a player who knows the cards
      // would, real cards of the kind asked for ("Name a spell"); the engine refuses those of another type.
      const kind = /^Name an? (unit|spell|gear)\b/.exec(d.prompt ?? '')?.[1];
      const known = CATALOG.filter((c) => kind === undefined || c.type === kind)
        .slice(0, 3)
        .map((c) => c.name);
      return [...new Set([...namesInView(view), ...known])].map((name) => ({ name }));
    }
    case 'name-tag':
      return ['Demacia', 'Noxus', 'Piltover', 'Poro'].map((name) => ({ name }));
    default: {
      const k = Math.max(d.min, Math.min(1, d.max));
      const answers: DecisionAnswer[] = [];
      for (let i = 0; i + k <= ids.length; i++) answers.push({ chosen: ids.slice(i, i + k) });
      if (k === 0) answers.unshift({ chosen: [] });
      // "any number": choosing none may be the only answer left (no group meets a total-Might limit)
      else if (d.min === 0) answers.push({ chosen: [] });
      answers.push({ chosen: ids.slice(0, d.max) });
      return answers;
    }
  }
}

/** Plays until nothing is pending or on the Chain: answers questions, then whoever has priority passes. */
function settleGame(game: Game, steps: number): { game: Game; outcome?: Playability; detail?: string } {
  for (let i = 0; i < steps; i++) {
    const view = viewOf(game);
    if (view.winner) return { game };
    if (view.pendingDecision) {
      const d = view.pendingDecision;
      let next: Game | null = null;
      let last = '';
      for (const answer of answersFor(view)) {
        const r = act(game, { kind: 'decide', player: d.player, decision: d.id, answer });
        if (r.result.ok) {
          next = r.game;
          break;
        }
        if (r.result.refusal.code === 'unsupported') return { game, outcome: 'unsupported', detail: r.result.refusal.reason };
        last = r.result.refusal.reason;
      }
      if (!next) return { game, outcome: 'stuck', detail: `no answer to "${d.prompt}" (${d.kind}) accepted: ${last}` };
      game = next;
      continue;
    }
    if (view.chain.length === 0) return { game };
    const who = view.priority ?? view.turnPlayer;
    const r = act(game, { kind: 'pass', player: who });
    if (!r.result.ok)
      return { game, outcome: r.result.refusal.code === 'unsupported' ? 'unsupported' : 'stuck', detail: `${who} cannot pass: ${r.result.refusal.reason}` };
    game = r.game;
  }
  return { game, outcome: 'stuck', detail: `still going after ${steps} steps` };
}

/** Answers each pending question with its first accepted answer, as a prelude's player would; false when none is accepted. */
function answerPending(game: Game): Game | null {
  for (let view = viewOf(game); view.pendingDecision; view = viewOf(game)) {
    const d = view.pendingDecision;
    const next = answersFor(view)
      .map((answer) => act(game, { kind: 'decide', player: d.player, decision: d.id, answer }))
      .find((r) => r.result.ok);
    if (!next) return null;
    game = next.game;
  }
  return game;
}

/**
 * A prelude's actions, each with its questions answered: the game then, or null when one is refused
 * (it does not suit this sandbox). `resolved`: the Chain is then settled, so what was played first has
 * resolved; otherwise its items stay on the Chain for the card to answer.
 */
function playPrelude(game: Game, prelude: Prelude): Game | null {
  let at: Game | null = game;
  for (const action of prelude.actions) {
    const r = act(at, action);
    if (!r.result.ok) return null;
    at = answerPending(r.game);
    if (!at) return null;
  }
  return prelude.resolved ? settleGame(at, 40).game : at;
}

function playFrom(setup: Setup, first: Action | null, prelude: Prelude | null): { outcome: Playability; detail: string } {
  const result = (outcome: Playability, detail = '') => ({ outcome, detail });
  const created = createGame(setup, { gameId: 'sandbox' });
  if (!created.ok) return result('refused', `setup: ${created.error.message}`);
  let game = created.game;
  if (prelude) {
    const ready = playPrelude(game, prelude);
    if (!ready) return result('refused', 'the prelude was refused');
    game = ready;
  }
  const actions: Action[] = first
    ? [first]
    : [
        { kind: 'end-turn', player: 'Alice' },
        { kind: 'end-turn', player: 'Bob' },
      ];
  for (const action of actions) {
    // with a prelude's items on the Chain the card is used at once, in answer to them
    if (!prelude || viewOf(game).chain.length === 0) {
      const before = settleGame(game, 40);
      if (before.outcome) return result(before.outcome, before.detail);
      game = before.game;
    }
    if (viewOf(game).winner) break;
    const r = act(game, action);
    if (!r.result.ok) return result(r.result.refusal.code === 'unsupported' ? 'unsupported' : 'refused', r.result.refusal.reason);
    game = r.game;
  }
  const after = settleGame(game, 60);
  return after.outcome ? result(after.outcome, after.detail ?? '') : result('resolved');
}

export function playPrinting(card: CardRecord): PlayResult | null {
  const sandbox = sandboxFor(card);
  if (!sandbox) return null;
  const result = (outcome: Playability, detail = ''): PlayResult => ({ code: card.code, name: card.name, outcome, detail });
  try {
    const plain = playFrom(sandbox.setup, sandbox.first, null);
    if (plain.outcome !== 'refused' || !sandbox.first) return result(plain.outcome, plain.detail);
    // refused in the plain sandbox: the first prelude that lets the card be used decides; then the
    // same game some turns on, for a card its player may not play on their first turns (358.4)
    for (const prelude of PRELUDES) {
      const setup = prelude.onTurnOf ? { ...sandbox.setup, turnPlayer: prelude.onTurnOf } : sandbox.setup;
      const tried = playFrom(setup, sandbox.first, prelude);
      if (tried.outcome !== 'refused') return result(tried.outcome, tried.detail);
    }
    const later = playFrom({ ...sandbox.setup, turn: LATER_TURN }, sandbox.first, null);
    if (later.outcome !== 'refused') return result(later.outcome, later.detail);
    return result(plain.outcome, plain.detail);
  } catch (e) {
    return result('fault', e instanceof Error ? e.message : String(e));
  }
}
