// The linter: ESLint's recommended rules and typescript-eslint's over the sources, tests, scripts and stories.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'storybook-static/', 'node_modules/', 'src/bot/weights/', 'src/i18n/locales/', 'test/fixtures/', 'xliff/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Encoders and parsers write `v[i++] = …` in sequence; the last increment is kept for symmetry.
      'no-useless-assignment': 'off',
      // Errors re-thrown with a new message name the cause in the message itself.
      'preserve-caught-error': 'off',
    },
  },
  {
    files: ['test/**', 'scripts/**'],
    rules: {
      // Chai's property assertions (`expect(x).to.be.true`) are expressions; tests poke at untyped input on purpose.
      '@typescript-eslint/no-unused-expressions': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      'no-control-regex': 'off',
      'prefer-const': ['error', { destructuring: 'all', ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { files: ['test/browser/pages/**'], linterOptions: { reportUnusedDisableDirectives: 'off' } },
);
