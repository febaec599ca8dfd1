import { useQuery } from '@tanstack/react-query'
import { MessageSquareQuote } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { PersonAvatar } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useAnswerRecommendation } from '@/data/career/career-mutations'
import { recommendationsQueryOptions } from '@/data/career/career-queries'
import type { Recommendation } from '@/data/career/career-types'
import { t } from '@/lib/i18n'
import { RecommendationDialog } from './recommendation-dialog'

/**
 * Approved recommendations for everyone who may see the profile; the owner also answers pending ones and may
 * bring back declined ones; an associate may write one (and withdraw theirs).
 */
export function RecommendationsSection({
  member,
  me,
  canWrite,
}: {
  member: { id: string; name: string }
  me: string
  canWrite: boolean
}) {
  const isOwn = member.id === me
  const { data = [] } = useQuery(recommendationsQueryOptions(member.id))
  const answer = useAnswerRecommendation(member.id)
  const [writing, setWriting] = useState(false)
  const approved = data.filter((r) => r.status === 'approved')
  const pending = isOwn ? data.filter((r) => r.status === 'pending') : []
  const declined = isOwn ? data.filter((r) => r.status === 'declined') : []
  const mine = data.find((r) => r.author_id === me)
  const mayWrite = canWrite && !isOwn && !mine
  if (!isOwn && approved.length === 0 && !mayWrite && !mine) return null

  const act = (r: Recommendation, action: 'approve' | 'decline' | 'remove') => answer.mutate({ id: r.id, action })
  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby="recommendations-heading" data-testid="section-recommendations">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="recommendations-heading" className="text-lg font-semibold">
          {t('Recommendations')}
        </h2>
        {mayWrite && (
          <Button variant="secondary" size="sm" onClick={() => setWriting(true)}>
            <MessageSquareQuote className="size-4" aria-hidden="true" /> {t('Write a recommendation')}
          </Button>
        )}
      </div>
      {pending.length > 0 && (
        <div className="mb-4 space-y-3 rounded-lg bg-primary-soft/50 p-3" data-testid="pending-recommendations">
          <h3 className="text-sm font-semibold">{t('Waiting for your approval')}</h3>
          <ul className="space-y-3">
            {pending.map((r) => (
              <RecommendationItem key={r.id} rec={r}>
                <Button size="sm" onClick={() => act(r, 'approve')} disabled={answer.isPending}>
                  {t('Approve')}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => act(r, 'decline')} disabled={answer.isPending}>
                  {t('Decline')}
                </Button>
              </RecommendationItem>
            ))}
          </ul>
        </div>
      )}
      {approved.length === 0 && pending.length === 0 && !(mine && mine.status !== 'approved') && (
        <p className="text-muted">
          {isOwn
            ? t('Ask an associate who knows your work to recommend you: recommendations show here once you approve them.')
            : t('Worked with {name}? Write a recommendation they can add to their profile.', { name: member.name })}
        </p>
      )}
      {mine && mine.status !== 'approved' && (
        <ul className="mb-3">
          <RecommendationItem rec={mine} note={t('Only you and {name} see this until they approve it.', { name: member.name })}>
            <Button variant="secondary" size="sm" onClick={() => act(mine, 'remove')} disabled={answer.isPending}>
              {t('Withdraw')}
            </Button>
          </RecommendationItem>
        </ul>
      )}
      <ul className="divide-y divide-border">
        {approved.map((r) => (
          <RecommendationItem key={r.id} rec={r}>
            {(isOwn || r.author_id === me) && (
              <Button variant="ghost" size="sm" onClick={() => act(r, 'remove')} disabled={answer.isPending}>
                {t('Remove')}
              </Button>
            )}
          </RecommendationItem>
        ))}
      </ul>
      {declined.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 text-muted">
            {t('{count, plural, one {# hidden recommendation} other {# hidden recommendations}}', { count: declined.length })}
          </summary>
          <ul className="space-y-3">
            {declined.map((r) => (
              <RecommendationItem key={r.id} rec={r}>
                <Button variant="secondary" size="sm" onClick={() => act(r, 'approve')}>
                  {t('Show on my profile')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => act(r, 'remove')}>
                  {t('Remove')}
                </Button>
              </RecommendationItem>
            ))}
          </ul>
        </details>
      )}
      {writing && <RecommendationDialog recipient={member} onClose={() => setWriting(false)} />}
    </Card>
  )
}

function RecommendationItem({
  rec,
  note,
  children,
}: {
  rec: Recommendation
  note?: string
  children?: React.ReactNode
}) {
  const author = rec.author
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      {author && (
        <Link to={paths.profile(author.id)} aria-hidden="true" tabIndex={-1}>
          <PersonAvatar person={author} className="size-10" />
        </Link>
      )}
      <div className="min-w-0 flex-1">
        {author && (
          <Link to={paths.profile(author.id)} className="font-semibold hover:underline">
            {author.name}
          </Link>
        )}
        {author?.headline && (
          <p className="truncate text-sm text-muted" title={author.headline}>
            {author.headline}
          </p>
        )}
        <p className="text-sm text-muted">
          {rec.relationship} · <RelativeTime iso={rec.created_at} />
        </p>
        <blockquote className="mt-2 whitespace-pre-line">{rec.body}</blockquote>
        {note && <p className="mt-1 text-sm text-muted">{note}</p>}
        {children && <div className="mt-2 flex flex-wrap gap-2">{children}</div>}
      </div>
    </li>
  )
}
