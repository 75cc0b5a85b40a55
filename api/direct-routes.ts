// The server's direct path to the game routes a suite run calls thousands of times: creating a game,
// acting in it, deleting it. Hono over @hono/node-server builds a web Request, a context, a middleware
// chain, promises and a Response for every request, which cost the reference server a good part of
// what a small request costs it in all. Here a request of the plain shape the suite's driver sends
// (JSON body with its length declared, within the body limit, an id of plain characters) is read from
// node:http, checked with the same quick check of the same schemas, and answered with the same answer
// (game-answers.ts) the Hono route gives. Anything else, from another route, method or content type to
// a body that is not JSON or that the quick check does not accept as it is, goes to the Hono app as
// before, with the body already read: it is answered there, limits, validation and error answers
// included, exactly as when it came straight to it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exactMatch } from './exact-match.ts';
import { internalError, type Answer } from './problem.ts';
import { actionSchema, gameParamSchema, setupSchema } from './schemas.ts';
import type { GameAnswers } from './game-answers.ts';
import type { Action, Setup } from '../protocol/index.ts';

type Listener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;

/** A game's id as it may come in a path here: what needs no decoding (anything else is the Hono app's). */
const GAME = /^\/games\/([A-Za-z0-9._~-]{1,128})$/;
const ACTIONS = /^\/games\/([A-Za-z0-9._~-]{1,128})\/actions$/;
/** The content types that the Hono route's JSON validator reads as JSON and that need no parsing to be sure of it. */
const PLAIN_JSON = new Set(['application/json', 'application/json; charset=utf-8']);

const isSetup = exactMatch(setupSchema);
const isAction = exactMatch(actionSchema);
const isGameParam = exactMatch(gameParamSchema);
const utf8 = new TextDecoder();

/** A request listener that answers the busiest game routes itself and hands every other request to `next` (the Hono app's). */
export function directGameRoutes(games: GameAnswers, maxBodyBytes: number, next: Listener): Listener {
  return (incoming, outgoing) => {
    const { method, url = '' } = incoming;
    if (method === 'DELETE') {
      const id = GAME.exec(url)?.[1];
      if (id === undefined || !isGameParam({ gameId: id })) return next(incoming, outgoing);
      answer(outgoing, method, url, () => games.remove(url, id, headerText(incoming.headers.prefer)));
      return;
    }
    if (method !== 'POST') return next(incoming, outgoing);
    let take: ((body: unknown) => Answer) | undefined;
    if (url === '/games') take = (body) => (isSetup(body) ? games.create(url, body as Setup) : NOT_MINE);
    else {
      const id = ACTIONS.exec(url)?.[1];
      if (id !== undefined && isGameParam({ gameId: id })) take = (body) => (isAction(body) ? games.act(url, id, body as Action) : NOT_MINE);
    }
    const { headers } = incoming;
    const declared = headers['content-length'];
    if (
      take === undefined ||
      declared === undefined ||
      headers['transfer-encoding'] !== undefined ||
      !PLAIN_JSON.has(headers['content-type'] ?? '') ||
      !(Number(declared) <= maxBodyBytes)
    )
      return next(incoming, outgoing);
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => {
      const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      let body: unknown;
      try {
        body = JSON.parse(utf8.decode(raw));
      } catch {
        return handOver(incoming, outgoing, raw, next);
      }
      const done = answer(outgoing, method, url, () => take(body));
      if (!done) handOver(incoming, outgoing, raw, next);
    });
  };
}

/** What a route gives back for a body it leaves to the Hono app (its zod validation words the fault, or strips what was added). */
const NOT_MINE: Answer = Object.freeze({ status: 0, headers: {}, body: null });

/** Writes the route's answer (a 500, logged, when it throws); false when the route left the request to the Hono app. */
function answer(outgoing: ServerResponse, method: string, path: string, route: () => Answer): boolean {
  let result: Answer;
  try {
    result = route();
  } catch (err) {
    result = internalError(method, path, err instanceof Error ? err : new Error(String(err)));
  }
  if (result === NOT_MINE) return false;
  const { status, headers, body } = result;
  // Headers and body in one write: the length is declared, so node:http sends them together.
  if (body === null) {
    outgoing.writeHead(status, headers);
    outgoing.end();
  } else {
    outgoing.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) });
    outgoing.end(body);
  }
  return true;
}

/** A header as the Hono app reads it: repeated ones joined. */
function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The request goes to the Hono app with its body as read (@hono/node-server reads a request's `rawBody` when there is one). */
function handOver(incoming: IncomingMessage, outgoing: ServerResponse, raw: Buffer, next: Listener): void {
  (incoming as IncomingMessage & { rawBody?: Buffer }).rawBody = raw;
  next(incoming, outgoing);
}
