import { describe, expect, it, inject, vi } from 'vitest'
import type { Page } from 'playwright-core'
import { PASSWORD, memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { SignInPage } from './page-objects.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

const browser = useBrowser()
const signedInPage = (email: string, width?: number) => browser.signedInPage(email, { width })

/** /community/:id: header, tabs, members and posts. */
class CommunityPage {
  constructor(private readonly page: Page) {}
  async tab(name: 'Posts' | 'About' | 'Members' | 'Settings') {
    // A tab's name may go on with a count ("Members 2 requests waiting").
    await this.page.getByRole('tab', { name: new RegExp(`^${name}\\b`) }).click()
  }
  post(author: string) {
    return this.page.getByRole('article', { name: `Post by ${author}` }).first()
  }
}

describe('community journey', () => {
  it('a private approval-only community: request, approval from Members, a post, pinned then removed with a reason', async () => {
    const stamp = Date.now().toString(36)
    const [owner, member] = await Promise.all([memberWithProfile(`own${stamp}`), memberWithProfile(`mem${stamp}`)])
    const memberName = `mem${stamp} person`
    const ownerPage = await signedInPage(owner.email)
    const memberPage = await signedInPage(member.email)

    // The owner creates it.
    await ownerPage.goto(`${base()}/community?create=community`)
    await ownerPage.getByLabel('Name').fill(`Robotics ${stamp}`)
    await ownerPage.getByText(`/community/robotics-${stamp} is available`).waitFor()
    await ownerPage.getByRole('radio', { name: /^Private/ }).check()
    await ownerPage.getByRole('radio', { name: /^Approval/ }).check()
    await ownerPage.getByRole('button', { name: 'Create community' }).click()
    await ownerPage.waitForURL(new RegExp(`/community/robotics-${stamp}$`))
    const url = ownerPage.url()

    // Another member sees only the header and About, and asks to join.
    await memberPage.goto(url)
    await memberPage.getByText('This community is private').waitFor()
    await memberPage.getByRole('button', { name: 'Request to join' }).click()
    await memberPage.getByRole('button', { name: 'Pending' }).waitFor()

    // The owner sees the request counted on Members and Requests, and approves it on its row.
    await ownerPage.reload()
    const owned = new CommunityPage(ownerPage)
    await ownerPage.getByRole('tab', { name: 'Members 1 requests waiting' }).waitFor()
    await owned.tab('Members')
    await ownerPage.getByRole('tab', { name: 'Requests 1 requests waiting' }).click()
    await ownerPage.getByRole('button', { name: `Approve ${memberName}` }).click()
    await ownerPage.getByText('No requests waiting').waitFor()
    await expect.poll(() => ownerPage.getByRole('tab', { name: /requests waiting/ }).count()).toBe(0)

    // The new member posts.
    await memberPage.reload()
    await memberPage.getByRole('button', { name: 'Joined' }).waitFor()
    await memberPage.getByRole('button', { name: `Post in Robotics ${stamp}` }).click()
    await memberPage.getByLabel('What do you want to share?').fill('Our first build night is on Friday')
    await memberPage.getByRole('button', { name: 'Post', exact: true }).click()
    await new CommunityPage(memberPage).post(memberName).waitFor()

    // The owner pins it, then removes it with a reason; the author sees why.
    await ownerPage.goto(url)
    const post = owned.post(memberName)
    await post.getByRole('button', { name: 'Pin' }).click()
    await ownerPage.getByRole('list', { name: 'Pinned posts' }).getByText('Pinned').waitFor()
    await ownerPage.getByRole('list', { name: 'Pinned posts' }).getByRole('button', { name: 'Remove' }).click()
    await ownerPage.getByLabel('Reason').fill('Please use the events thread for meetups')
    await ownerPage.getByRole('button', { name: 'Remove post' }).click()
    await ownerPage.getByText('Removed by a moderator: Please use the events thread for meetups').first().waitFor()

    await memberPage.reload()
    await memberPage.getByText('Removed by a moderator: Please use the events thread for meetups').first().waitFor()
  })

  it('an invitation link: created with an expiry, opened by a guest who signs in and accepts, then revoked', async () => {
    const stamp = Date.now().toString(36)
    const [owner, guest, late] = await Promise.all([
      memberWithProfile(`ivo${stamp}`),
      memberWithProfile(`ivg${stamp}`),
      memberWithProfile(`ivl${stamp}`),
    ])
    const slug = `chess-${stamp}`
    const { error } = await owner.client
      .from('communities')
      .insert({ name: `Chess ${stamp}`, slug, created_by: owner.id, visibility: 'private', join_policy: 'invite_only' })
    if (error) throw error
    const ownerPage = await signedInPage(owner.email)
    ownerPage.on('dialog', (d) => void d.accept())

    // The owner creates a 30-day link from Members and sees it listed with its uses and expiry.
    await ownerPage.goto(`${base()}/community/${slug}?tab=members`)
    await ownerPage.getByRole('tab', { name: 'Invited' }).click()
    await ownerPage.getByLabel('Link works for').selectOption({ label: '30 days' })
    await ownerPage.getByRole('button', { name: 'Create and copy link' }).click()
    const links = ownerPage.getByRole('list', { name: 'Active invitation links' })
    await links.getByText('Used 0 times').waitFor()
    const link = (await links.locator('p.font-mono').first().textContent())!.trim()

    // A guest opening it is asked to sign up or sign in, and comes back to the link afterwards.
    const guestPage = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await guestPage.goto(link)
    await guestPage.waitForURL(/\/signup-prompt\?next=/)
    await guestPage.getByRole('link', { name: 'I already have an account' }).click()
    await new SignInPage(guestPage).signIn(guest.email, PASSWORD)
    await guestPage.waitForURL((u) => u.pathname === `/community/${slug}` && u.searchParams.has('invite'))
    await guestPage.getByRole('button', { name: 'Accept invitation' }).click()
    await guestPage.getByRole('button', { name: 'Joined' }).waitFor()

    // Revoked: the next person is told the link no longer works.
    await ownerPage.reload()
    await ownerPage.getByRole('tab', { name: 'Invited' }).click()
    await links.getByText('Used once').waitFor()
    await links.getByRole('button', { name: 'Revoke' }).click()
    await ownerPage.getByText('No active links.').waitFor()
    const latePage = await signedInPage(late.email)
    await latePage.goto(link)
    await latePage.getByText('This invitation link was revoked').waitFor()
  })

  it('settings: a moderator edits the description, only the owner changes joining and deletes', async () => {
    const stamp = Date.now().toString(36)
    const [owner, mod] = await Promise.all([memberWithProfile(`sto${stamp}`), memberWithProfile(`stm${stamp}`)])
    const slug = `garden-${stamp}`
    const { data: c, error } = await owner.client
      .from('communities')
      .insert({ name: `Garden ${stamp}`, slug, created_by: owner.id })
      .select()
      .single()
    if (error) throw error
    await mod.client.rpc('join_community', { community: c.id })
    await owner.client.rpc('set_community_role', { community: c.id, member: mod.id, new_role: 'moderator' })

    const modPage = await signedInPage(mod.email)
    await modPage.goto(`${base()}/community/${slug}?tab=settings`)
    await modPage.getByText('Only the owner changes who can see and join the community.').waitFor()
    await modPage.getByLabel('Description').fill('Seed swaps every spring')
    await modPage.getByRole('button', { name: 'Save changes' }).click()
    await modPage.getByText('Community settings saved').waitFor()
    await new CommunityPage(modPage).tab('About')
    await modPage.getByText('Seed swaps every spring').waitFor()

    const ownerPage = await signedInPage(owner.email)
    await ownerPage.goto(`${base()}/community/${slug}?tab=settings`)
    await ownerPage.getByRole('radio', { name: /^Approval/ }).check()
    await ownerPage.getByRole('button', { name: 'Save changes' }).click()
    await ownerPage.getByText('Community settings saved').waitFor()
    const remove = ownerPage.getByRole('button', { name: 'Delete community' })
    await ownerPage.getByLabel(/Type the community’s name/).fill(`Garden ${stamp}`)
    await remove.click()
    await ownerPage.waitForURL((u) => u.pathname === '/community')
  })
})
