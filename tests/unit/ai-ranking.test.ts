import { describe, expect, it } from 'vitest'
import { careerNarrative, careerSteps, type CareerFacts } from '../../server/ai/career-wording.ts'
import type { OpportunityRow } from '../../server/ai/grounding.ts'
import { roleWords } from '../../server/ai/match.ts'
import { ideaCategory, ventureNames } from '../../server/ai/naming.ts'
import { keywords } from '../../server/ai/nlp.ts'
import { isResearcher, rankByTopic, researchQuestion, researchTypes } from '../../server/ai/research-ranking.ts'
import { rewrite } from '../../server/ai/resume.ts'
import { rankSkills, rolePostings } from '../../server/ai/skill-ranking.ts'

let n = 0
const posting = (title: string, type: string, skills: string[]): OpportunityRow => ({
  id: `o${++n}`,
  title,
  organization: 'Org',
  type,
  skills,
  deadline: null,
})
const many = (count: number, title: string, type: string, skills: string[]) =>
  Array.from({ length: count }, (_, i) => posting(`${title}${i ? ` ${i}` : ''}`, type, skills))

// The shape of the demo seed: a few families of postings, each with its own skills.
const board = [
  ...many(25, 'Junior Data Engineer', 'job', ['Python', 'SQL', 'Airflow']),
  ...many(3, 'Software Engineering Intern, Data Platform', 'internship', ['TypeScript', 'SQL']),
  ...many(23, 'Software Engineering Intern', 'internship', ['TypeScript', 'SQL']),
  ...many(3, 'Civic Technology Fellowship: Transit Data', 'fellowship', ['Public policy', 'React']),
  ...many(22, 'Civic Technology Fellowship', 'fellowship', ['Public policy', 'React']),
  ...many(3, 'Portfolio Challenge: Data Stories', 'competition', ['Storytelling', 'Design']),
  ...many(3, 'Portfolio Challenge: Product Design', 'competition', ['Storytelling', 'Design']),
  ...many(19, 'Portfolio Challenge', 'competition', ['Storytelling', 'Design']),
  ...many(25, 'Lakeside Accessibility Hackathon', 'hackathon', ['Prototyping', 'Design']),
  ...many(25, 'Undergraduate Research Assistant (HCI)', 'research', ['Research methods', 'Statistics']),
  ...many(3, 'First-Generation Scholars Award for Engineering', 'scholarship', ['Leadership']),
  ...many(3, 'First-Generation Scholars Award for Nursing', 'scholarship', ['Leadership']),
]
const count = (skill: string) => board.filter((o) => o.skills.includes(skill)).length
const background = {
  sample: board.length,
  demand: [...new Set(board.flatMap((o) => o.skills))].map((skill) => ({ skill, demand: count(skill) })),
}
const skillsFor = (role: string) => rankSkills(rolePostings(roleWords(role), board).postings, background)

describe('skills ranked by relevance to the role', () => {
  it('reads a data scientist from data openings: Python, SQL, Airflow; never Design, Public policy or React', () => {
    const { basis, postings } = rolePostings(roleWords('Data Scientist'), board)
    expect(basis).toBe('field')
    expect(postings.every((o) => /data/i.test(o.title))).toBe(true)
    const skills = skillsFor('Data Scientist').map((s) => s.skill)
    expect(skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Airflow']))
    for (const off of ['Design', 'Public policy', 'React', 'TypeScript', 'Storytelling'])
      expect(skills).not.toContain(off)
  })

  it('ranks by specificity, not by raw count: Airflow (only data roles) above SQL (everywhere)', () => {
    const skills = skillsFor('Data Engineer')
    expect(skills.findIndex((s) => s.skill === 'Airflow')).toBeLessThan(skills.findIndex((s) => s.skill === 'SQL'))
    const sql = skills.find((s) => s.skill === 'SQL')!
    expect(sql.count).toBe(28)
    expect(sql.lift).toBeGreaterThan(1.5)
  })

  it('reads a product designer from postings that name both words, and a thin sample stays on the field', () => {
    const { basis, postings } = rolePostings(roleWords('Product Designer'), board)
    expect(basis).toBe('role')
    expect(postings).toHaveLength(3)
    expect(skillsFor('Product Designer').map((s) => s.skill)).toEqual(['Storytelling', 'Design'])
  })

  it('finds nothing for a mechanical engineer rather than software or scholarship skills', () => {
    expect(rolePostings(roleWords('Mechanical Engineer'), board)).toEqual({ basis: 'none', postings: [] })
    expect(skillsFor('Mechanical Engineer')).toEqual([])
    expect(skillsFor('Nurse')).toEqual([])
  })

  it('tells the head noun of a role from its field', () => {
    expect(roleWords('Senior Data Scientist')).toMatchObject({ words: ['data', 'scientist'], fieldWords: ['data'] })
    expect(roleWords('Public health')).toMatchObject({ field: [], fieldWords: [] })
  })
})

const facts = (patch: Partial<CareerFacts>): CareerFacts => ({
  role: 'Data Scientist',
  basis: 'field',
  field: 'data',
  postings: rolePostings(roleWords('Data Scientist'), board).postings,
  skills: skillsFor('Data Scientist'),
  have: ['Python'],
  lack: ['Airflow', 'SQL'],
  nearby: board,
  people: [
    {
      id: 'p1',
      name: 'Jonah Lee',
      headline: 'Data science student',
      profile_type: 'student',
      university: null,
      skills: ['Python', 'SQL'],
      interests: [],
    },
  ],
  communities: [{ kind: 'community', id: 'c1', label: 'Data Circle', detail: '12 members', href: '/c/1' }],
  events: [{ kind: 'event', id: 'e1', label: 'Data for public services', detail: '2026-12-18', href: '/e/1' }],
  openNow: board.slice(0, 3),
  ...patch,
})

describe('career steps', () => {
  it('say something specific in each step, with no sentence repeated', () => {
    const steps = careerSteps(facts({}), false)
    expect(steps.map((s) => s.title)).toEqual([
      'Learn Airflow',
      'Learn SQL',
      'Build a portfolio project',
      // Jonah Lee is named in the SQL step already, so this one is the community.
      'Join Data Circle',
      'Go to Data for public services',
      'Apply',
    ])
    const sentences = steps.flatMap((s) => s.detail.split(/(?<=\.)\s+/))
    expect(new Set(sentences).size).toBe(sentences.length)
    expect(steps[0].detail).toMatch(/^25 of the 34 data openings here ask for Airflow \(74%\)/)
    expect(steps[1].detail).toContain('Jonah Lee lists SQL on their profile')
    expect(steps[4].detail).toContain('18 December')
  })

  it('say honestly when no opening names the role, or none matches at all', () => {
    expect(careerNarrative(facts({}), careerSteps(facts({}), false), false)).toMatch(
      /^No open opportunity here is titled Data Scientist, so this path reads the 34 data openings instead/,
    )
    const none = facts({
      role: 'Mechanical Engineer',
      basis: 'none',
      postings: [],
      skills: [],
      have: [],
      lack: [],
      openNow: [],
    })
    const steps = careerSteps(none, false)
    expect(steps.some((s) => s.title.startsWith('Learn'))).toBe(false)
    expect(careerNarrative(none, steps, false)).toMatch(/^No open opportunity here is for a Mechanical Engineer yet/)
    expect(steps.at(-1)?.detail).toContain('save a search for “Mechanical Engineer”')
  })
})

describe('research', () => {
  const person = (profile_type: string, headline: string) => ({ profile_type, headline })
  it('lists professors and researchers by their real role, never students or organisations', () => {
    expect(isResearcher(person('professor', 'Associate Professor of Machine Learning'))).toBe(true)
    expect(isResearcher(person('employer', 'Research scientist at BrightPath'))).toBe(true)
    expect(isResearcher(person('student', 'Machine learning researcher · MSc student'))).toBe(false)
    expect(isResearcher(person('university', 'A public research university'))).toBe(false)
    expect(isResearcher(person('employer', 'Talent partner at Northwind Labs'))).toBe(false)
  })

  it('counts scholarships as research opportunities only when the topic asks for them', () => {
    expect(researchTypes('machine learning for climate')).toEqual(['research', 'fellowship', 'grant'])
    expect(researchTypes('scholarships for first-generation students')).toContain('scholarship')
  })

  it('keeps the opportunities that cover the topic, once per title', () => {
    const rows = [
      {
        ...posting('Undergraduate Research Assistant (HCI) — Mobile Accessibility', 'research', []),
        words: ['screen', 'reader', 'accessibility', 'mobile'],
      },
      {
        ...posting('Undergraduate Research Assistant (HCI)', 'research', []),
        words: ['screen', 'reader', 'accessibility'],
      },
      {
        ...posting('Undergraduate Research Assistant (HCI)', 'research', []),
        words: ['screen', 'reader', 'accessibility'],
      },
      {
        ...posting('Civic Technology Fellowship: Voter Access', 'fellowship', ['Public policy']),
        words: ['accessibility'],
      },
    ]
    expect(rankByTopic(rows, ['screen', 'reader', 'access', 'mobil']).map((o) => o.title)).toEqual([
      'Undergraduate Research Assistant (HCI) — Mobile Accessibility',
      'Undergraduate Research Assistant (HCI)',
    ])
  })

  it('shows key terms as whole words, without stop words', () => {
    expect(keywords('machine learning for climate')).toEqual(['machine', 'climate', 'learning'])
    expect(keywords('public health data for the cities')).toEqual(expect.arrayContaining(['data', 'cities']))
    expect(keywords('An app that helps nurses')).toEqual(['app', 'nurses'])
  })

  it('asks a first question built from the topic’s own parts', () => {
    expect(researchQuestion('machine learning for climate')).toBe(
      'How can machine learning help with climate, and what would count as evidence that it does?',
    )
    expect(researchQuestion('why do students drop out')).toBe('Why do students drop out?')
  })
})

describe('startup names and categories', () => {
  it('take the category from what the idea does, not from who it is for', () => {
    expect(ideaCategory('A marketplace where students on campus rent cameras, drones and lab equipment.')).toBe(
      'rental marketplace',
    )
    expect(ideaCategory('A climate app that helps students cut the carbon footprint of their commute.')).toBe('climate')
    expect(ideaCategory('An app that helps nurses hand over patients safely between shifts.')).toBe('health')
    expect(ideaCategory('Peer tutors for first-year courses, booked by the hour.')).toBe('education')
  })

  it('build names from the idea’s salient words, never a Student/Campus template', () => {
    const rental = ventureNames('A marketplace where students on campus rent cameras, drones and lab equipment.')
    expect(rental[0]).toBe('RentEquipment')
    expect(rental.join(' ')).not.toMatch(/Student|Campus/)
    expect(ventureNames('A climate app that helps students cut the carbon footprint of their commute.')[0]).toBe(
      'CarbonCommute',
    )
    expect(ventureNames('An app that helps nurses hand over patients safely between shifts.')[0]).toBe('NurseShift')
  })
})

describe('resume bullets from three fields', () => {
  it('start with a verb that fits the work', () => {
    const first = (bullet: string) =>
      (rewrite([bullet]).data as { bullets: { suggestions: string[] }[] }).bullets[0].suggestions[0]
    expect(first('Responsible for patient observations on a 30-bed ward')).toBe(
      'Carried out patient observations on a 30-bed ward.',
    )
    expect(first('worked on CAD models of a gearbox for the robotics team')).toMatch(
      /^Designed CAD models of a gearbox/,
    )
    expect(first('helped with data pipelines for the sports analytics club')).toMatch(/^Built data pipelines/)
  })
})
