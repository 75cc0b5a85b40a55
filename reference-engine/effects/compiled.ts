// The compiled text of a card, read once per distinct text (card-text/readings.ts). The engine takes the
// grammar's reading alone: whether decompiling gives the printed text back (`semantic`) is the
// compiler's own check, tested over every card (test/card-text), and changes nothing the engine does.
import { cardReading } from '../card-text/readings.ts';
import { analyzeTargets } from '../card-text/targets.ts';
import type { Ability, Cost, IgnoredDuring, Instruction, KeywordRef, ObjectRef, ResourceSymbol } from '../card-text/ast.ts';
import type { CardDefinition, GameObject } from '../state.ts';
import { processCache, weakProcessCache, type WeakCache } from '../process-caches.ts';

export { cardReading };

const NO_ABILITIES = Object.freeze([]) as unknown as Ability[];

const asRead = processCache<string, string>();

/**
 * The card's text as the engine reads it: a card that calls itself by its name means what "me" (a unit,
 * a legend, a token) or "this" (a gear, a spell, a battlefield) would say (053.4). A name followed by a
 * noun ("a Recruit unit token") or after "named" is another object's name, not the card's own.
 */
export function textAsRead(card: CardDefinition): string {
  const text = card.text ?? '';
  if (!card.name || !text.includes(card.name)) return text;
  const key = `${card.type}\n${card.name}\n${text}`;
  let read = asRead.get(key);
  if (read === undefined) {
    const self = card.type === 'gear' || card.type === 'spell' || card.type === 'battlefield' ? 'this' : 'me';
    const name = card.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    read = text.replace(new RegExp(`(?<![\\w:]|named |called )${name}(?![\\w'’:]| (?:unit|gear|token|spell|rune|battlefield|legend)s?\\b)`, 'g'), self);
    asRead.set(key, read);
  }
  return read;
}

const selfNamedCards = weakProcessCache<CardDefinition, CardDefinition>();

/** The card itself, or (when its text calls it by name) the card with its text as read (053.4). */
function asReadCard(own: CardDefinition): CardDefinition {
  const text = textAsRead(own);
  if (text === own.text) return own;
  let card = selfNamedCards.get(own);
  if (!card || card.text !== text) selfNamedCards.set(own, (card = { ...own, text }));
  return card;
}

/** What a card definition was read as, with the traits the reading depends on (checked, so an edited definition is read anew). */
interface ReadOf<T> {
  text: string;
  name: string;
  type: CardDefinition['type'];
  value: T;
}

/** A value derived from a card's text, name and type, kept per definition (the engine asks for them of every object at every step). */
function perCard<T>(memo: WeakCache<CardDefinition, ReadOf<T>>, card: CardDefinition & { text: string }, derive: () => T): T {
  const known = memo.get(card);
  if (known && known.text === card.text && known.name === card.name && known.type === card.type) return known.value;
  const value = derive();
  memo.set(card, { text: card.text, name: card.name, type: card.type, value });
  return value;
}

const abilitiesByCard = weakProcessCache<CardDefinition, ReadOf<Ability[]>>();

export function abilitiesOf(own: CardDefinition): Ability[] {
  if (!own.text) return NO_ABILITIES;
  return perCard(abilitiesByCard, own as CardDefinition & { text: string }, () => {
    const card = asReadCard(own);
    const read = withEmpower(cardReading(card.text).abilities);
    return card.type === 'gear' ? withEquip(read) : read;
  });
}

/**
 * What [Empower] [Cost] is short for (827.1.c.1): "[Cost]: Empower this. Use only if not Empowered."
 * The source is not a target (827.1.b.1): the reference carries no span. The condition of use is
 * checked where an activation is legal (`empowerRefusedBy`). A keyword with text altering its cost
 * (827.1.c.3) stays a keyword, which the engine names as unsupported.
 */
export const EMPOWER_EFFECT: readonly Instruction[] = Object.freeze([{ kind: 'empower', object: { kind: 'self', word: 'this' } }] as Instruction[]);

const empowered = weakProcessCache<readonly Ability[], Ability[]>();

/** An Empower or Equip ability's own cost text (827.1.c.3, 818.1.c.4), kept beside the activated ability it stands for. */
const keywordCostTexts = weakProcessCache<Ability, readonly Instruction[]>();

/** "This ability costs :rb_energy_1: less [for each ...]": an Energy discount of the ability itself. */
function ownEnergyDiscount(i: Instruction): boolean {
  if (i.kind !== 'static-effect' || i.effect.kind !== 'cost-change') return false;
  const e = i.effect;
  return e.subject.kind === 'self' && e.sign === -1 && !e.orDelta && !e.minimum && !e.instead && e.delta.every((d) => d.kind === 'energy');
}

/** Text altering an Empower or Equip cost the engine reads: own Energy discounts, or one behind "if you control ..." (827.1.c.3, 818.1.c.4). */
export function readableCostText(effect: readonly Instruction[]): boolean {
  return effect.every(
    (i) =>
      ownEnergyDiscount(i) ||
      (i.kind === 'conditional' && !i.otherwise && i.condition.kind === 'if' && i.condition.predicate.kind === 'player-has' && i.then.every(ownEnergyDiscount)),
  );
}

/** The text altering the cost of an activated ability made of [Empower] or [Equip] (827.1.c.3, 818.1.c.4); empty for any other. */
export function keywordCostText(ability: Ability): readonly Instruction[] {
  return keywordCostTexts.get(ability) ?? [];
}

/**
 * "[Empower] — :rb_energy_1: or :rb_rune_body:" ("Pay either cost: Empower me"), with no text altering
 * its cost: one Empower ability for each cost, the player activating the one whose cost they pay.
 */
export function empowerCostChoice(a: Ability): ResourceSymbol[][] | null {
  if (a.kind !== 'keyword' || a.keyword.name !== 'Empower' || a.keyword.costOptions?.sep !== 'or' || a.effect?.length || a.keyword.dashCost) return null;
  return a.keyword.costOptions.costs;
}

function withEmpower(read: Ability[]): Ability[] {
  if (!read.some((a) => a.kind === 'keyword' && a.keyword.name === 'Empower')) return read;
  let out = empowered.get(read);
  if (!out) {
    out = read.flatMap((a): Ability[] => {
      const choice = empowerCostChoice(a);
      if (choice)
        return choice.map((symbols) => ({
          kind: 'activated',
          costs: [{ kind: 'symbols', symbols }],
          effect: EMPOWER_EFFECT as Instruction[],
          span: a.span,
          ...(a.kind === 'keyword' && a.speed ? { speed: a.speed } : {}),
        }));
      // other costs to pick from stay a keyword, named as unsupported
      if (!(a.kind === 'keyword' && a.keyword.name === 'Empower' && !a.keyword.costOptions)) return [a];
      if (a.effect?.length && !readableCostText(a.effect)) return [a];
      // "[Empower] :rb_energy_3:" pays symbols; "[Empower] — Discard 1" pays what follows the dash (827.1.c.2)
      const { cost, dashCost } = a.keyword;
      const ability: Ability = {
        kind: 'activated',
        costs: dashCost ?? [{ kind: 'symbols', symbols: cost ?? [] }],
        effect: EMPOWER_EFFECT as Instruction[],
        span: a.span,
      };
      if (a.speed) ability.speed = a.speed; // 827.1.c.4
      if (a.effect?.length) keywordCostTexts.set(ability, a.effect);
      return [ability];
    });
    empowered.set(read, out);
  }
  return out;
}

/**
 * What [Equip] [Cost] is short for (818.1.c.2): "[Cost]: Attach this to a unit you control." Its
 * choice is a target (818.1.b.1): the reference carries no span, so the target analysis of the
 * card's own text cannot mistake it for one of the printed words.
 */
export const EQUIP_EFFECT: readonly Instruction[] = Object.freeze([
  {
    kind: 'attach',
    object: { kind: 'self', word: 'this' },
    to: {
      kind: 'select',
      determiner: 'a',
      nouns: ['unit'],
      plural: false,
      filters: [{ kind: 'controller', who: 'you-control', form: 'you control', position: 'post' }],
    },
  },
] as Instruction[]);

/** The costs of a gear's Equip abilities, in the order printed (818.1.c). */
export function equipCosts(card: CardDefinition): Cost[][] {
  return abilitiesOf(card).flatMap((a) => (a.kind === 'activated' && a.effect === EQUIP_EFFECT ? [a.costs] : []));
}

const equipped = weakProcessCache<readonly Ability[], Ability[]>();

/** A gear's abilities with each [Equip] read as the activated ability it stands for, at the same index. */
function withEquip(read: Ability[]): Ability[] {
  let out = equipped.get(read);
  if (!out) {
    out = read.map((a) => {
      // 818.1.c.4: text altering the cost that the engine cannot read leaves it a keyword, named as unsupported
      if (!(a.kind === 'keyword' && a.keyword.name === 'Equip' && !a.keyword.costOptions) || (a.effect?.length && !readableCostText(a.effect))) return a;
      const ability: Ability = {
        kind: 'activated',
        costs: a.keyword.dashCost ?? [{ kind: 'symbols', symbols: a.keyword.cost ?? [] }],
        effect: EQUIP_EFFECT as Instruction[],
        span: a.span,
      };
      if (a.speed) ability.speed = a.speed; // 818.1.c.5
      const equipCostText = a.effect ?? [];
      if (equipCostText.length) keywordCostTexts.set(ability, equipCostText);
      return ability;
    });
    equipped.set(read, out);
  }
  return out;
}

type OfKind<K extends Ability['kind']> = readonly { index: number; ability: Extract<Ability, { kind: K }> }[];

// Per compiled ability list (itself cached per text): the engine asks for a card's triggered
// abilities on every event it checks triggers for.
const byKind = weakProcessCache<readonly Ability[], Map<string, OfKind<Ability['kind']>>>();

// The same lists reached from the card definition in one look-up (its passives are asked for after every step).
type ByKind = { all: readonly Ability[]; kinds: Map<string, OfKind<Ability['kind']>> };
const kindsByCard = weakProcessCache<CardDefinition, ReadOf<ByKind>>();

function kindsOf(card: CardDefinition): ByKind {
  const text = card.text ?? '';
  const known = kindsByCard.get(card);
  if (known && known.text === text && known.name === card.name && known.type === card.type) return known.value;
  const all = abilitiesOf(card);
  let kinds = byKind.get(all);
  if (!kinds) byKind.set(all, (kinds = new Map()));
  const value = { all, kinds };
  kindsByCard.set(card, { text, name: card.name, type: card.type, value });
  return value;
}

/** Abilities of one kind, with their index among all the card's abilities (shared: do not modify). */
export function abilitiesOfKind<K extends Ability['kind']>(card: CardDefinition, kind: K): OfKind<K> {
  const { all, kinds } = kindsOf(card);
  let found = kinds.get(kind) as OfKind<K> | undefined;
  if (!found) {
    found = Object.freeze(
      all.map((ability, index) => ({ index, ability })).filter((a): a is { index: number; ability: Extract<Ability, { kind: K }> } => a.ability.kind === kind),
    );
    kinds.set(kind, found);
  }
  return found;
}

/** The keywords a passive names for the card itself, none unless it gives them to the card alone. */
export function ownKeywordsNamed(a: Extract<Ability, { kind: 'passive' }>): readonly { name: string; value?: number }[] {
  const e = a.effect;
  if (e.kind === 'has-keyword' && e.subject.kind === 'self' && !e.each && !e.where) return e.keywords;
  return e.kind === 'might-bonus' && e.subject.kind === 'self' ? (e.keywords ?? []) : [];
}

/**
 * The keywords its own passives name for it that an effect looking for a keyword sees: an unconditional
 * grant's whether it applies yet or not, a dependent ability's among them (722.1, 727.1.b.1: inactive
 * text is still on the card for reference), and those a condition gives it now.
 */
export function ownKeywordsForReference(o: GameObject): string[] {
  const out = Object.keys(o.grantedKeywords ?? {});
  for (const { ability: a } of abilitiesOfKind(o.card, 'passive')) {
    if (a.condition) continue;
    for (const k of ownKeywordsNamed(a)) out.push(k.name);
  }
  return out;
}

const NO_REPEATS: readonly { index: number; keyword: KeywordRef }[] = Object.freeze([]);
const repeatsOf = weakProcessCache<object, readonly { index: number; keyword: KeywordRef }[]>();

/** [Repeat] (820): a spell's Repeat keywords, each an optional additional cost of its own (820.1.c.2), with its ability index (shared: do not modify). */
export function repeatKeywords(card: CardDefinition): readonly { index: number; keyword: KeywordRef }[] {
  if (card.type !== 'spell') return NO_REPEATS;
  const keywords = abilitiesOfKind(card, 'keyword');
  let repeats = repeatsOf.get(keywords);
  if (!repeats) {
    const found = keywords.filter((a) => a.ability.keyword.name === 'Repeat').map((a) => ({ index: a.index, keyword: a.ability.keyword }));
    repeatsOf.set(keywords, (repeats = found.length === 0 ? NO_REPEATS : Object.freeze(found)));
  }
  return repeats;
}

/** [Flow] (829): a spell's Flow costs, each an alternate cost for playing it from its owner's trash (829.1.c.1). */
export function flowKeywords(card: CardDefinition): KeywordRef[] {
  if (card.type !== 'spell') return [];
  return abilitiesOfKind(card, 'keyword')
    .map((a) => a.ability.keyword)
    .filter((k) => k.name === 'Flow');
}

/** The Flow cost a play from the trash pays: the one its player chose ("Flow 2") among several (829.1.c.3), else the only one. */
export function chosenFlow(card: CardDefinition, chosen: string | undefined): KeywordRef | undefined {
  const flows = flowKeywords(card);
  const k = flows.findIndex((_, n) => chosen === `Flow ${n + 1}`);
  return flows[k < 0 ? 0 : k];
}

/** The resource symbols of a Flow cost, printed after the keyword or after its dash (829.1.c.2). */
export function flowSymbols(flow: KeywordRef): ResourceSymbol[] {
  return [...(flow.cost ?? []), ...(flow.dashCost ?? []).flatMap((c) => (c.kind === 'symbols' ? c.symbols : []))];
}

/** Text the compiler could not read: the engine refuses to guess what it means. */
export function unreadParts(card: CardDefinition): string[] {
  return abilitiesOf(card).flatMap((a) => (a.kind === 'unparsed' ? [a.text] : []));
}

const targetSpanCache = processCache<string, Map<string, boolean>>();

/**
 * Whether a reference of the card's compiled text is a target, as the card-text analysis decides
 * it (rule 355.10 and its exceptions): the engine and the rulings server share one answer.
 * References the analysis does not mention fall back to the caller's structural reading.
 */
const decidersByCard = weakProcessCache<CardDefinition, ReadOf<(ref: ObjectRef) => boolean>>();

const EVERY_REF_TARGETS = (): boolean => true;

export function targetDecider(card: CardDefinition): (ref: ObjectRef) => boolean {
  if (!card.text) return EVERY_REF_TARGETS;
  return perCard(decidersByCard, card as CardDefinition & { text: string }, () => spanDecider(card));
}

function spanDecider(card: CardDefinition): (ref: ObjectRef) => boolean {
  const text = textAsRead(card);
  let decided = targetSpanCache.get(text);
  if (!decided) {
    const analysis = analyzeTargets(cardReading(text));
    decided = new Map(analysis.mentions.map((m) => [`${m.span[0]}:${m.span[1]}`, m.target]));
    targetSpanCache.set(text, decided);
  }
  const mentions = decided;
  return (ref) => (ref.span ? (mentions.get(`${ref.span[0]}:${ref.span[1]}`) ?? true) : true);
}

/** "This ability costs :rb_energy_1: less for each friendly unit with [Temporary]": an activated ability's own cost change (403.3). */
export function ownAbilityCostChange(i: Instruction): Extract<Extract<Instruction, { kind: 'static-effect' }>['effect'], { kind: 'cost-change' }> | null {
  if (i.kind !== 'static-effect' || i.effect.kind !== 'cost-change') return null;
  const subject = i.effect.subject;
  return subject.kind === 'self' && subject.word === 'this ability' ? i.effect : null;
}

/** Whether the card's text has its player ignore the keyword during the procedure (765, 766): "Ignore [Deflect] while paying this spell's cost". */
export function ignoresKeyword(card: CardDefinition, keyword: string, during: IgnoredDuring): boolean {
  return abilitiesOfKind(card, 'passive').some(
    ({ ability }) =>
      !ability.condition && ability.effect.kind === 'ignore-keyword' && ability.effect.keyword.name === keyword && ability.effect.during === during,
  );
}
