import type { I18n, Messages } from '@lingui/core'
import { setDisplayLocale } from './display-zone'
import { numberFormat } from './intl-cache'

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

// Lingui and a compiled catalog (@lingui/vite-plugin, at build and in vitest) load together, on demand: English,
// the default, needs neither — its texts are the message ids, formatted by `formatSource` below.
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<[typeof import('@lingui/core'), { messages: Messages }]>> = {
  es: () => Promise.all([import('@lingui/core'), import('@/locales/es.json?lingui')]),
  fr: () => Promise.all([import('@lingui/core'), import('@/locales/fr.json?lingui')]),
}

let lingui: I18n | null = null
let locale: Locale = 'en'
let requested: Locale = 'en'
const listeners = new Set<() => void>()
const loadedCatalogs: Partial<Record<Locale, true>> = {}

/** Switches the whole app (the tree re-renders through useLocale) and `<html lang>`; loads a catalog once. */
export async function setLocale(next: Locale): Promise<void> {
  requested = next
  if (next !== 'en' && !(lingui && next in loadedCatalogs)) {
    const [{ setupI18n }, { messages }] = await loaders[next]()
    // A message without a translation (the lint check prevents it) shows its English id.
    lingui ??= setupI18n({ missing: (_locale, id) => id })
    lingui.load(next, messages)
    loadedCatalogs[next] = true
  }
  // A later call won while this catalog loaded.
  if (requested !== next) return
  setDisplayLocale(next)
  if (typeof document !== 'undefined') document.documentElement.lang = next
  if (next !== 'en') lingui!.activate(next)
  if (locale !== next) {
    locale = next
    listeners.forEach((listener) => listener())
  }
}
/** The active locale, for Intl formatters. */
export const activeLocale = (): Locale => locale

/** Subscribe to locale changes (for useSyncExternalStore). */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Translates an English source text (an ICU message: `{name}`, `{count, plural, one {# post} other {# posts}}`).
 * Call it at render time; for texts defined at module level, mark them with `msg` and translate where shown.
 */
export function t(id: string, values?: Record<string, unknown>): string {
  return locale !== 'en' && lingui ? lingui._(id, values) : formatSource(id, values)
}

const englishPlural = new Intl.PluralRules('en')

/** `#` in English: small whole numbers as they are (no Intl formatter needed), larger ones with separators. */
const englishNumber = (n: number) =>
  Number.isInteger(n) && Math.abs(n) < 1000 ? String(n) : numberFormat('en', {}).format(n)

/** The index of the `}` closing the `{` at `start`. */
function closing(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
  }
  return text.length
}

/**
 * An English source text with its values: `{name}` placeholders and `{count, plural, =0 {…} one {…} other {…}}`
 * with `#` for the number — the ICU subset our English ids use (other languages go through Lingui).
 */
export function formatSource(message: string, values: Record<string, unknown> = {}, hash?: string): string {
  // Most texts have no placeholder: returned as they are (this runs for every label of every render).
  if (!message.includes('{') && (hash === undefined || !message.includes('#'))) return message
  let out = ''
  let from = 0
  while (from < message.length) {
    const open = message.indexOf('{', from)
    const stop = open < 0 ? message.length : open
    const plain = message.slice(from, stop)
    out += hash === undefined ? plain : plain.replaceAll('#', hash)
    if (open < 0) break
    const end = closing(message, open)
    const [name, kind, ...rest] = message.slice(open + 1, end).split(',')
    const value = values[name.trim()]
    if (kind?.trim() === 'plural') {
      const options = rest.join(',')
      const branches: Record<string, string> = {}
      for (let j = 0; j < options.length;) {
        const branchOpen = options.indexOf('{', j)
        if (branchOpen < 0) break
        const branchClose = closing(options, branchOpen)
        branches[options.slice(j, branchOpen).trim()] = options.slice(branchOpen + 1, branchClose)
        j = branchClose + 1
      }
      const count = Number(value)
      const branch = branches[`=${count}`] ?? branches[englishPlural.select(count)] ?? branches.other ?? ''
      out += formatSource(branch, values, englishNumber(count))
    } else {
      out += value == null ? '' : String(value)
    }
    from = end + 1
  }
  return out
}

/** Marks a text defined outside render (nav items, section titles) so the catalog check finds it; returns it as is. */
export const msg = <T extends string>(id: T): T => id

/** The locale to hand to Intl: the active one, or undefined for English (the browser's own English formats). */
export const intlLocale = (): string | undefined => (locale === 'en' ? undefined : locale)
