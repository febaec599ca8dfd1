import { describe, expect, it } from 'vitest'
import { adminClient, associate, memberWithProfile, type Member } from './helpers.ts'

/** A made-up word no other test writes (letters only, so it survives stemming and trigrams). */
const word = () =>
  Array.from({ length: 9 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('') + 'a'

/** The UTC calendar day `years` years and `days` days before today, as a date of birth. */
function bornAgo(years: number, days = 0): string {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - years)
  d.setUTCDate(d.getUTCDate() - days)
  return d.toISOString().slice(0, 10)
}

const FLAGS = 'is_public, show_location, show_email, show_phone, allow_messages, allow_follower_messages'
const ALL_OFF = {
  is_public: false,
  show_location: false,
  show_email: false,
  show_phone: false,
  allow_messages: false,
  allow_follower_messages: false,
}

const flagsOf = async (m: Member) => {
  const { data, error } = await m.client.from('user_profiles').select(FLAGS).eq('user_id', m.id).single()
  expect(error).toBeNull()
  return data
}

const update = (m: Member, fields: Record<string, unknown>) =>
  m.client.from('user_profiles').update(fields).eq('user_id', m.id).select(FLAGS).single()

/** Zoe (16), an adult student, an organisation and Zoe's associate; one made-up surname so searches find them. */
async function cast(label: string) {
  const surname = word()
  const [zoe, adult, org, friend] = await Promise.all([
    memberWithProfile(`${label}-zoe`, {
      name: `Zoe ${surname}`,
      last_name: surname,
      date_of_birth: bornAgo(16),
      location: 'Toronto',
      skills: ['Robotics'],
      university: `Lakeside ${surname}`,
    }),
    memberWithProfile(`${label}-adult`, {
      name: `Adam ${surname}`,
      last_name: surname,
      date_of_birth: '1999-04-02',
      university: `Lakeside ${surname}`,
    }),
    memberWithProfile(`${label}-org`, { profile_type: 'company', name: `Northwind ${surname}` }),
    memberWithProfile(`${label}-friend`, { name: `Fay ${surname}`, university: `Lakeside ${surname}` }),
  ])
  await associate(friend, zoe)
  return { surname, zoe, adult, org, friend }
}

describe('members under 18: safe defaults', () => {
  it('start private when their profile is created with a date of birth under 18; adults keep the usual defaults', async () => {
    const { zoe, adult } = await cast('min-new')
    expect(await flagsOf(zoe)).toEqual(ALL_OFF)
    expect(await flagsOf(adult)).toMatchObject({ is_public: true, show_location: true, allow_messages: true })
    const own = await zoe.client.rpc('minor_privacy_status').single()
    expect(own.data).toMatchObject({ is_minor: true, choice_notice: false })
    expect((await adult.client.rpc('minor_privacy_status').single()).data).toMatchObject({ is_minor: false })
  })

  it('apply when a date of birth given later makes the member under 18', async () => {
    const late = await memberWithProfile('min-late', { show_phone: true })
    expect(await flagsOf(late)).toMatchObject({ is_public: true, show_email: true, show_phone: true })
    const given = await update(late, { date_of_birth: bornAgo(15, 30) })
    expect(given.error).toBeNull()
    expect(given.data).toEqual(ALL_OFF)
  })

  it('refuse each locked setting being turned on, and let e-mail and phone be shown to associates', async () => {
    const { zoe } = await cast('min-lock')
    for (const [field, sentence] of [
      ['is_public', 'Members under 18 keep their profile visible to associates only'],
      ['show_location', 'Members under 18 keep their profile visible to associates only'],
      ['allow_messages', 'Members under 18 receive new conversations from associates only'],
      ['allow_follower_messages', 'Members under 18 receive new conversations from associates only'],
    ] as const) {
      const turned = await update(zoe, { [field]: true })
      expect(turned.error?.code, field).toBe('42501')
      expect(turned.error?.message).toBe(sentence)
    }
    expect(await flagsOf(zoe)).toEqual(ALL_OFF)
    const shown = await update(zoe, { show_email: true, show_phone: true, headline: 'Robotics club' })
    expect(shown.error).toBeNull()
    expect(shown.data).toMatchObject({ show_email: true, show_phone: true, is_public: false })
    // The date of birth stays (it is never shown); a correction is accepted.
    expect((await update(zoe, { date_of_birth: null })).error?.message).toBe(
      'Members under 18 keep their date of birth on their profile',
    )
    expect((await update(zoe, { date_of_birth: bornAgo(16, 40) })).error).toBeNull()
  })

  it('refuse a date of birth in the future or under 13, whoever the member is', async () => {
    const kid = await memberWithProfile('min-kid')
    expect((await update(kid, { date_of_birth: bornAgo(12) })).error?.message).toBe(
      'You must be at least 13 years old to join',
    )
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    expect((await update(kid, { date_of_birth: future })).error?.message).toBe(
      'Your date of birth cannot be in the future',
    )
    expect((await update(kid, { date_of_birth: bornAgo(13) })).error).toBeNull()
  })

  it('keep the member out of organisations’ search, discovery, typeahead and suggestions; the associate still sees them', async () => {
    const { surname, zoe, adult, org, friend } = await cast('min-find')
    // The organisation knows Zoe's associate, so Zoe is a friend of an associate: the suggestion pool that
    // would otherwise rank her first.
    await associate(org, friend)

    const people = await org.client.rpc('search_people', { query: surname })
    expect(people.error).toBeNull()
    const found = (people.data as { id: string }[]).map((p) => p.id)
    expect(found).toContain(adult.id)
    expect(found).not.toContain(zoe.id)

    const members = await org.client.rpc('search_members', { filters: { q: surname }, page_size: 50 })
    expect(members.error).toBeNull()
    expect((members.data as { id: string }[]).map((p) => p.id)).not.toContain(zoe.id)
    expect((members.data as { id: string }[]).map((p) => p.id)).toContain(adult.id)

    const typeahead = await org.client.rpc('search_typeahead', { query: `Zoe ${surname}` })
    expect(typeahead.error).toBeNull()
    expect((typeahead.data as { people: { id: string }[] }).people.map((p) => p.id)).not.toContain(zoe.id)

    const suggestions = await org.client.rpc('associate_suggestions', { max_results: 50 })
    expect(suggestions.error).toBeNull()
    expect((suggestions.data as { id: string }[]).map((p) => p.id)).not.toContain(zoe.id)
    // Nor to the adult student of the same university, who does not know her.
    const adultSuggestions = await adult.client.rpc('associate_suggestions', { max_results: 50 })
    expect((adultSuggestions.data as { id: string }[]).map((p) => p.id)).not.toContain(zoe.id)

    const read = await org.client.from('profiles').select('id').eq('id', zoe.id)
    expect(read.data).toEqual([])
    const seen = await friend.client.from('profiles').select('id, location, is_public').eq('id', zoe.id).single()
    expect(seen.data).toEqual({ id: zoe.id, location: null, is_public: false })
  })

  it('stay out of discovery even when something else writes their public projection', async () => {
    const { surname, zoe, org } = await cast('min-proj')
    const admin = adminClient()
    const forced = await admin
      .from('profiles')
      .update({ is_public: true, allow_messages: true, location: 'Toronto' })
      .eq('id', zoe.id)
      .select('is_public, allow_messages, location')
      .single()
    expect(forced.error).toBeNull()
    expect(forced.data).toEqual({ is_public: false, allow_messages: false, location: null })
    const members = await org.client.rpc('search_members', { filters: { q: surname }, page_size: 50 })
    expect((members.data as { id: string }[]).map((p) => p.id)).not.toContain(zoe.id)
  })

  it('cannot be messaged by a stranger; the associate can start a conversation', async () => {
    const { zoe, org, adult, friend } = await cast('min-msg')
    // Following is no way in either: a stranger cannot follow a profile they cannot see.
    expect((await adult.client.from('follows').insert({ follower_id: adult.id, followee_id: zoe.id })).error?.code).toBe(
      '42501',
    )
    for (const stranger of [org, adult]) {
      const started = await stranger.client.rpc('start_conversation', { member_ids: [zoe.id] })
      expect(started.error?.code).toBe('42501')
      expect(started.error?.message).toMatch(/only accepts messages from associates/)
    }
    const ok = await friend.client.rpc('start_conversation', { member_ids: [zoe.id] })
    expect(ok.error).toBeNull()
  })

  it('are offered the choice once on turning 18, by the service role’s job only', async () => {
    const almost = await memberWithProfile('min-18', { date_of_birth: bornAgo(18, -1) })
    expect(await flagsOf(almost)).toEqual(ALL_OFF)
    const admin = adminClient()
    const kinds = async () => {
      const { data } = await almost.client.from('notifications').select('type').eq('type', 'privacy_choice_at_18')
      return data!.length
    }
    expect((await almost.client.rpc('offer_adult_privacy_choice', {})).error?.code).toBe('42501')

    // Today the member is still 17: nothing is offered.
    expect((await admin.rpc('offer_adult_privacy_choice', { as_of: new Date().toISOString() })).error).toBeNull()
    expect(await kinds()).toBe(0)
    // Tomorrow they are 18: offered once, however often the job runs.
    const tomorrow = new Date(Date.now() + 86_400_000 + 60_000).toISOString()
    expect((await admin.rpc('offer_adult_privacy_choice', { as_of: tomorrow })).error).toBeNull()
    expect((await admin.rpc('offer_adult_privacy_choice', { as_of: tomorrow })).error).toBeNull()
    expect(await kinds()).toBe(1)
    // Still 17 on the real clock: the settings stay locked and the notice waits for the birthday.
    expect((await update(almost, { is_public: true })).error?.code).toBe('42501')
    expect((await almost.client.rpc('minor_privacy_status').single()).data).toMatchObject({
      is_minor: true,
      choice_notice: false,
    })
  })

  it('once 18, choose their settings themselves and see the one-time notice until they dismiss it', async () => {
    const member = await memberWithProfile('min-adult', { date_of_birth: bornAgo(17, 10) })
    const admin = adminClient()
    // Support corrects the date of birth: the member is 18 already.
    const corrected = await admin
      .from('user_profiles')
      .update({ date_of_birth: bornAgo(18, 2) })
      .eq('user_id', member.id)
    expect(corrected.error).toBeNull()
    expect((await admin.rpc('offer_adult_privacy_choice', { as_of: new Date().toISOString() })).error).toBeNull()
    const status = await member.client.rpc('minor_privacy_status').single()
    expect(status.data).toMatchObject({ is_minor: false, choice_notice: true })
    // Nothing changed by itself; the member may now choose.
    expect(await flagsOf(member)).toEqual(ALL_OFF)
    expect((await update(member, { is_public: true })).error).toBeNull()
    expect((await member.client.rpc('dismiss_privacy_choice_notice')).error).toBeNull()
    expect((await member.client.rpc('minor_privacy_status').single()).data).toMatchObject({ choice_notice: false })
  })
})
