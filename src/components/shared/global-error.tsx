import { Component, type ErrorInfo, type ReactNode } from 'react'
import { AlertTriangle } from 'lucide-react'
import { t } from '@/lib/i18n'

/** The global error screen of SPEC §2, shown for any uncaught render error. */
export function GlobalErrorScreen({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error)
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-md rounded-[var(--radius-card)] border border-border bg-surface p-6 text-center shadow-sm">
        <AlertTriangle className="mx-auto mb-3 size-10 text-danger" aria-hidden="true" />
        <h1 className="text-xl font-bold">{t('Something went wrong')}</h1>
        <p className="mt-2 text-muted">{t("The application encountered an error and couldn't load properly.")}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-5 min-h-11 rounded-lg bg-primary px-5 font-medium text-primary-foreground hover:bg-primary-hover"
        >
          {t('Reload Page')}
        </button>
        <details className="mt-5 text-left text-sm">
          <summary className="cursor-pointer text-muted">{t('Technical details')}</summary>
          <pre className="mt-2 overflow-auto rounded-lg bg-background p-3 whitespace-pre-wrap">{message}</pre>
        </details>
      </div>
    </main>
  )
}

/** Shows the global error screen for an uncaught render error; a new `resetKey` (the path) clears it. */
export class GlobalErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { error: unknown }> {
  state = { error: null as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  componentDidUpdate(prev: { resetKey?: string }) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null })
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Uncaught render error', error, info.componentStack)
  }

  render() {
    return this.state.error ? <GlobalErrorScreen error={this.state.error} /> : this.props.children
  }
}
