// How scenario phrases name things: players by name, objects by ref ("Alice's Shipyard Skulker",
// or "her Shipyard Skulker" after a subject), battlefields by their ref ("the Bridge").
import type { ObjectView, View } from '../drivers/protocol.ts';
import type { PlayerZone, RiftWorld } from '../world.ts';

const POSSESSIVE = /^(?:her|his|their) /;

/** "her Recruit" said by Alice is "Alice's Recruit"; any other phrase is the ref itself. */
export function refOf(phrase: string, subject?: string): string {
  const p = phrase.trim();
  return subject && POSSESSIVE.test(p) ? `${subject}'s ${p.replace(POSSESSIVE, '')}` : p;
}

const TITLE = /^[A-Z][\w-]*(?: [A-Z][\w-]*)*$/;
const NAMES_AN_OBJECT = /(?:'s|^(?:her|his|their)) /;

/**
 * "A, B and C" -> ["A", "B", "C"]; nothing (an optional group that did not match) -> []. A champion's
 * title stays with its name: "Alice's Yasuo, Remorseful and Bob's Recruit" is two objects.
 */
export function listOf(phrase: string | null | undefined): string[] {
  const out: string[] = [];
  for (const piece of (phrase ?? '').split(/,\s*|\s+and\s+/).map((x) => x.trim())) {
    if (piece.length === 0) continue;
    const last = out.length - 1;
    if (last >= 0 && TITLE.test(piece) && NAMES_AN_OBJECT.test(out[last])) out[last] += `, ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** A player's zones that hold objects as a list, in a view and in a setup alike. */
export const PLAYER_ZONES = ['hand', 'mainDeck', 'runeDeck', 'base', 'runes', 'trash', 'banishment'] as const;

export const ZONE_WORDS: Record<string, PlayerZone> = {
  hand: 'hand',
  base: 'base',
  trash: 'trash',
  'main deck': 'mainDeck',
  'rune deck': 'runeDeck',
  banishment: 'banishment',
  runes: 'runes',
};

/** The card id a Given names: a test card's id when one of that name is declared, else the name itself (catalog). */
export function cardIdFor(world: RiftWorld, name: string): string {
  const test = (world.setup.testCards ?? []).find((c) => c.name === name || c.id === name);
  return test ? test.id : name;
}

/** Where an object is in a view: a player's zone, a battlefield, or the chain. */
export function locate(view: View, ref: string): { object: ObjectView; where: string } | null {
  for (const p of view.players) {
    for (const zone of PLAYER_ZONES) {
      const object = p[zone].find((o) => o.ref === ref);
      if (object) return { object, where: `${p.id}'s ${zone}` };
    }
    if (p.legend?.ref === ref) return { object: p.legend, where: `${p.id}'s legend zone` };
    const other = (p.otherLegends ?? []).find((o) => o.ref === ref);
    if (other) return { object: other, where: `${p.id}'s legend zone` };
    if (p.champion?.ref === ref) return { object: p.champion, where: `${p.id}'s champion zone` };
  }
  for (const b of view.battlefields) {
    const object = [...b.units, ...b.gear, ...b.facedown].find((o) => o.ref === ref);
    if (object) return { object, where: b.ref };
  }
  return null;
}

export function objectIn(view: View, ref: string): ObjectView {
  const found = locate(view, ref);
  if (!found) throw new Error(`${ref} is not on the board or in any player's zones`);
  return found.object;
}

/** The refs a phrase such as "her Recruit and Bob's Seeker" names, said by `player`, sorted for comparing as a set. */
export function refsNamed(phrase: string, player: string, view?: View): string[] {
  return listOf(phrase)
    .map((x) => (view ? choiceRef(view, x, player) : refOf(x, player)))
    .sort();
}

/** "the chain item of Bob's Watcher": an ability waiting on the chain, chosen by the id of its item (806.5.c, 813.5.c). */
export const CHAIN_ITEM_OF = /^the chain item of (.+)$/;

/** The ref a choice names: an object's, or the id of the chain item of the source named. */
export function choiceRef(view: View, phrase: string, player: string): string {
  const of = CHAIN_ITEM_OF.exec(phrase);
  if (!of) return refOf(phrase, player);
  const source = refOf(of[1], player);
  const items = view.chain.filter((c) => c.source === source);
  if (items.length !== 1) throw new Error(`the chain holds ${items.length} items of ${source}, not one`);
  return items[0].id;
}
