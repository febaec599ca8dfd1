import { afterEach, describe, expect, it } from 'vitest'
import { formatSource, pickLocale, setLocale, t, toLocale } from '@/lib/i18n'
import { plural } from '@/lib/plural'
import { compactCount, fullDateTime, relativeTime } from '@/lib/relative-time'
import { groupSentence } from '@/features/notifications/notifications.utils'

describe('the app’s language', () => {
  it('is the profile’s language first', () => {
    expect(pickLocale('es', ['fr-FR', 'en'])).toBe('es')
    expect(pickLocale('fr-CA', ['es'])).toBe('fr')
  })
  it('then the first browser language we translate into', () => {
    expect(pickLocale(null, ['fr-CA', 'en-US'])).toBe('fr')
    expect(pickLocale('de', ['de-DE', 'es-MX', 'fr'])).toBe('es')
    expect(pickLocale(undefined, ['pt-BR', 'en-GB'])).toBe('en')
  })
  it('then English', () => {
    expect(pickLocale(null, [])).toBe('en')
    expect(pickLocale('ja', ['ja-JP'])).toBe('en')
    expect(toLocale('')).toBeNull()
  })
})

describe('texts, plurals, dates and numbers follow the active language', () => {
  const iso = '2026-11-23T12:00:00Z'
  const threeHoursEarlier = new Date(iso).getTime() + 3 * 3600 * 1000
  const social = (count: number) => t('{count, plural, other {Social, # new}}', { count })

  afterEach(() => setLocale('en'))

  it('English is the source: texts are shown as written, with plurals', () => {
    expect(t('Settings')).toBe('Settings')
    expect(social(1)).toBe('Social, 1 new')
    expect(social(3)).toBe('Social, 3 new')
    expect(relativeTime(iso, threeHoursEarlier)).toBe('3 hours ago')
    expect(plural(1200, 'view')).toBe('1,200 views')
    const replies = '{count, plural, =0 {No replies} one {# reply} other {# replies}}'
    expect(formatSource(replies, { count: 0 })).toBe('No replies')
    expect(formatSource(replies, { count: 1 })).toBe('1 reply')
    expect(formatSource(replies, { count: 1200 })).toBe('1,200 replies')
    expect(t('Use @ to mention people and # for topics')).toBe('Use @ to mention people and # for topics')
  })

  it('Spanish', async () => {
    await setLocale('es')
    expect(t('Settings')).toBe('Ajustes')
    expect(t('{what} saved', { what: t('Language') })).toBe('Idioma: guardado')
    expect(social(1)).toBe('Social, 1 novedad')
    expect(social(2)).toBe('Social, 2 novedades')
    expect(relativeTime(iso, threeHoursEarlier)).toBe('hace 3 horas')
    expect(t('just now')).toBe('ahora mismo')
    expect(fullDateTime(iso)).toMatch(/23 nov 2026/)
    expect(compactCount(1500)).toMatch(/^1,5\smil$/)
  })

  it('French', async () => {
    await setLocale('fr')
    expect(t('Settings')).toBe('Paramètres')
    expect(social(1)).toBe('Social, 1 nouveauté')
    expect(social(5)).toBe('Social, 5 nouveautés')
    expect(relativeTime(iso, threeHoursEarlier)).toBe('il y a 3 heures')
    expect(fullDateTime(iso)).toMatch(/23 nov\. 2026/)
    expect(compactCount(1500)).toMatch(/^1,5\sk$/)
  })

  it('the last choice wins when two catalogs load at once', async () => {
    await Promise.all([setLocale('es'), setLocale('fr')])
    expect(t('Settings')).toBe('Paramètres')
  })
})

describe('notifications read as full sentences in each language', () => {
  afterEach(() => setLocale('en'))
  const ana = { id: 'a', name: 'Ana', profile_photo_url: null }
  const ben = { id: 'b', name: 'Ben', profile_photo_url: null }
  const cal = { id: 'c', name: 'Cal', profile_photo_url: null }
  const opportunity = { id: 'o', title: 'Data Analyst Intern', organization: 'Northwind Labs', logo_url: null } as never

  it('in English, Spanish and French, with the people and the opportunity in place', async () => {
    const liked = () => groupSentence({ type: 'post_like', actors: [ana, ben, cal] as never })
    const moved = () =>
      groupSentence({ type: 'application_status', actors: [ana] as never, data: { status: 'interview' }, opportunity })
    expect(liked()).toBe('Ana and 2 others liked your post')
    expect(moved()).toBe('Your application to Data Analyst Intern at Northwind Labs moved to interview')
    await setLocale('es')
    expect(liked()).toBe('A Ana y 2 personas más les gustó tu publicación')
    expect(moved()).toBe('Tu candidatura a Data Analyst Intern en Northwind Labs pasó a entrevista')
    await setLocale('fr')
    expect(liked()).toBe('Ana et 2 autres personnes ont aimé votre publication')
    expect(moved()).toBe('Votre candidature à Data Analyst Intern chez Northwind Labs passe à l’entretien')
  })
})
