const numberFormats = new Map<string, Intl.NumberFormat>()

/**
 * An `Intl.NumberFormat`, built once per locale and options: building one costs far more than formatting with it,
 * and a list of cards formats many amounts per render.
 */
export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}
