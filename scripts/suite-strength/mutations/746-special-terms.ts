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
  {
    id: 'new-choices-never-made',
    rule: '751',
    alsoBreaks: ['752', '752.1'],
    description: '"make new choices for it" is read as doing nothing: the spell keeps the targets it was finalized with',
    file: at('effects/instructions/playing.ts'),
    find: "'new-choices': { run: (run, i) => makeNewChoices(run, i) },",
    replace: "'new-choices': { run: () => undefined },",
  },
  {
    id: 'new-choices-offer-the-old-target',
    rule: '751.1',
    description: 'the objects the item already chooses are offered again as new choices',
    file: at('effects/new-choices.ts'),
    find: '.filter((o) => !now.includes(o.id));',
    replace: ';',
  },
  {
    id: 'new-choices-remake-every-target',
    rule: '753',
    description: 'making new choices means remaking every target: keeping one is refused',
    file: at('effects/new-choices.ts'),
    find: '        min: 0,\n',
    replace: '        min: Math.min(min, pool.length),\n',
  },
  {
    id: 'new-choices-read-for-the-owner',
    rule: '753.1',
    description: "the new choices are checked against the spell's restrictions as its owner would read them, not its controller",
    file: at('effects/new-choices.ts'),
    find: '{ ...selectionContextOf(item), it: targets[k - 1] }',
    replace: '{ ...selectionContextOf(item), controller: objectOf(run.s, item.source).owner, it: targets[k - 1] }',
  },
  {
    id: 'new-choices-offered-with-none-legal',
    rule: '753.2',
    description: 'the player is asked whether to make new choices even when no legal new choice exists',
    file: at('effects/instructions/flow.ts'),
    find: '|| !newChoicesPossible(run, i.body)',
    replace: '',
  },
  {
    id: 'new-targets-trigger-nothing',
    rule: '754',
    description: 'an object a new choice targets does not set off its targeting effects',
    file: at('effects/new-choices.ts'),
    find: "    checkTriggers(run.s, { kind: 'targeted', item: { ...item, targets: added } });\n",
    replace: '',
  },
];
