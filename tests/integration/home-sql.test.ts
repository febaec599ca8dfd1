import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { associate, insertPost, memberWithProfile, openOpportunity, type Member } from './helpers.ts'

// Words nobody else in the suite uses, so other tests' rows never match.
const word = (name: string) => `${name}${randomUUID().slice(0, 6)}`

interface Recommended {
  id: string
  title: string
  matched: string[]
  university: string | null
}

const recommended = async (m: Member, max = 20) => {
  const { data, error } = await m.client.rpc('recommended_opportunities', { max_results: max })
  if (error) throw error
  return data as Recommended[]
}

const summary = async (m: Member) => {
  const { data, error } = await m.client.rpc('home_summary')
  if (error) throw error
  return data as {
    completeness: number
    views_this_week: number
    new_member: boolean
    checklist_dismissed: boolean
    checklist: Array<{ key: string; done: boolean }>
  }
}

const checklist = async (m: Member) =>
  Object.fromEntries((await summary(m)).checklist.map((item) => [item.key, item.done]))

const suggestionIds = async (m: Member) => {
  const { data, error } = await m.client.rpc('associate_suggestions', { max_results: 50 })
  if (error) throw error
  return (data as Array<{ id: string }>).map((s) => s.id)
}

describe('recommended opportunities', () => {
  it('match the student’s skills with reasons, never closed, draft, expired, applied or a blocked poster’s', async () => {
    const [rust, sql] = [word('Rustacean'), word('Sqlcraft')]
    const [ana, northwind, shady] = await Promise.all([
      memberWithProfile('rec-ana', { skills: [rust, sql, 'Writing'] }),
      memberWithProfile('rec-northwind', { profile_type: 'company', name: 'Northwind rec' }),
      memberWithProfile('rec-shady', { profile_type: 'company', name: 'Shady rec' }),
    ])
    const both = await openOpportunity(northwind, { title: 'Systems intern', skills: [rust, sql] })
    const one = await openOpportunity(northwind, { title: 'Data intern', skills: [sql.toUpperCase()] })
    const closed = await openOpportunity(northwind, { title: 'Closed role', skills: [rust], status: 'closed' })
    const draft = await openOpportunity(northwind, { title: 'Draft role', skills: [rust], status: 'draft' })
    const applied = await openOpportunity(northwind, { title: 'Applied role', tags: [rust] })
    const fromBlocked = await openOpportunity(shady, { title: 'Blocked poster role', skills: [rust, sql] })
    const expired = await openOpportunity(northwind, {
      title: 'Expired role',
      skills: [rust, sql],
      deadline: new Date(Date.now() - 86_400_000).toISOString(),
    })

    const before = await recommended(ana)
    const ids = before.map((r) => r.id)
    expect(ids).toEqual(expect.arrayContaining([both, one, applied, fromBlocked]))
    expect(ids).not.toContain(closed)
    expect(ids).not.toContain(draft)
    expect(ids).not.toContain(expired)
    // More shared skills rank higher, and the reason names the opportunity's own words.
    expect(ids.indexOf(both)).toBeLessThan(ids.indexOf(one))
    expect(before.find((r) => r.id === both)?.matched.sort()).toEqual([rust, sql].sort())
    expect(before.find((r) => r.id === one)?.matched).toEqual([sql.toUpperCase()])

    const application = await ana.client.from('applications').insert({
      opportunity_id: applied,
      applicant_id: ana.id,
      full_name: 'Ana Rec',
      email: ana.email,
    })
    expect(application.error).toBeNull()
    const blocked = await shady.client.from('user_blocks').insert({ blocker_id: shady.id, blocked_id: ana.id })
    expect(blocked.error).toBeNull()
    // Closing one takes it out too.
    await northwind.client.from('opportunities').update({ status: 'closed' }).eq('id', one)

    const after = (await recommended(ana)).map((r) => r.id)
    expect(after).toContain(both)
    expect(after).not.toContain(applied)
    expect(after).not.toContain(fromBlocked)
    expect(after).not.toContain(one)
    // The poster sees none of their own.
    expect((await recommended(northwind)).map((r) => r.id)).not.toContain(both)
  })

  it('name the member’s university for what it and its professors post', async () => {
    const campus = `${word('Quill')} University`
    const [bea, quill, outsider] = await Promise.all([
      memberWithProfile('rec-bea', { university: campus }),
      memberWithProfile('rec-quill', { profile_type: 'university', name: campus, university: campus }),
      memberWithProfile('rec-out', { university: `${word('Other')} University` }),
    ])
    const scholarship = await openOpportunity(quill, { title: 'Campus research assistant', type: 'research' })
    const row = (await recommended(bea)).find((r) => r.id === scholarship)
    expect(row).toMatchObject({ university: campus, matched: [] })
    const seenByOutsider = (await recommended(outsider)).find((r) => r.id === scholarship)
    expect(seenByOutsider?.university ?? null).toBeNull()
  })

  it('are refused to a guest', async () => {
    const { anonClient } = await import('./helpers.ts')
    const { error } = await anonClient().rpc('recommended_opportunities', { max_results: 5 })
    expect(error).not.toBeNull()
  })
})

describe('the first-week checklist', () => {
  it('follows a student from nothing to done, each step from the data, and can be put away', async () => {
    const [cleo, dev] = await Promise.all([memberWithProfile('chk-cleo'), memberWithProfile('chk-dev')])
    const company = await memberWithProfile('chk-co', { profile_type: 'company' })
    expect(await checklist(cleo)).toEqual({
      photo: false,
      headline: false,
      skills: false,
      associate: false,
      post: false,
      application: false,
    })
    expect((await summary(cleo)).new_member).toBe(true)

    await cleo.client
      .from('user_profiles')
      .update({ profile_photo_url: '/seed/avatar-1.webp', headline: 'Student', skills: ['A', 'B'] })
      .eq('user_id', cleo.id)
    expect(await checklist(cleo)).toMatchObject({ photo: true, headline: true, skills: false })
    await cleo.client
      .from('user_profiles')
      .update({ skills: ['A', 'B', 'C'] })
      .eq('user_id', cleo.id)
    await associate(cleo, dev)
    await insertPost(cleo, { body: 'Hello, first post' })
    const opportunity = await openOpportunity(company, { title: 'First application' })
    await cleo.client
      .from('applications')
      .insert({ opportunity_id: opportunity, applicant_id: cleo.id, full_name: 'Cleo', email: cleo.email })
    expect(Object.values(await checklist(cleo)).every(Boolean)).toBe(true)

    // An organisation's last step is its first opportunity.
    expect(await checklist(company)).toMatchObject({ opportunity: true })
    expect(Object.keys(await checklist(company))).not.toContain('application')

    expect((await summary(dev)).checklist_dismissed).toBe(false)
    const { error } = await dev.client.rpc('dismiss_home_checklist')
    expect(error).toBeNull()
    expect((await summary(dev)).checklist_dismissed).toBe(true)
    // Dismissing is the caller's own: Cleo's is untouched.
    expect((await summary(cleo)).checklist_dismissed).toBe(false)
  })

  it('counts profile views this week from the daily rollup', async () => {
    const [host, v1, v2] = await Promise.all([
      memberWithProfile('views-host'),
      memberWithProfile('views-v1'),
      memberWithProfile('views-v2'),
    ])
    expect((await summary(host)).views_this_week).toBe(0)
    for (const viewer of [v1, v2]) {
      const { error } = await viewer.client.rpc('track_view', { entity_type: 'profile', entity_id: host.id })
      expect(error).toBeNull()
    }
    expect((await summary(host)).views_this_week).toBe(2)
  })
})

describe('people you may know on home', () => {
  it('never suggests a private profile or a member blocked either way, even from the kept list', async () => {
    const skill = word('Knitware')
    const [ana, ben, cat, dan, eve] = await Promise.all([
      memberWithProfile('pymk-ana', { skills: [skill] }),
      memberWithProfile('pymk-ben', { skills: [skill] }),
      memberWithProfile('pymk-cat', { skills: [skill], is_public: false }),
      memberWithProfile('pymk-dan', { skills: [skill] }),
      memberWithProfile('pymk-eve', { skills: [skill] }),
    ])
    await dan.client.from('user_blocks').insert({ blocker_id: dan.id, blocked_id: ana.id })
    const first = await suggestionIds(ana)
    expect(first).toEqual(expect.arrayContaining([ben.id, eve.id]))
    expect(first).not.toContain(cat.id)
    expect(first).not.toContain(dan.id)

    // After the list is kept: Ana blocks Eve, Ben turns private; both leave at once.
    await ana.client.from('user_blocks').insert({ blocker_id: ana.id, blocked_id: eve.id })
    await ben.client.from('user_profiles').update({ is_public: false }).eq('user_id', ben.id)
    const later = await suggestionIds(ana)
    expect(later).not.toContain(eve.id)
    expect(later).not.toContain(ben.id)
    // And the other way round: the blocked member is not shown Ana.
    expect(await suggestionIds(eve)).not.toContain(ana.id)
  })
})
