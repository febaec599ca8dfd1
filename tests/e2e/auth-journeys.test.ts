import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { inject } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium } from './browser.ts'
import { Shell, SignInPage, SignUpPage, latestMailLink } from './page-objects.ts'

const base = () => inject('appUrl')
// A journey shares the app server with every other test file running at the same time.
vi.setConfig({ testTimeout: 120_000 })

let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())
beforeEach(async () => {
  await context?.close()
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

const path = () => new URL(page.url()).pathname

describe('sign-up journey', () => {
  it('sign up → mail → confirm → profile selection → /home', async () => {
    const email = `journey-${randomUUID().slice(0, 8)}@example.test`
    const signUp = new SignUpPage(page)
    await signUp.open(base())
    await signUp.signUp('Journey Tester', email, 'a-long-password')
    await page.waitForURL(/\/email-verification\?email=/)
    await expect.poll(() => page.getByRole('heading', { name: 'Verify your email' }).isVisible()).toBe(true)

    await page.goto(await latestMailLink(base(), email))
    await page.getByRole('heading', { name: 'Email confirmed' }).waitFor()
    await page.getByRole('link', { name: 'Continue' }).click()
    await page.waitForURL(/\/profile-selection/)
    await page.getByRole('radio', { name: /Student/ }).click()
    await page.getByLabel('Date of birth').fill('2001-05-14')
    await page.getByRole('button', { name: /Continue as student/ }).click()
    await page.waitForURL(/\/home$/)
    await page.getByRole('heading', { name: 'Home' }).waitFor()
    expect(await new Shell(page).accountButton().textContent()).toBe('J')
  })

  it('tells a member who signs in before confirming to check their inbox', async () => {
    const email = `early-${randomUUID().slice(0, 8)}@example.test`
    const signUp = new SignUpPage(page)
    await signUp.open(base())
    await signUp.signUp('Early Bird', email, 'a-long-password')
    await page.waitForURL(/\/email-verification/)
    const signIn = new SignInPage(page)
    await signIn.open(base())
    await signIn.signIn(email, 'a-long-password')
    await page.waitForURL(/\/email-verification\?email=/)
    expect(decodeURIComponent(page.url())).toContain(email)
  })

  it('shows the backend’s error for wrong credentials', async () => {
    const signIn = new SignInPage(page)
    await signIn.open(base())
    await signIn.signIn('student@demo.campus.test', 'wrong-password')
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid login credentials')
  })

  it('checks the fields before asking the server, and follows each correction', async () => {
    const signIn = new SignInPage(page)
    await signIn.open(base())
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => page.getByText('Enter your email address.').count()).toBe(1)
    expect(await page.getByText('Enter your password.').count()).toBe(1)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email')
    await page.getByLabel('Email').fill('not-an-address')
    await expect.poll(() => page.getByText('Enter a valid email address, like name@example.com.').count()).toBe(1)
    await page.getByLabel('Email').fill('student@demo.campus.test')
    await page.getByLabel('Password').fill('demo-password')
    await expect.poll(() => page.getByRole('alert').count()).toBe(0)
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
  })
})

describe('deep links survive sign-in', () => {
  /** An open opportunity anyone may see, read the way a guest's browser reads it. */
  async function openOpportunity() {
    const res = await fetch(`${base()}/rest/v1/opportunities?select=id,title&status=eq.open&limit=1`, {
      headers: { apikey: inject('anonKey') },
    })
    const [row] = (await res.json()) as Array<{ id: string; title: string }>
    return row
  }

  it('a guest opening /apply/<id> signs in and lands on that application form', async () => {
    const opportunity = await openOpportunity()
    await page.goto(`${base()}/apply/${opportunity.id}`)
    await page.waitForURL(/\/signin\?next=/)
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/apply/${opportunity.id}`)
    await new SignInPage(page).signIn('student@demo.campus.test', 'demo-password')
    await page.waitForURL(new RegExp(`/apply/${opportunity.id}$`))
    await page.getByRole('heading', { name: `Apply: ${opportunity.title}` }).waitFor()
  })

  it('refuses a next that leads to another site and goes home instead', async () => {
    for (const next of ['https://evil.example/home', '//evil.example/home', '/\\evil.example']) {
      const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      const tab = await fresh.newPage()
      await tab.goto(`${base()}/signin?next=${encodeURIComponent(next)}`)
      await new SignInPage(tab).signIn('student@demo.campus.test', 'demo-password')
      await tab.waitForURL(/\/home$/)
      expect(new URL(tab.url()).origin).toBe(new URL(base()).origin)
      await fresh.close()
    }
  })
})

describe('remember me', () => {
  it('off keeps the session out of localStorage; on keeps it there', async () => {
    const signIn = new SignInPage(page)
    await signIn.open(base())
    await signIn.signIn('student@demo.campus.test', 'demo-password', { rememberMe: false })
    await page.waitForURL(/\/home$/)
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }))
    expect(stored.local.filter((k) => k.includes('auth'))).toEqual([])
    expect(stored.session).toContain('campus-network-auth')

    await context.close()
    context = await browser.newContext()
    page = await context.newPage()
    await new SignInPage(page).open(base())
    await new SignInPage(page).signIn('student@demo.campus.test', 'demo-password')
    await page.waitForURL(/\/home$/)
    expect(await page.evaluate(() => Object.keys(localStorage))).toContain('campus-network-auth')
  })
})

describe('guards', () => {
  it('send a guest to /signin from member areas, and to /signup-prompt from communities', async () => {
    // The wanted place rides along as ?next= (kept through sign-in).
    await page.goto(`${base()}/home`)
    await page.waitForURL(/\/signin\?next=%2Fhome$/)
    await page.goto(`${base()}/settings`)
    await page.waitForURL(/\/signin\?next=%2Fsettings$/)
    await page.goto(`${base()}/community/abc`)
    await page.waitForURL(/\/signup-prompt\?next=%2Fcommunity%2Fabc$/)
  })

  it('let a guest see public pages, and show a not-found page for unknown paths', async () => {
    await page.goto(`${base()}/guest-opportunities`)
    expect(path()).toBe('/guest-opportunities')
    await page.goto(`${base()}/no/such/page`)
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
  })

  it('send a member with a profile type from public entry pages to /home, and from profile selection too', async () => {
    await new SignInPage(page).open(base())
    await new SignInPage(page).signIn('company@demo.campus.test', 'demo-password')
    await page.waitForURL(/\/home$/)
    for (const entry of ['/', '/signin', '/signup', '/profile-selection']) {
      await page.goto(`${base()}${entry}`)
      await page.waitForURL(/\/home$/)
    }
  })

  it('send a signed-in member without a profile type to /profile-selection from the first group only', async () => {
    const email = `notype-${randomUUID().slice(0, 8)}@example.test`
    await new SignUpPage(page).open(base())
    await new SignUpPage(page).signUp('No Type', email, 'a-long-password')
    await page.waitForURL(/\/email-verification/)
    await page.goto(await latestMailLink(base(), email))
    await page.getByRole('heading', { name: 'Email confirmed' }).waitFor()
    await page.goto(`${base()}/opportunities`)
    await page.waitForURL(/\/profile-selection\?next=%2Fopportunities$/)
    await page.goto(`${base()}/settings`)
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    expect(path()).toBe('/settings')
    await page.goto(`${base()}/community`)
    expect(path()).toBe('/community')
  })
})

/** Account menu items every member has, in the order shown: their own things first, then the common ones. */
const MY_ITEMS = ['My Profile', 'My Opportunities', 'Saved', 'My Applications']
const EVERY_MEMBER_ITEMS = ['Upcoming Events', 'Notifications', 'AI Tools', 'Settings']

describe('shell', () => {
  it('shows the bottom bar on a 390 px screen, and Create opens post creation', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await new SignInPage(page).open(base())
    await new SignInPage(page).signIn('student@demo.campus.test', 'demo-password')
    await page.waitForURL(/\/home$/)
    const shell = new Shell(page)
    await shell.bottomBar().waitFor()
    expect(await shell.sideNav().isVisible()).toBe(false)
    const box = await shell.bottomBar().boundingBox()
    expect(Math.round(box!.height)).toBe(64)
    await shell.bottomBar().getByRole('button', { name: 'Social' }).click()
    await page.getByRole('menuitem', { name: 'Messages' }).click()
    await page.waitForURL(/\/messages$/)
    await expect.poll(() => page.getByRole('menu', { name: 'Social' }).count()).toBe(0)
    await shell.bottomBar().getByRole('button', { name: 'Create' }).click()
    await page.waitForURL(/\/home\?create=post&t=\d+$/)
  })

  it('account menu for a student: no Dashboard, Discovery, Funding or university items; badge shows requests', async () => {
    await new SignInPage(page).open(base())
    await new SignInPage(page).signIn('student@demo.campus.test', 'demo-password')
    await page.waitForURL(/\/home$/)
    const shell = new Shell(page)
    await shell.sideNav().getByLabel('2 associate requests').waitFor()
    const menu = await shell.openAccountMenu()
    const items = await menu.getByRole('menuitem').allTextContents()
    expect(items).toEqual([...MY_ITEMS, ...EVERY_MEMBER_ITEMS, 'Sign Out'])
    expect(await menu.textContent()).toContain('student@demo.campus.test')
    expect(await menu.textContent()).toContain('Student')
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('account menu for a university: everything, plus MOUs and verifications; no badge at 0', async () => {
    await new SignInPage(page).open(base())
    await new SignInPage(page).signIn('university@demo.campus.test', 'demo-password')
    await page.waitForURL(/\/home$/)
    const shell = new Shell(page)
    expect(
      await shell
        .sideNav()
        .getByText(/associate requests/)
        .count(),
    ).toBe(0)
    const menu = await shell.openAccountMenu()
    // The university runs communities, so it moderates them: the item comes once its scope is read.
    await menu.getByRole('menuitem', { name: 'Moderation' }).waitFor()
    const items = await menu.getByRole('menuitem').allTextContents()
    expect(items).toEqual([
      ...MY_ITEMS,
      'Dashboard',
      'Discovery',
      'Funding',
      ...EVERY_MEMBER_ITEMS,
      'University MOUs',
      'University Verifications',
      'Moderation',
      'Sign Out',
    ])
    await menu.getByRole('menuitem', { name: 'University MOUs' }).click()
    await page.waitForURL(/\/university\/mou$/)
  })

  it('Create on large screens opens the Create pop-up for non-students', async () => {
    await new SignInPage(page).open(base())
    await new SignInPage(page).signIn('employer@demo.campus.test', 'demo-password')
    await page.waitForURL(/\/home$/)
    await new Shell(page).sideNav().getByRole('button', { name: 'Create' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create' })
    await dialog.getByText('Share text and images with your network').waitFor()
    await dialog.getByRole('link', { name: /Post an Opportunity/ }).click()
    await page.waitForURL(/\/opportunities\?create=opportunity$/)
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
  })
})
