import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ws from 'ws'
import type { RunningStack } from '../src/server.ts'
import { startFixtureStack } from '../../../tests/setup/test-database.ts'
import { rest, restWrite, useStack } from './helpers.ts'

/**
 * A stack of its own whose `[api] schemas` exposes a second schema, and whose authenticator role lets
 * `Prefer: tx=` override the transaction end (`pgrst.db_tx_end`), as PostgREST reads both.
 */
let running: RunningStack
let db: SupabaseClient

beforeAll(async () => {
  running = await startFixtureStack({
    config: { apiSchemas: ['public', 'library2'] },
  })
  useStack(() => running.url)
  await running.stack.db.exec(`alter role authenticator set pgrst.db_tx_end = 'commit-allow-override';
    alter role authenticator set pgrst.db_plan_enabled = 'true'`)
  running.stack.reloadSchema()
  db = createClient(running.url, running.stack.keys.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
  })
})
afterAll(() => running?.close())

describe('rest profiles: [api] schemas', () => {
  it('reads the first schema by default and another one with Accept-Profile', async () => {
    const own = await db.from('languages').select('name').order('rank').limit(1)
    expect(own.data).toEqual([{ name: 'C' }])
    const other = await db.schema('library2').from('languages').select('name')
    expect(other.error).toBeNull()
    expect(other.data).toEqual([{ name: 'Rust' }])
    const res = await rest('/shelves', { headers: { 'accept-profile': 'library2' } })
    expect(res.headers.get('content-profile')).toBe('library2')
    expect(await res.json()).toEqual([{ id: 1, label: 'Second schema shelf' }])
  })

  it('writes to another schema with Content-Profile', async () => {
    const { data, status, error } = await db
      .schema('library2')
      .from('shelves')
      .insert({ id: 2, label: 'Added' })
      .select()
      .single()
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toEqual({ id: 2, label: 'Added' })
  })

  it('refuses a schema it does not expose with 406 PGRST106', async () => {
    const res = await rest('/languages', { headers: { 'accept-profile': 'nope' } })
    expect(res.status).toBe(406)
    expect(await res.json()).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: nope',
      details: null,
      hint: 'Only the following schemas are exposed: public, library2',
    })
  })
})

describe('rest profiles: pgrst.db_tx_end', () => {
  it('answers Prefer: tx=rollback with what the write did, then rolls it back', async () => {
    const res = await restWrite(
      'POST',
      '/languages',
      { name: 'Ephemeral', rank: 70 },
      'return=representation, tx=rollback',
    )
    expect(res.status).toBe(201)
    expect(res.headers.get('preference-applied')).toBe('return=representation, tx=rollback')
    expect(await res.json()).toEqual([{ name: 'Ephemeral', rank: 70 }])
    const { data } = await db.from('languages').select('name').eq('name', 'Ephemeral')
    expect(data).toEqual([])
  })
})

describe('rest profiles: pgrst.db_plan_enabled', () => {
  it('answers the query plan as JSON when asked with the plan media type', async () => {
    const { data, error } = await db.from('languages').select('name').eq('rank', 1).explain({ format: 'json' })
    expect(error).toBeNull()
    const plan = data as unknown as { Plan: { 'Node Type': string } }[]
    expect(plan[0].Plan['Node Type']).toBeTruthy()
  })
})
