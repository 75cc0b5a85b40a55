// Serialized answers to requests whose answer can never change (a rule's text, the analysis of a card
// text), kept so repeated questions skip parsing, validation and the work itself. Bounded: the least
// recently used answer goes first.
export class AnswerCache {
  readonly #answers = new Map<string, string>();

  constructor(readonly capacity: number) {}

  get(key: string): string | undefined {
    const answer = this.#answers.get(key);
    if (answer !== undefined) {
      this.#answers.delete(key);
      this.#answers.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: string): void {
    if (this.capacity <= 0) return;
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    if (this.#answers.size > this.capacity) this.#answers.delete(this.#answers.keys().next().value!);
  }

  get size(): number {
    return this.#answers.size;
  }
}
