// The HTTP driver's transport: HTTP/1.1 on kept-alive sockets of its own. Node's built-in fetch
// cost several milliseconds per request on loopback here; node:http's client about a tenth of a
// millisecond of CPU per request on top of the socket's own work, over three times what writing the
// request and reading the answer (http-answer.ts) cost by hand: with ~14,500 requests in a suite run,
// that decided whether the suite over HTTP stays near in-process speed. No web Request, Response or
// Headers, no ClientRequest or IncomingMessage: a request is its method, path, headers and body, an
// answer its status, headers and bytes, which is all the driver reads.
import type { IncomingHttpHeaders } from 'node:http';
import { connect as netConnect, isIP, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { AnswerReader } from './http-answer.ts';

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
  /** A deadline of this request shorter than the transport's own (a deletion's, the end of a scenario's time). */
  timeoutMs?: number;
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
 * Requests over kept-alive sockets, one request at a time on each, each answer read whole within the
 * deadline and the size limit. A socket is used again only when the answer says it may be.
 */
export function keepAliveTransport(options: TransportOptions = {}): Transport {
  const idle = new Map<string, Socket[]>();
  const open = new Set<Socket>();
  const send = (origin: Origin, exchange: Exchange): Promise<Answered> => {
    const head = requestHead(origin, exchange);
    const key = `${origin.protocol}//${origin.hostname}:${origin.port}`;
    const timeoutMs = shorter(exchange.timeoutMs, options.timeoutMs);
    const attempt = (retried: boolean): Promise<Answered> =>
      new Promise<Answered>((resolve, reject) => {
        let socket = takeIdle(idle, key);
        const reused = socket !== undefined;
        socket ??= connect(origin, open);
        const reader = new AnswerReader(exchange.method, (detail) => tooLargeError(options.maxBytes!, detail), options.maxBytes);
        let settled = false;
        /** Whether any byte of an answer came: a request answered in part is never sent again. */
        let heard = false;
        const deadline = timeoutMs === undefined ? undefined : setTimeout(() => fail(timeoutError(timeoutMs)), timeoutMs);
        const s = socket;
        function finish(): void {
          settled = true;
          clearTimeout(deadline);
          s.off('data', onData);
          s.off('end', onEnd);
          s.off('error', onError);
          s.off('close', onClose);
        }
        function fail(err: Error): void {
          if (settled) return;
          finish();
          s.destroy();
          reject(err);
        }
        function complete(): void {
          if (settled) return;
          const answerHead = reader.head!;
          finish();
          if (answerHead.keepAlive && !s.destroyed && s.readyState === 'open') keepIdle(idle, key, s);
          else s.destroy();
          try {
            resolve(answered(answerHead, reader.body()));
          } catch (err) {
            reject(err);
          }
        }
        function onData(data: Buffer): void {
          heard = true;
          try {
            if (reader.feed(data)) complete();
          } catch (err) {
            fail(err as Error);
          }
        }
        function onEnd(): void {
          if (reader.end()) return complete();
          lost(hangUp());
        }
        function onError(err: Error): void {
          lost(err);
        }
        function onClose(): void {
          lost(hangUp());
        }
        /**
         * A kept-alive socket the server closed while idle fails on reuse before any of the answer came:
         * sending once more on a fresh socket is safe and is not the engine's fault.
         */
        function lost(err: NodeJS.ErrnoException): void {
          if (settled) return;
          if (reused && !retried && !heard && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) {
            finish();
            s.destroy();
            resolve(attempt(true));
          } else fail(err);
        }
        s.on('data', onData);
        s.once('end', onEnd);
        s.on('error', onError);
        s.once('close', onClose);
        s.ref();
        // One write, so the request leaves in one segment and the server wakes once for it.
        const body = exchange.body;
        if (body === undefined || typeof body === 'string') s.write(body === undefined ? head : head + body);
        else {
          s.cork();
          s.write(head);
          s.write(body);
          s.uncork();
        }
      });
    return attempt(false);
  };
  return {
    send,
    close() {
      for (const socket of open) socket.destroy();
      open.clear();
      idle.clear();
    },
  };
}

/** The request line and headers, checked for characters that would split them. */
function requestHead(origin: Origin, exchange: Exchange): string {
  const path = origin.basePath + exchange.path;
  if (!/^\/[\x21-\x7e]*$/.test(path)) throw new TypeError(`request path has characters that must be escaped: ${JSON.stringify(path)}`);
  if (!/^[A-Z]+$/.test(exchange.method)) throw new TypeError(`not a method: ${JSON.stringify(exchange.method)}`);
  let head = `${exchange.method} ${path} HTTP/1.1\r\n${hostLines(origin)}`;
  if (exchange.headers) head += headerLines(exchange.headers);
  const body = exchange.body;
  // A string body is written as it is (UTF-8), its length counted in bytes without a copy.
  if (body !== undefined) head += `content-length: ${typeof body === 'string' ? Buffer.byteLength(body) : body.length}\r\n`;
  return `${head}\r\n`;
}

/** Header lines written once per origin and per headers object: the driver sends the same few with every request. */
const writtenHosts = new WeakMap<Origin, string>();
const writtenHeaders = new WeakMap<Record<string, string>, string>();

function hostLines(origin: Origin): string {
  let lines = writtenHosts.get(origin);
  if (lines === undefined) {
    const host = isIP(origin.hostname) === 6 ? `[${origin.hostname}]` : origin.hostname;
    writtenHosts.set(origin, (lines = `host: ${origin.port ? `${host}:${origin.port}` : host}\r\nconnection: keep-alive\r\n`));
  }
  return lines;
}

function headerLines(headers: Record<string, string>): string {
  let lines = writtenHeaders.get(headers);
  if (lines === undefined) {
    lines = '';
    for (const [name, value] of Object.entries(headers)) {
      if (/[\r\n]/.test(name + value)) throw new TypeError(`header ${JSON.stringify(name)} has a line break`);
      lines += `${name}: ${value}\r\n`;
    }
    // Kept only for a frozen object, which cannot change after it was written.
    if (Object.isFrozen(headers)) writtenHeaders.set(headers, lines);
  }
  return lines;
}

function connect(origin: Origin, open: Set<Socket>): Socket {
  const port = Number(origin.port) || (origin.protocol === 'https:' ? 443 : 80);
  const socket =
    origin.protocol === 'https:'
      ? tlsConnect({ host: origin.hostname, port, servername: isIP(origin.hostname) ? undefined : origin.hostname, ALPNProtocols: ['http/1.1'] })
      : netConnect({ host: origin.hostname, port });
  socket.setNoDelay(true);
  socket.setKeepAlive(true, 1000);
  open.add(socket);
  socket.once('close', () => open.delete(socket));
  return socket;
}

/** What ends an idle socket that hears anything: taken off again (and only it) when the socket is used. */
const idleDrops = new WeakMap<Socket, () => void>();

/** The most recently used idle socket to this origin that is still open. */
function takeIdle(idle: Map<string, Socket[]>, key: string): Socket | undefined {
  const sockets = idle.get(key);
  while (sockets?.length) {
    const socket = sockets.pop()!;
    const drop = idleDrops.get(socket);
    if (drop) socket.off('data', drop).off('end', drop).off('error', drop);
    if (!socket.destroyed && socket.readyState === 'open') return socket;
  }
  return undefined;
}

/** Keeps a socket for the next request; while idle it keeps no process alive, and anything it hears ends it. */
function keepIdle(idle: Map<string, Socket[]>, key: string, socket: Socket): void {
  let sockets = idle.get(key);
  if (!sockets) idle.set(key, (sockets = []));
  sockets.push(socket);
  socket.unref();
  const drop = () => {
    socket.destroy();
    const i = sockets.indexOf(socket);
    if (i >= 0) sockets.splice(i, 1);
  };
  idleDrops.set(socket, drop);
  socket.once('data', drop).once('end', drop).once('error', drop);
}

function shorter(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}

function hangUp(): NodeJS.ErrnoException {
  return Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
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

function answered(head: { status: number; statusText: string; headers: IncomingHttpHeaders }, body: Buffer): Answered {
  const { status } = head;
  if (status < 200 || status > 599) throw new Error(`answered an impossible HTTP status ${status}`);
  return { status, statusText: head.statusText, headers: head.headers, body };
}
