import { Plus } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/shared/page-header'
import { softTab, TabBar } from '@/components/shared/tab-bar'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { usePageTitle } from '@/hooks/use-page-title'
import { cn } from '@/lib/cn'
import { CreateCommunityForm } from './create-community-form'
import { DiscoverCommunities } from './discover-communities'
import { MyCommunities } from './my-communities'
import { t } from '@/lib/i18n'

/** /community: Discover and My communities; `?create=community` opens the form. */
export function CommunitiesScreen({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const creating = params.get('create') === 'community'
  const tab = params.get('tab') === 'mine' ? 'mine' : 'discover'
  usePageTitle(creating ? t('Create a community') : t('Communities'))
  if (creating) {
    return (
      <>
        <PageHeader
          title={t('Create a community')}
          description={t('A home for a course, a club, a field or a cause.')}
        />
        <CreateCommunityForm
          userId={userId}
          onCancel={() => navigate(-1)}
          onCreated={(c) => navigate(paths.communityDetail(c.slug), { replace: true })}
        />
      </>
    )
  }
  const setTab = (next: 'discover' | 'mine') =>
    setParams((p) => (next === 'mine' ? p.set('tab', 'mine') : p.delete('tab'), p), { replace: true })
  return (
    <>
      <PageHeader
        title={t('Communities')}
        description={t('Groups around shared interests.')}
        actions={
          <Button onClick={() => setParams((p) => (p.set('create', 'community'), p))}>
            <Plus className="size-4" aria-hidden="true" /> {t('Create community')}
          </Button>
        }
      />
      <TabBar
        label={t('Communities')}
        tabs={[
          { value: 'discover', label: t('Discover') },
          { value: 'mine', label: t('My communities') },
        ]}
        selected={tab}
        onSelect={setTab}
        className="mb-4 flex gap-1 rounded-lg border border-border bg-surface p-1"
        tabClassName={(on) => cn('min-h-11 flex-1 rounded-md text-sm font-medium', softTab(on))}
      />
      <div role="tabpanel" aria-label={tab === 'mine' ? t('My communities') : t('Discover')}>
        {tab === 'mine' ? <MyCommunities onDiscover={() => setTab('discover')} /> : <DiscoverCommunities />}
      </div>
    </>
  )
}
