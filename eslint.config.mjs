import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // eslint-config-next registers the jsx-a11y plugin with a handful of rules, for these files
    // only (a .cjs file would meet the rules without the plugin); use them all.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dependencies point one way: app → components → lib.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: ['./app', './components'], message: 'lib never imports UI or routes.' },
            { target: './components', from: './app', message: 'components never import routes.' },
          ],
        },
      ],
      // Toasts go through components/layout/toast, which is what loads the toaster on a page.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'sonner', importNames: ['toast'], message: "Import toast from '@/components/layout/toast'." }] },
      ],
    },
  },
  {
    files: ['components/layout/toast.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    ignores: ['.next*/**', '.e2e*/**', 'node_modules/**', 'bench/bare/.next*/**', '.data*/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts'],
  },
];

export default config;
