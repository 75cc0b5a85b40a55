// Items on the Chain as data: putting a new item on it (rule 329), and reading what a trigger noted
// on its item (359.3.f.3). Below every module that adds items (the process of play, triggers,
// effects that play cards), so none of them needs the Chain's Finalize and Resolve steps (chain.ts).
import type { Instruction } from './card-text/ast.ts';
import { emit } from './events.ts';
import { processCache } from './process-caches.ts';
import type { CardDefinition, ChainItem, GameState, ObjectId, TriggerNotes } from './state.ts';

/** Appends a pending item to the (possibly new) Chain; remembers what opened it (rule 346.1). */
export function addChainItem(s: GameState, item: Omit<ChainItem, 'id' | 'status'> & { id?: string }): ChainItem {
  if (s.chain.length === 0) {
    s.chainOpenedBy = item.kind === 'triggered' ? 'trigger' : item.addsResources ? 'add' : 'play';
  }
  const full: ChainItem = { ...item, id: item.id ?? `c${s.nextId++}`, status: 'pending' };
  // 377.3, 383.2.a.1: the ability keeps the text it went on the Chain with, whatever its source's text becomes
  const source = item.kind !== 'card' && item.ability !== undefined && item.text === undefined ? s.objects[item.source] : undefined;
  if (source?.card.text !== undefined) {
    full.text = source.card.text;
    if (source.appendedLines) full.appendedLines = source.appendedLines.map((l) => ({ ...l }));
  }
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

// The source's definitions with an ability's text as it went on the Chain, one per type, name and text,
// so that what is read of that text (effects/compiled.ts) is read once.
const asOnChain = processCache<string, CardDefinition>();

/**
 * The card an activated or triggered ability on the Chain is read from: its source's card with the
 * text it had as the ability went on the Chain (377.3, 383.2.a.1: once there, the ability is carried
 * out on its own, even if its source loses it, or the abilities before it, in reaction). The card
 * itself while its text is unchanged, and for any other item.
 */
export function cardAsOnChain(card: CardDefinition, item: ChainItem): CardDefinition {
  if (item.text === undefined || item.text === card.text) return card;
  const key = `${card.type}\n${card.name}\n${item.text}`;
  let found = asOnChain.get(key);
  if (!found) asOnChain.set(key, (found = { ...card, text: item.text }));
  return found;
}
