// Step 5 of playing a card (rule 358): the chosen targets are still legal, the costs were paid,
// and the card was legally timed. A failed check undoes the play (358.5): the engine refuses the
// action that would complete it, so the game stays as it was before that action.
import { abilitiesActive } from '../board.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { PlayerId, Refusal } from '../interface.ts';
import { everyObject, areAllies, objectOf, unitsAt, type ChainItem, type GameState } from '../state.ts';
import { atABattlefieldCondition } from './play-data.ts';
import { selectionContextOf, slotsOf } from './item-text.ts';
import type { PlayData } from './play-record.ts';
import { qualifies } from './selection.ts';
import { widenedAmbushBattlefields } from './ambush.ts';
import { objectOrAbility } from './abilities-on-chain.ts';
import { playForbiddenBy } from '../effects/lasting-effects.ts';
import { earlyTurnRefusal } from './play-locations.ts';

export function legalityRefusal(s: GameState, item: ChainItem, data: PlayData, targets: string[][]): Refusal | null {
  const slots = slotsOf(s, item);
  const ctx = selectionContextOf(item);
  for (let k = 0; k < slots.length; k++) {
    for (const id of targets[k] ?? []) {
      const o = objectOrAbility(s, id);
      if (!o || !qualifies(s, o, slots[k].ref, { ...ctx, it: targets[k - 1], chosenBefore: targets[k - 1] })) {
        return { code: 'illegal-target', reason: `${id} is no longer a legal target of ${objectOf(s, item.source).card.name}`, rule: '358.1' };
      }
    }
  }
  const card = objectOf(s, item.source).card;
  if (item.kind === 'card' && card.type === 'spell' && nameForbidden(s, item.controller, card.name)) {
    return { code: 'illegal-action', reason: `an opponent's permanent forbids playing spells named ${card.name}`, rule: '358.4' };
  }
  const forbiddenBy = item.kind === 'card' ? playForbiddenBy(s, item.controller, card.type) : null;
  if (forbiddenBy !== null) {
    return { code: 'illegal-action', reason: `${objectOf(s, forbiddenBy).card.name} forbids ${item.controller} to play ${card.name} this turn`, rule: '054.1' };
  }
  return earlyTurnRefusal(s, item) ?? ambushLocationLost(s, item, data) ?? data.timing;
}

/**
 * 822.3: Ambush lets a unit go to a battlefield only while its player has units there; if none are
 * left by now (a cost killed them), that battlefield is valid only by another permission: one its
 * player controls (822.3.a), unless Ambush's Reaction is what let the unit be played at this time.
 */
function ambushLocationLost(s: GameState, item: ChainItem, data: PlayData): Refusal | null {
  const card = objectOf(s, item.source).card;
  const widened = widenedAmbushBattlefields(s, card, item.controller); // 822.1.d
  if (item.kind !== 'card' || card.type !== 'unit' || !(card.keywords ?? []).includes('Ambush') || data.placeAt) return null;
  // Played by Ambush's Reaction with no location asked yet: any battlefield it could still go to.
  const at = data.location ?? data.answers.location?.chosen?.[0];
  const battlefields = s.battlefields.filter((b) => (at === undefined ? data.ambush === true : b.id === at));
  if (battlefields.length === 0) return null;
  const stillValid = (b: (typeof battlefields)[number]) =>
    unitsAt(s, b.id, item.controller).length > 0 || widened.includes(b.id) || (b.controller === item.controller && !data.ambush);
  if (battlefields.some(stillValid)) return null;
  return {
    code: 'illegal-location',
    reason: `${card.name} may no longer be played to ${at ?? 'a battlefield'}: no unit of its player is left there`,
    rule: '822.3',
  };
}

/**
 * "While I'm at a battlefield, opponents can't play spells with that name" (Fallen Feline): an opponent's
 * permanent that named this spell's name (rule 760) forbids the play while it is where its condition says.
 */
export function nameForbidden(s: GameState, player: PlayerId, name: string): boolean {
  return everyObject(s).some(
    (o) =>
      !areAllies(s, o.controller, player) &&
      o.data?.named === name &&
      abilitiesActive(o) &&
      abilitiesOfKind(o.card, 'passive').some(
        ({ ability: a }) =>
          a.effect.kind === 'cant' &&
          a.effect.action === 'play spells with that name' &&
          (!a.condition || (atABattlefieldCondition(a.condition) && o.zone === 'battlefield')),
      ),
  );
}
