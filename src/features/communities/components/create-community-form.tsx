import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormSection } from '@/components/shared/form-section'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Textarea } from '@/components/ui/textarea'
import { slugAvailableQueryOptions } from '@/data/communities/community-queries'
import { COMMUNITY_CATEGORIES, JOIN_POLICIES, type Community } from '@/data/communities/community-types'
import { useCreateCommunity } from '@/data/communities/community-mutations'
import { slugify, slugProblem } from '../communities.utils'
import { communityFormSchema, EMPTY_COMMUNITY, type CommunityFormValues } from '../community-form.schema'
import { t } from '@/lib/i18n'

const select = 'block min-h-11 w-full rounded-lg border border-border bg-surface px-3'

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
  const [progress, setProgress] = useState<number | null>(null)
  const [cover, setCover] = useState<File | null>(null)
  const [icon, setIcon] = useState<File | null>(null)
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
    setProgress(cover || icon ? 0 : null)
    try {
      const { resizeImage } = await import('@/lib/image-resize')
      const [c, i] = await Promise.all([
        cover ? resizeImage(cover, { maxWidth: 1600, maxHeight: 600 }) : null,
        icon ? resizeImage(icon, { maxWidth: 320, maxHeight: 320 }) : null,
      ])
      const created = await create.mutateAsync({ ...values, cover: c, icon: i, onProgress: setProgress })
      onCreated(created)
    } catch (err) {
      setError((err as Error).message)
    } finally {
      setProgress(null)
    }
  })

  return (
    <form onSubmit={(ev) => void submit(ev)} className="space-y-4" noValidate>
      {error && <Alert>{error}</Alert>}
      <FormSection title={t('About the community')}>
        <FormField label={t('Name')} error={e.name?.message}>
          <Input {...register('name')} maxLength={80} autoComplete="off" />
        </FormField>
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
        <FormField
          label={t('Description')}
          error={e.description?.message}
          hint={t('What the community is about and who it is for.')}
        >
          <Textarea {...register('description')} rows={3} maxLength={2000} />
        </FormField>
        <FormField label={t('Category')} error={e.category?.message}>
          <select {...register('category')} className={select}>
            {COMMUNITY_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {t(c.label)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label={t('Rules')}
          error={e.rules?.message}
          hint={t('Shown under About. One rule a line works well.')}
        >
          <Textarea {...register('rules')} rows={4} maxLength={4000} />
        </FormField>
      </FormSection>
      <FormSection title={t('Images')}>
        <FormField label={t('Cover image')} hint={t('A wide image, shown at the top of the community.')}>
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(ev) => setCover(ev.target.files?.[0] ?? null)}
          />
        </FormField>
        <FormField label={t('Icon')} hint={t('A square image.')}>
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(ev) => setIcon(ev.target.files?.[0] ?? null)}
          />
        </FormField>
        {progress !== null && <ProgressBar value={progress} label={t('Uploading images')} />}
      </FormSection>
      <FormSection title={t('Who can see and join')}>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('Visibility')}</legend>
          <label className="flex items-start gap-2">
            <input type="radio" value="public" {...register('visibility')} className="mt-1 size-4" />
            <span>
              <span className="font-medium">{t('Public')}</span>
              <span className="block text-sm text-muted">{t('Anyone signed in sees its posts and members.')}</span>
            </span>
          </label>
          <label className="flex items-start gap-2">
            <input type="radio" value="private" {...register('visibility')} className="mt-1 size-4" />
            <span>
              <span className="font-medium">{t('Private')}</span>
              <span className="block text-sm text-muted">
                {t('Only members see its posts and members; others see its About.')}
              </span>
            </span>
          </label>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('Joining')}</legend>
          {JOIN_POLICIES.map((p) => (
            <label key={p.value} className="flex items-start gap-2">
              <input type="radio" value={p.value} {...register('join_policy')} className="mt-1 size-4" />
              <span>
                <span className="font-medium">{t(p.label)}</span>
                <span className="block text-sm text-muted">{t(p.hint)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </FormSection>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('Create community')}
        </Button>
      </div>
    </form>
  )
}
