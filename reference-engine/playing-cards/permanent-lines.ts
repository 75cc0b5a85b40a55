// A line of bare instructions ("Draw 1.") is a spell's effect (the compiler reads it so on any card). On a
// card of another type nothing resolves it: a unit, gear or legend acts through its abilities (keywords,
// triggered, activated, passive). The engine reads only the lines below there; any other such line would be
// accepted and never carried out, so it is named as a part the engine does not carry out.
import type { Ability } from '../card-text/ast.ts';
import { ability as abilityText } from '../card-text/decompile/abilities.ts';
import { playForPermissionIn } from './play-data.ts';

/**
 * The lines of a card that is no spell read as something other than a spell's effect: only
 * "[If ..., ]you may play me for :rb_rune_mind:" (a cost it may be played for, play-data.ts). Two other
 * readers of such lines exist ("You may play me to an open battlefield" in choices.ts, a line led by
 * "If a friendly unit would die, ... instead" in replacement.ts), but the engine claims neither text in
 * that form: support.ts names their instructions as not carried out.
 */
function readOnAPermanent(a: Extract<Ability, { kind: 'spell' }>): boolean {
  return playForPermissionIn(a) !== null;
}

/** The parts a card that is no spell would leave undone: each line of bare instructions no reader above takes. */
export function unreadLinesOfAPermanent(abilities: readonly Ability[]): string[] {
  const out: string[] = [];
  for (const a of abilities)
    if (a.kind === 'spell' && !readOnAPermanent(a)) {
      const text = abilityText(a);
      out.push(`the line "${text.charAt(0).toUpperCase()}${text.slice(1)}" (the engine carries out a line of instructions only as a spell's effect)`);
    }
  return out;
}
