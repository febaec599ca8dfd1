import { afterAll, beforeAll, describe, it, inject, vi } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { PASSWORD, memberWithProfile } from '../integration/helpers.ts'
import { launchChromium } from './browser.ts'
import { SignInPage } from './page-objects.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())

async function signedInPage(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const signIn = new SignInPage(page)
  await signIn.open(base())
  await signIn.signIn(email, PASSWORD)
  await page.waitForURL(/\/home/)
  return page
}

/** /community/:id: header, tabs, members and posts. */
class CommunityPage {
  constructor(private readonly page: Page) {}
  async tab(name: 'Posts' | 'About' | 'Members') {
    await this.page.getByRole('tab', { name, exact: true }).click()
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

    // The owner approves from Members.
    const owned = new CommunityPage(ownerPage)
    await owned.tab('Members')
    await ownerPage.getByRole('tab', { name: 'Requests' }).click()
    await ownerPage.getByLabel(`Select ${memberName}`).check()
    await ownerPage.getByRole('button', { name: 'Approve 1' }).click()
    await ownerPage.getByText('No requests waiting').waitFor()

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
})
