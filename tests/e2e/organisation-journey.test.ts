import sharp from 'sharp'
import { describe, expect, it, inject, vi } from 'vitest'
import { adminClient, memberWithProfile, openOpportunity } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { HomeFeed } from './page-objects.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

const browser = useBrowser()

describe('organisation journey', () => {
  it("a company's page shows its opportunities; a student follows it and sees its next post in Following", async () => {
    const stamp = Date.now().toString(36)
    const name = `Quayside Robotics ${stamp}`
    const [company, student] = await Promise.all([
      memberWithProfile(`co${stamp}`, { profile_type: 'company', name }),
      memberWithProfile(`st${stamp}`),
    ])
    const title = `Robotics intern ${stamp}`
    await openOpportunity(company, { title, organization: name })
    const { data: org } = await adminClient().from('organisations').select('slug').eq('name', name).single()
    const url = `${base()}/organisation/${org!.slug}`

    // A guest sees the page and its jobs; following asks them to join.
    const guest = await browser.newPage()
    await guest.goto(url)
    await guest.getByRole('heading', { level: 1, name }).waitFor()
    await guest.getByRole('tab', { name: 'Jobs' }).click()
    await guest.getByRole('link', { name: title }).waitFor()
    await guest.getByRole('link', { name: 'Follow' }).click()
    await guest.waitForURL(/\/signup-prompt\?next=/)

    // The student opens the Jobs tab, then follows.
    const studentPage = await browser.signedInPage(student.email)
    await studentPage.goto(url)
    await studentPage.getByRole('tab', { name: 'Jobs' }).click()
    await studentPage.getByRole('link', { name: title }).waitFor()
    await studentPage.getByText('0 followers').waitFor()
    await studentPage.getByRole('button', { name: 'Follow' }).click()
    await studentPage.getByRole('button', { name: 'Following' }).waitFor()
    await studentPage.getByText('1 follower').waitFor()

    // The company posts from its home page.
    const companyPage = await browser.signedInPage(company.email)
    await companyPage.goto(`${base()}/home`)
    const companyFeed = new HomeFeed(companyPage)
    const body = `Our robotics lab opens its doors on Friday ${stamp}`
    await (await companyFeed.openComposer()).fill(body)
    await companyPage.getByRole('button', { name: 'Post', exact: true }).click()
    await companyFeed.post(name).first().getByText(body).waitFor()

    // The follower sees it in Following (they follow the organisation, not the account) and on the Posts tab.
    await studentPage.goto(`${base()}/home?feed=following`)
    await new HomeFeed(studentPage).post(name).first().getByText(body).waitFor()
    await studentPage.goto(`${url}?tab=posts`)
    await studentPage.getByText(body).waitFor()
    expect(await studentPage.getByRole('button', { name: 'Edit page' }).count()).toBe(0)
    // The student sees Follow or Following; the company, its admin, sees its admin actions instead.
    await studentPage.getByRole('button', { name: 'Following' }).waitFor()

    // The company runs the page: Edit page saves the about text.
    await companyPage.goto(url)
    await companyPage.getByRole('button', { name: 'Edit page' }).click()
    await companyPage.getByLabel('About').fill('We build warehouse robots with students.')
    await companyPage.getByRole('button', { name: 'Save page' }).click()
    await companyPage.getByText('We build warehouse robots with students.').waitFor()
    expect(await companyPage.getByRole('button', { name: /^Follow/ }).count()).toBe(0)

    // It uploads a logo, crops it, and the page shows it to the student in place of the initials.
    await companyPage.getByRole('button', { name: 'Edit page' }).click()
    const logo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer()
    await companyPage
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo })
    await companyPage.getByRole('dialog', { name: 'Crop your logo' }).getByRole('button', { name: 'Use image' }).click()
    await companyPage.getByText('Your logo was updated').waitFor()
    await companyPage.getByRole('button', { name: 'Change logo' }).waitFor()
    await companyPage.getByRole('button', { name: 'Cancel' }).click()
    const header = (p: typeof studentPage) => p.getByRole('heading', { level: 1, name }).locator('xpath=../..')
    const shown = header(companyPage).locator('img[src*="/organisations/"]')
    await shown.waitFor()
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

    await studentPage.reload()
    const seen = header(studentPage).locator('img[src*="/organisations/"]')
    await seen.waitFor()
    await expect
      .poll(() => seen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  })
})
