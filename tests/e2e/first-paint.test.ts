import { describe, expect, inject, it, vi } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 120_000 })

const browser = useBrowser()

// Before every frame, from the first one: the visible top-level heading, and whether the route spinner shows.
const RECORD_FRAMES = `
  window.__frames = [];
  const frame = () => {
    const visible = (el) => el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const h1 = [...document.querySelectorAll('h1')].find(visible);
    const spinner = [...document.querySelectorAll('#root [role="status"]')].some(visible);
    const seen = (spinner ? 'spinner' : '') + '|' + (h1 ? h1.textContent.trim() : '');
    if (window.__frames[window.__frames.length - 1] !== seen) window.__frames.push(seen);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`

async function framesOf(page: Page, path: string, settled: () => Promise<unknown>) {
  await page.addInitScript(RECORD_FRAMES)
  await page.goto(`${base()}${path}`)
  await settled()
  return page.evaluate(() => (window as unknown as { __frames: string[] }).__frames.filter((f) => f !== '|'))
}

describe('the pages a visitor lands on paint before the app loads', () => {
  it('their HTML already holds the page', async () => {
    for (const [path, heading] of [
      ['/', 'Where students meet the opportunities that shape their careers'],
      ['/guest-opportunities', 'Opportunities'],
    ] as const) {
      const html = await (await fetch(`${base()}${path}`)).text()
      expect(html, path).toContain(`>${heading}</h1>`)
    }
  })

  it('the guest page goes from its first paint to the app without a loading spinner', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    const frames = await framesOf(page, '/guest-opportunities', () =>
      page.getByRole('list', { name: 'Opportunities' }).waitFor(),
    )
    expect(frames).toEqual(['|Opportunities'])
    await page.context().close()
  })

  it('another route never shows the welcome page first', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    const frames = await framesOf(page, '/signin', () => page.getByRole('heading', { name: 'Sign in' }).waitFor())
    expect(frames.every((f) => !f.includes('Where students meet'))).toBe(true)
    await page.context().close()
  })

  it('a signed-in member opening / goes home without seeing the welcome page', async () => {
    const page = await browser.signedInPage('student@demo.campus.test', {
      password: 'demo-password',
      viewport: { width: 1280, height: 720 },
    })
    const context = page.context()
    const frames = await framesOf(page, '/', () => page.getByRole('heading', { name: 'Home' }).waitFor())
    expect(page.url()).toMatch(/\/home$/)
    expect(frames.every((f) => !f.includes('Where students meet'))).toBe(true)
    await context.close()
  })
})
