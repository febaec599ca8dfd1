import type { TypedSupabaseClient } from '../supabase-client.ts'
import type { Citation, LeanCanvas, OutlineSection, StartupResult } from '../../src/data/ai/types.ts'
import * as g from './grounding.ts'
import { overlap, stemSet } from './match.ts'
import { ideaCategory, salientWords, ventureNames } from './naming.ts'
import { sentences } from './nlp.ts'
import { capital, clean, listOf, platformData, SYSTEM, unique, type Prepared } from './prepared.ts'

const FUNDING_TYPES = ['grant', 'investment', 'competition']

/** "where students rent cameras…", "helps nurses hand over patients…": who it is for and what they do with it. */
const WHO_DOES =
  /\b(?:for|helps?|where|lets?)\s+((?:[a-z-]+\s+){0,2}?[a-z]+s)\s+(?:to\s+)?([a-z][^.;!?]*?)\s*(?:[.;!?]|$)/i

/** Citations that share at least one stem with the idea, best first. */
function byOverlap<T>(items: T[], text: (x: T) => string, stems: string[]): T[] {
  return items
    .map((x) => ({ x, n: overlap(stemSet(text(x)), stems) }))
    .filter((s) => s.n > 0)
    .sort((a, b) => b.n - a.n)
    .map((s) => s.x)
}

export async function startup(supabase: TypedSupabaseClient, userId: string, idea: string): Promise<Prepared> {
  const salient = salientWords(idea)
  const kw = unique(salient.map((w) => w.surface)).slice(0, 6)
  const sector = ideaCategory(idea)
  const [name, ...otherNames] = ventureNames(idea)
  const terms = unique([...kw, ...(sector === 'technology' ? [] : sector.split(' '))])
  const stems = [...stemSet(terms.join(' '))]
  const me = await g.memberFacts(supabase, userId)
  const [pitchRows, investorRows, programRows] = await Promise.all([
    g.pitches(supabase, terms, 8),
    g.people(supabase, terms, ['investor', 'philanthropist'], 8),
    g.opportunities(supabase, terms, 20, FUNDING_TYPES),
  ])
  const similar = byOverlap(pitchRows, (p: Citation) => `${p.label} ${p.detail ?? ''}`, stems).slice(0, 4)
  const matchedInvestors = byOverlap(
    investorRows,
    (p) => `${p.headline ?? ''}, ${p.interests.join(', ')}, ${p.skills.join(', ')}`,
    stems,
  )
  const investors = matchedInvestors.length
    ? matchedInvestors.slice(0, 4)
    : await g.people(
        supabase,
        ['startup', 'startups', 'seed', 'venture', 'founders'],
        ['investor', 'philanthropist'],
        4,
      )
  const matchedPrograms = unique(
    byOverlap(programRows, (o) => `${o.title}, ${o.skills.join(', ')}`, stems),
    (o) => o.title,
  )
  const programs = matchedPrograms.length
    ? matchedPrograms.slice(0, 4)
    : await g.opportunities(supabase, [], 4, FUNDING_TYPES)
  const first = clean(sentences(idea)[0] ?? idea)
  const who = WHO_DOES.exec(idea)
  const audience = who?.[1].toLowerCase() ?? 'early adopters'
  // "where students on campus rent …": the place is not part of what they do.
  const action = who?.[2].replace(/^(?:on|at|in|around|across)\s+[a-z-]+\s+(?=[a-z])/i, '')
  const canvas: LeanCanvas = {
    problem: `${first}\nExisting alternatives: what ${audience} do today instead.`,
    customerSegments: `${capital(audience)}.\nEarly adopters: ${me.university ? `members at ${me.university}` : 'members of your own network'}.`,
    uniqueValueProposition: action
      ? `The simplest way for ${audience} to ${action}.`
      : `The simplest way to handle ${listOf(kw.slice(0, 2), 'this')}.`,
    solution: action
      ? `A first version that does one thing well: lets ${audience} ${action}.`
      : `A first version that does one thing well around ${listOf(kw.slice(0, 3), 'the idea')}.`,
    channels: 'Campus communities and events on the platform, partner organisations, word of mouth.',
    revenueStreams: sector.includes('marketplace')
      ? 'A fee on each transaction; grants and programs listed below while you validate.'
      : 'Subscription or per-use fee; grants and programs listed below while you validate.',
    costStructure: 'Development time, hosting, customer acquisition.',
    keyMetrics: 'Weekly active users, retention after 4 weeks, conversion to paid.',
    unfairAdvantage: me.skills.length
      ? `Your own skills: ${listOf(me.skills.slice(0, 4))}.`
      : 'What you know that others do not.',
  }
  const pitchOutline: OutlineSection[] = [
    { heading: 'Problem', points: [first] },
    { heading: 'Solution', points: [canvas.solution] },
    { heading: 'Market', points: [`${capital(audience)}, in ${sector}.`] },
    { heading: 'Traction', points: ['Interviews held, sign-ups, pilots.'] },
    { heading: 'Team', points: [`${me.name}${me.skills.length ? ` (${listOf(me.skills.slice(0, 3))})` : ''}`] },
    { heading: 'Ask', points: ['Amount, and the milestones it funds.'] },
  ]
  const result: StartupResult = {
    idea,
    name,
    sector,
    keywords: kw,
    canvas,
    pitchOutline,
    similarPitches: similar,
    investors: investors.map(g.cite.person),
    programs: programs.map(g.cite.opportunity),
  }
  const offlineText = [
    `${name}: a lean canvas for your ${sector} idea, built around ${listOf(kw.slice(0, 4))}.${otherNames.length ? ` Other names from your words: ${listOf(otherNames)}.` : ''}`,
    similar.length
      ? `Similar pitches here: ${listOf(similar.map((p) => p.label))}.`
      : 'No similar pitch on the platform yet.',
    matchedInvestors.length
      ? `Investors who list this area: ${listOf(result.investors.slice(0, 3).map((p) => p.label))}.`
      : result.investors.length
        ? `No investor here lists ${sector} yet; these back student founders in general: ${listOf(result.investors.slice(0, 3).map((p) => p.label))}.`
        : 'No investor here lists this area yet.',
    matchedPrograms.length
      ? `Funding programs open now that fit it: ${listOf(result.programs.slice(0, 3).map((p) => p.label))}.`
      : result.programs.length
        ? `No funding program here names ${sector}; general ones open now: ${listOf(result.programs.slice(0, 3).map((p) => p.label))}.`
        : 'No funding program is open right now.',
    'Edit each box, then turn it into a pitch.',
  ].join('\n')
  return {
    citations: [...similar, ...result.investors, ...result.programs],
    data: result,
    offlineText,
    prompt: {
      system: SYSTEM,
      prompt: `Startup idea: ${idea}\n${platformData({ founder: { name: me.name, skills: me.skills, university: me.university }, draftCanvas: canvas, similarPitches: similar, investors, programs })}\nGive sharp feedback on the idea: the riskiest assumption, how to test it in two weeks, which listed investors and programs fit and why, and how to improve the canvas.`,
    },
  }
}
