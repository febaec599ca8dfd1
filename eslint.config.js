import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Imports flow one way (ARCHITECTURE §3): lib/config/types/hooks → data → components → features → app. */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((group) => ({ group: [group].flat(), message })),
          // One rule config per file wins in flat config, so the SPA-wide rule rides along with every layer.
          ...(files.every((f) => f.startsWith('src/'))
            ? [{ group: ['**/server/*', '**/api/*'], message: 'The SPA never imports server code.' }]
            : []),
        ],
      },
    ],
  },
})

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'reports', '.data', 'src/types/database.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // No module reaches itself through its imports: a circle makes load order matter and hides a missing layer.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'api/**/*.ts', 'supabase/local/src/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  layer(
    ['src/lib/**', 'src/config/**', 'src/types/**', 'src/hooks/**'],
    ['@/data/*', '@/components/*', '@/features/*', '@/app/*'],
    'lib, config, types and hooks import nothing above them.',
  ),
  layer(['src/data/**'], ['@/components/*', '@/features/*', '@/app/*'], 'data/ holds no UI.'),
  layer(
    ['src/components/**'],
    ['@/features/*', '@/app/*'],
    'components/ take props; they do not reach into features or app.',
  ),
  layer(['src/features/**'], ['@/app/*'], 'features do not import the app.'),
  // Every feature, those added later included.
  ...readdirSync('src/features').map((feature) =>
    layer(
      [`src/features/${feature}/**`],
      ['@/app/*', ['@/features/*', `!@/features/${feature}`]],
      'Features never import other features.',
    ),
  ),
  // Server code shares only pure modules with the SPA: the AI contract's types, keyword matching, the iCalendar writer, the route table,
  // the generated database types.
  {
    files: ['server/**', 'api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/*'], message: 'server/ and api/ do not use the SPA alias.' },
            ...['../', '../../', '../../../'].map((up) => ({
              group: [
                `${up}src/*`,
                `!${up}src/data`,
                `${up}src/data/*`,
                `!${up}src/data/ai`,
                `${up}src/data/ai/*`,
                `!${up}src/data/ai/types.ts`,
                `!${up}src/lib`,
                `${up}src/lib/*`,
                `!${up}src/lib/keyword-match.ts`,
                `!${up}src/lib/ics.ts`,
                `!${up}src/config`,
                `${up}src/config/*`,
                `!${up}src/config/paths.ts`,
                `!${up}src/types`,
                `${up}src/types/*`,
                `!${up}src/types/database.ts`,
              ],
              message: 'server/ and api/ import from src/ only the pure modules named in eslint.config.js.',
            })),
          ],
        },
      ],
    },
  },
  layer(
    ['supabase/local/src/*/**'],
    ['@/*', '../../../*', '../../../../*'],
    'The local stack imports nothing from the app.',
  ),
  // Its tests share the run's setup (tests/setup: the cluster, scratch databases), nothing else of the app.
  {
    files: ['supabase/local/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/*'], message: 'The local stack imports nothing from the app.' },
            {
              group: ['../../../*', '!../../../tests', '../../../tests/*', '!../../../tests/setup', '../../../../*'],
              message: 'The local stack imports nothing from the app (its tests may use tests/setup).',
            },
          ],
        },
      ],
    },
  },
  layer(['supabase/local/src/*'], ['@/*', '../../*'], 'The local stack imports nothing from the app.'),
)
