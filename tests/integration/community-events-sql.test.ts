import { describe, expect, it } from 'vitest'
import { memberWithProfile } from './helpers.ts'

type Member = Awaited<ReturnType<typeof memberWithProfile>>

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString()
const slug = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}`

async function community(owner: Member, fields: Record<string, unknown> = {}) {
  const { data, error } = await owner.client
    .from('communities')
    .insert({ name: 'Women in Data', slug: slug('wid'), created_by: owner.id, ...fields })
    .select()
    .single()
  if (error) throw error
  return data
}

async function joinApproved(member: Member, communityId: string, owner: Member) {
  const { data } = await member.client.rpc('join_community', { community: communityId })
  if ((data as { status?: string } | null)?.status === 'pending') {
    const { error } = await owner.client.rpc('answer_join_requests', {
      community: communityId,
      member_ids: [member.id],
      approve: true,
    })
    if (error) throw error
  }
}

const eventFields = (host: Member, communityId: string | null, visibility: string) => ({
  organizer_id: host.id,
  community_id: communityId,
  visibility,
  title: 'Portfolio review night',
  category: 'workshop',
  starts_at: hours(30),
  ends_at: hours(32),
  timezone: 'Europe/London',
  venue: 'Library, room 2',
})

const seen = async (m: Member, eventId: string) =>
  ((await m.client.from('events').select('id').eq('id', eventId)).data ?? []).length === 1

describe('community events', () => {
  it('of a private community are for its members only: listing, RSVP, attendees', async () => {
    const [owner, member, outsider] = await Promise.all([
      memberWithProfile('ce-owner'),
      memberWithProfile('ce-member'),
      memberWithProfile('ce-outsider'),
    ])
    const c = await community(owner, { visibility: 'private', join_policy: 'approval' })
    await joinApproved(member, c.id, owner)
    const { data: event, error } = await owner.client
      .from('events')
      .insert(eventFields(owner, c.id, 'community'))
      .select()
      .single()
    expect(error).toBeNull()

    expect(await seen(member, event!.id)).toBe(true)
    expect(await seen(outsider, event!.id)).toBe(false)
    expect((await member.client.rpc('rsvp_event', { event_id: event!.id, status: 'going' })).error).toBeNull()
    const refused = await outsider.client.rpc('rsvp_event', { event_id: event!.id, status: 'going' })
    expect(refused.error?.code).toBe('P0002')
    expect((await outsider.client.rpc('event_attendees', { event_id: event!.id })).data).toEqual([])
    expect((await member.client.rpc('event_attendees', { event_id: event!.id })).data).toHaveLength(1)

    // Even marked "public", an event of a private community stays inside it.
    const { data: open } = await owner.client
      .from('events')
      .insert(eventFields(owner, c.id, 'public'))
      .select('id')
      .single()
    expect(await seen(outsider, open!.id)).toBe(false)
    expect(await seen(member, open!.id)).toBe(true)
  })

  it('are hosted by owners and moderators only, and stay in their community', async () => {
    const [owner, member, outsider] = await Promise.all([
      memberWithProfile('ce-host-owner'),
      memberWithProfile('ce-host-member'),
      memberWithProfile('ce-host-outsider'),
    ])
    const c = await community(owner)
    const other = await community(owner, { name: 'Design Guild' })
    await joinApproved(member, c.id, owner)
    const byMember = await member.client.from('events').insert(eventFields(member, c.id, 'public'))
    expect(byMember.error?.code).toBe('42501')
    const byOutsider = await outsider.client.from('events').insert(eventFields(outsider, c.id, 'public'))
    expect(byOutsider.error?.code).toBe('42501')
    const noCommunity = await owner.client.from('events').insert(eventFields(owner, null, 'community'))
    expect(noCommunity.error?.code).toBe('23514')

    await owner.client.rpc('set_community_role', { community: c.id, member: member.id, new_role: 'moderator' })
    const byModerator = await member.client
      .from('events')
      .insert(eventFields(member, c.id, 'public'))
      .select('id')
      .single()
    expect(byModerator.error).toBeNull()
    const moved = await member.client.from('events').update({ community_id: other.id }).eq('id', byModerator.data!.id)
    expect(moved.error?.message).toBe('An event cannot move to another community')
  })

  it('of a public community: open ones for everyone, members-only ones for members; members are told', async () => {
    const [owner, keen, quiet, outsider] = await Promise.all([
      memberWithProfile('ce-pub-owner'),
      memberWithProfile('ce-pub-keen'),
      memberWithProfile('ce-pub-quiet'),
      memberWithProfile('ce-pub-outsider'),
    ])
    const c = await community(owner, { name: 'Campus Founders' })
    await Promise.all([joinApproved(keen, c.id, owner), joinApproved(quiet, c.id, owner)])
    await quiet.client
      .from('community_members')
      .update({ notification_level: 'none' })
      .eq('community_id', c.id)
      .eq('user_id', quiet.id)

    const { data: open } = await owner.client
      .from('events')
      .insert({ ...eventFields(owner, c.id, 'public'), title: 'Demo day' })
      .select('id')
      .single()
    const { data: inner } = await owner.client
      .from('events')
      .insert({ ...eventFields(owner, c.id, 'community'), title: 'Members’ pitch practice' })
      .select('id')
      .single()
    expect(await seen(outsider, open!.id)).toBe(true)
    expect(await seen(outsider, inner!.id)).toBe(false)
    expect(await seen(keen, inner!.id)).toBe(true)

    const told = async (m: Member) =>
      (
        await m.client
          .from('notifications')
          .select('entity_id, data')
          .eq('type', 'community_event')
          .in('entity_id', [open!.id, inner!.id])
      ).data ?? []
    const keenNotes = await told(keen)
    expect(keenNotes).toHaveLength(2)
    expect(keenNotes[0]!.data).toMatchObject({ community_name: 'Campus Founders', community_slug: c.slug })
    expect(await told(quiet)).toEqual([])
    expect(await told(outsider)).toEqual([])
    expect(await told(owner)).toEqual([])
  })
})
