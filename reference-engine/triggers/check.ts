// The trigger check: told what happened (a Happening), it finds every ability that triggers on it
// — on the board, in a trash where the text says so, and delayed abilities waiting for the moment —
// announces each with a "triggered" event and hands them to the Chain: in the order each player
// chooses (order.ts, rule 383.3.d) or as found. The one path by which triggered abilities go on the Chain.
//
// Placement by kind reproduces the engine's behaviour as it was when the separate trigger paths
// were merged here: only the kinds marked `ordered` ask a player to order several simultaneous triggers.
import { addChainItem } from '../chain-items.ts';
import { emit } from '../events.ts';
import type { GameState } from '../state.ts';
import { conquerTriggers } from './conquer.ts';
import { delayedTriggers } from './delayed.ts';
import { mightyStatus, mightyTriggers, risenSince, type MightyStatus } from './mighty.ts';
import { placeTriggers } from './order.ts';
import { permanentPlayedTriggers, spellPlayedTriggers } from './played.ts';
import { combatTriggers, holdTriggers, selfTriggers } from './self.ts';
import { deathTriggers, turnMomentTriggers } from './turn.ts';
import type { Batch, Found, Happening } from './types.ts';

/** The delayed abilities a moment of the turn sets off, after the printed ones (303.2.a). */
const DELAYED_AT = { 'start-of-main': 'start-of-your-main', 'end-of-turn': 'end-of-turn' } as const;

/** Per kind of happening, the abilities that trigger on it, in the batches they go on the Chain by. */
const FINDERS: { readonly [K in Happening['kind']]: (s: GameState, h: Extract<Happening, { kind: K }>) => Batch[] } = {
  'turn-moment': (s, h) => {
    const delayed = h.moment === 'start-of-main' || h.moment === 'end-of-turn' ? [delayedTriggers(s, DELAYED_AT[h.moment])] : [];
    return [turnMomentTriggers(s, h.moment), ...delayed];
  },
  'combat-began': (s, h) => [combatTriggers(s, h.battlefield)],
  moved: (s, h) => [selfTriggers(s, h.object, 'move', h.notes)],
  held: (s, h) => holdTriggers(s, h.player),
  dying: (s, h) => [deathTriggers(s, h.object)],
  conquered: (s, h) => [conquerTriggers(s, h.player)],
  'became-mighty': (s, h) => [mightyTriggers(s, h.units)],
  'spell-played': (s, h) => [spellPlayedTriggers(s, h.item)],
  'permanent-played': (s, h) => [permanentPlayedTriggers(s, h.item)],
};

function announce(s: GameState, f: Found): void {
  emit(s, { kind: 'triggered', object: f.source, player: f.controller, detail: f.detail, ...('rule' in f ? { rule: f.rule } : {}) });
}

function add(s: GameState, f: Found): void {
  const flags = f.adds === undefined ? {} : { addsResources: f.adds, resolvesImmediately: f.adds };
  const item = addChainItem(s, { kind: 'triggered', source: f.source, controller: f.controller, targets: [], ...(f.ability === undefined ? {} : { ability: f.ability }), ...flags });
  if (f.data) item.data = f.data;
}

function place(s: GameState, batch: Batch): void {
  if (batch.placement === 'ordered') {
    batch.groups.flat().forEach((f) => announce(s, f));
    placeTriggers(s, batch.groups.map((group) => group.map((f) => ({ source: f.source, controller: f.controller, ability: f.ability ?? 0, ...(f.data ? { data: f.data } : {}) }))));
    return;
  }
  if (batch.placement === 'together') {
    batch.found.forEach((f) => announce(s, f));
    batch.found.forEach((f) => add(s, f));
    return;
  }
  for (const f of batch.found) {
    announce(s, f);
    add(s, f);
  }
}

/** Finds what triggers on the happening and puts it on the Chain. */
export function checkTriggers<K extends Happening['kind']>(s: GameState, happening: Extract<Happening, { kind: K }>): void {
  const find = FINDERS[happening.kind as K];
  for (const batch of find(s, happening)) place(s, batch);
}

/**
 * Rule 709: after each step of the game loop, the units that became Mighty since `before` are
 * noticed here, whatever raised their Might; returns the status now.
 */
export function noticeBecomingMighty(s: GameState, before: MightyStatus): MightyStatus {
  const { now, risen } = risenSince(s, before);
  if (risen.length > 0) checkTriggers(s, { kind: 'became-mighty', units: risen });
  return now;
}

export { mightyStatus, type MightyStatus };
