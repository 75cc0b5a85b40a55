// "Repeat this gear's play effect" (Sprite Fountain's [Deathknell]): the instructions of its own "When
// you play this" ability are carried out again, now, as part of this ability's effect.
import type { Instruction } from '../../card-text/ast.ts';
import { abilitiesOfKind } from '../compiled.ts';
import type { InstructionFamily } from './types.ts';
import type { CardDefinition } from '../../state.ts';

/** The effect of the card's own "When you play this / me" ability, if it has one. */
function playEffectOf(card: CardDefinition): readonly Instruction[] | null {
  for (const { ability } of abilitiesOfKind(card, 'triggered')) {
    const t = ability.trigger;
    if (t.kind !== 'when' || t.events.length !== 1) continue;
    const [e] = t.events;
    if (e.verb === 'play' && e.subject.kind === 'player' && e.subject.who === 'you' && e.object?.kind === 'self' && !ability.condition) return ability.effect;
  }
  return null;
}

export const REPEAT_PLAY_EFFECT: InstructionFamily = {
  'repeat-play-effect': {
    run(run, _i, { execute }) {
      const source = run.s.objects[run.source];
      const effect = source ? playEffectOf(source.card) : null;
      if (!effect) {
        run.didPrevious = false;
        return;
      }
      execute(run, effect);
    },
  },
};
