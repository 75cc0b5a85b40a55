// What attached cards give their Top-Most Card (rules 718.3, 718.4, 719.1): the abilities of their
// Effect Text, appended to its rules text in the ability layer (477.2.c), and their Might Bonus, added
// to its Might in the arithmetic layer (477.3.d). Both hold exactly while the link does (137.3.a, 724):
// worked out anew with the passive abilities, so a detach, a kill or a move to another host ends them.
import { keywordsInText } from '../cards.ts';
import { isOnBoard } from '../board.ts';
import type { CardDefinition, GameObject, GameState, GrantedAbility, ObjectId } from '../state.ts';

// One appended definition per own card and set of texts, so the compiled abilities stay cached.
const appended = new WeakMap<CardDefinition, Map<string, CardDefinition>>();

function withEffectTexts(own: CardDefinition, texts: readonly string[]): CardDefinition {
  const key = texts.join('\n');
  let byTexts = appended.get(own);
  if (!byTexts) appended.set(own, (byTexts = new Map()));
  let card = byTexts.get(key);
  if (!card) {
    const text = own.text ? `${own.text}\n${key}` : key;
    card = { ...own, text, keywords: [...(own.keywords ?? []), ...keywordsInText(key)] };
    byTexts.set(key, card);
  }
  return card;
}

/** The cards attached to each top-most card, in the order of the objects. */
function attachments(s: GameState): Map<string, GameObject[]> {
  const found = new Map<string, GameObject[]>();
  for (const id in s.objects) {
    const a = s.objects[id];
    if (a.attachedTo === undefined || !isOnBoard(a.zone)) continue;
    const list = found.get(a.attachedTo);
    if (list) list.push(a);
    else found.set(a.attachedTo, [a]);
  }
  return found;
}

/** Which lines of the appended text each attached card's Effect Text fills, after the card's own lines (136.2.d). */
function appendedLines(own: CardDefinition, attached: readonly GameObject[]): { from: ObjectId; first: number; last: number }[] {
  const out: { from: ObjectId; first: number; last: number }[] = [];
  let next = own.text ? own.text.split('\n').length : 0;
  for (const a of attached) {
    if (!a.card.effectText) continue;
    const count = a.card.effectText.split('\n').length;
    out.push({ from: a.id, first: next, last: next + count - 1 });
    next += count;
  }
  return out;
}

/** The attached card whose Effect Text holds the line, when an attached card appended it: what its "this" means (136.2.d). */
export function appendedBy(o: GameObject, line: number | undefined): ObjectId | undefined {
  if (line === undefined) return undefined;
  return o.appendedLines?.find((l) => l.first <= line && line <= l.last)?.from;
}

/**
 * Appends the Effect Text of every card attached to a top-most card to its rules text (719.1), and gives
 * back the Might each top-most card gets from their Might Bonuses (718.4) to add with the passives'.
 */
export function applyAttachedCards(s: GameState, granted?: Map<ObjectId, GrantedAbility[]>): Map<string, number> | null {
  const linked = attachments(s);
  let bonus: Map<string, number> | null = null;
  for (const id in s.objects) {
    const o = s.objects[id];
    const own = o.ownCard ?? o.card;
    const attached = linked.get(id) ?? [];
    const texts = attached.flatMap((a) => (a.card.effectText ? [a.card.effectText] : []));
    const lines = appendedLines(own, attached);
    if (lines.length) o.appendedLines = lines;
    else if (o.appendedLines) delete o.appendedLines;
    // 411.6.a: abilities other objects give it, after the attached cards' (granted-abilities.ts)
    const given = granted?.get(id);
    if (given) {
      texts.push(...given.map((g) => g.text));
      o.grantedAbilities = given;
    } else if (o.grantedAbilities) delete o.grantedAbilities;
    if (texts.length) {
      o.ownCard = own;
      o.card = withEffectTexts(own, texts);
    } else if (o.ownCard) {
      o.card = own;
      delete o.ownCard;
    }
    // 137.3.b: a top-most card with no Might ignores the bonus
    const sum = attached.reduce((n, a) => n + (a.card.mightBonus ?? 0), 0);
    if (sum && (o.card.might !== undefined || o.card.type === 'unit' || o.card.type === 'token')) (bonus ??= new Map()).set(id, sum);
  }
  return bonus;
}
