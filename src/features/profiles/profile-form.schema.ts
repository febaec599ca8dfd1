import * as v from 'valibot'
import { ORGANISATION_SIZES } from '@/lib/profile-types'

const text = (max: number, label: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} can be up to ${max} characters.`))
const link = (label: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(300, `${label} can be up to 300 characters.`),
    v.check(
      (s) => s === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(s),
      `Enter the full ${label} link, starting with https://`,
    ),
  )
const tags = (label: string) =>
  v.pipe(
    v.array(v.string()),
    v.maxLength(30, `Add up to 30 ${label}.`),
    v.check((list) => list.every((t) => t.length <= 40), `Each of your ${label} can be up to 40 characters.`),
  )

export const profileFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Enter your name.'),
    v.maxLength(120, 'Your name can be up to 120 characters.'),
  ),
  first_name: text(60, 'First name'),
  last_name: text(60, 'Last name'),
  headline: text(160, 'Your headline'),
  bio: text(2000, 'Your bio'),
  university: text(120, 'University'),
  location: text(120, 'Location'),
  date_of_birth: v.pipe(
    v.string(),
    v.check(
      (s) => s === '' || (!Number.isNaN(Date.parse(s)) && Date.parse(s) < Date.now()),
      'Enter a date in the past.',
    ),
  ),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || /^\+?[\d\s().-]{6,20}$/.test(s),
      'Enter a phone number using digits, spaces, +, ( ) or -.',
    ),
  ),
  college_email: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s),
      'Enter a valid email address, like name@university.edu.',
    ),
  ),
  organization_name: text(120, 'Organisation name'),
  organization_size: v.pipe(
    v.string(),
    v.check((s) => s === '' || ORGANISATION_SIZES.some((o) => o.value === s), 'Choose a size from the list.'),
  ),
  sector: text(80, 'Sector'),
  headquarters: text(120, 'Headquarters'),
  graduation_year: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || (/^\d{4}$/.test(s) && Number(s) >= 1950 && Number(s) <= 2100),
      'Enter a year, like 2027.',
    ),
  ),
  linkedin: link('LinkedIn'),
  github: link('GitHub'),
  twitter: link('Twitter'),
  website: link('website'),
  skills: tags('skills'),
  interests: tags('interests'),
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
