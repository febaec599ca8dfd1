import { MessageSquare, Users, UsersRound } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { CountBadge } from '@/components/shared/count-badge'
import { paths } from '@/config/paths'
import { useShellStore } from '@/features/shell/shell-store'
import { useSocialCounts } from './social-counts'
import { msg, t } from '@/lib/i18n'

const LINKS = [
  { label: msg('Messages'), path: paths.messages, icon: MessageSquare },
  { label: msg('Communities'), path: paths.community, icon: UsersRound },
  { label: msg('Associates'), path: paths.associates, icon: Users },
]

/** Mobile pop-up above the bottom bar: the social destinations. */
export function SocialPopup() {
  const { socialOpen, closeAll } = useShellStore()
  const firstLink = useRef<HTMLAnchorElement>(null)
  const counts = useSocialCounts()
  useEffect(() => {
    if (!socialOpen) return
    firstLink.current?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeAll()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [socialOpen, closeAll])
  if (!socialOpen) return null
  return (
    <>
      <div className="fixed inset-0 z-30 bg-black/20 lg:hidden" aria-hidden="true" onClick={closeAll} />
      <div
        id="social-popup"
        role="menu"
        aria-label={t('Social')}
        className="fixed inset-x-3 bottom-20 z-40 rounded-[var(--radius-card)] border border-border bg-surface p-2 shadow-lg lg:hidden"
      >
        {LINKS.map(({ label, path, icon: Icon }, i) => {
          const badge = counts.find((c) => c.path === path)
          return (
            <Link
              key={path}
              ref={i === 0 ? firstLink : undefined}
              role="menuitem"
              aria-label={badge?.count ? `${t(label)}, ${badge.count} ${badge.label}` : undefined}
              to={path}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium hover:bg-background"
            >
              <Icon className="size-5 text-muted" aria-hidden="true" />
              {t(label)}
              {badge && (
                <span className="ml-auto">
                  <CountBadge count={badge.count} label={badge.label} placement="inline" />
                </span>
              )}
            </Link>
          )
        })}
      </div>
    </>
  )
}
