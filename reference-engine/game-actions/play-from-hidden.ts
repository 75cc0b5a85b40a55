// Playing a card from hidden (rules 421.3, 811.1.b, 811.6): from the turn after it was hidden, its
// player may play it as if it had [Reaction], ignoring its base cost; a unit, or gear, enters at the
// battlefield it was hidden at (811.1.d.1, 811.1.d.1.a; effects/resolve.ts), and its choices, and those of its play effects, are held
// to that battlefield (811.1.d.2, playing-cards/selection.ts hiddenHold). A choice naming a place of
// its own is not weighed against that battlefield: such a play is refused as unsupported rather than guessed.
import { targetDecider } from '../effects/compiled.ts';
import { targetSlots } from '../effects/slots.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId, Refusal } from '../interface.ts';
import { playDataOf } from '../playing-cards/play-record.ts';
import { hiddenHold } from '../playing-cards/selection.ts';
import { watchesItsOwnPlay } from '../triggers/played.ts';
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
  const played = [...abilitiesOfKind(o.card, 'spell'), ...abilitiesOfKind(o.card, 'triggered').filter((a) => watchesItsOwnPlay(a.ability.trigger))];
  const slots = played.flatMap((a) => targetSlots(a.ability.effect, targetDecider(o.card)));
  if (slots.some((slot) => hiddenHold(slot.ref) === 'unread'))
    return { code: 'unsupported', reason: 'holding to its battlefield a choice of a card played from hidden that names a place of its own is not implemented' };
  return null;
}

/** The base cost is ignored (811.1.b); a unit, or gear, enters where it was hidden (811.1.d.1). */
export function prepareHiddenPlay(s: GameState, item: ChainItem, battlefield: ObjectId): void {
  const data = playDataOf(item);
  data.baseModifications = [...data.baseModifications, { kind: 'ignore-all' }];
  data.hiddenAt = battlefield;
  const type = s.objects[item.source].card.type;
  if (type === 'unit' || type === 'token') data.answers.location = { chosen: [battlefield] };
}
