// What a spell on the Chain is seen to choose by other spells and abilities (rule 359.3.e.9.a): the
// targets of the finalized item, mistargeted ones included (they stay its choices while they are on
// the board), but not those that have since changed to a non-board zone. Read by restrictions such as
// "an enemy spell that chooses it and no other friendly unit" (Repulse) or "... that chooses a
// friendly unit or gear" (Not So Fast).
import { isOffBoard } from '../board.ts';
import type { Filter } from '../card-text/ast.ts';
import type { GameObject, GameState, ObjectId } from '../state.ts';
import { playDataOf } from './play-data.ts';
import { qualifies, type SelectionContext } from './selection.ts';


/** The objects the finalized spell `spell` counts as choosing now. */
export function seenChosenBy(s: GameState, spell: GameObject): GameObject[] {
  const item = s.chain.find((c) => c.source === spell.id && c.kind === 'card' && c.status === 'finalized');
  if (!item) return [];
  const gone = new Set<ObjectId>();
  for (let i = playDataOf(item).targetMark ?? s.events.length; i < s.events.length; i++) {
    const e = s.events[i];
    if (e.object && e.to && isOffBoard(e.to)) gone.add(e.object);
  }
  return [...new Set(item.targets.flat())].filter((id) => !gone.has(id) && s.objects[id]).map((id) => s.objects[id]);
}

/** Whether `spell` meets a "that chooses ..." restriction, read from the side of the spell or ability that names it. */
export function choosesMatches(s: GameState, spell: GameObject, f: Extract<Filter, { kind: 'chooses' }>, ctx: SelectionContext): boolean {
  const chosen = seenChosenBy(s, spell);
  let named: ObjectId[];
  switch (f.object.kind) {
    case 'self': named = [ctx.source]; break;
    case 'pronoun': named = [...(ctx.it ?? [])]; break;
    case 'select': {
      const ref = f.object;
      named = chosen.filter((o) => qualifies(s, o, ref, ctx)).map((o) => o.id);
      break;
    }
    default: return false;
  }
  if (named.length === 0 || !named.every((id) => chosen.some((o) => o.id === id))) return false;
  const noOther = f.noOther;
  return !noOther || !chosen.some((o) => !named.includes(o.id) && qualifies(s, o, noOther, ctx));
}
