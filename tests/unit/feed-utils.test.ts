import { describe, expect, it } from 'vitest'
import { acceptImages, composerProblem, fromMarkup, mentionAtCaret, toMarkup } from '@/features/feed/composer.utils'
import { mentionMarkup, parseRichText, plainText } from '@/lib/rich-text'
import { relativeTime } from '@/lib/relative-time'

const ID = '00000000-0000-4000-8000-000000000005'

describe('rich text', () => {
  it('finds mentions, hashtags and links the way the database does', () => {
    expect(parseRichText(`Thanks @[Prof. Singh](${ID}) for #HCI tips, see https://example.org/x. a&b #1 c#d`)).toEqual([
      { kind: 'text', text: 'Thanks ' },
      { kind: 'mention', name: 'Prof. Singh', userId: ID },
      { kind: 'text', text: ' for ' },
      { kind: 'hashtag', tag: 'hci' },
      { kind: 'text', text: ' tips, see ' },
      { kind: 'link', href: 'https://example.org/x' },
      { kind: 'text', text: '. a&b #1 c#d' },
    ])
  })

  it('reads mentions as @Name in plain text', () => {
    expect(plainText(`Hi ${mentionMarkup('Ana [x]', ID)}`)).toBe('Hi @Ana x')
  })
})

describe('composer', () => {
  it('explains why a post cannot be sent', () => {
    expect(composerProblem('  ', 0)).toBe('Write something or add an image')
    expect(composerProblem('', 1)).toBeNull()
    expect(composerProblem('x'.repeat(3001), 0)).toBe('Posts can be up to 3,000 characters')
    expect(composerProblem('ok', 0)).toBeNull()
  })

  it('accepts up to four images of the allowed types and sizes', () => {
    const img = (name: string, type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type })
    expect(acceptImages([img('a.pdf', 'application/pdf')], 0)).toEqual({
      accepted: [],
      problem: 'a.pdf is not a JPEG, PNG, WebP or GIF image',
    })
    expect(acceptImages([img('big.jpg', 'image/jpeg', 9 * 1024 * 1024)], 0).problem).toBe('big.jpg is larger than 8 MB')
    const five = acceptImages(
      [1, 2, 3, 4, 5].map((i) => img(`${i}.png`)),
      0,
    )
    expect(five.accepted).toHaveLength(4)
    expect(five.problem).toBe('Add up to 4 images')
    expect(acceptImages([img('x.png'), img('y.png')], 3).accepted).toHaveLength(1)
  })

  it('offers people for the @word at the caret only', () => {
    expect(mentionAtCaret('Hello @ma', 9)).toEqual({ start: 6, query: 'ma' })
    expect(mentionAtCaret('mail@example', 12)).toBeNull()
    expect(mentionAtCaret('@ana then', 9)).toBeNull()
  })

  it('turns picked @Names into markup and back', () => {
    const picked = new Map([
      ['Maya Okafor', ID],
      ['Maya', '00000000-0000-4000-8000-000000000001'],
    ])
    const body = toMarkup('cc @Maya Okafor and @Maya', picked)
    expect(body).toBe(`cc @[Maya Okafor](${ID}) and @[Maya](00000000-0000-4000-8000-000000000001)`)
    const back = fromMarkup(body)
    expect(back.text).toBe('cc @Maya Okafor and @Maya')
    expect(back.picked.get('Maya Okafor')).toBe(ID)
  })
})

describe('relative time', () => {
  const now = Date.parse('2026-11-22T12:00:00Z')
  it('says how long ago, in words', () => {
    expect(relativeTime('2026-11-22T11:59:30Z', now)).toBe('just now')
    expect(relativeTime('2026-11-22T09:00:00Z', now)).toBe('3 hours ago')
    expect(relativeTime('2026-11-21T12:00:00Z', now)).toBe('yesterday')
    expect(relativeTime('2026-11-08T12:00:00Z', now)).toBe('2 weeks ago')
  })
})
