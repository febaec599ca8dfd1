import { describe, expect, it } from 'vitest'
import { NOTIFICATION_TYPES, type NotificationType } from '@/data/notifications/notification-types'
import { SENTENCES, closesIn, groupSentence } from '@/features/notifications/notifications.utils'
import { plural, pluralWord } from '@/lib/plural'

describe('plural: one helper for every count', () => {
  it('says 1 follower and 2 followers, 0 followers', () => {
    expect(plural(1, 'follower')).toBe('1 follower')
    expect(plural(2, 'follower')).toBe('2 followers')
    expect(plural(0, 'follower')).toBe('0 followers')
    expect(plural(1200, 'view')).toBe('1,200 views')
  })
  it('takes irregular plurals', () => {
    expect(plural(1, 'reply', 'replies')).toBe('1 reply')
    expect(plural(3, 'reply', 'replies')).toBe('3 replies')
    expect(pluralWord(1, 'person', 'people')).toBe('person')
  })
})

describe('notification sentences name what they are about', () => {
  const employer = { id: 'e', name: 'Daniel Reyes', profile_photo_url: null }
  const opportunity = { id: 'o', title: 'Data Analyst Intern', organization: 'Northwind Labs', poster: null }

  it('an application that moved to interview names the opportunity and the organisation', () => {
    expect(
      groupSentence({ type: 'application_status', actors: [employer], data: { status: 'interview' }, opportunity }),
    ).toBe('Your application to Data Analyst Intern at Northwind Labs moved to interview')
  })

  it('the poster hears who withdrew or accepted, and for what', () => {
    const maya = { id: 'm', name: 'Maya Okafor', profile_photo_url: null }
    expect(
      groupSentence({ type: 'application_status', actors: [maya], data: { status: 'withdrawn' }, opportunity }),
    ).toBe('Maya Okafor withdrew their application to Data Analyst Intern')
    expect(
      groupSentence({ type: 'application_status', actors: [maya], data: { status: 'accepted' }, opportunity }),
    ).toBe('Maya Okafor accepted your offer for Data Analyst Intern')
    expect(groupSentence({ type: 'application_received', actors: [maya, employer], opportunity })).toBe(
      'Maya Okafor and Daniel Reyes applied to Data Analyst Intern at Northwind Labs',
    )
  })

  it('a deadline reminder says which saved opportunity closes when', () => {
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString()
    expect(groupSentence({ type: 'deadline_reminder', actors: [], data: { deadline: inThreeDays }, opportunity })).toBe(
      'Data Analyst Intern at Northwind Labs, which you saved, closes in 3 days',
    )
    const now = new Date('2026-01-01T12:00:00Z')
    expect(closesIn('2026-01-02T10:00:00Z', now)).toBe('closes tomorrow')
    expect(closesIn('2026-01-01T18:00:00Z', now)).toBe('closes today')
  })

  it('one other, not one others', () => {
    const a = { id: 'a', name: 'Ana', profile_photo_url: null }
    const b = { id: 'b', name: 'Ben', profile_photo_url: null }
    const c = { id: 'c', name: 'Cy', profile_photo_url: null }
    expect(groupSentence({ type: 'post_like', actors: [a, b, c] })).toBe('Ana and 2 others liked your post')
  })

  it('every kind reads as a full sentence that stands alone, with or without what it is about', () => {
    const kinds = Object.keys(SENTENCES) as NotificationType[]
    expect(kinds.sort()).toEqual(NOTIFICATION_TYPES.map((t) => t.type).sort())
    for (const type of kinds) {
      for (const about of [opportunity, null]) {
        const sentence = groupSentence({ type, actors: [employer], data: { status: 'interview' }, opportunity: about })
        expect(sentence, type).toMatch(/^[A-Z]/)
        expect(sentence.split(' ').length, type).toBeGreaterThanOrEqual(4)
        expect(sentence, type).not.toMatch(/undefined|null|\b_\b/)
      }
    }
  })
})

describe('counts go through plural(), not hand-made endings', () => {
  it('no screen builds "1 applicants" or "2 member" with its own ternary', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs')
    const { join } = await import('node:path')
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (/\.tsx?$/.test(name) && !path.includes('types/database')) files.push(path)
      }
    }
    walk('src')
    // `n === 1 ? '' : 's'`, `n > 1 ? 's' : ''`, `n === 1 ? 'post' : 'posts'`, `n === 1 ? '1 member' : …`
    const handMade = /(?:===|!==|>) ?1 \? ['`](?:[^'`]*?)['`] : ['`](?:s|ies|[a-z]{2,}s|\$\{[^}]+\} [a-z]{2,}s)['`]/
    const offenders = files.filter((f) => handMade.test(readFileSync(f, 'utf8')))
    expect(offenders).toEqual([])
  })

  it('seats, members and days read right at one and at many', async () => {
    const { seatsLabel } = await import('@/features/events/events.utils')
    expect(seatsLabel({ capacity: 10, seats_left: 1, waitlist_count: 0 })).toBe('1 seat left')
    expect(seatsLabel({ capacity: 10, seats_left: 4, waitlist_count: 0 })).toBe('4 seats left')
    expect(plural(1, 'day')).toBe('1 day')
    expect(plural(1, 'open opportunity', 'open opportunities')).toBe('1 open opportunity')
    expect(plural(2, 'new match', 'new matches')).toBe('2 new matches')
  })
})
