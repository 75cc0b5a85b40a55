// Kill, with the standing replacement effects of permanents applied ("If a friendly unit would die,
// ... instead"). A replaced kill still counts as done for a cost (rule 357.2.a).
import type { Ability, EventPattern } from '../card-text/ast.ts';
import { kill } from '../game-actions/index.ts';
import { isUnit, type GameObject, type GameState, type ObjectId } from '../state.ts';
import { abilitiesOf } from './compiled.ts';
import { isOnBoard } from '../playing-cards/selection.ts';

export type DeathReplacer = (s: GameState, dying: ObjectId, replacer: GameObject, instead: Extract<Ability, { kind: 'replacement' }>) => void;

let performReplacement: DeathReplacer | null = null;

/** The interpreter registers how to carry out a replacement's instructions (avoids an import cycle). */
export function setDeathReplacer(f: DeathReplacer): void {
  performReplacement = f;
}

function watchesFriendlyDeath(pattern: EventPattern): boolean {
  if (pattern.verb !== 'die') return false;
  const subject = pattern.subject;
  return subject.kind === 'select' && subject.nouns.includes('unit') && subject.filters.some((f) => f.kind === 'controller' && f.who === 'friendly');
}

/**
 * The permanent's "If a friendly unit would die, ... instead" ability. When the compiler reads it
 * as an effect whose first instruction is the replacement, the sentences after "instead" belong to
 * the replacement too.
 */
function standingDeathReplacement(abilities: readonly Ability[]): Extract<Ability, { kind: 'replacement' }> | undefined {
  for (const a of abilities) {
    if (a.kind === 'replacement' && watchesFriendlyDeath(a.replacement.event)) return a;
    if (a.kind === 'spell' && a.effect[0]?.kind === 'replacement' && watchesFriendlyDeath(a.effect[0].replacement.event)) {
      const [head, ...rest] = a.effect;
      return { kind: 'replacement', replacement: { ...head.replacement, then: [...(head.replacement.then ?? []), ...rest] } };
    }
  }
  return undefined;
}

/** Picks which of several applicable replacements applies first (rule 372: the dying unit's controller decides). */
export type ReplacerChooser = (dying: GameObject, replacers: GameObject[]) => GameObject;

/** Kills an object; returns true when the kill happened or was replaced (either way it was done). */
export function killObject(s: GameState, id: ObjectId, by?: ObjectId, chooseReplacer?: ReplacerChooser): boolean {
  const dying = s.objects[id];
  if (!dying || !isOnBoard(dying)) return false;
  // "I can't be killed": the instruction is impossible and is skipped (358.3.a, 359.3.e.6).
  if (abilitiesOf(dying.card).some((a) => a.kind === 'passive' && a.effect.kind === 'cant' && a.effect.subject.kind === 'self' && a.effect.action === 'be killed')) return false;
  if (isUnit(dying) && performReplacement) {
    // [abilities-and-actions] All the replacements that apply are found first; with several, the
    // chooser (when the caller can ask) picks the one applied; it replaces the death, so the others
    // no longer have an event to replace (rules 370.2, 372).
    const applicable: { replacer: GameObject; replacement: Extract<Ability, { kind: 'replacement' }> }[] = [];
    for (const replacer of Object.values(s.objects)) {
      if (!isOnBoard(replacer) || replacer.controller !== dying.controller || replacer.id === id) continue;
      const replacement = standingDeathReplacement(abilitiesOf(replacer.card));
      if (replacement) applicable.push({ replacer, replacement });
    }
    if (applicable.length > 0) {
      const chosen = applicable.length > 1 && chooseReplacer ? chooseReplacer(dying, applicable.map((a) => a.replacer)) : applicable[0].replacer;
      const { replacer, replacement } = applicable.find((a) => a.replacer.id === chosen.id) ?? applicable[0];
      performReplacement(s, id, replacer, replacement);
      return true;
    }
  }
  return kill(s, id, { by, rule: '428' });
}
