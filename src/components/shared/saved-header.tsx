import { NavLink } from 'react-router-dom'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { PageHeader } from './page-header'

/** The heading of Saved and its tabs (each a page of its own), shared by both screens. */
export function SavedHeader({ description }: { description: string }) {
  const tabs = [
    { to: paths.savedOpportunities, label: t('Opportunities') },
    { to: paths.savedPosts, label: t('Posts') },
    { to: paths.savedAlerts, label: t('Alerts') },
  ]
  return (
    <>
      <PageHeader title={t('Saved')} description={description} />
      <nav aria-label={t('Saved items')} className="-mt-2 mb-5 flex gap-1 border-b border-border">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            className={({ isActive }) =>
              cn(
                '-mb-px inline-flex min-h-11 items-center border-b-2 px-4 font-medium',
                isActive ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-foreground',
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </>
  )
}
