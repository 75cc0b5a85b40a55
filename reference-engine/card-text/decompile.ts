// Tree → canonical card text. The output is compared with the normalised printed text to prove
// that the tree kept everything the text says.
import type { Ability, Amount, Condition, Cost, EventPattern, Filter, Instruction, KeywordRef, LocationRef, ObjectRef, PassiveEffect, Predicate, ReplacementSpec, ResourceSymbol, TokenSpec, Trigger } from './ast.ts';
import { NUMBER_WORD_OF } from './cursor.ts';
import { symbolText } from './lexer.ts';
import { contractedText, eventHappenedText } from './conditions.ts';
import { thirdPerson } from './verb-forms.ts';
import { PLAYER_TEXT, isSingularActor, nounWord } from './refs.ts';

const syms = (s: ResourceSymbol[]): string => s.map(symbolText).join('');
export const keywordText = (k: KeywordRef): string => k.bare ? k.name : (k.value !== undefined ? `[${k.name} ${k.value}]` : `[${k.name}]`) + (k.cost ? ` ${syms(k.cost)}` : '')
  + (k.dashCost ? ` — ${k.dashCost.map(cost).join(', ')}` : '') + (k.equalTo ? ` equal to ${amount(k.equalTo)}` : '');

function amount(a: Amount): string {
  switch (a.kind) {
    case 'number': return a.word ? NUMBER_WORD_OF[a.value] ?? String(a.value) : String(a.value);
    case 'x': return 'X';
    case 'that-much': return a.form;
    case 'count': return `the number of ${ref(a.of)}`;
    case 'might-of': return a.object.kind === 'self' ? 'my Might' : 'its Might';
    case 'remembered': return a.what;
    case 'keyword-value': return `${ref(a.of)} [${a.keyword}]`;
    case 'highest-might': return `the highest Might among ${ref(a.among)}`;
    case 'cost-of': return `${ref(a.object)} ${a.form}`;
    case 'damage-on': return `the damage marked on ${ref(a.object)}`;
    case 'points': return `${a.of.kind === 'player' && a.of.who === 'you' ? 'your' : "an opponent's"} points`;
  }
}

function article(next: string): string {
  return /^(un[^i]|[aeio])/i.test(next) ? 'an' : 'a';
}

export function location(l: LocationRef): string {
  switch (l.kind) {
    case 'here': return 'here';
    case 'there': return 'there';
    case 'base': return l.whose ? `${l.whose} base` : 'base';
    case 'battlefield': return ref(l.ref);
    case 'location-of': return `${ref(l.object)} location`;
    case 'zone': return l.zone;
    case 'combat': case 'timing': return l.form;
    case 'everywhere': return 'everywhere';
  }
}

function filterText(f: Filter): string {
  switch (f.kind) {
    case 'controller':
      return f.position === 'pre' ? f.who : f.form ?? (f.who === 'you-control' ? 'you control' : f.who);
    case 'location': return f.form === 'bare' ? location(f.at) : `${f.form} ${location(f.at)}`;
    case 'might': {
      const tail = { 'N M or less': ':rb_might: or less', 'N M or more': ':rb_might: or more', 'N M or greater': ':rb_might: or greater', 'N M': ':rb_might:' }[f.form] ?? '';
      return `with ${amount(f.value)} ${tail}`;
    }
    case 'cost': {
      const prefix = f.prefix ?? 'costing';
      const main = f.form === 'or less' || f.form === 'or more' ? `${prefix} ${syms(f.value)} ${f.form}` : `${prefix} ${f.form} ${syms(f.value)}`;
      return f.power ? `${main} and no more than ${syms(f.power)}` : main;
    }
    case 'state': return f.form ?? f.state;
    case 'zone': return f.form;
    case 'other': return f.form;
    case 'where': return `where ${predicateText(f.predicate)}`;
    case 'total-might': return `with total Might ${amount(f.value)} ${f.op === '<=' ? 'or less' : 'or more'}`;
    case 'tag': return f.negated ? `non-${f.tag}` : f.anyOf ? `${f.anyOf.slice(0, -1).join(', ')}, or ${f.anyOf[f.anyOf.length - 1]}` : f.noun ?? f.tag;
    case 'keyword': return `${f.negated ? 'without' : 'with'} ${keywordText(f.keyword)}`;
    case 'type-word': return f.word;
    case 'might-relative': return f.offset !== undefined ? `${f.form} ${f.offset} more than ${ref(f.than)}` : `with ${f.form} ${ref(f.than)}`;
    case 'domain': return f.domain;
    case 'among': return f.form;
    case 'attached-to': return `attached to ${ref(f.to)}`;
    case 'same-name': return `with ${ref(f.as)} name`;
    case 'ordinal': return f.word;
    case 'chooses': return `${f.form} ${ref(f.object)}${f.noOther ? ` and no other ${ref(f.noOther)}` : ''}`;
    case 'played-from': return `played from ${f.from}`;
    case 'energy-cost': {
      const [form, bound, tail] = f.form.split('|');
      return [form, bound, syms(f.value), tail, f.power ? `and no more than ${syms(f.power)}` : ''].filter(Boolean).join(' ');
    }
  }
}

export function ref(r: ObjectRef): string {
  switch (r.kind) {
    case 'self': return r.word;
    case 'pronoun': return r.word;
    case 'player': return PLAYER_TEXT[r.who] ?? r.who;
    case 'location': return location(r.where);
    case 'token': return token(r.token);
    case 'both': return r.serial ? `${r.parts.slice(0, -1).map(ref).join(', ')}, ${r.conjunction} ${ref(r.parts[r.parts.length - 1])}` : r.parts.map(ref).join(` ${r.conjunction} `);
    case 'select': {
      // restrictions before the noun, and after it (each with its leading space); empty ones print nothing
      let pre = '';
      let post = '';
      let tagNoun = false;
      for (const f of r.filters) {
        if (f.kind === 'tag' && f.noun) tagNoun = true;
        const text = f.position === 'pre' || f.position === 'post' ? filterText(f) : '';
        if (!text) continue;
        if (f.position === 'pre') pre = pre ? `${pre} ${text}` : text;
        else post += ` ${text}`;
      }
      const words = r.nouns.map((n) => nounWord(n, r.plural && !(n === 'gear')));
      const nouns = tagNoun ? '' : r.serialNouns ? `${words.slice(0, -1).join(', ')}, ${r.nounJoin ?? 'or'} ${words[words.length - 1]}` : words.join(` ${r.nounJoin ?? 'or'} `);
      const head = pre && nouns ? `${pre} ${nouns}` : pre || nouns;
      let det = '';
      switch (r.determiner) {
        case 'a': det = head === 'something' ? '' : article(head); break;
        case 'number': det = amount(r.count!); break;
        case 'up-to': det = `up to ${amount(r.count!)}`; break;
        case 'any-number': det = 'any number of'; break;
        case 'all': det = 'all'; break;
        case 'each': det = 'each'; break;
        case 'the': det = 'the'; break;
        case 'your': det = 'your'; break;
        case 'another': det = 'another'; break;
        case 'one-of': det = 'one of your'; break;
        case 'one-or-more': det = 'one or more'; break;
        case 'exactly': det = `exactly ${amount(r.count!)}`; break;
        case 'or-more': det = r.plusForm ? `${amount(r.count!)}+` : `${amount(r.count!)} or more`; break;
        case 'or-fewer': det = `${amount(r.count!)} or fewer`; break;
        case 'my': det = 'my'; break;
        case 'its': det = 'its'; break;
        case 'their': det = 'their'; break;
        case 'one-of-their': det = 'one of their'; break;
        case 'each-of-your': det = 'each of your'; break;
        case 'next': det = 'the next'; break;
        case 'bare': det = ''; break;
      }
      const lead = det && head ? `${det} ${head}` : det || head;
      return lead ? lead + post : post.slice(1);
    }
  }
}

function token(t: TokenSpec): string {
  const count = t.count.kind === 'number' && t.count.value === 1 && !t.count.word ? '' : amount(t.count);
  const plural = !(t.count.kind === 'number' && t.count.value === 1);
  const might = t.might === undefined ? '' : t.mightAsEnergy ? `:rb_energy_${t.might}::rb_might:` : `${t.might} :rb_might:`;
  const words = [t.ready ? 'ready' : '', might, t.name, t.noun, plural ? 'tokens' : 'token'].filter(Boolean).join(' ');
  const kws = t.keywords.length ? ` with ${t.keywords.map(keywordText).join(' and ')}` : '';
  return `${count || article(words)} ${words}${kws}${t.from ? ` from ${t.from}` : ''}`;
}

function v(base: string, actor: ObjectRef | undefined): string {
  return isSingularActor(actor) ? thirdPerson(base) : base;
}

function body(i: Instruction, actor: ObjectRef | undefined): string {
  switch (i.kind) {
    case 'kill': case 'ready': case 'exhaust': case 'banish': case 'counter': case 'recycle': case 'reveal':
    case 'choose': case 'detach': case 'heal': case 'hide':
      return `${v(i.kind, actor)} ${ref(i.object)}`;
    case 'stun': return `${i.bracketed ? '[Stun]' : v('stun', actor)} ${ref(i.object)}`;
    case 'buff': return `${i.bracketed ? '[Buff]' : v('buff', actor)} ${ref(i.object)}`;
    case 'recall': return `${v('recall', actor)} ${ref(i.object)}${i.exhausted ? ' exhausted' : ''}`;
    case 'move': return `${v('move', actor)} ${ref(i.object)}${i.from ? ` from ${location(i.from)}` : ''}${i.to ? placeText(i.to, i.toForm) : ''}${i.toOrFrom ? ` to or from ${location(i.toOrFrom)}` : ''}`;
    case 'use-only': return `Use ${i.thisAbility ? 'this ability ' : ''}only ${i.limit ?? (i.condition ? conditionText(i.condition) : '')}`;
    case 'double-might': return `${v('double', actor)} ${i.object.kind === 'self' ? 'my' : 'its'} Might${durationText(i.duration)}`;
    case 'deal-damage':
      if (i.form === 'damage to equal to') return `${v('deal', actor)} damage to ${ref(i.to)} equal to ${amount(i.amount)}`;
      return i.form === 'N to' ? `${v('deal', actor)} ${amount(i.amount)} to ${ref(i.to)}` : `${v('deal', actor)} damage equal to ${amount(i.amount)} to ${ref(i.to)}`;
    case 'split-damage':
      return i.form === 'N damage split among' ? `${v('deal', actor)} ${amount(i.amount)} damage split among ${ref(i.among)}` : `${v('deal', actor)} damage equal to ${amount(i.amount)} split among ${ref(i.among)}`;
    case 'draw': return `${v('draw', actor)} ${i.object ? ref(i.object) : amount(i.amount)}`;
    case 'discard': return `${v('discard', actor)} ${i.amount ? amount(i.amount) : ref(i.object!)}`;
    case 'channel': return `${v('channel', actor)} ${amount(i.amount)} ${i.amount.kind === 'number' && i.amount.value === 1 ? 'rune' : 'runes'}${i.exhausted ? ' exhausted' : ''}`;
    case 'add': return `${i.bracketed ? '[Add]' : v('add', actor)} ${Array.isArray(i.resources) ? syms(i.resources) : amount(i.resources)}`;
    case 'modify-might': {
      const kws = i.keywords ? ` and ${listText(i.keywords.map(keywordText))}` : '';
      const min = i.minimum !== undefined ? `, to a minimum of ${i.minimum} :rb_might:` : '';
      return `${v('give', actor)} ${ref(i.object)}${i.each ? ' each' : ''} ${i.sign > 0 ? '+' : '-'}${amount(i.amount)} :rb_might:${kws}${durationText(i.duration)}${min}`;
    }
    case 'grant-keyword':
      if (i.gains) return `${v('gain', actor)} ${listText(i.keywords.map(keywordText))}${durationText(i.duration)}`;
      return `${v('give', actor)} ${ref(i.object)} ${listText(i.keywords.map(keywordText))}${durationText(i.duration)}`;
    case 'play': {
      let s = `${v('play', actor)} ${ref(i.object)}${i.from ? ` from ${i.from}` : ''}`;
      if (i.to) s += placeText(i.to, i.toForm);
      if (i.exhausted) s += ' exhausted';
      if (i.forCost) s += ` for ${syms(i.forCost)}`;
      if (i.period) s += ` ${i.period}`;
      if (i.reducingCostBy) s += `, reducing its cost by ${syms(i.reducingCostBy)}`;
      if (i.ignoringCost) s += `, ignoring ${i.ignoringCost}`;
      return s;
    }
    case 'create-token': return `${v('play', actor)} ${token(i.token)}${i.exhausted ? ' exhausted' : ''}${i.to ? placeText(i.to, i.toForm) : ''}`;
    case 'fight': return `${v('deal', i.pair)} damage equal to ${i.form} Mights to each other`;
    case 'put': {
      const what = i.top ? `the top ${amount(i.top.amount)} cards of ${i.top.where}` : i.amount ? amount(i.amount) : ref(i.object!);
      return `${v('put', actor)} ${what} ${i.prep} ${i.into}${i.from ? ` from ${i.from}` : ''}`;
    }
    case 'replace': return `${v('replace', actor)} ${ref(i.object)} with ${ref(i.with)}`;
    case 'become-copy': return `${v('become', actor)} ${i.plural ? 'copies' : 'a copy'} of ${ref(i.of)}`;
    case 'win-game': return `${v('win', actor)} the game`;
    case 'take-control': return `${v(i.lose ? 'lose' : i.gain ? 'gain' : 'take', actor)} control of ${ref(i.object)}`;
    case 'new-choices': return `${v('make', actor)} new choices for ${ref(i.object)}`;
    case 'return-to-hand': return `${v('return', actor)} ${ref(i.object)}${i.from ? ` from ${i.from}` : ''} to ${i.form}`;
    case 'gain-xp': return `${v('gain', actor)} ${amount(i.amount)} XP`;
    case 'score': return `${v(i.verb ?? 'score', actor)} ${amount(i.amount)} ${i.amount.kind === 'number' && i.amount.value === 1 ? 'point' : 'points'}`;
    case 'look': return `${v('look', actor)} at the top ${amount(i.amount)} ${i.amount.kind === 'number' && i.amount.value === 1 ? 'card' : 'cards'} of ${i.where}`;
    case 'spend-buff': return `${v('spend', actor)} ${ref(i.object)}`;
    case 'pay': return `${v('pay', actor)} ${i.cost.map(cost).join(', ')}`;
    case 'attach': return `${v('attach', actor)} ${ref(i.object)} to ${ref(i.to)}`;
    case 'keyword-action': return keywordText(i.keyword);
    case 'empower': return `${v(i.negated ? 'disempower' : 'empower', actor)} ${ref(i.object)}`;
    case 'recycle-from': return `${v('recycle', actor)} ${amount(i.amount)} from your trash`;
    case 'predict': return i.amount.kind === 'number' && i.amount.value === 1 ? '[Predict]' : `[Predict ${amount(i.amount)}]`;
    case 'shuffle': return `shuffle ${i.what}`;
    case 'optional': case 'cost-to': return core(i, actor);
    case 'conditional': {
      const otherwise = i.otherwise ? `. Otherwise, ${sequence(i.otherwise)}` : '';
      if (i.trailing) return `${sequence(i.then)} ${conditionText(i.condition)}${otherwise}`;
      return `${i.condition.kind === 'if' && (i.condition.form as string) === 'then-if' ? 'Then, if' : 'if'} ${conditionBody(i.condition)}, ${sequence(i.then)}${otherwise}`;
    }
    case 'repeat-for-each': return i.leading ? `For ${ref(i.each)}, ${sequence(i.body)}` : `${sequence(i.body)} for ${ref(i.each)}`;
    case 'reveal-top': return `${v('reveal', actor)} the top ${i.amount.kind === 'number' && i.amount.value === 1 && !i.amount.word ? '' : amount(i.amount)} ${i.noun}${i.amount.kind === 'number' && i.amount.value === 1 ? '' : 's'} of ${i.where}`;
    case 'spend-xp': return `${v('spend', actor)} ${amount(i.amount)} XP`;
    case 'spend-only': return `${i.form} ${i.purpose}`;
    case 'reduce-cost': return `${v('reduce', actor)} ${i.object.kind === 'self' ? 'my cost' : 'its cost'} by ${syms(i.by)}`;
    case 'choose-mode': return `${i.form} —${i.modes.map((m) => `\n${withPeriod(sequence(m))}`).join('')}`;
    case 'replacement': return replacementText(i.replacement, false);
    case 'prevent-damage':
      return i.form === 'the next time'
        ? `the next time ${ref(i.to)} would be dealt damage ${i.period}, prevent it`
        : `${v('prevent', actor)} the next ${amount(i.amount ?? { kind: 'number', value: 0 })} damage that would be dealt to ${ref(i.to)} ${i.period}`;
    case 'delayed': return i.trailing ? `${sequence(i.effect)} ${triggerText(i.trigger)}` : `${triggerText(i.trigger)}, ${sequence(i.effect)}`;
    case 'grant-ability': return `${ref(i.object)} has "${ability(i.ability)}"`;
    // "It can't be chosen ... this turn": the subject is the instruction's actor, printed before
    case 'static-effect': {
      if (i.effect.kind === 'cant' && actor) return `can't ${i.effect.action}${durationText(i.duration)}`;
      // "If you do, I cost :rb_energy_3: less": the subject is the actor, printed before
      const text = passiveText(i.effect);
      const subject = 'subject' in i.effect ? `${ref(i.effect.subject)} ` : '';
      return (actor && subject && text.startsWith(subject) ? text.slice(subject.length) : text) + durationText(i.duration);
    }
    case 'ignore-cost': return `${v('ignore', actor)} ${ref(i.object)}'s cost`;
    case 'do-this': return `${i.then ? 'then ' : ''}do this: ${sequence(i.body)}`;
  }
}

function placeText(to: LocationRef, form: string | undefined): string {
  return form === 'bare' ? ` ${location(to)}` : ` ${form ?? 'to'} ${location(to)}`;
}

function durationText(d: string): string {
  return d === 'this-turn' ? ' this turn' : d === 'this-combat' ? ' this combat' : '';
}

/** One instruction with its actor ("each player kills ...", "you may ...", "... must ..."). */
export function instruction(i: Instruction): string {
  const prefix = i.actor && !i.actorShared ? `${ref(i.actor)} ` : '';
  if (i.verbShared) return prefix + core(i, i.actor).replace(/^\S+ /, '');
  const instead = (i.instead ? ' instead' : '') + (i.insteadOf ? ` instead of ${syms(i.insteadOf)}` : '');
  if (i.kind === 'optional') return `${prefix}may ${core(i.body, undefined)}${instead}`;
  if (i.must) return `${prefix}must ${core(i, undefined)}${instead}`;
  return prefix + core(i, i.actor) + instead;
}

/** The verb phrase; for "[do X] to [do Y]" the cost takes the actor's verb form, the effect the base form. */
function core(i: Instruction, actor: ObjectRef | undefined): string {
  if (i.kind === 'cost-to') return `${joined(i.cost, (x) => core(x, actor))} to ${joined(i.effect, (x) => core(x, undefined))}`;
  if (i.kind === 'optional') return `may ${core(i.body, undefined)}`;
  return body(i, actor);
}

/** Verb phrases joined by their printed connectors. */
function joined(list: Instruction[], text: (i: Instruction) => string): string {
  return list.map((x, n) => (n === 0 ? '' : x.join?.startsWith(',') ? `${x.join} ` : ` ${x.join ?? 'and'} `) + text(x)).join('');
}

/** Clauses joined as printed. */
export function sequence(list: Instruction[]): string {
  let out = '';
  list.forEach((i, n) => {
    const text = instruction(i);
    if (n === 0) { out = text; return; }
    const j = i.join ?? '.';
    if (j === '.') out += `. ${text}`;
    else if (j === '. Then') out += `. Then ${text}`;
    else out += `${j.startsWith(',') ? '' : ' '}${j} ${text}`;
  });
  return out;
}

function cost(x: Cost): string {
  return x.kind === 'symbols' ? syms(x.symbols) : instruction(x.instruction);
}

function predicateText(p: Predicate): string {
  switch (p.kind) {
    case 'did-previous': return p.form;
    case 'paid-additional-cost': return p.form;
    case 'object-is': {
      const subj = contractedText(p.verb) ?? `${ref(p.subject)} ${p.verb}`;
      const test = p.kindOf ? ref(p.kindOf) : p.nouns ? `${article(nounWord(p.nouns[0], false))} ${p.nouns.map((n) => nounWord(n, false)).join(' or ')}` : p.filters.map((f, n) => (n === 0 ? '' : f.position === 'post' ? ' ' : ' and ') + (f.kind === 'might' || f.kind === 'might-relative' ? filterText(f).replace(/^with /, '') : filterText(f))).join('');
      return `${subj}${p.negated ? ' not' : ''} ${test}`;
    }
    case 'player-has': return `${ref(p.player)} ${p.negated ? `${p.negated} ` : ''}${p.verb} ${ref(p.object)}`;
    case 'chooses': return `${ref(p.player)} ${v('choose', p.player)} ${ref(p.object)}`;
    case 'all-of': return p.parts.map(predicateText).join(' and ');
    case 'any-of': return p.parts.map(predicateText).join(' or ');
    case 'state': return `${ref(p.subject)} ${p.state}`;
    case 'compare': case 'count': return p.form;
    case 'exists': return `${p.form} ${ref(p.what)}`;
    case 'event-happened': return eventHappenedText(p, ref);
    case 'spent': return `${p.perfect ? "you've spent" : 'you spent'} ${p.bound === 'at least' ? `at least ${syms(p.value)}` : `${syms(p.value)} or more`}${p.purpose ? ` ${p.purpose}` : ''}${p.period ? ` ${p.period}` : ''}`;
    case 'excess-damage': return `you assigned ${p.amount} or more excess damage${p.to ? ` to ${ref(p.to)}` : ''}`;
    case 'score-within': {
      const who = p.who.kind === 'player' && p.who.who === 'you' ? 'your' : p.who.kind === 'player' && p.who.who === 'an-opponent' ? "an opponent's" : "each opponent's";
      return `${who} score is ${p.negated ? 'not ' : ''}within ${p.points} points of the Victory Score`;
    }
    case 'your-turn': return `it's ${p.negated ? 'not ' : ''}your ${p.phase ?? 'turn'}`;
  }
}

function conditionBody(c: Condition): string {
  return c.kind === 'if' ? predicateText(c.predicate) : `[${c.keyword}]`;
}
function conditionText(c: Condition): string {
  return c.kind === 'if' ? `${c.form} ${predicateText(c.predicate)}` : `[${c.keyword}]`;
}

function eventText(e: EventPattern, withSubject: boolean): string {
  if (e.verb === 'might-reaches') return `my Might becomes ${e.reaches} or more`;
  if ((e.verb === 'be-played' || e.verb === 'be-returned') && e.form) return /^(I'm|it's|they're) /.test(e.form) ? e.form : `${ref(e.subject)} ${e.form}`;
  let s = withSubject ? `${ref(e.subject)} ` : '';
  s += e.verb.startsWith('[') || !isSingularActor(e.subject) ? e.verb : thirdPerson(e.verb);
  if (e.object) s += ` ${ref(e.object)}`;
  if (e.to) s += ` to ${ref(e.to)}`;
  if (e.where) s += e.where.prep === 'bare' ? ` ${location(e.where.at)}` : ` ${e.where.prep} ${location(e.where.at)}`;
  if (e.period) s += ` ${e.period}`;
  return s;
}

function triggerText(t: Trigger): string {
  switch (t.kind) {
    case 'when': return `${t.oncePerTurn ? 'Once each turn, ' : ''}${t.form} ${t.events.map((e) => eventText(e, !e.subjectShared)).join(' or ')}${t.while ? ` while ${predicateText(t.while)}` : ''}${t.period ? ` ${t.period}` : ''}`;
    case 'phase': return `at${t.bare ? '' : ' the'} ${t.edge} of ${t.phase}`;
    case 'first-time': return `the ${['', 'first', 'second', 'third'][t.ordinal ?? 1]} time ${eventText(t.event, true)} ${t.period}`;
    case 'keyword': return t.form === '[>]' ? `[${t.keyword}][>]` : `[${t.keyword}] —`;
    case 'any-of': return t.triggers.map(triggerText).join(` ${t.conjunction ?? 'or'} `);
  }
}

function replacementText(r: ReplacementSpec, period = true): string {
  const then = r.then ? ` ${withPeriod(sequence(r.then))}` : '';
  const cond = r.condition ? `if ${predicateText(r.condition)}, ` : '';
  const body = r.insteadFirst ? `instead ${sequence(r.instead)}` : `${sequence(r.instead)} instead`;
  return `${r.form} ${ref(r.event.subject)} would ${r.event.verb}${r.period ? ` ${r.period}` : ''}, ${cond}${body}${period || then ? '.' : ''}${then}`;
}

function passiveText(p: PassiveEffect): string {
  const has = (s: ObjectRef) => (isSingularActor(s) ? 'has' : 'have');
  switch (p.kind) {
    case 'has-keyword':
      if (p.where?.kind === 'everywhere') return `${ref(p.subject)} everywhere have ${listText(p.keywords.map(keywordText))}`;
      return `${ref(p.subject)} ${p.each ? 'each have' : has(p.subject)} ${listText(p.keywords.map(keywordText))}${p.where ? ` ${whereText(p.where)}` : ''}`;
    case 'might-bonus':
      return `${ref(p.subject)} ${p.each ? 'each have' : p.verb === 'get' ? (isSingularActor(p.subject) ? 'gets' : 'get') : has(p.subject)} ${p.form}${p.sign > 0 ? '+' : '-'}${amount(p.amount)} :rb_might:`
        + (p.keywords ? ` and ${listText(p.keywords.map(keywordText))}` : '') + (p.forEach ? ` for ${ref(p.forEach)}` : '') + (p.where ? ` ${whereText(p.where)}` : '')
        + (p.minimum !== undefined ? `, to a minimum of ${p.minimum} :rb_might:` : '');
    case 'enters': return `${ref(p.subject)} ${isSingularActor(p.subject) ? 'enters' : 'enter'} ${p.state}`;
    case 'play-permission':
      if (p.form === 'You may play me to') return `You may play me to ${location(p.to)}`;
      return `${ref(p.subject)} ${p.form} ${location(p.to)}${p.condition ? ` if ${predicateText(p.condition)}` : ''}`;
    case 'abilities-only-while': return `Use my abilities only while ${predicateText(p.condition)}`;
    case 'extra-trigger':
      return p.which === 'Deathknell' ? 'Your [Deathknell] effects trigger an additional time'
        : `Your ${p.which} effects for ${p.which === 'conquer' ? 'conquering' : 'holding'} here trigger an additional time`;
    case 'combat-damage-order': return `${ref(p.subject)} must be assigned combat damage ${p.order}`;
    case 'cant': return `${ref(p.subject)} ${p.form ?? "can't"} ${p.action}`;
    case 'cost-change':
      return `${ref(p.subject)} ${isSingularActor(p.subject) ? 'costs' : 'cost'} ${syms(p.delta)}${p.orDelta ? ` or ${syms(p.orDelta)}` : ''} ${p.sign < 0 ? 'less' : 'more'}`
        + (p.toPlayFrom ? ` to play from ${p.toPlayFrom}` : '') + (p.forEach ? ` for ${ref(p.forEach)}` : '') + (p.minimum ? `, to a minimum of ${syms(p.minimum)}` : '') + (p.instead ? ' instead' : '');
    case 'energy-cost-reduced': {
      const by = Array.isArray(p.by) ? syms(p.by) : amount(p.by);
      const min = p.minimum ? `, to a minimum of ${syms(p.minimum)}` : '';
      return p.form === 'this' ? `${ref(p.subject)}'s Energy cost is reduced by ${by}${min}` : `the Energy costs for ${ref(p.subject)} is reduced by ${by}${min}`;
    }
    case 'might-increased': return `${ref(p.subject)} Might is increased by ${amount(p.by)}`;
    case 'keyword-permission': return `${ref(p.subject)} can ${keywordText(p.keyword)} to ${location(p.to)}${p.evenIf ? `, even if ${predicateText(p.evenIf)}` : ''}`;
    case 'buff-limit': {
      if (!p.max) return `${ref(p.subject)} can have any number of buffs`;
      const one = p.max.kind === 'number' && p.max.value === 1;
      return `${ref(p.subject)} may have no more than ${amount(p.max)} ${one ? 'buff' : 'buffs'} at a time`;
    }
    case 'bonus-damage':
      return `${ref(p.subject)} ${isSingularActor(p.subject) ? 'deals' : 'deal'} ${amount(p.amount)} Bonus Damage${p.to ? ` to ${ref(p.to)}` : ''}${p.forEach ? ` for ${ref(p.forEach)}` : ''}`;
    case 'suppress-trigger': return `Your ${keywordText(p.keyword)} effects${p.where ? ` at ${location(p.where)}` : ''} don't trigger`;
    case 'gives-keyword': return `${ref(p.subject)} ${p.each ? 'each give' : isSingularActor(p.subject) ? 'gives' : 'give'} ${listText(p.keywords.map(keywordText))}`;
    case 'has-ability': return `${ref(p.subject)} ${has(p.subject)} "${ability(p.ability)}"`;
  }
}

/** "A", "A and B", "A, B, and C". */
export function listText(items: string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

function whereText(l: LocationRef): string {
  return l.kind === 'here' || l.kind === 'there' ? l.kind : `at ${location(l)}`;
}

function withPeriod(s: string): string {
  const last = s.charCodeAt(s.length - 1);
  // . ! ? "
  return last === 46 || last === 33 || last === 63 || last === 34 ? s : `${s}.`;
}

/** One ability as a line (or part of a line, for keywords). */
export function ability(a: Ability): string {
  const gate = a.gate ? `${keywordText(a.gate.keyword)}${a.gate.form === '[>]' ? '[>]' : ' —'} ` : '';
  return gate + abilityBody(a);
}

function abilityBody(a: Ability): string {
  switch (a.kind) {
    case 'keyword': return keywordText(a.keyword) + (a.separator ?? '') + (a.effect ? `. ${withPeriod(sequence(a.effect))}` : '');
    case 'spell': return withPeriod(sequence(a.effect));
    case 'activated': {
      const pre = a.speed && a.speedForm === '[>]' ? `[${a.speed}][>] ` : '';
      const post = a.speed && a.speedForm !== '[>]' ? `[${a.speed}]${a.speedForm === ',' ? ',' : ' —'} ` : '';
      const legion = a.condition?.kind === 'keyword-condition' ? `[${a.condition.keyword}] — ` : '';
      return `${pre}${a.costs.map(cost).join(', ')}: ${post}${legion}${withPeriod(sequence(a.effect))}`;
    }
    case 'triggered': {
      if (a.trigger.kind === 'keyword') return `${triggerText(a.trigger)} ${withPeriod(sequence(a.effect))}`;
      return `${triggerText(a.trigger)}, ${withPeriod(sequence(a.effect))}`;
    }
    case 'passive': {
      const text = passiveText(a.effect);
      if (!a.condition) return withPeriod(text);
      if (a.condition.kind === 'if' && /^[A-Z]/.test(a.condition.form)) return withPeriod(`${conditionText(a.condition)}, ${text}`);
      return withPeriod(`${text} ${conditionText(a.condition)}`);
    }
    case 'replacement': return replacementText(a.replacement);
    case 'additional-cost': {
      const item = a.cost[0].kind === 'symbols' ? `pay ${cost(a.cost[0])}` : cost(a.cost[0]);
      const self = a.selfWord ?? 'me';
      const head = a.form === 'As an additional cost to play me' ? `As an additional cost to play ${self}, ${a.optional ? 'you may ' : ''}${item}`
        : a.form.startsWith('As you play me') ? `As you play ${self}, you may ${item} as an additional cost`
          : `You may ${item} as an additional cost to play ${self}`;
      const cond = a.condition ? `${conditionText(a.condition)}, ` : '';
      return cond + (a.effect ? `${head}. ${withPeriod(sequence(a.effect))}` : withPeriod(head));
    }
    case 'unparsed': return a.text;
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
