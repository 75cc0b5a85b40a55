// The adapter protocol in one home. openapi.yaml is the contract; protocol/generated/ is what
// scripts/generate-protocol.ts makes of it (`npm run check:protocol` fails on drift); this module
// only names its schemas. The reference engine, the suite's drivers and the server all import the
// protocol from here, so there is no second copy to keep in step. Nothing here imports the rest of
// the project: the engine may depend on this folder and on nothing else outside its own.
import type { components } from './generated/openapi.ts';

export type { components, operations, paths } from './generated/openapi.ts';
export { PROTOCOL_VERSION } from './generated/version.ts';

/** Every schema of openapi.yaml, by name. */
export type Schemas = components['schemas'];

/** The scenario's name for a player, e.g. "Alice". */
export type PlayerId = string;
/** A client-chosen name for a game object ("Alice's Recruit 2"), echoed back by the engine in views and events. */
export type Ref = string;

export type Capabilities = Schemas['Capabilities'];

export type Domain = Schemas['Domain'];
export type Phase = Schemas['Phase'];
export type CardType = Schemas['CardType'];
export type TestCard = Schemas['TestCard'];
export type ObjectSetup = Schemas['ObjectSetup'];
export type RunePool = Schemas['RunePool'];
export type PlayerSetup = Schemas['PlayerSetup'];
export type DeckSetup = Schemas['DeckSetup'];
export type BattlefieldSetup = Schemas['BattlefieldSetup'];
export type Setup = Schemas['Setup'];

export type Action = Schemas['Action'];
export type DecisionAnswer = Schemas['DecisionAnswer'];
export type DecisionKind = Schemas['DecisionKind'];
export type DecisionOption = Schemas['DecisionOption'];
export type Decision = Schemas['Decision'];

export type ObjectView = Schemas['ObjectView'];
export type PlayerView = Schemas['PlayerView'];
export type BattlefieldView = Schemas['BattlefieldView'];
export type ChainItemView = Schemas['ChainItemView'];
export type View = Schemas['View'];

export type EventKind = Schemas['EventKind'];
export type GameEvent = Schemas['GameEvent'];
export type RefusalCode = Schemas['RefusalCode'];
export type Refusal = Schemas['Refusal'];
/** The answer to an action: accepted with its events and the new view, or refused with a reason. */
export type ActionResult = Schemas['ActionAccepted'] | Schemas['ActionRefused'];

export type Problem = Schemas['Problem'];
export type FieldError = Schemas['FieldError'];
