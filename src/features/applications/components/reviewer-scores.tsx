import type { Criterion, ReviewerScore } from '@/data/pipeline/pipeline-types'
import { t } from '@/lib/i18n'

/** Every reviewer's scores of the applicant, criterion by criterion, with their notes and their own average. */
export function ReviewerScores({ criteria, scores }: { criteria: Criterion[]; scores: ReviewerScore[] }) {
  const reviewers = new Map<string, { name: string; scores: ReviewerScore[] }>()
  for (const s of scores) {
    const entry = reviewers.get(s.reviewer_id) ?? { name: s.reviewer?.name ?? t('A reviewer'), scores: [] }
    entry.scores.push(s)
    reviewers.set(s.reviewer_id, entry)
  }
  if (!reviewers.size) return <p className="text-sm text-muted">{t('Nobody has scored this applicant yet.')}</p>
  return (
    <div className="space-y-2">
      <h5 className="text-sm font-medium">{t('Scores by reviewer')}</h5>
      <ul className="space-y-2">
        {[...reviewers].map(([id, r]) => {
          const average = r.scores.reduce((n, s) => n + s.score, 0) / r.scores.length
          return (
            <li key={id} className="rounded-md bg-border/30 p-2">
              <p className="flex justify-between gap-2 font-medium">
                <span>{r.name}</span>
                <span>{t('Average {score}', { score: average.toFixed(1) })}</span>
              </p>
              <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                {criteria.map((c) => {
                  const s = r.scores.find((x) => x.criterion_id === c.id)
                  return (
                    <div key={c.id}>
                      <dt className="inline text-muted">{c.name}: </dt>
                      <dd className="inline font-semibold">{s ? `${s.score}/5` : '—'}</dd>
                      {s?.note && <dd className="text-xs text-muted">“{s.note}”</dd>}
                    </div>
                  )
                })}
              </dl>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
