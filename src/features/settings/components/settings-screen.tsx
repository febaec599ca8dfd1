import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link, NavLink } from 'react-router-dom'
import { PageHeader } from '@/components/shared/page-header'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { usePageTitle } from '@/hooks/use-page-title'
import { useMember } from '@/data/auth/auth-context'
import { SETTINGS_SECTIONS, type SettingsSlug } from '../settings-sections'
import { AccountSection } from './account-section'
import { AppearanceSection } from './appearance-section'
import { BlockedSection } from './blocked-section'
import { DataSection } from './data-section'
import { LanguageSection } from './language-section'
import { MutedSection } from './muted-section'
import { NotificationsSection } from './notifications-section'
import { PrivacySection } from './privacy-section'
import { SessionsSection } from './sessions-section'
import { StandingSection } from './standing-section'
import { t } from '@/lib/i18n'

function Section({ slug, userId, email }: { slug: SettingsSlug; userId: string; email: string }) {
  switch (slug) {
    case 'account':
      return <AccountSection />
    case 'privacy':
      return <PrivacySection />
    case 'notifications':
      return <NotificationsSection userId={userId} />
    case 'blocked':
      return (
        <>
          <BlockedSection userId={userId} />
          <MutedSection userId={userId} />
        </>
      )
    case 'standing':
      return <StandingSection userId={userId} />
    case 'sessions':
      return <SessionsSection userId={userId} />
    case 'language':
      return <LanguageSection />
    case 'appearance':
      return <AppearanceSection />
    case 'data':
      return <DataSection userId={userId} email={email} />
  }
}

/**
 * /settings and /settings/<section>. Wide screens: the section menu beside the section (/settings shows
 * Account). Phones: /settings is the menu, each section its own page with a way back.
 */
export function SettingsScreen({ section }: { section: SettingsSlug | null }) {
  const user = useMember()
  const sectionTitle = SETTINGS_SECTIONS.find((s) => s.slug === section)?.title
  usePageTitle(sectionTitle ? `${t(sectionTitle)} · ${t('Settings')}` : t('Settings'))
  const shown = section ?? 'account'
  const title = t(SETTINGS_SECTIONS.find((s) => s.slug === shown)?.title ?? 'Settings')
  return (
    <>
      <div className={cn(section && 'hidden md:block')}>
        <PageHeader title={t('Settings')} description={t('Your account, privacy, notifications and appearance.')} />
      </div>
      {section && (
        <div className="mb-4 md:hidden">
          <Link
            to={paths.settings}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-primary"
          >
            <ChevronLeft className="size-4" aria-hidden="true" /> {t('Settings')}
          </Link>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        </div>
      )}
      <div className="md:grid md:grid-cols-[13rem_1fr] md:gap-6">
        <nav aria-label={t('Settings sections')} className={cn(section && 'hidden md:block')}>
          <Card className="overflow-hidden md:border-0 md:bg-transparent md:shadow-none">
            <ul className="divide-y divide-border md:divide-y-0">
              {SETTINGS_SECTIONS.map(({ slug, title, description, icon: Icon }) => (
                <li key={slug}>
                  <NavLink
                    to={paths.settingsSection(slug)}
                    className={cn(
                      'flex min-h-11 items-center gap-3 px-4 py-3 md:rounded-lg md:px-3 md:py-2',
                      shown === slug ? 'md:bg-primary-soft md:text-primary' : 'hover:bg-background',
                    )}
                  >
                    <Icon className="size-5 shrink-0 text-muted md:text-current" aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{t(title)}</span>
                      <span className="block text-sm text-muted md:hidden">{t(description)}</span>
                    </span>
                    <ChevronRight className="size-4 text-muted md:hidden" aria-hidden="true" />
                  </NavLink>
                </li>
              ))}
            </ul>
          </Card>
        </nav>
        <div className={cn('min-w-0', !section && 'hidden md:block')}>
          <Section slug={shown} userId={user.id} email={user.email} />
        </div>
      </div>
    </>
  )
}
