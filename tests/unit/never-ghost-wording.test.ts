import { describe, expect, it } from 'vitest'
import { groupSentence } from '@/features/notifications/notifications.utils'
import { medianPhrase, sharePhrase } from '@/lib/responsiveness'

const opportunity = { id: 'o1', title: 'Data Analyst Intern', organization: 'Northwind Labs', poster: null }
const update = (data: Record<string, unknown>) =>
  groupSentence({ type: 'application_still_in_review', actors: [], data, opportunity })

describe('the automatic update says where the application stands, never "0 others"', () => {
  it('counts who is ahead, and says so differently when nobody is', () => {
    expect(update({ status: 'submitted', ahead: 3 })).toBe(
      'Still under review: 3 others are ahead of you in review for Data Analyst Intern at Northwind Labs',
    )
    expect(update({ status: 'under_review', ahead: 1 })).toBe(
      'Still under review: 1 other applicant is ahead of you in review for Data Analyst Intern at Northwind Labs',
    )
    expect(update({ status: 'submitted', ahead: 0 })).toBe(
      'Still under review: nobody is ahead of you in review for Data Analyst Intern at Northwind Labs',
    )
    expect(update({ status: 'shortlisted', ahead: 2 })).toContain(
      '2 other applicants on the shortlist applied before you',
    )
    expect(update({ status: 'interview', ahead: 0 })).toContain('nobody at this stage applied before you')
  })

  it('tells an applicant with an offer that the next move is theirs', () => {
    expect(update({ status: 'offered' })).toBe(
      'Your offer for Data Analyst Intern at Northwind Labs is still waiting for your answer',
    )
  })
})

describe('responsiveness phrases', () => {
  it('round the median up to whole business days, at least one', () => {
    expect(medianPhrase({ applications: 20, answered_within: 18, median_response_hours: 30 })).toBe(
      'Usually responds within 2 business days',
    )
    expect(medianPhrase({ applications: 20, answered_within: 18, median_response_hours: 0.5 })).toBe(
      'Usually responds within 1 business day',
    )
  })

  it('say so when most applications waited over 10 business days', () => {
    expect(medianPhrase({ applications: 20, answered_within: 6, median_response_hours: null })).toBe(
      'Most applications wait over 10 business days for an answer',
    )
  })

  it('give the share answered within 10 business days as a percentage', () => {
    expect(sharePhrase({ applications: 25, answered_within: 23, median_response_hours: 30 })).toBe(
      '92% answered within 10 business days',
    )
  })
})
