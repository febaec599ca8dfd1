import * as Menu from '@radix-ui/react-dropdown-menu'
import { useQuery } from '@tanstack/react-query'
import { LogOut, ShieldCheck } from 'lucide-react'
import { Link, useNavigate } from 'react-router-dom'
import { MenuPopup } from '@/components/shared/menu-popup'
import { paths } from '@/config/paths'
import { useAuth } from '@/data/auth/auth-context'
import { moderationScopeQueryOptions } from '@/data/moderation/moderation-queries'
import { profileTypeLabel } from '@/lib/profile-types'
import { AccountButton } from './account-button'
import { accountInitial, accountMenuItems } from './nav.utils'
import { msg, t } from '@/lib/i18n'

/** The account menu itself (Radix); loaded on first use by AccountMenu. */
export default function AccountMenuPopup({ defaultOpen }: { defaultOpen: boolean }) {
  const { user, signOut } = useAuth()
  const navigate = useNavigate()
  const scope = useQuery({ ...moderationScopeQueryOptions(user?.id ?? ''), enabled: !!user })
  const moderates = !!scope.data?.platform || !!scope.data?.communities.length
  const items = [
    ...accountMenuItems(user?.profile_type),
    ...(moderates ? [{ label: msg('Moderation'), path: paths.moderation, icon: ShieldCheck }] : []),
  ]
  const handleSignOut = () => signOut(() => navigate(paths.welcome, { replace: true }))
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <AccountButton initial={accountInitial(user?.name)} />
      </Menu.Trigger>
      <MenuPopup sideOffset={8} className="z-50 max-h-[80dvh] w-72 overflow-y-auto rounded-[var(--radius-card)] p-2">
        <div className="px-3 py-2">
          <p className="truncate font-semibold">{user?.name || t('User')}</p>
          <p className="truncate text-sm text-muted">{user?.email}</p>
          <p className="mt-1 inline-block rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">
            {t(profileTypeLabel(user?.profile_type))}
          </p>
        </div>
        <Menu.Separator className="my-1 h-px bg-border" />
        {items.map(({ label, path, icon: Icon }) => (
          // Real links: they show their address, open in a new tab, and can be copied.
          <Menu.Item key={path} asChild>
            <Link
              to={path}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 outline-none data-[highlighted]:bg-background"
            >
              <Icon className="size-4 text-muted" aria-hidden="true" />
              {t(label)}
            </Link>
          </Menu.Item>
        ))}
        <Menu.Separator className="my-1 h-px bg-border" />
        <Menu.Item
          onSelect={handleSignOut}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-danger outline-none data-[highlighted]:bg-danger-soft"
        >
          <LogOut className="size-4" aria-hidden="true" />
          {t('Sign Out')}
        </Menu.Item>
      </MenuPopup>
    </Menu.Root>
  )
}
