import { GoogleButton } from './google-button'

/** The "or" divider and Google sign-in under the email forms. */
export function OrGoogle({ onError, next }: { onError: (message: string) => void; next?: string | null }) {
  return (
    <>
      <div className="my-5 flex items-center gap-3 text-sm text-muted">
        <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
      </div>
      <GoogleButton onError={onError} next={next} />
    </>
  )
}
