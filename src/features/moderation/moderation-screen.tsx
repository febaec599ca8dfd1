import { useQuery } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { softTab, TabBar } from '@/components/shared/tab-bar'
import { Skeleton } from '@/components/ui/skeleton'
import { moderationScopeQueryOptions } from '@/data/moderation/moderation-queries'
import { t } from '@/lib/i18n'
import { AppealsList } from './components/appeals-list'
import { AuditLog } from './components/audit-log'
import { CaseDetail } from './components/case-detail'
import { QueueList } from './components/queue-list'

const TABS = ['reports', 'appeals', 'audit'] as const
type ModerationTab = (typeof TABS)[number]
const isTab = (v: string | null): v is ModerationTab => TABS.includes(v as ModerationTab)

/** /moderation: open reports by target (`?case=` opens one), appeals waiting for a decision, the audit log. */
export function ModerationScreen({ memberId }: { memberId: string }) {
  const [params, setParams] = useSearchParams()
  const scope = useQuery(moderationScopeQueryOptions(memberId))
  const tab: ModerationTab = isTab(params.get('tab')) ? (params.get('tab') as ModerationTab) : 'reports'
  const caseId = params.get('case')
  if (scope.isPending) return <Skeleton className="h-96" />
  const platform = !!scope.data?.platform
  if (!platform && !scope.data?.communities.length)
    return (
      <EmptyState icon={ShieldCheck} title={t('Moderation')} headingLevel={1}>
        {t('Only moderators see this page. Community owners and moderators find their community’s reports here.')}
      </EmptyState>
    )
  const go = (next: Record<string, string | null>) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev)
      for (const [k, v] of Object.entries(next))
        if (v === null) out.delete(k)
        else out.set(k, v)
      return out
    })
  return (
    <>
      <PageHeader
        title={t('Moderation')}
        description={
          platform
            ? t('Reports from the whole network, appeals, and every decision taken.')
            : t('Reports about your communities’ posts and events.')
        }
      />
      <TabBar
        label={t('Moderation')}
        className="mb-4 flex gap-1 overflow-x-auto"
        tabClassName={(on) => `min-h-11 shrink-0 rounded-full px-4 text-sm font-medium ${softTab(on)}`}
        selected={tab}
        onSelect={(next) => go({ tab: next === 'reports' ? null : next, case: null })}
        tabs={[
          { value: 'reports', label: t('Reports') },
          { value: 'appeals', label: t('Appeals') },
          { value: 'audit', label: t('Audit log') },
        ]}
      />
      {tab === 'appeals' ? (
        <AppealsList memberId={memberId} />
      ) : tab === 'audit' ? (
        <AuditLog memberId={memberId} />
      ) : caseId ? (
        <CaseDetail caseId={caseId} platform={platform} onBack={() => go({ case: null })} />
      ) : (
        <QueueList memberId={memberId} onOpen={(id) => go({ case: id })} />
      )}
    </>
  )
}
