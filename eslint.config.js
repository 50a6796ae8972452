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
          { group: ['**/packs', '**/packs/**'], message: 'src/engine builds on src/lib, never on a game pack.' },
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

/**
 * A game pack is a library of its own (STYLE.md "Packs"): the engine's rules apply, and it imports neither
 * MeG's engine nor another pack, so a broken pack can only disable itself.
 */
function packBoundary(pack, others) {
  const [paths, patterns] = engineBoundary.rules['no-restricted-imports'].slice(1).map((o) => [o.paths, o.patterns])[0];
  return {
    files: [`src/packs/${pack}/**/*.ts`],
    rules: {
      ...engineBoundary.rules,
      'no-restricted-imports': [
        'error',
        {
          paths,
          patterns: [
            ...patterns,
            { group: ['**/engine', '**/engine/**'], message: 'A pack does not import the MeG engine.' },
            ...others.map((other) => ({ group: [`**/${other}`, `**/${other}/**`], message: `A pack does not import another pack (${other}).` })),
          ],
        },
      ],
    },
  };
}

/** src/lib is the bottom layer that the engine and the packs share: it imports none of them, nor the UI. */
export const libBoundary = {
  files: ['src/lib/**/*.ts'],
  rules: {
    ...engineBoundary.rules,
    'no-restricted-imports': [
      'error',
      {
        paths: engineBoundary.rules['no-restricted-imports'][1].paths,
        patterns: [
          { group: ['zustand/*', 'react/*', 'react-dom/*'], message: 'src/lib is UI-free.' },
          { group: ['**/ui', '**/ui/**', '**/engine', '**/engine/**', '**/packs', '**/packs/**', '**/share', '**/share/**'], message: 'src/lib imports nothing of the app: the app builds on it.' },
        ],
      },
    ],
  },
};

/** The UI reaches the engine and each pack through its index only: their public APIs (STYLE.md habit 1). */
export const uiPackBoundary = {
  files: ['src/ui/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['**/engine/**', '!**/engine/index'], message: 'Import the engine through src/engine/index.ts.' },
          { group: ['**/packs/*/*', '!**/packs/*/index'], message: 'Import a pack through src/packs/<game>/index.ts.' },
        ],
      },
    ],
  },
};

/** The umpire's round (src/round) sits between the links and the UI: pure, it reaches the engine through its index and knows no UI. */
export const roundBoundary = {
  files: ['src/round/**/*.ts'],
  rules: {
    ...engineBoundary.rules,
    'no-restricted-imports': [
      'error',
      {
        paths: engineBoundary.rules['no-restricted-imports'][1].paths,
        patterns: [
          { group: ['zustand/*', 'react/*', 'react-dom/*', '**/ui', '**/ui/**'], message: 'src/round is UI-free: the UI builds on it.' },
          { group: ['**/engine/**', '!**/engine/index'], message: 'Import the engine through src/engine/index.ts.' },
          { group: ['**/packs', '**/packs/**'], message: 'The round is Mortem et Gloriam\'s: it imports no other game.' },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'dev-dist', 'build', 'node_modules', 'reports', 'test-results', 'playwright-report', 'data/**/*.schema.json', 'scripts/recipe/omens'] },
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
  packBoundary('ccn', ['agv']),
  packBoundary('agv', ['ccn']),
  libBoundary,
  roundBoundary,
  uiPackBoundary,
);
