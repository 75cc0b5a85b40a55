// Profiles are deltas: `-p default -p http` adds the HTTP engine to the default run.
const base = {
  // steps/*.ts and steps/support/*.ts, bundled with the engine into one module that is rebuilt when any
  // of their sources changes (scripts/suite-bundle.mjs). Drivers are not listed: the World loads the one
  // a run needs (the HTTP one, a separate chunk, pulls in zod and the client).
  import: ['scripts/suite-bundle.mjs'],
  paths: ['features/**/*.feature'],
  format: ['summary'],
  strict: true,
  worldParameters: { engine: process.env.RIFTCHECK_ENGINE ?? 'reference' },
};

export default base;

export const http = {
  worldParameters: { engine: process.env.RIFTCHECK_ENGINE ?? 'http://127.0.0.1:8787' },
};

// Mutation testing (stryker.config.mjs): the reference engine is expected to support every scenario
// (expectations/reference.yaml), so a mutant that makes it refuse something as unsupported fails the
// scenario instead of skipping it.
export const mutation = { ...base, worldParameters: { ...base.worldParameters, unsupportedFails: true } };
