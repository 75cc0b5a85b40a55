// Zod schemas for what an engine answers, so a client can tell a conforming answer from a malformed
// one (the HTTP driver turns a mismatch into an "errored" scenario). Unknown extra fields are allowed:
// an engine may say more than the protocol asks. Each schema is proven equal to the generated type.
import { z } from 'zod';
import { count, phase, runePool } from './schema-parts.ts';
import type { Schemas } from '../protocol/index.ts';
import { assertType, type DeepEquals } from '../protocol/type-equality.ts';

export const capabilitiesSchema = z.object({
  protocol: z.string(),
  engine: z.object({ name: z.string(), version: z.string() }),
  editions: z.array(z.string()),
  features: z.array(z.string()),
});

const objectView = z.object({
  ref: z.string(),
  card: z.string(),
  name: z.string(),
  type: z.string(),
  owner: z.string(),
  controller: z.string(),
  exhausted: z.boolean(),
  damage: z.number().int(),
  might: z.number().int().nullable(),
  buffs: z.number().int(),
  stunned: z.boolean(),
  facedown: z.boolean(),
  designation: z.enum(['attacker', 'defender']).nullable(),
  hidden: z.boolean().optional(),
});
const objectViews = z.array(objectView);

const playerView = z.object({
  id: z.string(),
  points: z.number().int(),
  xp: z.number().int().optional(),
  runePool,
  hand: objectViews,
  mainDeck: objectViews,
  runeDeck: objectViews,
  base: objectViews,
  runes: objectViews,
  trash: objectViews,
  banishment: objectViews,
  legend: objectView.nullable(),
  otherLegends: objectViews.optional(),
  champion: objectView.nullable(),
});

const battlefieldView = z.object({
  ref: z.string(),
  card: z.string(),
  name: z.string(),
  owner: z.string().optional(),
  controller: z.string().nullable(),
  contested: z.boolean(),
  units: objectViews,
  gear: objectViews,
  facedown: objectViews,
});

const chainItemView = z.object({
  id: z.string(),
  source: z.string(),
  controller: z.string(),
  status: z.enum(['pending', 'finalized']),
  targets: z.array(z.array(z.string())),
  card: objectView.optional(),
});

const decision = z.object({
  id: z.string(),
  player: z.string(),
  kind: z.enum([
    'choose-targets',
    'choose-location',
    'choose-objects',
    'choose-mode',
    'optional-cost',
    'order-cost-modifiers',
    'order-triggers',
    'split-damage',
    'yes-no',
    'name-card',
    'name-tag',
    'choose-amount',
  ]),
  prompt: z.string(),
  source: z.string().optional(),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
  min: count,
  max: count,
  total: count.optional(),
  rule: z.string().optional(),
});

export const viewSchema = z.object({
  gameId: z.string(),
  edition: z.string(),
  turn: z.number().int(),
  turnPlayer: z.string(),
  phase,
  state: z.object({ mode: z.enum(['neutral', 'showdown']), chain: z.enum(['open', 'closed']) }),
  priority: z.string().nullable(),
  focus: z.string().nullable(),
  showdown: z.object({ battlefield: z.string(), combat: z.boolean(), attacker: z.string().nullable(), defender: z.string().nullable() }).nullable(),
  players: z.array(playerView),
  battlefields: z.array(battlefieldView),
  chain: z.array(chainItemView),
  pendingDecision: decision.nullable(),
  winner: z.string().nullable(),
  winners: z.array(z.string()).optional(),
});

export const gameEventSchema = z.object({
  seq: count,
  kind: z.enum([
    'turn-began',
    'phase-began',
    'played',
    'activated',
    'chain-item-added',
    'chain-item-finalized',
    'resolved',
    'targeted',
    'paid',
    'priority',
    'focus',
    'passed',
    'moved',
    'damaged',
    'died',
    'killed',
    'stunned',
    'exhausted',
    'readied',
    'drew',
    'burned-out',
    'channeled',
    'discarded',
    'recycled',
    'buffed',
    'might-changed',
    'triggered',
    'countered',
    'showdown-began',
    'showdown-ended',
    'combat-began',
    'combat-ended',
    'conquered',
    'scored',
    'attached',
    'pool-emptied',
    'won',
    'chose',
  ]),
  player: z.string().optional(),
  object: z.string().optional(),
  objects: z.array(z.string()).optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  amount: z.number().int().optional(),
  rule: z.string().optional(),
  options: z.array(z.string()).optional(),
  detail: z.string().optional(),
});

export const refusalSchema = z.object({
  code: z.enum([
    'no-priority',
    'illegal-timing',
    'cannot-afford',
    'illegal-target',
    'illegal-location',
    'unknown-object',
    'invalid-decision',
    'decision-pending',
    'game-over',
    'unsupported',
    'illegal-action',
  ]),
  reason: z.string(),
  rule: z.string().optional(),
});

export const gameCreatedSchema = z.object({ gameId: z.string().min(1), view: viewSchema });
export const actionAcceptedSchema = z.object({ ok: z.literal(true), events: z.array(gameEventSchema), view: viewSchema });
export const actionRefusedSchema = z.object({ ok: z.literal(false), refusal: refusalSchema });
export const eventLogSchema = z.object({ gameId: z.string(), events: z.array(gameEventSchema) });
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  field: z.string().optional(),
  feature: z.string().optional(),
  suggestions: z.array(z.string()).optional(),
});

assertType<DeepEquals<z.output<typeof capabilitiesSchema>, Schemas['Capabilities']>>();
assertType<DeepEquals<z.output<typeof viewSchema>, Schemas['View']>>();
assertType<DeepEquals<z.output<typeof gameEventSchema>, Schemas['GameEvent']>>();
assertType<DeepEquals<z.output<typeof refusalSchema>, Schemas['Refusal']>>();
assertType<DeepEquals<z.output<typeof gameCreatedSchema>, Schemas['GameCreated']>>();
assertType<DeepEquals<z.output<typeof actionAcceptedSchema>, Schemas['ActionAccepted']>>();
assertType<DeepEquals<z.output<typeof actionRefusedSchema>, Schemas['ActionRefused']>>();
assertType<DeepEquals<z.output<typeof eventLogSchema>, Schemas['EventLog']>>();
assertType<DeepEquals<z.output<typeof problemSchema>, Schemas['Problem']>>();
