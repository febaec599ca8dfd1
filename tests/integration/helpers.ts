import { expect, inject } from 'vitest'
import { signedInUser, useStack } from '../../supabase/local/tests/helpers.ts'

// Product tests run against the app: our migrations, seed and api/.
useStack(() => inject('appUrl'))

export * from '../../supabase/local/tests/helpers.ts'
export const appUrl = () => inject('appUrl')

export const DEMO = {
  student: '00000000-0000-4000-8000-000000000001',
  company: '00000000-0000-4000-8000-000000000002',
  employer: '00000000-0000-4000-8000-000000000003',
  university: '00000000-0000-4000-8000-000000000004',
  professor: '00000000-0000-4000-8000-000000000005',
} as const

/** A fresh signed-in member with a profile (student unless `fields` says otherwise). */
export async function memberWithProfile(label: string, fields: Record<string, unknown> = {}) {
  const member = await signedInUser(label)
  const { data, error } = await member.client
    .from('user_profiles')
    .upsert(
      { user_id: member.id, email: member.email, name: `${label} person`, profile_type: 'student', ...fields },
      { onConflict: 'user_id' },
    )
    .select()
    .single()
  if (error) throw error
  return { ...member, profile: data }
}

export type Member = Awaited<ReturnType<typeof memberWithProfile>>

/** `a` asks `b` to be associates and `b` accepts. */
export async function associate(a: Member, b: Member) {
  const { data: req, error } = await a.client
    .from('associate_requests')
    .insert({ sender_id: a.id, recipient_id: b.id })
    .select()
    .single()
  if (error) throw error
  const accepted = await b.client.rpc('respond_to_associate_request', { request_id: req.id, accept: true })
  if (accepted.error) throw accepted.error
}

/** `m` deletes the rows of `table` that match every column of `match`; the result lists what went. */
export const deleteAs = (m: Member, table: string, match: Record<string, unknown>) =>
  m.client.from(table).delete().match(match).select()

/** A post by `m`, as stored. */
export async function insertPost(m: Member, fields: Record<string, unknown>) {
  const { data, error } = await m.client
    .from('posts')
    .insert({ author_id: m.id, ...fields })
    .select()
    .single()
  if (error) throw error
  return data
}

/** A university member, with the college e-mail domains it vouches for. */
export async function university(label: string, domains: string[] = []) {
  const u = await memberWithProfile(label, { profile_type: 'university', name: `${label} University` })
  if (domains.length) {
    const { error } = await u.client
      .from('university_domains')
      .insert(domains.map((domain) => ({ university_id: u.id, domain })))
    if (error) throw error
  }
  return u
}

/** An open opportunity posted by `org`; its id. */
export async function openOpportunity(org: Member, fields: Record<string, unknown>) {
  const { data, error } = await org.client
    .from('opportunities')
    .insert({
      posted_by: org.id,
      title: 'Opportunity',
      organization: 'Test Org',
      type: 'job',
      description: 'A role.',
      status: 'open',
      ...fields,
    })
    .select('id')
    .single()
  if (error) throw error
  return data.id as string
}

/** An /api endpoint answers 401 without a token and with a token that is not one, in the one error shape. */
export async function expectTokenRefusals(call: (token?: string) => Promise<Response>) {
  const missing = await call()
  expect(missing.status).toBe(401)
  expect((await missing.json()).error.code).toBe('unauthorized')
  const bad = await call('not-a-token')
  expect(bad.status).toBe(401)
  expect((await bad.json()).error.code).toBe('invalid_token')
}
