// Automatic mutation testing of the reference engine's rules code (`npm run mutation`), a measure of the
// suite independent of the hand-written rule mutants in scripts/suite-strength/.
//
// Stryker copies the project into a sandbox under .tmp/stryker/, rewrites every file in `mutate` with all
// of its mutants compiled in (switched at run time by a global), and runs the cucumber suite there. The
// suite loads as one bundle (scripts/suite-bundle.mjs) whose root is the sandbox, so the bundle is built
// from the instrumented sources; it is built once per worker and kept, since switching mutants needs no
// reload. Coverage is taken per scenario, so each mutant runs only the Examples that reach it.
//
// Results: reports/mutation/ (git-ignored). `npm run mutation` runs the engine chunk by chunk
// (scripts/mutation/chunks.ts), each chunk's report, HTML page and incremental record under chunks/; a run with
// arguments (`npm run mutation -- --mutate <files>`) is one Stryker run: index.html, mutation.json (read by
// scripts/mutation-summary.ts) and incremental.json. The incremental record lets the next run retest only
// mutants whose code or covering feature files changed (edits to steps or drivers are not seen: --force).
export default {
  // The suite's own runner of cucumber (scripts/mutation/cucumber-runner.mjs): the same tests, ids and verdicts as
  // @stryker-mutator/cucumber-runner (whose `cucumber` options it reads), without parsing the feature files and
  // matching every step again for each mutant. It must be the only plugin, loaded before anything loads cucumber;
  // `testRunner: 'cucumber', plugins: ['@stryker-mutator/cucumber-runner']` runs Stryker's own, for comparison.
  testRunner: 'riftcheck-cucumber',
  plugins: ['./scripts/mutation/cucumber-runner.mjs'],
  cucumber: { profile: 'mutation' },
  // Folders, not file lists: the engine's files move. The card-text grammar is left to a run of its own
  // (npm run mutation -- --mutate 'reference-engine/card-text/**/*.ts'); the catalog is data and
  // interface.ts is the protocol's types; process-caches.ts is the registry of the engine's caches, which the test
  // runner empties before each mutant (a cache changes no answer, so none of its mutants could).
  mutate: [
    'reference-engine/**/*.ts',
    '!reference-engine/card-text/**',
    '!reference-engine/catalog/**',
    '!reference-engine/interface.ts',
    '!reference-engine/process-caches.ts',
  ],
  // Generated run output under reports/ (its `latest` links are directories Stryker cannot copy) stays out of
  // the sandbox; the code that builds reports, reports/src/, goes in.
  ignorePatterns: ['/.tmp', '/coverage', '/bench', '/test', '/reports/*', '!/reports/src'],
  coverageAnalysis: 'perTest',
  // A mutant's covering Examples run until the first one fails. The whole engine is about 20,000 mutants, so
  // running every covering Example against every mutant would take a day here; with `-- --disableBail` the
  // report's killedBy names every Example that kills each mutant, which an exact list of Examples killing
  // nothing needs (with bail it is an upper bound; the hand-written rule mutants' census is the measure).
  disableBail: false,
  // Mutants of code that runs only as a module loads (tables, constants) would each need the suite run whole in
  // a fresh process; they are left out and counted apart ("ignored" in the summary).
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['html', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The machine is shared: two workers at most.
  concurrency: 2,
  tempDirName: '.tmp/stryker',
  cleanTempDir: 'always',
  timeoutMS: 10000,
  timeoutFactor: 2,
};
