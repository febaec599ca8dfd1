import { describe, expect, it, inject, vi } from 'vitest'
import { adminClient, insertPost, memberWithProfile } from '../integration/helpers.ts'
import { useBrowser } from './browser.ts'

const base = () => inject('appUrl')
vi.setConfig({ testTimeout: 180_000 })

const browser = useBrowser()

async function platformModerator(label: string) {
  const m = await memberWithProfile(label)
  const { error } = await adminClient().from('platform_roles').insert({ user_id: m.id, role: 'moderator' })
  if (error) throw error
  return m
}

describe('moderation journey', () => {
  it('report → queue → removal with reasons → member notified → appeal → reversal by a different moderator', async () => {
    const stamp = Date.now().toString(36)
    const [author, reporter, first, second] = await Promise.all([
      memberWithProfile(`author${stamp}`),
      memberWithProfile(`reporter${stamp}`),
      platformModerator(`moda${stamp}`),
      platformModerator(`modb${stamp}`),
    ])
    const words = `Guaranteed internship for a $150 fee ${stamp}`
    const post = await insertPost(author, { body: words, visibility: 'public' })
    const statement = `Charging students for a placement is a scam (${stamp}).`

    // The reporter reports the post from its menu; it leaves their view.
    const reader = await browser.signedInPage(reporter.email, { width: 390 })
    await reader.goto(`${base()}/home?post=${post.id}`)
    const opened = reader.getByRole('region', { name: 'Opened post' })
    await opened.getByText(words).waitFor()
    await opened.getByRole('button', { name: 'Post options' }).click()
    await reader.getByRole('menuitem', { name: 'Report post' }).click()
    const dialog = reader.getByRole('dialog', { name: 'Report this post' })
    await dialog.getByRole('radio', { name: 'Scam or fake job' }).check()
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await reader.getByText(/our moderators will review it/).waitFor()
    await expect.poll(() => opened.getByText(words).count()).toBe(0)

    // The first moderator finds it in the queue and removes it with a rule and a statement of reasons.
    const mod = await browser.signedInPage(first.email)
    await mod.goto(`${base()}/moderation`)
    // Oldest first: other members' open reports may come before it, a page at a time.
    const card = mod.getByRole('listitem').filter({ hasText: words })
    await mod.getByRole('list', { name: 'Open reports' }).waitFor()
    while (!(await card.count())) {
      const more = mod.getByRole('button', { name: 'Load more' })
      await more.or(card).first().waitFor()
      if (await more.isVisible()) await more.click()
    }
    await card.getByRole('button', { name: 'Review' }).click()
    const form = mod.getByRole('form', { name: 'Decision' })
    await form.getByRole('button', { name: 'Record decision' }).click()
    await form.getByText('Choose what to do.').waitFor()
    await form.getByRole('radio', { name: 'Remove the content' }).check()
    await form.getByRole('combobox', { name: 'Rule' }).selectOption('Spam and scams')
    await form.getByRole('textbox', { name: 'Statement of reasons' }).fill(statement)
    await form.getByRole('button', { name: 'Record decision' }).click()
    await mod.getByText('Decision recorded; the member was told why').waitFor()
    await expect.poll(() => mod.getByRole('listitem').filter({ hasText: words }).count()).toBe(0)

    // The author reads the decision with its reasons and appeals from the notification.
    const member = await browser.signedInPage(author.email, { width: 390 })
    await member.goto(`${base()}/notifications`)
    const notice = member.getByRole('link', {
      name: new RegExp(`removed your content under Spam and scams: ${statement.replace(/[()$.]/g, '\\$&')}`),
    })
    await notice.click()
    await member.waitForURL(/\/settings\/standing\?appeal=/)
    const appeal = member.getByRole('dialog', { name: 'Appeal this decision' })
    await appeal
      .getByRole('textbox')
      .fill('The fee is a refundable deposit the university collects, here is their page.')
    await appeal.getByRole('button', { name: 'Send appeal' }).click()
    await member.getByText(/waiting for a moderator/).waitFor()
    await member.getByText('1 strike in force').waitFor()

    // The moderator who decided cannot decide the appeal; a different one reverses it.
    await mod.goto(`${base()}/moderation?tab=appeals`)
    await mod
      .getByRole('listitem')
      .filter({ hasText: statement })
      .getByText('You took this decision, so a different moderator decides the appeal.')
      .waitFor()
    const other = await browser.signedInPage(second.email)
    await other.goto(`${base()}/moderation?tab=appeals`)
    const pending = other.getByRole('listitem').filter({ hasText: statement })
    await pending
      .getByRole('textbox', { name: 'Reasons for your outcome' })
      .fill('The deposit is refundable and run by the university: restored.')
    await pending.getByRole('button', { name: 'Reverse the decision' }).click()
    await other.getByText('Decision reversed; the member was told').waitFor()

    // The member is told, the strike is gone, and the post is back for everyone else.
    await member.goto(`${base()}/notifications`)
    await member.getByRole('link', { name: /Your appeal succeeded: the decision is reversed/ }).waitFor()
    await member.goto(`${base()}/settings/standing`)
    await member.getByText('Your account is in good standing').waitFor()
    await member.getByText(/Reversed on appeal on/).waitFor()
    const { data } = await second.client.from('posts').select('id, removed_at').eq('id', post.id).single()
    expect(data).toEqual({ id: post.id, removed_at: null })
  })
})
