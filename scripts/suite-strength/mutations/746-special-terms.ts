// Rule mutants for the special terms and counters at the end of the additional rules (746–799): see
// ../mutations.ts for what an entry is and how it is checked.
import { at, type Mutation } from '../mutation-types.ts';

export const chapter746: Mutation[] = [
  {
    id: 'ignored-deflect-still-charged',
    rule: '766',
    alsoBreaks: ['765'],
    description: 'a spell told to ignore Deflect while its cost is paid still pays the Deflect of what it chooses',
    file: at('playing-cards/play-data.ts'),
    find: "if (item.kind === 'card' && ignoresWhilePaying(objectOf(s, item.source).card, 'Deflect')) return out;",
    replace: 'if (false) return out;',
  },
  {
    id: 'ignoring-deflect-spreads-over-the-chain',
    rule: '767',
    description: 'once a spell that ignores Deflect is on the Chain, every play made above it ignores Deflect too',
    file: at('playing-cards/play-data.ts'),
    find: "if (item.kind === 'card' && ignoresWhilePaying(objectOf(s, item.source).card, 'Deflect')) return out;",
    replace: "if (s.chain.some((c) => c.kind === 'card' && ignoresWhilePaying(objectOf(s, c.source).card, 'Deflect'))) return out;",
  },
];
