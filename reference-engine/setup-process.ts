// A game started from deck lists (openapi.yaml DeckSetup), once deck-layout.ts has laid the decks out
// (rules 111–115): everyone draws 4 (116), then mulligans in turn order (117) through a
// choose-objects decision; turn 1 begins when the last one is answered (118).
import { emit } from './events.ts';
import { ask, checkChosen, type DecisionHandler } from './decisions.ts';
import { draw } from './game-actions/draw.ts';
import { recycle } from './game-actions/recycle.ts';
import type { PlayerId } from './interface.ts';
import { replaceOutsideResolution } from './effects/replaced-events.ts';
import { playerState, type GameState } from './state.ts';

/** Rules 116 and 117: four cards each, then the first mulligan; the rest follow as each is answered. */
export function beginSetupProcess(s: GameState): void {
  // Until the last mulligan is answered the game stands before turn 1's Awaken Phase, nothing of it done.
  s.turn = 1;
  s.phase = 'awaken';
  // Turn order starts with the first player (115.1), so "the player going second" (485.7) is the next one.
  const order = turnOrder(s);
  s.players = order.map((id) => playerState(s, id));
  for (const p of s.players) draw(s, p.id, 4, '116', replaceOutsideResolution);
  askMulligan(s, order);
}

function turnOrder(s: GameState): PlayerId[] {
  const i = s.players.findIndex((p) => p.id === s.turnPlayer);
  return [...s.players.slice(i), ...s.players.slice(0, i)].map((p) => p.id);
}

function askMulligan(s: GameState, order: PlayerId[]): void {
  const [player] = order;
  if (player === undefined) {
    emit(s, { kind: 'turn-began', player: s.turnPlayer, amount: s.turn, rule: '118' });
    s.tasks.push({ kind: 'phase', phase: 'awaken' });
    return;
  }
  const hand = playerState(s, player).hand;
  ask(
    s,
    {
      kind: 'choose-objects',
      player,
      prompt: 'Mulligan: choose up to two cards of your hand to set aside, draw as many, then recycle them (117)',
      options: hand.map((id) => ({ id, label: s.objects[id]!.card.name })),
      min: 0,
      max: Math.min(2, hand.length),
      rule: '117.1',
    },
    { kind: 'mulligan', order },
  );
}

/** Rule 117: the chosen cards are set aside, as many drawn, then the set-aside ones recycled. */
export const mulliganAnswered: DecisionHandler<'mulligan'> = (s, answer, decision, { order }) => {
  const refusal = checkChosen(decision, answer);
  if (refusal) return refusal;
  const [player, ...rest] = order;
  const chosen = answer.chosen ?? [];
  // Drawing before the set-aside cards leave the hand is the same as setting them aside first: they are
  // not in the deck until recycled, so no draw can find them.
  if (chosen.length) {
    draw(s, player!, chosen.length, '117.2', replaceOutsideResolution);
    recycle(s, player!, [...chosen]);
  }
  askMulligan(s, rest);
  return null;
};
