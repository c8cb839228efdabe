// The overhead benchmark's reference: a bare node:http server doing the work of our authenticated
// GET /api/admin/v1.0/cities with nothing else: the token's session by its sha256 hash (with the user, role and the
// role's operations in one query, as the server does), the sliding expiry, the operation check, then the page and
// the count of cities. Prepared better-sqlite3 statements on SQLite; pg with named (prepared) statements on
// PostgreSQL. Env: PORT, HOST (127.0.0.1), DATA_DIR or DATABASE_URL. Serves /readyz for the runner.
import { createHash } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const TTL_MS = Number(process.env.TOKEN_TTL_HOURS ?? 12) * 3_600_000;
const LIST_OPERATIONS = ['List Cities', 'Add City', 'Update City'];

const SESSION_SQL = (agg) => `select s.id, s.expires_at, s.revoked_at,
    (select ${agg} from role_operations ro join operations o on o.id = ro.operation_id where ro.role_id = u.role_id) as operations
  from sessions s join users u on u.id = s.user_id join roles r on r.id = u.role_id
  where s.token_hash = $1 and u.deleted_at is null and r.deleted_at is null`;
const PAGE_SQL = 'select id, name from cities order by id desc limit $1 offset $2';
const COUNT_SQL = 'select count(*) as count from cities';
const SLIDE_SQL = 'update sessions set expires_at = $1 where id = $2';

function sqliteStore() {
  const db = new SQLite(path.join(path.resolve(process.env.DATA_DIR || './data'), 'glassdesk.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  const q = (text) => db.prepare(text.replace(/\$\d+/g, '?'));
  const session = q(SESSION_SQL('group_concat(o.name, char(31))'));
  const page = q(PAGE_SQL);
  const count = q(COUNT_SQL);
  const slide = q(SLIDE_SQL);
  return {
    session: async (hash) => session.get(hash),
    slide: async (expires, id) => slide.run(expires, id),
    page: async (limit, offset) => page.all(limit, offset),
    count: async () => count.get().count,
  };
}

function pgStore() {
  pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const run = async (name, text, values) => (await pool.query({ name, text, values })).rows;
  return {
    session: async (hash) => (await run('session', SESSION_SQL('string_agg(o.name, chr(31))'), [hash]))[0],
    slide: (expires, id) => run('slide', SLIDE_SQL, [expires, id]),
    page: (limit, offset) => run('page', PAGE_SQL, [limit, offset]),
    count: async () => (await run('count', COUNT_SQL, []))[0].count,
  };
}

const store = process.env.DATABASE_URL ? pgStore() : sqliteStore();

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

async function cities(req, res, url) {
  const header = req.headers.authorization ?? '';
  const token = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
  if (!token) return send(res, 401, { detail: 'Not authenticated.' });
  const session = await store.session(createHash('sha256').update(token).digest('hex'));
  if (!session || session.revoked_at || Date.parse(session.expires_at) <= Date.now()) return send(res, 401, { detail: 'Your session has expired. Please sign in again.' });
  // The server's sliding expiry: written when it moves by a minute or more.
  const next = Date.now() + TTL_MS;
  if (next - Date.parse(session.expires_at) >= 60_000) await store.slide(new Date(next).toISOString(), session.id);
  const operations = new Set(session.operations ? session.operations.split('\u001f') : []);
  if (!LIST_OPERATIONS.some((op) => operations.has(op))) return send(res, 403, { detail: "You don't have permission." });
  const limit = Math.min(200, Math.max(1, Number(url.searchParams.get('limit') ?? 10) || 10));
  const start = Math.max(0, Number(url.searchParams.get('start') ?? 0) || 0);
  const [list, count] = await Promise.all([store.page(limit, start), store.count()]);
  send(res, 200, { list, count: Number(count) });
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const work =
    url.pathname === '/api/admin/v1.0/cities'
      ? cities(req, res, url)
      : url.pathname === '/readyz'
        ? Promise.resolve(send(res, 200, { status: 'ready' }))
        : Promise.resolve(send(res, 404, {}));
  work.catch((err) => {
    console.error(err);
    if (!res.headersSent) send(res, 500, { detail: 'error' });
  });
});
server.listen(Number(process.env.PORT ?? 3100), process.env.HOST ?? '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
