// The instruction-handler table: every instruction kind of compiled card text the engine carries
// out, with its handler, gathered from one module per family. The set of supported instructions is
// derived from this table and nowhere else: a card whose text uses any other kind (or an unsupported
// form of a supported one) is refused as unsupported before it is played.
import type { Ability, Instruction } from '../../card-text/ast.ts';
import { containsKind } from '../../card-text/instruction-tree.ts';
import { ATTACH_OR_DETACH } from './attach-or-detach.ts';
import { BY_DOMAIN } from './by-domain.ts';
import { CARDS } from './cards.ts';
import { COSTS_WITHIN } from './costs-within.ts';
import { CREATION } from './creation.ts';
import { REDUCING } from './reduce-cost.ts';
import { DAMAGE } from './damage.ts';
import { DECK_PLACING } from './deck-placing.ts';
import { EITHER } from './either.ts';
import { FLOW } from './flow.ts';
import { GRANTING } from './granting.ts';
import { HIDING } from './hiding.ts';
import { IN_TURN_ORDER } from './in-turn-order.ts';
import { MIGHT_CHANGES } from './might-changes.ts';
import { MOVEMENT } from './movement.ts';
import { NAMING } from './naming.ts';
import { PERMANENTS } from './permanents.ts';
import { PLAYING } from './playing.ts';
import { POINTS } from './points.ts';
import { REPEAT_PLAY_EFFECT } from './repeat-play-effect.ts';
import { addsBefore, RESOURCES } from './resources.ts';
import { followsABurn, WHEN_THIS_WAY } from './when-this-way.ts';
import type { InstructionFamily, InstructionHandler, InstructionKind, InstructionOf } from './types.ts';

/**
 * Further families: Might raised to another's, cards placed on a deck, abilities given for a while, "X or Y", players in turn, a play effect
 * repeated, costs within instructions, a case by a revealed card's domain, hiding, an Equipment attached or detached, a cost reduced, a
 * reflexive trigger of what was burned.
 */
const FURTHER_FAMILIES: readonly InstructionFamily[] = [
  MIGHT_CHANGES,
  DECK_PLACING,
  GRANTING,
  EITHER,
  IN_TURN_ORDER,
  REPEAT_PLAY_EFFECT,
  COSTS_WITHIN,
  BY_DOMAIN,
  HIDING,
  ATTACH_OR_DETACH,
  REDUCING,
  WHEN_THIS_WAY,
];

const FAMILIES: readonly InstructionFamily[] = [DAMAGE, PERMANENTS, MOVEMENT, CARDS, PLAYING, RESOURCES, POINTS, CREATION, FLOW, NAMING, ...FURTHER_FAMILIES];

export const INSTRUCTIONS: InstructionFamily = Object.assign({}, ...FAMILIES);

const SUPPORTED: ReadonlySet<InstructionKind> = new Set(Object.keys(INSTRUCTIONS) as InstructionKind[]);

/** The instruction kinds the engine carries out: the keys of the handler table. */
export function supportedInstructions(): ReadonlySet<InstructionKind> {
  return SUPPORTED;
}

/** The handler of an instruction's kind; undefined for a kind the engine does not carry out. */
export function handlerOf<K extends InstructionKind>(i: InstructionOf<K>): InstructionHandler<K> | undefined {
  return INSTRUCTIONS[i.kind as K];
}

/** Actors no code finds a player for: the instruction would otherwise fall to the controller (referents.ts actorOf). */
const UNREAD_ACTORS: ReadonlySet<string> = new Set(['the-defender']);

function unsupportedIn(list: readonly Instruction[], out: Set<string>): void {
  for (const [n, i] of list.entries()) {
    if (i.actor?.kind === 'player' && UNREAD_ACTORS.has(i.actor.who)) out.add(`${i.kind} done by ${i.actor.who.replace(/-/g, ' ')}`);
    // "Spend X XP", "Score X points", "Draw X": no text or choice gives "X" a value (referents.ts amountOf), so none would happen
    if (containsKind(i, 'x')) out.add('the amount "X" (nothing gives it a value)');
    // "Use only to play spells" keeps what an Add before it added: with none before it, it keeps nothing
    if (i.kind === 'spend-only' && !addsBefore(list.slice(0, n))) out.add(`"${i.form} ${i.purpose}" (no [Add] before it)`);
    // "When you burn a unit this way" looks at the cards the burn just before it burned
    if (i.kind === 'when-this-way' && !followsABurn(list.slice(0, n))) out.add('"When you burn ... this way" (no burn just before it)');
    const handler = handlerOf(i);
    if (!handler) {
      out.add(i.kind);
      continue;
    }
    for (const form of handler.unsupported?.(i) ?? []) out.add(form);
    unsupportedIn(handler.nested?.(i) ?? [], out);
  }
}

/** The instructions (or forms of them) of these abilities the engine does not carry out, by name. */
export function uninterpretedKinds(abilities: readonly Ability[]): string[] {
  const found = new Set<string>();
  for (const a of abilities) {
    if (a.kind === 'spell' || a.kind === 'activated' || a.kind === 'triggered') unsupportedIn(a.effect, found);
    if (a.kind === 'additional-cost') for (const c of a.cost) if (c.kind === 'action') unsupportedIn([c.instruction], found);
  }
  return [...found];
}
