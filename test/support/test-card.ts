// A test card for the engine's unit tests: its name gives its id, it costs nothing, and it has the text
// (and, for a unit, the Might) given.
import type { TestCard } from '../../reference-engine/index.ts';

export function testCard(name: string, type: TestCard['type'], text: string, might?: number): TestCard {
  return { id: `test:${name}`, name, type, cost: { energy: 0 }, text, ...(might === undefined ? {} : { might }) };
}
