import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { adminClient, anonClient, insertPost, memberWithProfile, openOpportunity, type Member } from './helpers.ts'

const orgName = (label: string) => `${label} ${randomUUID().slice(0, 8)}`

/** A company account (its name is the organisation's) and the organisation row the trigger made for it. */
async function company(name: string) {
  const member = await memberWithProfile('org-company', { profile_type: 'company', name })
  const { data, error } = await member.client.from('organisations').select('*').eq('name', name).single()
  if (error) throw error
  return { member, org: data }
}

const roleOf = async (orgId: string, memberId: string) =>
  (
    await adminClient()
      .from('organisation_members')
      .select('role')
      .eq('organisation_id', orgId)
      .eq('member_id', memberId)
      .maybeSingle()
  ).data?.role ?? null

const followingFeedIds = async (m: Member) => {
  const { data, error } = await m.client.rpc('following_feed', {})
  if (error) throw error
  return (data as Array<{ id: string }>).map((p) => p.id)
}

describe('organisation pages', () => {
  it('the first member to name an organisation runs its page; later ones wait for an admin', async () => {
    const name = orgName('Tidewater')
    const { member: admin, org } = await company(name)
    expect(org).toMatchObject({ kind: 'company', follower_count: 0 })
    expect(org.slug).toMatch(/^tidewater-[a-z0-9]+$/)
    const [recruiter, stranger] = await Promise.all([
      memberWithProfile('org-recruiter', { profile_type: 'employer', name: 'Rae Cruz', organization_name: name }),
      memberWithProfile('org-stranger'),
    ])
    expect(await roleOf(org.id, admin.id)).toBe('admin')
    expect(await roleOf(org.id, recruiter.id)).toBe('pending')

    // The admin edits the page; the pending representative and a stranger change nothing.
    const edited = await admin.client
      .from('organisations')
      .update({ about: 'We make water meters.', sector: 'Water technology', organization_size: '51-200' })
      .eq('id', org.id)
      .select('about, sector, organization_size')
      .single()
    expect(edited.data).toEqual({
      about: 'We make water meters.',
      sector: 'Water technology',
      organization_size: '51-200',
    })
    for (const outsider of [recruiter, stranger]) {
      const tried = await outsider.client
        .from('organisations')
        .update({ about: 'Taken over' })
        .eq('id', org.id)
        .select()
      expect(tried.data).toEqual([])
    }
    // Nobody renames, re-kinds or moves a page, admins included: admins edit the page fields only.
    await admin.client.from('organisations').update({ name: 'Other', slug: 'other', kind: 'investor' }).eq('id', org.id)
    const kept = await stranger.client.from('organisations').select('name, slug, kind').eq('id', org.id).single()
    expect(kept.data).toEqual({ name, slug: org.slug, kind: 'company' })

    // The pending representative cannot approve themself; the stranger cannot approve them either.
    for (const m of [recruiter, stranger]) {
      const approved = await m.client
        .from('organisation_members')
        .update({ role: 'admin' })
        .eq('organisation_id', org.id)
        .eq('member_id', recruiter.id)
        .select()
      expect(approved.data ?? []).toEqual([])
    }
    expect(await roleOf(org.id, recruiter.id)).toBe('pending')
    // The asker sees their own request; a stranger sees only the admins.
    const asked = await recruiter.client
      .from('organisation_members')
      .select('member_id, role')
      .eq('organisation_id', org.id)
    expect(asked.data).toContainEqual({ member_id: recruiter.id, role: 'pending' })
    const seen = await stranger.client
      .from('organisation_members')
      .select('member_id, role')
      .eq('organisation_id', org.id)
    expect(seen.data).toEqual([{ member_id: admin.id, role: 'admin' }])

    // The admin approves; the new admin may edit, and may not demote the first.
    const approved = await admin.client
      .from('organisation_members')
      .update({ role: 'admin' })
      .eq('organisation_id', org.id)
      .eq('member_id', recruiter.id)
      .select('role')
    expect(approved.data).toEqual([{ role: 'admin' }])
    // An admin cannot hand a representative's row to someone else.
    await admin.client
      .from('organisation_members')
      .update({ member_id: stranger.id })
      .eq('organisation_id', org.id)
      .eq('member_id', recruiter.id)
    expect(await roleOf(org.id, stranger.id)).toBeNull()
    const byRecruiter = await recruiter.client
      .from('organisations')
      .update({ headquarters: 'Hamburg' })
      .eq('id', org.id)
      .select('headquarters')
    expect(byRecruiter.data).toEqual([{ headquarters: 'Hamburg' }])
    const demoted = await recruiter.client
      .from('organisation_members')
      .update({ role: 'pending' })
      .eq('organisation_id', org.id)
      .eq('member_id', admin.id)
    expect(demoted.error?.code).toBe('42501')

    // A stranger removes nobody; an admin removes a representative.
    const removedByStranger = await stranger.client
      .from('organisation_members')
      .delete()
      .eq('organisation_id', org.id)
      .eq('member_id', recruiter.id)
      .select()
    expect(removedByStranger.data).toEqual([])
    const removed = await admin.client
      .from('organisation_members')
      .delete()
      .eq('organisation_id', org.id)
      .eq('member_id', recruiter.id)
      .select('member_id')
    expect(removed.data).toEqual([{ member_id: recruiter.id }])
    // Saving the same profile again does not bring the request back.
    await recruiter.client
      .from('user_profiles')
      .update({ organization_name: name, headline: 'Recruiting' })
      .eq('user_id', recruiter.id)
    expect(await roleOf(org.id, recruiter.id)).toBeNull()
  })

  it('a member who names another organisation leaves the first; the longest-waiting member then runs it', async () => {
    const name = orgName('Harbourline')
    const { member: founder, org } = await company(name)
    const waiting = await memberWithProfile('org-waiting', {
      profile_type: 'investor',
      name: 'Wes Ng',
      organization_name: name,
    })
    expect(await roleOf(org.id, waiting.id)).toBe('pending')
    // An investor naming a company-kind organisation is linked to the same row (one organisation per name).
    await founder.client
      .from('user_profiles')
      .update({ name: `${name} Renamed` })
      .eq('user_id', founder.id)
    expect(await roleOf(org.id, founder.id)).toBeNull()
    expect(await roleOf(org.id, waiting.id)).toBe('admin')
  })

  it('guests read the page, its admins and its open opportunities, but not who asked to join or who follows', async () => {
    const name = orgName('Brightline')
    const { member: admin, org } = await company(name)
    const opportunity = await openOpportunity(admin, { title: 'Data intern', organization: name })
    const guest = anonClient()
    const page = await guest.from('organisations').select('name, slug').eq('slug', org.slug).single()
    expect(page.data).toEqual({ name, slug: org.slug })
    const admins = await guest.rpc('organisation_admin_ids', { organisation: org.id })
    expect(admins.data).toEqual([admin.id])
    const jobs = await guest
      .from('opportunities')
      .select('id')
      .in('posted_by', admins.data as string[])
      .eq('status', 'open')
    expect(jobs.data).toEqual([{ id: opportunity }])
    const members = await guest.from('organisation_members').select('member_id').eq('organisation_id', org.id)
    expect(members.error?.code).toBe('42501')
    const follows = await guest.from('organisation_follows').select('member_id')
    expect(follows.error?.code).toBe('42501')
    const follow = await guest.from('organisation_follows').insert({ member_id: admin.id, organisation_id: org.id })
    expect(follow.error?.code).toBe('42501')
    const edit = await guest.from('organisations').update({ about: 'x' }).eq('id', org.id)
    expect(edit.error?.code).toBe('42501')
  })

  it('members follow and unfollow only as themselves; the count follows', async () => {
    const { member: admin, org } = await company(orgName('Kestrel'))
    const [ana, ben] = await Promise.all([memberWithProfile('org-ana'), memberWithProfile('org-ben')])
    const forBen = await ana.client.from('organisation_follows').insert({ member_id: ben.id, organisation_id: org.id })
    expect(forBen.error?.code).toBe('42501')
    const followed = await ana.client
      .from('organisation_follows')
      .insert({ member_id: ana.id, organisation_id: org.id })
    expect(followed.error).toBeNull()
    const again = await ana.client.from('organisation_follows').insert({ member_id: ana.id, organisation_id: org.id })
    expect(again.error?.code).toBe('23505')
    const count = async () =>
      (await ben.client.from('organisations').select('follower_count').eq('id', org.id).single()).data?.follower_count
    expect(await count()).toBe(1)
    // Ben neither sees nor removes Ana's follow; the admin sees its followers.
    expect(
      (await ben.client.from('organisation_follows').select('member_id').eq('organisation_id', org.id)).data,
    ).toEqual([])
    expect(
      (await admin.client.from('organisation_follows').select('member_id').eq('organisation_id', org.id)).data,
    ).toEqual([{ member_id: ana.id }])
    const removedByBen = await ben.client.from('organisation_follows').delete().eq('member_id', ana.id).select()
    expect(removedByBen.data).toEqual([])
    expect(await count()).toBe(1)
    // The counter is the database's.
    await admin.client.from('organisations').update({ follower_count: 1000 }).eq('id', org.id)
    expect(await count()).toBe(1)
    await ana.client.from('organisation_follows').delete().eq('member_id', ana.id).eq('organisation_id', org.id)
    expect(await count()).toBe(0)
  })

  it("following brings the admins' posts into Following and their new opportunities as notifications, except from a member who blocked the follower", async () => {
    const name = orgName('Northgate')
    const { member: admin, org } = await company(name)
    const [follower, blocked] = await Promise.all([memberWithProfile('org-follower'), memberWithProfile('org-blocked')])
    await admin.client.from('user_blocks').insert({ blocker_id: admin.id, blocked_id: blocked.id })
    const before = await insertPost(admin, { body: `Before anyone followed ${name}` })
    expect(await followingFeedIds(follower)).not.toContain(before.id)

    for (const m of [follower, blocked]) {
      const { error } = await m.client.from('organisation_follows').insert({ member_id: m.id, organisation_id: org.id })
      expect(error).toBeNull()
    }
    const post = await insertPost(admin, { body: `We are hiring at ${name}` })
    const seen = await followingFeedIds(follower)
    expect(seen).toContain(post.id)
    expect(seen).toContain(before.id)
    expect(await followingFeedIds(blocked)).not.toContain(post.id)

    // A draft notifies nobody; publishing it does, once.
    const draft = await openOpportunity(admin, { title: 'Platform engineer', organization: name, status: 'draft' })
    const notes = async (m: Member) =>
      (await m.client.from('notifications').select('type, entity_id, data').eq('type', 'organisation_opportunity'))
        .data ?? []
    expect(await notes(follower)).toEqual([])
    await admin.client.from('opportunities').update({ status: 'open' }).eq('id', draft)
    await admin.client.from('opportunities').update({ status: 'closed' }).eq('id', draft)
    await admin.client.from('opportunities').update({ status: 'open' }).eq('id', draft)
    expect(await notes(follower)).toEqual([
      {
        type: 'organisation_opportunity',
        entity_id: draft,
        data: { excerpt: 'Platform engineer', organisation_name: name, organisation_slug: org.slug },
      },
    ])
    expect(await notes(blocked)).toEqual([])
    expect(await notes(admin)).toEqual([])

    // Unfollowing takes the posts out of Following again.
    await follower.client
      .from('organisation_follows')
      .delete()
      .eq('member_id', follower.id)
      .eq('organisation_id', org.id)
    expect(await followingFeedIds(follower)).not.toContain(post.id)
  })
})
