import type { TypedSupabaseClient } from '../supabase-client.ts'
import type { CareerResult } from '../../src/data/ai/types.ts'
import { skillsGap } from '../../src/lib/keyword-match.ts'
import { careerNarrative, careerSteps, type CareerFacts } from './career-wording.ts'
import * as g from './grounding.ts'
import { overlap, roleTier, roleWords, stemSet } from './match.ts'
import { clean, platformData, SYSTEM, unique, type Prepared } from './prepared.ts'
import { MIN_SAMPLE, rankSkills, rolePostings } from './skill-ranking.ts'

/** Accounts of organisations, not people in a role. */
const ORGANISATIONS = new Set(['company', 'university', 'investor', 'philanthropist'])

export async function career(supabase: TypedSupabaseClient, userId: string, roleText: string): Promise<Prepared> {
  const role = roleWords(roleText)
  const me = await g.memberFacts(supabase, userId)
  const [nearby, background, peopleRows] = await Promise.all([
    g.opportunitiesByWord(supabase, role.words, 50),
    g.skillDemand(supabase, [], 400),
    g.people(supabase, role.words, null, 20),
  ])
  const { basis, postings } = rolePostings(role, nearby)
  const thin = basis !== 'none' && postings.length < MIN_SAMPLE
  const skills = rankSkills(postings, background).slice(0, thin ? 2 : 8)
  const gap = skillsGap(
    me.skills,
    skills.map((s) => s.skill),
  )
  // Communities and events count when their name carries the role's or its skills' words.
  const topical = [...role.stems, ...[...stemSet(skills.map((s) => s.skill).join(', '))]]
  const [communityRows, eventRows] = await Promise.all([
    g.communities(supabase, unique([...role.words, ...gap.lack.slice(0, 3)]), 12),
    g.events(supabase, unique([...role.words, ...gap.lack.slice(0, 3)]), 12),
  ])
  const onTopic = <T extends { label: string }>(xs: T[]) => xs.filter((x) => overlap(stemSet(x.label), topical) > 0)
  const people = peopleRows
    .filter((p) => !ORGANISATIONS.has(p.profile_type ?? ''))
    .map((p) => ({ p, tier: roleTier(role, stemSet(p.headline, p.skills.join(', '), p.interests.join(', '))) }))
    .filter((x) => x.tier === 2 || (x.tier === 1 && basis !== 'role'))
    .sort((a, b) => b.tier - a.tier)
    .map((x) => x.p)
    .slice(0, 6)
  const applied = new Set(me.applied.map((a) => a.id))
  const openNow = unique(
    postings.filter((o) => !applied.has(o.id)),
    (o) => `${o.title}|${o.organization}`,
  )
    .sort((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999'))
    .slice(0, 6)
  const facts: CareerFacts = {
    role: clean(roleText),
    basis,
    field: role.fieldWords.join(' '),
    postings,
    skills,
    have: gap.have,
    lack: gap.lack,
    nearby,
    people,
    communities: onTopic(communityRows).slice(0, 4),
    events: onTopic(eventRows).slice(0, 4),
    openNow,
  }
  const steps = careerSteps(facts, thin)
  const result: CareerResult = {
    role: facts.role,
    have: gap.have,
    lack: gap.lack,
    demand: skills.map((s) => ({ skill: s.skill, demand: s.count })),
    sample: postings.length,
    steps,
    opportunities: openNow.map(g.cite.opportunity),
    people: people.map(g.cite.person),
    communities: facts.communities,
    events: facts.events,
  }
  return {
    citations: [...result.opportunities, ...result.people, ...result.communities, ...result.events],
    data: result,
    offlineText: careerNarrative(facts, steps, thin),
    prompt: {
      system: SYSTEM,
      prompt: `The member wants to become: ${facts.role}\n${platformData({ member: me, basis, sampleSize: postings.length, skillsByRelevance: skills, skillsTheyHave: gap.have, skillsTheyLack: gap.lack, steps, opportunities: openNow, people, communities: facts.communities, events: facts.events })}\nWrite an encouraging, concrete career path: what they already bring, the skills to learn in order with time estimates, which listed opportunities to apply to now and why, and whom to connect with. If basis is "field", say that no opening here names the role itself; if "none", say the platform has no opening for it yet.`,
    },
  }
}

/** Role titles that match the member's skills, from open opportunities here. */
export async function careerRoles(supabase: TypedSupabaseClient, userId: string): Promise<Prepared> {
  const me = await g.memberFacts(supabase, userId)
  const opps = me.skills.length ? await g.opportunities(supabase, me.skills.slice(0, 12), 40) : []
  const scored = new Map<string, number>()
  for (const o of opps) {
    const role = clean(
      o.title.replace(/\b(intern(ship)?|summer|20\d\d|junior|senior|graduate)\b/gi, ' ').replace(/[-–—:|(,].*$/, ''),
    )
    if (role.length < 3) continue
    const hits = skillsGap(me.skills, o.skills).have.length
    scored.set(role, Math.max(scored.get(role) ?? 0, hits))
  }
  const roles = [...scored.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 6)
    .map(([r]) => r)
  return { citations: [], data: { roles }, offlineText: '' }
}
