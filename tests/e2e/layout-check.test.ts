import AxeBuilder from '@axe-core/playwright'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { anonClient, appUrl, DEMO } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { layoutProblems } from './layout-problems.ts'

/**
 * Every route of SPEC §2, as a guest and as the three kinds of member (their menus and screens differ), at
 * five widths without reloading: a page that scrolls sideways, text cut with no way to read it, a missing
 * <h1>, a console error or a serious accessibility finding fails, with every finding listed at once.
 */
const WIDTHS = [360, 390, 768, 1280, 1440]
vi.setConfig({ testTimeout: 300_000 })

const PUBLIC = [
  '/',
  '/signin',
  '/signin?forgot=1',
  '/signup',
  '/email-verification?email=a%40example.test',
  '/auth/confirm',
  '/auth/callback',
  '/reset-password',
  '/guest-opportunities',
  '/signup-prompt',
  '/env-test',
  '/auth-debug',
  '/no-such-page',
]

const COMMUNITY = '13000000-0000-4000-8000-000000000002'
const EVENT = '00000000-0000-4000-9000-000000000001'
const MOU = '00000000-0000-4000-a180-000000000004'

function memberRoutes(opportunityId: string) {
  return [
    '/home',
    '/opportunities',
    '/search?q=design',
    '/community',
    `/community/${COMMUNITY}`,
    '/messages',
    '/associates',
    '/my-profile',
    `/profile/${DEMO.student}`,
    '/profile/not-a-uuid',
    '/saved-opportunities',
    '/saved-posts',
    '/saved-alerts',
    '/notifications',
    `/apply/${opportunityId}`,
    '/settings',
    '/settings/standing',
    '/moderation',
    '/my-applications',
    '/my-opportunities',
    '/upcoming-events',
    `/upcoming-events?event=${EVENT}`,
    '/ai-tools',
    '/ai-resume-builder',
    '/career-dreamer',
    '/ai-research',
    '/ai-startup',
    '/supabase-demo',
    '/author',
    '/dashboard',
  ]
}

const ORGANISATION = ['/discovery', '/funding']
/** Northwind Labs' own screens: its default hiring pipeline and one posting's pipeline (its stages, scores). */
const NORTHWIND = (postingId: string) => [
  '/hiring-pipeline?organisation=northwind-labs',
  `/hiring-pipeline?opportunity=${postingId}`,
  `/my-opportunities?id=${postingId}`,
]
const MODERATION = ['/moderation?tab=appeals', '/moderation?tab=audit']
const UNIVERSITY = ['/university/mou', `/university/mou?mou=${MOU}`, '/university/verifications']

const browser = useBrowser()
let opportunityId = ''
let northwindPosting = ''
beforeAll(async () => {
  const { data } = await anonClient().from('opportunities').select('id').eq('status', 'open').limit(1).single()
  opportunityId = data!.id
  const { data: posting } = await anonClient()
    .from('opportunities')
    .select('id')
    .eq('posted_by', DEMO.company)
    .gt('application_count', 0)
    .limit(1)
    .single()
  northwindPosting = posting!.id
})
/** Opens each route once and looks at it at every width; the findings, each prefixed with where it was seen. */
async function walk(email: string | null, routes: string[]): Promise<string[]> {
  const viewport = { width: WIDTHS[0], height: 800 }
  const page = await (email
    ? browser.signedInPage(email, { password: 'demo-password', viewport })
    : browser.newPage({ viewport }))
  const context = page.context()
  const findings: string[] = []
  let route = ''
  page.on('console', (message) => {
    if (message.type() === 'error') findings.push(`${route}: console error: ${message.text().slice(0, 200)}`)
  })
  page.on('pageerror', (error) => findings.push(`${route}: uncaught ${error.message.slice(0, 200)}`))
  for (route of routes) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 })
    await page.goto(`${appUrl()}${route}`)
    await page.waitForLoadState('networkidle')
    // Loaded as a member would see it: no skeleton or spinner still waiting.
    await page
      .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 })
      .catch(() => findings.push(`${route}: still loading after 10 s`))
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      for (const problem of await layoutProblems(page)) findings.push(`${route} at ${width} px: ${problem}`)
    }
    const axe = await new AxeBuilder({ page }).analyze()
    for (const v of axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
      findings.push(`${route}: axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }
  await context.close()
  return [...new Set(findings)]
}

describe.concurrent('layouts fit every screen', () => {
  it('for a guest', async () => {
    expect(await walk(null, PUBLIC)).toEqual([])
  })
  it('for a student', async () => {
    expect(await walk('student@demo.campus.test', memberRoutes(opportunityId))).toEqual([])
  })
  it('for an organisation', async () => {
    expect(
      await walk('company@demo.campus.test', [
        ...memberRoutes(opportunityId),
        ...ORGANISATION,
        ...NORTHWIND(northwindPosting),
      ]),
    ).toEqual([])
  })
  it('for a platform moderator', async () => {
    expect(await walk('moderator@demo.campus.test', ['/moderation', ...MODERATION, '/settings/standing'])).toEqual([])
  })
  it('for a university', async () => {
    expect(
      await walk('university@demo.campus.test', [...memberRoutes(opportunityId), ...ORGANISATION, ...UNIVERSITY]),
    ).toEqual([])
  })
})
