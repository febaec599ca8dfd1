import * as z from 'zod/mini'

const text = (max: number, label: string) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} can be up to ${max} characters.`))
const link = (label: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(300, `${label} can be up to 300 characters.`),
    z.refine(
      (v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v),
      `Enter the full ${label} link, starting with https://`,
    ),
  )
const tags = (label: string) =>
  z.array(z.string()).check(
    z.maxLength(30, `Add up to 30 ${label}.`),
    z.refine((list) => list.every((t) => t.length <= 40), `Each of your ${label} can be up to 40 characters.`),
  )

export const profileFormSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(120, 'Your name can be up to 120 characters.')),
  first_name: text(60, 'First name'),
  last_name: text(60, 'Last name'),
  headline: text(160, 'Your headline'),
  bio: text(2000, 'Your bio'),
  university: text(120, 'University'),
  location: text(120, 'Location'),
  date_of_birth: z
    .string()
    .check(
      z.refine(
        (v) => v === '' || (!Number.isNaN(Date.parse(v)) && Date.parse(v) < Date.now()),
        'Enter a date in the past.',
      ),
    ),
  phone: z.string().check(
    z.trim(),
    z.refine(
      (v) => v === '' || /^\+?[\d\s().-]{6,20}$/.test(v),
      'Enter a phone number using digits, spaces, +, ( ) or -.',
    ),
  ),
  college_email: z.string().check(
    z.trim(),
    z.refine(
      (v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
      'Enter a valid email address, like name@university.edu.',
    ),
  ),
  linkedin: link('LinkedIn'),
  github: link('GitHub'),
  twitter: link('Twitter'),
  website: link('website'),
  skills: tags('skills'),
  interests: tags('interests'),
  is_public: z.boolean(),
  show_email: z.boolean(),
  show_phone: z.boolean(),
  show_location: z.boolean(),
  allow_messages: z.boolean(),
  allow_connections: z.boolean(),
  messaging_enabled: z.boolean(),
  allow_follower_messages: z.boolean(),
  email_notifications: z.boolean(),
  push_notifications: z.boolean(),
  language: z.string(),
  timezone: z.string(),
})

export type ProfileFormValues = z.infer<typeof profileFormSchema>
