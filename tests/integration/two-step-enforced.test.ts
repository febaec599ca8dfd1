import type { SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../supabase/local/src/db/driver.ts'
import { migrate } from '../../supabase/local/src/db/migrate.ts'
import { openPostgres } from '../../supabase/local/src/db/postgres.ts'
import { testDatabaseUrl } from '../setup/test-database.ts'
import { adminClient, anonClient, appUrl, memberWithProfile, PASSWORD, serviceRoleKey, stackUrl } from './helpers.ts'

/**
 * Issue 30's first finding: with two-step verification on, a password-only session (aal1) must open nothing —
 * no table, function, file or endpoint — while the same member's aal2 session and a member without a factor
 * work as before.
 */
const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate()

async function turnOnTwoStep(client: SupabaseClient) {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
  if (enrolled.error) throw enrolled.error
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: codeFor(enrolled.data.totp.secret),
  })
  if (verified.error) throw verified.error
}

async function passwordOnly(email: string) {
  const client = anonClient()
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  return { client, token: data.session!.access_token }
}

const tokenOf = async (client: SupabaseClient) => (await client.auth.getSession()).data.session!.access_token

/** Every table and view the REST API exposes, from its OpenAPI description. */
async function exposedRelations(): Promise<string[]> {
  const res = await fetch(`${stackUrl()}/rest/v1/`, {
    headers: { apikey: serviceRoleKey(), Authorization: `Bearer ${serviceRoleKey()}` },
  })
  const spec = (await res.json()) as { paths: Record<string, unknown> }
  return Object.keys(spec.paths)
    .map((path) => path.slice(1))
    .sort()
}

const rest = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${stackUrl()}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: serviceRoleKey(), Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  })

describe('two-step verification, once turned on, guards everything', () => {
  let secured: Awaited<ReturnType<typeof memberWithProfile>>
  let aal1: Awaited<ReturnType<typeof passwordOnly>>
  let aal2Token: string
  let plain: Awaited<ReturnType<typeof memberWithProfile>>
  const documentPath = () => `${secured.id}/cv.pdf`

  beforeAll(async () => {
    secured = await memberWithProfile('two-step-on')
    plain = await memberWithProfile('two-step-off')
    const up = await secured.client.storage
      .from('resumes')
      .upload(documentPath(), new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), {
        contentType: 'application/pdf',
      })
    if (up.error) throw up.error
    await turnOnTwoStep(secured.client)
    aal2Token = await tokenOf(secured.client)
    aal1 = await passwordOnly(secured.email)
    expect(decodeJwt(aal1.token).aal).toBe('aal1')
    expect(decodeJwt(aal2Token).aal).toBe('aal2')
  })

  it('refuses a password-only session every table and view, with 403 and a reason', async () => {
    const relations = await exposedRelations()
    expect(relations).toEqual(expect.arrayContaining(['user_profiles', 'messages', 'applications', 'notifications']))
    for (const relation of relations) {
      const res = await rest(`${relation}?select=*&limit=1`, aal1.token)
      expect({ relation, status: res.status }).toEqual({ relation, status: 403 })
      const body = (await res.json()) as { code: string; message: string }
      expect(body).toMatchObject({ code: '42501', message: expect.stringContaining('Two-step verification is on') })
    }
  })

  it('refuses it writes and functions, security definer ones included', async () => {
    const post = await aal1.client.from('posts').insert({ author_id: secured.id, body: 'Not me' })
    expect(post.error).toMatchObject({ code: '42501' })
    const list = await aal1.client.rpc('conversation_list', {})
    expect(list.error).toMatchObject({ code: '42501' })
    const sessions = await aal1.client.rpc('my_sessions')
    expect(sessions.error).toMatchObject({ code: '42501' })
  })

  it('lets the aal2 session of the same member read, write and call as before', async () => {
    const profile = await secured.client.from('user_profiles').select('name').eq('user_id', secured.id).single()
    expect(profile.error).toBeNull()
    expect(profile.data!.name).toBe('two-step-on person')
    expect((await secured.client.rpc('conversation_list', {})).error).toBeNull()
    const res = await rest('notifications?select=id&limit=1', aal2Token)
    expect(res.status).toBe(200)
  })

  it('keeps private files closed to the password-only session and open to aal2', async () => {
    const refused = await aal1.client.storage.from('resumes').download(documentPath())
    expect(refused.data).toBeNull()
    expect(refused.error).not.toBeNull()
    const signed = await aal1.client.storage.from('resumes').createSignedUrl(documentPath(), 60)
    expect(signed.error).not.toBeNull()
    const allowed = await secured.client.storage.from('resumes').download(documentPath())
    expect(allowed.error).toBeNull()
    expect(await allowed.data!.text()).toContain('%PDF-1.4')
    const upload = await aal1.client.storage
      .from('resumes')
      .upload(`${secured.id}/other.pdf`, new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }))
    expect(upload.error).not.toBeNull()
  })

  it('answers 401 insufficient_aal from the api/ functions, and serves the aal2 session', async () => {
    for (const path of ['/api/account/export', '/api/associates/requests', '/api/analytics/me/summary']) {
      const refused = await fetch(`${appUrl()}${path}`, { headers: { Authorization: `Bearer ${aal1.token}` } })
      expect({ path, status: refused.status }).toEqual({ path, status: 401 })
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('insufficient_aal')
    }
    const exported = await fetch(`${appUrl()}/api/account/export`, {
      headers: { Authorization: `Bearer ${aal2Token}` },
    })
    expect(exported.status).toBe(200)
  })

  it('changes nothing for a member without a verified factor: aal1 works as before', async () => {
    const token = await tokenOf(plain.client)
    expect(decodeJwt(token).aal).toBe('aal1')
    const profile = await plain.client.from('user_profiles').select('name').eq('user_id', plain.id).single()
    expect(profile.data!.name).toBe('two-step-off person')
    expect((await plain.client.rpc('conversation_list', {})).error).toBeNull()
    const exported = await fetch(`${appUrl()}/api/associates/requests`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(exported.status).toBe(200)
    // A factor enrolled but never verified does not count either.
    const pending = await plain.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Unfinished' })
    expect(pending.error).toBeNull()
    expect((await plain.client.from('notifications').select('id').limit(1)).error).toBeNull()
  })

  it('lets the service role (cron, api/) read and call as before', async () => {
    const admin = adminClient()
    const { data, error } = await admin.from('user_profiles').select('name').eq('user_id', secured.id).single()
    expect(error).toBeNull()
    expect(data!.name).toBe('two-step-on person')
    expect((await admin.from('notifications').select('id').limit(1)).error).toBeNull()
  })

  it('lets guests browse as before', async () => {
    const { data, error } = await anonClient().from('opportunities').select('id').limit(1)
    expect(error).toBeNull()
    expect(data).not.toBeNull()
  })
})

describe('the restrictive policy: on every table, and enough on its own', () => {
  const POLICY = 'Two-step verification completed when turned on'
  const member = '11111111-1111-4111-8111-111111111111'
  let db: Database
  beforeAll(async () => {
    db = await openPostgres(await testDatabaseUrl())
    await migrate(db, { migrationsDir: 'supabase/migrations' })
    await db.exec(`
      insert into auth.users (id, aud, role, email, created_at, updated_at)
        values ('${member}', 'authenticated', 'authenticated', 'policy@example.test', now(), now());
      insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
        values (gen_random_uuid(), '${member}', 'Phone', 'totp', 'verified', now(), now(), 'SECRET');
      insert into public.user_profiles (user_id, email, name, profile_type)
        values ('${member}', 'policy@example.test', 'Policy Person', 'student');`)
  }, 120_000)
  afterAll(() => db?.close())

  it('lets every API role run the pre-request check (PostgREST calls it as each of them)', async () => {
    for (const role of ['anon', 'authenticated', 'service_role'])
      await db.transaction(async (tx) => {
        await tx.query(`set local role ${role}`)
        await tx.query('select private.refuse_password_only_session()')
      })
  })

  it('is on every table in public, tables added later included', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p')
         and not exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = $1 and not p.polpermissive)
       order by 1`,
      [POLICY],
    )
    expect(rows.map((r) => r.name)).toEqual([])
  })

  it('hides the member’s own row from aal1 and shows it to aal2, without the pre-request check', async () => {
    const visible = async (aal: string) =>
      db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: member, role: 'authenticated', aal }),
        ])
        await tx.query('set local role authenticated')
        const { rows } = await tx.query<{ n: number }>(
          'select count(*)::int as n from public.user_profiles where user_id = $1',
          [member],
        )
        return rows[0].n
      })
    expect(await visible('aal1')).toBe(0)
    expect(await visible('aal2')).toBe(1)
  })
})
