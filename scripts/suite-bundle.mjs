// The suite's code (step definitions, World, drivers and, through the in-process driver, the
// reference engine) as one ES module built by esbuild, so that a cucumber run loads plain JavaScript
// instead of compiling ~90 TypeScript modules through tsx's loader thread on every start.
//
// cucumber.mjs lists this file in `import`; importing it loads the bundle, rebuilding it first when it
// is missing or stale. The bundle lives in .tmp/suite-bundle/<key>/, where the key hashes the exact
// text of every source file it was built from (recorded as esbuild reads them) together with the
// list of step files: any edit, added or removed step file gives another key, so a stale bundle is
// never run. Stack traces and cucumber's step locations point at the .ts sources (source maps).
// Under code coverage (c8) the sources are loaded one by one through tsx instead, as before.
//
//   node scripts/suite-bundle.mjs     build (if stale) and print where the bundle is
//   import('./suite-bundle.mjs?build-only')   its functions, without loading the suite
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contentKey, publishBuild, textOrNull } from './content-key.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The directories whose .ts files cucumber.mjs used to import one by one, in the order cucumber did (sorted, per directory). */
const STEP_DIRS = ['steps', 'steps/support'];
const OUT = join(ROOT, '.tmp', 'suite-bundle');
const MANIFEST = join(OUT, 'current.json');
/** Part of the key: a change to how the bundle is built must not reuse one built the old way. */
const RECIPE = 'esm node20 splitting linked-sourcemap chunk-loader v3';
const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.json': 'json' };

function stepFiles() {
  return STEP_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
      .sort()
      .map((f) => `${dir}/${f}`),
  );
}

/** The key of a bundle built from `entries`, given each input file's text (null: the file is gone). */
function keyOf(entries, texts) {
  return contentKey(`${RECIPE}\n${entries.join('\n')}`, texts);
}

function readOrNull(path) {
  return textOrNull(ROOT, path);
}

/** The bundle's entry module when the last build still matches the sources, else null. */
function currentBundle(entries) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  } catch {
    return null;
  }
  const entry = join(OUT, manifest.key, 'suite.mjs');
  if (!Array.isArray(manifest.inputs) || !existsSync(entry)) return null;
  const texts = new Map(manifest.inputs.map((path) => [path, readOrNull(path)]));
  return keyOf(entries, texts) === manifest.key ? entry : null;
}

/** esbuild ships with tsx (a dependency); it is looked up next to tsx so that hoisting does not matter. */
async function loadEsbuild() {
  const require = createRequire(import.meta.url);
  const fromTsx = createRequire(require.resolve('tsx/package.json'));
  return import(pathToFileURL(fromTsx.resolve('esbuild')).href);
}

/** Reads every source for esbuild, from `state.overrides` (project-relative path -> text) where it has one, and records what it read in `state.texts`. */
function recordSources(state) {
  return {
    name: 'record-sources',
    setup(b) {
      b.onLoad({ filter: /.*/ }, (args) => {
        const loader = LOADERS[extname(args.path)];
        if (!loader) return undefined;
        const path = relative(ROOT, args.path).split('\\').join('/');
        const contents = state.overrides.get(path) ?? readFileSync(args.path, 'utf8');
        state.texts.set(path, contents);
        return { contents, loader };
      });
    },
  };
}

function esbuildOptions(entries, outdir, sourcemap, plugin) {
  return {
    absWorkingDir: ROOT,
    stdin: { contents: entries.map((e) => `import './${e}';`).join('\n'), resolveDir: ROOT, sourcefile: 'suite-entry.mjs', loader: 'js' },
    bundle: true,
    splitting: true, // the HTTP driver (and zod) stays a chunk loaded only by HTTP runs
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external', // one @cucumber/cucumber instance: the runner's own
    // No keepNames: it wraps every function and closure in a naming call that runs each time one
    // is created, and the classes whose names are reported fix them themselves (drivers/driver.ts).
    sourcemap,
    sourcesContent: false,
    outdir,
    entryNames: 'suite',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    plugins: [plugin],
    logLevel: 'silent',
    write: false,
  };
}

function compileError(e) {
  const errors = (e.errors ?? []).map((m) => `${m.location ? `${m.location.file}:${m.location.line}:${m.location.column}: ` : ''}${m.text}`);
  return new Error(`the suite's code does not compile:\n${errors.join('\n') || e.message}`, { cause: e });
}

/** Writes esbuild's output, built for `builtFor`, into `outdir` (the same directory, or one its relative imports hold in). */
function writeOutputs(outputFiles, builtFor, outdir) {
  for (const file of outputFiles) {
    const name = relative(builtFor, file.path);
    const path = join(outdir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, path.endsWith('.mjs') ? withoutDynamicImports(file.text, name) : file.contents);
  }
  writeFileSync(
    join(outdir, CHUNK_LOADER),
    `// Written by scripts/suite-bundle.mjs: the bundle's dynamic imports, out of the bundle's own files.\nexport const ${LOAD_CHUNK} = (specifier) => import(specifier);\n`,
  );
}

/** Builds the bundle of the step files `entries` into `outdir` and returns the text of every source it read. */
async function bundleInto(outdir, entries) {
  const esbuild = await loadEsbuild();
  const state = { overrides: new Map(), texts: new Map() };
  let outputFiles;
  try {
    ({ outputFiles } = await esbuild.build(esbuildOptions(entries, outdir, 'linked', recordSources(state))));
  } catch (e) {
    throw compileError(e);
  }
  writeOutputs(outputFiles, outdir, outdir);
  return state.texts;
}

/**
 * For suite strength, which imports one bundle per mutant in one process: a builder that bundles the
 * suite again and again, each time with other `overrides` (project-relative path -> text) in place of
 * those source files, so that a mutated engine is bundled without copying the project. It keeps
 * esbuild's incremental state, so unchanged files are not parsed again. `build(outdir, overrides)`
 * writes the bundle (no source maps) into `outdir`, which must lie under the project (its packages
 * resolve from there), and returns its entry module and the sources it was built from.
 */
export async function suiteBundler() {
  const esbuild = await loadEsbuild();
  const state = { overrides: new Map(), texts: new Map() };
  const builtFor = join(OUT, 'incremental'); // nothing is written there: outputs are moved to each build's outdir
  const context = await esbuild.context(esbuildOptions(stepFiles(), builtFor, false, recordSources(state)));
  return {
    async build(outdir, overrides) {
      state.overrides = overrides;
      state.texts = new Map();
      let result;
      try {
        result = await context.rebuild();
      } catch (e) {
        throw compileError(e);
      }
      writeOutputs(result.outputFiles, builtFor, outdir);
      return { entry: join(outdir, 'suite.mjs'), sources: [...state.texts.keys()] };
    },
    dispose: () => context.dispose(),
  };
}

async function build(entries) {
  const staging = join(OUT, `.build-${process.pid}-${Date.now()}`);
  const texts = await bundleInto(staging, entries);
  const key = keyOf(entries, texts);
  const dir = publishBuild({ out: OUT, manifest: MANIFEST, staging, key, marker: 'suite.mjs', record: { inputs: [...texts.keys()].sort() } });
  pruneOldBundles(key);
  return join(dir, 'suite.mjs');
}

const CHUNK_LOADER = 'load-chunk.mjs';
const LOAD_CHUNK = 'loadSuiteChunk';

/**
 * The bundle's dynamic imports (the drivers, loaded on demand) made through a small module of its own.
 * A process that has tsx registered (the riftcheck command) rewrites every module containing a dynamic
 * import and gives it tsx's own source map, so stack traces and cucumber's step locations would name
 * the bundle instead of the .ts files. The import declaration goes last but before the source map
 * comment (imports are hoisted), so that no line of the mapped code moves.
 */
function withoutDynamicImports(code, name) {
  const dir = posix.dirname(name.split(sep).join('/'));
  let rewritten = code.replace(/(?<![\w$.])import\("([^"]+)"\)/g, (_, specifier) => {
    const fromRoot = specifier.startsWith('.') ? `./${posix.join(dir, specifier)}` : specifier;
    return `${LOAD_CHUNK}(${JSON.stringify(fromRoot)})`;
  });
  if (rewritten !== code) {
    const loader = dir === '.' ? `./${CHUNK_LOADER}` : `${posix.relative(dir, '.')}/${CHUNK_LOADER}`;
    const mapComment = rewritten.lastIndexOf('//# sourceMappingURL=');
    rewritten = `${rewritten.slice(0, mapComment)}import { ${LOAD_CHUNK} } from "${loader}";\n${rewritten.slice(mapComment)}`;
  }
  if (/(?<![\w$.])import\s*\(/.test(rewritten)) console.warn(`suite bundle: ${name} keeps a dynamic import; under tsx its stack traces name the bundle`);
  return rewritten;
}

/** Bundles of older sources (and leftovers of interrupted builds), once no run can still be using them. */
function pruneOldBundles(keep) {
  const tenMinutesAgo = Date.now() - 600_000; // a run loads its chunks within seconds of starting
  for (const name of readdirSync(OUT)) {
    if (name === keep || name === 'current.json') continue;
    const path = join(OUT, name);
    try {
      if (statSync(path).mtimeMs < tenMinutesAgo) rmSync(path, { recursive: true, force: true });
    } catch {
      // another run pruned it first
    }
  }
}

/** The path of the suite bundle, built now if the sources changed since the last build. */
export async function suiteBundle() {
  mkdirSync(OUT, { recursive: true });
  const entries = stepFiles();
  return currentBundle(entries) ?? build(entries);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(relative(process.cwd(), await suiteBundle()));
} else if (new URL(import.meta.url).search === '?build-only') {
  // Imported for its functions (suite strength builds bundles of its own): load no step definitions.
} else if (process.env.NODE_V8_COVERAGE) {
  // Code coverage (c8) maps V8's coverage of each module back to its source, and through a bundle's
  // source map it loses branches and functions: coverage runs load the sources one by one, through tsx.
  await import('../steps/support/register-tsx.mjs');
  for (const file of stepFiles()) await import(pathToFileURL(join(ROOT, file)).href);
} else {
  const entry = await suiteBundle();
  // Before the bundle is compiled, so that its source map is read: stack traces name the .ts files.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(entry).href);
}
