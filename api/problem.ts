// Errors as RFC 9457 problem details, each naming what failed and where.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { FieldError, Problem } from '../protocol/index.ts';

const PROBLEM_BASE = 'https://riftcheck.dev/problems/';

const TITLES: Record<string, string> = {
  'invalid-request': 'Invalid request',
  'not-found': 'Not found',
  'method-not-allowed': 'Method not allowed',
  'body-too-large': 'Request body too large',
  'too-many-games': 'Too many live games',
  'setup-rejected': 'Setup rejected',
  unsupported: 'Unsupported by this engine',
  unavailable: 'Not available on this server',
  'internal-error': 'Internal error',
};

export type ProblemKind = keyof typeof TITLES;

/** An answer as the server writes it: what the Hono routes turn into a Response and the direct game routes (direct-routes.ts) write themselves. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** null: no body (204). */
  body: string | null;
}

export function problem(
  c: Context,
  status: ContentfulStatusCode,
  kind: ProblemKind,
  detail: string,
  extra: Partial<Pick<Problem, 'errors' | 'field' | 'feature' | 'suggestions'>> = {},
): Response {
  const answer = problemAnswer(c.req.method, c.req.path, status, kind, detail, extra);
  return c.body(answer.body, status, answer.headers);
}

/** A problem+json answer to `method path`; a 5xx one is also one line on stderr. */
export function problemAnswer(
  method: string,
  path: string,
  status: number,
  kind: ProblemKind,
  detail: string,
  extra: Partial<Pick<Problem, 'errors' | 'field' | 'feature' | 'suggestions'>> = {},
): Answer & { body: string } {
  let instance = path;
  if (status >= 500) {
    // A server fault is one line on stderr; the id ties the client's answer to that line.
    const id = randomUUID();
    instance += `#${id}`;
    console.error(`riftcheck: ${status} ${kind} ${method} ${path} request ${id}: ${JSON.stringify(detail)}`);
  }
  const body: Problem = { type: PROBLEM_BASE + kind, title: TITLES[kind] ?? kind, status, detail, instance, ...extra };
  return { status, headers: { 'content-type': 'application/problem+json' }, body: JSON.stringify(body) };
}

/** The answer to a request whose handler threw: a 500 naming the error's first line. */
export function internalError(method: string, path: string, err: Error): Answer {
  return problemAnswer(method, path, 500, 'internal-error', `${err.name}: ${err.message}`.split('\n')[0]!);
}

/** An answer as a web Response (the Hono routes'). */
export function toResponse(answer: Answer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/** `body.players[0].id`: the path of a zod issue under its location in the request. */
export function fieldPath(location: 'body' | 'query' | 'path', path: ReadonlyArray<PropertyKey>): string {
  let out: string = location;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

export function fieldErrors(location: 'body' | 'query' | 'path', error: Pick<z.core.$ZodError, 'issues'>): FieldError[] {
  return error.issues.slice(0, 20).map((issue) => ({ path: fieldPath(location, issue.path), message: issue.message }));
}

export function invalid(c: Context, errors: FieldError[]): Response {
  const first = errors[0];
  const detail = first ? `${first.path}: ${first.message}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}` : 'invalid request';
  return problem(c, 400, 'invalid-request', detail, { errors });
}
