import { useQuery } from '@tanstack/react-query'
import { PlusCircle } from 'lucide-react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { CountBadge } from '@/components/shared/count-badge'
import { paths } from '@/config/paths'
import { receivedRequestCountQueryOptions } from '@/data/associates/associate-requests-query'
import { useUnreadConversations } from '@/data/messages/use-unread-conversations'
import { useAuth } from '@/data/auth/auth-context'
import { useShellStore } from '@/features/shell/shell-store'
import { cn } from '@/lib/cn'
import { canPostOpportunity, isPrefixActive, SIDE_NAV } from './nav.utils'
import { Logo } from '@/components/shared/logo'
import { t } from '@/lib/i18n'

/** Large screens only: the main entries, highlighted by path prefix. */
export function SideNav() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { user } = useAuth()
  const { data: requestCount = 0 } = useQuery(receivedRequestCountQueryOptions(user?.id ?? null))
  const unreadConversations = useUnreadConversations(user?.id)
  const setCreateOpen = useShellStore((s) => s.setCreateOpen)
  const handleCreate = () =>
    canPostOpportunity(user?.profile_type) ? setCreateOpen(true) : navigate(paths.createPost(Date.now()))

  return (
    <nav
      aria-label={t('Main')}
      className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-1 border-r border-border bg-surface p-4 lg:flex"
    >
      <Link to={paths.home} className="mb-6 px-2">
        <Logo />
      </Link>
      {SIDE_NAV.map(({ label, path, icon: Icon }) => {
        const active = isPrefixActive(pathname, path)
        return (
          <Link
            key={path}
            to={path}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium',
              active ? 'bg-primary-soft text-primary' : 'text-foreground hover:bg-background',
            )}
          >
            <span className="relative inline-flex shrink-0">
              <Icon className="size-5" aria-hidden="true" />
              {path === paths.associates && <CountBadge count={requestCount} label={t('associate requests')} />}
              {path === paths.messages && (
                <CountBadge count={unreadConversations} label={t('conversations with unread messages')} />
              )}
            </span>
            {t(label)}
          </Link>
        )
      })}
      <button
        type="button"
        onClick={handleCreate}
        className="mt-4 flex min-h-11 items-center justify-center gap-2 rounded-lg bg-primary px-3 font-medium text-primary-foreground hover:bg-primary-hover"
      >
        <PlusCircle className="size-5" aria-hidden="true" />
        {t('Create')}
      </button>
    </nav>
  )
}
