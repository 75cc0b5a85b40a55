// A line of bare instructions ("Draw 1.") is a spell's effect (the compiler reads it so on any card). On a
// card of another type nothing resolves it: a unit, gear or legend acts through its abilities (keywords,
// triggered, activated, passive). The engine reads only the lines below there; any other such line would be
// accepted and never carried out, so it is named as a part the engine does not carry out.
import type { Ability, Condition, ResourceSymbol } from '../card-text/ast.ts';
import { ability as abilityText } from '../card-text/decompile/abilities.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import type { CardDefinition } from '../state.ts';

/**
 * The lines of a card that is no spell read as something other than a spell's effect: only
 * "[If ..., ]you may play me for :rb_rune_mind:" (a cost it may be played for, read below for the
 * choices and the cost plan). Two other readers of such lines exist ("You may play me to an open battlefield" in choices.ts, a line led by
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

/**
 * "[If <condition>,] you may play me for :rb_rune_mind:" printed on a card that is no spell: the cost it may
 * be played for instead of its own (a base cost replaced, 356.1), and the condition that allows it.
 */
export function playForPermission(card: CardDefinition): { cost: ResourceSymbol[]; condition?: Condition } | null {
  if (card.type === 'spell') return null;
  for (const { ability } of abilitiesOfKind(card, 'spell')) {
    const permission = playForPermissionIn(ability);
    if (permission) return permission;
  }
  return null;
}

/** The permission one line gives, or null: from hand only (no "from your trash"), and no gate ("[Legion][>]") to check. */
export function playForPermissionIn(ability: Extract<Ability, { kind: 'spell' }>): { cost: ResourceSymbol[]; condition?: Condition } | null {
  if (ability.effect.length !== 1 || ability.gate) return null;
  const [only] = ability.effect;
  const gated = only.kind === 'conditional' && !only.otherwise && !only.trailing && only.then.length === 1 ? only : null;
  const may = gated ? gated.then[0] : only;
  if (may.kind === 'optional' && may.body.kind === 'play' && may.body.object.kind === 'self' && may.body.forCost && !may.body.to && !may.body.from)
    return gated ? { cost: may.body.forCost, condition: gated.condition } : { cost: may.body.forCost };
  return null;
}
