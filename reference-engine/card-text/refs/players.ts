// Player references ("each opponent", "its controller") and the verb form an actor takes.
import type { ObjectRef, PlayerWho } from '../ast.ts';
import { PhraseList, type Cursor } from '../cursor.ts';

const PLAYER_PHRASES: [string, PlayerWho][] = [
  ['you or an ally', 'you-or-ally'],
  ['each player', 'each-player'],
  ['each opponent', 'each-opponent'],
  ['an opponent', 'an-opponent'],
  ['its controller', 'its-controller'],
  ['its owner', 'its-owner'],
  ['their owners', 'their-owners'],
  ['the attacker and defender each', 'attacker-and-defender-each'],
  ['the defender', 'the-defender'],
  ['that player', 'that-player'],
  ['a player', 'a-player'],
  ['your opponents', 'your-opponents'],
  ['opponents', 'opponents'],
  ['players', 'players'],
  ['they', 'they'],
  ['you', 'you'],
  ['the player', 'that-player'],
  ['everyone', 'everyone'],
];
export const PLAYER_TEXT: Record<string, string> = Object.fromEntries(PLAYER_PHRASES.map(([p, w]) => [w, p]));
PLAYER_TEXT['that-player'] = 'that player';
PLAYER_TEXT['your-opponents'] = 'your opponents';

const PLAYER_LIST = new PhraseList(PLAYER_PHRASES.map(([phrase]) => phrase));
const PLAYER_WHO = new Map(PLAYER_PHRASES);

export function playerRef(c: Cursor): ObjectRef | null {
  const start = c.offset();
  const phrase = c.eatAny(PLAYER_LIST);
  // "each player's", "an opponent's" belong to a possessive, not to a subject
  return phrase ? { kind: 'player', who: PLAYER_WHO.get(phrase)!, span: [start, c.end()] } : null;
}

const PLURAL_PLAYERS: ReadonlySet<string> = new Set([
  'attacker-and-defender-each',
  'their-owners',
  'you',
  'they',
  'players',
  'your-opponents',
  'everyone',
  'you-or-ally',
  'opponents',
]);
const PLURAL_PRONOUNS: ReadonlySet<string> = new Set(['they', 'them', 'we']);

/** Players that take the third-person verb form ("each player kills", "its controller draws"). */
export function isSingularActor(ref: ObjectRef | undefined): boolean {
  if (!ref) return false;
  if (ref.kind === 'player') return !PLURAL_PLAYERS.has(ref.who);
  if (ref.kind === 'self') return ref.word !== 'I';
  if (ref.kind === 'pronoun') return !PLURAL_PRONOUNS.has(ref.word) && !ref.word.endsWith('s');
  if (ref.kind === 'select') return !ref.plural || ref.determiner === 'one-of' || ref.determiner === 'one-of-their' || ref.determiner === 'one-of-its';
  if (ref.kind === 'both') return false;
  return true;
}
