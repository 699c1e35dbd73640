// The lint rules, including the import direction of ARCHITECTURE.md §2:
// each package may only import the packages to its left in
// schemas → engine → renderer → designers → web, and server sits beside them.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const io = ['react', 'react-dom', 'express', 'knex', 'pg', 'fs', 'node:fs', 'node:fs/promises', 'http', 'node:http', 'net', 'node:net', 'node:vm', 'vm2', 'expr-eval'];
const forbid = (packages, patterns = []) => ({
  'no-restricted-imports': ['error', {
    paths: packages.map((name) => ({ name, message: 'This import breaks the package direction in ARCHITECTURE.md §2.' })),
    patterns: patterns.map((group) => ({ group: [group], message: 'This import breaks the package direction in ARCHITECTURE.md §2.' })),
  }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'reports/**', 'bench/results/**', '.data/**', 'test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    files: ['schemas/src/**'],
    rules: forbid([...io, '@wharf/engine', '@wharf/renderer', '@wharf/designers', '@wharf/web', '@wharf/server'], ['**/engine/**', '**/server/**', '**/web/**']),
  },
  {
    files: ['engine/src/**'],
    rules: forbid([...io, '@wharf/renderer', '@wharf/designers', '@wharf/web', '@wharf/server'], ['**/server/**', '**/web/**', '**/renderer/**', '**/designers/**']),
  },
  {
    files: ['renderer/src/**'],
    rules: forbid(['express', 'knex', 'pg', '@wharf/designers', '@wharf/web', '@wharf/server'], ['**/server/**', '**/designers/**', '**/web/**']),
  },
  {
    files: ['designers/src/**'],
    rules: forbid(['express', 'knex', 'pg', '@wharf/web', '@wharf/server'], ['**/server/**', '**/web/**']),
  },
  {
    files: ['web/src/**'],
    rules: forbid(['express', 'knex', 'pg', '@wharf/server'], ['**/server/**']),
  },
  {
    files: ['server/src/**'],
    rules: forbid(['react', 'react-dom', '@wharf/renderer', '@wharf/designers', '@wharf/web', 'node:vm', 'vm2', 'expr-eval'], ['**/renderer/**', '**/designers/**', '**/web/**']),
  },
  {
    files: ['renderer/src/**/*.tsx', 'designers/src/**/*.tsx', 'web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
