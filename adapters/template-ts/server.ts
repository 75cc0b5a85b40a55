// Serves the toy engine over the adapter protocol: `node --import tsx adapters/template-ts/server.ts [--port 9000]`,
// then `npx riftcheck smoke --engine http://127.0.0.1:9000` and `npx riftcheck run --engine http://127.0.0.1:9000`.
import { parseArgs } from 'node:util';
import { serveAdapter } from 'riftcheck/adapter';
import { toyEngine } from './toy-engine.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '9000' }, host: { type: 'string', default: '127.0.0.1' } } });
const running = await serveAdapter(toyEngine, { host: values.host, port: Number(values.port) });
console.log(`toy engine on ${running.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void running.close().then(() => process.exit(0)));
