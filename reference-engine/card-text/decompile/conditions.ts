// Decompiling predicates and conditions.
import type { Condition, Predicate } from '../ast.ts';
import { contractedText, eventHappenedText } from '../conditions.ts';
import { nounWord } from '../refs/nouns.ts';
import { isSingularActor } from '../refs/players.ts';
import { instruction, tagListText, v } from './instructions.ts';
import { article, filterText, keywordText, ref, syms } from './refs.ts';

export function predicateText(p: Predicate): string {
  switch (p.kind) {
    case 'at-least-one-has':
      return `at least one of ${ref(p.of)} has ${p.keywords.map(keywordText).join(' and ')}`;
    case 'did-previous':
      return p.form;
    case 'paid-additional-cost':
      return p.form;
    case 'object-is': {
      const subj = contractedText(p.verb) ?? `${ref(p.subject)} ${p.verb}`;
      const test = p.kindOf
        ? ref(p.kindOf)
        : p.nouns
          ? `${article(nounWord(p.nouns[0], false))} ${p.nouns.map((n) => nounWord(n, false)).join(' or ')}`
          : p.filters
              .map(
                (f, n) =>
                  (n === 0 ? '' : f.position === 'post' ? ' ' : ' and ') +
                  (f.kind === 'might' || f.kind === 'might-relative' ? filterText(f).replace(/^with /, '') : filterText(f)),
              )
              .join('');
      return `${subj}${p.negated ? ' not' : ''} ${test}`;
    }
    case 'player-has':
      return `${ref(p.player)} ${p.negated ? `${p.negated} ` : ''}${p.verb} ${ref(p.object)}`;
    case 'chooses':
      return `${ref(p.player)} ${v('choose', p.player)} ${ref(p.object)}`;
    case 'showdown-here':
      return 'showdowns here';
    case 'fewer-than':
      return `${ref(p.player)} ${p.verb} fewer ${ref(p.what)} than ${ref(p.than)}`;
    case 'all-of':
      return p.parts.map(predicateText).join(' and ');
    case 'any-of':
      return p.parts.map(predicateText).join(' or ');
    case 'state':
      return `${ref(p.subject)} ${p.state}`;
    case 'compare':
    case 'count':
      return p.form;
    case 'exists':
      return `${p.form} ${ref(p.what)}`;
    case 'event-happened':
      return eventHappenedText(p, ref);
    case 'spent':
      return `${p.perfect ? "you've spent" : 'you spent'} ${p.bound === 'at least' ? `at least ${syms(p.value)}` : `${syms(p.value)} or more`}${p.purpose ? ` ${p.purpose}` : ''}${p.period ? ` ${p.period}` : ''}`;
    case 'excess-damage':
      return `you assigned ${p.amount} or more excess damage${p.to ? ` to ${ref(p.to)}` : ''}`;
    case 'score-within': {
      const who =
        p.who.kind === 'player' && p.who.who === 'you' ? 'your' : p.who.kind === 'player' && p.who.who === 'an-opponent' ? "an opponent's" : "each opponent's";
      return `${who} score is ${p.negated ? 'not ' : ''}within ${p.points} points of the Victory Score`;
    }
    case 'total-might':
      return `${ref(p.of)} have total Might ${p.value} ${p.op === '>=' ? 'or more' : 'or less'}`;
    case 'does':
      return `${ref(p.subject)} ${v(p.verb, p.subject)}${p.alone ? ' alone' : ''}`;
    case 'could-not':
      return `you couldn't ${instruction(p.instruction)} this way`;
    case 'this-kills':
      return `this kills ${ref(p.object)}`;
    case 'pays':
      return `${ref(p.player)} ${v('pay', p.player)} ${syms(p.cost)}`;
    case 'has-you-do':
      return `${ref(p.player)} ${isSingularActor(p.player) ? 'has' : 'have'} you ${instruction(p.instruction)}`;
    case 'might-over-total':
      return `my Might is greater than the total Might of ${ref(p.than)}`;
    case 'have-tags': {
      const have = `${ref(p.of)} ${p.of.kind === 'select' && !p.of.plural ? 'has' : 'have'} all`;
      return p.count !== undefined
        ? `${have} ${p.count} tags`
        : `${have} of the following tags among ${p.among ? ref(p.among) : 'them'} — ${tagListText(p.tags ?? [], 'and')}`;
    }
    case 'your-turn':
      return `it's ${p.negated ? 'not ' : ''}your ${p.phase ?? 'turn'}`;
  }
}

export function conditionBody(c: Condition): string {
  return c.kind === 'if' ? predicateText(c.predicate) : `[${c.keyword}]`;
}
export function conditionText(c: Condition): string {
  return c.kind === 'if' ? `${c.form} ${predicateText(c.predicate)}` : `[${c.keyword}]`;
}
