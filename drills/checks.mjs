// What must hold in the stored data whatever moment a crash hit: read straight from the database.
// Each function returns a list of problems (empty: all good).

/** SQLite's own checks: the file's structure, and no row pointing at a missing parent. */
export function sqliteIntegrity(reader) {
  if (reader.kind !== 'sqlite') return [];
  const problems = [];
  const integrity = reader.sqlite.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok') problems.push(`pragma integrity_check: ${integrity}`);
  const fks = reader.sqlite.pragma('foreign_key_check');
  if (fks.length) problems.push(`pragma foreign_key_check: ${fks.length} rows point at missing parents (${JSON.stringify(fks.slice(0, 3))})`);
  return problems;
}

/** No ticket, trolley history or cost change half written, acknowledged or not. */
export async function wholeness(reader) {
  const problems = [];
  // Every ticket has at least one defect image, and every image row has its file (bytes and thumbnail).
  const bare = await reader.all(`select t.id from tickets t where not exists (select 1 from ticket_images i where i.ticket_id = t.id and i.type = 'Defect')`);
  if (bare.length) problems.push(`${bare.length} tickets without a defect image (ids ${bare.map((r) => r.id).join(', ')})`);
  const orphans = await reader.all(
    `select i.id, i.file_name from ticket_images i left join files f on f.name = i.file_name where f.id is null or f.byte_size <> length(f.data) or length(f.thumbnail) = 0`,
  );
  if (orphans.length) problems.push(`${orphans.length} ticket images whose file is missing or short (${orphans.map((r) => r.file_name).join(', ')})`);
  // Every trolley's status agrees with its last history row, which is the row it points at.
  const trolleys = await reader.all(
    `select t.id, t.trolley_status, t.last_transaction_id, t.state_version,
            (select max(x.id) from trolley_transactions x where x.trolley_id = t.id) as last_id,
            (select count(*) from trolley_transactions x where x.trolley_id = t.id) as n
       from trolleys t`,
  );
  for (const t of trolleys) {
    const last = (await reader.all(`select trolley_status from trolley_transactions where id = ?`, [t.last_id]))[0];
    if (!last || last.trolley_status !== t.trolley_status) problems.push(`trolley ${t.id} is ${t.trolley_status} but its last history row says ${last?.trolley_status}`);
    if (Number(t.last_transaction_id) !== Number(t.last_id)) problems.push(`trolley ${t.id} points at history row ${t.last_transaction_id}, its last is ${t.last_id}`);
    if (Number(t.state_version) !== Number(t.n) - 1) problems.push(`trolley ${t.id} has state_version ${t.state_version} with ${t.n} history rows`);
  }
  // Every customer with a cost history stands at its latest row.
  const costs = await reader.all(
    `select c.id, c.max_day_allowed, c.per_day_charge_cents, h.max_day_allowed as h_days, h.per_day_charge_cents as h_cents
       from customers c join customer_cost_history h on h.id = (select max(x.id) from customer_cost_history x where x.customer_id = c.id)`,
  );
  for (const c of costs) {
    if (Number(c.max_day_allowed) !== Number(c.h_days) || Number(c.per_day_charge_cents) !== Number(c.h_cents)) {
      problems.push(`customer ${c.id} costs ${c.max_day_allowed}/${c.per_day_charge_cents} but its latest history row says ${c.h_days}/${c.h_cents}`);
    }
  }
  return problems;
}

/**
 * Every write the client saw acknowledged (a 2xx) is stored, as it was acknowledged. `ack` holds
 * tickets [{id, glassOrderNo, defects, labels}], moves [{trolleyId, note, status}], costs [{customerId, days, cents}].
 * Returns {problems, checked}.
 */
export async function acknowledged(reader, ack) {
  const problems = [];
  const rows = await reader.all(
    `select t.id, t.glass_order_no,
            (select count(*) from ticket_images i where i.ticket_id = t.id and i.type = 'Defect') as defects,
            (select count(*) from ticket_images i where i.ticket_id = t.id and i.type = 'Label') as labels
       from tickets t`,
  );
  const tickets = new Map(rows.map((r) => [Number(r.id), r]));
  for (const a of ack.tickets) {
    const t = tickets.get(a.id);
    if (!t) problems.push(`acknowledged ticket ${a.id} (${a.glassOrderNo}) is missing`);
    else if (t.glass_order_no !== a.glassOrderNo || Number(t.defects) !== a.defects || Number(t.labels) !== a.labels) {
      problems.push(`ticket ${a.id} is stored as ${t.glass_order_no} with ${t.defects}+${t.labels} images; acknowledged ${a.glassOrderNo} with ${a.defects}+${a.labels}`);
    }
  }
  const moves = new Map((await reader.all(`select trolley_id, note, trolley_status from trolley_transactions where note is not null`)).map((r) => [r.note, r]));
  for (const a of ack.moves) {
    const m = moves.get(a.note);
    if (!m) problems.push(`acknowledged ${a.status} of trolley ${a.trolleyId} (${a.note}) is missing`);
    else if (Number(m.trolley_id) !== a.trolleyId || m.trolley_status !== a.status) problems.push(`move ${a.note} stored as trolley ${m.trolley_id} ${m.trolley_status}`);
  }
  const history = new Set(
    (await reader.all(`select customer_id, max_day_allowed, per_day_charge_cents from customer_cost_history`)).map(
      (r) => `${r.customer_id}:${r.max_day_allowed}:${r.per_day_charge_cents}`,
    ),
  );
  for (const a of ack.costs) {
    if (!history.has(`${a.customerId}:${a.days}:${a.cents}`))
      problems.push(`acknowledged cost ${a.days} days / ${a.cents} cents of customer ${a.customerId} is missing from its history`);
  }
  return { problems, checked: ack.tickets.length + ack.moves.length + ack.costs.length };
}
