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
];

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
  const runes = (who: string, count: number) => Array.from({ length: count }, () => ({ ref: `${who} rune ${++n}`, card: 'riftcheck:basic-rune' }));
  const pool = { energy: 20, power: Object.fromEntries(DOMAINS.map((d) => [d, 4])) };
  const self = { ref: 'the card', card: printed.id };
  const alice = {
    id: 'Alice',
    runePool: pool,
    hand: [...(['unit', 'spell', 'gear'].includes(printed.type) ? [self] : []), ...some('Alice', 'sandbox:spell', 2), ...some('Alice', 'sandbox:unit', 1)],
    mainDeck: [...some('Alice', 'sandbox:unit', 4), ...some('Alice', 'sandbox:spell', 4)],
    runeDeck: runes('Alice', 4),
    runes: printed.type === 'rune' ? [self, ...runes('Alice', 2)] : runes('Alice', 3),
    trash: [...some('Alice', 'sandbox:unit', 2), ...some('Alice', 'sandbox:spell', 1)],
    base: [...some('Alice', 'sandbox:unit', 2), ...some('Alice', 'sandbox:small', 1), ...some('Alice', 'sandbox:gear', 1)],
    ...(printed.type === 'legend' ? { legend: self } : {}),
  };
  const bob = {
    id: 'Bob',
    runePool: pool,
    hand: [...some('Bob', 'sandbox:spell', 2), ...some('Bob', 'sandbox:unit', 1)],
    mainDeck: [...some('Bob', 'sandbox:unit', 4), ...some('Bob', 'sandbox:spell', 4)],
    runeDeck: runes('Bob', 4),
    runes: runes('Bob', 3),
    trash: [...some('Bob', 'sandbox:unit', 2), ...some('Bob', 'sandbox:spell', 1)],
    base: [...some('Bob', 'sandbox:unit', 2), ...some('Bob', 'sandbox:small', 1), ...some('Bob', 'sandbox:gear', 1)],
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
        units: some('Alice', 'sandbox:unit', 1).map((u) => ({ ...u, owner: 'Alice' })),
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

export function playPrinting(card: CardRecord): PlayResult | null {
  const sandbox = sandboxFor(card);
  if (!sandbox) return null;
  const result = (outcome: Playability, detail = ''): PlayResult => ({ code: card.code, name: card.name, outcome, detail });
  try {
    const created = createGame(sandbox.setup, { gameId: 'sandbox' });
    if (!created.ok) return result('refused', `setup: ${created.error.message}`);
    let game = created.game;
    const actions: Action[] = sandbox.first
      ? [sandbox.first]
      : [
          { kind: 'end-turn', player: 'Alice' },
          { kind: 'end-turn', player: 'Bob' },
        ];
    for (const action of actions) {
      const before = settleGame(game, 40);
      if (before.outcome) return result(before.outcome, before.detail);
      game = before.game;
      if (viewOf(game).winner) break;
      const r = act(game, action);
      if (!r.result.ok) return result(r.result.refusal.code === 'unsupported' ? 'unsupported' : 'refused', r.result.refusal.reason);
      game = r.game;
    }
    const after = settleGame(game, 60);
    return after.outcome ? result(after.outcome, after.detail) : result('resolved');
  } catch (e) {
    return result('fault', e instanceof Error ? e.message : String(e));
  }
}
