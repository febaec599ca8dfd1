import { GoogleButton } from './google-button'
import { t } from '@/lib/i18n'

/** The "or" divider and Google sign-in under the email forms. */
export function OrGoogle({ onError, next }: { onError: (message: string) => void; next?: string | null }) {
  return (
    <>
      <div className="my-5 flex items-center gap-3 text-sm text-muted">
        <span className="h-px flex-1 bg-border" /> {t('or')} <span className="h-px flex-1 bg-border" />
      </div>
      <GoogleButton onError={onError} next={next} />
    </>
  )
}
