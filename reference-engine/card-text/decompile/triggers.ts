// Decompiling events, triggers and replacements.
import type { EventPattern, ReplacementSpec, Trigger } from '../ast.ts';
import { isSingularActor } from '../refs/players.ts';
import { thirdPerson } from '../verb-forms.ts';
import { withPeriod } from './abilities.ts';
import { predicateText } from './conditions.ts';
import { sequence } from './instructions.ts';
import { location, ref } from './refs.ts';

function eventText(e: EventPattern, withSubject: boolean): string {
  if (e.verb === 'might-reaches') return `my Might becomes ${e.reaches} or more`;
  if ((e.verb === 'combat-ends' || e.verb === 'combat-starts') && e.form) return e.form;
  if (e.serial && e.form) return withSubject ? `${ref(e.subject)} is ${e.form}` : e.form;
  if ((e.verb === 'be-played' || e.verb === 'be-returned' || e.verb === 'be-revealed' || e.verb === 'be-detached') && e.form)
    return /^(I'm|it's|they're) /.test(e.form) ? e.form : `${ref(e.subject)} ${e.form}`;
  let s = withSubject ? `${ref(e.subject)} ` : '';
  s += e.verb.startsWith('[') || !isSingularActor(e.subject) ? e.verb : thirdPerson(e.verb);
  if (e.object && !e.objectShared) s += ` ${ref(e.object)}`;
  if (e.with) s += ` with ${e.with}`;
  if (e.to) s += ` to ${ref(e.to)}`;
  if (e.where) s += e.where.prep === 'bare' ? ` ${location(e.where.at)}` : ` ${e.where.prep} ${location(e.where.at)}`;
  if (e.during) s += ` ${e.during}`;
  if (e.using) s += ` with ${ref(e.using)}`;
  if (e.period) s += ` ${e.period}`;
  return s;
}

/** Events joined by "or", or in a serial list ("this is played, discarded, or killed"). */
function eventsText(events: readonly EventPattern[]): string {
  // one event of a serial list alone (as the engine names the part it does not fire) takes its subject
  const texts = events.map((e) => eventText(e, !e.subjectShared || (events.length === 1 && !!e.serial)));
  if (events.length < 2 || !events[events.length - 1].serial) return texts.join(' or ');
  return `${texts.slice(0, -1).join(', ')}, or ${texts[texts.length - 1]}`;
}

export function triggerText(t: Trigger): string {
  switch (t.kind) {
    case 'when':
      if (t.whileFirst && t.while) return `While ${predicateText(t.while)}, ${t.form.toLowerCase()} ${eventsText(t.events)}${t.period ? ` ${t.period}` : ''}`;
      return `${t.oncePerTurn ? 'Once each turn, ' : ''}${t.form} ${eventsText(t.events)}${t.while ? ` while ${predicateText(t.while)}` : ''}${t.period ? ` ${t.period}` : ''}`;
    case 'phase':
      return `at${t.bare ? '' : ' the'} ${t.edge} of ${t.phase}`;
    case 'first-time':
      if (t.printedAfter) return `When ${eventText(t.event, true)} for the first time ${t.period}`;
      return `the ${['', 'first', 'second', 'third'][t.ordinal ?? 1]} time ${eventText(t.event, true)} ${t.period}`;
    case 'as':
      return `As ${eventText(t.event, true)}`;
    case 'keyword':
      return t.form === '[>]' ? `[${t.keyword}][>]` : `[${t.keyword}] —`;
    case 'any-of':
      return t.triggers.map(triggerText).join(` ${t.conjunction ?? 'or'} `);
  }
}

/** "stun me", "give -:rb_might: to a unit it chooses", "return me to hand": one thing a spell or ability would do. */
function doingText(e: EventPattern): string {
  if (e.gives && e.to) return `${e.verb} ${e.gives} to ${ref(e.to)}`;
  const object = e.object ? ` ${ref(e.object)}` : '';
  return `${e.verb}${object}${e.gives ? ` ${e.gives}` : ''}${e.toHand ? ' to hand' : ''}${e.notFrom ? ` from anywhere other than ${e.notFrom}` : ''}`;
}

/** What the replaced event is, after "would". */
function wouldText(r: ReplacementSpec): string {
  if (r.event.verb === 'score' && r.event.form) return `${r.event.form} ${r.event.period ?? ''}`.trim();
  if (!r.orEvents && !r.event.gives && !r.event.toHand && !r.event.object && !r.event.to && !r.event.notFrom) return r.event.verb;
  const all = [r.event, ...(r.orEvents ?? [])].map(doingText);
  return all.length === 1 ? all[0] : `${all.slice(0, -1).join(', ')}, or ${all[all.length - 1]}`;
}

export function replacementText(r: ReplacementSpec, period = true): string {
  const then = r.then ? ` ${withPeriod(sequence(r.then))}` : '';
  const cond = r.condition ? `if ${predicateText(r.condition)}, ` : '';
  const body = r.additionally ? sequence(r.instead) : r.insteadFirst ? `instead ${sequence(r.instead)}` : `${sequence(r.instead)} instead`;
  return `${r.oncePerTurn ? 'Once each turn, ' : ''}${r.form} ${ref(r.event.subject)} would ${wouldText(r)}${r.period ? ` ${r.period}` : ''}${r.duringCombat ? ' during combat' : ''}, ${cond}${body}${period || then ? '.' : ''}${then}`;
}
