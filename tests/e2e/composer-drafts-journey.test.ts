import { describe, expect, it, inject, vi } from 'vitest'
import sharp from 'sharp'
import { PASSWORD } from '../../supabase/local/tests/helpers.ts'
import { insertPost, memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { HomeFeed, SignInPage } from './page-objects.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 120_000 })

const browser = useBrowser()

/** A device of its own: a new browser context, signed in through the form. */
async function device(email: string, width = 1280) {
  const page = await browser.newPage({ width })
  const signIn = new SignInPage(page)
  await signIn.open(base())
  await signIn.signIn(email, PASSWORD)
  await page.waitForURL(/\/home/)
  return page
}

describe('drafts follow the member, saved posts stay private, images carry alt text', () => {
  it('a draft typed on one device is offered on another, keeps its image and alt text, and ends when posted', async () => {
    const stamp = Date.now().toString(36)
    const ana = await memberWithProfile(`drafts${stamp}`)
    const name = `drafts${stamp} person`
    const laptop = await device(ana.email)
    const phone = await device(ana.email, 390)

    // On the laptop: a few words, saved quietly a moment after typing stops.
    await (await new HomeFeed(laptop).openComposer()).fill('Notes from the design review #drafts')
    await laptop.getByText('Draft saved').waitFor()

    // On the phone, after a reload: the draft is offered back, and opens with the words in place.
    await phone.reload()
    await phone.getByRole('button', { name: /^Continue your draft · Notes from the design review/ }).click()
    const phoneComposer = phone.getByLabel('What do you want to share?')
    await expect.poll(() => phoneComposer.inputValue()).toBe('Notes from the design review #drafts')
    await phone.getByText('Your draft from').waitFor()

    // The phone adds an image and describes it; the draft keeps both.
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#ffcc00' } })
      .png()
      .toBuffer()
    await phone.locator('input[type=file]').setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: png })
    await phone.getByLabel('Alt text for image 1').fill('A whiteboard covered in yellow sticky notes')
    await phone.getByText('Draft saved').waitFor()

    // Back on the laptop, reloaded: the draft now has the image and its alt text; posting publishes them.
    await laptop.reload()
    await laptop.getByRole('button', { name: /^Continue your draft/ }).click()
    await expect
      .poll(() => laptop.getByLabel('Alt text for image 1').inputValue())
      .toBe('A whiteboard covered in yellow sticky notes')
    await laptop.getByRole('button', { name: 'Post', exact: true }).click()
    const posted = new HomeFeed(laptop).post(name).first()
    const image = posted.getByRole('img', { name: 'A whiteboard covered in yellow sticky notes' })
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    // Publishing ended the draft everywhere.
    await phone.reload()
    await phone.getByRole('button', { name: 'Start a post', exact: true }).waitFor()
  })

  it('a post saved from its menu is listed under Saved, for its saver only, until it is removed', async () => {
    const stamp = Date.now().toString(36)
    const [ana, ben] = await Promise.all([memberWithProfile(`saver${stamp}`), memberWithProfile(`author${stamp}`)])
    const post = await insertPost(ben, { body: `Slides from our accessibility workshop ${stamp}` })
    const page = await device(ana.email)

    await page.goto(`${base()}/home?post=${post.id}`)
    const opened = page.getByRole('region', { name: 'Opened post' })
    await opened.getByRole('button', { name: 'Post options' }).click()
    await page.getByRole('menuitem', { name: 'Save post' }).click()
    await page.getByText('Post saved. Only you can see what you save.').waitFor()

    // Saved has two tabs; the posts tab lists it.
    await page.goto(`${base()}/saved-opportunities`)
    await page.getByRole('navigation', { name: 'Saved items' }).getByRole('link', { name: 'Posts' }).click()
    await page.waitForURL(/\/saved-posts$/)
    const saved = page.getByRole('article', { name: `Post by author${stamp} person` })
    await saved.getByText(`Slides from our accessibility workshop ${stamp}`).waitFor()

    // The author sees no trace of it on their post.
    const authorPage = await device(ben.email)
    await authorPage.goto(`${base()}/home?post=${post.id}`)
    const theirs = authorPage.getByRole('region', { name: 'Opened post' })
    await theirs.getByText(`accessibility workshop ${stamp}`).waitFor()
    expect(await theirs.getByText(/saved|bookmark/i).count()).toBe(0)

    // Removed from Saved, it leaves the list.
    await saved.getByRole('button', { name: 'Post options' }).click()
    await page.getByRole('menuitem', { name: 'Remove from saved' }).click()
    await page.getByRole('heading', { name: 'No saved posts yet' }).waitFor()
  })
})
