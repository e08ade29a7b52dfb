import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/** Infrastructure: it serves every area and knows none of them. */
const infrastructureDirs = ['db', 'storage', 'mail', 'supabase', 'embedded-backend', 'security'];
const infrastructure = infrastructureDirs.map((dir) => `./lib/${dir}`);

const boundaries = [
  { target: './lib', from: ['./app', './components'], message: 'lib never imports UI or routes.' },
  { target: './components', from: './app', message: 'components never import routes.' },
  // An allow-list, so that an area added later (audit, tax, ...) is covered without being named.
  {
    target: infrastructure,
    from: './lib',
    // lib/validation's primitives import nothing of lib: the one UUID check (validation/ids.ts)
    // serves the database's claims and the auth tokens as it serves the forms.
    except: [...infrastructureDirs.map((dir) => `./${dir}`), './config', './i18n', './validation'],
    message:
      'Infrastructure imports only infrastructure, lib/config, lib/i18n and lib/validation, never a domain area.',
  },
  // The embedded backend is the provider the Supabase clients may call in-process, never the
  // reverse; the other infrastructure knows neither (the old supabase ↔ embedded-backend cycle).
  {
    target: './lib/embedded-backend',
    from: './lib/supabase',
    message: 'The embedded backend does not import the Supabase clients.',
  },
  {
    target: ['./lib/db', './lib/storage', './lib/mail', './lib/security'],
    from: ['./lib/supabase', './lib/embedded-backend'],
    message: 'Data, storage, mail and security do not depend on the auth provider.',
  },
  {
    target: './lib/config',
    from: './lib',
    except: ['./config'],
    message: 'lib/config imports nothing else of lib.',
  },
  {
    target: './lib/i18n',
    from: './lib',
    except: ['./i18n', './config'],
    message: 'lib/i18n imports only lib/config.',
  },
  {
    target: './lib/validation',
    from: './lib',
    except: ['./validation'],
    message: 'Validation primitives import no other area.',
  },
  // Pure calculators that pages, flows and quotes read; they read nothing of lib (issue 20).
  {
    target: './lib/tax',
    from: './lib',
    except: ['./tax'],
    message: 'The tax calculators are pure: lib/tax imports nothing else of lib.',
  },
  // The compliance rules are pure functions of a company and a date (issue 31): no database, mail,
  // storage or auth, and no area that reaches them. Commands and jobs call the rules, never the reverse.
  {
    target: './lib/compliance',
    from: [
      ...infrastructure,
      './lib/auth',
      './lib/actions',
      './lib/payments',
      './lib/public-forms',
      './lib/account',
      './lib/admin',
      './lib/staff',
    ],
    message:
      'lib/compliance is pure: it reads rules (tax, catalogue, flow ids), never infrastructure.',
  },
  {
    target: './lib/actions',
    from: ['./lib/public-forms', './lib/wizards', './lib/applications', './lib/payments'],
    message: 'The action layer serves the areas; it does not import them.',
  },
  {
    target: './lib/catalogue',
    from: ['./lib/wizards', './lib/applications', './lib/payments', './lib/site', './lib/actions'],
    message: 'The catalogue knows nothing of the areas that sell from it.',
  },
  {
    target: './lib/applications',
    from: ['./lib/wizards', './lib/actions'],
    message: 'Wizards call into applications, not the reverse.',
  },
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
        {
          paths: [
            {
              name: 'sonner',
              importNames: ['toast'],
              message: "Import toast from '@/components/layout/toast'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/layout/toast.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    ignores: [
      '.next*/**',
      '.e2e*/**',
      'node_modules/**',
      'bench/bare/.next*/**',
      '.data*/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
