// "When a unit here is returned to a player's hand" (Ripper's Bay, a battlefield's own: 170.9): a unit
// at this battlefield goes to its owner's hand by an effect's "return ... to hand". "that player" is
// that owner, and as the text has them make its choice ("that player may pay ..."), the ability is
// theirs (190.6.c); otherwise its battlefield's controller's (190.6.a–b).
import { anyInstruction } from '../card-text/instruction-tree.ts';
import type { Trigger } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId } from '../interface.ts';
import { battlefieldState, type GameState, type ObjectId } from '../state.ts';
import { battlefieldAbilityController, plainlyWhen } from './battlefield.ts';
import type { Batch, Found } from './types.ts';

/** "When a unit here is returned to a player's hand", and nothing more said of the unit. */
export function watchesAUnitReturnedFromHere(t: Trigger): boolean {
  return plainlyWhen(t, (e) => {
    const u = e.subject;
    if (e.verb !== 'be-returned' || e.form !== "is returned to a player's hand" || e.object || e.where || e.to) return false;
    if (u.kind !== 'select' || u.determiner !== 'a' || u.nouns.join() !== 'unit' || u.count || u.filters.length !== 1) return false;
    const [f] = u.filters;
    return f.kind === 'location' && f.at.kind === 'here';
  });
}

/** The unit's battlefield's abilities watching it return to `owner`'s hand from there. */
export function returnedFromHereTriggers(s: GameState, unit: ObjectId, battlefield: ObjectId, owner: PlayerId): Batch {
  const found: Found[] = [];
  const b = battlefieldState(s, battlefield);
  for (const { index, ability } of abilitiesOfKind(b.card, 'triggered')) {
    if (!watchesAUnitReturnedFromHere(ability.trigger)) continue;
    const theirs = anyInstruction(ability.effect, (i) => i.actor?.kind === 'player' && i.actor.who === 'that-player');
    const controller = theirs ? owner : battlefieldAbilityController(s, battlefield);
    const rule = theirs ? '190.6.c' : b.controller === null ? '190.6.b' : '190.6.a';
    found.push({ source: battlefield, controller, ability: index, detail: `ability ${index + 1}`, rule, data: { subject: [unit] } });
  }
  return { placement: 'each', found };
}
