import { describe, expect, it, inject, vi } from 'vitest'
import { memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 150_000 })

const browser = useBrowser()

describe('opportunity journey', () => {
  it('guest is prompted → employer posts → student finds, saves, applies with a PDF → employer shortlists → student sees it', async () => {
    const stamp = Date.now().toString(36)
    const title = `Robotics intern ${stamp}`
    const [employer, student] = await Promise.all([
      memberWithProfile(`emp${stamp}`, { profile_type: 'employer' }),
      memberWithProfile(`stu${stamp}`),
    ])

    // The employer posts an opportunity with a custom question.
    const emp = await browser.signedInPage(employer.email)
    await emp.goto(`${base()}/opportunities?create=opportunity`)
    await emp.getByLabel('Title').fill(title)
    await emp.getByLabel('Organisation').fill('Orbital Works')
    await emp.getByLabel('Type').selectOption('internship')
    await emp.getByLabel('Description').fill('Build and test rover prototypes with our hardware team for twelve weeks.')
    await emp.getByRole('button', { name: 'Add a question' }).click()
    await emp.getByLabel('Question', { exact: true }).fill('Which robot did you build last?')
    await emp.getByLabel('Required', { exact: true }).check()
    await emp.getByRole('button', { name: 'Publish' }).click()
    await emp.waitForURL(/\/my-opportunities\?id=/)
    await emp.getByRole('heading', { name: title }).waitFor()

    // A guest finds it without signing in, and is asked to join to save or apply.
    const guest = await browser.newPage({ width: 390 })
    await guest.goto(`${base()}/guest-opportunities`)
    await guest.getByLabel('Search opportunities').fill(stamp)
    await guest.getByRole('button', { name: 'Search', exact: true }).click()
    await guest.getByRole('link', { name: title }).click()
    await guest.getByRole('heading', { name: title }).waitFor()
    await guest.getByRole('link', { name: 'Apply now' }).click()
    await guest.waitForURL(/\/signup-prompt/)
    await guest.getByText('Join Campus Network to continue').waitFor()

    // The student searches, saves and applies with a PDF and an answer.
    const stu = await browser.signedInPage(student.email)
    await stu.goto(`${base()}/opportunities`)
    await stu.getByLabel('Search opportunities').fill(`robotics ${stamp}`)
    await stu.getByRole('button', { name: 'Search', exact: true }).click()
    await stu.getByRole('button', { name: `Save ${title}` }).click()
    await stu.getByRole('button', { name: `Remove ${title} from saved` }).waitFor()
    await stu.getByRole('link', { name: title }).click()
    await stu.getByRole('link', { name: 'Apply now' }).click()
    await stu.waitForURL(/\/apply\//)
    await stu.getByLabel('Upload a PDF (up to 5 MB)').check()
    await stu.getByLabel('Resume file').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    })
    await stu.getByRole('button', { name: 'Review application' }).click()
    await stu.getByText('This question needs an answer.').waitFor()
    await stu.getByLabel('Which robot did you build last?').fill('A line-following rover')
    await stu.getByRole('button', { name: 'Review application' }).click()
    await stu.getByRole('heading', { name: 'Review your application' }).waitFor()
    await stu.getByRole('button', { name: 'Submit application' }).click()
    // The upload and the insert are two requests; on a loaded CI machine they can take a while.
    await stu.getByRole('heading', { name: 'Application sent' }).waitFor({ timeout: 60_000 })

    // The employer sees the applicant, opens the resume link, and shortlists with a note.
    await emp.reload()
    const row = emp.getByRole('list', { name: 'Applicants' }).getByRole('listitem').first()
    await row.getByRole('button', { name: /Show .*application/ }).click()
    await row.getByText('A line-following rover').waitFor()
    await row.getByRole('button', { name: /Open .*\.pdf/ }).waitFor()
    await row.getByLabel('Move to stage').selectOption({ label: 'Shortlisted' })
    await row.getByLabel('Note to the applicant (optional)').fill('Loved the rover — let us talk.')
    await row.getByRole('button', { name: 'Move', exact: true }).click()
    await emp.getByText('Applicant moved').waitFor()
    // The applicant now sits in the Shortlisted column of the (built-in) pipeline.
    await emp.getByRole('button', { name: /^Shortlisted\s+1 applicant$/ }).click()
    await emp
      .getByRole('list', { name: 'Applicants' })
      .getByRole('listitem')
      .first()
      .getByText('Shortlisted', { exact: true })
      .waitFor()

    // The student's bell counts it live; My Applications shows the new status and the note.
    await expect
      .poll(() => stu.getByRole('link', { name: /^Notifications/ }).getAttribute('aria-label'), { timeout: 15_000 })
      .toMatch(/unread/)
    await stu.goto(`${base()}/my-applications`)
    const mine = stu.getByRole('listitem').filter({ hasText: title })
    await mine.getByText('Shortlisted', { exact: true }).first().waitFor()
    await mine.getByRole('button', { name: 'Timeline and answers' }).click()
    await mine.getByText('“Loved the rover — let us talk.”').waitFor()
    await stu.goto(`${base()}/notifications`)
    await stu
      .getByText(/Your application was shortlisted|shortlisted/)
      .first()
      .waitFor()
  })
})
