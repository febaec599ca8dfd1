import { CheckCircle2, Circle, X } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { RoundIconButton } from '@/components/shared/round-icon-button'
import { Card } from '@/components/ui/card'
import { ProgressBar } from '@/components/ui/progress-bar'
import { useDismissChecklist, type HomeSummary } from '@/data/profiles/home-summary'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { CHECKLIST_STEPS } from '../home.utils'

/**
 * The first-week checklist: progress, each open step linked to where it is done, and a way to put it away.
 * `compact` (above the feed on phones) shows the next step only until the member asks for all of them.
 */
export function HomeChecklist({
  userId,
  summary,
  compact = false,
}: {
  userId: string
  summary: HomeSummary
  compact?: boolean
}) {
  const dismiss = useDismissChecklist(userId)
  const [expanded, setExpanded] = useState(!compact)
  const next = summary.checklist.find((item) => !item.done)
  const shown = expanded ? summary.checklist : summary.checklist.filter((item) => item === next)
  const done = summary.checklist.filter((item) => item.done).length
  const total = summary.checklist.length
  return (
    <Card className="p-4" role="region" aria-label={t('Your first week')}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold">{t('Your first week')}</h2>
          <p className="text-sm text-muted">{t('{done} of {total} done', { done, total })}</p>
        </div>
        <RoundIconButton
          icon={X}
          label={t('Hide the checklist')}
          onClick={() => dismiss.mutate()}
          className="-mt-1 -mr-2"
        />
      </div>
      <div className="mt-2">
        <ProgressBar value={done / total} label={t('First-week progress')} />
      </div>
      <ul className="mt-3 space-y-1">
        {shown.map((item) => {
          const step = CHECKLIST_STEPS[item.key]
          const Icon = item.done ? CheckCircle2 : Circle
          const content = (
            <>
              <Icon className={cn('size-5 shrink-0', item.done ? 'text-primary' : 'text-muted')} aria-hidden="true" />
              <span className={cn('min-w-0 flex-1', item.done && 'text-muted line-through')}>{t(step.label)}</span>
              {item.done && <span className="sr-only">{t('Done')}</span>}
            </>
          )
          return (
            <li key={item.key}>
              {item.done ? (
                <div className="flex min-h-11 items-center gap-3 px-2 text-sm">{content}</div>
              ) : (
                <Link
                  to={step.to}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm font-medium hover:bg-background"
                >
                  {content}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
      {compact && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 min-h-11 px-2 text-sm font-medium text-primary hover:underline"
        >
          {expanded ? t('Show the next step only') : t('Show all {total} steps', { total })}
        </button>
      )}
    </Card>
  )
}
