// "Friendly units played from anywhere other than a player's hand have [Accelerate]" (805): a permanent's
// grant to the units its controller's side plays from a deck, a trash, banishment or hiding; such a unit
// has [Accelerate] while it is played, so the optional cost is offered (805.1.a). A unit played from a
// hand gets nothing from it.
import type { Ability } from '../card-text/ast.ts';
import { isAtLocation } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { everyObject, areAllies, type ChainItem, type GameState } from '../state.ts';
import { playDataOf } from './play-record.ts';

type Passive = Extract<Ability, { kind: 'passive' }>;

const ELSEWHERE = "anywhere other than a player's hand";

/** The form the engine applies: unconditional, [Accelerate] alone, to friendly units played from anywhere but a hand. */
export function grantsAccelerateToUnitsPlayedElsewhere(a: Passive): boolean {
  const e = a.effect;
  if (a.condition || a.gate || a.also || e.kind !== 'has-keyword' || e.each || e.where) return false;
  const subject = e.subject;
  return (
    e.keywords.length === 1 &&
    e.keywords[0]!.name === 'Accelerate' &&
    subject.kind === 'select' &&
    subject.determiner === 'bare' &&
    !subject.count &&
    (subject.nouns as string[]).join() === 'unit' &&
    subject.filters.length === 2 &&
    subject.filters.some((f) => f.kind === 'controller' && f.who === 'friendly') &&
    subject.filters.some((f) => f.kind === 'played-from' && f.from === ELSEWHERE)
  );
}

/** Whether a friendly permanent (or legend) gives the unit this play puts on the Chain [Accelerate] by where it was played from. */
export function accelerateGivenToPlay(s: GameState, item: ChainItem): boolean {
  const origin = playDataOf(item).origin;
  if (item.kind !== 'card' || !origin || origin.zone === 'hand') return false;
  return everyObject(s).some(
    (o) =>
      o.id !== item.source &&
      !o.facedown &&
      (isAtLocation(o) || o.zone === 'legend') &&
      areAllies(s, o.controller, item.controller) &&
      abilitiesOfKind(o.card, 'passive').some(({ ability }) => grantsAccelerateToUnitsPlayedElsewhere(ability)),
  );
}
