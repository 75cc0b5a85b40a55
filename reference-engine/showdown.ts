// Showdowns (rules 341–348) and how a combat opens with one (rules 460, 464).
import { replaceOutsideResolution } from './effects/replaced-events.ts';
import { emit } from './events.ts';
import { scoreBattlefield } from './game-actions/index.ts';
import { setFocus, setPriority } from './priority.ts';
import { checkTriggers } from './triggers/check.ts';
import { battlefieldState, nextPlayer, playersPresentAt, type GameState, type ObjectId } from './state.ts';

/** Rule 345: the player who applied Contested gains Focus as a (non-combat) showdown begins. */
export function beginShowdown(s: GameState, battlefield: ObjectId): void {
  const b = battlefieldState(s, battlefield);
  b.showdownStaged = false;
  s.showdown = { battlefield, combat: false, attacker: null, defender: null, passesInRow: 0 };
  delete s.excessAssigned; // no combat here: nothing assigned leads to what this showdown settles
  emit(s, { kind: 'showdown-began', object: battlefield, player: b.contestedBy ?? undefined, rule: '344' });
  setFocus(s, b.contestedBy ?? s.turnPlayer, '345');
  checkTriggers(s, { kind: 'showdown-began', battlefield });
}

/** Rules 464.2: a combat opens with a combat showdown; the contester attacks and gains Focus. */
export function beginCombat(s: GameState, battlefield: ObjectId): void {
  const b = battlefieldState(s, battlefield);
  b.showdownStaged = false;
  b.combatStaged = false;
  const attacker = b.contestedBy ?? s.turnPlayer;
  const defender = playersPresentAt(s, battlefield).find((p) => p !== attacker) ?? null;
  s.showdown = { battlefield, combat: true, attacker, defender, passesInRow: 0 };
  delete s.excessAssigned;
  emit(s, { kind: 'combat-began', object: battlefield, player: attacker, rule: '464.2' });
  emit(s, { kind: 'showdown-began', object: battlefield, player: attacker, rule: '344.1' });
  checkTriggers(s, { kind: 'showdown-began', battlefield }); // 464.2.b: start of showdown effects, before the designations
  designate(s);
  setFocus(s, attacker, '464.2.d');
  checkTriggers(s, { kind: 'combat-began', battlefield });
}

/** Rules 323.14, 460.1: a non-combat showdown becomes a combat showdown; Focus stays where it is (464.2.c.1.b). */
export function becomeCombatShowdown(s: GameState, battlefield: ObjectId): void {
  const b = battlefieldState(s, battlefield);
  b.combatStaged = false;
  const sd = s.showdown!;
  sd.combat = true;
  sd.attacker = b.contestedBy ?? s.turnPlayer;
  sd.defender = playersPresentAt(s, battlefield).find((p) => p !== sd.attacker) ?? null;
  emit(s, { kind: 'combat-began', object: battlefield, player: sd.attacker, rule: '323.14' });
  designate(s);
  checkTriggers(s, { kind: 'combat-began', battlefield });
}

function designate(s: GameState): void {
  const sd = s.showdown!;
  for (const id of battlefieldState(s, sd.battlefield).units) {
    const o = s.objects[id];
    o.designation = o.controller === sd.attacker ? 'attacker' : o.controller === sd.defender ? 'defender' : undefined;
  }
  sd.designated = battlefieldState(s, sd.battlefield).units.filter((id) => s.objects[id].designation);
}

/** Rule 347.2: the focus player passes; once everyone has passed in a row the showdown closes (348). */
export function passFocus(s: GameState): void {
  const sd = s.showdown!;
  sd.passesInRow++;
  if (sd.passesInRow >= s.players.length) {
    closeShowdown(s);
    return;
  }
  setFocus(s, nextPlayer(s, s.focus!), '347.2.b');
}

/** Rule 348: a combat showdown goes on to combat damage; a non-combat one settles control. */
export function closeShowdown(s: GameState): void {
  const sd = s.showdown!;
  setPriority(s, null);
  if (sd.combat) {
    s.tasks.push({ kind: 'combat-damage' });
    return;
  }
  const b = battlefieldState(s, sd.battlefield);
  const present = playersPresentAt(s, b.id);
  if (present.length === 1 && b.controller !== present[0]) {
    const before = b.controller;
    b.controller = present[0];
    emit(s, { kind: 'moved', object: b.id, player: present[0], detail: 'control-established', rule: '348.2.a' });
    scoreBattlefield(s, present[0], b.id, 'conquer', replaceOutsideResolution, before);
  }
  b.contestedBy = null;
  endShowdown(s);
}

export function endShowdown(s: GameState): void {
  const sd = s.showdown!;
  s.showdown = null;
  emit(s, { kind: 'showdown-ended', object: sd.battlefield, rule: '348' });
  s.focus = null; // rule 313.5
  setPriority(s, null);
  s.tasks.push({ kind: 'cleanup' });
  if (sd.turnPlayerLeft) s.tasks.push({ kind: 'next-turn' }); // 652.5.a.1
}
