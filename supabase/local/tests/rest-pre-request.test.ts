import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ws from 'ws'
import type { RunningStack } from '../src/server.ts'
import { startFixtureStack } from '../../../tests/setup/test-database.ts'

/**
 * PostgREST's `db-pre-request` (in the database: `alter role authenticator set pgrst.db_pre_request`): the
 * function runs in every request's transaction after the role and claims are set, before the request's own
 * statement, and an exception it raises is the answer. A stack of its own, since the setting is the stack's.
 */
let running: RunningStack
let anon: SupabaseClient

beforeAll(async () => {
  running = await startFixtureStack()
  await running.stack.db.exec(`
    create table public.gadgets (id int primary key, name text not null);
    insert into public.gadgets values (1, 'lamp');
    grant select, insert on public.gadgets to anon;
    create function public.echo(word text) returns text language sql as $$ select word $$;
    create function public.check_request() returns void language plpgsql as $$
    begin
      if current_setting('request.headers', true)::json ->> 'x-blocked' = 'yes' then
        raise exception 'This client is blocked.' using errcode = '42501',
          hint = format('%s on %s %s', current_user, current_setting('request.method', true),
                        current_setting('request.path', true));
      end if;
    end $$;
    do $$ begin
      execute format('alter role authenticator in database %I set pgrst.db_pre_request = %L',
        current_database(), 'public.check_request');
    end $$;
  `)
  running.stack.reloadSchema()
  anon = clientWith({})
}, 120_000)
afterAll(() => running?.close())

const clientWith = (headers: Record<string, string>) =>
  createClient(running.url, running.stack.keys.anonKey, {
    auth: { persistSession: false },
    global: { headers },
    realtime: { transport: ws as never },
  })
const blocked = () => clientWith({ 'x-blocked': 'yes' })

describe('rest: pgrst.db_pre_request', () => {
  it('lets a request it does not refuse run as usual', async () => {
    expect((await anon.from('gadgets').select('name')).data).toEqual([{ name: 'lamp' }])
    expect((await anon.from('gadgets').insert({ id: 2, name: 'fan' })).error).toBeNull()
    expect((await anon.rpc('echo', { word: 'hi' })).data).toBe('hi')
  })

  it('answers what it raises, before reads, writes and calls, as the request’s role, the statement never run', async () => {
    const client = blocked()
    const read = await client.from('gadgets').select('name')
    expect(read.status).toBe(401)
    expect(read.error).toMatchObject({
      code: '42501',
      message: 'This client is blocked.',
      hint: expect.stringMatching(/^anon on GET .*\/gadgets$/),
    })
    const write = await client.from('gadgets').insert({ id: 3, name: 'heater' })
    expect(write.error).toMatchObject({ code: '42501', hint: expect.stringMatching(/^anon on POST .*\/gadgets$/) })
    expect((await anon.from('gadgets').select('id').eq('id', 3)).data).toEqual([])
    const call = await client.rpc('echo', { word: 'hi' })
    expect(call.error).toMatchObject({ code: '42501', hint: expect.stringMatching(/^anon on POST .*\/rpc\/echo$/) })
  })
})
