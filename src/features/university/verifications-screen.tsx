import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/shared/page-header'
import { verificationCountsQueryOptions } from '@/data/university/verification-queries'
import { t } from '@/lib/i18n'
import { MyVerifications } from './components/my-verifications'
import { UniversityDomains } from './components/university-domains'
import { VerificationQueue } from './components/verification-queue'
import { WithAside } from '@/components/shared/page-layouts'

export interface UniversityViewer {
  id: string
  name: string
  profileType: string | null
}

/** /university/verifications: a university's queue; for everyone else, their own requests. */
export function VerificationsScreen({ viewer }: { viewer: UniversityViewer }) {
  if (viewer.profileType !== 'university') {
    return (
      <>
        <PageHeader
          title={t('Verification')}
          description={t(
            'Ask your university to verify you. Verified members carry a “Verified by” badge wherever they appear.',
          )}
        />
        <MyVerifications viewer={viewer} />
      </>
    )
  }
  return <UniversityVerifications universityId={viewer.id} />
}

function UniversityVerifications({ universityId }: { universityId: string }) {
  const counts = useQuery(verificationCountsQueryOptions(universityId))
  const c = counts.data
  return (
    <>
      <PageHeader
        title={t('University Verifications')}
        description={
          c ? (
            <span data-testid="verification-counts">
              {t('{pending} pending · {approved} verified · {rejected} rejected · {revoked} revoked', c)}
            </span>
          ) : (
            t('Students and staff asking to be verified by your university.')
          )
        }
      />
      <WithAside>
        <VerificationQueue universityId={universityId} />
        <UniversityDomains universityId={universityId} />
      </WithAside>
    </>
  )
}
