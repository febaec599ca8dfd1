import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/shared/page-header'
import { softTab, TabBar } from '@/components/shared/tab-bar'
import { receivedRequestCountQueryOptions } from '@/data/associates/associate-requests-query'
import { cn } from '@/lib/cn'
import { ASSOCIATE_TABS, tabFromParam, type AssociateTab } from '../associates.utils'
import { AssociateList } from './associate-list'
import { RequestList } from './request-list'
import { SuggestionList } from './suggestion-list'
import { t } from '@/lib/i18n'

/** /associates: Received, Sent, Associates and Suggestions, the tab kept in `?tab=`. */
export function AssociatesScreen({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams()
  const tab = tabFromParam(params.get('tab'))
  const { data: receivedCount = 0 } = useQuery(receivedRequestCountQueryOptions(userId))
  const select = (next: AssociateTab) =>
    setParams(
      (p) => {
        if (next === 'received') p.delete('tab')
        else p.set('tab', next)
        return p
      },
      { replace: true },
    )
  return (
    <>
      <PageHeader title={t('Associates')} description={t('Answer requests and grow your network.')} />
      <TabBar
        label={t('Associates')}
        tabs={ASSOCIATE_TABS.map((item) => ({
          value: item.tab,
          id: `tab-${item.tab}`,
          controls: 'associates-panel',
          label: (
            <>
              {t(item.label)}
              {item.tab === 'received' && receivedCount > 0 && (
                <span className="rounded-full bg-danger px-1.5 text-xs leading-5 text-danger-foreground">
                  {receivedCount}
                </span>
              )}
            </>
          ),
        }))}
        selected={tab}
        onSelect={select}
        className="mb-4 grid grid-cols-2 gap-1 rounded-lg border border-border bg-surface p-1 sm:grid-cols-4"
        tabClassName={(on) =>
          cn('inline-flex min-h-11 items-center justify-center gap-2 rounded-md text-sm font-medium', softTab(on))
        }
      />
      <div role="tabpanel" id="associates-panel" aria-labelledby={`tab-${tab}`}>
        {tab === 'received' || tab === 'sent' ? (
          <RequestList key={tab} direction={tab} userId={userId} />
        ) : tab === 'associates' ? (
          <AssociateList userId={userId} onFindPeople={() => select('suggestions')} />
        ) : (
          <SuggestionList userId={userId} />
        )}
      </div>
    </>
  )
}
