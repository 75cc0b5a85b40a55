// The HTTP driver's transport, on node:http with kept-alive sockets. Node's built-in fetch costs
// several milliseconds per request on loopback here, against about one for node:http; with dozens of
// requests per scenario that difference decides whether the suite over HTTP stays near in-process speed.
// Nor does it build a web Request, Response or Headers per request (a generic client's objects cost
// more than the rest of a small request): a request is its method, path, headers and body.
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export interface TransportOptions {
  /** Deadline of each request, from sending it to the end of its answer; none when omitted. */
  timeoutMs?: number;
  /** Bytes of one answer's body read at most: past it the request is aborted (AnswerTooLarge); none when omitted. */
  maxBytes?: number;
}

/** Where a request goes, as node:http takes it: parsed once per engine, not once per request. */
export interface Origin {
  protocol: 'http:' | 'https:';
  hostname: string;
  port: string;
  /** The base URL's path, without its trailing slash ('' at the root). */
  basePath: string;
}

export function originOf(baseUrl: string | URL): Origin {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`not an http(s) URL: ${String(baseUrl)}`);
  // node:http wants an IPv6 host bare, as URL.hostname gives it in brackets.
  return { protocol: url.protocol, hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: url.port, basePath: url.pathname.replace(/\/+$/, '') };
}

/** One request as the transport sends it: the path (with its query) under the origin, and a string body. */
export interface Exchange {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  signal?: AbortSignal;
}

/** An answer, read whole: its status, headers (lower-case names) and body. */
export interface Answered {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Transport {
  send(origin: Origin, exchange: Exchange): Promise<Answered>;
  close(): void;
}

/**
 * Requests over kept-alive sockets, each answer read whole within the deadline and the size limit.
 * No web Request, Response or Headers is built: a request is its method, path, headers and string
 * body, and an answer its status, headers and bytes, which is all the driver reads.
 */
export function keepAliveTransport(options: TransportOptions = {}): Transport {
  const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };
  const send = (origin: Origin, exchange: Exchange): Promise<Answered> => {
    const body = exchange.body;
    const headers: Record<string, string> = { ...exchange.headers };
    // A string body is written as it is (UTF-8), its length counted in bytes without a copy.
    if (body !== undefined) headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.length);
    const request = origin.protocol === 'https:' ? httpsRequest : httpRequest;
    const requestOptions = {
      protocol: origin.protocol,
      hostname: origin.hostname,
      port: origin.port,
      path: origin.basePath + exchange.path,
      method: exchange.method,
      headers,
      agent: agents[origin.protocol],
      signal: exchange.signal,
    };
    const attempt = (retried: boolean): Promise<Answered> =>
      new Promise<Answered>((resolve, reject) => {
        const req = request(requestOptions, (res) => {
          const chunks: Buffer[] = [];
          let received = 0;
          // Enforced while the answer streams in, so an endless or huge answer never sits in memory.
          const limit = options.maxBytes;
          if (limit !== undefined && Number(res.headers['content-length']) > limit) {
            abort(tooLargeError(limit, `announced ${res.headers['content-length']} bytes`));
            return;
          }
          res.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (limit !== undefined && received > limit) {
              chunks.length = 0;
              abort(tooLargeError(limit, 'more was still coming'));
              return;
            }
            chunks.push(chunk);
          });
          res.on('error', fail);
          res.on('end', () => {
            clearTimeout(deadline);
            try {
              resolve(answered(res, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
            } catch (err) {
              reject(err);
            }
          });
        });
        const deadline = options.timeoutMs === undefined ? undefined : setTimeout(() => abort(timeoutError(options.timeoutMs!)), options.timeoutMs);
        function fail(err: unknown) {
          clearTimeout(deadline);
          reject(err);
        }
        /** Rejects with this reason before tearing the socket down, whatever the socket then reports. */
        function abort(err: Error) {
          fail(err);
          req.destroy(err);
        }
        req.on('error', (err: NodeJS.ErrnoException) => {
          // A kept-alive socket the server closed while idle fails on reuse before the request reaches
          // it: sending once more on a fresh socket is safe and is not the engine's fault.
          if (req.reusedSocket && err.code === 'ECONNRESET' && !retried) {
            clearTimeout(deadline);
            resolve(attempt(true));
          } else fail(err);
        });
        req.end(body);
      });
    return attempt(false);
  };
  return {
    send,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

function timeoutError(ms: number): Error {
  const err = new Error(`no answer within ${ms} ms`);
  err.name = 'TimeoutError';
  return err;
}

function tooLargeError(limit: number, detail: string): Error {
  const err = new Error(`answer larger than the limit of ${limit} bytes (${detail})`);
  err.name = 'AnswerTooLarge';
  return err;
}

function answered(res: IncomingMessage, body: Buffer): Answered {
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 599) throw new Error(`answered an impossible HTTP status ${status}`);
  const empty = status === 204 || status === 205 || status === 304;
  return { status, statusText: res.statusMessage ?? '', headers: res.headers, body: empty ? Buffer.alloc(0) : body };
}
