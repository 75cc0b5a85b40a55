// Serialized answers to requests whose answer can never change (a rule's text, the analysis of a card
// text), kept so repeated questions skip parsing, validation and the work itself. Bounded in count and
// in bytes (keys and answers, two bytes a character as JavaScript holds them): the least recently used
// answer goes first.
export class AnswerCache {
  readonly #answers = new Map<string, string>();
  #bytes = 0;

  constructor(
    readonly capacity: number,
    readonly maxBytes = 64 * 2 ** 20,
  ) {}

  get(key: string): string | undefined {
    const answer = this.#answers.get(key);
    if (answer !== undefined) {
      this.#answers.delete(key);
      this.#answers.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: string): void {
    const bytes = weight(key, answer);
    if (this.capacity <= 0 || bytes > this.maxBytes) return;
    this.#drop(key);
    this.#answers.set(key, answer);
    this.#bytes += bytes;
    while (this.#answers.size > this.capacity || this.#bytes > this.maxBytes) this.#drop(this.#answers.keys().next().value!);
  }

  #drop(key: string): void {
    const answer = this.#answers.get(key);
    if (answer === undefined) return;
    this.#answers.delete(key);
    this.#bytes -= weight(key, answer);
  }

  get size(): number {
    return this.#answers.size;
  }

  /** What the kept keys and answers weigh, in bytes. */
  get bytes(): number {
    return this.#bytes;
  }
}

function weight(key: string, answer: string): number {
  return 2 * (key.length + answer.length);
}
