import * as v from 'valibot'
import { dateOfBirthProblem } from '@/lib/age'
import { msg, t } from '@/lib/i18n'
import { phoneRule, textBetween, trimmedText } from '@/lib/form-rules'
import { ORGANISATION_SIZES } from '@/lib/profile-types'

// Labels are msg() ids, translated when the message is shown (docs/footguns.md).
const text = (max: number, label: string) =>
  trimmedText(max, () => t('{label} can be up to {max} characters.', { label: t(label), max }))
const link = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(300, () => t('{label} can be up to {max} characters.', { label: t(label), max: 300 })),
    v.check(
      (s) => s === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(s),
      () => t('Enter the full {label} link, starting with https://', { label: t(label) }),
    ),
  )
const tags = (tooMany: string, tooLong: string) =>
  v.pipe(
    v.array(v.string()),
    v.maxLength(30, () => t(tooMany, { max: 30 })),
    v.check(
      (list) => list.every((tag) => tag.length <= 40),
      () => t(tooLong, { max: 40 }),
    ),
  )

export const profileFormSchema = v.object({
  name: textBetween(
    1,
    () => t('Enter your name.'),
    120,
    () => t('Your name can be up to {max} characters.', { max: 120 }),
  ),
  first_name: text(60, msg('First name')),
  last_name: text(60, msg('Last name')),
  headline: text(160, msg('Your headline')),
  bio: text(2000, msg('Your bio')),
  university: text(120, msg('University')),
  location: text(120, msg('Location')),
  date_of_birth: v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed && dataset.value !== '' ? dateOfBirthProblem(dataset.value) : null
      if (problem) addIssue({ message: problem })
    }),
  ),
  phone: phoneRule,
  college_email: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s),
      () => t('Enter a valid email address, like name@university.edu.'),
    ),
  ),
  organization_name: text(120, msg('Organisation name')),
  organization_size: v.pipe(
    v.string(),
    v.check(
      (s) => s === '' || ORGANISATION_SIZES.some((o) => o.value === s),
      () => t('Choose a size from the list.'),
    ),
  ),
  sector: text(80, msg('Sector')),
  headquarters: text(120, msg('Headquarters')),
  graduation_year: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || (/^\d{4}$/.test(s) && Number(s) >= 1950 && Number(s) <= 2100),
      () => t('Enter a year, like 2027.'),
    ),
  ),
  linkedin: link('LinkedIn'),
  github: link('GitHub'),
  twitter: link('Twitter'),
  website: link(msg('website')),
  skills: tags(msg('Add up to {max} skills.'), msg('Each of your skills can be up to {max} characters.')),
  interests: tags(msg('Add up to {max} interests.'), msg('Each of your interests can be up to {max} characters.')),
  is_public: v.boolean(),
  show_email: v.boolean(),
  show_phone: v.boolean(),
  show_location: v.boolean(),
  allow_messages: v.boolean(),
  allow_connections: v.boolean(),
  messaging_enabled: v.boolean(),
  allow_follower_messages: v.boolean(),
  email_notifications: v.boolean(),
  push_notifications: v.boolean(),
  language: v.string(),
  timezone: v.string(),
})

export type ProfileFormValues = v.InferOutput<typeof profileFormSchema>
