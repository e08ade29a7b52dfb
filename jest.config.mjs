import nextJest from 'next/jest.js';

// next/jest compiles TypeScript with Next's own SWC and loads next.config and .env files.
const createJestConfig = nextJest({ dir: './' });

const shared = {
  testEnvironment: 'node',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside React's server bundle; in Node tests it is a no-op.
    '^server-only$': '<rootDir>/tests/support/empty-module.cjs',
  },
};

const unit = await createJestConfig({
  ...shared,
  displayName: 'unit',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
})();

const integration = await createJestConfig({
  ...shared,
  displayName: 'integration',
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts?(x)'],
  // PGlite opens in a few seconds; integration tests share one instance per file. The 60 s
  // timeout (tests and hooks) is set in this setup file: Jest ignores a project's testTimeout.
  setupFilesAfterEnv: ['<rootDir>/tests/integration/support/timeout.ts'],
})();

// ESM-only packages that Jest must compile rather than require as they are.
const esmPackages = ['next-intl', 'jose', '@supabase', 'isomorphic-dompurify'];
// jsdom (under isomorphic-dompurify, used by the FAQ sanitiser's tests) pulls in ESM-only packages:
// Node loads them as they are under --experimental-vm-modules (`npm test`); otherwise Jest compiles them.
const vmModules = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`.includes(
  '--experimental-vm-modules',
);
const jsdomPackages = vmModules
  ? []
  : [
      '@exodus',
      'parse5',
      'entities',
      'tough-cookie',
      'lru-cache',
      'css-tree',
      '@asamuzakjp',
      '@csstools',
      '@bramus',
    ];
// file-type (the CV content check) and its ESM-only dependencies: the same rule as jsdom's.
const fileTypePackages = vmModules
  ? []
  : ['file-type', 'strtok3', 'token-types', '@tokenizer', '@borewit', 'uint8array-extras'];
// use-intl and intl-messageformat, which format the ICU messages (the forms' plural texts, the
// mails of lib/mail/templates.ts), and icu-minify, which compiles the calculators' (lib/i18n):
// the same rule.
const icuPackages = vmModules ? [] : ['use-intl', 'intl-messageformat', '@formatjs', 'icu-minify'];
unit.transformIgnorePatterns = [
  `/node_modules/(?!(${[...esmPackages, ...fileTypePackages, ...jsdomPackages, ...icuPackages].join('|')})/)`,
];
integration.transformIgnorePatterns = [
  `/node_modules/(?!(${[...esmPackages, ...fileTypePackages, ...icuPackages].join('|')})/)`,
];

export default { projects: [unit, integration] };
