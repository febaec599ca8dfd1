import { useState, type ReactNode } from 'react'
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form'
import { FormSection } from '@/components/shared/form-section'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Textarea } from '@/components/ui/textarea'
import { COMMUNITY_CATEGORIES, JOIN_POLICIES } from '@/data/communities/community-types'
import type { CommunitySettingsValues } from '../community-form.schema'
import { t } from '@/lib/i18n'

/** The fields both the creation form and the settings form have (creation adds the address). */
type FieldsProps = {
  register: (field: keyof CommunitySettingsValues) => UseFormRegisterReturn
  errors: FieldErrors<CommunitySettingsValues>
}

const select = 'block min-h-11 w-full rounded-lg border border-border bg-surface px-3'
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp'

/** Name, the address (editable when creating, fixed in settings), description, category and rules. */
export function CommunityAboutSection({
  register,
  errors: e,
  address,
  descriptionHint,
}: FieldsProps & { address: ReactNode; descriptionHint?: string }) {
  return (
    <FormSection title={t('About the community')}>
      <FormField label={t('Name')} error={e.name?.message}>
        <Input {...register('name')} maxLength={80} autoComplete="off" />
      </FormField>
      {address}
      <FormField label={t('Description')} error={e.description?.message} hint={descriptionHint}>
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
      <FormField label={t('Rules')} error={e.rules?.message} hint={t('Shown under About. One rule a line works well.')}>
        <Textarea {...register('rules')} rows={4} maxLength={4000} />
      </FormField>
    </FormSection>
  )
}

/** The cover and icon a member picks, resized in the browser and uploaded with one progress bar. */
export function useCommunityImages() {
  const [progress, setProgress] = useState<number | null>(null)
  const [cover, setCover] = useState<File | null>(null)
  const [icon, setIcon] = useState<File | null>(null)

  async function upload<T>(
    save: (images: { cover: Blob | null; icon: Blob | null; onProgress: (fraction: number) => void }) => Promise<T>,
  ): Promise<T> {
    setProgress(cover || icon ? 0 : null)
    try {
      const { resizeImage } = await import('@/lib/image-resize')
      const [c, i] = await Promise.all([
        cover ? resizeImage(cover, { maxWidth: 1600, maxHeight: 600 }) : null,
        icon ? resizeImage(icon, { maxWidth: 320, maxHeight: 320 }) : null,
      ])
      return await save({ cover: c, icon: i, onProgress: setProgress })
    } finally {
      setProgress(null)
    }
  }

  const clear = () => {
    setCover(null)
    setIcon(null)
  }
  return { progress, setCover, setIcon, upload, clear }
}

type ImageField = { label: string; hint: string }

export function CommunityImagesSection({
  images,
  cover,
  icon,
}: {
  images: ReturnType<typeof useCommunityImages>
  cover: ImageField
  icon: ImageField
}) {
  return (
    <FormSection title={t('Images')}>
      <FormField label={cover.label} hint={cover.hint}>
        <Input type="file" accept={IMAGE_TYPES} onChange={(ev) => images.setCover(ev.target.files?.[0] ?? null)} />
      </FormField>
      <FormField label={icon.label} hint={icon.hint}>
        <Input type="file" accept={IMAGE_TYPES} onChange={(ev) => images.setIcon(ev.target.files?.[0] ?? null)} />
      </FormField>
      {images.progress !== null && <ProgressBar value={images.progress} label={t('Uploading images')} />}
    </FormSection>
  )
}

/** Visibility and join policy; `disabled` with a `note` for moderators, as only the owner changes them. */
export function CommunityAccessSection({
  register,
  disabled,
  note,
}: Pick<FieldsProps, 'register'> & { disabled?: boolean; note?: ReactNode }) {
  return (
    <FormSection title={t('Who can see and join')}>
      {note}
      <fieldset className="space-y-2" disabled={disabled}>
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
      <fieldset className="space-y-2" disabled={disabled}>
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
  )
}
