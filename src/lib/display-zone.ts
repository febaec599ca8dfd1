/**
 * Dates follow the member's time zone (their profile's `timezone`), not the device's. Every date in the app is
 * formatted through Intl (directly or via toLocale*String), so the default zone of those is set here, once,
 * instead of passing `timeZone` at each of the call sites. An explicit `timeZone` (an event's own zone) wins.
 */
let zone: string | undefined
/** The app's language (src/lib/i18n.ts): a call that names no locale gets it instead of the browser's. */
let locale: string | undefined
const withLocale = (locales?: string | string[]) => locales ?? locale

const withZone = (options?: Intl.DateTimeFormatOptions) =>
  !zone || options?.timeZone ? options : { ...options, timeZone: zone }

const NativeFormat = Intl.DateTimeFormat
const native = {
  toLocaleString: Date.prototype.toLocaleString,
  toLocaleDateString: Date.prototype.toLocaleDateString,
  toLocaleTimeString: Date.prototype.toLocaleTimeString,
}
let installed = false

function install() {
  installed = true
  const Zoned = function (this: unknown, locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new NativeFormat(withLocale(locales), withZone(options))
  } as unknown as typeof Intl.DateTimeFormat
  Object.defineProperties(Zoned, {
    prototype: { value: NativeFormat.prototype },
    supportedLocalesOf: { value: NativeFormat.supportedLocalesOf.bind(NativeFormat) },
  })
  Intl.DateTimeFormat = Zoned
  for (const name of Object.keys(native) as Array<keyof typeof native>) {
    const original = native[name]
    Date.prototype[name] = function (this: Date, locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      return original.call(this, withLocale(locales), withZone(options))
    }
  }
}

/** The IANA zone dates are shown in; an unknown name (or none) keeps the device's zone. */
export function setDisplayTimeZone(name: string | null | undefined) {
  let next: string | undefined
  try {
    next = name ? new NativeFormat('en', { timeZone: name }).resolvedOptions().timeZone : undefined
  } catch {
    next = undefined
  }
  if (next === NativeFormat().resolvedOptions().timeZone) next = undefined
  zone = next
  if (zone && !installed) install()
}

/** The app's language for dates; English (the default) keeps the browser's own date formats untouched. */
export function setDisplayLocale(code: string) {
  locale = code === 'en' ? undefined : code
  if (locale && !installed) install()
}

/** The device's own zone, whatever the member chose. */
export const deviceTimeZone = () => NativeFormat().resolvedOptions().timeZone

/** The zone dates are shown in: the member's choice (Settings), else the device's. */
export const displayTimeZone = () => zone ?? deviceTimeZone()
