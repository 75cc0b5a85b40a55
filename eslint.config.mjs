// Lint of the whole tree (`npm run lint`, and in `npm test`). Syntax-only rules: type-aware linting
// would type-check the project a second time, which `tsc -p .` already does in npm test.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'node_modules/',
    '.tmp/',
    'coverage/',
    // run output; only reports/src/ is source
    'reports/*',
    '!reports/src/',
    // generated from openapi.yaml
    'protocol/generated/',
    'protocol/generated/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // TypeScript files need no globals list: the type-check resolves every name (and
    // typescript-eslint turns no-undef off for them). The few plain JS files run on Node.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // verbatimModuleSyntax already requires `import type` for type-only imports; this keeps the style uniform.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Tests and scripts read JSON from outside (HTTP bodies, cucumber messages, deliberately malformed
    // requests) and poke at it; `any` there is the honest type, and 30 such reads are not worth casts.
    files: ['test/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
