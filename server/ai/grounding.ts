import type { TypedSupabaseClient } from '../supabase-client.ts'
import { paths } from '../../src/config/paths.ts'
import type { Citation, SkillDemand } from '../../src/data/ai/types.ts'

/**
 * Facts for the AI tools, read with the caller's own client: every query runs under their RLS, so an
 * answer never contains a private profile, another member's application or a draft they cannot see.
 */

export interface OpportunityRow {
  id: string
  title: string
  organization: string
  type: string
  skills: string[]
  deadline: string | null
}
export interface PersonRow {
  id: string
  name: string
  headline: string | null
  profile_type: string | null
  university: string | null
  skills: string[]
  interests: string[]
}
export interface MemberFacts {
  id: string
  name: string
  headline: string | null
  profileType: string | null
  university: string | null
  skills: string[]
  interests: string[]
  bio: string | null
  /** The member's own career sections, newest first (read as the member, so RLS applies). */
  experience: { title: string; organisation: string; current: boolean }[]
  education: { institution: string; degree: string | null; field: string | null }[]
  applied: { id: string; title: string; status: string }[]
  saved: { id: string; title: string }[]
}

/** The rows of an `ai_*` function's answer; its error, named after the function, is thrown. */
function rowsOf<T>(fn: string, { data, error }: { data: T[] | null; error: { message: string } | null }): T[] {
  if (error) throw new Error(`${fn}: ${error.message}`)
  return data ?? []
}

export const cite = {
  opportunity: (o: OpportunityRow): Citation => ({
    kind: 'opportunity',
    id: o.id,
    label: o.title,
    detail: `${o.organization} · ${o.type}`,
    href: `${paths.opportunities}?id=${o.id}`,
  }),
  person: (p: PersonRow): Citation => ({
    kind: 'person',
    id: p.id,
    label: p.name,
    detail: [p.headline, p.university].filter(Boolean).join(' · ') || p.profile_type || undefined,
    href: paths.profile(p.id),
  }),
}

export async function memberFacts(supabase: TypedSupabaseClient, userId: string): Promise<MemberFacts> {
  const [profile, applied, saved, experience, education] = await Promise.all([
    supabase
      .from('profiles')
      .select('id, name, headline, profile_type, university, skills, interests, bio')
      .eq('id', userId)
      .maybeSingle(),
    supabase
      .from('applications')
      .select('status, opportunity:opportunities(id, title)')
      .eq('applicant_id', userId)
      .order('created_at', { ascending: false })
      .limit(20),
    supabase
      .from('saved_opportunities')
      .select('opportunity:opportunities(id, title)')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(20),
    supabase
      .from('experience')
      .select('title, organisation_name, end_month')
      .eq('member_id', userId)
      .order('start_month', { ascending: false })
      .limit(10),
    supabase
      .from('education')
      .select('institution_name, degree, field')
      .eq('member_id', userId)
      .order('start_month', { ascending: false, nullsFirst: false })
      .limit(5),
  ])
  if (profile.error) throw new Error(profile.error.message)
  const p = profile.data
  return {
    id: userId,
    name: p?.name ?? 'Member',
    headline: p?.headline ?? null,
    profileType: p?.profile_type ?? null,
    university: p?.university ?? null,
    skills: p?.skills ?? [],
    interests: p?.interests ?? [],
    bio: p?.bio ?? null,
    experience: (experience.data ?? []).map((e) => ({
      title: e.title,
      organisation: e.organisation_name,
      current: e.end_month === null,
    })),
    education: (education.data ?? []).map((e) => ({
      institution: e.institution_name,
      degree: e.degree,
      field: e.field,
    })),
    applied: (applied.data ?? [])
      .map((a) => ({ status: a.status, o: a.opportunity }))
      .filter((a) => a.o)
      .map((a) => ({ id: a.o!.id, title: a.o!.title, status: a.status })),
    saved: (saved.data ?? [])
      .map((s) => s.opportunity)
      .filter((o) => o !== null)
      .map((o) => ({ id: o.id, title: o.title })),
  }
}

export const skillDemand = async (supabase: TypedSupabaseClient, terms: string[], sample = 400) => {
  const rows = rowsOf('ai_skill_demand', await supabase.rpc('ai_skill_demand', { terms, sample }))
  return {
    demand: rows.map((r): SkillDemand => ({ skill: r.skill, demand: r.demand })),
    sample: rows[0]?.opportunities ?? 0,
  }
}

export const opportunities = async (
  supabase: TypedSupabaseClient,
  terms: string[],
  maxRows = 6,
  types?: string[],
): Promise<OpportunityRow[]> =>
  rowsOf('ai_opportunities', await supabase.rpc('ai_opportunities', { terms, max_rows: maxRows, types }))

/**
 * Open opportunities about each word separately (newest first, `perWord` each), merged: a common word
 * cannot crowd a rarer one out, and `words` on each row says which words its text matched.
 */
export async function opportunitiesByWord(
  supabase: TypedSupabaseClient,
  terms: string[],
  perWord: number,
  types?: string[],
): Promise<(OpportunityRow & { words: string[] })[]> {
  const lists = await Promise.all(terms.map((w) => opportunities(supabase, [w], perWord, types)))
  const byId = new Map<string, OpportunityRow & { words: string[] }>()
  lists.forEach((rows, i) => {
    for (const o of rows) {
      const seen = byId.get(o.id) ?? { ...o, words: [] }
      seen.words.push(terms[i])
      byId.set(o.id, seen)
    }
  })
  return [...byId.values()]
}

export const people = async (
  supabase: TypedSupabaseClient,
  terms: string[],
  types: string[] | null,
  maxRows = 6,
): Promise<PersonRow[]> =>
  terms.length === 0
    ? []
    : rowsOf(
        'ai_people',
        await supabase.rpc('ai_people', {
          terms,
          // null is every type; the generated Args cannot say that a parameter takes null.
          profile_types: types as string[],
          max_rows: maxRows,
        }),
      )

export async function communities(supabase: TypedSupabaseClient, terms: string[], maxRows = 4): Promise<Citation[]> {
  if (terms.length === 0) return []
  const rows = rowsOf('ai_communities', await supabase.rpc('ai_communities', { terms, max_rows: maxRows }))
  return rows.map((c) => ({
    kind: 'community',
    id: c.id,
    label: c.name,
    detail: `${c.member_count} member${c.member_count === 1 ? '' : 's'}`,
    href: paths.communityDetail(c.id),
  }))
}

export async function events(supabase: TypedSupabaseClient, terms: string[], maxRows = 4): Promise<Citation[]> {
  if (terms.length === 0) return []
  const rows = rowsOf('ai_events', await supabase.rpc('ai_events', { terms, max_rows: maxRows }))
  return rows.map((e) => ({
    kind: 'event',
    id: e.id,
    label: e.title,
    detail: `${e.starts_at.slice(0, 10)}${e.is_online ? ' · online' : ''}`,
    href: paths.event(e.id),
  }))
}

export async function posts(supabase: TypedSupabaseClient, terms: string[], maxRows = 4): Promise<Citation[]> {
  if (terms.length === 0) return []
  const rows = rowsOf('ai_posts', await supabase.rpc('ai_posts', { terms, max_rows: maxRows }))
  return rows.map((p) => ({
    kind: 'post',
    id: p.id,
    label: p.body.length > 90 ? `${p.body.slice(0, 87)}…` : p.body,
    detail: p.created_at.slice(0, 10),
    href: paths.post(p.id),
  }))
}

export async function pitches(supabase: TypedSupabaseClient, terms: string[], maxRows = 4): Promise<Citation[]> {
  if (terms.length === 0) return []
  const rows = rowsOf('ai_pitches', await supabase.rpc('ai_pitches', { terms, max_rows: maxRows }))
  return rows.map((p) => ({
    kind: 'pitch',
    id: p.id,
    label: p.name,
    detail: [p.one_liner, p.sector, p.stage].filter(Boolean).join(' · '),
    href: paths.fundingPitch(p.id),
  }))
}

/** One opportunity the caller may see (null when it does not exist for them). */
export async function opportunityById(supabase: TypedSupabaseClient, id: string) {
  const { data, error } = await supabase
    .from('opportunities')
    .select('id, title, organization, type, skills, deadline, description')
    .eq('id', id)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data
}
