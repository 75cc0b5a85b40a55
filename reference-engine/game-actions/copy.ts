// Copy effects (rule 477.1.b): an object that becomes a copy of another takes that object's copyable
// traits in the first layer, replacing its own. What it copies is what the other has as a copy itself,
// if it is one (477.1.b.1.b): the engine keeps an object's copyable traits in its card definition, so a
// copy effect replaces that definition and a later copy of the copy reads the new one.
import { applySetMight, objectOf, type CardDefinition, type GameState, type ObjectId } from '../state.ts';

/**
 * The traits a copy of `model` has (477.1.b.1.a): name, type, tags, cost, domains and rules text, with
 * the Might printed with them (a copy of a 3 Might unit is a 3 Might unit). What effects do to the model
 * (buffs, changes of Might, granted keywords, damage) is not copied: only its printed traits, or those
 * a copy effect gave it. A token stays a token (185.1.a) and keeps its own identity (its card id).
 */
export function copiedTraits(copy: CardDefinition, model: CardDefinition): CardDefinition {
  const { name, cost, might, domains, tags, keywords, text, alsoTypes } = model;
  // 185.1.b: a card that copies a token takes the token's card type (a unit token has Might, a gear token none), never its token nature
  const modelType = model.type === 'token' ? (model.might !== undefined ? 'unit' : 'gear') : model.type;
  // every type is copied (477.1.b.1.a): a copy of a gear that is also a unit is both (178.1.a.1)
  return { id: copy.id, name, type: copy.type === 'token' ? 'token' : modelType, cost, might, domains, tags, keywords, text, alsoTypes };
}

/** `id` becomes a copy of `modelId` (477.1.b.1); false when there is nothing to copy (an object copying itself). */
export function becomeCopy(s: GameState, id: ObjectId, modelId: ObjectId): boolean {
  const o = objectOf(s, id);
  if (o.id === modelId) return false;
  o.card = copiedTraits(o.card, objectOf(s, modelId).card);
  delete o.ownCard; // the copy is its own card now; attached cards' Effect Text is appended to it anew
  // The layers after the first still apply on top of the new traits (477.2, 477.3): a change of Might
  // that sets it is measured from the new printed Might, and every increase and decrease stays.
  applySetMight(o);
  return true;
}
