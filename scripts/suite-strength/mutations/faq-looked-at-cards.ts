// Rule mutants for cards seen on top of a deck (an "as" ability acting as its card is looked at or
// revealed, and what is left of the cards looked at) and for the destinations a move's text restricts:
// see ../mutations.ts for what an entry is and how it is checked.
import { at, type Mutation } from '../mutation-types.ts';

export const faqLookedAtCards: Mutation[] = [
  {
    id: 'as-seen-ability-only-when-looked-at',
    rule: '370.1.b.1',
    description: 'an ability that acts "as" its card is seen on top of the deck acts when the card is looked at, not when it is revealed',
    file: at('effects/instructions/cards.ts'),
    find: '      run.didPrevious = run.looked.length > 0;\n      actAsSeenOnTop(run, run.controller, run.looked, interpreter, true);',
    replace: '      run.didPrevious = run.looked.length > 0;',
  },
  {
    id: 'looked-at-cards-taken-after-they-left',
    rule: '431.1.c.1',
    description: 'a card looked at that has since left the deck is still among those the effect puts into the hand',
    file: at('effects/instructions/cards.ts'),
    find: '  const pool = stillLookedAt(run);',
    replace: '  const pool = run.looked ?? [];',
  },
  {
    id: 'move-destination-restriction-ignored',
    rule: '355.4',
    description:
      'a move\'s destination is chosen among all other battlefields, whatever the text says must be there ("where there\'s a unit with the same controller")',
    file: at('playing-cards/choices.ts'),
    find: '    const valid = to === null ? places : places.filter((b) => destinationMeets(s, to, b, { controller: player, source, it: moved }));',
    replace: '    const valid = places;',
  },
];
