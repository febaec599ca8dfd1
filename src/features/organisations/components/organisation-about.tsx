import { Info } from 'lucide-react'
import { EmptyState } from '@/components/shared/empty-state'
import { OrganisationResponsiveness } from '@/components/shared/responsiveness-summary'
import { Card } from '@/components/ui/card'
import type { Organisation } from '@/data/organisations/organisation-types'
import { t } from '@/lib/i18n'
import { sizeLabel, websiteHost } from '../organisations.utils'
import { organisationKindLabel } from '@/lib/organisation-kinds'

/** What the organisation says about itself, and its facts. */
export function OrganisationAbout({ organisation: o, isAdmin }: { organisation: Organisation; isAdmin: boolean }) {
  const facts: Array<[string, React.ReactNode]> = [
    [t('Type'), organisationKindLabel(o.kind)],
    ...(o.sector ? [[t('Sector'), o.sector] as [string, string]] : []),
    ...(o.organization_size ? [[t('Size'), sizeLabel(o.organization_size)] as [string, string]] : []),
    ...(o.headquarters ? [[t('Headquarters'), o.headquarters] as [string, string]] : []),
    ...(o.website
      ? [
          [
            t('Website'),
            <a
              key="w"
              href={o.website}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary hover:underline"
            >
              {websiteHost(o.website)}
            </a>,
          ] as [string, React.ReactNode],
        ]
      : []),
  ]
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('About')}</h2>
      {o.about ? (
        <p className="whitespace-pre-line">{o.about}</p>
      ) : (
        <EmptyState icon={Info} title={t('No description yet')}>
          {isAdmin
            ? t('Tell students what you do and what it is like to work with you: choose Edit page.')
            : t('{name} has not written about itself yet.', { name: o.name })}
        </EmptyState>
      )}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <OrganisationResponsiveness organisationId={o.id} />
    </Card>
  )
}
