import { describe, expect, it, inject, vi } from 'vitest'
import sharp from 'sharp'
import { memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { HomeFeed } from './page-objects.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 120_000 })

const browser = useBrowser()
const signedInPage = (email: string, width?: number) => browser.signedInPage(email, { width })

describe('feed journey with two members', () => {
  it('post with an image and a mention → like, comment → the author and the mentioned member are notified live → edit → delete', async () => {
    const stamp = Date.now().toString(36)
    const [ana, ben] = await Promise.all([memberWithProfile(`ana${stamp}`), memberWithProfile(`ben${stamp}`)])
    const anaName = `ana${stamp} person`
    const benName = `ben${stamp} person`
    const benPage = await signedInPage(ben.email, 390)
    const anaPage = await signedInPage(ana.email)
    const anaFeed = new HomeFeed(anaPage)
    const benFeed = new HomeFeed(benPage)

    // Ana writes a post that mentions Ben, with an image.
    await (await anaFeed.openComposer()).fill('Demo day tomorrow #launch ')
    await anaFeed.mention(`ben${stamp}`, benName)
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer()
    await anaFeed.addImage({ name: 'stage.png', mimeType: 'image/png', buffer: png })
    await expect.poll(() => anaPage.getByRole('list', { name: 'Images to post' }).getByRole('img').count()).toBe(1)
    await anaPage.getByRole('button', { name: 'Post', exact: true }).click()
    // The image has no alt text: a reminder, and posting stays one press away.
    await anaPage.getByRole('button', { name: 'Post anyway' }).click()
    const anaPost = anaFeed.post(anaName).first()
    await anaPost.getByRole('link', { name: `@${benName}` }).waitFor()
    await expect
      .poll(() =>
        anaPost.getByRole('img', { name: /Image 1 of 1/ }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0)

    // Ben is told live, without reloading.
    await expect
      .poll(() => benFeed.notificationBell().getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('Notifications, 1 unread')
    await benPage.getByText(`${anaName} mentioned you`).first().waitFor()

    // Ben opens the notification, likes the post and comments on it.
    await benFeed.notificationBell().click()
    await benPage.getByRole('link', { name: new RegExp(`${anaName} mentioned you`) }).click()
    const opened = benPage.getByRole('region', { name: 'Opened post' })
    await opened.getByRole('button', { name: 'Like (0)' }).click()
    await opened.getByRole('button', { name: 'Unlike (1)' }).waitFor()
    await opened.getByRole('combobox', { name: 'Add a comment…' }).fill('See you there!')
    await opened.getByRole('button', { name: 'Comment', exact: true }).click()
    await opened.getByText('See you there!').waitFor()

    // Ana's bell counts the like and the comment live; her notifications page groups them by kind.
    await expect
      .poll(() => anaFeed.notificationBell().getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('Notifications, 2 unread')
    await anaFeed.notificationBell().click()
    await anaPage.getByRole('main').getByText(`${benName} liked your post`).waitFor()
    await anaPage.getByRole('main').getByText(`${benName} commented on your post`).waitFor()
    await anaPage.getByRole('button', { name: 'Mark all read' }).click()
    await expect.poll(() => anaFeed.notificationBell().getAttribute('aria-label')).toBe('Notifications')

    // Ana edits the post (marked edited), then deletes it; Ben no longer sees it.
    await anaPage.goto(`${base()}/home`)
    const mine = anaFeed.post(anaName).first()
    await mine.getByRole('button', { name: 'Post options' }).click()
    await anaPage.getByRole('menuitem', { name: 'Edit post' }).click()
    await mine.getByRole('combobox', { name: 'Edit your post' }).fill('Demo day moved to Friday #launch')
    await mine.getByRole('button', { name: 'Save' }).click()
    await mine.getByText('Demo day moved to Friday').waitFor()
    await mine.getByText('Edited').waitFor()
    await mine.getByRole('button', { name: 'Post options' }).click()
    await anaPage.getByRole('menuitem', { name: 'Delete post' }).click()
    await anaPage.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => anaPage.getByText('Demo day moved to Friday').count()).toBe(0)
    await benPage.goto(`${base()}/search?tag=launch`)
    await benPage
      .getByText(/No posts with #launch yet|Posts with this hashtag/)
      .first()
      .waitFor()
    expect(await benPage.getByText('Demo day moved to Friday').count()).toBe(0)
  })
})
