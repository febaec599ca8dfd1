import { describe, expect, it } from 'vitest'
import { adminClient, anonClient, memberWithProfile, type Member } from './helpers.ts'

/** A made-up word no other test writes (letters only, so it survives stemming and trigrams). */
const word = () =>
  Array.from({ length: 9 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('') + 'a'

type Found = { id: string; slug: string; name: string; kind: string; logo_url: string | null }

const search = async (m: Member, query: string, extra: Record<string, unknown> = {}) => {
  const { data, error } = await m.client.rpc('search_organisations', { query, ...extra })
  if (error) throw error
  return data as Array<Found & { score: number }>
}
const all = async (m: Member, query: string) => {
  const { data, error } = await m.client.rpc('search_all', { query })
  if (error) throw error
  return (data as { organisations: Found[] }).organisations
}
const typeahead = async (m: Member, query: string) => {
  const { data, error } = await m.client.rpc('search_typeahead', { query })
  if (error) throw error
  return (data as { organisations: Found[] }).organisations
}

describe('organisation search', () => {
  it('finds an organisation by its name, the words of its name, its sector and its city, in every search', async () => {
    const brand = word()
    const name = `${brand[0]!.toUpperCase()}${brand.slice(1)} Tidal Robotics`
    const [company, student] = await Promise.all([
      memberWithProfile('orgsearch-co', { profile_type: 'company', name }),
      memberWithProfile('orgsearch-student'),
    ])
    const { data: org } = await adminClient().from('organisations').select('id, slug').eq('name', name).single()
    const sector = word()
    expect(
      (await company.client.from('organisations').update({ sector, headquarters: 'Porto' }).eq('id', org!.id).select())
        .data,
    ).toHaveLength(1)

    // The whole name, a prefix of it, a word of it with the brand, the sector: the organisation, first.
    for (const query of [name, brand.slice(0, 6), `${brand} robotics`, sector, `${brand} porto`]) {
      const found = await search(student, query)
      expect(found[0], query).toMatchObject({ id: org!.id, slug: org!.slug, name, kind: 'company' })
    }
    // The All tab carries it beside the other kinds; the typeahead offers it from a prefix.
    expect((await all(student, brand)).map((o) => o.id)).toContain(org!.id)
    expect((await typeahead(student, brand.slice(0, 5))).map((o) => o.id)).toEqual([org!.id])
    // Its logo comes with it.
    const logo = `organisations/${org!.id}/${company.id}/logo.png`
    await adminClient().from('organisations').update({ logo_url: logo }).eq('id', org!.id)
    expect((await typeahead(student, brand.slice(0, 5)))[0]?.logo_url).toBe(logo)
    expect((await search(student, brand))[0]?.logo_url).toBe(logo)
  })

  it('pages by keyset, and is for members only as the rest of search', async () => {
    const shared = word()
    const names = ['Alpha', 'Beta', 'Gamma'].map((suffix) => `${shared} ${suffix}`)
    const members = await Promise.all(
      names.map((name, i) => memberWithProfile(`orgsearch-page-${i}`, { profile_type: 'company', name })),
    )
    const first = await search(members[0]!, shared, { page_size: 2 })
    expect(first).toHaveLength(2)
    const rest = await search(members[0]!, shared, { page_size: 2, after_id: first[1]!.id })
    expect(rest).toHaveLength(1)
    expect(new Set([...first, ...rest].map((o) => o.name))).toEqual(new Set(names))

    const guest = await anonClient().rpc('search_organisations', { query: shared })
    expect(guest.error?.code).toBe('42501')
    // Queries no index helps with answer nothing rather than failing.
    for (const odd of ['%', '_%_', '\\', 'a', '----data', "'; drop table organisations; --"]) {
      expect((await members[0]!.client.rpc('search_organisations', { query: odd })).error, odd).toBeNull()
    }
  })
})
