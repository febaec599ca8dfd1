import { existsSync } from 'node:fs'
import { afterEach } from 'vitest'
import { chromium, type Browser } from 'playwright-core'

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
