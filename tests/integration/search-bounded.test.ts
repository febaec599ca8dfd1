import { describe, expect, it } from 'vitest'
import { anonClient, memberWithProfile, openOpportunity } from './helpers.ts'

// Search reads bounded candidate sets (docs/decisions.md, "Search reads a bounded number of rows"): these
// check what a member notices of that design: who comes first in the two-letter typeahead, and that the
// relevance sort of opportunities (now found through an index helper) still shows exactly what each
// caller may read.

const letters = (n: number, from = 'bcdfghjklmnpqrstvwxz') =>
  Array.from({ length: n }, () => from[Math.floor(Math.random() * from.length)]).join('')

describe('bounded search', () => {
  it('the two-letter typeahead lists the caller’s network first, then the most followed', async () => {
    // Two rare letters, so that this test's members are the whole bucket.
    const prefix = `Q${letters(1, 'qxzj')}`
    const surname = letters(8)
    const [searcher, friend, popular, plain, fan1, fan2] = await Promise.all([
      memberWithProfile('ta-searcher'),
      memberWithProfile('ta-friend', { name: `${prefix}ara ${surname}`, last_name: surname }),
      memberWithProfile('ta-popular', { name: `${prefix}ora ${surname}`, last_name: surname }),
      memberWithProfile('ta-plain', { name: `${prefix}ina ${surname}`, last_name: surname }),
      memberWithProfile('ta-fan-1'),
      memberWithProfile('ta-fan-2'),
    ])
    for (const fan of [fan1, fan2]) {
      const { error } = await fan.client.from('follows').insert({ follower_id: fan.id, followee_id: popular.id })
      if (error) throw error
    }
    const { error } = await searcher.client.from('follows').insert({ follower_id: searcher.id, followee_id: friend.id })
    if (error) throw error

    const { data, error: failed } = await searcher.client.rpc('search_typeahead', { query: prefix.toLowerCase() })
    if (failed) throw failed
    const ids = (data as { people: { id: string }[] }).people.map((p) => p.id)
    const order = [friend.id, popular.id, plain.id].map((id) => ids.indexOf(id))
    expect(order.every((i) => i >= 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))

    // Longer prefixes and the last name find them too.
    const longer = await searcher.client.rpc('search_typeahead', { query: `${prefix}or` })
    expect((longer.data as { people: { id: string }[] }).people[0]?.id).toBe(popular.id)
    const byLastName = await searcher.client.rpc('search_typeahead', { query: surname.slice(0, 4) })
    expect((byLastName.data as { people: { id: string }[] }).people.map((p) => p.id)).toEqual(
      expect.arrayContaining([friend.id, popular.id, plain.id]),
    )
  })

  it('opportunities by relevance show open postings to members and guest-visible ones to guests, never a draft', async () => {
    const topic = letters(9) + 'a'
    const [host, member] = await Promise.all([
      memberWithProfile('rel-host', { profile_type: 'company' }),
      memberWithProfile('rel-member'),
    ])
    const insert = (fields: Record<string, unknown>) =>
      openOpportunity(host, { organization: 'Relevance Co', description: 'Team work.', ...fields })
    const both = await insert({ title: `${topic} ${topic} analyst`, location: 'Lisbon, Portugal' })
    const membersOnly = await insert({ title: `${topic} engineer`, guest_visible: false })
    await insert({ title: `${topic} intern`, status: 'draft' })

    const search = async (client: typeof member.client, extra: Record<string, unknown> = {}) => {
      const { data, error } = await client
        .rpc('search_opportunities', { query: topic, sort: 'relevance', ...extra })
        .select('id')
      if (error) throw error
      return (data as { id: string }[]).map((o) => o.id)
    }
    // The word twice ranks first.
    expect(await search(member.client)).toEqual([both, membersOnly])
    expect(await search(anonClient())).toEqual([both])
    expect(await search(member.client, { types: ['internship'] })).toEqual([])
    // A place filter reads the table directly, with the same answer.
    expect(await search(member.client, { location: 'lisbon' })).toEqual([both])
    expect(await search(anonClient(), { location: 'lisbon' })).toEqual([both])
  })

  it('"from my network" and "online only" find matches older than the newest page of candidates', async () => {
    const topic = letters(9) + 'a'
    const [searcher, friend, crowd] = await Promise.all([
      memberWithProfile('net-searcher'),
      memberWithProfile('net-friend'),
      memberWithProfile('net-crowd', { profile_type: 'company' }),
    ])
    const followed = await searcher.client.from('follows').insert({ follower_id: searcher.id, followee_id: friend.id })
    if (followed.error) throw followed.error
    const { data: mine, error } = await friend.client
      .from('posts')
      .insert({ author_id: friend.id, body: `An older note on ${topic}` })
      .select('id')
      .single()
    if (error) throw error
    // Seventy newer posts with the word, from someone the searcher does not follow: more than the
    // candidates a page ranks (3 × the page).
    const crowded = await crowd.client
      .from('posts')
      .insert(Array.from({ length: 70 }, (_, i) => ({ author_id: crowd.id, body: `${topic} update ${i}` })))
    if (crowded.error) throw crowded.error

    const posts = async (extra: Record<string, unknown>) => {
      const { data, error: failed } = await searcher.client
        .rpc('search_posts', { query: topic, page_size: 20, ...extra })
        .select('id')
      if (failed) throw failed
      return (data as { id: string }[]).map((p) => p.id)
    }
    expect(await posts({})).toHaveLength(20)
    expect(await posts({ network_only: true })).toEqual([mine.id])

    const event = (fields: Record<string, unknown>) => ({
      organizer_id: crowd.id,
      title: `${topic} meetup`,
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 90_000_000).toISOString(),
      ...fields,
    })
    const { data: online, error: onlineError } = await crowd.client
      .from('events')
      .insert(event({ is_online: true, starts_at: new Date(Date.now() + 3_600_000).toISOString() }))
      .select('id')
      .single()
    if (onlineError) throw onlineError
    const inPerson = await crowd.client
      .from('events')
      .insert(Array.from({ length: 70 }, () => event({ venue: 'Hall 1' })))
    if (inPerson.error) throw inPerson.error
    const { data: found, error: eventsError } = await searcher.client
      .rpc('search_events', { query: topic, online_only: true })
      .select('id')
    if (eventsError) throw eventsError
    expect((found as { id: string }[]).map((e) => e.id)).toEqual([online.id])
  })
})
