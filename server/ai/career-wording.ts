import type { CareerStep, Citation } from '../../src/data/ai/types.ts'
import type { OpportunityRow, PersonRow } from './grounding.ts'
import { stemSet } from './match.ts'
import { capital, listOf, plural } from './prepared.ts'
import type { Basis, RankedSkill } from './skill-ranking.ts'

/** What a career path is written from: the role, the openings read, and the grounding around them. */
export interface CareerFacts {
  role: string
  basis: Basis
  /** The field words the openings were read by when no opening names the role ("data"). */
  field: string
  postings: OpportunityRow[]
  skills: RankedSkill[]
  have: string[]
  lack: string[]
  /** Every opening the role's words found, for a place to practise a skill. */
  nearby: OpportunityRow[]
  people: PersonRow[]
  communities: Citation[]
  events: Citation[]
  openNow: OpportunityRow[]
}

const PRACTICE = new Set(['hackathon', 'competition', 'other', 'volunteer'])
const pct = (x: number) => `${Math.round(x * 100)}%`
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }) : null
/** A date of an event's detail ("2026-12-18 · online") as words. */
const eventWhen = (detail = '') => {
  const [date, ...rest] = detail.split(' · ')
  return [day(date) ? `on ${day(date)}` : date, ...rest].join(', ')
}
const mentions = (label: string, skill: string) => {
  const stems = stemSet(skill)
  return [...stemSet(label)].some((s) => stems.has(s))
}

const openingsLabel = (f: CareerFacts) => (f.basis === 'field' ? `${f.field} openings` : `${f.role} openings`)

/** Why a skill is on the path, worded differently from one step to the next. */
function evidence(f: CareerFacts, s: RankedSkill, i: number): string {
  const n = f.postings.length
  const times = s.lift >= 10 ? 'ten times' : s.lift >= 2 ? `${Math.floor(s.lift)} times` : 'more'
  switch (i % 3) {
    case 0:
      return `${s.count} of the ${n} ${openingsLabel(f)} here ask for ${s.skill} (${pct(s.share)}), against ${pct(s.overall)} of all open opportunities.`
    case 1:
      return `${s.skill} is in ${pct(s.share)} of these openings, ${times} as often as across the platform.`
    default:
      return `Asked for by ${s.count} of ${n}, and rarely elsewhere (${pct(s.overall)} overall): it sets these openings apart.`
  }
}

const FALLBACK_ACTIONS = [
  (skill: string) => `Take one short course and use ${skill} straight away on a problem of your own.`,
  () => 'Rebuild a small example from its documentation, then change it to fit one of the openings below.',
  (skill: string) => `Write up what you built with ${skill} in a post, so recruiters here can see it.`,
]

/** A concrete place to learn or practise a skill, from the grounding: each item is named once. */
function action(f: CareerFacts, skill: string, i: number, used: Set<string>): string {
  const has = (o: OpportunityRow) => o.skills.some((x) => x.toLowerCase() === skill.toLowerCase())
  const practice = f.nearby.find((o) => PRACTICE.has(o.type) && has(o) && !used.has(o.title))
  if (practice) {
    used.add(practice.title)
    return `Practise it at “${practice.title}” (${practice.organization}).`
  }
  const event = f.events.find((e) => mentions(e.label, skill) && !used.has(e.id))
  if (event) {
    used.add(event.id)
    return `Go to “${event.label}” ${eventWhen(event.detail)} to see it used.`
  }
  const person = f.people.find((p) => p.skills.some((x) => x.toLowerCase() === skill.toLowerCase()) && !used.has(p.id))
  if (person) {
    used.add(person.id)
    return `${person.name} lists ${skill} on their profile: ask how they learned it and what they use it for.`
  }
  const job = f.postings.find((o) => has(o) && !used.has(o.title))
  if (job) {
    used.add(job.title)
    return `Read what “${job.title}” at ${job.organization} uses it for, then build a small piece of work that does the same.`
  }
  return FALLBACK_ACTIONS[i % FALLBACK_ACTIONS.length](skill)
}

export function careerSteps(f: CareerFacts, thin: boolean): CareerStep[] {
  const used = new Set<string>()
  const steps: CareerStep[] = []
  const lacking = f.skills.filter((s) => f.lack.includes(s.skill)).slice(0, thin ? 2 : 4)
  lacking.forEach((s, i) =>
    steps.push({
      title: `Learn ${s.skill}`,
      detail: `${evidence(f, s, i)} ${action(f, s.skill, i, used)}`,
      weeks: s.share >= 0.5 ? 6 : 4,
    }),
  )
  if (f.basis === 'none') {
    const guide = f.people[0]
    if (guide) used.add(guide.id)
    steps.push({
      title: `Find out what ${f.role} roles ask for`,
      detail: `No open opportunity here is for a ${f.role} yet, so the platform cannot say which skills to learn. ${
        guide
          ? `Ask ${guide.name}${guide.headline ? ` (${guide.headline})` : ''} which skills they use most.`
          : 'Read three postings for the role elsewhere and list the skills they share.'
      }`,
      weeks: 1,
    })
  } else if (f.have.length + f.lack.length > 0) {
    const example = f.postings.find((o) => !used.has(o.title) && (o.type === 'job' || o.type === 'internship'))
    const combine = listOf([...f.have.slice(0, 2), ...f.lack.slice(0, 2)])
    steps.push({
      title: 'Build a portfolio project',
      detail: example
        ? `Combine ${combine} in one project shaped like the work in “${example.title}” at ${example.organization}, and add it to your profile.`
        : `Combine ${combine} in one project you can show, and add it to your profile.`,
      weeks: 4,
    })
  }
  const people = f.people.filter((p) => !used.has(p.id)).slice(0, 3)
  const community = f.communities[0]
  if (people.length || community) {
    steps.push({
      title: people.length ? 'Meet people in the field' : `Join ${community!.label}`,
      detail: [
        people.length
          ? `Connect with ${listOf(people.map((p) => (p.headline ? `${p.name} (${p.headline})` : p.name)))}.`
          : '',
        community && people.length
          ? `Join ${community.label} (${community.detail}) and ask what they wish they had learned first.`
          : community
            ? `${capital(community.detail ?? 'Its members')} who can tell you what they wish they had learned first.`
            : '',
      ]
        .filter(Boolean)
        .join(' '),
      weeks: 1,
    })
  }
  const event = f.events.find((e) => !used.has(e.id))
  if (event)
    steps.push({
      title: `Go to ${event.label}`,
      detail: `It is ${eventWhen(event.detail)}: bring one question about ${f.lack[0] ?? f.role} for the people there.`,
      weeks: 1,
    })
  const [next, ...more] = f.openNow
  steps.push({
    title: 'Apply',
    detail: next
      ? `Start with “${next.title}” at ${next.organization}${day(next.deadline) ? `, which closes on ${day(next.deadline)}` : ''}${more.length ? `; ${plural(more.length, 'more opening')} below match too` : ''}.`
      : `Nothing for a ${f.role} is open here right now: save a search for “${f.role}” on Opportunities and apply when one opens.`,
    weeks: 2,
  })
  return steps
}

export function careerNarrative(f: CareerFacts, steps: CareerStep[], thin: boolean): string {
  const n = f.postings.length
  const example = f.postings[0]
  const opening =
    f.basis === 'none'
      ? `No open opportunity here is for a ${f.role} yet, so I can't tell from the platform which skills it asks for. Below are the people, communities and events closest to it.`
      : f.basis === 'field'
        ? `No open opportunity here is titled ${f.role}, so this path reads the ${plural(n, `${f.field} opening`)} instead${example ? `, such as “${example.title}”` : ''}: a neighbouring field, not the role itself.`
        : `Your path to ${f.role}, from the ${plural(n, `open ${f.role} opportunity`, `open ${f.role} opportunities`)} here.`
  const lines = [opening]
  if (f.basis !== 'none' && thin) lines.push(`That is a small sample, so only the clearest skills are listed.`)
  if (f.basis !== 'none') {
    if (!f.skills.length)
      lines.push(
        'No skill stands out: these openings ask for a spread of things, none much more often than the rest of the platform.',
      )
    else {
      if (f.have.length) lines.push(`You already have ${listOf(f.have)}, among the skills these openings ask for most.`)
      else lines.push('None of the skills on your profile are among the ones these openings ask for most yet.')
      lines.push(f.lack.length ? `What you still need: ${listOf(f.lack)}.` : 'Your skills cover what they ask for.')
    }
  }
  const weeks = steps.reduce((s, x) => s + x.weeks, 0)
  lines.push(`The steps below take about ${weeks} weeks at a steady pace.`)
  steps.forEach((s, i) => lines.push(`${i + 1}. ${s.title} (${plural(s.weeks, 'week')}): ${s.detail}`))
  return lines.join('\n')
}
