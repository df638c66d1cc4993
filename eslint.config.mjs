import coreWebVitals from 'eslint-config-next/core-web-vitals'
import typescript from 'eslint-config-next/typescript'

const config = [
  {
    ignores: [
      '.next/**',
      '.data/**',
      'media/**',
      'node_modules/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
    ],
  },
  ...coreWebVitals,
  ...typescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // A repeated key silently drops the first value (a merged Next config lost a setting that way).
      'no-dupe-keys': 'error',
      // Links prefetch on intent, not on sight: src/components/site/Link.tsx says why.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/link', message: "Use { Link } from '@/components/site/Link'." }],
          patterns: [
            {
              regex: '^next/dist/client/(app-dir/)?link',
              message: "Use { Link } from '@/components/site/Link'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/site/Link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
]

export default config
