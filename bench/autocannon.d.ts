// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface RequestSpec {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec | null;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
