// Reads and validates one part of a request against its zod schema, answering 400 with the failing
// field paths when it does not match.
import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors, invalid, problem } from './problem.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

const utf8 = new TextDecoder();

/**
 * The request body as text, refused with 413 when it is over `maxBytes`. A declared length is judged
 * from the header alone, before a byte is read; a streamed body is counted as it arrives. Only routes
 * that take a body read it, so the others (GET, DELETE) never pay for building a body stream.
 */
export async function readText(c: Context, maxBytes: number): Promise<Parsed<string>> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && /^\d+$/.test(declared) && c.req.header('transfer-encoding') === undefined) {
    if (Number(declared) > maxBytes) return tooLarge(c, maxBytes);
    return { ok: true, value: await c.req.text() };
  }
  const body = c.req.raw.body;
  if (!body) return { ok: true, value: '' };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge(c, maxBytes);
    }
    chunks.push(value);
  }
  return { ok: true, value: utf8.decode(Buffer.concat(chunks)) };
}

function tooLarge(c: Context, maxBytes: number): { ok: false; response: Response } {
  return { ok: false, response: problem(c, 413, 'body-too-large', `request body is over ${maxBytes} bytes`) };
}

export async function readJson<S extends z.ZodType>(c: Context, schema: S, maxBytes: number): Promise<Parsed<z.output<S>>> {
  const text = await readText(c, maxBytes);
  return text.ok ? parseJson(c, text.value, schema) : text;
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
