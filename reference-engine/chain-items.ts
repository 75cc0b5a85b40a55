// Items on the Chain as data: putting a new item on it (rule 329), and reading what a trigger noted
// on its item (359.3.f.3). Below every module that adds items (the process of play, triggers,
// effects that play cards), so none of them needs the Chain's Finalize and Resolve steps (chain.ts).
import type { Instruction } from './card-text/ast.ts';
import { emit } from './events.ts';
import type { ChainItem, GameState, ObjectId, TriggerNotes } from './state.ts';

/** Appends a pending item to the (possibly new) Chain; remembers what opened it (rule 346.1). */
export function addChainItem(s: GameState, item: Omit<ChainItem, 'id' | 'status'> & { id?: string }): ChainItem {
  if (s.chain.length === 0) {
    s.chainOpenedBy = item.kind === 'triggered' ? 'trigger' : item.addsResources ? 'add' : 'play';
  }
  const full: ChainItem = { ...item, id: item.id ?? `c${s.nextId++}`, status: 'pending' };
  s.chain.push(full);
  // New items break any sequence of passes (rules 339.1, 347.2.a).
  s.chainPasses = 0;
  if (s.showdown) s.showdown.passesInRow = 0;
  emit(s, { kind: 'chain-item-added', player: full.controller, object: full.source, detail: full.id, rule: '329' });
  s.tasks.push({ kind: 'cleanup' }); // rule 319.3
  return full;
}

/** The trigger condition's notes of a chain item, if any. */
export function triggerNotesOf(data: Record<string, unknown> | undefined): TriggerNotes {
  return (data?.notes as TriggerNotes | undefined) ?? {};
}

/** The object the trigger condition named, noted on the chain item as it was added. */
export function triggerSubjectOf(data: Record<string, unknown> | undefined): ObjectId[] | undefined {
  const subject = data?.subject;
  return Array.isArray(subject) ? (subject as ObjectId[]) : undefined;
}

/** The instructions of a delayed ability's chain item, if it is one. */
export function delayedEffectOf(data: Record<string, unknown> | undefined): Instruction[] | undefined {
  return data?.delayed as Instruction[] | undefined;
}
