// Abilities on the Chain as things a spell or ability may choose ("Counter an ability with [Reaction]",
// rules 806.5.c and 813.5.c): an ability is no card and no game object, so each one waiting on the Chain
// is stood for by its chain item. The stand-in carries the item's id, its controller and the Action or
// Reaction the ability has; selection reads it like any object, and the counter instruction removes the
// item it stands for.
import { cardAsOnChain } from '../chain-items.ts';
import { abilitiesOf } from '../effects/compiled.ts';
import { freshStatuses, type ChainItem, type GameObject, type GameState, type ObjectId } from '../state.ts';

const STANDS_FOR_AN_ABILITY = 'ability-on-chain';

/** The Action or Reaction an activated ability has by its printed speed ("[Reaction][>] :rb_exhaust:: ..."). */
function speedOf(s: GameState, item: ChainItem): string[] {
  const source = s.objects[item.source];
  const ability = source && item.ability !== undefined ? abilitiesOf(cardAsOnChain(source.card, item))[item.ability] : undefined;
  return ability?.kind === 'activated' && ability.speed ? [ability.speed] : [];
}

function standIn(s: GameState, item: ChainItem): GameObject {
  const source = s.objects[item.source];
  return {
    id: item.id,
    card: { id: item.id, name: `${source?.card.name ?? item.source}'s ability`, type: 'spell', text: '', keywords: speedOf(s, item) },
    owner: item.controller,
    controller: item.controller,
    zone: 'chain',
    ...freshStatuses(),
    data: { standsFor: STANDS_FOR_AN_ABILITY },
  };
}

/** Each activated or triggered ability waiting on the Chain, as the stand-in a selection can pick. */
export function abilitiesOnChain(s: GameState): GameObject[] {
  return s.chain.filter((c) => c.kind !== 'card').map((c) => standIn(s, c));
}

/** Whether the object is the stand-in of an ability on the Chain. */
export function standsForAnAbility(o: GameObject): boolean {
  return o.data?.standsFor === STANDS_FOR_AN_ABILITY;
}

/** The stand-in of the ability whose chain item has this id, while it waits on the Chain. */
export function abilityOnChain(s: GameState, id: ObjectId): GameObject | undefined {
  const item = s.chain.find((c) => c.id === id && c.kind !== 'card');
  return item ? standIn(s, item) : undefined;
}

/** A chosen target by its id: the object, or the ability on the Chain it names. */
export function objectOrAbility(s: GameState, id: ObjectId): GameObject | undefined {
  return s.objects[id] ?? abilityOnChain(s, id);
}
