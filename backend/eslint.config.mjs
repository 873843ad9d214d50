import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const CONTEXTS = ['identity', 'analyzer', 'favorites', 'billing', 'credits', 'admin', 'ingestion'];

/** STYLE.md rule 3: a context reaches another only through its index.ts. */
const contextBoundaries = CONTEXTS.map((context) => ({
  files: [`src/modules/${context}/**/*.ts`],
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
            regex: `^\\.\\./(?!${context}(/|$))[a-z-]+/.+`,
            message: 'Import another context through its index.ts only (../<context>).',
          },
        ],
      },
    ],
  },
}));

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
  ...contextBoundaries,
);
