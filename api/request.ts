// What the routes ask of a request before their handler runs, as Hono middleware: a size limit on
// the body (Hono's bodyLimit) and validation of the body, the query and the path parameters against
// their zod schemas (@hono/zod-validator). A request that fails answers problem+json naming every
// failing field by its path (`body.players[0].id`, `query.after`, `path.gameId`).
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { exactMatch } from './exact-match.ts';
import { fieldErrors, invalid, problem } from './problem.ts';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** Whether the request says its body is JSON; the JSON validator reads no other body. */
export function isJson(c: Context): boolean {
  return JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? '');
}

/**
 * Refuses a body over `maxBytes` with 413. A declared length is judged from its header alone, before a
 * byte is read, and the body is then read by whichever route wants it; Hono's bodyLimit counts a
 * streamed body (no content-length) as it arrives. The header comes first because bodyLimit looks
 * at the request's body stream even when the length is declared, and on @hono/node-server that
 * builds a web Request and stream for every request, which the direct read of a declared body avoids.
 * Only routes that take a body use this, so GET and DELETE never pay for it.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const tooLarge = (c: Context) => problem(c, 413, 'body-too-large', `request body is over ${maxBytes} bytes`);
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number(declared) > maxBytes) return tooLarge(c);
    await next();
  };
}

const LOCATION = { json: 'body', query: 'query', param: 'path' } as const;
type Target = keyof typeof LOCATION;

/**
 * Validates one part of the request; the handler reads the result with `c.req.valid(target)`.
 * A JSON body must say so in its content-type, or it is not read at all.
 */
export function valid<T extends Target, S extends z.ZodType>(target: T, schema: S) {
  return zValidator(
    target,
    schema,
    (result, c) => {
      if (target === 'json' && !isJson(c)) {
        return invalid(c, [
          { path: 'body', message: `expected a JSON body with content-type application/json, not ${c.req.header('content-type') ?? 'none'}` },
        ]);
      }
      if (!result.success) return invalid(c, fieldErrors(LOCATION[target], result.error));
    },
    // No schema here has an async part; zod's async parse would cost every request its promises. A
    // value zod would give back as it is passes the quick check and is not copied (api/exact-match.ts).
    { validationFunction: (s, value) => (exactMatch(s as z.ZodType)(value) ? { success: true, data: value } : (s as z.ZodType).safeParse(value)) as never },
  );
}

/**
 * The answer to a body that is not JSON at all, which the JSON validator reports by throwing a 400
 * (the app's error handler calls this); the body, already read, says what was wrong with it.
 */
export async function notJson(c: Context, err: unknown): Promise<Response | undefined> {
  if (!(err instanceof HTTPException) || err.status !== 400) return undefined;
  const text = await c.req.text().catch(() => '');
  let why = 'not JSON';
  try {
    JSON.parse(text);
  } catch (parseError) {
    why = text.trim() === '' ? 'a JSON body is required' : `not JSON: ${(parseError as Error).message}`;
  }
  return invalid(c, [{ path: 'body', message: why }]);
}

/**
 * A path parameter, checked in the handler against the route's parameter schema rather than by a
 * validator middleware: the game routes are the server's busiest, and a middleware layer less is
 * measurably cheaper on every request there.
 */
export function pathParam<N extends string, S extends z.ZodType<Record<N, unknown>>>(
  c: Context,
  name: N,
  schema: S,
): { ok: true; value: z.output<S>[N] } | { ok: false; response: Response } {
  const params = { [name]: c.req.param(name) };
  if (exactMatch(schema)(params)) return { ok: true, value: params[name] as z.output<S>[N] };
  const result = schema.safeParse(params);
  if (result.success) return { ok: true, value: result.data[name] };
  return { ok: false, response: invalid(c, fieldErrors('path', result.error)) };
}
