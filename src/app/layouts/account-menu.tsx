import { lazy, Suspense } from 'react'
import { useAuth } from '@/data/auth/auth-context'
import { useLoadOnIntent } from '@/hooks/use-load-on-intent'
import { AccountButton } from './account-button'
import { accountInitial } from './nav.utils'

const loadPopup = () => import('./account-menu-popup')
const AccountMenuPopup = lazy(loadPopup)

/**
 * The account button; the menu behind it (Radix, ~25 KB gzip) loads when the pointer or focus comes
 * near, and opens on the first click.
 */
export function AccountMenu() {
  const { user } = useAuth()
  const { wanted, triggerProps } = useLoadOnIntent(loadPopup)
  const placeholder = <AccountButton initial={accountInitial(user?.name)} {...triggerProps} />
  if (!wanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <AccountMenuPopup defaultOpen />
    </Suspense>
  )
}
