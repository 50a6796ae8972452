import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The engine is a pure library: no UI, no store, no clock, no randomness, no browser (STYLE.md habit 1). */
export const engineBoundary = {
  files: ['src/engine/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'react', message: 'The engine is UI-free: no React in src/engine.' },
          { name: 'react-dom', message: 'The engine is UI-free: no React in src/engine.' },
          { name: 'zustand', message: 'The engine holds no store: zustand lives in src/ui.' },
        ],
        patterns: [
          { group: ['**/ui', '**/ui/**', 'zustand/*', 'react/*', 'react-dom/*'], message: 'src/engine may not import the UI or UI libraries.' },
        ],
      },
    ],
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'random', message: 'Chance comes from src/engine/rng.ts and is logged as an action.' },
      { object: 'Date', property: 'now', message: 'The engine has no clock: time would break replay.' },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: "NewExpression[callee.name='Date']", message: 'The engine has no clock: time would break replay.' },
    ],
    'no-restricted-globals': [
      'error',
      { name: 'window', message: 'The engine runs without a browser.' },
      { name: 'document', message: 'The engine runs without a browser.' },
      { name: 'localStorage', message: 'Persistence belongs to src/ui.' },
      { name: 'sessionStorage', message: 'Persistence belongs to src/ui.' },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'reports', 'test-results', 'playwright-report', 'data/**/*.schema.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  engineBoundary,
);
