import { describe, expect, it, inject, vi } from 'vitest'
import { memberWithProfile, openOpportunity } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

const browser = useBrowser()

describe('quick apply journey', () => {
  it('without a résumé offers the form; with one applies in a click, undoes, and applies for good', async () => {
    const stamp = Date.now().toString(36)
    const [student, company] = await Promise.all([
      memberWithProfile(`quick${stamp}`),
      memberWithProfile(`qco${stamp}`, { profile_type: 'company', name: `Brightline ${stamp}` }),
    ])
    const title = `Support analyst ${stamp}`
    const opportunity = await openOpportunity(company, { title, organization: 'Brightline', type: 'internship' })
    const applications = async () =>
      (await company.client.from('applications').select('full_name, resume_path').eq('opportunity_id', opportunity))
        .data!

    const page = await browser.signedInPage(student.email, { width: 390 })
    await page.goto(`${base()}/opportunities?id=${opportunity}`)
    await page.getByRole('heading', { name: title }).waitFor()
    await page.getByRole('button', { name: 'Quick apply' }).click()
    await page.getByText('Quick apply sends your newest résumé, and you have not added one yet.').waitFor()
    await page.getByRole('link', { name: 'Apply with the full form' }).waitFor()

    const upload = await student.client.storage
      .from('resumes')
      .upload(`${student.id}/cv-${stamp}.pdf`, Buffer.from('%PDF-1.4\n%%EOF\n'), { contentType: 'application/pdf' })
    expect(upload.error).toBeNull()
    await page.reload()
    await page.getByRole('button', { name: 'Quick apply' }).click()
    await page.getByText(`Application sent with cv-${stamp}.pdf.`).waitFor()
    expect(await applications()).toEqual([{ full_name: student.profile.name, resume_path: `${student.id}/cv-${stamp}.pdf` }])

    await page.getByRole('button', { name: /^Undo/ }).click()
    await page.getByText('Undone: your application was not sent.').waitFor()
    expect(await applications()).toEqual([])
    const { data: told } = await company.client.from('notifications').select('type').eq('entity_id', opportunity)
    expect(told).toEqual([])

    // Applied again and left alone: once Undo is gone, the page says so, and the company has it.
    await page.getByRole('button', { name: 'Quick apply' }).click()
    await page.getByText(`Application sent with cv-${stamp}.pdf.`).waitFor()
    await page.getByRole('link', { name: /You applied/ }).waitFor({ timeout: 20_000 })
    expect(await page.getByRole('button', { name: /^Undo/ }).count()).toBe(0)
    expect(await applications()).toHaveLength(1)
  })
})
