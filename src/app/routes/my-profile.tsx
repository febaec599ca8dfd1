import { LoadError } from '@/components/shared/load-error'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/shared/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { fullOwnProfileQueryOptions } from '@/data/profiles/profile-query'
import { profileKeys } from '@/data/profiles/keys'
import { useAuth } from '@/data/auth/auth-context'
import { ImageUploadField } from '@/features/profiles/components/image-upload-field'
import { ProfileForm } from '@/features/profiles/components/profile-form'
import { ProfileStrength } from '@/features/profiles/components/profile-strength'
import { notify } from '@/lib/toast'
import type { TablesUpdate } from '@/types/database'
import { errorMessage } from '@/lib/errors'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /my-profile: photo, cover and every field of the member's profile; the database scores completion. */
export default function MyProfilePage() {
  usePageTitle(t('My profile'))
  const { user, updateProfile } = useAuth()
  const qc = useQueryClient()
  const {
    data: row,
    isPending,
    isError,
    error,
    refetch,
  } = useQuery({ ...fullOwnProfileQueryOptions(user?.id ?? ''), enabled: !!user })

  const save = async (fields: TablesUpdate<'user_profiles'>) => {
    const result = await updateProfile(fields)
    if (!result.error) {
      await qc.invalidateQueries({ queryKey: profileKeys.all })
      void notify(t('Profile saved'), 'success')
    }
    return result
  }
  const saveImage = (field: 'profile_photo_url' | 'cover_photo_url') => async (path: string | null) => {
    const { error } = await updateProfile({ [field]: path })
    if (error) {
      void notify(t('Your profile was not updated'), 'error', errorMessage(error))
      return false
    }
    await qc.invalidateQueries({ queryKey: profileKeys.all })
    return true
  }

  if (!user) return null
  return (
    <>
      <PageHeader
        title={t('My Profile')}
        description={t('How others see you on the network.')}
        actions={
          <Link to={paths.profile(user.id)} className={buttonVariants({ variant: 'secondary' })}>
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
            <div>
              <h2 className="mb-2 font-semibold">{t('Profile photo')}</h2>
              <ImageUploadField
                kind="avatar"
                current={row.profile_photo_url}
                name={row.name}
                onSaved={saveImage('profile_photo_url')}
              />
            </div>
            <div>
              <h2 className="mb-2 font-semibold">{t('Cover image')}</h2>
              <ImageUploadField
                kind="cover"
                current={row.cover_photo_url}
                name={row.name}
                onSaved={saveImage('cover_photo_url')}
              />
            </div>
          </Card>
          <ProfileForm key={row.updated_at} row={row} onSave={save} />
        </div>
      )}
    </>
  )
}
