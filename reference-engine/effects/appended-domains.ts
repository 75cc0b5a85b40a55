// The domains an object has now (rule 185.3.b): its card's printed ones, none for a token, plus those
// a passive ability appends in the layers ("Units you control are :rb_rune_fury:.", 185.3.b.1). Only
// unconditional passives of objects whose abilities are active are read. A subject that itself names
// a domain is read on printed domains only, so the layer never feeds back into itself.
import type { Ability, Domain, PassiveEffect } from '../card-text/ast.ts';
import { abilitiesActive } from '../board.ts';
import { candidates } from '../playing-cards/selection.ts';
import type { GameObject, GameState } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';

type Passive = Extract<Ability, { kind: 'passive' }>;

/** The form carried out: an unconditional passive appending one domain to the objects it names. */
export function appendsDomain(e: PassiveEffect, a: Passive): boolean {
  return e.kind === 'is-domain' && !a.condition && !a.gate && e.subject.kind === 'select';
}

let reading = false;

/** The domains the object has now: printed (a token none), then appended by passive abilities. */
export function domainsOf(s: GameState, o: GameObject): Domain[] {
  const out: Domain[] = [...(o.card.domains ?? [])];
  if (reading) return out;
  reading = true;
  try {
    for (const giver of Object.values(s.objects)) {
      if (!abilitiesActive(giver)) continue;
      for (const { ability } of abilitiesOfKind(giver.card, 'passive')) {
        const e = ability.effect;
        if (e.kind !== 'is-domain' || !appendsDomain(e, ability) || out.includes(e.domain)) continue;
        if (candidates(s, e.subject, { controller: giver.controller, source: giver.id }).some((c) => c.id === o.id)) out.push(e.domain);
      }
    }
  } finally {
    reading = false;
  }
  return out;
}
