// One load scenario with autocannon (in this process): a warm-up whose figures are dropped, then the measured run.
import autocannon from 'autocannon';

const round = (n, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/**
 * Runs `url` (or, with `nextPath`, a path it makes for each request) with `connections` connections for `warmup` then `duration` seconds
 * (or, with `amount`, that many requests). Returns requests/s, p50 and p99 latency (ms) and errors (connection errors, timeouts and
 * non-2xx answers).
 */
export async function measure(url, { token, connections = 10, duration = 10, warmup = 3, nextPath, amount }) {
  const opts = { url, connections, headers: token ? { authorization: `Bearer ${token}` } : {}, timeout: 10 };
  // `nextPath`: a new path for every request (searches that were never made before, so nothing is reused).
  if (nextPath) opts.requests = [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }];
  if (warmup > 0) await autocannon({ ...opts, duration: warmup });
  const r = await autocannon(amount ? { ...opts, amount } : { ...opts, duration });
  return {
    requestsPerSecond: round(r.requests.average, 1),
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}
