// Cleanups (rules 318–324): the tasks in the order of rule 323, with the inserts of the ending (317.2)
// and combat (466.1) special cleanups. A cleanup that changed anything queues another (rule 322).
import { ask, checkChosen, type DecisionHandler } from './decisions.ts';
import { replaceDeathsInCleanup, replaceOutsideResolution } from './effects/replaced-events.ts';
import { cannotBeKilled, deathReplacements } from './effects/replacement.ts';
import { isAtLocation } from './board.ts';
import { emit } from './events.ts';
import { contest, emptyRunePool, heal, kill, recall, unitsDied } from './game-actions/index.ts';
import { deathOf } from './triggers/died.ts';
import { checkTriggers } from './triggers/check.ts';
import { checkTeamVictory } from './modes.ts';
import { beginCombat, beginShowdown, becomeCombatShowdown } from './showdown.ts';
import { everyObject, isUnit, objectOf, playersPresentAt, turnState, unitsAt, type GameObject, type GameState, type ObjectId } from './state.ts';
import { lethallyDamaged } from './effects/lethal-damage.ts';
import { recallsAllOnTie } from './effects/tie-recall.ts';
import { spellKiller } from './triggers/spell-kills.ts';
import { fireKillWatches } from './effects/reflexive-triggers.ts';
import { trimFacedownZones } from './game-actions/facedown-capacity.ts';

/**
 * What a cleanup may change, to tell whether it changed anything (rule 322): every game action it
 * performs appends an event; statuses it sets without one (contested, staging, designations, focus)
 * are listed here.
 */
function fingerprint(s: GameState): unknown[] {
  const parts: unknown[] = [s.events.length, s.focus, s.winner, s.chain.length, s.showdown?.battlefield, s.showdown?.combat];
  for (const b of s.battlefields) parts.push(b.controller, b.contestedBy, b.showdownStaged, b.combatStaged);
  for (const o of everyObject(s)) {
    const id = o.id;
    if (o.designation) parts.push(id, o.designation);
  }
  return parts;
}

/** Whether two fingerprints differ, part by part (no status at all, null or undefined, is one value). */
function changed(before: readonly unknown[], after: readonly unknown[]): boolean {
  if (before.length !== after.length) return true;
  for (let i = 0; i < before.length; i++) if ((before[i] ?? null) !== (after[i] ?? null)) return true;
  return false;
}

export function runCleanup(s: GameState, special?: 'ending' | 'combat'): void {
  const before = fingerprint(s);
  if (checkVictory(s)) return;
  assignDesignations(s);
  // Lethal damage kills (143.2.a) unless the unit's own text says it can't be killed (002: card text beats the rules).
  const lethal: GameObject[] = [];
  for (const o of everyObject(s)) {
    if ((o.zone === 'battlefield' || o.zone === 'base') && isUnit(o) && lethallyDamaged(s, o) && !cannotBeKilled(o)) lethal.push(o);
  }
  // A standing replacement of a death ("If a friendly unit would die, ... instead", 368) or a delayed one an
  // effect created ("The next time it would die this turn, ...", 390.3) replaces it, as for the deaths of
  // one kill (373); a question about them waits as a pending decision, and no unit dies until it is answered.
  const declined = s.declinedDeaths ?? [];
  delete s.declinedDeaths;
  const replaceable = lethal.filter((o) => deathReplacements(s, o.id).length > 0 && !declined.includes(o.id)).map((o) => o.id);
  const asked = replaceable.length > 0 && replaceDeathsInCleanup(s, replaceable);
  const dying = asked ? [] : lethal.filter((o) => s.objects[o.id] === o && isAtLocation(o) && lethallyDamaged(s, o));
  // 3a: their death triggers go on the Chain first, as pending items (rule 323.4); 3b: they die (323.5).
  // 428.5.c: the player responsible for the latest damage dealt to it is responsible for the kill
  const deaths = dying.map((o) => ({ ...deathOf(o), ...(o.damagedBy?.length ? { by: o.damagedBy.at(-1)! } : {}) }));
  for (const o of dying) checkTriggers(s, { kind: 'dying', object: o.id });
  for (const o of dying) kill(s, o.id, { rule: '323.5', triggered: true });
  unitsDied(s, deaths);
  // right after a spell resolved: did it kill a unit (428.5.b–c)?
  const killer = spellKiller(
    s,
    deaths.map((d) => d.object),
  );
  if (killer !== null) checkTriggers(s, { kind: 'killed-with-spell', player: killer });
  // "If this kills it, do this: ..." of the item that resolved before this cleanup
  if (!asked)
    fireKillWatches(
      s,
      deaths.map((d) => d.object),
    );
  if (special === 'ending') endingInserts(s);
  if (special === 'combat') combatInserts(s);
  loseEmptyBattlefields(s);
  recallStrays(s);
  stageShowdownsAndCombats(s);
  removeStaleContests(s);
  startStaged(s);
  if (!s.pendingDecision) trimFacedownZones(s);
  if (s.pendingDecision || changed(before, fingerprint(s))) s.tasks.unshift({ kind: 'cleanup' });
}

/** 323.1: reaching the Victory Score with more points than any opponent wins. */
function checkVictory(s: GameState): boolean {
  if (s.teams) return checkTeamVictory(s, s.teams);
  for (const p of s.players) {
    if (p.points >= s.victoryScore && s.players.every((q) => q.id === p.id || q.points < p.points)) {
      s.winner = p.id;
      s.priority = null;
      emit(s, { kind: 'won', player: p.id, rule: '323.1' });
      return true;
    }
  }
  return false;
}

/**
 * 323.2: units at the combat's battlefield take their controller's designation; units elsewhere lose
 * theirs. A unit gaining one for the first time in this combat (played or moved into it) sets off its
 * attack or defend triggers then (383.4.e.2, 383.4.f.2), once a combat (383.4.e.2.a, 383.4.f.2.a).
 */
function assignDesignations(s: GameState): void {
  const sd = s.showdown;
  const joined: ObjectId[] = [];
  for (const o of everyObject(s)) {
    const inCombat = sd?.combat && o.zone === 'battlefield' && o.battlefield === sd.battlefield;
    if (inCombat) {
      const role = o.controller === sd.attacker ? 'attacker' : o.controller === sd.defender ? 'defender' : undefined;
      o.designation = role;
      if (role && sd.designated && !sd.designated.includes(o.id)) joined.push(o.id);
    } else if (o.designation) o.designation = undefined;
  }
  if (joined.length === 0) return;
  sd!.designated!.push(...joined);
  checkTriggers(s, { kind: 'combat-began', battlefield: sd!.battlefield, joined });
}

/** 317.2.b–d: heal all units, "this turn" effects expire (stun among them, rule 423.1.a.2), rune pools empty. */
function endingInserts(s: GameState): void {
  for (const o of everyObject(s)) if (isUnit(o) && o.damage > 0) heal(s, o.id);
  // A unit they kept under 5 Might becomes Mighty; the game loop puts its triggers on the Chain (triggers/check.ts).
  for (const o of everyObject(s)) {
    o.modifiers = o.modifiers.filter((m) => m.until !== 'end-of-turn');
    if (o.stunned) o.stunned = false;
  }
  s.spellDamagePrevented = undefined; // "Prevent all spell and ability damage this turn" expires
  s.nextUnitEntersReady = undefined; // so does an unused "The next unit you play this turn enters ready"
  s.unitsEnterReady = undefined; // and "Units you play this turn enter ready"
  s.hidesIgnoringCosts = undefined; // and "You can hide cards ignoring costs this turn"
  s.nextSpellRepeat = undefined; // and an unused "Give the next spell you play this turn [Repeat]"
  s.buffsGiveMore = undefined; // and "Buffs give an additional +1 :rb_might: to friendly units this turn"
  s.playsForbidden = undefined; // and "Opponents can't play cards this turn"
  s.nextSpellChanges = undefined; // and an unused "The next spell you play this turn costs 5 less"
  s.costIncreasesThisTurn = undefined; // and "Your non-token units cost 1 more to play this turn"
  s.facedownSeenBy = undefined; // and "You can look at their facedown cards this turn"
  for (const p of s.players) emptyRunePool(s, p.id, '317.2.d');
}

/** 466.1.a: heal all units; recall attackers still at the battlefield if defenders are too. */
function combatInserts(s: GameState): void {
  for (const o of everyObject(s)) if (isUnit(o) && o.damage > 0) heal(s, o.id);
  const sd = s.showdown;
  if (!sd?.combat) return;
  const units = unitsAt(s, sd.battlefield);
  const attackers = units.filter((o) => o.controller === sd.attacker);
  if (attackers.length > 0 && units.some((o) => o.controller === sd.defender)) {
    // "If a combat where you are the attacker ends in a tie, recall ALL units instead" (Symbol of the Solari)
    const recalled = sd.attacker !== null && recallsAllOnTie(s, sd.attacker) ? units : attackers;
    for (const a of recalled) recall(s, a.id, '466.1.a.2');
    sd.attackersRecalled = true;
  }
}

/** 323.6: in an Open State, a battlefield without its controller's units is lost, unless a showdown is on there. */
function loseEmptyBattlefields(s: GameState): void {
  if (turnState(s).chain !== 'open') return;
  for (const b of s.battlefields) {
    if (b.controller === null || s.showdown?.battlefield === b.id) continue;
    if (unitsAt(s, b.id, b.controller).length === 0) {
      emit(s, { kind: 'moved', object: b.id, player: b.controller, detail: 'control-lost', rule: '323.6' });
      b.controller = null;
    }
  }
}

/** 323.7: unattached non-unit gear at battlefields goes home; permanents in another player's base go home; hidden cards of a non-controller are trashed. */
function recallStrays(s: GameState): void {
  // (Each list is copied only when something in it must go: this runs in every cleanup, and most find nothing.)
  for (const b of s.battlefields) {
    if (b.gear.some((id) => !objectOf(s, id).attachedTo)) for (const id of [...b.gear]) if (!objectOf(s, id).attachedTo) recall(s, id, '323.7');
    if (b.facedown.some((id) => objectOf(s, id).controller !== b.controller))
      for (const id of [...b.facedown]) {
        const o = objectOf(s, id);
        if (o.controller !== b.controller) kill(s, id, { rule: '323.7' });
      }
  }
  // 107.1.c.1: a card attached to a permanent stays in the base of that permanent's controller, whoever controls it
  for (const p of s.players) {
    const stray = (id: ObjectId) => objectOf(s, id).controller !== p.id && objectOf(s, id).attachedTo === undefined;
    if (p.base.some(stray)) for (const id of [...p.base]) if (stray(id)) recall(s, id, '323.7');
  }
}

/** 323.8–323.10: staging follows the contested battlefields and who is present there. */
function stageShowdownsAndCombats(s: GameState): void {
  for (const b of s.battlefields) {
    const ongoing = s.showdown?.battlefield === b.id;
    const contester = b.contestedBy;
    const present = playersPresentAt(s, b.id);
    b.showdownStaged = !ongoing && contester !== null && present.includes(contester);
    const combatOngoing = ongoing && s.showdown!.combat;
    b.combatStaged = !combatOngoing && contester !== null && present.length >= 2;
  }
}

/** 323.11: contested status without the contester's units and without a showdown there goes away; 323.11.a re-applies it. */
function removeStaleContests(s: GameState): void {
  for (const b of s.battlefields) {
    if (b.contestedBy !== null && s.showdown?.battlefield !== b.id && unitsAt(s, b.id, b.contestedBy).length === 0) {
      b.contestedBy = null;
      const newcomer = unitsAt(s, b.id).find((o) => o.controller !== b.controller);
      if (newcomer) contest(s, b.id, newcomer.controller, replaceOutsideResolution); // a replacement effect may replace it (370.1.a.1)
      b.showdownStaged = b.contestedBy !== null;
      b.combatStaged = b.contestedBy !== null && playersPresentAt(s, b.id).length >= 2;
    }
  }
}

/** 323.12–323.14: in a Neutral Open State the turn player starts a staged showdown, then a staged combat. */
function startStaged(s: GameState): void {
  const { mode, chain } = turnState(s);
  if (chain !== 'open') return;
  if (mode === 'showdown') {
    const here = s.battlefields.find((b) => b.id === s.showdown!.battlefield);
    if (here?.combatStaged && !s.showdown!.combat) becomeCombatShowdown(s, here.id);
    return;
  }
  const showdowns = s.battlefields.filter((b) => b.showdownStaged && !b.combatStaged).map((b) => b.id);
  const combats = s.battlefields.filter((b) => b.combatStaged).map((b) => b.id);
  const [candidates, what] = showdowns.length > 0 ? ([showdowns, 'showdown'] as const) : ([combats, 'combat'] as const);
  if (candidates.length === 0) return;
  if (candidates.length === 1) return startAt(s, candidates[0], what);
  ask(
    s,
    {
      player: s.turnPlayer,
      kind: 'choose-location',
      prompt: `choose the battlefield where the next ${what} begins`,
      options: candidates.map((id) => ({ id, label: id })),
      min: 1,
      max: 1,
      rule: what === 'showdown' ? '323.12' : '323.13',
    },
    { kind: 'staged-location', what },
  );
}

function startAt(s: GameState, battlefield: string, what: 'showdown' | 'combat'): void {
  if (what === 'showdown') beginShowdown(s, battlefield);
  else beginCombat(s, battlefield);
}

/** The battlefield where the staged showdown or combat begins is chosen. */
export const stagedLocationChosen: DecisionHandler<'staged-location'> = (s, answer, decision, data) => {
  const refusal = checkChosen(decision, answer);
  if (refusal) return refusal;
  startAt(s, answer.chosen![0], data.what);
  return null;
};
