// Reads one HTTP/1.1 answer from the bytes a socket delivers, as they come: its status line, headers
// and body, framed as RFC 9112 says (no body for HEAD, 1xx, 204 and 304; chunked; Content-Length; else
// up to the end of the connection). It is the HTTP driver's own reader because node:http's client
// (ClientRequest, IncomingMessage and their streams) cost several times what the rest of a small
// exchange on a kept-alive socket does. Anything it cannot read is a MalformedAnswer, never a guess.
import type { IncomingHttpHeaders } from 'node:http';

/** The answer could not be read as HTTP/1.1: a broken status line, header or framing. */
export class MalformedAnswer extends Error {
  readonly code = 'HPE_INVALID';
  constructor(detail: string) {
    super(`answer is not well-formed HTTP/1.1: ${detail}`);
    this.name = 'MalformedAnswer';
  }
}

/** An answer's head as read: what the transport passes on, and whether the socket may carry another request. */
export interface AnswerHead {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  /** The server lets the connection be used again after this answer. */
  keepAlive: boolean;
}

/** Headers longer than this are not an answer of the protocol. */
export const MAX_HEAD_BYTES = 64 * 1024;

const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');
const STATUS_LINE = /^HTTP\/1\.([01]) (\d{3})(?: (.*))?$/;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const CHUNK_SIZE = /^([0-9A-Fa-f]{1,12})(?:[ \t]*;.*)?$/;

type Framing = { kind: 'none' } | { kind: 'length'; left: number } | { kind: 'chunked' } | { kind: 'close' };

/**
 * Fed the bytes of one answer as they arrive; `done` once the answer is whole. With `maxBytes`, a body
 * that announces or grows past it throws (the callback's error) as soon as that is known.
 */
export class AnswerReader {
  head: AnswerHead | null = null;
  done = false;
  /** Body bytes received so far. */
  received = 0;
  #pending: Buffer = Buffer.alloc(0);
  #framing: Framing = { kind: 'none' };
  /** In a chunked body: bytes of the current chunk still to come (then its CRLF), or -1 between chunks. */
  #chunkLeft = -1;
  #trailers = false;
  readonly #chunks: Buffer[] = [];

  constructor(
    private readonly method: string,
    private readonly tooLarge: (detail: string) => Error = (detail) => new Error(detail),
    private readonly maxBytes?: number,
  ) {}

  /** The body read so far (the whole body once done). */
  body(): Buffer {
    return this.#chunks.length === 1 ? this.#chunks[0]! : Buffer.concat(this.#chunks);
  }

  /** Takes the next bytes; returns true once the answer is complete. Bytes past its end are a MalformedAnswer (nothing was asked). */
  feed(data: Buffer): boolean {
    let bytes = this.#pending.length ? Buffer.concat([this.#pending, data]) : data;
    this.#pending = Buffer.alloc(0);
    while (!this.done && bytes.length) {
      if (!this.head) {
        const end = bytes.indexOf(HEAD_END);
        if (end < 0) {
          if (bytes.length > MAX_HEAD_BYTES) throw new MalformedAnswer(`headers longer than ${MAX_HEAD_BYTES} bytes`);
          this.#pending = bytes;
          return false;
        }
        const head = this.#readHead(bytes.toString('latin1', 0, end));
        bytes = bytes.subarray(end + 4);
        if (head) this.#start(head);
        continue;
      }
      bytes = this.#readBody(bytes);
    }
    if (this.done && bytes.length) throw new MalformedAnswer('more bytes after the end of the answer');
    return this.done;
  }

  /** The connection ended: an answer read up to the end is complete; anything else was cut short. */
  end(): boolean {
    if (this.head && this.#framing.kind === 'close') this.done = true;
    return this.done;
  }

  /** The head of a final answer, or null for an informational (1xx) one, which is skipped. */
  #readHead(text: string): AnswerHead | null {
    const lines = text.split('\r\n');
    const status = STATUS_LINE.exec(lines[0]!);
    if (!status) throw new MalformedAnswer(`status line ${JSON.stringify(lines[0]!.slice(0, 80))}`);
    const code = Number(status[2]);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).toLowerCase();
      if (colon <= 0 || !TOKEN.test(name)) throw new MalformedAnswer(`header line ${JSON.stringify(line.slice(0, 80))}`);
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    if (code < 200) {
      if (code === 101) throw new MalformedAnswer('the server switched protocols');
      return null;
    }
    const connection = (headers.connection ?? '').toLowerCase();
    const keepAlive = status[1] === '1' ? !/\bclose\b/.test(connection) : /\bkeep-alive\b/.test(connection);
    return { status: code, statusText: status[3] ?? '', headers, keepAlive };
  }

  #start(head: AnswerHead): void {
    this.head = head;
    const { status, headers } = head;
    const te = headers['transfer-encoding'];
    const length = headers['content-length'];
    if (this.method === 'HEAD' || status === 204 || status === 304) this.#framing = { kind: 'none' };
    else if (te !== undefined) this.#framing = /(^|,)\s*chunked\s*$/i.test(te) ? { kind: 'chunked' } : { kind: 'close' };
    else if (length !== undefined) {
      const values = new Set(length.split(',').map((v) => v.trim()));
      const n = Number([...values][0]);
      if (values.size !== 1 || !/^\d+$/.test([...values][0]!) || !Number.isSafeInteger(n))
        throw new MalformedAnswer(`content-length ${JSON.stringify(length)}`);
      if (this.maxBytes !== undefined && n > this.maxBytes) throw this.tooLarge(`announced ${n} bytes`);
      this.#framing = { kind: 'length', left: n };
    } else this.#framing = { kind: 'close' };
    if (this.#framing.kind === 'close') head.keepAlive = false;
    if (this.#framing.kind === 'none' || (this.#framing.kind === 'length' && this.#framing.left === 0)) this.done = true;
  }

  /** Reads what it can of the body from `bytes`; returns what is left over (kept for later when incomplete). */
  #readBody(bytes: Buffer): Buffer {
    const framing = this.#framing;
    if (framing.kind === 'length') {
      const take = Math.min(framing.left, bytes.length);
      this.#take(bytes.subarray(0, take));
      framing.left -= take;
      if (framing.left === 0) this.done = true;
      return bytes.subarray(take);
    }
    if (framing.kind === 'close') {
      this.#take(bytes);
      return bytes.subarray(bytes.length);
    }
    // chunked: size line, data, CRLF, ..., a zero size, trailer lines, an empty line
    if (this.#chunkLeft > 0) {
      const take = Math.min(this.#chunkLeft, bytes.length);
      this.#take(bytes.subarray(0, take));
      this.#chunkLeft -= take;
      return bytes.subarray(take);
    }
    const eol = bytes.indexOf(CRLF);
    if (eol < 0) {
      if (bytes.length > MAX_HEAD_BYTES) throw new MalformedAnswer('a chunk line without its end');
      this.#pending = bytes;
      return bytes.subarray(bytes.length);
    }
    const line = bytes.toString('latin1', 0, eol);
    const rest = bytes.subarray(eol + 2);
    if (this.#trailers) {
      if (line === '') this.done = true;
    } else if (this.#chunkLeft === 0) {
      if (line !== '') throw new MalformedAnswer('a chunk longer than its size');
      this.#chunkLeft = -1;
    } else {
      const size = CHUNK_SIZE.exec(line);
      if (!size) throw new MalformedAnswer(`chunk size ${JSON.stringify(line.slice(0, 40))}`);
      const n = parseInt(size[1]!, 16);
      if (n === 0) this.#trailers = true;
      else this.#chunkLeft = n;
    }
    return rest;
  }

  #take(bytes: Buffer): void {
    if (!bytes.length) return;
    this.received += bytes.length;
    if (this.maxBytes !== undefined && this.received > this.maxBytes) {
      this.#chunks.length = 0;
      throw this.tooLarge('more was still coming');
    }
    this.#chunks.push(bytes);
  }
}
