// "Name a card", "name a spell", "name a tag" (rules 760–763): the player carrying out the text names
// one, and the name is kept on the source for the text that refers to it ("with the named tag",
// "with that name"). A name is refused unless it picks one card a player may name, or a tag that exists.
import { CATALOG, TAGS } from '../../catalog/index.ts';
import type { DecisionAnswer, Refusal } from '../../interface.ts';
import type { GameState } from '../../state.ts';
import { answerTo } from '../run.ts';
import type { InstructionFamily } from './types.ts';

/** A card as far as naming goes: its name, its type, and whether it is a token. */
interface Nameable {
  name: string;
  type: string;
  token: boolean;
}

/** 762: the cards of the format as the engine knows them, its catalog and the game's own test cards. */
function cardPool(s: GameState): Nameable[] {
  return [
    ...CATALOG.map((c) => ({ name: c.name, type: c.type, token: c.token === true })),
    ...s.testCards.map((c) => ({ name: c.name, type: c.type as string, token: c.type === ('token' as string) })),
  ];
}

const refuse = (reason: string, rule: string): Refusal => ({ code: 'invalid-decision', reason, rule });

/** Every word of `part` appears, in order, as whole words in `name` (761.2: "Kato" for "Kato the Arm"). */
function nameHas(name: string, part: string): boolean {
  const words = part
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|[\\s,])${words.join('\\s+')}($|[\\s,])`).test(name.toLowerCase());
}

/** The one card name the answer identifies (761), of the type asked for (760), or why it identifies none. */
export function cardNamed(s: GameState, given: string, type: 'card' | 'spell'): string | Refusal {
  const pool = cardPool(s);
  const said = given.trim().toLowerCase();
  const exact = pool.filter((c) => c.name.toLowerCase() === said);
  // 761.1: the exact name of a card; 761.2: else words that only one card's name has
  const matching = exact.length ? exact : pool.filter((c) => nameHas(c.name, said));
  const cards = matching.filter((c) => !c.token); // 762.2
  if (!matching.length) return refuse(`no card is named "${given}"`, '762.1');
  if (!cards.length) return refuse(`"${given}" is the name of a token, not of a card`, '762.2');
  // 760: only a card of the type asked for, and 761.2 asks the part of a name to pick one of those
  const ofType = type === 'card' ? cards : cards.filter((c) => c.type === type);
  if (!ofType.length) return refuse(`"${given}" names no ${type}`, '760');
  const names = [...new Set(ofType.map((c) => c.name))];
  if (names.length > 1) return refuse(`"${given}" could be any of ${names.join(', ')}`, '761.2');
  return names[0]!;
}

/** The tag the answer names (763), as the list of 763.1 spells it, or why it names none. */
export function tagNamed(given: string): string | Refusal {
  const tag = TAGS.find((t) => t.toLowerCase() === given.trim().toLowerCase());
  return tag ?? refuse(`"${given}" is not a tag of Riftbound`, '763');
}

export const NAMING: InstructionFamily = {
  name: {
    run(run, i) {
      const kind = i.what === 'tag' ? ('name-tag' as const) : ('name-card' as const);
      const read = (a: DecisionAnswer) => (kind === 'name-tag' ? tagNamed(a.name ?? '') : cardNamed(run.s, a.name ?? '', i.what as 'card' | 'spell'));
      const answer = answerTo(
        run,
        { player: run.controller, kind, prompt: `Name a ${i.what}`, source: run.source, options: [], min: 1, max: 1, rule: '760' },
        (a) => {
          const named = read(a);
          return typeof named === 'string' ? null : named;
        },
      );
      const named = read(answer) as string;
      const source = run.s.objects[run.source];
      if (source) source.data = { ...source.data, named };
      run.didPrevious = true;
    },
  },
};
