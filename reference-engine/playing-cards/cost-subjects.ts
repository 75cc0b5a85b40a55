// Which plays a cost change printed on a permanent or on the played card applies to (356.3, 356.4): the
// card itself ("I cost ... less"), or cards of a type restricted by who plays them ("Your spells",
// "friendly spells", "enemy spells"), a keyword ("Spells with [Flow]", "cards with [Reaction]", which a
// card played from hiding has), a tag, or where they are played
// from ("... you play from your trash"). A restriction not read here makes the change unsupported
// (support.ts), so no discount reaches a play it does not name.
import type { Filter, ObjectRef } from '../card-text/ast.ts';
import type { PlayerId } from '../interface.ts';
import { areAllies, objectOf, type ChainItem, type GameState } from '../state.ts';
import { hiddenAtOf, playDataOf } from './play-record.ts';
import { meetsFilters } from './selection.ts';

const TYPES = ['card', 'unit', 'gear', 'spell', 'rune', 'battlefield', 'legend'];

function readFilter(f: Filter): boolean {
  if (f.kind === 'controller') return ['friendly', 'allied', 'your', 'you-control', 'you-play', 'enemy'].includes(f.who);
  if (f.kind === 'zone') return f.zone === 'trash' && f.owner === 'your';
  return (f.kind === 'keyword' && !f.costOf) || f.kind === 'tag';
}

/** Whether the engine reads every part of a cost change's subject. */
export function readsCostSubject(subject: ObjectRef): boolean {
  if (subject.kind === 'self') return true;
  return (
    subject.kind === 'select' &&
    ['bare', 'your'].includes(subject.determiner) &&
    !subject.count &&
    subject.nouns.every((n) => TYPES.includes(n)) &&
    subject.filters.every(readFilter)
  );
}

/** Whether the card `item` plays is one the subject names, for a text whose controller is `owner`. */
export function costSubjectCovers(s: GameState, subject: ObjectRef, item: ChainItem, owner: PlayerId | null, isCard: boolean): boolean {
  if (subject.kind === 'self') return isCard;
  if (subject.kind !== 'select' || !readsCostSubject(subject)) return false;
  // an uncontrolled battlefield's "your", "friendly" or "enemy" names no one's plays (190.6.d)
  if (owner === null) return subject.determiner === 'bare' && !subject.filters.some((f) => f.kind === 'controller' || f.kind === 'zone');
  const played = objectOf(s, item.source);
  if (!subject.nouns.some((n) => n === 'card' || n === played.card.type)) return false;
  if (subject.determiner === 'your' && item.controller !== owner) return false;
  const ctx = { controller: owner, source: item.source };
  return subject.filters.every((f) => {
    if (f.kind === 'controller')
      return f.who === 'enemy'
        ? !areAllies(s, item.controller, owner)
        : f.who === 'friendly' || f.who === 'allied'
          ? areAllies(s, item.controller, owner)
          : item.controller === owner;
    // "from your trash": where the card was played from
    if (f.kind === 'zone') return playDataOf(item).origin?.zone === 'trash' && playDataOf(item).origin?.player === owner;
    // a card played from hiding has [Reaction] (811.1)
    if (f.kind === 'keyword' && f.keyword.name === 'Reaction' && !f.negated && hiddenAtOf(item) !== undefined) return true;
    return meetsFilters(s, played, [f], ctx);
  });
}
