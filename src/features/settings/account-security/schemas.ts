import * as v from 'valibot'
import { t } from '@/lib/i18n'

export const code = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{6}$/, () => t('Enter the 6-digit code.')),
)

export const totpCodeSchema = v.object({ code })

export const passwordChangeSchema = v.object({
  code,
  password: v.pipe(
    v.string(),
    v.minLength(8, () => t('Use at least 8 characters.')),
    v.maxLength(72, () => t('Use at most 72 characters.')),
  ),
})

/** GoTrue keeps a passkey's name to 120 bytes of UTF-8 (fewer characters in scripts beyond Latin). */
export const passkeyNameSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, () => t('Enter a name.')),
    v.check(
      (name) => new TextEncoder().encode(name).length <= 120,
      () => t('That name is too long.'),
    ),
  ),
})
