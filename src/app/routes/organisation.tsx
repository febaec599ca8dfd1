import { Newspaper } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { Card } from '@/components/ui/card'
import { useAuth } from '@/data/auth/auth-context'
import { OrganisationEvents } from '@/features/events/components/organisation-events'
import { PostList } from '@/features/feed/components/post-list'
import { OrganisationJobs } from '@/features/opportunities/components/organisation-jobs'
import { OrganisationScreen } from '@/features/organisations/organisation-screen'
import { t } from '@/lib/i18n'

/** /organisation/:slug — an organisation's page, for members and guests; its tabs are other features' lists. */
export default function OrganisationPage() {
  const { slug = '' } = useParams()
  const userId = useAuth().user?.id ?? null
  return (
    <OrganisationScreen
      key={slug}
      slug={slug}
      userId={userId}
      renderJobs={(o) => <OrganisationJobs organisation={o} userId={userId} />}
      renderEvents={(o) => <OrganisationEvents organisation={o} signedIn={userId !== null} />}
      renderPosts={
        userId
          ? (o) => (
              <PostList
                source={`organisation:${o.id}`}
                userId={userId}
                empty={
                  <Card>
                    <EmptyState icon={Newspaper} title={t('No posts yet')}>
                      {t('Posts by the people who run {name} show here.', { name: o.name })}
                    </EmptyState>
                  </Card>
                }
              />
            )
          : undefined
      }
    />
  )
}
