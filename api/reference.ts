// The reference server's app: the reference engine, the rules corpus from the data directory (or the
// shipped seed excerpts), the card-text analyser and the suite's feature index.
import * as referenceEngine from '../reference-engine/index.ts';
import { analyzeTargets } from '../reference-engine/card-text/index.ts';
import { indexFeatures } from '../reports/src/feature-index.ts';
import { loadCorpus } from '../rules/index.ts';
import { loadCardList } from '../rules/card-list.ts';
import { deckCardsFrom, deckCardsFromCardList } from '../rules/deck-check.ts';
import { CATALOG } from '../reference-engine/catalog/index.ts';
import { differencesBetween, type EditionName } from '../reference-engine/editions.ts';
import { faqEntries, loadFaqs } from '../rules/faq.ts';
import { PROJECT_ROOT } from '../rules/data-dir.ts';
import { readFaqIndexFile } from '../reports/src/faq-index.ts';
import { createApp, type RiftcheckApp, type ServerLimits } from './app.ts';
import type { GameEngine } from './engine.ts';
import type { DeckSources } from './decks.ts';
import { needsCompiler } from '../protocol/stock-cards.ts';

export interface ReferenceAppOptions {
  /** Data directory already resolved by rules/data-dir.ts; null means the seed excerpts only. */
  dataDir?: string | null;
  limits?: Partial<ServerLimits>;
  /** Skip loading the rules corpus (engine-only server: faster start). */
  withoutCorpus?: boolean;
  /** Capabilities features to switch off, to see how the suite treats a limited engine (`serve --without`). */
  without?: readonly string[];
}

/** The features `--without` can switch off: those the reference engine declares. */
export const SWITCHABLE_FEATURES: readonly string[] = referenceEngine.capabilities.features;

/**
 * The reference engine with some features switched off: its capabilities omit them, and without
 * cards-from-text it refuses a setup with a test card it would have to compile, as an engine with no
 * card-text compiler would: one with text that is no stock card's (protocol/stock-cards.ts). Stock
 * cards and cards without text it still builds, as such an engine does from their codes and stats.
 */
export function limitedEngine(without: readonly string[]): GameEngine<referenceEngine.Game> {
  const unknown = without.filter((f) => !SWITCHABLE_FEATURES.includes(f));
  if (unknown.length) throw new Error(`unknown feature ${unknown.join(', ')} (the reference engine has ${SWITCHABLE_FEATURES.join(', ')})`);
  const caps = referenceEngine.capabilities;
  return {
    ...referenceEngine,
    capabilities: { ...caps, features: caps.features.filter((f) => !without.includes(f)) },
    createGame(setup, opts) {
      if (without.includes('cards-from-text') && setup.testCards?.some(needsCompiler)) {
        return { ok: false, error: { message: 'this engine cannot build cards from text', field: 'testCards', unsupported: 'cards-from-text' } };
      }
      return referenceEngine.createGame(setup, opts);
    },
  };
}

/** The cards decks may name: the whole card list when the rules data is there, else the catalog. */
export function deckCardSource(dataDir: string | null): ReturnType<NonNullable<DeckSources['deckCards']>> {
  return dataDir ? { cards: deckCardsFromCardList(loadCardList(dataDir)), source: 'card list' } : { cards: deckCardsFrom(CATALOG), source: 'catalog' };
}

/** The reference engine's documented behaviour differences between two editions (GET /editions/{from}/play/{to}). */
export function behaviourDifferences(a: string, b: string): ReturnType<typeof differencesBetween> {
  return differencesBetween(a as EditionName, b as EditionName);
}

export function createReferenceApp(options: ReferenceAppOptions = {}): RiftcheckApp {
  const { dataDir } = options;
  return createApp({
    engine: options.without?.length ? limitedEngine(options.without) : referenceEngine,
    corpus: options.withoutCorpus ? undefined : loadCorpus({ dataDir }),
    // the FAQs are read from the rules data on first use; without the data their routes answer 503
    faqs: dataDir && !options.withoutCorpus ? () => faqEntries(loadFaqs(dataDir)) : undefined,
    faqIndexFile: () => readFaqIndexFile(PROJECT_ROOT),
    analyzeTargets,
    targetsOffThread: true,
    featureIndex: () => indexFeatures(),
    behaviourDifferences,
    deckCards: () => deckCardSource(dataDir ?? null),
    limits: options.limits,
  });
}
