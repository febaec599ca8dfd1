import type { Database } from '../db/driver.ts'
import { tableRef } from '../db/identifiers.ts'

export const CHANGES_CHANNEL = 'realtime_changes'

/**
 * Change capture without logical replication (no replication slot to set up): a row trigger on every table in the
 * `supabase_realtime` publication NOTIFYs after commit. Payloads too large for NOTIFY (8000 bytes) are
 * parked in realtime.changes and announced by id.
 */
const CAPTURE_SQL = `
create schema if not exists realtime;
create table if not exists realtime.changes (id bigserial primary key, payload jsonb not null, created_at timestamptz default now());
create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  payload jsonb;
  parked bigint;
begin
  payload := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'record', case when tg_op <> 'DELETE' then to_jsonb(new) end,
    'old_record', case when tg_op <> 'INSERT' then to_jsonb(old) end);
  if octet_length(payload::text) < 7900 then
    perform pg_notify('${CHANGES_CHANNEL}', payload::text);
  else
    insert into realtime.changes (payload) values (payload) returning id into parked;
    perform pg_notify('${CHANGES_CHANNEL}', 'id:' || parked);
  end if;
  return null;
end $$;
`

export async function installCapture(db: Database) {
  await db.exec(CAPTURE_SQL)
  await syncCaptureTriggers(db)
}

/** One capture trigger per published table, none on tables that left the publication. */
export async function syncCaptureTriggers(db: Database) {
  const { rows: published } = await db.query<{ schema: string; table: string }>(
    `select schemaname as schema, tablename as "table" from pg_publication_tables where pubname = 'supabase_realtime'`,
  )
  const { rows: existing } = await db.query<{ schema: string; table: string }>(
    `select n.nspname as schema, c.relname as "table" from pg_trigger t
     join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where t.tgname = 'realtime_capture'`,
  )
  const key = (r: { schema: string; table: string }) => `${r.schema}.${r.table}`
  const wanted = new Set(published.map(key))
  for (const t of existing)
    if (!wanted.has(key(t)))
      await db.exec(`drop trigger realtime_capture on ${tableRef({ schema: t.schema, name: t.table })}`)
  for (const t of published) {
    if (existing.some((e) => key(e) === key(t))) continue
    await db.exec(
      `create trigger realtime_capture after insert or update or delete on ${tableRef({ schema: t.schema, name: t.table })}
       for each row execute function realtime.capture_change()`,
    )
  }
  return wanted
}

export interface Change {
  schema: string
  table: string
  type: 'INSERT' | 'UPDATE' | 'DELETE'
  commit_timestamp: string
  record: Record<string, unknown> | null
  old_record: Record<string, unknown> | null
}

/** Reads a NOTIFY payload back into a change (fetching a parked one). */
export async function readChange(db: Database, payload: string): Promise<Change | null> {
  if (!payload.startsWith('id:')) return JSON.parse(payload) as Change
  const { rows } = await db.query<{ payload: Change }>(`delete from realtime.changes where id = $1 returning payload`, [
    payload.slice(3),
  ])
  return rows[0]?.payload ?? null
}
