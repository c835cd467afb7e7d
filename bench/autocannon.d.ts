// autocannon ships no types and @types/autocannon is not installed: the part bench/api.ts uses.
declare module 'autocannon' {
  /** hdr-histogram-percentiles-obj: the shape of `requests`, `latency` and `throughput`. */
  export interface Histogram {
    average: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  /** One connection of the load generator. */
  export interface Client {
    /** The headers of this connection's requests from now on. */
    setHeaders(headers: Record<string, string>): void;
    /**
     * This connection's requests from now on, sent in turn (unset fields come from the options).
     * Not setRequest: it changes only the request being built, and the next one is taken from
     * this list again.
     */
    setRequests(
      requests: readonly { method?: string; path?: string; headers?: Record<string, string> }[],
    ): void;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests per second over all connections; latencies are then corrected for coordinated omission. */
    overallRate?: number;
    headers?: Record<string, string>;
    /** Called once per connection when it opens. */
    setupClient?: (client: Client) => void;
    pipelining?: number;
  }

  export interface Result {
    requests: Histogram & { total: number };
    /** Milliseconds. */
    latency: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  /** The running load: a promise of the result that also tells each response as it comes. */
  export interface Instance extends PromiseLike<Result> {
    /** `responseTime` in ms (bench/city computes exact percentiles from these). */
    on(
      event: 'response',
      listener: (
        client: Client,
        statusCode: number,
        resBytes: number,
        responseTime: number,
      ) => void,
    ): Instance;
  }

  /** Without a callback the returned instance is also a promise of the result. */
  export default function autocannon(options: Options): Instance;
}
