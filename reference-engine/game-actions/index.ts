// The game actions (rules 413–431, 445–458), each a function over the working state that appends events.
export { buff } from './buff.ts';
export { burn } from './burn.ts';
export { burnOut } from './burn-out.ts';
export { channel } from './channel.ts';
export { dealDamage, heal } from './damage.ts';
export { discard, discardCards } from './discard.ts';
export { draw, drawCard } from './draw.ts';
export { exhaust, ready } from './exhaust.ts';
export { kill, unitsDied } from './kill.ts';
export { cannotMove, contest, move, moveTogether, recall } from './move.ts';
export { recycle } from './recycle.ts';
export { addResources, addUniversalPower, emptyRunePool, withUniversalSpent } from './resources.ts';
export { gainPoints, losePoints } from './points.ts';
export { scoreBattlefield } from './score.ts';
export { stun } from './stun.ts';
export { detach, locationName, relocate, type Destination } from './zones.ts';
export { notReplaced, type EventReplacer, type ReplaceableEvent } from './replaceable.ts';
