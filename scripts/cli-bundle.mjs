// The riftcheck command's own code (cli/ and what it imports from reports/, rules/, api/, the engine...)
// as ES modules built by esbuild, so that a command starts on plain JavaScript: without it every start
// registers tsx (its loader thread and esbuild service) and compiles the command's TypeScript modules
// one by one, about 0.4 s of CPU before `riftcheck run` even reaches cucumber.
//
// bin/riftcheck.mjs asks `cliBundle()` for the bundle's directory, which builds it first when it is
// missing or stale. It lives in .tmp/cli-bundle/<key>/: the key hashes the exact text of every source
// file the build read (recorded as esbuild reads them) and how it was built, and is checked against the
// files as they are now on every start, so an edited, added or removed source never runs stale code;
// the first start after an edit rebuilds (about a second). Each command is a chunk of its own, loaded
// only by that command. Stack traces point at the .ts sources (source maps).
//
// A module that finds its files from its own location (`import.meta.url`: the project root, the rules'
// seeds, package.json) is given the URL of its source file, not the bundle's. Packages stay imports
// of node_modules, so the suite's bundle and the command share one @cucumber/cucumber.
//
//   node scripts/cli-bundle.mjs     build (if stale) and print where the bundle is
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contentKey, publishBuild, textOrNull } from './content-key.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, '.tmp', 'cli-bundle');
const MANIFEST = join(OUT, 'current.json');
/**
 * The bundle's entry modules: output name -> source. The JIT setting is loaded apart, before the rest, by every command but serve.
 * The reference app and listen() are entries too, for the scripts that start the reference server as serve does (scripts/suite-server.ts).
 */
export const CLI_ENTRIES = {
  main: 'cli/main.ts',
  'short-run-jit': 'steps/support/short-run-jit.ts',
  'reference-app': 'api/reference.ts',
  listen: 'api/server.ts',
};
/** Part of the key: a change to how the bundle is built must not reuse one built the old way. */
const RECIPE = 'cli esm node20 splitting linked-sourcemap source-import-meta-url v1';
const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.json': 'json' };

/** The key of a bundle given the text of each source it was built from (null: the file is gone). */
function keyOf(texts) {
  return contentKey(`${RECIPE}\n${JSON.stringify(CLI_ENTRIES)}`, texts);
}

function sourceText(path) {
  return textOrNull(ROOT, path);
}

/** The directory of the last build when every source it was built from still reads the same, else null. */
function upToDate() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  } catch {
    return null;
  }
  if (typeof manifest.key !== 'string' || !Array.isArray(manifest.sources)) return null;
  const dir = join(OUT, manifest.key);
  if (!Object.keys(CLI_ENTRIES).every((name) => existsSync(join(dir, `${name}.mjs`)))) return null;
  return keyOf(new Map(manifest.sources.map((path) => [path, sourceText(path)]))) === manifest.key ? dir : null;
}

/**
 * Loads every source for esbuild and records its text in `texts` (project-relative path -> text);
 * `import.meta.url` in a source becomes that source file's own URL.
 */
function recordingLoader(texts) {
  return {
    name: 'record-sources',
    setup(build) {
      build.onLoad({ filter: /.*/ }, (args) => {
        const loader = LOADERS[extname(args.path)];
        if (!loader) return undefined;
        const text = readFileSync(args.path, 'utf8');
        texts.set(relative(ROOT, args.path).split('\\').join('/'), text);
        const contents = loader === 'json' ? text : text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
        return { contents, loader };
      });
    },
  };
}

/** Builds the bundle into a directory of its own under OUT and makes it the current one. */
async function build() {
  // esbuild ships with tsx (a dependency); it is looked up next to tsx so that hoisting does not matter.
  const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
  const esbuild = await import(pathToFileURL(fromTsx.resolve('esbuild')).href);
  const staging = join(OUT, `.build-${process.pid}-${Date.now()}`);
  const texts = new Map();
  try {
    await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: Object.entries(CLI_ENTRIES).map(([out, input]) => ({ in: input, out })),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      sourcesContent: false,
      outdir: staging,
      chunkNames: 'chunks/[name]-[hash]',
      outExtension: { '.js': '.mjs' },
      plugins: [recordingLoader(texts)],
      logLevel: 'silent',
    });
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    const errors = (e.errors ?? []).map((m) => `${m.location ? `${m.location.file}:${m.location.line}:${m.location.column}: ` : ''}${m.text}`);
    throw new Error(`the riftcheck command's code does not compile:\n${errors.join('\n') || e.message}`, { cause: e });
  }
  const key = keyOf(texts);
  const dir = publishBuild({ out: OUT, manifest: MANIFEST, staging, key, marker: 'main.mjs', record: { sources: [...texts.keys()].sort() } });
  pruneOlderBuilds(key);
  return dir;
}

/** Builds of older sources (and leftovers of interrupted builds), once no command can still be loading them. */
function pruneOlderBuilds(keep) {
  const tenMinutesAgo = Date.now() - 600_000; // a command loads its chunks within seconds of starting
  for (const name of readdirSync(OUT)) {
    if (name === keep || name === 'current.json') continue;
    try {
      if (statSync(join(OUT, name)).mtimeMs < tenMinutesAgo) rmSync(join(OUT, name), { recursive: true, force: true });
    } catch {
      // another start pruned it first
    }
  }
}

/** The directory holding main.mjs and short-run-jit.mjs, built now if the sources changed since the last build. */
export async function cliBundle() {
  mkdirSync(OUT, { recursive: true });
  return upToDate() ?? build();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(relative(process.cwd(), await cliBundle()));
}
