import { describe, it, inject, vi } from 'vitest'
import { insertPost, memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 120_000 })

const browser = useBrowser()

describe('mute and block from a profile', () => {
  it('a muted member’s posts leave the profile until unmuted in Settings; a block closes the profile both ways', async () => {
    const stamp = Date.now().toString(36)
    const [ana, bo] = await Promise.all([memberWithProfile(`mb-ana${stamp}`), memberWithProfile(`mb-bo${stamp}`)])
    await insertPost(bo, { body: `Bo's field notes ${stamp}` })
    const page = await browser.signedInPage(ana.email)

    await page.goto(`${base()}/profile/${bo.id}`)
    await page.getByText(`Bo's field notes ${stamp}`).waitFor()
    await page.getByRole('button', { name: 'Mute' }).click()
    await page.getByText(/Their posts no longer appear in your feeds/).waitFor()
    await page.reload()
    await page.getByRole('button', { name: 'Unmute' }).waitFor()
    await page.getByText(`Bo's field notes ${stamp}`).waitFor({ state: 'detached' })

    await page.goto(`${base()}/settings/blocked`)
    const muted = page.getByRole('listitem').filter({ hasText: bo.profile.name })
    await muted.getByRole('button', { name: /Unmute/ }).click()
    await page.getByText('You have not muted anyone').waitFor()

    await page.goto(`${base()}/profile/${bo.id}`)
    await page.getByText(`Bo's field notes ${stamp}`).waitFor()
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Block' }).click()
    await page.waitForURL(/\/home$/)
    await page.goto(`${base()}/profile/${bo.id}`)
    await page.getByText('Profile not found').waitFor()
    await page.goto(`${base()}/settings/blocked`)
    await page.getByRole('listitem').filter({ hasText: bo.profile.name }).getByRole('button', { name: /Unblock/ }).waitFor()

    // Bo no longer finds Ana either.
    const boPage = await browser.signedInPage(bo.email)
    await boPage.goto(`${base()}/profile/${ana.id}`)
    await boPage.getByText('Profile not found').waitFor()
    await boPage.context().close()
    await page.context().close()
  })
})
