import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { CancelAndConfirm } from '@/components/shared/cancel-and-confirm'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { slugAvailableQueryOptions } from '@/data/communities/community-queries'
import type { Community } from '@/data/communities/community-types'
import { useCreateCommunity } from '@/data/communities/community-mutations'
import { slugify, slugProblem } from '../communities.utils'
import {
  CommunityAboutSection,
  CommunityAccessSection,
  CommunityImagesSection,
  useCommunityImages,
} from './community-form-fields'
import { communityFormSchema, EMPTY_COMMUNITY, type CommunityFormValues } from '../community-form.schema'
import { t } from '@/lib/i18n'

/** Name, slug (checked live), description, category, rules, cover and icon, visibility and join policy. */
export function CreateCommunityForm({
  userId,
  onCreated,
  onCancel,
}: {
  userId: string
  onCreated: (community: Community) => void
  onCancel: () => void
}) {
  // The form says why it failed, so no toast repeats it.
  const create = useCreateCommunity(userId, { errorToast: false })
  const [error, setError] = useState<string | null>(null)
  const images = useCommunityImages()
  const [slugEdited, setSlugEdited] = useState(false)
  const form = useForm<CommunityFormValues>({
    resolver: standardSchemaResolver(communityFormSchema),
    defaultValues: EMPTY_COMMUNITY,
  })
  const { register, handleSubmit, watch, setValue, formState } = form
  const e = formState.errors
  const name = watch('name')
  const slug = watch('slug')
  const [debouncedSlug, setDebouncedSlug] = useState('')

  useEffect(() => {
    if (!slugEdited) setValue('slug', slugify(name))
  }, [name, slugEdited, setValue])
  useEffect(() => {
    const timer = setTimeout(() => setDebouncedSlug(slug), 300)
    return () => clearTimeout(timer)
  }, [slug])
  const slugOk = !slugProblem(debouncedSlug)
  const available = useQuery({ ...slugAvailableQueryOptions(debouncedSlug), enabled: slugOk })
  const slugHint = !slug
    ? t('The address of the community: /community/your-slug')
    : !slugOk || slug !== debouncedSlug || available.isPending
      ? `/community/${slug}`
      : available.data
        ? t('{address} is available', { address: `/community/${slug}` })
        : null
  const slugTaken = slugOk && slug === debouncedSlug && available.data === false

  const submit = handleSubmit(async (values) => {
    setError(null)
    if (slugTaken) return
    try {
      onCreated(await images.upload((uploads) => create.mutateAsync({ ...values, ...uploads })))
    } catch (err) {
      setError((err as Error).message)
    }
  })

  return (
    <form onSubmit={(ev) => void submit(ev)} className="space-y-4" noValidate>
      {error && <Alert>{error}</Alert>}
      <CommunityAboutSection
        register={register}
        errors={e}
        descriptionHint={t('What the community is about and who it is for.')}
        address={
          <FormField
            label={t('Address')}
            error={e.slug?.message ?? (slugTaken ? t('That address is taken: try another.') : undefined)}
            hint={slugHint}
          >
            <Input
              {...register('slug', { onChange: () => setSlugEdited(true) })}
              maxLength={50}
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
        }
      />
      <CommunityImagesSection
        images={images}
        cover={{ label: t('Cover image'), hint: t('A wide image, shown at the top of the community.') }}
        icon={{ label: t('Icon'), hint: t('A square image.') }}
      />
      <CommunityAccessSection register={register} />
      <CancelAndConfirm onCancel={onCancel}>
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('Create community')}
        </Button>
      </CancelAndConfirm>
    </form>
  )
}
