import { readFile } from 'node:fs/promises'
import { describe, expect, inject, it, vi } from 'vitest'
import type { Page } from 'playwright-core'
import { memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

const browser = useBrowser()
const signedInPage = (email: string, width?: number) => browser.signedInPage(email, { width, acceptDownloads: true })

/** One AI tool's page: ask, wait for the built-in engine's answer. */
class AiTool {
  constructor(readonly page: Page) {}
  open(path: string) {
    return this.page.goto(`${base()}${path}`)
  }
  answeredByBuiltIn() {
    return this.page.getByText('Answered by the built-in assistant').first().waitFor()
  }
  section(name: string) {
    return this.page.getByRole('region', { name })
  }
}

describe('AI tools journeys (built-in engine)', () => {
  it('career dreamer: a role → skills to learn → a step ticked → saved → listed on the hub', async () => {
    const stamp = Date.now().toString(36)
    const member = await memberWithProfile(`aicar${stamp}`, { skills: ['Python'] })
    const tool = new AiTool(await signedInPage(member.email))
    await tool.open('/career-dreamer')
    await tool.page.getByLabel('Dream role').fill('Data Engineer')
    await tool.page.getByRole('button', { name: 'Show my path' }).click()
    await tool.answeredByBuiltIn()
    await tool.page.getByRole('list', { name: 'Skills to learn' }).getByText('SQL', { exact: true }).waitFor()
    await tool.page.getByRole('list', { name: 'Skills you have' }).getByText('Python', { exact: true }).waitFor()
    const applyNow = tool.section('Apply now').getByRole('link').first()
    expect(await applyNow.getAttribute('href')).toMatch(/^\/opportunities\?id=/)
    await tool.page.getByRole('button', { name: 'Save path' }).click()
    await tool.page.getByRole('button', { name: /^Path to Data Engineer Saved/ }).waitFor()
    const stored = tool.page.waitForResponse(
      (r) => r.url().includes('/rest/v1/ai_documents') && r.request().method() !== 'GET' && r.ok(),
    )
    await tool.page.getByLabel(/^Learn SQL/).check()
    await tool.page.getByText(/Steps · 1 of \d+ done/).waitFor()
    // Progress is stored with the path: once saved, reopen it from the hub.
    await stored
    await tool.open('/ai-tools')
    await tool.page.getByText('Answered by the built-in assistant').waitFor()
    await tool.page.getByRole('link', { name: /Path to Data Engineer/ }).click()
    await tool.page.waitForURL(/\/career-dreamer/)
    await tool.page.getByText(/Steps · 1 of \d+ done/).waitFor()
    expect(await tool.page.getByLabel(/^Learn SQL/).isChecked()).toBe(true)
  })

  it('resume builder: from the profile, a bullet improved, tailored, exported as a PDF whose text reads back', async () => {
    const stamp = Date.now().toString(36)
    const member = await memberWithProfile(`airez${stamp}`, {
      name: `Rosa Resume ${stamp}`,
      skills: ['Python', 'SQL'],
      headline: 'Data student',
    })
    const tool = new AiTool(await signedInPage(member.email))
    await tool.open('/ai-resume-builder')
    await tool.page.getByLabel('Name', { exact: true }).waitFor()
    expect(await tool.page.getByLabel('Name', { exact: true }).inputValue()).toBe(`Rosa Resume ${stamp}`)
    await tool.page.getByLabel('Experience 1 title').fill('Data Intern')
    await tool.page.getByLabel('Experience 1 organisation').fill('Northwind Labs')
    await tool.page
      .getByLabel('Experience 1 bullets, one per line')
      .fill('helped organise a hackathon with 200 students')
    await tool.page.getByRole('button', { name: 'Improve bullets' }).first().click()
    await tool.page.getByRole('button', { name: 'Use: Organised a hackathon with 200 students.' }).click()
    expect(await tool.page.getByLabel('Experience 1 bullets, one per line').inputValue()).toBe(
      'Organised a hackathon with 200 students.',
    )
    await tool.page.getByLabel('Filter opportunities by title').fill('Junior Data Engineer')
    const select = tool.page.getByLabel('Opportunity', { exact: true })
    await select.locator('option').nth(1).waitFor({ state: 'attached' })
    await select.selectOption({ index: 1 })
    await tool.page.getByRole('button', { name: 'Check match' }).click()
    await tool.page.getByTestId('match-score').waitFor()
    expect(await tool.page.getByTestId('match-score').textContent()).toBe('67%')
    await tool.page.getByRole('list', { name: 'Missing skills' }).getByText('Airflow').waitFor()

    const [download] = await Promise.all([
      tool.page.waitForEvent('download'),
      tool.page.getByRole('button', { name: 'Export PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`rosa-resume-${stamp}-resume.pdf`)
    const { extractText, getDocumentProxy } = await import('unpdf')
    const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path())!)))
    const { text } = await extractText(pdf, { mergePages: true })
    expect(text).toContain(`Rosa Resume ${stamp}`)
    expect(text).toContain('Organised a hackathon with 200 students.')
    expect(text).toContain('Data Intern - Northwind Labs')

    await tool.page.getByRole('button', { name: 'Save version' }).click()
    await tool.page.getByRole('button', { name: new RegExp(`^Rosa Resume ${stamp}`) }).waitFor()
  })

  it('research: a topic → the professor here and an outline; a pasted text summarised', async () => {
    const member = await memberWithProfile(`aires${Date.now().toString(36)}`)
    const tool = new AiTool(await signedInPage(member.email, 390))
    await tool.open('/ai-research')
    await tool.page.getByLabel('Topic or question').fill('accessibility research on screen readers')
    await tool.page.getByRole('button', { name: 'Research', exact: true }).click()
    await tool.answeredByBuiltIn()
    await tool
      .section('Professors and researchers')
      .getByRole('link', { name: /Prof\. Amara Singh/ })
      .waitFor()
    await tool.page.getByLabel('Section 1 heading').waitFor()
    expect(await tool.page.getByLabel('Section 2 heading').inputValue()).toBe('Literature plan')
    await tool.page
      .getByLabel('Text to summarise')
      .fill(
        'Screen readers read pages aloud. Navigation by headings is the most common strategy among expert users. The cafeteria was closed on Monday. Headings and landmarks make navigation faster for everyone.',
      )
    await tool.page.getByRole('button', { name: 'Summarise' }).click()
    await tool.page.getByText('Navigation by headings is the most common strategy among expert users.').last().waitFor()
  })

  it('startup: an idea → a nine-box canvas → investors here → turned into a draft pitch', async () => {
    const member = await memberWithProfile(`aistu${Date.now().toString(36)}`)
    const tool = new AiTool(await signedInPage(member.email))
    await tool.open('/ai-startup')
    await tool.page
      .getByLabel('Your idea')
      .fill('A climate app that helps students cut the carbon footprint of their commute.')
    await tool.page.getByRole('button', { name: 'Build the canvas' }).click()
    await tool.answeredByBuiltIn()
    expect(await tool.section('Lean canvas').getByRole('textbox').count()).toBe(9)
    await tool.section('Investors').getByRole('link', { name: 'Harbor Ventures' }).waitFor()
    await tool.page.getByRole('button', { name: 'Turn into a pitch' }).click()
    await tool.page.getByRole('link', { name: 'Open the draft pitch' }).waitFor()
    const { data } = await member.client.from('pitches').select('status, sector').eq('founder_id', member.id)
    expect(data).toEqual([{ status: 'draft', sector: 'climate' }])
  })
})
