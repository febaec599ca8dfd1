import { describe, expect, inject, it, vi } from 'vitest'
import { associate, memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

const browser = useBrowser()

describe('career sections journey', () => {
  it('a student fills experience and education, gets an endorsement and a recommendation, approves it, and others see it', async () => {
    const stamp = Date.now().toString(36)
    const [student, friend, stranger] = await Promise.all([
      memberWithProfile(`cjstudent${stamp}`, { skills: ['SQL', 'Python'] }),
      memberWithProfile(`cjfriend${stamp}`),
      memberWithProfile(`cjstranger${stamp}`),
    ])
    await associate(student, friend)
    const profileUrl = `${base()}/profile/${student.id}`

    const page = await browser.signedInPage(student.email, { width: 390 })
    await page.goto(profileUrl)
    const experience = page.getByRole('region', { name: 'Experience' })
    await experience.getByText('recruiters read this first').waitFor()

    // Experience: the dialog says what is missing, then saves.
    await experience.getByRole('button', { name: 'Add experience' }).last().click()
    const dialog = page.getByRole('dialog', { name: 'Add experience' })
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByText('Title is required.').waitFor()
    await dialog.getByLabel('Title').fill('Data Intern')
    await dialog.getByLabel('Organisation').fill('Northwind Labs')
    await dialog.getByLabel('Start').fill('2025-05')
    await dialog.getByLabel('End', { exact: true }).fill('2025-08')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await experience.getByRole('heading', { name: 'Data Intern' }).waitFor()
    await experience.getByText('May 2025 – Aug 2025 · 4 mos').waitFor()
    // Northwind Labs is on the platform: the entry links to its page.
    expect(await experience.getByRole('link', { name: 'Northwind Labs' }).getAttribute('href')).toBe(
      '/organisation/northwind-labs',
    )

    const education = page.getByRole('region', { name: 'Education' })
    await education.getByRole('button', { name: 'Add education' }).last().click()
    const eduDialog = page.getByRole('dialog', { name: 'Add education' })
    await eduDialog.getByLabel('School or university').fill('Lakeside University')
    await eduDialog.getByLabel('Degree').fill('BSc')
    await eduDialog.getByLabel('Field of study').fill('Computer Science')
    await eduDialog.getByRole('button', { name: 'Save' }).click()
    await education.getByText('BSc, Computer Science').waitFor()

    // An associate endorses a skill and writes a recommendation (through the API).
    const endorsed = await friend.client.from('skill_endorsements').insert({ member_id: student.id, skill: 'SQL' })
    expect(endorsed.error).toBeNull()
    const body = 'We shipped a data pipeline together; careful, fast and generous with reviews.'
    const written = await friend.client
      .from('recommendations')
      .insert({ recipient_id: student.id, relationship: 'Teammate on a course project', body })
    expect(written.error).toBeNull()

    await page.reload()
    const skills = page.getByRole('region', { name: 'Skills' })
    await skills.getByText('1 endorsement').waitFor()
    const recommendations = page.getByRole('region', { name: 'Recommendations' })
    await recommendations.getByText('Waiting for your approval').waitFor()

    // Not shown to others while pending.
    const other = await browser.signedInPage(stranger.email)
    await other.goto(profileUrl)
    await other.getByRole('region', { name: 'Experience' }).getByRole('heading', { name: 'Data Intern' }).waitFor()
    expect(await other.getByText(body).count()).toBe(0)
    expect(await other.getByRole('button', { name: 'Endorse SQL' }).count()).toBe(0)

    await recommendations.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('Recommendation approved').first().waitFor()
    expect(await recommendations.getByText('Waiting for your approval').count()).toBe(0)

    await other.reload()
    await other.getByRole('region', { name: 'Recommendations' }).getByText(body).waitFor()
    await other.getByRole('region', { name: 'Skills' }).getByText('1 endorsement').waitFor()
    await other.getByRole('region', { name: 'Education' }).getByText('BSc, Computer Science').waitFor()
  })
})
