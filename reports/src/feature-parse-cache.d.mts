// Types of feature-parse-cache.mjs (plain JavaScript, so that the riftcheck command can install it before cucumber loads).
export declare function cucumberGherkinLocation(from?: string): { module: string; gherkin: string; gherkinVersion: string };
export declare function cachedPicklesAndErrors(options: {
  gherkin: unknown;
  gherkinVersion: string;
  cacheDir: string;
}): (options: {
  newId: () => string;
  cwd: string;
  sourcePaths: string[];
  coordinates: { defaultDialect?: string };
  onEnvelope?: (envelope: unknown) => void;
}) => Promise<{ filterablePickles: unknown[]; parseErrors: unknown[] }>;
export declare function installFeatureParseCache(from?: string, cacheDir?: string): 'installed' | 'too-late';
