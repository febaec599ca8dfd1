import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { ImagePlus, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormSection } from '@/components/shared/form-section'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Textarea } from '@/components/ui/textarea'
import type { EventInput } from '@/data/events/event-mutations'
import {
  EVENT_CATEGORIES,
  type EventCard as EventCardData,
  type EventCommunity,
  type EventDetail,
} from '@/data/events/event-types'
import { uploadFile } from '@/data/storage/upload-file'
import { displayTimeZone } from '@/lib/display-zone'
import { t } from '@/lib/i18n'
import { resizeImage } from '@/lib/image-resize'
import { mediaUrl } from '@/lib/media-url'
import { timeZones } from '@/lib/zoned-time'
import { categoryLabel } from '../events.utils'
import { eventFormSchema, toFormValues, toInput, type EventFormValues } from '../event-form.schema'
import { EventCard } from './event-card'
import { errorMessage } from '@/lib/errors'

const select = 'block min-h-11 w-full rounded-lg border border-border bg-surface px-3'

/** Creates or edits an event: times in an explicitly chosen zone, place or link, capacity, and a live preview. */
export function EventForm({
  event,
  link,
  organizer,
  community,
  onSubmit,
  onCancel,
}: {
  event: EventDetail | null
  link: string | null
  organizer: EventCardData['organizer']
  /** The community it is hosted in, if any (fixed once created). */
  community: EventCommunity | null
  onSubmit: (input: { values: EventInput; link: string | null }) => Promise<void>
  onCancel: () => void
}) {
  const memberZone = displayTimeZone()
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const file = useRef<HTMLInputElement>(null)
  const form = useForm<EventFormValues>({
    resolver: standardSchemaResolver(eventFormSchema),
    defaultValues: toFormValues(event, link, memberZone, community),
  })
  const { register, handleSubmit, watch, setValue, formState } = form
  const e = formState.errors
  const values = watch()
  const online = values.mode === 'online'

  const preview = (() => {
    try {
      const { values: v } = toInput(values as EventFormValues)
      if (!(v.ends_at > v.starts_at)) return null
      const capacity = v.capacity ?? null
      return {
        ...(v as Required<EventInput>),
        id: event?.id ?? 'preview',
        capacity,
        seats_left: capacity == null ? null : capacity - (event?.going_count ?? 0),
        going_count: event?.going_count ?? 0,
        interested_count: event?.interested_count ?? 0,
        waitlist_count: event?.waitlist_count ?? 0,
        checked_in_count: 0,
        status: 'scheduled',
        organizer_id: organizer?.id ?? '',
        sequence: 0,
        updated_at: new Date().toISOString(),
        organizer,
      } as EventCardData
    } catch {
      return null
    }
  })()

  const pickCover = async (picked: File | undefined) => {
    if (!picked) return
    if (!['image/jpeg', 'image/png', 'image/webp'].includes(picked.type) || picked.size > 20 * 1024 * 1024) {
      setError(t('Choose a JPEG, PNG or WebP image of up to 20 MB.'))
      return
    }
    setError(null)
    setProgress(0)
    try {
      const image = await resizeImage(picked, { maxWidth: 1800, maxHeight: 900 })
      setValue('cover_url', await uploadFile('event-covers', image, setProgress, 'cover'), { shouldDirty: true })
    } catch (err) {
      setError(errorMessage(err))
    } finally {
      setProgress(null)
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (v) => {
        setError(null)
        try {
          const input = toInput(v)
          if (community && !event) input.values.community_id = community.id
          await onSubmit(input)
        } catch (err) {
          setError(errorMessage(err))
        }
      })}
      className="space-y-4"
    >
      <FormSection title={t('What')}>
        <FormField label={t('Title')} error={e.title?.message}>
          <Input placeholder={t('e.g. Spring Data Careers Fair')} {...register('title')} />
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label={t('Category')} error={e.category?.message}>
            <select className={select} {...register('category')}>
              {EVENT_CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {categoryLabel(c.value)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('Who can see it')}>
            <select className={select} {...register('visibility')}>
              {community ? (
                <>
                  {community.visibility === 'public' && <option value="public">{t('Everyone on the network')}</option>}
                  <option value="community">{t('Members of {community}', { community: community.name })}</option>
                </>
              ) : (
                <>
                  <option value="public">{t('Everyone on the network')}</option>
                  <option value="associates">{t('My associates only')}</option>
                </>
              )}
            </select>
          </FormField>
        </div>
        <FormField label={t('Description')} error={e.description?.message} hint={t('Agenda, speakers, what to bring.')}>
          <Textarea rows={5} {...register('description')} />
        </FormField>
        <div className="space-y-2">
          <span className="block text-sm font-medium">{t('Cover image')}</span>
          {values.cover_url && (
            <img
              src={mediaUrl('event-covers', values.cover_url, 800)}
              alt={t('Cover preview')}
              className="aspect-[3/1] w-full rounded-lg object-cover"
            />
          )}
          {progress !== null && <ProgressBar value={progress} label={t('Uploading the cover')} />}
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => file.current?.click()} isLoading={progress !== null}>
              <ImagePlus className="size-4" aria-hidden="true" /> {values.cover_url ? t('Replace') : t('Add a cover')}
            </Button>
            {values.cover_url && (
              <Button variant="ghost" size="sm" onClick={() => setValue('cover_url', null, { shouldDirty: true })}>
                <Trash2 className="size-4" aria-hidden="true" /> {t('Remove')}
              </Button>
            )}
          </div>
          <input
            ref={file}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('Cover image file')}
            onChange={(ev) => void pickCover(ev.target.files?.[0])}
          />
        </div>
      </FormSection>

      <FormSection title={t('When')}>
        <FormField
          label={t('Time zone')}
          error={e.timezone?.message}
          hint={t('The start and end below are in this zone; attendees see their own time too.')}
        >
          <select className={select} {...register('timezone')}>
            {timeZones().map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label={t('Starts')} error={e.starts?.message}>
            <Input type="datetime-local" {...register('starts')} />
          </FormField>
          <FormField label={t('Ends')} error={e.ends?.message}>
            <Input type="datetime-local" {...register('ends')} />
          </FormField>
          <FormField
            label={t('RSVPs close (optional)')}
            error={e.rsvp_deadline?.message}
            hint={t('Empty: members can answer until it ends.')}
          >
            <Input type="datetime-local" {...register('rsvp_deadline')} />
          </FormField>
          <FormField
            label={t('Capacity (optional)')}
            error={e.capacity?.message}
            hint={t('When full, new answers join a waitlist.')}
          >
            <Input inputMode="numeric" placeholder={t('No limit')} {...register('capacity')} />
          </FormField>
        </div>
      </FormSection>

      <FormSection title={t('Where')}>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="sr-only">{t('In person or online')}</legend>
          {(['in_person', 'online'] as const).map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-2">
              <input type="radio" value={m} className="size-5" {...register('mode')} />
              {m === 'online' ? t('Online') : t('In person')}
            </label>
          ))}
        </fieldset>
        {online ? (
          <FormField label={t('Link to join')} error={e.link?.message} hint={t('Shown only to members who are going.')}>
            <Input type="url" placeholder={t('https://…')} {...register('link')} />
          </FormField>
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField label={t('Venue')} error={e.venue?.message}>
              <Input placeholder={t('e.g. Main Hall, Engineering Building')} {...register('venue')} />
            </FormField>
            <FormField label={t('Address')} error={e.address?.message}>
              <Input placeholder={t('Street, city')} {...register('address')} />
            </FormField>
          </div>
        )}
      </FormSection>

      {preview && (
        <section aria-label={t('Preview')} className="space-y-2">
          <h2 className="text-sm font-semibold text-muted">{t('Preview')}</h2>
          <EventCard event={preview} href="#" />
        </section>
      )}
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isLoading={formState.isSubmitting}>
          {event ? t('Save changes') : t('Publish event')}
        </Button>
      </div>
    </form>
  )
}
