import { useState } from 'react'
import { t } from '@/lib/i18n'

/** The start-up failure page of SPEC §2: shown when the app itself cannot start. */
export function StartupFailure({ error }: { error: unknown }) {
  const [showConsole, setShowConsole] = useState(false)
  const detail = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error)
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-lg rounded-[var(--radius-card)] border border-border bg-surface p-6 shadow-sm">
        <h1 className="text-xl font-bold">{t('Application Failed to Load')}</h1>
        <p className="mt-2 text-muted">{t('The app could not start. Likely causes:')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
          <li>{t('Network issues')}</li>
          <li>{t('The server is not running')}</li>
          <li>{t('The authentication service is unavailable')}</li>
          <li>{t('A script error')}</li>
        </ul>
        <div className="mt-5 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="min-h-11 rounded-lg bg-primary px-5 font-medium text-primary-foreground hover:bg-primary-hover"
          >
            {t('Reload Page')}
          </button>
          <button
            type="button"
            aria-expanded={showConsole}
            onClick={() => setShowConsole((v) => !v)}
            className="min-h-11 rounded-lg border border-border px-5 font-medium hover:bg-background"
          >
            {t('Debug Console')}
          </button>
        </div>
        {showConsole && (
          <pre className="mt-4 max-h-72 overflow-auto rounded-lg bg-gray-900 p-3 text-xs whitespace-pre-wrap text-gray-100">
            {`${detail}\n\nURL: ${window.location.href}\nUser agent: ${navigator.userAgent}`}
          </pre>
        )}
      </div>
    </main>
  )
}
