import { describe, expect, it } from 'vitest'
import type { CareerResult, Citation, TailorResult } from '../../src/data/ai/types.ts'
import { events, meta, run, text } from './ai-fixtures.ts'
import { anonClient, appUrl, DEMO, memberWithProfile, openOpportunity, type Member } from './helpers.ts'

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
