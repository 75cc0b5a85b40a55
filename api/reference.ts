// The reference server's app: the reference engine, the rules corpus from the data directory (or the
// shipped seed excerpts), the card-text analyser and the suite's feature index.
import * as referenceEngine from '../reference-engine/index.ts';
import { analyzeTargets } from '../reference-engine/card-text/index.ts';
import { indexFeatures } from '../reports/src/feature-index.ts';
import { loadCorpus } from '../rules/index.ts';
import { createApp, type RiftcheckApp, type ServerLimits } from './app.ts';

export interface ReferenceAppOptions {
  /** Data directory already resolved by rules/data-dir.ts; null means the seed excerpts only. */
  dataDir?: string | null;
  limits?: Partial<ServerLimits>;
  /** Skip loading the rules corpus (engine-only server: faster start). */
  withoutCorpus?: boolean;
}

export function createReferenceApp(options: ReferenceAppOptions = {}): RiftcheckApp {
  return createApp({
    engine: referenceEngine,
    corpus: options.withoutCorpus ? undefined : loadCorpus({ dataDir: options.dataDir }),
    analyzeTargets,
    targetsOffThread: true,
    featureIndex: () => indexFeatures(),
    limits: options.limits,
  });
}
