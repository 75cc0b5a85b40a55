// How many times an ability triggers, as passive abilities of permanents on the board change it for
// their controller's abilities. "Your [Deathknell] effects trigger an additional time" (Karthus,
// Eternal), "Your conquer effects for conquering here ..." (Red Brambleback), "Your hold effects for
// holding here ..." (Blue Sentinel): once more for each such passive, each additional instance an
// ability that triggered of its own (383.3), announced, ordered among the player's other triggers
// (383.3.d) and resolved on its own. "Your [Temporary] effects at my battlefield don't trigger"
// (LeBlanc, Everywhere at Once): not at all, whatever else would add to it.
import type { Ability, PassiveEffect } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { everyObject, objectOf, type GameObject, type GameState } from '../state.ts';
import { abilitiesOf, abilitiesOfKind } from '../effects/compiled.ts';
import { isDeathknell, isTemporaryTrigger } from './turn.ts';
import type { Batch, Found, Happening } from './types.ts';

type Additional = Extract<PassiveEffect, { kind: 'extra-trigger' }>;
type Suppressed = Extract<PassiveEffect, { kind: 'suppress-trigger' }>;

/** Whether the engine applies the passive: each form the card text has, unconditionally. */
export function readsAdditionalTimes(a: Extract<Ability, { kind: 'passive' }>): boolean {
  return a.effect.kind === 'extra-trigger' && !a.condition && !a.gate && !a.also && (a.effect.which === 'Deathknell') !== a.effect.here;
}

/** Whether the engine applies the passive: [Temporary] effects, everywhere or at the giver's battlefield, unconditionally. */
export function readsSuppressed(a: Extract<Ability, { kind: 'passive' }>): boolean {
  const e = a.effect;
  if (e.kind !== 'suppress-trigger' || a.condition || a.gate || a.also || e.keyword.name !== 'Temporary') return false;
  return !e.where || (e.where.kind === 'battlefield' && e.where.ref.kind === 'pronoun' && e.where.ref.word === 'my battlefield');
}

/** The battlefield a permanent is at ("here"); none in a base. */
function battlefieldOf(o: GameObject): string | null {
  return o.zone === 'battlefield' ? (o.battlefield ?? null) : null;
}

/** The battlefield a hold effect is for: the one its trigger noted, else the one its unit holds at ([Hunt], 823.1.b). */
function heldAt(s: GameState, f: Found): string | null {
  const notes = (f.data?.notes ?? {}) as { battlefield?: unknown };
  return typeof notes.battlefield === 'string' ? notes.battlefield : battlefieldOf(objectOf(s, f.source));
}

function applies(s: GameState, h: Happening, f: Found, e: Additional, giver: GameObject): boolean {
  if (e.which === 'Deathknell') {
    const ability = f.ability === undefined ? undefined : abilitiesOf(objectOf(s, f.source).card)[f.ability];
    return h.kind === 'dying' && ability?.kind === 'triggered' && isDeathknell(ability.trigger);
  }
  const here = battlefieldOf(giver);
  if (here === null) return false;
  // every ability the conquest or hold set off is one of its conquer or hold effects (469.1, 315.2.b)
  // Reckoner's Arena activating the conquer effects there is no conquering
  if (e.which === 'conquer') return h.kind === 'conquered' && !h.activated && h.battlefield === here;
  return h.kind === 'held' && heldAt(s, f) === here;
}

/** A [Temporary] effect of a permanent at the giver's battlefield (or anywhere, when the passive names no place). */
function suppresses(s: GameState, f: Found, e: Suppressed, giver: GameObject): boolean {
  if (!isTemporaryTrigger(f)) return false;
  if (!e.where) return true;
  const here = battlefieldOf(giver);
  return here !== null && battlefieldOf(objectOf(s, f.source)) === here;
}

/** How many times the ability triggers: none if a passive of its controller's permanents stops it, else once and once more for each that adds. */
function timesTriggered(s: GameState, h: Happening, f: Found): number {
  let n = 1;
  for (const giver of everyObject(s)) {
    if (giver.controller !== f.controller || !abilitiesActive(giver)) continue;
    for (const { ability } of abilitiesOfKind(giver.card, 'passive')) {
      const e = ability.effect;
      if (e.kind === 'suppress-trigger' && readsSuppressed(ability) && suppresses(s, f, e, giver)) return 0;
      if (e.kind === 'extra-trigger' && readsAdditionalTimes(ability) && applies(s, h, f, e, giver)) n += 1;
    }
  }
  return n;
}

function withCopies(s: GameState, h: Happening, found: readonly Found[]): Found[] {
  return found.flatMap((f) => Array.from({ length: timesTriggered(s, h, f) }, (_, i) => (i === 0 ? f : { ...f, additional: i })));
}

/** The batch with each ability as many times as it triggers: additional instances beside it, a stopped one left out. */
export function withTimesTriggered(s: GameState, h: Happening, batch: Batch): Batch {
  return batch.placement === 'ordered'
    ? { ...batch, groups: batch.groups.map((g) => withCopies(s, h, g)) }
    : { placement: batch.placement, found: withCopies(s, h, batch.found) };
}
