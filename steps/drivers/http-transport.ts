// A fetch for the HTTP driver built on node:http with kept-alive sockets. Node's built-in fetch costs
// several milliseconds per request on loopback here, against about one for node:http; with dozens of
// requests per scenario that difference decides whether the suite over HTTP stays near in-process speed.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export type FetchLike = (input: Request) => Promise<Response>;

export function keepAliveFetch(): FetchLike & { close(): void } {
  const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };
  const send: FetchLike = async (input) => {
    const url = new URL(input.url);
    const body = input.body ? Buffer.from(await input.arrayBuffer()) : undefined;
    const headers: Record<string, string> = Object.fromEntries(input.headers);
    if (body) headers['content-length'] = String(body.length);
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
    const attempt = (retried: boolean): Promise<Response> => new Promise<Response>((resolve, reject) => {
      const req = request(url, { method: input.method, headers, agent, signal: input.signal }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            resolve(toResponse(res, Buffer.concat(chunks)));
          } catch (err) {
            reject(err);
          }
        });
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed while idle fails on reuse before the request reaches
        // it: sending once more on a fresh socket is safe and is not the engine's fault.
        if (req.reusedSocket && err.code === 'ECONNRESET' && !retried) resolve(attempt(true));
        else reject(err);
      });
      req.end(body);
    });
    return attempt(false);
  };
  return Object.assign(send, {
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  });
}

function toResponse(res: IncomingMessage, body: Buffer): Response {
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 599) throw new Error(`answered an impossible HTTP status ${status}`);
  const headers = new Headers();
  for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
  const empty = status === 204 || status === 205 || status === 304;
  return new Response(empty ? null : new Uint8Array(body), { status, statusText: res.statusMessage ?? '', headers });
}
