// The final point by conquest (rule 471.1.b.1): a player one point short of the victory score who
// conquers without having scored every battlefield this turn draws a card instead. Kept apart from
// game-actions/score.ts because the draw may be replaced, and the replacements import the game actions.
import { replaceOutsideResolution } from './effects/replaced-events.ts';
import { draw, type DrawInstead } from './game-actions/index.ts';

export const drawInsteadOfFinalPoint: DrawInstead = (s, player) => draw(s, player, 1, '471.1.b.1', replaceOutsideResolution);
