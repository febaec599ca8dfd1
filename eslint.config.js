import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Imports flow one way (ARCHITECTURE §3): lib/config/types/hooks → data → components → features → app. */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
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
      ['@/app/*', '@/features/*', `!@/features/${feature}/*`],
      'Features never import other features.',
    ),
  ),
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
