import { existsSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { PASSWORD } from '../../supabase/local/tests/helpers.ts'
import { SignInPage } from './page-objects.ts'

const open = new Set<Browser>()

/** Debian's Chromium, started the way this machine allows (no sandbox as root, no background network). */
export async function launchChromium(): Promise<Browser> {
  const executablePath =
    process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))
  if (!executablePath)
    throw new Error('Chromium not found: install Debian’s chromium package (apt-get install chromium).')
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  open.add(browser)
  browser.on('disconnected', () => open.delete(browser))
  return browser
}

// A failed journey prints what each of its pages showed, so a failure on CI can be read without rerunning it.
// Only under vitest: the benchmarks launch Chromium through this module too.
if (process.env.VITEST)
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return
    for (const browser of open) {
      for (const context of browser.contexts()) {
        for (const page of context.pages()) {
          const text = await page
            .locator('body')
            .innerText({ timeout: 2_000 })
            .catch((e: Error) => `(could not read the page: ${e.message})`)
          console.error(`── page at ${page.url()} ──\n${text.slice(0, 3_000)}`)
        }
      }
    }
  })

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
export type PageOptions = BrowserContextOptions & {
  /** The viewport's width (900 px high); 1280 unless said. */
  width?: number
}
export interface SignInOptions {
  password?: string
  /** Where the app is; the run's app unless said (the passkey journey opens it as localhost). */
  base?: string
}

/**
 * Chromium for one test file (launched before its tests, closed after them) and pages signed in as a member.
 * A member signs in through the sign-in form once per file; their later pages start from the storage state that
 * sign-in left (`context.storageState()`), as a returning member's browser would.
 */
export function useBrowser() {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(() => browser?.close())
  const signedIn = new Map<string, StorageState>()

  /** A page in a context of its own, not signed in. */
  async function newPage({ width = 1280, ...options }: PageOptions = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 }, ...options })
    return context.newPage()
  }

  /** A page on /home, signed in as `email`. */
  async function signedInPage(email: string, options: PageOptions & SignInOptions = {}): Promise<Page> {
    const { password = PASSWORD, base = inject('appUrl'), ...pageOptions } = options
    const key = `${base} ${email}`
    const saved = signedIn.get(key)
    const page = await newPage({ ...pageOptions, ...(saved ? { storageState: saved } : {}) })
    if (saved) {
      await page.goto(`${base}/home`)
    } else {
      const signIn = new SignInPage(page)
      await signIn.open(base)
      await signIn.signIn(email, password)
    }
    await page.waitForURL(/\/home/)
    if (!saved) signedIn.set(key, await page.context().storageState())
    return page
  }

  return { browser: () => browser, newPage, signedInPage }
}
