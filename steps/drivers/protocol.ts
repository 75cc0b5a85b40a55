// The adapter protocol as the suite sees it: what a scenario may set up, do and observe. The types
// are openapi.yaml's schemas, generated into protocol/ and named there; the reference engine imports
// the very same types, so suite and engine cannot disagree about the protocol.
export { PROTOCOL_VERSION } from '../../protocol/index.ts';
export type {
  Action,
  ActionResult,
  BattlefieldSetup,
  BattlefieldView,
  Capabilities,
  ChainItemView,
  Decision,
  DecisionAnswer,
  DecisionKind,
  DecisionOption,
  Domain,
  EventKind,
  GameEvent,
  ObjectSetup,
  ObjectView,
  Phase,
  PlayerId,
  PlayerSetup,
  PlayerView,
  Ref,
  Refusal,
  RefusalCode,
  RunePool,
  Setup,
  TestCard,
  View,
} from '../../protocol/index.ts';
