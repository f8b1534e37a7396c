import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One direction of imports: app -> features -> (form-react, widgets) -> engine; server -> engine.
const layerZones = [
  {
    target: './src/engine',
    from: ['./src/form-react', './src/widgets', './src/features', './src/app', './server'],
    message: 'The engine is pure: it imports zod only.',
  },
  {
    target: './src/form-react',
    from: ['./src/widgets', './src/features', './src/app', './server'],
    message: 'The renderer receives widgets as a prop and knows no feature.',
  },
  {
    target: './src/widgets',
    from: ['./src/form-react', './src/features', './src/app', './server'],
    message: 'Widgets are dumb: no renderer, feature or app imports.',
  },
  { target: './src/features', from: ['./src/app', './server'], message: 'Features never import the app shell or the server.' },
  // The console is loaded only under /admin; the preview page publishes through its API client.
  {
    target: './src/features/!(console|form-preview)/**',
    from: './src/features/console',
    message: "Public pages never import the organisers' console (nothing of it in their JavaScript).",
  },
  {
    target: './src/lib',
    from: ['./src/form-react', './src/widgets', './src/features', './src/app', './server'],
    message: 'src/lib is shared ground: it imports the engine only.',
  },
  { target: './src', from: ['./server'], message: 'Nothing in src/ imports the server.' },
  {
    target: './server',
    from: ['./src/form-react', './src/widgets', './src/features', './src/app'],
    message: 'The server imports the engine, never React.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server*', 'dist-ssr', 'node_modules', 'data', 'coverage', 'schemas'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Prettier breaks code at 140 columns but never comments or strings: comments are held to it here, texts stay whole.
      'max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.{1,2}/).*', message: 'src/engine imports zod only.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/form-react/**', 'src/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'formik', message: 'Formik stays inside src/form-react.' },
            { name: 'zod-formik-adapter', message: 'Formik stays inside src/form-react.' },
          ],
        },
      ],
    },
  },
);
