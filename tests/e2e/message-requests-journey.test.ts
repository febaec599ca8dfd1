import { describe, it, inject, vi } from 'vitest'
import type { Page } from 'playwright-core'
import { memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { MessagesPage } from './messages-page.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 180_000 })

const browser = useBrowser()

async function signedInPage(email: string, width?: number): Promise<Page> {
  const page = await browser.signedInPage(email, { width })
  page.on('dialog', (d) => void d.accept())
  page.on('pageerror', (e) => console.error(`[${email}] page error: ${e.message}`))
  return page
}

/** The sender opens the direct conversation with `recipientId` (as a profile's Message link does) and writes. */
async function writeTo(page: Page, recipientId: string, text: string) {
  await page.goto(`${base()}/messages?to=${recipientId}`)
  await page.waitForURL(/\/messages\?c=/)
  const messages = new MessagesPage(page)
  await messages.send(text)
  await messages.thread().getByText(text).waitFor()
  return messages
}

describe('message requests journey', () => {
  it('a stranger’s message lands in Requests, unseen; declining is silent and later messages do not bring it back', async () => {
    const stamp = Date.now().toString(36)
    const [sam, tia] = await Promise.all([
      memberWithProfile(`sam${stamp}`, { name: `Sam Reed ${stamp}`, first_name: 'Sam' }),
      memberWithProfile(`tia${stamp}`, { name: `Tia Moreno ${stamp}`, first_name: 'Tia' }),
    ])
    // Sam follows Tia, which her settings accept as enough to ask; they are not associates.
    await sam.client.from('follows').insert({ follower_id: sam.id, followee_id: tia.id })

    const s = await signedInPage(sam.email)
    const samMessages = await writeTo(s, tia.id, 'Hi Tia, want to team up for the hackathon?')

    // Tia's inbox does not have it; her Requests does, with a count.
    const t = await signedInPage(tia.email, 390)
    await t.goto(`${base()}/messages`)
    await t.getByTestId('request-count').getByText('1').waitFor()
    await t.getByText('No conversations yet').waitFor()
    await t.getByRole('button', { name: /Requests/ }).click()
    await t.waitForURL(/folder=requests/)
    await t.getByRole('link', { name: new RegExp(`Sam Reed ${stamp}`) }).click()
    await new MessagesPage(t).thread().getByText('Hi Tia, want to team up for the hackathon?').waitFor()
    await t.getByText(`Sam Reed ${stamp} wants to message you`).waitFor()
    // No composer while the request waits: answering means accepting.
    await t.getByRole('button', { name: 'Accept' }).waitFor()
    if (await new MessagesPage(t).composer.isVisible()) throw new Error('The composer shows on an unanswered request')

    // Tia declines; she is back on an empty Requests.
    await t.getByRole('button', { name: 'Decline' }).click()
    await t.getByText('No message requests').waitFor()

    // Sam sees no difference: no "Seen", and he can still write; nothing reaches Tia.
    await s.reload()
    await samMessages.thread().getByText('Hi Tia, want to team up for the hackathon?').waitFor()
    await samMessages.send('Let me know!')
    await samMessages.thread().getByText('Let me know!').waitFor()
    if ((await s.getByTestId('seen').count()) > 0) throw new Error('Sam was shown that Tia read his message')
    await t.goto(`${base()}/messages?folder=requests`)
    await t.getByText('No message requests').waitFor()
    if ((await t.getByTestId('request-count').count()) > 0) throw new Error('A declined request came back')
  })

  it('a student blocks an organisation from its request; the organisation’s next message cannot be sent', async () => {
    const stamp = Date.now().toString(36)
    const [org, uma] = await Promise.all([
      memberWithProfile(`org${stamp}`, { name: `Vertex Labs ${stamp}`, profile_type: 'company' }),
      memberWithProfile(`uma${stamp}`, { name: `Uma Patel ${stamp}`, first_name: 'Uma' }),
    ])
    const o = await signedInPage(org.email)
    // The new-message screen shows the organisation its allowances.
    await o.goto(`${base()}/messages`)
    await o.getByRole('button', { name: 'New message' }).first().click()
    await o.getByTestId('message-allowance').getByText(/10 new conversations left today/).waitFor()
    await o.getByTestId('message-allowance').getByText(/50 students left to message this season/).waitFor()
    await o.keyboard.press('Escape')
    const orgMessages = await writeTo(o, uma.id, 'Uma, our graduate programme opens next week.')

    const u = await signedInPage(uma.email)
    await u.goto(`${base()}/messages?folder=requests`)
    await u.getByRole('link', { name: new RegExp(`Vertex Labs ${stamp}`) }).click()
    await u.getByRole('button', { name: `Block Vertex Labs ${stamp}` }).click()
    await u.getByText('No message requests').waitFor()

    await o.reload()
    await orgMessages.thread().getByText('Uma, our graduate programme opens next week.').waitFor()
    await o.getByRole('status').getByText('Uma is not accepting messages from you').waitFor()
    if (await orgMessages.composer.isVisible()) throw new Error('The composer still shows to a blocked organisation')
    await o.goto(`${base()}/messages?to=${uma.id}`)
    await o.getByText('Uma is not accepting messages from you.').waitFor()
  })
})
