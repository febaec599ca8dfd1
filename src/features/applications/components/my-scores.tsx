import { useState } from 'react'
import { Input } from '@/components/ui/input'
import { useScoreApplication } from '@/data/pipeline/pipeline-mutations'
import type { Criterion, ReviewerScore } from '@/data/pipeline/pipeline-types'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'

const SCORES = [1, 2, 3, 4, 5] as const

/** The signed-in reviewer's 1–5 on each criterion (pressing the chosen score again clears it), and a note each. */
export function MyScores({
  opportunityId,
  applicationId,
  criteria,
  mine,
}: {
  opportunityId: string
  applicationId: string
  criteria: Criterion[]
  mine: ReviewerScore[]
}) {
  const score = useScoreApplication(opportunityId, applicationId)
  return (
    <div className="space-y-2">
      <h5 className="text-sm font-medium">{t('Your scores')}</h5>
      <ul className="space-y-2">
        {criteria.map((c) => {
          const own = mine.find((s) => s.criterion_id === c.id)
          return (
            <li
              key={c.id}
              className="grid gap-1 sm:grid-cols-[minmax(8rem,1fr)_auto_minmax(10rem,1.5fr)] sm:items-center sm:gap-3"
            >
              <div>
                <span className="font-medium">{c.name}</span>
                {c.description && <p className="text-xs text-muted">{c.description}</p>}
              </div>
              <div role="group" aria-label={t('Score for {criterion}', { criterion: c.name })} className="flex gap-1">
                {SCORES.map((n) => (
                  <button
                    key={n}
                    type="button"
                    aria-pressed={own?.score === n}
                    aria-label={t('{score} out of 5', { score: n })}
                    disabled={score.isPending}
                    onClick={() =>
                      score.mutate({ criterionId: c.id, score: own?.score === n ? null : n, note: own?.note ?? '' })
                    }
                    className={cn(
                      'size-10 rounded-md border text-sm font-semibold',
                      own?.score === n
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-border bg-surface hover:bg-border/40',
                    )}
                  >
                    {n}
                  </button>
                ))}
              </div>
              <ScoreNote
                key={own?.note ?? ''}
                criterion={c.name}
                note={own?.note ?? ''}
                disabled={!own}
                onSave={(note) => own && score.mutate({ criterionId: c.id, score: own.score, note })}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function ScoreNote({
  criterion,
  note,
  disabled,
  onSave,
}: {
  criterion: string
  note: string
  disabled: boolean
  onSave: (note: string) => void
}) {
  const [text, setText] = useState(note)
  const commit = () => text.trim() !== note.trim() && onSave(text)
  return (
    <Input
      value={text}
      disabled={disabled}
      maxLength={1000}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      placeholder={disabled ? t('Score first, then add a note') : t('Note (optional)')}
      aria-label={t('Your note on {criterion}', { criterion })}
    />
  )
}
