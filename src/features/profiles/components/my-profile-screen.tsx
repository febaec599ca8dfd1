import { useQuery } from '@tanstack/react-query'
import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LoadError } from '@/components/shared/load-error'
import { PageHeader } from '@/components/shared/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { fullOwnProfileQueryOptions } from '@/data/profiles/profile-query'
import { useSaveOwnProfile } from '@/data/profiles/own-profile-mutation'
import { msg, t } from '@/lib/i18n'
import { ImageUploadField } from '@/components/shared/image-upload-field'
import { ProfileForm } from './profile-form'
import { ProfileStrength } from './profile-strength'

const IMAGES = [
  { kind: 'avatar', title: msg('Profile photo'), field: 'profile_photo_url' },
  { kind: 'cover', title: msg('Cover image'), field: 'cover_photo_url' },
] as const

/** /my-profile: photo, cover and every field of the member's profile; the database scores completion. */
export function MyProfileScreen({ userId }: { userId: string }) {
  const { data: row, isPending, isError, error, refetch } = useQuery(fullOwnProfileQueryOptions(userId))
  const { save, saveImage } = useSaveOwnProfile()
  return (
    <>
      <PageHeader
        title={t('My Profile')}
        description={t('How others see you on the network.')}
        actions={
          <Link to={paths.profile(userId)} className={buttonVariants({ variant: 'secondary' })}>
            <ExternalLink className="size-4" aria-hidden="true" /> {t('View my profile')}
          </Link>
        }
      />
      {isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label={t('Loading your profile')}>
          <Skeleton className="h-32" />
          <Skeleton className="h-96" />
        </div>
      ) : isError ? (
        <LoadError what={t('Your profile')} error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="space-y-4">
          <ProfileStrength row={row} />
          <Card className="grid gap-6 p-4 sm:grid-cols-[auto_1fr] sm:p-6">
            {IMAGES.map(({ kind, title, field }) => (
              <div key={kind}>
                <h2 className="mb-2 font-semibold">{t(title)}</h2>
                <ImageUploadField kind={kind} current={row[field]} name={row.name} onSaved={saveImage(field)} />
              </div>
            ))}
          </Card>
          <ProfileForm key={row.updated_at} row={row} onSave={save} />
        </div>
      )}
    </>
  )
}
