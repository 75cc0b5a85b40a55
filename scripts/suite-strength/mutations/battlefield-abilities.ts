// Rule mutants for the abilities printed on battlefields (170.9, 170.10, 190.6): see ../mutations.ts
// for what an entry is and how it is checked.
import { at, type Mutation } from '../mutation-types.ts';

export const battlefieldAbilities: Mutation[] = [
  {
    id: 'battlefield-hold-trigger-ignored',
    rule: '170.9',
    description: 'a battlefield is no source of abilities: its own "When you hold here" never triggers as its controller holds it',
    file: at('triggers/self.ts'),
    find: '    found.push(...battlefieldHoldTriggers(s, player, b.id));\n',
    replace: '',
  },
  {
    id: 'battlefield-hold-trigger-from-every-battlefield',
    rule: '170.9',
    description: '"When you hold here" read as "When you hold": every battlefield\'s triggers as the turn player holds any one',
    file: at('triggers/self.ts'),
    find: '  for (const b of s.battlefields) {\n    if (b.controller !== player) continue;',
    replace:
      "  for (const b of s.battlefields) {\n    if (b.controller !== player) {\n      if (s.battlefields.some((x) => x.controller === player)) batches.push({ placement: 'together', found: battlefieldHoldTriggers(s, player, b.id) });\n      continue;\n    }",
  },
  {
    id: 'battlefield-conquer-trigger-ignored',
    rule: '170.9',
    description: 'a battlefield\'s own "When you conquer here" never triggers as a player conquers it',
    file: at('triggers/check.ts'),
    find: "if (batch.placement === 'ordered') batch.groups[0]!.push(...battlefieldConquerTriggers(s, h.player, h.battlefield));",
    replace: '',
  },
  {
    id: 'battlefield-conquer-trigger-on-any-conquest',
    rule: '170.9',
    description: '"When you conquer here" of every battlefield triggers as its player conquers any battlefield',
    file: at('triggers/check.ts'),
    find: 'batch.groups[0]!.push(...battlefieldConquerTriggers(s, h.player, h.battlefield));',
    replace: 'for (const b of s.battlefields) batch.groups[0]!.push(...battlefieldConquerTriggers(s, h.player, b.id));',
  },
  {
    id: 'battlefield-ability-controlled-by-battlefield-controller-despite-chooser',
    rule: '190.6.c',
    alsoBreaks: ['190.6'],
    description: "a battlefield's ability is always its controller's, even when its text has the player who played the spell make its choices",
    file: at('triggers/battlefield.ts'),
    find: 'out.push(found(b.id, chooser ? player : battlefieldAbilityController(s, b.id), index',
    replace: 'out.push(found(b.id, battlefieldAbilityController(s, b.id), index',
  },
  {
    id: 'battlefield-hold-trigger-controlled-by-turn-player-opponent',
    rule: '190.6.a',
    alsoBreaks: ['190.6'],
    description: "the battlefield's hold ability goes on the Chain under the next player, not under the battlefield's controller who held it",
    file: at('triggers/battlefield.ts'),
    find: ".map(({ index }) => found(battlefield, player, index, '190.6.a', { notes: { battlefield } }));",
    replace: ".map(({ index }) => found(battlefield, nextPlayer(s, player), index, '190.6.a', { notes: { battlefield } }));",
    also: [
      {
        file: at('triggers/battlefield.ts'),
        find: "import { battlefieldState, type GameState, type ObjectId } from '../state.ts';",
        replace: "import { battlefieldState, nextPlayer, type GameState, type ObjectId } from '../state.ts';",
      },
    ],
  },
];
