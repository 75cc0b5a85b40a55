// How the HTTP driver words what went wrong with a request: a transport failure as one line, and
// whether it was a silence (no answer at all), which the driver's breaker counts.
import { LIMIT_SETTINGS } from './limits.ts';

/** Ways a request can end without an answer; enough of them in a row trip the breaker. */
export type Silence = 'timeout' | 'refused' | 'dropped' | 'unreachable';
export const SILENCES: Record<Silence, string> = {
  timeout: 'timeouts',
  refused: 'refused connections',
  dropped: 'dropped connections',
  unreachable: 'unreachable connections',
};

export function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

export function transportFailure(err: unknown, baseUrl: string, timeoutMs: number): { text: string; silence: Silence | null } {
  const e = err as Error & { code?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError') return { text: `no answer within ${timeoutMs} ms`, silence: 'timeout' };
  if (e?.name === 'AnswerTooLarge') return { text: `${e.message} (${LIMIT_SETTINGS.maxAnswerBytes.env})`, silence: null };
  const code = e?.code ?? e?.cause?.code;
  if (code === 'ECONNREFUSED') return { text: `cannot connect to ${baseUrl} (connection refused: is the engine running?)`, silence: 'refused' };
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE')
    return { text: `connection to ${baseUrl} dropped mid-answer`, silence: 'dropped' };
  const text = oneLine(`${e?.message ?? String(err)}${e?.cause?.message ? ` (${e.cause.message})` : ''}`);
  if (code === 'ENOTFOUND' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'EAI_AGAIN') return { text, silence: 'unreachable' };
  return { text, silence: null };
}
