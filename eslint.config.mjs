import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/** Infrastructure: it serves every area and knows none of them. */
const infrastructure = ['db', 'storage', 'mail', 'supabase', 'embedded-backend', 'security'].map((dir) => `./lib/${dir}`);
/** The product's areas (domain and composition), which infrastructure never imports. */
const areas = [
  'actions',
  'applications',
  'auth',
  'blog',
  'catalogue',
  'faq',
  'offline',
  'payments',
  'public-forms',
  'seo',
  'site',
  'validation',
  'wizards',
].map((dir) => `./lib/${dir}`);

const boundaries = [
  { target: './lib', from: ['./app', './components'], message: 'lib never imports UI or routes.' },
  { target: './components', from: './app', message: 'components never import routes.' },
  { target: infrastructure, from: areas, message: 'Infrastructure never imports a domain area.' },
  { target: './lib/config', from: './lib', except: ['./config'], message: 'lib/config imports nothing else of lib.' },
  { target: './lib/i18n', from: './lib', except: ['./i18n', './config'], message: 'lib/i18n imports only lib/config.' },
  { target: './lib/validation', from: './lib', except: ['./validation'], message: 'Validation primitives import no other area.' },
  {
    target: './lib/catalogue',
    from: ['./lib/wizards', './lib/applications', './lib/payments', './lib/site', './lib/actions'],
    message: 'The catalogue knows nothing of the areas that sell from it.',
  },
  { target: './lib/applications', from: ['./lib/wizards', './lib/actions'], message: 'Wizards call into applications, not the reverse.' },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // eslint-config-next registers the jsx-a11y plugin with a handful of rules, for these files
    // only (a .cjs file would meet the rules without the plugin); use them all.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dependencies point one way: app → components → lib; inside lib, areas → infrastructure →
      // config (DESIGN.md, "Layout of the repository").
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
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
