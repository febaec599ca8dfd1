import { intlLocale } from './i18n'

// The words passed here are English; translated screens use an ICU plural through t() instead.
const rules = new Intl.PluralRules('en')

/**
 * "1 follower", "2 followers", "1,200 views": every count shown next to a word goes through here.
 * `other` defaults to `one` + "s"; pass it for irregular words ("1 reply", "2 replies").
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString(intlLocale() ?? 'en')} ${pluralWord(count, one, other)}`
}

/** Just the word for `count`: "follower" or "followers". */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other
}
