// The reference server that npm run test:http and bench/http-replay.ts put the suite's HTTP driver up
// against: the reference app on a free loopback port, counting its requests by route.
//
// Its code is loaded as `riftcheck serve` loads it, from the riftcheck command's bundle
// (scripts/cli-bundle.mjs): plain JavaScript, as the in-process run's code comes from the suite's
// bundle. These scripts themselves run through tsx, which keeps function names by wrapping every
// function a module creates, closures included, in a naming call made each time one is created: the
// engine and the routes create closures on every action, so through tsx the server did work that
// neither `riftcheck serve` nor the in-process run does, and the ratio measured it.
// Under code coverage (c8), or when the bundle cannot be built, the sources are loaded through tsx.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { createReferenceApp as CreateReferenceApp } from '../api/reference.ts';
import type { listen as Listen, RunningServer } from '../api/server.ts';

interface ServerModules {
  createReferenceApp: typeof CreateReferenceApp;
  listen: typeof Listen;
}

/** The reference app and listen(), from the command's bundle when it can be built, else from the sources. */
export async function serverModules(): Promise<ServerModules & { bundled: boolean }> {
  if (!process.env.NODE_V8_COVERAGE) {
    try {
      const { cliBundle } = (await import(new URL('./cli-bundle.mjs', import.meta.url).href)) as { cliBundle: () => Promise<string> };
      const dir = await cliBundle();
      const load = (name: string) => import(pathToFileURL(join(dir, `${name}.mjs`)).href);
      const [app, server] = await Promise.all([load('reference-app'), load('listen')]);
      return { createReferenceApp: app.createReferenceApp, listen: server.listen, bundled: true };
    } catch (err) {
      console.error(`the server runs its sources through tsx, as the bundle could not be built: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  const [app, server] = await Promise.all([import('../api/reference.ts'), import('../api/server.ts')]);
  return { createReferenceApp: app.createReferenceApp, listen: server.listen, bundled: false };
}

/** `POST /games/{id}/actions`: a request's method and path (from its URL or its request target) with the game's id left out. */
export function routeOf(method: string, url: string): string {
  const start = url.startsWith('/') ? 0 : url.indexOf('/', url.indexOf('//') + 2);
  const query = url.indexOf('?', start);
  const path = start < 0 ? '/' : url.slice(start, query < 0 ? undefined : query);
  return `${method} ${path.replace(/^\/games\/[^/]+/, '/games/{id}')}`;
}

/** The reference server for one suite run: engine only (no rules corpus), room for every scenario's game. */
export async function startSuiteServer(): Promise<{ server: RunningServer; byRoute: Map<string, number>; bundled: boolean }> {
  const { createReferenceApp, listen, bundled } = await serverModules();
  const app = createReferenceApp({ withoutCorpus: true, limits: { maxGames: 10_000 } });
  const byRoute = new Map<string, number>();
  const server = await listen(app, { host: '127.0.0.1', port: 0 });
  // Counted as node:http hands each request over, whichever path then answers it.
  server.server.on('request', (req: { method?: string; url?: string }) => {
    const route = routeOf(req.method ?? '?', req.url ?? '/');
    byRoute.set(route, (byRoute.get(route) ?? 0) + 1);
  });
  return { server, byRoute, bundled };
}
