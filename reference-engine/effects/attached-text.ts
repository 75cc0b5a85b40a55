// What attached cards give their Top-Most Card (rules 718.3, 718.4, 719.1): the abilities of their
// Effect Text, appended to its rules text in the ability layer (477.2.c), and their Might Bonus, added
// to its Might in the arithmetic layer (477.3.d). Both hold exactly while the link does (137.3.a, 724):
// worked out anew with the passive abilities, so a detach, a kill or a move to another host ends them.
import { everyObject } from '../state.ts';
import { keywordsInText } from '../cards.ts';
import { isOnBoard } from '../board.ts';
import type { CardDefinition, GameObject, GameState, GrantedAbility, ObjectId } from '../state.ts';
import { abilitiesOfKind } from './compiled.ts';
import { weakProcessCache } from '../process-caches.ts';

// One appended definition per own card and set of texts, so the compiled abilities stay cached.
const appended = weakProcessCache<CardDefinition, Map<string, CardDefinition>>();

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

/** Whether the card's own text copies some traits of its top-most card while attached to it (Svellsongur: its text). */
export function copiesTopMostTraits(card: CardDefinition): boolean {
  return abilitiesOfKind(card, 'passive').some(({ ability }) => ability.effect.kind === 'copies-traits-while-attached');
}

// One definition per own card and copied text, so the compiled abilities stay cached.
const copiedText = weakProcessCache<CardDefinition, Map<string, CardDefinition>>();

/**
 * 477.1.b.2: only the trait the effect names is copied: the top-most card's printed text (never what
 * was appended or granted to it), as this card's Effect Text; its name, type and every other trait stay its own.
 */
function withTopMostText(own: CardDefinition, topMost: CardDefinition): CardDefinition {
  const text = topMost.text ?? '';
  let byText = copiedText.get(own);
  if (!byText) copiedText.set(own, (byText = new Map()));
  let card = byText.get(text);
  if (!card) byText.set(text, (card = { ...own, effectText: text }));
  return card;
}

/**
 * The attached cards that copy traits of their top-most card (725.1: as they attach, though their text
 * is inactive), made what they are then (their own card kept in `ownCard`, as for appended text).
 */
function copyingCards(s: GameState): Map<string, CardDefinition> {
  const found = new Map<string, CardDefinition>();
  for (const a of everyObject(s)) {
    const id = a.id;
    const top = a.attachedTo === undefined || !isOnBoard(a.zone) ? undefined : s.objects[a.attachedTo];
    const own = a.ownCard ?? a.card;
    if (!top || !copiesTopMostTraits(own)) continue;
    found.set(id, withTopMostText(own, top.ownCard ?? top.card));
    a.ownCard = own;
    a.card = found.get(id)!;
  }
  return found;
}

/** The cards attached to each top-most card, in the order of the objects. */
function attachments(s: GameState): Map<string, GameObject[]> {
  const found = new Map<string, GameObject[]>();
  for (const a of everyObject(s)) {
    if (a.attachedTo === undefined || !isOnBoard(a.zone)) continue;
    const list = found.get(a.attachedTo);
    if (list) list.push(a);
    else found.set(a.attachedTo, [a]);
  }
  return found;
}

const NOTHING_ATTACHED: readonly GameObject[] = [];

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
export function appendedBy(o: Pick<GameObject, 'appendedLines'>, line: number | undefined): ObjectId | undefined {
  if (line === undefined) return undefined;
  return o.appendedLines?.find((l) => l.first <= line && line <= l.last)?.from;
}

/**
 * Appends the Effect Text of every card attached to a top-most card to its rules text (719.1), and gives
 * back the Might each top-most card gets from their Might Bonuses (718.4) to add with the passives'.
 */
export function applyAttachedCards(s: GameState, granted?: Map<ObjectId, GrantedAbility[]>): Map<string, number> | null {
  const linked = attachments(s);
  const copying = copyingCards(s);
  let bonus: Map<string, number> | null = null;
  for (const o of everyObject(s)) {
    const id = o.id;
    const own = o.ownCard ?? o.card;
    // Most objects have nothing attached: nothing to append or add, and no text to split.
    const attached = linked.get(id) ?? NOTHING_ATTACHED;
    const texts = attached.length === 0 ? [] : attached.flatMap((a) => (a.card.effectText ? [a.card.effectText] : []));
    const lines = attached.length === 0 ? [] : appendedLines(own, attached);
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
    const copied = copying.get(id);
    if (copied) {
      o.ownCard = own;
      o.card = copied;
    }
    // 137.3.b: a top-most card with no Might ignores the bonus
    const sum = attached.length === 0 ? 0 : attached.reduce((n, a) => n + (a.card.mightBonus ?? 0), 0);
    if (sum && (o.card.might !== undefined || o.card.type === 'unit' || o.card.type === 'token')) (bonus ??= new Map()).set(id, sum);
  }
  return bonus;
}
