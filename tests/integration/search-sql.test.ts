import { describe, expect, it } from 'vitest'
import { associate, insertPost, memberWithProfile, type Member } from './helpers.ts'

/** A made-up word no other test writes (letters only, so it survives stemming and trigrams). */
const word = () =>
  Array.from({ length: 9 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('') + 'a'

const post = async (m: Member, fields: Record<string, unknown>) => (await insertPost(m, fields)).id as string

const people = async (m: Member, query: string) => {
  const { data, error } = await m.client.rpc('search_people', { query })
  if (error) throw error
  return data as { id: string; name: string; score: number }[]
}
const postIds = async (m: Member, query: string, extra: Record<string, unknown> = {}) => {
  const { data, error } = await m.client.rpc('search_posts', { query, ...extra }).select('id')
  if (error) throw error
  return (data as { id: string }[]).map((p) => p.id)
}
const all = async (m: Member, query: string) => {
  const { data, error } = await m.client.rpc('search_all', { query })
  if (error) throw error
  return data as Record<'people' | 'posts' | 'opportunities' | 'communities' | 'events', { id: string }[]>
}
const typeahead = async (m: Member, query: string) => {
  const { data, error } = await m.client.rpc('search_typeahead', { query })
  if (error) throw error
  return data as { people: { id: string }[]; communities: { id: string }[]; hashtags: { tag: string }[] }
}

const inHours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString()

describe('search: people', () => {
  it('rank an exact name above a partial one and forgive a typo', async () => {
    const surname = word()
    const first = `Zed${word().slice(0, 4)}`
    const [exact, longer, searcher] = await Promise.all([
      memberWithProfile('exact', { name: `${first} ${surname}`, last_name: surname }),
      memberWithProfile('longer', { name: `${first} ${surname}field`, last_name: `${surname}field` }),
      memberWithProfile('searcher'),
    ])
    const found = await people(searcher, `${first} ${surname}`)
    expect(found.map((p) => p.id).slice(0, 2)).toEqual([exact.id, longer.id])

    // One letter dropped from the surname still finds the person, first.
    const typo = `${first} ${surname.slice(0, 3)}${surname.slice(4)}`
    expect((await people(searcher, typo))[0]?.id).toBe(exact.id)
    // Two letters of a surname in the typeahead.
    const suggested = await typeahead(searcher, `${first} ${surname}`.slice(0, 2))
    expect(suggested.people.length).toBeGreaterThan(0)
    expect((await typeahead(searcher, `${first} ${surname.slice(0, 5)}`)).people.map((p) => p.id)).toContain(exact.id)
  })

  it('forgive a typo in a renamed member’s new name and in a surname alone, and never through a private one', async () => {
    const [renamed, hidden, searcher] = await Promise.all([
      memberWithProfile('renamed'),
      memberWithProfile('hidden', { is_public: false }),
      memberWithProfile('searcher'),
    ])
    const first = `Quin${word().slice(0, 5)}`
    const surname = word()
    const { error } = await renamed.client
      .from('user_profiles')
      .update({ name: `${first} ${surname}`, last_name: surname })
      .eq('user_id', renamed.id)
    expect(error).toBeNull()
    const misspelled = (w: string) => `${w.slice(0, 2)}${w.slice(3)}`
    expect((await people(searcher, `${misspelled(first)} ${misspelled(surname)}`))[0]?.id).toBe(renamed.id)
    expect((await people(searcher, misspelled(surname))).map((p) => p.id)).toContain(renamed.id)

    const secret = word()
    await hidden.client
      .from('user_profiles')
      .update({ name: `Hidden ${secret}`, last_name: secret })
      .eq('user_id', hidden.id)
    expect(await people(searcher, misspelled(secret))).toEqual([])
    // The dictionary of name words is not reachable through the API.
    const dictionary = await searcher.client
      .schema('private' as 'public')
      .from('name_words' as 'profiles')
      .select()
    expect(dictionary.error).not.toBeNull()
  })

  it('find people by skill and headline, and never a private profile or a blocked member', async () => {
    const skill = word()
    const [open, hidden, blocker, friend, searcher] = await Promise.all([
      memberWithProfile('skilled', { headline: `Builds ${skill} rigs`, skills: [skill] }),
      memberWithProfile('private', { skills: [skill], is_public: false }),
      memberWithProfile('blocker', { skills: [skill] }),
      memberWithProfile('friend'),
      memberWithProfile('searcher-2'),
    ])
    await associate(hidden, friend)
    await blocker.client.from('user_blocks').insert({ blocker_id: blocker.id, blocked_id: searcher.id })
    const bySkill = await people(searcher, skill)
    expect(bySkill.map((p) => p.id)).toEqual([open.id])
    const filtered = await searcher.client.rpc('search_people', { query: skill, skill_filter: skill.toUpperCase() })
    expect((filtered.data as { id: string }[]).map((p) => p.id)).toEqual([open.id])
    // Not even for an associate, who may open the profile: search never lists private members.
    expect((await people(friend, skill)).map((p) => p.id)).not.toContain(hidden.id)
    expect((await all(searcher, skill)).people.map((p) => p.id)).toEqual([open.id])
    expect((await typeahead(searcher, hidden.profile.name)).people.map((p) => p.id)).not.toContain(hidden.id)
  })
})

describe('search: posts', () => {
  it('show associates-only and private-community posts only to those who may read them', async () => {
    const topic = word()
    const tag = word()
    const [author, associateOfAuthor, member, stranger] = await Promise.all([
      memberWithProfile('post-author'),
      memberWithProfile('post-associate'),
      memberWithProfile('post-member'),
      memberWithProfile('post-stranger'),
    ])
    await associate(author, associateOfAuthor)
    const { data: club, error } = await author.client
      .from('communities')
      .insert({
        name: `Quiet ${topic} club`,
        slug: `quiet-${topic}`,
        created_by: author.id,
        visibility: 'private',
        join_policy: 'invite_only',
        rules: `secret ${topic} rules`,
      })
      .select()
      .single()
    if (error) throw error
    await author.client.rpc('invite_to_community', { community: club.id, member: member.id })
    await member.client.rpc('join_community', { community: club.id })

    const open = await post(author, { body: `Open notes on ${topic}` })
    const close = await post(author, { body: `Associates hear about ${topic} #${tag}`, visibility: 'associates' })
    const inClub = await post(author, { body: `Club-only ${topic} plans`, community_id: club.id })

    expect(await postIds(stranger, topic)).toEqual([open])
    expect((await postIds(associateOfAuthor, topic)).sort()).toEqual([open, close].sort())
    expect((await postIds(member, topic)).sort()).toEqual([open, inClub].sort())
    expect((await all(stranger, topic)).posts.map((p) => p.id)).toEqual([open])
    // The tag appears only in an associates-only post: nobody gets it suggested, and the stranger's
    // trending list does not count it.
    expect((await typeahead(stranger, `#${tag}`)).hashtags).toEqual([])
    expect((await typeahead(associateOfAuthor, `#${tag}`)).hashtags).toEqual([])
    const trending = await stranger.client.rpc('trending_hashtags', { max_results: 30 })
    expect((trending.data as { tag: string }[]).map((t) => t.tag)).not.toContain(tag)

    // The private community is found by its name, as its header: no rules, no posts.
    const clubs = (await all(stranger, `Quiet ${topic} club`)).communities as unknown as Record<string, unknown>[]
    expect(clubs[0]).toMatchObject({ id: club.id, visibility: 'private', is_member: false })
    expect(clubs[0]).not.toHaveProperty('rules')
  })

  it('page through ranked results without duplicates or gaps', async () => {
    const topic = word()
    const author = await memberWithProfile('pager')
    const { error } = await author.client.from('posts').insert(
      Array.from({ length: 23 }, (_, i) => ({
        author_id: author.id,
        body: i % 3 === 0 ? `${topic} ${topic} twice, number ${i}` : `About ${topic}, number ${i}`,
      })),
    )
    if (error) throw error
    const seen: string[] = []
    let after: string | undefined
    for (let page = 0; page < 5; page++) {
      const ids = await postIds(author, topic, { page_size: 10, after_id: after })
      seen.push(...ids)
      if (ids.length < 10) break
      after = ids.at(-1)
    }
    expect(seen).toHaveLength(23)
    expect(new Set(seen).size).toBe(23)
    // Posts repeating the word rank first.
    const first = await author.client.rpc('search_posts', { query: topic, page_size: 8 }).select('body')
    expect((first.data as { body: string }[]).every((p) => p.body.includes('twice'))).toBe(true)
  })

  it('hashtags are suggested from public posts and followed by members themselves', async () => {
    const tag = word()
    const [author, reader] = await Promise.all([memberWithProfile('tagger'), memberWithProfile('tag-reader')])
    await post(author, { body: `Kicking off #${tag} week` })
    expect((await typeahead(reader, `#${tag.slice(0, 4)}`)).hashtags.map((h) => h.tag)).toContain(tag)
    const trending = await reader.client.rpc('trending_hashtags', { max_results: 30 })
    expect(trending.error).toBeNull()

    const followed = await reader.client.from('hashtag_follows').insert({ tag }).select().single()
    expect(followed.data).toMatchObject({ user_id: reader.id, tag })
    const forged = await reader.client.from('hashtag_follows').insert({ user_id: author.id, tag })
    expect(forged.error?.code).toBe('42501')
    expect((await author.client.from('hashtag_follows').select('tag')).data).toEqual([])
    const forgedCount = await reader.client.from('hashtags').update({ use_count: 1e6 }).eq('tag', tag).select()
    expect(forgedCount.data ?? []).toEqual([])
  })
})

describe('search: events, opportunities and communities', () => {
  it('never show a hidden or cancelled event or a draft opportunity', async () => {
    const topic = word()
    const [host, friend, stranger] = await Promise.all([
      memberWithProfile('ev-host', { profile_type: 'company' }),
      memberWithProfile('ev-friend'),
      memberWithProfile('ev-stranger'),
    ])
    await associate(host, friend)
    const event = (fields: Record<string, unknown>) =>
      host.client
        .from('events')
        .insert({
          organizer_id: host.id,
          title: `${topic} workshop`,
          starts_at: inHours(24),
          ends_at: inHours(26),
          venue: 'Lab 2',
          ...fields,
        })
        .select('id')
        .single()
    const open = (await event({})).data!.id as string
    const close = (await event({ visibility: 'associates', is_online: true, venue: null })).data!.id as string
    const gone = (await event({})).data!.id as string
    await host.client.rpc('cancel_event', { event_id: gone, message: 'Moved online' })

    const eventIds = async (m: Member, extra: Record<string, unknown> = {}) =>
      (((await m.client.rpc('search_events', { query: topic, ...extra }).select('id')).data ?? []) as { id: string }[])
        .map((e) => e.id)
        .sort()
    expect(await eventIds(stranger)).toEqual([open])
    expect(await eventIds(friend)).toEqual([open, close].sort())
    expect(await eventIds(friend, { online_only: true })).toEqual([close])
    expect((await all(stranger, topic)).events.map((e) => e.id)).toEqual([open])

    // A members-only event of the host's community: found by its members, by nobody else.
    const { data: club } = await host.client
      .from('communities')
      .insert({ name: `${topic} club`, slug: `club-${topic}`.toLowerCase(), created_by: host.id })
      .select('id')
      .single()
    await friend.client.rpc('join_community', { community: club!.id })
    const inner = (await event({ community_id: club!.id, visibility: 'community' })).data!.id as string
    expect(await eventIds(friend)).toEqual([open, close, inner].sort())
    expect(await eventIds(stranger)).toEqual([open])

    const { data: draft } = await host.client
      .from('opportunities')
      .insert({
        posted_by: host.id,
        title: `${topic} analyst`,
        organization: 'Hidden Co',
        type: 'job',
        description: 'Not yet.',
        status: 'draft',
      })
      .select('id')
      .single()
    expect(draft).not.toBeNull()
    expect((await all(stranger, topic)).opportunities).toEqual([])
    await host.client.from('opportunities').update({ status: 'open' }).eq('id', draft!.id)
    expect((await all(stranger, topic)).opportunities.map((o) => o.id)).toEqual([draft!.id])
  })

  it('find a community by a misspelled name, members’ own first', async () => {
    const name = word()
    const owner = await memberWithProfile('comm-owner')
    const { data: c } = await owner.client
      .from('communities')
      .insert({ name: `${name} society`, slug: `${name}-society`, created_by: owner.id, category: 'research' })
      .select('id')
      .single()
    const misspelled = `${name.slice(0, 4)}${name.slice(5)} society`
    const found = await owner.client.rpc('search_communities', { query: misspelled })
    expect((found.data as { id: string; is_member: boolean }[])[0]).toMatchObject({ id: c!.id, is_member: true })
    expect((await typeahead(owner, name.slice(0, 3))).communities.map((x) => x.id)).toContain(c!.id)
    // A typo in the typeahead: no name starts with it, so similar names are suggested.
    expect((await typeahead(owner, misspelled)).communities.map((x) => x.id)).toContain(c!.id)
  })

  it('find a renamed community through a typo in its new name, and one holding all words of a query but one', async () => {
    const owner = await memberWithProfile('comm-renamer')
    const searcher = await memberWithProfile('comm-searcher')
    const { data: c } = await owner.client
      .from('communities')
      .insert({ name: `${word()} circle`, slug: `${word()}-circle`, created_by: owner.id, category: 'research' })
      .select('id')
      .single()
    const renamed = word()
    const { error } = await owner.client
      .from('communities')
      .update({ name: `${renamed} guild` })
      .eq('id', c!.id)
    expect(error).toBeNull()
    const communities = async (query: string) =>
      ((await searcher.client.rpc('search_communities', { query })).data as { id: string }[]).map((x) => x.id)
    expect((await communities(`${renamed.slice(0, 3)}${renamed.slice(4)} guild`))[0]).toBe(c!.id)
    // No community holds the made-up third word: those holding the other two still come.
    expect(await communities(`${renamed} guild ${word()}`)).toContain(c!.id)
    // The dictionary of community name words is not reachable through the API.
    const dictionary = await searcher.client
      .schema('private' as 'public')
      .from('community_name_words' as 'communities')
      .select()
    expect(dictionary.error).not.toBeNull()
  })
})
