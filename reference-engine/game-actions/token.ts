// Tokens (rules 179–185): objects an effect creates, controlled and owned by the effect's
// controller (182, 183). A token unit enters exhausted unless the effect says ready (185.2.d, 184.1), any other ready.
// The engine puts it straight onto the board at the location the effect names rather than taking
// it through the Chain as a played card.
import type { TokenSpec } from '../card-text/ast.ts';
import { emit } from '../events.ts';
import type { Domain, PlayerId } from '../interface.ts';
import { applyPassiveMight } from '../effects/passive-might.ts';
import { battlefieldInPlay, freshStatuses, putObject, type CardDefinition, type GameState, type ObjectId } from '../state.ts';
import { applyVictoryScore } from './points.ts';
import { relocate } from './zones.ts';
import { addChainItem } from '../chain-items.ts';
import { basicRuneText } from '../cards.ts';

/** A ref no object has yet: "Alice's Sprite", then "Alice's Sprite 2", ... */
function freshRef(s: GameState, base: string): ObjectId {
  if (!s.objects[base]) return base;
  let n = 2;
  while (s.objects[`${base} ${n}`]) n++;
  return `${base} ${n}`;
}

/**
 * The unit tokens rule 187 describes, by name: what a token of that name has beyond what the
 * creating text says (its Might when the text gives none, its tags, keywords and the text of its
 * abilities). Gear tokens (Gold) and battlefield tokens are not listed.
 */
const NAMED_TOKENS: { readonly [name: string]: { might: number; tags: readonly string[]; keywords?: readonly string[]; text?: string } } = {
  Recruit: { might: 1, tags: ['Recruit'] }, // 187.1
  Sprite: { might: 3, tags: ['Fae'], keywords: ['Temporary'] }, // 187.2
  'Sand Soldier': { might: 2, tags: ['Shurima'] }, // 187.3
  Mech: { might: 3, tags: ['Mech'] }, // 187.4
  Reflection: { might: 0, tags: [] }, // 187.6
  Bird: { might: 1, tags: ['Bird'], keywords: ['Deflect'] }, // 187.7
  Tentacle: { might: 1, tags: ['Bilgewater'] }, // 187.10
  'Shadow Clone': { might: 0, tags: [], text: 'When I attack, you may banish a unit from your trash. If you do, give me [Assault 4] this turn.' }, // 187.11
};

/**
 * Whether the engine can define the token: a unit token has a Might (185.2.b), which the creating text
 * gives ("a 2 :rb_might: Wisp unit token") or rule 187 does for its name; a unit token of another name
 * and no Might given ("a Wisp unit token") has none the rules define.
 */
export function definesToken(spec: TokenSpec): boolean {
  return spec.noun !== 'unit' || spec.might !== undefined || NAMED_TOKENS[spec.name] !== undefined;
}

/** The gear tokens rule 187 describes, by name: the text of their abilities. */
const GEAR_TOKENS: { readonly [name: string]: string } = {
  Gold: '[Reaction][>] Kill this, :rb_exhaust:: [Add] :rb_rune_rainbow:.', // 187.5
};

export function createToken(s: GameState, controller: PlayerId, spec: TokenSpec, where: ObjectId | 'base', exhausted?: boolean): ObjectId {
  const id = freshRef(s, `${controller}'s ${spec.name}`);
  const named = spec.noun === 'unit' ? NAMED_TOKENS[spec.name] : undefined;
  const domain = spec.noun === 'rune' && DOMAINS.has(spec.name.toLowerCase()) ? (spec.name.toLowerCase() as Domain) : undefined;
  const keywords = [...new Set([...spec.keywords.map((k) => k.name), ...(named?.keywords ?? [])])];
  putObject(s, {
    id,
    card: {
      id: `token:${spec.name}`,
      name: spec.name,
      type: 'token',
      might: spec.might ?? named?.might,
      tags: [...(named?.tags ?? [])],
      keywords,
      // a rune token of one domain is a basic rune, with its two abilities (164.2, 185.2.d)
      text: named?.text ?? (spec.noun === 'gear' ? GEAR_TOKENS[spec.name] : undefined) ?? (domain ? basicRuneText(domain) : ''),
      // a spell, rune or legend token is an object of that type that is a token (439.2.b.2-4)
      ...(spec.noun === 'spell' || spec.noun === 'rune' || spec.noun === 'legend' ? { alsoTypes: [spec.noun] } : {}),
      ...(domain ? { domains: [domain] } : {}),
    },
    owner: controller,
    controller,
    zone: 'base',
    ...freshStatuses(),
    // 184.1: the effect says ready or exhausted only against its type's default: a unit enters exhausted (185.2.d), the
    // others ready, as a gear (359.2.d) or a channeled rune does
    exhausted: exhausted ?? (spec.noun === 'unit' ? !spec.ready : false),
  });
  // 369.3: "Units you play this turn enter ready" replaces a unit token's entering exhausted, unless the effect says exhausted
  if (exhausted === undefined && spec.noun === 'unit' && (s.unitsEnterReady ?? []).includes(controller)) s.objects[id].exhausted = false;
  const zone = CREATED_TO[spec.noun];
  if (zone === 'chain') createdOnTheChain(s, id, controller);
  else if (zone) relocate(s, id, { zone, player: controller });
  else if (where === 'base') relocate(s, id, { zone: 'base', player: controller });
  else relocate(s, id, { zone: 'battlefield', battlefield: where });
  emit(s, { kind: 'moved', object: id, player: controller, to: zone ?? where, detail: 'token created', rule: zone ? '439.2.b' : '180' });
  return id;
}

/** Where a token that is no permanent is created, whatever place the effect gives permanents (439.2.b.2-4). */
const CREATED_TO: Partial<Record<TokenSpec['noun'], 'chain' | 'runes' | 'legend'>> = { spell: 'chain', rune: 'runes', legend: 'legend' };

const DOMAINS: ReadonlySet<string> = new Set(['fury', 'calm', 'mind', 'body', 'chaos', 'order']);

/** 439.2.b.2: a spell token is created on the Chain, as an item already finalized (it is not played: 439.2.c), that resolves in its turn. */
function createdOnTheChain(s: GameState, id: ObjectId, controller: PlayerId): void {
  relocate(s, id, { zone: 'chain', player: controller });
  addChainItem(s, { kind: 'card', source: id, controller, targets: [] }).status = 'finalized';
}

/**
 * A battlefield token an effect adds to the board: created straight into the Battlefield Zone, where
 * battlefields are (439.2.b.5), as a battlefield of its own that no player controls yet (439.4.b).
 */
export function createBattlefield(s: GameState, player: PlayerId, card: CardDefinition): ObjectId {
  const id = freshRef(s, `the ${card.name}`);
  battlefieldInPlay(s, id, card, null); // nobody's as it is created (439.4.b)
  emit(s, { kind: 'moved', player, object: id, to: id, detail: `${card.name} battlefield token created`, rule: '439.2.b.5' });
  applyPassiveMight(s); // what its passives give applies from now on
  applyVictoryScore(s);
  return id;
}
