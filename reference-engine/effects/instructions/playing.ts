// Instructions about spells and plays: play a card by an effect (rule 419, 354.3), counter a spell (419.4.a.1) or an ability (806.5.c, 813.5.c).
import { emit } from '../../events.ts';
import { relocate } from '../../game-actions/zones.ts';
import { startPlayByEffect } from '../../playing-cards/by-effect.ts';
import { zoneLeavingTheChain } from '../../playing-cards/play-record.ts';
import { abilitiesOfKind, ownAbilityCostChange } from '../compiled.ts';
import { createLastingEffect, readsLastingEffect } from '../lasting-effects.ts';
import { createNextSpellChange, readsNextSpellChange } from '../next-spell.ts';
import { readsOwnBonusDamage } from '../spell-bonus-damage.ts';
import { createBuffsGiveMore, readsBuffsGiveMore } from '../buffs-give-more.ts';
import { createCostChangeThisTurn, readsCostChangeThisTurn } from '../cost-changes-this-turn.ts';
import type { BaseModification } from '../../playing-cards/total-cost.ts';
import { energyOf, powerOf } from '../../playing-cards/play-data.ts';
import { playDataOf, type PlayData } from '../../playing-cards/play-record.ts';
import { makeNewChoices } from '../new-choices.ts';
import { standsForAnAbility } from '../../playing-cards/abilities-on-chain.ts';
import { actOnEach } from '../referents.ts';
import type { Run } from '../run.ts';
import type { InstructionFamily, InstructionOf } from './types.ts';
import type { Ability, LocationRef } from '../../card-text/ast.ts';
import type { GameObject } from '../../state.ts';

/** "here": the battlefield the source is at; null elsewhere. */
function hereOf(run: Run): string | null {
  const o = run.s.objects[run.source];
  return o?.zone === 'battlefield' ? (o.battlefield ?? null) : null;
}

/** "The next unit you play this turn enters ready" (Sun Disc): the one lasting change to plays the engine makes. */
function nextUnitReady(i: InstructionOf<'static-effect'>): boolean {
  const e = i.effect;
  if (e.kind !== 'enters' || e.state !== 'ready' || e.subject.kind !== 'select') return false;
  const { determiner, nouns, filters } = e.subject;
  return (
    determiner === 'next' &&
    nouns.length === 1 &&
    nouns[0] === 'unit' &&
    filters.length === 1 &&
    filters[0].kind === 'controller' &&
    filters[0].who === 'you-play'
  );
}

/** "Units you play this turn enter ready", "Friendly units enter ready this turn": every unit of the player, for the rest of the turn. */
function unitsReadyThisTurn(i: InstructionOf<'static-effect'>): boolean {
  const e = i.effect;
  if (e.kind !== 'enters' || e.state !== 'ready' || e.subject.kind !== 'select') return false;
  const { determiner, nouns, filters } = e.subject;
  const [whose] = filters;
  const yours = filters.length === 1 && whose.kind === 'controller' && (whose.who === 'you-play' || (whose.who === 'friendly' && i.duration === 'this-turn'));
  return determiner === 'bare' && nouns.length === 1 && nouns[0] === 'unit' && yours;
}

/** "to your base", "to a battlefield you control", "to any battlefield": the places the play handler narrows the card's entry to (choices.ts). */
function placeNamed(to: LocationRef): PlayData['placeTo'] | null {
  if (to.kind === 'base') return to.whose === 'your' || to.whose === 'their' ? 'base' : null;
  if (to.kind !== 'battlefield' || to.ref.kind !== 'select' || to.ref.determiner !== 'a' || to.ref.nouns.join() !== 'battlefield') return null;
  const [f, ...more] = to.ref.filters;
  if (!f) return to.ref.anyWord ? 'any-battlefield' : null;
  return !more.length && f.kind === 'controller' && f.who === 'you-control' ? 'controlled-battlefield' : null;
}

/** "Banish a unit, then its owner plays it to the same location": where it was until the instruction before took it off the board. */
function isTheSameLocation(to: LocationRef | undefined): boolean {
  return to?.kind === 'battlefield' && to.ref.kind === 'pronoun' && to.ref.word === 'the same location';
}

/** The location the object left by the last move of this text (a battlefield, or 'base'); null if it moved from none. */
function locationLeft(run: Run, id: string): string | null {
  for (let k = run.s.events.length - 1; k >= run.targetMark; k--) {
    const e = run.s.events[k];
    if (e.kind === 'moved' && e.object === id) return e.from === 'base' || run.s.battlefields.some((b) => b.id === e.from) ? (e.from ?? null) : null;
  }
  return null;
}

export const PLAYING: InstructionFamily = {
  // 751: the controller of a finalized spell chooses some of its targets anew (new-choices.ts)
  'new-choices': { run: (run, i) => makeNewChoices(run, i) },
  'static-effect': {
    run(run, i) {
      if (ownAbilityCostChange(i)) return; // a cost rule, applied as the ability was activated (403.3): nothing to do now
      if (readsLastingEffect(i)) return createLastingEffect(run, i);
      if (readsNextSpellChange(i)) return createNextSpellChange(run, i);
      if (readsCostChangeThisTurn(i)) return createCostChangeThisTurn(run, i);
      if (readsOwnBonusDamage(i)) return; // added to the spell's damage as it is dealt (spell-bonus-damage.ts)
      if (readsBuffsGiveMore(i)) return createBuffsGiveMore(run, i);
      if (unitsReadyThisTurn(i)) {
        (run.s.unitsEnterReady ??= []).push(run.controller); // until the turn ends (cleanup.ts)
        run.didPrevious = true;
        return;
      }
      if (!nextUnitReady(i)) return;
      (run.s.nextUnitEntersReady ??= []).push(run.controller); // until used, or the turn ends (cleanup.ts)
      run.didPrevious = true;
    },
    unsupported: (i) =>
      nextUnitReady(i) ||
      unitsReadyThisTurn(i) ||
      ownAbilityCostChange(i) ||
      readsLastingEffect(i) ||
      readsNextSpellChange(i) ||
      readsOwnBonusDamage(i) ||
      readsBuffsGiveMore(i) ||
      readsCostChangeThisTurn(i)
        ? []
        : ['the instruction static-effect'],
  },
  play: {
    run(run, i) {
      if (i.to?.kind === 'here' && i.object.kind === 'pronoun' && i.object.word === 'it') {
        // "If it's a unit, play it here" (Ava Achiever): the card this effect is playing enters here.
        const here = hereOf(run);
        actOnEach(run, i, i.object, (o) => {
          const item = run.s.chain.find((c) => c.kind === 'card' && c.source === o.id && c.status === 'pending' && playDataOf(c).byEffect);
          if (!item || here === null) return false;
          playDataOf(item).placeAt = here;
        });
        return;
      }
      actOnEach(run, i, i.object, (o) => {
        const ignoring = i.ignoringCost;
        const mods: BaseModification[] =
          ignoring === 'any and all costs'
            ? [{ kind: 'ignore-everything' }]
            : ignoring === 'its Energy cost' || ignoring === 'Energy costs'
              ? [{ kind: 'ignore-energy' }]
              : ignoring
                ? [{ kind: 'ignore-all' }]
                : i.forCost
                  ? [
                      {
                        kind: 'replace',
                        replacement: { energy: i.forCost.reduce((n, sym) => n + (sym.kind === 'energy' ? sym.amount : 0), 0), power: powerOf(i.forCost) },
                      },
                    ]
                  : [];
        // ", reducing its cost by :rb_energy_5:": a discount (356.4), applied with the others as its cost is totalled
        const by = i.reducingCostBy;
        const effectDiscount = by
          ? { id: `${run.source}:reducing`, label: run.s.objects[run.source]?.card.name ?? 'the effect', energy: energyOf(by), power: powerOf(by).length }
          : undefined;
        const placeTo = i.to ? (placeNamed(i.to) ?? undefined) : undefined;
        const placeAt = isTheSameLocation(i.to) ? locationLeft(run, o.id) : undefined;
        if (placeAt === null) return false; // it was at no location: there is no same one to play it to
        // "its owner plays it": the owner plays it (and controls what enters)
        const player = i.actor?.kind === 'player' && i.actor.who === 'its-owner' ? o.owner : run.controller;
        // no battlefield of the kind named: the card has nowhere it may enter, so it is not played
        if (placeTo && placeTo !== 'base' && !run.s.battlefields.some((b) => placeTo === 'any-battlefield' || b.controller === run.controller)) return false;
        startPlayByEffect(run.s, o.id, player, mods, {
          ...(effectDiscount ? { effectDiscount } : {}),
          ...(placeTo ? { placeTo } : {}),
          ...(placeAt ? { placeAt } : {}),
        });
      });
    },
    // "to a battlefield you control": where the card may enter, which no code here narrows (the player could pick any place)
    unsupported: (i) =>
      i.to && !(i.to.kind === 'here' && i.object.kind === 'pronoun' && i.object.word === 'it') && !placeNamed(i.to) && !isTheSameLocation(i.to)
        ? ['the instruction play to a place it names']
        : [],
  },
  counter: {
    run(run, i) {
      const s = run.s;
      actOnEach(run, i, i.object, (o) => {
        if (standsForAnAbility(o)) return counterAbility(run, o.id);
        const countered = s.chain.find((c) => c.source === o.id && c.kind === 'card');
        if (!countered) return false;
        if (cannotBeCountered(o)) return false; // "This can't be countered"
        s.chain = s.chain.filter((c) => c !== countered);
        run.lookBack[o.id] = { controller: countered.controller, might: null }; // "its controller" in what follows (359.3.e.13)
        // 829.1.b.1: a spell played for its Flow cost is banished instead; else its trash, or where the text sends it instead
        const to = zoneLeavingTheChain(countered) === 'banishment' ? 'banishment' : (run.counteredTo ?? 'trash');
        relocate(s, o.id, { zone: to, player: o.owner });
        emit(s, { kind: 'countered', object: o.id, player: countered.controller, detail: `by ${run.source}` });
        if (to === 'hand') emit(s, { kind: 'moved', object: o.id, player: o.owner, from: 'chain', to: 'hand' });
      });
      run.counteredTo = undefined;
    },
  },
};

/** "This can't be countered": the card's own passive, which no counter gets past (425.1). */
export function cannotBeCountered(o: GameObject): boolean {
  return abilitiesOfKind(o.card, 'passive').some(({ ability: a }) => refusesCounters(a));
}

/** The form read: the card itself, unconditionally. */
export function refusesCounters(a: Extract<Ability, { kind: 'passive' }>): boolean {
  return a.effect.kind === 'cant' && a.effect.action === 'be countered' && a.effect.subject.kind === 'self' && !a.condition && !a.gate && !a.also;
}

/** 806.5.c, 813.5.c: a countered ability leaves the Chain without resolving; its source stays where it is. */
function counterAbility(run: Run, itemId: string): boolean {
  const ability = run.s.chain.find((c) => c.id === itemId);
  if (!ability) return false;
  run.s.chain = run.s.chain.filter((c) => c !== ability);
  emit(run.s, { kind: 'countered', object: ability.source, player: ability.controller, detail: `ability by ${run.source}` });
  return true;
}
