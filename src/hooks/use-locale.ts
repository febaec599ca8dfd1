import { useSyncExternalStore } from 'react'
import { activeLocale, onLocaleChange, type Locale } from '@/lib/i18n'

/** The app's active language; a component using it re-renders when the member switches. */
export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, activeLocale, activeLocale)
}
