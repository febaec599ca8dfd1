import { ident, tableRef } from '../db/identifiers.ts'
import { callerSettings, type Caller } from '../http/caller.ts'
import { qualified } from '../rest/schema-cache.ts'
import type { Change } from './capture.ts'
import { matches, parseFilter, type ChangeFilter } from './filters.ts'
import type { Channel, RealtimeContext, Subscription } from './context.ts'

/** A `postgres_changes` entry of a join's config, as realtime-js sends it. */
export interface ChangesRequest {
  event?: string
  schema?: string
  table?: string
  filter?: string
}

/** Postgres changes: the subscriptions a join asks for, and each captured change sent to the subscribers who may see it. */
export function postgresChanges(ctx: RealtimeContext) {
  const { db, checks, topics, send } = ctx
  let nextSubId = 1

  /**
   * Adds the valid subscriptions of `requested` to `channel`; answers what the join reply lists
   * and the errors for those refused.
   */
  async function subscribe(channel: Channel, requested: ChangesRequest[]) {
    const errors: string[] = []
    const cache = await ctx.schemaCache()
    const serverChanges = requested.map((pc) => {
      const id = nextSubId++
      const event = (pc.event ?? '*').toUpperCase()
      const schema = pc.schema ?? 'public'
      const table = pc.table ?? '*'
      const filter = parseFilter(pc.filter)
      const relation = cache.relations.get(qualified(schema, table))
      if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) errors.push(`Unknown event "${pc.event}"`)
      else if (table !== '*' && !ctx.published.has(`${schema}.${table}`))
        errors.push(`Table ${schema}.${table} is not in the supabase_realtime publication`)
      else if (filter === 'invalid')
        errors.push(`Invalid filter "${pc.filter}": use column=op.value with eq, neq, lt, lte, gt, gte or in`)
      else if (filter && relation && !relation.columns.has(filter.column))
        errors.push(`Filter column "${filter.column}" does not exist on ${schema}.${table}`)
      else
        channel.subs.push({
          id,
          event: event as Subscription['event'],
          schema,
          table,
          filter: filter as ChangeFilter | null,
        })
      return { id, event: pc.event ?? '*', schema: pc.schema, table: pc.table, filter: pc.filter }
    })
    return { serverChanges, errors }
  }

  /** Whether this caller may select the changed row now, under RLS. */
  async function canSee(caller: Caller, change: Change, primaryKey: string[]): Promise<boolean> {
    if (caller.role === 'service_role') return true
    if (primaryKey.length === 0 || !change.record) return false
    // The key is read back through the table's own row type, so each column compares as its own type and
    // the primary key's index is used (a `::text` comparison scanned the whole table for every change).
    const table = tableRef({ schema: change.schema, name: change.table })
    const columns = primaryKey.map(ident).join(', ')
    const key = JSON.stringify(Object.fromEntries(primaryKey.map((k) => [k, change.record![k]])))
    try {
      const { rows } = await checks(() =>
        db.transaction(
          (tx) =>
            tx.query(
              `select 1 from ${table} where (${columns}) = (select ${columns} from json_populate_record(null::${table}, $1::json)) limit 1`,
              [key],
            ),
          {
            ...callerSettings(caller, { method: 'GET', headers: {} }, '/realtime'),
            transaction_read_only: 'on',
          },
        ),
      )
      return rows.length > 0
    } catch {
      return false
    }
  }

  async function dispatch(change: Change) {
    const recordForFilter = change.type === 'DELETE' ? change.old_record : change.record
    const targets = new Map<Channel, number[]>()
    for (const set of topics.values()) {
      for (const ch of set) {
        for (const sub of ch.subs) {
          if (sub.schema !== change.schema || (sub.table !== '*' && sub.table !== change.table)) continue
          if (sub.event !== '*' && sub.event !== change.type) continue
          if (!matches(sub.filter, recordForFilter)) continue
          targets.set(ch, [...(targets.get(ch) ?? []), sub.id])
        }
      }
    }
    if (targets.size === 0) return
    const cache = await ctx.schemaCache()
    const relation = cache.relations.get(qualified(change.schema, change.table))
    const primaryKey = relation?.primaryKey ?? []
    // Deletes carry only the primary key (as with Postgres' default replica identity), and no row is
    // left to check; inserts and updates go only to callers who can select the row.
    const pkOnly = (r: Record<string, unknown> | null) =>
      r ? Object.fromEntries(primaryKey.map((k) => [k, r[k]])) : null
    const data = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type: change.type,
      errors: null,
      columns: relation ? [...relation.columns.values()].map((c) => ({ name: c.name, type: c.udt })) : [],
      record: change.record,
      old_record: pkOnly(change.old_record),
    }
    const verdicts = new Map<string, Promise<boolean>>()
    await Promise.all(
      [...targets].map(async ([ch, ids]) => {
        if (change.type !== 'DELETE') {
          const key = `${ch.caller.role}:${JSON.stringify(ch.caller.claims)}`
          if (!verdicts.has(key)) verdicts.set(key, canSee(ch.caller, change, primaryKey))
          if (!(await verdicts.get(key))) return
        }
        send(ch.client, {
          join_ref: ch.joinRef,
          ref: null,
          topic: ch.topic,
          event: 'postgres_changes',
          payload: { ids, data },
        })
      }),
    )
  }

  return { subscribe, dispatch }
}

export type PostgresChanges = ReturnType<typeof postgresChanges>
