import * as v from 'valibot'
import { t } from '@/lib/i18n'

// Valibot rules several forms share. Messages are functions so they are worded in the language shown.

/** Trimmed text of at most `max` characters. */
export const trimmedText = (max: number, tooLong: () => string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, tooLong))

/** Trimmed text of `min` to `max` characters. */
export const textBetween = (min: number, tooShort: () => string, max: number, tooLong: () => string) =>
  v.pipe(v.string(), v.trim(), v.minLength(min, tooShort), v.maxLength(max, tooLong))

/** One of a list's values, as a select gives it. */
export const oneOf = (options: readonly { value: string }[], message: () => string) =>
  v.pipe(
    v.string(),
    v.check((s) => options.some((o) => o.value === s), message),
  )

/** The title of an event or an opportunity. */
export const titleRule = textBetween(
  3,
  () => t('Give it a title of at least 3 characters.'),
  160,
  () => t('Keep the title under 160 characters.'),
)

/** A phone number, or nothing. */
export const phoneRule = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (s) => s === '' || /^\+?[\d\s().-]{6,20}$/.test(s),
    () => t('Enter a phone number using digits, spaces, +, ( ) or -.'),
  ),
)
