// Entry of the card-text analysis worker (targets-thread.ts): the TypeScript sources run through tsx
// here (the server's own thread runs them from the riftcheck command's bundle, scripts/cli-bundle.mjs,
// or through tsx when the server is started from the sources).
import { register } from 'tsx/esm/api';

register();
await import('./targets-worker.ts');
