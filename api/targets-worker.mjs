// Entry of the card-text analysis worker (targets-thread.ts): the TypeScript sources run through tsx
// here as they do in the server's own thread (bin/riftcheck.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./targets-worker.ts');
