import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every visible text comes from the translation files.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/test/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }] },
  },
  {
    // Every call goes through the typed client of shared/api (paths and bodies checked against
    // the generated schema); query keys come from each feature's keys factory.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/api/**', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through `api` from shared/api (typed by path).' },
        { name: 'XMLHttpRequest', message: 'Call the API through `api` from shared/api.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'openapi-fetch', message: 'Use `api` from shared/api.' },
            { name: 'axios', message: 'Use `api` from shared/api.' },
          ],
          patterns: [
            {
              group: ['**/shared/api/http-transport', '**/shared/api/api-client'],
              message: 'Import `api` from shared/api: the transport is its internal.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "Build query keys with the feature's keys factory (['feature', kind, params]).",
        },
        {
          selector:
            "CallExpression[callee.object.name=/^(api|sessionlessApi)$/][callee.property.name=/^(get|post|put|patch|delete)$/][arguments.0.type!='Literal']",
          message: 'Call `api` with the literal path of the schema (`/api/x/{id}` + params.path).',
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
);
