// The house's import rules (GUIDE.md §3), checked by `npm run deps` and in `npm test`.
//
// Arrows point one way: features → steps → driver interface; only the in-process driver reaches the
// reference engine; the http driver reaches any engine through the protocol; api → reference engine;
// cli → reports; the reference engine imports nothing of the rest (it may import the shared protocol
// types once they live in a top-level protocol/ folder).
//
// Type-only imports (`import type`) are real edges for the folder rules: a type is part of the
// contract between folders, so a forbidden folder stays forbidden for types too. They are NOT counted
// for cycles: a loop that closes only through type-only imports has no load order, no
// half-initialised module and no runtime coupling, so `no-circular` flags a loop only when every edge
// in it is a runtime import.
//
// No violation is tolerated: the tree had none left once the engine's cycles, the reports -> cli and
// rules -> engine imports were mended, so any new one fails `npm run deps`.

/** Top-level folders of the tree (not the engine) that the engine must never import. */
const notEngine = '^(steps|api|reports|cli|rules|scripts|bench|test|bin|features)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'engine-imports-only-itself',
      comment:
        'The reference engine is pure rules: it imports nothing of the suite, the server, the reports, the CLI, the rules loader, the scripts or the tests (only itself, a future top-level protocol/ folder, node built-ins and packages).',
      severity: 'error',
      from: { path: '^reference-engine/' },
      to: { path: notEngine },
    },
    {
      name: 'engine-imports-no-io',
      comment: 'The engine has no I/O, no cucumber and no hono (GUIDE.md §3): it is a pure function of its inputs.',
      severity: 'error',
      from: { path: '^reference-engine/' },
      to: { path: ['^(node:)?(fs|net|http|https|child_process|worker_threads)(/|$)', '^node_modules/(@cucumber|hono|@hono)/'] },
    },
    {
      name: 'protocol-imports-only-itself',
      comment:
        'The protocol types (a top-level protocol/ folder, when there is one) are shared by the engine, the server and the drivers, so they import none of them.',
      severity: 'error',
      from: { path: '^protocol/' },
      to: { path: ['^reference-engine/', notEngine] },
    },
    {
      name: 'steps-reach-the-engine-through-the-in-process-driver',
      comment: 'Steps drive an engine through the driver interface; only the in-process driver calls the reference engine directly.',
      severity: 'error',
      from: { path: '^steps/', pathNot: '^steps/drivers/in-process[^/]*$' },
      to: { path: '^reference-engine/' },
    },
    {
      name: 'steps-use-only-the-protocol-of-api',
      comment:
        'Steps never import the server. The drivers take the protocol from protocol/; of api/ they may import only the zod schemas that check what an engine answers, and the quick check built from any zod schema (exact-match.ts, which the server uses on requests too).',
      severity: 'error',
      from: { path: '^steps/' },
      to: {
        path: '^api/',
        pathNot: '^api/(response-schemas|exact-match)\\.ts$',
      },
    },
    {
      name: 'steps-protocol-only-in-drivers',
      comment: 'Outside steps/drivers/ the steps know only the driver interface, not the protocol files.',
      severity: 'error',
      from: { path: '^steps/', pathNot: '^steps/drivers/' },
      to: { path: '^api/' },
    },
    {
      name: 'api-serves-not-drives',
      comment: 'The server sits over the reference engine and the rules; it imports no steps, no CLI, no scripts and no tests.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(steps|cli|scripts|bench|test|bin)/' },
    },
    {
      name: 'reports-do-not-import-cli',
      comment: 'The CLI renders reports; reports never reach back into the CLI (that makes a cycle between folders).',
      severity: 'error',
      from: { path: '^reports/' },
      to: { path: '^(cli|bin|steps|scripts|bench|test)/' },
    },
    {
      name: 'rules-do-not-import-the-engine',
      comment: 'The rules loader (editions, crosswalk, card list) is data; it needs nothing of the engine.',
      severity: 'error',
      from: { path: '^rules/' },
      to: { path: '^(reference-engine|steps|api|reports|cli|scripts|bench|test|bin)/' },
    },
    {
      name: 'cli-is-not-imported-by-the-libraries',
      comment: 'cli/ is an entry point: only bin/, scripts, benches and tests may import it (reports/ has its own rule above).',
      severity: 'error',
      from: { path: '^(reference-engine|steps|api|rules)/' },
      to: { path: '^cli/' },
    },
    {
      name: 'no-circular',
      comment:
        'No runtime import cycles (type-only edges do not count, see the top of this file), except among the card-text grammar files, whose readers are mutually recursive by nature (a phrase contains phrases).',
      severity: 'error',
      // A cycle with any file outside card-text/ is reported from that file.
      from: { pathNot: '^reference-engine/card-text/' },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing on disk is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  allowed: undefined,
  options: {
    doNotFollow: { path: '^node_modules' },
    exclude: { path: '^(node_modules|coverage|\\.tmp|reports/(?!src/))' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Our relative imports name their file with its .ts extension; packages resolve through "exports" as in Node.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
