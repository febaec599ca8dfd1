import * as v from 'valibot'
import { t } from '@/lib/i18n'

const email = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, () => t('Enter an email address.')),
  v.email('Enter a valid email address, like name@example.com.'),
)

export const nameSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, () => t('Enter your name.')),
    v.maxLength(120, () => t('Use at most 120 characters.')),
  ),
})

export const emailChangeSchema = v.object({ email })

export const deletionSchema = v.object({
  email,
  password: v.pipe(
    v.string(),
    v.minLength(1, () => t('Enter your password.')),
  ),
})
