// Zod schemas for every request body and query the server accepts. Each is proven equal to the type
// openapi-typescript generates from openapi.yaml (see the assertions at the end), so validation and
// contract cannot disagree without `npx tsc -p .` failing.
import { z } from 'zod';
import { count, domain, phase, runePool } from './schema-parts.ts';
import type { operations, Schemas } from '../protocol/index.ts';
import { assertType, type DeepEquals } from '../protocol/type-equality.ts';

const cost = z.object({ energy: count, power: z.array(domain).optional() });

const cardType = z.enum(['unit', 'spell', 'gear', 'rune', 'battlefield', 'legend']);

const testCard = z.object({
  id: z.string(),
  name: z.string(),
  type: cardType,
  alsoTypes: z.array(cardType).optional(),
  cost: cost.optional(),
  might: z.number().int().optional(),
  domains: z.array(domain).optional(),
  tags: z.array(z.string()).optional(),
  keywords: z.array(z.string()).optional(),
  text: z.string(),
  effectText: z.string().optional(),
  mightBonus: z.number().int().optional(),
  stock: z.string().optional(),
});

const objectSetup = z.object({
  ref: z.string(),
  card: z.string(),
  owner: z.string().optional(),
  controller: z.string().optional(),
  exhausted: z.boolean().optional(),
  damage: count.optional(),
  buffs: count.optional(),
  stunned: z.boolean().optional(),
  facedown: z.boolean().optional(),
});

const objects = z.array(objectSetup).optional();

const playerSetup = z.object({
  id: z.string(),
  points: count.optional(),
  runePool: runePool.optional(),
  legend: objectSetup.optional(),
  champion: objectSetup.optional(),
  hand: objects,
  mainDeck: objects,
  runeDeck: objects,
  base: objects,
  runes: objects,
  trash: objects,
  banishment: objects,
  deck: z
    .object({
      legend: z.string(),
      champion: z.string(),
      main: z.array(z.string()).max(200),
      runes: z.array(z.string()).max(60),
      battlefields: z.array(z.string()).min(1).max(3),
    })
    .optional(),
});

const battlefieldSetup = z.object({
  ref: z.string(),
  card: z.string(),
  controller: z.string().nullable().optional(),
  owner: z.string().optional(),
  units: objects,
  gear: objects,
  facedown: objects,
});

export const setupSchema = z.object({
  edition: z.string().optional(),
  seed: z.number().int().optional(),
  mode: z.enum(['1v1', 'ffa3', 'ffa4', '2v2']).optional(),
  teams: z.array(z.array(z.string()).min(2).max(2)).optional(),
  victoryScore: z.number().int().min(1).optional(),
  players: z.array(playerSetup).min(1),
  turnPlayer: z.string(),
  turn: z.number().int().min(1).optional(),
  phase: phase.optional(),
  battlefields: z.array(battlefieldSetup).optional(),
  testCards: z.array(testCard).optional(),
});

const decisionAnswer = z.object({
  chosen: z.array(z.string()).optional(),
  order: z.array(z.string()).optional(),
  amounts: z.record(z.string(), z.number().int()).optional(),
  accept: z.boolean().optional(),
  name: z.string().max(200).optional(),
});

const player = z.string();
const choices = z.array(decisionAnswer).max(50).optional();
const playAction = z.object({ kind: z.literal('play'), player, card: z.string(), hidden: z.boolean().optional(), choices });
const activateAction = z.object({ kind: z.literal('activate'), player, source: z.string(), ability: count.optional(), choices });
const moveAction = z.object({ kind: z.literal('move'), player, units: z.array(z.string()).min(1), to: z.string() });
const hideAction = z.object({ kind: z.literal('hide'), player, card: z.string(), battlefield: z.string() });
const passAction = z.object({ kind: z.literal('pass'), player });
const endTurnAction = z.object({ kind: z.literal('end-turn'), player });
const decideAction = z.object({ kind: z.literal('decide'), player, decision: z.string(), answer: decisionAnswer });
const concedeAction = z.object({ kind: z.literal('concede'), player });
const inviteAction = z.object({ kind: z.literal('invite'), player, teammate: z.string() });

export const actionSchema = z.discriminatedUnion('kind', [
  playAction,
  activateAction,
  moveAction,
  hideAction,
  passAction,
  endTurnAction,
  decideAction,
  concedeAction,
  inviteAction,
]);

export const targetsRequestSchema = z.object({ text: z.string().min(1).max(4000), edition: z.string().min(1).max(20).optional() });

export const deckCheckRequestSchema = z.object({
  list: z.string().max(100_000),
  mode: z.enum(['duel', 'match', 'ffa3', 'ffa4', '2v2']).optional(),
  edition: z.string().optional(),
});
export const outcomeRequestSchema = z.object({ setup: setupSchema, actions: z.array(actionSchema).max(500) });

// ---- path and query parameters (strings on the wire; coerced where the contract says integer)

const integerParam = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d{1,15}$/, 'expected a non-negative integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const gameParamSchema = z.object({ gameId: z.string().min(1).max(128) });
export const ruleParamSchema = z.object({ ruleId: z.string().regex(/^[0-9]{1,4}(\.[0-9]{1,3}|\.[a-z]{1,3})*\.?$/, 'expected a rule number such as 355.10.d') });
const edition = z.string().min(1).max(20);

export const eventsQuerySchema = z.object({ after: integerParam(0).optional() });
export const editionQuerySchema = z.object({ edition: edition.optional() });
export const faqListQuerySchema = z.object({
  document: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'expected a document id such as origins')
    .optional(),
  rule: z
    .string()
    .regex(/^[0-9]{1,4}(\.[0-9]{1,3}|\.[a-z]{1,3})*$/, 'expected a rule number such as 461.3')
    .optional(),
});
export const faqParamSchema = z.object({ faqId: z.string().regex(/^[a-z0-9-]{1,60}:[a-z0-9-]{1,80}$/, 'expected an FAQ id such as origins:standard-move') });
export const searchQuerySchema = z.object({
  search: z.string().min(1).max(200).regex(/\S/, 'expected at least one non-space character'),
  edition: edition.optional(),
  limit: integerParam(1, 100).optional(),
});
export const diffQuerySchema = z.object({
  chapter: z
    .string()
    .regex(/^[0-9]{1,4}(-[0-9]{1,4})?$/, 'expected a chapter such as 300 or 300-399')
    .optional(),
});

// ---- proofs: each schema's parsed type is exactly the generated type

type Query<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;
type Path<Op extends keyof operations> = operations[Op]['parameters']['path'];

assertType<DeepEquals<z.output<typeof setupSchema>, Schemas['Setup']>>();
assertType<DeepEquals<z.output<typeof actionSchema>, Schemas['Action']>>();
assertType<DeepEquals<z.output<typeof targetsRequestSchema>, Schemas['TargetsRequest']>>();
assertType<DeepEquals<z.output<typeof outcomeRequestSchema>, Schemas['OutcomeRequest']>>();
assertType<DeepEquals<z.output<typeof deckCheckRequestSchema>, Schemas['DeckCheckRequest']>>();
assertType<DeepEquals<z.output<typeof eventsQuerySchema>, Query<'getEvents'>>>();
assertType<DeepEquals<z.output<typeof editionQuerySchema>, Query<'getRule'>>>();
assertType<DeepEquals<z.output<typeof searchQuerySchema>, Query<'searchRules'>>>();
assertType<DeepEquals<z.output<typeof diffQuerySchema>, Query<'diffEditions'>>>();
assertType<DeepEquals<z.output<typeof gameParamSchema>, Path<'getView'>>>();
assertType<DeepEquals<z.output<typeof ruleParamSchema>, Path<'getRule'>>>();
assertType<DeepEquals<z.output<typeof faqListQuerySchema>, Query<'listFaqEntries'>>>();
assertType<DeepEquals<z.output<typeof faqParamSchema>, Path<'getFaqEntry'>>>();
