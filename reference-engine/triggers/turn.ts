// Abilities the turn structure and cleanups trigger: at a moment of the turn ("At the start of your
// Beginning Phase", "At the end of turn"), and a unit's own death ([Deathknell]). Found here; the
// trigger check (check.ts) puts them on the Chain, the turn player's first, then in turn order (rule 303.2.a).
import type { Instruction, Trigger } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { abilitiesActive, isOnBoard } from '../board.ts';
import { everyObject, nextPlayer, objectOf, type GameObject, type GameState, type ObjectId } from '../state.ts';
import { asItDies } from '../effects/past-conditions.ts';
import { battlefieldMomentTriggers } from './battlefield.ts';
import type { Batch, Found, TurnMoment } from './types.ts';

/** Whether it is the turn player's first turn of the game: turns go round the players in order from turn 1 (303). */
export function firstTurnOfItsPlayer(s: GameState): boolean {
  return s.turn <= s.players.length;
}

function matches(t: Trigger, moment: TurnMoment, mine: boolean, firstTurn = true): boolean {
  if (t.kind === 'any-of') return t.triggers.some((x) => matches(x, moment, mine, firstTurn));
  if (t.kind !== 'phase') return false;
  const everyTurn = ['turn', 'the turn', 'each turn', "each player's turn"].includes(t.phase);
  switch (moment) {
    case 'start-of-turn':
      return t.edge === 'start' && (everyTurn || (mine && t.phase === 'your turn'));
    case 'start-of-beginning':
      return (
        t.edge === 'start' &&
        ((mine && t.phase === 'your Beginning Phase') ||
          t.phase === "each player's Beginning Phase" ||
          (firstTurn && t.phase === "each player's first Beginning Phase"))
      );
    case 'start-of-main':
      return t.edge === 'start' && mine && t.phase === 'your Main Phase';
    case 'end-of-turn':
      return t.edge === 'end' && (everyTurn || (mine && t.phase === 'your turn'));
  }
}

const MOMENTS: readonly TurnMoment[] = ['start-of-turn', 'start-of-beginning', 'start-of-main', 'end-of-turn'];

/** Whether the trigger fires at some moment of the turn, for the turn player or another. */
export function firesAtATurnMoment(t: Trigger): boolean {
  return MOMENTS.some((m) => matches(t, m, true) || matches(t, m, false));
}

/** [Deathknell]: the unit's own death. */
export function isDeathknell(t: Trigger): boolean {
  return (t.kind === 'keyword' && t.keyword === 'Deathknell') || (t.kind === 'any-of' && t.triggers.some(isDeathknell));
}

/** "When this is killed": its own kill (428), seen as it happens, like a death (323.4). */
export function watchesItsOwnKill(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(watchesItsOwnKill);
  return (
    t.kind === 'when' &&
    !t.while &&
    !t.period &&
    !t.oncePerTurn &&
    t.events.some((e) => e.verb === 'be-killed' && e.subject.kind === 'self' && !e.object && !e.where)
  );
}

/**
 * [Temporary] (816.1.b): at the start of its controller's Beginning Phase, before scoring, kill it.
 * One trigger however many instances it has (816.2.a); its chain item carries the kill itself.
 */
function temporaryTrigger(o: GameObject): Found {
  const kill: Instruction = { kind: 'kill', object: { kind: 'self', word: 'me' } };
  return { source: o.id, controller: o.controller, detail: 'Temporary', rule: '816.1.b', data: { delayed: [kill] } };
}

/** The trigger of [Temporary] (816.1.b) found above, as told apart from printed triggered abilities. */
export function isTemporaryTrigger(f: Found): boolean {
  return f.ability === undefined && f.detail === 'Temporary' && f.rule === '816.1.b';
}

/**
 * Whether an instance of [Temporary] it has is active: a given one always, a printed one only while
 * the card is not attached, as an attached card's printed text is inactive (135.4, 718.2; the FAQ of
 * Unleashed: a granted Temporary kills an attached Equipment). However many, it triggers once (816.2.a).
 */
function hasActiveTemporary(o: GameObject): boolean {
  return (o.granted ?? []).includes('Temporary') || (!o.attachedTo && (o.card.keywords ?? []).includes('Temporary'));
}

/** Each player's abilities that trigger at the moment, grouped by player, the turn player first. */
export function turnMomentTriggers(s: GameState, moment: TurnMoment): Batch {
  // [abilities-and-actions] Each player's triggers are collected, then placed in the order that
  // player chooses when there are several (rule 383.3.d, order.ts).
  const groups: Found[][] = [];
  const first = firstTurnOfItsPlayer(s);
  let player = s.turnPlayer;
  for (let i = 0; i < s.players.length; i++, player = nextPlayer(s, player)) {
    const mine = player === s.turnPlayer;
    const objects = everyObject(s).filter((o: GameObject) => o.controller === player && abilitiesActive(o));
    // An attached card's printed text is inactive (718.2), not what effects gave it: its given Temporary still counts.
    const attached = everyObject(s).filter((o) => o.controller === player && o.attachedTo !== undefined && isOnBoard(o.zone));
    const group: Found[] = [];
    for (const o of [...objects, ...attached]) {
      if (moment === 'start-of-beginning' && mine && hasActiveTemporary(o)) group.push(temporaryTrigger(o));
      if (!abilitiesActive(o)) continue;
      for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
        if (!matches(ability.trigger, moment, mine, first)) continue;
        group.push({
          source: o.id,
          controller: player,
          ability: index,
          detail: `ability ${index + 1}`,
          rule: moment === 'end-of-turn' ? '317.1.a' : undefined,
        });
      }
    }
    // 170.9: the battlefields' abilities this player controls (190.6).
    group.push(...battlefieldMomentTriggers(s, player, (t, theirs) => matches(t, moment, theirs, first)));
    groups.push(group);
  }
  return { placement: 'ordered', groups };
}

/** "When I die in combat" (428.1.a.1.b): the unit's own death while it is in combat. */
export function diesInCombat(t: Trigger): boolean {
  if (t.kind === 'any-of') return t.triggers.some(diesInCombat);
  if (t.kind !== 'when' || t.oncePerTurn || t.while || t.period) return false;
  return t.events.some((e) => e.subject?.kind === 'self' && e.verb === 'die' && !e.object && !e.to && e.where?.prep === 'bare' && e.where.at.kind === 'combat');
}

/** Rule 740.2.c: at the battlefield of the combat under way, with a combat designation. */
function inCombat(s: GameState, o: GameObject): boolean {
  const sd = s.showdown;
  return !!sd?.combat && o.zone === 'battlefield' && o.battlefield === sd.battlefield && !!o.designation;
}

/** Rule 323.4 / 808: a dying unit's Deathknell abilities (and "When I die in combat", in combat) go on the Chain before it is put in the trash. */
export function deathTriggers(s: GameState, id: ObjectId): Batch {
  const o = objectOf(s, id);
  const found: Found[] = [];
  // Where the unit dies, noted before it goes to the trash, is its "here" (808.1.d.3).
  const here = o.zone === 'battlefield' ? o.battlefield : o.zone === 'base' ? 'base' : undefined;
  for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
    if (!isDeathknell(ability.trigger) && !watchesItsOwnKill(ability.trigger) && !(diesInCombat(ability.trigger) && inCombat(s, o))) continue;
    found.push({
      source: id,
      controller: o.controller,
      ability: index,
      detail: `ability ${index + 1}`,
      rule: '323.4',
      // how it was as it died, for "If I died alone", "If I was [Mighty]" (past-conditions.ts)
      data: { ...(here ? { notes: { here } } : {}), asItDied: asItDies(s, o) },
    });
  }
  // 808.2.a: the dying permanent's controller orders its several death triggers, once the action that killed it is over
  return { placement: 'ordered', groups: [found], later: true };
}
