import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url));

/** Staff code sits in desk/ folders, which only other desk/ code (and the router) imports (decision 025). */
const DESK_ONLY = {
  group: ['**/desk/**'],
  message:
    "Staff code (a desk/ folder) is imported by desk/ code and the router only: it must never reach a subscriber's chunks.",
};

/**
 * Imports of app/, and of every feature but `own` (relative or not): features stay apart. Outside
 * a desk/ folder (`desk` false), no desk/ code either.
 */
function restrictedImports(own, { desk = false } = {}) {
  return [
    'error',
    {
      patterns: [
        { group: ['**/app/*', '../app/*'], message: 'Shared code and features must not import from app/.' },
        ...FEATURES.filter((feature) => feature !== own).map((feature) => ({
          group: [`**/features/${feature}/**`, `../${feature}/**`, `../../${feature}/**`],
          message: `A feature never imports another feature (${feature}): move what both need to components/ or lib/.`,
        })),
        ...(desk ? [] : [DESK_ONLY]),
      ],
    },
  ];
}

const API_MODULES = readdirSync(new URL('./apps/api/src/modules', import.meta.url));

/**
 * The API's boundaries: a module is used through its index.ts only (by other modules and by the
 * rest of the API alike); `layer` narrows it further for the module's own files.
 * - 'service': everything but routes and index files, which never import a plugin;
 * - 'no-drizzle': everything but repositories, which alone touch Drizzle;
 * - 'own-tables': repositories, which import their own module's tables only (decision 017);
 * - 'db': db/ (client, schema, seed), which sits below the modules and imports none.
 */
function apiImports(own, layers = []) {
  const patterns = API_MODULES.filter((name) => name !== own).map((name) => ({
    group: [`**/modules/${name}/*`, `!**/modules/${name}/index.js`, `../${name}/*`, `!../${name}/index.js`],
    message: `Use the ${name} module through its index.ts; add what you need to its public surface there.`,
  }));
  const paths = [];
  if (layers.includes('no-drizzle')) {
    patterns.push({
      group: ['**/db/schema/*', '**/db/schema.js'],
      message: 'Only a repository.ts touches the tables.',
    });
    paths.push({ name: 'drizzle-orm', message: 'Only a repository.ts touches Drizzle.' });
  }
  if (layers.includes('own-tables')) {
    patterns.push({
      group: ['**/db/schema/*', `!**/db/schema/${own}.js`, '**/db/schema.js'],
      message: `A repository imports its own module's tables (db/schema/${own}.ts) only: ask the owner's index.ts for the rest.`,
    });
  }
  if (layers.includes('db')) {
    patterns.push({
      group: ['**/modules/**'],
      message: 'db/ sits below the modules: the schema and the seed import none.',
    });
  }
  if (layers.includes('service')) {
    patterns.push({
      group: ['**/plugins/*'],
      message: 'Services never import a plugin: errors are in lib/http-errors.ts; routes wire plugins in.',
    });
  }
  return ['error', { paths, patterns }];
}

const NO_DEEP_RELATIVE = {
  group: ['../../**'],
  message: "Reach another folder's code through #web/… or #api/… (package.json imports), not ../../.",
};

/** The contracts' entry points the web app may use, and how (docs/decisions/018-contracts-entry-points.md). */
const WEB_CONTRACTS = [
  {
    name: '@game-assist/contracts',
    message: 'Import from @game-assist/contracts/rules (values without zod) or /schemas (schemas and their types).',
  },
  { name: 'zod', message: 'The web app validates with the contracts’ schemas (zod/mini), never with zod itself.' },
  {
    name: '@game-assist/contracts/schemas',
    allowTypeImports: true,
    message: 'Only types from /schemas here: the schemas load lazily, through lib/api/answers.ts.',
  },
  {
    name: '@game-assist/contracts/member-card',
    allowTypeImports: true,
    message: 'Load it when a card is read (await import): it carries jose and the schemas.',
  },
  {
    name: 'zod/mini',
    allowTypeImports: true,
    message: 'Schemas come from the contracts, through lib/api/answers.ts (loaded lazily).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-catalogue/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // Generated from apps/api/openapi.json (npm run api-document).
      'packages/test-support/src/api-schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      // Imports flow one way: components/lib → features → app. A feature never imports another feature.
      'no-restricted-imports': restrictedImports(null),
    },
  },
  {
    // No link is left to the browser's blue and purple: every one is styled (docs/product.md, 'Look').
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name=/^(a|Link|NavLink)$/]:not(:has(JSXAttribute[name.name='className']))",
          message:
            'A link needs the design system: TextLink, ExternalLink, ButtonLink or LinkRow (components/ui), or a className that styles it.',
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restrictedImports(feature) },
  })),
  {
    files: ['apps/web/src/components/desk/**/*.{ts,tsx}', 'apps/web/src/lib/api/desk/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(null, { desk: true }) },
  },
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/desk/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restrictedImports(feature, { desk: true }) },
  })),
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx', 'apps/web/src/entry-server.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'no-restricted-imports': apiImports(null) },
  },
  {
    files: ['apps/api/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': apiImports(null, ['db']) },
  },
  ...API_MODULES.flatMap((name) => [
    {
      files: [`apps/api/src/modules/${name}/**/*.ts`],
      rules: { 'no-restricted-imports': apiImports(name) },
    },
    {
      files: [`apps/api/src/modules/${name}/**/repository.ts`],
      rules: { 'no-restricted-imports': apiImports(name, ['own-tables']) },
    },
    {
      files: [`apps/api/src/modules/${name}/**/*.ts`],
      ignores: ['**/*.test.ts', '**/*.test-support.ts', '**/repository.ts'],
      rules: { 'no-restricted-imports': apiImports(name, ['no-drizzle']) },
    },
    {
      files: [`apps/api/src/modules/${name}/**/*.ts`],
      ignores: ['**/*.test.ts', '**/*.test-support.ts', '**/repository.ts', '**/routes.ts', '**/index.ts'],
      rules: { 'no-restricted-imports': apiImports(name, ['no-drizzle', 'service']) },
    },
  ]),
  {
    // A module's index hands out named operations, not its repository's functions (#65 item 4, decision 014).
    files: ['apps/api/src/modules/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ":matches(ExportNamedDeclaration[exportKind='value'], ExportAllDeclaration)[source.value='./repository.js']",
          message:
            'An index hands out operations (service side), not repository functions: name what the caller needs.',
        },
      ],
    },
  },
  {
    // No import cycles in the apps and packages. Resolved as the apps' own tooling resolves them:
    // TypeScript sources behind `.js` specifiers, `#web/*` and `#api/*` through package.json
    // `imports`, the workspace packages through their `source` condition.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Deep relative imports: code in another folder is reached through its alias.
    files: ['apps/api/src/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_DEEP_RELATIVE] }] },
  },
  {
    // The web app takes the contracts through their two entry points (decision 018).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: WEB_CONTRACTS, patterns: [NO_DEEP_RELATIVE] }],
    },
  },
  {
    // The one web module that loads the schemas, in a chunk of its own (lib/api/contract.ts imports it lazily).
    files: ['apps/web/src/lib/api/answers.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: WEB_CONTRACTS.filter(({ allowTypeImports }) => !allowTypeImports), patterns: [NO_DEEP_RELATIVE] },
      ],
    },
  },
  {
    // The contracts' rules entry point loads no schema library: what imports it never pays for zod.
    files: ['packages/contracts/src/rules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'rules/ loads no zod: a schema goes in schemas/.' }],
          patterns: [
            { group: ['zod/*'], message: 'rules/ loads no zod: a schema goes in schemas/.' },
            {
              group: ['../schemas/*', '../member-card.js'],
              allowTypeImports: true,
              message: 'rules/ takes only types from schemas/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
