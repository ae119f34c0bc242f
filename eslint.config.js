import path from 'node:path';

import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const srcDir = path.resolve('src');

/** Resolves an import specifier of `file` to an absolute path inside src/, or null for packages. */
function resolveInSrc(file, spec) {
  if (spec.startsWith('@/')) return path.join(srcDir, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  return null;
}

/** `src/features/<module>/<entity>` of a path, or null. Features mirror backend modules. */
function featureOf(absPath) {
  const rel = path.relative(srcDir, absPath).split(path.sep);
  if (rel[0] !== 'features' || rel.length < 3) return null;
  return rel.slice(0, 3).join('/');
}

/**
 * Layer rules of docs (architecture): features never import other features; lower layers
 * (lib, api, components, stores) never import features, shell or app; src/api imports only lib;
 * nothing in the app imports the mock.
 */
const layerRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const rel = path.relative(srcDir, file).split(path.sep);
    const layer = rel[0];
    // Only app code under src/ is layered; tests and tools may wire anything together.
    if (layer === '..') return {};
    const ownFeature = featureOf(file);
    function check(node, spec) {
      const target = resolveInSrc(file, spec);
      if (!target) return;
      const targetRel = path.relative(srcDir, target).split(path.sep);
      const targetLayer = targetRel[0];
      if (layer !== 'mocks' && targetLayer === 'mocks') {
        context.report({ node, message: 'App code must not import the mock backend (src/mocks).' });
        return;
      }
      if (layer === 'features' && targetLayer === 'features') {
        const targetFeature = featureOf(target);
        if (targetFeature && targetFeature !== ownFeature) {
          context.report({
            node,
            message: `Features do not import each other (${ownFeature} → ${targetFeature}); move shared code to components/ or lib/.`,
          });
        }
        return;
      }
      const lower = ['lib', 'components', 'stores', 'locales', 'api'];
      if (lower.includes(layer) && ['features', 'shell', 'app'].includes(targetLayer)) {
        context.report({
          node,
          message: `src/${layer} is a lower layer and must not import src/${targetLayer}.`,
        });
      }
      // The API layer sits right above lib/: calls and types only, no UI and no client state.
      if (layer === 'api' && ['components', 'stores'].includes(targetLayer)) {
        context.report({
          node,
          message: `src/api holds calls and types only; it must not import src/${targetLayer}.`,
        });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string')
          check(node, node.source.value);
      },
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'bench-results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      import: importPlugin,
      local: { rules: { layers: layerRule } },
    },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { [path.resolve('scripts/eslint-alias-resolver.cjs')]: {} },
      'import/internal-regex': '^@/',
      // Never parse packages: no-cycle only follows our own modules, and parsing antd & co. for it
      // made linting take minutes.
      'import/ignore': ['node_modules'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'local/layers': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Query keys come from the src/api factories (createQueryKeys), so one feature's invalidation
    // reaches what another cached under the same scope.
    files: [
      'src/api/**/*.{ts,tsx}',
      'src/features/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/shell/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            'Build query keys with a src/api key factory (xxxKeys.list / detail / extra), not an inline array.',
        },
        {
          // A list's key builder: `queryKey: (params) => [...]`.
          selector: "Property[key.name='queryKey'] > ArrowFunctionExpression > ArrayExpression.body",
          message:
            'Build query keys with a src/api key factory (xxxKeys.list / detail / extra), not an inline array.',
        },
      ],
    },
  },
  {
    files: ['mock-server/**', 'scripts/**', 'e2e/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Cycles that matter are between app modules, and src/ is checked from every one of its files.
    // Following each test's imports through the app again was most of the lint time.
    files: ['tests/**', 'e2e/**', 'scripts/**', 'mock-server/**', '*.config.ts'],
    rules: { 'import/no-cycle': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Classic scripts index.html loads as they are (public/boot-sign-in.js): browser globals, no modules.
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
