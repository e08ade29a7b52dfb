import { createSerwistRoute } from '@serwist/turbopack';

// The service worker (lib/offline/service-worker.ts), bundled with esbuild when the site is built
// and served as a static file; next.config.ts answers /serviceWorker.js with it. Nothing is
// precached from a build manifest: a first visit on a phone's data plan should not download
// every page's scripts. The worker keeps what the visitor uses, and the offline pages.
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: 'lib/offline/service-worker.ts',
    useNativeEsbuild: true,
    globPatterns: [],
    // Served at /serviceWorker.js, where a relative `sw.js.map` would not resolve.
    esbuildOptions: { sourcemap: false },
  },
);
