// Playing a card from hidden (rules 421.3, 811.1.b, 811.6): from the turn after it was hidden, its
// player may play it as if it had [Reaction], ignoring its base cost; a unit enters at the
// battlefield it was hidden at (811.1.d.1). Restricting a spell's targets to that battlefield
// (811.1.d.2) is not implemented: such a play is refused as unsupported rather than guessed.
import { targetDecider } from '../effects/compiled.ts';
import { targetSlots } from '../effects/slots.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId, Refusal } from '../interface.ts';
import { playDataOf } from '../playing-cards/play-record.ts';
import type { ChainItem, GameState, ObjectId } from '../state.ts';

/** Whether the card was hidden during the current turn (its Hide event came after the turn began). */
function hiddenThisTurn(s: GameState, id: ObjectId): boolean {
  let turnStart = -1;
  s.events.forEach((e, k) => {
    if (e.kind === 'turn-began') turnStart = k;
  });
  return s.events.some((e, k) => k > turnStart && e.kind === 'moved' && e.object === id && e.detail === 'hidden');
}

export function hiddenPlayRefusal(s: GameState, player: PlayerId, id: ObjectId): Refusal | null {
  const o = s.objects[id];
  if (!o) return { code: 'unknown-object', reason: `no object "${id}"` };
  if (o.zone !== 'facedown' || o.controller !== player) return { code: 'illegal-action', reason: `${id} is not a card ${player} has hidden`, rule: '421.3' };
  if (hiddenThisTurn(s, id))
    return { code: 'illegal-timing', reason: 'a card hidden this turn can be played from hidden only on a later turn', rule: '811.1.b' };
  if (o.card.type === 'gear') return { code: 'unsupported', reason: 'playing hidden gear to its battlefield is not implemented' };
  const targets = abilitiesOfKind(o.card, 'spell').flatMap((a) => targetSlots(a.ability.effect, targetDecider(o.card)));
  if (targets.length > 0) return { code: 'unsupported', reason: 'restricting the targets of a spell played from hidden to its battlefield is not implemented' };
  return null;
}

/** The base cost is ignored (811.1.b) and a unit enters where it was hidden (811.1.d.1). */
export function prepareHiddenPlay(s: GameState, item: ChainItem, battlefield: ObjectId): void {
  const data = playDataOf(item);
  data.baseModifications = [...data.baseModifications, { kind: 'ignore-all' }];
  const type = s.objects[item.source].card.type;
  if (type === 'unit' || type === 'token') data.answers.location = { chosen: [battlefield] };
}
