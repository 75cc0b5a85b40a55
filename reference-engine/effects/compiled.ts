// The compiled text of a card, compiled once per distinct text (the compiler is pure, so a cache
// keyed by text is safe and keeps game states free of trees).
import { compileCardText } from '../card-text/compile.ts';
import { analyzeTargets } from '../card-text/targets.ts';
import type { Ability, CompiledText, ObjectRef } from '../card-text/ast.ts';
import type { CardDefinition } from '../state.ts';

const cache = new Map<string, CompiledText>();

export function compiledText(text: string): CompiledText {
  let compiled = cache.get(text);
  if (!compiled) {
    compiled = compileCardText(text);
    cache.set(text, compiled);
  }
  return compiled;
}

export function abilitiesOf(card: CardDefinition): Ability[] {
  return card.text ? compiledText(card.text).abilities : [];
}

/** Abilities of one kind, with their index among all the card's abilities. */
export function abilitiesOfKind<K extends Ability['kind']>(card: CardDefinition, kind: K): { index: number; ability: Extract<Ability, { kind: K }> }[] {
  return abilitiesOf(card)
    .map((ability, index) => ({ index, ability }))
    .filter((a): a is { index: number; ability: Extract<Ability, { kind: K }> } => a.ability.kind === kind);
}

/** Text the compiler could not read: the engine refuses to guess what it means. */
export function unreadParts(card: CardDefinition): string[] {
  return abilitiesOf(card).flatMap((a) => (a.kind === 'unparsed' ? [a.text] : []));
}

const targetSpanCache = new Map<string, Map<string, boolean>>();

/**
 * Whether a reference of the card's compiled text is a target, as the card-text analysis decides
 * it (rule 355.10 and its exceptions): the engine and the rulings server share one answer.
 * References the analysis does not mention fall back to the caller's structural reading.
 */
export function targetDecider(card: CardDefinition): (ref: ObjectRef) => boolean {
  if (!card.text) return () => true;
  let decided = targetSpanCache.get(card.text);
  if (!decided) {
    const analysis = analyzeTargets(compiledText(card.text));
    decided = new Map(analysis.mentions.map((m) => [`${m.span[0]}:${m.span[1]}`, m.target]));
    targetSpanCache.set(card.text, decided);
  }
  const mentions = decided;
  return (ref) => (ref.span ? mentions.get(`${ref.span[0]}:${ref.span[1]}`) ?? true : true);
}
