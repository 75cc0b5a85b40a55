// Reads and validates one part of a request against its zod schema, answering 400 with the failing
// field paths when it does not match.
import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors, invalid } from './problem.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.output<S>>> {
  return parseJson(c, await c.req.text(), schema);
}

/** Validates a body already read as text. */
export function parseJson<S extends z.ZodType>(c: Context, text: string, schema: S): Parsed<z.output<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    const why = text.trim() === '' ? 'a JSON body is required' : `not JSON: ${(err as Error).message}`;
    return { ok: false, response: invalid(c, [{ path: 'body', message: why }]) };
  }
  return check(c, 'body', schema, raw);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): Parsed<z.output<S>> {
  return check(c, 'query', schema, c.req.query());
}

export function readParam<S extends z.ZodType>(c: Context, name: string, schema: S): Parsed<z.output<S>> {
  const result = schema.safeParse(c.req.param(name));
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, response: invalid(c, [{ path: `path.${name}`, message: result.error.issues[0]?.message ?? 'invalid' }]) };
}

function check<S extends z.ZodType>(c: Context, where: 'body' | 'query', schema: S, raw: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, response: invalid(c, fieldErrors(where, result.error)) };
}
