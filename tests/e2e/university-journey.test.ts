import { describe, expect, it, inject, vi } from 'vitest'
import { latestMail, memberWithProfile, otpFrom } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'
import { MouPage, VerificationsPage } from './university-pages.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 180_000 })

const browser = useBrowser()
const signedInPage = (email: string, width?: number) => browser.signedInPage(email, { width })

describe('university journey', () => {
  it('a student proves a college address from the mailbox, the university approves in bulk, the badge shows on their posts', async () => {
    const stamp = Date.now().toString(36)
    const domain = `u${stamp}.edu`
    const uniName = `Harborview University ${stamp}`
    const [uni, student] = await Promise.all([
      memberWithProfile(`uni${stamp}`, { profile_type: 'university', name: uniName }),
      memberWithProfile(`stu${stamp}`, { name: `Iris ${stamp}` }),
    ])
    await uni.client.from('university_domains').insert({ university_id: uni.id, domain })
    await student.client.from('posts').insert({ author_id: student.id, body: `Hello from Iris ${stamp}` })

    const stu = await signedInPage(student.email)
    const verifications = new VerificationsPage(stu)
    await verifications.open(base())
    const college = `iris.${stamp}@cs.${domain}`
    await verifications.ask(uniName, college, 'BSc Marine Biology', '2028')
    await verifications.sendCode()
    const mail = await latestMail(college, /Confirm your/)
    await verifications.confirm(otpFrom(mail))

    const uniPage = await signedInPage(uni.email)
    await new VerificationsPage(uniPage).open(base())
    await uniPage.getByText(`Iris ${stamp}`).waitFor()
    await new VerificationsPage(uniPage).approveAllConfirmed()

    await stu.goto(`${base()}/profile/${student.id}`)
    await stu.getByText(`Hello from Iris ${stamp}`).waitFor()
    const badges = stu.getByTestId('verified-by')
    await badges.first().waitFor()
    expect(await badges.allInnerTexts()).toContain(`Verified by ${uniName}`)
    await expect(stu.getByRole('link', { name: uniName }).first().getAttribute('href')).resolves.toBe(
      `/profile/${uni.id}`,
    )
  })

  it('a university proposes an MOU, the company asks for a change, version 2 is uploaded, both sign, and it is active on both sides', async () => {
    const stamp = Date.now().toString(36)
    const title = `Ocean data internships ${stamp}`
    const companyName = `Tidewater Labs ${stamp}`
    const [uni, company] = await Promise.all([
      memberWithProfile(`muni${stamp}`, { profile_type: 'university', name: `Bayside University ${stamp}` }),
      memberWithProfile(`mco${stamp}`, { profile_type: 'company', name: companyName }),
    ])
    const u = await signedInPage(uni.email)
    const uMou = new MouPage(u)
    await uMou.create(base(), title)
    await uMou.addPartner(companyName)
    await uMou.upload('internships-v1.pdf')
    await u.getByRole('button', { name: 'Propose to partners' }).click()
    await u.getByText('Proposed to the partners').waitFor()

    const c = await signedInPage(company.email, 390)
    const cMou = new MouPage(c)
    await cMou.openFromList(base(), title)
    await cMou.requestChanges('Please add a mentor for each intern.')

    await u.reload()
    await u.getByText('Please add a mentor for each intern.').first().waitFor()
    await uMou.upload('internships-v2.pdf')
    await u.getByTestId('mou-version').filter({ hasText: 'Version 2' }).waitFor()

    await c.reload()
    await c.getByTestId('mou-version').filter({ hasText: 'Version 2' }).waitFor()
    await cMou.sign('Noor Haddad', 'Head of Talent')
    await uMou.openFromList(base(), title)
    await uMou.sign('Dr. Lena Ortiz', 'Vice-President, Partnerships')
    await expect(uMou.status().innerText()).resolves.toBe('Active')

    await c.reload()
    await c.getByRole('heading', { name: title }).waitFor()
    await expect(cMou.status().innerText()).resolves.toBe('Active')
    await c.getByText('All parties signed: it is active').waitFor()
  })
})
