import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useForm } from 'react-hook-form'
import { CancelAndConfirm } from '@/components/shared/cancel-and-confirm'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useUpdateOrganisationPage } from '@/data/organisations/organisation-mutations'
import { ORGANISATION_SIZES, type Organisation } from '@/data/organisations/organisation-types'
import { t } from '@/lib/i18n'
import {
  formValues,
  organisationFormSchema,
  pageFields,
  type OrganisationFormValues,
} from '../organisation-form.schema'
import { sizeLabel } from '../organisations.utils'

/** An admin edits the page: about, website, sector, size and headquarters. */
export function OrganisationEditForm({ organisation, onDone }: { organisation: Organisation; onDone: () => void }) {
  const save = useUpdateOrganisationPage(organisation.slug)
  const { register, handleSubmit, formState } = useForm<OrganisationFormValues>({
    resolver: standardSchemaResolver(organisationFormSchema),
    defaultValues: formValues(organisation),
  })
  const e = formState.errors
  return (
    <Card className="p-4 sm:p-6">
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit((values) =>
          save.mutate({ id: organisation.id, fields: pageFields(values) }, { onSuccess: onDone }),
        )}
      >
        <h2 className="text-lg font-semibold">{t('Edit page')}</h2>
        <FormField label={t('About')} error={e.about?.message} hint={t('What you do, and what students can expect.')}>
          <Textarea rows={6} {...register('about')} />
        </FormField>
        <FormField label={t('Website')} error={e.website?.message}>
          <Input type="url" placeholder={t('https://…')} {...register('website')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('Sector')} error={e.sector?.message}>
            <Input {...register('sector')} />
          </FormField>
          <FormField label={t('Size')} error={e.organization_size?.message}>
            <select
              className="min-h-11 w-full rounded-lg border border-border bg-surface px-3"
              {...register('organization_size')}
            >
              <option value="">{t('Not given')}</option>
              {ORGANISATION_SIZES.map((s) => (
                <option key={s} value={s}>
                  {sizeLabel(s)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField label={t('Headquarters')} error={e.headquarters?.message}>
          <Input {...register('headquarters')} />
        </FormField>
        <CancelAndConfirm onCancel={onDone} cancelVariant="ghost">
          <Button type="submit" isLoading={save.isPending}>
            {t('Save page')}
          </Button>
        </CancelAndConfirm>
      </form>
    </Card>
  )
}
