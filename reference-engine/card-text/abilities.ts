// Grammar of ability lines: keywords, activated, triggered, passive, replacement, additional costs,
// and spell effects.
import type { Ability, AbilityBody, Amount, Cost, EventPattern, Instruction, LocationRef, ObjectRef, PassiveEffect, ReplacementSpec, Trigger } from './ast.ts';
import { PhraseList, firstKeys, rememberedRule, type Cursor } from './cursor.ts';
import { predicate } from './conditions.ts';
import { phaseTrigger } from './timing.ts';
import { CANT_ACTION_LIST, clause, effect, keywordList, mightMinimum, takeInstead } from './instructions.ts';
import { thirdPerson } from './verb-forms.ts';
import { isSingularActor, locationRef, objectRef, playerRef, pronounRef, selectRef, selfRef } from './refs.ts';

/** Keywords that carry a cost after them on the line ("[Equip] :rb_rune_rainbow:"). */
const COSTED_KEYWORDS = new Set(['equip', 'empower', 'repeat', 'accelerate', 'flow']);

/** A line made only of keywords: "[Tank]", "[Assault 2]", "[Equip] :rb_energy_1:". */
/** Keywords the gallery sometimes prints without brackets, alone on a line. */
const BARE_KEYWORDS = new Set(['action', 'reaction', 'hidden', 'ganking', 'tank', 'deflect', 'accelerate']);

function keywordLine(c: Cursor): Ability[] | null {
  const word = c.tok();
  if (c.toks.length === 1 && word?.t === 'word' && BARE_KEYWORDS.has(word.lower)) {
    c.eat(word.v);
    return [{ kind: 'keyword', keyword: { name: word.v, bare: true }, span: [word.at, c.end()] }];
  }
  // otherwise the line is keywords only: it starts with one
  if (word?.t !== 'kw') return null;
  return c.try(() => {
    const out: Ability[] = [];
    while (!c.done) {
      const start = c.offset();
      const kw = c.keyword();
      if (!kw) return null;
      if (COSTED_KEYWORDS.has(kw.name.toLowerCase())) {
        const dash = c.try(() => (c.eat('—') ? costList(c) : null));
        if (dash) kw.dashCost = dash;
        else {
          const syms = c.symbols();
          if (syms) kw.cost = syms;
        }
      }
      const ability: Extract<Ability, { kind: 'keyword' }> = { kind: 'keyword', keyword: kw, span: [start, c.end()] };
      if (c.eat(',')) ability.separator = ',';
      else if (c.eat('.')) {
        const eff = effect(c);
        if (!eff || !c.done) return null;
        ability.effect = eff;
      }
      out.push(ability);
    }
    return out.length ? out : null;
  });
}

// -- costs ---------------------------------------------------------------------------------------

function costItem(c: Cursor): Cost | null {
  const syms = c.symbols();
  if (syms) return { kind: 'symbols', symbols: syms };
  const ins = clause(c);
  return ins ? { kind: 'action', instruction: ins } : null;
}

function costList(c: Cursor): Cost[] | null {
  const out: Cost[] = [];
  for (;;) {
    const item = costItem(c);
    if (!item) return null;
    out.push(item);
    if (!c.eat(',')) break;
  }
  return out;
}

function activated(c: Cursor): AbilityBody | null {
  return c.try(() => {
    let speed: 'Action' | 'Reaction' | undefined;
    const pre = c.try(() => {
      const k = c.keyword('Reaction', 'Action');
      return k && c.eat('[>]') ? k : null;
    });
    if (pre) speed = pre.name as 'Reaction';
    const costs = costList(c);
    if (!costs || !c.eat(':')) return null;
    const body: Extract<AbilityBody, { kind: 'activated' }> = { kind: 'activated', costs, effect: [] };
    if (speed) { body.speed = speed; body.speedForm = '[>]'; }
    const post = c.try(() => {
      const k = c.keyword('Reaction', 'Action');
      const sep = k && (c.eat('—') ? '—' : c.sees(', [Legion]') && c.eat(',') ? ',' : null);
      return k && sep ? { k, sep } : null;
    });
    if (post) { body.speed = post.k.name as 'Reaction'; body.speedForm = post.sep as '—'; }
    const legion = c.try(() => {
      const k = c.keyword('Legion');
      return k && c.eat('—') ? k : null;
    });
    if (legion) body.condition = { kind: 'keyword-condition', keyword: 'Legion' };
    return withRestAsEffect(c, body);
  });
}

/** The rest of the line is the ability's effect; all of it must be read. */
function withRestAsEffect<T extends { effect?: Instruction[] }>(c: Cursor, body: T): T | null {
  const eff = effect(c);
  if (!eff || !c.done) return null;
  body.effect = eff;
  return body;
}

// -- triggers ------------------------------------------------------------------------------------

const EVENT_VERBS = ['banish', 'hide', 'reveal', 'begin', 'leave', 'empower', 'attach', 'attack', 'defend', 'conquer', 'hold', 'move', 'die', 'play', 'discard', 'draw', 'score', 'spend', 'recycle', 'channel', 'kill', 'ready', 'exhaust', 'buff', 'stun', 'gain', 'choose', 'deal', 'become', 'win', 'take'];
/** The event verbs as a plural subject takes them, then as a singular one does ("dies"), each form read back to its verb. */
const EVENT_VERB_OF = new Map([...EVENT_VERBS.map((v) => [v, v]), ...EVENT_VERBS.map((v) => [thirdPerson(v), v])] as Array<[string, string]>);
const PLURAL_EVENT_VERBS = new PhraseList(EVENT_VERBS);
const SINGULAR_EVENT_VERBS = new PhraseList(EVENT_VERBS.map(thirdPerson));
/** "or" and another event verb: a second event of the same subject. */
const OR_PLURAL_EVENT_VERBS = new PhraseList(EVENT_VERBS.map((v) => `or ${v}`));
const OR_SINGULAR_EVENT_VERBS = new PhraseList(EVENT_VERBS.map((v) => `or ${thirdPerson(v)}`));

function eventVerb(c: Cursor, subject: ObjectRef): string | null {
  const kw = c.keyword('Stun', 'Buff');
  if (kw) return `[${kw.name}]`;
  const singular = isSingularActor(subject);
  const form = c.eatAny(singular ? SINGULAR_EVENT_VERBS : PLURAL_EVENT_VERBS);
  if (form) return EVENT_VERB_OF.get(form)!;
  // "I'm played", "is played"
  return null;
}

function eventRest(c: Cursor, subject: ObjectRef, verb: string, form?: string): EventPattern {
  const ev: EventPattern = { kind: 'event', subject, verb };
  if (form) ev.form = form;
  const object = c.sees('one on one') || c.sees('each turn') ? null : c.try(() => (verb === 'become' ? becomeState(c) : objectRef(c)));
  if (object) ev.object = object;
  const to = verb === 'attach' ? c.try(() => (c.eat('to') ? objectRef(c) : null)) : null;
  if (to) ev.to = to;
  const where = c.try(() => {
    const zone = c.try(() => (c.eat('from') ? c.eatOne('face down', '[Hidden]', 'anywhere other than your hand') : null));
    if (zone) return { prep: 'from' as const, at: { kind: 'zone' as const, zone } };
    if (c.eat('to your Main Deck')) return { prep: 'to' as const, at: { kind: 'zone' as const, zone: 'your Main Deck' as const } };
    if (c.eat('here')) return { prep: 'bare' as const, at: { kind: 'here' as const } };
    const timing = c.eatOne("on an opponent's turn", 'on your turn', 'during a showdown', 'during your turn', 'after an attack');
    if (timing) return { prep: 'bare' as const, at: { kind: 'timing' as const, form: timing } };
    const combat = c.eatOne('in combat', 'one on one', 'alone');
    if (combat) return { prep: 'bare' as const, at: { kind: 'combat' as const, form: combat } };
    if (c.eat('there')) return { prep: 'bare' as const, at: { kind: 'there' as const } };
    const prep = c.eatOne('to', 'at', 'from', 'in');
    if (!prep) return null;
    const at = locationRef(c);
    return at ? { prep: prep as 'to', at } : null;
  });
  if (where) ev.where = where;
  // "your second card in a turn": the ordinal counts within a period
  const ordinal = object?.kind === 'select' && object.filters.some((f) => f.kind === 'ordinal');
  const period = ordinal ? c.eatOne('in a turn', 'each turn') : null;
  if (period) ev.period = period;
  return ev;
}

/** "[Empowered]", "[Mighty]", "ready" after "become": the state as a keyword reference. */
function becomeState(c: Cursor): ObjectRef | null {
  const start = c.offset();
  const k = c.keyword('Empowered', 'Mighty');
  if (k) return { kind: 'pronoun', word: `[${k.name}]`, span: [start, c.end()] };
  const w = c.eatOne('ready', 'exhausted', 'buffed');
  return w ? { kind: 'pronoun', word: w, span: [start, c.end()] } : null;
}

function eventPatterns(c: Cursor): EventPattern[] | null {
  return c.try(() => {
    const played = c.try(() => {
      const s = c.eatOne("I'm", "it's", "they're");
      if (!s || !c.eat('played')) return null;
      const subject: ObjectRef = s === "I'm" ? { kind: 'self', word: 'I' } : { kind: 'pronoun', word: s === "it's" ? 'it' : 'they' };
      const ev: EventPattern = { kind: 'event', subject, verb: 'be-played', form: `${s} played` };
      const from = c.try(() => (c.eat('from') ? c.keyword() : null));
      if (from) ev.form += ` from [${from.name}]`;
      return ev;
    });
    if (played) return [played];
    const reaches = c.try(() => {
      if (!c.eat('my Might becomes')) return null;
      const n = c.digits();
      return n !== null && c.eat('or more') ? n : null;
    });
    if (reaches !== null) return [{ kind: 'event', subject: { kind: 'self', word: 'my' }, verb: 'might-reaches', reaches }];
    // "When a friendly unit is played this turn", "When this is played"
    const passive = c.try(() => {
      const subject = selectRef(c) ?? selfRef(c);
      if (!subject) return null;
      const form = c.eatOne('is played', 'are played', 'is returned to a player\'s hand');
      if (!form) return null;
      const tail = c.eat('this turn') ? ' this turn' : '';
      return { kind: 'event' as const, subject, verb: form.includes('returned') ? 'be-returned' : 'be-played', form: form + tail };
    });
    if (passive) return [passive];
    const subjectOf = () => c.try(() => (c.sees('I') ? selfRef(c, true) : null)) ?? playerRef(c) ?? selectRef(c) ?? selfRef(c);
    let subject = subjectOf();
    if (!subject) return null;
    const out: EventPattern[] = [];
    let shared = false;
    for (;;) {
      const v = eventVerb(c, subject);
      if (!v) return out.length ? out : null;
      const ev = eventRest(c, subject, v);
      if (shared) ev.subjectShared = true;
      out.push(ev);
      if (!c.sees('or')) break;
      const subj = subject;
      if (c.seesAny(isSingularActor(subj) ? OR_SINGULAR_EVENT_VERBS : OR_PLURAL_EVENT_VERBS) || (c.sees('or') && c.tok(1)?.t === 'kw')) { c.eat('or'); shared = true; continue; }
      // "When you play me or I attack": a second event with its own subject
      const other = c.try(() => {
        c.eat('or');
        const s = subjectOf();
        return s && c.try(() => eventVerb(c, s)) ? s : null;
      });
      if (!other) break;
      c.pos -= 1;
      subject = other;
      shared = false;
    }
    return out;
  });
}

/** "When it dies this turn, ...": a trigger created by an effect (delayed), up to its comma. */
export function delayedWhen(c: Cursor): Trigger | null {
  if (!c.startsWithAny(WHEN_STARTS)) return null;
  return c.try(() => {
    const t = whenTrigger(c);
    if (!t || t.kind !== 'when') return null;
    // a copy: the trigger may be a remembered reading
    const lasting: Trigger = c.eat('this turn') ? { ...t, period: 'this turn' } : t;
    return c.eat(',') ? lasting : null;
  });
}

const WHEN_TRIGGER = rememberedRule();
const WHEN_STARTS = firstKeys('Once each turn,', 'When', 'Whenever', 'After');

function whenTrigger(c: Cursor): Trigger | null {
  if (!c.startsWithAny(WHEN_STARTS)) return null;
  return c.remember(WHEN_TRIGGER, readWhenTrigger);
}

function readWhenTrigger(c: Cursor): Trigger | null {
  return c.try(() => {
    const once = c.eat('Once each turn,');
    const form = c.eatOne('When', 'Whenever', 'After');
    if (!form) return null;
    const events = eventPatterns(c);
    if (!events) return null;
    const t: Trigger = { kind: 'when', events, form: form as 'When' };
    if (once) t.oncePerTurn = true;
    const during = c.try(() => (c.eat('while') ? predicate(c) : null));
    if (during) t.while = during;
    return t;
  });
}

function firstTimeTrigger(c: Cursor): Trigger | null {
  if (c.key() !== 'the') return null;
  return c.try(() => {
    const nth = c.eatOne('the first time', 'the second time', 'the third time');
    if (!nth) return null;
    const events = eventPatterns(c);
    if (!events || events.length !== 1) return null;
    const period = c.eatOne('each turn', 'this turn', 'each game', 'in a turn');
    if (!period) return null;
    const t: Trigger = { kind: 'first-time', event: events[0], period };
    if (nth !== 'the first time') t.ordinal = nth === 'the second time' ? 2 : 3;
    return t;
  });
}

function trigger(c: Cursor): Trigger | null {
  const first = whenTrigger(c) ?? phaseTrigger(c) ?? firstTimeTrigger(c);
  if (!first) return null;
  const triggers = [first];
  let conjunction = 'or' as 'or' | 'and';
  for (;;) {
    const more = c.try(() => {
      const conj = c.eatOne('or', 'and');
      if (!conj || (triggers.length > 1 && conj !== conjunction)) return null;
      const t = whenTrigger(c) ?? phaseTrigger(c) ?? firstTimeTrigger(c);
      return t ? { conj, t } : null;
    });
    if (!more) break;
    conjunction = more.conj as 'or';
    triggers.push(more.t);
  }
  if (triggers.length === 1) return first;
  return conjunction === 'and' ? { kind: 'any-of', triggers, conjunction } : { kind: 'any-of', triggers };
}

function triggered(c: Cursor): AbilityBody | null {
  return c.try(() => {
    let trig: Trigger | null = null;
    const dk = c.try(() => {
      const k = c.keyword('Deathknell');
      const form = k && c.eatOne('—', '[>]');
      return k && form ? form : null;
    });
    if (dk) trig = { kind: 'keyword', keyword: 'Deathknell', form: dk };
    else {
      trig = trigger(c);
      if (!trig || !c.eat(',')) return null;
    }
    const body: Extract<AbilityBody, { kind: 'triggered' }> = { kind: 'triggered', trigger: trig, effect: [] };
    return withRestAsEffect(c, body);
  });
}

// -- passive -------------------------------------------------------------------------------------

/** `pronoun`: a leading condition named the subject, so "it"/"they" may stand for it. */
function passiveEffect(c: Cursor, pronoun = false): PassiveEffect | null {
  return c.try(() => {
    const youMay = c.try((): PassiveEffect | null => {
      if (!c.eat('You may play me to')) return null;
      const to = locationRef(c);
      return to ? { kind: 'play-permission', subject: { kind: 'self', word: 'me' }, to, form: 'You may play me to' } : null;
    });
    if (youMay) return youMay;
    const useMine = c.try((): PassiveEffect | null => {
      if (!c.eat('Use my abilities only while')) return null;
      const p = predicate(c);
      return p ? { kind: 'abilities-only-while', subject: { kind: 'self', word: 'my' }, condition: p } : null;
    });
    if (useMine) return useMine;
    const subject = c.try(() => (c.sees('I') ? selfRef(c, true) : null)) ?? selectRef(c) ?? selfRef(c)
      ?? (pronoun ? c.try(() => { const p = pronounRef(c); return p?.kind === 'pronoun' && (p.word === 'it' || p.word === 'they') ? p : null; }) : null);
    if (!subject) return null;
    const singular = isSingularActor(subject);
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
      const where = (): LocationRef | undefined => c.try(() => {
        const bare = c.eatOne('here', 'there');
        if (bare) return { kind: bare } as LocationRef;
        return c.eat('at') ? locationRef(c) : null;
      }) ?? undefined;
      const mod = c.try(() => {
        const form = c.eat('an additional') ? 'an additional ' : '';
        const sign = c.eatOne('+', '-');
        const n = c.digits();
        if (!sign || n === null || !c.eat(':rb_might:')) return null;
        const eff: Extract<PassiveEffect, { kind: 'might-bonus' }> = { kind: 'might-bonus', subject, amount: { kind: 'number', value: n }, sign: sign === '+' ? 1 : -1, form };
        if (hasVerb.startsWith('get')) eff.verb = 'get';
        const kws = c.try(() => (c.eat('and') ? keywordList(c) : null));
        if (kws) eff.keywords = kws;
        const per = c.try(() => (c.sees('for each') && c.eat('for') ? objectRef(c) : null));
        if (per) eff.forEach = per;
        const w = where();
        if (w) eff.where = w;
        const min = mightMinimum(c);
        if (min !== null) eff.minimum = min;
        if (each) eff.each = true;
        return eff;
      });
      if (mod) return mod;
      const kws = hasVerb.startsWith('get') ? null : keywordList(c);
      if (!kws) return null;
      const eff: Extract<PassiveEffect, { kind: 'has-keyword' }> = { kind: 'has-keyword', subject, keywords: kws };
      if (everywhere) { eff.where = { kind: 'everywhere' }; return eff; }
      const w = where();
      if (w) eff.where = w;
      if (each) eff.each = true;
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
      const each = c.try(() => (c.sees('for each') && c.eat('for') ? objectRef(c) : null));
      if (each) eff.forEach = each;
      const min = c.try(() => (c.eat(', to a minimum of') ? c.symbols() : null));
      if (min) eff.minimum = min;
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

/** What a passive can forbid, as printed after "can't". */

const CHANGED_BY_STARTS = firstKeys("This spell's Energy cost is reduced by", 'the Energy costs for', 'My Might is increased by');

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
    return null;
  });
}

/** "the number of cards in your trash", "the highest Might among units you control", "your points". */
export function amountPhrase(c: Cursor): Amount | null {
  return c.try((): Amount | null => {
    if (c.eat('the number of')) {
      const of = objectRef(c);
      return of ? { kind: 'count', of } : null;
    }
    if (c.eat('the highest Might among')) {
      const among = objectRef(c);
      return among ? { kind: 'highest-might', among } : null;
    }
    if (c.eat('your points')) return { kind: 'points', of: { kind: 'player', who: 'you' } };
    const start = c.offset();
    if (c.eat('its')) {
      const form = c.eatOne('base cost', 'cost');
      return form ? { kind: 'cost-of', object: { kind: 'pronoun', word: 'its', span: [start, start + 3] }, form } : null;
    }
    if (c.eat('the damage marked on')) {
      const object = pronounRef(c) ?? selfRef(c);
      return object ? { kind: 'damage-on', object } : null;
    }
    return null;
  });
}

/** "deal(s) 1 Bonus Damage [to units here] [for each ...]" after its subject. */
export function bonusDamage(c: Cursor, subject: ObjectRef): PassiveEffect | null {
  return c.try((): PassiveEffect | null => {
    if (!c.eat(isSingularActor(subject) ? 'deals' : 'deal')) return null;
    const n = c.number();
    if (!n || !c.eat('Bonus Damage')) return null;
    const eff: Extract<PassiveEffect, { kind: 'bonus-damage' }> = { kind: 'bonus-damage', subject, amount: { kind: 'number', value: n.value } };
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

function passive(c: Cursor): AbilityBody | null {
  return c.try(() => {
    const lead = c.try(() => {
      const form = c.eatOne('While', 'As long as', 'If');
      if (!form) return null;
      const p = predicate(c);
      return p && c.eat(',') ? { kind: 'if' as const, predicate: p, form: form as 'While' } : null;
    });
    const eff = changedBy(c) ?? extraTrigger(c) ?? suppressTrigger(c) ?? passiveEffect(c, !!lead);
    if (!eff) return null;
    const trail = lead ? null : c.try(() => {
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

// -- additional cost ---------------------------------------------------------------------------

/** A cost as written in an additional-cost sentence: symbols after "pay", or an action. */
function additionalCostItem(c: Cursor): Cost | null {
  const paid = c.try(() => (c.eat('pay') ? c.symbols() : null));
  if (paid) return { kind: 'symbols', symbols: paid };
  const ins = clause(c);
  return ins ? { kind: 'action', instruction: ins } : null;
}

/** What follows the cost sentence on the same line ("If you do, draw 1."). */
function additionalCostRest(c: Cursor, body: Extract<AbilityBody, { kind: 'additional-cost' }>): AbilityBody | null {
  if (!c.eat('.') && !c.done) return null;
  if (c.done) return body;
  return withRestAsEffect(c, body);
}

const ADDITIONAL_COST_STARTS = firstKeys('If', 'You may', 'As you play', 'As an additional cost to play');

function additionalCost(c: Cursor): AbilityBody | null {
  if (!c.startsWithAny(ADDITIONAL_COST_STARTS)) return null;
  return c.try(() => {
    const condition = c.try(() => {
      if (!c.eat('If')) return null;
      const p = predicate(c);
      return p && c.eat(',') ? { kind: 'if' as const, predicate: p, form: 'if' as const } : null;
    });
    const body = additionalCostBody(c);
    if (body && condition) body.condition = condition;
    return body;
  });
}

function additionalCostBody(c: Cursor): Extract<AbilityBody, { kind: 'additional-cost' }> | null {
  return c.try(() => {
    const selfWord = (): 'me' | 'this' | null => c.eatOne('me', 'this');
    const done = (b: Extract<AbilityBody, { kind: 'additional-cost' }>, self: 'me' | 'this') => {
      if (self === 'this') b.selfWord = 'this';
      return additionalCostRest(c, b) as Extract<AbilityBody, { kind: 'additional-cost' }> | null;
    };
    if (c.eat('You may')) {
      const cost = additionalCostItem(c);
      if (!cost || !c.eat('as an additional cost to play')) return null;
      const self = selfWord();
      return self && done({ kind: 'additional-cost', cost: [cost], optional: true, form: 'You may X as an additional cost to play me' }, self);
    }
    if (c.eat('As you play')) {
      const self = selfWord();
      if (!self || !c.eat(', you may')) return null;
      const cost = additionalCostItem(c);
      if (!cost || !c.eat('as an additional cost')) return null;
      return done({ kind: 'additional-cost', cost: [cost], optional: true, form: 'As you play me, you may X as an additional cost' }, self);
    }
    if (c.eat('As an additional cost to play')) {
      const self = selfWord();
      if (!self || !c.eat(',')) return null;
      const optional = c.eat('you may');
      const ins = clause(c);
      if (!ins) return null;
      return done({ kind: 'additional-cost', cost: [{ kind: 'action', instruction: ins }], optional, form: 'As an additional cost to play me' }, self);
    }
    return null;
  });
}

// -- replacement ---------------------------------------------------------------------------------

function replacement(c: Cursor): AbilityBody | null {
  if (c.key() !== 'if' && c.key() !== 'the') return null;
  return c.try(() => {
    const form = c.eatOne('If', 'The next time');
    if (!form) return null;
    // a player ("If an opponent would draw") or an object ("If a battlefield would become contested")
    const player = c.try(() => { const p = playerRef(c); return p && c.sees('would') ? p : null; });
    const subject = player ?? c.try(() => (c.sees('I') ? selfRef(c, true) : null)) ?? selectRef(c) ?? selfRef(c);
    if (!subject || !c.eat('would')) return null;
    const verb = player ? c.eatOne('draw') : c.eatOne('die', 'be killed', 'move', 'deal damage', 'take damage', 'become contested');
    if (!verb) return null;
    const period = c.eatOne('this turn') ?? undefined;
    if (!c.eat(',')) return null;
    const condition = c.try(() => {
      if (!c.eat('if')) return null;
      const p = predicate(c);
      return p && c.eat(',') ? p : null;
    });
    // events on players and battlefields are read in their plain standing form only, the one the engine applies
    if ((player || verb === 'become contested') && (form !== 'If' || period || condition)) return null;
    const insteadFirst = c.eat('instead');
    const instead = insteadFirst ? c.try(() => { const e = effect(c); c.eat('.'); return e && c.done ? { eff: e } as { eff: Instruction[]; then?: Instruction[] } : null; }) : effectUntil(c, 'instead');
    if (!instead) return null;
    const spec: ReplacementSpec = { event: { kind: 'event', subject, verb }, instead: instead.eff, form };
    if (condition) spec.condition = condition;
    if (insteadFirst) spec.insteadFirst = true;
    if (instead.then) spec.then = instead.then;
    if (period) spec.period = period;
    return { kind: 'replacement', replacement: spec };
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

// -- spell ---------------------------------------------------------------------------------------

function spell(c: Cursor): AbilityBody | null {
  return c.try(() => {
    const eff = effect(c);
    return eff && c.done ? { kind: 'spell', effect: eff } : null;
  });
}

/** The gate of a line: "[Empowered][>]", "[Level 6][>]", "[Legion] —", "[Mighty] —". */
function gate(c: Cursor): Ability['gate'] | null {
  if (c.tok()?.t !== 'kw') return null;
  return c.try(() => {
    const k = c.keyword('Empowered', 'Level', 'Legion', 'Mighty', 'Vision');
    if (!k) return null;
    const form = c.eatOne('[>]', '—');
    return form ? { keyword: k, form } : null;
  });
}

/** Compile one line into abilities; null when the grammar cannot read it. */
export function abilityLine(c: Cursor): Ability[] | null {
  const kws = keywordLine(c);
  if (kws) return kws;
  const g = gate(c);
  const start = c.offset();
  const body = additionalCost(c) ?? activated(c) ?? triggered(c) ?? replacement(c) ?? passive(c) ?? spell(c);
  if (!body) return null;
  // the body was built for this line alone: it takes the span itself rather than a copy
  const ability = body as Ability;
  ability.span = [start, c.end()];
  if (g) ability.gate = g;
  return [ability];
}
