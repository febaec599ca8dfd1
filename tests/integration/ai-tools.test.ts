import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { AiConfig } from '../../server/ai/config.ts'
import { handleRun } from '../../server/ai/handler.ts'
import type {
  AiStreamEvent,
  CareerResult,
  Citation,
  ResearchResult,
  StartupResult,
  TailorResult,
} from '../../src/data/ai/types.ts'
import { anonClient, appUrl, DEMO, memberWithProfile } from './helpers.ts'

type Member = Awaited<ReturnType<typeof memberWithProfile>>

const run = (token: string, body: unknown) =>
  fetch(`${appUrl()}/api/ai/run`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

async function events(res: Response): Promise<AiStreamEvent[]> {
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/application\/x-ndjson/)
  return (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as AiStreamEvent)
}
const meta = (evs: AiStreamEvent[]) => evs.find((e) => e.type === 'meta') as Extract<AiStreamEvent, { type: 'meta' }>
const text = (evs: AiStreamEvent[]) =>
  evs
    .filter((e): e is Extract<AiStreamEvent, { type: 'text' }> => e.type === 'text')
    .map((e) => e.delta)
    .join('')

async function openOpportunity(org: Member, fields: Record<string, unknown>) {
  const { data, error } = await org.client
    .from('opportunities')
    .insert({
      posted_by: org.id,
      title: 'Opportunity',
      organization: 'Test Org',
      type: 'job',
      description: 'A role.',
      status: 'open',
      ...fields,
    })
    .select('id')
    .single()
  if (error) throw error
  return data.id as string
}

/** Every cited row is one the caller can read themselves. */
async function allVisible(member: Member, citations: Citation[]) {
  const opps = citations.filter((c) => c.kind === 'opportunity').map((c) => c.id)
  const people = citations.filter((c) => c.kind === 'person').map((c) => c.id)
  const [o, p] = await Promise.all([
    opps.length ? member.client.from('opportunities').select('id').in('id', opps) : { data: [] },
    people.length ? member.client.from('profiles').select('id').in('id', people) : { data: [] },
  ])
  expect(o.data?.length).toBe(opps.length)
  expect(p.data?.length).toBe(people.length)
}

describe('ai_documents', () => {
  it('belong to their owner alone', async () => {
    const [owner, other] = await Promise.all([memberWithProfile('ai-doc-owner'), memberWithProfile('ai-doc-other')])
    const { data: doc, error } = await owner.client
      .from('ai_documents')
      .insert({ tool: 'career', title: 'Path to Data Engineer', content: { result: {} } })
      .select()
      .single()
    expect(error).toBeNull()
    expect(doc.owner_id).toBe(owner.id)
    expect((await other.client.from('ai_documents').select('id').eq('id', doc.id)).data).toEqual([])
    await other.client.from('ai_documents').update({ title: 'Stolen' }).eq('id', doc.id)
    await other.client.from('ai_documents').delete().eq('id', doc.id)
    expect((await anonClient().from('ai_documents').select('id').eq('id', doc.id)).data ?? []).toEqual([])
    const mine = await owner.client.from('ai_documents').select('title').eq('id', doc.id).single()
    expect(mine.data?.title).toBe('Path to Data Engineer')
    const forged = await other.client
      .from('ai_documents')
      .insert({ owner_id: owner.id, tool: 'resume', title: 'Forged', content: {} })
    expect(forged.error).not.toBeNull()
  })
})

describe('daily AI allowance', () => {
  it('counts requests per member and refuses past the limit with the next UTC midnight', async () => {
    const [a, b] = await Promise.all([memberWithProfile('ai-quota-a'), memberWithProfile('ai-quota-b')])
    const first = await a.client.rpc('ai_take_quota', { daily_limit: 2 })
    const second = await a.client.rpc('ai_take_quota', { daily_limit: 2 })
    const third = await a.client.rpc('ai_take_quota', { daily_limit: 2 })
    expect(first.data).toMatchObject({ allowed: true, used: 1, limit: 2 })
    expect(second.data).toMatchObject({ allowed: true, used: 2 })
    expect(third.data).toMatchObject({ allowed: false, used: 2 })
    const midnight = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z').getTime() + 86_400_000
    expect(new Date((third.data as { reset_at: string }).reset_at).getTime()).toBe(midnight)
    expect((await b.client.rpc('ai_take_quota', { daily_limit: 2 })).data).toMatchObject({ allowed: true, used: 1 })
    const cheat = await a.client.from('ai_usage').update({ count: 0 }).eq('user_id', a.id).select()
    expect(cheat.data ?? []).toEqual([])
    expect((await a.client.from('ai_usage').select('*').single()).data?.count).toBe(2)
  })
})

describe('grounding under the caller’s RLS', () => {
  it('never finds a private profile or another organisation’s draft', async () => {
    const tag = `zy${Date.now().toString(36)}`
    const [reader, open, hidden, org] = await Promise.all([
      memberWithProfile('ai-reader'),
      memberWithProfile('ai-prof-open', { profile_type: 'professor', interests: [`${tag}physics`] }),
      memberWithProfile('ai-prof-hidden', {
        profile_type: 'professor',
        interests: [`${tag}physics`],
        is_public: false,
      }),
      memberWithProfile('ai-org', { profile_type: 'company' }),
    ])
    const people = await reader.client.rpc('ai_people', {
      terms: [`${tag}physics`],
      profile_types: ['professor'],
      max_rows: 10,
    })
    expect(people.error).toBeNull()
    expect((people.data as { id: string }[]).map((p) => p.id)).toEqual([open.id])
    expect((people.data as { id: string }[]).map((p) => p.id)).not.toContain(hidden.id)

    const published = await openOpportunity(org, { title: `${tag} analyst`, skills: ['Excel'] })
    await openOpportunity(org, { title: `${tag} analyst draft`, status: 'draft', skills: ['Secret'] })
    const opps = await reader.client.rpc('ai_opportunities', { terms: [tag], max_rows: 10 })
    expect((opps.data as { id: string }[]).map((o) => o.id)).toEqual([published])
    const demand = await reader.client.rpc('ai_skill_demand', { terms: [tag] })
    expect(demand.data).toEqual([{ skill: 'Excel', demand: 1, opportunities: 1 }])
  })

  it('grounds a career path in the caller’s own applications only', async () => {
    const student = await memberWithProfile('ai-student', { skills: ['Python'] })
    const evs = await events(await run(student.session.access_token, { action: 'career', role: 'Data Engineer' }))
    const m = meta(evs)
    expect(m.engine).toBe('Built-in assistant')
    const result = m.data as CareerResult
    // The seed's "Junior Data Engineer" roles ask for Python, SQL and Airflow.
    expect(result.have).toEqual(['Python'])
    expect(result.lack).toEqual(expect.arrayContaining(['SQL', 'Airflow']))
    expect(result.steps.map((s) => s.title)).toEqual(expect.arrayContaining(['Learn SQL', 'Learn Airflow']))
    expect(result.opportunities.length).toBeGreaterThan(0)
    expect(result.opportunities.every((o) => o.href === `/opportunities?id=${o.id}`)).toBe(true)
    await allVisible(student, m.citations)
    expect(text(evs)).toContain('You already have Python')
    expect(evs.at(-1)).toEqual({ type: 'done' })
  })
})

describe('POST /api/ai/run with the built-in engine', () => {
  it('researches a topic: the professor here, research opportunities, an outline', async () => {
    const member = await memberWithProfile('ai-research')
    const evs = await events(
      await run(member.session.access_token, { action: 'research', topic: 'accessibility research on screen readers' }),
    )
    const m = meta(evs)
    const people = (m.data as { people: Citation[] }).people
    expect(people.map((p) => p.id)).toContain(DEMO.professor)
    expect((m.data as { outline: { heading: string }[] }).outline.map((s) => s.heading)).toEqual([
      'Research question',
      'Literature plan',
      'Methods',
      'Timeline',
      'People to consult',
    ])
    await allVisible(member, m.citations)
  })

  it('summarises a pasted text extractively', async () => {
    const member = await memberWithProfile('ai-summary')
    const evs = await events(
      await run(member.session.access_token, {
        action: 'summarize',
        text: 'Screen readers read pages aloud. Navigation by headings is the most common strategy among expert users. The cafeteria was closed on Monday. Mobile screen readers add gestures that novices find hard to learn. Headings and landmarks make navigation faster for everyone.',
      }),
    )
    const summary = (meta(evs).data as { summary: string[] }).summary
    expect(summary).toHaveLength(3)
    expect(summary).not.toContain('The cafeteria was closed on Monday.')
  })

  it('builds a startup canvas with investors and programs here', async () => {
    const member = await memberWithProfile('ai-startup')
    const evs = await events(
      await run(member.session.access_token, {
        action: 'startup',
        idea: 'A climate app that helps students cut the carbon footprint of their commute.',
      }),
    )
    const data = meta(evs).data as {
      canvas: Record<string, string>
      investors: Citation[]
      programs: Citation[]
      sector: string
    }
    expect(Object.keys(data.canvas)).toHaveLength(9)
    expect(data.sector).toBe('climate')
    expect(data.investors.map((i) => i.id)).toContain('00000000-0000-4000-8000-000000000007')
    expect(data.programs.length).toBeGreaterThan(0)
  })

  it('scores a resume against an opportunity and names the missing skills', async () => {
    const [member, org] = await Promise.all([
      memberWithProfile('ai-tailor'),
      memberWithProfile('ai-tailor-org', { profile_type: 'company' }),
    ])
    const id = await openOpportunity(org, {
      title: 'Data Analyst Intern',
      skills: ['SQL', 'Python', 'Tableau', 'Statistics'],
    })
    const evs = await events(
      await run(member.session.access_token, {
        action: 'tailor',
        opportunityId: id,
        resumeText: 'Maya Okafor. Skills: Python, SQL (Postgres). Built dashboards.',
      }),
    )
    const data = meta(evs).data as TailorResult
    expect(data).toMatchObject({ score: 50, matched: ['SQL', 'Python'], missing: ['Tableau', 'Statistics'] })
    const missing = await run(member.session.access_token, {
      action: 'tailor',
      opportunityId: '00000000-0000-4000-8000-0000000000ff',
      resumeText: 'Long enough resume text here.',
    })
    expect(missing.status).toBe(404)
  })

  it('refuses bad input, oversize bodies and callers without a session', async () => {
    const member = await memberWithProfile('ai-bad')
    const bad = await run(member.session.access_token, { action: 'career', role: '' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.code).toBe('invalid_request')
    expect((await run(member.session.access_token, '{not json')).status).toBe(400)
    const big = await run(member.session.access_token, { action: 'summarize', text: 'word '.repeat(20_000) })
    expect(big.status).toBe(413)
    const anon = await fetch(`${appUrl()}/api/ai/run`, { method: 'POST', body: '{}' })
    expect(anon.status).toBe(401)
  })

  it('reads the text of an uploaded PDF', async () => {
    const member = await memberWithProfile('ai-pdf')
    const { PDFDocument, StandardFonts } = await import('pdf-lib')
    const doc = await PDFDocument.create()
    const page = doc.addPage()
    page.drawText('Screen readers and mobile navigation', {
      x: 50,
      y: 700,
      size: 14,
      font: await doc.embedFont(StandardFonts.Helvetica),
    })
    const res = await fetch(`${appUrl()}/api/ai/pdf-text`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${member.session.access_token}`, 'Content-Type': 'application/pdf' },
      body: Buffer.from(await doc.save()),
    })
    expect(res.status).toBe(200)
    expect((await res.json()).data).toEqual({ pages: 1, text: 'Screen readers and mobile navigation' })
  })
})

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
  let server: Server
  let baseURL: string
  let reply: 'stream' | '429' | 'hang' = 'stream'
  const prompts: string[] = []
  beforeAll(async () => {
    process.env.SUPABASE_URL = appUrl()
    process.env.SUPABASE_ANON_KEY = inject('anonKey')
    server = createServer((req, res) => {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', () => {
        prompts.push(raw)
        if (reply === '429')
          return res.writeHead(429, { 'content-type': 'application/json' }).end('{"error":{"message":"slow down"}}')
        if (reply === 'hang') return
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        for (const w of ['Start ', 'with ', 'SQL.'])
          res.write(
            `data: ${JSON.stringify({ id: '1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content: w }, finish_reason: null }] })}\n\n`,
          )
        res.write(
          `data: ${JSON.stringify({ id: '1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
        )
        res.end('data: [DONE]\n\n')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })
  const config = (patch: Partial<AiConfig> = {}): AiConfig => ({
    baseURL,
    model: 'tiny-llama',
    apiKey: 'k',
    timeoutMs: 5_000,
    dailyLimit: 50,
    ...patch,
  })
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
