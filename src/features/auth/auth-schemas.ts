import * as v from 'valibot'

export const PASSWORD_MIN = 8

const email = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Enter your email address.'),
  v.email('Enter a valid email address, like name@example.com.'),
)
const password = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`),
  v.maxLength(72, 'Use at most 72 characters.'),
)

export const signInSchema = v.object({
  email,
  password: v.pipe(v.string(), v.minLength(1, 'Enter your password.')),
  rememberMe: v.boolean(),
})

export const signUpSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, 'Enter your full name.'),
    v.maxLength(120, 'Use at most 120 characters.'),
  ),
  email,
  password,
})

export const emailSchema = v.object({ email })

/** A change of password made while signed in (not from a recovery link) asks for the current one too. */
export const changePasswordSchema = v.pipe(
  v.object({
    current: v.pipe(v.string(), v.minLength(1, 'Enter your current password.')),
    password,
    confirm: v.string(),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (x) => x.password === x.confirm, 'The passwords do not match.'),
    ['confirm'],
  ),
)

export const newPasswordSchema = v.pipe(
  v.object({ password, confirm: v.string() }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (x) => x.password === x.confirm, 'The passwords do not match.'),
    ['confirm'],
  ),
)
