// Clauses and effects: a clause is [condition] [actor] [may|must] verb phrase [if ...]; clauses join
// into sentences, sentences into an effect. Also the clause-shaped verb phrases: "do this: ...",
// "choose one —", and the replacement written inside an effect.
import type { Condition, Instruction, ObjectRef, Predicate, ReplacementSpec } from '../ast.ts';
import { PhraseList, rememberedRule, type Cursor } from '../cursor.ts';
import { delayedWhen, nextTime } from '../abilities/triggered.ts';
import { quotedAbility } from '../abilities/line.ts';
import { predicate } from '../conditions.ts';
import { amountNumber, mightMinimum } from '../refs/amounts.ts';
import { objectRef, singleRef } from '../refs/objects.ts';
import { isSingularActor, playerRef } from '../refs/players.ts';
import { selectRef } from '../refs/selection.ts';
import { pronounRef, selfRef } from '../refs/self-and-pronouns.ts';
import { possessiveRef } from '../refs/possessive.ts';
import { phaseTrigger } from '../timing.ts';
import { duration, type Body } from './verb-parts.ts';
import { verbPhrase } from './verb-phrase.ts';
import { repeatForTags } from './tags.ts';

const MODE_LIMITS = new PhraseList(["that hasn't been chosen this turn", 'to give me this turn', "you've not chosen this turn", "you haven't already chosen"]);

/** "Choose one —" at the end of a line; the modes are the lines that follow (filled in by the compiler). */
export function modeHeader(c: Cursor): Body | null {
  if (!c.eat('choose one')) return null;
  const limit = c.eatAny(MODE_LIMITS);
  if (!c.eat('—') || !c.done) return null;
  return { kind: 'choose-mode', modes: [], form: limit ? `choose one ${limit}` : 'choose one' };
}

/** "Then, do the following based on the discarded card's type:" at the end of a line; its cases are the lines that follow (387.1.b). */
export function doFollowing(c: Cursor): Body | null {
  const then = c.eat('then') && c.eat(',');
  if (!c.eat("do the following based on the discarded card's type") || !c.eat(':') || !c.done) return null;
  return { kind: 'do-following', basedOn: "the discarded card's type", modes: [], ...(then ? { then } : {}) };
}

/** "Do one of the following based on its domain:" at the end of a line; its cases are the lines that follow, labelled by rune symbols. */
export function doOneOfFollowing(c: Cursor): Body | null {
  if (!c.eat('do one of the following based on its domain') || !c.eat(':') || !c.done) return null;
  return { kind: 'do-one-of-following', basedOn: 'its domain', modes: [] };
}

/** "When you burn a unit this way, do this: ...": a reflexive trigger on what the [Burn] before put in the trash. */
export function whenThisWay(c: Cursor): Body | null {
  if (!c.eat('When you burn')) return null;
  const object = selectRef(c);
  if (!object || !c.eat('this way, do this:')) return null;
  const body = clauseSequence(c);
  return body ? { kind: 'when-this-way', verb: 'burn', object, body } : null;
}

const TIMES: Record<string, number> = { twice: 2, 'three times': 3, 'four times': 4 };

/** "do this: ..." / "then do this: ..." (the errata's way of making the rest one step); "do this twice:", "do this 3 times:" (387.1.a). */
export function doThis(c: Cursor): Body | null {
  const then = c.eat('then');
  if (!c.eat('do this')) return null;
  const word = c.eatOne('twice', 'three times', 'four times');
  const times = word
    ? TIMES[word]
    : c.try(() => {
        const n = c.digits();
        return n !== null && n > 1 && c.eat('times') ? n : null;
      });
  if (!c.eat(':')) return null;
  const body = clauseSequence(c);
  if (!body) return null;
  return { kind: 'do-this', body, ...(then ? { then } : {}), ...(times ? { times } : {}) };
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
    // "This turn, that unit has "When I conquer, ..."": an ability granted for the turn
    const granted = c.key() === 'this' && c.key(1) === 'turn' ? grantedThisTurn(c) : null;
    if (granted) return { ...granted, span: [start, c.end()] };
    if (c.key() === 'starting' && c.eat('Starting with the next player,')) {
      const body = clauseSequence(c);
      return body ? ({ kind: 'in-turn-order', body, span: [start, c.end()] } as Instruction) : null;
    }
    const delayed = c.try(() => {
      const t =
        c.try(() => {
          const p = phaseTrigger(c);
          return p && c.eat(',') ? p : null;
        }) ?? delayedWhen(c);
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
      const a =
        playerRef(c) ??
        c.try(() => (c.sees('I') ? selfRef(c, true) : null)) ??
        c.try(() => {
          const r = singleRef(c);
          return r && r.kind !== 'token' ? r : null;
        });
      // an actor is followed by a verb; "you may" is handled below
      return a && !c.sees(',') && !c.done ? a : null;
    });
    const tryBody = (act: ObjectRef | undefined): Instruction | null =>
      c.try(() => {
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
    // "Kill it now instead": now, not at the later moment of the instruction it replaces
    if (c.sees('now instead') && c.eat('now')) ins.now = true;
    if (c.eat('instead')) ins.instead = true;
    // "[Add] :rb_rune_rainbow: at the start of your next Main Phase": a delayed trigger
    const later = c.try(() => phaseTrigger(c)) ?? nextTime(c);
    if (later) return { kind: 'delayed', trigger: later, effect: [ins], trailing: true, span: [start, c.end()] } as Instruction;
    let out: Instruction = trailing ? { kind: 'conditional', condition: trailing, then: [ins], trailing: true } : ins;
    // "draw 1 for each battlefield you control": once per matching object
    // "... for each of the following tags among ...": once per listed tag (before "each" alone reads as a reference)
    const perTag = repeatForTags(c, out);
    const each = perTag ? null : c.try(() => (c.sees('for each') && c.eat('for') ? objectRef(c) : null));
    if (perTag) out = perTag;
    else if (each) out = { kind: 'repeat-for-each', body: [out], each };
    out.span = [start, c.end()];
    return out;
  });
}

/** "This turn, that unit has "<ability>"". */
function grantedThisTurn(c: Cursor): Instruction | null {
  return c.try(() => {
    if (!c.eat('This turn,')) return null;
    const object = pronounRef(c) ?? selfRef(c) ?? selectRef(c);
    if (!object || !c.eat(isSingularActor(object) ? 'has' : 'have')) return null;
    const ability = quotedAbility(c);
    return ability ? { kind: 'grant-ability', object, ability, duration: 'this-turn', leading: true } : null;
  });
}

/** "This turn, double a unit's Might and give it "<ability>"" (Dominus): one lead lasting over both instructions. */
function thisTurnOverTwo(c: Cursor): Instruction[] | null {
  return c.try(() => {
    const start = c.offset();
    if (!c.eat('This turn,') || !c.eat('double')) return null;
    const object = c.try(() => {
      const o = possessiveRef(c);
      return o && c.eat('Might') ? o : null;
    });
    if (!object) return null;
    const doubled: Instruction = { kind: 'double-might', object, duration: 'this-turn', leading: true, span: [start, c.end()] };
    const gStart = c.offset();
    if (!c.eat('and') || !c.eat('give')) return null;
    const to = pronounRef(c);
    const ability = to ? quotedAbility(c) : null;
    if (!to || !ability) return null;
    return [doubled, { kind: 'grant-ability', object: to, ability, duration: 'this-turn', given: true, join: 'and', span: [gStart, c.end()] }];
  });
}

/** "If <predicate>," at the head of a clause. */
function leadingCondition(c: Cursor): Condition | null {
  const form = c.eatOne('If', 'Then, if', 'Then if');
  if (!form) return null;
  const p: Predicate | null = predicate(c);
  if (!p || !c.eat(',')) return null;
  return { kind: 'if', predicate: p, form: form === 'If' ? 'if' : form === 'Then if' ? ('then-if-bare' as 'if') : ('then-if' as 'if') };
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
      // "..., then an additional +1 :rb_might: this turn if ...": the same object again
      const additional = c.eat('an additional');
      const object: ObjectRef | null = additional ? { kind: 'pronoun', word: 'it' } : objectRef(c);
      const sign = object && c.eatOne('+', '-');
      const amount = sign ? amountNumber(c) : null;
      if (!object || !amount || !c.eat(':rb_might:')) return null;
      const ins: Instruction = {
        kind: 'modify-might',
        object,
        amount,
        sign: sign === '+' ? 1 : -1,
        duration: duration(c),
        verbShared: true,
        span: [start, c.end()],
      };
      const min = mightMinimum(c);
      if (min !== null) ins.minimum = min;
      if (!additional) return ins;
      ins.additional = true;
      const trailing = c.try(() => (c.eat('if') ? predicate(c) : null));
      return trailing
        ? { kind: 'conditional', condition: { kind: 'if', predicate: trailing, form: 'if' }, then: [ins], trailing: true, span: [start, c.end()] }
        : ins;
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
  const thisTurn = c.key() === 'this' && c.key(1) === 'turn' ? thisTurnOverTwo(c) : null;
  if (thisTurn) return thisTurn;
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
    // "Then, choose an opponent." (but "Then, if ..." is a condition's own form)
    const leadThenComma = out.length > 0 && c.sees('Then,') && !c.sees('Then, if') && c.eat('Then,');
    const leadThen = leadThenComma || (out.length > 0 && !c.sees('Then,') && !c.sees('Then do this') && c.eat('Then'));
    const sentence = clauseSequence(c);
    if (!sentence) return null;
    // the joiner goes on a copy: the sentence may be a remembered reading
    if (out.length) out.push({ ...sentence[0], join: leadThenComma ? '. Then,' : leadThen ? '. Then' : '.' } as Instruction, ...sentence.slice(1));
    else out.push(...sentence);
    // a replacement's effect ends with the clause that says "instead"
    if (stop && out[out.length - 1].instead) break;
    if (!c.eat('.')) break;
  }
  return out.length ? out : null;
}
