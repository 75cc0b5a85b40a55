// Replacement abilities: "If I would die, ... instead."
import type { AbilityBody, EventPattern, Instruction, ReplacementSpec } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { predicate } from '../conditions.ts';
import { effect, takeInstead } from '../instructions/clauses.ts';
import { playerRef } from '../refs/players.ts';
import { selectRef } from '../refs/selection.ts';
import { selfRef } from '../refs/self-and-pronouns.ts';
import { givesAdditional, wouldDo } from './would-do.ts';

export function replacement(c: Cursor): AbilityBody | null {
  if (c.key() !== 'if' && c.key() !== 'the' && c.key() !== 'once') return null;
  return c.try(() => {
    const once = c.eat('Once each turn,');
    const form = once ? c.eatOne('if') : c.eatOne('If', 'The next time');
    if (!form) return null;
    // a player ("If an opponent would draw") or an object ("If a battlefield would become contested")
    const player = c.try(() => {
      const p = playerRef(c);
      return p && c.sees('would') ? p : null;
    });
    const subject = player ?? c.try(() => (c.sees('I') ? selfRef(c, true) : null)) ?? selectRef(c) ?? selfRef(c);
    if (!subject || !c.eat('would')) return null;
    // "would score 1 point from conquering or holding during their first or second turn": a scoring by cause and turn
    const scoring = player ? scoringEvent(c, player) : null;
    if (scoring) {
      if (!c.eat(',')) return null;
      const eff = effectUntil(c, 'instead');
      if (!eff || eff.then) return null;
      return { kind: 'replacement', replacement: { event: scoring, instead: eff.eff, form } };
    }
    const verb = player ? c.eatOne('draw') : c.eatOne('die', 'be killed', 'move', 'deal damage', 'take damage', 'become contested', 'go to your trash');
    // "If a card would go to your trash from anywhere other than your Main Deck": a zone change, but not from that zone
    const notFrom = verb === 'go to your trash' ? c.try(() => (c.eat('from anywhere other than') ? c.eatOne('your Main Deck') : null)) : null;
    if (verb === 'go to your trash' && !notFrom) return null;
    // "would stun me, give me -:rb_might:, or return me to hand": what a spell or ability would do
    const doing = verb || player ? null : wouldDo(c, subject);
    if (!verb && !doing) return null;
    const period = c.eatOne('this turn') ?? undefined;
    // "If a unit here would die during combat": the replacement applies only during a combat
    const duringCombat = verb === 'die' && !period && c.eat('during combat');
    if (!c.eat(',')) return null;
    const condition = c.try(() => {
      if (!c.eat('if')) return null;
      const p = predicate(c);
      return p && c.eat(',') ? p : null;
    });
    // events on players and battlefields are read in their plain standing form only, the one the engine applies
    if ((player || verb === 'become contested') && ((form !== 'If' && !once) || period || condition)) return null;
    // "..., it gives an additional -1 :rb_might:": the event happens, and more with it
    const additional = doing ? givesAdditional(c) : null;
    if (additional) {
      c.eat('.');
      if (!c.done) return null;
      const spec: ReplacementSpec = { event: doing![0], instead: [additional], form, additionally: true };
      if (doing!.length > 1) spec.orEvents = doing!.slice(1);
      return { kind: 'replacement', replacement: spec };
    }
    const insteadFirst = c.eat('instead');
    const instead = insteadFirst
      ? c.try(() => {
          const e = effect(c);
          c.eat('.');
          return e && c.done ? ({ eff: e } as { eff: Instruction[]; then?: Instruction[] }) : null;
        })
      : effectUntil(c, 'instead');
    if (!instead) return null;
    const event: EventPattern = doing ? doing[0] : { kind: 'event', subject, verb: verb! };
    if (notFrom) event.notFrom = notFrom;
    const spec: ReplacementSpec = { event, instead: instead.eff, form };
    if (doing && doing.length > 1) spec.orEvents = doing.slice(1);
    if (condition) spec.condition = condition;
    if (insteadFirst) spec.insteadFirst = true;
    if (instead.then) spec.then = instead.then;
    if (period) spec.period = period;
    if (duringCombat) spec.duringCombat = true;
    if (once) spec.oncePerTurn = true;
    return { kind: 'replacement', replacement: spec };
  });
}

/** "score 1 point from conquering or holding during their first or second turn" (after "would"). */
function scoringEvent(c: Cursor, subject: EventPattern['subject']): EventPattern | null {
  return c.try((): EventPattern | null => {
    if (!c.eat('score 1 point from conquering or holding')) return null;
    const during = c.eatOne('during their first or second turn');
    return during ? { kind: 'event', subject, verb: 'score', form: 'score 1 point from conquering or holding', period: during } : null;
  });
}

/** "<effect> instead." and the sentences after it on the line. */
function effectUntil(c: Cursor, word: string): { eff: Instruction[]; then?: Instruction[] } | null {
  return c.try(() => {
    const eff = effect(c, () => c.sees(word));
    if (!eff || !takeInstead(c, eff)) return null;
    c.eat('.');
    if (c.done) return { eff };
    const then = effect(c);
    return then && c.done ? { eff, then } : null;
  });
}
