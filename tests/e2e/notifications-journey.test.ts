import { describe, expect, it, inject, vi } from 'vitest'
import { insertPost, memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { HomeFeed } from './page-objects.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 120_000 })

const browser = useBrowser()

describe('notifications journey', () => {
  it('several likes of one post read as one line, live; a click opens the post and marks the line read; filters narrow the list', async () => {
    const stamp = Date.now().toString(36)
    const [owner, ...fans] = await Promise.all(
      ['owner', 'maya', 'omar', 'lena', 'kai'].map((n) => memberWithProfile(`${n}${stamp}`)),
    )
    const name = (i: number) => fans[i].profile.name as string
    const post = await insertPost(owner, { body: `Our capstone demo is live ${stamp}` })
    const like = async (i: number) => {
      const { error } = await fans[i].client.from('post_likes').insert({ post_id: post.id, user_id: fans[i].id })
      expect(error).toBeNull()
    }
    for (const i of [0, 1, 2]) await like(i)
    const comment = await fans[0].client
      .from('post_comments')
      .insert({ post_id: post.id, author_id: fans[0].id, body: 'Congratulations!' })
    expect(comment.error).toBeNull()

    const page = await browser.signedInPage(owner.email, { width: 390 })
    const feed = new HomeFeed(page)
    await page.goto(`${base()}/notifications`)
    const main = page.getByRole('main')
    // Three likes are one line, unread (said to screen readers too), with the post's words under it.
    const likes = main.getByRole('link', { name: new RegExp(`^Unread: ${name(2)} and 2 others liked your post`) })
    await likes.waitFor()
    await expect.poll(() => main.getByText(/liked your post/).count()).toBe(1)
    await main.getByRole('link', { name: new RegExp(`^Unread: ${name(0)} commented on your post`) }).waitFor()
    await expect.poll(() => feed.notificationBell().getAttribute('aria-label')).toBe('Notifications, 2 unread')

    // A fourth like arrives while the page is open: the same line counts it; the bell still counts two lines.
    await like(3)
    await main.getByRole('link', { name: new RegExp(`^Unread: ${name(3)} and 3 others liked your post`) }).waitFor()
    await expect.poll(() => main.getByText(/liked your post/).count()).toBe(1)
    expect(await feed.notificationBell().getAttribute('aria-label')).toBe('Notifications, 2 unread')

    // Opening the line from the keyboard leads to the post and marks the whole group read.
    const line = main.getByRole('link', { name: new RegExp(`${name(3)} and 3 others liked your post`) })
    await line.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(new RegExp(`/home\\?post=${post.id}`))
    await page.getByRole('region', { name: 'Opened post' }).waitFor()
    await expect.poll(() => feed.notificationBell().getAttribute('aria-label')).toBe('Notifications, 1 unread')

    // Filters: Unread keeps only the comment; Mentions is empty and says so; My posts holds both lines.
    await page.goto(`${base()}/notifications`)
    const chips = page.getByRole('group', { name: 'Show' })
    await chips.getByRole('button', { name: 'Unread' }).click()
    await expect.poll(() => chips.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('true')
    await main.getByRole('link', { name: new RegExp(`${name(0)} commented on your post`) }).waitFor()
    await expect.poll(() => main.getByText(/liked your post/).count()).toBe(0)
    expect(page.url()).toContain('show=unread')

    await chips.getByRole('button', { name: 'Mentions' }).click()
    await main.getByRole('heading', { name: 'No mentions yet' }).waitFor()

    await chips.getByRole('button', { name: 'My posts' }).click()
    await main.getByRole('link', { name: new RegExp(`${name(3)} and 3 others liked your post`) }).waitFor()
    await main.getByRole('link', { name: new RegExp(`${name(0)} commented on your post`) }).waitFor()

    // A mention lands live under Mentions.
    await chips.getByRole('button', { name: 'Mentions' }).click()
    await main.getByRole('heading', { name: 'No mentions yet' }).waitFor()
    await insertPost(fans[1], { body: `Great demo by @[${owner.profile.name}](${owner.id}) today` })
    await main.getByRole('link', { name: new RegExp(`^Unread: ${name(1)} mentioned you in a post`) }).waitFor()

    // Mark all read empties Unread and the bell.
    await page.getByRole('button', { name: 'Mark all read' }).click()
    await expect.poll(() => feed.notificationBell().getAttribute('aria-label')).toBe('Notifications')
    await chips.getByRole('button', { name: 'Unread' }).click()
    await main.getByRole('heading', { name: 'No unread notifications' }).waitFor()
  })
})
