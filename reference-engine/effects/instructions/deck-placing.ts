// "Its owner places it on the top or bottom of their Main Deck" (Keeper's Verdict): the card named leaves
// where it is for its owner's Main Deck, on top or at the bottom as the player doing it chooses. From the
// board it is no longer on it, a new object (108), and a token ceases to exist (186.1).
import { emit } from '../../events.ts';
import { relocate } from '../../game-actions/zones.ts';
import type { Instruction } from '../../card-text/ast.ts';
import { actOnEach, actorOf, rememberBeforeZoneChange } from '../referents.ts';
import { answerTo, type Run } from '../run.ts';
import type { InstructionFamily } from './types.ts';

type PutOnDeck = Extract<Instruction, { kind: 'put-on-deck' }>;

/**
 * The forms carried out: "it", the object the text acted on before, into its owner's deck. "Put a card
 * from your hand ..." is not: printed after "you may ... to draw 1, then", it belongs to what the player
 * may do, which its compiled form does not say.
 */
function placesIt(i: PutOnDeck): boolean {
  const ownerOrYou = i.deck === 'their Main Deck' ? i.actor?.kind === 'player' && i.actor.who === 'its-owner' : !i.actor;
  return i.object.kind === 'pronoun' && i.object.word === 'it' && ownerOrYou;
}

function topOrBottom(run: Run, player: string, name: string): 'top' | 'bottom' {
  const question = {
    player,
    kind: 'choose-mode' as const,
    prompt: `Put ${name} on the top or at the bottom of the Main Deck`,
    source: run.source,
    options: [
      { id: 'top', label: 'top' },
      { id: 'bottom', label: 'bottom' },
    ],
    min: 1,
    max: 1,
  };
  const answer = answerTo(run, question, (a) =>
    a.chosen?.length === 1 && (a.chosen[0] === 'top' || a.chosen[0] === 'bottom') ? null : { code: 'invalid-decision', reason: 'choose top or bottom' },
  );
  return answer.chosen![0] as 'top' | 'bottom';
}

export const DECK_PLACING: InstructionFamily = {
  'put-on-deck': {
    run(run, i) {
      const chooser = actorOf(run, i);
      if (chooser === null) {
        run.didPrevious = false;
        return;
      }
      actOnEach(run, i, i.object, (o) => {
        const position = topOrBottom(run, chooser, o.card.name);
        rememberBeforeZoneChange(run, [o]);
        const from = o.zone === 'battlefield' ? o.battlefield : o.zone;
        relocate(run.s, o.id, { zone: 'main-deck', player: o.owner, position });
        emit(run.s, { kind: 'moved', object: o.id, player: o.owner, from, to: 'main-deck', detail: position });
      });
    },
    unsupported: (i) => (placesIt(i) ? [] : ['put-on-deck']),
  },
};
