// Profiles are deltas: `-p default -p http` adds the HTTP engine to the default run.
const base = {
  // Drivers are not listed: the World loads the one a run needs (the HTTP one pulls in zod and the client).
  import: ['steps/support/register-tsx.mjs', 'steps/*.ts', 'steps/support/*.ts'],
  paths: ['features/**/*.feature'],
  format: ['summary'],
  strict: true,
  worldParameters: { engine: process.env.RIFTCHECK_ENGINE ?? 'reference' },
};

export default base;

export const http = {
  worldParameters: { engine: process.env.RIFTCHECK_ENGINE ?? 'http://127.0.0.1:8787' },
};
