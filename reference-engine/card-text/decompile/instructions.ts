// Decompiling instructions: each verb phrase, its actor, and clauses joined as printed.
import type { Cost, Instruction, LocationRef, ObjectRef } from '../ast.ts';
import { isSingularActor } from '../refs/players.ts';
import { thirdPerson } from '../verb-forms.ts';
import { ability, withPeriod } from './abilities.ts';
import { conditionBody, conditionText } from './conditions.ts';
import { listText, passiveText } from './passives.ts';
import { amount, keywordText, location, ref, syms, token } from './refs.ts';
import { replacementText, triggerText } from './triggers.ts';

/** "Bird, Cat, Dog, or Poro" */
export function tagListText(tags: readonly string[], conjunction: 'or' | 'and'): string {
  return `${tags.slice(0, -1).join(', ')}, ${conjunction} ${tags[tags.length - 1]}`;
}

export function v(base: string, actor: ObjectRef | undefined): string {
  return isSingularActor(actor) ? thirdPerson(base) : base;
}

/** "my", "its", or "a friendly unit's": whose Might. */
function possessive(o: ObjectRef): string {
  return o.kind === 'self' ? 'my' : o.kind === 'pronoun' && o.word === 'its' ? 'its' : `${ref(o)}'s`;
}

function body(i: Instruction, actor: ObjectRef | undefined): string {
  switch (i.kind) {
    case 'banish':
      return `${v(i.kind, actor)} ${ref(i.object)}${i.from ? ` from ${i.from}` : ''}`;
    case 'kill':
    case 'ready':
    case 'exhaust':
    case 'counter':
    case 'recycle':
    case 'reveal':
    case 'choose':
    case 'detach':
    case 'heal':
    case 'hide':
      return `${v(i.kind, actor)} ${ref(i.object)}`;
    case 'stun':
      return `${i.bracketed ? '[Stun]' : v('stun', actor)} ${ref(i.object)}`;
    case 'buff':
      return `${i.bracketed ? '[Buff]' : v('buff', actor)} ${ref(i.object)}`;
    case 'recall':
      return `${v('recall', actor)} ${ref(i.object)}${i.exhausted ? ' exhausted' : ''}`;
    case 'move':
      return `${v('move', actor)} ${ref(i.object)}${i.from ? ` from ${location(i.from)}` : ''}${i.to ? placeText(i.to, i.toForm) : ''}${i.andBack ? ` and ${ref(i.andBack)} to my original location` : ''}${i.toOrFrom ? ` to or from ${location(i.toOrFrom)}` : ''}${i.swap ? " to each other's locations" : ''}`;
    case 'use-only':
      if (i.limit && i.condition) return `Use ${i.thisAbility ? 'this ability ' : ''}only ${conditionText(i.condition)} and only ${i.limit}`;
      return `Use ${i.thisAbility ? 'this ability ' : ''}only ${i.limit ?? (i.condition ? conditionText(i.condition) : '')}`;
    case 'swap-might':
      return `${v('swap', actor)} the Might of ${ref(i.object)}${durationText(i.duration)}`;
    case 'raise-might': {
      const to = i.toForm === 'the Might of' ? `the Might of ${ref(i.to)}` : `${possessive(i.to)} Might`;
      const turn = i.duration === 'this-turn' ? ' this turn' : '';
      return i.leading ? `This turn, increase ${possessive(i.object)} Might to ${to}` : `increase ${possessive(i.object)} Might to ${to}${turn}`;
    }
    case 'double-might':
      if (i.leading) return `This turn, ${v('double', actor)} ${possessive(i.object)} Might`;
      return `${v('double', actor)} ${possessive(i.object)} Might${durationText(i.duration)}`;
    case 'set-might':
      return `${i.object.kind === 'self' ? 'my' : 'its'}${i.base ? ' base' : ''} Might becomes ${i.amount}${durationText(i.duration)}`;
    case 'deal-damage':
      if (i.form === 'N') return `${v('deal', actor)} ${amount(i.amount)}`;
      if (i.form === 'as damage to') return `${v('deal', actor)} ${amount(i.amount)} as damage to ${ref(i.to)}`;
      if (i.form === 'damage to equal to') return `${v('deal', actor)} damage to ${ref(i.to)} equal to ${amount(i.amount)}`;
      return i.form === 'N to' || i.form === 'N damage to'
        ? `${v('deal', actor)} ${amount(i.amount)}${i.form === 'N damage to' ? ' damage' : ''} to ${ref(i.to)}`
        : `${v('deal', actor)} damage equal to ${amount(i.amount)} to ${ref(i.to)}`;
    case 'split-damage':
      return i.form === 'N damage split among'
        ? `${v('deal', actor)} ${amount(i.amount)} damage split among ${ref(i.among)}`
        : `${v('deal', actor)} damage equal to ${amount(i.amount)} split among ${ref(i.among)}`;
    case 'draw':
      return `${v('draw', actor)} ${i.object ? ref(i.object) : amount(i.amount)}`;
    case 'discard':
      return `${v('discard', actor)} ${i.amount ? amount(i.amount) : ref(i.object!)}`;
    case 'channel':
      return `${v('channel', actor)} ${amount(i.amount)} ${i.amount.kind === 'number' && i.amount.value === 1 ? 'rune' : 'runes'}${i.exhausted ? ' exhausted' : ''}`;
    case 'add':
      return `${i.bracketed ? '[Add]' : v('add', actor)} ${Array.isArray(i.resources) ? syms(i.resources) : amount(i.resources)}${i.of ? ` ${i.of === 'Energy' ? 'Energy' : syms([i.of])}` : ''}`;
    case 'pay-any':
      return `${v('pay', actor)} any amount of ${i.resource === 'Energy' ? 'Energy' : syms([i.resource])}`;
    case 'modify-might': {
      if (i.keywordsOf)
        return `${v('give', actor)} ${ref(i.object)} ${ref(i.keywordsOf)} keywords and +:rb_might: equal to ${amount(i.amount)}${durationText(i.duration)}`;
      if (i.additional) return `${v('give', actor)} an additional ${i.sign > 0 ? '+' : '-'}${amount(i.amount)} :rb_might:${durationText(i.duration)}`;
      if (i.gets) return `${i.each ? 'each ' : ''}${v('get', actor)} ${i.sign > 0 ? '+' : '-'}${amount(i.amount)} :rb_might:${durationText(i.duration)}`;
      if (i.equalTo) return `${v('give', actor)} ${ref(i.object)} +:rb_might: equal to ${amount(i.amount)}${durationText(i.duration)}`;
      if (i.amountFirst) return `${v('give', actor)} +:rb_might: equal to ${amount(i.amount)} to ${ref(i.object)}${durationText(i.duration)}`;
      const kws = i.keywords ? ` and ${listText(i.keywords.map(keywordText))}` : '';
      const min =
        i.minimum !== undefined ? `, to a minimum of ${i.minimum} :rb_might:` : i.maximum !== undefined ? `, to a maximum of ${i.maximum} :rb_might:` : '';
      return `${v('give', actor)} ${ref(i.object)}${i.each ? ' each' : ''} ${i.sign > 0 ? '+' : '-'}${amount(i.amount)} :rb_might:${kws}${durationText(i.duration)}${min}`;
    }
    case 'grant-keyword':
      if (i.modeLine) return listText(i.keywords.map(keywordText));
      if (i.loses) return `${v('lose', actor)} ${listText(i.keywords.map(keywordText))}${durationText(i.duration)}`;
      if (i.gains) return `${v('gain', actor)} ${listText(i.keywords.map(keywordText))}${durationText(i.duration)}`;
      return `${v('give', actor)} ${ref(i.object)} ${listText(i.keywords.map(keywordText))}${durationText(i.duration)}`;
    case 'play': {
      let s = `${v('play', actor)} ${ref(i.object)}${i.from ? ` from ${i.from}` : ''}`;
      if (i.to) s += placeText(i.to, i.toForm);
      if (i.exhausted) s += ' exhausted';
      if (i.forCost) s += ` for ${syms(i.forCost)}`;
      if (i.period) s += ` ${i.period}`;
      if (i.reducingCostBy) s += `, reducing its ${i.reducingEnergyWord ? 'Energy ' : ''}cost by ${syms(i.reducingCostBy)}`;
      if (i.withoutPaying) s += ` without paying ${i.ignoringCost}`;
      else if (i.ignoringCost) s += `, ignoring ${i.ignoringCost}`;
      return s;
    }
    case 'create-token':
      return `${v(i.created ? 'create' : 'play', actor)} ${token(i.token)}${i.exhausted ? ' exhausted' : ''}${i.to ? placeText(i.to, i.toForm) : ''}`;
    case 'fight':
      return `${v('deal', i.pair)} damage equal to ${i.form} Mights to each other`;
    case 'put': {
      const what = i.top ? `the top ${amount(i.top.amount)} cards of ${i.top.where}` : i.amount ? amount(i.amount) : ref(i.object!);
      return `${v('put', actor)} ${what} ${i.prep} ${i.into}${i.from ? ` from ${i.from}` : ''}`;
    }
    case 'replace':
      return `${v('replace', actor)} ${ref(i.object)} with ${ref(i.with)}`;
    case 'add-to-board':
      return `${v('add', actor)} ${ref({ kind: 'token', token: i.token })} to the board`;
    case 'become-copy':
      return `${v('become', actor)} ${i.plural ? 'copies' : 'a copy'} of ${ref(i.of)}`;
    case 'repeat-play-effect':
      return `${v('repeat', actor)} ${i.of}'s play effect`;
    case 'activate-effects':
      return `${v('activate', actor)} the ${i.which} effects of ${ref(i.of)}`;
    case 'in-turn-order':
      return `Starting with the next player, ${sequence(i.body)}`;
    case 'put-on-deck':
      return `${v(i.verb, actor)} ${ref(i.object)} on the top or bottom of ${i.deck}`;
    case 'name':
      return `${v('name', actor)} a ${i.what}`;
    case 'may-look-at-facedown':
      return `can look at their facedown cards${durationText(i.duration)}`;
    case 'hide-ignoring-costs':
      return `can hide cards ignoring costs${durationText(i.duration)}`;
    case 'additional-might':
      return `${v('give', actor)} an additional ${i.sign < 0 ? '-' : '+'}${amount(i.amount)} :rb_might:`;
    case 'choose-tag':
      return `${v('choose', actor)} ${tagListText(i.tags, 'or')}`;
    case 'gain-tag':
      return `${v('gain', actor)} that tag`;
    case 'repeat-for-tags':
      return `${sequence(i.body)} for each of the following tags among ${ref(i.among)} — ${tagListText(i.tags, 'and')}`;
    case 'win-game':
      return `${v(i.lose ? 'lose' : 'win', actor)} the game`;
    case 'extra-turn':
      return `${v('take', actor)} a turn after this one`;
    case 'take-control':
      return `${v(i.lose ? 'lose' : i.gain ? 'gain' : 'take', actor)} control of ${ref(i.object)}`;
    case 'be-moved-with':
      return `be moved with ${ref(i.with)}`;
    case 'not-this-way':
      return `don't ${instruction(i.body)} this way`;
    case 'control-until':
      return `control ${ref(i.object)} until ${i.until}`;
    case 'new-choices':
      return `${v('make', actor)} new choices for ${ref(i.object)}`;
    case 'return-to-hand':
      return `${v('return', actor)} ${ref(i.object)}${i.from ? ` from ${i.from}` : ''} to ${i.form}${i.insteadOfTrash ? ' instead of putting it in their trash' : ''}`;
    case 'return-chosen-champion':
      return `${v('return', actor)} your Chosen Champion from your trash to your Champion Zone if it is empty`;
    case 'gain-xp':
      return `${v('gain', actor)} ${amount(i.amount)} XP`;
    case 'score':
      return `${v(i.verb ?? 'score', actor)} ${amount(i.amount)} ${i.amount.kind === 'number' && i.amount.value === 1 ? 'point' : 'points'}`;
    case 'look':
      return `${v('look', actor)} at the top ${amount(i.amount)} ${i.amount.kind === 'number' && i.amount.value === 1 ? 'card' : 'cards'} of ${i.where}`;
    case 'spend-buff':
      return `${v('spend', actor)} ${i.anyCounter ? 'a counter' : ref(i.object)}`;
    case 'pay':
      return `${v('pay', actor)} ${i.cost.map(cost).join(', ')}`;
    case 'attach':
      return `${v('attach', actor)} ${ref(i.object)} to ${ref(i.to)}`;
    case 'move-buff':
      return `${v('move', actor)} a buff from ${ref(i.from)} to ${ref(i.to)}`;
    case 'keyword-action':
      return keywordText(i.keyword);
    case 'empower':
      return `${v(i.negated ? 'disempower' : 'empower', actor)} ${ref(i.object)}`;
    case 'recycle-from':
      return `${v('recycle', actor)} ${amount(i.amount)} from your trash`;
    case 'predict':
      return i.amount.kind === 'number' && i.amount.value === 1 ? '[Predict]' : `[Predict ${amount(i.amount)}]`;
    case 'shuffle':
      return `shuffle ${i.what}`;
    case 'optional':
    case 'cost-to':
      return core(i, actor);
    case 'conditional': {
      const otherwise = i.otherwise ? `. Otherwise, ${sequence(i.otherwise)}` : '';
      if (i.trailing) return `${sequence(i.then)} ${conditionText(i.condition)}${otherwise}`;
      const lead = i.condition.kind === 'if' ? ({ 'then-if': 'Then, if', 'then-if-bare': 'Then if' } as Record<string, string>)[i.condition.form] : undefined;
      return `${lead ?? 'if'} ${conditionBody(i.condition)}, ${sequence(i.then)}${otherwise}`;
    }
    case 'repeat-for-each':
      return i.leading ? `For ${ref(i.each)}, ${sequence(i.body)}` : `${sequence(i.body)} for ${ref(i.each)}`;
    case 'reveal-top':
      return `${v('reveal', actor)} the top ${i.amount.kind === 'number' && i.amount.value === 1 && !i.amount.word ? '' : amount(i.amount)} ${i.noun}${i.amount.kind === 'number' && i.amount.value === 1 ? '' : 's'} of ${i.where}`;
    case 'reveal-until':
      return `${v('reveal', actor)} cards from the top of ${i.where} until you reveal a ${i.noun}`;
    case 'spend-xp':
      return `${v(i.paid ? 'pay' : 'spend', actor)} ${amount(i.amount)} XP`;
    case 'spend-only':
      return `${i.form} ${i.purpose}`;
    case 'reduce-cost':
      return `${v('reduce', actor)} ${i.object.kind === 'self' ? 'my' : 'its'}${i.energyWord ? ' Energy' : ''} cost by ${i.byAmount ? amount(i.byAmount) : syms(i.by)}`;
    case 'choose-mode':
      return `${i.form} —${i.modes.map((m) => `\n${withPeriod(sequence(m))}`).join('')}`;
    case 'replacement':
      return replacementText(i.replacement, false);
    case 'prevent-spell-damage':
      return `${v('prevent', actor)} all spell and ability damage ${i.period}`;
    case 'double-damage':
      return `${v('double', actor)} all damage that would be dealt to ${ref(i.to)} ${i.period}`;
    case 'prevent-damage':
      if (i.form === 'all damage') return `${v('prevent', actor)} all damage that would be dealt to ${ref(i.to)} ${i.period}`;
      return i.form === 'the next time'
        ? `the next time ${ref(i.to)} would be dealt damage ${i.period}, prevent it`
        : `${v('prevent', actor)} the next ${amount(i.amount ?? { kind: 'number', value: 0 })} damage that would be dealt to ${ref(i.to)} ${i.period}`;
    case 'delayed':
      return i.trailing ? `${sequence(i.effect)} ${triggerText(i.trigger)}` : `${triggerText(i.trigger)}, ${sequence(i.effect)}`;
    case 'grant-ability':
      if (i.given) return `${v('give', actor)} ${ref(i.object)} "${ability(i.ability)}"`;
      if (i.leading) return `This turn, ${ref(i.object)} ${isSingularActor(i.object) ? 'has' : 'have'} "${ability(i.ability)}"`;
      return `${ref(i.object)} has "${ability(i.ability)}"`;
    // "It can't be chosen ... this turn": the subject is the instruction's actor, printed before
    case 'static-effect': {
      if (i.effect.kind === 'cant' && actor) return `can't ${i.effect.action}${durationText(i.duration)}`;
      // "If you do, I cost :rb_energy_3: less": the subject is the actor, printed before
      const text = passiveText(i.effect);
      const subject = 'subject' in i.effect ? `${ref(i.effect.subject)} ` : '';
      return (actor && subject && text.startsWith(subject) ? text.slice(subject.length) : text) + durationText(i.duration);
    }
    case 'either': {
      const object = 'object' in i.options[0] ? ref(i.options[0].object as ObjectRef) : '';
      return `${i.options.map((o) => v(o.kind, actor)).join(' or ')} ${object}`;
    }
    case 'ignore-cost':
      return `${v('ignore', actor)} ${ref(i.object)}'s cost`;
    case 'do-following':
      return `${i.then ? 'then, ' : ''}do the following based on ${i.basedOn}:${i.modes.map((m) => `\n${m.label} — ${withPeriod(sequence(m.body))}`).join('')}`;
    case 'when-this-way':
      return `When you ${i.verb} ${ref(i.object)} this way, do this: ${sequence(i.body)}`;
    case 'banish-zones':
      return `${v('banish', actor)} ${i.whose} ${i.zones.join(' and ')}`;
    case 'swap-locations':
      return `${v('move', actor)} ${ref(i.objects)} to the other's location`;
    case 'attach-or-detach':
      return `${v('attach', actor)} ${ref(i.equipment)} to ${ref(i.unit)} or detach ${ref(i.equipment)} from ${ref(i.unit)}`;
    case 'put-back':
      return `${v('put', actor)} ${ref(i.object)} back in any order`;
    case 'do-one-of-following':
      return `do one of the following based on ${i.basedOn}:${i.modes.map((m) => `\n${m.label} — ${withPeriod(sequence(m.body))}`).join('')}`;
    case 'do-this':
      return `${i.then ? 'then ' : ''}do this${i.times === undefined ? '' : i.times === 2 ? ' twice' : ` ${i.times} times`}: ${sequence(i.body)}`;
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
  const instead = (i.now ? ' now' : '') + (i.instead ? ' instead' : '') + (i.insteadOf ? ` instead of ${syms(i.insteadOf)}` : '');
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
    if (n === 0) {
      out = text;
      return;
    }
    const j = i.join ?? '.';
    if (j === '.') out += `. ${text}`;
    else if (j === '. Then' || j === '. Then,') out += `${j} ${text}`;
    else out += `${j.startsWith(',') ? '' : ' '}${j} ${text}`;
  });
  return out;
}

export function cost(x: Cost): string {
  return x.kind === 'symbols' ? syms(x.symbols) : instruction(x.instruction);
}
