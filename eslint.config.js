// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web features never import each other: what two features share lives in components/ or lib/,
// and app/ composes features into screens.
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const deepPackageImports = {
  group: ['**/packages/*/src/**', '@hammurabi/*/src/**'],
  message: 'Import a package by its name and exports, not by a path into its src/ folder.',
};
const webImportPatterns = [
  {
    group: ['@/features/*/*', '!@/features/*/api', '!@/features/*/components', '!@/features/*/routes'],
    message: 'Import a feature through its api, components or routes folder.',
  },
  deepPackageImports,
];
const browserOnly = { group: ['node:*'], message: 'The web app runs in the browser; node modules are not available.' };
// Component tests run in Node and may start a real local HTTP server.
const webTests = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**/*.{ts,tsx}'];
const otherFeatures =
  'Features do not import each other: move what they share to components/ or lib/, or compose them in app/.';
const featureBoundaries = webFeatures.flatMap((feature) => {
  const files = [`apps/web/src/features/${feature}/**/*.{ts,tsx}`];
  const patterns = [...webImportPatterns, { regex: `^@/features/(?!${feature}/)`, message: otherFeatures }];
  return [
    {
      files,
      ignores: webTests,
      rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, browserOnly] }] },
    },
    { files: webTests, rules: { 'no-restricted-imports': ['error', { patterns }] } },
    {
      files,
      rules: {
        // A lazy import() of another feature is the same dependency as a static one.
        'no-restricted-syntax': [
          'error',
          { selector: `ImportExpression[source.value=/^@.features.(?!${feature}.)/]`, message: otherFeatures },
        ],
      },
    },
  ];
});

// The rules above read the import's text, which a relative path (`../../chat/lib/x`, static or
// in an import()) escapes; this one resolves every import to a file and checks where it lies.
const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: otherFeatures,
}));

// Server modules reach each other through services; a module's repository (its SQL) and its
// tables belong to it alone.
const serverModules = fs
  .readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleZones = serverModules.map((module) => ({
  target: `./apps/server/src/modules/${module}/**`,
  from: serverModules
    .filter((other) => other !== module)
    .map((other) => `./apps/server/src/modules/${other}/repository*`),
  message: "Reach another module through its service, not its repository: the repository's SQL belongs to its module.",
}));

// Outside its repository files, a module reaches the server's other areas (auth, jobs, http, db,
// settings) through their service files too (users.ts, roles.ts, sessions.ts, queue.ts …
// re-export what callers need); only a repository composes another area's SQL.
const areaRepositories = {
  target: './apps/server/src/modules/**',
  from: ['auth', 'jobs', 'http', 'db', 'settings'].map((area) => `./apps/server/src/${area}/**/repository*`),
  message:
    "Reach auth, jobs, http, db and settings through their service files, not their repository: only a repository composes another area's SQL.",
};

// Packages never import apps, and apps never import each other (every file).
const appBoundaries = {
  group: ['**/apps/*', '@hammurabi/server', '@hammurabi/web'],
  message: 'Packages never import apps, and apps never import each other; move shared code to packages/shared.',
};

// SQL lives only in files named repository*.ts, in modules/ and everywhere else in the server
// (auth/, jobs/, http/, db/ …): elsewhere nothing may build a statement (drizzle's operators and
// `sql`, the tables, prepared statements) or hand SQL text to a driver. Types may still be
// imported. The database layer's own parts are the exceptions: the tables (db/schema), the
// migration runner, and the SQL fragments repositories compose (rows.ts, user-summary.ts,
// prepared.ts; only repository files may import them).
const sqlOutsideRepository =
  'SQL lives only in files named repository*.ts: move this query into the repository of its module or area.';
const sqlOnlyInRepositories = {
  files: ['apps/server/src/**/*.ts'],
  ignores: [
    'apps/server/src/**/repository*.ts',
    '**/*.test.ts',
    '**/test/**',
    'apps/server/src/db/schema/**',
    'apps/server/src/db/migrate.ts',
    'apps/server/src/db/rows.ts',
    'apps/server/src/db/user-summary.ts',
    'apps/server/src/db/prepared.ts',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          appBoundaries,
          deepPackageImports,
          { group: ['drizzle-orm', 'drizzle-orm/*', 'pg'], allowTypeImports: true, message: sqlOutsideRepository },
          {
            group: ['**/db/schema', '**/db/schema/*', '**/db/prepared*', '**/db/user-summary*', '**/db/rows*'],
            allowTypeImports: true,
            message: sqlOutsideRepository,
          },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: "TaggedTemplateExpression[tag.name='sql']", message: sqlOutsideRepository },
      {
        selector:
          'CallExpression[callee.property.name=/^(query|execute)$/] > :matches(Literal, TemplateLiteral):first-child',
        message: sqlOutsideRepository,
      },
      {
        // pg's query config object: `client.query({ text: 'select 1', … })`.
        selector:
          "CallExpression[callee.property.name=/^(query|execute)$/] > ObjectExpression:first-child > Property[key.name='text']",
        message: sqlOutsideRepository,
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
      // Seed snippets are data in six languages, checked by their own parsers in seed.test.ts.
      'apps/server/seed/**',
      // Written by generate-content.ts; content.test.ts fails when they differ from a fresh
      // generation, and the type-check still reads them.
      'packages/content/src/generated/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // External packages cannot import ours back, so the graph stops at them (a fifth of the whole
      // lint's time went into reading them); the workspace packages are internal, so a cycle through
      // them is still found.
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      curly: ['error', 'multi-line'],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [appBoundaries, deepPackageImports],
        },
      ],
    },
    // Without the TypeScript parser and extensions settings, import-x parses no .ts file it
    // follows, so no-cycle never saw a cycle between two TypeScript modules.
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/internal-regex': '^@hammurabi/',
      'import-x/resolver': { typescript: true, node: true },
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: moduleZones }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/repository*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...moduleZones, areaRepositories] },
      ],
    },
  },
  sqlOnlyInRepositories,
  {
    // The connection code opens the pools and the LISTEN connection, so it imports the driver and
    // the schema; its statements are in db/repository.ts like any other.
    files: ['apps/server/src/db/client.ts', 'apps/server/src/db/notifier.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appBoundaries, deepPackageImports] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [...webImportPatterns, browserOnly] }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureZones }],
    },
  },
  { files: webTests, rules: { 'no-restricted-imports': ['error', { patterns: webImportPatterns }] } },
  ...featureBoundaries,
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webImportPatterns,
            browserOnly,
            {
              group: ['@/features/*'],
              message: 'Shared components and lib code never import features; features import them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts', 'packages/content/src/**/*.ts', 'packages/analysis/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*'],
              message: 'Packages stay runtime-neutral: no node:* modules (they also run in the browser).',
            },
            { group: ['**/apps/*', '@hammurabi/server', '@hammurabi/web'], message: 'Packages never import apps.' },
            deepPackageImports,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
