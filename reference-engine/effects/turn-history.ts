// What a player or a permanent has done earlier in this turn, for the conditions of passive abilities
// (364.3): "If you've discarded a card this turn", "If you've gained XP this turn", "If I have moved
// twice this turn", "If you've spent at least :rb_rune_rainbow::rb_rune_rainbow: this turn". A discard
// is read from the event log since the turn began; gaining XP, moving and spending Power, which the log
// does not count so, from the turn's own records (GameState.xpGainedThisTurn, movesThisTurn,
// powerSpentThisTurn), which the turn's start clears.
import type { Predicate } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import type { GameObject, GameState } from '../state.ts';

type Happened = Extract<Predicate, { kind: 'event-happened' }>;
type Spent = Extract<Predicate, { kind: 'spent' }>;

/** The events of this turn read here, by what the predicate says was done and by whom. */
const READ: { readonly [form: string]: (s: GameState, giver: GameObject, controller: PlayerId, twice: boolean) => boolean } = {
  // "you've discarded a card": any card, discarded by the player (422)
  'you discard a card': (s, _giver, controller) => sinceTurnBegan(s).some((e) => e.kind === 'discarded' && e.player === controller),
  // "you've gained XP": XP gained by the player (730.1)
  'you gain XP': (s, _giver, controller) => (s.xpGainedThisTurn ?? []).includes(controller),
  // "I have moved twice": the permanent's own moves this turn, as the same object (108)
  'I move': (s, giver, _controller, twice) => (s.movesThisTurn?.[giver.id] ?? 0) >= (twice ? 2 : 1),
};

function formOf(p: Happened): string | null {
  const { subject, verb, object } = p.event;
  const who = subject.kind === 'player' && subject.who === 'you' ? 'you' : subject.kind === 'self' ? 'I' : null;
  if (who === null) return null;
  if (!object) return `${who} ${verb}`;
  if (object.kind === 'pronoun' && object.word === 'XP') return `${who} ${verb} XP`;
  const plain = object.kind === 'select' && object.determiner === 'a' && !object.count && object.filters.length === 0 && object.nouns.length === 1;
  return plain ? `${who} ${verb} a ${object.nouns[0]}` : null;
}

/** "you've spent at least :rb_rune_rainbow::rb_rune_rainbow:": Power of any domains, for whatever it paid (the Energy spent on a spell is conditions.ts's). */
function readsPowerSpent(p: Predicate): p is Spent {
  return (
    p.kind === 'spent' &&
    p.who.kind === 'player' &&
    p.who.who === 'you' &&
    p.op === '>=' &&
    !p.purpose &&
    p.period === 'this turn' &&
    p.value.length > 0 &&
    p.value.every((sym) => sym.kind === 'power' && sym.domain === 'rainbow')
  );
}

/** Whether this module reads the predicate: a thing done this turn that one of its records holds. */
export function readsThisTurn(p: Predicate): boolean {
  if (readsPowerSpent(p)) return true;
  if (p.kind !== 'event-happened' || p.period !== 'this turn') return false;
  const form = formOf(p);
  return form !== null && form in READ && (!p.times || form === 'I move');
}

/** Whether it has happened this turn, for the permanent `giver` whose passive asks, controlled by `controller`. */
export function happenedThisTurn(s: GameState, p: Predicate, giver: GameObject, controller: PlayerId): boolean {
  if (readsPowerSpent(p)) return (s.powerSpentThisTurn?.[controller] ?? 0) >= p.value.length;
  if (p.kind !== 'event-happened') return false;
  const form = formOf(p);
  return form !== null && form in READ && READ[form]!(s, giver, controller, p.times === 'twice');
}

/** Notes Power a player spent, paying any cost (357.1, 204.4.b, 811.1.b) or a "pay" instruction. */
export function notePowerSpent(s: GameState, player: PlayerId, n: number): void {
  if (n > 0) (s.powerSpentThisTurn ??= {})[player] = (s.powerSpentThisTurn[player] ?? 0) + n;
}

/** The events logged since the current turn began (317.3). */
export function sinceTurnBegan(s: GameState): GameState['events'] {
  let i = s.events.length;
  while (i > 0 && s.events[i - 1]!.kind !== 'turn-began') i -= 1;
  return s.events.slice(i);
}
