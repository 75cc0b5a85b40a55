// A card's text as the compiler reads it, once per distinct text. The compiler is pure, so a cache keyed
// by text is safe, and it keeps game states free of trees; games read the same texts over and over (the
// card of every object as the game goes on, every card of both decks as a game starts from deck lists).
import { processCache } from '../process-caches.ts';
import { readCardAbilities, type ReadAbilities } from './compile.ts';

const readings = processCache<string, ReadAbilities>();

/** The compiler's reading of a text (shared: do not modify). */
export function cardReading(text: string): ReadAbilities {
  let read = readings.get(text);
  if (!read) {
    read = readCardAbilities(text);
    readings.set(text, read);
  }
  return read;
}
