// An ability that acts as its card is looked at or revealed from the top of its owner's Main Deck
// ("As you look at or reveal me from the top of your deck, you may banish me. If you do, you may play
// me for :rb_rune_rainbow:.", the errata of Nocturne, Horrifying). Written with "as", it replaces the
// look by the look plus its own instructions (370.1.b.1): it is no trigger, and it happens in the
// middle of the instruction that shows the card, before that instruction goes on with the cards
// still there (431.1.c.1: with none left, the rest of it does nothing).
import type { Ability } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { objectOf, type ObjectId } from '../state.ts';
import { abilitiesOf } from './compiled.ts';
import type { Run } from './run.ts';
import type { Interpreter } from './instructions/types.ts';

/**
 * "As I'm revealed from your deck, [Add] :rb_energy_2:" (Undertitan): carried out in the same way, but only
 * as an effect reveals the card in its owner's Main Deck (424), not as one only looks at it.
 */
export function actsAsRevealed(a: Ability): boolean {
  return a.kind === 'triggered' && a.trigger.kind === 'as' && a.trigger.event.verb === 'be-revealed' && a.trigger.event.subject.kind === 'self';
}

/**
 * The cards of `shown` (from `owner`'s Main Deck, in order from the top) with such an ability each
 * carry it out, for their owner, with the card itself as "me"; then the run goes on as it was, its
 * looked-at cards being those still on top of the deck.
 */
export function actAsSeenOnTop(run: Run, owner: PlayerId, shown: readonly ObjectId[], { execute }: Interpreter, revealed = false): void {
  for (const id of shown) {
    const o = objectOf(run.s, id);
    if (o.zone !== 'main-deck' || o.owner !== owner) continue;
    for (const a of abilitiesOf(o.card)) {
      if (a.kind !== 'seen-on-top' && !(revealed && actsAsRevealed(a))) continue;
      if (a.kind !== 'seen-on-top' && a.kind !== 'triggered') continue;
      const { source, controller, it, didPrevious, replacedPrevious } = run;
      run.source = id;
      run.controller = owner;
      run.it = null;
      try {
        execute(run, a.effect);
      } finally {
        Object.assign(run, { source, controller, it, didPrevious, replacedPrevious });
      }
    }
  }
}
