// Reflexive triggers (387, 388.1): the new ability "do this:" creates, added to the Chain as a pending
// item. "Deal 3 to a unit at a battlefield. If this kills it, do this: draw 1." (the Origins FAQ on
// Disintegrate): a unit dealt lethal damage by a spell dies only in the cleanup right after the spell
// resolves (143.2.a), so that trigger waits for the cleanup and is added only if the unit died in it; a
// unit a kill instruction of the same text already put in the trash was killed by it: added at once.
import type { Condition, Instruction, Predicate } from '../card-text/ast.ts';
import { isOnBoard } from '../board.ts';
import { addChainItem } from '../chain-items.ts';
import { emit } from '../events.ts';
import type { PlayerId } from '../interface.ts';
import type { GameState, ObjectId } from '../state.ts';
import { itemNotes } from './referents.ts';
import type { Run } from './run.ts';

/** Adds the new ability to the Chain as a pending item (388.1); `data` says what its "it" and "that battlefield" name. */
export function addReflexiveItem(s: GameState, source: ObjectId, controller: PlayerId, body: Instruction[], data: Record<string, unknown>): void {
  emit(s, { kind: 'triggered', object: source, player: controller, detail: 'reflexive', rule: '388.1' });
  addChainItem(s, { kind: 'triggered', source, controller, targets: [], data: { delayed: body, ...data } });
}

/** The form read here: "If this kills it, do this: ..." about what the instruction before acted on. */
export function readsThisKills(p: Predicate): p is Extract<Predicate, { kind: 'this-kills' }> {
  return p.kind === 'this-kills' && p.object.kind === 'pronoun' && p.object.word === 'it';
}

/** "If this kills it" followed by anything but one "do this:" would be done before the unit dies: named unsupported. */
export function killWatchParts(c: Condition, then: readonly Instruction[]): string[] {
  const reflexive = then.length === 1 && then[0].kind === 'do-this' && !then[0].times;
  return c.kind === 'if' && c.predicate.kind === 'this-kills' && !reflexive ? ['the instruction after "if this kills it" other than "do this:"'] : [];
}

/** "If this kills it, do this: ...": added now for what this text's kill put in the trash, else waiting for the cleanup after it. */
export function watchForKill(run: Run, then: readonly Instruction[]): void {
  const [reflexive] = then;
  if (reflexive?.kind !== 'do-this') throw new Error(`"if this kills it" of ${run.source} is followed by no "do this:"`);
  const it = run.it ?? [];
  const killed = it.filter((id) => (run.killed ?? []).includes(id) && run.s.objects[id]?.zone === 'trash');
  if (killed.length > 0) return addReflexiveItem(run.s, run.source, run.controller, reflexive.body, { notes: itemNotes(run), subject: killed });
  const watched = it.filter((id) => run.s.objects[id] !== undefined && isOnBoard(run.s.objects[id].zone));
  if (watched.length > 0)
    (run.s.killWatches ??= []).push({ objects: watched, body: reflexive.body, source: run.source, controller: run.controller, notes: itemNotes(run) });
}

/**
 * At a cleanup, after its deaths (323.5): each waiting trigger whose objects include one that died in it
 * is added; every watch ends here, as this is the cleanup right after its spell or ability resolved.
 */
export function fireKillWatches(s: GameState, died: readonly ObjectId[]): void {
  const watches = s.killWatches ?? [];
  delete s.killWatches;
  for (const w of watches) {
    const killed = w.objects.filter((id) => died.includes(id));
    if (killed.length > 0) addReflexiveItem(s, w.source, w.controller, w.body, { notes: w.notes, subject: killed });
  }
}
