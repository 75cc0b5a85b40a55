// "When you defend at a battlefield": a player's permanents watching for that player to become the
// defender of a combat (383.4.f), wherever they are. It triggers once per combat, as the player gains
// the Defender designation (464.2.c.3), with the defending player's other defend triggers (464.2.e.1);
// "there" in its effect is the battlefield of that combat (359.3.f.3).
import type { Trigger } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId } from '../interface.ts';
import { everyObject, type GameState, type ObjectId } from '../state.ts';
import { plainlyWhen, watchesYouDefendHere } from './battlefield.ts';
import { responsibleWatchers } from './played.ts';
import type { Found } from './types.ts';

/** "When you defend at a battlefield", of any battlefield. */
export function watchesYouDefendAt(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesYouDefendAt);
  return plainlyWhen(
    t,
    (e) =>
      e.verb === 'defend' &&
      e.subject.kind === 'player' &&
      e.subject.who === 'you' &&
      !e.object &&
      !e.to &&
      !e.with &&
      e.where?.prep === 'at' &&
      e.where.at.kind === 'battlefield' &&
      e.where.at.ref.kind === 'select' &&
      e.where.at.ref.determiner === 'a' &&
      e.where.at.ref.nouns.join() === 'battlefield' &&
      e.where.at.ref.filters.length === 0,
  );
}

/** The defending player's abilities watching for their defence, each noting the battlefield defended. */
export function defendedAtTriggers(s: GameState, defender: PlayerId, battlefield: ObjectId): Found[] {
  const batch = responsibleWatchers(s, defender, watchesYouDefendAt, '383.4.f');
  return batch.placement === 'ordered' ? [] : batch.found.map((f) => ({ ...f, data: { notes: { battlefield } } }));
}

/** A permanent's own "When you defend here" (not a battlefield's): its controller defends at the battlefield it is at. */
export function defendedHereTriggers(s: GameState, defender: PlayerId, battlefield: ObjectId): Found[] {
  const found: Found[] = [];
  for (const o of everyObject(s)) {
    if (o.controller !== defender || o.battlefield !== battlefield || !abilitiesActive(o)) continue;
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered'))
      if (watchesYouDefendHere(ability.trigger))
        found.push({ source: o.id, controller: defender, ability: index, detail: `ability ${index + 1}`, rule: '383.4.f' });
  }
  return found;
}
