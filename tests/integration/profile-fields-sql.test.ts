import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { adminClient, memberWithProfile } from './helpers.ts'

const tag = () => `zq${randomUUID().slice(0, 8)}`
const ORG_COLUMNS = 'organization_name, organization_size, sector, headquarters, website, graduation_year'

describe('profile fields by profile type', () => {
  it('an organisation describes itself; readers see it on the projection, private profiles stay hidden', async () => {
    const [org, reader] = await Promise.all([
      memberWithProfile('org-fields', { profile_type: 'company', name: 'Tidewater Systems' }),
      memberWithProfile('org-reader'),
    ])
    const saved = await org.client
      .from('user_profiles')
      .update({
        organization_name: '  Tidewater Systems GmbH ',
        organization_size: '51-200',
        sector: 'Water technology',
        headquarters: 'Hamburg, Germany',
        website: 'https://tidewater.example',
        // Never asked of an organisation: dropped even when sent.
        date_of_birth: '1990-01-01',
        college_email: 'x@uni.example',
        graduation_year: 2027,
      })
      .eq('user_id', org.id)
      .select(`${ORG_COLUMNS}, date_of_birth, college_email, location`)
      .single()
    expect(saved.error).toBeNull()
    // A company is the organisation: its name is the organisation's name, its headquarters its location.
    expect(saved.data).toEqual({
      organization_name: 'Tidewater Systems',
      location: 'Hamburg, Germany',
      organization_size: '51-200',
      sector: 'Water technology',
      headquarters: 'Hamburg, Germany',
      website: 'https://tidewater.example',
      graduation_year: null,
      date_of_birth: null,
      college_email: null,
    })

    const seen = await reader.client.from('profiles').select(ORG_COLUMNS).eq('id', org.id).single()
    expect(seen.data).toEqual({
      organization_name: 'Tidewater Systems',
      organization_size: '51-200',
      sector: 'Water technology',
      headquarters: 'Hamburg, Germany',
      website: 'https://tidewater.example',
      graduation_year: null,
    })

    await org.client.from('user_profiles').update({ is_public: false }).eq('user_id', org.id)
    const hidden = await reader.client.from('profiles').select(ORG_COLUMNS).eq('id', org.id)
    expect(hidden.data).toEqual([])
  })

  it('refuses a size outside the ranges, a graduation year out of range, and another member’s row', async () => {
    const [org, student, other] = await Promise.all([
      memberWithProfile('org-bad', { profile_type: 'employer' }),
      memberWithProfile('student-bad'),
      memberWithProfile('student-other'),
    ])
    const size = await org.client.from('user_profiles').update({ organization_size: '5000' }).eq('user_id', org.id)
    expect(size.error?.message).toMatch(/organization_size/)
    // Someone who represents an organisation names it themselves, trimmed; blank is no value.
    const named = await org.client
      .from('user_profiles')
      .update({ organization_name: '  Northwind Labs ', sector: '  ' })
      .eq('user_id', org.id)
      .select('name, organization_name, sector')
      .single()
    expect(named.data).toEqual({ name: 'org-bad person', organization_name: 'Northwind Labs', sector: null })
    const year = await student.client.from('user_profiles').update({ graduation_year: 1800 }).eq('user_id', student.id)
    expect(year.error?.message).toMatch(/graduation_year/)
    const theirs = await other.client
      .from('user_profiles')
      .update({ graduation_year: 2030 })
      .eq('user_id', student.id)
      .select()
    expect(theirs.data).toEqual([])
    const still = await student.client.from('profiles').select('graduation_year').eq('id', student.id).single()
    expect(still.data?.graduation_year).toBeNull()
  })

  it('a student has a graduation year and no organisation fields; a professor has neither year nor organisation', async () => {
    const [student, professor] = await Promise.all([
      memberWithProfile('student-year'),
      memberWithProfile('prof-year', { profile_type: 'professor' }),
    ])
    const s = await student.client
      .from('user_profiles')
      .update({ graduation_year: 2027, organization_name: 'Nope Ltd', sector: 'Nope' })
      .eq('user_id', student.id)
      .select(ORG_COLUMNS)
      .single()
    expect(s.data).toMatchObject({ graduation_year: 2027, organization_name: null, sector: null })
    const p = await professor.client
      .from('user_profiles')
      .update({ graduation_year: 2027 })
      .eq('user_id', professor.id)
      .select('graduation_year')
      .single()
    expect(p.data?.graduation_year).toBeNull()
  })

  it('an approved student verification fills the graduation year the member left empty, never overwrites it', async () => {
    const uni = await memberWithProfile('grad-uni', { profile_type: 'university', name: `Grad ${tag()} University` })
    const [empty, chosen] = await Promise.all([memberWithProfile('grad-empty'), memberWithProfile('grad-chosen')])
    await chosen.client.from('user_profiles').update({ graduation_year: 2029 }).eq('user_id', chosen.id)
    for (const m of [empty, chosen]) {
      const asked = await m.client
        .rpc('request_verification', {
          university: uni.id,
          college_email: `${tag()}@mail.example`,
          graduation_year: 2026,
        })
        .single<{ id: string }>()
      expect(asked.error).toBeNull()
      const decided = await uni.client.rpc('decide_verification', { request: asked.data!.id, decision: 'approve' })
      expect(decided.error).toBeNull()
    }
    const years = await uni.client.from('profiles').select('id, graduation_year').in('id', [empty.id, chosen.id])
    expect(Object.fromEntries(years.data!.map((r) => [r.id, r.graduation_year]))).toEqual({
      [empty.id]: 2026,
      [chosen.id]: 2029,
    })
  })

  // The demo accounts only: other test files create members of every type at the same time.
  const DEMO_IDS = Array.from({ length: 24 }, (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`)
  it('the seed gives every demo organisation its details and every demo student a year', async () => {
    const { data } = await adminClient()
      .from('profiles')
      .select(`name, profile_type, ${ORG_COLUMNS}`)
      .in('profile_type', ['company', 'university', 'investor', 'philanthropist', 'employer'])
      .in('id', DEMO_IDS)
    const orgs = data ?? []
    expect(orgs.length).toBeGreaterThanOrEqual(8)
    for (const o of orgs) {
      expect(o.organization_name, o.name).toBeTruthy()
      expect(o.organization_size, o.name).toBeTruthy()
      expect(o.sector, o.name).toBeTruthy()
      expect(o.headquarters, o.name).toBeTruthy()
    }
    const students = await adminClient()
      .from('user_profiles')
      .select('name, graduation_year')
      .eq('profile_type', 'student')
      .in('user_id', DEMO_IDS)
    expect(students.data!.length).toBeGreaterThanOrEqual(12)
    for (const s of students.data!) expect(s.graduation_year, s.name).toBeGreaterThanOrEqual(2026)
  })
})

describe('discovery by graduation year', () => {
  it('filters from and to a year, inclusive, keeps keyset pages, and refuses a year that is not a number', async () => {
    const t = tag()
    const [org, a, b, c, none] = await Promise.all([
      memberWithProfile('grad-org', { profile_type: 'company' }),
      memberWithProfile('grad-a', { name: `Ada ${t}` }),
      memberWithProfile('grad-b', { name: `Bea ${t}` }),
      memberWithProfile('grad-c', { name: `Cal ${t}` }),
      memberWithProfile('grad-none', { name: `Dee ${t}` }),
    ])
    await Promise.all([
      a.client.from('user_profiles').update({ graduation_year: 2026 }).eq('user_id', a.id),
      b.client.from('user_profiles').update({ graduation_year: 2027 }).eq('user_id', b.id),
      c.client.from('user_profiles').update({ graduation_year: 2028 }).eq('user_id', c.id),
    ])
    const search = (filters: Record<string, unknown>, after_id?: string, page_size = 20) =>
      org.client.rpc('search_members', { filters: { q: t, ...filters }, after_id, page_size })
    const ids = (r: { data: Array<{ id: string }> | null }) => (r.data ?? []).map((p) => p.id)

    expect(ids(await search({}))).toEqual([a.id, b.id, c.id, none.id])
    expect(ids(await search({ graduation_from: 2027 }))).toEqual([b.id, c.id])
    expect(ids(await search({ graduation_to: 2027 }))).toEqual([a.id, b.id])
    expect(ids(await search({ graduation_from: 2027, graduation_to: 2027 }))).toEqual([b.id])

    const first = await search({ graduation_from: 2026 }, undefined, 2)
    expect(ids(first)).toEqual([a.id, b.id])
    const next = await search({ graduation_from: 2026 }, first.data!.at(-1)!.id, 2)
    expect(ids(next)).toEqual([c.id])

    const bad = await search({ graduation_from: 'soon' })
    expect(bad.error?.message).toMatch(/must be years/)
  })
})
