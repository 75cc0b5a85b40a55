// Tags named in a list rather than on a card: "choose Bird, Cat, Dog, or Poro", "I gain that tag",
// "for each of the following tags among your units — Bird, Cat, Dog, and Poro" and "your units have
// all of the following tags among them — ...". The tags count once each, however many objects carry them.
import type { Instruction, ObjectRef, Predicate } from '../ast.ts';
import type { Cursor } from '../cursor.ts';
import { objectRef } from '../refs/objects.ts';
import { playerRef } from '../refs/players.ts';
import { RESERVED } from '../refs/nouns.ts';
import { selectRef, tagAlternatives } from '../refs/selection.ts';
import { pronounRef } from '../refs/self-and-pronouns.ts';
import { verb, type Body } from './verb-parts.ts';

/** "Bird, Cat, Dog, or Poro": two or more tags, the last after the conjunction. */
function tagList(c: Cursor, conjunction: ', or' | ', and'): string[] | null {
  return c.try(() => {
    const t = c.properWord(RESERVED);
    const more = t ? tagAlternatives(c, conjunction) : null;
    return more ? [t!, ...more] : null;
  });
}

/** "the following tags among <objects> — Bird, Cat, Dog, and Poro" */
function followingTags(c: Cursor): { among: ObjectRef; tags: string[] } | null {
  return c.try(() => {
    if (!c.eat('the following tags among')) return null;
    const among = pronounRef(c) ?? objectRef(c);
    if (!among || !c.eat('—')) return null;
    const tags = tagList(c, ', and');
    return tags ? { among, tags } : null;
  });
}

/** "choose Bird, Cat, Dog, or Poro": the player picks one of the tags, which "that tag" then names. */
export function chooseTag(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!verb(c, 'choose', actor)) return null;
  const tags = tagList(c, ', or');
  return tags ? { kind: 'choose-tag', tags } : null;
}

/** "I gain that tag": the tag chosen before becomes one of the object's tags. */
export function gainTag(c: Cursor, actor: ObjectRef | undefined): Body | null {
  if (!actor || !verb(c, 'gain', actor) || !c.eat('that tag')) return null;
  return { kind: 'gain-tag', object: actor };
}

/** "<instruction> for each of the following tags among your units — ...": once per listed tag they have. */
export function repeatForTags(c: Cursor, body: Instruction): Instruction | null {
  return c.try(() => {
    if (!c.eat('for each of')) return null;
    const listed = followingTags(c);
    return listed ? { kind: 'repeat-for-tags', body: [body], among: listed.among, tags: listed.tags } : null;
  });
}

/** "your units have all of the following tags among them — ...", "your units have all 4 tags" (the tags the card lists). */
export function haveTags(c: Cursor): Predicate | null {
  return c.try(() => {
    const of = playerRef(c) ?? selectRef(c);
    if (!of || !c.eat(of.kind === 'select' && !of.plural ? 'has all' : 'have all')) return null;
    const n = c.digits();
    if (n !== null) return c.eat('tags') ? { kind: 'have-tags', of, count: n } : null;
    if (!c.eat('of')) return null;
    const listed = followingTags(c);
    return listed ? { kind: 'have-tags', of, tags: listed.tags, among: listed.among } : null;
  });
}
