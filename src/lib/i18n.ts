import { setupI18n, type Messages } from '@lingui/core'
import { messages as english } from '@/locales/en.json?lingui'
import { setDisplayLocale } from './display-zone'

/** The languages the app is translated into; English is the source and the fallback. */
export const LOCALES = ['en', 'es', 'fr'] as const
export type Locale = (typeof LOCALES)[number]

const isLocale = (code: string): code is Locale => (LOCALES as readonly string[]).includes(code)

/** "es-MX" → "es"; anything we do not translate → null. */
export function toLocale(code: string | null | undefined): Locale | null {
  const base = code?.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return isLocale(base) ? base : null
}

/** The profile's `language` for a signed-in member, then the browser's languages in order, then English. */
export function pickLocale(
  profileLanguage: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Locale {
  return toLocale(profileLanguage) ?? browserLanguages.map(toLocale).find((l) => l !== null) ?? 'en'
}

export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language]

// Compiled by @lingui/vite-plugin at build (and in vitest); Spanish and French are their own chunks.
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('@/locales/es.json?lingui'),
  fr: () => import('@/locales/fr.json?lingui'),
}

// English texts are their own ids: a plain one is shown as is (`missing`), and only the ones with placeholders or
// plurals are in the (compiled) English catalog, so English costs no second copy of every string.
const i18n = setupI18n({ missing: (_locale, id) => id })
i18n.loadAndActivate({ locale: 'en', messages: english })

const loaded = new Set<Locale>(['en'])
let requested: Locale = 'en'

/** Switches the whole app (the tree re-renders through useLocale) and `<html lang>`; loads the catalog once. */
export async function setLocale(locale: Locale): Promise<void> {
  requested = locale
  if (locale !== 'en' && !loaded.has(locale)) {
    const { messages } = await loaders[locale]()
    i18n.load(locale, messages)
    loaded.add(locale)
  }
  // A later call won while this catalog loaded.
  if (requested !== locale) return
  setDisplayLocale(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
  if (i18n.locale !== locale) i18n.activate(locale)
}

/** The active locale, for Intl formatters. */
export const activeLocale = (): Locale => i18n.locale as Locale

/** Subscribe to locale changes (for useSyncExternalStore). */
export function onLocaleChange(listener: () => void): () => void {
  return i18n.on('change', listener)
}

/**
 * Translates an English source text (an ICU message: `{name}`, `{count, plural, one {# post} other {# posts}}`).
 * Call it at render time; for texts defined at module level, mark them with `msg` and translate where shown.
 */
export function t(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values)
}

/** Marks a text defined outside render (nav items, section titles) so the catalog check finds it; returns it as is. */
export const msg = <T extends string>(id: T): T => id

/** The locale to hand to Intl: the active one, or undefined for English (the browser's own English formats). */
export const intlLocale = (): string | undefined => (i18n.locale === 'en' ? undefined : i18n.locale)
