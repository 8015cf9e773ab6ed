// Lint enforces the layers (docs/architecture.md): config/ is data, generated/ may only reach the HTTP client,
// src/lib depends on nothing above it, features never import each other, only src/app composes, no cycles,
// and no raw HTML. Type-aware rules use TypeScript 6 (typescript-eslint does not support the native TS 7 yet).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import architecture from './eslint/architecture-plugin.js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  { target: './config', from: './src', message: 'config/ is data: it imports nothing from src/.' },
  {
    target: './src/lib',
    from: ['./src/features', './src/app', './src/components'],
    message: 'src/lib sits below features, components and app.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/app'],
    message: 'Shared components may not depend on a feature or on the app.',
  },
  { target: './src/features', from: './src/app', message: 'Features do not import the composition root.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./src/features/${feature}`],
    message: 'A feature never imports another feature; move shared code to src/components or src/lib.',
  })),
];

const noRawHtml = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render server and user text as text: no dangerouslySetInnerHTML.',
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: 'Render server and user text as text: no dangerouslySetInnerHTML.',
  },
  { selector: "MemberExpression[property.name='innerHTML']", message: 'Render text as text: no innerHTML.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      '*-meta',
      'dist-screenshots',
      '.cache',
      'screenshots',
      'coverage',
      'node_modules',
      '.generated-check',
      'public/mockServiceWorker.js',
    ],
  },
  {
    // generated/ is never linted for style, only held to its one permitted dependency: the HTTP client.
    files: ['generated/**/*.ts'],
    plugins: { architecture },
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      'architecture/layers': [
        'error',
        {
          zones: [
            {
              target: './generated',
              from: './src',
              except: ['./src/lib/http'],
              message: 'generated/ may import only the HTTP client (src/lib/http).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['generated/**'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    plugins: { architecture, 'react-hooks': reactHooks },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'architecture/no-cycle': 'error',
      'architecture/layers': ['error', { zones: layerZones }],
      'no-restricted-syntax': ['error', ...noRawHtml],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // import('…') types are the only way to type an ambient module such as virtual:portal-config.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // A page's own query changes through useQueryParams and inPageLink (src/lib/routing), which keep the scroll
    // where it is: a feature cannot forget preventScrollReset at a new call site.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['useSearchParams'],
              message: 'Use useQueryParams from @/lib/routing: a change of the query keeps the scroll.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...noRawHtml,
        {
          selector: "JSXAttribute[name.name='preventScrollReset']",
          message: 'Spread inPageLink(search) from @/lib/routing on a link to another query of the page.',
        },
        {
          selector: "Property[key.name='preventScrollReset']",
          message: 'Use useQueryParams from @/lib/routing: it keeps the scroll for every change of the query.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.ts', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests poke at raw JSON (config files, request bodies) on purpose, to break it and see what is reported.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The e2e suite checks the page only with assertions that wait for it (Playwright's web-first assertions, or
    // expect.poll for a computed value): a value read once right after something showed is the race behind most
    // flaky runs, so reading the page into expect(...) is an error here, as are state reads and sleeps.
    files: ['tests/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='expect'] > AwaitExpression",
          message:
            'A one-shot read: await expect(locator).toBeVisible()/toHaveText()/toHaveCount()/toHaveAttribute(), or expect.poll(() => read()) for a computed value.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(isVisible|isHidden|isEnabled|isDisabled|isChecked|isEditable)$/]',
          message:
            'A one-shot state read: use expect(locator).toBeVisible()/toBeHidden()/toBeEnabled()/toBeChecked()….',
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No sleeps: wait for what the page should show (a web-first assertion or expect.poll).',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
