import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const CONTEXTS = [
  'identity',
  'analyzer',
  'favorites',
  'billing',
  'credits',
  'admin',
  'ingestion',
  'alerts',
  'integrations',
];

/**
 * STYLE.md rule 3: a context reaches another only through its index.ts. `up` is the way out of
 * the linted file's folder to modules/: `../` beside the context's index, `../../` in dto/ etc.
 */
const boundary = (context, files, up) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `modules/(?!${context}/)[a-z-]+/.+`,
            message: 'Import another context through its index.ts only (modules/<context>).',
          },
          {
            regex: `^${up}(?!${context}(/|$))[a-z-]+/.+`,
            message: 'Import another context through its index.ts only (../<context>).',
          },
        ],
      },
    ],
  },
});
const contextBoundaries = CONTEXTS.flatMap((context) => [
  boundary(context, [`src/modules/${context}/*.ts`], '\\.\\./'),
  boundary(context, [`src/modules/${context}/*/**/*.ts`], '\\.\\./\\.\\./'),
]);

export default tseslint.config(
  { ignores: ['dist/**', 'jest.config.js', 'eslint.config.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+modules/',
              message: 'shared/ holds no business rules and imports no context.',
            },
          ],
        },
      ],
    },
  },
  {
    // A migration holds its SQL and code as they were (frozen/ beside it): importing a live module
    // would let a later change rewrite history. No eslint-disable comment can lift this.
    files: ['src/shared/database/migrations/**/*.ts'],
    linterOptions: { noInlineConfig: true },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message: 'A migration never imports module code: copy what it needs into frozen/.',
            },
          ],
        },
      ],
    },
  },
  ...contextBoundaries,
);
