// The adapter protocol as the suite sees it: what a scenario may set up, do and observe.
// openapi.yaml is the single source of truth; these are its schemas, through the types generated
// from it (api/generated/openapi.ts, kept in step by `npm run check:api`), under the names the
// steps use. The reference engine mirrors them in reference-engine/interface.ts, and
// drivers/in-process.ts proves at compile time that the two agree.
import type { Schemas } from '../../api/wire.ts';

export type { Action, ActionResult, Capabilities, GameEvent, Refusal, Setup, View } from '../../api/wire.ts';

/** The protocol version this suite speaks; equal to openapi.yaml's info.version (a test checks it). */
export const PROTOCOL_VERSION = '1.0.0';

/** The scenario's name for a player, e.g. "Alice". */
export type PlayerId = string;
/** A client-chosen name for a game object ("Alice's Recruit 2"), echoed back by the engine. */
export type Ref = string;
export type Domain = Schemas['Domain'];
export type Phase = Schemas['Phase'];
export type TestCard = Schemas['TestCard'];
export type ObjectSetup = Schemas['ObjectSetup'];
export type RunePool = Schemas['RunePool'];
export type PlayerSetup = Schemas['PlayerSetup'];
export type BattlefieldSetup = Schemas['BattlefieldSetup'];
export type DecisionKind = Schemas['DecisionKind'];
export type DecisionOption = Schemas['DecisionOption'];
export type Decision = Schemas['Decision'];
export type DecisionAnswer = Schemas['DecisionAnswer'];
export type ObjectView = Schemas['ObjectView'];
export type PlayerView = Schemas['PlayerView'];
export type BattlefieldView = Schemas['BattlefieldView'];
export type ChainItemView = Schemas['ChainItemView'];
export type EventKind = Schemas['EventKind'];
export type RefusalCode = Schemas['RefusalCode'];
