import { launchChromium } from './tests/e2e/browser.ts'
const [account, ...routes] = process.argv.slice(2)
const base = 'http://127.0.0.1:5173'
const browser = await launchChromium()
const context = await browser.newContext({ viewport: { width: 390, height: 780 } })
const page = await context.newPage()
await page.goto(`${base}/signin`)
await page.getByLabel('Email').fill(account)
await page.getByLabel('Password').fill('demo-password')
await page.getByRole('button', { name: 'Sign in', exact: true }).click()
await page.waitForURL(/\/home/)
for (const route of routes) {
  await page.goto(`${base}${route}`)
  await page.waitForLoadState('networkidle')
  const wide = await page.evaluate(() => {
    const out: string[] = []
    const vw = document.documentElement.clientWidth
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect()
      if (r.right > vw + 1 && r.width > 0) {
        out.push(`${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').slice(0, 90)} right=${Math.round(r.right)} w=${Math.round(r.width)}`)
      }
    }
    const first = [...document.querySelectorAll('body *')].find((el) => el.getBoundingClientRect().right > vw + 1)
    const chain: string[] = []
    for (let el = first?.parentElement; el && el !== document.body; el = el.parentElement)
      chain.push(`${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').slice(0, 120)} w=${Math.round(el.getBoundingClientRect().width)} display=${getComputedStyle(el).display} cols=${getComputedStyle(el).gridTemplateColumns}`)
    const leaves = [...document.querySelectorAll('body *')]
      .filter((el) => el.children.length === 0 && el.getBoundingClientRect().right > vw + 1)
      .map((el) => `${el.tagName.toLowerCase()} ${Math.round(el.getBoundingClientRect().width)} ws=${getComputedStyle(el).whiteSpace} "${(el.textContent ?? '').slice(0, 50)}"`)
      .sort((a, b) => Number(b.split(' ')[1]) - Number(a.split(' ')[1]))
    return { scroll: document.documentElement.scrollWidth, vw, chain, leaves: leaves.slice(0, 6) }
  })
  console.log(route, JSON.stringify(wide, null, 1))
}
await browser.close()
