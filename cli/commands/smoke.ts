// riftcheck smoke --engine URL: checks in seconds that every endpoint of the adapter protocol answers in
// shape (capabilities, create, view, act, refusal, events, unsupported at setup, errors, delete), one
// line per check, before a full run. Exits 0 when every check passed, 1 when one failed, 2 on bad input.
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import {
  actionAcceptedSchema,
  actionRefusedSchema,
  capabilitiesSchema,
  eventLogSchema,
  gameCreatedSchema,
  problemSchema,
  viewSchema,
} from '../../api/response-schemas.ts';
import { firstDifference } from '../../steps/drivers/json-checks.ts';
import { PROTOCOL_VERSION } from '../../protocol/index.ts';
import type { Capabilities, Setup } from '../../protocol/index.ts';
import { commandLine } from '../support.ts';
import { CliError } from '../errors.ts';

const USAGE =
  'usage: riftcheck smoke --engine URL [--timeout MS (3000)] [--json]\n' +
  'Checks that each endpoint of the adapter protocol answers in shape; exits 0 when all pass, 1 when one fails.';

interface Answer {
  status: number;
  type: string;
  body: unknown;
}

export interface SmokeCheck {
  name: string;
  ok: boolean;
  /** What was seen, in one line; for a skipped check, why it was skipped. */
  detail: string;
  skipped?: boolean;
}

/** A setup every engine can build: two players, plain cards only, a unit card in each main deck. */
export const SMOKE_SETUP: Setup = {
  players: [
    { id: 'Alice', mainDeck: [{ ref: "Alice's card 1", card: 'Shipyard Skulker' }], runeDeck: [{ ref: "Alice's rune 1", card: 'riftcheck:basic-rune' }] },
    { id: 'Bob', mainDeck: [{ ref: "Bob's card 1", card: 'Shipyard Skulker' }], runeDeck: [{ ref: "Bob's rune 1", card: 'riftcheck:basic-rune' }] },
  ],
  turnPlayer: 'Alice',
  phase: 'main',
  battlefields: [{ ref: 'the Bridge', card: 'riftcheck:plain-battlefield' }],
};

class Failed extends Error {}

export async function smoke(baseUrl: string, timeoutMs = 3000): Promise<SmokeCheck[]> {
  const base = baseUrl.replace(/\/+$/, '');
  const checks: SmokeCheck[] = [];
  const request = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    let res: Response;
    try {
      res = await fetch(base + path, {
        method,
        signal: AbortSignal.timeout(timeoutMs),
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
    } catch (e) {
      const err = e as Error & { cause?: { code?: string } };
      throw new Failed(
        err.name === 'TimeoutError' ? `${method} ${path}: no answer within ${timeoutMs} ms` : `${method} ${path}: ${err.cause?.code ?? err.message}`,
      );
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* kept as text: the check says it is not JSON */
    }
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: parsed };
  };
  const shape = <S extends z.ZodType>(what: string, answer: Answer, status: number | number[], schema: S): z.output<S> => {
    const wanted = Array.isArray(status) ? status : [status];
    if (!wanted.includes(answer.status)) throw new Failed(`${what}: answered ${answer.status}, expected ${wanted.join(' or ')}${brief(answer.body)}`);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Failed(`${what}: does not match the protocol at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
    }
    return parsed.data;
  };
  const problem = (what: string, answer: Answer, status: number) => {
    const p = shape(what, answer, status, problemSchema);
    if (!/^application\/problem\+json/.test(answer.type)) throw new Failed(`${what}: content-type is "${answer.type}", not application/problem+json`);
    return p;
  };
  const check = async (name: string, run: () => Promise<string>): Promise<boolean> => {
    try {
      checks.push({ name, ok: true, detail: await run() });
      return true;
    } catch (e) {
      if (!(e instanceof Failed)) throw e;
      checks.push({ name, ok: false, detail: e.message });
      return false;
    }
  };
  const skip = (name: string, why: string) => checks.push({ name, ok: true, skipped: true, detail: why });

  let caps: Capabilities | undefined;
  await check('capabilities', async () => {
    caps = shape('GET /capabilities', await request('GET', '/capabilities'), 200, capabilitiesSchema);
    if (caps.protocol.split('.')[0] !== PROTOCOL_VERSION.split('.')[0]) throw new Failed(`speaks protocol ${caps.protocol}, this suite ${PROTOCOL_VERSION}`);
    return `${caps.engine.name} ${caps.engine.version}, protocol ${caps.protocol}, editions ${caps.editions.join(', ') || 'none'}, features ${caps.features.join(', ') || 'none'}`;
  });
  if (!caps) return checks;

  let gameId = '';
  let created: z.output<typeof viewSchema> | undefined;
  await check('create a game', async () => {
    const answer = await request('POST', '/games', SMOKE_SETUP);
    const game = shape('POST /games', answer, 201, gameCreatedSchema);
    gameId = game.gameId;
    created = game.view;
    if (game.view.gameId !== gameId) throw new Failed(`the view's gameId "${game.view.gameId}" is not the game's "${gameId}"`);
    const refs = [...game.view.battlefields.map((b) => b.ref), ...game.view.players.flatMap((p) => [...p.mainDeck, ...p.runeDeck].map((o) => o.ref))];
    for (const ref of ['the Bridge', "Alice's card 1", "Bob's rune 1"]) if (!refs.includes(ref)) throw new Failed(`the view does not echo the ref "${ref}"`);
    return `201, game ${gameId}, refs echoed`;
  });
  const id = encodeURIComponent(gameId);

  if (gameId) {
    await check('view', async () => {
      const view = shape(`GET /games/${gameId}`, await request('GET', `/games/${id}`), 200, viewSchema);
      const d = firstDifference(view, created, 'view');
      if (d) throw new Failed(`differs from the view creation answered, at ${d}`);
      return '200, the same view as creation answered';
    });
    await check('refusal', async () => {
      const refused = shape(
        "POST actions (Bob passes on Alice's turn)",
        await request('POST', `/games/${id}/actions`, { kind: 'pass', player: 'Bob' }),
        422,
        actionRefusedSchema,
      );
      return `422 ${refused.refusal.code}: ${refused.refusal.reason}`;
    });
    let acted = false;
    await check('act', async () => {
      const answer = await request('POST', `/games/${id}/actions`, { kind: 'end-turn', player: 'Alice' });
      if (answer.status === 422) {
        const refused = shape('POST actions (Alice ends her turn)', answer, 422, actionRefusedSchema);
        if (refused.refusal.code !== 'unsupported') throw new Failed(`Alice ending her turn was refused: ${refused.refusal.code}: ${refused.refusal.reason}`);
        return `422 unsupported (${refused.refusal.reason}): the refusal is in shape`;
      }
      const accepted = shape('POST actions (Alice ends her turn)', answer, 200, actionAcceptedSchema);
      acted = true;
      if (accepted.view.turnPlayer !== 'Bob') throw new Failed(`after Alice ended her turn the turn player is ${accepted.view.turnPlayer}`);
      return `200, ${accepted.events.length} events, Bob's turn`;
    });
    await check('events', async () => {
      const log = shape(`GET /games/${gameId}/events`, await request('GET', `/games/${id}/events`), 200, eventLogSchema);
      const seqs = log.events.map((e) => e.seq);
      if (seqs.some((s, i) => i > 0 && s <= seqs[i - 1]!)) throw new Failed(`seq is not strictly increasing: ${seqs.join(', ')}`);
      if (acted && seqs.length === 0) throw new Failed('an accepted action left the event log empty');
      if (seqs.length > 0) {
        const after = shape('GET events?after=', await request('GET', `/games/${id}/events?after=${seqs[0]}`), 200, eventLogSchema);
        const rest = after.events.map((e) => e.seq);
        if (firstDifference(rest, seqs.slice(1), 'seq')) throw new Failed(`?after=${seqs[0]} answered seq ${rest.join(', ')}, not ${seqs.slice(1).join(', ')}`);
      }
      return `200, ${seqs.length} events${seqs.length ? `, seq ${seqs[0]}..${seqs.at(-1)}, ?after= filters` : ''}`;
    });
  }

  const withholdable = caps.features.includes('cards-from-text') ? null : 'cards-from-text';
  if (withholdable) {
    await check('unsupported at setup', async () => {
      const setup: Setup = {
        ...SMOKE_SETUP,
        players: [{ id: 'Alice', hand: [{ ref: "Alice's Spark", card: 'test:Spark' }] }, { id: 'Bob' }],
        testCards: [{ id: 'test:Spark', name: 'Spark', type: 'spell', cost: { energy: 1 }, text: 'Deal 2 to a unit.' }],
      };
      const p = problem('POST /games with a test card', await request('POST', '/games', setup), 422);
      if (!p.type.endsWith('/unsupported')) throw new Failed(`problem type is ${p.type}, not https://riftcheck.dev/problems/unsupported`);
      if (!p.feature) throw new Failed('the problem names no feature');
      return `422 unsupported, feature ${p.feature}`;
    });
  } else skip('unsupported at setup', 'the engine declares cards-from-text, the one feature smoke can withhold');

  await check('malformed request', async () => {
    const p = problem('POST /games with {}', await request('POST', '/games', {}), 400);
    return `400 problem+json: ${p.detail}`;
  });
  await check('unknown game', async () => {
    problem('GET /games/no-such-game', await request('GET', '/games/no-such-game'), 404);
    return '404 problem+json';
  });
  if (gameId) {
    await check('delete', async () => {
      const gone = await request('DELETE', `/games/${id}`);
      if (gone.status !== 204) throw new Failed(`DELETE /games/${gameId}: answered ${gone.status}, expected 204${brief(gone.body)}`);
      const after = await request('GET', `/games/${id}`);
      if (after.status !== 404) throw new Failed(`GET after DELETE answered ${after.status}, expected 404`);
      return '204, then 404';
    });
  }
  return checks;
}

function brief(body: unknown): string {
  if (body === undefined) return '';
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return `: ${text.length > 160 ? `${text.slice(0, 160)}…` : text}`;
}

export function formatSmoke(checks: readonly SmokeCheck[]): string[] {
  const width = Math.max(...checks.map((c) => c.name.length));
  return checks.map((c) => `${c.skipped ? 'skip' : c.ok ? 'ok  ' : 'FAIL'}  ${c.name.padEnd(width)}  ${c.detail}`);
}

export async function run(argv: string[]): Promise<number> {
  const parsed = commandLine(
    () =>
      parseArgs({
        args: argv,
        options: {
          engine: { type: 'string', default: process.env.RIFTCHECK_ENGINE },
          timeout: { type: 'string', default: '3000' },
          json: { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
      }),
    USAGE,
  );
  if (!parsed) return 0;
  const { engine, timeout, json } = parsed.values;
  if (!engine || !/^https?:\/\/[^\s/]+/.test(engine))
    throw new CliError(`--engine must be the http(s) URL of an engine speaking the adapter protocol${engine ? `, not "${engine}"` : ''}`);
  if (!/^\d+$/.test(timeout!) || Number(timeout) < 1) throw new CliError(`--timeout "${timeout}" must be a number of milliseconds`);
  const checks = await smoke(engine, Number(timeout));
  const failed = checks.filter((c) => !c.ok).length;
  if (json) console.log(JSON.stringify({ engine, checks, failed }, null, 2));
  else {
    for (const line of formatSmoke(checks)) console.log(line);
    console.log(failed ? `${failed} of ${checks.length} checks failed` : `all ${checks.length} checks passed`);
  }
  return failed ? 1 : 0;
}
