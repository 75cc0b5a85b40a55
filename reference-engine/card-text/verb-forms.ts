// Verb forms shared by the grammar and the decompiler (a module of its own so that grammar modules
// importing one another in a cycle can build their phrase lists when they load).
import { processCache } from '../process-caches.ts';

/** Third-person singular of a verb ("kill" → "kills", "ready" → "readies"). */
const thirdPersonCache = processCache<string, string>();
export function thirdPerson(verb: string): string {
  let out = thirdPersonCache.get(verb);
  if (out === undefined) {
    out = /(s|sh|ch|x)$/.test(verb) ? `${verb}es` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`;
    thirdPersonCache.set(verb, out);
  }
  return out;
}
