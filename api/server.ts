// Puts an app on a socket and takes it off again cleanly: on close (or SIGTERM/SIGINT when asked)
// the server stops accepting, lets requests in flight finish, then drops idle keep-alive sockets.
import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly server: ServerType;
  /** Stops accepting, waits for requests in flight (at most `graceMs`), then closes. */
  close(graceMs?: number): Promise<void>;
}

export function listen(app: Pick<Hono, 'fetch'>, opts: { host?: string; port?: number } = {}): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port: opts.port ?? 0 }, (info: AddressInfo) => {
      const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      let closing: Promise<void> | undefined;
      resolve({
        url: `http://${shownHost}:${info.port}`,
        port: info.port,
        server,
        close: (graceMs = 5000) => (closing ??= shutDown(server as Server, graceMs)),
      });
    });
    server.once('error', reject);
  });
}

function shutDown(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Closes the server on SIGTERM or SIGINT, then runs `after` (e.g. to set the exit code). */
export function closeOnSignals(running: RunningServer, after: (signal: NodeJS.Signals) => void): void {
  const onSignal = (signal: NodeJS.Signals) => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    void running.close().then(() => after(signal));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
