// Rule mutants for Showdowns (341–348): see ../mutations.ts for what an entry is and how it is checked.
import { at, type Mutation } from '../mutation-types.ts';

export const chapter341: Mutation[] = [
  {
    id: 'showdown-focus-to-turn-player',
    rule: '345',
    description: 'a non-combat showdown starts with focus for the turn player, not for the player who contested',
    file: at('showdown.ts'),
    find: "setFocus(s, b.contestedBy ?? s.turnPlayer, '345');",
    replace: "setFocus(s, s.turnPlayer, '345');",
  },
  {
    id: 'focus-not-passed-after-chain-resolves',
    rule: '346',
    description: 'when the Chain a player started in a showdown resolves, focus stays with that player',
    file: at('chain.ts'),
    find: "setFocus(s, nextPlayer(s, s.focus), '346');",
    replace: "setFocus(s, s.focus, '346');",
  },
  {
    id: 'resource-chain-moves-focus',
    rule: '346.1',
    description: 'a Chain opened by an ability that adds resources also moves focus on once it resolves',
    file: at('chain.ts'),
    find: "if (s.showdown && s.focus && openedBy === 'play') {",
    replace: 'if (s.showdown && s.focus && openedBy !== null) {',
  },
  {
    id: 'play-does-not-reset-focus-passes',
    rule: '347.2.a',
    description: 'a card played in a showdown does not break the run of focus passes',
    file: at('chain-items.ts'),
    find: '  if (s.showdown) s.showdown.passesInRow = 0;\n',
    replace: '',
  },
  {
    id: 'showdown-ends-after-one-pass',
    rule: '348',
    description: 'the showdown closes as soon as one player passes focus, not when all have passed in a row',
    file: at('showdown.ts'),
    find: 'if (sd.passesInRow >= s.players.length) {',
    replace: 'if (sd.passesInRow >= 1) {',
  },
  {
    id: 'conquer-scores-twice-a-turn',
    rule: '348.2.a.1',
    alsoBreaks: ['470'],
    description: 'taking control of a battlefield scores even if that player already scored it this turn (470)',
    file: at('game-actions/score.ts'),
    find: '  if (b.scoredThisTurn.includes(player)) return false;\n',
    replace: '',
  },
];
