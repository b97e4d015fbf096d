// autocannon ships no types; this covers the part of its programmatic API the benchmarks use.
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    p50: number
    p90: number
    p97_5: number
    p99: number
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    '5xx': number
    duration: number
  }
  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    pipelining?: number
    headers?: Record<string, string>
    method?: string
    body?: string
    requests?: Request[]
    timeout?: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
