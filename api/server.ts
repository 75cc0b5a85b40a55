// Puts an app on a socket and takes it off again cleanly: on close (or SIGTERM/SIGINT when asked)
// the server stops accepting, lets requests in flight finish, then drops idle keep-alive sockets.
import { serve, type ServerType } from '@hono/node-server';
import { createServer, type Server, type ServerOptions, type RequestListener } from 'node:http';
import { isIPv4, type AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { directGameRoutes } from './direct-routes.ts';
import type { RiftcheckApp } from './app.ts';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly server: ServerType;
  /** Stops accepting, waits for requests in flight (at most `graceMs`), then closes. */
  close(graceMs?: number): Promise<void>;
}

/**
 * How long a client may take and how many it may be, chosen for a server that answers small requests
 * quickly (see api/README.md): a slow or idle client is dropped instead of holding a socket.
 */
export interface ConnectionLimits {
  /** Time to send the request headers; a slower client gets 408 and is closed. */
  headersTimeoutMs: number;
  /** Time to send the whole request, body included. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive socket stays open after an answer. */
  keepAliveTimeoutMs: number;
  /** Open sockets at most; more are closed as they arrive. */
  maxConnections: number;
  /** How often the headers and request timeouts are checked. */
  checkIntervalMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 512,
  checkIntervalMs: 1_000,
};

/** Whether binding `host` keeps the server reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const v4 = name.startsWith('::ffff:') ? name.slice('::ffff:'.length) : name;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return name === '::1' || name === '0:0:0:0:0:0:0:1';
}

/**
 * Serves the app. A reference app's busiest game routes are answered on a direct path (direct-routes.ts)
 * that gives the same answers as its Hono routes; every other request goes to the app.
 */
export function listen(
  app: Pick<Hono, 'fetch'> & Partial<Pick<RiftcheckApp, 'games' | 'limits'>>,
  opts: { host?: string; port?: number; limits?: Partial<ConnectionLimits> } = {},
): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...opts.limits };
  const serverOptions = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
  return new Promise((resolve, reject) => {
    const { games, limits: appLimits } = app;
    const withDirectRoutes =
      games && appLimits
        ? (((options: ServerOptions, listener: RequestListener) =>
            createServer(options, directGameRoutes(games, appLimits.maxBodyBytes, listener))) as typeof createServer)
        : undefined;
    const server = serve({ fetch: app.fetch, hostname: host, port: opts.port ?? 0, serverOptions, createServer: withDirectRoutes }, (info: AddressInfo) => {
      const shownHost = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      let closing: Promise<void> | undefined;
      resolve({
        url: `http://${shownHost}:${info.port}`,
        port: info.port,
        server,
        close: (graceMs = 5000) => (closing ??= shutDown(server as Server, graceMs)),
      });
    });
    server.maxConnections = limits.maxConnections;
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
