import type { AiConfig } from '../../server/ai/config.ts'
import { handleRun } from '../../server/ai/handler.ts'
import type { AiStreamEvent, CareerResult, Citation, ResearchResult, StartupResult } from '../../src/data/ai/types.ts'

/** Three goals from different fields per tool, the ones tests/integration/ai-tools.test.ts checks. */
export const AI_GOALS = [
  { action: 'career', role: 'Data Scientist' },
  { action: 'career', role: 'Product Designer' },
  { action: 'career', role: 'Mechanical Engineer' },
  { action: 'research', topic: 'machine learning for climate' },
  { action: 'research', topic: 'screen-reader accessibility on mobile' },
  { action: 'research', topic: 'public health data for cities' },
  {
    action: 'startup',
    idea: 'A marketplace where students on campus rent cameras, drones and lab equipment from each other.',
  },
  { action: 'startup', idea: 'A climate app that helps students cut the carbon footprint of their commute.' },
  { action: 'startup', idea: 'An app that helps nurses hand over patients safely between shifts.' },
  {
    action: 'rewrite',
    bullets: [
      'Responsible for patient observations on a 30-bed ward',
      'worked on CAD models of a gearbox for the robotics team',
      'helped with data pipelines for the sports analytics club',
    ],
  },
] as const

const list = (xs: Citation[]) =>
  xs.length ? xs.map((x) => `${x.label}${x.detail ? ` (${x.detail})` : ''}`).join('; ') : '—'

function facts(action: string, data: unknown): string[] {
  if (action === 'career') {
    const d = data as CareerResult
    return [
      `- skills by relevance: ${d.demand.map((s) => `${s.skill} ${s.demand}/${d.sample}`).join(', ') || '—'}`,
      `- people: ${list(d.people)}`,
      `- communities: ${list(d.communities)}; events: ${list(d.events)}`,
    ]
  }
  if (action === 'research') {
    const d = data as ResearchResult
    return [
      `- key terms: ${d.keywords.join(', ')}`,
      `- professors and researchers: ${list(d.people)}`,
      `- research opportunities: ${list(d.opportunities)}`,
      `- first question: ${d.outline[0].points[0]}`,
    ]
  }
  if (action === 'startup') {
    const d = data as StartupResult
    return [
      `- name: ${d.name}; category: ${d.sector}; value proposition: ${d.canvas.uniqueValueProposition}`,
      `- programs: ${list(d.programs)}`,
    ]
  }
  return (data as { bullets: { suggestions: string[] }[] }).bullets.map((b) => `- ${b.suggestions[0]}`)
}

/** The built-in engine's answer to each goal, as Markdown a reader can judge (text and the structured picks). */
export async function aiAnswers(token: string, config: AiConfig): Promise<string> {
  const out: string[] = []
  for (const goal of AI_GOALS) {
    const res = await handleRun(
      new Request('http://bench/api/ai/run', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(goal),
      }),
      config,
    )
    if (res.status !== 200) throw new Error(`${goal.action}: ${res.status} ${await res.text()}`)
    const events = (await res.text())
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as AiStreamEvent)
    const meta = events.find((e) => e.type === 'meta')
    const text = events.flatMap((e) => (e.type === 'text' ? [e.delta] : [])).join('')
    const { action, ...asked } = goal
    out.push(
      `### ${action}: ${Object.values(asked).flat().join(' / ')}`,
      '',
      ...(text ? ['```text', text.trim(), '```', ''] : []),
      ...facts(action, meta?.type === 'meta' ? meta.data : null),
      '',
    )
  }
  return out.join('\n')
}
