// A small round-robin reverse proxy on loopback (node:http), as an operator would put before several instances:
// each request goes to the next upstream in turn, with X-Forwarded-For set (the servers run with TRUST_PROXY=true).
import http from 'node:http';

export function startProxy(upstreams) {
  let next = 0;
  const served = upstreams.map(() => 0);
  const server = http.createServer((req, res) => {
    const i = next++ % upstreams.length;
    served[i]++;
    const target = new URL(upstreams[i]);
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwarded } },
      (up) => {
        // Which instance answered, so the drill can show that both served it.
        res.writeHead(up.statusCode, { ...up.headers, 'x-drill-upstream': String(i) });
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'Upstream unavailable.' }));
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${server.address().port}`, served, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
