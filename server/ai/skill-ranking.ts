import type { SkillDemand } from '../../src/data/ai/types.ts'
import { normalizeSkill } from '../../src/lib/keyword-match.ts'
import type { OpportunityRow } from './grounding.ts'
import { roleTier, stemSet, type RoleWords } from './match.ts'

/** Funding, not work: a scholarship's or a grant's skills say who may apply, not what a role asks for. */
const NOT_WORK = new Set(['scholarship', 'grant', 'investment'])

/** Fewer matching openings than this is a thin sample: the answer says so and suggests less. */
export const MIN_SAMPLE = 5

export type Basis = 'role' | 'field' | 'none'

/**
 * The openings a role's skills are read from: those whose title or skills name the whole role ("Data
 * Engineer"); when fewer than MIN_SAMPLE do and the role has a field word, those that name the field ("data"
 * for "Data Scientist"). Never the head noun alone: "engineer" would read software postings for a
 * mechanical engineer.
 */
export function rolePostings<T extends OpportunityRow>(role: RoleWords, rows: T[]): { basis: Basis; postings: T[] } {
  const tiered = rows
    .filter((o) => !NOT_WORK.has(o.type))
    .map((o) => ({ o, tier: roleTier(role, stemSet(o.title, o.skills.join(', '))) }))
  const full = tiered.filter((t) => t.tier === 2).map((t) => t.o)
  const field = tiered.filter((t) => t.tier >= 1).map((t) => t.o)
  if (full.length < MIN_SAMPLE && field.length > full.length) return { basis: 'field', postings: field }
  return { basis: full.length ? 'role' : 'none', postings: full }
}

export interface RankedSkill {
  skill: string
  /** Matching openings that ask for it, and their share. */
  count: number
  share: number
  /** Its share among all open opportunities (smoothed, so a skill seen nowhere else is not infinitely specific). */
  overall: number
  lift: number
}

/**
 * Skills by how specific they are to the role: the share of the role's openings that ask for a skill
 * against its share among all open opportunities (lift), scored share × log2(lift) as TF-IDF scores a
 * word. A skill must be asked for by at least two of them (one when only one matches), by a fifth of them,
 * and either be at least 1.5 times as common as overall or asked for by most of them: React in 3 of 37
 * data openings, as common as anywhere, is not a data skill.
 */
export function rankSkills(postings: OpportunityRow[], background: { demand: SkillDemand[]; sample: number }) {
  const n = postings.length
  if (n === 0) return []
  const overallCount = new Map(background.demand.map((d) => [normalizeSkill(d.skill), d.demand]))
  const counts = new Map<string, { skill: string; count: number }>()
  for (const o of postings)
    for (const key of new Set(o.skills.map(normalizeSkill))) {
      if (!key) continue
      const skill = o.skills.find((s) => normalizeSkill(s) === key)!
      counts.set(key, { skill: counts.get(key)?.skill ?? skill, count: (counts.get(key)?.count ?? 0) + 1 })
    }
  const ranked: (RankedSkill & { score: number })[] = []
  for (const [key, { skill, count }] of counts) {
    const share = count / n
    const overall = ((overallCount.get(key) ?? 0) + 1) / (background.sample + 2)
    const lift = share / overall
    if (count < Math.min(2, n) || share < 0.2 || (lift < 1.5 && share < 0.6)) continue
    ranked.push({ skill, count, share, overall, lift, score: share * Math.log2(Math.max(lift, 1.01)) })
  }
  return ranked
    .sort((a, b) => b.score - a.score || b.count - a.count || a.skill.localeCompare(b.skill))
    .map(({ score: _score, ...r }) => r)
}
