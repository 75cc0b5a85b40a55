// Abilities that trigger on a play being completed: "When you play a spell" of the player's
// permanents, "When an opponent plays a spell" of the others', once the spell resolves (419.4.a; a
// countered spell never does, 419.4.a.1), and a permanent's own "When you play me" as it enters the board (chosen as they go on the Chain: 355.5.b).
import { abilitiesActive, isAtLocation } from '../board.ts';
import { abilitiesOfKind, EQUIP_EFFECT } from '../effects/compiled.ts';
import { playDataOf, type PlayData } from '../playing-cards/play-record.ts';
import type { Ability, EventPattern, Filter, Instruction, ObjectNoun, Predicate, Trigger } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { evaluatesFilter, meetsFilters, nounMatches, STATE_OF } from '../playing-cards/selection.ts';
import { everyObject, areAllies, keywordsOf, objectOf, type ChainItem, type GameObject, type GameState, type ObjectId } from '../state.ts';
import type { Batch, Found } from './types.ts';
import { ownLocationHolds, readsOwnLocation } from '../effects/conditions.ts';
import { quickDrawGiven } from '../effects/equipment-keywords.ts';

type ObjectIs = Extract<Predicate, { kind: 'object-is' }>;

/**
 * "When you play a spell" (`who` you) or "When an opponent plays a spell" (`who` an-opponent), of
 * any spell: a spell with restrictions ("that costs :rb_energy_5: or more", "on an opponent's turn")
 * is not matched, so such a trigger is refused as unsupported rather than fired for every spell; "a unit or a
 * spell" (`eachPlayed`) is seen for the spell, the unit being a play of a kind (`playOfAKind`: you, an opponent).
 */
export function watchesASpellPlayedBy(t: Trigger, who: 'you' | 'an-opponent' | 'a-player'): boolean {
  return watchesPlainly(t.kind === 'when' && who !== 'a-player' ? { ...t, events: t.events.flatMap(eachPlayed) } : t, 'play', who, 'spell');
}

/** A player's `verb` of any `noun`, that noun alone, unrestricted: "When you play a spell" ("a spell or gear" is `playOfAKind`'s). */
export function watchesPlainly(t: Trigger, verb: string, who: string, noun: ObjectNoun): boolean {
  return (
    t.kind === 'when' &&
    t.events.some(
      (e) =>
        e.verb === verb &&
        e.subject.kind === 'player' &&
        e.subject.who === who &&
        e.object?.kind === 'select' &&
        e.object.nouns.join() === noun &&
        e.object.filters.length === 0 &&
        !e.where &&
        !e.to &&
        !e.period,
    )
  );
}

/** "When you play a spell", "When an opponent plays a spell", no other kind beside: always a spell's play ("if you spent ..."). */
export function watchesASpellPlayed(t: Trigger): boolean {
  return watchesPlainly(t, 'play', 'you', 'spell') || watchesPlainly(t, 'play', 'an-opponent', 'spell');
}

/** "When you play me or another Dragon": one play event per object named, "me" and "another Dragon" each seen on its own. */
function eachPlayed(e: EventPattern): EventPattern[] {
  const o = e.object;
  if (e.verb !== 'play' || o?.kind !== 'both' || o.conjunction !== 'or') return [e];
  return o.parts.map((part) => ({ ...e, object: part }));
}

const ownPlay = (e: EventPattern): boolean => (e.verb === 'play' && e.object?.kind === 'self') || (e.verb === 'be-played' && e.subject.kind === 'self');

/** "When you play me", "When I'm played". */
export function watchesItsOwnPlay(t: Trigger): boolean {
  // "When you play me or when I hold": the play is one of the triggers
  if (t.kind === 'any-of') return t.triggers.some(watchesItsOwnPlay);
  return t.kind === 'when' && t.events.flatMap(eachPlayed).some(ownPlay);
}

/**
 * Whether this play of the card is one its "When you play me ..." names: "from face down", "I'm played from [Hidden]"
 * (where the card was, its play record), "on your turn" (the turn of the player who played it).
 */
function ownPlayMatches(s: GameState, t: Trigger, play: PlayData, player: PlayerId): boolean {
  if (t.kind === 'any-of') return t.triggers.some((x) => ownPlayMatches(s, x, play, player));
  if (t.kind !== 'when') return false;
  return t.events.flatMap(eachPlayed).some((e) => {
    if (!ownPlay(e)) return false;
    const from = playOrigin(e) ?? (e.verb === 'be-played' && e.form?.endsWith('from [Hidden]') ? '[Hidden]' : undefined);
    if (from && !PLAY_ORIGINS[from]!(play, player)) return false;
    return e.during !== 'on your turn' || s.turnPlayer === player;
  });
}

/** What may be played that a "When you play a ..." names: tokens are played too (350.2), though no card. */
const PLAYED_NOUNS: readonly ObjectNoun[] = ['card', 'unit', 'spell', 'gear', 'token'];

/** What each way of being played can be: a spell resolving, a permanent card entering, a token an effect plays (always a unit or gear here). */
export const PLAYED_AS = {
  spell: ['card', 'spell'],
  permanent: ['card', 'unit', 'gear'],
  token: ['unit', 'gear', 'token'],
} as const satisfies Record<string, readonly ObjectNoun[]>;

/** "on an opponent's turn", "during a showdown": when the play must complete for the watcher to see it. */
const PLAY_TIMINGS: { readonly [form: string]: (s: GameState, watcher: GameObject) => boolean } = {
  "on an opponent's turn": (s, watcher) => !areAllies(s, s.turnPlayer, watcher.controller),
  'during a showdown': (s) => s.showdown !== null,
};

/**
 * "from face down", "from [Hidden]" (a hidden card is played face down from its battlefield, 811.1.d),
 * "from anywhere other than your hand": where the played card was as it was put on the Chain (354),
 * read from its play record; a token an effect plays was nowhere, so meets none.
 */
const PLAY_ORIGINS: { readonly [zone: string]: (play: PlayData | undefined, player: PlayerId) => boolean } = {
  'face down': (play) => play?.hiddenAt !== undefined,
  '[Hidden]': (play) => play?.hiddenAt !== undefined,
  'anywhere other than your hand': (play, player) => play?.origin !== undefined && !(play.origin.zone === 'hand' && play.origin.player === player),
};

/** The "from ..." of a play, if it names a place a play can be read as coming from. */
function playOrigin(e: EventPattern): string | undefined {
  const w = e.where;
  return w?.prep === 'from' && w.at.kind === 'zone' && w.at.zone in PLAY_ORIGINS ? w.at.zone : undefined;
}

/** A restriction on the played card that the selection code evaluates on it (a battlefield's or a cost's state is no card's). */
function evaluatedOnThePlayed(f: Filter): boolean {
  if (f.kind === 'state') return STATE_OF[f.state] === 'object';
  // "with Power cost :rb_rune_rainbow::rb_rune_rainbow: or more": read where its bound names no domain
  if (f.kind === 'power-cost') return evaluatesFilter(f);
  return f.kind === 'other' || f.kind === 'energy-cost' || f.kind === 'tag' || f.kind === 'domain' || f.kind === 'keyword' || f.kind === 'might';
}

/**
 * "When you play a unit", "When you play another unit", "When you play a [Mighty] unit", "When you play a
 * spell that costs :rb_energy_5: or more", "When you play a card on an opponent's turn": a play of a
 * kind of card, or with restrictions, that the plain "When you play a spell" above does not read.
 */
function playOfAKind(e: EventPattern, who: 'you' | 'an-opponent'): boolean {
  const o = e.object;
  if (e.verb !== 'play' || e.subject.kind !== 'player' || e.subject.who !== who || o?.kind !== 'select') return false;
  if (o.determiner !== 'a' && o.determiner !== 'another') return false;
  if (o.nouns.length === 0 || !o.nouns.every((n) => PLAYED_NOUNS.includes(n)) || !o.filters.every(evaluatedOnThePlayed)) return false;
  if (e.to || e.period || (e.where && !(e.where.prep === 'bare' && e.where.at.kind === 'timing' && e.where.at.form in PLAY_TIMINGS) && !playOrigin(e)))
    return false;
  return !watchesASpellPlayedBy({ kind: 'when', events: [e], form: 'When' }, who);
}

/**
 * The play events a trigger watches, each with whether only the first such play of the player's turn
 * counts ("the first time you play a non-token gear each turn"); through "When you play me or ...".
 */
function watchedPlays(t: Trigger): { e: EventPattern; first: boolean; while?: ObjectIs }[] {
  if (t.kind === 'any-of') return t.triggers.flatMap(watchedPlays);
  // "When an opponent plays a unit while I'm at a battlefield": where the watcher is as the play completes (383.2.c)
  const where = t.kind === 'when' && t.while && readsOwnLocation(t.while) ? { while: t.while } : {};
  if (t.kind === 'when' && (!t.while || where.while) && !t.period) return t.events.flatMap(eachPlayed).map((e) => ({ e, first: false, ...where }));
  if (t.kind === 'first-time' && (t.ordinal ?? 1) === 1 && t.period === 'each turn') return [{ e: t.event, first: true }];
  return [];
}

/** "When you play a unit" and the other plays of a kind (`playOfAKind`), that a play of this sort can meet. */
export function watchesPlaysOfAKind(t: Trigger, sort: keyof typeof PLAYED_AS): boolean {
  const nouns: readonly ObjectNoun[] = PLAYED_AS[sort];
  return watchedPlays(t).some(
    ({ e }) => (playOfAKind(e, 'you') || playOfAKind(e, 'an-opponent')) && e.object?.kind === 'select' && e.object.nouns.some((n) => nouns.includes(n)),
  );
}

/** Any play of a kind (`watchesPlaysOfAKind`), its "while I'm at a battlefield" read too. */
export function watchesAnyPlayOfAKind(t: Trigger): boolean {
  return (Object.keys(PLAYED_AS) as (keyof typeof PLAYED_AS)[]).some((sort) => watchesPlaysOfAKind(t, sort));
}

/** Whether the player completed the play of another card this turn that `matches` (the played one excepted): a "first time" is then past. */
function playedBeforeThisTurn(s: GameState, player: PlayerId, played: ObjectId, matches: (o: GameObject) => boolean): boolean {
  return (s.cardsPlayedThisTurn ?? []).some((p) => p.player === player && p.card !== played && s.objects[p.card] !== undefined && matches(s.objects[p.card]!));
}

/**
 * The abilities watching for plays of a kind that see this one: a card's play completed by its
 * resolution (419.4.a), or a token played by an effect (350.2). Evaluated after the play (383.2.c): a
 * unit that is itself the played unit sees its own play ("another" excepted).
 */
export function playsOfAKindTriggers(s: GameState, played: ObjectId, player: PlayerId, item?: ChainItem): Batch {
  const play = item?.data?.play as PlayData | undefined; // read only: the play is over
  const found: Found[] = [];
  const card = objectOf(s, played);
  for (const o of everyObject(s)) {
    if (o.attachedTo !== undefined) continue;
    if (o.zone !== 'legend' && (!isAtLocation(o) || o.facedown)) continue;
    const who = o.controller === player ? 'you' : areAllies(s, o.controller, player) ? null : 'an-opponent';
    if (who === null) continue;
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      const sees = watchedPlays(ability.trigger).some(({ e, first, while: at }) => {
        if (!playOfAKind(e, who) || e.object?.kind !== 'select') return false;
        if (at && !ownLocationHolds(s, at, o.id, o.controller)) return false;
        const ref = e.object;
        if (!nounMatches(card, ref.nouns)) return false; // "another" is a restriction: not the watcher itself
        const from = playOrigin(e);
        if (from && !PLAY_ORIGINS[from]!(play, player)) return false;
        if (e.where?.at.kind === 'timing' && !PLAY_TIMINGS[e.where.at.form]!(s, o)) return false;
        const ctx = { controller: o.controller, source: o.id };
        if (!meetsFilters(s, card, ref.filters, ctx)) return false;
        // 383.2.a: "the first time ... each turn" is met by the first such play of the turn only
        return !first || !playedBeforeThisTurn(s, player, played, (other) => nounMatches(other, ref.nouns) && meetsFilters(s, other, ref.filters, ctx));
      });
      // "it" is the card played; "they", the player who played it
      if (sees)
        found.push({
          source: o.id,
          controller: o.controller,
          ability: index,
          detail: `ability ${index + 1}`,
          rule: '419.4.a',
          data: { subject: [played], player },
        });
    }
  }
  return { placement: 'each', found };
}

export function spellPlayedTriggers(s: GameState, spell: ChainItem): Batch {
  const found: Found[] = [];
  for (const o of everyObject(s)) {
    if (o.attachedTo !== undefined) continue; // an attached card's printed text is inactive (718.2, 721.2)
    // A Legend's triggered abilities work from the Legend Zone (174.7); everything else only on the board.
    if (o.zone !== 'legend') if (!isAtLocation(o) || o.facedown) continue;
    const who = o.controller === spell.controller ? 'you' : 'an-opponent';
    if (who === 'an-opponent' && areAllies(s, o.controller, spell.controller)) continue; // 489.2: a teammate is no opponent
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      if (!watchesASpellPlayedBy(ability.trigger, who)) continue;
      // what the play paid, for "if you spent :rb_energy_4: or more" (effects/conditions.ts); the spell, for "you may banish it"
      const playedSpell = { energy: playDataOf(spell).energyPaid ?? 0 };
      const data = { playedSpell, subject: [spell.source] };
      found.push({ source: o.id, controller: o.controller, ability: index, detail: `ability ${index + 1}`, rule: '419.4.a', data });
    }
  }
  return { placement: 'each', found };
}

/** [Vision] (817.1.b): "When this is played, predict." */
const VISION: Instruction[] = [{ kind: 'predict', amount: { kind: 'number', value: 1 } }];

/** [Weaponmaster] (821.1.c): carried out by the keyword action's handler (effects/weaponmaster.ts). */
const WEAPONMASTER: Instruction[] = [{ kind: 'keyword-action', keyword: { name: 'Weaponmaster' } }];

type Passive = Extract<Ability, { kind: 'passive' }>;

/**
 * Whether the engine honours this passive: "Other friendly units have [Vision]", "Your Mechs have [Vision]", given
 * unconditionally to units named by whose they are and their tags; read as such a unit is played (below).
 */
export function givesVisionOnPlay(a: Passive): boolean {
  const e = a.effect;
  if (e.kind !== 'has-keyword' || a.condition || a.gate || e.where || e.each || e.ifNotAlready || !e.keywords.every((k) => k.name === 'Vision')) return false;
  const ref = e.subject;
  if (ref.kind !== 'select' || ref.nouns.join() !== 'unit' || (ref.determiner !== 'your' && ref.determiner !== 'bare')) return false;
  return ref.filters.every((f) => f.kind === 'other' || f.kind === 'tag' || (f.kind === 'controller' && f.who === 'friendly'));
}

/**
 * 477.2, 817.2: the [Vision] a unit being played has from the passives of permanents in play, one for each
 * such passive reaching it: each triggers as it is played, like a printed one.
 */
function visionGivenOnPlay(s: GameState, o: GameObject): string[] {
  if (o.card.type !== 'unit') return [];
  const out: string[] = [];
  for (const giver of everyObject(s)) {
    if (giver.id === o.id || !abilitiesActive(giver)) continue;
    for (const { ability: a } of abilitiesOfKind(giver.card, 'passive')) {
      if (!givesVisionOnPlay(a) || a.effect.kind !== 'has-keyword' || a.effect.subject.kind !== 'select') continue;
      const ref = a.effect.subject;
      const meets = (f: Filter) =>
        f.kind === 'tag' ? (o.card.tags ?? []).includes(f.tag) : f.kind !== 'controller' || areAllies(s, o.controller, giver.controller);
      if ((ref.determiner !== 'your' || o.controller === giver.controller) && ref.filters.every(meets)) out.push('Vision');
    }
  }
  return out;
}

export function permanentPlayedTriggers(s: GameState, item: ChainItem): Batch {
  const o = objectOf(s, item.source);
  const found: Found[] = [];
  // Each instance triggers on its own (817.2); it carries its predict as its effect, as Temporary carries its kill.
  for (const k of [...keywordsOf(o), ...visionGivenOnPlay(s, o)]) {
    if (k === 'Vision') found.push({ source: o.id, controller: item.controller, detail: 'Vision', rule: '817.1.b', data: { delayed: VISION } });
    // 819.1.d, 819.2: a gear's Quick-Draw attaches it as it is played; a second instance adds nothing
    if (k === 'Quick-Draw' && o.card.type === 'gear' && !found.some((f) => f.detail === 'Quick-Draw'))
      found.push({ source: o.id, controller: item.controller, detail: 'Quick-Draw', rule: '819.1.d', data: { delayed: EQUIP_EFFECT as Instruction[] } });
    // 821.1.a, 821.1.c.7: a unit's Weaponmasters each trigger as it is played
    if (k === 'Weaponmaster' && o.card.type === 'unit')
      found.push({ source: o.id, controller: item.controller, detail: 'Weaponmaster', rule: '821.1.c', data: { delayed: WEAPONMASTER } });
  }
  // 819.1.d: [Quick-Draw] others' passives give an Equipment everywhere attaches it as well (effects/equipment-keywords.ts), once
  if (quickDrawGiven(s, o, item.controller).length > 0 && !found.some((f) => f.detail === 'Quick-Draw'))
    found.push({ source: o.id, controller: item.controller, detail: 'Quick-Draw', rule: '819.1.d', data: { delayed: EQUIP_EFFECT as Instruction[] } });
  for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
    if (watchesItsOwnPlay(ability.trigger) && ownPlayMatches(s, ability.trigger, playDataOf(item), item.controller)) {
      found.push({
        source: o.id,
        controller: item.controller,
        ability: index,
        detail: `ability ${index + 1}`,
        // what the play paid and chose stays readable ("if you paid ..."); the ability's own finalizing
        // is its own (402): no answers yet, and not begun by an action a refusal could undo (402.4, 404.2)
        data: { play: { ...playDataOf(item), answers: {}, byAction: false } },
      });
    }
  }
  return { placement: 'each', found };
}

/** N of "When you play your Nth card in a turn" (nothing else is read as it), or undefined. */
function nthCardWatched(t: Trigger): number | undefined {
  if (t.kind !== 'when') return undefined;
  for (const e of t.events) {
    const o = e.object;
    // "your second card in a turn", "your first card each turn": the same count of the turn's plays
    if (
      e.verb !== 'play' ||
      e.subject.kind !== 'player' ||
      e.subject.who !== 'you' ||
      (e.period !== 'in a turn' && e.period !== 'each turn') ||
      e.where ||
      e.to
    )
      continue;
    if (o?.kind !== 'select' || o.nouns.length !== 1 || o.nouns[0] !== 'card' || o.filters.length !== 1) continue;
    const [f] = o.filters;
    if (f.kind === 'ordinal') return f.nth;
  }
  return undefined;
}

/** "When you play your second card in a turn", "When you play your first card each turn". */
export function watchesNthCardPlayed(t: Trigger): boolean {
  return nthCardWatched(t) !== undefined;
}

/** Counts a card whose play its resolution completed (419.4.a); a token is no card. */
export function countCardPlayed(s: GameState, item: ChainItem): void {
  if (item.kind !== 'card' || objectOf(s, item.source).card.type === 'token') return;
  const counts = (s.playsCompletedThisTurn ??= {});
  counts[item.controller] = (counts[item.controller] ?? 0) + 1;
}

/**
 * The player's abilities watching for the card just counted to be their Nth this turn. Evaluated
 * after the play (383.2.c): a unit that is itself that card sees it, one not yet on the board does not.
 */
export function nthCardPlayedTriggers(s: GameState, item: ChainItem): Batch {
  const found: Found[] = [];
  if (item.kind !== 'card') return { placement: 'each', found };
  const n = s.playsCompletedThisTurn?.[item.controller] ?? 0;
  for (const o of everyObject(s)) {
    if (o.attachedTo !== undefined) continue;
    if (o.controller !== item.controller) continue;
    if (o.zone !== 'legend' && (!isAtLocation(o) || o.facedown)) continue;
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      if (nthCardWatched(ability.trigger) !== n) continue;
      found.push({ source: o.id, controller: o.controller, ability: index, detail: `ability ${index + 1}`, rule: '419.4.a' });
    }
  }
  return { placement: 'each', found };
}

/** "When you recycle one or more cards" ("... to your Main Deck"); nothing else is read as it. */
export function watchesRecycling(t: Trigger): boolean {
  return (
    t.kind === 'when' &&
    t.events.some((e) => {
      const o = e.object;
      const toDeck = !e.where || (e.where.prep === 'to' && e.where.at.kind === 'zone' && e.where.at.zone === 'your Main Deck');
      return (
        e.verb === 'recycle' &&
        e.subject.kind === 'player' &&
        e.subject.who === 'you' &&
        o?.kind === 'select' &&
        o.determiner === 'one-or-more' &&
        o.nouns.length === 1 &&
        o.nouns[0] === 'card' &&
        o.filters.length === 0 &&
        toDeck &&
        !e.to &&
        !e.period
      );
    })
  );
}

/** The abilities of a player's permanents (and legend) whose printed trigger `watches` a game action that player is responsible for (411.4). */
export function responsibleWatchers(s: GameState, player: string, watches: (t: Trigger) => boolean, rule: string): Batch {
  const found: Found[] = [];
  for (const o of everyObject(s)) {
    if (o.attachedTo !== undefined) continue;
    if (o.controller !== player) continue;
    if (o.zone !== 'legend' && (!isAtLocation(o) || o.facedown)) continue;
    for (const { index, ability } of abilitiesOfKind(o.card, 'triggered')) {
      if (watches(ability.trigger)) found.push({ source: o.id, controller: player, ability: index, detail: `ability ${index + 1}`, rule });
    }
  }
  return { placement: 'each', found };
}

/** The recycling player's abilities watching for it: players recycle only their own cards (416), so a card recycled into another deck is that owner's. */
export function recycledTriggers(s: GameState, player: string): Batch {
  return responsibleWatchers(s, player, watchesRecycling, '416');
}
