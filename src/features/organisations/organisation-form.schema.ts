import * as v from 'valibot'
import { ORGANISATION_SIZES, type Organisation } from '@/data/organisations/organisation-types'
import { trimmedText } from '@/lib/form-rules'
import { t } from '@/lib/i18n'

export const organisationFormSchema = v.object({
  about: trimmedText(4000, () => t('Keep the description under 4,000 characters.')),
  website: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || /^https?:\/\/\S+\.\S+$/i.test(s),
      () => t('Enter a full address starting with https://'),
    ),
  ),
  sector: trimmedText(80, () => t('Keep the sector under 80 characters.')),
  organization_size: v.picklist(['', ...ORGANISATION_SIZES]),
  headquarters: trimmedText(120, () => t('Keep the headquarters under 120 characters.')),
})

export type OrganisationFormValues = v.InferOutput<typeof organisationFormSchema>

export const formValues = (o: Organisation): OrganisationFormValues => ({
  about: o.about ?? '',
  website: o.website ?? '',
  sector: o.sector ?? '',
  organization_size: (o.organization_size ?? '') as OrganisationFormValues['organization_size'],
  headquarters: o.headquarters ?? '',
})

/** Empty fields are stored as nothing. */
export const pageFields = (v: OrganisationFormValues) => ({
  about: v.about || null,
  website: v.website || null,
  sector: v.sector || null,
  organization_size: v.organization_size || null,
  headquarters: v.headquarters || null,
})
