import { describe, expect, it, inject, vi } from 'vitest'
import { adminClient, memberWithProfile, openOpportunity } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 180_000 })

const browser = useBrowser()

describe('pipeline journey', () => {
  it('a company words a stage, moves and scores an applicant; a rejection always reaches the student', async () => {
    const stamp = Date.now().toString(36)
    const name = `Harbourline ${stamp}`
    const [company, maya, ravi] = await Promise.all([
      memberWithProfile(`pc${stamp}`, { profile_type: 'company', name }),
      memberWithProfile(`pm${stamp}`, { name: `Maya ${stamp}`, first_name: 'Maya' }),
      memberWithProfile(`pr${stamp}`, { name: `Ravi ${stamp}`, first_name: 'Ravi' }),
    ])
    const title = `Data intern ${stamp}`
    const opp = await openOpportunity(company, { title, organization: name, type: 'internship' })
    for (const m of [maya, ravi]) {
      const { error } = await m.client
        .from('applications')
        .insert({ opportunity_id: opp, applicant_id: m.id, full_name: m.profile.name, email: m.email })
      expect(error).toBeNull()
    }

    // The editor: make this opportunity's own stages, reword "Shortlisted" (with its preview), add a criterion.
    const page = await browser.signedInPage(company.email)
    await page.goto(`${base()}/my-opportunities?id=${opp}`)
    await page.getByRole('link', { name: 'Stages and scorecard' }).click()
    await page.getByRole('button', { name: 'Customise stages for this opportunity' }).click()
    const shortlisted = page.getByRole('listitem').filter({ has: page.getByLabel('Name of stage 3') })
    await expect.poll(() => page.getByLabel('Name of stage 3').inputValue()).toBe('Shortlisted')
    await shortlisted.getByRole('button', { name: 'Edit message' }).click()
    const words = 'Hi {{applicant_first_name}}, {{organisation_name}} shortlisted you for {{opportunity_title}}!'
    await shortlisted.getByLabel('Message to the applicant').fill(words)
    await shortlisted.getByText(`Hi Maya, ${name} shortlisted you for ${title}!`).waitFor()
    await shortlisted.getByRole('button', { name: 'Save message' }).click()
    await page.getByText('Stage saved').waitFor()
    await page.getByLabel('New criterion').fill('Communication')
    await page.getByRole('button', { name: 'Add criterion' }).click()
    await page.getByRole('textbox', { name: 'Criterion name' }).waitFor()

    // The pipeline: move Maya to Shortlisted with the keyboard-usable form, then score her.
    await page.goto(`${base()}/my-opportunities?id=${opp}`)
    await page.getByRole('button', { name: /^Applied\s+2 applicants$/ }).waitFor()
    await page.getByRole('button', { name: `Show ${maya.profile.name}'s application` }).click()
    await page.getByLabel('Move to stage').selectOption({ label: 'Shortlisted' })
    await page.getByText('The applicant will be notified with this stage’s message.').waitFor()
    await page.getByRole('button', { name: 'Move', exact: true }).last().click()
    await page.getByText('Applicant moved').waitFor()
    await page.getByRole('button', { name: /^Shortlisted\s+1 applicant$/ }).click()
    await page.getByRole('button', { name: `Show ${maya.profile.name}'s application` }).click()
    await page
      .getByRole('group', { name: 'Score for Communication' })
      .getByRole('button', { name: '4 out of 5' })
      .click()
    await page.getByText('Average 4.0').waitFor()
    // The pipeline row shows her average over every reviewer's scores.
    await page.getByTitle('Average of 1 score').getByText('4.0').waitFor()

    // Ravi is rejected from Applied: the rejection message always goes out, whatever the stage settings.
    await page.getByRole('button', { name: /^Applied\s+1 applicant$/ }).click()
    await page.getByRole('button', { name: `Show ${ravi.profile.name}'s application` }).click()
    await page.getByLabel('Move to stage').selectOption({ label: 'Not selected' })
    await page.getByText('The applicant always gets the rejection message.').waitFor()
    await page.getByRole('button', { name: 'Move', exact: true }).last().click()
    await page.getByText('Applicant moved').last().waitFor()

    const raviPage = await browser.signedInPage(ravi.email)
    await raviPage.goto(`${base()}/notifications`)
    await raviPage
      .getByText(/decided not to move forward with your application/)
      .first()
      .waitFor()

    const { data: told } = await adminClient()
      .from('notifications')
      .select('data')
      .eq('recipient_id', maya.id)
      .eq('type', 'application_status')
    expect((told as Array<{ data: { notice?: string } }>).map((n) => n.data.notice)).toContain(
      `Hi Maya, ${name} shortlisted you for ${title}!`,
    )
    // Maya never sees the scores.
    expect((await maya.client.from('scorecard_scores').select('score')).data).toEqual([])
  })
})
