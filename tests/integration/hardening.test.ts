import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../supabase/local/src/db/driver.ts'
import { migrate } from '../../supabase/local/src/db/migrate.ts'
import { openPostgres } from '../../supabase/local/src/db/postgres.ts'
import { testDatabaseUrl } from '../setup/test-database.ts'
import { appUrl, anonClient, anonKey, memberWithProfile } from './helpers.ts'

/**
 * Functions in `public` that guests may call. Every other public function is for members only:
 * `revoke execute … from public, anon; grant execute … to authenticated` (docs/decisions.md).
 */
// calendar_feed: a phone calendar fetches the feed with no session; the 64-character token is the credential.
// unsubscribe_digest: the link in a digest e-mail works signed out; its token only ever turns that digest off.
// organisation_admin_ids: a guest reads an organisation's page; the ids then go through each table's own RLS.
const GUEST_FUNCTIONS = new Set(['search_opportunities', 'calendar_feed', 'unsubscribe_digest', 'organisation_admin_ids'])

describe('function grants: a rule over every function, as others add them', () => {
  let db: Database
  beforeAll(async () => {
    db = await openPostgres(await testDatabaseUrl())
    await migrate(db, { migrationsDir: 'supabase/migrations' })
  }, 120_000)
  afterAll(() => db?.close())

  it('lets guests execute only the allow-listed public functions', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')
         and p.proname <> all ($1::text[]) order by 1`,
      [[...GUEST_FUNCTIONS]],
    )
    expect(rows.map((r) => r.name)).toEqual([])
  })

  it('sets search_path on every security definer function', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where p.prosecdef and n.nspname in ('public', 'private')
         and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
       order by 1`,
    )
    expect(rows.map((r) => r.name)).toEqual([])
  })
})

describe('functions for members only', () => {
  it('refuses mark_all_notifications_read to a guest', async () => {
    const { error } = await anonClient().rpc('mark_all_notifications_read')
    expect(error?.code).toBe('42501')
  })
})

describe('user_profiles: ids never change', () => {
  it('refuses a change of id or user_id by the owner', async () => {
    const m = await memberWithProfile('ids')
    const other = await memberWithProfile('ids-other')
    const id = await m.client.from('user_profiles').update({ id: crypto.randomUUID() }).eq('user_id', m.id)
    expect(id.error?.code).toBe('42501')
    const owner = await m.client.from('user_profiles').update({ user_id: other.id }).eq('user_id', m.id)
    expect(owner.error?.code).toBe('42501')
    const { data } = await m.client.from('user_profiles').select('id, user_id').eq('user_id', m.id).single()
    expect(data).toEqual({ id: m.profile.id, user_id: m.id })
  })
})

describe('profile_type: chosen once directly, changed later only through change_profile_type', () => {
  it('keeps the first choice working as /profile-selection makes it', async () => {
    const m = await memberWithProfile('first', { profile_type: null })
    const { data, error } = await m.client
      .from('user_profiles')
      .upsert({ user_id: m.id, profile_type: 'student' }, { onConflict: 'user_id' })
      .select('profile_type')
      .single()
    expect(error).toBeNull()
    expect(data?.profile_type).toBe('student')
  })

  it('refuses a student turning into a company by editing the row, or through the function', async () => {
    const m = await memberWithProfile('turncoat')
    const edit = await m.client.from('user_profiles').update({ profile_type: 'company' }).eq('user_id', m.id)
    expect(edit.error?.code).toBe('42501')
    expect(edit.error?.hint).toMatch(/change_profile_type/)
    const rpc = await m.client.rpc('change_profile_type', { new_type: 'company', confirm: true })
    expect(rpc.error?.code).toBe('42501')
    const post = await m.client.from('opportunities').insert({
      posted_by: m.id,
      title: 'Fake job',
      organization: 'Fake Co',
      type: 'job',
      description: 'Not allowed',
      status: 'open',
    })
    expect(post.error).not.toBeNull()
  })

  it('shows the consequences first, then applies an allowed change when confirmed', async () => {
    const m = await memberWithProfile('switch')
    const preview = await m.client.rpc('change_profile_type', { new_type: 'professor' })
    expect(preview.error).toBeNull()
    expect(preview.data).toMatchObject({ from: 'student', to: 'professor', changed: false })
    expect(preview.data.consequences).toContain('You will be able to post opportunities.')
    const still = await m.client.from('user_profiles').select('profile_type').eq('user_id', m.id).single()
    expect(still.data?.profile_type).toBe('student')
    const applied = await m.client.rpc('change_profile_type', { new_type: 'professor', confirm: true })
    expect(applied.data).toMatchObject({ from: 'student', to: 'professor', changed: true })
    const now = await m.client.from('profiles').select('profile_type').eq('id', m.id).single()
    expect(now.data?.profile_type).toBe('professor')
  })

  it('refuses becoming a student while the member has open opportunities', async () => {
    const m = await memberWithProfile('poster', { profile_type: 'employer' })
    const { error } = await m.client.from('opportunities').insert({
      posted_by: m.id,
      title: 'Data intern',
      organization: 'Acme',
      type: 'internship',
      description: 'Pipelines',
      status: 'open',
    })
    expect(error).toBeNull()
    const res = await m.client.rpc('change_profile_type', { new_type: 'student', confirm: true })
    expect(res.error?.code).toBe('22023')
    expect(res.error?.hint).toMatch(/1 open opportunity/)
  })
})

describe('unknown ids answer 404 with a sentence, not 500', () => {
  const unknown = '00000000-0000-4000-8000-0000000000ff'
  it.each([
    ['change_application_status', { application_id: unknown, new_status: 'shortlisted' }],
    ['respond_to_associate_request', { request_id: unknown, accept: true }],
  ])('%s', async (fn, args) => {
    const m = await memberWithProfile(`p2-${fn.slice(0, 6)}`)
    const { error, status } = await m.client.rpc(fn, args)
    expect(status).toBe(404)
    expect(error?.code).toBe('P0002')
    expect(error?.message).toMatch(/not found/)
  })

  it('an application to an unknown opportunity', async () => {
    const m = await memberWithProfile('p2-apply')
    const { error, status } = await m.client
      .from('applications')
      .insert({ opportunity_id: unknown, applicant_id: m.id, full_name: 'A', email: m.email })
    expect(status).toBe(404)
    expect(error?.message).toBe('Opportunity not found')
  })

  it('answers malformed percent-encoding in an api/ or app path with a 4xx', async () => {
    for (const path of ['/rest/v1/%E0%A4%A', '/%E0%A4%A', '/api/%E0%A4%A']) {
      const res = await fetch(`${appUrl()}${path}`, { headers: { apikey: anonKey() } })
      expect(res.status, path).toBeGreaterThanOrEqual(400)
      expect(res.status, path).toBeLessThan(500)
    }
  })
})
