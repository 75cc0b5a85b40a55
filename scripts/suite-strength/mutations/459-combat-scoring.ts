// Rule mutants for Combat, Scoring and Conceding (459–472, 649–652): see ../mutations.ts for what an
// entry is and how it is checked. Data, not logic: one entry per mutant.
import { at, type Mutation } from '../mutation-types.ts';

export const chapter459: Mutation[] = [
  // ---------------------------------------------------------------- scoring (467–472)
  {
    id: 'showdown-control-is-not-a-conquer',
    rule: '469.1',
    alsoBreaks: ['468', '469.1.b'],
    description: 'only winning a combat conquers: taking control of a battlefield at the end of a non-combat showdown scores nothing',
    file: at('showdown.ts'),
    find: "    scoreBattlefield(s, present[0], b.id, 'conquer', replaceOutsideResolution);\n",
    replace: '',
  },
  {
    id: 'hold-scores-no-point',
    rule: '469.2',
    description: 'a hold only triggers the hold abilities: keeping control of a battlefield into the Beginning Phase gains no point',
    file: at('game-actions/score.ts'),
    find: '    playerState(s, player).points += 1;\n',
    replace: "    if (how === 'conquer') playerState(s, player).points += 1;\n",
  },
  {
    id: 'final-point-never-withheld',
    rule: '471.1.b.1',
    alsoBreaks: ['471.1.b'],
    description: 'a conquer always gains its point, even the final one in a turn that left another battlefield unscored',
    file: at('game-actions/score.ts'),
    find: '  return s.battlefields.some((b) => !b.scoredThisTurn.includes(player));\n',
    replace: '  return false;\n',
  },
  {
    id: 'final-point-rule-counts-the-conquered-battlefield-out',
    rule: '471.1.b.1',
    description: 'the final point needs every battlefield scored this turn, the one being conquered not counted yet, so the last conquer never completes the set',
    file: at('game-actions/score.ts'),
    find: '  b.scoredThisTurn.push(player);\n',
    replace: '',
    also: [
      {
        file: at('game-actions/score.ts'),
        find: "  if (how === 'conquer') checkTriggers(s, { kind: 'conquered', player, battlefield });\n",
        replace: "  b.scoredThisTurn.push(player);\n  if (how === 'conquer') checkTriggers(s, { kind: 'conquered', player, battlefield });\n",
      },
    ],
  },
  {
    id: 'final-point-restriction-on-every-conquer',
    rule: '471.1.b',
    description: 'every conquer in a turn that leaves a battlefield unscored draws instead of scoring, however far the player is from victory',
    file: at('game-actions/score.ts'),
    find: '  if (playerState(s, player).points < s.victoryScore - 1) return false;\n',
    replace: '',
  },
  {
    id: 'final-point-restriction-on-holds',
    rule: '471.1.a.1',
    description: 'the final point is withheld from a hold too when another battlefield is unscored this turn',
    file: at('game-actions/score.ts'),
    find: "  const withheld = how === 'conquer' && finalPointWithheld(s, player);\n",
    replace: '  const withheld = finalPointWithheld(s, player);\n',
    also: [
      {
        file: at('game-actions/score.ts'),
        find: "  if (withheld) draw(s, player, 1, '471.1.b.1', replaced!);\n",
        replace: "  if (withheld) draw(s, player, 1, '471.1.b.1', replaced ?? (() => false));\n",
      },
    ],
  },
  {
    id: 'withheld-final-point-triggers-nothing',
    rule: '471.2',
    alsoBreaks: ['471.2.a'],
    description: 'a conquer that draws instead of gaining the final point scored nothing, so its conquer abilities do not trigger',
    file: at('game-actions/score.ts'),
    find: "  if (how === 'conquer') checkTriggers(s, { kind: 'conquered', player, battlefield });\n",
    replace: "  if (how === 'conquer' && !withheld) checkTriggers(s, { kind: 'conquered', player, battlefield });\n",
  },
  {
    id: 'conquer-abilities-trigger-without-scoring',
    rule: '471.2.c',
    description: 'conquer abilities trigger every time a player takes control of a battlefield, even one they already scored this turn',
    file: at('game-actions/score.ts'),
    find: '  if (b.scoredThisTurn.includes(player)) return false;\n',
    replace: "  if (b.scoredThisTurn.includes(player)) {\n    if (how === 'conquer') checkTriggers(s, { kind: 'conquered', player, battlefield });\n    return false;\n  }\n",
  },
  {
    id: 'hold-abilities-never-trigger',
    rule: '471.2.b',
    description: 'holding a battlefield gains its point but does not trigger the hold abilities there',
    file: at('turn.ts'),
    find: "  checkTriggers(s, { kind: 'held', player: s.turnPlayer });\n",
    replace: '',
  },
  {
    id: 'victory-needs-more-than-the-victory-score',
    rule: '472',
    description: 'a player wins only once their points exceed the victory score, not on reaching it',
    file: at('cleanup.ts'),
    find: 'if (p.points >= s.victoryScore && s.players.every((q) => q.id === p.id || q.points < p.points)) {',
    replace: 'if (p.points > s.victoryScore && s.players.every((q) => q.id === p.id || q.points < p.points)) {',
  },
];
