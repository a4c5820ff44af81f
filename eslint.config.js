// ESLint: the recommended JavaScript, TypeScript and React hooks rules over the whole repository.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// One way into the engine (issue 13): app/ reaches it only through app/engine.ts (isomorphic: the engine's
// browser entry) and app/engine.server.ts; nothing outside engine/ reaches into engine/src/; and nothing imports
// a `.client` module, which Remix empties in the server render (a past bug crashed pages that way).
const engineDeepImport = {
  group: ['**/engine/src', '**/engine/src/**', '@accord/engine/src/**'],
  message: "Import the engine's public entry instead: ~/engine or ~/engine.server in app/, '@accord/engine' elsewhere.",
};
const clientModule = {
  group: ['*.client', '**/*.client', '*.client.*', '**/*.client.*'],
  message: 'A .client module is empty in the server render; use a module that works on both sides (e.g. ~/engine).',
};
const engineFromApp = {
  group: ['@accord/engine', '@accord/engine/*'],
  message: 'In app/, reach the engine through ~/engine (components, shared code) or ~/engine.server (server modules).',
};
// outside app/ the deep-import and .client checks are syntax selectors, so they do not override the
// no-restricted-imports rules other parts of the configuration set for db/ and worker/
const importSources = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'];
const deepImportOutsideApp = importSources.flatMap((node) => [
  { selector: `${node}[source.value=/(^|\\/)engine\\/src(\\/|$)/]`, message: engineDeepImport.message },
  { selector: `${node}[source.value=/\\.client(\\.[jt]sx?)?$/]`, message: clientModule.message },
]);

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      'node_modules/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'engine/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['engine/**', 'app/**'],
    rules: { 'no-restricted-syntax': ['error', ...deepImportOutsideApp] },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [engineFromApp, engineDeepImport, clientModule] }] },
  },
  {
    files: ['app/engine.ts', 'app/engine.server.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [engineDeepImport, clientModule] }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
