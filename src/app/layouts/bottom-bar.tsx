import { Briefcase, Home, Plus, Search, Users } from 'lucide-react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { CountBadge } from '@/components/shared/count-badge'
import { paths } from '@/config/paths'
import { useShellStore } from '@/features/shell/shell-store'
import { cn } from '@/lib/cn'
import { isExactActive } from './nav.utils'
import { socialTotal, useSocialCounts } from './social-counts'
import { t } from '@/lib/i18n'

const itemClass = (active: boolean) =>
  cn(
    'flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 text-[11px] font-medium',
    active ? 'text-primary' : 'text-muted',
  )

/** Mobile only: five buttons in a 64 px row (SPEC §2 and §9). */
export function BottomBar() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { socialOpen, toggleSocial } = useShellStore()
  const socialCount = socialTotal(useSocialCounts())
  const links = [
    { label: t('Home'), path: paths.home, icon: Home },
    { label: t('Opportunities'), path: paths.opportunities, icon: Briefcase },
  ]
  return (
    <nav
      aria-label={t('Bottom')}
      className="fixed inset-x-0 bottom-0 z-40 grid h-16 grid-cols-5 items-center border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      {links.map(({ label, path, icon: Icon }) => (
        <Link
          key={path}
          to={path}
          aria-current={isExactActive(pathname, path) ? 'page' : undefined}
          className={itemClass(isExactActive(pathname, path))}
        >
          <Icon className="size-5" aria-hidden="true" />
          {label}
        </Link>
      ))}
      <button
        type="button"
        onClick={() => navigate(paths.createPost(Date.now()))}
        className="flex min-h-11 flex-col items-center justify-center gap-0.5 text-[11px] font-medium text-primary"
      >
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground shadow">
          <Plus className="size-5" aria-hidden="true" />
        </span>
        {t('Create')}
      </button>
      <Link
        to={paths.search}
        aria-current={isExactActive(pathname, paths.search) ? 'page' : undefined}
        className={itemClass(isExactActive(pathname, paths.search))}
      >
        <Search className="size-5" aria-hidden="true" />
        {t('Search')}
      </Link>
      <button
        type="button"
        aria-expanded={socialOpen}
        aria-controls="social-popup"
        aria-label={socialCount ? t('{count, plural, other {Social, # new}}', { count: socialCount }) : undefined}
        onClick={toggleSocial}
        className={itemClass(socialOpen)}
      >
        <span className="relative inline-flex shrink-0">
          <Users className="size-5" aria-hidden="true" />
          <CountBadge count={socialCount} label={t('new in Social')} />
        </span>
        {t('Social')}
      </button>
    </nav>
  )
}
