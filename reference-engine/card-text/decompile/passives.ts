// Decompiling passive effects.
import type { LocationRef, ObjectRef, PassiveEffect } from '../ast.ts';
import { isSingularActor } from '../refs/players.ts';
import { ability } from './abilities.ts';
import { predicateText } from './conditions.ts';
import { amount, keywordText, location, ref, syms } from './refs.ts';

export function passiveText(p: PassiveEffect): string {
  const has = (s: ObjectRef) => (isSingularActor(s) ? 'has' : 'have');
  switch (p.kind) {
    case 'has-keyword':
      if (p.where?.kind === 'everywhere') return `${ref(p.subject)} everywhere have ${listText(p.keywords.map(keywordText))}`;
      return `${ref(p.subject)} ${p.each ? 'each have' : has(p.subject)} ${listText(p.keywords.map(keywordText))}${p.where ? ` ${whereText(p.where)}` : ''}${p.ifNotAlready ? " if they didn't already" : ''}`;
    case 'is-domain':
      return `${ref(p.subject)} ${isSingularActor(p.subject) ? 'is' : 'are'} :rb_rune_${p.domain}:`;
    case 'might-bonus':
      return (
        `${ref(p.subject)} ${p.each ? 'each have' : p.verb === 'get' ? (isSingularActor(p.subject) ? 'gets' : 'get') : has(p.subject)} ${p.form}${p.sign > 0 ? '+' : '-'}${amount(p.amount)} :rb_might:` +
        (p.keywords ? ` and ${listText(p.keywords.map(keywordText))}` : '') +
        (p.forEach ? ` for ${ref(p.forEach)}` : '') +
        (p.perTimeEmpowered ? " for each time I'm [Empowered]" : '') +
        (p.where ? ` ${whereText(p.where)}` : '') +
        (p.minimum !== undefined ? `, to a minimum of ${p.minimum} :rb_might:` : '') +
        (p.instead ? ' instead' : '')
      );
    case 'might-increased-to':
      return `${ref(p.subject)} have their Might increased to ${p.amount} :rb_might:`;
    case 'enters':
      return `${ref(p.subject)} ${isSingularActor(p.subject) ? 'enters' : 'enter'} ${p.state}`;
    case 'play-permission':
      if (p.form === 'You may play me to') return `You may play me to ${location(p.to)}`;
      return `${ref(p.subject)} ${p.form} ${location(p.to)}${p.condition ? ` if ${predicateText(p.condition)}` : ''}`;
    case 'abilities-only-while':
      return `Use my abilities only while ${predicateText(p.condition)}`;
    case 'extra-trigger':
      return p.which === 'Deathknell'
        ? 'Your [Deathknell] effects trigger an additional time'
        : `Your ${p.which} effects for ${p.which === 'conquer' ? 'conquering' : 'holding'} here trigger an additional time`;
    case 'combat-damage-order':
      return `${ref(p.subject)} must be assigned combat damage ${p.order}`;
    case 'cant':
      return `${ref(p.subject)} ${p.form ?? "can't"} ${p.action}`;
    case 'ignore-keyword':
      return `${p.you ? 'You ignore' : 'Ignore'} ${keywordText(p.keyword)} while ${p.during}`;
    case 'cost-change':
      return (
        `${ref(p.subject)} ${isSingularActor(p.subject) ? 'costs' : 'cost'} ${syms(p.delta)}${p.orDelta ? ` or ${syms(p.orDelta)}` : ''} ${p.sign < 0 ? 'less' : 'more'}` +
        (p.toPlayFrom ? ` to play from ${p.toPlayFrom}` : p.toPlay ? ' to play' : '') +
        (p.forEach ? ` for ${ref(p.forEach)}` : '') +
        (p.minimum ? `${p.minimumNoComma ? '' : ','} to a minimum of ${syms(p.minimum)}` : '') +
        (p.instead ? ' instead' : '')
      );
    case 'energy-cost-reduced': {
      const by = Array.isArray(p.by) ? syms(p.by) : amount(p.by);
      const min = p.minimum ? `, to a minimum of ${syms(p.minimum)}` : '';
      return p.form === 'this'
        ? `${ref(p.subject)}'s Energy cost is reduced by ${by}${min}`
        : `the Energy costs for ${ref(p.subject)} is reduced by ${by}${min}`;
    }
    case 'might-increased':
      return `${ref(p.subject)} Might is increased by ${amount(p.by)}`;
    case 'copies-traits-while-attached':
      return `As this is attached to a unit, copy that unit's ${p.traits.join(' and ')} to this Equipment's ${p.into} for as long as this is attached to it`;
    case 'might-is':
      return `${ref(p.subject)} Might is ${p.amount}`;
    case 'keyword-permission':
      if (p.form === 'You may')
        return `You may ${keywordText(p.keyword)} ${ref(p.subject)} to ${location(p.to)}${p.evenIf ? `, even if ${predicateText(p.evenIf)}` : ''}`;
      return `${ref(p.subject)} can ${keywordText(p.keyword)} to ${location(p.to)}${p.evenIf ? `, even if ${predicateText(p.evenIf)}` : ''}`;
    case 'only':
      return `${ref(p.subject)} ${p.can ? 'can only' : 'only'} ${p.action}`;
    case 'can':
      return `${ref(p.subject)} can ${p.action}`;
    case 'play-only-to':
      return `Play me only to ${location(p.to)}`;
    case 'victory-score-change':
      return `Increase the points needed to win the game by ${p.by}`;
    case 'deck-any-domain':
      return 'Your deck can have me regardless of my domain';
    case 'deck-any-number':
      return `Your deck can have any number of cards named ${p.name}`;
    case 'buff-limit': {
      if (!p.max) return `${ref(p.subject)} can have any number of buffs`;
      const one = p.max.kind === 'number' && p.max.value === 1;
      return `${ref(p.subject)} may have no more than ${amount(p.max)} ${one ? 'buff' : 'buffs'} at a time`;
    }
    case 'bonus-damage':
      return `${ref(p.subject)} ${isSingularActor(p.subject) ? 'deals' : 'deal'} ${amount(p.amount)} Bonus Damage${p.to ? ` to ${ref(p.to)}` : ''}${p.forEach ? ` for ${ref(p.forEach)}` : ''}`;
    case 'tie-recalls-all':
      return `If a combat where you are the attacker ends in a tie, recall ${p.form} instead`;
    case 'any-damage-lethal':
      return `Any amount of your damage is enough to kill ${ref(p.subject)}`;
    case 'applied-move-cost':
      return `Opponents must pay ${syms(p.cost)} for each unit beyond the first to move multiple units to my battlefield at the same time`;
    case 'adds-additional':
      return `${ref(p.subject)} [Add] an additional ${syms(p.resources)}`;
    case 'facedown-capacity':
      return `Your facedown zones can hold ${p.cards} ${p.cards === 1 ? 'card' : 'cards'}`;
    case 'skip-phase':
      return `Skip your ${p.phase[0].toUpperCase()}${p.phase.slice(1)} Phase`;
    case 'suppress-trigger':
      return `Your ${keywordText(p.keyword)} effects${p.where ? ` at ${location(p.where)}` : ''} don't trigger`;
    case 'tag-energy-costs-reduced':
      return `Your ${p.tag}s' Energy costs are reduced by ${syms(p.by)}, to a minimum of ${syms(p.minimum)}`;
    case 'hidden-unrevealable':
      return `Your opponents' [Hidden] cards can't be revealed ${whereText(p.where)}`;
    case 'players-ignore-keyword':
      return `Players ignore ${keywordText(p.keyword)} while ${p.during}`;
    case 'prevents-damage-from':
      return `prevent all damage that ${ref(p.from)} would deal to ${ref(p.to)}`;
    case 'gives-keyword':
      return `${ref(p.subject)} ${p.each ? 'each give' : isSingularActor(p.subject) ? 'gives' : 'give'} ${listText(p.keywords.map(keywordText))}`;
    case 'buffs-give-more':
      return `${ref(p.subject)} give an additional +${p.might} :rb_might: to ${ref(p.to)}`;
    case 'attached-might-bonus-doubled':
      return `${ref(p.subject)} ${isSingularActor(p.subject) ? 'gives double its' : 'give double their'} base Might bonus`;
    case 'has-abilities-of':
      return `${ref(p.subject)} ${has(p.subject)} all ${syms(p.withCost)} abilities of ${ref(p.from)}`;
    case 'cost-change-per-point-scored':
      return `${ref(p.subject)} ${isSingularActor(p.subject) ? 'costs' : 'cost'} ${syms(p.delta)} ${p.sign < 0 ? 'less' : 'more'} for each point you scored from ${p.scoredBy} this turn`;
    case 'first-each-turn-cost-change':
      return `the first ${ref(p.of)}${p.activatedAbility ? ' activated ability' : ''} played each turn costs ${syms(p.delta)} ${p.sign < 0 ? 'less' : 'more'}`;
    case 'cost-change-per-cost-part':
      return `${ref(p.subject)} ${isSingularActor(p.subject) ? 'costs' : 'cost'} ${syms(p.perEnergy)} less for each Energy ${ref(p.of)} costs and ${syms(p.perPower)} less for each Power ${ref(p.of)} costs`;
    case 'equipped-becomes-copy-while-attached':
      return `As this is attached to a unit, choose ${ref(p.choose)}. The equipped unit becomes a copy of that unit for as long as this is attached to it`;
    case 'spell-cost-by-choices':
      return `Each spell that chooses ${ref(p.chooses)} that are friendly to it costs ${syms(p.delta)} ${p.sign < 0 ? 'less' : 'more'}`;
    case 'keyword-cost-change':
      return `${keywordText(p.keyword)} costs of ${ref(p.of)}${p.where ? ` ${whereText(p.where)}` : ''} cost ${syms(p.delta)}${p.orDelta ? ` or ${syms(p.orDelta)}` : ''} ${p.sign < 0 ? 'less' : 'more'}`;
    case 'has-ability':
      return `${ref(p.subject)} ${has(p.subject)} "${ability(p.ability)}"`;
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
