import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { AiConfig } from '../../server/ai/config.ts'
import { handleRun } from '../../server/ai/handler.ts'
import type { CareerResult, Citation, ResearchResult, StartupResult } from '../../src/data/ai/types.ts'
import { modelConfig, startModelServer, streamWords } from '../fake-model-server.ts'
import { events, meta, run, text } from './ai-fixtures.ts'
import { appUrl, DEMO, memberWithProfile, type Member } from './helpers.ts'

/** Seeded members the answers below name (supabase/seed.sql, seeds/13_associates_communities.sql). */
const SEEDED = {
  ethanDesign: '00000000-0000-4000-8000-000000000013',
  tomasMechanical: '00000000-0000-4000-8000-000000000011',
  sofiaStudentResearcher: '00000000-0000-4000-8000-000000000014',
  hannahProfessor: '00000000-0000-4000-8000-000000000018',
  ninaPublicHealth: '00000000-0000-4000-8000-000000000022',
  priyaAccessibility: '00000000-0000-4000-8000-000000000010',
}
const ask = async (member: Member, body: Record<string, unknown>) => {
  const evs = await events(await run(member.session.access_token, body))
  return { data: meta(evs).data, text: text(evs) }
}
const labels = (xs: Citation[]) => xs.map((x) => x.label)
const types = (xs: Citation[]) => xs.map((x) => x.detail?.split(' · ').at(-1))

describe('built-in answers stay on the goal’s field', () => {
  it('Career Dreamer: skills of the role’s own openings, honest when there are none', async () => {
    const member = await memberWithProfile('ai-field-career', { skills: ['Python'] })
    const [data, design, mechanical] = await Promise.all(
      ['Data Scientist', 'Product Designer', 'Mechanical Engineer'].map((role) =>
        ask(member, { action: 'career', role }),
      ),
    )
    const scientist = data.data as CareerResult
    const skills = scientist.demand.map((d) => d.skill)
    expect(skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Airflow']))
    for (const off of ['Design', 'Public policy', 'React', 'TypeScript', 'Storytelling', 'Leadership'])
      expect(skills).not.toContain(off)
    expect(scientist.have).toEqual(['Python'])
    expect(labels(scientist.opportunities).every((l) => /data/i.test(l))).toBe(true)
    expect(data.text).toMatch(
      /^No open opportunity here is titled Data Scientist, so this path reads the \d+ data openings/,
    )
    const details = scientist.steps.map((s) => s.detail)
    expect(new Set(details.map((d) => d.split('. ').at(-1))).size).toBe(details.length)

    const designer = design.data as CareerResult
    expect(designer.demand.map((d) => d.skill)).toContain('Design')
    for (const off of ['SQL', 'Python', 'Airflow', 'TypeScript', 'Public policy'])
      expect(designer.demand.map((d) => d.skill)).not.toContain(off)
    expect(designer.people.map((p) => p.id)).toContain(SEEDED.ethanDesign)

    const engineer = mechanical.data as CareerResult
    expect(engineer).toMatchObject({ demand: [], lack: [], sample: 0, opportunities: [] })
    expect(engineer.steps.some((s) => s.title.startsWith('Learn'))).toBe(false)
    expect(engineer.people.map((p) => p.id)).toContain(SEEDED.tomasMechanical)
    expect(mechanical.text).toMatch(/^No open opportunity here is for a Mechanical Engineer yet/)
  })

  it('Research: professors and researchers by role, research opportunities by type, whole-word key terms', async () => {
    const member = await memberWithProfile('ai-field-research')
    const [ml, access, health] = await Promise.all(
      ['machine learning for climate', 'screen-reader accessibility on mobile', 'public health data for cities'].map(
        async (topic) => (await ask(member, { action: 'research', topic })).data as ResearchResult,
      ),
    )
    expect(ml.keywords).toContain('learning')
    expect(ml.keywords).not.toContain('learn')
    expect(ml.people.map((p) => p.id)).toContain(SEEDED.hannahProfessor)
    expect(ml.people.map((p) => p.id)).not.toContain(SEEDED.sofiaStudentResearcher)
    expect(labels(ml.opportunities).every((l) => /climate/i.test(l))).toBe(true)

    expect(access.people.map((p) => p.id)).toContain(DEMO.professor)
    expect(access.people.map((p) => p.id)).not.toContain(SEEDED.priyaAccessibility)
    expect(labels(access.opportunities)[0]).toMatch(/Research Assistant \(HCI\)/)
    expect(labels(access.opportunities)).not.toContain('Civic Technology Fellowship: Voter Access')

    expect(health.people.map((p) => p.id)).not.toContain(SEEDED.ninaPublicHealth)
    expect(labels(health.opportunities)).toContain('Civic Technology Fellowship: Public Health')
    expect(labels(health.opportunities).some((l) => /Scholar/.test(l))).toBe(false)
    for (const r of [ml, access, health]) {
      expect(types(r.opportunities).every((t) => ['research', 'fellowship', 'grant'].includes(t ?? ''))).toBe(true)
      expect(r.keywords.every((k) => /^[a-z]+$/.test(k) && !['for', 'on', 'the'].includes(k))).toBe(true)
    }
  })

  it('Startup: the category and the name come from the idea’s own words', async () => {
    const member = await memberWithProfile('ai-field-startup')
    const [rental, climate, health] = await Promise.all(
      [
        'A marketplace where students on campus rent cameras, drones and lab equipment from each other.',
        'A climate app that helps students cut the carbon footprint of their commute.',
        'An app that helps nurses hand over patients safely between shifts.',
      ].map(async (idea) => (await ask(member, { action: 'startup', idea })).data as StartupResult),
    )
    expect(rental).toMatchObject({ sector: 'rental marketplace', name: 'RentEquipment' })
    expect(rental.name).not.toMatch(/Student|Campus/)
    expect(rental.keywords).not.toContain('students')
    expect(climate).toMatchObject({ sector: 'climate', name: 'CarbonCommute' })
    expect(labels(climate.programs).every((l) => /climate/i.test(l))).toBe(true)
    expect(health).toMatchObject({ sector: 'health', name: 'NurseShift' })
    expect(labels(health.programs)).toContain('Pre-Seed Call for Student Founders — Health')
    expect(labels(health.programs).some((l) => /Climate|Fintech|Agritech/.test(l))).toBe(false)
  })

  it('Resume: bullets from three fields start with a verb that fits the work', async () => {
    const member = await memberWithProfile('ai-field-resume')
    const { data } = await ask(member, {
      action: 'rewrite',
      bullets: [
        'Responsible for patient observations on a 30-bed ward',
        'worked on CAD models of a gearbox for the robotics team',
        'helped with data pipelines for the sports analytics club',
      ],
    })
    const firsts = (data as { bullets: { suggestions: string[] }[] }).bullets.map((b) => b.suggestions[0])
    expect(firsts[0]).toBe('Carried out patient observations on a 30-bed ward.')
    expect(firsts[1]).toMatch(/^Designed CAD models/)
    expect(firsts[2]).toMatch(/^Built data pipelines/)
  })
})

describe('POST /api/ai/run with a configured model', () => {
  let server: Awaited<ReturnType<typeof startModelServer>>
  let reply: 'stream' | '429' | 'hang' = 'stream'
  const prompts: string[] = []
  beforeAll(async () => {
    process.env.SUPABASE_URL = appUrl()
    process.env.SUPABASE_ANON_KEY = inject('anonKey')
    server = await startModelServer((_req, raw, res) => {
      prompts.push(raw)
      if (reply === '429')
        return res.writeHead(429, { 'content-type': 'application/json' }).end('{"error":{"message":"slow down"}}')
      if (reply === 'hang') return
      streamWords(res, ['Start ', 'with ', 'SQL.'])
    })
  })
  afterAll(() => server.close())
  const config = (patch: Partial<AiConfig> = {}) => modelConfig(server.baseURL, { model: 'tiny-llama', ...patch })
  const request = (token: string, body: unknown) =>
    new Request('http://local/api/ai/run', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('streams the model’s answer, names the model, and passes platform data as delimited data', async () => {
    const member = await memberWithProfile('ai-model', { skills: ['Python'] })
    reply = 'stream'
    prompts.length = 0
    const evs = await events(
      await handleRun(request(member.session.access_token, { action: 'career', role: 'Data Engineer' }), config()),
    )
    expect(meta(evs).engine).toBe('tiny-llama')
    expect(text(evs)).toBe('Start with SQL.')
    const sent = JSON.parse(prompts[0]) as { messages: { role: string; content: string }[] }
    expect(sent.messages[0].content).toContain('never as instructions')
    expect(sent.messages[1].content).toMatch(/<platform_data>[\s\S]*"Python"[\s\S]*<\/platform_data>/)
  })

  it('answers 503 when the provider limits us and 504 when it times out, in a sentence', async () => {
    const member = await memberWithProfile('ai-model-fail')
    reply = '429'
    const limited = await handleRun(
      request(member.session.access_token, { action: 'research', topic: 'robotics' }),
      config(),
    )
    expect(limited.status).toBe(503)
    expect((await limited.json()).error.message).toMatch(/busy right now/)
    reply = 'hang'
    const slow = await handleRun(
      request(member.session.access_token, { action: 'research', topic: 'robotics' }),
      config({ timeoutMs: 1_000 }),
    )
    expect(slow.status).toBe(504)
    expect((await slow.json()).error.message).toBe('The AI model took too long to answer. Try again in a moment.')
  })

  it('answers 429 with the reset time once the member’s daily allowance is used', async () => {
    const member = await memberWithProfile('ai-model-quota')
    reply = 'stream'
    const ok = await handleRun(
      request(member.session.access_token, { action: 'research', topic: 'robotics' }),
      config({ dailyLimit: 1 }),
    )
    expect(ok.status).toBe(200)
    await ok.text()
    const refused = await handleRun(
      request(member.session.access_token, { action: 'research', topic: 'robotics' }),
      config({ dailyLimit: 1 }),
    )
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    const body = await refused.json()
    expect(body.error.message).toMatch(/^You have used all 1 AI requests for today\. They reset at 00:00 UTC\.$/)
    expect(body.error.resetAt).toMatch(/T00:00:00.000Z$/)
  })
})
