// Replace (rule 438): a token takes the place of a battlefield card or token, which goes to
// banishment. The token is the same game object for what targets or references it (438.1.a): it
// keeps the place's ref, and with it every status and effect there (its control, its units, its
// contest, what was scored there this turn: 438.1). A replaced token ceases to exist (438.6); a
// replaced card waits in banishment, replaced rather than banished (438.5.a), until the token is
// swapped back for it (438.7).
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import { battlefieldState, objectOf, putObject, removeObject, type CardDefinition, type GameState, type ObjectId } from '../state.ts';
import { applyPassiveMight } from '../effects/passive-might.ts';
import { applyVictoryScore } from './points.ts';

/** A token's definition (the catalog's printed token card) or a card's: only a token is no card to keep (438.6). */
function isToken(card: CardDefinition): boolean {
  return card.type === 'token';
}

/** A ref no object has yet, named after the card. */
function banishedRef(s: GameState, name: string): ObjectId {
  let ref = `${name} (replaced)`;
  for (let n = 2; s.objects[ref]; n++) ref = `${name} (replaced ${n})`;
  return ref;
}

/** Puts the card at the place into banishment as replaced (438.5), or ends it if it is a token (438.6). */
function setAside(s: GameState, battlefield: ObjectId): void {
  const b = battlefieldState(s, battlefield);
  if (isToken(b.card)) {
    // no `object`: the place keeps its ref for the token replacing this one (438.1.a), which has not changed zones
    emit(s, { kind: 'moved', from: battlefield, to: 'banishment', detail: `${b.card.name} token replaced: it ceases to exist`, rule: '438.6' });
    return;
  }
  const place = objectOf(s, battlefield);
  const id = banishedRef(s, b.card.name);
  // the card is the player's who brought it (170.1): it leaves the game with them while it waits here (652.3)
  putObject(s, { ...place, id, owner: b.owner ?? place.owner, zone: 'banishment', battlefield: undefined, modifiers: [] });
  (b.replaced ??= []).push(id);
  emit(s, { kind: 'moved', object: id, from: battlefield, to: 'banishment', detail: `${b.card.name} replaced`, rule: '438.5' });
}

/** Puts `card` at the place, as the object there (438.1.a), keeping every status of the place (438.1, 438.7.b). */
function putInPlace(s: GameState, battlefield: ObjectId, card: CardDefinition): void {
  battlefieldState(s, battlefield).card = card;
  objectOf(s, battlefield).card = card;
  applyPassiveMight(s); // what the place's passives give changes with its text
  applyVictoryScore(s);
}

/**
 * "Replace that battlefield with a Brush battlefield token" (438.3): the token, created by `player`, takes the
 * battlefield's place; `rule` names what instructed it when the rules themselves do (652.2.a).
 */
export function replaceBattlefield(s: GameState, battlefield: ObjectId, token: CardDefinition, player: PlayerId, rule = '438.1'): void {
  setAside(s, battlefield);
  putInPlace(s, battlefield, token);
  emit(s, { kind: 'moved', player, to: battlefield, detail: `${token.name} token created in its place`, rule });
}

/** The cards the token at the place may be swapped back for (438.7.b.1): those still in banishment; none for a card (438.7.c). */
export function swappableBack(s: GameState, battlefield: ObjectId): ObjectId[] {
  const b = battlefieldState(s, battlefield);
  if (!isToken(b.card)) return [];
  return (b.replaced ?? []).filter((id) => s.objects[id]?.zone === 'banishment');
}

/** Swapping back (438.7.b): the token ceases to exist and the card returns to the place, inheriting its statuses. */
export function swapBack(s: GameState, battlefield: ObjectId, card: ObjectId): void {
  const b = battlefieldState(s, battlefield);
  const original = objectOf(s, card);
  emit(s, { kind: 'moved', from: battlefield, to: 'banishment', detail: `${b.card.name} token swapped back: it ceases to exist`, rule: '438.7.b' });
  removeObject(s, card);
  b.replaced = undefined; // the card is no token: nothing is left for it to swap back to
  putInPlace(s, battlefield, original.card);
  emit(s, { kind: 'moved', from: 'banishment', to: battlefield, detail: `${original.card.name} returned to its place`, rule: '438.7.b' });
}
