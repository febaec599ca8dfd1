import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, Undo2, Zap } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import {
  defaultResumeQueryOptions,
  QUICK_APPLY_UNDO_MS,
  useQuickApply,
  useRefreshApplication,
  useUndoQuickApply,
} from '@/data/opportunities/quick-apply'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'

type State = { step: 'idle' } | { step: 'no-resume' } | { step: 'sent'; id: string; until: number } | { step: 'undone' }

const fileName = (path: string) => path.split('/').pop() ?? path

/**
 * "Quick apply": one click sends the profile's name and e-mail with the newest résumé, then "Undo" for a few
 * seconds (the application is taken back as if never sent). Without a résumé it says why and offers the form.
 */
export function QuickApply({
  userId,
  opportunityId,
  formHref,
}: {
  userId: string
  opportunityId: string
  formHref: string
}) {
  const resume = useQuery(defaultResumeQueryOptions(userId))
  const apply = useQuickApply()
  const undo = useUndoQuickApply()
  const refresh = useRefreshApplication(userId)
  const [state, setState] = useState<State>({ step: 'idle' })
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (state.step !== 'sent') return
    const timer = window.setInterval(() => {
      setNow(Date.now())
      if (Date.now() >= state.until) {
        window.clearInterval(timer)
        refresh(opportunityId)
      }
    }, 250)
    return () => window.clearInterval(timer)
  }, [state, opportunityId, refresh])

  if (state.step === 'sent') {
    const left = Math.max(0, Math.ceil((state.until - now) / 1000))
    return (
      <div role="status" className="flex w-full flex-wrap items-center gap-2 rounded-lg bg-primary-soft px-3 py-2">
        <CheckCircle2 className="size-5 text-primary" aria-hidden="true" />
        <span className="min-w-0 flex-1 text-sm">
          {t('Application sent with {file}.', { file: fileName(resume.data ?? '') })}
        </span>
        {left > 0 && (
          <Button
            variant="secondary"
            size="sm"
            isLoading={undo.isPending}
            onClick={() =>
              undo.mutate(state.id, {
                onSuccess: () => {
                  setState({ step: 'undone' })
                  refresh(opportunityId)
                },
                onError: () => refresh(opportunityId),
              })
            }
          >
            <Undo2 className="size-4" aria-hidden="true" /> {t('Undo ({seconds})', { seconds: String(left) })}
          </Button>
        )}
        {undo.error && (
          <p role="alert" className="w-full text-sm text-danger">
            {errorMessage(undo.error)}
          </p>
        )}
      </div>
    )
  }
  if (state.step === 'no-resume') {
    return (
      <div role="status" className="w-full space-y-2 rounded-lg border border-border px-3 py-2 text-sm">
        <p>{t('Quick apply sends your newest résumé, and you have not added one yet.')}</p>
        <div className="flex flex-wrap gap-2">
          <Link to={formHref} className={buttonVariants({ size: 'sm' })}>
            {t('Apply with the full form')}
          </Link>
          <Link to={paths.aiResumeBuilder} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {t('Build a résumé')}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <>
      <Button
        isLoading={apply.isPending}
        disabled={resume.isPending}
        onClick={() => {
          if (!resume.data) return setState({ step: 'no-resume' })
          apply.mutate(opportunityId, {
            onSuccess: (id) => setState({ step: 'sent', id, until: Date.now() + QUICK_APPLY_UNDO_MS }),
          })
        }}
        title={resume.data ? t('Applies with your name, e-mail and {file}', { file: fileName(resume.data) }) : undefined}
      >
        <Zap className="size-4" aria-hidden="true" /> {t('Quick apply')}
      </Button>
      {state.step === 'undone' && (
        <p role="status" className="w-full text-sm text-muted">
          {t('Undone: your application was not sent.')}
        </p>
      )}
      {apply.error && (
        <p role="alert" className="w-full text-sm text-danger">
          {errorMessage(apply.error)}
        </p>
      )}
    </>
  )
}
