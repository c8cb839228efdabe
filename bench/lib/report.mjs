// The benchmark's targets, its markdown tables and the README's "## Performance" section.
import fs from 'node:fs';

const ms = (n) => (n === undefined || n === null ? 'n/a' : `${n} ms`);
const int = (n) => Math.round(n).toLocaleString('en-US');
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/** p99 growth between two sizes; p99 has a 1 ms resolution, so a 0 ms p99 counts as 1 ms. */
const growth = (small, large) => Math.max(large, 1) / Math.max(small, 1);

/** Every target with its measured value and MET / MISSED (n/a when this run did not measure it). */
export function evaluateTargets(r) {
  const targets = [];
  const add = (name, value, met) => targets.push({ name, value, status: met === null ? 'n/a' : met ? 'MET' : 'MISSED' });
  const at = `at ${int(r.tickets)} tickets`;
  for (const s of r.scenarios.filter((s) => s.p99Target)) add(`${s.id} ${s.name}: p99 <= 50 ms (${at})`, ms(s.p99), s.p99 <= 50);
  const first = r.scenarios.find((s) => s.id === '1');
  const deep = r.scenarios.find((s) => s.id === '4');
  if (first && deep)
    add(`4 deep page: p99 <= 3x the first page's (${ms(first.p99)})`, `${ms(deep.p99)} (${growth(first.p99, deep.p99).toFixed(1)}x)`, deep.p99 <= 3 * Math.max(first.p99, 1));
  const errors = r.scenarios.reduce((s, x) => s + x.errors, 0) + (r.overhead ? r.overhead.ours.errors + r.overhead.reference.errors : 0);
  add('No errors (every scenario)', String(errors), errors === 0);
  const sizes = Object.keys(r.scaling).map(Number);
  const small = sizes.includes(10_000) ? 10_000 : undefined;
  const large = sizes.includes(1_000_000) ? 1_000_000 : undefined;
  for (const s of r.scaling[sizes[0]] ?? []) {
    if (small && large) {
      const a = r.scaling[small].find((x) => x.id === s.id);
      const b = r.scaling[large].find((x) => x.id === s.id);
      add(`${s.id} ${s.name}: p99 growth 10k -> 1M <= 2x`, `${ms(a.p99)} -> ${ms(b.p99)} (${growth(a.p99, b.p99).toFixed(1)}x)`, growth(a.p99, b.p99) <= 2);
    } else add(`${s.id} ${s.name}: p99 growth 10k -> 1M <= 2x`, 'not measured (needs --tickets 1000000 with scaling)', null);
  }
  if (r.export) {
    add(`Export: >= 50,000 rows/s (${at})`, `${int(r.export.rowsPerSecond)} rows/s`, r.export.rowsPerSecond >= 50_000);
    add(`Export: server RSS growth <= 150 MB (${at})`, mb(r.export.rssGrowthBytes), r.export.rssGrowthBytes <= 150e6);
    add('Export: the file holds every row', `${int(r.export.rowsInFile)} of ${int(r.export.expectedRows)}`, r.export.rowsInFile === r.export.expectedRows);
  }
  if (r.overhead) add('GET /cities: >= 0.5x the reference server', `${r.overhead.ratio.toFixed(2)}x`, r.overhead.ratio >= 0.5);
  if (r.web) add('/login: <= 200 KB of JavaScript over the wire (brotli, as browsers get it)', kb(r.web['/login'].wire), r.web['/login'].wire <= 200_000);
  if (r.coldStart) add('Cold start to /readyz <= 1.5 s (median of runs)', ms(Math.round(r.coldStart.medianMs)), r.coldStart.medianMs <= 1500);
  return targets;
}

export function markdown(r) {
  const lines = [];
  lines.push(
    `GlassDesk benchmark, ${r.date}: ${r.db.version}, ${int(r.tickets)} tickets, ${r.params.connections} connections, ${r.params.duration} s per scenario after ${r.params.warmup} s of warm-up.`,
  );
  lines.push('', `Machine: ${r.machine.cpu}, ${r.machine.cores} cores, ${(r.machine.memoryBytes / 2 ** 30).toFixed(1)} GiB, Node ${r.machine.node}, ${r.db.version}.`);
  lines.push('', '| # | Scenario | Matches | First request | Requests/s | p50 | p99 | Errors |', '|---|---|---:|---:|---:|---:|---:|---:|');
  for (const s of r.scenarios)
    lines.push(
      `| ${s.id} | ${s.name} | ${s.count === undefined ? '' : int(s.count)} | ${s.firstMs === undefined ? '' : ms(s.firstMs)} | ${int(s.requestsPerSecond)} | ${ms(s.p50)} | ${ms(s.p99)} | ${s.errors} |`,
    );
  if (r.overhead) {
    const { ours, reference, ratio } = r.overhead;
    lines.push('', '| Overhead: GET /cities | Requests/s | p50 | p99 | Errors |', '|---|---:|---:|---:|---:|');
    lines.push(`| GlassDesk (Fastify) | ${int(ours.requestsPerSecond)} | ${ms(ours.p50)} | ${ms(ours.p99)} | ${ours.errors} |`);
    lines.push(`| Reference (node:http + prepared statements) | ${int(reference.requestsPerSecond)} | ${ms(reference.p50)} | ${ms(reference.p99)} | ${reference.errors} |`);
    lines.push(`| Ratio | ${ratio.toFixed(2)}x | | | |`);
  }
  const sizes = Object.keys(r.scaling).map(Number);
  if (sizes.length) {
    lines.push('', `| Scaling: p99 (requests/s) | ${sizes.map((n) => `${int(n)} tickets`).join(' | ')} |`, `|---|${sizes.map(() => '---:').join('|')}|`);
    for (const s of r.scaling[sizes[0]]) {
      const cells = sizes.map((n) => {
        const x = r.scaling[n].find((y) => y.id === s.id);
        return x ? `${ms(x.p99)} (${int(x.requestsPerSecond)})` : '';
      });
      lines.push(`| ${s.id} ${s.name} | ${cells.join(' | ')} |`);
    }
  }
  lines.push('', '| Other | Figure |', '|---|---|');
  if (r.export) {
    const e = r.export;
    lines.push(
      `| Export of ${int(e.expectedRows - 1)} tickets | ${e.seconds.toFixed(1)} s, ${int(e.rowsPerSecond)} rows/s, ${mb(e.bytes)} file, server RSS +${mb(e.rssGrowthBytes)} (peak ${mb(e.rssPeakBytes)}) |`,
    );
  }
  if (r.web)
    for (const [page, w] of Object.entries(r.web))
      lines.push(`| JavaScript of ${page} | ${kb(w.wire)} over the wire, brotli (${kb(w.gzip)} gzip, ${kb(w.raw)} raw, ${w.files} files) |`);
  if (r.coldStart) lines.push(`| Cold start to /readyz | median ${ms(Math.round(r.coldStart.medianMs))} (${r.coldStart.runs.map((x) => Math.round(x)).join(', ')} ms) |`);
  for (const f of r.fills) lines.push(`| Fill to ${int(f.tickets)} tickets | +${int(f.added)} in ${f.seconds.toFixed(1)} s (${int(f.rowsPerSecond)} rows/s) |`);
  lines.push(`| Whole run | ${(r.totalSeconds / 60).toFixed(1)} min |`);
  lines.push('', '| Target | Measured | Status |', '|---|---|---|');
  for (const t of r.targets) lines.push(`| ${t.name} | ${t.value} | ${t.status} |`);
  return lines.join('\n');
}

/**
 * Replaces (or appends) one database's part ("### SQLite" or "### PostgreSQL") of the README's "## Performance"
 * section with `body`, so a run on each database leaves both tables there.
 */
export function updateReadme(file, database, body) {
  const text = fs.readFileSync(file, 'utf8');
  const part = `### ${database}

${body.trim()}
`;
  let start = text.search(/^## Performance\s*$/m);
  if (start < 0) {
    fs.writeFileSync(file, `${text.trimEnd()}\n\n## Performance\n\nMeasured by \`npm run bench\` (see bench/README.md), one table per database.\n\n${part}`);
    return;
  }
  const afterHeading = text.indexOf('\n', start) + 1;
  const nextSection = text.slice(afterHeading).search(/^## /m);
  const end = nextSection < 0 ? text.length : afterHeading + nextSection;
  let section = text.slice(start, end);
  const at = section.search(new RegExp(`^### ${database}\\s*$`, 'm'));
  if (at < 0) section = `${section.trimEnd()}\n\n${part}`;
  else {
    const rest = section.slice(section.indexOf('\n', at) + 1);
    const next = rest.search(/^##+ /m);
    section = section.slice(0, at) + part + (next < 0 ? '' : `\n${rest.slice(next)}`);
  }
  fs.writeFileSync(file, text.slice(0, start) + `${section.trimEnd()}\n` + (end < text.length ? `\n${text.slice(end)}` : ''));
}
