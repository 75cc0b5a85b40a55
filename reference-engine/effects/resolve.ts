// Resolving a chain item (rules 359.2, 359.3.d, 340.1): a permanent enters the board, a spell or
// ability executes its compiled text top to bottom and a spell then goes to its owner's trash.
// A question asked during resolution undoes the partial run and waits; the answer replays it
// (see run.ts). chain.ts leaves the item on the Chain while a decision is pending.
import { entersReadyByPaidCost } from '../playing-cards/paid-to-enter-ready.ts';
import { ask, type DecisionHandler } from '../decisions.ts';
import { emit } from '../events.ts';
import { contest } from '../game-actions/move.ts';
import { relocate } from '../game-actions/zones.ts';
import type { Ability } from '../card-text/ast.ts';
import type { DecisionAnswer, PlayerId } from '../interface.ts';
import { abilitiesOfKindAt, activatedLegion, effectOf, paidCostEffect, slotsOf } from '../playing-cards/item-text.ts';
import { playDataOf, zoneLeavingTheChain } from '../playing-cards/play-record.ts';
import { cloneState, hasType, objectOf, type CardDefinition, type ChainItem, type GameObject, type GameState } from '../state.ts';
import { checkTriggers } from '../triggers/check.ts';
import { countCardPlayed } from '../triggers/played.ts';
import { abilitiesOf, abilitiesOfKind } from './compiled.ts';
import { appendedBy } from './attached-text.ts';
import { gateHolds } from './conditions.ts';
import { entersReadyAlso, entersReadyByText } from './enters-ready.ts';
import { execute } from './interpret.ts';
import { replaceOutsideResolution } from './replaced-events.ts';
import { BadAnswer, NeedDecision, restoreState, snapshot, type Run } from './run.ts';
import { battlefieldChoices } from './slots.ts';

function resolutionAnswers(item: ChainItem): DecisionAnswer[] {
  const data = (item.data ??= {});
  return (data.resolutionAnswers ??= []) as DecisionAnswer[];
}

function runFor(s: GameState, item: ChainItem): Run {
  const data = playDataOf(item);
  return {
    s,
    controller: item.controller,
    source: item.source,
    ...appendedFor(s, item),
    itemId: item.id,
    slots: slotsOf(s, item),
    targets: item.targets,
    targetMark: data.targetMark ?? s.events.length,
    answers: resolutionAnswers(item),
    nextAnswer: 0,
    it: null,
    lookBack: {},
    didPrevious: false,
    paidAdditionalCost: data.paidOptional.some((id) => id.startsWith('additional:')),
    destinations: [...(data.destinations ?? [])],
    battlefieldOf: new Map(battlefieldChoices(effectOf(s, item)).map((ref, n) => [ref, data.battlefields?.[n] ?? ''])),
  };
}

/** For an ability an attached card's Effect Text gave its source: that card, which its "this" names (136.2.d). */
function appendedFor(s: GameState, item: ChainItem): { appendedBy?: string } {
  if (item.kind !== 'activated' && item.kind !== 'triggered') return {};
  // the lines appended as it went on the Chain, which its text was read from (cardAsOnChain)
  const from = appendedBy(item.text === undefined ? objectOf(s, item.source) : item, abilitiesOfKindAt(s, item)?.line);
  return from === undefined ? {} : { appendedBy: from };
}

/**
 * An activated ability behind "[Legion] —" (812) has its effect only if its controller has played a
 * card this turn; the ability is not its card, so the card itself counts (the Origins FAQ on Sun Disc).
 */
function legionHolds(s: GameState, item: ChainItem): boolean {
  if (item.kind !== 'activated') return true;
  const ability = abilitiesOfKindAt(s, item);
  if (ability?.kind !== 'activated' || !activatedLegion(ability)) return true;
  return (s.cardsPlayedThisTurn ?? []).some((p) => p.player === item.controller);
}

/** Uses up one "The next unit you play this turn enters ready" the player has, if any. */
function takeNextUnitReady(s: GameState, player: PlayerId): boolean {
  const i = (s.nextUnitEntersReady ?? []).indexOf(player);
  if (i < 0) return false;
  s.nextUnitEntersReady!.splice(i, 1);
  return true;
}

/** "I enter ready." (369.3): a replacement of the way the unit enters, printed on the unit itself ("I have +1 :rb_might: and enter ready" too). */
export function entersReady(card: CardDefinition): boolean {
  return abilitiesOfKind(card, 'passive').some(({ ability }) => !ability.condition && !ability.gate && ownEnterReady(ability));
}

function ownEnterReady(ability: Extract<Ability, { kind: 'passive' }>): boolean {
  const e = ability.effect;
  return (e.kind === 'enters' && e.subject.kind === 'self' && e.state === 'ready') || entersReadyAlso(ability);
}

/** "[Level 3][>] I enter ready.": the same, behind a gate, while the gate is open for the player it enters under (824.1.c). */
export function entersReadyByGate(s: GameState, o: GameObject, controller: PlayerId): boolean {
  return abilitiesOfKind(o.card, 'passive').some(
    ({ ability }) => ability.gate !== undefined && gateHolds(s, ability.gate, o.id, controller) === true && ownEnterReady(ability),
  );
}

/** "This enters exhausted." (369.3): a replacement of the way the permanent enters, printed on itself. */
export function entersExhausted(card: CardDefinition): boolean {
  return abilitiesOfKind(card, 'passive').some(
    ({ ability }) => !ability.condition && ability.effect.kind === 'enters' && ability.effect.subject.kind === 'self' && ability.effect.state === 'exhausted',
  );
}

/**
 * A unit enters exhausted (ready if it paid [Accelerate] or enters ready by its text) where it was
 * played; gear enters ready at base (359.2), or at the battlefield it was hidden at (811.1.d.1.a).
 */
function enterBoard(s: GameState, item: ChainItem): void {
  const o = objectOf(s, item.source);
  const data = playDataOf(item);
  const isUnit = o.card.type === 'token' || hasType(o.card, 'unit'); // 178.1.a.1: a unit of any other type too
  const where = isUnit ? (data.location ?? 'base') : (data.hiddenAt ?? 'base');
  if (where === 'base') relocate(s, o.id, { zone: 'base', player: item.controller });
  else relocate(s, o.id, { zone: 'battlefield', battlefield: where });
  o.controller = item.controller;
  o.exhausted = isUnit && !data.paidOptional.includes('accelerate');
  if (entersReady(o.card)) o.exhausted = false; // 369.3
  if (entersReadyByGate(s, o, item.controller)) o.exhausted = false; // 824.1.c, 828.1.c
  if (isUnit && entersReadyByText(s, o, item.controller)) o.exhausted = false; // 369.3: "If ..., I enter ready", "Your units enter ready"
  if (isUnit && entersReadyByPaidCost(o.card, data.paidOptional)) o.exhausted = false; // 369.3: "... as an additional cost to play me. If you do, I enter ready."
  if (entersExhausted(o.card)) o.exhausted = true; // 369.3: gear that enters exhausted, not ready (359.2.d)
  if (isUnit && takeNextUnitReady(s, item.controller)) o.exhausted = false; // "The next unit you play this turn enters ready"
  if (isUnit && (s.unitsEnterReady ?? []).includes(item.controller)) o.exhausted = false; // 369.3: "Units you play this turn enter ready"
  emit(s, {
    kind: 'moved',
    object: o.id,
    player: item.controller,
    from: 'chain',
    to: where,
    detail: o.exhausted ? 'exhausted' : 'ready',
    rule: isUnit ? '359.2.c' : '359.2.d',
  });
  countCardPlayed(s, item);
  checkTriggers(s, { kind: 'permanent-played', item }); // "When you play me" (355.5.b)
  if (where !== 'base') contest(s, where, item.controller, replaceOutsideResolution); // a unit played to a battlefield contests it (190.3.a.1)
}

/** Executes the item's effect; throws NeedDecision / BadAnswer from a question. */
function runEffect(s: GameState, item: ChainItem): void {
  const run = runFor(s, item);
  // what this spell kills or damages, for "When you kill a unit with a spell" at the cleanup after it;
  // an ability a spell created ("do this:") is attributed its kills as the spell is (428.5.d)
  const permanent = item.kind === 'card' && entersTheBoard(objectOf(s, item.source).card);
  const spellsOwn =
    (item.kind === 'card' && !permanent) || (item.kind === 'triggered' && item.ability === undefined && objectOf(s, item.source).card.type === 'spell');
  s.spellKills = spellsOwn ? { player: item.controller, killed: [], damaged: [] } : undefined;
  // a permanent's "As you play me, you may pay ... as an additional cost. If you do, draw 1." (135.2.b.3, 356.4.f.1): done as it is played; it enters the board next
  if (permanent) {
    execute(run, paidCostEffect(objectOf(s, item.source).card));
    return enterBoard(s, item);
  }
  if (legionHolds(s, item)) execute(run, effectOf(s, item));
  if (item.kind === 'card') {
    const o = objectOf(s, item.source);
    if (o.zone === 'chain' && zoneLeavingTheChain(item) === 'banishment') relocate(s, o.id, { zone: 'banishment', player: o.owner }); // 829.1.b.1
    if (o.zone === 'chain') relocate(s, o.id, { zone: 'trash', player: o.owner }); // 359.3.d
    if (o.card.type === 'spell') countCardPlayed(s, item);
    if (o.card.type === 'spell') checkTriggers(s, { kind: 'spell-played', item }); // 419.4.a
  }
  if (item.kind === 'activated') checkTriggers(s, { kind: 'ability-used', item }); // 377.2.a: as it resolves
}

/** A card played that enters the board as it resolves: any but a spell (a spell token too resolves as a spell, 439.2.b.2). */
function entersTheBoard(card: CardDefinition): boolean {
  return !hasType(card, 'spell');
}

export function resolveChainItem(s: GameState, item: ChainItem): void {
  const card = objectOf(s, item.source).card;
  // a spell token too resolves as a spell (439.2.b.2); a permanent enters the board, after what its play does (paidCostEffect)
  if (item.kind === 'card' && entersTheBoard(card) && paidCostEffect(card).length === 0) return enterBoard(s, item);
  const before = snapshot(s);
  const eventCount = s.events.length;
  try {
    runEffect(s, item);
  } catch (e) {
    if (!(e instanceof NeedDecision)) throw e;
    restoreState(s, before, eventCount);
    ask(s, e.question, { kind: 'resolution-choice', itemId: item.id });
  }
}

/** Records an answer given during resolution, after trying the replay with it on a copy. */
export const resolutionChoiceAnswered: DecisionHandler<'resolution-choice'> = (s, answer, _decision, { itemId }) => {
  const item = s.chain.find((c) => c.id === itemId);
  if (!item) return { code: 'invalid-decision', reason: 'that item is no longer on the chain' };
  resolutionAnswers(item).push(answer);
  const copy = cloneState(s);
  const copyItem = copy.chain.find((c) => c.id === itemId)!;
  try {
    runEffect(copy, copyItem);
  } catch (e) {
    if (e instanceof BadAnswer) return e.refusal;
    if (!(e instanceof NeedDecision)) throw e;
  }
  return null;
};

export { abilitiesOf };
