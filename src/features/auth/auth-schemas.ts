import * as z from 'zod/mini'

export const PASSWORD_MIN = 8

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your email address.'),
    z.email('Enter a valid email address, like name@example.com.'),
  )
const password = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`),
    z.maxLength(72, 'Use at most 72 characters.'),
  )

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Enter your password.')),
  rememberMe: z.boolean(),
})

export const signUpSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(2, 'Enter your full name.'), z.maxLength(120, 'Use at most 120 characters.')),
  email,
  password,
})

export const emailSchema = z.object({ email })

export const newPasswordSchema = z
  .object({ password, confirm: z.string() })
  .check(z.refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match.' }))
