import { settingsStatement, type Database } from '../db/driver.ts'
import { callerSettings, type Caller } from '../http/caller.ts'
import type { Limiter } from './limiter.ts'

export interface TopicAccess {
  read: { broadcast: boolean; presence: boolean }
  write: { broadcast: boolean; presence: boolean }
}

/**
 * What RLS on realtime.messages lets `caller` do on a private channel `topic`, as Supabase Realtime
 * checks it: a probe row per extension is read back as the caller (read) and inserted as the caller
 * (write), with realtime.topic() set, all rolled back.
 */
export async function topicAccess(db: Database, checks: Limiter, caller: Caller, topic: string): Promise<TopicAccess> {
  const all = { broadcast: true, presence: true }
  if (caller.role === 'service_role') return { read: all, write: all }
  const ROLLBACK = Symbol('rollback')
  const result = { read: { broadcast: false, presence: false }, write: { broadcast: false, presence: false } }
  try {
    await checks(() =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string; extension: 'broadcast' | 'presence' }>(
          `insert into realtime.messages (topic, extension, event, payload, private)
           values ($1, 'broadcast', 'authorization', '{}', true), ($1, 'presence', 'authorization', '{}', true)
           returning id::text, extension`,
          [topic],
        )
        const { sql, params } = settingsStatement({
          ...callerSettings(caller, { method: 'POST', headers: {} }, '/realtime'),
          'realtime.topic': topic,
        })
        await tx.query(sql, params)
        const seen = await tx.query<{ extension: 'broadcast' | 'presence' }>(
          `select extension from realtime.messages where id = any($1::uuid[])`,
          [rows.map((r) => r.id)],
        )
        for (const r of seen.rows) result.read[r.extension] = true
        for (const extension of ['broadcast', 'presence'] as const) {
          await tx.query('savepoint realtime_write')
          try {
            await tx.query(
              `insert into realtime.messages (topic, extension, event, payload, private)
               values ($1, $2, 'authorization', '{}', true)`,
              [topic, extension],
            )
            result.write[extension] = true
          } catch {
            /* denied by a policy, or no policy: no write */
          }
          await tx.query('rollback to savepoint realtime_write')
        }
        throw ROLLBACK
      }),
    )
  } catch (error) {
    if (error !== ROLLBACK) throw error
  }
  return result
}
