// Untargetability (rules 757–758): "I can't be chosen by enemy spells and abilities" and "Other
// friendly units can't be chosen by enemy spells and abilities", passive abilities of permanents on
// the board. Such an object is no legal choice for a spell or ability its controller's opponent
// controls: not as a target (758), and not on resolution either, where a target that has become
// untargetable is a mistarget (758.1) and one that no longer is counts again (758.2.a).
import type { Ability } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import type { PlayerId } from '../interface.ts';
import { isUnit, playerState, type GameObject, type GameState } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';

const ENEMY_CHOICES = 'be chosen by enemy spells and abilities';

type Passive = Extract<Ability, { kind: 'passive' }>;

/** The [Level N] gates of the ability ("[Level 16][>] I can't be chosen ..."), or null when it has a gate of another kind. */
function levelGates(a: Passive): number[] | null {
  if (!a.gate) return [];
  const keys = [a.gate.keyword, ...(a.gate.also ?? [])];
  if (a.gate.chained || keys.some((k) => k.name !== 'Level' || k.value === undefined)) return null;
  return keys.map((k) => k.value!);
}

/** 824.1.c: a gated ability works only while its controller has that much XP. */
function gatesOpen(s: GameState, a: Passive, controller: PlayerId): boolean {
  return (levelGates(a) ?? [Infinity]).every((n) => playerState(s, controller).xp >= n);
}

/** The forms the engine applies: "I ...", or units described only as "other" and "friendly"; ungated or behind [Level N]. */
export function untargetableForm(a: Passive): boolean {
  const e = a.effect;
  if (e.kind !== 'cant' || e.action !== ENEMY_CHOICES || a.condition || levelGates(a) === null) return false;
  const subject = e.subject;
  if (subject.kind === 'self') return true;
  return (
    subject.kind === 'select' &&
    subject.plural &&
    subject.nouns.join() === 'unit' &&
    subject.filters.every((f) => f.kind === 'other' || (f.kind === 'controller' && f.who === 'friendly'))
  );
}

/** Whether a spell or ability that `chooser` controls cannot choose the object (757, 758). */
export function cannotBeChosenBy(s: GameState, o: GameObject, chooser: PlayerId): boolean {
  if (o.controller === chooser) return false; // only enemy spells and abilities
  for (const giver of Object.values(s.objects)) {
    if (!abilitiesActive(giver)) continue;
    for (const { ability } of abilitiesOfKind(giver.card, 'passive')) {
      if (!untargetableForm(ability) || ability.effect.kind !== 'cant' || !gatesOpen(s, ability, giver.controller)) continue;
      const subject = ability.effect.subject;
      if (
        subject.kind === 'self'
          ? giver.id === o.id
          : protectsFriendlyUnit(giver, o, subject.kind === 'select' && subject.filters.some((f) => f.kind === 'other'))
      )
        return true;
    }
  }
  return false;
}

function protectsFriendlyUnit(giver: GameObject, o: GameObject, other: boolean): boolean {
  return isUnit(o) && abilitiesActive(o) && o.controller === giver.controller && !(other && o.id === giver.id);
}
