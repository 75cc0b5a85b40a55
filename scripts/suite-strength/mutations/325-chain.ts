// Rule mutants for The Chain (325–340): see ../mutations.ts for what an entry is and how it is checked.
import { at, type Mutation } from '../mutation-types.ts';

export const chapter325: Mutation[] = [
  {
    id: 'priority-returns-to-turn-player-on-pass',
    rule: '339.2',
    description: 'passing on a Chain gives priority back to the turn player instead of the next player in turn order',
    file: at('game.ts'),
    find: "setPriority(s, nextPlayer(s, player), '339.2');",
    replace: "setPriority(s, s.turnPlayer, '339.2');",
  },
  {
    id: 'units-wait-on-chain-for-passes',
    rule: '337.2',
    description: 'a unit stays on the Chain after it is finalized, waiting for passes like a spell',
    file: at('playing-cards/finishing.ts'),
    find: "item.resolvesImmediately = card.type === 'unit' || card.type === 'gear' || card.type === 'token';",
    replace: "item.resolvesImmediately = card.type === 'gear' || card.type === 'token';",
  },
  {
    id: 'newest-pending-item-finalized-first',
    rule: '337.1',
    description: 'with several pending items (simultaneous triggers), the newest is finalized first instead of the oldest',
    file: at('game.ts'),
    find: "    const pending = s.chain.find((c) => c.status === 'pending');",
    replace: "    const pending = [...s.chain].reverse().find((c) => c.status === 'pending');",
  },
  {
    id: 'finalize-gives-priority-to-turn-player',
    rule: '337.4',
    description: 'after an item is finalized the turn player receives priority, not the controller of the newest item',
    file: at('chain.ts'),
    find: "    setPriority(s, s.chain[s.chain.length - 1].controller, '337.4');\n    s.chainPasses = 0;",
    replace: "    setPriority(s, s.turnPlayer, '337.4');\n    s.chainPasses = 0;",
  },
  {
    id: 'oldest-chain-item-resolves-first',
    rule: '340.1',
    description: 'when everyone has passed, the oldest finalized item resolves instead of the newest',
    file: at('chain.ts'),
    find: "const newest = item ?? [...s.chain].reverse().find((c) => c.status === 'finalized');",
    replace: "const newest = item ?? s.chain.find((c) => c.status === 'finalized');",
  },
  {
    id: 'priority-to-turn-player-after-resolve',
    rule: '340.4',
    description: 'after an item resolves and others remain, the turn player gets priority instead of the controller of the newest item',
    file: at('chain.ts'),
    find: "setPriority(s, s.chain[s.chain.length - 1].controller, '340.4');",
    replace: "setPriority(s, s.turnPlayer, '340.4');",
  },
  {
    id: 'turn-player-finalizes-every-trigger',
    rule: '337.1',
    description: 'the choices of pending triggered abilities are made by the turn player, not by each item\'s controller',
    file: at('playing-cards/choices.ts'),
    find: '  const player = item.controller;\n  const source = item.source;\n',
    replace: "  const player = item.kind === 'triggered' ? s.turnPlayer : item.controller;\n  const source = item.source;\n",
  },
];
