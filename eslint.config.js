import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The web app's boundaries (decision 017, after Bulletproof React). Each folder of
 * src/web/features is one feature: it imports its own files, shared code and src/shared, never
 * another feature nor a route; routes compose features; components/ and lib/ import no feature.
 * no-restricted-imports takes one list per file, so every block repeats the server ban.
 */
const noServer = { group: ['@server/*', '**/server/**'], message: 'The web app must not import server code.' };
const noWeb = { group: ['@web/*', '**/web/**'], message: 'The server must not import web code.' };
const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureBoundary = (feature) => ({
  files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          noServer,
          {
            regex: `^@web/features/(?!${feature}(/|$))`,
            message: `features/${feature} may not import another feature: compose them in a route, or move the shared part to src/web/components or src/web/lib.`,
          },
          {
            regex: '^@web/(routes|router|root-layout|main)(/|$)',
            message: 'A feature never imports a route: routes compose features.',
          },
          {
            regex: '^\\.\\./',
            message: 'A feature reaches outside its folder with @web/… (its own files: @web/features/<feature>/…).',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser never reaches into the server.
      'no-restricted-imports': ['error', { patterns: [noServer] }],
    },
  },
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            {
              regex: '^(@web/)?(\\.\\./)*(features|routes)(/|$)',
              message:
                'components/ and lib/ are shared code: they import no feature and no route (pass what they need in props).',
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map(featureBoundary),
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      // Shared code runs in the browser and the server: no Node built-ins, no DOM, no database.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '@server/*', '@web/*', 'drizzle-orm*', 'pg', 'react*'],
              message: 'src/shared must stay free of Node, database and UI code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noWeb] }],
    },
  },
  {
    // A server feature's SQL is its own (decision 018): a file in src/server/features/<feature>/
    // imports only its own folder's *.queries (`./x.queries`); anything else (another feature's,
    // the scheduler's) goes through that module's service. The block repeats the web ban.
    files: ['src/server/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noWeb,
            {
              regex: '^(?!\\./[^/]+$).*\\.queries(\\.[jt]s)?$',
              message:
                "A feature never imports another module's queries: call that feature's service (add the function there).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'src/server/test/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
