import { beforeAll, describe, expect, it } from 'vitest'
import { adminClient, associate, deleteAs, memberWithProfile, type Member } from './helpers.ts'

const TABLES = {
  experience: { organisation_name: 'Northwind Labs', title: 'Intern', start_month: '2024-05-01' },
  education: { institution_name: 'Some College', degree: 'BSc', field: 'Physics' },
  projects: { name: 'Solar kite', url: 'https://kite.example' },
  certifications: { name: 'Safety', issuer: 'Red Cross' },
  member_languages: { language: 'Spanish', proficiency: 'native' },
} as const
type Table = keyof typeof TABLES

let owner: Member, friend: Member, stranger: Member, blocked: Member, hidden: Member, hiddenFriend: Member
const ids: Record<Table, string> = {} as Record<Table, string>

const rows = async (m: Member, table: Table | 'recommendations' | 'skill_endorsements', member: string) => {
  const column = table === 'recommendations' ? 'recipient_id' : 'member_id'
  const { data, error } = await m.client.from(table).select('*').eq(column, member)
  if (error) throw error
  return data
}

beforeAll(async () => {
  ;[owner, friend, stranger, blocked, hidden, hiddenFriend] = await Promise.all([
    memberWithProfile('career-owner', { skills: ['SQL', 'Design'] }),
    memberWithProfile('career-friend'),
    memberWithProfile('career-stranger'),
    memberWithProfile('career-blocked'),
    memberWithProfile('career-private', { is_public: false }),
    memberWithProfile('career-private-friend'),
  ])
  await Promise.all([associate(owner, friend), associate(owner, blocked), associate(hidden, hiddenFriend)])
  await owner.client.from('user_blocks').insert({ blocker_id: owner.id, blocked_id: blocked.id })
  for (const table of Object.keys(TABLES) as Table[]) {
    const { data, error } = await owner.client
      .from(table)
      .insert(TABLES[table] as never)
      .select('id')
      .single()
    if (error) throw error
    ids[table] = data.id
    const h = await hidden.client.from(table).insert(TABLES[table] as never)
    if (h.error) throw h.error
  }
})

describe('career sections: who reads and who writes', () => {
  for (const table of Object.keys(TABLES) as Table[]) {
    it(`${table}: the owner writes, whoever may see the profile reads, nobody else`, async () => {
      expect(await rows(owner, table, owner.id)).toHaveLength(1)
      expect(await rows(stranger, table, owner.id)).toHaveLength(1) // public profile
      expect(await rows(friend, table, owner.id)).toHaveLength(1)
      expect(await rows(blocked, table, owner.id)).toEqual([]) // never across a block
      expect(await rows(stranger, table, hidden.id)).toEqual([]) // private profile
      expect(await rows(hiddenFriend, table, hidden.id)).toHaveLength(1) // associate of a private profile

      // Another member can neither add to, change nor remove the owner's section.
      const forged = await stranger.client.from(table).insert({ ...TABLES[table], member_id: owner.id } as never)
      expect(forged.error?.code).toBe('42501')
      const change = await friend.client.from(table).delete().eq('id', ids[table]).select()
      expect(change.data).toEqual([])
      const edit = await stranger.client.from(table).update({ member_id: stranger.id }).eq('id', ids[table]).select()
      expect(edit.data).toEqual([])
      expect(await rows(owner, table, owner.id)).toHaveLength(1)
    })
  }

  it('refuses what does not fit: end before start, bad links, a day that is not a month, a second same language', async () => {
    const early = await owner.client
      .from('experience')
      .insert({ ...TABLES.experience, start_month: '2024-05-01', end_month: '2023-01-01' })
    expect(early.error?.code).toBe('23514')
    const day = await owner.client.from('experience').insert({ ...TABLES.experience, start_month: '2024-05-17' })
    expect(day.error?.code).toBe('23514')
    const link = await owner.client.from('projects').insert({ name: 'x', url: 'javascript:alert(1)' })
    expect(link.error?.code).toBe('23514')
    const again = await owner.client.from('member_languages').insert({ language: ' spanish', proficiency: 'native' })
    expect(again.error?.code).toBe('23505')
  })

  it('links an entry to its organisation when it is on the platform, and counts towards completion', async () => {
    const fresh = await memberWithProfile('career-score')
    const before = fresh.profile.profile_completion_score
    const { data: org } = await adminClient().from('organisations').select('id, name').limit(1).single()
    const { data, error } = await fresh.client
      .from('experience')
      .insert({ organisation_name: ` ${org!.name.toUpperCase()} `, title: 'Analyst', start_month: '2023-01-01' })
      .select('organisation_id, organisation_name')
      .single()
    expect(error).toBeNull()
    expect(data!.organisation_id).toBe(org!.id)
    const { data: row } = await fresh.client
      .from('user_profiles')
      .select('profile_completion_score, has_career_entry')
      .single()
    expect(row).toEqual({ profile_completion_score: before + 10, has_career_entry: true })
    // And discovery finds the member by the experience's title.
    const found = await stranger.client.rpc('search_members', { filters: { q: 'analyst' }, page_size: 50 })
    expect(found.error).toBeNull()
    expect((found.data as Array<{ id: string }>).map((p) => p.id)).toContain(fresh.id)
  })

  it('never lets a member set the verified badge of an education entry', async () => {
    const { data } = await owner.client
      .from('education')
      .insert({ institution_name: 'Lakeside University', verified: true })
      .select('verified')
      .single()
    expect(data!.verified).toBe(false)
  })

  it('project collaborators: only associates may be named, and a collaborator may take themself off', async () => {
    const name = (by: Member, collaborator: Member) =>
      by.client.from('project_collaborators').insert({ project_id: ids.projects, member_id: collaborator.id })
    expect((await name(owner, friend)).error).toBeNull()
    expect((await name(owner, stranger)).error?.code).toBe('42501') // not an associate
    expect((await name(friend, friend)).error?.code).toBe('42501') // not the project's owner
    expect(
      (await stranger.client.from('project_collaborators').select('member_id').eq('project_id', ids.projects)).data,
    ).toEqual([{ member_id: friend.id }])
    const left = await deleteAs(friend, 'project_collaborators', { project_id: ids.projects, member_id: friend.id })
    expect(left.data).toHaveLength(1)
  })
})

describe('skill endorsements', () => {
  it('come from associates only, once per skill, for a listed skill, never from oneself; withdrawn by the endorser', async () => {
    const endorse = (m: Member, skill: string) =>
      m.client.from('skill_endorsements').insert({ member_id: owner.id, skill })
    expect((await endorse(stranger, 'SQL')).error?.code).toBe('42501') // not an associate
    expect((await endorse(friend, 'Cooking')).error?.code).toBe('42501') // not a listed skill
    expect(
      (await owner.client.from('skill_endorsements').insert({ member_id: owner.id, skill: 'SQL' })).error,
    ).not.toBeNull()
    expect((await endorse(blocked, 'SQL')).error?.code).toBe('42501') // blocked
    expect((await endorse(friend, 'sql')).error).toBeNull()
    expect((await endorse(friend, 'SQL')).error?.code).toBe('23505') // once

    const summary = await stranger.client.rpc('skill_endorsement_summary', { member: owner.id })
    expect(summary.data).toEqual([
      {
        skill: 'SQL',
        endorsement_count: 1,
        endorsed_by_me: false,
        endorsers: [{ id: friend.id, name: friend.profile.name, profile_photo_url: null }],
      },
    ])
    expect((await rows(blocked, 'skill_endorsements', owner.id)).length).toBe(0)
    const { data: notes } = await owner.client
      .from('notifications')
      .select('type, actor_id')
      .eq('type', 'skill_endorsed')
    expect(notes).toEqual([{ type: 'skill_endorsed', actor_id: friend.id }])

    const withdrawn = await deleteAs(friend, 'skill_endorsements', { member_id: owner.id, endorser_id: friend.id })
    expect(withdrawn.data).toHaveLength(1)
    expect((await stranger.client.rpc('skill_endorsement_summary', { member: owner.id })).data).toEqual([])
  })
})

describe('recommendations', () => {
  it('are written by associates, pending until the recipient approves, and only then shown to others', async () => {
    const body = 'A careful engineer who ships accessible work and helps the whole team get better.'
    const write = (m: Member) =>
      m.client
        .from('recommendations')
        .insert({ recipient_id: owner.id, relationship: 'Worked together', body })
        .select()
        .single()
    expect((await write(stranger)).error?.code).toBe('42501')
    expect((await write(blocked)).error?.code).toBe('42501')
    const forged = await friend.client
      .from('recommendations')
      .insert({ recipient_id: owner.id, relationship: 'x y', body, status: 'approved' })
    expect(forged.error).not.toBeNull() // status is not the author's to set
    const { data: rec, error } = await write(friend)
    expect(error).toBeNull()
    expect(rec!.status).toBe('pending')

    expect(await rows(stranger, 'recommendations', owner.id)).toEqual([])
    expect(await rows(friend, 'recommendations', owner.id)).toHaveLength(1) // the author sees theirs
    expect(await rows(owner, 'recommendations', owner.id)).toHaveLength(1)
    const { data: notes } = await owner.client
      .from('notifications')
      .select('type')
      .eq('type', 'recommendation_received')
    expect(notes).toHaveLength(1)

    const byAuthor = await friend.client.rpc('respond_to_recommendation', { recommendation_id: rec!.id, approve: true })
    expect(byAuthor.error).not.toBeNull()
    const approved = await owner.client.rpc('respond_to_recommendation', { recommendation_id: rec!.id, approve: true })
    expect(approved.error).toBeNull()
    expect(await rows(stranger, 'recommendations', owner.id)).toHaveLength(1)
    expect(await rows(blocked, 'recommendations', owner.id)).toEqual([])

    const declined = await owner.client.rpc('respond_to_recommendation', { recommendation_id: rec!.id, approve: false })
    expect(declined.error).toBeNull()
    expect(await rows(stranger, 'recommendations', owner.id)).toEqual([])
    const removed = await owner.client.from('recommendations').delete().eq('id', rec!.id).select()
    expect(removed.data).toHaveLength(1)
  })
})
