import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, FileText, MessageSquare, Rocket, Star } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { PersonRow } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { ReportButton } from '@/components/shared/report-button'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { paths } from '@/config/paths'
import { useExpressInterest } from '@/data/funding/pitch-mutations'
import {
  openPitchDeck,
  pitchInterestsQueryOptions,
  pitchQueryOptions,
  pitchTeamQueryOptions,
  pitchViewsQueryOptions,
} from '@/data/funding/pitch-queries'
import type { PublishedPitch } from '@/data/funding/pitch-types'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { askLabel, stageLabel } from '../funding.utils'

/** One pitch: what it is, its deck; the founder sees who viewed and who is interested, funders can express interest. */
export function PitchDetail({
  id,
  me,
  isFunder,
  onBack,
  onEdit,
}: {
  id: string
  me: string
  isFunder: boolean
  onBack: () => void
  onEdit: () => void
}) {
  const query = useQuery(pitchQueryOptions(id))
  if (query.isPending) return <Skeleton className="h-80" />
  if (query.isError)
    return <LoadError what={t('This pitch')} error={query.error} onRetry={() => void query.refetch()} />
  const p = query.data
  if (!p) {
    return (
      <Card>
        <EmptyState icon={Rocket} title={t('Pitch not found')}>
          {t('It was removed, or it is a draft only its founder can see.')}
        </EmptyState>
      </Card>
    )
  }
  const isFounder = p.founder_id === me
  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('All pitches')}
      </Button>
      <Card className="space-y-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-xl font-bold">{p.name}</h2>
            <p className="text-muted">{p.one_liner}</p>
            <p className="mt-1 text-sm">
              {[stageLabel(p.stage), p.sector, askLabel(p.ask_amount, p.currency)].filter(Boolean).join(' · ')}
            </p>
            {p.status === 'draft' && (
              <p className="mt-1 text-sm font-medium text-muted">{t('Draft: only you can see it.')}</p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {p.deck_path && <DeckButton pitchId={p.id} />}
            {isFounder ? (
              <Button variant="secondary" onClick={onEdit}>
                {t('Edit')}
              </Button>
            ) : (
              <ReportButton kind="pitch" targetId={p.id} memberId={me} />
            )}
          </div>
        </div>
        {p.founder && !isFounder && <PersonRow person={p.founder} detail={t('Founder')} />}
        <PitchTeam ids={p.team_ids} />
        {p.problem && (
          <section>
            <h3 className="font-semibold">{t('Problem')}</h3>
            <p className="whitespace-pre-line text-sm">{p.problem}</p>
          </section>
        )}
        {p.solution && (
          <section>
            <h3 className="font-semibold">{t('Solution')}</h3>
            <p className="whitespace-pre-line text-sm">{p.solution}</p>
          </section>
        )}
      </Card>
      {isFounder ? <FounderInsights pitch={p} /> : isFunder ? <InterestBox me={me} pitch={p} /> : null}
    </div>
  )
}

/** The team as the reader may see it (profiles' RLS: public ones, and the reader's associates). */
function PitchTeam({ ids }: { ids: string[] }) {
  const team = useQuery({ ...pitchTeamQueryOptions(ids), enabled: ids.length > 0 })
  if (ids.length === 0 || !team.data?.length) return null
  return (
    <section aria-labelledby="pitch-team-heading">
      <h3 id="pitch-team-heading" className="font-semibold">
        {t('Team')}
      </h3>
      <ul className="grid gap-x-4 sm:grid-cols-2" data-testid="pitch-team">
        {team.data.map((m) => (
          <li key={m.id}>
            <PersonRow person={m} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function DeckButton({ pitchId }: { pitchId: string }) {
  const [busy, setBusy] = useState(false)
  const open = async () => {
    // Open the tab at once (popup blockers), then point it at the signed URL.
    const tab = window.open('', '_blank')
    setBusy(true)
    try {
      const url = await openPitchDeck(pitchId)
      if (tab) tab.location.href = url
      else window.location.assign(url)
    } catch (error) {
      tab?.close()
      void notify(t('The deck could not open'), 'error', (error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button onClick={() => void open()} isLoading={busy}>
      <FileText className="size-4" aria-hidden="true" /> {t('Open deck')}
    </Button>
  )
}

function InterestBox({ me, pitch }: { me: string; pitch: PublishedPitch }) {
  const interests = useQuery(pitchInterestsQueryOptions(pitch.id))
  const express = useExpressInterest(me)
  const [message, setMessage] = useState('')
  const already = interests.data?.some((i) => i.investor_id === me)
  return (
    <Card className="space-y-3 p-4" data-testid="interest-box">
      {already ? (
        <>
          <Alert tone="success">
            {pitch.founder?.name
              ? t('You expressed interest. {name} has been notified.', { name: pitch.founder.name })
              : t('You expressed interest. The founder has been notified.')}
          </Alert>
          <Link to={paths.messagesWith(pitch.founder_id)} className={buttonVariants()}>
            <MessageSquare className="size-4" aria-hidden="true" /> {t('Message the founder')}
          </Link>
        </>
      ) : (
        <>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">{t('A note for the founder (optional)')}</span>
            <Textarea rows={2} maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} />
          </label>
          <Button onClick={() => express.mutate({ pitchId: pitch.id, message })} isLoading={express.isPending}>
            <Star className="size-4" aria-hidden="true" /> {t('Express interest')}
          </Button>
        </>
      )}
    </Card>
  )
}

function FounderInsights({ pitch }: { pitch: PublishedPitch }) {
  const views = useQuery(pitchViewsQueryOptions(pitch.id))
  const interests = useQuery(pitchInterestsQueryOptions(pitch.id))
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InsightCard
        testId="pitch-interests"
        title={t('Interested ({count})', { count: pitch.interest_count })}
        empty={t('No interest yet. Investors see published pitches.')}
      >
        {interests.data?.length
          ? interests.data.map((i) =>
              i.investor ? (
                <li key={i.investor_id}>
                  <PersonRow
                    person={i.investor}
                    detail={i.message || undefined}
                    action={
                      <Link
                        to={paths.messagesWith(i.investor_id)}
                        className={buttonVariants({ size: 'sm', variant: 'secondary' })}
                      >
                        {t('Message')}
                      </Link>
                    }
                  />
                </li>
              ) : null,
            )
          : null}
      </InsightCard>
      <InsightCard
        testId="pitch-views"
        title={t('Deck views ({count})', { count: pitch.view_count })}
        empty={t('Nobody opened the deck yet.')}
      >
        {views.data?.length
          ? views.data.map((v) =>
              v.viewer ? (
                <li key={`${v.viewer_id}:${v.day}`}>
                  <PersonRow person={v.viewer} detail={<RelativeTime iso={v.created_at} />} />
                </li>
              ) : null,
            )
          : null}
      </InsightCard>
    </div>
  )
}

/** One of the founder's lists; `children` are its rows, or null when there are none. */
function InsightCard({
  testId,
  title,
  empty,
  children,
}: {
  testId: string
  title: string
  empty: string
  children: ReactNode
}) {
  return (
    <Card className="p-4" data-testid={testId}>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {children ? (
        <ul className="divide-y divide-border">{children}</ul>
      ) : (
        <p className="text-sm text-muted">{empty}</p>
      )}
    </Card>
  )
}
