import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/auth-context'
import { AREAS, type Area, type AreaKey } from './areas'
import { usePageTitle } from '@/hooks/use-page-title'

/** An area of the product inside the shell: its title and a plain empty state. */
export default function AreaPage({ area: key }: { area: AreaKey }) {
  const { user } = useAuth()
  const area: Area = AREAS[key]
  usePageTitle(area.title)
  const isOutsider = area.universityOnly && user?.profile_type !== 'university'
  return (
    <>
      <PageHeader title={area.title} description={area.description} />
      <Card>
        {isOutsider ? (
          <EmptyState icon={area.icon} title="For university accounts">
            This area belongs to university profiles. Universities manage partnerships and verify their students here.
          </EmptyState>
        ) : (
          <EmptyState
            icon={area.icon}
            title={area.emptyTitle}
            actions={
              <Link to={paths.myProfile} className={buttonVariants({ variant: 'secondary' })}>
                Go to my profile
              </Link>
            }
          >
            {area.emptyText}
          </EmptyState>
        )}
      </Card>
    </>
  )
}
