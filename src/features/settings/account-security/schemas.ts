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
