import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useAssociateRequestsRealtime } from '@/data/associates/associates-realtime'
import { useUnreadConversationsLive } from '@/data/messages/use-unread-conversations'
import { useAuth } from '@/data/auth/auth-context'
import { useClosePopupsOnNavigation } from '@/features/shell/use-close-popups-on-navigation'
import { HeaderSearchSlot } from '@/features/search/header-search-slot'
import { AccountMenu } from './account-menu'
import { BottomBar } from './bottom-bar'
import { CreatePopup } from './create-popup'
import { DeletionBanner } from './deletion-banner'
import { NotificationBell } from './notification-bell'
import { Logo } from '@/components/shared/logo'
import { SideNav } from './side-nav'
import { SocialPopup } from './social-popup'
import { t } from '@/lib/i18n'

export default function AppShell({ children }: { children: ReactNode }) {
  useClosePopupsOnNavigation()
  const { user } = useAuth()
  useUnreadConversationsLive(user?.id ?? null)
  useAssociateRequestsRealtime(user?.id ?? null)

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:p-3"
      >
        {t('Skip to content')}
      </a>
      <SideNav />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-border bg-surface/95 px-4 backdrop-blur lg:justify-end">
          <Link to={paths.home} className="lg:hidden" aria-label={t('Campus Network home')}>
            <Logo compact />
          </Link>
          <HeaderSearchSlot />
          <div className="flex items-center gap-1">
            <NotificationBell />
            <AccountMenu />
          </div>
        </header>
        <DeletionBanner />
        <main
          id="main"
          className="mx-auto w-full max-w-3xl min-w-0 flex-1 px-4 pt-6 pb-24 has-[[data-wide]]:max-w-6xl lg:pb-10"
        >
          {children}
        </main>
      </div>
      <BottomBar />
      <SocialPopup />
      <CreatePopup />
    </div>
  )
}
