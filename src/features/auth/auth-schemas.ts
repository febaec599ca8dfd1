import { z } from 'zod'

export const PASSWORD_MIN = 8

const email = z.string().trim().min(1, 'Enter your email address.').email('Enter a valid email address, like name@example.com.')
const password = z.string().min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`).max(72, 'Use at most 72 characters.')

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.'),
  rememberMe: z.boolean(),
})

export const signUpSchema = z.object({
  name: z.string().trim().min(2, 'Enter your full name.').max(120, 'Use at most 120 characters.'),
  email,
  password,
})

export const emailSchema = z.object({ email })

export const newPasswordSchema = z
  .object({ password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match.' })
