import type { OpportunityRow, PersonRow } from './grounding.ts'
import { overlap, stemSet } from './match.ts'
import { capital, clean } from './prepared.ts'

/** Opportunity types that are research: positions, fellowships and grants. */
const RESEARCH_TYPES = ['research', 'fellowship', 'grant']
const ASKS_FOR_FUNDING = /\b(scholarships?|tuition|bursar(y|ies)|first[- ]gen(eration)?|financial aid)\b/i

/** Scholarships only when the topic asks about them: a tuition award is not a research opportunity. */
export const researchTypes = (topic: string) =>
  ASKS_FOR_FUNDING.test(topic) ? [...RESEARCH_TYPES, 'scholarship'] : RESEARCH_TYPES

const RESEARCHER =
  /\b(professor|researcher|research (fellow|scientist|associate|lead)|lecturer|post-?doc|scientist|faculty|principal investigator)\b/i
const NEVER_RESEARCHERS = new Set(['student', 'company', 'university', 'investor', 'philanthropist'])

/**
 * Whether a member belongs under "Professors and researchers": a professor's profile, or a headline that
 * says researcher on a profile that is not a student's or an organisation's (a student who does research
 * is still listed with the students).
 */
export function isResearcher(p: Pick<PersonRow, 'profile_type' | 'headline'>): boolean {
  if (p.profile_type === 'professor') return true
  if (!p.profile_type || NEVER_RESEARCHERS.has(p.profile_type)) return false
  return RESEARCHER.test(p.headline ?? '')
}

/** Words that say a text is research, not what it is about. */
export const NOT_TOPIC = new Set('research study studies topic question paper thesis project idea'.split(' '))

/**
 * Opportunities by how much of the topic they cover: one point per topic word their text matched, half a
 * point per topic stem in their title. Those under 60% of the best (and under one word) are off
 * the topic: a civic-tech fellowship that only says "city" and "public policy" is not about public health data.
 */
export function rankByTopic<T extends OpportunityRow & { words: string[] }>(rows: T[], topicStems: string[]): T[] {
  const scored = rows.map((o) => ({
    o,
    score: o.words.length + 0.5 * overlap(stemSet(o.title), topicStems),
  }))
  const best = Math.max(0, ...scored.map((s) => s.score))
  const order = (type: string) => (RESEARCH_TYPES.includes(type) ? RESEARCH_TYPES.indexOf(type) : RESEARCH_TYPES.length)
  const seen = new Set<string>()
  return scored
    .filter((s) => s.score >= Math.max(1, 0.6 * best))
    .sort((a, b) => b.score - a.score || order(a.o.type) - order(b.o.type))
    .map((s) => s.o)
    .filter((o) => {
      const key = `${o.title}|${o.organization}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}

/** People ordered by how many topic stems their headline, skills and interests carry; none at all drops them. */
export function rankPeopleByTopic(people: PersonRow[], topicStems: string[]): PersonRow[] {
  return people
    .map((p) => ({ p, n: overlap(stemSet(p.headline, p.skills.join(', '), p.interests.join(', ')), topicStems) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n)
    .map((x) => x.p)
}

/** The parts of a topic around its linking word: "machine learning" for "climate". */
export function topicParts(topic: string): { parts: string[]; link: string | null } {
  const text = clean(topic.replace(/[?.!]+$/, ''))
  const m = /^(.+?)\s+(for|on|in|of|about|among|across|and|with)\s+(.+)$/i.exec(text)
  return m ? { parts: [m[1], m[3]], link: m[2].toLowerCase() } : { parts: [text], link: null }
}

/** A first research question from the topic's own parts, or the topic itself when it is a question. */
export function researchQuestion(topic: string): string {
  const text = clean(topic)
  if (/\?$/.test(text) || /^(how|what|why|which|when|where|who|does|do|is|are|can)\b/i.test(text))
    return capital(text.replace(/[.!]*$/, '').replace(/\?*$/, '?'))
  const { parts, link } = topicParts(text)
  const [a, b] = parts
  switch (link) {
    case 'for':
      return `How can ${a} help with ${b}, and what would count as evidence that it does?`
    case 'of':
      return `What shapes the ${a} of ${b}, and how could you measure it?`
    case 'and':
      return `How are ${a} and ${b} related, and which way does the influence run?`
    case null:
      return `What is already known about ${a}, and what is still open?`
    default:
      return `How does ${a} work ${link} ${b} today, and where does it fall short?`
  }
}
