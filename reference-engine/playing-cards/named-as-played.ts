// "As you play this, name a tag" (The List): the naming is part of the play (760-763), asked with the
// other choices of step 2, and the name is kept on the card as its play is finalized, for its text that
// refers to it ("a unit with the named tag", selection.ts). A name is refused unless it picks one card
// a player may name, or a tag that exists (effects/instructions/naming.ts).
import type { Ability } from '../card-text/ast.ts';
import { abilitiesOfKind } from '../effects/compiled.ts';
import { cardNamed, tagNamed } from '../effects/instructions/naming.ts';
import type { Question } from '../effects/run.ts';
import type { DecisionAnswer } from '../interface.ts';
import { CATALOG, TAGS } from '../catalog/index.ts';
import { objectOf, type ChainItem, type GameState } from '../state.ts';
import type { PlayData, PlayQuestion } from './play-record.ts';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** The answer naming what the card's "As you play this, name a ..." names: this prefix and the ability's index. */
const NAME_ANSWER = 'named-as-played:';

/** "As you play this (me), name a tag (card, spell)": the naming alone, as the card itself is played. */
export function namesAsPlayed(a: Triggered): boolean {
  const t = a.trigger;
  if (t.kind !== 'as' || a.condition || a.gate || a.effect.length !== 1 || a.effect[0]!.kind !== 'name') return false;
  const e = t.event;
  return e.verb === 'play' && e.subject.kind === 'player' && e.subject.who === 'you' && e.object?.kind === 'self' && !e.where && !e.to && !e.with;
}

function namings(s: GameState, item: ChainItem): { index: number; what: 'spell' | 'tag' | 'card' }[] {
  if (item.kind !== 'card') return [];
  return abilitiesOfKind(objectOf(s, item.source).card, 'triggered').flatMap(({ index, ability }) =>
    namesAsPlayed(ability) && ability.effect[0]!.kind === 'name' ? [{ index, what: ability.effect[0]!.what }] : [],
  );
}

/** What the answer names, or the refusal of a name that picks nothing nameable. */
function named(s: GameState, what: 'spell' | 'tag' | 'card', a: DecisionAnswer) {
  return what === 'tag' ? tagNamed(a.name ?? '') : cardNamed(s, a.name ?? '', what);
}

/** Step 2: for each "As you play this, name a ..." of the card, the name. */
export function* namingsAsPlayed(s: GameState, item: ChainItem): Generator<PlayQuestion> {
  for (const { index, what } of namings(s, item)) {
    const question: Question = {
      player: item.controller,
      kind: what === 'tag' ? 'name-tag' : 'name-card',
      prompt: `Name a ${what} as you play ${objectOf(s, item.source).card.name}`,
      source: item.source,
      options: [],
      min: 1,
      max: 1,
      rule: '760',
    };
    const sample = what === 'tag' ? TAGS[0] : CATALOG.find((c) => !c.token && (what === 'card' || c.type === what))?.name;
    yield {
      id: `${NAME_ANSWER}${index}`,
      question,
      ...(sample ? { sample: { name: sample } } : {}),
      check: (a) => {
        const name = named(s, what, a);
        return typeof name === 'string' ? null : name;
      },
    };
  }
}

/** As the play is finalized: the names given kept on the card (the last, if it names twice). */
export function keepNamesAsPlayed(s: GameState, item: ChainItem, data: PlayData): void {
  for (const { index, what } of namings(s, item)) {
    const answer = data.answers[`${NAME_ANSWER}${index}`];
    const name = answer && named(s, what, answer);
    const o = objectOf(s, item.source);
    if (typeof name === 'string') o.data = { ...o.data, named: name };
  }
}
