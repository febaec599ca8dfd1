import { afterEach, describe, expect, it, inject, vi } from 'vitest'
import type { Page } from 'playwright-core'
import { associate, memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { MessagesPage } from './messages-page.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 180_000 })

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const browser = useBrowser()
const pages: Page[] = []
afterEach(async (ctx) => {
  // On failure, leave what each member saw for whoever investigates.
  if (ctx.task.result?.state === 'fail')
    await Promise.all(pages.map((p, i) => p.screenshot({ path: `/tmp/messages-journey-${i}.png` }).catch(() => {})))
})

async function signedInPage(email: string, width?: number): Promise<Page> {
  const page = await browser.signedInPage(email, { width })
  page.on('dialog', (d) => void d.accept())
  page.on('pageerror', (e) => console.error(`[${email}] page error: ${e.message}`))
  return page
}

describe('messages journey', () => {
  it('profile → live conversation with typing, an image and "Seen" → a renamed group of three → a block refuses the next message', async () => {
    const stamp = Date.now().toString(36)
    const [ana, ben, cara] = await Promise.all([
      memberWithProfile(`ana${stamp}`, { name: `Ana Lima ${stamp}`, first_name: 'Ana' }),
      memberWithProfile(`ben${stamp}`, { name: `Ben Okoye ${stamp}`, first_name: 'Ben' }),
      memberWithProfile(`cara${stamp}`, { name: `Cara Diaz ${stamp}`, first_name: 'Cara' }),
    ])
    await Promise.all([associate(ana, ben), associate(ana, cara)])

    // Ana starts the conversation from Ben's profile.
    const a = await signedInPage(ana.email)
    await a.goto(`${base()}/profile/${ben.id}`)
    await a.getByRole('link', { name: 'Message', exact: true }).click()
    await a.waitForURL(/\/messages\?c=/)
    const conversationUrl = a.url()
    const anaMessages = new MessagesPage(a)
    await a.getByText(`Say hello to Ben Okoye ${stamp}.`).waitFor()

    // Ben opens it; he sees Ana typing before her message arrives, live.
    const b = await signedInPage(ben.email)
    pages.push(a, b)
    await b.goto(conversationUrl)
    const benMessages = new MessagesPage(b)
    await benMessages.composer.waitFor()
    await anaMessages.typeMessage('Hello Ben, are you free on Friday?')
    await b.getByTestId('typing').getByText('Ana is typing…').waitFor()
    await anaMessages.composer.press('Enter')
    await benMessages.thread().getByText('Hello Ben, are you free on Friday?').waitFor()

    // An image, with its upload, arrives too; Ben has the thread open, so Ana sees "Seen".
    await anaMessages.attach({ name: 'poster.png', mimeType: 'image/png', buffer: PNG })
    await anaMessages.send('The workshop poster')
    await benMessages.thread().getByRole('img', { name: 'poster.png' }).waitFor()
    await benMessages.thread().getByText('The workshop poster').waitFor()
    await a.getByTestId('seen').getByText('Seen').waitFor({ timeout: 15_000 })

    // Ben answers; Ana's list shows the conversation with his reply.
    await benMessages.send('Yes, Friday works!')
    await anaMessages.thread().getByText('Yes, Friday works!').waitFor()

    // Ana creates a group of three and renames it.
    await a.goto(`${base()}/messages`)
    await anaMessages.newGroup([`Ben Okoye ${stamp}`, `Cara Diaz ${stamp}`], 'Workshop crew')
    await a.getByRole('heading', { name: 'Workshop crew' }).waitFor()
    await anaMessages.send('Welcome to the crew')
    await anaMessages.action('Group settings')
    await a.getByLabel('Group name').fill('Accessibility workshop crew')
    await a.getByRole('button', { name: 'Save' }).click()
    await a.keyboard.press('Escape')
    await a.getByRole('heading', { name: 'Accessibility workshop crew' }).waitFor()
    const c = await signedInPage(cara.email, 390)
    await c.goto(`${base()}/messages`)
    await c.getByRole('link', { name: /Accessibility workshop crew/ }).click()
    await new MessagesPage(c).thread().getByText('Welcome to the crew').waitFor()

    // Ben blocks Ana from their conversation while she has it open; her next message is refused, and
    // she is told why.
    await a.goto(conversationUrl)
    await anaMessages.composer.waitFor()
    await b.goto(conversationUrl)
    await benMessages.action(/^Block Ana/)
    await b
      .getByText(/You blocked Ana Lima/)
      .first()
      .waitFor()
    await anaMessages.send('Are you still there?')
    await a.getByText('Ben is not accepting messages from you').first().waitFor()
    expect(await anaMessages.thread().getByText('Are you still there?').count()).toBe(0)
  })
})
