import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { ACTION_BODY_LIMIT } from './lib/security/action-body';
import { fileContentSecurityPolicy, staticContentSecurityPolicy } from './lib/security/csp';
import { scanRoutes } from './lib/site/route-scan';
import { fallbackRoute, notFoundRoute, unavailableRoute } from './lib/site/routes';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

export const securityHeaders = [
  // The personal pages replace it with a per-request nonce policy (proxy.ts, lib/security/csp.ts).
  { key: 'Content-Security-Policy', value: staticContentSecurityPolicy() },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];

// app/global-error.tsx renders without next-intl, and its module is in every page's JavaScript:
// it gets the error view's few strings per locale inlined here, not the whole message files.
const errorTexts = Object.fromEntries(
  ['en', 'fr'].map((locale) => {
    const file = path.join(process.cwd(), 'messages', `${locale}.json`);
    return [locale, (JSON.parse(readFileSync(file, 'utf8')) as { Error: unknown }).Error];
  }),
);

// The proxy answers paths no page matches with the server-rendered 404 page (lib/site/routes.ts):
// it gets the routes of app/[locale] as they are at build time. The catch-all and the 404 and
// 503 pages themselves are not pages a visitor asks for.
const pageRoutes = scanRoutes(path.join(process.cwd(), 'app', '[locale]')).filter(
  (route) => route !== fallbackRoute && route !== notFoundRoute && route !== unavailableRoute,
);

const nextConfig: NextConfig = {
  // Lets parallel builds (tests, benchmarks) use their own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  env: { GLOBAL_ERROR_TEXTS: JSON.stringify(errorTexts), PAGE_ROUTES: JSON.stringify(pageRoutes) },
  // Parallel work in one tree may skip the type check while iterating; CI and `npm run serve` never do.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  reactStrictMode: true,
  // Every page's <title> and description in the <head> of its first bytes, for every reader, not
  // only the bots Next lists: per-request pages (wizard steps, the account, the console) otherwise
  // stream their metadata after the body, and a screen reader, or axe, could meet a page with no
  // title between two steps. Their metadata is translated text, so waiting for it costs nothing.
  htmlLimitedBots: /.*/,
  // esbuild bundles the service worker at build time (app/serwist/[path]/route.ts). pg-boss (the
  // job queue, lib/jobs) is loaded by Node as it is, with its driver and JSON imports.
  serverExternalPackages: ['@electric-sql/pglite', 'esbuild', 'pg-boss'],
  // Server actions keep Next's own body limit (1 MB): no action takes a file. Files go to route
  // handlers that read the body with a limit as it streams (issue 29, finding 6). The proxy copies
  // each request body it sees (a POST to a page: an action) and checks it (lib/security/action-body.ts):
  // one byte over the action limit is all it needs to refuse a larger one, instead of Next's 10 MB.
  experimental: {
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT },
    proxyClientMaxBodySize: ACTION_BODY_LIMIT + 1,
  },
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    // The files customers and staff open (documents, CVs) keep their own sandbox policy: the
    // global one would replace what their route sets (issue 29, finding 7). A later rule wins.
    const sandbox = [{ key: 'Content-Security-Policy', value: fileContentSecurityPolicy() }];
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/documents/:id', headers: sandbox },
      { source: '/api/careers/:id/cv', headers: sandbox },
    ];
  },
  // The service worker's address since the site began; Serwist's route builds and serves it.
  async rewrites() {
    return [{ source: '/serviceWorker.js', destination: '/serwist/sw.js' }];
  },
};

export default withNextIntl(nextConfig);
