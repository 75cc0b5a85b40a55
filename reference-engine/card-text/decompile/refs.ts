// Decompiling references, amounts, keywords and tokens.
import type { Amount, Filter, KeywordRef, LocationRef, ObjectRef, ResourceSymbol, TokenSpec } from '../ast.ts';
import { NUMBER_WORD_OF } from '../cursor.ts';
import { symbolText } from '../lexer.ts';
import { nounWord } from '../refs/nouns.ts';
import { PLAYER_TEXT } from '../refs/players.ts';
import { predicateText } from './conditions.ts';
import { cost } from './instructions.ts';

export const syms = (s: ResourceSymbol[]): string => s.map(symbolText).join('');
export const keywordText = (k: KeywordRef): string =>
  k.bare
    ? k.name + (k.cost ? ` ${syms(k.cost)}` : '')
    : (k.value !== undefined ? `[${k.name} ${k.value}]` : `[${k.name}]`) +
      (k.cost ? ` ${syms(k.cost)}` : '') +
      (k.dashCost ? ` — ${k.dashCost.map(cost).join(', ')}` : '') +
      (k.costOptions ? ` — ${k.costOptions.costs.map(syms).join(k.costOptions.sep === 'or' ? ' or ' : ' / ')}` : '') +
      (k.equalTo ? ` equal to ${amount(k.equalTo)}` : '');

export function amount(a: Amount): string {
  switch (a.kind) {
    case 'number':
      return a.word ? (NUMBER_WORD_OF[a.value] ?? String(a.value)) : String(a.value);
    case 'x':
      return 'X';
    case 'that-much':
      return a.form;
    case 'count':
      return `the number of ${ref(a.of)}`;
    case 'might-of':
      if (a.object.kind === 'select') return `the Might of ${ref(a.object)}`;
      return a.object.kind === 'self' ? 'my Might' : 'its Might';
    case 'remembered':
      return a.what;
    case 'keyword-value':
      return `${ref(a.of)} [${a.keyword}]`;
    case 'highest-might':
      return `the highest Might among ${ref(a.among)}`;
    case 'cost-of':
      // "its Energy cost", "that spell's Energy cost"
      return a.object.kind === 'pronoun' && a.object.word === 'its' ? `its ${a.form}` : `${ref(a.object)}'s ${a.form}`;
    case 'damage-on':
      return `the damage marked on ${ref(a.object)}`;
    case 'points':
      return `${a.of.kind === 'player' && a.of.who === 'you' ? 'your' : "an opponent's"} points`;
  }
}

export function article(next: string): string {
  return /^(un[^i]|[aeio])/i.test(next) ? 'an' : 'a';
}

export function location(l: LocationRef): string {
  switch (l.kind) {
    case 'here':
      return 'here';
    case 'there':
      return 'there';
    case 'base':
      return l.whose ? `${l.whose} base` : 'base';
    case 'battlefield':
      return ref(l.ref);
    case 'location-of':
      return l.noun ? `${ref(l.object)}'s ${l.noun}` : `${ref(l.object)} location`;
    case 'zone':
      return l.zone;
    case 'combat':
    case 'timing':
      return l.form;
    case 'everywhere':
      return l.word ?? 'everywhere';
  }
}

export function filterText(f: Filter): string {
  switch (f.kind) {
    case 'controller':
      return f.position === 'pre' ? f.who : (f.form ?? (f.who === 'you-control' ? 'you control' : f.who));
    case 'location':
      return (f.form === 'bare' ? location(f.at) : `${f.form} ${location(f.at)}`) + (f.already ? ' already' : '');
    case 'might': {
      const tail =
        { 'N M or less': ':rb_might: or less', 'N M or more': ':rb_might: or more', 'N M or greater': ':rb_might: or greater', 'N M': ':rb_might:' }[f.form] ??
        '';
      return `${f.each ? 'each ' : ''}with ${amount(f.value)} ${tail}`;
    }
    case 'cost': {
      const prefix = f.prefix ?? 'costing';
      const main = f.form === 'or less' || f.form === 'or more' ? `${prefix} ${syms(f.value)} ${f.form}` : `${prefix} ${f.form} ${syms(f.value)}`;
      return f.power ? `${main} and no more than ${syms(f.power)}` : main;
    }
    case 'state':
      return f.form ?? f.state;
    case 'zone':
      return f.form;
    case 'other':
      return f.form;
    case 'where':
      return `where ${predicateText(f.predicate)}`;
    case 'total-might':
      return `with total Might ${amount(f.value)} ${f.op === '<=' ? 'or less' : 'or more'}`;
    case 'tag':
      return f.negated ? `non-${f.tag}` : f.anyOf ? `${f.anyOf.slice(0, -1).join(', ')}, ${f.join ?? 'or'} ${f.anyOf[f.anyOf.length - 1]}` : (f.noun ?? f.tag);
    case 'keyword':
      if (f.costOf) return keywordText(f.keyword);
      return `${f.negated ? 'without' : 'with'} ${keywordText(f.keyword)}`;
    case 'type-word':
      return f.word;
    case 'might-relative':
      return f.offset !== undefined ? `${f.form} ${f.offset} more than ${ref(f.than)}` : `with ${f.form} ${ref(f.than)}`;
    case 'domain':
      return f.word ? f.domain[0].toUpperCase() + f.domain.slice(1) : `:rb_rune_${f.domain}:`;
    case 'among':
      return f.form;
    case 'attached-to':
      return `attached to ${ref(f.to)}`;
    case 'along-with':
      return `with ${ref(f.object)}`;
    case 'empowered-times':
      return '[Empowered] three times';
    case 'activated-only':
      return 'activated';
    case 'moved-between':
      return f.form;
    case 'attacked-by':
      return "you're attacking";
    case 'conquered-this-turn':
      return 'you conquered this turn';
    case 'named-tag':
      return 'with the named tag';
    case 'named-card':
      return 'with that name';
    case 'same-name':
      return `with ${ref(f.as)} name`;
    case 'token-name':
      return f.name;
    case 'same-controller':
      return 'with the same controller';
    case 'ordinal':
      return f.word;
    case 'ability-of':
      return `of ${ref(f.source)}`;
    case 'killed-by-this':
      return 'this kills';
    case 'in-combat-with':
      return `that's in combat with ${ref(f.object)}`;
    case 'being-chosen-by':
      return `that's being chosen by ${ref(f.by)}`;
    case 'either-situation':
      return f.filters.map(filterText).join(' or ');
    case 'chosen-by':
      return `${ref(f.by)} ${f.by.kind === 'player' && f.by.who === 'you' ? 'choose' : 'chooses'}`;
    case 'chooses':
      return `${f.form} ${ref(f.object)}${f.noOther ? ` and no other ${ref(f.noOther)}` : ''}`;
    case 'played-from':
      return `played from ${f.from}`;
    case 'banished-with':
      return `banished with ${f.word}`;
    case 'different':
      return 'different';
    case 'of-its':
      return 'one of its';
    case 'holding':
      return `with ${ref(f.what)}${f.there ? ' there' : ''}`;
    case 'energy-cost': {
      const [form, bound, tail] = f.form.split('|');
      return [form, bound, syms(f.value), tail, f.power ? `and ${f.powerWord ? 'Power cost ' : ''}no more than ${syms(f.power)}` : '']
        .filter(Boolean)
        .join(' ');
    }
    case 'energy-cost-vs':
      if (f.powerToo && f.than.kind === 'cost-of') return `that costs no more Energy and no more Power than ${ref(f.than.object)}`;
      return `with Energy cost ${f.form} ${amount(f.than)}`;
    case 'done-by-you':
      return f.form;
    case 'power-cost': {
      const [form, bound, tail] = f.form.split('|');
      return [form, bound, syms(f.value), tail].filter(Boolean).join(' ');
    }
  }
}

export function ref(r: ObjectRef): string {
  switch (r.kind) {
    case 'self':
      return r.word;
    case 'pronoun':
      return r.printed ?? r.word;
    case 'player':
      return PLAYER_TEXT[r.who] ?? r.who;
    case 'location':
      return location(r.where);
    case 'token':
      return token(r.token);
    case 'both':
      return r.serial
        ? `${r.parts.slice(0, -1).map(ref).join(', ')}, ${r.conjunction} ${ref(r.parts[r.parts.length - 1])}`
        : r.parts.map(ref).join(` ${r.conjunction} `);
    case 'select': {
      // restrictions before the noun, and after it (each with its leading space); empty ones print nothing
      let pre = '';
      let post = '';
      let tagNoun = false;
      for (const f of r.filters) {
        if ((f.kind === 'tag' && f.noun) || f.kind === 'token-name') tagNoun = true;
        const text = f.position === 'pre' || f.position === 'post' ? filterText(f) : '';
        if (!text) continue;
        if (f.position === 'pre') pre = pre ? `${pre} ${text}` : text;
        else post += ` ${text}`;
      }
      const words = r.nouns.map((n) => nounWord(n, r.plural && !(n === 'gear')));
      const nouns = tagNoun
        ? ''
        : r.serialNouns
          ? `${words.slice(0, -1).join(', ')}, ${r.nounJoin ?? 'or'} ${words[words.length - 1]}`
          : words.join(` ${r.nounJoin ?? 'or'} `);
      const head = pre && nouns ? `${pre} ${nouns}` : pre || nouns;
      let det = '';
      switch (r.determiner) {
        case 'a':
          det = head === 'something' ? '' : r.anyWord ? 'any' : article(head);
          break;
        case 'number':
          det = amount(r.count!);
          break;
        case 'up-to':
          det = `up to ${amount(r.count!)}`;
          break;
        case 'any-number':
          det = 'any number of';
          break;
        case 'all':
          det = 'all';
          break;
        case 'each':
          det = 'each';
          break;
        case 'the':
          det = 'the';
          break;
        case 'your':
          det = 'your';
          break;
        case 'another':
          det = 'another';
          break;
        case 'one-of':
          det = 'one of your';
          break;
        case 'one-or-more':
          det = 'one or more';
          break;
        case 'exactly':
          det = `exactly ${amount(r.count!)}`;
          break;
        case 'or-more':
          det = r.plusForm ? `${amount(r.count!)}+` : `${amount(r.count!)} or more`;
          break;
        case 'or-fewer':
          det = `${amount(r.count!)} or fewer`;
          break;
        case 'my':
          det = 'my';
          break;
        case 'its':
          det = 'its';
          break;
        case 'their':
          det = 'their';
          break;
        case 'one-of-its':
          det = 'one of its';
          break;
        case 'one-of-their':
          det = 'one of their';
          break;
        case 'each-of-your':
          det = 'each of your';
          break;
        case 'next':
          det = r.yourNext ? 'your next' : 'the next';
          break;
        case 'bare':
          det = '';
          break;
      }
      const lead = (r.eachOf ? 'each of ' : '') + (det && head ? `${det} ${head}` : det || head);
      return lead ? lead + post : post.slice(1);
    }
  }
}

export function token(t: TokenSpec): string {
  const count = t.count.kind === 'number' && t.count.value === 1 && !t.count.word ? '' : amount(t.count);
  const plural = !(t.count.kind === 'number' && t.count.value === 1);
  const might = t.might === undefined ? '' : t.mightAsEnergy ? `:rb_energy_${t.might}::rb_might:` : `${t.might} :rb_might:`;
  const words = [t.ready ? 'ready' : '', might, t.name, t.noun, plural ? 'tokens' : 'token'].filter(Boolean).join(' ');
  const kws = t.keywords.length ? ` with ${t.keywords.map(keywordText).join(' and ')}` : '';
  return `${t.the ? 'the' : count || article(words)} ${words}${kws}${t.from ? ` from ${t.from}` : ''}`;
}
