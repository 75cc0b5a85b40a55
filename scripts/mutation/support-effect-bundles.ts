// The bundles scripts/mutation/support-effect.ts tries, and the child processes that work out their answers: each
// mutant's bundle is the engine's support answer alone, built with esbuild in memory, the mutated file's text in
// place of the file's own.
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';

export const WORK = join(PROJECT_ROOT, '.tmp', 'support-effect');
const ENTRY = `export { abilitiesOf, unreadParts } from './reference-engine/effects/compiled.ts';
export { unsupportedParts } from './reference-engine/playing-cards/support.ts';`;

interface Esbuild {
  context(options: object): Promise<{ rebuild(): Promise<{ outputFiles?: { path: string; text: string }[] }>; dispose(): Promise<void> }>;
  build(options: object): Promise<unknown>;
}
interface PluginBuild {
  onResolve(o: { filter: RegExp }, f: (a: { path: string; importer: string; resolveDir: string }) => { path: string; external: boolean } | undefined): void;
  onLoad(o: { filter: RegExp }, f: (a: { path: string }) => { contents: string; loader: string } | undefined): void;
}

const CARD_TEXT = join(PROJECT_ROOT, 'reference-engine', 'card-text');

/**
 * The card-text compiler, built once into modules of its own (.tmp/support-effect/card-text/) that every
 * mutant's bundle imports instead of a copy: the children then keep one compiler, and its cache of compiled
 * texts, from one mutant to the next (compiling the corpus anew is most of a fresh bundle's cost). A mutant
 * in the compiler itself gets a bundle with its own copy.
 */
async function prebuildCardText(esbuild: Esbuild): Promise<string> {
  const outdir = join(WORK, `card-text-${process.pid}`);
  const entryPoints = readdirSync(CARD_TEXT, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(CARD_TEXT, f));
  await esbuild.build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints,
    outbase: CARD_TEXT,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    logLevel: 'silent',
  });
  return outdir;
}

/** One esbuild context, rebuilt per mutant with the mutated file's text in place of the file's own. */
export async function bundler(): Promise<{ build(file: string | null, source: string | null): Promise<string>; dispose(): Promise<void> }> {
  const esbuild = createRequire(join(PROJECT_ROOT, 'package.json'))('esbuild') as Esbuild;
  const cardText = await prebuildCardText(esbuild);
  const override: { path: string | null; source: string | null } = { path: null, source: null };
  const options = (shareCardText: boolean) => ({
    absWorkingDir: PROJECT_ROOT,
    stdin: { contents: ENTRY, resolveDir: PROJECT_ROOT, sourcefile: 'support-entry.ts', loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'mutant',
        setup(build: PluginBuild) {
          if (shareCardText)
            build.onResolve({ filter: /\.ts$/ }, (args) => {
              const path = resolve(args.resolveDir, args.path);
              if (!path.startsWith(CARD_TEXT + '/') || args.importer.startsWith(CARD_TEXT + '/')) return undefined;
              return { path: join(cardText, relative(CARD_TEXT, path)).replace(/\.ts$/, '.mjs'), external: true };
            });
          build.onLoad({ filter: /\.ts$/ }, (args) => (args.path === override.path ? { contents: override.source!, loader: 'ts' } : undefined));
        },
      },
    ],
  });
  const shared = await esbuild.context(options(true));
  const own = await esbuild.context(options(false));
  return {
    async build(file, source) {
      override.path = file && join(PROJECT_ROOT, file);
      override.source = source;
      const inCardText = override.path !== null && override.path.startsWith(CARD_TEXT + '/');
      const { outputFiles } = await (inCardText ? own : shared).rebuild();
      return outputFiles![0].text;
    },
    async dispose() {
      await Promise.all([shared.dispose(), own.dispose()]);
      rmSync(cardText, { recursive: true, force: true });
    },
  };
}

const WORKER = fileURLToPath(new URL('./support-effect-worker.mjs', import.meta.url));
const RESTART_AFTER = 25; // each bundle stays in the child's module map: a fresh child now and then keeps memory flat

export class Answerer {
  private child: ChildProcess | null = null;
  private used = 0;
  constructor(private readonly corpusFile: string) {}
  /** The answers for the corpus then the `extra` cards (only for those with `onlyExtra`), under the bundle's engine. */
  answers(bundle: string, extra: readonly object[] = [], onlyExtra = false): Promise<string[]> {
    if (!this.child || this.used >= RESTART_AFTER) {
      this.child?.kill();
      this.child = fork(WORKER, [this.corpusFile], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      this.used = 0;
    }
    this.used++;
    const child = this.child;
    return new Promise((done, fail) => {
      const onExit = (code: number | null) => fail(new Error(`the answering process ended (${code})`));
      child.once('exit', onExit);
      child.once('message', (m: { answers?: string[]; error?: string }) => {
        child.off('exit', onExit);
        if (m.error !== undefined) fail(new Error(m.error));
        else done(m.answers!);
      });
      child.send({ bundle, extra, onlyExtra });
    });
  }
  close(): void {
    this.child?.kill();
  }
}
