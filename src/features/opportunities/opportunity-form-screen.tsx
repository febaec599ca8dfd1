import { useQuery } from '@tanstack/react-query'
import { Lock } from 'lucide-react'
import { Link, useNavigate } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useMember } from '@/data/auth/auth-context'
import { useSaveOpportunity, type OpportunityInput } from '@/data/opportunities/opportunity-mutations'
import { opportunityQueryOptions } from '@/data/opportunities/opportunity-queries'
import { isStudent } from '@/lib/profile-types'
import { t } from '@/lib/i18n'
import { OpportunityForm } from './components/opportunity-form'

/**
 * /opportunities?create=opportunity posts one, ?edit= edits one; either way the member lands on its applicants.
 * Students are told that organisations post opportunities.
 */
export function OpportunityFormScreen({ editId }: { editId: string | null }) {
  const member = useMember()
  const navigate = useNavigate()
  const save = useSaveOpportunity(member.id)

  if (isStudent(member.profile_type)) {
    return (
      <Card>
        <EmptyState
          icon={Lock}
          title={t('Opportunities are posted by organisations')}
          actions={
            <Link to={paths.opportunities} className={buttonVariants({ variant: 'secondary' })}>
              {t('Browse opportunities')}
            </Link>
          }
        >
          {t(
            'Student accounts apply to opportunities. Companies, employers, universities, professors and other organisations post them.',
          )}
        </EmptyState>
      </Card>
    )
  }
  return (
    <>
      <PageHeader
        title={editId ? t('Edit opportunity') : t('Post an Opportunity')}
        description={t('Reach students and graduates across the network.')}
      />
      {editId ? (
        <EditForm
          id={editId}
          organization={member.name}
          onCancel={() => navigate(-1)}
          onSubmit={async (values) => {
            await save.mutateAsync({ id: editId, values })
            navigate(paths.manageOpportunity(editId))
          }}
        />
      ) : (
        <OpportunityForm
          opportunity={null}
          organization={member.name}
          onCancel={() => navigate(-1)}
          onSubmit={async (values) => {
            const created = await save.mutateAsync({ id: null, values })
            navigate(paths.manageOpportunity(created.id))
          }}
        />
      )}
    </>
  )
}

/** The edit form once the opportunity has loaded. */
function EditForm({
  id,
  organization,
  onCancel,
  onSubmit,
}: {
  id: string
  organization: string
  onCancel: () => void
  onSubmit: (input: OpportunityInput) => Promise<void>
}) {
  const { data, isPending } = useQuery(opportunityQueryOptions(id))
  if (isPending) return <Skeleton className="h-96" />
  if (!data) return <Card className="p-4">{t('This opportunity was not found.')}</Card>
  return <OpportunityForm opportunity={data} organization={organization} onCancel={onCancel} onSubmit={onSubmit} />
}
