import { useQuery } from '@tanstack/react-query'
import { ShieldCheck, ShieldAlert } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { FormSection } from '@/components/shared/form-section'
import { Button } from '@/components/ui/button'
import { standingQueryOptions } from '@/data/moderation/moderation-queries'
import type { Appeal, Decision, Standing } from '@/data/moderation/moderation-types'
import { fullDate } from '@/lib/relative-time'
import { appealDeadline, canAppeal, strikeExpiry } from '@/lib/standing'
import { msg, t } from '@/lib/i18n'
import { AppealDialog } from './appeal-dialog'
import { SectionState } from './section-state'

const DECIDED: Record<string, string> = {
  remove: msg('A moderator removed your content'),
  restrict: msg('A moderator restricted posting and messaging'),
  suspend: msg('A moderator suspended your account'),
}

/** Settings → Standing: strikes in force, any restriction, each decision about the member and its appeal. */
export function StandingSection({ userId }: { userId: string }) {
  const query = useQuery(standingQueryOptions(userId))
  const [params, setParams] = useSearchParams()
  const appealing = params.get('appeal')
  const setAppealing = (id: string | null) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev)
      if (id) out.set('appeal', id)
      else out.delete('appeal')
      return out
    })
  const open = query.data?.decisions.find((d) => d.id === appealing)
  return (
    <SectionState
      what={t('Your standing')}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {query.data && (
        <FormSection title={t('Standing')}>
          <Summary standing={query.data.standing} />
          <p className="text-sm text-muted">
            {t(
              'A decision against you counts as a strike for 12 months unless it is reversed. You can appeal each decision once, within 6 months; a different moderator decides.',
            )}
          </p>
          {query.data.decisions.length > 0 && (
            <ul className="divide-y divide-border" aria-label={t('Decisions about you')}>
              {query.data.decisions.map((d) => (
                <DecisionRow key={d.id} decision={d} onAppeal={() => setAppealing(d.id)} />
              ))}
            </ul>
          )}
        </FormSection>
      )}
      {open && canAppeal(open) && (
        <AppealDialog memberId={userId} decisionId={open.id} onClose={() => setAppealing(null)} />
      )}
    </SectionState>
  )
}

function Summary({ standing }: { standing: Standing }) {
  const r = standing.restriction
  const good = !standing.strikes && !r
  const Icon = good ? ShieldCheck : ShieldAlert
  return (
    <div className={`flex gap-3 rounded-lg p-3 ${good ? 'bg-success-soft' : 'bg-danger-soft'}`} role="status">
      <Icon className={`size-6 shrink-0 ${good ? 'text-success' : 'text-danger'}`} aria-hidden="true" />
      <div>
        <p className="font-semibold">
          {good
            ? t('Your account is in good standing')
            : t('{count, plural, one {# strike in force} other {# strikes in force}}', { count: standing.strikes })}
        </p>
        {r?.action === 'suspend' && !r.until && <p>{t('Your account is suspended until a moderator lifts it.')}</p>}
        {r && r.until && (
          <p>
            {r.action === 'suspend'
              ? t('Your account is suspended until {date}.', { date: fullDate(r.until) })
              : t('You cannot post, comment or send messages until {date}.', { date: fullDate(r.until) })}
          </p>
        )}
        {good && <p className="text-sm">{t('No decisions against you are in force.')}</p>}
      </div>
    </div>
  )
}

function DecisionRow({
  decision: d,
  onAppeal,
}: {
  decision: Decision & { appeal: Appeal | null }
  onAppeal: () => void
}) {
  return (
    <li className="space-y-2 py-4 text-sm" id={`decision-${d.id}`}>
      <p className="font-medium">
        {t(DECIDED[d.action] ?? d.action)} · {t(d.rule)}
        <span className="font-normal text-muted"> · {fullDate(d.created_at)}</span>
      </p>
      {d.excerpt && (
        <p className="line-clamp-3 text-muted" title={d.excerpt}>
          “{d.excerpt}”
        </p>
      )}
      <p>
        <span className="font-medium">{t('Reasons:')}</span> {d.statement}
      </p>
      {d.reversed_at ? (
        <p className="rounded-lg bg-success-soft p-2">
          {t('Reversed on appeal on {date}: {reasons}', {
            date: fullDate(d.reversed_at),
            reasons: d.reversal_statement ?? '',
          })}
        </p>
      ) : d.appeal?.status === 'open' ? (
        <p className="rounded-lg bg-background p-2">
          {t('Appeal sent on {date}: waiting for a moderator.', { date: fullDate(d.appeal.created_at) })}
        </p>
      ) : d.appeal?.status === 'upheld' ? (
        <p className="rounded-lg bg-background p-2">
          {t('Appeal upheld: {reasons}', { reasons: d.appeal.outcome_statement ?? '' })}
        </p>
      ) : canAppeal(d) ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" size="sm" onClick={onAppeal}>
            {t('Appeal')}
          </Button>
          <span className="text-muted">
            {t('Until {date}', { date: fullDate(appealDeadline(d.created_at).toISOString()) })}
          </span>
        </div>
      ) : (
        <p className="text-muted">{t('The time to appeal has passed.')}</p>
      )}
      {!d.reversed_at && new Date() < strikeExpiry(d.created_at) && (
        <p className="text-muted">
          {t('Strike expires on {date}.', { date: fullDate(strikeExpiry(d.created_at).toISOString()) })}
        </p>
      )}
    </li>
  )
}
