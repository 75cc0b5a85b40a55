// What a text targets, and why: the targeting exceptions (v1.4 355.5–355.17) decided on the tree.
//
// Every object, player, zone or location the text mentions becomes a Mention with the rule that
// decides whether it is a target. Rule ids are v1.4 numbers; callers map them to other editions
// through the rules crosswalk. `edition` only changes a decision where the editions disagree
// (before v1.4 the destination of a move was a target; v1.4 made it a permission of the action).
//
// Long file: one Analyzer walks the whole tree, a method per kind of node, deciding each mention as it
// goes; split up, that one decision procedure would be scattered over files that only make sense together.
import type {
  Ability,
  CompiledText,
  Cost,
  Diagnostic,
  EventPattern,
  Filter,
  Instruction,
  LocationRef,
  ObjectNoun,
  ObjectRef,
  Predicate,
  Span,
  Trigger,
} from './ast.ts';
import { compileCardText } from './compile.ts';

export type MentionKind = 'unit' | 'gear' | 'spell' | 'card' | 'player' | 'battlefield' | 'location' | 'zone' | 'buff' | 'rune' | 'object';

export interface Mention {
  phrase: string;
  span: [number, number];
  what: MentionKind;
  target: boolean;
  /** the v1.4 rule that decides it, e.g. '355.10.d'. */
  rule: string;
  /** one line, in our own words. */
  why: string;
}

export interface TargetAnalysis {
  /** the normalised text the spans point into. */
  normalized: string;
  mentions: Mention[];
  diagnostics: Diagnostic[];
}

export interface TargetOptions {
  /** the edition whose decisions apply (rule ids stay v1.4 numbers). Default 'v1.4'. */
  edition?: string;
}

/** Why a mention is looked at: the part of the ability it sits in. */
type Role = 'effect' | 'cost' | 'trigger' | 'replacement' | 'passive' | 'condition';

interface Context {
  role: Role;
  /** someone other than the ability's controller picks (355.10.e). */
  otherChooser?: string;
  must?: boolean;
  optional?: boolean;
  split?: boolean;
}

const HIDDEN_ZONES = new Set(['hand', 'main-deck', 'rune-deck']);
const ZONE_NAMES: Record<string, string> = {
  hand: 'hand',
  'main-deck': 'Main Deck',
  'rune-deck': 'rune deck',
  trash: 'trash',
  'champion-zone': 'Champion Zone',
};

type Determiner = Extract<ObjectRef, { kind: 'select' }>['determiner'];
/** Determiners under which a battlefield is picked by someone. */
const ONE_BATTLEFIELD_CHOSEN: ReadonlySet<Determiner> = new Set(['a', 'number', 'another', 'up-to', 'any-number']);
/** Determiners under which objects are picked by someone rather than all taken. */
const CHOSEN: ReadonlySet<Determiner> = new Set(['a', 'number', 'another', 'one-of', 'one-of-their', 'one-of-its', 'one-or-more', 'up-to', 'any-number']);

function whatOf(nouns: ObjectNoun[]): MentionKind {
  if (nouns.length !== 1) return 'object';
  switch (nouns[0]) {
    case 'unit':
    case 'champion':
      return 'unit';
    case 'gear':
    case 'equipment':
      return 'gear';
    case 'spell':
    case 'ability':
      return 'spell';
    case 'card':
      return 'card';
    case 'rune':
      return 'rune';
    case 'battlefield':
      return 'battlefield';
    case 'buff':
      return 'buff';
    case 'player':
    case 'opponent':
      return 'player';
    case 'location':
      return 'location';
    default:
      return 'object';
  }
}

class Analyzer {
  readonly mentions: Mention[] = [];
  constructor(
    readonly text: string,
    readonly edition: string,
  ) {}

  private add(span: Span | undefined, what: MentionKind, target: boolean, rule: string, why: string): void {
    if (!span) return;
    this.mentions.push({ phrase: this.text.slice(span[0], span[1]), span: [span[0], span[1]], what, target, rule, why });
  }

  /** A mention outside the effect proper: a cost, a trigger condition, a replacement, a passive ability. */
  private roleException(ctx: Context): { rule: string; why: string } | null {
    switch (ctx.role) {
      case 'cost':
        return { rule: '355.10.c', why: 'named only in a cost, which is paid, not targeted' };
      case 'trigger':
        return { rule: '355.10.c', why: 'named only in the trigger condition' };
      case 'replacement':
        return { rule: '355.10.c', why: 'named only in a replacement effect' };
      case 'passive':
        return { rule: '355.10', why: 'a passive ability: only spells, activated and triggered abilities have targets' };
      case 'condition':
        return { rule: '355.10.d', why: 'named in a condition the game checks; nobody chooses it' };
      default:
        return null;
    }
  }

  ref(r: ObjectRef, ctx: Context, slot: 'object' | 'actor' = 'object'): void {
    const role = this.roleException(ctx);
    switch (r.kind) {
      case 'self':
        this.add(r.span, 'object', false, role?.rule ?? '355.10.d', role?.why ?? 'the card itself: there is nothing to choose');
        return;
      case 'pronoun':
        this.add(r.span, 'object', false, role?.rule ?? '355.10.d', role?.why ?? 'refers back to something already identified; no new choice');
        return;
      case 'token':
        this.add(r.span, 'unit', false, role?.rule ?? '355.10.d', role?.why ?? 'a new token the effect creates; no existing object is chosen');
        return;
      case 'both':
        for (const p of r.parts) this.ref(p, ctx, slot);
        return;
      case 'location':
        this.location(r.where, ctx, 'restriction');
        return;
      case 'player':
        this.player(r, ctx, slot);
        return;
      case 'select':
        this.select(r, ctx);
        return;
    }
  }

  private player(r: Extract<ObjectRef, { kind: 'player' }>, ctx: Context, slot: 'object' | 'actor'): void {
    const role = this.roleException(ctx);
    if (role) return this.add(r.span, 'player', false, role.rule, role.why);
    switch (r.who) {
      case 'you':
        return this.add(r.span, 'player', false, '355.10.d', 'you: the only possible player, no choice');
      case 'each-player':
      case 'each-opponent':
      case 'players':
      case 'your-opponents':
      case 'everyone':
      case 'you-or-ally':
      case 'opponents':
        return this.add(r.span, 'player', false, '355.10.d', 'every such player is affected; no choice');
      case 'its-controller':
      case 'its-owner':
      case 'that-player':
      case 'they':
        return this.add(r.span, 'player', false, '355.10.d', 'determined by another object, not chosen');
      default:
        return this.add(
          r.span,
          'player',
          true,
          '355.7',
          slot === 'actor' ? 'a player the controller chooses to perform the instruction' : 'a player the controller chooses',
        );
    }
  }

  /** A battlefield, base, "here"... `use` says how it appears. */
  location(l: LocationRef, ctx: Context, use: 'restriction' | 'destination' | 'selector'): void {
    const role = this.roleException(ctx);
    const span = l.span;
    if (l.kind === 'battlefield') {
      const inner = l.ref;
      if (inner.kind !== 'select') {
        return this.add(inner.span ?? span, 'battlefield', false, role?.rule ?? '355.10.d', role?.why ?? 'refers back to a battlefield already identified');
      }
      if (role) return this.add(inner.span, 'battlefield', false, role.rule, role.why);
      const singleChoice = ONE_BATTLEFIELD_CHOSEN.has(inner.determiner);
      if (!singleChoice) {
        return this.add(inner.span, 'battlefield', false, '355.10.d', 'every such battlefield counts; none is chosen');
      }
      if (ctx.must) return this.add(inner.span, 'battlefield', false, '355.10.f', 'part of an instruction a player must complete: chosen on resolution');
      if (ctx.otherChooser) return this.add(inner.span, 'battlefield', false, '355.10.e', `chosen by ${ctx.otherChooser}, not by the controller`);
      if (use === 'restriction') {
        return this.add(inner.span, 'battlefield', false, '355.10.b', 'only restricts which objects may be chosen');
      }
      if (use === 'destination') {
        if (this.edition === 'v1.4')
          return this.add(inner.span, 'battlefield', false, '355.10.b', 'only a restriction or permission for where the action goes');
        return this.add(inner.span, 'battlefield', true, '355.10.b', 'a destination chosen for the action (a target before v1.4)');
      }
      return this.add(inner.span, 'battlefield', true, '355.10.d', 'the battlefield is chosen; the objects there are then selected by the game');
    }
    // "in combat", "from face down" describe circumstances, not places anyone could choose
    if (l.kind === 'zone' || l.kind === 'combat' || l.kind === 'timing' || l.kind === 'everywhere') return;
    const fixed =
      l.kind === 'here'
        ? 'the location of the card itself'
        : l.kind === 'there'
          ? 'a location already identified'
          : l.kind === 'location-of'
            ? 'the location of an object already identified'
            : 'a base fixed by the text';
    this.add(span, 'location', false, role?.rule ?? '355.10.d', role?.why ?? `${fixed}; no choice`);
  }

  private filters(filters: Filter[], ctx: Context, selector: boolean): void {
    for (const f of filters) {
      if (f.kind === 'location') this.location(f.at, ctx, selector ? 'selector' : 'restriction');
      if (f.kind === 'might-relative') this.ref(f.than, { ...ctx, role: ctx.role === 'effect' ? 'condition' : ctx.role });
      // what another spell chooses is read from it, not chosen by this one
      if (f.kind === 'chooses')
        for (const r of [f.object, ...(f.noOther ? [f.noOther] : [])]) this.ref(r, { ...ctx, role: ctx.role === 'effect' ? 'condition' : ctx.role });
    }
  }

  private select(r: Extract<ObjectRef, { kind: 'select' }>, ctx: Context): void {
    const what = whatOf(r.nouns);
    const role = this.roleException(ctx);
    if (role) {
      this.add(r.span, what, false, role.rule, role.why);
      this.filters(r.filters, ctx, false);
      return;
    }
    // cards looked at or revealed from a deck stay in that deck, a zone that is not public
    if (r.filters.some((f) => f.kind === 'among')) {
      this.add(r.span, what, false, '355.10.a', 'among cards looked at or revealed from a deck, which is not a public zone');
      this.filters(r.filters, ctx, false);
      return;
    }
    const zone = r.filters.find((f): f is Extract<Filter, { kind: 'zone' }> => f.kind === 'zone');
    if (zone && HIDDEN_ZONES.has(zone.zone)) {
      this.add(r.span, what, false, '355.10.a', `in a ${ZONE_NAMES[zone.zone]}, which is not a public zone`);
      this.filters(r.filters, ctx, false);
      return;
    }
    // "split among enemy units at battlefields": the units the damage is split among are chosen, each a target (355.14.a)
    const chooses = CHOSEN.has(r.determiner) || (ctx.split === true && r.determiner === 'bare');
    if (!chooses) {
      const why =
        r.determiner === 'your' || r.determiner === 'the'
          ? 'only one object can ever match; no choice'
          : 'selected by the game from its characteristics, not chosen';
      this.add(r.span, what, false, '355.10.d', why);
      // "all units at a battlefield": the battlefield is what gets chosen
      this.filters(r.filters, ctx, true);
      return;
    }
    if (ctx.must) {
      this.add(r.span, what, false, '355.10.f', 'part of an instruction a player must complete: chosen on resolution');
      this.filters(r.filters, ctx, false);
      return;
    }
    if (ctx.otherChooser) {
      this.add(r.span, what, false, '355.10.e', `chosen by ${ctx.otherChooser}, not by the controller`);
      this.filters(r.filters, ctx, false);
      return;
    }
    let rule = '355.7';
    let why = 'chosen by the controller when the ability is put on the chain';
    if (r.filters.some((f) => f.kind === 'total-might')) {
      rule = '355.11';
      why = 'a group chosen together that must meet a collective restriction';
    } else if (ctx.split) {
      rule = '355.14.a';
      why = 'each unit chosen to share split damage is a target';
    } else if (r.determiner === 'up-to' || r.determiner === 'any-number') {
      rule = '355.13';
      why = 'any number of them may be chosen, including none';
    } else if (ctx.optional) {
      rule = '355.12';
      why = 'chosen up front even though performing the action is optional';
    } else if (zone) {
      rule = '355.10.a';
      why = `in a ${ZONE_NAMES[zone.zone] ?? zone.zone}, a public zone, so still a target`;
    }
    this.add(r.span, what, true, rule, why);
    this.filters(r.filters, ctx, false);
  }

  instructions(list: Instruction[], ctx: Context): void {
    for (const i of list) this.instruction(i, ctx);
  }

  instruction(i: Instruction, outer: Context): void {
    let ctx: Context = outer;
    if (i.actor) {
      // an actor shared with the clause before was already reported there
      if (!i.actorShared) this.ref(i.actor, outer, 'actor');
      const a = i.actor;
      const isYou = a.kind === 'player' && a.who === 'you';
      if (!isYou && a.kind === 'player') ctx = { ...ctx, otherChooser: 'another player' };
    }
    if (i.must) ctx = { ...ctx, must: true };
    switch (i.kind) {
      case 'kill':
      case 'stun':
      case 'ready':
      case 'exhaust':
      case 'banish':
      case 'counter':
      case 'buff':
      case 'recycle':
      case 'reveal':
      case 'choose':
      case 'detach':
      case 'heal':
      case 'hide':
      case 'recall':
      case 'return-to-hand':
        return this.ref(i.object, ctx);
      case 'spend-buff':
        // a buff is a counter, no game object, and the units holding one are not named (745.1.b)
        if (this.roleException(ctx) || i.object.kind !== 'select') return this.ref(i.object, ctx);
        return this.add(i.object.span, 'buff', false, '355.10', 'a buff is no game object: whose buff is spent is picked as it resolves');
      case 'discard':
        if (i.object) this.ref(i.object, ctx);
        return;
      case 'move':
        this.ref(i.object, ctx);
        if (i.from) this.location(i.from, ctx, 'restriction');
        if (i.to) this.location(i.to, ctx, 'destination');
        return;
      case 'deal-damage':
        if (i.amount.kind === 'count') this.ref(i.amount.of, { ...ctx, role: ctx.role === 'effect' ? 'condition' : ctx.role });
        return this.ref(i.to, ctx);
      case 'split-damage':
        return this.ref(i.among, { ...ctx, split: true });
      case 'modify-might':
      case 'grant-keyword':
      case 'grant-ability':
        // "It gains [Shield 2]": the object is the actor, reported above
        if (i.kind === 'grant-keyword' && i.gains) return;
        return this.ref(i.object, ctx);
      case 'play':
        this.ref(i.object, ctx);
        if (i.to) this.location(i.to, ctx, 'destination');
        return;
      case 'create-token':
        if (i.to) this.location(i.to, ctx, 'destination');
        return;
      case 'attach':
        this.ref(i.object, ctx);
        return this.ref(i.to, ctx);
      case 'move-buff':
        this.ref(i.from, ctx);
        return this.ref(i.to, ctx);
      case 'optional':
        return this.instruction(i.body, { ...ctx, optional: true });
      case 'cost-to':
        this.instructions(i.cost, { ...ctx, role: ctx.role === 'effect' ? 'cost' : ctx.role });
        return this.instructions(i.effect, ctx);
      case 'conditional':
        this.condition(i.condition.kind === 'if' ? i.condition.predicate : undefined, ctx);
        this.instructions(i.then, ctx);
        if (i.otherwise) this.instructions(i.otherwise, ctx);
        return;
      case 'repeat-for-each':
        this.instructions(i.body, ctx);
        return this.ref(i.each, { ...ctx, role: ctx.role === 'effect' ? 'condition' : ctx.role });
      case 'replacement':
        this.event(i.replacement.event, { ...ctx, role: 'replacement' });
        return this.instructions(i.replacement.instead, { ...ctx, role: 'replacement' });
      case 'prevent-damage':
        return this.ref(i.to, ctx);
      case 'delayed':
        this.trigger(i.trigger, { ...ctx, role: 'trigger' });
        return this.instructions(i.effect, ctx);
      case 'pay':
      case 'draw':
      case 'channel':
      case 'add':
      case 'gain-xp':
      case 'score':
      case 'look':
      case 'reveal-top':
      case 'spend-xp':
      case 'spend-only':
      case 'predict':
      case 'keyword-action':
      case 'use-only':
      case 'recycle-from':
        // no object is named: what these touch comes from a hidden deck or is the player's own resource
        if (i.kind === 'draw' && i.object) this.ref(i.object, ctx);
        return;
      case 'choose-mode':
        for (const mode of i.modes) this.instructions(mode, ctx);
        return;
      case 'fight':
        // the pair is the instruction's actor, reported above
        return;
      case 'take-control':
      case 'empower':
      case 'reduce-cost':
      case 'double-might':
      case 'set-might':
      case 'swap-might':
        return this.ref(i.object, ctx);
      case 'put':
        if (i.object) this.ref(i.object, ctx);
        return;
      case 'replace':
        this.ref(i.object, ctx);
        return this.ref(i.with, ctx);
      case 'become-copy':
        // the object is the actor, reported above
        return this.ref(i.of, ctx);
      case 'static-effect':
        return;
      case 'do-this':
        return this.instructions(i.body, ctx);
      case 'do-following':
      case 'do-one-of-following':
        return this.instructions(
          i.modes.flatMap((m) => m.body),
          ctx,
        );
      default:
        return;
    }
  }

  condition(p: Predicate | undefined, ctx: Context): void {
    if (!p) return;
    const c: Context = { ...ctx, role: ctx.role === 'effect' ? 'condition' : ctx.role };
    switch (p.kind) {
      case 'object-is':
        this.ref(p.subject, c);
        this.filters(p.filters, c, false);
        return;
      case 'player-has':
        this.ref(p.player, c);
        this.ref(p.object, c);
        return;
      case 'all-of':
      case 'any-of':
        for (const q of p.parts) this.condition(q, ctx);
        return;
      case 'state':
        this.ref(p.subject, c);
        return;
      case 'count':
      case 'exists':
        this.ref(p.what, c);
        return;
      default:
        return;
    }
  }

  event(e: EventPattern, ctx: Context): void {
    this.ref(e.subject, ctx);
    if (e.object) this.ref(e.object, ctx);
    if (e.where) this.location(e.where.at, ctx, 'restriction');
  }

  trigger(t: Trigger, ctx: Context): void {
    if (t.kind === 'when') for (const e of t.events) this.event(e, ctx);
    if (t.kind === 'first-time') this.event(t.event, ctx);
    if (t.kind === 'any-of') for (const x of t.triggers) this.trigger(x, ctx);
  }

  costs(costs: Cost[]): void {
    for (const c of costs) if (c.kind === 'action') this.instruction(c.instruction, { role: 'cost' });
  }

  ability(a: Ability): void {
    switch (a.kind) {
      case 'spell':
        return this.instructions(a.effect, { role: 'effect' });
      case 'activated':
        this.costs(a.costs);
        return this.instructions(a.effect, { role: 'effect' });
      case 'triggered':
        this.trigger(a.trigger, { role: 'trigger' });
        if (a.condition?.kind === 'if') this.condition(a.condition.predicate, { role: 'effect' });
        return this.instructions(a.effect, { role: 'effect' });
      case 'passive':
        if (a.condition?.kind === 'if') this.condition(a.condition.predicate, { role: 'passive' });
        return this.passive(a.effect);
      case 'replacement':
        this.event(a.replacement.event, { role: 'replacement' });
        return this.instructions(a.replacement.instead, { role: 'replacement' });
      case 'additional-cost':
        return this.costs(a.cost);
      case 'keyword':
      case 'unparsed':
        return;
    }
  }

  private passive(p: Extract<Ability, { kind: 'passive' }>['effect']): void {
    // a cost change named by what it changes the cost of, with no subject of its own
    if (p.kind === 'first-each-turn-cost-change' || p.kind === 'keyword-cost-change') return this.ref(p.of, { role: 'passive' });
    if (p.kind === 'spell-cost-by-choices') return this.ref(p.chooses, { role: 'passive' });
    if (p.kind === 'equipped-becomes-copy-while-attached') return this.ref(p.choose, { role: 'passive' });
    if (
      p.kind === 'extra-trigger' ||
      p.kind === 'suppress-trigger' ||
      p.kind === 'tie-recalls-all' ||
      p.kind === 'skip-phase' ||
      p.kind === 'facedown-capacity' ||
      p.kind === 'applied-move-cost' ||
      p.kind === 'deck-any-number' ||
      p.kind === 'deck-any-domain' ||
      p.kind === 'play-only-to' ||
      p.kind === 'victory-score-change' ||
      p.kind === 'ignore-keyword' ||
      p.kind === 'copies-traits-while-attached' ||
      p.kind === 'tag-energy-costs-reduced' ||
      p.kind === 'hidden-unrevealable' ||
      p.kind === 'players-ignore-keyword' ||
      p.kind === 'prevents-damage-from'
    )
      return;
    this.ref(p.subject, { role: 'passive' });
  }
}

/** The targeting analysis of a text (or of an already compiled text). Never throws. */
export function analyzeTargets(input: string | Pick<CompiledText, 'normalized' | 'abilities' | 'diagnostics'>, opts: TargetOptions = {}): TargetAnalysis {
  const compiled = typeof input === 'string' || input === null || input === undefined ? compileCardText(input as string) : input;
  const diagnostics = [...compiled.diagnostics];
  const analyzer = new Analyzer(compiled.normalized, opts.edition ?? 'v1.4');
  for (const a of compiled.abilities) {
    if (a.kind === 'unparsed') {
      diagnostics.push({ severity: 'warning', message: `not analysed: the grammar could not read "${a.text}"`, offset: a.span?.[0] ?? 0 });
      continue;
    }
    analyzer.ability(a);
  }
  const mentions = analyzer.mentions.sort((x, y) => x.span[0] - y.span[0] || y.span[1] - x.span[1]);
  return { normalized: compiled.normalized, mentions, diagnostics };
}
