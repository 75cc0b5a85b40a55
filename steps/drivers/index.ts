// Picks the driver for a run: "reference" (default) drives the embedded reference engine in-process;
// an http(s) URL drives any engine that speaks openapi.yaml.
import type { Driver } from './driver.ts';

export async function createDriver(engine: string | undefined): Promise<Driver> {
  if (engine === undefined || engine === '' || engine === 'reference') {
    const { InProcessDriver } = await import('./in-process.ts');
    return new InProcessDriver();
  }
  if (/^https?:\/\//.test(engine)) {
    const { HttpDriver } = await import('./http.ts');
    return new HttpDriver(engine);
  }
  throw new Error(`unknown engine "${engine}": use "reference" or an http(s) URL of an engine that speaks the adapter protocol`);
}
