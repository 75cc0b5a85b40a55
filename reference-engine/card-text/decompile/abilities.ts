// Tree → canonical card text. The output is compared with the normalised printed text to prove
// that the tree kept everything the text says. This module prints abilities and lines.
import type { Ability } from '../ast.ts';
import { conditionText } from './conditions.ts';
import { cost, sequence } from './instructions.ts';
import { passiveText } from './passives.ts';
import { keywordText, ref } from './refs.ts';
import { replacementText, triggerText } from './triggers.ts';
import { SEEN_ON_TOP } from '../abilities/seen-on-top.ts';
import { TOKEN_COPY_EVENT, TOKEN_COPY_INSTEAD, TOKEN_COPY_WHILE } from '../abilities/token-copy.ts';

export function withPeriod(s: string): string {
  const last = s.charCodeAt(s.length - 1);
  // . ! ? "
  return last === 46 || last === 33 || last === 63 || last === 34 ? s : `${s}.`;
}

/** One ability as a line (or part of a line, for keywords). */
export function ability(a: Ability): string {
  const also = (a.gate?.also ?? []).map((k) => `[>>]${keywordText(k)}`).join('');
  const gate = a.gate && !a.gate.shared ? `${keywordText(a.gate.keyword)}${also}${a.gate.form === '[>]' ? '[>]' : ' —'}${a.gate.chained ? '[>>]' : ''} ` : '';
  return gate + abilityBody(a);
}

function abilityBody(a: Ability): string {
  switch (a.kind) {
    case 'keyword':
      return (a.speed ? `[${a.speed}][>] ` : '') + keywordText(a.keyword) + (a.separator ?? '') + (a.effect ? `. ${withPeriod(sequence(a.effect))}` : '');
    case 'spell':
      return withPeriod(sequence(a.effect));
    case 'activated': {
      const pre = a.speed && a.speedForm === '[>]' ? `[${a.speed}][>] ` : '';
      const post = a.speed && a.speedForm !== '[>]' ? `[${a.speed}]${a.speedForm === ',' ? ',' : ' —'} ` : '';
      const legion = a.condition?.kind === 'keyword-condition' ? `[${a.condition.keyword}] — ` : '';
      return `${pre}${a.costs.map(cost).join(', ')}: ${post}${legion}${withPeriod(sequence(a.effect))}`;
    }
    case 'triggered': {
      if (a.trigger.kind === 'keyword') return `${triggerText(a.trigger)} ${withPeriod(sequence(a.effect))}`;
      if (a.condition?.kind === 'if' && a.condition.form === 'If')
        return `${conditionText(a.condition)} ${triggerText(a.trigger).replace(/^A/, 'a')}, ${withPeriod(sequence(a.effect))}`;
      return `${triggerText(a.trigger)}, ${withPeriod(sequence(a.effect))}`;
    }
    case 'passive': {
      if (a.also && !a.also.ownSubject) {
        // the second change is printed without its subject
        const subject = 'subject' in a.also.effect ? `${ref(a.also.effect.subject)} ` : '';
        const second = passiveText(a.also.effect);
        const rest = second.startsWith(subject) ? second.slice(subject.length) : second;
        return withPeriod(`${passiveText(a.effect)} and ${rest}${a.also.condition ? ` ${conditionText(a.also.condition)}` : ''}`);
      }
      // "..., and enemy spells cost ... more": a second change with a subject of its own
      const text = passiveText(a.effect) + (a.also?.ownSubject ? `, and ${passiveText(a.also.effect)}` : '');
      if (!a.condition) return withPeriod(text);
      if (a.condition.kind === 'if' && /^[A-Z]/.test(a.condition.form)) return withPeriod(`${conditionText(a.condition)}, ${text}`);
      return withPeriod(`${text} ${conditionText(a.condition)}`);
    }
    case 'replacement':
      return replacementText(a.replacement);
    case 'additional-cost': {
      const item = a.cost[0].kind === 'symbols' ? `pay ${cost(a.cost[0])}` : cost(a.cost[0]);
      const self = a.selfWord ?? 'me';
      const head = a.forCards
        ? `Any player may ${item} as an additional cost to play ${ref(a.forCards)}`
        : a.form === 'As an additional cost to play me'
          ? `As an additional cost to play ${self}, ${a.optional ? 'you may ' : ''}${item}`
          : a.form.startsWith('As you play me')
            ? `As you play ${self}, you may ${item} as an additional cost`
            : `You may ${item} as an additional cost to play ${self}`;
      const cond = a.condition ? `${conditionText(a.condition)}, ` : '';
      return cond + (a.effect ? `${head}. ${withPeriod(sequence(a.effect))}` : withPeriod(head));
    }
    case 'token-copy':
      return `${a.onceEachTurn ? 'Once each turn, if' : 'If'} ${TOKEN_COPY_EVENT}${a.whileAtABattlefield ? ` ${TOKEN_COPY_WHILE}` : ''}, ${TOKEN_COPY_INSTEAD}.`;
    case 'seen-on-top':
      return `${SEEN_ON_TOP}, ${withPeriod(sequence(a.effect))}`;
    case 'unparsed':
      return a.text;
  }
}

/** Capitalise sentence starts so the output reads like printed text. */
function capitalise(s: string): string {
  return s.replace(/(^|[.:—]\s+|\]\s*)([a-z])/g, (_m, pre: string, ch: string) => pre + ch.toUpperCase());
}

/** The abilities, one printed line each (keywords sharing a line are joined with a space). */
export function decompileAbilities(abilities: Ability[]): string {
  return abilityLines(abilities).map(capitalise).join('\n');
}

/**
 * The same text with sentence starts left as the tree has them, for comparisons that ignore letter
 * case (the round trip): capitalising never touches a resource symbol, so nothing else differs.
 */
export function decompiledForComparison(abilities: Ability[]): string {
  return abilityLines(abilities).join('\n');
}

function abilityLines(abilities: Ability[]): string[] {
  const lines: string[] = [];
  let lastLine = -1;
  for (const a of abilities) {
    const text = ability(a);
    if (a.line !== undefined && a.line === lastLine && lines.length) lines[lines.length - 1] += ` ${text}`;
    else lines.push(text);
    lastLine = a.line ?? -1;
  }
  return lines;
}
