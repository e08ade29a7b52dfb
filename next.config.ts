import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { staticContentSecurityPolicy } from './lib/security/csp';
import { scanRoutes } from './lib/site/route-scan';
import { fallbackRoute, notFoundRoute } from './lib/site/routes';

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
// it gets the routes of app/[locale] as they are at build time. The catch-all and the 404 page
// itself are not pages a visitor asks for.
const pageRoutes = scanRoutes(path.join(process.cwd(), 'app', '[locale]')).filter(
  (route) => route !== fallbackRoute && route !== notFoundRoute,
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
  // esbuild bundles the service worker at build time (app/serwist/[path]/route.ts).
  serverExternalPackages: ['@electric-sql/pglite', 'esbuild'],
  // Server actions carry files (default limit 1 MB): the career form's CV (5 MB) and the documents
  // staff deliver (10 MB, lib/admin/application-actions.ts), plus the multipart overhead.
  experimental: { serverActions: { bodySizeLimit: '11mb' } },
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
  // The service worker's address since the site began; Serwist's route builds and serves it.
  async rewrites() {
    return [{ source: '/serviceWorker.js', destination: '/serwist/sw.js' }];
  },
};

export default withNextIntl(nextConfig);
