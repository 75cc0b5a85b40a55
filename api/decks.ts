// POST /decks/check: a deck list against the deck construction rules (rules/deck-check.ts), cited in
// the asked edition through the crosswalk. Cards are known from the source the server was given: the
// card list of the rules data, else the project's catalog.
import type { Hono, MiddlewareHandler } from 'hono';
import { citeIn } from '../rules/cite.ts';
import { checkDeck, type DeckCard } from '../rules/deck-check.ts';
import { DeckListError, parseDeckList } from '../rules/deck-list.ts';
import { editionIdOf, UnknownEditionError, type Corpus } from '../rules/index.ts';
import type { Schemas } from '../protocol/index.ts';
import { problem } from './problem.ts';
import { valid } from './request.ts';
import { deckCheckRequestSchema } from './schemas.ts';

export interface DeckSources {
  /** The cards a deck may name, and where they come from; called once, on first use. */
  deckCards?: () => { cards: readonly DeckCard[]; source: 'card list' | 'catalog' };
}

export function mountDecks(app: Hono, sources: DeckSources & { corpus?: Corpus }, sized: MiddlewareHandler): void {
  let known: ReturnType<NonNullable<DeckSources['deckCards']>> | undefined;
  app.post('/decks/check', sized, valid('json', deckCheckRequestSchema), (c) => {
    if (!sources.deckCards) return problem(c, 503, 'unavailable', 'this server has no card source for decks');
    const { list: text, mode = 'duel', edition: asked } = c.req.valid('json');
    let edition: string;
    try {
      edition = asked === undefined ? 'v1.4' : editionIdOf(asked);
    } catch (err) {
      if (err instanceof UnknownEditionError) return problem(c, 404, 'not-found', err.message, { suggestions: err.suggestions });
      throw err;
    }
    if (edition !== 'v1.4' && !sources.corpus?.editions.some((e) => e.id === edition)) {
      return problem(c, 503, 'unavailable', `this server has no rules of ${edition} loaded to cite them`);
    }
    let list;
    try {
      list = parseDeckList(text);
    } catch (err) {
      if (err instanceof DeckListError) return problem(c, 400, 'invalid-request', `body.list: ${err.message}`, { field: 'body.list' });
      throw err;
    }
    known ??= sources.deckCards();
    const result = checkDeck(list, known.cards, mode);
    const cite = edition === 'v1.4' ? (id: string) => id : citeIn(sources.corpus!, edition);
    const body: Schemas['DeckCheck'] = {
      ...result,
      edition,
      violations: result.violations.map((v) => ({ ...v, rule: cite(v.rule) })),
      cardSource: known.source,
    };
    return c.json(body);
  });
}
