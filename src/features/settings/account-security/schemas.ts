import * as v from 'valibot'

export const code = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'Enter the 6-digit code.'))

export const totpCodeSchema = v.object({ code })

export const passwordChangeSchema = v.object({
  code,
  password: v.pipe(
    v.string(),
    v.minLength(8, 'Use at least 8 characters.'),
    v.maxLength(72, 'Use at most 72 characters.'),
  ),
})
