import { AtSign, BriefcaseBusiness, Code2, Globe, Mail, Phone } from 'lucide-react'
import { OrganisationLink } from '@/components/shared/organisation-link'
import { Card } from '@/components/ui/card'
import type { PublicProfile } from '@/data/profiles/profile-query'
import { msg, t } from '@/lib/i18n'
import { describesOrganisation, isOrganisationAccount, organisationSizeLabel } from '@/lib/profile-types'

const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`)

function Chips({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null
  return (
    <div>
      <h3 className="mb-1.5 text-sm font-semibold">{title}</h3>
      <ul className="flex flex-wrap gap-1.5">
        {items.map((s) => (
          <li key={s} className="rounded-full border border-border px-2.5 py-1 text-sm">
            {s}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The organisation a profile is or represents: name, sector, size, headquarters and website. */
function OrganisationFacts({ profile }: { profile: PublicProfile }) {
  if (!describesOrganisation(profile.profile_type)) return null
  const own = isOrganisationAccount(profile.profile_type)
  const facts = (
    [
      { term: msg('Organisation'), value: own ? null : profile.organization_name },
      { term: msg('Sector'), value: profile.sector },
      { term: msg('Size'), value: organisationSizeLabel(profile.organization_size) },
      { term: msg('Headquarters'), value: profile.headquarters },
    ] as Array<{ term: string; value: string | null }>
  ).filter((f): f is { term: string; value: string } => !!f.value)
  if (!facts.length) return <OrganisationLink memberId={profile.id} />
  return (
    <div>
      <h3 className="mb-1.5 text-sm font-semibold">{own ? t('Organisation') : t('Represents')}</h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="organisation-facts">
        {facts.map((f) => (
          <div key={f.term}>
            <dt className="text-muted">{t(f.term)}</dt>
            <dd className="font-medium">{f.term === 'Size' ? t(f.value) : f.value}</dd>
          </div>
        ))}
      </dl>
      <OrganisationLink memberId={profile.id} />
    </div>
  )
}

/** Bio, skills, interests, links and whatever contact details the owner chose to show. */
export function ProfileAbout({ profile }: { profile: PublicProfile }) {
  const links = [
    { href: profile.linkedin, label: 'LinkedIn', icon: BriefcaseBusiness },
    { href: profile.github, label: 'GitHub', icon: Code2 },
    { href: profile.twitter, label: 'Twitter', icon: AtSign },
    { href: profile.website, label: msg('Website'), icon: Globe },
  ].filter((l): l is typeof l & { href: string } => !!l.href)
  const empty =
    !profile.bio &&
    !profile.sector &&
    !profile.organization_size &&
    !profile.headquarters &&
    !profile.interests.length &&
    !links.length &&
    !profile.email &&
    !profile.phone
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('About')}</h2>
      {empty && <p className="text-muted">{t('{name} has not added details yet.', { name: profile.name })}</p>}
      {profile.bio && <p className="whitespace-pre-line">{profile.bio}</p>}
      <OrganisationFacts profile={profile} />
      <Chips title={t('Interests')} items={profile.interests} />
      {(links.length > 0 || profile.email || profile.phone) && (
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {links.map(({ href, label, icon: Icon }) => (
            <li key={label}>
              <a
                href={safeHref(href)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-8 items-center gap-1.5 text-primary hover:underline"
              >
                <Icon className="size-4" aria-hidden="true" /> {t(label)}
              </a>
            </li>
          ))}
          {profile.email && (
            <li>
              <a
                href={`mailto:${profile.email}`}
                className="inline-flex min-h-8 items-center gap-1.5 text-primary hover:underline"
              >
                <Mail className="size-4" aria-hidden="true" /> {profile.email}
              </a>
            </li>
          )}
          {profile.phone && (
            <li>
              <a
                href={`tel:${profile.phone}`}
                className="inline-flex min-h-8 items-center gap-1.5 text-primary hover:underline"
              >
                <Phone className="size-4" aria-hidden="true" /> {profile.phone}
              </a>
            </li>
          )}
        </ul>
      )}
    </Card>
  )
}
