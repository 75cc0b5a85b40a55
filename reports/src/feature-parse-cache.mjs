// The parsed feature files, kept between runs.
//
// Before its first scenario, a cucumber run parses every feature file (the Gherkin document and its
// pickles: about 11 MB of messages for the suite) and indexes the messages with gherkin-utils' Query,
// all of it garbage collected as it goes: about 0.5 s of CPU per run for files that rarely change.
// `installFeatureParseCache()` puts a substitute for cucumber's own `getPicklesAndErrors` (lib/api/
// gherkin.js) in Node's CommonJS module cache, as native-match-indices.mjs does for the polyfill; it
// works only before cucumber's api is loaded, and nothing in node_modules is changed.
//
// The substitute parses each file with the same gherkin, the same options and in the same order as
// cucumber, and emits the same messages. A file's messages are kept in .tmp/feature-parse-cache/, under
// a key that hashes the file's exact text, its uri, the dialect and gherkin's version: an edited file
// has another key and is parsed again, never answered from an older parse. The kept messages carry
// the ordinal of each id instead of the id; a run that reads them gives each ordinal a fresh id from
// its own generator, in the order a parse would have asked for them, so the messages are those a parse
// would have given (identical for a generator that counts: test/reports/feature-parse-cache.test.ts).
// A file with a parse error is never kept, nor a file outside the project. One entry per feature file:
// writing a file's new entry removes its older ones.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Part of the key: a change to what an entry holds must not read entries written the old way. */
const RECIPE = 'feature-parse-cache v1';

/** Where cucumber's getPicklesAndErrors lives and the gherkin it parses with (through gherkin-streams, as cucumber does). */
export function cucumberGherkinLocation(from = import.meta.url) {
  const cucumber = createRequire(from).resolve('@cucumber/cucumber');
  const requireFromCucumber = createRequire(cucumber);
  const streams = requireFromCucumber.resolve('@cucumber/gherkin-streams');
  const requireFromStreams = createRequire(streams);
  return {
    module: join(cucumber, '..', 'api', 'gherkin.js'),
    gherkin: requireFromStreams.resolve('@cucumber/gherkin'),
    gherkinVersion: requireFromStreams('@cucumber/gherkin/package.json').version,
  };
}

/** The keys whose string values are ids a parse generates (in the Gherkin document and the pickles). */
const ID_KEYS = new Set(['id', 'astNodeId']);

/** `messages` whose ids are the ordinals 0..count-1, given the ids `newId` draws in their stead, in that order (in place). */
function withIds(messages, count, newId) {
  const ids = Array.from({ length: count }, () => newId());
  for (const envelope of messages) mapIds(envelope, (ordinal) => ids[Number(ordinal)]);
  return messages;
}

/** Replaces every id under `value` by `replace(id)`, in place. */
function mapIds(value, replace) {
  if (Array.isArray(value)) {
    for (const item of value) if (item !== null && typeof item === 'object') mapIds(item, replace);
    return;
  }
  for (const key in value) {
    const v = value[key];
    if (ID_KEYS.has(key) && typeof v === 'string') value[key] = replace(v);
    else if (key === 'astNodeIds') value[key] = v.map(replace);
    else if (v !== null && typeof v === 'object') mapIds(v, replace);
  }
}

/**
 * cucumber's getPicklesAndErrors, with each file's messages read from `cacheDir` when kept there.
 * `gherkin` is the @cucumber/gherkin module, `gherkinVersion` its version.
 */
export function cachedPicklesAndErrors({ gherkin, gherkinVersion, cacheDir }) {
  return async function getPicklesAndErrors({ newId, cwd, sourcePaths, coordinates, onEnvelope }) {
    const options = {
      defaultDialect: 'en',
      includeSource: true,
      includeGherkinDocument: true,
      includePickles: true,
      ...{ newId, relativeTo: cwd, defaultDialect: coordinates.defaultDialect },
    };
    const parseErrors = [];
    const documents = new Map();
    const locations = new Map();
    const pickles = [];
    for (const path of sourcePaths) {
      for (const envelope of messagesOf(path, options)) {
        if (envelope.parseError) parseErrors.push(envelope.parseError);
        if (envelope.gherkinDocument) {
          const doc = envelope.gherkinDocument;
          if (!documents.has(doc.uri)) documents.set(doc.uri, doc);
          indexLocations(doc, locations);
        }
        if (envelope.pickle) pickles.push(envelope.pickle);
        onEnvelope?.(envelope);
      }
    }
    // As cucumber builds them from gherkin-utils' Query: each pickle with its document and the location
    // of its last AST node (its scenario, or its row of an Examples table).
    const filterablePickles = pickles.map((pickle) => ({
      gherkinDocument: documents.get(pickle.uri),
      location: locations.get(pickle.astNodeIds[pickle.astNodeIds.length - 1]),
      pickle,
    }));
    return { filterablePickles, parseErrors };
  };

  /** The messages gherkin generates for the file at `path`, with ids from the run's generator: kept ones, or a parse (then kept). */
  function messagesOf(path, options) {
    const data = readFileSync(path, 'utf8');
    const uri = options.relativeTo ? relative(options.relativeTo, path) : path;
    const source = gherkin.makeSourceEnvelope(data, uri);
    const key = createHash('sha256')
      .update(`${RECIPE}\0gherkin ${gherkinVersion}\0${String(options.defaultDialect)}\0${uri}\0${data.length}\0`)
      .update(data)
      .digest('hex')
      .slice(0, 24);
    const stem = uri.replace(/[^\w.-]+/g, '_');
    const entry = join(cacheDir, `${stem}.${key}.json`);
    let kept = null;
    try {
      kept = JSON.parse(readFileSync(entry, 'utf8'));
    } catch {
      // not kept yet (or unreadable): parsed below
    }
    if (kept === null) {
      // Parsed with ordinals for ids, then handed on as a copy (as from JSON): the same for a parse as for a kept entry.
      let count = 0;
      const parsed = gherkin.generateMessages(data, uri, source.source.mediaType, { ...options, newId: () => String(count++) });
      const text = JSON.stringify({ ids: count, messages: parsed.slice(1) });
      // A file that does not parse is never kept, nor one outside the project (a test's temporary features would pile up).
      if (!parsed.some((e) => e.parseError) && !uri.startsWith('..') && !isAbsolute(uri)) keep(entry, stem, text);
      kept = JSON.parse(text);
    }
    return [source, ...withIds(kept.messages, kept.ids, options.newId)];
  }

  function keep(entry, stem, text) {
    const tmp = `${entry}.${process.pid}`;
    try {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(tmp, text);
      renameSync(tmp, entry);
      for (const name of readdirSync(cacheDir)) {
        if (name.startsWith(`${stem}.`) && join(cacheDir, name) !== entry && /^[0-9a-f]{24}\.json$/.test(name.slice(stem.length + 1))) {
          rmSync(join(cacheDir, name), { force: true });
        }
      }
    } catch {
      rmSync(tmp, { force: true }); // a cache that cannot be written is a slower run, not a failed one
    }
  }
}

/**
 * The locations cucumber asks gherkin-utils' Query for: that of each pickle's last AST node, which is
 * its scenario or its row of an Examples table (Query records steps' too, which are never asked for).
 */
function indexLocations(doc, locations) {
  const scenario = (s) => {
    locations.set(s.id, s.location);
    for (const examples of s.examples) for (const row of examples.tableBody ?? []) locations.set(row.id, row.location);
  };
  for (const child of doc.feature?.children ?? []) {
    if (child.scenario) scenario(child.scenario);
    for (const ruleChild of child.rule?.children ?? []) if (ruleChild.scenario) scenario(ruleChild.scenario);
  }
}

/**
 * Makes cucumber parse feature files through the cache. Answers 'installed', or 'too-late' when
 * cucumber's api is already loaded in this process (it then parses every file, as it does without).
 */
export function installFeatureParseCache(from = import.meta.url, cacheDir = join(ROOT, '.tmp', 'feature-parse-cache')) {
  const location = cucumberGherkinLocation(from);
  const require = createRequire(location.module);
  if (require.cache[location.module] !== undefined) return 'too-late';
  const substitute = new Module(location.module);
  substitute.filename = location.module;
  substitute.exports = {
    getPicklesAndErrors: cachedPicklesAndErrors({ gherkin: require(location.gherkin), gherkinVersion: location.gherkinVersion, cacheDir }),
  };
  substitute.loaded = true;
  require.cache[location.module] = substitute;
  return 'installed';
}
