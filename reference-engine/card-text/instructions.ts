// Grammar of instructions (imperative clauses) and of effects (sequences of them).
import type { Amount, Condition, Duration, Instruction, InstructionBody, KeywordRef, LocationRef, ObjectRef, PassiveEffect, Predicate, ReplacementSpec, ResourceSymbol } from './ast.ts';
import { PhraseList, rememberedRule, type Cursor } from './cursor.ts';
import { isSingularActor, locationRef, objectRef, playerRef, pronounRef, selectRef, selfRef, singleRef, tokenSpec } from './refs.ts';
import { predicate } from './conditions.ts';
import { phaseTrigger } from './timing.ts';
import { amountPhrase, bonusDamage, delayedWhen } from './abilities.ts';
import { thirdPerson } from './verb-forms.ts';

/** Consume a verb in the form its actor needs. */
function verb(c: Cursor, base: string, actor: ObjectRef | undefined): boolean {
  return c.eat(isSingularActor(actor) ? thirdPerson(base) : base);
}

function amountNumber(c: Cursor): Amount | null {
  const n = c.number();
  if (n) return n.word ? { kind: 'number', value: n.value, word: true } : { kind: 'number', value: n.value };
  if (c.eat('X')) return { kind: 'x' };
  const that = c.eatOne('that much', 'that many');
  if (that) return { kind: 'that-much', form: that };
  return null;
}

function duration(c: Cursor): Duration {
  if (c.eat('this turn')) return 'this-turn';
  if (c.eat('this combat')) return 'this-combat';
  return 'permanent';
}

export function keywordList(c: Cursor): KeywordRef[] | null {
  const out: KeywordRef[] = [];
  for (;;) {
    const k = c.keyword();
    if (!k) break;
    const equal = k.value === undefined ? c.try(() => (c.eat('equal to') ? amountPhrase(c) : null)) : null;
    if (equal) k.equalTo = equal;
    // "have [Repeat] :rb_energy_2::rb_rune_chaos:": a keyword with its cost
    const cost = k.name === 'Repeat' ? c.symbols() : null;
    if (cost) k.cost = cost;
    out.push(k);
    if (c.sees(',') && c.tok(1)?.t === 'kw') { c.eat(','); continue; }
    if (c.sees(', and') && c.tok(2)?.t === 'kw') { c.eat(', and'); continue; }
    if (c.sees('and') && c.tok(1)?.t === 'kw') { c.eat('and'); continue; }
    break;
  }
  return out.length ? out : null;
}

type Body = InstructionBody;

/** One verb phrase. `actor` is the player or object doing it, when the clause names one. */
type VerbParser = (c: Cursor, actor: ObjectRef | undefined) => Body | null;
type SimpleKind = 'kill' | 'stun' | 'ready' | 'exhaust' | 'banish' | 'counter' | 'buff' | 'recycle' | 'reveal' | 'choose' | 'detach' | 'heal' | 'hide';

/** "<verb> <object>" instructions; `kw` is the bracketed keyword form ("[Stun] a unit"). */
function simple(base: string, kw: string | null, kind: SimpleKind): VerbParser {
  return (c, actor) => {
    const bracketed = !!(kw && c.keyword(kw));
    if (!bracketed && !verb(c, base, actor)) return null;
    const object = objectRef(c);
    if (!object) return null;
    return (bracketed ? { kind, object, bracketed } : { kind, object }) as Body;
  };
}

// Each instruction starts with its verb (or keyword): the parsers are looked up by that first
// word instead of tried one by one, which keeps compiling the whole card list fast.
const VERB_PARSERS: [string[], VerbParser[]][] = [
  [['reveal'], [revealTop, simple('reveal', null, 'reveal')]],
  [['spend'], [spendXp, (c) => spendOnly(c), spendBuff]],
  [['use'], [(c) => useOnly(c), (c) => spendOnly(c)]],
  [['reduce'], [reduceCost]],
  [['empower', 'disempower'], [empower]],
  [['recycle'], [recycleFrom, simple('recycle', null, 'recycle')]],
  [['double'], [doubleMight]],
  [['kill'], [simple('kill', null, 'kill')]],
  [['stun', '[stun]'], [simple('stun', 'Stun', 'stun')]],
  [['ready'], [simple('ready', null, 'ready')]],
  [['exhaust'], [simple('exhaust', null, 'exhaust')]],
  [['banish'], [simple('banish', null, 'banish')]],
  [['counter'], [simple('counter', null, 'counter')]],
  [['buff', '[buff]'], [simple('buff', 'Buff', 'buff')]],
  [['choose'], [(c) => modeHeader(c), simple('choose', null, 'choose')]],
  [['detach'], [simple('detach', null, 'detach')]],
  [['heal'], [simple('heal', null, 'heal')]],
  [['hide'], [simple('hide', null, 'hide')]],
  [['this'], [(c) => thisAbilityCosts(c)]],
  [['recall'], [recall]],
  [['move'], [move]],
  [['deal'], [deal, fight, (c, actor) => {
    // "The next spell you play this turn deals 1 Bonus Damage": a lasting change to the actor
    const effect = actor ? bonusDamage(c, actor) : null;
    return effect ? { kind: 'static-effect', effect, duration: 'permanent' } : null;
  }]],
  [['take', 'lose'], [takeControl]],
  [['replace'], [replaceWith]],
  [['put'], [put]],
  [['become'], [becomeCopy]],
  [['win'], [(c, actor) => (verb(c, 'win', actor) && c.eat('the game') ? { kind: 'win-game' } : null)]],
  [['do', 'then'], [(c) => doThis(c)]],
  [['ignore'], [ignoreCost]],
  [["can't"], [cantInstruction]],
  [['cost'], [costInstruction]],
  [['enter'], [enterInstruction]],
  [['draw'], [draw]],
  [['discard'], [discard]],
  [['channel'], [channel]],
  [['add', '[add]'], [(c) => add(c)]],
  [['give'], [give]],
  [['play'], [play]],
  [['return'], [returnToHand]],
  [['gain'], [gain, takeControl]],
  [['make'], [newChoices]],
  [['score'], [score]],
  [['pay'], [pay]],
  [['attach'], [attach]],
  [['look'], [look]],
  [['[predict]', '[burn]'], [(c) => predict(c)]],
  [['prevent'], [prevent]],
];
const VERB_INDEX = new Map<string, VerbParser[]>();
for (const [words, parsers] of VERB_PARSERS) {
  for (const w of words) {
    for (const form of w.startsWith('[') ? [w] : [w, thirdPerson(w)]) VERB_INDEX.set(form, [...(VERB_INDEX.get(form) ?? []), ...parsers]);
  }
}

/** The first word of an instruction, as the index knows it ("[assault 2]" → "[assault]"). */
function leadKey(c: Cursor): string | undefined {
  const tok = c.tok();
  if (tok?.t === 'kw') return `[${tok.name.toLowerCase()}]`;
  return c.key();
}

/** One verb phrase. `actor` is the player or object doing it, when the clause names one. */
function verbPhrase(c: Cursor, actor: ObjectRef | undefined): Body | null {
  const parsers = VERB_INDEX.get(leadKey(c) ?? '');
  if (!parsers) return null;
  for (const p of parsers) {
    const r = c.try(() => p(c, actor));
    if (r) return r;
  }
  return null;
}

function recall(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'recall', actor)) return null;
  const object = objectRef(c);
  if (!object) return null;
  return c.eat('exhausted') ? { kind: 'recall', object, exhausted: true } : { kind: 'recall', object };
}

function move(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'move', actor)) return null;
  const object = objectRef(c);
  if (!object) return null;
  const body: Extract<Body, { kind: 'move' }> = { kind: 'move', object };
  const either = c.try(() => (c.eat('to or from') ? locationRef(c) : null));
  if (either) { body.toOrFrom = either; return body; }
  const from = c.try(() => (c.eat('from') ? locationRef(c) : null));
  if (from) body.from = from;
  const to = c.try(() => (c.eat('to') ? locationRef(c) : null));
  if (to) body.to = to;
  else {
    const bare = c.eatOne('here', 'there');
    if (bare) { body.to = { kind: bare }; body.toForm = 'bare'; }
  }
  return body;
}

function deal(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'deal', actor)) return null;
  const amount = amountNumber(c);
  if (amount) {
    if (c.eat('damage split among')) {
      const among = objectRef(c);
      return among ? { kind: 'split-damage', amount, among, form: 'N damage split among' } : null;
    }
    if (!c.eat('to')) return null;
    const to = objectRef(c);
    return to ? { kind: 'deal-damage', amount, to, form: 'N to' } : null;
  }
  const after = c.try(() => {
    // "deal damage to a unit equal to the damage marked on it"
    const to = c.eat('damage to') ? objectRef(c) : null;
    const amount = to && c.eat('equal to') ? amountPhrase(c) : null;
    return to && amount ? { kind: 'deal-damage' as const, amount, to, form: 'damage to equal to' } : null;
  });
  if (after) return after;
  if (c.eat('damage equal to')) {
    const of = c.try(() => {
      if (c.eatOne('my Might', "my :rb_might:")) return { kind: 'might-of' as const, object: { kind: 'self' as const, word: 'my' as const } };
      if (c.eat('my [Assault]')) return { kind: 'keyword-value' as const, keyword: 'Assault', of: { kind: 'self' as const, word: 'my' as const } };
      if (c.eat('its Might')) return { kind: 'might-of' as const, object: { kind: 'pronoun' as const, word: 'its' } };
      if (c.eat('the number of')) {
        const what = objectRef(c);
        return what ? { kind: 'count' as const, of: what } : null;
      }
      return null;
    });
    if (!of) return null;
    if (c.eat('split among')) {
      const among = objectRef(c);
      return among ? { kind: 'split-damage', amount: of, among, form: 'damage equal to split among' } : null;
    }
    if (!c.eat('to')) return null;
    const to = objectRef(c);
    return to ? { kind: 'deal-damage', amount: of, to, form: 'damage equal to' } : null;
  }
  return null;
}

function draw(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'draw', actor)) return null;
  const amount = amountNumber(c);
  if (amount) return { kind: 'draw', amount };
  // "reveal a unit from among them and draw it"
  const object = c.try(() => pronounRef(c) ?? selectRef(c));
  return object ? { kind: 'draw', amount: { kind: 'number', value: 1 }, object } : null;
}

function discard(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'discard', actor)) return null;
  const amount = c.try(() => {
    const a = amountNumber(c);
    // "discard 1" but not "discard 1 unit"
    return a && !(c.key() ?? '').match(/^(unit|card|spell|gear)s?$/) ? a : null;
  });
  if (amount) return { kind: 'discard', amount };
  const hand = c.eatOne('their hand', 'your hand', 'their hands');
  if (hand) return { kind: 'discard', object: { kind: 'pronoun', word: hand } };
  const object = objectRef(c);
  return object ? { kind: 'discard', object } : null;
}

function channel(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'channel', actor)) return null;
  const amount = amountNumber(c);
  if (!amount || !c.eatOne('runes', 'rune')) return null;
  return c.eat('exhausted') ? { kind: 'channel', amount, exhausted: true } : { kind: 'channel', amount };
}

function add(c: Cursor): Body | null {
  const bracketed = !!c.keyword('Add');
  if (!bracketed && !c.eat('add')) return null;
  const syms = c.symbols();
  return syms ? { kind: 'add', resources: syms, bracketed } : null;
}

function give(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'give', actor)) return null;
  const object = objectRef(c);
  if (!object) return null;
  const each = c.eat('each');
  const mod = c.try(() => {
    const sign = c.eatOne('+', '-');
    if (!sign) return null;
    const amount = amountNumber(c);
    if (!amount || !c.eat(':rb_might:')) return null;
    return { sign: sign === '+' ? 1 as const : -1 as const, amount };
  });
  let keywords: KeywordRef[] | null = null;
  if (mod) {
    if (c.sees('and') && c.tok(1)?.t === 'kw') { c.eat('and'); keywords = keywordList(c); }
    const dur = duration(c);
    const body: Extract<Body, { kind: 'modify-might' }> = { kind: 'modify-might', object, amount: mod.amount, sign: mod.sign, duration: dur };
    if (each) body.each = true;
    if (keywords) body.keywords = keywords;
    const min = mightMinimum(c);
    if (min !== null) body.minimum = min;
    return body;
  }
  keywords = keywordList(c);
  if (!keywords || each) return null;
  return { kind: 'grant-keyword', object, keywords, duration: duration(c) };
}

/** What a passive or a lasting effect can forbid, as printed after "can't". */
export const CANT_ACTIONS = [
  'be chosen by enemy spells and abilities', 'be chosen by enemy spells', 'move to base', 'move from here to base', 'move from here', 'be readied',
  'attack', 'defend', 'be moved', 'move', 'be played here', 'be played', 'be killed', 'deal combat damage', 'score', 'hold', 'conquer',
  'play cards', 'play spells', 'play units', 'gain points', 'be countered', 'move it', 'take damage',
].sort((a, b) => b.length - a.length);
export const CANT_ACTION_LIST = new PhraseList(CANT_ACTIONS);

/** "It can't be chosen by enemy spells and abilities this turn": a lasting restriction on the actor. */
function cantInstruction(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!actor || !c.eat("can't")) return null;
  const action = c.eatAny(CANT_ACTION_LIST);
  if (!action) return null;
  const dur = duration(c);
  return dur === 'permanent' ? null : { kind: 'static-effect', effect: { kind: 'cant', subject: actor, action }, duration: dur };
}

/** "If you do, I cost :rb_energy_3: less": a cost change on the actor (the card itself). */
function costInstruction(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!actor || !verb(c, 'cost', actor)) return null;
  const delta = c.symbols();
  const dir = c.eatOne('less', 'more');
  if (!delta || !dir) return null;
  return { kind: 'static-effect', effect: { kind: 'cost-change', subject: actor, delta, sign: dir === 'less' ? -1 : 1, form: '' }, duration: 'permanent' };
}

/** "If you do, I enter ready.": how the actor (the card itself) enters the board. */
function enterInstruction(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!actor || !verb(c, 'enter', actor)) return null;
  const state = c.eatOne('ready', 'exhausted');
  return state ? { kind: 'static-effect', effect: { kind: 'enters', subject: actor, state }, duration: duration(c) } : null;
}

/** ", to a minimum of 1 :rb_might:" */
export function mightMinimum(c: Cursor): number | null {
  return c.try(() => {
    if (!c.eat(', to a minimum of')) return null;
    const n = c.digits();
    return n !== null && c.eat(':rb_might:') ? n : null;
  });
}

function play(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'play', actor)) return null;
  const start = c.offset();
  const token = tokenSpec(c);
  if (token) {
    const body: Extract<Body, { kind: 'create-token' }> = { kind: 'create-token', token };
    if (c.eat('exhausted')) body.exhausted = true;
    placeOf(c, body);
    if (!body.exhausted && c.eat('exhausted')) body.exhausted = true;
    return body;
  }
  void start;
  const object = objectRef(c);
  if (!object) return null;
  const body: Extract<Body, { kind: 'play' }> = { kind: 'play', object };
  // "play me from your trash": a self reference takes no restrictions, so the zone is the action's
  if (object.kind === 'self' && c.eat('from your trash')) body.from = 'your trash';
  placeOf(c, body);
  if (c.eat('exhausted')) body.exhausted = true;
  const forCost = c.try(() => (c.eat('for') ? c.symbols() : null));
  if (forCost) body.forCost = forCost;
  if (c.eat('this turn')) body.period = 'this turn';
  const reducing = c.try(() => (c.eat(', reducing its cost by') ? c.symbols() : null));
  if (reducing) body.reducingCostBy = reducing;
  const ignoring = c.try(() => (c.eat(', ignoring') ? c.eatOne('its Energy cost', 'any and all costs', 'its costs', 'its cost') : null));
  if (ignoring) body.ignoringCost = ignoring;
  return body;
}

/** Where a played card or token goes: "to a battlefield", "here", "into your base", "in your base". */
function placeOf(c: Cursor, body: { to?: LocationRef; toForm?: 'bare' | 'in' | 'into' | 'at' }): void {
  const to = c.try(() => (c.eat('to') ? locationRef(c) : null));
  if (to) { body.to = to; return; }
  const bare = c.eatOne('here', 'there');
  if (bare) { body.to = { kind: bare }; body.toForm = 'bare'; return; }
  const prep = c.try(() => {
    const p = c.eatOne('into', 'in', 'at');
    const at = p && c.sees('your base') ? locationRef(c) : null;
    return p && at ? { p, at } : null;
  });
  if (prep) { body.to = prep.at; body.toForm = prep.p as 'in'; }
}

const MODE_LIMITS = new PhraseList(["that hasn't been chosen this turn", 'to give me this turn', "you've not chosen this turn", "you haven't already chosen"]);

/** "Choose one —" at the end of a line; the modes are the lines that follow (filled in by the compiler). */
function modeHeader(c: Cursor): Body | null {
  if (!c.eat('choose one')) return null;
  const limit = c.eatAny(MODE_LIMITS);
  if (!c.eat('—') || !c.done) return null;
  return { kind: 'choose-mode', modes: [], form: limit ? `choose one ${limit}` : 'choose one' };
}

/** "ignore this spell's cost" */
function ignoreCost(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'ignore', actor)) return null;
  const start = c.offset();
  if (!c.eat("this spell's cost")) return null;
  return { kind: 'ignore-cost', object: { kind: 'self', word: 'this spell', span: [start, start + 'this spell'.length] } };
}

/** "do this: ..." / "then do this: ..." (the errata's way of making the rest one step). */
function doThis(c: Cursor): Body | null {
  const then = c.eat('then');
  if (!c.eat('do this:')) return null;
  const body = clauseSequence(c);
  if (!body) return null;
  return then ? { kind: 'do-this', body, then } : { kind: 'do-this', body };
}

/** "This ability costs :rb_energy_1: less for each friendly unit with [Temporary]." */
function thisAbilityCosts(c: Cursor): Body | null {
  const start = c.offset();
  if (!c.eat('This ability costs')) return null;
  const delta = c.symbols();
  const dir = c.eatOne('less', 'more');
  if (!delta || !dir) return null;
  const effect: Extract<PassiveEffect, { kind: 'cost-change' }> = { kind: 'cost-change', subject: { kind: 'self', word: 'this ability', span: [start, start + 12] }, delta, sign: dir === 'less' ? -1 : 1, form: '' };
  const each = c.try(() => (c.sees('for each') && c.eat('for') ? objectRef(c) : null));
  if (each) effect.forEach = each;
  return { kind: 'static-effect', effect, duration: 'permanent' };
}

function put(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'put', actor)) return null;
  const body: Extract<Body, { kind: 'put' }> = { kind: 'put', into: 'your hand', prep: 'into' };
  const top = c.try(() => {
    if (!c.eat('the top')) return null;
    const amount = amountNumber(c);
    if (!amount || !c.eat('cards of')) return null;
    const where = c.eatOne('your Main Deck');
    return where ? { amount, where } : null;
  });
  if (top) body.top = top;
  else {
    const amount = c.try(() => { const a = amountNumber(c); return a && (c.sees('into') || c.sees('in')) ? a : null; });
    if (amount) body.amount = amount;
    else {
      const object = c.try(() => pronounRef(c) ?? selectRef(c));
      if (!object) return null;
      body.object = object;
    }
  }
  const prep = c.eatOne('into', 'in');
  const into = prep && c.eatOne('your hand', 'your trash', 'its trash');
  if (!prep || !into) return null;
  body.prep = prep;
  body.into = into;
  const from = c.try(() => (c.eat('from') ? c.eatOne('your Champion Zone or the board') : null));
  if (from) body.from = from;
  return body;
}

function replaceWith(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'replace', actor)) return null;
  const object = locationRef(c);
  if (!object || object.kind !== 'battlefield' || !c.eat('with')) return null;
  const start = c.offset();
  const token = tokenSpec(c);
  return token ? { kind: 'replace', object: object.ref, with: { kind: 'token', token, span: [start, c.end()] } } : null;
}

function becomeCopy(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!actor || !verb(c, 'become', actor)) return null;
  const plural = c.eat('copies of');
  if (!plural && !c.eat('a copy of')) return null;
  const of = objectRef(c);
  if (!of) return null;
  return plural ? { kind: 'become-copy', object: actor, of, plural } : { kind: 'become-copy', object: actor, of };
}

function fight(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!actor || !c.eat('deal damage equal to')) return null;
  const form = c.eatOne('their Mights', 'our Mights');
  if (!form || !c.eat('to each other')) return null;
  return { kind: 'fight', pair: actor, form: form === 'their Mights' ? 'their' : 'our' };
}

function takeControl(c: Cursor, actor: ObjectRef | undefined): Body | null {
  const lose = verb(c, 'lose', actor);
  const gain = !lose && verb(c, 'gain', actor);
  if ((!lose && !gain && !verb(c, 'take', actor)) || !c.eat('control of')) return null;
  const object = objectRef(c);
  if (!object) return null;
  return lose ? { kind: 'take-control', object, lose } : gain ? { kind: 'take-control', object, gain } : { kind: 'take-control', object };
}

function newChoices(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'make', actor) || !c.eat('new choices for')) return null;
  const object = pronounRef(c) ?? objectRef(c);
  return object ? { kind: 'new-choices', object } : null;
}

function returnToHand(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'return', actor)) return null;
  const object = objectRef(c);
  const fromTrash = c.eat('from your trash');
  if (!object || !c.eat('to')) return null;
  const form = c.eatOne("its owner's hand", "my owner's hand", "their owner's hands", "their owners' hands", "their owner's hand", 'your hand', 'their hand', 'hand');
  if (!form) return null;
  return fromTrash ? { kind: 'return-to-hand', object, form, from: 'your trash' } : { kind: 'return-to-hand', object, form };
}

function gain(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'gain', actor)) return null;
  // "It gains [Shield 2] this combat"
  const kws = actor && keywordList(c);
  if (kws) return { kind: 'grant-keyword', object: actor, keywords: kws, duration: duration(c), gains: true };
  const amount = amountNumber(c);
  if (!amount) return null;
  if (c.eatOne('points', 'point')) return { kind: 'score', amount, verb: 'gain' };
  return c.eat('XP') ? { kind: 'gain-xp', amount } : null;
}

function score(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'score', actor)) return null;
  const amount = amountNumber(c);
  return amount && c.eatOne('points', 'point') ? { kind: 'score', amount } : null;
}

function spendBuff(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'spend', actor)) return null;
  const object = c.try(() => { const r = selectRef(c, { nounsOnly: ['buff'] }); return r; });
  return object ? { kind: 'spend-buff', object } : null;
}

function pay(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'pay', actor)) return null;
  const syms = c.symbols();
  return syms ? { kind: 'pay', cost: [{ kind: 'symbols', symbols: syms }] } : null;
}

function attach(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'attach', actor)) return null;
  const object = objectRef(c);
  if (!object || !c.eat('to')) return null;
  const to = objectRef(c);
  return to ? { kind: 'attach', object, to } : null;
}

function look(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'look', actor) || !c.eat('at the top')) return null;
  const amount = amountNumber(c);
  if (!amount || !c.eatOne('cards of', 'card of')) return null;
  const where = c.eatOne('your Main Deck', 'their Main Deck', "an opponent's Main Deck");
  return where ? { kind: 'look', amount, where } : null;
}

function revealTop(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'reveal', actor) || !c.eat('the top')) return null;
  const amount = c.try(() => amountNumber(c)) ?? { kind: 'number' as const, value: 1 };
  const noun = c.eatOne('cards', 'card', 'runes', 'rune');
  if (!noun || !c.eat('of')) return null;
  const where = c.eatOne('your Main Deck', 'their Main Deck', "an opponent's Main Deck", 'your rune deck', 'your Rune Deck');
  return where ? { kind: 'reveal-top', amount, noun: noun.startsWith('rune') ? 'rune' : 'card', where } : null;
}

function spendXp(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'spend', actor)) return null;
  const amount = amountNumber(c);
  return amount && c.eat('XP') ? { kind: 'spend-xp', amount } : null;
}

/** Longer purposes first (a stable sort keeps the printed order among equals). */
const SPEND_PURPOSES = new PhraseList(['to play spells', 'to play units', 'to play gear', 'to play gear or use gear abilities', 'to play cards', 'on spells', 'during showdowns', 'to play units or activated abilities of units'].sort((a, b) => b.length - a.length));
function spendOnly(c: Cursor): Body | null {
  const form = c.eatOne('Use only', 'Spend this Energy only', 'Spend this only');
  if (!form) return null;
  const purpose = c.eatAny(SPEND_PURPOSES);
  return purpose ? { kind: 'spend-only', purpose, form } : null;
}

function reduceCost(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'reduce', actor)) return null;
  const whose = c.eatOne('my cost', 'its cost', 'the cost of');
  if (!whose || whose === 'the cost of') return null;
  if (!c.eat('by')) return null;
  const by = c.symbols();
  return by ? { kind: 'reduce-cost', object: whose === 'my cost' ? { kind: 'self', word: 'my' } : { kind: 'pronoun', word: 'its' }, by } : null;
}

function useOnly(c: Cursor): Body | null {
  const head = c.eatOne('Use only', 'Use this ability only');
  if (!head) return null;
  const thisAbility = head === 'Use this ability only';
  const done = (b: Extract<Body, { kind: 'use-only' }>) => (thisAbility ? { ...b, thisAbility } : b);
  const limit = c.eatOne('once per turn', 'once each turn');
  if (limit) return done({ kind: 'use-only', limit });
  const form = c.eatOne('if', 'while');
  if (!form) return null;
  const p = predicate(c);
  return p ? done({ kind: 'use-only', condition: { kind: 'if', predicate: p, form: form as 'if' } }) : null;
}

function doubleMight(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'double', actor)) return null;
  const whose = c.eatOne('my Might', 'its Might');
  if (!whose) return null;
  return { kind: 'double-might', object: whose === 'my Might' ? { kind: 'self', word: 'my' } : { kind: 'pronoun', word: 'its' }, duration: duration(c) };
}

function predict(c: Cursor): Body | null {
  const k = c.keyword('Predict', 'Burn');
  if (!k) return null;
  return k.name === 'Predict' ? { kind: 'predict', amount: { kind: 'number', value: k.value ?? 1 } } : { kind: 'keyword-action', keyword: k };
}

/** "prevent the next 7 damage that would be dealt to it this turn" (rule 437.1.b.1). */
function prevent(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'prevent', actor) || !c.eat('the next')) return null;
  const amount = amountNumber(c);
  if (!amount || !c.eat('damage that would be dealt to')) return null;
  const to = objectRef(c);
  return to && c.eat('this turn') ? { kind: 'prevent-damage', to, amount, period: 'this turn', form: 'the next N damage' } : null;
}

function empower(c: Cursor, actor: ObjectRef | undefined): Body | null {
  const v = verb(c, 'empower', actor) ? 'empower' : verb(c, 'disempower', actor) ? 'disempower' : null;
  if (!v) return null;
  const object = objectRef(c);
  if (!object) return null;
  return v === 'disempower' ? { kind: 'empower', object, negated: true } : { kind: 'empower', object };
}

function recycleFrom(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'recycle', actor)) return null;
  const amount = amountNumber(c);
  return amount && c.eat('from your trash') ? { kind: 'recycle-from', amount, zone: 'trash' } : null;
}

const WOULD_VERBS = new PhraseList(['die', 'be killed', 'move', 'deal damage', 'take damage', 'be dealt damage', 'be recalled', 'leave the board']);

/** "the next time <subject> would <event> [this turn], <effect> instead" inside an effect. */
export function replacementClause(c: Cursor): Instruction | null {
  if (c.key() !== 'the' && c.key() !== 'if') return null;
  return c.try(() => {
    const start = c.offset();
    const form = c.eatOne('the next time', 'if');
    if (!form) return null;
    const subject = c.try(() => (c.sees('I') ? selfRef(c, true) : null)) ?? pronounRef(c) ?? selectRef(c) ?? selfRef(c);
    if (!subject || !c.eat('would')) return null;
    const verb = c.eatAny(WOULD_VERBS);
    if (!verb) return null;
    const period = c.eatOne('this turn') ?? undefined;
    if (!c.eat(',')) return null;
    // "The next time that unit would be dealt damage this turn, prevent it" (rule 437): no "instead"
    if (form === 'the next time' && verb === 'be dealt damage' && period && c.eat('prevent it')) {
      return { kind: 'prevent-damage', to: subject, period, form: 'the next time', span: [start, c.end()] };
    }
    const instead = effect(c, () => c.sees('instead'));
    if (!instead || !takeInstead(c, instead)) return null;
    const replacement: ReplacementSpec = { event: { kind: 'event', subject, verb }, instead, form };
    if (period) replacement.period = period;
    return { kind: 'replacement', replacement, span: [start, c.end()] };
  });
}

/** More verb phrases joined by ", ", ", and", "and" (inside a "[do X] to [do Y]" clause). */
function verbList(c: Cursor, actor: ObjectRef | undefined): Instruction[] {
  const out: Instruction[] = [];
  for (;;) {
    const next = c.try(() => {
      const j = c.eatOne(', and', ',', 'and');
      if (!j) return null;
      const v = verbPhrase(c, actor) as Instruction | null;
      if (v) v.join = j;
      return v;
    });
    if (!next) return out;
    out.push(next);
  }
}

/** The closing "instead" of a replacement: either next, or already read as the last clause's. */
export function takeInstead(c: Cursor, list: Instruction[]): boolean {
  if (c.eat('instead')) return true;
  const last = list[list.length - 1];
  if (!last?.instead) return false;
  // a copy: the clause itself may be a remembered reading
  const { instead: _instead, ...rest } = last;
  list[list.length - 1] = rest as Instruction;
  return true;
}

const CLAUSE = rememberedRule();
const CLAUSE_SEQUENCE = rememberedRule();

/** A clause: [actor] [must|may] verb phrase, with "[do X] to [do Y]" costs and trailing "if". */
export function clause(c: Cursor): Instruction | null {
  return c.remember(CLAUSE, readClause);
}

function readClause(c: Cursor): Instruction | null {
  return c.try(() => {
    const start = c.offset();
    const repl = replacementClause(c);
    if (repl) return repl;
    const delayed = c.try(() => {
      const t = c.try(() => { const p = phaseTrigger(c); return p && c.eat(',') ? p : null; }) ?? delayedWhen(c);
      if (!t) return null;
      const body = clauseSequence(c);
      return body ? ({ kind: 'delayed', trigger: t, effect: body, span: [start, c.end()] } as Instruction) : null;
    });
    if (delayed) return delayed;
    const cond = c.try(() => leadingCondition(c));
    if (cond) {
      const then = clauseSequence(c, false);
      if (!then) return null;
      return { kind: 'conditional', condition: cond, then, span: [start, c.end()] } as Instruction;
    }
    const actor = c.try(() => {
      const a = playerRef(c) ?? c.try(() => (c.sees('I') ? selfRef(c, true) : null)) ?? c.try(() => { const r = singleRef(c); return r && r.kind !== 'token' ? r : null; });
      // an actor is followed by a verb; "you may" is handled below
      return a && !c.sees(',') && !c.done ? a : null;
    });
    const tryBody = (act: ObjectRef | undefined): Instruction | null => c.try(() => {
      const mayOrMust = c.eatOne('may', 'must');
      const body = verbPhrase(c, mayOrMust ? undefined : act);
      if (!body) return null;
      let ins: Instruction = body as Instruction;
      // "[do X] to [do Y]": X is a cost (355.10.c.1)
      const costTo = c.try(() => {
        const costs = [ins, ...verbList(c, mayOrMust ? undefined : act)];
        if (!c.eat('to')) return null;
        const first = verbPhrase(c, undefined) as Instruction | null;
        return first ? { costs, effects: [first, ...verbList(c, undefined)] } : null;
      });
      if (costTo) ins = { kind: 'cost-to', cost: costTo.costs, effect: costTo.effects };
      const insteadOf = c.try(() => (c.eat('instead of') ? c.symbols() : null));
      if (mayOrMust === 'may') ins = { kind: 'optional', body: ins };
      if (insteadOf) ins.insteadOf = insteadOf;
      if (mayOrMust === 'must') ins.must = true;
      if (act) ins.actor = act;
      return ins;
    });
    const ins = (actor ? tryBody(actor) : null) ?? (actor ? null : tryBody(undefined));
    if (!ins) return null;
    // trailing condition: "..., if you control a battlefield"
    const trailing = c.try(() => {
      const form = c.eatOne('if', 'unless');
      if (!form) return null;
      const p = predicate(c);
      return p ? { kind: 'if' as const, predicate: p, form: form as 'if' } : null;
    });
    if (c.eat('instead')) ins.instead = true;
    // "[Add] :rb_rune_rainbow: at the start of your next Main Phase": a delayed trigger
    const later = c.try(() => phaseTrigger(c));
    if (later) return { kind: 'delayed', trigger: later, effect: [ins], trailing: true, span: [start, c.end()] } as Instruction;
    let out: Instruction = trailing ? { kind: 'conditional', condition: trailing, then: [ins], trailing: true } : ins;
    // "draw 1 for each battlefield you control": once per matching object
    const each = c.try(() => (c.sees('for each') && c.eat('for') ? objectRef(c) : null));
    if (each) out = { kind: 'repeat-for-each', body: [out], each };
    out.span = [start, c.end()];
    return out;
  });
}

/** "If <predicate>," at the head of a clause. */
function leadingCondition(c: Cursor): Condition | null {
  const form = c.eatOne('If', 'Then, if');
  if (!form) return null;
  const p: Predicate | null = predicate(c);
  if (!p || !c.eat(',')) return null;
  return { kind: 'if', predicate: p, form: form === 'If' ? 'if' : ('then-if' as 'if') };
}

const JOINERS = new PhraseList([', then', 'then', ', and', 'and', ', or', 'or', ',']);

/** "For each friendly unit, ..." */
function forEachLead(c: Cursor): Instruction | null {
  if (c.key() !== 'for') return null;
  return c.try(() => {
    const start = c.offset();
    if (!c.sees('For each') || !c.eat('For')) return null;
    const each = objectRef(c);
    if (!each || !c.eat(',')) return null;
    const body = clauseSequence(c);
    return body ? { kind: 'repeat-for-each', body, each, leading: true, span: [start, c.end()] } : null;
  });
}

/** The same verb again without repeating it: "... and 1 to each other enemy unit there", "... and another unit -2 :rb_might: this turn". */
function gapped(c: Cursor, prev: Instruction): Instruction | null {
  return c.try((): Instruction | null => {
    const start = c.offset();
    if (prev.kind === 'deal-damage' && prev.form === 'N to') {
      const amount = amountNumber(c);
      const to = amount && c.eat('to') ? objectRef(c) : null;
      return amount && to ? { kind: 'deal-damage', amount, to, form: 'N to', verbShared: true, span: [start, c.end()] } : null;
    }
    if (prev.kind === 'modify-might') {
      const object = objectRef(c);
      const sign = object && c.eatOne('+', '-');
      const amount = sign ? amountNumber(c) : null;
      if (!object || !amount || !c.eat(':rb_might:')) return null;
      const ins: Instruction = { kind: 'modify-might', object, amount, sign: sign === '+' ? 1 : -1, duration: duration(c), verbShared: true, span: [start, c.end()] };
      const min = mightMinimum(c);
      if (min !== null) ins.minimum = min;
      return ins;
    }
    return null;
  });
}

/** Clauses joined within one sentence. Stops before '.' or end. */
export function clauseSequence(c: Cursor, allowLeadingIf = true): Instruction[] | null {
  void allowLeadingIf;
  return c.remember(CLAUSE_SEQUENCE, readClauseSequence);
}

function readClauseSequence(c: Cursor): Instruction[] | null {
  const lead = forEachLead(c);
  if (lead) return [lead];
  const first = clause(c);
  if (!first) return null;
  const out = [first];
  for (;;) {
    const next = c.try(() => {
      const j = c.eatAny(JOINERS);
      if (!j) return null;
      const start = c.offset();
      let ins = c.try(() => clause(c));
      // "Each player discards their hand, then draws 4": the verb keeps the previous actor
      const actor = out[out.length - 1].actor;
      if (!ins && actor) {
        const body = verbPhrase(c, actor) as Instruction | null;
        if (body) ins = { ...body, actor, actorShared: true, span: [start, c.end()] };
      }
      if (!ins) ins = gapped(c, out[out.length - 1]);
      if (!ins) return null;
      // a copy: the clause may be a remembered reading, read again elsewhere without the joiner
      return { ...ins, join: j } as Instruction;
    });
    if (!next) break;
    out.push(next);
  }
  return out;
}

/** Sentences of instructions: an effect. Each sentence ends with '.', except possibly the last. */
export function effect(c: Cursor, stop?: () => boolean): Instruction[] | null {
  const out: Instruction[] = [];
  for (;;) {
    if (c.done || stop?.()) break;
    // "Otherwise, ..." is the else branch of the conditional sentence before it
    const prev = out[out.length - 1];
    if (prev?.kind === 'conditional' && !prev.otherwise && c.eat('Otherwise,')) {
      const otherwise = clauseSequence(c);
      if (!otherwise) return null;
      out[out.length - 1] = { ...prev, otherwise };
      if (!c.eat('.')) break;
      continue;
    }
    const leadThen = out.length > 0 && !c.sees('Then,') && !c.sees('Then do this') && c.eat('Then');
    const sentence = clauseSequence(c);
    if (!sentence) return null;
    // the joiner goes on a copy: the sentence may be a remembered reading
    if (out.length) out.push({ ...sentence[0], join: leadThen ? '. Then' : '.' } as Instruction, ...sentence.slice(1));
    else out.push(...sentence);
    // a replacement's effect ends with the clause that says "instead"
    if (stop && out[out.length - 1].instead) break;
    if (!c.eat('.')) break;
  }
  return out.length ? out : null;
}

void pronounRef;
void ({} as LocationRef | ResourceSymbol);
