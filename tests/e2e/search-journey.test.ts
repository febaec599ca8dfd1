import { describe, expect, it, inject, vi } from 'vitest'
import { memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { HomeFeed } from './page-objects.ts'
import { SearchUi } from './search-page.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 120_000 })

const browser = useBrowser()

const letters = (n: number) =>
  Array.from({ length: n }, () => 'bcdfghjklmnprstvz'[Math.floor(Math.random() * 17)]).join('')

describe('search journey', () => {
  it('finds a member from a misspelled name in the header, then follows a hashtag and sees its posts in the feed', async () => {
    const surname = `Vandr${letters(4)}`
    const tag = `topic${letters(6)}`
    const [target, searcher] = await Promise.all([
      memberWithProfile(`target${letters(4)}`, { name: `Orlaith ${surname}`, last_name: surname }),
      memberWithProfile(`searcher${letters(4)}`),
    ])
    const posted = await target.client
      .from('posts')
      .insert({ author_id: target.id, body: `Notes from our study group #${tag}` })
      .select('id')
      .single()
    expect(posted.error).toBeNull()

    const page = await browser.signedInPage(searcher.email)
    const search = new SearchUi(page)

    // A typo in the surname (one letter swapped) still suggests the member; arrow keys pick them.
    const box = await search.focusHeader()
    const typo = `Orlaith ${surname.slice(0, 2)}${surname[3]}${surname[2]}${surname.slice(4)}`
    await box.pressSequentially(typo, { delay: 30 })
    await search.suggestion(new RegExp(`Orlaith ${surname}`)).waitFor({ timeout: 15_000 })
    await box.press('ArrowDown')
    await box.press('Enter')
    await page.waitForURL(new RegExp(`/profile/${target.id}`))

    // A hashtag from the header opens its page; following it is instant.
    const again = await search.focusHeader()
    await again.fill(`#${tag}`)
    await again.press('Enter')
    await page.waitForURL(new RegExp(`/search\\?tag=${tag}`))
    await page.getByRole('heading', { name: `#${tag}` }).waitFor()
    await page.getByRole('article', { name: `Post by Orlaith ${surname}` }).waitFor()
    const stored = page.waitForResponse(
      (r) => r.url().includes('/rest/v1/hashtag_follows') && r.request().method() === 'POST' && r.ok(),
    )
    await search.followButton().click()
    await expect.poll(() => search.followButton().getAttribute('aria-pressed')).toBe('true')
    // Stored: once the server has it, it survives a reload.
    await stored
    await page.reload()
    await expect.poll(() => search.followButton().textContent(), { timeout: 15_000 }).toBe('Following')

    // A new post with the hashtag is in the For you feed.
    const fresh = await target.client
      .from('posts')
      .insert({ author_id: target.id, body: `Next meeting on Thursday #${tag}` })
      .select('id')
      .single()
    expect(fresh.error).toBeNull()
    await page.goto(`${base()}/home`)
    await new HomeFeed(page).post(`Orlaith ${surname}`).first().waitFor()
    await page.getByText(`Next meeting on Thursday`).first().waitFor()
    await page.context().close()
  })
})
