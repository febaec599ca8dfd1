import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { MemberFilters } from '@/data/discovery/discovery-types'
import { universitiesQueryOptions } from '@/data/university/verification-queries'
import { t } from '@/lib/i18n'
import { PROFILE_TYPES, profileTypeLabel } from '@/lib/profile-types'
import { hasFilters } from '../discovery.utils'
import {
  fromFilterValues,
  memberFiltersSchema,
  NOTHING_TO_SAVE,
  toFilterValues,
  type MemberFilterValues,
} from '../member-filters.schema'

const select =
  'block w-full min-h-11 rounded-lg border border-border bg-surface px-3 text-base focus-visible:outline-2 focus-visible:outline-primary'

/** The search form: words, then skills, interests, university, type, location, verification and graduation year. */
export function MemberFiltersForm({
  value,
  onSearch,
  onSave,
}: {
  value: MemberFilters
  onSearch: (filters: MemberFilters) => void
  onSave: (filters: MemberFilters) => void
}) {
  const universities = useQuery(universitiesQueryOptions())
  const { register, handleSubmit, setError, setValue, getValues, formState } = useForm<MemberFilterValues>({
    resolver: standardSchemaResolver(memberFiltersSchema),
    defaultValues: toFilterValues(value),
  })
  // A "Verified by <university>" choice can only show once its option has loaded.
  useEffect(() => {
    if (universities.data && value.verification.startsWith('verified:') && !getValues('verification'))
      setValue('verification', value.verification)
  }, [universities.data, value.verification, getValues, setValue])
  const e = formState.errors
  const qId = useId()
  const save = handleSubmit((values) => {
    const filters = fromFilterValues(values)
    if (!hasFilters(filters)) return setError('q', { message: t(NOTHING_TO_SAVE) }, { shouldFocus: true })
    onSave(filters)
  })
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSearch(fromFilterValues(values)))}
      className="space-y-3"
      role="search"
      aria-label={t('Member search')}
    >
      <div className="flex gap-2">
        <label className="sr-only" htmlFor={qId}>
          {t('Search members')}
        </label>
        <Input
          id={qId}
          placeholder={t('Name, headline, skill, university…')}
          aria-invalid={e.q ? true : undefined}
          aria-describedby={e.q ? `${qId}-error` : undefined}
          {...register('q')}
        />
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" /> {t('Search')}
        </Button>
      </div>
      {e.q && (
        <p id={`${qId}-error`} role="alert" className="text-sm text-danger">
          {e.q.message}
        </p>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        <FormField label={t('Skills')} error={e.skillsText?.message}>
          <Input placeholder={t('Python, SQL')} {...register('skillsText')} />
        </FormField>
        <FormField label={t('Interests')} error={e.interestsText?.message}>
          <Input placeholder={t('Climate, fintech')} {...register('interestsText')} />
        </FormField>
        <FormField label={t('University')} error={e.university?.message}>
          <Input placeholder={t('Lakeside')} {...register('university')} />
        </FormField>
        <FormField label={t('Profile type')}>
          <select className={select} {...register('profileType')}>
            <option value="">{t('Any type')}</option>
            {PROFILE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(profileTypeLabel(type))}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('Location')} error={e.location?.message}>
          <Input placeholder={t('Berlin')} {...register('location')} />
        </FormField>
        <FormField label={t('Verification')}>
          <select className={select} {...register('verification')}>
            <option value="">{t('Anyone')}</option>
            <option value="verified">{t('Verified')}</option>
            <option value="pending">{t('Pending')}</option>
            <option value="unverified">{t('Unverified')}</option>
            {universities.data?.map((u) => (
              <option key={u.id} value={`verified:${u.id}`}>
                {t('Verified by {university}', { university: u.name })}
              </option>
            ))}
          </select>
        </FormField>
        <fieldset className="min-w-0 text-sm sm:col-span-2">
          <legend className="mb-1 block font-medium">{t('Graduation year')}</legend>
          <div className="flex items-center gap-2">
            <label className="sr-only" htmlFor={`${qId}-grad-from`}>
              {t('Graduation year from')}
            </label>
            <Input
              id={`${qId}-grad-from`}
              inputMode="numeric"
              maxLength={4}
              placeholder={t('From')}
              className="max-w-28"
              aria-invalid={e.gradFrom ? true : undefined}
              aria-describedby={e.gradFrom ? `${qId}-grad-error` : undefined}
              {...register('gradFrom')}
            />
            <span aria-hidden="true">–</span>
            <label className="sr-only" htmlFor={`${qId}-grad-to`}>
              {t('Graduation year to')}
            </label>
            <Input
              id={`${qId}-grad-to`}
              inputMode="numeric"
              maxLength={4}
              placeholder={t('To')}
              className="max-w-28"
              aria-invalid={e.gradTo ? true : undefined}
              aria-describedby={e.gradTo ? `${qId}-grad-error` : undefined}
              {...register('gradTo')}
            />
          </div>
          {(e.gradFrom ?? e.gradTo) && (
            <p id={`${qId}-grad-error`} role="alert" className="mt-1 text-sm text-danger">
              {(e.gradFrom ?? e.gradTo)?.message}
            </p>
          )}
        </fieldset>
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => void save()} isLoading={formState.isSubmitting}>
          {t('Save this search')}
        </Button>
      </div>
    </form>
  )
}
