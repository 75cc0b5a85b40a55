// Shared by the API tests: the reference app, a way to call it in-process, and a small valid game.
import * as referenceEngine from '../../reference-engine/index.ts';
import { analyzeTargets } from '../../reference-engine/card-text/index.ts';
import { indexFeatures } from '../../reports/src/feature-index.ts';
import { loadCorpus, type Corpus } from '../../rules/index.ts';
import { createApp, type AppOptions, type RiftcheckApp } from '../../api/app.ts';
import type { GameEngine } from '../../api/engine.ts';
import { behaviourDifferences, deckCardSource } from '../../api/reference.ts';
import type { Schemas } from '../../protocol/index.ts';
import { dataDir } from '../support/data.ts';
import { faqEntries, loadFaqs } from '../../rules/faq.ts';
import { PROJECT_ROOT } from '../../rules/data-dir.ts';
import { readFaqIndexFile } from '../../reports/src/faq-index.ts';

export const engine: GameEngine<any> = referenceEngine;

let corpus: Corpus | undefined;
/** The corpus the server would load here: the full editions when the data is present, else the seeds. */
export function sharedCorpus(): Corpus {
  return (corpus ??= loadCorpus({ dataDir }));
}

export function referenceApp(overrides: Partial<AppOptions> = {}): RiftcheckApp {
  return createApp({
    engine,
    corpus: sharedCorpus(),
    analyzeTargets,
    featureIndex: () => indexFeatures(),
    behaviourDifferences,
    // the official FAQs when the data is here; else none, so that their routes answer 200/404 as on a server with them
    faqs: () => (dataDir ? faqEntries(loadFaqs(dataDir)) : []),
    faqIndexFile: () => readFaqIndexFile(PROJECT_ROOT),
    deckCards: () => deckCardSource(dataDir),
    ...overrides,
  });
}

export interface Answer {
  status: number;
  type: string;
  body: any;
  headers: Headers;
}

export async function call(app: { request: RiftcheckApp['request'] }, method: string, path: string, body?: unknown): Promise<Answer> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const res = await app.request(path, init);
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, type, body: type.includes('json') && text ? JSON.parse(text) : text, headers: res.headers };
}

/** Alice to act in her main phase with Void Seeker in hand and energy to play it; Bob has a unit in base. */
export function smallSetup(): Schemas['Setup'] {
  return {
    players: [
      { id: 'Alice', runePool: { energy: 6, power: { fury: 2 } }, hand: [{ ref: "Alice's Seeker", card: 'Void Seeker' }] },
      { id: 'Bob', base: [{ ref: "Bob's Apprentice", card: 'Eager Apprentice' }] },
    ],
    turnPlayer: 'Alice',
  };
}

export async function newGame(app: RiftcheckApp, setup = smallSetup()): Promise<string> {
  const created = await call(app, 'POST', '/games', setup);
  if (created.status !== 201) throw new Error(`game not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.gameId;
}

/** The reference app over an engine whose every action throws (a two-line message): what a 5xx answer and its log line are tested with. */
export function appWhoseActThrows(): RiftcheckApp {
  return referenceApp({
    engine: {
      ...engine,
      act: () => {
        throw new Error('act broke\nsecond line');
      },
    },
  });
}

/** Runs `run` with console.error captured: its result, and the lines written to stderr meanwhile. */
export async function capturingStderr<T>(run: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  try {
    return { result: await run(), lines };
  } finally {
    console.error = original;
  }
}
