// The wire types of openapi.yaml, by schema name (generated; see scripts/generate-api-types.ts).
import type { components } from './generated/openapi.ts';

export type Schemas = components['schemas'];
export type Setup = Schemas['Setup'];
export type Action = Schemas['Action'];
export type View = Schemas['View'];
export type GameEvent = Schemas['GameEvent'];
export type Capabilities = Schemas['Capabilities'];
export type Refusal = Schemas['Refusal'];
export type ActionResult = Schemas['ActionAccepted'] | Schemas['ActionRefused'];
export type Problem = Schemas['Problem'];
export type FieldError = Schemas['FieldError'];
