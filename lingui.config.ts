import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-json'

/**
 * English is the source: message ids are the English texts themselves (ICU MessageFormat), so the English
 * catalog is the list of ids and costs no request of its own. `npm run i18n` rebuilds it from src/ and adds
 * new ids to the Spanish and French catalogs; `npm run lint` fails while any of them is untranslated.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['src'] }],
  format: formatter({ style: 'minimal' }),
})
