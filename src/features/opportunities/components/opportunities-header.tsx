import { Plus } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/shared/page-header'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { t } from '@/lib/i18n'

/** The header of /opportunities, above the results or one opened opportunity. */
export function OpportunitiesHeader({ canPost }: { canPost: boolean }) {
  return (
    <PageHeader
      title={t('Opportunities')}
      description={t('Internships, jobs, hackathons, scholarships and more.')}
      actions={
        canPost && (
          <Link to={paths.createOpportunity} className={buttonVariants()}>
            <Plus className="size-4" aria-hidden="true" /> {t('Post an Opportunity')}
          </Link>
        )
      }
    />
  )
}
