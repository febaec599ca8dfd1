import { t } from '@/lib/i18n'

/** The youngest age at which a member may join, as most networks set it. */
export const MIN_AGE = 13
const MAX_AGE = 100

/** Today's UTC calendar day as `YYYY-MM-DD`: ages count on the UTC day, as the database counts them. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10)

/** Full years on `on` for a `YYYY-MM-DD` date of birth (a 29 February birthday comes on 28 February). */
export function ageOn(dob: string, on: string = utcToday()): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number]
  const [y, m, d] = on.split('-').map(Number) as [number, number, number]
  const lastOfMonth = new Date(Date.UTC(y, bm, 0)).getUTCDate()
  const birthdayPassed = m > bm || (m === bm && d >= Math.min(bd, lastOfMonth))
  return y - by - (birthdayPassed ? 0 : 1)
}

/** Under 18 on that day (false without a date of birth): the member has the safe defaults. */
export const isMinor = (dob: string | null | undefined, on: string = utcToday()) =>
  !!dob && /^\d{4}-\d{2}-\d{2}$/.test(dob) && ageOn(dob, on) < 18

/** What is wrong with a date of birth given at sign-up, in a sentence for the member; null when it is fine. */
export function dateOfBirthProblem(dob: string, on: string = utcToday()): string | null {
  if (!dob) return t('Enter your date of birth.')
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dob) || Number.isNaN(Date.parse(dob))) return t('Enter a valid date, like 2008-05-14.')
  if (dob > on) return t('Your date of birth cannot be in the future.')
  const age = ageOn(dob, on)
  if (age < MIN_AGE) return t('You must be at least {age} years old to join.', { age: MIN_AGE })
  if (age > MAX_AGE) return t('Check the year: that would make you over {age}.', { age: MAX_AGE })
  return null
}
