import { useQuery } from '@tanstack/react-query'
import { BarChart3, Download, Plus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { PressedButtonGroup } from '@/components/shared/pressed-button-group'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { analyticsSummaryQueryOptions } from '@/data/analytics/summary-query'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'
import { isStudent } from '@/lib/profile-types'
import { tipsFor } from '../dashboard-tips'
import {
  analyticsErrorMessage,
  dailyChartTitle,
  dailyCsv,
  dashboardTitle,
  parsePrevious,
  parseSummary,
  rangeFromParam,
  RANGES,
  seriesOf,
  stackedByDay,
  statCards,
  type RangeDays,
} from '../dashboard.utils'
import { ActivityTable } from './activity-table'
import { InfoCards } from './info-cards'
import { StatCards } from './stat-cards'
import { saveFile } from '@/lib/save-file'
import { WideScreen } from '@/components/shared/page-layouts'

const DashboardCharts = lazy(() => import('./dashboard-charts'))
const CreateSheet = lazy(() => import('./create-sheet'))

/** /dashboard (SPEC §2, §4, §5, §6, §8, §9): the member's engagement, by profile type. */
export function DashboardScreen({
  userId,
  profileType,
  minor = false,
}: {
  userId: string
  profileType: string | null | undefined
  /** Under 18: no tip speaks of being found by organisations. */
  minor?: boolean
}) {
  const [params, setParams] = useSearchParams()
  const range = rangeFromParam(params.get('range'))
  const [createOpen, setCreateOpen] = useState(false)
  const title = dashboardTitle(profileType)
  usePageTitle(title)
  const query = useQuery(analyticsSummaryQueryOptions(userId, range))

  const setRange = (days: RangeDays) =>
    setParams(
      (p) => {
        if (days === 14) p.delete('range')
        else p.set('range', String(days))
        return p
      },
      { replace: true },
    )

  const summary = query.data === undefined ? null : parseSummary(query.data)
  const previous = query.data === undefined ? null : parsePrevious(query.data)

  const download = () => {
    if (!summary) return
    saveFile(`analytics-last-${range}-days.csv`, dailyCsv(summary.daily), 'text/csv;charset=utf-8')
  }

  return (
    <WideScreen>
      <PageHeader
        title={title}
        description={t('Engagement with your posts, profile and opportunities.')}
        actions={
          <Button onClick={() => setCreateOpen(true)} data-testid="dashboard-create">
            <Plus className="size-4" aria-hidden="true" /> {t('Create')}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <PressedButtonGroup
          label={t('Range')}
          options={RANGES.map((days) => ({
            value: days,
            label: t('{count, plural, one {# day} other {# days}}', { count: days }),
          }))}
          selected={range}
          onSelect={setRange}
        />
        <Button variant="secondary" size="sm" onClick={download} disabled={!summary || summary.daily.length === 0}>
          <Download className="size-4" aria-hidden="true" /> {t('Export CSV')}
        </Button>
      </div>

      {query.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label={t('Loading analytics')}>
          <div className="grid gap-3 sm:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <div className="grid gap-3 lg:grid-cols-2">
            <Skeleton className="h-80" />
            <Skeleton className="h-80" />
          </div>
        </div>
      ) : query.isError ? (
        <Card className="space-y-3 p-4">
          <Alert>{analyticsErrorMessage(query.error)}</Alert>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('Try again')}
          </Button>
        </Card>
      ) : (
        <Loaded
          summary={summary!}
          previous={previous}
          profileType={profileType}
          range={range}
          onCreate={() => setCreateOpen(true)}
        />
      )}

      <section className="mt-6" aria-labelledby="dashboard-tips">
        <h2 id="dashboard-tips" className="mb-3 text-lg font-semibold">
          {t('Grow your numbers')}
        </h2>
        <InfoCards tips={tipsFor(profileType, minor)} />
      </section>

      {createOpen && (
        <Suspense fallback={null}>
          <CreateSheet open={createOpen} onOpenChange={setCreateOpen} canPostOpportunity={!isStudent(profileType)} />
        </Suspense>
      )}
    </WideScreen>
  )
}

function Loaded({
  summary,
  previous,
  profileType,
  range,
  onCreate,
}: {
  summary: ReturnType<typeof parseSummary>
  previous: ReturnType<typeof parsePrevious>
  profileType: string | null | undefined
  range: RangeDays
  onCreate: () => void
}) {
  const cards = statCards(summary, profileType)
  const previousCards = previous ? statCards(previous, profileType) : null
  if (summary.daily.length === 0 && summary.totalEvents === 0) {
    return (
      <div className="space-y-3">
        <StatCards cards={cards} previous={previousCards} />
        <Card>
          <EmptyState
            icon={BarChart3}
            title={t('No activity yet')}
            actions={
              <>
                <Button onClick={onCreate}>{t('Create')}</Button>
                <Link to={paths.myProfile} className={buttonVariants({ variant: 'secondary' })}>
                  {t('Complete your profile')}
                </Link>
              </>
            }
          >
            {t('Views, likes, comments, reposts and follows of your content appear here as they happen.')}
          </EmptyState>
        </Card>
      </div>
    )
  }
  const series = seriesOf(summary.daily)
  const rows = stackedByDay(summary.daily)
  return (
    <div className="space-y-3">
      <StatCards cards={cards} previous={previousCards} />
      <Suspense
        fallback={
          <div className="grid gap-3 lg:grid-cols-2">
            <Skeleton className="h-80" />
            <Skeleton className="h-80" />
          </div>
        }
      >
        <DashboardCharts dailyTitle={dailyChartTitle(range)} rows={rows} series={series} />
      </Suspense>
      <Card className="p-4">
        <details>
          <summary className="cursor-pointer font-medium">{t('View the chart data as a table')}</summary>
          <div className="mt-3">
            <ActivityTable rows={rows} series={series.map((s) => s.type)} />
          </div>
        </details>
      </Card>
    </div>
  )
}
