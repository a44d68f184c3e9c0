import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/**
 * The web app's layers (docs/decisions/023-web-feature-boundaries.md): a feature imports no other
 * feature, and components/ and lib/ import no feature; app/ composes them. Every folder under
 * features/ is one feature (admin/ with all its sub-areas included), so a new one is covered as
 * soon as it exists.
 */
const webFeatures = readdirSync(`${webSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The one exception: the garage (docs/decisions/082) is what the storefront's product features
 * label and filter their products by, so these may import it; it imports none of them.
 */
const importableFeatures = { garage: ['product', 'product-list', 'search', 'cart', 'home'] };
const sharedWith = (feature) =>
  Object.entries(importableFeatures)
    .filter(([, users]) => users.includes(feature))
    .map(([shared]) => `./${shared}`);

const webBoundaries = [
  ...webFeatures.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`, ...sharedWith(feature)],
    message: `A feature imports no other feature: compose them in app/, or move what both need to lib/ or components/.`,
  })),
  {
    target: ['./components', './lib'],
    from: ['./features', './app'],
    message: 'components/ and lib/ are shared by every feature, so they import no feature and nothing from app/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'e2e/artifacts/**',
      'bench/results/**',
      '**/scratch/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // Resolves `@/...` as Vite and tsconfig do, so an aliased import is checked like a relative one.
      'import-x/resolver-next': [
        createNodeResolver({ alias: { '@': [webSrc] }, extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: webSrc, zones: webBoundaries }],
    },
  },
);
