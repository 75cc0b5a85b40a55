// Rule mutants for Abilities (360–406): see ../mutations.ts for what an entry is and how it is checked.
// Data, not logic: one entry per mutant, so the file is as long as its chapter has mutants (over 400
// lines is expected here, and reading it is looking entries up, not following code).
import { at, type Mutation } from '../mutation-types.ts';

export const chapter360: Mutation[] = [
  {
    id: 'trash-abilities-trigger-anywhere',
    rule: '385.2',
    description: 'an ability whose text returns its card from the trash triggers wherever the card is, as if it were a board ability',
    file: at('triggers/conquer.ts'),
    find: '(watchesYouConquer(ability.trigger) && contextOf(ability) === zone)',
    replace: 'watchesYouConquer(ability.trigger)',
  },
  {
    id: 'turn-player-orders-player-replacements',
    rule: '372.1',
    description: 'the turn player, not the player acted on, orders the replacement effects on a player',
    file: at('effects/replacement-order.ts'),
    find: "    case 'player': return affected.player; // 372.1",
    replace: "    case 'player': return s.turnPlayer;",
  },
  {
    id: 'uncontrolled-battlefield-ordered-by-replacer',
    rule: '372.2',
    description: 'replacement effects on a battlefield nobody controls are ordered by the player whose effect is resolving, not the turn player',
    file: at('effects/replacement-order.ts'),
    find: 'player: orderingPlayer(run.s, affected),',
    replace: "player: affected.kind === 'battlefield' ? affected.battlefield.controller ?? run.controller : orderingPlayer(run.s, affected),",
  },
  {
    id: 'draw-phase-draw-never-replaced',
    rule: '372.1',
    description: 'replacement effects on a draw apply only to draws card text makes, not to the draw phase\'s draw',
    file: at('turn.ts'),
    find: "draw(s, me, 1, '315.4.b', replaceOutsideResolution);",
    replace: "draw(s, me, 1, '315.4.b', () => false);",
  },
  {
    id: 'standard-move-contest-never-replaced',
    rule: '372.2',
    description: 'replacement effects on a battlefield becoming contested ignore contests made by a standard move',
    file: at('game.ts'),
    find: "moveTogether(s, action.units, to, '144', replaceOutsideResolution);",
    replace: "moveTogether(s, action.units, to, '144', () => false);",
  },
  {
    id: 'death-replacement-for-any-unit',
    rule: '370.1',
    description: 'a standing "if a friendly unit would die" replacement also replaces the deaths of enemy units',
    file: at('effects/replacement.ts'),
    find: '      if (!isAtLocation(replacer) || replacer.controller !== dying.controller || replacer.id === id) continue;\n',
    replace: '      if (!isAtLocation(replacer) || replacer.id === id) continue;\n',
  },
];
