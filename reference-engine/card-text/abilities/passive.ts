// Passive abilities: continuous effects (keywords, Might, costs, permissions, restrictions) and their conditions.
// Long file: the passive forms are tried in one order that decides which reading wins (a subject's
// change after its subject, then the fixed sentences), and the two-change and leading-condition
// readings reuse that order; split apart, the order would be spread over several modules.
import { groupPassive } from './printed-passives.ts';
import { rarePassiveAfterSubject, rarePassiveSentence } from './passive-rare-forms.ts';
import type { AbilityBody, LocationRef, ObjectRef, PassiveEffect } from '../ast.ts';
import { firstKeys, PhraseList, type Cursor } from '../cursor.ts';
import { predicate } from '../conditions.ts';
import { quotedAbility } from './line.ts';
import { CANT_ACTION_LIST } from '../instructions/lasting-changes.ts';
import { amountPhrase, mightMinimum } from '../refs/amounts.ts';
import { keywordList } from '../refs/keywords.ts';
import { locationRef } from '../refs/locations.ts';
import { objectRef } from '../refs/objects.ts';
import { isSingularActor } from '../refs/players.ts';
import { selectRef } from '../refs/selection.ts';
import { pronounRef, selfRef } from '../refs/self-and-pronouns.ts';

const ONLY_ACTION_LIST = new PhraseList(['play units to their base', 'channel 1 rune at the start of their Channel Phase']);

/** `pronoun`: a leading condition named the subject, so "it"/"they" may stand for it. */
function passiveEffect(c: Cursor, pronoun = false): PassiveEffect | null {
  return c.try(() => {
    const youMay = c.try((): PassiveEffect | null => {
      if (!c.eat('You may play me to')) return null;
      const to = locationRef(c);
      return to ? { kind: 'play-permission', subject: { kind: 'self', word: 'me' }, to, form: 'You may play me to' } : null;
    });
    if (youMay) return youMay;
    const only = c.try((): PassiveEffect | null => {
      if (!c.eat('Play me only to')) return null;
      const to = locationRef(c);
      return to ? { kind: 'play-only-to', to } : null;
    });
    if (only) return only;
    const useMine = c.try((): PassiveEffect | null => {
      if (!c.eat('Use my abilities only while')) return null;
      const p = predicate(c);
      return p ? { kind: 'abilities-only-while', subject: { kind: 'self', word: 'my' }, condition: p } : null;
    });
    if (useMine) return useMine;
    const skip = c.try((): PassiveEffect | null => {
      if (!c.eat('Skip your')) return null;
      const phase = c.eatOne('Awaken Phase', 'Beginning Phase', 'Channel Phase', 'Draw Phase');
      return phase ? { kind: 'skip-phase', phase: phase.split(' ')[0].toLowerCase() as 'awaken' | 'beginning' | 'channel' | 'draw' } : null;
    });
    if (skip) return skip;
    const copies = copiesTraitsWhileAttached(c);
    if (copies) return copies;
    const capacity = c.try((): PassiveEffect | null => {
      if (!c.eat('Your facedown zones can hold')) return null;
      const n = c.digits();
      return n !== null && c.eat(n === 1 ? 'card' : 'cards') ? { kind: 'facedown-capacity', cards: n } : null;
    });
    if (capacity) return capacity;
    const rare = rarePassiveSentence(c);
    if (rare) return rare;
    const subject =
      c.try(() => (c.sees('I') ? selfRef(c, true) : null)) ??
      selectRef(c) ??
      selfRef(c) ??
      (pronoun
        ? c.try(() => {
            // "they" is read as a player elsewhere; after a leading condition it stands for the objects named before
            if (c.sees('they')) {
              const start = c.offset();
              c.eat('they');
              return { kind: 'pronoun', word: 'they', span: [start, c.end()] } as ObjectRef;
            }
            const p = pronounRef(c);
            return p?.kind === 'pronoun' && (p.word === 'it' || p.word === 'they') ? p : null;
          })
        : null);
    if (!subject) return null;
    return passiveAfterSubject(c, subject);
  });
}

/** What a passive ability's subject has, gets, costs, can or can't do: the rest of the sentence after it. */
function passiveAfterSubject(c: Cursor, subject: ObjectRef): PassiveEffect | null {
  return c.try(() => {
    const singular = isSingularActor(subject);
    const rare = rarePassiveAfterSubject(c, subject, singular);
    if (rare) return rare;
    const permission = c.try((): PassiveEffect | null => {
      const form = c.eatOne('may be played to', 'can be played to');
      if (!form) return null;
      const to = locationRef(c);
      if (!to) return null;
      const eff: Extract<PassiveEffect, { kind: 'play-permission' }> = { kind: 'play-permission', subject, to, form };
      const cond = c.try(() => (c.eat('if') ? predicate(c) : null));
      if (cond) eff.condition = cond;
      return eff;
    });
    if (permission) return permission;
    const limit = c.try((): PassiveEffect | null => {
      const can = c.eat('can only') || (c.eat('only') ? false : null);
      if (can === null) return null;
      const action = c.eatAny(ONLY_ACTION_LIST);
      if (!action) return null;
      return can ? { kind: 'only', subject, action, can } : { kind: 'only', subject, action };
    });
    if (limit) return limit;
    if (c.eat('can move here from anywhere')) return { kind: 'can', subject, action: 'move here from anywhere' };
    if (c.eat('can be empowered any number of times')) return { kind: 'can', subject, action: 'be empowered any number of times' };
    // "I can be [Empowered] up to three times": a limit on empowering it again (441.1.c.1)
    if (c.try(() => (c.eat('can be') && c.keyword('Empowered') && c.eat('up to three times') ? true : null)))
      return { kind: 'can', subject, action: 'be [Empowered] up to three times' };
    const kwPermission = c.try((): PassiveEffect | null => {
      if (!c.eat('can')) return null;
      const keyword = c.keyword('Ambush');
      const to = keyword && c.eat('to') ? locationRef(c) : null;
      if (!keyword || !to) return null;
      const eff: Extract<PassiveEffect, { kind: 'keyword-permission' }> = { kind: 'keyword-permission', subject, keyword, to };
      const evenIf = c.try(() => (c.eat(', even if') ? predicate(c) : null));
      if (evenIf) eff.evenIf = evenIf;
      return eff;
    });
    if (kwPermission) return kwPermission;
    const bonus = bonusDamage(c, subject);
    if (bonus) return bonus;
    // "your Gold [Add] an additional :rb_energy_1:": each time they add resources, one more
    const addsMore = c.try(() => (c.keyword('Add') && c.eat('an additional') ? c.symbols() : null));
    if (addsMore) return { kind: 'adds-additional', subject, resources: addsMore };
    const buffs = c.try((): PassiveEffect | null => {
      if (c.eat('can have any number of buffs')) return { kind: 'buff-limit', subject };
      if (!c.eat('may have no more than')) return null;
      const n = c.number();
      if (!n || !c.eat(n.value === 1 ? 'buff at a time' : 'buffs at a time')) return null;
      return { kind: 'buff-limit', subject, max: n.word ? { kind: 'number', value: n.value, word: true } : { kind: 'number', value: n.value } };
    });
    if (buffs) return buffs;
    const everywhere = c.eat('everywhere');
    const each = !singular && c.eat('each');
    const hasVerb = c.eatOne(singular && !each ? 'has' : 'have', singular && !each ? 'gets' : 'get');
    if (hasVerb) {
      const where = (): LocationRef | undefined =>
        c.try(() => {
          const bare = c.eatOne('here', 'there');
          if (bare) return { kind: bare } as LocationRef;
          return c.eat('at') ? locationRef(c) : null;
        }) ?? undefined;
      const raised = c.try((): PassiveEffect | null => {
        if (!c.eat('their Might increased to')) return null;
        const n = c.digits();
        return n !== null && c.eat(':rb_might:') ? { kind: 'might-increased-to', subject, amount: n } : null;
      });
      if (raised) return raised;
      const mod = c.try(() => {
        const form = c.eat('an additional') ? 'an additional ' : '';
        const sign = c.eatOne('+', '-');
        const n = c.digits();
        if (!sign || n === null || !c.eat(':rb_might:')) return null;
        const eff: Extract<PassiveEffect, { kind: 'might-bonus' }> = {
          kind: 'might-bonus',
          subject,
          amount: { kind: 'number', value: n },
          sign: sign === '+' ? 1 : -1,
          form,
        };
        if (hasVerb.startsWith('get')) eff.verb = 'get';
        const kws = c.try(() => (c.eat('and') ? keywordList(c) : null));
        if (kws) eff.keywords = kws;
        // "I have +2 :rb_might: for each time I'm [Empowered]": once per time the object was empowered
        if (c.try(() => (c.eat("for each time I'm") && c.keyword('Empowered') ? true : null))) eff.perTimeEmpowered = true;
        const per = eff.perTimeEmpowered ? null : c.try(() => (c.sees('for each') && c.eat('for') ? objectRef(c) : null));
        if (per) eff.forEach = per;
        const w = where();
        if (w) eff.where = w;
        const min = mightMinimum(c);
        if (min !== null) eff.minimum = min;
        if (each) eff.each = true;
        // "..., they have +2 :rb_might: instead": replaces a smaller bonus printed before it
        if (c.eat('instead')) eff.instead = true;
        return eff;
      });
      if (mod) return mod;
      const quoted = hasVerb.startsWith('get') ? null : quotedAbility(c);
      if (quoted) return { kind: 'has-ability', subject, ability: quoted };
      const kws = hasVerb.startsWith('get') ? null : keywordList(c);
      if (!kws) return null;
      const eff: Extract<PassiveEffect, { kind: 'has-keyword' }> = { kind: 'has-keyword', subject, keywords: kws };
      if (everywhere) {
        eff.where = { kind: 'everywhere' };
        return eff;
      }
      const w = where();
      if (w) eff.where = w;
      if (each) eff.each = true;
      // "Friendly buffed units have [Deflect] if they didn't already": only those without it gain it
      if (c.eat("if they didn't already")) eff.ifNotAlready = true;
      return eff;
    }
    const gives = c.try((): PassiveEffect | null => {
      if (!c.eat(singular && !each ? 'gives' : 'give')) return null;
      const kws = keywordList(c);
      if (!kws) return null;
      return each ? { kind: 'gives-keyword', subject, keywords: kws, each } : { kind: 'gives-keyword', subject, keywords: kws };
    });
    if (gives) return gives;
    if (each || everywhere) return null;
    // "Units you control are :rb_rune_fury:." (185.3.b.1)
    const domain = c.try((): PassiveEffect | null => {
      if (!c.eat(singular ? 'is' : 'are')) return null;
      const tok = c.tok();
      if (tok?.t !== 'sym' || tok.sym.kind !== 'power' || tok.sym.domain === 'rainbow') return null;
      c.skip();
      return { kind: 'is-domain', subject, domain: tok.sym.domain };
    });
    if (domain) return domain;
    const cost = c.try((): PassiveEffect | null => {
      if (!c.eat(singular ? 'costs' : 'cost')) return null;
      const delta = c.symbols();
      const orDelta = delta && c.try(() => (c.eat('or') ? c.symbols() : null));
      const dir = c.eatOne('less', 'more');
      if (!delta || !dir) return null;
      const eff: Extract<PassiveEffect, { kind: 'cost-change' }> = { kind: 'cost-change', subject, delta, sign: dir === 'less' ? -1 : 1, form: '' };
      if (orDelta) eff.orDelta = orDelta;
      const from = c.try(() => (c.eat('to play from') ? c.eatOne('anywhere other than your hand') : null));
      if (from) eff.toPlayFrom = from;
      else if (c.eat('to play')) eff.toPlay = true;
      const each = c.try(() => (c.sees('for each') && c.eat('for') ? objectRef(c) : null));
      if (each) eff.forEach = each;
      const minForm = c.eatOne(', to a minimum of', 'to a minimum of');
      const min = minForm ? c.symbols() : null;
      if (minForm && !min) return null;
      if (min) eff.minimum = min;
      // printed "less to a minimum of :rb_energy_1:", without the comma
      if (minForm === 'to a minimum of') eff.minimumNoComma = true;
      if (c.eat('instead')) eff.instead = true;
      return eff;
    });
    if (cost) return cost;
    const order = c.try((): PassiveEffect | null => {
      if (!c.eat('must be assigned combat damage')) return null;
      const o = c.eatOne('first', 'last');
      return o ? { kind: 'combat-damage-order', subject, order: o } : null;
    });
    if (order) return order;
    const cant = c.try((): PassiveEffect | null => {
      const form = c.eatOne("can't", "don't", "doesn't");
      if (!form) return null;
      const action = c.eatAny(CANT_ACTION_LIST);
      if (!action) return null;
      return form === "can't" ? { kind: 'cant', subject, action } : { kind: 'cant', subject, action, form };
    });
    if (cant) return cant;
    if (c.eat(singular ? 'enters' : 'enter')) {
      const st = c.eatOne('ready', 'exhausted');
      return st ? { kind: 'enters', subject, state: st } : null;
    }
    return null;
  });
}

/**
 * "As this is attached to a unit, copy that unit's text to this Equipment's effect text for as long as
 * this is attached to it" (Svellsongur): a copy of some traits only (477.1.b.2), here the printed text.
 */
function copiesTraitsWhileAttached(c: Cursor): PassiveEffect | null {
  if (c.key() !== 'as') return null;
  return c.try((): PassiveEffect | null => {
    if (!c.eat("As this is attached to a unit, copy that unit's")) return null;
    const trait = c.eatOne('text');
    if (!trait || !c.eat("to this Equipment's effect text for as long as this is attached to it")) return null;
    return { kind: 'copies-traits-while-attached', traits: [trait], into: 'effect text' };
  });
}

const CHANGED_BY_STARTS = firstKeys("This spell's Energy cost is reduced by", 'the Energy costs for', 'My Might is');

/** Cost and Might changes written as "... is reduced by" / "... is increased by". */
function changedBy(c: Cursor): PassiveEffect | null {
  if (!c.startsWithAny(CHANGED_BY_STARTS)) return null;
  return c.try((): PassiveEffect | null => {
    const start = c.offset();
    if (c.eat("This spell's Energy cost is reduced by")) {
      const by = amountPhrase(c) ?? c.symbols();
      return by ? { kind: 'energy-cost-reduced', subject: { kind: 'self', word: 'this spell', span: [start, start + 10] }, by, form: 'this' } : null;
    }
    if (c.eat('the Energy costs for')) {
      const subject = selectRef(c);
      if (!subject || !c.eat('is reduced by')) return null;
      const by = c.symbols() ?? amountPhrase(c);
      if (!by) return null;
      const eff: Extract<PassiveEffect, { kind: 'energy-cost-reduced' }> = { kind: 'energy-cost-reduced', subject, by, form: 'the Energy costs for' };
      const min = c.try(() => (c.eat(', to a minimum of') ? c.symbols() : null));
      if (min) eff.minimum = min;
      return eff;
    }
    if (c.eat('My Might is increased by')) {
      const by = amountPhrase(c);
      return by ? { kind: 'might-increased', subject: { kind: 'self', word: 'my', span: [start, start + 2] }, by } : null;
    }
    if (c.eat('My Might is')) {
      const n = c.number();
      return n ? { kind: 'might-is', subject: { kind: 'self', word: 'my', span: [start, start + 2] }, amount: n.value } : null;
    }
    return null;
  });
}

/** "deal(s) 1 Bonus Damage [to units here] [for each ...]" after its subject; "-1 Bonus Damage" too, which no sum of them lets take damage away (714.2). */
export function bonusDamage(c: Cursor, subject: ObjectRef): PassiveEffect | null {
  return c.try((): PassiveEffect | null => {
    if (!c.eat(isSingularActor(subject) ? 'deals' : 'deal')) return null;
    const minus = c.eat('-');
    const n = c.number();
    if (!n || !c.eat('Bonus Damage')) return null;
    const eff: Extract<PassiveEffect, { kind: 'bonus-damage' }> = {
      kind: 'bonus-damage',
      subject,
      amount: { kind: 'number', value: minus ? -n.value : n.value },
    };
    const to = c.try(() => (c.eat('to') ? objectRef(c) : null));
    if (to) eff.to = to;
    const each = c.try(() => (c.sees('for each') && c.eat('for') ? objectRef(c) : null));
    if (each) eff.forEach = each;
    return eff;
  });
}

/** "Your [Temporary] effects at my battlefield don't trigger." */
function suppressTrigger(c: Cursor): PassiveEffect | null {
  if (c.key() !== 'your') return null;
  return c.try((): PassiveEffect | null => {
    if (!c.eat('Your')) return null;
    const keyword = c.keyword();
    if (!keyword || !c.eat('effects')) return null;
    const where = c.try(() => (c.eat('at') ? locationRef(c) : null));
    if (!c.eat("don't trigger")) return null;
    return where ? { kind: 'suppress-trigger', keyword, where } : { kind: 'suppress-trigger', keyword };
  });
}

/** "If a combat where you are the attacker ends in a tie, recall ALL units instead." */
function tieRecallsAll(c: Cursor): PassiveEffect | null {
  if (c.key() !== 'if') return null;
  return c.try((): PassiveEffect | null => {
    if (!c.eat('If a combat where you are the attacker ends in a tie, recall')) return null;
    const form = c.eatOne('ALL units', 'all units');
    return form && c.eat('instead') ? { kind: 'tie-recalls-all', form } : null;
  });
}

/** "Your deck can have any number of cards named Spiderling." */
function deckAnyNumber(c: Cursor): PassiveEffect | null {
  if (c.key() !== 'your' || c.key(1) !== 'deck') return null;
  if (c.eat('Your deck can have me regardless of my domain')) return { kind: 'deck-any-domain' }; // 103.1.b.5
  return c.try((): PassiveEffect | null => {
    if (!c.eat('Your deck can have any number of cards named')) return null;
    const tok = c.tok();
    if (tok?.t !== 'word') return null;
    c.skip();
    return { kind: 'deck-any-number', name: tok.v };
  });
}

/** "Increase the points needed to win the game by 1." */
function victoryScoreChange(c: Cursor): PassiveEffect | null {
  if (c.key() !== 'increase') return null;
  return c.try((): PassiveEffect | null => {
    if (!c.eat('Increase the points needed to win the game by')) return null;
    const by = c.digits();
    return by === null ? null : { kind: 'victory-score-change', by };
  });
}

/** "Ignore [Deflect] while paying this spell's cost", "You ignore [Tank] while assigning combat damage here" (764–767). */
function ignoreKeyword(c: Cursor): PassiveEffect | null {
  if (c.key() !== 'ignore' && !(c.key() === 'you' && c.key(1) === 'ignore')) return null;
  return c.try((): PassiveEffect | null => {
    const you = c.eat('You ignore');
    if (!you && !c.eat('Ignore')) return null;
    const keyword = c.keyword();
    if (!keyword || !c.eat('while')) return null;
    const during = c.eatOne("paying this spell's cost", 'assigning combat damage here');
    if (!during) return null;
    return you ? { kind: 'ignore-keyword', keyword, during, you } : { kind: 'ignore-keyword', keyword, during };
  });
}

/** "Any amount of your damage is enough to kill enemy units." */
function anyDamageLethal(c: Cursor): PassiveEffect | null {
  if (c.key() !== 'any') return null;
  return c.try((): PassiveEffect | null => {
    if (!c.eat('Any amount of your damage is enough to kill')) return null;
    const subject = selectRef(c);
    return subject ? { kind: 'any-damage-lethal', subject } : null;
  });
}

const MOVE_COST_TAIL = 'for each unit beyond the first to move multiple units to my battlefield at the same time';

/** "Opponents must pay :rb_rune_rainbow: for each unit beyond the first to move multiple units to my battlefield at the same time." */
function appliedMoveCost(c: Cursor): PassiveEffect | null {
  if (c.key() !== 'opponents') return null;
  return c.try((): PassiveEffect | null => {
    if (!c.eat('Opponents must pay')) return null;
    const cost = c.symbols();
    return cost && c.eat(MOVE_COST_TAIL) ? { kind: 'applied-move-cost', cost } : null;
  });
}

/** "Your conquer effects for conquering here trigger an additional time." */
function extraTrigger(c: Cursor): PassiveEffect | null {
  if (c.key() !== 'your') return null;
  return c.try((): PassiveEffect | null => {
    if (!c.eat('Your')) return null;
    const kw = c.keyword('Deathknell');
    const which = kw ? 'Deathknell' : c.eatOne('conquer', 'hold');
    if (!which || !c.eat('effects')) return null;
    let here = false;
    if (which !== 'Deathknell') {
      if (!c.eat(`for ${which === 'conquer' ? 'conquering' : 'holding'} here`)) return null;
      here = true;
    }
    return c.eat('trigger an additional time') ? { kind: 'extra-trigger', which, here } : null;
  });
}

export function passive(c: Cursor): AbilityBody | null {
  return c.try(() => {
    const tie = tieRecallsAll(c);
    if (tie) {
      c.eat('.');
      return c.done ? { kind: 'passive', effect: tie } : null;
    }
    const during = c.eat('During showdowns here,');
    const lead = during
      ? { kind: 'if' as const, predicate: { kind: 'showdown-here' as const }, form: 'During' as const }
      : c.try(() => {
          const form = c.eatOne('While', 'As long as', 'If');
          if (!form) return null;
          const p = predicate(c);
          return p && c.eat(',') ? { kind: 'if' as const, predicate: p, form: form as 'While' } : null;
        });
    const both = lead ? null : twoChanges(c);
    if (both) return both;
    const eff =
      changedBy(c) ??
      deckAnyNumber(c) ??
      victoryScoreChange(c) ??
      extraTrigger(c) ??
      suppressTrigger(c) ??
      anyDamageLethal(c) ??
      ignoreKeyword(c) ??
      appliedMoveCost(c) ??
      groupPassive(c) ??
      passiveEffect(c, !!lead);
    if (!eff) return null;
    // "friendly spells cost ... less, and enemy spells cost ... more": a second subject's change
    const second = c.try(() => (c.eat(', and') ? passiveEffect(c) : null));
    if (second) {
      c.eat('.');
      if (!c.done) return null;
      const also = { effect: second, ownSubject: true as const };
      return lead ? { kind: 'passive', condition: lead, effect: eff, also } : { kind: 'passive', effect: eff, also };
    }
    const trail = lead
      ? null
      : c.try(() => {
          const form = c.eatOne('while', 'as long as', 'if', 'unless');
          if (!form) return null;
          const p = predicate(c);
          return p ? { kind: 'if' as const, predicate: p, form: form as 'while' } : null;
        });
    c.eat('.');
    if (!c.done) return null;
    const cond = lead ?? trail;
    return cond ? { kind: 'passive', condition: cond, effect: eff } : { kind: 'passive', effect: eff };
  });
}

/** "I have +1 :rb_might: and enter ready", "I have +3 :rb_might: and can't be dealt damage unless I'm in combat": two changes of one subject. */
function twoChanges(c: Cursor): AbilityBody | null {
  return c.try(() => {
    const first = passiveEffect(c);
    if (!first || !('subject' in first) || !c.eat('and')) return null;
    const second = passiveAfterSubject(c, first.subject);
    if (!second) return null;
    const also: NonNullable<Extract<AbilityBody, { kind: 'passive' }>['also']> = { effect: second };
    const unless = c.try(() => {
      const form = c.eatOne('while', 'unless');
      const p = form ? predicate(c) : null;
      return form && p ? { kind: 'if' as const, predicate: p, form: form as 'while' } : null;
    });
    if (unless) also.condition = unless;
    c.eat('.');
    return c.done ? { kind: 'passive', effect: first, also } : null;
  });
}
