import * as v from 'valibot'
import { t } from '@/lib/i18n'

export const PASSWORD_MIN = 8

const email = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, () => t('Enter your email address.')),
  v.email(() => t('Enter a valid email address, like name@example.com.')),
)
const password = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN, () => t('Use at least {count} characters.', { count: PASSWORD_MIN })),
  v.maxLength(72, () => t('Use at most 72 characters.')),
)

export const signInSchema = v.object({
  email,
  password: v.pipe(
    v.string(),
    v.minLength(1, () => t('Enter your password.')),
  ),
  rememberMe: v.boolean(),
})

export const signUpSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, () => t('Enter your full name.')),
    v.maxLength(120, () => t('Use at most 120 characters.')),
  ),
  email,
  password,
})

export const emailSchema = v.object({ email })

export const newPasswordSchema = v.pipe(
  v.object({ password, confirm: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm']],
      (x) => x.password === x.confirm,
      () => t('The passwords do not match.'),
    ),
    ['confirm'],
  ),
)

/** A change of password made while signed in (not from a recovery link) asks for the current one too. */
export const changePasswordSchema = v.intersect([
  v.object({
    current: v.pipe(
      v.string(),
      v.minLength(1, () => t('Enter your current password.')),
    ),
  }),
  newPasswordSchema,
])
