import { lazy, Suspense, useState } from 'react'
import { useAuth } from '@/data/auth/auth-context'
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
  const [wanted, setWanted] = useState(false)
  const initial = accountInitial(user?.name)
  const placeholder = (
    <AccountButton
      initial={initial}
      aria-expanded={false}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={() => setWanted(true)}
    />
  )
  if (!wanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <AccountMenuPopup defaultOpen />
    </Suspense>
  )
}
