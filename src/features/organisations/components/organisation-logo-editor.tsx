import { ImageUploadField } from '@/components/shared/image-upload-field'
import { Card } from '@/components/ui/card'
import { organisationLogoFolder, useSetOrganisationLogo } from '@/data/organisations/organisation-mutations'
import type { Organisation } from '@/data/organisations/organisation-types'
import { t } from '@/lib/i18n'

/** An admin uploads, crops, replaces or removes the logo; it is saved at once, apart from the page's form. */
export function OrganisationLogoEditor({ organisation }: { organisation: Organisation }) {
  const setLogo = useSetOrganisationLogo(organisation)
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('Logo')}</h2>
      <p className="mt-1 mb-3 text-sm text-muted">
        {t('A square image, shown on the page and wherever the organisation appears.')}
      </p>
      <ImageUploadField
        kind="logo"
        current={organisation.logo_url}
        name={organisation.name}
        folder={organisationLogoFolder(organisation.id)}
        onSaved={setLogo}
      />
    </Card>
  )
}
