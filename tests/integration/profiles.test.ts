import { describe, expect, it } from 'vitest'
import { PROFILE_TYPES } from '@/lib/profile-types'
import { NEW_PROFILE_DEFAULTS } from '../new-profile-defaults.ts'
import { DEMO, PASSWORD, adminClient, anonClient, memberWithProfile, signedInUser } from './helpers.ts'

describe('user_profiles: the owner’s private row', () => {
  it('is created by its owner with the spec defaults, and the database fills what only it may', async () => {
    const m = await memberWithProfile('owner', {
      verification_status: 'verified',
      profile_completion_score: 100,
      email_confirmed: false,
    })
    expect(m.profile).toMatchObject({
      ...NEW_PROFILE_DEFAULTS,
      // Forged by the client, kept by the database (as in the defaults, spelled out for this test):
      verification_status: 'unverified',
      email_confirmed: true,
    })
    expect(m.profile.profile_completion_score).toBeGreaterThan(0)
    expect(m.profile.profile_completion_score).toBeLessThan(100)
  })

  it('raises the completion score as the owner fills in the profile', async () => {
    const m = await memberWithProfile('score')
    const { data } = await m.client
      .from('user_profiles')
      .update({
        headline: 'Builder',
        bio: 'I build things',
        skills: ['SQL'],
        profile_photo_url: 'https://x/p.png',
        location: 'Lisbon',
        linkedin: 'https://l',
      })
      .eq('user_id', m.id)
      .select('profile_completion_score, profile_completed')
      .single()
    expect(data!.profile_completion_score).toBeGreaterThan(m.profile.profile_completion_score)
    expect(data!.profile_completed).toBe(data!.profile_completion_score >= 80)
  })

  it('is invisible and unchangeable to everyone but its owner', async () => {
    const owner = await memberWithProfile('private-owner')
    const other = await memberWithProfile('nosy')
    expect((await other.client.from('user_profiles').select('*').eq('user_id', owner.id)).data).toEqual([])
    expect((await anonClient().from('user_profiles').select('*').eq('user_id', owner.id)).data).toEqual([])
    expect(
      (await other.client.from('user_profiles').update({ name: 'Hacked' }).eq('user_id', owner.id).select()).data,
    ).toEqual([])
    expect((await other.client.from('user_profiles').delete().eq('user_id', owner.id).select()).data).toEqual([])
    const forged = await other.client.from('user_profiles').insert({ user_id: owner.id, name: 'Impostor' })
    expect(forged.error?.code).toBe('42501')
    const again = await owner.client.from('user_profiles').select('name').eq('user_id', owner.id).single()
    expect(again.data?.name).toBe('private-owner person')
  })

  it('refuses a profile type outside the eight', async () => {
    const m = await signedInUser('alien')
    const { error } = await m.client
      .from('user_profiles')
      .insert({ user_id: m.id, name: 'Alien', profile_type: 'alien' })
    expect(error?.code).toBe('23514')
  })

  it('accepts the type in any case and stores it lower-case', async () => {
    const m = await memberWithProfile('casing', { profile_type: 'Company' })
    expect(m.profile.profile_type).toBe('company')
  })
})

describe('profiles: the public projection', () => {
  it('shows email, phone and location only where the owner allows', async () => {
    const m = await memberWithProfile('flags', {
      phone: '+351 555',
      location: 'Porto',
      show_phone: false,
      show_location: true,
      show_email: false,
    })
    const viewer = await signedInUser('viewer')
    const { data } = await viewer.client.from('profiles').select('name, email, phone, location').eq('id', m.id).single()
    expect(data).toEqual({ name: 'flags person', email: null, phone: null, location: 'Porto' })
    await m.client.from('user_profiles').update({ show_phone: true }).eq('user_id', m.id)
    expect((await viewer.client.from('profiles').select('phone').eq('id', m.id).single()).data?.phone).toBe('+351 555')
  })

  it('hides a private profile from others, but not from its owner', async () => {
    const m = await memberWithProfile('hidden', { is_public: false })
    const viewer = await signedInUser('peeker')
    expect((await viewer.client.from('profiles').select('id').eq('id', m.id)).data).toEqual([])
    expect((await m.client.from('profiles').select('id').eq('id', m.id)).data).toEqual([{ id: m.id }])
  })

  it('is read-only through the API, and closed to guests', async () => {
    const m = await memberWithProfile('readonly')
    expect((await m.client.from('profiles').update({ name: 'Direct' }).eq('id', m.id).select()).data).toEqual([])
    expect((await m.client.from('profiles').insert({ id: m.id, name: 'Direct' })).error?.code).toBe('42501')
    expect((await anonClient().from('profiles').select('id').limit(1)).data).toEqual([])
  })

  it('has the seeded demo members, one per profile type', async () => {
    const { data } = await adminClient().from('profiles').select('profile_type').like('email', '%@demo.campus.test')
    expect(new Set(data?.map((p) => p.profile_type))).toEqual(new Set(PROFILE_TYPES))
  })

  it('lets each demo account sign in with the demo password', async () => {
    const { error } = await anonClient().auth.signInWithPassword({
      email: 'student@demo.campus.test',
      password: 'demo-password',
    })
    expect(error).toBeNull()
    expect(PASSWORD).not.toBe('demo-password')
  })
})

describe('associate_requests', () => {
  it('are read by their two parties only, and sent only as oneself', async () => {
    const a = await memberWithProfile('sender')
    const b = await memberWithProfile('recipient')
    const c = await memberWithProfile('outsider')
    const sent = await a.client
      .from('associate_requests')
      .insert({ sender_id: a.id, recipient_id: b.id, message: 'Hi!' })
      .select('id')
      .single()
    expect(sent.error).toBeNull()
    expect((await b.client.from('associate_requests').select('message').eq('id', sent.data!.id)).data).toEqual([
      { message: 'Hi!' },
    ])
    expect((await c.client.from('associate_requests').select('id').eq('id', sent.data!.id)).data).toEqual([])
    const forged = await c.client.from('associate_requests').insert({ sender_id: a.id, recipient_id: c.id })
    expect(forged.error?.code).toBe('42501')
    const self = await a.client.from('associate_requests').insert({ sender_id: a.id, recipient_id: a.id })
    expect(self.error?.code).toBe('23514')
    const twice = await b.client.from('associate_requests').insert({ sender_id: b.id, recipient_id: a.id })
    expect(twice.error?.code).toBe('23505')
    const accept = await b.client
      .from('associate_requests')
      .update({ status: 'accepted' })
      .eq('id', sent.data!.id)
      .select()
    expect(accept.data).toEqual([])
    expect((await b.client.from('associate_requests').delete().eq('id', sent.data!.id).select()).data).toEqual([])
    expect((await a.client.from('associate_requests').delete().eq('id', sent.data!.id).select('id')).data).toEqual([
      { id: sent.data!.id },
    ])
  })

  it('seed requests wait for the demo student', async () => {
    const { data } = await adminClient()
      .from('associate_requests')
      .select('id')
      .eq('recipient_id', DEMO.student)
      .eq('status', 'pending')
    expect(data?.length).toBe(2)
  })
})
