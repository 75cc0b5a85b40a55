// The verb phrase: the index from an instruction's first word to the parsers of its verb family.
import type { Instruction, ObjectRef } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { bonusDamage } from '../abilities/passive.ts';
import { objectRef } from '../refs/objects.ts';
import { thirdPerson } from '../verb-forms.ts';
import { selfRef } from '../refs/self-and-pronouns.ts';
import { discard, draw, look, predict, put, putBack, putOnDeck, recycleFrom, revealTop, revealUntil } from './cards.ts';
import { doFollowing, doOneOfFollowing, doThis, modeHeader, whenThisWay } from './clauses.ts';
import { becomeCopy, controlUntil, takeControl } from './control.ts';
import { deal, doubleDamage, fight, prevent } from './damage.ts';
import {
  buffsGiveMore,
  cantInstruction,
  costInstruction,
  enterInstruction,
  reduceCost,
  thisAbilityCosts,
  thisAbilityEnergyCost,
  useOnly,
} from './lasting-changes.ts';
import { doubleMight, empower, getMight, give, raiseMight, setMight, swapMight } from './might.ts';
import { attach, attachOrDetach, banishZones, beMovedWith, swapLocations, move, moveBuff, recall, returnChosenChampion, returnToHand } from './movement.ts';
import { create, ignoreCost, newChoices, play, replaceWith } from './play.ts';
import { add, addToBoard, channel, gain, loseKeywords, losePoints, pay, score, spendBuff, spendOnly, spendXp } from './resources.ts';
import { chooseTag, gainTag } from './tags.ts';
import { hideIgnoringCosts, lookAtFacedown, notThisWay } from './permissions.ts';
import { verb, type Body } from './verb-parts.ts';

/** One verb phrase. `actor` is the player or object doing it, when the clause names one. */
type VerbParser = (c: Cursor, actor: ObjectRef | undefined) => Body | null;
type SimpleKind = 'kill' | 'stun' | 'ready' | 'exhaust' | 'banish' | 'counter' | 'buff' | 'recycle' | 'reveal' | 'choose' | 'detach' | 'heal' | 'hide';

/** "<verb> <object>" instructions; `kw` is the bracketed keyword form ("[Stun] a unit"). */
function simple(base: string, kw: string | null, kind: SimpleKind): VerbParser {
  return (c, actor) => {
    const bracketed = !!(kw && c.keyword(kw));
    if (!bracketed && !verb(c, base, actor)) return null;
    // "ready or exhaust a legend": the performer does one of the two verbs to the one object
    const other = bracketed || actor ? null : c.try(() => (c.eat('or') && c.key() !== undefined && EITHER_VERBS.has(c.key()!) ? c.key()! : null));
    if (other) c.skip();
    const object = objectRef(c);
    if (!object) return null;
    if (other) return { kind: 'either', options: [{ kind, object } as Instruction, { kind: other, object } as Instruction] };
    return (bracketed ? { kind, object, bracketed } : { kind, object }) as Body;
  };
}

/** "banish me from your trash": the card's own text, acting while it is in its owner's trash (370.3). */
const banishFromTrash: VerbParser = (c, actor) => {
  if (!verb(c, 'banish', actor)) return null;
  const object = c.sees('me from your trash') ? selfRef(c) : null;
  return object && c.eat('from your trash') ? { kind: 'banish', object, from: 'your trash' } : null;
};

/** Verbs that may follow "or" in "ready or exhaust a legend": the simple ones, whose kind is their word. */
const EITHER_VERBS: ReadonlySet<string> = new Set(['kill', 'ready', 'exhaust', 'banish', 'recycle', 'heal', 'detach']);

// Each instruction starts with its verb (or keyword): the parsers are looked up by that first
// word instead of tried one by one, which keeps compiling the whole card list fast.
const VERB_PARSERS: [string[], VerbParser[]][] = [
  [['reveal'], [revealTop, revealUntil, simple('reveal', null, 'reveal')]],
  [['spend'], [spendXp, (c) => spendOnly(c), spendBuff]],
  [['use'], [(c) => useOnly(c), (c) => spendOnly(c)]],
  [['reduce'], [reduceCost]],
  [['empower', 'disempower'], [empower]],
  [['recycle'], [recycleFrom, simple('recycle', null, 'recycle')]],
  [['double'], [doubleMight, doubleDamage]],
  [['its', 'my'], [(c) => setMight(c)]],
  [['swap'], [swapMight]],
  [['kill'], [simple('kill', null, 'kill')]],
  [['stun', '[stun]'], [simple('stun', 'Stun', 'stun')]],
  [['ready'], [simple('ready', null, 'ready')]],
  [['exhaust'], [simple('exhaust', null, 'exhaust')]],
  [['banish'], [banishFromTrash, banishZones, simple('banish', null, 'banish')]],
  [['counter'], [simple('counter', null, 'counter')]],
  [['buff', '[buff]'], [simple('buff', 'Buff', 'buff')]],
  [['choose'], [(c) => modeHeader(c), simple('choose', null, 'choose'), chooseTag]],
  [['detach'], [simple('detach', null, 'detach')]],
  [['heal'], [simple('heal', null, 'heal')]],
  [['hide'], [simple('hide', null, 'hide')]],
  [['this'], [(c) => thisAbilityCosts(c), (c) => thisAbilityEnergyCost(c)]],
  [['recall'], [recall]],
  [['move'], [moveBuff, swapLocations, move]],
  [
    ['deal'],
    [
      deal,
      fight,
      (c, actor) => {
        // "The next spell you play this turn deals 1 Bonus Damage": a lasting change to the actor
        const effect = actor ? bonusDamage(c, actor) : null;
        return effect ? { kind: 'static-effect', effect, duration: 'permanent' } : null;
      },
    ],
  ],
  [
    ['take', 'lose'],
    [takeControl, losePoints, loseKeywords, (c, actor) => (verb(c, 'lose', actor) && c.eat('the game') ? { kind: 'win-game', lose: true } : null)],
  ],
  [['replace'], [replaceWith]],
  [['put'], [put, putOnDeck, putBack]],
  [['place'], [putOnDeck]],
  // "Repeat this gear's play effect": its "When you play this" ability's effect, again
  [['repeat'], [(c, actor) => (verb(c, 'repeat', actor) && c.eat("this gear's play effect") ? { kind: 'repeat-play-effect', of: 'this gear' } : null)]],
  [
    ['activate'],
    [
      (c, actor) => {
        if (!verb(c, 'activate', actor) || !c.eat('the conquer effects of')) return null;
        const of = objectRef(c);
        return of ? { kind: 'activate-effects', which: 'conquer', of } : null;
      },
    ],
  ],
  [['become'], [becomeCopy]],
  [
    ['name'],
    [
      (c, actor) => {
        if (!verb(c, 'name', actor)) return null;
        const what = c.eatOne('a spell', 'a tag', 'a card');
        return what ? { kind: 'name', what: what.slice(2) as 'spell' } : null;
      },
    ],
  ],
  [['win'], [(c, actor) => (verb(c, 'win', actor) && c.eat('the game') ? { kind: 'win-game' } : null)]],
  // "Take a turn after this one" (Time Warp): an additional turn, rule 735
  [['take'], [(c, actor) => (verb(c, 'take', actor) && c.eat('a turn after this one') ? { kind: 'extra-turn' } : null)]],
  [
    ['do', 'then'],
    [doThis, doFollowing, doOneOfFollowing],
  ],
  [['ignore'], [ignoreCost]],
  [['when'], [(c) => whenThisWay(c)]],
  [["can't"], [cantInstruction]],
  [['can'], [lookAtFacedown, hideIgnoringCosts]],
  [['control'], [controlUntil]],
  [["don't"], [notThisWay]],
  [['be'], [(c) => beMovedWith(c)]],
  [['cost'], [costInstruction]],
  [['enter'], [enterInstruction]],
  [['draw'], [draw]],
  [['discard'], [discard]],
  [['channel'], [channel]],
  [
    ['add', '[add]'],
    [(c) => add(c), addToBoard],
  ],
  [['give'], [give]],
  [['give'], [buffsGiveMore]],
  [['increase', 'this'], [raiseMight]],
  [['get', 'each'], [getMight]],
  [['play'], [play]],
  [['create'], [create]],
  [['return'], [returnToHand, returnChosenChampion]],
  [['gain'], [gain, takeControl, gainTag]],
  [['make'], [newChoices]],
  [['score'], [score]],
  [['pay'], [pay]],
  [['attach'], [attach, attachOrDetach]],
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
export function verbPhrase(c: Cursor, actor: ObjectRef | undefined): Body | null {
  const parsers = VERB_INDEX.get(leadKey(c) ?? '');
  if (!parsers) return null;
  for (const p of parsers) {
    const r = c.try(() => p(c, actor));
    if (r) return r;
  }
  return null;
}
